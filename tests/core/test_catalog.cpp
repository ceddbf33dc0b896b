// The catalog against the fact files. The expected rows are typed again, independently of
// core/catalog/catalog.cpp, in tests/support/factfiles.h, straight from
// shared/reference/gpu-sharing-facts.md §1.3 and more-facts-2026-12.md §1 in the column order of
// `nvidia-smi mig -lgip` / `-lgipp`: name, ID, instances, memory GiB, SMs, CE DEC ENC JPEG OFA,
// placement "{starts}:size"; "?" where the fact files give no value.

#include "catalog/catalog.h"
#include "sharing/mig.h"
#include "support/factfiles.h"

#include "analysis/profilecompare.h"
#include "sim/engine.h"

#include <catch2/catch.hpp>

#include <algorithm>

#include <set>
#include <sstream>

using namespace gpuk;
using namespace gpuk::test;

namespace {

std::string placementText(const MigProfile &p)
{
    std::ostringstream s;
    s << '{';
    if (p.starts.empty())
        s << '?';
    for (size_t i = 0; i < p.starts.size(); ++i)
        s << (i ? "," : "") << p.starts[i];
    s << "}:";
    if (p.memorySlots > 0)
        s << p.memorySlots;
    else
        s << '?';
    return s.str();
}

std::vector<std::string> ids(const std::vector<const GpuModel *> &gpus)
{
    std::vector<std::string> out;
    for (const GpuModel *g : gpus)
        out.push_back(g->id);
    return out;
}

} // namespace

TEST_CASE("the simulator runs the six GPUs of the fact sheet and RTX PRO 6000 Blackwell in display order", "[catalog]")
{
    std::vector<std::string> simulated;
    for (const auto &g : builtinGpus())
        simulated.push_back(g.id);
    CHECK(simulated == std::vector<std::string>{"A100-40GB", "A100-80GB", "A30-24GB", "H100-80GB", "H100-PCIE-80GB",
                                                "H200-141GB", "RTX-PRO-6000"});
    for (const auto &g : builtinGpus()) {
        INFO(g.id);
        CHECK(g.complete());
        CHECK(findGpu(g.id) == &g);
        CHECK(findCatalogGpu(g.id) == &g);
    }
}

TEST_CASE("the catalog lists every GPU of both fact files in display order and the ones it cannot simulate for reference",
          "[catalog]")
{
    CHECK(ids(catalogGpus()) == std::vector<std::string>{
              "A100-40GB", "A100-80GB", "A30-24GB", "H100-80GB", "H100-PCIE-80GB", "H100-NVL-94GB", "H200-141GB",
              "H20-96GB", "H20-141GB", "GH200-96GB", "GH200-144GB", "B200", "GB200", "B300", "GB300", "RTX-PRO-6000",
              "RTX-PRO-5000", "RTX-PRO-4500"});
    int reference = 0;
    for (const GpuModel *g : catalogGpus()) {
        INFO(g->id);
        CHECK(findCatalogGpu(g->id) == g);
        if (g->complete())
            continue;
        ++reference;
        CHECK(findGpu(g->id) == nullptr); // scenario files, the GUI and the engine never see it
        CHECK_FALSE(g->missingFigures().empty());
    }
    CHECK(reference == 11);
    CHECK(findCatalogGpu("b200") == findCatalogGpu("B200"));
    CHECK(findCatalogGpu("T4") == nullptr);
}

TEST_CASE("every MIG profile row of every catalog GPU matches the fact files", "[catalog][mig]")
{
    int seen = 0;
    for (const FactGpu &expected : factFileGpus()) {
        const GpuModel *gpu = findCatalogGpu(expected.id);
        REQUIRE(gpu);
        INFO(expected.id);
        ++seen;
        CHECK(gpu->complete() == expected.simulated);
        CHECK(gpu->sms == expected.sms);
        CHECK(gpu->migSms == expected.migSms);
        CHECK(gpu->computeSlices == expected.computeSlices);
        CHECK(gpu->memorySlots == expected.memorySlots);
        CHECK(gpu->placementUnitsPerSlice == expected.unitsPerSlice);
        REQUIRE(gpu->migProfiles.size() == expected.rows.size());
        for (size_t i = 0; i < expected.rows.size(); ++i) {
            const FactRow row = parseFactRow(expected.rows[i]);
            const MigProfile &p = gpu->migProfiles[i];
            INFO(expected.rows[i]);
            CHECK(p.name == row.name);
            CHECK(p.id == row.id); // -1: not given
            CHECK(p.maxCount == std::max(row.count, 0));
            CHECK(p.memoryGiB == Approx(std::max(row.memoryGiB, 0.0)));
            CHECK(p.sms == std::max(row.sms, 0));
            CHECK(p.engines.copyEngines == row.ce);
            CHECK(p.engines.decoders == row.dec);
            CHECK(p.engines.encoders == row.enc);
            CHECK(p.engines.jpeg == row.jpeg);
            CHECK(p.engines.ofa == row.ofa);
            CHECK(placementText(p) == row.placement);
            CHECK(p.placementUnitsPerSlice == expected.unitsPerSlice);
            // The "<c>g" in the name is the number of compute slices.
            CHECK(p.computeSlices == std::stoi(row.name.substr(0, row.name.find('g'))));
        }
    }
    CHECK(seen == int(catalogGpus().size()));
}

