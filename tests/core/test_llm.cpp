// LLM tenants: continuous batching with a compute-bound prefill, a memory-bound decode and a KV
// cache that grows by one token per request per iteration (docs/design-notes.md "LLM tenants").

#include "engine_fixtures.h"

#include "analysis/miglayoutsearch.h"
#include "catalog/catalog.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gpuk;
using namespace gpuk::spec;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Llama-3.1-8B in fp16 (32 layers, 8 KV heads, head dim 128: 128 KiB of KV per token).
LlmConfig llama8b(int prompt, int output, int maxBatch, double prefillMsPerToken = 0.1)
{
    LlmConfig c;
    c.promptTokens.distribution = TokenDistribution::Deterministic;
    c.promptTokens.mean = prompt;
    c.outputTokens.distribution = TokenDistribution::Deterministic;
    c.outputTokens.mean = output;
    c.model = LlmModel{8.03, 2, 32, 8, 128, 2};
    c.maxBatch = maxBatch;
    c.prefillMsPerToken = prefillMsPerToken;
    return c;
}

Tenant llmTenant(const std::string &id, ArrivalProcess process, double ratePerS, const LlmConfig &c)
{
    Tenant t = makeTenant(id, process, ratePerS, 1);
    t.kind = TenantKind::Llm;
    t.modelGb = 15; // 16.06e9 bytes of weights = 14.96 GiB
    t.llm = c;
    return t;
}

Tenant embeddingTenant()
{
    Tenant t = poissonTenant("embed", 50, 5, ServiceDistribution::Exponential, 20, 8);
    t.kind = TenantKind::Embedding;
    t.bandwidthIntensity = 0.3;
    t.modelGb = 2;
    t.perRequestGb = 0.5;
    return t;
}

// The KV-growth scenario: a long-context LLM next to an embedding service on one A100-40GB.
Scenario kvGrowthScenario(std::uint64_t seed = 7)
{
    Tenant llm = llmTenant("chat", ArrivalProcess::Poisson, 2.0, llama8b(3000, 500, 64));
    return makeScenario({llm, embeddingTenant()}, mpsPlan({mpsClient("chat"), mpsClient("embed")}), 60, 5, seed);
}

SharingPlan kvGrowthMig()
{
    return migPlan({migInstance("4g.20gb", std::nullopt, {"chat"}), migInstance("3g.20gb", std::nullopt, {"embed"})});
}

// Time per output token of a lone request stream (one request at a time) on `plan`.
double loneTpotMs(const SharingPlan &plan, double *expectedMs, double bandwidthGBps)
{
    const LlmConfig c = llama8b(16, 200, 8);
    // one request every 10 s, each takes about 200 × 10-30 ms: never two at once
    Tenant t = llmTenant("chat", ArrivalProcess::Deterministic, 0.1, c);
    Scenario s = makeScenario({t}, plan, 120, 5);
    const RunResults r = runToEnd(s, plan);
    const TenantResult &tr = resultOf(r, "chat");
    REQUIRE(tr.llm.has_value());
    REQUIRE(tr.completed >= 10);
    // decoding token n reads the weights and the request's KV cache of 16 + n tokens
    const double meanContext = 16 + 100;
    *expectedMs = (c.model.weightBytes() + meanContext * c.model.kvBytesPerToken()) / (bandwidthGBps * 1e9) * 1000;
    return tr.llm->tpotMs.mean;
}

} // namespace

TEST_CASE("An LLM's KV cache takes 2 x layers x KV heads x head dim x bytes per value per token", "[llm]")
{
    const LlmModel m{8.03, 2, 32, 8, 128, 2};
    CHECK(m.kvBytesPerToken() == 131072.0);
    CHECK(m.weightBytes() == Approx(16.06e9));
    LlmModel fp8 = m;
    fp8.kvBytesPerValue = 1;
    CHECK(fp8.kvBytesPerToken() == 65536.0);
}

TEST_CASE("A decode-bound LLM's time per output token is the bytes it reads over the whole GPU's bandwidth",
          "[llm][engine]")
{
    double expected = 0;
    const double tpot = loneTpotMs(exclusivePlan(), &expected, 1555);
    INFO("TPOT " << tpot << " ms, (weights + KV) / 1555 GB/s = " << expected << " ms");
    CHECK(tpot == Approx(expected).epsilon(0.15));
    CHECK(expected == Approx(10.34).epsilon(0.01));
}

