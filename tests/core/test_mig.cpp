// MIG placement rules (fact sheet §1.3.9), the driver auto-placement model, the enumeration of
// placeable multisets (§1.3.10) and the nvidia-smi listings. The enumeration is checked against
// an independent brute force written differently from core/sharing/mig.cpp: it walks every
// count vector and asks, by recursion over bitmasks of memory slots, whether that many
// instances of each profile fit.

#include "catalog/catalog.h"
#include "sharing/mig.h"
#include "support/testsupport.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

using namespace gpuk;
using namespace gpuk::test;

namespace {

const MigProfile *profile(const GpuModel &gpu, const char *name)
{
    const MigProfile *p = gpu.findMigProfile(name);
    REQUIRE(p != nullptr);
    return p;
}

const Diagnostic *find(const Diagnostics &diags, const std::string &code, const std::string &path)
{
    for (const auto &d : diags)
        if (d.code == code && d.path == path)
            return &d;
    return nullptr;
}

int countCode(const Diagnostics &diags, const std::string &code)
{
    return int(std::count_if(diags.begin(), diags.end(), [&](const Diagnostic &d) { return d.code == code; }));
}

std::string describe(const Diagnostics &diags)
{
    std::ostringstream os;
    for (const auto &d : diags) {
        os << d.path << ": " << d.code;
        for (const auto &[k, v] : d.args)
            os << " " << k << "=" << v;
        os << "\n";
    }
    return os.str();
}

std::vector<MigRequest> requests(std::initializer_list<std::pair<const char *, int>> items)
{
    std::vector<MigRequest> out;
    for (const auto &[name, start] : items)
        out.push_back(MigRequest{name, start < 0 ? std::nullopt : std::optional<int>(start)});
    return out;
}

MigLayout layout(const GpuModel &gpu, std::initializer_list<std::pair<const char *, int>> items)
{
    MigLayout out;
    for (const auto &[name, start] : items)
        out.push_back(MigPlacement{profile(gpu, name), start});
    return out;
}

// --- independent brute force ----------------------------------------------------------------

struct Brute
{
    const GpuModel &gpu;
    std::vector<const MigProfile *> profiles;
    bool allow4g3g;

    // Places counts[k..] instances: `left` more of profile k at start indices >= `from`.
    bool fits(const std::vector<int> &counts, size_t k, int left, size_t from, unsigned mask) const
    {
        if (k == profiles.size())
            return true;
        if (left == 0)
            return fits(counts, k + 1, k + 1 < profiles.size() ? counts[k + 1] : 0, 0, mask);
        const MigProfile &p = *profiles[k];
        for (size_t idx = from; idx < p.starts.size(); ++idx) {
            const int s = p.starts[idx];
            // A start is in placement units; its compute slice is start / units per slice (3 on
            // RTX PRO 6000 Blackwell's 12-unit grid, 1 elsewhere).
            if (s + p.memorySlots > gpu.memorySlots || s / gpu.placementUnitsPerSlice + p.computeSlices > gpu.computeSlices)
                continue;
            const unsigned bits = ((1u << p.memorySlots) - 1u) << s;
            if (mask & bits)
                continue;
            if (fits(counts, k, left - 1, idx + 1, mask | bits))
                return true;
        }
        return false;
    }

    bool placeable(const std::vector<int> &counts) const
    {
        int me = 0;
        bool four = false, three = false;
        for (size_t k = 0; k < profiles.size(); ++k) {
            if (counts[k] > profiles[k]->maxCount)
                return false;
            if (counts[k] == 0)
                continue;
            if (profiles[k]->mediaExtensions)
                me += counts[k];
            const int c = profiles[k]->computeSlices, m = profiles[k]->memorySlots;
            four = four || (c == 4 && m == 4);
            three = three || (c == 3 && m == 4);
        }
        if (me > 1 || (!allow4g3g && four && three))
            return false;
        return fits(counts, 0, profiles.empty() ? 0 : counts[0], 0, 0u);
    }

    // All placeable non-empty count vectors, and the maximal ones.
    void run(std::set<std::vector<int>> &all, std::set<std::vector<int>> &maximal) const
    {
        std::vector<int> v(profiles.size(), 0);
        while (true) {
            size_t k = 0;
            while (k < v.size() && v[k] == profiles[k]->maxCount)
                v[k++] = 0;
            if (k == v.size())
                break;
            ++v[k];
            if (placeable(v))
                all.insert(v);
        }
        for (const auto &v2 : all) {
            bool isMax = true;
            for (size_t k = 0; k < v2.size() && isMax; ++k) {
                auto w = v2;
                ++w[k];
                if (placeable(w))
                    isMax = false;
            }
            if (isMax)
                maximal.insert(v2);
        }
    }
};

std::vector<const MigProfile *> considered(const GpuModel &gpu, const MigEnumerationOptions &o)
{
    std::vector<const MigProfile *> out;
    for (const auto &p : gpu.migProfiles)
        if ((!p.mediaExtensions || o.includeMediaExtensions) && (!p.newerDriver || o.includeNewerDriverProfiles)
            && (!p.isEngineVariant() || o.includeEngineVariants) && !p.starts.empty() && p.maxCount > 0
            && ((p.sms > 0 && p.memoryGiB > 0) || o.includeIncompleteProfiles))
            out.push_back(&p);
    return out;
}

std::vector<int> countVector(const std::vector<const MigProfile *> &set, const std::vector<const MigProfile *> &ps)
{
    std::vector<int> v(set.size(), 0);
    for (const MigProfile *p : ps) {
        auto it = std::find(set.begin(), set.end(), p);
        REQUIRE(it != set.end());
        ++v[size_t(it - set.begin())];
    }
    return v;
}

// "3×1g + 2g" style key with short names ("1g", "2g", ...) for the fact-sheet tables.
std::string shortKey(const std::vector<const MigProfile *> &ps)
{
    std::map<std::string, int> n;
    for (const MigProfile *p : ps)
        ++n[p->name.substr(0, p->name.find('.'))];
    std::string out;
    for (auto it = n.begin(); it != n.end(); ++it)
        out += (out.empty() ? "" : "+") + std::to_string(it->second) + "x" + it->first;
    return out;
}

} // namespace

