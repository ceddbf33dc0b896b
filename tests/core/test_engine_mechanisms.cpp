// Mechanism invariants of the engine (DESIGN §3, §6; fact sheet §2.5, §3.2, §3.6): MIG isolation,
// MPS interference and caps, the vGPU schedulers, time-slicing, the blast radius of faults,
// memory (OOM / validation), MIG reconfiguration, overload, determinism, and the invariants the
// engine header promises, observed through snapshots.
//
// Throughput ratios are measured against the same tenant alone on an exclusive GPU ("solo").
// Backlog tenants with deterministic 1 ms service on all 108 SMs make the expected shares exact
// up to slice-boundary effects (one 2 ms slice out of ≥ 19 s: < 0.1 %), so the tolerances below
// only leave room for modelled dead time the plan does not expose; each says what it allows.

#include "engine_fixtures.h"
#include "catalog/catalog.h"
#include "analysis/planchoice.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

using namespace gpuk;
using namespace gpuk::spec;

namespace {

double soloThroughput(const Tenant &t, double durationS, double warmupS)
{
    const RunResults r = runToEnd(oneTenantExclusive(t, durationS, warmupS, 3));
    return r.tenants.at(0).throughputRps;
}

bool isDownOrDraining(TenantState s) { return s == TenantState::Draining || s == TenantState::Down; }

} // namespace

// ---------------------------------------------------------------------------------------------
// 5. MIG isolation

TEST_CASE("A MIG tenant's results are bit-identical whatever its neighbour's load", "[mechanism][engine]")
{
    // A and B on separate 3g.20gb instances: separate SMs, separate memory, separate bandwidth
    // domains and separate random streams. B at ×5 is overloaded (400/s × 3 ms on one request's
    // worth of SMs) and drops. A must not see a single bit of it. Exact comparison: no tolerance.
    Tenant a = poissonTenant("a", 300, 2, ServiceDistribution::Lognormal, 42, 4);
    a.service.cv = 0.7;
    a.bandwidthIntensity = 0.3;
    Tenant b = poissonTenant("b", 80, 3, ServiceDistribution::Exponential, 42, 8);
    b.bandwidthIntensity = 0.8;
    b.queueCapacity = 500;
    const SharingPlan plan = migPlan({migInstance("3g.20gb", 0, {"a"}), migInstance("3g.20gb", 4, {"b"})});

    Scenario quiet = makeScenario({a, b}, plan, 60, 5, 21);
    Scenario busy = quiet;
    busy.tenants[1].arrival.ratePerS *= 5;

    auto e1 = requireEngine(quiet);
    auto e5 = requireEngine(busy);
    // Mid-run, A's live view is identical too.
    e1->advanceTo(30);
    e5->advanceTo(30);
    const TenantView v1 = e1->snapshot().tenants.at(0);
    const TenantView v5 = e5->snapshot().tenants.at(0);
    CHECK(v1.queued == v5.queued);
    CHECK(v1.inFlight == v5.inFlight);
    CHECK(v1.smsHeld == v5.smsHeld);
    CHECK(v1.completed == v5.completed);
    CHECK(v1.lastLatencyMs == v5.lastLatencyMs);
    CHECK(v1.congestion == v5.congestion);
    e1->runToEnd();
    e5->runToEnd();
    const RunResults r1 = e1->results();
    const RunResults r5 = e5->results();
    // The neighbour really did change.
    REQUIRE(resultOf(r5, "b").arrivals > 4 * resultOf(r1, "b").arrivals);
    checkIdentical(resultOf(r1, "a"), resultOf(r5, "a"));
}

// ---------------------------------------------------------------------------------------------
// 6-7. MPS

TEST_CASE("Under MPS a tenant's p99 rises strictly as its neighbour's load rises", "[mechanism][engine]")
{
    // A (54-SM requests) shares the SM pool with B (108-SM requests) by water-filling: the more
    // B has in flight, the fewer SMs A's requests get. Loads in SM-time: A 0.2, B 0.1 / 0.3 / 0.6.
    // Same seed: A sees the same arrivals and job sizes in all three runs.
    const Tenant a = poissonTenant("a", 200, 2, ServiceDistribution::Exponential, 54, 4);
    const std::vector<double> bRates = {50, 150, 300};
    std::vector<TenantResult> as;
    for (double rate : bRates) {
        const Tenant b = poissonTenant("b", rate, 2, ServiceDistribution::Exponential, 108, 8);
        const Scenario s = makeScenario({a, b}, mpsPlan({mpsClient("a"), mpsClient("b")}), 120, 5, 22);
        as.push_back(resultOf(runToEnd(s), "a"));
    }
    for (std::size_t i = 0; i < as.size(); ++i)
        INFO("B at " << bRates[i] << "/s: A p99 " << as[i].latencyMs.p99 << " ms mean " << as[i].latencyMs.mean);
    CHECK(as[0].arrivals == as[1].arrivals);
    CHECK(as[1].arrivals == as[2].arrivals);
    CHECK(as[0].latencyMs.p99 < as[1].latencyMs.p99);
    CHECK(as[1].latencyMs.p99 < as[2].latencyMs.p99);
    CHECK(as[0].latencyMs.mean < as[1].latencyMs.mean);
    CHECK(as[1].latencyMs.mean < as[2].latencyMs.mean);
}

TEST_CASE("An MPS active thread percentage caps a client's SMs without reserving them", "[mechanism][engine]")
{
    const double cap = 25;                        // % → at most 27 of 108 SMs
    const double capSms = cap / 100.0 * a100Sms;

    SECTION("a capped backlogged client alone never holds more than its cap")
    {
        const Tenant a = backlogTenant("a", 1, ServiceDistribution::Deterministic, 108, 8);
        const Scenario s = makeScenario({a}, mpsPlan({mpsClient("a", cap)}), 10, 1, 23);
        auto e = requireEngine(s);
        double maxHeld = 0;
        int over = 0;
        for (int i = 1; i <= 2000; ++i) {
            e->advanceTo(1.0 + i * 0.0017);   // not a multiple of the service time
            const Snapshot snap = e->snapshot();
            const double held = snap.tenants.at(0).smsHeld;
            maxHeld = std::max(maxHeld, held);
            over += held > capSms + 1e-9;
            const auto busy = std::count(snap.smTenant.begin(), snap.smTenant.end(), std::int16_t(0));
            over += busy > std::ceil(capSms);
        }
        e->runToEnd();
        const TenantResult r = e->results().tenants.at(0);
        INFO("max SMs held " << maxHeld << " meanSm " << r.meanSm << " cap " << capSms);
        CHECK(over == 0);
        CHECK(maxHeld == Approx(capSms).epsilon(1e-9)); // backlogged: it uses its whole cap
        CHECK(r.meanSm <= capSms + 1e-9);
        CHECK(r.meanSm == Approx(capSms).epsilon(0.01));
        // 27 SMs of 108 → a quarter of the solo throughput (1000/s).
        CHECK(r.throughputRps == Approx(250).epsilon(0.01));
    }

    SECTION("while the capped client is idle its neighbour uses the whole GPU")
    {
        const Tenant a = poissonTenant("a", 5, 10, ServiceDistribution::Deterministic, 108, 1);
        const Tenant b = backlogTenant("b", 1, ServiceDistribution::Deterministic, 108, 4);
        const Scenario s = makeScenario({a, b}, mpsPlan({mpsClient("a", cap), mpsClient("b")}), 20, 1, 24);
        auto e = requireEngine(s);
        int idleSamples = 0, busySamples = 0, badIdle = 0, aOverCap = 0;
        double maxB = 0;
        for (int i = 1; i <= 4000; ++i) {
            e->advanceTo(1.0 + i * 0.0043);
            const Snapshot snap = e->snapshot();
            const TenantView &va = snap.tenants.at(0);
            const TenantView &vb = snap.tenants.at(1);
            maxB = std::max(maxB, vb.smsHeld);
            aOverCap += va.smsHeld > capSms + 1e-9;
            if (va.inFlight == 0 && va.queued == 0) {
                ++idleSamples;
                badIdle += std::abs(vb.smsHeld - a100Sms) > 1e-9;
            } else {
                ++busySamples;
            }
        }
        INFO("samples with A idle " << idleSamples << " (B not on all 108 SMs in " << badIdle << ") with A busy "
                                    << busySamples << "; max B SMs " << maxB);
        REQUIRE(idleSamples > 1000);
        REQUIRE(busySamples > 10);   // A really did run in between (5/s × 10 ms ≈ 5 % of the time)
        CHECK(maxB > a100Sms - capSms);
        CHECK(badIdle == 0);
        CHECK(aOverCap == 0);
    }
}

// ---------------------------------------------------------------------------------------------
// 8-9. vGPU schedulers (fact sheet §3.2)

TEST_CASE("vGPU fixed share gives a lone A100-10C VM a quarter of the GPU while best effort and equal share give it all",
          "[mechanism][engine]")
{
    // A100-10C allows 4 VMs per GPU → fixed share has 4 slots (2 ms each: default for ≤ 8 VMs),
    // only one used. overhead 0.03 → every request takes 1.03 solo-ms. Expected throughput over
    // solo: fixed 0.25/1.03, best effort and equal share 1/1.03. Tolerance: 3 % below (room for
    // modelled scheduler dead time), 1 % above (a VM can never beat its share).
    const Tenant t = backlogTenant("vm", 1, ServiceDistribution::Deterministic, 108, 1);
    const double solo = soloThroughput(t, 20, 1);
    REQUIRE(solo == Approx(1000).epsilon(0.001));
    const double overhead = 0.03;
    const auto ratio = [&](VgpuScheduler sched) {
        const Scenario s = makeScenario({t}, vgpuPlan(sched, "A100-10C", {"vm"}, overhead), 20, 1, 25);
        return runToEnd(s).tenants.at(0).throughputRps / solo;
    };
    const double fixed = ratio(VgpuScheduler::FixedShare);
    const double best = ratio(VgpuScheduler::BestEffort);
    const double equal = ratio(VgpuScheduler::EqualShare);
    INFO("fixed " << fixed << " best effort " << best << " equal " << equal << " of solo " << solo);
    const double full = 1 / (1 + overhead);
    CHECK(fixed <= 0.25 * full * 1.01);
    CHECK(fixed >= 0.25 * full * 0.97);
    CHECK(best <= full * 1.01);
    CHECK(best >= full * 0.97);
    CHECK(equal <= full * 1.01);
    CHECK(equal >= full * 0.97);
}

