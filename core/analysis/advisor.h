#pragma once

// The advisor (`compare --advise`, Simulation → Advise a mode…): the seed
// article's decision steps ("选型决策": latency requirement, isolation between tenants, operations
// effort; its MIG section on stable tenant sets; its vGPU section on VMs) as typed answers and
// named rules that recommend a mode and its plan, then the proof: every admissible mode run to the
// end with the plan `compare` runs (planchoice.h choosePlan, the same seed), ranked by one
// function (compareRanks), and a verdict: the recommendation held if no admissible mode ranked
// strictly above it, else the rule that chose it is refuted, with the mode that did better and by
// how much. Nothing is decided by name of a scenario: the recommendation follows from the answers
// and the rules, the verdict from the runs. Words for the rules live in core/io/advicetext.h.

#include "analysis/comparison.h"
#include "analysis/planchoice.h"
#include "diagnostic.h"
#include "metrics/results.h"
#include "scenario.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gpuk {

// The article's questions, as answers.
enum class LatencyNeed { Strict, Relaxed };     // strict latency SLOs (online) or not (offline batch)
enum class TenantTrust { Trusted, Untrusted };  // untrusted: memory and fault isolation needed
enum class TenantSet { Stable, Changing };      // how often tenants come and go
enum class OpsEffort { Low, High };             // operations effort the team can take
enum class Isolation { Containers, Vms };       // tenants as processes/containers or as VMs

struct AdvisorAnswers
{
    LatencyNeed latency = LatencyNeed::Strict;
    TenantTrust trust = TenantTrust::Trusted;
    TenantSet tenantSet = TenantSet::Stable;
    OpsEffort ops = OpsEffort::High;
    Isolation isolation = Isolation::Containers;

    bool operator==(const AdvisorAnswers &) const = default;
};

// The answers a scenario implies where it can (the rest the defaults above, documented here):
//   latency:   strict if some tenant has an SLO (slo_ms is a p99 target: a latency requirement);
//   trust:     untrusted if some tenant is marked "trusted": false;
//   isolation: VMs if the scenario's active mode is vGPU, else containers;
//   tenantSet: stable (ASSUMED: a scenario file lists a fixed set of tenants);
//   ops:       high (ASSUMED: the scenario says nothing about the team; high rules nothing out).
AdvisorAnswers defaultAnswers(const Scenario &scenario);

// The advisor's rules. Exclusions take a mode out; preferences order the modes left.
enum class AdvisorRule {
    GpuWithoutMig,       // the GPU has no MIG profiles (catalog fact): no MIG
    VmsNeedVgpu,         // VMs see a GPU only through vGPU (or a whole GPU): no MIG, MPS, time-slicing, quota
    UntrustedNeedIsolation, // untrusted: no MPS (a client's fault takes down every client, fact sheet §2.5),
                            // no time-slicing (one fault domain, nothing enforces memory, fact sheet §6.3),
                            // no quota whose limits only a user-space hook or bookkeeping enforce (more-facts §2.7)
    LowOpsNoVgpu,        // low operations effort: no vGPU (hypervisor, vGPU manager, guest drivers: article)
    ChangingTenantsNoMig,// tenants change often: no MIG (its partitions are fixed, reconfigured only when idle:
                         // article, fact sheet §1.5)
    OneSharedGpu,        // a sharing mode is left: not a GPU per tenant (the cost the article's sharing avoids)
    PlanNotValid,        // the plan compare runs for the mode does not validate for this scenario
    EngineRefused,       // the engine refused the plan (budget); not run
    StrictLatencyPrefersMig,  // preference: MIG, MPS, vGPU, quota, time-slicing (article: MIG first for strict latency)
    RelaxedLatencyPrefersMps, // preference: MPS, quota, time-slicing, vGPU, MIG (article: MPS for offline batch)
    NoSharingModeLeft,   // every sharing mode is ruled out: a GPU per tenant
};
const char *advisorRuleId(AdvisorRule rule); // "gpu.no_mig", "isolation.vm_needs_vgpu", … (stable, in JSON)

// The order the preference rule puts the modes in (the sharing modes only).
std::vector<Mode> preferenceOrder(AdvisorRule preference);

