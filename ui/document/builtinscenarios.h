#pragma once

// The built-in scenarios (resources/scenarios, compiled in at :/scenarios) are English data. Their
// names, descriptions and tenant names are translated through the table in builtinscenarios.cpp
// (context "gpuk::BuiltinScenarios", collected by lupdate), so a Chinese classroom sees no English.
// A file the user saved keeps whatever names it was saved with: that is the user's data.

#include "scenario.h"

#include <QString>
#include <QStringList>

namespace gpuk {

// ":/scenarios/…" and the challenges, ":/lessons/…" (their texts in the context "gpuk::Lessons").
bool isBuiltinScenarioFile(const QString &fileName);
// The translation of one English text of a built-in scenario (the text itself if there is none).
QString builtinScenarioText(const std::string &english);
// Translates the name, description and tenant names of a built-in scenario in place.
void localizeBuiltinScenario(Scenario &scenario);
// Every English text the table covers (tests check each built-in file is covered).
QStringList builtinScenarioSourceTexts();

} // namespace gpuk
