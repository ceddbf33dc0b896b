#include "comparisonwindow.h" // own header by plain name: lupdate then knows the class is gpuk::ComparisonWindow

#include "io/receipttext.h"

#include "io/comparetext.h"
#include "io/outputfile.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/document/simcontroller.h"
#include "ui/picture/picture.h"
#include "ui/shell/exportbuttons.h"
#include "ui/text/format.h"
#include "ui/text/outcomes.h"
#include "ui/text/words.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFont>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <functional>

namespace gpuk {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QTableWidget *makeTable(QWidget *parent, const char *name)
{
    auto *t = new QTableWidget(parent);
    t->setObjectName(QLatin1String(name));
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->setVisible(false);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->setWordWrap(true);
    return t;
}

void setCell(QTableWidget *t, int row, int col, const QString &text, bool numeric = true)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(numeric ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    t->setItem(row, col, item);
}

// Marks a cell as the best of its column: bold, with a star the screen reader says too.
void markBest(QTableWidget *t, int row, int col)
{
    QTableWidgetItem *item = t->item(row, col);
    if (!item)
        return;
    QFont f = item->font();
    f.setBold(true);
    item->setFont(f);
    item->setText(QStringLiteral("★ ") + item->text());
}

} // namespace

// What the worker produces: the plans and runs of the comparison, each mode's facts, the claims.
struct ComparisonWindow::Work
{
    std::vector<ComparedMode> compared;
    std::vector<ModeFacts> facts;
    std::vector<ArticleClaim> claims;
    std::optional<CompareReport> report;
    std::atomic<bool> cancel{false};
};

