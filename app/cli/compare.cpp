#include "cli/command.h"
#include "cli/simulation.h"

#include "analysis/articleclaims.h"
#include "analysis/modefacts.h"
#include "analysis/planchoice.h"
#include "analysis/receipts.h"
#include "io/comparereport.h"
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
    return searchedWindowSeconds(scenario, horizon);
}

// What a run says of its SLOs (io/comparereport.h runVerdictText).
QString Cli::runVerdict(const RunResults &run)
{
    return runVerdictText(run);
}

// The plan a mode ran and why, in one line (io/comparereport.h planReasonText).
QString Cli::planReason(const Scenario &scenario, const PlanChoice &choice)
{
    return planReasonText(scenario, choice);
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
    const std::vector<ModePlan> modePlans =
            comparisonPlans(scenario, modes, [&](Mode m) { return planPath(scenario, m).toStdString(); });
    for (const ModePlan &mp : modePlans) {
        for (const auto &d : mp.diagnostics)
            m_err << QLatin1String(modeName(mp.mode)) << QStringLiteral(": ") << diagnosticLine(d) << '\n';
        if (!mp.runnable()) {
            m_err << tr("%1: the plan is not valid for this scenario; mode skipped").arg(QLatin1String(modeName(mp.mode))) << '\n';
            skipped << QLatin1String(modeName(mp.mode));
            continue;
        }
        plans.emplace_back(mp.mode, mp.choice.plan);
    }

    if (!factors.empty()) {
        ProgressBar progress(m_err);
        progress.setTotal(scenario.simulation.durationS * double(plans.size() * factors.size()));
        const LoadSweep sweep = sweepLoad(scenario, plans, factors, sweepTenant,
                                          [&progress](double s) { progress.advance(s); });
        progress.finish();
        const int rc = writeOutput(sweepText(scenario, sweep, format, planEntries(scenario, modePlans).json),
                                   o.value(QStringLiteral("out")));
        if (rc)
            return rc;
        return skipped.isEmpty() ? 0 : 1;
    }

    ProgressBar progress(m_err);
    progress.setTotal(workOf(scenario, slowdown) * double(plans.size()));
    const std::vector<ComparedMode> compared =
            compareModes(scenario, modePlans, slowdown, [&progress](double s) { progress.advance(s); });
    progress.finish();
    for (const ComparedMode &c : compared)
        if (c.plan.runnable() && !c.run) {
            m_err << tr("%1: cannot simulate: %2; mode skipped").arg(QLatin1String(modeName(c.plan.mode)), diagnosticMessages(c.refused))
                  << '\n';
            skipped << QLatin1String(modeName(c.plan.mode));
        }
    // Plans with why, a searched plan's whole-run verdict, known gaps, facts and the article's
    // claims: io/comparereport.h, which the GUI's comparison exports too.
    const CompareReport report = compareReport(scenario, compared);
    const std::vector<RunResults> &runs = report.runs;
    const QStringList &planLines = report.plans.lines;
    const QStringList &gapLines = report.gapLines;
    const std::vector<ModeFacts> &facts = report.facts;
    const std::vector<ArticleClaim> &claims = report.claims;

    QString text;
    if (format == QLatin1String("json")) {
        text = compareJsonText(scenario, report);
    } else if (format == QLatin1String("csv")) {
        text = compareCsvText(report);
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
    if (format == QLatin1String("json"))
        return sweepJsonText(scenario, sweep, plans);
    if (format == QLatin1String("csv"))
        return sweepCsvText(sweep);

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
