// MainWindow, the actions and menus: File, Edit, View, Simulation (the time controls' menu) and
// Help, the built-in scenarios menu, the About box and the colour scheme.

#include "mainwindow.h" // own header by plain name: lupdate then knows the class is gpuk::MainWindow

#include "io/scenariofile.h"
#include "ui/canvas/canvaseditor.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/document/builtinscenarios.h"
#include "ui/document/document.h"
#include "ui/document/dropplanner.h"
#include "ui/document/simcontroller.h"
#include "sim/engine.h"
#include "ui/panels/chartpanel.h"
#include "ui/panels/timecontrols.h"
#include "ui/shell/gpuatlasdialog.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/profilenamesdialog.h"
#include "ui/shell/receiptsdialog.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeySequence>
#include <QSet>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPalette>
#include <QRegularExpression>
#include <QScreen>
#include <QStyle>
#include <QStyleFactory>
#include <QTableWidget>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpuk {

void MainWindow::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setObjectName(QStringLiteral("newAction"));
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newScenario);

    m_openAction = new QAction(this);
    m_openAction->setObjectName(QStringLiteral("openAction"));
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openFileDialog);

    m_saveAction = new QAction(this);
    m_saveAction->setObjectName(QStringLiteral("saveAction"));
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);

    m_saveAsAction = new QAction(this);
    m_saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    m_saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAsDialog);

    m_clearRecentAction = new QAction(this);
    m_clearRecentAction->setObjectName(QStringLiteral("clearRecentAction"));
    connect(m_clearRecentAction, &QAction::triggered, this, &MainWindow::clearRecentFiles);

    m_exportConfigAction = new QAction(this);
    m_exportConfigAction->setObjectName(QStringLiteral("exportConfigAction"));
    connect(m_exportConfigAction, &QAction::triggered, this, &MainWindow::showExportDialog);
    m_exportPngAction = new QAction(this);
    m_exportPngAction->setObjectName(QStringLiteral("exportPngAction"));
    connect(m_exportPngAction, &QAction::triggered, this, [this] { exportPictureDialog(PictureFormat::Png); });
    m_exportSvgAction = new QAction(this);
    m_exportSvgAction->setObjectName(QStringLiteral("exportSvgAction"));
    connect(m_exportSvgAction, &QAction::triggered, this, [this] { exportPictureDialog(PictureFormat::Svg); });

    m_quitAction = new QAction(this);
    m_quitAction->setObjectName(QStringLiteral("quitAction"));
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_darkAction = new QAction(this);
    m_darkAction->setObjectName(QStringLiteral("darkPaletteAction"));
    m_darkAction->setCheckable(true);
    m_darkAction->setChecked(isDarkPalette());
    connect(m_darkAction, &QAction::triggered, this, &MainWindow::setDarkPalette);

    m_fullScreenAction = new QAction(this);
    m_fullScreenAction->setObjectName(QStringLiteral("fullScreenAction"));
    m_fullScreenAction->setCheckable(true);
    // The platform's key if it has one, and F11 in any case (F11, as the README lists it).
    QList<QKeySequence> fullScreenKeys = QKeySequence::keyBindings(QKeySequence::FullScreen);
    if (!fullScreenKeys.contains(QKeySequence(Qt::Key_F11)))
        fullScreenKeys.prepend(QKeySequence(Qt::Key_F11));
    m_fullScreenAction->setShortcuts(fullScreenKeys);
    connect(m_fullScreenAction, &QAction::triggered, this, &MainWindow::setFullScreenMode);

    // Zoom of the picture's words. Ctrl++ is Ctrl+Shift+= on most keyboards: Ctrl+= too. The
    // plain -, + and = are the simulation's speed keys; Ctrl with them is free.
    m_zoomInAction = new QAction(this);
    m_zoomInAction->setObjectName(QStringLiteral("zoomInAction"));
    m_zoomInAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(m_zoomInAction, &QAction::triggered, this, [this] { setZoom(GpuCanvas::nextZoom(zoom(), +1)); });
    m_zoomOutAction = new QAction(this);
    m_zoomOutAction->setObjectName(QStringLiteral("zoomOutAction"));
    m_zoomOutAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    connect(m_zoomOutAction, &QAction::triggered, this, [this] { setZoom(GpuCanvas::nextZoom(zoom(), -1)); });
    m_zoomResetAction = new QAction(this);
    m_zoomResetAction->setObjectName(QStringLiteral("zoomResetAction"));
    m_zoomResetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_zoomResetAction, &QAction::triggered, this, [this] { setZoom(1.0); });

    m_resetLayoutAction = new QAction(this);
    m_resetLayoutAction->setObjectName(QStringLiteral("resetLayoutAction"));
    connect(m_resetLayoutAction, &QAction::triggered, this, &MainWindow::resetLayout);

    m_shortcutsAction = new QAction(this);
    m_shortcutsAction->setObjectName(QStringLiteral("shortcutsAction"));
    m_shortcutsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    connect(m_shortcutsAction, &QAction::triggered, this, &MainWindow::showShortcuts);

    m_receiptsAction = new QAction(this);
    m_receiptsAction->setObjectName(QStringLiteral("receiptsAction"));
    connect(m_receiptsAction, &QAction::triggered, this, &MainWindow::showReceipts);

    m_profileNamesAction = new QAction(this);
    m_profileNamesAction->setObjectName(QStringLiteral("profileNamesAction"));
    connect(m_profileNamesAction, &QAction::triggered, this, &MainWindow::showProfileNames);

    m_explainAction = new QAction(this);
    m_explainAction->setObjectName(QStringLiteral("explainPictureAction"));
    m_explainAction->setShortcuts(QKeySequence::keyBindings(QKeySequence::HelpContents)); // F1
    connect(m_explainAction, &QAction::triggered, this, &MainWindow::explainPicture);

    m_aboutAction = new QAction(this);
    m_aboutAction->setObjectName(QStringLiteral("aboutAction"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);

    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setObjectName(QStringLiteral("aboutQtAction"));
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
    // Edit: undo / redo with the command's name, remove the selected tenant.
    QUndoStack *stack = m_document->undoStack();
    m_undoAction = new QAction(this);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setEnabled(false);
    connect(m_undoAction, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    m_redoAction = new QAction(this);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setEnabled(false);
    connect(m_redoAction, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, m_undoAction, [action = m_undoAction](const QString &text) {
        action->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
    });
    connect(stack, &QUndoStack::redoTextChanged, m_redoAction, [action = m_redoAction](const QString &text) {
        action->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
    });
    m_removeAction = new QAction(this);
    m_removeAction->setObjectName(QStringLiteral("removeTenantAction"));
    m_removeAction->setShortcut(QKeySequence::Delete);
    m_removeAction->setEnabled(false);
    connect(m_removeAction, &QAction::triggered, this, [this] { m_canvasEditor->removeSelected(); });
    connect(m_document, &Document::selectionChanged, m_removeAction, [this](int t) { m_removeAction->setEnabled(t >= 0); });
    // A fault from the keyboard: into the selected tenant (the tenant list's and the picture's).
    m_injectFaultAction = new QAction(this);
    m_injectFaultAction->setObjectName(QStringLiteral("injectFaultSelectedAction"));
    m_injectFaultAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_injectFaultAction->setEnabled(false);
    connect(m_injectFaultAction, &QAction::triggered, this, [this] {
        const int tenant = m_document->selectedTenant();
        if (canInjectFault(tenant))
            m_sim->injectFault(tenant);
    });
    connect(m_document, &Document::selectionChanged, this, &MainWindow::updateFaultAction);
    m_kitchenAction = new QAction(this);
    m_kitchenAction->setObjectName(QStringLiteral("kitchenViewAction"));
    m_kitchenAction->setCheckable(true);
    m_kitchenAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_kitchenAction, &QAction::toggled, this,
            [this](bool on) { setSkin(on ? Skin::Kitchen : Skin::Technical); });

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
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_recentMenu->addAction(m_clearRecentAction);
    // Files deleted since they were opened leave the list when it is shown, with a message.
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::pruneRecentFiles);
    updateRecentMenu();
    m_examplesMenu = m_fileMenu->addMenu(QString());
    m_examplesMenu->setObjectName(QStringLiteral("examplesMenu"));
    const QStringList builtins = builtinScenarioFiles();
    for (const QString &file : builtins) {
        QAction *a = m_examplesMenu->addAction(QFileInfo(file).completeBaseName());
        a->setData(file); // the title is set (translated) in retranslateExamples()
        connect(a, &QAction::triggered, this, [this, file] { openFile(file); });
    }
    m_examplesMenu->setEnabled(!builtins.isEmpty());
    createLessonMenus();
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->setObjectName(QStringLiteral("exportMenu"));
    m_exportMenu->addAction(m_exportConfigAction);
    m_exportMenu->addSeparator();
    m_exportMenu->addAction(m_exportPngAction);
    m_exportMenu->addAction(m_exportSvgAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("editMenu"));

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_viewMenu->addAction(m_kitchenAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_zoomResetAction);
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_viewMenu->addAction(m_darkAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_fullScreenAction);
    m_viewMenu->addAction(m_resetLayoutAction);

    // The Simulation menu and the time-controls tool bar share one set of actions.
    m_sim = new SimController(this);
    m_timeControls = new TimeControls(m_sim, this);
    m_timeControls->menu()->addSeparator();
    m_timeControls->menu()->addAction(m_injectFaultAction);
    m_timeControls->menu()->addSeparator();
    m_comparisonAction = m_timeControls->menu()->addAction(QString());
    m_comparisonAction->setObjectName(QStringLiteral("comparisonAction"));
    connect(m_comparisonAction, &QAction::triggered, this, &MainWindow::showComparisonWindow);
    m_compareAction = m_timeControls->menu()->addAction(QString());
    m_compareAction->setObjectName(QStringLiteral("compareAction"));
    connect(m_compareAction, &QAction::triggered, this, &MainWindow::showCompareDialog);
    m_exploreMigAction = m_timeControls->menu()->addAction(QString());
    m_exploreMigAction->setObjectName(QStringLiteral("exploreMigAction"));
    connect(m_exploreMigAction, &QAction::triggered, this, &MainWindow::showMigExplorer);
    m_adviseAction = m_timeControls->menu()->addAction(QString());
    m_adviseAction->setObjectName(QStringLiteral("adviseAction"));
    connect(m_adviseAction, &QAction::triggered, this, &MainWindow::showAdvisor);
    connect(m_document, &Document::changed, this, &MainWindow::updateExploreMigAction);
    updateExploreMigAction();
    connect(m_sim, &SimController::stateChanged, this, &MainWindow::updateFaultAction);
    connect(m_sim, &SimController::restarted, this, &MainWindow::updateFaultAction);
    menuBar()->addMenu(m_timeControls->menu());
    addToolBar(Qt::TopToolBarArea, m_timeControls->toolBar());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_helpMenu->addAction(m_explainAction);
    m_helpMenu->addAction(m_shortcutsAction);
    m_helpMenu->addAction(m_receiptsAction);
    m_helpMenu->addAction(m_profileNamesAction);
    m_gpuAtlasAction = m_helpMenu->addAction(QString());
    m_gpuAtlasAction->setObjectName(QStringLiteral("gpuAtlasAction"));
    connect(m_gpuAtlasAction, &QAction::triggered, this, [this] { showGpuAtlas(); });
    // The built-in scenarios again, where a newcomer looks for help (the same actions as File's).
    m_helpExamplesMenu = m_helpMenu->addMenu(QString());
    m_helpExamplesMenu->setObjectName(QStringLiteral("helpExamplesMenu"));
    m_helpExamplesMenu->addActions(m_examplesMenu->actions());
    m_helpExamplesMenu->setEnabled(!builtins.isEmpty());
    m_helpLessonsMenu = m_helpMenu->addMenu(QString());
    m_helpLessonsMenu->setObjectName(QStringLiteral("helpLessonsMenu"));
    m_helpLessonsMenu->addActions(m_lessonsMenu->actions());
    m_helpLessonsMenu->setEnabled(!m_lessonsMenu->actions().isEmpty());
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

