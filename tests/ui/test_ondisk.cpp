// A scenario file changed on disk by someone else (another program, a second instance, another
// recovery) is never overwritten silently: Save and the focus coming back ask, and every answer
// keeps both versions somewhere until the user chose to drop one.

#include "catch_qt.h"
#include "support/testsupport.h"

#include "io/scenariofile.h"
#include "ui/document/document.h"
#include "ui/shell/autosave.h"
#include "ui/shell/mainwindow.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace gpuk;
using namespace gpuk::test;

namespace {

using Answer = MainWindow::DiskChangeAnswer;
using Question = MainWindow::DiskChangeQuestion;

// The demo scenario under a name of our choosing: versions of the same length differ only in a
// letter, so a rewrite within the same second keeps the file's size and, often, its mtime.
QByteArray version(const char *name)
{
    Scenario s = MainWindow::demoScenario();
    s.name = name;
    return scenarioToJson(s);
}

// Another program writes the file in place (same inode, no temporary file).
void writeInPlace(const QString &file, const QByteArray &bytes)
{
    QFile f(file);
    REQUIRE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    REQUIRE(f.write(bytes) == bytes.size());
}

void focusBack(MainWindow &w)
{
    QEvent activate(QEvent::WindowActivate);
    QCoreApplication::sendEvent(&w, &activate);
    settle();
}

// A window on a scenario file of its own, its questions answered by the test.
struct OnDiskWindow
{
    QTemporaryDir dir;
    MainWindow window;
    QString file;
    QByteArray mine = version("Lesson A");
    QList<Question> questions;
    Answer answer = Answer::KeepMine;
    QString saveAsName; // what the Save As name prompt answers (empty: cancelled)

    OnDiskWindow()
    {
        REQUIRE(dir.isValid());
        file = dir.filePath(QStringLiteral("lesson.gpuk.json"));
        writeInPlace(file, mine);
        window.setSettings(new QSettings(dir.filePath(QStringLiteral("prefs.ini")), QSettings::IniFormat));
        window.setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedAnswer::Cancel; });
        window.setSaveFileNamePrompt([this](const QString &) { return saveAsName; });
        window.setDiskChangePrompt([this](const Question &q) {
            questions << q;
            return answer;
        });
        REQUIRE(window.openFile(file));
        window.resize(1200, 800);
        window.show();
        settle();
        REQUIRE(questions.isEmpty());
    }
    QString path(const char *name) const { return dir.filePath(QString::fromLatin1(name)); }
};

} // namespace

TEST_CASE("Save over a file another program changed asks first and leaves that version unless told to overwrite",
          "[ondisk]")
{
    OnDiskWindow t;
    MainWindow &w = t.window;
    const QByteArray theirs = version("Lesson B"); // same size as ours
    REQUIRE(theirs.size() == t.mine.size());
    writeInPlace(t.file, theirs);
    w.setMode(Mode::Timeslice); // an edit here
    REQUIRE(w.isModified());
    const QByteArray edited = scenarioToJson(w.currentScenario());

    SECTION("Keep mine writes nothing and keeps the edits")
    {
        t.answer = Answer::KeepMine;
        CHECK_FALSE(w.save());
        REQUIRE(t.questions.size() == 1);
        CHECK(t.questions.first().saving);
        CHECK_FALSE(t.questions.first().deleted);
        CHECK(t.questions.first().modified);
        CHECK(t.questions.first().fileName == QFileInfo(t.file).absoluteFilePath());
        CHECK(readAll(t.file) == theirs);
        CHECK(w.isModified());
        CHECK(scenarioToJson(w.currentScenario()) == edited);
        // Asked again on the next Save: nothing was confirmed.
        CHECK_FALSE(w.save());
        CHECK(t.questions.size() == 2);
        CHECK(readAll(t.file) == theirs);
    }
    SECTION("Save As writes mine elsewhere and the other file stays intact")
    {
        t.answer = Answer::SaveAs;
        t.saveAsName = t.path("mine");
        CHECK(w.save());
        CHECK(t.questions.size() == 1);
        CHECK(readAll(t.file) == theirs);
        const QString mineFile = t.path("mine.gpuk.json");
        CHECK(w.fileName() == mineFile);
        CHECK(Document::read(mineFile).scenario->sharing.mode == Mode::Timeslice);
        CHECK_FALSE(w.isModified());
    }
    SECTION("Overwrite, once confirmed, writes mine and is not asked about again")
    {
        t.answer = Answer::Overwrite;
        CHECK(w.save());
        CHECK(t.questions.size() == 1);
        CHECK(Document::read(t.file).scenario->sharing.mode == Mode::Timeslice);
        CHECK_FALSE(w.isModified());
        focusBack(w);
        CHECK(t.questions.size() == 1);
    }
    SECTION("Reload drops the edits on that explicit answer and writes nothing")
    {
        t.answer = Answer::Reload;
        CHECK_FALSE(w.save());
        CHECK(t.questions.size() == 1);
        CHECK(readAll(t.file) == theirs);
        CHECK(scenarioToJson(w.currentScenario()) == theirs);
        CHECK_FALSE(w.isModified());
    }
}

