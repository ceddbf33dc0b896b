#include "analysis/miglayoutsearch.h"

#include "sim/engine.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
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

// Leximin order of two plans' margins, each sorted ascending and of the same length: a is worse
// than b if at the first place they differ a's margin is lower (the worst margin first, then the
// next worst, ...).
bool leximinLess(const std::vector<double> &a, const std::vector<double> &b)
{
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
}

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
// Thrown by BlockCache when the exact search would run more blocks than its budget allows.
struct BudgetExhausted
{
};

// Thrown when MigSearchOptions::progress cancels the search.
struct SearchCancelled
{
};

// Asks the caller's progress callback before a run; throws SearchCancelled when it says stop.
void askProgress(const MigSearchOptions &options, double spent)
{
    if (options.progress && !options.progress(options.budget > 0 ? std::min(1.0, spent / options.budget) : 0.0))
        throw SearchCancelled{};
}

class BlockCache
{
public:
    BlockCache(const std::vector<Tenant> &tenants, const MigInstanceEvaluator &evaluate, int threads,
               const MigSearchOptions &options)
        : m_tenants(tenants), m_evaluate(evaluate), m_threads(std::max(1, threads)), m_budget(options.budget),
          m_cost(options.cost), m_options(options)
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
        if (it != m_cache.end() && !stale(p, mask))
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
            if (m_inferMissed ? lostBefore(p, mask) : allLost(p, mask)) {
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
                    spend(*p, members);
                    value = m_evaluate(*p, members);
                }
                m_inferred.erase(key);
                ++m_evaluations;
                const double w = value->empty() ? infinity : *std::min_element(value->begin(), value->end());
                m_runs.push_back(BlockRun{p, mask, w, *value});
                if (w <= lostMargin)
                    m_lost.emplace_back(p, mask);
                else if (w < 0)
                    m_missed.push_back(BlockRun{p, mask, w, {}});
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

    // Phase 1 (true) infers that a block misses an SLO from a smaller block that did, and that it
    // loses a tenant from a smaller block that lost one; phase 2 (false) ranks plans by leximin,
    // which needs every tenant's margin: it runs such blocks, unless every tenant of the block is
    // known lost (allLost).
    void setInferMissed(bool on) { m_inferMissed = on; }

    // An upper bound on each tenant's margin in the block (ascending tenant order), for leximin:
    // its real margins if it was run; else, per tenant, the lowest margin that tenant had in a
    // block run with a subset of these tenants on a profile no smaller (+inf if none; with
    // monotone margins it is no higher here, and the floor −1 stays exact). std::nullopt if the
    // block's peak memory does not fit.
    std::optional<std::vector<double>> tenantBounds(const MigProfile *p, Mask mask) const
    {
        const auto key = std::make_pair(p, mask);
        auto it = m_cache.find(key);
        if (it != m_cache.end() && !m_inferred.count(key))
            return it->second;
        if (!fitsMemory(p, mask))
            return std::nullopt;
        std::vector<double> out;
        for (int i = 0; i < int(m_tenants.size()); ++i) {
            if (!(mask & (Mask(1) << i)))
                continue;
            double b = infinity;
            for (const BlockRun &r : m_runs) {
                if (!(r.mask & (Mask(1) << i)) || (r.mask & ~mask) != 0 || r.profile->sms < p->sms
                    || r.profile->memorySlots < p->memorySlots)
                    continue;
                b = std::min(b, r.margins[size_t(std::popcount(r.mask & ((Mask(1) << i) - 1)))]);
            }
            out.push_back(b);
        }
        return out;
    }

    // Whether every tenant's margin in the block is known for leximin: run, or each tenant lost
    // (allLost).
    bool knownMargins(const MigProfile *p, Mask mask) const
    {
        const auto key = std::make_pair(p, mask);
        return !mask || (m_cache.count(key) && !m_inferred.count(key)) || !fitsMemory(p, mask) || allLost(p, mask);
    }

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
        for (const Block &b : runs)
            spend(*b.first, membersOf(b.second));
        std::vector<std::vector<double>> values(runs.size());
        forEachInParallel(runs.size(), m_threads, [&](std::size_t i) {
            values[i] = m_evaluate(*runs[i].first, membersOf(runs[i].second));
        });
        for (std::size_t i = 0; i < runs.size(); ++i)
            m_prefetched.emplace(runs[i], std::move(values[i]));
    }

    int evaluations() const { return m_evaluations; }

