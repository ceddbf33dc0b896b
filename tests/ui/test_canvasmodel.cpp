// The picture model (ui/picture/canvasmodel.h): the canvas, the narrator and the status bar state
// the same time slice, MPS cap, MIG / vGPU profile and client / VM / context counts, because
// they all read one model.

#include "catch_qt.h"

#include "analysis/receipts.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"
#include "ui/picture/canvasmodel.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/panels/narrator.h"
#include "ui/shell/mainwindow.h"
#include "ui/text/format.h"

#include <QCoreApplication>
#include <QImage>
#include <QLabel>

#include <cmath>
#include <numeric>

using namespace gpuk;

namespace {

QString ms(double value)
{
    return localeNumber(value) + QStringLiteral(" ms");
}

// Every tool tip the canvas gives over the rooms and legend rows, joined.
QString toolTips(const GpuCanvas &canvas)
{
    QString all;
    for (const GpuLayout::Room &room : canvas.gpuLayout().rooms())
        all += canvas.toolTipAt(room.computeRect.center()) + QLatin1Char('\n');
    for (const QRectF &row : canvas.gpuLayout().legendRows())
        all += canvas.toolTipAt(row.center()) + QLatin1Char('\n');
    return all;
}

} // namespace

TEST_CASE("The canvas, the narrator and the status bar state the same slice, cap, profile and counts",
          "[canvasmodel]")
{
    const QStringList files = MainWindow::builtinScenarioFiles();
    REQUIRE(files.size() >= 5);
    GpuCanvas canvas;
    canvas.resize(1400, 900);
    int timeSliced = 0, capped = 0, rooms = 0, vms = 0;
    for (const QString &file : files) {
        const LoadResult loaded = loadScenarioFile(file, false);
        REQUIRE(loaded.ok());
        const Scenario &s = *loaded.scenario;
        const GpuModel *g = s.gpu();
        REQUIRE(g);
        for (Mode mode : allModes) {
            const SharingPlan plan = planForMode(s, mode);
            for (Skin skin : {Skin::Technical, Skin::Kitchen}) {
                INFO(file.toStdString() << " " << modeName(mode) << (skin == Skin::Kitchen ? " kitchen" : " tech"));
                canvas.setSkin(skin);
                canvas.setScene(s, plan);
                const CanvasModel &m = canvas.model();
                Narrator narrator;
                narrator.setSkin(skin);
                narrator.setScenario(s, plan);
                const QString status = m.statusText();
                const QString tips = toolTips(canvas);
                REQUIRE(m.hasGpu());
                QImage picture(canvas.size(), QImage::Format_ARGB32_Premultiplied);
                picture.fill(Qt::transparent);
                canvas.render(&picture); // the painters draw this model
                CHECK(picture.pixel(picture.width() / 2, picture.height() / 2) != 0);

                // The time slice: core's rule, stated by the banner, the turn strip and the narrator.
                if (m.timeSliced()) {
                    ++timeSliced;
                    const double slice = mode == Mode::Vgpu ? effectiveVgpuSliceMs(*g, plan.vgpu)
                                                            : plan.timeslice.timeSliceMs;
                    CHECK(m.sliceMs() == slice);
                    CHECK(narrator.model().sliceMs() == slice);
                    CHECK(m.turns().sliceMs == slice);
                    CHECK(m.bannerBody().contains(ms(slice)));
                    CHECK(m.turns().label.contains(ms(slice)));
                    EngineEvent turn;
                    turn.kind = EngineEvent::Kind::SliceSwitch;
                    turn.tenant = 0;
                    const QString said = narrator.describeEvent(turn, Snapshot());
                    CHECK(said.contains(ms(slice)));
                    // The state sentence (two tenants waiting for their turn) in both paces.
                    if (skin == Skin::Technical && s.tenants.size() >= 2) {
                        Snapshot waiting;
                        waiting.tenants.resize(s.tenants.size());
                        waiting.tenants[0].queued = 3;
                        waiting.tenants[1].queued = 2;
                        waiting.sliceOwner = 0;
                        for (double speed : {1.0, 0.0001}) {
                            narrator.setSpeed(speed);
                            CHECK(narrator.describeState(waiting).contains(ms(slice)));
                        }
                    }
                    // The status bar states no slice of its own.
                    CHECK((!status.contains(QStringLiteral(" ms")) || status.contains(ms(slice))));
                } else {
                    CHECK(m.turns().rotation.empty());
                }

                // Counts: clients, VMs, contexts in the status bar and on the banner.
                QString count;
                if (mode == Mode::Mps) {
                    CHECK(m.mpsClients() == int(plan.mps.clients.size()));
                    CHECK(int(m.legend().size()) == m.mpsClients());
                    count = QString::number(m.mpsClients());
                } else if (mode == Mode::Vgpu && !m.migEnabled()) {
                    CHECK(m.vgpuVms() == int(plan.vgpu.vms.size()));
                    count = QString::number(m.vgpuVms());
                } else if (mode == Mode::Timeslice || mode == Mode::Exclusive) {
                    CHECK(m.contexts() == int(s.tenants.size()));
                    count = QString::number(m.contexts());
                }
                if (!count.isEmpty()) {
                    CHECK(status.contains(count));
                    CHECK((m.bannerHead().contains(count) || m.bannerBody().contains(count)));
                }

                // The MPS cap: the legend row and its tool tip.
                for (const CanvasModel::LegendRow &row : m.legend()) {
                    if (!row.capPercent)
                        continue;
                    ++capped;
                    CHECK(row.capSms == int(std::lround(*row.capPercent / 100.0 * g->sms)));
                    CHECK(row.detail.contains(localeNumber(*row.capPercent, 1)));
                    CHECK(row.detail.contains(QString::number(row.capSms)));
                    CHECK(tips.contains(row.detail));
                }

                // MIG rooms and vGPU VMs: the profile on the room and in its tool tip; the status
                // bar's SMs are the rooms' SMs.
                if (m.migEnabled() && !m.migLayoutUnresolved()) {
                    int sms = 0;
                    for (const CanvasModel::Room &room : m.rooms()) {
                        ++rooms;
                        sms += room.sms;
                        const MigPlacement &pl = m.layoutInput().instances[size_t(room.instance)];
                        REQUIRE(pl.profile);
                        CHECK(room.profile == QString::fromStdString(pl.profile->name));
                        CHECK(room.sms == pl.profile->sms);
                        CHECK(tips.contains(room.title));
                    }
                    CHECK(status.contains(QString::number(sms)));
                    CHECK(m.migStats().instanceSms == sms);
                }
                if (mode == Mode::Vgpu) {
                    for (size_t i = 0; i < m.legend().size(); ++i) {
                        ++vms;
                        const QString profile = QString::fromStdString(plan.vgpu.vms[i].profile);
                        CHECK(m.legend()[i].vgpuProfile == profile);
                        CHECK(m.legend()[i].detail.contains(profile));
                    }
                    for (const CanvasModel::Room &room : m.rooms())
                        CHECK(room.title == QString::fromStdString(plan.vgpu.vms[size_t(room.instance)].profile));
                }
            }
        }
    }
    // The built-ins cover every kind of statement checked above.
    CHECK(timeSliced > 0);
    CHECK(capped > 0);
    CHECK(rooms > 0);
    CHECK(vms > 0);
}

