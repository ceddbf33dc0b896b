// The mode descriptor (core/sharing/modetraits.h) checked against what the code does with each
// mode: the names, the defaults, validation, the drop rules, slice estimates and the engine's
// fault domains. A trait that no longer says what the behaviour is fails here.

#include "engine_fixtures.h"
#include "sharing/droprules.h"
#include "sharing/modetraits.h"
#include "sharing/validate.h"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using namespace gpuk;
using namespace gpuk::spec;

namespace {

// Two light tenants on an A100-40GB under the default plan of `mode`.
Scenario twoTenants(Mode mode)
{
    Scenario s = makeScenario({poissonTenant("a", 10, 5), poissonTenant("b", 10, 5)}, exclusivePlan(), 2, 0);
    s.sharing = defaultPlan(s, mode);
    return s;
}

// How many tenants the plan lists (0 when the mode lists none).
std::size_t listed(const SharingPlan &plan)
{
    std::size_t n = 0;
    for (const auto &i : plan.mig.instances)
        n += i.tenants.size();
    return n + plan.mps.clients.size() + plan.vgpu.vms.size() + plan.quota.containers.size();
}

bool hasCode(const Diagnostics &d, const std::string &code, const std::string &path)
{
    for (const auto &x : d)
        if (x.code == code && x.path == path)
            return true;
    return false;
}

} // namespace

TEST_CASE("Every mode's file key is its name and reads back as the same mode")
{
    std::set<std::string> keys;
    for (Mode m : allModes) {
        INFO(modeName(m));
        CHECK(std::string(modeTraits(m).fileKey) == modeName(m));
        CHECK(modeFromName(modeTraits(m).fileKey) == m);
        CHECK(keys.insert(modeTraits(m).fileKey).second);
    }
    CHECK(keys.size() == std::size(allModes));
}

TEST_CASE("A mode's default plan lists every tenant exactly when its traits say the plan lists tenants")
{
    for (Mode m : allModes) {
        INFO(modeName(m));
        const Scenario s = twoTenants(m);
        const ModeTraits t = modeTraits(m);
        CHECK(s.sharing.mode == m);
        CHECK(listed(s.sharing) == (listsTenants(m) ? 2u : 0u));
        CHECK((t.defaultPlan == DefaultPlan::Empty) == !listsTenants(m));
        CHECK(s.sharing.mps.clients.size() == (t.defaultPlan == DefaultPlan::ClientPerTenant ? 2u : 0u));
        CHECK(s.sharing.vgpu.vms.size() == (t.defaultPlan == DefaultPlan::VmPerTenant ? 2u : 0u));
        CHECK(s.sharing.mig.instances.size() == (t.defaultPlan == DefaultPlan::LayoutSearch ? 2u : 0u));
        CHECK(s.sharing.quota.containers.size() == (t.defaultPlan == DefaultPlan::ContainerPerTenant ? 2u : 0u));
        CHECK_FALSE(hasErrors(validatePlan(s, *s.gpu(), s.sharing, "sharing")));
    }
}

TEST_CASE("Validation names a tenant the plan leaves out at the list the traits name")
{
    for (Mode m : allModes) {
        INFO(modeName(m));
        Scenario s = twoTenants(m);
        s.tenants.push_back(poissonTenant("c", 10, 5));
        const Diagnostics d = validatePlan(s, *s.gpu(), s.sharing, "sharing");
        const ModeTraits t = modeTraits(m);
        if (listsTenants(m)) {
            CHECK(std::string(t.tenantListKey) != "");
            CHECK(hasCode(d, "plan.tenant_unassigned", std::string("sharing.") + t.tenantListKey));
        } else {
            CHECK(std::string(t.tenantListKey) == "");
            for (const auto &x : d)
                CHECK(x.code != "plan.tenant_unassigned");
        }
    }
}