private:
    // Blocks the evaluator may still run: the budget counts every run, prefetched or not (a
    // prefetched run that is then inferred still cost its time). 0: no budget.
    void spend(const MigProfile &p, const std::vector<int> &members)
    {
        askProgress(m_options, m_spent);
        m_spent += m_cost ? m_cost(p, members) : 1.0;
        if (m_budget > 0 && m_spent > m_budget)
            throw BudgetExhausted{};
    }

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
        if (m_cache.count(key) && !stale(p, mask))
            return false;
        if (!fitsMemory(p, mask))
            return false;
        if (!m_inferMissed)
            return !allLost(p, mask);
        if (lostBefore(p, mask))
            return false;
        double bound = 0;
        return !missedBefore(p, mask, &bound);
    }

    bool fitsMemory(const MigProfile *p, Mask mask) const
    {
        double memory = 0;
        for (int i = 0; i < int(m_tenants.size()); ++i)
            if (mask & (Mask(1) << i))
                memory += m_tenants[size_t(i)].peakMemoryGb();
        return memory <= p->memoryGiB + eps;
    }

    // Whether a cached block must be worked out again: in phase 1 never; in phase 2 an inferred
    // one (its tenants' margins are bounds, not values) unless every tenant is lost.
    bool stale(const MigProfile *p, Mask mask) const
    {
        const auto key = std::make_pair(p, mask);
        if (m_inferMissed || !m_inferred.count(key))
            return false;
        const auto it = m_cache.find(key);
        const bool valuesLost = it != m_cache.end() && it->second
                                && std::all_of(it->second->begin(), it->second->end(),
                                               [](double v) { return v <= lostMargin; });
        return !valuesLost || !allLost(p, mask);
    }

    // Whether each tenant of the block lost its requests (margin −1, the floor) in a block run
    // with a subset of these tenants on a profile no smaller: with monotone margins it loses here
    // too, so the block's margins are all −1 without a run.
    bool allLost(const MigProfile *p, Mask mask) const
    {
        for (int i = 0; i < int(m_tenants.size()); ++i) {
            if (!(mask & (Mask(1) << i)))
                continue;
            bool lost = false;
            for (const BlockRun &r : m_runs)
                if ((r.mask & (Mask(1) << i)) && (r.mask & ~mask) == 0 && r.profile->sms >= p->sms
                    && r.profile->memorySlots >= p->memorySlots
                    && r.margins[size_t(std::popcount(r.mask & ((Mask(1) << i) - 1)))] <= lostMargin) {
                    lost = true;
                    break;
                }
            if (!lost)
                return false;
        }
        return true;
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
        std::vector<double> margins; // m_runs: the run's margins, ascending tenant order
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
    double m_budget = 0;
    double m_spent = 0;
    std::function<double(const MigProfile &, const std::vector<int> &)> m_cost;
    const MigSearchOptions &m_options;
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

// Best assignment of one layout by leximin (plans that miss): every tenant's margin sorted
// ascending, and one tenant mask per instance. placed false: no assignment fits.
struct LayoutLeximin
{
    bool placed = false;
    std::vector<double> sorted;
    std::vector<Mask> masks;
};

// The leximin-best assignment of a layout with each block's tenant bounds
// (BlockCache::tenantBounds) as its margins, running nothing: an upper bound on the layout's real
// best in leximin order (each tenant's real margin is no higher than its bound, and raising any
// margin never lowers a sorted vector in leximin order). The same dynamic programme over tenant
// subsets as bestBound: leximin of a union depends only on the parts' leximin order (adding the
// same margins to two multisets keeps their order), so f_i[mask] keeps the best sorted margins;
// ties keep the first subset in enumeration order.
LayoutLeximin leximinBound(const std::vector<const MigProfile *> &profiles, int n, const BlockCache &cache)
{
    const Mask full = (Mask(1) << n) - 1;
    const size_t states = size_t(1) << n;
    using Value = std::optional<std::vector<double>>;
    std::vector<Value> f(states);
    f[0] = std::vector<double>{};
    std::vector<std::vector<Mask>> choice(profiles.size(), std::vector<Mask>(states, 0));
    std::map<const MigProfile *, std::vector<Value>> blocks; // each block's sorted bounds, by profile
    for (size_t i = 0; i < profiles.size(); ++i) {
        std::vector<Value> &b = blocks[profiles[i]];
        if (b.empty()) {
            b.resize(states);
            for (Mask s = 1; s <= full; ++s) {
                b[s] = cache.tenantBounds(profiles[i], s);
                if (b[s])
                    std::sort(b[s]->begin(), b[s]->end());
            }
        }
        std::vector<Value> g(states);
        std::vector<double> merged;
        for (Mask mask = 0; mask <= full; ++mask) {
            if (!f[mask])
                continue;
            const Mask rest = full & ~mask;
            for (Mask s = rest; s; s = (s - 1) & rest) {
                if (!b[s])
                    continue;
                merged.resize(f[mask]->size() + b[s]->size());
                std::merge(f[mask]->begin(), f[mask]->end(), b[s]->begin(), b[s]->end(), merged.begin());
                const Mask to = mask | s;
                if (!g[to] || leximinLess(*g[to], merged)) {
                    g[to] = merged;
                    choice[i][to] = s;
                }
            }
        }
        f = std::move(g);
    }
    LayoutLeximin best;
    if (!f[full])
        return best;
    best.placed = true;
    best.sorted = *f[full];
    best.masks.assign(profiles.size(), 0);
    Mask mask = full;
    for (size_t i = profiles.size(); i-- > 0;) {
        best.masks[i] = choice[i][mask];
        mask &= ~best.masks[i];
    }
    return best;
}

// The leximin-best assignment of a layout, found best first like bestFirst: the best assignment
// under the tenant bounds has its blocks whose margins are not known run, until it is made of
// real margins (no other assignment then does better) or its bound falls below `floor` in
// leximin order (then placed is false).
LayoutLeximin bestFirstLeximin(const std::vector<const MigProfile *> &profiles, int n, BlockCache &cache,
                               const std::vector<double> &floor)
{
    while (true) {
        LayoutLeximin b = leximinBound(profiles, n, cache);
        if (!b.placed || leximinLess(b.sorted, floor))
            return LayoutLeximin{};
        std::vector<Block> unknown;
        for (size_t j = 0; j < profiles.size(); ++j)
            if (!cache.knownMargins(profiles[j], b.masks[j]))
                unknown.emplace_back(profiles[j], b.masks[j]);
        if (unknown.empty())
            return b;
        cache.prefetch(unknown);
        for (const Block &blk : unknown)
            cache.margins(blk.first, blk.second); // runs it, or finds every tenant lost: known either way
    }
}

// (compute slices, memory slots) of a layout: the search's cost order.
std::pair<int, int> layoutCost(const MigCombination &c)
{
    int compute = 0, memory = 0;
    for (const MigProfile *p : c.profiles) {
        compute += p->computeSlices;
        memory += p->memorySlots;
    }
    return std::make_pair(compute, memory);
}

struct Candidate
{
    double worst = notPlaced;
    int compute = 0;
    int memory = 0;
    std::vector<double> sorted; // every tenant's margin, ascending (compared when both miss)
};

// Writes the chosen plan into `result`: instance j of `combo` holds tenantsOf(j), whose margins
// (in that order) are marginsOf(j, tenants).
void writeChosen(MigSearchResult &result, const Candidate &best, const MigCombination &combo,
                 const std::function<std::vector<int>(size_t)> &tenantsOf,
                 const std::function<std::vector<double>(size_t, const std::vector<int> &)> &marginsOf)
{
    result.placed = true;
    result.memoryFits = true;
    result.allSlosMet = best.worst >= 0;
    result.computeSlices = best.compute;
    result.memorySlots = best.memory;
    result.worstMargin = best.worst;
    const MigLayout &layout = combo.example;
    for (size_t j = 0; j < combo.profiles.size(); ++j) {
        MigSearchInstance inst;
        inst.profile = combo.profiles[j];
        inst.start = j < layout.size() ? layout[j].start : 0;
        inst.tenants = tenantsOf(j);
        const std::vector<double> m = marginsOf(j, inst.tenants);
        for (size_t a = 0; a < m.size() && a < inst.tenants.size(); ++a)
            result.tenantMargins[size_t(inst.tenants[a])] = m[a];
        result.instances.push_back(std::move(inst));
    }
}

// The objective of miglayoutsearch.h: true if a is better than b (plans that miss: leximin).
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
    if (a.sorted != b.sorted)
        return leximinLess(b.sorted, a.sorted);
    if (a.compute != b.compute)
        return a.compute < b.compute;
    return a.memory < b.memory;
}

// ---- the heuristic (any number of tenants) ----------------------------------------------------
// Tenant sets are sorted index vectors, so the tenant count has no limit. Per layout, in cost
// order: tenants in decreasing peak memory each join the instance (with room for its memory) whose
// estimated load after it is lowest (load = share of the instance's time its requests need,
// MigSearchOptions::load); a layout whose most loaded instance exceeds kLoadCeiling is passed over
// without a run (it cannot meet every SLO by that estimate); else its instances are run (one block
// each) and, while the budget allows, the worst instance's tenants are moved one at a time to the
// least loaded instance with room, kept when the plan improves in leximin order. The first layout
// in cost order whose plan meets every SLO ends the search; if none does, the leximin-best plan
// among those run wins (ties: the cheaper) (when every layout was passed over, the layouts with the most compute
// slices are run so that the answer has real margins).
constexpr double kLoadCeiling = 0.9;

