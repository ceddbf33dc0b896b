// The challenges (resources/lessons, docs/design-notes.md "Teaching"): every lesson loads, its
// start fails a check, its solution passes every check, the engine answers its prediction; the
// lesson block is read with JSON paths and written back unchanged; `lessons check` exits non-zero
// on a broken lesson.

#include "analysis/lessonrun.h"
#include "io/lessonstrings.h"
#include "io/lessontext.h"
#include "io/messages.h"
#include "io/scenariofile.h"
#include "support/testsupport.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <set>

using namespace gpuk;
using gpuk::test::cli;
using gpuk::test::findings;
using gpuk::test::hasFinding;
using gpuk::test::CliRun;

namespace {

QStringList lessonFiles()
{
    return QDir(QStringLiteral(":/lessons")).entryList({QStringLiteral("*.gpuk.json")}, QDir::Files, QDir::Name);
}

QByteArray readLesson(const QString &name)
{
    QFile f(QStringLiteral(":/lessons/") + name);
    REQUIRE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

QJsonObject firstLessonJson()
{
    return QJsonDocument::fromJson(readLesson(lessonFiles().first())).object();
}

// The first lesson with `edit` applied to its lesson block.
template <typename Edit>
QByteArray editedLesson(Edit edit)
{
    QJsonObject root = firstLessonJson();
    QJsonObject lesson = root.value(QStringLiteral("lesson")).toObject();
    edit(lesson);
    root.insert(QStringLiteral("lesson"), lesson);
    return QJsonDocument(root).toJson();
}

} // namespace

TEST_CASE("every built-in lesson holds: its start fails a check, its solution passes every check, and the engine "
          "answers its prediction clearly",
          "[lessons]")
{
    const QStringList names = lessonFiles();
    REQUIRE(names.size() >= 12);
    std::set<std::string> ids;
    for (const QString &name : names) {
        INFO(name.toStdString());
        const LoadResult r = loadScenarioFile(QStringLiteral(":/lessons/") + name);
        INFO(findings(r.diagnostics));
        REQUIRE(r.ok());
        const Scenario &s = *r.scenario;
        REQUIRE(s.lesson);
        const Lesson &l = *s.lesson;
        CHECK(l.isChallenge());
        CHECK_FALSE(l.id.empty());
        CHECK(ids.insert(l.id).second);
        CHECK_FALSE(l.goal.empty());
        CHECK_FALSE(l.explain.empty());
        CHECK_FALSE(l.prompts.empty());
        REQUIRE(l.predict);
        REQUIRE(l.solution);

        const LessonReport report = checkLesson(s);
        for (const CheckResult &c : report.startChecks)
            UNSCOPED_INFO("start: " << checkResultText(c).toStdString());
        for (const CheckResult &c : report.solutionChecks)
            UNSCOPED_INFO("solution: " << checkResultText(c).toStdString());
        if (report.prediction)
            UNSCOPED_INFO("prediction: " << predictionAnswerText(*l.predict, *report.prediction).toStdString());
        CHECK(report.validated());
        CHECK(report.startFails());
        CHECK(report.solutionPasses());
        REQUIRE(report.prediction);
        CHECK(report.prediction->answer >= 0);
        CHECK(report.prediction->decisive);
        CHECK(report.prediction->authorAgrees);
        CHECK(report.holds());
    }
}

TEST_CASE("a lesson file is written back as it was read, every challenge key included", "[lessons]")
{
    for (const QString &name : lessonFiles()) {
        INFO(name.toStdString());
        const LoadResult r = parseScenario(readLesson(name));
        REQUIRE(r.ok());
        const QByteArray once = scenarioToJson(*r.scenario);
        const LoadResult again = parseScenario(once);
        REQUIRE(again.ok());
        CHECK(*again.scenario == *r.scenario);
        CHECK(scenarioToJson(*again.scenario) == once);
    }
}

TEST_CASE("a broken lesson block is refused with the JSON path and the rule it breaks", "[lessons]")
{
    SECTION("a check on a tenant the scenario does not have")
    {
        const auto r = parseScenario(editedLesson([](QJsonObject &l) {
            QJsonArray checks = l.value(QStringLiteral("checks")).toArray();
            QJsonObject c = checks.at(1).toObject();
            c.insert(QStringLiteral("tenant"), QStringLiteral("nobody"));
            checks.replace(1, c);
            l.insert(QStringLiteral("checks"), checks);
        }));
        INFO(findings(r.diagnostics));
        CHECK_FALSE(r.ok());
        CHECK(hasFinding(r.diagnostics, "lesson.unknown_tenant", "lesson.checks[1].tenant"));
    }
    SECTION("a per-tenant metric without a tenant, and an unknown metric")
    {
        const auto r = parseScenario(editedLesson([](QJsonObject &l) {
            QJsonArray checks = l.value(QStringLiteral("checks")).toArray();
            checks.append(QJsonObject{{QStringLiteral("metric"), QStringLiteral("p99_ms")},
                                      {QStringLiteral("op"), QStringLiteral("<=")},
                                      {QStringLiteral("value"), 10}});
            checks.append(QJsonObject{{QStringLiteral("metric"), QStringLiteral("p98_ms")},
                                      {QStringLiteral("op"), QStringLiteral("<=")},
                                      {QStringLiteral("value"), 10}});
            l.insert(QStringLiteral("checks"), checks);
        }));
        INFO(findings(r.diagnostics));
        CHECK_FALSE(r.ok());
        const int n = int(firstLessonJson().value(QStringLiteral("lesson")).toObject()
                                  .value(QStringLiteral("checks")).toArray().size());
        CHECK(hasFinding(r.diagnostics, "field.enum", "lesson.checks[" + std::to_string(n + 1) + "].metric"));
    }
    SECTION("a tenant metric without a tenant once the file reads")
    {
        const auto r = parseScenario(editedLesson([](QJsonObject &l) {
            QJsonArray checks = l.value(QStringLiteral("checks")).toArray();
            checks.append(QJsonObject{{QStringLiteral("metric"), QStringLiteral("p99_ms")},
                                      {QStringLiteral("op"), QStringLiteral("<=")},
                                      {QStringLiteral("value"), 10}});
            l.insert(QStringLiteral("checks"), checks);
        }));
        INFO(findings(r.diagnostics));
        const int n = int(firstLessonJson().value(QStringLiteral("lesson")).toObject()
                                  .value(QStringLiteral("checks")).toArray().size());
        CHECK(hasFinding(r.diagnostics, "lesson.check_needs_tenant", "lesson.checks[" + std::to_string(n) + "].tenant"));
    }
    SECTION("a mode compared with <, and checks without a solution")
    {
        const auto r = parseScenario(editedLesson([](QJsonObject &l) {
            QJsonArray checks = l.value(QStringLiteral("checks")).toArray();
            checks.append(QJsonObject{{QStringLiteral("metric"), QStringLiteral("mode")},
                                      {QStringLiteral("op"), QStringLiteral("<")},
                                      {QStringLiteral("value"), QStringLiteral("mig")}});
            l.insert(QStringLiteral("checks"), checks);
            l.remove(QStringLiteral("solution"));
        }));
        INFO(findings(r.diagnostics));
        CHECK(hasFinding(r.diagnostics, "lesson.challenge_without_solution", "lesson.checks"));
        bool opFound = false;
        for (const auto &d : r.diagnostics)
            opFound |= d.code == "lesson.mode_check_op";
        CHECK(opFound);
    }
    SECTION("a range prediction whose choices do not match its bounds, and an answer that is no choice")
    {
        const auto r = parseScenario(editedLesson([](QJsonObject &l) {
            QJsonObject p{{QStringLiteral("question"), QStringLiteral("How busy?")},
                          {QStringLiteral("about"), QStringLiteral("range")},
                          {QStringLiteral("choices"), QJsonArray{QStringLiteral("low"), QStringLiteral("high")}},
                          {QStringLiteral("bounds"), QJsonArray{0.3, 0.2}},
                          {QStringLiteral("metric"), QStringLiteral("sm_active")},
                          {QStringLiteral("answer"), QStringLiteral("medium")}};
            l.insert(QStringLiteral("predict"), p);
        }));
        INFO(findings(r.diagnostics));
        CHECK(hasFinding(r.diagnostics, "lesson.prediction_range_choices", "lesson.predict.choices"));
        CHECK(hasFinding(r.diagnostics, "lesson.prediction_bounds_order", "lesson.predict.bounds[1]"));
        CHECK(hasFinding(r.diagnostics, "lesson.prediction_answer_not_a_choice", "lesson.predict.answer"));
    }
    SECTION("a solution whose plan breaks the placement rules")
    {
        const auto r = parseScenario(editedLesson([](QJsonObject &l) {
            QJsonObject sol{{QStringLiteral("sharing"),
                             QJsonObject{{QStringLiteral("mode"), QStringLiteral("mig")},
                                         {QStringLiteral("instances"),
                                          QJsonArray{QJsonObject{{QStringLiteral("profile"), QStringLiteral("9g.99gb")}}}}}}};
            l.insert(QStringLiteral("solution"), sol);
        }));
        INFO(findings(r.diagnostics));
        CHECK_FALSE(r.ok());
        bool underSolution = false;
        for (const auto &d : r.diagnostics)
            underSolution |= d.path.rfind("lesson.solution.sharing", 0) == 0;
        CHECK(underSolution);
    }
    for (const auto &code : {"lesson.unknown_tenant", "lesson.check_needs_tenant", "lesson.mode_check_op",
                             "lesson.challenge_without_solution", "lesson.prediction_range_choices",
                             "lesson.prediction_answer_not_a_choice"}) {
        INFO(code);
        CHECK(hasMessageFor(code));
    }
}

TEST_CASE("lessons check exits 0 on a lesson that holds, 1 on one whose solution misses the goal or whose stated "
          "answer is not the engine's, and 2 on one that does not validate",
          "[lessons][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto write = [&](const QString &name, const QByteArray &bytes) {
        const QString path = dir.filePath(name);
        QFile f(path);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        return path;
    };
    const QString good = write(QStringLiteral("good.gpuk.json"), editedLesson([](QJsonObject &) {}));
    const CliRun ok = cli({QStringLiteral("lessons"), QStringLiteral("check"), good});
    INFO(ok.out.toStdString() << ok.err.toStdString());
    CHECK(ok.rc == 0);

