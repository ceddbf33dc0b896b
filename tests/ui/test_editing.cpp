// Editing: the drop planner's rules for every preset in every mode, real synthetic drops on the
// canvas, undo/redo of every command, the inspector, keyboard and context-menu equivalents.

#include "catch_qt.h"
#include "languageguard.h"
#include "support/testsupport.h"
#include "testwindows.h"

#include "io/messages.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "ui/canvas/canvaseditor.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"
#include "ui/document/dropplanner.h"
#include "ui/picture/canvasmodel.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/canvas/tenantcolors.h"
#include "ui/panels/inspector.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/mainwindow.h"
#include "ui/panels/tenantpalette.h"
#include "ui/document/tenantpresets.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QDropEvent>
#include <QImage>
#include <QKeyEvent>
#include <QLabel>
#include <QStatusBar>
#include <QMenu>
#include <QMimeData>
#include <QUndoStack>

#include <algorithm>
#include <functional>
#include <memory>

using namespace gpuk;
using namespace gpuk::test;

namespace {

Scenario emptyScenario(const char *gpu, Mode mode)
{
    Scenario s;
    s.name = "empty";
    s.gpuId = gpu;
    s.sharing.mode = mode;
    return s;
}

QByteArray json(const Document *d)
{
    return gpuk::test::json(d->scenario(), d->plan());
}

bool hasErrorsShown(const Scenario &s, const SharingPlan &p)
{
    Scenario shown = s;
    shown.sharing = p;
    shown.alternatives.clear();
    return hasErrors(validateScenario(shown));
}

struct Window
{
    MainWindow w;
    explicit Window(const Scenario &s)
    {
        w.setScenario(s);
        w.resize(1600, 1000);
        w.show();
        settle();
    }
    Document *doc() { return w.document(); }
    CanvasEditor *editor() { return w.canvasEditor(); }
    GpuCanvas *canvas() { return w.canvas(); }
};

// Centre of a memory slot on the canvas.
QPointF slotPoint(const GpuCanvas *c, int slot)
{
    return c->gpuLayout().memorySlots().at(slot).rect.center();
}

std::unique_ptr<QMimeData> presetMime(const QString &id)
{
    auto m = std::make_unique<QMimeData>();
    m->setData(QLatin1String(tenantMimeType), id.toUtf8());
    return m;
}

// A full drag: enter, move, drop at `pos`. Returns whether the drop was accepted.
bool dragAndDrop(GpuCanvas *canvas, const QMimeData *mime, const QPointF &pos, bool *previewLegal = nullptr)
{
    QDragEnterEvent enter(pos.toPoint(), Qt::CopyAction | Qt::MoveAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(canvas, &enter);
    QDragMoveEvent move(pos.toPoint(), Qt::CopyAction | Qt::MoveAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(canvas, &move);
    if (previewLegal) {
        REQUIRE(canvas->hasDropPreview());
        *previewLegal = canvas->dropPreviewLegal();
    }
    QDropEvent drop(pos, Qt::CopyAction | Qt::MoveAction, mime, Qt::LeftButton, Qt::NoModifier, QEvent::Drop);
    QCoreApplication::sendEvent(canvas, &drop);
    CHECK_FALSE(canvas->hasDropPreview()); // a drop always clears the preview
    return drop.isAccepted();
}

void key(QWidget *w, int k)
{
    QKeyEvent press(QEvent::KeyPress, k, Qt::NoModifier);
    QCoreApplication::sendEvent(w, &press);
}

} // namespace

// ---------------------------------------------------------------------------------------------
// The rules, without widgets

TEST_CASE("on every GPU a preset drop in every mode either lands legally or says why not", "[editing][drop]")
{
    for (const GpuModel &gpu : builtinGpus()) {
        for (Mode mode : allModes) {
            for (const TenantPreset &preset : TenantPresets::all()) {
                INFO(gpu.id << " " << modeName(mode) << " " << preset.id.toStdString());
                const Scenario s = emptyScenario(gpu.id.c_str(), mode);
                const DropOutcome o = DropPlanner::addTenant(s, s.sharing, TenantPresets::instantiate(preset.id, s),
                                                             mode == Mode::Mig ? std::optional<int>(1) : std::nullopt);
                CHECK_FALSE(o.reason.isEmpty());
                if (o.accepted)
                    CHECK_FALSE(hasErrorsShown(o.scenario, o.plan));
                // An empty GPU of 24 GiB or more holds every preset (the largest peaks at 17.5 GiB).
                if (mode != Mode::Vgpu || gpu.supportsVgpu())
                    CHECK(o.accepted);
            }
        }
    }
}

TEST_CASE("every tenant preset dropped on an empty A100-40GB lands in every mode", "[editing][drop]")
{
    for (Mode mode : allModes) {
        for (const TenantPreset &preset : TenantPresets::all()) {
            INFO(modeName(mode) << " " << preset.id.toStdString());
            const Scenario s = emptyScenario("A100-40GB", mode);
            const Tenant t = TenantPresets::instantiate(preset.id, s);
            const DropOutcome o = DropPlanner::addTenant(s, s.sharing, t, mode == Mode::Mig ? std::optional<int>(0)
                                                                                            : std::nullopt);
            REQUIRE(o.accepted);
            CHECK_FALSE(o.reason.isEmpty());
            REQUIRE(o.scenario.tenants.size() == 1);
            CHECK(o.scenario.tenants[0].id == t.id);
            CHECK_FALSE(hasErrorsShown(o.scenario, o.plan));
            switch (mode) {
            case Mode::Mig: {
                REQUIRE(o.plan.mig.instances.size() == 1);
                const MigProfile *want = DropPlanner::migProfileFor(*s.gpu(), t.peakMemoryGb());
                REQUIRE(want);
                CHECK(o.plan.mig.instances[0].profile == want->name);
                CHECK(o.plan.mig.instances[0].start == 0);
                CHECK(o.plan.mig.instances[0].tenants == std::vector<std::string>{t.id});
                break;
            }
            case Mode::Mps:
                REQUIRE(o.plan.mps.clients.size() == 1);
                CHECK(o.plan.mps.clients[0].tenant == t.id);
                break;
            case Mode::Vgpu:
                REQUIRE(o.plan.vgpu.vms.size() == 1);
                CHECK(o.plan.vgpu.vms[0].tenant == t.id);
                break;
            case Mode::Timeslice:
            case Mode::Exclusive:
                break;
            }
        }
    }
}

TEST_CASE("a preset dropped twice gives two tenants with different names as well as ids", "[editing][drop]")
{
    const Scenario s = emptyScenario("A100-40GB", Mode::Mps);
    const DropOutcome first = DropPlanner::addTenant(s, s.sharing, TenantPresets::instantiate(QStringLiteral("embedding"), s));
    REQUIRE(first.accepted);
    const DropOutcome second =
        DropPlanner::addTenant(first.scenario, first.plan, TenantPresets::instantiate(QStringLiteral("embedding"), first.scenario));
    REQUIRE(second.accepted);
    REQUIRE(second.scenario.tenants.size() == 2);
    const std::string name = TenantPresets::displayName(QStringLiteral("embedding")).toStdString();
    CHECK(second.scenario.tenants[0].name == name);
    CHECK(second.scenario.tenants[1].name == name + " 2");
    CHECK(second.scenario.tenants[0].id != second.scenario.tenants[1].id);

    // A tenant of that name under another id (a file, the demo): the preset still gets a new name.
    Scenario named = s;
    Tenant other = TenantPresets::instantiate(QStringLiteral("embedding"), s);
    other.id = "embed";
    named.tenants.push_back(other);
    const Tenant next = TenantPresets::instantiate(QStringLiteral("embedding"), named);
    CHECK(next.id == "embedding-2");
    CHECK(next.name == name + " 2");
}

TEST_CASE("the MIG profile of a dropped preset is the smallest that holds its peak memory", "[editing][drop]")
{
    const GpuModel *a100 = findGpu("A100-40GB");
    REQUIRE(a100);
    CHECK(DropPlanner::migProfileFor(*a100, TenantPresets::find(QStringLiteral("embedding"))->tenant.peakMemoryGb())->name
          == "1g.5gb");
    CHECK(DropPlanner::migProfileFor(*a100, TenantPresets::find(QStringLiteral("reranker"))->tenant.peakMemoryGb())->name
          == "1g.5gb");
    CHECK(DropPlanner::migProfileFor(*a100, TenantPresets::find(QStringLiteral("llm"))->tenant.peakMemoryGb())->name
          == "3g.20gb");
    CHECK(DropPlanner::migProfileFor(*a100, 100) == nullptr);
}

TEST_CASE("a 3g preset dropped at memory slot 2 snaps to the legal start 0 of its room", "[editing][drop][mig]")
{
    const Scenario s = emptyScenario("A100-40GB", Mode::Mig);
    const Tenant llm = TenantPresets::instantiate(QStringLiteral("llm"), s);
    for (int slot : {0, 1, 2, 3}) {
        const DropOutcome o = DropPlanner::addTenant(s, s.sharing, llm, slot);
        REQUIRE(o.accepted);
        CHECK(o.migStart == 0);
        CHECK(o.plan.mig.instances.at(0).start == 0);
    }
    for (int slot : {4, 5, 6, 7}) {
        const DropOutcome o = DropPlanner::addTenant(s, s.sharing, llm, slot);
        REQUIRE(o.accepted);
        CHECK(o.migStart == 4);
    }
}

TEST_CASE("a 3g preset dropped between starts 0 and 4 with 0 taken lands at 4 and says so", "[editing][drop][mig]")
{
    Scenario s = emptyScenario("A100-40GB", Mode::Mig);
    const DropOutcome first = DropPlanner::addTenant(s, s.sharing, TenantPresets::instantiate(QStringLiteral("embedding"), s), 0);
    REQUIRE(first.accepted);
    const Tenant llm = TenantPresets::instantiate(QStringLiteral("llm"), first.scenario);
    for (int slot : {2, 3, 4}) {
        INFO("slot " << slot);
        const DropOutcome o = DropPlanner::addTenant(first.scenario, first.plan, llm, slot);
        REQUIRE(o.accepted);
        CHECK(o.migPreview);
        CHECK(o.migStart == 4); // the preview sits where the room goes
        CHECK(o.plan.mig.instances.at(1).start == 4);
        CHECK(o.reason.contains(QStringLiteral("3g.20gb instance at memory slot 4.")));
        CHECK_FALSE(o.reason.contains(QStringLiteral("overlaps")));
    }
}

TEST_CASE("A refused MIG drop names the tenant in the way, agrees in number and speaks kitchen in the kitchen skin",
          "[editing][drop][mig]")
{
    Scenario s = emptyScenario("A100-40GB", Mode::Mig);
    const DropOutcome left = DropPlanner::addTenant(s, s.sharing, TenantPresets::instantiate(QStringLiteral("embedding"), s), 2);
    REQUIRE(left.accepted);
    REQUIRE(left.plan.mig.instances.at(0).start == 2);
    const QString embedding = QString::fromStdString(left.scenario.tenants.at(0).name);
    REQUIRE_FALSE(embedding.isEmpty());
    // A second 1g at memory slot 6 leaves neither start of a 3g.20gb (0 or 4) free.
    const DropOutcome first =
        DropPlanner::addTenant(left.scenario, left.plan, TenantPresets::instantiate(QStringLiteral("embedding"), left.scenario), 6);
    REQUIRE(first.accepted);
    REQUIRE(first.plan.mig.instances.at(1).start == 6);
    // A 1g.5gb at memory slot 2 is in the way of a 3g.20gb at 0: one memory slot in common.
    const Tenant llm = TenantPresets::instantiate(QStringLiteral("llm"), first.scenario);
    const DropOutcome o = DropPlanner::addTenant(first.scenario, first.plan, llm, 2);
    REQUIRE_FALSE(o.accepted);
    CHECK(o.migStart == 0); // the red preview sits where the tenant was dropped
    const QStringList lines = o.reason.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        INFO(line.toStdString());
        CHECK_FALSE(line.front().isLower());
        CHECK(line.endsWith(QLatin1Char('.')));
    }
    CHECK(o.reason.contains(embedding));
    CHECK(o.reason.contains(QStringLiteral("overlaps")));
    CHECK(o.reason.contains(QStringLiteral("on memory slot 2:")));
    CHECK(o.reason.contains(QStringLiteral("No free place on this GPU fits 3g.20gb.")));
    CHECK_FALSE(o.reason.contains(QStringLiteral("memory slots 2")));
    CHECK_FALSE(o.reason.contains(QStringLiteral("instance 0")));

    const DropOutcome kitchen = DropPlanner::addTenant(first.scenario, first.plan, llm, 2, Skin::Kitchen);
    REQUIRE_FALSE(kitchen.accepted);
    CHECK(kitchen.reason.contains(embedding));
    CHECK(kitchen.reason.contains(QStringLiteral("pantry shelf 2")));
    CHECK(kitchen.reason.contains(QStringLiteral("door")));
    CHECK_FALSE(kitchen.reason.contains(QStringLiteral("memory slot")));
    CHECK_FALSE(kitchen.reason.contains(QStringLiteral("instance")));
    const DropOutcome moved = DropPlanner::moveMigInstanceTo(first.scenario, first.plan, 0, 7, Skin::Kitchen);
    REQUIRE_FALSE(moved.accepted); // a 1g.5gb cannot start at memory slot 7 of an A100
    CHECK(moved.reason.contains(QStringLiteral("shelf")));
    CHECK_FALSE(moved.reason.contains(QStringLiteral("memory slot")));
    CHECK(DropPlanner::sentence(QStringLiteral("没有空闲位置")) == QStringLiteral("没有空闲位置。"));
    CHECK(DropPlanner::sentence(QStringLiteral("no room")) == QStringLiteral("No room."));
}

TEST_CASE("The accepted drop message in the kitchen skin has no \"memory slot\", in English and Chinese",
          "[editing][drop][kitchen]")
{
    const gpuk::test::EnglishAfterTest restore;
    // Technical words that must not appear in the kitchen skin, per language.
    const QStringList technicalEn = {QStringLiteral("memory slot"), QStringLiteral("instance"), QStringLiteral("MPS"),
                                     QStringLiteral("client"), QStringLiteral("VM"), QStringLiteral("context"),
                                     QStringLiteral("GPU")};
    const QStringList technicalZh = {QStringLiteral("显存切片"), QStringLiteral("实例"), QStringLiteral("MPS"),
                                     QStringLiteral("客户端"), QStringLiteral("虚拟机"), QStringLiteral("上下文"),
                                     QStringLiteral("GPU")};
    for (const QString lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        REQUIRE(LanguageManager::instance()->setLanguage(lang));
        const bool zh = lang == QStringLiteral("zh_CN");
        const QStringList &technical = zh ? technicalZh : technicalEn;
        // Every kind of accepted edit: a new MIG room, a move, a profile change, an MPS client,
        // a vGPU VM, a time-slicing context and an exclusive GPU.
        std::vector<std::pair<DropOutcome, DropOutcome>> pairs; // technical, kitchen
        Scenario mig = emptyScenario("A100-40GB", Mode::Mig);
        const Tenant llm = TenantPresets::instantiate(QStringLiteral("llm"), mig);
        pairs.emplace_back(DropPlanner::addTenant(mig, mig.sharing, llm, 0, Skin::Technical),
                           DropPlanner::addTenant(mig, mig.sharing, llm, 0, Skin::Kitchen));
        const DropOutcome added = pairs.back().first;
        REQUIRE(added.accepted);
        pairs.emplace_back(DropPlanner::moveMigInstanceTo(added.scenario, added.plan, 0, 4, Skin::Technical),
                           DropPlanner::moveMigInstanceTo(added.scenario, added.plan, 0, 4, Skin::Kitchen));
        pairs.emplace_back(DropPlanner::setMigProfile(added.scenario, added.plan, 0, "4g.20gb", Skin::Technical),
                           DropPlanner::setMigProfile(added.scenario, added.plan, 0, "4g.20gb", Skin::Kitchen));
        for (Mode mode : {Mode::Mps, Mode::Vgpu, Mode::Timeslice, Mode::Exclusive}) {
            Scenario s = emptyScenario("A100-40GB", mode);
            const Tenant t = TenantPresets::instantiate(QStringLiteral("embedding"), s);
            pairs.emplace_back(DropPlanner::addTenant(s, s.sharing, t, std::nullopt, Skin::Technical),
                               DropPlanner::addTenant(s, s.sharing, t, std::nullopt, Skin::Kitchen));
        }
        for (const auto &[tech, kitchen] : pairs) {
            INFO(lang.toStdString() << ": " << tech.reason.toStdString() << " / " << kitchen.reason.toStdString());
            REQUIRE(tech.accepted);
            REQUIRE(kitchen.accepted);
            CHECK_FALSE(kitchen.reason.isEmpty());
            CHECK(kitchen.reason != tech.reason);
            CHECK(std::any_of(technical.begin(), technical.end(),
                              [&](const QString &w) { return tech.reason.contains(w); }));
            for (const QString &w : technical)
                CHECK_FALSE(kitchen.reason.contains(w));
            // The same place and profile in both skins.
            if (tech.migStart >= 0) {
                CHECK(kitchen.reason.contains(QString::number(tech.migStart)));
                CHECK(kitchen.reason.contains(QString::fromStdString(tech.migProfile)));
            }
            CHECK(kitchen.reason.endsWith(zh ? QStringLiteral("。") : QStringLiteral(".")));
        }
        CHECK(pairs.front().second.reason.contains(zh ? QStringLiteral("0 号架") : QStringLiteral("door at shelf 0")));
    }
}

TEST_CASE("the inspector's refused placement speaks kitchen in the kitchen skin", "[editing][inspector][kitchen]")
{
    Window win(MainWindow::demoScenario()); // every memory slot is taken
    win.w.setSkin(Skin::Kitchen);
    Document *d = win.doc();
    d->setSelectedTenant(d->tenantIndex("embed"));
    settle();
    auto *profile = win.w.inspector()->findChild<QComboBox *>(QStringLiteral("inspectorMigProfile"));
    REQUIRE(profile);
    const int big = profile->findData(QStringLiteral("7g.40gb"));
    REQUIRE(big >= 0);
    const QByteArray before = json(d);
    emit profile->activated(big);
    settle();
    const QString reason = win.w.inspector()->lastMessage();
    INFO(reason.toStdString());
    REQUIRE_FALSE(reason.isEmpty());
    CHECK(json(d) == before);
    CHECK(reason.contains(QStringLiteral("room")));
    CHECK_FALSE(reason.contains(QStringLiteral("memory slot")));
    CHECK_FALSE(reason.contains(QStringLiteral("instance")));

    win.w.setSkin(Skin::Technical);
    settle();
    emit profile->activated(profile->findData(QStringLiteral("7g.40gb")));
    settle();
    CHECK(win.w.inspector()->lastMessage().contains(QStringLiteral("7g.40gb")));
    CHECK_FALSE(win.w.inspector()->lastMessage().contains(QStringLiteral("room")));
}

TEST_CASE("An arrow key that cannot move the selected MIG room is refused in the words of the skin shown",
          "[editing][mig][kitchen][keyboard]")
{
    Window win(MainWindow::demoScenario()); // every memory slot is taken: the reranker's 2g room at 0 cannot move
    Document *d = win.doc();
    d->setSelectedTenant(d->tenantIndex("rerank"));
    settle();
    const QByteArray before = json(d);
    const auto pressLeft = [&] {
        QKeyEvent press(QEvent::KeyPress, Qt::Key_Left, Qt::NoModifier);
        QCoreApplication::sendEvent(win.canvas(), &press);
        settle();
        return win.editor()->lastMessage();
    };
    win.w.setSkin(Skin::Kitchen);
    settle();
    const QString kitchen = pressLeft();
    INFO(kitchen.toStdString());
    CHECK(kitchen.contains(QStringLiteral("shelf 0")));
    CHECK_FALSE(kitchen.contains(QStringLiteral("memory slot")));
    CHECK(json(d) == before);

    win.w.setSkin(Skin::Technical);
    settle();
    const QString technical = pressLeft();
    INFO(technical.toStdString());
    CHECK(technical.contains(QStringLiteral("memory slot 0")));
    CHECK(json(d) == before);
    CHECK(d->undoStack()->count() == 0);
}

TEST_CASE("moving a 3g instance to memory slot 2 is refused with the allowed starts", "[editing][drop][mig]")
{
    Scenario s = emptyScenario("A100-40GB", Mode::Mig);
    const DropOutcome added = DropPlanner::addTenant(s, s.sharing, TenantPresets::instantiate(QStringLiteral("llm"), s), 0);
    REQUIRE(added.accepted);
    const DropOutcome o = DropPlanner::moveMigInstanceTo(added.scenario, added.plan, 0, 2);
    CHECK_FALSE(o.accepted);
    CHECK(o.reason.startsWith(QStringLiteral("3g.20gb cannot start at memory slot 2; allowed starts are 0, 4")));
    const DropOutcome ok = DropPlanner::moveMigInstanceTo(added.scenario, added.plan, 0, 4);
    REQUIRE(ok.accepted);
    CHECK(ok.plan.mig.instances[0].start == 4);
}

TEST_CASE("a full A100 refuses every preset in MIG mode and the scenario stays the same", "[editing][drop][mig]")
{
    const Scenario seed = MainWindow::demoScenario();
    REQUIRE(seed.sharing.mode == Mode::Mig);
    const QByteArray before = scenarioToJson(seed);
    for (const TenantPreset &preset : TenantPresets::all()) {
        for (int slot = 0; slot < 8; ++slot) {
            INFO(preset.id.toStdString() << " at slot " << slot);
            const DropOutcome o =
                DropPlanner::addTenant(seed, seed.sharing, TenantPresets::instantiate(preset.id, seed), slot);
            CHECK_FALSE(o.accepted);
            CHECK_FALSE(o.reason.isEmpty());
        }
        const DropOutcome automatic = DropPlanner::addTenant(seed, seed.sharing, TenantPresets::instantiate(preset.id, seed));
        CHECK_FALSE(automatic.accepted);
        CHECK(automatic.reason.contains(QStringLiteral("No free placement")));
    }
    CHECK(scenarioToJson(seed) == before);
}

TEST_CASE("a tenant larger than every MIG profile and than the GPU is refused for memory", "[editing][drop]")
{
    Tenant huge = TenantPresets::instantiate(QStringLiteral("custom"), Scenario());
    huge.modelGb = 100;
    Scenario mig = emptyScenario("A100-40GB", Mode::Mig);
    DropOutcome o = DropPlanner::addTenant(mig, mig.sharing, huge, 0);
    CHECK_FALSE(o.accepted);
    CHECK(o.reason.startsWith(QStringLiteral("Memory does not fit")));
    Scenario ex = emptyScenario("A100-40GB", Mode::Exclusive);
    o = DropPlanner::addTenant(ex, ex.sharing, huge);
    CHECK_FALSE(o.accepted);
    CHECK(o.reason.contains(QStringLiteral("the whole GPU has")));
}

TEST_CASE("MPS refuses the client beyond the MPS server's limit", "[editing][drop][mps]")
{
    Scenario s = emptyScenario("A100-40GB", Mode::Mps);
    SharingPlan p = s.sharing;
    int accepted = 0;
    QString reason;
    for (int i = 0; i < 60; ++i) {
        Tenant t = TenantPresets::instantiate(QStringLiteral("custom"), s);
        t.modelGb = 0.1;
        t.perRequestGb = 0;
        const DropOutcome o = DropPlanner::addTenant(s, p, t);
        if (!o.accepted) {
            reason = o.reason;
            CHECK(o.scenario.tenants.empty()); // nothing to apply
            break;
        }
        s = o.scenario;
        p = o.plan;
        ++accepted;
    }
    CHECK(accepted == s.gpu()->maxMpsClients);
    CHECK(reason == QStringLiteral("49 MPS clients, but one MPS server accepts at most 48."));
}

TEST_CASE("vGPU refuses the VM beyond the profile's VM count", "[editing][drop][vgpu]")
{
    Scenario s = emptyScenario("A100-40GB", Mode::Vgpu);
    SharingPlan p = s.sharing;
    int accepted = 0;
    QString reason;
    for (int i = 0; i < 20; ++i) {
        const DropOutcome o = DropPlanner::addTenant(s, p, TenantPresets::instantiate(QStringLiteral("embedding"), s));
        if (!o.accepted) {
            reason = o.reason;
            break;
        }
        s = o.scenario;
        p = o.plan;
        ++accepted;
    }
    REQUIRE(!p.vgpu.vms.empty());
    CHECK(p.vgpu.vms.front().profile == "A100-4C"); // smallest profile holding 2.3 GiB
    CHECK(accepted == 10);
    CHECK(reason == QStringLiteral("11 VMs of A100-4C, but at most 10 fit on one GPU."));
}

TEST_CASE("time-slicing refuses a context whose model no longer fits in memory", "[editing][drop][timeslice]")
{
    Scenario s = emptyScenario("A100-40GB", Mode::Timeslice);
    SharingPlan p = s.sharing;
    int accepted = 0;
    QString reason;
    for (int i = 0; i < 10; ++i) {
        const DropOutcome o = DropPlanner::addTenant(s, p, TenantPresets::instantiate(QStringLiteral("noisy"), s));
        if (!o.accepted) {
            reason = o.reason;
            break;
        }
        s = o.scenario;
        p = o.plan;
        ++accepted;
    }
    CHECK(accepted == 2); // 2 x 16 GiB fit in 39.6 GiB, a third does not
    CHECK_FALSE(reason.isEmpty());
}

// ---------------------------------------------------------------------------------------------
// Real events on the canvas

TEST_CASE("a synthetic drop of a palette preset on the MIG canvas adds it in a snapped room", "[editing][dnd]")
{
    Window win(emptyScenario("A100-40GB", Mode::Mig));
    auto *palette = win.w.tenantPalette();
    REQUIRE(palette);
    const int row = TenantPresets::indexOf(QStringLiteral("llm"));
    std::unique_ptr<QMimeData> mime(palette->model()->mimeData({palette->model()->index(row, 0)}));
    REQUIRE(mime);
    REQUIRE(mime->hasFormat(QLatin1String(tenantMimeType)));
    bool legal = false;
    CHECK(dragAndDrop(win.canvas(), mime.get(), slotPoint(win.canvas(), 6), &legal));
    CHECK(legal);
    REQUIRE(win.w.scenario().tenants.size() == 1);
    REQUIRE(win.w.plan().mig.instances.size() == 1);
    CHECK(win.w.plan().mig.instances[0].profile == "3g.20gb");
    CHECK(win.w.plan().mig.instances[0].start == 4);
    CHECK(win.doc()->selectedTenant() == 0);
    CHECK(win.canvas()->selectedTenant() == 0);
    CHECK(win.doc()->undoStack()->count() == 1);
}

TEST_CASE("a refused drop shows a red preview with the reason and leaves the scenario byte-identical", "[editing][dnd]")
{
    Window win(MainWindow::demoScenario()); // every memory slot is taken
    const QByteArray before = json(win.doc());
    auto mime = presetMime(QStringLiteral("embedding"));
    const QPointF at = slotPoint(win.canvas(), 2);
    QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(win.canvas(), &enter);
    QDragMoveEvent move(at.toPoint(), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(win.canvas(), &move);
    REQUIRE(win.canvas()->hasDropPreview());
    CHECK_FALSE(win.canvas()->dropPreviewLegal());
    CHECK(win.canvas()->dropPreviewText().contains(QStringLiteral("overlaps")));
    QDropEvent drop(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier, QEvent::Drop);
    QCoreApplication::sendEvent(win.canvas(), &drop);
    CHECK_FALSE(drop.isAccepted());
    CHECK(win.editor()->lastMessage().contains(QStringLiteral("overlaps")));
    CHECK(json(win.doc()) == before);
    CHECK(win.doc()->undoStack()->count() == 0);
}

TEST_CASE("dragging a MIG room to another slot moves it, and onto an occupied slot snaps to the nearest free one",
          "[editing][dnd][mig]")
{
    Scenario s = emptyScenario("A100-40GB", Mode::Mig);
    Window win(s);
    REQUIRE(win.editor()->addPreset(QStringLiteral("embedding"), 0));
    REQUIRE(win.editor()->addPreset(QStringLiteral("reranker"), 1));
    QMimeData mime;
    mime.setData(QLatin1String(instanceMimeType), "0");
    CHECK(dragAndDrop(win.canvas(), &mime, slotPoint(win.canvas(), 5)));
    CHECK(win.w.plan().mig.instances[0].start == 5);
    // The reranker holds memory slot 1: dropped there, the embedding room takes the nearest
    // free start (0 and 2 are as near; the lower one).
    REQUIRE(win.w.plan().mig.instances[1].profile == "1g.5gb");
    REQUIRE(win.w.plan().mig.instances[1].start == 1);
    CHECK(dragAndDrop(win.canvas(), &mime, slotPoint(win.canvas(), 1)));
    CHECK(win.w.plan().mig.instances[0].start == 0);
    CHECK(win.w.plan().mig.instances[1].start == 1);
}

TEST_CASE("drops in MPS, vGPU, time-slicing and exclusive add a client, VM, context or GPU", "[editing][dnd]")
{
    for (Mode mode : {Mode::Mps, Mode::Vgpu, Mode::Timeslice, Mode::Exclusive}) {
        INFO(modeName(mode));
        Window win(emptyScenario("H100-80GB", mode));
        auto mime = presetMime(QStringLiteral("reranker"));
        bool legal = false;
        CHECK(dragAndDrop(win.canvas(), mime.get(), win.canvas()->gpuLayout().gridRect().center(), &legal));
        CHECK(legal);
        CHECK(win.w.scenario().tenants.size() == 1);
        CHECK(win.w.mode() == mode);
        if (mode == Mode::Mps)
            CHECK(win.w.plan().mps.clients.size() == 1);
        if (mode == Mode::Vgpu)
            CHECK(win.w.plan().vgpu.vms.size() == 1);
    }
}

// ---------------------------------------------------------------------------------------------
// Undo / redo

TEST_CASE("undo and redo round-trip every command byte for byte", "[editing][undo]")
{
    Window win(MainWindow::demoScenario());
    Document *d = win.doc();
    CanvasEditor *e = win.editor();
    QUndoStack *stack = d->undoStack();

    struct Step
    {
        const char *what;
        std::function<void()> run;
    };
    const std::vector<Step> steps = {
        // Seed layout: 2g.10gb rerank at 0, 1g embed at 2, 1g moderation at 3, 3g llm at 4.
        {"remove tenant", [&] { REQUIRE(e->removeTenant(d->tenantIndex("embed"))); }},
        {"move MIG instance", [&] {
             REQUIRE(e->moveInstanceTo(DropPlanner::instanceOfTenant(d->plan(), "moderation"), 2));
         }},
        {"add tenant in MIG", [&] { REQUIRE(e->addPreset(QStringLiteral("embedding"), 3)); }},
        {"change MIG profile", [&] {
             const int inst = DropPlanner::instanceOfTenant(d->plan(), "rerank");
             REQUIRE(e->setInstanceProfile(inst, "1g.5gb"));
         }},
        {"edit name", [&] { d->push(new EditTenantCommand(d, 0, TenantField::Name, QStringLiteral("Renamed"))); }},
        {"edit kind", [&] { d->push(new EditTenantCommand(d, 0, TenantField::Kind, int(TenantKind::Training))); }},
        {"edit rate", [&] { d->push(new EditTenantCommand(d, 0, TenantField::RatePerS, 123.0)); }},
        {"edit mean", [&] { d->push(new EditTenantCommand(d, 0, TenantField::MeanMs, 7.5)); }},
        {"edit SLO", [&] { d->push(new EditTenantCommand(d, 1, TenantField::SloMs, 99.0)); }},
        {"edit model", [&] { d->push(new EditTenantCommand(d, 1, TenantField::ModelGb, 2.0)); }},
        {"edit per request", [&] { d->push(new EditTenantCommand(d, 1, TenantField::PerRequestGb, 0.01)); }},
        {"edit concurrency", [&] { d->push(new EditTenantCommand(d, 2, TenantField::MaxConcurrency, 3)); }},
        {"edit sm width", [&] { d->push(new EditTenantCommand(d, 2, TenantField::SmWidth, 0)); }},
        {"edit beta", [&] { d->push(new EditTenantCommand(d, 2, TenantField::Beta, 0.9)); }},
        {"edit trusted", [&] { d->push(new EditTenantCommand(d, 2, TenantField::Trusted, false)); }},
        {"edit restart", [&] { d->push(new EditTenantCommand(d, 2, TenantField::RestartS, 42.0)); }},
        {"switch to MPS", [&] { win.w.setMode(Mode::Mps); }},
        {"add tenant in MPS", [&] { REQUIRE(e->addPreset(QStringLiteral("reranker"))); }},
        {"set MPS cap", [&] { REQUIRE(e->setMpsCap(0, 30.0)); }},
        {"set another MPS cap", [&] { REQUIRE(e->setMpsCap(1, 50.0)); }},
        {"switch to vGPU", [&] { win.w.setMode(Mode::Vgpu); }},
        {"set vGPU profile", [&] { d->push(new SetVgpuProfileCommand(d, 0, "A100-8C", true)); }},
        {"set vGPU scheduler", [&] { d->push(new SetVgpuSchedulerCommand(d, VgpuScheduler::EqualShare)); }},
        {"set vGPU time slice", [&] { d->push(new SetTimeSliceCommand(d, 4.0)); }},
        // The reranker added under MPS has a vGPU too: five 8C vGPUs fill the A100-40GB.
        {"remove tenant in vGPU", [&] { REQUIRE(e->removeTenant(int(d->scenario().tenants.size()) - 1)); }},
        {"add tenant in vGPU", [&] { REQUIRE(e->addPreset(QStringLiteral("custom"))); }},
        {"switch to time-slicing", [&] { win.w.setMode(Mode::Timeslice); }},
        {"set time slice", [&] { d->push(new SetTimeSliceCommand(d, 8.0)); }},
        {"add tenant in time-slicing", [&] { REQUIRE(e->addPreset(QStringLiteral("embedding"))); }},
        {"switch to exclusive", [&] { win.w.setMode(Mode::Exclusive); }},
        {"add tenant in exclusive", [&] { REQUIRE(e->addPreset(QStringLiteral("training"))); }},
        {"switch GPU", [&] { REQUIRE(switchGpu(win.w, QStringLiteral("H100-80GB"))); }},
        {"remove tenant again", [&] { REQUIRE(e->removeTenant(1)); }},
    };
    for (const Step &step : steps) {
        INFO(step.what);
        const QByteArray before = json(d);
        const int count = stack->count();
        step.run();
        REQUIRE(stack->count() == count + 1);
        const QByteArray after = json(d);
        CHECK(after != before);
        stack->undo();
        CHECK(json(d) == before);
        stack->redo();
        CHECK(json(d) == after);
    }
    // And all the way back to the opened scenario.
    while (stack->canUndo())
        stack->undo();
    CHECK(json(d) == json(MainWindow::demoScenario(), MainWindow::demoScenario().sharing));
    CHECK(stack->isClean());
}

TEST_CASE("consecutive edits of one field merge into one undo step", "[editing][undo]")
{
    Window win(MainWindow::demoScenario());
    Document *d = win.doc();
    const QByteArray before = json(d);
    for (double v : {10.0, 11.0, 12.0})
        d->push(new EditTenantCommand(d, 0, TenantField::SloMs, v));
    CHECK(d->undoStack()->count() == 1);
    CHECK(d->scenario().tenants[0].sloMs == 12.0);
    d->undoStack()->undo();
    CHECK(json(d) == before);
}

TEST_CASE("an inspector edit goes through the undo stack", "[editing][inspector]")
{
    Window win(MainWindow::demoScenario());
    Document *d = win.doc();
    auto *slo = win.w.findChild<QDoubleSpinBox *>(QStringLiteral("inspectorSlo"));
    REQUIRE(slo);
    auto *help = win.w.findChild<QWidget *>(QStringLiteral("inspectorHelp"));
    REQUIRE(help);
    CHECK(help->isVisible()); // nothing selected yet
    d->setSelectedTenant(1);
    settle();
    CHECK_FALSE(help->isVisible());
    CHECK(slo->value() == d->scenario().tenants[1].sloMs);
    const QByteArray before = json(d);
    slo->setValue(333);
    CHECK(d->scenario().tenants[1].sloMs == 333);
    CHECK(d->undoStack()->count() == 1);
    d->undoStack()->undo();
    CHECK(json(d) == before);
    CHECK(slo->value() == d->scenario().tenants[1].sloMs); // the form follows the undo

    // Placement: the MIG start combo lists legal starts only and moves the room.
    auto *start = win.w.findChild<QComboBox *>(QStringLiteral("inspectorMigStart"));
    REQUIRE(start);
    const int inst = DropPlanner::instanceOfTenant(d->plan(), d->scenario().tenants[1].id);
    const auto legal = DropPlanner::legalStarts(*d->scenario().gpu(), d->plan().mig, d->plan().mig.instances[inst].profile, inst);
    CHECK(start->count() >= 1);
    CHECK(start->isVisibleTo(&win.w));
    CHECK(win.w.findChild<QComboBox *>(QStringLiteral("inspectorMigProfile"))->isVisibleTo(&win.w));
    for (int i = 0; i < start->count(); ++i) {
        const int s = start->itemData(i).toInt();
        CHECK((std::find(legal.begin(), legal.end(), s) != legal.end() || s == start->currentData().toInt()));
    }
}

// ---------------------------------------------------------------------------------------------
// Keyboard and context menu

TEST_CASE("Delete removes the selected tenant and the arrows move its MIG room between legal starts",
          "[editing][keys]")
{
    Window win(emptyScenario("A100-40GB", Mode::Mig));
    CanvasEditor *e = win.editor();
    REQUIRE(e->addPreset(QStringLiteral("embedding"), 0));
    REQUIRE(win.doc()->selectedTenant() == 0);
    key(win.canvas(), Qt::Key_Right);
    CHECK(win.w.plan().mig.instances[0].start == 1);
    key(win.canvas(), Qt::Key_Right);
    CHECK(win.w.plan().mig.instances[0].start == 2);
    key(win.canvas(), Qt::Key_Left);
    CHECK(win.w.plan().mig.instances[0].start == 1);
    key(win.canvas(), Qt::Key_Left);
    CHECK(win.w.plan().mig.instances[0].start == 0);
    key(win.canvas(), Qt::Key_Left); // nothing further left: refused with a reason
    CHECK(win.w.plan().mig.instances[0].start == 0);
    CHECK_FALSE(e->lastMessage().isEmpty());

    // A click on the room selects its tenant; Delete removes it and its room.
    win.doc()->setSelectedTenant(-1);
    const QPointF room = win.canvas()->gpuLayout().rooms().at(0).computeRect.center();
    QMouseEvent press(QEvent::MouseButtonPress, room, win.canvas()->mapToGlobal(room), Qt::LeftButton, Qt::LeftButton,
                      Qt::NoModifier);
    QCoreApplication::sendEvent(win.canvas(), &press);
    CHECK(win.doc()->selectedTenant() == 0);
    key(win.canvas(), Qt::Key_Delete);
    CHECK(win.w.scenario().tenants.empty());
    CHECK(win.w.plan().mig.instances.empty());
    win.doc()->undoStack()->undo();
    CHECK(win.w.scenario().tenants.size() == 1);
}

TEST_CASE("palette Enter adds the preset with automatic placement", "[editing][keys]")
{
    Window win(emptyScenario("A100-40GB", Mode::Mig));
    auto *palette = win.w.tenantPalette();
    palette->setCurrentRow(TenantPresets::indexOf(QStringLiteral("llm")));
    key(palette, Qt::Key_Return);
    REQUIRE(win.w.plan().mig.instances.size() == 1);
    CHECK(win.w.plan().mig.instances[0].profile == "3g.20gb");
}

TEST_CASE("the context menu offers every drag action and the fault injection", "[editing][menu]")
{
    Window win(MainWindow::demoScenario());
    GpuCanvas *c = win.canvas();
    const QPointF room = c->gpuLayout().rooms().at(0).computeRect.center();
    REQUIRE(c->tenantAt(room) >= 0);
    std::unique_ptr<QMenu> menu(win.editor()->createContextMenu(room, nullptr));
    for (const char *name : {"addHereMenu", "migProfileMenu", "moveToStartMenu"})
        CHECK(menu->findChild<QMenu *>(QLatin1String(name)));
    for (const char *name : {"removeTenantAction", "injectFaultAction"})
        CHECK(menu->findChild<QAction *>(QLatin1String(name)));
    for (const TenantPreset &p : TenantPresets::all())
        CHECK(menu->findChild<QAction *>(QStringLiteral("add_") + p.id));

    QList<int> faults;
    QObject::connect(win.editor(), &CanvasEditor::faultRequested, [&faults](int t) { faults << t; });
    menu->findChild<QAction *>(QStringLiteral("injectFaultAction"))->trigger();
    REQUIRE(faults.size() == 1);
    CHECK(faults.at(0) == c->tenantAt(room));

    // MPS: the cap.
    win.w.setMode(Mode::Mps);
    settle();
    const QPointF row = c->gpuLayout().legendRows().at(0).center();
    REQUIRE(c->tenantAt(row) == 0);
    std::unique_ptr<QMenu> mps(win.editor()->createContextMenu(row, nullptr));
    CHECK(mps->findChild<QAction *>(QStringLiteral("setMpsCapAction")));
    CHECK_FALSE(mps->findChild<QMenu *>(QStringLiteral("migProfileMenu")));
}

TEST_CASE("the Edit menu has undo, redo, add and remove", "[editing][menu]")
{
    Window win(MainWindow::demoScenario());
    auto *edit = win.w.findChild<QMenu *>(QStringLiteral("editMenu"));
    REQUIRE(edit);
    auto *undo = win.w.findChild<QAction *>(QStringLiteral("undoAction"));
    REQUIRE(undo);
    CHECK(undo->shortcut() == QKeySequence(QKeySequence::Undo));
    CHECK_FALSE(undo->isEnabled());
    win.w.setMode(Mode::Mps);
    CHECK(undo->isEnabled());
    CHECK(undo->text().contains(QStringLiteral("MPS")));
    undo->trigger();
    CHECK(win.w.mode() == Mode::Mig);
    CHECK(edit->findChild<QMenu *>(QStringLiteral("addTenantMenu")));
}

// Not run by default: renders the drag previews and the window for a human to look at.
namespace {
void hover(GpuCanvas *canvas, const QMimeData *mime, const QPointF &pos)
{
    QDragEnterEvent enter(pos.toPoint(), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(canvas, &enter);
    QDragMoveEvent move(pos.toPoint(), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(canvas, &move);
}
} // namespace

// Not run by default: renders the drag previews and the window for a human to look at.
TEST_CASE("render drag previews and the editing window to /tmp", "[.][screenshot]")
{
    Window win(MainWindow::demoScenario());
    win.w.grab().save(QStringLiteral("/tmp/edit-window.png"));
    auto mime = presetMime(QStringLiteral("llm"));
    hover(win.canvas(), mime.get(), slotPoint(win.canvas(), 2));
    CHECK(win.canvas()->hasDropPreview());
    win.canvas()->grab().save(QStringLiteral("/tmp/edit-preview-red.png"));
    win.editor()->removeTenant(3); // frees slots 4..7
    hover(win.canvas(), mime.get(), slotPoint(win.canvas(), 2));
    win.canvas()->grab().save(QStringLiteral("/tmp/edit-preview-red2.png"));
    hover(win.canvas(), mime.get(), slotPoint(win.canvas(), 6));
    win.canvas()->grab().save(QStringLiteral("/tmp/edit-preview-green.png"));
    win.canvas()->clearDropPreview();
    win.doc()->setSelectedTenant(1);
    win.w.setMode(Mode::Mps);
    settle();
    hover(win.canvas(), mime.get(), win.canvas()->gpuLayout().gridRect().center());
    win.w.grab().save(QStringLiteral("/tmp/edit-mps.png"));
    win.canvas()->clearDropPreview();
    win.w.setMode(Mode::Vgpu);
    for (int i = 0; i < 3; ++i)
        win.editor()->addPreset(QStringLiteral("llm"));
    settle();
    hover(win.canvas(), mime.get(), win.canvas()->gpuLayout().gridRect().center());
    win.w.grab().save(QStringLiteral("/tmp/edit-vgpu.png"));
    win.canvas()->clearDropPreview();
    win.w.setMode(Mode::Mig);
    win.doc()->setSelectedTenant(0);
    settle();
    CHECK(win.w.findChild<QComboBox *>(QStringLiteral("inspectorMigStart"))->isVisibleTo(&win.w));
    CHECK(win.w.findChild<QComboBox *>(QStringLiteral("inspectorMigStart"))->count() > 0);
    win.w.grab().save(QStringLiteral("/tmp/edit-mig-selected.png"));
    {
        const QPointF room = win.canvas()->gpuLayout().rooms().at(1).computeRect.center();
        std::unique_ptr<QMenu> menu(win.editor()->createContextMenu(room, &win.w));
        menu->adjustSize();
        menu->grab().save(QStringLiteral("/tmp/edit-context.png"));
        auto *profiles = menu->findChild<QMenu *>(QStringLiteral("migProfileMenu"));
        profiles->adjustSize();
        profiles->grab().save(QStringLiteral("/tmp/edit-context-profiles.png"));
        auto *edit = win.w.findChild<QMenu *>(QStringLiteral("editMenu"));
        edit->adjustSize();
        edit->grab().save(QStringLiteral("/tmp/edit-editmenu.png"));
    }
    MainWindow::applyColorScheme(true);
    settle();
    hover(win.canvas(), mime.get(), slotPoint(win.canvas(), 1));
    win.w.grab().save(QStringLiteral("/tmp/edit-dark.png"));
    MainWindow::applyColorScheme(false);
    win.w.inspector()->grab().save(QStringLiteral("/tmp/edit-inspector.png"));
    // The placement rows get their height (a Qt 6.4 QFormLayout::setRowVisible pitfall squashed them).
    CHECK(win.w.findChild<QComboBox *>(QStringLiteral("inspectorMigStart"))->height() > 10);
}

// ---------------------------------------------------------------------------------------------
// The document: typed changes, modified state, file

TEST_CASE("every command tells the document what it changed, the same on undo", "[editing][document]")
{
    Document doc;
    doc.reset(MainWindow::demoScenario(), MainWindow::demoScenarioFile());
    QList<DocumentChange> changes;
    QObject::connect(&doc, &Document::changed, [&](const DocumentChange &c) { changes << c; });
    const int embed = doc.tenantIndex("embed");
    REQUIRE(embed >= 0);
    using C = DocumentChange;

    const auto expect = [&](QUndoCommand *command, const DocumentChange &wanted) {
        changes.clear();
        doc.push(command);
        REQUIRE(changes.size() == 1);
        CHECK(changes.front() == wanted);
        doc.undoStack()->undo();
        REQUIRE(changes.size() == 2);
        CHECK(changes.back() == wanted);
        doc.undoStack()->redo();
    };
    const double rate = doc.scenario().tenants[size_t(embed)].arrival.ratePerS;
    expect(new EditTenantCommand(&doc, embed, TenantField::RatePerS, rate * 2), C::of(C::TenantRate, embed));
    expect(new EditTenantCommand(&doc, embed, TenantField::ModelGb, 2.5), C::of(C::Tenant, embed));
    expect(new EditTenantCommand(&doc, embed, TenantField::Name, QStringLiteral("Embedder")), C::of(C::Texts, embed)); // words only: the run goes on
    expect(new RemoveTenantCommand(&doc, embed), C::of(C::Tenants | C::Plan));
    expect(new SetModeCommand(&doc, Mode::Mps), C::of(C::Mode | C::Plan));
    expect(new SetMpsCapCommand(&doc, "embed", 40.0), C::of(C::MpsCap, doc.tenantIndex("embed")));
    expect(new SetModeCommand(&doc, Mode::Timeslice), C::of(C::Mode | C::Plan));
    expect(new SetTimeSliceCommand(&doc, 4.0), C::of(C::TimeSlice));
    expect(new SetGpuCommand(&doc, QStringLiteral("H100-80GB")), C::of(C::Gpu | C::Plan));

    CHECK(C::of(C::TenantRate, 0).isLiveEditable());
    CHECK(C::of(C::MpsCap | C::TimeSlice).isLiveEditable());
    CHECK_FALSE(C::of(C::TenantRate | C::Tenant, 0).isLiveEditable());
    CHECK_FALSE(C::reset().isLiveEditable());
    CHECK_FALSE(C::of(C::Metadata).touchesPlan());

    changes.clear();
    doc.reset(MainWindow::emptyScenario());
    REQUIRE(changes.size() == 1);
    CHECK(changes.front().isReset());
}

TEST_CASE("A GPU switch that breaks the MIG plan re-makes it in one undo step and says so", "[editing][gpu][mig]")
{
    Window win(MainWindow::demoScenario()); // A100-40GB, MIG: 3g.20gb, 2g.10gb, 1g.5gb, 1g.5gb
    Document *d = win.doc();
    QUndoStack *stack = d->undoStack();
    REQUIRE(d->plan().mode == Mode::Mig);
    REQUIRE_FALSE(hasErrorsShown(d->scenario(), d->plan()));
    const QByteArray before = json(d);
    const int count = stack->count();

    REQUIRE(switchGpu(win.w, QStringLiteral("H100-80GB")));
    settle();
    CHECK(stack->count() == count + 1); // one undoable command
    CHECK(d->scenario().gpuId == "H100-80GB");
    CHECK(d->plan().mode == Mode::Mig);
    CHECK_FALSE(hasErrorsShown(d->scenario(), d->plan()));
    REQUIRE_FALSE(d->plan().mig.instances.empty());
    for (const MigInstancePlan &inst : d->plan().mig.instances)
        CHECK(gpuById("H100-80GB").findMigProfile(inst.profile));
    // The search's plan, stored as the scenario's MIG plan (saved, and found again after a mode switch).
    CHECK(d->scenarioWithPlan().sharing == d->plan());
    const QString said = win.w.statusBar()->currentMessage();
    CHECK(said.startsWith(QStringLiteral("The MIG plan was re-made for H100-80GB:")));
    CHECK(said.contains(QStringLiteral("4g.20gb")) == false); // the new layout only names H100 profiles...
    CHECK(said.contains(QString::fromStdString(d->plan().mig.instances.front().profile)));
    const QByteArray after = json(d);

    SECTION("Undo restores the GPU and the plan, Redo the re-made plan")
    {
        stack->undo();
        CHECK(json(d) == before);
        CHECK(d->scenario().gpuId == "A100-40GB");
        stack->redo();
        CHECK(json(d) == after);
    }
    SECTION("a switch of mode and back gives a valid plan")
    {
        win.w.setMode(Mode::Mps);
        settle();
        win.w.setMode(Mode::Mig);
        settle();
        CHECK(d->plan() == SharingPlan(d->scenario().sharing));
        CHECK_FALSE(hasErrorsShown(d->scenario(), d->plan()));
        CHECK_FALSE(hasErrors(win.w.diagnostics()));
    }
    SECTION("a plan the new GPU still holds is kept, and nothing is said")
    {
        win.w.statusBar()->clearMessage();
        const SharingPlan h100Plan = d->plan();
        REQUIRE(switchGpu(win.w, QStringLiteral("H100-PCIE-80GB")));
        settle();
        CHECK(d->plan() == h100Plan);
        CHECK_FALSE(hasErrorsShown(d->scenario(), d->plan()));
        CHECK(win.w.statusBar()->currentMessage().isEmpty());
    }
    SECTION("a MIG plan stored while another mode is shown is re-made too")
    {
        stack->undo(); // back on the A100 with its MIG plan
        win.w.statusBar()->clearMessage();
        win.w.setMode(Mode::Mps);
        settle();
        REQUIRE(switchGpu(win.w, QStringLiteral("H100-80GB")));
        settle();
        CHECK(d->plan().mode == Mode::Mps);
        CHECK(win.w.statusBar()->currentMessage().startsWith(QStringLiteral("The MIG plan")) == false);
        win.w.setMode(Mode::Mig);
        settle();
        CHECK_FALSE(hasErrorsShown(d->scenario(), d->plan()));
    }
}

TEST_CASE("A GPU switch re-makes a MIG-backed vGPU plan the new GPU cannot hold", "[editing][gpu][vgpu]")
{
    Scenario s = MainWindow::demoScenario();
    SharingPlan v;
    v.mode = Mode::Vgpu;
    v.vgpu.migBacked = true;
    const std::vector<std::string> profiles = {"A100-3-20C", "A100-2-10C", "A100-1-5C", "A100-1-5C"};
    REQUIRE(s.tenants.size() == profiles.size());
    for (size_t i = 0; i < s.tenants.size(); ++i)
        v.vgpu.vms.push_back(VgpuVm{s.tenants[i].id, profiles[i]});
    s.alternatives[Mode::Vgpu] = v;
    Window win(s);
    Document *d = win.doc();
    win.w.setMode(Mode::Vgpu);
    settle();
    REQUIRE(d->plan() == v);
    const QByteArray before = json(d);

    REQUIRE(switchGpu(win.w, QStringLiteral("H100-80GB")));
    settle();
    CHECK(d->plan().mode == Mode::Vgpu);
    CHECK(d->plan().vgpu.migBacked);
    CHECK(d->plan().vgpu.vms.size() == s.tenants.size());
    for (const VgpuVm &vm : d->plan().vgpu.vms)
        CHECK(QString::fromStdString(vm.profile).startsWith(QStringLiteral("H100-")));
    CHECK_FALSE(hasErrorsShown(d->scenario(), d->plan()));
    CHECK(win.w.statusBar()->currentMessage().startsWith(QStringLiteral("The MIG-backed vGPU plan was re-made for H100-80GB:")));
    d->undoStack()->undo();
    CHECK(json(d) == before);
}

TEST_CASE("the document's modified state is the undo stack's clean state", "[editing][document]")
{
    Document doc;
    QList<bool> modified;
    QObject::connect(&doc, &Document::modifiedChanged, [&](bool m) { modified << m; });
    doc.reset(MainWindow::demoScenario());
    CHECK_FALSE(doc.isModified());
    doc.push(new SetModeCommand(&doc, Mode::Mps));
    CHECK(doc.isModified());
    doc.undoStack()->undo();
    CHECK_FALSE(doc.isModified());
    doc.undoStack()->redo();
    CHECK(doc.isModified());
    doc.reset(MainWindow::demoScenario()); // a new document is clean
    CHECK_FALSE(doc.isModified());
    doc.setModified(true);                  // recovered work: unsaved, nothing to undo
    CHECK(doc.isModified());
    CHECK_FALSE(doc.undoStack()->canUndo());
    doc.setModified(false);
    CHECK_FALSE(doc.isModified());
    CHECK(modified == QList<bool>({true, false, true, false, true, false}));
}

TEST_CASE("the document saves atomically under an absolute name and reads back the same scenario", "[editing][document]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    Document doc;
    Scenario unnamed = MainWindow::demoScenario();
    unnamed.name.clear();
    doc.reset(unnamed);
    CHECK(doc.fileName().isEmpty());
    CHECK_FALSE(doc.hasWritableFile());
    doc.push(new SetModeCommand(&doc, Mode::Mps));
    REQUIRE(doc.isModified());
    QList<DocumentChange> changes;
    QObject::connect(&doc, &Document::changed, [&](const DocumentChange &c) { changes << c; });

    const QString relative = QDir(QDir::current()).relativeFilePath(dir.filePath(QStringLiteral("lesson.gpuk.json")));
    QString error;
    REQUIRE(doc.save(relative, &error));
    CHECK(error.isEmpty());
    CHECK(QFileInfo(doc.fileName()).isAbsolute());
    CHECK(doc.fileName() == QFileInfo(dir.filePath(QStringLiteral("lesson.gpuk.json"))).absoluteFilePath());
    CHECK(doc.hasWritableFile());
    CHECK_FALSE(doc.isModified());
    CHECK(doc.scenario().name == "lesson"); // the format needs a name: the file's
    REQUIRE(changes.size() == 1);
    CHECK(changes.front() == DocumentChange::of(DocumentChange::Metadata));

    Document other;
    const LoadResult r = other.load(doc.fileName());
    REQUIRE(r.ok());
    CHECK(other.scenario() == doc.scenarioWithPlan());
    CHECK(other.mode() == Mode::Mps);
    CHECK_FALSE(other.isModified());

    // A failed save keeps the work, its file name and its modified state.
    doc.push(new SetModeCommand(&doc, Mode::Mig));
    const QString before = doc.fileName();
    CHECK_FALSE(doc.save(dir.filePath(QStringLiteral("no/such/dir/x.gpuk.json")), &error));
    CHECK_FALSE(error.isEmpty());
    CHECK(doc.fileName() == before);
    CHECK(doc.isModified());
}

TEST_CASE("A refused drop's reason is one line of sentences left of the live figures and goes with Ctrl+N",
          "[editing][status]")
{
    Window win(MainWindow::demoScenario());
    win.w.resize(1366, 768);
    settle();
    REQUIRE(win.doc()->plan().mode == Mode::Mig);
    CHECK_FALSE(win.editor()->addPreset(QStringLiteral("llm"), 2)); // the seed A100 is full
    const QString shown = win.w.statusBar()->currentMessage();
    REQUIRE_FALSE(shown.isEmpty());
    CHECK_FALSE(shown.contains(QLatin1Char('\n')));
    CHECK((shown.endsWith(QLatin1Char('.')) || shown.endsWith(QChar(0x2026)))); // a full stop, or elided
    auto *live = win.w.findChild<QLabel *>(QStringLiteral("liveStatusLabel"));
    REQUIRE(live);
    REQUIRE(live->isVisible());
    CHECK(win.w.statusBar()->fontMetrics().horizontalAdvance(shown) < live->geometry().left());
    // A new scenario: the reason was about the old one.
    auto *newAction = [&]() -> QAction * {
        for (QAction *a : win.w.findChildren<QAction *>())
            if (a->shortcut() == QKeySequence(QKeySequence::New))
                return a;
        return nullptr;
    }();
    REQUIRE(newAction);
    newAction->trigger();
    settle();
    CHECK(win.w.statusBar()->currentMessage().isEmpty());

    // In Chinese (wider glyphs, a longer live text) the reason still ends left of the live figures.
    const gpuk::test::EnglishAfterTest restore;
    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
    win.w.setScenario(MainWindow::demoScenario());
    settle();
    for (Skin skin : {Skin::Technical, Skin::Kitchen}) {
        win.canvas()->setSkin(skin);
        CHECK_FALSE(win.editor()->addPreset(QStringLiteral("llm"), 2));
        settle();
        const QString zh = win.w.statusBar()->currentMessage();
        REQUIRE_FALSE(zh.isEmpty());
        CHECK_FALSE(zh.contains(QLatin1Char('\n')));
        CHECK(win.w.statusBar()->fontMetrics().horizontalAdvance(zh) < live->geometry().left());
        if (const QString dir = qEnvironmentVariable("GPUK_SHOT_DIR"); !dir.isEmpty()) // for a human to look at
            win.w.grab().save(dir + (skin == Skin::Kitchen ? QStringLiteral("/refused-zh-kitchen-1366.png")
                                                           : QStringLiteral("/refused-zh-1366.png")));
    }
}

TEST_CASE("A preset's palette swatch has the colour its room gets when it lands", "[editing][palette]")
{
    Window win(emptyScenario("A100-40GB", Mode::Mig));
    auto *palette = win.w.findChild<TenantPalette *>();
    REQUIRE(palette);
    const ColorScheme scheme = schemeForBackground(win.canvas()->palette().color(QPalette::Window));
    for (const char *preset : {"embedding", "reranker", "llm"}) {
        INFO(preset);
        const QColor swatch = palette->swatchColor();
        // The icon is drawn in that colour (a pixel inside the swatch, clear of the letter).
        const int row = [&] {
            for (int r = 0; r < palette->count(); ++r)
                if (palette->presetAt(r) == QLatin1String(preset))
                    return r;
            return -1;
        }();
        REQUIRE(row >= 0);
        const QImage icon = palette->item(row)->icon().pixmap(40, 40).toImage();
        CHECK(icon.pixelColor(8, 20).rgb() == swatch.rgb());
        REQUIRE(win.editor()->addPreset(QString::fromLatin1(preset)));
        const int tenant = win.doc()->selectedTenant();
        REQUIRE(tenant == int(win.doc()->scenario().tenants.size()) - 1);
        const CanvasModel &m = win.canvas()->model();
        bool found = false;
        for (const CanvasModel::Room &room : m.rooms())
            if (room.tenant == tenant) {
                found = true;
                CHECK(tenantColor(room.tenant, scheme).rgb() == swatch.rgb()); // the room's colour
            }
        CHECK(found);
        CHECK(palette->swatchColor().rgb() != swatch.rgb()); // the next one gets the next colour
    }
}

TEST_CASE("The drop explanation goes where the drag image is not: above or below the preview, flipped at the edges",
          "[editing][drop][geometry]")
{
    const QRectF area(8, 8, 1384, 884);
    const QSizeF box(420, 60);
    auto clear = [&](const QRectF &placed, const QPointF &cursor) {
        INFO("box " << placed.x() << "," << placed.y() << " cursor " << cursor.x() << "," << cursor.y());
        CHECK_FALSE(placed.intersects(GpuCanvas::dragImageArea(cursor)));
        CHECK(area.contains(placed));
    };
    // The cursor over the middle of a preview: the words go above it.
    const QRectF middle(500, 300, 300, 300);
    const QRectF up = GpuCanvas::dropTextPlace(box, middle, middle.center(), area);
    clear(up, middle.center());
    CHECK(up.bottom() <= middle.top());
    // A preview at the top edge: below it (no room above).
    const QRectF top(500, 10, 300, 200);
    const QRectF down = GpuCanvas::dropTextPlace(box, top, top.center(), area);
    clear(down, top.center());
    CHECK(down.top() >= top.bottom());
    // A preview filling the height: beside the drag image, above or below it.
    const QRectF tall(500, 10, 300, 870);
    for (qreal y : {60.0, 450.0, 860.0})
        clear(GpuCanvas::dropTextPlace(box, tall, QPointF(650, y), area), QPointF(650, y));
    // Near the right and left edges the box stays inside.
    for (qreal x : {20.0, 1380.0})
        clear(GpuCanvas::dropTextPlace(box, QRectF(x - 50, 300, 100, 300), QPointF(x, 450), area), QPointF(x, 450));
    // Without a cursor (keyboard), over the middle of the preview.
    CHECK(GpuCanvas::dropTextPlace(box, middle, std::nullopt, area).center() == middle.center());

    // A real drag over the MIG memory slots of the canvas, at every slot.
    Window win(emptyScenario("A100-40GB", Mode::Mig));
    GpuCanvas *canvas = win.canvas();
    const auto mime = presetMime(QStringLiteral("llm"));
    for (int slot = 0; slot < canvas->gpuLayout().memorySlots().size(); ++slot) {
        for (const QPointF &pos : {slotPoint(canvas, slot), canvas->gpuLayout().slices().value(slot).rect.center()}) {
            INFO("slot " << slot);
            QDragEnterEvent enter(pos.toPoint(), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(canvas, &enter);
            QDragMoveEvent move(pos.toPoint(), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(canvas, &move);
            REQUIRE(canvas->hasDropPreview());
            const QRectF words = canvas->dropTextRect();
            REQUIRE_FALSE(words.isEmpty());
            CHECK_FALSE(words.intersects(GpuCanvas::dragImageArea(pos)));
            CHECK(QRectF(canvas->rect()).contains(words));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// LLM tenants in the inspector

TEST_CASE("An LLM tenant's serving fields are edited in the inspector, undone, and refused with the file's own reason",
          "[editing][inspector][llm]")
{
    const LoadResult loaded = loadScenarioFile(QStringLiteral(":/scenarios/llm-kv-growth.gpuk.json"), false);
    REQUIRE(loaded.ok());
    Window win(*loaded.scenario);
    Document *d = win.doc();
    Inspector *inspector = win.w.inspector();
    auto *box = inspector->findChild<QWidget *>(QStringLiteral("inspectorLlmBox"));
    auto *maxBatch = inspector->findChild<QSpinBox *>(QStringLiteral("inspectorMaxBatch"));
    auto *bytesPerWeight = inspector->findChild<QDoubleSpinBox *>(QStringLiteral("inspectorBytesPerWeight"));
    auto *promptMin = inspector->findChild<QDoubleSpinBox *>(QStringLiteral("inspectorPromptFirst"));
    auto *promptMax = inspector->findChild<QDoubleSpinBox *>(QStringLiteral("inspectorPromptSecond"));
    auto *outputDistribution = inspector->findChild<QComboBox *>(QStringLiteral("inspectorOutputDistribution"));
    REQUIRE(box);
    REQUIRE(maxBatch);
    REQUIRE(bytesPerWeight);
    REQUIRE(promptMin);
    REQUIRE(promptMax);
    REQUIRE(outputDistribution);

    // a plain tenant has no LLM fields
    d->setSelectedTenant(d->tenantIndex("embed"));
    settle();
    CHECK_FALSE(box->isVisible());

    const int chat = d->tenantIndex("chat");
    d->setSelectedTenant(chat);
    settle();
    CHECK(box->isVisible());
    const LlmConfig &was = *d->scenario().tenants[size_t(chat)].llm;
    CHECK(maxBatch->value() == was.maxBatch);
    CHECK(bytesPerWeight->value() == Approx(was.model.bytesPerWeight));
    CHECK(promptMin->value() == was.promptTokens.min); // uniform: min and max
    CHECK(promptMax->value() == was.promptTokens.max);
    CHECK(promptMax->isVisible());
    // the per-request fields do not apply to an LLM
    CHECK_FALSE(inspector->findChild<QDoubleSpinBox *>(QStringLiteral("inspectorMeanMs"))->isEnabled());
    CHECK_FALSE(inspector->findChild<QDoubleSpinBox *>(QStringLiteral("inspectorBeta"))->isEnabled());

    // edit, undo
    const QByteArray before = json(d);
    const int undoBefore = d->undoStack()->count();
    maxBatch->setValue(48);
    CHECK(d->scenario().tenants[size_t(chat)].llm->maxBatch == 48);
    bytesPerWeight->setValue(1);
    CHECK(d->scenario().tenants[size_t(chat)].llm->model.bytesPerWeight == 1);
    CHECK(d->undoStack()->count() == undoBefore + 2);
    CHECK(inspector->lastMessage().isEmpty());
    d->undoStack()->undo();
    d->undoStack()->undo();
    settle();
    CHECK(json(d) == before);
    CHECK(maxBatch->value() == was.maxBatch); // the form follows the undo

    // a distribution change: lognormal output tokens become a uniform range around their mean
    const int uniform = outputDistribution->findData(int(TokenDistribution::Uniform));
    REQUIRE(uniform >= 0);
    outputDistribution->setCurrentIndex(uniform);
    emit outputDistribution->activated(uniform);
    settle();
    const TokenCount out = d->scenario().tenants[size_t(chat)].llm->outputTokens;
    CHECK(out.distribution == TokenDistribution::Uniform);
    CHECK(out.min < out.max);
    CHECK((out.min + out.max) / 2 == Approx(was.outputTokens.mean).epsilon(0.01));
    d->undoStack()->undo();
    settle();
    CHECK(json(d) == before);

    // refused: the reason is the scenario file's own, for the same value at its JSON path
    auto fileReason = [&](const std::function<void(LlmConfig &)> &change) {
        Scenario s = d->scenario();
        change(*s.tenants[size_t(chat)].llm);
        const LoadResult r = parseScenario(scenarioToJson(DropPlanner::storePlan(s, d->plan())), true);
        for (const Diagnostic &diag : r.diagnostics)
            if (diag.severity == Severity::Error)
                return formatDiagnostic(diag);
        return QString();
    };
    // A single field's limits are the file's: a value the file refuses cannot be typed at all.
    CHECK(maxBatch->minimum() == fieldrange::maxBatch.min);
    CHECK(maxBatch->maximum() == fieldrange::maxBatch.max);
    CHECK(bytesPerWeight->minimum() > 0);
    CHECK(bytesPerWeight->maximum() == fieldrange::bytesPerValue.max);

    // a uniform prompt whose min passes its max: the file's rule max >= min, across two fields
    const QString crossed = fileReason([](LlmConfig &c) { c.promptTokens.min = 5000; });
    REQUIRE_FALSE(crossed.isEmpty());
    CHECK(crossed.contains(QStringLiteral("prompt_tokens")));
    const int commands = d->undoStack()->count();
    promptMin->setValue(5000);
    settle();
    CHECK(json(d) == before);
    CHECK(d->undoStack()->count() == commands); // nothing pushed
    CHECK(d->undoStack()->index() == undoBefore);
    CHECK(inspector->lastMessage() == QStringLiteral("Not changed: %1").arg(crossed));
    CHECK(promptMin->value() == was.promptTokens.min); // the field shows the value kept

    // kitchen words in the kitchen skin, the same reason
    win.w.setSkin(Skin::Kitchen);
    settle();
    promptMin->setValue(5000);
    settle();
    CHECK(json(d) == before);
    CHECK(inspector->lastMessage() == QStringLiteral("The chefs keep the old recipe: %1").arg(crossed));
    CHECK(promptMin->value() == was.promptTokens.min);
}

// Not run by default: the LLM inspector, refused and accepted, in both skins and languages, for a
// human to look at (1366×768).
TEST_CASE("render the LLM inspector to /tmp", "[.][screenshot]")
{
    const LoadResult loaded = loadScenarioFile(QStringLiteral(":/scenarios/llm-kv-growth.gpuk.json"), false);
    REQUIRE(loaded.ok());
    Window win(*loaded.scenario);
    win.w.resize(1366, 768);
    const gpuk::test::EnglishAfterTest restore;
    for (const char *lang : {"en", "zh_CN"}) {
        LanguageManager::instance()->setLanguage(QLatin1String(lang));
        for (Skin skin : {Skin::Technical, Skin::Kitchen}) {
            win.w.setSkin(skin);
            win.doc()->setSelectedTenant(win.doc()->tenantIndex("chat"));
            settle();
            win.w.inspector()->findChild<QSpinBox *>(QStringLiteral("inspectorMaxBatch"))->setValue(0);
            settle();
            const QString tag = QStringLiteral("%1-%2").arg(
                    QLatin1String(lang), skin == Skin::Kitchen ? QStringLiteral("kitchen") : QStringLiteral("tech"));
            win.w.grab().save(QStringLiteral("/tmp/llm-inspector-%1.png").arg(tag));
            win.w.inspector()->grab().save(QStringLiteral("/tmp/llm-inspector-form-%1.png").arg(tag));
        }
    }
}
