#include "io/results.h"
#include "io/texttable.h"

#include "diagnostic.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QList>
#include <QLocale>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace gpuk {

namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

double finite(double v)
{
    return std::isfinite(v) ? v : 0.0;
}

QString fixed(double v, int decimals)
{
    return QString::number(finite(v), 'f', decimals);
}

// The notes under the run and compare tables (context gpuk::Cli, like their headers).
const char *const sloMetNote = QT_TRANSLATE_NOOP("gpuk::Cli",
                                                 "SLO met: requests completed within the SLO / requests offered after "
                                                 "the warm-up (those still open at the end left out); without an SLO "
                                                 "every completion counts.");
const char *const partialNote = QT_TRANSLATE_NOOP("gpuk::Cli",
                                                  "* latency of completed requests only: some of this tenant's "
                                                  "requests failed, were dropped or were not served.");
const char *const llmNote = QT_TRANSLATE_NOOP("gpuk::Cli",
                                              "TTFT: arrival to the end of the request's prefill iteration. TPOT: time per "
                                              "output token after the first. KV: the KV cache held (time average, peak). "
                                              "Preempted: requests sent back to the queue when the next token's KV did not "
                                              "fit (recomputed later).");

QString note(const char *source)
{
    return QCoreApplication::translate("gpuk::Cli", source) + QLatin1Char('\n');
}

// Latency in ms with about three significant digits.
QString ms(double v)
{
    v = finite(v);
    return fixed(v, v < 10 ? 2 : v < 100 ? 1 : 0);
}

// Text only (JSON and CSV keep plain numbers): English writes "77.0 %", Chinese "77.0%".
QString percent(double fraction)
{
    return QCoreApplication::translate("gpuk::Cli", "%1 %").arg(fixed(100 * fraction, 1));
}

// The reason in the reader's language; JSON keys and CSV keep failureReasonName.
QString failureReasonText(FailureReason r)
{
    switch (r) {
    case FailureReason::Drained: return QCoreApplication::translate("gpuk::Cli", "drained", "failure reason");
    case FailureReason::Fault: return QCoreApplication::translate("gpuk::Cli", "fault", "failure reason");
    case FailureReason::Oom: return QCoreApplication::translate("gpuk::Cli", "oom", "failure reason");
    case FailureReason::Unavailable:
        return QCoreApplication::translate("gpuk::Cli", "unavailable", "failure reason");
    }
    return QLatin1String(failureReasonName(r));
}

// A built-in scenario's name as the GUI shows it (one catalogue: the GUI's context
// gpuk::BuiltinScenarios); any other name as the file writes it.
QString scenarioTitle(const std::string &name)
{
    return QCoreApplication::translate("gpuk::BuiltinScenarios", name.c_str());
}

QString dash()
{
    return QStringLiteral("—");
}

QString csvNumber(double v)
{
    return QString::number(finite(v), 'g', QLocale::FloatingPointShortest);
}

QString failuresText(const TenantResult &t)
{
    QStringList parts;
    for (const auto &[reason, count] : t.failedByReason)
        if (count)
            parts << QStringLiteral("%1 %2").arg(failureReasonText(reason)).arg(count);
    return parts.join(QCoreApplication::translate("gpuk::Cli", ", ", "between failure reasons"));
}

} // namespace

// ---- JSON -------------------------------------------------------------------------------------

