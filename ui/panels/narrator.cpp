#include "narrator.h" // own header by plain name: lupdate then knows the class is gpuk::Narrator

#include "ui/text/format.h"
#include "ui/text/modeui.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QFontInfo>
#include <QFontMetrics>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gpuk {

namespace {

qint64 wallMs()
{
    static QElapsedTimer clock;
    if (!clock.isValid())
        clock.start();
    return clock.elapsed();
}

int priority(EngineEvent::Kind k)
{
    switch (k) {
    case EngineEvent::Kind::Fault:
        return 10;
    case EngineEvent::Kind::FaultVictim:
        return 9;
    case EngineEvent::Kind::Oom:
        return 8;
    case EngineEvent::Kind::ReconfigurationStarted:
    case EngineEvent::Kind::InstanceDrained:
    case EngineEvent::Kind::ReconfigurationDone:
        return 7;
    case EngineEvent::Kind::Restarted:
        return 6;
    case EngineEvent::Kind::SloMiss:
        return 4;
    case EngineEvent::Kind::Dropped:
        return 3;
    case EngineEvent::Kind::SliceSwitch:
        return 1;
    }
    return 0;
}

bool isImportant(EngineEvent::Kind k)
{
    return priority(k) >= 6;
}

} // namespace

Narrator::Narrator(QObject *parent)
    : QObject(parent)
{
    setObjectName(QStringLiteral("narrator"));
}

void Narrator::setScenario(const Scenario &scenario, const SharingPlan &plan)
{
    m_scenario = scenario;
    m_plan = plan;
    if (!m_picture)
        m_model = CanvasModel::build(scenario, plan, m_skin);
    m_lastSnapshot = Snapshot();
    m_lastEvents.clear();
    m_completedAtLastSentence.clear();
    m_activeSinceLastSentence.clear();
    m_preemptedAtLastSentence.clear();
    m_preemptedSinceLastSentence.clear();
    m_lastImportantMs = -1000000;
    m_lastSliceMs = -1000000;
}

void Narrator::setPicture(const Picture *picture)
{
    m_picture = picture;
    if (!m_picture)
        m_model = CanvasModel::build(m_scenario, m_plan, m_skin);
}

void Narrator::setSpeed(double speed)
{
    m_speed = speed > 0 ? speed : 1;
}

bool Narrator::momentary() const
{
    const double slice = sliceMs();
    return slice > 0 && slice / 1000.0 / m_speed >= 0.8;
}

void Narrator::setSkin(Skin skin)
{
    if (skin == m_skin)
        return;
    m_skin = skin;
    if (!m_picture)
        m_model = CanvasModel::build(m_scenario, m_plan, m_skin);
    // A fixed sentence (set by clear(): "the plan cannot run: …", "press Space") stays: there is
    // nothing to describe again, and an empty narrator hid why the simulation is off.
    if (m_lastSnapshot.tenants.empty() && m_lastEvents.empty())
        return;
    // Say the last thing again in the new words.
    setText(describe(m_lastEvents, m_lastSnapshot), false);
}

void Narrator::retranslate()
{
    if (m_lastSnapshot.tenants.empty() && m_lastEvents.empty())
        return; // a fixed sentence (set by clear()): its owner sets it again
    setText(describe(m_lastEvents, m_lastSnapshot), false);
}

void Narrator::clear(const QString &text)
{
    m_lastEvents.clear();
    m_lastSnapshot = Snapshot();
    m_completedAtLastSentence.clear();
    m_activeSinceLastSentence.clear();
    m_preemptedAtLastSentence.clear();
    m_preemptedSinceLastSentence.clear();
    m_lastImportantMs = -1000000;
    m_lastSliceMs = -1000000;
    setText(text, false);
}

void Narrator::setText(const QString &raw, bool)
{
    m_saidIdle = !raw.isEmpty() && raw == idleSentence();
    // Names are spliced into translated templates with spaces around them: right for Latin
    // names, wrong between Chinese words.
    QString text = tidyCjkSpacing(raw);
    // A number and its unit stay on one line ("2 ms", "1.5 GiB"): the narrator wraps on a
    // projector, and a lone "ms" at the start of a line reads as a typo.
    static const QRegularExpression unit(QStringLiteral("(\\d) (ms|GiB|GB|s)\\b"));
    text.replace(unit, QStringLiteral("\\1\u00a0\\2"));
    if (text == m_text)
        return;
    m_text = text;
    emit textChanged(m_text);
}

