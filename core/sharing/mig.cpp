// MIG placement rules, the driver's auto-placement model, the exhaustive enumeration of
// placeable profile multisets and the `nvidia-smi mig -lgip / -lgipp` listings.
//
// Geometry (DESIGN §2.1, fact sheet §1.3.9, more facts §1.0 #3): a GPU instance of profile p
// placed at start s occupies the placement units [s, s + p.memorySlots) and the compute slices
// [s / u, s / u + p.computeSlices), u = gpu.placementUnitsPerSlice (1 everywhere but RTX PRO
// 6000 Blackwell, whose 4 slices span 3 units each of a 12-unit grid). Because every profile
// covers at least u units per compute slice (computeSlices * u <= memorySlots) and starts on a
// slice boundary, two instances whose unit ranges are disjoint never share a compute slice, so
// placement units are the only occupancy that has to be tracked. All other rules (max count,
// one "+me", 4g + 3g before R510) are rules on the multiset.

#include "sharing/mig.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <numeric>
#include <set>

namespace gpuk {

namespace {

using SlotMask = std::uint64_t; // bit i = placement unit i (GPUs have 4, 8 or 12)

constexpr int maxSlots = 64;   // the most units a mask holds; no catalog GPU comes near it

SlotMask rangeMask(int begin, int end)
{
    SlotMask m = 0;
    for (int i = std::max(begin, 0); i < end && i < maxSlots; ++i)
        m |= SlotMask(1) << i;
    return m;
}

SlotMask memoryMask(const MigProfile &p, int start)
{
    return rangeMask(start, start + p.memorySlots);
}

// The compute slice an instance placed at unit `start` begins at.
int computeStartOf(const GpuModel &gpu, int start)
{
    return start / std::max(1, gpu.placementUnitsPerSlice);
}

// The instance stays inside the GPU's placement units and compute slices.
bool fitsGpu(const GpuModel &gpu, const MigProfile &p, int start)
{
    return start >= 0 && p.memorySlots > 0 && start + p.memorySlots <= std::min(gpu.memorySlots, maxSlots)
        && computeStartOf(gpu, start) + p.computeSlices <= gpu.computeSlices;
}

// The fact files give where the profile may start and how many of it fit.
bool placeable(const MigProfile &p)
{
    return p.placementsKnown() && p.maxCount > 0;
}

// A start is legal iff `-lgipp` lists it for the profile (fact sheet §1.3.9) and the instance
// stays inside the GPU (a defensive check against a malformed profile table).
bool isLegalStart(const GpuModel &gpu, const MigProfile &p, int start)
{
    return std::find(p.starts.begin(), p.starts.end(), start) != p.starts.end() && fitsGpu(gpu, p, start);
}

// Fact sheet §1.3.9: "prior to NVIDIA driver release R510, the combination of a (4 memory,
// 4 compute) and a (4 memory, 3 compute) profile was not supported". The sizes are the 8-slot
// grid's, where the rule was stated; no GPU of another grid predates R510.
bool is4g(const MigProfile &p) { return p.computeSlices == 4 && p.memorySlots == 4; }
bool is3g(const MigProfile &p) { return p.computeSlices == 3 && p.memorySlots == 4; }

// "Larger first, then by profile ID": compute slices, then memory slots, descending.
bool largerFirst(const MigProfile *a, const MigProfile *b)
{
    if (a->computeSlices != b->computeSlices)
        return a->computeSlices > b->computeSlices;
    if (a->memorySlots != b->memorySlots)
        return a->memorySlots > b->memorySlots;
    return a->id < b->id;
}

std::string joinInts(const std::vector<int> &values, const char *sep = ", ")
{
    std::string out;
    for (size_t i = 0; i < values.size(); ++i) {
        if (i)
            out += sep;
        out += std::to_string(values[i]);
    }
    return out;
}

std::vector<int> slotsOf(SlotMask m)
{
    std::vector<int> out;
    for (int i = 0; i < maxSlots; ++i)
        if (m & (SlotMask(1) << i))
            out.push_back(i);
    return out;
}

// The inferred driver preference (see mig.h): starts in the upper half of the memory slots
// from high to low, then the lower half from low to high. NVIDIA does not document the choice;
// this order reproduces the three outcomes published in the MIG guide (fact sheet §1.3.9).
std::vector<int> preferenceOrder(const GpuModel &gpu, const MigProfile &p)
{
    const int half = gpu.memorySlots / 2;
    std::vector<int> upper, lower;
    for (int s : p.starts)
        (s >= half ? upper : lower).push_back(s);
    std::sort(upper.begin(), upper.end(), std::greater<int>());
    std::sort(lower.begin(), lower.end());
    upper.insert(upper.end(), lower.begin(), lower.end());
    return upper;
}

// Places one instance where the driver model would put it; -1 if no start is free.
int autoPlaceOne(const GpuModel &gpu, const MigProfile &p, SlotMask &used)
{
    for (int s : preferenceOrder(gpu, p)) {
        if (!fitsGpu(gpu, p, s))
            continue;
        const SlotMask m = memoryMask(p, s);
        if (!(used & m)) {
            used |= m;
            return s;
        }
    }
    return -1;
}

// The multiset rules that do not depend on where instances sit: max count per profile, at most
// one "+me" profile, and 4g + 3g only on R510+ drivers (fact sheet §1.3.9).
bool multisetAllowed(const GpuModel &gpu, const std::vector<const MigProfile *> &profiles, const MigOptions &options)
{
    std::map<const MigProfile *, int> count;
    int me = 0, compute = 0;
    bool has4 = false, has3 = false;
    for (const MigProfile *p : profiles) {
        if (!p || !placeable(*p))
            return false;
        if (++count[p] > p->maxCount)
            return false;
        me += p->mediaExtensions ? 1 : 0;
        compute += p->computeSlices;
        has4 = has4 || is4g(*p);
        has3 = has3 || is3g(*p);
    }
    if (me > 1 || compute > gpu.computeSlices)
        return false;
    return options.allow4g3g || !(has4 && has3);
}

// The one exhaustive placement search (findMigPlacement, searchMigPlacement): instances in
// `order`, each at every start its profile lists that fits the GPU and the free memory slots, in
// the listed order; identical profiles at increasing starts so each layout is visited once.
// Instances marked `fixed` keep their start (already counted in the `used` slots the search
// starts from). Rules on the multiset are the caller's: they do not depend on where instances sit.
struct PlacementSearch
{
    const GpuModel &gpu;
    const std::vector<const MigProfile *> &profiles;
    const std::vector<size_t> &order;
    const std::vector<bool> &fixed;
    std::vector<int> &starts;

