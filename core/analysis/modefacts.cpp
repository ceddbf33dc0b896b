#include "analysis/modefacts.h"

#include "sim/engine.h"

#include <algorithm>

namespace gpuk {

namespace {

Reconfiguration reconfigurationOf(const SharingPlan &plan)
{
    switch (plan.mode) {
    case Mode::Exclusive:
        return Reconfiguration::NothingShared;
    case Mode::Mig:
        return Reconfiguration::WhenIdle;
    case Mode::Mps:
        return Reconfiguration::ProcessLaunch;
    case Mode::Timeslice:
        return Reconfiguration::Dynamic;
    case Mode::Vgpu:
        // A MIG-backed VM sits on a MIG instance: changing it is a MIG change as well.
        return plan.vgpu.migBacked ? Reconfiguration::WhenIdle : Reconfiguration::HostReload;
    case Mode::Quota:
        return Reconfiguration::Live;
    }
    return Reconfiguration::Dynamic;
}

UtilAttribution attributionOf(const SharingPlan &plan)
{
    switch (plan.mode) {
    case Mode::Exclusive:
        return UtilAttribution::PerTenantGpu;
    case Mode::Mig:
        return UtilAttribution::NotPerMigDevice;
    case Mode::Mps:
        return UtilAttribution::MpsServer;
    case Mode::Timeslice:
    case Mode::Quota:
        return UtilAttribution::WholeGpuOnly;
    case Mode::Vgpu:
        return UtilAttribution::NotSourced;
    }
    return UtilAttribution::NotSourced;
}

// The memory the plan reserves for its tenants, GiB; empty when it reserves none (one pool).
std::optional<double> handedOut(const GpuModel &gpu, const SharingPlan &plan, int gpusUsed)
{
    double sum = 0;
    switch (plan.mode) {
    case Mode::Exclusive:
        return gpusUsed * gpu.capacityGiB();
    case Mode::Mig:
        for (const auto &inst : plan.mig.instances)
            if (const MigProfile *p = gpu.findMigProfile(inst.profile))
                sum += p->memoryGiB;
        return sum;
    case Mode::Mps: {
        // Pinned limits reserve nothing: they are ceilings on one pool (fact sheet §2). Only when
        // every client has one is there a figure to set against the GPU.
        bool all = !plan.mps.clients.empty();
        for (const auto &c : plan.mps.clients) {
            all = all && c.pinnedMemoryLimitGb.has_value();
            sum += c.pinnedMemoryLimitGb.value_or(0);
        }
        return all ? std::optional<double>(sum) : std::nullopt;
    }
    case Mode::Vgpu:
        for (const auto &vm : plan.vgpu.vms)
            if (const VgpuProfile *p = gpu.findVgpuProfile(vm.profile)) {
                const MigProfile *mp = p->migProfile.empty() ? nullptr : gpu.findMigProfile(p->migProfile);
                sum += mp ? mp->memoryGiB : p->framebufferGiB();
            }
        return sum;
    case Mode::Quota:
        for (const auto &c : plan.quota.containers)
            sum += c.memoryGb;
        return sum;
    case Mode::Timeslice:
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace

ModeFacts modeFacts(const Scenario &scenario, const SharingPlan &plan, const RunResults &run)
{
    ModeFacts f;
    f.mode = plan.mode;
    f.gpusUsed = run.gpuStats.gpusUsed;
    f.smOccupancy = run.gpuStats.smOccupancy;
    f.smActive = run.gpuStats.smActive;
    f.strandedSmFraction = run.gpuStats.strandedSmFraction;
    f.reconfiguration = reconfigurationOf(plan);
    f.attribution = attributionOf(plan);
    const GpuModel *gpu = scenario.gpu();
    if (!gpu)
        return f;
    // The engine's own capacity rule (engine_readout.cpp): a MIG-partitioned GPU counts its
    // nominal memory, otherwise what a process can use.
    const double cap = isMigPartitioned(plan) ? gpu->memoryGiB : gpu->capacityGiB();
    f.memoryCapacityGiB = cap * f.gpusUsed;
    f.memoryUsedGiB = run.gpuStats.memoryUsedFraction * f.memoryCapacityGiB;
    f.memoryHandedOutGiB = handedOut(*gpu, plan, f.gpusUsed);

    EngineOptions options;
    options.sampleIntervalS = 0;
    options.seriesCapacity = 0;
    options.recentEventsCapacity = 0;
    const auto engine = Engine::create(scenario, plan, nullptr, options);
    if (!engine)
        return f;
    double total = 0;
    for (int t = 0; t < int(scenario.tenants.size()); ++t) {
        const int n = int(engine->faultDomain(t).size());
        if (n == 0)
            continue; // not placed: no fault of its own to spread
        ++f.placedTenants;
        total += n;
        f.blastRadiusMax = std::max(f.blastRadiusMax, n);
    }
    f.blastRadiusMean = f.placedTenants ? total / f.placedTenants : 0;
    return f;
}

} // namespace gpuk
