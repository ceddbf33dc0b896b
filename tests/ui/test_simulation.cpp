// The live simulation: SimController (play, step, slice, speed, history, live changes), its
// time controls, the canvas's live layer, the charts and the narrator.

#include "catch_qt.h"
#include "languageguard.h"
#include "support/testsupport.h"
#include "testwindows.h"

#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"
#include "ui/panels/chartpanel.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"
#include "ui/picture/canvasmodel.h"
#include "ui/picture/picture.h"
#include "ui/document/dropplanner.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/mainwindow.h"
#include "ui/panels/narrator.h"
#include "ui/document/simcontroller.h"
#include "ui/panels/timecontrols.h"

#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QUndoStack>
#include <QFontInfo>
#include <QFontMetrics>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QTest>
#include <QApplication>
#include <QCoreApplication>
#include <QDateTime>
#include <QLabel>
#include <QEventLoop>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QRegularExpression>
#include <QSlider>
#include <QTimer>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <map>

using namespace gpuk;
using namespace gpuk::test;

namespace {

Scenario demo()
{
    return MainWindow::demoScenario();
}

SharingPlan planFor(const Scenario &s, Mode mode)
{
    SharingPlan p = planForMode(s, mode);
    p.mode = mode;
    return p;
}

struct ShownWindow
{
    MainWindow window;
    explicit ShownWindow(std::optional<Mode> mode = std::nullopt)
    {
        window.setScenario(demo());
        if (mode)
            window.setMode(*mode);
        window.resize(1600, 1000);
        window.show();
        settle();
    }
};

// Busy SMs per tenant in an SM -> tenant vector.
template<typename V>
std::map<int, int> busyPerTenant(const V &owners)
{
    std::map<int, int> m;
    for (auto k : owners)
        if (k >= 0)
            ++m[int(k)];
    return m;
}

} // namespace

TEST_CASE("playing advances simulated time by wall time times speed", "[simulation]")
{
    SimController sim;
    const Scenario s = demo();
    sim.reset(s, s.sharing);
    REQUIRE(sim.isAvailable());
    CHECK(sim.simTime() == 0);
    CHECK(sim.speed() == 1);

    sim.play();
    CHECK(sim.isPlaying());
    sim.tick(0.05);
    CHECK(sim.simTime() == Approx(0.05));
    sim.setSpeedIndex(int(std::find(SimController::speedLadder().begin(), SimController::speedLadder().end(), 10.0)
                          - SimController::speedLadder().begin()));
    REQUIRE(sim.speed() == 10);
    sim.tick(0.05);
    CHECK(sim.simTime() == Approx(0.55));

    // And the real timer moves it too.
    const double before = sim.simTime();
    int snapshots = 0;
    QObject::connect(&sim, &SimController::snapshotChanged, [&snapshots] { ++snapshots; });
    const qint64 until = QDateTime::currentMSecsSinceEpoch() + 300;
    while (QDateTime::currentMSecsSinceEpoch() < until)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    CHECK(sim.simTime() > before);
    CHECK(snapshots > 0);
    sim.pause();
    CHECK_FALSE(sim.isPlaying());
    const double paused = sim.simTime();
    const qint64 later = QDateTime::currentMSecsSinceEpoch() + 100;
    while (QDateTime::currentMSecsSinceEpoch() < later)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    CHECK(sim.simTime() == paused);
}

TEST_CASE("stepping one event advances the engine by exactly one event", "[simulation]")
{
    SimController sim;
    const Scenario s = demo();
    sim.reset(s, s.sharing);
    REQUIRE(sim.isAvailable());
    int snapshots = 0;
    QObject::connect(&sim, &SimController::snapshotChanged, [&snapshots] { ++snapshots; });
    for (int i = 0; i < 25; ++i) {
        const std::uint64_t before = sim.eventsProcessed();
        sim.stepEvent();
        CHECK(sim.eventsProcessed() == before + 1);
    }
    CHECK(snapshots == 25);
    CHECK(sim.snapshot().timeS == sim.simTime());
    CHECK_FALSE(sim.isPlaying());
}

TEST_CASE("stepping one slice lands on a slice boundary in time-slicing mode", "[simulation]")
{
    SimController sim;
    const Scenario s = demo();
    const SharingPlan plan = planFor(s, Mode::Timeslice);
    sim.reset(s, plan);
    REQUIRE(sim.isAvailable());
    sim.tick(0); // nothing
    sim.play();
    sim.tick(0.02); // some work queued
    sim.pause();
    int landed = 0;
    for (int i = 0; i < 12; ++i) {
        const double before = sim.simTime();
        sim.stepSlice();
        const Snapshot &snap = sim.snapshot();
        INFO("step " << i << " t = " << snap.timeS << " progress " << snap.sliceProgress);
        CHECK(snap.timeS > before);
        // At a boundary: a new slice just started, or the context switch gap began.
        const bool boundary = snap.switching || snap.sliceProgress < 1e-6 || snap.sliceProgress > 1 - 1e-6;
        CHECK(boundary);
        if (boundary)
            ++landed;
        // Never more than one slice (plus the switch gap) per step.
        CHECK(snap.timeS - before <= plan.timeslice.timeSliceMs / 1000.0 + 1e-3);
    }
    CHECK(landed == 12);
}

TEST_CASE("the canvas draws exactly the engine's snapshot in every live mode", "[simulation][canvas]")
{
    for (Mode mode : {Mode::Mig, Mode::Mps, Mode::Timeslice, Mode::Vgpu}) {
        ShownWindow shown(mode);
        MainWindow &w = shown.window;
        SimController *sim = w.simController();
        REQUIRE(sim);
        INFO("mode " << modeName(mode));
        REQUIRE(sim->isAvailable());
        sim->setSpeedIndex(SimController::defaultSpeedIndex());
        sim->play();
        for (int i = 0; i < 10; ++i)
            sim->tick(0.03);
        sim->pause();
        settle();
        GpuCanvas *canvas = w.canvas();
        REQUIRE(canvas->hasSnapshot());
        CHECK_FALSE(canvas->grab().isNull()); // painted from the model below
        // The engine's own snapshot against what the picture model hands the painters (the
        // cells, queue figures, memory and turn that are drawn), not against the canvas's copy.
        const Snapshot engine = sim->engine()->snapshot();
        const CanvasModel &model = canvas->model();
        REQUIRE(model.hasSnapshot());
        const CanvasModel::Live &drawn = model.live();
        CHECK(drawn.timeS == engine.timeS);
        CHECK(drawn.sliceOwner == engine.sliceOwner);
        CHECK(drawn.switching == engine.switching);
        REQUIRE(drawn.tenants.size() == engine.tenants.size());
        for (size_t k = 0; k < engine.tenants.size(); ++k) {
            CHECK(drawn.tenants[k].queued == engine.tenants[k].queued);
            CHECK(drawn.tenants[k].inFlight == engine.tenants[k].inFlight);
            CHECK(drawn.tenants[k].memoryUsedGb == engine.tenants[k].memoryUsedGb);
        }
        // What is painted on the cells: one cell per drawn SM, and the same busy SMs per tenant
        // as the engine reports.
        const QList<int> cells = canvas->drawnSmTenants();
        CHECK(cells == drawn.cells);
        CHECK(cells.size() == canvas->gpuLayout().sms().size());
        CHECK(busyPerTenant(cells) == busyPerTenant(engine.smTenant));
        // A time-sliced picture shows the engine's slice owner on the running turn.
        if (model.timeSliced() && engine.sliceOwner >= 0 && drawn.currentTurn >= 0)
            CHECK(model.turns().rotation[size_t(drawn.currentTurn)] == engine.sliceOwner);
    }
}

TEST_CASE("scrubbing back shows an older snapshot and going live resumes", "[simulation]")
{
    ShownWindow shown;
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    sim->play();
    for (int i = 0; i < 30; ++i)
        sim->tick(0.05); // 1.5 s simulated: 15 history entries
    const double liveTime = sim->simTime();
    CHECK(sim->historySize() >= 15);
    CHECK(sim->historySize() <= SimController::historyCapacity());

    sim->showHistory(3);
    settle();
    CHECK_FALSE(sim->isPlaying());
    CHECK_FALSE(sim->isLive());
    CHECK(sim->snapshot().timeS == Approx(0.3).margin(1e-6));
    CHECK(w.canvas()->snapshot().timeS == sim->snapshot().timeS);
    CHECK(sim->simTime() == liveTime); // the engine did not move back
    auto *slider = w.findChild<QSlider *>(QStringLiteral("historySlider"));
    REQUIRE(slider);
    CHECK(slider->value() == 3);
    CHECK(w.timeControls()->clockText().contains(QStringLiteral("0.300")));

    sim->goLive();
    CHECK(sim->isLive());
    CHECK(w.canvas()->snapshot().timeS == liveTime);
    sim->showHistory(0);
    sim->play(); // playing from a replay goes live first
    CHECK(sim->isLive());
    sim->tick(0.05);
    CHECK(sim->simTime() > liveTime);
    CHECK(w.canvas()->snapshot().timeS == sim->simTime());
}

TEST_CASE("the speed ladder runs from 1/1000x to 1000x and clamps at both ends", "[simulation]")
{
    SimController sim;
    const auto &ladder = SimController::speedLadder();
    CHECK(ladder.front() == 0.001);
    CHECK(ladder.back() == 1000);
    CHECK(std::is_sorted(ladder.begin(), ladder.end()));
    CHECK(sim.speed() == 1);
    for (int i = 0; i < 30; ++i)
        sim.slower();
    CHECK(sim.speed() == 0.001);
    CHECK_FALSE(sim.canGoSlower());
    sim.setSpeedIndex(-7);
    CHECK(sim.speed() == 0.001);
    for (int i = 0; i < 30; ++i)
        sim.faster();
    CHECK(sim.speed() == 1000);
    CHECK_FALSE(sim.canGoFaster());
    sim.setSpeedIndex(99);
    CHECK(sim.speed() == 1000);
    CHECK(TimeControls::speedText(0.001) == QStringLiteral("1/1000×"));
    CHECK(TimeControls::speedText(25) == QStringLiteral("25×"));
    CHECK(TimeControls::speedText(1000) == QStringLiteral("1000×"));
    CHECK(TimeControls::speedText(0.25) == QStringLiteral("1/4×"));
}

