// The interview drill's exported summary (core/io/drillsummary.h) over the built-in bank: the JSON
// names every question by id with its score and the before/after pairs, holds none of the learner's
// words, the Markdown is a teacher's table, and the file is written by the atomic writer.

#include "drill.h"
#include "io/drillsummary.h"
#include "io/quizfile.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace gpuk;

namespace {

const QuizBank &builtinBank()
{
    static const QuizBank bank = [] {
        const QuizLoadResult r = loadQuizFile(QString::fromLatin1(builtinQuizPath));
        REQUIRE(r.ok());
        return *r.bank;
    }();
    return bank;
}

// 2026-12-04 09:00:00 UTC.
constexpr std::int64_t t0 = 1'796'374'800'000;

// Answers the session: right when `right(i)`, one minute apart.
template<typename Right>
void answer(DrillSession &s, Right right, std::int64_t t = t0)
{
    while (!s.finished()) {
        const int i = s.current();
        const QuizQuestion &q = s.question(i);
        t += 60'000;
        if (q.type == QuestionType::Number)
            REQUIRE(s.answerNumber(right(i) ? q.answerNumber : q.answerNumber * 3 + 1, t));
        else if (q.type == QuestionType::Explain)
            REQUIRE(s.answerExplain("PRIVATE-LEARNER-WORDS", std::vector<bool>(q.points.size(), right(i)), t));
        else
            REQUIRE(s.answerChoice(right(i) ? q.answerIndex : (q.answerIndex + 1) % int(q.options.size()), t));
        s.next(t);
    }
}

QJsonObject parse(const QByteArray &bytes)
{
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(bytes, &e);
    REQUIRE(e.error == QJsonParseError::NoError);
    return d.object();
}

} // namespace

TEST_CASE("a before/after summary pairs the same questions by id with before, after and what changed, and holds "
          "no learner's words",
          "[drill]")
{
    DrillSession before = DrillSession::beforeAfter(builtinBank(), std::nullopt, t0);
    answer(before, [](int i) { return i % 2 == 0; });
    DrillSession after = DrillSession::beforeAfter(builtinBank(), before.record(), t0 + 3'600'000);
    answer(after, [](int) { return true; }, t0 + 3'600'000);

    const QByteArray bytes = drillSummaryJson(after);
    CHECK_FALSE(bytes.contains("PRIVATE-LEARNER-WORDS"));
    const QJsonObject o = parse(bytes);
    CHECK(o.value(QStringLiteral("format")).toString() == QLatin1String("gpukitchen-drill-summary/1"));
    CHECK(o.value(QStringLiteral("kind")).toString() == QLatin1String("before_after"));
    CHECK(o.value(QStringLiteral("phase")).toString() == QLatin1String("after"));
    const QJsonObject ba = o.value(QStringLiteral("before_after")).toObject();
    CHECK(ba.value(QStringLiteral("before_at")).toString() == QLatin1String("2026-12-04T09:08:00Z"));
    CHECK(ba.value(QStringLiteral("after_at")).toString() == QLatin1String("2026-12-04T10:08:00Z"));
    const QJsonArray concepts = ba.value(QStringLiteral("concepts")).toArray();
    REQUIRE(concepts.size() == beforeAfterCount);
    for (int i = 0; i < concepts.size(); ++i) {
        const QJsonObject c = concepts[i].toObject();
        CHECK(c.value(QStringLiteral("id")).toString().toStdString() == before.question(i).id);
        CHECK(c.value(QStringLiteral("category")).toString().toStdString() == before.question(i).category);
        CHECK(c.value(QStringLiteral("before")).toBool() == (i % 2 == 0));
        CHECK(c.value(QStringLiteral("after")).toBool());
        CHECK(c.value(QStringLiteral("changed")).toBool() == (i % 2 == 1));
    }
    const QJsonObject score = o.value(QStringLiteral("score")).toObject();
    CHECK(score.value(QStringLiteral("total")).toDouble() == beforeAfterCount);
    CHECK(score.value(QStringLiteral("out_of")).toInt() == beforeAfterCount);

    // The "before" phase alone: "after" is not known yet.
    const QJsonObject b = parse(drillSummaryJson(before));
    CHECK(b.value(QStringLiteral("phase")).toString() == QLatin1String("before"));
    const QJsonObject bba = b.value(QStringLiteral("before_after")).toObject();
    CHECK(bba.value(QStringLiteral("after_at")).isNull());
    CHECK(bba.value(QStringLiteral("concepts")).toArray()[0].toObject().value(QStringLiteral("after")).isNull());
}