TEST_CASE("The status bar shows the picture model's sentence about the plan", "[canvasmodel]")
{
    MainWindow w;
    w.setScenario(MainWindow::demoScenario());
    w.resize(1600, 1000);
    w.show();
    QCoreApplication::processEvents();
    auto *label = w.findChild<QLabel *>(QStringLiteral("statusLabel"));
    REQUIRE(label);
    CHECK(label->toolTip() == w.canvas()->model().statusText());
    CHECK_FALSE(label->toolTip().isEmpty());
}

TEST_CASE("In vGPU the narrator states the slice the picture shows, not a default of its own", "[canvasmodel]")
{
    const QStringList files = MainWindow::builtinScenarioFiles();
    bool checked = false;
    bool notTwo = false; // a slice other than 2 ms, the number the narrator once assumed
    for (const QString &file : files) {
        const LoadResult loaded = loadScenarioFile(file, false);
        REQUIRE(loaded.ok());
        Scenario s = *loaded.scenario;
        SharingPlan plan = planForMode(s, Mode::Vgpu);
        if (plan.vgpu.migBacked || plan.vgpu.vms.empty() || !s.gpu())
            continue;
        plan.vgpu.timeSliceMs.reset(); // the driver default: core's effective slice decides
        const double slice = effectiveVgpuSliceMs(*s.gpu(), plan.vgpu);
        notTwo = notTwo || slice != 2.0;
        GpuCanvas canvas;
        canvas.resize(1200, 800);
        canvas.setScene(s, plan);
        Narrator narrator;
        narrator.setScenario(s, plan);
        EngineEvent turn;
        turn.kind = EngineEvent::Kind::SliceSwitch;
        turn.tenant = 0;
        INFO(file.toStdString());
        CHECK(canvas.model().turns().label.contains(ms(slice)));
        CHECK(narrator.describeEvent(turn, Snapshot()).contains(ms(slice)));
        checked = true;
    }
    CHECK(checked);
    CHECK(notTwo);
}

