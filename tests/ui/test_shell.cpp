// The desktop-app shell: File menu (new, open, save, save as, recent files), unsaved-changes
// questions, autosave and crash recovery, preferences, View and Help actions, accessible names,
// and the walk through the widget tree in Simplified Chinese.

#include "catch_qt.h"

#include "analysis/receipts.h"
#include "languageguard.h"
#include "support/testsupport.h"

#include "io/messages.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "ui/shell/appidentity.h"
#include "ui/shell/autosave.h"
#include "ui/shell/comparedialog.h"
#include "ui/shell/exportdialog.h"
#include "ui/document/builtinscenarios.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"
#include "ui/document/tenantpresets.h"
#include "ui/canvas/canvaseditor.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/preferences.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLockFile>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QUndoStack>
#include <QSysInfo>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QThread>
#include <QToolBar>

#include <QJsonObject>

#include <csignal>
#include <functional>
#include <set>

#include <sys/resource.h>
#include <unistd.h>

using namespace gpuk;
using namespace gpuk::test;

namespace {

void closeMessageBoxes(QWidget &w)
{
    for (QMessageBox *b : w.findChildren<QMessageBox *>())
        if (b->isVisible())
            b->close();
    settle();
}

// A window on an empty temporary settings file, never the user's.
struct ShellWindow
{
    QTemporaryDir dir;
    MainWindow window;
    int unsavedQuestions = 0;
    MainWindow::UnsavedAnswer answer = MainWindow::UnsavedAnswer::Cancel;