TEST_CASE("A decode-bound LLM's time per output token on a MIG 7g.40gb is the bytes it reads over all eight memory slices",
          "[llm][engine]")
{
    double expected = 0;
    const double tpot = loneTpotMs(migPlan({migInstance("7g.40gb", 0, {"chat"})}), &expected, 1555);
    INFO("TPOT " << tpot << " ms, (weights + KV) / 1555 GB/s = " << expected << " ms");
    CHECK(tpot == Approx(expected).epsilon(0.15));
}

TEST_CASE("Under MPS without a pinned limit the LLM's growing KV cache runs its neighbour out of memory; under MIG it does not",
          "[llm][engine]")
{
    const Scenario s = kvGrowthScenario();
    const RunResults mps = runToEnd(s, s.sharing);
    const RunResults mig = runToEnd(s, kvGrowthMig());
    const TenantResult &embedMps = resultOf(mps, "embed");
    const TenantResult &embedMig = resultOf(mig, "embed");
    auto oom = [](const TenantResult &t) {
        const auto it = t.failedByReason.find(FailureReason::Oom);
        return it == t.failedByReason.end() ? std::uint64_t(0) : it->second;
    };
    INFO("MPS: embed oom " << oom(embedMps) << " of " << embedMps.arrivals << ", LLM KV peak "
                           << resultOf(mps, "chat").llm->kvBytesPeak / kGiB << " GiB");
    CHECK(oom(embedMps) > 0);
    CHECK(oom(embedMig) == 0);
    CHECK(embedMig.failed() == 0);
    // under MIG the KV cache stays inside the 4g.20gb instance (19.5 GiB) beside 15 GiB of weights
    const TenantResult &chatMig = resultOf(mig, "chat");
    REQUIRE(chatMig.llm.has_value());
    CHECK(chatMig.llm->kvBytesPeak > 0);
    CHECK(chatMig.llm->kvBytesPeak / kGiB <= 19.5 - 15 + 1e-9);
    CHECK(chatMig.completed > 0);
}

TEST_CASE("With an MPS pinned memory limit the LLM's KV cache is bounded and its neighbour keeps its memory",
          "[llm][engine]")
{
    const Scenario s = kvGrowthScenario();
    SharingPlan plan = s.sharing;
    plan.mps.clients[0].pinnedMemoryLimitGb = 25;
    const RunResults r = runToEnd(s, plan);
    CHECK(resultOf(r, "embed").failedByReason.count(FailureReason::Oom) == 0);
    CHECK(resultOf(r, "chat").llm->kvBytesPeak / kGiB <= 25 - 15 + 1e-9);
}

TEST_CASE("An LLM request's KV cache is freed when it completes: memory returns to the weights", "[llm][engine]")
{
    Tenant t = llmTenant("chat", ArrivalProcess::Deterministic, 0.25, llama8b(100, 50, 8));
    Scenario s = oneTenantExclusive(t, 20, 0);
    auto e = requireEngine(s);
    double peakKv = 0;
    bool sawIdleAfterWork = false;
    while (e->step()) {
        const TenantView v = e->snapshot().tenants[0];
        peakKv = std::max(peakKv, v.kvBytes);
        CHECK(v.memoryUsedGb == Approx(15 + v.kvBytes / kGiB));
        if (peakKv > 0 && v.inFlight == 0 && v.queued == 0) {
            sawIdleAfterWork = true;
            CHECK(v.kvBytes == 0);
            CHECK(v.memoryUsedGb == Approx(15));
        }
    }
    // 100 prompt + 50 output tokens at 128 KiB each, at the end of the request
    CHECK(peakKv == Approx(150 * 131072.0));
    CHECK(sawIdleAfterWork);
}

TEST_CASE("An LLM's batch never exceeds its max batch", "[llm][engine]")
{
    Tenant t = llmTenant("chat", ArrivalProcess::Poisson, 20, llama8b(200, 100, 6));
    Scenario s = oneTenantExclusive(t, 10, 0);
    auto e = requireEngine(s);
    int most = 0;
    while (e->step()) {
        const TenantView v = e->snapshot().tenants[0];
        most = std::max(most, v.inFlight);
        REQUIRE(v.inFlight <= 6);
    }
    CHECK(most == 6); // overloaded: the batch fills
}