bool MainWindow::canInjectFault(int tenant) const
{
    // A run that goes on, and a tenant it places (a fault of a tenant without a place takes nothing down).
    const Engine *engine = m_sim ? m_sim->engine() : nullptr;
    return engine && !m_sim->isFinished() && tenant >= 0 && tenant < int(scenario().tenants.size())
        && !engine->faultDomain(tenant).empty();
}

void MainWindow::updateFaultAction()
{
    if (!m_injectFaultAction)
        return;
    const int tenant = m_document->selectedTenant();
    if (tenant >= 0 && tenant < int(scenario().tenants.size())) {
        const Tenant &t = scenario().tenants[size_t(tenant)];
        QString name = QString::fromStdString(t.name.empty() ? t.id : t.name);
        name.replace(QLatin1Char('&'), QLatin1String("&&")); // a name's '&' is no mnemonic
        m_injectFaultAction->setText(tr("&Inject a fault into %1").arg(name));
    } else {
        m_injectFaultAction->setText(tr("&Inject a fault into the selected tenant"));
    }
    m_injectFaultAction->setStatusTip(
        tr("A fatal error in the selected tenant: see how far the blast reaches in this mode"));
    m_injectFaultAction->setEnabled(canInjectFault(tenant));
}

QSize MainWindow::defaultWindowSize(const QSize &available)
{
    const QSize preferred(1600, 1000);
    if (!available.isValid() || available.isEmpty())
        return preferred;
    return preferred.boundedTo(QSize(available.width() * 9 / 10, available.height() * 9 / 10));
}

