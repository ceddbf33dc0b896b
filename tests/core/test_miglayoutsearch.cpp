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