using TenantSet = std::vector<int>;

class SetCache
{
public:
    SetCache(const MigInstanceEvaluator &evaluate, int threads, const MigSearchOptions &options)
        : m_evaluate(evaluate), m_threads(std::max(1, threads)), m_budget(options.budget), m_cost(options.cost),
          m_options(options)
    {
    }

    // Runs the blocks not yet known, on the cache's threads; false if that would exceed the budget
    // (then nothing runs).
    bool run(const std::vector<std::pair<const MigProfile *, TenantSet>> &blocks)
    {
        std::vector<std::pair<const MigProfile *, TenantSet>> todo;
        for (const auto &b : blocks)
            if (!b.second.empty() && !m_known.count(b) && std::find(todo.begin(), todo.end(), b) == todo.end())
                todo.push_back(b);
        if (todo.empty())
            return true;
        double cost = 0;
        for (const auto &b : todo)
            cost += m_cost ? m_cost(*b.first, b.second) : 1.0;
        if (m_budget > 0 && m_spent + cost > m_budget)
            return false;
        askProgress(m_options, m_spent);
        m_spent += cost;
        std::vector<std::vector<double>> values(todo.size());
        forEachInParallel(todo.size(), m_threads, [&](std::size_t i) {
            values[i] = m_evaluate(*todo[i].first, todo[i].second);
        });
        for (std::size_t i = 0; i < todo.size(); ++i)
            m_known.emplace(todo[i], std::move(values[i]));
        m_runs += int(todo.size());
        return true;
    }
    const std::vector<double> &margins(const MigProfile *p, const TenantSet &set) const { return m_known.at({p, set}); }
    double worst(const MigProfile *p, const TenantSet &set) const
    {
        double w = infinity;
        for (double v : margins(p, set))
            w = std::min(w, v);
        return w;
    }
    int runs() const { return m_runs; }

private:
    const MigInstanceEvaluator &m_evaluate;
    int m_threads = 1;
    int m_runs = 0;
    double m_budget = 0;
    double m_spent = 0;
    std::function<double(const MigProfile &, const std::vector<int> &)> m_cost;
    const MigSearchOptions &m_options;
    std::map<std::pair<const MigProfile *, TenantSet>, std::vector<double>> m_known;
};

struct HeuristicPlan
{
    double worst = notPlaced;
    std::vector<double> sorted;  // every tenant's margin, ascending
    std::vector<TenantSet> sets; // one per profile of the layout
};

// The memory-and-load assignment of a layout; empty sets when some tenant fits no instance.
std::vector<TenantSet> assignByLoad(const std::vector<const MigProfile *> &profiles, const std::vector<Tenant> &tenants,
                                    const std::vector<std::vector<double>> &load, const std::vector<int> &order,
                                    const std::vector<int> &profileIndex)
{
    const size_t k = profiles.size();
    std::vector<TenantSet> sets(k);
    std::vector<double> memory(k, 0), used(k, 0);
    for (int t : order) {
        int best = -1;
        for (size_t j = 0; j < k; ++j) {
            if (memory[j] + tenants[size_t(t)].peakMemoryGb() > profiles[j]->memoryGiB + eps)
                continue;
            const double after = used[j] + load[size_t(t)][size_t(profileIndex[j])];
            const double bestAfter = best < 0 ? 0 : used[size_t(best)] + load[size_t(t)][size_t(profileIndex[size_t(best)])];
            if (best < 0 || after < bestAfter - eps
                || (std::abs(after - bestAfter) <= eps
                    && profiles[j]->memoryGiB - memory[j] > profiles[size_t(best)]->memoryGiB - memory[size_t(best)] + eps))
                best = int(j);
        }
        if (best < 0)
            return {};
        sets[size_t(best)].push_back(t);
        memory[size_t(best)] += tenants[size_t(t)].peakMemoryGb();
        used[size_t(best)] += load[size_t(t)][size_t(profileIndex[size_t(best)])];
    }
    for (TenantSet &set : sets)
        std::sort(set.begin(), set.end());
    return sets;
}

double maxLoad(const std::vector<TenantSet> &sets, const std::vector<std::vector<double>> &load,
               const std::vector<int> &profileIndex)
{
    double worst = 0;
    for (size_t j = 0; j < sets.size(); ++j) {
        double sum = 0;
        for (int t : sets[j])
            sum += load[size_t(t)][size_t(profileIndex[j])];
        worst = std::max(worst, sum);
    }
    return worst;
}

// Runs a layout's assignment and improves it by single moves while the budget allows.
HeuristicPlan runAndImprove(const std::vector<const MigProfile *> &profiles, const std::vector<Tenant> &tenants,
                            const std::vector<std::vector<double>> &load, const std::vector<int> &profileIndex,
                            std::vector<TenantSet> sets, SetCache &cache, bool *stopped)
{
    HeuristicPlan plan;
    const size_t k = profiles.size();
    auto blocks = [&](const std::vector<TenantSet> &ss) {
        std::vector<std::pair<const MigProfile *, TenantSet>> b;
        for (size_t j = 0; j < k; ++j)
            b.emplace_back(profiles[j], ss[j]);
        return b;
    };
    auto worstOf = [&](const std::vector<TenantSet> &ss) {
        double w = infinity;
        for (size_t j = 0; j < k; ++j)
            if (!ss[j].empty())
                w = std::min(w, cache.worst(profiles[j], ss[j]));
        return w;
    };
    auto sortedOf = [&](const std::vector<TenantSet> &ss) {
        std::vector<double> all;
        for (size_t j = 0; j < k; ++j)
            if (!ss[j].empty())
                for (double v : cache.margins(profiles[j], ss[j]))
                    all.push_back(v);
        std::sort(all.begin(), all.end());
        return all;
    };
    if (!cache.run(blocks(sets))) {
        *stopped = true;
        return plan;
    }
    plan.worst = worstOf(sets);
    plan.sorted = sortedOf(sets);
    plan.sets = sets;
    for (int round = 0; round < 2 * int(tenants.size()) && plan.worst < 0; ++round) {
        // the worst instance: its tenants, heaviest first, each tried on the instance that would be
        // the least loaded with it (memory permitting)
        size_t bad = 0;
        double badWorst = infinity;
        for (size_t j = 0; j < k; ++j)
            if (!plan.sets[j].empty() && cache.worst(profiles[j], plan.sets[j]) < badWorst) {
                badWorst = cache.worst(profiles[j], plan.sets[j]);
                bad = j;
            }
        if (plan.sets[bad].size() < 2)
            break; // a tenant alone that misses: moving others cannot help it
        TenantSet movers = plan.sets[bad];
        std::stable_sort(movers.begin(), movers.end(), [&](int a, int b) {
            return load[size_t(a)][size_t(profileIndex[bad])] > load[size_t(b)][size_t(profileIndex[bad])];
        });
        bool improved = false;
        for (int t : movers) {
            int to = -1;
            double toLoad = infinity;
            for (size_t j = 0; j < k; ++j) {
                if (j == bad)
                    continue;
                double mem = tenants[size_t(t)].peakMemoryGb(), sum = load[size_t(t)][size_t(profileIndex[j])];
                for (int u : plan.sets[j]) {
                    mem += tenants[size_t(u)].peakMemoryGb();
                    sum += load[size_t(u)][size_t(profileIndex[j])];
                }
                if (mem <= profiles[j]->memoryGiB + eps && sum < toLoad - eps) {
                    to = int(j);
                    toLoad = sum;
                }
            }
            if (to < 0)
                continue;
            std::vector<TenantSet> trial = plan.sets;
            trial[bad].erase(std::find(trial[bad].begin(), trial[bad].end(), t));
            trial[size_t(to)].push_back(t);
            std::sort(trial[size_t(to)].begin(), trial[size_t(to)].end());
            if (!cache.run(blocks(trial))) {
                *stopped = true;
                return plan;
            }
            // kept when the plan improves by the objective for plans that miss: leximin
            std::vector<double> sorted = sortedOf(trial);
            if (leximinLess(plan.sorted, sorted)) {
                plan.worst = worstOf(trial);
                plan.sorted = std::move(sorted);
                plan.sets = std::move(trial);
                improved = true;
                break;
            }
        }
        if (!improved)
            break;
    }
    return plan;
}