// --- checkMigLayout -------------------------------------------------------------------------

TEST_CASE("checkMigLayout rejects 3g.20gb at memory slot 2 naming the allowed starts 0 and 4", "[mig]")
{
    const auto &a100 = gpuById("A100-40GB");
    const auto diags = checkMigLayout(a100, requests({{"3g.20gb", 2}}), {}, "sharing.instances");
    INFO(describe(diags));
    REQUIRE(diags.size() == 1);
    const Diagnostic &d = diags[0];
    CHECK(d.code == "mig.placement.illegal_start");
    CHECK(d.severity == Severity::Error);
    CHECK(d.path == "sharing.instances[0].start");
    CHECK(d.arg("profile") == "3g.20gb");
    CHECK(d.arg("start") == "2");
    CHECK(d.arg("allowed") == "0, 4");
}

TEST_CASE("checkMigLayout accepts the RAG seed layout with explicit starts and resolves it", "[mig]")
{
    const auto &a100 = gpuById("A100-40GB");
    MigLayout placed;
    const auto diags = checkMigLayout(a100, requests({{"2g.10gb", 0}, {"1g.5gb", 2}, {"1g.5gb", 3}, {"3g.20gb", 4}}),
                                      {}, "sharing.instances", &placed);
    INFO(describe(diags));
    CHECK(diags.empty());
    REQUIRE(placed.size() == 4);
    CHECK(placed[0].profile->name == "2g.10gb");
    CHECK(placed[0].start == 0);
    CHECK(placed[3].start == 4);
    CHECK(computeSliceOwners(a100, placed) == std::vector<int>{0, 0, 1, 2, 3, 3, 3});
    CHECK(memorySlotOwners(a100, placed) == std::vector<int>{0, 0, 1, 2, 3, 3, 3, 3});
}

TEST_CASE("checkMigLayout auto-places the seed multiset when the 3g is created first as the MIG guide says", "[mig]")
{
    const auto &a100 = gpuById("A100-40GB");
    MigLayout placed;
    // `-cgi 9,19,14,19` (fact sheet §1.3.9): 3g 4:4, 1g 0:1, 2g 2:2, 1g 1:1
    auto diags = checkMigLayout(a100, requests({{"3g.20gb", -1}, {"1g.5gb", -1}, {"2g.10gb", -1}, {"1g.5gb", -1}}),
                                {}, "mig", &placed);
    INFO(describe(diags));
    CHECK(diags.empty());
    REQUIRE(placed.size() == 4);
    CHECK(placed[0].start == 4);
    CHECK(placed[1].start == 0);
    CHECK(placed[2].start == 2);
    CHECK(placed[3].start == 1);

    // A fixed 3g at 4 is placed before the others, whatever the list order.
    diags = checkMigLayout(a100, requests({{"1g.5gb", -1}, {"1g.5gb", -1}, {"2g.10gb", -1}, {"3g.20gb", 4}}), {}, "mig",
                           &placed);
    INFO(describe(diags));
    CHECK(diags.empty());
    REQUIRE(placed.size() == 4);
    CHECK(placed[0].start == 0);
    CHECK(placed[1].start == 1);
    CHECK(placed[2].start == 2);
    CHECK(placed[3].start == 4);
}

TEST_CASE("checkMigLayout fails the seed multiset created 1g first like the guide example cgi 19 19 14 9", "[mig]")
{
    const auto &a100 = gpuById("A100-40GB");
    MigLayout placed{MigPlacement{profile(a100, "7g.40gb"), 0}};
    const auto diags = checkMigLayout(
        a100, requests({{"1g.5gb", -1}, {"1g.5gb", -1}, {"2g.10gb", -1}, {"3g.20gb", -1}}), {}, "mig", &placed);
    INFO(describe(diags));
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].code == "mig.placement.no_room");
    CHECK(diags[0].path == "mig[3].profile");
    CHECK(diags[0].arg("profile") == "3g.20gb");
    CHECK(diags[0].arg("allowed") == "0, 4");
    CHECK(diags[0].arg("free_slots") == "2, 3, 4, 7"); // 1g@6, 1g@5, 2g@0
    // `placed` is left alone when the layout is illegal.
    REQUIRE(placed.size() == 1);
    CHECK(placed[0].profile->name == "7g.40gb");
}