TEST_CASE("An LLM's time to first token is at least its prefill time", "[llm][engine]")
{
    // 2000 prompt tokens at 0.1 ms each: 200 ms of prefill before the first token
    Tenant t = llmTenant("chat", ArrivalProcess::Poisson, 1, llama8b(2000, 50, 16));
    Scenario s = oneTenantExclusive(t, 60, 5);
    const TenantResult r = runToEnd(s).tenants[0];
    REQUIRE(r.llm.has_value());
    REQUIRE(r.completed > 20);
    CHECK(r.llm->ttftMs.p50 >= 200 * 0.99); // histogram buckets are 1 % wide
    CHECK(r.llm->ttftMs.mean >= 200);
    CHECK(r.llm->ttftMs.mean < r.latencyMs.mean);
}

TEST_CASE("An LLM tenant obeys Little's law over the window", "[llm][engine]")
{
    LlmConfig c = llama8b(500, 200, 32);
    c.promptTokens.distribution = TokenDistribution::Uniform;
    c.promptTokens.min = 100;
    c.promptTokens.max = 900;
    c.outputTokens.distribution = TokenDistribution::Lognormal;
    c.outputTokens.cv = 1;
    Tenant t = llmTenant("chat", ArrivalProcess::Poisson, 4, c);
    Scenario s = oneTenantExclusive(t, 600, 20);
    const TenantResult r = runToEnd(s).tenants[0];
    REQUIRE(r.completed > 1000);
    const double little = r.throughputRps * r.latencyMs.mean / 1000.0;
    INFO("L = " << r.meanInSystem << ", lambda W = " << little);
    CHECK(r.meanInSystem == Approx(little).epsilon(0.05));
    CHECK(r.llm->tokensPerS == Approx(r.throughputRps * 200).epsilon(0.15));
}

TEST_CASE("An LLM run is deterministic: the same seed gives the same numbers", "[llm][engine]")
{
    const Scenario s = kvGrowthScenario(11);
    const RunResults a = runToEnd(s), b = runToEnd(s);
    for (std::size_t i = 0; i < a.tenants.size(); ++i) {
        CHECK(a.tenants[i].completed == b.tenants[i].completed);
        CHECK(a.tenants[i].failedByReason == b.tenants[i].failedByReason);
        CHECK(a.tenants[i].latencyMs.mean == b.tenants[i].latencyMs.mean);
    }
    const LlmResult &x = *a.tenants[0].llm, &y = *b.tenants[0].llm;
    CHECK(x.ttftMs.mean == y.ttftMs.mean);
    CHECK(x.tpotMs.mean == y.tpotMs.mean);
    CHECK(x.outputTokens == y.outputTokens);
    CHECK(x.kvBytesMean == y.kvBytesMean);
    CHECK(x.kvBytesPeak == y.kvBytesPeak);
    CHECK(x.preempted == y.preempted);
    const RunResults other = runToEnd(kvGrowthScenario(12));
    CHECK(other.tenants[0].llm->outputTokens != x.outputTokens);
}

TEST_CASE("An LLM bounded by its MIG instance preempts its newest request rather than outgrow the instance",
          "[llm][engine]")
{
    const Scenario s = kvGrowthScenario();
    const RunResults r = runToEnd(s, kvGrowthMig());
    const TenantResult &chat = resultOf(r, "chat");
    CHECK(chat.llm->preempted > 0);
    CHECK(chat.failedByReason.count(FailureReason::Oom) == 0);
}

TEST_CASE("An LLM's iterations count in the run's event estimate", "[llm][validate]")
{
    Tenant t = llmTenant("chat", ArrivalProcess::Poisson, 1, llama8b(100, 100, 8));
    Scenario s = oneTenantExclusive(t, 100, 0);
    // 200 arrivals and completions plus at most one iteration per 10.33 ms (16.06 GB at 1555 GB/s)
    CHECK(estimatedRequestEvents(s, s.tenants[0]) == Approx(200 + 100000 / 10.3280).epsilon(0.001));
    s.tenants[0].llm.reset();
    CHECK(estimatedRequestEvents(s, s.tenants[0]) == Approx(200));
}