struct RuledOut
{
    Mode mode = Mode::Exclusive;
    AdvisorRule rule = AdvisorRule::PlanNotValid;
    Diagnostics why; // PlanNotValid / EngineRefused: the validator's or the engine's diagnostics
};

// The recommendation before any run (rules and plans).
struct Recommendation
{
    AdvisorAnswers answers;
    Mode mode = Mode::Exclusive;
    PlanChoice plan;                        // compare's plan for `mode`
    std::vector<AdvisorRule> reasons;       // the rules that led to it: the preference (or
                                            // NoSharingModeLeft) first, then the exclusions that applied
    AdvisorRule choosingRule = AdvisorRule::StrictLatencyPrefersMig; // the rule a refutation names
    std::vector<RuledOut> ruledOut;         // in mode order
    std::vector<std::pair<Mode, PlanChoice>> admissible; // in preference order, the recommended first
    bool cancelled = false;
    bool none = false;                      // no mode at all is admissible (no plan validates)
};

// One admissible mode's run and its rank.
enum class RankCriterion { SlosMet, MeanAttainment, Goodput, GpusUsed, None };
struct RankKey
{
    int slosMet = 0;            // tenants with an SLO that meet it (metrics/results.h meetsSlo)
    int slosTotal = 0;          // tenants with an SLO
    double meanAttainment = 1;  // mean SLO attainment of the tenants with an SLO (1 when none has one)
    double goodputRps = 0;      // requests/s completed within their SLO, all tenants
    int gpusUsed = 1;
};
RankKey rankKey(const RunResults &run);
// The ranking, in one function used by the verdict, the ranking's order and the tests: first more
// tenants meeting their SLO, then a higher mean SLO attainment of the tenants with one, then more
// goodput, then fewer GPUs. Two runs tie on a criterion when attainments differ by at most
// kAttainmentTie and goodputs by at most kGoodputTie of the larger (ASSUMED resolution: the same
// seed under two modes still lands different requests late; a smaller difference is noise, not a
// verdict). Returns < 0 if `a` ranks strictly above `b`, > 0 if below, 0 if tied on every
// criterion; *decidedBy the criterion that decided (None on a tie).
inline constexpr double kAttainmentTie = 0.005;
inline constexpr double kGoodputTie = 0.01;
int compareRanks(const RankKey &a, const RankKey &b, RankCriterion *decidedBy = nullptr);

struct RankedRun
{
    Mode mode = Mode::Exclusive;
    PlanChoice plan;
    RunResults results;
    RankKey key;
    int rank = 1;               // 1 + the runs ranked strictly above it (ties share a rank)
};

enum class Verdict { Held, Refuted, NotRun };

struct Advice
{
    Recommendation recommendation;
    std::vector<RankedRun> ranking;        // best first (exact keys; ties keep preference order)
    Verdict verdict = Verdict::NotRun;     // NotRun: cancelled, or nothing admissible
    // Refuted: the rule that chose the recommendation, the best mode ranked strictly above it,
    // the criterion that decided and both values on it.
    std::optional<AdvisorRule> refutedRule;
    std::optional<Mode> betterMode;
    RankCriterion decidedBy = RankCriterion::None;
    double recommendedValue = 0, betterValue = 0;
    bool cancelled = false;
};

// `progress` gets the share done, 0..1, from the working thread; returning false cancels (the
// answer then has cancelled set). `horizon`: the MIG layout search's (compare's by default).
using AdvisorProgress = std::function<bool(double done)>;
struct AdvisorOptions
{
    AdvisorProgress progress;
    MigEvaluationHorizon horizon;
};

// The rules and plans (runs the MIG layout search where compare does).
Recommendation recommend(const Scenario &scenario, const AdvisorAnswers &answers, const AdvisorOptions &options = {});
// Runs every admissible mode of `rec` to the end and gives the verdict.
Advice proveRecommendation(const Scenario &scenario, const Recommendation &rec, const AdvisorOptions &options = {});
// Both.
Advice advise(const Scenario &scenario, const AdvisorAnswers &answers, const AdvisorOptions &options = {});

// The value of `criterion` in a key (goodput in requests/s, attainment as a fraction).
double criterionValue(const RankKey &key, RankCriterion criterion);

} // namespace gpuk
