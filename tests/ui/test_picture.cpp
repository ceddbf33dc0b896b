// The picture layer (ui/picture): one Picture, fed by a runner, shown by any number of views at
// their own sizes; several Pictures side by side, each with its own runner; the facts the views
// state (the fault flash, the SLO states) are the model's.

#include "catch_qt.h"
#include "testwindows.h"

#include "analysis/planchoice.h"
#include "io/scenariofile.h"
#include "sharing/modetraits.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/document/simcontroller.h"
#include "ui/panels/narrator.h"
#include "ui/picture/picture.h"
#include "ui/shell/mainwindow.h"
#include "ui/text/format.h"
#include "ui/text/outcomes.h"

#include <QLabel>

#include <algorithm>
#include <set>

using namespace gpuk;
using namespace gpuk::test;

namespace {

Scenario builtin(const QString &file)
{
    const LoadResult loaded = loadScenarioFile(file, false);
    REQUIRE(loaded.ok());
    return *loaded.scenario;
}

// The tenants lit on a view's SM cells.
std::set<int> litTenants(const GpuCanvas &canvas)
{
    std::set<int> lit;
    for (int k : canvas.drawnSmTenants())
        if (k >= 0)
            lit.insert(k);
    return lit;
}

} // namespace

TEST_CASE("Two canvases showing one Picture at different sizes state the same facts", "[picture]")
{
    const QStringList files = MainWindow::builtinScenarioFiles();
    REQUIRE(files.size() >= 5);
    const Scenario s = builtin(files.front());
    int compared = 0;
    for (Mode mode : {Mode::Mig, Mode::Mps, Mode::Timeslice, Mode::Exclusive}) {
        INFO(modeName(mode));
        SimController sim;
        sim.reset(s, planForMode(s, mode));
        if (!sim.isAvailable())
            continue;
        Picture picture;
        picture.follow(&sim);
        GpuCanvas small, large;
        small.resize(700, 450);
        large.resize(1800, 1100);
        small.setPicture(&picture);
        large.setPicture(&picture);
        REQUIRE(small.picture() == &picture);
        sim.play();
        for (int i = 0; i < 30; ++i)
            sim.tick(0.04);
        REQUIRE(picture.hasSnapshot());
        const CanvasModel &a = small.model();
        const CanvasModel &b = large.model();
        // Laid out at two sizes ...
        CHECK(small.gpuLayout().gridRect().width() < large.gpuLayout().gridRect().width());
        // ... the same words and numbers.
        CHECK(a.statusText() == picture.model().statusText());
        CHECK(b.statusText() == picture.model().statusText());
        CHECK(a.mode() == b.mode());
        CHECK(a.bannerHead() == b.bannerHead());
        REQUIRE(a.legend().size() == b.legend().size());
        for (size_t i = 0; i < a.legend().size(); ++i) {
            CHECK(a.legend()[i].name == b.legend()[i].name);
            CHECK(a.legend()[i].detail == b.legend()[i].detail);
        }
        REQUIRE(a.rooms().size() == b.rooms().size());
        for (size_t i = 0; i < a.rooms().size(); ++i) {
            CHECK(a.rooms()[i].title == b.rooms()[i].title);
            CHECK(a.rooms()[i].tenants == b.rooms()[i].tenants);
        }
        CHECK(a.live().timeS == b.live().timeS);
        CHECK(a.live().timeS == picture.snapshot().timeS);
        CHECK(a.live().worstCongestion == b.live().worstCongestion);
        CHECK(a.idle() == b.idle());
        REQUIRE(a.live().tenants.size() == b.live().tenants.size());
        for (size_t k = 0; k < a.live().tenants.size(); ++k) {
            CHECK(a.live().tenants[k].queued == b.live().tenants[k].queued);
            CHECK(a.live().tenants[k].smsHeld == b.live().tenants[k].smsHeld);
        }
        // Each lights the tenants the engine runs now, on its own cells.
        CHECK(small.drawnSmTenants().size() == large.drawnSmTenants().size());
        CHECK(litTenants(small) == litTenants(large));
        ++compared;
    }
    CHECK(compared >= 3);
}

