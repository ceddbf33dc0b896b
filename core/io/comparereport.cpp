#include "io/comparereport.h"

#include "analysis/receipts.h"
#include "io/advicetext.h"
#include "io/messages.h"
#include "io/texttable.h"
#include "io/comparetext.h"
#include "io/receipttext.h"
#include "io/results.h"
#include "sharing/quota.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace gpuk {

namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

QString num(double v)
{
    return q(formatNumber(v));
}

} // namespace

// Seconds of the run (after its warm-up) that the layout search simulates each instance for.
double searchedWindowSeconds(const Scenario &scenario, const MigEvaluationHorizon &horizon)
{
    return std::max(0.0, std::min(horizon.durationS, scenario.simulation.durationS - scenario.simulation.warmupS));
}

// What a run says of its SLOs, by core's verdict (metrics/results.h meetsSlo): "every SLO met over
// the whole 3,600 s run", or the tenants that miss theirs with the share of requests within it.
QString runVerdictText(const RunResults &run)
{
    QStringList missed;
    for (const TenantResult &t : run.tenants)
        if (!meetsSlo(t))
            missed << (t.notPlaced ? QCoreApplication::translate("gpuk::Cli", "%1 (not placed)").arg(q(t.id))
                                   : QCoreApplication::translate("gpuk::Cli", "%1 (%2 % within it)").arg(q(t.id), QString::number(100 * t.sloAttainment, 'f', 1)));
    const QString length = num(run.durationS - run.warmupS);
    return missed.isEmpty() ? QCoreApplication::translate("gpuk::Cli", "this run of it meets every SLO over its whole %1 s").arg(length)
                            : QCoreApplication::translate("gpuk::Cli", "this run of it, %1 s long, misses the SLO of %2").arg(length, missed.join(QStringLiteral(", ")));
}

// The plan a mode ran and why, in one line (the rule of analysis/planchoice.h).
QString planReasonText(const Scenario &scenario, const PlanChoice &choice)
{
    const QString plan = planSummaryText(scenario, choice.plan);
    // the searched plan's worst SLO margin ("-" when no tenant has an SLO)
    const QString margin = choice.search && std::isfinite(choice.search->worstMargin)
        ? QString::number(choice.search->worstMargin, 'f', 2)
        : QStringLiteral("-");
    switch (choice.source) {
    case PlanSource::Scenario:
        return QCoreApplication::translate("gpuk::Cli", "%1 (the scenario's own plan)").arg(plan);
    case PlanSource::Searched: {
        const MigSearchResult &r = *choice.search;
        const QString window = num(searchedWindowSeconds(scenario, MigEvaluationHorizon{}));
        return r.allSlosMet
                ? QCoreApplication::translate("gpuk::Cli", "%1 (searched over the first %5 s: every SLO met there with the fewest slices, %2 of %3 compute "
                     "slices; worst SLO margin %4)")
                          .arg(plan)
                          .arg(r.computeSlices)
                          .arg(scenario.gpu()->computeSlices)
                          .arg(margin, window)
                : QCoreApplication::translate("gpuk::Cli", "%1 (searched over the first %3 s: no MIG plan meets every SLO there; this one has the largest "
                     "worst SLO margin, %2)")
                          .arg(plan, margin, window);
    }
    case PlanSource::SearchedWithout: {
        QStringList ids;
        for (const std::string &id : choice.unplaced)
            ids << q(id);
        const MigSearchResult &r = *choice.search;
        return QCoreApplication::translate("gpuk::Cli", "%1 (searched over the tenants a MIG profile can hold; not placed, more memory than any profile: "
                  "%2; %3 of %4 compute slices; worst SLO margin of the placed tenants %5)")
                .arg(plan, ids.join(QStringLiteral(", ")))
                .arg(r.computeSlices)
                .arg(scenario.gpu()->computeSlices)
                .arg(margin);
    }
    case PlanSource::MemoryRule:
        return QCoreApplication::translate("gpuk::Cli", "%1 (default: no legal layout holds every tenant's memory; each tenant the smallest profile "
                  "holding its peak memory, largest first)")
                .arg(plan);
    case PlanSource::DefaultRule:
        break;
    }
    switch (choice.plan.mode) {
    case Mode::Exclusive:
        return QCoreApplication::translate("gpuk::Cli", "%1 (default: one GPU per tenant)").arg(plan);
    case Mode::Timeslice:
        return QCoreApplication::translate("gpuk::Cli", "%1 (default: every tenant a context, %2 ms slices, %3 µs switch)")
                .arg(plan, num(choice.plan.timeslice.timeSliceMs), num(choice.plan.timeslice.switchUs));
    case Mode::Mps:
        return QCoreApplication::translate("gpuk::Cli", "%1 (default: every tenant a client without an active-thread cap or pinned memory limit; a cap "
                  "only takes SMs away and no tenant has a claim over another)")
                .arg(plan);
    case Mode::Vgpu: {
        bool fits = !choice.plan.vgpu.vms.empty();
        const GpuModel *gpu = scenario.gpu();
        for (const auto &vm : choice.plan.vgpu.vms) {
            const VgpuProfile *p = gpu ? gpu->findVgpuProfile(vm.profile) : nullptr;
            const Tenant *t = scenario.findTenant(vm.tenant);
            fits = fits && p && t && t->peakMemoryGb() <= p->framebufferGiB() + 1e-9
                   && (choice.plan.vgpu.mixedSize || int(choice.plan.vgpu.vms.size()) <= p->maxEqualSize);
        }
        if (!fits)
            return QCoreApplication::translate("gpuk::Cli", "%1 (default: time-sliced, best effort; no profile holds every tenant and allows that many VMs, "
                      "so the largest that allows them; the plan is not valid)")
                    .arg(plan);
        return choice.plan.vgpu.mixedSize
                ? QCoreApplication::translate("gpuk::Cli", "%1 (default: time-sliced, best effort; no single profile holds every tenant and allows that "
                     "many VMs, so each tenant has the smallest profile holding its peak memory)")
                          .arg(plan)
                : QCoreApplication::translate("gpuk::Cli", "%1 (default: time-sliced, best effort; the smallest equal-size profile holding the largest "
                     "tenant and allowing that many VMs)")
                          .arg(plan);
    }
    case Mode::Quota:
        return QCoreApplication::translate("gpuk::Cli", "%1 (default: every tenant a container of %2 with its peak memory as quota and an even share of "
                  "the compute, %3 policy)")
                .arg(plan, QString::fromUtf8(quotaProductName(choice.plan.quota.product)),
                     QString::fromUtf8(quotaPolicyName(choice.plan.quota.policy)));
    case Mode::Mig:
        break;
    }
    return plan;
}


