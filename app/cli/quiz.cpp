#include "cli/command.h"

#include "io/lessonstrings.h"
#include "io/lessontext.h"
#include "io/quizcheck.h"
#include "io/quizfile.h"
#include "io/texttable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

namespace gpuk {

QString Cli::usageQuiz()
{
    return tr("Usage: gpukitchen-cli quiz list [--format text|json] [FILE]\n"
              "       gpukitchen-cli quiz check [--format text|json] [FILE]\n"
              "\n"
              "The interview drill's question bank (without FILE, the built-in one): multiple\n"
              "choice (mcq), numeric estimates (num), predict-then-reveal (pred) and explain in your\n"
              "own words (expl), each with a short answer, a source and often a scene that shows it.\n"
              "\n"
              "list   each question's id, type, category and text, and the count per type.\n"
              "check  validates the bank, compares every numeric answer with the catalog figure it\n"
              "       names, and runs every \"show me\" scene: each of its claims must hold on the\n"
              "       engine's run.\n"
              "\n"
              "Exit codes: 0 every question holds; 1 a question does not; 2 a bank that cannot be\n"
              "read or does not validate, or bad input.\n");
}

int Cli::cmdQuiz(const QStringList &args)
{
    const QString cmd = QStringLiteral("quiz");
    bool check = false;
    Options o;
    QString format;
    int exitCode = 0;
    if (!listOrCheckFront(args, cmd, usageQuiz(), &check, &o, &format, &exitCode))
        return exitCode;
    if (o.positional.size() > 1)
        return fail(tr("quiz takes one question bank at most"), cmd);
    const QString file = o.positional.isEmpty() ? QLatin1String(builtinQuizPath) : o.positional.first();
    const QuizLoadResult lr = loadQuizFile(file);
    const bool json = format == QLatin1String("json");
    if (!lr.ok()) {
        if (json) {
            QJsonObject root;
            root.insert(QStringLiteral("file"), file);
            root.insert(QStringLiteral("valid"), false);
            QJsonArray problems;
            for (const Diagnostic &d : lr.diagnostics)
                problems.append(diagnosticJson(d));
            root.insert(QStringLiteral("problems"), problems);
            m_out << jsonText(QJsonDocument(root));
        } else {
            m_out << tr("%1: does not validate").arg(file) << '\n';
            for (const Diagnostic &d : lr.diagnostics)
                m_out << QStringLiteral("  ") << diagnosticLine(d) << '\n';
        }
        return 2;
    }
    const QuizBank &bank = *lr.bank;
    QuizChecker checker;
    QJsonArray list;
    QStringList lines;
    QList<QStringList> rows;
    rows << QStringList{tr("Id"), tr("Type"), tr("Category"), tr("Question")};
    std::map<std::string, int> perType;
    int holding = 0;
    for (const QuizQuestion &question : bank.questions) {
        const char *type = questionTypeNames[int(question.type)];
        ++perType[type];
        QJsonObject j;
        j.insert(QStringLiteral("id"), q(question.id));
        j.insert(QStringLiteral("type"), QLatin1String(type));
        j.insert(QStringLiteral("category"), q(question.category));
        j.insert(QStringLiteral("question"), q(question.question));
        j.insert(QStringLiteral("show_me"), question.showMe ? QJsonValue(q(question.showMe->scene)) : QJsonValue());
        if (!check) {
            rows << QStringList{q(question.id), QLatin1String(type), q(question.category), quizText(question.question)};
            list.append(j);
            continue;
        }
        const QuestionCheck c = checker.check(question);
        const bool holds = c.holds();
        holding += holds ? 1 : 0;
        j.insert(QStringLiteral("holds"), holds);
        if (question.type == QuestionType::Number) {
            j.insert(QStringLiteral("answer"), question.answerNumber);
            j.insert(QStringLiteral("catalog_value"), c.catalogValue ? QJsonValue(*c.catalogValue) : QJsonValue());
        }
        if (!c.sceneProblem.isEmpty())
            j.insert(QStringLiteral("scene_problem"), c.sceneProblem);
        QJsonArray claims;
        for (const CheckResult &r : c.claims)
            claims.append(checkResultJson(r));
        j.insert(QStringLiteral("claims"), claims);
        list.append(j);
        lines << QStringLiteral("%1 %2 (%3)").arg(holds ? tr("ok  ") : tr("FAIL"), q(question.id), QLatin1String(type));
        if (question.type == QuestionType::Number)
            lines << QStringLiteral("    ") +
                             tr("answer %1, catalog %2").arg(question.answerNumber).arg(
                                     c.catalogValue ? QString::number(*c.catalogValue) : tr("not given"));
        if (!c.sceneProblem.isEmpty())
            lines << QStringLiteral("    ") + c.sceneProblem;
        for (const CheckResult &r : c.claims)
            lines << QStringLiteral("    [%1] %2").arg(checkStatusWord(r.outcome.status), checkResultText(r));
    }
    const int total = int(bank.questions.size());
    if (json) {
        QJsonObject root;
        root.insert(QStringLiteral("file"), file);
        root.insert(QStringLiteral("valid"), true);
        root.insert(QStringLiteral("questions"), list);
        QJsonObject counts;
        for (const auto &[t, n] : perType)
            counts.insert(QString::fromStdString(t), n);
        root.insert(QStringLiteral("per_type"), counts);
        if (check) {
            root.insert(QStringLiteral("holding"), holding);
            root.insert(QStringLiteral("total"), total);
        }
        m_out << jsonText(QJsonDocument(root));
    } else if (check) {
        m_out << lines.join(QLatin1Char('\n')) << '\n';
        m_out << tr("%1 of %2 questions hold.").arg(holding).arg(total) << '\n';
    } else {
        m_out << renderTable(rows);
        QStringList counts;
        for (const auto &[t, n] : perType)
            counts << QStringLiteral("%1 %2").arg(n).arg(QString::fromStdString(t));
        m_out << tr("%1 questions: %2").arg(total).arg(counts.join(QStringLiteral(", "))) << '\n';
    }
    return check && holding < total ? 1 : 0;
}

} // namespace gpuk
