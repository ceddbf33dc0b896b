#pragma once

// Helpers for the engine specification tests (test_engine_queueing.cpp, test_engine_mechanisms.cpp):
// build tenants, plans and scenarios in code (over core/scenariobuilder.h), build or run an engine
// and fail the test with the engine's error when it refuses, and compare results field by field.
//
// The tests are written from the header (core/sim/engine.h) and DESIGN §3/§4/§6, independently of
// the engine's implementation.

#include "scenario.h"
#include "scenariobuilder.h"
#include "sharing/quota.h"
#include "sharing/validate.h"
#include "sim/engine.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gpuk::spec {

inline constexpr const char *a100 = "A100-40GB";
inline constexpr int a100Sms = 108;

// A light tenant (core/scenariobuilder.h): no memory to speak of, no SLO and an unbounded queue.
// smWidth 0 = all SMs (unset).
inline Tenant makeTenant(const std::string &id, ArrivalProcess process, double ratePerS, double meanMs,
                         ServiceDistribution dist = ServiceDistribution::Exponential, int smWidth = 0,
                         int maxConcurrency = 1)
{
    return lightTenant(id, process, ratePerS, meanMs, dist, smWidth, maxConcurrency);
}

inline Tenant poissonTenant(const std::string &id, double ratePerS, double meanMs,
                            ServiceDistribution dist = ServiceDistribution::Exponential, int smWidth = a100Sms,
                            int maxConcurrency = 1)
{
    return makeTenant(id, ArrivalProcess::Poisson, ratePerS, meanMs, dist, smWidth, maxConcurrency);
}

inline Tenant backlogTenant(const std::string &id, double meanMs,
                            ServiceDistribution dist = ServiceDistribution::Deterministic, int smWidth = a100Sms,
                            int maxConcurrency = 1)
{
    return makeTenant(id, ArrivalProcess::Backlog, 0, meanMs, dist, smWidth, maxConcurrency);
}

inline Scenario makeScenario(std::vector<Tenant> tenants, SharingPlan plan, double durationS, double warmupS,
                             std::uint64_t seed = 1, const std::string &gpuId = a100)
{
    return buildScenario("spec", gpuId, std::move(tenants), std::move(plan), durationS, warmupS, seed);
}

// One tenant on its own A100-40GB.
inline Scenario oneTenantExclusive(const Tenant &t, double durationS, double warmupS, std::uint64_t seed = 1)
{
    return makeScenario({t}, exclusivePlan(), durationS, warmupS, seed);
}

inline MigInstancePlan migInstance(const std::string &profile, std::optional<int> start,
                                   std::vector<std::string> tenants, MigInner inner = MigInner::Timeslice)
{
    MigInstancePlan i;
    i.profile = profile;
    i.start = start;
    i.tenants = std::move(tenants);
    i.inner = inner;
    return i;
}

inline MpsClient mpsClient(const std::string &tenant, std::optional<double> atp = std::nullopt)
{
    MpsClient c;
    c.tenant = tenant;
    c.activeThreadPercentage = atp;
    return c;
}

inline SharingPlan mpsPlan(std::vector<MpsClient> clients)
{
    SharingPlan p;
    p.mode = Mode::Mps;
    p.mps.clients = std::move(clients);
    return p;
}

// Time-sliced vGPU, every VM on `profile`.
inline SharingPlan vgpuPlan(VgpuScheduler scheduler, const std::string &profile, const std::vector<std::string> &tenants,
                            double overhead = 0.03, std::optional<double> timeSliceMs = std::nullopt)
{
    SharingPlan p;
    p.mode = Mode::Vgpu;
    p.vgpu.migBacked = false;
    p.vgpu.scheduler = scheduler;
    p.vgpu.timeSliceMs = timeSliceMs;
    p.vgpu.overhead = overhead;
    for (const auto &t : tenants)
        p.vgpu.vms.push_back(VgpuVm{t, profile});
    return p;
}

// Software slicing: one container per entry (tenant, core %, memory quota GiB, priority).
inline SharingPlan quotaPlan(QuotaPolicy policy, std::vector<QuotaContainer> containers,
                             QuotaProduct product = QuotaProduct::Hami)
{
    SharingPlan p;
    p.mode = Mode::Quota;
    p.quota.policy = policy;
    p.quota.product = product;
    p.quota.containers = std::move(containers);
    return p;
}

