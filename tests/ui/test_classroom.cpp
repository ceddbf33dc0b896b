// What must not surprise a teacher in front of a class: the wheel scrolls the inspector instead of
// editing it, Space plays whatever has the focus except a text field.

#include "catch_qt.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"
#include "languageguard.h"
#include "support/testsupport.h"
#include "testwindows.h"

#include "ui/canvas/gpucanvas.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"
#include "ui/document/simcontroller.h"
#include "ui/panels/chartpanel.h"
#include "ui/panels/inspector.h"
#include "ui/panels/narrator.h"
#include "ui/panels/tenantpalette.h"
#include "ui/panels/timecontrols.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/mainwindow.h"

#include "sim/engine.h"

#include <QAction>
#include <memory>
#include <QDropEvent>
#include <QMimeData>
#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QXYSeries>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QDialog>
#include <QMessageBox>
#include <QSet>
#include <QTableWidget>
#include <QDockWidget>
#include <QMenu>
#include <QScreen>
#include <QStatusBar>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>
#include <QWheelEvent>

#include <algorithm>
#include <vector>

#include <functional>

using namespace gpuk;
using namespace gpuk::test;

namespace {

// One notch of the wheel down, as a mouse sends it, at the centre of `w`.
void wheelDown(QWidget *w)
{
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                  false);
    QApplication::sendEvent(w, &e);
}

} // namespace

TEST_CASE("the wheel over the inspector scrolls it and edits a value only in the field that has the focus",
          "[classroom][inspector]")
{
    ActiveWindow shown(QSize(1366, 600)); // short: the inspector scrolls
    MainWindow &w = shown.window;
    w.document()->setSelectedTenant(0);
    settle();
    auto *scroll = w.findChild<QScrollArea *>(QStringLiteral("inspectorScroll"));
    auto *rate = w.inspector()->findChild<QDoubleSpinBox *>(QStringLiteral("inspectorRate"));
    REQUIRE(scroll);
    REQUIRE(rate);
    REQUIRE(rate->isVisible());
    REQUIRE(rate->value() > 0);
    QScrollBar *bar = scroll->verticalScrollBar();
    REQUIRE(bar->maximum() > 0);
    bar->setValue(0);
    settle();

    const double before = rate->value();
    const int undoSteps = w.document()->undoStack()->count();
    wheelDown(rate);
    settle();
    CHECK(rate->value() == before);
    CHECK(w.document()->undoStack()->count() == undoSteps);
    CHECK(bar->value() > 0); // the wheel scrolled the inspector instead

    // Every spin box and combo box of the inspector: no wheel edits without the focus.
    for (QWidget *field : w.inspector()->findChildren<QWidget *>()) {
        if (!qobject_cast<QAbstractSpinBox *>(field) && !qobject_cast<QComboBox *>(field))
            continue;
        INFO(field->objectName().toStdString());
        CHECK(field->focusPolicy() == Qt::StrongFocus);
    }

    // Clicked into, the field takes the wheel.
    rate->setFocus();
    settle();
    REQUIRE(rate->hasFocus());
    wheelDown(rate);
    settle();
    CHECK(rate->value() < before);
}

TEST_CASE("Space plays and pauses whatever has the focus except a text field", "[classroom][keys]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    REQUIRE(sim->isAvailable());
    REQUIRE_FALSE(sim->isPlaying());

    // The palette has the focus after a drag or Enter.
    w.tenantPalette()->setFocus();
    settle();
    REQUIRE(QApplication::focusWidget() == w.tenantPalette());
    QTest::keyClick(w.tenantPalette(), Qt::Key_Space);
    settle();
    CHECK(sim->isPlaying());
    QTest::keyClick(w.tenantPalette(), Qt::Key_Space);
    settle();
    CHECK_FALSE(sim->isPlaying());

    // The mode selector and the canvas.
    auto *modeCombo = w.findChild<QComboBox *>(QStringLiteral("modeCombo"));
    REQUIRE(modeCombo);
    for (QWidget *target : {static_cast<QWidget *>(modeCombo), static_cast<QWidget *>(w.canvas())}) {
        target->setFocus();
        settle();
        REQUIRE(QApplication::focusWidget() == target);
        QTest::keyClick(target, Qt::Key_Space);
        settle();
        CHECK(sim->isPlaying());
        QTest::keyClick(target, Qt::Key_Space);
        settle();
        CHECK_FALSE(sim->isPlaying());
    }

    // A text field types the space.
    w.document()->setSelectedTenant(0);
    settle();
    auto *name = w.inspector()->findChild<QLineEdit *>();
    REQUIRE(name);
    name->setFocus();
    settle();
    REQUIRE(QApplication::focusWidget() == name);
    const QString text = name->text();
    name->end(false);
    QTest::keyClick(name, Qt::Key_Space);
    settle();
    CHECK_FALSE(sim->isPlaying());
    CHECK(name->text() == text + QLatin1Char(' '));
}