TEST_CASE("vGPU equal share leaves an idle VM's slot idle while best effort gives it away", "[mechanism][engine]")
{
    // Two powered-on VMs: "busy" backlogged, "idle" with ~0.2 requests in the whole run.
    // Equal share rotates over both → busy gets ½ (/1.03 overhead); best effort skips the idle
    // VM → busy gets all (/1.03). Same tolerances as above.
    const Tenant busy = backlogTenant("busy", 1, ServiceDistribution::Deterministic, 108, 1);
    const Tenant idle = poissonTenant("idle", 0.01, 1, ServiceDistribution::Deterministic, 108, 1);
    const double solo = soloThroughput(busy, 20, 1);
    const double full = 1 / 1.03;
    const auto ratio = [&](VgpuScheduler sched) {
        const Scenario s = makeScenario({busy, idle}, vgpuPlan(sched, "A100-10C", {"busy", "idle"}, 0.03), 20, 1, 26);
        return resultOf(runToEnd(s), "busy").throughputRps / solo;
    };
    const double equal = ratio(VgpuScheduler::EqualShare);
    const double best = ratio(VgpuScheduler::BestEffort);
    INFO("equal share " << equal << " best effort " << best << " of solo " << solo);
    CHECK(equal <= 0.5 * full * 1.01);
    CHECK(equal >= 0.5 * full * 0.97);
    CHECK(best <= full * 1.01);
    CHECK(best >= full * 0.97);
}

// ---------------------------------------------------------------------------------------------
// 10. Time-slicing

TEST_CASE("Time-slicing gives two backlogged tenants half the GPU each minus the switch time", "[mechanism][engine]")
{
    // Slice 2 ms, switch 50 µs: each tenant runs 2 ms out of every 4.1 ms → ½ × 2/2.05 = 0.4878
    // of solo. No overhead parameter exists for plain time-slicing; 2 % covers boundary effects
    // and nothing else. Dead time share 0.05/2.05 = 2.44 %, 5 % relative.
    const Tenant a = backlogTenant("a", 1, ServiceDistribution::Deterministic, 108, 1);
    const Tenant b = backlogTenant("b", 1, ServiceDistribution::Deterministic, 108, 1);
    const double solo = soloThroughput(a, 20, 1);
    const RunResults r = runToEnd(makeScenario({a, b}, timeslicePlan(2.0, 50.0), 20, 1, 27));
    const double expected = 0.5 * 2.0 / 2.05;
    const double ra = resultOf(r, "a").throughputRps / solo;
    const double rb = resultOf(r, "b").throughputRps / solo;
    INFO("a " << ra << " b " << rb << " expected " << expected << " dead time "
              << r.gpuStats.switchDeadTimeFraction);
    CHECK(ra == Approx(expected).epsilon(0.02));
    CHECK(rb == Approx(expected).epsilon(0.02));
    CHECK(r.gpuStats.switchDeadTimeFraction == Approx(0.05 / 2.05).epsilon(0.05));
    // Round-robin is over tenants that have work: next to an idle tenant a backlogged one keeps the
    // whole GPU (no slices to give away, no switches): ≥ 99 % of solo.
    const Tenant idle = poissonTenant("idle", 0.01, 1, ServiceDistribution::Deterministic, 108, 1);
    const RunResults alone = runToEnd(makeScenario({a, idle}, timeslicePlan(2.0, 50.0), 20, 1, 27));
    CHECK(resultOf(alone, "a").throughputRps / solo >= 0.99);
    CHECK(resultOf(alone, "a").throughputRps / solo <= 1.0 + 1e-9);
}

// ---------------------------------------------------------------------------------------------
// 11. Faults (DESIGN §3; fact sheet §2.5 MPS, §3.6 time-slicing)

namespace {

// Three Poisson tenants, 150/s × 20 ms deterministic on 5 SMs, up to 16 at once: a few requests
// in flight almost always, stable in every plan below. restart_s 2.
std::vector<Tenant> faultTenants()
{
    std::vector<Tenant> ts;
    for (const char *id : {"a", "a2", "c"}) {
        Tenant t = poissonTenant(id, 150, 20, ServiceDistribution::Deterministic, 5, 16);
        t.modelGb = 2;
        t.restartS = 2;
        ts.push_back(t);
    }
    return ts;
}

void checkBlastRadius(const SharingPlan &plan, const std::set<std::string> &victims)
{
    const Scenario s = makeScenario(faultTenants(), plan, 30, 1, 28);
    auto e = requireEngine(s);
    // Advance to a moment where every tenant has requests in flight, so "not a victim" means
    // something.
    e->advanceTo(5.0);
    Snapshot before = e->snapshot();
    for (int i = 0; i < 2000; ++i) {
        bool all = true;
        for (const auto &v : before.tenants)
            all = all && v.inFlight > 0;
        if (all)
            break;
        e->advanceTo(e->now() + 0.001);
        before = e->snapshot();
    }
    for (const auto &v : before.tenants)
        REQUIRE(v.inFlight > 0);
    const double faultAt = e->now();
    const int a = tenantIndex(s, "a");
    e->injectFault(a);
    const Snapshot after = e->snapshot();
    CHECK(after.tenants.at(a).state == TenantState::Restarting);
    // The narrator sees a Fault event for a and a FaultVictim event (other = a) for every other victim.
    bool faultEvent = false;
    std::set<int> victimEvents;
    for (const EngineEvent &ev : after.recentEvents) {
        if (ev.timeS < faultAt - 1e-12)
            continue;
        faultEvent = faultEvent || (ev.kind == EngineEvent::Kind::Fault && ev.tenant == a);
        if (ev.kind == EngineEvent::Kind::FaultVictim && ev.other == a)
            victimEvents.insert(ev.tenant);
    }
    CHECK(faultEvent);
    for (const std::string &id : victims)
        if (id != "a")
            CHECK(victimEvents.count(tenantIndex(s, id)) == 1);
    CHECK(victimEvents.size() == victims.size() - 1);
    e->advanceTo(faultAt + 0.5);   // inside a's restart (2 s)
    const RunResults r = e->results();
    for (std::size_t k = 0; k < s.tenants.size(); ++k) {
        const std::string &id = s.tenants[k].id;
        const TenantResult &t = resultOf(r, id);
        const std::uint64_t faults = failedWith(t, FailureReason::Fault);
        INFO("mode " << modeName(plan.mode) << " tenant " << id << " in flight at the fault "
                     << before.tenants[k].inFlight << " queued " << before.tenants[k].queued
                     << " failed by fault " << faults << " state after "
                     << static_cast<int>(after.tenants[k].state));
        if (victims.count(id)) {
            // Every in-flight request fails; queued ones may fail too, nothing else can.
            CHECK(faults >= static_cast<std::uint64_t>(before.tenants[k].inFlight));
            CHECK(faults <= static_cast<std::uint64_t>(before.tenants[k].inFlight + before.tenants[k].queued));
            CHECK(after.tenants[k].state == TenantState::Restarting);
        } else {
            CHECK(faults == 0);
            CHECK(t.failed() == 0);
            CHECK(after.tenants[k].state != TenantState::Restarting);
        }
    }
    // Arrivals during a's restart fail with "unavailable" (150/s × 0.5 s ≈ 75 of them).
    CHECK(failedWith(resultOf(r, "a"), FailureReason::Unavailable) > 10);
    // a is back after restart_s and completes requests again.
    e->advanceTo(faultAt + 3.0);
    const std::uint64_t c0 = e->snapshot().tenants.at(a).completed;
    CHECK(e->snapshot().tenants.at(a).state != TenantState::Restarting);
    e->advanceTo(faultAt + 4.0);
    CHECK(e->snapshot().tenants.at(a).completed > c0 + 50);
}

} // namespace

TEST_CASE("A fatal fault fails exactly the tenants in its mode's blast radius", "[mechanism][engine]")
{
    SECTION("exclusive: only the faulty tenant") { checkBlastRadius(exclusivePlan(), {"a"}); }
    SECTION("MIG with time-slicing inside: the tenants of the faulty tenant's instance")
    {
        checkBlastRadius(migPlan({migInstance("3g.20gb", 0, {"a", "a2"}, MigInner::Timeslice),
                                  migInstance("3g.20gb", 4, {"c"})}),
                         {"a", "a2"});
    }
    SECTION("MIG with MPS inside: the tenants of the faulty tenant's instance")
    {
        checkBlastRadius(migPlan({migInstance("3g.20gb", 0, {"a", "a2"}, MigInner::Mps),
                                  migInstance("3g.20gb", 4, {"c"})}),
                         {"a", "a2"});
    }
    SECTION("MPS: every client of the server")
    {
        checkBlastRadius(mpsPlan({mpsClient("a"), mpsClient("a2"), mpsClient("c")}), {"a", "a2", "c"});
    }
    SECTION("time-slicing: every tenant on the GPU") { checkBlastRadius(timeslicePlan(), {"a", "a2", "c"}); }
    SECTION("vGPU: only the faulty tenant's VM")
    {
        checkBlastRadius(vgpuPlan(VgpuScheduler::BestEffort, "A100-10C", {"a", "a2", "c"}), {"a"});
    }
}

TEST_CASE("A fault scheduled in the scenario fires at its time and fails the tenant's in-flight requests",
          "[mechanism][engine]")
{
    // A backlogged tenant always has requests in flight (4 here).
    Tenant t = backlogTenant("a", 10, ServiceDistribution::Deterministic, 27, 4);
    t.restartS = 2;
    Scenario s = oneTenantExclusive(t, 10, 1, 29);
    s.faults.push_back(Fault{5.0, "a", "fatal"});
    auto e = requireEngine(s);
    e->advanceTo(4.99);
    CHECK(failedWith(e->results().tenants.at(0), FailureReason::Fault) == 0);
    e->advanceTo(5.01);
    CHECK(failedWith(e->results().tenants.at(0), FailureReason::Fault) == 4);
    CHECK(e->snapshot().tenants.at(0).state == TenantState::Restarting);
    e->advanceTo(8.0);
    CHECK(e->snapshot().tenants.at(0).state != TenantState::Restarting);
}