QJsonObject runResultsToJson(const RunResults &r)
{
    QJsonArray tenants;
    for (const TenantResult &t : r.tenants) {
        QJsonObject j;
        j.insert(QStringLiteral("id"), q(t.id));
        j.insert(QStringLiteral("arrivals"), static_cast<qint64>(t.arrivals));
        j.insert(QStringLiteral("completed"), static_cast<qint64>(t.completed));
        j.insert(QStringLiteral("failed"), static_cast<qint64>(t.failed()));
        QJsonObject reasons;
        for (const auto &[reason, count] : t.failedByReason)
            reasons.insert(QLatin1String(failureReasonName(reason)), static_cast<qint64>(count));
        j.insert(QStringLiteral("failed_by_reason"), reasons);
        j.insert(QStringLiteral("dropped"), static_cast<qint64>(t.dropped));
        j.insert(QStringLiteral("met"), static_cast<qint64>(t.met));
        j.insert(QStringLiteral("late"), static_cast<qint64>(t.late));
        j.insert(QStringLiteral("open"), static_cast<qint64>(t.open));
        j.insert(QStringLiteral("unserved"), static_cast<qint64>(t.unserved));
        j.insert(QStringLiteral("not_placed"), t.notPlaced);
        j.insert(QStringLiteral("goodput_rps"), finite(t.goodputRps));
        j.insert(QStringLiteral("throughput_rps"), finite(t.throughputRps));
        QJsonObject lat;
        lat.insert(QStringLiteral("mean"), finite(t.latencyMs.mean));
        lat.insert(QStringLiteral("p50"), finite(t.latencyMs.p50));
        lat.insert(QStringLiteral("p95"), finite(t.latencyMs.p95));
        lat.insert(QStringLiteral("p99"), finite(t.latencyMs.p99));
        lat.insert(QStringLiteral("max"), finite(t.latencyMs.max));
        j.insert(QStringLiteral("latency_ms"), lat);
        j.insert(QStringLiteral("slo_ms"), finite(t.sloMs));
        j.insert(QStringLiteral("slo_attainment"), finite(t.sloAttainment));
        j.insert(QStringLiteral("mean_in_system"), finite(t.meanInSystem));
        j.insert(QStringLiteral("mean_sm"), finite(t.meanSm));
        j.insert(QStringLiteral("slowdown"), finite(t.slowdown));
        if (r.mode == Mode::Quota) // software slicing: the share of the window its limiter held it
            j.insert(QStringLiteral("throttled_fraction"), finite(t.throttledFraction));
        if (t.llm) {
            auto summary = [](const LatencySummary &l) {
                QJsonObject o;
                o.insert(QStringLiteral("mean"), finite(l.mean));
                o.insert(QStringLiteral("p50"), finite(l.p50));
                o.insert(QStringLiteral("p95"), finite(l.p95));
                o.insert(QStringLiteral("p99"), finite(l.p99));
                o.insert(QStringLiteral("max"), finite(l.max));
                return o;
            };
            QJsonObject llm;
            llm.insert(QStringLiteral("ttft_ms"), summary(t.llm->ttftMs));
            llm.insert(QStringLiteral("tpot_ms"), summary(t.llm->tpotMs));
            llm.insert(QStringLiteral("tokens_per_s"), finite(t.llm->tokensPerS));
            llm.insert(QStringLiteral("output_tokens"), static_cast<qint64>(t.llm->outputTokens));
            llm.insert(QStringLiteral("kv_bytes_mean"), finite(t.llm->kvBytesMean));
            llm.insert(QStringLiteral("kv_bytes_peak"), finite(t.llm->kvBytesPeak));
            llm.insert(QStringLiteral("preempted"), static_cast<qint64>(t.llm->preempted));
            j.insert(QStringLiteral("llm"), llm);
        }
        tenants.append(j);
    }
    const GpuResult &g = r.gpuStats;
    QJsonObject gpu;
    // DESIGN §5 names both the GPU id and the GPU figures "gpu": one object holds both.
    gpu.insert(QStringLiteral("id"), q(r.gpu));
    gpu.insert(QStringLiteral("gpus_used"), g.gpusUsed);
    gpu.insert(QStringLiteral("sm_active"), finite(g.smActive));
    gpu.insert(QStringLiteral("sm_occupancy"), finite(g.smOccupancy));
    gpu.insert(QStringLiteral("memory_used_fraction"), finite(g.memoryUsedFraction));
    gpu.insert(QStringLiteral("dram_bandwidth_util"), finite(g.dramBandwidthUtil));
    gpu.insert(QStringLiteral("stranded_sm_fraction"), finite(g.strandedSmFraction));
    gpu.insert(QStringLiteral("seed_utilization"), finite(g.seedUtilization));

    QJsonObject root;
    root.insert(QStringLiteral("scenario"), q(r.scenario));
    root.insert(QStringLiteral("mode"), QLatin1String(modeName(r.mode)));
    root.insert(QStringLiteral("seed"), static_cast<qint64>(r.seed));
    root.insert(QStringLiteral("duration_s"), finite(r.durationS));
    root.insert(QStringLiteral("warmup_s"), finite(r.warmupS));
    root.insert(QStringLiteral("tenants"), tenants);
    root.insert(QStringLiteral("gpu"), gpu);
    root.insert(QStringLiteral("events"), static_cast<qint64>(r.events));
    root.insert(QStringLiteral("wall_ms"), finite(r.wallMs));
    return root;
}

