#pragma once

// The MIG layout search: which legal MIG layout of the GPU, and which assignment of tenants to
// its instances, serves every tenant within its SLO with the fewest slices.
//
// Search space: every placeable multiset of profiles (enumerateMigCombinations: the classic
// profiles, plus the 2-slot 1g ID 15 when asked, never "+me", under the MIG placement rules) ×
// every assignment of tenants to its instances: each tenant in exactly one instance, an instance
// may hold several tenants (time-sliced inside, MigInner::Timeslice) and a tenant's peak memory
// (model + per-request × concurrency) must fit its instance, summed over the instance's tenants,
// as validatePlan requires. An empty instance only adds slices, so layouts with more instances
// than tenants are not considered.
//
// Objective, lexicographic:
//   1. every tenant meets its SLO (margin >= 0) before any plan that misses one;
//   2. if every SLO is met: fewest compute slices, then fewest memory slots, then the largest
//      worst-case margin;
//      if none meets every SLO: leximin -- every tenant's margin sorted ascending, compared
//      place by place (the largest worst margin, then the largest next-worst, ...), so a plan
//      that loses fewer tenants beats one that loses more even when both lose one -- then fewest
//      compute slices, then fewest memory slots.
//   Equal plans: the first layout in enumeration order, and within it the assignment the bound
//   programme below settles on, so the search is deterministic (and independent of its threads).
// Margin of a tenant = slo_ms / p99 − 1 (> 0: headroom, < 0: missed). A tenant without an SLO
// has margin +infinity. See evaluateMigInstance for how a run's lost requests enter p99.
//
// Since MIG instances are isolated (DESIGN §1: a MIG tenant is bit-identical whatever its
// neighbours do), a tenant's margin depends only on its own instance's profile and co-tenants.
// The evaluator is therefore asked once per (profile, tenant subset) -- a block -- and cached.
//
// One assumption beyond isolation skips most runs: margins are monotone -- adding a tenant to an
// instance, or moving the same tenants to a profile with no more SMs and no more memory slots,
// never raises a margin there. So every block run bounds from above the worst margin of every
// block holding its tenants on a profile no larger, and a layout's best assignment under these
// bounds (a dynamic programme over tenant subsets, 3^n per instance) bounds its real best.
// A layout's best is found best first: the blocks of its best assignment under the bounds are
// run, which tightens the bounds, until that assignment is made of real margins (then no other
// can do better) or its bound falls below what is sought.
//
// Phase 1 visits layouts in order of (compute slices, memory slots): each tenant alone on each
// of the layout's profiles is run first (cheap, and it bounds every block holding the tenant),
// then the layout's best is sought down to margin 0; a block that contains a block already run
// which missed an SLO, on a profile no larger, is not run (it misses too). The visit stops
// after the first cost level with a plan meeting every SLO. If no plan meets every SLO, phase 2
// ranks the plans that miss by leximin over their real margins. Margins monotone per tenant give
// each tenant of a block an upper bound (the lowest margin it had in a block run with a subset
// of the block's tenants on a profile no smaller); raising any margin never lowers a sorted
// vector in leximin order, so the leximin-best assignment under these bounds (the same dynamic
// programme: leximin of a union depends only on the parts' leximin order) bounds a layout's real
// best. Starting from phase 1's bound on each layout's worst margin w, read as (w, +inf, ...),
// the layout whose bound is largest has its best assignment's blocks run, until that assignment
// is real; its margins are then the best there are, and the first layout in cost order that
// reaches them is solved best first. A block whose every tenant lost its requests (margin −1, the
// floor) in a block run with a subset of its tenants on a profile no smaller is known without a
// run; any other inferred block is run when a best assignment holds it. The chosen plan's blocks
// are always run for the margins reported. Blocks that cannot depend on each other's results (the blocks of one
// assignment, the tenants alone on one profile) run on several threads when
// MigSearchOptions::threads allows.
// The exact search equals a brute force for every evaluator with this property
// (tests/core/test_miglayoutsearch.cpp).
//
// Exact for at most exactTenantLimit tenants (8) within MigSearchOptions::budget; beyond either, a
// heuristic for any number of tenants (tenant sets are index vectors, not bit masks): per layout in
// cost order, tenants in decreasing peak memory each join the instance with room whose estimated
// load (MigSearchOptions::load; the engine search's is migInstanceLoad) is lowest after it; a
// layout whose most loaded instance is estimated above 0.9 is passed over without a run; the others
// are run and improved by moving the worst instance's tenants one at a time while the plan improves
// in leximin order. The first layout in cost order that meets every SLO ends it; else the best plan
// run by the objective above. The search never spends
// more than its budget (a deterministic sum of estimated run costs, MigSearchOptions::cost), and
// says when it stopped there (budgetExhausted). The engine search's budget and its cap on each
// run's events (evaluateMigInstance) keep it within about 2 s on a 2-core machine at any tenant
// count (BENCHMARKS.md).