// ---------------------------------------------------------------------------------------------
// 12. Memory

TEST_CASE("An over-full MPS or time-sliced GPU fails requests with oom and never exceeds its memory",
          "[mechanism][engine]")
{
    // Models 2 × 4 GiB load; each request needs 3 GiB; ~6 in flight per tenant on average want
    // 8 + 36 = 44 GiB > 39.6 GiB (capacityGiB of an A100-40GB). What does not fit fails "oom".
    std::vector<Tenant> ts;
    for (const char *id : {"a", "b"}) {
        Tenant t = poissonTenant(id, 600, 10, ServiceDistribution::Deterministic, 5, 10);
        t.modelGb = 4;
        t.perRequestGb = 3;
        t.queueCapacity = 100;
        ts.push_back(t);
    }
    const SharingPlan plan = GENERATE(as<SharingPlan>{}, mpsPlan({mpsClient("a"), mpsClient("b")}), timeslicePlan());
    const Scenario s = makeScenario(ts, plan, 10, 1, 30);
    auto e = requireEngine(s);
    const double capacity = s.gpu()->capacityGiB();
    int over = 0;
    double maxUsed = 0;
    for (int i = 1; i <= 900; ++i) {
        e->advanceTo(1.0 + i * 0.0101);
        double used = 0;
        for (const auto &v : e->snapshot().tenants)
            used += v.memoryUsedGb;
        maxUsed = std::max(maxUsed, used);
        over += used > capacity + 1e-9;
    }
    e->runToEnd();
    const RunResults r = e->results();
    const std::uint64_t ooms = failedWith(resultOf(r, "a"), FailureReason::Oom) + failedWith(resultOf(r, "b"), FailureReason::Oom);
    INFO("mode " << modeName(plan.mode) << " oom failures " << ooms << " max memory " << maxUsed << " of "
                 << capacity);
    CHECK(ooms > 0);
    CHECK(over == 0);
    CHECK(maxUsed > capacity - 3);   // memory really was the bottleneck
}

TEST_CASE("An over-full MIG instance or vGPU framebuffer is refused before the engine runs", "[mechanism][engine]")
{
    Tenant llm = poissonTenant("llm", 1, 100, ServiceDistribution::Exponential, 14, 16);
    llm.modelGb = 12;
    llm.perRequestGb = 0.3;   // peak 16.8 GiB
    Diagnostics error;
    SECTION("MIG: 16.8 GiB on a 1g.5gb")
    {
        const Scenario s = makeScenario({llm}, migPlan({migInstance("1g.5gb", 0, {"llm"})}), 10, 1);
        CHECK(Engine::create(s, s.sharing, &error) == nullptr);
        CHECK_FALSE(error.empty());
        error.clear();
        CHECK_FALSE(runScenario(s, s.sharing, &error).has_value());
        CHECK_FALSE(error.empty());
    }
    SECTION("vGPU: 16.8 GiB on an A100-10C")
    {
        const Scenario s = makeScenario({llm}, vgpuPlan(VgpuScheduler::BestEffort, "A100-10C", {"llm"}), 10, 1);
        CHECK(Engine::create(s, s.sharing, &error) == nullptr);
        CHECK_FALSE(error.empty());
    }
}

// ---------------------------------------------------------------------------------------------
// 13. MIG reconfiguration

TEST_CASE("MIG reconfiguration drains only the changed instances", "[mechanism][engine]")
{
    // a stays on 3g.20gb@0 (unchanged); b moves from 3g.20gb@4 to 2g.10gb@4 (changed).
    const Tenant a = poissonTenant("a", 500, 1, ServiceDistribution::Exponential, 42, 4);
    const Tenant b = poissonTenant("b", 10, 200, ServiceDistribution::Deterministic, 10, 8);
    const SharingPlan p1 = migPlan({migInstance("3g.20gb", 0, {"a"}), migInstance("3g.20gb", 4, {"b"})});
    const SharingPlan p2 = migPlan({migInstance("3g.20gb", 0, {"a"}), migInstance("2g.10gb", 4, {"b"})});
    const Scenario s = makeScenario({a, b}, p1, 30, 1, 31);
    auto e = requireEngine(s);
    // Not MIG, or invalid: refused, nothing changes.
    CHECK_FALSE(e->reconfigure(mpsPlan({mpsClient("a"), mpsClient("b")}), 1.0));
    CHECK_FALSE(e->reconfigure(migPlan({migInstance("3g.20gb", 2, {"a"})}), 1.0));

    e->advanceTo(10.0);
    const Snapshot before = e->snapshot();
    const double downtime = 3.0;
    REQUIRE(e->reconfigure(p2, downtime));
    const Snapshot at = e->snapshot();
    CHECK(isDownOrDraining(at.tenants[1].state));
    CHECK_FALSE(isDownOrDraining(at.tenants[0].state));

    std::uint64_t lastA = before.tenants[0].completed;
    int aGaps = 0, aBadState = 0;
    double firstDown = -1, backAt = -1;
    std::uint64_t bCompletedWhenDown = 0;
    int bCompletedWhileDown = 0;
    for (int i = 1; i <= 600; ++i) {                 // 10 s → 16 s in 10 ms steps
        const double t = 10.0 + i * 0.01;
        e->advanceTo(t);
        const Snapshot snap = e->snapshot();
        const TenantView &va = snap.tenants[0];
        const TenantView &vb = snap.tenants[1];
        aBadState += isDownOrDraining(va.state) || va.state == TenantState::Restarting;
        if (i % 5 == 0) {                            // a completes ~25 requests per 50 ms
            aGaps += va.completed <= lastA;
            lastA = va.completed;
        }
        if (vb.state == TenantState::Down) {
            if (firstDown < 0) {
                firstDown = t;
                bCompletedWhenDown = vb.completed;
            }
            bCompletedWhileDown += vb.completed != bCompletedWhenDown;
        }
        if (firstDown >= 0 && backAt < 0 && !isDownOrDraining(vb.state))
            backAt = t;
    }
    const RunResults r = e->results();
    const TenantResult &ra = resultOf(r, "a");
    const TenantResult &rb = resultOf(r, "b");
    INFO("b down at " << firstDown << " back at " << backAt << "; a gaps " << aGaps << "; b failed "
                      << rb.failed() << " (drained " << failedWith(rb, FailureReason::Drained) << " unavailable "
                      << failedWith(rb, FailureReason::Unavailable) << ")");
    CHECK(aGaps == 0);
    CHECK(aBadState == 0);
    CHECK(ra.failed() == 0);
    CHECK(ra.dropped == 0);
    // b drains its in-flight work (≤ 200 ms of service at full speed) then is down for 3 s.
    REQUIRE(firstDown > 0);
    CHECK(firstDown <= 10.0 + 0.25);
    CHECK(bCompletedWhileDown == 0);
    REQUIRE(backAt > 0);
    CHECK(backAt - firstDown >= downtime - 0.011);
    CHECK(backAt - firstDown <= downtime + 0.1);
    // b's arrivals while it admits nothing are refused (10/s × ~3 s).
    CHECK(failedWith(rb, FailureReason::Drained) + failedWith(rb, FailureReason::Unavailable) > 10);
    // b serves again on its new instance.
    const std::uint64_t bBack = e->snapshot().tenants[1].completed;
    e->advanceTo(20.0);
    CHECK(e->snapshot().tenants[1].completed > bBack + 10);
    // a's instance was never touched: its results are bit-identical to a run without reconfiguration.
    auto untouched = requireEngine(s);
    untouched->advanceTo(20.0);
    checkIdentical(resultOf(untouched->results(), "a"), resultOf(e->results(), "a"));
}

// ---------------------------------------------------------------------------------------------
// 14. Overload

TEST_CASE("Overload at ten times capacity keeps the queue at its capacity and counts the drops",
          "[mechanism][engine]")
{
    // 1000/s against 100/s of capacity (10 ms exponential, one at a time) for 600 s, queue 100.
    const Tenant base = poissonTenant("o", 1000, 10, ServiceDistribution::Exponential, 108, 1);
    Tenant t = base;
    t.queueCapacity = 100;
    auto e = requireEngine(oneTenantExclusive(t, 600, 10, 32));
    int overCap = 0, underFull = 0;
    for (int i = 10; i <= 599; ++i) {
        e->advanceTo(i + 0.37);
        const TenantView v = e->snapshot().tenants.at(0);
        overCap += v.queued > 100 || v.inFlight > 1;
        // After a completion the freed place is refilled within ~1 ms (10× faster than service).
        underFull += v.queued < 95;
    }
    e->runToEnd();
    const RunResults r = e->results();
    const TenantResult &o = r.tenants.at(0);
    INFO("arrivals " << o.arrivals << " completed " << o.completed << " dropped " << o.dropped << " throughput "
                     << o.throughputRps << " mean latency " << o.latencyMs.mean << " Lq " << o.meanInQueue);
    CHECK(overCap == 0);
    CHECK(underFull <= 5);
    // Throughput = capacity (a Poisson-like count of ~59 000: 2 %); 90 % of arrivals dropped.
    CHECK(o.throughputRps == Approx(100).epsilon(0.02));
    CHECK(o.arrivals == Approx(1000 * windowS(r)).epsilon(0.01));
    CHECK(double(o.dropped) == Approx(0.9 * o.arrivals).epsilon(0.02));
    // Every arrival ends exactly once: what is neither completed, failed nor dropped is still in
    // the system at the end (or was already there at the start): at most queue + concurrency.
    const double unaccounted = double(o.arrivals) - double(o.completed) - double(o.dropped) - double(o.failed());
    CHECK(std::abs(unaccounted) <= 101);
    // Latency ≈ 100 services ahead + its own: ~1 s (±5 %: the position varies by a few).
    CHECK(o.latencyMs.mean == Approx(1000).epsilon(0.05));
    // Little's law holds under overload too (drops never enter the system): 2 %.
    CHECK(o.meanInSystem == Approx(o.throughputRps * o.latencyMs.mean / 1000).epsilon(0.02));
    CHECK(o.meanInQueue <= 100);
    CHECK(o.meanInQueue >= 95);
    CHECK(allFinite(o));
    CHECK(allFinite(r.gpuStats));
}

