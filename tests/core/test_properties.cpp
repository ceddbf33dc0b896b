// Invariants of the engine over every catalog GPU, every MIG profile, every β and every mode:
// scale, monotonicity, conservation and accounting. Each failure names the
// GPU, profile, β and mode. These are the net for the next defect of these kinds, so they are
// written from the service model's contract (DESIGN §3, core/sim/engine.h), not from the
// engine's code, and they stay fast (deterministic backlog runs of a second or two).

#include "engine_fixtures.h"

#include "catalog/catalog.h"
#include "sim/random.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <cmath>
#include <string>
#include <vector>

using namespace gpuk;
using namespace gpuk::spec;

namespace {

const double kBetas[] = {0.0, 0.3, 0.5, 0.7, 1.0};

// Mean latency [ms] of a deterministic 10 ms request as wide as the whole GPU, one at a time,
// backlogged, on `plan` of `gpu`.
double loneLatencyMs(const GpuModel &gpu, double beta, const SharingPlan &plan)
{
    Tenant t = backlogTenant("t", 10, ServiceDistribution::Deterministic, gpu.sms, 1);
    t.bandwidthIntensity = beta;
    const Scenario s = makeScenario({t}, plan, 2, 0.2, 1, gpu.id);
    return runToEnd(s, plan).tenants.at(0).latencyMs.mean;
}

std::string name(const GpuModel &gpu, const MigProfile &p, double beta)
{
    return gpu.id + " " + p.name + " (ID " + std::to_string(p.id) + ") at beta " + std::to_string(beta);
}

} // namespace

TEST_CASE("No MIG instance of any GPU runs a request faster than its share of the SMs and of the bandwidth allow, at any beta",
          "[property][engine][mig]")
{
    // A request that takes solo ms alone on the whole GPU has a compute part (1 − β)·solo that needs
    // the GPU's SMs and a memory part β·solo that needs its bandwidth. An instance holding a fraction
    // fs of the SMs and fb of the memory slots (its bandwidth) can do neither faster:
    //   latency ≥ solo·((1 − β)/fs + β/fb).
    // Where fs = fb = 1/k (A30: 1g.6gb is 14 of 56 SMs and 1 of 4 slots), the instance is the whole
    // GPU scaled by 1/k, and the request takes exactly k·solo for any β.
    int checked = 0, exact = 0;
    for (const GpuModel &gpu : builtinGpus()) {
        for (const MigProfile &p : gpu.migProfiles) {
            const double fs = double(p.sms) / gpu.sms;
            const double fb = double(p.memorySlots) / gpu.memorySlots;
            const SharingPlan plan = migPlan({migInstance(p.name, std::nullopt, {"t"})});
            for (double beta : kBetas) {
                const double latency = loneLatencyMs(gpu, beta, plan);
                const double bound = 10.0 * ((1 - beta) / fs + beta / fb);
                INFO(name(gpu, p, beta) << ": " << latency << " ms; its share allows no less than " << bound << " ms");
                CHECK(latency >= bound * (1 - 1e-9));
                if (p.sms * gpu.memorySlots == p.memorySlots * gpu.sms) {
                    CHECK(latency == Approx(10.0 / fs).epsilon(1e-9));
                    ++exact;
                }
                ++checked;
            }
        }
    }
    CHECK(checked >= 5 * 40);
    CHECK(exact >= 5 * 2); // A30's 1g.6gb and 2g.12gb at least
}

