#pragma once

// gpukitchen-cli, in process: app/cli/main.cpp is a thin wrapper and the tests call runCli with
// QTextStreams over QStrings.
//
// Exit codes: 0 ok; 1 a finding (`mig check` of an illegal layout); 2 bad input (unknown command,
// option, GPU or profile, an unreadable or invalid scenario file, an export the plan cannot
// express). Findings go to `out`, errors to `err`; `validate` prints every diagnostic on `err`.

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace gpuk {

#ifndef GPUK_VERSION
#define GPUK_VERSION "0.0.0-unknown"
#endif
inline constexpr const char *cliVersion = GPUK_VERSION; // the project() version, passed by CMake

// Runs one command; `args` excludes argv[0].
int runCli(const QStringList &args, QTextStream &out, QTextStream &err);

// "en" or "zh_CN": systemUiLanguage() (io/translations.h).
QString defaultCliLanguage();

// The value of a `--lang X` / `--lang=X` argument, or an empty string.
QString languageArgument(const QStringList &args);

// Normalises "zh", "zh_CN", "zh-CN", "zh_CN.UTF-8", "zh_Hans" to "zh_CN" and "en…" / "C" / "POSIX"
// to "en"; anything else (Traditional Chinese too) gives an empty string: supportedUiLanguage().
QString normalizeLanguage(const QString &lang);

// Installs the translator for `lang` (":/i18n/gpukitchen_<lang>.qm", embedded by gpukitchen_io),
// replacing the one installed before; "en" removes it. Returns false if no catalogue was found
// (the text then stays English). Needs a QCoreApplication.
bool installLanguage(const QString &lang);
// The language installLanguage last set ("en" before any call).
QString currentLanguage();

} // namespace gpuk
