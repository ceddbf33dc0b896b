// The interview drill window (ui/shell/drillwindow.h) driven offscreen: a practice round from start
// to results, a wrong answer in the review, the mock interview's clock ending the round, "Show me"
// naming the question's scene, the before/after check remembered across windows, the summary
// exported in both formats, every visible word in Chinese, and the pages fitting a 1366×768 screen.

#include "languageguard.h"
#include "support/testsupport.h"

#include "io/drillsummary.h"
#include "io/quizcheck.h"
#include "ui/shell/drillwindow.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QFile>
#include <QGroupBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <set>

using namespace gpuk;
using gpuk::test::settle;

namespace {

const QuizQuestion &current(const DrillWindow &w)
{
    return w.session()->question(w.session()->current());
}

// Answers the current question through the window's API, right or wrong, and submits.
void answer(DrillWindow &w, bool right)
{
    const QuizQuestion &q = current(w);
    switch (q.type) {
    case QuestionType::Choice:
    case QuestionType::Predict:
        w.answerChoice(right ? q.answerIndex : (q.answerIndex + 1) % int(q.options.size()));
        break;
    case QuestionType::Number:
        w.answerNumber(right ? q.answerNumber : q.answerNumber * 3 + 1);
        break;
    case QuestionType::Explain:
        w.answerExplain(QStringLiteral("In my own words."), QVector<bool>(int(q.points.size()), right));
        break;
    }
    REQUIRE(w.submit());
    REQUIRE(w.submitted());
}

struct ShownDrill
{
    DrillWindow window;
    ShownDrill()
    {
        window.resize(1366, 700);
        window.show();
        settle();
    }
};

} // namespace

TEST_CASE("a practice round asks each question in turn, gives its verdict and ends on the score", "[drill][ui]")
{
    ShownDrill d;
    DrillWindow &w = d.window;
    CHECK(w.page() == DrillWindow::Page::Start);
    w.startPractice({}, 6, 17);
    REQUIRE(w.page() == DrillWindow::Page::Question);
    REQUIRE(w.count() == 6);
    for (int i = 0; i < 6; ++i) {
        CHECK(w.position() == i + 1);
        CHECK(w.positionText() == QStringLiteral("Question %1 of 6").arg(i + 1));
        CHECK_FALSE(w.submitted());
        answer(w, true);
        CHECK(w.verdictText().contains(QStringLiteral("Right.")));
        CHECK(w.verdictText().contains(QStringLiteral("Source:")));
        w.next();
    }
    CHECK(w.page() == DrillWindow::Page::Result);
    CHECK(w.score() == 6.0);
    CHECK(w.reviewCount() == 0);
    CHECK(w.findChildren<QGroupBox *>(QRegularExpression(QStringLiteral("^drillReview_"))).isEmpty());

    // The same seed asks the same questions.
    std::vector<std::string> first;
    for (int i = 0; i < w.session()->size(); ++i)
        first.push_back(w.session()->question(i).id);
    w.startPractice({}, 6, 17);
    for (int i = 0; i < w.session()->size(); ++i)
        CHECK(w.session()->question(i).id == first[std::size_t(i)]);
}

TEST_CASE("a wrong answer is told with the right one and lands in the review with its explanation", "[drill][ui]")
{
    ShownDrill d;
    DrillWindow &w = d.window;
    w.startPractice({QStringLiteral("mig")}, 3, 5);
    REQUIRE(w.count() == 3);
    const QuizQuestion wrong = current(w);
    CHECK(wrong.category == "mig");
    CHECK_FALSE(w.submit()); // nothing chosen yet
    answer(w, false);
    CHECK_FALSE(w.verdictText().contains(QStringLiteral("Right.")));
    CHECK(w.verdictText().contains(QStringLiteral("The answer:")));
    w.next();
    answer(w, true);
    w.next();
    answer(w, true);
    w.next();
    REQUIRE(w.page() == DrillWindow::Page::Result);
    CHECK(w.reviewCount() == 1);
    const QList<QGroupBox *> boxes = w.findChildren<QGroupBox *>(QRegularExpression(QStringLiteral("^drillReview_")));
    REQUIRE(boxes.size() == 1);
    CHECK(boxes[0]->objectName() == QStringLiteral("drillReview_%1").arg(QString::fromStdString(wrong.id)));
    QString shown;
    for (QLabel *l : boxes[0]->findChildren<QLabel *>())
        shown += l->text();
    CHECK(shown.contains(QStringLiteral("The answer:")));
    CHECK(shown.contains(QString::fromStdString(wrong.explanation).toHtmlEscaped()));
}

