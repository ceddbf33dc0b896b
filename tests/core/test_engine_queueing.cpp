// Queueing theory as the referee of the engine (DESIGN §6): one tenant alone on an exclusive
// A100-40GB, sm_width = all 108 SMs, β = 0, Poisson arrivals, no SLO, unbounded queue. Then the
// engine must be an M/M/1, M/D/1 or M/M/1-PS queue, and Little's law must hold for every tenant
// in every mode.
//
// Statistical tolerances: with μ = 1000/s and 600 simulated seconds a run has 3e5-4.2e5
// requests. The relaxation time of an M/M/1 queue at ρ ≤ 0.7 is 1/(μ(1-√ρ)²) ≤ 38 ms, so the
// window holds ≥ 1.5e4 independent stretches: the standard error of the mean latency is well
// under 1 % and of the p99 ≈ 1-2 %. The engine's latency histogram adds ≤ 1 % relative error
// (DESIGN §4). Hence 3 % on means and 5 % on p99; throughput is a Poisson count (σ ≈ 0.2 %) →
// 1 %. Seeds are fixed, so a pass is reproducible.

#include "engine_fixtures.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gpuk;
using namespace gpuk::spec;

namespace {

constexpr double muPerS = 1000.0;   // 1 ms mean service
constexpr double durationS = 2000.0;
constexpr double warmupS = 10.0;

} // namespace

TEST_CASE("An M/M/1 tenant alone on an exclusive GPU matches 1/(mu - lambda) for the mean and ln(100)/(mu - lambda) for p99",
          "[queueing][engine]")
{
    const double lambda = GENERATE(500.0, 700.0);
    const double rho = lambda / muPerS;
    const Tenant t = poissonTenant("mm1", lambda, 1000.0 / muPerS, ServiceDistribution::Exponential, a100Sms, 1);
    const RunResults r = runToEnd(oneTenantExclusive(t, durationS, warmupS, 11));
    REQUIRE(r.tenants.size() == 1);
    const TenantResult &m = r.tenants[0];

    const double meanMs = 1000.0 / (muPerS - lambda);
    const double p99Ms = std::log(100.0) * 1000.0 / (muPerS - lambda);
    INFO("rho " << rho << ": mean " << m.latencyMs.mean << " ms vs " << meanMs << " ms; p99 " << m.latencyMs.p99
                << " ms vs " << p99Ms << " ms; throughput " << m.throughputRps << " vs " << lambda
                << "; L " << m.meanInSystem << " vs " << rho / (1 - rho) << "; Lq " << m.meanInQueue << " vs "
                << rho * rho / (1 - rho) << "; meanSm " << m.meanSm << " vs " << rho * a100Sms);
    CHECK(m.latencyMs.mean == Approx(meanMs).epsilon(0.03));
    CHECK(m.latencyMs.p99 == Approx(p99Ms).epsilon(0.05));
    CHECK(m.throughputRps == Approx(lambda).epsilon(0.01));
    // L = ρ/(1-ρ), Lq = ρ²/(1-ρ): same statistics as the mean latency, 3 %.
    CHECK(m.meanInSystem == Approx(rho / (1 - rho)).epsilon(0.03));
    CHECK(m.meanInQueue == Approx(rho * rho / (1 - rho)).epsilon(0.03));
    // The server is busy a share ρ of the time and then holds all 108 SMs (sm_width = 108): meanSm = 108ρ.
    // The busy share is a ratio of sums over ~4e5 jobs: 2 %.
    CHECK(m.meanSm == Approx(rho * a100Sms).epsilon(0.02));
    CHECK(m.failed() == 0);
    CHECK(m.dropped == 0);
    CHECK(r.gpuStats.gpusUsed == 1);
    // Sojourn time is exponential with rate μ-λ: p50 = ln 2/(μ-λ), p95 = ln 20/(μ-λ) (5 % as p99).
    CHECK(m.latencyMs.p50 == Approx(std::log(2.0) * 1000.0 / (muPerS - lambda)).epsilon(0.05));
    CHECK(m.latencyMs.p95 == Approx(std::log(20.0) * 1000.0 / (muPerS - lambda)).epsilon(0.05));
    // Throughput is completions over the window.
    CHECK(m.throughputRps == Approx(double(m.completed) / windowS(r)).epsilon(1e-9));
    // GPU statistics: all 108 SMs busy exactly when the server is busy → sm_active = sm_occupancy = ρ
    // (2 % as meanSm); the 1 GiB model is resident all the time; β = 0 → no DRAM traffic.
    INFO("smActive " << r.gpuStats.smActive << " smOccupancy " << r.gpuStats.smOccupancy << " memory "
                     << r.gpuStats.memoryUsedFraction << " dram " << r.gpuStats.dramBandwidthUtil << " seed "
                     << r.gpuStats.seedUtilization);
    CHECK(r.gpuStats.smActive == Approx(rho).epsilon(0.02));
    CHECK(r.gpuStats.smOccupancy == Approx(rho).epsilon(0.02));
    CHECK(r.gpuStats.memoryUsedFraction == Approx(1.0 / findGpu(a100)->capacityGiB()).epsilon(1e-6));
    CHECK(r.gpuStats.dramBandwidthUtil == 0);
    CHECK(r.gpuStats.strandedSmFraction == 0);
    CHECK(r.gpuStats.switchDeadTimeFraction == 0);
    // The seed article's formula, shown as what it is: 0.6 × SM share + 0.4 × memory share.
    CHECK(r.gpuStats.seedUtilization ==
          Approx(0.6 * r.gpuStats.smOccupancy + 0.4 * r.gpuStats.memoryUsedFraction).epsilon(1e-6));
}

