#pragma once

// What a comparison states of each mode beside its run (the comparison window's per-mode table, `compare`'s
// "facts"): the memory the plan hands out against what the tenants used, how far one fault
// reaches (the engine's fault domain), what changing the plan costs, and what nvidia-smi and
// DCGM can attribute to a tenant. Each fact comes from the engine or the fact sheet, never from
// the mode's name alone where the engine knows it.

#include "metrics/results.h"
#include "scenario.h"
#include "sharing/plan.h"

#include <optional>
#include <vector>

namespace gpuk {

// What a change of the plan takes (fact sheet §1.5, §2.7 Table 3, §3 RmPVMRL; HAMi for quotas).
enum class Reconfiguration {
    NothingShared,    // exclusive: every tenant has a GPU of its own; a new tenant needs another GPU
    WhenIdle,         // MIG: an instance is destroyed or made only when no process uses it ("When idle")
    ProcessLaunch,    // MPS: a client's limits are set when the client process starts ("Process launch")
    Dynamic,          // time-slicing: contexts come and go; nothing to set
    HostReload,       // vGPU: a VM's profile is fixed; the scheduler (RmPVMRL) needs the vGPU manager reloaded or the host rebooted
    Live,             // software slicing: a container's share is edited while it runs (the article: "adjustable at any time")
};

// Who nvidia-smi's utilisation can be read for (fact sheet §4.3, §1.6 "Monitoring", §2 MPS).
enum class UtilAttribution {
    PerTenantGpu,     // exclusive: each tenant's own GPU, so the GPU's figures are the tenant's
    NotPerMigDevice,  // MIG: NVML/nvidia-smi do not attribute utilisation to MIG devices (A100/A30: N/A); DCGM profiling does, per instance
    MpsServer,        // MPS: all client work is attributed to the MPS server process
    WholeGpuOnly,     // time-slicing, software slicing: GPU-Util is the whole GPU's, every tenant sees the same figure
    NotSourced,       // vGPU: the fact sheet has no source for per-VM utilisation; we state nothing
};

struct ModeFacts
{
    Mode mode = Mode::Exclusive;
    int gpusUsed = 1;
    double smOccupancy = 0;            // the run's (DCGM SM_ACTIVE-like)
    double smActive = 0;               // the run's (nvidia-smi GPU-Util-like)
    double strandedSmFraction = 0;     // the run's: SMs this plan can never use
    // Memory: what the plan reserves for tenants (MIG instances, vGPU framebuffers, MPS pinned
    // limits, quotas, whole GPUs when exclusive) and the time-average the tenants held.
    std::optional<double> memoryHandedOutGiB; // empty: the plan hands out none (one pool, first come)
    double memoryCapacityGiB = 0;      // of the GPUs used
    double memoryUsedGiB = 0;
    // One fault of a tenant takes down its fault domain (Engine::faultDomain): the most and the
    // mean number of tenants one fault takes, over the tenants the plan places.
    int blastRadiusMax = 0;
    double blastRadiusMean = 0;
    int placedTenants = 0;
    Reconfiguration reconfiguration = Reconfiguration::Dynamic;
    UtilAttribution attribution = UtilAttribution::WholeGpuOnly;
};

// The facts of `plan` on the scenario's GPU with its run. An engine that refuses the plan leaves
// the blast radius at 0.
ModeFacts modeFacts(const Scenario &scenario, const SharingPlan &plan, const RunResults &run);

} // namespace gpuk
