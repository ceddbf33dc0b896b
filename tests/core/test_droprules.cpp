// The drop rules (core/sharing/droprules.h): decisions and diagnostics, no words.

#include "engine_fixtures.h"
#include "sharing/droprules.h"
#include "analysis/planchoice.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

using namespace gpuk;
using namespace gpuk::spec;

namespace {

Tenant sized(const std::string &id, double modelGb)
{
    Tenant t = poissonTenant(id, 10, 5);
    t.modelGb = modelGb;
    t.perRequestGb = 0;
    return t;
}

Scenario empty(Mode mode)
{
    SharingPlan p;
    p.mode = mode;
    return makeScenario({}, p, 10, 1);
}

} // namespace

TEST_CASE("a MIG drop snaps to the legal start of the room under the cursor", "[droprules]")
{
    const Scenario s = empty(Mode::Mig);
    const Tenant llm = sized("llm", 16);   // needs a 3g.20gb
    for (int slot : {0, 1, 2, 3}) {
        const DropDecision d = drop::addTenant(s, s.sharing, llm, slot);
        REQUIRE(d.accepted);
        CHECK(d.action == DropAction::MigNewInstance);
        CHECK(d.migProfile == "3g.20gb");
        CHECK(d.migStart == 0);
        CHECK(d.plan.mig.instances.at(0).start == 0);
        CHECK(d.scenario.tenants.size() == 1);
        CHECK(d.scenario.sharing.mig.instances.size() == 1);   // stored as the active plan
    }
    const DropDecision upper = drop::addTenant(s, s.sharing, llm, 6);
    REQUIRE(upper.accepted);
    CHECK(upper.migStart == 4);
}

TEST_CASE("a MIG drop over a taken start snaps to the nearest legal free start", "[droprules]")
{
    const Scenario s = empty(Mode::Mig);
    const DropDecision first = drop::addTenant(s, s.sharing, sized("embed", 2), 0);
    REQUIRE(first.accepted);
    CHECK(first.migProfile == "1g.5gb");
    // A 3g.20gb between starts 0 and 4 with 0 taken: every slot of the left half goes to 4.
    for (int slot : {0, 1, 2, 3, 4, 5}) {
        INFO("slot " << slot);
        const DropDecision d = drop::addTenant(first.scenario, first.plan, sized("llm", 16), slot);
        REQUIRE(d.accepted);
        CHECK(d.migProfile == "3g.20gb");
        CHECK(d.migStart == 4);
        CHECK(d.plan.mig.instances.at(1).start == 4);
        CHECK(d.plan.mig.instances.at(0).start == 0);   // the room already there stays
    }
    // A 1g dropped on the taken slot 0 goes to the next free slot, 1.
    const DropDecision next = drop::addTenant(first.scenario, first.plan, sized("small", 2), 0);
    REQUIRE(next.accepted);
    CHECK(next.migStart == 1);
    // Moving a room onto another one: it lands on the free start nearest to the cursor.
    const DropDecision second = drop::addTenant(first.scenario, first.plan, sized("other", 2), 6);
    REQUIRE(second.accepted);
    REQUIRE(second.migStart == 6);
    const DropDecision moved = drop::moveMigInstance(second.scenario, second.plan, 1, 0);
    REQUIRE(moved.accepted);
    CHECK(moved.plan.mig.instances.at(1).start == 1);
}