TEST_CASE("at the end of the run the app says so and the play key runs it again from the start",
          "[classroom][simulation]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    REQUIRE(sim->isAvailable());
    QAction *play = w.timeControls()->playAction();
    const QString playText = play->text();
    sim->setSpeedIndex(int(SimController::speedLadder().size()) - 1);
    sim->play();
    bool faulted = false;
    for (int i = 0; i < 20000 && !sim->isFinished(); ++i) {
        sim->tick(0.05);
        // A fault a moment before the end: the tenant is still restarting when the run ends.
        if (!faulted && sim->simTime() > sim->durationS() - 1) {
            sim->injectFault(0);
            faulted = true;
        }
    }
    settle();
    REQUIRE(sim->isFinished());
    CHECK_FALSE(sim->isPlaying());

    // Said, not only shown by greyed-out buttons.
    CHECK(w.statusBar()->currentMessage().contains(QStringLiteral("End of the run")));
    // The message is not drawn over the layout line, even after the status bar re-lays itself
    // out (a permanent widget shown).
    auto *line = w.findChild<QLabel *>(QStringLiteral("statusLabel"));
    REQUIRE(line);
    auto *extra = new QLabel(QStringLiteral("extra"), w.statusBar());
    extra->setStyleSheet(QStringLiteral("QLabel { padding: 6px; }"));
    w.statusBar()->addPermanentWidget(extra);
    settle();
    CHECK_FALSE(line->isVisible());
    w.statusBar()->clearMessage();
    settle();
    CHECK(line->isVisible());
    delete extra;
    CHECK(w.timeControls()->clockText().contains(QStringLiteral("(end)")));
    CHECK(play->isEnabled());
    CHECK(play->text() == QStringLiteral("&Restart"));
    CHECK(play->text() != playText);

    // The play key runs it again from t = 0: nobody stays "restarting" for ever. (At 1x: the
    // simulated time after a few event-loop turns stays small.)
    const std::vector<double> &ladder = SimController::speedLadder();
    const auto one = std::find(ladder.begin(), ladder.end(), 1.0);
    REQUIRE(one != ladder.end());
    sim->setSpeedIndex(int(one - ladder.begin()));
    w.canvas()->setFocus();
    settle();
    QTest::keyClick(w.canvas(), Qt::Key_Space);
    settle();
    CHECK(sim->isPlaying());
    CHECK(sim->simTime() < 5.0);
    CHECK_FALSE(sim->isFinished());
    CHECK(play->text() == QStringLiteral("&Pause"));
    CHECK_FALSE(w.timeControls()->clockText().contains(QStringLiteral("(end)")));
    for (const TenantView &v : sim->snapshot().tenants)
        CHECK(v.state != TenantState::Restarting);
}

namespace {

// The newest x of any data point drawn on any of the charts, after a redraw of what is pending.
double newestChartX(ChartPanel *charts)
{
    charts->flush();
    return charts->newestDrawnX();
}

void runToEnd(SimController *sim)
{
    sim->setSpeedIndex(int(SimController::speedLadder().size()) - 1);
    sim->play();
    for (int i = 0; i < 20000 && !sim->isFinished(); ++i)
        sim->tick(0.05);
    settle();
    REQUIRE(sim->isFinished());
}

void atOneX(SimController *sim)
{
    const std::vector<double> &ladder = SimController::speedLadder();
    sim->setSpeedIndex(int(std::find(ladder.begin(), ladder.end(), 1.0) - ladder.begin()));
}

} // namespace