// What the heuristic assigns with: the layouts' distinct profiles, every tenant's estimated load
// on each (MigSearchOptions::load), and the tenants in decreasing peak memory.
struct HeuristicInputs
{
    std::vector<const MigProfile *> distinct;
    std::vector<std::vector<double>> load;
    std::vector<int> order;
};

HeuristicInputs heuristicInputs(const std::vector<Tenant> &tenants, const MigSearchOptions &options,
                                const std::vector<MigCombination> &combos)
{
    const int n = int(tenants.size());
    HeuristicInputs h;
    for (const MigCombination &c : combos)
        for (const MigProfile *p : c.profiles)
            if (std::find(h.distinct.begin(), h.distinct.end(), p) == h.distinct.end())
                h.distinct.push_back(p);
    h.load.assign(size_t(n), std::vector<double>(h.distinct.size(), 0));
    for (int t = 0; t < n; ++t)
        for (size_t q = 0; q < h.distinct.size(); ++q)
            h.load[size_t(t)][q] = options.load ? options.load(*h.distinct[q], t) : 0;
    h.order.resize(size_t(n));
    std::iota(h.order.begin(), h.order.end(), 0);
    std::stable_sort(h.order.begin(), h.order.end(), [&](int a, int b) {
        return tenants[size_t(a)].peakMemoryGb() > tenants[size_t(b)].peakMemoryGb();
    });
    return h;
}

} // namespace

static MigSearchResult searchMigLayoutHeuristic(const GpuModel &, const std::vector<Tenant> &tenants,
                                         const MigInstanceEvaluator &evaluate, const MigSearchOptions &options,
                                         const std::vector<MigCombination> &combos)
{
    MigSearchResult result;
    result.exact = false;
    const int n = int(tenants.size());
    result.tenantMargins.assign(size_t(n), -1);
    const HeuristicInputs hin = heuristicInputs(tenants, options, combos);
    const std::vector<const MigProfile *> &distinct = hin.distinct;
    const std::vector<std::vector<double>> &load = hin.load;
    const std::vector<int> &order = hin.order;
    auto indexOf = [&](const MigCombination &c) {
        std::vector<int> idx;
        for (const MigProfile *p : c.profiles)
            idx.push_back(int(std::find(distinct.begin(), distinct.end(), p) - distinct.begin()));
        return idx;
    };
    const auto costOf = layoutCost;

    SetCache cache(evaluate, options.threads == 0 ? machineSearchThreads() : options.threads, options);
    Candidate best;
    const MigCombination *bestCombo = nullptr;
    HeuristicPlan bestPlan;
    std::vector<std::pair<double, size_t>> passedOver; // (estimated max load, layout) of layouts not run
    bool stopped = false;
    auto consider = [&](size_t i, const std::vector<TenantSet> &sets) {
        const MigCombination &c = combos[i];
        const HeuristicPlan plan = runAndImprove(c.profiles, tenants, load, indexOf(c), sets, cache, &stopped);
        if (plan.worst == notPlaced)
            return;
        const auto [compute, memory] = costOf(c);
        const Candidate cand{plan.worst, compute, memory, plan.sorted};
        if (!bestCombo || better(cand, best)) {
            best = cand;
            bestCombo = &c;
            bestPlan = plan;
        }
    };
    for (size_t i = 0; i < combos.size() && !stopped; ++i) {
        const MigCombination &c = combos[i];
        const auto [compute, memory] = costOf(c);
        if (bestCombo && best.worst >= 0 && std::make_pair(compute, memory) > std::make_pair(best.compute, best.memory))
            break;
        ++result.layoutsVisited;
        const std::vector<int> idx = indexOf(c);
        const std::vector<TenantSet> sets = assignByLoad(c.profiles, tenants, load, order, idx);
        if (sets.empty())
            continue; // the tenants' memory does not fit this layout
        result.placed = true;
        result.memoryFits = true;
        if (std::any_of(sets.begin(), sets.end(), [](const TenantSet &set) { return set.empty(); }))
            continue; // an empty instance: a smaller layout holds the same plan
        const double estimate = maxLoad(sets, load, idx);
        if (estimate > kLoadCeiling) {
            passedOver.emplace_back(estimate, i);
            continue;
        }
        consider(i, sets);
    }
    if (!bestCombo && !passedOver.empty() && !stopped) {
        // every layout was passed over: run the least loaded ones (ties: cost order) for real margins
        std::stable_sort(passedOver.begin(), passedOver.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first - eps; });
        for (size_t r = 0; r < passedOver.size() && r < 3 && !stopped; ++r) {
            const size_t i = passedOver[r].second;
            consider(i, assignByLoad(combos[i].profiles, tenants, load, order, indexOf(combos[i])));
        }
    }
    result.budgetExhausted = stopped;
    result.evaluations = cache.runs();
    if (!bestCombo) {
        result.placed = false; // no plan was run (memory, or the budget stopped it first)
        return result;
    }
    writeChosen(result, best, *bestCombo, [&](size_t j) { return bestPlan.sets[j]; },
                [&](size_t j, const std::vector<int> &ts) { return cache.margins(bestCombo->profiles[j], ts); });
    return result;
}

static MigSearchResult searchMigLayoutExact(const GpuModel &gpu, const std::vector<Tenant> &tenants,
                                            const MigInstanceEvaluator &evaluate, const MigSearchOptions &options,
                                            std::vector<MigCombination> combos);

