#pragma once

// Semantic validation of a scenario against its GPU: every problem at once, each with a
// JSON path and a code (DESIGN §2.3). Structural problems (wrong types, unknown keys, NaN,
// ranges of single fields) are found by the file reader in core/io before this runs; this
// layer checks what only makes sense with the whole scenario and the catalog in hand.
//
// Codes [args] and the path each is reported at (<plan> = "sharing" or "alternatives.<mode>").
// Errors unless marked (warning). Numbers in args are formatNumber() strings, memory in GiB.
//   gpu.unknown [gpu]                          gpu            no such GPU; GPU checks are skipped
//   gpu.not_simulated [gpu, missing]           gpu            a catalog GPU listed for reference only: the fact
//                                              sheets do not give its `missing` figures (GpuModel::missingFigures(),
//                                              joined by ", "); GPU checks are skipped
//   tenant.duplicate_id [id]                   tenants[i].id
//   tenant.sm_width_exceeds_gpu [tenant, sm_width, sms]          tenants[i].sm_width
//   tenant.model_too_large_for_gpu [tenant, needed_gb, capacity_gb]   tenants[i].memory
//                                              (exclusive plans: peak memory > the GPU's capacityGiB())
//   plan.unknown_tenant [tenant]               <plan>.instances[i].tenants[j] | <plan>.clients[i].tenant
//                                              | <plan>.vms[i].tenant
//   plan.tenant_twice [tenant]                 same paths     a tenant appears twice in one plan
//   plan.tenant_unassigned [tenant] (warning)  <plan>.instances | <plan>.clients | <plan>.vms
//   plan.mode_mismatch [key, mode]             alternatives.<key>.mode   the plan under <key> is of another mode
//   plan.alternative_duplicates_active [mode]  alternatives.<mode>
//   mig.* (see mig.h for args)                 <plan>.instances[i].start|profile, <plan>.instances
//   mig.instance_empty [profile] (warning)     <plan>.instances[i].tenants
//   mig.inner_mps_too_many_clients [profile, count, max]   <plan>.instances[i].tenants
//   memory.does_not_fit [tenants, needed_gb, capacity_gb, where]
//                                              tenants = comma-separated tenant ids; where = MIG profile name,
//                                              vGPU profile name, or GPU id (MPS pool):
//                                              <plan>.instances[i].tenants (MIG: sum of peak memory > profile memory)
//                                              <plan>.clients (MPS: sum of model_gb > capacityGiB())
//                                              <plan>.vms[i].profile (vGPU: peak memory > framebuffer / GI memory)
//   mps.too_many_clients [count, max]          <plan>.clients
//   mps.active_thread_percentage_out_of_range [tenant, value]   <plan>.clients[i].active_thread_percentage
//                                              (defensive re-check of 0 < ATP <= 100)
//   mps.pinned_limit_exceeds_gpu [tenant, limit_gb, capacity_gb]  <plan>.clients[i].pinned_memory_limit_gb
//   mps.model_exceeds_pinned_limit [tenant, needed_gb, limit_gb, kv_gb?]  <plan>.clients[i].pinned_memory_limit_gb
//                                              model_gb > the limit; for an LLM, its weights and one request's
//                                              KV cache (peak memory, kv_gb the KV part) > the limit
//   memory.llm_never_fits [tenant, needed_gb, kv_gb, capacity_gb, where]   <plan>.clients[i] (MPS) | <plan>
//                                              (time-slicing): an LLM's weights and one request's KV cache at its
//                                              mean length (peak memory; kv_gb the KV part) > the whole GPU's
//                                              capacityGiB() (where = GPU id): every request would fail with oom.
//                                              Exclusive, MIG and vGPU refuse it as tenant.model_too_large_for_gpu
//                                              and memory.does_not_fit (peak memory > GPU, instance, framebuffer)
//   memory.llm_fits_only_alone [tenant, needed_gb, others_gb, capacity_gb, where] (warning)   same paths
//                                              the LLM's peak memory fits the GPU, but not beside the other tenants'
//                                              peak memory (others_gb) in the one pool of MPS or time-slicing
//   vgpu.not_supported [gpu]                   <plan>.mode    no vGPU profiles in the catalog for this GPU
//   vgpu.profile.unknown [profile, gpu]        <plan>.vms[i].profile
//   vgpu.profile.wrong_backing [profile, backing]   <plan>.vms[i].profile   backing = the plan's ("timesliced" | "mig")
//   vgpu.mixed_sizes_not_allowed [profiles]    <plan>.vms     time-sliced only; MIG-backed vGPUs may mix (fact sheet §3.3)
//   vgpu.fixed_share_with_mixed_sizes [profiles]    <plan>.scheduler   time-sliced only
//   vgpu.too_many_vms [profile, count, max]    <plan>.vms
//   vgpu.framebuffer_exceeded [needed_gb, capacity_gb]   <plan>.vms   mixed-size mode; capacity = nominal memoryGiB
//   vgpu.mig_backing_not_placeable [profiles]  <plan>.vms     MIG-backed: the GIs behind the VMs have no legal layout
//   vgpu.time_slice_out_of_range [value]       <plan>.time_slice_ms   equal/fixed share take 1-30 ms
//   timeslice.models_exceed_memory [tenants, needed_gb, capacity_gb]   <plan>
//   fault.unknown_tenant [tenant]              faults[i].tenant
//   fault.after_end [at_s, duration_s] (warning)   faults[i].at_s   at_s >= duration_s
//   lesson.unknown_tenant [tenant]                      lesson.checks[i].tenant, lesson.predict.*, lesson.scene.selected
//   lesson.check_needs_tenant / check_takes_no_tenant [metric]   lesson.checks[i].tenant, lesson.predict.tenant
//   lesson.mode_check_op [op]                           lesson.checks[i].op
//   lesson.challenge_without_solution                   lesson.checks
//   lesson.prediction_needs_solution                    lesson.predict.state
//   lesson.prediction_metric [metric]                   lesson.predict.metric
//   lesson.prediction_unknown_mode [mode, allowed]      lesson.predict.choices[i]
//   lesson.prediction_range_choices [bounds, expected, got] / prediction_bounds_order / prediction_few_choices [got]
//   lesson.prediction_answer_not_a_choice [answer]      lesson.predict.answer
//   and the solution's own findings, under lesson.solution.sharing… / lesson.solution.tenants…
//   simulation.warmup_not_before_end [warmup_s, duration_s]   simulation.warmup_s
//   simulation.too_many_events [events, budget, tenant, rate_per_s, duration_s]   simulation.duration_s
//                                              the arrivals and completions of all tenants over duration_s
//                                              (estimatedRequestEvents) exceed maxEstimatedEvents; tenant is
//                                              the busiest (rate_per_s: a backlog tenant's completions per s)
//   simulation.too_many_llm_iterations [events, budget, tenant, iteration_ms, duration_s]   simulation.duration_s
//                                              as too_many_events, when the busiest tenant is an LLM whose
//                                              iterations (estimatedIterationEvents) make most of its events
//   simulation.too_many_waiting [requests, budget, tenant, rate_per_s, served_per_s, duration_s]   simulation.duration_s
//                                              the requests the queues are estimated to hold at once
//                                              (estimatedWaitingRequests of every tenant, summed) exceed
//                                              maxEstimatedWaitingRequests; tenant leaves the most waiting (rate_per_s:
//                                              its mean arrivals per s; served_per_s: the most it serves, mostServedPerS)
//   plan.too_many_waiting [requests, budget, tenant, rate_per_s, served_per_s, duration_s]   <plan>
//                                              as simulation.too_many_waiting, with what the plan gives each tenant
//                                              (estimatedWaitingRequests with the plan: a MIG instance, an MPS cap, a
//                                              vGPU's turn serve less than the whole GPU; a partition's tenants share
//                                              its turns or SMs); only when the scenario's own estimate stays within
//                                              the budget
//   timeslice.time_slice_too_short [value, min]   <plan>.time_slice_ms   time-slicing or time-sliced vGPU
//                                              below minTimeSliceMs (the vGPU default slice counts too)
//   timeslice.too_many_slices [events, budget, time_slice_ms, duration_s]   <plan>.time_slice_ms
//                                              slice boundaries and switches over duration_s exceed the budget