TEST_CASE("A MIG instance with more SMs and more memory slots is never slower, on every GPU and at any beta",
          "[property][engine][mig]")
{
    int pairs = 0;
    for (const GpuModel &gpu : builtinGpus()) {
        for (double beta : kBetas) {
            std::vector<double> latency;
            for (const MigProfile &p : gpu.migProfiles)
                latency.push_back(loneLatencyMs(gpu, beta, migPlan({migInstance(p.name, std::nullopt, {"t"})})));
            for (std::size_t i = 0; i < gpu.migProfiles.size(); ++i)
                for (std::size_t j = 0; j < gpu.migProfiles.size(); ++j) {
                    const MigProfile &small = gpu.migProfiles[i], &big = gpu.migProfiles[j];
                    if (i == j || small.sms > big.sms || small.memorySlots > big.memorySlots)
                        continue;
                    INFO(gpu.id << " at beta " << beta << ": " << small.name << " " << latency[i] << " ms, "
                                << big.name << " " << latency[j] << " ms");
                    CHECK(latency[i] >= latency[j] * (1 - 1e-9));
                    ++pairs;
                }
        }
    }
    CHECK(pairs >= 100);
}

TEST_CASE("More MPS active thread percentage is never slower, and 100 % is the whole GPU, on every GPU and at any beta",
          "[property][engine][mps]")
{
    for (const GpuModel &gpu : builtinGpus()) {
        for (double beta : kBetas) {
            const double whole = loneLatencyMs(gpu, beta, exclusivePlan());
            INFO(gpu.id << " at beta " << beta << ": alone on the GPU " << whole << " ms");
            CHECK(whole == Approx(10.0).epsilon(1e-9));
            double previous = 1e300;
            for (int atp = 10; atp <= 100; atp += 10) {
                const double latency = loneLatencyMs(gpu, beta, mpsPlan({mpsClient("t", atp)}));
                INFO("active thread percentage " << atp << ": " << latency << " ms");
                CHECK(latency <= previous * (1 + 1e-9));
                CHECK(latency >= whole * (1 - 1e-9));
                previous = latency;
            }
            CHECK(previous == Approx(whole).epsilon(1e-9));
        }
    }
}

TEST_CASE("A neighbour never makes a tenant faster under MPS, time-slicing or time-sliced vGPU, on every GPU and at any beta",
          "[property][engine]")
{
    // The same arrivals and request sizes (each tenant has its own random streams): the tenant's
    // mean and p99 latency with a busy neighbour are at least those alone under the same mode.
    int checked = 0;
    for (const GpuModel &gpu : builtinGpus()) {
        for (double beta : kBetas) {
            Tenant light = poissonTenant("light", 40, 2, ServiceDistribution::Exponential, gpu.sms / 4, 4);
            light.bandwidthIntensity = beta;
            Tenant heavy = backlogTenant("heavy", 8, ServiceDistribution::Deterministic, gpu.sms / 2, 2);
            heavy.bandwidthIntensity = 1 - beta;
            std::vector<std::pair<SharingPlan, SharingPlan>> plans = {
                {mpsPlan({mpsClient("light")}), mpsPlan({mpsClient("light"), mpsClient("heavy")})},
                {timeslicePlan(), timeslicePlan()},
                // software slicing: alone a HAMi pod runs unthrottled; beside a busy one it may be held
                {quotaPlan(QuotaPolicy::Hami, {{"light", 50, 1, 1}}),
                 quotaPlan(QuotaPolicy::Hami, {{"light", 50, 1, 1}, {"heavy", 50, 1, 1}})},
            };
            for (const VgpuProfile &v : gpu.vgpuProfiles)
                if (v.backing == VgpuBacking::TimeSliced && v.maxEqualSize >= 2) {
                    plans.emplace_back(vgpuPlan(VgpuScheduler::EqualShare, v.name, {"light"}),
                                       vgpuPlan(VgpuScheduler::EqualShare, v.name, {"light", "heavy"}));
                    break;
                }
            for (const auto &[alonePlan, bothPlan] : plans) {
                const TenantResult a = runToEnd(makeScenario({light}, alonePlan, 6, 1, 5, gpu.id), alonePlan).tenants.at(0);
                const RunResults b = runToEnd(makeScenario({light, heavy}, bothPlan, 6, 1, 5, gpu.id), bothPlan);
                const TenantResult &w = resultOf(b, "light");
                INFO(gpu.id << " " << modeName(bothPlan.mode) << " at beta " << beta << ": mean " << a.latencyMs.mean
                            << " ms alone, " << w.latencyMs.mean << " ms with the neighbour; p99 " << a.latencyMs.p99
                            << " / " << w.latencyMs.p99);
                CHECK(w.arrivals == a.arrivals);
                CHECK(w.latencyMs.mean >= a.latencyMs.mean * (1 - 1e-9));
                CHECK(w.latencyMs.p99 >= a.latencyMs.p99 * (1 - 1e-9));
                ++checked;
            }
        }
    }
    CHECK(checked >= 5 * 3 * 6);
}

