#include "migexplorerdialog.h" // own header by plain name: lupdate then knows the class is gpuk::MigExplorerDialog

#include "catalog/catalog.h"
#include "ui/canvas/tenantcolors.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <cmath>

namespace gpuk {

namespace {

// Between the items of a list in a sentence ("Embedding 0.51, Reranker 0.50").
QString listSeparator()
{
    //: Between the items of a list in a sentence.
    return QCoreApplication::translate("gpuk::MigExplorerDialog", ", ");
}


QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString marginText(double m)
{
    return std::isfinite(m) ? QString::number(m, 'f', 2).replace(QLatin1Char('-'), QChar(0x2212)) : QString();
}

// A thumbnail of one layout: the GPU's placement units in a row, each instance a block over its
// units filled with the colours of its tenants (one band each, through paintTenantFill), its
// profile under it; free units dashed.
class LayoutThumbnail : public QWidget
{
public:
    struct Block
    {
        int start = 0;
        int units = 1;
        QString profile;
        std::vector<int> tenants; // indices into the scenario's tenant list
    };

    LayoutThumbnail(int units, std::vector<Block> blocks, QWidget *parent)
        : QWidget(parent), m_units(std::max(1, units)), m_blocks(std::move(blocks))
    {
        const int em = fontMetrics().height();
        setFixedSize(std::max(em * 16, m_units * em * 2), em * 3);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const QPalette pal = palette();
        const ColorScheme scheme = schemeForBackground(pal.color(QPalette::Window));
        const int em = fontMetrics().height();
        const QRectF strip(0.5, 0.5, width() - 1.0, height() - em - 3.0);
        const double unit = strip.width() / m_units;
        QPen free(pal.color(QPalette::Mid), 1, Qt::DashLine);
        for (int u = 0; u < m_units; ++u) {
            p.setPen(free);
            p.setBrush(Qt::NoBrush);
            p.drawRect(QRectF(strip.left() + u * unit + 1, strip.top() + 1, unit - 2, strip.height() - 2));
        }
        for (const Block &b : m_blocks) {
            const QRectF r(strip.left() + b.start * unit + 1, strip.top(), b.units * unit - 2, strip.height());
            QPainterPath path;
            path.addRoundedRect(r, 3, 3);
            p.save();
            p.setClipPath(path);
            const double band = r.height() / std::max<size_t>(1, b.tenants.size());
            for (size_t k = 0; k < b.tenants.size(); ++k)
                paintTenantFill(p, QRectF(r.left(), r.top() + k * band, r.width(), band + 0.5), b.tenants[k],
                                tenantColor(b.tenants[k], scheme));
            p.restore();
            p.setPen(QPen(pal.color(QPalette::WindowText), 1.2));
            p.setBrush(Qt::NoBrush);
            p.drawPath(path);
            p.setPen(pal.color(QPalette::WindowText));
            const QRectF label(r.left(), strip.bottom() + 2, r.width(), em);
            // the whole name if it fits, else its compute part ("2g"), else elided
            QString name = b.profile;
            if (fontMetrics().horizontalAdvance(name) > label.width())
                name = name.section(QLatin1Char('.'), 0, 0);
            p.drawText(label, Qt::AlignHCenter | Qt::AlignTop,
                       fontMetrics().elidedText(name, Qt::ElideRight, int(label.width())));
        }
    }

private:
    int m_units;
    std::vector<Block> m_blocks;
};

} // namespace

// What the worker produces, and what it reads while it runs: the share done, and Cancel.
struct MigExplorerDialog::Work
{
    MigLayoutRanking ranking;
    std::atomic<double> progress{0};
    std::atomic<bool> cancel{false};
};

MigExplorerDialog::MigExplorerDialog(const Scenario &scenario, QWidget *parent) : QDialog(parent), m_scenario(scenario)
{
    setObjectName(QStringLiteral("migExplorerDialog"));
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("migExplorerIntro"));
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *row = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("migExplorerProgress"));
    m_progress->setRange(0, 100);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("migExplorerCancel"));
    connect(m_cancel, &QPushButton::clicked, this, &MigExplorerDialog::cancel);
    row->addWidget(m_progress, 1);
    row->addWidget(m_cancel);
    layout->addLayout(row);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("migExplorerSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    // Which colour is which tenant in the thumbnails (their fill and pattern, as on the canvas).
    auto *key = new QWidget(this);
    key->setObjectName(QStringLiteral("migExplorerKey"));
    auto *keyRow = new QHBoxLayout(key);
    keyRow->setContentsMargins(0, 0, 0, 0);
    const int em = fontMetrics().height();
    const ColorScheme scheme = schemeForBackground(palette().color(QPalette::Window));
    for (size_t i = 0; i < m_scenario.tenants.size(); ++i) {
        QPixmap swatch(QSize(em * 2, em) * devicePixelRatio());
        swatch.setDevicePixelRatio(devicePixelRatio());
        swatch.fill(Qt::transparent);
        {
            QPainter p(&swatch);
            const QRectF r(0.5, 0.5, em * 2 - 1.0, em - 1.0);
            paintTenantFill(p, r, int(i), tenantColor(int(i), scheme));
            p.setPen(QPen(palette().color(QPalette::WindowText), 1));
            p.drawRect(r);
        }
        auto *icon = new QLabel(key);
        icon->setPixmap(swatch);
        const Tenant &t = m_scenario.tenants[i];
        auto *name = new QLabel(qs(t.name.empty() ? t.id : t.name), key);
        keyRow->addWidget(icon);
        keyRow->addWidget(name);
        keyRow->addSpacing(em);
    }
    keyRow->addStretch(1);
    layout->addWidget(key);

    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("migExplorerList"));
    m_scroll->setWidgetResizable(true);
    auto *inner = new QWidget(m_scroll);
    m_list = new QVBoxLayout(inner);
    m_list->addStretch(1);
    m_scroll->setWidget(inner);
    layout->addWidget(m_scroll, 1);

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
        m_poll->stop();
        m_computing = false;
        m_ranking = m_work->ranking;
        m_cancelled = m_ranking.ranking.cancelled;
        m_progress->hide();
        m_cancel->hide();
        showResults();
        emit computed();
    });
    retranslateUi();
    resize(em * 62, em * 38);
    start();
}

