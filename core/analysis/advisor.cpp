#include "analysis/advisor.h"

#include "analysis/comparison.h"

#include "sharing/quota.h"
#include "sharing/validate.h"

#include <algorithm>
#include <cmath>

namespace gpuk {

AdvisorAnswers defaultAnswers(const Scenario &scenario)
{
    AdvisorAnswers a;
    const bool anySlo = std::any_of(scenario.tenants.begin(), scenario.tenants.end(),
                                    [](const Tenant &t) { return t.sloMs > 0; });
    a.latency = anySlo ? LatencyNeed::Strict : LatencyNeed::Relaxed;
    const bool anyUntrusted = std::any_of(scenario.tenants.begin(), scenario.tenants.end(),
                                          [](const Tenant &t) { return !t.trusted; });
    a.trust = anyUntrusted ? TenantTrust::Untrusted : TenantTrust::Trusted;
    a.isolation = scenario.sharing.mode == Mode::Vgpu ? Isolation::Vms : Isolation::Containers;
    a.tenantSet = TenantSet::Stable; // ASSUMED: see advisor.h
    a.ops = OpsEffort::High;         // ASSUMED: see advisor.h
    return a;
}

const char *advisorRuleId(AdvisorRule rule)
{
    switch (rule) {
    case AdvisorRule::GpuWithoutMig: return "gpu.no_mig";
    case AdvisorRule::VmsNeedVgpu: return "isolation.vms_need_vgpu";
    case AdvisorRule::UntrustedNeedIsolation: return "trust.untrusted_need_isolation";
    case AdvisorRule::LowOpsNoVgpu: return "ops.low_no_vgpu";
    case AdvisorRule::ChangingTenantsNoMig: return "tenants.changing_no_mig";
    case AdvisorRule::OneSharedGpu: return "gpu.one_shared";
    case AdvisorRule::PlanNotValid: return "plan.not_valid";
    case AdvisorRule::EngineRefused: return "plan.engine_refused";
    case AdvisorRule::StrictLatencyPrefersMig: return "latency.strict_prefers_mig";
    case AdvisorRule::RelaxedLatencyPrefersMps: return "latency.relaxed_prefers_mps";
    case AdvisorRule::NoSharingModeLeft: return "gpu.no_sharing_mode_left";
    }
    return "";
}

std::vector<Mode> preferenceOrder(AdvisorRule preference)
{
    // Strict latency: MIG's hardware partitions first (the article: "严格的响应时间要求 … MIG 的硬件
    // 隔离是首选"), then MPS (scheduling in microseconds, the article's comparison), then the modes
    // that take turns: vGPU (its layer's scheduling "延迟略高"), quota, bare time-slicing.
    // Relaxed (offline batch): MPS first ("MPS 能把利用率推到极致"), then the modes that let one
    // tenant use the whole GPU when the others are idle, MIG's fixed partitions last (an idle
    // instance's SMs cannot be lent: the article's MIG section).
    if (preference == AdvisorRule::RelaxedLatencyPrefersMps)
        return {Mode::Mps, Mode::Quota, Mode::Timeslice, Mode::Vgpu, Mode::Mig};
    return {Mode::Mig, Mode::Mps, Mode::Vgpu, Mode::Quota, Mode::Timeslice};
}

namespace {

// Whether `rule` excludes `mode` under these answers (the plan is compare's for the mode: the
// quota rule reads who enforces its limits).
bool excludes(AdvisorRule rule, Mode mode, const Scenario &scenario, const AdvisorAnswers &a, const SharingPlan *plan)
{
    switch (rule) {
    case AdvisorRule::GpuWithoutMig: {
        const GpuModel *gpu = scenario.gpu();
        return mode == Mode::Mig && !(gpu && gpu->supportsMig());
    }
    case AdvisorRule::VmsNeedVgpu:
        return a.isolation == Isolation::Vms && sharesGpu(mode) && mode != Mode::Vgpu;
    case AdvisorRule::UntrustedNeedIsolation: {
        if (a.trust != TenantTrust::Untrusted)
            return false;
        if (mode == Mode::Mps || mode == Mode::Timeslice)
            return true;
        if (mode == Mode::Quota) {
            const LimitEnforcer e = plan ? limitEnforcer(*plan) : LimitEnforcer::UserSpaceHook;
            return e == LimitEnforcer::UserSpaceHook || e == LimitEnforcer::Bookkeeping;
        }
        return false;
    }
    case AdvisorRule::LowOpsNoVgpu:
        return a.ops == OpsEffort::Low && mode == Mode::Vgpu;
    case AdvisorRule::ChangingTenantsNoMig:
        return a.tenantSet == TenantSet::Changing && mode == Mode::Mig;
    case AdvisorRule::OneSharedGpu:
    case AdvisorRule::PlanNotValid:
    case AdvisorRule::EngineRefused:
    case AdvisorRule::StrictLatencyPrefersMig:
    case AdvisorRule::RelaxedLatencyPrefersMps:
    case AdvisorRule::NoSharingModeLeft:
        return false;
    }
    return false;
}

constexpr AdvisorRule exclusionRules[] = {AdvisorRule::GpuWithoutMig, AdvisorRule::VmsNeedVgpu,
                                          AdvisorRule::UntrustedNeedIsolation, AdvisorRule::LowOpsNoVgpu,
                                          AdvisorRule::ChangingTenantsNoMig};

} // namespace

Recommendation recommend(const Scenario &scenario, const AdvisorAnswers &answers, const AdvisorOptions &options)
{
    Recommendation rec;
    rec.answers = answers;
    const GpuModel *gpu = scenario.gpu();
    rec.choosingRule = answers.latency == LatencyNeed::Strict ? AdvisorRule::StrictLatencyPrefersMig
                                                               : AdvisorRule::RelaxedLatencyPrefersMps;
    std::vector<AdvisorRule> applied; // exclusions that took some mode out
    auto note = [&applied](AdvisorRule r) {
        if (std::find(applied.begin(), applied.end(), r) == applied.end())
            applied.push_back(r);
    };
    // The plan compare runs for a mode, its exclusions, and its validation. The MIG search is the
    // only slow step; its progress is this phase's.
    auto consider = [&](Mode mode) -> std::optional<PlanChoice> {
        // Rules that need no plan first: a mode they exclude is never searched.
        for (AdvisorRule r : exclusionRules)
            if (r != AdvisorRule::UntrustedNeedIsolation && excludes(r, mode, scenario, answers, nullptr)) {
                rec.ruledOut.push_back({mode, r, {}});
                note(r);
                return std::nullopt;
            }
        MigSearchOptions o = engineSearchOptions();
        if (options.progress)
            o.progress = [&options](double spent) { return options.progress(std::clamp(spent, 0.0, 1.0)); };
        PlanChoice choice = choosePlan(scenario, mode, options.horizon, o);
        if (choice.search && choice.search->cancelled) {
            rec.cancelled = true;
            return std::nullopt;
        }
        if (excludes(AdvisorRule::UntrustedNeedIsolation, mode, scenario, answers, &choice.plan)) {
            rec.ruledOut.push_back({mode, AdvisorRule::UntrustedNeedIsolation, {}});
            note(AdvisorRule::UntrustedNeedIsolation);
            return std::nullopt;
        }
        if (!gpu) {
            rec.ruledOut.push_back({mode, AdvisorRule::PlanNotValid, {}});
            return std::nullopt;
        }
        Diagnostics diags = validatePlan(scenario, *gpu, choice.plan, planPathFor(scenario, mode));
        if (hasErrors(diags)) {
            Diagnostics errors;
            for (const Diagnostic &d : diags)
                if (d.severity == Severity::Error)
                    errors.push_back(d);
            rec.ruledOut.push_back({mode, AdvisorRule::PlanNotValid, errors});
            return std::nullopt;
        }
        return choice;
    };

    for (Mode mode : preferenceOrder(rec.choosingRule)) {
        if (rec.cancelled)
            return rec;
        if (std::optional<PlanChoice> c = consider(mode))
            rec.admissible.emplace_back(mode, std::move(*c));
    }
    if (rec.cancelled)
        return rec;
    if (rec.admissible.empty()) {
        // Nothing shares the GPU under these answers: a GPU per tenant (a VM gets one passed through).
        rec.choosingRule = AdvisorRule::NoSharingModeLeft;
        if (std::optional<PlanChoice> c = consider(Mode::Exclusive))
            rec.admissible.emplace_back(Mode::Exclusive, std::move(*c));
    } else {
        rec.ruledOut.push_back({Mode::Exclusive, AdvisorRule::OneSharedGpu, {}});
    }
    // Mode order for the list of modes ruled out.
    std::stable_sort(rec.ruledOut.begin(), rec.ruledOut.end(),
                     [](const RuledOut &x, const RuledOut &y) { return int(x.mode) < int(y.mode); });
    rec.reasons.push_back(rec.choosingRule);
    for (AdvisorRule r : applied)
        rec.reasons.push_back(r);
    if (rec.admissible.empty()) {
        rec.none = true;
        return rec;
    }
    rec.mode = rec.admissible.front().first;
    rec.plan = rec.admissible.front().second;
    return rec;
}

RankKey rankKey(const RunResults &run)
{
    RankKey k;
    double attainment = 0;
    for (const TenantResult &t : run.tenants) {
        k.goodputRps += t.goodputRps;
        if (t.sloMs <= 0)
            continue;
        ++k.slosTotal;
        k.slosMet += meetsSlo(t) ? 1 : 0;
        attainment += t.notPlaced ? 0.0 : t.sloAttainment;
    }
    k.meanAttainment = k.slosTotal ? attainment / k.slosTotal : 1.0;
    k.gpusUsed = run.gpuStats.gpusUsed;
    return k;
}

int compareRanks(const RankKey &a, const RankKey &b, RankCriterion *decidedBy)
{
    auto decide = [decidedBy](RankCriterion c, int sign) {
        if (decidedBy)
            *decidedBy = c;
        return sign;
    };
    if (a.slosMet != b.slosMet)
        return decide(RankCriterion::SlosMet, a.slosMet > b.slosMet ? -1 : 1);
    if (std::abs(a.meanAttainment - b.meanAttainment) > kAttainmentTie)
        return decide(RankCriterion::MeanAttainment, a.meanAttainment > b.meanAttainment ? -1 : 1);
    const double larger = std::max(a.goodputRps, b.goodputRps);
    if (std::abs(a.goodputRps - b.goodputRps) > kGoodputTie * larger)
        return decide(RankCriterion::Goodput, a.goodputRps > b.goodputRps ? -1 : 1);
    if (a.gpusUsed != b.gpusUsed)
        return decide(RankCriterion::GpusUsed, a.gpusUsed < b.gpusUsed ? -1 : 1);
    return decide(RankCriterion::None, 0);
}

double criterionValue(const RankKey &key, RankCriterion criterion)
{
    switch (criterion) {
    case RankCriterion::SlosMet: return key.slosMet;
    case RankCriterion::MeanAttainment: return key.meanAttainment;
    case RankCriterion::Goodput: return key.goodputRps;
    case RankCriterion::GpusUsed: return key.gpusUsed;
    case RankCriterion::None: return 0;
    }
    return 0;
}

Advice proveRecommendation(const Scenario &scenario, const Recommendation &rec, const AdvisorOptions &options)
{
    Advice advice;
    advice.recommendation = rec;
    if (rec.cancelled || rec.none) {
        advice.cancelled = rec.cancelled;
        return advice;
    }
    // Progress over the simulated seconds of every run.
    const double total = scenario.simulation.durationS * double(rec.admissible.size());
    double done = 0;
    bool keep = true;
    const SimulatedProgress progress = [&](double s) {
        done += s;
        if (options.progress && keep)
            keep = options.progress(total > 0 ? std::min(1.0, done / total) : 1.0);
    };
    const std::function<bool()> keepGoing = [&keep] { return keep; };
    for (const auto &[mode, choice] : rec.admissible) {
        Diagnostics refused;
        std::optional<RunResults> r = runPlanToEnd(scenario, choice.plan, progress, &refused, keepGoing);
        if (!keep) {
            advice.cancelled = true;
            advice.ranking.clear();
            return advice;
        }
        if (!r) {
            advice.recommendation.ruledOut.push_back({mode, AdvisorRule::EngineRefused, refused});
            continue;
        }
        RankedRun run;
        run.mode = mode;
        run.plan = choice;
        run.key = rankKey(*r);
        run.results = std::move(*r);
        advice.ranking.push_back(std::move(run));
    }
    // Ranks: 1 + the runs strictly above; the order: by rank, then the preference order.
    for (RankedRun &x : advice.ranking) {
        x.rank = 1;
        for (const RankedRun &y : advice.ranking)
            x.rank += compareRanks(y.key, x.key) < 0 ? 1 : 0;
    }
    std::stable_sort(advice.ranking.begin(), advice.ranking.end(),
                     [](const RankedRun &x, const RankedRun &y) { return x.rank < y.rank; });

    const auto own = std::find_if(advice.ranking.begin(), advice.ranking.end(),
                                  [&](const RankedRun &x) { return x.mode == rec.mode; });
    if (advice.ranking.empty())
        return advice; // NotRun: nothing could run
    if (own == advice.ranking.end()) {
        // The recommended plan did not run (the engine refused it): whatever ran did better.
        advice.verdict = Verdict::Refuted;
        advice.refutedRule = rec.choosingRule;
        advice.betterMode = advice.ranking.front().mode;
        return advice;
    }
    // The best-ranked run strictly above the recommendation, if any.
    for (const RankedRun &x : advice.ranking) {
        RankCriterion by = RankCriterion::None;
        if (compareRanks(x.key, own->key, &by) < 0) {
            advice.verdict = Verdict::Refuted;
            advice.refutedRule = rec.choosingRule;
            advice.betterMode = x.mode;
            advice.decidedBy = by;
            advice.recommendedValue = criterionValue(own->key, by);
            advice.betterValue = criterionValue(x.key, by);
            return advice;
        }
    }
    advice.verdict = Verdict::Held;
    return advice;
}

Advice advise(const Scenario &scenario, const AdvisorAnswers &answers, const AdvisorOptions &options)
{
    // The search's share of the work is small next to the runs: a tenth of the bar.
    AdvisorOptions first = options;
    if (options.progress)
        first.progress = [&options](double d) { return options.progress(0.1 * d); };
    const Recommendation rec = recommend(scenario, answers, first);
    AdvisorOptions second = options;
    if (options.progress)
        second.progress = [&options](double d) { return options.progress(0.1 + 0.9 * d); };
    return proveRecommendation(scenario, rec, second);
}

} // namespace gpuk
