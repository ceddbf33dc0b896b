#include "simcontroller.h" // own header by plain name: lupdate then knows the class is gpuk::SimController

#include "io/messages.h"
#include "sharing/validate.h"
#include "ui/text/modeui.h"

#include <QTimer>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuk {

namespace {

const Snapshot &emptySnapshot()
{
    static const Snapshot s;
    return s;
}

} // namespace

SimController::SimController(QObject *parent)
    : QObject(parent)
    , m_speedIndex(defaultSpeedIndex())
{
    setObjectName(QStringLiteral("simController"));
    m_timer = new QTimer(this);
    m_timer->setTimerType(Qt::PreciseTimer);
    m_timer->setInterval(frameIntervalMs());
    connect(m_timer, &QTimer::timeout, this, &SimController::onTimer);
    m_reason = tr("No scenario loaded.");
}

SimController::~SimController() = default;

const std::vector<double> &SimController::speedLadder()
{
    static const std::vector<double> ladder = {0.001, 0.01, 0.1, 0.25, 0.5, 1, 2, 5, 10, 25, 100, 1000};
    return ladder;
}

int SimController::defaultSpeedIndex()
{
    const auto &l = speedLadder();
    return int(std::find(l.begin(), l.end(), 1.0) - l.begin());
}

void SimController::reset(const Scenario &scenario, const SharingPlan &plan)
{
    const bool wasPlaying = m_playing;
    m_scenario = scenario;
    m_plan = plan;
    m_engine.reset();
    m_reason.clear();

    Scenario shown = scenario;
    shown.sharing = plan;
    shown.alternatives.clear();
    if (!shown.gpu()) {
        m_reason = tr("The GPU %1 is not in the catalog: nothing to simulate.").arg(QString::fromStdString(scenario.gpuId));
    } else if (scenario.tenants.empty()) {
        m_reason = tr("No tenants yet: add one to start the simulation.");
    } else {
        const Diagnostics diags = validateScenario(shown);
        for (const Diagnostic &d : diags) {
            if (d.severity == Severity::Error) {
                // The message without its field path (sharing.instances[0].profile): the Problems list
                // has the path for the expert; the narrator speaks to the room.
                m_reason = tr("The plan cannot run: %1").arg(diagnosticMessage(d));
                break;
            }
        }
        if (m_reason.isEmpty()) {
            EngineOptions options;
            options.recentEventsCapacity = 256;
            Diagnostics refused;
            m_engine = Engine::create(shown, plan, &refused, options);
            if (!m_engine)
                m_reason = tr("The plan cannot run: %1").arg(refused.empty() ? QString() : diagnosticMessage(refused.front()));
        }
    }
    clearRun();
    if (!m_engine) {
        m_playing = false;
        m_timer->stop();
    } else if (wasPlaying) {
        m_wall.start();
    }
    publish();
    emit stateChanged();
}

double SimController::startSpeed(const SharingPlan &plan)
{
    return isTimeSliced(plan) ? 0.01 : 1.0;
}

void SimController::follow(const Scenario &scenario, const SharingPlan &plan, const DocumentChange &change)
{
    if (m_followedMode != plan.mode) {
        const auto &ladder = speedLadder();
        setSpeedIndex(int(std::find(ladder.begin(), ladder.end(), startSpeed(plan)) - ladder.begin()));
        m_followedMode = plan.mode;
    }
    if (applyLiveEdit(scenario, plan, change)) {
        emit liveEdited();
        return; // a rate, a cap or a slice length: the run goes on with the new value
    }
    emit restarting(scenario);
    reset(scenario, plan);
    emit restarted();
}

void SimController::restart()
{
    emit restarting(m_scenario);
    reset(m_scenario, m_plan);
    emit restarted();
}

