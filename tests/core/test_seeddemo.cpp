// The seed article's Python demo, reproduced in C++: same numbers, same printed lines, and the
// facts about where it departs from a real A100-40GB, computed from the catalog.

#include "analysis/seeddemo.h"
#include "catalog/catalog.h"

#include <catch2/catch.hpp>

using namespace gpuk;
using namespace gpuk::seed;

TEST_CASE("The seed demo model gives the MIG, MPS and vGPU utilisations the Python prints", "[seed]")
{
    const SeedDemoRun run = runSeedDemo();
    CHECK(run.mig.fits);
    CHECK(run.migRounded() == 0.916);
    CHECK(run.mpsRounded() == 0.644);
    CHECK(run.vgpuRounded() == 0.899);
    CHECK(run.mps.tasks == 10);
    CHECK(run.mps.smUsed == 80);
}

TEST_CASE("The seed demo vGPU budget truncates 97.2 SMs to 97 and keeps 36 GB", "[seed]")
{
    const SeedDemoRun run = runSeedDemo();
    CHECK(run.vgpu.smBudget == 97);
    CHECK(run.vgpu.memBudget == 36);
    CHECK(run.vgpu.smExact == Approx(97.2));
    // Python's left-to-right sum: 0.4 + 0.3 + 0.2 == 0.8999999999999999
    CHECK(pythonFloatRepr(run.vgpu.smExact) == "97.19999999999999");
}

TEST_CASE("The seed demo prints exactly the six lines of the Python program", "[seed]")
{
    const auto lines = seedDemoOutputLines(runSeedDemo());
    REQUIRE(lines.size() == 6);
    CHECK(lines[0] == "MIG 切分实例: [{'sm': 30, 'mem': 10}, {'sm': 30, 'mem': 10}, {'sm': 20, 'mem': 8}, {'sm': 20, 'mem': 8}]");
    CHECK(lines[1] == "MIG 利用率: 0.916");
    CHECK(lines[2] == "MPS 任务数: 10");
    CHECK(lines[3] == "MPS 利用率: 0.644");
    CHECK(lines[4] == "vGPU 预算: {'sm_budget': 97, 'mem_budget': 36}");
    CHECK(lines[5] == "vGPU 利用率: 0.899");
}

TEST_CASE("Python float repr and round are reproduced for the demo's kinds of values", "[seed]")
{
    CHECK(pythonFloatRepr(0.916) == "0.916");
    CHECK(pythonFloatRepr(1.0) == "1.0");
    CHECK(pythonFloatRepr(100.0) == "100.0");
    CHECK(pythonFloatRepr(0.1 + 0.2) == "0.30000000000000004");
    CHECK(pythonFloatRepr(1e16) == "1e+16");
    CHECK(pythonFloatRepr(0.00001) == "1e-05");
    CHECK(pythonFloatRepr(-2.5) == "-2.5");
    CHECK(pythonRound(2.675, 2) == 2.67);   // 2.675 is 2.67499999... in binary
    CHECK(pythonRound(0.9155555555, 3) == 0.916);
    CHECK(pythonRound(0.125, 2) == 0.12);   // exact tie rounds half to even
}

TEST_CASE("The seed demo departs from a real A100-40GB in ways the catalog quantifies", "[seed]")
{
    const GpuModel *gpu = findGpu("A100-40GB");
    REQUIRE(gpu);
    const SeedRealityFacts f = seedRealityFacts(*gpu, runSeedDemo());
    CHECK(f.totalSms == 108);
    CHECK(f.migSms == 98);
    CHECK(f.unusableSmsInMig == 10);
    CHECK(f.profileSms == std::vector<int>{14, 28, 42, 56, 98});
    CHECK_FALSE(f.toySlicesAreRealProfiles);
    CHECK(f.toySliceSmsTotal == 100);
    CHECK(f.toySliceMemTotal == 36);

    REQUIRE(f.seedLayout.size() == 4);
    CHECK(f.seedLayout[0].profile == "1g.5gb");
    CHECK(f.seedLayout[3].profile == "3g.20gb");
    CHECK(f.seedLayout[0].sms + f.seedLayout[1].sms + f.seedLayout[2].sms + f.seedLayout[3].sms == 98);
    CHECK(f.seedLayoutSms == 98);
    CHECK(f.seedLayoutMemoryGiB == Approx(4.75 + 4.75 + 9.62 + 19.50));
    CHECK(f.seedLayoutComputeSlices == 7);
    CHECK(f.seedLayoutLegal);
    CHECK(f.seedLayout[3].start == 4);

    CHECK(f.vgpuSmBudget == 97);
    CHECK(f.vgpuSmsLostToTruncation == Approx(0.2));
    CHECK(f.mpsCapPercentEquivalent == Approx(100.0 * 8 / 108));
    CHECK(f.measuredOverheadMaxPct < f.seedOverheadMaxPct);
}

TEST_CASE("The seed demo's vGPU shares, run as hard-limited software slicing, use what they are given and less than the demo prints",
          "[seed][quota]")
{
    const GpuModel &a100 = *findGpu("A100-40GB");
    const SeedDemoRun run = runSeedDemo();
    const SeedRealityFacts f = seedRealityFacts(a100, run);
    REQUIRE(f.vgpuSimulated);
    REQUIRE(f.vgpuSimulatedShares.size() == run.vgpuShares.size());
    double sum = 0;
    for (std::size_t i = 0; i < run.vgpuShares.size(); ++i) {
        CHECK(f.vgpuSimulatedShares[i] == Approx(run.vgpuShares[i].first).margin(0.01));
        sum += f.vgpuSimulatedShares[i];
    }
    CHECK(f.vgpuSimulatedSmOccupancy == Approx(sum).margin(1e-9));
    // always busy and capped at 90 % in total: the SMs are busy 90 % of the time at most (the window's
    // edges cut a bucket's worth at most), and the context switches cost time on top
    CHECK(f.vgpuSimulatedSmOccupancy <= 0.9 + 0.001);
    CHECK(f.vgpuSimulatedSwitchLoss > 0);
    CHECK(f.vgpuSimulatedSmOccupancy + f.vgpuSimulatedSwitchLoss <= 1.0);
}
