#pragma once

// The user's preferences (QSettings) as one value: read once at start, written when they change.
// The keys are listed here so that every part of the app agrees on them.
//
// Screenshot, startup-probe and test runs never read or write the user's settings: main() then
// gives the window no QSettings at all (MainWindow::setSettings(nullptr), the default), and tests
// pass a QSettings on a temporary INI file.

#include <QByteArray>
#include <QString>
#include <QStringList>

class QSettings;

namespace gpuk {

struct Preferences
{
    static constexpr int maxRecentFiles = 8;

    QString language;      // "en", "zh_CN"; empty = not chosen (use the environment)
    QString theme;         // "light", "dark"; empty = not chosen (the platform's palette)
    QString skin;          // "view/skin": "tech" or "kitchen" (Words::skinName); empty = default
    int zoomPercent = 100; // "view/zoom": the picture's words, 80 to 200 (View > Zoom In / Out)
    QByteArray geometry;   // QWidget::saveGeometry()
    QByteArray windowState; // QMainWindow::saveState(): toolbars and docks
    QString lastDirectory; // where the last file was opened or saved
    QStringList recentFiles; // most recent first, at most maxRecentFiles, absolute paths

    static Preferences load(const QSettings &settings);
    void save(QSettings &settings) const;

    // Puts `file` (made absolute) first, removes its older entry, keeps at most maxRecentFiles.
    void addRecentFile(const QString &file);
    // Removes entries whose file no longer exists; returns the removed ones.
    QStringList pruneMissingRecentFiles();

    bool operator==(const Preferences &) const = default;
};

namespace settingsKeys {
inline constexpr char language[] = "ui/language";
inline constexpr char theme[] = "view/theme";
inline constexpr char skin[] = "view/skin";
inline constexpr char zoom[] = "view/zoom";
inline constexpr char geometry[] = "window/geometry";
inline constexpr char windowState[] = "window/state";
inline constexpr char lastDirectory[] = "files/lastDirectory";
inline constexpr char recentFiles[] = "files/recent";
} // namespace settingsKeys

} // namespace gpuk