    bool run(size_t k, SlotMask used)
    {
        if (k == order.size())
            return true;
        const size_t i = order[k];
        if (fixed[i])
            return run(k + 1, used);
        const MigProfile &p = *profiles[i];
        int minStart = 0;   // after the nearest earlier free instance of the same profile
        for (size_t j = k; j-- > 0;) {
            if (!fixed[order[j]] && profiles[order[j]] == &p) {
                minStart = starts[order[j]] + 1;
                break;
            }
        }
        for (int s : p.starts) {
            if (s < minStart || !fitsGpu(gpu, p, s))
                continue;
            const SlotMask m = memoryMask(p, s);
            if (used & m)
                continue;
            starts[i] = s;
            if (run(k + 1, used | m))
                return true;
        }
        starts[i] = -1;
        return false;
    }
};

// Calls f(order) for each order of `layout`'s instances that yields a distinct sequence of
// profiles, plan order first; stops when f returns true.
template<typename F>
bool forEachDistinctOrder(const MigLayout &layout, F f)
{
    std::vector<int> order(layout.size());
    std::iota(order.begin(), order.end(), 0);
    std::set<std::vector<const MigProfile *>> seen;
    do {
        std::vector<const MigProfile *> seq;
        for (int i : order)
            seq.push_back(layout[static_cast<std::size_t>(i)].profile);
        if (!seen.insert(seq).second)
            continue;
        if (f(order))
            return true;
    } while (std::next_permutation(order.begin(), order.end()));
    return false;
}

std::string indexPath(const std::string &prefix, size_t i, const char *field)
{
    return prefix + "[" + std::to_string(i) + "]." + field;
}

std::string formatGiB(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

// Writes `text` into `line` starting at column `col` (left-aligned).
void putLeft(std::string &line, size_t col, const std::string &text)
{
    for (size_t i = 0; i < text.size() && col + i < line.size(); ++i)
        line[col + i] = text[i];
}

// Writes `text` into `line` so that its last character lands on column `lastCol`.
void putRight(std::string &line, size_t lastCol, const std::string &text)
{
    const size_t col = lastCol + 1 >= text.size() ? lastCol + 1 - text.size() : 0;
    putLeft(line, col, text);
}

} // namespace

// --- checkMigLayout -------------------------------------------------------------------------

Diagnostics checkMigLayout(const GpuModel &gpu, const std::vector<MigRequest> &requests,
                           const MigOptions &options, const std::string &pathPrefix, MigLayout *placed)
{
    Diagnostics out;
    if (!gpu.supportsMig()) {
        out.push_back(diag("mig.not_supported", pathPrefix, {{"gpu", gpu.id}}));
        return out;
    }

    const size_t n = requests.size();
    std::vector<const MigProfile *> prof(n, nullptr);
    for (size_t i = 0; i < n; ++i) {
        prof[i] = gpu.findMigProfile(requests[i].profile);
        if (!prof[i]) {
            out.push_back(diag("mig.profile.unknown", indexPath(pathPrefix, i, "profile"),
                               {{"profile", requests[i].profile}, {"gpu", gpu.id}}));
        } else if (!placeable(*prof[i])) {
            out.push_back(diag("mig.profile.geometry_unknown", indexPath(pathPrefix, i, "profile"),
                               {{"profile", prof[i]->name}, {"gpu", gpu.id}}));
            prof[i] = nullptr; // nothing else can be said about where it goes
        }
    }

    // 1. Explicit starts must be listed by -lgipp for the profile (fact sheet §1.3.9).
    std::vector<bool> legalFixed(n, false);
    for (size_t i = 0; i < n; ++i) {
        if (!prof[i] || !requests[i].start)
            continue;
        const int s = *requests[i].start;
        if (isLegalStart(gpu, *prof[i], s))
            legalFixed[i] = true;
        else
            out.push_back(diag("mig.placement.illegal_start", indexPath(pathPrefix, i, "start"),
                               {{"profile", prof[i]->name}, {"start", std::to_string(s)},
                                {"allowed", joinInts(prof[i]->starts)}}));
    }

    // 2. No two instances may share a memory slot ("a GI can be created only if its whole
    //    [start, start+size) memory-slot range is free", §1.3.9). Every overlapping pair is
    //    reported on the later instance; for placement the earlier one keeps the slots.
    std::vector<int> starts(n, -1);
    SlotMask used = 0;
    for (size_t i = 0; i < n; ++i) {
        if (!legalFixed[i])
            continue;
        const int s = *requests[i].start;
        const SlotMask m = memoryMask(*prof[i], s);
        for (size_t j = 0; j < i; ++j) {
            if (!legalFixed[j])
                continue;
            const SlotMask shared = m & memoryMask(*prof[j], *requests[j].start);
            if (shared)
                out.push_back(diag("mig.placement.overlap", indexPath(pathPrefix, i, "start"),
                                   {{"profile", prof[i]->name}, {"start", std::to_string(s)},
                                    {"with", std::to_string(j)}, {"with_profile", prof[j]->name},
                                    {"with_start", std::to_string(*requests[j].start)},
                                    {"slots", joinInts(slotsOf(shared))}}));
        }
        if (!(used & m)) {
            used |= m;
            starts[i] = s;
        }
    }

    // 3. Requests without a start: the driver model, after every fixed instance (mig.h).
    for (size_t i = 0; i < n; ++i) {
        if (!prof[i] || requests[i].start)
            continue;
        const SlotMask before = used;
        starts[i] = autoPlaceOne(gpu, *prof[i], used);
        if (starts[i] < 0)
            out.push_back(diag("mig.placement.no_room", indexPath(pathPrefix, i, "profile"),
                               {{"profile", prof[i]->name}, {"allowed", joinInts(prof[i]->starts)},
                                {"free_slots", joinInts(slotsOf(~before & rangeMask(0, gpu.memorySlots)))}}));
    }

    // 4. Multiset rules.
    std::map<const MigProfile *, int> total;
    int meTotal = 0, computeTotal = 0;
    for (size_t i = 0; i < n; ++i) {
        if (!prof[i])
            continue;
        ++total[prof[i]];
        meTotal += prof[i]->mediaExtensions ? 1 : 0;
        computeTotal += prof[i]->computeSlices;
    }

    // Max count per profile = lgip "Instances Total" (§1.3.9 table). For a "+me" profile the
    // stricter one-per-GPU rule below already says it, so it is not repeated.
    std::map<const MigProfile *, int> running;
    for (size_t i = 0; i < n; ++i) {
        if (!prof[i])
            continue;
        const MigProfile *p = prof[i];
        if (++running[p] == p->maxCount + 1 && !(p->mediaExtensions && meTotal > 1))
            out.push_back(diag("mig.max_count_exceeded", indexPath(pathPrefix, i, "profile"),
                               {{"profile", p->name}, {"count", std::to_string(total[p])},
                                {"max", std::to_string(p->maxCount)}}));
    }

    // At most one "+me" (media extensions) instance per GPU (§1.3.9: "only one +me per GPU").
    if (meTotal > 1) {
        int seen = 0;
        for (size_t i = 0; i < n; ++i) {
            if (prof[i] && prof[i]->mediaExtensions && ++seen == 2) {
                out.push_back(diag("mig.media_extensions_exceeded", indexPath(pathPrefix, i, "profile"),
                                   {{"profile", prof[i]->name}, {"count", std::to_string(meTotal)}, {"max", "1"}}));
                break;
            }
        }
    }

    // Compute slices never exceed the GPU's (7; 4 on A30 and RTX PRO 6000; DESIGN §2.1).
    if (computeTotal > gpu.computeSlices)
        out.push_back(diag("mig.compute_exceeded", pathPrefix,
                           {{"used", std::to_string(computeTotal)}, {"max", std::to_string(gpu.computeSlices)}}));

    // 4g + 3g needs driver R510 or newer (§1.3.9, §6.1 #10).
    if (!options.allow4g3g) {
        int i4 = -1, i3 = -1;
        for (size_t i = 0; i < n; ++i) {
            if (!prof[i])
                continue;
            if (i4 < 0 && is4g(*prof[i]))
                i4 = int(i);
            if (i3 < 0 && is3g(*prof[i]))
                i3 = int(i);
        }
        if (i4 >= 0 && i3 >= 0)
            out.push_back(diag("mig.combination_4g_3g_needs_r510",
                               indexPath(pathPrefix, size_t(std::max(i4, i3)), "profile"),
                               {{"profile_4g", prof[i4]->name}, {"profile_3g", prof[i3]->name}}));
    }

    if (placed && !hasErrors(out)) {
        placed->clear();
        for (size_t i = 0; i < n; ++i)
            placed->push_back(MigPlacement{prof[i], starts[i]});
    }
    return out;
}

// --- autoPlace ------------------------------------------------------------------------------

AutoPlaceResult autoPlace(const GpuModel &gpu, const std::vector<const MigProfile *> &profiles,
                          const std::vector<std::optional<int>> &fixedStarts)
{
    AutoPlaceResult r;
    const size_t n = profiles.size();
    r.starts.assign(n, -1);
    auto fixedAt = [&](size_t i) -> std::optional<int> {
        return i < fixedStarts.size() ? fixedStarts[i] : std::nullopt;
    };

    SlotMask used = 0;
    // Instances with an explicit placement first (`-cgi 9:4` style): they must be legal and free.
    for (size_t i = 0; i < n; ++i) {
        const auto s = fixedAt(i);
        if (!s)
            continue;
        const MigProfile *p = profiles[i];
        if (!p || !isLegalStart(gpu, *p, *s) || (used & memoryMask(*p, *s))) {
            r.failedIndex = int(i);
            return r;
        }
        used |= memoryMask(*p, *s);
        r.starts[i] = *s;
    }
    // Then the others in request order; like `nvidia-smi mig -cgi`, stop at the first failure.
    for (size_t i = 0; i < n; ++i) {
        if (fixedAt(i))
            continue;
        const MigProfile *p = profiles[i];
        const int s = p ? autoPlaceOne(gpu, *p, used) : -1;
        if (s < 0) {
            r.failedIndex = int(i);
            return r;
        }
        r.starts[i] = s;
    }
    return r;
}

// --- findMigPlacement -----------------------------------------------------------------------

std::optional<MigLayout> findMigPlacement(const GpuModel &gpu, const std::vector<const MigProfile *> &profiles,
                                          const MigOptions &options)
{
    if (!multisetAllowed(gpu, profiles, options))
        return std::nullopt;

    std::vector<size_t> order(profiles.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return largerFirst(profiles[a], profiles[b]); });

