#include "analysis/lessonrun.h"

#include "analysis/comparison.h"
#include "analysis/planchoice.h"
#include "sharing/validate.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuk {

std::vector<CheckResult> evaluateChecks(const std::vector<LessonCheck> &checks, const RunResults &results,
                                        const SharingPlan &plan)
{
    std::vector<CheckResult> out;
    out.reserve(checks.size());
    for (const LessonCheck &c : checks)
        out.push_back({c, evaluateCheck(c, results, plan)});
    return out;
}

bool allPass(const std::vector<CheckResult> &results)
{
    return std::all_of(results.begin(), results.end(), [](const CheckResult &r) { return r.outcome.passed(); });
}

LessonStateRun runLessonState(const Scenario &scenario)
{
    LessonStateRun run;
    run.plan = scenario.sharing;
    run.results = runPlanToEnd(scenario, scenario.sharing, {}, &run.refused);
    return run;
}

namespace {

std::optional<double> valueOf(const LessonPrediction &p, const std::string &tenant, const RunResults *run,
                              const SharingPlan &plan)
{
    if (!run)
        return std::nullopt;
    const MetricReading r = readMetric(p.metric, tenant, *run, plan);
    return r.value;
}

bool picksChange(LessonPrediction::Pick pick)
{
    return pick == LessonPrediction::Pick::LargestIncrease || pick == LessonPrediction::Pick::LargestDecrease;
}

} // namespace

PredictionAnswer answerPrediction(const LessonPrediction &p, const Scenario &start, const RunResults *startRun,
                                  const RunResults *solutionRun)
{
    PredictionAnswer out;
    const Scenario solved = solvedScenario(start);
    const bool onSolution = p.state == LessonPrediction::State::Solution || picksChange(p.pick);
    const Scenario &measuredScenario = onSolution ? solved : start;
    const RunResults *measuredRun = onSolution ? solutionRun : startRun;

    if (p.about == LessonPrediction::About::Range) {
        out.measured = valueOf(p, p.tenant, measuredRun, measuredScenario.sharing);
        if (out.measured) {
            const auto it = std::upper_bound(p.bounds.begin(), p.bounds.end(), *out.measured);
            out.answer = int(it - p.bounds.begin());
            // A value on a bound belongs to the range above it ("20–50" holds 20).
            if (out.answer >= int(p.choices.size()))
                out.answer = -1;
            out.decisive = std::all_of(p.bounds.begin(), p.bounds.end(), [&](double b) {
                return std::abs(*out.measured - b) >= decisiveMargin * std::max(std::abs(b), 1e-9);
            });
        }
    } else {
        for (const std::string &choice : p.choices) {
            std::optional<double> v;
            if (p.about == LessonPrediction::About::Tenant) {
                v = valueOf(p, choice, measuredRun, measuredScenario.sharing);
                if (v && picksChange(p.pick)) {
                    const auto before = valueOf(p, choice, startRun, start.sharing);
                    v = before ? std::optional<double>(*v - *before) : std::nullopt;
                }
            } else {
                // A mode: run the plan a comparison runs for it, on the state measured.
                const auto mode = modeFromName(choice);
                if (mode) {
                    const auto measureIn = [&](const Scenario &s) -> std::optional<double> {
                        const PlanChoice pc = choosePlan(s, *mode);
                        if (&s == &measuredScenario)
                            out.modePlans.push_back(pc.plan);
                        Scenario withPlan = s;
                        const auto run = runPlanToEnd(withPlan, pc.plan);
                        return run ? valueOf(p, p.tenant, &*run, pc.plan) : std::nullopt;
                    };
                    v = measureIn(measuredScenario);
                    if (v && picksChange(p.pick)) {
                        const auto before = measureIn(start);
                        v = before ? std::optional<double>(*v - *before) : std::nullopt;
                    }
                }
            }
            out.values.push_back(v);
        }
        const bool smallest = p.pick == LessonPrediction::Pick::Smallest ||
                              p.pick == LessonPrediction::Pick::LargestDecrease;
        std::optional<double> best;
        for (std::size_t i = 0; i < out.values.size(); ++i) {
            const auto &v = out.values[i];
            if (!v)
                continue;
            const bool better = !best || (smallest ? *v < *best : *v > *best);
            if (better) {
                best = v;
                out.answer = int(i);
                out.tie = false;
            } else if (*v == *best) {
                out.tie = true;
            }
        }
        if (best) {
            // The runner-up's distance from the winner, against the winner's size.
            double gap = std::numeric_limits<double>::infinity();
            for (std::size_t i = 0; i < out.values.size(); ++i)
                if (int(i) != out.answer && out.values[i])
                    gap = std::min(gap, std::abs(*best - *out.values[i]));
            out.decisive = !out.tie && gap >= decisiveMargin * std::max(std::abs(*best), 1e-9);
        }
    }
    if (p.answer)
        out.authorAgrees = out.answer >= 0 && p.choices[std::size_t(out.answer)] == *p.answer;
    return out;
}

LessonReport checkLesson(const Scenario &scenario)
{
    LessonReport report;
    report.problems = validateScenario(scenario);
    if (hasErrors(report.problems) || !scenario.lesson || !scenario.lesson->isChallenge())
        return report;
    const Lesson &lesson = *scenario.lesson;
    report.start = runLessonState(scenario);
    const Scenario solved = solvedScenario(scenario);
    report.solution = runLessonState(solved);
    if (report.start.results)
        report.startChecks = evaluateChecks(lesson.checks, *report.start.results, report.start.plan);
    if (report.solution.results)
        report.solutionChecks = evaluateChecks(lesson.checks, *report.solution.results, report.solution.plan);
    if (lesson.predict)
        report.prediction = answerPrediction(*lesson.predict, scenario,
                                             report.start.results ? &*report.start.results : nullptr,
                                             report.solution.results ? &*report.solution.results : nullptr);
    // The known gaps of every plan run, each receipt once, in the table's order of first use.
    std::vector<std::pair<const Scenario *, const SharingPlan *>> runs{{&scenario, &report.start.plan},
                                                                        {&solved, &report.solution.plan}};
    const bool onSolution = lesson.predict && (lesson.predict->state == LessonPrediction::State::Solution
                                               || picksChange(lesson.predict->pick));
    const Scenario *measured = onSolution ? &solved : &scenario; // as answerPrediction measures
    if (report.prediction)
        for (const SharingPlan &plan : report.prediction->modePlans)
            runs.push_back({measured, &plan});
    for (const auto &[s, plan] : runs)
        for (KnownGapHere &gap : knownGapsFor(*s, *plan))
            if (std::none_of(report.knownGaps.begin(), report.knownGaps.end(),
                             [&](const KnownGapHere &g) { return g.receipt == gap.receipt; }))
                report.knownGaps.push_back(std::move(gap));
    return report;
}

} // namespace gpuk
