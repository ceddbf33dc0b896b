#include "mainwindow.h" // own header by plain name: lupdate then knows the class is gpuk::MainWindow

#include "io/messages.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "ui/chartpanel.h"
#include "ui/gpucanvas.h"
#include "ui/narrator.h"
#include "ui/simcontroller.h"
#include "ui/timecontrols.h"
#include "ui/languagemanager.h"
#include "ui/tenantcolors.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QStyleFactory>
#include <QToolBar>
#include <QVBoxLayout>

namespace gpuk {

namespace {

constexpr int maxErrorLinesShown = 15;

QIcon swatchIcon(const QColor &c)
{
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(c.darker(140), 2));
    p.setBrush(c);
    p.drawRoundedRect(QRectF(3, 3, 26, 26), 6, 6);
    return QIcon(pm);
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/gpukitchen.svg")));
    createActions();
    createMenus();
    createWidgets();
    retranslateUi();
    resize(1600, 1000);
}

// ---------------------------------------------------------------------------------------------
// Scenarios

QStringList MainWindow::builtinScenarioFiles()
{
    QStringList files;
    const QDir dir(QStringLiteral(":/scenarios"));
    for (const QString &name : dir.entryList({QStringLiteral("*.gpuk.json")}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

Scenario MainWindow::demoScenario()
{
    QStringList candidates;
    const QString seed = QStringLiteral(":/scenarios/seed-a100-mig.gpuk.json");
    if (QFile::exists(seed))
        candidates << seed;
    candidates << builtinScenarioFiles();
    for (const QString &file : candidates) {
        const LoadResult r = loadScenarioFile(file, false);
        if (r.ok())
            return *r.scenario;
    }

    // Nothing compiled in: the seed article's A100-40GB layout, built here.
    Scenario s;
    s.name = tr("Demo: four tenants on one A100-40GB").toStdString();
    s.description = tr("The seed article's MIG layout: 1g.5gb + 1g.5gb + 2g.10gb + 3g.20gb.").toStdString();
    s.gpuId = "A100-40GB";
    auto tenant = [](const char *id, const QString &name, TenantKind kind, double rate, double meanMs, int smWidth,
                     double modelGb, double perRequestGb, int concurrency, double sloMs) {
        Tenant t;
        t.id = id;
        t.name = name.toStdString();
        t.kind = kind;
        t.arrival.ratePerS = rate;
        if (rate <= 0)
            t.arrival.process = ArrivalProcess::Backlog;
        t.service.distribution = ServiceDistribution::Lognormal;
        t.service.meanMs = meanMs;
        t.service.cv = 0.5;
        t.smWidth = smWidth;
        t.bandwidthIntensity = 0.5;
        t.modelGb = modelGb;
        t.perRequestGb = perRequestGb;
        t.maxConcurrency = concurrency;
        t.sloMs = sloMs;
        return t;
    };
    s.tenants = {
        tenant("embed", tr("Embedding"), TenantKind::Embedding, 400, 1.5, 14, 1.5, 0.05, 16, 25),
        tenant("rerank", tr("Reranker"), TenantKind::Reranker, 80, 12, 14, 3.0, 0.2, 8, 80),
        tenant("batch", tr("Offline batch"), TenantKind::Batch, 0, 50, 28, 4.0, 0.0, 1, 0),
        tenant("llm", tr("LLM chat"), TenantKind::Llm, 4, 400, 42, 7.0, 0.25, 8, 3000),
    };
    s.sharing.mode = Mode::Mig;
    auto instance = [](const char *profile, int start, const char *tenantId) {
        MigInstancePlan i;
        i.profile = profile;
        i.start = start;
        i.tenants = {tenantId};
        return i;
    };
    s.sharing.mig.instances = {instance("1g.5gb", 0, "embed"), instance("1g.5gb", 1, "rerank"),
                               instance("2g.10gb", 2, "batch"), instance("3g.20gb", 4, "llm")};
    return s;
}

void MainWindow::setScenario(const Scenario &scenario, const QString &fileName)
{
    m_scenario = scenario;
    m_fileName = fileName;
    m_fileCustomGpu = scenario.customGpu;
    m_plan = scenario.sharing;
    refresh();
}

bool MainWindow::openFile(const QString &fileName, QString *errors)
{
    const LoadResult r = loadScenarioFile(fileName, false); // layout problems are shown, not refused
    if (r.ok()) {
        setScenario(*r.scenario, fileName);
        return true;
    }

    QStringList lines;
    for (const Diagnostic &d : r.diagnostics)
        lines << formatDiagnostic(d);
    if (lines.isEmpty())
        lines << tr("The file could not be read as a GPU Kitchen scenario.");
    if (errors)
        *errors = lines.join(QLatin1Char('\n'));

    auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot open scenario"),
                                tr("%1 could not be opened. The current scenario is unchanged.")
                                    .arg(QDir::toNativeSeparators(fileName)),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("openErrorBox"));
    QStringList shown = lines.mid(0, maxErrorLinesShown);
    if (lines.size() > maxErrorLinesShown) {
        shown << tr("… and %1 more (see Show Details)").arg(lines.size() - maxErrorLinesShown);
        box->setDetailedText(lines.join(QLatin1Char('\n')));
    }
    box->setInformativeText(shown.join(QLatin1Char('\n')));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open(); // not exec(): the window keeps running, and tests can inspect the box
    return false;
}

void MainWindow::setMode(Mode mode)
{
    m_plan = planForMode(m_scenario, mode);
    m_plan.mode = mode;
    refresh();
}

QString MainWindow::gpuId() const
{
    const GpuModel *g = m_scenario.gpu();
    return g ? qs(g->id) : qs(m_scenario.gpuId);
}

bool MainWindow::setGpu(const QString &id)
{
    if (m_fileCustomGpu && id == qs(m_fileCustomGpu->id)) {
        m_scenario.customGpu = m_fileCustomGpu;
        m_scenario.gpuId = m_fileCustomGpu->id;
    } else if (const GpuModel *g = findGpu(id.toStdString())) {
        m_scenario.customGpu.reset();
        m_scenario.gpuId = g->id;
    } else {
        return false;
    }
    // The scenario's own plan for the mode is kept (and may now be illegal: the problems list
    // says why); a default plan is recomputed for the new GPU.
    m_plan = planForMode(m_scenario, m_plan.mode);
    refresh();
    return true;
}

void MainWindow::refresh()
{
    // Validate exactly what is shown: this scenario with the shown plan as its active plan.
    Scenario shown = m_scenario;
    shown.sharing = m_plan;
    shown.alternatives.clear();
    m_diagnostics = validateScenario(shown);

    m_canvas->setScene(m_scenario, m_plan);
    resetSimulation(); // SIM
    updateHeader();
    updateSelectors();
    updateTenantList();
    updateDiagnostics();
    updateStatus();
}

// ---------------------------------------------------------------------------------------------
// Widgets

void MainWindow::createActions()
{
    m_openAction = new QAction(this);
    m_openAction->setObjectName(QStringLiteral("openAction"));
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openFileDialog);

    m_quitAction = new QAction(this);
    m_quitAction->setObjectName(QStringLiteral("quitAction"));
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_aboutAction = new QAction(this);
    m_aboutAction->setObjectName(QStringLiteral("aboutAction"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);

    m_languageGroup = new QActionGroup(this);
    m_languageGroup->setExclusive(true);
    for (const QString &code : LanguageManager::languages()) {
        auto *a = new QAction(LanguageManager::endonym(code), m_languageGroup);
        a->setObjectName(QStringLiteral("language_") + code);
        a->setCheckable(true);
        a->setData(code);
        a->setChecked(code == LanguageManager::instance()->language());
        connect(a, &QAction::triggered, this, [code] { LanguageManager::instance()->setLanguage(code); });
    }
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openAction);
    m_examplesMenu = m_fileMenu->addMenu(QString());
    m_examplesMenu->setObjectName(QStringLiteral("examplesMenu"));
    const QStringList builtins = builtinScenarioFiles();
    for (const QString &file : builtins) {
        const LoadResult r = loadScenarioFile(file, false);
        const QString title = r.ok() ? qs(r.scenario->name) : QFileInfo(file).completeBaseName();
        QAction *a = m_examplesMenu->addAction(title);
        connect(a, &QAction::triggered, this, [this, file] { openFile(file); });
    }
    m_examplesMenu->setEnabled(!builtins.isEmpty());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());

    // SIM: the Simulation menu and the time-controls tool bar share one set of actions.
    m_sim = new SimController(this);
    m_timeControls = new TimeControls(m_sim, this);
    menuBar()->addMenu(m_timeControls->menu());
    addToolBar(Qt::TopToolBarArea, m_timeControls->toolBar());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::createWidgets()
{
    auto *central = new QWidget(this);
    auto *outer = new QVBoxLayout(central);
    outer->setContentsMargins(12, 10, 12, 6);
    outer->setSpacing(8);

    // Header: what is shown, and the two selectors.
    auto *header = new QHBoxLayout;
    header->setSpacing(10);
    auto *titles = new QVBoxLayout;
    titles->setSpacing(2);
    m_scenarioLabel = new QLabel(central);
    m_scenarioLabel->setObjectName(QStringLiteral("scenarioNameLabel"));
    QFont big = m_scenarioLabel->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    m_scenarioLabel->setFont(big);
    m_scenarioLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summaryLabel = new QLabel(central);
    m_summaryLabel->setObjectName(QStringLiteral("summaryLabel"));
    QFont mid = m_summaryLabel->font();
    mid.setPointSizeF(mid.pointSizeF() * 1.25); // legible from the back of a classroom
    m_summaryLabel->setFont(mid);
    // Long names wrap instead of forcing the window wider than a laptop screen.
    m_scenarioLabel->setWordWrap(true);
    m_summaryLabel->setWordWrap(true);
    titles->addWidget(m_scenarioLabel);
    titles->addWidget(m_summaryLabel);
    header->addLayout(titles, 1);

    m_modeLabel = new QLabel(central);
    m_modeLabel->setObjectName(QStringLiteral("modeLabel"));
    m_modeLabel->setFont(mid);
    m_modeCombo = new QComboBox(central);
    m_modeCombo->setObjectName(QStringLiteral("modeCombo"));
    m_modeCombo->setFont(mid);
    for (Mode m : allModes)
        m_modeCombo->addItem(QString(), int(m));
    m_modeLabel->setBuddy(m_modeCombo);
    connect(m_modeCombo, &QComboBox::activated, this, [this](int index) {
        setMode(Mode(m_modeCombo->itemData(index).toInt()));
    });

    m_gpuLabel = new QLabel(central);
    m_gpuLabel->setObjectName(QStringLiteral("gpuLabel"));
    m_gpuLabel->setFont(mid);
    m_gpuCombo = new QComboBox(central);
    m_gpuCombo->setObjectName(QStringLiteral("gpuCombo"));
    m_gpuCombo->setFont(mid);
    m_gpuCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_gpuLabel->setBuddy(m_gpuCombo);
    connect(m_gpuCombo, &QComboBox::activated, this, [this](int index) {
        setGpu(m_gpuCombo->itemData(index).toString());
    });

    header->addWidget(m_modeLabel);
    header->addWidget(m_modeCombo);
    header->addSpacing(16);
    header->addWidget(m_gpuLabel);
    header->addWidget(m_gpuCombo);
    outer->addLayout(header);

    // Canvas | side panel.
    m_splitter = new QSplitter(Qt::Horizontal, central);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    // SIM: the canvas with the narrator line under it.
    auto *stage = new QWidget(m_splitter);
    stage->setObjectName(QStringLiteral("stage"));
    auto *stageLayout = new QVBoxLayout(stage);
    stageLayout->setContentsMargins(0, 0, 0, 0);
    stageLayout->setSpacing(4);
    m_canvas = new GpuCanvas(stage);
    m_narratorLabel = new QLabel(stage);
    m_narratorLabel->setObjectName(QStringLiteral("narratorLabel"));
    m_narratorLabel->setWordWrap(true);
    QFont narratorFont = m_narratorLabel->font();
    narratorFont.setPointSizeF(narratorFont.pointSizeF() * 1.5); // read from the back of a classroom
    m_narratorLabel->setFont(narratorFont);
    // Two lines, always: a line that grew with its sentence would resize the canvas (and make it
    // repaint its static picture) several times a second.
    m_narratorLabel->setFixedHeight(QFontMetrics(narratorFont).lineSpacing() * 2 + 14);
    m_narratorLabel->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_narratorLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_narratorLabel->setFrameShape(QFrame::StyledPanel);
    m_narratorLabel->setMargin(4);
    stageLayout->addWidget(m_canvas, 1);
    stageLayout->addWidget(m_narratorLabel);
    m_narrator = new Narrator(this);
    connect(m_narrator, &Narrator::textChanged, m_narratorLabel, &QLabel::setText);

    auto *side = new QWidget(m_splitter);
    side->setObjectName(QStringLiteral("sidePanel"));
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(8, 0, 0, 0);
    QFont headingFont = side->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.35);
    headingFont.setBold(true);
    QFont listFont = side->font();
    listFont.setPointSizeF(listFont.pointSizeF() * 1.25);

    m_tenantsHeading = new QLabel(side);
    m_tenantsHeading->setObjectName(QStringLiteral("tenantsHeading"));
    m_tenantsHeading->setFont(headingFont);
    // One two-line entry per tenant (name, then kind, model size and SLO): it stays readable at
    // any panel width, where columns would be cut off.
    m_tenantList = new QListWidget(side);
    m_tenantList->setObjectName(QStringLiteral("tenantList"));
    m_tenantList->setFont(listFont);
    m_tenantList->setIconSize(QSize(22, 22));
    m_tenantList->setWordWrap(true);
    m_tenantList->setTextElideMode(Qt::ElideNone);
    m_tenantList->setResizeMode(QListView::Adjust);
    m_tenantList->setSpacing(3);
    m_tenantList->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tenantsHeading->setBuddy(m_tenantList);

    m_problemsHeading = new QLabel(side);
    m_problemsHeading->setObjectName(QStringLiteral("problemsHeading"));
    m_problemsHeading->setFont(headingFont);
    m_diagnosticsList = new QListWidget(side);
    m_diagnosticsList->setObjectName(QStringLiteral("diagnosticsList"));
    m_diagnosticsList->setFont(listFont);
    m_diagnosticsList->setWordWrap(true);
    m_diagnosticsList->setTextElideMode(Qt::ElideNone);
    m_diagnosticsList->setResizeMode(QListView::Adjust);
    m_diagnosticsList->setSpacing(2);
    m_problemsHeading->setBuddy(m_diagnosticsList);

    sideLayout->addWidget(m_tenantsHeading);
    sideLayout->addWidget(m_tenantList, 3);
    sideLayout->addSpacing(6);
    sideLayout->addWidget(m_problemsHeading);
    sideLayout->addWidget(m_diagnosticsList, 2);

    m_splitter->addWidget(stage);
    m_splitter->addWidget(side);
    // Both shrink with the window (the picture more), so a laptop still gets a readable list.
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setCollapsible(0, false);
    m_splitter->setSizes({1140, 440});
    outer->addWidget(m_splitter, 1);
    setCentralWidget(central);

    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("statusLabel"));
    m_statusLabel->setFont(mid);
    // Never widens the window; a narrow window shows the line elided, the tooltip has all of it.
    m_statusLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    statusBar()->addWidget(m_statusLabel, 1);

