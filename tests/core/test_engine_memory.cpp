// What the engine keeps per request (issue 17 item 15): a waiting request costs it 16 bytes (in
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