QJsonObject compareResultsToJson(const QString &scenario, const std::vector<RunResults> &runs)
{
    QJsonArray modes;
    for (const auto &r : runs)
        modes.append(runResultsToJson(r));
    QJsonObject root;
    root.insert(QStringLiteral("scenario"), scenario);
    root.insert(QStringLiteral("modes"), modes);
    return root;
}

// ---- tables -----------------------------------------------------------------------------------

QString latencyMsText(double v)
{
    return ms(v);
}

QString runResultsTable(const RunResults &r)
{
    QString out;
    out += QCoreApplication::translate("gpuk::Cli", "%1: GPU %2, mode %3, seed %4")
                   .arg(scenarioTitle(r.scenario), q(r.gpu), QLatin1String(modeName(r.mode)))
                   .arg(r.seed)
            + QLatin1Char('\n');
    out += QCoreApplication::translate("gpuk::Cli",
                                       "Simulated %1 s, measured after a %2 s warm-up; %3 events in %4 ms wall time")
                   .arg(q(formatNumber(r.durationS)), q(formatNumber(r.warmupS)))
                   .arg(r.events)
                   .arg(fixed(r.wallMs, 0))
            + QLatin1Char('\n') + QLatin1Char('\n');

    QList<QStringList> rows;
    rows << QStringList{QCoreApplication::translate("gpuk::Cli", "Tenant"),
                        QCoreApplication::translate("gpuk::Cli", "Arrivals"),
                        QCoreApplication::translate("gpuk::Cli", "Done"),
                        QCoreApplication::translate("gpuk::Cli", "Failed"),
                        QCoreApplication::translate("gpuk::Cli", "Dropped"),
                        QCoreApplication::translate("gpuk::Cli", "Met"),
                        QCoreApplication::translate("gpuk::Cli", "Late"),
                        QCoreApplication::translate("gpuk::Cli", "Open"),
                        QCoreApplication::translate("gpuk::Cli", "req/s"),
                        QCoreApplication::translate("gpuk::Cli", "Mean ms"),
                        QCoreApplication::translate("gpuk::Cli", "p50 ms"),
                        QCoreApplication::translate("gpuk::Cli", "p95 ms"),
                        QCoreApplication::translate("gpuk::Cli", "p99 ms"),
                        QCoreApplication::translate("gpuk::Cli", "Max ms"),
                        QCoreApplication::translate("gpuk::Cli", "SLO ms"),
                        QCoreApplication::translate("gpuk::Cli", "SLO met"),
                        QCoreApplication::translate("gpuk::Cli", "In system"),
                        QCoreApplication::translate("gpuk::Cli", "SMs"),
                        QCoreApplication::translate("gpuk::Cli", "Slowdown")};
    QStringList failureLines;
    bool partial = false, anyNotPlaced = false;
    for (const TenantResult &t : r.tenants) {
        const bool hasSlo = t.sloMs > 0;
        // latencies of completed requests only: marked when part of the offered load did not complete
        const QString mark = t.completed && t.notCompleted() ? QStringLiteral("*") : QString();
        partial = partial || !mark.isEmpty();
        anyNotPlaced = anyNotPlaced || t.notPlaced;
        auto latency = [&](double v) { return t.completed ? ms(v) + mark : dash(); };
        rows << QStringList{q(t.id),
                            QString::number(t.arrivals),
                            QString::number(t.completed),
                            QString::number(t.failed()),
                            QString::number(t.dropped),
                            QString::number(t.met),
                            QString::number(t.late),
                            QString::number(t.open),
                            fixed(t.throughputRps, 1),
                            latency(t.latencyMs.mean),
                            latency(t.latencyMs.p50),
                            latency(t.latencyMs.p95),
                            latency(t.latencyMs.p99),
                            latency(t.latencyMs.max),
                            hasSlo ? q(formatNumber(t.sloMs)) : dash(),
                            t.notPlaced ? QCoreApplication::translate("gpuk::Cli", "not placed")
                                        : percent(t.sloAttainment),
                            fixed(t.meanInSystem, 2),
                            fixed(t.meanSm, 1),
                            t.slowdown > 0 ? QStringLiteral("%1×").arg(fixed(t.slowdown, 2)) : dash()};
        if (t.failed())
            failureLines << QStringLiteral("  %1: %2").arg(q(t.id), failuresText(t));
    }
    out += renderTable(rows, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18});
    out += note(sloMetNote);
    if (std::any_of(r.tenants.begin(), r.tenants.end(), [](const TenantResult &t) { return t.completed > t.arrivals; }))
        out += note(QT_TRANSLATE_NOOP("gpuk::Cli",
                                      "Done: completions after the warm-up, including requests that arrived during it, "
                                      "so Done can exceed Arrivals."));
    if (partial)
        out += note(partialNote);
    if (anyNotPlaced)
        out += note(QT_TRANSLATE_NOOP("gpuk::Cli",
                                      "not placed: the plan gives this tenant no GPU; none of its requests is served."));
    if (r.mode == Mode::Quota) {
        QStringList held;
        for (const TenantResult &t : r.tenants)
            held << QStringLiteral("%1 %2").arg(q(t.id), percent(t.throttledFraction));
        out += QCoreApplication::translate("gpuk::Cli", "Throttled (the share of the run each container's limiter held "
                                                        "it while it had requests): %1")
                       .arg(held.join(QStringLiteral(", ")))
                + QLatin1Char('\n');
        // HAMi-core passes nvmlDeviceGetUtilizationRates through (src/nvml/nvml_entry.c): every
        // container's nvidia-smi prints the whole GPU's utilisation, not its own.
        QStringList own;
        for (const TenantResult &t : r.tenants)
            own << QStringLiteral("%1 %2").arg(q(t.id), percent(r.gpuStats.sms > 0 ? t.meanSm / r.gpuStats.sms : 0));
        out += QCoreApplication::translate("gpuk::Cli", "nvidia-smi inside every container prints GPU-Util %1 (the whole "
                                                        "GPU's: HAMi does not virtualise it); each used its own share of "
                                                        "the SMs: %2")
                       .arg(percent(r.gpuStats.smActive), own.join(QStringLiteral(", ")))
                + QLatin1Char('\n');
    }
    if (!failureLines.isEmpty()) {
        out += note(QT_TRANSLATE_NOOP("gpuk::Cli", "Failed requests by reason:"));
        out += failureLines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    }
    QList<QStringList> llmRows;
    llmRows << QStringList{QCoreApplication::translate("gpuk::Cli", "LLM tenant"),
                           QCoreApplication::translate("gpuk::Cli", "TTFT mean ms"),
                           QCoreApplication::translate("gpuk::Cli", "TTFT p99 ms"),
                           QCoreApplication::translate("gpuk::Cli", "TPOT mean ms"),
                           QCoreApplication::translate("gpuk::Cli", "TPOT p99 ms"),
                           QCoreApplication::translate("gpuk::Cli", "tokens/s"),
                           QCoreApplication::translate("gpuk::Cli", "KV mean GiB"),
                           QCoreApplication::translate("gpuk::Cli", "KV peak GiB"),
                           QCoreApplication::translate("gpuk::Cli", "Preempted")};
    for (const TenantResult &t : r.tenants) {
        if (!t.llm)
            continue;
        const LlmResult &l = *t.llm;
        const double gib = 1024.0 * 1024.0 * 1024.0;
        llmRows << QStringList{q(t.id),
                               l.ttftMs.mean > 0 ? ms(l.ttftMs.mean) : dash(),
                               l.ttftMs.p99 > 0 ? ms(l.ttftMs.p99) : dash(),
                               l.tpotMs.mean > 0 ? ms(l.tpotMs.mean) : dash(),
                               l.tpotMs.p99 > 0 ? ms(l.tpotMs.p99) : dash(),
                               fixed(l.tokensPerS, 1),
                               fixed(l.kvBytesMean / gib, 2),
                               fixed(l.kvBytesPeak / gib, 2),
                               QString::number(l.preempted)};
    }
    if (llmRows.size() > 1) {
        out += QLatin1Char('\n');
        out += renderTable(llmRows, {1, 2, 3, 4, 5, 6, 7, 8});
        out += note(llmNote);
    }

    const GpuResult &g = r.gpuStats;
    out += QLatin1Char('\n');
    QList<QStringList> gpuRows;
    gpuRows << QStringList{QCoreApplication::translate("gpuk::Cli", "GPU"), QString()};
    gpuRows << QStringList{QCoreApplication::translate("gpuk::Cli", "GPUs used"), QString::number(g.gpusUsed)};
    gpuRows << QStringList{QCoreApplication::translate("gpuk::Cli", "SM active (time any SM is busy, nvidia-smi GPU-Util)"),
                           percent(g.smActive)};
    gpuRows << QStringList{QCoreApplication::translate("gpuk::Cli", "SM occupancy (share of SMs busy, DCGM SM_ACTIVE)"),
                           percent(g.smOccupancy)};
    gpuRows << QStringList{QCoreApplication::translate("gpuk::Cli", "Memory used"), percent(g.memoryUsedFraction)};
    gpuRows << QStringList{QCoreApplication::translate("gpuk::Cli", "DRAM bandwidth (DRAM_ACTIVE)"),
                           percent(g.dramBandwidthUtil)};
    gpuRows << QStringList{QCoreApplication::translate("gpuk::Cli", "SMs this plan can never use"),
                           percent(g.strandedSmFraction)};
    gpuRows << QStringList{QCoreApplication::translate("gpuk::Cli",
                                                       "Seed formula 0.6 × SM share + 0.4 × memory share (an allocation, not a measurement)"),
                           fixed(g.seedUtilization, 3)};
    out += renderTable(gpuRows, {1});
    return out;
}