TEST_CASE("checkMigLayout reports every violation of one layout at once with its path", "[mig]")
{
    const auto &a100 = gpuById("A100-40GB");
    MigOptions oldDriver;
    oldDriver.allow4g3g = false;
    const auto diags = checkMigLayout(a100,
                                      requests({
                                          {"4g.20gb", 0},    // [0]
                                          {"3g.20gb", 4},    // [1] 4g + 3g before R510
                                          {"1g.5gb", 3},     // [2] overlaps [0] on slot 3
                                          {"3g.20gb", 2},    // [3] illegal start
                                          {"1g.5gb+me", -1}, // [4] no room
                                          {"20", -1},        // [5] second +me (by ID), no room
                                          {"5g.25gb", -1},   // [6] unknown
                                          {"2g.10gb", -1},   // [7]
                                          {"2g.10gb", -1},   // [8]
                                          {"14", -1},        // [9]
                                          {"2g.10gb", 2},    // [10] fourth 2g: max 3; overlaps [0]
                                      }),
                                      oldDriver, "sharing.instances");
    INFO(describe(diags));

    const Diagnostic *d = find(diags, "mig.combination_4g_3g_needs_r510", "sharing.instances[1].profile");
    REQUIRE(d);
    CHECK(d->arg("profile_4g") == "4g.20gb");
    CHECK(d->arg("profile_3g") == "3g.20gb");

    d = find(diags, "mig.placement.overlap", "sharing.instances[2].start");
    REQUIRE(d);
    CHECK(d->arg("with") == "0");
    CHECK(d->arg("with_profile") == "4g.20gb");
    CHECK(d->arg("with_start") == "0");
    CHECK(d->arg("slots") == "3");

    d = find(diags, "mig.placement.overlap", "sharing.instances[10].start");
    REQUIRE(d);
    CHECK(d->arg("with") == "0");
    CHECK(d->arg("slots") == "2, 3");

    d = find(diags, "mig.placement.illegal_start", "sharing.instances[3].start");
    REQUIRE(d);
    CHECK(d->arg("allowed") == "0, 4");

    CHECK(find(diags, "mig.placement.no_room", "sharing.instances[4].profile"));
    CHECK(find(diags, "mig.placement.no_room", "sharing.instances[5].profile"));

    d = find(diags, "mig.media_extensions_exceeded", "sharing.instances[5].profile");
    REQUIRE(d);
    CHECK(d->arg("count") == "2");
    CHECK(d->arg("max") == "1");
    // The one-+me rule already says it: no separate max-count finding for 1g.5gb+me.
    for (const auto &x : diags)
        if (x.code == "mig.max_count_exceeded")
            CHECK(x.arg("profile") != "1g.5gb+me");

    d = find(diags, "mig.profile.unknown", "sharing.instances[6].profile");
    REQUIRE(d);
    CHECK(d->arg("profile") == "5g.25gb");
    CHECK(d->arg("gpu") == "A100-40GB");

    d = find(diags, "mig.max_count_exceeded", "sharing.instances[10].profile");
    REQUIRE(d);
    CHECK(d->arg("profile") == "2g.10gb");
    CHECK(d->arg("count") == "4");
    CHECK(d->arg("max") == "3");

    d = find(diags, "mig.compute_exceeded", "sharing.instances");
    REQUIRE(d);
    CHECK(d->arg("used") == "21");
    CHECK(d->arg("max") == "7");

    CHECK(countCode(diags, "mig.profile.unknown") == 1);
    CHECK(countCode(diags, "mig.max_count_exceeded") == 1);
    CHECK(countCode(diags, "mig.combination_4g_3g_needs_r510") == 1);
    for (const auto &x : diags)
        CHECK(x.severity == Severity::Error);
}

TEST_CASE("checkMigLayout allows 4g plus 3g from driver R510 on", "[mig]")
{
    const auto &a100 = gpuById("A100-40GB");
    MigOptions r510;
    CHECK(checkMigLayout(a100, requests({{"4g.20gb", 0}, {"3g.20gb", 4}}), r510, "x").empty());
    MigOptions older;
    older.allow4g3g = false;
    const auto diags = checkMigLayout(a100, requests({{"3g.20gb", 4}, {"4g.20gb", 0}}), older, "x");
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].code == "mig.combination_4g_3g_needs_r510");
    CHECK(diags[0].path == "x[1].profile");
}

TEST_CASE("checkMigLayout allows only one media-extensions profile per GPU even of different sizes", "[mig]")
{
    const auto &a30 = gpuById("A30-24GB");
    const auto diags = checkMigLayout(a30, requests({{"1g.6gb+me", 0}, {"2g.12gb+me", 2}}), {}, "p");
    INFO(describe(diags));
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].code == "mig.media_extensions_exceeded");
    CHECK(diags[0].path == "p[1].profile");
    CHECK(diags[0].arg("profile") == "2g.12gb+me");
}

TEST_CASE("checkMigLayout resolves profiles by numeric ID and says a GPU without MIG is not supported", "[mig]")
{
    const auto &a100 = gpuById("A100-40GB");
    MigLayout placed;
    CHECK(checkMigLayout(a100, requests({{"9", 4}, {"9", 0}}), {}, "p", &placed).empty());
    REQUIRE(placed.size() == 2);
    CHECK(placed[0].profile->name == "3g.20gb");

    GpuModel custom;
    custom.id = "my-gpu";
    custom.custom = true;
    const auto diags = checkMigLayout(custom, requests({{"1g.5gb", 0}}), {}, "sharing.instances");
    REQUIRE(diags.size() == 1);
    CHECK(diags[0].code == "mig.not_supported");
    CHECK(diags[0].path == "sharing.instances");
    CHECK(diags[0].arg("gpu") == "my-gpu");
}

TEST_CASE("checkMigLayout shows that a 3g at slot 0 leaves room for only three 1g but at slot 4 for four", "[mig]")
{
    // DESIGN §2.1, fact sheet §1.3.9: "A 3g placed at 0 leaves only starts 4,5,6 for 1g".
    const auto &a100 = gpuById("A100-40GB");
    CHECK(checkMigLayout(a100, requests({{"3g.20gb", 0}, {"1g.5gb", -1}, {"1g.5gb", -1}, {"1g.5gb", -1}}), {}, "p")
              .empty());
    const auto four = checkMigLayout(
        a100, requests({{"3g.20gb", 0}, {"1g.5gb", -1}, {"1g.5gb", -1}, {"1g.5gb", -1}, {"1g.5gb", -1}}), {}, "p");
    REQUIRE(four.size() == 1);
    CHECK(four[0].code == "mig.placement.no_room");
    CHECK(four[0].path == "p[4].profile");
    CHECK(checkMigLayout(a100,
                         requests({{"3g.20gb", 4}, {"1g.5gb", -1}, {"1g.5gb", -1}, {"1g.5gb", -1}, {"1g.5gb", -1}}), {},
                         "p")
              .empty());
}

// --- autoPlace ------------------------------------------------------------------------------

TEST_CASE("autoPlace reproduces the three driver outcomes published in the MIG user guide", "[mig]")
{
    const auto &a100 = gpuById("A100-40GB");
    const MigProfile *g1 = profile(a100, "19"), *g2 = profile(a100, "14"), *g3 = profile(a100, "9"),
                     *g4 = profile(a100, "5");

    // `-cgi 19,14,5` -> 1g 6:1, 2g 4:2, 4g 0:4
    auto r = autoPlace(a100, {g1, g2, g4}, {});
    CHECK(r.failedIndex == -1);
    CHECK(r.starts == std::vector<int>{6, 4, 0});

    // `-cgi 9,19,14,19` -> 3g 4:4, 1g 0:1, 2g 2:2, 1g 1:1
    r = autoPlace(a100, {g3, g1, g2, g1}, {});
    CHECK(r.failedIndex == -1);
    CHECK(r.starts == std::vector<int>{4, 0, 2, 1});

    // `-cgi 19,19,14,9` -> "Unable to create a GPU instance ... using profile 9: Insufficient Resources"
    r = autoPlace(a100, {g1, g1, g2, g3}, {});
    CHECK(r.failedIndex == 3);
    CHECK(r.starts == std::vector<int>{6, 5, 0, -1});
}