    // Prefer what the driver would do if the instances were created larger first (the MIG
    // guide's own advice: "the profile ID 9 or 3g.20gb must be specified first", §1.3.9).
    std::vector<const MigProfile *> sorted;
    for (size_t i : order)
        sorted.push_back(profiles[i]);
    const AutoPlaceResult driver = autoPlace(gpu, sorted, {});

    std::vector<int> starts(profiles.size(), -1);
    const std::vector<bool> fixed(profiles.size(), false);
    if (driver.failedIndex < 0) {
        for (size_t k = 0; k < order.size(); ++k)
            starts[order[k]] = driver.starts[k];
    } else if (!PlacementSearch{gpu, profiles, order, fixed, starts}.run(0, 0)) {
        return std::nullopt;
    }

    MigLayout layout;
    for (size_t i = 0; i < profiles.size(); ++i)
        layout.push_back(MigPlacement{profiles[i], starts[i]});
    return layout;
}

// --- searchMigPlacement, driver orders -------------------------------------------------------

std::optional<MigLayout> searchMigPlacement(const GpuModel &gpu, const std::vector<MigRequest> &requests,
                                            const MigOptions &options)
{
    if (!gpu.supportsMig())
        return std::nullopt;
    const size_t n = requests.size();
    std::vector<const MigProfile *> profiles;
    for (const auto &r : requests) {
        const MigProfile *p = gpu.findMigProfile(r.profile);
        if (!p)
            return std::nullopt;
        profiles.push_back(p);
    }
    if (!multisetAllowed(gpu, profiles, options))
        return std::nullopt;

    // Given starts first; an illegal one, or two that overlap, leave no placement.
    std::vector<int> starts(n, -1);
    std::vector<bool> fixed(n, false);
    SlotMask used = 0;
    for (size_t i = 0; i < n; ++i) {
        if (!requests[i].start)
            continue;
        const int s = *requests[i].start;
        if (!isLegalStart(gpu, *profiles[i], s) || (used & memoryMask(*profiles[i], s)))
            return std::nullopt;
        used |= memoryMask(*profiles[i], s);
        starts[i] = s;
        fixed[i] = true;
    }
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), size_t(0));
    if (!PlacementSearch{gpu, profiles, order, fixed, starts}.run(0, used))
        return std::nullopt;

    MigLayout layout;
    for (size_t i = 0; i < n; ++i)
        layout.push_back(MigPlacement{profiles[i], starts[i]});
    return layout;
}

