#pragma once

// Sharing plans for the five modes (DESIGN §2.3; what each mode is: modetraits.h). A plan says
// *where* each tenant runs; the validator (validate.h) says whether that is possible on the
// chosen GPU, and the engine (sim/engine.h) says what happens when it runs.

#include "catalog/catalog.h"
#include "sharing/modetraits.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuk {

const char *modeName(Mode m);                      // "exclusive", "mig", "mps", "vgpu", "timeslice", "quota"
std::optional<Mode> modeFromName(const std::string &name);

// How several tenants share one MIG instance.
enum class MigInner { Timeslice, Mps };

struct MigInstancePlan
{
    std::string profile;            // profile name as the catalog spells it ("3g.20gb")
    std::optional<int> start;       // memory-slot start; unset = let the driver choose (in list order)
    std::vector<std::string> tenants;
    MigInner inner = MigInner::Timeslice;

    bool operator==(const MigInstancePlan &) const = default;
};

struct MigPlan
{
    bool allow4g3g = true;          // driver >= R510 (fact sheet §1.3.9); false = older driver
    std::vector<MigInstancePlan> instances;

    bool operator==(const MigPlan &) const = default;
};

struct MpsClient
{
    std::string tenant;
    std::optional<double> activeThreadPercentage; // CUDA_MPS_ACTIVE_THREAD_PERCENTAGE, a cap not a reservation
    std::optional<double> pinnedMemoryLimitGb;    // CUDA_MPS_PINNED_DEVICE_MEM_LIMIT

    bool operator==(const MpsClient &) const = default;
};

struct MpsPlan
{
    std::vector<MpsClient> clients;

    bool operator==(const MpsPlan &) const = default;
};

enum class VgpuScheduler { BestEffort, EqualShare, FixedShare };

struct VgpuVm
{
    std::string tenant;
    std::string profile;            // "A100-10C" (time-sliced) or "A100-3-20C" (MIG-backed)

    bool operator==(const VgpuVm &) const = default;
};

struct VgpuPlan
{
    bool migBacked = false;         // "backing": "timesliced" | "mig"
    VgpuScheduler scheduler = VgpuScheduler::BestEffort;
    std::optional<double> timeSliceMs; // unset = driver default (2 ms if the profile allows <= 8 VMs, else 1 ms)
    double overhead = 0.03;         // model parameter: extra solo time per request (VMware MLPerf: 0-6 %)
    bool mixedSize = false;
    std::vector<VgpuVm> vms;

    bool operator==(const VgpuPlan &) const = default;
};

// CUDA / Kubernetes time-slicing. The bare-metal slice length is not documented by NVIDIA
// (fact sheet §3.6, UNVERIFIED); 2 ms mirrors the vGPU default. switch_us is a model
// parameter calibrated by the engine, not a measured number.
struct TimeslicePlan
{
    double timeSliceMs = 2.0;
    double switchUs = 50.0;

    bool operator==(const TimeslicePlan &) const = default;
};

// Software slicing by quota (quota.h has the products' rules and the throttle's sourced numbers).
// How a container's compute share is enforced:
//   Hami:     HAMi-core's limiter: a token bucket charged per kernel launch, refilled every 120 ms
//             from NVML utilisation; on only while another container of the same or higher
//             priority is active (a lone pod runs unthrottled); a lower priority one is blocked
//             while a higher one is active.
//   Hard:     the share as a hard cap, alone or not (an ideal bucket refilled at the share;
//             HAMi's GPU_CORE_UTILIZATION_POLICY=force, qGPU fixed share, cGPU fixed %).
//   Burst:    the share guaranteed, idle compute usable by anyone (qGPU burst share).
//   Priority: a container of higher priority preempts lower ones entirely (qGPU online/offline,
//             cGPU preemptive); within a priority, burst.
enum class QuotaPolicy { Hami, Hard, Burst, Priority };
// Which product enforces it: its granularity and who enforces (quota.h quotaProductRules).
// Kai: the KAI scheduler's fractions without HAMi-core: bookkeeping only, nothing enforced.
enum class QuotaProduct { Hami, Qgpu, Cgpu, Kai };

struct QuotaContainer
{
    std::string tenant;
    double corePercent = 100;      // nvidia.com/gpucores: percent of the GPU's compute
    double memoryGb = 0;           // nvidia.com/gpumem (MiB in HAMi): the container's memory quota
    int priority = 1;              // nvidia.com/priority: 0 high, 1 low (HAMi's default)

    bool operator==(const QuotaContainer &) const = default;
};

struct QuotaPlan
{
    QuotaPolicy policy = QuotaPolicy::Hami;
    QuotaProduct product = QuotaProduct::Hami;
    std::vector<QuotaContainer> containers;

    bool operator==(const QuotaPlan &) const = default;
};

struct SharingPlan
{
    Mode mode = Mode::Exclusive;
    MigPlan mig;
    MpsPlan mps;
    VgpuPlan vgpu;
    TimeslicePlan timeslice;       // also the slice the GPU rotates quota containers' contexts by
    QuotaPlan quota;

    bool operator==(const SharingPlan &) const = default;
};

// ---- what kind of sharing a plan is (the mode's traits, modetraits.h, with the plan's backing) --

// Whether a property of the plan's mode holds for this plan (a vGPU property may depend on its backing).
inline bool holds(ByBacking b, const SharingPlan &plan)
{
    return holds(b, plan.vgpu.migBacked);
}

// The GPU is cut into MIG instances: MIG mode, or vGPU backed by MIG.
inline bool isMigPartitioned(const SharingPlan &plan)
{
    return holds(modeTraits(plan.mode).partitionsSms, plan);
}

// vGPU whose VMs each get a MIG GPU instance.
inline bool isMigBackedVgpu(const SharingPlan &plan)
{
    return isMigPartitioned(plan) && !alwaysMigPartitioned(plan.mode);
}

// Tenants take the whole GPU in turns: CUDA time-slicing, or time-sliced vGPU.
inline bool isTimeSliced(const SharingPlan &plan)
{
    return holds(modeTraits(plan.mode).timeSliced, plan);
}

// The catalog's backing for the plan's vGPU profiles.
inline VgpuBacking vgpuBacking(const VgpuPlan &vgpu)
{
    return vgpu.migBacked ? VgpuBacking::MigBacked : VgpuBacking::TimeSliced;
}

const char *vgpuSchedulerName(VgpuScheduler s);    // "best_effort", "equal_share", "fixed_share"
const char *migInnerName(MigInner i);              // "timeslice", "mps"
const char *quotaPolicyName(QuotaPolicy p);        // "hami", "hard", "burst", "priority"
std::optional<QuotaPolicy> quotaPolicyFromName(const std::string &name);
const char *quotaProductName(QuotaProduct p);      // "hami", "qgpu", "cgpu", "kai"
std::optional<QuotaProduct> quotaProductFromName(const std::string &name);

} // namespace gpuk