TEST_CASE("a mock interview's summary states its limit, the late and unanswered questions and the score by category",
          "[drill]")
{
    DrillSession m = DrillSession::mockInterview(builtinBank(), 6, 120, 4, t0);
    const QuizQuestion &q0 = m.question(0);
    if (q0.type == QuestionType::Number)
        REQUIRE(m.answerNumber(q0.answerNumber, t0 + 1000));
    else if (q0.type == QuestionType::Explain)
        REQUIRE(m.answerExplain("x", std::vector<bool>(q0.points.size(), true), t0 + 1000));
    else
        REQUIRE(m.answerChoice(q0.answerIndex, t0 + 1000));
    m.next(t0 + 1000);
    m.finish(t0 + 120'000);

    const QJsonObject o = parse(drillSummaryJson(m));
    CHECK(o.value(QStringLiteral("kind")).toString() == QLatin1String("mock_interview"));
    CHECK(o.value(QStringLiteral("time_limit_s")).toInt() == 120);
    CHECK_FALSE(o.contains(QStringLiteral("before_after")));
    const QJsonArray qs = o.value(QStringLiteral("questions")).toArray();
    REQUIRE(qs.size() == 6);
    CHECK(qs[0].toObject().value(QStringLiteral("answered")).toBool());
    CHECK(qs[0].toObject().value(QStringLiteral("score")).toDouble() == 1.0);
    for (int i = 1; i < 6; ++i) {
        CHECK_FALSE(qs[i].toObject().value(QStringLiteral("answered")).toBool());
        CHECK(qs[i].toObject().value(QStringLiteral("answered_at")).isNull());
    }
    double sum = 0;
    for (const QJsonValue &c : o.value(QStringLiteral("score")).toObject().value(QStringLiteral("by_category")).toArray())
        sum += c.toObject().value(QStringLiteral("out_of")).toInt();
    CHECK(sum == 6);
}

TEST_CASE("the Markdown summary is a table of concept, before and after a teacher can read", "[drill]")
{
    DrillSession before = DrillSession::beforeAfter(builtinBank(), std::nullopt, t0);
    answer(before, [](int) { return false; });
    DrillSession after = DrillSession::beforeAfter(builtinBank(), before.record(), t0 + 3'600'000);
    answer(after, [](int i) { return i < 3; }, t0 + 3'600'000);

    const QString md = drillSummaryMarkdown(after);
    CHECK(md.startsWith(QLatin1String("# Interview drill: before/after check")));
    CHECK(md.contains(QLatin1String("| Concept | Category | Before | After |")));
    CHECK(md.contains(QLatin1String("Better after: 3. Worse after: 0.")));
    // One row per concept, each with the question as the learner read it.
    CHECK(md.count(QLatin1String("\n| ")) == beforeAfterCount + 1);
    CHECK(md.contains(QString::fromStdString(before.question(0).question)));
    CHECK(md.count(QStringLiteral("✗ wrong | ✓ right")) == 3);
}

TEST_CASE("the summary is written by its suffix, JSON or Markdown, atomically, and a refused path says why",
          "[drill]")
{
    QTemporaryDir dir;
    DrillSession s = DrillSession::practice(builtinBank(), {"mig"}, 3, 1, t0);
    answer(s, [](int) { return true; });

    const QString json = dir.filePath(QStringLiteral("summary.json"));
    const QString md = dir.filePath(QStringLiteral("summary.MD"));
    REQUIRE(writeDrillSummary(json, s).ok);
    REQUIRE(writeDrillSummary(md, s).ok);
    QFile fj(json), fm(md);
    REQUIRE(fj.open(QIODevice::ReadOnly));
    REQUIRE(fm.open(QIODevice::ReadOnly));
    CHECK(fj.readAll() == drillSummaryJson(s));
    CHECK(QString::fromUtf8(fm.readAll()) == drillSummaryMarkdown(s));
    CHECK(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size() == 2); // no temporary left behind

    const OutputResult refused = writeDrillSummary(dir.path(), s); // a directory
    CHECK_FALSE(refused.ok);
    CHECK(refused.error.contains(dir.path()));
}
