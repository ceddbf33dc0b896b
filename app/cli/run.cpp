#include "cli/command.h"
#include "cli/simulation.h"

#include "io/results.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"

#include <QJsonDocument>

namespace gpuk {

QString Cli::usageRun()
{
    return tr("Usage: gpukitchen-cli run FILE|builtin:NAME [--mode M] [--duration S] [--seed N]\n"
              "                         [--format table|json|csv] [--out F] [--no-slowdown]\n"
              "\n"
              "Simulates the scenario and prints, per tenant, arrivals, completions, failures (by\n"
              "reason), drops, throughput, latency (mean, p50, p95, p99, max), SLO attainment, the\n"
              "time-average number in the system and SMs held, and the slowdown; then the GPU\n"
              "figures (GPUs used, SM active, SM occupancy, memory, DRAM bandwidth, SMs the plan\n"
              "can never use, the seed article's utilisation formula). Everything is measured after\n"
              "the warm-up (simulation.warmup_s).\n"
              "\n"
              "  --mode M       run the plan for mode M (exclusive, mig, mps, vgpu, timeslice, quota): the\n"
              "                 scenario's own plan for M, else the documented default plan;\n"
              "                 default: the scenario's active plan\n"
              "  --duration S   simulated seconds (overrides simulation.duration_s; must be longer\n"
              "                 than the warm-up)\n"
              "  --seed N       random seed (overrides simulation.seed); the same seed gives the\n"
              "                 same results\n"
              "  --format F     table (default), json or csv (one row per tenant and a GPU row)\n"
              "  --out F        write the result to F instead of stdout: a regular file is replaced\n"
              "                 atomically, a device, a FIFO or /dev/stdout is written into\n"
              "  --no-slowdown  skip the solo runs; slowdown is then reported as 0 (not computed)\n"
              "\n"
              "Slowdown: a tenant's mean latency divided by its mean latency when it runs alone on\n"
              "the same partition: the same MIG instance, the same MPS client cap, its own VM (vGPU),\n"
              "the time-sliced GPU to itself, its own GPU (exclusive: 1 by construction). Each tenant\n"
              "sees the same requests in both runs. It costs one extra simulation per tenant.\n"
              "\n"
              "The file is validated first, exactly as gpukitchen-cli validate does (every plan,\n"
              "alternatives included, and the run limits: time slices of at least 0.1 ms, at most\n"
              "1e8 estimated events); then a default plan for --mode. Problems go to stderr, and\n"
              "anything invalid exits 2.\n"
              "On a terminal, long runs show a progress bar on stderr.\n");
}

int Cli::cmdRun(const QStringList &args)
{
    const QString cmd = QStringLiteral("run");
    Options o;
    QString format;
    int exitCode = 0;
    if (!simulationFront(args, cmd, QStringLiteral("mode"), usageRun(), &o, &format, &exitCode))
        return exitCode;
    std::optional<Mode> mode;
    if (o.values.contains(QStringLiteral("mode")) && !(mode = modeArgument(o.value(QStringLiteral("mode")), cmd)))
        return 2;

    Scenario scenario;
    QString label;
    if (!loadForRun(o, cmd, &scenario, &label, true)) // the file as `validate` checks it
        return 2;
    const GpuModel &gpu = *scenario.gpu();
    const Mode m = mode.value_or(scenario.sharing.mode);
    const SharingPlan plan = planForMode(scenario, m);
    // the file's own plans were validated with the file; a default plan is validated here
    const bool ownPlan = scenario.sharing.mode == m || scenario.alternatives.count(m);
    const Diagnostics diags = ownPlan ? Diagnostics{}
                                      : validatePlan(scenario, gpu, plan, planPath(scenario, m).toStdString());
    for (const auto &d : diags)
        m_err << diagnosticLine(d) << '\n';
    if (hasErrors(diags))
        return fail(tr("the %1 plan of %2 is not valid; nothing simulated").arg(QLatin1String(modeName(m)), label));

    const bool slowdown = !o.has(QStringLiteral("no-slowdown"));
    ProgressBar progress(m_err);
    progress.setTotal(workOf(scenario, slowdown));
    Diagnostics refused;
    const std::optional<RunResults> r = runPlan(scenario, gpu, plan, slowdown, &progress, &refused);
    progress.finish();
    if (!r)
        return fail(tr("cannot simulate the %1 plan of %2: %3")
                            .arg(QLatin1String(modeName(m)), label, diagnosticMessages(refused)));

    QString text;
    if (format == QLatin1String("json"))
        text = jsonText(QJsonDocument(runResultsToJson(*r)));
    else if (format == QLatin1String("csv"))
        text = resultsCsv({*r});
    else
        text = runResultsTable(*r);
    return writeOutput(text, o.value(QStringLiteral("out")));
}

} // namespace gpuk
