#include "analysis/lessoncheck.h"

#include <algorithm>
#include <iterator>

namespace gpuk {

namespace {

struct MetricName
{
    CheckMetric metric;
    const char *name;
    bool perTenant;
};

constexpr MetricName metricNames[] = {
        {CheckMetric::P99Ms, "p99_ms", true},
        {CheckMetric::P50Ms, "p50_ms", true},
        {CheckMetric::MeanMs, "mean_ms", true},
        {CheckMetric::SloAttainment, "slo_attainment", true},
        {CheckMetric::MeetsSlo, "meets_slo", true},
        {CheckMetric::GoodputRps, "goodput_rps", true},
        {CheckMetric::ThroughputRps, "throughput_rps", true},
        {CheckMetric::Dropped, "dropped", true},
        {CheckMetric::Failed, "failed", true},
        {CheckMetric::NotCompleted, "not_completed", true},
        {CheckMetric::MeanSm, "mean_sm", true},
        {CheckMetric::GpusUsed, "gpus_used", false},
        {CheckMetric::SmActive, "sm_active", false},
        {CheckMetric::SmOccupancy, "sm_occupancy", false},
        {CheckMetric::StrandedSmFraction, "stranded_sm_fraction", false},
        {CheckMetric::MemoryUsedFraction, "memory_used_fraction", false},
        {CheckMetric::TenantsMeetingSlo, "tenants_meeting_slo", false},
        {CheckMetric::Mode, "mode", false},
        {CheckMetric::MigInstances, "mig_instances", false},
};
static_assert(std::size(metricNames) == std::size(allCheckMetrics));

const MetricName &entry(CheckMetric m)
{
    for (const MetricName &e : metricNames)
        if (e.metric == m)
            return e;
    return metricNames[0]; // unreachable: every metric has a row (static_assert above)
}

constexpr const char *opNames[] = {"<=", "<", ">=", ">", "==", "!="};
static_assert(std::size(opNames) == std::size(allCheckOps));

} // namespace

const char *checkMetricName(CheckMetric m)
{
    return entry(m).name;
}

std::optional<CheckMetric> checkMetricFromName(const std::string &name)
{
    for (const MetricName &e : metricNames)
        if (name == e.name)
            return e.metric;
    return std::nullopt;
}

bool isTenantMetric(CheckMetric m)
{
    return entry(m).perTenant;
}

const char *checkOpName(CheckOp op)
{
    return opNames[static_cast<int>(op)];
}

std::optional<CheckOp> checkOpFromName(const std::string &name)
{
    for (CheckOp op : allCheckOps)
        if (name == checkOpName(op))
            return op;
    return std::nullopt;
}

bool compareWith(double measured, CheckOp op, double value)
{
    switch (op) {
    case CheckOp::Le:
        return measured <= value;
    case CheckOp::Lt:
        return measured < value;
    case CheckOp::Ge:
        return measured >= value;
    case CheckOp::Gt:
        return measured > value;
    case CheckOp::Eq:
        return measured == value;
    case CheckOp::Ne:
        return measured != value;
    }
    return false;
}

CheckOutcome evaluateCheck(const LessonCheck &check, const RunResults &results, const SharingPlan &plan)
{
    CheckOutcome out;
    auto numeric = [&](std::optional<double> v) {
        out.measured = v;
        if (!v)
            out.status = CheckOutcome::Status::NoValue;
        else
            out.status = compareWith(*v, check.op, check.value) ? CheckOutcome::Status::Pass : CheckOutcome::Status::Fail;
        return out;
    };
    if (check.metric == CheckMetric::Mode) {
        out.measuredMode = plan.mode;
        if (check.op != CheckOp::Eq && check.op != CheckOp::Ne) {
            out.status = CheckOutcome::Status::BadOp;
            return out;
        }
        out.status = (plan.mode == check.mode) == (check.op == CheckOp::Eq) ? CheckOutcome::Status::Pass
                                                                           : CheckOutcome::Status::Fail;
        return out;
    }
    if (isTenantMetric(check.metric)) {
        const auto t = std::find_if(results.tenants.begin(), results.tenants.end(),
                                    [&](const TenantResult &r) { return r.id == check.tenant; });
        if (t == results.tenants.end()) {
            out.status = CheckOutcome::Status::NoTenant;
            return out;
        }
        const bool latencyKnown = t->completed > 0;
        switch (check.metric) {
        case CheckMetric::P99Ms:
            return numeric(latencyKnown ? std::optional<double>(t->latencyMs.p99) : std::nullopt);
        case CheckMetric::P50Ms:
            return numeric(latencyKnown ? std::optional<double>(t->latencyMs.p50) : std::nullopt);
        case CheckMetric::MeanMs:
            return numeric(latencyKnown ? std::optional<double>(t->latencyMs.mean) : std::nullopt);
        case CheckMetric::SloAttainment:
            // Without an SLO there is no attainment to state.
            return numeric(t->sloMs > 0 ? std::optional<double>(t->sloAttainment) : std::nullopt);
        case CheckMetric::MeetsSlo:
            return numeric(t->sloMs > 0 ? std::optional<double>(meetsSlo(*t) ? 1.0 : 0.0) : std::nullopt);
        case CheckMetric::GoodputRps:
            return numeric(t->goodputRps);
        case CheckMetric::ThroughputRps:
            return numeric(t->throughputRps);
        case CheckMetric::Dropped:
            return numeric(double(t->dropped));
        case CheckMetric::Failed:
            return numeric(double(t->failed()));
        case CheckMetric::NotCompleted:
            return numeric(double(t->notCompleted()));
        case CheckMetric::MeanSm:
            return numeric(t->meanSm);
        default:
            break;
        }
    }
    switch (check.metric) {
    case CheckMetric::GpusUsed:
        return numeric(double(results.gpuStats.gpusUsed));
    case CheckMetric::SmActive:
        return numeric(results.gpuStats.smActive);
    case CheckMetric::SmOccupancy:
        return numeric(results.gpuStats.smOccupancy);
    case CheckMetric::StrandedSmFraction:
        return numeric(results.gpuStats.strandedSmFraction);
    case CheckMetric::MemoryUsedFraction:
        return numeric(results.gpuStats.memoryUsedFraction);
    case CheckMetric::TenantsMeetingSlo:
        return numeric(double(std::count_if(results.tenants.begin(), results.tenants.end(),
                                            [](const TenantResult &t) { return t.sloMs > 0 && meetsSlo(t); })));
    case CheckMetric::MigInstances:
        return numeric(plan.mode == Mode::Mig ? double(plan.mig.instances.size()) : 0.0);
    default:
        break;
    }
    out.status = CheckOutcome::Status::NoValue;
    return out;
}

} // namespace gpuk
