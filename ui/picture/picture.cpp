#include "picture.h" // own header by plain name: lupdate then knows the class is gpuk::Picture

#include "ui/document/simcontroller.h"

#include <QTimer>

#include <algorithm>
#include <utility>

namespace gpuk {

Picture::Picture(QObject *parent)
    : QObject(parent)
{
    setObjectName(QStringLiteral("picture"));
    m_flashTimer = new QTimer(this);
    m_flashTimer->setInterval(33); // the flash pulses: about 30 frames a second while it lasts
    connect(m_flashTimer, &QTimer::timeout, this, [this] {
        if (!faultFlashActive()) {
            m_flashTimer->stop();
            m_model.clearFault();
        }
        emit faultFlashChanged();
        emit changed();
    });
}

Picture::~Picture() = default;

SimController *Picture::runner() const
{
    return m_runner;
}

void Picture::follow(SimController *runner, bool followScene)
{
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_runner = runner;
    if (!runner)
        return;
    m_connections << connect(runner, &SimController::snapshotChanged, this, [this](const Snapshot &s) {
        if (m_runner && m_runner->isAvailable())
            setSnapshot(s);
    });
    m_connections << connect(runner, &SimController::eventsOccurred, this, &Picture::noteEvents);
    m_connections << connect(runner, &SimController::restarted, this, [this, followScene] {
        if (followScene)
            setScene(m_runner->scenario(), m_runner->plan());
        if (!m_runner->isAvailable())
            clearSnapshot(); // a plan that cannot run shows no live numbers
    });
    if (followScene) // a rate, a cap, a slice or a name changed in the running engine
        m_connections << connect(runner, &SimController::liveEdited, this,
                                 [this] { setScene(m_runner->scenario(), m_runner->plan()); });
    if (followScene)
        setScene(runner->scenario(), runner->plan());
    if (runner->isAvailable())
        setSnapshot(runner->snapshot());
}

std::optional<Picture::ContainerGauge> Picture::containerGauge(int index) const
{
    const GpuModel *gpu = m_scenario.gpu();
    if (!m_hasScene || !gpu || gpu->sms <= 0 || index < 0 || size_t(index) >= m_scenario.tenants.size())
        return std::nullopt;
    const SimController *run = m_runner;
    if (!run || !run->isAvailable() || run->scenario().tenants.size() != m_scenario.tenants.size()
        || !(run->plan() == m_plan))
        return std::nullopt;
    ContainerGauge g;
    const Snapshot &snap = run->snapshot();
    const size_t k = size_t(index);
    if (k < snap.tenants.size())
        g.memoryUsedGb = snap.tenants[k].memoryUsedGb;
    if (run->isLive() && run->engine()) {
        const RunResults r = run->engine()->results();
        g.wholeRunSoFar = true;
        g.gpuUtil = r.gpuStats.smActive;
        if (k < r.tenants.size())
            g.ownSmShare = r.tenants[k].meanSm / gpu->sms;
    } else {
        g.gpuUtil = std::any_of(snap.smState.begin(), snap.smState.end(), [](SmState st) { return st == SmState::Busy; })
                ? 1.0 : 0.0;
        if (k < snap.tenants.size())
            g.ownSmShare = snap.tenants[k].smsHeld / gpu->sms;
    }
    return g;
}

void Picture::setScene(const Scenario &scenario, const SharingPlan &plan)
{
    m_scenario = scenario;
    m_plan = plan;
    m_hasScene = true;
    m_model.clearFault(); // a new scene: an older blast is not about it
    rebuildModel();
}

void Picture::clearScene()
{
    m_scenario = Scenario();
    m_plan = SharingPlan();
    m_hasScene = false;
    m_model.clearFault();
    rebuildModel();
}

void Picture::setSkin(Skin skin)
{
    if (m_skin == skin)
        return;
    m_skin = skin;
    rebuildModel();
}

void Picture::retranslate()
{
    rebuildModel();
}

void Picture::rebuildModel()
{
    const std::vector<int> fault = m_model.faultTenants(); // a skin or language change keeps the flash
    m_model = m_hasScene ? CanvasModel::build(m_scenario, m_plan, m_skin) : CanvasModel();
    m_model.setSnapshot(m_hasSnapshot ? &m_snapshot : nullptr);
    m_model.setFault(fault);
    emit sceneChanged();
    emit changed();
}

void Picture::setSnapshot(const Snapshot &snapshot)
{
    m_snapshot = snapshot;
    m_snapshot.recentEvents.clear(); // not drawn; keeps the copy small
    m_hasSnapshot = true;
    m_model.setSnapshot(&m_snapshot);
    emit liveChanged();
    emit changed();
}

void Picture::clearSnapshot()
{
    if (!m_hasSnapshot)
        return;
    m_snapshot = Snapshot();
    m_hasSnapshot = false;
    m_model.setSnapshot(nullptr);
    m_model.clearFault();
    emit liveChanged();
    emit changed();
}

void Picture::noteEvents(const std::vector<EngineEvent> &events)
{
    if (!m_model.noteFault(events))
        return;
    m_flashClock.start();
    m_flashTimer->start();
    emit faultFlashChanged();
    emit changed();
}

bool Picture::faultFlashActive() const
{
    return !m_model.faultTenants().empty() && m_flashClock.isValid() && m_flashClock.elapsed() < faultFlashMs();
}

double Picture::faultFlashAge() const
{
    return m_flashClock.isValid() ? std::min(1.0, m_flashClock.elapsed() / double(faultFlashMs())) : 1.0;
}

void Picture::setResults(const RunResults &results)
{
    m_results = results;
}

bool Picture::hasOutcomes() const
{
    if (m_runner)
        return m_runner->isLive() && m_runner->engine();
    return m_results.has_value();
}

std::vector<CanvasModel::TenantSlo> Picture::sloStates() const
{
    // Replay shows a recorded time: the run's totals are not about it, so no SLO state then.
    if (m_runner) {
        const Engine *engine = m_runner->isLive() ? m_runner->engine() : nullptr;
        return engine ? m_model.sloStates(engine->results()) : std::vector<CanvasModel::TenantSlo>();
    }
    return m_results ? m_model.sloStates(*m_results) : std::vector<CanvasModel::TenantSlo>();
}

QStringList Picture::sloStatusParts(bool compact) const
{
    return m_model.sloStatusParts(sloStates(), compact);
}

} // namespace gpuk
