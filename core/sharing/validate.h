#pragma once

// Semantic validation of a scenario against its GPU: every problem at once, each with a
// JSON path and a code (DESIGN §2.3). Structural problems (wrong types, unknown keys, NaN,
// ranges of single fields) are found by the file reader in core/io before this runs; this
// layer checks what only makes sense with the whole scenario and the catalog in hand.
//
// Codes (args in brackets):
//   gpu.unknown [gpu]                         the catalog has no such GPU
//   tenant.duplicate_id [id]
//   tenant.sm_width_exceeds_gpu [sm_width, sms]
//   tenant.model_too_large_for_gpu [tenant, needed_gb, capacity_gb]
//   plan.unknown_tenant [tenant]              a plan names a tenant that does not exist
//   plan.tenant_twice [tenant]                a tenant appears twice in one plan
//   plan.tenant_unassigned [tenant] (warning) a tenant the plan does not serve
//   plan.mode_mismatch [key, mode]            alternatives.<key> holds a plan of another mode
//   plan.alternative_duplicates_active [mode] an alternative for the active mode
//   mig.* (see mig.h)                         layout legality
//   mig.instance_empty (warning)              an instance with no tenant
//   mig.inner_mps_too_many_clients [count, max]
//   memory.does_not_fit [tenant(s), needed_gb, capacity_gb, where]
//   mps.too_many_clients [count, max]
//   mps.pinned_limit_exceeds_gpu [limit_gb, capacity_gb]
//   mps.model_exceeds_pinned_limit [tenant, needed_gb, limit_gb]
//   vgpu.not_supported [gpu]                  no vGPU profiles in the catalog for this GPU
//   vgpu.profile.unknown [profile, gpu]
//   vgpu.profile.wrong_backing [profile, backing]
//   vgpu.mixed_sizes_not_allowed [profiles]
//   vgpu.fixed_share_with_mixed_sizes
//   vgpu.too_many_vms [profile, count, max]
//   vgpu.framebuffer_exceeded [needed_gb, capacity_gb]
//   vgpu.time_slice_out_of_range [value]      equal/fixed share take 1-30 ms
//   timeslice.models_exceed_memory [needed_gb, capacity_gb]
//   fault.unknown_tenant [tenant]
//   fault.after_end [at_s, duration_s] (warning)
//   simulation.warmup_not_before_end [warmup_s, duration_s]

#include "diagnostic.h"
#include "scenario.h"
#include "sharing/mig.h"

namespace gpuk {

// Validates the active plan and every alternative.
Diagnostics validateScenario(const Scenario &scenario);

// Validates one plan; `path` is where the plan lives ("sharing" or "alternatives.mps").
Diagnostics validatePlan(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                         const std::string &path);

// The MIG layout a plan describes, with every start resolved (auto placement applied), or
// std::nullopt if it is illegal.
std::optional<MigLayout> resolveMigLayout(const GpuModel &gpu, const MigPlan &plan);

// The documented default plan for a mode the file does not give (used by `compare` and when the
// GUI switches mode). Rules, also in the README:
//   exclusive: every tenant on its own GPU.
//   mps:       every tenant a client, no caps.
//   timeslice: every tenant a context, defaults of TimeslicePlan.
//   mig:       tenants sorted by peak memory (descending) each get the smallest profile that fits
//              its peak memory, placed by the driver model; a tenant that fits nowhere is left
//              unassigned (a warning says so).
//   vgpu:      time-sliced, best effort; one VM per tenant, all of the smallest equal-size
//              C-series profile that fits the largest tenant and allows that many VMs.
// Returns the scenario's own plan for the mode if it has one (active or alternative).
SharingPlan planForMode(const Scenario &scenario, Mode mode);
SharingPlan defaultPlan(const Scenario &scenario, Mode mode);

} // namespace gpuk