// ---------------------------------------------------------------------------------------------
// 15. Determinism and common random numbers

TEST_CASE("The same scenario and seed give identical results and the same arrivals in every mode",
          "[mechanism][engine]")
{
    const Scenario s = ragLikeScenario(60, 5, 33);
    std::map<Mode, RunResults> byMode;
    for (Mode mode : allModes) {
        const SharingPlan plan = planForMode(s, mode);
        const RunResults r1 = runToEnd(s, plan);
        const RunResults r2 = runToEnd(s, plan);
        INFO("mode " << modeName(mode));
        checkIdentical(r1, r2);
        byMode.emplace(mode, r1);
    }
    // Common random numbers: with no drops and no unavailability every mode sees the same
    // arrivals per tenant.
    for (Mode mode : allModes) {
        for (std::size_t k = 0; k < s.tenants.size(); ++k) {
            const TenantResult &ex = byMode.at(Mode::Exclusive).tenants[k];
            const TenantResult &t = byMode.at(mode).tenants[k];
            INFO("mode " << modeName(mode) << " tenant " << t.id);
            REQUIRE(t.dropped == 0);
            REQUIRE(t.failed() == 0);
            CHECK(t.arrivals == ex.arrivals);
        }
    }
    // A different seed gives different arrivals.
    Scenario other = s;
    other.simulation.seed = 34;
    const RunResults r3 = runToEnd(other, planForMode(other, Mode::Exclusive));
    CHECK(r3.tenants[0].arrivals != byMode.at(Mode::Exclusive).tenants[0].arrivals);
}

// ---------------------------------------------------------------------------------------------
// 16. Engine invariants observed through snapshots (engine.h)

namespace {

struct InvariantCounts
{
    int steps = 0;
    int congested = 0; // tenant views with DRAM congestion (the bandwidth invariant was exercised)
    std::map<std::string, int> violations;
    std::string first;
    void bad(const std::string &what, double t)
    {
        if (violations[what]++ == 0 && first.empty()) {
            std::ostringstream os;
            os << what << " at t = " << t;
            first = os.str();
        }
    }
};

// SMs a tenant may hold at most under the plan (its domain), and its memory limit.
struct Domain
{
    double sms = 0;
    double memoryGb = 0;
    int bwDomain = 0;       // DRAM bandwidth domain: the GPU, the tenant's own GPU, or its MIG instance
    double bwCapGBps = 0;   // that domain's capacity
};

std::vector<Domain> domains(const Scenario &s, const SharingPlan &plan)
{
    const GpuModel &gpu = *s.gpu();
    std::vector<Domain> d(s.tenants.size(), Domain{double(gpu.sms), gpu.capacityGiB(), 0, gpu.bandwidthGBps});
    const auto idx = [&](const std::string &id) { return tenantIndex(s, id); };
    if (plan.mode == Mode::Exclusive)
        for (std::size_t k = 0; k < d.size(); ++k)
            d[k].bwDomain = int(k);
    if (plan.mode == Mode::Mig) {
        for (auto &x : d)
            x = Domain{0, 0, -1, 0};   // not placed: holds nothing
        int instance = 0;
        for (const auto &inst : plan.mig.instances) {
            const MigProfile *p = gpu.findMigProfile(inst.profile);
            REQUIRE(p != nullptr);
            const double cap = gpu.bandwidthGBps * p->memorySlots / gpu.memorySlots;
            for (const auto &id : inst.tenants)
                d[idx(id)] = Domain{double(p->sms), p->memoryGiB, instance, cap};
            ++instance;
        }
    } else if (plan.mode == Mode::Mps) {
        for (const auto &c : plan.mps.clients) {
            if (c.activeThreadPercentage)
                d[idx(c.tenant)].sms = *c.activeThreadPercentage / 100.0 * gpu.sms;
            if (c.pinnedMemoryLimitGb)
                d[idx(c.tenant)].memoryGb = *c.pinnedMemoryLimitGb;
        }
    } else if (plan.mode == Mode::Vgpu && !plan.vgpu.migBacked) {
        for (const auto &vm : plan.vgpu.vms) {
            const VgpuProfile *p = gpu.findVgpuProfile(vm.profile);
            REQUIRE(p != nullptr);
            d[idx(vm.tenant)].memoryGb = p->framebufferGiB();
        }
    }
    return d;
}

// perturb(engine, step) is called before every step: live changes, faults, reconfiguration.
// Returns how many tenant views showed DRAM congestion (so a caller can require the bandwidth
// invariant to have been exercised).
int checkInvariants(const Scenario &s, const SharingPlan &plan, int maxSteps,
                     const std::function<void(Engine &, int)> &perturb = {})
{
    auto e = requireEngine(s, plan);
    const GpuModel &gpu = *s.gpu();
    const std::vector<Domain> dom = domains(s, plan);
    const bool sliced = plan.mode == Mode::Timeslice || (plan.mode == Mode::Vgpu && !plan.vgpu.migBacked);
    const bool shared = plan.mode != Mode::Exclusive;
    e->advanceTo(2.0);
    InvariantCounts n;
    Snapshot prev = e->snapshot();
    std::uint64_t events = e->eventsProcessed();
    for (; n.steps < maxSteps; ++n.steps) {
        if (perturb) {
            perturb(*e, n.steps);
            events = e->eventsProcessed();
        }
        if (!e->step())
            break;
        const Snapshot snap = e->snapshot();
        const double t = snap.timeS;
        if (e->eventsProcessed() != events + 1)
            n.bad("step() processed other than one event", t);
        events = e->eventsProcessed();
        if (t < prev.timeS)
            n.bad("time went backwards", t);
        if (int(snap.smTenant.size()) != gpu.sms || int(snap.smState.size()) != gpu.sms)
            n.bad("per-SM vectors not gpu.sms long", t);
        if (snap.tenants.size() != s.tenants.size())
            n.bad("tenant views not one per tenant", t);
        double sumSms = 0, sumMem = 0;
        std::map<int, double> served; // DRAM bandwidth served per bandwidth domain
        int holders = 0, holder = -1;
        for (std::size_t k = 0; k < snap.tenants.size(); ++k) {
            const TenantView &v = snap.tenants[k];
            const TenantView &p = prev.tenants[k];
            const Tenant &tn = s.tenants[k];
            const double width = tn.smWidth ? *tn.smWidth : gpu.sms;
            sumSms += v.smsHeld;
            sumMem += v.memoryUsedGb;
            if (v.smsHeld > 1e-9) {
                ++holders;
                holder = int(k);
            }
            if (v.smsHeld > dom[k].sms + 1e-9)
                n.bad("SMs held beyond the tenant's domain", t);
            if (v.smsHeld > width * v.inFlight + 1e-9)
                n.bad("SMs held beyond sm_width x in flight", t);
            if (v.memoryUsedGb > dom[k].memoryGb + 1e-9)
                n.bad("memory beyond the tenant's instance or framebuffer", t);
            if (v.inFlight > tn.maxConcurrency)
                n.bad("in flight beyond max_concurrency", t);
            if (tn.queueCapacity && v.queued > *tn.queueCapacity)
                n.bad("queue beyond queue_capacity", t);
            if (v.congestion < 1 - 1e-12)
                n.bad("congestion below 1", t);
            if (v.bandwidthGBps < 0)
                n.bad("negative bandwidth", t);
            if (v.bandwidthGBps > 0 && v.smsHeld <= 0)
                n.bad("bandwidth drawn without SMs", t);
            served[dom[k].bwDomain] += v.bandwidthGBps;
            if (v.congestion > 1 + 1e-9)
                ++n.congested;
            if (v.completed < p.completed || v.failed < p.failed || v.dropped < p.dropped)
                n.bad("a since-start counter went down", t);
            if (v.queued < 0 || v.inFlight < 0 || v.smsHeld < 0 || v.memoryUsedGb < 0)
                n.bad("negative count", t);
        }
        for (const auto &[bd, gbps] : served) {
            double cap = 0;
            for (std::size_t k = 0; k < dom.size(); ++k)
                if (dom[k].bwDomain == bd)
                    cap = dom[k].bwCapGBps;
            if (gbps > cap * (1 + 1e-9))
                n.bad("DRAM bandwidth served beyond its domain's capacity", t);
        }
        if (shared && sumSms > gpu.sms + 1e-9)
            n.bad("SMs held beyond the GPU's SMs", t);
        if (plan.mode == Mode::Mig && sumSms > gpu.migSms + 1e-9)
            n.bad("MIG: SMs held beyond the SMs MIG exposes", t);
        if ((plan.mode == Mode::Mps || plan.mode == Mode::Timeslice) && sumMem > gpu.capacityGiB() + 1e-9)
            n.bad("memory held beyond capacity", t);
        if (sliced) {
            if (holders > 1)
                n.bad("time-sliced: more than one context holds SMs", t);
            if (holders == 1 && snap.sliceOwner != holder)
                n.bad("time-sliced: the SM holder is not the slice owner", t);
            if (snap.switching && holders > 0)
                n.bad("time-sliced: SMs held during a context switch", t);
            if (snap.sliceProgress < -1e-12 || snap.sliceProgress > 1 + 1e-12)
                n.bad("slice progress outside 0..1", t);
        }
        // The canvas draws whole SMs: each tenant owns as many SMs as it holds, rounded (±1).
        if (shared) {
            for (std::size_t k = 0; k < snap.tenants.size(); ++k) {
                const auto drawn = std::count(snap.smTenant.begin(), snap.smTenant.end(), std::int16_t(k));
                if (std::abs(double(drawn) - snap.tenants[k].smsHeld) > 1 + 1e-9)
                    n.bad("SMs drawn for a tenant differ from its SMs held by more than one", t);
            }
        }
        int unusable = 0;
        for (std::size_t i = 0; i < snap.smState.size() && i < snap.smTenant.size(); ++i) {
            const bool busy = snap.smState[i] == SmState::Busy;
            if (busy != (snap.smTenant[i] >= 0))
                n.bad("SM state Busy disagrees with smTenant", t);
            if (snap.smTenant[i] >= int(s.tenants.size()))
                n.bad("smTenant is not a tenant index", t);
            unusable += snap.smState[i] == SmState::UnusableMig;
        }
        if (plan.mode == Mode::Mig ? unusable != gpu.sms - gpu.migSms : unusable != 0)
            n.bad("UnusableMig SMs are not exactly the SMs MIG loses", t);
        if (snap.recentEvents.size() > EngineOptions{}.recentEventsCapacity)
            n.bad("more recent events than their capacity", t);
        prev = snap;
    }
    std::ostringstream all;
    for (const auto &[what, count] : n.violations)
        all << what << ": " << count << " times; ";
    INFO("mode " << modeName(plan.mode) << " steps " << n.steps << " first violation: " << n.first
                 << "; all: " << all.str());
    CHECK(n.steps == maxSteps);
    CHECK(n.violations.empty());
    return n.congested;
}

} // namespace

