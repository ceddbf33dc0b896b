// The advisor (core/analysis/advisor.h): its rules keep the modes they exclude out of the
// recommendation and the runs, its verdict agrees with a ranking of the runs made here from the
// tenants' own results, it runs compare's plans, and it is deterministic and cancellable.
// Every built-in scenario is checked in tests/io/test_advise.cpp (the files need core/io).

#include "analysis/advisor.h"
#include "scenariobuilder.h"
#include "support/advisorcheck.h"
#include "sharing/validate.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace gpuk;
using namespace gpuk::test;

namespace {

// Three small services with SLOs on an A100-40GB, 20 s: every mode can hold them.
Scenario threeServices()
{
    Tenant embed = lightTenant("embed", ArrivalProcess::Poisson, 150, 2.0, ServiceDistribution::Exponential, 20, 2);
    embed.sloMs = 25;
    Tenant rerank = lightTenant("rerank", ArrivalProcess::Poisson, 40, 6.0, ServiceDistribution::Exponential, 40, 2);
    rerank.sloMs = 80;
    Tenant batch = lightTenant("batch", ArrivalProcess::Poisson, 10, 20.0, ServiceDistribution::Exponential, 60, 1);
    Scenario s = buildScenario("advisor", "A100-40GB", {embed, rerank, batch}, exclusivePlan(), 20, 2, 3);
    return s;
}

std::vector<AdvisorAnswers> everyAnswerSet()
{
    std::vector<AdvisorAnswers> out;
    for (LatencyNeed l : {LatencyNeed::Strict, LatencyNeed::Relaxed})
        for (TenantTrust t : {TenantTrust::Trusted, TenantTrust::Untrusted})
            for (TenantSet s : {TenantSet::Stable, TenantSet::Changing})
                for (OpsEffort o : {OpsEffort::Low, OpsEffort::High})
                    for (Isolation i : {Isolation::Containers, Isolation::Vms})
                        out.push_back({l, t, s, o, i});
    return out;
}

// The modes the answers exclude, read from the rule texts of advisor.h, not from its code.
bool answersExclude(const AdvisorAnswers &a, Mode m)
{
    if (a.isolation == Isolation::Vms && m != Mode::Vgpu && m != Mode::Exclusive)
        return true;
    if (a.trust == TenantTrust::Untrusted && (m == Mode::Mps || m == Mode::Timeslice))
        return true;
    if (a.ops == OpsEffort::Low && m == Mode::Vgpu)
        return true;
    if (a.tenantSet == TenantSet::Changing && m == Mode::Mig)
        return true;
    return false;
}

} // namespace

TEST_CASE("the ranking orders by SLOs met, then mean attainment, then goodput, then GPUs, with ties inside the stated resolution",
          "[advisor]")
{
    const RankKey base{2, 3, 0.95, 400, 1};
    RankCriterion by = RankCriterion::None;
    RankKey moreMet = base;
    moreMet.slosMet = 3;
    moreMet.goodputRps = 100; // far less goodput, still ahead: SLOs met decide first
    CHECK(compareRanks(moreMet, base, &by) < 0);
    CHECK(by == RankCriterion::SlosMet);
    CHECK(compareRanks(base, moreMet) > 0);

    RankKey attain = base;
    attain.meanAttainment = 0.95 + kAttainmentTie / 2; // inside the tie
    attain.goodputRps = 420;                           // goodput decides instead
    CHECK(compareRanks(attain, base, &by) < 0);
    CHECK(by == RankCriterion::Goodput);
    attain.meanAttainment = 0.95 + 2 * kAttainmentTie;
    attain.goodputRps = 300;
    CHECK(compareRanks(attain, base, &by) < 0);
    CHECK(by == RankCriterion::MeanAttainment);

    RankKey sameButTwoGpus = base;
    sameButTwoGpus.goodputRps = 400 * (1 + kGoodputTie / 2);
    sameButTwoGpus.gpusUsed = 3;
    CHECK(compareRanks(base, sameButTwoGpus, &by) < 0);
    CHECK(by == RankCriterion::GpusUsed);
    CHECK(compareRanks(base, base, &by) == 0);
    CHECK(by == RankCriterion::None);
}