    // The solution is the starting state itself: the goal is never reached.
    const QString noSolution = write(QStringLiteral("nosolution.gpuk.json"), editedLesson([](QJsonObject &l) {
        QJsonObject root = firstLessonJson();
        l.insert(QStringLiteral("solution"),
                 QJsonObject{{QStringLiteral("sharing"), root.value(QStringLiteral("sharing"))}});
    }));
    const CliRun miss = cli({QStringLiteral("lessons"), QStringLiteral("check"), QStringLiteral("--format=json"), noSolution});
    INFO(miss.out.toStdString());
    CHECK(miss.rc == 1);
    const QJsonObject j = QJsonDocument::fromJson(miss.out.toUtf8()).object();
    const QJsonObject first = j.value(QStringLiteral("lessons")).toArray().at(0).toObject();
    CHECK(first.value(QStringLiteral("holds")).toBool() == false);
    CHECK(first.value(QStringLiteral("solution_passes")).toBool() == false);

    // An author's answer that is not the engine's.
    const LoadResult lr = parseScenario(editedLesson([](QJsonObject &) {}));
    REQUIRE(lr.ok());
    const LessonReport report = checkLesson(*lr.scenario);
    REQUIRE(report.prediction);
    REQUIRE(report.prediction->answer >= 0);
    const auto &choices = lr.scenario->lesson->predict->choices;
    const std::string wrong = choices[std::size_t((report.prediction->answer + 1) % int(choices.size()))];
    const QString wrongAnswer = write(QStringLiteral("wrong.gpuk.json"), editedLesson([&](QJsonObject &l) {
        QJsonObject p = l.value(QStringLiteral("predict")).toObject();
        p.insert(QStringLiteral("answer"), QString::fromStdString(wrong));
        l.insert(QStringLiteral("predict"), p);
    }));
    const CliRun disagree = cli({QStringLiteral("lessons"), QStringLiteral("check"), wrongAnswer});
    INFO(disagree.out.toStdString());
    CHECK(disagree.rc == 1);
    CHECK(disagree.out.contains(QString::fromStdString(wrong)));

