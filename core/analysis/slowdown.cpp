#include "analysis/slowdown.h"

#include "sharing/mig.h"
#include "sharing/validate.h"

#include <algorithm>
#include <string>
#include <vector>

namespace gpuk {

namespace {

// The entries of `all` (faults, MPS clients, VMs) that name tenant `id`, in their order.
template <typename T>
std::vector<T> ofTenant(const std::vector<T> &all, const std::string &id)
{
    std::vector<T> out;
    for (const auto &x : all)
        if (x.tenant == id)
            out.push_back(x);
    return out;
}

} // namespace

std::optional<Scenario> aloneOnPartition(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                                         const std::string &id)
{
    Scenario a = scenario;
    a.tenants.clear();
    for (const auto &t : scenario.tenants)
        if (t.id == id)
            a.tenants.push_back(t);
    if (a.tenants.size() != 1)
        return std::nullopt;
    a.alternatives.clear();
    a.faults = ofTenant(scenario.faults, id);

    SharingPlan p = plan;
    switch (plan.mode) {
    case Mode::Exclusive:
    case Mode::Timeslice:
        break;
    case Mode::Mig: {
        const std::optional<MigLayout> layout = resolveMigLayout(gpu, plan.mig);
        p.mig.instances.clear();
        for (std::size_t i = 0; i < plan.mig.instances.size(); ++i) {
            const auto &inst = plan.mig.instances[i];
            if (std::find(inst.tenants.begin(), inst.tenants.end(), id) == inst.tenants.end())
                continue;
            MigInstancePlan one = inst;
            one.tenants = {id};
            if (layout && layout->size() == plan.mig.instances.size())
                one.start = (*layout)[i].start;
            p.mig.instances.push_back(one);
            break;
        }
        if (p.mig.instances.empty())
            return std::nullopt;
        break;
    }
    case Mode::Mps:
        p.mps.clients = ofTenant(plan.mps.clients, id);
        if (p.mps.clients.empty())
            return std::nullopt;
        break;
    case Mode::Vgpu:
        p.vgpu.vms = ofTenant(plan.vgpu.vms, id);
        if (p.vgpu.vms.empty())
            return std::nullopt;
        break;    case Mode::Quota: // its own container: under HAMi's policy a lone pod runs unthrottled
        p.quota.containers = ofTenant(plan.quota.containers, id);
        if (p.quota.containers.empty())
            return std::nullopt;
        break;
    }
    a.sharing = p;
    if (hasErrors(validatePlan(a, gpu, p, "sharing")))
        return std::nullopt;
    return a;
}

double slowdownRatio(const TenantResult &shared, const TenantResult &alone)
{
    if (shared.completed && alone.completed && alone.latencyMs.mean > 0)
        return shared.latencyMs.mean / alone.latencyMs.mean;
    return 0;
}

} // namespace gpuk
