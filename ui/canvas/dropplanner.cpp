#include "dropplanner.h" // own header by plain name: lupdate then knows the class

#include "io/messages.h"
#include "sharing/mig.h"
#include "sharing/validate.h"
#include "ui/text/format.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace gpuk {

namespace {

constexpr double eps = 1e-9;

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString tenantLabel(const Tenant &t)
{
    return qs(t.name.empty() ? t.id : t.name);
}

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

DropOutcome refused(const QString &reason)
{
    DropOutcome o;
    o.reason = DropPlanner::sentence(reason);
    return o;
}

// The tenants of MIG instance `instance` of `plan`, by name ("Embedding, Reranker"); empty for
// an instance nobody uses.
QString instanceTenantNames(const Scenario &scenario, const SharingPlan &plan, int instance)
{
    if (instance < 0 || instance >= int(plan.mig.instances.size()))
        return {};
    QStringList names;
    for (const std::string &id : plan.mig.instances[size_t(instance)].tenants) {
        const Tenant *t = scenario.findTenant(id);
        names << (t ? tenantLabel(*t) : qs(id));
    }
    return names.join(QLatin1String(", "));
}

// "0, 4" / "0, 2 or 4": the last two joined with "or" in the language shown.
QString alternatives(const QStringList &items)
{
    if (items.size() <= 1)
        return items.join(QString());
    return DropPlanner::tr("%1 or %2").arg(items.mid(0, items.size() - 1).join(QLatin1String(", ")), items.back());
}

QString alternatives(const std::vector<int> &values)
{
    QStringList l;
    for (int v : values)
        l << QString::number(v);
    return alternatives(l);
}

QString alternatives(const std::string &commaList)
{
    return alternatives(qs(commaList).split(QLatin1String(", "), Qt::SkipEmptyParts));
}

// Why a MIG placement is refused, for diagnostic `d` of a checkMigLayout run over the plan's
// instances without `moving`, plus the one placed: the overlapped instance named by its
// tenants, a slot count that agrees with its noun, and in the skin's words.
QString migReason(const Diagnostic &d, const Scenario &scenario, const SharingPlan &plan, int moving, Skin skin)
{
    const bool kitchen = skin == Skin::Kitchen;
    const QString profile = qs(d.arg("profile"));
    if (d.code == "mig.placement.overlap") {
        // `with` counts the plan's instances without the moving one.
        int with = qs(d.arg("with")).toInt();
        if (moving >= 0 && with >= moving)
            ++with;
        const QString names = instanceTenantNames(scenario, plan, with);
        const QStringList sharedSlots = qs(d.arg("slots")).split(QLatin1String(", "), Qt::SkipEmptyParts);
        const QString shared = sharedSlots.join(QLatin1String(", "));
        const QString withProfile = qs(d.arg("with_profile"));
        const QString withStart = qs(d.arg("with_start"));
        const QString start = qs(d.arg("start"));
        if (kitchen) {
            const QString owner = names.isEmpty() ? DropPlanner::tr("an empty room")
                                                  : DropPlanner::tr("the room of %1").arg(names);
            return (sharedSlots.size() == 1
                        ? DropPlanner::tr("A %1 room with its door at shelf %2 would take pantry shelf %3 of %4 "
                                          "(%5, door at %6): rooms cannot share pantry shelves.")
                        : DropPlanner::tr("A %1 room with its door at shelf %2 would take pantry shelves %3 of %4 "
                                          "(%5, door at %6): rooms cannot share pantry shelves."))
                .arg(profile, start, shared, owner, withProfile, withStart);
        }
        const QString owner = names.isEmpty() ? DropPlanner::tr("an empty instance")
                                              : DropPlanner::tr("the instance of %1").arg(names);
        return (sharedSlots.size() == 1
                    ? DropPlanner::tr("%1 at memory slot %2 overlaps %4 (%5 at memory slot %6) on memory slot %3: "
                                      "MIG instances cannot share memory slots.")
                    : DropPlanner::tr("%1 at memory slot %2 overlaps %4 (%5 at memory slot %6) on memory slots %3: "
                                      "MIG instances cannot share memory slots."))
            .arg(profile, start, shared, owner, withProfile, withStart);
    }
    if (kitchen && d.code == "mig.placement.illegal_start" && !d.arg("allowed").empty())
        return DropPlanner::tr("A %1 room cannot have its door at shelf %2: its door can only be at shelf %3.")
            .arg(profile, qs(d.arg("start")), alternatives(d.arg("allowed")));
    if (kitchen && d.code == "mig.placement.no_room" && !d.arg("allowed").empty())
        return DropPlanner::tr("No free place for a %1 room: its door can only be at shelf %2, and none of those is free.")
            .arg(profile, alternatives(d.arg("allowed")));
    return DropPlanner::sentence(diagnosticMessage(d));
}

// Accepts the edit unless validation finds a new error; then that error is the reason.
DropOutcome finish(const Scenario &before, const SharingPlan &beforePlan, Scenario after, SharingPlan afterPlan,
                   DropOutcome o)
{
    after = DropPlanner::storePlan(std::move(after), afterPlan);
    const QStringList errors = DropPlanner::newErrors(before, beforePlan, after, afterPlan);
    if (!errors.isEmpty()) {
        o.accepted = false;
        o.reason = DropPlanner::sentence(errors.front());
        return o;
    }
    o.accepted = true;
    o.scenario = std::move(after);
    o.plan = std::move(afterPlan);
    return o;
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
DropOutcome placeMig(const Scenario &before, const SharingPlan &beforePlan, const Scenario &scenario,
                     const GpuModel &gpu, const MigProfile *profile, int moving, std::optional<int> slot,
                     std::optional<int> exactStart, const MigInstancePlan &added, int tenantIndex, Skin skin)
{
    const bool kitchen = skin == Skin::Kitchen;
    DropOutcome o;
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
        std::vector<int> covering;
        for (int s : profile->starts)
            if (s <= *slot && *slot < s + profile->memorySlots)
                covering.push_back(s);
        std::stable_sort(covering.begin(), covering.end(),
                         [&](int a, int b) { return std::abs(a - *slot) < std::abs(b - *slot); });
        for (int s : covering)
            candidates.push_back(s);
        if (covering.empty())
            candidates.push_back(*slot); // only to get checkMigLayout's words (illegal start)
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

    const QString name = qs(profile->name);
    QString reason = !firstFailure.empty() ? migReason(firstFailure.front(), scenario, beforePlan, moving, skin)
        : kitchen                          ? DropPlanner::tr("A %1 room does not fit here.").arg(name)
                                           : DropPlanner::tr("%1 does not fit here.").arg(name);
    SharingPlan tmp = beforePlan;
    const std::vector<int> legal = DropPlanner::legalStarts(gpu, tmp.mig, profile->name, moving);
    if (!legal.empty()) {
        reason += QLatin1Char('\n');
        if (kitchen)
            reason += DropPlanner::tr("A %1 room can have its door at shelf %2.").arg(name, alternatives(legal));
        else
            reason += DropPlanner::tr("%1 can start at memory slot %2.").arg(name, alternatives(legal));
    } else if (slot || exactStart) {
        reason += QLatin1Char('\n')
            + (kitchen ? DropPlanner::tr("No free place in this kitchen fits a %1 room.").arg(name)
                       : DropPlanner::tr("No free place on this GPU fits %1.").arg(name));
    }
    o.accepted = false;
    o.reason = tidyCjkSpacing(reason); // names spliced between Chinese words
    return o;
}

} // namespace

QString DropPlanner::sentence(QString text)
{
    text = text.trimmed();
    if (text.isEmpty())
        return text;
    if (text.front().isLower())
        text.front() = text.front().toUpper();
    const QChar last = text.back();
    static const QString stops = QStringLiteral(".!?。！？");
    if (!stops.contains(last)) {
        // After Chinese, the Chinese full stop.
        static const QRegularExpression cjk(QStringLiteral("[\\x{3000}-\\x{9fff}\\x{ff00}-\\x{ffef}]"));
        text += text.contains(cjk) ? QStringLiteral("。") : QStringLiteral(".");
    }
    return text;
}

const MigProfile *DropPlanner::migProfileFor(const GpuModel &gpu, double peakGb)
{
    // The same choice as the default MIG plan (core/sharing/validate.h).
    for (const MigProfile *p : classicMigProfilesBySize(gpu))
        if (p->memoryGiB + eps >= peakGb)
            return p;
    return nullptr;
}

std::vector<int> DropPlanner::legalStarts(const GpuModel &gpu, const MigPlan &mig, const std::string &profile,
                                          int moving)
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

int DropPlanner::instanceOfTenant(const SharingPlan &plan, const std::string &tenantId)
{
    for (size_t i = 0; i < plan.mig.instances.size(); ++i)
        for (const std::string &t : plan.mig.instances[i].tenants)
            if (t == tenantId)
                return int(i);
    return -1;
}

DropOutcome DropPlanner::addTenant(const Scenario &scenario, const SharingPlan &plan, const Tenant &tenant,
                                   std::optional<int> memorySlot, Skin skin)
{
    const GpuModel *gpu = scenario.gpu();
    if (!gpu)
        return refused(tr("This scenario's GPU is not in the catalog."));
    if (scenario.findTenant(tenant.id))
        return refused(diagnosticMessage(diag("tenant.duplicate_id", "", {{"id", tenant.id}})));

    Scenario after = scenario;
    after.tenants.push_back(tenant);
    const int index = int(after.tenants.size()) - 1;
    const QString name = tenantLabel(tenant);
    const std::string peak = formatNumber(tenant.peakMemoryGb());

    DropOutcome o;
    o.tenantIndex = index;
    SharingPlan p = plan;
    switch (plan.mode) {
    case Mode::Mig: {
        if (!gpu->supportsMig())
            return refused(diagnosticMessage(diag("mig.not_supported", "", {{"gpu", gpu->id}})));
        const MigProfile *profile = migProfileFor(*gpu, tenant.peakMemoryGb());
        if (!profile) {
            const MigProfile *largest = nullptr;
            for (const auto &mp : gpu->migProfiles)
                if (mp.isClassic() && (!largest || mp.memoryGiB > largest->memoryGiB))
                    largest = &mp;
            return refused(diagnosticMessage(
                diag("memory.does_not_fit", "",
                     {{"tenants", tenant.id}, {"needed_gb", peak},
                      {"capacity_gb", formatNumber(largest ? largest->memoryGiB : 0)},
                      {"where", largest ? largest->name : gpu->id}})));
        }
        MigInstancePlan inst;
        inst.tenants = {tenant.id};
        o = placeMig(scenario, plan, after, *gpu, profile, -1, memorySlot, std::nullopt, inst, index, skin);
        if (o.accepted)
            o.reason = tr("%1 gets its own %2 instance at memory slot %3.").arg(name, qs(profile->name)).arg(o.migStart);
        return o;
    }
    case Mode::Mps:
        p.mps.clients.push_back(MpsClient{tenant.id, std::nullopt, std::nullopt});
        o.reason = tr("%1 joins the MPS pool as client %2 of at most %3.")
                       .arg(name)
                       .arg(p.mps.clients.size())
                       .arg(gpu->maxMpsClients);
        break;
    case Mode::Vgpu: {
        if (!gpu->supportsVgpu())
            return refused(diagnosticMessage(diag("vgpu.not_supported", "", {{"gpu", gpu->id}})));
        const VgpuBacking backing = plan.vgpu.migBacked ? VgpuBacking::MigBacked : VgpuBacking::TimeSliced;
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
            return refused(diagnosticMessage(diag("vgpu.not_supported", "", {{"gpu", gpu->id}})));
        p.vgpu.vms.push_back(VgpuVm{tenant.id, chosen->name});
        o.reason = tr("%1 gets a VM with vGPU profile %2.").arg(name, qs(chosen->name));
        break;
    }
    case Mode::Timeslice:
        o.reason = tr("%1 becomes one more context taking turns on the GPU.").arg(name);
        break;
    case Mode::Exclusive:
        o.reason = tr("%1 gets a whole GPU of its own.").arg(name);
        break;
    }
    return finish(scenario, plan, after, p, o);
}

DropOutcome DropPlanner::moveMigInstance(const Scenario &scenario, const SharingPlan &plan, int instance,
                                         int memorySlot, Skin skin)
{
    const GpuModel *gpu = scenario.gpu();
    if (!gpu || plan.mode != Mode::Mig || instance < 0 || instance >= int(plan.mig.instances.size()))
        return refused(tr("There is no MIG instance to move."));
    const MigProfile *profile = gpu->findMigProfile(plan.mig.instances[size_t(instance)].profile);
    if (!profile)
        return refused(diagnosticMessage(diag("mig.profile.unknown", "",
                                              {{"profile", plan.mig.instances[size_t(instance)].profile},
                                               {"gpu", gpu->id}})));
    const auto &ts = plan.mig.instances[size_t(instance)].tenants;
    int tenantIndex = -1;
    for (size_t i = 0; !ts.empty() && i < scenario.tenants.size(); ++i)
        if (scenario.tenants[i].id == ts.front())
            tenantIndex = int(i);
    DropOutcome o = placeMig(scenario, plan, scenario, *gpu, profile, instance, memorySlot, std::nullopt, {}, tenantIndex,
                             skin);
    if (o.accepted)
        o.reason = tr("The %1 instance moves to memory slot %2.").arg(qs(profile->name)).arg(o.migStart);
    return o;
}

DropOutcome DropPlanner::moveMigInstanceTo(const Scenario &scenario, const SharingPlan &plan, int instance, int start,
                                           Skin skin)
{
    const GpuModel *gpu = scenario.gpu();
    if (!gpu || plan.mode != Mode::Mig || instance < 0 || instance >= int(plan.mig.instances.size()))
        return refused(tr("There is no MIG instance to move."));
    const MigProfile *profile = gpu->findMigProfile(plan.mig.instances[size_t(instance)].profile);
    if (!profile)
        return refused(tr("There is no MIG instance to move."));
    DropOutcome o = placeMig(scenario, plan, scenario, *gpu, profile, instance, std::nullopt, start, {}, -1, skin);
    if (o.accepted)
        o.reason = tr("The %1 instance moves to memory slot %2.").arg(qs(profile->name)).arg(o.migStart);
    return o;
}

DropOutcome DropPlanner::setMigProfile(const Scenario &scenario, const SharingPlan &plan, int instance,
                                       const std::string &profileName, Skin skin)
{
    const GpuModel *gpu = scenario.gpu();
    if (!gpu || plan.mode != Mode::Mig || instance < 0 || instance >= int(plan.mig.instances.size()))
        return refused(tr("There is no MIG instance to change."));
    const MigProfile *profile = gpu->findMigProfile(profileName);
    if (!profile)
        return refused(diagnosticMessage(diag("mig.profile.unknown", "", {{"profile", profileName}, {"gpu", gpu->id}})));
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
    DropOutcome o = placeMig(scenario, plan, scenario, *gpu, profile, instance, std::nullopt,
                             start ? start : std::optional<int>(current < 0 ? 0 : current), {}, -1, skin);
    if (o.accepted)
        o.reason = tr("The instance becomes %1 at memory slot %2.").arg(qs(profile->name)).arg(o.migStart);
    return o;
}

std::pair<Scenario, SharingPlan> DropPlanner::removeTenant(const Scenario &scenario, const SharingPlan &plan, int index)
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

Scenario DropPlanner::storePlan(Scenario scenario, const SharingPlan &plan)
{
    if (scenario.sharing.mode == plan.mode)
        scenario.sharing = plan;
    else
        scenario.alternatives[plan.mode] = plan;
    return scenario;
}

QStringList DropPlanner::newErrors(const Scenario &before, const SharingPlan &beforePlan, const Scenario &after,
                                   const SharingPlan &afterPlan)
{
    auto errors = [](const Scenario &s, const SharingPlan &p) {
        QStringList out;
        for (const Diagnostic &d : validateScenario(shownScenario(s, p)))
            if (d.severity == Severity::Error)
                out << diagnosticMessage(d);
        return out;
    };
    QStringList old = errors(before, beforePlan);
    QStringList fresh;
    for (const QString &e : errors(after, afterPlan)) {
        const int i = old.indexOf(e);
        if (i >= 0)
            old.removeAt(i);
        else
            fresh << e;
    }
    return fresh;
}

} // namespace gpuk
