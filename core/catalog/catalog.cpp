// The GPU catalog. Every number below is transcribed from shared/reference/gpu-sharing-facts.md
// ("fact sheet") or shared/reference/more-facts-2026-12.md ("more facts"); the section is named
// beside each GPU. Flags mark what the fact files themselves mark as assumed, inferred, derived,
// secondary ([2°]) or UNVERIFIED; a value they do not give stays 0 (-1 for IDs and engines),
// flagged, with a note (see catalog.h).

#include "catalog/catalog.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace gpuk {

namespace {

using Q = DataQuality;

// Placement starts of the 7-slice GPUs (fact sheet §1.3.9), of the A30 (§1.3.3) and of RTX PRO
// 6000 Blackwell's 12-unit grid (more facts §1.0 #3, §1.4); none: the fact files give none.
const std::vector<int> starts1{0, 1, 2, 3, 4, 5, 6};
const std::vector<int> starts1x2{0, 2, 4, 6};
const std::vector<int> starts2{0, 2, 4};
const std::vector<int> starts3{0, 4};
const std::vector<int> starts0{0};
const std::vector<int> a30Starts1{0, 1, 2, 3};
const std::vector<int> a30Starts2{0, 2};
const std::vector<int> rtxStarts1{0, 3, 6, 9};
const std::vector<int> rtxStarts2{0, 6};
const std::vector<int> none;

// Engines the fact files do not give (flagged by engineQuality).
constexpr int U = -1;
const MigEngines unknownEngines{U, U, U, U, U};

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
    // "1g.24gb+me.all" -> "+me.all": the suffix after the "<c>g.<mem>gb" part.
    const size_t gb = m.name.find("gb");
    if (gb != std::string::npos && gb + 2 < m.name.size())
        m.variant = m.name.substr(gb + 2);
    m.mediaExtensions = m.variant == "+me";
    if (!m.engines.known())
        m.engineQuality = Q::Unverified;
    return m;
}

void addNote(MigProfile &p, const std::string &note)
{
    if (!note.empty())
        p.note += (p.note.empty() ? "" : " ") + note;
}

// A profile the fact files name (with its compute slices, from the "<c>g" of the name) but give
// no row for: every other value stays unknown and flagged, with `why`.
MigProfile namedOnly(const char *name, int computeSlices, int maxCount, const std::string &why)
{
    MigProfile m = makeProfile({name, MigProfile::unknownId, computeSlices, 0, 0, 0, maxCount, unknownEngines, &none});
    m.idQuality = m.smQuality = m.memoryQuality = m.placementQuality = Q::Unverified;
    if (maxCount == 0)
        m.countQuality = Q::Unverified;
    addNote(m, why);
    return m;
}

void flagFigure(GpuModel &g, GpuFigure f, Q quality, const std::string &note)
{
    g.figureFlags.push_back(FigureFlag{f, quality, note});
}

// The seven-profile table shared by every 7-slice GPU; SMs, memory and engines per SKU.
std::vector<MigProfile> sevenSliceProfiles(const std::vector<P> &rows)
{
    std::vector<MigProfile> out;
    for (const auto &r : rows)
        out.push_back(makeProfile(r));
    for (auto &p : out)
        if (p.id == 15)
            p.newerDriver = true; // §6.1 #8; more facts §1.0 #4: R525 on A100-40GB
    return out;
}

void markPlacementsAssumed(GpuModel &g, const std::string &why)
{
    for (auto &p : g.migProfiles) {
        p.placementQuality = Q::Assumed;
        addNote(p, why);
    }
}

