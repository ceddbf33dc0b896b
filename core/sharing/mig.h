#pragma once

// MIG placement rules (DESIGN §2.1, fact sheet §1.3.9, more facts §1.0 #3):
// a GPU instance of profile p placed at start s occupies the placement units [s, s + p.memorySlots)
// of its GPU's grid (gpu.memorySlots units: 8, 4 on A30, 12 on RTX PRO 6000 Blackwell) and the
// compute slices [s / u, s / u + p.computeSlices), u = gpu.placementUnitsPerSlice (1, or 3 on the
// 12-unit grid). A layout is legal iff every start is one of the profile's lgipp starts, no two
// instances share a placement unit, no profile exceeds its max count, at most one "+me" profile
// exists, the compute slices stay within the GPU's, and (on drivers older than R510) a 4g and a
// 3g do not coexist. Nothing here assumes 7 or 8 slices or a power of two: the counts are the
// GPU's. A profile whose placements (or count) the fact files do not give cannot be placed.

#include "catalog/catalog.h"
#include "diagnostic.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace gpuk {

struct MigOptions
{
    bool allow4g3g = true;          // driver >= R510
};

// One requested instance: profile (by catalog name or ID) and optional start.
struct MigRequest
{
    std::string profile;
    std::optional<int> start;       // unset: the driver picks, in request order (see autoPlace)
};

// A placed instance. `start` and memoryEnd() are placement units; computeStart() and
// computeEnd() compute slices (equal to the units except on RTX PRO 6000 Blackwell's 12-unit grid).
struct MigPlacement
{
    const MigProfile *profile = nullptr;
    int start = 0;

    int startUnit() const { return start; }
    int memoryEnd() const { return start + profile->memorySlots; }   // exclusive
    int computeStart() const { return start / std::max(1, profile->placementUnitsPerSlice); }
    int computeEnd() const { return computeStart() + profile->computeSlices; } // exclusive
};

using MigLayout = std::vector<MigPlacement>;

// Checks a layout and reports every violation at once. `pathPrefix` is prepended to each
// diagnostic path, e.g. "sharing.instances" gives "sharing.instances[2].start".
// Codes [args] and paths (all errors):
//   mig.not_supported [gpu]                          <prefix>       (no MIG profiles; nothing else is checked)
//   mig.profile.unknown [profile, gpu]               <prefix>[i].profile
//   mig.profile.geometry_unknown [profile, gpu]      <prefix>[i].profile (the fact files give no placements
//                                                    or no max count for it: it is not placed)
//   mig.placement.illegal_start [profile, start, allowed]   <prefix>[i].start   (allowed = "0, 4")
//   mig.placement.overlap [profile, start, with, with_profile, with_start, slots]   <prefix>[i].start
//                                                    (with = index of the earlier instance, slots = shared
//                                                    placement units "4, 5"; one finding per overlapping pair,
//                                                    on the later instance)
//   mig.placement.no_room [profile, allowed, free_slots]    <prefix>[i].profile (auto placement failed;
//                                                    free_slots = memory slots still free then, "" if none)
//   mig.max_count_exceeded [profile, count, max]     <prefix>[i].profile of the first instance beyond the max
//   mig.media_extensions_exceeded [profile, count, max]     <prefix>[i].profile of the second "+me" instance
//   mig.compute_exceeded [used, max]                 <prefix>
//   mig.combination_4g_3g_needs_r510 [profile_4g, profile_3g]  <prefix>[i].profile of the later of the two
// On success `placed` (if given) receives the layout with every start resolved, in request order.
Diagnostics checkMigLayout(const GpuModel &gpu, const std::vector<MigRequest> &requests,
                           const MigOptions &options, const std::string &pathPrefix,
                           MigLayout *placed = nullptr);

// Driver behaviour when no placement is given (`nvidia-smi mig -cgi 19,14,5` without ":start").
// NVIDIA does not document the driver's choice; three outcomes are published (fact sheet §1.3.9):
// `-cgi 19,14,5` lands at 1g 6:1, 2g 4:2, 4g 0:4; `-cgi 9,19,14,19` lands at 3g 4:4, 1g 0:1,
// 1g 1:1, 2g 2:2; `-cgi 19,19,14,9` fails on the 3g. The model below reproduces all three and is
// labelled as inferred: requests with a fixed start are placed first, then the others in request
// order, each at the first free start in its preference order -- starts in the upper half of the
// memory slots from high to low, then the lower half from low to high. On the 12-unit grid of
// RTX PRO 6000 Blackwell the same rule is applied to its units; no transcript shows what its
// driver does (the catalog says so in a note).
struct AutoPlaceResult
{
    std::vector<int> starts;
    int failedIndex = -1;           // -1 on success
};
// autoPlace models placement only (free memory slots at a listed start); max counts, "+me" and
// 4g + 3g are checked by checkMigLayout. `fixedStarts` may be shorter than `profiles` (missing =
// no start). On failure the driver stops: starts of the failed and later requests stay -1.
AutoPlaceResult autoPlace(const GpuModel &gpu, const std::vector<const MigProfile *> &profiles,
                          const std::vector<std::optional<int>> &fixedStarts);

