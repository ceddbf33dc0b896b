#include "mainwindow.h" // own header by plain name: lupdate then knows the class is gpuk::MainWindow

#include "analysis/planchoice.h"
#include "io/messages.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "ui/shell/autosave.h"
#include "ui/document/builtinscenarios.h"
#include "ui/canvas/canvaseditor.h"
#include "ui/panels/chartpanel.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/picture/picture.h"
#include "ui/panels/inspector.h"
#include "ui/text/format.h"
#include "ui/text/outcomes.h"
#include "ui/text/words.h"
#include "ui/shell/gpuatlasdialog.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/tour.h"
#include "ui/panels/narrator.h"
#include "ui/document/simcontroller.h"
#include "ui/canvas/tenantcolors.h"
#include "ui/panels/tenantpalette.h"
#include "ui/panels/timecontrols.h"

#include <QAbstractButton>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QScreen>
#include <QScrollArea>
#include <QUndoStack>
#include <QUndoView>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <memory>
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
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QStyleFactory>
#include <QToolButton>
#include <QToolBar>
#include <QVBoxLayout>

namespace gpuk {

namespace {

constexpr int sideGap = 6; // between the tenant list and the problems heading

// The tenant list: its size hint is the height of its whole rows (fitSidePanel sets it), so the
// side panel gives it that height where there is room, and less (down to its minimum, one row)
// where there is not: the window's minimum size counts one row only.
class TenantListWidget : public QListWidget
{
public:
    using QListWidget::QListWidget;
    void setHintHeight(int height)
    {
        if (height == m_hintHeight)
            return;
        m_hintHeight = height;
        updateGeometry();
    }
    QSize sizeHint() const override
    {
        QSize s = QListWidget::sizeHint();
        if (m_hintHeight > 0)
            s.setHeight(m_hintHeight);
        return s;
    }

private:
    int m_hintHeight = 0;
};

QIcon swatchIcon(int tenant, const QColor &c)
{
    // Drawn at 64 px: sharp at the list's 22 px up to a device pixel ratio of 2 and more.
    QPixmap pm(64, 64);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(2, 2);
    p.setPen(QPen(c.darker(140), 2));
    p.setBrush(tenantBrush(tenant, c)); // from the seventh tenant on, with its pattern
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
    m_document = new Document(this);
    createActions();
    createMenus();
    createWidgets();
    // Every edit, undo and redo ends in onDocumentChanged(), which refreshes what it touched.
    connect(m_document, &Document::changed, this, &MainWindow::onDocumentChanged);
    createLessonDock(); // after: a lesson opens paused once the run has followed the document
    createPresentation();
    // The modified mark is the document's (its undo stack's clean state).
    connect(m_document, &Document::modifiedChanged, this, &MainWindow::onModifiedChanged);
    connect(m_document, &Document::fileNameChanged, this, &MainWindow::updateHeader);
    retranslateUi();
    m_defaultState = saveState();
    // The first start fits the screen (a 1366×768 laptop too); a stored geometry replaces this.
    const QScreen *s = screen() ? screen() : QGuiApplication::primaryScreen();
    resize(defaultWindowSize(s ? s->availableGeometry().size() : QSize()));
    // The document's file may have been changed by someone else while the app was elsewhere.
    connect(qGuiApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state == Qt::ApplicationActive && isActiveWindow())
            scheduleFileCheck();
    });
    connect(LanguageManager::instance(), &LanguageManager::languageChanged, this, [this](const QString &code) {
        if (!m_settings)
            return;
        m_prefs.language = code;
        storePreferences();
    });
    // The keys act on the picture from the start (Space plays, Home rewinds, Insert adds), not on
    // the first widget of the focus chain (the history slider, where the arrows scrub the replay).
    m_canvas->setFocus(Qt::OtherFocusReason);
}

// A MIG layout search on a worker thread: the search reports the share of its budget spent and
// stops when `cancel` is set (MigSearchOptions::progress). The dialog follows it; the result
// becomes one undo step if the document is still the one the search started from.
struct MainWindow::PlanSearch
{
    struct Shared
    {
        std::atomic<bool> cancel{false};
        std::atomic<double> spent{0};
    };
    std::shared_ptr<Shared> shared = std::make_shared<Shared>();
    QFutureWatcher<bool> watcher; // true: the search was cancelled
    QProgressDialog *dialog = nullptr;
    QTimer poll;
    Scenario started; // the document searched: a result for another one is dropped
    SharingPlan startedPlan;
};

MainWindow::~MainWindow()
{
    // The children go after this body: the undo stack clears itself and emits (clean, undo text)
    // while the window is already half destroyed, and so may the simulation controller. Nothing
    // of the window may react to them any more.
    m_document->undoStack()->disconnect();
    m_document->disconnect();
    m_sim->disconnect();
    // The tour watches the window (its frame follows resizes): closing it hides the window, which
    // must not reach a step that asks the half-destroyed window for its canvas.
    m_tourBar->detach();
    dropPresentationState();
    // A layout search still running: stopped, and waited for (it holds only its own copies).
    if (m_planSearch) {
        m_planSearch->shared->cancel.store(true);
        m_planSearch->watcher.disconnect();
        m_planSearch->watcher.waitForFinished();
        delete m_planSearch;
        m_planSearch = nullptr;
    }
}

// ---------------------------------------------------------------------------------------------
// View

bool MainWindow::isDarkPalette() const
{
    return QApplication::palette().color(QPalette::Window).lightness() < 128;
}

void MainWindow::setDarkPalette(bool dark)
{
    applyColorScheme(dark);
    m_darkAction->setChecked(dark);
    m_prefs.theme = dark ? QStringLiteral("dark") : QStringLiteral("light");
    storePreferences();
}

void MainWindow::setFullScreenMode(bool on)
{
    if (on == isFullScreen())
        return;
    if (on)
        showFullScreen();
    else
        showNormal();
}

void MainWindow::setMode(Mode mode)
{
    if (m_planSearch)
        return; // one search at a time: its dialog is modal to this window
    if (SetModeCommand::needsSearch(m_document->scenario(), mode)) {
        startPlanSearch(mode);
        return;
    }
    auto *command = new SetModeCommand(m_document, mode); // undoable; changed() -> onDocumentChanged()
    if (command->changesSomething())
        m_document->push(command);
    else
        delete command;
}