#include "catalog/catalog.h"
#include "scenario.h"
#include "sharing/mig.h"
#include "sharing/plan.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace gpuk {

// Margins of `tenants` (indices into the tenant list given to the search) when they alone share
// one instance of `profile`, in the order of `tenants`. Must be deterministic.
using MigInstanceEvaluator =
        std::function<std::vector<double>(const MigProfile &profile, const std::vector<int> &tenants)>;

struct MigSearchOptions
{
    bool allow4g3g = true;                  // driver >= R510
    bool includeNewerDriverProfiles = false; // the 2-slot 1g ID 15 (its driver is UNVERIFIED, fact sheet §6.1 #8)
    int exactTenantLimit = 8;               // exact search up to this many tenants, heuristic beyond
    // Threads that run blocks at once (the evaluator must then be safe to call concurrently); the
    // answer and `evaluations` do not depend on it. 0: machineSearchThreads(). The engine's search
    // (searchMigLayout of a scenario) defaults to 0 (engineSearchOptions), an injected evaluator
    // to 1.
    int threads = 1;
    // What the search may spend on evaluator calls, in units of `cost` (0: no limit). The exact
    // search that would need more hands over to the heuristic with half the budget; the heuristic
    // stops at its budget with the best plan it has run (budgetExhausted says so). Deterministic:
    // a sum of estimates, not a clock.
    double budget = 0;
    // The cost of one evaluator call on these tenants (indices into the tenant list); unset: 1.
    std::function<double(const MigProfile &profile, const std::vector<int> &tenants)> cost;
    // Called on the searching thread before each evaluator call with the share of the budget
    // spent (0 without a budget); returning false cancels the search, which then returns at once
    // with `cancelled` set and no plan. Unset: never cancelled.
    std::function<bool(double spent)> progress;
    // The heuristic's estimate of the share of an instance of `profile` that tenant `tenant`
    // (index into the tenant list) keeps busy alone (its offered work over the instance's speed);
    // unset: 0 for every tenant (the heuristic then balances by memory only).
    std::function<double(const MigProfile &profile, int tenant)> load;
};

struct MigSearchInstance
{
    const MigProfile *profile = nullptr;
    int start = 0;                          // a legal start of the whole layout
    std::vector<int> tenants;               // indices into the tenant list, ascending
};

struct MigSearchResult
{
    bool placed = false;                    // every tenant fits some instance of some legal layout
    bool memoryFits = false;                // some legal layout holds every tenant's peak memory (placed
                                            // may still be false: the budget stopped the search first)
    bool allSlosMet = false;
    bool exact = false;                     // false: the heuristic was used
    int computeSlices = 0;
    int memorySlots = 0;
    double worstMargin = 0;                 // min over tenants (+inf if no tenant has an SLO)
    std::vector<MigSearchInstance> instances; // in layout order, starts resolved
    std::vector<double> tenantMargins;      // per tenant of the input list
    int layoutsVisited = 0;
    int evaluations = 0;                    // evaluator calls (distinct (profile, subset) blocks run)
    bool budgetExhausted = false;           // the search stopped at MigSearchOptions::budget
    bool cancelled = false;                 // MigSearchOptions::progress cancelled it: no plan
};