TEST_CASE("autoPlace places fixed starts first and fails on an illegal or taken fixed start", "[mig]")
{
    const auto &a100 = gpuById("A100-40GB");
    const MigProfile *g1 = profile(a100, "1g.5gb"), *g3 = profile(a100, "3g.20gb");
    auto r = autoPlace(a100, {g1, g3}, {std::nullopt, 4});
    CHECK(r.failedIndex == -1);
    CHECK(r.starts == std::vector<int>{0, 4});
    CHECK(autoPlace(a100, {g3}, {2}).failedIndex == 0);
    CHECK(autoPlace(a100, {g3, g1}, {0, 3}).failedIndex == 1);
}

TEST_CASE("findMigPlacement finds a layout for any placeable multiset and refuses the others", "[mig]")
{
    const auto &a100 = gpuById("A100-40GB");
    const MigProfile *g1 = profile(a100, "1g.5gb"), *g2 = profile(a100, "2g.10gb"), *g3 = profile(a100, "3g.20gb"),
                     *g4 = profile(a100, "4g.20gb");
    auto l = findMigPlacement(a100, {g1, g1, g2, g3});
    REQUIRE(l);
    MigLayout resolved;
    std::vector<MigRequest> reqs;
    for (const auto &pl : *l)
        reqs.push_back(MigRequest{pl.profile->name, pl.start});
    CHECK(checkMigLayout(a100, reqs, {}, "p").empty());
    CHECK((*l)[3].profile == g3);
    CHECK_FALSE(findMigPlacement(a100, {g3, g3, g1}));
    CHECK(findMigPlacement(a100, {g4, g3}));
    MigOptions older;
    older.allow4g3g = false;
    CHECK_FALSE(findMigPlacement(a100, {g4, g3}, older));
}

// --- enumeration ----------------------------------------------------------------------------

TEST_CASE("enumerateMigCombinations agrees with an independent brute force on every MIG GPU and option set",
          "[mig][enumerate]")
{
    int gpus = 0;
    for (const char *id : {"A100-40GB", "A100-80GB", "H100-80GB", "H100-PCIE-80GB", "H200-141GB", "A30-24GB",
                           "RTX-PRO-6000", "H100-NVL-94GB", "GH200-96GB", "B200", "GB200"}) {
        const GpuModel *found = findCatalogGpu(id);
        REQUIRE(found);
        const auto &gpu = *found;
        ++gpus;
        for (int bits = 0; bits < 32; ++bits) {
            MigEnumerationOptions o;
            o.includeNewerDriverProfiles = bits & 1;
            o.includeMediaExtensions = bits & 2;
            o.rules.allow4g3g = bits & 4;
            o.includeEngineVariants = bits & 8;
            o.includeIncompleteProfiles = bits & 16;
            INFO(id << " newer=" << o.includeNewerDriverProfiles << " me=" << o.includeMediaExtensions
                    << " 4g3g=" << o.rules.allow4g3g << " variants=" << o.includeEngineVariants
                    << " incomplete=" << o.includeIncompleteProfiles);
            const auto set = considered(gpu, o);
            Brute brute{gpu, set, o.rules.allow4g3g};
            std::set<std::vector<int>> all, maximal;
            brute.run(all, maximal);

            const auto combos = enumerateMigCombinations(gpu, o);
            std::set<std::vector<int>> gotAll, gotMaximal;
            for (const auto &c : combos) {
                const auto v = countVector(set, c.profiles);
                CHECK(gotAll.insert(v).second); // no duplicates
                if (c.maximal)
                    gotMaximal.insert(v);
                // The example is a legal placement of exactly these profiles.
                REQUIRE(c.example.size() == c.profiles.size());
                std::vector<MigRequest> reqs;
                std::vector<const MigProfile *> exampleProfiles;
                for (const auto &pl : c.example) {
                    reqs.push_back(MigRequest{pl.profile->name, pl.start});
                    exampleProfiles.push_back(pl.profile);
                }
                CHECK(checkMigLayout(gpu, reqs, o.rules, "x").empty());
                CHECK(countVector(set, exampleProfiles) == v);
            }
            CHECK(gotAll == all);
            CHECK(gotMaximal == maximal);
        }
    }
    CHECK(gpus == 11);
}

TEST_CASE("enumerateMigCombinations gives the fact-sheet counts for A100-40GB", "[mig][enumerate]")
{
    const auto &a100 = gpuById("A100-40GB");
    MigEnumerationOptions o; // allow4g3g, no +me, newer-driver profiles included
    auto combos = enumerateMigCombinations(a100, o);
    CHECK(combos.size() == 77);
    CHECK(std::count_if(combos.begin(), combos.end(), [](const MigCombination &c) { return c.maximal; }) == 28);
    CHECK(std::any_of(combos.begin(), combos.end(), [](const MigCombination &c) {
        return std::any_of(c.profiles.begin(), c.profiles.end(), [](const MigProfile *p) { return p->id == 15; });
    }));

    o.includeNewerDriverProfiles = false;
    combos = enumerateMigCombinations(a100, o);
    CHECK(combos.size() == 37);
    std::set<std::string> maximal;
    for (const auto &c : combos)
        if (c.maximal)
            maximal.insert(shortKey(c.profiles));
    // Fact sheet §1.3.10, the table of maximal classic configurations.
    const std::set<std::string> expected = {
        "7x1g",          "5x1g+1x2g",      "4x1g+1x3g",      "3x1g+2x2g", "3x1g+1x4g", "2x1g+1x2g+1x3g",
        "1x1g+3x2g",     "1x1g+1x2g+1x4g", "2x2g+1x3g",      "1x3g+1x4g", "1x7g",      "2x3g",
    };
    CHECK(maximal == expected);
}

