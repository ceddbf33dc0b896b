// The catalog against the fact sheet. The expected rows below are typed again, independently
// of core/catalog/catalog.cpp, straight from shared/reference/gpu-sharing-facts.md §1.3 in the
// column order of `nvidia-smi mig -lgip` / `-lgipp`: name, ID, instances, memory GiB, SMs,
// CE DEC ENC JPEG OFA, placement "{starts}:size".

#include "catalog/catalog.h"

#include <catch2/catch.hpp>

#include <set>
#include <sstream>

using namespace gpuk;

namespace {

struct Row
{
    const char *text;
};

struct ExpectedGpu
{
    const char *id;
    int sms;
    int migSms;
    int computeSlices;
    int memorySlots;
    std::vector<const char *> rows;
};

const std::vector<ExpectedGpu> &factSheet()
{
    static const std::vector<ExpectedGpu> gpus = {
        {"A100-40GB", 108, 98, 7, 8, {
            // §1.3.1
            "1g.5gb     19 7 4.75  14 1 0 0 0 0 {0,1,2,3,4,5,6}:1",
            "1g.5gb+me  20 1 4.75  14 1 1 0 1 1 {0,1,2,3,4,5,6}:1",
            "1g.10gb    15 4 9.62  14 1 1 0 0 0 {0,2,4,6}:2",
            "2g.10gb    14 3 9.62  28 2 1 0 0 0 {0,2,4}:2",
            "3g.20gb     9 2 19.50 42 3 2 0 0 0 {0,4}:4",
            "4g.20gb     5 1 19.50 56 4 2 0 0 0 {0}:4",
            "7g.40gb     0 1 39.25 98 7 5 0 1 1 {0}:8",
        }},
        {"A100-80GB", 108, 98, 7, 8, {
            // §1.3.2 (memory from the quoted transcript rows)
            "1g.10gb    19 7 9.50  14 1 0 0 0 0 {0,1,2,3,4,5,6}:1",
            "1g.10gb+me 20 1 9.50  14 1 1 0 1 1 {0,1,2,3,4,5,6}:1",
            "1g.20gb    15 4 19.50 14 1 1 0 0 0 {0,2,4,6}:2",
            "2g.20gb    14 3 19.50 28 2 1 0 0 0 {0,2,4}:2",
            "3g.40gb     9 2 39.25 42 3 2 0 0 0 {0,4}:4",
            "4g.40gb     5 1 39.25 56 4 2 0 0 0 {0}:4",
            "7g.80gb     0 1 79.00 98 7 5 0 1 1 {0}:8",
        }},
        {"A30-24GB", 56, 56, 4, 4, {
            // §1.3.3
            "1g.6gb     14 4 5.81  14 1 1 0 0 0 {0,1,2,3}:1",
            "1g.6gb+me  21 1 5.81  14 1 1 0 1 1 {0,1,2,3}:1",
            "2g.12gb     5 2 11.69 28 2 2 0 0 0 {0,2}:2",
            "2g.12gb+me  6 1 11.69 28 2 2 0 1 1 {0,2}:2",
            "4g.24gb     0 1 23.44 56 4 4 0 1 1 {0}:4",
        }},
        {"H100-80GB", 132, 132, 7, 8, {
            // §1.3.4
            "1g.10gb    19 7 9.75  16 1 1 0 1 0 {0,1,2,3,4,5,6}:1",
            "1g.10gb+me 20 1 9.75  16 1 1 0 1 1 {0,1,2,3,4,5,6}:1",
            "1g.20gb    15 4 19.62 26 1 1 0 1 0 {0,2,4,6}:2",
            "2g.20gb    14 3 19.62 32 2 2 0 2 0 {0,2,4}:2",
            "3g.40gb     9 2 39.50 60 3 3 0 3 0 {0,4}:4",
            "4g.40gb     5 1 39.50 64 4 4 0 4 0 {0}:4",
            "7g.80gb     0 1 79.25 132 8 7 0 7 1 {0}:8",
        }},
        {"H100-PCIE-80GB", 114, 114, 7, 8, {
            // §1.3.5
            "1g.10gb    19 7 9.75  14 1 1 0 1 0 {0,1,2,3,4,5,6}:1",
            "1g.10gb+me 20 1 9.75  14 1 1 0 1 1 {0,1,2,3,4,5,6}:1",
            "1g.20gb    15 4 19.62 14 1 1 0 1 0 {0,2,4,6}:2",
            "2g.20gb    14 3 19.62 30 2 2 0 2 0 {0,2,4}:2",
            "3g.40gb     9 2 39.50 46 3 3 0 3 0 {0,4}:4",
            "4g.40gb     5 1 39.50 62 4 4 0 4 0 {0}:4",
            "7g.80gb     0 1 79.25 114 8 7 0 7 1 {0}:8",
        }},
        {"H200-141GB", 132, 132, 7, 8, {
            // §1.3.7
            "1g.18gb    19 7 16.00 16 1 1 0 1 0 {0,1,2,3,4,5,6}:1",
            "1g.18gb+me 20 1 16.00 16 1 1 0 1 1 {0,1,2,3,4,5,6}:1",
            "1g.35gb    15 4 32.25 26 1 1 0 1 0 {0,2,4,6}:2",
            "2g.35gb    14 3 32.25 32 2 2 0 2 0 {0,2,4}:2",
            "3g.71gb     9 2 69.50 60 3 3 0 3 0 {0,4}:4",
            "4g.71gb     5 1 69.50 64 4 4 0 4 0 {0}:4",
            "7g.141gb    0 1 139.75 132 8 7 0 7 1 {0}:8",
        }},
    };
    return gpus;
}

std::string placementText(const MigProfile &p)
{
    std::ostringstream s;
    s << '{';
    for (size_t i = 0; i < p.starts.size(); ++i)
        s << (i ? "," : "") << p.starts[i];
    s << "}:" << p.memorySlots;
    return s.str();
}

} // namespace