void MainWindow::setZoom(qreal zoom, bool remember)
{
    m_rememberZoom = remember;
    m_canvas->setZoom(zoom);
    m_rememberZoom = true;
    onZoomChanged(m_canvas->zoom()); // also when the canvas had this zoom already
}

qreal MainWindow::zoom() const
{
    return m_canvas->zoom();
}

// The canvas's zoom changed (an action, Ctrl+wheel, setZoom): the charts' words follow, the
// actions at an end of the steps are disabled, and the preference is stored.
void MainWindow::onZoomChanged(qreal zoom)
{
    m_chartPanel->setTextZoom(zoom);
    m_zoomInAction->setEnabled(zoom < GpuCanvas::maxZoom() - 1e-6);
    m_zoomOutAction->setEnabled(zoom > GpuCanvas::minZoom() + 1e-6);
    const int percent = int(std::lround(zoom * 100));
    if (m_rememberZoom && percent != m_prefs.zoomPercent) {
        m_prefs.zoomPercent = percent;
        storePreferences();
    }
}

int MainWindow::chartDockHeight() const
{
    // 240 px, but at most a quarter of the screen's height: on a 1366x768 projector the picture
    // keeps room for its words.
    const QScreen *s = screen() ? screen() : QGuiApplication::primaryScreen();
    const int available = s ? s->availableGeometry().height() : 1000;
    return std::clamp(available / 4, 150, 240);
}