    // SIM: live figures at the right of the status bar, the charts in a bottom dock.
    m_liveLabel = new QLabel(this);
    m_liveLabel->setObjectName(QStringLiteral("liveStatusLabel"));
    m_liveLabel->setFont(mid);
    statusBar()->addPermanentWidget(m_liveLabel);
    m_chartDock = new QDockWidget(this);
    m_chartDock->setObjectName(QStringLiteral("chartDock"));
    m_chartDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                             | QDockWidget::DockWidgetClosable);
    m_chartPanel = new ChartPanel(m_chartDock);
    m_chartPanel->setMinimumHeight(200);
    m_chartDock->setWidget(m_chartPanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_chartDock);
    resizeDocks({m_chartDock}, {240}, Qt::Vertical);
    m_viewMenu->addAction(m_chartDock->toggleViewAction());

    connect(m_sim, &SimController::snapshotChanged, this, &MainWindow::onSnapshot);
    connect(m_sim, &SimController::stateChanged, this, [this] {
        m_narrator->setSpeed(m_sim->speed());
        updateLiveStatus();
    });
    connect(m_sim, &SimController::seriesChanged, this, [this] {
        if (m_sim->engine())
            m_chartPanel->updateFrom(m_sim->engine()->series());
    });
    connect(m_sim, &SimController::eventsOccurred, this, [this](const std::vector<EngineEvent> &events) {
        m_canvas->noteEvents(events);
        m_narrator->update(events, m_sim->snapshot());
    });
}

