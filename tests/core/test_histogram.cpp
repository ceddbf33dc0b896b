// The streaming latency histogram and the ring buffer (core/metrics/histogram.h).

#include "metrics/histogram.h"
#include "sim/random.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
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