// The search over `tenants` (peak memory from Tenant::peakMemoryGb) with an injected evaluator.
MigSearchResult searchMigLayout(const GpuModel &gpu, const std::vector<Tenant> &tenants,
                                const MigInstanceEvaluator &evaluate, const MigSearchOptions &options = {});

// How long the engine runs one instance (the default evaluator). The default covers a whole run of
// up to 60 s after a warm-up of up to 5 s, so for such scenarios (the built-in ones) each tenant's
// margin is exactly what a full run of the plan gives it (MIG isolation, the same seed), except
// for faults, which the evaluation leaves out. guiMigHorizon is the shorter one of planForMode.
struct MigEvaluationHorizon
{
    double durationS = 60;                  // simulated seconds after warm-up (at most the scenario's)
    double warmupS = 5;                     // at most the scenario's warm-up
};
inline constexpr MigEvaluationHorizon guiMigHorizon{20, 2};

// Runs the engine (the scenario's seed, no faults) on one instance of `profile` holding exactly
// `tenants` (indices into scenario.tenants) for horizon.warmupS + horizon.durationS, each capped
// by the scenario's own; a block whose requests would make more than 150 000 events over that
// window (blockEventsPerS) is run for a shorter one, at least 5 s. Each tenant's p99 counts the
// requests it lost: requests dropped or
// failed, and requests left queued or in flight at the end beyond what it holds in service
// (max_concurrency; an LLM's max_batch), count as infinitely late; if they exceed 1 % of its
// arrivals (or it completed nothing) the margin is −1 (p99 is beyond the horizon). Else the
// margin is slo_ms / p99 − 1 with p99 of completed requests, its sign set by core's verdict
// (metrics/results.h meetsSlo of this run): at least 0 when the tenant meets its SLO, else below
// 0 and no more than its attainment's shortfall from kSloAttainmentTarget.
std::vector<double> evaluateMigInstance(const Scenario &scenario, const MigProfile &profile,
                                        const std::vector<int> &tenants, const MigEvaluationHorizon &horizon = {});

// Events per simulated second the engine makes for these tenants sharing one instance of
// `profile`, roughly (an arrival and a completion per request, an LLM's decode iterations while it
// has work, a slice boundary per time slice while two or more have work, by migInstanceLoad): what
// evaluateMigInstance bounds a run by and the search's budget counts.
double blockEventsPerS(const GpuModel &gpu, const MigProfile &profile, const std::vector<Tenant> &tenants);

// The share of an instance of `profile` that tenant `t` keeps busy alone: its offered work per
// second times the service model's time for one request there (Engine::loneRequestTimeFactor),
// over the requests that can run side by side; 1 for a backlog tenant. An estimate for the
// heuristic's assignment, not a result (no queueing, no interference).
double migInstanceLoad(const GpuModel &gpu, const MigProfile &profile, const Tenant &t);

// Threads the search uses when MigSearchOptions::threads is 0: the machine's cores, at most 8.
int machineSearchThreads();

// The budget of the search for a scenario (engineSearchOptions), in engine events as
// blockEventsPerS estimates them over each run's window (plus kRunOverheadEvents per run): it keeps
// any search within about 2 s on a 2-core machine (BENCHMARKS.md "MIG layout search").
inline constexpr double kEngineSearchBudgetEvents = 14e6;
inline constexpr double kRunOverheadEvents = 20000;

// The search for a scenario with the engine as evaluator.
inline MigSearchOptions engineSearchOptions()
{
    MigSearchOptions o;
    o.threads = 0;
    o.budget = kEngineSearchBudgetEvents;
    return o;
}
// Its evaluations run on the machine's cores unless options.threads says otherwise.
MigSearchResult searchMigLayout(const Scenario &scenario, const MigEvaluationHorizon &horizon = {},
                                const MigSearchOptions &options = engineSearchOptions());

