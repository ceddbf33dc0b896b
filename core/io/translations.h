#pragma once

// Where translations come from, in one place for the CLI and the GUI: GPU Kitchen's own
// catalogue "gpukitchen" ($GPUK_I18N_DIR first, so a translator can preview a fresh .qm without
// rebuilding, then the copy the io library embeds at :/i18n) and Qt's "qtbase" (standard dialog
// buttons, QFile / QJsonParseError messages) from the Qt installation.

#include <QLocale>

class QObject;
class QTranslator;

namespace gpuk {

// Each returns a loaded translator owned by `parent`, or nullptr if no catalogue exists for the
// locale. Neither installs anything.
QTranslator *loadAppTranslator(const QLocale &locale, QObject *parent = nullptr);
QTranslator *loadQtTranslator(const QLocale &locale, QObject *parent = nullptr);

} // namespace gpuk
