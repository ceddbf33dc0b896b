#include "analysis/comparison.h"

#include "analysis/miglayoutsearch.h"
#include "analysis/slowdown.h"
#include "sharing/validate.h"
#include "sim/engine.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

namespace gpuk {

std::optional<RunResults> runPlanToEnd(const Scenario &scenario, const SharingPlan &plan,
                                       const SimulatedProgress &progress, Diagnostics *refused,
                                       const std::function<bool()> &keepGoing)
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
        if ((++steps & 0xfff) == 0) {
            if (progress) {
                progress(engine->now() - reported);
                reported = engine->now();
            }
            if (keepGoing && !keepGoing())
                return std::nullopt;
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

std::string planPathFor(const Scenario &scenario, Mode mode)
{
    if (scenario.sharing.mode == mode)
        return "sharing";
    if (scenario.alternatives.count(mode))
        return std::string("alternatives.") + modeName(mode);
    return std::string("default ") + modeName(mode) + " plan";
}

bool ModePlan::runnable() const
{
    return !hasErrors(diagnostics);
}

std::vector<ModePlan> comparisonPlans(const Scenario &scenario, const std::vector<Mode> &modes,
                                      const std::function<std::string(Mode)> &pathOf)
{
    std::vector<ModePlan> out;
    const GpuModel *gpu = scenario.gpu();
    for (Mode m : modes) {
        ModePlan mp;
        mp.mode = m;
        mp.choice = choosePlan(scenario, m);
        if (gpu) {
            mp.diagnostics = validatePlan(scenario, *gpu, mp.choice.plan, pathOf ? pathOf(m) : planPathFor(scenario, m));
        }
        out.push_back(std::move(mp));
    }
    return out;
}

std::vector<ComparedMode> compareModes(const Scenario &scenario, const std::vector<ModePlan> &plans, bool slowdown,
                                       const SimulatedProgress &progress, const std::function<bool()> &cancelled)
{
    std::vector<ComparedMode> out;
    const GpuModel *gpu = scenario.gpu();
    for (const ModePlan &mp : plans) {
        ComparedMode c;
        c.plan = mp;
        if (gpu && mp.runnable() && !(cancelled && cancelled()))
            c.run = runPlanWithSlowdown(scenario, *gpu, mp.choice.plan, slowdown, progress, &c.refused);
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<RunResults> comparedRuns(const std::vector<ComparedMode> &modes)
{
    std::vector<RunResults> out;
    for (const ComparedMode &c : modes)
        if (c.run)
            out.push_back(*c.run);
    return out;
}

Scenario sweepPreviewScenario(const Scenario &scenario)
{
    Scenario s = scenario;
    s.simulation.durationS = std::min(s.simulation.durationS, s.simulation.warmupS + kSweepPreviewS);
    return s;
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
                    const std::vector<double> &factors, std::optional<int> tenant, const SimulatedProgress &progress,
                    int threads)
{
    LoadSweep sweep;
    sweep.factors = factors;
    sweep.tenant = tenant;
    for (const auto &mp : plans)
        sweep.modes.push_back(mp.first);
    sweep.cells.assign(factors.size(), std::vector<SweepCell>(plans.size()));
    std::vector<Scenario> loaded;
    for (double factor : factors)
        loaded.push_back(scaledLoad(scenario, factor, tenant));
    // Every cell is its own run over its own copies (the catalog and the scenario are read only):
    // they run on the machine's cores, each cell written by one thread, the progress reported
    // one call at a time. The results do not depend on the threads.
    std::mutex progressLock;
    const SimulatedProgress serialised = progress ? SimulatedProgress([&](double s) {
        const std::lock_guard<std::mutex> hold(progressLock);
        progress(s);
    })
                                                  : SimulatedProgress();
    const size_t cells = factors.size() * plans.size();
    std::atomic<size_t> next{0};
    auto work = [&] {
        for (size_t k = next++; k < cells; k = next++) {
            const size_t fi = k / plans.size();
            const size_t mi = k % plans.size();
            SweepCell &cell = sweep.cells[fi][mi];
            Scenario check = loaded[fi];
            check.sharing = plans[mi].second;
            check.alternatives.clear();
            for (const Diagnostic &d : validateScenario(check))
                if (d.severity == Severity::Error)
                    cell.refused.push_back(d);
            if (cell.refused.empty())
                cell.results = runPlanToEnd(loaded[fi], plans[mi].second, serialised, &cell.refused);
            else if (serialised)
                serialised(scenario.simulation.durationS);
        }
    };
    const size_t workers = std::min<size_t>(cells, size_t(threads > 0 ? threads : machineSearchThreads()));
    std::vector<std::thread> pool;
    for (size_t t = 1; t < workers; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
        t.join();
    return sweep;
}

} // namespace gpuk
