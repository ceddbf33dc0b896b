#include "drillsummary.h"

#include "io/lessonstrings.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <cmath>

namespace gpuk {

namespace {

QString kindName(DrillKind k)
{
    switch (k) {
    case DrillKind::Practice:
        return QStringLiteral("practice");
    case DrillKind::MockInterview:
        return QStringLiteral("mock_interview");
    case DrillKind::BeforeAfter:
        return QStringLiteral("before_after");
    }
    return {};
}

QString isoTime(std::int64_t ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
}

QString readableTime(std::int64_t ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
}

QJsonValue timeOrNull(bool known, std::int64_t ms)
{
    return known ? QJsonValue(isoTime(ms)) : QJsonValue(QJsonValue::Null);
}

// A score as few digits as it needs: 3, 2.5, 0.75.
QString scoreText(double s)
{
    return QString::number(std::round(s * 100) / 100, 'g', 6);
}

// One table cell: no line breaks, no column separator.
QString cell(QString s)
{
    s.replace(QLatin1Char('\n'), QLatin1Char(' '));
    s.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    return s;
}

QString mark(bool right)
{
    return right ? QCoreApplication::translate("gpuk::DrillSummary", "✓ right") : QCoreApplication::translate("gpuk::DrillSummary", "✗ wrong");
}

} // namespace

QString drillCategoryName(const std::string &category)
{
    static const struct
    {
        const char *id;
        const char *name;
    } names[] = {
        {"mig", QT_TRANSLATE_NOOP("gpuk::DrillSummary", "MIG")},
        {"mps", QT_TRANSLATE_NOOP("gpuk::DrillSummary", "MPS")},
        {"vgpu", QT_TRANSLATE_NOOP("gpuk::DrillSummary", "vGPU")},
        {"timeslice", QT_TRANSLATE_NOOP("gpuk::DrillSummary", "Time-slicing")},
        {"software", QT_TRANSLATE_NOOP("gpuk::DrillSummary", "Software slicing")},
        {"memory", QT_TRANSLATE_NOOP("gpuk::DrillSummary", "Memory")},
        {"faults", QT_TRANSLATE_NOOP("gpuk::DrillSummary", "Faults and isolation")},
        {"monitoring", QT_TRANSLATE_NOOP("gpuk::DrillSummary", "Monitoring")},
        {"choosing", QT_TRANSLATE_NOOP("gpuk::DrillSummary", "Choosing a mode")},
        {"llm", QT_TRANSLATE_NOOP("gpuk::DrillSummary", "LLM serving")},
        {"hardware", QT_TRANSLATE_NOOP("gpuk::DrillSummary", "Hardware")},
    };
    for (const auto &n : names)
        if (category == n.id)
            return QCoreApplication::translate("gpuk::DrillSummary", n.name);
    return QString::fromStdString(category);
}

QByteArray drillSummaryJson(const DrillSession &s)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QString::fromLatin1(drillSummaryFormat));
    o.insert(QStringLiteral("kind"), kindName(s.kind()));
    if (s.kind() == DrillKind::BeforeAfter)
        o.insert(QStringLiteral("phase"),
                 s.phase() == DrillPhase::Before ? QStringLiteral("before") : QStringLiteral("after"));
    o.insert(QStringLiteral("started"), isoTime(s.startMs()));
    o.insert(QStringLiteral("finished"), timeOrNull(s.finished(), s.finishedMs()));
    if (s.kind() == DrillKind::MockInterview)
        o.insert(QStringLiteral("time_limit_s"), s.limitSeconds());

    QJsonArray cats;
    for (const CategoryScore &c : s.byCategory())
        cats.append(QJsonObject{{QStringLiteral("category"), QString::fromStdString(c.category)},
                                {QStringLiteral("score"), c.score},
                                {QStringLiteral("out_of"), c.count}});
    o.insert(QStringLiteral("score"), QJsonObject{{QStringLiteral("total"), s.total()},
                                                  {QStringLiteral("out_of"), s.size()},
                                                  {QStringLiteral("by_category"), cats}});

    QJsonArray questions;
    for (int i = 0; i < s.size(); ++i) {
        const QuizQuestion &q = s.question(i);
        const std::optional<DrillAnswer> &a = s.item(i).answer;
        questions.append(QJsonObject{
                {QStringLiteral("id"), QString::fromStdString(q.id)},
                {QStringLiteral("category"), QString::fromStdString(q.category)},
                {QStringLiteral("type"), QString::fromLatin1(questionTypeNames[int(q.type)])},
                {QStringLiteral("answered"), a.has_value()},
                {QStringLiteral("late"), a && a->late},
                {QStringLiteral("score"), s.score(i)},
                {QStringLiteral("answered_at"), timeOrNull(a.has_value(), a ? a->atMs : 0)},
        });
    }
    o.insert(QStringLiteral("questions"), questions);

    if (s.kind() == DrillKind::BeforeAfter) {
        const bool after = s.phase() == DrillPhase::After;
        const std::int64_t beforeAt = after ? s.beforeRecord()->atMs : s.record().atMs;
        QJsonArray concepts;
        for (const ConceptResult &c : s.concepts())
            concepts.append(QJsonObject{
                    {QStringLiteral("id"), QString::fromStdString(c.id)},
                    {QStringLiteral("category"), QString::fromStdString(c.category)},
                    {QStringLiteral("before"), c.before},
                    {QStringLiteral("after"), c.after ? QJsonValue(*c.after) : QJsonValue(QJsonValue::Null)},
                    {QStringLiteral("changed"), c.changed()},
            });
        o.insert(QStringLiteral("before_after"),
                 QJsonObject{{QStringLiteral("before_at"), isoTime(beforeAt)},
                             {QStringLiteral("after_at"), timeOrNull(after && s.finished(), s.finishedMs())},
                             {QStringLiteral("concepts"), concepts}});
    }
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QString drillSummaryMarkdown(const DrillSession &s)
{
    QStringList md;
    switch (s.kind()) {
    case DrillKind::Practice:
        md << QCoreApplication::translate("gpuk::DrillSummary", "# Interview drill: practice");
        break;
    case DrillKind::MockInterview:
        md << QCoreApplication::translate("gpuk::DrillSummary", "# Interview drill: mock interview");
        break;
    case DrillKind::BeforeAfter:
        md << QCoreApplication::translate("gpuk::DrillSummary", "# Interview drill: before/after check");
        break;
    }
    md << QString();
    md << QCoreApplication::translate("gpuk::DrillSummary", "Started %1.").arg(readableTime(s.startMs()))
                  + (s.finished() ? QLatin1Char(' ') + QCoreApplication::translate("gpuk::DrillSummary", "Finished %1.").arg(readableTime(s.finishedMs())) : QString());
    if (s.kind() == DrillKind::MockInterview)
        md << QString() << QCoreApplication::translate("gpuk::DrillSummary", "Time limit: %1 min.").arg(scoreText(s.limitSeconds() / 60.0));
    md << QString() << QCoreApplication::translate("gpuk::DrillSummary", "Score: %1 of %2.").arg(scoreText(s.total())).arg(s.size()) << QString();

    if (s.kind() == DrillKind::BeforeAfter) {
        const bool after = s.phase() == DrillPhase::After;
        md << QCoreApplication::translate("gpuk::DrillSummary", "Before: %1. After: %2.")
                        .arg(readableTime(after ? s.beforeRecord()->atMs : s.record().atMs),
                             after && s.finished() ? readableTime(s.finishedMs()) : QCoreApplication::translate("gpuk::DrillSummary", "not yet"))
           << QString();
        md << QStringLiteral("| %1 | %2 | %3 | %4 |").arg(QCoreApplication::translate("gpuk::DrillSummary", "Concept"), QCoreApplication::translate("gpuk::DrillSummary", "Category"), QCoreApplication::translate("gpuk::DrillSummary", "Before"), QCoreApplication::translate("gpuk::DrillSummary", "After"));
        md << QStringLiteral("|---|---|---|---|");
        int improved = 0, worse = 0;
        for (const ConceptResult &c : s.concepts()) {
            QString text = QString::fromStdString(c.id);
            for (const QuizQuestion &q : s.bank().questions)
                if (q.id == c.id)
                    text = quizText(q.question);
            md << QStringLiteral("| %1 | %2 | %3 | %4 |")
                            .arg(cell(text), cell(drillCategoryName(c.category)), mark(c.before),
                                 c.after ? mark(*c.after) : QCoreApplication::translate("gpuk::DrillSummary", "not asked yet"));
            if (c.changed())
                ++(*c.after ? improved : worse);
        }
        md << QString() << QCoreApplication::translate("gpuk::DrillSummary", "Better after: %1. Worse after: %2.").arg(improved).arg(worse);
    } else {
        md << QStringLiteral("| %1 | %2 |").arg(QCoreApplication::translate("gpuk::DrillSummary", "Category"), QCoreApplication::translate("gpuk::DrillSummary", "Score"));
        md << QStringLiteral("|---|---|");
        for (const CategoryScore &c : s.byCategory())
            md << QStringLiteral("| %1 | %2 |").arg(cell(drillCategoryName(c.category)),
                                                   QCoreApplication::translate("gpuk::DrillSummary", "%1 of %2").arg(scoreText(c.score)).arg(c.count));
        md << QString() << QStringLiteral("| %1 | %2 | %3 |").arg(QCoreApplication::translate("gpuk::DrillSummary", "Question"), QCoreApplication::translate("gpuk::DrillSummary", "Category"), QCoreApplication::translate("gpuk::DrillSummary", "Score"));
        md << QStringLiteral("|---|---|---|");
        for (int i = 0; i < s.size(); ++i) {
            const QuizQuestion &q = s.question(i);
            const std::optional<DrillAnswer> &a = s.item(i).answer;
            const QString result = !a ? QCoreApplication::translate("gpuk::DrillSummary", "not answered") : a->late ? QCoreApplication::translate("gpuk::DrillSummary", "too late") : scoreText(s.score(i));
            md << QStringLiteral("| %1 | %2 | %3 |")
                            .arg(cell(quizText(q.question)), cell(drillCategoryName(q.category)), result);
        }
    }
    md << QString();
    return md.join(QLatin1Char('\n'));
}

bool isMarkdownPath(const QString &path)
{
    return path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive)
           || path.endsWith(QLatin1String(".markdown"), Qt::CaseInsensitive);
}

OutputResult writeDrillSummary(const QString &path, const DrillSession &session)
{
    const QByteArray bytes = isMarkdownPath(path) ? drillSummaryMarkdown(session).toUtf8() : drillSummaryJson(session);
    return writeOutputFile(path, bytes);
}

} // namespace gpuk
