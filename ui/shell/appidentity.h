#pragma once

// The application's identity, set the same way by every start of the GUI (and by tests that check
// it): the organisation and application names, which QSettings' file and QStandardPaths'
// directories follow (~/.config/gpukitchen/gpukitchen.conf, ~/.local/share/gpukitchen/gpukitchen),
// the version, and with a QGuiApplication the window icon and the desktop file name.
//
// Earlier versions used the organisation name "GPU Kitchen" (with a space); their settings and
// autosaves are moved to the new places once, at the first start with the new name.

#include <QString>
#include <QStringList>

namespace gpuk {

inline constexpr char applicationName[] = "gpukitchen";
inline constexpr char organizationName[] = "gpukitchen";
inline constexpr char legacyOrganizationName[] = "GPU Kitchen";

// Sets the names and the version on the QCoreApplication; with a QGuiApplication also the window
// icon and the desktop file name (resources/linux/gpukitchen.desktop).
void setApplicationIdentity();

// Moves what the legacy organisation name left under `configHome` (the settings file) and
// `dataHome` (the autosaves of sessions no longer running) to the current names' places, and
// removes the legacy directories when they are empty. Nothing already at the new place is
// overwritten. Returns the new paths of what was moved.
QStringList migrateLegacyLocations(const QString &configHome, const QString &dataHome);
// The same for the user's XDG config and data homes (QStandardPaths' Generic locations).
QStringList migrateLegacyLocations();

} // namespace gpuk