#include "diagnostic.h"
#include "scenario.h"
#include "sharing/mig.h"

namespace gpuk {

// The shortest time slice a plan may ask for, in ms. The shortest slice the drivers document is
// 1 ms (time-sliced vGPU with more than 8 VMs, fact sheet §3.2); a context switch costs tens of
// µs (the engine assumes 50 µs), so a slice of 0.1 ms already spends a third of the GPU's time
// switching, and every shorter slice only adds events (a 1e-9 ms slice never finishes a run).
inline constexpr double minTimeSliceMs = 0.1;

// The shortest mean service time a tenant may have, in ms: 1 µs, below the few µs a kernel launch
// alone takes. The latency histograms' floor lies far below it (kLatencyFloorMs in
// sim/engine_p.h), so every latency a run produces gets its own bucket, lognormal tails included.
inline constexpr double minServiceMs = 0.001;

// The most events a run may be estimated to need. The engine handles a few million events per
// second of wall time: 1e8 events is about half a minute to a minute. The estimate: per tenant, an
// arrival and a completion per request at its rate_per_s (bursty: the mean over a period; backlog:
// the most it can complete on the GPU's SMs, mostCompletionsPerS), plus, for time-sliced plans with
// two or more contexts, a slice boundary and a switch per time_slice_ms.
inline constexpr double maxEstimatedEvents = 1e8;

// The most requests a run may be estimated to keep waiting at once, over all queues. The engine
// keeps 16 bytes per waiting request (in blocks of 512) and nothing per request that ended, so its
// memory grows only with what waits: a queue without queue_capacity in overload holds every
// request that arrives beyond what its tenant serves. 1e7 waiting requests take 160 MB (inside the
// event budget alone, 5e7 arrivals could wait: 0.8 GB). The estimate, per tenant (a floor: each
// tenant alone on the whole GPU, no neighbour, no bandwidth congestion; a shared plan serves less
// and may keep more waiting): (mean arrivals per s − mostServedPerS) × duration_s, for a bursty
// tenant at least what one burst leaves, for an LLM backlog its max_batch, at most its
// queue_capacity. Each plan is checked again with what it gives each tenant (plan.too_many_waiting:
// a MIG instance, an MPS cap, a vGPU's turn) and with its neighbours on one partition, who share
// its turns (time-slicing) or its SMs (MPS); context switches, interference and bandwidth
// congestion are not counted, so it stays a floor.
inline constexpr double maxEstimatedWaitingRequests = 1e7;

// Arrival and completion events of one tenant over the scenario's duration (see above); an LLM
// tenant adds one iteration per weight read at the GPU's bandwidth (its shortest iteration).
double estimatedRequestEvents(const Scenario &scenario, const Tenant &tenant);
// A tenant's mean arrivals per second (bursty: over a burst and a quiet period; backlog: 0).
double meanArrivalsPerS(const Tenant &tenant);
// The most requests a plain tenant completes per second: min(max_concurrency, ⌈SMs / sm_width⌉)
// requests at a time, each its solo mean_ms at least (alone on the whole GPU).
double mostCompletionsPerS(const Scenario &scenario, const Tenant &tenant);
// The most requests a tenant serves per second alone on the whole GPU: mostCompletionsPerS, for an
// LLM max_batch requests at a time, each an iteration per output token (mean; uniform: the middle)
// and no iteration shorter than shortestLlmIterationMs (infinite without a GPU).
double mostServedPerS(const Scenario &scenario, const Tenant &tenant);
// Requests a tenant's queue is estimated to hold at the end of the run at least (see
// maxEstimatedWaitingRequests).
double estimatedWaitingRequests(const Scenario &scenario, const Tenant &tenant);
// The most requests a tenant serves per second under `plan`: mostServedPerS within its partition
// (its SMs and DRAM bandwidth, each request at least its lone time there,
// Engine::loneRequestTimeFactor), for a time-sliced vGPU's turn under equal or fixed share, slowed
// by the vGPU overhead; 0 for a tenant the plan does not place (its arrivals are unserved). The
// whole GPU (exclusive, time-slicing, MPS without a cap, best-effort vGPU) gives mostServedPerS.
double mostServedPerS(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan, const Tenant &tenant);
// The requests all queues are estimated to hold at the end under `plan`, at least: each tenant's
// estimate with mostServedPerS under the plan, and for the tenants of one partition no more
// completions in all than it can give: taking turns (time-slicing, best-effort time-sliced vGPU, a
// MIG instance's inner time-slicing), Σ completions_i / served_i ≤ duration_s; side by side (MPS, a
// MIG instance's inner MPS), Σ completions_i · mean_ms_i · (1 − β_i) · sm_width_i ≤ the
// partition's SMs × duration_s (in SM-ms).
double estimatedWaitingRequests(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan);
// An LLM tenant's shortest iteration [ms]: its weights read at the GPU's bandwidth; 0 otherwise.
double shortestLlmIterationMs(const Scenario &scenario, const Tenant &tenant);
// Iteration events of an LLM tenant over the duration at its shortest iteration; 0 otherwise.
double estimatedIterationEvents(const Scenario &scenario, const Tenant &tenant);
// Slice and switch events of a time-sliced plan (time-slicing, time-sliced vGPU, software slicing)
// at `sliceMs`, 0 for other plans or fewer than two contexts; software slicing adds its limiter's
// events (a 10 ms tick and a bucket running dry per tick) even for one container.
double estimatedSliceEvents(const Scenario &scenario, const SharingPlan &plan, double sliceMs);

// Validates the active plan and every alternative.
Diagnostics validateScenario(const Scenario &scenario);

// Validates one plan; `path` is where the plan lives ("sharing" or "alternatives.mps").
Diagnostics validatePlan(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                         const std::string &path);

// Whether a finding of validateScenario concerns the scenario as a whole rather than one plan
// (gpu.*, tenant.duplicate_id, tenant.sm_width_exceeds_gpu, simulation.*, fault.*): such a
// finding stops a simulation whatever mode is asked for.
bool concernsWholeScenario(const Diagnostic &d);

// The MIG layout a plan describes, with every start resolved (auto placement applied), or
// std::nullopt if it is illegal.
std::optional<MigLayout> resolveMigLayout(const GpuModel &gpu, const MigPlan &plan);

// The documented default plan for a mode the file does not give (through planForMode, used by
// `compare`, `run`, `export` and when the GUI switches mode; for MIG, planForMode first tries the
// MIG layout search and the memory-only rule below is its fallback). Rules, also in the README:
//   exclusive: every tenant on its own GPU.
//   mps:       every tenant a client, no caps.
//   timeslice: every tenant a context, defaults of TimeslicePlan.
//   mig:       tenants sorted by peak memory (descending) each get the smallest profile that fits
//              its peak memory, placed by the driver model; a tenant that fits nowhere is left
//              unassigned (a warning says so).
//   vgpu:      time-sliced, best effort; one VM per tenant, all of the smallest equal-size
//              C-series profile that fits the largest tenant and allows that many VMs.
// Refinements: mig considers the classic profiles only (no "+me", no 2-slot 1g ID 15) and orders
// them by memory, then compute slices; a tenant takes the first that fits its peak memory and
// still gives a legal layout; the resolved starts are written into the plan. vgpu: if no
// profile both fits and allows that many VMs, mixed-size mode is tried (each tenant on the
// smallest profile holding its peak memory, within the mixed-size counts and the framebuffer);
// failing that, the largest profile allowing that many VMs is
// used (validation then names the tenant that does not fit), else the one allowing the most VMs.
// No GPU, no MIG or no vGPU profiles: a plan with no instances / VMs.
// planForMode (analysis/planchoice.h: it may run the MIG layout search, a simulation, which
// validation never does) is the scenario's own plan for a mode, else the search's, else this.
SharingPlan defaultPlan(const Scenario &scenario, Mode mode);

// The MIG profiles a default plan (and the GUI's drop of a new tenant) chooses from: the classic
// ones (no "+me", no 2-slot 1g ID 15 whose driver is UNVERIFIED, fact sheet §6.1 #8), smallest
// memory first, then fewest compute slices, then fewest memory slots.
std::vector<const MigProfile *> classicMigProfilesBySize(const GpuModel &gpu);

// The time slice of a time-sliced vGPU plan in ms: the plan's own, else the driver default of fact
// sheet §3.2 (2 ms when the largest "max vGPUs per GPU" of the plan's profiles is at most 8, else
// 1 ms). Used by the engine and by both pictures, so they can never disagree.
double effectiveVgpuSliceMs(const GpuModel &gpu, const VgpuPlan &plan);
// The slice length of a time-sliced plan (isTimeSliced) in ms, std::nullopt for other plans.
std::optional<double> timeSliceMs(const GpuModel &gpu, const SharingPlan &plan);
// The tenants a plan lists, in its order (MIG: instance by instance); empty when the mode lists
// none (modeTraits(mode).tenantList == TenantList::None: every tenant is served implicitly).
std::vector<std::string> plannedTenants(const SharingPlan &plan);
// The contexts that take turns under a time-sliced plan: every tenant, or the plan's list of them
// (the VMs of a time-sliced vGPU); 0 for a plan that is not time-sliced.
std::size_t timeSlicedContexts(const Scenario &scenario, const SharingPlan &plan);

} // namespace gpuk
