#include "cli/command.h"

#include "analysis/receipts.h"
#include "io/receipttext.h"
#include "io/texttable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace gpuk {

namespace {

QJsonValue finiteOrNull(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QJsonObject receiptJson(const Receipt &row, const ReceiptResult &r)
{
    QJsonObject source;
    source.insert(QStringLiteral("key"), Cli::q(row.source.key));
    source.insert(QStringLiteral("title"), Cli::q(row.source.title));
    source.insert(QStringLiteral("url"), Cli::q(row.source.url));
    source.insert(QStringLiteral("grade"), QLatin1String(sourceGradeName(row.source.grade)));
    source.insert(QStringLiteral("fact_sheet"), Cli::q(row.source.factSheet));

    QJsonObject published;
    published.insert(QStringLiteral("low"), row.publishedLow);
    published.insert(QStringLiteral("high"), row.publishedHigh);
    published.insert(QStringLiteral("text"), Cli::q(row.publishedText));

    QJsonArray parameters;
    for (const auto &p : row.parameters) {
        QJsonObject j;
        j.insert(QStringLiteral("name"), Cli::q(p.name));
        j.insert(QStringLiteral("value"), Cli::q(p.value));
        j.insert(QStringLiteral("role"), p.calibratedHere ? QStringLiteral("calibrated") : QStringLiteral("checked"));
        j.insert(QStringLiteral("note"), Cli::q(p.note));
        parameters.append(j);
    }

    QJsonObject j;
    j.insert(QStringLiteral("id"), Cli::q(row.id));
    j.insert(QStringLiteral("topic"), QLatin1String(receiptTopicName(row.topic)));
    j.insert(QStringLiteral("source"), source);
    j.insert(QStringLiteral("gpu"), Cli::q(row.gpu));
    j.insert(QStringLiteral("setup"), Cli::q(row.setup));
    j.insert(QStringLiteral("metric"), Cli::q(row.metric));
    j.insert(QStringLiteral("published"), published);
    j.insert(QStringLiteral("engine"), finiteOrNull(r.engine));
    j.insert(QStringLiteral("gap"), finiteOrNull(r.gap));
    j.insert(QStringLiteral("tolerance"), row.tolerance);
    j.insert(QStringLiteral("within_tolerance"), r.withinTolerance);
    j.insert(QStringLiteral("expected"), QLatin1String(receiptExpectationName(row.expected)));
    j.insert(QStringLiteral("status"), QLatin1String(receiptStatusName(r.status)));
    j.insert(QStringLiteral("as_expected"), r.asExpected());
    j.insert(QStringLiteral("gap_reason"), Cli::q(row.gapReason));
    j.insert(QStringLiteral("calibration"), row.calibration());
    j.insert(QStringLiteral("parameters"), parameters);
    return j;
}

} // namespace

QString Cli::usageReceipts()
{
    return tr("Usage: gpukitchen-cli receipts [--format text|json]\n"
              "\n"
              "The model beside published measurements: for each row the source, the setup, the\n"
              "published figure, the engine's figure on the same setup (computed now by running the\n"
              "engine, never typed), the gap and its tolerance. A row may be a known gap, with its\n"
              "reason. Rows that calibrate a parameter say so; the others are independent checks.\n"
              "\n"
              "Exit codes: 0 every row has the status the table declares; 1 a row left its\n"
              "tolerance (or a known gap closed); 2 bad input.\n");
}

int Cli::cmdReceipts(const QStringList &args)
{
    const QString cmd = QStringLiteral("receipts");
    Options o;
    QString format;
    int exitCode = 0;
    if (!commandFront(args, cmd, usageReceipts(), textOrJson(), &o, &format, &exitCode))
        return exitCode;

    const std::vector<Receipt> &table = receiptTable();
    const std::vector<ReceiptResult> results = computeReceipts();
    int matched = 0, knownGaps = 0, unexpected = 0, checks = 0;
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (results[i].status == ReceiptStatus::Matched)
            ++matched;
        else if (results[i].status == ReceiptStatus::KnownGap)
            ++knownGaps;
        else
            ++unexpected;
        if (!table[i].calibration())
            ++checks;
    }
    const int sources = static_cast<int>(receiptSourceKeys().size());
    const int rc = unexpected ? 1 : 0;

