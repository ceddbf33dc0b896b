// MainWindow, the File side: new, open, save, unsaved changes, recent files, preferences,
// autosave and recovery. The document (ui/document/document.h) reads and writes the files;
// this part asks the questions and shows what went wrong.

#include "mainwindow.h" // own header by plain name: lupdate then knows the class is gpuk::MainWindow

#include "io/filestamp.h"
#include "io/outputfile.h"
#include "io/messages.h"
#include "io/scenariofile.h"
#include "ui/document/document.h"
#include "ui/panels/lessonpanel.h"
#include "ui/shell/autosave.h"
#include "ui/shell/comparedialog.h"
#include "ui/shell/exportdialog.h"
#include "ui/document/commands.h"
#include "ui/canvas/gpucanvas.h"

#include <QBuffer>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QSvgGenerator>
#include <QTimer>

namespace gpuk {

namespace {

// A file could not be written: a window-modal warning with the reason, the user's work kept.
void showWriteError(QWidget *parent, const QString &objectName, const QString &title, const QString &text,
                    const QString &why)
{
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->setObjectName(objectName);
    box->setInformativeText(why);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
}

} // namespace

namespace {

constexpr int maxErrorLinesShown = 15;

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

bool isResource(const QString &fileName)
{
    return fileName.startsWith(QLatin1Char(':'));
}

} // namespace

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

QString MainWindow::demoScenarioFile()
{
    return QStringLiteral(":/scenarios/seed-a100-mig.gpuk.json");
}

Scenario MainWindow::demoScenario()
{
    // Compiled in (resources/scenarios): it cannot be missing.
    const LoadResult r = Document::read(demoScenarioFile());
    Q_ASSERT(r.ok());
    return r.ok() ? *r.scenario : emptyScenario();
}

void MainWindow::openDemo()
{
    openFile(demoScenarioFile());
}

void MainWindow::setScenario(const Scenario &scenario, const QString &fileName)
{
    m_document->reset(scenario, fileName); // a new document: the undo history starts empty
}

bool MainWindow::openFile(const QString &fileName, QString *errors)
{
    // Looked at before it is read: a change made while reading is seen (and asked about) later.
    const FileStamp seen = isResource(fileName) ? FileStamp() : FileStamp::of(fileName);
    const LoadResult r = Document::read(fileName);
    if (r.ok()) {
        // Read first, ask second: a corrupt file never costs the open work a question.
        if (!maybeSave())
            return false;
        setScenario(*r.scenario, fileName);
        if (!isResource(fileName))
            m_document->setDiskStamp(seen);
        emit scenarioReplaced(false);
        if (!isResource(fileName))
            rememberFile(fileName);
        return true;
    }
    showOpenError(fileName, r, errors);
    return false;
}

void MainWindow::showOpenError(const QString &fileName, const LoadResult &r, QString *errors)
{
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
    return true;
}

Scenario MainWindow::currentScenario() const
{
    return m_document->scenarioWithPlan();
}

bool MainWindow::save()
{
    if (!m_document->hasWritableFile())
        return saveAsDialog();
    QString error;
    return saveTo(m_document->fileName(), &error);
}

bool MainWindow::saveAs(const QString &fileName, QString *error)
{
    return saveTo(Document::withScenarioExtension(fileName), error);
}

bool MainWindow::saveAsDialog()
{
    QString suggested = QFileInfo(fileName()).fileName();
    if (!m_document->hasWritableFile()) {
        const QString name = scenario().name.empty() ? tr("untitled") : qs(scenario().name);
        suggested = Document::withScenarioExtension(name);
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

bool MainWindow::saveTo(const QString &fileName, QString *error, bool askIfChangedOnDisk)
{
    if (askIfChangedOnDisk && m_document->hasWritableFile()
        && QFileInfo(fileName).absoluteFilePath() == m_document->fileName()) {
        if (const std::optional<bool> asked = askBeforeSavingOver())
            return *asked;
    }
    QString why;
    if (!m_document->save(fileName, &why)) {
        if (error)
            *error = why;
        showWriteError(this, QStringLiteral("saveErrorBox"), tr("Cannot save scenario"),
                       tr("%1 could not be written. Your work is still open.").arg(QDir::toNativeSeparators(fileName)),
                       why);
        return false;
    }
    rememberFile(fileName);
    emit scenarioSaved(fileName);
    if (m_autosaver)
        m_autosaver->removeAutosave();
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(fileName)), 4000);
    return true;
}

QString MainWindow::fileName() const
{
    return m_document->fileName();
}

bool MainWindow::isModified() const
{
    return m_document->isModified();
}

void MainWindow::onModifiedChanged(bool modified)
{
    setWindowModified(modified);
    if (m_autosaver) {
        if (modified)
            m_autosaver->noteEdit();
        else
            m_autosaver->removeAutosave();
    }
    emit modificationChanged(modified);
}

QString MainWindow::displayName() const
{
    return scenario().name.empty() ? tr("Untitled scenario") : qs(scenario().name);
}

bool MainWindow::maybeSave()
{
    if (!isModified())
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
    if (m_lessonPanel)
        m_lessonPanel->setSettings(m_settings);
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
    if (m_document->hasWritableFile())
        return QFileInfo(fileName()).absolutePath();
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
    m_autosaver->setSource([this] { return isModified(); }, [this] { return currentScenario(); },
                           [this] { return m_document->isBuiltin() ? QString() : fileName(); },
                           [this] { return m_document->diskStamp(); });

    // A failing autosave (disk full, directory not writable) is never silent: a warning stays in
    // the status bar until a write succeeds again, the reason in its tooltip. It has its text and
    // so its height from the start: a status bar whose height changes while a temporary message
    // is shown re-lays itself out and shows the hidden left-hand text under the message.
    auto *warning = statusBar()->findChild<QLabel *>(QStringLiteral("autosaveWarning"));
    if (!warning) {
        warning = new QLabel(tr("Autosave failed: save your work"), statusBar());
        warning->setObjectName(QStringLiteral("autosaveWarning"));
        warning->setStyleSheet(QStringLiteral("QLabel { color: white; background: #b3261e; padding: 1px 6px; }"));
        statusBar()->addPermanentWidget(warning);
    }
    warning->hide();
    connect(m_autosaver, &Autosaver::failed, warning, [warning](const QString &reason) {
        warning->setText(tr("Autosave failed: save your work"));
        warning->setToolTip(tr("Autosave failed: %1").arg(reason));
        warning->setAccessibleName(warning->text());
        warning->setAccessibleDescription(warning->toolTip());
        warning->show();
    });
    connect(m_autosaver, &Autosaver::written, warning, &QLabel::hide);
    connect(this, &MainWindow::scenarioSaved, warning, &QLabel::hide, Qt::UniqueConnection);
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
    if (e.originalStamp.known)
        m_document->setDiskStamp(e.originalStamp); // the file as the crashed session knew it
    emit scenarioReplaced(true);
    m_document->setModified(true); // recovered work is unsaved work, with nothing to undo
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
// The file changed on disk by someone else

void MainWindow::scheduleFileCheck()
{
    if (m_fileCheckPending || m_fileCheckRunning)
        return;
    m_fileCheckPending = true;
    QTimer::singleShot(0, this, [this] {
        if (m_fileCheckPending)
            checkFileOnDisk();
    });
}

bool MainWindow::checkFileOnDisk()
{
    m_fileCheckPending = false;
    if (m_fileCheckRunning || m_planSearch)
        return false; // a question (or the search's modal dialog) is open: asked once it is done
    FileStamp now;
    const Document::DiskState state = m_document->diskState(&now);
    if (state == Document::DiskState::Same || now.sameContent(m_document->answeredDiskStamp()))
        return false;
    DiskChangeQuestion question;
    question.fileName = fileName();
    question.deleted = state == Document::DiskState::Missing;
    question.saving = false;
    question.modified = isModified();
    m_fileCheckRunning = true;
    DiskChangeAnswer answer = askAboutDiskChange(question);
    if (question.deleted && answer == DiskChangeAnswer::Reload)
        answer = DiskChangeAnswer::KeepMine; // nothing there to reload
    switch (answer) {
    case DiskChangeAnswer::Reload:
        if (!reloadFromDisk())
            keepMineOver(now);
        break;
    case DiskChangeAnswer::KeepMine:
        keepMineOver(now);
        break;
    case DiskChangeAnswer::SaveAs:
        if (!saveAsDialog())
            keepMineOver(now);
        break;
    case DiskChangeAnswer::Overwrite: {
        QString error;
        if (!saveTo(fileName(), &error, false))
            keepMineOver(now);
        break;
    }
    }
    m_fileCheckRunning = false;
    return true;
}

std::optional<bool> MainWindow::askBeforeSavingOver()
{
    FileStamp now;
    if (m_document->diskState(&now) != Document::DiskState::Changed)
        return std::nullopt; // as read or saved here, or gone: writing it loses nothing
    DiskChangeQuestion question;
    question.fileName = fileName();
    question.saving = true;
    question.modified = isModified();
    const bool nested = m_fileCheckRunning;
    m_fileCheckRunning = true;
    const DiskChangeAnswer answer = askAboutDiskChange(question);
    std::optional<bool> result = false;
    switch (answer) {
    case DiskChangeAnswer::Overwrite:
        result = std::nullopt; // confirmed: write
        break;
    case DiskChangeAnswer::Reload:
        if (!reloadFromDisk())
            keepMineOver(now);
        break;
    case DiskChangeAnswer::SaveAs:
        result = saveAsDialog();
        if (!*result)
            keepMineOver(now);
        break;
    case DiskChangeAnswer::KeepMine:
        keepMineOver(now);
        statusBar()->showMessage(tr("Not saved: %1 was changed by another program.")
                                     .arg(QDir::toNativeSeparators(fileName())),
                                 8000);
        break;
    }
    m_fileCheckRunning = nested;
    return result;
}

void MainWindow::keepMineOver(const FileStamp &disk)
{
    m_document->setAnsweredDiskStamp(disk);
    if (!isModified())
        m_document->setModified(true); // it differs from the file now: Save writes it
}

bool MainWindow::reloadFromDisk()
{
    const QString file = fileName();
    const FileStamp seen = FileStamp::of(file); // before reading, as openFile() does
    const LoadResult r = Document::read(file);
    if (!r.ok()) {
        showOpenError(file, r, nullptr);
        return false;
    }
    setScenario(*r.scenario, file); // the unsaved work goes: the user chose Reload
    m_document->setDiskStamp(seen);
    emit scenarioReplaced(false);
    statusBar()->showMessage(tr("Reloaded %1 from disk.").arg(QDir::toNativeSeparators(file)), 8000);
    return true;
}

MainWindow::DiskChangeAnswer MainWindow::askAboutDiskChange(const DiskChangeQuestion &question)
{
    if (m_diskChangePrompt)
        return m_diskChangePrompt(question);
    const QString file = QDir::toNativeSeparators(question.fileName);
    QMessageBox box(QMessageBox::Warning,
                    question.deleted ? tr("File deleted on disk") : tr("File changed on disk"),
                    question.deleted
                        ? tr("%1 was deleted or moved by another program.").arg(file)
                        : tr("%1 was changed by another program since it was opened or saved here.").arg(file),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("fileChangedOnDiskBox"));
    QAbstractButton *reload = nullptr;
    QAbstractButton *keep = nullptr;
    QAbstractButton *overwrite = nullptr;
    QAbstractButton *defaultButton = nullptr;
    if (question.deleted) {
        box.setInformativeText(tr("The scenario shown here is kept. Save it there again, or under another name?"));
        overwrite = box.addButton(tr("Save &Again"), QMessageBox::AcceptRole);
        keep = box.addButton(tr("&Keep"), QMessageBox::RejectRole);
        defaultButton = keep;
    } else if (question.saving) {
        box.setInformativeText(tr("Saving now replaces the other program's version with yours."));
        overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
        reload = box.addButton(tr("&Reload"), QMessageBox::ResetRole);
        keep = box.addButton(QMessageBox::Cancel);
        defaultButton = keep;
    } else {
        box.setInformativeText(
            question.modified
                ? tr("Reload discards your unsaved changes and shows the file as it is now; Keep Mine keeps them "
                     "and leaves the file as it is.")
                : tr("Reload shows the file as it is now; Keep Mine keeps the scenario shown here and leaves the "
                     "file as it is."));
        reload = box.addButton(tr("&Reload"), QMessageBox::AcceptRole);
        keep = box.addButton(tr("&Keep Mine"), QMessageBox::RejectRole);
        defaultButton = question.modified ? keep : reload; // unsaved work is never dropped by Enter
    }
    QAbstractButton *saveAs = box.addButton(tr("Save &As…"), QMessageBox::ActionRole);
    box.setDefaultButton(qobject_cast<QPushButton *>(defaultButton));
    box.setEscapeButton(keep);
    box.exec();
    const QAbstractButton *clicked = box.clickedButton();
    if (clicked && clicked == reload)
        return DiskChangeAnswer::Reload;
    if (clicked && clicked == overwrite)
        return DiskChangeAnswer::Overwrite;
    if (clicked && clicked == saveAs)
        return DiskChangeAnswer::SaveAs;
    return DiskChangeAnswer::KeepMine;
}

void MainWindow::openFileDialog()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open scenario"), dialogDirectory(),
        tr("GPU Kitchen scenarios (*.gpuk.json);;JSON files (*.json);;All files (*)"));
    if (!file.isEmpty())
        openFile(file);
}

} // namespace gpuk