TEST_CASE("whole-GPU figures match the fact files and DESIGN", "[catalog]")
{
    int seen = 0;
    for (const FactGpu &w : factFileGpus()) {
        const GpuModel *g = findCatalogGpu(w.id);
        REQUIRE(g);
        INFO(w.id);
        ++seen;
        CHECK(g->memoryGiB == w.memoryGb);
        CHECK(g->memoryMiBReported == w.memoryMiBReported);
        CHECK(g->bandwidthGBps == w.bandwidthGBps);
        CHECK(g->maxMpsClients == 48);
    }
    CHECK(seen == 18);
    CHECK(findGpu("A100-40GB")->capacityGiB() == Approx(40537 / 1024.0));
    CHECK(findGpu("H200-141GB")->capacityGiB() == 141);
    CHECK(findGpu("RTX-PRO-6000")->capacityGiB() == 96);
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
    for (const GpuModel *g : catalogGpus())
        for (const auto &p : g->migProfiles)
            CHECK(p.newerDriver == (p.id == 15 && g->computeSlices == 7));
}

TEST_CASE("a value the fact files do not give is left unknown and flagged with a reason, never filled in", "[catalog]")
{
    int unknownValues = 0;
    for (const GpuModel *g : catalogGpus()) {
        INFO(g->id);
        auto figure = [&](bool known, GpuFigure f) {
            if (known)
                return;
            ++unknownValues;
            CHECK(g->figureQuality(f) != DataQuality::Verified);
            REQUIRE(g->figureFlag(f));
            CHECK_FALSE(g->figureFlag(f)->note.empty());
        };
        figure(g->sms > 0, GpuFigure::Sms);
        figure(g->migSms > 0, GpuFigure::MigSms);
        figure(g->memoryGiB > 0, GpuFigure::Memory);
        figure(g->bandwidthGBps > 0, GpuFigure::Bandwidth);
        figure(g->memorySlots > 0, GpuFigure::MemorySlots);
        for (const auto &p : g->migProfiles) {
            INFO(p.name);
            auto value = [&](bool known, DataQuality q) {
                if (known)
                    return;
                ++unknownValues;
                CHECK(q != DataQuality::Verified);
                CHECK_FALSE(p.note.empty());
            };
            value(p.idKnown(), p.idQuality);
            value(p.smsKnown(), p.smQuality);
            value(p.memoryKnown(), p.memoryQuality);
            value(p.placementsKnown(), p.placementQuality);
            value(p.maxCount > 0, p.countQuality);
            value(p.engines.known(), p.engineQuality);
        }
    }
    CHECK(unknownValues > 200);
}

