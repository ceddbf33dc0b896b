// Help → MIG Placements on Every GPU…: every catalog GPU drawn from the fact files, nothing filled in.

#include "catch_qt.h"
#include "languageguard.h"
#include "testwindows.h"

#include "catalog/catalog.h"
#include "io/gpuwords.h"
#include "sharing/mig.h"
#include "ui/document/document.h"
#include "ui/shell/gpuatlasdialog.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/placementmap.h"

#include <QAction>
#include <QComboBox>
#include <QFontMetricsF>
#include <QMenu>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>

#include <cmath>

using namespace gpuk;
using namespace gpuk::test;

namespace {

// Two spans agree to a pixel's rounding.
bool near(double a, double b)
{
    return std::abs(a - b) <= 2.0;
}

QString flaggedWord(DataQuality q)
{
    return QStringLiteral("(%1)").arg(GpuWords::quality(q));
}

} // namespace

TEST_CASE("The GPU atlas draws every MIG GPU of the catalog, each placement over the slices and slots the engine's rule gives",
          "[atlas]")
{
    MainWindow w;
    w.openDemo();
    auto *action = w.findChild<QAction *>(QStringLiteral("gpuAtlasAction"));
    REQUIRE(action);
    CHECK(w.findChild<QMenu *>(QStringLiteral("helpMenu"))->actions().contains(action));
    action->trigger();
    settle();
    GpuAtlasDialog *atlas = w.gpuAtlasDialog();
    REQUIRE(atlas);
    CHECK(atlas->isVisible());
    CHECK(atlas->gpuId() == w.gpuId()); // it opens at the scenario's GPU

    for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
        atlas->resize(size);
        INFO(size.width() << "x" << size.height());
        int gpusSeen = 0;
        for (const GpuModel *g : catalogGpus()) {
            if (!g->supportsMig())
                continue;
            ++gpusSeen;
            INFO(g->id);
            REQUIRE(atlas->showGpu(QString::fromStdString(g->id)));
            settle();
            PlacementMap *map = atlas->map();
            REQUIRE(map->gpu() == g);
            REQUIRE(map->rowCount() == int(g->migProfiles.size()));
            CHECK(map->height() >= map->sizeHint().height());
            // The header: a cell per compute slice, each as wide as its placement units.
            for (int c = 0; c < g->computeSlices; ++c)
                CHECK(near(map->sliceRect(c).width(), map->unitRect(0).width() * g->placementUnitsPerSlice));
            const double gridLeft = map->unitRect(0).left();
            const double gridRight = map->unitRect(map->gridUnits() - 1).right();
            CHECK(gridRight <= map->width());
            for (int r = 0; r < map->rowCount(); ++r) {
                const MigProfile &p = *map->rowProfile(r);
                INFO(p.name);
                CHECK(map->rowText(r).startsWith(QString::fromStdString(p.name)));
                // the label fits its column, left of the grid
                CHECK(QFontMetricsF(map->font()).horizontalAdvance(map->rowText(r)) <= map->labelRect(r).width());
                CHECK(map->labelRect(r).right() <= gridLeft);
                if (!p.placementsKnown()) {
                    CHECK(map->computeRect(r, 0).isEmpty());
                    CHECK(map->memoryRect(r, 0).isEmpty());
                    CHECK(atlas->table()->item(r, GpuAtlasDialog::PlacementsColumn)->text().startsWith(QStringLiteral("not given")));
                    continue;
                }
                for (int k = 0; k < int(p.starts.size()); ++k) {
                    const MigPlacement placement{&p, p.starts[size_t(k)]};
                    const QRectF c = map->computeRect(r, k);
                    const QRectF m = map->memoryRect(r, k);
                    // memory: from the start's unit to its last; compute: the slices MigPlacement gives
                    CHECK(near(m.left(), map->unitRect(placement.startUnit()).left()));
                    CHECK(near(m.right(), map->unitRect(placement.memoryEnd() - 1).right()));
                    CHECK(near(c.left(), map->sliceRect(placement.computeStart()).left()));
                    CHECK(near(c.right(), map->sliceRect(placement.computeEnd() - 1).right()));
                    CHECK(m.left() >= gridLeft - 0.5);
                    CHECK(m.right() <= gridRight + 0.5);
                    CHECK(c.right() <= gridRight + 0.5);
                    CHECK(map->rowRect(r).contains(c));
                    CHECK(map->rowRect(r).contains(m));
                }
                const QString starts = atlas->table()->item(r, GpuAtlasDialog::PlacementsColumn)->text();
                CHECK(starts.startsWith(QStringLiteral("{%1").arg(p.starts.front())));
                CHECK(starts.contains(QStringLiteral("}:%1").arg(p.memorySlots)));
                CHECK(starts.endsWith(flaggedWord(p.placementQuality)) == (p.placementQuality != DataQuality::Verified));
            }
        }
        CHECK(gpusSeen == int(atlas->gpuCombo()->count()));
        CHECK(gpusSeen >= 18);
    }
}