PlanEntries planEntries(const Scenario &scenario, const std::vector<ModePlan> &plans)
{
    PlanEntries e;
    for (const ModePlan &mp : plans) {
        const QString why = planReasonText(scenario, mp.choice);
        e.lines << QStringLiteral("  %1: %2").arg(QLatin1String(modeName(mp.mode)), why);
        QJsonObject pj;
        pj.insert(QStringLiteral("mode"), QLatin1String(modeName(mp.mode)));
        pj.insert(QStringLiteral("plan"), planSummaryText(scenario, mp.choice.plan));
        pj.insert(QStringLiteral("why"), why);
        e.json.append(pj);
    }
    return e;
}

CompareReport compareReport(const Scenario &scenario, const std::vector<ComparedMode> &compared)
{
    CompareReport r;
    std::vector<ModePlan> plans;
    for (const ComparedMode &c : compared)
        plans.push_back(c.plan);
    r.plans = planEntries(scenario, plans);
    for (size_t i = 0; i < compared.size(); ++i) {
        const ComparedMode &c = compared[i];
        QJsonObject pj = r.plans.json.at(int(i)).toObject();
        // A searched plan's claims are the search's over its window; this run, over the whole
        // length, says whether they hold (the claim the run contradicts is never left standing alone).
        const PlanSource source = c.plan.choice.source;
        if (c.run && (source == PlanSource::Searched || source == PlanSource::SearchedWithout)) {
            const QString verdict = runVerdictText(*c.run);
            r.plans.lines[int(i)] += QStringLiteral("; ") + verdict;
            pj.insert(QStringLiteral("why"), pj.value(QStringLiteral("why")).toString() + QStringLiteral("; ") + verdict);
            pj.insert(QStringLiteral("run_meets_every_slo"),
                      std::all_of(c.run->tenants.begin(), c.run->tenants.end(), [](const TenantResult &t) { return meetsSlo(t); }));
        }
        // The model's known gaps the plan stands in, where the numbers appear (analysis/receipts.h).
        if (c.plan.runnable()) {
            QJsonArray gaps;
            for (const KnownGapHere &g : knownGapsFor(scenario, c.plan.choice.plan)) {
                r.gapLines << QStringLiteral("  %1: %2").arg(QLatin1String(modeName(c.plan.mode)), knownGapSentence(g));
                gaps.append(knownGapJson(g));
            }
            pj.insert(QStringLiteral("known_gaps"), gaps);
        }
        r.plans.json.replace(int(i), pj);
        if (c.run) {
            r.runs.push_back(*c.run);
            r.facts.push_back(modeFacts(scenario, c.plan.choice.plan, *c.run));
        }
    }
    r.claims = measureArticleClaims(scenario, compared);
    return r;
}

