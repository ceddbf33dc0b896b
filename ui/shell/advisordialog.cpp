#include "advisordialog.h" // own header by plain name: lupdate then knows the class is gpuk::AdvisorDialog

#include "catalog/catalog.h"
#include "io/advicetext.h"
#include "io/messages.h"
#include "ui/text/words.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QScrollArea>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <cmath>

namespace gpuk {

// What the worker produces, and what it reads while it runs: the share done, and Cancel.
struct AdvisorDialog::Work
{
    AdvisorAnswers answers;
    Recommendation recommendation;
    Advice advice;
    bool proving = false; // the second step (the runs)
    std::atomic<double> progress{0};
    std::atomic<bool> cancel{false};
};

namespace {

QComboBox *twoChoices(QWidget *parent, const char *name)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(QLatin1String(name));
    box->addItem(QString());
    box->addItem(QString());
    return box;
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// The messages of diagnostics, without their paths, joined by "; " (as the CLI says them).
QString diagnosticMessages(const Diagnostics &ds)
{
    QStringList parts;
    for (const Diagnostic &d : ds)
        parts << diagnosticMessage(d);
    return parts.join(QStringLiteral("; "));
}

} // namespace

AdvisorDialog::AdvisorDialog(const Scenario &scenario, Skin skin, QWidget *parent)
    : QDialog(parent), m_scenario(scenario), m_skin(skin)
{
    setObjectName(QStringLiteral("advisorDialog"));
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("advisorIntro"));
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    // The questions: a choice and one line of help each.
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_latency = twoChoices(this, "advisorLatency");
    m_trust = twoChoices(this, "advisorTrust");
    m_tenantSet = twoChoices(this, "advisorTenantSet");
    m_ops = twoChoices(this, "advisorOps");
    m_isolation = twoChoices(this, "advisorIsolation");
    for (QComboBox *box : {m_latency, m_trust, m_tenantSet, m_ops, m_isolation}) {
        auto *field = new QWidget(this);
        auto *row = new QHBoxLayout(field);
        row->setContentsMargins(0, 0, 0, 0);
        auto *help = new QLabel(field);
        help->setWordWrap(true);
        QFont small = help->font();
        small.setPointSizeF(small.pointSizeF() * 0.92);
        help->setFont(small);
        help->setForegroundRole(QPalette::PlaceholderText);
        row->addWidget(box);
        row->addWidget(help, 1);
        auto *label = new QLabel(this);
        label->setBuddy(box);
        m_questionLabels << label;
        m_helpLabels << help;
        form->addRow(label, field);
        connect(box, &QComboBox::currentIndexChanged, this, &AdvisorDialog::answersChanged);
    }
    m_gpuLine = new QLabel(this);
    m_gpuLine->setObjectName(QStringLiteral("advisorGpu"));
    m_gpuLine->setWordWrap(true);
    form->addRow(m_gpuLine);
    layout->addLayout(form);

