// Presentation mode and prepared scenes (issue 20, scopes 3 and 4): the words a projector shows are
// measured from the app's own fonts at 1920×1080 and 1366×768; the clicker's keys step a lesson or
// the run; the pen marks only a paused picture; nothing is edited while presenting; a scene saved
// from any state opens exactly there.

#include "testwindows.h"

#include "io/scenariofile.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/canvas/painthelpers.h"
#include "ui/canvas/presenteroverlay.h"
#include "ui/document/document.h"
#include "ui/document/simcontroller.h"
#include "ui/panels/chartpanel.h"
#include "ui/panels/lessonpanel.h"
#include "ui/panels/narrator.h"

#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QDockWidget>
#include <QMenuBar>
#include <QScrollArea>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace gpuk;
using gpuk::test::ActiveWindow;
using gpuk::test::settle;

namespace {

void presentAt(MainWindow &w, QSize size)
{
    w.setPresentationFullScreen(false); // the offscreen screen is not a projector's size
    w.resize(size);
    settle();
    w.setPresentationMode(true);
    settle();
}

int pixelHeight(const QFont &font)
{
    return QFontInfo(font).pixelSize();
}

} // namespace

TEST_CASE("Presentation mode shows the narrator at 24 px or more and the charts' and picture's words at 16 px or more at 1920x1080 and 1366x768",
          "[present][ui]")
{
    for (const QSize size : {QSize(1920, 1080), QSize(1366, 768)}) {
        INFO(size.width() << "x" << size.height());
        ActiveWindow w(size);
        presentAt(w.window, size);
        REQUIRE(w.window.isPresentationMode());
        REQUIRE(w.window.height() == size.height());

        auto *narrator = w.window.findChild<NarratorLabel *>(QStringLiteral("narratorLabel"));
        REQUIRE(narrator);
        CHECK(narrator->isVisible());
        CHECK(pixelHeight(narrator->font()) >= 24);
        CHECK(pixelHeight(narrator->font()) >= MainWindow::presentationNarratorPx(size.height()));

        // Every chart's title, axis labels and axis titles, as Qt Charts is given them.
        ChartPanel *charts = w.window.chartPanel();
        CHECK(charts->isVisible());
        const auto views = charts->findChildren<QChartView *>();
        REQUIRE(views.size() >= 4);
        for (QChartView *v : views) {
            CHECK(pixelHeight(v->chart()->titleFont()) >= 16);
            for (QAbstractAxis *a : v->chart()->axes()) {
                CHECK(pixelHeight(a->labelsFont()) >= 16);
                CHECK(pixelHeight(a->titleFont()) >= 16);
            }
        }
        // The picture's smallest words (painthelpers' size for this canvas at its zoom).
        GpuCanvas *canvas = w.window.canvas();
        CHECK(canvasTextPx(canvas->font(), canvas->zoom(), canvas->size()) >= 16);
        // The scenario's title is read from the back too.
        auto *title = w.window.findChild<QLabel *>(QStringLiteral("scenarioNameLabel"));
        REQUIRE(title);
        CHECK(pixelHeight(title->font()) >= 24);
    }
}

