// STUB placeholder so the tree links; the scenario-file helper replaces this file entirely.
#include "io/scenariofile.h"
namespace gpuk {
LoadResult parseScenario(const QByteArray &, bool) { return {}; }
LoadResult loadScenarioFile(const QString &, bool) { return {}; }
QByteArray scenarioToJson(const Scenario &) { return {}; }
bool saveScenarioFile(const Scenario &, const QString &, QString *) { return false; }
}
