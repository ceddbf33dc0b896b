#include "cli/command.h"
#include "cli/simulation.h"

#include "analysis/articleclaims.h"
#include "analysis/modefacts.h"
#include "analysis/planchoice.h"
#include "analysis/receipts.h"
#include "io/comparetext.h"
#include "io/advicetext.h"
#include "io/receipttext.h"
#include "io/messages.h"
#include "io/results.h"
#include "io/texttable.h"
#include "sharing/validate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <map>

namespace gpuk {

QString Cli::usageCompare()
{
    return tr("Usage: gpukitchen-cli compare FILE|builtin:NAME [--modes exclusive,mig,mps,vgpu,timeslice,quota]\n"
              "                             [--duration S] [--seed N] [--format table|json|csv]\n"
              "                             [--out F] [--no-slowdown] [--sweep F1,F2,… [--sweep-tenant ID]]\n"
              "       gpukitchen-cli compare FILE|builtin:NAME --advise [--latency strict|relaxed]\n"
              "                             [--trust trusted|untrusted] [--tenant-set stable|changing]\n"
              "                             [--ops low|high] [--isolation vm|container]\n"
              "                             [--duration S] [--seed N] [--format text|json] [--out F]\n"
              "\n"
              "Runs the same tenants (the same requests: every tenant has its own random stream)\n"
              "under every mode listed (default: all six), each with the scenario's own plan for\n"
              "that mode or the documented default plan, and prints them side by side: per tenant\n"
              "p99 latency, throughput and SLO attainment; GPUs used, SM occupancy and the seed\n"
              "article's utilisation formula. --format json prints {\"scenario\": …, \"modes\": [one\n"
              "run object per mode, as run --format json prints it]}; csv prints one row per tenant\n"
              "and a GPU row per mode. --duration, --seed, --out and --no-slowdown as for run.\n"
              "\n"
              "Plans: each mode runs the scenario's own plan for it if the file has one; else MIG\n"
              "runs the plan of gpukitchen-cli mig plan (every SLO met with the fewest slices; the\n"
              "search simulates each instance for at most the first 60 s of the run after at most 5 s\n"
              "of warm-up; a tenant with more memory than any MIG profile is left out of the search\n"
              "and not placed), and the other modes their documented default. The output says, per\n"
              "mode, which plan ran and why (json: \"plans\"); for a searched plan it also says\n"
              "whether this run of it, over its whole length, meets every SLO.\n"
              "\n"
              "A mode whose plan is not valid for this scenario (an illegal MIG placement in the\n"
              "file, a tenant too large for its vGPU profile) is reported on stderr and skipped.\n"
              "\n"
              "--sweep F1,F2,… runs a load sweep instead: every tenant's arrival rate (only\n"
              "--sweep-tenant ID's, if given) times each factor, each mode keeping the plan it has\n"
              "at the scenario's own load, as a deployment does while traffic grows. It prints, per\n"
              "load and mode, the tenants meeting their SLO and the goodput (requests/s completed\n"
              "within their SLO), then each tenant's p99: where each mode breaks. A load the\n"
              "validator refuses (the event or waiting-request budget) is shown as refused, with\n"
              "why. json: {\"sweep\": {\"factors\", \"tenant\", \"points\": [{\"factor\", \"mode\",\n"
              "\"run\" (as run --format json) or \"refused\"}]}, \"plans\"}; csv: one row per load, mode\n"
              "and tenant.\n"
              "\n"
              "--advise recommends a mode by the seed article's decision steps, then proves it. The\n"
              "answers: --latency (strict: some tenant has an SLO; relaxed: offline batch), --trust\n"
              "(untrusted: fault and memory isolation needed), --tenant-set (how often tenants come\n"
              "and go), --ops (the operations effort the team can take), --isolation (VMs need\n"
              "vGPU); each defaults to what the scenario says (latency from its SLOs, trust from its\n"
              "tenants' \"trusted\", isolation vm if its mode is vgpu) or else stable, high and\n"
              "container. Named rules rule modes out and order the rest; the first admissible mode,\n"
              "with the plan compare runs for it, is recommended. Then every admissible mode runs to\n"
              "the end (the same seed and plans as compare, no slowdown runs) and is ranked: the\n"
              "tenants meeting their SLO, then their mean SLO attainment (0.5 points a tie), then\n"
              "goodput (1 % a tie), then fewer GPUs. The verdict is \"held\" if no mode ranked above\n"
              "the recommendation, else \"refuted\", naming the rule, the mode that did better and\n"
              "by how much. json: {\"scenario\", \"advice\": {\"answers\", \"recommended\": {\"mode\",\n"
              "\"plan\", \"why\", \"reasons\"}, \"ruled_out\": [{\"mode\", \"rule\", \"reason\"}],\n"
              "\"ranking\": [{\"mode\", \"rank\", \"slos_met\", \"slos_total\", \"slo_attainment\",\n"
              "\"goodput_rps\", \"gpus_used\", …}], \"criteria\", \"verdict\", \"refuted_rule\", …}}.\n"
              "\n"
              "Exit 0 if every mode ran, 1 if some could not, 2 for bad input. With --advise: 0 once\n"
              "the advice is proved (held or refuted), 1 if no mode could run.\n");
}

// What a plan holds, in one line (io/advicetext.h planSummaryText: the GUI's advisor says the same).
QString Cli::planSummary(const Scenario &scenario, const SharingPlan &plan)
{
    return planSummaryText(scenario, plan);
}

// Seconds of the run (after its warm-up) that the layout search simulates each instance for.
double Cli::searchedWindowS(const Scenario &scenario, const MigEvaluationHorizon &horizon)
{
    return std::max(0.0, std::min(horizon.durationS, scenario.simulation.durationS - scenario.simulation.warmupS));
}

// What a run says of its SLOs, by core's verdict (metrics/results.h meetsSlo): "every SLO met over
// the whole 3,600 s run", or the tenants that miss theirs with the share of requests within it.
QString Cli::runVerdict(const RunResults &run)
{
    QStringList missed;
    for (const TenantResult &t : run.tenants)
        if (!meetsSlo(t))
            missed << (t.notPlaced ? tr("%1 (not placed)").arg(q(t.id))
                                   : tr("%1 (%2 % within it)").arg(q(t.id), QString::number(100 * t.sloAttainment, 'f', 1)));
    const QString length = num(run.durationS - run.warmupS);
    return missed.isEmpty() ? tr("this run of it meets every SLO over its whole %1 s").arg(length)
                            : tr("this run of it, %1 s long, misses the SLO of %2").arg(length, missed.join(QStringLiteral(", ")));
}

// The plan a mode ran and why, in one line (the rule of analysis/planchoice.h).
QString Cli::planReason(const Scenario &scenario, const PlanChoice &choice)
{
    const QString plan = planSummary(scenario, choice.plan);
    // the searched plan's worst SLO margin ("-" when no tenant has an SLO)
    const QString margin = choice.search && std::isfinite(choice.search->worstMargin)
        ? QString::number(choice.search->worstMargin, 'f', 2)
        : QStringLiteral("-");
    switch (choice.source) {
    case PlanSource::Scenario:
        return tr("%1 (the scenario's own plan)").arg(plan);
    case PlanSource::Searched: {
        const MigSearchResult &r = *choice.search;
        const QString window = num(searchedWindowS(scenario, MigEvaluationHorizon{}));
        return r.allSlosMet
                ? tr("%1 (searched over the first %5 s: every SLO met there with the fewest slices, %2 of %3 compute "
                     "slices; worst SLO margin %4)")
                          .arg(plan)
                          .arg(r.computeSlices)
                          .arg(scenario.gpu()->computeSlices)
                          .arg(margin, window)
                : tr("%1 (searched over the first %3 s: no MIG plan meets every SLO there; this one has the largest "
                     "worst SLO margin, %2)")
                          .arg(plan, margin, window);
    }
    case PlanSource::SearchedWithout: {
        QStringList ids;
        for (const std::string &id : choice.unplaced)
            ids << q(id);
        const MigSearchResult &r = *choice.search;
        return tr("%1 (searched over the tenants a MIG profile can hold; not placed, more memory than any profile: "
                  "%2; %3 of %4 compute slices; worst SLO margin of the placed tenants %5)")
                .arg(plan, ids.join(QStringLiteral(", ")))
                .arg(r.computeSlices)
                .arg(scenario.gpu()->computeSlices)
                .arg(margin);
    }
    case PlanSource::MemoryRule:
        return tr("%1 (default: no legal layout holds every tenant's memory; each tenant the smallest profile "
                  "holding its peak memory, largest first)")
                .arg(plan);
    case PlanSource::DefaultRule:
        break;
    }
    switch (choice.plan.mode) {
    case Mode::Exclusive:
        return tr("%1 (default: one GPU per tenant)").arg(plan);
    case Mode::Timeslice:
        return tr("%1 (default: every tenant a context, %2 ms slices, %3 µs switch)")
                .arg(plan, num(choice.plan.timeslice.timeSliceMs), num(choice.plan.timeslice.switchUs));
    case Mode::Mps:
        return tr("%1 (default: every tenant a client without an active-thread cap or pinned memory limit; a cap "
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
            return tr("%1 (default: time-sliced, best effort; no profile holds every tenant and allows that many VMs, "
                      "so the largest that allows them; the plan is not valid)")
                    .arg(plan);
        return choice.plan.vgpu.mixedSize
                ? tr("%1 (default: time-sliced, best effort; no single profile holds every tenant and allows that "
                     "many VMs, so each tenant has the smallest profile holding its peak memory)")
                          .arg(plan)
                : tr("%1 (default: time-sliced, best effort; the smallest equal-size profile holding the largest "
                     "tenant and allowing that many VMs)")
                          .arg(plan);
    }
    case Mode::Quota:
        return tr("%1 (default: every tenant a container of %2 with its peak memory as quota and an even share of "
                  "the compute, %3 policy)")
                .arg(plan, QString::fromUtf8(quotaProductName(choice.plan.quota.product)),
                     QString::fromUtf8(quotaPolicyName(choice.plan.quota.policy)));
    case Mode::Mig:
        break;
    }
    return plan;
}

int Cli::cmdCompare(const QStringList &args)
{
    const QString cmd = QStringLiteral("compare");
    Options o;
    QString format;
    int exitCode = 0;
    if (!simulationFront(args, cmd, QStringLiteral("modes"), usageCompare(), &o, &format, &exitCode,
                         {QStringLiteral("sweep"), QStringLiteral("sweep-tenant"), QStringLiteral("latency"),
                          QStringLiteral("trust"), QStringLiteral("tenant-set"), QStringLiteral("ops"),
                          QStringLiteral("isolation")},
                         {QStringLiteral("advise")}, {QStringLiteral("text")}))
        return exitCode;
    // --advise: the advisor (advise.cpp) instead of the side-by-side table.
    if (!adviseOptionsValid(o, format, cmd))
        return 2;
    if (o.has(QStringLiteral("advise"))) {
        Scenario scenario;
        QString label;
        if (!loadForRun(o, cmd, &scenario, &label))
            return 2;
        return compareAdvise(o, format, scenario);
    }
    // --sweep F1,F2,…: the load factors, each above 0 and at most 100, at most 20 of them.
    std::vector<double> factors;
    if (o.values.contains(QStringLiteral("sweep"))) {
        const QStringList parts = o.value(QStringLiteral("sweep")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString &part : parts) {
            bool ok = false;
            const double f = part.trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(f) || f <= 0 || f > 100)
                return fail(tr("--sweep takes load factors above 0 and at most 100, separated by commas, not %1")
                                    .arg(part.trimmed()),
                            cmd);
            factors.push_back(f);
        }
        if (factors.empty() || factors.size() > 20)
            return fail(tr("--sweep takes 1 to 20 load factors, e.g. --sweep 0.5,1,1.5,2"), cmd);
    } else if (o.values.contains(QStringLiteral("sweep-tenant"))) {
        return fail(tr("--sweep-tenant needs --sweep"), cmd);
    }
    std::vector<Mode> modes;
    if (o.values.contains(QStringLiteral("modes"))) {
        const QStringList names = o.value(QStringLiteral("modes")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString &n : names) {
            const auto m = modeArgument(n.trimmed(), cmd);
            if (!m)
                return 2;
            if (std::find(modes.begin(), modes.end(), *m) == modes.end())
                modes.push_back(*m);
        }
        if (modes.empty())
            return fail(tr("--modes needs at least one mode (exclusive, mig, mps, vgpu, timeslice, quota)"), cmd);
    } else {
        modes.assign(std::begin(allModes), std::end(allModes));
    }

