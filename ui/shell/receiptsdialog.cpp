#include "receiptsdialog.h" // own header by plain name: lupdate then knows the class is gpuk::ReceiptsDialog

#include "io/receipttext.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace gpuk {

namespace {

// Sorts by a number (Qt::UserRole) where the column shows text ("−2.6 %").
class NumberItem : public QTableWidgetItem
{
public:
    NumberItem(const QString &text, double value) : QTableWidgetItem(text)
    {
        setData(Qt::UserRole, value);
        setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    bool operator<(const QTableWidgetItem &other) const override
    {
        return data(Qt::UserRole).toDouble() < other.data(Qt::UserRole).toDouble();
    }
};

QString esc(const std::string &s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

} // namespace

ReceiptsDialog::ReceiptsDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("receiptsDialog"));
    auto *layout = new QVBoxLayout(this);

    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("receiptsIntro"));
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    m_busyLabel = new QLabel(this);
    m_busyLabel->setObjectName(QStringLiteral("receiptsBusyLabel"));
    m_busy = new QProgressBar(this);
    m_busy->setObjectName(QStringLiteral("receiptsBusy"));
    m_busy->setRange(0, 0); // busy: no known end
    m_busy->setTextVisible(false);
    layout->addWidget(m_busyLabel);
    layout->addWidget(m_busy);

    auto *split = new QSplitter(Qt::Vertical, this);
    m_table = new QTableWidget(0, ColumnCount, split);
    m_table->setObjectName(QStringLiteral("receiptsTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(SourceColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(SetupColumn, QHeaderView::Stretch);
    m_table->setColumnWidth(SourceColumn, 260);
    // Wrapped setups take the height the current column widths give them.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table,
            [this] { m_table->resizeRowsToContents(); }, Qt::QueuedConnection);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ReceiptsDialog::showDetails);
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row, int column) {
        if (column == SourceColumn)
            openSourceOf(row);
    });

    m_details = new QTextBrowser(split);
    m_details->setObjectName(QStringLiteral("receiptsDetails"));
    m_details->setOpenExternalLinks(true);
    split->addWidget(m_table);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("receiptsSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    connect(&m_watcher, &QFutureWatcher<std::vector<ReceiptResult>>::finished, this, [this] {
        m_results = m_watcher.result();
        fill();
    });

    // Readable on a 1366×768 screen: at most 90 % of the available area.
    QSize size(1180, 700);
    if (const QScreen *screen = QGuiApplication::primaryScreen()) {
        const QSize avail = screen->availableSize();
        size = size.boundedTo(QSize(avail.width() * 9 / 10, avail.height() * 9 / 10));
    }
    resize(size);
    retranslateUi();
}

ReceiptsDialog::~ReceiptsDialog()
{
    m_watcher.waitForFinished();
}

void ReceiptsDialog::start()
{
    if (m_started)
        return;
    m_started = true;
    m_busy->setVisible(true);
    m_busyLabel->setVisible(true);
    m_watcher.setFuture(QtConcurrent::run([] { return computeReceipts(); }));
}

bool ReceiptsDialog::isComputing() const
{
    return m_started && m_results.empty();
}

void ReceiptsDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    start();
}

void ReceiptsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (!m_results.empty())
            fill();
    }
    QDialog::changeEvent(event);
}

void ReceiptsDialog::retranslateUi()
{
    setWindowTitle(tr("Receipts: the model beside published measurements"));
    m_intro->setText(tr("Each row is a published measurement and the same setup run on the engine now: the engine's "
                        "figure is computed, never typed. Figures are ratios (a slice against the whole GPU, shared "
                        "against alone); gap = engine / published − 1, 0 inside a published range. A known gap is "
                        "a difference the model does not close, with its reason. Click a source to open it."));
    m_busyLabel->setText(tr("Running the engine on every row…"));
    m_table->setHorizontalHeaderLabels({tr("Source"), tr("Setup"), tr("Published"), tr("Engine"), tr("Gap"),
                                        tr("Tolerance"), tr("Status")});
}

