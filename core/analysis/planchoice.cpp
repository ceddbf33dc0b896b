#include "analysis/planchoice.h"

#include "sharing/validate.h"

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
    PlanChoice c;
    if (scenarioHasPlan(scenario, mode)) {
        c.plan = scenario.sharing.mode == mode ? scenario.sharing : scenario.alternatives.at(mode);
        c.source = PlanSource::Scenario;
        return c;
    }
    if (mode == Mode::Mig && scenario.gpu() && scenario.gpu()->supportsMig()) {
        c.search = searchMigLayout(scenario, horizon);
        if (c.search->placed) {
            c.plan.mode = Mode::Mig;
            c.plan.mig = migPlanFromSearch(scenario, *c.search);
            c.source = PlanSource::Searched;
            return c;
        }
        c.plan = defaultPlan(scenario, mode);
        c.source = PlanSource::MemoryRule;
        return c;
    }
    c.plan = defaultPlan(scenario, mode);
    c.source = PlanSource::DefaultRule;
    return c;
}

} // namespace gpuk