TEST_CASE("chart series and history stay bounded after a long run", "[simulation][charts]")
{
    MainWindow w;
    Scenario s = demo();
    s.simulation.durationS = 200; // longer than the charts' 60 s window
    w.setScenario(s);
    w.resize(1600, 1000);
    w.show();
    settle();
    SimController *sim = w.simController();
    sim->setSpeedIndex(int(SimController::speedLadder().size()) - 1);
    sim->play();
    for (int i = 0; i < 4000 && !sim->isFinished(); ++i) {
        sim->tick(0.05);
        if (i % 50 == 0)
            settle();
    }
    settle();
    CHECK(sim->isFinished());
    CHECK_FALSE(sim->isPlaying()); // it stops at the end of the run
    CHECK(sim->simTime() == Approx(200));
    ChartPanel *charts = w.chartPanel();
    REQUIRE(charts->tenantCount() == int(s.tenants.size()));
    charts->flush();
    for (int k = 0; k < charts->tenantCount(); ++k)
        for (int c = 0; c < ChartPanel::ChartCount; ++c) {
            if (c == ChartPanel::Tokens)
                continue; // LLM tenants only: "The LLM chart …" below
            CHECK(charts->pointCount(k, ChartPanel::ChartId(c)) > 100);
            CHECK(charts->pointCount(k, ChartPanel::ChartId(c)) <= ChartPanel::capacity());
        }
    CHECK(sim->historySize() <= SimController::historyCapacity());
    CHECK(sim->historySize() > 1000);
    CHECK(w.timeControls()->playAction()->isEnabled()); // finished: it offers to run again
    sim->rewind();
    CHECK(sim->simTime() == 0);
    CHECK(w.timeControls()->playAction()->isEnabled());
}

TEST_CASE("chart axes tick at round values, 1-2-5 steps anchored at 0", "[simulation][charts]")
{
    CHECK(ChartPanel::roundTickStep(13) == 5);     // not 3.25
    CHECK(ChartPanel::roundTickStep(10) == 5);
    CHECK(ChartPanel::roundTickStep(30) == 10);
    CHECK(ChartPanel::roundTickStep(108) == 50);
    CHECK(ChartPanel::roundTickStep(0.7) == Approx(0.2));
    CHECK(ChartPanel::roundTickStep(2400) == 1000);

    ChartPanel charts;
    charts.setScenario(demo());
    Engine *engine = nullptr;
    auto run = Engine::create(demo(), demo().sharing);
    REQUIRE(run);
    engine = run.get();
    engine->advanceTo(13);
    charts.updateFrom(engine->series());
    charts.flush();
    auto isRound = [](double step) {
        const double m = step / std::pow(10.0, std::floor(std::log10(step)));
        return std::abs(m - 1) < 1e-9 || std::abs(m - 2) < 1e-9 || std::abs(m - 5) < 1e-9;
    };
    for (int c : {ChartPanel::SmUse, ChartPanel::Throughput, ChartPanel::Memory}) {
        INFO("chart " << c);
        QChart *chart = charts.chart(ChartPanel::ChartId(c));
        for (QAbstractAxis *a : chart->axes()) {
            auto *axis = qobject_cast<QValueAxis *>(a);
            REQUIRE(axis);
            INFO("range " << axis->min() << " .. " << axis->max() << " step " << axis->tickInterval());
            CHECK(axis->tickType() == QValueAxis::TicksDynamic);
            CHECK(axis->tickAnchor() == 0);
            // Round, except the SM axis of a plot with room for two labels only: 0 and the GPU's SMs.
            CHECK((isRound(axis->tickInterval())
                   || (c == ChartPanel::SmUse && axis->tickInterval() == axis->max() - axis->min())));
            CHECK((axis->max() - axis->min()) / axis->tickInterval() <= 4 + 1e-9);
        }
    }
}

TEST_CASE("an invalid plan disables the time controls and says why", "[simulation]")
{
    ShownWindow shown;
    MainWindow &w = shown.window;
    Scenario s = demo();
    s.sharing = SharingPlan();
    s.sharing.mode = Mode::Mig;
    MigInstancePlan bad;
    bad.profile = "3g.20gb";
    bad.start = 2; // allowed starts are 0 and 4
    bad.tenants = {s.tenants.front().id};
    s.sharing.mig.instances = {bad};
    w.setScenario(s);
    settle();
    SimController *sim = w.simController();
    CHECK_FALSE(sim->isAvailable());
    CHECK_FALSE(sim->unavailableReason().isEmpty());
    TimeControls *tc = w.timeControls();
    for (QAction *a : {tc->playAction(), tc->stepEventAction(), tc->stepSliceAction(), tc->fasterAction(),
                       tc->slowerAction(), tc->resetAction()})
        CHECK_FALSE(a->isEnabled());
    CHECK_FALSE(tc->historySlider()->isEnabled());
    sim->play();
    sim->stepEvent();
    sim->tick(1);
    CHECK_FALSE(sim->isPlaying());
    CHECK_FALSE(w.canvas()->hasSnapshot());
    auto *narrator = w.findChild<QLabel *>(QStringLiteral("narratorLabel"));
    REQUIRE(narrator);
    CHECK(narrator->text() == sim->unavailableReason());
    CHECK(w.liveStatusText().contains(sim->unavailableReason()));

    // A valid plan again: everything comes back.
    w.setMode(Mode::Mps);
    settle();
    CHECK(sim->isAvailable());
    CHECK(tc->playAction()->isEnabled());
    CHECK(w.canvas()->hasSnapshot());
}

TEST_CASE("a fault flashes its blast radius and the narrator tells it in the chosen skin", "[simulation][narrator]")
{
    ShownWindow shown(Mode::Mps);
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    std::vector<EngineEvent> events;
    QObject::connect(sim, &SimController::eventsOccurred, [&events](const std::vector<EngineEvent> &batch) {
        events.insert(events.end(), batch.begin(), batch.end());
    });
    sim->play();
    sim->tick(0.2);
    sim->injectFault(0);
    settle();
    bool sawFault = false;
    for (const EngineEvent &e : events)
        sawFault = sawFault || (e.kind == EngineEvent::Kind::Fault && e.tenant == 0);
    CHECK(sawFault);
    CHECK(w.canvas()->faultFlashActive());
    if (const QString dir = qEnvironmentVariable("GPUK_SHOT_DIR"); !dir.isEmpty()) // for a human to look at
        w.grab().save(dir + QStringLiteral("/fault-mps.png"));
    auto *narrator = w.findChild<QLabel *>(QStringLiteral("narratorLabel"));
    CHECK(narrator->text().contains(QStringLiteral("fault")));
    w.narrator()->setSkin(Skin::Kitchen);
    CHECK(narrator->text().contains(QStringLiteral("Fire")));
}

TEST_CASE("the narrator speaks kitchen in the kitchen skin and technical words otherwise", "[narrator]")
{
    const Scenario s = demo();
    Narrator n;
    n.setScenario(s, planFor(s, Mode::Timeslice));
    n.setSpeed(0.001); // 2 ms slices last 2 s on screen: narrated one by one
    Snapshot snap;
    snap.tenants.resize(s.tenants.size());
    snap.sliceOwner = 3;
    snap.sliceProgress = 0.5;
    snap.tenants[0].queued = 4; // the first tenant waits
    snap.tenants[3].inFlight = 1;

    const QString technical = n.describeState(snap);
    CHECK(technical.contains(QStringLiteral("waits")));
    CHECK(technical.contains(QStringLiteral("GPU")));
    CHECK(technical.contains(QString::fromStdString(s.tenants[0].name)));
    CHECK_FALSE(technical.contains(QStringLiteral("stove")));
    CHECK_FALSE(technical.contains(QStringLiteral("team")));

    n.setSkin(Skin::Kitchen);
    const QString kitchen = n.describeState(snap);
    CHECK(kitchen.contains(QStringLiteral("stove")));
    CHECK(kitchen.contains(QStringLiteral("team")));
    CHECK(kitchen != technical);

    EngineEvent fault;
    fault.kind = EngineEvent::Kind::Fault;
    fault.tenant = 1;
    CHECK(n.describeEvent(fault, snap).contains(QStringLiteral("Fire")));
    n.setSkin(Skin::Technical);
    CHECK(n.describeEvent(fault, snap).contains(QStringLiteral("fault")));
    CHECK_FALSE(n.describeEvent(fault, snap).contains(QStringLiteral("Fire")));

    // Faster than the eye can follow: a summary instead of a slice owner long gone.
    n.setSpeed(1);
    CHECK(n.describeState(snap).contains(QStringLiteral("up to")));
}