TEST_CASE("the focus coming back after an outside change asks once per disk version and Reload shows the file",
          "[ondisk]")
{
    OnDiskWindow t;
    MainWindow &w = t.window;
    const QByteArray theirs = version("Lesson B");
    writeInPlace(t.file, theirs);
    REQUIRE_FALSE(w.isModified());

    SECTION("Reload loads the disk version")
    {
        t.answer = Answer::Reload;
        focusBack(w);
        REQUIRE(t.questions.size() == 1);
        CHECK_FALSE(t.questions.first().saving);
        CHECK_FALSE(t.questions.first().modified);
        CHECK_FALSE(t.questions.first().deleted);
        CHECK(scenarioToJson(w.currentScenario()) == theirs);
        CHECK(w.scenario().name == "Lesson B");
        CHECK_FALSE(w.isModified());
        CHECK(w.fileName() == QFileInfo(t.file).absoluteFilePath());
        focusBack(w);
        CHECK(t.questions.size() == 1); // the reloaded version is the document's now
    }
    SECTION("Keep mine keeps the scenario shown, marks it modified and is not asked again until the disk changes")
    {
        t.answer = Answer::KeepMine;
        focusBack(w);
        REQUIRE(t.questions.size() == 1);
        CHECK(scenarioToJson(w.currentScenario()) == t.mine);
        CHECK(w.isModified());
        focusBack(w);
        focusBack(w);
        CHECK(t.questions.size() == 1);
        writeInPlace(t.file, version("Lesson C"));
        focusBack(w);
        CHECK(t.questions.size() == 2);
        CHECK(readAll(t.file) == version("Lesson C"));
        // Save then still asks before writing over it; Keep mine there writes nothing.
        CHECK_FALSE(w.save());
        CHECK(t.questions.size() == 3);
        CHECK(t.questions.last().saving);
        CHECK(readAll(t.file) == version("Lesson C"));
    }
}

TEST_CASE("a second instance saving the same file makes the first one ask instead of overwriting it", "[ondisk]")
{
    OnDiskWindow t;
    MainWindow &first = t.window;
    MainWindow second;
    int secondAsked = 0;
    second.setDiskChangePrompt([&](const Question &) {
        ++secondAsked;
        return Answer::KeepMine;
    });
    second.setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedAnswer::Discard; });
    REQUIRE(second.openFile(t.file));
    second.setMode(Mode::Mps);
    REQUIRE(second.save());
    CHECK(secondAsked == 0); // nothing had changed under the second
    const QByteArray secondsVersion = readAll(t.file);
    CHECK(Document::read(t.file).scenario->sharing.mode == Mode::Mps);

    first.setMode(Mode::Timeslice);
    t.answer = Answer::KeepMine;
    CHECK_FALSE(first.save());
    REQUIRE(t.questions.size() == 1);
    CHECK(t.questions.first().saving);
    CHECK(readAll(t.file) == secondsVersion);
    CHECK(first.mode() == Mode::Timeslice);
    CHECK(first.isModified());
}

