#pragma once

// The advisor's verdict checked against a ranking of its runs made here, from the tenants' own
// results and the criteria as analysis/advisor.h states them (not through compareRanks): shared by
// tests/core/test_advisor.cpp and tests/io/test_advise.cpp.

#include "analysis/advisor.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

namespace gpuk::test {

// An independent ranking of two runs from their tenants' results: true if `a` beats `b` by more
// than the stated ties (SLOs met, then mean attainment, then goodput, then GPUs).
inline bool beats(const RunResults &a, const RunResults &b)
{
    auto tally = [](const RunResults &r, int *met, double *attain, double *goodput) {
        int withSlo = 0;
        *met = 0;
        *attain = 0;
        *goodput = 0;
        for (const TenantResult &t : r.tenants) {
            *goodput += t.goodputRps;
            if (t.sloMs > 0) {
                ++withSlo;
                const bool ok = !t.notPlaced && t.arrivals > t.open && t.sloAttainment >= 0.99;
                *met += ok ? 1 : 0;
                *attain += t.notPlaced ? 0 : t.sloAttainment;
            }
        }
        *attain = withSlo ? *attain / withSlo : 1;
    };
    int ma = 0, mb = 0;
    double aa = 0, ab = 0, ga = 0, gb = 0;
    tally(a, &ma, &aa, &ga);
    tally(b, &mb, &ab, &gb);
    if (ma != mb)
        return ma > mb;
    if (std::abs(aa - ab) > 0.005)
        return aa > ab;
    if (std::abs(ga - gb) > 0.01 * std::max(ga, gb))
        return ga > gb;
    return a.gpuStats.gpusUsed < b.gpuStats.gpusUsed;
}

inline void checkVerdictAgainstRuns(const Advice &advice)
{
    const Mode own = advice.recommendation.mode;
    const auto it = std::find_if(advice.ranking.begin(), advice.ranking.end(),
                                 [own](const RankedRun &r) { return r.mode == own; });
    REQUIRE(it != advice.ranking.end());
    bool someoneBetter = false;
    for (const RankedRun &r : advice.ranking)
        someoneBetter = someoneBetter || beats(r.results, it->results);
    if (!someoneBetter) {
        CHECK(advice.verdict == Verdict::Held);
        return;
    }
    REQUIRE(advice.verdict == Verdict::Refuted);
    REQUIRE(advice.betterMode);
    REQUIRE(advice.refutedRule);
    CHECK(*advice.refutedRule == advice.recommendation.choosingRule);
    const auto better = std::find_if(advice.ranking.begin(), advice.ranking.end(),
                                     [&](const RankedRun &r) { return r.mode == *advice.betterMode; });
    REQUIRE(better != advice.ranking.end());
    CHECK(beats(better->results, it->results));
    // the mode named is the one ranked first
    CHECK(advice.ranking.front().mode == *advice.betterMode);
}

} // namespace gpuk::test