TEST_CASE("A run started again by Space at the end or by Home shows only the new run: charts, narrator and status",
          "[classroom][simulation][rerun]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    REQUIRE(sim->isAvailable());
    ChartPanel *charts = w.chartPanel();

    SECTION("Space at the end")
    {
        runToEnd(sim);
        CHECK(newestChartX(charts) > sim->durationS() - 1);
        CHECK(w.narrator()->text().contains(QStringLiteral("ended")));
        CHECK(w.statusBar()->currentMessage().contains(QStringLiteral("End of the run")));
        // The play button at the end does not look like "back to start" beside it.
        const QSize iconSize(24, 24);
        CHECK(w.timeControls()->playAction()->icon().pixmap(iconSize).toImage()
              != w.timeControls()->resetAction()->icon().pixmap(iconSize).toImage());
        atOneX(sim);
        w.canvas()->setFocus();
        settle();
        QTest::keyClick(w.canvas(), Qt::Key_Space);
        REQUIRE(sim->isPlaying());
        for (int i = 0; i < 20; ++i)
            sim->tick(0.05); // one simulated second
        settle();
        CHECK(sim->simTime() < 3);
        const double newest = newestChartX(charts);
        CHECK(newest >= 0);
        CHECK(newest <= sim->simTime() + 1e-9); // nothing of the old run's 60 s
        CHECK_FALSE(w.narrator()->text().contains(QStringLiteral("ended")));
        CHECK_FALSE(w.statusBar()->currentMessage().contains(QStringLiteral("End of the run")));
    }
    SECTION("Home at the end")
    {
        runToEnd(sim);
        w.canvas()->setFocus();
        settle();
        QTest::keyClick(w.canvas(), Qt::Key_Home);
        settle();
        CHECK(sim->simTime() == 0);
        CHECK(newestChartX(charts) <= 0);
        CHECK_FALSE(w.narrator()->text().contains(QStringLiteral("ended")));
        CHECK_FALSE(w.statusBar()->currentMessage().contains(QStringLiteral("End of the run")));
    }
    SECTION("Home in mid-run")
    {
        atOneX(sim);
        sim->play();
        for (int i = 0; i < 200; ++i)
            sim->tick(0.1); // 20 s
        settle();
        REQUIRE(newestChartX(charts) > 15);
        w.canvas()->setFocus();
        settle();
        QTest::keyClick(w.canvas(), Qt::Key_Home);
        CHECK(sim->isPlaying()); // Home while playing plays on from t = 0
        for (int i = 0; i < 20; ++i)
            sim->tick(0.05);
        settle();
        CHECK(newestChartX(charts) <= sim->simTime() + 1e-9);
        CHECK(sim->simTime() < 3);
    }
}

TEST_CASE("Switching the language mid-run keeps the run of a built-in scenario: time, history, faults; only names change",
          "[classroom][simulation][language]")
{
    const gpuk::test::EnglishAfterTest restore;
    ActiveWindow shown;
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    REQUIRE(sim->isAvailable());
    const std::string englishName = w.scenario().tenants[0].name;
    atOneX(sim);
    sim->play();
    for (int i = 0; i < 100; ++i)
        sim->tick(0.1); // 10 s
    sim->injectFault(0);
    for (int i = 0; i < 5; ++i)
        sim->tick(0.1);
    settle();
    const double before = sim->simTime();
    const int history = sim->historySize();
    const Engine *engine = sim->engine();
    REQUIRE(before > 10);
    REQUIRE(sim->snapshot().tenants[0].state == TenantState::Restarting);
    REQUIRE(newestChartX(w.chartPanel()) > 9);

    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    settle();
    CHECK(sim->engine() == engine); // the same run, not a new engine (it played on meanwhile)
    CHECK(sim->simTime() >= before);
    CHECK(sim->historySize() >= history);
    CHECK(sim->isPlaying());
    CHECK(sim->snapshot().tenants[0].state == TenantState::Restarting); // the injected fault stays
    CHECK(newestChartX(w.chartPanel()) > 9);                             // and the curves
    // The built-in's names follow the language, in the document and in the charts' legend.
    const std::string chineseName = w.scenario().tenants[0].name;
    CHECK(chineseName != englishName);
    CHECK(w.chartPanel()->legendEntries().value(0) == QString::fromStdString(chineseName));
    CHECK_FALSE(w.isWindowModified());

    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    settle();
    CHECK(sim->engine() == engine);
    CHECK(sim->simTime() >= before);
    CHECK(w.scenario().tenants[0].name == englishName);
    CHECK(w.chartPanel()->legendEntries().value(0) == QString::fromStdString(englishName));
}