void MainWindow::resetLayout()
{
    if (isFullScreen())
        setFullScreenMode(false);
    if (isMaximized())
        showNormal();
    if (!m_defaultState.isEmpty())
        restoreState(m_defaultState);
    for (QDockWidget *dock : {m_paletteDock, m_inspectorDock, m_chartDock})
        dock->setVisible(true);
    m_historyDock->setVisible(false);
    resizeDocks({m_paletteDock, m_inspectorDock}, {230, 440}, Qt::Horizontal);
    resizeDocks({m_chartDock}, {chartDockHeight()}, Qt::Vertical);
    const QScreen *s = screen() ? screen() : QGuiApplication::primaryScreen();
    const QRect available = s ? s->availableGeometry() : QRect(QPoint(0, 0), QSize(1600, 1000));
    const QSize size = defaultWindowSize(available.size());
    resize(size);
    move(available.center() - QPoint(size.width() / 2, size.height() / 2));
}

void MainWindow::retranslateExamples()
{
    for (QAction *a : m_examplesMenu->actions()) {
        const QString file = a->data().toString();
        if (file.isEmpty())
            continue;
        const LoadResult r = loadScenarioFile(file, false);
        a->setText(r.ok() ? builtinScenarioText(r.scenario->name) : QFileInfo(file).completeBaseName());
        if (r.ok())
            a->setStatusTip(builtinScenarioText(r.scenario->description));
    }
}

