#pragma once

// Autosave with crash recovery.
//
// While the document is modified, the scenario is written (atomically, QSaveFile) to
//   <directory>/<session>.gpuk.json       the scenario, canonical JSON
//   <directory>/<session>.meta.json       {"file": original absolute path or "", "name": …, "saved": ISO time}
// every periodicMs, and at most afterEditMs after an edit (the first edit since the last write
// starts the timer, later ones do not push it back: a continuous drag is written twice a second,
// not only when it stops). The session holds <directory>/<session>.lock (a
// QLockFile) while it runs. A clean save deletes the autosave; a clean exit deletes it and the lock.
// At the next start, an autosave whose lock nobody holds (its process died) is "recoverable".
//
// <directory> is QStandardPaths::AppLocalDataLocation/autosave in the app; tests switch
// QStandardPaths to its test mode and use a directory of their own.

#include "io/filestamp.h"
#include "scenario.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QLockFile;
class QTimer;

namespace gpuk {

struct AutosaveEntry
{
    QString session;       // the session id: the files' common base name
    QString autosaveFile;  // <directory>/<session>.gpuk.json
    QString originalFile;  // the file the work came from, empty for a new scenario
    FileStamp originalStamp; // that file as the session read or last saved it (unknown if not stored)
    QString name;          // the scenario's name when it was saved
    QDateTime saved;       // UTC
};

class Autosaver : public QObject
{
    Q_OBJECT

public:
    static constexpr int defaultPeriodicMs = 60 * 1000;
    // Half a second: an edit made one second before a crash is on disk, and a write (a few
    // kilobytes through QSaveFile) twice a second at most costs nothing noticeable.
    static constexpr int defaultAfterEditMs = 500;

    explicit Autosaver(const QString &directory, QObject *parent = nullptr);
    ~Autosaver() override;

    // QStandardPaths::AppLocalDataLocation + "/autosave".
    static QString defaultDirectory();

    // Creates the directory and takes this session's lock. False if either fails (autosave then
    // stays off; the app works without it).
    bool start();
    bool isActive() const { return m_lock != nullptr; }
    QString directory() const { return m_directory; }
    QString session() const { return m_session; }
    QString autosaveFile() const;

    // What is saved and when: `modified` says whether there is unsaved work, `scenario` gives it,
    // `originalFile` where it came from, `originalStamp` what that file was when the work started
    // from it (its size and hash go into the metadata: a recovery then sees whether someone
    // changed the file since).
    void setSource(std::function<bool()> modified, std::function<Scenario()> scenario,
                   std::function<QString()> originalFile, std::function<FileStamp()> originalStamp = {});
    void setIntervals(int periodicMs, int afterEditMs);

    // An edit happened: write within afterEditMs, if still modified then.
    void noteEdit();
    // Writes now if modified; true if written. A failed write emits failed().
    bool writeNow();
    // The reason the last write failed; empty after a successful one.
    QString lastError() const { return m_lastError; }
    // The work was saved (or discarded): the autosave is no longer needed.
    void removeAutosave();
    // Clean exit: removes the autosave and releases the lock.
    void finish();

    // Autosaves of sessions that ended without finish(), newest first (never this session's, never
    // one whose session still runs). An original path that is not absolute (written by an older
    // version) is dropped: it cannot be resolved from another working directory, so the work comes
    // back as a new scenario and Save asks for a name.
    QList<AutosaveEntry> recoverable() const;
    // Deletes an entry's files (after it was recovered or the user discarded it).
    static void discard(const AutosaveEntry &entry);

signals:
    void written(const QString &file);
    // The autosave could not be written (disk full, directory not writable): `reason` says why.
    void failed(const QString &reason);

private:
    QString path(const QString &session, const char *suffix) const;

    QString m_directory;
    QString m_session;
    std::unique_ptr<QLockFile> m_lock;
    QTimer *m_periodic = nullptr;
    QTimer *m_soon = nullptr;
    std::function<bool()> m_modified;
    std::function<Scenario()> m_scenario;
    std::function<QString()> m_originalFile;
    std::function<FileStamp()> m_originalStamp;
    QString m_lastError;
};

} // namespace gpuk