    const QString invalid = write(QStringLiteral("invalid.gpuk.json"), editedLesson([](QJsonObject &l) {
        l.insert(QStringLiteral("checks"), QJsonArray{QJsonObject{{QStringLiteral("metric"), QStringLiteral("p99_ms")},
                                                                  {QStringLiteral("tenant"), QStringLiteral("nobody")},
                                                                  {QStringLiteral("op"), QStringLiteral("<=")},
                                                                  {QStringLiteral("value"), 10}}});
    }));
    const CliRun bad = cli({QStringLiteral("lessons"), QStringLiteral("check"), invalid});
    INFO(bad.out.toStdString());
    CHECK(bad.rc == 2);
    CHECK(bad.out.contains(QStringLiteral("lesson.checks[0].tenant")));

    // A plain scenario is no challenge.
    const CliRun plain = cli({QStringLiteral("lessons"), QStringLiteral("check"), QStringLiteral("builtin:seed-a100-mig")});
    CHECK(plain.rc == 2);
}

TEST_CASE("lessons list names every built-in lesson with its position, title and goal", "[lessons][cli]")
{
    const CliRun r = cli({QStringLiteral("lessons"), QStringLiteral("list"), QStringLiteral("--format=json")});
    CHECK(r.rc == 0);
    const QJsonArray list = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("lessons")).toArray();
    REQUIRE(list.size() == lessonFiles().size());
    for (int i = 0; i < list.size(); ++i) {
        const QJsonObject l = list.at(i).toObject();
        CHECK(l.value(QStringLiteral("position")).toInt() == i + 1);
        CHECK_FALSE(l.value(QStringLiteral("title")).toString().isEmpty());
        CHECK_FALSE(l.value(QStringLiteral("goal")).toString().isEmpty());
        CHECK(l.value(QStringLiteral("file")).toString().startsWith(QStringLiteral("lesson:")));
    }
}

TEST_CASE("every text of every built-in lesson is listed for translation", "[lessons][translations]")
{
    std::set<std::string> listed;
    for (const char *t : lessonSourceTexts())
        listed.insert(t);
    for (const QString &name : lessonFiles()) {
        INFO(name.toStdString() << ": run scripts/lesson-strings.py");
        const LoadResult r = parseScenario(readLesson(name));
        REQUIRE(r.ok());
        const Scenario &s = *r.scenario;
        std::vector<std::string> texts{s.name, s.description, s.lesson->title, s.lesson->summary, s.lesson->goal,
                                       s.lesson->explain, s.lesson->predict ? s.lesson->predict->question : ""};
        for (const auto &t : s.tenants)
            texts.push_back(t.name);
        texts.insert(texts.end(), s.lesson->prompts.begin(), s.lesson->prompts.end());
        if (s.lesson->predict && s.lesson->predict->about == LessonPrediction::About::Range)
            texts.insert(texts.end(), s.lesson->predict->choices.begin(), s.lesson->predict->choices.end());
        for (const auto &t : texts) {
            if (t.empty())
                continue;
            INFO(t);
            CHECK(listed.count(t) == 1);
        }
    }
}
