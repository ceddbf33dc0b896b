#include "ui/picture/canvasmodel.h"

#include "analysis/receipts.h"
#include "io/receipttext.h"

#include "sharing/validate.h"
#include "ui/text/format.h"
#include "ui/text/words.h"
#include "ui/text/modeui.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

// The words keep the translation contexts of the painter that first drew them
// ("gpuk::GpuCanvas" for the technical skin, "gpuk::KitchenPainter" for the kitchen) and of the
// main window for the status bar, so the catalogue keeps its translations.

namespace gpuk {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

CanvasModel CanvasModel::build(const Scenario &scenario, const SharingPlan &plan, Skin skin)
{
    CanvasModel m;
    m.m_hasScene = true;
    m.m_skin = skin;
    m.m_mode = plan.mode;
    for (const Tenant &t : scenario.tenants) {
        m.m_tenantNames.push_back(qs(t.name.empty() ? t.id : t.name));
        m.m_tenantModelGb.push_back(t.modelGb);
        m.m_tenantSloMs.push_back(t.sloMs);
        m.m_tenantLlm.push_back(t.llm.has_value() ? 1 : 0);
    }
    const GpuModel *g = scenario.gpu();
    if (!g) {
        m.buildWords();
        return m;
    }
    m.m_hasGpu = true;
    m.m_gpu.id = qs(g->id);
    m.m_gpu.displayName = qs(g->displayName);
    m.m_gpu.sms = g->sms;
    m.m_gpu.migSms = g->migSms;
    m.m_gpu.computeSlices = g->computeSlices;
    m.m_gpu.memorySlots = g->memorySlots;
    m.m_gpu.maxMpsClients = g->maxMpsClients;
    m.m_gpu.memoryGiB = g->memoryGiB;
    m.m_gpu.bandwidthGBps = g->bandwidthGBps;
    m.m_gpu.supportsMig = g->supportsMig();
    for (const FigureFlag &f : g->figureFlags)
        if (f.quality != DataQuality::Verified)
            m.m_gpu.assumed[f.figure] = qs(f.note);
    for (const KnownGapHere &gap : knownGapsFor(scenario, plan))
        m.m_knownGaps << knownGapSentence(gap);

    auto tenantIndex = [&scenario](const std::string &id) {
        for (size_t i = 0; i < scenario.tenants.size(); ++i)
            if (scenario.tenants[i].id == id)
                return int(i);
        return -1;
    };

    // Rooms: MIG, or MIG-backed vGPU where every VM sits in a MIG instance of its profile's size.
    GpuLayoutInput &in = m.m_input;
    in.gpu = g;
    in.mode = plan.mode;
    in.migOptions.allow4g3g = plan.mig.allow4g3g;
    MigPlan migPlan;
    std::vector<const VgpuProfile *> roomVgpuProfiles;
    bool drawRooms = false;
    if (plan.mode == Mode::Mig && g->supportsMig()) {
        migPlan = plan.mig;
        drawRooms = true;
    } else if (plan.mode == Mode::Vgpu && plan.vgpu.migBacked && g->supportsMig()) {
        migPlan.allow4g3g = plan.mig.allow4g3g;
        drawRooms = true;
        for (const VgpuVm &vm : plan.vgpu.vms) {
            const VgpuProfile *vp = g->findVgpuProfile(vm.profile);
            if (!vp || vp->migProfile.empty()) {
                drawRooms = false;
                m.m_migUnresolved = true;
                break;
            }
            MigInstancePlan inst;
            inst.profile = vp->migProfile;
            inst.tenants = {vm.tenant};
            migPlan.instances.push_back(inst);
            roomVgpuProfiles.push_back(vp);
        }
    }
    if (drawRooms || m.m_migUnresolved)
        in.migEnabled = true;
    if (drawRooms) {
        const std::optional<MigLayout> placed = resolveMigLayout(*g, migPlan);
        if (placed && placed->size() == migPlan.instances.size()) {
            in.instances = *placed;
            for (size_t j = 0; j < migPlan.instances.size(); ++j) {
                Room r;
                r.instance = int(j);
                for (const std::string &id : migPlan.instances[j].tenants)
                    if (const int k = tenantIndex(id); k >= 0)
                        r.tenants.push_back(k);
                r.tenant = r.tenants.empty() ? -1 : r.tenants.front();
                const MigPlacement &pl = in.instances[j];
                r.profile = pl.profile ? qs(pl.profile->name) : QString();
                r.title = j < roomVgpuProfiles.size() ? qs(roomVgpuProfiles[j]->name) : r.profile;
                r.sms = pl.profile ? pl.profile->sms : 0;
                r.memoryGiB = pl.profile ? pl.profile->memoryGiB : 0;
                r.start = pl.start;
                r.computeStart = pl.computeStart();
                r.computeEnd = pl.computeEnd();
                r.memoryEnd = pl.memoryEnd();
                for (int k : r.tenants)
                    r.modelsGb += scenario.tenants[size_t(k)].modelGb;
                m.m_rooms.push_back(r);
            }
        } else {
            m.m_migUnresolved = !migPlan.instances.empty();
        }
    }
    if (in.migEnabled && !m.m_migUnresolved)
        m.m_migStats = migLayoutStats(*g, in.instances, in.migOptions);

    // vGPU: the manager splits the whole nominal memory into framebuffers (2 × A100-20C = 40 GB
    // on an A100-40GB, a legal plan); measured against the 39.6 GiB a bare-metal process sees,
    // that plan was drawn "over by 0.4 GiB" while the Problems list rightly said it fits.
    m.m_capacityGiB = plan.mode == Mode::Vgpu ? g->memoryGiB : g->capacityGiB();

    m.m_mpsClients = int(plan.mps.clients.size());
    m.m_quotaContainers = int(plan.quota.containers.size());
    m.m_quotaPolicy = plan.quota.policy;
    m.m_quotaProduct = plan.quota.product;
    m.m_enforcer = gpuk::limitEnforcer(plan);
    m.m_vgpuVms = int(plan.vgpu.vms.size());
    m.m_vgpuScheduler = plan.vgpu.scheduler;
    m.m_vgpuSliceMs = effectiveVgpuSliceMs(*g, plan.vgpu);
    m.m_timesliceMs = plan.timeslice.timeSliceMs;
    m.m_vgpuOverheadPct = plan.vgpu.overhead * 100;
    m.m_vgpuMigBacked = plan.vgpu.migBacked;

    // Legend rows.
    auto tenantRow = [&](int k, int planIndex) {
        LegendRow row;
        row.tenant = k;
        row.planIndex = planIndex;
        if (k >= 0) {
            row.modelGb = scenario.tenants[size_t(k)].modelGb;
            row.sloMs = scenario.tenants[size_t(k)].sloMs;
            row.heldGiB = row.modelGb;
        }
        return row;
    };
    switch (plan.mode) {
    case Mode::Mig:
        break; // the key is decided from the layout (setLayout)
    case Mode::Mps:
        for (size_t i = 0; i < plan.mps.clients.size(); ++i) {
            const MpsClient &c = plan.mps.clients[i];
            LegendRow row = tenantRow(tenantIndex(c.tenant), int(i));
            row.capPercent = c.activeThreadPercentage;
            if (c.activeThreadPercentage)
                row.capSms = int(std::lround(*c.activeThreadPercentage / 100.0 * g->sms));
            row.memoryLimitGb = c.pinnedMemoryLimitGb;
            m.m_legend.push_back(row);
        }
        break;
    case Mode::Vgpu:
        for (size_t i = 0; i < plan.vgpu.vms.size(); ++i) {
            const VgpuVm &vm = plan.vgpu.vms[i];
            LegendRow row = tenantRow(tenantIndex(vm.tenant), int(i));
            row.vgpuProfile = qs(vm.profile);
            const VgpuProfile *vp = g->findVgpuProfile(vm.profile);
            row.vgpuProfileKnown = vp != nullptr;
            row.vgpuMigBacked = vp && vp->backing == VgpuBacking::MigBacked;
            row.vgpuMigProfile = vp ? qs(vp->migProfile) : QString();
            row.framebufferGiB = vp ? vp->framebufferGiB() : 0;
            row.heldGiB = row.framebufferGiB;
            m.m_legend.push_back(row);
        }
        break;
    case Mode::Quota:
        for (size_t i = 0; i < plan.quota.containers.size(); ++i) {
            const QuotaContainer &c = plan.quota.containers[i];
            LegendRow row = tenantRow(tenantIndex(c.tenant), int(i));
            row.quotaPercent = c.corePercent;
            row.quotaMemoryGb = c.memoryGb;
            row.quotaPriority = c.priority;
            row.heldGiB = c.memoryGb; // the quota is what the container may hold
            m.m_legend.push_back(row);
        }
        break;
    case Mode::Timeslice:
    case Mode::Exclusive:
        for (size_t i = 0; i < scenario.tenants.size(); ++i)
            m.m_legend.push_back(tenantRow(int(i), int(i)));
        break;
    }
    for (const LegendRow &row : m.m_legend)
        m.m_plannedGiB += row.heldGiB;

    // Turns: time-slicing and time-sliced vGPU, one slot per slice.
    if (plan.mode == Mode::Timeslice) {
        for (size_t i = 0; i < scenario.tenants.size(); ++i)
            m.m_turns.rotation.push_back(int(i));
        m.m_turns.sliceMs = m.m_timesliceMs;
    } else if (plan.mode == Mode::Quota) {
        m.m_turns.rotation = m.legendTenants();
        m.m_turns.sliceMs = m.m_timesliceMs;
    } else if (plan.mode == Mode::Vgpu && !in.migEnabled) {
        m.m_turns.rotation = m.legendTenants();
        m.m_turns.sliceMs = m.m_vgpuSliceMs;
        if (plan.vgpu.scheduler == VgpuScheduler::FixedShare && !plan.vgpu.vms.empty()) {
            // Fixed share: the rotation has a slot for every VM the profile allows; empty slots stay idle.
            const VgpuProfile *vp = g->findVgpuProfile(plan.vgpu.vms.front().profile);
            while (vp && int(m.m_turns.rotation.size()) < vp->maxEqualSize)
                m.m_turns.rotation.push_back(-1);
        }
    }
    m.buildWords();
    return m;
}

std::vector<CanvasModel::KeyItem> CanvasModel::keyItemsFor(const GpuLayout &l)
{
    std::vector<KeyItem> items;
    auto any = [&l](GpuLayout::SmState s) {
        return std::any_of(l.sms().begin(), l.sms().end(), [s](const GpuLayout::Sm &sm) { return sm.state == s; });
    };
    if (any(GpuLayout::SmState::NotExposed))
        items.push_back(KeyItem::NotExposed);
    if (any(GpuLayout::SmState::Stranded))
        items.push_back(KeyItem::Stranded);
    if (any(GpuLayout::SmState::Free))
        items.push_back(KeyItem::Free);
    if (any(GpuLayout::SmState::Unusable))
        items.push_back(KeyItem::Unusable);
    if (std::any_of(l.memorySlots().begin(), l.memorySlots().end(),
                    [](const GpuLayout::MemorySlot &m) { return m.instance < 0; }))
        items.push_back(KeyItem::UnusedMemory);
    return items;
}

void CanvasModel::setLayout(const GpuLayout &layout)
{
    m_keyItems.clear();
    if (legendIsMigKey(m_mode) && m_hasGpu)
        m_keyItems = keyItemsFor(layout);
    m_sliceNotes.clear();
    if (m_input.migEnabled && !m_migUnresolved && !layout.rooms().isEmpty())
        for (int i = 0; i < layout.slices().size(); ++i)
            if (layout.slices()[i].instance < 0)
                m_sliceNotes.push_back({i, layout.slices()[i].stranded});
    for (Room &r : m_rooms) {
        r.missingSms = 0;
        for (const GpuLayout::Room &lr : layout.rooms())
            if (lr.instance == r.instance)
                r.missingSms = lr.missingSms;
    }
}

bool CanvasModel::timeSliced() const
{
    return m_hasGpu && mayTimeSlice(m_mode) && !m_input.migEnabled; // a MIG-backed vGPU draws rooms
}

double CanvasModel::sliceMs() const
{
    if (!timeSliced())
        return 0;
    return m_mode == Mode::Vgpu ? m_vgpuSliceMs : m_timesliceMs;
}

double CanvasModel::memoryPerSlotGiB() const
{
    return m_gpu.memoryGiB / std::max(1, m_gpu.memorySlots);
}

QString CanvasModel::tenantName(int tenant) const
{
    if (tenant < 0 || tenant >= int(m_tenantNames.size()))
        return m_skin == Skin::Kitchen ? QCoreApplication::translate("gpuk::KitchenPainter", "(unknown team)")
                                       : QCoreApplication::translate("gpuk::GpuCanvas", "(unknown tenant)");
    return m_tenantNames[size_t(tenant)];
}

QString CanvasModel::tenantNames(const std::vector<int> &tenants) const
{
    if (tenants.empty())
        return m_skin == Skin::Kitchen ? QCoreApplication::translate("gpuk::KitchenPainter", "(nobody yet)")
                                       : QCoreApplication::translate("gpuk::GpuCanvas", "(empty)");
    QStringList names;
    for (int k : tenants)
        names << tenantName(k);
    return names.join(QStringLiteral(", "));
}

QString CanvasModel::Gpu::figure(GpuFigure f, const QString &value) const
{
    return assumed.count(f) ? QCoreApplication::translate("gpuk::GpuCanvas", "%1 (assumed)").arg(value) : value;
}

QString CanvasModel::roomText(const QString &text, int instance, const QString &title) const
{
    const Room *r = room(instance);
    if (!r)
        return {};
    return text.arg(title)
        .arg(r->start)
        .arg(r->computeStart)
        .arg(r->computeEnd - 1)
        .arg(r->start)
        .arg(r->memoryEnd - 1)
        .arg(r->sms)
        .arg(localeNumber(r->memoryGiB))
        .arg(tenantNames(r->tenants));
}

double CanvasModel::tenantModelGb(int tenant) const
{
    return tenant >= 0 && tenant < int(m_tenantModelGb.size()) ? m_tenantModelGb[size_t(tenant)] : 0;
}

const CanvasModel::Room *CanvasModel::room(int instance) const
{
    for (const Room &r : m_rooms)
        if (r.instance == instance)
            return &r;
    return nullptr;
}

int CanvasModel::roomTenant(int instance) const
{
    const Room *r = room(instance);
    return r ? r->tenant : -1;
}

std::vector<int> CanvasModel::legendTenants() const
{
    std::vector<int> ts;
    for (const LegendRow &row : m_legend)
        ts.push_back(row.tenant);
    return ts;
}

const CanvasModel::LiveTenant *CanvasModel::liveTenant(int tenant) const
{
    if (!m_hasLive || tenant < 0 || tenant >= int(m_live.tenants.size()))
        return nullptr;
    return &m_live.tenants[size_t(tenant)];
}

bool CanvasModel::congested(int tenant) const
{
    const LiveTenant *v = liveTenant(tenant);
    return v && v->congestion >= congestedAt;
}

double CanvasModel::smokeDensity() const
{
    if (!modeTraits(m_mode).oneCudaContext || m_input.migEnabled)
        return 0;
    if (!m_hasLive) // the plan only: more teams at one stove, more smoke to expect
        return std::clamp((m_mpsClients - 1) * 0.1, 0.0, 0.3);
    if (m_live.cooking == 0)
        return 0;
    return std::clamp((m_live.cooking - 1) * 0.22 + (m_live.cookingCongestion - 1) * 1.6, 0.0, 1.0);
}

void CanvasModel::buildWords()
{
    const bool k = m_skin == Skin::Kitchen;
    m_bannerHead.clear();
    m_bannerBody.clear();
    m_turns.label.clear();
    if (!m_hasGpu)
        return;
    const int sms = m_gpu.sms;
    const int tenants = tenantCount();

    // Legend rows: name and details.
    for (size_t i = 0; i < m_legend.size(); ++i) {
        LegendRow &row = m_legend[i];
        const QString name = tenantName(row.tenant);
        row.name = name;
        if (modeUi(m_mode).vmWords)
            row.name = k ? QCoreApplication::translate("gpuk::KitchenPainter", "Stall %1: %2").arg(int(i) + 1).arg(name)
                         : QCoreApplication::translate("gpuk::GpuCanvas", "VM %1: %2").arg(int(i) + 1).arg(name);
        const bool hasTenant = row.tenant >= 0;
        switch (m_mode) {
        case Mode::Mps: {
            QStringList parts;
            if (row.capPercent)
                parts << (k ? QCoreApplication::translate("gpuk::KitchenPainter", "may light %1 % ≈ %2 burners")
                            : QCoreApplication::translate("gpuk::GpuCanvas", "cap %1 % ≈ %2 SMs"))
                                 .arg(localeNumber(*row.capPercent, 1))
                                 .arg(row.capSms);
            else
                parts << (k ? QCoreApplication::translate("gpuk::KitchenPainter", "may light every burner")
                            : QCoreApplication::translate("gpuk::GpuCanvas", "no cap"));
            if (row.memoryLimitGb)
                parts << (k ? QCoreApplication::translate("gpuk::KitchenPainter", "shelf ≤ %1 GB")
                            : QCoreApplication::translate("gpuk::GpuCanvas", "memory ≤ %1 GiB"))
                                 .arg(localeNumber(*row.memoryLimitGb));
            if (hasTenant)
                parts << (k ? QCoreApplication::translate("gpuk::KitchenPainter", "model %1 GB")
                            : QCoreApplication::translate("gpuk::GpuCanvas", "model %1 GiB"))
                                 .arg(localeNumber(row.modelGb));
            row.detail = parts.join(QStringLiteral(" · "));
            break;
        }
        case Mode::Vgpu:
            if (!row.vgpuProfileKnown)
                row.detail = (k ? QCoreApplication::translate("gpuk::KitchenPainter", "%1 (unknown stall size)")
                                : QCoreApplication::translate("gpuk::GpuCanvas", "%1 (unknown profile)"))
                                 .arg(row.vgpuProfile);
            else if (row.vgpuMigBacked)
                row.detail = (k ? QCoreApplication::translate("gpuk::KitchenPainter", "%1 · a walled stall (MIG %2)")
                                : QCoreApplication::translate("gpuk::GpuCanvas", "%1 · MIG %2"))
                                 .arg(row.vgpuProfile, row.vgpuMigProfile);
            else
                row.detail = (k ? QCoreApplication::translate("gpuk::KitchenPainter", "%1 · rents %2 GB of shelf")
                                : QCoreApplication::translate("gpuk::GpuCanvas", "%1 · %2 GiB framebuffer"))
                                 .arg(row.vgpuProfile, localeNumber(row.framebufferGiB));
            break;
        case Mode::Quota: {
            QStringList parts;
            parts << (k ? QCoreApplication::translate("gpuk::KitchenPainter", "gas meter %1 %")
                        : QCoreApplication::translate("gpuk::GpuCanvas", "compute %1 %"))
                             .arg(localeNumber(row.quotaPercent, 1));
            parts << (k ? QCoreApplication::translate("gpuk::KitchenPainter", "shelf %1 GB")
                        : QCoreApplication::translate("gpuk::GpuCanvas", "quota %1 GiB"))
                             .arg(localeNumber(row.quotaMemoryGb, 2));
            if (row.quotaPriority == 0)
                parts << (k ? QCoreApplication::translate("gpuk::KitchenPainter", "served first")
                            : QCoreApplication::translate("gpuk::GpuCanvas", "high priority"));
            row.detail = parts.join(QStringLiteral(" · "));
            break;
        }
        case Mode::Timeslice:
        case Mode::Exclusive:
            if (!hasTenant)
                break;
            if (row.sloMs > 0)
                row.detail = (k ? QCoreApplication::translate("gpuk::KitchenPainter", "model %1 GB · serve within %2 ms")
                                : QCoreApplication::translate("gpuk::GpuCanvas", "model %1 GiB · SLO %2 ms"))
                                 .arg(localeNumber(row.modelGb), localeNumber(row.sloMs));
            else
                row.detail = (k ? QCoreApplication::translate("gpuk::KitchenPainter", "model %1 GB")
                                : QCoreApplication::translate("gpuk::GpuCanvas", "model %1 GiB"))
                                 .arg(localeNumber(row.modelGb));
            break;
        case Mode::Mig:
            break;
        }
    }

    // The turn strip's label.
    if (!m_turns.rotation.empty()) {
        if (!k)
            m_turns.label = QCoreApplication::translate("gpuk::GpuCanvas", "Turns, %1 ms each:").arg(localeNumber(m_turns.sliceMs));
        else if (modeUi(m_mode).vmWords)
            m_turns.label = QCoreApplication::translate("gpuk::KitchenPainter", "Stall timetable, %1 ms a turn:")
                                .arg(localeNumber(m_turns.sliceMs));
        else
            m_turns.label = QCoreApplication::translate("gpuk::KitchenPainter", "Timetable, %1 ms a turn:")
                                .arg(localeNumber(m_turns.sliceMs));
    }

    // The banner over an unpartitioned GPU (MIG draws room signs instead).
    if (m_input.migEnabled)
        return;
    switch (m_mode) {
    case Mode::Mps:
        if (k) {
            m_bannerHead = QCoreApplication::translate("gpuk::KitchenPainter",
                                                       "Open stove (MPS): %1 burners, %2 chef teams cooking side by side")
                               .arg(sms)
                               .arg(m_mpsClients);
            m_bannerBody = QCoreApplication::translate(
                "gpuk::KitchenPainter",
                "No walls: every team lights burners at the same stove. A cap limits how many a team may light; "
                "it reserves none. Smoke = interference: the teams share the air, the pass and the pantry.");
        } else {
            m_bannerHead = QCoreApplication::translate("gpuk::GpuCanvas", "MPS: one open pool of %1 SMs · clients: %2")
                               .arg(sms)
                               .arg(m_mpsClients);
            m_bannerBody = QCoreApplication::translate(
                "gpuk::GpuCanvas",
                "Kernels of all clients run side by side. An active-thread cap limits a client; "
                "it reserves nothing. Memory and bandwidth are shared.");
        }
        break;
    case Mode::Vgpu:
        if (k) {
            m_bannerHead = QCoreApplication::translate("gpuk::KitchenPainter",
                                                       "Food-court stalls (vGPU): %1 stalls take turns at all %2 burners")
                               .arg(m_vgpuVms)
                               .arg(sms);
            m_bannerBody = QCoreApplication::translate(
                               "gpuk::KitchenPainter",
                               "Each stall rents its own pantry shelf and cooks in its %1 ms slot of the timetable. "
                               "The landlord's rent (virtualisation) adds about %2 % to every order.")
                               .arg(localeNumber(m_vgpuSliceMs), localeNumber(m_vgpuOverheadPct, 1));
        } else {
            m_bannerHead = QCoreApplication::translate("gpuk::GpuCanvas", "vGPU: the VMs take turns on all %1 SMs · VMs: %2")
                               .arg(sms)
                               .arg(m_vgpuVms);
            m_bannerBody = QCoreApplication::translate(
                               "gpuk::GpuCanvas",
                               "Scheduler: %1, %2 ms slices. Each VM owns a fixed framebuffer; "
                               "virtualisation adds about %3 % to every request.")
                               .arg(Words::vgpuSchedulerName(m_vgpuScheduler), localeNumber(m_vgpuSliceMs),
                                    localeNumber(m_vgpuOverheadPct, 1));
        }
        break;
    case Mode::Timeslice:
        if (k) {
            m_bannerHead = QCoreApplication::translate(
                               "gpuk::KitchenPainter",
                               "Taking turns (time-slicing): %1 chef teams share all %2 burners, one team at a time")
                               .arg(tenants)
                               .arg(sms);
            m_bannerBody = QCoreApplication::translate("gpuk::KitchenPainter",
                                                       "One team has the whole stove for %1 ms, then the next. No fences in the pantry, "
                                                       "and one kitchen fire stops every team.")
                               .arg(localeNumber(m_timesliceMs));
        } else {
            m_bannerHead = QCoreApplication::translate("gpuk::GpuCanvas",
                                                       "Time-slicing: the contexts take turns on all %1 SMs · contexts: %2")
                               .arg(sms)
                               .arg(tenants);
            m_bannerBody = QCoreApplication::translate("gpuk::GpuCanvas",
                                                       "One context owns the whole GPU for %1 ms, then the next. "
                                                       "No memory limits, and one crash takes every context down.")
                               .arg(localeNumber(m_timesliceMs));
        }
        break;
    case Mode::Quota:
        if (k) {
            m_bannerHead = QCoreApplication::translate("gpuk::KitchenPainter",
                                                       "Gas meters (software slicing): %1 chef teams take turns at all %2 burners")
                               .arg(m_quotaContainers)
                               .arg(sms);
            m_bannerBody = QCoreApplication::translate(
                "gpuk::KitchenPainter",
                "One team at a time has the stove for %1 ms, and each pays into its own gas meter. An empty meter shuts "
                "the team's valve for 10 ms, even when the stove stands free. Who reads the meters: %2.")
                               .arg(localeNumber(m_timesliceMs), Words::limitEnforcer(m_enforcer, Skin::Kitchen));
        } else {
            m_bannerHead = QCoreApplication::translate("gpuk::GpuCanvas",
                                                       "Software slicing: %1 containers take turns on all %2 SMs")
                               .arg(m_quotaContainers)
                               .arg(sms);
            m_bannerBody = QCoreApplication::translate(
                "gpuk::GpuCanvas",
                "The contexts take turns in %1 ms slices; each container has a compute share and a memory quota. A "
                "container whose token bucket is empty sleeps 10 ms, even while the SMs stand idle. Enforced by: %2.")
                               .arg(localeNumber(m_timesliceMs), Words::limitEnforcer(m_enforcer, Skin::Technical));
        }
        break;
    case Mode::Exclusive:
        if (k) {
            m_bannerHead = QCoreApplication::translate(
                "gpuk::KitchenPainter", "One pot per chef (exclusive): every team gets a whole kitchen like this one");
            m_bannerBody = QCoreApplication::translate("gpuk::KitchenPainter",
                                                       "Kitchens in total: %1. No smoke from the neighbours, but most burners stay cold.")
                               .arg(tenants);
        } else {
            m_bannerHead = QCoreApplication::translate("gpuk::GpuCanvas", "Exclusive: every tenant gets a whole GPU like this one");
            m_bannerBody = QCoreApplication::translate("gpuk::GpuCanvas",
                                                       "GPUs in total: %1. No interference at all, but most of each GPU sits idle.")
                               .arg(tenants);
        }
        break;
    case Mode::Mig:
        m_bannerHead = k ? QCoreApplication::translate("gpuk::KitchenPainter", "%1 cannot be split into private rooms (no MIG)")
                               .arg(m_gpu.id)
                         : QCoreApplication::translate("gpuk::GpuCanvas", "%1 does not support MIG").arg(m_gpu.id);
        break;
    }
}

QString CanvasModel::statusText() const
{
    const bool k = m_skin == Skin::Kitchen;
    if (!m_hasGpu)
        return k ? QCoreApplication::translate("gpuk::MainWindow", "Unknown kitchen: nothing to draw.")
                 : QCoreApplication::translate("gpuk::MainWindow", "Unknown GPU: nothing to draw.");
    if (m_input.migEnabled) {
        if (m_migUnresolved)
            return k ? QCoreApplication::translate("gpuk::MainWindow", "These private rooms do not fit in the kitchen: see Problems.")
                     : QCoreApplication::translate("gpuk::MainWindow", "The MIG layout cannot be placed: see Problems.");
        const MigLayoutStats &st = m_migStats;
        return (k ? QCoreApplication::translate("gpuk::MainWindow",
                                                "Rooms use %1 of %2 burners · boarded-up stove sections: %3 · burners lost to the walls: %4 · "
                                                "empty pantry shelves: %5")
                  : QCoreApplication::translate("gpuk::MainWindow",
                                                "Instances expose %1 of %2 SMs · stranded compute slices: %3 · SMs unusable with MIG on: %4 · "
                                                "unused memory slices: %5"))
            .arg(st.instanceSms)
            .arg(m_gpu.sms)
            .arg(st.strandedComputeSlices)
            .arg(st.unusableSms)
            .arg(st.unusedMemorySlots);
    }
    const auto tenants = qsizetype(tenantCount());
    switch (m_mode) {
    case Mode::Mig:
        return (k ? QCoreApplication::translate("gpuk::MainWindow", "%1 cannot be split into private rooms.")
                  : QCoreApplication::translate("gpuk::MainWindow", "%1 does not support MIG."))
            .arg(m_gpu.id);
    case Mode::Mps:
        return (k ? QCoreApplication::translate("gpuk::MainWindow", "Open stove: %1 burners · %2 of at most %3 chef teams")
                  : QCoreApplication::translate("gpuk::MainWindow", "MPS: %1 SMs in one pool · %2 of at most %3 clients"))
            .arg(m_gpu.sms)
            .arg(m_mpsClients)
            .arg(m_gpu.maxMpsClients);
    case Mode::Vgpu:
        return k ? QCoreApplication::translate("gpuk::MainWindow", "Food-court stalls: %1 stalls take turns at %2 burners")
                       .arg(m_vgpuVms)
                       .arg(m_gpu.sms)
                 : QCoreApplication::translate("gpuk::MainWindow", "vGPU: the VMs take turns on %1 SMs · VMs: %2")
                       .arg(m_gpu.sms)
                       .arg(m_vgpuVms);
    case Mode::Quota: {
        QString text = k ? QCoreApplication::translate("gpuk::MainWindow", "Gas meters: %1 chef teams share %2 burners")
                               .arg(m_quotaContainers)
                               .arg(m_gpu.sms)
                         : QCoreApplication::translate("gpuk::MainWindow", "Software slicing: %1 containers share %2 SMs")
                               .arg(m_quotaContainers)
                               .arg(m_gpu.sms);
        // Live: the container its limiter holds now (the one the picture and the narrator name).
        if (m_hasLive && m_live.sleeper >= 0)
            text += QStringLiteral(" · ")
                + (k ? QCoreApplication::translate("gpuk::MainWindow", "%1's valve shut: gas meter empty")
                     : QCoreApplication::translate("gpuk::MainWindow", "%1 throttled: token bucket empty"))
                      .arg(tenantName(m_live.sleeper));
        return text;
    }
    case Mode::Timeslice:
        return k ? QCoreApplication::translate("gpuk::MainWindow", "Taking turns: %1 chef teams share %2 burners")
                       .arg(tenants)
                       .arg(m_gpu.sms)
                 : QCoreApplication::translate("gpuk::MainWindow", "Time-slicing: the contexts take turns on %1 SMs · contexts: %2")
                       .arg(m_gpu.sms)
                       .arg(tenants);
    case Mode::Exclusive:
        return (k ? QCoreApplication::translate("gpuk::MainWindow", "One pot per chef: kitchens: %1")
                  : QCoreApplication::translate("gpuk::MainWindow", "Exclusive: one GPU per tenant · GPUs: %1"))
            .arg(tenants);
    }
    return {};
}

bool CanvasModel::idle() const
{
    if (!m_hasLive)
        return false;
    // The engine's SM owners, not a view's lit cells: the same answer at every size.
    if (std::any_of(m_live.smTenant.begin(), m_live.smTenant.end(), [](std::int16_t k) { return k >= 0; }))
        return false;
    if (std::find(m_live.smState.begin(), m_live.smState.end(), SmState::Busy) != m_live.smState.end())
        return false;
    return std::all_of(m_live.tenants.begin(), m_live.tenants.end(), [](const LiveTenant &t) {
        return t.queued == 0 && t.inFlight == 0 && t.smsHeld <= 0;
    });
}

bool CanvasModel::idle(const Snapshot &s)
{
    if (std::any_of(s.smTenant.begin(), s.smTenant.end(), [](std::int16_t k) { return k >= 0; }))
        return false;
    if (std::find(s.smState.begin(), s.smState.end(), SmState::Busy) != s.smState.end())
        return false;
    return std::all_of(s.tenants.begin(), s.tenants.end(), [](const TenantView &t) {
        return t.queued == 0 && t.inFlight == 0 && t.smsHeld <= 0;
    });
}

int CanvasModel::sleepingTenant(const Snapshot &s)
{
    for (size_t k = 0; k < s.tenants.size(); ++k) {
        const TenantView &t = s.tenants[k];
        if (t.throttled && (t.queued > 0 || t.inFlight > 0))
            return int(k);
    }
    return -1;
}

bool CanvasModel::idleOnThrottle(const Snapshot &s)
{
    return s.sliceOwner < 0 && !s.switching && sleepingTenant(s) >= 0;
}

QString CanvasModel::enforcerWords() const
{
    return Words::limitEnforcer(m_enforcer, m_skin);
}

QString CanvasModel::enforcerBadge() const
{
    return m_skin == Skin::Kitchen ? QCoreApplication::translate("gpuk::KitchenPainter", "Who holds the limits: %1")
                                         .arg(enforcerWords())
                                   : QCoreApplication::translate("gpuk::GpuCanvas", "Limits enforced by: %1")
                                         .arg(enforcerWords());
}

QString CanvasModel::throttleMark() const
{
    return m_skin == Skin::Kitchen ? QCoreApplication::translate("gpuk::KitchenPainter", "valve shut: meter empty")
                                   : QCoreApplication::translate("gpuk::GpuCanvas", "asleep: bucket empty");
}

QString CanvasModel::throttleMarkShort() const
{
    return m_skin == Skin::Kitchen ? QCoreApplication::translate("gpuk::KitchenPainter", "meter empty")
                                   : QCoreApplication::translate("gpuk::GpuCanvas", "bucket empty");
}

QString CanvasModel::idleOnThrottleText() const
{
    if (!m_hasLive || !m_live.idleOnThrottle)
        return {};
    return m_skin == Skin::Kitchen
        ? QCoreApplication::translate("gpuk::KitchenPainter", "Stove free, valve shut: %1 waits for its gas meter")
              .arg(tenantName(m_live.sleeper))
        : QCoreApplication::translate("gpuk::GpuCanvas", "SMs idle: %1 sleeps on its token bucket")
              .arg(tenantName(m_live.sleeper));
}

QString CanvasModel::bucketText(int tenant) const
{
    const LiveTenant *v = liveTenant(tenant);
    if (!v)
        return {};
    if (v->bucket < 0)
        return m_skin == Skin::Kitchen ? QCoreApplication::translate("gpuk::KitchenPainter", "meter not running")
                                       : QCoreApplication::translate("gpuk::GpuCanvas", "no limiter now");
    return (m_skin == Skin::Kitchen ? QCoreApplication::translate("gpuk::KitchenPainter", "gas meter %1 % full")
                                    : QCoreApplication::translate("gpuk::GpuCanvas", "bucket %1 % full"))
        .arg(int(std::lround(v->bucket * 100)));
}

} // namespace gpuk