QList<MainWindow::ShortcutRow> MainWindow::shortcutRows() const
{
    QList<ShortcutRow> rows;
    QSet<const QAction *> seen;
    QList<QAction *> actions = findChildren<QAction *>();
    actions += this->actions();
    for (const QAction *a : std::as_const(actions)) {
        if (seen.contains(a))
            continue;
        seen.insert(a);
        // Keys that follow the focus are all listed, not only those that apply at this moment.
        QList<QKeySequence> keys = a->property(allShortcutsProperty).value<QList<QKeySequence>>();
        if (keys.isEmpty())
            keys = a->shortcuts();
        if (keys.isEmpty())
            continue;
        QStringList texts;
        for (const QKeySequence &k : keys)
            texts << k.toString(QKeySequence::NativeText);
        QString name = a->text();
        name.remove(QRegularExpression(QStringLiteral("\\(&.\\)"))); // a translation's "(&X)"
        name.remove(QLatin1Char('&'));
        if (name.isEmpty())
            name = a->toolTip();
        rows.append({name, texts.join(QStringLiteral(", "))});
    }
    // The picture's own keys (its editor's, with the focus on it).
    for (const CanvasEditor::KeyHelp &help : CanvasEditor::keyHelp()) {
        QStringList texts;
        for (const QKeySequence &k : help.keys)
            texts << k.toString(QKeySequence::NativeText);
        rows.append({help.action, texts.join(QStringLiteral(", ")), true});
    }
    std::sort(rows.begin(), rows.end(), [](const ShortcutRow &x, const ShortcutRow &y) {
        return QString::localeAwareCompare(x.action, y.action) < 0;
    });
    return rows;
}

void MainWindow::showReceipts()
{
    if (!m_receiptsDialog)
        m_receiptsDialog = new ReceiptsDialog(this);
    m_receiptsDialog->show();
    m_receiptsDialog->raise();
    m_receiptsDialog->activateWindow();
}