TEST_CASE("the time keys drive the simulation but leave the arrows to a focused list", "[simulation][keys]")
{
    ShownWindow shown;
    MainWindow &w = shown.window;
    TimeControls *tc = w.timeControls();
    w.activateWindow();
    w.canvas()->setFocus();
    settle();
    CHECK(tc->playAction()->shortcuts().contains(QKeySequence(Qt::Key_Space)));
    CHECK(tc->stepEventAction()->shortcuts().contains(QKeySequence(Qt::Key_Right)));
    CHECK(tc->stepSliceAction()->shortcuts().contains(QKeySequence(Qt::Key_Down)));
    CHECK(tc->fasterAction()->shortcuts().contains(QKeySequence(Qt::Key_Plus)));
    CHECK(tc->slowerAction()->shortcuts().contains(QKeySequence(Qt::Key_Minus)));
    CHECK(tc->resetAction()->shortcuts().contains(QKeySequence(Qt::Key_Home)));

    auto *list = w.findChild<QAbstractItemView *>(QStringLiteral("tenantList"));
    REQUIRE(list);
    list->setFocus();
    settle();
    if (QApplication::focusWidget() == list) { // offscreen focus can be refused; then nothing to check
        CHECK(tc->playAction()->shortcuts() == QList<QKeySequence>{QKeySequence(Qt::Key_Space)});
        CHECK(tc->stepEventAction()->shortcuts().isEmpty());
        CHECK(tc->stepSliceAction()->shortcuts().isEmpty());
        CHECK(tc->resetAction()->shortcuts() == QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_R)});
        CHECK(tc->fasterAction()->shortcuts().contains(QKeySequence(Qt::Key_Plus)));
    }
}

TEST_CASE("Space plays and pauses while the history slider has the focus, the arrows stay the slider's", "[simulation][keys]")
{
    // The slider is the first widget to take the focus when the window opens.
    ShownWindow shown;
    MainWindow &w = shown.window;
    TimeControls *tc = w.timeControls();
    w.activateWindow();
    tc->historySlider()->setFocus();
    settle();
    REQUIRE(QApplication::focusWidget() == tc->historySlider());
    CHECK(tc->playAction()->shortcuts() == QList<QKeySequence>{QKeySequence(Qt::Key_Space)});
    CHECK(tc->stepEventAction()->shortcuts().isEmpty());
    CHECK(tc->stepSliceAction()->shortcuts().isEmpty());
    CHECK(tc->liveAction()->shortcuts().isEmpty());
    CHECK(tc->resetAction()->shortcuts() == QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_R)});
}

TEST_CASE("a fault in a MIG instance flashes that room only", "[simulation][canvas]")
{
    ShownWindow shown(Mode::Mig);
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    sim->play();
    sim->tick(0.2);
    sim->injectFault(0);
    settle();
    CHECK(w.canvas()->faultFlashActive());
    // MIG: the victims are the faulting tenant's instance only.
    const Snapshot &s = sim->snapshot();
    int down = 0;
    for (const TenantView &v : s.tenants)
        if (v.state == TenantState::Restarting)
            ++down;
    CHECK(down == 1);
    if (const QString dir = qEnvironmentVariable("GPUK_SHOT_DIR"); !dir.isEmpty())
        w.grab().save(dir + QStringLiteral("/fault-mig.png"));
}

TEST_CASE("a rate, a cap or a slice edited while playing reaches the running engine without a restart", "[simulation][live]")
{
    // Engine live changes: the teacher moves a rate and sees its effect at once.
    ShownWindow shown(Mode::Mps);
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    REQUIRE(sim->isAvailable());
    sim->play();
    sim->tick(1.5);
    const double before = sim->simTime();
    REQUIRE(before > 1.0);

    const int embed = w.document()->tenantIndex("embed");
    REQUIRE(embed >= 0);
    const double rate = w.scenario().tenants[size_t(embed)].arrival.ratePerS;
    w.document()->push(new EditTenantCommand(w.document(), embed, TenantField::RatePerS, rate * 2));
    settle();
    CHECK(sim->simTime() >= before);               // not restarted
    const std::uint64_t events = sim->eventsProcessed();
    sim->tick(1.0);
    CHECK(sim->eventsProcessed() > events);

    w.document()->push(new SetMpsCapCommand(w.document(), "embed", 50.0));
    settle();
    CHECK(sim->simTime() >= before);

    // Undo is an edit like any other: the old rate goes back into the same run.
    w.document()->undoStack()->undo();
    w.document()->undoStack()->undo();
    settle();
    CHECK(sim->simTime() >= before);

    // A change the engine cannot take live (the model's memory) restarts the run at t = 0.
    w.document()->push(new EditTenantCommand(w.document(), embed, TenantField::ModelGb, 2.0));
    settle();
    CHECK(sim->simTime() < 0.5 * before); // back near t = 0 (the timer may have ticked since)
}

TEST_CASE("a new time slice reaches a running time-slicing engine without a restart", "[simulation][live]")
{
    ShownWindow shown(Mode::Timeslice);
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    REQUIRE(sim->isAvailable());
    sim->play();
    sim->tick(50.0); // 1/100x after a switch into time-slicing: 0.5 s simulated
    const double before = sim->simTime();
    REQUIRE(before > 0.1);
    w.document()->push(new SetTimeSliceCommand(w.document(), 4.0));
    settle();
    CHECK(sim->simTime() >= before);
    CHECK(w.plan().timeslice.timeSliceMs == 4.0);
}

TEST_CASE("a container's compute share edited while playing reaches the running software-slicing engine without a restart",
          "[simulation][live][quota]")
{
    // The article: a tenant's share "can be adjusted at any time".
    ShownWindow shown(Mode::Quota);
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    REQUIRE(sim->isAvailable());
    sim->play();
    sim->tick(50.0);
    const double before = sim->simTime();
    REQUIRE(before > 0.1);
    const auto &containers = w.plan().quota.containers;
    REQUIRE_FALSE(containers.empty());
    QuotaContainer c = containers.front();
    const double was = c.corePercent;
    c.corePercent = std::max(1.0, was - 10);
    w.document()->push(new SetQuotaContainerCommand(w.document(), c.tenant, SetQuotaContainerCommand::Field::CorePercent, c));
    settle();
    CHECK(sim->simTime() >= before); // not restarted
    CHECK(w.plan().quota.containers.front().corePercent == c.corePercent);
    const std::uint64_t events = sim->eventsProcessed();
    sim->tick(10.0);
    CHECK(sim->eventsProcessed() > events);
    // Its memory quota is no live value: the run starts again.
    c = w.plan().quota.containers.front();
    c.memoryGb += 1;
    w.document()->push(new SetQuotaContainerCommand(w.document(), c.tenant, SetQuotaContainerCommand::Field::MemoryGb, c));
    settle();
    CHECK(sim->simTime() < 0.5 * before);
}

TEST_CASE("in exclusive mode the big GPU shows the selected tenant's own GPU live", "[simulation]")
{
    const Scenario s = demo();
    const SharingPlan plan = planFor(s, Mode::Exclusive);
    GpuCanvas canvas;
    canvas.resize(1600, 900);
    canvas.setScene(s, plan);
    Snapshot snap;
    snap.tenants.resize(s.tenants.size());
    snap.tenants[0].smsHeld = 10;
    snap.tenants[1].smsHeld = 54;
    canvas.setSnapshot(snap);
    // Nothing selected: the first tenant's GPU.
    CHECK(busyPerTenant(canvas.drawnSmTenants()) == std::map<int, int>{{0, 10}});
    canvas.setSelectedTenant(1);
    CHECK(busyPerTenant(canvas.drawnSmTenants()) == std::map<int, int>{{1, 54}});
}

TEST_CASE("after a pause every chart shows the same last point, though the charts redraw one at a time", "[simulation]")
{
    ShownWindow shown;
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    REQUIRE(sim->isAvailable());
    sim->play();
    for (int i = 0; i < 30; ++i) { // 3 s simulated, 30 samples, arriving while rounds run
        sim->tick(0.1);
        QEventLoop between;
        QTimer::singleShot(23, &between, &QEventLoop::quit); // not a multiple of the chart spacing
        between.exec();
    }
    sim->pause();
    QEventLoop loop;
    QTimer::singleShot(10 * ChartPanel::minRedrawIntervalMs(), &loop, &QEventLoop::quit); // rounds end, even slowly
    loop.exec();
    const ChartPanel *charts = w.chartPanel();
    const int n = charts->pointCount(0, ChartPanel::SmUse);
    CHECK(n >= 25);
    for (int c = 0; c < ChartPanel::ChartCount; ++c)
        if (c != ChartPanel::Tokens) // LLM tenants only
            CHECK(charts->pointCount(0, ChartPanel::ChartId(c)) == n);
}

// ---------------------------------------------------------------------------------------------
// The runner follows the document

TEST_CASE("the runner takes a rate, a cap or a slice live and restarts for anything else", "[simulation][live][runner]")
{
    SimController sim;
    Scenario s = demo();
    SharingPlan mps = planFor(s, Mode::Mps);
    sim.follow(s, mps, DocumentChange::reset());
    REQUIRE(sim.isAvailable());
    int restarts = 0, live = 0;
    QObject::connect(&sim, &SimController::restarted, [&] { ++restarts; });
    QObject::connect(&sim, &SimController::liveEdited, [&] { ++live; });
    sim.play();
    sim.tick(1.0);
    const double before = sim.simTime();
    REQUIRE(before > 0.5);
    using C = DocumentChange;

    Scenario faster = s;
    faster.tenants[0].arrival.ratePerS *= 2;
    sim.follow(faster, mps, C::of(C::TenantRate, 0));
    CHECK(live == 1);
    CHECK(restarts == 0);
    CHECK(sim.simTime() == before);
    CHECK(sim.scenario() == faster); // what runs now: a rewind starts from it

    SharingPlan capped = mps;
    capped.mps.clients[0].activeThreadPercentage = 37;
    const Tenant *cappedTenant = faster.findTenant(capped.mps.clients[0].tenant);
    REQUIRE(cappedTenant);
    sim.follow(faster, capped, C::of(C::MpsCap, int(cappedTenant - faster.tenants.data())));
    CHECK(live == 2);
    CHECK(sim.simTime() == before);

    // The change says "rate", but something else changed too: restart, never a half-applied edit.
    Scenario sneaky = faster;
    sneaky.tenants[0].arrival.ratePerS += 1;
    sneaky.tenants[0].modelGb += 1;
    sim.follow(sneaky, capped, C::of(C::TenantRate, 0));
    CHECK(restarts == 1);
    CHECK(sim.simTime() == 0);

    // Any other change restarts at t = 0.
    sim.play();
    sim.tick(0.5);
    REQUIRE(sim.simTime() > 0);
    Scenario renamed = sneaky;
    renamed.tenants[1].name = "Renamed";
    sim.follow(renamed, capped, C::of(C::Tenant, 1));
    CHECK(restarts == 2);
    CHECK(sim.simTime() == 0);
    CHECK(sim.isPlaying()); // a restart keeps playing
}