TEST_CASE("An overfull shared pool is stated with the whole plan's memory, exclusive GPUs never are", "[canvasmodel]")
{
    Scenario s = MainWindow::demoScenario();
    const Tenant big = s.tenants.front();
    for (int i = 0; i < 12; ++i) { // far more models than one GPU holds
        Tenant t = big;
        t.id = big.id + "-" + std::to_string(i);
        t.modelGb = 20;
        s.tenants.push_back(t);
    }
    SharingPlan mps = planForMode(s, Mode::Mps);
    mps.mps.clients.clear();
    for (const Tenant &t : s.tenants) {
        MpsClient c;
        c.tenant = t.id;
        mps.mps.clients.push_back(c);
    }
    const CanvasModel m = CanvasModel::build(s, mps, Skin::Technical);
    double models = 0;
    for (const Tenant &t : s.tenants)
        models += t.modelGb;
    CHECK(m.plannedMemoryGiB() == Approx(models));
    CHECK(models > m.memoryCapacityGiB());
    CHECK(m.memoryOver());
    CHECK_FALSE(CanvasModel::build(s, planForMode(s, Mode::Exclusive), Skin::Technical).memoryOver());
}

TEST_CASE("A GPU figure the fact files do not verify is drawn as assumed, with its reason in the tool tip",
          "[canvasmodel][catalog]")
{
    // RTX PRO 6000 Blackwell's SM count and bandwidth come from secondary sources
    const LoadResult loaded = loadScenarioFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json"), false);
    REQUIRE(loaded.ok());
    Scenario s = *loaded.scenario;
    s.gpuId = "RTX-PRO-6000";
    s.alternatives.clear();
    s.sharing = SharingPlan{};
    const GpuModel *g = s.gpu();
    REQUIRE(g);
    REQUIRE(g->figureQuality(GpuFigure::Bandwidth) != DataQuality::Verified);
    for (Skin skin : {Skin::Technical, Skin::Kitchen}) {
        GpuCanvas canvas;
        canvas.resize(1366, 600);
        canvas.setSkin(skin);
        canvas.setScene(s, defaultPlan(s, Mode::Mps));
        const CanvasModel::Gpu &gpu = canvas.model().gpu();
        CHECK(gpu.assumed.count(GpuFigure::Bandwidth) == 1);
        CHECK(gpu.figure(GpuFigure::Bandwidth, QStringLiteral("1,792")) == QStringLiteral("1,792 (assumed)"));
        CHECK(gpu.figure(GpuFigure::Memory, QStringLiteral("96")) == QStringLiteral("96"));
        const QString tip = canvas.toolTipAt(canvas.gpuLayout().titleRect().center());
        INFO(tip.toStdString());
        CHECK(tip.contains(QStringLiteral("Assumed memory bandwidth: ")));
        CHECK(tip.contains(QString::fromStdString(g->figureFlag(GpuFigure::Bandwidth)->note)));
    }
    // a verified GPU has nothing assumed
    GpuCanvas canvas;
    canvas.resize(1366, 600);
    Scenario a = s;
    a.gpuId = "A100-40GB";
    canvas.setScene(a, defaultPlan(a, Mode::Mps));
    CHECK(canvas.model().gpu().assumed.empty());
}

TEST_CASE("The canvas names the receipts' known gaps of the plan it draws in its title's tool tip", "[canvasmodel][receipts]")
{
    // Wherever the picture states a number the model is known to get wrong
    for (const QString &file : MainWindow::builtinScenarioFiles()) {
        const LoadResult loaded = loadScenarioFile(file, false);
        REQUIRE(loaded.ok());
        const Scenario &s = *loaded.scenario;
        for (Mode mode : allModes) {
            const SharingPlan plan = planForMode(s, mode);
            GpuCanvas canvas;
            canvas.resize(1366, 600);
            canvas.setScene(s, plan);
            const QString tip = canvas.toolTipAt(canvas.gpuLayout().titleRect().center());
            INFO(file.toStdString() << " " << modeName(mode) << ": " << tip.toStdString());
            for (const KnownGapHere &g : knownGapsFor(s, plan))
                CHECK(tip.contains(QStringLiteral("Known gap (receipt %1)").arg(QString::fromStdString(g.receipt->id))));
        }
    }
}
