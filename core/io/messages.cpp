// STUB placeholder so the tree links; the scenario-file helper replaces this file entirely.
#include "io/messages.h"
namespace gpuk {
QString formatDiagnostic(const Diagnostic &d) { return QString::fromStdString(d.path + ": " + d.code); }
QString diagnosticMessage(const Diagnostic &d) { return QString::fromStdString(d.code); }
QString severityName(Severity) { return QString(); }
bool hasMessageFor(const std::string &) { return false; }
}