TEST_CASE("a live edit the validator refuses stops the run with the reason instead of running past the budgets", "[simulation][live][runner]")
{
    SimController sim;
    const Scenario s = demo();
    using C = DocumentChange;
    for (const Mode mode : {Mode::Mps, Mode::Timeslice}) {
        CAPTURE(int(mode));
        const SharingPlan plan = planFor(s, mode);
        sim.follow(s, plan, C::reset());
        REQUIRE(sim.isAvailable());
        int live = 0;
        const auto connection = QObject::connect(&sim, &SimController::liveEdited, [&] { ++live; });
        sim.play();
        sim.tick(0.5);

        // A rate the engine could not hold within the event and waiting-request budgets.
        Scenario flood = s;
        flood.tenants[0].arrival.ratePerS = 1e9;
        REQUIRE(flood.tenants[0].arrival.process != ArrivalProcess::Backlog);
        sim.follow(flood, plan, C::of(C::TenantRate, 0));
        CHECK(live == 0);
        CHECK_FALSE(sim.isAvailable());
        CHECK(sim.unavailableReason().contains(QStringLiteral("budget")));

        // Back to a rate it holds: the run is there again.
        sim.follow(s, plan, C::of(C::TenantRate, 0));
        CHECK(sim.isAvailable());
        QObject::disconnect(connection);
    }

    // A time slice so short that its switches alone exceed the budget.
    const SharingPlan sliced = planFor(s, Mode::Timeslice);
    sim.follow(s, sliced, C::reset());
    REQUIRE(sim.isAvailable());
    SharingPlan tiny = sliced;
    tiny.timeslice.timeSliceMs = 1e-6;
    sim.follow(s, tiny, C::of(C::TimeSlice));
    CHECK_FALSE(sim.isAvailable());
}

TEST_CASE("the runner starts a time-sliced mode in slow motion and keeps the speed across other changes", "[simulation][runner]")
{
    SimController sim;
    const Scenario s = demo();
    using C = DocumentChange;
    sim.follow(s, planFor(s, Mode::Mig), C::reset());
    CHECK(sim.speed() == 1);
    sim.faster();
    const double chosen = sim.speed();
    sim.follow(s, planFor(s, Mode::Mig), C::of(C::Plan));
    CHECK(sim.speed() == chosen); // same mode: the teacher's speed stays
    sim.follow(s, planFor(s, Mode::Timeslice), C::of(C::Mode | C::Plan));
    CHECK(sim.speed() == 0.01);
    SharingPlan vgpu = planFor(s, Mode::Vgpu);
    vgpu.vgpu.migBacked = false;
    sim.follow(s, vgpu, C::of(C::Mode | C::Plan));
    CHECK(sim.speed() == 0.01);
    sim.follow(s, planFor(s, Mode::Mps), C::of(C::Mode | C::Plan));
    CHECK(sim.speed() == 1);
    CHECK(SimController::startSpeed(planFor(s, Mode::Exclusive)) == 1);
}

namespace {

// The picture shows work: a lit SM cell or an SM the engine reports busy.
bool pictureBusy(const CanvasModel &m)
{
    const CanvasModel::Live &v = m.live();
    return std::any_of(v.cells.begin(), v.cells.end(), [](int k) { return k >= 0; })
        || std::find(v.smState.begin(), v.smState.end(), SmState::Busy) != v.smState.end();
}

bool saysIdle(const QString &line)
{
    return line.contains(QStringLiteral("idle")) || line.contains(QStringLiteral("quiet"));
}

} // namespace

TEST_CASE("The narrator never calls the GPU idle while the picture shows a busy SM, in every built-in and mode",
          "[simulation][narrator]")
{
    const QStringList files = MainWindow::builtinScenarioFiles();
    REQUIRE(files.size() >= 5);
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    settle();
    auto *label = w.findChild<QLabel *>(QStringLiteral("narratorLabel"));
    REQUIRE(label);
    CHECK(&w.narrator()->model() == &w.picture()->model()); // one model: the Picture's, the canvas draws it
    CHECK(w.canvas()->picture() == w.picture());
    int busyFrames = 0, afterIdle = 0;
    for (const QString &file : files) {
        const LoadResult loaded = loadScenarioFile(file, false);
        REQUIRE(loaded.ok());
        w.setScenario(*loaded.scenario); // unlike openFile, never asks to save the previous mode switch
        for (Mode mode : allModes) {
            w.setMode(mode);
            SimController *sim = w.simController();
            if (!sim->isAvailable())
                continue; // a plan this built-in cannot run (the window says why)
            for (Skin skin : {Skin::Technical, Skin::Kitchen}) {
                INFO(file.toStdString() << " " << modeName(mode) << (skin == Skin::Kitchen ? " kitchen" : ""));
                w.setSkin(skin);
                sim->rewind();
                sim->setSpeedIndex(SimController::defaultSpeedIndex());
                sim->play();
                // The first frame comes before the first arrival: the line may say idle there,
                // and must stop saying it as soon as the picture lights an SM (the frames come
                // faster than the narrator's minimum time between two sentences).
                bool saidIdle = false;
                for (int i = 0; i < 40; ++i) {
                    sim->tick(i == 0 ? 1e-6 : 0.04);
                    const CanvasModel &m = w.canvas()->model();
                    REQUIRE(m.hasSnapshot());
                    if (pictureBusy(m)) {
                        ++busyFrames;
                        if (saidIdle)
                            ++afterIdle;
                        CHECK_FALSE(w.narrator()->saysIdle());
                        CHECK_FALSE(saysIdle(label->text()));
                        CHECK_FALSE(m.idle());
                    }
                    saidIdle = saysIdle(label->text());
                }
                sim->pause();
            }
        }
    }
    CHECK(busyFrames > 100);
    CHECK(afterIdle > 0); // the case that matters happened: idle, then a lit SM
}

TEST_CASE("Right after a MIG profile edit the narrator does not call the working GPU idle", "[simulation][narrator]")
{
    ShownWindow shown(Mode::Mig);
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    REQUIRE(sim->isAvailable());
    sim->setSpeedIndex(SimController::defaultSpeedIndex());
    sim->play();
    for (int i = 0; i < 10; ++i)
        sim->tick(0.04);
    auto *profile = w.findChild<QComboBox *>(QStringLiteral("inspectorMigProfile"));
    REQUIRE(profile);
    // The first tenant whose MIG instance can take another profile: the edit goes through the
    // inspector as a click does (a profile that does not fit is refused: the next one is tried).
    bool edited = false;
    for (int t = 0; t < int(w.scenario().tenants.size()) && !edited; ++t) {
        w.document()->setSelectedTenant(t);
        settle();
        const int inst = DropPlanner::instanceOfTenant(w.plan(), w.scenario().tenants[size_t(t)].id);
        if (inst < 0)
            continue;
        auto shownProfile = [&] { return QString::fromStdString(w.plan().mig.instances[size_t(inst)].profile); };
        const QString before = shownProfile();
        for (int i = 0; i < profile->count() && !edited; ++i) {
            if (i == profile->currentIndex())
                continue;
            profile->setCurrentIndex(i);
            emit profile->activated(i);
            edited = shownProfile() != before;
        }
    }
    REQUIRE(edited);
    settle();
    auto *label = w.findChild<QLabel *>(QStringLiteral("narratorLabel"));
    int busyFrames = 0;
    sim->play();
    for (int i = 0; i < 40; ++i) {
        sim->tick(0.04);
        if (pictureBusy(w.canvas()->model())) {
            ++busyFrames;
            CHECK_FALSE(w.narrator()->saysIdle());
            CHECK_FALSE(saysIdle(label->text()));
        }
    }
    CHECK(busyFrames > 0);
}

TEST_CASE("While running, a MIG room and a memory slice explain their live figures in words", "[simulation][canvas]")
{
    ShownWindow shown(Mode::Mig);
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    REQUIRE(sim->isAvailable());
    sim->setSpeedIndex(SimController::defaultSpeedIndex());
    sim->play();
    for (int i = 0; i < 10; ++i)
        sim->tick(0.04);
    sim->pause();
    settle();
    GpuCanvas *canvas = w.canvas();
    REQUIRE(canvas->model().hasSnapshot());
    const GpuLayout &l = canvas->gpuLayout();
    REQUIRE_FALSE(l.rooms().isEmpty());
    const QString room = canvas->toolTipAt(l.rooms().front().computeRect.center());
    CHECK(room.contains(QStringLiteral("requests waiting")));
    bool slice = false;
    for (const GpuLayout::MemorySlot &m : l.memorySlots())
        if (m.instance >= 0) {
            slice = true;
            INFO(canvas->toolTipAt(m.rect.center()).toStdString());
            CHECK(canvas->toolTipAt(m.rect.center()).contains(QStringLiteral("% of the instance's memory in use")));
        }
    CHECK(slice);
}

