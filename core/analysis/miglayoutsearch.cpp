#include "analysis/miglayoutsearch.h"

#include "sim/engine.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <exception>
#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <thread>

namespace gpuk {

namespace {

constexpr double eps = 1e-9;
constexpr double infinity = std::numeric_limits<double>::infinity();
constexpr double notPlaced = -infinity; // a block whose memory does not fit, or no assignment at all
constexpr double lostMargin = -1;       // the floor of a margin: the tenant lost its requests

using Mask = std::uint32_t;
using Block = std::pair<const MigProfile *, Mask>;

// Calls job(i) for every i < count on up to `threads` threads (this one included); the first
// exception a job throws is thrown here once every job has stopped.
template <class Job>
void forEachInParallel(std::size_t count, int threads, Job job)
{
    std::atomic<std::size_t> next{0};
    std::exception_ptr error;
    std::atomic<bool> failed{false};
    auto work = [&] {
        for (std::size_t i; !failed && (i = next++) < count;) {
            try {
                job(i);
            } catch (...) {
                if (!failed.exchange(true))
                    error = std::current_exception();
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads && std::size_t(t) < count; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
        t.join();
    if (error)
        std::rethrow_exception(error);
}

// Evaluations per (profile, tenant subset), asked once each.
class BlockCache
{
public:
    BlockCache(const std::vector<Tenant> &tenants, const MigInstanceEvaluator &evaluate, int threads)
        : m_tenants(tenants), m_evaluate(evaluate), m_threads(std::max(1, threads))
    {
    }

    // Worst margin of the tenants of `mask` sharing one instance of `p`; +inf for an empty mask,
    // notPlaced if their peak memory does not fit.
    double worst(const MigProfile *p, Mask mask)
    {
        if (!mask)
            return infinity;
        const std::vector<double> *m = margins(p, mask);
        if (!m)
            return notPlaced;
        double w = infinity;
        for (double v : *m)
            w = std::min(w, v);
        return w;
    }

    // Margins in ascending tenant order, or nullptr if the memory does not fit.
    const std::vector<double> *margins(const MigProfile *p, Mask mask)
    {
        const auto key = std::make_pair(p, mask);
        auto it = m_cache.find(key);
        if (it != m_cache.end() && !(m_missedInferred.count(key) && !m_inferMissed))
            return it->second ? &*it->second : nullptr;
        std::optional<std::vector<double>> value;
        std::vector<int> members;
        double memory = 0;
        for (int i = 0; i < int(m_tenants.size()); ++i)
            if (mask & (Mask(1) << i)) {
                members.push_back(i);
                memory += m_tenants[size_t(i)].peakMemoryGb();
            }
        m_missedInferred.erase(key);
        double bound = 0;
        if (memory <= p->memoryGiB + eps) {
            if (lostBefore(p, mask)) {
                value = std::vector<double>(members.size(), lostMargin);
                m_inferred.insert(key);
            } else if (m_inferMissed && missedBefore(p, mask, &bound)) {
                value = std::vector<double>(members.size(), bound);
                m_inferred.insert(key);
                m_missedInferred.insert(key);
            } else {
                auto ready = m_prefetched.find(key);
                if (ready != m_prefetched.end()) {
                    value = std::move(ready->second);
                    m_prefetched.erase(ready);
                } else {
                    value = m_evaluate(*p, members);
                }
                m_inferred.erase(key);
                ++m_evaluations;
                const double w = value->empty() ? infinity : *std::min_element(value->begin(), value->end());
                m_runs.push_back(BlockRun{p, mask, w});
                if (w <= lostMargin)
                    m_lost.emplace_back(p, mask);
                else if (w < 0)
                    m_missed.push_back(BlockRun{p, mask, w});
            }
        }
        it = m_cache.insert_or_assign(key, std::move(value)).first;
        return it->second ? &*it->second : nullptr;
    }

    // What is known of a block's worst margin without running it: its cached value (in phase 1
    // that may be a bound inferred from a smaller block that missed, which the real margin does
    // not exceed), notPlaced if its memory does not fit, the floor −1 if a subset of its tenants
    // lost requests on a profile no smaller, else the lowest worst margin of the blocks run with a
    // subset of its tenants on a profile no smaller (runBound; +inf if none).
    double bound(const MigProfile *p, Mask mask) const
    {
        if (!mask)
            return infinity;
        const auto key = std::make_pair(p, mask);
        auto it = m_cache.find(key);
        if (it != m_cache.end()) {
            if (!it->second)
                return notPlaced;
            double w = infinity;
            for (double v : *it->second)
                w = std::min(w, v);
            if (!m_missedInferred.count(key))
                return w;
            return std::min(w, runBound(p, mask)); // blocks run since the inference may bound it more tightly
        }
        double memory = 0;
        for (int i = 0; i < int(m_tenants.size()); ++i)
            if (mask & (Mask(1) << i))
                memory += m_tenants[size_t(i)].peakMemoryGb();
        if (memory > p->memoryGiB + eps)
            return notPlaced;
        if (lostBefore(p, mask))
            return lostMargin;
        return runBound(p, mask);
    }

    // Whether the block's worst margin is its real one (run, or inferred lost), not a bound.
    bool known(const MigProfile *p, Mask mask) const
    {
        const auto key = std::make_pair(p, mask);
        return !mask || (m_cache.count(key) && !m_missedInferred.count(key));
    }

    // Phase 1 (true) infers that a block misses an SLO from a smaller block that did; phase 2
    // (false) runs such blocks.
    void setInferMissed(bool on) { m_inferMissed = on; }

    // Margins of a block that were inferred (lostBefore) rather than evaluated: evaluates it now.
    std::vector<double> evaluated(const MigProfile *p, Mask mask)
    {
        const std::vector<double> *m = margins(p, mask);
        if (!m)
            return {};
        if (!m_inferred.count(std::make_pair(p, mask)))
            return *m;
        std::vector<int> members;
        for (int i = 0; i < int(m_tenants.size()); ++i)
            if (mask & (Mask(1) << i))
                members.push_back(i);
        ++m_evaluations;
        return m_evaluate(*p, members);
    }

    // Evaluates every subset of up to `size` tenants on `p` that fits its memory, smallest subsets
    // first, so that lostBefore and missedBefore can skip the supersets of a block that lost or
    // missed (the search warms single tenants). Subsets of one size cannot be inferred from each
    // other: each size is prefetched at once.
    void warm(const MigProfile *p, int size)
    {
        const int n = int(m_tenants.size());
        const Mask full = (Mask(1) << n) - 1;
        int &done = m_warmed[std::make_pair(p, m_inferMissed)];
        std::vector<Block> layer;
        for (; done < std::min(size, n); ++done) {
            layer.clear();
            for (Mask mask = 1; mask <= full; ++mask)
                if (std::popcount(mask) == done + 1)
                    layer.emplace_back(p, mask);
            prefetch(layer);
            for (const Block &b : layer)
                margins(b.first, b.second);
        }
    }

    // Runs now, on the cache's threads, the blocks of `blocks` that margins() would run if asked
    // for them now; margins() then takes their results instead of running them. A block that
    // margins() infers by the time it is asked keeps the inferred value and its prefetched run is
    // dropped, so the search's answer and its count of evaluations do not depend on the number
    // of threads. With one thread nothing is prefetched.
    void prefetch(const std::vector<Block> &blocks)
    {
        if (m_threads < 2)
            return;
        std::vector<Block> runs;
        for (const Block &b : blocks)
            if (b.second && wouldRun(b.first, b.second) && !m_prefetched.count(b)
                && std::find(runs.begin(), runs.end(), b) == runs.end())
                runs.push_back(b);
        if (runs.size() < 2)
            return;
        std::vector<std::vector<double>> values(runs.size());
        forEachInParallel(runs.size(), m_threads, [&](std::size_t i) {
            values[i] = m_evaluate(*runs[i].first, membersOf(runs[i].second));
        });
        for (std::size_t i = 0; i < runs.size(); ++i)
            m_prefetched.emplace(runs[i], std::move(values[i]));
    }

    int evaluations() const { return m_evaluations; }

private:
    std::vector<int> membersOf(Mask mask) const
    {
        std::vector<int> members;
        for (int i = 0; i < int(m_tenants.size()); ++i)
            if (mask & (Mask(1) << i))
                members.push_back(i);
        return members;
    }

    // Whether margins(p, mask) would run the evaluator if asked now.
    bool wouldRun(const MigProfile *p, Mask mask) const
    {
        const Block key(p, mask);
        if (m_cache.count(key) && !(m_missedInferred.count(key) && !m_inferMissed))
            return false;
        double memory = 0;
        for (int i = 0; i < int(m_tenants.size()); ++i)
            if (mask & (Mask(1) << i))
                memory += m_tenants[size_t(i)].peakMemoryGb();
        if (memory > p->memoryGiB + eps || lostBefore(p, mask))
            return false;
        double bound = 0;
        return !(m_inferMissed && missedBefore(p, mask, &bound));
    }

    // Whether a block already run missed an SLO with a subset of these tenants on a profile at
    // least as large (as many SMs and memory slots): then this one misses too, by at least as
    // much; *bound = the lowest such worst margin.
    bool missedBefore(const MigProfile *p, Mask mask, double *bound) const
    {
        bool found = false;
        for (const BlockRun &m : m_missed)
            if ((m.mask & ~mask) == 0 && m.profile->sms >= p->sms && m.profile->memorySlots >= p->memorySlots) {
                *bound = found ? std::min(*bound, m.worst) : m.worst;
                found = true;
            }
        return found;
    }

    // The lowest worst margin of the blocks run so far with a subset of these tenants on a profile
    // at least as large (+inf if none): with monotone margins, this block's worst margin is no
    // higher.
    double runBound(const MigProfile *p, Mask mask) const
    {
        double w = infinity;
        for (const BlockRun &m : m_runs)
            if (m.worst < w && (m.mask & ~mask) == 0 && m.profile->sms >= p->sms
                && m.profile->memorySlots >= p->memorySlots)
                w = m.worst;
        return w;
    }

    // Whether a block already evaluated lost a tenant (margin -1) with a subset of these tenants
    // on a profile at least as large: then so does this one.
    bool lostBefore(const MigProfile *p, Mask mask) const
    {
        for (const auto &[q, lost] : m_lost)
            if ((lost & ~mask) == 0 && q->sms >= p->sms && q->memorySlots >= p->memorySlots)
                return true;
        return false;
    }

    const std::vector<Tenant> &m_tenants;
    const MigInstanceEvaluator &m_evaluate;
    std::map<std::pair<const MigProfile *, Mask>, std::optional<std::vector<double>>> m_cache;
    struct BlockRun
    {
        const MigProfile *profile;
        Mask mask;
        double worst;
    };
    std::vector<std::pair<const MigProfile *, Mask>> m_lost;
    std::vector<BlockRun> m_missed; // the blocks run that missed an SLO (worst margin in (-1, 0))
    std::vector<BlockRun> m_runs;   // every block run
    std::set<std::pair<const MigProfile *, Mask>> m_missedInferred;
    bool m_inferMissed = true;
    std::set<std::pair<const MigProfile *, Mask>> m_inferred;
    std::map<std::pair<const MigProfile *, bool>, int> m_warmed; // subset sizes warmed so far
    std::map<Block, std::vector<double>> m_prefetched;
    int m_threads = 1;
    int m_evaluations = 0;
};

// Best assignment found for one layout: worst margin and one tenant mask per instance.
struct LayoutBest
{
    double worst = notPlaced;
    std::vector<Mask> masks;
};

// The best assignment of a layout with each block's bound (BlockCache::bound) as its worst
// margin, running nothing: an upper bound on the layout's real best. A dynamic programme over
// tenant subsets: f_i[mask] = best worst margin when instances 0..i-1 each hold a non-empty,
// disjoint subset whose union is mask; ties keep the first subset in enumeration order.
LayoutBest bestBound(const std::vector<const MigProfile *> &profiles, int n, const BlockCache &cache)
{
    const Mask full = (Mask(1) << n) - 1;
    const size_t states = size_t(1) << n;
    std::vector<double> f(states, notPlaced);
    f[0] = infinity;
    std::vector<std::vector<Mask>> choice(profiles.size(), std::vector<Mask>(states, 0));
    for (size_t i = 0; i < profiles.size(); ++i) {
        std::vector<double> g(states, notPlaced);
        for (Mask mask = 0; mask <= full; ++mask) {
            if (f[mask] == notPlaced)
                continue;
            const Mask rest = full & ~mask;
            for (Mask s = rest; s; s = (s - 1) & rest) {
                const Mask to = mask | s;
                if (f[mask] <= g[to])
                    continue; // cannot improve whatever the block gives
                const double v = std::min(f[mask], cache.bound(profiles[i], s));
                if (v > g[to]) {
                    g[to] = v;
                    choice[i][to] = s;
                }
            }
        }
        f = std::move(g);
    }
    LayoutBest best;
    best.worst = f[full];
    if (best.worst == notPlaced)
        return best;
    best.masks.assign(profiles.size(), 0);
    Mask mask = full;
    for (size_t i = profiles.size(); i-- > 0;) {
        best.masks[i] = choice[i][mask];
        mask &= ~best.masks[i];
    }
    return best;
}

// The best assignment of a layout (the largest worst margin), found best first: the best
// assignment under the blocks' bounds (bestBound) has its unknown blocks run, which tightens the
// bounds, until that assignment is made of real margins -- no other assignment can then do better
// -- or its bound falls below `floor`. Returns that assignment, or notPlaced when the layout's best
// is below `floor` or no assignment fits. Only blocks whose run can change the answer are run:
// blocks inferred missed (phase 1) have bounds below 0, so with floor >= 0 they are never asked.
LayoutBest bestFirst(const std::vector<const MigProfile *> &profiles, int n, BlockCache &cache, double floor)
{
    while (true) {
        LayoutBest b = bestBound(profiles, n, cache);
        if (b.worst == notPlaced || b.worst < floor)
            return LayoutBest{};
        std::vector<Block> unknown;
        for (size_t j = 0; j < profiles.size(); ++j)
            if (!cache.known(profiles[j], b.masks[j]))
                unknown.emplace_back(profiles[j], b.masks[j]);
        if (unknown.empty())
            return b;
        cache.prefetch(unknown);
        for (const Block &blk : unknown)
            cache.worst(blk.first, blk.second);
        if (std::none_of(unknown.begin(), unknown.end(), [&](const Block &blk) { return cache.known(blk.first, blk.second); }))
            return LayoutBest{}; // nothing could be learnt (cannot happen as the search calls it)
    }
}

// Heuristic: greedy in decreasing peak memory, then moves and swaps while the worst margin improves.
LayoutBest bestHeuristic(const std::vector<const MigProfile *> &profiles, const std::vector<Tenant> &tenants,
                         BlockCache &cache)
{
    const int n = int(tenants.size());
    const int k = int(profiles.size());
    std::vector<Mask> masks(size_t(k), 0);
    auto objective = [&](const std::vector<Mask> &m) {
        double w = infinity;
        for (int j = 0; j < k; ++j)
            w = std::min(w, cache.worst(profiles[size_t(j)], m[size_t(j)]));
        return w;
    };
    std::vector<int> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return tenants[size_t(a)].peakMemoryGb() > tenants[size_t(b)].peakMemoryGb();
    });
    for (int t : order) {
        int bestJ = -1;
        double bestV = notPlaced;
        for (int j = 0; j < k; ++j) {
            auto trial = masks;
            trial[size_t(j)] |= Mask(1) << t;
            const double v = objective(trial);
            if (bestJ < 0 || v > bestV) {
                bestJ = j;
                bestV = v;
            }
        }
        masks[size_t(bestJ)] |= Mask(1) << t;
    }
    double current = objective(masks);
    for (int round = 0; round < 20; ++round) {
        bool improved = false;
        for (int t = 0; t < n; ++t) {
            const Mask bit = Mask(1) << t;
            const int from = int(std::find_if(masks.begin(), masks.end(), [&](Mask m) { return m & bit; }) - masks.begin());
            for (int j = 0; j < k; ++j) {
                if (j == from)
                    continue;
                auto trial = masks;
                trial[size_t(from)] &= ~bit;
                trial[size_t(j)] |= bit;
                const double v = objective(trial);
                if (v > current) {
                    masks = std::move(trial);
                    current = v;
                    improved = true;
                    break;
                }
            }
        }
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b) {
                const Mask ba = Mask(1) << a, bb = Mask(1) << b;
                int ja = -1, jb = -1;
                for (int j = 0; j < k; ++j) {
                    if (masks[size_t(j)] & ba)
                        ja = j;
                    if (masks[size_t(j)] & bb)
                        jb = j;
                }
                if (ja == jb)
                    continue;
                auto trial = masks;
                trial[size_t(ja)] = (trial[size_t(ja)] & ~ba) | bb;
                trial[size_t(jb)] = (trial[size_t(jb)] & ~bb) | ba;
                const double v = objective(trial);
                if (v > current) {
                    masks = std::move(trial);
                    current = v;
                    improved = true;
                }
            }
        if (!improved)
            break;
    }
    LayoutBest best;
    // An empty instance means a smaller layout, which is visited on its own.
    if (std::any_of(masks.begin(), masks.end(), [](Mask m) { return m == 0; }))
        return best;
    best.worst = current;
    best.masks = std::move(masks);
    return best;
}

struct Candidate
{
    double worst = notPlaced;
    int compute = 0;
    int memory = 0;
};

// The objective of migLayoutSearch.h: true if a is better than b.
bool better(const Candidate &a, const Candidate &b)
{
    const bool aMet = a.worst >= 0, bMet = b.worst >= 0;
    if (aMet != bMet)
        return aMet;
    if (aMet) {
        if (a.compute != b.compute)
            return a.compute < b.compute;
        if (a.memory != b.memory)
            return a.memory < b.memory;
        return a.worst > b.worst;
    }
    if (a.worst != b.worst)
        return a.worst > b.worst;
    if (a.compute != b.compute)
        return a.compute < b.compute;
    return a.memory < b.memory;
}

} // namespace

MigSearchResult searchMigLayout(const GpuModel &gpu, const std::vector<Tenant> &tenants,
                                const MigInstanceEvaluator &evaluate, const MigSearchOptions &options)
{
    MigSearchResult result;
    const int n = int(tenants.size());
    result.exact = n <= options.exactTenantLimit;
    result.tenantMargins.assign(size_t(n), -1);
    if (n == 0) {
        result.placed = true;
        result.allSlosMet = true;
        result.worstMargin = infinity;
        return result;
    }
    if (!gpu.supportsMig() || n > 31)
        return result;

    MigEnumerationOptions eo;
    eo.rules.allow4g3g = options.allow4g3g;
    eo.includeMediaExtensions = false;
    eo.includeNewerDriverProfiles = options.includeNewerDriverProfiles;
    std::vector<MigCombination> combos;
    for (auto &c : enumerateMigCombinations(gpu, eo))
        if (int(c.profiles.size()) <= n)
            combos.push_back(std::move(c));
    auto costOf = [](const MigCombination &c) {
        int compute = 0, memory = 0;
        for (const MigProfile *p : c.profiles) {
            compute += p->computeSlices;
            memory += p->memorySlots;
        }
        return std::make_pair(compute, memory);
    };
    std::stable_sort(combos.begin(), combos.end(), [&](const MigCombination &a, const MigCombination &b) {
        return costOf(a) < costOf(b);
    });

    BlockCache cache(tenants, evaluate, options.threads == 0 ? machineSearchThreads() : options.threads);
    // Memory first: when no legal layout can hold every tenant's peak memory, no block is run.
    // With nothing run, a block's bound is notPlaced exactly when its memory does not fit, so a
    // layout's bestBound is notPlaced exactly when none of its assignments fits.
    if (result.exact && std::none_of(combos.begin(), combos.end(), [&](const MigCombination &c) {
            return bestBound(c.profiles, n, cache).worst != notPlaced;
        })) {
        result.layoutsVisited = int(combos.size());
        return result;
    }
    Candidate best;
    const MigCombination *bestCombo = nullptr;
    LayoutBest bestAssignment;
    // Phase 1 looks for a plan meeting every SLO and infers misses (monotone margins); if there
    // is none, phase 2 runs the blocks it needs to rank plans that miss.
    // Phase 1's worst margin of each layout (exact search) bounds its real one from above, since
    // an inferred miss is no better than the real margin; phase 2 starts from these bounds.
    std::vector<double> phase1Worst(combos.size(), notPlaced);
    bool anyPlaced = false; // phase 1 saw a layout that some assignment fits
    for (bool inferMissed : {true, false}) {
        cache.setInferMissed(inferMissed);
        best = Candidate{};
        bestCombo = nullptr;
        if (!inferMissed && result.exact) {
            // Every plan misses an SLO, so the best one has the largest worst margin, ties going
            // to the first layout in cost order. First the largest worst margin: each layout's
            // best assignment under the blocks' bounds (bestBound) bounds its real best from
            // above; the layout with the largest such bound has the blocks of that assignment
            // run, until that assignment is made only of real margins: its margin is then the
            // largest of all. A layout's bound is recomputed only when it is the largest and
            // blocks ran since it was computed.
            std::vector<double> upper = phase1Worst;
            std::vector<LayoutBest> assignment(combos.size());
            std::vector<bool> fresh(combos.size(), false); // upper and assignment hold for the cache as it is
            double target = notPlaced;
            while (true) {
                size_t top = combos.size();
                for (size_t i = 0; i < combos.size(); ++i)
                    if (upper[i] != notPlaced && (top == combos.size() || upper[i] > upper[top]))
                        top = i;
                if (top == combos.size())
                    break;
                const MigCombination &c = combos[top];
                if (!fresh[top]) {
                    assignment[top] = bestBound(c.profiles, n, cache);
                    upper[top] = assignment[top].worst;
                    fresh[top] = true;
                    continue;
                }
                std::vector<Block> blocks;
                for (size_t j = 0; j < c.profiles.size(); ++j)
                    blocks.emplace_back(c.profiles[j], assignment[top].masks[j]);
                cache.prefetch(blocks);
                bool real = true;
                for (size_t j = 0; j < c.profiles.size(); ++j)
                    if (!cache.known(c.profiles[j], assignment[top].masks[j])) {
                        cache.worst(c.profiles[j], assignment[top].masks[j]);
                        real = false;
                    }
                if (real) {
                    target = upper[top];
                    break;
                }
                std::fill(fresh.begin(), fresh.end(), false);
            }
            // Then the first layout in cost order that reaches it, solved best first (its best
            // assignment under the bounds, run until it is real).
            for (size_t i = 0; i < combos.size() && target != notPlaced; ++i) {
                if (upper[i] == notPlaced || upper[i] < target)
                    continue;
                const MigCombination &c = combos[i];
                ++result.layoutsVisited;
                LayoutBest lb = bestFirst(c.profiles, n, cache, target);
                if (lb.worst != target)
                    continue;
                const auto [compute, memory] = costOf(c);
                best = Candidate{lb.worst, compute, memory};
                bestCombo = &c;
                bestAssignment = std::move(lb);
                break;
            }
            break;
        }
        for (size_t i = 0; i < combos.size(); ++i) {
            const MigCombination &c = combos[i];
            const auto [compute, memory] = costOf(c);
            if (bestCombo && best.worst >= 0
                && std::make_pair(compute, memory) > std::make_pair(best.compute, best.memory))
                break; // every later layout costs more than a plan that meets every SLO
            ++result.layoutsVisited;
            LayoutBest lb;
            if (result.exact) {
                // Each tenant alone on each profile first (cheap, and it bounds every block that
                // holds it), then the layout's best assignment best first, or the knowledge that
                // none meets every SLO: the layout's bound, which phase 2 starts from.
                for (const MigProfile *p : c.profiles)
                    cache.warm(p, 1);
                lb = bestFirst(c.profiles, n, cache, 0);
                if (lb.worst == notPlaced) {
                    phase1Worst[i] = bestBound(c.profiles, n, cache).worst;
                    anyPlaced = anyPlaced || phase1Worst[i] != notPlaced;
                    continue;
                }
            } else {
                lb = bestHeuristic(c.profiles, tenants, cache);
            }
            if (inferMissed)
                phase1Worst[i] = lb.worst;
            if (lb.worst == notPlaced)
                continue;
            const Candidate cand{lb.worst, compute, memory};
            if (!bestCombo || better(cand, best)) {
                best = cand;
                bestCombo = &c;
                bestAssignment = std::move(lb);
            }
        }
        if (bestCombo ? best.worst >= 0 : !anyPlaced)
            break;
    }
    if (!bestCombo) {
        result.evaluations = cache.evaluations();
        return result;
    }

    result.placed = true;
    result.allSlosMet = best.worst >= 0;
    result.computeSlices = best.compute;
    result.memorySlots = best.memory;
    result.worstMargin = best.worst;
    const MigLayout &layout = bestCombo->example;
    for (size_t j = 0; j < bestCombo->profiles.size(); ++j) {
        MigSearchInstance inst;
        inst.profile = bestCombo->profiles[j];
        inst.start = j < layout.size() ? layout[j].start : 0;
        const Mask mask = bestAssignment.masks[j];
        for (int i = 0; i < n; ++i)
            if (mask & (Mask(1) << i))
                inst.tenants.push_back(i);
        const std::vector<double> m = cache.evaluated(inst.profile, mask);
        for (size_t a = 0; a < m.size() && a < inst.tenants.size(); ++a)
            result.tenantMargins[size_t(inst.tenants[a])] = m[a];
        result.instances.push_back(std::move(inst));
    }
    result.evaluations = cache.evaluations();
    return result;
}

std::vector<double> evaluateMigInstance(const Scenario &scenario, const MigProfile &profile,
                                        const std::vector<int> &tenants, const MigEvaluationHorizon &horizon)
{
    Scenario s;
    s.name = scenario.name;
    s.gpuId = scenario.gpuId;
    s.customGpu = scenario.customGpu;
    for (int i : tenants)
        s.tenants.push_back(scenario.tenants[size_t(i)]);
    s.sharing.mode = Mode::Mig;
    MigInstancePlan inst;
    inst.profile = profile.name;
    for (const Tenant &t : s.tenants)
        inst.tenants.push_back(t.id);
    s.sharing.mig.instances.push_back(std::move(inst));
    const double warmup = std::max(0.0, std::min(scenario.simulation.warmupS, horizon.warmupS));
    const double window = std::max(0.0, std::min(scenario.simulation.durationS - scenario.simulation.warmupS,
                                                 horizon.durationS));
    s.simulation.warmupS = warmup;
    s.simulation.durationS = warmup + window;
    s.simulation.seed = scenario.simulation.seed;

    std::vector<double> margins(tenants.size(), -1);
    EngineOptions eo;
    eo.sampleIntervalS = std::max(1.0, s.simulation.durationS); // the charts' series are not needed
    eo.seriesCapacity = 2;
    eo.recentEventsCapacity = 0;
    std::unique_ptr<Engine> engine = Engine::create(s, s.sharing, nullptr, eo);
    if (!engine)
        return margins;
    engine->runToEnd();
    const RunResults r = engine->results();
    const Snapshot snap = engine->snapshot();
    for (size_t a = 0; a < s.tenants.size() && a < r.tenants.size(); ++a) {
        const Tenant &t = s.tenants[a];
        const TenantResult &tr = r.tenants[a];
        if (t.sloMs <= 0) {
            margins[a] = infinity;
            continue;
        }
        const TenantView &v = snap.tenants[a];
        // What a tenant holds in service is no backlog: max_concurrency requests, or an LLM's
        // batch (max_batch; max_concurrency does not apply to it).
        const int inService = t.llm ? t.llm->maxBatch : t.maxConcurrency;
        const double leftOver = std::max(0, v.queued + v.inFlight - inService);
        const double lost = double(tr.dropped + tr.failed()) + leftOver;
        if (tr.completed == 0 || lost > 0.01 * double(tr.arrivals)) {
            margins[a] = -1;
            continue;
        }
        // The verdict is core's (meetsSlo of this run): a tenant below the attainment target
        // misses by at least its shortfall; one that reaches it meets (the p99 of completed
        // requests may sit a histogram bucket above slo_ms).
        const double m = t.sloMs / std::max(tr.latencyMs.p99, 1e-9) - 1;
        margins[a] = meetsSlo(tr) ? std::max(m, 0.0) : std::min({m, tr.sloAttainment - kSloAttainmentTarget, -1e-9});
    }
    return margins;
}

int machineSearchThreads()
{
    return int(std::min(8u, std::max(1u, std::thread::hardware_concurrency())));
}

MigSearchResult searchMigLayout(const Scenario &scenario, const MigEvaluationHorizon &horizon,
                                const MigSearchOptions &options)
{
    const GpuModel *gpu = scenario.gpu();
    if (!gpu)
        return {};
    MigSearchOptions o = options;
    o.allow4g3g = scenario.sharing.mode == Mode::Mig ? scenario.sharing.mig.allow4g3g : options.allow4g3g;
    return searchMigLayout(*gpu, scenario.tenants,
                           [&](const MigProfile &p, const std::vector<int> &ts) {
                               return evaluateMigInstance(scenario, p, ts, horizon);
                           },
                           o);
}

MigPlan migPlanFromSearch(const Scenario &scenario, const MigSearchResult &result, bool allow4g3g)
{
    MigPlan plan;
    plan.allow4g3g = allow4g3g;
    for (const MigSearchInstance &inst : result.instances) {
        MigInstancePlan p;
        p.profile = inst.profile->name;
        p.start = inst.start;
        for (int i : inst.tenants)
            p.tenants.push_back(scenario.tenants[size_t(i)].id);
        p.inner = MigInner::Timeslice;
        plan.instances.push_back(std::move(p));
    }
    return plan;
}

} // namespace gpuk
