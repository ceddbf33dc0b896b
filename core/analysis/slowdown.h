#pragma once

// Slowdown: how much sharing costs one tenant. A tenant's mean latency divided by its mean
// latency when it runs alone on the same partition: the same MIG instance (profile and start),
// the same MPS client entry (cap and memory limit), its own VM (same profile and scheduler), the
// time-sliced GPU to itself, its own GPU (exclusive: 1 by construction). Each tenant sees the
// same requests in both runs (every tenant has its own random stream), so the ratio measures
// interference alone. The caller runs the simulations (sim/engine.h); this says which scenario
// to run alone and what the two results give.

#include "metrics/results.h"
#include "scenario.h"

#include <optional>
#include <string>

namespace gpuk {

// The scenario with only tenant `id`, on the partition `plan` gives it; faults of other tenants
// are dropped, alternatives cleared, and the reduced plan becomes the scenario's sharing plan.
// std::nullopt if the plan does not place the tenant or the reduced plan is not valid.
std::optional<Scenario> aloneOnPartition(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                                         const std::string &id);

// shared.latencyMs.mean / alone.latencyMs.mean, or 0 (not computed) when either run completed
// nothing or the solo mean is not positive.
double slowdownRatio(const TenantResult &shared, const TenantResult &alone);

} // namespace gpuk