TEST_CASE("The narrator's and the charts' text grow with their widgets, within bounds", "[narrator][charts][fonts]")
{
    ShownWindow shown(Mode::Mps);
    MainWindow &w = shown.window;
    auto *label = w.findChild<QLabel *>(QStringLiteral("narratorLabel"));
    REQUIRE(label);
    w.resize(1366, 768);
    settle();
    const int small = QFontInfo(label->font()).pixelSize();
    const int smallHeight = label->height();
    // Full screen on a projector with the docks hidden: the line is much wider.
    for (QDockWidget *d : w.findChildren<QDockWidget *>())
        d->hide();
    w.resize(2560, 1440);
    settle();
    const int large = QFontInfo(label->font()).pixelSize();
    CHECK(large > small);
    CHECK(label->height() > smallHeight); // still two whole lines
    CHECK(label->height() >= QFontMetrics(label->font()).lineSpacing() * 2);
    // Bounded both ways.
    CHECK(NarratorLabel::pixelSizeFor(100, 12) == 18);
    CHECK(NarratorLabel::pixelSizeFor(100000, 12) == 36);
    CHECK(NarratorLabel::pixelSizeFor(1500, 12) > NarratorLabel::pixelSizeFor(900, 12));

    CHECK(ChartPanel::textPxFor(QSize(1300, 200)) == 12);
    CHECK(ChartPanel::textPxFor(QSize(3800, 500)) > ChartPanel::textPxFor(QSize(1900, 240)));
    CHECK(ChartPanel::textPxFor(QSize(100000, 100000)) == 22);
    CHECK(ChartPanel::textPxFor(QSize(10, 10)) == 11);
    auto *charts = w.findChild<ChartPanel *>();
    REQUIRE(charts);
    for (QDockWidget *d : w.findChildren<QDockWidget *>())
        d->show();
    charts->resize(1300, 200);
    const int chartSmall = charts->textPx();
    charts->resize(3800, 500);
    CHECK(charts->textPx() > chartSmall);
    CHECK(charts->chart(ChartPanel::SmUse)->titleFont().pixelSize() == charts->textPx());
}

TEST_CASE("At the end of the run the narrator says when it ended and what to do, and names a restart the end cut off",
          "[simulation][narrator][end]")
{
    ShownWindow shown;
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    REQUIRE(sim->isAvailable());
    const std::string name = w.scenario().tenants[0].name;
    REQUIRE(w.scenario().tenants[0].restartS > 1);
    sim->setSpeedIndex(int(SimController::speedLadder().size()) - 1);
    sim->play();
    for (int i = 0; i < 20000 && sim->simTime() < sim->durationS() - 10; ++i)
        sim->tick(0.005);
    REQUIRE_FALSE(sim->isFinished());
    // A fault a moment before the end: its restart cannot finish before the run ends.
    sim->setSpeedIndex(SimController::defaultSpeedIndex());
    for (int i = 0; i < 20000 && sim->simTime() < sim->durationS() - 1; ++i)
        sim->tick(0.25);
    REQUIRE_FALSE(sim->isFinished());
    sim->injectFault(0);
    for (int i = 0; i < 20000 && !sim->isFinished(); ++i)
        sim->tick(0.25);
    settle();
    REQUIRE(sim->isFinished());
    const Snapshot &end = sim->snapshot();
    CHECK(end.ended);
    REQUIRE(end.tenants[0].state == TenantState::Restarting);

    // The narrator: when, what now, and whose restart the end cut off.
    const QString said = w.narrator()->text();
    CHECK(said.startsWith(QStringLiteral("The run ended at t = 60")));
    CHECK(said.contains(QStringLiteral(": press Home to watch it again")));
    CHECK(said.contains(QStringLiteral("lengthen the run in the inspector")));
    CHECK(said.endsWith(QStringLiteral("Not finished restarting: %1.").arg(QString::fromStdString(name))));
    // Still said after a moment (nothing replaces it), and in the kitchen's words too.
    settle();
    CHECK(w.narrator()->text() == said);
    w.setSkin(Skin::Kitchen);
    settle();
    CHECK(w.narrator()->text().startsWith(QStringLiteral("Service is over at t = 60")));
    CHECK(w.narrator()->text().contains(QStringLiteral("Not finished restarting: ")));
    w.setSkin(Skin::Technical);
    settle();

    // The picture: the cut-off restart is no fire that burns for ever, and says what it is.
    const CanvasModel &model = w.canvas()->model();
    REQUIRE(model.hasSnapshot());
    CHECK(model.live().tenants[0].restartCutOff);
    CHECK_FALSE(model.live().tenants[0].onFire);
    for (size_t k = 1; k < model.live().tenants.size(); ++k)
        CHECK(model.live().tenants[k].restartCutOff == (end.tenants[k].state == TenantState::Restarting));

    // The inspector has the run length the narrator points to: a longer run is one undoable edit.
    auto *duration = w.findChild<QDoubleSpinBox *>(QStringLiteral("inspectorDuration"));
    REQUIRE(duration);
    CHECK(duration->value() == Approx(60));
    duration->setValue(90);
    settle();
    CHECK(w.scenario().simulation.durationS == Approx(90));
    CHECK(sim->durationS() == Approx(90));
    CHECK_FALSE(sim->isFinished());
    CHECK_FALSE(sim->snapshot().ended);
    w.document()->undoStack()->undo();
    settle();
    CHECK(sim->durationS() == Approx(60));
    CHECK(duration->value() == Approx(60));
}

TEST_CASE("The narrator describes a snapshot before the end as usual, and the end only once it is reached",
          "[narrator][end]")
{
    const Scenario s = demo();
    Narrator n;
    n.setScenario(s, planFor(s, Mode::Mps));
    Snapshot snap;
    snap.timeS = 59.9;
    snap.tenants.resize(s.tenants.size());
    snap.tenants[1].inFlight = 1;
    snap.tenants[1].state = TenantState::Serving;
    snap.tenants[2].state = TenantState::Restarting;
    const QString before = n.describe({}, snap);
    CHECK_FALSE(before.contains(QStringLiteral("ended")));
    snap.timeS = 60;
    snap.ended = true;
    const QString end = n.describe({}, snap);
    CHECK(end.startsWith(QStringLiteral("The run ended at t = 60 s:")));
    CHECK(end.endsWith(QStringLiteral("Not finished restarting: %1.").arg(QString::fromStdString(s.tenants[2].name))));
    n.update({}, snap); // said at once, even right after another sentence
    CHECK(n.text().startsWith(QStringLiteral("The run ended at t = 60")));
}

TEST_CASE("Scrubbed back to t = 7 s every view shows that time: charts with a marker, narrator, status bar; the slider stays put",
          "[simulation][replay][charts]")
{
    ShownWindow shown(Mode::Mps);
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    REQUIRE(sim->isAvailable());
    const std::vector<double> &ladder = SimController::speedLadder();
    const auto ten = std::find(ladder.begin(), ladder.end(), 10.0);
    REQUIRE(ten != ladder.end());
    sim->setSpeedIndex(int(ten - ladder.begin()));
    sim->play();
    for (int i = 0; i < 4000 && sim->simTime() < 40; ++i)
        sim->tick(0.1);
    sim->pause();
    REQUIRE(sim->simTime() >= 40);
    settle();
    ChartPanel *charts = w.chartPanel();
    charts->flush();
    settle();
    // Live: the newest points, far from t = 7, no marker.
    CHECK(charts->visibleRange(ChartPanel::SmUse).first > 7);
    CHECK_FALSE(charts->markerAt(ChartPanel::SmUse));
    QSlider *slider = w.timeControls()->historySlider();
    const QPoint sliderAt = slider->mapTo(&w, QPoint(0, 0));
    const QSize sliderSize = slider->size();
    QLabel *clock = w.timeControls()->clockLabel();
    const int clockWidth = clock->width();

    // The recorded snapshot nearest t = 7 s.
    int index = 0;
    for (int i = 0; i < sim->historySize(); ++i) {
        sim->showHistory(i);
        if (sim->snapshot().timeS >= 7.0 - 1e-9) {
            index = i;
            break;
        }
    }
    sim->showHistory(index);
    settle();
    const Snapshot replayed = sim->snapshot();
    REQUIRE_FALSE(sim->isLive());
    REQUIRE(replayed.timeS == Approx(7).margin(0.11));
    const double t = replayed.timeS;
    CHECK(w.timeControls()->clockText().contains(QStringLiteral("(replay)")));

    // Every chart: a window containing t, a marker line at t.
    for (int id = 0; id < ChartPanel::ChartCount; ++id) {
        INFO("chart " << id);
        const auto [x0, x1] = charts->visibleRange(ChartPanel::ChartId(id));
        CHECK(x0 <= t);
        CHECK(t <= x1);
        CHECK(x1 - x0 <= ChartPanel::capacity() * 0.1 + 1);
        const std::optional<double> marker = charts->markerAt(ChartPanel::ChartId(id));
        REQUIRE(marker);
        CHECK(*marker == Approx(t));
    }

    // The narrator: the sentence about the replayed snapshot, counted from it alone.
    Narrator fresh;
    fresh.setScenario(w.scenario(), w.plan());
    fresh.setPicture(w.picture());
    fresh.showSnapshot(replayed);
    CHECK(w.narrator()->text() == fresh.text());
    CHECK(w.canvas()->snapshot().timeS == t);
    // The status bar's figures: the clock of the replayed time.
    auto *live = w.findChild<QLabel *>(QStringLiteral("liveStatusLabel"));
    REQUIRE(live);
    CHECK(live->toolTip().startsWith(w.timeControls()->clockText()));
    // Every number in it describes t: not the live run's attainment or event count, but the
    // replayed snapshot's failed and dropped counts.
    CHECK_FALSE(live->toolTip().contains(QStringLiteral("SLO met")));
    CHECK_FALSE(live->toolTip().contains(QStringLiteral("events")));
    std::uint64_t failedAtT = 0, droppedAtT = 0;
    for (const TenantView &v : replayed.tenants) {
        failedAtT += v.failed;
        droppedAtT += v.dropped;
    }
    CHECK(live->toolTip().endsWith(QStringLiteral("failed %1 · dropped %2 by then")
                                       .arg(QLocale().toString(qulonglong(failedAtT)))
                                       .arg(QLocale().toString(qulonglong(droppedAtT)))));

    // The tool bar did not move: the clock keeps its width, the slider its place.
    CHECK(clock->width() == clockWidth);
    CHECK(slider->mapTo(&w, QPoint(0, 0)) == sliderAt);
    CHECK(slider->size() == sliderSize);

    // Live again: the newest points, no marker.
    sim->goLive();
    settle();
    CHECK_FALSE(charts->markerAt(ChartPanel::SmUse));
    CHECK(charts->visibleRange(ChartPanel::SmUse).second >= sim->simTime() - 1);
    CHECK(slider->mapTo(&w, QPoint(0, 0)) == sliderAt);
}