void MainWindow::runPlanSearch(const QString &label, std::function<bool(const std::function<bool(double)> &)> work,
                               std::function<void()> apply, const QString &cancelledMessage)
{
    auto *search = new PlanSearch;
    m_planSearch = search;
    search->started = m_document->scenario();
    search->startedPlan = m_document->plan();
    search->dialog = new QProgressDialog(label, tr("Cancel"), 0, 100, this);
    search->dialog->setObjectName(QStringLiteral("planSearchDialog"));
    search->dialog->setWindowTitle(tr("MIG layout search"));
    search->dialog->setWindowModality(Qt::WindowModal);
    search->dialog->setMinimumDuration(300);
    search->dialog->setAutoClose(false);
    search->dialog->setAutoReset(false);
    search->dialog->setValue(0);
    connect(search->dialog, &QProgressDialog::canceled, this, &MainWindow::cancelPlanSearch);
    search->poll.setInterval(50);
    connect(&search->poll, &QTimer::timeout, this, [search] {
        search->dialog->setValue(int(std::lround(100 * search->shared->spent.load())));
    });
    search->poll.start();
    // The result is applied one event later than the watcher's signal: a search that ends before
    // runPlanSearch returns posts that signal at once, and an event the caller queues after this
    // call (a click, a repaint) must still be served while the search counts as running.
    auto finish = [this, search, apply, cancelledMessage] {
        const bool cancelled = search->shared->cancel.load() || search->watcher.result();
        const bool current = search->started == m_document->scenario() && search->startedPlan == m_document->plan();
        search->poll.stop();
        search->dialog->hide();
        search->dialog->deleteLater();
        m_planSearch = nullptr;
        // deleted once this handler has returned (its watcher holds a copy of it)
        QTimer::singleShot(0, [search] { delete search; });
        if (cancelled || !current) {
            updateSelectors(); // the mode and GPU shown are the document's
            if (cancelled)
                statusBar()->showMessage(cancelledMessage, 8000);
            return;
        }
        apply();
    };
    connect(&search->watcher, &QFutureWatcher<bool>::finished, this,
            [this, finish] { QMetaObject::invokeMethod(this, finish, Qt::QueuedConnection); });
    const std::shared_ptr<PlanSearch::Shared> shared = search->shared;
    search->watcher.setFuture(QtConcurrent::run([shared, work] {
        return work([shared](double spent) {
            shared->spent.store(spent);
            return !shared->cancel.load();
        });
    }));
}

void MainWindow::startPlanSearch(Mode mode)
{
    const Scenario scenario = m_document->scenario();
    auto choice = std::make_shared<PlanChoice>();
    runPlanSearch(
        tr("Searching the MIG layout for %n tenant(s)…", nullptr, int(scenario.tenants.size())),
        [scenario, mode, choice](const std::function<bool(double)> &progress) {
            MigSearchOptions options = engineSearchOptions();
            options.progress = progress;
            *choice = choosePlan(scenario, mode, guiMigHorizon, options);
            return choice->search && choice->search->cancelled;
        },
        [this, mode, choice] {
            SharingPlan p = choice->plan;
            p.mode = mode;
            auto *command = new SetModeCommand(m_document, mode, p);
            if (command->changesSomething())
                m_document->push(command);
            else
                delete command;
        },
        tr("MIG layout search cancelled: the mode is unchanged."));
}

void MainWindow::cancelPlanSearch()
{
    if (m_planSearch)
        m_planSearch->shared->cancel.store(true);
}

const Scenario &MainWindow::scenario() const
{
    return m_document->scenario();
}

const SharingPlan &MainWindow::plan() const
{
    return m_document->plan();
}

QString MainWindow::gpuId() const
{
    const GpuModel *g = scenario().gpu();
    return g ? qs(g->id) : qs(scenario().gpuId);
}

bool MainWindow::setGpu(const QString &id)
{
    if (!SetGpuCommand::isKnownGpu(m_document, id))
        return false;
    if (m_planSearch)
        return true; // one search at a time: its dialog is modal to this window
    auto push = [this](SetGpuCommand *command) { // undoable; changed() -> onDocumentChanged()
        if (!command->changesSomething()) {
            delete command;
            return;
        }
        const QString note = command->replanNote();
        m_document->push(command);
        if (!note.isEmpty())
            showEditMessage(note); // the plan was made again: said in words, Undo brings both back
    };
    if (!SetGpuCommand::needsSearch(m_document, id)) {
        push(new SetGpuCommand(m_document, id));
        return true;
    }
    const Scenario before = m_document->scenario();
    const SharingPlan shown = m_document->plan();
    const std::optional<GpuModel> custom = m_document->fileCustomGpu();
    auto prepared = std::make_shared<SetGpuCommand::Switch>();
    runPlanSearch(
        tr("Making the MIG layout again for %1…").arg(id),
        [before, shown, custom, id, prepared](const std::function<bool(double)> &progress) {
            *prepared = SetGpuCommand::prepare(before, shown, custom, id, progress);
            return prepared->cancelled;
        },
        [this, prepared, push] { push(new SetGpuCommand(m_document, *prepared)); },
        tr("MIG layout search cancelled: the GPU is unchanged."));
    return true;
}

void MainWindow::onDocumentChanged(const DocumentChange &change)
{
    // The validator reads every field (names and durations too): always.
    m_diagnostics = validateScenario(m_document->shownScenario());
    // A refused drop's reason (or a re-plan note) is about the picture that was shown: another
    // mode, GPU, set of tenants or document makes it stale.
    if (change.has(DocumentChange::Reset)
        || (change.has(DocumentChange::Mode | DocumentChange::Gpu | DocumentChange::Tenants)
            && !m_editMessage.isEmpty() && statusBar()->currentMessage() == m_editMessage))
        statusBar()->clearMessage();
    if (change.touchesPlan())
        m_picture->setScene(scenario(), plan()); // the shown plan, drawn even when it cannot run
    m_narrator->setScenario(scenario(), plan());
    m_sim->follow(scenario(), plan(), change); // the runner decides: live edit or restart

    using C = DocumentChange;
    if (change.has(C::Texts))
        m_chartPanel->renameTenants(scenario()); // a restart gave the charts the names already
    if (change.has(C::Reset | C::Metadata | C::Texts | C::Gpu | C::Mode | C::Tenants))
        updateHeader();
    if (change.has(C::Reset | C::Gpu | C::Mode))
        updateSelectors();
    if (change.has(C::Reset | C::Tenants | C::Tenant | C::Texts))
        updateTenantList(); // a rate alone does not rebuild the list
    if (m_palette)
        m_palette->setNextTenantIndex(int(scenario().tenants.size())); // its swatches: the next tenant's colour
    updateDiagnostics();
    updateStatus();
    updateFaultAction(); // the selected tenant's name, and whether the new run places it
    if (isModified() && m_autosaver)
        m_autosaver->noteEdit(); // every edit passes here: autosave a few seconds later
}