void Narrator::noteActivity(const Snapshot &snapshot)
{
    const size_t n = snapshot.tenants.size();
    m_completedAtLastSentence.resize(n, 0);
    m_activeSinceLastSentence.assign(n, 0);
    for (size_t k = 0; k < n; ++k) {
        const TenantView &v = snapshot.tenants[k];
        m_activeSinceLastSentence[k] = v.queued + v.inFlight > 0 || v.completed > m_completedAtLastSentence[k];
        m_completedAtLastSentence[k] = v.completed;
    }
    m_preemptedAtLastSentence.resize(n, 0);
    m_preemptedSinceLastSentence.assign(n, 0);
    for (size_t k = 0; k < n; ++k) {
        const TenantView &v = snapshot.tenants[k];
        m_preemptedSinceLastSentence[k] = v.preempted > m_preemptedAtLastSentence[k];
        m_preemptedAtLastSentence[k] = v.preempted;
    }
}

void Narrator::update(const std::vector<EngineEvent> &events, const Snapshot &snapshot)
{
    const qint64 now = wallMs();
    if (snapshot.ended) { // said at once, whatever was said just before: nothing follows it
        m_lastEvents = events;
        noteActivity(snapshot);
        m_lastSnapshot = snapshot;
        setText(describeEnd(snapshot), true);
        return;
    }
    bool important = false;
    for (const EngineEvent &e : events)
        important = important || isImportant(e.kind);
    // An idle sentence never stays over a GPU that works again, nor a turn's over the next turn
    // the picture shows.
    const bool stale = m_saidIdle && !quiet(snapshot);
    const bool newTurn = turnChanged(snapshot);
    if (!important && stale) {
        m_lastSliceMs = now;
    } else if (!important) {
        if (now - m_lastImportantMs < qint64(holdImportantWallS() * 1000))
            return; // a fault or an OOM stays on screen long enough to be read
        if (!newTurn && now - m_lastSliceMs < qint64((momentary() ? 0.4 : sliceSentenceMinWallS()) * 1000))
            return;
        m_lastSliceMs = now;
    } else {
        m_lastImportantMs = now;
    }
    m_lastEvents = events;
    noteActivity(snapshot);
    m_lastSnapshot = snapshot;
    setText(describe(events, snapshot), important);
}

void Narrator::showSnapshot(const Snapshot &snapshot)
{
    m_lastEvents.clear();
    const size_t n = snapshot.tenants.size();
    m_activeSinceLastSentence.assign(n, 0);
    m_completedAtLastSentence.assign(n, 0);
    for (size_t k = 0; k < n; ++k) {
        const TenantView &v = snapshot.tenants[k];
        m_activeSinceLastSentence[k] = v.queued + v.inFlight > 0;
        m_completedAtLastSentence[k] = v.completed;
    }
    m_preemptedAtLastSentence.assign(n, 0);
    m_preemptedSinceLastSentence.assign(n, 0);
    for (size_t k = 0; k < n; ++k)
        m_preemptedAtLastSentence[k] = snapshot.tenants[k].preempted;
    m_lastSnapshot = snapshot;
    m_lastImportantMs = -1000000;
    m_lastSliceMs = wallMs();
    setText(describe({}, snapshot), false);
}

void Narrator::updateState(const Snapshot &snapshot)
{
    const qint64 now = wallMs();
    if (snapshot.ended) {
        update({}, snapshot);
        return;
    }
    // An idle sentence never stays over a GPU that works again, nor a turn's over the next turn
    // the picture shows.
    const bool stale = m_saidIdle && !quiet(snapshot);
    if (!stale && now - m_lastImportantMs < qint64(holdImportantWallS() * 1000))
        return;
    if (!stale && !turnChanged(snapshot)
        && now - m_lastSliceMs < qint64((momentary() ? 0.4 : sliceSentenceMinWallS()) * 1000) && !m_text.isEmpty())
        return;
    m_lastSliceMs = now;
    m_lastEvents.clear();
    noteActivity(snapshot);
    m_lastSnapshot = snapshot;
    setText(describeState(snapshot), false);
}

QString Narrator::name(int tenant) const
{
    QString n;
    if (tenant >= 0 && tenant < int(m_scenario.tenants.size())) {
        const Tenant &t = m_scenario.tenants[size_t(tenant)];
        n = QString::fromStdString(t.name.empty() ? t.id : t.name);
    } else {
        n = tr("a tenant");
    }
    if (m_skin == Skin::Kitchen)
        //: Kitchen skin: a tenant is a team of chefs. %1 is the tenant's name.
        return tr("the %1 team").arg(n);
    return n;
}

QString Narrator::capitalName(int tenant) const
{
    QString n = name(tenant);
    if (!n.isEmpty())
        n[0] = n[0].toUpper();
    return n;
}

QString Narrator::holder() const
{
    if (m_skin == Skin::Kitchen)
        return stalls() ? tr("the burners") : tr("the stove");
    return tr("the GPU");
}