TEST_CASE("Renaming a tenant while the run plays keeps the run and shows the new name", "[classroom][simulation]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    atOneX(sim);
    sim->play();
    for (int i = 0; i < 50; ++i)
        sim->tick(0.1);
    settle();
    const Engine *engine = sim->engine();
    const double before = sim->simTime();
    w.document()->push(new EditTenantCommand(w.document(), 1, TenantField::Name, QStringLiteral("Renamed")));
    settle();
    CHECK(sim->engine() == engine);
    CHECK(sim->simTime() >= before);
    CHECK(w.chartPanel()->legendEntries().value(1) == QStringLiteral("Renamed"));
    w.document()->undoStack()->undo();
    settle();
    CHECK(sim->engine() == engine);
    CHECK(w.chartPanel()->legendEntries().value(1) == QString::fromStdString(w.scenario().tenants[1].name));
}

TEST_CASE("After a language switch the undo history and the Edit menu speak only the new language", "[classroom][language][undo]")
{
    const gpuk::test::EnglishAfterTest restore;
    ActiveWindow shown;
    MainWindow &w = shown.window;
    Document *doc = w.document();
    QUndoStack *stack = doc->undoStack();
    w.setMode(Mode::Mps);
    settle();
    REQUIRE_FALSE(w.planSearchRunning());
    doc->push(new EditTenantCommand(doc, 0, TenantField::RatePerS, 7.0));
    doc->push(new SetDurationCommand(doc, 90));
    w.setMode(Mode::Timeslice);
    settle();
    REQUIRE(stack->count() == 4);
    QStringList english;
    for (int i = 0; i < stack->count(); ++i)
        english << stack->text(i);
    INFO(english.join(QStringLiteral(" | ")).toStdString());
    auto *view = w.findChild<QUndoView *>();
    REQUIRE(view);
    auto shownRows = [view] {
        QStringList rows; // row 0 is the empty state ("<opened scenario>")
        for (int r = 1; r < view->model()->rowCount(); ++r)
            rows << view->model()->index(r, 0).data().toString();
        return rows;
    };
    auto hasChinese = [](const QString &text) {
        return std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; });
    };

    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    settle();
    QStringList chinese;
    for (int i = 0; i < stack->count(); ++i) {
        chinese << stack->text(i);
        CHECK(hasChinese(stack->text(i)));
        CHECK(stack->text(i) != english[i]);
    }
    INFO(chinese.join(QStringLiteral(" | ")).toStdString());
    CHECK(shownRows() == chinese);
    CHECK(w.undoAction()->text().contains(stack->undoText()));
    // An edit made before the switch names the built-in's tenant by today's (Chinese) name.
    CHECK(stack->text(1).contains(QString::fromStdString(w.scenario().tenants[0].name)));

    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    settle();
    QStringList back;
    for (int i = 0; i < stack->count(); ++i)
        back << stack->text(i);
    CHECK(back == english);
    CHECK(shownRows() == english);
}

