// The engine's sharing domains, built from the plan (engine.h, engine_p.h): which tenants share
// which SMs, DRAM bandwidth and memory, and how (spatially, or taking turns). build() holds the
// engine's only switch over the sharing mode; everything after it reads the domains it built
// (Domain: kind, rotation, MPS, shared pool, fault radius, live caps) instead of the mode.
// Reconfiguration (engine_faults.cpp) builds its new MIG instances with migInstanceDomain().

#include "sim/engine_p.h"

#include "sharing/validate.h"

namespace gpuk {

int Engine::Impl::addDomain(Domain D)
{
    dom.push_back(std::move(D));
    return int(dom.size()) - 1;
}

int Engine::Impl::tenantIndex(const std::string &id) const
{
    for (std::size_t i = 0; i < sc.tenants.size(); ++i)
        if (sc.tenants[i].id == id)
            return int(i);
    return -1;
}

void Engine::Impl::place(int di, int ki)
{
    ten[std::size_t(ki)].pos = int(dom[std::size_t(di)].tenants.size());
    dom[std::size_t(di)].tenants.push_back(ki);
    dom[std::size_t(di)].allocValid = false;
    ten[std::size_t(ki)].domain = di;
    ten[std::size_t(ki)].served = true;
}

Domain Engine::Impl::migDomain(const MigPlacement &p, int instance) const
{
    Domain D;
    D.sms = p.profile->sms;
    D.bwCap = gpu.bandwidthGBps * double(p.profile->memorySlots) / double(gpu.memorySlots);
    D.memCapGb = p.profile->memoryGiB;
    D.instance = instance;
    return D;
}

// A MIG instance's domain: alone, or shared by several tenants with the plan's inner sharing
// (time-slicing inside the instance, or MPS with its L2 interference).
Domain Engine::Impl::migInstanceDomain(const MigPlacement &p, int instance, const MigInstancePlan &ip,
                                              const TimeslicePlan &ts) const
{
    Domain D = migDomain(p, instance);
    if (ip.tenants.size() <= 1)
        return D;
    if (ip.inner == MigInner::Timeslice) {
        Domain T = timeslicedDomain(ts.timeSliceMs, ts.switchUs);
        T.sms = D.sms;
        T.bwCap = D.bwCap;
        T.memCapGb = D.memCapGb;
        T.instance = instance;
        return T;
    }
    D.cacheKappa = kMpsCacheInterference;
    D.mps = true;
    return D;
}

Domain Engine::Impl::timeslicedDomain(double sliceMs, double switchUs) const
{
    Domain D;
    D.kind = DomKind::TimeSliced;
    D.sms = gpu.sms;
    D.bwCap = gpu.bandwidthGBps;
    D.sliceS = sliceMs / 1000.0;
    D.switchS = switchUs / 1e6;
    D.cacheKappa = kTimesliceCacheInterference;
    return D;
}

double Engine::Impl::effectiveVgpuSliceMs() const
{
    return gpuk::effectiveVgpuSliceMs(gpu, plan.vgpu); // fact sheet §3.2 (core/sharing/validate.h)
}

void Engine::Impl::buildMig(const MigPlan &mp, const MigLayout &lay)
{
    layout = lay;
    for (std::size_t i = 0; i < lay.size(); ++i) {
        const auto &ip = mp.instances[i];
        const int di = addDomain(migInstanceDomain(lay[i], int(i), ip, plan.timeslice));
        for (const auto &id : ip.tenants)
            if (int ki = tenantIndex(id); ki >= 0)
                place(di, ki);
    }
}

bool Engine::Impl::build(Diagnostics *diagnostics)
{
    auto refuse = [&](Diagnostic d) {
        if (diagnostics)
            diagnostics->push_back(std::move(d));
        return false;
    };
    const GpuModel *g = sc.gpu();
    if (!g)
        return refuse(diag("gpu.unknown", "gpu", {{"gpu", sc.gpuId}}));
    gpu = *g;
    const Diagnostics diags = validatePlan(sc, gpu, plan, "sharing");
    if (hasErrors(diags)) {
        for (const auto &dg : diags)
            if (dg.severity == Severity::Error && diagnostics)
                diagnostics->push_back(dg);
        return false;
    }
    duration = sc.simulation.durationS;
    warmup = std::min(sc.simulation.warmupS, duration);
    ten.resize(sc.tenants.size());
    for (std::size_t i = 0; i < sc.tenants.size(); ++i) {
        TenantRt &k = ten[i];
        k.t = &sc.tenants[i];
        k.arrivals = Stream(sim::streamSeed(sc.simulation.seed, k.t->id, 0));
        k.sizes = Stream(sim::streamSeed(sc.simulation.seed, k.t->id, 1));
        k.ratePerS = k.t->arrival.ratePerS;
        k.smWidth = k.t->smWidth ? double(*k.t->smWidth) : double(gpu.sms);
        k.beta = k.t->bandwidthIntensity;
        k.llm = k.t->llm ? &*k.t->llm : nullptr;
    }
    gpus.assign(1, GpuAcc{});
    switch (plan.mode) {
    case Mode::Exclusive: {
        gpus.clear();
        for (std::size_t i = 0; i < ten.size(); ++i) {
            Domain D;
            D.sms = gpu.sms;
            D.bwCap = gpu.bandwidthGBps;
            D.memCapGb = gpu.capacityGiB();
            D.gpu = int(gpus.size());
            gpus.push_back(GpuAcc{});
            place(addDomain(D), int(i));
        }
        if (gpus.empty())
            gpus.push_back(GpuAcc{});
        break;
    }
    case Mode::Mig: {
        auto lay = resolveMigLayout(gpu, plan.mig);
        if (!lay)
            return refuse(diag("sim.mig_layout_unresolved", "sharing.instances"));
        buildMig(plan.mig, *lay);
        break;
    }
    case Mode::Mps: {
        Domain D;
        D.sms = gpu.sms;
        D.bwCap = gpu.bandwidthGBps;
        D.cacheKappa = kMpsCacheInterference;
        D.mps = true;
        D.capsLive = true;
        D.sharedPool = true;
        D.poolGb = gpu.capacityGiB();
        D.memCapGb = D.poolGb;
        const int di = addDomain(D);
        for (const auto &c : plan.mps.clients) {
            const int ki = tenantIndex(c.tenant);
            if (ki < 0)
                continue;
            place(di, ki);
            if (c.activeThreadPercentage)
                ten[std::size_t(ki)].capSms = *c.activeThreadPercentage / 100.0 * gpu.sms;
            if (c.pinnedMemoryLimitGb)
                ten[std::size_t(ki)].pinnedGb = *c.pinnedMemoryLimitGb;
        }
        break;
    }
    case Mode::Timeslice: {
        Domain D = timeslicedDomain(plan.timeslice.timeSliceMs, plan.timeslice.switchUs);
        D.sharedPool = true;
        D.poolGb = gpu.capacityGiB();
        D.memCapGb = D.poolGb;
        const int di = addDomain(D);
        for (std::size_t i = 0; i < ten.size(); ++i)
            place(di, int(i));
        break;
    }
    case Mode::Quota:
        buildQuota(); // engine_quota.cpp
        break;
    case Mode::Vgpu: {
        if (plan.vgpu.migBacked) {
            // MIG-backed vGPU = MIG: one GPU instance per VM, placed legally.
            std::vector<const MigProfile *> profs;
            MigPlan mp;
            for (const auto &vm : plan.vgpu.vms) {
                const VgpuProfile *vp = gpu.findVgpuProfile(vm.profile);
                const MigProfile *p = vp ? gpu.findMigProfile(vp->migProfile) : nullptr;
                if (!p)
                    continue;
                profs.push_back(p);
                MigInstancePlan ip;
                ip.profile = p->name;
                ip.tenants = {vm.tenant};
                mp.instances.push_back(ip);
            }
            auto lay = findMigPlacement(gpu, profs, MigOptions{plan.mig.allow4g3g});
            if (!lay) {
                std::string names;
                for (const MigProfile *p : profs)
                    names += (names.empty() ? "" : ", ") + p->name;
                return refuse(diag("vgpu.mig_backing_not_placeable", "sharing.vms", {{"profiles", names}}));
            }
            buildMig(mp, *lay);
        } else {
            Domain D = timeslicedDomain(effectiveVgpuSliceMs(), kVgpuSwitchUs);
            D.memCapGb = gpu.capacityGiB();
            D.faultShared = false; // assumption, fact sheet §6.3 #5
            switch (plan.vgpu.scheduler) {
            case VgpuScheduler::BestEffort: D.rotation = Rotation::BestEffort; break;
            case VgpuScheduler::EqualShare: D.rotation = Rotation::EqualShare; break;
            case VgpuScheduler::FixedShare: D.rotation = Rotation::FixedShare; break;
            }
            const int di = addDomain(D);
            int maxVms = 0;
            for (const auto &vm : plan.vgpu.vms) {
                const int ki = tenantIndex(vm.tenant);
                if (ki < 0)
                    continue;
                place(di, ki);
                if (const VgpuProfile *p = gpu.findVgpuProfile(vm.profile)) {
                    maxVms = std::max(maxVms, p->maxEqualSize);
                    ten[std::size_t(ki)].boundGb = p->framebufferGiB();
                }
            }
            Domain &DD = dom[std::size_t(di)];
            DD.slots = DD.tenants;
            if (DD.rotation == Rotation::FixedShare)
                while (int(DD.slots.size()) < maxVms)
                    DD.slots.push_back(-1);
        }
        for (auto &k : ten)
            if (k.served)
                k.overhead = plan.vgpu.overhead;
        break;
    }
    }
    return true;
}

} // namespace gpuk