// ---------------------------------------------------------------------------------------------
// SIM: the live simulation

void MainWindow::resetSimulation()
{
    // A switch into a time-sliced mode starts in slow motion (1/100×: a 2 ms slice lasts 0.2 s on
    // screen), other modes at 1×; the speed is otherwise kept across edits.
    const bool sliced = m_plan.mode == Mode::Timeslice || (m_plan.mode == Mode::Vgpu && !m_plan.vgpu.migBacked);
    if (m_simMode != m_plan.mode) {
        const auto &ladder = SimController::speedLadder();
        const double wanted = sliced ? 0.01 : 1.0;
        m_sim->setSpeedIndex(int(std::find(ladder.begin(), ladder.end(), wanted) - ladder.begin()));
        m_simMode = m_plan.mode;
    }
    m_chartPanel->setScenario(m_scenario);
    m_narrator->setScenario(m_scenario, m_plan);
    m_sim->reset(m_scenario, m_plan);
    if (m_sim->isAvailable()) {
        m_narrator->clear(tr("Press Space to play: the simulation runs this plan live."));
    } else {
        m_canvas->clearSnapshot();
        m_narrator->clear(m_sim->unavailableReason());
    }
    updateLiveStatus();
}

void MainWindow::onSnapshot()
{
    if (!m_sim->isAvailable())
        return;
    const Snapshot &s = m_sim->snapshot();
    m_canvas->setSnapshot(s);
    if (m_sim->isPlaying() || s.timeS > 0)
        m_narrator->updateState(s);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (!m_sim->isPlaying() || now - m_lastLiveStatusMs >= 250) { // a readable rate while playing
        m_lastLiveStatusMs = now;
        updateLiveStatus();
    }
}