inline SharingPlan timeslicePlan(double sliceMs = 2.0, double switchUs = 50.0)
{
    SharingPlan p;
    p.mode = Mode::Timeslice;
    p.timeslice.timeSliceMs = sliceMs;
    p.timeslice.switchUs = switchUs;
    return p;
}

inline std::string diagnosticCodes(const Diagnostics &ds)
{
    std::string out;
    for (const auto &d : ds)
        out += d.code + " at " + d.path + (d.severity == Severity::Error ? " (error) " : " (warning) ");
    return out;
}

// Builds the engine; the test fails (with the engine's error) if it refuses a plan the validator accepts.
inline std::unique_ptr<Engine> requireEngine(const Scenario &s, const SharingPlan &plan, EngineOptions options = {})
{
    const GpuModel *gpu = s.gpu();
    REQUIRE(gpu != nullptr);
    const Diagnostics diags = validatePlan(s, *gpu, plan, "sharing");
    INFO("plan mode " << modeName(plan.mode) << " has validation errors (the test scenario itself is wrong): "
         << diagnosticCodes(diags));
    REQUIRE_FALSE(gpuk::hasErrors(diags));
    Diagnostics refused;
    auto engine = Engine::create(s, plan, &refused, options);
    INFO("Engine::create refused: " << diagnosticCodes(refused));
    REQUIRE(engine != nullptr);
    return engine;
}

inline std::unique_ptr<Engine> requireEngine(const Scenario &s) { return requireEngine(s, s.sharing); }

inline RunResults runToEnd(const Scenario &s, const SharingPlan &plan)
{
    auto engine = requireEngine(s, plan);
    engine->runToEnd();
    REQUIRE(engine->finished());
    return engine->results();
}

inline RunResults runToEnd(const Scenario &s) { return runToEnd(s, s.sharing); }

inline int tenantIndex(const Scenario &s, const std::string &id)
{
    for (std::size_t i = 0; i < s.tenants.size(); ++i)
        if (s.tenants[i].id == id)
            return static_cast<int>(i);
    FAIL("no tenant " << id);
    return -1;
}

inline const TenantResult &resultOf(const RunResults &r, const std::string &id)
{
    for (const auto &t : r.tenants)
        if (t.id == id)
            return t;
    FAIL("no result for tenant " << id);
    return r.tenants.front();
}

inline std::uint64_t failedWith(const TenantResult &t, FailureReason reason)
{
    auto it = t.failedByReason.find(reason);
    return it == t.failedByReason.end() ? 0 : it->second;
}

inline double windowS(const RunResults &r) { return r.durationS - r.warmupS; }

// Every field of a TenantResult, compared exactly (doubles with ==: bit-identical up to -0/NaN).
inline void checkIdentical(const TenantResult &a, const TenantResult &b)
{
    INFO("tenant " << a.id);
    CHECK(a.id == b.id);
    CHECK(a.arrivals == b.arrivals);
    CHECK(a.completed == b.completed);
    CHECK(a.dropped == b.dropped);
    CHECK(a.failedByReason == b.failedByReason);
    CHECK(a.throughputRps == b.throughputRps);
    CHECK(a.latencyMs.mean == b.latencyMs.mean);
    CHECK(a.latencyMs.p50 == b.latencyMs.p50);
    CHECK(a.latencyMs.p95 == b.latencyMs.p95);
    CHECK(a.latencyMs.p99 == b.latencyMs.p99);
    CHECK(a.latencyMs.max == b.latencyMs.max);
    CHECK(a.sloMs == b.sloMs);
    CHECK(a.sloAttainment == b.sloAttainment);
    CHECK(a.meanInSystem == b.meanInSystem);
    CHECK(a.meanInQueue == b.meanInQueue);
    CHECK(a.meanSm == b.meanSm);
    CHECK(a.slowdown == b.slowdown);
}

