#include "preferences.h"

#include <QFileInfo>
#include <QSettings>

namespace gpuk {

namespace {

QString key(const char *k)
{
    return QString::fromLatin1(k);
}

} // namespace

Preferences Preferences::load(const QSettings &s)
{
    Preferences p;
    p.language = s.value(key(settingsKeys::language)).toString();
    p.theme = s.value(key(settingsKeys::theme)).toString();
    if (p.theme != QLatin1String("light") && p.theme != QLatin1String("dark"))
        p.theme.clear();
    p.skin = s.value(key(settingsKeys::skin)).toString();
    bool zoomOk = false;
    const int zoom = s.value(key(settingsKeys::zoom)).toInt(&zoomOk);
    p.zoomPercent = zoomOk && zoom >= 80 && zoom <= 200 ? zoom : 100; // a hand-edited value: the default
    p.geometry = s.value(key(settingsKeys::geometry)).toByteArray();
    p.windowState = s.value(key(settingsKeys::windowState)).toByteArray();
    p.lastDirectory = s.value(key(settingsKeys::lastDirectory)).toString();
    // A hand-edited settings file may hold duplicates or too many entries: normalise.
    const QStringList stored = s.value(key(settingsKeys::recentFiles)).toStringList();
    for (auto it = stored.crbegin(); it != stored.crend(); ++it)
        if (!it->isEmpty())
            p.addRecentFile(*it);
    return p;
}

void Preferences::save(QSettings &s) const
{
    auto put = [&s](const char *k, const QVariant &v, bool empty) {
        if (empty)
            s.remove(key(k));
        else
            s.setValue(key(k), v);
    };
    put(settingsKeys::language, language, language.isEmpty());
    put(settingsKeys::theme, theme, theme.isEmpty());
    put(settingsKeys::skin, skin, skin.isEmpty());
    put(settingsKeys::zoom, zoomPercent, zoomPercent == 100);
    put(settingsKeys::geometry, geometry, geometry.isEmpty());
    put(settingsKeys::windowState, windowState, windowState.isEmpty());
    put(settingsKeys::lastDirectory, lastDirectory, lastDirectory.isEmpty());
    put(settingsKeys::recentFiles, recentFiles, recentFiles.isEmpty());
}

void Preferences::addRecentFile(const QString &file)
{
    const QString path = QFileInfo(file).absoluteFilePath();
    recentFiles.removeAll(path);
    recentFiles.prepend(path);
    while (recentFiles.size() > maxRecentFiles)
        recentFiles.removeLast();
}

QStringList Preferences::pruneMissingRecentFiles()
{
    QStringList removed;
    for (auto it = recentFiles.begin(); it != recentFiles.end();) {
        if (QFileInfo::exists(*it)) {
            ++it;
        } else {
            removed << *it;
            it = recentFiles.erase(it);
        }
    }
    return removed;
}

} // namespace gpuk
