#include "cli/command.h"

#include "analysis/lessonrun.h"
#include "io/lessonstrings.h"
#include "io/lessontext.h"
#include "io/messages.h"
#include "io/scenariofile.h"
#include "io/texttable.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpuk {

namespace {

// The built-in lessons, in order: "lesson:NAME" for each :/lessons/NAME.gpuk.json.
QStringList builtinLessons()
{
    const QDir dir(QStringLiteral(":/lessons"));
    QStringList out;
    for (const QString &f : dir.entryList({QStringLiteral("*.gpuk.json")}, QDir::Files, QDir::Name))
        out << QStringLiteral("lesson:") + f.left(f.size() - int(qstrlen(".gpuk.json")));
    return out;
}

} // namespace

QString Cli::usageLessons()
{
    return tr("Usage: gpukitchen-cli lessons list [--format text|json] [FILE...]\n"
              "       gpukitchen-cli lessons check [--format text|json] [FILE...]\n"
              "\n"
              "The challenges: scenario files with a lesson block (a goal, light prompts, a\n"
              "prediction asked before the run, checks on the run's numbers, an explanation and a\n"
              "reference solution). Without FILE, every built-in lesson (lesson:NAME); a FILE may be\n"
              "a path, lesson:NAME or builtin:NAME.\n"
              "\n"
              "list   each lesson's position, id, title, GPU, mode and goal.\n"
              "check  validates each lesson, runs its starting state and its solution to the end,\n"
              "       and judges its checks on both and its prediction: a lesson holds when some\n"
              "       check fails on the start, every check passes on the solution, and the engine\n"
              "       answers the prediction (the same as the author's stated answer, if any).\n"
              "\n"
              "Exit codes: 0 every lesson holds; 1 a lesson does not hold; 2 a file that cannot be\n"
              "read or does not validate (or is no challenge), or bad input.\n");
}

