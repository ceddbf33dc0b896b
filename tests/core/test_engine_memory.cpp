// What the engine keeps per request: a waiting request costs it 16 bytes (in
// blocks of 512), a request that ended nothing, and validation refuses a run whose queues are
// estimated to hold more than maxEstimatedWaitingRequests at once (sharing/validate.h), in the style
// of the event budget. Memory is read from the engine's own account (Engine::requestBytes and
// peakRequestBytes), not from the process.

#include "engine_fixtures.h"
#include "sim/engine_p.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

using namespace gpuk;
using namespace gpuk::spec;

namespace {

// The requests waiting in every tenant's queue now.
double totalWaiting(const Engine &engine)
{
    double waiting = 0;
    for (const TenantView &v : engine.snapshot().tenants)
        waiting += v.queued;
    return waiting;
}

constexpr std::size_t kBlockBytes = 512 * 16;   // one block of the waiting queue
constexpr std::size_t kInServiceBytes = 1024;   // a few heap slots of requests in service

const Diagnostic *findCode(const Diagnostics &ds, const std::string &code)
{
    const auto it = std::find_if(ds.begin(), ds.end(), [&](const Diagnostic &d) { return d.code == code; });
    return it == ds.end() ? nullptr : &*it;
}

} // namespace

TEST_CASE("An overloaded unbounded queue costs the engine 16 bytes per waiting request", "[engine][memory]")
{
    // 2000/s against the 1000/s that one request at a time on all SMs serves: about 1000 more wait
    // every second, 200 000 at the end
    auto engine = requireEngine(oneTenantExclusive(poissonTenant("over", 2000, 1.0), 200, 0));
    engine->runToEnd();
    const std::size_t waiting = std::size_t(engine->snapshot().tenants.at(0).queued);
    REQUIRE(waiting > 150000);
    // the most that waited at once lies a few random-walk steps above the end (sd ≈ 630)
    const std::size_t mostWaiting = waiting + 5000;
    INFO("waiting " << waiting << ", bytes now " << engine->requestBytes() << ", peak " << engine->peakRequestBytes());
    CHECK(engine->requestBytes() <= 16 * waiting + 2 * kBlockBytes + kInServiceBytes);
    CHECK(engine->peakRequestBytes() <= 16 * mostWaiting + 2 * kBlockBytes + kInServiceBytes);
    CHECK(engine->requestBytes() >= 16 * waiting);
}

TEST_CASE("A queue_capacity bounds what the engine keeps however long the overload runs", "[engine][memory]")
{
    // 20/s against 10/s: the queue of 20 000 is full after about 2000 s, for 1 h as for 4 h
    Tenant t = poissonTenant("capped", 20, 100.0);
    t.queueCapacity = 20000;
    std::vector<std::size_t> peaks;
    for (double hours : {1.0, 4.0}) {
        auto engine = requireEngine(oneTenantExclusive(t, hours * 3600, 0));
        engine->runToEnd();
        INFO(hours << " h: dropped " << engine->results().tenants.at(0).dropped << ", peak "
                   << engine->peakRequestBytes());
        CHECK(engine->results().tenants.at(0).dropped > 0);
        CHECK(engine->peakRequestBytes() <= 16 * 20000 + 2 * kBlockBytes + kInServiceBytes);
        peaks.push_back(engine->peakRequestBytes());
    }
    CHECK(peaks[0] == peaks[1]);
}

TEST_CASE("Within the waiting budget, what the engine keeps follows the validator's estimate at every scale",
          "[engine][memory][validate]")
{
    // One request at a time of 100 ms on all SMs serves 10/s; the excess waits. The estimate,
    // (rate − 10) × duration, is what one tenant alone on its GPU leaves (within the random walk),
    // and what the engine keeps follows it from a quarter of an hour to four hours, whatever the
    // overload.
    for (double rate : {15.0, 20.0, 40.0}) {
        for (double durationS : {900.0, 3600.0, 14400.0}) {
            const Scenario s = oneTenantExclusive(poissonTenant("t", rate, 100.0), durationS, 0);
            REQUIRE_FALSE(hasErrors(validateScenario(s)));
            const double estimate = estimatedWaitingRequests(s, s.tenants.front());
            CHECK(estimate == Approx((rate - 10) * durationS));
            auto engine = requireEngine(s);
            engine->runToEnd();
            const double waiting = engine->snapshot().tenants.at(0).queued;
            INFO("rate " << rate << "/s, " << durationS << " s: estimate " << estimate << ", waiting " << waiting
                         << ", peak bytes " << engine->peakRequestBytes());
            CHECK(waiting == Approx(estimate).epsilon(0.1).margin(200));
            CHECK(double(engine->peakRequestBytes()) <= 16 * (1.1 * estimate + 200) + 2 * kBlockBytes + kInServiceBytes);
        }
    }
}

