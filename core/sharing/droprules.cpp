#include "sharing/droprules.h"

#include "sharing/quota.h"

#include "sharing/mig.h"
#include "sharing/validate.h"

#include <algorithm>
#include <cmath>

namespace gpuk {

namespace {

constexpr double eps = 1e-9;

// Errors about instance `index` of a checkMigLayout run with an empty path prefix, plus the
// whole-layout ones (compute slices, 4g + 3g reported on the later of the two).
Diagnostics relevantErrors(const Diagnostics &diags, int index)
{
    const std::string own = "[" + std::to_string(index) + "]";
    Diagnostics out;
    for (const Diagnostic &d : diags)
        if (d.severity == Severity::Error && (d.path.empty() || d.path.rfind(own, 0) == 0))
            out.push_back(d);
    return out;
}

// The plan's instances as requests with the starts they resolve to (auto placement applied),
// without instance `skip`. Unresolvable layouts are taken as written.
std::vector<MigRequest> pinnedRequests(const GpuModel &gpu, const MigPlan &mig, int skip, std::vector<int> *starts)
{
    const std::optional<MigLayout> placed = resolveMigLayout(gpu, mig);
    std::vector<MigRequest> reqs;
    if (starts)
        starts->assign(mig.instances.size(), -1);
    for (size_t i = 0; i < mig.instances.size(); ++i) {
        std::optional<int> start = mig.instances[i].start;
        if (placed && placed->size() == mig.instances.size())
            start = (*placed)[i].start;
        if (starts && start)
            (*starts)[i] = *start;
        if (int(i) != skip)
            reqs.push_back(MigRequest{mig.instances[i].profile, start});
    }
    return reqs;
}

Scenario shownScenario(const Scenario &s, const SharingPlan &p)
{
    Scenario shown = s;
    shown.sharing = p;
    shown.alternatives.clear();
    return shown;
}

DropDecision refused(Diagnostic why)
{
    DropDecision o;
    o.refusal.push_back(std::move(why));
    return o;
}

// Accepts the edit unless validation finds a new error; then that error is the reason.
DropDecision finish(const Scenario &before, const SharingPlan &beforePlan, Scenario after, SharingPlan afterPlan,
                    DropDecision o)
{
    after = drop::storePlan(std::move(after), afterPlan);
    const Diagnostics errors = drop::newErrors(before, beforePlan, after, afterPlan);
    if (!errors.empty()) {
        o.accepted = false;
        o.refusal = {errors.front()};
        return o;
    }
    o.accepted = true;
    o.scenario = std::move(after);
    o.plan = std::move(afterPlan);
    return o;
}

// How many memory slots lie between `slot` and a room of `width` slots starting at `start`
// (0 when the room covers the slot).
int slotsBetween(int start, int width, int slot)
{
    if (slot < start)
        return start - slot;
    if (slot >= start + width)
        return slot - (start + width - 1);
    return 0;
}

double vgpuCapacity(const GpuModel &gpu, const VgpuProfile &vp)
{
    if (vp.backing == VgpuBacking::MigBacked) {
        const MigProfile *mp = gpu.findMigProfile(vp.migProfile);
        return mp ? mp->memoryGiB : 0;
    }
    return vp.framebufferGiB();
}

// MIG placement shared by add, move and profile change. `moving` = instance index, or -1 for a
// new instance `added` appended to the plan.
DropDecision placeMig(const Scenario &before, const SharingPlan &beforePlan, const Scenario &scenario,
                      const GpuModel &gpu, const MigProfile *profile, int moving, std::optional<int> slot,
                      std::optional<int> exactStart, const MigInstancePlan &added, int tenantIndex)
{
    DropDecision o;
    o.tenantIndex = tenantIndex;
    o.migPreview = true;
    o.migProfile = profile->name;
    o.computeSlices = profile->computeSlices;
    o.memorySlots = profile->memorySlots;

    const MigOptions options{beforePlan.mig.allow4g3g};
    std::vector<int> resolved;
    const std::vector<MigRequest> others = pinnedRequests(gpu, beforePlan.mig, moving, &resolved);
    const int n = int(others.size());

    std::vector<std::optional<int>> candidates;
    if (exactStart) {
        candidates.push_back(*exactStart);
    } else if (slot) {
        // The nearest legal free start: the rooms that cover the slot first, then the others by
        // how many memory slots lie between the cursor and the room.
        const auto byNearness = [&](int a, int b) {
            const int da = slotsBetween(a, profile->memorySlots, *slot);
            const int db = slotsBetween(b, profile->memorySlots, *slot);
            if (da != db)
                return da < db;
            return std::abs(a - *slot) < std::abs(b - *slot);
        };
        std::vector<int> free = drop::legalStarts(gpu, beforePlan.mig, profile->name, moving);
        std::stable_sort(free.begin(), free.end(), byNearness);
        for (int s : free)
            candidates.push_back(s);
        if (free.empty()) {
            // Nothing is free: the rooms under the cursor give the finding (an overlap, an illegal start).
            std::vector<int> covering;
            for (int s : profile->starts)
                if (slotsBetween(s, profile->memorySlots, *slot) == 0)
                    covering.push_back(s);
            std::stable_sort(covering.begin(), covering.end(), byNearness);
            for (int s : covering)
                candidates.push_back(s);
            if (covering.empty())
                candidates.push_back(*slot); // only to get checkMigLayout's finding (illegal start)
        }
    } else {
        candidates.push_back(std::nullopt);
    }

    Diagnostics firstFailure;
    for (const std::optional<int> &cand : candidates) {
        std::vector<MigRequest> reqs = others;
        reqs.push_back(MigRequest{profile->name, cand});
        MigLayout placed;
        const Diagnostics diags = checkMigLayout(gpu, reqs, options, "", &placed);
        const Diagnostics rel = relevantErrors(diags, n);
        int start = cand.value_or(-1);
        if (!cand && !hasErrors(diags) && int(placed.size()) == n + 1)
            start = placed[size_t(n)].start;
        if (rel.empty() && start >= 0) {
            o.migStart = start;
            SharingPlan plan = beforePlan;
            for (size_t i = 0; i < plan.mig.instances.size(); ++i)
                if (resolved[i] >= 0)
                    plan.mig.instances[i].start = resolved[i];
            if (moving >= 0) {
                plan.mig.instances[size_t(moving)].profile = profile->name;
                plan.mig.instances[size_t(moving)].start = start;
            } else {
                MigInstancePlan inst = added;
                inst.profile = profile->name;
                inst.start = start;
                plan.mig.instances.push_back(inst);
            }
            return finish(before, beforePlan, scenario, plan, o);
        }
        if (firstFailure.empty())
            firstFailure = rel.empty() ? diags : rel;
        if (o.migStart < 0)
            o.migStart = cand.value_or(slot.value_or(profile->starts.empty() ? 0 : profile->starts.front()));
    }

    o.accepted = false;
    o.refusal = firstFailure.empty() ? Diagnostics{diag("drop.mig_does_not_fit", "", {{"profile", profile->name}})}
                                     : Diagnostics{firstFailure.front()};
    o.legalStarts = drop::legalStarts(gpu, beforePlan.mig, profile->name, moving);
    o.placeAsked = slot || exactStart;
    return o;
}

} // namespace

namespace drop {

const MigProfile *migProfileFor(const GpuModel &gpu, double peakGb)
{
    // The same choice as the default MIG plan (core/sharing/validate.h).
    for (const MigProfile *p : classicMigProfilesBySize(gpu))
        if (p->memoryGiB + eps >= peakGb)
            return p;
    return nullptr;
}

std::vector<int> legalStarts(const GpuModel &gpu, const MigPlan &mig, const std::string &profile, int moving)
{
    std::vector<int> out;
    const MigProfile *p = gpu.findMigProfile(profile);
    if (!p)
        return out;
    const std::vector<MigRequest> others = pinnedRequests(gpu, mig, moving, nullptr);
    for (int s : p->starts) {
        std::vector<MigRequest> reqs = others;
        reqs.push_back(MigRequest{p->name, s});
        if (relevantErrors(checkMigLayout(gpu, reqs, MigOptions{mig.allow4g3g}, ""), int(others.size())).empty())
            out.push_back(s);
    }
    std::sort(out.begin(), out.end());
    return out;
}

int instanceOfTenant(const SharingPlan &plan, const std::string &tenantId)
{
    for (size_t i = 0; i < plan.mig.instances.size(); ++i)
        for (const std::string &t : plan.mig.instances[i].tenants)
            if (t == tenantId)
                return int(i);
    return -1;
}

namespace {

// Adds `tenant` to `plan` alone (drop::addTenant adds it to the other stored plans too).
DropDecision addToPlan(const Scenario &scenario, const SharingPlan &plan, const Tenant &tenant,
                       std::optional<int> memorySlot)
{
    const GpuModel *gpu = scenario.gpu();
    if (!gpu)
        return refused(diag("drop.gpu_unknown", "", {{"gpu", scenario.gpuId}}));
    if (scenario.findTenant(tenant.id))
        return refused(diag("tenant.duplicate_id", "", {{"id", tenant.id}}));

    Scenario after = scenario;
    after.tenants.push_back(tenant);
    const int index = int(after.tenants.size()) - 1;
    const std::string peak = formatNumber(tenant.peakMemoryGb());

    DropDecision o;
    o.tenantIndex = index;
    SharingPlan p = plan;
    switch (plan.mode) {
    case Mode::Mig: {
        if (!gpu->supportsMig())
            return refused(diag("mig.not_supported", "", {{"gpu", gpu->id}}));
        const MigProfile *profile = migProfileFor(*gpu, tenant.peakMemoryGb());
        if (!profile) {
            const MigProfile *largest = nullptr;
            for (const auto &mp : gpu->migProfiles)
                if (mp.isClassic() && (!largest || mp.memoryGiB > largest->memoryGiB))
                    largest = &mp;
            return refused(diag("memory.does_not_fit", "",
                                {{"tenants", tenant.id}, {"needed_gb", peak},
                                 {"capacity_gb", formatNumber(largest ? largest->memoryGiB : 0)},
                                 {"where", largest ? largest->name : gpu->id}}));
        }
        MigInstancePlan inst;
        inst.tenants = {tenant.id};
        o = placeMig(scenario, plan, after, *gpu, profile, -1, memorySlot, std::nullopt, inst, index);
        o.action = DropAction::MigNewInstance;
        return o;
    }
    case Mode::Mps:
        p.mps.clients.push_back(MpsClient{tenant.id, std::nullopt, std::nullopt});
        o.action = DropAction::MpsClient;
        o.mpsClient = int(p.mps.clients.size());
        o.maxMpsClients = gpu->maxMpsClients;
        break;
    case Mode::Vgpu: {
        if (!gpu->supportsVgpu())
            return refused(diag("vgpu.not_supported", "", {{"gpu", gpu->id}}));
        const VgpuBacking backing = vgpuBacking(plan.vgpu);
        const VgpuProfile *chosen = nullptr;
        if (backing == VgpuBacking::TimeSliced && !plan.vgpu.mixedSize && !plan.vgpu.vms.empty())
            chosen = gpu->findVgpuProfile(plan.vgpu.vms.front().profile);
        if (!chosen) {
            std::vector<const VgpuProfile *> ps;
            for (const auto &vp : gpu->vgpuProfiles)
                if (vp.backing == backing && (!plan.vgpu.mixedSize || backing == VgpuBacking::MigBacked
                                              || vp.maxMixedSize > 0))
                    ps.push_back(&vp);
            std::stable_sort(ps.begin(), ps.end(), [&](const VgpuProfile *a, const VgpuProfile *b) {
                return vgpuCapacity(*gpu, *a) < vgpuCapacity(*gpu, *b);
            });
            for (const VgpuProfile *vp : ps)
                if (vgpuCapacity(*gpu, *vp) + eps >= tenant.peakMemoryGb()) {
                    chosen = vp;
                    break;
                }
            if (!chosen && !ps.empty())
                chosen = ps.back(); // validation names the tenant that does not fit
        }
        if (!chosen)
            return refused(diag("vgpu.not_supported", "", {{"gpu", gpu->id}}));
        p.vgpu.vms.push_back(VgpuVm{tenant.id, chosen->name});
        o.action = DropAction::VgpuVm;
        o.vgpuProfile = chosen->name;
        break;
    }
    case Mode::Timeslice:
        o.action = DropAction::TimesliceContext;
        break;
    case Mode::Quota: {
        // Its peak memory as quota, and an even share of the compute, at most what is left.
        const QuotaProductRules r = quotaProductRules(plan.quota.product);
        double used = 0;
        for (const auto &c : plan.quota.containers)
            used += c.corePercent;
        const double step = r.coreStepPercent > 0 ? r.coreStepPercent : 1;
        const double even = std::floor(100.0 / double(plan.quota.containers.size() + 1) / step) * step;
        const double left = std::floor((100.0 - used) / step + 1e-9) * step;
        double share = std::min(even, left);
        const double least = std::max(r.coreMinPercent, step);
        if (share + eps < least && even + eps >= least) {
            // No compute left: the containers give up shares in proportion, so the new one gets
            // an even share (DropDecision::quotaRescaled says so).
            const double factor = (100.0 - even) / used;
            for (auto &c : p.quota.containers)
                c.corePercent = std::max(least, std::floor(c.corePercent * factor / step + 1e-9) * step);
            share = even;
            o.quotaRescaled = true;
        }
        if (share + eps < least)
            return refused(diag("quota.no_compute_left", "", {{"tenant", tenant.id}, {"percent", formatNumber(used)}}));
        QuotaContainer c{tenant.id, share, quotaMemoryFor(tenant.peakMemoryGb(), plan.quota.product), 1};
        p.quota.containers.push_back(c);
        o.action = DropAction::QuotaContainer;
        o.quotaPercent = c.corePercent;
        o.quotaMemoryGb = c.memoryGb;
        break;
    }
    case Mode::Exclusive:
        o.action = DropAction::ExclusiveGpu;
        break;
    }
    return finish(scenario, plan, after, p, o);
}

} // namespace

DropDecision addTenant(const Scenario &scenario, const SharingPlan &plan, const Tenant &tenant,
                       std::optional<int> memorySlot)
{
    DropDecision o = addToPlan(scenario, plan, tenant, memorySlot);
    if (!o.accepted)
        return o;
    // The tenant joins the scenario's plans for the other modes too, where that mode places it
    // without a new error (an MPS client, a vGPU of a profile that holds it, a MIG room where one
    // fits), so a later mode switch shows it, as removeTenant takes it out of every plan. Where a
    // mode cannot place it, that plan leaves it out and its problems list says so.
    auto join = [&](SharingPlan &other) {
        if (other.mode == plan.mode)
            return;
        const DropDecision d = addToPlan(scenario, other, tenant, std::nullopt);
        if (d.accepted)
            other = d.plan;
    };
    join(o.scenario.sharing);
    for (auto &[mode, other] : o.scenario.alternatives)
        join(other);
    return o;
}

DropDecision moveMigInstance(const Scenario &scenario, const SharingPlan &plan, int instance, int memorySlot)
{
    const GpuModel *gpu = scenario.gpu();
    if (!gpu || plan.mode != Mode::Mig || instance < 0 || instance >= int(plan.mig.instances.size()))
        return refused(diag("drop.no_instance", ""));
    const MigProfile *profile = gpu->findMigProfile(plan.mig.instances[size_t(instance)].profile);
    if (!profile)
        return refused(diag("mig.profile.unknown", "",
                            {{"profile", plan.mig.instances[size_t(instance)].profile}, {"gpu", gpu->id}}));
    const auto &ts = plan.mig.instances[size_t(instance)].tenants;
    int tenantIndex = -1;
    for (size_t i = 0; !ts.empty() && i < scenario.tenants.size(); ++i)
        if (scenario.tenants[i].id == ts.front())
            tenantIndex = int(i);
    DropDecision o = placeMig(scenario, plan, scenario, *gpu, profile, instance, memorySlot, std::nullopt, {}, tenantIndex);
    o.action = DropAction::MigMove;
    return o;
}

DropDecision moveMigInstanceTo(const Scenario &scenario, const SharingPlan &plan, int instance, int start)
{
    const GpuModel *gpu = scenario.gpu();
    if (!gpu || plan.mode != Mode::Mig || instance < 0 || instance >= int(plan.mig.instances.size()))
        return refused(diag("drop.no_instance", ""));
    const MigProfile *profile = gpu->findMigProfile(plan.mig.instances[size_t(instance)].profile);
    if (!profile)
        return refused(diag("drop.no_instance", ""));
    DropDecision o = placeMig(scenario, plan, scenario, *gpu, profile, instance, std::nullopt, start, {}, -1);
    o.action = DropAction::MigMove;
    return o;
}

DropDecision setMigProfile(const Scenario &scenario, const SharingPlan &plan, int instance,
                           const std::string &profileName)
{
    const GpuModel *gpu = scenario.gpu();
    if (!gpu || plan.mode != Mode::Mig || instance < 0 || instance >= int(plan.mig.instances.size()))
        return refused(diag("drop.no_instance", ""));
    const MigProfile *profile = gpu->findMigProfile(profileName);
    if (!profile)
        return refused(diag("mig.profile.unknown", "", {{"profile", profileName}, {"gpu", gpu->id}}));
    std::vector<int> resolved;
    pinnedRequests(*gpu, plan.mig, -1, &resolved);
    const int current = resolved[size_t(instance)];
    const std::vector<int> legal = legalStarts(*gpu, plan.mig, profile->name, instance);
    std::optional<int> start;
    if (std::find(legal.begin(), legal.end(), current) != legal.end())
        start = current;
    else if (!legal.empty())
        start = *std::min_element(legal.begin(), legal.end(), [&](int a, int b) {
            return std::abs(a - current) < std::abs(b - current);
        });
    DropDecision o = placeMig(scenario, plan, scenario, *gpu, profile, instance, std::nullopt,
                              start ? start : std::optional<int>(current < 0 ? 0 : current), {}, -1);
    o.action = DropAction::MigProfileChange;
    return o;
}

std::pair<Scenario, SharingPlan> removeTenant(const Scenario &scenario, const SharingPlan &plan, int index)
{
    Scenario s = scenario;
    SharingPlan shown = plan;
    if (index < 0 || index >= int(s.tenants.size()))
        return {s, shown};
    const std::string id = s.tenants[size_t(index)].id;
    s.tenants.erase(s.tenants.begin() + index);
    // Pin the shown MIG layout first, so the other rooms stay where they are.
    if (const GpuModel *gpu = s.gpu(); gpu && shown.mode == Mode::Mig) {
        if (const auto placed = resolveMigLayout(*gpu, shown.mig); placed && placed->size() == shown.mig.instances.size())
            for (size_t i = 0; i < placed->size(); ++i)
                shown.mig.instances[i].start = (*placed)[i].start;
    }
    auto strip = [&id](SharingPlan &p) {
        for (auto it = p.mig.instances.begin(); it != p.mig.instances.end();) {
            auto &ts = it->tenants;
            const auto old = ts.size();
            ts.erase(std::remove(ts.begin(), ts.end(), id), ts.end());
            it = (old != ts.size() && ts.empty()) ? p.mig.instances.erase(it) : it + 1;
        }
        auto &cs = p.mps.clients;
        cs.erase(std::remove_if(cs.begin(), cs.end(), [&](const MpsClient &c) { return c.tenant == id; }), cs.end());
        auto &vs = p.vgpu.vms;
        vs.erase(std::remove_if(vs.begin(), vs.end(), [&](const VgpuVm &v) { return v.tenant == id; }), vs.end());
    };
    strip(s.sharing);
    for (auto &[mode, p] : s.alternatives)
        strip(p);
    strip(shown);
    s.faults.erase(std::remove_if(s.faults.begin(), s.faults.end(), [&](const Fault &f) { return f.tenant == id; }),
                   s.faults.end());
    return {storePlan(std::move(s), shown), shown};
}

Scenario storePlan(Scenario scenario, const SharingPlan &plan)
{
    if (scenario.sharing.mode == plan.mode)
        scenario.sharing = plan;
    else
        scenario.alternatives[plan.mode] = plan;
    return scenario;
}

Diagnostics newErrors(const Scenario &before, const SharingPlan &beforePlan, const Scenario &after,
                      const SharingPlan &afterPlan)
{
    auto errors = [](const Scenario &s, const SharingPlan &p) {
        Diagnostics out;
        for (const Diagnostic &d : validateScenario(shownScenario(s, p)))
            if (d.severity == Severity::Error)
                out.push_back(d);
        return out;
    };
    auto same = [](const Diagnostic &a, const Diagnostic &b) { return a.code == b.code && a.args == b.args; };
    Diagnostics old = errors(before, beforePlan);
    Diagnostics fresh;
    for (const Diagnostic &e : errors(after, afterPlan)) {
        const auto it = std::find_if(old.begin(), old.end(), [&](const Diagnostic &o) { return same(o, e); });
        if (it != old.end())
            old.erase(it);
        else
            fresh.push_back(e);
    }
    return fresh;
}

} // namespace drop

} // namespace gpuk