TEST_CASE("After a combo box of the inspector changes, the focus stays in it and Space still plays and pauses",
          "[classroom][keys][focus]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    for (const Mode mode : {Mode::Mig, Mode::Mps, Mode::Vgpu, Mode::Timeslice, Mode::Exclusive}) {
        w.setMode(mode);
        settle();
        REQUIRE_FALSE(w.planSearchRunning());
        REQUIRE(w.mode() == mode);
        w.document()->setSelectedTenant(0);
        settle();
        int tried = 0;
        for (QComboBox *combo : w.inspector()->findChildren<QComboBox *>()) {
            if (!combo->isVisibleTo(w.inspector()) || !combo->isEnabled() || combo->count() < 2)
                continue;
            INFO("mode " << int(mode) << ", combo " << combo->objectName().toStdString());
            combo->setFocus(Qt::TabFocusReason);
            settle();
            REQUIRE(QApplication::focusWidget() == combo);
            const int before = combo->currentIndex();
            QTest::keyClick(combo, before + 1 < combo->count() ? Qt::Key_Down : Qt::Key_Up);
            settle();
            if (combo->currentIndex() == before)
                continue; // a refused value (e.g. a MIG start with no room): nothing changed
            ++tried;
            CHECK(QApplication::focusWidget() == combo);
            const bool playing = sim->isPlaying();
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
            settle();
            CHECK(sim->isPlaying() != playing);
            if (sim->isPlaying())
                sim->pause();
        }
        CHECK(tried >= 1); // the tenant's kind at least
    }
}

TEST_CASE("After a drop from the palette the keys act on the canvas: Home rewinds", "[classroom][keys][focus]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    SimController *sim = w.simController();
    w.setMode(Mode::Mps);
    settle();
    TenantPalette *palette = w.tenantPalette();
    palette->setFocus();
    palette->setCurrentRow(2);
    settle();
    const int row = palette->currentRow();
    std::unique_ptr<QMimeData> mime(palette->model()->mimeData({palette->model()->index(row, 0)}));
    REQUIRE(mime);
    const QPoint at = w.canvas()->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(w.canvas(), &enter);
    QDragMoveEvent move(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(w.canvas(), &move);
    QDropEvent drop(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier, QEvent::Drop);
    QCoreApplication::sendEvent(w.canvas(), &drop);
    settle();
    REQUIRE(drop.isAccepted());
    CHECK(QApplication::focusWidget() == w.canvas());
    atOneX(sim);
    sim->play();
    for (int i = 0; i < 30; ++i)
        sim->tick(0.1);
    sim->pause();
    settle();
    REQUIRE(sim->simTime() > 2);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Home);
    settle();
    CHECK(sim->simTime() == 0);
    CHECK(palette->currentRow() == row); // the list's selection did not move
}

TEST_CASE("Every inspector field shows the value the document holds and spans the range a file may hold",
          "[classroom][inspector]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    Scenario s = w.scenario();
    s.simulation.durationS = 86400; // one day: more than the old field's 3600 s
    Tenant &t = s.tenants[0];
    t.restartS = 7200;
    t.service.meanMs = 0.005;       // finer than the field's two decimals
    t.sloMs = 5e7;
    t.modelGb = 2000;
    t.arrival.ratePerS = 2.5e6;
    s.sharing = planForMode(s, Mode::Mps);
    s.sharing.mode = Mode::Mps;
    REQUIRE_FALSE(s.sharing.mps.clients.empty());
    s.sharing.mps.clients[0].activeThreadPercentage = 12.5;
    w.setScenario(s);
    w.document()->setSelectedTenant(0);
    settle();
    REQUIRE(w.mode() == Mode::Mps);
    auto spin = [&](const char *name) {
        auto *box = w.inspector()->findChild<QDoubleSpinBox *>(QLatin1String(name));
        REQUIRE(box);
        return box;
    };
    CHECK(spin("inspectorDuration")->value() == 86400);
    CHECK(spin("inspectorRestart")->value() == 7200);
    CHECK(spin("inspectorMeanMs")->value() == Approx(0.005));
    CHECK(spin("inspectorSlo")->value() == 5e7);
    CHECK(spin("inspectorModelGb")->value() == 2000);
    CHECK(spin("inspectorRate")->value() == 2.5e6);
    CHECK(spin("inspectorMpsCap")->value() == 12.5);
    // The limits are the file's (fieldrange), so nothing a file holds is clamped by a field.
    CHECK(spin("inspectorDuration")->maximum() == fieldrange::durationS.max);
    CHECK(spin("inspectorRestart")->maximum() == fieldrange::restartS.max);
    CHECK(spin("inspectorSlo")->maximum() == fieldrange::sloMs.max);
    CHECK(spin("inspectorRate")->maximum() == fieldrange::ratePerS.max);
    CHECK(spin("inspectorModelGb")->maximum() == fieldrange::memoryGb.max);
    CHECK(spin("inspectorMeanMs")->minimum() > 0);
    // Showing is not editing: the document is untouched, and an edit of another field keeps the day.
    CHECK(w.document()->undoStack()->count() == 0);
    spin("inspectorRestart")->setValue(10);
    settle();
    CHECK(w.scenario().simulation.durationS == 86400);
    CHECK(w.scenario().tenants[0].service.meanMs == 0.005);
}