TEST_CASE("A run whose queues would hold more than the waiting budget is refused with the estimate",
          "[engine][memory][validate][limits]")
{
    // 13 800/s for an hour is inside the event budget (9.9e7 events), but 12 800 more requests than
    // one at a time of 1 ms serves arrive every second: 4.6e7 would wait at the end
    const Scenario hour = oneTenantExclusive(poissonTenant("flood", 13800, 1.0), 3600, 1);
    const Diagnostics d = validateScenario(hour);
    CHECK(findCode(d, "simulation.too_many_events") == nullptr);
    const Diagnostic *w = findCode(d, "simulation.too_many_waiting");
    REQUIRE(w != nullptr);
    CHECK(w->severity == Severity::Error);
    CHECK(w->path == "simulation.duration_s");
    CHECK(w->arg("requests") == "46080000");
    CHECK(w->arg("budget") == "10000000");
    CHECK(w->arg("tenant") == "flood");
    CHECK(w->arg("rate_per_s") == "13800");
    CHECK(w->arg("served_per_s") == "1000");
    CHECK(w->arg("duration_s") == "3600");
    CHECK(concernsWholeScenario(*w));

    // a queue_capacity bounds it
    Scenario capped = hour;
    capped.tenants.front().queueCapacity = 1000000;
    CHECK_FALSE(hasErrors(validateScenario(capped)));

    // the same overload (3000/s against 1000/s) passes for one hour (7.2e6) and not for four (2.9e7)
    const Tenant over = poissonTenant("over", 3000, 1.0);
    CHECK_FALSE(hasErrors(validateScenario(oneTenantExclusive(over, 3600, 1))));
    const Diagnostics four = validateScenario(oneTenantExclusive(over, 4 * 3600, 1));
    REQUIRE(findCode(four, "simulation.too_many_waiting") != nullptr);
    CHECK(findCode(four, "simulation.too_many_waiting")->arg("requests") == "28800000");

    // the queues add up: ten tenants each leaving 1.2e6 waiting
    std::vector<Tenant> ten;
    for (int i = 0; i < 10; ++i)
        ten.push_back(poissonTenant("t" + std::to_string(i), 1333.3333, 1.0));
    const Diagnostics many = validateScenario(makeScenario(ten, timeslicePlan(), 3600, 1));
    CHECK(findCode(many, "simulation.too_many_waiting") != nullptr);
}

TEST_CASE("The waiting estimate covers bursts, backlogs and LLM batches", "[engine][memory][validate]")
{
    // bursty: 100/s quiet, 1000/s for 10 s of every 100 s: mean 190/s, under the 1000/s served, yet
    // a burst leaves nothing waiting either (1000 − 1000)
    Tenant b = makeTenant("b", ArrivalProcess::Bursty, 100, 1.0, ServiceDistribution::Exponential, a100Sms, 1);
    b.arrival.onS = 10;
    b.arrival.offS = 90;
    b.arrival.onRateMultiplier = 10;
    Scenario s = oneTenantExclusive(b, 3600, 0);
    CHECK(meanArrivalsPerS(b) == Approx(190));
    CHECK(estimatedWaitingRequests(s, b) == 0);
    // a burst of 2000/s leaves 10 000 waiting, though the mean (290/s) is served
    s.tenants.front().arrival.onRateMultiplier = 20;
    CHECK(estimatedWaitingRequests(s, s.tenants.front()) == Approx(10000));

    // a plain backlog keeps nothing waiting; an LLM backlog keeps a batch's worth
    CHECK(estimatedWaitingRequests(s, backlogTenant("bl", 1.0)) == 0);

    // an LLM serves at most max_batch requests per (output tokens × the shortest iteration)
    Tenant llm = poissonTenant("llm", 5000, 100);
    llm.kind = TenantKind::Llm;
    llm.llm.emplace();
    llm.llm->model = LlmModel{8, 2, 32, 8, 128, 2}; // 16 GB of weights: 10.3 ms on an A100-40GB's 1555 GB/s
    llm.llm->outputTokens.mean = 100;
    llm.llm->maxBatch = 256;
    llm.modelGb = 16;
    const Scenario ls = oneTenantExclusive(llm, 3600, 0);
    const double served = 256 * 1000.0 / (shortestLlmIterationMs(ls, llm) * 100);
    CHECK(mostServedPerS(ls, llm) == Approx(served));
    CHECK(served == Approx(248.8).epsilon(0.01));
    CHECK(estimatedWaitingRequests(ls, llm) == Approx((5000 - served) * 3600));
    Tenant llmBacklog = llm;
    llmBacklog.arrival.process = ArrivalProcess::Backlog;
    CHECK(estimatedWaitingRequests(ls, llmBacklog) == 256);
}

