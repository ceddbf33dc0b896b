#include "analysis/slowdown.h"

#include "sharing/mig.h"
#include "sharing/validate.h"

#include <algorithm>

namespace gpuk {

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
    a.faults.clear();
    for (const auto &f : scenario.faults)
        if (f.tenant == id)
            a.faults.push_back(f);

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
        p.mps.clients.clear();
        for (const auto &c : plan.mps.clients)
            if (c.tenant == id)
                p.mps.clients.push_back(c);
        if (p.mps.clients.empty())
            return std::nullopt;
        break;
    case Mode::Vgpu:
        p.vgpu.vms.clear();
        for (const auto &vm : plan.vgpu.vms)
            if (vm.tenant == id)
                p.vgpu.vms.push_back(vm);
        if (p.vgpu.vms.empty())
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