TEST_CASE("a refused MIG drop carries checkMigLayout's finding and says no start is free", "[droprules]")
{
    const Scenario s = empty(Mode::Mig);
    const DropDecision left = drop::addTenant(s, s.sharing, sized("embed", 2), 2);
    REQUIRE(left.accepted);
    REQUIRE(left.migStart == 2);
    const DropDecision first = drop::addTenant(left.scenario, left.plan, sized("rerank", 2), 6);
    REQUIRE(first.accepted);
    REQUIRE(first.migStart == 6);
    // Neither 3g.20gb start (0, 4) is free: the room under the cursor names the overlap.
    const DropDecision d = drop::addTenant(first.scenario, first.plan, sized("llm", 16), 2);
    CHECK_FALSE(d.accepted);
    REQUIRE(d.refusal.size() == 1);
    CHECK(d.refusal[0].code == "mig.placement.overlap");
    CHECK(d.refusal[0].arg("with") == "0");
    CHECK(d.legalStarts.empty());
    CHECK(d.placeAsked);
    CHECK(d.migPreview);
    CHECK(d.migStart == 0);

    // Moving the 1g to a start no 1g has is refused with the illegal start.
    const DropDecision move = drop::moveMigInstanceTo(first.scenario, first.plan, 0, 9);
    CHECK_FALSE(move.accepted);
    REQUIRE_FALSE(move.refusal.empty());
    CHECK(move.refusal[0].code == "mig.placement.illegal_start");
    // Moving it exactly onto the other 1g is refused; to a free start it is not.
    const DropDecision taken = drop::moveMigInstanceTo(first.scenario, first.plan, 0, 6);
    CHECK_FALSE(taken.accepted);
    REQUIRE_FALSE(taken.refusal.empty());
    CHECK(taken.refusal[0].code == "mig.placement.overlap");
    const DropDecision ok = drop::moveMigInstanceTo(first.scenario, first.plan, 0, 4);
    REQUIRE(ok.accepted);
    CHECK(ok.action == DropAction::MigMove);
    CHECK(ok.plan.mig.instances.at(0).start == 4);
}

TEST_CASE("drops that cannot be decided name their own codes", "[droprules]")
{
    Scenario s = empty(Mode::Exclusive);
    s.gpuId = "no-such-gpu";
    const DropDecision unknown = drop::addTenant(s, s.sharing, sized("a", 1));
    REQUIRE(unknown.refusal.size() == 1);
    CHECK(unknown.refusal[0].code == "drop.gpu_unknown");
    CHECK(unknown.refusal[0].arg("gpu") == "no-such-gpu");

    const Scenario mps = empty(Mode::Mps);
    const DropDecision noInstance = drop::moveMigInstance(mps, mps.sharing, 0, 0);
    REQUIRE(noInstance.refusal.size() == 1);
    CHECK(noInstance.refusal[0].code == "drop.no_instance");
    CHECK(drop::setMigProfile(mps, mps.sharing, 0, "1g.5gb").refusal.at(0).code == "drop.no_instance");

    const DropDecision once = drop::addTenant(mps, mps.sharing, sized("a", 1));
    REQUIRE(once.accepted);
    const DropDecision twice = drop::addTenant(once.scenario, once.plan, sized("a", 1));
    REQUIRE(twice.refusal.size() == 1);
    CHECK(twice.refusal[0].code == "tenant.duplicate_id");
}

TEST_CASE("MPS, vGPU, time-slicing and exclusive drops say what the tenant gets", "[droprules]")
{
    const Scenario mps = empty(Mode::Mps);
    const DropDecision a = drop::addTenant(mps, mps.sharing, sized("a", 1));
    REQUIRE(a.accepted);
    CHECK(a.action == DropAction::MpsClient);
    CHECK(a.mpsClient == 1);
    CHECK(a.maxMpsClients == mps.gpu()->maxMpsClients);
    const DropDecision b = drop::addTenant(a.scenario, a.plan, sized("b", 1));
    REQUIRE(b.accepted);
    CHECK(b.mpsClient == 2);

    const Scenario vgpu = empty(Mode::Vgpu);
    const DropDecision vm = drop::addTenant(vgpu, vgpu.sharing, sized("a", 3));
    REQUIRE(vm.accepted);
    CHECK(vm.action == DropAction::VgpuVm);
    REQUIRE(vm.plan.vgpu.vms.size() == 1);
    CHECK(vm.plan.vgpu.vms[0].profile == vm.vgpuProfile);
    // A second VM in equal-size mode takes the first one's profile.
    const DropDecision vm2 = drop::addTenant(vm.scenario, vm.plan, sized("b", 1));
    REQUIRE(vm2.accepted);
    CHECK(vm2.vgpuProfile == vm.vgpuProfile);

    const Scenario ts = empty(Mode::Timeslice);
    CHECK(drop::addTenant(ts, ts.sharing, sized("a", 1)).action == DropAction::TimesliceContext);
    const Scenario ex = empty(Mode::Exclusive);
    CHECK(drop::addTenant(ex, ex.sharing, sized("a", 1)).action == DropAction::ExclusiveGpu);

    // A tenant larger than the GPU is refused with the validator's new error.
    const DropDecision huge = drop::addTenant(ex, ex.sharing, sized("huge", 500));
    CHECK_FALSE(huge.accepted);
    REQUIRE(huge.refusal.size() == 1);
    CHECK(huge.refusal[0].code == "tenant.model_too_large_for_gpu");
}