    Scenario scenario;
    QString label;
    if (!loadForRun(o, cmd, &scenario, &label))
        return 2;
    const GpuModel &gpu = *scenario.gpu();
    const bool slowdown = !o.has(QStringLiteral("no-slowdown"));
    std::optional<int> sweepTenant;
    if (o.values.contains(QStringLiteral("sweep-tenant"))) {
        const Tenant *t = scenario.findTenant(o.value(QStringLiteral("sweep-tenant")).toStdString());
        if (!t)
            return fail(tr("--sweep-tenant: the scenario has no tenant %1").arg(o.value(QStringLiteral("sweep-tenant"))),
                        cmd);
        sweepTenant = int(t - scenario.tenants.data());
    }

    std::vector<std::pair<Mode, SharingPlan>> plans;
    QStringList skipped;
    QStringList planLines;
    QJsonArray planJson;
    std::map<Mode, int> searched; // modes whose plan the layout search chose: their line in planLines
    const std::vector<ModePlan> modePlans =
            comparisonPlans(scenario, modes, [&](Mode m) { return planPath(scenario, m).toStdString(); });
    std::vector<ModePlan> runnable;
    for (const ModePlan &mp : modePlans) {
        const Mode m = mp.mode;
        const PlanChoice &choice = mp.choice;
        const QString why = planReason(scenario, choice);
        if (choice.source == PlanSource::Searched || choice.source == PlanSource::SearchedWithout)
            searched[m] = int(planLines.size());
        planLines << QStringLiteral("  %1: %2").arg(QLatin1String(modeName(m)), why);
        QJsonObject pj;
        pj.insert(QStringLiteral("mode"), QLatin1String(modeName(m)));
        pj.insert(QStringLiteral("plan"), planSummary(scenario, choice.plan));
        pj.insert(QStringLiteral("why"), why);
        planJson.append(pj);
        for (const auto &d : mp.diagnostics)
            m_err << QLatin1String(modeName(m)) << QStringLiteral(": ") << diagnosticLine(d) << '\n';
        if (!mp.runnable()) {
            m_err << tr("%1: the plan is not valid for this scenario; mode skipped").arg(QLatin1String(modeName(m))) << '\n';
            skipped << QLatin1String(modeName(m));
            continue;
        }
        plans.emplace_back(m, choice.plan);
        runnable.push_back(mp);
    }

