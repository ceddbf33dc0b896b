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

MetricReading readMetric(CheckMetric metric, const std::string &tenant, const RunResults &results,
                         const SharingPlan &plan)
{
    MetricReading out;
    auto value = [&](std::optional<double> v) {
        out.value = v;
        out.status = v ? MetricReading::Status::Value : MetricReading::Status::NoValue;
        return out;
    };
    if (metric == CheckMetric::Mode) {
        out.status = MetricReading::Status::NoValue; // not a number: evaluateCheck compares the plan's mode
        return out;
    }
    if (isTenantMetric(metric)) {
        const auto t = std::find_if(results.tenants.begin(), results.tenants.end(),
                                    [&](const TenantResult &r) { return r.id == tenant; });
        if (t == results.tenants.end()) {
            out.status = MetricReading::Status::NoTenant;
            return out;
        }
        const bool latencyKnown = t->completed > 0;
        switch (metric) {
        case CheckMetric::P99Ms:
            return value(latencyKnown ? std::optional<double>(t->latencyMs.p99) : std::nullopt);
        case CheckMetric::P50Ms:
            return value(latencyKnown ? std::optional<double>(t->latencyMs.p50) : std::nullopt);
        case CheckMetric::MeanMs:
            return value(latencyKnown ? std::optional<double>(t->latencyMs.mean) : std::nullopt);
        case CheckMetric::SloAttainment:
            // Without an SLO there is no attainment to state.
            return value(t->sloMs > 0 ? std::optional<double>(t->sloAttainment) : std::nullopt);
        case CheckMetric::MeetsSlo:
            return value(t->sloMs > 0 ? std::optional<double>(meetsSlo(*t) ? 1.0 : 0.0) : std::nullopt);
        case CheckMetric::GoodputRps:
            return value(t->goodputRps);
        case CheckMetric::ThroughputRps:
            return value(t->throughputRps);
        case CheckMetric::Dropped:
            return value(double(t->dropped));
        case CheckMetric::Failed:
            return value(double(t->failed()));
        case CheckMetric::NotCompleted:
            return value(double(t->notCompleted()));
        case CheckMetric::MeanSm:
            return value(t->meanSm);
        default:
            break;
        }
    }
    switch (metric) {
    case CheckMetric::GpusUsed:
        return value(double(results.gpuStats.gpusUsed));
    case CheckMetric::SmActive:
        return value(results.gpuStats.smActive);
    case CheckMetric::SmOccupancy:
        return value(results.gpuStats.smOccupancy);
    case CheckMetric::StrandedSmFraction:
        return value(results.gpuStats.strandedSmFraction);
    case CheckMetric::MemoryUsedFraction:
        return value(results.gpuStats.memoryUsedFraction);
    case CheckMetric::TenantsMeetingSlo:
        return value(double(std::count_if(results.tenants.begin(), results.tenants.end(),
                                          [](const TenantResult &t) { return t.sloMs > 0 && meetsSlo(t); })));
    case CheckMetric::MigInstances:
        return value(plan.mode == Mode::Mig ? double(plan.mig.instances.size()) : 0.0);
    default:
        break;
    }
    return value(std::nullopt);
}

CheckOutcome evaluateCheck(const LessonCheck &check, const RunResults &results, const SharingPlan &plan)
{
    CheckOutcome out;
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
    const MetricReading r = readMetric(check.metric, check.tenant, results, plan);
    out.measured = r.value;
    switch (r.status) {
    case MetricReading::Status::NoTenant:
        out.status = CheckOutcome::Status::NoTenant;
        break;
    case MetricReading::Status::NoValue:
        out.status = CheckOutcome::Status::NoValue;
        break;
    case MetricReading::Status::Value:
        out.status = compareWith(*r.value, check.op, check.value) ? CheckOutcome::Status::Pass
                                                                  : CheckOutcome::Status::Fail;
        break;
    }
    return out;
}

} // namespace gpuk