TEST_CASE("Presentation mode hides editing, pauses the run, and leaving it puts the window back as it was", "[present][ui]")
{
    ActiveWindow w(QSize(1366, 768));
    MainWindow &win = w.window;
    win.simController()->play();
    const qreal zoomBefore = win.zoom();
    const bool darkBefore = win.isDarkPalette();
    auto *palette = win.findChild<QDockWidget *>(QStringLiteral("paletteDock"));
    auto *inspector = win.findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
    REQUIRE(palette);
    REQUIRE(inspector);
    REQUIRE(palette->isVisible());
    const int narratorPx = pixelHeight(win.findChild<NarratorLabel *>(QStringLiteral("narratorLabel"))->font());

    presentAt(win, QSize(1366, 768));
    CHECK_FALSE(win.simController()->isPlaying());
    CHECK_FALSE(palette->isVisible());
    CHECK_FALSE(inspector->isVisible());
    CHECK_FALSE(win.menuBar()->isVisible());
    // The projector palette: black words on white.
    CHECK(QApplication::palette().color(QPalette::Window) == QColor(Qt::white));
    CHECK(QApplication::palette().color(QPalette::WindowText) == QColor(Qt::black));

    // No edit reaches the document: the keys of Delete and Undo, a drop's refusal aside.
    const std::size_t tenants = win.scenario().tenants.size();
    win.document()->setSelectedTenant(0);
    QTest::keyClick(win.canvas(), Qt::Key_Delete);
    QTest::keyClick(&win, Qt::Key_Delete);
    settle();
    CHECK(win.scenario().tenants.size() == tenants);
    CHECK_FALSE(win.isModified());

    QTest::keyClick(&win, Qt::Key_Escape);
    settle();
    CHECK_FALSE(win.isPresentationMode());
    CHECK(palette->isVisible());
    CHECK(inspector->isVisible());
    CHECK(win.menuBar()->isVisible());
    CHECK(win.zoom() == Approx(zoomBefore));
    CHECK(win.isDarkPalette() == darkBefore);
    CHECK(pixelHeight(win.findChild<NarratorLabel *>(QStringLiteral("narratorLabel"))->font()) == narratorPx);
}

TEST_CASE("PageDown steps one simulated second of a paused run and PageUp goes back through its history", "[present][ui]")
{
    ActiveWindow w(QSize(1366, 768));
    MainWindow &win = w.window;
    presentAt(win, QSize(1366, 768));
    SimController *sim = win.simController();
    const double t0 = sim->snapshot().timeS;
    QTest::keyClick(&win, Qt::Key_PageDown);
    QTest::keyClick(&win, Qt::Key_PageDown);
    settle();
    CHECK_FALSE(sim->isPlaying());
    CHECK(sim->snapshot().timeS == Approx(t0 + 2.0).margin(0.11));
    QTest::keyClick(&win, Qt::Key_PageUp);
    settle();
    CHECK_FALSE(sim->isLive());
    CHECK(sim->snapshot().timeS == Approx(t0 + 1.0).margin(0.11));
    QTest::keyClick(&win, Qt::Key_PageDown);
    QTest::keyClick(&win, Qt::Key_PageDown);
    settle();
    CHECK(sim->snapshot().timeS == Approx(t0 + 3.0).margin(0.11));
}

TEST_CASE("In a challenge the clicker asks for the class's prediction, locks it, reveals, shows each hint, then opens the next challenge",
          "[present][lessons][ui]")
{
    ActiveWindow w(QSize(1366, 768));
    MainWindow &win = w.window;
    const QStringList files = LessonPanel::lessonFiles();
    REQUIRE(win.openFile(files[3]));
    presentAt(win, QSize(1366, 768));
    LessonPanel *panel = win.lessonPanel();
    REQUIRE(panel->hasLesson());
    CHECK(win.lessonDock()->isVisible());

    // Without a choice nothing goes on (and the reason is given).
    CHECK_FALSE(panel->presentNext().isEmpty());
    CHECK_FALSE(panel->predictionLocked());
    QTest::keyClick(&win, Qt::Key_2); // the class chose the second answer
    CHECK(panel->predictedChoice() == 1);
    QTest::keyClick(&win, Qt::Key_PageDown);
    CHECK(panel->predictionLocked());
    CHECK_FALSE(panel->revealed());
    QTest::keyClick(&win, Qt::Key_PageDown);
    panel->waitForWork();
    settle();
    CHECK(panel->revealed());
    const int hints = int(win.scenario().lesson->prompts.size());
    REQUIRE(hints > 0);
    for (int i = 1; i <= hints; ++i) {
        QTest::keyClick(&win, Qt::Key_PageDown);
        CHECK(panel->hintsShown() == i);
    }
    QTest::keyClick(&win, Qt::Key_PageDown);
    settle();
    panel->waitForWork();
    CHECK(panel->position() == 5);
    CHECK(win.isPresentationMode()); // still presenting the next one
    QTest::keyClick(&win, Qt::Key_PageUp);
    settle();
    CHECK(panel->position() == 4);
}

