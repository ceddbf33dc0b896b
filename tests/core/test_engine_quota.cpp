// Software slicing by quota (Mode::Quota): the limiter's policies, memory quotas, the fault radius
// and the laws every mode keeps (sharing/quota.h, core/sim/engine_quota.cpp).

#include "engine_fixtures.h"

#include "sharing/quota.h"

#include <catch2/catch.hpp>

using namespace gpuk;
using namespace gpuk::spec;

namespace {

// The share of the GPU's SM time a full-width tenant used over the window.
double gpuShare(const RunResults &r, const std::string &id) { return resultOf(r, id).meanSm / double(a100Sms); }

} // namespace

TEST_CASE("Under a hard limit a backlogged 30 % container gets 30 % of the GPU beside a neighbour, within one sleep tick",
          "[quota]")
{
    for (double share : {10.0, 30.0, 50.0}) {
        CAPTURE(share);
        const Scenario s = makeScenario({backlogTenant("a", 5), backlogTenant("b", 5)},
                                        quotaPlan(QuotaPolicy::Hard, {{"a", share, 1, 1}, {"b", 100 - share, 1, 1}}), 30, 2);
        const RunResults r = runToEnd(s);
        // the limiter lets a container go only at 10 ms ticks and the GPU switches contexts: the
        // share holds to within a few per cent of the GPU, never above it by more than one tick's worth
        CHECK(gpuShare(r, "a") == Approx(share / 100).margin(0.02));
        CHECK(gpuShare(r, "a") <= share / 100 + kQuotaSleepS / 1.0);
        CHECK(gpuShare(r, "b") == Approx(1 - share / 100).margin(0.03));
    }
}

TEST_CASE("Under a hard limit a container alone stays at its share and the GPU stands idle the rest of the time", "[quota]")
{
    const Scenario s = makeScenario({backlogTenant("a", 5)}, quotaPlan(QuotaPolicy::Hard, {{"a", 30, 1, 1}}), 30, 2);
    const RunResults r = runToEnd(s);
    CHECK(gpuShare(r, "a") == Approx(0.30).margin(0.02));
    CHECK(resultOf(r, "a").throttledFraction == Approx(0.70).margin(0.03));
    CHECK(r.gpuStats.smActive == Approx(0.30).margin(0.02));
}

TEST_CASE("Under HAMi's policy a lone pod is not throttled, whatever its gpucores", "[quota]")
{
    for (double share : {10.0, 30.0, 90.0}) {
        CAPTURE(share);
        const Scenario s = makeScenario({backlogTenant("a", 5), poissonTenant("idle", 0.001, 1)},
                                        quotaPlan(QuotaPolicy::Hami, {{"a", share, 1, 1}, {"idle", 10, 1, 1}}), 30, 2);
        const RunResults r = runToEnd(s);
        CHECK(gpuShare(r, "a") > 0.97);
        CHECK(resultOf(r, "a").throttledFraction == 0);
    }
}

TEST_CASE("Under HAMi's policy two busy pods are throttled, and a higher priority one blocks a lower one", "[quota]")
{
    const Scenario same = makeScenario({backlogTenant("a", 5), backlogTenant("b", 5)},
                                       quotaPlan(QuotaPolicy::Hami, {{"a", 30, 1, 1}, {"b", 70, 1, 1}}), 40, 10);
    const RunResults r = runToEnd(same);
    CHECK(resultOf(r, "a").throttledFraction > 0);
    CHECK(gpuShare(r, "a") + gpuShare(r, "b") < 1.0);

    const Scenario prio = makeScenario({backlogTenant("high", 5), backlogTenant("low", 5)},
                                       quotaPlan(QuotaPolicy::Hami, {{"high", 50, 1, 0}, {"low", 50, 1, 1}}), 40, 10);
    const RunResults p = runToEnd(prio);
    CHECK(gpuShare(p, "low") < 0.01); // blocked from the first monitor period on
    CHECK(resultOf(p, "low").throttledFraction > 0.99);
}