TEST_CASE("enumerateMigCombinations gives the four maximal A30 configurations of the fact sheet", "[mig][enumerate]")
{
    const auto &a30 = gpuById("A30-24GB");
    for (bool newer : {true, false}) {
        MigEnumerationOptions o;
        o.includeNewerDriverProfiles = newer;
        std::set<std::string> maximal;
        for (const auto &c : enumerateMigCombinations(a30, o))
            if (c.maximal)
                maximal.insert(shortKey(c.profiles));
        CHECK(maximal == std::set<std::string>{"4x1g", "2x1g+1x2g", "2x2g", "1x4g"});
    }
}

TEST_CASE("enumerateMigCombinations orders by compute slices used then larger profiles first", "[mig][enumerate]")
{
    const auto &a100 = gpuById("A100-40GB");
    MigEnumerationOptions o;
    o.includeNewerDriverProfiles = false;
    const auto combos = enumerateMigCombinations(a100, o);
    REQUIRE(!combos.empty());
    CHECK(shortKey(combos.front().profiles) == "1x7g");
    CHECK(shortKey(combos.back().profiles) == "1x1g");
    for (const auto &c : combos)
        for (size_t i = 1; i < c.profiles.size(); ++i)
            CHECK(c.profiles[i - 1]->computeSlices >= c.profiles[i]->computeSlices);
    int previous = 99;
    for (const auto &c : combos) {
        int used = 0;
        for (const MigProfile *p : c.profiles)
            used += p->computeSlices;
        CHECK(used <= previous);
        previous = used;
    }
}

// --- layout statistics ----------------------------------------------------------------------

TEST_CASE("migLayoutStats shows 3g plus 3g strands one compute slice", "[mig][stats]")
{
    const auto &a100 = gpuById("A100-40GB");
    const auto st = migLayoutStats(a100, layout(a100, {{"3g.20gb", 0}, {"3g.20gb", 4}}));
    CHECK(st.computeSlicesUsed == 6);
    CHECK(st.memorySlotsUsed == 8);
    CHECK(st.unusedMemorySlots == 0);
    CHECK(st.strandedComputeSlices == 1);
    CHECK(st.strandedSlices == std::vector<int>{3});
    CHECK(st.instanceSms == 84);
    CHECK(st.idleSms == 14);
}

TEST_CASE("migLayoutStats shows seven 1g leave memory slot 7 unused without stranding compute", "[mig][stats]")
{
    const auto &a100 = gpuById("A100-40GB");
    MigLayout seven;
    for (int s = 0; s < 7; ++s)
        seven.push_back(MigPlacement{profile(a100, "1g.5gb"), s});
    const auto st = migLayoutStats(a100, seven);
    CHECK(st.computeSlicesUsed == 7);
    CHECK(st.unusedMemorySlots == 1);
    CHECK(st.strandedComputeSlices == 0);
    CHECK(memorySlotOwners(a100, seven)[7] == -1);

    // H100 SXM: seven 1g expose only 7 x 16 = 112 of 132 SMs (fact sheet §1.2).
    const auto &h100 = gpuById("H100-80GB");
    MigLayout sevenH;
    for (int s = 0; s < 7; ++s)
        sevenH.push_back(MigPlacement{profile(h100, "1g.10gb"), s});
    const auto sh = migLayoutStats(h100, sevenH);
    CHECK(sh.instanceSms == 112);
    CHECK(sh.idleSms == 20);
    CHECK(sh.unusableSms == 0);
}

TEST_CASE("migLayoutStats shows an A100 in MIG mode exposes 98 of its 108 SMs", "[mig][stats]")
{
    const auto &a100 = gpuById("A100-40GB");
    const auto full = migLayoutStats(a100, layout(a100, {{"7g.40gb", 0}}));
    CHECK(full.unusableSms == 10);
    CHECK(full.instanceSms == 98);
    CHECK(full.idleSms == 0);
    CHECK(full.strandedComputeSlices == 0);
    const auto empty = migLayoutStats(a100, {});
    CHECK(empty.unusableSms == 10);
    CHECK(empty.idleSms == 98);
    CHECK(empty.strandedComputeSlices == 0);
    CHECK(empty.unusedMemorySlots == 8);
}

TEST_CASE("migLayoutStats shows a two-slot 1g strands the compute slice next to it", "[mig][stats]")
{
    const auto &a100 = gpuById("A100-40GB");
    auto st = migLayoutStats(a100, layout(a100, {{"1g.10gb", 0}}));
    CHECK(st.strandedSlices == std::vector<int>{1});
    st = migLayoutStats(a100, layout(a100, {{"1g.10gb", 0}, {"1g.10gb", 2}, {"1g.10gb", 4}, {"1g.10gb", 6}}));
    CHECK(st.strandedSlices == std::vector<int>{1, 3, 5});
    CHECK(st.computeSlicesUsed == 4);
    // 4g at 0 and 2g at 4: slice 6 is still reachable by a 1g at 6.
    st = migLayoutStats(a100, layout(a100, {{"4g.20gb", 0}, {"2g.10gb", 4}}));
    CHECK(st.strandedComputeSlices == 0);
    // ...but 4g at 0 and 2-slot 1g at 4 strand slice 5.
    st = migLayoutStats(a100, layout(a100, {{"4g.20gb", 0}, {"1g.10gb", 4}}));
    CHECK(st.strandedSlices == std::vector<int>{5});
}

// --- nvidia-smi listings --------------------------------------------------------------------