TEST_CASE("Snapshots respect the engine invariants in every mode at every event", "[mechanism][engine]")
{
    // The RAG-like mix: narrow sm_width, β > 0, memory per request, bursts; 20 000 events each.
    Scenario s = ragLikeScenario(60, 1, 35);
    SECTION("default plans")
    {
        for (Mode mode : allModes)
            checkInvariants(s, planForMode(s, mode), 20000);
    }
    SECTION("MPS with caps and a pinned memory limit")
    {
        SharingPlan p = mpsPlan({mpsClient("embed", 30), mpsClient("rerank", 40), mpsClient("llm")});
        p.mps.clients[2].pinnedMemoryLimitGb = 20;
        checkInvariants(s, p, 20000);
    }
    SECTION("vGPU fixed share with equal-size profiles")
    {
        checkInvariants(s, vgpuPlan(VgpuScheduler::FixedShare, "A100-20C", {"rerank", "llm"}), 20000);
    }
}

TEST_CASE("Snapshots respect the engine invariants under overload with faults and live changes",
          "[mechanism][engine]")
{
    // The RAG-like mix at 4× its rates (overloaded in every shared mode), with a fault, live
    // changes and (MIG) a reconfiguration in the middle of the 30 000 checked events.
    Scenario s = ragLikeScenario(120, 1, 54);
    for (auto &t : s.tenants)
        t.arrival.ratePerS *= 4;
    const int embed = 0, llm = 2;
    SECTION("MPS")
    {
        SharingPlan p = mpsPlan({mpsClient("embed", 30), mpsClient("rerank", 40), mpsClient("llm")});
        const int congested = checkInvariants(s, p, 30000, [&](Engine &e, int step) {
            if (step == 5000)
                e.injectFault(embed);
            if (step == 10000)
                e.setMpsCap(llm, 20.0);
            if (step == 15000)
                e.setArrivalRate(embed, 5000);
        });
        CHECK(congested > 100); // the DRAM was saturated at times: "served ≤ capacity" was exercised
    }
    SECTION("time-slicing")
    {
        checkInvariants(s, timeslicePlan(), 30000, [&](Engine &e, int step) {
            if (step == 5000)
                e.injectFault(llm);
            if (step == 10000)
                e.setTimeSliceMs(7);
        });
    }
    SECTION("vGPU equal share")
    {
        SharingPlan p = vgpuPlan(VgpuScheduler::EqualShare, "A100-5C", {"embed", "rerank"});
        p.vgpu.mixedSize = true;
        p.vgpu.vms.push_back(VgpuVm{"llm", "A100-20C"});
        checkInvariants(s, p, 30000, [&](Engine &e, int step) {
            if (step == 5000)
                e.injectFault(embed);
            if (step == 10000)
                e.setTimeSliceMs(3);
        });
    }
    SECTION("MIG with MPS inside and a reconfiguration")
    {
        const SharingPlan p1 = migPlan({migInstance("3g.20gb", 0, {"embed", "rerank"}, MigInner::Mps),
                                        migInstance("3g.20gb", 4, {"llm"})});
        const SharingPlan p2 = migPlan({migInstance("3g.20gb", 0, {"llm"}),
                                        migInstance("3g.20gb", 4, {"embed", "rerank"}, MigInner::Timeslice)});
        checkInvariants(s, p1, 30000, [&](Engine &e, int step) {
            if (step == 5000)
                CHECK(e.reconfigure(p2, 0.5));
            if (step == 20000)
                e.injectFault(embed);
        });
    }
}

// ---------------------------------------------------------------------------------------------
// More of DESIGN §3: vGPU default slice, MIG partitions, the progress formula, stranded SMs,
// bounded series, live changes.

namespace {

// Mean time between the starts of successive slices of different owners, over `slices` slices,
// using stepSlice() (which advances to the next slice boundary).
double meanSliceStartInterval(Engine &e, int slices)
{
    int lastOwner = -2;
    double firstStart = -1, lastStart = -1;
    int starts = 0;
    for (int i = 0; i < 20 * slices && starts < slices + 1; ++i) {
        REQUIRE(e.stepSlice());
        const Snapshot snap = e.snapshot();
        if (snap.sliceOwner >= 0 && snap.sliceOwner != lastOwner) {
            if (firstStart < 0)
                firstStart = snap.timeS;
            lastStart = snap.timeS;
            ++starts;
            lastOwner = snap.sliceOwner;
        }
    }
    REQUIRE(starts == slices + 1);
    return (lastStart - firstStart) / slices;
}

} // namespace

TEST_CASE("The vGPU default time slice is 2 ms when the profile allows at most 8 VMs and 1 ms beyond",
          "[mechanism][engine]")
{
    // Fact sheet §3.2. Two backlogged VMs alternate, so every slice boundary changes the owner;
    // the interval between owner changes is the slice plus any modelled switch gap: allow +10 %.
    const Tenant a = backlogTenant("a", 1, ServiceDistribution::Deterministic, 108, 1);
    const Tenant b = backlogTenant("b", 1, ServiceDistribution::Deterministic, 108, 1);
    const auto profile = GENERATE(std::string("A100-10C"), std::string("A100-5C"), std::string("A100-4C"));
    const double expectedMs = profile == "A100-4C" ? 1.0 : 2.0;   // max VMs 4, 8, 10
    const auto sched = GENERATE(VgpuScheduler::BestEffort, VgpuScheduler::EqualShare);
    auto e = requireEngine(makeScenario({a, b}, vgpuPlan(sched, profile, {"a", "b"}), 10, 1, 36));
    e->advanceTo(1.0);
    const double intervalMs = meanSliceStartInterval(*e, 200) * 1000;
    INFO("profile " << profile << " scheduler " << vgpuSchedulerName(sched) << ": slice interval " << intervalMs
                    << " ms");
    CHECK(intervalMs >= expectedMs * (1 - 1e-9));
    CHECK(intervalMs <= expectedMs * 1.1);
}

TEST_CASE("A live time slice change takes effect from now on", "[mechanism][engine]")
{
    const Tenant a = backlogTenant("a", 1, ServiceDistribution::Deterministic, 108, 1);
    const Tenant b = backlogTenant("b", 1, ServiceDistribution::Deterministic, 108, 1);
    auto e = requireEngine(makeScenario({a, b}, timeslicePlan(2.0, 50.0), 10, 1, 37));
    e->advanceTo(1.0);
    // Slice + switch: 2.05 ms, then 10.05 ms. Exact up to floating point: 0.1 %.
    CHECK(meanSliceStartInterval(*e, 100) * 1000 == Approx(2.05).epsilon(0.001));
    e->setTimeSliceMs(10.0);
    e->stepSlice();
    e->stepSlice();
    CHECK(meanSliceStartInterval(*e, 100) * 1000 == Approx(10.05).epsilon(0.001));
}

TEST_CASE("Idle SMs of one MIG instance are never lent to another", "[mechanism][engine]")
{
    // A backlogged 108-SM-wide job on a 3g.20gb (42 SMs) runs at 42/108 of solo speed even though
    // the other instance is idle. Deterministic service: exact up to the window edge (0.5 %).
    const Tenant wide = backlogTenant("wide", 1, ServiceDistribution::Deterministic, 108, 1);
    const Tenant idle = poissonTenant("idle", 0.01, 1, ServiceDistribution::Deterministic, 42, 1);
    const SharingPlan plan = migPlan({migInstance("3g.20gb", 0, {"wide"}), migInstance("3g.20gb", 4, {"idle"})});
    const RunResults r = runToEnd(makeScenario({wide, idle}, plan, 20, 1, 38));
    const TenantResult &w = resultOf(r, "wide");
    INFO("throughput " << w.throughputRps << " meanSm " << w.meanSm);
    CHECK(w.throughputRps == Approx(1000.0 * 42 / 108).epsilon(0.005));
    CHECK(w.meanSm == Approx(42).epsilon(0.005));
}