    if (!factors.empty()) {
        ProgressBar progress(m_err);
        progress.setTotal(scenario.simulation.durationS * double(plans.size() * factors.size()));
        const LoadSweep sweep = sweepLoad(scenario, plans, factors, sweepTenant,
                                          [&progress](double s) { progress.advance(s); });
        progress.finish();
        const int rc = writeOutput(sweepText(scenario, sweep, format, planJson), o.value(QStringLiteral("out")));
        if (rc)
            return rc;
        return skipped.isEmpty() ? 0 : 1;
    }

    ProgressBar progress(m_err);
    progress.setTotal(workOf(scenario, slowdown) * double(plans.size()));
    std::vector<RunResults> runs;
    const std::vector<ComparedMode> compared =
            compareModes(scenario, runnable, slowdown, [&progress](double s) { progress.advance(s); });
    for (const ComparedMode &c : compared) {
        if (!c.run) {
            progress.finish();
            m_err << tr("%1: cannot simulate: %2; mode skipped").arg(QLatin1String(modeName(c.plan.mode)), diagnosticMessages(c.refused))
                  << '\n';
            skipped << QLatin1String(modeName(c.plan.mode));
            continue;
        }
        runs.push_back(*c.run);
    }
    progress.finish();
    // A searched plan's claims are the search's over its window; this run, over the whole length,
    // says whether they hold (the claim the run contradicts is never left standing alone).
    for (const RunResults &r : runs) {
        const auto it = searched.find(r.mode);
        if (it == searched.end())
            continue;
        const QString verdict = runVerdict(r);
        planLines[it->second] += QStringLiteral("; ") + verdict;
        QJsonObject pj = planJson.at(it->second).toObject();
        pj.insert(QStringLiteral("why"), pj.value(QStringLiteral("why")).toString() + QStringLiteral("; ") + verdict);
        pj.insert(QStringLiteral("run_meets_every_slo"),
                  std::all_of(r.tenants.begin(), r.tenants.end(), [](const TenantResult &t) { return meetsSlo(t); }));
        planJson.replace(it->second, pj);
    }

