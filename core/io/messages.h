#pragma once

// The one table that turns diagnostic codes into words. Every template is marked with
// QT_TRANSLATE_NOOP("gpuk::Messages", …) so lupdate collects it, and rendered at the point of
// use with QCoreApplication::translate, so the CLI and the GUI speak the same language.

#include "diagnostic.h"

#include <QString>

namespace gpuk {

// "sharing.instances[2].start: 3g.20gb cannot start at memory slot 2; allowed starts are 0, 4"
QString formatDiagnostic(const Diagnostic &d);
// The message without the path.
QString diagnosticMessage(const Diagnostic &d);
// "error" / "warning" / "info", translated.
QString severityName(Severity s);

// True if the table has a template for the code (tests check every code the core can emit).
bool hasMessageFor(const std::string &code);

} // namespace gpuk