namespace {

// Creates `target`'s profiles with the driver model in every distinct order, until `visit`
// (the order, the profiles in that order, the driver's result) returns true.
template<typename Visit>
void forEachDriverRun(const GpuModel &gpu, const MigLayout &target, Visit visit)
{
    forEachDistinctOrder(target, [&](const std::vector<int> &order) {
        std::vector<const MigProfile *> profiles;
        for (int i : order)
            profiles.push_back(target[static_cast<std::size_t>(i)].profile);
        return visit(order, profiles, autoPlace(gpu, profiles, {}));
    });
}

} // namespace

std::optional<std::vector<int>> driverOrderFor(const GpuModel &gpu, const MigLayout &target)
{
    if (target.empty())
        return std::nullopt;
    std::optional<std::vector<int>> found;
    forEachDriverRun(gpu, target, [&](const std::vector<int> &, const std::vector<const MigProfile *> &profiles,
                                      const AutoPlaceResult &r) {
        if (r.failedIndex != -1 || r.starts.size() != profiles.size())
            return false;
        // Match each created instance to a planned one with the same profile and start.
        std::vector<bool> taken(target.size(), false);
        std::vector<int> mapped;
        for (std::size_t k = 0; k < profiles.size(); ++k) {
            int match = -1;
            for (std::size_t j = 0; j < target.size(); ++j)
                if (!taken[j] && target[j].profile == profiles[k] && target[j].start == r.starts[k]) {
                    match = static_cast<int>(j);
                    break;
                }
            if (match < 0)
                return false;
            taken[static_cast<std::size_t>(match)] = true;
            mapped.push_back(match);
        }
        found = mapped;
        return true;
    });
    return found;
}

