#pragma once

// The sharing modes and what each one is, in one table (modeTraits). Code that asks a property
// of a mode ("is it time-sliced?", "does each tenant get a GPU of its own?") asks it here rather
// than comparing the mode with a list of modes, so a new mode answers every question in one
// place. modeTraits() switches over Mode without `default:`: the compiler (-Werror=switch in the
// core and ui targets) names this table, and every other switch over Mode, when a mode is added.
//
// A property that also depends on the plan's own data (a vGPU's backing) is answered in two
// steps: the trait says "depends on the backing", and the plan-level functions in plan.h
// (isTimeSliced, isMigPartitioned) decide it from the plan.

namespace gpuk {

// Quota: software slicing by quota (HAMi-core, qGPU, cGPU; the article's "vGPU by ratio"): each
// container a compute share and a memory quota, over CUDA contexts the GPU time-slices.
enum class Mode { Exclusive, Mig, Mps, Vgpu, Timeslice, Quota };
constexpr Mode allModes[] = {Mode::Exclusive, Mode::Mig, Mode::Mps, Mode::Vgpu, Mode::Timeslice, Mode::Quota};

// Where a plan lists its tenants. None: every tenant of the scenario is served implicitly.
enum class TenantList { None, MigInstances, MpsClients, VgpuVms, QuotaContainers };

// Whether a property holds: never, always, or only for a vGPU of the matching backing
// (time-sliced or MIG-backed, VgpuPlan::migBacked).
enum class ByBacking { Never, Always, TimeSlicedBacking, MigBacking };

// Which tenants one tenant's fault takes down (Engine::faultDomain gives the exact list).
enum class FaultRadius {
    OwnGpu,      // exclusive: the tenant alone, on a GPU of its own
    Partition,   // MIG: the tenants of its instance (one, unless the instance is shared)
    AllClients,  // MPS: every client of the one MPS server
    AllContexts, // time-slicing: every context on the GPU (fact sheet §6.3)
    ByBacking,   // vGPU: its VM alone (time-sliced, assumed; fact sheet §6.3 #5) or its GPU instance
    OwnContext,  // software slicing: the faulting container's own CUDA context (assumed: separate
                 // contexts, separate address spaces; docs/design-notes.md "Software slicing by quota")
};

// What dropping a new tenant on the GPU adds to the plan (sharing/droprules.h addTenant).
enum class DropRule {
    NothingToAdd, // the tenant is served implicitly
    MigInstance,  // the smallest classic profile that holds its peak memory, placed legally
    MpsClient,    // an uncapped client, up to the GPU's client limit
    VgpuVm,       // a VM with a profile of the plan's backing that holds its peak memory
    QuotaContainer, // a container with a memory quota that holds its peak memory and a share of the compute left
};

// The plan a mode gets when the scenario has none (sharing/validate.h defaultPlan; analysis/planchoice.h planForMode).
enum class DefaultPlan {
    Empty,              // nothing to list
    ClientPerTenant,    // one uncapped MPS client per tenant
    LayoutSearch,       // the MIG layout search (analysis/planchoice.h), the memory rule as fallback
    VmPerTenant,        // one VM per tenant with the smallest fitting profile
    ContainerPerTenant, // one container per tenant: its peak memory as quota, the compute shared evenly
};

// The configuration exports (core/io/exports.h ExportTarget) a plan of the mode can produce.
struct ModeExports
{
    ByBacking migLayout;   // nvidia-smi and mig-parted: a MIG layout
    bool kubernetes;       // the device plugin's ConfigMap and deployments
    bool timeSlicing;      // the device plugin's time-slicing ConfigMap (MIG: shared instances)
    bool mpsEnv;           // MPS daemon and client environment (MIG: instances running MPS inside)
    bool quotaResources;   // HAMi pod resource requests and the container environment
};

struct ModeTraits
{
    const char *fileKey;          // the word in scenario files, JSON output and --mode
    TenantList tenantList;        // where its plan lists tenants
    const char *tenantListKey;    // that list's key in the plan's JSON ("" for None)
    bool sharesGpu;               // false: every tenant gets a whole GPU of its own
    ByBacking partitionsSms;      // hardware SM partitions (MIG instances)
    ByBacking partitionsMemory;   // a fixed memory size per partition or VM (not one shared pool)
    ByBacking timeSliced;         // tenants take the whole GPU (or their share of it) in turns
    bool oneCudaContext;          // the tenants' kernels run side by side in one context (MPS server)
    bool editableCaps;            // per-tenant caps the runner edits live (MPS thread percentage, quota share)
    bool editableSlice;           // a time-slice length the runner edits live
    FaultRadius faultRadius;
    DropRule dropRule;
    DefaultPlan defaultPlan;
    ModeExports exports;
    const char *ruleFamily;       // the prefix of the codes of its own rules (validate.cpp); "" = none of its own
};

constexpr ModeTraits modeTraits(Mode m)
{
    using B = ByBacking;
    switch (m) {
    case Mode::Exclusive:
        return {"exclusive", TenantList::None, "", false, B::Never, B::Never, B::Never, false, false, false,
                FaultRadius::OwnGpu, DropRule::NothingToAdd, DefaultPlan::Empty,
                ModeExports{B::Never, true, false, false, false}, ""};
    case Mode::Mig:
        return {"mig", TenantList::MigInstances, "instances", true, B::Always, B::Always, B::Never, false, false, false,
                FaultRadius::Partition, DropRule::MigInstance, DefaultPlan::LayoutSearch,
                ModeExports{B::Always, true, true, true, false}, "mig."};
    case Mode::Mps:
        return {"mps", TenantList::MpsClients, "clients", true, B::Never, B::Never, B::Never, true, true, false,
                FaultRadius::AllClients, DropRule::MpsClient, DefaultPlan::ClientPerTenant,
                ModeExports{B::Never, true, false, true, false}, "mps."};
    case Mode::Vgpu:
        return {"vgpu", TenantList::VgpuVms, "vms", true, B::MigBacking, B::Always, B::TimeSlicedBacking, false,
                false, true, FaultRadius::ByBacking, DropRule::VgpuVm, DefaultPlan::VmPerTenant,
                ModeExports{B::MigBacking, false, false, false, false}, "vgpu."};
    case Mode::Timeslice:
        return {"timeslice", TenantList::None, "", true, B::Never, B::Never, B::Always, false, false, true,
                FaultRadius::AllContexts, DropRule::NothingToAdd, DefaultPlan::Empty,
                ModeExports{B::Never, true, true, false, false}, "timeslice."};
    case Mode::Quota:
        // Containers are separate CUDA contexts: the GPU time-slices them underneath, and each
        // container's memory quota is a fixed size (partitionsMemory) checked at every allocation.
        return {"quota", TenantList::QuotaContainers, "containers", true, B::Never, B::Always, B::Always, false,
                true, false, FaultRadius::OwnContext, DropRule::QuotaContainer, DefaultPlan::ContainerPerTenant,
                ModeExports{B::Never, false, false, false, true}, "quota."};
    }
    return {"exclusive", TenantList::None, "", false, B::Never, B::Never, B::Never, false, false, false,
            FaultRadius::OwnGpu, DropRule::NothingToAdd, DefaultPlan::Empty, ModeExports{B::Never, true, false, false, false}, ""};
}

// Whether a ByBacking property holds for a plan of the mode with the given vGPU backing.
constexpr bool holds(ByBacking b, bool migBacked)
{
    switch (b) {
    case ByBacking::Never: return false;
    case ByBacking::Always: return true;
    case ByBacking::TimeSlicedBacking: return !migBacked;
    case ByBacking::MigBacking: return migBacked;
    }
    return false;
}

// Shorthands for the questions asked most.
constexpr bool sharesGpu(Mode m) { return modeTraits(m).sharesGpu; }
constexpr bool listsTenants(Mode m) { return modeTraits(m).tenantList != TenantList::None; }
// The mode may be time-sliced (for vGPU: when time-sliced backed); see isTimeSliced(plan).
constexpr bool mayTimeSlice(Mode m) { return modeTraits(m).timeSliced != ByBacking::Never; }
// The tenants share one memory pool with no partition between them (MPS, time-slicing).
constexpr bool sharesMemoryPool(Mode m)
{
    return sharesGpu(m) && modeTraits(m).partitionsMemory == ByBacking::Never;
}
// The mode always cuts the GPU into MIG instances (MIG itself; a MIG-backed vGPU is a plan fact).
constexpr bool alwaysMigPartitioned(Mode m) { return modeTraits(m).partitionsSms == ByBacking::Always; }

} // namespace gpuk