TEST_CASE("Under time-slicing the LLM's KV cache also takes its neighbour's memory; a vGPU framebuffer bounds it",
          "[llm][engine]")
{
    const Scenario s = kvGrowthScenario();
    auto oom = [](const TenantResult &t) {
        const auto it = t.failedByReason.find(FailureReason::Oom);
        return it == t.failedByReason.end() ? std::uint64_t(0) : it->second;
    };
    const RunResults ts = runToEnd(s, timeslicePlan());
    CHECK(oom(resultOf(ts, "embed")) > 0);
    const RunResults vgpu = runToEnd(s, vgpuPlan(VgpuScheduler::BestEffort, "A100-20C", {"chat", "embed"}));
    CHECK(oom(resultOf(vgpu, "embed")) == 0);
    const TenantResult &chat = resultOf(vgpu, "chat");
    CHECK(chat.llm->kvBytesPeak > 0);
    CHECK(chat.llm->kvBytesPeak / kGiB <= 20 - 15 + 1e-9); // A100-20C: a 20 GiB framebuffer
}

TEST_CASE("A decode-bound LLM's time per output token on a MIG 3g.20gb is the bytes it reads over its four memory slices' bandwidth",
          "[llm][engine]")
{
    // 3g.20gb: 4 of 8 memory slices, so half of the 1555 GB/s (MIG guide: each memory slice brings
    // its share of the bandwidth); the weights (14.96 GiB) fit its 19.5 GiB
    double expected = 0;
    const double tpot = loneTpotMs(migPlan({migInstance("3g.20gb", 0, {"chat"})}), &expected, 1555.0 * 4 / 8);
    INFO("TPOT " << tpot << " ms, (weights + KV) / 777.5 GB/s = " << expected << " ms");
    CHECK(tpot == Approx(expected).epsilon(0.15));
    CHECK(expected == Approx(20.68).epsilon(0.01));
}

TEST_CASE("The chart series carry an LLM's TTFT p99, mean TPOT and KV cache against the KV it could hold; zeros for other tenants",
          "[llm][engine][series]")
{
    const Scenario s = kvGrowthScenario();
    const SharingPlan mig = kvGrowthMig();
    auto e = requireEngine(s, mig);
    e->runToEnd();
    const std::vector<SeriesPoint> &series = e->series();
    REQUIRE(series.size() > 100);
    const int chat = tenantIndex(s, "chat"), embed = tenantIndex(s, "embed");
    const RunResults r = e->results();
    const LlmResult &llm = *resultOf(r, "chat").llm;
    double maxTtft = 0, maxTpot = 0, maxKv = 0;
    bool limitAboveKv = true, boundedByInstance = true;
    for (const SeriesPoint &p : series) {
        REQUIRE(p.ttftP99Ms.size() == s.tenants.size());
        REQUIRE(p.tpotMeanMs.size() == s.tenants.size());
        REQUIRE(p.kvGb.size() == s.tenants.size());
        REQUIRE(p.kvLimitGb.size() == s.tenants.size());
        CHECK(p.ttftP99Ms[std::size_t(embed)] == 0);
        CHECK(p.tpotMeanMs[std::size_t(embed)] == 0);
        CHECK(p.kvGb[std::size_t(embed)] == 0);
        CHECK(p.kvLimitGb[std::size_t(embed)] == 0);
        const std::size_t c = std::size_t(chat);
        maxTtft = std::max(maxTtft, double(p.ttftP99Ms[c]));
        maxTpot = std::max(maxTpot, double(p.tpotMeanMs[c]));
        if (p.timeS > s.simulation.warmupS) // the result's peak is of the window
            maxKv = std::max(maxKv, double(p.kvGb[c]));
        limitAboveKv = limitAboveKv && p.kvLimitGb[c] >= p.kvGb[c] - 1e-4f;
        // the 4g.20gb instance (19.5 GiB) holds 15 GiB of weights: the KV may take the rest
        boundedByInstance = boundedByInstance && p.kvLimitGb[c] <= 19.5f - 15.f + 1e-3f;
        CHECK(p.kvGb[c] <= p.memoryGb[c] + 1e-4f);
    }
    CHECK(limitAboveKv);
    CHECK(boundedByInstance);
    // the sliding p99 of first tokens reaches the run's p99 at some point; the mean TPOT is a
    // decode time, in the range of the run's TPOT percentiles
    CHECK(maxTtft >= llm.ttftMs.p50);
    CHECK(maxTtft <= llm.ttftMs.max * 1.0001);
    CHECK(maxTpot >= llm.tpotMs.p50 * 0.5);
    CHECK(maxTpot <= llm.tpotMs.max * 1.0001);
    CHECK(maxKv > 1);
    CHECK(maxKv <= llm.kvBytesPeak / kGiB + 1e-3);
    // preemptions since t = 0 reach the snapshot
    CHECK(e->snapshot().tenants[std::size_t(chat)].preempted >= llm.preempted);
    CHECK(e->snapshot().tenants[std::size_t(chat)].kvLimitBytes >= e->snapshot().tenants[std::size_t(chat)].kvBytes);
}