// ---------------------------------------------------------------------------------------------
// Widgets

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
    // Always as wide as its longest name (the kitchen and Chinese ones are longer): the time slider gives way.
    m_modeCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_modeCombo->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    for (Mode m : allModes)
        m_modeCombo->addItem(QString(), int(m));
    m_modeLabel->setBuddy(m_modeCombo);
    connect(m_modeCombo, &QComboBox::activated, this, [this](int index) {
        const Mode mode = Mode(m_modeCombo->itemData(index).toInt());
        if (mode == this->mode())
            return;
        setMode(mode);
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
        const QString id = m_gpuCombo->itemData(index).toString();
        if (id != gpuId())
            setGpu(id);
    });

    // The skin toggle sits by the mode selector: both change what the picture says.
    m_skinButton = new QToolButton(central);
    m_skinButton->setObjectName(QStringLiteral("skinButton"));
    m_skinButton->setDefaultAction(m_kitchenAction);
    m_skinButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_skinButton->setFont(mid);

    // The selectors live in a tool bar next to the time controls, so the scenario's name and
    // summary get the whole width of the picture and never wrap on a laptop.
    auto *sceneBar = new QToolBar(this);
    sceneBar->setObjectName(QStringLiteral("sceneToolBar"));
    sceneBar->setMovable(true);
    auto *sceneBox = new QWidget(sceneBar);
    sceneBox->setObjectName(QStringLiteral("sceneSelectors"));
    auto *sceneRow = new QHBoxLayout(sceneBox);
    sceneRow->setContentsMargins(8, 0, 8, 0);
    sceneRow->setSpacing(8);
    sceneRow->addWidget(m_modeLabel);
    sceneRow->addWidget(m_modeCombo);
    sceneRow->addWidget(m_skinButton);
    sceneRow->addSpacing(4);
    sceneRow->addWidget(m_gpuLabel);
    sceneRow->addWidget(m_gpuCombo);
    sceneBar->addWidget(sceneBox);
    addToolBar(Qt::TopToolBarArea, sceneBar);
    m_sceneToolBar = sceneBar;
    // Either bar's width changes with the language, the mode's name and the skin: the rows are
    // chosen again after each change (fitToolBars).
    sceneBar->installEventFilter(this);
    m_timeControls->toolBar()->installEventFilter(this);
    outer->addLayout(header);

    // The canvas with the narrator line under it; right dock: inspector above the tenants and problems lists.
    auto *stage = new QWidget(central);
    stage->setObjectName(QStringLiteral("stage"));
    auto *stageLayout = new QVBoxLayout(stage);
    stageLayout->setContentsMargins(0, 0, 0, 0);
    stageLayout->setSpacing(4);
    m_picture = new Picture(this);
    m_canvas = new GpuCanvas(stage);
    m_canvas->setPicture(m_picture);
    m_canvasEditor = new CanvasEditor(m_document, m_canvas, this);
    connect(m_canvas, &GpuCanvas::zoomChanged, this, &MainWindow::onZoomChanged); // Ctrl+wheel too
    // Right-click > inject a fault: the engine decides the blast radius; the canvas flashes it.
    connect(m_canvasEditor, &CanvasEditor::faultRequested, this, [this](int tenant) { m_sim->injectFault(tenant); });
    m_canvasEditor->setFaultCheck([this](int tenant) { return canInjectFault(tenant); });
    connect(m_canvasEditor, &CanvasEditor::message, this, &MainWindow::showEditMessage);
    // Its font grows with its width (full screen, hidden docks) and sets its two-line height.
    m_narratorLabel = new NarratorLabel(stage);
    m_narratorLabel->setObjectName(QStringLiteral("narratorLabel"));
    m_narratorLabel->setWordWrap(true);
    m_narratorLabel->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_narratorLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_narratorLabel->setFrameShape(QFrame::StyledPanel);
    m_narratorLabel->setMargin(4);
    stageLayout->addWidget(m_canvas, 1);
    m_tourBar = new TourBar(this, stage);
    stageLayout->addWidget(m_tourBar);
    stageLayout->addWidget(m_narratorLabel);
    m_narrator = new Narrator(this);
    m_narrator->setPicture(m_picture); // the model the canvas draws, updated every frame
    connect(m_narrator, &Narrator::textChanged, m_narratorLabel, &QLabel::setText);

    m_sideSplitter = new QSplitter(Qt::Vertical, this);
    m_sideSplitter->setObjectName(QStringLiteral("sideSplitter"));
    m_inspector = new Inspector(m_document);
    auto *inspectorScroll = new QScrollArea(m_sideSplitter);
    inspectorScroll->setObjectName(QStringLiteral("inspectorScroll"));
    inspectorScroll->setWidget(m_inspector);
    inspectorScroll->setWidgetResizable(true);
    inspectorScroll->setFrameShape(QFrame::NoFrame);

    auto *side = new QWidget(m_sideSplitter);
    side->setObjectName(QStringLiteral("sidePanel"));
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(8, 0, 0, 0);
    QFont headingFont = side->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.35);
    headingFont.setBold(true);
    QFont listFont = side->font();
    listFont.setPointSizeF(listFont.pointSizeF() * 1.25);

    // Headings as high in every language (a Chinese fallback font is taller than the Latin one):
    // the lists below keep their place when the language changes.
    const int headingHeight = QFontMetrics(headingFont).boundingRect(QStringLiteral("Ag 租户问题")).height() + 4;
    m_tenantsHeading = new QLabel(side);
    m_tenantsHeading->setObjectName(QStringLiteral("tenantsHeading"));
    m_tenantsHeading->setFont(headingFont);
    m_tenantsHeading->setFixedHeight(headingHeight);
    // One two-line entry per tenant (name, then kind, model size and SLO): it stays readable at
    // any panel width, where columns would be cut off.
    m_tenantList = new TenantListWidget(side);
    m_tenantList->setObjectName(QStringLiteral("tenantList"));
    m_tenantList->setFont(listFont);
    m_tenantList->setIconSize(QSize(22, 22));
    m_tenantList->setWordWrap(true);
    m_tenantList->setTextElideMode(Qt::ElideNone);
    m_tenantList->setResizeMode(QListView::Adjust);
    m_tenantList->setSpacing(2);
    m_tenantList->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tenantsHeading->setBuddy(m_tenantList);

    m_problemsHeading = new QLabel(side);
    m_problemsHeading->setObjectName(QStringLiteral("problemsHeading"));
    m_problemsHeading->setFont(headingFont);
    m_problemsHeading->setFixedHeight(headingHeight);
    m_diagnosticsList = new QListWidget(side);
    m_diagnosticsList->setObjectName(QStringLiteral("diagnosticsList"));
    m_diagnosticsList->setFont(listFont);
    m_diagnosticsList->setWordWrap(true);
    m_diagnosticsList->setTextElideMode(Qt::ElideNone);
    m_diagnosticsList->setResizeMode(QListView::Adjust);
    m_diagnosticsList->setSpacing(2);
    m_problemsHeading->setBuddy(m_diagnosticsList);

    // The tenant list is as high as its whole rows (fitSidePanel); the problems list takes the rest.
    sideLayout->addWidget(m_tenantsHeading);
    sideLayout->addWidget(m_tenantList, 0);
    sideLayout->addSpacing(sideGap);
    sideLayout->addWidget(m_problemsHeading);
    sideLayout->addWidget(m_diagnosticsList, 1);

    m_sideSplitter->addWidget(inspectorScroll);
    m_sideSplitter->addWidget(side);
    m_sideSplitter->setChildrenCollapsible(false);
    m_sideSplitter->setStretchFactor(0, 1);
    m_sideSplitter->setStretchFactor(1, 1);
    m_sideSplitter->installEventFilter(this); // a new height: the panel is fitted again
    m_inspectorScroll = inspectorScroll;
    outer->addWidget(stage, 1);
    setCentralWidget(central);

    m_inspectorDock = new QDockWidget(this);
    m_inspectorDock->setObjectName(QStringLiteral("inspectorDock"));
    m_inspectorDock->setWidget(m_sideSplitter);
    addDockWidget(Qt::RightDockWidgetArea, m_inspectorDock);

    m_palette = new TenantPalette(this);
    connect(m_palette, &TenantPalette::addRequested, m_canvasEditor, [this](const QString &id) {
        m_canvasEditor->addPreset(id);
    });
    m_paletteDock = new QDockWidget(this);
    m_paletteDock->setObjectName(QStringLiteral("paletteDock"));
    m_paletteDock->setWidget(m_palette);
    addDockWidget(Qt::LeftDockWidgetArea, m_paletteDock);

    m_undoView = new QUndoView(m_document->undoStack(), this);
    m_undoView->setObjectName(QStringLiteral("undoView"));
    m_historyDock = new QDockWidget(this);
    m_historyDock->setObjectName(QStringLiteral("historyDock"));
    m_historyDock->setWidget(m_undoView);
    addDockWidget(Qt::LeftDockWidgetArea, m_historyDock);
    m_historyDock->hide();
    resizeDocks({m_paletteDock, m_inspectorDock}, {230, 440}, Qt::Horizontal);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_paletteDock->toggleViewAction());
    m_viewMenu->addAction(m_inspectorDock->toggleViewAction());
    m_viewMenu->addAction(m_historyDock->toggleViewAction());

    // The tenant list and the canvas share the document's selection.
    connect(m_tenantList, &QListWidget::currentRowChanged, m_document, &Document::setSelectedTenant);
    connect(m_document, &Document::selectionChanged, m_tenantList, [this](int t) {
        const QSignalBlocker block(m_tenantList);
        m_tenantList->setCurrentRow(t);
        scheduleSidePanelFit(); // the inspector shows a tenant's form or only the help
    });

    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("statusLabel"));
    m_statusLabel->setFont(mid);
    // Never widens the window; a narrow window shows the line elided, the tooltip has all of it.
    m_statusLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    statusBar()->addWidget(m_statusLabel, 1);
    m_statusLabel->installEventFilter(this);
    // A temporary message replaces the line. QStatusBar hides it only implicitly, and a later
    // re-layout of the status bar (a permanent widget shown, a height change) shows it again
    // under the message: hidden and shown explicitly here instead.
    connect(statusBar(), &QStatusBar::messageChanged, m_statusLabel,
            [label = m_statusLabel](const QString &message) { label->setVisible(message.isEmpty()); });

    // Live figures at the right of the status bar, the charts in a bottom dock.
    m_liveLabel = new QLabel(this);
    m_liveLabel->setObjectName(QStringLiteral("liveStatusLabel"));
    m_liveLabel->setFont(mid);
    statusBar()->addPermanentWidget(m_liveLabel);
    m_chartDock = new QDockWidget(this);
    m_chartDock->setObjectName(QStringLiteral("chartDock"));
    m_chartDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                             | QDockWidget::DockWidgetClosable);
    m_chartPanel = new ChartPanel(m_chartDock);
    m_chartPanel->setMinimumHeight(90); // the whole window fits 90 % of a 1366×768 screen
    m_chartDock->setWidget(m_chartPanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_chartDock);
    resizeDocks({m_chartDock}, {chartDockHeight()}, Qt::Vertical);
    m_viewMenu->addAction(m_chartDock->toggleViewAction());

    // The Picture first: the narrator and the status bar below read the model it updates.
    m_picture->follow(m_sim, false); // the scene is the document's shown plan (onDocumentChanged)
    connect(m_sim, &SimController::snapshotChanged, this, &MainWindow::onSnapshot);
    m_inspector->setPicture(m_picture); // its live facts and its skin are the Picture's
    connect(m_sim, &SimController::restarting, m_chartPanel, &ChartPanel::setScenario);
    connect(m_sim, &SimController::restarted, this, &MainWindow::onRunRestarted);
    connect(m_sim, &SimController::liveEdited, this, &MainWindow::updateLiveStatus);
    connect(m_sim, &SimController::stateChanged, this, [this] {
        m_narrator->setSpeed(m_sim->speed());
        updateLiveStatus();
    });
    connect(m_sim, &SimController::seriesChanged, this, [this] {
        if (m_sim->engine()) {
            m_chartPanel->updateFrom(m_sim->engine()->series());
            m_chartPanel->setOutcomes(m_sim->engine()->results());
        }
    });
    connect(m_sim, &SimController::eventsOccurred, this, [this](const std::vector<EngineEvent> &events) {
        m_narrator->update(events, m_sim->snapshot()); // the Picture took the fault already
    });
}

