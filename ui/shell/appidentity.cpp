#include "appidentity.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QLockFile>
#include <QStandardPaths>

#ifndef GPUK_VERSION
#define GPUK_VERSION "0.0.0-unknown" // CMake passes the project() version
#endif

namespace gpuk {

namespace {

// Moves `from` to `to` (a rename, else a copy and a removal); never replaces `to`.
bool moveFile(const QString &from, const QString &to)
{
    if (QFileInfo::exists(to) || !QDir().mkpath(QFileInfo(to).absolutePath()))
        return false;
    if (QFile::rename(from, to))
        return true;
    if (!QFile::copy(from, to))
        return false;
    QFile::remove(from);
    return true;
}

// Removes `dir` and then its parents up to (not including) `stop` while they are empty.
void removeEmptyDirectories(const QString &dir, const QString &stop)
{
    QDir d(dir);
    while (d.absolutePath() != QDir(stop).absolutePath() && d.exists() && d.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System)) {
        const QString name = d.dirName();
        if (!d.cdUp() || !d.rmdir(name))
            break;
    }
}

} // namespace

void setApplicationIdentity()
{
    QCoreApplication::setApplicationName(QString::fromLatin1(applicationName));
    QCoreApplication::setOrganizationName(QString::fromLatin1(organizationName));
    QCoreApplication::setOrganizationDomain(QString());
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUK_VERSION));
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpukitchen.svg")));
        QGuiApplication::setDesktopFileName(QString::fromLatin1(applicationName));
    }
}

QStringList migrateLegacyLocations(const QString &configHome, const QString &dataHome)
{
    const QString app = QString::fromLatin1(applicationName);
    const QString legacy = QString::fromLatin1(legacyOrganizationName);
    const QString current = QString::fromLatin1(organizationName);
    QStringList moved;

    // QSettings: <config>/<organisation>/<application>.conf
    const QString oldSettings = QDir(configHome).filePath(legacy + QLatin1Char('/') + app + QStringLiteral(".conf"));
    const QString newSettings = QDir(configHome).filePath(current + QLatin1Char('/') + app + QStringLiteral(".conf"));
    if (QFileInfo::exists(oldSettings) && moveFile(oldSettings, newSettings))
        moved << newSettings;
    removeEmptyDirectories(QDir(configHome).filePath(legacy), configHome);

    // Autosaves: <data>/<organisation>/<application>/autosave/<session>.{gpuk.json,meta.json,lock}.
    // A session whose lock is held still runs (an older version, open now): left where it is.
    const QString oldAutosave = QDir(dataHome).filePath(legacy + QLatin1Char('/') + app + QStringLiteral("/autosave"));
    const QString newAutosave = QDir(dataHome).filePath(current + QLatin1Char('/') + app + QStringLiteral("/autosave"));
    const QDir oldDir(oldAutosave);
    const QString scenarioSuffix = QStringLiteral(".gpuk.json");
    for (const QString &name : oldDir.entryList({QLatin1Char('*') + scenarioSuffix}, QDir::Files, QDir::Name)) {
        const QString session = name.chopped(scenarioSuffix.size());
        QLockFile lock(oldDir.filePath(session + QStringLiteral(".lock")));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        for (const QString &suffix : {scenarioSuffix, QStringLiteral(".meta.json")}) {
            const QString from = oldDir.filePath(session + suffix);
            const QString to = QDir(newAutosave).filePath(session + suffix);
            if (QFileInfo::exists(from) && moveFile(from, to))
                moved << to;
        }
        lock.unlock(); // removes the dead session's lock file
    }
    removeEmptyDirectories(oldAutosave, dataHome);
    return moved;
}

QStringList migrateLegacyLocations()
{
    return migrateLegacyLocations(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation),
                                  QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation));
}

} // namespace gpuk
