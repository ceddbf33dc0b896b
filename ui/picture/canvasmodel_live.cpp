// The picture model's live steps (ui/picture/canvasmodel.h): the snapshot's numbers, a view's lit
// cells, the fault flash and the SLO state of every tenant. The words keep the translation
// contexts of the widget that first said them (gpuk::GpuCanvas, gpuk::MainWindow).

#include "ui/picture/canvasmodel.h"

#include "ui/text/outcomes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuk {

void CanvasModel::setSnapshot(const Snapshot *snapshot, const GpuLayout &layout, int selectedTenant)
{
    setSnapshot(snapshot);
    placeLive(layout, selectedTenant);
}

void CanvasModel::setSnapshot(const Snapshot *snapshot)
{
    m_live = Live();
    m_hasLive = snapshot != nullptr;
    if (!snapshot)
        return;
    const Snapshot &s = *snapshot;
    Live &v = m_live;
    v.timeS = s.timeS;
    v.smState = s.smState;
    v.memorySlotFill = s.memorySlotFill;
    v.memorySlotKvFill = s.memorySlotKvFill;
    v.sliceOwner = s.sliceOwner;
    v.sliceProgress = s.sliceProgress;
    v.switching = s.switching;
    v.smTenant = s.smTenant;
    v.tenants.resize(s.tenants.size());
    for (size_t k = 0; k < s.tenants.size(); ++k) {
        const TenantView &t = s.tenants[k];
        LiveTenant &lt = v.tenants[k];
        lt.queued = t.queued;
        lt.inFlight = t.inFlight;
        // Waiting guests: orders in the queue, plus admitted orders nobody is cooking right now
        // (a team waiting for its turn at the stove).
        lt.guests = t.queued + (t.smsHeld > 0 ? 0 : t.inFlight);
        lt.smsHeld = t.smsHeld;
        lt.memoryUsedGb = t.memoryUsedGb;
        lt.kvGb = t.kvBytes / (1024.0 * 1024.0 * 1024.0);
        lt.bandwidthGBps = t.bandwidthGBps;
        lt.congestion = t.congestion;
        lt.state = t.state;
        // A restart the end of the run cut off is not a fire any more: it never finishes.
        lt.onFire = t.state == TenantState::Restarting && !s.ended;
        lt.restartCutOff = t.state == TenantState::Restarting && s.ended;
        lt.throttled = t.throttled;
        lt.bucket = t.bucket;
        if (t.congestion > v.worstCongestion) {
            v.worstCongestion = t.congestion;
            v.worstCongestionTenant = int(k);
        }
        if (congestionWorthSaying(t.congestion))
            v.congestedTenants.push_back(int(k));
        v.bandwidthDemandGBps += t.bandwidthGBps;
        if (t.smsHeld > 0) {
            ++v.cooking;
            v.cookingCongestion = std::max(v.cookingCongestion, t.congestion);
        }
    }
    for (const LegendRow &row : m_legend)
        if (row.tenant >= 0 && row.tenant < int(s.tenants.size()))
            v.memoryUsedGiB += s.tenants[size_t(row.tenant)].memoryUsedGb;
    v.sleeper = sleepingTenant(s);
    v.idleOnThrottle = idleOnThrottle(s);

    if (s.turnSlot >= 0 && s.turnSlot < int(m_turns.rotation.size())) {
        v.currentTurn = s.turnSlot; // equal / fixed share: the slot runs whether or not its VM has work
    } else if (!m_turns.rotation.empty() && s.sliceOwner >= 0) {
        // The current turn is the first slot of the owner in the rotation.
        const auto it = std::find(m_turns.rotation.begin(), m_turns.rotation.end(), s.sliceOwner);
        if (it != m_turns.rotation.end())
            v.currentTurn = int(it - m_turns.rotation.begin());
    }

    // The gas meter: how many burners are lit right now.
    if (!s.smState.empty() && m_gpu.sms > 0) {
        const auto busy = std::count(s.smState.begin(), s.smState.end(), SmState::Busy);
        v.litShare = double(busy) / double(m_gpu.sms);
        if (!sharesGpu(m_mode) && !s.tenants.empty()) {
            // One kitchen per team: the share of all their burners.
            double held = 0;
            for (const TenantView &t : s.tenants)
                held += t.smsHeld;
            v.litShare = held / (double(m_gpu.sms) * double(s.tenants.size()));
        }
    }
}