std::optional<std::vector<int>> failingDriverOrder(const GpuModel &gpu, const MigLayout &target,
                                                   const MigProfile **failedProfile)
{
    std::optional<std::vector<int>> found;
    forEachDriverRun(gpu, target, [&](const std::vector<int> &order, const std::vector<const MigProfile *> &profiles,
                                      const AutoPlaceResult &r) {
        if (r.failedIndex < 0 || r.failedIndex >= static_cast<int>(profiles.size()))
            return false;
        if (failedProfile)
            *failedProfile = profiles[static_cast<std::size_t>(r.failedIndex)];
        found = order;
        return true;
    });
    return found;
}

// --- enumerateMigCombinations ---------------------------------------------------------------

namespace {

struct Enumerator
{
    const GpuModel &gpu;
    const MigOptions &rules;
    std::vector<const MigProfile *> profiles;     // considered, catalog order
    std::vector<std::pair<size_t, int>> choices;  // (profile index, start), every legal one
    std::map<std::vector<int>, bool> found;       // count vector -> seen

    // Walks every legal layout once: each (profile, start) choice is taken or skipped in a fixed
    // order, so a layout is a subset of the choice list. Every layout's count vector is recorded.
    void walk(size_t next, SlotMask used, std::vector<int> &counts, int me, bool has4, bool has3)
    {
        found.emplace(counts, true);
        for (size_t c = next; c < choices.size(); ++c) {
            const auto [k, s] = choices[c];
            const MigProfile &p = *profiles[k];
            const SlotMask m = memoryMask(p, s);
            if (used & m)
                continue;
            if (counts[k] >= p.maxCount)
                continue;
            if (p.mediaExtensions && me >= 1)
                continue;
            const bool n4 = has4 || is4g(p), n3 = has3 || is3g(p);
            if (!rules.allow4g3g && n4 && n3)
                continue;
            ++counts[k];
            walk(c + 1, used | m, counts, me + (p.mediaExtensions ? 1 : 0), n4, n3);
            --counts[k];
        }
    }
};

} // namespace