    // The model's known gaps each plan stands in, where the numbers appear (analysis/receipts.h).
    QStringList gapLines;
    for (int i = 0; i < planJson.size(); ++i) {
        QJsonObject pj = planJson.at(i).toObject();
        const auto it = std::find_if(plans.begin(), plans.end(), [&](const auto &mp) {
            return QLatin1String(modeName(mp.first)) == pj.value(QStringLiteral("mode")).toString();
        });
        if (it == plans.end())
            continue;
        QJsonArray gaps;
        for (const KnownGapHere &g : knownGapsFor(scenario, it->second)) {
            gapLines << QStringLiteral("  %1: %2").arg(QLatin1String(modeName(it->first)), knownGapSentence(g));
            gaps.append(knownGapJson(g));
        }
        pj.insert(QStringLiteral("known_gaps"), gaps);
        planJson.replace(i, pj);
    }

    // Per mode: what the plan hands out, how far a fault reaches, what a change costs, what the
    // tools can attribute (analysis/modefacts.h); and the article's comparison, measured.
    std::vector<ModeFacts> facts;
    for (const ComparedMode &c : compared)
        if (c.run)
            facts.push_back(modeFacts(scenario, c.plan.choice.plan, *c.run));
    const std::vector<ArticleClaim> claims = measureArticleClaims(scenario, compared);

