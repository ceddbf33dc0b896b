#include "metrics/histogram.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>
#include <tuple>

namespace gpuk {

LogHistogram::LogHistogram(double minValue, double maxValue, double gamma)
    : minValue_(minValue), logMin_(std::log(minValue)), logGamma_(std::log(gamma)),
      n_(int(std::ceil((std::log(maxValue) - logMin_) / logGamma_)))
{
}

void LogHistogram::allocate()
{
    counts_.assign(std::size_t(n_) + 2, 0);
    // The edge tables of every range used so far (the engine uses one), built once per process.
    static std::mutex mutex;
    static std::map<std::tuple<double, double, double, int>, std::shared_ptr<const Edges>> cache;
    const auto key = std::make_tuple(minValue_, logMin_, logGamma_, n_);
    {
        std::lock_guard<std::mutex> lock(mutex);
        auto it = cache.find(key);
        if (it == cache.end()) {
            std::shared_ptr<Edges> e;
            // Positive finite values, buckets and slots that the tables can hold: else by log.
            const bool usable = minValue_ > 0 && std::isfinite(minValue_) && logGamma_ > 0 && n_ >= 1 &&
                                n_ < 65535 && std::log1p(1.0 / 128) < logGamma_;
            if (usable) {
                e = std::make_shared<Edges>();
                e->start.assign(std::size_t(n_) + 2, 0.0);
                e->start[1] = minValue_;
                // bucket j >= 2 starts at the least v with bucketByLog(v) >= j; bucketByLog is
                // monotone (so is ln), so a search over the doubles near min·γ^(j−1) finds it
                for (int j = 2; j <= n_ + 1; ++j) {
                    const double guess = std::exp(logMin_ + (j - 1) * logGamma_);
                    std::uint64_t g = bitsOf(std::max(guess, minValue_));
                    std::uint64_t radius = 256;
                    std::uint64_t lo, hi; // bucketByLog(lo) < j <= bucketByLog(hi)
                    for (;;) {
                        lo = g > radius ? g - radius : 0;
                        hi = g + radius;
                        if (bucketByLog(std::bit_cast<double>(lo)) < j && bucketByLog(std::bit_cast<double>(hi)) >= j)
                            break;
                        radius *= 2;
                    }
                    while (hi - lo > 1) {
                        const std::uint64_t mid = lo + (hi - lo) / 2;
                        (bucketByLog(std::bit_cast<double>(mid)) >= j ? hi : lo) = mid;
                    }
                    e->start[std::size_t(j)] = std::bit_cast<double>(hi);
                }
                e->slotBase = bitsOf(minValue_) >> 45;
                const std::uint64_t slotEnd = bitsOf(e->start[std::size_t(n_) + 1]) >> 45;
                e->slots.resize(std::size_t(slotEnd - e->slotBase) + 1);
                int b = 0;
                for (std::size_t s = 0; s < e->slots.size(); ++s) {
                    const double first = std::bit_cast<double>((e->slotBase + s) << 45);
                    while (b <= n_ && e->start[std::size_t(b) + 1] <= first)
                        ++b;
                    e->slots[s] = std::uint16_t(b);
                }
            }
            it = cache.emplace(key, std::move(e)).first;
        }
        shared_ = it->second;
    }
    if (shared_) {
        edges_ = shared_->start.data();
        slots_ = shared_->slots.data();
        slotBase_ = shared_->slotBase;
    }
}

int LogHistogram::bucketByLog(double value) const
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