TEST_CASE("Dropping a tenant adds to the plan what the mode's drop rule says")
{
    for (Mode m : allModes) {
        INFO(modeName(m));
        const Scenario s = twoTenants(m);
        const DropDecision d = drop::addTenant(s, s.sharing, poissonTenant("c", 10, 5));
        REQUIRE(d.accepted);
        switch (modeTraits(m).dropRule) {
        case DropRule::NothingToAdd:
            CHECK(listed(d.plan) == 0);
            CHECK((d.action == DropAction::TimesliceContext || d.action == DropAction::ExclusiveGpu));
            break;
        case DropRule::MigInstance:
            CHECK(d.action == DropAction::MigNewInstance);
            CHECK(d.plan.mig.instances.size() == 3);
            break;
        case DropRule::MpsClient:
            CHECK(d.action == DropAction::MpsClient);
            CHECK(d.plan.mps.clients.size() == 3);
            break;
        case DropRule::VgpuVm:
            CHECK(d.action == DropAction::VgpuVm);
            CHECK(d.plan.vgpu.vms.size() == 3);
            break;
        case DropRule::QuotaContainer:
            CHECK(d.action == DropAction::QuotaContainer);
            CHECK(d.plan.quota.containers.size() == 3);
            break;
        }
    }
}

TEST_CASE("A plan is estimated to have slice events exactly when its mode and backing are time-sliced")
{
    for (Mode m : allModes) {
        for (bool migBacked : {false, true}) {
            INFO(modeName(m) << (migBacked ? " MIG-backed" : ""));
            Scenario s = twoTenants(m);
            s.sharing.vgpu.migBacked = migBacked;
            const bool sliced = isTimeSliced(s.sharing);
            CHECK(sliced == holds(modeTraits(m).timeSliced, migBacked));
            CHECK((estimatedSliceEvents(s, s.sharing, 2.0) > 0) == sliced);
            CHECK(isMigPartitioned(s.sharing) == holds(modeTraits(m).partitionsSms, migBacked));
            CHECK(isMigBackedVgpu(s.sharing) == (m == Mode::Vgpu && migBacked));
        }
    }
}

TEST_CASE("A fault takes down the tenants the mode's fault radius says, in the engine")
{
    for (Mode m : allModes) {
        INFO(modeName(m));
        const Scenario s = twoTenants(m);
        const auto engine = requireEngine(s);
        const std::size_t victims = engine->faultDomain(0).size();
        switch (modeTraits(m).faultRadius) {
        case FaultRadius::OwnGpu:
        case FaultRadius::Partition: // the default plan gives every tenant an instance of its own
        case FaultRadius::ByBacking: // the default vGPU is time-sliced: its VM alone
        case FaultRadius::OwnContext:
            CHECK(victims == 1);
            break;
        case FaultRadius::AllClients:
        case FaultRadius::AllContexts:
            CHECK(victims == 2);
            break;
        }
    }
}

TEST_CASE("Only a mode that shares the GPU puts two tenants on one GPU")
{
    for (Mode m : allModes) {
        INFO(modeName(m));
        const Scenario s = twoTenants(m);
        const auto engine = requireEngine(s);
        engine->runToEnd();
        // Exclusive counts one GPU per tenant; every sharing mode runs on one.
        CHECK((engine->results().gpuStats.gpusUsed == 1) == sharesGpu(m));
    }
}

TEST_CASE("A mode's own validation codes start with its rule family")
{
    // Codes of a validation family belong to that mode (or are shared slice limits of time-sliced plans).
    for (Mode m : allModes) {
        const std::string family = modeTraits(m).ruleFamily;
        INFO(modeName(m) << " family " << family);
        for (Mode other : allModes) {
            if (other == m || family.empty())
                continue;
            CHECK(family != modeTraits(other).ruleFamily);
        }
    }
    // An MPS plan over the client limit is refused by an mps. rule.
    Scenario s = twoTenants(Mode::Mps);
    s.sharing.mps.clients[0].activeThreadPercentage = 250;
    bool found = false;
    for (const auto &d : validatePlan(s, *s.gpu(), s.sharing, "sharing"))
        found = found || d.code.rfind(modeTraits(Mode::Mps).ruleFamily, 0) == 0;
    CHECK(found);
}