// The edits the engine takes without restarting (Engine's live changes): a tenant's arrival rate,
// an MPS client's cap, a software-slicing container's compute share, the time slice of
// time-slicing or time-sliced vGPU; and names (words the
// engine never reads). The change must say it
// is only such an edit, and the running scenario and the edited one must then differ in nothing
// else, and the new values must pass validation; the teacher sees the effect at once.
bool SimController::applyLiveEdit(const Scenario &scenario, const SharingPlan &plan, const DocumentChange &change)
{
    if (!m_engine || !change.isLiveEditable() || m_scenario.tenants.size() != scenario.tenants.size()
        || m_plan.mode != plan.mode)
        return false;
    Scenario running = m_scenario;
    running.sharing = m_plan;
    running.alternatives.clear();
    Scenario edited = scenario;
    edited.sharing = plan;
    edited.alternatives.clear();

    std::vector<std::pair<int, double>> rates;
    std::vector<std::pair<int, std::optional<double>>> caps;
    std::optional<double> slice;
    if (change.has(DocumentChange::TenantRate)) {
        for (size_t i = 0; i < edited.tenants.size(); ++i) {
            Arrival &e = edited.tenants[i].arrival;
            const Arrival &r = running.tenants[i].arrival;
            if (e.ratePerS != r.ratePerS && e.process == r.process && e.process != ArrivalProcess::Backlog) {
                rates.emplace_back(int(i), e.ratePerS);
                e.ratePerS = r.ratePerS;
            }
        }
    }
    if (change.has(DocumentChange::MpsCap) && modeTraits(plan.mode).editableCaps
        && edited.sharing.mps.clients.size() == running.sharing.mps.clients.size()) {
        for (size_t c = 0; c < edited.sharing.mps.clients.size(); ++c) {
            MpsClient &e = edited.sharing.mps.clients[c];
            const MpsClient &r = running.sharing.mps.clients[c];
            if (e.tenant == r.tenant && e.activeThreadPercentage != r.activeThreadPercentage) {
                const Tenant *t = edited.findTenant(e.tenant);
                if (!t)
                    return false;
                caps.emplace_back(int(t - edited.tenants.data()), e.activeThreadPercentage);
                e.activeThreadPercentage = r.activeThreadPercentage;
            }
        }
    }
    std::vector<std::pair<int, double>> shares;
    if (change.has(DocumentChange::QuotaShare) && plan.mode == Mode::Quota
        && edited.sharing.quota.containers.size() == running.sharing.quota.containers.size()) {
        for (size_t c = 0; c < edited.sharing.quota.containers.size(); ++c) {
            QuotaContainer &e = edited.sharing.quota.containers[c];
            const QuotaContainer &r = running.sharing.quota.containers[c];
            if (e.tenant == r.tenant && e.corePercent != r.corePercent) {
                const Tenant *t = edited.findTenant(e.tenant);
                if (!t)
                    return false;
                shares.emplace_back(int(t - edited.tenants.data()), e.corePercent);
                e.corePercent = r.corePercent;
            }
        }
    }
    if (change.has(DocumentChange::TimeSlice)) {
        if (plan.mode == Mode::Timeslice && edited.sharing.timeslice.timeSliceMs != running.sharing.timeslice.timeSliceMs) {
            slice = edited.sharing.timeslice.timeSliceMs;
            edited.sharing.timeslice.timeSliceMs = running.sharing.timeslice.timeSliceMs;
        }
        if (isTimeSliced(plan) && plan.mode == Mode::Vgpu && edited.sharing.vgpu.timeSliceMs
            && running.sharing.vgpu.timeSliceMs && edited.sharing.vgpu.timeSliceMs != running.sharing.vgpu.timeSliceMs) {
            slice = *edited.sharing.vgpu.timeSliceMs;
            edited.sharing.vgpu.timeSliceMs = running.sharing.vgpu.timeSliceMs;
        }
    }
    bool renamed = false;
    if (change.has(DocumentChange::Texts)) {
        // Words the engine never reads: the running scenario takes them, the run goes on.
        auto take = [&renamed](std::string &running, const std::string &edited) {
            if (running != edited) {
                running = edited;
                renamed = true;
            }
        };
        take(running.name, edited.name);
        take(running.description, edited.description);
        for (size_t i = 0; i < edited.tenants.size(); ++i)
            take(running.tenants[i].name, edited.tenants[i].name);
    }
    if (rates.empty() && caps.empty() && shares.empty() && !slice && !renamed)
        return false;
    if (edited != running)
        return false; // something else changed too
    if (!rates.empty() || !caps.empty() || !shares.empty() || slice) {
        // The new values must pass what a restart checks (the event, waiting-request and slice
        // budgets among them): one the validator refuses takes the restart path, which stops the
        // run and says why, instead of running on past the budgets.
        Scenario next = scenario;
        next.sharing = plan;
        next.alternatives.clear();
        const Diagnostics diags = validateScenario(next);
        if (std::any_of(diags.begin(), diags.end(), [](const Diagnostic &d) { return d.severity == Severity::Error; }))
            return false;
    }
    for (const auto &[t, rate] : rates)
        setArrivalRate(t, rate);
    for (const auto &[t, cap] : caps)
        setMpsCap(t, cap);
    for (const auto &[t, share] : shares)
        if (m_engine)
            m_engine->setQuotaShare(t, share);
    if (slice)
        setTimeSliceMs(*slice);
    m_scenario = scenario; // what runs now: a rewind starts again from it
    m_plan = plan;
    return true;
}