void CanvasModel::placeLive(const GpuLayout &l, int selectedTenant)
{
    Live &v = m_live;
    v.exclusiveTenant = -1;
    v.cells.clear();
    if (!m_hasLive)
        return;
    // Exclusive: the big picture is one of the GPUs: the selected tenant's, else the first one's.
    if (!sharesGpu(m_mode)) {
        if (selectedTenant >= 0 && selectedTenant < tenantCount())
            v.exclusiveTenant = selectedTenant;
        else
            v.exclusiveTenant = m_legend.empty() ? -1 : m_legend.front().tenant;
    }

    // The tenant drawn on every SM cell.
    QList<int> &drawn = v.cells;
    drawn = QList<int>(l.sms().size(), -1);
    if (!sharesGpu(m_mode)) {
        // Its SMs in use are lit from the first usable cell on (each tenant has a GPU of its own).
        const int k = v.exclusiveTenant;
        if (k >= 0 && k < int(v.tenants.size())) {
            int n = int(std::lround(v.tenants[size_t(k)].smsHeld));
            for (int i = 0; i < drawn.size() && n > 0; ++i)
                if (l.sms()[i].state == GpuLayout::SmState::Usable) {
                    drawn[i] = k;
                    --n;
                }
        }
        return;
    }
    const auto &st = v.smTenant;
    const int tenants = tenantCount();
    if (m_input.migEnabled) {
        // Per room: the busy SMs of its slices, in index order, onto the cells it exposes.
        for (const GpuLayout::Room &room : l.rooms()) {
            int j = 0;
            for (int si = 0; si < l.slices().size(); ++si) {
                const GpuLayout::Slice &slice = l.slices()[si];
                if (slice.instance != room.instance)
                    continue;
                for (int i = slice.firstSm; i < slice.firstSm + slice.smCount && i < int(st.size()); ++i) {
                    const int k = st[size_t(i)];
                    if (k < 0 || k >= tenants)
                        continue;
                    if (j < room.exposedSms.size())
                        drawn[room.exposedSms[j]] = k;
                    ++j;
                }
            }
        }
        return;
    }
    for (int i = 0; i < drawn.size() && i < int(st.size()); ++i)
        if (st[size_t(i)] >= 0 && st[size_t(i)] < tenants && l.sms()[i].state == GpuLayout::SmState::Usable)
            drawn[i] = st[size_t(i)];
}

// ---------------------------------------------------------------------------------------------
// The fault flash

bool CanvasModel::noteFault(const std::vector<EngineEvent> &events)
{
    bool fault = false;
    for (const EngineEvent &e : events) {
        if (e.kind != EngineEvent::Kind::Fault && e.kind != EngineEvent::Kind::FaultVictim)
            continue;
        if (!fault) {
            m_faultTenants.clear(); // a new fault: this blast replaces an older one
            fault = true;
        }
        if (std::find(m_faultTenants.begin(), m_faultTenants.end(), e.tenant) == m_faultTenants.end())
            m_faultTenants.push_back(e.tenant);
    }
    return fault;
}

// Who goes down is the engine's fact: the tenants of the Fault and FaultVictim events
// (Engine::faultDomain), never the mode. Without walls the picture burns whole only when the
// fault took every tenant the plan places; else (one GPU per tenant, vGPU VMs) only the tenants
// it names are down and the others keep running.
bool CanvasModel::faultTookEveryone(size_t down, const Snapshot &snapshot)
{
    int placed = 0;
    for (const TenantView &v : snapshot.tenants)
        placed += v.state != TenantState::NotServed ? 1 : 0;
    return int(down) >= std::max(2, placed);
}

bool CanvasModel::faultTookEveryone() const
{
    int placed = 0;
    for (const LiveTenant &v : m_live.tenants)
        placed += v.state != TenantState::NotServed ? 1 : 0;
    return int(m_faultTenants.size()) >= std::max(2, placed);
}

// The words keep the context of the canvas that first wrote them over the blast.
QString CanvasModel::faultWords() const
{
    if (m_faultTenants.empty())
        return {};
    if (faultContained())
        return QCoreApplication::translate("gpuk::GpuCanvas", "Fault! Contained in its instance");
    if (faultTookEveryone())
        return QCoreApplication::translate("gpuk::GpuCanvas", "Fault! Every tenant goes down");
    return m_faultTenants.size() == 1
        ? QCoreApplication::translate("gpuk::GpuCanvas", "Fault! Only %1 goes down").arg(tenantName(m_faultTenants.front()))
        : QCoreApplication::translate("gpuk::GpuCanvas", "Fault! Only %1 go down").arg(tenantNames(m_faultTenants));
}

QString CanvasModel::faultWordsShort()
{
    return QCoreApplication::translate("gpuk::GpuCanvas", "Fault!");
}

// ---------------------------------------------------------------------------------------------
// SLO state

double CanvasModel::tenantSloMs(int tenant) const
{
    return tenant >= 0 && tenant < int(m_tenantSloMs.size()) ? m_tenantSloMs[size_t(tenant)] : 0;
}