TEST_CASE("The DRAM bandwidth a run reports is the bytes its requests read, on every GPU, in every spatial mode and at any beta",
          "[property][engine][conservation]")
{
    // A request of solo work w at β reads β·w·b_solo bytes (b_solo: what its sm_width SMs draw alone
    // on the idle GPU, BW·min(1, width/(φ·SMs))). Over a backlogged run of deterministic requests the
    // GPU's DRAM utilisation × BW × window is the bytes of the requests served in the window (up to
    // the one in flight at each edge).
    constexpr double phi = 0.69; // kDramSaturationSmFraction (engine.cpp)
    int checked = 0;
    for (const GpuModel &gpu : builtinGpus()) {
        for (double beta : {0.3, 0.7, 1.0}) {
            for (int width : {gpu.sms / 5, gpu.sms}) {
                Tenant t = backlogTenant("t", 4, ServiceDistribution::Deterministic, width, 1);
                t.bandwidthIntensity = beta;
                std::vector<SharingPlan> plans = {exclusivePlan(), mpsPlan({mpsClient("t", 50)})};
                if (gpu.supportsMig())
                    plans.push_back(migPlan({migInstance(gpu.migProfiles.front().name, std::nullopt, {"t"})}));
                for (const SharingPlan &plan : plans) {
                    const Scenario s = makeScenario({t}, plan, 4, 1, 1, gpu.id);
                    const RunResults r = runToEnd(s, plan);
                    const double window = windowS(r);
                    const double served = r.gpuStats.dramBandwidthUtil * gpu.bandwidthGBps * window; // GB
                    const double bSolo = gpu.bandwidthGBps * std::min(1.0, double(width) / (phi * gpu.sms));
                    const double perRequest = beta * 4e-3 * bSolo; // GB
                    const double read = double(r.tenants.at(0).completed) * perRequest;
                    INFO(gpu.id << " " << modeName(plan.mode) << " width " << width << " beta " << beta << ": served "
                                << served << " GB, requests read " << read << " GB");
                    CHECK(served == Approx(read).margin(2 * perRequest));
                    ++checked;
                }
            }
        }
    }
    CHECK(checked >= 6 * 3 * 2 * 2);
}