void SimController::clearRun()
{
    m_history.clear();
    m_historyIndex = -1;
    m_nextHistoryS = 0;
    m_lastEventTime = -1;
    m_eventsAtLastTime = 0;
    m_lastSeriesTime = -1;
    m_live = m_engine ? m_engine->snapshot() : Snapshot();
    if (m_engine)
        recordHistory();
    resetTickStats();
}

void SimController::resetTickStats()
{
    m_worstTickMs = 0;
    m_lagS = 0;
}

bool SimController::isFinished() const
{
    return m_engine && m_engine->finished();
}

double SimController::simTime() const
{
    return m_engine ? m_engine->now() : 0;
}

double SimController::durationS() const
{
    return m_engine ? m_engine->durationS() : 0;
}

std::uint64_t SimController::eventsProcessed() const
{
    return m_engine ? m_engine->eventsProcessed() : 0;
}

const Snapshot &SimController::snapshot() const
{
    if (m_historyIndex >= 0 && m_historyIndex < int(m_history.size()))
        return m_history[std::size_t(m_historyIndex)];
    return m_engine ? m_live : emptySnapshot();
}

void SimController::setSpeedIndex(int index)
{
    const int clamped = std::clamp(index, 0, int(speedLadder().size()) - 1);
    if (clamped == m_speedIndex)
        return;
    m_speedIndex = clamped;
    emit stateChanged();
}

bool SimController::canGoFaster() const
{
    return m_speedIndex + 1 < int(speedLadder().size());
}

bool SimController::canGoSlower() const
{
    return m_speedIndex > 0;
}

void SimController::faster()
{
    setSpeedIndex(m_speedIndex + 1);
}

void SimController::slower()
{
    setSpeedIndex(m_speedIndex - 1);
}

void SimController::play()
{
    if (!m_engine || m_playing)
        return;
    if (m_engine->finished())
        return; // the run is over: reset first
    if (!isLive())
        goLive();
    m_playing = true;
    m_wall.start();
    m_timer->start();
    emit stateChanged();
}

void SimController::pause()
{
    if (!m_playing)
        return;
    m_playing = false;
    m_timer->stop();
    emit stateChanged();
}

void SimController::togglePlay()
{
    if (m_playing)
        pause();
    else if (m_engine && m_engine->finished()) {
        rewind(); // the play key at the end of the run plays it again
        play();
    } else {
        play();
    }
}

void SimController::stepEvent()
{
    if (!m_engine || m_engine->finished())
        return;
    pause();
    if (!isLive())
        goLive();
    m_engine->step();
    recordHistory();
    publish();
    emit stateChanged();
}

void SimController::stepSlice()
{
    if (!m_engine || m_engine->finished())
        return;
    pause();
    if (!isLive())
        goLive();
    m_engine->stepSlice();
    recordHistory();
    publish();
    emit stateChanged();
}

void SimController::rewind()
{
    if (m_scenario.tenants.empty() && !m_engine)
        return;
    const bool wasPlaying = m_playing;
    pause();
    restart(); // a new run: the views drop the old one's curves and sentences
    if (wasPlaying)
        play();
}

void SimController::onTimer()
{
    // Wall time since the last tick, capped: after a stall (a modal dialog, a debugger) the
    // simulation does not try to catch up at once.
    const double elapsed = std::min(0.25, m_wall.nsecsElapsed() / 1e9);
    m_wall.restart();
    tick(elapsed);
}

void SimController::tick(double wallElapsedS)
{
    if (!m_engine || m_engine->finished() || wallElapsedS <= 0)
        return;
    QElapsedTimer work;
    work.start();
    const double target = std::min(m_engine->durationS(), m_engine->now() + wallElapsedS * speed());
    advanceTo(target, tickBudgetMs());
    publish();
    m_worstTickMs = std::max(m_worstTickMs, work.nsecsElapsed() / 1e6);
    if (m_engine->finished()) {
        pause();
        emit stateChanged();
    }
}