std::vector<MigCombination> enumerateMigCombinations(const GpuModel &gpu, const MigEnumerationOptions &options)
{
    Enumerator e{gpu, options.rules, {}, {}, {}};
    for (const auto &p : gpu.migProfiles) {
        if (p.mediaExtensions && !options.includeMediaExtensions)
            continue;
        if (p.newerDriver && !options.includeNewerDriverProfiles)
            continue;
        if (p.isEngineVariant() && !options.includeEngineVariants)
            continue;
        if (!placeable(p) || (!(p.smsKnown() && p.memoryKnown()) && !options.includeIncompleteProfiles))
            continue;
        e.profiles.push_back(&p);
    }
    for (size_t k = 0; k < e.profiles.size(); ++k)
        for (int s : e.profiles[k]->starts)
            if (fitsGpu(gpu, *e.profiles[k], s))
                e.choices.emplace_back(k, s);

    std::vector<int> counts(e.profiles.size(), 0);
    e.walk(0, 0, counts, 0, false, false);
    e.found.erase(std::vector<int>(e.profiles.size(), 0)); // the empty layout

    // Placeable multisets are closed under removal, so M is maximal iff no M + p was found.
    std::vector<MigCombination> out;
    for (const auto &[key, unused] : e.found) {
        (void)unused;
        MigCombination c;
        for (size_t k = 0; k < key.size(); ++k)
            for (int j = 0; j < key[k]; ++j)
                c.profiles.push_back(e.profiles[k]);
        std::sort(c.profiles.begin(), c.profiles.end(), largerFirst);
        c.maximal = true;
        for (size_t k = 0; k < key.size() && c.maximal; ++k) {
            auto bigger = key;
            ++bigger[k];
            if (e.found.count(bigger))
                c.maximal = false;
        }
        if (auto layout = findMigPlacement(gpu, c.profiles, options.rules))
            c.example = std::move(*layout);
        out.push_back(std::move(c));
    }

    auto computeOf = [](const MigCombination &c) {
        int sum = 0;
        for (const MigProfile *p : c.profiles)
            sum += p->computeSlices;
        return sum;
    };
    std::sort(out.begin(), out.end(), [&](const MigCombination &a, const MigCombination &b) {
        const int ca = computeOf(a), cb = computeOf(b);
        if (ca != cb)
            return ca > cb;
        return std::lexicographical_compare(a.profiles.begin(), a.profiles.end(), b.profiles.begin(),
                                            b.profiles.end(), largerFirst);
    });
    return out;
}