void MainWindow::showProfileNames()
{
    // The selected tenant's profile first, then the plan's others.
    const Scenario &s = m_document->scenario();
    const SharingPlan &plan = m_document->plan();
    QStringList preferred;
    const int selected = m_document->selectedTenant();
    if (selected >= 0 && selected < int(s.tenants.size()))
        if (const int i = DropPlanner::instanceOfTenant(plan, s.tenants[size_t(selected)].id); i >= 0)
            preferred << QString::fromStdString(plan.mig.instances[size_t(i)].profile);
    if (plan.mode == Mode::Mig)
        for (const MigInstancePlan &instance : plan.mig.instances)
            preferred << QString::fromStdString(instance.profile);
    auto *dialog = new ProfileNamesDialog(gpuId(), preferred, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

bool MainWindow::showGpuAtlas(const QString &id)
{
    if (!m_gpuAtlas) {
        m_gpuAtlas = new GpuAtlasDialog(this);
        connect(this, &MainWindow::skinChanged, m_gpuAtlas, &GpuAtlasDialog::setSkin);
        // The scenario's GPU follows the document; "Use this GPU" is the GPU selector's switch.
        connect(m_document, &Document::changed, m_gpuAtlas, [this] { m_gpuAtlas->setCurrentGpu(gpuId()); });
        connect(m_gpuAtlas, &GpuAtlasDialog::useGpuRequested, this, [this](const QString &gpu) { setGpu(gpu); });
    }
    m_gpuAtlas->setSkin(m_skin);
    m_gpuAtlas->setCurrentGpu(gpuId());
    const bool shown = m_gpuAtlas->showGpu(id.isEmpty() ? gpuId() : id);
    m_gpuAtlas->show();
    m_gpuAtlas->raise();
    m_gpuAtlas->activateWindow();
    return shown || id.isEmpty();
}

void MainWindow::showShortcuts()
{
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("shortcutsDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Keyboard shortcuts"));
    auto *layout = new QVBoxLayout(dialog);
    const QList<ShortcutRow> rows = shortcutRows();
    auto *table = new QTableWidget(int(rows.size()), 2, dialog);
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setAccessibleName(tr("Keyboard shortcuts"));
    for (int r = 0; r < rows.size(); ++r) {
        table->setItem(r, 0, new QTableWidgetItem(rows[r].action));
        table->setItem(r, 1, new QTableWidgetItem(rows[r].keys));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(520, 560);
    dialog->show();
}

QString MainWindow::pictureExplanation() const
{
    const bool kitchen = m_skin == Skin::Kitchen;
    switch (mode()) {
    case Mode::Exclusive:
        return kitchen ? tr("Exclusive: every chef team has a whole kitchen of its own, so nothing is shared. Each burner "
                            "is an SM and glows in the team's colour while it cooks; the pantry shelves are the GPU's memory.")
                       : tr("Exclusive: every tenant has a whole GPU of its own, so nothing is shared. Each square is an "
                            "SM and lights up in the tenant's colour while it works; the bar is the GPU's memory.");
    case Mode::Mig:
        return kitchen ? tr("Private rooms (MIG): the kitchen is walled into rooms, each with its own burners and pantry "
                            "shelves. A chef team cooks only in its room; a rush or a fire in one room stays there.")
                       : tr("MIG: the GPU is cut into instances, each with its own SMs and memory slices. A tenant runs "
                            "only on its instance's SMs; another tenant's load or fault stays outside.");
    case Mode::Mps:
        return kitchen ? tr("Open stove (MPS): the chef teams cook side by side at one stove. A burner glows in the colour "
                            "of the team using it, a cap limits how many one team may take; the pantry is shared, and a "
                            "fire stops every team.")
                       : tr("MPS: the tenants' processes run on the SMs at the same time. An SM lights up in the colour of "
                            "the tenant using it, a cap limits one tenant's share; memory is shared, and one fault stops "
                            "every client.");
    case Mode::Vgpu:
        return kitchen ? tr("Food-court stalls (vGPU): each stall gets all the burners in turn, for a fixed slot, and has "
                            "its own pantry shelves. The strip shows whose turn it is.")
                       : tr("vGPU: each virtual machine gets the whole GPU in turn, for a time slice, and has its own "
                            "fixed share of memory. The strip shows whose turn it is.");
    case Mode::Timeslice:
        return kitchen ? tr("Taking turns (time-slicing): the chef teams take the whole stove one after another; while "
                            "one cooks, the others wait. The pantry is shared.")
                       : tr("Time-slicing: the tenants take the whole GPU one after another, one time slice each; while "
                            "one runs, the others wait. Memory is shared.");
    case Mode::Quota:
        return kitchen ? tr("Gas meters (software slicing): the chef teams take the stove in turns, and each pays into its "
                            "own gas meter. A team whose meter is empty must wait, even at a free stove; each has its own "
                            "pantry shelf quota. The badge says who reads the meters.")
                       : tr("Software slicing: each container's CUDA context takes the GPU in turns, and a token bucket "
                            "meters its share. A container with an empty bucket sleeps, even while the SMs are idle; an "
                            "allocation past its memory quota fails in that container only.");
    }
    return {};
}

void MainWindow::explainPicture()
{
    auto *box = new QMessageBox(QMessageBox::Information, tr("What am I looking at?"), pictureExplanation(),
                                QMessageBox::Close, this);
    box->setObjectName(QStringLiteral("pictureExplanationBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::about()
{
    // One paragraph per tr(), and the markup outside: translators see sentences, not HTML.
    const QStringList sources = {
        tr("NVIDIA Multi-Instance GPU User Guide: profiles, placements, memory and SM counts"),
        tr("NVIDIA Multi-Process Service (MPS) documentation: client limits and SM percentage"),
        tr("NVIDIA Virtual GPU Software User Guide: vGPU types and the time-sliced schedulers"),
        tr("NVIDIA's mig-parted and k8s-device-plugin repositories, and published nvidia-smi output"),
        tr("Published measurements of interference between tenants, for the presets"),
    };
    QString html = QStringLiteral("<p><b>%1</b></p><p>%2</p><p>%3</p><ul>")
                       .arg(tr("GPU Kitchen %1").arg(QCoreApplication::applicationVersion()).toHtmlEscaped(),
                            tr("See how one NVIDIA GPU is shared between tenants: MIG, MPS, vGPU and "
                               "time-slicing, drawn on a real GPU. A teaching simulator: its figures come from a "
                               "model, not from measuring your hardware.")
                                .toHtmlEscaped(),
                            tr("Where the GPU numbers come from:").toHtmlEscaped());
    for (const QString &source : sources)
        html += QStringLiteral("<li>%1</li>").arg(source.toHtmlEscaped());
    html += QStringLiteral("</ul><p>%1</p><p>%2</p>")
                .arg(tr("No licence has been chosen for GPU Kitchen yet.").toHtmlEscaped(),
                     tr("Built with Qt %1 (see Help > About Qt).").arg(QString::fromLatin1(qVersion())).toHtmlEscaped());
    QMessageBox::about(this, tr("About GPU Kitchen"), html);
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