TEST_CASE("Two Pictures, each following its own runner over another mode of one scenario, are independent",
          "[picture]")
{
    const Scenario s = builtin(MainWindow::builtinScenarioFiles().front());
    SimController mpsRun, migRun;
    mpsRun.reset(s, planForMode(s, Mode::Mps));
    migRun.reset(s, planForMode(s, Mode::Mig));
    REQUIRE(mpsRun.isAvailable());
    REQUIRE(migRun.isAvailable());
    Picture mps, mig;
    mps.follow(&mpsRun);
    mig.follow(&migRun);
    GpuCanvas mpsView, migView;
    mpsView.resize(900, 600);
    migView.resize(900, 600);
    mpsView.setPicture(&mps);
    migView.setPicture(&mig);
    CHECK(mps.model().mode() == Mode::Mps);
    CHECK(mig.model().mode() == Mode::Mig);
    CHECK(mpsView.model().rooms().empty());
    CHECK_FALSE(migView.model().rooms().empty());

    // Only the MPS run moves: the MIG picture stays at t = 0.
    mpsRun.play();
    for (int i = 0; i < 20; ++i)
        mpsRun.tick(0.05);
    CHECK(mps.snapshot().timeS > 0);
    CHECK(mig.snapshot().timeS == 0);
    CHECK(migView.model().live().timeS == 0);

    // A fault in one run flashes in its picture only.
    mpsRun.injectFault(0);
    CHECK(mps.faultFlashActive());
    CHECK_FALSE(mps.model().faultTenants().empty());
    CHECK_FALSE(mig.faultFlashActive());
    CHECK(mig.model().faultTenants().empty());
    CHECK(mpsView.faultFlashWords() == mps.model().faultWords());
    CHECK(migView.faultFlashWords().isEmpty());

    // A skin for one picture leaves the other's words alone.
    mps.setSkin(Skin::Kitchen);
    CHECK(mpsView.skin() == Skin::Kitchen);
    CHECK(migView.skin() == Skin::Technical);
    CHECK(mps.model().statusText() != mig.model().statusText());
    // The flash survives the skin change (the same fault, other words).
    CHECK_FALSE(mps.model().faultTenants().empty());
}

TEST_CASE("The fault flash takes down exactly the engine's fault domain in every built-in and mode", "[picture]")
{
    int checked = 0, everyone = 0, some = 0;
    for (const QString &file : MainWindow::builtinScenarioFiles()) {
        const Scenario s = builtin(file);
        for (Mode mode : allModes) {
            INFO(file.toStdString() << " " << modeName(mode));
            SimController sim;
            sim.reset(s, planForMode(s, mode));
            if (!sim.isAvailable())
                continue;
            Picture picture;
            picture.follow(&sim);
            sim.play();
            sim.tick(0.2);
            // The first tenant the plan places (an unplaced one has no fault domain).
            int tenant = -1;
            for (size_t k = 0; k < sim.snapshot().tenants.size() && tenant < 0; ++k)
                if (sim.snapshot().tenants[k].state != TenantState::NotServed)
                    tenant = int(k);
            REQUIRE(tenant >= 0);
            std::vector<int> domain = sim.engine()->faultDomain(tenant);
            REQUIRE_FALSE(domain.empty());
            sim.injectFault(tenant);
            REQUIRE(picture.faultFlashActive());
            std::vector<int> flashed = picture.model().faultTenants();
            std::sort(flashed.begin(), flashed.end());
            std::sort(domain.begin(), domain.end());
            CHECK(flashed == domain);
            // "Every tenant" exactly when the engine took every placed tenant (two at least).
            int placed = 0;
            for (const TenantView &v : sim.snapshot().tenants)
                placed += v.state != TenantState::NotServed ? 1 : 0;
            const bool all = int(domain.size()) >= std::max(2, placed);
            CHECK(picture.model().faultTookEveryone() == all);
            CHECK(CanvasModel::faultTookEveryone(domain.size(), sim.snapshot()) == all);
            const QString words = picture.model().faultWords();
            if (picture.model().faultContained())
                CHECK(words.contains(QStringLiteral("Contained")));
            else
                CHECK(words.contains(QStringLiteral("Every tenant")) == all);
            (all ? everyone : some) += 1;
            ++checked;
        }
    }
    CHECK(checked >= 20);
    CHECK(everyone > 0);
    CHECK(some > 0);
}