ComparisonWindow::ComparisonWindow(const Scenario &scenario, Skin skin, QWidget *parent)
    : QDialog(parent), m_scenario(scenario), m_skin(skin)
{
    setObjectName(QStringLiteral("comparisonWindow"));
    setWindowFlag(Qt::WindowMaximizeButtonHint);
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("comparisonIntro"));
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *controls = new QHBoxLayout;
    m_playButton = new QPushButton(this);
    m_playButton->setObjectName(QStringLiteral("comparisonPlay"));
    m_restartButton = new QPushButton(this);
    m_restartButton->setObjectName(QStringLiteral("comparisonRestart"));
    m_speedLabel = new QLabel(this);
    m_speed = new QComboBox(this);
    m_speed->setObjectName(QStringLiteral("comparisonSpeed"));
    m_speedLabel->setBuddy(m_speed);
    for (double s : SimController::speedLadder())
        m_speed->addItem(QStringLiteral("%1×").arg(localeNumber(s, 3)));
    m_speedIndex = SimController::defaultSpeedIndex();
    m_speed->setCurrentIndex(m_speedIndex);
    m_clockLabel = new QLabel(this);
    m_clockLabel->setObjectName(QStringLiteral("comparisonClock"));
    m_busy = new QProgressBar(this);
    m_busy->setObjectName(QStringLiteral("comparisonBusy"));
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 24);
    controls->addWidget(m_playButton);
    controls->addWidget(m_restartButton);
    controls->addWidget(m_speedLabel);
    controls->addWidget(m_speed);
    controls->addWidget(m_clockLabel, 1);
    controls->addWidget(m_busy);
    layout->addLayout(controls);

    // The live canvases are a tab of their own: a picture needs about 340 px of height to be
    // drawn legibly at the projector's type size, so six of them do not fit beside the tables on
    // a 1366x768 screen; they scroll there and all show at once on 1920x1080.
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("comparisonTabs"));
    auto *scroll = new QScrollArea(m_tabs);
    scroll->setObjectName(QStringLiteral("comparisonLive"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *canvasArea = new QWidget(scroll);
    m_grid = new QGridLayout(canvasArea);
    m_grid->setContentsMargins(0, 0, 0, 0);
    scroll->setWidget(canvasArea);
    m_tabs->addTab(scroll, QString());
    auto *modePage = new QWidget(m_tabs);
    auto *modeLayout = new QVBoxLayout(modePage);
    m_modeTable = makeTable(modePage, "comparisonModeTable");
    m_best = new QLabel(modePage);
    m_best->setObjectName(QStringLiteral("comparisonBest"));
    m_best->setWordWrap(true);
    m_best->setTextInteractionFlags(Qt::TextSelectableByMouse);
    modeLayout->addWidget(m_modeTable, 1);
    modeLayout->addWidget(m_best);
    m_tabs->addTab(modePage, QString());
    m_tenantTable = makeTable(m_tabs, "comparisonTenantTable");
    m_tabs->addTab(m_tenantTable, QString());
    m_claimTable = makeTable(m_tabs, "comparisonClaimTable");
    m_claimTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_claimTable->horizontalHeader()->setStretchLastSection(true);
    m_claimTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tabs->addTab(m_claimTable, QString());
    layout->addWidget(m_tabs, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // The comparison's numbers as files: compare --format json and csv, byte for byte.
    std::tie(m_exportJson, m_exportCsv) = addExportButtons(
            buttons, QStringLiteral("comparisonExport"), QStringLiteral("comparison"),
            [this](bool json) { return json ? tr("Export the comparison as JSON") : tr("Export the comparison as CSV"); },
            [this] { return tr("Export the comparison"); },
            [this](const QString &path, bool json, QString *error) { return exportTo(path, json, error); });
    layout->addWidget(buttons);

    m_timer = new QTimer(this);
    m_timer->setInterval(SimController::frameIntervalMs());
    connect(m_timer, &QTimer::timeout, this, [this] {
        const double elapsed = std::min(0.25, m_wall.nsecsElapsed() / 1e9);
        m_wall.restart();
        tick(elapsed);
    });
    connect(m_playButton, &QPushButton::clicked, this, [this] { m_playing ? pause() : play(); });
    connect(m_restartButton, &QPushButton::clicked, this, [this] {
        for (SimController *r : m_runners)
            r->rewind();
        m_clock = 0;
        updateClock();
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this](int i) { m_speedIndex = i; });
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, [this] {
        m_compared = std::move(m_work->compared);
        m_facts = std::move(m_work->facts);
        m_claims = std::move(m_work->claims);
        m_report = std::move(m_work->report);
        m_exportJson->setEnabled(m_report.has_value());
        m_exportCsv->setEnabled(m_report.has_value());
        showResults();
        m_computing = false;
        m_busy->hide();
        emit computed();
    });

    resize(1200, 760);
    retranslateUi();
    start();
}

ComparisonWindow::~ComparisonWindow()
{
    if (m_work)
        m_work->cancel = true;
    m_watcher.waitForFinished();
}

void ComparisonWindow::start()
{
    m_computing = true;
    m_busy->show();
    m_work = std::make_shared<Work>();
    const std::shared_ptr<Work> work = m_work;
    const Scenario scenario = m_scenario;
    m_watcher.setFuture(QtConcurrent::run([work, scenario] {
        const auto plans = comparisonPlans(scenario, std::vector<Mode>(std::begin(allModes), std::end(allModes)));
        work->compared = compareModes(scenario, plans, true, {}, [work] { return work->cancel.load(); });
        work->report = compareReport(scenario, work->compared); // its facts and claims are the tables'
        work->facts = work->report->facts;
        work->claims = work->report->claims;
    }));
}

void ComparisonWindow::showResults()
{
    buildCanvases();
    fillModeTable();
    fillTenantTable();
    fillClaimTable();
    play();
}

void ComparisonWindow::buildCanvases()
{
    for (GpuCanvas *c : m_canvases)
        c->deleteLater();
    for (SimController *r : m_runners)
        r->deleteLater();
    for (Picture *p : m_pictures)
        p->deleteLater();
    m_pictures.clear();
    for (QLabel *l : m_canvasTitles)
        l->deleteLater();
    for (QPushButton *b : m_openButtons)
        b->deleteLater();
    for (QLabel *l : m_canvasStatus)
        l->deleteLater();
    m_canvasStatus.clear();
    m_canvases.clear();
    m_runners.clear();
    m_canvasTitles.clear();
    m_openButtons.clear();
    m_canvasPlans.clear();
    int k = 0;
    const int columns = 3;
    for (const ComparedMode &c : m_compared) {
        if (!c.run)
            continue;
        const SharingPlan &plan = c.plan.choice.plan;
        // One runner and one Picture per mode (ui/picture): the picture model stands on its own,
        // fed by its runner; the canvas is one view of it.
        auto *runner = new SimController(this);
        runner->reset(m_scenario, plan);
        auto *picture = new Picture(this);
        picture->setSkin(m_skin);
        picture->follow(runner); // takes the runner's scene, and each new run's
        auto *canvas = new GpuCanvas(this);
        canvas->setObjectName(QStringLiteral("comparisonCanvas_%1").arg(QLatin1String(modeName(plan.mode))));
        canvas->setPicture(picture);
        canvas->setMinimumSize(QSize(360, 340));
        auto *title = new QLabel(this);
        title->setObjectName(QStringLiteral("comparisonTitle_%1").arg(QLatin1String(modeName(plan.mode))));
        auto *open = new QPushButton(this);
        open->setObjectName(QStringLiteral("comparisonOpen_%1").arg(QLatin1String(modeName(plan.mode))));
        connect(open, &QPushButton::clicked, this, [this, plan] { emit openRequested(plan); });
        auto *head = new QHBoxLayout;
        head->addWidget(title, 1);
        head->addWidget(open);
        // Its SLO words, from its Picture, as the main window's status bar says them.
        auto *status = new QLabel(this);
        status->setObjectName(QStringLiteral("comparisonStatus_%1").arg(QLatin1String(modeName(plan.mode))));
        status->setTextFormat(Qt::PlainText);
        connect(picture, &Picture::liveChanged, status, [status, picture] {
            status->setText(picture->sloStatusParts(true).join(QStringLiteral(" · ")));
        });
        auto *cell = new QVBoxLayout;
        cell->addLayout(head);
        cell->addWidget(canvas, 1);
        cell->addWidget(status);
        m_grid->addLayout(cell, k / columns, k % columns);
        m_canvases.push_back(canvas);
        m_runners.push_back(runner);
        m_pictures.push_back(picture);
        m_canvasTitles.push_back(title);
        m_openButtons.push_back(open);
        m_canvasStatus.push_back(status);
        m_canvasPlans.push_back(plan);
        ++k;
    }
    m_clock = 0;
    retranslateUi();
}

double ComparisonWindow::tick(double wallElapsedS)
{
    if (m_runners.empty())
        return m_clock;
    const double speed = SimController::speedLadder()[size_t(std::clamp(m_speedIndex, 0, int(SimController::speedLadder().size()) - 1))];
    const double target = m_clock + wallElapsedS * speed;
    // Each runner gets its share of one frame's budget, and no runner goes past where an earlier
    // one stopped (the target shrinks to the slowest so far). A runner that stops short after
    // others went further catches up to them, with a few more budgets at most, so that every
    // canvas shows one simulated time; only on a machine too slow even for that does the clock
    // wait at the slowest runner's time.
    const double budget = SimController::tickBudgetMs() / double(m_runners.size());
    double reached = target;
    for (SimController *r : m_runners)
        reached = std::min(reached, r->tickTo(reached, budget));
    double leader = reached;
    for (SimController *r : m_runners)
        leader = std::max(leader, r->simTime());
    for (int round = 0; round < 8 && reached < leader; ++round) {
        reached = leader;
        for (SimController *r : m_runners)
            if (!r->isFinished() && r->simTime() < leader)
                reached = std::min(reached, r->tickTo(leader, budget));
    }
    bool finished = true;
    for (SimController *r : m_runners)
        finished = finished && r->isFinished();
    m_clock = reached;
    updateClock();
    if (finished)
        pause();
    return m_clock;
}

void ComparisonWindow::play()
{
    if (m_runners.empty())
        return;
    m_playing = true;
    m_wall.restart();
    m_timer->start();
    retranslateUi();
}

void ComparisonWindow::pause()
{
    m_playing = false;
    m_timer->stop();
    retranslateUi();
}

void ComparisonWindow::setSkin(Skin skin)
{
    m_skin = skin;
    for (Picture *p : m_pictures)
        p->setSkin(skin);
    retranslateUi();
}

void ComparisonWindow::updateClock()
{
    const double end = m_scenario.simulation.durationS;
    m_clockLabel->setText(tr("t = %1 s of %2 s, every mode at the same time").arg(localeNumber(m_clock, 2), localeNumber(end, 0)));
}

void ComparisonWindow::fillModeTable()
{
    QTableWidget *t = m_modeTable;
    t->clear();
    const QStringList headers = {tr("Mode"),
                                 tr("GPUs"),
                                 tr("SM occupancy\n(DCGM)"),
                                 tr("GPU-Util\n(nvidia-smi)"),
                                 tr("Stranded\nSMs"),
                                 tr("Memory handed out\nand used"),
                                 tr("Fault\nblast radius"),
                                 tr("SLOs met"),
                                 tr("Goodput\n(requests/s)"),
                                 tr("Changing the plan"),
                                 tr("Per-tenant figures\nfrom nvidia-smi")};
    t->setColumnCount(int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->setRowCount(int(m_facts.size()));
    const int withSlo = tenantsWithSlo(m_scenario);
    std::vector<const RunResults *> runs;
    for (const ComparedMode &c : m_compared)
        if (c.run)
            runs.push_back(&*c.run);
    for (size_t i = 0; i < m_facts.size(); ++i) {
        const ModeFacts &f = m_facts[i];
        const int r = int(i);
        const SloTally tally = sloTally(*runs[i]);
        setCell(t, r, 0, Words::modeName(f.mode, m_skin), false);
        setCell(t, r, 1, QString::number(f.gpusUsed));
        setCell(t, r, 2, OutcomeText::percent(f.smOccupancy));
        setCell(t, r, 3, OutcomeText::percent(f.smActive));
        setCell(t, r, 4, OutcomeText::percent(f.strandedSmFraction));
        setCell(t, r, 5, memoryHandedOutText(f), false);
        setCell(t, r, 6, tr("%1 of %2").arg(f.blastRadiusMax).arg(f.placedTenants));
        setCell(t, r, 7, tr("%1 of %2").arg(tally.meeting).arg(withSlo));
        setCell(t, r, 8, localeNumber(tally.goodputRps, 1));
        setCell(t, r, 9, reconfigurationText(f.reconfiguration), false);
        setCell(t, r, 10, attributionText(f.attribution), false);
        t->item(r, 9)->setToolTip(reconfigurationText(f.reconfiguration));
        t->item(r, 10)->setToolTip(attributionText(f.attribution));
    }
    // The best per column, and why in one sentence each.
    struct Column
    {
        int col;
        bool lowerIsBetter;
        std::function<double(size_t)> value;
        QString sentence; // %1 best modes, %2 best value, %3 worst mode, %4 worst value
    };
    const std::vector<Column> columns = {
        {1, true, [this](size_t i) { return double(m_facts[i].gpusUsed); },
         tr("Fewest GPUs: %1 (%2); %3 needs %4.")},
        {2, false, [this](size_t i) { return m_facts[i].smOccupancy; },
         tr("Busiest SMs: %1 (%2 of SM time); %3 only %4.")},
        {4, true, [this](size_t i) { return m_facts[i].strandedSmFraction; },
         tr("Fewest SMs stranded: %1 (%2); %3 cannot use %4.")},
        {6, true, [this](size_t i) { return double(m_facts[i].blastRadiusMax); },
         tr("Smallest fault blast radius: %1 (one fault takes %2 tenants); under %3 one fault takes %4.")},
        {7, false, [runs](size_t i) { return double(sloTally(*runs[i]).meeting); },
         tr("Most SLOs met: %1 (%2); %3 meets %4.")},
        {8, false, [runs](size_t i) { return sloTally(*runs[i]).goodputRps; },
         tr("Most goodput: %1 (%2 requests/s within their SLO); %3 %4.")},
    };
    QStringList sentences;
    for (const Column &c : columns) {
        if (m_facts.size() < 2)
            break;
        double best = c.value(0), worst = c.value(0);
        size_t worstAt = 0;
        for (size_t i = 1; i < m_facts.size(); ++i) {
            const double v = c.value(i);
            best = c.lowerIsBetter ? std::min(best, v) : std::max(best, v);
            if (c.lowerIsBetter ? v > worst : v < worst) {
                worst = v;
                worstAt = i;
            }
        }
        if (std::abs(best - worst) <= 1e-9 * std::max(1.0, std::abs(best)))
            continue; // every mode the same: nothing to mark
        QStringList bestModes;
        for (size_t i = 0; i < m_facts.size(); ++i)
            if (std::abs(c.value(i) - best) <= 1e-9 * std::max(1.0, std::abs(best))) {
                markBest(t, int(i), c.col);
                bestModes << Words::modeName(m_facts[i].mode, m_skin);
            }
        auto text = [&](int col, size_t i) {
            QString s = t->item(int(i), col)->text();
            return s.startsWith(QStringLiteral("★ ")) ? s.mid(2) : s;
        };
        const size_t bestAt = size_t(std::find_if(m_facts.begin(), m_facts.end(), [&](const ModeFacts &f) {
                                         return std::abs(c.value(size_t(&f - m_facts.data())) - best)
                                             <= 1e-9 * std::max(1.0, std::abs(best));
                                     }) - m_facts.begin());
        sentences << c.sentence.arg(bestModes.join(QStringLiteral(", ")), text(c.col, bestAt),
                                    Words::modeName(m_facts[worstAt].mode, m_skin), text(c.col, worstAt));
    }
    // The receipts' known gaps these plans stand in, with the modes they concern: where real GPUs
    // measured otherwise, the table's numbers say so (as the canvas's title and `compare` do).
    std::vector<std::pair<Mode, SharingPlan>> plans;
    for (const ComparedMode &c : m_compared)
        plans.emplace_back(c.plan.mode, c.plan.choice.plan);
    for (const KnownGapInModes &g : knownGapsForPlans(m_scenario, plans)) {
        QStringList modes;
        for (Mode m : g.modes)
            modes << Words::modeName(m, m_skin);
        //: A known gap of the model and the modes of the comparison it concerns: "MPS: Known gap (receipt …): …".
        sentences << tr("%1: %2").arg(modes.join(QStringLiteral(", ")), knownGapSentence(g.gap));
    }
    m_best->setText(sentences.join(QLatin1Char('\n')));
    // The two columns of words wrap in a column of their own width, so that the row of numbers
    // stays on screen at 1366 px and the words are read in full (their tool tips say them too).
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    for (int col : {5, 9, 10}) {
        t->horizontalHeader()->setSectionResizeMode(col, QHeaderView::Interactive);
        t->setColumnWidth(col, em * (col == 5 ? 12 : 16));
    }
    t->resizeRowsToContents();
}

QString ComparisonWindow::statusText(size_t k) const
{
    return k < m_canvasStatus.size() ? m_canvasStatus[k]->text() : QString();
}

QByteArray ComparisonWindow::exportBytes(bool json) const
{
    if (!m_report)
        return {};
    return (json ? compareJsonText(m_scenario, *m_report) : compareCsvText(*m_report)).toUtf8();
}

bool ComparisonWindow::exportTo(const QString &path, bool json, QString *error) const
{
    if (!m_report) {
        if (error)
            *error = tr("The comparison is still being computed.");
        return false;
    }
    const OutputResult r = writeOutputFile(path, exportBytes(json));
    if (!r.ok && error)
        *error = r.error;
    return r.ok;
}

QString ComparisonWindow::bestText() const
{
    return m_best->text();
}

void ComparisonWindow::fillTenantTable()
{
    QTableWidget *t = m_tenantTable;
    t->clear();
    const QStringList headers = {tr("Tenant"),      tr("Mode"),           tr("Throughput\n(requests/s)"),
                                 tr("Goodput\n(requests/s)"), tr("p50\n(ms)"), tr("p99\n(ms)"),
                                 tr("SLO\n(ms)"),   tr("SLO attainment\n(every request)"), tr("Not completed")};
    t->setColumnCount(int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    std::vector<const RunResults *> runs;
    for (const ComparedMode &c : m_compared)
        if (c.run)
            runs.push_back(&*c.run);
    const int tenants = int(m_scenario.tenants.size());
    t->setRowCount(tenants * int(runs.size()));
    for (int k = 0; k < tenants; ++k) {
        const Tenant &tenant = m_scenario.tenants[size_t(k)];
        double bestGood = -1, bestP99 = -1, bestAtt = -1;
        for (size_t m = 0; m < runs.size(); ++m) {
            const TenantResult &r = runs[m]->tenants[size_t(k)];
            if (r.notPlaced)
                continue;
            bestGood = std::max(bestGood, r.goodputRps);
            if (r.completed > 0)
                bestP99 = bestP99 < 0 ? r.latencyMs.p99 : std::min(bestP99, r.latencyMs.p99);
            bestAtt = std::max(bestAtt, r.sloAttainment);
        }
        for (size_t m = 0; m < runs.size(); ++m) {
            const int row = k * int(runs.size()) + int(m);
            const TenantResult &r = runs[m]->tenants[size_t(k)];
            setCell(t, row, 0, qs(tenant.name.empty() ? tenant.id : tenant.name), false);
            setCell(t, row, 1, Words::modeName(runs[m]->mode, m_skin), false);
            setCell(t, row, 2, localeNumber(r.throughputRps, 1));
            setCell(t, row, 3, localeNumber(r.goodputRps, 1));
            const bool latency = !r.notPlaced && r.completed > 0;
            setCell(t, row, 4, latency ? localeNumber(r.latencyMs.p50, 1) : tr("–"));
            setCell(t, row, 5, latency ? localeNumber(r.latencyMs.p99, 1) : tr("–"));
            setCell(t, row, 6, r.sloMs > 0 ? localeNumber(r.sloMs, 0) : tr("none"));
            setCell(t, row, 7, r.notPlaced ? tr("not placed") : r.sloMs > 0 ? OutcomeText::percent(r.sloAttainment) : tr("–"));
            const QString lost = OutcomeText::notCompleted(r);
            setCell(t, row, 8, lost.isEmpty() ? tr("none") : lost, false);
            if (r.notPlaced)
                continue;
            if (runs.size() > 1 && r.goodputRps == bestGood)
                markBest(t, row, 3);
            if (runs.size() > 1 && latency && r.latencyMs.p99 == bestP99)
                markBest(t, row, 5);
            if (runs.size() > 1 && r.sloMs > 0 && r.sloAttainment == bestAtt)
                markBest(t, row, 7);
        }
    }
    t->resizeRowsToContents();
}

void ComparisonWindow::fillClaimTable()
{
    QTableWidget *t = m_claimTable;
    t->clear();
    const QStringList headers = {tr("Axis"), tr("The article says"), tr("Measured for these tenants"), tr("Verdict"), tr("Why")};
    t->setColumnCount(int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->setRowCount(int(m_claims.size()));
    for (size_t i = 0; i < m_claims.size(); ++i) {
        const ArticleClaim &c = m_claims[i];
        QStringList figures;
        for (const ClaimFigure &f : c.figures)
            figures << QStringLiteral("%1 %2").arg(Words::modeName(f.mode, m_skin), claimFigureText(c.axis, f));
        setCell(t, int(i), 0, articleAxisText(c.axis), false);
        setCell(t, int(i), 1, articleStatementText(c.axis), false);
        setCell(t, int(i), 2, figures.join(QLatin1Char('\n')), false);
        setCell(t, int(i), 3, claimVerdictText(c.verdict), false);
        setCell(t, int(i), 4, claimReasonText(c), false);
        if (c.verdict == ClaimVerdict::Holds || c.verdict == ClaimVerdict::DoesNotHold) {
            QFont f = t->item(int(i), 3)->font();
            f.setBold(true);
            t->item(int(i), 3)->setFont(f);
        }
    }
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    t->setColumnWidth(0, em * 8);
    t->setColumnWidth(1, em * 18);
    t->setColumnWidth(2, em * 13);
    t->setColumnWidth(3, em * 7);
    t->resizeRowsToContents();
}

void ComparisonWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (!m_computing && !m_compared.empty()) {
            fillModeTable();
            fillTenantTable();
            fillClaimTable();
        }
    }
    QDialog::changeEvent(event);
}

void ComparisonWindow::retranslateUi()
{
    setWindowTitle(tr("Compare the modes side by side"));
    m_intro->setText(tr("The same tenants and requests under every mode, each with the plan compare runs for it: "
                        "live on one clock, and each run to its end in the tables (the best per column marked ★)."));
    m_playButton->setText(m_playing ? tr("Pause") : tr("Play"));
    m_exportJson->setText(tr("Export JSON…"));
    m_exportCsv->setText(tr("Export CSV…"));
    m_restartButton->setText(tr("From the start"));
    m_speedLabel->setText(tr("Speed:"));
    m_tabs->setTabText(0, tr("Live, on one clock"));
    m_tabs->setTabText(1, tr("Per mode"));
    m_tabs->setTabText(2, tr("Per tenant"));
    m_tabs->setTabText(3, tr("The article's comparison, measured"));
    for (size_t i = 0; i < m_canvasTitles.size(); ++i) {
        const SharingPlan &plan = m_canvasPlans[i];
        QString title = Words::modeName(plan.mode, m_skin);
        if (i < m_facts.size()) {
            const ModeFacts &f = m_facts[i];
            title = tr("%1 · %n GPU(s)", nullptr, f.gpusUsed).arg(title);
        }
        m_canvasTitles[i]->setText(title);
        m_openButtons[i]->setText(tr("Open on the canvas"));
        m_openButtons[i]->setToolTip(tr("Show the main window's canvas in this mode with this plan (one undo step)"));
    }
    updateClock();
}

} // namespace gpuk
