#include "mainwindow.h" // own header by plain name: lupdate then knows the class is gpuk::MainWindow

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
#include "ui/panels/inspector.h"
#include "ui/text/format.h"
#include "ui/text/words.h"
#include "ui/shell/languagemanager.h"
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
#include <QScrollArea>
#include <QUndoStack>
#include <QUndoView>
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

constexpr int maxErrorLinesShown = 15;

QIcon swatchIcon(const QColor &c)
{
    // Drawn at 64 px: sharp at the list's 22 px up to a device pixel ratio of 2 and more.
    QPixmap pm(64, 64);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(2, 2);
    p.setPen(QPen(c.darker(140), 2));
    p.setBrush(c);
    p.drawRoundedRect(QRectF(3, 3, 26, 26), 6, 6);
    return QIcon(pm);
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

bool isResource(const QString &fileName)
{
    return fileName.startsWith(QLatin1Char(':'));
}

const QString scenarioExtension = QStringLiteral(".gpuk.json");

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
    // The single "plan changed" path: every edit, undo and redo ends in refresh().
    connect(m_document, &Document::changed, this, &MainWindow::refresh);
    // The modified mark follows the undo stack; saving marks it clean; a new document starts
    // clean, except recovered work, which stays unsaved until it is saved (resetClean).
    connect(m_document, &Document::cleanChanged, this, [this](bool clean) { setModified(!clean); });
    connect(this, &MainWindow::scenarioSaved, m_document->undoStack(), &QUndoStack::setClean);
    connect(this, &MainWindow::scenarioReplaced, this, [this](bool recovered) {
        if (recovered)
            m_document->undoStack()->resetClean();
    });
    retranslateUi();
    resize(1600, 1000);
    connect(LanguageManager::instance(), &LanguageManager::languageChanged, this, [this](const QString &code) {
        if (!m_settings)
            return;
        m_prefs.language = code;
        storePreferences();
    });
}

MainWindow::~MainWindow()
{
    // The children go after this body: the undo stack clears itself and emits (clean, undo text)
    // while the window is already half destroyed, and so may the simulation controller. Nothing
    // of the window may react to them any more.
    m_document->undoStack()->disconnect();
    m_document->disconnect();
    m_sim->disconnect();
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
        if (r.ok()) {
            Scenario s = *r.scenario;
            localizeBuiltinScenario(s);
            return s;
        }
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

void MainWindow::openDemo()
{
    const QString seed = QStringLiteral(":/scenarios/seed-a100-mig.gpuk.json");
    if (!QFile::exists(seed) || !openFile(seed)) {
        setScenario(demoScenario());
        setModified(false);
    }
}

void MainWindow::setScenario(const Scenario &scenario, const QString &fileName)
{
    m_fileName = fileName;
    m_document->reset(scenario); // a new document: the undo history starts empty; changed() -> refresh()
}

bool MainWindow::openFile(const QString &fileName, QString *errors)
{
    const LoadResult r = loadScenarioFile(fileName, false); // layout problems are shown, not refused
    if (r.ok()) {
        // Read first, ask second: a corrupt file never costs the open work a question.
        if (!maybeSave())
            return false;
        Scenario scenario = *r.scenario;
        if (isBuiltinScenarioFile(fileName))
            localizeBuiltinScenario(scenario);
        setScenario(scenario, fileName);
        emit scenarioReplaced(false);
        setModified(false);
        if (!isResource(fileName))
            rememberFile(fileName);
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

Scenario MainWindow::emptyScenario()
{
    // An empty A100-40GB with MIG on and no instances: the slices are there to be filled, and
    // nothing is wrong yet. The name stays empty ("Untitled scenario" is shown, translated);
    // Save As names it after the file.
    Scenario s;
    s.gpuId = "A100-40GB";
    s.sharing.mode = Mode::Mig;
    return s;
}

bool MainWindow::newScenario()
{
    if (!maybeSave())
        return false;
    setScenario(emptyScenario());
    emit scenarioReplaced(false);
    setModified(false);
    return true;
}

Scenario MainWindow::currentScenario() const
{
    return m_document->scenarioWithPlan();
}

QString MainWindow::withScenarioExtension(const QString &fileName)
{
    if (fileName.endsWith(scenarioExtension, Qt::CaseInsensitive))
        return fileName;
    QString base = fileName;
    for (const QLatin1String partial : {QLatin1String(".json"), QLatin1String(".gpuk"), QLatin1String(".")})
        if (base.endsWith(partial, Qt::CaseInsensitive))
            base.chop(partial.size());
    return base + scenarioExtension;
}

bool MainWindow::save()
{
    if (m_fileName.isEmpty() || isResource(m_fileName))
        return saveAsDialog();
    QString error;
    return saveTo(m_fileName, &error);
}

bool MainWindow::saveAs(const QString &fileName, QString *error)
{
    return saveTo(withScenarioExtension(fileName), error);
}

bool MainWindow::saveAsDialog()
{
    QString suggested = QFileInfo(m_fileName).fileName();
    if (m_fileName.isEmpty() || isResource(m_fileName)) {
        const QString name = scenario().name.empty() ? tr("untitled") : qs(scenario().name);
        suggested = withScenarioExtension(name);
    }
    suggested = QDir(dialogDirectory()).filePath(suggested);
    const QString file = m_saveNamePrompt
        ? m_saveNamePrompt(suggested)
        : QFileDialog::getSaveFileName(this, tr("Save scenario as"), suggested,
                                       tr("GPU Kitchen scenarios (*.gpuk.json)"));
    if (file.isEmpty())
        return false;
    QString error;
    return saveAs(file, &error);
}

bool MainWindow::saveTo(const QString &fileName, QString *error)
{
    Scenario s = currentScenario();
    if (s.name.empty()) // a name is required by the format: the file's own name then
        s.name = QFileInfo(fileName).fileName().chopped(scenarioExtension.size()).toStdString();
    if (s.name.empty())
        s.name = tr("Untitled scenario").toStdString();
    QString why;
    if (!saveScenarioFile(s, fileName, &why)) {
        if (error)
            *error = why;
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot save scenario"),
                                    tr("%1 could not be written. Your work is still open.")
                                        .arg(QDir::toNativeSeparators(fileName)),
                                    QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("saveErrorBox"));
        box->setInformativeText(why);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open();
        return false;
    }
    if (s.name != scenario().name) // the name the file got; the undo history stays
        m_document->setState(s, m_document->plan());
    m_fileName = fileName;
    rememberFile(fileName);
    emit scenarioSaved(fileName);
    setModified(false);
    if (m_autosaver)
        m_autosaver->removeAutosave();
    updateHeader();
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(fileName)), 4000);
    return true;
}