QString compareResultsTable(const std::vector<RunResults> &runs)
{
    if (runs.empty())
        return {};
    QList<QStringList> rows;
    QStringList header{QCoreApplication::translate("gpuk::Cli", "Tenant"),
                       QCoreApplication::translate("gpuk::Cli", "Metric")};
    for (const auto &r : runs)
        header << QLatin1String(modeName(r.mode));
    rows << header;
    QSet<int> right;
    for (int i = 0; i < int(runs.size()); ++i)
        right.insert(i + 2);

    // Tenants in the order of the first run (every run has the scenario's tenants in order).
    const auto &first = runs.front().tenants;
    bool partial = false, llm = false;
    for (std::size_t k = 0; k < first.size(); ++k) {
        const QString id = q(first[k].id);
        auto tenantOf = [&](const RunResults &r) -> const TenantResult * {
            for (const auto &t : r.tenants)
                if (t.id == first[k].id)
                    return &t;
            return nullptr;
        };
        QStringList p99{id, QCoreApplication::translate("gpuk::Cli", "p99 ms")};
        QStringList rps{QString(), QCoreApplication::translate("gpuk::Cli", "req/s")};
        QStringList good{QString(), QCoreApplication::translate("gpuk::Cli", "goodput req/s")};
        QStringList slo{QString(), QCoreApplication::translate("gpuk::Cli", "SLO met")};
        for (const auto &r : runs) {
            const TenantResult *t = tenantOf(r);
            const QString mark = t && t->completed && t->notCompleted() ? QStringLiteral("*") : QString();
            partial = partial || !mark.isEmpty();
            p99 << (t && t->completed ? ms(t->latencyMs.p99) + mark : dash());
            rps << (t ? fixed(t->throughputRps, 1) : dash());
            good << (t ? fixed(t->goodputRps, 1) : dash());
            slo << (!t ? dash()
                       : t->notPlaced ? QCoreApplication::translate("gpuk::Cli", "not placed")
                                      : percent(t->sloAttainment));
        }
        rows << p99 << rps << good << slo;
        if (!first[k].llm)
            continue;
        // LLM tenants: their token-level measures, dashes where a mode completed none
        llm = true;
        QStringList ttft{QString(), QCoreApplication::translate("gpuk::Cli", "TTFT p99 ms")};
        QStringList tpot{QString(), QCoreApplication::translate("gpuk::Cli", "TPOT mean ms")};
        QStringList tokens{QString(), QCoreApplication::translate("gpuk::Cli", "tokens/s")};
        QStringList kvPeak{QString(), QCoreApplication::translate("gpuk::Cli", "KV peak GiB")};
        QStringList preempted{QString(), QCoreApplication::translate("gpuk::Cli", "Preempted")};
        for (const auto &r : runs) {
            const TenantResult *t = tenantOf(r);
            const LlmResult *l = t && t->llm ? &*t->llm : nullptr;
            ttft << (l && l->ttftMs.p99 > 0 ? ms(l->ttftMs.p99) : dash());
            tpot << (l && l->tpotMs.mean > 0 ? ms(l->tpotMs.mean) : dash());
            tokens << (l ? fixed(l->tokensPerS, 1) : dash());
            kvPeak << (l ? fixed(l->kvBytesPeak / (1024.0 * 1024.0 * 1024.0), 2) : dash());
            preempted << (l ? QString::number(l->preempted) : dash());
        }
        rows << ttft << tpot << tokens << kvPeak << preempted;
    }
    QStringList gpus{QCoreApplication::translate("gpuk::Cli", "GPU"), QCoreApplication::translate("gpuk::Cli", "GPUs used")};
    QStringList occ{QString(), QCoreApplication::translate("gpuk::Cli", "SM occupancy")};
    QStringList seed{QString(), QCoreApplication::translate("gpuk::Cli", "seed formula")};
    for (const auto &r : runs) {
        gpus << QString::number(r.gpuStats.gpusUsed);
        occ << percent(r.gpuStats.smOccupancy);
        seed << fixed(r.gpuStats.seedUtilization, 3);
    }
    rows << gpus << occ << seed;
    QString out = renderTable(rows, right);
    out += note(sloMetNote);
    out += note(QT_TRANSLATE_NOOP("gpuk::Cli", "goodput: requests completed within the SLO per second."));
    if (partial)
        out += note(partialNote);
    out += note(QT_TRANSLATE_NOOP("gpuk::Cli",
                                  "SM occupancy: time-average share of the GPU's SMs busy (DCGM SM_ACTIVE-like)."));
    out += note(QT_TRANSLATE_NOOP("gpuk::Cli",
                                  "seed formula: 0.6 × SM share + 0.4 × memory share, an allocation, not a measurement."));
    if (llm)
        out += note(llmNote);
    return out;
}