// SMs and lgip memory of the profiles the fact files give no value for.
void markNoRow(MigProfile &p, const std::string &why)
{
    p.smQuality = Q::Unverified;
    p.memoryQuality = Q::Unverified;
    addNote(p, why);
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
VgpuProfile mb(const GpuModel &g, const char *name, const char *migProfile, Q quality = Q::Verified,
               const char *source = "the fact sheet (§3.4)")
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
        v.note = std::string("type name follows NVIDIA's <gpu>-<slices>-<GB>C pattern; ") + source
                 + " lists only the first and last names of this series";
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

// ============================================================================================
// The GPUs of more facts §1 (Blackwell and the other MIG GPUs). Most are listed for reference
// only: the fact files leave out a figure the simulator needs (bandwidth, SMs, placements), and
// such a figure is not filled in here.
// ============================================================================================

const char *const minDriverSource = "MIG user guide v620, Deployment Considerations; more facts §1.0 #1";

std::string minDriverNote(const char *driver)
{
    return std::string("MIG needs driver ") + driver + " (" + minDriverSource + ").";
}

// H100 NVL 94GB (fact sheet §1.2, §1.3.6, §3.4; more facts §1.8): a full lgip / lgipp, no bandwidth.
GpuModel h100Nvl()
{
    GpuModel g;
    g.id = "H100-NVL-94GB";
    g.displayName = "NVIDIA H100 NVL 94GB";
    g.sms = 132;
    g.migSms = 132;
    g.memoryGiB = 94;
    g.computeSlices = 7;
    g.memorySlots = 8;
    g.migProfiles = sevenSliceProfiles({
        {"1g.12gb", 19, 1, 1, 16, 10.62, 7, {1, 1, 0, 1, 0}, &starts1},
        {"1g.12gb+me", 20, 1, 1, 16, 10.62, 1, {1, 1, 0, 1, 1}, &starts1},
        {"1g.24gb", 15, 1, 2, 26, 21.50, 4, {1, 1, 0, 1, 0}, &starts1x2},
        {"2g.24gb", 14, 2, 2, 32, 21.50, 3, {2, 2, 0, 2, 0}, &starts2},
        {"3g.47gb", 9, 3, 4, 60, 46.12, 2, {3, 3, 0, 3, 0}, &starts3},
        {"4g.47gb", 5, 4, 4, 64, 46.12, 1, {4, 4, 0, 4, 0}, &starts0},
        {"7g.94gb", 0, 7, 8, 132, 93.12, 1, {8, 7, 0, 7, 1}, &starts0},
    });
    flagFigure(g, GpuFigure::Bandwidth, Q::Unverified,
               "The fact files give no memory bandwidth for H100 NVL (fact sheet §1.2, §1.3.6; more facts §1.8), "
               "so it is not simulated.");
    // Time-sliced C-series (§3.4): only H100L-94C's framebuffer was captured (§6.3 #3).
    const std::string fbNote = "The fact sheet captured only the counts of this type, not its framebuffer "
                               "(fact sheet §3.4, §6.3 #3).";
    g.vgpuProfiles = {ts("H100L-94C", 96246, 1, 1), ts("H100L-47C", 0, 2, 2), ts("H100L-23C", 0, 4, 4),
                      ts("H100L-15C", 0, 6, 4),     ts("H100L-11C", 0, 8, 8), ts("H100L-6C", 0, 15, 8),
                      ts("H100L-4C", 0, 23, 16)};
    for (auto &v : g.vgpuProfiles)
        if (v.framebufferMB == 0) {
            v.quality = Q::Unverified;
            v.note = fbNote;
        }
    g.notes.push_back("lgip memory varies with the driver: 10.62-10.75, 21.50-21.62 and 46.12-46.38 GiB; the "
                      "catalog lists the first of each (fact sheet §1.3.6).");
    g.notes.push_back("mig-parted's all-balanced layout: 1g.12gb + 2g.24gb + 3g.47gb (fact sheet §1.3.10).");
    return g;
}

// Profiles the fact files name for H20 and GH200 144GB without a row: names and counts only.
const char *const h20Why = "The fact files give H20's profile names and counts only (HAMi allowlist, NVAIE vGPU "
                           "tables, gpu-operator configs; more facts §1.6): no profile ID, SMs, memory, engines or "
                           "placements.";

void flagH20Whole(GpuModel &g)
{
    g.sms = 78;
    flagFigure(g, GpuFigure::Sms, Q::Unverified,
               "78 SMs from a secondary source only (Geekbench via a Chinese spec compilation, more facts §1.6 "
               "[2°]); it does not say which H20.");
    flagFigure(g, GpuFigure::MigSms, Q::Unverified, "No 7g row: the SMs the full MIG instance exposes are not given "
                                                    "(more facts §1.6).");
    g.bandwidthGBps = 4000;
    flagFigure(g, GpuFigure::Bandwidth, Q::Unverified,
               "About 4.0 TB/s is commonly quoted; the fact file marks it UNVERIFIED (more facts §1.6).");
    g.computeSlices = 7;
    flagFigure(g, GpuFigure::MemorySlots, Q::Unverified, "No placements are given for H20 (more facts §1.6).");
    g.notes.push_back("SM counts differ sharply from H100 and H200: one profile name gives very different compute "
                      "per SKU (an H20-141GB 3g.71gb has 32 SMs, an H200 3g.71gb 60; more facts §1.6).");
    g.notes.push_back(minDriverNote("R535 >= 535.161.07"));
}

// H20 96GB (more facts §1.6): H100 96GB / GH200 profile names.
GpuModel h20x96()
{
    GpuModel g;
    g.id = "H20-96GB";
    g.displayName = "NVIDIA H20 96GB";
    g.memoryGiB = 96; // MIG guide Supported GPUs (fact sheet §1.1)
    g.migProfiles = {
        namedOnly("1g.12gb", 1, 7, h20Why),
        namedOnly("1g.12gb+me", 1, 0, std::string(h20Why) + " Its count is not given either."),
        namedOnly("1g.24gb", 1, 4, h20Why),
        namedOnly("2g.24gb", 2, 3, h20Why),
        namedOnly("3g.48gb", 3, 2, h20Why),
        namedOnly("4g.48gb", 4, 1, h20Why),
        namedOnly("7g.96gb", 7, 1, h20Why),
    };
    flagH20Whole(g);
    // NVAIE vGPU tables "H20-1-12C ... H20-7-96C" map to MIG 1g.12gb ... 7g.96gb (more facts §1.6).
    const char *src = "more facts §1.6";
    for (auto v : {mb(g, "H20-7-96C", "7g.96gb"), mb(g, "H20-4-48C", "4g.48gb", Q::Inferred, src),
                   mb(g, "H20-3-48C", "3g.48gb", Q::Inferred, src), mb(g, "H20-2-24C", "2g.24gb", Q::Inferred, src),
                   mb(g, "H20-1-24C", "1g.24gb", Q::Inferred, src), mb(g, "H20-1-12C", "1g.12gb")})
        g.vgpuProfiles.push_back(v);
    g.notes.push_back("gpu-operator's all-balanced layout groups H20 with H100 96GB: 2x 1g.12gb + 2g.24gb + 3g.48gb "
                      "(more facts §1.6).");
    return g;
}

// H20 141GB, "H20-3e" (more facts §1.6): H200 profile names, one device seen on hardware.
GpuModel h20x141()
{
    GpuModel g;
    g.id = "H20-141GB";
    g.displayName = "NVIDIA H20 141GB (H20-3e)";
    g.memoryGiB = 141;
    flagFigure(g, GpuFigure::Memory, Q::Unverified,
               "141 GB and the H200 profile names come from a secondary source (a Chinese spec compilation citing "
               "the NVAIE docs; more facts §1.6 [2°]).");
    const std::string why = std::string("H20-141GB uses the H200 profile names (more facts §1.6 [2°]); ") + h20Why
                            + " Its count is not given either.";
    g.migProfiles = {namedOnly("1g.18gb", 1, 0, why), namedOnly("1g.18gb+me", 1, 0, why),
                     namedOnly("1g.35gb", 1, 0, why), namedOnly("2g.35gb", 2, 0, why),
                     namedOnly("3g.71gb", 3, 0, why), namedOnly("4g.71gb", 4, 0, why),
                     namedOnly("7g.141gb", 7, 0, why)};
    // The one device seen on hardware: an H20-3e MIG device with CE 3, DEC 3, JPEG 3 and
    // 71,424 MiB reports 32 SMs (HAMi issue #1422, more facts §1.6 [HW]).
    MigProfile &p3 = g.migProfiles[4];
    p3.sms = 32;
    p3.smQuality = Q::Verified;
    p3.memoryGiB = 69.75;
    p3.memoryQuality = Q::Inferred;
    p3.engines = MigEngines{3, 3, U, 3, U};
    p3.note = "32 SMs, 3 CE, 3 NVDEC and 3 JPEG from an H20-3e MIG device (HAMi issue #1422, more facts §1.6 [HW]); "
              "memory 69.75 GiB is that device's 71,424 MiB, not an lgip row (H200's 3g.71gb lists 69.50); NVENC "
              "and OFA are not given. " + p3.note;
    flagH20Whole(g);
    return g;
}

// H100 on GH200, 96GB (more facts §1.7 [HW]): a full lgip; no lgipp, no bandwidth.
GpuModel gh200x96()
{
    GpuModel g;
    g.id = "GH200-96GB";
    g.displayName = "NVIDIA H100 on GH200 96GB";
    g.migSms = 132;
    g.memoryGiB = 96; // MIG guide Supported GPUs (fact sheet §1.1)
    g.computeSlices = 7;
    g.memorySlots = 8;
    const MigEngines ce1{1, U, U, U, U}, ce2{2, U, U, U, U}, ce3{3, U, U, U, U}, ce4{4, U, U, U, U},
        ce8{8, U, U, U, U};
    g.migProfiles = sevenSliceProfiles({
        {"1g.12gb", 19, 1, 1, 16, 11.00, 7, ce1, &starts1},
        {"1g.12gb+me", 20, 1, 1, 16, 11.00, 1, ce1, &starts1},
        {"1g.24gb", 15, 1, 2, 26, 23.00, 4, ce1, &starts1x2},
        {"2g.24gb", 14, 2, 2, 32, 23.00, 3, ce2, &starts2},
        {"3g.48gb", 9, 3, 4, 60, 46.50, 2, ce3, &starts3},
        {"4g.48gb", 5, 4, 4, 64, 46.50, 1, ce4, &starts0},
        {"7g.96gb", 0, 7, 8, 132, 93.00, 1, ce8, &starts0},
    });
    for (auto &p : g.migProfiles)
        addNote(p, "The GH200 lgip transcript gives copy engines only (more facts §1.7).");
    const std::string placed = "No GH200 -lgipp transcript was found: starts and sizes follow the 7-slice table by "
                               "profile ID (fact sheet §1.3.9), as for H200.";
    markPlacementsAssumed(g, placed);
    flagFigure(g, GpuFigure::MemorySlots, Q::Assumed, placed);
    flagFigure(g, GpuFigure::Sms, Q::Unverified,
               "The fact files give the SMs of the MIG instances (7g.96gb: 132) but not the GPU's with MIG off "
               "(more facts §1.7).");
    flagFigure(g, GpuFigure::Bandwidth, Q::Unverified, "The fact files give no memory bandwidth for GH200.");
    g.notes.push_back("`nvidia-smi mig -cgi 20,20,20` fails with Insufficient Resources: one +me instance per GPU "
                      "(more facts §1.7).");
    g.notes.push_back("The compute-instance profile ID of 1g.24gb is 7, not 0 (more facts §1.7).");
    return g;
}

// GH200 144GB HBM3e (more facts §1.7; fact sheet §1.3.7): three lgip rows, names for the rest.
GpuModel gh200x144()
{
    GpuModel g;
    g.id = "GH200-144GB";
    g.displayName = "NVIDIA GH200 144GB HBM3e";
    g.memoryGiB = 144;
    g.computeSlices = 7;
    const std::string why = "mig-parted PR #139 gives the SMs and memory of 1g.18gb, 1g.36gb and 2g.36gb only "
                            "(the SMs for 2g.36gb); the other names come from gpu-operator configs (more facts §1.7): "
                            "no profile IDs, counts, engines or placements.";
    g.migProfiles = {namedOnly("1g.18gb", 1, 0, why), namedOnly("1g.36gb", 1, 0, why), namedOnly("2g.36gb", 2, 0, why),
                     namedOnly("3g.72gb", 3, 0, why), namedOnly("4g.72gb", 4, 0, why),
                     namedOnly("7g.144gb", 7, 0, why)};
    auto given = [](MigProfile &p, int sms, double mem) {
        p.sms = sms;
        p.smQuality = Q::Verified;
        if (mem > 0) {
            p.memoryGiB = mem;
            p.memoryQuality = Q::Verified;
        }
    };
    given(g.migProfiles[0], 16, 17.50);
    given(g.migProfiles[1], 26, 35.25);
    given(g.migProfiles[2], 32, 0);
    flagFigure(g, GpuFigure::Sms, Q::Unverified, "The fact files give no SM count for GH200 144GB.");
    flagFigure(g, GpuFigure::MigSms, Q::Unverified, "No 7g.144gb row is given (more facts §1.7).");
    flagFigure(g, GpuFigure::Bandwidth, Q::Unverified, "The fact files give no memory bandwidth for GH200.");
    flagFigure(g, GpuFigure::MemorySlots, Q::Unverified, "No placements are given for GH200 144GB.");
    g.notes.push_back("gpu-operator's all-balanced layout: 2x 1g.18gb + 2g.36gb + 3g.72gb (more facts §1.7).");
    return g;
}

// B200 180GB (more facts §1.1; fact sheet §1.2, §1.3.8, §6.1 #1-#2): lgip rows up to 2g.45gb.
GpuModel b200()
{
    GpuModel g;
    g.id = "B200";
    g.displayName = "NVIDIA B200 180GB (HGX B200)";
    g.sms = 148; // device query in pytorch/ao PR #4002 (more facts §1.1 [HW])
    g.memoryGiB = 180;
    g.bandwidthGBps = 8000;
    g.computeSlices = 7;
    g.memorySlots = 8;
    g.migProfiles = sevenSliceProfiles({
        {"1g.23gb", 19, 1, 1, 18, 20.50, 7, {2, 1, 0, 1, 0}, &starts1},
        {"1g.23gb+me", 20, 1, 1, 18, 20.50, 1, {2, 1, 0, 1, 1}, &starts1},
        {"1g.45gb", 15, 1, 2, 30, 44.25, 4, {2, 1, 0, 1, 0}, &starts1x2},
        {"2g.45gb", 14, 2, 2, 36, 44.25, 3, {4, 2, 0, 2, 0}, &starts2},
        {"3g.90gb", 9, 3, 4, 0, 0, 2, {6, 1, 0, 1, 0}, &starts3},
        {"4g.90gb", 5, 4, 4, 0, 0, 1, {8, 1, 0, 1, 0}, &starts0},
        {"7g.180gb", 0, 7, 8, 0, 0, 1, {16, 1, 0, 1, 1}, &starts0},
    });
    for (int id : {19, 20})
        addNote(*profileById(g, id), "lgip memory is 22.00 GiB with the January 2025 driver and 20.50 with the March "
                                     "2025 one; the newer is listed (more facts §1.1).");
    addNote(*profileById(g, 14), "NVIDIA's table says 3 copy engines, 1 NVDEC and 1 JPEG; nvidia-smi shows 4, 2 and 2, "
                                 "which are used (fact sheet §1.3.8, §6.1 #2).");
    for (int id : {9, 5, 0}) {
        MigProfile &p = *profileById(g, id);
        p.idQuality = Q::Assumed;
        markNoRow(p, "Every public lgip excerpt stops after the 2g row: SMs and memory are UNVERIFIED and not given, "
                     "the profile ID is assumed, engines are NVIDIA's table's (more facts §1.1; fact sheet §6.1 #1). "
                     "go-nvml's mock numbers are not used (fact sheet §6.1 #11).");
    }
    markPlacementsAssumed(g, "No B200 -lgipp transcript was found; placements are assumed identical to the 7-slice "
                             "table (more facts §1.1; fact sheet §1.3.8, §6.1 #4).");
    flagFigure(g, GpuFigure::MigSms, Q::Unverified,
               "The 7g.180gb SM count is UNVERIFIED (more facts §1.1; fact sheet §6.1 #1).");
    flagFigure(g, GpuFigure::Bandwidth, Q::Unverified,
               "8 TB/s is the marketing figure, from secondary sources only (docs.vultr.com, glennklockwood.com; "
               "more facts §1.1 [2°]); a device query's bus width and memory clock give about 7.67 TB/s.");
    g.notes.push_back("A 3g.90gb takes 4 of the 8 memory slices but only 3 of the 7 SM slices: two of them strand "
                      "one SM slice (dra-driver source, more facts §1.1).");
    g.notes.push_back("mig-parted's all-balanced layout: 2x 1g.23gb + 2g.45gb + 3g.90gb (more facts §1.1).");
    g.notes.push_back(minDriverNote("R570 >= 570.133.20"));
    return g;
}

// GB200 186GB (more facts §1.2): production lgip rows up to 2g.47gb.
GpuModel gb200()
{
    GpuModel g;
    g.id = "GB200";
    g.displayName = "NVIDIA GB200 186GB";
    g.memoryGiB = 186; // MIG guide (more facts §1.2; fact sheet §1.1)
    g.computeSlices = 7;
    g.memorySlots = 8;
    g.migProfiles = sevenSliceProfiles({
        {"1g.23gb", 19, 1, 1, 18, 22.00, 7, {2, U, U, U, U}, &starts1},
        {"1g.23gb+me", 20, 1, 1, 18, 22.00, 1, {2, U, U, U, 1}, &starts1},
        {"1g.47gb", 15, 1, 2, 32, 45.50, 4, {2, U, U, U, U}, &starts1x2},
        {"2g.47gb", 14, 2, 2, 38, 45.50, 3, {4, U, U, U, U}, &starts2},
        {"3g.93gb", 9, 3, 4, 0, 0, 2, unknownEngines, &starts3},
        {"4g.93gb", 5, 4, 4, 0, 0, 1, unknownEngines, &starts0},
        {"7g.186gb", 0, 7, 8, 0, 0, 1, unknownEngines, &starts0},
    });
    for (int id : {19, 20, 15, 14})
        addNote(*profileById(g, id), "The production lgip rows give copy engines only (and OFA 1 for +me; mig-parted "
                                     "issue #227, more facts §1.2).");
    for (int id : {9, 5, 0}) {
        MigProfile &p = *profileById(g, id);
        p.idQuality = Q::Assumed;
        markNoRow(p, "Name from the configs only: SMs, memory and engines are UNVERIFIED and not given, the profile ID "
                     "is assumed (shown in brackets in more facts §1.2).");
    }
    markPlacementsAssumed(g, "No GB200 -lgipp transcript was found; placements are assumed identical to the 7-slice "
                             "table (fact sheet §1.1, §1.3.9).");
    flagFigure(g, GpuFigure::Sms, Q::Unverified, "The fact files give no SM count for GB200 (more facts §1.2).");
    flagFigure(g, GpuFigure::MigSms, Q::Unverified, "The 7g.186gb SM count is UNVERIFIED (more facts §1.2).");
    flagFigure(g, GpuFigure::Bandwidth, Q::Unverified, "The fact files give no memory bandwidth for GB200.");
    g.notes.push_back("GB200's 1g.47gb and 2g.47gb have more SMs (32 / 38) than B200's 1g.45gb and 2g.45gb (30 / 36) "
                      "(more facts §1.2, derived).");
    g.notes.push_back("Pre-production boards showed 1g.24gb at 20.00 GiB, renamed 1g.23gb on production boards "
                      "(mig-parted PR #228, more facts §1.2).");
    g.notes.push_back("The configs also hold 3g.95gb, 4g.95gb and 7g.189gb; the SKU they belong to is UNVERIFIED "
                      "(more facts §1.2).");
    g.notes.push_back("gpu-operator's all-balanced layout: 2x 1g.23gb + 2g.47gb + 3g.93gb (more facts §1.2).");
    g.notes.push_back(minDriverNote("R570 >= 570.133.20"));
    return g;
}

// B300 and GB300 (more facts §1.3): profile names and counts from NVIDIA's config repos only.
std::vector<MigProfile> namesAndCounts(const std::vector<std::pair<const char *, int>> &rows, const std::string &why)
{
    std::vector<MigProfile> out;
    for (const auto &[name, count] : rows)
        out.push_back(namedOnly(name, name[0] - '0', count, why));
    return out;
}

// What B300 and GB300 share: seven slices (the "7g" profile), names and counts from the configs,
// SMs and placements not given; `allBalanced` and `driver` for their notes.
GpuModel configsOnly(const char *id, const char *displayName, const std::vector<std::pair<const char *, int>> &rows,
                     const char *allBalanced, const char *driver)
{
    GpuModel g;
    g.id = id;
    g.displayName = displayName;
    g.computeSlices = 7;
    g.migProfiles = namesAndCounts(rows, std::string(id) + " profile names and counts come from NVIDIA's config "
                                             "repos only (gpu-operator, mig-parted; more facts §1.3): no lgip "
                                             "transcript, so no profile ID, SMs, memory, engines or placements.");
    const char *sms = "SM counts per profile and per whole GPU: UNVERIFIED (more facts §1.3).";
    flagFigure(g, GpuFigure::Sms, Q::Unverified, sms);
    flagFigure(g, GpuFigure::MigSms, Q::Unverified, sms);
    flagFigure(g, GpuFigure::MemorySlots, Q::Unverified,
               std::string("No placements are given for ") + id + " (more facts §1.3).");
    g.notes.push_back(std::string("gpu-operator's all-balanced layout: ") + allBalanced + " (more facts §1.3).");
    g.notes.push_back(minDriverNote(driver));
    return g;
}

GpuModel b300()
{
    GpuModel g = configsOnly("B300", "NVIDIA B300 (HGX B300)",
                             {{"1g.34gb", 7}, {"1g.34gb+me", 1}, {"1g.67gb", 4}, {"2g.67gb", 3}, {"3g.135gb", 2},
                              {"4g.135gb", 1}, {"7g.269gb", 1}},
                             "2x 1g.34gb + 2g.67gb + 3g.135gb", "R580 >= 580.82.07 (CUDA 12.9)");
    MigProfile &p1 = g.migProfiles[0];
    p1.memoryGiB = 33.75;
    p1.note = "A B300 1g.34gb MIG device shows 33.75 GiB (a test fixture in a public repo, more facts §1.3 [2°/HW]). "
              + p1.note;
    g.memoryGiB = 288;
    flagFigure(g, GpuFigure::Memory, Q::Unverified,
               "288 GB HBM3e from a secondary source (glennklockwood.com, more facts §1.3 [2°]); about 269 GB usable "
               "(AWS HyperPod CLI PR #403 [2°]).");
    g.bandwidthGBps = 8000;
    flagFigure(g, GpuFigure::Bandwidth, Q::Unverified,
               "8 TB/s from a secondary source (glennklockwood.com, more facts §1.3 [2°]).");
    g.notes.push_back("Compute capability 10.3 (SM103; CUTLASS docs, more facts §1.3 [2°]).");
    return g;
}

GpuModel gb300()
{
    GpuModel g = configsOnly("GB300", "NVIDIA GB300",
                             {{"1g.35gb", 7}, {"1g.35gb+me", 1}, {"1g.70gb", 4}, {"2g.70gb", 3}, {"3g.139gb", 2},
                              {"4g.139gb", 1}, {"7g.278gb", 1}},
                             "2x 1g.35gb + 2g.70gb + 3g.139gb", "R595 >= 595.58.03 (CUDA 13, DGX Station)");
    // 1g.35gb is a 1-slot profile on GB300 (x7) but 2 slots on H200 (x4): mig-parted's all-1g.35gb
    // config, device filter 0x31C210DE -> 7 (more facts §1.0 #2).
    MigProfile &p1 = g.migProfiles[0];
    p1.memorySlots = 1;
    p1.note = "One memory slot (all-1g.35gb gives 7 per GPU; on H200 the same name is 2 slots, 4 per GPU; more facts "
              "§1.0 #2); its starts are not given. " + p1.note;
    flagFigure(g, GpuFigure::Memory, Q::Unverified, "The fact files give no memory size for GB300 (more facts §1.3).");
    flagFigure(g, GpuFigure::Bandwidth, Q::Unverified, "The fact files give no memory bandwidth for GB300.");
    return g;
}

// RTX PRO 6000 Blackwell (more facts §1.0 #3, §1.4): 4 slices on a 12-unit placement grid.
GpuModel rtxPro6000()
{
    GpuModel g;
    g.id = "RTX-PRO-6000";
    g.displayName = "NVIDIA RTX PRO 6000 Blackwell (Server / Workstation / Max-Q)";
    g.sms = 188;
    g.migSms = 188;
    g.memoryGiB = 96;
    g.bandwidthGBps = 1792;
    g.computeSlices = 4;
    g.memorySlots = 12;
    g.placementUnitsPerSlice = 3;
    g.migProfiles = {
        makeProfile({"1g.24gb", 14, 1, 3, 46, 23.62, 4, {1, 1, 1, 1, 0}, &rtxStarts1}),
        makeProfile({"1g.24gb+me", 21, 1, 3, 46, 23.62, 1, {1, 1, 1, 1, 1}, &rtxStarts1}),
        makeProfile({"1g.24gb+gfx", 47, 1, 3, 46, 23.62, 4, {1, 1, 1, 1, 0}, &rtxStarts1}),
        makeProfile({"1g.24gb+me.all", 65, 1, 3, 46, 23.62, 1, {1, 4, 4, 4, 1}, &rtxStarts1}),
        makeProfile({"1g.24gb-me", 67, 1, 3, 46, 23.62, 4, {1, 0, 0, 0, 0}, &rtxStarts1}),
        makeProfile({"2g.48gb", 5, 2, 6, 94, 47.38, 2, {2, 2, 2, 2, 0}, &rtxStarts2}),
        makeProfile({"2g.48gb+gfx", 35, 2, 6, 94, 47.38, 2, {2, 2, 2, 2, 0}, &rtxStarts2}),
        makeProfile({"2g.48gb+me.all", 64, 2, 6, 94, 47.38, 1, {2, 4, 4, 4, 1}, &rtxStarts2}),
        makeProfile({"2g.48gb-me", 66, 2, 6, 94, 47.38, 2, {2, 0, 0, 0, 0}, &rtxStarts2}),
        makeProfile({"4g.96gb", 0, 4, 12, 188, 95.00, 1, {4, 4, 4, 4, 1}, &starts0}),
        makeProfile({"4g.96gb+gfx", 32, 4, 12, 188, 95.00, 1, {4, 4, 4, 4, 1}, &starts0}),
    };
    for (auto &p : g.migProfiles) {
        if (p.computeSlices == 1)
            addNote(p, "lgip memory is 23.12 GiB on some drivers (more facts §1.4).");
        else if (p.computeSlices == 4)
            addNote(p, "lgip memory is 95.00-95.12 GiB depending on the driver (more facts §1.4).");
    }
    flagFigure(g, GpuFigure::Sms, Q::Unverified,
               "188 of GB202's 192 SMs with MIG off is from secondary sources (gpu.name, VideoCardz; more facts §1.4 "
               "[2°]); it agrees with the 4g.96gb row of nvidia-smi [HW].");
    flagFigure(g, GpuFigure::Bandwidth, Q::Unverified,
               "1,792 GB/s (512-bit GDDR7) from secondary sources (gpu.name, VideoCardz, an NVIDIA blog quoted in "
               "cudnn-frontend PR #1164; more facts §1.4 [2°]).");
    g.notes.push_back("A 12-unit placement grid: each of the 4 slices spans 3 units, and -lgipp prints "
                      "14:{0,3,6,9}:3, 5:{0,6}:6, 0:{0}:12 (Kubesimplify blog, driver 610.43.02; more facts §1.0 #3).");
    g.notes.push_back("Four 1g instances expose 4 x 46 = 184 of the 188 SMs (more facts §1.4, derived).");
    g.notes.push_back("+gfx profiles enable graphics in the instance (Universal MIG); +me.all takes all media engines, "
                      "-me none (MIG guide, more facts §1.4).");
    g.notes.push_back("The driver's choice of placement without a start is modelled on NVIDIA's 7-slice examples; "
                      "it was not observed on this GPU.");
    g.notes.push_back("Workstation and Max-Q editions need vBIOS 98.02.55.00.00 / 98.02.6A.00.00 and "
                      "`DisplayModeSelector --gpumode=compute` before MIG can be enabled (more facts §1.4).");
    g.notes.push_back("The fact files list no vGPU types for it (MIG-backed vGPU uses the +gfx profiles, IDs 47/35/32, "
                      "per setup notes [2°]), so vGPU plans are not offered on it.");
    g.notes.push_back("Total memory is the nominal 96 GB: no nvidia-smi total was found (PyTorch sees 97887 MiB, "
                      "more facts §1.4).");
    g.notes.push_back("gpu-operator's all-balanced layout: 2x 1g.24gb + 2g.48gb (more facts §1.4).");
    g.notes.push_back(minDriverNote("R575 >= 575.51.03"));
    return g;
}

// RTX PRO 5000 / 4500 Blackwell (more facts §1.0 #5, §1.5): two-instance parts, names from the
// newer MIG guide copy; sources disagree, so every profile value is UNVERIFIED.
const char *const rtxSmallWhy =
    "Sources disagree for RTX PRO 5000/4500 (the v580 MIG guide copy, its newer copy and NVAIE's vGPU types, more "
    "facts §1.0 #5, §1.5): beyond \"at most 2 instances\" every profile value is UNVERIFIED; names and counts are the "
    "newer copy's; profile IDs, SMs, memory, engines and placements are not given.";

GpuModel rtxProSmall(const char *id, const char *displayName, double memoryGb,
                     const std::vector<std::pair<const char *, int>> &rows, const char *driver)
{
    GpuModel g;
    g.id = id;
    g.displayName = displayName;
    g.memoryGiB = memoryGb;
    g.computeSlices = 2;
    g.migProfiles = namesAndCounts(rows, rtxSmallWhy);
    for (auto &p : g.migProfiles)
        p.countQuality = Q::Unverified;
    flagFigure(g, GpuFigure::Sms, Q::Unverified, "SMs are UNVERIFIED (more facts §1.5).");
    flagFigure(g, GpuFigure::MigSms, Q::Unverified, "SMs are UNVERIFIED (more facts §1.5).");
    flagFigure(g, GpuFigure::Bandwidth, Q::Unverified, "The fact files give no memory bandwidth for it.");
    flagFigure(g, GpuFigure::MemorySlots, Q::Unverified, "Placements are UNVERIFIED (more facts §1.5).");
    g.notes.push_back("At most 2 MIG instances (MIG guide Supported GPUs, more facts §1.5).");
    g.notes.push_back(minDriverNote(driver));
    return g;
}

GpuModel rtxPro5000()
{
    GpuModel g = rtxProSmall("RTX-PRO-5000", "NVIDIA RTX PRO 5000 Blackwell 48GB", 48,
                             {{"1g.24gb", 2}, {"1g.24gb+me", 1}, {"1g.24gb+gfx", 2}, {"1g.24gb+me.all", 1},
                              {"1g.24gb-me", 2}, {"2g.48gb", 1}, {"2g.48gb+gfx", 1}},
                             "R575 >= 575.57.08");
    g.notes.push_back("The v580 MIG guide copy lists quarters instead (1g.12gb, 1g.12gb-me, 2g.24gb-me, 4g.48gb); "
                      "the newer two-instance table matches Supported GPUs (more facts §1.0 #5).");
    return g;
}

GpuModel rtxPro4500()
{
    GpuModel g = rtxProSmall("RTX-PRO-4500", "NVIDIA RTX PRO 4500 Blackwell 32GB", 32,
                             {{"1g.16gb", 2}, {"1g.16gb+gfx", 2}, {"1g.16gb+me.all", 1}, {"1g.16gb-me", 2},
                              {"2g.32gb", 1}, {"2g.32gb+gfx", 1}},
                             "R575 >= 575.64");
    g.notes.push_back("NVAIE's Blackwell vGPU page lists MIG-backed types for RTX PRO 4500 SE 32GB backed by 2g.32gb, "
                      "2g.16gb, 2g.8gb, 1g.16gb and 1g.8gb, which does not match the MIG guide (more facts §1.5).");
    return g;
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
                                   "placement size 2 show two memory slots (fact sheet §1.3.1, §6.1 #5). Available "
                                   "from R525 drivers (more facts §1.0 #4).";
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

    gpus.push_back(h100Nvl());

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

    // --- more facts §1: Hopper variants, Blackwell -----------------------------------------
    for (GpuModel g : {h20x96(), h20x141(), gh200x96(), gh200x144(), b200(), gb200(), b300(), gb300(), rtxPro6000(),
                       rtxPro5000(), rtxPro4500()})
        gpus.push_back(std::move(g));

    for (auto &g : gpus)
        for (auto &p : g.migProfiles)
            p.placementUnitsPerSlice = g.placementUnitsPerSlice;
    return gpus;
}

// Every GPU of the catalog, split once: the complete ones (the simulator's) and the others.
struct Catalog
{
    std::vector<GpuModel> simulated;
    std::vector<GpuModel> reference;
    std::vector<const GpuModel *> all; // display order

    Catalog()
    {
        const std::vector<GpuModel> gpus = buildCatalog();
        for (const auto &g : gpus)
            (g.complete() ? simulated : reference).push_back(g);
        // Pointers only once both vectors are final.
        size_t si = 0, ri = 0;
        for (const auto &g : gpus)
            all.push_back(g.complete() ? &simulated[si++] : &reference[ri++]);
    }
};

const Catalog &catalog()
{
    static const Catalog c;
    return c;
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
    if (ec == std::errc() && ptr == nameOrId.data() + nameOrId.size() && id >= 0)
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
    return catalog().simulated;
}

const GpuModel *findGpu(std::string_view id)
{
    for (const auto &g : builtinGpus())
        if (equalsIgnoreCase(g.id, id))
            return &g;
    return nullptr;
}

const std::vector<const GpuModel *> &catalogGpus()
{
    return catalog().all;
}

const GpuModel *findCatalogGpu(std::string_view id)
{
    for (const GpuModel *g : catalogGpus())
        if (equalsIgnoreCase(g->id, id))
            return g;
    return nullptr;
}

const FigureFlag *GpuModel::figureFlag(GpuFigure f) const
{
    for (const auto &flag : figureFlags)
        if (flag.figure == f)
            return &flag;
    return nullptr;
}

DataQuality GpuModel::figureQuality(GpuFigure f) const
{
    const FigureFlag *flag = figureFlag(f);
    return flag ? flag->quality : DataQuality::Verified;
}

std::vector<std::string> GpuModel::missingFigures() const
{
    std::vector<std::string> out;
    if (sms <= 0)
        out.push_back("sms");
    if (memoryGiB <= 0)
        out.push_back("memory");
    if (bandwidthGBps <= 0)
        out.push_back("bandwidth");
    if (!supportsMig())
        return out;
    if (migSms <= 0)
        out.push_back("mig_sms");
    if (memorySlots <= 0)
        out.push_back("memory_slots");
    for (const auto &p : migProfiles) {
        auto missing = [&](bool known, const char *what) {
            if (!known)
                out.push_back(p.name + ":" + what);
        };
        missing(p.idKnown(), "id");
        missing(p.smsKnown(), "sms");
        missing(p.memoryKnown(), "memory");
        missing(p.placementsKnown(), "placements");
        missing(p.maxCount > 0, "max_count");
        missing(p.engines.known(), "engines");
    }
    return out;
}

double migBandwidthShareGBps(const GpuModel &gpu, const MigProfile &p)
{
    if (gpu.bandwidthGBps <= 0 || gpu.memorySlots <= 0 || p.memorySlots <= 0)
        return 0;
    return gpu.bandwidthGBps * double(p.memorySlots) / double(gpu.memorySlots);
}

} // namespace gpuk