void MainWindow::setModified(bool modified)
{
    const bool changed = modified != m_modified;
    m_modified = modified;
    setWindowModified(modified);
    if (modified && m_autosaver)
        m_autosaver->noteEdit();
    if (!modified && m_autosaver)
        m_autosaver->removeAutosave();
    if (changed)
        emit modificationChanged(modified);
}

QString MainWindow::displayName() const
{
    return scenario().name.empty() ? tr("Untitled scenario") : qs(scenario().name);
}

bool MainWindow::maybeSave()
{
    if (!m_modified)
        return true;
    UnsavedAnswer answer = UnsavedAnswer::Cancel;
    if (m_unsavedPrompt) {
        answer = m_unsavedPrompt(displayName());
    } else {
        QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                        tr("“%1” has changes that are not saved.").arg(displayName()),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
        box.setInformativeText(tr("Save them before going on?"));
        box.setDefaultButton(QMessageBox::Save);
        box.setObjectName(QStringLiteral("unsavedChangesBox"));
        const int button = box.exec();
        answer = button == QMessageBox::Save ? UnsavedAnswer::Save
            : button == QMessageBox::Discard ? UnsavedAnswer::Discard
                                             : UnsavedAnswer::Cancel;
    }
    switch (answer) {
    case UnsavedAnswer::Save:
        return save();
    case UnsavedAnswer::Discard:
        return true;
    case UnsavedAnswer::Cancel:
        return false;
    }
    return false;
}

// ---------------------------------------------------------------------------------------------
// Preferences, recent files, autosave

void MainWindow::setSettings(QSettings *settings)
{
    if (m_settings == settings)
        return;
    delete m_settings;
    m_settings = settings;
    if (m_settings) {
        m_settings->setParent(this);
        m_prefs = Preferences::load(*m_settings);
    } else {
        m_prefs = Preferences();
    }
    updateRecentMenu();
}

void MainWindow::storePreferences()
{
    if (!m_settings)
        return;
    m_prefs.save(*m_settings);
    m_settings->sync();
}

