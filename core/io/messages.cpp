// The one table that turns diagnostic codes into words (DESIGN §1: "one label table turning
// codes into tr() text"). Each message states the rule that was broken, not just the symptom.
//
// A code may have several templates, most specific first: the first one whose %{placeholders}
// all have a non-empty value in Diagnostic::args is used. The last template of a code usually has
// no placeholder, so a finding whose producer left an argument out still reads as a sentence.
// Codes without a template are never lost: formatDiagnostic prints "<code> (k=v, …)".
//
// field.range is special: its wording depends on which bounds are open ("min_exclusive" /
// "max_exclusive" args), so it has internal keys "field.range#positive", … chosen in code; so
// have the codes whose wording agrees in number with a list argument ("<code>#one").

#include "io/messages.h"

#include <QCoreApplication>

#include <cstring>

namespace gpuk {

namespace {

constexpr const char *context = "gpuk::Messages";

struct Template
{
    const char *code;
    const char *text;
};

// clang-format off
const Template table[] = {
    // --- the file reader (core/io/scenariofile.h)
    {"json.syntax", QT_TRANSLATE_NOOP("gpuk::Messages", "the file is not valid JSON: %{detail} at line %{line}, column %{column} (byte offset %{offset})")},
    {"json.syntax", QT_TRANSLATE_NOOP("gpuk::Messages", "the file is not valid JSON: %{detail} at byte offset %{offset}")},
    {"json.syntax", QT_TRANSLATE_NOOP("gpuk::Messages", "the file is not valid JSON")},
    {"json.not_object", QT_TRANSLATE_NOOP("gpuk::Messages", "the top level must be a JSON object holding the scenario, not a JSON %{got}")},
    {"json.not_object", QT_TRANSLATE_NOOP("gpuk::Messages", "the top level must be a JSON object holding the scenario")},
    {"file.empty", QT_TRANSLATE_NOOP("gpuk::Messages", "the file is empty; a scenario file holds one JSON object")},
    {"file.encoding", QT_TRANSLATE_NOOP("gpuk::Messages", "the file is %{got} text; a scenario file is UTF-8 (save it again as UTF-8)")},
    {"file.encoding", QT_TRANSLATE_NOOP("gpuk::Messages", "the file is not UTF-8 text; a scenario file is UTF-8 (save it again as UTF-8)")},
    {"file.not_utf8", QT_TRANSLATE_NOOP("gpuk::Messages", "the bytes at line %{line}, column %{column} (byte offset %{offset}) are not valid UTF-8; a scenario file is UTF-8 (save it again as UTF-8)")},
    {"file.not_utf8", QT_TRANSLATE_NOOP("gpuk::Messages", "the file holds bytes that are not valid UTF-8; a scenario file is UTF-8 (save it again as UTF-8)")},
    {"file.not_regular", QT_TRANSLATE_NOOP("gpuk::Messages", "cannot read %{file}: it is not a regular file (a FIFO, a socket or a device); choose a scenario file")},
    {"file.not_regular", QT_TRANSLATE_NOOP("gpuk::Messages", "cannot read it: it is not a regular file (a FIFO, a socket or a device); choose a scenario file")},
    {"json.duplicate_key", QT_TRANSLATE_NOOP("gpuk::Messages", "the key \"%{key}\" appears twice in the same object (line %{line}, column %{column}); each key may be given once")},
    {"json.duplicate_key", QT_TRANSLATE_NOOP("gpuk::Messages", "this key appears twice in the same object; each key may be given once")},
    {"json.invalid_unicode", QT_TRANSLATE_NOOP("gpuk::Messages", "%{got} at line %{line}, column %{column} is half of a UTF-16 surrogate pair without its other half, not a character")},
    {"json.invalid_unicode", QT_TRANSLATE_NOOP("gpuk::Messages", "a \\u escape is half of a UTF-16 surrogate pair without its other half, not a character")},
    {"json.control_character", QT_TRANSLATE_NOOP("gpuk::Messages", "a raw control character %{got} inside a string at line %{line}, column %{column}; JSON requires it to be escaped (\\n, \\t, \\u0000 …)")},
    {"json.control_character", QT_TRANSLATE_NOOP("gpuk::Messages", "a raw control character inside a string; JSON requires it to be escaped")},
    {"json.bad_number", QT_TRANSLATE_NOOP("gpuk::Messages", "\"%{got}\" at line %{line}, column %{column} is not a JSON number: JSON numbers are decimal, with no letters (no 0x…)")},
    {"json.bad_number", QT_TRANSLATE_NOOP("gpuk::Messages", "not a JSON number: JSON numbers are decimal, with no letters (no 0x…)")},
    {"file.unreadable", QT_TRANSLATE_NOOP("gpuk::Messages", "cannot read %{file}: %{detail}")},
    {"file.unreadable", QT_TRANSLATE_NOOP("gpuk::Messages", "cannot read %{file}")},
    {"file.unreadable", QT_TRANSLATE_NOOP("gpuk::Messages", "cannot read the file")},
    {"file.too_large", QT_TRANSLATE_NOOP("gpuk::Messages", "the file has %{bytes} bytes; a scenario file may have at most %{max} bytes")},
    {"file.too_large", QT_TRANSLATE_NOOP("gpuk::Messages", "the file is too large for a scenario file")},
    {"file.too_many_problems", QT_TRANSLATE_NOOP("gpuk::Messages", "more than %{max} problems; the rest are not listed")},
    {"file.too_many_problems", QT_TRANSLATE_NOOP("gpuk::Messages", "too many problems; the rest are not listed")},
    {"format.unsupported", QT_TRANSLATE_NOOP("gpuk::Messages", "unsupported format \"%{got}\"; this version of GPU Kitchen reads \"%{expected}\"")},
    {"format.unsupported", QT_TRANSLATE_NOOP("gpuk::Messages", "unsupported format; this version of GPU Kitchen reads \"gpukitchen-scenario/1\"")},
    {"field.unknown", QT_TRANSLATE_NOOP("gpuk::Messages", "unknown key \"%{key}\"; the keys allowed here are: %{allowed}")},
    {"field.unknown", QT_TRANSLATE_NOOP("gpuk::Messages", "unknown key \"%{key}\" (unknown keys are errors, not ignored)")},
    {"field.unknown", QT_TRANSLATE_NOOP("gpuk::Messages", "unknown key (unknown keys are errors, not ignored)")},
    {"field.required", QT_TRANSLATE_NOOP("gpuk::Messages", "this required field is missing")},
    {"field.type", QT_TRANSLATE_NOOP("gpuk::Messages", "must be a JSON %{expected}, not a JSON %{got}")},
    {"field.type", QT_TRANSLATE_NOOP("gpuk::Messages", "must be a JSON %{expected}")},
    {"field.type", QT_TRANSLATE_NOOP("gpuk::Messages", "has the wrong JSON type")},
    {"field.not_finite", QT_TRANSLATE_NOOP("gpuk::Messages", "must be a finite number a double can hold, got %{got}")},
    {"field.not_finite", QT_TRANSLATE_NOOP("gpuk::Messages", "must be a finite number a double can hold")},
    {"field.range#positive", QT_TRANSLATE_NOOP("gpuk::Messages", "must be a positive number no greater than %{max}, got %{got}")},
    {"field.range#min_open", QT_TRANSLATE_NOOP("gpuk::Messages", "must be greater than %{min} and no greater than %{max}, got %{got}")},
    {"field.range#max_open", QT_TRANSLATE_NOOP("gpuk::Messages", "must be at least %{min} and less than %{max}, got %{got}")},
    {"field.range#both_open", QT_TRANSLATE_NOOP("gpuk::Messages", "must be greater than %{min} and less than %{max}, got %{got}")},
    {"field.range", QT_TRANSLATE_NOOP("gpuk::Messages", "must be between %{min} and %{max}, got %{got}")},
    {"field.range", QT_TRANSLATE_NOOP("gpuk::Messages", "must be between %{min} and %{max}")},
    {"field.range", QT_TRANSLATE_NOOP("gpuk::Messages", "is out of the allowed range")},
    {"field.not_integer", QT_TRANSLATE_NOOP("gpuk::Messages", "must be a whole number, got %{got}")},
    {"field.not_integer", QT_TRANSLATE_NOOP("gpuk::Messages", "must be a whole number")},
    {"field.enum", QT_TRANSLATE_NOOP("gpuk::Messages", "must be one of: %{allowed}; got \"%{got}\"")},
    {"field.enum", QT_TRANSLATE_NOOP("gpuk::Messages", "must be one of: %{allowed}")},
    {"field.enum", QT_TRANSLATE_NOOP("gpuk::Messages", "is not one of the allowed values")},
    {"field.empty", QT_TRANSLATE_NOOP("gpuk::Messages", "must not be empty")},
    {"field.too_long", QT_TRANSLATE_NOOP("gpuk::Messages", "is too long: %{got} characters, at most %{max} allowed")},
    {"field.too_long", QT_TRANSLATE_NOOP("gpuk::Messages", "is too long: at most %{max} characters allowed")},
    {"field.too_long", QT_TRANSLATE_NOOP("gpuk::Messages", "is too long")},
    {"field.not_applicable", QT_TRANSLATE_NOOP("gpuk::Messages", "%{key} does not apply when %{field} is \"%{value}\"; remove it")},
    {"field.not_applicable", QT_TRANSLATE_NOOP("gpuk::Messages", "does not apply here; remove it")},
    {"array.too_long", QT_TRANSLATE_NOOP("gpuk::Messages", "has %{got} entries; at most %{max} are allowed")},
    {"array.too_long", QT_TRANSLATE_NOOP("gpuk::Messages", "has too many entries; at most %{max} are allowed")},
    {"array.too_long", QT_TRANSLATE_NOOP("gpuk::Messages", "has too many entries")},

    // --- MIG placement (core/sharing/mig.h)
    {"mig.not_supported", QT_TRANSLATE_NOOP("gpuk::Messages", "%{gpu} does not support MIG (the catalog lists no MIG profiles for it)")},
    {"mig.not_supported", QT_TRANSLATE_NOOP("gpuk::Messages", "this GPU does not support MIG (the catalog lists no MIG profiles for it)")},
    {"mig.profile.unknown", QT_TRANSLATE_NOOP("gpuk::Messages", "unknown MIG profile \"%{profile}\" for %{gpu}")},
    {"mig.profile.unknown", QT_TRANSLATE_NOOP("gpuk::Messages", "unknown MIG profile \"%{profile}\"")},
    {"mig.profile.unknown", QT_TRANSLATE_NOOP("gpuk::Messages", "unknown MIG profile")},
    {"mig.placement.illegal_start#one", QT_TRANSLATE_NOOP("gpuk::Messages", "%{profile} cannot start at memory slot %{start}; its only allowed start is %{allowed}")},
    {"mig.placement.illegal_start", QT_TRANSLATE_NOOP("gpuk::Messages", "%{profile} cannot start at memory slot %{start}; allowed starts are %{allowed}")},
    {"mig.placement.illegal_start", QT_TRANSLATE_NOOP("gpuk::Messages", "%{profile} cannot start at memory slot %{start}")},
    {"mig.placement.illegal_start", QT_TRANSLATE_NOOP("gpuk::Messages", "this profile cannot start at this memory slot")},
    {"mig.placement.overlap#one", QT_TRANSLATE_NOOP("gpuk::Messages", "%{profile} at memory slot %{start} overlaps instance %{with} (%{with_profile} at %{with_start}) on memory slot %{slots}; GPU instances cannot share memory slots")},
    {"mig.placement.overlap", QT_TRANSLATE_NOOP("gpuk::Messages", "%{profile} at memory slot %{start} overlaps instance %{with} (%{with_profile} at %{with_start}) on memory slots %{slots}; GPU instances cannot share memory slots")},
    {"mig.placement.overlap", QT_TRANSLATE_NOOP("gpuk::Messages", "overlaps instance %{with}; GPU instances cannot share memory slots")},
    {"mig.placement.overlap", QT_TRANSLATE_NOOP("gpuk::Messages", "overlaps another instance; GPU instances cannot share memory slots")},
    {"mig.placement.no_room#one", QT_TRANSLATE_NOOP("gpuk::Messages", "no free placement for %{profile}: it can start only at %{allowed}, and the only memory slot still free is %{free_slots}")},
    {"mig.placement.no_room", QT_TRANSLATE_NOOP("gpuk::Messages", "no free placement for %{profile}: it can start only at %{allowed}, and the memory slots still free are %{free_slots}")},
    {"mig.placement.no_room", QT_TRANSLATE_NOOP("gpuk::Messages", "no free placement for %{profile}: it can start only at %{allowed}, and none of those places is free")},
    {"mig.placement.no_room", QT_TRANSLATE_NOOP("gpuk::Messages", "no free placement for this instance")},
    {"mig.profile.geometry_unknown", QT_TRANSLATE_NOOP("gpuk::Messages", "the fact sheets give no placements or instance count for %{profile} on %{gpu}, so it cannot be placed")},
    {"mig.profile.geometry_unknown", QT_TRANSLATE_NOOP("gpuk::Messages", "the fact sheets give no placements or instance count for this profile, so it cannot be placed")},
    {"mig.max_count_exceeded", QT_TRANSLATE_NOOP("gpuk::Messages", "%{count} instances of %{profile}, but at most %{max} instances of this profile fit on the GPU")},
    {"mig.max_count_exceeded", QT_TRANSLATE_NOOP("gpuk::Messages", "at most %{max} instances of this profile fit on the GPU")},
    {"mig.max_count_exceeded", QT_TRANSLATE_NOOP("gpuk::Messages", "too many instances of this profile")},
    {"mig.media_extensions_exceeded", QT_TRANSLATE_NOOP("gpuk::Messages", "%{count} media-extensions (+me) instances such as %{profile}; at most %{max} fits on the GPU")},
    {"mig.media_extensions_exceeded", QT_TRANSLATE_NOOP("gpuk::Messages", "only one media-extensions (+me) instance fits on the GPU")},
    {"mig.compute_exceeded", QT_TRANSLATE_NOOP("gpuk::Messages", "the instances use %{used} compute slices but the GPU has %{max}")},
    {"mig.compute_exceeded", QT_TRANSLATE_NOOP("gpuk::Messages", "the instances use more compute slices than the GPU has")},
    {"mig.combination_4g_3g_needs_r510", QT_TRANSLATE_NOOP("gpuk::Messages", "%{profile_4g} and %{profile_3g} together need driver R510 or newer (mig_allow_4g_3g is false)")},
    {"mig.combination_4g_3g_needs_r510", QT_TRANSLATE_NOOP("gpuk::Messages", "a 4g and a 3g instance together need driver R510 or newer (mig_allow_4g_3g is false)")},

    // --- semantic validation (core/sharing/validate.h)
    {"gpu.unknown", QT_TRANSLATE_NOOP("gpuk::Messages", "the catalog has no GPU \"%{gpu}\"; use a catalog id (gpukitchen-cli gpus lists them) or a custom GPU object")},
    {"gpu.unknown", QT_TRANSLATE_NOOP("gpuk::Messages", "the catalog has no such GPU; use a catalog id or a custom GPU object")},
    {"gpu.not_simulated", QT_TRANSLATE_NOOP("gpuk::Messages", "%{gpu} is in the catalog for reference only: the fact sheets do not give its %{missing}, so it cannot be simulated (gpukitchen-cli mig profiles --gpu %{gpu} shows what is known)")},
    {"gpu.not_simulated", QT_TRANSLATE_NOOP("gpuk::Messages", "this GPU is in the catalog for reference only: the fact sheets do not give every figure the simulator needs")},
    {"tenant.duplicate_id", QT_TRANSLATE_NOOP("gpuk::Messages", "tenant id \"%{id}\" is used more than once; tenant ids must be unique")},
    {"tenant.duplicate_id", QT_TRANSLATE_NOOP("gpuk::Messages", "a tenant id is used more than once; tenant ids must be unique")},
    {"tenant.sm_width_exceeds_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "tenant \"%{tenant}\": sm_width %{sm_width} is more than the %{sms} SMs of the GPU; a request cannot use more SMs than the GPU has")},
    {"tenant.sm_width_exceeds_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "sm_width %{sm_width} is more than the %{sms} SMs of the GPU; a request cannot use more SMs than the GPU has")},
    {"tenant.sm_width_exceeds_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "a request cannot use more SMs than the GPU has")},
    {"tenant.model_below_llm_weights", QT_TRANSLATE_NOOP("gpuk::Messages", "tenant \"%{tenant}\": model_gb %{model_gb} GiB is less than the LLM's weights, %{weights_gb} GiB (parameters_b × bytes_per_weight); model_gb holds the weights")},
    {"tenant.model_below_llm_weights", QT_TRANSLATE_NOOP("gpuk::Messages", "model_gb is less than the LLM's weights (parameters_b × bytes_per_weight); model_gb holds the weights")},
    {"tenant.service_too_short", QT_TRANSLATE_NOOP("gpuk::Messages", "tenant \"%{tenant}\": service.mean_ms %{value} is too short: a request takes at least %{min} ms (1 µs; a kernel launch alone takes several µs)")},
    {"tenant.service_too_short", QT_TRANSLATE_NOOP("gpuk::Messages", "service.mean_ms is too short: a request takes at least 0.001 ms (1 µs)")},
    {"tenant.model_too_large_for_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "tenant \"%{tenant}\" needs %{needed_gb} GiB (model plus every batch slot) but the whole GPU has %{capacity_gb} GiB")},
    {"tenant.model_too_large_for_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "the tenant needs more memory than the whole GPU has")},
    {"plan.unknown_tenant", QT_TRANSLATE_NOOP("gpuk::Messages", "names tenant \"%{tenant}\", which is not defined in tenants")},
    {"plan.unknown_tenant", QT_TRANSLATE_NOOP("gpuk::Messages", "names a tenant that is not defined in tenants")},
    {"plan.tenant_twice", QT_TRANSLATE_NOOP("gpuk::Messages", "tenant \"%{tenant}\" appears more than once in this plan; a tenant may appear only once")},
    {"plan.tenant_twice", QT_TRANSLATE_NOOP("gpuk::Messages", "a tenant appears more than once in this plan; a tenant may appear only once")},
    {"plan.tenant_unassigned", QT_TRANSLATE_NOOP("gpuk::Messages", "tenant \"%{tenant}\" is not served by this plan and gets no GPU in this mode")},
    {"plan.tenant_unassigned", QT_TRANSLATE_NOOP("gpuk::Messages", "a tenant is not served by this plan and gets no GPU in this mode")},
    {"plan.mode_mismatch", QT_TRANSLATE_NOOP("gpuk::Messages", "alternatives.%{key} holds a plan of mode \"%{mode}\"; an alternative's mode must equal its key")},
    {"plan.mode_mismatch", QT_TRANSLATE_NOOP("gpuk::Messages", "an alternative's mode must equal its key")},
    {"plan.alternative_duplicates_active", QT_TRANSLATE_NOOP("gpuk::Messages", "mode \"%{mode}\" is already the active plan in sharing; alternatives are for the other modes")},
    {"plan.alternative_duplicates_active", QT_TRANSLATE_NOOP("gpuk::Messages", "this mode is already the active plan in sharing; alternatives are for the other modes")},
    {"mig.instance_empty", QT_TRANSLATE_NOOP("gpuk::Messages", "the %{profile} instance serves no tenant")},
    {"mig.instance_empty", QT_TRANSLATE_NOOP("gpuk::Messages", "this GPU instance serves no tenant")},
    {"mig.inner_mps_too_many_clients", QT_TRANSLATE_NOOP("gpuk::Messages", "%{count} tenants share the %{profile} instance through MPS, but one MPS server accepts at most %{max} clients")},
    {"mig.inner_mps_too_many_clients", QT_TRANSLATE_NOOP("gpuk::Messages", "too many tenants share this instance through MPS; one MPS server accepts only a limited number of clients")},
    {"memory.does_not_fit", QT_TRANSLATE_NOOP("gpuk::Messages", "memory does not fit: %{needed_gb} GiB needed by %{tenants}, but %{where} has only %{capacity_gb} GiB")},
    {"memory.does_not_fit", QT_TRANSLATE_NOOP("gpuk::Messages", "memory does not fit: %{needed_gb} GiB needed by %{tenant}, but %{where} has only %{capacity_gb} GiB")},
    {"memory.does_not_fit", QT_TRANSLATE_NOOP("gpuk::Messages", "memory does not fit: %{needed_gb} GiB needed, but only %{capacity_gb} GiB available")},
    {"memory.does_not_fit", QT_TRANSLATE_NOOP("gpuk::Messages", "memory does not fit: the tenants need more than is available")},
    {"memory.llm_never_fits", QT_TRANSLATE_NOOP("gpuk::Messages", "LLM tenant \"%{tenant}\" needs %{needed_gb} GiB, its weights plus %{kv_gb} GiB of KV cache for one request, but the whole %{where} has %{capacity_gb} GiB: every request would fail with oom")},
    {"memory.llm_never_fits", QT_TRANSLATE_NOOP("gpuk::Messages", "the LLM tenant needs more memory for its weights and one request's KV cache than the whole GPU has: every request would fail with oom")},
    {"memory.llm_fits_only_alone", QT_TRANSLATE_NOOP("gpuk::Messages", "LLM tenant \"%{tenant}\" needs %{needed_gb} GiB for its weights and one request's KV cache: that fits the %{capacity_gb} GiB of %{where} alone, but not beside the %{others_gb} GiB the other tenants use at full load, so its requests fail with oom while they do")},
    {"memory.llm_fits_only_alone", QT_TRANSLATE_NOOP("gpuk::Messages", "the LLM tenant's weights and one request's KV cache fit the GPU alone, but not beside the other tenants at full load, so its requests fail with oom while they use their memory")},
    {"quota.policy_not_offered", QT_TRANSLATE_NOOP("gpuk::Messages", "%{product} does not offer the %{policy} policy; it offers %{policies}")},
    {"quota.policy_not_offered", QT_TRANSLATE_NOOP("gpuk::Messages", "the product does not offer this policy")},
    {"quota.not_enforced", QT_TRANSLATE_NOOP("gpuk::Messages", "%{product} only books the shares and quotas: nothing stops a container from using more compute or memory (KAI without HAMi-core)")},
    {"quota.not_enforced", QT_TRANSLATE_NOOP("gpuk::Messages", "the shares and quotas are only booked: nothing enforces them")},
    {"quota.too_many_containers", QT_TRANSLATE_NOOP("gpuk::Messages", "%{count} containers share the GPU, but %{product} allows at most %{max} per GPU")},
    {"quota.too_many_containers", QT_TRANSLATE_NOOP("gpuk::Messages", "too many containers share the GPU for this product")},
    {"quota.core_out_of_range", QT_TRANSLATE_NOOP("gpuk::Messages", "core_percent of tenant \"%{tenant}\" is %{value}; it must be greater than 0 and at most 100")},
    {"quota.core_out_of_range", QT_TRANSLATE_NOOP("gpuk::Messages", "core_percent must be greater than 0 and at most 100")},
    {"quota.core_step", QT_TRANSLATE_NOOP("gpuk::Messages", "core_percent of tenant \"%{tenant}\" is %{value}, but %{product} gives compute in steps of %{step} % from %{min} %")},
    {"quota.core_step", QT_TRANSLATE_NOOP("gpuk::Messages", "the compute share is not a step this product offers")},
    {"quota.memory_out_of_range", QT_TRANSLATE_NOOP("gpuk::Messages", "memory_gb of tenant \"%{tenant}\" is %{value}; a container needs a memory quota greater than 0")},
    {"quota.memory_out_of_range", QT_TRANSLATE_NOOP("gpuk::Messages", "a container needs a memory quota greater than 0")},
    {"quota.memory_exceeds_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "the memory quota of tenant \"%{tenant}\" (%{quota_gb} GiB) is more than the %{capacity_gb} GiB of %{gpu}")},
    {"quota.memory_exceeds_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "the memory quota is more than the GPU's memory")},
    {"quota.memory_step", QT_TRANSLATE_NOOP("gpuk::Messages", "the memory quota of tenant \"%{tenant}\" is %{value} GiB, but %{product} gives memory in steps of %{step_mib} MiB from %{min_mib} MiB")},
    {"quota.memory_step", QT_TRANSLATE_NOOP("gpuk::Messages", "the memory quota is not a step this product offers")},
    {"quota.priority_out_of_range", QT_TRANSLATE_NOOP("gpuk::Messages", "priority of tenant \"%{tenant}\" is %{value}; it must be 0 (high) or 1 (low)")},
    {"quota.priority_out_of_range", QT_TRANSLATE_NOOP("gpuk::Messages", "priority must be 0 (high) or 1 (low)")},
    {"quota.model_exceeds_quota", QT_TRANSLATE_NOOP("gpuk::Messages", "tenant \"%{tenant}\" needs %{needed_gb} GiB but its memory quota is %{quota_gb} GiB: every allocation past the quota fails with out-of-memory, so the model cannot load")},
    {"quota.model_exceeds_quota", QT_TRANSLATE_NOOP("gpuk::Messages", "the tenant needs more memory than its quota, so the model cannot load")},
    {"quota.shares_exceed_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "the containers ask for %{percent} % of the compute together; no more than 100 % can be given (HAMi's scheduler refuses the container that does not fit, and a hard limit cannot add up to more than the GPU)")},
    {"quota.shares_exceed_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "the compute shares add up to more than 100 %")},
    {"quota.memory_overcommitted", QT_TRANSLATE_NOOP("gpuk::Messages", "the memory quotas add up to %{quota_gb} GiB, more than the %{capacity_gb} GiB of %{gpu}")},
    {"quota.memory_overcommitted", QT_TRANSLATE_NOOP("gpuk::Messages", "the memory quotas add up to more than the GPU has")},
    {"quota.too_many_limiter_events", QT_TRANSLATE_NOOP("gpuk::Messages", "the limiter's 10 ms ticks over duration_s %{duration_s} s make about %{events} events, more than the budget of %{budget}; shorten simulation.duration_s")},
    {"quota.too_many_limiter_events", QT_TRANSLATE_NOOP("gpuk::Messages", "the limiter's 10 ms ticks make more events than the budget; shorten simulation.duration_s")},
    {"quota.no_compute_left", QT_TRANSLATE_NOOP("gpuk::Messages", "the containers already have %{percent} % of the compute: lower a share before \"%{tenant}\" can join")},
    {"quota.no_compute_left", QT_TRANSLATE_NOOP("gpuk::Messages", "no compute share is left for another container")},
    {"mps.too_many_clients", QT_TRANSLATE_NOOP("gpuk::Messages", "%{count} MPS clients, but one MPS server accepts at most %{max}")},
    {"mps.too_many_clients", QT_TRANSLATE_NOOP("gpuk::Messages", "too many MPS clients; one MPS server accepts only a limited number")},
    {"mps.active_thread_percentage_out_of_range", QT_TRANSLATE_NOOP("gpuk::Messages", "active_thread_percentage of tenant \"%{tenant}\" is %{value}; it must be greater than 0 and at most 100")},
    {"mps.active_thread_percentage_out_of_range", QT_TRANSLATE_NOOP("gpuk::Messages", "active_thread_percentage must be greater than 0 and at most 100")},
    {"mps.pinned_limit_exceeds_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "the pinned memory limit of tenant \"%{tenant}\" (%{limit_gb} GiB) is more than the GPU's %{capacity_gb} GiB")},
    {"mps.pinned_limit_exceeds_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "the pinned memory limit (%{limit_gb} GiB) is more than the GPU's %{capacity_gb} GiB")},
    {"mps.pinned_limit_exceeds_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "the pinned memory limit is more than the GPU's memory")},
    {"mps.model_exceeds_pinned_limit", QT_TRANSLATE_NOOP("gpuk::Messages", "tenant \"%{tenant}\" needs %{needed_gb} GiB, its weights plus %{kv_gb} GiB of KV cache for one request, but its pinned memory limit is %{limit_gb} GiB, so no request can run")},
    {"mps.model_exceeds_pinned_limit", QT_TRANSLATE_NOOP("gpuk::Messages", "tenant \"%{tenant}\" needs %{needed_gb} GiB but its pinned memory limit is %{limit_gb} GiB, so the model cannot load")},
    {"mps.model_exceeds_pinned_limit", QT_TRANSLATE_NOOP("gpuk::Messages", "the tenant needs more memory than its pinned memory limit, so the model cannot load")},
    {"vgpu.not_supported", QT_TRANSLATE_NOOP("gpuk::Messages", "%{gpu} has no vGPU profiles in the catalog, so it cannot run vGPU")},
    {"vgpu.not_supported", QT_TRANSLATE_NOOP("gpuk::Messages", "this GPU has no vGPU profiles in the catalog, so it cannot run vGPU")},
    {"vgpu.profile.unknown", QT_TRANSLATE_NOOP("gpuk::Messages", "unknown vGPU profile \"%{profile}\" for %{gpu}")},
    {"vgpu.profile.unknown", QT_TRANSLATE_NOOP("gpuk::Messages", "unknown vGPU profile \"%{profile}\"")},
    {"vgpu.profile.unknown", QT_TRANSLATE_NOOP("gpuk::Messages", "unknown vGPU profile")},
    {"vgpu.profile.wrong_backing", QT_TRANSLATE_NOOP("gpuk::Messages", "vGPU profile %{profile} does not match the plan's backing \"%{backing}\" (time-sliced profiles look like A100-10C, MIG-backed ones like A100-3-20C)")},
    {"vgpu.profile.wrong_backing", QT_TRANSLATE_NOOP("gpuk::Messages", "the vGPU profile does not match the plan's backing (time-sliced profiles look like A100-10C, MIG-backed ones like A100-3-20C)")},
    {"vgpu.mixed_sizes_not_allowed", QT_TRANSLATE_NOOP("gpuk::Messages", "VMs use different vGPU sizes (%{profiles}); mixed sizes need \"mixed_size\": true")},
    {"vgpu.mixed_sizes_not_allowed", QT_TRANSLATE_NOOP("gpuk::Messages", "VMs use different vGPU sizes; mixed sizes need \"mixed_size\": true")},
    {"vgpu.fixed_share_with_mixed_sizes", QT_TRANSLATE_NOOP("gpuk::Messages", "the fixed share scheduler needs VMs of one vGPU size, but they use %{profiles}")},
    {"vgpu.fixed_share_with_mixed_sizes", QT_TRANSLATE_NOOP("gpuk::Messages", "the fixed share scheduler needs VMs of one vGPU size")},
    {"vgpu.too_many_vms", QT_TRANSLATE_NOOP("gpuk::Messages", "%{count} VMs of %{profile}, but at most %{max} fit on one GPU")},
    {"vgpu.too_many_vms", QT_TRANSLATE_NOOP("gpuk::Messages", "too many VMs: at most %{max} fit on one GPU")},
    {"vgpu.too_many_vms", QT_TRANSLATE_NOOP("gpuk::Messages", "too many VMs to fit on one GPU")},
    {"vgpu.framebuffer_exceeded", QT_TRANSLATE_NOOP("gpuk::Messages", "the VMs' framebuffers add up to %{needed_gb} GiB but the GPU has %{capacity_gb} GiB")},
    {"vgpu.framebuffer_exceeded", QT_TRANSLATE_NOOP("gpuk::Messages", "the VMs' framebuffers add up to more than the GPU's memory")},
    {"vgpu.mig_backing_not_placeable", QT_TRANSLATE_NOOP("gpuk::Messages", "the GPU instances behind these MIG-backed vGPUs (%{profiles}) have no legal MIG layout")},
    {"vgpu.mig_backing_not_placeable", QT_TRANSLATE_NOOP("gpuk::Messages", "the GPU instances behind these MIG-backed vGPUs have no legal MIG layout")},
    // --- the engine (sim/engine.h), for a plan it refuses beyond the validator's errors
    {"sim.mig_layout_unresolved", QT_TRANSLATE_NOOP("gpuk::Messages", "the MIG instances of this plan cannot be placed on the GPU, so the simulation cannot start")},
    {"vgpu.time_slice_out_of_range", QT_TRANSLATE_NOOP("gpuk::Messages", "time slice %{value} ms is out of range: equal share and fixed share take 1-30 ms")},
    {"vgpu.time_slice_out_of_range", QT_TRANSLATE_NOOP("gpuk::Messages", "the time slice is out of range: equal share and fixed share take 1-30 ms")},
    {"timeslice.models_exceed_memory", QT_TRANSLATE_NOOP("gpuk::Messages", "the models of %{tenants} need %{needed_gb} GiB together but the GPU has %{capacity_gb} GiB; time-slicing shares one memory pool")},
    {"timeslice.models_exceed_memory", QT_TRANSLATE_NOOP("gpuk::Messages", "the models need more memory together than the GPU has; time-slicing shares one memory pool")},
    {"timeslice.time_slice_too_short", QT_TRANSLATE_NOOP("gpuk::Messages", "time_slice_ms %{value} is too short: a time slice must be at least %{min} ms (the shortest driver slice is 1 ms, and a context switch takes tens of µs)")},
    {"timeslice.time_slice_too_short", QT_TRANSLATE_NOOP("gpuk::Messages", "time_slice_ms is too short: a time slice must be at least 0.1 ms")},
    {"timeslice.too_many_slices", QT_TRANSLATE_NOOP("gpuk::Messages", "time_slice_ms %{time_slice_ms} over duration_s %{duration_s} s needs about %{events} slice events, more than the budget of %{budget}; lengthen time_slice_ms or shorten simulation.duration_s")},
    {"timeslice.too_many_slices", QT_TRANSLATE_NOOP("gpuk::Messages", "the time slices over the run need more events than the budget; lengthen time_slice_ms or shorten simulation.duration_s")},
    {"simulation.too_many_events", QT_TRANSLATE_NOOP("gpuk::Messages", "the run needs about %{events} events (an arrival and a completion per request at each tenant's arrival.rate_per_s over simulation.duration_s = %{duration_s} s), more than the budget of %{budget}; lower arrival.rate_per_s (the busiest tenant is %{tenant} at %{rate_per_s}/s) or shorten simulation.duration_s")},
    {"simulation.too_many_events", QT_TRANSLATE_NOOP("gpuk::Messages", "the run needs more events than the budget; lower arrival.rate_per_s or shorten simulation.duration_s")},
    {"simulation.too_many_llm_iterations", QT_TRANSLATE_NOOP("gpuk::Messages", "the run needs about %{events} events, more than the budget of %{budget}: LLM tenant %{tenant} may run an iteration every %{iteration_ms} ms (its weights, parameters_b × bytes_per_weight, read at the GPU's bandwidth) for simulation.duration_s = %{duration_s} s; shorten simulation.duration_s or check the model's size")},
    {"simulation.too_many_llm_iterations", QT_TRANSLATE_NOOP("gpuk::Messages", "the run needs more events than the budget: an LLM tenant's iterations are very short; shorten simulation.duration_s or check the model's size")},
    {"simulation.too_many_waiting", QT_TRANSLATE_NOOP("gpuk::Messages", "the queues would hold about %{requests} waiting requests by the end of the run, more than the budget of %{budget}: tenant %{tenant} receives %{rate_per_s} requests/s but serves at most %{served_per_s}/s even alone on the whole GPU, for simulation.duration_s = %{duration_s} s; give it a queue_capacity, lower arrival.rate_per_s or shorten simulation.duration_s")},
    {"simulation.too_many_waiting", QT_TRANSLATE_NOOP("gpuk::Messages", "the queues would hold more waiting requests than the budget; give the overloaded tenants a queue_capacity, lower arrival.rate_per_s or shorten simulation.duration_s")},
    {"plan.too_many_waiting", QT_TRANSLATE_NOOP("gpuk::Messages", "under this plan the queues would hold about %{requests} waiting requests by the end of the run, more than the budget of %{budget}: tenant %{tenant} receives %{rate_per_s} requests/s and its share of the GPU serves it at most %{served_per_s}/s, less while other tenants use that share, for simulation.duration_s = %{duration_s} s; give the overloaded tenants a queue_capacity or a larger share, lower arrival.rate_per_s or shorten simulation.duration_s")},
    {"plan.too_many_waiting", QT_TRANSLATE_NOOP("gpuk::Messages", "under this plan the queues would hold more waiting requests than the budget; give the overloaded tenants a queue_capacity or a larger share, lower arrival.rate_per_s or shorten simulation.duration_s")},
    {"quiz.duplicate_id", QT_TRANSLATE_NOOP("gpuk::Messages", "question id \"%{id}\" is used twice; each question needs its own")},
    {"quiz.duplicate_id", QT_TRANSLATE_NOOP("gpuk::Messages", "this question id is used twice; each question needs its own")},
    {"quiz.bad_id", QT_TRANSLATE_NOOP("gpuk::Messages", "question id \"%{id}\" may hold only lowercase letters, digits and -")},
    {"quiz.bad_id", QT_TRANSLATE_NOOP("gpuk::Messages", "a question id may hold only lowercase letters, digits and -")},
    {"quiz.answer_out_of_range", QT_TRANSLATE_NOOP("gpuk::Messages", "answer %{answer} names no option: the options are numbered 0 to one less than %{options}")},
    {"quiz.answer_out_of_range", QT_TRANSLATE_NOOP("gpuk::Messages", "the answer names no option")},
    {"quiz.unknown_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "\"%{gpu}\" is not a GPU of the catalog; gpukitchen-cli gpus lists them")},
    {"quiz.unknown_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "this is not a GPU of the catalog")},
    {"quiz.unknown_profile", QT_TRANSLATE_NOOP("gpuk::Messages", "%{gpu} has no MIG profile \"%{profile}\"")},
    {"quiz.unknown_profile", QT_TRANSLATE_NOOP("gpuk::Messages", "the GPU has no such MIG profile")},
    {"quiz.figure_of_profile", QT_TRANSLATE_NOOP("gpuk::Messages", "%{figure} is a figure of a MIG profile: name the profile")},
    {"quiz.figure_of_profile", QT_TRANSLATE_NOOP("gpuk::Messages", "this is a figure of a MIG profile: name the profile")},
    {"quiz.figure_of_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "%{figure} is a figure of the whole GPU: remove profile")},
    {"quiz.figure_of_gpu", QT_TRANSLATE_NOOP("gpuk::Messages", "this is a figure of the whole GPU: remove profile")},
    {"lesson.unknown_tenant", QT_TRANSLATE_NOOP("gpuk::Messages", "the lesson names tenant \"%{tenant}\", which is not defined in tenants")},
    {"lesson.unknown_tenant", QT_TRANSLATE_NOOP("gpuk::Messages", "the lesson names a tenant that is not defined in tenants")},
    {"lesson.check_needs_tenant", QT_TRANSLATE_NOOP("gpuk::Messages", "%{metric} is measured per tenant: say which tenant")},
    {"lesson.check_needs_tenant", QT_TRANSLATE_NOOP("gpuk::Messages", "this metric is measured per tenant: say which tenant")},
    {"lesson.check_takes_no_tenant", QT_TRANSLATE_NOOP("gpuk::Messages", "%{metric} is measured for the whole run, not per tenant: remove tenant")},
    {"lesson.check_takes_no_tenant", QT_TRANSLATE_NOOP("gpuk::Messages", "this metric is measured for the whole run, not per tenant: remove tenant")},
    {"lesson.mode_check_op", QT_TRANSLATE_NOOP("gpuk::Messages", "a mode is either the one named or not: use == or !=, not %{op}")},
    {"lesson.mode_check_op", QT_TRANSLATE_NOOP("gpuk::Messages", "a mode is either the one named or not: use == or !=")},
    {"lesson.challenge_without_solution", QT_TRANSLATE_NOOP("gpuk::Messages", "a lesson with checks needs a solution, the state on which every check passes")},
    {"lesson.prediction_needs_solution", QT_TRANSLATE_NOOP("gpuk::Messages", "this prediction is measured on the solution (or from the start to the solution), and the lesson has no solution")},
    {"lesson.prediction_metric", QT_TRANSLATE_NOOP("gpuk::Messages", "a prediction cannot be measured with %{metric} here: a choice of tenants takes a per-tenant number, and the mode is not a number")},
    {"lesson.prediction_metric", QT_TRANSLATE_NOOP("gpuk::Messages", "a prediction cannot be measured with this metric here")},
    {"lesson.prediction_unknown_mode", QT_TRANSLATE_NOOP("gpuk::Messages", "\"%{mode}\" is not a mode; the modes are %{allowed}")},
    {"lesson.prediction_unknown_mode", QT_TRANSLATE_NOOP("gpuk::Messages", "this choice is not a mode")},
    {"lesson.prediction_range_choices", QT_TRANSLATE_NOOP("gpuk::Messages", "%{bounds} bounds cut %{expected} ranges, so the prediction needs %{expected} choices, not %{got}")},
    {"lesson.prediction_range_choices", QT_TRANSLATE_NOOP("gpuk::Messages", "a range prediction needs one bound or more and one choice more than bounds")},
    {"lesson.prediction_bounds_order", QT_TRANSLATE_NOOP("gpuk::Messages", "the bounds of a range prediction must rise")},
    {"lesson.prediction_few_choices", QT_TRANSLATE_NOOP("gpuk::Messages", "a prediction needs two choices or more, not %{got}")},
    {"lesson.prediction_few_choices", QT_TRANSLATE_NOOP("gpuk::Messages", "a prediction needs two choices or more")},
    {"lesson.prediction_answer_not_a_choice", QT_TRANSLATE_NOOP("gpuk::Messages", "the answer \"%{answer}\" is not one of the choices")},
    {"lesson.prediction_answer_not_a_choice", QT_TRANSLATE_NOOP("gpuk::Messages", "the answer is not one of the choices")},
    {"fault.unknown_tenant", QT_TRANSLATE_NOOP("gpuk::Messages", "the fault targets tenant \"%{tenant}\", which is not defined in tenants")},
    {"fault.unknown_tenant", QT_TRANSLATE_NOOP("gpuk::Messages", "the fault targets a tenant that is not defined in tenants")},
    {"fault.after_end", QT_TRANSLATE_NOOP("gpuk::Messages", "the fault at %{at_s} s comes after the simulation ends at %{duration_s} s, so it never happens")},
    {"fault.after_end", QT_TRANSLATE_NOOP("gpuk::Messages", "the fault comes after the simulation ends, so it never happens")},
    {"simulation.warmup_not_before_end", QT_TRANSLATE_NOOP("gpuk::Messages", "the warm-up (%{warmup_s} s) must end before the simulation does (duration_s %{duration_s} s)")},
    {"simulation.warmup_not_before_end", QT_TRANSLATE_NOOP("gpuk::Messages", "the warm-up must end before the simulation does")},
};
// clang-format on

bool hasArg(const Diagnostic &d, const QString &name)
{
    for (const auto &[k, v] : d.args)
        if (QString::fromStdString(k) == name)
            return !v.empty();
    return false;
}

// Calls f(name) for every %{name} in text; stops and returns false if f returns false.
template <typename F>
bool forEachPlaceholder(const QString &text, F f)
{
    qsizetype i = 0;
    while ((i = text.indexOf(QLatin1String("%{"), i)) >= 0) {
        const qsizetype end = text.indexOf(QLatin1Char('}'), i + 2);
        if (end < 0)
            break;
        if (!f(text.mid(i + 2, end - i - 2)))
            return false;
        i = end + 1;
    }
    return true;
}

// Replaces every %{name} by the argument's value, in one pass (values are not re-scanned).
// Argument values that are words rather than data: the JSON type names of field.type and
// json.not_object. Everything else (paths, ids, numbers, profile names) is shown as it is.
const char *const jsonTypeWords[] = {
    QT_TRANSLATE_NOOP("gpuk::Messages", "null"),    QT_TRANSLATE_NOOP("gpuk::Messages", "boolean"),
    QT_TRANSLATE_NOOP("gpuk::Messages", "number"),  QT_TRANSLATE_NOOP("gpuk::Messages", "integer"),
    QT_TRANSLATE_NOOP("gpuk::Messages", "string"),  QT_TRANSLATE_NOOP("gpuk::Messages", "array"),
    QT_TRANSLATE_NOOP("gpuk::Messages", "object"),  QT_TRANSLATE_NOOP("gpuk::Messages", "string or object"),
};

QString argumentText(const Diagnostic &d, const std::string &name, const std::string &value)
{
    const bool typeArg = (d.code == "field.type" || d.code == "json.not_object") && (name == "expected" || name == "got");
    if (typeArg)
        for (const char *word : jsonTypeWords)
            if (value == word)
                return QCoreApplication::translate(context, word);
    return QString::fromStdString(value);
}

QString substitute(const QString &text, const Diagnostic &d)
{
    QString out;
    out.reserve(text.size() + 32);
    qsizetype i = 0;
    while (i < text.size()) {
        const qsizetype start = text.indexOf(QLatin1String("%{"), i);
        if (start < 0)
            break;
        const qsizetype end = text.indexOf(QLatin1Char('}'), start + 2);
        if (end < 0)
            break;
        out += QStringView(text).mid(i, start - i);
        const std::string name = text.mid(start + 2, end - start - 2).toStdString();
        bool found = false;
        for (const auto &[k, v] : d.args)
            if (k == name) {
                out += argumentText(d, k, v);
                found = true;
                break;
            }
        if (!found) // a translation naming an argument the finding does not have: keep it visible
            out += QStringView(text).mid(start, end - start + 1);
        i = end + 1;
    }
    out += QStringView(text).mid(i);
    return out;
}

// Codes whose wording agrees in number with a list argument ("memory slot 3" / "memory slots
// 3, 7"): a list of one item picks the "<code>#one" templates.
struct CountedArgument
{
    const char *code;
    const char *arg;
};
const CountedArgument countedArguments[] = {
    {"mig.placement.illegal_start", "allowed"},
    {"mig.placement.overlap", "slots"},
    {"mig.placement.no_room", "free_slots"},
};

// The table key for a finding: the code, for field.range the variant that words its bounds, and
// "<code>#one" for a counted list argument of one item.
std::string templateKey(const Diagnostic &d)
{
    for (const CountedArgument &c : countedArguments)
        if (d.code == c.code) {
            const std::string list = d.arg(c.arg);
            return !list.empty() && list.find(',') == std::string::npos ? d.code + "#one" : d.code;
        }
    if (d.code != "field.range")
        return d.code;
    const bool minOpen = d.arg("min_exclusive") == "true";
    const bool maxOpen = d.arg("max_exclusive") == "true";
    const std::string min = d.arg("min");
    if (minOpen && maxOpen)
        return "field.range#both_open";
    if (maxOpen)
        return "field.range#max_open";
    if (minOpen)
        return min == "0" ? "field.range#positive" : "field.range#min_open";
    return d.code;
}

// The first usable template for the key (then for the plain code), or nullptr.
const char *pickTemplate(const Diagnostic &d)
{
    const std::string key = templateKey(d);
    for (const std::string &k : {key, d.code}) {
        for (const Template &t : table) {
            if (k != t.code)
                continue;
            const bool usable = forEachPlaceholder(QLatin1String(t.text), [&](const QString &name) {
                return hasArg(d, name);
            });
            if (usable)
                return t.text;
        }
    }
    return nullptr;
}

QString fallback(const Diagnostic &d)
{
    QString out = QString::fromStdString(d.code);
    if (d.args.empty())
        return out;
    out += QLatin1String(" (");
    for (std::size_t i = 0; i < d.args.size(); ++i) {
        if (i)
            out += QLatin1String(", ");
        out += QString::fromStdString(d.args[i].first) + QLatin1Char('=')
            + QString::fromStdString(d.args[i].second);
    }
    out += QLatin1Char(')');
    return out;
}

} // namespace

QString diagnosticMessage(const Diagnostic &d)
{
    const char *text = pickTemplate(d);
    if (!text)
        return fallback(d);
    return substitute(QCoreApplication::translate(context, text), d);
}

QString formatDiagnostic(const Diagnostic &d)
{
    QString out;
    if (d.severity == Severity::Warning)
        out += QCoreApplication::translate("gpuk::Messages", "warning: ");
    else if (d.severity == Severity::Info)
        out += QCoreApplication::translate("gpuk::Messages", "note: ");
    if (!d.path.empty())
        out += QString::fromStdString(d.path) + QLatin1String(": ");
    out += diagnosticMessage(d);
    return out;
}

QString severityName(Severity s)
{
    switch (s) {
    case Severity::Error: return QCoreApplication::translate("gpuk::Messages", "error");
    case Severity::Warning: return QCoreApplication::translate("gpuk::Messages", "warning");
    case Severity::Info: return QCoreApplication::translate("gpuk::Messages", "info");
    }
    return QCoreApplication::translate("gpuk::Messages", "error");
}

bool hasMessageFor(const std::string &code)
{
    for (const Template &t : table)
        if (code == t.code)
            return true;
    return false;
}

} // namespace gpuk
