#include "scenariobuilder.h"

#include <utility>

namespace gpuk {

Tenant lightTenant(const std::string &id, ArrivalProcess process, double ratePerS, double meanMs,
                   ServiceDistribution distribution, int smWidth, int maxConcurrency)
{
    Tenant t;
    t.id = id;
    t.name = id;
    t.kind = TenantKind::Custom;
    t.arrival.process = process;
    t.arrival.ratePerS = ratePerS;
    t.service.distribution = distribution;
    t.service.meanMs = meanMs;
    if (smWidth > 0)
        t.smWidth = smWidth;
    t.bandwidthIntensity = 0;
    t.modelGb = 1;
    t.perRequestGb = 0;
    t.maxConcurrency = maxConcurrency;
    t.queueCapacity = std::nullopt;
    t.sloMs = 0;
    t.restartS = 1;
    return t;
}

Scenario buildScenario(const std::string &name, const std::string &gpuId, std::vector<Tenant> tenants,
                       SharingPlan plan, double durationS, double warmupS, std::uint64_t seed)
{
    Scenario s;
    s.name = name;
    s.gpuId = gpuId;
    s.tenants = std::move(tenants);
    s.sharing = std::move(plan);
    s.simulation.durationS = durationS;
    s.simulation.warmupS = warmupS;
    s.simulation.seed = seed;
    return s;
}

SharingPlan exclusivePlan()
{
    SharingPlan p;
    p.mode = Mode::Exclusive;
    return p;
}

SharingPlan migPlan(std::vector<MigInstancePlan> instances)
{
    SharingPlan p;
    p.mode = Mode::Mig;
    p.mig.instances = std::move(instances);
    return p;
}

} // namespace gpuk
