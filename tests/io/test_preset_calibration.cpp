// The built-in presets against published measurements (fact sheet §5, DESIGN §6): a preset that
// claims to show an effect must show it at the size the literature reports. Each case names its
// source. Every built-in is checked against the anchors that apply to it; where a preset is
// deliberately outside an anchor's setup (a saturated neighbour, three or more time-sliced
// tenants), the test says which theory bound it obeys instead.

#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"
#include "sim/engine.h"

#include <QDir>

#include <catch2/catch.hpp>

using namespace gpuk;

namespace {

Scenario steadyState(Scenario s)
{
    s.faults.clear();              // the preset's crash is another lesson; measure steady state
    s.simulation.durationS = 300;  // ~150 000 embedding requests: p99 stable to about 1 %
    return s;
}

Scenario builtin(const char *name)
{
    const LoadResult r = loadScenarioFile(QStringLiteral(":/scenarios/%1.gpuk.json").arg(QLatin1String(name)));
    REQUIRE(r.ok());
    return steadyState(*r.scenario);
}

// Every built-in scenario, in steady state (no faults, 300 s).
std::vector<Scenario> allBuiltins()
{
    std::vector<Scenario> out;
    const QDir dir(QStringLiteral(":/scenarios"));
    for (const QString &name : dir.entryList({QStringLiteral("*.gpuk.json")}, QDir::Files, QDir::Name)) {
        const LoadResult r = loadScenarioFile(dir.filePath(name));
        REQUIRE(r.ok());
        out.push_back(steadyState(*r.scenario));
    }
    REQUIRE(out.size() >= 6);
    return out;
}

bool backlogged(const Tenant &t)
{
    return t.arrival.process == ArrivalProcess::Backlog;
}

const TenantResult &tenant(const RunResults &r, const std::string &id)
{
    for (const auto &t : r.tenants)
        if (t.id == id)
            return t;
    FAIL("no tenant " << id);
    return r.tenants.front();
}

RunResults runMode(const Scenario &s, Mode m)
{
    Diagnostics refused;
    const auto r = runScenario(s, planForMode(s, m), &refused);
    INFO(refused.size());
    REQUIRE(r);
    return *r;
}

} // namespace

TEST_CASE("the MPS noisy-neighbour preset lands in the published MPS co-location ranges", "[preset][calibration]")
{
    // Fact sheet §5.2 / DESIGN §6: MPS co-location of memory-bound pairs costs 5-30 % throughput
    // (Qwen3-4B on A100-80GB: -7.5 %; Igual et al. 2026: about -30 % under memory contention) and
    // raises tail latency by 10-30 % (TPOT +19.5 %).
    const Scenario s = builtin("mps-noisy-neighbour");
    const RunResults alone = runMode(s, Mode::Exclusive);
    const RunResults mps = runMode(s, Mode::Mps);

    const double p99Rise = tenant(mps, "embed").latencyMs.p99 / tenant(alone, "embed").latencyMs.p99 - 1;
    const double throughputLoss = 1 - tenant(mps, "noisy").throughputRps / tenant(alone, "noisy").throughputRps;
    INFO("embedding p99 +" << p99Rise * 100 << " %, neighbour throughput -" << throughputLoss * 100 << " %");
    CHECK(p99Rise >= 0.10);
    CHECK(p99Rise <= 0.30);
    CHECK(throughputLoss >= 0.05);
    CHECK(throughputLoss <= 0.30);
}

TEST_CASE("the MPS noisy-neighbour preset's MIG alternative keeps the embedding model's requests whole", "[preset]")
{
    // MIG isolates faults (MIG guide Table 3, "Error Isolation: Yes"); MPS does not (fact sheet §2.5).
    LoadResult r = loadScenarioFile(QStringLiteral(":/scenarios/mps-noisy-neighbour.gpuk.json"));
    REQUIRE(r.ok());
    const Scenario &s = *r.scenario;   // with the preset's fault in the neighbour at 30 s
    REQUIRE_FALSE(s.faults.empty());
    CHECK(tenant(runMode(s, Mode::Mig), "embed").failed() == 0);
    CHECK(tenant(runMode(s, Mode::Mps), "embed").failed() > 0);
}