TEST_CASE("the new GPUs carry the flags the fact files give them", "[catalog]")
{
    auto gpu = [](const char *id) {
        const GpuModel *g = findCatalogGpu(id);
        REQUIRE(g);
        return g;
    };
    auto profile = [&](const char *id, const char *name) {
        const MigProfile *p = gpu(id)->findMigProfile(name);
        REQUIRE(p);
        return p;
    };
    // B200 (more facts §1.1): 3g/4g/7g SMs and memory UNVERIFIED, IDs and placements assumed.
    for (const char *name : {"3g.90gb", "4g.90gb", "7g.180gb"}) {
        INFO(name);
        CHECK(profile("B200", name)->smQuality == DataQuality::Unverified);
        CHECK(profile("B200", name)->memoryQuality == DataQuality::Unverified);
        CHECK(profile("B200", name)->idQuality == DataQuality::Assumed);
    }
    CHECK(profile("B200", "2g.45gb")->smQuality == DataQuality::Verified);
    for (const auto &p : gpu("B200")->migProfiles)
        CHECK(p.placementQuality == DataQuality::Assumed);
    CHECK(gpu("B200")->figureQuality(GpuFigure::Sms) == DataQuality::Verified); // 148, device query [HW]
    CHECK(gpu("B200")->figureQuality(GpuFigure::Bandwidth) == DataQuality::Unverified); // 8 TB/s [2°]
    CHECK(gpu("B300")->figureQuality(GpuFigure::Bandwidth) == DataQuality::Unverified);
    CHECK(gpu("B300")->figureQuality(GpuFigure::Memory) == DataQuality::Unverified);  // 288 GB [2°]
    CHECK(profile("B300", "1g.34gb")->memoryQuality == DataQuality::Unverified);        // 33.75 GiB [2°/HW]
    // GB200 (§1.2): the bracketed IDs are assumed.
    CHECK(profile("GB200", "3g.93gb")->idQuality == DataQuality::Assumed);
    CHECK(profile("GB200", "2g.47gb")->idQuality == DataQuality::Verified);
    // H20 (§1.6): 78 SMs [2°], ~4.0 TB/s UNVERIFIED; the H20-3e 3g.71gb's memory is derived.
    for (const char *id : {"H20-96GB", "H20-141GB"}) {
        CHECK(gpu(id)->figureQuality(GpuFigure::Sms) == DataQuality::Unverified);
        CHECK(gpu(id)->figureQuality(GpuFigure::Bandwidth) == DataQuality::Unverified);
    }
    CHECK(profile("H20-141GB", "3g.71gb")->smQuality == DataQuality::Verified);
    CHECK(profile("H20-141GB", "3g.71gb")->memoryQuality == DataQuality::Inferred);
    // RTX PRO 6000 (§1.4): whole-GPU SMs and bandwidth are [2°]; its lgip and lgipp are [HW].
    CHECK(gpu("RTX-PRO-6000")->figureQuality(GpuFigure::Sms) == DataQuality::Unverified);
    CHECK(gpu("RTX-PRO-6000")->figureQuality(GpuFigure::Bandwidth) == DataQuality::Unverified);
    CHECK(gpu("RTX-PRO-6000")->figureQuality(GpuFigure::MigSms) == DataQuality::Verified);
    for (const auto &p : gpu("RTX-PRO-6000")->migProfiles) {
        INFO(p.name);
        CHECK(p.complete());
        CHECK(p.smQuality == DataQuality::Verified);
        CHECK(p.placementQuality == DataQuality::Verified);
    }
    // RTX PRO 5000/4500 (§1.0 #5, §1.5): the sources disagree, so even the counts are unverified.
    for (const char *id : {"RTX-PRO-5000", "RTX-PRO-4500"})
        for (const auto &p : gpu(id)->migProfiles)
            CHECK(p.countQuality == DataQuality::Unverified);
    // GH200 96GB (§1.7): no -lgipp, so the 7-slice table is assumed.
    for (const auto &p : gpu("GH200-96GB")->migProfiles)
        CHECK(p.placementQuality == DataQuality::Assumed);
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
    // B200's numbers cannot be completed honestly (§6.1 #1): listed, not simulated.
    CHECK(findGpu("B200") == nullptr);
    REQUIRE(findCatalogGpu("B200"));
    CHECK(findCatalogGpu("B200")->findMigProfile("9")->name == "3g.90gb");
    // A profile ID the fact files do not give (-1) is never found by "-1".
    CHECK(findCatalogGpu("B300")->findMigProfile("-1") == nullptr);
    CHECK(findCatalogGpu("B300")->findMigProfile("1g.34gb")->id == MigProfile::unknownId);
}

