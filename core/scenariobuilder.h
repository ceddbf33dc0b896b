#pragma once

// Scenarios built in code rather than read from a file: the receipts (core/analysis/receipts.cpp)
// and the engine tests build their setups from these, so that both name only what a setup is
// about and leave the rest at the same values.

#include "scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gpuk {

// A tenant with little memory (a 1 GB model, nothing per request), no SLO, an unbounded queue and
// a 1 s restart; β 0. smWidth 0 = every SM (unset).
Tenant lightTenant(const std::string &id, ArrivalProcess process, double ratePerS, double meanMs,
                   ServiceDistribution distribution, int smWidth = 0, int maxConcurrency = 1);

// A scenario on the catalog GPU `gpuId` running `plan`, with no alternatives and no faults.
Scenario buildScenario(const std::string &name, const std::string &gpuId, std::vector<Tenant> tenants,
                       SharingPlan plan, double durationS, double warmupS, std::uint64_t seed);

SharingPlan exclusivePlan();
SharingPlan migPlan(std::vector<MigInstancePlan> instances);

} // namespace gpuk
