#include "cli/command.h"
#include "cli/simulation.h"

#include "analysis/planchoice.h"
#include "analysis/receipts.h"
#include "io/receipttext.h"
#include "io/results.h"
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
    return tr("Usage: gpukitchen-cli compare FILE|builtin:NAME [--modes exclusive,mig,mps,vgpu,timeslice]\n"
              "                             [--duration S] [--seed N] [--format table|json|csv]\n"
              "                             [--out F] [--no-slowdown]\n"
              "\n"
              "Runs the same tenants (the same requests: every tenant has its own random stream)\n"
              "under every mode listed (default: all five), each with the scenario's own plan for\n"
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
              "Exit 0 if every mode ran, 1 if some could not, 2 for bad input.\n");
}

// What a plan holds, in one line: "3g.20gb@4 [a, b] + 1g.5gb@6 [c]", "a 25 %, b", "a: A100-10C".
QString Cli::planSummary(const Scenario &scenario, const SharingPlan &plan)
{
    QStringList parts;
    switch (plan.mode) {
    case Mode::Exclusive:
    case Mode::Timeslice:
        for (const auto &t : scenario.tenants)
            parts << q(t.id);
        return parts.join(QStringLiteral(", "));
    case Mode::Mig:
        for (const auto &inst : plan.mig.instances) {
            QStringList ids;
            for (const auto &id : inst.tenants)
                ids << q(id);
            parts << QStringLiteral("%1%2 [%3]")
                             .arg(q(inst.profile),
                                  inst.start ? QStringLiteral("@%1").arg(*inst.start) : QString(),
                                  ids.join(QStringLiteral(", ")));
        }
        return parts.join(QStringLiteral(" + "));
    case Mode::Mps:
        for (const auto &c : plan.mps.clients)
            parts << (c.activeThreadPercentage ? QStringLiteral("%1 %2 %").arg(q(c.tenant), num(*c.activeThreadPercentage))
                                               : q(c.tenant));
        return parts.join(QStringLiteral(", "));
    case Mode::Vgpu:
        for (const auto &vm : plan.vgpu.vms)
            parts << QStringLiteral("%1: %2").arg(q(vm.tenant), q(vm.profile));
        return parts.join(QStringLiteral(", "));
    }
    return {};
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
    if (!simulationFront(args, cmd, QStringLiteral("modes"), usageCompare(), &o, &format, &exitCode))
        return exitCode;
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
            return fail(tr("--modes needs at least one mode (exclusive, mig, mps, vgpu, timeslice)"), cmd);
    } else {
        modes.assign(std::begin(allModes), std::end(allModes));
    }

    Scenario scenario;
    QString label;
    if (!loadForRun(o, cmd, &scenario, &label))
        return 2;
    const GpuModel &gpu = *scenario.gpu();
    const bool slowdown = !o.has(QStringLiteral("no-slowdown"));

    std::vector<std::pair<Mode, SharingPlan>> plans;
    QStringList skipped;
    QStringList planLines;
    QJsonArray planJson;
    std::map<Mode, int> searched; // modes whose plan the layout search chose: their line in planLines
    for (Mode m : modes) {
        const PlanChoice choice = choosePlan(scenario, m);
        const QString why = planReason(scenario, choice);
        if (choice.source == PlanSource::Searched || choice.source == PlanSource::SearchedWithout)
            searched[m] = int(planLines.size());
        planLines << QStringLiteral("  %1: %2").arg(QLatin1String(modeName(m)), why);
        QJsonObject pj;
        pj.insert(QStringLiteral("mode"), QLatin1String(modeName(m)));
        pj.insert(QStringLiteral("plan"), planSummary(scenario, choice.plan));
        pj.insert(QStringLiteral("why"), why);
        planJson.append(pj);
        SharingPlan plan = choice.plan;
        const Diagnostics diags = validatePlan(scenario, gpu, plan, planPath(scenario, m).toStdString());
        for (const auto &d : diags)
            m_err << QLatin1String(modeName(m)) << QStringLiteral(": ") << diagnosticLine(d) << '\n';
        if (hasErrors(diags)) {
            m_err << tr("%1: the plan is not valid for this scenario; mode skipped").arg(QLatin1String(modeName(m))) << '\n';
            skipped << QLatin1String(modeName(m));
            continue;
        }
        plans.emplace_back(m, std::move(plan));
    }

    ProgressBar progress(m_err);
    progress.setTotal(workOf(scenario, slowdown) * double(plans.size()));
    std::vector<RunResults> runs;
    for (const auto &[m, plan] : plans) {
        Diagnostics refused;
        std::optional<RunResults> r = runPlan(scenario, gpu, plan, slowdown, &progress, &refused);
        if (!r) {
            progress.finish();
            m_err << tr("%1: cannot simulate: %2; mode skipped").arg(QLatin1String(modeName(m)), diagnosticMessages(refused))
                  << '\n';
            skipped << QLatin1String(modeName(m));
            continue;
        }
        runs.push_back(std::move(*r));
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

    QString text;
    if (format == QLatin1String("json")) {
        QJsonObject j = compareResultsToJson(q(scenario.name), runs);
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
    }
    const int rc = writeOutput(text, o.value(QStringLiteral("out")));
    if (rc)
        return rc;
    return skipped.isEmpty() ? 0 : 1;
}

} // namespace gpuk