// --- layout statistics ----------------------------------------------------------------------

namespace {

// For each of `count` slots, the index of the first instance of `layout` that covers it (from
// (placement.*begin)() to (placement.*end)(), exclusive), or -1.
std::vector<int> slotOwners(int count, const MigLayout &layout, int (MigPlacement::*begin)() const,
                            int (MigPlacement::*end)() const)
{
    std::vector<int> owners(size_t(std::max(count, 0)), -1);
    for (size_t i = 0; i < layout.size(); ++i) {
        if (!layout[i].profile)
            continue;
        for (int s = (layout[i].*begin)(); s < (layout[i].*end)(); ++s)
            if (s >= 0 && s < int(owners.size()) && owners[size_t(s)] < 0)
                owners[size_t(s)] = int(i);
    }
    return owners;
}

} // namespace

std::vector<int> computeSliceOwners(const GpuModel &gpu, const MigLayout &layout)
{
    return slotOwners(gpu.computeSlices, layout, &MigPlacement::computeStart, &MigPlacement::computeEnd);
}

std::vector<int> memorySlotOwners(const GpuModel &gpu, const MigLayout &layout)
{
    return slotOwners(gpu.memorySlots, layout, &MigPlacement::startUnit, &MigPlacement::memoryEnd);
}

MigLayoutStats migLayoutStats(const GpuModel &gpu, const MigLayout &layout, const MigOptions &options)
{
    MigLayoutStats st;
    SlotMask used = 0;
    std::vector<const MigProfile *> present;
    for (const auto &pl : layout) {
        if (!pl.profile)
            continue;
        st.computeSlicesUsed += pl.profile->computeSlices;
        st.memorySlotsUsed += pl.profile->memorySlots;
        st.instanceSms += pl.profile->sms;
        used |= memoryMask(*pl.profile, pl.start);
        present.push_back(pl.profile);
    }
    st.unusedMemorySlots = std::max(0, gpu.memorySlots - st.memorySlotsUsed);
    // Enabling MIG at all costs SMs on A100: 98 of 108 are exposed (fact sheet §1.2).
    st.unusableSms = gpu.supportsMig() ? std::max(0, gpu.sms - gpu.migSms) : 0;
    st.idleSms = std::max(0, gpu.migSms - st.instanceSms);

    // A free compute slice is stranded if no profile of the GPU can be added to this layout at
    // a legal start whose compute range covers it (e.g. slice 3 next to 3g@0 + 3g@4, §1.3.9).
    const std::vector<int> owners = computeSliceOwners(gpu, layout);
    for (int c = 0; c < gpu.computeSlices; ++c) {
        if (owners[size_t(c)] >= 0)
            continue;
        bool usable = false;
        for (const auto &p : gpu.migProfiles) {
            // Only the rules the new instance itself would break (an already illegal layout
            // does not make every free slice look stranded).
            const int same = int(std::count(present.begin(), present.end(), &p));
            const bool meTaken = std::any_of(present.begin(), present.end(),
                                             [](const MigProfile *q) { return q->mediaExtensions; });
            auto anyOf = [&](bool (*pred)(const MigProfile &)) {
                return std::any_of(present.begin(), present.end(), [&](const MigProfile *q) { return pred(*q); });
            };
            const bool blocks4g3g = !options.allow4g3g && ((is4g(p) && anyOf(is3g)) || (is3g(p) && anyOf(is4g)));
            if (same >= p.maxCount || (p.mediaExtensions && meTaken) || blocks4g3g)
                continue;
            for (int s : p.starts) {
                const int cs = computeStartOf(gpu, s);
                if (cs > c || cs + p.computeSlices <= c || !fitsGpu(gpu, p, s))
                    continue;
                if (!(used & memoryMask(p, s))) {
                    usable = true;
                    break;
                }
            }
            if (usable)
                break;
        }
        if (!usable)
            st.strandedSlices.push_back(c);
    }
    st.strandedComputeSlices = int(st.strandedSlices.size());
    return st;
}