TEST_CASE("A replayed snapshot's sentence counts the clients that have work in it, not those of the live run",
          "[narrator][replay]")
{
    const Scenario s = demo();
    REQUIRE(s.tenants.size() >= 3);
    Narrator n;
    n.setScenario(s, planFor(s, Mode::Mps));
    Snapshot live;
    live.timeS = 40;
    live.tenants.resize(s.tenants.size());
    for (TenantView &v : live.tenants) {
        v.inFlight = 1;
        v.completed = 1000;
        v.smsHeld = 10;
        v.state = TenantState::Serving;
    }
    n.update({}, live);
    CHECK(n.text() == QStringLiteral("Clients running side by side in one MPS pool: %1.").arg(s.tenants.size()));

    Snapshot replayed;
    replayed.timeS = 7;
    replayed.tenants.resize(s.tenants.size());
    for (TenantView &v : replayed.tenants)
        v.completed = 100;
    replayed.tenants[1].inFlight = 1;
    replayed.tenants[1].smsHeld = 10;
    replayed.tenants[1].state = TenantState::Serving;
    n.showSnapshot(replayed); // at once: no rate limit for a replay
    CHECK(n.text() == QStringLiteral("Clients running side by side in one MPS pool: 1."));
}

// For a person to look at (not run by default): $GPUK_SHOTS (default /tmp) gets, at 1366x768 and
// 1920x1080 in English and Chinese, a GPU switch that re-made the MIG plan, the end of a run with a
// cut-off restart, a replay at t = 7 s and a language switch of an edited built-in.
TEST_CASE("render the GPU switch, the end of the run, a replay and a language switch", "[.][screenshot]")
{
    const QString dir = qEnvironmentVariableIsEmpty("GPUK_SHOTS") ? QStringLiteral("/tmp") : qEnvironmentVariable("GPUK_SHOTS");
    const gpuk::test::EnglishAfterTest restore;
    for (const QString lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            REQUIRE(LanguageManager::instance()->setLanguage(lang));
            const QString tag = QStringLiteral("%1-%2x%3.png").arg(lang).arg(size.width()).arg(size.height());
            auto shoot = [&](MainWindow &w, const QString &what) {
                settle();
                REQUIRE(w.grab().save(dir + QLatin1Char('/') + what + QLatin1Char('-') + tag));
            };
            {
                MainWindow w;
                w.setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedAnswer::Discard; });
                w.openDemo();
                w.resize(size);
                w.show();
                settle();
                REQUIRE(switchGpu(w, QStringLiteral("H100-80GB")));
                shoot(w, QStringLiteral("gpu-replan"));
            }
            {
                MainWindow w;
                w.setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedAnswer::Discard; });
                w.openDemo();
                w.resize(size);
                w.show();
                settle();
                SimController *sim = w.simController();
                sim->setSpeedIndex(int(SimController::speedLadder().size()) - 1);
                sim->play();
                for (int i = 0; i < 20000 && sim->simTime() < sim->durationS() - 10; ++i)
                    sim->tick(0.005);
                sim->setSpeedIndex(SimController::defaultSpeedIndex());
                for (int i = 0; i < 20000 && sim->simTime() < sim->durationS() - 1; ++i)
                    sim->tick(0.25);
                sim->injectFault(0);
                for (int i = 0; i < 20000 && !sim->isFinished(); ++i)
                    sim->tick(0.25);
                w.chartPanel()->flush();
                shoot(w, QStringLiteral("run-end"));
                w.setSkin(Skin::Kitchen);
                shoot(w, QStringLiteral("run-end-kitchen"));
            }
            {
                MainWindow w;
                w.setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedAnswer::Discard; });
                w.openDemo();
                w.setMode(Mode::Mps);
                w.resize(size);
                w.show();
                settle();
                SimController *sim = w.simController();
                const std::vector<double> &ladder = SimController::speedLadder();
                sim->setSpeedIndex(int(std::find(ladder.begin(), ladder.end(), 10.0) - ladder.begin()));
                sim->play();
                for (int i = 0; i < 4000 && sim->simTime() < 40; ++i)
                    sim->tick(0.1);
                sim->pause();
                w.chartPanel()->flush();
                shoot(w, QStringLiteral("replay-before"));
                sim->showHistory(70);
                shoot(w, QStringLiteral("replay-7s"));
            }
            {
                // The other language first, an edit, then this one.
                REQUIRE(LanguageManager::instance()->setLanguage(lang == QLatin1String("en") ? QStringLiteral("zh_CN")
                                                                                             : QStringLiteral("en")));
                MainWindow w;
                w.setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedAnswer::Discard; });
                REQUIRE(w.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json")));
                w.resize(size);
                w.show();
                settle();
                Document *d = w.document();
                d->push(new EditTenantCommand(d, 0, TenantField::Name, QStringLiteral("My embedder 我的")));
                d->push(new EditTenantCommand(d, 1, TenantField::RatePerS, 5.0));
                REQUIRE(LanguageManager::instance()->setLanguage(lang));
                shoot(w, QStringLiteral("language-switch"));
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// LLM tenants: charts and narrator

namespace {

Scenario llmKvGrowth()
{
    const LoadResult loaded = loadScenarioFile(QStringLiteral(":/scenarios/llm-kv-growth.gpuk.json"), false);
    REQUIRE(loaded.ok());
    return *loaded.scenario;
}

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

} // namespace

TEST_CASE("A tenant that has completed no request yet has no point on the latency chart, not one at its floor",
          "[charts][llm]")
{
    const Scenario s = llmKvGrowth(); // an LLM request takes seconds; the embedding service milliseconds
    const int chat = 0, embed = 2;
    ChartPanel panel;
    panel.resize(1366, 200);
    panel.show();
    panel.setScenario(s);
    auto engine = Engine::create(s, planForMode(s, Mode::Mig));
    REQUIRE(engine);
    engine->advanceTo(1);
    REQUIRE(engine->results().tenants[size_t(chat)].completed == 0);
    panel.updateFrom(engine->series());
    panel.flush();
    CHECK(panel.pointCount(chat, ChartPanel::SmUse) >= 5);
    CHECK(panel.pointCount(chat, ChartPanel::Latency) == 0);
    CHECK(panel.pointCount(embed, ChartPanel::Latency) > 0);
    engine->advanceTo(30);
    REQUIRE(engine->results().tenants[size_t(chat)].completed > 0);
    panel.updateFrom(engine->series());
    panel.flush();
    CHECK(panel.pointCount(chat, ChartPanel::Latency) > 0);
}

TEST_CASE("The LLM chart shows TTFT p99 and TPOT of LLM tenants only, and the memory chart their KV cache and its limit",
          "[charts][llm]")
{
    const Scenario s = llmKvGrowth();
    const int chat = 0, embed = 2;
    REQUIRE(s.tenants[size_t(chat)].llm);
    REQUIRE_FALSE(s.tenants[size_t(embed)].llm);
    ChartPanel panel;
    panel.resize(1366, 200);
    panel.show();
    panel.setScenario(s);
    CHECK(panel.chartShown(ChartPanel::Tokens));
    auto engine = Engine::create(s, planForMode(s, Mode::Mig));
    REQUIRE(engine);
    engine->advanceTo(30);
    panel.updateFrom(engine->series());
    panel.flush();
    CHECK(panel.pointCount(chat, ChartPanel::Tokens) > 100);
    CHECK(panel.pointCount(embed, ChartPanel::Tokens) == 0);
    // two lines per LLM tenant (TTFT p99, TPOT) and the replay marker
    CHECK(panel.chart(ChartPanel::Tokens)->series().size() == 2 * 2 + 1);
    // the memory chart: per tenant its memory, per LLM tenant its KV cache and KV limit, the marker
    CHECK(panel.chart(ChartPanel::Memory)->series().size() == 3 + 2 * 2 + 1);
    CHECK(panel.chartTitle(ChartPanel::Tokens).contains(QStringLiteral("TTFT p99")));
    CHECK(panel.chartTitle(ChartPanel::Tokens).contains(QStringLiteral("TPOT")));
    CHECK(panel.chartTitle(ChartPanel::Memory).contains(QStringLiteral("KV cache")));
    CHECK(panel.chart(ChartPanel::Tokens)->axes(Qt::Vertical).front()->titleText() == QStringLiteral("ms"));
    auto *view = panel.findChild<QWidget *>(QStringLiteral("tokenChart"));
    REQUIRE(view);
    CHECK(view->isVisible());

    // without an LLM tenant there is no such chart, and the memory chart says nothing of KV
    panel.setScenario(demo());
    CHECK_FALSE(panel.chartShown(ChartPanel::Tokens));
    CHECK_FALSE(view->isVisible());
    CHECK_FALSE(panel.chartTitle(ChartPanel::Memory).contains(QStringLiteral("KV")));
}

TEST_CASE("The narrator tells an LLM's TTFT and TPOT, its requests waiting or preempted for KV memory, and whose KV "
          "cache ran a neighbour out of memory, in both skins",
          "[narrator][llm]")
{
    const Scenario s = llmKvGrowth();
    const int chat = 0, embed = 2;
    Snapshot snap;
    snap.tenants.resize(s.tenants.size());
    TenantView &c = snap.tenants[size_t(chat)];
    c.inFlight = 12;
    c.kvBytes = 2.0 * kGiB;
    c.kvLimitBytes = 4.5 * kGiB;
    c.ttftP99Ms = 850;
    c.tpotMeanMs = 14.2f;
    c.state = TenantState::Serving;
    c.smsHeld = 56;
    {
        // first tokens, no request finished yet: TTFT alone
        Snapshot first = snap;
        first.tenants[size_t(chat)].tpotMeanMs = 0;
        Narrator n;
        n.setScenario(s, planForMode(s, Mode::Mig));
        const QString said = n.describeState(first);
        INFO(said.toStdString());
        CHECK(said.contains(QStringLiteral("first token in 850 ms (TTFT p99); its KV cache holds 2 GiB")));
        CHECK_FALSE(said.contains(QStringLiteral("TPOT")));
    }
    {
        Narrator n;
        n.setScenario(s, planForMode(s, Mode::Mig));
        const QString said = n.describeState(snap);
        INFO(said.toStdString());
        CHECK(said.contains(QStringLiteral("first token in 850 ms (TTFT p99)")));
        CHECK(said.contains(QStringLiteral("14.2 ms per token (TPOT)")));
        n.setSkin(Skin::Kitchen);
        const QString kitchen = n.describeState(snap);
        INFO(kitchen.toStdString());
        CHECK(kitchen.contains(QStringLiteral("jars of slips")));
        CHECK(kitchen.contains(QStringLiteral("850")));
        CHECK_FALSE(kitchen.contains(QStringLiteral("TTFT")));
    }
    // Its KV cache near its bound while requests wait: they wait for memory.
    c.queued = 5;
    c.kvBytes = 4.2 * kGiB;
    {
        Narrator n;
        n.setScenario(s, planForMode(s, Mode::Mig));
        const QString said = n.describeState(snap);
        INFO(said.toStdString());
        CHECK(said.contains(QStringLiteral("5 requests waiting for KV cache memory")));
        CHECK(said.contains(QStringLiteral("4.2 of 4.5 GiB")));
        n.setSkin(Skin::Kitchen);
        CHECK(n.describeState(snap).contains(QStringLiteral("pantry room")));
    }
    // Preempted since the last sentence.
    c.preempted = 3;
    {
        Narrator n;
        n.setScenario(s, planForMode(s, Mode::Mig));
        n.updateState(snap);
        INFO(n.text().toStdString());
        CHECK(n.text().contains(QStringLiteral("newest request is preempted")));
        Narrator k;
        k.setSkin(Skin::Kitchen);
        k.setScenario(s, planForMode(s, Mode::Mig));
        k.updateState(snap);
        INFO(k.text().toStdString());
        CHECK(k.text().contains(QStringLiteral("goes back in line")));
    }
    // Under MPS the neighbour's out-of-memory failure names the KV cache that holds the memory.
    EngineEvent oom;
    oom.kind = EngineEvent::Kind::Oom;
    oom.tenant = embed;
    oom.value = 0.5;
    c.kvBytes = 12.5 * kGiB;
    {
        Narrator n;
        n.setScenario(s, planForMode(s, Mode::Mps));
        const QString said = n.describeEvent(oom, snap);
        INFO(said.toStdString());
        CHECK(said.contains(QStringLiteral("ran out of memory")));
        CHECK(said.contains(QStringLiteral("growing KV cache holds 12.5 GiB of the shared pool")));
        n.setSkin(Skin::Kitchen);
        CHECK(n.describeEvent(oom, snap).contains(QStringLiteral("jars of slips take 12.5 GiB")));
        // MIG: walls, no shared memory to blame
        Narrator m;
        m.setScenario(s, planForMode(s, Mode::Mig));
        CHECK_FALSE(m.describeEvent(oom, snap).contains(QStringLiteral("KV")));
    }
    // The real run: under MPS the embedding service fails with oom, and the sentence names the KV cache.
    auto engine = Engine::create(s, planForMode(s, Mode::Mps));
    REQUIRE(engine);
    bool named = false;
    Narrator n;
    n.setScenario(s, planForMode(s, Mode::Mps));
    for (double t = 1; t <= 60 && !named; t += 1) {
        engine->advanceTo(t);
        const Snapshot now = engine->snapshot();
        for (const EngineEvent &e : now.recentEvents)
            if (e.kind == EngineEvent::Kind::Oom && e.tenant == embed && e.timeS > t - 1)
                named = named || n.describeEvent(e, now).contains(QStringLiteral("KV cache holds"));
    }
    CHECK(named);
}

TEST_CASE("In every mode the fault flash and the narrator name exactly the tenants the engine takes down", "[simulation][canvas][narrator]")
{
    // The blast radius is an engine fact (Engine::faultDomain, DESIGN §3): exclusive and vGPU lose
    // only the faulting tenant, MIG its instance, MPS and time-slicing every tenant on the GPU. The
    // picture and the narrator must say what the engine did, in every mode and both skins.
    for (Mode mode : {Mode::Exclusive, Mode::Mig, Mode::Mps, Mode::Timeslice, Mode::Vgpu}) {
        ShownWindow shown(mode);
        MainWindow &w = shown.window;
        SimController *sim = w.simController();
        REQUIRE(sim->isAvailable());
        sim->play();
        sim->tick(0.2);
        const std::vector<int> domain = sim->engine()->faultDomain(0);
        REQUIRE_FALSE(domain.empty());
        CHECK(domain.front() == 0);
        sim->injectFault(0);
        settle();
        INFO(modeName(mode) << ": fault domain of size " << domain.size());
        REQUIRE(w.canvas()->faultFlashActive());
        std::vector<int> flashed = w.canvas()->faultFlashTenants();
        std::vector<int> expected = domain;
        std::sort(flashed.begin(), flashed.end());
        std::sort(expected.begin(), expected.end());
        CHECK(flashed == expected);
        const int tenants = int(w.scenario().tenants.size());
        const QString words = w.canvas()->faultFlashWords();
        const QString narrated = w.findChild<QLabel *>(QStringLiteral("narratorLabel"))->text();
        INFO("flash: " << words.toStdString() << "\nnarrator: " << narrated.toStdString());
        if (const QString dir = qEnvironmentVariable("GPUK_SHOT_DIR"); !dir.isEmpty()) // for a human to look at
            w.grab().save(dir + QStringLiteral("/fault-%1.png").arg(QString::fromLatin1(modeName(mode))));
        const bool everyone = int(domain.size()) == tenants;
        CHECK(words.contains(QStringLiteral("Every tenant")) == everyone);
        CHECK(narrated.contains(QStringLiteral("every tenant")) == everyone);
        if (mode == Mode::Exclusive || mode == Mode::Vgpu) {
            CHECK(domain.size() == 1);
            CHECK(words.contains(QStringLiteral("Only")));
            CHECK(narrated.contains(QStringLiteral("only it goes down")));
        }
        if (mode == Mode::Mps || mode == Mode::Timeslice)
            CHECK(everyone);
        if (mode == Mode::Mig)
            CHECK(words.contains(QStringLiteral("Contained")));
    }
}

// ---------------------------------------------------------------------------------------------
// The narrator states what the picture shows: restarts, turns, waits, the kitchen's stalls

namespace {

// The demo's tenants as time-sliced vGPU VMs under `scheduler`.
std::pair<Scenario, SharingPlan> vgpuDemo(VgpuScheduler scheduler)
{
    Scenario s = demo();
    if (scheduler == VgpuScheduler::FixedShare) {
        // Fixed share needs one profile for all: without the LLM, the small tenants share one
        // that allows more VMs than there are, so the rotation has empty slots.
        s.tenants.erase(std::remove_if(s.tenants.begin(), s.tenants.end(), [](const Tenant &t) { return t.llm || t.modelGb > 8; }),
                        s.tenants.end());
        s.alternatives.clear();
        s.sharing = planForMode(s, Mode::Mps);
    }
    SharingPlan p = planFor(s, Mode::Vgpu);
    p.vgpu.migBacked = false;
    p.vgpu.scheduler = scheduler;
    p.vgpu.timeSliceMs = 4;
    if (scheduler == VgpuScheduler::FixedShare) {
        // Fixed share needs one profile for every VM: the largest that holds them (an empty slot
        // of the rotation where the profile allows more VMs than there are).
        const GpuModel *gpu = s.gpu();
        const VgpuProfile *chosen = nullptr;
        for (const VgpuProfile &vp : gpu->vgpuProfiles) {
            if (vp.backing != VgpuBacking::TimeSliced || vp.maxEqualSize < int(p.vgpu.vms.size()))
                continue;
            SharingPlan trial = p;
            for (VgpuVm &vm : trial.vgpu.vms)
                vm.profile = vp.name;
            if (!hasErrors(validatePlan(s, *gpu, trial, "sharing")) && (!chosen || vp.framebufferGiB() > chosen->framebufferGiB()))
                chosen = &vp;
        }
        REQUIRE(chosen);
        for (VgpuVm &vm : p.vgpu.vms)
            vm.profile = chosen->name;
    }
    return {s, p};
}

double statedWaitMs(const QString &text)
{
    static const QRegularExpression waits(QStringLiteral("waits (?:up to )?(\\d+(?:\\.\\d+)?)\\s?ms"));
    const QRegularExpressionMatch m = waits.match(text);
    return m.hasMatch() ? m.captured(1).toDouble() : -1;
}

} // namespace

TEST_CASE("After an MPS fault the narrator says every client restarts, live and in replay, never that the GPU is idle",
          "[narrator][fault]")
{
    const Scenario s = demo();
    const SharingPlan plan = planFor(s, Mode::Mps);
    auto engine = Engine::create(s, plan);
    REQUIRE(engine);
    engine->advanceTo(5);
    engine->injectFault(0);
    engine->advanceTo(5.5);
    const Snapshot snap = engine->snapshot();
    for (const TenantView &v : snap.tenants)
        REQUIRE(v.state == TenantState::Restarting); // one MPS server: the whole pool goes down
    for (const Skin skin : {Skin::Technical, Skin::Kitchen}) {
        Narrator n;
        n.setSkin(skin);
        n.setScenario(s, plan);
        const QString live = n.describeState(snap);
        INFO(live.toStdString());
        CHECK_FALSE(live.contains(QStringLiteral("idle")));
        CHECK_FALSE(live.contains(QStringLiteral("quiet")));
        CHECK((live.contains(QStringLiteral("restarting")) || live.contains(QStringLiteral("fire"))));
        n.showSnapshot(snap); // replay of the same moment
        CHECK(n.text() == live);
    }
}

TEST_CASE("In time-sliced vGPU the narrator's turn and wait are the engine's, for every scheduler, skin and moment",
          "[narrator][vgpu]")
{
    for (const VgpuScheduler scheduler : {VgpuScheduler::BestEffort, VgpuScheduler::EqualShare, VgpuScheduler::FixedShare}) {
        for (const Skin skin : {Skin::Technical, Skin::Kitchen}) {
            const auto [s, plan] = vgpuDemo(scheduler);
            INFO("scheduler " << int(scheduler) << ", skin " << int(skin));
            auto engine = Engine::create(s, plan);
            REQUIRE(engine);
            Narrator n;
            n.setSkin(skin);
            n.setScenario(s, plan);
            n.setSpeed(0.001); // slow enough to follow turn by turn
            CanvasModel model = CanvasModel::build(s, plan, skin);
            REQUIRE(model.timeSliced());
            const std::vector<int> &rotation = model.turns().rotation;
            int checkedWaits = 0, idleTurns = 0;
            engine->advanceTo(2);
            for (int i = 0; i < 4000 && engine->snapshot().timeS < 6; ++i) {
                engine->step();
                const Snapshot snap = engine->snapshot();
                const QString said = n.describeState(snap);
                INFO("t = " << snap.timeS << ": " << said.toStdString());
                // Never a vague "busy", and never the owner waiting for the turn it holds.
                CHECK(said != QStringLiteral("The GPU is busy."));
                CHECK(said != QStringLiteral("The kitchen is busy."));
                if (snap.sliceOwner >= 0) {
                    CHECK_FALSE(said.startsWith(n.capitalName(snap.sliceOwner) + QStringLiteral(" waits")));
                }
                if (snap.sliceOwner < 0 && !snap.switching) {
                    CHECK_FALSE(said.contains(QStringLiteral(" holds the GPU")));
                    CHECK_FALSE(said.contains(QStringLiteral(" holds the stove")));
                    CHECK_FALSE(said.contains(QStringLiteral(" cooks at the burners")));
                }
                if (scheduler != VgpuScheduler::BestEffort) {
                    REQUIRE(snap.turnSlot >= 0);
                    const int slotTenant = rotation[size_t(snap.turnSlot)];
                    if (slotTenant < 0 || (snap.tenants[size_t(slotTenant)].queued + snap.tenants[size_t(slotTenant)].inFlight) == 0)
                        ++idleTurns;
                }
                // A stated wait, checked against the engine: the turn of the tenant named first comes
                // after that long (equal and fixed share: its slot begins; best effort: it holds the GPU).
                const double wait = statedWaitMs(said);
                if (wait < 0 || checkedWaits >= 6 || i % 7 != 0)
                    continue;
                int named = -1;
                for (int k = 0; k < int(s.tenants.size()); ++k)
                    if (said.startsWith(n.capitalName(k) + QStringLiteral(" waits")))
                        named = k;
                REQUIRE(named >= 0);
                auto probe = Engine::create(s, plan);
                probe->advanceTo(snap.timeS);
                REQUIRE(probe->snapshot().sliceOwner == snap.sliceOwner); // deterministic: the same run
                const double t0 = snap.timeS;
                double t1 = -1;
                for (int j = 0; j < 100000 && t1 < 0; ++j) {
                    if (!probe->step())
                        break;
                    const Snapshot p = probe->snapshot();
                    const bool turnOf = scheduler == VgpuScheduler::BestEffort
                        ? p.sliceOwner == named
                        : p.turnSlot >= 0 && rotation[size_t(p.turnSlot)] == named;
                    if (turnOf)
                        t1 = p.timeS;
                }
                REQUIRE(t1 >= 0);
                if (scheduler == VgpuScheduler::BestEffort) {
                    // "up to": the holder hands over early when its work runs out; then a switch gap
                    CHECK(said.contains(QStringLiteral("up to")));
                    CHECK((t1 - t0) * 1000 <= wait + 0.06 + 0.5);
                } else {
                    CHECK((t1 - t0) * 1000 == Approx(wait).margin(0.06)); // a slot ends on time
                }
                ++checkedWaits;
            }
            CHECK(checkedWaits >= 1);
            if (std::find(rotation.begin(), rotation.end(), -1) != rotation.end())
                CHECK(idleTurns >= 1); // empty slots of the fixed-share rotation were seen and said
        }
    }
}

TEST_CASE("At slow speeds the narrator follows a turn change at once, as the canvas does", "[narrator][vgpu]")
{
    const auto [s, plan] = vgpuDemo(VgpuScheduler::BestEffort);
    auto engine = Engine::create(s, plan);
    REQUIRE(engine);
    Narrator n;
    n.setScenario(s, plan);
    n.setSpeed(0.001);
    engine->advanceTo(2);
    int owner = engine->snapshot().sliceOwner;
    n.updateState(engine->snapshot());
    int changes = 0;
    for (int i = 0; i < 20000 && changes < 5; ++i) {
        engine->step();
        const Snapshot snap = engine->snapshot();
        if (snap.sliceOwner == owner || snap.sliceOwner < 0)
            continue;
        owner = snap.sliceOwner;
        n.updateState(snap); // within the 0.4 s a sentence normally stays: the turn changed
        INFO(n.text().toStdString());
        CHECK_FALSE(n.text().startsWith(n.capitalName(owner) + QStringLiteral(" waits")));
        ++changes;
    }
    CHECK(changes == 5);
}

TEST_CASE("On a short screen the charts keep their axis numbers and whole titles, in English and Chinese",
          "[charts][layout]")
{
    const gpuk::test::EnglishAfterTest restore;
    for (const QString lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        REQUIRE(LanguageManager::instance()->setLanguage(lang));
        // 1229x691: the first window on a 1366x768 screen (MainWindow::defaultWindowSize).
        for (const QSize size : {QSize(1229, 691), QSize(1366, 728), QSize(1280, 720), QSize(1920, 1080)}) {
            INFO(lang.toStdString() << " at " << size.width() << "x" << size.height());
            MainWindow w;
            const LoadResult file = Document::read(QStringLiteral(":/scenarios/llm-kv-growth.gpuk.json"));
            REQUIRE(file.ok());
            w.setScenario(*file.scenario);
            w.resize(size);
            w.show();
            settle();
            ChartPanel *charts = w.chartPanel();
            // A failing share, so that the latency chart carries its longest title.
            SimController *sim = w.simController();
            sim->setSpeedIndex(int(SimController::speedLadder().size()) - 1);
            sim->play();
            for (int i = 0; i < 200; ++i)
                sim->tick(0.05);
            sim->pause();
            settle();
            charts->flush();
            settle();
            QTest::qWait(50); // the charts' own layouts (a new title, a new plot height) run after
            settle();
            bool anyTimeTitle = false;
            for (int id = 0; id < ChartPanel::ChartCount; ++id) {
                if (!charts->chartShown(ChartPanel::ChartId(id)))
                    continue;
                QChart *chart = charts->chart(ChartPanel::ChartId(id));
                auto *view = qobject_cast<QWidget *>(chart->scene()->views().value(0));
                REQUIRE(view);
                const QFontMetrics labels(chart->axes(Qt::Horizontal).value(0)->labelsFont());
                INFO("chart " << id << ": " << chart->title().toStdString() << ", plot " << chart->plotArea().height()
                              << " px high in a view of " << view->height() << " px");
                // Room for the numbers: a plot of at least three label lines ...
                CHECK(chart->plotArea().height() >= 3 * labels.height());
                // ... and no tick label or axis title cut to "..." (Qt Charts cuts a label taller
                // than the plot's height over the number of labels).
                for (const QGraphicsItem *item : chart->scene()->items()) {
                    const auto *text = dynamic_cast<const QGraphicsTextItem *>(item);
                    if (!text || !text->isVisible())
                        continue;
                    INFO("label \"" << text->toPlainText().toStdString() << "\"");
                    CHECK_FALSE(text->toPlainText().contains(QStringLiteral("...")));
                    CHECK_FALSE(text->toPlainText().contains(QChar(0x2026)));
                }
                // Every line of the title whole within the view.
                const QFontMetrics titleFm(chart->titleFont());
                for (const QString &line : chart->title().split(QStringLiteral("<br>")))
                    CHECK(titleFm.horizontalAdvance(line) <= view->width() - 8);
                anyTimeTitle = anyTimeTitle || charts->timeAxisTitleShown(ChartPanel::ChartId(id));
            }
            if (!anyTimeTitle) { // said once under the charts instead
                auto *legend = charts->findChild<QLabel *>(QStringLiteral("chartLegend"));
                REQUIRE(legend);
                CHECK(legend->text().contains(ChartPanel::tr("x: simulated time (s)").toHtmlEscaped().replace(
                    QLatin1Char(' '), QStringLiteral("&nbsp;"))));
            }
            if (size.height() >= 1080)
                CHECK(anyTimeTitle);
        }
    }
}