    if (format == QLatin1String("json")) {
        QJsonArray rows;
        for (std::size_t i = 0; i < table.size(); ++i)
            rows.append(receiptJson(table[i], results[i]));
        QJsonObject summary;
        summary.insert(QStringLiteral("rows"), static_cast<int>(table.size()));
        summary.insert(QStringLiteral("sources"), sources);
        summary.insert(QStringLiteral("matched"), matched);
        summary.insert(QStringLiteral("known_gaps"), knownGaps);
        summary.insert(QStringLiteral("unexpected"), unexpected);
        summary.insert(QStringLiteral("independent_checks"), checks);
        QJsonObject root;
        root.insert(QStringLiteral("format"), QStringLiteral("gpukitchen-receipts/1"));
        root.insert(QStringLiteral("gap_definition"),
                    QStringLiteral("engine / published - 1, against the nearer end of a published range, 0 inside it"));
        root.insert(QStringLiteral("rows"), rows);
        root.insert(QStringLiteral("summary"), summary);
        m_out << jsonText(QJsonDocument(root));
        return rc;
    }

    const int width = 100;
    m_out << wrap(tr("Receipts: the model beside published measurements. %n row(s) from %1 independent sources; "
                     "every engine figure was computed just now by running the engine on the row's setup. "
                     "Figures are ratios; gap = engine / published − 1 (0 inside a published range).",
                     nullptr, static_cast<int>(table.size()))
                      .arg(sources),
                  width, QString(), QString());
    m_out << '\n';

    QList<QStringList> rows;
    rows << QStringList{tr("ID"), tr("TOPIC"), tr("PUBLISHED"), tr("ENGINE"), tr("GAP"), tr("TOLERANCE"), tr("STATUS")};
    for (std::size_t i = 0; i < table.size(); ++i) {
        const Receipt &row = table[i];
        const ReceiptResult &r = results[i];
        rows << QStringList{q(row.id),
                            receiptTopicText(row.topic),
                            receiptPublishedText(row),
                            receiptRatioText(r.engine),
                            receiptGapText(r.gap),
                            receiptToleranceText(row.tolerance),
                            receiptStatusText(r.status)};
    }
    m_out << renderTable(rows, {2, 3, 4, 5});
    m_out << '\n';
    m_out << tr("%1 matched, %2 known gap(s), %3 unexpected; %4 row(s) are independent checks (no parameter "
                "calibrated on them).")
                 .arg(matched)
                 .arg(knownGaps)
                 .arg(unexpected)
                 .arg(checks)
          << '\n';

    for (std::size_t i = 0; i < table.size(); ++i) {
        const Receipt &row = table[i];
        const ReceiptResult &r = results[i];
        m_out << '\n' << q(row.id) << QStringLiteral(" — ") << receiptText(row.metric) << '\n';
        m_out << wrap(tr("Source: %1 (%2) %3").arg(q(row.source.title), sourceGradeText(row.source.grade), q(row.source.url)),
                      width, QStringLiteral("  "), QStringLiteral("    "));
        m_out << wrap(tr("Setup: %1").arg(receiptText(row.setup)), width, QStringLiteral("  "), QStringLiteral("    "));
        m_out << wrap(tr("Published: %1 = %2; engine: %3 (GPU %4)")
                          .arg(receiptText(row.publishedText), receiptPublishedText(row), receiptRatioText(r.engine),
                               q(row.gpu)),
                      width, QStringLiteral("  "), QStringLiteral("    "));
        for (const auto &p : row.parameters)
            m_out << wrap(tr("%1 = %2 (%3: %4)")
                              .arg(q(p.name), receiptText(p.value),
                                   p.calibratedHere ? tr("calibrated on this row") : tr("checked"), receiptText(p.note)),
                          width, QStringLiteral("  - "), QStringLiteral("    "));
        if (!row.gapReason.empty())
            m_out << wrap(tr("Known gap: %1").arg(receiptText(row.gapReason)), width, QStringLiteral("  "),
                          QStringLiteral("    "));
    }
    return rc;
}

} // namespace gpuk