TEST_CASE("newErrors names only the errors the edit brings, whatever their path", "[droprules]")
{
    const Scenario ex = empty(Mode::Exclusive);
    const DropDecision big = drop::addTenant(ex, ex.sharing, sized("big", 500));
    REQUIRE_FALSE(big.accepted);
    // Force the edit in: the scenario with the big tenant has one error the empty one lacks.
    Scenario with = ex;
    with.tenants.push_back(sized("big", 500));
    const Diagnostics fresh = drop::newErrors(ex, ex.sharing, with, with.sharing);
    REQUIRE(fresh.size() == 1);
    CHECK(fresh[0].code == "tenant.model_too_large_for_gpu");
    CHECK(drop::newErrors(with, with.sharing, with, with.sharing).empty());
}

TEST_CASE("a tenant dropped in one mode joins the scenario's plans for the other modes, and leaves them all when removed",
          "[droprules]")
{
    Scenario s = empty(Mode::Mig);
    s.tenants = {sized("a", 4), sized("b", 4)};
    for (const Mode m : {Mode::Mig, Mode::Mps, Mode::Vgpu, Mode::Timeslice, Mode::Exclusive}) {
        const SharingPlan p = defaultPlan(s, m);
        if (m == Mode::Mig)
            s.sharing = p;
        else
            s.alternatives[m] = p;
    }
    const std::map<Mode, SharingPlan> before = s.alternatives;
    for (const Mode shown : {Mode::Mig, Mode::Mps, Mode::Vgpu}) {
        INFO("dropped under " << modeName(shown));
        const SharingPlan plan = planForMode(s, shown);
        const DropDecision d = drop::addTenant(s, plan, sized("c", 4));
        REQUIRE(d.accepted);
        const Scenario &after = d.scenario;
        // Every stored plan places the new tenant where its mode needs a placement.
        const SharingPlan mig = planForMode(after, Mode::Mig);
        CHECK(std::any_of(mig.mig.instances.begin(), mig.mig.instances.end(), [](const MigInstancePlan &i) {
            return std::find(i.tenants.begin(), i.tenants.end(), "c") != i.tenants.end();
        }));
        const SharingPlan mps = planForMode(after, Mode::Mps);
        CHECK(std::count_if(mps.mps.clients.begin(), mps.mps.clients.end(), [](const MpsClient &c) { return c.tenant == "c"; }) == 1);
        const SharingPlan vgpu = planForMode(after, Mode::Vgpu);
        CHECK(std::count_if(vgpu.vgpu.vms.begin(), vgpu.vgpu.vms.end(), [](const VgpuVm &v) { return v.tenant == "c"; }) == 1);
        // ... and no mode's plan gains an error by it.
        for (const Mode m : {Mode::Mig, Mode::Mps, Mode::Vgpu, Mode::Timeslice, Mode::Exclusive})
            CHECK(drop::newErrors(s, planForMode(s, m), after, planForMode(after, m)).empty());

        // Removing it takes it out of every plan again.
        const auto [removed, shownAfter] = drop::removeTenant(after, d.plan, int(after.tenants.size()) - 1);
        for (const Mode m : {Mode::Mig, Mode::Mps, Mode::Vgpu}) {
            const SharingPlan r = planForMode(removed, m);
            CHECK(r.mps.clients.size() == planForMode(s, m).mps.clients.size());
            CHECK(r.vgpu.vms.size() == planForMode(s, m).vgpu.vms.size());
            CHECK(r.mig.instances.size() == planForMode(s, m).mig.instances.size());
        }
    }
    CHECK(s.alternatives.size() == before.size());
}
