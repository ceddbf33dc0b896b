#pragma once

// The GPU catalog: NVIDIA's own numbers, transcribed from shared/reference/gpu-sharing-facts.md
// (§1.2, §1.3, §3.4; "fact sheet") and, for the Blackwell generation and the other MIG GPUs,
// shared/reference/more-facts-2026-12.md §1 ("more facts"). Nothing here is invented; where a
// fact file marks a value as assumed, inferred, derived, secondary ([2°]) or UNVERIFIED, the
// value carries a DataQuality flag and a note so the app can say so.
//
// GPUs (catalogGpus(), display order): A100-40GB, A100-80GB, A30-24GB, H100-80GB,
// H100-PCIE-80GB, H100-NVL-94GB, H200-141GB, H20-96GB, H20-141GB, GH200-96GB, GH200-144GB,
// B200, GB200, B300, GB300, RTX-PRO-6000, RTX-PRO-5000, RTX-PRO-4500. The simulator runs the
// ones whose every figure it needs is known (builtinGpus(): the first six of the list and
// RTX-PRO-6000); the others are listed for reference (`gpukitchen-cli gpus`, `mig profiles`,
// `mig placements`, and `mig check` / `mig enumerate` where their placements are known).
//
// A value the fact files do not give at all is not filled in: it stays 0 (SMs, memory,
// bandwidth, memory slots, max count; -1 for a profile ID and an engine count; no starts for
// placements) and carries a non-verified flag whose note says why. Such a GPU is not complete().
//
// A profile is keyed by its GPU and its profile ID, never by its name alone: 1g.35gb is two
// memory slots on H200 and one on GB300, a 3g.71gb is 60 SMs on H200 and 32 on H20-141GB
// (more facts §1.0 #2). GpuModel::findMigProfile() looks only at its own GPU's profiles.
//
// Units: memory in GiB (what `nvidia-smi mig -lgip` prints), framebuffer in MB as the vGPU
// guide lists it (1 MB = 1 MiB there), bandwidth in GB/s (vendor datasheet), slices and
// slots as counts. Placement starts and sizes are in the GPU's placement units, as `-lgipp`
// prints them: one unit per memory slot on the 7-slice GPUs (8) and the A30 (4); RTX PRO 6000
// Blackwell has a 12-unit grid on which each of its 4 slices spans 3 units (more facts §1.0 #3).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuk {

enum class DataQuality {
    Verified,   // read from an nvidia-smi transcript or NVIDIA documentation
    Assumed,    // the fact sheet says "(assumed)": same as a sibling GPU, not observed
    Inferred,   // the fact sheet derives it from another row (e.g. A100-80GB 1g.20gb SMs)
    Unverified, // the fact sheet says UNVERIFIED, or gives only a secondary ([2°]) source, or
                // gives no value at all (then the field holds 0, or -1, and the note says so)
};

const char *dataQualityName(DataQuality q); // "verified", "assumed", "inferred", "unverified"

// Engine counts per instance; -1 = not given by the fact files (flagged by engineQuality).
struct MigEngines
{
    int copyEngines = 0; // CE
    int decoders = 0;    // NVDEC
    int encoders = 0;    // NVENC
    int jpeg = 0;        // NVJPG
    int ofa = 0;         // optical flow

    bool known() const { return copyEngines >= 0 && decoders >= 0 && encoders >= 0 && jpeg >= 0 && ofa >= 0; }

    bool operator==(const MigEngines &) const = default;
};

// One GPU-instance profile exactly as `nvidia-smi mig -lgip` / `-lgipp` list it. It belongs to
// one GPU: the same name means other SMs, memory and slots on another GPU.
struct MigProfile
{
    static constexpr int unknownId = -1;

