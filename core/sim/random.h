#pragma once

// Platform-stable random numbers for the engine (DESIGN §1 "the core is deterministic").
// std::hash and the std::*_distribution classes differ between standard libraries, so the
// engine uses its own string hash (FNV-1a 64), seed mixer (splitmix64) and distributions built
// from 53-bit uniforms drawn from a 64-bit Mersenne Twister (Mt19937_64: the output sequence of
// std::mt19937_64, which the standard fixes).

#include <cmath>
#include <cstdint>
#include <string_view>

namespace gpuk::sim {

inline std::uint64_t fnv1a64(std::string_view s)
{
    std::uint64_t h = 14695981039346656037ull; // FNV offset basis 0xcbf29ce484222325
    for (unsigned char c : s) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

inline std::uint64_t splitmix64(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

// Seed of one stream: scenario seed, tenant id and a stream number (0 arrivals, 1 sizes).
inline std::uint64_t streamSeed(std::uint64_t scenarioSeed, std::string_view tenantId, std::uint64_t stream)
{
    return splitmix64(splitmix64(scenarioSeed ^ fnv1a64(tenantId)) + stream * 0x632be59bd9b4e019ull);
}

// The standard's mt19937_64 (the same seeding, twist and tempering, so the same output for the
// same seed), with the draw inline: only every 312th draw calls the twist.
class Mt19937_64
{
public:
    explicit Mt19937_64(std::uint64_t seed = 5489u)
    {
        x_[0] = seed;
        for (int i = 1; i < kN; ++i)
            x_[i] = 6364136223846793005ull * (x_[i - 1] ^ (x_[i - 1] >> 62)) + std::uint64_t(i);
        p_ = kN;
    }
    std::uint64_t operator()()
    {
        if (p_ >= kN)
            twist();
        std::uint64_t z = x_[p_++];
        z ^= (z >> 29) & 0x5555555555555555ull;
        z ^= (z << 17) & 0x71d67fffeda60000ull;
        z ^= (z << 37) & 0xfff7eee000000000ull;
        z ^= z >> 43;
        return z;
    }

private:
    static constexpr int kN = 312, kM = 156;
    static constexpr std::uint64_t kUpper = ~std::uint64_t(0) << 31, kLower = ~kUpper;
    static constexpr std::uint64_t kMatrix = 0xb5026f5aa96619e9ull;
    static std::uint64_t mix(std::uint64_t hi, std::uint64_t lo, std::uint64_t far)
    {
        const std::uint64_t y = (hi & kUpper) | (lo & kLower);
        return far ^ (y >> 1) ^ ((std::uint64_t(0) - (y & 1)) & kMatrix); // kMatrix when y is odd
    }
#if defined(__GNUC__)
    __attribute__((noinline))
#endif
    void twist()
    {
        int k = 0;
        for (; k < kN - kM; ++k)
            x_[k] = mix(x_[k], x_[k + 1], x_[k + kM]);
        for (; k < kN - 1; ++k)
            x_[k] = mix(x_[k], x_[k + 1], x_[k + kM - kN]);
        x_[kN - 1] = mix(x_[kN - 1], x_[0], x_[kM - 1]);
        p_ = 0;
    }

    std::uint64_t x_[kN];
    int p_;
};

class Stream
{
public:
    explicit Stream(std::uint64_t seed = 1) : gen_(seed) {}
    // Uniform in (0, 1): never 0, so log() is safe.
    double uniform() { return (double(gen_() >> 11) + 0.5) * 0x1.0p-53; }
    double exponential(double mean) { return -mean * std::log(uniform()); }
    // Standard normal by Box-Muller (one of the pair; the other is discarded: simple and stable).
    double normal()
    {
        const double u1 = uniform(), u2 = uniform();
        return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586476925 * u2);
    }
    // Lognormal with the given mean and coefficient of variation:
    // σ² = ln(1 + cv²), μ = ln(mean) − σ²/2.
    double lognormal(double mean, double cv)
    {
        if (cv <= 0)
            return mean;
        const double s2 = std::log1p(cv * cv);
        return std::exp(std::log(mean) - s2 / 2 + std::sqrt(s2) * normal());
    }
    // μ and σ of lognormal(mean, cv), kept for the mean and cv they were computed for.
    struct LognormalTerms
    {
        double mean = 0, cv = 0, mu = 0, sigma = 0;
        bool valid = false;
    };
    // lognormal(mean, cv), the same value bit for bit, with μ and σ computed (by the same
    // expressions) only when the mean or cv differ from those `terms` hold.
    double lognormal(double mean, double cv, LognormalTerms &terms)
    {
        if (cv <= 0)
            return mean;
        if (!terms.valid || terms.mean != mean || terms.cv != cv) {
            const double s2 = std::log1p(cv * cv);
            terms = LognormalTerms{mean, cv, std::log(mean) - s2 / 2, std::sqrt(s2), true};
        }
        return std::exp(terms.mu + terms.sigma * normal());
    }

private:
    Mt19937_64 gen_;
};

} // namespace gpuk::sim
