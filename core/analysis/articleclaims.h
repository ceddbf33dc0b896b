#pragma once

// The source article's comparison of the modes ("指标对比": granularity, overhead, scheduling
// latency; and its isolation and utilisation claims), measured for the current tenants: each
// claim beside what the catalog and the simulation of these tenants say, and whether it holds.
// Read by `compare` (text and JSON) and the GUI's comparison, worded by io/claimtext.h.

#include "analysis/comparison.h"
#include "scenario.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuk {

enum class ArticleAxis {
    Granularity,       // "MIG coarsest, MPS finest (SM level), vGPU in between"
    Overhead,          // "MIG almost zero, MPS small, vGPU 5–10 %"
    SchedulingLatency, // "MIG close to bare metal, MPS microseconds, vGPU a little higher"
    Isolation,         // "a crash in one MIG instance does not touch the others; MPS isolates weakly; vGPU isolates faults"
    Utilisation,       // "from 20 % with one tenant per GPU to above 70 % shared"
};
constexpr ArticleAxis allArticleAxes[] = {ArticleAxis::Granularity, ArticleAxis::Overhead,
                                          ArticleAxis::SchedulingLatency, ArticleAxis::Isolation,
                                          ArticleAxis::Utilisation};
const char *articleAxisName(ArticleAxis a); // "granularity", "overhead", "scheduling_latency", "isolation", "utilisation"

enum class ClaimVerdict { Holds, HoldsInPart, DoesNotHold, NotMeasured };
const char *claimVerdictName(ClaimVerdict v); // "holds", "holds_in_part", "does_not_hold", "not_measured"

// One mode's figure on an axis (units per axis: granularity and utilisation a share of the GPU,
// overhead a share of a request's time, latency ms, isolation tenants one fault takes down).
struct ClaimFigure
{
    Mode mode = Mode::Exclusive;
    double value = 0;
    double second = 0; // isolation: the worst slowdown a neighbour causes (1 = none)
};

struct ArticleClaim
{
    ArticleAxis axis = ArticleAxis::Granularity;
    std::vector<ClaimFigure> figures;     // the modes compared that the axis speaks of, in order
    ClaimVerdict verdict = ClaimVerdict::NotMeasured;
    // Why, as a code with arguments (io/claimtext.h words it): e.g. "mig_full_instance_fewer_sms"
    // {mig_sms, sms, percent}.
    std::string reason;
    std::map<std::string, std::string> args;
};

// The claims for the compared modes of `scenario` (runs with their slowdown runs give the latency
// and isolation figures; without them those claims are NotMeasured).
std::vector<ArticleClaim> measureArticleClaims(const Scenario &scenario, const std::vector<ComparedMode> &modes);

} // namespace gpuk
