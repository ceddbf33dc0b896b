#pragma once

// Streaming latency histogram with logarithmic buckets (DESIGN §4): fixed memory, no per-sample
// storage. Bucket i covers [min·γ^i, min·γ^(i+1)) with γ = 1.01; a quantile is reported as the
// geometric midpoint of its bucket, so the relative error is at most sqrt(γ) − 1 ≈ 0.5 % (< 1 %).
// Values below `minValue` go to an underflow bucket (reported as the exact minimum seen), values
// above the range to an overflow bucket (reported as the exact maximum seen). Mean, min and max
// are exact.

#include <bit>
#include <cstdint>
#include <memory>
#include <vector>

namespace gpuk {

class LogHistogram
{
public:
    // Range [minValue, maxValue) in the caller's unit (the engine uses ms: 1e-9 .. twice the longest run).
    explicit LogHistogram(double minValue = 1e-4, double maxValue = 1e8, double gamma = 1.01);

    void add(double value)
    {
        if (count_ == 0) {
            if (counts_.empty()) // the buckets take memory only once a value arrives
                allocate();
            min_ = max_ = value;
        } else {
            min_ = value < min_ ? value : min_;
            max_ = value > max_ ? value : max_;
        }
        ++count_;
        sum_ += value;
        ++counts_[std::size_t(bucketOf(value))];
    }
    void clear();
    std::uint64_t count() const { return count_; }
    double mean() const { return count_ ? sum_ / double(count_) : 0.0; }
    double min() const { return count_ ? min_ : 0.0; }
    double max() const { return count_ ? max_ : 0.0; }
    // q in [0, 1]: the value below which a share q of the samples lie (nearest rank).
    double quantile(double q) const;
    // Share of samples <= value (bucket resolution: a bucket counts if its midpoint <= value).
    double fractionAtMost(double value) const;
    std::size_t bucketCount() const { return std::size_t(n_) + 2; }

    // The bucket of a value (0 underflow, 1..n, n + 1 overflow), as add() counts it: the same
    // bucket as bucketByLog() for every value, found without a logarithm once the buckets exist.
    int bucketOf(double value) const
    {
        if (!edges_)
            return bucketByLog(value);
        if (!(value >= minValue_))
            return 0;
        if (!(value < edges_[n_ + 1]))
            return n_ + 1;
        // a slot (exponent and 7 leading mantissa bits) spans less than one bucket: the bucket of
        // its first value, or the next one
        int i = slots_[(bitsOf(value) >> 45) - slotBase_];
        while (value >= edges_[i + 1])
            ++i;
        return i;
    }
    // The bucket by its definition: 1 + ⌊(ln value − ln min) / ln γ⌋, clamped to the range.
    int bucketByLog(double value) const;

private:
    // Where each bucket starts (the least value bucketByLog() puts in it) and the bucket of the
    // first value of each slot, shared by every histogram of the same range.
    struct Edges
    {
        std::vector<double> start; // [0] unused, [1] minValue, ..., [n + 1] the overflow's start
        std::vector<std::uint16_t> slots;
        std::uint64_t slotBase = 0;
    };
    static std::uint64_t bitsOf(double v) { return std::bit_cast<std::uint64_t>(v); }
    void allocate();
    double bucketMid(int i) const;

    double minValue_, logMin_, logGamma_;
    int n_;                             // buckets of the range
    std::vector<std::uint64_t> counts_; // [0] underflow, [1..n] buckets, [n+1] overflow; empty until the first add
    std::uint64_t count_ = 0;
    double sum_ = 0, min_ = 0, max_ = 0;
    std::shared_ptr<const Edges> shared_; // null until the first add, or when the range is too wide
    const double *edges_ = nullptr;       // shared_->start
    const std::uint16_t *slots_ = nullptr;
    std::uint64_t slotBase_ = 0;
};

// A fixed-capacity ring buffer (time series, sliding windows): the newest `capacity` items.
template <typename T>
class RingBuffer
{
public:
    explicit RingBuffer(std::size_t capacity = 0) : cap_(capacity) { items_.reserve(capacity < 4096 ? capacity : 4096); }
    void push(T value)
    {
        if (cap_ == 0)
            return;
        if (items_.size() < cap_) {
            items_.push_back(std::move(value));
        } else {
            items_[head_] = std::move(value);
            head_ = (head_ + 1) % cap_;
        }
    }
    std::size_t size() const { return items_.size(); }
    std::size_t capacity() const { return cap_; }
    // i = 0 is the oldest kept item.
    const T &operator[](std::size_t i) const { return items_[(head_ + i) % items_.size()]; }
    std::vector<T> toVector() const
    {
        std::vector<T> out;
        out.reserve(items_.size());
        for (std::size_t i = 0; i < items_.size(); ++i)
            out.push_back((*this)[i]);
        return out;
    }
    void clear() { items_.clear(); head_ = 0; }

private:
    std::size_t cap_;
    std::size_t head_ = 0;
    std::vector<T> items_;
};

} // namespace gpuk