namespace gpuk {

// ---------------------------------------------------------------------------------------------
// File > Export

namespace {

// The base of an exported file's name: the scenario file's name, else the scenario's name.
QString exportBaseName(const Document *doc, const Scenario &s)
{
    if (doc->hasWritableFile()) {
        QString name = QFileInfo(doc->fileName()).fileName();
        for (const QString &ext : {QStringLiteral(".gpuk.json"), QStringLiteral(".json")})
            if (name.endsWith(ext, Qt::CaseInsensitive)) {
                name.chop(ext.size());
                break;
            }
        return name;
    }
    return s.name.empty() ? QStringLiteral("scenario") : QString::fromStdString(s.name);
}

} // namespace

void MainWindow::showExportDialog()
{
    if (m_exportDialog) {
        m_exportDialog->raise();
        m_exportDialog->activateWindow();
        return;
    }
    const Scenario s = m_document->scenarioWithPlan();
    m_exportDialog = new ExportDialog(s, exportBaseName(m_document, s), this);
    m_exportDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_exportDialog->setDirectory(dialogDirectory());
    if (m_saveNamePrompt)
        m_exportDialog->setFileNamePrompt(m_saveNamePrompt);
    // The dialog shows the plan as it was when opened: an edit afterwards closes it rather than
    // leave text that no longer matches the picture.
    connect(m_document, &Document::changed, m_exportDialog, &QDialog::close);
    m_exportDialog->show();
}

void MainWindow::showCompareDialog()
{
    if (m_compareDialog) {
        m_compareDialog->raise();
        m_compareDialog->activateWindow();
        return;
    }
    m_compareDialog = new CompareDialog(m_document->scenarioWithPlan(), this);
    m_compareDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_document, &Document::changed, m_compareDialog, &QDialog::close); // it compares what was shown
    m_compareDialog->show();
}