    QString text;
    if (format == QLatin1String("json")) {
        QJsonObject j = compareResultsToJson(q(scenario.name), runs);
        QJsonArray modesJson = j.value(QStringLiteral("modes")).toArray();
        for (int i = 0; i < modesJson.size() && size_t(i) < facts.size(); ++i) {
            QJsonObject mj = modesJson.at(i).toObject();
            mj.insert(QStringLiteral("facts"), modeFactsJson(facts[size_t(i)]));
            modesJson.replace(i, mj);
        }
        j.insert(QStringLiteral("modes"), modesJson);
        j.insert(QStringLiteral("article_claims"), articleClaimsJson(claims));
        j.insert(QStringLiteral("plans"), planJson);
        text = jsonText(QJsonDocument(j));
    } else if (format == QLatin1String("csv")) {
        text = resultsCsv(runs);
    } else {
        text = tr("%1: GPU %2, seed %3, %4 s simulated per mode (warm-up %5 s)")
                       .arg(QCoreApplication::translate("gpuk::BuiltinScenarios", scenario.name.c_str()), q(gpu.id))
                       .arg(scenario.simulation.seed)
                       .arg(num(scenario.simulation.durationS), num(scenario.simulation.warmupS))
                + QLatin1Char('\n') + QLatin1Char('\n');
        text += runs.empty() ? tr("No mode could run.") + QLatin1Char('\n') : compareResultsTable(runs);
        if (!skipped.isEmpty())
            text += tr("Skipped (see stderr): %1").arg(skipped.join(QStringLiteral(", "))) + QLatin1Char('\n');
        text += QLatin1Char('\n') + tr("Plans used:") + QLatin1Char('\n') + planLines.join(QLatin1Char('\n'))
                + QLatin1Char('\n');
        if (!gapLines.isEmpty())
            text += QLatin1Char('\n') + tr("Where the model is known to differ from measurements (gpukitchen-cli receipts):")
                    + QLatin1Char('\n') + gapLines.join(QLatin1Char('\n')) + QLatin1Char('\n');
        if (!facts.empty()) {
            text += QLatin1Char('\n') + tr("Per mode:") + QLatin1Char('\n');
            for (const ModeFacts &f : facts)
                text += QStringLiteral("  %1: %2; %3; %4; %5\n")
                                .arg(QLatin1String(modeName(f.mode)), memoryHandedOutText(f), blastRadiusText(f),
                                     reconfigurationText(f.reconfiguration), attributionText(f.attribution));
        }
        if (!claims.empty())
            text += QLatin1Char('\n') + tr("The article's comparison, measured for these tenants:") + QLatin1Char('\n')
                    + articleClaimsLines(claims).join(QLatin1Char('\n')) + QLatin1Char('\n');
    }
    const int rc = writeOutput(text, o.value(QStringLiteral("out")));
    if (rc)
        return rc;
    return skipped.isEmpty() ? 0 : 1;
}