TEST_CASE("Under the burst policy a container gets all of an idle GPU and its share beside a busy one", "[quota]")
{
    const Scenario idle = makeScenario({backlogTenant("a", 5), poissonTenant("b", 0.001, 1)},
                                       quotaPlan(QuotaPolicy::Burst, {{"a", 30, 1, 1}, {"b", 70, 1, 1}}, QuotaProduct::Qgpu), 30, 2);
    CHECK(gpuShare(runToEnd(idle), "a") > 0.97);

    const Scenario busy = makeScenario({backlogTenant("a", 5), backlogTenant("b", 5)},
                                       quotaPlan(QuotaPolicy::Burst, {{"a", 30, 1, 1}, {"b", 70, 1, 1}}, QuotaProduct::Qgpu), 30, 2);
    const RunResults r = runToEnd(busy);
    CHECK(gpuShare(r, "a") == Approx(0.30).margin(0.03));
    CHECK(gpuShare(r, "b") == Approx(0.70).margin(0.03));
}

TEST_CASE("Under the priority policy a high-priority container preempts a low one, which runs in its idle time", "[quota]")
{
    // high: Poisson at about 40 % load; low: a backlog that takes the rest
    const Scenario s = makeScenario({poissonTenant("high", 40, 10), backlogTenant("low", 5)},
                                    quotaPlan(QuotaPolicy::Priority, {{"high", 50, 1, 0}, {"low", 50, 1, 1}}, QuotaProduct::Qgpu),
                                    60, 5);
    const RunResults r = runToEnd(s);
    const RunResults alone = runToEnd(makeScenario({poissonTenant("high", 40, 10)},
                                                   quotaPlan(QuotaPolicy::Priority, {{"high", 50, 1, 0}}, QuotaProduct::Qgpu), 60, 5));
    CHECK(gpuShare(r, "low") > 0.3);
    // the high-priority tenant waits at most a tick (and a context switch) for the low one to leave
    CHECK(resultOf(r, "high").latencyMs.mean < resultOf(alone, "high").latencyMs.mean + 10.5);
}

TEST_CASE("Shares over 100 % are refused, with the path and the rule", "[quota]")
{
    const Scenario s = makeScenario({backlogTenant("a", 5), backlogTenant("b", 5)},
                                    quotaPlan(QuotaPolicy::Hard, {{"a", 60, 1, 1}, {"b", 50, 1, 1}}), 10, 1);
    const Diagnostics d = validatePlan(s, *s.gpu(), s.sharing, "sharing");
    REQUIRE(hasErrors(d));
    const auto it = std::find_if(d.begin(), d.end(), [](const Diagnostic &x) { return x.code == "quota.shares_exceed_gpu"; });
    REQUIRE(it != d.end());
    CHECK(it->path == "sharing.containers");
    CHECK(it->arg("percent") == "110");
    CHECK_FALSE(Engine::create(s, s.sharing));
}

TEST_CASE("A quota step that the product does not offer and a quota above the GPU are refused", "[quota]")
{
    const Scenario q = makeScenario({backlogTenant("a", 5)},
                                    quotaPlan(QuotaPolicy::Hard, {{"a", 33, 1.5, 1}}, QuotaProduct::Qgpu), 10, 1);
    const Diagnostics d = validatePlan(q, *q.gpu(), q.sharing, "sharing");
    auto has = [&](const char *code, const char *path) {
        return std::any_of(d.begin(), d.end(), [&](const Diagnostic &x) { return x.code == code && x.path == path; });
    };
    CHECK(has("quota.core_step", "sharing.containers[0].core_percent"));
    CHECK(has("quota.memory_step", "sharing.containers[0].memory_gb"));
    const Scenario big = makeScenario({backlogTenant("a", 5)}, quotaPlan(QuotaPolicy::Hami, {{"a", 30, 64, 1}}), 10, 1);
    const Diagnostics b = validatePlan(big, *big.gpu(), big.sharing, "sharing");
    CHECK(std::any_of(b.begin(), b.end(), [](const Diagnostic &x) {
        return x.code == "quota.memory_exceeds_gpu" && x.path == "sharing.containers[0].memory_gb";
    }));
}