// The MIG plan of a search result: one instance per result instance, starts written in, inner
// time-slicing; tenants by id.
MigPlan migPlanFromSearch(const Scenario &scenario, const MigSearchResult &result, bool allow4g3g = true);

// ---- The ranking of layouts (the MIG layout explorer) ---------------------------------------

// What a layout can no longer place (its fragmentation): the profiles the search considers
// (classic, plus ID 15 when asked), each once. `addable`: one more instance of it has a legal start
// among the free placement units with every other instance where it is. `blocked`: enough free
// compute slices and memory slots for it, yet the placement rules forbid it (no legal start is
// free, its max count, or 4g + 3g before R510). In the GPU's profile order.
struct MigFragmentation
{
    int freeComputeSlices = 0;
    int freeMemorySlots = 0;                // placement units
    std::vector<const MigProfile *> addable;
    std::vector<const MigProfile *> blocked;
};
MigFragmentation migFragmentation(const GpuModel &gpu, const MigLayout &layout, bool allow4g3g = true,
                                  bool includeNewerDriverProfiles = false);

// One ranked layout: its best assignment of the tenants (by the search's evaluator), as a search
// result states a plan.
struct MigRankedLayout
{
    std::vector<MigSearchInstance> instances; // in layout order, starts resolved
    std::vector<double> tenantMargins;        // per tenant of the input list
    double worstMargin = 0;
    bool allSlosMet = false;
    int computeSlices = 0;
    int memorySlots = 0;
    MigFragmentation fragmentation;
};

struct MigRanking
{
    MigSearchResult search;                 // searchMigLayout's own answer: entries[0] when it placed them
    std::vector<MigRankedLayout> entries;   // distinct layouts in the search's order, best first
    bool exact = false;                     // the entries after the first are ranked exactly (see below)
    bool budgetExhausted = false;           // the ranking stopped at its budget: maybe fewer entries than asked
    bool cancelled = false;                 // the progress callback cancelled it: no entries
    int evaluations = 0;                    // evaluator calls after the search's
};

// Up to `maxEntries` distinct layouts (profile multisets with the starts the search uses), each
// with its best assignment, in the search's order: every SLO met and cheapest first (then the
// largest worst margin), then the plans that miss by leximin, then cost; ties in the search's
// layout order. The first entry is searchMigLayout's answer (the search runs first, on the
// first half of the progress); the others come from a best-first ranking over the layouts (the
// same per-tenant bounds and leximin programme as the search's phase 2, with the same cache,
// threads and budget: a layout is taken when its best assignment is real and no other layout's
// bound ranks above it), so every entry is exact under monotone margins. A layout's best
// assignment is its leximin-best, which is also the largest worst margin. When the search's answer
// is the heuristic's (more tenants than options.exactTenantLimit, or the exact search needed more
// than its budget), so are the others: the heuristic's plan for each layout (load placement plus
// moves), run in cost order within the budget and sorted by the objective after the first, not
// guaranteed to rank below it. Spends what the search spends (see
// MigSearchOptions::budget), then at most options.budget again on the ranking; a ranking stopped
// by its budget keeps the entries it ranked (budgetExhausted).
MigRanking rankMigLayouts(const GpuModel &gpu, const std::vector<Tenant> &tenants, const MigInstanceEvaluator &evaluate,
                          int maxEntries, const MigSearchOptions &options = {});
// With the engine as evaluator (as searchMigLayout of a scenario).
MigRanking rankMigLayouts(const Scenario &scenario, int maxEntries, const MigEvaluationHorizon &horizon = {},
                          const MigSearchOptions &options = engineSearchOptions());

// The MIG plan of a ranked layout (as migPlanFromSearch); tenantIds[i] is the id of tenant i.
MigPlan migPlanFromRanked(const std::vector<std::string> &tenantIds, const MigRankedLayout &entry,
                          bool allow4g3g = true);

} // namespace gpuk
