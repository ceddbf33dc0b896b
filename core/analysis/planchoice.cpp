#include "analysis/planchoice.h"

#include "sharing/validate.h"

namespace gpuk {

bool scenarioHasPlan(const Scenario &scenario, Mode mode)
{
    return scenario.sharing.mode == mode || scenario.alternatives.count(mode) > 0;
}

PlanChoice choosePlan(const Scenario &scenario, Mode mode, const MigEvaluationHorizon &horizon)
{
    PlanChoice c;
    if (scenarioHasPlan(scenario, mode)) {
        c.plan = planForMode(scenario, mode);
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