TEST_CASE("The waiting queue keeps order across its blocks and gives blocks back as requests leave",
          "[engine][memory][internals]")
{
    detail::Fifo<detail::Queued> q;
    CHECK(q.bytes() == 0);
    double next = 0, expect = 0;
    // grow to 5000, drain to 10, grow again: first in, first out throughout
    auto push = [&](int n) {
        for (int i = 0; i < n; ++i) {
            detail::Queued r{next, 2 * next};
            q.push_back(r);
            next += 1;
        }
    };
    auto pop = [&](int n) {
        for (int i = 0; i < n; ++i) {
            REQUIRE_FALSE(q.empty());
            CHECK(q.front().arrivalS == expect);
            CHECK(q.front().workMs == 2 * expect);
            q.pop_front();
            expect += 1;
        }
    };
    push(5000);
    CHECK(q.size() == 5000);
    CHECK(q.bytes() >= 5000 * 16);
    CHECK(q.bytes() <= 5000 * 16 + kBlockBytes);
    double sum = 0;
    for (const detail::Queued &r : q)
        sum += r.arrivalS;
    CHECK(sum == 4999.0 * 5000 / 2);
    pop(4990);
    CHECK(q.size() == 10);
    CHECK(q.bytes() <= 2 * kBlockBytes); // the block of the 10, and a spare
    CHECK(q.peakBytes() >= 5000 * 16);
    push(1500);
    pop(1510);
    CHECK(q.empty());
    CHECK(q.bytes() <= 2 * kBlockBytes);
    push(3);
    q.clear();
    CHECK(q.empty());
    CHECK(q.bytes() <= kBlockBytes);
    next = expect = 0;
    push(600);
    pop(600);
}

TEST_CASE("A plan whose partitions serve less than the whole GPU is refused for what its queues would hold",
          "[engine][memory][validate]")
{
    // 3000/s of 1 ms on all SMs: the whole GPU serves 1000/s (7.2e6 wait after an hour, within the
    // budget), a 1g.5gb instance's 14 SMs 1000 / (108 / 14) = 129.6/s (1.03e7 wait: beyond it)
    const Tenant t = poissonTenant("t", 3000, 1.0, ServiceDistribution::Exponential, 0);
    const Scenario s = makeScenario({t}, migPlan({migInstance("1g.5gb", 0, {"t"})}), 3600, 1);
    const GpuModel &gpu = *s.gpu();
    CHECK(estimatedWaitingRequests(s, t) == Approx(2000 * 3600));
    CHECK(mostServedPerS(s, gpu, s.sharing, t) == Approx(1000.0 * 14 / 108));
    CHECK(mostServedPerS(s, gpu, exclusivePlan(), t) == mostServedPerS(s, t));
    const Diagnostics d = validateScenario(s);
    CHECK(findCode(d, "simulation.too_many_waiting") == nullptr);
    const Diagnostic *w = findCode(d, "plan.too_many_waiting");
    REQUIRE(w != nullptr);
    CHECK(w->path == "sharing");
    CHECK(w->arg("tenant") == "t");
    CHECK(std::stod(w->arg("requests")) == Approx((3000 - 1000.0 * 14 / 108) * 3600));
    CHECK_FALSE(concernsWholeScenario(*w));
    // the engine refuses the plan too, whoever builds it
    Diagnostics refused;
    CHECK(Engine::create(s, s.sharing, &refused) == nullptr);
    CHECK(findCode(refused, "plan.too_many_waiting") != nullptr);
    // on its own GPU the same tenant runs
    CHECK_FALSE(hasErrors(validatePlan(s, gpu, exclusivePlan(), "alternatives.exclusive")));
}

