// The first run (issue 20, scope 5): the welcome's four ways in, and the five-minute tour — each
// step sets its own scene, frames what it speaks of, states GPU numbers from the catalog, and
// leaves nothing to save; PageDown steps it in presentation mode; every word changes in Chinese.

#include "testwindows.h"
#include "languageguard.h"

#include "catalog/catalog.h"
#include "io/quizcheck.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/document/document.h"
#include "ui/picture/gpulayout.h"
#include "ui/document/simcontroller.h"
#include "ui/panels/lessonpanel.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/drillwindow.h"
#include "ui/shell/tour.h"
#include "ui/shell/welcomedialog.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QCommandLinkButton>
#include <QSettings>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <set>

using namespace gpuk;
using gpuk::test::ActiveWindow;
using gpuk::test::settle;

TEST_CASE("The welcome offers the tour, the challenges and a blank GPU, and each choice does what it says", "[welcome][ui]")
{
    SECTION("the tour")
    {
        ActiveWindow w(QSize(1366, 768));
        w.window.showWelcome();
        REQUIRE(w.window.welcomeDialog());
        CHECK_FALSE(w.window.simController()->isPlaying()); // the demo waits behind it
        w.window.welcomeDialog()->findChild<QCommandLinkButton *>(QStringLiteral("welcomeTour"))->click();
        settle();
        CHECK_FALSE(w.window.welcomeDialog());
        REQUIRE(w.window.tourBar()->isRunning());
        CHECK(w.window.tourBar()->step() == 0);
        CHECK(w.window.tourBar()->isVisible());
    }
    SECTION("the challenges")
    {
        ActiveWindow w(QSize(1366, 768));
        w.window.showWelcome();
        w.window.welcomeDialog()->choose(WelcomeDialog::Choice::Challenges);
        settle();
        REQUIRE(w.window.lessonPanel()->hasLesson());
        CHECK(w.window.lessonPanel()->position() == 1);
    }
    SECTION("the drill")
    {
        ActiveWindow w(QSize(1366, 768));
        w.window.showWelcome();
        w.window.welcomeDialog()->choose(WelcomeDialog::Choice::Drill);
        settle();
        REQUIRE(w.window.drillWindow());
        CHECK(w.window.drillWindow()->isVisible());
        CHECK(w.window.drillWindow()->page() == DrillWindow::Page::Start);
    }
    SECTION("a blank GPU")
    {
        ActiveWindow w(QSize(1366, 768));
        w.window.showWelcome();
        w.window.welcomeDialog()->choose(WelcomeDialog::Choice::BlankGpu);
        settle();
        CHECK(w.window.scenario().tenants.empty());
        CHECK(w.window.scenario().gpuId == MainWindow::emptyScenario().gpuId);
    }
    SECTION("closed without a choice, the demo runs")
    {
        ActiveWindow w(QSize(1366, 768));
        w.window.showWelcome();
        w.window.welcomeDialog()->reject();
        settle();
        CHECK(w.window.simController()->isPlaying());
        CHECK_FALSE(w.window.tourBar()->isRunning());
    }
}

TEST_CASE("Whether the welcome shows at start is remembered in the settings", "[welcome][ui]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    ActiveWindow w(QSize(1366, 768));
    w.window.setSettings(new QSettings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat));
    CHECK(w.window.showWelcomeAtStart());
    w.window.showWelcome();
    w.window.welcomeDialog()->findChild<QCheckBox *>(QStringLiteral("welcomeAtStart"))->setChecked(false);
    CHECK_FALSE(w.window.showWelcomeAtStart());
    CHECK(w.window.settings()->value(QStringLiteral("welcome/showAtStart")).toBool() == false);
}

TEST_CASE("The tour's ten steps each set their scene, frame what they speak of and leave nothing to save", "[tour][ui]")
{
    // 1229x691: the first window on a 1366x768 laptop (90 % of it) under a window manager.
    const QSize size = GENERATE(QSize(1366, 768), QSize(1229, 691));
    INFO(size.width() << "x" << size.height());
    ActiveWindow w(size);
    MainWindow &win = w.window;
    REQUIRE(win.startTour());
    TourBar *tour = win.tourBar();
    REQUIRE(tour->stepCount() == 10);
    auto *frame = win.findChild<QWidget *>(QStringLiteral("tourFrame"));
    REQUIRE(frame);

    // Step 1 states the GPU's numbers as the catalog has them.
    const GpuModel *gpu = win.scenario().gpu();
    REQUIRE(gpu);
    CHECK(tour->stepText().contains(QString::number(gpu->sms)));
    CHECK(tour->stepText().contains(QString::fromStdString(gpu->displayName)));

    std::set<Mode> modes;
    std::set<Skin> skins;
    std::set<QString> titles;
    for (int i = 0; i < tour->stepCount(); ++i) {
        INFO("step " << i + 1);
        REQUIRE(tour->step() == i);
        settle();
        modes.insert(win.mode());
        skins.insert(win.skin());
        titles.insert(tour->stepTitle());
        CHECK_FALSE(tour->stepText().isEmpty());
        CHECK_FALSE(tour->stepText().contains(QLatin1Char('%'))); // every argument filled
        CHECK_FALSE(win.isModified());
        CHECK_FALSE(win.planSearchRunning());
        CHECK(win.canvas()->gpuLayout().isValid()); // the picture is drawn, not "make the window larger"
        QWidget *target = tour->stepTarget();
        REQUIRE(target);
        if (target != &win) {
            CHECK(frame->isVisible());
            const QRect framed = frame->geometry();
            const QRect targetRect(target->mapTo(&win, QPoint(0, 0)), target->size());
            CHECK(framed.contains(targetRect.center()));
        }
        if (i + 1 < tour->stepCount())
            tour->next();
    }
    // Every mode the tour names was shown, and both pictures.
    for (Mode m : {Mode::Exclusive, Mode::Mig, Mode::Mps, Mode::Timeslice, Mode::Vgpu})
        CHECK(modes.count(m) == 1);
    CHECK(skins.size() == 2);
    CHECK(int(titles.size()) == tour->stepCount());
    // Back goes back, Finish ends it.
    tour->back();
    CHECK(tour->step() == tour->stepCount() - 2);
    tour->next();
    tour->next();
    CHECK_FALSE(tour->isRunning());
    CHECK_FALSE(frame->isVisible());
    CHECK_FALSE(tour->isVisible());
    CHECK(win.findChild<QDockWidget *>(QStringLiteral("chartDock"))->isVisible()); // as before the tour
}