// ---------------------------------------------------------------------------------------------
// The live simulation

void MainWindow::onRunRestarted()
{
    m_chartPanel->setExpectingData(m_sim->isAvailable());
    if (m_sim->isAvailable()) {
        m_narrator->clear(tr("Press Space to play: the simulation runs this plan live."));
    } else {
        m_narrator->clear(m_sim->unavailableReason()); // the Picture cleared its live numbers
    }
    updateLiveStatus();
}

void MainWindow::onSnapshot()
{
    if (!m_sim->isAvailable())
        return;
    const Snapshot &s = m_sim->snapshot(); // in the Picture already (it follows m_sim)
    // Replay moves the charts to the recorded time (a marker at it); live brings them back.
    if (const Engine *engine = m_sim->engine()) {
        if (!m_sim->isLive())
            m_chartPanel->showTime(s.timeS, engine->series());
        else if (m_chartPanel->shownTime())
            m_chartPanel->showTime(std::nullopt, engine->series());
    }
    if (!m_sim->isLive())
        m_narrator->showSnapshot(s); // replay: the sentence is about the recorded time
    else if (m_sim->isPlaying() || s.timeS > 0)
        m_narrator->updateState(s);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (!m_sim->isPlaying() || now - m_lastLiveStatusMs >= 250) { // a readable rate while playing
        m_lastLiveStatusMs = now;
        updateLiveStatus();
    }
}