TEST_CASE("View > Reset layout puts the docks back and gives the default window size", "[classroom][layout]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    auto *palette = w.findChild<QDockWidget *>(QStringLiteral("paletteDock"));
    auto *inspector = w.findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
    auto *charts = w.findChild<QDockWidget *>(QStringLiteral("chartDock"));
    auto *history = w.findChild<QDockWidget *>(QStringLiteral("historyDock"));
    auto *reset = w.findChild<QAction *>(QStringLiteral("resetLayoutAction"));
    REQUIRE(palette);
    REQUIRE(inspector);
    REQUIRE(charts);
    REQUIRE(history);
    REQUIRE(reset);
    auto *viewMenu = w.findChild<QMenu *>(QStringLiteral("viewMenu"));
    REQUIRE(viewMenu);
    CHECK(viewMenu->actions().contains(reset));

    // A layout dragged about in a lesson.
    w.addDockWidget(Qt::RightDockWidgetArea, palette);
    charts->setFloating(true);
    inspector->hide();
    history->show();
    w.resize(900, 700);
    settle();
    REQUIRE(w.dockWidgetArea(palette) == Qt::RightDockWidgetArea);

    reset->trigger();
    settle();
    CHECK(w.dockWidgetArea(palette) == Qt::LeftDockWidgetArea);
    CHECK(w.dockWidgetArea(inspector) == Qt::RightDockWidgetArea);
    CHECK(w.dockWidgetArea(charts) == Qt::BottomDockWidgetArea);
    CHECK_FALSE(charts->isFloating());
    CHECK(inspector->isVisible());
    CHECK(palette->isVisible());
    CHECK(charts->isVisible());
    CHECK_FALSE(history->isVisible());
    // The default size for this screen (the offscreen test screen is 800x600: smaller than the
    // window's minimum, which then wins).
    const QSize expected = MainWindow::defaultWindowSize(w.screen()->availableGeometry().size()).expandedTo(w.minimumSizeHint());
    INFO("size " << w.width() << "x" << w.height() << ", expected " << expected.width() << "x" << expected.height());
    CHECK(w.size() == expected);
    CHECK(w.size() != QSize(900, 700));
}

TEST_CASE("the first window fits the screen: 1600x1000 at most, 90 % of a small screen", "[classroom][layout]")
{
    CHECK(MainWindow::defaultWindowSize(QSize(1920, 1080)) == QSize(1600, 972));
    CHECK(MainWindow::defaultWindowSize(QSize(2560, 1440)) == QSize(1600, 1000));
    const QSize laptop = MainWindow::defaultWindowSize(QSize(1366, 768 - 32)); // a panel of 32 px
    CHECK(laptop.width() <= 1366 * 9 / 10);
    CHECK(laptop.height() <= (768 - 32) * 9 / 10);
    CHECK(MainWindow::defaultWindowSize(QSize()) == QSize(1600, 1000));

    // A new window is sized for its screen, not 1600x1000 on any screen.
    MainWindow w;
    const QSize available = w.screen()->availableGeometry().size();
    CHECK(w.width() <= available.width());
    CHECK(w.height() <= available.height());
    CHECK(w.size() == MainWindow::defaultWindowSize(available));
}