MigExplorerDialog::~MigExplorerDialog()
{
    m_watcher.disconnect();
    if (m_work)
        m_work->cancel = true;
    m_watcher.waitForFinished(); // it works on its own copies and stops at the next run
}

void MigExplorerDialog::start()
{
    m_computing = true;
    m_work = std::make_shared<Work>();
    const std::shared_ptr<Work> work = m_work;
    const Scenario scenario = m_scenario;
    m_poll->start();
    m_watcher.setFuture(QtConcurrent::run([work, scenario] {
        MigSearchOptions o = engineSearchOptions();
        o.progress = [work](double spent) {
            work->progress = spent;
            return !work->cancel.load();
        };
        work->ranking = rankMigPlans(scenario, kEntries, guiMigHorizon, o);
    }));
}

void MigExplorerDialog::cancel()
{
    if (m_work)
        m_work->cancel = true;
}

SharingPlan MigExplorerDialog::planOf(int k) const
{
    const bool allow4g3g = m_scenario.sharing.mode == Mode::Mig ? m_scenario.sharing.mig.allow4g3g : true;
    return rankedMigPlan(m_ranking, size_t(std::max(0, k)), allow4g3g);
}

QString MigExplorerDialog::layoutText(int k) const
{
    if (k < 0 || size_t(k) >= m_ranking.ranking.entries.size())
        return {};
    QStringList parts;
    for (const MigSearchInstance &inst : m_ranking.ranking.entries[size_t(k)].instances)
        parts << qs(inst.profile->name);
    return parts.join(QStringLiteral(" + "));
}

void MigExplorerDialog::openEntry(int k)
{
    if (k < 0 || size_t(k) >= m_ranking.ranking.entries.size())
        return;
    emit openRequested(planOf(k), layoutText(k));
}

int MigExplorerDialog::scenarioIndex(int rankedIndex) const
{
    const std::string &id = m_ranking.tenantIds[size_t(rankedIndex)];
    for (size_t i = 0; i < m_scenario.tenants.size(); ++i)
        if (m_scenario.tenants[i].id == id)
            return int(i);
    return -1;
}

QString MigExplorerDialog::tenantName(int rankedIndex) const
{
    const int i = scenarioIndex(rankedIndex);
    if (i < 0)
        return qs(m_ranking.tenantIds[size_t(rankedIndex)]);
    const Tenant &t = m_scenario.tenants[size_t(i)];
    return qs(t.name.empty() ? t.id : t.name);
}