void MainWindow::restoreWindowState()
{
    if (!m_prefs.geometry.isEmpty())
        restoreGeometry(m_prefs.geometry);
    if (!m_prefs.windowState.isEmpty())
        restoreState(m_prefs.windowState);
}

void MainWindow::setSkinPreference(const QString &skin)
{
    m_prefs.skin = skin;
    storePreferences();
}

void MainWindow::rememberFile(const QString &fileName)
{
    m_prefs.addRecentFile(fileName);
    m_prefs.lastDirectory = QFileInfo(fileName).absolutePath();
    storePreferences();
    updateRecentMenu();
}

void MainWindow::clearRecentFiles()
{
    m_prefs.recentFiles.clear();
    storePreferences();
    updateRecentMenu();
}

void MainWindow::pruneRecentFiles()
{
    const QStringList removed = m_prefs.pruneMissingRecentFiles();
    if (removed.isEmpty())
        return;
    storePreferences();
    updateRecentMenu();
    statusBar()->showMessage(removed.size() == 1
                                 ? tr("%1 no longer exists and was removed from Open Recent.")
                                       .arg(QDir::toNativeSeparators(removed.first()))
                                 : tr("%1 missing files were removed from Open Recent.").arg(removed.size()),
                             8000);
}

void MainWindow::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    for (QAction *a : m_recentMenu->actions())
        if (a != m_clearRecentAction) {
            m_recentMenu->removeAction(a);
            a->setObjectName(QString()); // gone now, deleted later: it may be the one triggered
            a->deleteLater();
        }
    int n = 0;
    for (const QString &file : m_prefs.recentFiles) {
        ++n;
        // "&1 name.gpuk.json": a file name is user data, the number is the accelerator.
        QString shown = QFileInfo(file).fileName();
        shown.replace(QLatin1Char('&'), QLatin1String("&&")); // a literal '&', not an accelerator
        auto *a = new QAction(QStringLiteral("&%1 %2").arg(n).arg(shown), m_recentMenu);
        a->setObjectName(QStringLiteral("recentFile_%1").arg(n));
        a->setProperty("gpuk_userData", true);
        a->setData(file);
        a->setToolTip(QDir::toNativeSeparators(file));
        a->setStatusTip(QDir::toNativeSeparators(file));
        connect(a, &QAction::triggered, this, [this, file] {
            if (!QFileInfo::exists(file)) {
                pruneRecentFiles();
                return;
            }
            openFile(file);
        });
        m_recentMenu->insertAction(m_clearRecentAction, a);
    }
    if (n > 0 && m_clearRecentAction)
        m_recentMenu->insertSeparator(m_clearRecentAction);
    m_clearRecentAction->setEnabled(n > 0);
    m_recentMenu->setEnabled(n > 0);
}

QString MainWindow::dialogDirectory() const
{
    if (!m_fileName.isEmpty() && !isResource(m_fileName))
        return QFileInfo(m_fileName).absolutePath();
    if (!m_prefs.lastDirectory.isEmpty() && QFileInfo(m_prefs.lastDirectory).isDir())
        return m_prefs.lastDirectory;
    return QDir::homePath();
}

void MainWindow::setAutosaver(Autosaver *autosaver)
{
    delete m_autosaver;
    m_autosaver = autosaver;
    if (!m_autosaver)
        return;
    m_autosaver->setParent(this);
    m_autosaver->setSource([this] { return m_modified; }, [this] { return currentScenario(); },
                           [this] { return isResource(m_fileName) ? QString() : m_fileName; });
}