// ---- LLM serving on a slice, backlog, queue limits, bytes read ------------

namespace {

// A 1B-parameter model (2 GB of fp16 weights) that fits an A30 1g.6gb, with a prefill heavy
// enough that a decode step's compute part is a large share of it.
Tenant smallLlm(const std::string &id, ArrivalProcess process, double ratePerS, int maxBatch, double prefillMsPerToken)
{
    LlmConfig c;
    c.promptTokens.distribution = TokenDistribution::Deterministic;
    c.promptTokens.mean = 32;
    c.outputTokens.distribution = TokenDistribution::Deterministic;
    c.outputTokens.mean = 64;
    c.model = LlmModel{1.0, 2, 16, 8, 64, 2};
    c.maxBatch = maxBatch;
    c.prefillMsPerToken = prefillMsPerToken;
    Tenant t = llmTenant(id, process, ratePerS, c);
    t.modelGb = 2;
    return t;
}

} // namespace

TEST_CASE("An LLM on an A30 1g.6gb, a quarter of every resource of the GPU, takes exactly four times as long per token and to the first token",
          "[llm][engine][mig]")
{
    // 1g.6gb: 14 of 56 SMs and 1 of 4 memory slots. A decode step's compute part (one token at
    // the prefill cost) needs SMs, its memory part (the weights and KV) bandwidth: both 4× slower.
    const double prefill = GENERATE(0.2, 1.0, 3.0);
    const Tenant t = smallLlm("chat", ArrivalProcess::Deterministic, 0.5, 4, prefill);
    const Scenario whole = makeScenario({t}, exclusivePlan(), 40, 2, 1, "A30-24GB");
    const SharingPlan slice = migPlan({migInstance("1g.6gb", std::nullopt, {"chat"})});
    const TenantResult a = runToEnd(whole).tenants.at(0);
    const TenantResult b = runToEnd(whole, slice).tenants.at(0);
    REQUIRE(a.llm.has_value());
    REQUIRE(b.llm.has_value());
    REQUIRE(a.completed >= 10);
    INFO("prefill " << prefill << " ms/token: TPOT " << a.llm->tpotMs.mean << " ms whole, " << b.llm->tpotMs.mean
                    << " ms on 1g.6gb; TTFT " << a.llm->ttftMs.mean << " / " << b.llm->ttftMs.mean);
    CHECK(b.llm->tpotMs.mean == Approx(4 * a.llm->tpotMs.mean).epsilon(1e-6));
    CHECK(b.llm->ttftMs.mean == Approx(4 * a.llm->ttftMs.mean).epsilon(1e-6));
}