TEST_CASE("for every answer set the advisor never recommends or runs a mode a rule excludes, and its verdict agrees with the runs",
          "[advisor]")
{
    const Scenario s = threeServices();
    for (const AdvisorAnswers &a : everyAnswerSet()) {
        INFO("latency " << int(a.latency) << " trust " << int(a.trust) << " set " << int(a.tenantSet) << " ops "
                        << int(a.ops) << " isolation " << int(a.isolation));
        const Advice advice = advise(s, a);
        const Recommendation &rec = advice.recommendation;
        REQUIRE_FALSE(rec.none);
        REQUIRE_FALSE(advice.cancelled);
        CHECK_FALSE(answersExclude(a, rec.mode));
        for (const RankedRun &r : advice.ranking)
            CHECK_FALSE(answersExclude(a, r.mode));
        // every mode is either run or ruled out with a rule, never both
        for (Mode m : allModes) {
            const bool ran = std::any_of(advice.ranking.begin(), advice.ranking.end(),
                                         [m](const RankedRun &r) { return r.mode == m; });
            const bool out = std::any_of(rec.ruledOut.begin(), rec.ruledOut.end(),
                                         [m](const RuledOut &r) { return r.mode == m; });
            INFO(modeName(m));
            CHECK(ran != out);
            if (answersExclude(a, m))
                CHECK(out);
        }
        // the recommendation is the first mode of its preference order that is admissible
        if (rec.choosingRule != AdvisorRule::NoSharingModeLeft) {
            for (Mode m : preferenceOrder(rec.choosingRule)) {
                if (m == rec.mode)
                    break;
                CHECK(std::any_of(rec.ruledOut.begin(), rec.ruledOut.end(),
                                  [m](const RuledOut &r) { return r.mode == m; }));
            }
            CHECK(rec.choosingRule
                  == (a.latency == LatencyNeed::Strict ? AdvisorRule::StrictLatencyPrefersMig
                                                       : AdvisorRule::RelaxedLatencyPrefersMps));
        } else {
            CHECK(rec.mode == Mode::Exclusive);
        }
        checkVerdictAgainstRuns(advice);
    }
}

TEST_CASE("the advisor runs compare's plan for each mode with the scenario's seed, and twice gives the same advice",
          "[advisor]")
{
    const Scenario s = threeServices();
    AdvisorAnswers a = defaultAnswers(s);
    CHECK(a.latency == LatencyNeed::Strict); // two tenants have an SLO
    CHECK(a.trust == TenantTrust::Trusted);
    CHECK(a.isolation == Isolation::Containers);
    const Advice one = advise(s, a);
    const Advice two = advise(s, a);
    REQUIRE(one.ranking.size() == two.ranking.size());
    CHECK(one.recommendation.mode == two.recommendation.mode);
    CHECK(one.verdict == two.verdict);
    for (size_t i = 0; i < one.ranking.size(); ++i) {
        const RankedRun &r = one.ranking[i];
        INFO(modeName(r.mode));
        CHECK(r.mode == two.ranking[i].mode);
        CHECK(r.key.goodputRps == two.ranking[i].key.goodputRps);
        const PlanChoice compareChoice = choosePlan(s, r.mode);
        CHECK(r.plan.plan == compareChoice.plan);
        const std::optional<RunResults> direct = runPlanToEnd(s, compareChoice.plan);
        REQUIRE(direct);
        REQUIRE(direct->tenants.size() == r.results.tenants.size());
        for (size_t k = 0; k < direct->tenants.size(); ++k) {
            CHECK(direct->tenants[k].met == r.results.tenants[k].met);
            CHECK(direct->tenants[k].latencyMs.p99 == r.results.tenants[k].latencyMs.p99);
        }
    }
}

TEST_CASE("a GPU without MIG rules MIG out, and VMs with little operations effort leave a GPU per tenant", "[advisor]")
{
    Scenario s = threeServices();
    GpuModel noMig = *s.gpu();
    noMig.id = "custom-no-mig";
    noMig.migProfiles.clear();
    s.customGpu = noMig;
    s.gpuId.clear();
    const Recommendation rec = recommend(s, defaultAnswers(s));
    CHECK(rec.mode != Mode::Mig);
    CHECK(std::any_of(rec.ruledOut.begin(), rec.ruledOut.end(), [](const RuledOut &r) {
        return r.mode == Mode::Mig && r.rule == AdvisorRule::GpuWithoutMig;
    }));
    CHECK(std::find(rec.reasons.begin(), rec.reasons.end(), AdvisorRule::GpuWithoutMig) != rec.reasons.end());

    const Scenario t = threeServices();
    AdvisorAnswers a = defaultAnswers(t);
    a.isolation = Isolation::Vms;
    a.ops = OpsEffort::Low;
    const Recommendation none = recommend(t, a);
    CHECK(none.mode == Mode::Exclusive);
    CHECK(none.choosingRule == AdvisorRule::NoSharingModeLeft);
    CHECK(none.reasons.front() == AdvisorRule::NoSharingModeLeft);
}

TEST_CASE("cancelling the advisor's progress stops it without a verdict", "[advisor]")
{
    const Scenario s = threeServices();
    AdvisorOptions o;
    int calls = 0;
    o.progress = [&calls](double done) {
        ++calls;
        return done < 0.3; // cancel during the runs
    };
    const Advice advice = advise(s, defaultAnswers(s), o);
    CHECK(calls > 0);
    CHECK(advice.cancelled);
    CHECK(advice.verdict == Verdict::NotRun);
    CHECK(advice.ranking.empty());
}
