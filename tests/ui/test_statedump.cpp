// StateDump (gpukitchen --state-json): the keys a driving script reads, and the file following
// an edit, an undo and a skin switch.

#include "catch_qt.h"
#include "support/testsupport.h"

#include "ui/canvas/canvaseditor.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/document/document.h"
#include "ui/panels/narrator.h"
#include "ui/panels/tenantpalette.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/statedump.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QListWidgetItem>
#include <QRect>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace gpuk;
using namespace gpuk::test;

namespace {

// The dump as it is on disk; empty while there is none yet.
QJsonObject readDump(const QString &fileName)
{
    QFile f(fileName);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QRect jsonRect(const QJsonValue &v)
{
    const QJsonObject o = v.toObject();
    return QRect(o.value(QStringLiteral("x")).toInt(), o.value(QStringLiteral("y")).toInt(),
                 o.value(QStringLiteral("w")).toInt(), o.value(QStringLiteral("h")).toInt());
}

QPoint jsonPoint(const QJsonValue &v)
{
    const QJsonArray a = v.toArray();
    return a.size() == 2 ? QPoint(a[0].toInt(), a[1].toInt()) : QPoint(-1000000, -1000000);
}

} // namespace

TEST_CASE("The state dump names every part of the window a script checks and aims at", "[statedump]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json"))); // memory slot 1 is free
    window.resize(1600, 1000);
    window.show();
    settle();
    auto *dump = new StateDump(&window, dir.filePath(QStringLiteral("state.json")));
    REQUIRE(dump->writeNow());
    const QJsonObject s = readDump(dump->fileName());

    for (const char *key : {"window", "screen", "mode", "skin", "language", "gpu", "scenarioName", "tenantCount",
                            "tenantIds", "selectedTenant", "canUndo", "canRedo", "modified", "simulation", "lastFault",
                            "narrator", "statusBar", "docks", "presets", "canvas", "tenantCenters", "freeMemorySlots",
                            "popupMenu", "dialog"})
        CHECK(s.contains(QLatin1String(key)));

    CHECK(s.value(QStringLiteral("mode")).toString() == QStringLiteral("mig"));
    CHECK(s.value(QStringLiteral("skin")).toString() == QStringLiteral("tech"));
    CHECK(s.value(QStringLiteral("gpu")).toString() == window.gpuId());
    const int tenants = int(window.scenario().tenants.size());
    REQUIRE(tenants > 0);
    CHECK(s.value(QStringLiteral("tenantCount")).toInt() == tenants);
    CHECK(s.value(QStringLiteral("tenantIds")).toArray().size() == tenants);
    CHECK(s.value(QStringLiteral("statusBar")).toObject().value(QStringLiteral("text")).toString() == window.statusText());
    CHECK(s.value(QStringLiteral("narrator")).toString() == window.narrator()->text());
    for (const char *key : {"playing", "timeS", "speed", "finished"})
        CHECK(s.value(QStringLiteral("simulation")).toObject().contains(QLatin1String(key)));

    // The window's geometry is global, as the window system reports it.
    CHECK(jsonRect(s.value(QStringLiteral("window")).toObject().value(QStringLiteral("geometry"))) == window.geometry());

    // The canvas rect, global; every tenant's centre lies on that tenant in the canvas.
    const QRect canvasRect = jsonRect(s.value(QStringLiteral("canvas")).toObject().value(QStringLiteral("rect")));
    CHECK(canvasRect == QRect(window.canvas()->mapToGlobal(QPoint(0, 0)), window.canvas()->size()));
    const QJsonObject centers = s.value(QStringLiteral("tenantCenters")).toObject();
    CHECK(centers.size() == tenants);
    for (auto it = centers.begin(); it != centers.end(); ++it) {
        const QPoint global = jsonPoint(it.value());
        CHECK(canvasRect.contains(global));
        const int t = window.canvas()->tenantAt(window.canvas()->mapFromGlobal(global));
        REQUIRE(t >= 0);
        CHECK(QString::fromStdString(window.scenario().tenants[size_t(t)].id) == it.key());
    }

    // Every preset has a centre on its palette row, and the palette dock is listed as visible.
    const QJsonArray presets = s.value(QStringLiteral("presets")).toArray();
    REQUIRE(presets.size() == window.tenantPalette()->count());
    bool embedding = false;
    for (const QJsonValue &p : presets) {
        const QJsonObject o = p.toObject();
        const QPoint local = window.tenantPalette()->viewport()->mapFromGlobal(jsonPoint(o.value(QStringLiteral("center"))));
        const QListWidgetItem *item = window.tenantPalette()->itemAt(local);
        REQUIRE(item != nullptr);
        CHECK(item->data(Qt::UserRole).toString() == o.value(QStringLiteral("id")).toString());
        embedding = embedding || o.value(QStringLiteral("id")).toString() == QStringLiteral("embedding");
    }
    CHECK(embedding);
    bool paletteDockVisible = false;
    for (const QJsonValue &d : s.value(QStringLiteral("docks")).toArray())
        if (d.toObject().value(QStringLiteral("objectName")).toString() == QStringLiteral("paletteDock"))
            paletteDockVisible = d.toObject().value(QStringLiteral("visible")).toBool();
    CHECK(paletteDockVisible);

    // Free memory slots are free in the layout the canvas draws.
    CHECK(s.value(QStringLiteral("freeMemorySlots")).toArray().size() == 1);
    for (const QJsonValue &v : s.value(QStringLiteral("freeMemorySlots")).toArray()) {
        const int slot = v.toObject().value(QStringLiteral("slot")).toInt();
        REQUIRE(slot >= 0);
        REQUIRE(slot < window.canvas()->gpuLayout().memorySlots().size());
        CHECK(window.canvas()->gpuLayout().memorySlots()[slot].instance < 0);
        CHECK(canvasRect.contains(jsonPoint(v.toObject().value(QStringLiteral("center")))));
    }
    CHECK(s.value(QStringLiteral("popupMenu")).isNull());
    CHECK(s.value(QStringLiteral("dialog")).isNull());
}