    auto *row = new QHBoxLayout;
    m_recommend = new QPushButton(this);
    m_recommend->setObjectName(QStringLiteral("advisorRecommend"));
    m_recommend->setDefault(true);
    connect(m_recommend, &QPushButton::clicked, this, &AdvisorDialog::recommendNow);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("advisorProgress"));
    m_progress->setRange(0, 100);
    m_progress->hide();
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("advisorCancel"));
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, this, &AdvisorDialog::cancel);
    row->addWidget(m_recommend);
    row->addWidget(m_progress, 1);
    row->addWidget(m_cancel);
    row->addStretch(0);
    layout->addLayout(row);

    auto *recRow = new QHBoxLayout;
    m_recommendation = new QLabel(this);
    m_recommendation->setObjectName(QStringLiteral("advisorRecommendation"));
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextFormat(Qt::RichText);
    m_recommendation->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_openRecommended = new QPushButton(this);
    m_openRecommended->setObjectName(QStringLiteral("advisorOpenRecommended"));
    m_openRecommended->hide();
    connect(m_openRecommended, &QPushButton::clicked, this, [this] { openRow(-1); });
    // The reasons can be long (several rules, in Chinese too): they scroll rather than push the
    // ranking off a small screen.
    auto *recScroll = new QScrollArea(this);
    recScroll->setObjectName(QStringLiteral("advisorRecommendationArea"));
    recScroll->setFrameShape(QFrame::NoFrame);
    recScroll->setWidgetResizable(true);
    recScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    recScroll->setWidget(m_recommendation);
    recRow->addWidget(recScroll, 1);
    recRow->addWidget(m_openRecommended, 0, Qt::AlignTop);
    layout->addLayout(recRow, 1);

    m_criteria = new QLabel(this);
    m_criteria->setObjectName(QStringLiteral("advisorCriteria"));
    m_criteria->setWordWrap(true);
    m_criteria->hide();
    layout->addWidget(m_criteria);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("advisorRanking"));
    m_table->setColumnCount(7);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    // The mode's name takes the spare width; the button column is as wide as its button.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->hide();
    layout->addWidget(m_table, 1);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("advisorVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    layout->addWidget(m_verdict);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    m_poll = new QTimer(this);
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_work)
            m_progress->setValue(int(std::lround(100 * m_work->progress.load())));
    });
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, [this] {
        const std::shared_ptr<Work> work = m_work;
        if (!work->proving) {
            const bool cancelled = work->cancel.load() || work->recommendation.cancelled;
            m_advice = Advice{};
            m_advice.recommendation = work->recommendation;
            m_advice.cancelled = cancelled;
            m_haveRecommendation = !cancelled;
            showRecommendation();
            emit recommended();
            if (m_haveRecommendation && !work->recommendation.none) {
                startProof();
                return;
            }
        } else {
            const bool current = m_haveRecommendation; // false: the answers changed meanwhile
            m_advice = work->advice;
            m_haveAdvice = current && !m_advice.cancelled;
        }
        m_poll->stop();
        m_computing = false;
        m_progress->hide();
        m_cancel->hide();
        m_recommend->setEnabled(true);
        showAdvice();
        emit computed();
    });

    setAnswers(defaultAnswers(scenario));
    retranslateUi();
    const int em = fontMetrics().height();
    QSize size(em * 56, em * 42);
    // Within the screen (or the window, where it is larger: an offscreen test's screen is small).
    QSize room = parent ? parent->window()->size() : QSize();
    if (const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        room = room.expandedTo(screen->availableGeometry().size());
    if (!room.isEmpty())
        size = size.boundedTo(room * 0.92);
    resize(size);
}

AdvisorDialog::~AdvisorDialog()
{
    m_watcher.disconnect();
    if (m_work)
        m_work->cancel = true;
    m_watcher.waitForFinished(); // it works on its own copies and stops at its next check
}

AdvisorAnswers AdvisorDialog::answers() const
{
    AdvisorAnswers a;
    a.latency = m_latency->currentIndex() == 0 ? LatencyNeed::Strict : LatencyNeed::Relaxed;
    a.trust = m_trust->currentIndex() == 0 ? TenantTrust::Trusted : TenantTrust::Untrusted;
    a.tenantSet = m_tenantSet->currentIndex() == 0 ? TenantSet::Stable : TenantSet::Changing;
    a.ops = m_ops->currentIndex() == 0 ? OpsEffort::High : OpsEffort::Low;
    a.isolation = m_isolation->currentIndex() == 0 ? Isolation::Containers : Isolation::Vms;
    return a;
}

void AdvisorDialog::setAnswers(const AdvisorAnswers &a)
{
    m_latency->setCurrentIndex(a.latency == LatencyNeed::Strict ? 0 : 1);
    m_trust->setCurrentIndex(a.trust == TenantTrust::Trusted ? 0 : 1);
    m_tenantSet->setCurrentIndex(a.tenantSet == TenantSet::Stable ? 0 : 1);
    m_ops->setCurrentIndex(a.ops == OpsEffort::High ? 0 : 1);
    m_isolation->setCurrentIndex(a.isolation == Isolation::Containers ? 0 : 1);
}

void AdvisorDialog::setSkin(Skin skin)
{
    if (skin == m_skin)
        return;
    m_skin = skin;
    showRecommendation();
    showAdvice();
}

QString AdvisorDialog::modeWord(Mode m) const
{
    return Words::modeName(m, m_skin);
}

void AdvisorDialog::answersChanged()
{
    // Results of other answers would be stale.
    if (m_computing)
        cancel();
    m_haveRecommendation = false;
    m_haveAdvice = false;
    m_advice = Advice{};
    showRecommendation();
    showAdvice();
}

void AdvisorDialog::recommendNow()
{
    if (m_computing)
        return;
    m_computing = true;
    m_haveRecommendation = false;
    m_haveAdvice = false;
    m_advice = Advice{};
    showRecommendation();
    showAdvice();
    m_recommend->setEnabled(false);
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_work = std::make_shared<Work>();
    m_work->answers = answers();
    const std::shared_ptr<Work> work = m_work;
    const Scenario scenario = m_scenario;
    m_poll->start();
    // The same steps as advise(): recommend, then proveRecommendation with the same options.
    m_watcher.setFuture(QtConcurrent::run([work, scenario] {
        AdvisorOptions o;
        o.progress = [work](double done) {
            work->progress = 0.1 * done;
            return !work->cancel.load();
        };
        work->recommendation = recommend(scenario, work->answers, o);
    }));
}

