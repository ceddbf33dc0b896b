// The Challenge dock (ui/panels/lessonpanel.h) in the main window: a challenge opens paused on its
// prediction, its checks hide their numbers until the reveal, the reveal states the engine's
// answer (the same as `lessons check`), an edit is judged live, and the solution reaches the goal.

#include "testwindows.h"

#include "analysis/lessonrun.h"
#include "io/scenariofile.h"
#include "ui/document/document.h"
#include "ui/document/simcontroller.h"
#include "ui/panels/lessonpanel.h"

#include <QDockWidget>
#include <QSettings>
#include <QTemporaryDir>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace gpuk;
using gpuk::test::ActiveWindow;

namespace {

QString lessonFile(int index)
{
    const QStringList files = LessonPanel::lessonFiles();
    REQUIRE(index < files.size());
    return files[index];
}

} // namespace

TEST_CASE("a challenge opens paused on its prediction with the checks' goals only, and its place in the list",
          "[lessons][ui]")
{
    ActiveWindow w(QSize(1366, 768));
    const QStringList files = LessonPanel::lessonFiles();
    REQUIRE(files.size() >= 12);
    REQUIRE(w.window.openFile(files[3]));
    LessonPanel *panel = w.window.lessonPanel();
    panel->waitForWork();
    CHECK(panel->hasLesson());
    CHECK(w.window.lessonDock()->isVisible());
    CHECK(panel->position() == 4);
    CHECK(panel->count() == files.size());
    CHECK_FALSE(w.window.simController()->isPlaying());
    CHECK_FALSE(panel->revealed());
    REQUIRE(panel->checksKnown());
    for (int i = 0; i < panel->checkCount(); ++i) {
        // A goal, not a measurement: no ":" of "p99 of embed: 11.7 ms".
        INFO(panel->checkText(i).toStdString());
        CHECK_FALSE(panel->checkText(i).contains(QStringLiteral("goal")));
    }
    // Reveal waits for a locked prediction.
    panel->reveal();
    panel->waitForWork();
    CHECK_FALSE(panel->revealed());

    // Back and forward open the neighbours.
    panel->goForward();
    panel->waitForWork();
    CHECK(w.window.fileName() == files[4]);
    CHECK(panel->position() == 5);
    panel->goBack();
    panel->waitForWork();
    CHECK(panel->position() == 4);

    // A plain scenario closes the challenge.
    w.window.openDemo();
    CHECK_FALSE(panel->hasLesson());
    CHECK_FALSE(w.window.lessonDock()->isVisible());
}

TEST_CASE("the reveal states the engine's answer beside the learner's prediction, as lessons check does, and "
          "records the prediction",
          "[lessons][ui]")
{
    QTemporaryDir dir;
    ActiveWindow w;
    w.window.setSettings(new QSettings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat));
    int lessonsWithGaps = 0;
    for (const QString &file : LessonPanel::lessonFiles()) {
        INFO(file.toStdString());
        REQUIRE(w.window.openFile(file));
        LessonPanel *panel = w.window.lessonPanel();
        const LoadResult lr = loadScenarioFile(file);
        REQUIRE(lr.ok());
        const LessonReport report = checkLesson(*lr.scenario);
        REQUIRE(report.prediction);
        const int wrong = (report.prediction->answer + 1) % int(lr.scenario->lesson->predict->choices.size());
        panel->choosePrediction(wrong);
        panel->lockPrediction();
        CHECK(panel->predictionLocked());
        panel->choosePrediction(report.prediction->answer); // locked: no change
        CHECK(panel->predictedChoice() == wrong);
        panel->reveal();
        panel->waitForWork();
        REQUIRE(panel->revealed());
        CHECK(panel->answer()->answer == report.prediction->answer);
        CHECK(panel->answer()->values == report.prediction->values);
        CHECK(panel->revealText().contains(QStringLiteral("the run says")));
        // Where the runs stand in a known gap of the model, the reveal says so with its receipt.
        for (const KnownGapHere &gap : report.knownGaps)
            CHECK(panel->revealText().contains(QString::fromStdString(gap.receipt->id)));
        lessonsWithGaps += report.knownGaps.empty() ? 0 : 1;
        CHECK(w.window.simController()->isPlaying());
        // The starting state fails its goal, and the panel says which condition.
        CHECK_FALSE(panel->allChecksPass());
        CHECK(panel->checkSummary().contains(QStringLiteral("still failing")));
        CHECK(w.window.settings()->value(QStringLiteral("lessons/%1/prediction").arg(panel->lessonId())).toString() ==
              QString::fromStdString(lr.scenario->lesson->predict->choices[std::size_t(wrong)]));
    }
    CHECK(lessonsWithGaps > 0); // the MPS and LLM challenges stand in known gaps
}

TEST_CASE("an edit is judged live, and the solution reaches the goal while the lesson keeps its place",
          "[lessons][ui]")
{
    ActiveWindow w;
    // The first challenge: two tenants on two GPUs; MIG (one GPU) is the goal.
    REQUIRE(w.window.openFile(lessonFile(0)));
    LessonPanel *panel = w.window.lessonPanel();
    panel->choosePrediction(0);
    panel->lockPrediction();
    panel->reveal();
    panel->waitForWork();
    REQUIRE(panel->checksKnown());
    CHECK_FALSE(panel->allChecksPass());

    w.window.setMode(Mode::Mps); // one GPU, shared: judged again on the edited state
    while (w.window.planSearchRunning())
        QTest::qWait(20);
    panel->waitForWork();
    CHECK(panel->allChecksPass());
    w.window.document()->undoStack()->undo();
    panel->waitForWork();
    CHECK_FALSE(panel->allChecksPass());

    w.window.showLessonSolution();
    panel->waitForWork();
    CHECK(panel->hasLesson());
    CHECK(panel->revealed()); // the learner's place is kept
    CHECK(panel->allChecksPass());
    CHECK(panel->checkSummary().contains(QStringLiteral("goal reached")));
}