TEST_CASE("formatLgipp for A100-40GB equals NVIDIA's published -lgipp output line for line", "[mig][smi]")
{
    const std::string expected = "GPU  0 Profile ID 19 Placements: {0,1,2,3,4,5,6}:1\n"
                                 "GPU  0 Profile ID 20 Placements: {0,1,2,3,4,5,6}:1\n"
                                 "GPU  0 Profile ID 15 Placements: {0,2,4,6}:2\n"
                                 "GPU  0 Profile ID 14 Placements: {0,2,4}:2\n"
                                 "GPU  0 Profile ID  9 Placements: {0,4}:4\n"
                                 "GPU  0 Profile ID  5 Placement : {0}:4\n"
                                 "GPU  0 Profile ID  0 Placement : {0}:8\n";
    CHECK(formatLgipp(gpuById("A100-40GB")) == expected);
    const std::string a30 = formatLgipp(gpuById("A30-24GB"), 1);
    CHECK(a30.find("GPU  1 Profile ID 14 Placements: {0,1,2,3}:1\n") != std::string::npos);
    CHECK(a30.find("GPU  1 Profile ID  5 Placements: {0,2}:2\n") != std::string::npos);
}

TEST_CASE("formatLgip for A100-40GB equals the MIG user guide's -lgip table", "[mig][smi]")
{
    // The transcript of `nvidia-smi mig -lgip` in the MIG user guide (fact sheet §1.3.1).
    const std::string expected =
        "+-----------------------------------------------------------------------------+\n"
        "| GPU instance profiles:                                                      |\n"
        "| GPU   Name             ID    Instances   Memory     P2P    SM    DEC   ENC  |\n"
        "|                              Free/Total   GiB              CE    JPEG  OFA  |\n"
        "|=============================================================================|\n"
        "|   0  MIG 1g.5gb        19     7/7        4.75       No     14     0     0   |\n"
        "|                                                             1     0     0   |\n"
        "+-----------------------------------------------------------------------------+\n"
        "|   0  MIG 1g.5gb+me     20     1/1        4.75       No     14     1     0   |\n"
        "|                                                             1     1     1   |\n"
        "+-----------------------------------------------------------------------------+\n"
        "|   0  MIG 1g.10gb       15     4/4        9.62       No     14     1     0   |\n"
        "|                                                             1     0     0   |\n"
        "+-----------------------------------------------------------------------------+\n"
        "|   0  MIG 2g.10gb       14     3/3        9.62       No     28     1     0   |\n"
        "|                                                             2     0     0   |\n"
        "+-----------------------------------------------------------------------------+\n"
        "|   0  MIG 3g.20gb        9     2/2        19.50      No     42     2     0   |\n"
        "|                                                             3     0     0   |\n"
        "+-----------------------------------------------------------------------------+\n"
        "|   0  MIG 4g.20gb        5     1/1        19.50      No     56     2     0   |\n"
        "|                                                             4     0     0   |\n"
        "+-----------------------------------------------------------------------------+\n"
        "|   0  MIG 7g.40gb        0     1/1        39.25      No     98     5     0   |\n"
        "|                                                             7     1     1   |\n"
        "+-----------------------------------------------------------------------------+\n";
    CHECK(formatLgip(gpuById("A100-40GB")) == expected);

    // Three-digit SM counts stay left-aligned, as in H100 transcripts (§1.3.4).
    const std::string h100 = formatLgip(gpuById("H100-80GB"));
    CHECK(h100.find("|   0  MIG 7g.80gb        0     1/1        79.25      No     132    7     0   |\n"
                    "|                                                             8     7     1   |\n")
          != std::string::npos);
}

TEST_CASE("searchMigPlacement keeps given starts and lays out the seed multiset in request order", "[mig]")
{
    const GpuModel &gpu = gpuById("A100-40GB");
    const std::vector<MigRequest> seedLayout{{"1g.5gb", {}}, {"1g.5gb", {}}, {"2g.10gb", {}}, {"3g.20gb", {}}};
    const auto placed = searchMigPlacement(gpu, seedLayout, {});
    REQUIRE(placed);
    REQUIRE(placed->size() == 4);
    CHECK((*placed)[0].start == 0);
    CHECK((*placed)[1].start == 1);
    CHECK((*placed)[2].start == 2);
    CHECK((*placed)[3].start == 4);

    const auto fixedThreeG = searchMigPlacement(gpu, {{"3g.20gb", 0}, {"1g.5gb", {}}, {"1g.5gb", {}}}, {});
    REQUIRE(fixedThreeG);
    CHECK((*fixedThreeG)[0].start == 0);
    CHECK((*fixedThreeG)[1].start == 4);

    // 3g at 0 leaves room for only three 1g (fact sheet §1.3.9).
    CHECK_FALSE(searchMigPlacement(gpu, {{"3g.20gb", 0}, {"1g.5gb", {}}, {"1g.5gb", {}}, {"1g.5gb", {}}, {"1g.5gb", {}}}, {}));
    CHECK(searchMigPlacement(gpu, {{"3g.20gb", 4}, {"1g.5gb", {}}, {"1g.5gb", {}}, {"1g.5gb", {}}, {"1g.5gb", {}}}, {}));
    CHECK_FALSE(searchMigPlacement(gpu, std::vector<MigRequest>(8, MigRequest{"1g.5gb", {}}), {}));
}

TEST_CASE("searchMigPlacement refuses illegal or overlapping given starts and the multiset rules", "[mig]")
{
    const GpuModel &gpu = gpuById("A100-40GB");
    CHECK_FALSE(searchMigPlacement(gpu, {{"3g.20gb", 1}}, {}));                   // not a listed start
    CHECK_FALSE(searchMigPlacement(gpu, {{"3g.20gb", 4}, {"2g.10gb", 4}}, {}));   // overlap
    CHECK_FALSE(searchMigPlacement(gpu, {{"4g.20gb", {}}, {"3g.20gb", {}}}, MigOptions{false}));
    CHECK(searchMigPlacement(gpu, {{"4g.20gb", {}}, {"3g.20gb", {}}}, MigOptions{true}));
    CHECK_FALSE(searchMigPlacement(gpu, {{"no-such-profile", {}}}, {}));
    // Every layout it finds passes checkMigLayout with all starts given.
    const auto found = searchMigPlacement(gpu, {{"2g.10gb", {}}, {"1g.5gb", {}}, {"3g.20gb", {}}, {"1g.5gb", {}}}, {});
    REQUIRE(found);
    std::vector<MigRequest> fixed;
    for (const auto &p : *found)
        fixed.push_back(MigRequest{p.profile->name, p.start});
    CHECK_FALSE(hasErrors(checkMigLayout(gpu, fixed, {}, "instances")));
}

