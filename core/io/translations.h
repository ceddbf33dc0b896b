#pragma once

// The one place that installs translations, for the CLI and the GUI (ui/shell/languagemanager):
// GPU Kitchen's own catalogue "gpukitchen" ($GPUK_I18N_DIR first, so a translator can preview a
// fresh .qm without rebuilding, then the copy the io library embeds at :/i18n) and Qt's "qtbase"
// (standard dialog buttons, QFile / QJsonParseError messages) from the Qt installation.

#include <QMap>
#include <QString>
#include <QStringList>

namespace gpuk {

// Replaces the translators the last call installed with those for `code` ("en", "zh_CN", or
// anything QLocale understands): Qt's "qtbase" (not for English, the source language) and GPU
// Kitchen's catalogue (English too, if one exists). Returns false if GPU Kitchen's catalogue for
// a language other than English was not found; Qt's strings are switched anyway. Qt sends
// QEvent::LanguageChange for every translator installed or removed. Needs a QCoreApplication.
// Does not touch QLocale::setDefault().
bool installTranslators(const QString &code);
// Whether the last installTranslators call installed any translator.
bool translatorsInstalled();

// Normalises "zh", "zh_CN", "zh-CN", "zh_CN.UTF-8", "zh_Hans" to "zh_CN" and "en…" / "C" / "POSIX"
// to "en"; anything else (Traditional Chinese too) gives an empty string: supportedUiLanguage().
QString normalizeLanguage(const QString &lang);

// "en" or "zh_CN": systemUiLanguage().
QString defaultCliLanguage();

// The value of a `--lang X` / `--lang=X` argument, or an empty string.
QString languageArgument(const QStringList &args);

// installTranslators for normalizeLanguage(lang). Returns false for a language normalizeLanguage
// does not know, without a QCoreApplication, or if no catalogue was found (the text then stays
// English).
bool installLanguage(const QString &lang);
// The language installLanguage or installTranslators last set ("en" before any call).
QString currentLanguage();

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
