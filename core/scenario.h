#pragma once

// A scenario: the GPU, the tenants, the active sharing plan, optional alternative plans per
// mode, faults and simulation settings (DESIGN §5). It is plain data: loading and saving live
// in core/io (QtCore), checking lives in core/sharing/validate.h.

#include "catalog/catalog.h"
#include "lesson.h"
#include "sharing/plan.h"
#include "workload/tenant.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuk {

inline constexpr const char *scenarioFormat = "gpukitchen-scenario/1";

struct Fault
{
    double atS = 0;
    std::string tenant;
    std::string kind = "fatal";     // only "fatal" so far

    bool operator==(const Fault &) const = default;
};

// The longest simulated run a scenario may ask for (7 days): the reader refuses more, and the
// engine's latency histogram covers every latency a run this long can produce.
inline constexpr double maxSimulationDurationS = 7 * 86400.0;

struct SimulationSettings
{
    double durationS = 60;
    double warmupS = 5;
    std::uint64_t seed = 1;

    bool operator==(const SimulationSettings &) const = default;
};

struct Scenario
{
    std::string name;
    std::string description;
    // Either a catalog id (gpuId set, customGpu empty) or a custom GPU defined in the file.
    std::string gpuId;
    std::optional<GpuModel> customGpu;
    std::vector<Tenant> tenants;
    SharingPlan sharing;
    std::map<Mode, SharingPlan> alternatives; // key never equals sharing.mode
    std::vector<Fault> faults;
    SimulationSettings simulation;
    std::optional<Lesson> lesson;

    // The GPU the scenario runs on: the custom one, else the catalog entry (nullptr if unknown).
    const GpuModel *gpu() const;
    const Tenant *findTenant(const std::string &id) const;

    bool operator==(const Scenario &) const = default;
};

// The scenario after its lesson's reference solution: the solution's tenants and plan in place of
// the scenario's; the replaced plan becomes the alternative of its mode (unless the solution's plan
// has that mode), so every mode still has the plan the scenario gave it. Without a lesson solution
// the scenario itself. The result carries no lesson.
Scenario solvedScenario(const Scenario &scenario);

} // namespace gpuk
