// The engine at the edges of what a scenario may ask for: the longest run (7 days) in overload.

#include "engine_fixtures.h"

#include <catch2/catch.hpp>

using namespace gpuk;
using namespace gpuk::spec;

TEST_CASE("latencies beyond a day keep distinct percentiles in a long overload", "[engine][limits]")
{
    // D/D/1 at twice its capacity: request k arrives at k s and leaves at 2(k + 1) s, so it spends
    // k + 2 s in the system. Over 5e5 s the completed requests have latencies of 2 .. 2.5e5 s
    // (up to 2.5e8 ms), spread evenly: p50 ~ 1.25e8 ms, p99 ~ 2.475e8 ms, both below the maximum.
    Tenant t = makeTenant("overload", ArrivalProcess::Deterministic, 1.0, 2000.0, ServiceDistribution::Deterministic,
                          a100Sms, 1);
    const double durationS = 5e5;
    REQUIRE(durationS <= maxSimulationDurationS);
    const RunResults r = runToEnd(oneTenantExclusive(t, durationS, 0.0));
    const TenantResult &m = r.tenants.at(0);
    INFO("p50 " << m.latencyMs.p50 << " p99 " << m.latencyMs.p99 << " max " << m.latencyMs.max);
    CHECK(m.latencyMs.max == Approx(2.5e8).epsilon(0.001));
    CHECK(m.latencyMs.p50 == Approx(1.25e8).epsilon(0.01));
    CHECK(m.latencyMs.p99 == Approx(2.475e8).epsilon(0.01));
    CHECK(m.latencyMs.p99 < m.latencyMs.max);
    CHECK(m.latencyMs.p50 < m.latencyMs.p99);
}