TEST_CASE("a profile name is looked up in its own GPU: 1g.35gb, 1g.24gb and 3g.71gb differ from GPU to GPU",
          "[catalog]")
{
    // more facts §1.0 #2: 1g.35gb is 2 memory slots (max 4) on H200 but 1 (max 7) on GB300.
    const MigProfile *h200 = findCatalogGpu("H200-141GB")->findMigProfile("1g.35gb");
    const MigProfile *gb300 = findCatalogGpu("GB300")->findMigProfile("1g.35gb");
    REQUIRE(h200);
    REQUIRE(gb300);
    CHECK(h200->memorySlots == 2);
    CHECK(h200->maxCount == 4);
    CHECK(gb300->memorySlots == 1);
    CHECK(gb300->maxCount == 7);
    // 1g.24gb: 2 of 8 slots on H100 NVL and GH200, a quarter (3 of 12 units) on RTX PRO 6000.
    CHECK(findCatalogGpu("H100-NVL-94GB")->findMigProfile("1g.24gb")->memorySlots == 2);
    CHECK(findCatalogGpu("GH200-96GB")->findMigProfile("1g.24gb")->memorySlots == 2);
    CHECK(findCatalogGpu("RTX-PRO-6000")->findMigProfile("1g.24gb")->memorySlots == 3);
    CHECK(findCatalogGpu("RTX-PRO-6000")->findMigProfile("1g.24gb")->id == 14);
    CHECK(findCatalogGpu("H100-NVL-94GB")->findMigProfile("1g.24gb")->id == 15);
    // 3g.71gb: 60 SMs on H200, 32 on H20-141GB (more facts §1.6).
    CHECK(findCatalogGpu("H200-141GB")->findMigProfile("3g.71gb")->sms == 60);
    CHECK(findCatalogGpu("H20-141GB")->findMigProfile("3g.71gb")->sms == 32);
    // The same ID is another profile on another GPU: 14 is 2g on the 7-slice GPUs, 1g on RTX PRO 6000.
    CHECK(findCatalogGpu("H200-141GB")->findMigProfile("14")->name == "2g.35gb");
    CHECK(findCatalogGpu("RTX-PRO-6000")->findMigProfile("14")->name == "1g.24gb");
    // Nothing is shared between GPUs: every profile belongs to exactly one GPU's list.
    std::set<const MigProfile *> seen;
    for (const GpuModel *g : catalogGpus())
        for (const auto &p : g->migProfiles)
            CHECK(seen.insert(&p).second);
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
        // H100 NVL 94GB: only H100L-94C's framebuffer was captured (§3.4, §6.3 #3); 0 = not given
        {"H100-NVL-94GB", "H100L-94C", 96246, 1, 1}, {"H100-NVL-94GB", "H100L-47C", 0, 2, 2},
        {"H100-NVL-94GB", "H100L-23C", 0, 4, 4},     {"H100-NVL-94GB", "H100L-15C", 0, 6, 4},
        {"H100-NVL-94GB", "H100L-11C", 0, 8, 8},     {"H100-NVL-94GB", "H100L-6C", 0, 15, 8},
        {"H100-NVL-94GB", "H100L-4C", 0, 23, 16},
    };
    for (const V &r : rows) {
        INFO(r.gpu << ' ' << r.name);
        const VgpuProfile *v = findCatalogGpu(r.gpu)->findVgpuProfile(r.name);
        REQUIRE(v);
        CHECK(v->backing == VgpuBacking::TimeSliced);
        CHECK(v->framebufferMB == r.fb);
        CHECK(v->maxEqualSize == r.equal);
        CHECK(v->maxMixedSize == r.mixed);
        CHECK((v->quality == DataQuality::Verified) == (r.fb > 0));
        CHECK(v->note.empty() == (r.fb > 0));
    }
    // Same table for H100 PCIe ("H100 PCIe / SXM5 80GB").
    CHECK(findGpu("H100-PCIE-80GB")->findVgpuProfile("H100-4C")->maxEqualSize == 20);
    CHECK_FALSE(findGpu("H200-141GB")->supportsVgpu());
}

TEST_CASE("MIG-backed vGPU types are backed by a real MIG profile and allow as many VMs as that profile", "[catalog][vgpu]")
{
    for (const GpuModel *g : catalogGpus())
        for (const auto &v : g->vgpuProfiles) {
            if (v.backing != VgpuBacking::MigBacked)
                continue;
            INFO(g->id << ' ' << v.name);
            const MigProfile *p = g->findMigProfile(v.migProfile);
            REQUIRE(p);
            CHECK(v.maxEqualSize == p->maxCount);
        }
    CHECK(findGpu("A100-40GB")->findVgpuProfile("A100-3-20C")->maxEqualSize == 2);
    CHECK(findGpu("A100-40GB")->findVgpuProfile("A100-1-5C")->maxEqualSize == 7);
    CHECK(findGpu("A100-40GB")->findVgpuProfile("A100-1-10C")->migProfile == "1g.10gb");
    CHECK(findGpu("A30-24GB")->findVgpuProfile("A30-2-12C")->maxEqualSize == 2);
    CHECK(findGpu("H100-80GB")->findVgpuProfile("H100-1-20C")->maxEqualSize == 4);
    CHECK(findGpu("H100-80GB")->findVgpuProfile("H100-3-40C")->quality == DataQuality::Inferred);
    // H20 (more facts §1.6): H20-1-12C ... H20-7-96C back MIG 1g.12gb ... 7g.96gb.
    const GpuModel *h20 = findCatalogGpu("H20-96GB");
    CHECK(h20->findVgpuProfile("H20-1-12C")->migProfile == "1g.12gb");
    CHECK(h20->findVgpuProfile("H20-1-12C")->quality == DataQuality::Verified);
    CHECK(h20->findVgpuProfile("H20-7-96C")->maxEqualSize == 1);
    CHECK(h20->findVgpuProfile("H20-3-48C")->quality == DataQuality::Inferred);
}

