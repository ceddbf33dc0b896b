#pragma once

// The GPU catalog: NVIDIA's own numbers, transcribed from
// shared/reference/gpu-sharing-facts.md (§1.2, §1.3, §3.4). Nothing here is invented; where
// the fact sheet marks a value as assumed, inferred or unverified, the value carries a
// DataQuality flag and a note so the app can say so.
//
// Units: memory in GiB (what `nvidia-smi mig -lgip` prints), framebuffer in MB as the vGPU
// guide lists it (1 MB = 1 MiB there), bandwidth in GB/s (vendor datasheet), slices and
// slots as counts. Placement starts and sizes are in memory-slot units, as `-lgipp` prints.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuk {

enum class DataQuality {
    Verified,   // read from an nvidia-smi transcript or NVIDIA documentation
    Assumed,    // the fact sheet says "(assumed)": same as a sibling GPU, not observed
    Inferred,   // the fact sheet derives it from another row (e.g. A100-80GB 1g.20gb SMs)
    Unverified, // the fact sheet says UNVERIFIED
};

const char *dataQualityName(DataQuality q); // "verified", "assumed", "inferred", "unverified"

struct MigEngines
{
    int copyEngines = 0; // CE
    int decoders = 0;    // NVDEC
    int encoders = 0;    // NVENC
    int jpeg = 0;        // NVJPG
    int ofa = 0;         // optical flow

    bool operator==(const MigEngines &) const = default;
};

// One GPU-instance profile exactly as `nvidia-smi mig -lgip` / `-lgipp` list it.
struct MigProfile
{
    std::string name;          // "3g.20gb" (without the "MIG " prefix nvidia-smi prints)
    int id = 0;                // GI profile ID used with `nvidia-smi mig -cgi <ID>`
    int computeSlices = 0;     // the "<c>g" part: SM slices
    int memorySlots = 0;       // placement size: memory slices occupied
    int sms = 0;               // SMs per instance
    double memoryGiB = 0;      // lgip "Memory GiB" (current driver value)
    int maxCount = 0;          // lgip "Instances Total"
    MigEngines engines;
    std::vector<int> starts;   // lgipp allowed placement starts
    bool mediaExtensions = false; // "+me" profile
    bool newerDriver = false;  // profile ID 15 (2-slot 1g): absent from R450-R470 transcripts
    DataQuality smQuality = DataQuality::Verified;
    DataQuality memoryQuality = DataQuality::Verified;
    DataQuality placementQuality = DataQuality::Verified;
    std::string note;          // why a value is flagged, with the fact-sheet section

    bool isClassic() const { return !mediaExtensions && !newerDriver; }

    bool operator==(const MigProfile &) const = default;
};

enum class VgpuBacking { TimeSliced, MigBacked };

struct VgpuProfile
{
    std::string name;          // "A100-10C", "A100-3-20C"
    VgpuBacking backing = VgpuBacking::TimeSliced;
    int framebufferMB = 0;     // time-sliced: framebuffer; MIG-backed: 0 (use the MIG profile)
    int maxEqualSize = 0;      // max vGPUs of this type per GPU, equal-size mode
    int maxMixedSize = 0;      // max per GPU in mixed-size mode (0 = not allowed mixed)
    std::string migProfile;    // MIG-backed: backing GI profile name
    DataQuality quality = DataQuality::Verified;
    std::string note;

    double framebufferGiB() const { return framebufferMB / 1024.0; }

    bool operator==(const VgpuProfile &) const = default;
};

struct GpuModel
{
    std::string id;            // "A100-40GB"
    std::string displayName;   // "NVIDIA A100-SXM4-40GB"
    int sms = 0;               // SMs with MIG disabled
    int migSms = 0;            // SMs exposed by the full-GPU MIG instance (A100: 98 of 108)
    double memoryGiB = 0;      // nominal capacity as marketed (40, 80, 24, 141 "GB")
    int memoryMiBReported = 0; // total nvidia-smi shows with MIG off (40537 on A100-40GB); 0 = not known
    double bandwidthGBps = 0;  // DRAM bandwidth, vendor datasheet
    int computeSlices = 0;     // 7, or 4 on A30
    int memorySlots = 0;       // 8, or 4 on A30
    int maxMpsClients = 48;    // Volta+ MPS server, CUDA <= 13.0 (fact sheet §2.2)
    bool custom = false;       // defined by a scenario, no MIG / vGPU profiles
    std::vector<MigProfile> migProfiles;
    std::vector<VgpuProfile> vgpuProfiles;
    std::vector<std::string> notes; // flagged facts about the whole GPU

    const MigProfile *findMigProfile(std::string_view nameOrId) const; // "3g.20gb" or "9"
    const VgpuProfile *findVgpuProfile(std::string_view name) const;
    bool supportsMig() const { return !migProfiles.empty(); }
    bool supportsVgpu() const { return !vgpuProfiles.empty(); }
    // Memory a process can use with MIG off (MPS pool, time-slicing, exclusive): the
    // nvidia-smi total where the fact sheet has it, else the nominal size.
    double capacityGiB() const { return memoryMiBReported > 0 ? memoryMiBReported / 1024.0 : memoryGiB; }

    bool operator==(const GpuModel &) const = default;
};

// Every built-in GPU, in a stable display order:
// A100-40GB, A100-80GB, A30-24GB, H100-80GB, H100-PCIE-80GB, H200-141GB.
const std::vector<GpuModel> &builtinGpus();
const GpuModel *findGpu(std::string_view id); // case-insensitive on the id

} // namespace gpuk
