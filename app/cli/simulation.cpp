// What run and compare share: loading a scenario for simulation, running a plan (with a
// progress bar on a terminal), the slowdown runs, and where a mode's plan lives.

#include "cli/command.h"
#include "cli/simulation.h"

#include "analysis/slowdown.h"

#include "io/messages.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "sim/engine.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cmath>

namespace gpuk {

// Runs one plan to the end, event by event, with runScenario()'s engine options, so the results
// are bit for bit those of runScenario() whether or not a progress bar is drawn. (Sample ticks
// for chart series are events too: they change the event count and the last bits of the time
// averages, so the CLI does without them.)
std::optional<RunResults> simulate(const Scenario &scenario, const SharingPlan &plan, ProgressBar *progress,
                                   Diagnostics *refused)
{
    QElapsedTimer timer;
    timer.start();
    EngineOptions options;   // as runScenario(): no chart series, no narrator events
    options.sampleIntervalS = 0;
    options.seriesCapacity = 0;
    options.recentEventsCapacity = 0;
    auto engine = Engine::create(scenario, plan, refused, options);
    if (!engine)
        return std::nullopt;
    std::uint64_t steps = 0;
    double reported = 0;
    while (engine->step()) {
        if (progress && (++steps & 0xfff) == 0) {
            progress->advance(engine->now() - reported);
            reported = engine->now();
        }
    }
    if (progress)
        progress->advance(scenario.simulation.durationS - reported);
    RunResults r = engine->results();
    r.wallMs = double(timer.nsecsElapsed()) / 1e6;
    // What the input says, whatever the engine filled in.
    r.scenario = scenario.name;
    if (const GpuModel *gpu = scenario.gpu())
        r.gpu = gpu->id;
    r.mode = plan.mode;
    r.seed = scenario.simulation.seed;
    r.durationS = scenario.simulation.durationS;
    r.warmupS = scenario.simulation.warmupS;
    return r;
}

// Simulated seconds a run with slowdown will simulate (for the progress bar).
double workOf(const Scenario &scenario, bool slowdown)
{
    return scenario.simulation.durationS * (1 + (slowdown ? double(scenario.tenants.size()) : 0.0));
}

// The plan, then (unless switched off) every tenant alone on its partition for the slowdown.
std::optional<RunResults> runPlan(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                                  bool slowdown, ProgressBar *progress, Diagnostics *refused)
{
    std::optional<RunResults> r = simulate(scenario, plan, progress, refused);
    if (!r || !slowdown)
        return r;
    for (auto &t : r->tenants) {
        const std::optional<Scenario> alone = aloneOnPartition(scenario, gpu, plan, t.id);
        std::optional<RunResults> solo;
        if (alone)
            solo = simulate(*alone, alone->sharing, progress, nullptr);
        else if (progress)
            progress->advance(scenario.simulation.durationS);
        if (!solo || solo->tenants.size() != 1)
            continue;
        t.slowdown = slowdownRatio(t, solo->tenants.front());
    }
    return r;
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
                          Options *o, QString *format, int *exitCode)
{
    Front front;
    front.valued = QStringList{modeOption, QStringLiteral("duration"), QStringLiteral("seed"), QStringLiteral("out")};
    front.flags = QStringList{QStringLiteral("no-slowdown")};
    front.formats = QStringList{QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("csv")};
    front.positional = Front::Positional::OneScenarioFile;
    return commandFront(args, cmd, usage, front, o, format, exitCode);
}

} // namespace gpuk