TEST_CASE("on a 1366x768 screen the window with every dock fits, and shrinking then growing keeps the palette readable",
          "[classroom][layout]")
{
    // 90 % of a 1366x768 screen less a 32 px panel: the first-start size there.
    const QSize laptop = MainWindow::defaultWindowSize(QSize(1366, 768 - 32));
    ActiveWindow shown(laptop);
    MainWindow &w = shown.window;
    for (const char *dock : {"paletteDock", "inspectorDock", "chartDock"})
        REQUIRE(w.findChild<QDockWidget *>(QLatin1String(dock))->isVisible());
    INFO("minimum " << w.minimumSizeHint().width() << "x" << w.minimumSizeHint().height() << ", laptop "
                    << laptop.width() << "x" << laptop.height());
    CHECK(w.minimumSizeHint().width() <= laptop.width());
    CHECK(w.minimumSizeHint().height() <= laptop.height());
    CHECK(w.size() == laptop);

    // Every line of every preset fits beside its icon, before, at the smallest and after.
    TenantPalette *palette = w.tenantPalette();
    const auto readable = [palette] {
        for (int row = 0; row < palette->count(); ++row) {
            const QRect r = palette->visualItemRect(palette->item(row));
            for (const QString &line : palette->item(row)->text().split(QLatin1Char('\n')))
                if (palette->fontMetrics().horizontalAdvance(line) + palette->iconSize().width() > r.width())
                    return false;
        }
        return true;
    };
    CHECK(readable());
    w.resize(w.minimumSizeHint());
    settle();
    CHECK(readable());
    w.resize(laptop);
    settle();
    CHECK(readable());
    CHECK(palette->width() >= palette->minimumWidth());
}

TEST_CASE("At 1366x768 and 1920x1080, in both languages, skins and every mode, no tool bar control hides behind \"»\" or past the window's edge",
          "[classroom][layout]")
{
    EnglishAfterTest english;
    ActiveWindow shown(QSize(1920, 1080));
    MainWindow &w = shown.window;
    QToolBar *time = w.timeControls()->toolBar();
    auto *scene = w.findChild<QToolBar *>(QStringLiteral("sceneToolBar"));
    REQUIRE(scene);
    const QRect window(QPoint(0, 0), w.size());
    for (const char *language : {"en", "zh_CN"}) {
        LanguageManager::instance()->setLanguage(QLatin1String(language));
        for (const Skin skin : {Skin::Technical, Skin::Kitchen}) {
            w.setSkin(skin);
            for (const Mode mode : {Mode::Exclusive, Mode::Mig, Mode::Mps, Mode::Vgpu, Mode::Timeslice}) {
                w.setMode(mode);
                REQUIRE(waitUntil([&] { return !w.planSearchRunning(); }, 30000));
                for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
                    w.resize(size);
                    settle();
                    QTest::qWait(20); // the tool bar rows are chosen after the bars' layout
                    settle();
                    INFO(language << ", " << (skin == Skin::Kitchen ? "kitchen" : "technical") << ", " << modeName(mode)
                                  << ", " << size.width() << "x" << size.height() << ": time bar "
                                  << time->geometry().x() << "+" << time->width() << " (hint " << time->sizeHint().width()
                                  << "), scene bar " << scene->geometry().x() << "+" << scene->width() << " (hint "
                                  << scene->sizeHint().width() << ")");
                    for (QToolBar *bar : {time, scene}) {
                        const auto *more = bar->findChild<QWidget *>(QStringLiteral("qt_toolbar_ext_button"));
                        CHECK((!more || !more->isVisible()));
                        CHECK(window.contains(QRect(bar->mapTo(&w, QPoint(0, 0)), bar->size())));
                        CHECK(bar->width() >= bar->sizeHint().width());
                    }
                    for (QAction *a : time->actions())
                        if (QWidget *button = time->widgetForAction(a))
                            CHECK(button->isVisible());
                    if (size.width() >= 1920) // both bars fit one row there: no row is lost to the picture
                        CHECK(time->geometry().y() == scene->geometry().y());
                }
            }
        }
    }
}