void ReceiptsDialog::fill()
{
    m_busy->setVisible(false);
    m_busyLabel->setVisible(false);
    const auto &rows = receiptTable();
    const int selected = m_table->currentRow();
    const QString selectedId = selected >= 0 && m_table->item(selected, SourceColumn)
                                   ? m_table->item(selected, SourceColumn)->data(IdRole).toString()
                                   : QString();
    m_table->setSortingEnabled(false);
    m_table->setRowCount(static_cast<int>(rows.size()));
    int matched = 0, knownGaps = 0, unexpected = 0, checks = 0;
    for (std::size_t i = 0; i < rows.size() && i < m_results.size(); ++i) {
        const Receipt &row = rows[i];
        const ReceiptResult &r = m_results[i];
        const int at = static_cast<int>(i);
        const QString id = QString::fromStdString(row.id);

        auto *source = new QTableWidgetItem(QString::fromStdString(row.source.title));
        source->setData(UrlRole, QString::fromStdString(row.source.url));
        source->setToolTip(QString::fromStdString(row.source.url));
        QFont linkFont = source->font();
        linkFont.setUnderline(true);
        source->setFont(linkFont);
        source->setForeground(palette().brush(QPalette::Link));
        m_table->setItem(at, SourceColumn, source);

        auto *setup = new QTableWidgetItem(receiptText(row.setup));
        setup->setToolTip(receiptText(row.metric));
        m_table->setItem(at, SetupColumn, setup);

        auto *published = new NumberItem(receiptPublishedText(row), row.publishedLow);
        published->setToolTip(receiptText(row.publishedText));
        m_table->setItem(at, PublishedColumn, published);
        m_table->setItem(at, EngineColumn, new NumberItem(receiptRatioText(r.engine), r.engine));
        m_table->setItem(at, GapColumn, new NumberItem(receiptGapText(r.gap), r.gap));
        m_table->setItem(at, ToleranceColumn, new NumberItem(receiptToleranceText(row.tolerance), row.tolerance));

        auto *status = new QTableWidgetItem(receiptStatusText(r.status));
        if (!r.asExpected())
            status->setForeground(QColor(200, 30, 30));
        if (!row.gapReason.empty())
            status->setToolTip(receiptText(row.gapReason));
        m_table->setItem(at, StatusColumn, status);

        for (int c = 0; c < ColumnCount; ++c)
            m_table->item(at, c)->setData(IdRole, id);

        if (r.status == ReceiptStatus::Matched)
            ++matched;
        else if (r.status == ReceiptStatus::KnownGap)
            ++knownGaps;
        else
            ++unexpected;
        if (!row.calibration())
            ++checks;
    }
    m_table->setSortingEnabled(true);
    m_table->resizeRowsToContents();
    m_summary->setText(tr("%1 matched, %2 known gap(s), %3 unexpected, from %4 independent sources; %5 row(s) are "
                          "independent checks (no parameter calibrated on them).")
                           .arg(matched)
                           .arg(knownGaps)
                           .arg(unexpected)
                           .arg(static_cast<int>(receiptSourceKeys().size()))
                           .arg(checks));
    int reselect = 0;
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->item(r, SourceColumn)->data(IdRole).toString() == selectedId)
            reselect = r;
    m_table->selectRow(reselect);
    showDetails();
    emit filled();
}

void ReceiptsDialog::showDetails()
{
    const int at = m_table->currentRow();
    const QTableWidgetItem *item = at >= 0 ? m_table->item(at, SourceColumn) : nullptr;
    const Receipt *row = item ? findReceipt(item->data(IdRole).toString().toStdString()) : nullptr;
    if (!row) {
        m_details->clear();
        return;
    }
    QString html;
    html += QStringLiteral("<p><b>%1</b> — %2</p>").arg(esc(row->id), receiptText(row->metric).toHtmlEscaped());
    html += QStringLiteral("<p>%1 <a href=\"%2\">%3</a> (%4)</p>")
                .arg(tr("Source:").toHtmlEscaped(), esc(row->source.url), esc(row->source.title),
                     sourceGradeText(row->source.grade).toHtmlEscaped());
    html += QStringLiteral("<p>%1 %2</p>").arg(tr("Setup:").toHtmlEscaped(), receiptText(row->setup).toHtmlEscaped());
    html += QStringLiteral("<p>%1 %2</p>")
                .arg(tr("Published:").toHtmlEscaped(), receiptText(row->publishedText).toHtmlEscaped());
    html += QStringLiteral("<p>%1</p><ul>").arg(tr("Parameters:").toHtmlEscaped());
    for (const auto &p : row->parameters)
        html += QStringLiteral("<li><code>%1</code> = %2 — %3: %4</li>")
                    .arg(esc(p.name), receiptText(p.value).toHtmlEscaped(),
                         (p.calibratedHere ? tr("calibrated on this row") : tr("checked")).toHtmlEscaped(),
                         receiptText(p.note).toHtmlEscaped());
    html += QStringLiteral("</ul>");
    if (!row->gapReason.empty())
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Known gap:").toHtmlEscaped(), receiptText(row->gapReason).toHtmlEscaped());
    m_details->setHtml(html);
}

void ReceiptsDialog::openSourceOf(int row)
{
    const QTableWidgetItem *item = m_table->item(row, SourceColumn);
    if (!item)
        return;
    const QUrl url(item->data(UrlRole).toString());
    if (url.isValid() && url.scheme() == QLatin1String("https"))
        QDesktopServices::openUrl(url);
}

} // namespace gpuk
