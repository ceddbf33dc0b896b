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

const char *modeName(Mode m);                      // "exclusive", "mig", "mps", "vgpu", "timeslice"
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

struct SharingPlan
{
    Mode mode = Mode::Exclusive;
    MigPlan mig;
    MpsPlan mps;
    VgpuPlan vgpu;
    TimeslicePlan timeslice;

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

} // namespace gpuk
