#include "autosave.h"

#include "io/scenariofile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>

namespace gpuk {

namespace {

constexpr char scenarioSuffix[] = ".gpuk.json";
constexpr char metaSuffix[] = ".meta.json";
constexpr char lockSuffix[] = ".lock";

std::unique_ptr<QLockFile> makeLock(const QString &file)
{
    auto lock = std::make_unique<QLockFile>(file);
    // Only a dead owner makes a lock stale: a session that runs for hours keeps its lock
    // (QLockFile's default would call it stale after 30 s).
    lock->setStaleLockTime(0);
    return lock;
}

} // namespace

Autosaver::Autosaver(const QString &directory, QObject *parent)
    : QObject(parent)
    , m_directory(directory)
{
    // Unique per process and start time; sorts by time.
    m_session = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmsszzz")) + QLatin1Char('-')
        + QString::number(QCoreApplication::applicationPid());
    m_periodic = new QTimer(this);
    m_periodic->setInterval(defaultPeriodicMs);
    connect(m_periodic, &QTimer::timeout, this, &Autosaver::writeNow);
    m_soon = new QTimer(this);
    m_soon->setSingleShot(true);
    m_soon->setInterval(defaultAfterEditMs);
    connect(m_soon, &QTimer::timeout, this, &Autosaver::writeNow);
}

Autosaver::~Autosaver() = default; // an unclean end keeps the files: that is the point

QString Autosaver::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/autosave");
}

QString Autosaver::path(const QString &session, const char *suffix) const
{
    return QDir(m_directory).filePath(session + QLatin1String(suffix));
}

QString Autosaver::autosaveFile() const
{
    return path(m_session, scenarioSuffix);
}

bool Autosaver::start()
{
    if (m_lock)
        return true;
    if (!QDir().mkpath(m_directory))
        return false;
    auto lock = makeLock(path(m_session, lockSuffix));
    if (!lock->tryLock(0))
        return false;
    m_lock = std::move(lock);
    m_periodic->start();

    // Locks left by sessions that died with nothing to recover (killed before any edit).
    const QDir dir(m_directory);
    const QString suffix = QLatin1String(lockSuffix);
    for (const QString &name : dir.entryList({QLatin1Char('*') + suffix}, QDir::Files)) {
        const QString session = name.chopped(suffix.size());
        if (session == m_session || QFileInfo::exists(path(session, scenarioSuffix)))
            continue;
        auto stale = makeLock(dir.filePath(name));
        if (stale->tryLock(0))
            stale->unlock(); // removes it; a live session's lock is never acquired
    }
    return true;
}

void Autosaver::setSource(std::function<bool()> modified, std::function<Scenario()> scenario,
                          std::function<QString()> originalFile, std::function<FileStamp()> originalStamp)
{
    m_modified = std::move(modified);
    m_scenario = std::move(scenario);
    m_originalFile = std::move(originalFile);
    m_originalStamp = std::move(originalStamp);
}

void Autosaver::setIntervals(int periodicMs, int afterEditMs)
{
    m_periodic->setInterval(periodicMs);
    m_soon->setInterval(afterEditMs);
}

void Autosaver::noteEdit()
{
    if (m_lock && !m_soon->isActive())
        m_soon->start(); // not restarted by later edits: every edit is on disk within afterEditMs
}