void AdvisorDialog::startProof()
{
    const std::shared_ptr<Work> work = m_work;
    work->proving = true;
    const Scenario scenario = m_scenario;
    m_watcher.setFuture(QtConcurrent::run([work, scenario] {
        AdvisorOptions o;
        o.progress = [work](double done) {
            work->progress = 0.1 + 0.9 * done;
            return !work->cancel.load();
        };
        work->advice = proveRecommendation(scenario, work->recommendation, o);
    }));
}

void AdvisorDialog::cancel()
{
    if (m_work)
        m_work->cancel = true;
}

void AdvisorDialog::openRow(int row)
{
    if (row < 0) {
        if (!m_haveRecommendation || m_advice.recommendation.none)
            return;
        emit openRequested(m_advice.recommendation.mode, m_advice.recommendation.plan.plan);
        return;
    }
    if (row >= int(m_advice.ranking.size()))
        return;
    const RankedRun &r = m_advice.ranking[size_t(row)];
    emit openRequested(r.mode, r.plan.plan);
}

void AdvisorDialog::showRecommendation()
{
    const Recommendation &rec = m_advice.recommendation;
    if (!m_haveRecommendation) {
        m_recommendation->setText(m_computing ? tr("Recommending…") : QString());
        m_openRecommended->hide();
        return;
    }
    QString html;
    if (rec.none) {
        html += QStringLiteral("<p style=\"margin-top:0\"><b>%1</b></p>")
                    .arg(esc(tr("No mode can be recommended: every mode is ruled out.")));
    } else {
        // Compact paragraphs (no list margins): the ranking below needs the room at 1366x768.
        const QString para = QStringLiteral("<p style=\"margin-top:0; margin-bottom:2px\">%1</p>");
        html += para.arg(QStringLiteral("<b>%1</b> &nbsp; %2")
                             .arg(esc(tr("Recommended: %1").arg(modeWord(rec.mode))),
                                  esc(tr("Plan: %1").arg(planSummaryText(m_scenario, rec.plan.plan)))));
        html += para.arg(esc(tr("Why:")));
        for (AdvisorRule r : rec.reasons)
            html += QStringLiteral("<p style=\"margin-top:0; margin-bottom:2px; margin-left:12px\">• <b>%1</b>: %2</p>")
                        .arg(esc(AdviceText::ruleTitle(r)), esc(AdviceText::ruleReason(r)));
    }
    if (!rec.ruledOut.empty()) {
        QStringList items;
        for (const RuledOut &x : rec.ruledOut) {
            QString item = QStringLiteral("<b>%1</b>: %2").arg(esc(modeWord(x.mode)), esc(AdviceText::ruleTitle(x.rule)));
            if (!x.why.empty())
                item += QStringLiteral(" (%1)").arg(esc(diagnosticMessages(x.why)));
            items << item;
        }
        html += QStringLiteral("<p style=\"margin-top:4px; margin-bottom:0\">%1 %2</p>")
                    .arg(esc(tr("Ruled out:")), items.join(QStringLiteral("; ")));
    }
    m_recommendation->setText(html);
    m_openRecommended->setVisible(!rec.none);
}