QString MainWindow::liveStatusText() const
{
    if (!m_sim->isAvailable())
        return tr("Simulation off: %1").arg(m_sim->unavailableReason());
    const Snapshot &s = m_sim->snapshot();
    QStringList parts;
    parts << m_timeControls->clockText();
    // p99 against the SLO, per tenant that has one: "Embedding 12/25 ms ✓".
    const std::vector<SeriesPoint> *series = m_sim->engine() ? &m_sim->engine()->series() : nullptr;
    if (series && !series->empty()) {
        const SeriesPoint &last = series->back();
        for (size_t k = 0; k < m_scenario.tenants.size() && k < last.p99Ms.size(); ++k) {
            const Tenant &t = m_scenario.tenants[k];
            if (t.sloMs <= 0)
                continue;
            const bool ok = last.p99Ms[k] <= t.sloMs;
            parts << tr("%1 p99 %2/%3 ms %4")
                         .arg(qs(t.name.empty() ? t.id : t.name), localeNumber(last.p99Ms[k], 0),
                              localeNumber(t.sloMs, 0), ok ? QStringLiteral("✓") : QStringLiteral("✗"));
        }
    }
    std::uint64_t failed = 0, dropped = 0;
    for (const TenantView &v : s.tenants) {
        failed += v.failed;
        dropped += v.dropped;
    }
    parts << tr("events %1 · failed %2 · dropped %3")
                 .arg(QLocale().toString(qulonglong(m_sim->eventsProcessed())))
                 .arg(QLocale().toString(qulonglong(failed)))
                 .arg(QLocale().toString(qulonglong(dropped)));
    return parts.join(QStringLiteral("  ·  "));
}

