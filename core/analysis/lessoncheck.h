#pragma once

// The checks of a lesson's task and of a quiz question's claim (docs/design-notes.md, "Teaching"):
// one condition on a run's results and its plan, "the embedding tenant's p99 ≤ 25 ms", "GPUs used
// ≤ 1", "mode == mig". Evaluated here, in one place, for the GUI's live task state, `lessons check`,
// `quiz check` and the tests; worded in io. A check never passes on a number the run does not have
// (a p99 of a tenant that completed nothing, a tenant the scenario does not have).

#include "metrics/results.h"
#include "sharing/plan.h"

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

// `results`: a run of `plan` (its tenants in scenario order, as the engine reports them).
CheckOutcome evaluateCheck(const LessonCheck &check, const RunResults &results, const SharingPlan &plan);
// Whether `measured op value` holds (the comparison every numeric check makes).
bool compareWith(double measured, CheckOp op, double value);

} // namespace gpuk