TEST_CASE("The shortest service a scenario may have keeps distinct latency percentiles below 0.1 microsecond",
          "[queueing][engine][histogram]")
{
    // Lognormal service of the shortest mean (1 µs) and cv 10, almost never queued (λ = 10/s):
    // the latency is the service time, whose median exp(μ) ≈ 1.0e-4 ms lies below 0.1 µs.
    Tenant t = poissonTenant("tiny", 10.0, minServiceMs, ServiceDistribution::Lognormal, a100Sms, 1);
    t.service.cv = 10;
    const RunResults r = runToEnd(oneTenantExclusive(t, 20000, 0, 5));
    const TenantResult &m = r.tenants[0];
    const double s2 = std::log1p(t.service.cv * t.service.cv);
    const double mu = std::log(minServiceMs) - s2 / 2, sigma = std::sqrt(s2);
    const auto quantile = [&](double z) { return std::exp(mu + sigma * z); };
    INFO("p50 " << m.latencyMs.p50 << " vs " << quantile(0) << "; p95 " << m.latencyMs.p95 << " vs "
                << quantile(1.6449) << "; p99 " << m.latencyMs.p99 << " vs " << quantile(2.3263) << "; completed "
                << m.completed);
    REQUIRE(m.completed > 150000);
    CHECK(quantile(0) < 1e-4);
    CHECK(m.latencyMs.p50 == Approx(quantile(0)).epsilon(0.05));
    CHECK(m.latencyMs.p95 == Approx(quantile(1.6449)).epsilon(0.06));
    CHECK(m.latencyMs.p99 == Approx(quantile(2.3263)).epsilon(0.08));
    CHECK(m.latencyMs.mean == Approx(minServiceMs).epsilon(0.15)); // cv 10: a heavy tail
}

TEST_CASE("The SLO attainment of an M/M/1 tenant is the exponential sojourn distribution at the SLO",
          "[queueing][engine]")
{
    // P(T <= slo) = 1 - exp(-(μ-λ)·slo). slo = 5 ms at λ = 500/s → 0.9179. The histogram's bucket
    // error (≤ 1 % of 5 ms) moves it by ≤ 0.002, sampling by less: ±0.01 absolute.
    Tenant t = poissonTenant("slo", 500, 1, ServiceDistribution::Exponential, a100Sms, 1);
    t.sloMs = 5;
    const TenantResult m = runToEnd(oneTenantExclusive(t, durationS, warmupS, 14)).tenants.at(0);
    CHECK(m.sloMs == 5);
    CHECK(m.sloAttainment == Approx(1 - std::exp(-0.5 * 5)).margin(0.01));
}

