#pragma once

// Which plan a comparison runs for each mode, and why (used by `compare`, `mig plan` and the GUI's
// default MIG plan). The rule, in one place (also README "Default plans"):
//   - the scenario's own plan for the mode (active or alternative) always comes first;
//   - mig: the MIG layout search (analysis/miglayoutsearch.h): every SLO met with the fewest
//     slices, then the largest worst-case SLO margin (plans that miss: leximin over the tenants'
//     margins, then the fewest slices); if no legal layout holds every tenant's
//     memory because some tenant needs more memory than any MIG profile has, the same search over
//     the other tenants, the ones that fit nowhere not placed; otherwise (every tenant fits some
//     profile but no layout holds them all) the memory-only rule of defaultPlan
//     (sharing/validate.h), which leaves the tenant that fits nowhere unassigned;
//   - mps: every tenant a client with no active-thread percentage and no pinned memory limit. A cap
//     is a ceiling, not a reservation: capping only removes SMs from a client, and the scenario
//     gives no reason to prefer one tenant over another, so the default leaves the MPS scheduler
//     free (the fairest split it can make is its own); memory is checked against the GPU as a pool;
//   - vgpu: time-sliced, best effort; one VM per tenant, all of the smallest equal-size C-series
//     profile that holds the largest tenant's peak memory and allows that many VMs (equal sizes:
//     the only way best effort and the fixed-share schedulers both apply); else mixed sizes
//     (each tenant the smallest profile holding its peak memory) if the mixed-size counts and the
//     framebuffer allow; else the largest profile allowing that many VMs (validation names the
//     tenant that does not fit);
//   - exclusive: one GPU per tenant; timeslice: every tenant a context, 2 ms slices, 50 µs switch.

#include "analysis/miglayoutsearch.h"
#include "scenario.h"
#include "sharing/plan.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuk {

enum class PlanSource {
    Scenario,          // the scenario's own plan for the mode
    Searched,          // mig: the layout search's plan (search.allSlosMet says whether it meets every SLO)
    SearchedWithout,   // mig: the search over the tenants some profile holds; `unplaced` fit none
    MemoryRule,        // mig: no layout holds every tenant; defaultPlan's memory-only rule
    DefaultRule,       // the documented default of the mode (see above)
};

struct PlanChoice
{
    SharingPlan plan;
    PlanSource source = PlanSource::DefaultRule;
    std::optional<MigSearchResult> search; // mig without a plan of its own (SearchedWithout: over the tenants it places)
    std::vector<std::string> unplaced;     // SearchedWithout: ids of the tenants no MIG profile holds
};

// Whether the scenario has its own plan for `mode` (active or alternative).
bool scenarioHasPlan(const Scenario &scenario, Mode mode);

// The plan a comparison runs for `mode`, by the rule above. `horizon` is the search's.
PlanChoice choosePlan(const Scenario &scenario, Mode mode, const MigEvaluationHorizon &horizon = {});
// The same with the layout search's options (e.g. its progress callback, which may cancel it:
// then search->cancelled is set and the plan is the memory-only rule's, not to be used).
PlanChoice choosePlan(const Scenario &scenario, Mode mode, const MigEvaluationHorizon &horizon,
                      const MigSearchOptions &options);

// The ranked MIG layouts (rankMigLayouts, analysis/miglayoutsearch.h) of the tenants choosePlan's
// search plans: every tenant if some layout holds them all, else, when some tenant needs more
// memory than any MIG profile has, the others (`unplaced` names those). Its first entry is the
// plan of that search (choosePlan's for a scenario without a MIG plan of its own).
struct MigLayoutRanking
{
    MigRanking ranking;
    std::vector<std::string> tenantIds; // the ranked tenants by id, in the order of the ranking's indices
    std::vector<std::string> unplaced;
};
MigLayoutRanking rankMigPlans(const Scenario &scenario, int maxEntries, const MigEvaluationHorizon &horizon = {},
                              const MigSearchOptions &options = engineSearchOptions());
// The MIG plan of entry k (instances time-sliced inside; tenants by id).
SharingPlan rankedMigPlan(const MigLayoutRanking &ranking, size_t k, bool allow4g3g = true);

// The scenario's own plan for the mode if it has one (active or alternative); else, for MIG,
// the plan of the MIG layout search (choosePlan with the shorter guiMigHorizon: every SLO met
// with the fewest slices, each (profile, tenant subset) simulated for 20 s after a 2 s warm-up,
// so that switching mode in the GUI stays short: 0.07 s for the built-in RAG scenario), falling
// back to defaultPlan's memory-only rule (sharing/validate.h) when no legal layout holds every
// tenant; else defaultPlan. Used by `run`, `export` and the GUI's mode and GPU switches.
SharingPlan planForMode(const Scenario &scenario, Mode mode);

} // namespace gpuk