bool Narrator::turnChanged(const Snapshot &snapshot) const
{
    // Slow enough to follow turn by turn: the sentence names whose turn it is, as the canvas does.
    if (!momentary() || !model().timeSliced() || m_lastSnapshot.tenants.empty())
        return false;
    return snapshot.sliceOwner != m_lastSnapshot.sliceOwner || snapshot.switching != m_lastSnapshot.switching
        || snapshot.turnSlot != m_lastSnapshot.turnSlot;
}

bool Narrator::stalls() const
{
    return m_skin == Skin::Kitchen && modeUi(m_plan.mode).vmWords; // food-court stalls take turns at the burners
}

double Narrator::sliceMs() const
{
    return model().sliceMs(); // the slice the picture states (vGPU: core's effective slice)
}

bool Narrator::quiet(const Snapshot &snapshot) const
{
    if (snapshot.tenants.empty() || !CanvasModel::idle(snapshot))
        return false;
    if (model().hasSnapshot() && !model().idle())
        return false; // the picture shows lit SMs or waiting work
    return std::none_of(m_activeSinceLastSentence.begin(), m_activeSinceLastSentence.end(),
                        [](char active) { return active != 0; });
}

QString Narrator::idleSentence() const
{
    return m_skin == Skin::Kitchen ? tr("The kitchen is quiet: no orders right now.")
                                   : tr("The GPU is idle: no requests right now.");
}

QString Narrator::describe(const std::vector<EngineEvent> &events, const Snapshot &snapshot) const
{
    if (snapshot.ended)
        return describeEnd(snapshot);
    const EngineEvent *best = nullptr;
    for (const EngineEvent &e : events)
        if (!best || priority(e.kind) >= priority(best->kind))
            best = &e;
    if (!best)
        return describeState(snapshot);
    if (best->kind == EngineEvent::Kind::SliceSwitch)
        return describeState(snapshot).isEmpty() ? describeEvent(*best, snapshot, 0) : describeState(snapshot);
    int victims = 0; // who else went down with it: the engine's fault domain (Engine::faultDomain)
    if (best->kind == EngineEvent::Kind::Fault)
        for (const EngineEvent &e : events)
            if (e.kind == EngineEvent::Kind::FaultVictim && e.other == best->tenant)
                ++victims;
    QString s = describeEvent(*best, snapshot, victims);
    if (best->kind == EngineEvent::Kind::Fault) {
        if (victims > 0)
            s += QLatin1Char(' ')
                + (m_skin == Skin::Kitchen ? tr("Teams that lose their orders too: %1.").arg(victims)
                                           : tr("Other tenants failing with it: %1.").arg(victims));
    }
    return s;
}