void MainWindow::showComparisonWindow()
{
    if (m_comparisonWindow) {
        m_comparisonWindow->raise();
        m_comparisonWindow->activateWindow();
        return;
    }
    m_comparisonWindow = new ComparisonWindow(m_document->scenarioWithPlan(), m_skin, this);
    m_comparisonWindow->setAttribute(Qt::WA_DeleteOnClose);
    ComparisonWindow *window = m_comparisonWindow;
    connect(this, &MainWindow::skinChanged, window, &ComparisonWindow::setSkin);
    connect(m_document, &Document::changed, window, [window](const DocumentChange &what) {
        // stale once the tenants, the GPU or the run's settings change; which mode and plan the main
        // canvas shows (its "Open on the canvas" among them) does not change what it compares
        if (what.has(DocumentChange::Reset | DocumentChange::Tenants | DocumentChange::Tenant | DocumentChange::TenantRate
                     | DocumentChange::Gpu | DocumentChange::Metadata))
            window->close();
    });
    connect(window, &ComparisonWindow::openRequested, this, [this](const SharingPlan &plan) {
        m_document->undoStack()->push(new SetModeCommand(m_document, plan.mode, plan));
    });
    window->show();
}

void MainWindow::updateExploreMigAction()
{
    const GpuModel *gpu = m_document->scenario().gpu();
    m_exploreMigAction->setEnabled(gpu && gpu->supportsMig());
}