TEST_CASE("The status bar and the narrator agree with the picture model's SLO state", "[picture]")
{
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    settle();
    auto *live = w.findChild<QLabel *>(QStringLiteral("liveStatusLabel"));
    REQUIRE(live);
    int met = 0, missed = 0, notPlaced = 0;
    for (const QString &file : MainWindow::builtinScenarioFiles()) {
        w.setScenario(builtin(file));
        for (Mode mode : {Mode::Exclusive, Mode::Mig, Mode::Mps, Mode::Timeslice}) {
            w.setMode(mode);
            SimController *sim = w.simController();
            if (!sim->isAvailable())
                continue;
            INFO(file.toStdString() << " " << modeName(mode));
            // Past the warm-up: 25 times faster than real time, 100 s of simulated time.
            const auto &ladder = SimController::speedLadder();
            sim->setSpeedIndex(int(std::find(ladder.begin(), ladder.end(), 25.0) - ladder.begin()));
            sim->play();
            for (int i = 0; i < 20; ++i)
                sim->tick(0.2);
            sim->pause();
            settle();
            const Picture *picture = w.picture();
            REQUIRE(picture->hasOutcomes());
            const std::vector<CanvasModel::TenantSlo> states = picture->sloStates();
            REQUIRE(states.size() == w.scenario().tenants.size());
            const QString status = w.liveStatusText();
            INFO(status.toStdString());
            const CanvasModel &m = picture->model();
            for (const CanvasModel::TenantSlo &t : states) {
                const QString name = m.tenantName(t.tenant);
                switch (t.state) {
                case CanvasModel::Slo::Met:
                    ++met;
                    CHECK(status.contains(QStringLiteral("%1 %2 ✓").arg(name, OutcomeText::percent(t.attainment))));
                    break;
                case CanvasModel::Slo::Missed:
                    ++missed;
                    CHECK(status.contains(QStringLiteral("%1 %2 ✗").arg(name, OutcomeText::percent(t.attainment))));
                    break;
                case CanvasModel::Slo::NotPlaced:
                    ++notPlaced;
                    CHECK(status.contains(QStringLiteral("%1 not placed").arg(name)));
                    // The narrator's unplaced tenant is the engine's NotServed one, the same tenant.
                    CHECK(sim->snapshot().tenants[size_t(t.tenant)].state == TenantState::NotServed);
                    break;
                case CanvasModel::Slo::Pending:
                case CanvasModel::Slo::None:
                    CHECK_FALSE(status.contains(QStringLiteral("%1 %2 ✓").arg(name, OutcomeText::percent(t.attainment))));
                    break;
                }
            }
            // The narrator's SLO-miss sentence states the target the model holds.
            for (const EngineEvent &e : sim->snapshot().recentEvents) {
                if (e.kind != EngineEvent::Kind::SloMiss)
                    continue;
                const QString said = w.narrator()->describeEvent(e, sim->snapshot());
                CHECK(said.contains(localeNumber(m.tenantSloMs(e.tenant), 1)));
                break;
            }
        }
    }
    CHECK(met > 0);
    CHECK(missed + notPlaced > 0);
}