inline void checkIdentical(const GpuResult &a, const GpuResult &b)
{
    CHECK(a.gpusUsed == b.gpusUsed);
    CHECK(a.smActive == b.smActive);
    CHECK(a.smOccupancy == b.smOccupancy);
    CHECK(a.memoryUsedFraction == b.memoryUsedFraction);
    CHECK(a.dramBandwidthUtil == b.dramBandwidthUtil);
    CHECK(a.strandedSmFraction == b.strandedSmFraction);
    CHECK(a.switchDeadTimeFraction == b.switchDeadTimeFraction);
    CHECK(a.seedUtilization == b.seedUtilization);
    CHECK(a.gpuHours == b.gpuHours);
}

// Every field but wallMs (the caller's stopwatch).
inline void checkIdentical(const RunResults &a, const RunResults &b)
{
    CHECK(a.scenario == b.scenario);
    CHECK(a.gpu == b.gpu);
    CHECK(a.mode == b.mode);
    CHECK(a.seed == b.seed);
    CHECK(a.durationS == b.durationS);
    CHECK(a.warmupS == b.warmupS);
    CHECK(a.events == b.events);
    checkIdentical(a.gpuStats, b.gpuStats);
    REQUIRE(a.tenants.size() == b.tenants.size());
    for (std::size_t i = 0; i < a.tenants.size(); ++i)
        checkIdentical(a.tenants[i], b.tenants[i]);
}

inline bool allFinite(const TenantResult &t)
{
    for (double v : {t.throughputRps, t.latencyMs.mean, t.latencyMs.p50, t.latencyMs.p95, t.latencyMs.p99,
                     t.latencyMs.max, t.sloAttainment, t.meanInSystem, t.meanInQueue, t.meanSm, t.slowdown})
        if (!std::isfinite(v))
            return false;
    return true;
}

inline bool allFinite(const GpuResult &g)
{
    for (double v : {g.smActive, g.smOccupancy, g.memoryUsedFraction, g.dramBandwidthUtil, g.strandedSmFraction,
                     g.switchDeadTimeFraction, g.seedUtilization, g.gpuHours})
        if (!std::isfinite(v))
            return false;
    return true;
}

// A RAG-like mix modelled on resources/scenarios/rag-customer-service.gpuk.json (embedding,
// reranker, bursty LLM; β > 0, narrow sm_width, lognormal service), with rates lowered so that
// every tenant is stable in every mode's default plan (planForMode): e.g. the default MIG plan
// puts the reranker (peak 4.6 GiB) on a 1g.5gb with 14 of its 28 SMs, which halves its speed.
// The active plan is exclusive and there are no alternatives, so planForMode gives the
// documented defaults for the other modes.
inline Scenario ragLikeScenario(double durationS, double warmupS, std::uint64_t seed = 7)
{
    Tenant embed = makeTenant("embed", ArrivalProcess::Poisson, 200, 1.5, ServiceDistribution::Lognormal, 14, 16);
    embed.kind = TenantKind::Embedding;
    embed.service.cv = 0.5;
    embed.bandwidthIntensity = 0.4;
    embed.modelGb = 1.5;
    embed.perRequestGb = 0.05;
    embed.queueCapacity = 2000;
    embed.sloMs = 25;
    embed.restartS = 5;

    Tenant rerank = makeTenant("rerank", ArrivalProcess::Poisson, 25, 12, ServiceDistribution::Lognormal, 28, 8);
    rerank.kind = TenantKind::Reranker;
    rerank.service.cv = 0.5;
    rerank.bandwidthIntensity = 0.5;
    rerank.modelGb = 3.0;
    rerank.perRequestGb = 0.2;
    rerank.queueCapacity = 1000;
    rerank.sloMs = 80;
    rerank.restartS = 10;

    Tenant llm = makeTenant("llm", ArrivalProcess::Bursty, 1, 400, ServiceDistribution::Lognormal, 42, 16);
    llm.kind = TenantKind::Llm;
    llm.arrival.onS = 10;
    llm.arrival.offS = 20;
    llm.arrival.onRateMultiplier = 1.5;
    llm.service.cv = 0.8;
    llm.bandwidthIntensity = 0.8;
    llm.modelGb = 12.0;
    llm.perRequestGb = 0.3;
    llm.queueCapacity = 500;
    llm.sloMs = 3000;
    llm.restartS = 60;

    Scenario s = makeScenario({embed, rerank, llm}, exclusivePlan(), durationS, warmupS, seed);
    s.name = "RAG-like mix (spec)";
    return s;
}

} // namespace gpuk::spec
