// The MIG layout search (core/analysis/miglayoutsearch.h) against a brute force over every layout
// and every assignment, with a closed-form evaluator; and once with the engine.

#include "analysis/miglayoutsearch.h"
#include "catalog/catalog.h"
#include "core/engine_fixtures.h"
#include "sharing/mig.h"
#include "sharing/validate.h"
#include "sim/engine.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <functional>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

using namespace gpuk;

namespace {

constexpr double inf = std::numeric_limits<double>::infinity();

// A closed-form stand-in for the engine: tenant i brings demand[i] compute slices of work; an
// instance of c compute slices runs at utilisation ρ = Σ demand / c (ID 15's extra memory slot
// gives 5 % more); margin = a(1 − ρ) − b, at least −1, −1 when ρ >= 1; +inf without an SLO.
// With step > 0 margins are rounded down to a multiple of it (still monotone), so that many
// plans tie.
struct FakeModel
{
    std::vector<double> demand, a, b;
    std::vector<bool> slo;
    double step = 0;
    mutable std::atomic<int> calls = 0; // the search may call it from several threads

    std::vector<double> operator()(const MigProfile &p, const std::vector<int> &ts) const
    {
        ++calls;
        double load = 0;
        for (int i : ts)
            load += demand[size_t(i)];
        const double capacity = p.computeSlices * (p.memorySlots > p.computeSlices ? 1.05 : 1.0);
        const double rho = load / capacity;
        std::vector<double> out;
        for (int i : ts) {
            if (!slo[size_t(i)])
                out.push_back(inf);
            else if (rho >= 1)
                out.push_back(-1);
            else if (step > 0)
                out.push_back(std::max(-1.0, std::floor((a[size_t(i)] * (1 - rho) - b[size_t(i)]) / step) * step));
            else
                out.push_back(std::max(-1.0, a[size_t(i)] * (1 - rho) - b[size_t(i)]));
        }
        return out;
    }
};

double uniform(std::mt19937_64 &rng, double lo, double hi)
{
    return lo + (hi - lo) * double(rng() >> 11) * 0x1.0p-53;
}

struct Best
{
    bool placed = false;
    double worst = -inf;
    int compute = 0, memory = 0;
    std::vector<double> sorted; // every tenant's margin, ascending
};

// Leximin: the worst margin first, then the next worst, and so on.
bool leximinGreater(const std::vector<double> &x, const std::vector<double> &y)
{
    return std::lexicographical_compare(y.begin(), y.end(), x.begin(), x.end());
}

// The search's objective (miglayoutsearch.h): every SLO met before any miss; met: fewest compute
// slices, then memory slots, then the largest worst margin; missed: leximin, then fewest compute
// slices, then memory slots.
bool betterThan(const Best &x, const Best &y)
{
    if (!y.placed)
        return x.placed;
    if (!x.placed)
        return false;
    const bool xm = x.worst >= 0, ym = y.worst >= 0;
    if (xm != ym)
        return xm;
    if (xm) {
        if (x.compute != y.compute)
            return x.compute < y.compute;
        if (x.memory != y.memory)
            return x.memory < y.memory;
        return x.worst > y.worst;
    }
    if (x.sorted != y.sorted)
        return leximinGreater(x.sorted, y.sorted);
    if (x.compute != y.compute)
        return x.compute < y.compute;
    return x.memory < y.memory;
}

std::vector<double> ascending(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

// Every multiset of the profiles with at most `maxSize` members that has a legal placement, found
// by trying every multiset with findMigPlacement (not by enumerateMigCombinations).
std::vector<std::vector<const MigProfile *>> placeableMultisets(const GpuModel &gpu,
                                                                const std::vector<const MigProfile *> &profiles,
                                                                int maxSize)
{
    std::vector<std::vector<const MigProfile *>> out;
    std::vector<const MigProfile *> current;
    std::function<void(size_t)> grow = [&](size_t from) {
        if (!current.empty() && findMigPlacement(gpu, current, MigOptions{true}))
            out.push_back(current);
        else if (!current.empty())
            return; // a superset of an unplaceable multiset is unplaceable
        if (int(current.size()) == maxSize)
            return;
        for (size_t i = from; i < profiles.size(); ++i) {
            current.push_back(profiles[i]);
            grow(i);
            current.pop_back();
        }
    };
    grow(0);
    return out;
}

// Every assignment of every tenant to every instance (empty instances allowed) of every layout.
Best bruteForce(const std::vector<std::vector<const MigProfile *>> &layouts, const std::vector<Tenant> &tenants,
                const FakeModel &model)
{
    const int n = int(tenants.size());
    Best best;
    for (const auto &layout : layouts) {
        const int k = int(layout.size());
        if (k > n)
            continue;
        int compute = 0, memory = 0;
        for (const MigProfile *p : layout) {
            compute += p->computeSlices;
            memory += p->memorySlots;
        }
        std::vector<int> where(size_t(n), 0);
        while (true) {
            bool fits = true;
            double worst = inf;
            std::vector<double> all;
            for (int j = 0; j < k && fits; ++j) {
                std::vector<int> members;
                double gb = 0;
                for (int i = 0; i < n; ++i)
                    if (where[size_t(i)] == j) {
                        members.push_back(i);
                        gb += tenants[size_t(i)].peakMemoryGb();
                    }
                if (gb > layout[size_t(j)]->memoryGiB + 1e-9) {
                    fits = false;
                    break;
                }
                if (!members.empty())
                    for (double m : model(*layout[size_t(j)], members)) {
                        worst = std::min(worst, m);
                        all.push_back(m);
                    }
            }
            if (fits) {
                const Best cand{true, worst, compute, memory, ascending(all)};
                if (betterThan(cand, best))
                    best = cand;
            }
            int i = 0;
            while (i < n && ++where[size_t(i)] == k)
                where[size_t(i++)] = 0;
            if (i == n)
                break;
        }
    }
    return best;
}

// Two search results name the same plan: worst margin, cost, and each instance's profile, start
// and tenants.
void checkSamePlan(const MigSearchResult &a, const MigSearchResult &b)
{
    CHECK(a.worstMargin == b.worstMargin);
    CHECK(a.computeSlices == b.computeSlices);
    REQUIRE(a.instances.size() == b.instances.size());
    for (size_t j = 0; j < a.instances.size(); ++j) {
        CHECK(a.instances[j].profile == b.instances[j].profile);
        CHECK(a.instances[j].start == b.instances[j].start);
        CHECK(a.instances[j].tenants == b.instances[j].tenants);
    }
}

} // namespace

TEST_CASE("The MIG layout search equals a brute force over every layout and assignment on every MIG GPU, on one thread or three",
          "[miglayoutsearch]")
{
    std::mt19937_64 rng(20261201);
    int gpusChecked = 0;
    int notPlaced = 0, allMet = 0, someMissed = 0, shared = 0, lostAndMore = 0;
    for (const GpuModel &gpu : builtinGpus()) {
        if (!gpu.supportsMig())
            continue;
        ++gpusChecked;
        for (bool newer : {false, true}) {
            std::vector<const MigProfile *> profiles;
            for (const MigProfile &p : gpu.migProfiles)
                if (!p.mediaExtensions && (newer || !p.newerDriver))
                    profiles.push_back(&p);
            const auto layouts = placeableMultisets(gpu, profiles, 5);
            REQUIRE(!layouts.empty());
            double largest = 0;
            for (const MigProfile *p : profiles)
                largest = std::max(largest, p->memoryGiB);

            for (int set = 0; set < 50; ++set) {
                INFO(gpu.id << (newer ? " with ID 15" : "") << ", set " << set);
                const int n = 1 + int(rng() % 5);
                std::vector<Tenant> tenants;
                FakeModel model;
                for (int i = 0; i < n; ++i) {
                    Tenant t;
                    t.id = "t" + std::to_string(i);
                    // now and then one that fits no profile
                    t.modelGb = uniform(rng, 0.5, set % 17 == 0 ? largest * 1.2 : largest * 0.45);
                    t.perRequestGb = 0;
                    tenants.push_back(t);
                    model.demand.push_back(uniform(rng, 0.1, 2.5));
                    model.a.push_back(uniform(rng, 0.3, 3));
                    model.b.push_back(uniform(rng, 0, 0.4));
                    model.slo.push_back(rng() % 5 != 0);
                }
                for (double step : {0.0, 0.25}) {
                    INFO("margins rounded down to multiples of " << step);
                    model.step = step;
                    MigSearchOptions options;
                    options.includeNewerDriverProfiles = newer;
                    model.calls = 0;
                    const MigSearchResult r = searchMigLayout(gpu, tenants, std::cref(model), options);
                    const int searchCalls = model.calls;
                    const Best truth = bruteForce(layouts, tenants, model);

                    REQUIRE(r.exact);
                    REQUIRE(r.placed == truth.placed);
                    CHECK(searchCalls == r.evaluations);
                    CHECK(r.evaluations <= int(profiles.size()) * ((1 << n) - 1));
                    if (!truth.placed) {
                        ++notPlaced;
                        CHECK(r.instances.empty());
                        CHECK(r.evaluations == 0); // memory alone decides: no block is run
                        continue;
                    }
                    CHECK(r.allSlosMet == (truth.worst >= 0));
                    ++(truth.worst >= 0 ? allMet : someMissed);
                    // a tenant lost in every plan, and the best plan keeps another one
                    lostAndMore += truth.worst == -1 && truth.sorted.size() > 1 && truth.sorted[1] > -1 ? 1 : 0;
                    shared += r.instances.size() < size_t(n) ? 1 : 0;
                    CHECK(r.worstMargin == truth.worst);
                    CHECK(r.computeSlices == truth.compute);
                    CHECK(r.memorySlots == truth.memory);
                    if (truth.worst < 0) // a plan that misses: the leximin-best margins
                        CHECK(ascending(r.tenantMargins) == truth.sorted);

                    // The plan itself: a legal layout, each tenant once, memory fits, margins as claimed.
                    std::vector<MigRequest> requests;
                    std::vector<int> seen(size_t(n), 0);
                    double worst = inf;
                    int compute = 0;
                    std::vector<double> margins(size_t(n), -inf);
                    for (const MigSearchInstance &inst : r.instances) {
                        requests.push_back(MigRequest{inst.profile->name, inst.start});
                        compute += inst.profile->computeSlices;
                        REQUIRE(!inst.tenants.empty());
                        double gb = 0;
                        for (int i : inst.tenants) {
                            ++seen[size_t(i)];
                            gb += tenants[size_t(i)].peakMemoryGb();
                        }
                        CHECK(gb <= inst.profile->memoryGiB + 1e-9);
                        const std::vector<double> ms = model(*inst.profile, inst.tenants);
                        for (size_t a = 0; a < ms.size(); ++a) {
                            worst = std::min(worst, ms[a]);
                            margins[size_t(inst.tenants[a])] = ms[a];
                        }
                    }
                    CHECK(margins == r.tenantMargins);
                    CHECK(!hasErrors(checkMigLayout(gpu, requests, MigOptions{true}, "")));
                    CHECK(std::all_of(seen.begin(), seen.end(), [](int c) { return c == 1; }));
                    CHECK(worst == r.worstMargin);
                    CHECK(compute == r.computeSlices);

                    // Blocks run on three threads: the same plan, the same count of evaluations.
                    options.threads = 3;
                    model.calls = 0;
                    const MigSearchResult t = searchMigLayout(gpu, tenants, std::cref(model), options);
                    CHECK(model.calls >= t.evaluations);
                    CHECK(t.evaluations == r.evaluations);
                    CHECK(t.tenantMargins == r.tenantMargins);
                    checkSamePlan(t, r);
                }
            }
        }
    }
    CHECK(gpusChecked >= 5);
    // The random sets cover every kind of answer.
    CHECK(notPlaced > 0);
    CHECK(allMet > 0);
    CHECK(someMissed > 0);
    CHECK(shared > 0);
    CHECK(lostAndMore > 0);
}

TEST_CASE("When every MIG plan loses a tenant, the search prefers the plan that loses fewer (leximin), exact or heuristic",
          "[miglayoutsearch]")
{
    // t0 loses its requests everywhere; t1 keeps them (margin -0.5, still a miss) only alone on a
    // profile of two compute slices or more. Every plan's worst margin is -1: by the worst margin
    // alone the cheapest plan (both on one 1g, both lost) would win.
    const GpuModel &gpu = *findGpu("A100-40GB");
    std::vector<Tenant> tenants(2);
    tenants[0].id = "always-lost";
    tenants[0].modelGb = 1;
    tenants[1].id = "needs-room";
    tenants[1].modelGb = 2;
    const MigInstanceEvaluator evaluate = [](const MigProfile &p, const std::vector<int> &ts) {
        std::vector<double> out;
        for (int t : ts)
            out.push_back(t == 1 && ts.size() == 1 && p.computeSlices >= 2 ? -0.5 : -1.0);
        return out;
    };
    SECTION("exact")
    {
        const MigSearchResult r = searchMigLayout(gpu, tenants, evaluate);
        REQUIRE(r.placed);
        CHECK(r.exact);
        CHECK_FALSE(r.allSlosMet);
        CHECK(r.worstMargin == -1);
        CHECK(r.tenantMargins == std::vector<double>{-1, -0.5});
        CHECK(r.computeSlices == 3); // 2g + 1g: the cheapest plan that keeps t1
        CHECK(r.instances.size() == 2);
    }
    SECTION("heuristic")
    {
        MigSearchOptions o;
        o.exactTenantLimit = 0;
        // t1 is the heavier by memory and load: it takes the larger instance, t0 the other one
        o.load = [](const MigProfile &p, int t) { return t == 1 ? 0.5 / p.computeSlices : 0.3; };
        const MigSearchResult r = searchMigLayout(gpu, tenants, evaluate, o);
        REQUIRE(r.placed);
        CHECK_FALSE(r.exact);
        CHECK(r.tenantMargins == std::vector<double>{-1, -0.5});
        CHECK(r.computeSlices == 3);
    }
}

TEST_CASE("The MIG layout search is deterministic and falls back to a heuristic beyond its exact size",
          "[miglayoutsearch]")
{
    const GpuModel &gpu = *findGpu("A100-40GB");
    std::vector<Tenant> tenants;
    FakeModel model;
    for (int i = 0; i < 10; ++i) {
        Tenant t;
        t.id = "t" + std::to_string(i);
        t.modelGb = 1 + 0.3 * i;
        tenants.push_back(t);
        model.demand.push_back(0.2 + 0.05 * i);
        model.a.push_back(1);
        model.b.push_back(0.1);
        model.slo.push_back(true);
    }
    const MigSearchResult a = searchMigLayout(gpu, tenants, std::cref(model));
    const MigSearchResult b = searchMigLayout(gpu, tenants, std::cref(model));
    CHECK_FALSE(a.exact);
    REQUIRE(a.placed);
    CHECK(a.allSlosMet);
    checkSamePlan(a, b);
}

TEST_CASE("With the engine, the searched MIG plan meets every SLO and each instance runs as it was evaluated alone",
          "[miglayoutsearch]")
{
    // Four tenants 54 SMs wide: one 1g instance each would be far too slow for their SLOs.
    Scenario s;
    s.name = "four wide tenants";
    s.gpuId = spec::a100;
    for (int i = 0; i < 4; ++i) {
        Tenant t = spec::poissonTenant("t" + std::to_string(i), 20 + 5 * i, 3, ServiceDistribution::Exponential, 54);
        t.modelGb = 2;
        t.sloMs = 40;
        s.tenants.push_back(t);
    }
    s.simulation.durationS = 30;
    s.simulation.warmupS = 2;
    s.simulation.seed = 7;

    const MigEvaluationHorizon horizon{20, 2};
    const MigSearchResult r = searchMigLayout(s, horizon);
    REQUIRE(r.placed);
    REQUIRE(r.exact);
    CHECK(r.allSlosMet);
    CHECK(r.worstMargin >= 0);
    CHECK(r.computeSlices < 7); // a plan meeting every SLO, yet not the whole GPU

    SharingPlan plan;
    plan.mode = Mode::Mig;
    plan.mig = migPlanFromSearch(s, r);
    CHECK(!hasErrors(validatePlan(s, *s.gpu(), plan, "sharing")));

    // Isolation: the whole plan over the same horizon gives each tenant the p99 of its instance alone.
    Scenario whole = s;
    whole.simulation.durationS = horizon.warmupS + horizon.durationS;
    whole.simulation.warmupS = horizon.warmupS;
    whole.sharing = plan;
    const std::optional<RunResults> run = runScenario(whole, plan);
    REQUIRE(run);
    for (size_t i = 0; i < s.tenants.size(); ++i) {
        INFO(s.tenants[i].id);
        const double margin = s.tenants[i].sloMs / run->tenants[i].latencyMs.p99 - 1;
        CHECK(margin == Approx(r.tenantMargins[i]).epsilon(1e-12));
        CHECK(margin >= 0);
    }

    // The memory-only rule leaves three of seven compute slices empty and misses the SLOs.
    bool memoryOnlyMisses = false;
    const MigProfile *smallest = classicMigProfilesBySize(*s.gpu()).front();
    for (int i = 0; i < 4; ++i)
        memoryOnlyMisses = memoryOnlyMisses || evaluateMigInstance(s, *smallest, {i}, horizon)[0] < 0;
    CHECK(memoryOnlyMisses);
}

namespace {

// n light tenants of 0.1 GiB with a tiny closed-form demand each.
std::vector<Tenant> tinyTenants(int n, FakeModel &model, double demand = 0.01)
{
    std::vector<Tenant> tenants;
    for (int i = 0; i < n; ++i) {
        Tenant t;
        t.id = "t" + std::to_string(i);
        t.modelGb = 0.1;
        tenants.push_back(t);
        model.demand.push_back(demand);
        model.a.push_back(1);
        model.b.push_back(0.1);
        model.slo.push_back(true);
    }
    return tenants;
}

} // namespace

TEST_CASE("The MIG layout search plans 32, 48 and 64 tenants that fit one small instance, each tenant exactly once",
          "[miglayoutsearch]")
{
    // Tenant sets are not bit masks of fixed width: from 32 tenants up the search still places
    // every tenant (a 32-bit set once answered at once that no layout holds them).
    for (const char *id : {"A100-40GB", "H100-80GB", "H200-141GB"}) {
        const GpuModel &gpu = *findGpu(id);
        for (int n : {32, 48, 64}) {
            FakeModel model;
            const std::vector<Tenant> tenants = tinyTenants(n, model);
            const MigSearchResult r = searchMigLayout(gpu, tenants, std::cref(model));
            INFO(id << ", " << n << " tenants: " << r.instances.size() << " instances, " << r.computeSlices
                    << " compute slices, worst margin " << r.worstMargin);
            CHECK_FALSE(r.exact);
            REQUIRE(r.placed);
            CHECK(r.allSlosMet);
            std::vector<int> seen(size_t(n), 0);
            double memory = 0;
            for (const MigSearchInstance &inst : r.instances) {
                for (int t : inst.tenants)
                    ++seen[size_t(t)];
                memory = 0;
                for (int t : inst.tenants)
                    memory += tenants[size_t(t)].peakMemoryGb();
                CHECK(memory <= inst.profile->memoryGiB + 1e-9);
            }
            CHECK(std::all_of(seen.begin(), seen.end(), [](int c) { return c == 1; }));
            CHECK(r.computeSlices <= 2); // one small instance holds them all; the search takes the cheapest
        }
    }
}

TEST_CASE("The MIG layout search never spends more than its budget, exact or heuristic", "[miglayoutsearch]")
{
    const GpuModel &gpu = *findGpu("H200-141GB");
    SECTION("64 tenants: the heuristic stops at its budget with the best plan it ran")
    {
        FakeModel model;
        const std::vector<Tenant> tenants = tinyTenants(64, model, 0.05); // 3.2 slices of work: no 1g holds it
        MigSearchOptions o;
        o.budget = 12;
        const MigSearchResult r = searchMigLayout(gpu, tenants, std::cref(model), o);
        INFO("calls " << model.calls << ", budget exhausted " << r.budgetExhausted);
        CHECK(model.calls <= 12);
        CHECK(r.evaluations == model.calls);
    }
    SECTION("8 tenants: the exact search hands over to the heuristic with half the budget")
    {
        FakeModel model;
        const std::vector<Tenant> tenants = tinyTenants(8, model, 0.4);
        MigSearchOptions o;
        o.budget = 10;
        const MigSearchResult r = searchMigLayout(gpu, tenants, std::cref(model), o);
        INFO("calls " << model.calls);
        CHECK_FALSE(r.exact);
        CHECK(r.budgetExhausted);
        CHECK(model.calls <= 10 + 5);
    }
    SECTION("without a budget the same search is exact")
    {
        FakeModel model;
        const std::vector<Tenant> tenants = tinyTenants(8, model, 0.4);
        const MigSearchResult r = searchMigLayout(gpu, tenants, std::cref(model));
        CHECK(r.exact);
        CHECK_FALSE(r.budgetExhausted);
    }
}

// ---- The ranking of layouts (rankMigLayouts) -------------------------------------------------

namespace {

// The best plan of one layout by brute force over its assignments (instances may not be empty:
// an empty instance is a smaller layout), best by the objective; Best::sorted is the leximin-best.
Best layoutBest(const std::vector<const MigProfile *> &layout, const std::vector<Tenant> &tenants, const FakeModel &model,
                bool leximin)
{
    const int n = int(tenants.size());
    const int k = int(layout.size());
    Best best;
    if (k > n)
        return best;
    int compute = 0, memory = 0;
    for (const MigProfile *p : layout) {
        compute += p->computeSlices;
        memory += p->memorySlots;
    }
    std::vector<int> where(size_t(n), 0);
    while (true) {
        bool fits = true;
        double worst = inf;
        std::vector<double> all;
        for (int j = 0; j < k && fits; ++j) {
            std::vector<int> members;
            double gb = 0;
            for (int i = 0; i < n; ++i)
                if (where[size_t(i)] == j) {
                    members.push_back(i);
                    gb += tenants[size_t(i)].peakMemoryGb();
                }
            fits = !members.empty() && gb <= layout[size_t(j)]->memoryGiB + 1e-9;
            if (fits)
                for (double m : model(*layout[size_t(j)], members)) {
                    worst = std::min(worst, m);
                    all.push_back(m);
                }
        }
        if (fits) {
            const Best cand{true, worst, compute, memory, ascending(all)};
            if (!best.placed || (leximin ? leximinGreater(cand.sorted, best.sorted) : cand.worst > best.worst))
                best = cand;
        }
        int i = 0;
        while (i < n && ++where[size_t(i)] == k)
            where[size_t(i++)] = 0;
        if (i == n)
            break;
    }
    return best;
}

std::vector<const MigProfile *> profilesOf(const std::vector<MigSearchInstance> &instances)
{
    std::vector<const MigProfile *> ps;
    for (const MigSearchInstance &inst : instances)
        ps.push_back(inst.profile);
    std::sort(ps.begin(), ps.end());
    return ps;
}

// An entry as the brute force states a plan, with the model's margins checked against its own.
Best checkEntry(const GpuModel &gpu, const MigRankedLayout &e, const std::vector<Tenant> &tenants, const FakeModel &model)
{
    const int n = int(tenants.size());
    std::vector<MigRequest> requests;
    std::vector<int> seen(size_t(n), 0);
    std::vector<double> margins(size_t(n), -inf);
    int compute = 0, memory = 0;
    for (const MigSearchInstance &inst : e.instances) {
        requests.push_back(MigRequest{inst.profile->name, inst.start});
        compute += inst.profile->computeSlices;
        memory += inst.profile->memorySlots;
        CHECK(!inst.tenants.empty());
        double gb = 0;
        for (int i : inst.tenants) {
            ++seen[size_t(i)];
            gb += tenants[size_t(i)].peakMemoryGb();
        }
        CHECK(gb <= inst.profile->memoryGiB + 1e-9);
        const std::vector<double> ms = model(*inst.profile, inst.tenants);
        for (size_t a = 0; a < ms.size(); ++a)
            margins[size_t(inst.tenants[a])] = ms[a];
    }
    MigLayout placed;
    CHECK(!hasErrors(checkMigLayout(gpu, requests, MigOptions{true}, "", &placed)));
    CHECK(std::all_of(seen.begin(), seen.end(), [](int c) { return c == 1; }));
    CHECK(margins == e.tenantMargins);
    CHECK(compute == e.computeSlices);
    CHECK(memory == e.memorySlots);
    const double worst = *std::min_element(margins.begin(), margins.end());
    CHECK(worst == e.worstMargin);
    CHECK(e.allSlosMet == (worst >= 0));
    // fragmentation: what it says can be added can be, what it says is blocked has room yet cannot
    CHECK(e.fragmentation.freeComputeSlices == gpu.computeSlices - compute);
    CHECK(e.fragmentation.freeMemorySlots == gpu.memorySlots - memory);
    for (const MigProfile *p : e.fragmentation.addable) {
        std::vector<MigRequest> more = requests;
        more.push_back(MigRequest{p->name, std::nullopt});
        CHECK(searchMigPlacement(gpu, more, MigOptions{true}));
    }
    for (const MigProfile *p : e.fragmentation.blocked) {
        std::vector<MigRequest> more = requests;
        more.push_back(MigRequest{p->name, std::nullopt});
        CHECK_FALSE(searchMigPlacement(gpu, more, MigOptions{true}));
        CHECK(p->computeSlices <= e.fragmentation.freeComputeSlices);
        CHECK(p->memorySlots <= e.fragmentation.freeMemorySlots);
    }
    return Best{true, worst, compute, memory, ascending(margins)};
}

void checkSameRanking(const MigRanking &a, const MigRanking &b)
{
    REQUIRE(a.entries.size() == b.entries.size());
    for (size_t k = 0; k < a.entries.size(); ++k) {
        INFO("entry " << k);
        CHECK(a.entries[k].tenantMargins == b.entries[k].tenantMargins);
        REQUIRE(a.entries[k].instances.size() == b.entries[k].instances.size());
        for (size_t j = 0; j < a.entries[k].instances.size(); ++j) {
            CHECK(a.entries[k].instances[j].profile == b.entries[k].instances[j].profile);
            CHECK(a.entries[k].instances[j].start == b.entries[k].instances[j].start);
            CHECK(a.entries[k].instances[j].tenants == b.entries[k].instances[j].tenants);
        }
    }
    CHECK(a.evaluations == b.evaluations);
}

} // namespace

TEST_CASE("The ranked MIG layouts are legal and distinct, each with its best assignment, in the search's order from "
          "the search's own plan, the best ones of all, the same on one thread or three",
          "[miglayoutsearch][ranking]")
{
    std::mt19937_64 rng(20261203);
    int ranked = 0, allListed = 0, missedRanked = 0;
    for (const GpuModel &gpu : builtinGpus()) {
        if (!gpu.supportsMig())
            continue;
        std::vector<const MigProfile *> profiles; // the search's: classic, no engine variants
        for (const MigProfile &p : gpu.migProfiles)
            if (p.isClassic())
                profiles.push_back(&p);
        const auto layouts = placeableMultisets(gpu, profiles, 5);
        double largest = 0;
        for (const MigProfile *p : profiles)
            largest = std::max(largest, p->memoryGiB);
        for (int set = 0; set < 16; ++set) {
            INFO(gpu.id << ", set " << set);
            const int n = 1 + int(rng() % 5);
            std::vector<Tenant> tenants;
            FakeModel model;
            for (int i = 0; i < n; ++i) {
                Tenant t;
                t.id = "t" + std::to_string(i);
                t.modelGb = uniform(rng, 0.5, largest * 0.45);
                tenants.push_back(t);
                model.demand.push_back(uniform(rng, 0.1, set % 3 == 0 ? 4.0 : 2.0));
                model.a.push_back(uniform(rng, 0.3, 3));
                model.b.push_back(uniform(rng, 0, 0.4));
                model.slo.push_back(rng() % 5 != 0);
            }
            model.step = set % 2 ? 0.25 : 0;
            const int maxEntries = 1 + int(rng() % 6);
            INFO(n << " tenants, up to " << maxEntries << " entries, step " << model.step);
            const MigRanking r = rankMigLayouts(gpu, tenants, std::cref(model), maxEntries);
            const MigSearchResult s = searchMigLayout(gpu, tenants, std::cref(model));
            REQUIRE_FALSE(r.cancelled);
            REQUIRE(r.exact);
            if (!s.placed) {
                CHECK(r.entries.empty());
                continue;
            }
            REQUIRE(!r.entries.empty());
            CHECK(int(r.entries.size()) <= maxEntries);
            ++ranked;
            // the first entry is the search's plan
            const MigRankedLayout &first = r.entries.front();
            CHECK(first.tenantMargins == s.tenantMargins);
            CHECK(first.worstMargin == s.worstMargin);
            REQUIRE(first.instances.size() == s.instances.size());
            for (size_t j = 0; j < s.instances.size(); ++j) {
                CHECK(first.instances[j].profile == s.instances[j].profile);
                CHECK(first.instances[j].start == s.instances[j].start);
                CHECK(first.instances[j].tenants == s.instances[j].tenants);
            }
            std::vector<std::vector<const MigProfile *>> listed;
            std::vector<Best> keys;
            for (size_t k = 0; k < r.entries.size(); ++k) {
                INFO("entry " << k);
                const MigRankedLayout &e = r.entries[k];
                const Best key = checkEntry(gpu, e, tenants, model);
                // its layout's best assignment (the leximin-best, which has the largest worst margin)
                const Best best = layoutBest(profilesOf(e.instances), tenants, model, true);
                CHECK(key.worst == best.worst);
                if (k > 0 || !key.sorted.empty() && key.worst < 0)
                    CHECK(key.sorted == best.sorted);
                if (k > 0) {
                    CHECK_FALSE(betterThan(key, keys.back())); // non-decreasing by the objective
                    missedRanked += key.worst < 0 ? 1 : 0;
                }
                keys.push_back(key);
                listed.push_back(profilesOf(e.instances));
            }
            // no two entries the same layout
            std::vector<std::vector<const MigProfile *>> sorted = listed;
            std::sort(sorted.begin(), sorted.end());
            CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
            // the best of all: no layout left out ranks before the last entry; with fewer entries
            // than asked, every layout that holds the tenants is listed
            for (auto layout : layouts) {
                std::sort(layout.begin(), layout.end());
                if (std::find(listed.begin(), listed.end(), layout) != listed.end())
                    continue;
                const Best best = layoutBest(layout, tenants, model, true);
                if (!best.placed)
                    continue;
                INFO("left out: a layout of " << layout.size() << " instances, " << best.compute << " slices");
                CHECK(int(r.entries.size()) == maxEntries);
                CHECK_FALSE(betterThan(best, keys.back()));
            }
            allListed += int(r.entries.size()) < maxEntries ? 1 : 0;
            // deterministic across thread counts
            MigSearchOptions three;
            three.threads = 3;
            checkSameRanking(rankMigLayouts(gpu, tenants, std::cref(model), maxEntries, three), r);
        }
    }
    CHECK(ranked > 20);
    CHECK(allListed > 0);
    CHECK(missedRanked > 0);
}

TEST_CASE("A MIG layout's fragmentation names the profiles that still fit and those its free slots cannot take",
          "[miglayoutsearch][ranking]")
{
    // A100-40GB, 1g.5gb at 1 and 3, 3g.20gb at 4: units 0 and 2 free, two compute slices and two
    // memory slots, yet a 2g.10gb (starts 0, 2, 4) has no two adjacent free units at a legal start.
    const GpuModel &gpu = *findGpu("A100-40GB");
    MigLayout layout;
    REQUIRE(!hasErrors(checkMigLayout(gpu, {{"1g.5gb", 1}, {"1g.5gb", 3}, {"3g.20gb", 4}}, MigOptions{true}, "", &layout)));
    const MigFragmentation f = migFragmentation(gpu, layout);
    CHECK(f.freeComputeSlices == 2);
    CHECK(f.freeMemorySlots == 2);
    std::vector<std::string> addable, blocked;
    for (const MigProfile *p : f.addable)
        addable.push_back(p->name);
    for (const MigProfile *p : f.blocked)
        blocked.push_back(p->name);
    CHECK(addable == std::vector<std::string>{"1g.5gb"});
    CHECK(blocked == std::vector<std::string>{"2g.10gb"});
    // with ID 15 considered, the 2-unit 1g.10gb is blocked the same way
    const MigFragmentation g = migFragmentation(gpu, layout, true, true);
    CHECK(std::any_of(g.blocked.begin(), g.blocked.end(), [](const MigProfile *p) { return p->name == "1g.10gb"; }));
}

TEST_CASE("The MIG layout ranking beyond the exact size is deterministic and starts from the search's plan; it stops "
          "at its budget and when cancelled",
          "[miglayoutsearch][ranking]")
{
    const GpuModel &gpu = *findGpu("H100-80GB");
    FakeModel model;
    const std::vector<Tenant> tenants = tinyTenants(10, model, 0.3);
    SECTION("heuristic")
    {
        const MigRanking a = rankMigLayouts(gpu, tenants, std::cref(model), 5);
        MigSearchOptions three;
        three.threads = 3;
        const MigRanking b = rankMigLayouts(gpu, tenants, std::cref(model), 5, three);
        CHECK_FALSE(a.exact);
        REQUIRE(a.entries.size() == 5);
        checkSameRanking(a, b);
        const MigSearchResult s = searchMigLayout(gpu, tenants, std::cref(model));
        CHECK(a.entries.front().tenantMargins == s.tenantMargins);
        CHECK(profilesOf(a.entries.front().instances) == profilesOf(s.instances));
        std::vector<std::vector<const MigProfile *>> listed;
        for (const MigRankedLayout &e : a.entries) {
            checkEntry(gpu, e, tenants, model);
            listed.push_back(profilesOf(e.instances));
        }
        std::sort(listed.begin(), listed.end());
        CHECK(std::adjacent_find(listed.begin(), listed.end()) == listed.end());
    }
    SECTION("budget")
    {
        FakeModel small;
        const std::vector<Tenant> six = tinyTenants(6, small, 0.6);
        MigSearchOptions o;
        o.budget = 40;
        small.calls = 0;
        const MigRanking r = rankMigLayouts(gpu, six, std::cref(small), 30, o);
        INFO("calls " << small.calls << ", entries " << r.entries.size());
        CHECK(r.budgetExhausted);
        CHECK(small.calls <= 40 + 20 + 40); // the search's (exact, then the heuristic on half), then the ranking's
        CHECK(!r.entries.empty());
        CHECK(int(r.entries.size()) < 30);
    }
    SECTION("cancel")
    {
        int asked = 0;
        MigSearchOptions o;
        o.progress = [&](double) { return ++asked < 25; };
        FakeModel small;
        const std::vector<Tenant> six = tinyTenants(6, small, 0.6);
        const MigRanking r = rankMigLayouts(gpu, six, std::cref(small), 30, o);
        CHECK(r.cancelled);
        CHECK(r.entries.empty());
    }
}
