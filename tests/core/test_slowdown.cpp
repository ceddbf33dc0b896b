// The slowdown metric (core/analysis/slowdown.h): which scenario a tenant runs alone, and the ratio.

#include "analysis/slowdown.h"
#include "engine_fixtures.h"

#include <catch2/catch.hpp>

using namespace gpuk;
using namespace gpuk::spec;

TEST_CASE("a tenant alone keeps its own MIG instance, profile and start, and its own faults", "[slowdown]")
{
    Scenario s = makeScenario({poissonTenant("a", 50, 5), poissonTenant("b", 50, 5), poissonTenant("c", 50, 5)},
                              migPlan({migInstance("3g.20gb", {}, {"a", "b"}), migInstance("2g.10gb", 2, {"c"})}), 10, 1);
    s.faults.push_back(Fault{3.0, "a"});
    s.faults.push_back(Fault{4.0, "c"});
    const GpuModel &gpu = *s.gpu();

    const auto a = aloneOnPartition(s, gpu, s.sharing, "a");
    REQUIRE(a);
    REQUIRE(a->tenants.size() == 1);
    CHECK(a->tenants[0].id == "a");
    REQUIRE(a->sharing.mig.instances.size() == 1);
    CHECK(a->sharing.mig.instances[0].profile == "3g.20gb");
    CHECK(a->sharing.mig.instances[0].tenants == std::vector<std::string>{"a"});
    // The driver model put the 3g at 4 in the shared plan; alone it stays there.
    REQUIRE(a->sharing.mig.instances[0].start);
    CHECK(*a->sharing.mig.instances[0].start == 4);
    REQUIRE(a->faults.size() == 1);
    CHECK(a->faults[0].tenant == "a");

    const auto c = aloneOnPartition(s, gpu, s.sharing, "c");
    REQUIRE(c);
    REQUIRE(c->sharing.mig.instances.size() == 1);
    CHECK(c->sharing.mig.instances[0].profile == "2g.10gb");
    CHECK(*c->sharing.mig.instances[0].start == 2);

    CHECK_FALSE(aloneOnPartition(s, gpu, s.sharing, "nobody"));
}

TEST_CASE("a tenant alone keeps its MPS cap and its VM, and needs the plan to place it", "[slowdown]")
{
    const Scenario mps = makeScenario({poissonTenant("a", 50, 5), poissonTenant("b", 50, 5)},
                                      mpsPlan({mpsClient("a", 30), mpsClient("b", 70)}), 10, 1);
    const auto a = aloneOnPartition(mps, *mps.gpu(), mps.sharing, "a");
    REQUIRE(a);
    REQUIRE(a->sharing.mps.clients.size() == 1);
    CHECK(a->sharing.mps.clients[0].tenant == "a");
    CHECK(a->sharing.mps.clients[0].activeThreadPercentage == 30);

    const Scenario vgpu = makeScenario({poissonTenant("a", 50, 5), poissonTenant("b", 50, 5)},
                                       vgpuPlan(VgpuScheduler::EqualShare, "A100-20C", {"a", "b"}), 10, 1);
    const auto b = aloneOnPartition(vgpu, *vgpu.gpu(), vgpu.sharing, "b");
    REQUIRE(b);
    REQUIRE(b->sharing.vgpu.vms.size() == 1);
    CHECK(b->sharing.vgpu.vms[0].tenant == "b");
    CHECK(b->sharing.vgpu.vms[0].profile == "A100-20C");
    CHECK(b->sharing.vgpu.scheduler == VgpuScheduler::EqualShare);

    // An MPS plan without a client entry for the tenant does not place it.
    const Scenario missing = makeScenario({poissonTenant("a", 50, 5), poissonTenant("b", 50, 5)},
                                          mpsPlan({mpsClient("a", 30)}), 10, 1);
    CHECK_FALSE(aloneOnPartition(missing, *missing.gpu(), missing.sharing, "b"));
}

TEST_CASE("slowdown is the shared mean latency over the solo mean, 0 when either run completed nothing", "[slowdown]")
{
    TenantResult shared, alone;
    shared.completed = 10;
    shared.latencyMs.mean = 12;
    alone.completed = 10;
    alone.latencyMs.mean = 4;
    CHECK(slowdownRatio(shared, alone) == Approx(3.0));
    alone.completed = 0;
    CHECK(slowdownRatio(shared, alone) == 0);
    alone.completed = 10;
    shared.completed = 0;
    CHECK(slowdownRatio(shared, alone) == 0);
    shared.completed = 10;
    alone.latencyMs.mean = 0;
    CHECK(slowdownRatio(shared, alone) == 0);
}

TEST_CASE("a tenant alone on its time-sliced GPU is slowed down by its neighbours, exclusive by nothing", "[slowdown]")
{
    const Scenario s = makeScenario({poissonTenant("a", 60, 5), poissonTenant("b", 60, 5)}, timeslicePlan(), 20, 2);
    const RunResults both = runToEnd(s);
    const auto a = aloneOnPartition(s, *s.gpu(), s.sharing, "a");
    REQUIRE(a);
    const RunResults solo = runToEnd(*a);
    REQUIRE(solo.tenants.size() == 1);
    CHECK(slowdownRatio(resultOf(both, "a"), solo.tenants[0]) > 1.05);

    const Scenario ex = makeScenario({poissonTenant("a", 60, 5), poissonTenant("b", 60, 5)}, exclusivePlan(), 20, 2);
    const RunResults exBoth = runToEnd(ex);
    const auto exA = aloneOnPartition(ex, *ex.gpu(), ex.sharing, "a");
    REQUIRE(exA);
    CHECK(slowdownRatio(resultOf(exBoth, "a"), runToEnd(*exA).tenants[0]) == Approx(1.0));
}