TEST_CASE("the catalog holds exactly the six GPUs of the fact sheet in display order", "[catalog]")
{
    std::vector<std::string> ids;
    for (const auto &g : builtinGpus())
        ids.push_back(g.id);
    CHECK(ids == std::vector<std::string>{"A100-40GB", "A100-80GB", "A30-24GB", "H100-80GB", "H100-PCIE-80GB",
                                          "H200-141GB"});
}

TEST_CASE("every MIG profile row of every GPU matches the fact sheet", "[catalog][mig]")
{
    for (const auto &expected : factSheet()) {
        const GpuModel *gpu = findGpu(expected.id);
        REQUIRE(gpu);
        INFO(expected.id);
        CHECK(gpu->sms == expected.sms);
        CHECK(gpu->migSms == expected.migSms);
        CHECK(gpu->computeSlices == expected.computeSlices);
        CHECK(gpu->memorySlots == expected.memorySlots);
        REQUIRE(gpu->migProfiles.size() == expected.rows.size());
        for (size_t i = 0; i < expected.rows.size(); ++i) {
            std::istringstream row(expected.rows[i]);
            std::string name, placement;
            int id, inst, sm, ce, dec, enc, jpeg, ofa;
            double mem;
            row >> name >> id >> inst >> mem >> sm >> ce >> dec >> enc >> jpeg >> ofa >> placement;
            const MigProfile &p = gpu->migProfiles[i];
            INFO(expected.rows[i]);
            CHECK(p.name == name);
            CHECK(p.id == id);
            CHECK(p.maxCount == inst);
            CHECK(p.memoryGiB == Approx(mem));
            CHECK(p.sms == sm);
            CHECK(p.engines.copyEngines == ce);
            CHECK(p.engines.decoders == dec);
            CHECK(p.engines.encoders == enc);
            CHECK(p.engines.jpeg == jpeg);
            CHECK(p.engines.ofa == ofa);
            CHECK(placementText(p) == placement);
            // The "<c>g" in the name is the number of compute slices.
            CHECK(p.computeSlices == std::stoi(name.substr(0, name.find('g'))));
        }
    }
}