TEST_CASE("driverOrderFor finds 9,19,19,14 for the seed layout and failingDriverOrder the guide's 19,19,14,9",
          "[mig]")
{
    const GpuModel &gpu = gpuById("A100-40GB");
    const MigLayout layout{{gpu.findMigProfile("1g.5gb"), 0}, {gpu.findMigProfile("1g.5gb"), 1},
                           {gpu.findMigProfile("2g.10gb"), 2}, {gpu.findMigProfile("3g.20gb"), 4}};
    auto ids = [&](const std::vector<int> &order) {
        std::vector<int> out;
        for (int i : order)
            out.push_back(layout[static_cast<std::size_t>(i)].profile->id);
        return out;
    };
    const auto order = driverOrderFor(gpu, layout);
    REQUIRE(order);
    CHECK(ids(*order) == std::vector<int>{9, 19, 19, 14});
    const MigProfile *failed = nullptr;
    const auto failing = failingDriverOrder(gpu, layout, &failed);
    REQUIRE(failing);
    CHECK(ids(*failing) == std::vector<int>{19, 19, 14, 9});
    REQUIRE(failed);
    CHECK(failed->name == "3g.20gb");
    CHECK_FALSE(driverOrderFor(gpu, {}));
}

// --- the GPUs of more facts §1 ---------------------------------------------------------------

namespace {

const GpuModel &listed(const char *id)
{
    const GpuModel *g = findCatalogGpu(id);
    REQUIRE(g != nullptr);
    return *g;
}

// The short keys of the maximal combinations; *count and *maximalCount the numbers of all and
// of the maximal ones (keys merge the 1- and 2-slot 1g).
std::set<std::string> maximalKeys(const GpuModel &gpu, const MigEnumerationOptions &o, int *count = nullptr,
                                  int *maximalCount = nullptr)
{
    const auto combos = enumerateMigCombinations(gpu, o);
    if (count)
        *count = int(combos.size());
    std::set<std::string> out;
    int maximal = 0;
    for (const auto &c : combos)
        if (c.maximal) {
            out.insert(shortKey(c.profiles));
            ++maximal;
        }
    if (maximalCount)
        *maximalCount = maximal;
    return out;
}

} // namespace

TEST_CASE("RTX PRO 6000 Blackwell allows 1g only at units 0 3 6 9, 2g at 0 and 6, and 4g at 0 of its 12-unit grid",
          "[mig][rtx]")
{
    // more facts §1.0 #3: -lgipp prints 14:{0,3,6,9}:3, 5:{0,6}:6, 0:{0}:12 on a 12-unit grid.
    const GpuModel &rtx = gpuById("RTX-PRO-6000");
    CHECK(rtx.memorySlots == 12);
    CHECK(rtx.computeSlices == 4);
    const std::vector<std::tuple<const char *, std::vector<int>, int>> expected{
        {"1g.24gb", {0, 3, 6, 9}, 3}, {"2g.48gb", {0, 6}, 6}, {"4g.96gb", {0}, 12}};
    for (const auto &[name, starts, size] : expected) {
        INFO(name);
        const MigProfile *p = profile(rtx, name);
        CHECK(p->starts == starts);
        CHECK(p->memorySlots == size);
        for (int unit = 0; unit < 12; ++unit) {
            INFO("start " << unit);
            const Diagnostics d = checkMigLayout(rtx, requests({{name, unit}}), {}, "p");
            const bool listedStart = std::find(starts.begin(), starts.end(), unit) != starts.end();
            CHECK(d.empty() == listedStart);
            if (!listedStart) {
                REQUIRE(d.size() == 1);
                CHECK(d[0].code == "mig.placement.illegal_start");
            }
        }
    }
    const Diagnostics at2 = checkMigLayout(rtx, requests({{"1g.24gb", 2}}), {}, "p");
    REQUIRE(at2.size() == 1);
    CHECK(at2[0].arg("allowed") == "0, 3, 6, 9");
    // Every variant of a size has the same grid (more facts §1.4 table).
    for (const auto &p : rtx.migProfiles) {
        INFO(p.name);
        CHECK(p.starts == profile(rtx, (p.name.substr(0, p.name.find("gb") + 2)).c_str())->starts);
    }
}

TEST_CASE("on RTX PRO 6000 Blackwell an instance at unit s takes compute slice s / 3, as -lgi shows 2g.48gb 0:6 with 1g.24gb 6:3 and 9:3",
          "[mig][rtx]")
{
    const GpuModel &rtx = gpuById("RTX-PRO-6000");
    MigLayout placed;
    const Diagnostics d = checkMigLayout(rtx, requests({{"2g.48gb", 0}, {"1g.24gb", 6}, {"1g.24gb", 9}}), {}, "p", &placed);
    INFO(describe(d));
    CHECK(d.empty());
    REQUIRE(placed.size() == 3);
    CHECK(placed[1].computeStart() == 2);
    CHECK(placed[2].computeStart() == 3);
    CHECK(computeSliceOwners(rtx, placed) == std::vector<int>{0, 0, 1, 2});
    CHECK(memorySlotOwners(rtx, placed) == std::vector<int>{0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2});
    const MigLayoutStats st = migLayoutStats(rtx, placed);
    CHECK(st.computeSlicesUsed == 4);
    CHECK(st.memorySlotsUsed == 12);
    CHECK(st.strandedComputeSlices == 0);
    CHECK(st.instanceSms == 94 + 46 + 46);
    CHECK(st.idleSms == 2);
    // Four 1g expose 4 x 46 = 184 of the 188 SMs (more facts §1.4).
    CHECK(migLayoutStats(rtx, layout(rtx, {{"1g.24gb", 0}, {"1g.24gb", 3}, {"1g.24gb", 6}, {"1g.24gb", 9}})).idleSms == 4);
    // 2g.48gb at 0 holds units 0-5: a 1g at 3 overlaps it on 3, 4 and 5.
    const Diagnostics overlap = checkMigLayout(rtx, requests({{"2g.48gb", 0}, {"1g.24gb", 3}}), {}, "p");
    const Diagnostic *o = find(overlap, "mig.placement.overlap", "p[1].start");
    REQUIRE(o);
    CHECK(o->arg("slots") == "3, 4, 5");
    // A free 1g room next to 2g@0 is usable, not stranded.
    CHECK(migLayoutStats(rtx, layout(rtx, {{"2g.48gb", 0}, {"1g.24gb", 6}})).strandedComputeSlices == 0);
}