TEST_CASE("the window's own save is not a change on disk, but the next outside change is", "[ondisk]")
{
    OnDiskWindow t;
    MainWindow &w = t.window;
    w.setMode(Mode::Timeslice);
    REQUIRE(w.save());
    focusBack(w);
    CHECK(w.checkFileOnDisk() == false);
    CHECK(t.questions.isEmpty());
    REQUIRE(w.saveAs(t.path("copy")));
    focusBack(w);
    CHECK(t.questions.isEmpty());

    writeInPlace(t.path("copy.gpuk.json"), version("Lesson B"));
    t.answer = Answer::KeepMine;
    focusBack(w);
    CHECK(t.questions.size() == 1);
}

TEST_CASE("a file deleted or moved on disk is asked about on focus and nothing is lost", "[ondisk]")
{
    OnDiskWindow t;
    MainWindow &w = t.window;
    const QString moved = t.path("moved.gpuk.json");
    REQUIRE(QFile::rename(t.file, moved));

    SECTION("Keep: the scenario stays, modified, and Save writes it there again")
    {
        t.answer = Answer::KeepMine;
        focusBack(w);
        REQUIRE(t.questions.size() == 1);
        CHECK(t.questions.first().deleted);
        CHECK_FALSE(t.questions.first().saving);
        CHECK(scenarioToJson(w.currentScenario()) == t.mine);
        CHECK(w.isModified());
        focusBack(w);
        CHECK(t.questions.size() == 1);
        CHECK(w.save());
        CHECK(readAll(t.file) == t.mine);
        CHECK(readAll(moved) == t.mine); // the moved file untouched
        CHECK_FALSE(w.isModified());
    }
    SECTION("Save again writes the scenario shown back")
    {
        t.answer = Answer::Overwrite;
        focusBack(w);
        REQUIRE(t.questions.size() == 1);
        CHECK(t.questions.first().deleted);
        CHECK(readAll(t.file) == t.mine);
        CHECK_FALSE(w.isModified());
    }
}

TEST_CASE("recovered work remembers the file as the crashed session knew it, so a later change is asked about",
          "[ondisk][autosave]")
{
    QStandardPaths::setTestModeEnabled(true);
    const QString autosaveDir = Autosaver::defaultDirectory() + QStringLiteral("-ondisk-")
        + QString::number(QCoreApplication::applicationPid());
    QDir(autosaveDir).removeRecursively();
    OnDiskWindow t;
    {
        auto *saver = new Autosaver(autosaveDir);
        REQUIRE(saver->start());
        MainWindow crashing;
        crashing.setAutosaver(saver);
        REQUIRE(crashing.openFile(t.file));
        crashing.setMode(Mode::Timeslice);
        REQUIRE(saver->writeNow());
    } // dies without a clean exit
    // Before the recovery, another session (or program) saves the file.
    const QByteArray theirs = version("Lesson B");
    writeInPlace(t.file, theirs);

    MainWindow &w = t.window;
    auto *saver = new Autosaver(autosaveDir);
    REQUIRE(saver->start());
    w.setAutosaver(saver);
    w.setRecoveryPrompt([](const AutosaveEntry &) { return MainWindow::RecoveryAnswer::Recover; });
    REQUIRE(w.offerRecovery());
    REQUIRE(w.fileName() == QFileInfo(t.file).absoluteFilePath());
    t.answer = Answer::KeepMine;
    CHECK_FALSE(w.save());
    CHECK(t.questions.size() == 1);
    CHECK(readAll(t.file) == theirs);
    CHECK(w.mode() == Mode::Timeslice);
    saver->finish();
    QDir(autosaveDir).removeRecursively();
}