    ShellWindow()
    {
        REQUIRE(dir.isValid());
        window.setSettings(new QSettings(dir.filePath(QStringLiteral("prefs.ini")), QSettings::IniFormat));
        window.setUnsavedChangesPrompt([this](const QString &) {
            ++unsavedQuestions;
            return answer;
        });
        window.setSaveFileNamePrompt([](const QString &) { return QString(); }); // no dialog
        window.openDemo();
        window.resize(1600, 1000);
        window.show();
        settle();
    }
    QString path(const char *name) const { return dir.filePath(QString::fromLatin1(name)); }
};

// Puts the palette and style back after a test that switched them (tests share one QApplication).
struct PaletteGuard
{
    QPalette palette = QApplication::palette();
    QString style = QApplication::style()->name();
    ~PaletteGuard()
    {
        QApplication::setStyle(style);
        QApplication::setPalette(palette);
    }
};

// Test mode for QStandardPaths, and an autosave directory of this process only (ctest runs the
// cases in parallel processes).
QString testAutosaveDirectory()
{
    QStandardPaths::setTestModeEnabled(true);
    const QString dir = Autosaver::defaultDirectory() + QStringLiteral("-test-")
        + QString::number(QCoreApplication::applicationPid());
    QDir(dir).removeRecursively();
    return dir;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// File menu

TEST_CASE("saving then opening then saving again writes the same bytes", "[shell][io]")
{
    ShellWindow shell;
    MainWindow &w = shell.window;
    const QStringList files = MainWindow::builtinScenarioFiles();
    REQUIRE(files.size() >= 6); // compiled in from resources/scenarios
    for (const QString &file : files) {
        INFO(file.toStdString());
        REQUIRE(w.openFile(file));
        w.setMode(Mode::Mps); // a shown plan that differs from the file's active one
        const QString first = shell.path("first.gpuk.json");
        const QString second = shell.path("second.gpuk.json");
        QString error;
        REQUIRE(w.saveAs(first, &error));
        CHECK(error.isEmpty());
        CHECK(w.fileName() == first);
        CHECK_FALSE(w.isModified());
        REQUIRE(w.openFile(first));
        CHECK(w.mode() == Mode::Mps);
        REQUIRE(w.saveAs(second, &error));
        const QByteArray a = readAll(first), b = readAll(second);
        CHECK_FALSE(a.isEmpty());
        CHECK(a == b);
        // The file's own plan for its mode was kept as an alternative, not lost.
        const LoadResult r = loadScenarioFile(first);
        REQUIRE(r.ok());
        CHECK(r.scenario->sharing.mode == Mode::Mps);
    }
}

TEST_CASE("save as appends the scenario extension", "[shell][io]")
{
    CHECK(Document::withScenarioExtension(QStringLiteral("/tmp/lesson")) == QStringLiteral("/tmp/lesson.gpuk.json"));
    CHECK(Document::withScenarioExtension(QStringLiteral("/tmp/lesson.gpuk.json"))
          == QStringLiteral("/tmp/lesson.gpuk.json"));
    CHECK(Document::withScenarioExtension(QStringLiteral("/tmp/lesson.GPUK.JSON"))
          == QStringLiteral("/tmp/lesson.GPUK.JSON"));
    CHECK(Document::withScenarioExtension(QStringLiteral("/tmp/lesson.json")) == QStringLiteral("/tmp/lesson.gpuk.json"));
    CHECK(Document::withScenarioExtension(QStringLiteral("/tmp/lesson.gpuk")) == QStringLiteral("/tmp/lesson.gpuk.json"));
    CHECK(Document::withScenarioExtension(QStringLiteral("/tmp/v1.2")) == QStringLiteral("/tmp/v1.2.gpuk.json"));

    ShellWindow shell;
    MainWindow &w = shell.window;
    REQUIRE(w.saveAs(shell.path("class-demo")));
    CHECK(w.fileName() == shell.path("class-demo.gpuk.json"));
    CHECK(QFileInfo::exists(shell.path("class-demo.gpuk.json")));
    CHECK_FALSE(QFileInfo::exists(shell.path("class-demo")));

    SECTION("the Save As dialog's answer gets the extension too")
    {
        w.setSaveFileNamePrompt([&](const QString &suggested) {
            CHECK(suggested.endsWith(QStringLiteral(".gpuk.json")));
            return shell.path("from-dialog");
        });
        REQUIRE(w.saveAsDialog());
        CHECK(w.fileName() == shell.path("from-dialog.gpuk.json"));
    }
    SECTION("Save on a built-in scenario asks for a name instead of writing into the resources")
    {
        REQUIRE(w.openFile(MainWindow::builtinScenarioFiles().first()));
        int asked = 0;
        w.setSaveFileNamePrompt([&](const QString &) {
            ++asked;
            return QString(); // cancelled
        });
        CHECK_FALSE(w.save());
        CHECK(asked == 1);
        CHECK(w.fileName().startsWith(QLatin1Char(':')));
    }
}

TEST_CASE("new gives an empty A100-40GB scenario that draws without problems and saves", "[shell][io]")
{
    ShellWindow shell;
    MainWindow &w = shell.window;
    REQUIRE(w.newScenario());
    settle();
    CHECK(w.gpuId() == QStringLiteral("A100-40GB"));
    CHECK(w.scenario().tenants.empty());
    CHECK(w.fileName().isEmpty());
    CHECK_FALSE(w.isModified());
    CHECK_FALSE(hasErrors(w.diagnostics()));
    CHECK(w.canvas()->gpuLayout().isValid());
    CHECK_FALSE(w.canvas()->grab().isNull());
    CHECK(w.windowTitle().contains(QStringLiteral("Untitled scenario")));
    CHECK_FALSE(w.statusText().isEmpty());

    // The format needs a name: the file's.
    REQUIRE(w.saveAs(shell.path("empty-a100")));
    const LoadResult r = loadScenarioFile(shell.path("empty-a100.gpuk.json"));
    INFO(r.diagnostics.size());
    REQUIRE(r.ok());
    CHECK(r.scenario->name == "empty-a100");
    CHECK(r.scenario->tenants.empty());
}

TEST_CASE("the recent files list keeps the newest first, at most eight, and prunes missing files", "[shell][prefs]")
{
    Preferences p;
    for (int i = 0; i < 10; ++i)
        p.addRecentFile(QStringLiteral("/nowhere/%1.gpuk.json").arg(i));
    REQUIRE(p.recentFiles.size() == Preferences::maxRecentFiles);
    CHECK(p.recentFiles.first() == QStringLiteral("/nowhere/9.gpuk.json"));
    CHECK(p.recentFiles.last() == QStringLiteral("/nowhere/2.gpuk.json"));
    p.addRecentFile(QStringLiteral("/nowhere/5.gpuk.json")); // again: moves to the front, no duplicate
    CHECK(p.recentFiles.first() == QStringLiteral("/nowhere/5.gpuk.json"));
    CHECK(p.recentFiles.count(QStringLiteral("/nowhere/5.gpuk.json")) == 1);
    CHECK(p.pruneMissingRecentFiles().size() == Preferences::maxRecentFiles);
    CHECK(p.recentFiles.isEmpty());

    ShellWindow shell;
    MainWindow &w = shell.window;
    QStringList saved;
    for (const char *name : {"a", "b", "c"}) {
        REQUIRE(w.saveAs(shell.path(name)));
        saved.prepend(shell.path(name) + QStringLiteral(".gpuk.json"));
    }
    REQUIRE(w.openFile(saved.last())); // "a" again: first now
    CHECK(w.recentFiles() == QStringList({saved[2], saved[0], saved[1]}));
    // Built-in scenarios are not files: not listed.
    REQUIRE(w.openFile(MainWindow::builtinScenarioFiles().first()));
    CHECK(w.recentFiles().size() == 3);

    // The menu lists them by file name, numbered.
    auto *menu = w.findChild<QMenu *>(QStringLiteral("recentMenu"));
    REQUIRE(menu);
    CHECK(menu->isEnabled());
    auto *first = w.findChild<QAction *>(QStringLiteral("recentFile_1"));
    REQUIRE(first);
    CHECK(first->text() == QStringLiteral("&1 a.gpuk.json"));

    // Stored, and read back by a new window.
    {
        MainWindow other;
        other.setSettings(new QSettings(shell.dir.filePath(QStringLiteral("prefs.ini")), QSettings::IniFormat));
        CHECK(other.recentFiles() == w.recentFiles());
    }

    // A deleted file leaves the list when the menu opens, with a message.
    REQUIRE(QFile::remove(saved[1]));
    emit menu->aboutToShow();
    CHECK(w.recentFiles() == QStringList({saved[2], saved[0]}));
    CHECK(w.statusBar()->currentMessage().contains(QStringLiteral("b.gpuk.json")));
    // Choosing one that vanished meanwhile prunes it too.
    REQUIRE(QFile::remove(saved[0]));
    auto *second = w.findChild<QAction *>(QStringLiteral("recentFile_2"));
    REQUIRE(second);
    second->trigger();
    settle();
    CHECK(w.recentFiles() == QStringList({saved[2]}));
    w.clearRecentFiles();
    CHECK(w.recentFiles().isEmpty());
    CHECK_FALSE(menu->isEnabled());
}

TEST_CASE("opening a corrupt file keeps the work and its unsaved changes and names each path and rule",
          "[shell][io]")
{
    ShellWindow shell;
    MainWindow &w = shell.window;
    w.setMode(Mode::Mps);
    w.document()->setModified(true); // unsaved work
    const QByteArray before = scenarioToJson(w.currentScenario());

    const QString corrupt = QStringLiteral(GPUK_SOURCE_DIR "/tests/data/malformed/sm-width-zero.json");
    const LoadResult expected = loadScenarioFile(corrupt, false);
    REQUIRE_FALSE(expected.ok());
    QString errors;
    CHECK_FALSE(w.openFile(corrupt, &errors));
    settle();
    CHECK(shell.unsavedQuestions == 0); // nothing to lose: no question
    CHECK(w.isModified());
    CHECK(scenarioToJson(w.currentScenario()) == before);
    CHECK(w.fileName() != corrupt);
    CHECK(errors.contains(QStringLiteral("tenants[0].sm_width")));
    for (const Diagnostic &d : expected.diagnostics) {
        INFO(d.code);
        CHECK(errors.contains(formatDiagnostic(d))); // the path and the rule, in words
    }
    QMessageBox *box = nullptr;
    for (QMessageBox *b : w.findChildren<QMessageBox *>(QStringLiteral("openErrorBox")))
        if (b->isVisible())
            box = b;
    REQUIRE(box);
    CHECK(box->informativeText().contains(QStringLiteral("tenants[0].sm_width")));
    CHECK(box->windowModality() == Qt::WindowModal); // over the window, which stays
    closeMessageBoxes(w);
    CHECK(w.isVisible());
    CHECK(w.isModified());
}

TEST_CASE("unsaved changes are asked about before they are replaced or closed, and Cancel keeps them",
          "[shell]")
{
    ShellWindow shell;
    MainWindow &w = shell.window;
    CHECK_FALSE(w.isModified());
    CHECK_FALSE(w.isWindowModified());

    SECTION("nothing to ask when there is no change")
    {
        CHECK(w.newScenario());
        CHECK(shell.unsavedQuestions == 0);
    }
    SECTION("Cancel keeps the window and the work")
    {
        w.setMode(Mode::Vgpu);
        w.document()->setModified(true);
        CHECK(w.isWindowModified());
        CHECK(w.windowTitle().contains(QStringLiteral("[*]")));
        const QByteArray before = scenarioToJson(w.currentScenario());
        shell.answer = MainWindow::UnsavedAnswer::Cancel;
        CHECK_FALSE(w.close());
        CHECK(w.isVisible());
        CHECK_FALSE(w.newScenario());
        CHECK_FALSE(w.openFile(MainWindow::builtinScenarioFiles().last()));
        CHECK(shell.unsavedQuestions == 3);
        CHECK(scenarioToJson(w.currentScenario()) == before);
        CHECK(w.isModified());
    }
    SECTION("Discard goes on without saving")
    {
        w.document()->setModified(true);
        shell.answer = MainWindow::UnsavedAnswer::Discard;
        CHECK(w.close());
        CHECK(shell.unsavedQuestions == 1);
        CHECK_FALSE(w.isVisible());
    }
    SECTION("Save writes the work first, asking for a name when it has none")
    {
        w.setMode(Mode::Timeslice);
        w.document()->setModified(true);
        shell.answer = MainWindow::UnsavedAnswer::Save;
        w.setSaveFileNamePrompt([&](const QString &) { return shell.path("kept"); });
        CHECK(w.newScenario());
        CHECK(shell.unsavedQuestions == 1);
        const LoadResult r = loadScenarioFile(shell.path("kept.gpuk.json"));
        REQUIRE(r.ok());
        CHECK(r.scenario->sharing.mode == Mode::Timeslice);
        CHECK(w.scenario().tenants.empty()); // then the new scenario
    }
    SECTION("a Save that is cancelled cancels the whole step")
    {
        w.document()->setModified(true);
        shell.answer = MainWindow::UnsavedAnswer::Save;
        CHECK_FALSE(w.close()); // the name prompt returns nothing
        CHECK(w.isVisible());
        CHECK(w.isModified());
    }
}

TEST_CASE("a user edit from the selectors marks the window modified and saving clears it", "[shell]")
{
    ShellWindow shell;
    MainWindow &w = shell.window;
    QList<bool> changes;
    QStringList saves;
    QList<bool> replaced;
    QObject::connect(&w, &MainWindow::modificationChanged, [&](bool m) { changes << m; });
    QObject::connect(&w, &MainWindow::scenarioSaved, [&](const QString &f) { saves << f; });
    QObject::connect(&w, &MainWindow::scenarioReplaced, [&](bool recovered) { replaced << recovered; });
    auto *mode = w.findChild<QComboBox *>(QStringLiteral("modeCombo"));
    REQUIRE(mode);
    const int mps = mode->findData(int(Mode::Mps));
    REQUIRE(mps >= 0);
    mode->setCurrentIndex(mps);
    emit mode->activated(mps);
    CHECK(w.mode() == Mode::Mps);
    CHECK(w.isModified());
    REQUIRE(w.saveAs(shell.path("edited")));
    CHECK_FALSE(w.isModified());
    CHECK(changes == QList<bool>({true, false}));
    CHECK(saves == QStringList{shell.path("edited.gpuk.json")});
    REQUIRE(w.newScenario());
    CHECK(replaced == QList<bool>{false});
}

// ---------------------------------------------------------------------------------------------
// Autosave and recovery

TEST_CASE("autosave writes modified work and a later session recovers it", "[shell][autosave]")
{
    const QString dir = testAutosaveDirectory();
    CHECK(Autosaver::defaultDirectory().contains(QStringLiteral(".qttest"))); // never the user's data
    ShellWindow shell;
    QByteArray crashedWork;
    QString crashedAutosave;
    {
        auto *saver = new Autosaver(dir);
        REQUIRE(saver->start());
        saver->setIntervals(60 * 1000, 20); // "a few seconds after an edit", made short
        MainWindow crashing;
        crashing.setAutosaver(saver);
        REQUIRE(crashing.openFile(MainWindow::builtinScenarioFiles().first()));
        CHECK_FALSE(saver->writeNow()); // unmodified: nothing to save
        CHECK_FALSE(QFileInfo::exists(saver->autosaveFile()));
        crashing.setMode(Mode::Timeslice);
        crashing.document()->setModified(true);
        REQUIRE(waitUntil([&] { return QFileInfo::exists(saver->autosaveFile()); }));
        crashedWork = scenarioToJson(crashing.currentScenario());
        crashedAutosave = saver->autosaveFile();
        CHECK(readAll(crashedAutosave) == crashedWork);

        // While that session runs, nobody else may take its work, nor its lock.
        const QString runningLock = QDir(dir).filePath(saver->session() + QStringLiteral(".lock"));
        REQUIRE(QFileInfo::exists(runningLock));
        {
            // A session killed before any edit left only a lock (from a dead process): cleaned up.
            QFile deadLock(QDir(dir).filePath(QStringLiteral("20000101-000000000-1.lock")));
            REQUIRE(deadLock.open(QIODevice::WriteOnly));
            // QLockFile's format: pid, application, host. No process has this pid (above pid_max).
            deadLock.write("999999999\ngpukitchen\n" + QSysInfo::machineHostName().toUtf8() + "\n");
        }
        Autosaver other(dir);
        REQUIRE(other.start());
        CHECK(other.recoverable().isEmpty());
        CHECK(QFileInfo::exists(runningLock));
        CHECK_FALSE(QFileInfo::exists(QDir(dir).filePath(QStringLiteral("20000101-000000000-1.lock"))));
        other.finish();
        // The window goes away without closeEvent (as in a crash): its files stay, its lock goes.
    }
    REQUIRE(QFileInfo::exists(crashedAutosave));

    MainWindow &w = shell.window;
    auto *saver = new Autosaver(dir);
    REQUIRE(saver->start());
    w.setAutosaver(saver);
    const QList<AutosaveEntry> entries = saver->recoverable();
    REQUIRE(entries.size() == 1);
    CHECK(entries.first().originalFile.isEmpty()); // a built-in is no file to go back to
    CHECK_FALSE(entries.first().name.isEmpty());

    SECTION("Recover restores it as unsaved work and takes it over")
    {
        int asked = 0;
        w.setRecoveryPrompt([&](const AutosaveEntry &) {
            ++asked;
            return MainWindow::RecoveryAnswer::Recover;
        });
        REQUIRE(w.offerRecovery());
        CHECK(asked == 1);
        CHECK(scenarioToJson(w.currentScenario()) == crashedWork);
        CHECK(w.mode() == Mode::Timeslice);
        CHECK(w.isModified());
        CHECK_FALSE(QFileInfo::exists(crashedAutosave));
        CHECK(QFileInfo::exists(saver->autosaveFile())); // now this session's
        CHECK(saver->recoverable().isEmpty());

        // A clean save removes the autosave; a clean close removes everything.
        REQUIRE(w.saveAs(shell.path("recovered")));
        CHECK_FALSE(QFileInfo::exists(saver->autosaveFile()));
        w.document()->setModified(true);
        REQUIRE(saver->writeNow());
        shell.answer = MainWindow::UnsavedAnswer::Discard;
        CHECK(w.close());
        CHECK(QDir(dir).entryList(QDir::Files).isEmpty());
    }
    SECTION("Discard deletes it and it is not offered again")
    {
        w.setRecoveryPrompt([](const AutosaveEntry &) { return MainWindow::RecoveryAnswer::Discard; });
        const QByteArray shown = scenarioToJson(w.currentScenario());
        CHECK_FALSE(w.offerRecovery());
        CHECK(scenarioToJson(w.currentScenario()) == shown);
        CHECK_FALSE(QFileInfo::exists(crashedAutosave));
        CHECK(saver->recoverable().isEmpty());
    }
    SECTION("Later keeps it for the next start")
    {
        w.setRecoveryPrompt([](const AutosaveEntry &) { return MainWindow::RecoveryAnswer::Later; });
        CHECK_FALSE(w.offerRecovery());
        CHECK(QFileInfo::exists(crashedAutosave));
    }
    saver->finish();
    QDir(dir).removeRecursively();
}

TEST_CASE("recovered work saves to the original file's absolute path from another working directory",
          "[shell][autosave]")
{
    const QString dir = testAutosaveDirectory();
    QTemporaryDir first;
    QTemporaryDir second;
    REQUIRE(first.isValid());
    REQUIRE(second.isValid());
    const QString previousCwd = QDir::currentPath();
    const QString original = QDir(first.path()).filePath(QStringLiteral("lesson.gpuk.json"));
    REQUIRE(saveScenarioFile(MainWindow::demoScenario(), original));
    const QByteArray originalBytes = readAll(original);
    {
        // The first session opened the file by a relative name in its own working directory.
        REQUIRE(QDir::setCurrent(first.path()));
        auto *saver = new Autosaver(dir);
        REQUIRE(saver->start());
        MainWindow crashing;
        crashing.setAutosaver(saver);
        REQUIRE(crashing.openFile(QStringLiteral("lesson.gpuk.json")));
        crashing.setMode(Mode::Timeslice);
        REQUIRE(crashing.isModified());
        REQUIRE(saver->writeNow());
        const QJsonObject meta = json(QString::fromUtf8(readAll(QDir(dir).filePath(saver->session() + QStringLiteral(".meta.json")))));
        CHECK(meta.value(QStringLiteral("file")).toString() == QFileInfo(original).absoluteFilePath());
    } // dies without a clean exit
    // A session of an older version stored a relative path: nobody knows relative to what.
    QFile legacyMeta(QDir(dir).filePath(QStringLiteral("20000101-000000000-1.meta.json")));
    REQUIRE(legacyMeta.open(QIODevice::WriteOnly));
    legacyMeta.write(R"({"file": "lesson.gpuk.json", "name": "old", "saved": "2000-01-01T00:00:00.000Z"})");
    legacyMeta.close();
    REQUIRE(QFile::copy(original, QDir(dir).filePath(QStringLiteral("20000101-000000000-1.gpuk.json"))));

    // The next session starts elsewhere, where a file of the same name exists.
    REQUIRE(QDir::setCurrent(second.path()));
    const QString decoy = QDir(second.path()).filePath(QStringLiteral("lesson.gpuk.json"));
    REQUIRE(QFile::copy(original, decoy));
    ShellWindow shell;
    auto *saver = new Autosaver(dir);
    REQUIRE(saver->start());
    shell.window.setAutosaver(saver);
    const QList<AutosaveEntry> entries = saver->recoverable();
    REQUIRE(entries.size() == 2);
    CHECK(entries.first().originalFile == QFileInfo(original).absoluteFilePath());
    CHECK(entries.last().originalFile.isEmpty()); // the relative one: recovered as a new scenario
    shell.window.setRecoveryPrompt([](const AutosaveEntry &) { return MainWindow::RecoveryAnswer::Recover; });
    REQUIRE(shell.window.offerRecovery());
    CHECK(shell.window.fileName() == QFileInfo(original).absoluteFilePath());
    REQUIRE(shell.window.save());
    CHECK(readAll(decoy) == originalBytes); // the other directory's file is untouched
    CHECK(readAll(original) != originalBytes);
    CHECK(Document::read(original).scenario->sharing.mode == Mode::Timeslice);

    REQUIRE(shell.window.offerRecovery()); // the legacy one: no file to go back to
    CHECK(shell.window.fileName().isEmpty());
    saver->finish();
    QDir::setCurrent(previousCwd);
    QDir(dir).removeRecursively();
}

TEST_CASE("an edit is autosaved within a second even while edits keep coming", "[shell][autosave]")
{
    const QString dir = testAutosaveDirectory();
    auto *saver = new Autosaver(dir); // the default intervals
    REQUIRE(saver->start());
    MainWindow w;
    w.setAutosaver(saver);
    w.openDemo();
    QElapsedTimer clock;
    clock.start();
    w.setMode(Mode::Timeslice);
    REQUIRE(w.isModified());
    // Edits every 100 ms (a slider dragged) must not push the write back.
    qint64 writtenAfter = -1;
    for (int i = 0; i < 15 && writtenAfter < 0; ++i) {
        w.setMode(i % 2 ? Mode::Timeslice : Mode::Mps);
        const qint64 until = clock.elapsed() + 100;
        while (clock.elapsed() < until && writtenAfter < 0) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
            if (QFileInfo::exists(saver->autosaveFile()))
                writtenAfter = clock.elapsed();
        }
    }
    INFO("written after " << writtenAfter << " ms");
    CHECK(writtenAfter >= 0);
    CHECK(writtenAfter <= 1000);
    saver->finish();
    QDir(dir).removeRecursively();
}

TEST_CASE("a failing autosave shows a warning in the status bar until a write succeeds", "[shell][autosave]")
{
    const QString dir = testAutosaveDirectory();
    auto *saver = new Autosaver(dir);
    REQUIRE(saver->start());
    MainWindow w;
    w.setAutosaver(saver);
    w.openDemo();
    w.resize(1600, 1000);
    w.show();
    settle();
    auto *warning = w.statusBar()->findChild<QLabel *>(QStringLiteral("autosaveWarning"));
    REQUIRE(warning);
    CHECK_FALSE(warning->isVisible());
    w.setMode(Mode::Timeslice);
    REQUIRE(w.isModified());

    bool written = true;
    if (::geteuid() != 0) {
        // Not root: the directory is read-only.
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        written = saver->writeNow();
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    } else {
        // Root ignores permissions: a file-size limit smaller than the scenario, as a full disk.
        struct rlimit savedLimit;
        REQUIRE(::getrlimit(RLIMIT_FSIZE, &savedLimit) == 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit small = savedLimit;
        small.rlim_cur = 64;
        REQUIRE(::setrlimit(RLIMIT_FSIZE, &small) == 0);
        written = saver->writeNow();
        ::setrlimit(RLIMIT_FSIZE, &savedLimit);
        std::signal(SIGXFSZ, oldHandler);
    }
    CHECK_FALSE(written);
    CHECK_FALSE(saver->lastError().isEmpty());
    settle();
    CHECK(warning->isVisible());
    CHECK(warning->toolTip().contains(saver->lastError()));
    CHECK_FALSE(warning->text().isEmpty());

    REQUIRE(saver->writeNow());
    settle();
    CHECK_FALSE(warning->isVisible());
    CHECK(saver->lastError().isEmpty());
    saver->finish();
    QDir(dir).removeRecursively();
}

// ---------------------------------------------------------------------------------------------
// Preferences, View, Help

TEST_CASE("the application identity has no space and the old name's settings and autosaves move once",
          "[shell][prefs]")
{
    const QString app = QCoreApplication::applicationName();
    const QString organization = QCoreApplication::organizationName();
    setApplicationIdentity();
    CHECK(QCoreApplication::applicationName() == QStringLiteral("gpukitchen"));
    CHECK(QCoreApplication::organizationName() == QStringLiteral("gpukitchen"));
    CHECK_FALSE(QCoreApplication::applicationVersion().isEmpty());
    CHECK(QGuiApplication::desktopFileName() == QStringLiteral("gpukitchen"));
    {
        const QSettings settings;
        CHECK_FALSE(settings.fileName().contains(QLatin1Char(' ')));
        CHECK(settings.fileName().endsWith(QStringLiteral("/gpukitchen/gpukitchen.conf")));
        QStandardPaths::setTestModeEnabled(true);
        CHECK(Autosaver::defaultDirectory().endsWith(QStringLiteral("/gpukitchen/gpukitchen/autosave")));
    }
    QCoreApplication::setApplicationName(app);
    QCoreApplication::setOrganizationName(organization);

    QTemporaryDir home;
    REQUIRE(home.isValid());
    const QString config = home.filePath(QStringLiteral("config"));
    const QString data = home.filePath(QStringLiteral("data"));
    const auto write = [](const QString &file, const QByteArray &bytes) {
        REQUIRE(QDir().mkpath(QFileInfo(file).absolutePath()));
        QFile f(file);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    };
    const QString oldAutosave = data + QStringLiteral("/GPU Kitchen/gpukitchen/autosave/");
    const QString newAutosave = data + QStringLiteral("/gpukitchen/gpukitchen/autosave/");
    write(config + QStringLiteral("/GPU Kitchen/gpukitchen.conf"), "[ui]\nlanguage=zh_CN\n");
    write(oldAutosave + QStringLiteral("20260101-000000000-1.gpuk.json"), "{\"crashed\": 1}");
    write(oldAutosave + QStringLiteral("20260101-000000000-1.meta.json"), "{}");
    // A session of the old version still running: its lock is held, its files stay.
    write(oldAutosave + QStringLiteral("20260102-000000000-2.gpuk.json"), "{\"running\": 1}");
    QLockFile running(oldAutosave + QStringLiteral("20260102-000000000-2.lock"));
    REQUIRE(running.tryLock(0));

    const QStringList moved = migrateLegacyLocations(config, data);
    CHECK(moved.size() == 3);
    CHECK(readAll(config + QStringLiteral("/gpukitchen/gpukitchen.conf")) == "[ui]\nlanguage=zh_CN\n");
    CHECK_FALSE(QFileInfo::exists(config + QStringLiteral("/GPU Kitchen")));
    CHECK(readAll(newAutosave + QStringLiteral("20260101-000000000-1.gpuk.json")) == "{\"crashed\": 1}");
    CHECK(QFileInfo::exists(newAutosave + QStringLiteral("20260101-000000000-1.meta.json")));
    CHECK_FALSE(QFileInfo::exists(oldAutosave + QStringLiteral("20260101-000000000-1.gpuk.json")));
    CHECK(QFileInfo::exists(oldAutosave + QStringLiteral("20260102-000000000-2.gpuk.json")));
    CHECK_FALSE(QFileInfo::exists(newAutosave + QStringLiteral("20260102-000000000-2.gpuk.json")));
    // Moved autosaves are offered by the new version.
    {
        Autosaver saver(newAutosave);
        REQUIRE(saver.start());
        REQUIRE(saver.recoverable().size() == 1);
        CHECK(saver.recoverable().first().session == QStringLiteral("20260101-000000000-1"));
        saver.finish();
    }

    // Once: a second start moves nothing and never replaces the new settings.
    write(config + QStringLiteral("/GPU Kitchen/gpukitchen.conf"), "[ui]\nlanguage=en\n");
    running.unlock();
    const QStringList again = migrateLegacyLocations(config, data);
    CHECK(readAll(config + QStringLiteral("/gpukitchen/gpukitchen.conf")) == "[ui]\nlanguage=zh_CN\n");
    CHECK(again == QStringList{newAutosave + QStringLiteral("20260102-000000000-2.gpuk.json")});
    CHECK_FALSE(QFileInfo::exists(data + QStringLiteral("/GPU Kitchen")));
}

TEST_CASE("preferences round-trip through QSettings", "[shell][prefs]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString ini = dir.filePath(QStringLiteral("prefs.ini"));
    Preferences p;
    p.language = QStringLiteral("zh_CN");
    p.theme = QStringLiteral("dark");
    p.skin = QStringLiteral("kitchen");
    p.geometry = QByteArray("\x01\x02\x00geometry", 11);
    p.windowState = QByteArray("state\xff", 6);
    p.lastDirectory = dir.path();
    p.recentFiles = {dir.filePath(QStringLiteral("b.gpuk.json")), dir.filePath(QStringLiteral("a.gpuk.json"))};
    {
        QSettings s(ini, QSettings::IniFormat);
        p.save(s);
    }
    {
        QSettings s(ini, QSettings::IniFormat);
        CHECK(Preferences::load(s) == p);
        CHECK(s.value(QStringLiteral("view/skin")).toString() == QStringLiteral("kitchen"));
        s.setValue(QStringLiteral("view/theme"), QStringLiteral("purple")); // hand-edited nonsense
        CHECK(Preferences::load(s).theme.isEmpty());
    }

    PaletteGuard guard;
    MainWindow w;
    w.setSettings(new QSettings(ini, QSettings::IniFormat));
    CHECK(w.preferences().skin == QStringLiteral("kitchen"));
    CHECK(w.recentFiles() == p.recentFiles);
    // A language chosen from the menu is remembered.
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    CHECK(w.preferences().language == QStringLiteral("en"));
    w.setDarkPalette(false);
    CHECK_FALSE(w.isDarkPalette());
    w.setSkinPreference(QStringLiteral("tech"));
    w.resize(1234, 777);
    w.show();
    settle();
    REQUIRE(w.close());
    QSettings s(ini, QSettings::IniFormat);
    const Preferences stored = Preferences::load(s);
    CHECK(stored.theme == QStringLiteral("light"));
    CHECK(stored.skin == QStringLiteral("tech"));
    CHECK(stored.language == QStringLiteral("en"));
    CHECK_FALSE(stored.geometry.isEmpty());
    CHECK_FALSE(stored.windowState.isEmpty());

    MainWindow again;
    again.setSettings(new QSettings(ini, QSettings::IniFormat));
    again.restoreWindowState();
    again.show();
    settle();
    INFO("restored " << again.width() << "x" << again.height() << ", minimum "
                     << again.minimumSizeHint().width() << "x" << again.minimumSizeHint().height());
    CHECK(again.size() == QSize(1234, 777));
    // The whole window with its docks fits a 1366x768 laptop screen (minus a panel).
    CHECK(again.minimumSizeHint().height() <= 720);
    CHECK(again.minimumSizeHint().width() <= 1300);
}

TEST_CASE("a window without settings persists nothing", "[shell][prefs]")
{
    MainWindow w;
    CHECK(w.settings() == nullptr);
    w.setSkinPreference(QStringLiteral("kitchen")); // no crash, nowhere written
    CHECK(w.preferences().skin == QStringLiteral("kitchen"));
    CHECK(w.recentFiles().isEmpty());
}

TEST_CASE("the dark palette and full screen are View actions with their keys", "[shell]")
{
    PaletteGuard guard;
    ShellWindow shell;
    MainWindow &w = shell.window;
    auto *dark = w.findChild<QAction *>(QStringLiteral("darkPaletteAction"));
    auto *full = w.findChild<QAction *>(QStringLiteral("fullScreenAction"));
    REQUIRE(dark);
    REQUIRE(full);
    dark->trigger();
    settle();
    CHECK(w.isDarkPalette());
    CHECK(dark->isChecked());
    CHECK(w.preferences().theme == QStringLiteral("dark"));
    dark->trigger();
    settle();
    CHECK_FALSE(w.isDarkPalette());
    CHECK(w.preferences().theme == QStringLiteral("light"));

    CHECK(full->shortcuts().contains(QKeySequence(Qt::Key_F11)));
    full->trigger();
    settle();
    CHECK(w.isFullScreen());
    full->trigger();
    settle();
    CHECK_FALSE(w.isFullScreen());

    auto shortcut = [&](const char *name) {
        auto *a = w.findChild<QAction *>(QString::fromLatin1(name));
        REQUIRE(a);
        return a->shortcut();
    };
    CHECK(shortcut("saveAction") == QKeySequence(QKeySequence::Save));
    CHECK(shortcut("saveAsAction") == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    CHECK(shortcut("newAction") == QKeySequence(QKeySequence::New));
    CHECK(w.findChild<QAction *>(QStringLiteral("aboutAction")));
    CHECK(w.findChild<QAction *>(QStringLiteral("aboutQtAction")));
}

TEST_CASE("every interactive widget of the main window has an accessible name", "[shell][a11y]")
{
    ShellWindow shell;
    MainWindow &w = shell.window;
    int checked = 0;
    for (QWidget *child : w.findChildren<QWidget *>()) {
        if (!child->isVisibleTo(&w) || child->focusPolicy() == Qt::NoFocus)
            continue;
        if (qobject_cast<QAbstractScrollArea *>(child->parentWidget()))
            continue; // a view's viewport and scroll bars belong to the view (lists, charts)
        if (!child->accessibleName().isEmpty())
            ++checked;
        // Buttons are named by their text.
        if (auto *b = qobject_cast<QAbstractButton *>(child); b && !b->text().isEmpty())
            continue;
        INFO(child->metaObject()->className() << " " << child->objectName().toStdString() << " in "
                                              << (child->parentWidget() ? child->parentWidget()->metaObject()->className() : "")
                                              << " " << (child->parentWidget() ? child->parentWidget()->objectName().toStdString() : ""));
        CHECK_FALSE(child->accessibleName().isEmpty());
    }
    CHECK(checked >= 5);
}

TEST_CASE("Chinese to English with an edited built-in: untouched names follow the language, typed names stay, "
          "the tenant list keeps its two-line rows", "[shell][i18n][zh]")
{
    ShellWindow shell;
    MainWindow &w = shell.window;
    w.resize(1366, 768);
    w.show();
    const gpuk::test::EnglishAfterTest restore;
    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    settle();
    const QString file = QStringLiteral(":/scenarios/rag-customer-service.gpuk.json");
    REQUIRE(MainWindow::builtinScenarioFiles().contains(file));
    REQUIRE(w.openFile(file));
    settle();
    Document *d = w.document();
    const int embed = d->tenantIndex("embed"), rerank = d->tenantIndex("rerank"), llm = d->tenantIndex("llm");
    REQUIRE(embed >= 0);
    REQUIRE(rerank >= 0);
    REQUIRE(llm >= 0);
    REQUIRE(d->scenario().name != "RAG customer service on one A100-40GB"); // in Chinese
    const std::string chineseReranker = d->scenario().tenants[size_t(rerank)].name;
    REQUIRE(chineseReranker != "Reranker");

    // The user types a name for one tenant and edits another's rate: the document is modified.
    const QString typed = QStringLiteral("My embedder 我的");
    d->push(new EditTenantCommand(d, embed, TenantField::Name, typed));
    d->push(new EditTenantCommand(d, rerank, TenantField::RatePerS, 5.0));
    settle();
    REQUIRE(d->isModified());

    auto *list = w.findChild<QListWidget *>(QStringLiteral("tenantList"));
    REQUIRE(list);
    auto checkTwoLineRows = [list] {
        REQUIRE(list->count() == 3);
        const int lines2 = 2 * list->fontMetrics().lineSpacing();
        for (int i = 0; i < list->count(); ++i) {
            INFO("row " << i << ": " << list->item(i)->text().toStdString());
            CHECK(list->item(i)->text().contains(QLatin1Char('\n')));
            const QRect rect = list->visualItemRect(list->item(i));
            CHECK(rect.height() >= lines2);
            // Room for both lines as drawn, a Chinese name's taller fallback font included (the
            // style draws one elided line in a row that has only exactly their height).
            const QRect text = list->fontMetrics().boundingRect(QRect(0, 0, rect.width() - list->iconSize().width() - 12, 1000),
                                                                Qt::TextWordWrap, list->item(i)->text());
            CHECK(rect.height() > text.height());
            // Shown whole: the list is not squeezed below its rows by the panel.
            CHECK(list->viewport()->rect().contains(list->visualItemRect(list->item(i))));
        }
    };
    checkTwoLineRows();
    const QRect listGeometry(list->mapTo(&w, QPoint(0, 0)), list->size());
    INFO("tenant list before: " << listGeometry.x() << "," << listGeometry.y() << " " << listGeometry.width() << "x"
                                << listGeometry.height());

    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    settle();
    INFO("tenant list after: " << list->mapTo(&w, QPoint(0, 0)).x() << "," << list->mapTo(&w, QPoint(0, 0)).y() << " "
                               << list->width() << "x" << list->height());
    CHECK(list->width() == listGeometry.width()); // its rows are whole: checkTwoLineRows()
    const Scenario &s = d->scenario();
    CHECK(s.name == "RAG customer service on one A100-40GB");
    CHECK(QString::fromStdString(s.description).startsWith(QStringLiteral("The article's RAG customer service")));
    CHECK(QString::fromStdString(s.tenants[size_t(embed)].name) == typed); // typed: stays
    CHECK(s.tenants[size_t(rerank)].name == "Reranker");                  // edited, but not its name
    CHECK(s.tenants[size_t(llm)].name == "LLM answer generation");
    CHECK(s.tenants[size_t(rerank)].arrival.ratePerS == 5.0);
    CHECK(d->isModified());                                              // the switch is no edit...
    CHECK(d->undoStack()->count() == 2);                                 // ...and no undo step
    CHECK(list->item(rerank)->text().startsWith(QStringLiteral("Reranker\n")));
    checkTwoLineRows();

    // Undo brings back states made in Chinese: in English words, the typed name where it was typed.
    d->undoStack()->undo();
    settle();
    CHECK(d->scenario().tenants[size_t(rerank)].name == "Reranker");
    CHECK(QString::fromStdString(d->scenario().tenants[size_t(embed)].name) == typed);
    d->undoStack()->undo();
    settle();
    CHECK(d->scenario().tenants[size_t(embed)].name == "Embedding");
    CHECK_FALSE(d->isModified());
    checkTwoLineRows();

    // And back to Chinese: the built-in's names in Chinese again.
    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    settle();
    CHECK(d->scenario().tenants[size_t(rerank)].name == chineseReranker);
    checkTwoLineRows();
}

TEST_CASE("A tenant dropped from a preset keeps the preset's name in the new language until the user renames it",
          "[shell][i18n][zh]")
{
    ShellWindow shell;
    MainWindow &w = shell.window;
    const gpuk::test::EnglishAfterTest restore;
    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    REQUIRE(w.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json")));
    settle();
    Document *d = w.document();
    w.setMode(Mode::Mps);
    settle();
    const size_t before = d->scenario().tenants.size();
    REQUIRE(w.canvasEditor()->addPreset(QStringLiteral("reranker")));  // the built-in has one: "Reranker 2"
    REQUIRE(w.canvasEditor()->addPreset(QStringLiteral("embedding"))); // and "Embedding 2"
    REQUIRE(w.canvasEditor()->addPreset(QStringLiteral("batch")));
    REQUIRE(d->scenario().tenants.size() == before + 3);
    const int reranker = int(before), embedding2 = int(before) + 1, batch = int(before) + 2;
    CHECK(d->scenario().tenants[size_t(reranker)].name == "Reranker 2");
    CHECK(d->scenario().tenants[size_t(embedding2)].name == "Embedding 2");
    d->push(new EditTenantCommand(d, batch, TenantField::Name, QStringLiteral("Nightly reindex")));
    settle();

    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    settle();
    const Scenario &s = d->scenario();
    CHECK(s.tenants[size_t(reranker)].name == TenantPresets::instanceName(QStringLiteral("reranker"), 2).toStdString());
    CHECK(s.tenants[size_t(reranker)].name.find("Reranker") == std::string::npos);
    CHECK(s.tenants[size_t(embedding2)].name == TenantPresets::instanceName(QStringLiteral("embedding"), 2).toStdString());
    CHECK(s.tenants[size_t(embedding2)].name.find("Embedding") == std::string::npos);
    CHECK(s.tenants[size_t(batch)].name == "Nightly reindex"); // typed: stays

    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    settle();
    CHECK(d->scenario().tenants[size_t(reranker)].name == "Reranker 2");
    CHECK(d->scenario().tenants[size_t(embedding2)].name == "Embedding 2");
    CHECK(d->scenario().tenants[size_t(batch)].name == "Nightly reindex");
}

TEST_CASE("every built-in scenario's names are in the translation table", "[shell][i18n]")
{
    const QStringList table = builtinScenarioSourceTexts();
    const QStringList files = MainWindow::builtinScenarioFiles();
    REQUIRE_FALSE(files.isEmpty());
    for (const QString &file : files) {
        const LoadResult r = loadScenarioFile(file, false);
        REQUIRE(r.ok());
        INFO(file.toStdString());
        CHECK(table.contains(QString::fromStdString(r.scenario->name)));
        CHECK(table.contains(QString::fromStdString(r.scenario->description)));
        for (const Tenant &t : r.scenario->tenants)
            CHECK(table.contains(QString::fromStdString(t.name)));
    }
}

// ---------------------------------------------------------------------------------------------
// The zh_CN walk

namespace {

// Latin words allowed in Chinese text (DESIGN §8 keeps SM/MIG/MPS/vGPU/DCGM in Latin letters;
// units, file formats and well-known acronyms stay too). Tokens with a digit (3g.20gb, A100-40GB,
// p99, L2) are model, profile and unit names and always allowed; one-letter tokens are units or
// accelerators.
const QSet<QString> &allowedLatin()
{
    static const QSet<QString> words = {
        QStringLiteral("SM"),   QStringLiteral("SMs"),   QStringLiteral("MIG"),   QStringLiteral("MPS"),
        QStringLiteral("vGPU"), QStringLiteral("GPU"),   QStringLiteral("GPUs"),  QStringLiteral("DCGM"),
        QStringLiteral("NVIDIA"), QStringLiteral("CUDA"), QStringLiteral("GiB"),  QStringLiteral("MiB"),
        QStringLiteral("KiB"),  QStringLiteral("GB"),    QStringLiteral("MB"),    QStringLiteral("TB"),
        QStringLiteral("ms"),   QStringLiteral("us"),    QStringLiteral("ns"),    QStringLiteral("SLO"),
        QStringLiteral("LLM"),  QStringLiteral("VM"),    QStringLiteral("VMs"),   QStringLiteral("QoS"),
        QStringLiteral("DRAM"), QStringLiteral("HBM"),   QStringLiteral("PCIe"),  QStringLiteral("NVLink"),
        QStringLiteral("JSON"), QStringLiteral("PNG"),   QStringLiteral("CSV"),   QStringLiteral("SVG"),
        QStringLiteral("Qt"),   QStringLiteral("nvidia-smi"), QStringLiteral("RAG"), QStringLiteral("OCR"),
        QStringLiteral("NIM"),  QStringLiteral("KV"),    QStringLiteral("CPU"),   QStringLiteral("AI"),
        QStringLiteral("gpuk.json"), QStringLiteral("GB/s"), QStringLiteral("TB/s"), QStringLiteral("ID"),
        QStringLiteral("Milvus"), QStringLiteral("mig-parted"),
        // GPU generation names, as NVIDIA's Chinese pages write them.
        QStringLiteral("Ampere"), QStringLiteral("Hopper"), QStringLiteral("Blackwell"),
        // An author the receipts cite, as Chinese writing cites a paper ("Schieffer 等 2026").
        QStringLiteral("Schieffer"),
        // Product names Chinese documentation leaves in Latin letters (File > Export's targets).
        QStringLiteral("Kubernetes"), QStringLiteral("ConfigMap"), QStringLiteral("YAML"), QStringLiteral("Deployment"),
        QStringLiteral("GPU Operator"), QStringLiteral("Operator"), QStringLiteral("mig-manager"),
        // Command and file-format names, like nvidia-smi: the export targets and the CLI itself.
        QStringLiteral("gpukitchen-cli"), QStringLiteral("nvidia-mig-parted"), QStringLiteral("time-slicing"),
        QStringLiteral("mps-env"), QStringLiteral("k8s"), QStringLiteral("hami"),
        // Software-slicing products, named as their own documentation names them.
        QStringLiteral("HAMi"), QStringLiteral("HAMi-core"), QStringLiteral("qGPU"), QStringLiteral("cGPU"),
        QStringLiteral("KAI"), QStringLiteral("LD_PRELOAD"),
        // Kept in Latin letters in Chinese operations writing: a shell script, run as root.
        QStringLiteral("shell"), QStringLiteral("root"),
        // LLM serving metrics, as Chinese serving documentation writes them (the CLI's tables too).
        QStringLiteral("TTFT"), QStringLiteral("TPOT"),
        // nvidia-smi's own column name, as Chinese GPU writing quotes it.
        QStringLiteral("GPU-Util"),
        // DESIGN §8 keeps these in Latin letters too: token, kernel（核函数）; and a model's published file.
        QStringLiteral("token"), QStringLiteral("kernel"), QStringLiteral("config.json"),
        // Key names stay in Latin letters on Chinese keyboards and in Chinese software.
        QStringLiteral("Ctrl"), QStringLiteral("Shift"), QStringLiteral("Alt"), QStringLiteral("Home"),
        QStringLiteral("End"), QStringLiteral("Enter"), QStringLiteral("Space"), QStringLiteral("Del"),
        QStringLiteral("Delete"), QStringLiteral("Insert"), QStringLiteral("Esc"), QStringLiteral("Tab"),
    };
    return words;
}

// The Latin words of `text` that are not allowed, after removing `userData` strings.
QStringList englishWords(QString text, const QStringList &userData)
{
    if (Qt::mightBeRichText(text))
        text = QTextDocumentFragment::fromHtml(text).toPlainText();
    for (const QString &d : userData)
        if (!d.isEmpty())
            text.replace(d, QStringLiteral(" "));
    static const QRegularExpression accelerator(QStringLiteral("\\(&[A-Za-z0-9]\\)|&(?=[A-Za-z0-9])"));
    text.remove(accelerator);
    // '+' splits key sequences (Ctrl+K, Shift+Right) into their key names.
    static const QRegularExpression token(QStringLiteral("[A-Za-z0-9][A-Za-z0-9_./\\-]*"));
    QStringList bad;
    for (auto it = token.globalMatch(text); it.hasNext();) {
        QString word = it.next().captured();
        while (word.endsWith(QLatin1Char('.')) || word.endsWith(QLatin1Char('-')))
            word.chop(1);
        static const QRegularExpression digit(QStringLiteral("[0-9]"));
        if (word.size() <= 1 || word.contains(digit))
            continue; // a unit, an accelerator, or a model/profile name (A100-40GB, 3g.20gb, p99)
        if (word.contains(QLatin1Char('_')) || word.contains(QLatin1Char('/')))
            continue; // an identifier or a path (CUDA_MPS_ACTIVE_THREAD_PERCENTAGE, docs/x.md)
        if (allowedLatin().contains(word))
            continue;
        bad << word;
    }
    return bad;
}

struct Leftover
{
    QString path;
    QString text;
    QStringList words;
};

QString widgetPath(const QWidget *w, const QWidget *top)
{
    QStringList parts;
    for (const QWidget *p = w; p && p != top; p = p->parentWidget())
        parts.prepend(QString::fromLatin1(p->metaObject()->className())
                      + (p->objectName().isEmpty() ? QString() : QLatin1Char('#') + p->objectName()));
    return parts.join(QLatin1Char('/'));
}

class Walker
{
public:
    Walker(const QStringList &userData)
        : m_userData(userData)
    {
    }
    void check(const QString &path, const QString &text)
    {
        if (text.trimmed().isEmpty())
            return;
        ++m_texts;
        const QStringList words = englishWords(text, m_userData);
        if (!words.isEmpty())
            m_leftovers.push_back({path, text, words});
    }
    void walkMenu(QMenu *menu, const QString &path)
    {
        check(path + QStringLiteral(" (title)"), menu->title());
        for (QAction *a : menu->actions()) {
            if (a->isSeparator() || a->property("gpuk_userData").toBool()
                || a->objectName().startsWith(QLatin1String("language_")))
                continue; // user data; languages are named in their own language
            const QString p = path + QLatin1String(" > ") + a->text();
            if (a->menu()) {
                walkMenu(a->menu(), p);
                continue;
            }
            check(p, a->text());
            check(p + QStringLiteral(" (status tip)"), a->statusTip());
        }
    }
    void walkWidget(QWidget *w, const QString &path)
    {
        check(path + QStringLiteral(" (accessible name)"), w->accessibleName());
        check(path + QStringLiteral(" (accessible description)"), w->accessibleDescription());
        check(path + QStringLiteral(" (tool tip)"), w->toolTip());
        if (auto *l = qobject_cast<QLabel *>(w))
            check(path, l->text());
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            check(path, b->text());
        if (auto *c = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < c->count(); ++i)
                check(path + QStringLiteral(" item %1").arg(i), c->itemText(i));
        if (auto *e = qobject_cast<QLineEdit *>(w))
            check(path + QStringLiteral(" (placeholder)"), e->placeholderText());
        if (auto *g = qobject_cast<QGroupBox *>(w))
            check(path, g->title());
        if (auto *d = qobject_cast<QDockWidget *>(w))
            check(path + QStringLiteral(" (title)"), d->windowTitle());
        if (auto *t = qobject_cast<QToolBar *>(w))
            check(path + QStringLiteral(" (title)"), t->windowTitle());
        if (auto *t = qobject_cast<QTabWidget *>(w))
            for (int i = 0; i < t->count(); ++i)
                check(path + QStringLiteral(" tab %1").arg(i), t->tabText(i));
        if (auto *v = qobject_cast<QAbstractItemView *>(w); v && v->model())
            walkModel(v->model(), QModelIndex(), path);
    }
    void walkModel(const QAbstractItemModel *m, const QModelIndex &parent, const QString &path)
    {
        for (int r = 0; r < m->rowCount(parent); ++r)
            for (int c = 0; c < m->columnCount(parent); ++c) {
                const QModelIndex i = m->index(r, c, parent);
                const QString p = path + QStringLiteral(" row %1 col %2").arg(r).arg(c);
                check(p, i.data(Qt::DisplayRole).toString());
                check(p + QStringLiteral(" (tool tip)"), i.data(Qt::ToolTipRole).toString());
                if (m->hasChildren(i))
                    walkModel(m, i, p);
            }
        for (int c = 0; c < m->columnCount(parent); ++c)
            check(path + QStringLiteral(" header %1").arg(c), m->headerData(c, Qt::Horizontal).toString());
    }
    void walkWindow(QMainWindow &w)
    {
        check(QStringLiteral("window title"), w.windowTitle());
        for (QAction *a : w.menuBar()->actions())
            if (a->menu())
                walkMenu(a->menu(), QStringLiteral("menu ") + a->text());
        check(QStringLiteral("status bar message"), w.statusBar()->currentMessage());
        for (QWidget *child : w.findChildren<QWidget *>())
            if (child->isVisibleTo(&w) && !qobject_cast<QMenu *>(child))
                walkWidget(child, widgetPath(child, &w));
    }
    const std::vector<Leftover> &leftovers() const { return m_leftovers; }
    int texts() const { return m_texts; }

private:
    QStringList m_userData;
    std::vector<Leftover> m_leftovers;
    int m_texts = 0;
};

// What a scenario the user wrote contributes: its names are data, not UI text.
QStringList userDataOf(const MainWindow &w)
{
    QStringList data;
    const Scenario &s = w.scenario();
    if (!isBuiltinScenarioFile(w.fileName())) {
        data << QString::fromStdString(s.name) << QString::fromStdString(s.description);
        for (const Tenant &t : s.tenants)
            data << QString::fromStdString(t.name);
    }
    for (const Tenant &t : s.tenants)
        data << QString::fromStdString(t.id); // ids are keys, never translated
    for (const Receipt &r : receiptTable())
        data << QString::fromStdString(r.id); // a receipt's id names its row in `gpukitchen-cli receipts`
    for (const GpuModel &g : builtinGpus())
        data << QString::fromStdString(g.displayName) << QString::fromStdString(g.id);
    if (s.customGpu)
        data << QString::fromStdString(s.customGpu->displayName) << QString::fromStdString(s.customGpu->id);
    for (const Diagnostic &d : w.diagnostics())
        data << QString::fromStdString(d.path); // JSON paths name the file format's keys: never translated
    // Longest first, so a name is removed before a shorter name inside it.
    std::sort(data.begin(), data.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return data;
}

std::string report(const std::vector<Leftover> &leftovers)
{
    std::string out;
    for (const Leftover &l : leftovers)
        out += "  " + l.path.toStdString() + ": \"" + l.text.left(160).toStdString() + "\" -> "
            + l.words.join(QLatin1Char(' ')).toStdString() + "\n";
    return out;
}

} // namespace

TEST_CASE("the English-word detector flags English and allows glossary terms, names and numbers", "[shell][i18n]")
{
    CHECK(englishWords(QStringLiteral(u"文件(&F)"), {}).isEmpty());
    CHECK(englishWords(QStringLiteral(u"MIG 实例 3g.20gb 在 A100-40GB 上：42 个 SM，19.5 GiB，p99 12 ms"), {}).isEmpty());
    CHECK(englishWords(QStringLiteral(u"vGPU：给虚拟机的虚拟 GPU · MPS · DCGM"), {}).isEmpty());
    CHECK(englishWords(QStringLiteral(u"<b>GPU 厨房</b>"), {}).isEmpty());
    CHECK(englishWords(QStringLiteral("&Tenants"), {}) == QStringList{QStringLiteral("Tenants")});
    CHECK(englishWords(QStringLiteral(u"打开 Recent 文件"), {}) == QStringList{QStringLiteral("Recent")});
    CHECK(englishWords(QStringLiteral(u"租户 My Chatbot 的延迟"), {QStringLiteral("My Chatbot")}).isEmpty());
    CHECK(englishWords(QStringLiteral("Save As"), {}).size() == 2);
    CHECK(englishWords(QStringLiteral(u"上限 CUDA_MPS_ACTIVE_THREAD_PERCENTAGE 见 docs/mig-deployment.md"), {}).isEmpty());
}

TEST_CASE("in Simplified Chinese File > Export and the mode comparison show no English words outside user data",
          "[shell][i18n][zh]")
{
    ShellWindow shell;
    MainWindow &w = shell.window;
    const gpuk::test::EnglishAfterTest restore;
    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    w.openDemo();
    settle();
    auto walkDialog = [&](QDialog *d) {
        Walker walker(userDataOf(w));
        walker.walkWidget(d, QStringLiteral("dialog"));
        for (QWidget *child : d->findChildren<QWidget *>())
            walker.walkWidget(child, child->objectName().isEmpty() ? QString::fromLatin1(child->metaObject()->className())
                                                                    : child->objectName());
        for (QChartView *v : d->findChildren<QChartView *>()) {
            walker.check(v->objectName() + QStringLiteral(" title"), v->chart()->title());
            for (QAbstractAxis *a : v->chart()->axes())
                walker.check(v->objectName() + QStringLiteral(" axis"), a->titleText());
            for (QAbstractSeries *series : v->chart()->series())
                walker.check(v->objectName() + QStringLiteral(" series"), series->name());
        }
        INFO("English left in zh_CN (widget path: text -> words):\n" << report(walker.leftovers()));
        CHECK(walker.leftovers().empty());
        CHECK(walker.texts() > 5);
    };
    w.showExportDialog();
    REQUIRE(w.exportDialog());
    walkDialog(w.exportDialog());
    w.exportDialog()->close();
    w.showCompareDialog();
    CompareDialog *c = w.compareDialog();
    REQUIRE(c);
    REQUIRE(waitUntil([c] { return !c->isComputing(); }, 60000));
    walkDialog(c);
    c->close();
}

TEST_CASE("in Simplified Chinese the main window shows no English words outside user data", "[shell][i18n][zh]")
{
    ShellWindow shell;
    MainWindow &w = shell.window;
    const gpuk::test::EnglishAfterTest restore;
    // The catalogue is compiled in (:/i18n/gpukitchen_zh_CN.qm): it must be found.
    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    settle();

    // A user's scenario (names are data), the built-in demo (names must be translated: no English
    // is left for a Chinese class), and a plan with problems (the problems list is UI text).
    Scenario user = MainWindow::demoScenario();
    user.name = "My lesson on Tuesday";
    for (Tenant &t : user.tenants)
        t.name = "Team " + t.id + " service";
    Scenario illegal = user;
    illegal.sharing.mig.instances.front().start = 3;

    std::vector<std::pair<std::string, std::function<void()>>> states = {
        {"the built-in demo", [&] { w.openDemo(); }},
        {"a user's scenario in MPS", [&] { w.setScenario(user); w.setMode(Mode::Mps); }},
        {"a user's scenario with an illegal MIG layout", [&] { w.setScenario(illegal); }},
        {"an empty new scenario, modified", [&] { w.newScenario(); w.document()->setModified(true); }},
    };
    for (const QString &file : MainWindow::builtinScenarioFiles())
        states.push_back({"built-in " + file.toStdString(), [&w, file] { w.openFile(file); }});

    int texts = 0;
    for (const auto &[name, enter] : states) {
        w.document()->setModified(false);
        enter();
        settle();
        Walker walker(userDataOf(w));
        walker.walkWindow(w);
        texts += walker.texts();
        INFO("state: " << name << "\nEnglish left in zh_CN (widget path: text -> words):\n"
                       << report(walker.leftovers()));
        CHECK(walker.leftovers().empty());
    }
    CHECK(texts > 50);
}