// The layouts the search considers for n tenants, in its cost order (compute slices, memory
// slots; ties in enumeration order): no layout with more instances than tenants.
static std::vector<MigCombination> searchCombinations(const GpuModel &gpu, int n, const MigSearchOptions &options)
{
    MigEnumerationOptions eo;
    eo.rules.allow4g3g = options.allow4g3g;
    eo.includeMediaExtensions = false;
    eo.includeNewerDriverProfiles = options.includeNewerDriverProfiles;
    std::vector<MigCombination> combos;
    for (auto &c : enumerateMigCombinations(gpu, eo))
        if (int(c.profiles.size()) <= n)
            combos.push_back(std::move(c));
    std::stable_sort(combos.begin(), combos.end(), [&](const MigCombination &a, const MigCombination &b) {
        return layoutCost(a) < layoutCost(b);
    });
    return combos;
}

MigSearchResult searchMigLayout(const GpuModel &gpu, const std::vector<Tenant> &tenants,
                                const MigInstanceEvaluator &evaluate, const MigSearchOptions &options)
{
    MigSearchResult result;
    const int n = int(tenants.size());
    // The exact search's tenant sets are bit masks: at most 31 tenants whatever the options say.
    result.exact = n <= std::min(options.exactTenantLimit, 31);
    result.tenantMargins.assign(size_t(n), -1);
    if (n == 0) {
        result.placed = true;
        result.memoryFits = true;
        result.allSlosMet = true;
        result.worstMargin = infinity;
        return result;
    }
    if (!gpu.supportsMig())
        return result;

    std::vector<MigCombination> combos = searchCombinations(gpu, n, options);

    try {
        if (!result.exact)
            return searchMigLayoutHeuristic(gpu, tenants, evaluate, options, combos);
        try {
            return searchMigLayoutExact(gpu, tenants, evaluate, options, combos);
        } catch (const BudgetExhausted &) {
            // More blocks than the budget allows: the heuristic, with what is left of it.
            MigSearchOptions rest = options;
            rest.budget = options.budget / 2;
            rest.progress = options.progress ? [&](double spent) { return options.progress(0.5 + 0.5 * spent); }
                                             : std::function<bool(double)>();
            MigSearchResult h = searchMigLayoutHeuristic(gpu, tenants, evaluate, rest, combos);
            h.budgetExhausted = true;
            return h;
        }
    } catch (const SearchCancelled &) {
        MigSearchResult cancelled;
        cancelled.exact = result.exact;
        cancelled.cancelled = true;
        cancelled.tenantMargins.assign(size_t(n), -1);
        return cancelled;
    }
}