TEST_CASE("A backlogged LLM keeps its batch full for the whole run", "[llm][engine]")
{
    // backlog: a batch's worth of requests always waiting or in service. Each request takes
    // 64 decode steps; the tenant must complete requests in every part of the run, not only its
    // first batch.
    const Tenant t = smallLlm("chat", ArrivalProcess::Backlog, 0, 8, 0.05);
    const Scenario s = makeScenario({t}, exclusivePlan(), 30, 2);
    auto e = requireEngine(s);
    e->advanceTo(10);
    const std::uint64_t at10 = e->snapshot().tenants.at(0).completed;
    e->advanceTo(20);
    const std::uint64_t at20 = e->snapshot().tenants.at(0).completed;
    e->runToEnd();
    const std::uint64_t at30 = e->snapshot().tenants.at(0).completed;
    INFO("completed by 10 s " << at10 << ", by 20 s " << at20 << ", by 30 s " << at30);
    CHECK(at10 > 50);
    CHECK(at20 - at10 == Approx(double(at10)).epsilon(0.2));
    CHECK(at30 - at20 == Approx(double(at20 - at10)).epsilon(0.1));
    CHECK(e->snapshot().tenants.at(0).inFlight == 8);
}

TEST_CASE("An LLM with no waiting room drops nothing while its batch has free slots", "[llm][engine]")
{
    // queue_capacity 0 means no request waits beyond what is being served: a plain tenant with a
    // free slot starts at once and drops nothing at a light load; an LLM's request joins the batch
    // at the next iteration and must not be dropped either.
    Tenant t = smallLlm("chat", ArrivalProcess::Poisson, 2, 16, 0.05);
    t.queueCapacity = 0;
    const TenantResult r = runToEnd(makeScenario({t}, exclusivePlan(), 30, 2)).tenants.at(0);
    INFO("arrivals " << r.arrivals << ", completed " << r.completed << ", dropped " << r.dropped);
    CHECK(r.arrivals > 30);
    CHECK(r.dropped == 0);
    CHECK(r.completed >= r.arrivals - 2);
}

TEST_CASE("An LLM's DRAM bytes per output token do not depend on its sm_width", "[llm][engine][conservation]")
{
    // A decode step reads the weights and the KV cache whatever number of SMs reads them; a narrow
    // sm_width reads them more slowly (fewer SMs draw less bandwidth), never fewer of them.
    const auto bytesPerToken = [](int width, double *tpot) {
        Tenant t = smallLlm("chat", ArrivalProcess::Deterministic, 0.5, 4, 0.05);
        t.smWidth = width;
        const RunResults r = runToEnd(makeScenario({t}, exclusivePlan(), 40, 2));
        *tpot = r.tenants.at(0).llm->tpotMs.mean;
        return r.gpuStats.dramBandwidthUtil * 1555e9 * windowS(r) / double(r.tenants.at(0).llm->outputTokens);
    };
    double tpotWide = 0, tpotNarrow = 0;
    const double wide = bytesPerToken(108, &tpotWide);
    const double narrow = bytesPerToken(20, &tpotNarrow);
    INFO("bytes per output token: " << wide << " at width 108, " << narrow << " at width 20; TPOT " << tpotWide
                                    << " / " << tpotNarrow << " ms");
    CHECK(narrow == Approx(wide).epsilon(0.02));
    CHECK(wide == Approx(2e9).epsilon(0.05)); // the weights, plus a little KV
    CHECK(tpotNarrow > 3 * tpotWide);        // 20 SMs draw 20/(0.69·108) of the bandwidth
}

TEST_CASE("The MIG layout search does not count an LLM's running batch as lost requests", "[llm][miglayoutsearch]")
{
    // An LLM's batch holds up to max_batch requests in service; max_concurrency does not apply to
    // it. At the end of the search's run a busy LLM has its batch in flight: not a backlog.
    Tenant t = smallLlm("chat", ArrivalProcess::Poisson, 20, 16, 0.05);
    t.sloMs = 2000;
    const Scenario s = makeScenario({t}, exclusivePlan(), 12, 2); // ~200 arrivals: a batch of 8 is 4 % of them
    const MigProfile *p = findGpu(a100)->findMigProfile("3g.20gb");
    REQUIRE(p);
    const std::vector<double> margins = evaluateMigInstance(s, *p, {0});
    const RunResults run = runToEnd(s, migPlan({migInstance("3g.20gb", std::nullopt, {"chat"})}));
    const TenantResult &r = run.tenants.at(0);
    REQUIRE(r.llm.has_value());
    INFO("margin " << margins.at(0) << "; the run: attainment " << r.sloAttainment << ", p99 " << r.latencyMs.p99
                   << " ms, batch at the end " << r.open);
    CHECK(meetsSlo(r));
    CHECK(margins.at(0) >= 0);
}