TEST_CASE("The fault step's words leave the blast radius to the engine's picture, which agrees with its mode", "[tour][ui]")
{
    ActiveWindow w(QSize(1366, 768));
    REQUIRE(w.window.startTour(4));
    settle();
    CHECK(w.window.mode() == Mode::Mig);
    CHECK(w.window.simController()->isPlaying());
    // A fault was injected into the first tenant (its instance restarts) while the others serve.
    const QString first = QString::fromStdString(w.window.scenario().tenants.front().name);
    CHECK(w.window.tourBar()->stepText().contains(first));
}

TEST_CASE("In presentation mode PageDown and PageUp step the tour", "[tour][present][ui]")
{
    ActiveWindow w(QSize(1366, 768));
    MainWindow &win = w.window;
    REQUIRE(win.startTour());
    win.setPresentationFullScreen(false);
    win.setPresentationMode(true);
    settle();
    QTest::keyClick(&win, Qt::Key_PageDown);
    QTest::keyClick(&win, Qt::Key_PageDown);
    CHECK(win.tourBar()->step() == 2);
    QTest::keyClick(&win, Qt::Key_PageUp);
    CHECK(win.tourBar()->step() == 1);
    CHECK(win.tourBar()->isVisible());
}

TEST_CASE("Every word of the welcome and the tour changes in Chinese", "[tour][welcome][ui]")
{
    gpuk::test::EnglishAfterTest english;
    ActiveWindow w(QSize(1366, 768));
    MainWindow &win = w.window;
    REQUIRE(win.startTour());
    TourBar *tour = win.tourBar();
    QStringList en;
    for (int i = 0; i < tour->stepCount(); ++i) {
        en << tour->stepTitle() << tour->stepText();
        if (i + 1 < tour->stepCount())
            tour->next();
    }
    win.showWelcome();
    QStringList welcomeEn;
    for (auto *b : win.welcomeDialog()->findChildren<QCommandLinkButton *>())
        welcomeEn << b->text() << b->description();

    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    settle();
    REQUIRE(win.startTour());
    QStringList zh;
    for (int i = 0; i < tour->stepCount(); ++i) {
        zh << tour->stepTitle() << tour->stepText();
        if (i + 1 < tour->stepCount())
            tour->next();
    }
    REQUIRE(zh.size() == en.size());
    for (int i = 0; i < zh.size(); ++i) {
        INFO(en[i].toStdString());
        CHECK(zh[i] != en[i]);
    }
    int i = 0;
    for (auto *b : win.welcomeDialog()->findChildren<QCommandLinkButton *>()) {
        INFO(welcomeEn.value(i).toStdString());
        CHECK(b->text() != welcomeEn.value(i++));
        CHECK(b->description() != welcomeEn.value(i++));
    }
}

TEST_CASE("The drill's Show me opens the question's scene in its mode on the main window", "[drill][welcome][ui]")
{
    ActiveWindow w(QSize(1366, 768));
    MainWindow &win = w.window;
    win.showDrill();
    DrillWindow *drill = win.drillWindow();
    REQUIRE(drill);
    drill->startPractice({}, 0, 1);
    const DrillSession *s = drill->session();
    // Every question with a live scene opens it here, in the mode it names, and the run shows it.
    int shown = 0;
    for (int i = 0; i < s->size(); ++i) {
        const QuizQuestion &q = s->question(i);
        if (!q.showMe)
            continue;
        INFO(q.id);
        drill->showMe(i);
        settle();
        while (win.planSearchRunning())
            settle();
        CHECK(win.fileName() == scenePath(q.showMe->scene));
        if (q.showMe->mode)
            CHECK(win.mode() == *q.showMe->mode);
        CHECK(win.simController()->isPlaying() != win.lessonPanel()->hasLesson());
        ++shown;
        if (shown == 6)
            break; // six kinds of scene are enough to see the wiring; quiz check runs them all
    }
    CHECK(shown == 6);
}