TEST_CASE("whole-GPU figures match the fact sheet and DESIGN", "[catalog]")
{
    struct W { const char *id; double mem; int mib; double bw; };
    for (const W &w : {W{"A100-40GB", 40, 40537, 1555}, W{"A100-80GB", 80, 81920, 2039}, W{"A30-24GB", 24, 24576, 933},
                       W{"H100-80GB", 80, 81559, 3350}, W{"H100-PCIE-80GB", 80, 81559, 2000},
                       W{"H200-141GB", 141, 0, 4800}}) {
        const GpuModel *g = findGpu(w.id);
        REQUIRE(g);
        INFO(w.id);
        CHECK(g->memoryGiB == w.mem);
        CHECK(g->memoryMiBReported == w.mib);
        CHECK(g->bandwidthGBps == w.bw);
        CHECK(g->maxMpsClients == 48);
    }
    CHECK(findGpu("A100-40GB")->capacityGiB() == Approx(40537 / 1024.0));
    CHECK(findGpu("H200-141GB")->capacityGiB() == 141);
}

TEST_CASE("values the fact sheet marks as assumed inferred or unverified carry a flag and a note", "[catalog]")
{
    auto profile = [](const char *gpu, const char *name) { return findGpu(gpu)->findMigProfile(name); };
    // Placements never seen in an -lgipp transcript (§6.1 #4).
    for (const char *gpu : {"A100-80GB", "H100-PCIE-80GB", "H200-141GB"})
        for (const auto &p : findGpu(gpu)->migProfiles) {
            CHECK(p.placementQuality == DataQuality::Assumed);
            CHECK_FALSE(p.note.empty());
        }
    for (const char *gpu : {"A100-40GB", "H100-80GB", "A30-24GB"})
        for (const auto &p : findGpu(gpu)->migProfiles)
            CHECK(p.placementQuality == DataQuality::Verified);
    CHECK(profile("H200-141GB", "2g.35gb")->smQuality == DataQuality::Unverified);
    CHECK(profile("A100-80GB", "1g.20gb")->smQuality == DataQuality::Inferred);
    CHECK(profile("A100-40GB", "3g.20gb")->smQuality == DataQuality::Verified);
    // Profile ID 15 is the "newer driver" profile (§6.1 #8).
    for (const auto &g : builtinGpus())
        for (const auto &p : g.migProfiles)
            CHECK(p.newerDriver == (p.id == 15 && g.computeSlices == 7));
}

TEST_CASE("profiles are found by name by nvidia-smi name and by profile ID", "[catalog]")
{
    const GpuModel *g = findGpu("a100-40gb");
    REQUIRE(g);
    CHECK(g->findMigProfile("3g.20gb")->id == 9);
    CHECK(g->findMigProfile("MIG 3g.20gb")->id == 9);
    CHECK(g->findMigProfile("9")->name == "3g.20gb");
    CHECK(g->findMigProfile("3G.20GB")->id == 9);
    CHECK(g->findMigProfile("3g.40gb") == nullptr);
    CHECK(g->findMigProfile("99") == nullptr);
    CHECK(g->findMigProfile("") == nullptr);
    CHECK(findGpu("B200") == nullptr); // left out: its numbers cannot be completed honestly (§6.1 #1)
}