// The scenario with only `id` and, under MPS, only its own client (cap and memory limit kept):
// the same process configuration as in `s`, on a GPU of its own.
Scenario aloneUnderSamePlan(const Scenario &s, const std::string &id, Mode mode)
{
    Scenario one = s;
    one.tenants.clear();
    for (const Tenant &t : s.tenants)
        if (t.id == id)
            one.tenants.push_back(t);
    SharingPlan plan = planForMode(s, mode);
    std::erase_if(plan.mps.clients, [&](const MpsClient &c) { return c.tenant != id; });
    one.sharing = plan;
    one.alternatives.clear();
    return one;
}

TEST_CASE("no built-in's MPS plan costs a tenant more than the published worst case of MPS co-location", "[preset][calibration]")
{
    // Fact sheet §5.1: Igual et al. 2026 (J. Supercomputing 82(4):175), MPS under memory
    // contention "worsening performance by around 30 %"; §5.2: Qwen3-4B-FP8 on A100-80GB under
    // MPS vs dedicated, throughput -7.5 %, TPOT +19.5 %. The baseline is the same MPS client
    // (same cap) with its neighbours gone, as in those measurements. The presets are no heavier
    // than a memory-bound pair, so the published worst case bounds them: an always-busy tenant
    // keeps at least 70 % of its throughput; a tenant with open arrivals keeps all of it and its
    // p99 rises by at most 30 % ...
    // ... beyond what plain compute sharing explains: when neighbours with always-busy requests
    // that can fill the GPU are present (k requests), MPS shares the SMs among requests, so a
    // request of width w gets min(w, SMs/(k+1)) and stretches w / min(w, SMs/(k+1)) (processor
    // sharing), which the published pairs did not have. The rise must stay within 30 % of that.
    // The published pairs had no memory pressure: a built-in with an LLM whose KV cache grows into
    // its neighbours' memory (their requests fail with oom) is checked by its own case below.
    int openTenantsChecked = 0;
    for (const Scenario &s : allBuiltins()) {
        if (std::any_of(s.tenants.begin(), s.tenants.end(), [](const Tenant &t) { return t.llm.has_value(); }))
            continue;
        const RunResults mps = runMode(s, Mode::Mps);
        const SharingPlan plan = planForMode(s, Mode::Mps);
        const double sms = s.gpu()->sms;
        auto capSms = [&](const Tenant &t) {
            double w = t.smWidth ? std::min<double>(*t.smWidth, sms) : sms;
            for (const MpsClient &c : plan.mps.clients)
                if (c.tenant == t.id && c.activeThreadPercentage)
                    w = std::min(w, sms * *c.activeThreadPercentage / 100.0);
            return w;
        };
        for (const Tenant &t : s.tenants) {
            const RunResults aloneRun = runMode(aloneUnderSamePlan(s, t.id, Mode::Mps), Mode::Mps);
            const TenantResult &a = tenant(aloneRun, t.id);
            const TenantResult &m = tenant(mps, t.id);
            INFO(s.name << " / " << t.id << ": p99 " << a.latencyMs.p99 << " ms alone, " << m.latencyMs.p99
                        << " ms with its neighbours; throughput " << a.throughputRps << " -> " << m.throughputRps << " req/s");
            CHECK(m.latencyMs.p99 >= a.latencyMs.p99 * 0.99);   // MPS never makes a tenant faster
            if (backlogged(t)) {
                CHECK(m.throughputRps >= 0.70 * a.throughputRps);
                continue;
            }
            int k = 0;
            for (const Tenant &n : s.tenants)
                if (n.id != t.id && backlogged(n) && capSms(n) * n.maxConcurrency >= sms)
                    k += n.maxConcurrency;
            const double w = capSms(t);
            const double stretch = w / std::min(w, sms / (k + 1));
            INFO("always-busy neighbour requests k = " << k << ", compute stretch " << stretch);
            CHECK(m.latencyMs.p99 <= 1.30 * stretch * a.latencyMs.p99);
            CHECK(m.throughputRps == Approx(a.throughputRps).epsilon(0.02));
            ++openTenantsChecked;
        }
    }
    CHECK(openTenantsChecked >= 12);
}

