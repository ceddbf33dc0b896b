#pragma once

// Running a lesson (a challenge): its starting state and its reference solution, each to the end
// with the engine's options (analysis/comparison.h runPlanToEnd, so the numbers are `run`'s and
// `compare`'s), the checks judged on both, and the prediction answered by the engine. One
// function serves `gpukitchen-cli lessons check`, the GUI's lesson dock and the tests: a lesson
// holds when some check fails on the start, every check passes on the solution, and an author's
// stated answer is the engine's.

#include "analysis/lessoncheck.h"
#include "analysis/receipts.h"
#include "diagnostic.h"
#include "metrics/results.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuk {

struct CheckResult
{
    LessonCheck check;
    CheckOutcome outcome;
};
std::vector<CheckResult> evaluateChecks(const std::vector<LessonCheck> &checks, const RunResults &results,
                                        const SharingPlan &plan);
bool allPass(const std::vector<CheckResult> &results);

// One state of a lesson run to the end.
struct LessonStateRun
{
    SharingPlan plan;
    std::optional<RunResults> results; // unset: the engine refused the plan (`refused` says why)
    Diagnostics refused;
};
LessonStateRun runLessonState(const Scenario &scenario);

// The engine's answer to a prediction.
struct PredictionAnswer
{
    // Per choice: the number the pick compares (Tenant / Mode: the metric, or its change from the
    // start to the solution for the increase/decrease picks); unset where the run has no such number.
    std::vector<std::optional<double>> values;
    std::optional<double> measured; // Range: the metric's value
    int answer = -1;                 // index into the choices; -1: the runs give no answer
    bool tie = false;                // two choices share the winning number: the question does not decide
    // The answer stands clear of its rivals: a range's value is at least `decisiveMargin` (relative)
    // away from every bound, a pick's winner that far ahead of the runner-up. A prediction whose
    // answer a different seed could flip teaches nothing.
    bool decisive = false;
    bool authorAgrees = true;        // no stated answer, or it is the engine's
    // Mode: the plan run for each choice on the state measured (a comparison's, choosePlan); empty
    // for the other kinds.
    std::vector<SharingPlan> modePlans;
};
inline constexpr double decisiveMargin = 0.05;
// `startRun` / `solutionRun`: the runs of the two states (the ones the prediction needs, else null).
PredictionAnswer answerPrediction(const LessonPrediction &prediction, const Scenario &start,
                                  const RunResults *startRun, const RunResults *solutionRun);

struct LessonReport
{
    Diagnostics problems;              // the scenario's (with its lesson's) validation, errors stop the rest
    LessonStateRun start;
    LessonStateRun solution;
    std::vector<CheckResult> startChecks;
    std::vector<CheckResult> solutionChecks;
    std::optional<PredictionAnswer> prediction;
    // The receipts' known gaps (analysis/receipts.h knownGapsFor) that these runs stand in: the
    // start's plan, the solution's, and each plan a mode prediction runs; each once. A lesson
    // that shows their numbers says where real GPUs measured otherwise.
    std::vector<KnownGapHere> knownGaps;

    bool validated() const { return !hasErrors(problems); }
    bool startFails() const { return start.results && !allPass(startChecks); }
    bool solutionPasses() const { return solution.results && allPass(solutionChecks); }
    bool predictionHolds() const
    {
        return !prediction || (prediction->answer >= 0 && !prediction->tie && prediction->decisive &&
                               prediction->authorAgrees);
    }
    // Every rule a lesson must keep.
    bool holds() const { return validated() && startFails() && solutionPasses() && predictionHolds(); }
};
// A scenario without a challenge gives a report with validation only (holds() is false).
LessonReport checkLesson(const Scenario &scenario);

} // namespace gpuk