TEST_CASE("Help lists every action that has a shortcut, explains the picture and reaches the examples",
          "[classroom][help]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    auto *help = w.findChild<QMenu *>(QStringLiteral("helpMenu"));
    REQUIRE(help);
    auto *shortcuts = w.findChild<QAction *>(QStringLiteral("shortcutsAction"));
    auto *explain = w.findChild<QAction *>(QStringLiteral("explainPictureAction"));
    REQUIRE(shortcuts);
    REQUIRE(explain);
    CHECK(help->actions().contains(shortcuts));
    CHECK(help->actions().contains(explain));

    // Every action of the window with keys is listed with its keys (the time keys with all of
    // theirs, whatever has the focus now).
    w.tenantPalette()->setFocus();
    settle();
    const QList<MainWindow::ShortcutRow> rows = w.shortcutRows();
    int withKeys = 0;
    for (const QAction *a : w.findChildren<QAction *>()) {
        if (a->shortcuts().isEmpty())
            continue;
        ++withKeys;
        INFO(a->objectName().toStdString());
        bool listed = false;
        for (const MainWindow::ShortcutRow &row : rows)
            listed = listed || row.keys.contains(a->shortcuts().first().toString(QKeySequence::NativeText));
        CHECK(listed);
    }
    CHECK(withKeys >= 15);
    const auto keysOf = [&rows](const QString &action) {
        for (const MainWindow::ShortcutRow &row : rows)
            if (row.action == action)
                return row.keys;
        return QString();
    };
    CHECK(keysOf(QStringLiteral("Play")) == QStringLiteral("Space"));
    CHECK(keysOf(QStringLiteral("Step one event")) == QStringLiteral("Right"));
    CHECK(keysOf(QStringLiteral("Save")) == QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText));
    CHECK(keysOf(QStringLiteral("Keyboard Shortcuts")) == QStringLiteral("Ctrl+/"));

    // No mnemonic marks, in English or in a translation ("打开(&O)..." is listed as "打开...").
    for (const char *language : {"en", "zh_CN"}) {
        LanguageManager::instance()->setLanguage(QString::fromLatin1(language));
        settle();
        for (const MainWindow::ShortcutRow &row : w.shortcutRows()) {
            INFO(row.action.toStdString());
            CHECK_FALSE(row.action.contains(QLatin1Char('&')));
            CHECK_FALSE(row.action.isEmpty());
        }
    }
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    settle();

    shortcuts->trigger();
    settle();
    auto *dialog = w.findChild<QDialog *>(QStringLiteral("shortcutsDialog"));
    REQUIRE(dialog);
    CHECK(dialog->isVisible());
    auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
    REQUIRE(table);
    CHECK(table->rowCount() == rows.size());
    dialog->close();
    settle();

    // The explanation follows the mode and the skin.
    QSet<QString> texts;
    for (Mode m : allModes) {
        w.setMode(m);
        for (Skin s : {Skin::Technical, Skin::Kitchen}) {
            w.setSkin(s);
            const QString text = w.pictureExplanation();
            CHECK(text.size() > 40);
            texts.insert(text);
        }
    }
    CHECK(texts.size() == 2 * std::size(allModes));
    w.setMode(Mode::Mig);
    w.setSkin(Skin::Kitchen);
    CHECK(w.pictureExplanation().contains(QStringLiteral("Private rooms")));
    explain->trigger();
    settle();
    auto *box = w.findChild<QMessageBox *>(QStringLiteral("pictureExplanationBox"));
    REQUIRE(box);
    CHECK(box->text() == w.pictureExplanation());
    box->close();

    // The built-in scenarios from the Help menu too.
    auto *examples = w.findChild<QMenu *>(QStringLiteral("helpExamplesMenu"));
    REQUIRE(examples);
    CHECK(help->actions().contains(examples->menuAction()));
    CHECK(examples->actions().size() == MainWindow::builtinScenarioFiles().size());
    examples->actions().last()->trigger();
    settle();
    CHECK(w.fileName() == examples->actions().last()->data().toString());
}
