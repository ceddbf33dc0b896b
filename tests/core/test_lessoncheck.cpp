// A lesson's checks (analysis/lessoncheck.h): each metric reads the number its name says, the
// comparison is the one its operator says, and no check passes on a number the run does not have.

#include "analysis/lessoncheck.h"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using namespace gpuk;

namespace {

RunResults twoTenants()
{
    RunResults r;
    r.mode = Mode::Mps;
    TenantResult a;
    a.id = "embed";
    a.arrivals = 1000;
    a.completed = 990;
    a.met = 985;
    a.late = 5;
    a.dropped = 4;
    a.failedByReason[FailureReason::Oom] = 6;
    a.latencyMs = LatencySummary{8, 7, 15, 21.5, 40};
    a.sloMs = 25;
    a.sloAttainment = 0.985;
    a.goodputRps = 98.5;
    a.throughputRps = 99;
    a.meanSm = 12.5;
    TenantResult b;
    b.id = "batch"; // completed nothing, no SLO
    b.arrivals = 3;
    b.open = 3;
    r.tenants = {a, b};
    r.gpuStats.gpusUsed = 1;
    r.gpuStats.smActive = 0.93;
    r.gpuStats.smOccupancy = 0.41;
    r.gpuStats.strandedSmFraction = 0.0;
    r.gpuStats.memoryUsedFraction = 0.5;
    return r;
}

LessonCheck check(CheckMetric m, CheckOp op, double value, const std::string &tenant = "embed")
{
    LessonCheck c;
    c.metric = m;
    c.op = op;
    c.value = value;
    c.tenant = tenant;
    return c;
}

} // namespace

TEST_CASE("Every check metric and operator has one name that reads back as itself", "[lessoncheck]")
{
    std::set<std::string> names;
    for (CheckMetric m : allCheckMetrics) {
        const std::string n = checkMetricName(m);
        CHECK(names.insert(n).second);
        CHECK(checkMetricFromName(n) == m);
    }
    CHECK_FALSE(checkMetricFromName("p999_ms"));
    for (CheckOp op : allCheckOps)
        CHECK(checkOpFromName(checkOpName(op)) == op);
    CHECK_FALSE(checkOpFromName("=<"));
}

TEST_CASE("A check reads the number its metric names and compares it as its operator says", "[lessoncheck]")
{
    const RunResults r = twoTenants();
    SharingPlan plan;
    plan.mode = Mode::Mps;
    const TenantResult &t = r.tenants[0];
    const std::pair<CheckMetric, double> expected[] = {
            {CheckMetric::P99Ms, t.latencyMs.p99},         {CheckMetric::P50Ms, t.latencyMs.p50},
            {CheckMetric::MeanMs, t.latencyMs.mean},       {CheckMetric::SloAttainment, t.sloAttainment},
            {CheckMetric::MeetsSlo, 0.0},                  {CheckMetric::GoodputRps, t.goodputRps},
            {CheckMetric::ThroughputRps, t.throughputRps}, {CheckMetric::Dropped, 4},
            {CheckMetric::Failed, 6},                      {CheckMetric::NotCompleted, 10},
            {CheckMetric::MeanSm, t.meanSm},               {CheckMetric::GpusUsed, 1},
            {CheckMetric::SmActive, 0.93},                 {CheckMetric::SmOccupancy, 0.41},
            {CheckMetric::StrandedSmFraction, 0.0},        {CheckMetric::MemoryUsedFraction, 0.5},
            {CheckMetric::TenantsMeetingSlo, 0},           {CheckMetric::MigInstances, 0},
    };
    // every metric but Mode has a row here
    CHECK(std::size(expected) + 1 == std::size(allCheckMetrics));
    for (const auto &[metric, value] : expected) {
        INFO(checkMetricName(metric));
        for (CheckOp op : allCheckOps)
            for (double bound : {value - 1, value, value + 1}) {
                const CheckOutcome o = evaluateCheck(check(metric, op, bound), r, plan);
                REQUIRE(o.measured);
                CHECK(*o.measured == value);
                CHECK(o.passed() == compareWith(value, op, bound));
            }
    }
    // 98.5 % attainment is under the 99 % target: the tenant does not meet its SLO.
    CHECK_FALSE(meetsSlo(t));
}

TEST_CASE("No check passes on a number the run does not have", "[lessoncheck]")
{
    const RunResults r = twoTenants();
    SharingPlan plan;
    plan.mode = Mode::Mps;
    // The batch tenant completed nothing: it has no latency, and without an SLO no attainment.
    for (CheckMetric m : {CheckMetric::P99Ms, CheckMetric::P50Ms, CheckMetric::MeanMs, CheckMetric::SloAttainment,
                          CheckMetric::MeetsSlo})
        for (CheckOp op : allCheckOps) {
            const CheckOutcome o = evaluateCheck(check(m, op, 1e9, "batch"), r, plan);
            CHECK(o.status == CheckOutcome::Status::NoValue);
            CHECK_FALSE(o.passed());
        }
    // A tenant the run does not have.
    const CheckOutcome missing = evaluateCheck(check(CheckMetric::GoodputRps, CheckOp::Ge, 0, "nobody"), r, plan);
    CHECK(missing.status == CheckOutcome::Status::NoTenant);
    CHECK_FALSE(missing.passed());
}

TEST_CASE("A mode check compares the plan's mode, with == or != only", "[lessoncheck]")
{
    const RunResults r = twoTenants();
    SharingPlan plan;
    plan.mode = Mode::Mig;
    plan.mig.instances.resize(3);
    LessonCheck c;
    c.metric = CheckMetric::Mode;
    c.mode = Mode::Mig;
    c.op = CheckOp::Eq;
    CHECK(evaluateCheck(c, r, plan).passed());
    CHECK(evaluateCheck(c, r, plan).measuredMode == Mode::Mig);
    c.op = CheckOp::Ne;
    CHECK_FALSE(evaluateCheck(c, r, plan).passed());
    c.op = CheckOp::Le;
    CHECK(evaluateCheck(c, r, plan).status == CheckOutcome::Status::BadOp);
    // The MIG layout's instances, from the plan.
    const CheckOutcome n = evaluateCheck(check(CheckMetric::MigInstances, CheckOp::Eq, 3), r, plan);
    CHECK(n.passed());
}
