#include "analysis/seeddemo.h"

#include "scenariobuilder.h"
#include "sharing/mig.h"
#include "sim/engine.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>

namespace gpuk::seed {

double ToyGpu::utilization() const
{
    // sm_ratio = self.used_sm / self.total_sm ; mem_ratio = self.used_mem / self.total_mem
    const double smRatio = static_cast<double>(usedSm) / static_cast<double>(totalSm);
    const double memRatio = static_cast<double>(usedMem) / static_cast<double>(totalMem);
    return 0.6 * smRatio + 0.4 * memRatio;
}

MigToyResult migPartition(ToyGpu &gpu, const std::vector<ToySlice> &slices)
{
    gpu.reset();
    long long totalSm = 0;
    long long totalMem = 0;
    for (const auto &s : slices)
        totalSm += s.sm;
    for (const auto &s : slices)
        totalMem += s.mem;
    MigToyResult r;
    r.fits = totalSm <= gpu.totalSm && totalMem <= gpu.totalMem;
    gpu.usedSm = totalSm;
    gpu.usedMem = totalMem;
    r.instances = slices;
    return r;
}

MpsToyResult mpsSchedule(ToyGpu &gpu, const std::vector<ToySlice> &tasks)
{
    gpu.reset();
    for (const auto &t : tasks) {
        gpu.usedSm += t.sm;
        gpu.usedMem += t.mem;
    }
    return MpsToyResult{static_cast<int>(tasks.size()), gpu.usedSm};
}

VgpuToyResult vgpuAllocate(ToyGpu &gpu, const std::vector<std::pair<double, double>> &shares)
{
    gpu.reset();
    // sum() starts from the int 0 and adds left to right.
    double smShare = 0;
    for (const auto &s : shares)
        smShare += s.first;
    double memShare = 0;
    for (const auto &s : shares)
        memShare += s.second;
    VgpuToyResult r;
    r.smExact = gpu.totalSm * smShare;
    r.memExact = gpu.totalMem * memShare;
    r.smBudget = static_cast<long long>(r.smExact);   // int(): truncation toward zero
    r.memBudget = static_cast<long long>(r.memExact);
    gpu.usedSm = r.smBudget;
    gpu.usedMem = r.memBudget;
    return r;
}

double pythonRound(double x, int ndigits)
{
    if (!std::isfinite(x))
        return x;
    // CPython formats the exact binary value with correct half-even rounding and parses it
    // back; glibc's printf is exact and rounds half-even in the default rounding mode.
    char buf[512];
    std::snprintf(buf, sizeof buf, "%.*f", ndigits, x);
    return std::strtod(buf, nullptr);
}

std::string pythonFloatRepr(double x)
{
    if (std::isnan(x))
        return "nan";
    if (std::isinf(x))
        return x > 0 ? "inf" : "-inf";
    if (x == 0)
        return std::signbit(x) ? "-0.0" : "0.0";
    // Shortest round-trip digits, laid out like Python's repr: plain notation for
    // 1e-4 <= |x| < 1e16, otherwise d.ddde±XX.
    char buf[64];
    auto res = std::to_chars(buf, buf + sizeof buf, x, std::chars_format::scientific);
    std::string sci(buf, res.ptr);
    const auto ePos = sci.find('e');
    std::string mantissa = sci.substr(0, ePos);
    const int exponent = std::atoi(sci.c_str() + ePos + 1);
    bool negative = false;
    if (!mantissa.empty() && mantissa[0] == '-') {
        negative = true;
        mantissa.erase(0, 1);
    }
    std::string digits;
    for (char c : mantissa)
        if (c != '.')
            digits += c;
    std::string out;
    if (exponent >= 16 || exponent < -4) {
        out = digits.substr(0, 1);
        if (digits.size() > 1)
            out += "." + digits.substr(1);
        char e[16];
        std::snprintf(e, sizeof e, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
        out += e;
    } else if (exponent >= 0) {
        const std::size_t intLen = static_cast<std::size_t>(exponent) + 1;
        if (digits.size() <= intLen) {
            out = digits + std::string(intLen - digits.size(), '0') + ".0";
        } else {
            out = digits.substr(0, intLen) + "." + digits.substr(intLen);
        }
    } else {
        out = "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digits;
    }
    return negative ? "-" + out : out;
}

SeedDemoRun runSeedDemo()
{
    SeedDemoRun run;
    run.gpu = ToyGpu{"A100-40G", 108, 40};

    run.migSlices = {{30, 10}, {30, 10}, {20, 8}, {20, 8}};
    run.mig = migPartition(run.gpu, run.migSlices);
    run.migUtilization = run.gpu.utilization();

    run.gpu.reset();
    run.mpsTasks.assign(10, ToySlice{8, 2});
    run.mps = mpsSchedule(run.gpu, run.mpsTasks);
    run.mpsUtilization = run.gpu.utilization();

    run.gpu.reset();
    run.vgpuShares = {{0.4, 0.4}, {0.3, 0.3}, {0.2, 0.2}};
    run.vgpu = vgpuAllocate(run.gpu, run.vgpuShares);
    run.vgpuUtilization = run.gpu.utilization();
    return run;
}

std::vector<std::string> seedDemoOutputLines(const SeedDemoRun &run)
{
    // print("MIG 切分实例:", mig_result) -> str(list of dicts)
    std::string instances = "[";
    for (std::size_t i = 0; i < run.mig.instances.size(); ++i) {
        if (i)
            instances += ", ";
        instances += "{'sm': " + std::to_string(run.mig.instances[i].sm)
                + ", 'mem': " + std::to_string(run.mig.instances[i].mem) + "}";
    }
    instances += "]";

    std::vector<std::string> lines;
    lines.push_back("MIG 切分实例: " + instances);
    lines.push_back("MIG 利用率: " + pythonFloatRepr(run.migRounded()));
    lines.push_back("MPS 任务数: " + std::to_string(run.mps.tasks));
    lines.push_back("MPS 利用率: " + pythonFloatRepr(run.mpsRounded()));
    lines.push_back("vGPU 预算: {'sm_budget': " + std::to_string(run.vgpu.smBudget)
                    + ", 'mem_budget': " + std::to_string(run.vgpu.memBudget) + "}");
    lines.push_back("vGPU 利用率: " + pythonFloatRepr(run.vgpuRounded()));
    return lines;
}

SeedRealityFacts seedRealityFacts(const GpuModel &gpu, const SeedDemoRun &run)
{
    SeedRealityFacts f;
    f.gpuId = gpu.id;
    f.totalSms = gpu.sms;
    f.migSms = gpu.migSms;
    f.unusableSmsInMig = gpu.sms - gpu.migSms;
    f.nominalMemoryGB = gpu.memoryGiB;
    f.maxMpsClients = gpu.maxMpsClients;

    std::set<int> sms;
    std::set<double> mem;
    for (const auto &p : gpu.migProfiles) {
        if (p.mediaExtensions)
            continue;
        sms.insert(p.sms);
        mem.insert(p.memoryGiB);
    }
    f.profileSms.assign(sms.begin(), sms.end());
    f.profileMemoryGiB.assign(mem.begin(), mem.end());

    f.toySlices = run.migSlices;
    for (const auto &s : run.migSlices) {
        f.toySliceSmsTotal += s.sm;
        f.toySliceMemTotal += s.mem;
    }
    f.toySlicesAreRealProfiles = std::all_of(run.migSlices.begin(), run.migSlices.end(),
                                             [&](const ToySlice &s) {
        return std::any_of(gpu.migProfiles.begin(), gpu.migProfiles.end(), [&](const MigProfile &p) {
            return p.sms == s.sm && std::fabs(p.memoryGiB - s.mem) < 0.5;
        });
    });

    // The article's "5+5+10+20" on an A100-40GB is mig-parted's all-balanced layout. The starts
    // are the placement NVIDIA's guide shows for `-cgi 9,19,14,19` (3g 4:4, 1g 0:1, 1g 1:1,
    // 2g 2:2, fact sheet §1.3.9); the rules engine checks them.
    const std::vector<std::pair<const char *, int>> layout{
        {"1g.5gb", 0}, {"1g.5gb", 1}, {"2g.10gb", 2}, {"3g.20gb", 4}};
    std::vector<MigRequest> requests;
    bool allKnown = true;
    for (const auto &[name, start] : layout) {
        RealInstance ri;
        ri.profile = name;
        if (const MigProfile *p = gpu.findMigProfile(name)) {
            ri.profileId = p->id;
            ri.sms = p->sms;
            ri.memoryGiB = p->memoryGiB;
            f.seedLayoutSms += p->sms;
            f.seedLayoutMemoryGiB += p->memoryGiB;
            f.seedLayoutComputeSlices += p->computeSlices;
        } else {
            allKnown = false;
        }
        f.seedLayout.push_back(ri);
        requests.push_back(MigRequest{name, start});
    }
    if (allKnown) {
        MigLayout placed;
        const Diagnostics d = checkMigLayout(gpu, requests, MigOptions{}, "layout", &placed);
        f.seedLayoutLegal = !hasErrors(d) && placed.size() == f.seedLayout.size();
        if (f.seedLayoutLegal)
            for (std::size_t i = 0; i < placed.size(); ++i)
                f.seedLayout[i].start = placed[i].start;
    }
    if (gpu.sms > 0 && gpu.memoryGiB > 0)
        f.seedFormulaOnRealLayout = 0.6 * f.seedLayoutSms / gpu.sms + 0.4 * f.seedLayoutMemoryGiB / gpu.memoryGiB;

    f.mpsToyClients = static_cast<int>(run.mpsTasks.size());
    f.mpsToySmsPerClient = run.mpsTasks.empty() ? 0 : run.mpsTasks.front().sm;
    if (gpu.sms > 0)
        f.mpsCapPercentEquivalent = 100.0 * f.mpsToySmsPerClient / gpu.sms;

    f.vgpuSmExact = run.vgpu.smExact;
    f.vgpuSmBudget = run.vgpu.smBudget;
    f.vgpuSmsLostToTruncation = run.vgpu.smExact - static_cast<double>(run.vgpu.smBudget);

    // The shares run: one always-busy, whole-GPU container per share, hard limits.
    SharingPlan plan;
    plan.mode = Mode::Quota;
    plan.quota.policy = QuotaPolicy::Hard;
    plan.quota.product = QuotaProduct::Hami;
    std::vector<Tenant> tenants;
    for (std::size_t i = 0; i < run.vgpuShares.size(); ++i) {
        const std::string id = "share-" + std::to_string(i + 1);
        Tenant t = lightTenant(id, ArrivalProcess::Backlog, 0, 10, ServiceDistribution::Deterministic, 0);
        tenants.push_back(t);
        const double mib = std::floor(run.vgpuShares[i].second * gpu.capacityGiB() * 1024.0);
        plan.quota.containers.push_back(QuotaContainer{id, std::round(run.vgpuShares[i].first * 100.0), mib / 1024.0, 1});
    }
    const Scenario s = buildScenario("seed vGPU shares", gpu.id, std::move(tenants), plan, 60, 5, 1);
    if (const auto r = runScenario(s, s.sharing)) {
        f.vgpuSimulated = true;
        for (const auto &t : r->tenants)
            f.vgpuSimulatedShares.push_back(t.meanSm / double(gpu.sms));
        f.vgpuSimulatedSmOccupancy = r->gpuStats.smOccupancy;
        f.vgpuSimulatedSwitchLoss = r->gpuStats.switchDeadTimeFraction;
    }
    return f;
}

} // namespace gpuk::seed
