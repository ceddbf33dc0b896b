#pragma once

// Running plans to the end, as `run` and `compare` report them, and the load sweep (`compare
// --sweep`): the same tenants under each mode's plan while every tenant's (or one tenant's)
// arrival rate is scaled, each mode keeping the plan it has at the scenario's own load -- a
// deployment that stays as it is while traffic grows, which is where a mode's knee shows.
// The CLI and the GUI both read these, so they cannot report different numbers.

#include "analysis/planchoice.h"
#include "diagnostic.h"
#include "metrics/results.h"
#include "scenario.h"

#include <functional>
#include <optional>
#include <vector>

namespace gpuk {

// Told the simulated seconds done since the last call (for a progress display).
using SimulatedProgress = std::function<void(double simulatedSeconds)>;

// One plan to the end, event by event, with runScenario()'s engine options (no chart series, no
// narrator events), so the results are bit for bit runScenario()'s. The results carry the
// scenario's name, GPU, the plan's mode, seed and lengths; wallMs is the time it took. An engine
// that refuses the plan appends why to `refused`. `keepGoing`, if set, is asked every few thousand
// events: false stops the run, which then gives no results (the advisor's Cancel).
std::optional<RunResults> runPlanToEnd(const Scenario &scenario, const SharingPlan &plan,
                                       const SimulatedProgress &progress = {}, Diagnostics *refused = nullptr,
                                       const std::function<bool()> &keepGoing = {});

// Simulated seconds runPlanWithSlowdown simulates (the plan, then each tenant alone).
double runWork(const Scenario &scenario, bool slowdown);

// The plan, then, with `slowdown`, every tenant alone on its partition (analysis/slowdown.h):
// each tenant's TenantResult::slowdown.
std::optional<RunResults> runPlanWithSlowdown(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                                              bool slowdown, const SimulatedProgress &progress = {},
                                              Diagnostics *refused = nullptr);

// The scenario with every tenant's arrival rate (or only tenant `tenant`'s, an index) multiplied by
// `factor` (> 0): Poisson, deterministic and bursty base rates, and an LLM's too; a backlog
// tenant, always busy, stays as it is.
Scenario scaledLoad(const Scenario &scenario, double factor, std::optional<int> tenant = std::nullopt);

// What a sweep's cell says in one line: the tenants meeting their SLO (of those with one) and
// the goodput, requests/s completed within their SLO, of all tenants together.
struct SloTally
{
    int meeting = 0;
    double goodputRps = 0;
};
SloTally sloTally(const RunResults &run);
// The scenario's tenants that have an SLO.
int tenantsWithSlo(const Scenario &scenario);

// Where a mode's plan comes from in the scenario file: "sharing", "alternatives.<mode>", or "default
// <mode> plan" for a documented default (the CLI says that in the user's language): the path its
// validation reports.
std::string planPathFor(const Scenario &scenario, Mode mode);

// One mode of a comparison: the plan the comparison runs for it (choosePlan) and what validation
// says of that plan. A plan with an error is not run.
struct ModePlan
{
    Mode mode = Mode::Exclusive;
    PlanChoice choice;
    Diagnostics diagnostics; // validatePlan's, at planPathFor(scenario, mode)
    bool runnable() const;   // no error among the diagnostics
};
// The plans `compare` (and the GUI's comparison, the advisor, the sweep) runs, one per mode asked.
// `pathOf` names where each plan is for its diagnostics (default: planPathFor).
std::vector<ModePlan> comparisonPlans(const Scenario &scenario, const std::vector<Mode> &modes,
                                      const std::function<std::string(Mode)> &pathOf = {});

// One mode run to the end (with the slowdown runs if asked): `run` empty when the plan is not
// runnable or the engine refused it (`refused` says why).
struct ComparedMode
{
    ModePlan plan;
    std::optional<RunResults> run;
    Diagnostics refused;
};
// Every runnable plan run to the end, in order, as `compare` reports them. `progress` as above;
// `cancelled`, if given, is asked between runs (a cancelled comparison leaves the rest unrun).
std::vector<ComparedMode> compareModes(const Scenario &scenario, const std::vector<ModePlan> &plans, bool slowdown,
                                       const SimulatedProgress &progress = {},
                                       const std::function<bool()> &cancelled = {});
// The runs of a comparison, in order (what compareResultsToJson and the tables take).
std::vector<RunResults> comparedRuns(const std::vector<ComparedMode> &modes);

// The live load slider's preview (Simulation > Compare the modes under load): the scenario cut to
// its warm-up and the first kSweepPreviewS seconds after it, so that a slider move re-runs every
// mode within about 100 ms; the whole run follows when the slider rests. The MIG layout search's
// GUI horizon (guiMigHorizon, 20 s) is the precedent. Its figures are of that window only.
inline constexpr double kSweepPreviewS = 20;
Scenario sweepPreviewScenario(const Scenario &scenario);

// One mode at one load.
struct SweepCell
{
    std::optional<RunResults> results; // the run; empty when refused
    Diagnostics refused;               // why not (validation errors at this load, or the engine's)
};

struct LoadSweep
{
    std::vector<double> factors;                 // in the order asked
    std::vector<Mode> modes;                     // in the order of the plans given
    std::optional<int> tenant;                   // the one tenant scaled, or every tenant
    std::vector<std::vector<SweepCell>> cells;   // [factor][mode]
};

// Runs every plan at every factor (no slowdown runs), the cells on up to machineSearchThreads()
// threads (progress is called from them, one call at a time). A load the validator refuses (an
// event or waiting-request budget, say) is not run: its cell says why. Deterministic: the
// scenario's seed; the threads change nothing but the time.
// `threads`: 0 = machineSearchThreads(), else at most that many.
LoadSweep sweepLoad(const Scenario &scenario, const std::vector<std::pair<Mode, SharingPlan>> &plans,
                    const std::vector<double> &factors, std::optional<int> tenant = std::nullopt,
                    const SimulatedProgress &progress = {}, int threads = 0);

} // namespace gpuk
