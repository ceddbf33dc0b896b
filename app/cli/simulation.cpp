// What run and compare share: loading a scenario for simulation, running a plan (with a
// progress bar on a terminal), the slowdown runs, and where a mode's plan lives.

#include "cli/command.h"
#include "cli/simulation.h"

#include "analysis/comparison.h"

#include "io/messages.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"


#include <algorithm>
#include <cmath>

namespace gpuk {

// The core's runs (analysis/comparison.h) with the progress bar advanced as they go.
std::optional<RunResults> simulate(const Scenario &scenario, const SharingPlan &plan, ProgressBar *progress,
                                   Diagnostics *refused)
{
    SimulatedProgress advance;
    if (progress)
        advance = [progress](double s) { progress->advance(s); };
    return runPlanToEnd(scenario, plan, advance, refused);
}

double workOf(const Scenario &scenario, bool slowdown)
{
    return runWork(scenario, slowdown);
}

std::optional<RunResults> runPlan(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                                  bool slowdown, ProgressBar *progress, Diagnostics *refused)
{
    SimulatedProgress advance;
    if (progress)
        advance = [progress](double s) { progress->advance(s); };
    return runPlanWithSlowdown(scenario, gpu, plan, slowdown, advance, refused);
}

// Loads FILE (structural checks only), applies --duration and --seed, then validates with the
// same validateScenario() that `validate` uses: everything (everyPlan, `run`) or what concerns
// the scenario as a whole (`compare`, which validates and skips plans one by one).
bool Cli::loadForRun(const Options &o, const QString &command, Scenario *scenario, QString *fileLabel,
                     bool everyPlan)
{
    std::optional<double> duration;
    if (o.values.contains(QStringLiteral("duration"))) {
        bool ok = false;
        const double d = o.value(QStringLiteral("duration")).toDouble(&ok);
        if (!ok || !std::isfinite(d) || d <= 0 || d > 7 * 86400.0) {
            fail(tr("--duration must be a number of seconds above 0 and at most 604800 (7 days), not %1")
                         .arg(o.value(QStringLiteral("duration"))),
                 command);
            return false;
        }
        duration = d;
    }
    std::optional<std::uint64_t> seed;
    if (o.values.contains(QStringLiteral("seed"))) {
        bool ok = false;
        const qulonglong n = o.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok || n > 9007199254740992ULL) {
            fail(tr("--seed must be an integer from 0 to 2^53, not %1").arg(o.value(QStringLiteral("seed"))), command);
            return false;
        }
        seed = n;
    }

    LoadResult lr;
    if (!loadScenario(o.positional.first(), &lr, fileLabel, false))
        return false;
    if (!lr.ok()) {
        for (const auto &d : lr.diagnostics)
            m_err << diagnosticLine(d) << '\n';
        fail(tr("%1 is not a valid scenario; nothing simulated").arg(*fileLabel));
        return false;
    }
    *scenario = *lr.scenario;
    if (duration) {
        if (*duration <= scenario->simulation.warmupS) {
            fail(tr("--duration %1 must be longer than the warm-up (simulation.warmup_s = %2 s)")
                         .arg(num(*duration), num(scenario->simulation.warmupS)),
                 command);
            return false;
        }
        scenario->simulation.durationS = *duration;
    }
    if (seed)
        scenario->simulation.seed = *seed;

    Diagnostics scenarioLevel;
    for (const auto &d : lr.diagnostics) // the reader's warnings
        m_err << diagnosticLine(d) << '\n';
    for (const auto &d : validateScenario(*scenario))
        if (everyPlan || concernsWholeScenario(d))
            scenarioLevel.push_back(d);
    for (const auto &d : scenarioLevel)
        m_err << diagnosticLine(d) << '\n';
    if (hasErrors(scenarioLevel) || !scenario->gpu()) {
        fail(tr("%1 is not a valid scenario; nothing simulated").arg(*fileLabel));
        return false;
    }
    return true;
}

// Where a mode's plan lives, for diagnostics: the file's own plan, else the default plan.
QString Cli::planPath(const Scenario &scenario, Mode mode) const
{
    if (scenario.sharing.mode == mode)
        return QStringLiteral("sharing");
    if (scenario.alternatives.count(mode))
        return QStringLiteral("alternatives.") + QLatin1String(modeName(mode));
    return tr("default %1 plan").arg(QLatin1String(modeName(mode)));
}

// The front `run` and `compare` share: one scenario file, `modeOption` ("mode" or "modes"),
// --duration, --seed, --format table|json|csv, --out, --no-slowdown and --help. Returns false
// when the command stops here, with *exitCode set (0 after --help, 2 for bad input).
bool Cli::simulationFront(const QStringList &args, const QString &cmd, const QString &modeOption, const QString &usage,
                          Options *o, QString *format, int *exitCode, const QStringList &moreValued,
                          const QStringList &moreFlags, const QStringList &moreFormats)
{
    Front front;
    front.valued = QStringList{modeOption, QStringLiteral("duration"), QStringLiteral("seed"), QStringLiteral("out")}
                   + moreValued;
    front.flags = QStringList{QStringLiteral("no-slowdown")} + moreFlags;
    front.formats = QStringList{QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("csv")} + moreFormats;
    front.positional = Front::Positional::OneScenarioFile;
    return commandFront(args, cmd, usage, front, o, format, exitCode);
}

} // namespace gpuk
