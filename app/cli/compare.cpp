#include "cli/command.h"
#include "cli/simulation.h"

#include "io/results.h"
#include "sharing/validate.h"

#include <QJsonDocument>

#include <algorithm>

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
              "A mode whose plan is not valid for this scenario (an illegal MIG placement in the\n"
              "file, a tenant too large for its vGPU profile) is reported on stderr and skipped.\n"
              "Exit 0 if every mode ran, 1 if some could not, 2 for bad input.\n");
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
            const auto m = modeFromName(n.trimmed().toStdString());
            if (!m)
                return fail(tr("unknown mode %1 (use exclusive, mig, mps, vgpu, timeslice)").arg(n.trimmed()), cmd);
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
    for (Mode m : modes) {
        SharingPlan plan = planForMode(scenario, m);
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

    QString text;
    if (format == QLatin1String("json")) {
        text = jsonText(QJsonDocument(compareResultsToJson(q(scenario.name), runs)));
    } else if (format == QLatin1String("csv")) {
        text = resultsCsv(runs);
    } else {
        text = tr("%1: GPU %2, seed %3, %4 s simulated per mode (warm-up %5 s)")
                       .arg(q(scenario.name), q(gpu.id))
                       .arg(scenario.simulation.seed)
                       .arg(num(scenario.simulation.durationS), num(scenario.simulation.warmupS))
                + QLatin1Char('\n') + QLatin1Char('\n');
        text += runs.empty() ? tr("No mode could run.") + QLatin1Char('\n') : compareResultsTable(runs);
        if (!skipped.isEmpty())
            text += tr("Skipped (see stderr): %1").arg(skipped.join(QStringLiteral(", "))) + QLatin1Char('\n');
    }
    const int rc = writeOutput(text, o.value(QStringLiteral("out")));
    if (rc)
        return rc;
    return skipped.isEmpty() ? 0 : 1;
}

} // namespace gpuk