bool MainWindow::offerRecovery()
{
    if (!m_autosaver)
        return false;
    const QList<AutosaveEntry> entries = m_autosaver->recoverable();
    if (entries.isEmpty())
        return false;
    const AutosaveEntry &e = entries.first(); // the newest; older ones are offered next time
    RecoveryAnswer answer = RecoveryAnswer::Later;
    if (m_recoveryPrompt) {
        answer = m_recoveryPrompt(e);
    } else {
        QMessageBox box(QMessageBox::Question, tr("Recover unsaved work?"),
                        tr("GPU Kitchen did not close properly. Unsaved work on “%1” was saved automatically at %2.")
                            .arg(e.name.isEmpty() ? tr("Untitled scenario") : e.name,
                                 QLocale().toString(e.saved.toLocalTime(), QLocale::ShortFormat)),
                        QMessageBox::NoButton, this);
        box.setObjectName(QStringLiteral("recoveryBox"));
        box.setInformativeText(e.originalFile.isEmpty()
                                   ? tr("It was a new scenario, never saved.")
                                   : tr("It came from %1.").arg(QDir::toNativeSeparators(e.originalFile)));
        QPushButton *recover = box.addButton(tr("&Recover"), QMessageBox::AcceptRole);
        box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
        box.setDefaultButton(recover);
        box.exec();
        answer = box.clickedButton() == recover ? RecoveryAnswer::Recover : RecoveryAnswer::Discard;
    }
    if (answer == RecoveryAnswer::Later)
        return false;
    if (answer == RecoveryAnswer::Discard) {
        Autosaver::discard(e);
        return false;
    }
    const LoadResult r = loadScenarioFile(e.autosaveFile, false);
    if (!r.ok()) {
        QString errors;
        openFile(e.autosaveFile, &errors); // shows why; the current scenario stays
        return false;
    }
    setScenario(*r.scenario, e.originalFile);
    emit scenarioReplaced(true);
    setModified(true);         // recovered work is unsaved work
    m_autosaver->writeNow();   // this session holds it now, before the old copy goes
    Autosaver::discard(e);
    statusBar()->showMessage(tr("Recovered unsaved work on “%1”.").arg(displayName()), 8000);
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    if (m_settings) {
        m_prefs.geometry = saveGeometry();
        m_prefs.windowState = saveState();
        storePreferences();
    }
    if (m_autosaver)
        m_autosaver->finish();
    event->accept();
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
    auto *command = new SetModeCommand(m_document, mode); // undoable; changed() -> refresh()
    if (command->changesSomething())
        m_document->push(command);
    else
        delete command;
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
    auto *command = new SetGpuCommand(m_document, id); // undoable; changed() -> refresh()
    if (command->changesSomething())
        m_document->push(command);
    else
        delete command;
    return true;
}

void MainWindow::refresh()
{
    // Validate exactly what is shown: this scenario with the shown plan as its active plan.
    Scenario shown = scenario();
    shown.sharing = plan();
    shown.alternatives.clear();
    m_diagnostics = validateScenario(shown);

    m_canvas->setScene(scenario(), plan());
    resetSimulation();
    updateHeader();
    updateSelectors();
    updateTenantList();
    updateDiagnostics();
    updateStatus();
    if (m_modified && m_autosaver)
        m_autosaver->noteEdit(); // every edit passes here: autosave a few seconds later
}

// ---------------------------------------------------------------------------------------------
// Widgets

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
    // The platform's key if it has one, and F11 in any case (the issue promises F11).
    QList<QKeySequence> fullScreenKeys = QKeySequence::keyBindings(QKeySequence::FullScreen);
    if (!fullScreenKeys.contains(QKeySequence(Qt::Key_F11)))
        fullScreenKeys.prepend(QKeySequence(Qt::Key_F11));
    m_fullScreenAction->setShortcuts(fullScreenKeys);
    connect(m_fullScreenAction, &QAction::triggered, this, &MainWindow::setFullScreenMode);

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
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("editMenu"));

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_viewMenu->addAction(m_kitchenAction);
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_viewMenu->addAction(m_darkAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_fullScreenAction);

    // The Simulation menu and the time-controls tool bar share one set of actions.
    m_sim = new SimController(this);
    m_timeControls = new TimeControls(m_sim, this);
    menuBar()->addMenu(m_timeControls->menu());
    addToolBar(Qt::TopToolBarArea, m_timeControls->toolBar());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
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
    sceneRow->addSpacing(12);
    sceneRow->addWidget(m_gpuLabel);
    sceneRow->addWidget(m_gpuCombo);
    sceneBar->addWidget(sceneBox);
    addToolBar(Qt::TopToolBarArea, sceneBar);
    m_sceneToolBar = sceneBar;
    outer->addLayout(header);

    // The canvas with the narrator line under it; right dock: inspector above the tenants and problems lists.
    auto *stage = new QWidget(central);
    stage->setObjectName(QStringLiteral("stage"));
    auto *stageLayout = new QVBoxLayout(stage);
    stageLayout->setContentsMargins(0, 0, 0, 0);
    stageLayout->setSpacing(4);
    m_canvas = new GpuCanvas(stage);
    m_canvasEditor = new CanvasEditor(m_document, m_canvas, this);
    // Right-click > inject a fault: the engine decides the blast radius; the canvas flashes it.
    connect(m_canvasEditor, &CanvasEditor::faultRequested, this, [this](int tenant) { m_sim->injectFault(tenant); });
    connect(m_canvasEditor, &CanvasEditor::message, this, [this](const QString &text) {
        statusBar()->showMessage(text, 8000);
    });
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

    m_sideSplitter->addWidget(inspectorScroll);
    m_sideSplitter->addWidget(side);
    m_sideSplitter->setStretchFactor(0, 3);
    m_sideSplitter->setStretchFactor(1, 2);
    m_sideSplitter->setSizes({440, 500}); // the tenants stay readable; the inspector scrolls
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
    });

    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("statusLabel"));
    m_statusLabel->setFont(mid);
    // Never widens the window; a narrow window shows the line elided, the tooltip has all of it.
    m_statusLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    statusBar()->addWidget(m_statusLabel, 1);

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
    m_chartPanel->setMinimumHeight(140);
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
// The live simulation