TEST_CASE("A bandwidth-bound job on a 1g MIG instance runs at one eighth of full speed", "[mechanism][engine]")
{
    // DESIGN §3 (roofline): rate = 1 / ((1 − β)·w/s + β·b_solo/b); a 1g.5gb is a bandwidth domain of
    // BW·1/8. A 108-wide job holding the 14 SMs: β = 1 → b_solo = BW, b = BW/8 (its 14 SMs could draw
    // BW·14/(φ·108) = 0.188·BW, but no request reads faster than its instance's memory slots allow),
    // rate = 1/8 exactly; β = 0 → rate = 14/108. Congestion is 1: alone in its instance it shares
    // the instance's bandwidth with no one. Deterministic backlog, 0.5 %.
    const double beta = GENERATE(0.0, 1.0);
    Tenant t = backlogTenant("t", 1, ServiceDistribution::Deterministic, 108, 1);
    t.bandwidthIntensity = beta;
    const Scenario s = makeScenario({t}, migPlan({migInstance("1g.5gb", 0, {"t"})}), 20, 1, 39);
    auto e = requireEngine(s);
    e->advanceTo(5.0);
    const TenantView v = e->snapshot().tenants.at(0);
    e->runToEnd();
    const TenantResult r = e->results().tenants.at(0);
    const double c = 1.0;
    const double rate = beta == 1.0 ? 1.0 / 8 : 14.0 / 108;
    INFO("beta " << beta << ": throughput " << r.throughputRps << " vs " << 1000 * rate << "; congestion "
                 << v.congestion << " vs " << c);
    CHECK(r.throughputRps == Approx(1000 * rate).epsilon(0.005));
    CHECK(v.congestion == Approx(c).epsilon(1e-6));
    // Bandwidth served: the 1g's 1555/8 = 194.4 GB/s at β = 1, nothing at β = 0; the GPU's DRAM
    // utilisation is then 1/8 (always busy: backlog).
    const double bw = findGpu(a100)->bandwidthGBps;
    const double served = beta * bw / 8;
    INFO("bandwidth " << v.bandwidthGBps << " vs " << served << "; dram util " << e->results().gpuStats.dramBandwidthUtil);
    CHECK(v.bandwidthGBps == Approx(served).margin(1e-6));
    CHECK(e->results().gpuStats.dramBandwidthUtil == Approx(served / bw).margin(0.002));
}

// ---------------------------------------------------------------------------------------------
// The roofline service model (DESIGN §3): the compute part of a request scales with the SMs it
// holds, the memory part with the DRAM bandwidth it gets. Each case fails with the first formula,
// rate = (s/sm_width)/((1 − β) + β·c), whose value it names.

namespace {
// Mean latency of a deterministic 10 ms backlog tenant (one request at a time) under `plan`.
double soloLatencyMs(Tenant t, const SharingPlan &plan)
{
    const Scenario s = makeScenario({t}, plan, 10, 1);
    return runToEnd(s).tenants.at(0).latencyMs.mean;
}
} // namespace

TEST_CASE("A fully memory-bound request takes its solo time on 7g.40gb and twice it on 3g.20gb",
          "[mechanism][engine][roofline]")
{
    // β = 1, sm_width = all 108 SMs, alone. 7g.40gb: 98 SMs ≥ φ·108 draw the whole bandwidth and the
    // instance has all 8 memory slots: 10 ms (the first formula: 10·108/98 = 11.0 ms). 3g.20gb: 42 SMs,
    // 4 of 8 slots, so half the bandwidth: 20 ms (the first formula: 25.7 ms).
    Tenant t = backlogTenant("t", 10, ServiceDistribution::Deterministic, 108, 1);
    t.bandwidthIntensity = 1.0;
    const double whole = soloLatencyMs(t, exclusivePlan());
    CHECK(whole == Approx(10.0).epsilon(1e-9));
    const double seven = soloLatencyMs(t, migPlan({migInstance("7g.40gb", 0, {"t"})}));
    const double three = soloLatencyMs(t, migPlan({migInstance("3g.20gb", 0, {"t"})}));
    INFO("7g.40gb " << seven << " ms, 3g.20gb " << three << " ms");
    CHECK(seven == Approx(10.0).epsilon(0.01));
    CHECK(three == Approx(20.0).epsilon(0.02));
}

TEST_CASE("A fully memory-bound request on every MIG profile of every GPU takes its solo time over the bandwidth share its instance and SMs allow",
          "[mechanism][engine][roofline]")
{
    // β = 1, sm_width = all SMs of the GPU, alone in one instance. The instance has memorySlots of
    // the GPU's memory slots (8, or 4 on A30) of the bandwidth, and its s SMs can draw at most
    // s/(φ·SM_full) of it: latency = solo / min(1, slots/total, s/(φ·SM_full)). So the whole-GPU
    // profile (7g.40gb, 4g.24gb on A30, 7g.80gb, 7g.141gb) takes its mean_ms within 1 %, and every
    // half-memory profile (3g/4g on the 8-slot GPUs, 2g.12gb on A30) twice it within 2 %.
    constexpr double phi = 0.69; // kDramSaturationSmFraction in engine.cpp
    int whole = 0, half = 0;
    for (const GpuModel &gpu : builtinGpus()) {
        if (!gpu.supportsMig())
            continue;
        for (const MigProfile &p : gpu.migProfiles) {
            Tenant t = backlogTenant("t", 10, ServiceDistribution::Deterministic, gpu.sms, 1);
            t.bandwidthIntensity = 1.0;
            Scenario s = makeScenario({t}, migPlan({migInstance(p.name, std::nullopt, {"t"})}), 10, 1, 1, gpu.id);
            const double latency = runToEnd(s).tenants.at(0).latencyMs.mean;
            const double share = std::min({1.0, double(p.memorySlots) / gpu.memorySlots,
                                           double(p.sms) / (phi * gpu.sms)});
            INFO(gpu.id << " " << p.name << ": " << latency << " ms, share of the bandwidth " << share);
            CHECK(latency == Approx(10.0 / share).epsilon(0.01));
            if (p.memorySlots == gpu.memorySlots) {
                ++whole;
                CHECK(latency == Approx(10.0).epsilon(0.01));
            } else if (2 * p.memorySlots == gpu.memorySlots) {
                ++half;
                CHECK(latency == Approx(20.0).epsilon(0.02));
            }
        }
    }
    CHECK(whole >= 6);
    CHECK(half >= 11);
}

TEST_CASE("Fewer SMs slow only the compute part of a request while they can still draw its bandwidth",
          "[mechanism][engine][roofline]")
{
    // β = 0.5, sm_width 108, alone under MPS with an active thread percentage.
    // 80 %: 86.4 SMs ≥ φ·108 = 74.5 still draw the whole bandwidth, so only the compute half slows:
    //   0.5·108/86.4 + 0.5 = 1.125× solo (the first formula: 1/0.8 = 1.25×).
    // 50 %: 54 SMs draw at most 54/(φ·108) = 0.725 of the bandwidth: 0.5·2 + 0.5·(φ·108/54) = 1.69×
    //   (the first formula: 2×). With φ ≤ 0.5, 54 SMs would draw it all and this would be 1.5×.
    // β = 0 on half its width: 2× (compute only), β = 1 alone at 80 %: 1× (memory only).
    constexpr double phi = 0.69; // kDramSaturationSmFraction in engine.cpp
    Tenant t = backlogTenant("t", 10, ServiceDistribution::Deterministic, 108, 1);
    t.bandwidthIntensity = 0.5;
    const double at80 = soloLatencyMs(t, mpsPlan({mpsClient("t", 80)})) / 10;
    const double at50 = soloLatencyMs(t, mpsPlan({mpsClient("t", 50)})) / 10;
    INFO("80 %: " << at80 << "x, 50 %: " << at50 << "x");
    CHECK(at80 == Approx(0.5 * 108 / 86.4 + 0.5).epsilon(1e-6));
    CHECK(at50 == Approx(0.5 * 2 + 0.5 * phi * 108 / 54).epsilon(1e-6));
    t.bandwidthIntensity = 0.0;
    CHECK(soloLatencyMs(t, mpsPlan({mpsClient("t", 50)})) / 10 == Approx(2.0).epsilon(1e-6));
    t.bandwidthIntensity = 1.0;
    CHECK(soloLatencyMs(t, mpsPlan({mpsClient("t", 80)})) / 10 == Approx(1.0).epsilon(1e-6));
}

TEST_CASE("A memory-bound and a compute-bound tenant under MPS beat time-slicing by at least 1.3x",
          "[mechanism][engine][roofline]")
{
    // DESIGN §3 ("that is why MPS exists"; MPS guide: kernels of different processes overlap,
    // fact sheet §2.1). The same offered load: two backlogged tenants, deterministic 10 ms on all
    // 108 SMs, one at β = 1 (memory-bound), one at β = 0 (compute-bound). Under MPS each holds
    // 54 SMs; the compute-bound one wants no bandwidth, so the memory-bound one draws what its 54
    // SMs can. Time-slicing gives each the whole GPU half the time. The first formula gave MPS
    // about 1.05× (its memory-bound half slowed with the SMs as if it were compute).
    Tenant mem = backlogTenant("mem", 10, ServiceDistribution::Deterministic, 108, 1);
    mem.bandwidthIntensity = 1.0;
    Tenant cpu = backlogTenant("cpu", 10, ServiceDistribution::Deterministic, 108, 1);
    cpu.bandwidthIntensity = 0.0;
    const Scenario s = makeScenario({mem, cpu}, mpsPlan({mpsClient("mem"), mpsClient("cpu")}), 30, 2);
    const auto total = [](const RunResults &r) {
        return resultOf(r, "mem").throughputRps + resultOf(r, "cpu").throughputRps;
    };
    const double mps = total(runToEnd(s, s.sharing));
    const double ts = total(runToEnd(s, timeslicePlan()));
    INFO("MPS " << mps << " req/s, time-slicing " << ts << " req/s, ratio " << mps / ts);
    CHECK(mps >= 1.3 * ts);
}