TEST_CASE("every built-in time-sliced vGPU plan charges the published virtualisation overhead", "[preset][calibration]")
{
    // Fact sheet §3.5: VMware's MLPerf inference runs on time-sliced vGPU measured 0-6 %
    // overhead against bare metal. The overhead is a per-plan parameter; each preset sets one in
    // that range and a backlogged VM alone under best effort keeps 94-100 % of its solo throughput.
    int plans = 0;
    for (const Scenario &s : allBuiltins()) {
        std::vector<SharingPlan> vgpuPlans;
        if (s.sharing.mode == Mode::Vgpu)
            vgpuPlans.push_back(s.sharing);
        if (auto it = s.alternatives.find(Mode::Vgpu); it != s.alternatives.end())
            vgpuPlans.push_back(it->second);
        for (const SharingPlan &plan : vgpuPlans) {
            const VgpuPlan &v = plan.vgpu;
            if (v.migBacked)
                continue;
            ++plans;
            INFO(s.name << ": overhead " << v.overhead);
            CHECK(v.overhead >= 0.0);
            CHECK(v.overhead <= 0.06);
        }
    }
    CHECK(plans >= 3);
}

TEST_CASE("time-slicing an always-busy neighbour at least halves a tenant's GPU, so its p99 at least doubles", "[preset][calibration]")
{
    // The published two-pod figure (fact sheet §5.2, p99 3.68 -> 6.10 ms, 1.66x) comes from two
    // similar, lightly loaded pods; it is pinned on such a pair in test_engine_internals
    // ([calibration], 1.5-2x). The noisy-neighbour preset instead pairs the embedding model with a
    // saturated job: round robin over two busy contexts gives each half of the time (processor
    // sharing), so the embedding model's service stretches about 2x, and the preset must show at
    // least that, plus switches and cold caches, but not an unexplained blow-up (under 3x).
    const Scenario s = builtin("mps-noisy-neighbour");
    const double ratio = tenant(runMode(s, Mode::Timeslice), "embed").latencyMs.p99
                         / tenant(runMode(s, Mode::Exclusive), "embed").latencyMs.p99;
    INFO("time-slicing p99 / exclusive p99 = " << ratio);
    CHECK(ratio >= 1.9);
    CHECK(ratio <= 3.0);
}

TEST_CASE("the LLM KV-growth built-in runs its embedding service out of memory under MPS and not under MIG", "[preset][llm]")
{
    // DESIGN §2.2: under MPS without a pinned limit one memory pool is shared, so the LLMs' growing
    // KV caches take the memory the embedding service's requests need; MIG bounds each cache by its
    // instance (MIG guide: each GPU instance has dedicated memory).
    const Scenario s = builtin("llm-kv-growth");
    REQUIRE(s.sharing.mode == Mode::Mps);
    const RunResults mps = runMode(s, Mode::Mps);
    const RunResults mig = runMode(s, Mode::Mig);
    auto oom = [](const TenantResult &t) {
        const auto it = t.failedByReason.find(FailureReason::Oom);
        return it == t.failedByReason.end() ? std::uint64_t(0) : it->second;
    };
    INFO("embed under MPS: " << oom(tenant(mps, "embed")) << " oom of " << tenant(mps, "embed").arrivals);
    CHECK(oom(tenant(mps, "embed")) > tenant(mps, "embed").arrivals / 10);
    CHECK(tenant(mig, "embed").failed() == 0);
    for (const char *id : {"chat", "chat-int4"}) {
        INFO(id);
        const TenantResult &t = tenant(mig, id);
        REQUIRE(t.llm.has_value());
        CHECK(t.completed > 0);
        CHECK(t.llm->tokensPerS > 0);
        CHECK(t.llm->kvBytesPeak > 0);
    }
}