// The edits the engine takes without restarting (Engine's live changes): a tenant's arrival rate,
// an MPS client's cap, the time slice of time-slicing or time-sliced vGPU. If the running
// scenario and the edited one differ in nothing else, the changes go to the running engine and
// the teacher sees their effect at once; anything else restarts the run at t = 0.
bool MainWindow::applyLiveEdit()
{
    if (!m_sim->isAvailable() || m_simScenario.tenants.size() != scenario().tenants.size()
        || m_simPlan.mode != plan().mode)
        return false;
    Scenario running = m_simScenario;
    running.sharing = m_simPlan;
    running.alternatives.clear();
    Scenario edited = scenario();
    edited.sharing = plan();
    edited.alternatives.clear();

    std::vector<std::pair<int, double>> rates;
    std::vector<std::pair<int, std::optional<double>>> caps;
    std::optional<double> slice;
    for (size_t i = 0; i < edited.tenants.size(); ++i) {
        Arrival &e = edited.tenants[i].arrival;
        const Arrival &r = running.tenants[i].arrival;
        if (e.ratePerS != r.ratePerS && e.process == r.process && e.process != ArrivalProcess::Backlog) {
            rates.emplace_back(int(i), e.ratePerS);
            e.ratePerS = r.ratePerS;
        }
    }
    if (plan().mode == Mode::Mps && edited.sharing.mps.clients.size() == running.sharing.mps.clients.size()) {
        for (size_t c = 0; c < edited.sharing.mps.clients.size(); ++c) {
            MpsClient &e = edited.sharing.mps.clients[c];
            const MpsClient &r = running.sharing.mps.clients[c];
            if (e.tenant == r.tenant && e.activeThreadPercentage != r.activeThreadPercentage) {
                const int t = m_document->tenantIndex(e.tenant);
                if (t < 0)
                    return false;
                caps.emplace_back(t, e.activeThreadPercentage);
                e.activeThreadPercentage = r.activeThreadPercentage;
            }
        }
    }
    if (plan().mode == Mode::Timeslice && edited.sharing.timeslice.timeSliceMs != running.sharing.timeslice.timeSliceMs) {
        slice = edited.sharing.timeslice.timeSliceMs;
        edited.sharing.timeslice.timeSliceMs = running.sharing.timeslice.timeSliceMs;
    }
    if (plan().mode == Mode::Vgpu && !plan().vgpu.migBacked && edited.sharing.vgpu.timeSliceMs
        && running.sharing.vgpu.timeSliceMs && edited.sharing.vgpu.timeSliceMs != running.sharing.vgpu.timeSliceMs) {
        slice = *edited.sharing.vgpu.timeSliceMs;
        edited.sharing.vgpu.timeSliceMs = running.sharing.vgpu.timeSliceMs;
    }
    if (rates.empty() && caps.empty() && !slice)
        return false;
    if (scenarioToJson(edited) != scenarioToJson(running))
        return false; // something else changed too
    for (const auto &[t, rate] : rates)
        m_sim->setArrivalRate(t, rate);
    for (const auto &[t, cap] : caps)
        m_sim->setMpsCap(t, cap);
    if (slice)
        m_sim->setTimeSliceMs(*slice);
    m_simScenario = scenario();
    m_simPlan = plan();
    updateLiveStatus();
    return true;
}