QString MainWindow::liveStatusText(bool compact) const
{
    if (!m_sim->isAvailable())
        return tr("Simulation off: %1").arg(m_sim->unavailableReason());
    const Snapshot &s = m_sim->snapshot();
    QStringList parts;
    if (!compact) // the compact form leaves the clock to the time controls, which show the same
        parts << m_timeControls->clockText();
    // Per tenant, what core counts (DESIGN §4): "SLO met: Embedding 74 % ✗ (25 % failed) · Batch
    // not placed"; a tenant without an SLO only when some of its requests did not complete
    // ("Offline 3 % dropped"). The compact form, for a narrow window, counts the tenants that
    // meet their SLO and names only the others, with the same attainment ("SLO met by 3 of 4:
    // LLM 87 % ✗"), and leaves out the clock and the event count; the tool tip has the full
    // form. In replay every number describes the recorded time: the run's totals (attainment,
    // events) are left out and the counts come from the replayed snapshot.
    // The SLO states and their words are the Picture's model's (CanvasModel::sloStates,
    // sloStatusParts), from the live run's results; none in replay.
    if (m_picture->hasOutcomes())
        parts << m_picture->sloStatusParts(compact);
    std::uint64_t failed = 0, dropped = 0;
    for (const TenantView &v : s.tenants) {
        failed += v.failed;
        dropped += v.dropped;
    }
    // the event count only in the full form; the compact form names losses only when there are some
    if (m_sim->isLive() && compact) {
        if (failed + dropped > 0)
            parts << tr("failed %1 · dropped %2")
                         .arg(QLocale().toString(qulonglong(failed)))
                         .arg(QLocale().toString(qulonglong(dropped)));
    } else if (m_sim->isLive())
        parts << tr("events %1 · failed %2 · dropped %3")
                     .arg(QLocale().toString(qulonglong(m_sim->eventsProcessed())))
                     .arg(QLocale().toString(qulonglong(failed)))
                     .arg(QLocale().toString(qulonglong(dropped)));
    else
        parts << tr("failed %1 · dropped %2 by then")
                     .arg(QLocale().toString(qulonglong(failed)))
                     .arg(QLocale().toString(qulonglong(dropped)));
    return parts.join(QStringLiteral("  ·  "));
}

void MainWindow::updateLiveStatus()
{
    if (!m_liveLabel)
        return;
    const QString full = liveStatusText();
    // At most about 60 % of the window: the compact form when the full one does not fit beside
    // the plan's line (and elided if even that is too long); the tooltip has all of it.
    const int width = int(this->width() * 0.6);
    const QFontMetrics fm = m_liveLabel->fontMetrics();
    const int fullWidth = fm.horizontalAdvance(full);
    const bool fits = fullWidth <= width
        && fullWidth + m_statusLabel->fontMetrics().horizontalAdvance(statusText()) + 48 <= this->width();
    const QString shown = fits ? full : liveStatusText(true);
    m_liveLabel->setText(fm.elidedText(shown, Qt::ElideRight, width));
    m_liveLabel->setToolTip(full);
    updateStatus();
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    updateStatus(); // re-elide for the new width
    if (m_presenting) {
        applyPresentationType(); // the words follow the screen's height
        if (m_presenterBlank)
            m_presenterBlank->setGeometry(rect());
    }
    else
        QTimer::singleShot(0, this, &MainWindow::fitToolBars); // not inside a window state change
}

void MainWindow::fitToolBars()
{
    // The time controls and the mode and GPU selectors share the top row while both fit whole
    // (down to about 1310 px in either language); on a narrower window (a large desktop font) the
    // selectors move to a second row, so no control hides behind the tool
    // bar's "»" and no selector is cut at the edge. A bar the user moved elsewhere stays there.
    QToolBar *time = m_timeControls ? m_timeControls->toolBar() : nullptr;
    QToolBar *scene = m_sceneToolBar;
    if (isFullScreen())
        return; // a full screen of 1280 px or more holds one row; a second one must not grow the window past it
    if (!time || !scene || time->isFloating() || scene->isFloating() || toolBarArea(time) != Qt::TopToolBarArea
        || toolBarArea(scene) != Qt::TopToolBarArea)
        return;
    // (Their handles included.) A window under 650 px high (a 1080p screen at scale factor 2) keeps
    // one row: a second would push its minimum height past the screen.
    const bool oneRow = time->sizeHint().width() + scene->sizeHint().width() <= width() || height() < 650;
    if (oneRow == !toolBarBreak(scene))
        return;
    if (oneRow)
        removeToolBarBreak(scene);
    else
        insertToolBarBreak(scene);
}

void MainWindow::setVisible(bool visible)
{
    if (!visible || m_shownBefore || isVisible()) {
        QMainWindow::setVisible(visible);
        return;
    }
    m_shownBefore = true;
    const QSize asked = size();
    QMainWindow::setVisible(true);
    if (m_lessonDock && m_lessonDock->isVisibleTo(this)) {
        // A challenge opened before the first show: its tab in front once the dock area has made
        // its tab bar (which shows the first tab when it is made).
        raiseLessonDock();
        QTimer::singleShot(0, this, &MainWindow::raiseLessonDock);
    }
    if (size() == asked || windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))
        return;
    // Once the tool bars are laid out and the side panel fitted, the minimum is the real one.
    QTimer::singleShot(0, this, [this, asked] {
        if (windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))
            return;
        if (m_sideFitPending)
            fitSidePanel();
        layout()->activate();
        resize(asked.expandedTo(minimumSizeHint()));
    });
}