void AdvisorDialog::showAdvice()
{
    if (!m_haveAdvice) {
        m_table->hide();
        m_criteria->hide();
        if (m_haveRecommendation && m_computing)
            m_verdict->setText(esc(tr("Running every admissible mode to the end…")));
        else if (m_advice.cancelled)
            m_verdict->setText(esc(tr("Cancelled: the runs did not finish.")));
        else
            m_verdict->clear();
        return;
    }
    m_criteria->setText(AdviceText::criteriaSentence());
    m_criteria->show();
    m_table->setHorizontalHeaderLabels({tr("Rank"), tr("Mode"), tr("SLOs met"), tr("Mean SLO attainment"),
                                        tr("Goodput/s"), tr("GPUs"), QString()});
    // The buttons of an earlier result go now (a replaced cell widget is only deleted later).
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (QWidget *old = m_table->cellWidget(r, 6)) {
            old->hide();
            m_table->removeCellWidget(r, 6);
        }
    m_table->setRowCount(int(m_advice.ranking.size()));
    for (int i = 0; i < int(m_advice.ranking.size()); ++i) {
        const RankedRun &r = m_advice.ranking[size_t(i)];
        const bool own = r.mode == m_advice.recommendation.mode;
        auto cell = [&](int col, const QString &text, bool right) {
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment((right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
            if (own) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            m_table->setItem(i, col, item);
        };
        cell(0, QString::number(r.rank), true);
        cell(1, own ? tr("%1 (recommended)").arg(modeWord(r.mode)) : modeWord(r.mode), false);
        cell(2, QStringLiteral("%1/%2").arg(r.key.slosMet).arg(r.key.slosTotal), true);
        cell(3, AdviceText::criterionValueText(RankCriterion::MeanAttainment, r.key.meanAttainment), true);
        cell(4, QString::number(r.key.goodputRps, 'f', 1), true);
        cell(5, QString::number(r.key.gpusUsed), true);
        auto *open = new QPushButton(tr("Open on the canvas"), m_table);
        open->setObjectName(QStringLiteral("advisorOpen_%1").arg(QLatin1String(modeName(r.mode))));
        connect(open, &QPushButton::clicked, this, [this, i] { openRow(i); });
        m_table->setCellWidget(i, 6, open);
        m_table->item(i, 1)->setToolTip(planSummaryText(m_scenario, r.plan.plan));
    }
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    // No taller than its rows: the rest of the height goes to the reasons above.
    // (the header's size hint: before the table is first shown its height is not laid out yet)
    int height = std::max(m_table->horizontalHeader()->height(), m_table->horizontalHeader()->sizeHint().height())
        + 2 * m_table->frameWidth() + m_table->verticalHeader()->length();
    if (m_table->horizontalScrollBar()->isVisible())
        height += m_table->horizontalScrollBar()->height();
    m_table->setMaximumHeight(height + 2);
    m_table->setMinimumHeight(height + 2); // every mode's row without scrolling
    m_table->show();
    const QString sentence = AdviceText::verdictSentence(m_advice, [this](Mode m) { return modeWord(m); });
    m_verdict->setText(QStringLiteral("<b>%1</b>").arg(esc(sentence)));
}

void AdvisorDialog::retranslateUi()
{
    setWindowTitle(tr("Advise a mode"));
    m_intro->setText(tr("The seed article's decision steps as questions. The advisor recommends a mode and its plan "
                        "by named rules, then runs every mode it did not rule out to the end, with the plan compare "
                        "runs and the same seed, and shows whether the recommendation held."));
    const QStringList questions{tr("Latency SLOs:"), tr("Trust between tenants:"), tr("Tenant set:"),
                                tr("Operations effort:"), tr("Tenants run as:")};
    const QStringList help{
        tr("Strict: online services with a p99 target (the default if a tenant has an SLO)."),
        tr("Untrusted: a tenant's fault or memory use must not reach the others."),
        tr("Changing: tenants come and go often (MIG is reconfigured only when idle)."),
        tr("Low: the team cannot run a hypervisor and vGPU drivers."),
        tr("VMs see a GPU only through vGPU (or a whole GPU of their own).")};
    for (int i = 0; i < m_questionLabels.size(); ++i) {
        m_questionLabels[i]->setText(questions[i]);
        m_helpLabels[i]->setText(help[i]);
    }
    m_latency->setItemText(0, AdviceText::latencyText(LatencyNeed::Strict));
    m_latency->setItemText(1, AdviceText::latencyText(LatencyNeed::Relaxed));
    m_trust->setItemText(0, AdviceText::trustText(TenantTrust::Trusted));
    m_trust->setItemText(1, AdviceText::trustText(TenantTrust::Untrusted));
    m_tenantSet->setItemText(0, AdviceText::tenantSetText(TenantSet::Stable));
    m_tenantSet->setItemText(1, AdviceText::tenantSetText(TenantSet::Changing));
    m_ops->setItemText(0, AdviceText::opsText(OpsEffort::High));
    m_ops->setItemText(1, AdviceText::opsText(OpsEffort::Low));
    m_isolation->setItemText(0, AdviceText::isolationText(Isolation::Containers));
    m_isolation->setItemText(1, AdviceText::isolationText(Isolation::Vms));
    const GpuModel *gpu = m_scenario.gpu();
    const QString gpuId = gpu ? QString::fromStdString(gpu->id) : QString();
    m_gpuLine->setText(gpu && gpu->supportsMig() ? tr("GPU: %1, which has MIG.").arg(gpuId)
                                                 : tr("GPU: %1, which has no MIG.").arg(gpuId));
    m_recommend->setText(tr("Recommend"));
    m_cancel->setText(tr("Cancel"));
    m_openRecommended->setText(tr("Open on the canvas"));
    showRecommendation();
    showAdvice();
}

void AdvisorDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace gpuk