QString Narrator::describeEvent(const EngineEvent &e, const Snapshot &snapshot, int victims) const
{
    const bool kitchen = m_skin == Skin::Kitchen;
    switch (e.kind) {
    case EngineEvent::Kind::Fault: {
        // What went down is what the engine took down (its events), said in the mode's terms.
        const bool mig = alwaysMigPartitioned(m_plan.mode) || model().migEnabled();
        // Every tenant the plan places: the picture model's rule, so the flash burns the whole GPU then.
        if (victims > 0 && CanvasModel::faultTookEveryone(size_t(victims) + 1, snapshot))
            return kitchen ? tr("Fire at %1's burners! In one shared kitchen it spreads to every team.").arg(name(e.tenant))
                           : tr("%1 hit a fatal fault: it brings down every tenant on the shared GPU.").arg(capitalName(e.tenant));
        if (victims > 0)
            return kitchen ? tr("Fire at %1's burners! It spreads to the teams sharing its stove.").arg(name(e.tenant))
                           : tr("%1 hit a fatal fault: it brings down the tenants that share its context.").arg(capitalName(e.tenant));
        if (mig)
            return kitchen ? tr("Fire at %1's burners! The welded walls keep it in their own room.").arg(name(e.tenant))
                           : tr("%1 hit a fatal fault: only its own instance goes down.").arg(capitalName(e.tenant));
        return kitchen ? tr("Fire at %1's burners! Only its own orders are lost; the other teams keep cooking.").arg(name(e.tenant))
                       : tr("%1 hit a fatal fault: only it goes down; the other tenants keep running.").arg(capitalName(e.tenant));
    }
    case EngineEvent::Kind::FaultVictim:
        return kitchen ? tr("%1 loses its orders to the fire started by %2.").arg(capitalName(e.tenant), name(e.other))
                       : tr("%1 fails too: it shares the GPU with %2, which crashed.").arg(capitalName(e.tenant), name(e.other));
    case EngineEvent::Kind::Restarted:
        return kitchen ? tr("%1 is cooking again after the fire.").arg(capitalName(e.tenant))
                       : tr("%1 restarted and serves requests again.").arg(capitalName(e.tenant));
    case EngineEvent::Kind::Oom: {
        const QString said = kitchen ? tr("%1's pantry is full: an order needing %2 GiB is thrown away.")
                                           .arg(capitalName(e.tenant), localeNumber(e.value, 2))
                                     : tr("%1 ran out of memory: a request needing %2 GiB failed.")
                                           .arg(capitalName(e.tenant), localeNumber(e.value, 2));
        // In a shared pool, whose KV cache took the memory: the teaching point of an LLM beside it.
        const QString holder = llmKvHolderSentence(e, snapshot);
        return holder.isEmpty() ? said : holder;
    }
    case EngineEvent::Kind::Dropped:
        return kitchen ? tr("%1 turns guests away: its waiting line is full.").arg(capitalName(e.tenant))
                       : tr("%1 dropped a request: its queue is full.").arg(capitalName(e.tenant));
    case EngineEvent::Kind::ReconfigurationStarted:
        return kitchen ? tr("The walls are being moved: changed rooms finish their orders, then close.")
                       : tr("MIG reconfiguration started: changed instances drain their in-flight work.");
    case EngineEvent::Kind::InstanceDrained:
        return kitchen ? tr("%1's room is empty and closes for rebuilding.").arg(capitalName(e.tenant))
                       : tr("%1's instance is drained and goes down.").arg(capitalName(e.tenant));
    case EngineEvent::Kind::ReconfigurationDone:
        return kitchen ? tr("The rebuilt rooms are open again.") : tr("MIG reconfiguration done: the new instances serve.");
    case EngineEvent::Kind::SloMiss: {
        const double slo = model().tenantSloMs(e.tenant); // the target the status bar's ✓ and ✗ are against
        return kitchen ? tr("%1 served an order late: %2 ms, promised within %3 ms.")
                             .arg(capitalName(e.tenant), localeNumber(e.value, 1), localeNumber(slo, 1))
                       : tr("%1 missed its SLO: %2 ms against %3 ms.")
                             .arg(capitalName(e.tenant), localeNumber(e.value, 1), localeNumber(slo, 1));
    }
    case EngineEvent::Kind::SliceSwitch:
        if (e.tenant < 0)
            return kitchen ? tr("Nobody is at %1.").arg(holder()) : tr("Nobody holds the GPU.");
        return kitchen ? tr("%1 takes %2 for %3 ms.").arg(capitalName(e.tenant), holder(), localeNumber(sliceMs()))
                       : tr("%1 gets the GPU for a %2 ms time slice.").arg(capitalName(e.tenant), localeNumber(sliceMs()));
    }
    return {};
}

QString Narrator::llmKvHolderSentence(const EngineEvent &oom, const Snapshot &s) const
{
    // Only where memory is one shared pool: MPS without a pinned limit, time-slicing.
    if (!sharesMemoryPool(m_plan.mode))
        return {};
    int holderLlm = -1;
    for (int k = 0; k < int(s.tenants.size()) && k < int(m_scenario.tenants.size()); ++k) {
        if (k == oom.tenant || !m_scenario.tenants[size_t(k)].llm)
            continue;
        if (s.tenants[size_t(k)].kvBytes > 0
            && (holderLlm < 0 || s.tenants[size_t(k)].kvBytes > s.tenants[size_t(holderLlm)].kvBytes))
            holderLlm = k;
    }
    if (holderLlm < 0)
        return {};
    const double kvGiB = s.tenants[size_t(holderLlm)].kvBytes / (1024.0 * 1024.0 * 1024.0);
    return m_skin == Skin::Kitchen
        ? tr("%1's pantry is full: %2's jars of slips take %3 GiB.")
              .arg(capitalName(oom.tenant), name(holderLlm), localeNumber(kvGiB, 1))
        : tr("%1 ran out of memory: %2's growing KV cache holds %3 GiB of the shared pool.")
              .arg(capitalName(oom.tenant), name(holderLlm), localeNumber(kvGiB, 1));
}

QString Narrator::llmPressureSentence(const Snapshot &s) const
{
    const bool kitchen = m_skin == Skin::Kitchen;
    for (int k = 0; k < int(s.tenants.size()) && k < int(m_scenario.tenants.size()); ++k) {
        const Tenant &t = m_scenario.tenants[size_t(k)];
        if (!t.llm)
            continue;
        const TenantView &v = s.tenants[size_t(k)];
        const double gib = 1024.0 * 1024.0 * 1024.0;
        const QString held = localeNumber(v.kvBytes / gib, 1), limit = localeNumber(v.kvLimitBytes / gib, 1);
        const bool preempted = size_t(k) < m_preemptedSinceLastSentence.size() && m_preemptedSinceLastSentence[size_t(k)];
        if (preempted)
            return kitchen ? tr("%1's jars of slips fill its pantry (%2 of %3 GiB): its newest order goes back in line.")
                                 .arg(capitalName(k), held, limit)
                           : tr("%1's KV cache is full (%2 of %3 GiB): its newest request is preempted and will be "
                                "recomputed.")
                                 .arg(capitalName(k), held, limit);
        // Requests wait although the batch has room: the KV cache has no room for their prompts.
        if (v.queued > 0 && v.inFlight > 0 && v.inFlight < t.llm->maxBatch && v.kvLimitBytes > 0
            && v.kvBytes >= 0.8 * v.kvLimitBytes)
            return kitchen ? tr("%1 has %2 orders waiting for pantry room: its jars of slips hold %3 of %4 GiB.")
                                 .arg(capitalName(k)).arg(v.queued).arg(held, limit)
                           : tr("%1 has %2 requests waiting for KV cache memory: %3 of %4 GiB in use.")
                                 .arg(capitalName(k)).arg(v.queued).arg(held, limit);
    }
    return {};
}