bool MainWindow::event(QEvent *event)
{
    if (event->type() == QEvent::WindowActivate)
        scheduleFileCheck(); // posted: no dialog from inside the activation
    return QMainWindow::event(event);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // An untouched built-in scenario follows the language (its names are translated data).
        m_document->relocalize();
        m_document->retranslateCommands(); // the history in one language, the new one
        m_undoView->setStack(nullptr);     // QUndoView keeps the texts it read: it reads them again
        m_undoView->setStack(m_document->undoStack());
        retranslateUi();
    } else if (event->type() == QEvent::PaletteChange) {
        if (m_darkAction)
            m_darkAction->setChecked(isDarkPalette());
        if (m_tenantList)
            updateTenantList(); // the swatches follow the background
    } else if (event->type() == QEvent::WindowStateChange) {
        if (m_fullScreenAction)
            m_fullScreenAction->setChecked(isFullScreen());
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    // QDockWidget names its float and close buttons once, when it is made; a later language
    // switch leaves them in the old language. Qt's own catalogue has the words.
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        if (auto *b = dock->findChild<QAbstractButton *>(QStringLiteral("qt_dockwidget_floatbutton"))) {
            b->setAccessibleName(QDockWidget::tr("Float"));
            b->setAccessibleDescription(QDockWidget::tr("Undocks and re-attaches the dock widget"));
        }
        if (auto *b = dock->findChild<QAbstractButton *>(QStringLiteral("qt_dockwidget_closebutton"))) {
            b->setAccessibleName(QDockWidget::tr("Close"));
            b->setAccessibleDescription(QDockWidget::tr("Closes the dock widget"));
        }
    }
    m_sceneToolBar->setWindowTitle(tr("Mode and GPU"));
    m_fileMenu->setTitle(tr("&File"));
    m_examplesMenu->setTitle(tr("&Built-in scenarios"));
    retranslateLessons();
    retranslatePresentation();
    retranslateWelcome();
    m_viewMenu->setTitle(tr("&View"));
    m_editMenu->setTitle(tr("&Edit"));
    QUndoStack *stack = m_document->undoStack();
    m_undoAction->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
    m_redoAction->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
    m_removeAction->setText(tr("Remove &tenant"));
    m_removeAction->setStatusTip(tr("Remove the selected tenant and its placement"));
    m_paletteDock->setWindowTitle(tr("Tenant palette"));
    m_inspectorDock->setWindowTitle(tr("Inspector"));
    m_historyDock->setWindowTitle(tr("Undo history"));
    m_undoView->setEmptyLabel(tr("<opened scenario>"));
    rebuildEditMenu();
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_newAction->setText(tr("&New"));
    m_newAction->setStatusTip(tr("Start an empty scenario on an A100-40GB"));
    m_openAction->setText(tr("&Open…"));
    m_openAction->setStatusTip(tr("Open a scenario file (*.gpuk.json)"));
    m_saveAction->setText(tr("&Save"));
    m_saveAction->setStatusTip(tr("Save the scenario, with the plan shown as its active plan"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_saveAsAction->setStatusTip(tr("Save the scenario under a new name"));
    m_comparisonAction->setText(tr("Compare the modes side &by side…"));
    m_comparisonAction->setStatusTip(tr("The same tenants under every sharing mode at once, live on one clock, with "
                                        "each mode's figures and the article's comparison measured"));
    m_compareAction->setText(tr("&Compare the modes under load…"));
    m_compareAction->setStatusTip(tr("The same tenants under every sharing mode while their traffic grows: where each "
                                     "mode breaks"));
    m_exploreMigAction->setText(tr("E&xplore MIG layouts…"));
    m_exploreMigAction->setStatusTip(tr("The legal MIG layouts for these tenants, best first, each with its margins and "
                                        "what it can no longer place; open one on the canvas"));
    m_adviseAction->setText(tr("&Advise a mode…"));
    m_adviseAction->setStatusTip(tr("The article's decision steps as questions: a recommended mode and plan with its "
                                    "reasons, then every admissible mode run to show whether it held"));
    m_exportMenu->setTitle(tr("&Export"));
    m_exportConfigAction->setText(tr("&Configuration…"));
    m_exportConfigAction->setStatusTip(tr("The plan shown as nvidia-smi, mig-parted, Kubernetes, time-slicing or MPS "
                                          "configuration, with a preview"));
    m_exportPngAction->setText(tr("Picture as &PNG…"));
    m_exportPngAction->setStatusTip(tr("Save the GPU picture as shown as a PNG image"));
    m_exportSvgAction->setText(tr("Picture as S&VG…"));
    m_exportSvgAction->setStatusTip(tr("Save the GPU picture as shown as an SVG drawing"));
    m_clearRecentAction->setText(tr("&Clear List"));
    m_quitAction->setText(tr("&Quit"));
    m_darkAction->setText(tr("&Dark Palette"));
    m_darkAction->setStatusTip(tr("Switch between a light and a dark palette"));
    m_fullScreenAction->setText(tr("&Full Screen"));
    m_fullScreenAction->setStatusTip(tr("Use the whole screen for the window (F11)"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomInAction->setStatusTip(tr("Make the words of the picture and the charts larger (Ctrl++)"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_zoomOutAction->setStatusTip(tr("Make the words of the picture and the charts smaller (Ctrl+-)"));
    m_zoomResetAction->setText(tr("&Actual Size"));
    m_zoomResetAction->setStatusTip(tr("The words of the picture and the charts at the application's font size (Ctrl+0)"));
    m_resetLayoutAction->setText(tr("&Reset Layout"));
    m_resetLayoutAction->setStatusTip(tr("Put the panels back where they were at the first start, at the default window size"));
    m_explainAction->setText(tr("&What Am I Looking At?"));
    m_explainAction->setStatusTip(tr("The picture of this mode, explained in a few sentences"));
    m_shortcutsAction->setText(tr("&Keyboard Shortcuts"));
    m_shortcutsAction->setStatusTip(tr("Every key of the window, in a list"));
    m_receiptsAction->setText(tr("&Receipts…"));
    m_receiptsAction->setStatusTip(tr("The model beside published measurements: source, setup, published figure, the engine's figure, gap"));
    m_profileNamesAction->setText(tr("One profile &name, many GPUs…"));
    m_profileNamesAction->setStatusTip(tr("What a MIG profile of one name is on each GPU: SMs, memory, bandwidth and the time of one request"));
    m_gpuAtlasAction->setText(tr("MIG &Placements on Every GPU…"));
    m_gpuAtlasAction->setStatusTip(tr("Where each MIG profile may be placed on any GPU of the catalog, Blackwell and the GPUs the simulator cannot run included"));
    m_helpExamplesMenu->setTitle(tr("&Examples"));
    m_aboutAction->setText(tr("&About GPU Kitchen"));
    m_aboutQtAction->setText(tr("About &Qt"));
    retranslateExamples();
    for (QAction *a : m_languageGroup->actions())
        a->setChecked(a->data().toString() == LanguageManager::instance()->language());

    m_kitchenAction->setText(tr("&Kitchen view"));
    m_kitchenAction->setToolTip(tr("Tell the same story as a restaurant kitchen: burners, private rooms, "
                                   "an open stove, food-court stalls (Ctrl+K)"));
    m_kitchenAction->setStatusTip(m_kitchenAction->toolTip());
    m_modeLabel->setText(tr("&Mode:"));
    m_gpuLabel->setText(tr("&GPU:"));
    m_tenantsHeading->setText(m_skin == Skin::Kitchen ? tr("Chef &teams") : tr("&Tenants"));

    m_canvas->setAccessibleName(tr("GPU picture"));
    m_modeCombo->setAccessibleName(tr("Sharing mode"));
    m_gpuCombo->setAccessibleName(tr("GPU model"));
    m_tenantList->setAccessibleName(tr("Tenants"));
    m_diagnosticsList->setAccessibleName(tr("Problems"));
    m_chartDock->setWindowTitle(tr("Charts"));
    // Lines of text whose words change: their text is their accessible name (a QLabel without
    // one of its own: QLabel::setText then says NameChanged), what they are is the description.
    // A fixed name would hide the words from a screen reader.
    m_statusLabel->setAccessibleDescription(tr("Layout summary"));
    m_narratorLabel->setAccessibleDescription(tr("Narrator"));
    m_liveLabel->setAccessibleDescription(tr("Live figures"));
    m_timeControls->retranslate();
    updateFaultAction();
    if (!m_sim->isAvailable())
        m_sim->restart(); // nothing runs: made again, so the reason is in the new language
    else if (!m_narrator->hasLiveText())
        m_narrator->clear(tr("Press Space to play: the simulation runs this plan live."));
    else
        m_narrator->retranslate();
    updateLiveStatus();
    m_scenarioLabel->setAccessibleDescription(tr("Scenario name"));
    updateAccessibility();

    updateHeader();
    updateSelectors();
    updateTenantList();
    updateDiagnostics();
    updateStatus();
}

void MainWindow::updateAccessibility()
{
    m_summaryLabel->setAccessibleDescription(tr("Scenario summary"));
    m_modeCombo->setAccessibleDescription(
        tr("How the GPU is shared: exclusive, MIG, MPS, vGPU or time-slicing"));
    m_gpuCombo->setAccessibleDescription(tr("The GPU the tenants share"));
    m_tenantList->setAccessibleDescription(tr("The scenario's tenants with their kind, model size and SLO"));
    m_diagnosticsList->setAccessibleDescription(tr("What is wrong with the plan on this GPU, if anything"));
    m_sideSplitter->setAccessibleName(tr("Tenants and problems"));
    if (auto *scroll = findChild<QScrollArea *>(QStringLiteral("inspectorScroll")))
        scroll->setAccessibleName(tr("Inspector of the selected tenant"));
    menuBar()->setAccessibleName(tr("Menu bar"));
    statusBar()->setAccessibleName(tr("Status bar"));
}

void MainWindow::rebuildEditMenu()
{
    // Rebuilt on language change: the add menu's preset names are translated when it is made.
    m_editMenu->clear();
    if (m_addMenu)
        m_addMenu->deleteLater();
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_addMenu = m_canvasEditor->createAddMenu(m_editMenu, std::nullopt);
    m_editMenu->addMenu(m_addMenu);
    m_editMenu->addAction(m_removeAction);
}

void MainWindow::updateHeader()
{
    const QString name = displayName();
    // "[*]" is where Qt shows the modified mark; it is not part of the translated template.
    setWindowTitle(tr("%1 — GPU Kitchen").arg(name + QStringLiteral("[*]")));
    setWindowModified(isModified());
    m_scenarioLabel->setText(name);
    // The title takes the focus (its text is selectable), so it has a name of its own: the
    // scenario's (setAccessibleName tells a screen reader of a new one: NameChanged).
    if (m_scenarioLabel->accessibleName() != name)
        m_scenarioLabel->setAccessibleName(name);
    m_scenarioLabel->setToolTip(qs(scenario().description));
    const GpuModel *g = scenario().gpu();
    const QString gpuName = g ? qs(g->displayName) : tr("unknown GPU %1").arg(qs(scenario().gpuId));
    if (m_skin == Skin::Kitchen)
        m_summaryLabel->setText(tr("Kitchen: %1 · %2 · chef teams: %3")
                                    .arg(gpuName, Words::modeDescription(plan().mode, Skin::Kitchen))
                                    .arg(scenario().tenants.size()));
    else
        m_summaryLabel->setText(tr("GPU: %1 · Mode: %2 · tenants: %3")
                                    .arg(gpuName, Words::modeDescription(plan().mode))
                                    .arg(scenario().tenants.size()));
}

void MainWindow::updateSelectors()
{
    const QSignalBlocker blockMode(m_modeCombo);
    for (int i = 0; i < m_modeCombo->count(); ++i)
        m_modeCombo->setItemText(i, Words::modeName(Mode(m_modeCombo->itemData(i).toInt()), m_skin));
    m_modeCombo->setCurrentIndex(m_modeCombo->findData(int(plan().mode)));
    // The longest name of this skin and language, whole, beside the arrow.
    int longest = 0;
    for (int i = 0; i < m_modeCombo->count(); ++i)
        longest = std::max(longest, m_modeCombo->fontMetrics().horizontalAdvance(m_modeCombo->itemText(i)));
    m_modeCombo->setMinimumWidth(longest + 48);

    const QSignalBlocker blockGpu(m_gpuCombo);
    m_gpuCombo->clear();
    for (const GpuModel &g : builtinGpus()) {
        m_gpuCombo->addItem(qs(g.id), qs(g.id));
        m_gpuCombo->setItemData(m_gpuCombo->count() - 1, qs(g.displayName), Qt::ToolTipRole);
    }
    if (m_document->fileCustomGpu()) {
        m_gpuCombo->addItem(tr("%1 (custom)").arg(qs(m_document->fileCustomGpu()->displayName.empty() ? m_document->fileCustomGpu()->id
                                                                                          : m_document->fileCustomGpu()->displayName)),
                            qs(m_document->fileCustomGpu()->id));
    }
    int current = m_gpuCombo->findData(gpuId());
    if (current < 0) {
        m_gpuCombo->addItem(tr("%1 (unknown)").arg(qs(scenario().gpuId)), qs(scenario().gpuId));
        current = m_gpuCombo->count() - 1;
    }
    m_gpuCombo->setCurrentIndex(current);
}

void MainWindow::updateTenantList()
{
    const QSignalBlocker block(m_tenantList); // clearing must not clear the document's selection
    m_tenantList->clear();
    const ColorScheme scheme = schemeForBackground(palette().color(QPalette::Window));
    for (size_t i = 0; i < scenario().tenants.size(); ++i) {
        const Tenant &t = scenario().tenants[i];
        const QString kind = Words::tenantKindName(t.kind);
        const QString model = localeNumber(t.modelGb);
        const QString detail = t.sloMs > 0
            ? tr("%1 · model %2 GiB · SLO %3 ms").arg(kind, model, localeNumber(t.sloMs))
            : tr("%1 · model %2 GiB · no SLO").arg(kind, model);
        auto *item = new QListWidgetItem(swatchIcon(int(i), tenantColor(int(i), scheme)),
                                         qs(t.name.empty() ? t.id : t.name) + QLatin1Char('\n') + detail,
                                         m_tenantList);
        item->setToolTip(tr("%1 (id %2)\nPeak memory %3 GiB: model %4 GiB + %5 GiB × %6 requests at once")
                             .arg(qs(t.name), qs(t.id), localeNumber(t.peakMemoryGb()), localeNumber(t.modelGb),
                                  localeNumber(t.perRequestGb))
                             .arg(t.maxConcurrency));
    }
    // A line in a fallback font (a Chinese name among Latin text) is taller than the hint the
    // style computes allows for: with a little room each row shows both its lines, not one
    // elided line.
    for (int i = 0; i < m_tenantList->count(); ++i) {
        const QSize hint = m_tenantList->sizeHintForIndex(m_tenantList->model()->index(i, 0));
        m_tenantList->item(i)->setSizeHint(QSize(hint.width(), hint.height() + 4));
    }
    m_tenantList->setCurrentRow(m_document->selectedTenant());
    scheduleSidePanelFit();
}

int MainWindow::tenantListHeight(int rows) const
{
    int height = 2 * m_tenantList->frameWidth();
    for (int i = 0; i < rows && i < m_tenantList->count(); ++i)
        height += m_tenantList->sizeHintForRow(i) + 2 * m_tenantList->spacing();
    if (rows == 0)
        height += 2 * m_tenantList->fontMetrics().lineSpacing();
    return height;
}

void MainWindow::scheduleSidePanelFit()
{
    // After the inspector and the lists have laid out their new content.
    if (m_sideFitPending)
        return;
    m_sideFitPending = true;
    QMetaObject::invokeMethod(this, [this] { fitSidePanel(); }, Qt::QueuedConnection);
}

void MainWindow::fitSidePanel()
{
    m_sideFitPending = false;
    if (!m_sideSplitter || !m_inspectorScroll)
        return;
    // The tenant list is as high as its whole rows, so it never shows half a row: every tenant
    // (up to six, more scroll) unless the inspector would keep less than a fifth of the
    // panel, then fewer whole rows, at least three. A selected tenant is being edited: then the
    // inspector may keep half the panel and the list shrinks to two rows, scrolled to the
    // selection. The problems list keeps at least one row.
    // The inspector gets what its form needs (it scrolls when squeezed), the problems list the
    // rest, so no empty band is left under the inspector.
    int problemsMin = 2 * m_diagnosticsList->frameWidth();
    if (m_diagnosticsList->count() > 0)
        problemsMin += m_diagnosticsList->sizeHintForRow(0) + 2 * m_diagnosticsList->spacing();
    problemsMin = std::max(problemsMin, 2 * m_diagnosticsList->fontMetrics().lineSpacing());
    m_diagnosticsList->setMinimumHeight(problemsMin);
    // The side panel around the two lists: its margins, the two headings, the gap before the
    // second heading and the layout's spacing between its four widgets.
    const QLayout *sideLayout = m_sideSplitter->widget(1)->layout();
    const QMargins margins = sideLayout->contentsMargins();
    const int sideFixed = margins.top() + margins.bottom() + m_tenantsHeading->minimumHeight()
        + m_problemsHeading->minimumHeight() + sideGap + 3 * std::max(0, sideLayout->spacing());

    const int total = m_sideSplitter->height() - m_sideSplitter->handleWidth();
    const int tenants = m_tenantList->count();
    const int viewportWidth = m_inspectorScroll->viewport()->width();
    const int inspectorWanted = m_inspector->hasHeightForWidth() ? m_inspector->heightForWidth(viewportWidth)
                                                                  : m_inspector->sizeHint().height();
    const bool editing = m_document->selectedTenant() >= 0;
    const int inspectorFloor = std::min(inspectorWanted, editing ? total / 2 : total / 5);
    int rows = std::min(tenants, 6);
    while (rows > std::min(tenants, editing ? 2 : 3)
           && sideFixed + tenantListHeight(rows) + problemsMin + inspectorFloor > total)
        --rows;
    const int listHeight = tenantListHeight(rows);
    // As high as those rows where the panel has room; the window's minimum size counts one row
    // only, so the window still fits a small screen (1920x1080 at scale factor 2 is 960x540).
    static_cast<TenantListWidget *>(m_tenantList)->setHintHeight(listHeight);
    m_tenantList->setMaximumHeight(listHeight);
    m_tenantList->setMinimumHeight(tenantListHeight(std::min(tenants, 1)));
    if (QListWidgetItem *current = m_tenantList->currentItem())
        m_tenantList->scrollToItem(current);
    const int sideMin = sideFixed + listHeight + problemsMin;
    const int inspectorHeight = std::max(0, std::min(inspectorWanted, total - sideMin));
    m_sideSplitter->setSizes({inspectorHeight, std::max(sideMin, total - inspectorHeight)});
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_sideSplitter && event->type() == QEvent::Resize)
        scheduleSidePanelFit();
    else if (watched == m_statusLabel && event->type() == QEvent::Resize)
        updateStatus(); // elided for the room it has now
    else if (event->type() == QEvent::LayoutRequest && m_timeControls
             && (watched == m_sceneToolBar || watched == m_timeControls->toolBar()))
        QTimer::singleShot(0, this, &MainWindow::fitToolBars); // after the bar has its new size hint
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::updateDiagnostics()
{
    scheduleSidePanelFit();
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
        // Tenants by the names the list and the canvas show, not by their ids (the tool tip keeps the code).
        Diagnostic named = d;
        for (auto &[key, value] : named.args) {
            if (key != "tenant" && key != "tenants")
                continue;
            QStringList parts;
            for (const QString &id : qs(value).split(QStringLiteral(", "))) {
                const Tenant *t = scenario().findTenant(id.toStdString());
                parts << (t && !t->name.empty() ? qs(t->name) : id);
            }
            value = parts.join(QStringLiteral(", ")).toStdString();
        }
        auto *item = new QListWidgetItem(style()->standardIcon(icon), formatDiagnostic(named), m_diagnosticsList);
        item->setToolTip(tr("%1: %2").arg(severityName(d.severity), qs(d.code)));
    }
}

QWidget *MainWindow::canvasWidget() const
{
    return m_canvas;
}

QString MainWindow::statusText() const
{
    // The Picture's model states the plan's figures in the skin's words, so the status bar, the
    // canvas and the narrator cannot state different numbers.
    return m_picture->model().statusText();
}

void MainWindow::setSkin(Skin skin)
{
    if (m_skin == skin)
        return;
    m_skin = skin;
    {
        const QSignalBlocker block(m_kitchenAction);
        m_kitchenAction->setChecked(skin == Skin::Kitchen);
    }
    m_picture->setSkin(skin);
    m_narrator->setSkin(skin); // the inspector follows the Picture's skin
    m_tenantsHeading->setText(m_skin == Skin::Kitchen ? tr("Chef &teams") : tr("&Tenants"));
    updateHeader();
    updateSelectors();
    updateStatus();
    emit skinChanged(skin);
}

void MainWindow::showEditMessage(const QString &text)
{
    // One line: the reason's sentences side by side, elided left of the live figures (the
    // status bar would draw a longer message under them); the canvas's tool tip has all of it.
    const QString line = QString(text).replace(QStringLiteral("。\n"), QStringLiteral("。")).replace(QLatin1Char('\n'), QLatin1Char(' '));
    const int right = m_liveLabel && m_liveLabel->isVisible() ? m_liveLabel->geometry().left() : statusBar()->width();
    const int width = right - 24;
    m_editMessage = width > 0 ? statusBar()->fontMetrics().elidedText(line, Qt::ElideRight, width) : line;
    statusBar()->showMessage(m_editMessage, 8000);
}

void MainWindow::updateStatus()
{
    const QString full = statusText();
    // The status bar spans the window; the live figures take the right part of it. Laid out, the
    // line has exactly the room the live figures leave (it is elided again when that changes).
    const int width = m_statusLabel->testAttribute(Qt::WA_WState_Visible) && m_statusLabel->width() > 0
        ? m_statusLabel->contentsRect().width()
        : this->width() - 48 - (m_liveLabel ? m_liveLabel->sizeHint().width() : 0);
    m_statusLabel->setText(width > 0 ? m_statusLabel->fontMetrics().elidedText(full, Qt::ElideRight, width) : full);
    m_statusLabel->setToolTip(full);
}

} // namespace gpuk
