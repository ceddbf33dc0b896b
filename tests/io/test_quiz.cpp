// The interview drill's question bank (resources/quiz/questions.json): it validates, covers every
// type, and every numeric answer and "show me" claim is borne out by the catalog and the engine;
// a broken question is refused with its JSON path; `quiz check` exits non-zero on a wrong one.

#include "io/lessonstrings.h"
#include "io/lessontext.h"
#include "io/messages.h"
#include "io/quizcheck.h"
#include "io/quizfile.h"
#include "support/testsupport.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <map>
#include <set>

using namespace gpuk;
using gpuk::test::cli;
using gpuk::test::findings;
using gpuk::test::hasFinding;
using gpuk::test::CliRun;

namespace {

QByteArray bankBytes()
{
    QFile f(QString::fromLatin1(builtinQuizPath));
    REQUIRE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

QJsonObject question(const char *type)
{
    const QJsonArray all = QJsonDocument::fromJson(bankBytes()).object().value(QStringLiteral("questions")).toArray();
    for (const auto &v : all)
        if (v.toObject().value(QStringLiteral("type")).toString() == QLatin1String(type))
            return v.toObject();
    FAIL("the bank has no question of type " << type);
    return {};
}

QByteArray bankOf(const QJsonArray &questions)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("format"), QLatin1String(quizFormat)},
                                     {QStringLiteral("questions"), questions}})
            .toJson();
}

} // namespace

TEST_CASE("the built-in question bank has at least 48 questions of all four types, each with a source, and every "
          "numeric answer and every show-me claim agrees with the catalog and the engine",
          "[quiz]")
{
    const QuizLoadResult r = parseQuiz(bankBytes());
    INFO(findings(r.diagnostics));
    REQUIRE(r.ok());
    const QuizBank &bank = *r.bank;
    CHECK(bank.questions.size() >= 48);
    std::map<QuestionType, int> perType;
    std::set<std::string> categories;
    QuizChecker checker;
    for (const QuizQuestion &q : bank.questions) {
        INFO(q.id);
        ++perType[q.type];
        categories.insert(q.category);
        CHECK_FALSE(q.source.empty());
        CHECK_FALSE(q.explanation.empty());
        if (q.type == QuestionType::Predict)
            CHECK(q.showMe.has_value());
        if (q.type == QuestionType::Number)
            CHECK(q.answerFrom.has_value());
        const QuestionCheck c = checker.check(q);
        INFO(c.sceneProblem.toStdString());
        for (const CheckResult &cr : c.claims)
            UNSCOPED_INFO(checkResultText(cr).toStdString());
        if (c.catalogValue)
            UNSCOPED_INFO("catalog " << *c.catalogValue << ", answer " << q.answerNumber);
        CHECK(c.holds());
    }
    for (QuestionType t : {QuestionType::Choice, QuestionType::Number, QuestionType::Predict, QuestionType::Explain})
        CHECK(perType[t] >= 4);
    CHECK(categories.size() >= 8);
}

TEST_CASE("a broken question is refused with the JSON path and the rule it breaks", "[quiz]")
{
    QJsonObject mcq = question("mcq");
    QJsonObject pred = question("pred");
    QJsonObject num = question("num");

    QJsonObject outOfRange = mcq;
    outOfRange.insert(QStringLiteral("answer"), 5);
    outOfRange.insert(QStringLiteral("options"), QJsonArray{QStringLiteral("a"), QStringLiteral("b")});
    QJsonObject noScene = pred;
    noScene.remove(QStringLiteral("show_me"));
    noScene.insert(QStringLiteral("id"), QStringLiteral("no-scene"));
    QJsonObject badProfile = num;
    badProfile.insert(QStringLiteral("id"), QStringLiteral("bad-profile"));
    badProfile.insert(QStringLiteral("answer_from"), QJsonObject{{QStringLiteral("gpu"), QStringLiteral("A100-40GB")},
                                                                 {QStringLiteral("profile"), QStringLiteral("5g.99gb")},
                                                                 {QStringLiteral("figure"), QStringLiteral("sms")}});
    badProfile.insert(QStringLiteral("options"), QJsonArray{QStringLiteral("a"), QStringLiteral("b")});
    QJsonObject duplicate = mcq; // the same id as the first

    const QuizLoadResult r = parseQuiz(bankOf({mcq, outOfRange, noScene, badProfile, duplicate}));
    INFO(findings(r.diagnostics));
    CHECK_FALSE(r.ok());
    CHECK(hasFinding(r.diagnostics, "quiz.answer_out_of_range", "questions[1].answer"));
    CHECK(hasFinding(r.diagnostics, "field.required", "questions[2].show_me"));
    CHECK(hasFinding(r.diagnostics, "quiz.unknown_profile", "questions[3].answer_from.profile"));
    CHECK(hasFinding(r.diagnostics, "field.not_applicable", "questions[3].options"));
    CHECK(hasFinding(r.diagnostics, "quiz.duplicate_id", "questions[4].id"));
    for (const char *code : {"quiz.answer_out_of_range", "quiz.unknown_profile", "quiz.duplicate_id", "quiz.bad_id",
                             "quiz.unknown_gpu", "quiz.figure_of_profile", "quiz.figure_of_gpu"}) {
        INFO(code);
        CHECK(hasMessageFor(code));
    }
}