// Any legal placement of exactly these profiles (all rules of checkMigLayout), or std::nullopt.
// Tries the driver model with the profiles created larger first, then the exhaustive search
// (larger profiles first). The layout is in the order of `profiles`.
std::optional<MigLayout> findMigPlacement(const GpuModel &gpu, const std::vector<const MigProfile *> &profiles,
                                          const MigOptions &options = {});

// A legal placement for the requests (all rules of checkMigLayout): given starts are kept, the
// others come from the same exhaustive search as findMigPlacement's, in request order, lowest
// listed start first. std::nullopt if none exists (or a profile is unknown). Unlike autoPlace
// this is not what the driver does; it answers "can this be laid out at all". The layout is in
// request order.
std::optional<MigLayout> searchMigPlacement(const GpuModel &gpu, const std::vector<MigRequest> &requests,
                                            const MigOptions &options);

// A creation order for `nvidia-smi mig -cgi` *without* placement specifiers under which the
// driver model (autoPlace) lands `target` exactly. `order[k]` is the index into `target` of the
// k-th instance to create. Plan order is tried first.
std::optional<std::vector<int>> driverOrderFor(const GpuModel &gpu, const MigLayout &target);

// An order of the same profiles under which the driver model fails (to show that order matters),
// or std::nullopt if every order succeeds. `failedProfile` receives the profile it fails on.
std::optional<std::vector<int>> failingDriverOrder(const GpuModel &gpu, const MigLayout &target,
                                                   const MigProfile **failedProfile = nullptr);

// Which profiles the enumeration considers.
struct MigEnumerationOptions
{
    MigOptions rules;
    bool includeMediaExtensions = false; // "+me" profiles (same geometry as 1g, max one)
    bool includeNewerDriverProfiles = true; // profile ID 15 (2-slot 1g)
    bool includeEngineVariants = false;  // "+me.all", "-me", "+gfx" (RTX PRO Blackwell): same geometry
    // Profiles whose SMs or memory the fact files do not give (listed GPUs only). Placements
    // and counts must be known either way: without them a profile is never considered.
    bool includeIncompleteProfiles = false;
};

// A placeable multiset of profiles, with one example placement.
struct MigCombination
{
    std::vector<const MigProfile *> profiles; // sorted: larger first, then by profile ID
    MigLayout example;              // one legal placement of exactly these profiles
    bool maximal = false;           // no further profile of the considered set fits
};

// Every distinct non-empty multiset of the considered profiles that has a legal placement,
// in a stable order (by compute slices used descending, then lexicographic). Exhaustive.
std::vector<MigCombination> enumerateMigCombinations(const GpuModel &gpu,
                                                     const MigEnumerationOptions &options);

// What a layout wastes.
struct MigLayoutStats
{
    int computeSlicesUsed = 0;
    int memorySlotsUsed = 0;        // placement units
    int strandedComputeSlices = 0;  // free compute slices no considered profile can ever use
    int unusedMemorySlots = 0;
    int instanceSms = 0;            // SMs the instances expose (an instance whose SMs are not given counts 0)
    int unusableSms = 0;            // gpu.sms - gpu.migSms: lost by enabling MIG at all
    int idleSms = 0;                // gpu.migSms - instanceSms (incl. stranded and unallocated)
    std::vector<int> strandedSlices; // indices of stranded compute slices
};
MigLayoutStats migLayoutStats(const GpuModel &gpu, const MigLayout &layout,
                              const MigOptions &options = {});

// Which compute slice / placement unit each instance of the layout owns: index into layout, or -1.
std::vector<int> computeSliceOwners(const GpuModel &gpu, const MigLayout &layout);
std::vector<int> memorySlotOwners(const GpuModel &gpu, const MigLayout &layout);

// Text equivalents of `nvidia-smi mig -lgip` and `-lgipp` for the given GPU (no driver state:
// "Instances Free/Total" shows total/total like a fresh GPU). A value the fact files do not give
// is printed as "?".
std::string formatLgip(const GpuModel &gpu, int gpuIndex = 0);
std::string formatLgipp(const GpuModel &gpu, int gpuIndex = 0);

} // namespace gpuk