TEST_CASE("The GPU atlas says which GPUs the simulator runs and what the others lack, and flags every figure the fact files do",
          "[atlas]")
{
    MainWindow w;
    w.openDemo();
    REQUIRE(w.showGpuAtlas());
    settle();
    GpuAtlasDialog *atlas = w.gpuAtlasDialog();
    for (const GpuModel *g : catalogGpus()) {
        if (!g->supportsMig())
            continue;
        INFO(g->id);
        REQUIRE(atlas->showGpu(QString::fromStdString(g->id)));
        settle();
        const bool current = QString::fromStdString(g->id) == w.gpuId();
        CHECK(atlas->useButton()->isEnabled() == (g->complete() && !current));
        CHECK(atlas->gpuCombo()->currentText().contains(QStringLiteral("reference only")) == !g->complete());
        if (g->complete())
            CHECK(atlas->statusText().startsWith(QStringLiteral("The simulator runs this GPU")));
        else
            CHECK(atlas->statusText().contains(GpuWords::missing(*g)));
        // Each whole-GPU flag appears in the figures line and in the notes.
        for (const FigureFlag &f : g->figureFlags) {
            if (f.quality == DataQuality::Verified)
                continue;
            CHECK(atlas->notesText().contains(QString::fromStdString(f.note).toHtmlEscaped().left(40)));
            CHECK(atlas->figuresText().contains(flaggedWord(f.quality)));
        }
        // A profile's flagged figure carries its flag in the table; a missing one says so.
        QTableWidget *table = atlas->table();
        REQUIRE(table->rowCount() == int(g->migProfiles.size()));
        for (int r = 0; r < table->rowCount(); ++r) {
            const MigProfile &p = g->migProfiles[size_t(r)];
            INFO(p.name);
            const QString sms = table->item(r, GpuAtlasDialog::SmsColumn)->text();
            CHECK(sms.startsWith(p.smsKnown() ? QString::number(p.sms) : QStringLiteral("not given")));
            CHECK(sms.endsWith(flaggedWord(p.smQuality)) == (p.smQuality != DataQuality::Verified));
            const QString id = table->item(r, GpuAtlasDialog::IdColumn)->text();
            CHECK(id.startsWith(p.idKnown() ? QString::number(p.id) : QStringLiteral("not given")));
            CHECK(id.endsWith(flaggedWord(p.idQuality)) == (p.idQuality != DataQuality::Verified));
            const QString memory = table->item(r, GpuAtlasDialog::MemoryColumn)->text();
            CHECK(memory.endsWith(flaggedWord(p.memoryQuality)) == (p.memoryQuality != DataQuality::Verified));
            if (!p.note.empty())
                CHECK(table->item(r, GpuAtlasDialog::ProfileColumn)->toolTip().contains(QString::fromStdString(p.note)));
        }
    }
}

TEST_CASE("RTX PRO 6000 Blackwell's atlas map puts each 1g on one slice of three placement units, as -lgipp lists",
          "[atlas]")
{
    GpuAtlasDialog atlas;
    atlas.resize(1000, 700);
    REQUIRE(atlas.showGpu(QStringLiteral("rtx-pro-6000"))); // any case
    atlas.show();
    settle();
    PlacementMap *map = atlas.map();
    CHECK(map->gridUnits() == 12);
    for (int r = 0; r < map->rowCount(); ++r) {
        const MigProfile &p = *map->rowProfile(r);
        if (p.name != "1g.24gb")
            continue;
        REQUIRE(p.starts == std::vector<int>{0, 3, 6, 9});
        for (int k = 0; k < 4; ++k) {
            CHECK(near(map->computeRect(r, k).left(), map->sliceRect(k).left()));
            CHECK(near(map->computeRect(r, k).right(), map->sliceRect(k).right()));
            CHECK(near(map->memoryRect(r, k).width(), 3 * map->unitRect(0).width() - 3));
        }
    }
    CHECK_FALSE(atlas.showGpu(QStringLiteral("GTX-1080"))); // not in the catalog
}

TEST_CASE("Use this GPU in the atlas switches the scenario's GPU in one undo step", "[atlas]")
{
    MainWindow w;
    w.openDemo();
    w.show();
    settle();
    REQUIRE(w.showGpuAtlas(QStringLiteral("H100-80GB")));
    settle();
    GpuAtlasDialog *atlas = w.gpuAtlasDialog();
    REQUIRE(atlas->useButton()->isEnabled());
    const QString before = w.gpuId();
    const int steps = w.document()->undoStack()->count();
    atlas->useButton()->click();
    waitForPlanSearch(w);
    settle();
    CHECK(w.gpuId() == QStringLiteral("H100-80GB"));
    CHECK(w.document()->undoStack()->count() == steps + 1);
    CHECK_FALSE(atlas->useButton()->isEnabled()); // now the scenario's GPU
    CHECK(atlas->statusText().contains(QStringLiteral("your scenario's GPU")));
    // A reference-only GPU is never offered.
    REQUIRE(atlas->showGpu(QStringLiteral("B200")));
    CHECK_FALSE(atlas->useButton()->isEnabled());
    w.document()->undoStack()->undo();
    settle();
    CHECK(w.gpuId() == before);
}

TEST_CASE("The GPU atlas speaks Chinese and the kitchen's words", "[atlas]")
{
    const gpuk::test::EnglishAfterTest restore;
    MainWindow w;
    w.openDemo();
    REQUIRE(w.showGpuAtlas(QStringLiteral("B200")));
    settle();
    GpuAtlasDialog *atlas = w.gpuAtlasDialog();
    const QString english = atlas->statusText();
    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    settle();
    CHECK(atlas->statusText() != english);
    CHECK(atlas->gpuCombo()->currentText().contains(QStringLiteral("仅供参考")));
    CHECK(atlas->table()->horizontalHeaderItem(GpuAtlasDialog::SlicesColumn)->text() != QStringLiteral("Compute slices"));
    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    settle();
    w.setSkin(Skin::Kitchen);
    settle();
    CHECK(atlas->table()->horizontalHeaderItem(GpuAtlasDialog::SlicesColumn)->text() == QStringLiteral("Stove sections"));
    CHECK(atlas->table()->horizontalHeaderItem(GpuAtlasDialog::SlotsColumn)->text() == QStringLiteral("Pantry shelves"));
}
