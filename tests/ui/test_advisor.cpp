// Simulation > Advise a mode…: the dialog shows what analysis/advisor.h advise() gives for the same
// answers, runs in the background, and opens a mode with its plan on the canvas as one undo step.

#include "catch_qt.h"
#include "languageguard.h"
#include "support/testsupport.h"
#include "testwindows.h"

#include "analysis/advisor.h"
#include "sharing/validate.h"
#include "ui/document/document.h"
#include "ui/shell/advisordialog.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>

using namespace gpuk;
using namespace gpuk::test;

namespace {

bool waitAdvised(AdvisorDialog *d)
{
    return waitUntil([d] { return !d->isComputing(); }, 120000);
}

// Screenshots for review when GPUK_ADVISOR_SHOTS names a folder (not written otherwise). The
// offscreen screen is 800x600, so a dialog is first given the size it takes on a `screen`
// (its preferred size within 92 % of the screen's available area, a 40-pixel task bar assumed).
void shoot(QWidget *w, const QString &name, QSize screen = {})
{
    const QByteArray dir = qgetenv("GPUK_ADVISOR_SHOTS");
    if (dir.isEmpty())
        return;
    if (screen.isValid()) {
        const int em = w->fontMetrics().height();
        w->resize(QSize(em * 56, em * 42).boundedTo(QSize(screen.width(), screen.height() - 40) * 0.92));
        settle();
    }
    w->grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name);
}

} // namespace

TEST_CASE("Advise a mode shows advise()'s recommendation, ranking and verdict, and opens a mode with its plan as one "
          "undo step that undoes exactly",
          "[advisor]")
{
    ActiveWindow shown(QSize(1366, 768));
    MainWindow &w = shown.window;
    REQUIRE(w.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json")));
    settle();
    Document *doc = w.document();
    auto *action = w.findChild<QAction *>(QStringLiteral("adviseAction"));
    REQUIRE(action);
    action->trigger();
    AdvisorDialog *d = w.advisorDialog();
    REQUIRE(d);
    const Scenario scenario = doc->scenarioWithPlan();
    // The questions start from the scenario's answers.
    CHECK(d->answers() == defaultAnswers(scenario));
    CHECK(d->findChild<QComboBox *>(QStringLiteral("advisorLatency"))->currentIndex() == 0); // strict: SLOs
    shoot(d, QStringLiteral("advisor-questions.png"), QSize(1366, 768));

    d->findChild<QPushButton *>(QStringLiteral("advisorRecommend"))->click();
    CHECK(d->isComputing());
    REQUIRE(waitAdvised(d));
    settle();
    REQUIRE(d->hasAdvice());

    // The same advice as the core's, for the same answers.
    const Advice expected = advise(scenario, d->answers());
    const Advice &got = d->advice();
    CHECK(got.recommendation.mode == expected.recommendation.mode);
    CHECK(got.recommendation.plan.plan == expected.recommendation.plan.plan);
    CHECK(got.recommendation.reasons == expected.recommendation.reasons);
    CHECK(got.verdict == expected.verdict);
    CHECK(got.betterMode == expected.betterMode);
    REQUIRE(got.ranking.size() == expected.ranking.size());
    auto *table = d->findChild<QTableWidget *>(QStringLiteral("advisorRanking"));
    REQUIRE(table);
    REQUIRE(table->rowCount() == int(expected.ranking.size()));
    for (size_t i = 0; i < expected.ranking.size(); ++i) {
        INFO(modeName(expected.ranking[i].mode));
        CHECK(got.ranking[i].mode == expected.ranking[i].mode);
        CHECK(got.ranking[i].rank == expected.ranking[i].rank);
        CHECK(got.ranking[i].key.goodputRps == expected.ranking[i].key.goodputRps);
        CHECK(table->item(int(i), 0)->text() == QString::number(expected.ranking[i].rank));
        CHECK(table->item(int(i), 4)->text() == QString::number(expected.ranking[i].key.goodputRps, 'f', 1));
    }
    const QString verdict = d->findChild<QLabel *>(QStringLiteral("advisorVerdict"))->text();
    CHECK(verdict.contains(expected.verdict == Verdict::Held ? QStringLiteral("Held") : QStringLiteral("Refuted")));
    const QString rec = d->findChild<QLabel *>(QStringLiteral("advisorRecommendation"))->text();
    CHECK(rec.contains(QStringLiteral("Strict latency: MIG first")));
    shoot(d, QStringLiteral("advisor-result-1366.png"), QSize(1366, 768));

    // A mode other than the shown one, opened on the canvas: one step, then undone exactly.
    const SharingPlan before = doc->plan();
    const Scenario scenarioBefore = doc->scenario();
    const int steps = doc->undoStack()->count();
    int row = -1;
    for (int i = 0; i < int(got.ranking.size()); ++i)
        if (got.ranking[size_t(i)].mode != before.mode)
            row = i;
    REQUIRE(row >= 0);
    const RankedRun &target = got.ranking[size_t(row)];
    auto *open = d->findChild<QPushButton *>(QStringLiteral("advisorOpen_%1").arg(QLatin1String(modeName(target.mode))));
    REQUIRE(open);
    open->click();
    settle();
    CHECK(doc->undoStack()->count() == steps + 1);
    CHECK(doc->plan().mode == target.mode);
    SharingPlan wanted = target.plan.plan;
    wanted.mode = target.mode;
    CHECK(doc->plan() == wanted);
    CHECK_FALSE(hasErrors(validatePlan(doc->scenario(), *doc->scenario().gpu(), doc->plan(), "sharing")));
    CHECK(w.advisorDialog() == d); // a mode opened from it leaves it open
    doc->undoStack()->undo();
    settle();
    CHECK(doc->plan() == before);
    CHECK(doc->scenario() == scenarioBefore);
    d->close();
    settle();
}

TEST_CASE("Advise a mode with other answers rules modes out, can be cancelled, and reads well in Chinese at 1920x1080",
          "[advisor]")
{
    EnglishAfterTest english;
    ActiveWindow shown(QSize(1920, 1080));
    MainWindow &w = shown.window;
    REQUIRE(w.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json")));
    settle();
    w.findChild<QAction *>(QStringLiteral("adviseAction"))->trigger();
    AdvisorDialog *d = w.advisorDialog();
    REQUIRE(d);
    // Cancel during the work: no advice, the buttons back.
    d->recommendNow();
    d->cancel();
    REQUIRE(waitAdvised(d));
    CHECK_FALSE(d->hasAdvice());
    CHECK(d->findChild<QPushButton *>(QStringLiteral("advisorRecommend"))->isEnabled());

    AdvisorAnswers a = d->answers();
    a.trust = TenantTrust::Untrusted;
    a.tenantSet = TenantSet::Changing;
    d->setAnswers(a);
    d->recommendNow();
    REQUIRE(waitAdvised(d));
    settle();
    REQUIRE(d->hasAdvice());
    const Advice &got = d->advice();
    for (const RankedRun &r : got.ranking) {
        CHECK(r.mode != Mode::Mps);
        CHECK(r.mode != Mode::Timeslice);
        CHECK(r.mode != Mode::Mig);
    }
    CHECK(got.recommendation.mode == Mode::Vgpu); // strict latency, MIG and MPS out: vGPU is next
    LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN"));
    settle();
    shoot(d, QStringLiteral("advisor-result-zh-1920.png"), QSize(1920, 1080));
    w.setSkin(Skin::Kitchen);
    settle();
    shoot(d, QStringLiteral("advisor-result-zh-kitchen-1920.png"), QSize(1920, 1080));
    d->close();
    settle();
}
