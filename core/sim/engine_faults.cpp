// Faults and MIG reconfiguration (engine.h, engine_p.h): a fatal fault fails its fault domain
// (the tenants the domain it runs in takes down with it) and restarts them after restart_s; a
// reconfiguration drains the changed MIG instances, keeps them down for the downtime, then brings
// the new instances up (built by engine_domains.cpp) and restarts their tenants. Cold paths: they
// reach the event loop's inline functions through their out-of-line entries (engine.cpp).

#include "sim/engine_p.h"

#include "sharing/validate.h"

namespace gpuk {

void Engine::Impl::fault(int ki)
{
    TenantRt &k = ten[std::size_t(ki)];
    if (!k.served || k.down)
        return;
    const std::vector<int> victims = faultDomain(ki);
    const int di = k.domain;
    sync(di, true);
    for (int vi : victims) {
        TenantRt &v = ten[std::size_t(vi)];
        // A context that is already restarting holds no work and is not restarted again: it
        // comes back restart_s after the fault that took it down (DESIGN §3).
        if (v.down || v.restarting)
            continue;
        failAllOutOfLine(v, FailureReason::Fault, true, true);
        v.restarting = true;
        ++v.restartGen;
        push(now + v.t->restartS, EvType::Restart, vi, v.restartGen);
        note(vi == ki ? EngineEvent::Kind::Fault : EngineEvent::Kind::FaultVictim, vi, vi == ki ? -1 : ki);
    }
    rebuildTs(di);
    recomputeOutOfLine(di);
    if (rc.active)
        checkDrained();
}

std::vector<int> Engine::Impl::faultDomain(int ki) const
{
    const TenantRt &k = ten[std::size_t(ki)];
    if (!k.served || k.domain < 0)
        return {};
    const Domain &D = dom[std::size_t(k.domain)];
    std::vector<int> victims{ki};
    if (D.faultShared)
        for (int vi : D.tenants)
            if (vi != ki)
                victims.push_back(vi);
    return victims;
}

void Engine::Impl::onRestart(int ki)
{
    TenantRt &k = ten[std::size_t(ki)];
    if (!k.served || k.domain < 0) { // moved out of the plan by a reconfiguration meanwhile
        k.restarting = false;
        return;
    }
    sync(k.domain);
    accTenant(k);
    k.restarting = false;
    note(EngineEvent::Kind::Restarted, ki);
    fillBacklogOutOfLine(ki);
    touch(ki);
    recomputeOutOfLine(k.domain);
}

// Reconfiguration: changed instances drain; when all have drained they stay down downtimeS,
// then the new instances come up and their tenants restart on them.
void Engine::Impl::checkDrained()
{
    if (!rc.active || rc.allDrained)
        return;
    for (int di : rc.changed)
        for (int ki : dom[std::size_t(di)].tenants)
            if (!ten[std::size_t(ki)].running.empty())
                return;
    rc.allDrained = true;
    for (int di : rc.changed) {
        sync(di, true);
        Domain &D = dom[std::size_t(di)];
        D.down = true;
        D.allocValid = false;
        D.draining = false;
        for (int ki : D.tenants) {
            TenantRt &k = ten[std::size_t(ki)];
            failAllOutOfLine(k, FailureReason::Drained, true, false);
            k.draining = false;
            k.down = true;
            note(EngineEvent::Kind::InstanceDrained, ki);
        }
        rebuildTs(di);
        recomputeOutOfLine(di);
    }
    rc.upAt = now + rc.downtimeS;
    push(rc.upAt, EvType::ReconfigUp, -1, ++reconfigGen);
}

void Engine::Impl::onReconfigUp()
{
    // Tenants of changed domains move to new domains built from the target plan.
    const MigPlan &mp = rc.target.mig;
    std::vector<bool> keep(mp.instances.size(), false);
    // old instances that are unchanged stay as they are (identified when reconfigure() ran)
    for (std::size_t i = 0; i < mp.instances.size(); ++i)
        keep[i] = std::find(rc.newInstances.begin(), rc.newInstances.end(), int(i)) == rc.newInstances.end();
    for (int di : rc.changed) {
        sync(di, true);
        Domain &D = dom[std::size_t(di)];
        for (int ki : D.tenants) {
            TenantRt &k = ten[std::size_t(ki)];
            k.served = false;
            k.domain = -1;
            k.nextCompT = kInf;
            k.r = 0;
            k.s = 0;
        }
        D.tenants.clear();
        D.allocValid = false;
        D.owner = D.lastRun = D.switchTarget = D.runTenant = -1;
        D.switching = false;
        rebuildTs(di);
        recomputeOutOfLine(di);
    }
    for (std::size_t i = 0; i < mp.instances.size(); ++i) {
        if (keep[i])
            continue;
        const auto &ip = mp.instances[i];
        const int di = addDomain(migInstanceDomain(rc.targetLayout[i], int(i), ip, rc.target.timeslice));
        for (const auto &id : ip.tenants) {
            if (int ki = tenantIndex(id); ki >= 0) {
                place(di, ki);
                TenantRt &k = ten[std::size_t(ki)];
                const bool hadArrivals = k.nextArrivalS < kInf && k.arrivalGen > 0;
                k.down = false;
                k.draining = false;
                if (!hadArrivals)
                    scheduleArrivalOutOfLine(ki, now);
                k.vLast = now;
                k.accLast = now;
                note(EngineEvent::Kind::Restarted, ki);
            }
        }
        sync(di, true);
        rebuildTs(di);
        for (int ki : dom[std::size_t(di)].tenants)
            fillBacklogOutOfLine(ki);
        recomputeOutOfLine(di);
    }
    // tenants left without an instance are no longer served
    for (auto &k : ten)
        if (!k.served)
            k.down = false;
    for (int di : rc.changed)
        dom[std::size_t(di)].instance = -1;
    // keep domain.instance indices pointing into the new layout
    for (auto &D : dom)
        if (D.instance >= 0 && !D.tenants.empty()) {
            // unchanged domains: find their instance in the new plan by tenant list
            for (std::size_t i = 0; i < mp.instances.size(); ++i)
                if (keep[i] && !mp.instances[i].tenants.empty() &&
                    tenantIndex(mp.instances[i].tenants.front()) == D.tenants.front())
                    D.instance = int(i);
        }
    layout = rc.targetLayout;
    plan = rc.target;
    note(EngineEvent::Kind::ReconfigurationDone, -1);
    rc = Reconfig{};
}

std::vector<int> Engine::faultDomain(int tenant) const
{
    if (tenant < 0 || tenant >= int(d->ten.size()))
        return {};
    return d->faultDomain(tenant);
}

void Engine::injectFault(int tenant)
{
    if (tenant < 0 || tenant >= int(d->ten.size()) || finished())
        return;
    d->fault(tenant);
}

bool Engine::reconfigure(const SharingPlan &newPlan, double downtimeS)
{
    Impl &m = *d;
    if (m.plan.mode != Mode::Mig || newPlan.mode != Mode::Mig || m.rc.active)
        return false;
    const Diagnostics diags = validatePlan(m.sc, m.gpu, newPlan, "sharing");
    if (hasErrors(diags))
        return false;
    auto lay = resolveMigLayout(m.gpu, newPlan.mig);
    if (!lay)
        return false;
    Impl::Reconfig rc;
    rc.active = true;
    rc.target = newPlan;
    rc.targetLayout = *lay;
    rc.downtimeS = std::max(0.0, downtimeS);
    // which new instances equal an old one (profile, start, tenants, inner)
    auto sameAs = [&](std::size_t ni, std::size_t oi) {
        const auto &a = newPlan.mig.instances[ni];
        const auto &b = m.plan.mig.instances[oi];
        return (*lay)[ni].profile == m.layout[oi].profile && (*lay)[ni].start == m.layout[oi].start &&
            a.tenants == b.tenants && (a.tenants.size() <= 1 || a.inner == b.inner);
    };
    std::vector<bool> oldKept(m.plan.mig.instances.size(), false);
    for (std::size_t ni = 0; ni < newPlan.mig.instances.size(); ++ni) {
        bool found = false;
        for (std::size_t oi = 0; oi < m.plan.mig.instances.size() && oi < m.layout.size(); ++oi)
            if (!oldKept[oi] && sameAs(ni, oi)) {
                oldKept[oi] = true;
                found = true;
                break;
            }
        if (!found)
            rc.newInstances.push_back(int(ni));
    }
    for (std::size_t di = 0; di < m.dom.size(); ++di) {
        Domain &D = m.dom[di];
        if (D.instance < 0 || D.tenants.empty())
            continue;
        if (D.instance < int(oldKept.size()) && oldKept[std::size_t(D.instance)])
            continue;
        rc.changed.push_back(int(di));
    }
    m.rc = rc;
    m.note(EngineEvent::Kind::ReconfigurationStarted, -1);
    // tenants that the new plan places but the old did not (or whose instance is new) also wait
    for (int di : m.rc.changed) {
        m.sync(di, true);
        Domain &D = m.dom[std::size_t(di)];
        D.draining = true;
        for (int ki : D.tenants) {
            TenantRt &k = m.ten[std::size_t(ki)];
            k.draining = true;
            // queued work will never be admitted: it fails as drained
            m.failAllOutOfLine(k, FailureReason::Drained, true, false);
        }
        m.recomputeOutOfLine(di);
    }
    // unserved tenants placed by a new instance: down until the new layout is up
    for (int ni : m.rc.newInstances)
        for (const auto &id : newPlan.mig.instances[std::size_t(ni)].tenants)
            if (int ki = m.tenantIndex(id); ki >= 0 && !m.ten[std::size_t(ki)].served)
                m.ten[std::size_t(ki)].down = true;
    m.checkDrained();
    return true;
}

} // namespace gpuk
