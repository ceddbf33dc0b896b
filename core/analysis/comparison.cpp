#include "analysis/comparison.h"

#include "analysis/slowdown.h"
#include "sharing/validate.h"
#include "sim/engine.h"

#include <algorithm>
#include <chrono>

namespace gpuk {

std::optional<RunResults> runPlanToEnd(const Scenario &scenario, const SharingPlan &plan,
                                       const SimulatedProgress &progress, Diagnostics *refused)
{
    const auto started = std::chrono::steady_clock::now();
    EngineOptions options; // as runScenario(): no chart series, no narrator events
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
            progress(engine->now() - reported);
            reported = engine->now();
        }
    }
    if (progress)
        progress(scenario.simulation.durationS - reported);
    RunResults r = engine->results();
    r.wallMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
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

double runWork(const Scenario &scenario, bool slowdown)
{
    return scenario.simulation.durationS * (1 + (slowdown ? double(scenario.tenants.size()) : 0.0));
}

std::optional<RunResults> runPlanWithSlowdown(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                                              bool slowdown, const SimulatedProgress &progress, Diagnostics *refused)
{
    std::optional<RunResults> r = runPlanToEnd(scenario, plan, progress, refused);
    if (!r || !slowdown)
        return r;
    for (auto &t : r->tenants) {
        const std::optional<Scenario> alone = aloneOnPartition(scenario, gpu, plan, t.id);
        std::optional<RunResults> solo;
        if (alone)
            solo = runPlanToEnd(*alone, alone->sharing, progress, nullptr);
        else if (progress)
            progress(scenario.simulation.durationS);
        if (!solo || solo->tenants.size() != 1)
            continue;
        t.slowdown = slowdownRatio(t, solo->tenants.front());
    }
    return r;
}

SloTally sloTally(const RunResults &run)
{
    SloTally t;
    for (const TenantResult &r : run.tenants) {
        t.meeting += r.sloMs > 0 && meetsSlo(r) ? 1 : 0;
        t.goodputRps += r.goodputRps;
    }
    return t;
}

int tenantsWithSlo(const Scenario &scenario)
{
    return int(std::count_if(scenario.tenants.begin(), scenario.tenants.end(), [](const Tenant &t) { return t.sloMs > 0; }));
}

Scenario scaledLoad(const Scenario &scenario, double factor, std::optional<int> tenant)
{
    Scenario s = scenario;
    for (size_t i = 0; i < s.tenants.size(); ++i) {
        if (tenant && int(i) != *tenant)
            continue;
        Arrival &a = s.tenants[i].arrival;
        if (a.process != ArrivalProcess::Backlog)
            a.ratePerS *= factor;
    }
    return s;
}

LoadSweep sweepLoad(const Scenario &scenario, const std::vector<std::pair<Mode, SharingPlan>> &plans,
                    const std::vector<double> &factors, std::optional<int> tenant, const SimulatedProgress &progress)
{
    LoadSweep sweep;
    sweep.factors = factors;
    sweep.tenant = tenant;
    for (const auto &mp : plans)
        sweep.modes.push_back(mp.first);
    for (double factor : factors) {
        const Scenario loaded = scaledLoad(scenario, factor, tenant);
        std::vector<SweepCell> row;
        for (const auto &[mode, plan] : plans) {
            SweepCell cell;
            Scenario check = loaded;
            check.sharing = plan;
            check.alternatives.clear();
            for (const Diagnostic &d : validateScenario(check))
                if (d.severity == Severity::Error)
                    cell.refused.push_back(d);
            if (cell.refused.empty())
                cell.results = runPlanToEnd(loaded, plan, progress, &cell.refused);
            else if (progress)
                progress(scenario.simulation.durationS);
            row.push_back(std::move(cell));
        }
        sweep.cells.push_back(std::move(row));
    }
    return sweep;
}

} // namespace gpuk