TEST_CASE("RTX PRO 6000 Blackwell has the nine layouts of its placement table, four of them maximal", "[mig][enumerate][rtx]")
{
    // By hand from more facts §1.4: 1g x4 {0,3,6,9}:3, 2g x2 {0,6}:6, 4g x1 {0}:12.
    int count = 0;
    const auto maximal = maximalKeys(gpuById("RTX-PRO-6000"), MigEnumerationOptions{}, &count);
    CHECK(count == 9);
    CHECK(maximal == std::set<std::string>{"4x1g", "2x1g+1x2g", "2x2g", "1x4g"});
    // The all-balanced layout (gpu-operator, more facts §1.4) is one of them.
    CHECK(maximal.count("2x1g+1x2g") == 1);
}

TEST_CASE("the 7-slice GPUs listed for reference enumerate like the fact sheet's 7-slice table", "[mig][enumerate]")
{
    // Fact sheet §1.3.10: 77 placeable multisets (28 maximal) with ID 15, 37 (12 maximal) without.
    const std::set<std::string> classicMaximal = {
        "7x1g",      "5x1g+1x2g", "4x1g+1x3g", "3x1g+2x2g", "3x1g+1x4g", "2x1g+1x2g+1x3g",
        "1x1g+3x2g", "1x1g+1x2g+1x4g", "2x2g+1x3g", "1x3g+1x4g", "1x7g", "2x3g",
    };
    int gpus = 0;
    for (const char *id : {"H100-NVL-94GB", "GH200-96GB", "B200", "GB200"}) {
        INFO(id);
        ++gpus;
        MigEnumerationOptions o;
        o.includeIncompleteProfiles = true; // B200 and GB200: 3g/4g/7g SMs are not given
        int count = 0, maximal = 0;
        maximalKeys(listed(id), o, &count, &maximal);
        CHECK(count == 77);
        CHECK(maximal == 28);
        o.includeNewerDriverProfiles = false;
        CHECK(maximalKeys(listed(id), o, &count) == classicMaximal);
        CHECK(count == 37);
    }
    CHECK(gpus == 4);
}

TEST_CASE("B200's all-balanced layout is legal and maximal and two 3g.90gb strand one SM slice", "[mig][b200]")
{
    // more facts §1.1: all-balanced = 2x 1g.23gb + 2g.45gb + 3g.90gb; "with two 3g.90gb devices
    // allocated all memory slices are consumed, and one SM ... cannot be used anymore".
    const GpuModel &b200 = listed("B200");
    MigLayout placed;
    CHECK(checkMigLayout(b200, requests({{"1g.23gb", -1}, {"1g.23gb", -1}, {"2g.45gb", -1}, {"3g.90gb", 4}}), {}, "p",
                         &placed)
              .empty());
    CHECK(migLayoutStats(b200, placed).computeSlicesUsed == 7);
    const MigLayoutStats two = migLayoutStats(b200, layout(b200, {{"3g.90gb", 0}, {"3g.90gb", 4}}));
    CHECK(two.memorySlotsUsed == 8);
    CHECK(two.strandedSlices == std::vector<int>{3});
    // Without its SMs the 3g is left out unless a listing asks for it (the layout search never sees it).
    for (const auto &c : enumerateMigCombinations(b200, MigEnumerationOptions{}))
        for (const MigProfile *p : c.profiles)
            CHECK(p->smsKnown());
}

TEST_CASE("a profile whose placements the fact files do not give is refused and never enumerated", "[mig]")
{
    int gpus = 0;
    for (const char *id : {"B300", "GB300", "H20-96GB", "H20-141GB", "GH200-144GB", "RTX-PRO-5000", "RTX-PRO-4500"}) {
        INFO(id);
        ++gpus;
        const GpuModel &g = listed(id);
        const Diagnostics d = checkMigLayout(g, requests({{g.migProfiles.front().name.c_str(), -1}}), {}, "p");
        REQUIRE(d.size() == 1);
        CHECK(d[0].code == "mig.profile.geometry_unknown");
        CHECK(d[0].path == "p[0].profile");
        CHECK(d[0].arg("gpu") == g.id);
        MigEnumerationOptions every;
        every.includeIncompleteProfiles = every.includeMediaExtensions = every.includeEngineVariants = true;
        CHECK(enumerateMigCombinations(g, every).empty());
        CHECK_FALSE(searchMigPlacement(g, requests({{g.migProfiles.front().name.c_str(), -1}}), {}));
    }
    CHECK(gpus == 7);
}

TEST_CASE("formatLgipp for RTX PRO 6000 Blackwell prints the 12-unit lines of the published -lgipp", "[mig][smi][rtx]")
{
    const std::string lgipp = formatLgipp(gpuById("RTX-PRO-6000"));
    CHECK(lgipp.find("GPU  0 Profile ID 14 Placements: {0,3,6,9}:3\n") != std::string::npos);
    CHECK(lgipp.find("GPU  0 Profile ID  5 Placements: {0,6}:6\n") != std::string::npos);
    CHECK(lgipp.find("GPU  0 Profile ID  0 Placement : {0}:12\n") != std::string::npos);
    // Unknown values are "?", not numbers the fact files do not give.
    const std::string b300 = formatLgipp(listed("B300"));
    CHECK(b300.find("GPU  0 Profile ID  ? Placements: {?}:?\n") != std::string::npos);
    CHECK(formatLgip(listed("B300")).find("MIG 1g.34gb        ?     7/7        33.75      No     ?") != std::string::npos);
}