TEST_CASE("Under MPS a light tenant next to a neighbour saturating every SM and the DRAM loses 10-30 % of its p99",
          "[mechanism][engine][roofline]")
{
    // MPS dispatches thread blocks without preemption (fact sheet §2.1: the server owns one set of
    // scheduling resources; kernels of different clients may share an SM): while a neighbour fills
    // every SM, the light tenant's blocks wait for resident blocks to retire and compete with the
    // neighbour's queued blocks (kMpsDispatchStretch), on top of L2 (κ) and DRAM sharing. Published
    // co-location costs: TPOT +19.5 % (fact sheet §5.2), about 30 % under memory contention (§5.1
    // Igual et al.): the band is DESIGN §6's 10-30 %. Per-request water-filling alone (no dispatch
    // contention) gave the light tenant its 14 SMs and its bandwidth at once: +2.0 %.
    Tenant light = poissonTenant("light", 300, 1.5, ServiceDistribution::Lognormal, 14, 16);
    light.service.cv = 0.5;
    light.bandwidthIntensity = 0.8;
    Tenant heavy = backlogTenant("heavy", 40, ServiceDistribution::Deterministic, 54, 4);
    heavy.bandwidthIntensity = 0.9;
    const Scenario alone = makeScenario({light}, exclusivePlan(), 200, 5, 11);
    const double p99Alone = runToEnd(alone).tenants.at(0).latencyMs.p99;
    const Scenario both = makeScenario({light, heavy}, mpsPlan({mpsClient("light"), mpsClient("heavy")}), 200, 5, 11);
    const double p99Both = resultOf(runToEnd(both), "light").latencyMs.p99;
    const double rise = p99Both / p99Alone - 1;
    INFO("p99 alone " << p99Alone << " ms, next to the neighbour " << p99Both << " ms, rise " << rise);
    CHECK(rise >= 0.10);
    CHECK(rise <= 0.30);

    // a tenant alone under MPS is exactly a tenant alone on the GPU
    const Scenario mpsAlone = makeScenario({light}, mpsPlan({mpsClient("light")}), 200, 5, 11);
    checkIdentical(runToEnd(mpsAlone).tenants.at(0), runToEnd(alone).tenants.at(0));
}

TEST_CASE("Two 3g MIG instances strand the compute slice between them", "[mechanism][engine]")
{
    // 3g.20gb@0 + 3g.20gb@4 use compute slices 0-2 and 4-6: slice 3 (14 SMs) is stranded, and MIG
    // itself loses 10 of 108 SMs. A 1g.5gb alone leaves 6 slices unassigned, none stranded.
    const Tenant a = poissonTenant("a", 10, 1, ServiceDistribution::Deterministic, 42, 1);
    const Tenant b = poissonTenant("b", 10, 1, ServiceDistribution::Deterministic, 42, 1);
    {
        const SharingPlan plan = migPlan({migInstance("3g.20gb", 0, {"a"}), migInstance("3g.20gb", 4, {"b"})});
        auto e = requireEngine(makeScenario({a, b}, plan, 5, 1, 40));
        e->advanceTo(2.0);
        const Snapshot snap = e->snapshot();
        CHECK(std::count(snap.smState.begin(), snap.smState.end(), SmState::Stranded) == 14);
        CHECK(std::count(snap.smState.begin(), snap.smState.end(), SmState::UnusableMig) == 10);
        CHECK(std::count(snap.smState.begin(), snap.smState.end(), SmState::Unassigned) == 0);
        e->runToEnd();
        CHECK(e->results().gpuStats.strandedSmFraction == Approx(24.0 / 108));
    }
    {
        const SharingPlan plan = migPlan({migInstance("1g.5gb", 0, {"a"})});
        auto e = requireEngine(makeScenario({a}, plan, 5, 1, 40));
        e->advanceTo(2.0);
        const Snapshot snap = e->snapshot();
        CHECK(std::count(snap.smState.begin(), snap.smState.end(), SmState::Stranded) == 0);
        CHECK(std::count(snap.smState.begin(), snap.smState.end(), SmState::Unassigned) == 6 * 14);
        CHECK(std::count(snap.smState.begin(), snap.smState.end(), SmState::UnusableMig) == 10);
    }
}

TEST_CASE("Exclusive mode bills one GPU per tenant and shared modes one GPU", "[mechanism][engine]")
{
    const Scenario s = ragLikeScenario(30, 5, 41);
    for (Mode mode : allModes) {
        const RunResults r = runToEnd(s, planForMode(s, mode));
        INFO("mode " << modeName(mode));
        CHECK(r.gpuStats.gpusUsed == (mode == Mode::Exclusive ? 3 : 1));
        CHECK(r.gpuStats.gpuHours == Approx(r.gpuStats.gpusUsed * 25.0 / 3600));
        CHECK(r.durationS == 30);
        CHECK(r.warmupS == 5);
        CHECK(r.seed == 41);
        CHECK(r.mode == mode);
        CHECK(r.gpu == "A100-40GB");
    }
}

TEST_CASE("The chart series is sampled at its interval and bounded by its capacity", "[mechanism][engine]")
{
    const Tenant t = poissonTenant("t", 500, 1, ServiceDistribution::Exponential, 108, 1);
    EngineOptions options;
    options.sampleIntervalS = 0.1;
    options.seriesCapacity = 50;
    const Scenario s = oneTenantExclusive(t, 60, 1, 42);
    auto e = requireEngine(s, s.sharing, options);
    e->runToEnd();
    const auto &series = e->series();
    REQUIRE(series.size() == 50);
    CHECK(series.back().timeS <= 60 + 1e-9);
    CHECK(series.back().timeS >= 59.9 - 1e-9);
    double rps = 0;
    for (std::size_t i = 0; i < series.size(); ++i) {
        REQUIRE(series[i].throughputRps.size() == 1);
        REQUIRE(series[i].smsHeld.size() == 1);
        rps += series[i].throughputRps[0];
        if (i > 0)
            CHECK(series[i].timeS - series[i - 1].timeS == Approx(0.1).epsilon(1e-6));
    }
    // 50 samples of 0.1 s at 500/s: 2500 completions, σ ≈ 2 % → 8 %.
    CHECK(rps / series.size() == Approx(500).epsilon(0.08));
}

TEST_CASE("Live changes of arrival rate and MPS cap take effect from now on", "[mechanism][engine]")
{
    SECTION("arrival rate")
    {
        const Tenant t = poissonTenant("t", 500, 1, ServiceDistribution::Exponential, 108, 1);
        auto e = requireEngine(oneTenantExclusive(t, 100, 0, 43));
        e->advanceTo(50);
        e->setArrivalRate(0, 100);
        e->runToEnd();
        // 25 000 + 5 000 Poisson arrivals: σ ≈ 0.6 % → 2 %.
        CHECK(e->results().tenants.at(0).arrivals == Approx(30000).epsilon(0.02));
    }
    SECTION("MPS cap")
    {
        const Tenant a = backlogTenant("a", 1, ServiceDistribution::Deterministic, 108, 8);
        auto e = requireEngine(makeScenario({a}, mpsPlan({mpsClient("a", 25)}), 10, 1, 44));
        e->advanceTo(2.0);
        CHECK(e->snapshot().tenants.at(0).smsHeld == Approx(27));
        e->setMpsCap(0, 50.0);
        e->advanceTo(2.01);
        CHECK(e->snapshot().tenants.at(0).smsHeld == Approx(54));
        e->setMpsCap(0, std::nullopt);
        e->advanceTo(2.02);
        CHECK(e->snapshot().tenants.at(0).smsHeld == Approx(108));
    }
}

TEST_CASE("vGPU shares among several busy VMs follow the scheduler", "[mechanism][engine]")
{
    // All VMs backlogged on A100-10C (max 4 per GPU), overhead 0.03.
    // Fixed share: every VM gets 1/4 whatever the number of VMs; equal share: 1/n of n powered-on
    // VMs; best effort: 1/n minus its switch gaps. Tolerances as in the one-VM case: +1 % / -3 %.
    std::vector<Tenant> ts;
    std::vector<std::string> ids;
    for (const char *id : {"v1", "v2", "v3"}) {
        ts.push_back(backlogTenant(id, 1, ServiceDistribution::Deterministic, 108, 1));
        ids.push_back(id);
    }
    const double full = 1 / 1.03;
    const auto shares = [&](std::size_t n, VgpuScheduler sched) {
        std::vector<Tenant> sub(ts.begin(), ts.begin() + n);
        std::vector<std::string> subIds(ids.begin(), ids.begin() + n);
        const RunResults r = runToEnd(makeScenario(sub, vgpuPlan(sched, "A100-10C", subIds, 0.03), 20, 1, 45));
        std::vector<double> out;
        for (const auto &t : r.tenants)
            out.push_back(t.throughputRps / 1000.0);
        return out;
    };
    for (std::size_t n : {2u, 3u}) {
        for (double share : shares(n, VgpuScheduler::FixedShare)) {
            INFO("fixed share, " << n << " VMs: " << share);
            CHECK(share <= 0.25 * full * 1.01);
            CHECK(share >= 0.25 * full * 0.97);
        }
        for (double share : shares(n, VgpuScheduler::EqualShare)) {
            INFO("equal share, " << n << " VMs: " << share);
            CHECK(share <= full / n * 1.01);
            CHECK(share >= full / n * 0.97);
        }
        for (double share : shares(n, VgpuScheduler::BestEffort)) {
            INFO("best effort, " << n << " VMs: " << share);
            CHECK(share <= full / n * 1.01);
            CHECK(share >= full / n * 0.95);
        }
    }
}

TEST_CASE("A MIG-backed vGPU is isolated like MIG and pays the vGPU overhead", "[mechanism][engine]")
{
    // A100-3-20C VMs sit on 3g.20gb GPU instances: a backlogged 108-wide job gets 42/108 of the
    // GPU, slowed by the overhead (1.03), and its results do not depend on the other VM's load.
    const Tenant a = backlogTenant("a", 1, ServiceDistribution::Deterministic, 108, 1);
    Tenant b = poissonTenant("b", 50, 5, ServiceDistribution::Exponential, 42, 4);
    SharingPlan plan;
    plan.mode = Mode::Vgpu;
    plan.vgpu.migBacked = true;
    plan.vgpu.scheduler = VgpuScheduler::BestEffort;
    plan.vgpu.overhead = 0.03;
    plan.vgpu.vms = {VgpuVm{"a", "A100-3-20C"}, VgpuVm{"b", "A100-3-20C"}};
    const Scenario quiet = makeScenario({a, b}, plan, 20, 1, 46);
    Scenario busy = quiet;
    busy.tenants[1].arrival.ratePerS *= 5;
    const RunResults rq = runToEnd(quiet);
    const RunResults rb = runToEnd(busy);
    INFO("a throughput " << resultOf(rq, "a").throughputRps << " vs " << 1000.0 * 42 / 108 / 1.03);
    CHECK(resultOf(rq, "a").throughputRps == Approx(1000.0 * 42 / 108 / 1.03).epsilon(0.005));
    checkIdentical(resultOf(rq, "a"), resultOf(rb, "a"));
}