TEST_CASE("Two 54-SM batch slots on one exclusive GPU make an M/M/2 queue", "[queueing][engine]")
{
    // max_concurrency 2, sm_width 54: water-filling gives each request its full width, so two
    // servers of rate μ. λ = 1400/s, μ = 1000/s: a = 1.4, ρ = 0.7, Erlang C = 0.5765,
    // W = 1/μ + C/(2μ-λ) = 1.9608 ms. Same statistics as M/M/1: 3 %.
    const Tenant t = poissonTenant("mm2", 1400, 1, ServiceDistribution::Exponential, 54, 2);
    const TenantResult m = runToEnd(oneTenantExclusive(t, durationS, warmupS, 15)).tenants.at(0);
    const double a = 1.4, rho = 0.7;
    const double erlangC = (a * a / 2 / (1 - rho)) / (1 + a + a * a / 2 / (1 - rho));
    const double meanMs = 1 + erlangC / (2000 - 1400) * 1000;
    INFO("mean " << m.latencyMs.mean << " vs " << meanMs << "; meanSm " << m.meanSm << " vs " << a * 54);
    CHECK(m.latencyMs.mean == Approx(meanMs).epsilon(0.03));
    // Busy servers on average = a = λ/μ, each holding 54 SMs.
    CHECK(m.meanSm == Approx(a * 54).epsilon(0.02));
}

TEST_CASE("An M/G/1 tenant with lognormal service has the Pollaczek-Khinchine mean for its cv", "[queueing][engine]")
{
    // W = S + λ·S²(1+cv²)/(2(1-ρ)): S = 1 ms, cv = 0.5, λ = 500/s → 1.625 ms. The lognormal must
    // have the stated mean and cv. 3 % (lighter-tailed than M/M/1 at this cv).
    Tenant t = poissonTenant("mg1", 500, 1, ServiceDistribution::Lognormal, a100Sms, 1);
    t.service.cv = 0.5;
    const TenantResult m = runToEnd(oneTenantExclusive(t, durationS, warmupS, 16)).tenants.at(0);
    const double meanMs = 1 + 0.5 * 1.0 * (1 + 0.25) / (2 * (1 - 0.5));
    INFO("mean " << m.latencyMs.mean << " vs " << meanMs << "; meanSm " << m.meanSm);
    CHECK(m.latencyMs.mean == Approx(meanMs).epsilon(0.03));
    // Busy share ρ = λS = 0.5 → meanSm 54.
    CHECK(m.meanSm == Approx(54).epsilon(0.02));
}

TEST_CASE("A D/D/1 tenant below capacity never waits", "[queueing][engine]")
{
    // Deterministic arrivals every 2 ms, 1 ms deterministic service: every latency is 1 ms
    // (histogram error ≤ 1 %), nobody queues, arrivals = rate × window (± 1).
    const Tenant t = makeTenant("dd1", ArrivalProcess::Deterministic, 500, 1, ServiceDistribution::Deterministic,
                                a100Sms, 1);
    const RunResults r = runToEnd(oneTenantExclusive(t, 100, 10, 17));
    const TenantResult &m = r.tenants.at(0);
    CHECK(m.latencyMs.max == Approx(1).epsilon(0.01));
    CHECK(m.latencyMs.mean == Approx(1).epsilon(0.01));
    CHECK(m.meanInQueue == Approx(0).margin(1e-9));
    CHECK(std::abs(double(m.arrivals) - 500 * windowS(r)) <= 1);
    CHECK(m.meanSm == Approx(54).epsilon(0.001));
}

TEST_CASE("Results mid-run cover the window from warm-up to now", "[queueing][engine]")
{
    const Tenant t = poissonTenant("mid", 500, 1, ServiceDistribution::Exponential, a100Sms, 1);
    auto e = requireEngine(oneTenantExclusive(t, 60, 5, 18));
    e->advanceTo(30);
    CHECK(e->now() == 30);
    CHECK_FALSE(e->finished());
    const TenantResult m = e->results().tenants.at(0);
    CHECK(m.throughputRps == Approx(double(m.completed) / 25.0).epsilon(1e-9));
    CHECK(m.arrivals == Approx(500 * 25).epsilon(0.03));   // Poisson count 12 500: σ ≈ 0.9 %
    e->runToEnd();
    CHECK(e->now() == 60);
    CHECK(e->finished());
    CHECK_FALSE(e->step());
}