TEST_CASE("quiz check exits 0 on a bank that holds, 1 on a claim the engine contradicts or a number that is not the "
          "catalog's, and 2 on a bank that does not validate",
          "[quiz][cli]")
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
    QJsonObject pred = question("pred");
    QJsonObject num = question("num");
    const CliRun ok = cli({QStringLiteral("quiz"), QStringLiteral("check"), write(QStringLiteral("ok.json"), bankOf({pred, num}))});
    INFO(ok.out.toStdString());
    CHECK(ok.rc == 0);

    // The claim turned round: what the engine shows is now said not to happen.
    QJsonObject show = pred.value(QStringLiteral("show_me")).toObject();
    QJsonArray claims = show.value(QStringLiteral("claims")).toArray();
    QJsonObject claim = claims.at(0).toObject();
    static const std::map<QString, QString> opposite{{QStringLiteral("<="), QStringLiteral(">")},
                                                    {QStringLiteral("<"), QStringLiteral(">=")},
                                                    {QStringLiteral(">="), QStringLiteral("<")},
                                                    {QStringLiteral(">"), QStringLiteral("<=")},
                                                    {QStringLiteral("=="), QStringLiteral("!=")},
                                                    {QStringLiteral("!="), QStringLiteral("==")}};
    claim.insert(QStringLiteral("op"), opposite.at(claim.value(QStringLiteral("op")).toString()));
    claims.replace(0, claim);
    show.insert(QStringLiteral("claims"), claims);
    pred.insert(QStringLiteral("show_me"), show);
    const CliRun wrongClaim =
            cli({QStringLiteral("quiz"), QStringLiteral("check"), write(QStringLiteral("claim.json"), bankOf({pred}))});
    INFO(wrongClaim.out.toStdString());
    CHECK(wrongClaim.rc == 1);
    CHECK(wrongClaim.out.contains(QStringLiteral("FAIL")));

    num.insert(QStringLiteral("answer"), num.value(QStringLiteral("answer")).toDouble() * 3 + 7);
    const CliRun wrongNumber = cli({QStringLiteral("quiz"), QStringLiteral("check"), QStringLiteral("--format=json"),
                                    write(QStringLiteral("num.json"), bankOf({num}))});
    CHECK(wrongNumber.rc == 1);
    const QJsonObject j = QJsonDocument::fromJson(wrongNumber.out.toUtf8()).object();
    CHECK(j.value(QStringLiteral("holding")).toInt() == 0);

    num.insert(QStringLiteral("type"), QStringLiteral("essay"));
    const CliRun invalid =
            cli({QStringLiteral("quiz"), QStringLiteral("check"), write(QStringLiteral("bad.json"), bankOf({num}))});
    CHECK(invalid.rc == 2);
    CHECK(invalid.out.contains(QStringLiteral("questions[0].type")));
}

TEST_CASE("every text of the question bank is listed for translation", "[quiz][translations]")
{
    std::set<std::string> listed;
    for (const char *t : quizSourceTexts())
        listed.insert(t);
    const QuizLoadResult r = parseQuiz(bankBytes());
    REQUIRE(r.ok());
    INFO("run scripts/lesson-strings.py");
    for (const QuizQuestion &q : r.bank->questions) {
        std::vector<std::string> texts{q.question, q.explanation, q.misconception, q.unit};
        texts.insert(texts.end(), q.options.begin(), q.options.end());
        texts.insert(texts.end(), q.points.begin(), q.points.end());
        for (const auto &t : texts) {
            if (t.empty())
                continue;
            INFO(q.id << ": " << t);
            CHECK(listed.count(t) == 1);
        }
    }
}