int Cli::cmdLessons(const QStringList &args)
{
    const QString cmd = QStringLiteral("lessons");
    bool check = false;
    Options o;
    QString format;
    int exitCode = 0;
    if (!listOrCheckFront(args, cmd, usageLessons(), &check, &o, &format, &exitCode))
        return exitCode;
    const QStringList files = o.positional.isEmpty() ? builtinLessons() : o.positional;
    const bool json = format == QLatin1String("json");

    QJsonArray list;
    QList<QStringList> rows;
    rows << QStringList{tr("#"), tr("Lesson"), tr("GPU"), tr("Mode"), tr("Title"), tr("Goal")};
    QStringList text;
    int holding = 0;
    int worst = 0; // 0 ok, 1 a lesson does not hold, 2 a file that does not validate
    for (int i = 0; i < files.size(); ++i) {
        const QString &arg = files[i];
        LoadResult lr;
        QString label;
        if (!loadScenario(arg, &lr, &label)) {
            worst = 2;
            continue;
        }
        QJsonObject j;
        j.insert(QStringLiteral("file"), label);
        j.insert(QStringLiteral("position"), i + 1);
        if (!lr.ok() || !lr.scenario->lesson || !lr.scenario->lesson->isChallenge()) {
            worst = 2;
            QJsonArray problems;
            QStringList lines;
            for (const Diagnostic &d : lr.diagnostics) {
                problems.append(diagnosticJson(d));
                lines << QStringLiteral("  ") + diagnosticLine(d);
            }
            if (lr.ok()) {
                const QString why = tr("no challenge: the file has no lesson with checks");
                lines << QStringLiteral("  error: ") + why;
                j.insert(QStringLiteral("error"), why);
            }
            j.insert(QStringLiteral("valid"), false);
            j.insert(QStringLiteral("problems"), problems);
            list.append(j);
            text << tr("%1: does not validate").arg(label) << lines;
            continue;
        }
        const Scenario &s = *lr.scenario;
        const Lesson &l = *s.lesson;
        j.insert(QStringLiteral("valid"), true);
        j.insert(QStringLiteral("id"), q(l.id));
        j.insert(QStringLiteral("title"), q(l.title));
        j.insert(QStringLiteral("gpu"), s.customGpu ? q(s.customGpu->id) : q(s.gpuId));
        j.insert(QStringLiteral("mode"), QLatin1String(modeName(s.sharing.mode)));
        j.insert(QStringLiteral("goal"), q(l.goal));
        j.insert(QStringLiteral("checks"), int(l.checks.size()));
        j.insert(QStringLiteral("prediction"), l.predict.has_value());
        if (!check) {
            rows << QStringList{QString::number(i + 1), label, j.value(QStringLiteral("gpu")).toString(),
                                QLatin1String(modeName(s.sharing.mode)), lessonText(l.title), lessonText(l.goal)};
            list.append(j);
            continue;
        }
        const LessonReport r = checkLesson(s);
        const bool holds = r.holds();
        holding += holds ? 1 : 0;
        if (!holds)
            worst = std::max(worst, r.validated() ? 1 : 2);
        j.insert(QStringLiteral("holds"), holds);
        j.insert(QStringLiteral("start_fails"), r.startFails());
        j.insert(QStringLiteral("solution_passes"), r.solutionPasses());
        QJsonArray startChecks, solutionChecks;
        for (const CheckResult &c : r.startChecks)
            startChecks.append(checkResultJson(c));
        for (const CheckResult &c : r.solutionChecks)
            solutionChecks.append(checkResultJson(c));
        j.insert(QStringLiteral("start"), startChecks);
        j.insert(QStringLiteral("solution"), solutionChecks);
        if (r.prediction && l.predict)
            j.insert(QStringLiteral("prediction_answer"), predictionAnswerJson(*l.predict, *r.prediction));
        QJsonArray problems;
        for (const Diagnostic &d : r.problems)
            problems.append(diagnosticJson(d));
        j.insert(QStringLiteral("problems"), problems);
        list.append(j);

        text << tr("%1 %2/%3 %4: %5").arg(holds ? tr("ok  ") : tr("FAIL")).arg(i + 1).arg(files.size())
                        .arg(label, lessonText(l.title));
        for (const Diagnostic &d : r.problems)
            text << QStringLiteral("    ") + diagnosticLine(d);
        for (const QString &why : {r.start.refused.empty() ? QString() : tr("the engine refused the start"),
                                   r.solution.refused.empty() ? QString() : tr("the engine refused the solution")})
            if (!why.isEmpty())
                text << QStringLiteral("    ") + why;
        text << QStringLiteral("    ") + (r.startFails() ? tr("start (some check must fail):")
                                                        : tr("start (some check must fail, none does):"));
        for (const CheckResult &c : r.startChecks)
            text << QStringLiteral("      [%1] %2").arg(checkStatusWord(c.outcome.status), checkResultText(c));
        text << QStringLiteral("    ") + (r.solutionPasses() ? tr("solution (every check must pass):")
                                                             : tr("solution (every check must pass, some does not):"));
        for (const CheckResult &c : r.solutionChecks)
            text << QStringLiteral("      [%1] %2").arg(checkStatusWord(c.outcome.status), checkResultText(c));
        if (r.prediction && l.predict) {
            QString line = tr("prediction: %1").arg(predictionAnswerText(*l.predict, *r.prediction));
            if (r.prediction->tie)
                line += tr(" (a tie: the question does not decide)");
            else if (!r.prediction->decisive)
                line += tr(" (too close to call: the answer must stand 5 % clear of the others)");
            if (!r.prediction->authorAgrees)
                line += tr(" (the lesson states %1)").arg(q(*l.predict->answer));
            text << QStringLiteral("    ") + line;
        }
    }
    if (json) {
        QJsonObject root;
        root.insert(QStringLiteral("lessons"), list);
        if (check) {
            root.insert(QStringLiteral("holding"), holding);
            root.insert(QStringLiteral("total"), int(files.size()));
        }
        m_out << jsonText(QJsonDocument(root));
        return worst;
    }
    if (check) {
        m_out << text.join(QLatin1Char('\n')) << '\n';
        m_out << tr("%1 of %2 lessons hold.").arg(holding).arg(files.size()) << '\n';
    } else {
        if (!text.isEmpty())
            m_out << text.join(QLatin1Char('\n')) << '\n';
        m_out << renderTable(rows, {0});
    }
    return worst;
}

} // namespace gpuk