TEST_CASE("the mock interview counts down, and at zero the round ends with the rest unanswered", "[drill][ui]")
{
    ShownDrill d;
    DrillWindow &w = d.window;
    w.startMock(5, 60, 3);
    REQUIRE(w.page() == DrillWindow::Page::Question);
    CHECK(w.countdownText() == QStringLiteral("Time left: 1:00"));
    answer(w, true);
    w.next();
    w.advanceClock(30'000);
    CHECK(w.countdownText().startsWith(QStringLiteral("Time left: 0:3")));
    CHECK(w.page() == DrillWindow::Page::Question);
    w.advanceClock(31'000);
    REQUIRE(w.page() == DrillWindow::Page::Result);
    REQUIRE(w.session()->finished());
    CHECK(w.session()->item(0).answer.has_value());
    for (int i = 1; i < 5; ++i)
        CHECK_FALSE(w.session()->item(i).answer.has_value());
    CHECK(w.score() == 1.0);
    CHECK(w.reviewCount() == 4);
    CHECK(w.findChild<QLabel *>(QStringLiteral("drillScore"))->text().contains(QStringLiteral("Not answered: 4")));
}

TEST_CASE("Show me asks the main window for the question's own scene and mode", "[drill][ui]")
{
    ShownDrill d;
    DrillWindow &w = d.window;
    QString scene;
    std::optional<Mode> mode;
    int emitted = 0;
    QObject::connect(&w, &DrillWindow::showMeRequested, &w, [&](const QString &s, std::optional<Mode> m) {
        scene = s;
        mode = m;
        ++emitted;
    });
    w.startPractice({}, 0, 1); // every question
    while (!current(w).showMe) {
        answer(w, true);
        w.next();
        REQUIRE(w.page() == DrillWindow::Page::Question);
    }
    const QuizQuestion q = current(w);
    auto *button = w.findChild<QPushButton *>(QStringLiteral("drillShowMe"));
    REQUIRE(button);
    CHECK_FALSE(button->isVisible()); // the answer first
    answer(w, false);
    REQUIRE(button->isVisible());
    button->click();
    REQUIRE(emitted == 1);
    CHECK(scene == scenePath(q.showMe->scene));
    CHECK(QFile::exists(scene));
    CHECK(mode == q.showMe->mode);

    // The review offers it too.
    w.finishRound();
    auto *reviewButton = w.findChild<QPushButton *>(QStringLiteral("drillReviewShowMe"));
    REQUIRE(reviewButton);
    reviewButton->click();
    CHECK(emitted == 2);
    CHECK(scene == scenePath(q.showMe->scene));
}

TEST_CASE("the before/after check asks before, then after the same questions, remembered in the settings",
          "[drill][ui]")
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    std::vector<std::string> beforeIds;
    {
        ShownDrill d;
        DrillWindow &w = d.window;
        w.setSettings(&settings);
        CHECK(w.nextPhase() == DrillPhase::Before);
        CHECK(w.findChild<QPushButton *>(QStringLiteral("drillCheckStart"))->text().contains(QStringLiteral("before")));
        w.startBeforeAfter();
        REQUIRE(w.session()->phase() == DrillPhase::Before);
        CHECK(w.count() == beforeAfterCount);
        while (w.page() == DrillWindow::Page::Question) {
            CHECK(current(w).type != QuestionType::Explain);
            beforeIds.push_back(current(w).id);
            answer(w, false);
            w.next();
        }
        REQUIRE(w.page() == DrillWindow::Page::Result);
        CHECK(w.nextPhase() == DrillPhase::After);
        CHECK(settings.value(QStringLiteral("drill/before/ids")).toStringList().size() == beforeAfterCount);
    }

    ShownDrill d; // a new window, the same settings
    DrillWindow &w = d.window;
    w.setSettings(&settings);
    REQUIRE(w.nextPhase() == DrillPhase::After);
    CHECK(w.findChild<QLabel *>(QStringLiteral("drillCheckState"))->text().contains(QStringLiteral("0 of 8 right")));
    w.startBeforeAfter();
    REQUIRE(w.session()->phase() == DrillPhase::After);
    std::vector<std::string> afterIds;
    while (w.page() == DrillWindow::Page::Question) {
        afterIds.push_back(current(w).id);
        answer(w, true);
        w.next();
    }
    CHECK(afterIds == beforeIds);
    for (const ConceptResult &c : w.session()->concepts()) {
        CHECK_FALSE(c.before);
        CHECK(c.after == std::optional<bool>(true));
        CHECK(c.changed());
    }
    const QString table = w.findChild<QLabel *>(QStringLiteral("drillConcepts"))->text();
    CHECK(table.count(QStringLiteral("✓ right")) == beforeAfterCount);
    CHECK(table.count(QStringLiteral("✗ wrong")) == beforeAfterCount);
    CHECK(w.nextPhase() == DrillPhase::Before); // both recorded: a new round starts with "before"
    CHECK(settings.value(QStringLiteral("drill/after/ids")).toStringList().size() == beforeAfterCount);
    CHECK(w.findChild<QLabel *>(QStringLiteral("drillCheckState"))->text().contains(QStringLiteral("better after on 8")));
}

TEST_CASE("the summary is exported as JSON or Markdown by the file's suffix", "[drill][ui]")
{
    QTemporaryDir dir;
    ShownDrill d;
    DrillWindow &w = d.window;
    QString error;
    CHECK_FALSE(w.exportSummary(dir.filePath(QStringLiteral("none.json")), &error)); // no round yet
    CHECK_FALSE(error.isEmpty());
    w.startPractice({QStringLiteral("mps")}, 2, 9);
    answer(w, true);
    w.next();
    answer(w, false);
    w.next();
    REQUIRE(w.page() == DrillWindow::Page::Result);
    const QString json = dir.filePath(QStringLiteral("summary.json"));
    const QString md = dir.filePath(QStringLiteral("summary.md"));
    REQUIRE(w.exportSummary(json, &error));
    REQUIRE(w.exportSummary(md, &error));
    QFile fj(json), fm(md);
    REQUIRE(fj.open(QIODevice::ReadOnly));
    REQUIRE(fm.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(fj.readAll()).object();
    CHECK(o.value(QStringLiteral("format")).toString() == QLatin1String(drillSummaryFormat));
    CHECK(o.value(QStringLiteral("score")).toObject().value(QStringLiteral("total")).toDouble() == 1.0);
    const QString text = QString::fromUtf8(fm.readAll());
    CHECK(text.startsWith(QStringLiteral("# Interview drill: practice")));
    CHECK(text.contains(QStringLiteral("| Question | Category | Score |")));
}

namespace {

// Every visible word of the window: labels, buttons, group boxes, placeholders, tool tips, the title.
QStringList visibleTexts(const DrillWindow &w)
{
    QStringList out{w.windowTitle()};
    for (QWidget *c : w.findChildren<QWidget *>()) {
        if (!c->isVisibleTo(&w))
            continue;
        if (auto *l = qobject_cast<QLabel *>(c))
            out << l->text();
        else if (auto *b = qobject_cast<QAbstractButton *>(c))
            out << b->text();
        else if (auto *g = qobject_cast<QGroupBox *>(c))
            out << g->title();
        if (!c->toolTip().isEmpty())
            out << c->toolTip();
    }
    return out;
}

// A text in both languages alike is fine only when it holds no English word: names DESIGN §8 keeps
// in Latin letters, numbers and signs.
bool holdsEnglish(const QString &text)
{
    static const QSet<QString> kept = {QStringLiteral("MIG"), QStringLiteral("MPS"), QStringLiteral("vGPU"),
                                       QStringLiteral("SM"), QStringLiteral("SMs"), QStringLiteral("GPU")};
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{2,}"));
    for (auto it = word.globalMatch(text); it.hasNext();)
        if (!kept.contains(it.next().captured()))
            return true;
    return false;
}

// The window's words now, in Chinese, and back: every text with an English word changes.
void checkEveryTextChanges(DrillWindow &w, const char *state)
{
    INFO(state);
    settle(); // widgets added to a shown layout show on the next turn of the event loop
    const QStringList en = visibleTexts(w);
    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    settle();
    const QStringList zh = visibleTexts(w);
    // The pages fit a 1366×768 screen in Chinese too (the scroll areas take the rest).
    CHECK(w.minimumSizeHint().width() <= 1366);
    CHECK(w.minimumSizeHint().height() <= 700);
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    settle();
    REQUIRE(zh.size() == en.size());
    for (int i = 0; i < en.size(); ++i) {
        if (en[i].trimmed().isEmpty() || !holdsEnglish(en[i]))
            continue;
        INFO("English: " << en[i].toStdString() << "\nChinese: " << zh[i].toStdString());
        CHECK(zh[i] != en[i]);
    }
}

} // namespace

TEST_CASE("every visible string of the drill changes under zh_CN, on every page", "[drill][ui][zh]")
{
    const gpuk::test::EnglishAfterTest restore;
    ShownDrill d;
    DrillWindow &w = d.window;
    checkEveryTextChanges(w, "start");

    // A question of each type, before and after its verdict.
    w.startPractice({}, 0, 2);
    std::set<QuestionType> seen;
    while (w.page() == DrillWindow::Page::Question && seen.size() < 4) {
        const QuestionType t = current(w).type;
        if (seen.insert(t).second) {
            if (t == QuestionType::Explain)
                w.answerExplain(QString(), QVector<bool>(int(current(w).points.size()), false));
            checkEveryTextChanges(w, "question");
            answer(w, false);
            checkEveryTextChanges(w, "verdict");
        } else {
            answer(w, false);
        }
        w.next();
    }
    CHECK(seen.size() == 4);
    w.finishRound();
    checkEveryTextChanges(w, "practice results");

    w.startBeforeAfter();
    while (w.page() == DrillWindow::Page::Question) {
        answer(w, true);
        w.next();
    }
    checkEveryTextChanges(w, "before results");
    w.showStart();
    checkEveryTextChanges(w, "start, after the before check");
    w.startMock(3, 600, 1);
    checkEveryTextChanges(w, "mock question");
}
