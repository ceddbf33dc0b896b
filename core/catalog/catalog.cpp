// The built-in GPU catalog. Every number below is transcribed from
// shared/reference/gpu-sharing-facts.md; the section is named beside each GPU. Flags mark
// what the fact sheet itself marks as assumed, inferred or unverified.

#include "catalog/catalog.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace gpuk {

namespace {

using Q = DataQuality;

// Placement starts of the 7-slice GPUs (fact sheet §1.3.9) and of the A30 (§1.3.3).
const std::vector<int> starts1{0, 1, 2, 3, 4, 5, 6};
const std::vector<int> starts1x2{0, 2, 4, 6};
const std::vector<int> starts2{0, 2, 4};
const std::vector<int> starts3{0, 4};
const std::vector<int> starts0{0};
const std::vector<int> a30Starts1{0, 1, 2, 3};
const std::vector<int> a30Starts2{0, 2};

struct P
{
    const char *name;
    int id;
    int c;          // compute slices
    int slots;      // memory slots (placement size)
    int sms;
    double mem;     // GiB
    int max;
    MigEngines e;
    const std::vector<int> *starts;
};

MigProfile makeProfile(const P &p)
{
    MigProfile m;
    m.name = p.name;
    m.id = p.id;
    m.computeSlices = p.c;
    m.memorySlots = p.slots;
    m.sms = p.sms;
    m.memoryGiB = p.mem;
    m.maxCount = p.max;
    m.engines = p.e;
    m.starts = *p.starts;
    m.mediaExtensions = m.name.size() > 3 && m.name.compare(m.name.size() - 3, 3, "+me") == 0;
    return m;
}

// The seven-profile table shared by every 7-slice GPU; SMs, memory and engines per SKU.
std::vector<MigProfile> sevenSliceProfiles(const std::vector<P> &rows)
{
    std::vector<MigProfile> out;
    for (const auto &r : rows)
        out.push_back(makeProfile(r));
    for (auto &p : out)
        if (p.id == 15)
            p.newerDriver = true; // §6.1 #8: the introducing driver is UNVERIFIED
    return out;
}

void markPlacementsAssumed(GpuModel &g, const std::string &why)
{
    for (auto &p : g.migProfiles) {
        p.placementQuality = Q::Assumed;
        if (!p.note.empty())
            p.note += ' ';
        p.note += why;
    }
}

MigProfile *profileById(GpuModel &g, int id)
{
    for (auto &p : g.migProfiles)
        if (p.id == id)
            return &p;
    return nullptr;
}

VgpuProfile ts(const char *name, int fbMB, int maxEqual, int maxMixed)
{
    VgpuProfile v;
    v.name = name;
    v.backing = VgpuBacking::TimeSliced;
    v.framebufferMB = fbMB;
    v.maxEqualSize = maxEqual;
    v.maxMixedSize = maxMixed;
    return v;
}

// MIG-backed C-series vGPU types (§3.4): one vGPU per GI, max = the GI profile's max count.
// MIG-backed vGPUs may be mixed on one GPU (§3.3, A100 PCIe 40GB example).
VgpuProfile mb(const GpuModel &g, const char *name, const char *migProfile, Q quality = Q::Verified)
{
    VgpuProfile v;
    v.name = name;
    v.backing = VgpuBacking::MigBacked;
    v.migProfile = migProfile;
    if (const MigProfile *p = g.findMigProfile(migProfile)) {
        v.maxEqualSize = p->maxCount;
        v.maxMixedSize = p->maxCount;
    }
    v.quality = quality;
    if (quality == Q::Inferred)
        v.note = "type name follows NVIDIA's <gpu>-<slices>-<GB>C pattern; the fact sheet (§3.4) lists only the first and last names of this series";
    return v;
}

void addH100Vgpu(GpuModel &g)
{
    // §3.4: "H100 PCIe / SXM5 80GB" time-sliced C-series, and the MIG-backed H100 series.
    g.vgpuProfiles = {ts("H100-80C", 81920, 1, 1), ts("H100-40C", 40960, 2, 2), ts("H100-20C", 20480, 4, 4),
                      ts("H100-16C", 16384, 5, 4), ts("H100-10C", 10240, 8, 8), ts("H100-8C", 8192, 10, 8),
                      ts("H100-5C", 5120, 16, 16), ts("H100-4C", 4096, 20, 16)};
    for (auto v : {mb(g, "H100-7-80C", "7g.80gb"), mb(g, "H100-4-40C", "4g.40gb", Q::Inferred),
                   mb(g, "H100-3-40C", "3g.40gb", Q::Inferred), mb(g, "H100-2-20C", "2g.20gb", Q::Inferred),
                   mb(g, "H100-1-20C", "1g.20gb"), mb(g, "H100-1-10C", "1g.10gb")})
        g.vgpuProfiles.push_back(v);
}

std::vector<GpuModel> buildCatalog()
{
    std::vector<GpuModel> gpus;

    // --- A100-40GB (§1.2, §1.3.1, §3.4) -----------------------------------------------
    {
        GpuModel g;
        g.id = "A100-40GB";
        g.displayName = "NVIDIA A100 40GB (SXM4 / PCIe)";
        g.sms = 108;
        g.migSms = 98;
        g.memoryGiB = 40;
        g.memoryMiBReported = 40537;
        g.bandwidthGBps = 1555;
        g.computeSlices = 7;
        g.memorySlots = 8;
        g.migProfiles = sevenSliceProfiles({
            {"1g.5gb", 19, 1, 1, 14, 4.75, 7, {1, 0, 0, 0, 0}, &starts1},
            {"1g.5gb+me", 20, 1, 1, 14, 4.75, 1, {1, 1, 0, 1, 1}, &starts1},
            {"1g.10gb", 15, 1, 2, 14, 9.62, 4, {1, 1, 0, 0, 0}, &starts1x2},
            {"2g.10gb", 14, 2, 2, 28, 9.62, 3, {2, 1, 0, 0, 0}, &starts2},
            {"3g.20gb", 9, 3, 4, 42, 19.50, 2, {3, 2, 0, 0, 0}, &starts3},
            {"4g.20gb", 5, 4, 4, 56, 19.50, 1, {4, 2, 0, 0, 0}, &starts0},
            {"7g.40gb", 0, 7, 8, 98, 39.25, 1, {7, 5, 0, 1, 1}, &starts0},
        });
        profileById(g, 15)->note = "The guide's table lists 1g.10gb at 1/8 of memory, but its lgip memory (9.62 GiB) and "
                                   "placement size 2 show two memory slots (fact sheet §1.3.1, §6.1 #5).";
        g.vgpuProfiles = {ts("A100-40C", 40960, 1, 1), ts("A100-20C", 20480, 2, 2), ts("A100-10C", 10240, 4, 4),
                          ts("A100-8C", 8192, 5, 4),   ts("A100-5C", 5120, 8, 8),   ts("A100-4C", 4096, 10, 8)};
        for (auto v : {mb(g, "A100-7-40C", "7g.40gb"), mb(g, "A100-4-20C", "4g.20gb"), mb(g, "A100-3-20C", "3g.20gb"),
                       mb(g, "A100-2-10C", "2g.10gb"), mb(g, "A100-1-10C", "1g.10gb"), mb(g, "A100-1-5C", "1g.5gb"),
                       mb(g, "A100-1-5CME", "1g.5gb+me")})
            g.vgpuProfiles.push_back(v);
        gpus.push_back(std::move(g));
    }

    // --- A100-80GB (§1.2, §1.3.2, §3.4) -----------------------------------------------
    {
        GpuModel g;
        g.id = "A100-80GB";
        g.displayName = "NVIDIA A100 80GB (SXM4 / PCIe)";
        g.sms = 108;
        g.migSms = 98;
        g.memoryGiB = 80;
        g.memoryMiBReported = 81920;
        g.bandwidthGBps = 2039;
        g.computeSlices = 7;
        g.memorySlots = 8;
        // Memory: the values of the public lgip transcript rows quoted in §1.3.2.
        g.migProfiles = sevenSliceProfiles({
            {"1g.10gb", 19, 1, 1, 14, 9.50, 7, {1, 0, 0, 0, 0}, &starts1},
            {"1g.10gb+me", 20, 1, 1, 14, 9.50, 1, {1, 1, 0, 1, 1}, &starts1},
            {"1g.20gb", 15, 1, 2, 14, 19.50, 4, {1, 1, 0, 0, 0}, &starts1x2},
            {"2g.20gb", 14, 2, 2, 28, 19.50, 3, {2, 1, 0, 0, 0}, &starts2},
            {"3g.40gb", 9, 3, 4, 42, 39.25, 2, {3, 2, 0, 0, 0}, &starts3},
            {"4g.40gb", 5, 4, 4, 56, 39.25, 1, {4, 2, 0, 0, 0}, &starts0},
            {"7g.80gb", 0, 7, 8, 98, 79.00, 1, {7, 5, 0, 1, 1}, &starts0},
        });
        markPlacementsAssumed(g, "No A100-80GB -lgipp transcript was found; placements are assumed identical to "
                                 "A100-40GB / H100 (fact sheet §1.3.2, §6.1 #4).");
        MigProfile *p15 = profileById(g, 15);
        p15->smQuality = Q::Inferred;
        p15->memoryQuality = Q::Inferred;
        p15->note = "No transcript with the 1g.20gb row was found: SMs and engines are inferred from A100-40GB 1g.10gb, "
                    "memory (~19.5 GiB) from the profile size (fact sheet §1.3.2). " + p15->note;
        g.vgpuProfiles = {ts("A100D-80C", 81920, 1, 1), ts("A100D-40C", 40960, 2, 2), ts("A100D-20C", 20480, 4, 4),
                          ts("A100D-16C", 16384, 5, 4), ts("A100D-10C", 10240, 8, 8), ts("A100D-8C", 8192, 10, 8),
                          ts("A100D-4C", 4096, 20, 16)};
        for (auto v : {mb(g, "A100D-7-80C", "7g.80gb"), mb(g, "A100D-4-40C", "4g.40gb", Q::Inferred),
                       mb(g, "A100D-3-40C", "3g.40gb", Q::Inferred), mb(g, "A100D-2-20C", "2g.20gb", Q::Inferred),
                       mb(g, "A100D-1-20C", "1g.20gb"), mb(g, "A100D-1-10C", "1g.10gb"),
                       mb(g, "A100D-1-10CME", "1g.10gb+me")})
            g.vgpuProfiles.push_back(v);
        gpus.push_back(std::move(g));
    }

    // --- A30-24GB (§1.2, §1.3.3, §3.4): 4 compute slices, 4 memory slots ---------------
    {
        GpuModel g;
        g.id = "A30-24GB";
        g.displayName = "NVIDIA A30 24GB";
        g.sms = 56;
        g.migSms = 56;
        g.memoryGiB = 24;
        g.memoryMiBReported = 24576;
        g.bandwidthGBps = 933;
        g.computeSlices = 4;
        g.memorySlots = 4;
        g.migProfiles = {
            makeProfile({"1g.6gb", 14, 1, 1, 14, 5.81, 4, {1, 1, 0, 0, 0}, &a30Starts1}),
            makeProfile({"1g.6gb+me", 21, 1, 1, 14, 5.81, 1, {1, 1, 0, 1, 1}, &a30Starts1}),
            makeProfile({"2g.12gb", 5, 2, 2, 28, 11.69, 2, {2, 2, 0, 0, 0}, &a30Starts2}),
            makeProfile({"2g.12gb+me", 6, 2, 2, 28, 11.69, 1, {2, 2, 0, 1, 1}, &a30Starts2}),
            makeProfile({"4g.24gb", 0, 4, 4, 56, 23.44, 1, {4, 4, 0, 1, 1}, &starts0}),
        };
        g.migProfiles[0].note = "The guide's table says 0 NVDECs; nvidia-smi shows 1 (fact sheet §1.3.3, §6.1 #6).";
        g.migProfiles[1].note = "Available from R470 drivers (fact sheet §1.3.3).";
        g.migProfiles[3].note = "Available from R525 drivers (fact sheet §1.3.3).";
        g.vgpuProfiles = {ts("A30-24C", 24576, 1, 1), ts("A30-12C", 12288, 2, 2), ts("A30-8C", 8192, 3, 2),
                          ts("A30-6C", 6144, 4, 4), ts("A30-4C", 4096, 6, 4)};
        for (auto v : {mb(g, "A30-4-24C", "4g.24gb"), mb(g, "A30-2-12C", "2g.12gb"), mb(g, "A30-2-12CME", "2g.12gb+me"),
                       mb(g, "A30-1-6C", "1g.6gb"), mb(g, "A30-1-6CME", "1g.6gb+me")})
            g.vgpuProfiles.push_back(v);
        gpus.push_back(std::move(g));
    }

    // --- H100-80GB SXM5 (§1.2, §1.3.4, §3.4) ---------------------------------------------
    {
        GpuModel g;
        g.id = "H100-80GB";
        g.displayName = "NVIDIA H100 80GB HBM3 (SXM5)";
        g.sms = 132;
        g.migSms = 132;
        g.memoryGiB = 80;
        g.memoryMiBReported = 81559;
        g.bandwidthGBps = 3350;
        g.computeSlices = 7;
        g.memorySlots = 8;
        g.migProfiles = sevenSliceProfiles({
            {"1g.10gb", 19, 1, 1, 16, 9.75, 7, {1, 1, 0, 1, 0}, &starts1},
            {"1g.10gb+me", 20, 1, 1, 16, 9.75, 1, {1, 1, 0, 1, 1}, &starts1},
            {"1g.20gb", 15, 1, 2, 26, 19.62, 4, {1, 1, 0, 1, 0}, &starts1x2},
            {"2g.20gb", 14, 2, 2, 32, 19.62, 3, {2, 2, 0, 2, 0}, &starts2},
            {"3g.40gb", 9, 3, 4, 60, 39.50, 2, {3, 3, 0, 3, 0}, &starts3},
            {"4g.40gb", 5, 4, 4, 64, 39.50, 1, {4, 4, 0, 4, 0}, &starts0},
            {"7g.80gb", 0, 7, 8, 132, 79.25, 1, {8, 7, 0, 7, 1}, &starts0},
        });
        g.notes.push_back("The full 7g instance exposes all 132 SMs, but seven 1g instances expose only 7 x 16 = 112 "
                          "(fact sheet §1.2).");
        addH100Vgpu(g);
        gpus.push_back(std::move(g));
    }

    // --- H100 PCIe 80GB (§1.2, §1.3.5, §3.4): 114 SMs, placements assumed -----------------
    {
        GpuModel g;
        g.id = "H100-PCIE-80GB";
        g.displayName = "NVIDIA H100 PCIe 80GB";
        g.sms = 114;
        g.migSms = 114;
        g.memoryGiB = 80;
        g.memoryMiBReported = 81559;
        g.bandwidthGBps = 2000;
        g.computeSlices = 7;
        g.memorySlots = 8;
        g.migProfiles = sevenSliceProfiles({
            {"1g.10gb", 19, 1, 1, 14, 9.75, 7, {1, 1, 0, 1, 0}, &starts1},
            {"1g.10gb+me", 20, 1, 1, 14, 9.75, 1, {1, 1, 0, 1, 1}, &starts1},
            {"1g.20gb", 15, 1, 2, 14, 19.62, 4, {1, 1, 0, 1, 0}, &starts1x2},
            {"2g.20gb", 14, 2, 2, 30, 19.62, 3, {2, 2, 0, 2, 0}, &starts2},
            {"3g.40gb", 9, 3, 4, 46, 39.50, 2, {3, 3, 0, 3, 0}, &starts3},
            {"4g.40gb", 5, 4, 4, 62, 39.50, 1, {4, 4, 0, 4, 0}, &starts0},
            {"7g.80gb", 0, 7, 8, 114, 79.25, 1, {8, 7, 0, 7, 1}, &starts0},
        });
        markPlacementsAssumed(g, "The H100 PCIe transcript does not print placements; they are assumed identical to "
                                 "H100 SXM (fact sheet §1.3.5, §6.1 #4).");
        g.notes.push_back("SM counts per profile differ from H100 SXM (14/14/30/46/62/114 vs 16/26/32/60/64/132): "
                          "they are keyed by SKU, not by profile name (fact sheet §1.3.5).");
        addH100Vgpu(g);
        gpus.push_back(std::move(g));
    }

    // --- H200 141GB (§1.2, §1.3.7) ------------------------------------------------------
    {
        GpuModel g;
        g.id = "H200-141GB";
        g.displayName = "NVIDIA H200 141GB (SXM5 / NVL)";
        g.sms = 132;
        g.migSms = 132;
        g.memoryGiB = 141;
        g.memoryMiBReported = 0; // no nvidia-smi total in the fact sheet: the nominal size is used
        g.bandwidthGBps = 4800;
        g.computeSlices = 7;
        g.memorySlots = 8;
        g.migProfiles = sevenSliceProfiles({
            {"1g.18gb", 19, 1, 1, 16, 16.00, 7, {1, 1, 0, 1, 0}, &starts1},
            {"1g.18gb+me", 20, 1, 1, 16, 16.00, 1, {1, 1, 0, 1, 1}, &starts1},
            {"1g.35gb", 15, 1, 2, 26, 32.25, 4, {1, 1, 0, 1, 0}, &starts1x2},
            {"2g.35gb", 14, 2, 2, 32, 32.25, 3, {2, 2, 0, 2, 0}, &starts2},
            {"3g.71gb", 9, 3, 4, 60, 69.50, 2, {3, 3, 0, 3, 0}, &starts3},
            {"4g.71gb", 5, 4, 4, 64, 69.50, 1, {4, 4, 0, 4, 0}, &starts0},
            {"7g.141gb", 0, 7, 8, 132, 139.75, 1, {8, 7, 0, 7, 1}, &starts0},
        });
        markPlacementsAssumed(g, "No H200 -lgipp transcript was found; placements are assumed identical to H100 "
                                 "(fact sheet §1.3.7, §6.1 #4).");
        MigProfile *p14 = profileById(g, 14);
        p14->smQuality = Q::Unverified;
        p14->memoryQuality = Q::Inferred;
        p14->note = "SM count 32 follows the H100 pattern and is UNVERIFIED for H200; memory (~32.25 GiB) is inferred "
                    "from 1g.35gb (fact sheet §1.3.7, §6.1 #3). " + p14->note;
        g.notes.push_back("The fact sheet lists no C-series vGPU profiles for H200, so vGPU plans are not offered on it.");
        g.notes.push_back("Total memory is the nominal 141 GB: no nvidia-smi total was found.");
        gpus.push_back(std::move(g));
    }

    return gpus;
}

} // namespace

static bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

const MigProfile *GpuModel::findMigProfile(std::string_view nameOrId) const
{
    for (const auto &p : migProfiles)
        if (equalsIgnoreCase(p.name, nameOrId))
            return &p;
    // "MIG 3g.20gb" as nvidia-smi prints it
    if (nameOrId.size() > 4 && equalsIgnoreCase(nameOrId.substr(0, 4), "MIG "))
        return findMigProfile(nameOrId.substr(4));
    int id = -1;
    auto [ptr, ec] = std::from_chars(nameOrId.data(), nameOrId.data() + nameOrId.size(), id);
    if (ec == std::errc() && ptr == nameOrId.data() + nameOrId.size())
        for (const auto &p : migProfiles)
            if (p.id == id)
                return &p;
    return nullptr;
}

const VgpuProfile *GpuModel::findVgpuProfile(std::string_view name) const
{
    for (const auto &v : vgpuProfiles)
        if (equalsIgnoreCase(v.name, name))
            return &v;
    return nullptr;
}

const std::vector<GpuModel> &builtinGpus()
{
    static const std::vector<GpuModel> gpus = buildCatalog();
    return gpus;
}

const GpuModel *findGpu(std::string_view id)
{
    for (const auto &g : builtinGpus())
        if (equalsIgnoreCase(g.id, id))
            return &g;
    return nullptr;
}

} // namespace gpuk