void MainWindow::showMigExplorer()
{
    if (m_migExplorer) {
        m_migExplorer->raise();
        m_migExplorer->activateWindow();
        return;
    }
    const GpuModel *gpu = m_document->scenario().gpu();
    if (!gpu || !gpu->supportsMig())
        return;
    m_migExplorer = new MigExplorerDialog(m_document->scenarioWithPlan(), this);
    m_migExplorer->setAttribute(Qt::WA_DeleteOnClose);
    MigExplorerDialog *dialog = m_migExplorer;
    dialog->setSkin(m_skin); // and follows the window's skin
    connect(this, &MainWindow::skinChanged, dialog, &MigExplorerDialog::setSkin);
    connect(m_document, &Document::changed, dialog, [dialog](const DocumentChange &what) {
        // stale once the tenants, the GPU or the run's settings change; a plan or mode is what it offers
        if (what.has(DocumentChange::Reset | DocumentChange::Tenants | DocumentChange::Tenant
                     | DocumentChange::TenantRate | DocumentChange::Gpu | DocumentChange::Metadata))
            dialog->close();
    });
    connect(dialog, &MigExplorerDialog::openRequested, this, [this](const SharingPlan &plan, const QString &layout) {
        m_document->undoStack()->push(new SetMigPlanCommand(m_document, plan.mig, layout));
    });
    dialog->show();
}

