#pragma once

// The seed article's Python demo ("MIG / MPS / vGPU 三种 GPU 共享方案的利用率模拟器",
// shared/seed/000_ffe8e99117048f46.txt), reproduced operation for operation so that
// `gpukitchen-cli seed-demo` prints exactly what running the Python prints -- and, next to it,
// structured facts (computed from the catalog) about where that toy departs from real hardware.
//
// Pure C++: no Qt here. The CLI turns the facts into translated sentences.
//
// Faithfulness notes:
// - Python's `/` on ints is true division, correctly rounded; so is double / double here.
// - `int(x)` truncates toward zero: static_cast<long long>.
// - `sum(generator)` adds left to right starting from the int 0; we do the same (Python 3.12
//   switched float sum() to compensated summation; for the demo's numbers both give 97 / 36).
// - `round(x, 3)` rounds the exact binary value half-to-even at 3 decimals and returns the
//   nearest double; `print` then shows the shortest repr that round-trips.

#include "catalog/catalog.h"

#include <string>
#include <utility>
#include <vector>

namespace gpuk::seed {

// `class GPU` of the demo.
struct ToyGpu
{
    std::string name;
    int totalSm = 0;
    int totalMem = 0;
    long long usedSm = 0;   // ints in every call the demo makes
    long long usedMem = 0;

    void reset() { usedSm = 0; usedMem = 0; }
    // 0.6 * used_sm / total_sm + 0.4 * used_mem / total_mem: a weighted sum of *allocations*.
    double utilization() const;
};

struct ToySlice
{
    int sm = 0;
    int mem = 0;
};

// mig_partition(gpu, slices): `fits` is the demo's assert.
struct MigToyResult
{
    std::vector<ToySlice> instances;
    bool fits = true;
};
MigToyResult migPartition(ToyGpu &gpu, const std::vector<ToySlice> &slices);

// mps_schedule(gpu, tasks)
struct MpsToyResult
{
    int tasks = 0;
    long long smUsed = 0;
};
MpsToyResult mpsSchedule(ToyGpu &gpu, const std::vector<ToySlice> &tasks);

// vgpu_allocate(gpu, shares)
struct VgpuToyResult
{
    long long smBudget = 0;
    long long memBudget = 0;
    double smExact = 0;     // gpu.total_sm * sum(shares) before int() truncation
    double memExact = 0;
};
VgpuToyResult vgpuAllocate(ToyGpu &gpu, const std::vector<std::pair<double, double>> &shares);

// Python's round(x, ndigits) and repr(float).
double pythonRound(double x, int ndigits);
std::string pythonFloatRepr(double x);

// Everything main() computes, with the inputs it uses.
struct SeedDemoRun
{
    ToyGpu gpu;                              // "A100-40G", 108 SMs, 40 "GB"
    std::vector<ToySlice> migSlices;         // (30,10) (30,10) (20,8) (20,8)
    MigToyResult mig;
    double migUtilization = 0;               // unrounded
    std::vector<ToySlice> mpsTasks;          // 10 x (8,2)
    MpsToyResult mps;
    double mpsUtilization = 0;
    std::vector<std::pair<double, double>> vgpuShares; // (0.4,0.4) (0.3,0.3) (0.2,0.2)
    VgpuToyResult vgpu;
    double vgpuUtilization = 0;

    double migRounded() const { return pythonRound(migUtilization, 3); }
    double mpsRounded() const { return pythonRound(mpsUtilization, 3); }
    double vgpuRounded() const { return pythonRound(vgpuUtilization, 3); }
};
SeedDemoRun runSeedDemo();

// The six lines the Python prints, UTF-8, exactly (no trailing newlines).
std::vector<std::string> seedDemoOutputLines(const SeedDemoRun &run);

// ---- Where the toy departs from a real GPU (computed from the catalog) ----------------------

struct RealInstance
{
    std::string profile;   // "1g.5gb"
    int profileId = 0;
    int start = -1;        // placement start found for the layout, -1 if none
    int sms = 0;
    double memoryGiB = 0;
};

struct SeedRealityFacts
{
    std::string gpuId;                 // "A100-40GB"
    int totalSms = 0;                  // 108
    int migSms = 0;                    // 98: what MIG mode exposes
    int unusableSmsInMig = 0;          // 10
    double nominalMemoryGB = 0;        // 40

    // Distinct SM counts and memory sizes of the real GI profiles (classic and 2-slot 1g), ascending.
    std::vector<int> profileSms;       // 14, 28, 42, 56, 98
    std::vector<double> profileMemoryGiB; // 4.75, 9.62, 19.5, 39.25

    // The toy's MIG slices and whether any real profile matches one of them.
    std::vector<ToySlice> toySlices;   // 30/10, 30/10, 20/8, 20/8
    int toySliceSmsTotal = 0;          // 100
    int toySliceMemTotal = 0;          // 36
    bool toySlicesAreRealProfiles = false;

    // The article's own "5+5+10+20" layout as real profiles (mig-parted's all-balanced).
    std::vector<RealInstance> seedLayout; // 1g.5gb, 1g.5gb, 2g.10gb, 3g.20gb
    bool seedLayoutLegal = false;      // a legal placement exists on this GPU
    int seedLayoutSms = 0;             // 14+14+28+42 = 98
    double seedLayoutMemoryGiB = 0;    // 4.75+4.75+9.62+19.50 = 38.62
    int seedLayoutComputeSlices = 0;   // 7 of 7
    // The toy's formula applied to the real layout, for contrast (still allocation, not use).
    double seedFormulaOnRealLayout = 0;

    // MPS: the toy adds 10 x 8 SMs as if they were reserved.
    int mpsToyClients = 10;
    int mpsToySmsPerClient = 8;
    double mpsCapPercentEquivalent = 0; // 8 / 108 SMs as an ACTIVE_THREAD_PERCENTAGE cap
    int maxMpsClients = 48;

    // vGPU: int() truncation of the budget.
    double vgpuSmExact = 0;            // 97.2 (97.19999999999999)
    long long vgpuSmBudget = 0;        // 97
    double vgpuSmsLostToTruncation = 0; // 0.2
    // Virtualization overhead: the article says 5-10 %; VMware's MLPerf runs measured
    // 94-105 % of bare metal, i.e. 0-6 % (fact sheet §3.5, §6.3 #6).
    double seedOverheadMinPct = 5, seedOverheadMaxPct = 10;
    double measuredOverheadMinPct = 0, measuredOverheadMaxPct = 6;

    // The demo's vGPU shares as the engine runs them: software slicing (Mode::Quota), the shares
    // as hard limits (compute %, memory quota = share of the GPU's memory), each container always
    // busy. What they use, measured, not what is handed out. NaN-free: 0 when the run is refused.
    bool vgpuSimulated = false;
    std::vector<double> vgpuSimulatedShares;   // each container's measured share of the SM time
    double vgpuSimulatedSmOccupancy = 0;       // the GPU's measured SM occupancy
    double vgpuSimulatedSwitchLoss = 0;        // the share of time lost to context switches
};

// `gpu` should be the A100-40GB the article uses; any MIG-capable catalog GPU works (the layout
// names are looked up on it and may be absent).
SeedRealityFacts seedRealityFacts(const GpuModel &gpu, const SeedDemoRun &run);

} // namespace gpuk::seed