QString Cli::sweepText(const Scenario &scenario, const LoadSweep &sweep, const QString &format,
                      const QJsonArray &plans) const
{
    auto factorText = [](double f) { return QStringLiteral("×%1").arg(num(f)); };
    auto refusedWords = [](const SweepCell &c) { return diagnosticMessages(c.refused); };
    const QString tenantId = sweep.tenant ? q(scenario.tenants[size_t(*sweep.tenant)].id) : QString();
    if (format == QLatin1String("json")) {
        QJsonObject sj;
        QJsonArray factors;
        for (double f : sweep.factors)
            factors.append(f);
        sj.insert(QStringLiteral("factors"), factors);
        sj.insert(QStringLiteral("tenant"), sweep.tenant ? QJsonValue(tenantId) : QJsonValue());
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
        return jsonText(QJsonDocument(j));
    }
    if (format == QLatin1String("csv")) {
        QString out = QStringLiteral("factor,mode,tenant,slo_ms,p99_ms,goodput_rps,throughput_rps,slo_attainment,meets_slo,refused\n");
        for (size_t i = 0; i < sweep.factors.size(); ++i)
            for (size_t m = 0; m < sweep.modes.size(); ++m) {
                const SweepCell &c = sweep.cells[i][m];
                const QString head = num(sweep.factors[i]) + QLatin1Char(',') + QLatin1String(modeName(sweep.modes[m]));
                if (!c.results) {
                    out += head + QStringLiteral(",,,,,,,,") + csvField(refusedWords(c)) + QLatin1Char('\n');
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

    // A built-in's name in the language of the output, as compare's own header says it.
    const QString name = QCoreApplication::translate("gpuk::BuiltinScenarios", scenario.name.c_str());
    QString text = (sweep.tenant
                        ? tr("Load sweep of %1: tenant %2's arrival rate times each factor; every mode keeps the plan it has at ×1.")
                              .arg(name, tenantId)
                        : tr("Load sweep of %1: every tenant's arrival rate times each factor; every mode keeps the plan it has at ×1.")
                              .arg(name))
                   + QLatin1Char('\n') + QLatin1Char('\n');
    // Per load and mode: tenants meeting their SLO, and the goodput.
    QList<QStringList> rows;
    QStringList header{tr("Load")};
    for (Mode m : sweep.modes)
        header << QLatin1String(modeName(m));
    rows << header;
    const int withSlo = tenantsWithSlo(scenario);
    QStringList refusedLines;
    for (size_t i = 0; i < sweep.factors.size(); ++i) {
        QStringList row{factorText(sweep.factors[i])};
        for (size_t m = 0; m < sweep.modes.size(); ++m) {
            const SweepCell &c = sweep.cells[i][m];
            if (!c.results) {
                row << tr("refused");
                refusedLines << QStringLiteral("  %1 %2: %3")
                                    .arg(factorText(sweep.factors[i]), QLatin1String(modeName(sweep.modes[m])),
                                         refusedWords(c));
                continue;
            }
            const SloTally tally = sloTally(*c.results);
            //: A load sweep's cell: tenants meeting their SLO of those with one, then the goodput in requests/s.
            row << tr("SLO %1/%2 · %3/s").arg(tally.meeting).arg(withSlo).arg(QString::number(tally.goodputRps, 'f', 1));
        }
        rows << row;
    }
    text += tr("Tenants meeting their SLO, and goodput (requests/s completed within their SLO):") + QLatin1Char('\n');
    text += renderTable(rows, {}, QStringLiteral("  "));
    // Each tenant's p99 against its SLO, per load and mode.
    QList<QStringList> p99;
    QStringList h2{tr("Load"), tr("Tenant"), tr("SLO ms")};
    for (Mode m : sweep.modes)
        h2 << QLatin1String(modeName(m));
    p99 << h2;
    for (size_t i = 0; i < sweep.factors.size(); ++i)
        for (size_t k = 0; k < scenario.tenants.size(); ++k) {
            const Tenant &t = scenario.tenants[k];
            QStringList row{factorText(sweep.factors[i]), q(t.id), t.sloMs > 0 ? num(t.sloMs) : QStringLiteral("-")};
            for (size_t m = 0; m < sweep.modes.size(); ++m) {
                const SweepCell &c = sweep.cells[i][m];
                const TenantResult *r = nullptr;
                if (c.results)
                    for (const TenantResult &x : c.results->tenants)
                        if (x.id == t.id)
                            r = &x;
                if (!r || r->completed == 0) {
                    row << QStringLiteral("-");
                    continue;
                }
                // A star marks a p99 over its SLO.
                row << latencyMsText(r->latencyMs.p99) + (r->sloMs > 0 && !meetsSlo(*r) ? QStringLiteral("*") : QString());
            }
            p99 << row;
        }
    text += QLatin1Char('\n') + tr("p99 latency in ms (* misses its SLO):") + QLatin1Char('\n');
    QSet<int> right;
    for (int c = 2; c < h2.size(); ++c)
        right.insert(c);
    text += renderTable(p99, right, QStringLiteral("  "));
    if (!refusedLines.isEmpty())
        text += QLatin1Char('\n') + tr("Refused loads:") + QLatin1Char('\n') + refusedLines.join(QLatin1Char('\n'))
                + QLatin1Char('\n');
    return text;
}

} // namespace gpuk