void MainWindow::updateLiveStatus()
{
    if (!m_liveLabel)
        return;
    const QString full = liveStatusText();
    // At most about 60 % of the window; the tooltip has all of it.
    const int width = int(this->width() * 0.6);
    m_liveLabel->setText(m_liveLabel->fontMetrics().elidedText(full, Qt::ElideRight, width));
    m_liveLabel->setToolTip(full);
    updateStatus();
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    updateStatus(); // re-elide for the new width
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_examplesMenu->setTitle(tr("&Built-in scenarios"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_openAction->setText(tr("&Open…"));
    m_openAction->setStatusTip(tr("Open a scenario file (*.gpuk.json)"));
    m_quitAction->setText(tr("&Quit"));
    m_aboutAction->setText(tr("&About GPU Kitchen"));
    for (QAction *a : m_languageGroup->actions())
        a->setChecked(a->data().toString() == LanguageManager::instance()->language());

    m_modeLabel->setText(tr("&Mode:"));
    m_gpuLabel->setText(tr("&GPU:"));
    m_tenantsHeading->setText(tr("&Tenants"));

    m_canvas->setAccessibleName(tr("GPU picture"));
    m_modeCombo->setAccessibleName(tr("Sharing mode"));
    m_gpuCombo->setAccessibleName(tr("GPU model"));
    m_tenantList->setAccessibleName(tr("Tenants"));
    m_diagnosticsList->setAccessibleName(tr("Problems"));
    m_statusLabel->setAccessibleName(tr("Layout summary"));
    // SIM
    m_chartDock->setWindowTitle(tr("Charts"));
    m_narratorLabel->setAccessibleName(tr("Narrator"));
    m_liveLabel->setAccessibleName(tr("Live figures"));
    m_timeControls->retranslate();
    if (!m_sim->isAvailable())
        resetSimulation(); // nothing runs: made again, so the reason is in the new language
    else if (!m_narrator->hasLiveText())
        m_narrator->clear(tr("Press Space to play: the simulation runs this plan live."));
    else
        m_narrator->retranslate();
    updateLiveStatus();
    m_scenarioLabel->setAccessibleName(tr("Scenario name"));

    updateHeader();
    updateSelectors();
    updateTenantList();
    updateDiagnostics();
    updateStatus();
}

void MainWindow::updateHeader()
{
    const QString name = m_scenario.name.empty() ? tr("Untitled scenario") : qs(m_scenario.name);
    setWindowTitle(tr("%1 — GPU Kitchen").arg(name));
    m_scenarioLabel->setText(name);
    m_scenarioLabel->setToolTip(qs(m_scenario.description));
    const GpuModel *g = m_scenario.gpu();
    const QString gpuName = g ? qs(g->displayName) : tr("unknown GPU %1").arg(qs(m_scenario.gpuId));
    m_summaryLabel->setText(tr("GPU: %1 · Mode: %2 · tenants: %3")
                                .arg(gpuName, GpuCanvas::modeDescription(m_plan.mode))
                                .arg(m_scenario.tenants.size()));
}

void MainWindow::updateSelectors()
{
    const QSignalBlocker blockMode(m_modeCombo);
    for (int i = 0; i < m_modeCombo->count(); ++i)
        m_modeCombo->setItemText(i, GpuCanvas::modeName(Mode(m_modeCombo->itemData(i).toInt())));
    m_modeCombo->setCurrentIndex(m_modeCombo->findData(int(m_plan.mode)));

    const QSignalBlocker blockGpu(m_gpuCombo);
    m_gpuCombo->clear();
    for (const GpuModel &g : builtinGpus()) {
        m_gpuCombo->addItem(qs(g.id), qs(g.id));
        m_gpuCombo->setItemData(m_gpuCombo->count() - 1, qs(g.displayName), Qt::ToolTipRole);
    }
    if (m_fileCustomGpu) {
        m_gpuCombo->addItem(tr("%1 (custom)").arg(qs(m_fileCustomGpu->displayName.empty() ? m_fileCustomGpu->id
                                                                                          : m_fileCustomGpu->displayName)),
                            qs(m_fileCustomGpu->id));
    }
    int current = m_gpuCombo->findData(gpuId());
    if (current < 0) {
        m_gpuCombo->addItem(tr("%1 (unknown)").arg(qs(m_scenario.gpuId)), qs(m_scenario.gpuId));
        current = m_gpuCombo->count() - 1;
    }
    m_gpuCombo->setCurrentIndex(current);
}

QString MainWindow::kindLabel(int kind) const
{
    switch (TenantKind(kind)) {
    case TenantKind::Embedding:
        return tr("embedding");
    case TenantKind::Reranker:
        return tr("reranker");
    case TenantKind::Llm:
        return tr("LLM");
    case TenantKind::Batch:
        return tr("batch");
    case TenantKind::Training:
        return tr("training");
    case TenantKind::Custom:
        return tr("custom");
    }
    return {};
}

void MainWindow::updateTenantList()
{
    m_tenantList->clear();
    const ColorScheme scheme = schemeForBackground(palette().color(QPalette::Window));
    for (size_t i = 0; i < m_scenario.tenants.size(); ++i) {
        const Tenant &t = m_scenario.tenants[i];
        const QString kind = kindLabel(int(t.kind));
        const QString model = localeNumber(t.modelGb);
        const QString detail = t.sloMs > 0
            ? tr("%1 · model %2 GiB · SLO %3 ms").arg(kind, model, localeNumber(t.sloMs))
            : tr("%1 · model %2 GiB · no SLO").arg(kind, model);
        auto *item = new QListWidgetItem(swatchIcon(tenantColor(int(i), scheme)),
                                         qs(t.name.empty() ? t.id : t.name) + QLatin1Char('\n') + detail,
                                         m_tenantList);
        item->setToolTip(tr("%1 (id %2)\nPeak memory %3 GiB: model %4 GiB + %5 GiB × %6 requests at once")
                             .arg(qs(t.name), qs(t.id), localeNumber(t.peakMemoryGb()), localeNumber(t.modelGb),
                                  localeNumber(t.perRequestGb))
                             .arg(t.maxConcurrency));
    }
}

void MainWindow::updateDiagnostics()
{
    m_diagnosticsList->clear();
    m_problemsHeading->setText(m_diagnostics.empty() ? tr("&Problems")
                                                     : tr("&Problems (%1)").arg(m_diagnostics.size()));
    if (m_diagnostics.empty()) {
        auto *item = new QListWidgetItem(style()->standardIcon(QStyle::SP_DialogApplyButton),
                                         tr("No problems: this plan fits this GPU."), m_diagnosticsList);
        item->setFlags(Qt::ItemIsEnabled);
        return;
    }
    for (const Diagnostic &d : m_diagnostics) {
        QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
        if (d.severity == Severity::Error)
            icon = QStyle::SP_MessageBoxCritical;
        else if (d.severity == Severity::Warning)
            icon = QStyle::SP_MessageBoxWarning;
        auto *item = new QListWidgetItem(style()->standardIcon(icon), formatDiagnostic(d), m_diagnosticsList);
        item->setToolTip(tr("%1: %2").arg(severityName(d.severity), qs(d.code)));
    }
}

QString MainWindow::statusText() const
{
    const GpuModel *g = m_scenario.gpu();
    if (!g)
        return tr("Unknown GPU: nothing to draw.");
    const GpuLayoutInput &in = m_canvas->layoutInput();
    if (in.migEnabled) {
        if (m_canvas->migLayoutUnresolved())
            return tr("The MIG layout cannot be placed: see Problems.");
        // The canvas's own GPU: the placements point into it.
        const MigLayoutStats st = migLayoutStats(*in.gpu, in.instances, in.migOptions);
        return tr("Instances expose %1 of %2 SMs · stranded compute slices: %3 · SMs unusable with MIG on: %4 · "
                  "unused memory slices: %5")
            .arg(st.instanceSms)
            .arg(g->sms)
            .arg(st.strandedComputeSlices)
            .arg(st.unusableSms)
            .arg(st.unusedMemorySlots);
    }
    switch (m_plan.mode) {
    case Mode::Mig:
        return tr("%1 does not support MIG.").arg(qs(g->id));
    case Mode::Mps:
        return tr("MPS: %1 SMs in one pool · %2 of at most %3 clients")
            .arg(g->sms)
            .arg(m_plan.mps.clients.size())
            .arg(g->maxMpsClients);
    case Mode::Vgpu:
        return tr("vGPU: the VMs take turns on %1 SMs · VMs: %2").arg(g->sms).arg(m_plan.vgpu.vms.size());
    case Mode::Timeslice:
        return tr("Time-slicing: the contexts take turns on %1 SMs · contexts: %2")
            .arg(g->sms)
            .arg(m_scenario.tenants.size());
    case Mode::Exclusive:
        return tr("Exclusive: one GPU per tenant · GPUs: %1").arg(m_scenario.tenants.size());
    }
    return {};
}

void MainWindow::updateStatus()
{
    const QString full = statusText();
    // The status bar spans the window; the live figures (SIM) take the right part of it.
    const int width = this->width() - 48 - (m_liveLabel ? m_liveLabel->sizeHint().width() : 0);
    m_statusLabel->setText(width > 0 ? m_statusLabel->fontMetrics().elidedText(full, Qt::ElideRight, width) : full);
    m_statusLabel->setToolTip(full);
}

// ---------------------------------------------------------------------------------------------
// Actions

void MainWindow::openFileDialog()
{
    const QString dir = m_fileName.isEmpty() || m_fileName.startsWith(QLatin1Char(':'))
        ? QDir::homePath()
        : QFileInfo(m_fileName).absolutePath();
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open scenario"), dir,
        tr("GPU Kitchen scenarios (*.gpuk.json);;JSON files (*.json);;All files (*)"));
    if (!file.isEmpty())
        openFile(file);
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About GPU Kitchen"),
        tr("<p><b>GPU Kitchen %1</b></p>"
           "<p>See how one NVIDIA GPU is shared between tenants: MIG, MPS, vGPU and time-slicing, "
           "drawn on a real GPU.</p>"
           "<p>GPU numbers come from NVIDIA's documentation and nvidia-smi transcripts.</p>")
            .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::applyColorScheme(bool dark)
{
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    if (!dark) {
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    }
    QPalette p;
    const QColor window(0x25, 0x28, 0x2d), base(0x1c, 0x1f, 0x24), text(0xe8, 0xea, 0xed);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x2a, 0x2e, 0x34));
    p.setColor(QPalette::ToolTipBase, QColor(0x2f, 0x34, 0x3b));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0xa0, 0xa6));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x2f, 0x34, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x6f, 0xb4));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x86, 0x8b));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x86, 0x8b));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x86, 0x8b));
    QApplication::setPalette(p);
}

} // namespace gpuk