// --- nvidia-smi listings --------------------------------------------------------------------

// The boxed table of `nvidia-smi mig -lgip` (layout copied from the MIG user guide's A100
// transcript, fact sheet §1.3.1): 79 columns, two lines per profile.
std::string formatLgip(const GpuModel &gpu, int gpuIndex)
{
    if (!gpu.supportsMig())
        return "No MIG-supported devices found.\n";
    const std::string rule = "+" + std::string(77, '-') + "+\n";
    std::string out = rule;
    out += "| GPU instance profiles:                                                      |\n";
    out += "| GPU   Name             ID    Instances   Memory     P2P    SM    DEC   ENC  |\n";
    out += "|                              Free/Total   GiB              CE    JPEG  OFA  |\n";
    out += "|" + std::string(77, '=') + "|\n";
    // "?" where the fact files give no value (count and SMs 0, ID and engines -1).
    auto given = [](int v, int unknownBelow) { return v < unknownBelow ? std::string("?") : std::to_string(v); };
    for (const auto &p : gpu.migProfiles) {
        std::string l1 = "|" + std::string(77, ' ') + "|";
        std::string l2 = l1;
        const std::string name = "MIG " + p.name, id = given(p.id, 0);
        putRight(l1, 4, std::to_string(gpuIndex));
        putLeft(l1, 7, name);
        // A long name ("MIG 1g.24gb+me.all") pushes the ID right, one space after it.
        putRight(l1, std::max<size_t>(26, 7 + name.size() + id.size()), id);
        putRight(l1, 32, given(p.maxCount, 1)); // a fresh GPU: free == total
        putLeft(l1, 33, "/" + given(p.maxCount, 1));
        putLeft(l1, 43, p.memoryKnown() ? formatGiB(p.memoryGiB) : std::string("?"));
        putLeft(l1, 54, "No");
        putLeft(l1, 61, given(p.sms, 1));
        putLeft(l1, 68, given(p.engines.decoders, 0));
        putLeft(l1, 74, given(p.engines.encoders, 0));
        putRight(l2, 62, given(p.engines.copyEngines, 0)); // column 62 in every transcript
        putLeft(l2, 68, given(p.engines.jpeg, 0));
        putLeft(l2, 74, given(p.engines.ofa, 0));
        out += l1 + "\n" + l2 + "\n" + rule;
    }
    return out;
}

// `nvidia-smi mig -lgipp`: "GPU  0 Profile ID 19 Placements: {0,1,2,3,4,5,6}:1", and
// "Placement :" when there is a single start (MIG user guide transcript, fact sheet §1.3.1).
std::string formatLgipp(const GpuModel &gpu, int gpuIndex)
{
    if (!gpu.supportsMig())
        return "No MIG-supported devices found.\n";
    std::string out;
    for (const auto &p : gpu.migProfiles) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "GPU %2d Profile ID %2s %s ", gpuIndex,
                      p.idKnown() ? std::to_string(p.id).c_str() : "?",
                      p.starts.size() == 1 ? "Placement :" : "Placements:");
        out += buf;
        // "?" where the fact files give no starts or size.
        out += "{" + (p.starts.empty() ? std::string("?") : joinInts(p.starts, ",")) + "}:"
             + (p.memorySlots > 0 ? std::to_string(p.memorySlots) : std::string("?")) + "\n";
    }
    return out;
}

} // namespace gpuk
