#pragma once

// gpukitchen-cli, in process: main.cpp is a thin wrapper and the tests call runCli with
// QTextStreams over QStrings.
//
// Exit codes: 0 ok; 1 a finding (`mig check` of an illegal layout); 2 bad input (unknown command,
// option, GPU or profile, an unreadable or invalid scenario file, an export the plan cannot
// express). Findings go to `out`, errors to `err`; `validate` prints every diagnostic on `err`.
// The language comes from io/translations.h (a `--lang` of one command is restored after it).

#include <QStringList>
#include <QTextStream>

namespace gpuk {

#ifndef GPUK_VERSION
#define GPUK_VERSION "0.0.0-unknown"
#endif
inline constexpr const char *cliVersion = GPUK_VERSION; // the project() version, passed by CMake

// Runs one command; `args` excludes argv[0].
int runCli(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace gpuk