TEST_CASE("time-sliced C-series vGPU profiles match the fact sheet", "[catalog][vgpu]")
{
    struct V { const char *gpu; const char *name; int fb; int equal; int mixed; };
    const std::vector<V> rows = {
        {"A100-40GB", "A100-40C", 40960, 1, 1}, {"A100-40GB", "A100-20C", 20480, 2, 2},
        {"A100-40GB", "A100-10C", 10240, 4, 4}, {"A100-40GB", "A100-8C", 8192, 5, 4},
        {"A100-40GB", "A100-5C", 5120, 8, 8},   {"A100-40GB", "A100-4C", 4096, 10, 8},
        {"A100-80GB", "A100D-80C", 81920, 1, 1}, {"A100-80GB", "A100D-40C", 40960, 2, 2},
        {"A100-80GB", "A100D-20C", 20480, 4, 4}, {"A100-80GB", "A100D-16C", 16384, 5, 4},
        {"A100-80GB", "A100D-10C", 10240, 8, 8}, {"A100-80GB", "A100D-8C", 8192, 10, 8},
        {"A100-80GB", "A100D-4C", 4096, 20, 16},
        {"A30-24GB", "A30-24C", 24576, 1, 1}, {"A30-24GB", "A30-12C", 12288, 2, 2},
        {"A30-24GB", "A30-8C", 8192, 3, 2},   {"A30-24GB", "A30-6C", 6144, 4, 4},
        {"A30-24GB", "A30-4C", 4096, 6, 4},
        {"H100-80GB", "H100-80C", 81920, 1, 1}, {"H100-80GB", "H100-40C", 40960, 2, 2},
        {"H100-80GB", "H100-20C", 20480, 4, 4}, {"H100-80GB", "H100-16C", 16384, 5, 4},
        {"H100-80GB", "H100-10C", 10240, 8, 8}, {"H100-80GB", "H100-8C", 8192, 10, 8},
        {"H100-80GB", "H100-5C", 5120, 16, 16}, {"H100-80GB", "H100-4C", 4096, 20, 16},
    };
    for (const V &r : rows) {
        INFO(r.gpu << ' ' << r.name);
        const VgpuProfile *v = findGpu(r.gpu)->findVgpuProfile(r.name);
        REQUIRE(v);
        CHECK(v->backing == VgpuBacking::TimeSliced);
        CHECK(v->framebufferMB == r.fb);
        CHECK(v->maxEqualSize == r.equal);
        CHECK(v->maxMixedSize == r.mixed);
    }
    // Same table for H100 PCIe ("H100 PCIe / SXM5 80GB").
    CHECK(findGpu("H100-PCIE-80GB")->findVgpuProfile("H100-4C")->maxEqualSize == 20);
    CHECK_FALSE(findGpu("H200-141GB")->supportsVgpu());
}

TEST_CASE("MIG-backed vGPU types are backed by a real MIG profile and allow as many VMs as that profile", "[catalog][vgpu]")
{
    for (const auto &g : builtinGpus())
        for (const auto &v : g.vgpuProfiles) {
            if (v.backing != VgpuBacking::MigBacked)
                continue;
            INFO(g.id << ' ' << v.name);
            const MigProfile *p = g.findMigProfile(v.migProfile);
            REQUIRE(p);
            CHECK(v.maxEqualSize == p->maxCount);
        }
    CHECK(findGpu("A100-40GB")->findVgpuProfile("A100-3-20C")->maxEqualSize == 2);
    CHECK(findGpu("A100-40GB")->findVgpuProfile("A100-1-5C")->maxEqualSize == 7);
    CHECK(findGpu("A100-40GB")->findVgpuProfile("A100-1-10C")->migProfile == "1g.10gb");
    CHECK(findGpu("A30-24GB")->findVgpuProfile("A30-2-12C")->maxEqualSize == 2);
    CHECK(findGpu("H100-80GB")->findVgpuProfile("H100-1-20C")->maxEqualSize == 4);
    CHECK(findGpu("H100-80GB")->findVgpuProfile("H100-3-40C")->quality == DataQuality::Inferred);
}

TEST_CASE("MIG geometry is consistent on every GPU", "[catalog][mig]")
{
    for (const auto &g : builtinGpus()) {
        INFO(g.id);
        std::set<int> ids;
        for (const auto &p : g.migProfiles) {
            INFO(p.name);
            CHECK(ids.insert(p.id).second);
            CHECK(p.computeSlices <= p.memorySlots);
            CHECK(p.sms <= g.migSms);
            CHECK(p.memoryGiB < g.memoryGiB);
            for (int s : p.starts) {
                CHECK(s + p.memorySlots <= g.memorySlots);
                CHECK(s + p.computeSlices <= g.computeSlices);
            }
        }
        // The full-GPU instance exposes exactly the MIG SMs.
        CHECK(g.migProfiles.back().sms == g.migSms);
        CHECK(g.migProfiles.back().memorySlots == g.memorySlots);
    }
}
