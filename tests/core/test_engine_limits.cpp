// The engine at the edges of what a scenario may ask for: the longest run (7 days) in overload,
// the time slice floor and the event budget (sharing/validate.h), the bounded advanceTo.

#include "engine_fixtures.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <limits>
#include <string>
#include <vector>

using namespace gpuk;
using namespace gpuk::spec;

TEST_CASE("latencies beyond a day keep distinct percentiles in a long overload", "[engine][limits]")
{
    // D/D/1 at twice its capacity: request k arrives at k s and leaves at 2(k + 1) s, so it spends
    // k + 2 s in the system. Over 5e5 s the completed requests have latencies of 2 .. 2.5e5 s
    // (up to 2.5e8 ms), spread evenly: p50 ~ 1.25e8 ms, p99 ~ 2.475e8 ms, both below the maximum.
    Tenant t = makeTenant("overload", ArrivalProcess::Deterministic, 1.0, 2000.0, ServiceDistribution::Deterministic,
                          a100Sms, 1);
    const double durationS = 5e5;
    REQUIRE(durationS <= maxSimulationDurationS);
    const RunResults r = runToEnd(oneTenantExclusive(t, durationS, 0.0));
    const TenantResult &m = r.tenants.at(0);
    INFO("p50 " << m.latencyMs.p50 << " p99 " << m.latencyMs.p99 << " max " << m.latencyMs.max);
    CHECK(m.latencyMs.max == Approx(2.5e8).epsilon(0.001));
    CHECK(m.latencyMs.p50 == Approx(1.25e8).epsilon(0.01));
    CHECK(m.latencyMs.p99 == Approx(2.475e8).epsilon(0.01));
    CHECK(m.latencyMs.p99 < m.latencyMs.max);
    CHECK(m.latencyMs.p50 < m.latencyMs.p99);
}

TEST_CASE("A time slice below the floor is refused naming time_slice_ms, and the engine will not run it",
          "[engine][limits][validate]")
{
    // 1e-9 ms with no switch cost: each slice would be an event that does not move the clock.
    const Tenant a = poissonTenant("a", 10, 20);
    const Tenant b = poissonTenant("b", 10, 20);
    const Scenario s = makeScenario({a, b}, timeslicePlan(1e-9, 0), 10, 1);
    const Diagnostics d = validateScenario(s);
    REQUIRE(hasErrors(d));
    CHECK(d.front().code == "timeslice.time_slice_too_short");
    CHECK(d.front().path == "sharing.time_slice_ms");
    CHECK(Engine::create(s, s.sharing) == nullptr);
    // the floor itself is accepted, and a live change below it is ignored
    const Scenario ok = makeScenario({a, b}, timeslicePlan(minTimeSliceMs, 0), 10, 1);
    CHECK_FALSE(hasErrors(validateScenario(ok)));
    auto e = requireEngine(ok);
    e->setTimeSliceMs(1e-9);
    e->advanceTo(2.0);
    CHECK(e->eventsProcessed() < 200000); // 2 s of 0.1 ms slices and switches: at most ~40 000 events
}

TEST_CASE("A run whose estimated events exceed the budget is refused naming rate and duration",
          "[engine][limits][validate]")
{
    // The largest rate the file format accepts for the longest run: 1.2e13 events.
    const Tenant flood = poissonTenant("flood", 1e7, 20);
    const Scenario s = oneTenantExclusive(flood, maxSimulationDurationS, 1);
    const Diagnostics d = validateScenario(s);
    REQUIRE(hasErrors(d));
    const auto it = std::find_if(d.begin(), d.end(), [](const Diagnostic &x) { return x.code == "simulation.too_many_events"; });
    REQUIRE(it != d.end());
    CHECK(it->path == "simulation.duration_s");
    CHECK(it->arg("tenant") == "flood");
    CHECK(it->arg("rate_per_s") == "10000000");
    CHECK(concernsWholeScenario(*it));
    // just under the budget (2 × 1e5/s × 499 s ≈ 1e8) passes
    CHECK_FALSE(hasErrors(validateScenario(oneTenantExclusive(poissonTenant("f", 1e5, 0.001), 499, 1))));
    // time-slicing with 0.1 ms slices for a week: 1.2e10 slice events
    const Scenario slices = makeScenario({poissonTenant("a", 1, 1), poissonTenant("b", 1, 1)}, timeslicePlan(0.1, 50),
                                         maxSimulationDurationS, 1);
    const Diagnostics ds = validateScenario(slices);
    REQUIRE(hasErrors(ds));
    CHECK(ds.front().code == "timeslice.too_many_slices");
    CHECK(ds.front().path == "sharing.time_slice_ms");
    // An LLM of 10 million parameters reads its weights in 13 µs: its iterations, not its one
    // request a second, fill the week; the refusal says so rather than blaming arrival.rate_per_s.
    Tenant tiny = poissonTenant("tiny-llm", 1, 100);
    tiny.kind = TenantKind::Llm;
    tiny.llm.emplace();
    tiny.llm->model = LlmModel{0.01, 2, 2, 1, 64, 2};
    tiny.modelGb = 1;
    const Diagnostics dl = validateScenario(oneTenantExclusive(tiny, maxSimulationDurationS, 1));
    const auto llm = std::find_if(dl.begin(), dl.end(),
                                  [](const Diagnostic &x) { return x.code == "simulation.too_many_llm_iterations"; });
    REQUIRE(llm != dl.end());
    CHECK(llm->path == "simulation.duration_s");
    CHECK(llm->arg("tenant") == "tiny-llm");
    CHECK(std::stod(llm->arg("iteration_ms")) == Approx(0.0129).epsilon(0.01));
    CHECK(concernsWholeScenario(*llm));
    CHECK(std::none_of(dl.begin(), dl.end(), [](const Diagnostic &x) { return x.code == "simulation.too_many_events"; }));
}