TEST_CASE("Tenants taking turns share the time their queues are estimated with", "[engine][memory][validate]")
{
    // 64 tenants of 143/s, each served 100/s alone on the GPU: alone each would leave 1.5e5 waiting
    // after an hour (9.9e6 in all, within the budget), but taking turns they serve 100/s together
    std::vector<Tenant> many;
    for (int i = 0; i < 64; ++i)
        many.push_back(poissonTenant("t" + std::to_string(i), 143, 10.0));
    const Scenario s = makeScenario(many, timeslicePlan(), 3600, 1);
    CHECK_FALSE(hasErrors(validatePlan(s, *s.gpu(), exclusivePlan(), "alternatives.exclusive")));
    CHECK(estimatedWaitingRequests(s, *s.gpu(), s.sharing) == Approx((64 * 143 - 100) * 3600.0));
    const Diagnostics d = validateScenario(s);
    CHECK(findCode(d, "simulation.too_many_waiting") == nullptr);
    REQUIRE(findCode(d, "plan.too_many_waiting") != nullptr);
    CHECK(findCode(d, "plan.too_many_waiting")->path == "sharing");

    // The estimate is a floor the engine meets (context switches only add to what waits), and
    // what the engine keeps follows it: 8 tenants of 20/s, 10/s served in all.
    std::vector<Tenant> eight;
    for (int i = 0; i < 8; ++i)
        eight.push_back(poissonTenant("e" + std::to_string(i), 20, 100.0));
    const Scenario e = makeScenario(eight, timeslicePlan(), 900, 0);
    const double estimate = estimatedWaitingRequests(e, *e.gpu(), e.sharing);
    CHECK(estimate == Approx(150 * 900.0));
    auto engine = requireEngine(e);
    engine->runToEnd();
    const double waiting = totalWaiting(*engine);
    INFO("estimate " << estimate << ", waiting " << waiting << ", peak bytes " << engine->peakRequestBytes());
    CHECK(waiting >= 0.97 * estimate);
    CHECK(waiting <= 1.05 * estimate);
    CHECK(double(engine->peakRequestBytes()) <= 16 * 1.1 * estimate + 8 * (2 * kBlockBytes + kInServiceBytes));
}

TEST_CASE("Tenants side by side share the SMs their queues are estimated with", "[engine][memory][validate]")
{
    // 48 MPS clients of 99/s, 10 ms on all 108 SMs: each alone is served 100/s (nothing waits), but
    // together they have 108 SMs × 3600 s, 1080 SM-ms per request: 100/s in all, 1.67e7 wait
    std::vector<Tenant> many;
    std::vector<MpsClient> clients;
    for (int i = 0; i < 48; ++i) {
        many.push_back(poissonTenant("m" + std::to_string(i), 99, 10.0));
        clients.push_back(mpsClient("m" + std::to_string(i)));
    }
    const Scenario s = makeScenario(many, mpsPlan(clients), 3600, 1);
    CHECK(estimatedWaitingRequests(s, s.tenants.front()) == 0);
    CHECK(estimatedWaitingRequests(s, *s.gpu(), s.sharing) == Approx((48 * 99 - 100) * 3600.0));
    const Diagnostics d = validateScenario(s);
    REQUIRE(findCode(d, "plan.too_many_waiting") != nullptr);
    CHECK(findCode(d, "plan.too_many_waiting")->path == "sharing");

    // a floor the engine meets: 4 clients of 20/s, 10/s served in all
    std::vector<Tenant> four;
    std::vector<MpsClient> fourClients;
    for (int i = 0; i < 4; ++i) {
        four.push_back(poissonTenant("f" + std::to_string(i), 20, 100.0));
        fourClients.push_back(mpsClient("f" + std::to_string(i)));
    }
    const Scenario f = makeScenario(four, mpsPlan(fourClients), 900, 0);
    const double estimate = estimatedWaitingRequests(f, *f.gpu(), f.sharing);
    CHECK(estimate == Approx(70 * 900.0));
    auto engine = requireEngine(f);
    engine->runToEnd();
    const double waiting = totalWaiting(*engine);
    INFO("estimate " << estimate << ", waiting " << waiting << ", peak bytes " << engine->peakRequestBytes());
    CHECK(waiting >= 0.97 * estimate);
    CHECK(double(engine->peakRequestBytes()) <= 16 * 1.2 * waiting + 4 * (2 * kBlockBytes + kInServiceBytes));
}
