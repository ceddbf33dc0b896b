#pragma once

// The checks of a lesson's task and of a quiz question's claim (docs/design-notes.md, "Teaching"):
// one condition on a run's results and its plan, "the embedding tenant's p99 ≤ 25 ms", "GPUs used
// ≤ 1", "mode == mig". Evaluated here, in one place, for the GUI's live task state, `lessons check`,
// `quiz check` and the tests; worded in io. A check never passes on a number the run does not have
// (a p99 of a tenant that completed nothing, a tenant the scenario does not have).

#include "lesson.h"
#include "metrics/results.h"
#include "sharing/plan.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuk {

struct CheckOutcome
{
    enum class Status {
        Pass,
        Fail,
        NoValue,        // the run has no such number (a tenant that completed nothing has no p99)
        NoTenant,       // the scenario has no tenant of that id
        BadOp,          // mode checks take == or != only
    };
    Status status = Status::Fail;
    std::optional<double> measured;  // numeric metrics, when the run has the number
    std::optional<gpuk::Mode> measuredMode;
    bool passed() const { return status == Status::Pass; }
};

// A metric's number in a run: a tenant metric of `tenant`, else of the run or its plan.
struct MetricReading
{
    enum class Status { Value, NoValue, NoTenant };
    Status status = Status::NoValue;
    std::optional<double> value;
};
MetricReading readMetric(CheckMetric metric, const std::string &tenant, const RunResults &results,
                         const SharingPlan &plan);

// `results`: a run of `plan` (its tenants in scenario order, as the engine reports them).
CheckOutcome evaluateCheck(const LessonCheck &check, const RunResults &results, const SharingPlan &plan);
// Whether `measured op value` holds (the comparison every numeric check makes).
bool compareWith(double measured, CheckOp op, double value);

} // namespace gpuk