TEST_CASE("The bounded advanceTo stops at its event or wall-clock budget and can be resumed",
          "[engine][limits]")
{
    // A heavy run (1e5 arrivals/s): one unbounded advanceTo(60) would take seconds of wall time.
    const Tenant t = poissonTenant("busy", 1e5, 0.005, ServiceDistribution::Exponential, a100Sms, 4);
    auto e = requireEngine(oneTenantExclusive(t, 60, 1));
    CHECK_FALSE(e->advanceTo(60.0, 1000));
    CHECK(e->eventsProcessed() == 1000);
    CHECK(e->now() < 60.0);
    const auto start = std::chrono::steady_clock::now();
    CHECK_FALSE(e->advanceTo(60.0, std::numeric_limits<std::uint64_t>::max(), 10.0));
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    CHECK(ms < 60); // 10 ms budget, checked every 64 events; generous for a loaded machine
    CHECK(e->now() < 60.0);
    // resumed without a budget, it reaches the target and the results are those of one call
    CHECK(e->advanceTo(2.0, std::numeric_limits<std::uint64_t>::max()));
    CHECK(e->now() == 2.0);
    auto f = requireEngine(oneTenantExclusive(t, 60, 1));
    f->advanceTo(2.0);
    CHECK(f->eventsProcessed() == e->eventsProcessed());
}

namespace {

// N time-sliced tenants on an A100-40GB with the same total load whatever N (400 requests/s of
// 1 ms work, the GPU 40 % busy): process CPU seconds per event, best of three, building included.
double timeslicedCpuPerEvent(int n)
{
    std::vector<Tenant> ts;
    for (int i = 0; i < n; ++i) {
        Tenant t = poissonTenant("t" + std::to_string(i), 400.0 / n, 1, ServiceDistribution::Exponential, a100Sms, 4);
        t.modelGb = 0.1;
        ts.push_back(t);
    }
    const Scenario s = makeScenario(ts, timeslicePlan(2, 50), 120, 1, 5);
    double best = 1e300;
    for (int i = 0; i < 3; ++i) {
        EngineOptions o; // as runScenario() and the CLI: no chart samples (each is O(T), 10 per second)
        o.sampleIntervalS = 0;
        o.seriesCapacity = 0;
        o.recentEventsCapacity = 0;
        auto e = requireEngine(s, s.sharing, o);
        // The events only: building the engine (every tenant's histograms, zeroed pages) is once
        // per run, not per event, and with 256 tenants it was half of what this measured.
        const std::clock_t c0 = std::clock();
        e->runToEnd();
        const double cpu = double(std::clock() - c0) / CLOCKS_PER_SEC;
        best = std::min(best, cpu / double(e->eventsProcessed()));
    }
    return best;
}

} // namespace

TEST_CASE("A time-sliced event costs about the same with 256 tenants as with 8", "[engine][limits][perf]")
{
    // An event in a time-sliced domain touches the running context and the tenant it concerns
    // and finds the next context with work in an ordered set (O(log T)); scanning every tenant per
    // event made 256 tenants 19× dearer per event than 8. BENCHMARKS.md measured 1.75× in Release
    // style on 2026-11; on 2026-12-03 the events alone (the engine's construction no longer timed)
    // measure 3.4-3.8× on an idle machine (32 times the tenants' state: the per-tenant records and
    // the event heap outgrow the caches), and 5.2× once under a full parallel ctest. The bound
    // (6×) keeps a loaded machine from failing it and is still far below a linear scan's 19×.
    const double few = timeslicedCpuPerEvent(8);
    const double many = timeslicedCpuPerEvent(256);
    INFO("CPU per event: 8 tenants " << few * 1e9 << " ns, 256 tenants " << many * 1e9 << " ns, ratio " << many / few);
    CHECK(many / few < 6.0);
}