QString Narrator::llmLatencySentence(const Snapshot &s) const
{
    const bool kitchen = m_skin == Skin::Kitchen;
    for (int k = 0; k < int(s.tenants.size()) && k < int(m_scenario.tenants.size()); ++k) {
        if (!m_scenario.tenants[size_t(k)].llm)
            continue;
        const TenantView &v = s.tenants[size_t(k)];
        if (v.ttftP99Ms <= 0)
            continue;
        const QString ttft = localeNumber(v.ttftP99Ms, v.ttftP99Ms < 10 ? 1 : 0);
        const QString tpot = localeNumber(v.tpotMeanMs, 1);
        const QString kv = localeNumber(v.kvBytes / (1024.0 * 1024.0 * 1024.0), 1);
        if (v.tpotMeanMs <= 0) // first tokens, no request finished yet
            return kitchen ? tr("%1 serves an order's first word in %2 ms (p99); its jars of slips hold %3 GiB and "
                                "grow with every word.")
                                 .arg(capitalName(k), ttft, kv)
                           : tr("%1: first token in %2 ms (TTFT p99); its KV cache holds %3 GiB and grows with every "
                                "token.")
                                 .arg(capitalName(k), ttft, kv);
        return kitchen ? tr("%1 serves an order's first word in %2 ms (p99), then one every %3 ms; jars of slips: %4 GiB.")
                             .arg(capitalName(k), ttft, tpot, kv)
                       : tr("%1: first token in %2 ms (TTFT p99), then %3 ms per token (TPOT); KV cache %4 GiB.")
                             .arg(capitalName(k), ttft, tpot, kv);
    }
    return {};
}

QString Narrator::describeEnd(const Snapshot &s) const
{
    const QString at = localeNumber(s.timeS, 1);
    QString text = m_skin == Skin::Kitchen
        ? tr("Service is over at t = %1 s: press Home to cook it again, or lengthen the run in the inspector.").arg(at)
        : tr("The run ended at t = %1 s: press Home to watch it again, or lengthen the run in the inspector.").arg(at);
    QStringList cutOff;
    for (size_t k = 0; k < s.tenants.size(); ++k)
        if (s.tenants[k].state == TenantState::Restarting)
            cutOff << capitalName(int(k));
    if (!cutOff.isEmpty())
        text += QLatin1Char(' ') + tr("Not finished restarting: %1.").arg(cutOff.join(tr(", ")));
    return text;
}