TEST_CASE("MIG geometry is consistent on every GPU", "[catalog][mig]")
{
    int gpus = 0;
    for (const GpuModel *gp : catalogGpus()) {
        const GpuModel &g = *gp;
        INFO(g.id);
        ++gpus;
        std::set<int> profileIds;
        for (const auto &p : g.migProfiles) {
            INFO(p.name);
            if (p.idKnown())
                CHECK(profileIds.insert(p.id).second);
            CHECK(p.computeSlices <= g.computeSlices);
            if (p.memorySlots > 0)
                CHECK(p.computeSlices * g.placementUnitsPerSlice <= p.memorySlots);
            if (p.smsKnown() && g.migSms > 0)
                CHECK(p.sms <= g.migSms);
            if (p.memoryKnown() && g.memoryGiB > 0)
                CHECK(p.memoryGiB < g.memoryGiB);
            for (int s : p.starts) {
                CHECK(s % g.placementUnitsPerSlice == 0); // a start is on a compute-slice boundary
                CHECK(s + p.memorySlots <= g.memorySlots);
                CHECK(s / g.placementUnitsPerSlice + p.computeSlices <= g.computeSlices);
            }
        }
        // The full-GPU instance exposes exactly the MIG SMs, on every unit of the grid.
        const MigProfile *full = nullptr;
        for (const auto &p : g.migProfiles)
            if (p.computeSlices == g.computeSlices && p.isClassic())
                full = &p;
        REQUIRE(full);
        CHECK(full->sms == g.migSms);
        CHECK(full->memorySlots == g.memorySlots);
    }
    CHECK(gpus == 18);
}

TEST_CASE("one MIG profile name is a different slice on another GPU, and the comparison says so from the catalog",
          "[catalog][profilecompare]")
{
    const GpuModel *sxm = findCatalogGpu("H100-80GB");
    const GpuModel *pcie = findCatalogGpu("H100-PCIE-80GB");
    REQUIRE(sxm);
    REQUIRE(pcie);
    const std::vector<ProfileOnGpu> rows = profileAcrossGpus("1g.10gb", {sxm, pcie}, 0.5);
    REQUIRE(rows.size() == 2);
    REQUIRE(rows[0].sms.value);
    REQUIRE(rows[1].sms.value);
    CHECK(*rows[0].sms.value == 16); // fact sheet §1.3.5: keyed by SKU, not by name
    CHECK(*rows[1].sms.value == 14);
    const std::vector<std::string> differ = namesThatDifferAcrossGpus();
    CHECK(std::find(differ.begin(), differ.end(), "1g.10gb") != differ.end());

    // Every figure of every name on every MIG GPU is the catalog's, and a name listed as
    // differing does differ.
    const std::vector<const GpuModel *> gpus = catalogMigGpus();
    for (const std::string &name : profileNamesInOrder(gpus)) {
        const std::vector<ProfileOnGpu> across = profileAcrossGpus(name, gpus, 0.3);
        for (const ProfileOnGpu &r : across) {
            INFO(name << " on " << r.gpu->id);
            REQUIRE(r.profile->name == name);
            CHECK(r.sms.value.value_or(0) == (r.profile->sms > 0 ? r.profile->sms : 0));
            CHECK(r.sms.quality == r.profile->smQuality);
            CHECK(r.memoryGiB.value.value_or(0) == r.profile->memoryGiB);
            CHECK(r.memorySlots.value.value_or(0) == (r.profile->memorySlots > 0 ? r.profile->memorySlots : 0));
            if (r.timeFactor.value) {
                CHECK(*r.timeFactor.value >= 1.0 - 1e-9); // a slice is never faster than the whole GPU
                CHECK(*r.timeFactor.value == Approx(Engine::loneRequestTimeFactor(
                                                 *r.gpu, r.gpu->sms, 0.3, r.profile->sms,
                                                 migBandwidthShareGBps(*r.gpu, *r.profile))));
            }
        }
        if (std::find(differ.begin(), differ.end(), name) != differ.end()) {
            REQUIRE(across.size() >= 2);
            bool differs = false;
            for (const ProfileOnGpu &r : across)
                differs = differs || r.sms.value != across[0].sms.value || r.memoryGiB.value != across[0].memoryGiB.value
                    || r.memorySlots.value != across[0].memorySlots.value;
            CHECK(differs);
        }
    }
}
