#pragma once

// The GPU tables of the fact files, typed again by hand, independently of
// core/catalog/catalog.cpp: shared/reference/gpu-sharing-facts.md §1.2, §1.3 ("fact sheet") and
// shared/reference/more-facts-2026-12.md §1 ("more facts"). The catalog tests (core) and the
// `mig` command tests (io) compare against these rows; nothing here is computed from the catalog.
//
// A row is one profile in the column order of `nvidia-smi mig -lgip` / `-lgipp`:
//   name, ID, instances, memory GiB, SMs, CE DEC ENC JPEG OFA, placement "{starts}:size"
// "?" where the fact files give no value ("{?}:?" for placements, "{?}:1" for a size without
// starts). Where a table leaves out only the ENC column, ENC is 0, as the catalog has it for
// H100 PCIe (fact sheet §1.3.5).

#include <sstream>
#include <string>
#include <vector>

namespace gpuk::test {

struct FactGpu
{
    const char *id;
    double sms, migSms;        // 0 = not given
    double memoryGb;           // nominal; 0 = not given
    int memoryMiBReported;     // nvidia-smi total with MIG off; 0 = not given
    double bandwidthGBps;      // 0 = not given
    int computeSlices;
    int memorySlots;           // placement units; 0 = not given
    int unitsPerSlice;
    bool simulated;            // every figure the simulator needs is given
    std::vector<const char *> rows;
};

inline const std::vector<FactGpu> &factFileGpus()
{
    static const std::vector<FactGpu> gpus = {
        {"A100-40GB", 108, 98, 40, 40537, 1555, 7, 8, 1, true, {
            // fact sheet §1.3.1
            "1g.5gb     19 7 4.75  14 1 0 0 0 0 {0,1,2,3,4,5,6}:1",
            "1g.5gb+me  20 1 4.75  14 1 1 0 1 1 {0,1,2,3,4,5,6}:1",
            "1g.10gb    15 4 9.62  14 1 1 0 0 0 {0,2,4,6}:2",
            "2g.10gb    14 3 9.62  28 2 1 0 0 0 {0,2,4}:2",
            "3g.20gb     9 2 19.50 42 3 2 0 0 0 {0,4}:4",
            "4g.20gb     5 1 19.50 56 4 2 0 0 0 {0}:4",
            "7g.40gb     0 1 39.25 98 7 5 0 1 1 {0}:8",
        }},
        {"A100-80GB", 108, 98, 80, 81920, 2039, 7, 8, 1, true, {
            // fact sheet §1.3.2 (memory from the quoted transcript rows)
            "1g.10gb    19 7 9.50  14 1 0 0 0 0 {0,1,2,3,4,5,6}:1",
            "1g.10gb+me 20 1 9.50  14 1 1 0 1 1 {0,1,2,3,4,5,6}:1",
            "1g.20gb    15 4 19.50 14 1 1 0 0 0 {0,2,4,6}:2",
            "2g.20gb    14 3 19.50 28 2 1 0 0 0 {0,2,4}:2",
            "3g.40gb     9 2 39.25 42 3 2 0 0 0 {0,4}:4",
            "4g.40gb     5 1 39.25 56 4 2 0 0 0 {0}:4",
            "7g.80gb     0 1 79.00 98 7 5 0 1 1 {0}:8",
        }},
        {"A30-24GB", 56, 56, 24, 24576, 933, 4, 4, 1, true, {
            // fact sheet §1.3.3
            "1g.6gb     14 4 5.81  14 1 1 0 0 0 {0,1,2,3}:1",
            "1g.6gb+me  21 1 5.81  14 1 1 0 1 1 {0,1,2,3}:1",
            "2g.12gb     5 2 11.69 28 2 2 0 0 0 {0,2}:2",
            "2g.12gb+me  6 1 11.69 28 2 2 0 1 1 {0,2}:2",
            "4g.24gb     0 1 23.44 56 4 4 0 1 1 {0}:4",
        }},
        {"H100-80GB", 132, 132, 80, 81559, 3350, 7, 8, 1, true, {
            // fact sheet §1.3.4
            "1g.10gb    19 7 9.75  16 1 1 0 1 0 {0,1,2,3,4,5,6}:1",
            "1g.10gb+me 20 1 9.75  16 1 1 0 1 1 {0,1,2,3,4,5,6}:1",
            "1g.20gb    15 4 19.62 26 1 1 0 1 0 {0,2,4,6}:2",
            "2g.20gb    14 3 19.62 32 2 2 0 2 0 {0,2,4}:2",
            "3g.40gb     9 2 39.50 60 3 3 0 3 0 {0,4}:4",
            "4g.40gb     5 1 39.50 64 4 4 0 4 0 {0}:4",
            "7g.80gb     0 1 79.25 132 8 7 0 7 1 {0}:8",
        }},
        {"H100-PCIE-80GB", 114, 114, 80, 81559, 2000, 7, 8, 1, true, {
            // fact sheet §1.3.5
            "1g.10gb    19 7 9.75  14 1 1 0 1 0 {0,1,2,3,4,5,6}:1",
            "1g.10gb+me 20 1 9.75  14 1 1 0 1 1 {0,1,2,3,4,5,6}:1",
            "1g.20gb    15 4 19.62 14 1 1 0 1 0 {0,2,4,6}:2",
            "2g.20gb    14 3 19.62 30 2 2 0 2 0 {0,2,4}:2",
            "3g.40gb     9 2 39.50 46 3 3 0 3 0 {0,4}:4",
            "4g.40gb     5 1 39.50 62 4 4 0 4 0 {0}:4",
            "7g.80gb     0 1 79.25 114 8 7 0 7 1 {0}:8",
        }},
        {"H100-NVL-94GB", 132, 132, 94, 0, 0, 7, 8, 1, false, {
            // fact sheet §1.2, §1.3.6 (memory: the first of each driver range); no bandwidth given
            "1g.12gb    19 7 10.62 16 1 1 0 1 0 {0,1,2,3,4,5,6}:1",
            "1g.12gb+me 20 1 10.62 16 1 1 0 1 1 {0,1,2,3,4,5,6}:1",
            "1g.24gb    15 4 21.50 26 1 1 0 1 0 {0,2,4,6}:2",
            "2g.24gb    14 3 21.50 32 2 2 0 2 0 {0,2,4}:2",
            "3g.47gb     9 2 46.12 60 3 3 0 3 0 {0,4}:4",
            "4g.47gb     5 1 46.12 64 4 4 0 4 0 {0}:4",
            "7g.94gb     0 1 93.12 132 8 7 0 7 1 {0}:8",
        }},
        {"H200-141GB", 132, 132, 141, 0, 4800, 7, 8, 1, true, {
            // fact sheet §1.3.7
            "1g.18gb    19 7 16.00 16 1 1 0 1 0 {0,1,2,3,4,5,6}:1",
            "1g.18gb+me 20 1 16.00 16 1 1 0 1 1 {0,1,2,3,4,5,6}:1",
            "1g.35gb    15 4 32.25 26 1 1 0 1 0 {0,2,4,6}:2",
            "2g.35gb    14 3 32.25 32 2 2 0 2 0 {0,2,4}:2",
            "3g.71gb     9 2 69.50 60 3 3 0 3 0 {0,4}:4",
            "4g.71gb     5 1 69.50 64 4 4 0 4 0 {0}:4",
            "7g.141gb    0 1 139.75 132 8 7 0 7 1 {0}:8",
        }},
        {"H20-96GB", 78, 0, 96, 0, 4000, 7, 0, 1, false, {
            // more facts §1.6: names and counts only (78 SMs [2°], ~4.0 TB/s UNVERIFIED)
            "1g.12gb    ? 7 ? ? ? ? ? ? ? {?}:?",
            "1g.12gb+me ? ? ? ? ? ? ? ? ? {?}:?",
            "1g.24gb    ? 4 ? ? ? ? ? ? ? {?}:?",
            "2g.24gb    ? 3 ? ? ? ? ? ? ? {?}:?",
            "3g.48gb    ? 2 ? ? ? ? ? ? ? {?}:?",
            "4g.48gb    ? 1 ? ? ? ? ? ? ? {?}:?",
            "7g.96gb    ? 1 ? ? ? ? ? ? ? {?}:?",
        }},
        {"H20-141GB", 78, 0, 141, 0, 4000, 7, 0, 1, false, {
            // more facts §1.6: H200 names [2°]; one H20-3e 3g.71gb device [HW] (71,424 MiB = 69.75 GiB)
            "1g.18gb    ? ? ? ? ? ? ? ? ? {?}:?",
            "1g.18gb+me ? ? ? ? ? ? ? ? ? {?}:?",
            "1g.35gb    ? ? ? ? ? ? ? ? ? {?}:?",
            "2g.35gb    ? ? ? ? ? ? ? ? ? {?}:?",
            "3g.71gb    ? ? 69.75 32 3 3 ? 3 ? {?}:?",
            "4g.71gb    ? ? ? ? ? ? ? ? ? {?}:?",
            "7g.141gb   ? ? ? ? ? ? ? ? ? {?}:?",
        }},
        {"GH200-96GB", 0, 132, 96, 0, 0, 7, 8, 1, false, {
            // more facts §1.7 [HW] lgip (CE only); placements: the 7-slice table by ID (assumed)
            "1g.12gb    19 7 11.00 16 1 ? ? ? ? {0,1,2,3,4,5,6}:1",
            "1g.12gb+me 20 1 11.00 16 1 ? ? ? ? {0,1,2,3,4,5,6}:1",
            "1g.24gb    15 4 23.00 26 1 ? ? ? ? {0,2,4,6}:2",
            "2g.24gb    14 3 23.00 32 2 ? ? ? ? {0,2,4}:2",
            "3g.48gb     9 2 46.50 60 3 ? ? ? ? {0,4}:4",
            "4g.48gb     5 1 46.50 64 4 ? ? ? ? {0}:4",
            "7g.96gb     0 1 93.00 132 8 ? ? ? ? {0}:8",
        }},
        {"GH200-144GB", 0, 0, 144, 0, 0, 7, 0, 1, false, {
            // more facts §1.7, fact sheet §1.3.7: three rows of mig-parted PR #139, names from configs
            "1g.18gb    ? ? 17.50 16 ? ? ? ? ? {?}:?",
            "1g.36gb    ? ? 35.25 26 ? ? ? ? ? {?}:?",
            "2g.36gb    ? ? ? 32 ? ? ? ? ? {?}:?",
            "3g.72gb    ? ? ? ? ? ? ? ? ? {?}:?",
            "4g.72gb    ? ? ? ? ? ? ? ? ? {?}:?",
            "7g.144gb   ? ? ? ? ? ? ? ? ? {?}:?",
        }},
        {"B200", 148, 0, 180, 0, 8000, 7, 8, 1, false, {
            // more facts §1.1, fact sheet §1.3.8: Mar-2025 memory, nvidia-smi engines for 2g (§6.1 #2),
            // the doc's engines for 3g/4g/7g; their SMs and memory UNVERIFIED; placements assumed
            "1g.23gb    19 7 20.50 18 2 1 0 1 0 {0,1,2,3,4,5,6}:1",
            "1g.23gb+me 20 1 20.50 18 2 1 0 1 1 {0,1,2,3,4,5,6}:1",
            "1g.45gb    15 4 44.25 30 2 1 0 1 0 {0,2,4,6}:2",
            "2g.45gb    14 3 44.25 36 4 2 0 2 0 {0,2,4}:2",
            "3g.90gb     9 2 ? ? 6 1 0 1 0 {0,4}:4",
            "4g.90gb     5 1 ? ? 8 1 0 1 0 {0}:4",
            "7g.180gb    0 1 ? ? 16 1 0 1 1 {0}:8",
        }},
        {"GB200", 0, 0, 186, 0, 0, 7, 8, 1, false, {
            // more facts §1.2: production lgip (CE; OFA 1 for +me); IDs 9/5/0 in brackets; placements assumed
            "1g.23gb    19 7 22.00 18 2 ? ? ? ? {0,1,2,3,4,5,6}:1",
            "1g.23gb+me 20 1 22.00 18 2 ? ? ? 1 {0,1,2,3,4,5,6}:1",
            "1g.47gb    15 4 45.50 32 2 ? ? ? ? {0,2,4,6}:2",
            "2g.47gb    14 3 45.50 38 4 ? ? ? ? {0,2,4}:2",
            "3g.93gb     9 2 ? ? ? ? ? ? ? {0,4}:4",
            "4g.93gb     5 1 ? ? ? ? ? ? ? {0}:4",
            "7g.186gb    0 1 ? ? ? ? ? ? ? {0}:8",
        }},
        {"B300", 0, 0, 288, 0, 8000, 7, 0, 1, false, {
            // more facts §1.3: names and counts from configs; 288 GB and 8 TB/s [2°]; 1g.34gb 33.75 GiB [2°/HW]
            "1g.34gb    ? 7 33.75 ? ? ? ? ? ? {?}:?",
            "1g.34gb+me ? 1 ? ? ? ? ? ? ? {?}:?",
            "1g.67gb    ? 4 ? ? ? ? ? ? ? {?}:?",
            "2g.67gb    ? 3 ? ? ? ? ? ? ? {?}:?",
            "3g.135gb   ? 2 ? ? ? ? ? ? ? {?}:?",
            "4g.135gb   ? 1 ? ? ? ? ? ? ? {?}:?",
            "7g.269gb   ? 1 ? ? ? ? ? ? ? {?}:?",
        }},
        {"GB300", 0, 0, 0, 0, 0, 7, 0, 1, false, {
            // more facts §1.3; 1g.35gb is one memory slot on GB300 (more facts §1.0 #2)
            "1g.35gb    ? 7 ? ? ? ? ? ? ? {?}:1",
            "1g.35gb+me ? 1 ? ? ? ? ? ? ? {?}:?",
            "1g.70gb    ? 4 ? ? ? ? ? ? ? {?}:?",
            "2g.70gb    ? 3 ? ? ? ? ? ? ? {?}:?",
            "3g.139gb   ? 2 ? ? ? ? ? ? ? {?}:?",
            "4g.139gb   ? 1 ? ? ? ? ? ? ? {?}:?",
            "7g.278gb   ? 1 ? ? ? ? ? ? ? {?}:?",
        }},
        {"RTX-PRO-6000", 188, 188, 96, 0, 1792, 4, 12, 3, true, {
            // more facts §1.0 #3, §1.4: NVDEC/NVENC/JPEG/OFA, CE, lgipp on the 12-unit grid
            "1g.24gb        14 4 23.62 46 1 1 1 1 0 {0,3,6,9}:3",
            "1g.24gb+me     21 1 23.62 46 1 1 1 1 1 {0,3,6,9}:3",
            "1g.24gb+gfx    47 4 23.62 46 1 1 1 1 0 {0,3,6,9}:3",
            "1g.24gb+me.all 65 1 23.62 46 1 4 4 4 1 {0,3,6,9}:3",
            "1g.24gb-me     67 4 23.62 46 1 0 0 0 0 {0,3,6,9}:3",
            "2g.48gb         5 2 47.38 94 2 2 2 2 0 {0,6}:6",
            "2g.48gb+gfx    35 2 47.38 94 2 2 2 2 0 {0,6}:6",
            "2g.48gb+me.all 64 1 47.38 94 2 4 4 4 1 {0,6}:6",
            "2g.48gb-me     66 2 47.38 94 2 0 0 0 0 {0,6}:6",
            "4g.96gb         0 1 95.00 188 4 4 4 4 1 {0}:12",
            "4g.96gb+gfx    32 1 95.00 188 4 4 4 4 1 {0}:12",
        }},
        {"RTX-PRO-5000", 0, 0, 48, 0, 0, 2, 0, 1, false, {
            // more facts §1.5 (the newer MIG guide copy; every value beyond "2 instances" UNVERIFIED)
            "1g.24gb        ? 2 ? ? ? ? ? ? ? {?}:?",
            "1g.24gb+me     ? 1 ? ? ? ? ? ? ? {?}:?",
            "1g.24gb+gfx    ? 2 ? ? ? ? ? ? ? {?}:?",
            "1g.24gb+me.all ? 1 ? ? ? ? ? ? ? {?}:?",
            "1g.24gb-me     ? 2 ? ? ? ? ? ? ? {?}:?",
            "2g.48gb        ? 1 ? ? ? ? ? ? ? {?}:?",
            "2g.48gb+gfx    ? 1 ? ? ? ? ? ? ? {?}:?",
        }},
        {"RTX-PRO-4500", 0, 0, 32, 0, 0, 2, 0, 1, false, {
            // more facts §1.5
            "1g.16gb        ? 2 ? ? ? ? ? ? ? {?}:?",
            "1g.16gb+gfx    ? 2 ? ? ? ? ? ? ? {?}:?",
            "1g.16gb+me.all ? 1 ? ? ? ? ? ? ? {?}:?",
            "1g.16gb-me     ? 2 ? ? ? ? ? ? ? {?}:?",
            "2g.32gb        ? 1 ? ? ? ? ? ? ? {?}:?",
            "2g.32gb+gfx    ? 1 ? ? ? ? ? ? ? {?}:?",
        }},
    };
    return gpus;
}

// One row, "?" read as -1.
struct FactRow
{
    std::string name;
    int id = -1, count = -1;
    double memoryGiB = -1;
    int sms = -1, ce = -1, dec = -1, enc = -1, jpeg = -1, ofa = -1;
    std::string placement; // "{0,2,4}:2", "{?}:?"
};

inline FactRow parseFactRow(const char *text)
{
    std::istringstream in(text);
    FactRow r;
    std::string f[9];
    in >> r.name;
    for (auto &s : f)
        in >> s;
    in >> r.placement;
    auto num = [](const std::string &s) { return s == "?" ? -1.0 : std::stod(s); };
    r.id = int(num(f[0]));
    r.count = int(num(f[1]));
    r.memoryGiB = num(f[2]);
    r.sms = int(num(f[3]));
    r.ce = int(num(f[4]));
    r.dec = int(num(f[5]));
    r.enc = int(num(f[6]));
    r.jpeg = int(num(f[7]));
    r.ofa = int(num(f[8]));
    return r;
}

} // namespace gpuk::test
