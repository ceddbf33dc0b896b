#include "analysis/planchoice.h"

#include "sharing/validate.h"

#include <algorithm>

namespace gpuk {

bool scenarioHasPlan(const Scenario &scenario, Mode mode)
{
    if (scenario.sharing.mode == mode)
        return true;
    const auto it = scenario.alternatives.find(mode);
    return it != scenario.alternatives.end() && it->second.mode == mode;
}

PlanChoice choosePlan(const Scenario &scenario, Mode mode, const MigEvaluationHorizon &horizon)
{
    return choosePlan(scenario, mode, horizon, engineSearchOptions());
}

PlanChoice choosePlan(const Scenario &scenario, Mode mode, const MigEvaluationHorizon &horizon,
                      const MigSearchOptions &options)
{
    PlanChoice c;
    if (scenarioHasPlan(scenario, mode)) {
        c.plan = scenario.sharing.mode == mode ? scenario.sharing : scenario.alternatives.at(mode);
        c.source = PlanSource::Scenario;
        return c;
    }
    if (modeTraits(mode).defaultPlan == DefaultPlan::LayoutSearch && scenario.gpu() && scenario.gpu()->supportsMig()) {
        c.search = searchMigLayout(scenario, horizon, options);
        if (c.search->cancelled) {
            c.plan = defaultPlan(scenario, mode);
            c.source = PlanSource::MemoryRule;
            return c;
        }
        if (c.search->placed) {
            c.plan.mode = Mode::Mig;
            c.plan.mig = migPlanFromSearch(scenario, *c.search);
            c.source = PlanSource::Searched;
            return c;
        }
        // A tenant larger than every profile fits no layout: search over the others, so that MIG
        // is shown at its best for the tenants it can hold rather than by the memory-only rule.
        double largest = 0;
        for (const MigProfile &p : scenario.gpu()->migProfiles)
            largest = std::max(largest, p.memoryGiB);
        Scenario fitting = scenario;
        fitting.tenants.clear();
        std::vector<std::string> unplaced;
        for (const Tenant &t : scenario.tenants) {
            if (t.peakMemoryGb() <= largest + 1e-9)
                fitting.tenants.push_back(t);
            else
                unplaced.push_back(t.id);
        }
        if (!unplaced.empty() && !fitting.tenants.empty()) {
            MigSearchResult part = searchMigLayout(fitting, horizon, options);
            if (part.cancelled) {
                c.search = std::move(part);
                c.plan = defaultPlan(scenario, mode);
                c.source = PlanSource::MemoryRule;
                return c;
            }
            if (part.placed) {
                c.plan.mode = Mode::Mig;
                c.plan.mig = migPlanFromSearch(fitting, part);
                c.search = std::move(part);
                c.unplaced = std::move(unplaced);
                c.source = PlanSource::SearchedWithout;
                return c;
            }
        }
        c.plan = defaultPlan(scenario, mode);
        c.source = PlanSource::MemoryRule;
        return c;
    }
    c.plan = defaultPlan(scenario, mode);
    c.source = PlanSource::DefaultRule;
    return c;
}

MigLayoutRanking rankMigPlans(const Scenario &scenario, int maxEntries, const MigEvaluationHorizon &horizon,
                              const MigSearchOptions &options)
{
    MigLayoutRanking r;
    if (!scenario.gpu() || !scenario.gpu()->supportsMig())
        return r;
    r.ranking = rankMigLayouts(scenario, maxEntries, horizon, options);
    for (const Tenant &t : scenario.tenants)
        r.tenantIds.push_back(t.id);
    if (r.ranking.cancelled || r.ranking.search.placed)
        return r;
    // As choosePlan: a tenant larger than every profile fits no layout; rank over the others.
    double largest = 0;
    for (const MigProfile &p : scenario.gpu()->migProfiles)
        largest = std::max(largest, p.memoryGiB);
    Scenario fitting = scenario;
    fitting.tenants.clear();
    std::vector<std::string> unplaced, ids;
    for (const Tenant &t : scenario.tenants) {
        if (t.peakMemoryGb() <= largest + 1e-9) {
            fitting.tenants.push_back(t);
            ids.push_back(t.id);
        } else {
            unplaced.push_back(t.id);
        }
    }
    if (unplaced.empty() || fitting.tenants.empty())
        return r;
    r.ranking = rankMigLayouts(fitting, maxEntries, horizon, options);
    r.tenantIds = std::move(ids);
    r.unplaced = std::move(unplaced);
    return r;
}

SharingPlan rankedMigPlan(const MigLayoutRanking &ranking, size_t k, bool allow4g3g)
{
    SharingPlan plan;
    plan.mode = Mode::Mig;
    if (k < ranking.ranking.entries.size())
        plan.mig = migPlanFromRanked(ranking.tenantIds, ranking.ranking.entries[k], allow4g3g);
    return plan;
}

SharingPlan planForMode(const Scenario &scenario, Mode mode)
{
    if (scenario.sharing.mode == mode)
        return scenario.sharing;
    const auto it = scenario.alternatives.find(mode);
    if (it != scenario.alternatives.end() && it->second.mode == mode)
        return it->second;
    if (modeTraits(mode).defaultPlan == DefaultPlan::LayoutSearch)
        return choosePlan(scenario, mode, guiMigHorizon).plan; // the MIG layout search
    return defaultPlan(scenario, mode);
}

} // namespace gpuk