TEST_CASE("An M/D/1 tenant alone on an exclusive GPU has the Pollaczek-Khinchine mean latency", "[queueing][engine]")
{
    const double lambda = GENERATE(500.0, 700.0);
    const double rho = lambda / muPerS;
    const double dMs = 1000.0 / muPerS;
    const Tenant t = poissonTenant("md1", lambda, dMs, ServiceDistribution::Deterministic, a100Sms, 1);
    const RunResults r = runToEnd(oneTenantExclusive(t, durationS, warmupS, 12));
    const TenantResult &m = r.tenants.at(0);

    // Mean sojourn D + ρD/(2(1-ρ)); an M/D/1 has less variance than an M/M/1, so 3 % is generous.
    const double meanMs = dMs + rho * dMs / (2 * (1 - rho));
    INFO("rho " << rho << ": mean " << m.latencyMs.mean << " ms vs " << meanMs << " ms; p50 " << m.latencyMs.p50
                << "; max " << m.latencyMs.max << "; throughput " << m.throughputRps);
    CHECK(m.latencyMs.mean == Approx(meanMs).epsilon(0.03));
    CHECK(m.throughputRps == Approx(lambda).epsilon(0.01));
    // Nobody finishes faster than the deterministic service time (histogram error ≤ 1 %).
    CHECK(m.latencyMs.p50 >= dMs * 0.99);
}

TEST_CASE("A tenant whose every request is in service shares the SMs as an M/M/1 processor-sharing queue",
          "[queueing][engine]")
{
    // max_concurrency 1000: P(n > 1000) = ρ^1000 ≈ 0, so every request is in service and the
    // water-filling gives each of n requests 108/n SMs, rate 1/n: M/G/1-PS, whose mean sojourn is
    // 1/(μ-λ) whatever the service distribution (insensitivity) — checked with exponential and
    // deterministic service. 3 % as for M/M/1.
    const double lambda = GENERATE(500.0, 700.0);
    const auto dist = GENERATE(ServiceDistribution::Exponential, ServiceDistribution::Deterministic);
    const double rho = lambda / muPerS;
    const Tenant t = poissonTenant("ps", lambda, 1000.0 / muPerS, dist, a100Sms, 1000);
    const RunResults r = runToEnd(oneTenantExclusive(t, durationS, warmupS, 13));
    const TenantResult &m = r.tenants.at(0);

    const double meanMs = 1000.0 / (muPerS - lambda);
    INFO("rho " << rho << " dist " << serviceDistributionName(dist) << ": mean " << m.latencyMs.mean << " ms vs "
                << meanMs << " ms; L " << m.meanInSystem << " vs " << rho / (1 - rho) << "; Lq "
                << m.meanInQueue);
    CHECK(m.latencyMs.mean == Approx(meanMs).epsilon(0.03));
    CHECK(m.meanInSystem == Approx(rho / (1 - rho)).epsilon(0.03));
    CHECK(m.throughputRps == Approx(lambda).epsilon(0.01));
    // Nobody waits: the queue is empty all the time.
    CHECK(m.meanInQueue < 1e-6);
    // Work-conserving: all 108 SMs are held whenever anyone is in service, so meanSm = 108ρ.
    CHECK(m.meanSm == Approx(rho * a100Sms).epsilon(0.02));
}

TEST_CASE("Little's law holds for every tenant of a RAG-like mix in every sharing mode", "[queueing][engine]")
{
    // L = λW over the measured window, with λ the completion rate and W the mean latency of the
    // completions. Edge effects (requests in the system at the window's start and end, whose
    // latency falls partly outside it) are O(W/T): W ≤ ~1 s for the LLM, T = 280 s → < 0.5 %;
    // the histogram's ≤ 1 % error on the mean comes on top. Hence 2 %.
    const Mode mode = GENERATE(Mode::Exclusive, Mode::Mig, Mode::Mps, Mode::Vgpu, Mode::Timeslice);
    const Scenario s = ragLikeScenario(1000, 20, 7);
    const SharingPlan plan = planForMode(s, mode);
    REQUIRE(plan.mode == mode);
    const RunResults r = runToEnd(s, plan);
    REQUIRE(r.mode == mode);
    REQUIRE(r.tenants.size() == s.tenants.size());
    for (const TenantResult &t : r.tenants) {
        const double lambdaW = t.throughputRps * t.latencyMs.mean / 1000.0;
        INFO("mode " << modeName(mode) << " tenant " << t.id << ": L " << t.meanInSystem << " vs lambda W "
                     << lambdaW << " (throughput " << t.throughputRps << " mean " << t.latencyMs.mean
                     << " ms) completed " << t.completed << " dropped " << t.dropped << " failed "
                     << t.failed());
        // Every tenant of this mix fits and is stable in every default plan.
        CHECK(t.completed > 250);
        CHECK(t.dropped == 0);
        CHECK(t.failed() == 0);
        CHECK(t.meanInSystem == Approx(lambdaW).epsilon(0.02));
        CHECK(t.meanInQueue <= t.meanInSystem);
        CHECK(allFinite(t));
    }
}