TEST_CASE("How a run is watched does not change what happens in it", "[mechanism][engine]")
{
    // runToEnd in one go vs advanceTo in odd 13.7 ms frames (the GUI's way) vs stepSlice: the same
    // events, the same counts; time averages may differ only by floating-point reassociation (1e-9).
    const Scenario s = ragLikeScenario(20, 2, 47);
    for (Mode mode : {Mode::Mps, Mode::Timeslice, Mode::Mig}) {
        const SharingPlan plan = planForMode(s, mode);
        auto whole = requireEngine(s, plan);
        whole->runToEnd();
        auto framed = requireEngine(s, plan);
        for (double t = 0.0137; t < 20; t += 0.0137)
            framed->advanceTo(t);
        framed->runToEnd();
        auto sliced = requireEngine(s, plan);
        while (sliced->stepSlice()) {
        }
        for (Engine *other : {framed.get(), sliced.get()}) {
            const RunResults a = whole->results();
            const RunResults b = other->results();
            INFO("mode " << modeName(mode) << (other == framed.get() ? " framed" : " stepSlice"));
            CHECK(a.events == b.events);
            for (std::size_t k = 0; k < a.tenants.size(); ++k) {
                const TenantResult &x = a.tenants[k];
                const TenantResult &y = b.tenants[k];
                INFO("tenant " << x.id);
                CHECK(x.arrivals == y.arrivals);
                CHECK(x.completed == y.completed);
                CHECK(x.failedByReason == y.failedByReason);
                CHECK(x.dropped == y.dropped);
                CHECK(x.latencyMs.mean == Approx(y.latencyMs.mean).epsilon(1e-9));
                CHECK(x.latencyMs.p99 == Approx(y.latencyMs.p99).epsilon(1e-9));
                CHECK(x.meanInSystem == Approx(y.meanInSystem).epsilon(1e-9));
                CHECK(x.meanSm == Approx(y.meanSm).epsilon(1e-9));
            }
        }
    }
}

TEST_CASE("stepSlice outside time-sliced modes processes exactly one event", "[mechanism][engine]")
{
    const Tenant t = poissonTenant("t", 500, 1, ServiceDistribution::Exponential, 108, 1);
    auto e = requireEngine(oneTenantExclusive(t, 10, 1, 48));
    e->advanceTo(1.0);
    for (int i = 0; i < 100; ++i) {
        const std::uint64_t before = e->eventsProcessed();
        REQUIRE(e->stepSlice());
        CHECK(e->eventsProcessed() == before + 1);
    }
}

TEST_CASE("A tenant the MIG plan does not place is shown as not served and holds nothing", "[mechanism][engine]")
{
    const Tenant a = poissonTenant("a", 100, 1, ServiceDistribution::Exponential, 42, 1);
    const Tenant left = poissonTenant("left", 100, 1, ServiceDistribution::Exponential, 42, 1);
    const Scenario s = makeScenario({a, left}, migPlan({migInstance("3g.20gb", 0, {"a"})}), 10, 1, 49);
    auto e = requireEngine(s);
    e->advanceTo(5.0);
    const Snapshot snap = e->snapshot();
    CHECK(snap.tenants.at(1).state == TenantState::NotServed);
    CHECK(snap.tenants.at(1).smsHeld == 0);
    CHECK(snap.tenants.at(1).memoryUsedGb == 0);
    e->runToEnd();
    const RunResults r = e->results();
    CHECK(resultOf(r, "left").completed == 0);
    CHECK(resultOf(r, "a").completed > 0);
    CHECK(r.gpuStats.gpusUsed == 1);
}

TEST_CASE("An MPS pinned memory limit fails a client's requests beyond it with oom and spares its neighbour",
          "[mechanism][engine]")
{
    // a: 4 GiB model + 3 GiB per request under a 10 GiB pinned limit → at most 2 in flight; it
    // wants ~5 (500/s × 10 ms). b has the same load and no limit, and the pool (39.6 GiB) has room
    // for b's peak (4 + 3×8 = 28 GiB) next to a's 10: b never fails.
    Tenant a = poissonTenant("a", 500, 10, ServiceDistribution::Deterministic, 5, 8);
    a.modelGb = 4;
    a.perRequestGb = 3;
    a.queueCapacity = 100;
    Tenant b = a;
    b.id = b.name = "b";
    SharingPlan plan = mpsPlan({mpsClient("a"), mpsClient("b")});
    plan.mps.clients[0].pinnedMemoryLimitGb = 10;
    auto e = requireEngine(makeScenario({a, b}, plan, 10, 1, 50));
    int over = 0;
    for (int i = 1; i <= 900; ++i) {
        e->advanceTo(1.0 + i * 0.0101);
        over += e->snapshot().tenants[0].memoryUsedGb > 10 + 1e-9;
    }
    e->runToEnd();
    const RunResults r = e->results();
    INFO("a oom " << failedWith(resultOf(r, "a"), FailureReason::Oom) << " b failed " << resultOf(r, "b").failed());
    CHECK(over == 0);
    CHECK(failedWith(resultOf(r, "a"), FailureReason::Oom) > 0);
    CHECK(resultOf(r, "b").failed() == 0);
}

TEST_CASE("An explicit vGPU time slice sets the equal share slot length", "[mechanism][engine]")
{
    const Tenant a = backlogTenant("a", 1, ServiceDistribution::Deterministic, 108, 1);
    const Tenant b = backlogTenant("b", 1, ServiceDistribution::Deterministic, 108, 1);
    auto e = requireEngine(makeScenario({a, b}, vgpuPlan(VgpuScheduler::EqualShare, "A100-10C", {"a", "b"}, 0.03, 5.0),
                                        10, 1, 51));
    e->advanceTo(1.0);
    const double intervalMs = meanSliceStartInterval(*e, 100) * 1000;
    CHECK(intervalMs >= 5.0 * (1 - 1e-9));
    CHECK(intervalMs <= 5.0 * 1.1);
}

TEST_CASE("The engine refuses plans the validator rejects", "[mechanism][engine]")
{
    const Tenant a = poissonTenant("a", 10, 1, ServiceDistribution::Exponential, 108, 1);
    const Tenant b = poissonTenant("b", 10, 1, ServiceDistribution::Exponential, 108, 1);
    Diagnostics error;
    SECTION("an illegal MIG start")
    {
        const Scenario s = makeScenario({a}, migPlan({migInstance("3g.20gb", 2, {"a"})}), 10, 1);
        CHECK(Engine::create(s, s.sharing, &error) == nullptr);
        // The validator's own finding, with its path and arguments, not a sentence.
        REQUIRE(error.size() == 1);
        CHECK(error[0].code == "mig.placement.illegal_start");
        CHECK(error[0].path == "sharing.instances[0].start");
        CHECK(error[0].arg("start") == "2");
    }
    SECTION("an unknown GPU")
    {
        Scenario s = makeScenario({a}, exclusivePlan(), 10, 1);
        s.gpuId = "no-such-gpu";
        CHECK(Engine::create(s, s.sharing, &error) == nullptr);
        REQUIRE(error.size() == 1);
        CHECK(error[0].code == "gpu.unknown");
        CHECK(error[0].arg("gpu") == "no-such-gpu");
    }
    SECTION("an equal share time slice beyond 30 ms")
    {
        const Scenario s = makeScenario({a, b}, vgpuPlan(VgpuScheduler::EqualShare, "A100-10C", {"a", "b"}, 0.03, 40.0), 10, 1);
        CHECK(Engine::create(s, s.sharing, &error) == nullptr);
    }
    SECTION("more VMs than the profile allows")
    {
        std::vector<Tenant> ts;
        std::vector<std::string> ids;
        for (int i = 0; i < 5; ++i) {
            ts.push_back(poissonTenant("t" + std::to_string(i), 10, 1, ServiceDistribution::Exponential, 108, 1));
            ids.push_back(ts.back().id);
        }
        const Scenario s = makeScenario(ts, vgpuPlan(VgpuScheduler::BestEffort, "A100-10C", ids), 10, 1);
        CHECK(Engine::create(s, s.sharing, &error) == nullptr);
    }
    CHECK_FALSE(error.empty());
}

TEST_CASE("Results and snapshots before the warm-up ends are finite and empty", "[mechanism][engine]")
{
    // The GUI asks for results from the first frame on; the measured window is still empty.
    const Scenario s = ragLikeScenario(60, 5, 52);
    for (Mode mode : allModes) {
        auto e = requireEngine(s, planForMode(s, mode));
        INFO("mode " << modeName(mode));
        for (double t : {0.0, 2.5}) {
            if (t > 0)
                e->advanceTo(t);
            const RunResults r = e->results();
            REQUIRE(r.tenants.size() == 3);
            CHECK(allFinite(r.gpuStats));
            for (const auto &tr : r.tenants) {
                INFO("t = " << t << " tenant " << tr.id);
                CHECK(allFinite(tr));
                CHECK(tr.completed == 0);
                CHECK(tr.arrivals == 0);
                CHECK(tr.throughputRps == 0);
            }
            const Snapshot snap = e->snapshot();
            CHECK(snap.timeS == t);
            CHECK(snap.tenants.size() == 3);
        }
    }
}

TEST_CASE("A live arrival rate of zero stops arrivals until it is raised again", "[mechanism][engine]")
{
    const Tenant t = poissonTenant("t", 500, 1, ServiceDistribution::Exponential, 108, 1);
    auto e = requireEngine(oneTenantExclusive(t, 30, 0, 53));
    e->advanceTo(10);
    e->setArrivalRate(0, 0);
    e->advanceTo(10.1);   // what was in the system drains
    const std::uint64_t c = e->snapshot().tenants[0].completed;
    e->advanceTo(20);
    CHECK(e->snapshot().tenants[0].completed == c);
    CHECK(e->snapshot().tenants[0].queued == 0);
    e->setArrivalRate(0, 500);
    e->advanceTo(21);
    CHECK(e->snapshot().tenants[0].completed > c + 400);
}