QString Narrator::describeState(const Snapshot &s) const
{
    if (s.ended)
        return describeEnd(s);
    const bool kitchen = m_skin == Skin::Kitchen;
    const int n = int(s.tenants.size());
    if (n == 0)
        return {};
    auto hasWork = [&](int k) { return s.tenants[size_t(k)].queued + s.tenants[size_t(k)].inFlight > 0; };
    // Tenants restarting after a fault: their requests fail. Never "idle" over them, and when every
    // one restarts (an MPS fault), that is the story.
    QStringList restarting;
    for (int k = 0; k < n; ++k)
        if (s.tenants[size_t(k)].state == TenantState::Restarting)
            restarting << name(k);
    const bool quietNow = quiet(s);
    if (!restarting.isEmpty() && (quietNow || restarting.size() == n)) {
        if (restarting.size() == n && n > 1)
            return kitchen ? tr("Every team is cleaning up after the fire: their orders are lost until they cook again.")
                           : tr("Every tenant is restarting after the fault: its requests fail until it serves again.");
        return kitchen ? tr("Cleaning up after the fire: %1. Its orders are lost until it cooks again.")
                             .arg(restarting.join(tr(", ")))
                       : tr("Restarting after the fault: %1. Its requests fail until it serves again.")
                             .arg(restarting.join(tr(", ")));
    }
    // Idle is the picture model's decision: never while a cell is lit or work waits.
    if (quietNow)
        return idleSentence();
    // Software slicing: a container held by its limiter is the point to make, before the turns (a
    // held container has no turn: the turns' sentences would call the GPU busy or another alone).
    if (m_plan.mode == Mode::Quota) {
        // The picture's own rule (CanvasModel), so the sentence and the picture name the same tenant.
        const int held = CanvasModel::sleepingTenant(s);
        if (held >= 0) {
            const bool idleGpu = CanvasModel::idleOnThrottle(s);
            if (idleGpu)
                return kitchen ? tr("%1 waits on an empty gas meter although the stove stands free: the meter, not the stove, holds it.")
                                     .arg(capitalName(held))
                               : tr("%1 is throttled: its token bucket is empty, so it sleeps although the SMs stand idle.")
                                     .arg(capitalName(held));
            return kitchen ? tr("%1's gas meter is empty: its valve stays shut while the others cook.").arg(capitalName(held))
                           : tr("%1 is throttled: its token bucket is empty while the others run.").arg(capitalName(held));
        }
    }

    const bool timeSliced = model().timeSliced();
    const bool vms = modeUi(m_plan.mode).vmWords; // vGPU time-shares virtual machines, not CUDA contexts
    const bool stall = stalls();

    if (timeSliced) {
        const std::vector<int> &rotation = model().turns().rotation;
        // vGPU equal and fixed share: the rotation is a function of time, and a VM with no work (or
        // an empty fixed-share slot) keeps its slot while nobody computes (Snapshot::turnSlot).
        const bool fixedSlots = s.turnSlot >= 0 && s.turnSlot < int(rotation.size());
        const int slotCount = int(rotation.size());
        auto alone = [&](int k) {
            return stall ? tr("%1 has the burners to itself: no other stall has orders.").arg(capitalName(k))
                 : kitchen ? tr("%1 has the stove to itself: nobody else has orders.").arg(capitalName(k))
                           : (vms ? tr("%1 has the GPU to itself: no other VM has work.")
                                  : tr("%1 has the GPU to itself: no other context has work."))
                                 .arg(capitalName(k));
        };
        if (!momentary()) {
            // Too fast to follow slice by slice: how long the busiest waiting tenant waits at most.
            int withWork = 0;
            int longest = -1;
            for (int k = 0; k < n; ++k) {
                if (!hasWork(k))
                    continue;
                ++withWork;
                if (longest < 0 || s.tenants[size_t(k)].queued > s.tenants[size_t(longest)].queued)
                    longest = k;
            }
            if (withWork == 1 && !fixedSlots)
                return alone(longest);
            if (withWork >= 2 || (withWork == 1 && fixedSlots && slotCount > 1)) {
                // Best effort skips a VM with no work; equal and fixed share wait through every slot.
                const double wait = (fixedSlots ? slotCount - 1 : withWork - 1) * sliceMs();
                return stall ? tr("%1 waits up to %2 ms for its slot while the other stalls cook at the burners, "
                                  "one slot after another.")
                                   .arg(capitalName(longest), localeNumber(wait, 1))
                     : kitchen ? tr("%1 waits up to %2 ms for its turn while the other teams hold the stove, "
                                    "one after another.")
                                     .arg(capitalName(longest), localeNumber(wait, 1))
                               : (vms ? tr("%1 waits up to %2 ms for its turn while the other VMs hold the GPU "
                                           "(time slice %3 ms).")
                                      : tr("%1 waits up to %2 ms for its turn while the other contexts hold the GPU "
                                           "(time slice %3 ms)."))
                                     .arg(capitalName(longest), localeNumber(wait, 1), localeNumber(sliceMs()));
            }
        }
        if (s.switching)
            return stall ? tr("The burners change stalls: nobody cooks during the switch.")
                 : kitchen ? tr("The stove changes hands: nobody cooks during the switch.")
                           : tr("Context switch: the GPU changes hands and nobody computes.");
        const double slice = sliceMs();
        const double left = (1.0 - s.sliceProgress) * slice;
        // `exact`: a slot of a fixed rotation ends on time; otherwise (best effort, time-slicing)
        // the holder hands over early when its work runs out, so the wait is at most that long.
        auto waitsWhileHeld = [&](int k, double wait, int owner, bool exact) {
            const QString ms = localeNumber(wait, wait < 10 ? 1 : 0);
            if (stall)
                return (exact ? tr("%1 waits %2 ms for its slot while %3 cooks at the burners.")
                              : tr("%1 waits up to %2 ms for its slot while %3 cooks at the burners."))
                    .arg(capitalName(k), ms, name(owner));
            if (kitchen)
                return tr("%1 waits up to %2 ms for its turn while %3 holds the stove.").arg(capitalName(k), ms, name(owner));
            return (exact ? tr("%1 waits %2 ms for its turn while %3 holds the GPU (time slice %4 ms).")
                          : tr("%1 waits up to %2 ms for its turn while %3 holds the GPU (time slice %4 ms)."))
                .arg(capitalName(k), ms, name(owner), localeNumber(slice));
        };
        if (fixedSlots) {
            // Every slot in turn, with work or not: the next tenant with work waits through them all.
            const int current = rotation[size_t(s.turnSlot)];
            const bool computing = current >= 0 && s.sliceOwner == current;
            for (int step = 1; step < slotCount; ++step) {
                const int k = rotation[size_t((s.turnSlot + step) % slotCount)];
                if (k < 0 || k == current || !hasWork(k))
                    continue;
                const double wait = left + (step - 1) * slice;
                const QString ms = localeNumber(wait, wait < 10 ? 1 : 0);
                if (computing)
                    return waitsWhileHeld(k, wait, current, true);
                if (current >= 0)
                    return kitchen ? tr("%1 waits %2 ms for its slot: the burners stay cold through %3's slot, "
                                        "kept though it has no orders.").arg(capitalName(k), ms, name(current))
                                   : tr("%1 waits %2 ms for its turn: the GPU idles through %3's turn, kept though "
                                        "it has no work (equal share).").arg(capitalName(k), ms, name(current));
                return kitchen ? tr("%1 waits %2 ms for its slot: the burners stay cold through an empty slot of "
                                    "the timetable.").arg(capitalName(k), ms)
                               : tr("%1 waits %2 ms for its turn: the GPU idles through an empty slot (fixed share "
                                    "keeps a slot for every VM the profile allows).").arg(capitalName(k), ms);
            }
            if (computing) // nobody else has work, yet every slot comes round
                return kitchen ? tr("%1 cooks in its slot; no other stall has orders, but each keeps its slot: "
                                    "%1 waits %2 ms between its slots.")
                                     .arg(capitalName(current), localeNumber((slotCount - 1) * slice, 1))
                               : tr("%1 computes in its turn; no other VM has work, but each keeps its turn: "
                                    "%1 waits %2 ms between its turns.")
                                     .arg(capitalName(current), localeNumber((slotCount - 1) * slice, 1));
            if (current >= 0)
                return kitchen ? tr("It is %1's slot, but it has no orders: the burners stay cold until the slot ends.")
                                     .arg(name(current))
                               : tr("It is %1's turn, but it has no work: the GPU idles until the turn ends "
                                    "(equal share keeps it).").arg(name(current));
            return kitchen ? tr("An empty slot of the timetable: the burners stay cold until it ends.")
                           : tr("An empty slot of the rotation: the GPU idles until it ends (fixed share keeps a "
                                "slot for every VM the profile allows).");
        }
        if (s.sliceOwner >= 0) {
            // The next tenant with work after the owner, in turn order, and how long it waits.
            for (int step = 1; step < n; ++step) {
                const int k = (s.sliceOwner + step) % n;
                if (!hasWork(k))
                    continue;
                int ahead = 0;
                for (int j = 1; j < step; ++j)
                    if (hasWork((s.sliceOwner + j) % n))
                        ++ahead;
                return waitsWhileHeld(k, left + ahead * slice, s.sliceOwner, false);
            }
            return alone(s.sliceOwner);
        }
        bool anyWork = false;
        for (int k = 0; k < n; ++k)
            anyWork = anyWork || hasWork(k);
        if (!anyWork) // work came and went since the last sentence; right now nobody's turn runs
            return stall ? tr("The burners are cold: no stall has orders right now.")
                 : kitchen ? tr("Nobody is at the stove: no team has orders right now.")
                           : (vms ? tr("Nobody holds the GPU: no VM has work right now.")
                                  : tr("Nobody holds the GPU: no context has work right now."));
    }

    // Not quiet from here on: a cell is lit, work waits, or work came and went since the last sentence.
    // An LLM held back by its KV cache is the point to make; then its tokens' latency.
    const QString llmPressure = llmPressureSentence(s);
    if (!llmPressure.isEmpty())
        return llmPressure;
    const QString llmLatency = llmLatencySentence(s);
    int longest = -1;
    for (int k = 0; k < n; ++k) {
        if (s.tenants[size_t(k)].queued > 0 && (longest < 0 || s.tenants[size_t(k)].queued > s.tenants[size_t(longest)].queued))
            longest = k;
    }
    // An LLM's queue is its batch waiting at iteration boundaries: its TTFT says more.
    if (longest >= 0 && m_scenario.tenants.size() > size_t(longest) && m_scenario.tenants[size_t(longest)].llm
        && !llmLatency.isEmpty())
        longest = -1;

    double congestion = 1;
    for (const TenantView &v : s.tenants)
        congestion = std::max(congestion, v.congestion);

    // A tenant the plan does not place: never "every tenant runs" while its requests go unserved.
    int unplaced = -1;
    for (int k = 0; k < n && unplaced < 0; ++k)
        if (s.tenants[size_t(k)].state == TenantState::NotServed)
            unplaced = k;
    const QString notPlaced = unplaced < 0 ? QString()
        : kitchen ? tr("%1 has no place in this kitchen: none of its orders is cooked.").arg(capitalName(unplaced))
                  : tr("%1 is not placed: the plan gives it no GPU, so none of its requests is served.")
                        .arg(capitalName(unplaced));

    switch (m_plan.mode) {
    case Mode::Mig:
        if (longest >= 0)
            return kitchen ? tr("%1 has %2 orders waiting in its own room; the walls keep the other teams unaffected.")
                                 .arg(capitalName(longest)).arg(s.tenants[size_t(longest)].queued)
                           : tr("%1 has %2 requests queued inside its own MIG instance; the other instances are unaffected.")
                                 .arg(capitalName(longest)).arg(s.tenants[size_t(longest)].queued);
        if (unplaced >= 0)
            return notPlaced;
        if (!llmLatency.isEmpty())
            return llmLatency;
        return kitchen ? tr("Every team cooks in its own room with its own burners and pantry.")
                       : tr("Every tenant runs in its own MIG instance with its own SMs and memory.");
    case Mode::Mps: {
        // A client with short requests is idle at most instants although it ran a hundred
        // kernels since the last sentence: count the clients active since then.
        int running = 0;
        for (int k = 0; k < n; ++k)
            if (hasWork(k) || (size_t(k) < m_activeSinceLastSentence.size() && m_activeSinceLastSentence[size_t(k)]))
                ++running;
        if (CanvasModel::congestionWorthSaying(congestion)) { // the picture's threshold: its badge shows then
            // The count may be 1: one bandwidth-hungry client saturates DRAM on its own.
            return kitchen ? tr("The pass is crowded (teams cooking: %1): every dish takes %2× as long.")
                                 .arg(running).arg(localeNumber(congestion, 1))
                           : tr("DRAM bandwidth is saturated (clients running: %1): every kernel takes %2× as long.")
                                 .arg(running).arg(localeNumber(congestion, 1));
        }
        if (longest >= 0)
            return kitchen ? tr("%1 has %2 orders waiting at the shared stove.").arg(capitalName(longest)).arg(s.tenants[size_t(longest)].queued)
                           : tr("%1 has %2 requests queued in the shared MPS pool.").arg(capitalName(longest)).arg(s.tenants[size_t(longest)].queued);
        if (unplaced >= 0)
            return notPlaced;
        if (!llmLatency.isEmpty())
            return llmLatency;
        return kitchen ? tr("Teams cooking side by side at the open stove: %1.").arg(running)
                       : tr("Clients running side by side in one MPS pool: %1.").arg(running);
    }
    case Mode::Exclusive:
        if (unplaced >= 0)
            return notPlaced;
        if (!llmLatency.isEmpty())
            return llmLatency;
        return kitchen ? tr("Every team has its own kitchen: nobody waits for anyone else.")
                       : tr("Every tenant has a whole GPU: nobody waits for anyone else.");
    case Mode::Vgpu:
    case Mode::Timeslice:
    case Mode::Quota:
        break;
    }
    if (longest >= 0)
        return kitchen ? tr("%1 has %2 orders waiting.").arg(capitalName(longest)).arg(s.tenants[size_t(longest)].queued)
                       : tr("%1 has %2 requests queued.").arg(capitalName(longest)).arg(s.tenants[size_t(longest)].queued);
    if (unplaced >= 0)
        return notPlaced;
    if (!llmLatency.isEmpty())
        return llmLatency;
    return kitchen ? tr("The kitchen is busy.") : tr("The GPU is busy.");
}

NarratorLabel::NarratorLabel(QWidget *parent)
    : QLabel(parent)
{
    setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    fitFont();
}

int NarratorLabel::pixelSizeFor(int width, int basePx)
{
    const int least = int(std::lround(basePx * 1.5));
    return std::clamp(int(std::lround(width / 55.0)), least, basePx * 3);
}

void NarratorLabel::fitFont()
{
    if (m_basePx <= 0) {
        const QFont base = parentWidget() ? parentWidget()->font() : QFont();
        m_basePx = std::max(QFontInfo(base).pixelSize(), 9);
    }
    QFont f = font();
    const int px = std::max(pixelSizeFor(width(), m_basePx), m_minPx);
    if (f.pixelSize() != px) {
        f.setPixelSize(px);
        setFont(f);
    }
    const int h = QFontMetrics(f).lineSpacing() * 2 + 14;
    if (height() != h || minimumHeight() != h)
        setFixedHeight(h);
}

void NarratorLabel::setMinimumPixelSize(int px)
{
    m_minPx = std::max(0, px);
    fitFont();
}

void NarratorLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    fitFont();
}

void NarratorLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::ApplicationFontChange) {
        m_basePx = 0;
        fitFont();
    }
}

} // namespace gpuk

