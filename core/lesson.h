#pragma once

// A lesson (a challenge) as the scenario file carries it (docs/design-notes.md, "Teaching"):
// plain data, read and written by core/io/scenariofile, run and judged by
// core/analysis/lessonrun.h, checked by core/analysis/lessoncheck.h. A challenge asks for a
// prediction before the run, states a goal as checks on the run's numbers, and carries the
// solution a test and `gpukitchen-cli lessons check` hold the checks against: every check passes on
// the solution, some check fails on the starting state. No number in a lesson is an answer typed by
// its author: the engine answers the prediction and judges the checks.

#include "sharing/plan.h"
#include "workload/tenant.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuk {

enum class CheckMetric {
    // Per tenant (`tenant` names it):
    P99Ms,              // latency p99 of completed requests, ms
    P50Ms,
    MeanMs,
    SloAttainment,      // 0..1
    MeetsSlo,           // 1 or 0 (metrics/results.h meetsSlo)
    GoodputRps,
    ThroughputRps,
    Dropped,            // requests
    Failed,             // requests, every reason
    NotCompleted,       // failed + dropped + unserved
    MeanSm,             // time-average SMs held
    // Per run:
    GpusUsed,
    SmActive,           // 0..1, nvidia-smi's GPU-Util
    SmOccupancy,        // 0..1, DCGM SM_ACTIVE-like
    StrandedSmFraction, // 0..1
    MemoryUsedFraction, // 0..1
    TenantsMeetingSlo,  // tenants with an SLO that meet it
    // Of the plan:
    Mode,               // compared with `mode` (== or != only)
    MigInstances,       // instances in the plan's MIG layout
};
constexpr CheckMetric allCheckMetrics[] = {
        CheckMetric::P99Ms,         CheckMetric::P50Ms,         CheckMetric::MeanMs,
        CheckMetric::SloAttainment, CheckMetric::MeetsSlo,      CheckMetric::GoodputRps,
        CheckMetric::ThroughputRps, CheckMetric::Dropped,       CheckMetric::Failed,
        CheckMetric::NotCompleted,  CheckMetric::MeanSm,        CheckMetric::GpusUsed,
        CheckMetric::SmActive,      CheckMetric::SmOccupancy,   CheckMetric::StrandedSmFraction,
        CheckMetric::MemoryUsedFraction, CheckMetric::TenantsMeetingSlo, CheckMetric::Mode,
        CheckMetric::MigInstances};
// "p99_ms", "p50_ms", "mean_ms", "slo_attainment", "meets_slo", "goodput_rps", "throughput_rps",
// "dropped", "failed", "not_completed", "mean_sm", "gpus_used", "sm_active", "sm_occupancy",
// "stranded_sm_fraction", "memory_used_fraction", "tenants_meeting_slo", "mode", "mig_instances"
const char *checkMetricName(CheckMetric m);
std::optional<CheckMetric> checkMetricFromName(const std::string &name);
bool isTenantMetric(CheckMetric m);

enum class CheckOp { Le, Lt, Ge, Gt, Eq, Ne };
constexpr CheckOp allCheckOps[] = {CheckOp::Le, CheckOp::Lt, CheckOp::Ge, CheckOp::Gt, CheckOp::Eq, CheckOp::Ne};
const char *checkOpName(CheckOp op); // "<=", "<", ">=", ">", "==", "!="
std::optional<CheckOp> checkOpFromName(const std::string &name);

struct LessonCheck
{
    CheckMetric metric = CheckMetric::P99Ms;
    std::string tenant;              // tenant metrics: its id
    CheckOp op = CheckOp::Le;
    double value = 0;                // numeric metrics
    gpuk::Mode mode = gpuk::Mode::Exclusive; // CheckMetric::Mode

    bool operator==(const LessonCheck &) const = default;
};

// What the learner predicts before the run. The engine answers: the run (of the starting
// state, or of the solution) is measured and the choice it picks is the answer; an author's
// `answer`, when given, must agree or `lessons check` fails.
struct LessonPrediction
{
    enum class About {
        Tenant, // choices are tenant ids; `metric` is a tenant metric measured for each
        Mode,   // choices are mode names; each runs with the plan a comparison runs for it
        Range,  // choices are labels of the ranges `bounds` cut; `metric` (of `tenant`) falls in one
    };
    enum class Pick { Largest, Smallest, LargestIncrease, LargestDecrease };
    enum class State { Start, Solution };

    std::string question;
    About about = About::Tenant;
    std::vector<std::string> choices;
    std::vector<double> bounds;      // Range: ascending; choices.size() == bounds.size() + 1
    CheckMetric metric = CheckMetric::P99Ms;
    std::string tenant;              // Mode / Range with a tenant metric
    Pick pick = Pick::Largest;       // Tenant / Mode; the increase picks compare start → solution
    State state = State::Start;      // the run measured (increase/decrease: the later run)
    std::optional<std::string> answer; // the author's claim, one of `choices`

    bool operator==(const LessonPrediction &) const = default;
};

// The state a prepared scene opens in: what a teacher saves at home and opens in class.
struct LessonScene
{
    std::string skin = "technical";   // technical | kitchen
    double speed = 1;                 // simulated seconds per wall second
    double timeS = 0;                 // simulated time to run to before showing
    bool playing = false;             // false: opens paused ("nothing moves unless the presenter acts")
    std::vector<std::string> show;    // panels shown (names in LessonScene::panelNames)
    std::string selected;             // a tenant id, or empty
    bool presentation = false;

    static constexpr const char *panelNames[] = {"tenants", "inspector", "charts", "narrator", "lesson"};
    bool operator==(const LessonScene &) const = default;
};

// The reference solution: the plan (and, when the lesson changes the load or the GPU, the tenants
// or the GPU) after which every check passes.
struct LessonSolution
{
    std::string gpu;                    // a catalog GPU id in place of the scenario's; empty: the same GPU
    std::optional<SharingPlan> sharing;
    std::optional<std::vector<Tenant>> tenants;

    bool operator==(const LessonSolution &) const = default;
};

struct Lesson
{
    std::string title;
    std::string summary;
    std::vector<std::string> tasks;     // free-text steps (the built-ins' short lessons)

    // A challenge (all optional; `checks` makes it one):
    std::string id;
    std::string goal;                   // one line
    std::vector<std::string> prompts;   // light hints, shown one at a time on request
    std::optional<LessonPrediction> predict;
    std::vector<LessonCheck> checks;    // all must hold
    std::string explain;                // the why, shown after the run
    std::optional<LessonSolution> solution;
    std::optional<LessonScene> scene;

    bool isChallenge() const { return !checks.empty(); }
    bool operator==(const Lesson &) const = default;
};

} // namespace gpuk
