// The streaming latency histogram and the ring buffer (core/metrics/histogram.h).

#include "metrics/histogram.h"
#include "sim/random.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

using namespace gpuk;

TEST_CASE("LogHistogram quantiles are within 1 % of exact quantiles on 1e6 samples", "[histogram][engine]")
{
    sim::Stream st(12345);
    LogHistogram h;
    std::vector<double> xs;
    xs.reserve(1000000);
    double sum = 0;
    for (int i = 0; i < 1000000; ++i) {
        // a wide mixture: lognormal bodies at 1.5 ms and 400 ms, plus exponential tails
        double x = (i % 3 == 0) ? st.lognormal(1.5, 0.5) : (i % 3 == 1) ? st.lognormal(400, 0.8) : st.exponential(20);
        xs.push_back(x);
        sum += x;
        h.add(x);
    }
    std::sort(xs.begin(), xs.end());
    REQUIRE(h.count() == xs.size());
    CHECK(h.mean() == Approx(sum / double(xs.size())).epsilon(1e-9));
    CHECK(h.min() == xs.front());
    CHECK(h.max() == xs.back());
    for (double q : {0.001, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99, 0.999, 0.9999}) {
        const std::size_t rank = std::size_t(std::ceil(q * double(xs.size())));
        const double exact = xs[rank - 1];
        INFO("q " << q << " exact " << exact << " histogram " << h.quantile(q));
        CHECK(std::abs(h.quantile(q) - exact) <= 0.01 * exact);
    }
    CHECK(h.quantile(1.0) == xs.back());
    // fixed memory: bucket count does not depend on the samples
    CHECK(h.bucketCount() < 5000);
}

TEST_CASE("LogHistogram handles empty, single, tiny and huge values", "[histogram][engine]")
{
    LogHistogram h;
    CHECK(h.quantile(0.99) == 0);
    CHECK(h.mean() == 0);
    h.add(3.0);
    CHECK(h.quantile(0.5) == 3.0); // clamped to the exact extremes
    h.add(1e-9);  // underflow bucket
    h.add(1e12);  // overflow bucket
    CHECK(h.min() == 1e-9);
    CHECK(h.max() == 1e12);
    CHECK(h.quantile(0.0) == 1e-9);
    CHECK(h.quantile(1.0) == 1e12);
    h.clear();
    CHECK(h.count() == 0);
}

TEST_CASE("LogHistogram finds the bucket its logarithm formula gives for every value tried, edges included",
          "[histogram][engine]")
{
    // the engine's latency range and the default one
    for (const auto &[lo, hi] : {std::pair{1e-9, 2 * 7 * 86400.0 * 1000}, std::pair{1e-4, 1e8}}) {
        LogHistogram h(lo, hi);
        h.add(1.0); // the buckets, and the tables that find them, exist from the first value
        const int n = int(h.bucketCount()) - 2;
        int mismatches = 0, checked = 0;
        auto check = [&](double v) {
            ++checked;
            mismatches += h.bucketOf(v) != h.bucketByLog(v) ? 1 : 0;
        };
        // around every bucket's start: the few doubles either side of where the formula moves on
        for (int j = 1; j <= n + 1; ++j) {
            const double start = lo * std::pow(1.01, j - 1);
            double below = start, above = start;
            for (int u = 0; u < 600; ++u) {
                check(below);
                check(above);
                below = std::nextafter(below, 0.0);
                above = std::nextafter(above, HUGE_VAL);
            }
        }
        // two million values spread over ten times the range either side
        sim::Stream st(7);
        for (int i = 0; i < 2000000; ++i)
            check(lo / 10 * std::pow(hi / lo * 100, st.uniform()));
        for (double v : {0.0, -1.0, -0.0, lo, hi, std::nextafter(lo, 0.0), 1e-300, 4.9e-324, 1e300, HUGE_VAL, -HUGE_VAL,
                         std::nan("")})
            check(v);
        CAPTURE(lo, hi, checked);
        CHECK(mismatches == 0);
        CHECK(h.bucketOf(std::nextafter(lo, 0.0)) == 0);
        CHECK(h.bucketOf(lo) == 1);
        CHECK(h.bucketOf(hi * 2) == n + 1);
    }
}

TEST_CASE("RingBuffer keeps the newest items oldest first", "[histogram][engine]")
{
    RingBuffer<int> r(3);
    for (int i = 1; i <= 5; ++i)
        r.push(i);
    REQUIRE(r.size() == 3);
    CHECK(r.toVector() == std::vector<int>{3, 4, 5});
    RingBuffer<int> none(0);
    none.push(1);
    CHECK(none.size() == 0);
}
