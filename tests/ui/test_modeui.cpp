// The GUI's per-mode table (ui/text/modeui.h) checked against what the picture model draws, and
// every mode named in both skins.

#include "catch_qt.h"

#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"
#include "ui/picture/canvasmodel.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/shell/mainwindow.h"
#include "ui/text/modeui.h"
#include "ui/text/words.h"

#include <QSet>

using namespace gpuk;

TEST_CASE("Every mode has its own name and description in both skins", "[modeui]")
{
    for (Skin skin : {Skin::Technical, Skin::Kitchen}) {
        QSet<QString> names, descriptions;
        for (Mode mode : allModes) {
            INFO(modeName(mode) << (skin == Skin::Kitchen ? " kitchen" : " tech"));
            const QString name = Words::modeName(mode, skin);
            const QString description = Words::modeDescription(mode, skin);
            CHECK_FALSE(name.trimmed().isEmpty());
            CHECK_FALSE(description.trimmed().isEmpty());
            names.insert(name);
            descriptions.insert(description);
        }
        CHECK(names.size() == int(std::size(allModes)));
        CHECK(descriptions.size() == int(std::size(allModes)));
    }
}

TEST_CASE("A plan's painter family and legend kind are what the picture model draws", "[modeui]")
{
    const QStringList files = MainWindow::builtinScenarioFiles();
    REQUIRE(files.size() >= 5);
    GpuCanvas canvas;
    canvas.resize(1400, 900);
    int families[4] = {0, 0, 0, 0};
    for (const QString &file : files) {
        const LoadResult loaded = loadScenarioFile(file, false);
        REQUIRE(loaded.ok());
        const Scenario &s = *loaded.scenario;
        REQUIRE(s.gpu());
        for (Mode mode : allModes) {
            const SharingPlan plan = planForMode(s, mode);
            INFO(file.toStdString() << " " << modeName(mode));
            canvas.setScene(s, plan);
            const CanvasModel &m = canvas.model();
            const PainterFamily family = painterFamily(plan);
            ++families[int(family)];
            if (!s.gpu()->supportsMig() && isMigPartitioned(plan))
                continue; // nothing to draw rooms on
            CHECK((family == PainterFamily::Rooms) == m.migEnabled());
            CHECK((family == PainterFamily::Turns) == m.timeSliced());
            CHECK(legendIsMigKey(mode) == (mode == Mode::Mig));
            if (legendIsMigKey(mode))
                CHECK(m.keyItems().size() > 0);
            else
                CHECK(m.keyItems().empty());
            // Exclusive draws a small GPU per tenant: one legend row each.
            if (legendHasMiniGpus(mode))
                CHECK(m.legend().size() == s.tenants.size());
        }
    }
    for (int f = 0; f < 4; ++f)
        CHECK(families[f] > 0); // every family is drawn by some built-in
}