TEST_CASE("The state dump file follows an edit, its undo and a skin switch by itself", "[statedump]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json"))); // memory slot 1 is free
    window.resize(1600, 1000);
    window.show();
    settle();
    auto *dump = new StateDump(&window, dir.filePath(QStringLiteral("state.json")));
    REQUIRE(waitUntil([&] { return readDump(dump->fileName()).contains(QStringLiteral("tenantCount")); }));
    const int before = readDump(dump->fileName()).value(QStringLiteral("tenantCount")).toInt();
    CHECK_FALSE(readDump(dump->fileName()).value(QStringLiteral("modified")).toBool());

    REQUIRE(window.canvasEditor()->addPreset(QStringLiteral("embedding")));
    REQUIRE(waitUntil([&] { return readDump(dump->fileName()).value(QStringLiteral("tenantCount")).toInt() == before + 1; }));
    QJsonObject s = readDump(dump->fileName());
    CHECK(s.value(QStringLiteral("modified")).toBool());
    CHECK(s.value(QStringLiteral("canUndo")).toBool());
    CHECK(s.value(QStringLiteral("tenantCenters")).toObject().size() == before + 1);

    window.document()->undoStack()->undo();
    REQUIRE(waitUntil([&] { return readDump(dump->fileName()).value(QStringLiteral("tenantCount")).toInt() == before; }));
    s = readDump(dump->fileName());
    CHECK(s.value(QStringLiteral("canRedo")).toBool());
    CHECK_FALSE(s.value(QStringLiteral("modified")).toBool());

    window.setSkin(Skin::Kitchen);
    CHECK(waitUntil([&] { return readDump(dump->fileName()).value(QStringLiteral("skin")).toString() == QStringLiteral("kitchen"); }));

    window.resize(1366, 768);
    CHECK(waitUntil([&] {
        return jsonRect(readDump(dump->fileName()).value(QStringLiteral("window")).toObject().value(QStringLiteral("geometry"))).size()
            == window.size();
    }));
}