void MainWindow::showAdvisor()
{
    if (m_advisorDialog) {
        m_advisorDialog->raise();
        m_advisorDialog->activateWindow();
        return;
    }
    m_advisorDialog = new AdvisorDialog(m_document->scenarioWithPlan(), m_skin, this);
    m_advisorDialog->setAttribute(Qt::WA_DeleteOnClose);
    AdvisorDialog *dialog = m_advisorDialog;
    connect(m_document, &Document::changed, dialog, [dialog](const DocumentChange &what) {
        // stale once the tenants, the GPU or the run's settings change; a plan or mode is what it offers
        if (what.has(DocumentChange::Reset | DocumentChange::Tenants | DocumentChange::Tenant
                     | DocumentChange::TenantRate | DocumentChange::Gpu | DocumentChange::Metadata))
            dialog->close();
    });
    connect(this, &MainWindow::skinChanged, dialog, &AdvisorDialog::setSkin);
    connect(dialog, &AdvisorDialog::openRequested, this, [this](Mode mode, const SharingPlan &plan) {
        auto *command = new SetModeCommand(m_document, mode, plan); // one undo step: the mode and its plan
        if (command->changesSomething())
            m_document->push(command);
        else
            delete command;
    });
    dialog->show();
}

bool MainWindow::exportPicture(const QString &path, PictureFormat format, QString *error)
{
    const QSize size = m_canvas->size();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (format == PictureFormat::Png) {
        // Twice the window's pixels: sharp on a slide or a printed handout.
        QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2);
        image.fill(m_canvas->palette().color(QPalette::Window));
        {
            QPainter p(&image);
            m_canvas->paintPicture(p);
        }
        image.save(&buffer, "PNG");
    } else {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(QString::fromStdString(scenario().name));
        svg.setDescription(tr("GPU Kitchen: %1").arg(m_canvas->accessibleName()));
        QPainter p(&svg);
        p.fillRect(QRect(QPoint(0, 0), size), m_canvas->palette().color(QPalette::Window));
        m_canvas->paintPicture(p);
    }
    buffer.close();
    const OutputResult r = writeOutputFile(path, bytes);
    if (!r.ok && error)
        *error = r.error;
    return r.ok;
}

void MainWindow::exportPictureDialog(PictureFormat format)
{
    const bool png = format == PictureFormat::Png;
    const QString suggested = QDir(dialogDirectory())
                                  .filePath(exportBaseName(m_document, scenario())
                                            + (png ? QStringLiteral(".png") : QStringLiteral(".svg")));
    const QString path = m_saveNamePrompt
        ? m_saveNamePrompt(suggested)
        : QFileDialog::getSaveFileName(this, png ? tr("Save the picture as PNG") : tr("Save the picture as SVG"),
                                       suggested, png ? tr("PNG images (*.png)") : tr("SVG drawings (*.svg)"));
    if (path.isEmpty())
        return;
    QString why;
    if (!exportPicture(path, format, &why)) {
        showWriteError(this, QStringLiteral("exportErrorBox"), tr("Cannot save the picture"),
                       tr("%1 could not be written.").arg(QDir::toNativeSeparators(path)), why);
        return;
    }
    statusBar()->showMessage(tr("Picture saved to %1").arg(QDir::toNativeSeparators(path)), 8000);
}

} // namespace gpuk
