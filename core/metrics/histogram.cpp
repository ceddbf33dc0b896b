#include "metrics/histogram.h"

#include <algorithm>
#include <cmath>

namespace gpuk {

LogHistogram::LogHistogram(double minValue, double maxValue, double gamma)
    : minValue_(minValue), logMin_(std::log(minValue)), logGamma_(std::log(gamma)),
      n_(int(std::ceil((std::log(maxValue) - logMin_) / logGamma_)))
{
}

int LogHistogram::bucketOf(double value) const
{
    if (!(value >= minValue_))
        return 0;
    const int n = n_;
    const double x = (std::log(value) - logMin_) / logGamma_;
    if (x >= n)
        return n + 1;
    return 1 + std::clamp(int(x), 0, n - 1);
}

double LogHistogram::bucketMid(int i) const
{
    const int n = n_;
    if (i <= 0)
        return min_;
    if (i > n)
        return max_;
    // geometric midpoint of [min·γ^(i-1), min·γ^i), clamped to the exact extremes
    const double mid = std::exp(logMin_ + (i - 0.5) * logGamma_);
    return std::clamp(mid, min_, max_);
}

void LogHistogram::clear()
{
    std::fill(counts_.begin(), counts_.end(), 0);
    count_ = 0;
    sum_ = min_ = max_ = 0;
}

double LogHistogram::quantile(double q) const
{
    if (count_ == 0)
        return 0;
    q = std::clamp(q, 0.0, 1.0);
    // nearest rank: the smallest value with at least ceil(q·n) samples at or below it
    std::uint64_t rank = std::uint64_t(std::ceil(q * double(count_)));
    rank = std::clamp<std::uint64_t>(rank, 1, count_);
    std::uint64_t seen = 0;
    for (std::size_t i = 0; i < counts_.size(); ++i) {
        seen += counts_[i];
        if (seen >= rank)
            return bucketMid(int(i));
    }
    return max_;
}

double LogHistogram::fractionAtMost(double value) const
{
    if (count_ == 0)
        return 1;
    if (value >= max_)
        return 1;
    std::uint64_t below = 0;
    for (std::size_t i = 0; i < counts_.size(); ++i)
        if (bucketMid(int(i)) <= value)
            below += counts_[i];
    return double(below) / double(count_);
}

} // namespace gpuk