static MigSearchResult searchMigLayoutExact(const GpuModel &, const std::vector<Tenant> &tenants,
                                            const MigInstanceEvaluator &evaluate, const MigSearchOptions &options,
                                            std::vector<MigCombination> combos)
{
    MigSearchResult result;
    const int n = int(tenants.size());
    result.exact = true;
    result.tenantMargins.assign(size_t(n), -1);
    const auto costOf = layoutCost;
    BlockCache cache(tenants, evaluate, options.threads == 0 ? machineSearchThreads() : options.threads, options);
    // Memory first: when no legal layout can hold every tenant's peak memory, no block is run.
    // With nothing run, a block's bound is notPlaced exactly when its memory does not fit, so a
    // layout's bestBound is notPlaced exactly when none of its assignments fits.
    if (std::none_of(combos.begin(), combos.end(), [&](const MigCombination &c) {
            return bestBound(c.profiles, n, cache).worst != notPlaced;
        })) {
        result.layoutsVisited = int(combos.size());
        return result;
    }
    result.memoryFits = true;
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
        if (!inferMissed) {
            // Every plan misses an SLO, so the best one is the leximin-best (its margins sorted
            // ascending: the largest worst margin, then the largest next-worst, ...), ties going
            // to the first layout in cost order. First the leximin-best margins: each layout's
            // leximin-best assignment under the tenant bounds (leximinBound) bounds its real best
            // from above; the layout with the largest such bound has the blocks of that
            // assignment run, until that assignment is made only of real margins: its margins are
            // then the best of all. A layout's bound is recomputed only when it is the largest
            // and blocks ran since it was computed; until it is first computed, phase 1's bound
            // on its worst margin w stands for it as (w, +inf, ..., +inf).
            std::vector<std::optional<std::vector<double>>> upper(combos.size());
            for (size_t i = 0; i < combos.size(); ++i)
                if (phase1Worst[i] != notPlaced) {
                    upper[i] = std::vector<double>(size_t(n), infinity);
                    upper[i]->front() = phase1Worst[i];
                }
            std::vector<LayoutLeximin> assignment(combos.size());
            std::vector<bool> fresh(combos.size(), false); // upper and assignment hold for the cache as it is
            std::optional<std::vector<double>> target;
            while (true) {
                size_t top = combos.size();
                for (size_t i = 0; i < combos.size(); ++i)
                    if (upper[i] && (top == combos.size() || leximinLess(*upper[top], *upper[i])))
                        top = i;
                if (top == combos.size())
                    break;
                const MigCombination &c = combos[top];
                if (!fresh[top]) {
                    assignment[top] = leximinBound(c.profiles, n, cache);
                    upper[top] = assignment[top].placed ? std::optional(assignment[top].sorted) : std::nullopt;
                    fresh[top] = true;
                    continue;
                }
                std::vector<Block> blocks;
                for (size_t j = 0; j < c.profiles.size(); ++j)
                    blocks.emplace_back(c.profiles[j], assignment[top].masks[j]);
                cache.prefetch(blocks);
                bool real = true;
                for (size_t j = 0; j < c.profiles.size(); ++j)
                    if (!cache.knownMargins(c.profiles[j], assignment[top].masks[j])) {
                        cache.margins(c.profiles[j], assignment[top].masks[j]);
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
            for (size_t i = 0; i < combos.size() && target; ++i) {
                if (!upper[i] || leximinLess(*upper[i], *target))
                    continue;
                const MigCombination &c = combos[i];
                ++result.layoutsVisited;
                LayoutLeximin lb = bestFirstLeximin(c.profiles, n, cache, *target);
                if (!lb.placed || lb.sorted != *target)
                    continue;
                const auto [compute, memory] = costOf(c);
                best = Candidate{lb.sorted.front(), compute, memory, lb.sorted};
                bestCombo = &c;
                bestAssignment = LayoutBest{lb.sorted.front(), lb.masks};
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
            // Each tenant alone on each profile first (cheap, and it bounds every block that
            // holds it), then the layout's best assignment best first, or the knowledge that
            // none meets every SLO: the layout's bound, which phase 2 starts from.
            for (const MigProfile *p : c.profiles)
                cache.warm(p, 1);
            LayoutBest lb = bestFirst(c.profiles, n, cache, 0);
            if (lb.worst == notPlaced) {
                phase1Worst[i] = bestBound(c.profiles, n, cache).worst;
                anyPlaced = anyPlaced || phase1Worst[i] != notPlaced;
                continue;
            }
            if (inferMissed)
                phase1Worst[i] = lb.worst;
            if (lb.worst == notPlaced)
                continue;
            const Candidate cand{lb.worst, compute, memory, {}};
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

    writeChosen(
            result, best, *bestCombo,
            [&](size_t j) {
                std::vector<int> ts;
                for (int i = 0; i < n; ++i)
                    if (bestAssignment.masks[j] & (Mask(1) << i))
                        ts.push_back(i);
                return ts;
            },
            [&](size_t j, const std::vector<int> &) { return cache.evaluated(bestCombo->profiles[j], bestAssignment.masks[j]); });
    result.evaluations = cache.evaluations();
    return result;
}

namespace {

constexpr double kMaxBlockEvents = 150000;
constexpr double kMinBlockWindowS = 5;

// A tenant's requests per second on average (a bursty tenant's bursts included); a backlog
// tenant's at its solo speed. An LLM's are its arrivals.
double averageRatePerS(const Tenant &t)
{
    const Arrival &a = t.arrival;
    switch (a.process) {
    case ArrivalProcess::Backlog:
        return t.llm ? 0 : 1000.0 * t.maxConcurrency / std::max(t.service.meanMs, 1e-3);
    case ArrivalProcess::Bursty:
        return a.onS + a.offS > 0 ? a.ratePerS * (a.onS * a.onRateMultiplier + a.offS) / (a.onS + a.offS) : a.ratePerS;
    case ArrivalProcess::Poisson:
    case ArrivalProcess::Deterministic:
        break;
    }
    return a.ratePerS;
}

} // namespace

double blockEventsPerS(const GpuModel &gpu, const MigProfile &profile, const std::vector<Tenant> &tenants)
{
    double e = 0;
    double noneBusy = 1, oneBusy = 0; // P(no tenant has work), P(exactly one has), loads independent
    for (const Tenant &t : tenants) {
        const double u = std::clamp(migInstanceLoad(gpu, profile, t), 0.0, 1.0);
        e += 2 * averageRatePerS(t); // an arrival and a completion per request
        if (t.llm) // an iteration per decode step while it has work: the weights read at full speed at the fastest
            e += u * 1000.0 / std::max(1e-3, t.llm->model.weightBytes() / (gpu.bandwidthGBps * 1e9) * 1e3);
        oneBusy = oneBusy * (1 - u) + noneBusy * u;
        noneBusy *= 1 - u;
    }
    // time-sliced inside the instance: a slice boundary every slice while two or more have work
    if (tenants.size() >= 2)
        e += std::max(0.0, 1 - noneBusy - oneBusy) * 1000.0 / TimeslicePlan{}.timeSliceMs;
    return e;
}

namespace {

// A block whose requests would make more than kMaxBlockEvents events over the window is run for a
// shorter one (at least kMinBlockWindowS), so that one run costs at most a few tens of ms.
double blockWindowS(const GpuModel &gpu, const MigProfile &profile, const std::vector<Tenant> &block, double window)
{
    const double rate = blockEventsPerS(gpu, profile, block);
    return rate > 0 ? std::min(window, std::max(std::min(window, kMinBlockWindowS), kMaxBlockEvents / rate)) : window;
}

// The events one evaluateMigInstance run of `block` makes, estimated.
double blockRunEvents(const Scenario &scenario, const GpuModel &gpu, const MigProfile &profile,
                      const std::vector<Tenant> &block, const MigEvaluationHorizon &horizon)
{
    const double warmup = std::max(0.0, std::min(scenario.simulation.warmupS, horizon.warmupS));
    const double window = blockWindowS(
            gpu, profile, block,
            std::max(0.0, std::min(scenario.simulation.durationS - scenario.simulation.warmupS, horizon.durationS)));
    return blockEventsPerS(gpu, profile, block) * (warmup + window);
}

} // namespace

double migInstanceLoad(const GpuModel &gpu, const MigProfile &profile, const Tenant &t)
{
    if (t.arrival.process == ArrivalProcess::Backlog)
        return 1; // always busy
    const double width = t.smWidth ? double(*t.smWidth) : double(gpu.sms);
    const double bw = gpu.bandwidthGBps * double(profile.memorySlots) / double(std::max(1, gpu.memorySlots));
    const double rate = averageRatePerS(t);
    if (t.llm) {
        const LlmConfig &L = *t.llm;
        const double compute = Engine::loneRequestTimeFactor(gpu, width, 0, profile.sms, bw);
        const double memory = Engine::loneRequestTimeFactor(gpu, width, 1, profile.sms, bw);
        const double tokens = L.promptTokens.mean + L.outputTokens.mean;
        const double decodeMs = L.model.weightBytes() / (gpu.bandwidthGBps * 1e9) * 1e3;
        const double perRequestMs = tokens * L.prefillMsPerToken * compute
                                    + L.outputTokens.mean * decodeMs * memory / std::max(1, L.maxBatch);
        return rate * perRequestMs / 1000.0;
    }
    const double factor = Engine::loneRequestTimeFactor(gpu, width, t.bandwidthIntensity, profile.sms, bw);
    const double side = std::max(1.0, std::floor(double(profile.sms) / std::min(width, double(profile.sms))));
    return rate * t.service.meanMs * factor / 1000.0 / std::min(double(std::max(1, t.maxConcurrency)), side);
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
    double window = std::max(0.0, std::min(scenario.simulation.durationS - scenario.simulation.warmupS,
                                           horizon.durationS));
    if (const GpuModel *gpu = scenario.gpu())
        window = blockWindowS(*gpu, profile, s.tenants, window);
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

// The engine search's options for a scenario: its allow4g3g, and the load and cost estimates
// unless given (they refer to `scenario` and `horizon`, which must outlive them).
static MigSearchOptions scenarioSearchOptions(const Scenario &scenario, const GpuModel *gpu,
                                              const MigEvaluationHorizon &horizon, const MigSearchOptions &options)
{
    MigSearchOptions o = options;
    o.allow4g3g = scenario.sharing.mode == Mode::Mig ? scenario.sharing.mig.allow4g3g : options.allow4g3g;
    if (!o.load)
        o.load = [gpu, &scenario](const MigProfile &p, int t) {
            return migInstanceLoad(*gpu, p, scenario.tenants[size_t(t)]);
        };
    if (!o.cost)
        o.cost = [gpu, &scenario, &horizon](const MigProfile &p, const std::vector<int> &ts) {
            std::vector<Tenant> block;
            for (int t : ts)
                block.push_back(scenario.tenants[size_t(t)]);
            return blockRunEvents(scenario, *gpu, p, block, horizon) + kRunOverheadEvents;
        };
    return o;
}

MigSearchResult searchMigLayout(const Scenario &scenario, const MigEvaluationHorizon &horizon,
                                const MigSearchOptions &options)
{
    const GpuModel *gpu = scenario.gpu();
    if (!gpu)
        return {};
    const MigSearchOptions o = scenarioSearchOptions(scenario, gpu, horizon, options);
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

// ---- The ranking of layouts ---------------------------------------------------------------------

MigFragmentation migFragmentation(const GpuModel &gpu, const MigLayout &layout, bool allow4g3g,
                                  bool includeNewerDriverProfiles)
{
    MigFragmentation f;
    f.freeComputeSlices = gpu.computeSlices;
    f.freeMemorySlots = gpu.memorySlots;
    std::vector<MigRequest> requests;
    for (const MigPlacement &pl : layout) {
        f.freeComputeSlices -= pl.profile->computeSlices;
        f.freeMemorySlots -= pl.profile->memorySlots;
        requests.push_back(MigRequest{pl.profile->name, pl.start});
    }
    requests.push_back(MigRequest{});
    const MigOptions rules{allow4g3g};
    for (const MigProfile &p : gpu.migProfiles) {
        if (p.mediaExtensions || p.isEngineVariant() || (p.newerDriver && !includeNewerDriverProfiles) || !p.complete())
            continue;
        requests.back().profile = p.name;
        if (searchMigPlacement(gpu, requests, rules))
            f.addable.push_back(&p);
        else if (p.computeSlices <= f.freeComputeSlices && p.memorySlots <= f.freeMemorySlots)
            f.blocked.push_back(&p);
    }
    return f;
}

namespace {

// The objective's key of a layout for the ranking: its real plan, or an upper bound on it.
struct RankKey
{
    bool met = true;
    int compute = 0;
    int memory = 0;
    double worst = infinity;
    std::vector<double> sorted;
    size_t index = 0;
};

// True if a ranks before b: met first; met: cheaper, then the larger worst margin; missed:
// leximin, then cheaper; then the search's layout order.
bool ranksBefore(const RankKey &a, const RankKey &b)
{
    if (a.met != b.met)
        return a.met;
    if (!a.met && a.sorted != b.sorted)
        return leximinLess(b.sorted, a.sorted);
    if (a.compute != b.compute)
        return a.compute < b.compute;
    if (a.memory != b.memory)
        return a.memory < b.memory;
    if (a.met && a.worst != b.worst)
        return a.worst > b.worst;
    return a.index < b.index;
}

MigRankedLayout rankedEntry(const GpuModel &gpu, const MigCombination &combo, int n,
                            const std::vector<std::vector<int>> &sets,
                            const std::function<std::vector<double>(size_t)> &marginsOf, const MigSearchOptions &options)
{
    MigRankedLayout e;
    e.tenantMargins.assign(size_t(n), -1);
    e.worstMargin = infinity;
    for (size_t j = 0; j < combo.profiles.size(); ++j) {
        MigSearchInstance inst;
        inst.profile = combo.profiles[j];
        inst.start = j < combo.example.size() ? combo.example[j].start : 0;
        inst.tenants = sets[j];
        const std::vector<double> m = marginsOf(j);
        for (size_t a = 0; a < m.size() && a < inst.tenants.size(); ++a) {
            e.tenantMargins[size_t(inst.tenants[a])] = m[a];
            e.worstMargin = std::min(e.worstMargin, m[a]);
        }
        e.computeSlices += inst.profile->computeSlices;
        e.memorySlots += inst.profile->memorySlots;
        e.instances.push_back(std::move(inst));
    }
    e.allSlosMet = e.worstMargin >= 0;
    e.fragmentation = migFragmentation(gpu, combo.example, options.allow4g3g, options.includeNewerDriverProfiles);
    return e;
}

std::vector<int> membersOfMask(Mask mask, int n)
{
    std::vector<int> members;
    for (int i = 0; i < n; ++i)
        if (mask & (Mask(1) << i))
            members.push_back(i);
    return members;
}

// The exact ranking after the first entry: best first over the layouts, skipping `skip` (the
// search's layout). Throws BudgetExhausted / SearchCancelled from the cache.
void rankExactly(const GpuModel &gpu, const std::vector<Tenant> &tenants, const MigInstanceEvaluator &evaluate,
                 const MigSearchOptions &options, const std::vector<MigCombination> &combos, size_t skip,
                 int maxEntries, MigRanking &out, int *evaluations)
{
    const int n = int(tenants.size());
    BlockCache cache(tenants, evaluate, options.threads == 0 ? machineSearchThreads() : options.threads, options);
    cache.setInferMissed(false); // every tenant's margin counts
    std::vector<RankKey> upper(combos.size());
    std::vector<bool> live(combos.size(), true), fresh(combos.size(), false), warmed(combos.size(), false);
    std::vector<LayoutLeximin> assignment(combos.size());
    for (size_t i = 0; i < combos.size(); ++i) {
        const auto [compute, memory] = layoutCost(combos[i]);
        upper[i] = RankKey{true, compute, memory, infinity, {}, i};
    }
    if (skip < combos.size())
        live[skip] = false;
    struct Count
    {
        BlockCache &cache;
        int *out;
        ~Count() { *out = cache.evaluations(); }
    } count{cache, evaluations};
    while (int(out.entries.size()) < maxEntries) {
        size_t top = combos.size();
        for (size_t i = 0; i < combos.size(); ++i)
            if (live[i] && (top == combos.size() || ranksBefore(upper[i], upper[top])))
                top = i;
        if (top == combos.size())
            break;
        const MigCombination &c = combos[top];
        if (!fresh[top]) {
            if (!warmed[top]) { // each tenant alone on each profile first: cheap bounds for every block
                const int before = cache.evaluations();
                for (const MigProfile *p : c.profiles)
                    cache.warm(p, 1);
                warmed[top] = true;
                if (cache.evaluations() != before) // an assignment is taken only as computed from the cache as it is
                    std::fill(fresh.begin(), fresh.end(), false);
            }
            assignment[top] = leximinBound(c.profiles, n, cache);
            fresh[top] = true;
            if (!assignment[top].placed) {
                live[top] = false; // no assignment fits its memory
                continue;
            }
            const std::vector<double> &u = assignment[top].sorted;
            upper[top].met = u.front() >= 0;
            upper[top].worst = u.front();
            upper[top].sorted = u;
            continue;
        }
        std::vector<Block> unknown;
        for (size_t j = 0; j < c.profiles.size(); ++j)
            if (!cache.knownMargins(c.profiles[j], assignment[top].masks[j]))
                unknown.emplace_back(c.profiles[j], assignment[top].masks[j]);
        if (unknown.empty()) {
            // Real, and no other layout's bound ranks above it: the next entry.
            const LayoutLeximin &a = assignment[top];
            std::vector<std::vector<int>> sets;
            for (Mask m : a.masks)
                sets.push_back(membersOfMask(m, n));
            out.entries.push_back(rankedEntry(
                    gpu, c, n, sets, [&](size_t j) { return *cache.margins(c.profiles[j], a.masks[j]); }, options));
            live[top] = false;
            continue;
        }
        cache.prefetch(unknown);
        for (const Block &b : unknown)
            cache.margins(b.first, b.second);
        std::fill(fresh.begin(), fresh.end(), false);
    }
}

// The heuristic ranking after the first entry: the heuristic's plan of each layout in cost order
// (skipping `skip`) while the budget allows, sorted by the objective.
void rankHeuristically(const GpuModel &gpu, const std::vector<Tenant> &tenants, const MigInstanceEvaluator &evaluate,
                       const MigSearchOptions &options, const std::vector<MigCombination> &combos, size_t skip,
                       int maxEntries, MigRanking &out, int *evaluations)
{
    const int n = int(tenants.size());
    const HeuristicInputs hin = heuristicInputs(tenants, options, combos);
    const std::vector<const MigProfile *> &distinct = hin.distinct;
    const std::vector<std::vector<double>> &load = hin.load;
    const std::vector<int> &order = hin.order;
    SetCache cache(evaluate, options.threads == 0 ? machineSearchThreads() : options.threads, options);
    std::vector<std::pair<RankKey, MigRankedLayout>> found;
    bool stopped = false;
    for (size_t i = 0; i < combos.size() && !stopped; ++i) {
        if (i == skip)
            continue;
        const MigCombination &c = combos[i];
        std::vector<int> idx;
        for (const MigProfile *p : c.profiles)
            idx.push_back(int(std::find(distinct.begin(), distinct.end(), p) - distinct.begin()));
        const std::vector<TenantSet> sets = assignByLoad(c.profiles, tenants, load, order, idx);
        if (sets.empty() || std::any_of(sets.begin(), sets.end(), [](const TenantSet &s) { return s.empty(); }))
            continue;
        const HeuristicPlan plan = runAndImprove(c.profiles, tenants, load, idx, sets, cache, &stopped);
        if (plan.worst == notPlaced)
            continue;
        const auto [compute, memory] = layoutCost(c);
        found.emplace_back(RankKey{plan.worst >= 0, compute, memory, plan.worst, plan.sorted, i},
                           rankedEntry(gpu, c, n, plan.sets,
                                       [&](size_t j) { return cache.margins(c.profiles[j], plan.sets[j]); }, options));
    }
    out.budgetExhausted = out.budgetExhausted || stopped;
    *evaluations = cache.runs();
    std::stable_sort(found.begin(), found.end(), [](const auto &a, const auto &b) { return ranksBefore(a.first, b.first); });
    for (size_t k = 0; k < found.size() && int(out.entries.size()) < maxEntries; ++k)
        out.entries.push_back(std::move(found[k].second));
}

} // namespace

MigRanking rankMigLayouts(const GpuModel &gpu, const std::vector<Tenant> &tenants, const MigInstanceEvaluator &evaluate,
                          int maxEntries, const MigSearchOptions &options)
{
    MigRanking out;
    const int n = int(tenants.size());
    MigSearchOptions first = options;
    if (options.progress)
        first.progress = [&](double spent) { return options.progress(0.5 * spent); };
    out.search = searchMigLayout(gpu, tenants, evaluate, first);
    out.exact = out.search.exact && !out.search.budgetExhausted;
    out.budgetExhausted = out.search.budgetExhausted;
    if (out.search.cancelled) {
        out.cancelled = true;
        return out;
    }
    if (maxEntries <= 0 || !out.search.placed || n == 0)
        return out;
    const std::vector<MigCombination> combos = searchCombinations(gpu, n, options);
    size_t skip = combos.size();
    for (size_t i = 0; i < combos.size() && skip == combos.size(); ++i) {
        const MigCombination &c = combos[i];
        if (c.profiles.size() != out.search.instances.size())
            continue;
        bool same = true;
        for (size_t j = 0; j < c.profiles.size() && same; ++j)
            same = c.profiles[j] == out.search.instances[j].profile
                   && (j >= c.example.size() || c.example[j].start == out.search.instances[j].start);
        if (same)
            skip = i;
    }
    {
        const MigSearchResult &r = out.search;
        MigRankedLayout e;
        e.instances = r.instances;
        e.tenantMargins = r.tenantMargins;
        e.worstMargin = r.worstMargin;
        e.allSlosMet = r.allSlosMet;
        e.computeSlices = r.computeSlices;
        e.memorySlots = r.memorySlots;
        MigLayout layout;
        for (const MigSearchInstance &inst : r.instances)
            layout.push_back(MigPlacement{inst.profile, inst.start});
        e.fragmentation = migFragmentation(gpu, layout, options.allow4g3g, options.includeNewerDriverProfiles);
        out.entries.push_back(std::move(e));
    }
    if (maxEntries == 1)
        return out;
    MigSearchOptions rest = options;
    if (options.progress)
        rest.progress = [&](double spent) { return options.progress(0.5 + 0.5 * spent); };
    int evaluations = 0;
    try {
        if (out.search.exact) // else the search's own answer is the heuristic's: so are the others
            rankExactly(gpu, tenants, evaluate, rest, combos, skip, maxEntries, out, &evaluations);
        else
            rankHeuristically(gpu, tenants, evaluate, rest, combos, skip, maxEntries, out, &evaluations);
    } catch (const BudgetExhausted &) {
        out.budgetExhausted = true; // the entries ranked so far stand
    } catch (const SearchCancelled &) {
        MigRanking cancelled;
        cancelled.cancelled = true;
        cancelled.search = std::move(out.search);
        return cancelled;
    }
    out.evaluations = evaluations;
    return out;
}

MigRanking rankMigLayouts(const Scenario &scenario, int maxEntries, const MigEvaluationHorizon &horizon,
                          const MigSearchOptions &options)
{
    const GpuModel *gpu = scenario.gpu();
    if (!gpu)
        return {};
    const MigSearchOptions o = scenarioSearchOptions(scenario, gpu, horizon, options);
    return rankMigLayouts(*gpu, scenario.tenants,
                          [&](const MigProfile &p, const std::vector<int> &ts) {
                              return evaluateMigInstance(scenario, p, ts, horizon);
                          },
                          maxEntries, o);
}

MigPlan migPlanFromRanked(const std::vector<std::string> &tenantIds, const MigRankedLayout &entry, bool allow4g3g)
{
    MigPlan plan;
    plan.allow4g3g = allow4g3g;
    for (const MigSearchInstance &inst : entry.instances) {
        MigInstancePlan p;
        p.profile = inst.profile->name;
        p.start = inst.start;
        for (int i : inst.tenants)
            p.tenants.push_back(tenantIds[size_t(i)]);
        p.inner = MigInner::Timeslice;
        plan.instances.push_back(std::move(p));
    }
    return plan;
}

} // namespace gpuk