TEST_CASE("An allocation over a container's memory quota fails that container alone, with oom", "[quota]")
{
    Tenant a = poissonTenant("a", 200, 10, ServiceDistribution::Exponential, a100Sms, 8);
    a.modelGb = 2;
    a.perRequestGb = 1; // at most 2 requests fit a 4 GiB quota beside the model
    Tenant b = poissonTenant("b", 50, 2);
    b.modelGb = 2;
    b.perRequestGb = 0.5;
    const Scenario s = makeScenario({a, b}, quotaPlan(QuotaPolicy::Hard, {{"a", 50, 4, 1}, {"b", 50, 8, 1}}), 20, 2);
    const RunResults r = runToEnd(s);
    CHECK(failedWith(resultOf(r, "a"), FailureReason::Oom) > 0);
    CHECK(resultOf(r, "b").failed() == 0);
}

TEST_CASE("A fault in a container takes down its own context only", "[quota]")
{
    Scenario s = makeScenario({poissonTenant("a", 50, 2), poissonTenant("b", 50, 2)},
                              quotaPlan(QuotaPolicy::Hami, {{"a", 50, 1, 1}, {"b", 50, 1, 1}}), 20, 2);
    s.faults.push_back(Fault{10.0, "a"});
    s.tenants[0].restartS = 2;
    auto e = requireEngine(s);
    CHECK(e->faultDomain(0) == std::vector<int>{0});
    e->runToEnd();
    const RunResults r = e->results();
    CHECK(resultOf(r, "b").failed() == 0);
    CHECK(failedWith(resultOf(r, "a"), FailureReason::Fault) + resultOf(r, "a").unserved + resultOf(r, "a").failed() > 0);
}

TEST_CASE("Software slicing is deterministic and keeps Little's law for every policy", "[quota]")
{
    for (QuotaPolicy policy : {QuotaPolicy::Hami, QuotaPolicy::Hard, QuotaPolicy::Burst, QuotaPolicy::Priority}) {
        CAPTURE(quotaPolicyName(policy));
        const QuotaProduct product = policy == QuotaPolicy::Hami ? QuotaProduct::Hami : QuotaProduct::Qgpu;
        const Scenario s = makeScenario({poissonTenant("a", 60, 5), poissonTenant("b", 30, 8)},
                                        quotaPlan(policy, {{"a", 50, 1, 1}, {"b", 50, 1, policy == QuotaPolicy::Priority ? 0 : 1}}, product),
                                        60, 5, 11);
        const RunResults r1 = runToEnd(s);
        const RunResults r2 = runToEnd(s);
        checkIdentical(r1, r2);
        for (const char *id : {"a", "b"}) {
            const TenantResult &t = resultOf(r1, id);
            // L = λ W over the window (requests crossing its edges make the small difference)
            CHECK(t.meanInSystem == Approx(t.throughputRps * t.latencyMs.mean / 1000.0).epsilon(0.05));
        }
    }
}

TEST_CASE("A software-slicing run whose limiter ticks alone pass the event budget is refused with that reason, not a slice length",
          "[quota]")
{
    const Scenario s = makeScenario({backlogTenant("a", 5)}, quotaPlan(QuotaPolicy::Hard, {{"a", 30, 1, 1}}), 604800, 1);
    const Diagnostics d = validatePlan(s, *s.gpu(), s.sharing, "sharing");
    CHECK(std::any_of(d.begin(), d.end(), [](const Diagnostic &x) {
        return x.code == "quota.too_many_limiter_events" && x.path == "sharing.containers";
    }));
    CHECK_FALSE(std::any_of(d.begin(), d.end(), [](const Diagnostic &x) { return x.code == "timeslice.too_many_slices"; }));
    // two days fit, and late in them (where the clock steps by about 3e-11 s, more than a bucket's
    // rounding dust) the bucket still keeps the share and the run ends
    const Scenario ok = makeScenario({backlogTenant("a", 5)}, quotaPlan(QuotaPolicy::Hard, {{"a", 30, 1, 1}}), 172800, 172790);
    CHECK(gpuShare(runToEnd(ok), "a") == Approx(0.30).margin(0.02));
}

TEST_CASE("A container's compute share changed mid-run holds from then on", "[quota]")
{
    const Scenario s = makeScenario({backlogTenant("a", 5)}, quotaPlan(QuotaPolicy::Hard, {{"a", 30, 1, 1}}), 40, 20);
    auto e = requireEngine(s);
    e->advanceTo(20.0);
    e->setQuotaShare(0, 60);
    e->runToEnd();
    // the window is [20, 40): all of it at the new share
    CHECK(gpuShare(e->results(), "a") == Approx(0.60).margin(0.02));
}
