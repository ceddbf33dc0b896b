#pragma once

// Where translations come from, in one place for the CLI and the GUI: GPU Kitchen's own
// catalogue "gpukitchen" ($GPUK_I18N_DIR first, so a translator can preview a fresh .qm without
// rebuilding, then the copy the io library embeds at :/i18n) and Qt's "qtbase" (standard dialog
// buttons, QFile / QJsonParseError messages) from the Qt installation.

#include <QLocale>
#include <QMap>
#include <QString>
#include <QStringList>

class QObject;
class QTranslator;

namespace gpuk {

// Each returns a loaded translator owned by `parent`, or nullptr if no catalogue exists for the
// locale. Neither installs anything.
QTranslator *loadAppTranslator(const QLocale &locale, QObject *parent = nullptr);
QTranslator *loadQtTranslator(const QLocale &locale, QObject *parent = nullptr);

// ---- The language the system asks for --------------------------------------------------------

// "en" or "zh_CN" for one language tag ("zh_CN.UTF-8", "zh-Hans-SG", "en_GB@euro", "C"), or an
// empty string for a language without a catalogue. Traditional Chinese (zh_TW, zh_HK, zh_MO,
// zh_Hant…) has none: Simplified Chinese is not offered in its place.
QString supportedUiLanguage(const QString &tag);

// The user interface language from the system's preferences, as a pure function of them:
// `environment` holds LANGUAGE, LC_ALL, LC_MESSAGES and LANG (absent or empty = unset). The
// locale of messages is LC_ALL, else LC_MESSAGES, else LANG (POSIX); LANGUAGE, a colon-separated
// list of preferences, comes first unless that locale is unset, "C" or "POSIX" (as GNU gettext
// does, which also ignores LANGUAGE alone). Without any of the four, `uiLanguages`
// (QLocale::system().uiLanguages()) is the list. The first preference with a catalogue wins; none gives "en".
QString uiLanguageFrom(const QMap<QString, QString> &environment, const QStringList &uiLanguages);

// uiLanguageFrom() for this process's environment and QLocale::system().
QString systemUiLanguage();

} // namespace gpuk