QString compareJsonText(const Scenario &scenario, const CompareReport &report)
{
    QJsonObject j = compareResultsToJson(q(scenario.name), report.runs);
    QJsonArray modesJson = j.value(QStringLiteral("modes")).toArray();
    for (int i = 0; i < modesJson.size() && size_t(i) < report.facts.size(); ++i) {
        QJsonObject mj = modesJson.at(i).toObject();
        mj.insert(QStringLiteral("facts"), modeFactsJson(report.facts[size_t(i)]));
        modesJson.replace(i, mj);
    }
    j.insert(QStringLiteral("modes"), modesJson);
    j.insert(QStringLiteral("article_claims"), articleClaimsJson(report.claims));
    j.insert(QStringLiteral("plans"), report.plans.json);
    return QString::fromUtf8(QJsonDocument(j).toJson(QJsonDocument::Indented)); // as Cli::jsonText
}

QString compareCsvText(const CompareReport &report)
{
    return resultsCsv(report.runs);
}

namespace {

QString refusedText(const SweepCell &c)
{
    QStringList parts;
    for (const Diagnostic &d : c.refused)
        parts << diagnosticMessage(d);
    return parts.join(QStringLiteral("; "));
}

} // namespace

QString sweepJsonText(const Scenario &scenario, const LoadSweep &sweep, const QJsonArray &plans)
{
    QJsonObject sj;
    QJsonArray factors;
    for (double f : sweep.factors)
        factors.append(f);
    sj.insert(QStringLiteral("factors"), factors);
    sj.insert(QStringLiteral("tenant"), sweep.tenant ? QJsonValue(q(scenario.tenants[size_t(*sweep.tenant)].id)) : QJsonValue());
    QJsonArray points;
    for (size_t i = 0; i < sweep.factors.size(); ++i)
        for (size_t m = 0; m < sweep.modes.size(); ++m) {
            const SweepCell &c = sweep.cells[i][m];
            QJsonObject pj;
            pj.insert(QStringLiteral("factor"), sweep.factors[i]);
            pj.insert(QStringLiteral("mode"), QLatin1String(modeName(sweep.modes[m])));
            if (c.results) {
                pj.insert(QStringLiteral("run"), runResultsToJson(*c.results));
            } else {
                QJsonArray why;
                for (const Diagnostic &d : c.refused)
                    why.append(diagnosticMessage(d));
                pj.insert(QStringLiteral("refused"), why);
            }
            points.append(pj);
        }
    sj.insert(QStringLiteral("points"), points);
    QJsonObject j;
    j.insert(QStringLiteral("scenario"), q(scenario.name));
    j.insert(QStringLiteral("sweep"), sj);
    j.insert(QStringLiteral("plans"), plans);
    return QString::fromUtf8(QJsonDocument(j).toJson(QJsonDocument::Indented)); // as Cli::jsonText
}

QString sweepCsvText(const LoadSweep &sweep)
{
    QString out = QStringLiteral("factor,mode,tenant,slo_ms,p99_ms,goodput_rps,throughput_rps,slo_attainment,meets_slo,refused\n");
    for (size_t i = 0; i < sweep.factors.size(); ++i)
        for (size_t m = 0; m < sweep.modes.size(); ++m) {
            const SweepCell &c = sweep.cells[i][m];
            const QString head = num(sweep.factors[i]) + QLatin1Char(',') + QLatin1String(modeName(sweep.modes[m]));
            if (!c.results) {
                out += head + QStringLiteral(",,,,,,,,") + csvField(refusedText(c)) + QLatin1Char('\n');
                continue;
            }
            for (const TenantResult &t : c.results->tenants) {
                const QStringList f{head,
                                    csvField(q(t.id)),
                                    t.sloMs > 0 ? num(t.sloMs) : QString(),
                                    t.completed ? num(t.latencyMs.p99) : QString(),
                                    num(t.goodputRps),
                                    num(t.throughputRps),
                                    num(t.sloAttainment),
                                    meetsSlo(t) ? QStringLiteral("true") : QStringLiteral("false"),
                                    QString()};
                out += f.join(QLatin1Char(',')) + QLatin1Char('\n');
            }
        }
    return out;
}

} // namespace gpuk