    std::string name;          // "3g.20gb" (without the "MIG " prefix nvidia-smi prints)
    int id = 0;                // GI profile ID used with `nvidia-smi mig -cgi <ID>`; -1 = not given
    int computeSlices = 0;     // the "<c>g" part: SM slices
    int memorySlots = 0;       // placement size in the GPU's placement units (-lgipp ":size"); 0 = not given
    int sms = 0;               // SMs per instance; 0 = not given
    double memoryGiB = 0;      // lgip "Memory GiB" (current driver value); 0 = not given
    int maxCount = 0;          // lgip "Instances Total"; 0 = not given
    int placementUnitsPerSlice = 1; // its GPU's (see GpuModel): a placement's compute slices follow from it
    MigEngines engines;
    std::vector<int> starts;   // lgipp allowed placement starts (placement units); empty = not given
    bool mediaExtensions = false; // "+me" profile (at most one per GPU)
    // The engine suffix of the name: "" (none), "+me", "+me.all" (all media engines), "-me" (no
    // media engines), "+gfx" (graphics, RTX PRO Blackwell). Same geometry as the plain profile.
    std::string variant;
    bool newerDriver = false;  // profile ID 15 (2-slot 1g): absent from R450-R470 transcripts
    DataQuality smQuality = DataQuality::Verified;
    DataQuality memoryQuality = DataQuality::Verified;
    DataQuality placementQuality = DataQuality::Verified; // starts and size
    DataQuality idQuality = DataQuality::Verified;
    DataQuality countQuality = DataQuality::Verified;     // maxCount
    DataQuality engineQuality = DataQuality::Verified;
    std::string note;          // why a value is flagged, with the fact-sheet section

    // Not a plain profile: "+me.all", "-me" and "+gfx" (the enumeration leaves them out unless
    // asked, like "+me"; they add no geometry of their own).
    bool isEngineVariant() const { return !variant.empty() && !mediaExtensions; }
    bool isClassic() const { return !mediaExtensions && !newerDriver && variant.empty(); }
    bool idKnown() const { return id >= 0; }
    bool smsKnown() const { return sms > 0; }
    bool memoryKnown() const { return memoryGiB > 0; }
    bool placementsKnown() const { return memorySlots > 0 && !starts.empty(); }
    // Every value the layout rules and the simulator read is given (some may be flagged).
    bool complete() const
    {
        return idKnown() && smsKnown() && memoryKnown() && placementsKnown() && maxCount > 0 && engines.known();
    }

    bool operator==(const MigProfile &) const = default;
};

enum class VgpuBacking { TimeSliced, MigBacked };

struct VgpuProfile
{
    std::string name;          // "A100-10C", "A100-3-20C"
    VgpuBacking backing = VgpuBacking::TimeSliced;
    int framebufferMB = 0;     // time-sliced: framebuffer (0 = not given: flagged); MIG-backed: 0 (use the MIG profile)
    int maxEqualSize = 0;      // max vGPUs of this type per GPU, equal-size mode
    int maxMixedSize = 0;      // max per GPU in mixed-size mode (0 = not allowed mixed)
    std::string migProfile;    // MIG-backed: backing GI profile name
    DataQuality quality = DataQuality::Verified;
    std::string note;

    double framebufferGiB() const { return framebufferMB / 1024.0; }

    bool operator==(const VgpuProfile &) const = default;
};

// A whole-GPU figure the catalog may flag.
enum class GpuFigure { Sms, MigSms, Memory, Bandwidth, MemorySlots };
const char *gpuFigureName(GpuFigure f); // "sms", "mig_sms", "memory", "bandwidth", "memory_slots"

struct FigureFlag
{
    GpuFigure figure = GpuFigure::Sms;
    DataQuality quality = DataQuality::Verified;
    std::string note;          // why, with the fact-file section

    bool operator==(const FigureFlag &) const = default;
};