QString MigExplorerDialog::entryText(int k) const
{
    const MigRankedLayout &e = m_ranking.ranking.entries[size_t(k)];
    const GpuModel &gpu = *m_scenario.gpu();
    int withSlo = 0, met = 0;
    QStringList margins;
    for (size_t i = 0; i < m_ranking.tenantIds.size() && i < e.tenantMargins.size(); ++i) {
        const int si = scenarioIndex(int(i));
        const bool hasSlo = si >= 0 && m_scenario.tenants[size_t(si)].sloMs > 0;
        withSlo += hasSlo ? 1 : 0;
        met += hasSlo && e.tenantMargins[i] >= 0 ? 1 : 0;
        const double m = e.tenantMargins[i];
        //: One tenant's margin to its SLO in the MIG layout explorer: name, then the margin (SLO / p99 − 1).
        margins << (hasSlo ? tr("%1 %2").arg(tenantName(int(i)).toHtmlEscaped(),
                                             m <= -1 ? tr("%1 (loses requests)").arg(marginText(m)) : marginText(m))
                           : tr("%1 (no SLO)").arg(tenantName(int(i)).toHtmlEscaped()));
    }
    QString text = QStringLiteral("<b>")
                   + tr("#%1: %2").arg(k + 1).arg(layoutText(k).toHtmlEscaped()) + QStringLiteral("</b><br>");
    const bool kitchen = m_skin == Skin::Kitchen;
    text += (kitchen ? tr("%1 of %2 stove sections, %3 of %4 pantry shelves.")
                     : tr("%1 of %2 compute slices, %3 of %4 memory slots."))
                    .arg(e.computeSlices)
                    .arg(gpu.computeSlices)
                    .arg(e.memorySlots)
                    .arg(gpu.memorySlots)
            + QLatin1Char(' ');
    text += (e.allSlosMet ? tr("Every SLO met, worst margin %1.").arg(marginText(e.worstMargin))
                          : tr("SLOs met: %1 of %2, worst margin %3.").arg(met).arg(withSlo).arg(marginText(e.worstMargin)))
            + QStringLiteral("<br>");
    text += tr("Margin to the SLO (SLO / p99 − 1): %1").arg(margins.join(listSeparator())) + QStringLiteral("<br>");
    const MigFragmentation &f = e.fragmentation;
    auto names = [](const std::vector<const MigProfile *> &ps) {
        QStringList out;
        for (const MigProfile *p : ps)
            out << qs(p->name);
        return out.join(listSeparator()).toHtmlEscaped();
    };
    QString frag = (kitchen ? tr("Free stove sections: %1, pantry shelves: %2.")
                            : tr("Free compute slices: %1, memory slots: %2."))
                           .arg(f.freeComputeSlices)
                           .arg(f.freeMemorySlots);
    frag += QLatin1Char(' ')
            + (f.addable.empty() ? (kitchen ? tr("No room size fits any more.") : tr("No profile can be added."))
                                 : (kitchen ? tr("It could still fit a room of %1.") : tr("It could still take: %1."))
                                           .arg(names(f.addable)));
    if (!f.blocked.empty())
        frag += QLatin1Char(' ')
                + (kitchen ? tr("It can no longer fit a room of %1, although enough sections are free: the walls "
                                "may only go where the placement rules allow (fragmentation).")
                           : tr("It can no longer place %1, although enough slices are free: the placement rules "
                                "forbid it (fragmentation)."))
                          .arg(names(f.blocked));
    text += frag;
    return text;
}