void MainWindow::resetSimulation()
{
    // A switch into a time-sliced mode starts in slow motion (1/100×: a 2 ms slice lasts 0.2 s on
    // screen), other modes at 1×; the speed is otherwise kept across edits.
    const bool sliced = plan().mode == Mode::Timeslice || (plan().mode == Mode::Vgpu && !plan().vgpu.migBacked);
    if (m_simMode != plan().mode) {
        const auto &ladder = SimController::speedLadder();
        const double wanted = sliced ? 0.01 : 1.0;
        m_sim->setSpeedIndex(int(std::find(ladder.begin(), ladder.end(), wanted) - ladder.begin()));
        m_simMode = plan().mode;
    }
    m_narrator->setScenario(scenario(), plan());
    if (applyLiveEdit())
        return; // a rate, a cap or a slice length: the run goes on with the new value
    m_chartPanel->setScenario(scenario());
    m_sim->reset(scenario(), plan());
    m_chartPanel->setExpectingData(m_sim->isAvailable());
    m_simScenario = scenario();
    m_simPlan = plan();
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
        for (size_t k = 0; k < scenario().tenants.size() && k < last.p99Ms.size(); ++k) {
            const Tenant &t = scenario().tenants[k];
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
    if (event->type() == QEvent::LanguageChange) {
        // An untouched built-in scenario follows the language (its names are translated data).
        if (isBuiltinScenarioFile(m_fileName) && !m_modified)
        {
            Scenario s = scenario();
            relocalizeBuiltinScenario(s, m_fileName);
            m_document->setState(s, m_document->plan()); // names only: not an edit, no undo step
        }
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
    m_viewMenu->setTitle(tr("&View"));
    m_editMenu->setTitle(tr("&Edit"));
    QUndoStack *stack = m_document->undoStack();
    m_undoAction->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
    m_redoAction->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
    m_removeAction->setText(tr("&Remove tenant"));
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
    m_clearRecentAction->setText(tr("&Clear List"));
    m_quitAction->setText(tr("&Quit"));
    m_darkAction->setText(tr("&Dark Palette"));
    m_darkAction->setStatusTip(tr("Switch between a light and a dark palette"));
    m_fullScreenAction->setText(tr("&Full Screen"));
    m_fullScreenAction->setStatusTip(tr("Use the whole screen for the window (F11)"));
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
    m_statusLabel->setAccessibleName(tr("Layout summary"));
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
    updateAccessibility();

    updateHeader();
    updateSelectors();
    updateTenantList();
    updateDiagnostics();
    updateStatus();
}

void MainWindow::updateAccessibility()
{
    m_summaryLabel->setAccessibleName(tr("Scenario summary"));
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
    setWindowModified(m_modified);
    m_scenarioLabel->setText(name);
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
    const QSignalBlocker block(m_tenantList); // clearing must not clear the document's selection
    m_tenantList->clear();
    const ColorScheme scheme = schemeForBackground(palette().color(QPalette::Window));
    for (size_t i = 0; i < scenario().tenants.size(); ++i) {
        const Tenant &t = scenario().tenants[i];
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
    m_tenantList->setCurrentRow(m_document->selectedTenant());
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
    // The canvas's picture model states the plan's figures in the skin's words, so the status
    // bar, the picture and the narrator cannot state different numbers.
    return m_canvas->model().statusText();
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
    m_canvas->setSkin(skin);
    m_narrator->setSkin(skin);
    m_tenantsHeading->setText(m_skin == Skin::Kitchen ? tr("Chef &teams") : tr("&Tenants"));
    updateHeader();
    updateSelectors();
    updateStatus();
    emit skinChanged(skin);
}

void MainWindow::updateStatus()
{
    const QString full = statusText();
    // The status bar spans the window; the live figures take the right part of it.
    const int width = this->width() - 48 - (m_liveLabel ? m_liveLabel->sizeHint().width() : 0);
    m_statusLabel->setText(width > 0 ? m_statusLabel->fontMetrics().elidedText(full, Qt::ElideRight, width) : full);
    m_statusLabel->setToolTip(full);
}

// ---------------------------------------------------------------------------------------------
// Actions

void MainWindow::openFileDialog()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open scenario"), dialogDirectory(),
        tr("GPU Kitchen scenarios (*.gpuk.json);;JSON files (*.json);;All files (*)"));
    if (!file.isEmpty())
        openFile(file);
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