TEST_CASE("The pen draws only on a paused picture, and its strokes go when the run plays", "[present][ui]")
{
    ActiveWindow w(QSize(1366, 768));
    MainWindow &win = w.window;
    presentAt(win, QSize(1366, 768));
    PresenterOverlay *overlay = win.presenterOverlay();
    REQUIRE(overlay);

    QTest::keyClick(&win, Qt::Key_L);
    CHECK(overlay->pointerVisible());
    QTest::keyClick(&win, Qt::Key_P);
    REQUIRE(overlay->penEnabled());
    const QRect r = win.canvas()->rect();
    QTest::mousePress(overlay, Qt::LeftButton, {}, r.center());
    QTest::mouseMove(overlay, r.center() + QPoint(40, 10));
    QTest::mouseRelease(overlay, Qt::LeftButton, {}, r.center() + QPoint(80, 20));
    CHECK(overlay->strokeCount() == 1);
    // The stroke is on the picture as grabbed (red over the canvas's pixels).
    const QImage shot = win.canvas()->grab().toImage();
    CHECK(QColor(shot.pixel(r.center() + QPoint(1, 0))).red() > 180);

    QTest::keyClick(&win, Qt::Key_E);
    CHECK(overlay->strokeCount() == 0);
    QTest::mousePress(overlay, Qt::LeftButton, {}, r.center());
    QTest::mouseRelease(overlay, Qt::LeftButton, {}, r.center());
    CHECK(overlay->strokeCount() == 1);

    QTest::keyClick(&win, Qt::Key_Space); // play: the marked picture is gone
    settle();
    CHECK(win.simController()->isPlaying());
    CHECK(overlay->strokeCount() == 0);
    CHECK_FALSE(overlay->penEnabled());
    QTest::keyClick(&win, Qt::Key_P); // no pen while it runs
    CHECK_FALSE(overlay->penEnabled());
}

TEST_CASE("B blanks a presenting window black and pauses the run; B, a click or the clicker brings the picture back unstepped",
          "[present][ui]")
{
    ActiveWindow w(QSize(1366, 768));
    MainWindow &win = w.window;
    QTest::keyClick(&win, Qt::Key_B); // not presenting: B is no key of the window
    CHECK_FALSE(win.presenterBlank());
    presentAt(win, QSize(1366, 768));
    SimController *sim = win.simController();
    QTest::keyClick(&win, Qt::Key_Space);
    settle();
    REQUIRE(sim->isPlaying());

    QTest::keyClick(&win, Qt::Key_B);
    settle();
    REQUIRE(win.presenterBlank());
    CHECK_FALSE(sim->isPlaying());
    const double t0 = sim->snapshot().timeS;
    // Every pixel of the window is black: no picture, no narrator, no chart shows through.
    const QImage shot = win.grab().toImage();
    REQUIRE(shot.size() == win.size() * shot.devicePixelRatio());
    int notBlack = 0;
    for (int y = 0; y < shot.height(); y += 7)
        for (int x = 0; x < shot.width(); x += 7)
            notBlack += QColor(shot.pixel(x, y)).lightness() > 0;
    CHECK(notBlack == 0);

    // The clicker's first press only brings the picture back: no step is taken.
    QTest::keyClick(&win, Qt::Key_PageDown);
    settle();
    CHECK_FALSE(win.presenterBlank());
    CHECK(sim->snapshot().timeS == t0);
    // "." blanks too; a click on the black brings the picture back.
    QTest::keyClick(&win, Qt::Key_Period);
    REQUIRE(win.presenterBlank());
    QTest::mouseClick(win.findChild<QWidget *>(QStringLiteral("presenterBlank")), Qt::LeftButton);
    CHECK_FALSE(win.presenterBlank());
    QTest::keyClick(&win, Qt::Key_B);
    QTest::keyClick(&win, Qt::Key_B);
    CHECK_FALSE(win.presenterBlank());
    // Leaving presentation mode while blank leaves nothing black behind.
    QTest::keyClick(&win, Qt::Key_B);
    REQUIRE(win.presenterBlank());
    QTest::keyClick(&win, Qt::Key_Escape);
    settle();
    CHECK_FALSE(win.isPresentationMode());
    CHECK_FALSE(win.presenterBlank());
}

