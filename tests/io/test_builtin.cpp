// The built-in scenarios are what a teacher opens first: each must load, and every mode the app
// can switch to must give a plan that fits the GPU.

#include "io/messages.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"

#include <catch2/catch.hpp>

#include <QDir>

using namespace gpuk;

TEST_CASE("every built-in scenario loads and gives a legal plan in every mode", "[builtin]")
{
    const QStringList names = QDir(QStringLiteral(":/scenarios")).entryList({QStringLiteral("*.gpuk.json")});
    REQUIRE(names.size() >= 6);
    for (const QString &name : names) {
        INFO(name.toStdString());
        const LoadResult r = loadScenarioFile(QStringLiteral(":/scenarios/") + name);
        for (const auto &d : r.diagnostics)
            UNSCOPED_INFO(formatDiagnostic(d).toStdString());
        REQUIRE(r.ok());
        const Scenario &s = *r.scenario;
        for (Mode m : allModes) {
            INFO(modeName(m));
            const SharingPlan plan = planForMode(s, m);
            CHECK(plan.mode == m);
            const Diagnostics diags = validatePlan(s, *s.gpu(), plan, "sharing");
            for (const auto &d : diags)
                UNSCOPED_INFO(formatDiagnostic(d).toStdString());
            CHECK_FALSE(hasErrors(diags));
        }
    }
}