struct GpuModel
{
    std::string id;            // "A100-40GB"
    std::string displayName;   // "NVIDIA A100-SXM4-40GB"
    int sms = 0;               // SMs with MIG disabled; 0 = not given
    int migSms = 0;            // SMs exposed by the full-GPU MIG instance (A100: 98 of 108); 0 = not given
    double memoryGiB = 0;      // nominal capacity as marketed (40, 80, 24, 141 "GB"); 0 = not given
    int memoryMiBReported = 0; // total nvidia-smi shows with MIG off (40537 on A100-40GB); 0 = not known
    double bandwidthGBps = 0;  // DRAM bandwidth, vendor datasheet; 0 = not given
    int computeSlices = 0;     // 7, 4 on A30 and RTX PRO 6000 Blackwell, 2 on RTX PRO 5000/4500
    // Placement units of the memory grid, as -lgipp counts them: 8, 4 on A30, 12 on RTX PRO 6000
    // Blackwell (its 4 memory slices are 3 units each); 0 = not given.
    int memorySlots = 0;
    // Placement units one compute slice spans: an instance placed at unit s starts at compute
    // slice s / placementUnitsPerSlice. 1 on every GPU but RTX PRO 6000 Blackwell (3).
    int placementUnitsPerSlice = 1;
    int maxMpsClients = 48;    // Volta+ MPS server, CUDA <= 13.0 (fact sheet §2.2)
    bool custom = false;       // defined by a scenario, no MIG / vGPU profiles
    std::vector<MigProfile> migProfiles;
    std::vector<VgpuProfile> vgpuProfiles;
    std::vector<FigureFlag> figureFlags; // the whole-GPU figures above that are not verified, and why
    std::vector<std::string> notes; // flagged facts about the whole GPU

    const MigProfile *findMigProfile(std::string_view nameOrId) const; // "3g.20gb" or "9", of this GPU only
    const VgpuProfile *findVgpuProfile(std::string_view name) const;
    bool supportsMig() const { return !migProfiles.empty(); }
    bool supportsVgpu() const { return !vgpuProfiles.empty(); }
    // Memory a process can use with MIG off (MPS pool, time-slicing, exclusive): the
    // nvidia-smi total where the fact sheet has it, else the nominal size.
    double capacityGiB() const { return memoryMiBReported > 0 ? memoryMiBReported / 1024.0 : memoryGiB; }
    // How far the fact files back a whole-GPU figure (Verified unless figureFlags says otherwise).
    DataQuality figureQuality(GpuFigure f) const;
    const FigureFlag *figureFlag(GpuFigure f) const;
    // What the simulator needs and the fact files do not give: "sms", "mig_sms", "memory",
    // "bandwidth", "memory_slots" for the whole GPU, "<profile>:<what>" for a MIG profile
    // (what: "id", "sms", "memory", "placements", "max_count", "engines"). Empty = complete().
    std::vector<std::string> missingFigures() const;
    bool complete() const { return missingFigures().empty(); }

    bool operator==(const GpuModel &) const = default;
};

// The GPUs the simulator runs (every figure it needs is known, some flagged), in a stable
// display order: A100-40GB, A100-80GB, A30-24GB, H100-80GB, H100-PCIE-80GB, H200-141GB,
// RTX-PRO-6000. Scenario files, the GUI and the engine see only these.
const std::vector<GpuModel> &builtinGpus();
const GpuModel *findGpu(std::string_view id); // a GPU of builtinGpus(); case-insensitive on the id

// Every GPU of the catalog in display order (see the top of this file): builtinGpus() and the
// GPUs listed for reference, whose missingFigures() are not empty. For listings only.
const std::vector<const GpuModel *> &catalogGpus();
const GpuModel *findCatalogGpu(std::string_view id); // any catalog GPU; case-insensitive

// The DRAM bandwidth a MIG instance of `p` gets, GB/s: the GPU's times its share of the memory
// slots, as the engine's Domain::bwCap (core/sim/engine_domains.cpp) computes it. 0 when a figure is not given.
double migBandwidthShareGBps(const GpuModel &gpu, const MigProfile &p);

} // namespace gpuk