void MigExplorerDialog::showResults()
{
    for (QWidget *c : m_cards)
        delete c;
    m_cards.clear();
    m_cardTexts.clear();
    m_openButtons.clear();
    const MigRanking &r = m_ranking.ranking;
    const GpuModel *gpu = m_scenario.gpu();
    QString summary;
    if (m_cancelled) {
        summary = tr("Cancelled: no layout ranked.");
    } else if (r.entries.empty()) {
        summary = tr("No legal MIG layout holds every tenant's peak memory.");
    } else {
        summary = tr("Layouts ranked: %1, best first: every SLO met with the fewest slices first, then the plans "
                     "that miss by their margins (the worst first, then the next worst).")
                          .arg(r.entries.size());
        if (r.budgetExhausted)
            summary += QLatin1Char(' ') + tr("The ranking stopped at its budget: there may be more layouts.");
        if (!r.exact)
            summary += QLatin1Char(' ') + tr("Beyond eight tenants the assignments after the first are a heuristic's.");
        if (!m_ranking.unplaced.empty()) {
            QStringList ids;
            for (const std::string &id : m_ranking.unplaced)
                ids << qs(id);
            summary += QLatin1Char(' ') + tr("Not placed, more memory than any MIG profile: %1.").arg(ids.join(listSeparator()));
        }
    }
    m_summary->setText(summary);
    if (!gpu)
        return;
    for (size_t k = 0; k < r.entries.size(); ++k) {
        const MigRankedLayout &e = r.entries[k];
        auto *card = new QFrame(m_scroll->widget());
        card->setObjectName(QStringLiteral("migExplorerEntry%1").arg(k + 1));
        card->setFrameShape(QFrame::StyledPanel);
        auto *h = new QHBoxLayout(card);
        std::vector<LayoutThumbnail::Block> blocks;
        for (const MigSearchInstance &inst : e.instances) {
            LayoutThumbnail::Block b;
            b.start = inst.start;
            b.units = inst.profile->memorySlots;
            b.profile = qs(inst.profile->name);
            for (int t : inst.tenants)
                b.tenants.push_back(scenarioIndex(t));
            blocks.push_back(std::move(b));
        }
        auto *thumb = new LayoutThumbnail(gpu->memorySlots, std::move(blocks), card);
        thumb->setAccessibleName(layoutText(int(k)));
        QStringList where; // which tenants each block's colours are, for the tool tip and screen readers
        for (const MigSearchInstance &inst : e.instances) {
            QStringList names;
            for (int t : inst.tenants)
                names << tenantName(t);
            //: A MIG instance and the tenants in it: profile, start, tenant names.
            where << tr("%1 at %2: %3").arg(qs(inst.profile->name)).arg(inst.start).arg(names.join(listSeparator()));
        }
        thumb->setToolTip(where.join(QLatin1Char('\n')));
        thumb->setAccessibleDescription(where.join(QStringLiteral("; ")));
        h->addWidget(thumb, 0, Qt::AlignTop);
        auto *label = new QLabel(entryText(int(k)), card);
        label->setTextFormat(Qt::RichText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        h->addWidget(label, 1);
        auto *open = new QPushButton(tr("Open on the canvas"), card);
        open->setObjectName(QStringLiteral("migExplorerOpen%1").arg(k + 1));
        open->setAccessibleName(tr("Open layout %1 on the canvas").arg(k + 1));
        connect(open, &QPushButton::clicked, this, [this, k] { openEntry(int(k)); });
        h->addWidget(open, 0, Qt::AlignTop);
        m_list->insertWidget(m_list->count() - 1, card);
        m_cards << card;
        m_cardTexts << label;
        m_openButtons << open;
    }
}

void MigExplorerDialog::setSkin(Skin skin)
{
    if (skin == m_skin)
        return;
    m_skin = skin;
    retranslateUi();
    if (!m_computing)
        showResults();
}

void MigExplorerDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (!m_computing)
            showResults();
    }
    QDialog::changeEvent(event);
}

void MigExplorerDialog::retranslateUi()
{
    setWindowTitle(tr("Explore MIG layouts"));
    const GpuModel *gpu = m_scenario.gpu();
    m_intro->setText((m_skin == Skin::Kitchen
                          ? tr("The ways to wall %1 into private rooms (MIG layouts) for these chef teams, each with its "
                               "best choice of which teams share which room (teams in one room take turns). Each room "
                               "is cooked in alone for up to %2 s after a %3 s warm-up, as a switch to MIG does.")
                          : tr("The legal MIG layouts of %1 for these tenants, each with its best assignment of the "
                               "tenants to its instances (several tenants in one instance take turns). Each instance "
                               "is simulated alone for up to %2 s after a %3 s warm-up, as a switch to MIG does."))
                             .arg(gpu ? qs(gpu->id) : QString())
                             .arg(guiMigHorizon.durationS)
                             .arg(guiMigHorizon.warmupS));
    m_cancel->setText(tr("Cancel"));
}

} // namespace gpuk