// ---- CSV --------------------------------------------------------------------------------------

QString resultsCsv(const std::vector<RunResults> &runs)
{
    static const QStringList header{
            QStringLiteral("scenario"), QStringLiteral("mode"), QStringLiteral("row"), QStringLiteral("id"),
            QStringLiteral("arrivals"), QStringLiteral("completed"), QStringLiteral("failed"), QStringLiteral("dropped"),
            QStringLiteral("throughput_rps"), QStringLiteral("latency_mean_ms"), QStringLiteral("latency_p50_ms"),
            QStringLiteral("latency_p95_ms"), QStringLiteral("latency_p99_ms"), QStringLiteral("latency_max_ms"),
            QStringLiteral("slo_ms"), QStringLiteral("slo_attainment"), QStringLiteral("mean_in_system"),
            QStringLiteral("mean_sm"), QStringLiteral("slowdown"), QStringLiteral("gpus_used"), QStringLiteral("sm_active"),
            QStringLiteral("sm_occupancy"), QStringLiteral("memory_used_fraction"), QStringLiteral("dram_bandwidth_util"),
            QStringLiteral("stranded_sm_fraction"), QStringLiteral("seed_utilization"), QStringLiteral("met"),
            QStringLiteral("late"), QStringLiteral("open"), QStringLiteral("unserved"), QStringLiteral("goodput_rps"),
            QStringLiteral("not_placed")};
    static const QStringList llmHeader{
            QStringLiteral("ttft_mean_ms"), QStringLiteral("ttft_p50_ms"), QStringLiteral("ttft_p99_ms"),
            QStringLiteral("tpot_mean_ms"), QStringLiteral("tpot_p99_ms"), QStringLiteral("tokens_per_s"),
            QStringLiteral("output_tokens"), QStringLiteral("kv_bytes_mean"), QStringLiteral("kv_bytes_peak"),
            QStringLiteral("preempted")};
    // The LLM columns only when a run has an LLM tenant: other files keep their columns as they were.
    const bool withLlm = std::any_of(runs.begin(), runs.end(), [](const RunResults &r) {
        return std::any_of(r.tenants.begin(), r.tenants.end(), [](const TenantResult &t) { return t.llm.has_value(); });
    });
    const int llmColumns = withLlm ? int(llmHeader.size()) : 0;
    QString out = (withLlm ? header + llmHeader : header).join(QLatin1Char(',')) + QStringLiteral("\r\n");
    for (const auto &r : runs) {
        const QString scenario = csvField(q(r.scenario));
        const QString mode = QLatin1String(modeName(r.mode));
        for (const TenantResult &t : r.tenants) {
            // no completed request, no latency: empty, as the table's dash (not 0 ms)
            const auto latency = [&](double v) { return t.completed ? csvNumber(v) : QString(); };
            QStringList f{scenario, mode, QStringLiteral("tenant"), csvField(q(t.id)),
                          QString::number(t.arrivals), QString::number(t.completed), QString::number(t.failed()),
                          QString::number(t.dropped), csvNumber(t.throughputRps), latency(t.latencyMs.mean),
                          latency(t.latencyMs.p50), latency(t.latencyMs.p95), latency(t.latencyMs.p99),
                          latency(t.latencyMs.max), csvNumber(t.sloMs), csvNumber(t.sloAttainment),
                          csvNumber(t.meanInSystem), csvNumber(t.meanSm), csvNumber(t.slowdown)};
            for (int i = 0; i < 7; ++i)
                f << QString();
            f << QString::number(t.met) << QString::number(t.late) << QString::number(t.open)
              << QString::number(t.unserved) << csvNumber(t.goodputRps)
              << (t.notPlaced ? QStringLiteral("1") : QStringLiteral("0"));
            if (t.llm) {
                const LlmResult &l = *t.llm;
                f << latency(l.ttftMs.mean) << latency(l.ttftMs.p50) << latency(l.ttftMs.p99)
                  << latency(l.tpotMs.mean) << latency(l.tpotMs.p99) << csvNumber(l.tokensPerS)
                  << QString::number(l.outputTokens) << csvNumber(l.kvBytesMean) << csvNumber(l.kvBytesPeak)
                  << QString::number(l.preempted);
            } else {
                for (int i = 0; i < llmColumns; ++i)
                    f << QString();
            }
            out += f.join(QLatin1Char(',')) + QStringLiteral("\r\n");
        }
        const GpuResult &g = r.gpuStats;
        QStringList f{scenario, mode, QStringLiteral("gpu"), QString()};
        for (int i = 0; i < 15; ++i)
            f << QString();
        f << QString::number(g.gpusUsed) << csvNumber(g.smActive) << csvNumber(g.smOccupancy)
          << csvNumber(g.memoryUsedFraction) << csvNumber(g.dramBandwidthUtil) << csvNumber(g.strandedSmFraction)
          << csvNumber(g.seedUtilization);
        for (int i = 0; i < 6 + llmColumns; ++i)
            f << QString();
        out += f.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return out;
}

} // namespace gpuk