TEST_CASE("Held SMs never exceed the GPU's, and busy shares stay within 0 and 1, in every mode of seeded random scenarios",
          "[property][engine][conservation]")
{
    // Also the accounting of DESIGN §4 for every tenant: arrivals = met + late + failed + dropped +
    // unserved + open, with LLM tenants, queue limits and a fault in the middle of the run.
    int runs = 0;
    std::set<int> quotaPolicies; // software slicing: every limiter policy ran
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        sim::Stream rnd(seed * 7919);
        const auto &gpus = builtinGpus();
        const GpuModel &gpu = gpus[std::size_t(rnd.uniform() * double(gpus.size())) % gpus.size()];
        std::vector<Tenant> tenants;
        const int n = 2 + int(rnd.uniform() * 3);
        for (int i = 0; i < n; ++i) {
            const std::string id = "t" + std::to_string(i);
            const double u = rnd.uniform();
            Tenant t;
            if (u < 0.25) {
                LlmConfig c;
                c.promptTokens.distribution = TokenDistribution::Deterministic;
                c.promptTokens.mean = 64 + int(rnd.uniform() * 512);
                c.outputTokens.distribution = TokenDistribution::Deterministic;
                c.outputTokens.mean = 16 + int(rnd.uniform() * 64);
                c.model = LlmModel{1.0, 2, 16, 8, 64, 2};
                c.maxBatch = 1 + int(rnd.uniform() * 16);
                c.prefillMsPerToken = 0.02;
                t = makeTenant(id, rnd.uniform() < 0.3 ? ArrivalProcess::Backlog : ArrivalProcess::Poisson,
                               2 + rnd.uniform() * 10, 1);
                t.kind = TenantKind::Llm;
                t.modelGb = 2.1;
                t.llm = c;
            } else {
                t = poissonTenant(id, 20 + rnd.uniform() * 200, 1 + rnd.uniform() * 8, ServiceDistribution::Lognormal,
                                  std::max(1, int(rnd.uniform() * gpu.sms)), 1 + int(rnd.uniform() * 8));
                t.service.cv = 0.5;
                t.bandwidthIntensity = rnd.uniform();
                t.modelGb = 0.5;
                t.perRequestGb = 0.05;
            }
            t.sloMs = 20 + rnd.uniform() * 200;
            if (rnd.uniform() < 0.4)
                t.queueCapacity = int(rnd.uniform() * 8);
            tenants.push_back(t);
        }
        for (Mode mode : allModes) {
            Scenario s = makeScenario(tenants, exclusivePlan(), 6, 1, seed, gpu.id);
            SharingPlan plan = defaultPlan(s, mode);
            if (mode == Mode::Quota) { // a policy and product of the seed's (the default is HAMi's)
                const QuotaPolicy policies[] = {QuotaPolicy::Hami, QuotaPolicy::Hard, QuotaPolicy::Burst,
                                                QuotaPolicy::Priority};
                const QuotaPolicy policy = policies[seed % 4];
                if (policy == QuotaPolicy::Burst || policy == QuotaPolicy::Priority) // qGPU's policies
                    plan.quota = defaultQuotaPlan(s, QuotaProduct::Qgpu);
                plan.quota.policy = policy;
                for (std::size_t i = 0; i < plan.quota.containers.size(); ++i)
                    plan.quota.containers[i].priority = int(i % 2);
            }
            const Diagnostics diags = validatePlan(s, gpu, plan, "sharing");
            if (hasErrors(diags))
                continue; // e.g. no MIG on this GPU, or no vGPU profile holds them: another seed covers the mode
            if (mode == Mode::Quota)
                quotaPolicies.insert(int(plan.quota.policy));
            auto e = requireEngine(s, plan);
            e->advanceTo(3.0);
            e->injectFault(int(seed % std::uint64_t(n)));
            e->runToEnd();
            const RunResults r = e->results();
            INFO("seed " << seed << " " << gpu.id << " " << modeName(mode));
            double heldSms = 0;
            for (const TenantResult &t : r.tenants) {
                INFO("tenant " << t.id);
                CHECK(t.arrivals == t.met + t.late + t.failed() + t.dropped + t.unserved + t.open);
                CHECK(t.meanSm >= 0);
                CHECK(t.meanSm <= gpu.sms * (1 + 1e-9));
                heldSms += t.meanSm;
            }
            if (mode != Mode::Exclusive)
                CHECK(heldSms <= gpu.sms * (1 + 1e-9));
            for (double share : {r.gpuStats.smActive, r.gpuStats.smOccupancy, r.gpuStats.dramBandwidthUtil,
                                 r.gpuStats.memoryUsedFraction}) {
                CHECK(share >= 0);
                CHECK(share <= 1 + 1e-9);
            }
            ++runs;
        }
    }
    CHECK(runs >= 40);
    CHECK(quotaPolicies.size() == 4);
}