bool CanvasModel::tenantLlm(int tenant) const
{
    return tenant >= 0 && tenant < int(m_tenantLlm.size()) && m_tenantLlm[size_t(tenant)];
}

std::vector<CanvasModel::TenantSlo> CanvasModel::sloStates(const RunResults &results) const
{
    std::vector<TenantSlo> states;
    for (int k = 0; k < tenantCount() && k < int(results.tenants.size()); ++k) {
        const TenantResult &r = results.tenants[size_t(k)];
        TenantSlo t;
        t.tenant = k;
        t.result = r;
        t.attainment = r.sloAttainment;
        const bool hasSlo = tenantSloMs(k) > 0;
        if (r.notPlaced)
            t.state = hasSlo ? Slo::NotPlaced : Slo::None;
        else if (!hasSlo)
            t.state = Slo::None;
        else if (OutcomeText::counted(r) == 0)
            t.state = Slo::Pending; // placed, nothing counted yet (warm-up, t = 0)
        else
            t.state = OutcomeText::sloMet(r) ? Slo::Met : Slo::Missed;
        states.push_back(t);
    }
    return states;
}

// The words keep the main window's context, where the status bar first said them.
QStringList CanvasModel::sloStatusParts(const std::vector<TenantSlo> &states, bool compact) const
{
    QStringList parts, slo, others, missed;
    int withSlo = 0, met = 0, pending = 0;
    for (const TenantSlo &t : states) {
        const TenantResult &r = t.result;
        const QString name = tenantName(t.tenant);
        if (r.notPlaced) {
            const QString part = QCoreApplication::translate("gpuk::MainWindow", "%1 %2").arg(name, OutcomeText::attainment(r));
            (t.state == Slo::NotPlaced ? slo : others) << part;
            if (t.state == Slo::NotPlaced) {
                ++withSlo;
                missed << part;
            }
            continue;
        }
        const QString lost = OutcomeText::notCompleted(r);
        if (t.state == Slo::Pending)
            ++pending;
        if (t.state == Slo::Met || t.state == Slo::Missed) {
            const bool ok = t.state == Slo::Met;
            const QString mark = ok ? QStringLiteral("✓") : QStringLiteral("✗");
            // An LLM's slo_ms is on the whole request (its last token), not on its first
            // token: said, so the share is not read as a TTFT target.
            QString part = tenantLlm(t.tenant) ? QCoreApplication::translate("gpuk::MainWindow", "%1 %2 %3 (whole request)").arg(name, OutcomeText::percent(t.attainment), mark)
                                               : QCoreApplication::translate("gpuk::MainWindow", "%1 %2 %3").arg(name, OutcomeText::percent(t.attainment), mark);
            ++withSlo;
            if (ok)
                ++met;
            else
                missed << part;
            if (!lost.isEmpty())
                part = QCoreApplication::translate("gpuk::MainWindow", "%1 (%2)").arg(part, lost);
            slo << part;
        } else if (!lost.isEmpty()) {
            others << QCoreApplication::translate("gpuk::MainWindow", "%1 %2").arg(name, lost);
        }
    }
    // The target the ✓ and ✗ are against (meetsSlo: that share of requests within the SLO),
    // and the tenants not measured yet: "0 of 2" never reads as a verdict on six tenants.
    const QString target = OutcomeText::percent(kSloAttainmentTarget);
    const QString notYet = pending > 0 ? QCoreApplication::translate("gpuk::MainWindow", "%n not measured yet", nullptr, pending) : QString();
    if (compact) {
        if (withSlo > 0) {
            QString count = QCoreApplication::translate("gpuk::MainWindow", "SLO met (target %1) by %2 of %3").arg(target).arg(met).arg(withSlo);
            if (!notYet.isEmpty())
                count = QCoreApplication::translate("gpuk::MainWindow", "%1, %2").arg(count, notYet);
            parts << (missed.isEmpty() ? count : QCoreApplication::translate("gpuk::MainWindow", "%1: %2").arg(count, missed.join(QStringLiteral(" · "))));
        } else if (!notYet.isEmpty()) {
            parts << QCoreApplication::translate("gpuk::MainWindow", "SLO: %1").arg(notYet);
        }
    } else {
        if (!slo.isEmpty())
            parts << QCoreApplication::translate("gpuk::MainWindow", "SLO met (target %1): %2").arg(target, slo.join(QStringLiteral(" · ")));
        if (!notYet.isEmpty())
            parts << (slo.isEmpty() ? QCoreApplication::translate("gpuk::MainWindow", "SLO: %1").arg(notYet) : notYet);
        parts << others;
    }
    return parts;
}

} // namespace gpuk