bool Autosaver::writeNow()
{
    m_soon->stop();
    if (!m_lock || !m_modified || !m_scenario || !m_modified())
        return false;
    const Scenario s = m_scenario();
    const auto fail = [this](const QString &reason) {
        m_lastError = reason;
        emit failed(reason);
        return false;
    };
    // The scenario first, then the metadata: recovery needs the scenario, the metadata only
    // describes it.
    QString error;
    if (!saveScenarioFile(s, autosaveFile(), &error))
        return fail(error);
    // The original file as an absolute path: recovery may run in another working directory.
    QString original = m_originalFile ? m_originalFile() : QString();
    if (!original.isEmpty() && !original.startsWith(QLatin1Char(':')))
        original = QFileInfo(original).absoluteFilePath();
    QJsonObject meta;
    meta.insert(QStringLiteral("file"), original);
    meta.insert(QStringLiteral("name"), QString::fromStdString(s.name));
    meta.insert(QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!original.isEmpty() && m_originalStamp) {
        const FileStamp stamp = m_originalStamp();
        if (stamp.known) {
            meta.insert(QStringLiteral("fileExisted"), stamp.exists);
            if (stamp.exists) {
                meta.insert(QStringLiteral("fileSize"), double(stamp.size));
                meta.insert(QStringLiteral("fileSha256"), QString::fromLatin1(stamp.sha256.toHex()));
            }
        }
    }
    QSaveFile f(path(m_session, metaSuffix));
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(meta).toJson()) < 0 || !f.commit())
        return fail(f.errorString());
    m_lastError.clear();
    emit written(autosaveFile());
    return true;
}

void Autosaver::removeAutosave()
{
    m_soon->stop();
    QFile::remove(autosaveFile());
    QFile::remove(path(m_session, metaSuffix));
}

void Autosaver::finish()
{
    removeAutosave();
    m_periodic->stop();
    if (m_lock) {
        m_lock->unlock(); // removes the lock file
        m_lock.reset();
    }
}

QList<AutosaveEntry> Autosaver::recoverable() const
{
    QList<AutosaveEntry> entries;
    const QDir dir(m_directory);
    const QString suffix = QLatin1String(scenarioSuffix);
    for (const QString &name : dir.entryList({QLatin1Char('*') + suffix}, QDir::Files, QDir::Name)) {
        const QString session = name.chopped(suffix.size());
        if (session == m_session)
            continue;
        // Free lock (or none) = the session is gone. Held by a live process = it still runs.
        auto probe = makeLock(path(session, lockSuffix));
        if (!probe->tryLock(0))
            continue;
        probe->unlock();

        AutosaveEntry e;
        e.session = session;
        e.autosaveFile = dir.filePath(name);
        e.saved = QFileInfo(e.autosaveFile).lastModified().toUTC();
        QFile metaFile(path(session, metaSuffix));
        if (metaFile.open(QIODevice::ReadOnly)) {
            const QJsonObject meta = QJsonDocument::fromJson(metaFile.read(64 * 1024)).object();
            e.originalFile = meta.value(QStringLiteral("file")).toString();
            if (!QDir::isAbsolutePath(e.originalFile))
                e.originalFile.clear(); // relative to a working directory nobody knows any more
            e.name = meta.value(QStringLiteral("name")).toString();
            if (!e.originalFile.isEmpty() && meta.contains(QStringLiteral("fileExisted"))) {
                e.originalStamp.known = true;
                e.originalStamp.exists = meta.value(QStringLiteral("fileExisted")).toBool();
                if (e.originalStamp.exists) {
                    e.originalStamp.size = qint64(meta.value(QStringLiteral("fileSize")).toDouble(-1));
                    e.originalStamp.sha256 = QByteArray::fromHex(meta.value(QStringLiteral("fileSha256")).toString().toLatin1());
                }
            }
            const QDateTime saved = QDateTime::fromString(meta.value(QStringLiteral("saved")).toString(), Qt::ISODateWithMs);
            if (saved.isValid())
                e.saved = saved.toUTC();
        }
        entries << e;
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const AutosaveEntry &a, const AutosaveEntry &b) { return a.saved > b.saved; });
    return entries;
}

void Autosaver::discard(const AutosaveEntry &entry)
{
    const QFileInfo fi(entry.autosaveFile);
    const QDir dir = fi.dir();
    QFile::remove(entry.autosaveFile);
    QFile::remove(dir.filePath(entry.session + QLatin1String(metaSuffix)));
    // The lock of a dead session, if it left one (a live one is never listed as recoverable).
    auto probe = makeLock(dir.filePath(entry.session + QLatin1String(lockSuffix)));
    if (probe->tryLock(0))
        probe->unlock();
}

} // namespace gpuk