double SimController::tickTo(double targetS, double budgetMs)
{
    if (!m_engine)
        return targetS;
    if (m_engine->now() < targetS && !m_engine->finished()) {
        QElapsedTimer work;
        work.start();
        advanceTo(std::min(m_engine->durationS(), targetS), budgetMs);
        publish();
        m_worstTickMs = std::max(m_worstTickMs, work.nsecsElapsed() / 1e6);
        if (m_engine->finished())
            emit stateChanged();
    }
    return m_engine->finished() ? targetS : m_engine->now();
}

void SimController::advanceTo(double target, double budgetMs)
{
    // Advance in pieces that end on the history grid, so history gets one snapshot per interval;
    // the engine keeps to what is left of the work budget inside each piece too.
    QElapsedTimer work;
    work.start();
    while (m_engine->now() < target) {
        const double next = std::min(target, std::max(m_nextHistoryS, m_engine->now() + 1e-9));
        const double left = std::max(0.0, budgetMs - work.nsecsElapsed() / 1e6);
        const bool reached = m_engine->advanceTo(next, std::numeric_limits<std::uint64_t>::max(), left);
        recordHistory();
        if (m_engine->now() < target && (!reached || work.nsecsElapsed() / 1e6 > budgetMs)) {
            m_lagS += target - m_engine->now(); // lag, don't freeze: the rest is dropped
            break;
        }
    }
}

void SimController::recordHistory()
{
    if (!m_engine)
        return;
    const double now = m_engine->now();
    if (now + 1e-12 < m_nextHistoryS && !m_history.empty())
        return;
    Snapshot s = m_engine->snapshot();
    s.recentEvents.clear(); // the narrator needs them live only; history stays small
    m_history.push_back(std::move(s));
    while (int(m_history.size()) > historyCapacity())
        m_history.pop_front();
    m_nextHistoryS = (std::floor(now / historyIntervalS() + 1e-9) + 1) * historyIntervalS();
}

void SimController::publish()
{
    if (!m_engine) {
        m_live = Snapshot();
        emit snapshotChanged(snapshot());
        emit seriesChanged();
        return;
    }
    m_live = m_engine->snapshot();

    // Events not delivered yet: newer than the last delivered one (ties counted).
    std::vector<EngineEvent> fresh;
    int atLast = 0;
    for (const EngineEvent &e : m_live.recentEvents) {
        if (e.timeS < m_lastEventTime)
            continue;
        if (e.timeS == m_lastEventTime) {
            if (++atLast <= m_eventsAtLastTime)
                continue;
        }
        fresh.push_back(e);
    }
    if (!fresh.empty()) {
        const double newest = fresh.back().timeS;
        int count = 0;
        for (const EngineEvent &e : m_live.recentEvents)
            if (e.timeS == newest)
                ++count;
        m_lastEventTime = newest;
        m_eventsAtLastTime = count;
    }

    if (isLive())
        emit snapshotChanged(m_live);
    if (!fresh.empty())
        emit eventsOccurred(fresh);
    const std::vector<SeriesPoint> &series = m_engine->series();
    const double lastSeries = series.empty() ? -1 : series.back().timeS;
    if (lastSeries != m_lastSeriesTime) {
        m_lastSeriesTime = lastSeries;
        emit seriesChanged();
    }
}

void SimController::showHistory(int index)
{
    if (m_history.empty())
        return;
    pause();
    const int clamped = std::clamp(index, 0, int(m_history.size()) - 1);
    // The newest recorded snapshot is "live" only if nothing moved since; keep it explicit.
    m_historyIndex = clamped;
    emit snapshotChanged(snapshot());
    emit stateChanged();
}

void SimController::goLive()
{
    if (m_historyIndex < 0)
        return;
    m_historyIndex = -1;
    emit snapshotChanged(snapshot());
    emit stateChanged();
}

void SimController::setArrivalRate(int tenant, double ratePerS)
{
    if (m_engine)
        m_engine->setArrivalRate(tenant, ratePerS);
}

void SimController::setMpsCap(int tenant, std::optional<double> activeThreadPercentage)
{
    if (m_engine)
        m_engine->setMpsCap(tenant, activeThreadPercentage);
}

void SimController::setTimeSliceMs(double ms)
{
    if (m_engine)
        m_engine->setTimeSliceMs(ms);
}

void SimController::injectFault(int tenant)
{
    if (!m_engine || m_engine->finished())
        return;
    m_engine->injectFault(tenant);
    if (!isLive())
        m_historyIndex = -1;
    publish();
    emit stateChanged();
}

} // namespace gpuk