TEST_CASE("A scene saved from any state opens exactly there: skin, speed, time, panels, selection and presentation",
          "[present][scene][ui]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("class.gpuk.json"));
    int speedIndex = 0;
    double timeS = 0;
    {
        ActiveWindow w(QSize(1366, 768));
        MainWindow &win = w.window;
        REQUIRE(win.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json")));
        win.setSkin(Skin::Kitchen);
        speedIndex = SimController::defaultSpeedIndex() + 2;
        win.simController()->setSpeedIndex(speedIndex);
        win.simController()->pause();
        win.simController()->tickTo(12.3, 10000);
        timeS = win.simController()->snapshot().timeS;
        REQUIRE(timeS > 12);
        win.document()->setSelectedTenant(1);
        win.findChild<QDockWidget *>(QStringLiteral("chartDock"))->hide();
        REQUIRE(win.saveSceneAs(file));
    }
    const LoadResult read = loadScenarioFile(file, false);
    REQUIRE(read.ok());
    REQUIRE(read.scenario->lesson);
    REQUIRE(read.scenario->lesson->scene);
    const LessonScene &scene = *read.scenario->lesson->scene;
    CHECK(scene.skin == "kitchen");
    CHECK_FALSE(scene.playing);
    CHECK(std::find(scene.show.begin(), scene.show.end(), "charts") == scene.show.end());
    CHECK(std::find(scene.show.begin(), scene.show.end(), "inspector") != scene.show.end());
    CHECK_FALSE(read.scenario->lesson->isChallenge());

    ActiveWindow w(QSize(1366, 768));
    MainWindow &win = w.window;
    REQUIRE(win.openFile(file));
    settle();
    CHECK(win.skin() == Skin::Kitchen);
    CHECK(win.simController()->speedIndex() == speedIndex);
    CHECK(win.simController()->snapshot().timeS == Approx(timeS).margin(0.11));
    CHECK_FALSE(win.simController()->isPlaying());
    CHECK(win.document()->selectedTenant() == 1);
    CHECK_FALSE(win.findChild<QDockWidget *>(QStringLiteral("chartDock"))->isVisible());
    CHECK(win.findChild<QDockWidget *>(QStringLiteral("inspectorDock"))->isVisible());
    CHECK(win.sceneSetsPlay());

    // A scene that presents opens presenting.
    win.setPresentationFullScreen(false);
    win.setPresentationMode(true);
    const QString presenting = dir.filePath(QStringLiteral("present.gpuk.json"));
    REQUIRE(win.saveSceneAs(presenting));
    win.setPresentationMode(false);
    ActiveWindow again(QSize(1366, 768));
    again.window.setPresentationFullScreen(false);
    REQUIRE(again.window.openFile(presenting));
    settle();
    CHECK(again.window.isPresentationMode());
}

TEST_CASE("A challenge saved as a scene keeps its lesson and opens at its place in the list", "[present][scene][lessons][ui]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("lesson5.gpuk.json"));
    {
        ActiveWindow w(QSize(1366, 768));
        REQUIRE(w.window.openFile(LessonPanel::lessonFiles()[4]));
        REQUIRE(w.window.saveSceneAs(file));
    }
    ActiveWindow w(QSize(1366, 768));
    REQUIRE(w.window.openFile(file));
    LessonPanel *panel = w.window.lessonPanel();
    panel->waitForWork();
    CHECK(panel->hasLesson());
    CHECK(panel->position() == 5);
    CHECK(w.window.lessonDock()->isVisible());
    CHECK_FALSE(w.window.simController()->isPlaying());
}

TEST_CASE("At 1366x768 every challenge fits its dock: nothing is cut off on the right", "[lessons][ui]")
{
    ActiveWindow w(QSize(1366, 768));
    for (const QString &file : LessonPanel::lessonFiles()) {
        INFO(file.toStdString());
        REQUIRE(w.window.openFile(file));
        settle();
        LessonPanel *panel = w.window.lessonPanel();
        auto *scroll = panel->findChild<QScrollArea *>(QStringLiteral("lessonScroll"));
        REQUIRE(scroll);
        QWidget *body = scroll->widget();
        CHECK(body->minimumSizeHint().width() <= scroll->viewport()->width());
        CHECK(body->width() <= scroll->viewport()->width());
        CHECK(panel->minimumSizeHint().width() <= w.window.lessonDock()->width());
    }
}
