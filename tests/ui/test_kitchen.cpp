// The kitchen skin (DESIGN §7): same geometry, other pictures and words; the skin toggle in the
// main window; --skin names. Set GPUK_KITCHEN_SHOTS=<dir> to also write every rendered frame
// as a PNG there (for looking at them).

#include "catch_qt.h"
#include "testwindows.h"
#include "languageguard.h"
#include "support/testsupport.h"

#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"
#include "sim/engine.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/text/words.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QToolButton>

#include <functional>
#include <limits>
#include <optional>
#include <set>

using namespace gpuk;
using namespace gpuk::test;

namespace {

QImage render(GpuCanvas &canvas)
{
    QImage img(canvas.size(), QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    canvas.render(&img);
    return img;
}

void maybeSave(const QImage &img, const QString &name)
{
    const QByteArray dir = qgetenv("GPUK_KITCHEN_SHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(QString::fromLocal8Bit(dir));
    img.save(QDir(QString::fromLocal8Bit(dir)).filePath(name + QStringLiteral(".png")));
}

// How many different colours a picture uses (sampled): a blank or one-colour frame has ~1.
int distinctColours(const QImage &img)
{
    std::set<QRgb> colours;
    for (int y = 0; y < img.height(); y += 7)
        for (int x = 0; x < img.width(); x += 7)
            colours.insert(img.pixel(x, y));
    return int(colours.size());
}

Scenario loadBuiltin(const QString &file)
{
    const LoadResult r = loadScenarioFile(file, false);
    REQUIRE(r.ok());
    return *r.scenario;
}

QStringList builtins()
{
    QStringList files = MainWindow::builtinScenarioFiles();
    REQUIRE(!files.isEmpty());
    return files;
}


} // namespace

TEST_CASE("The kitchen skin paints a different picture on exactly the same geometry", "[kitchen]")
{
    GpuCanvas canvas;
    canvas.resize(1200, 800);
    const Scenario s = MainWindow::demoScenario();
    canvas.setScene(s, s.sharing);
    REQUIRE(canvas.skin() == Skin::Technical);

    const QImage tech = render(canvas);
    std::vector<int> sms, rooms, shelves;
    for (int y = 0; y < canvas.height(); y += 9)
        for (int x = 0; x < canvas.width(); x += 11) {
            sms.push_back(canvas.gpuLayout().smAt(QPointF(x, y)));
            rooms.push_back(canvas.gpuLayout().instanceAt(QPointF(x, y)));
            shelves.push_back(canvas.gpuLayout().memorySlotAt(QPointF(x, y)));
        }

    canvas.setSkin(Skin::Kitchen);
    REQUIRE(canvas.skin() == Skin::Kitchen);
    const QImage kitchen = render(canvas);
    CHECK(kitchen != tech);
    CHECK(distinctColours(kitchen) > 20);

    std::size_t i = 0;
    for (int y = 0; y < canvas.height(); y += 9)
        for (int x = 0; x < canvas.width(); x += 11, ++i) {
            INFO("at " << x << ", " << y);
            REQUIRE(canvas.gpuLayout().smAt(QPointF(x, y)) == sms[i]);
            REQUIRE(canvas.gpuLayout().instanceAt(QPointF(x, y)) == rooms[i]);
            REQUIRE(canvas.gpuLayout().memorySlotAt(QPointF(x, y)) == shelves[i]);
        }

    canvas.setSkin(Skin::Technical);
    CHECK(render(canvas) == tech);
}

TEST_CASE("The kitchen skin paints every built-in scenario in every mode, planned and simulated", "[kitchen]")
{
    GpuCanvas canvas;
    canvas.resize(1280, 800);
    canvas.setSkin(Skin::Kitchen);
    int simulated = 0;
    for (const QString &file : builtins()) {
        const Scenario s = loadBuiltin(file);
        const QString base = QFileInfo(file).completeBaseName().remove(QStringLiteral(".gpuk"));
        for (Mode mode : allModes) {
            const SharingPlan plan = planForMode(s, mode);
            INFO(base.toStdString() << " in " << modeName(mode));
            canvas.clearSnapshot();
            canvas.setScene(s, plan);
            const QImage still = render(canvas);
            CHECK(distinctColours(still) > 10);
            maybeSave(still, base + QLatin1Char('-') + QString::fromLatin1(modeName(mode)));

            const std::optional<Snapshot> snap = simulate(s, plan, 3.0);
            if (!snap)
                continue;
            ++simulated;
            canvas.setSnapshot(*snap);
            REQUIRE(canvas.hasSnapshot());
            const QImage live = render(canvas);
            CHECK(distinctColours(live) > 10);
            maybeSave(live, base + QLatin1Char('-') + QString::fromLatin1(modeName(mode)) + QStringLiteral("-live"));

            const std::optional<Snapshot> fire = simulate(s, plan, 3.0, true);
            REQUIRE(fire);
            canvas.setSnapshot(*fire);
            const QImage burning = render(canvas);
            CHECK(burning != live);
            maybeSave(burning, base + QLatin1Char('-') + QString::fromLatin1(modeName(mode)) + QStringLiteral("-fire"));

            // Every point's tooltip is computed without crashing, in both skins.
            for (int y = 0; y < canvas.height(); y += 23)
                for (int x = 0; x < canvas.width(); x += 29)
                    (void)canvas.toolTipAt(QPointF(x, y));
        }
    }
    CHECK(simulated > 10); // most plans run: the live layer was really exercised

    // The smallest canvas the window allows still paints every mode.
    canvas.resize(canvas.minimumSizeHint());
    const Scenario seed = MainWindow::demoScenario();
    for (Mode mode : allModes) {
        const SharingPlan plan = planForMode(seed, mode);
        canvas.setScene(seed, plan);
        if (const std::optional<Snapshot> snap = simulate(seed, plan, 1.0))
            canvas.setSnapshot(*snap);
        const QImage small = render(canvas);
        CHECK(distinctColours(small) > 10);
        maybeSave(small, QStringLiteral("small-") + QString::fromLatin1(modeName(mode)));
    }
}

TEST_CASE("A live snapshot lights the kitchen's burners", "[kitchen]")
{
    GpuCanvas canvas;
    canvas.resize(1200, 800);
    canvas.setSkin(Skin::Kitchen);
    const Scenario s = MainWindow::demoScenario();
    const SharingPlan plan = planForMode(s, Mode::Mps);
    canvas.setScene(s, plan);
    const QImage cold = render(canvas);

    Snapshot snap;
    snap.smTenant.assign(size_t(s.gpu()->sms), -1);
    snap.smState.assign(size_t(s.gpu()->sms), SmState::Idle);
    for (int i = 0; i < 40; ++i) {
        snap.smTenant[size_t(i)] = std::int16_t(i < 20 ? 0 : 1);
        snap.smState[size_t(i)] = SmState::Busy;
    }
    snap.tenants.resize(s.tenants.size());
    canvas.setSnapshot(snap);
    const QImage lit = render(canvas);
    CHECK(lit != cold);

    canvas.clearSnapshot();
    CHECK_FALSE(canvas.hasSnapshot());
    CHECK(render(canvas) == cold);
}

TEST_CASE("The open stove smokes more when more teams cook and the pass is congested", "[kitchen]")
{
    const Scenario s = MainWindow::demoScenario();
    const SharingPlan plan = planForMode(s, Mode::Mps);
    GpuCanvas canvas;
    canvas.resize(1000, 700);
    canvas.setSkin(Skin::Kitchen);
    canvas.setScene(s, plan);

    Snapshot one;
    one.tenants.resize(s.tenants.size());
    one.tenants[0].smsHeld = 30;
    Snapshot crowded = one;
    for (TenantView &v : crowded.tenants) {
        v.smsHeld = 20;
        v.congestion = 1.3;
    }
    canvas.setSnapshot(one);
    const double alone = canvas.model().smokeDensity();
    canvas.setSnapshot(crowded);
    const double together = canvas.model().smokeDensity();
    CHECK(alone == 0);
    CHECK(together > 0.5);
    CHECK(together <= 1.0);

    canvas.setScene(s, planForMode(s, Mode::Mig));
    CHECK(canvas.model().smokeDensity() == 0); // walls: no shared smoke
}

TEST_CASE("Kitchen tooltips speak of burners, rooms and shelves", "[kitchen]")
{
    GpuCanvas canvas;
    canvas.resize(1200, 800);
    const Scenario s = MainWindow::demoScenario();
    canvas.setScene(s, s.sharing);
    const GpuLayout &l = canvas.gpuLayout();
    REQUIRE(!l.rooms().isEmpty());
    const QPointF smPoint = l.sms().front().rect.center();
    const QPointF shelfPoint = l.memorySlots().front().rect.center();

    const QString techSm = canvas.toolTipAt(smPoint);
    CHECK(techSm.startsWith(QStringLiteral("SM ")));
    CHECK(!techSm.contains(QStringLiteral("urner")));

    canvas.setSkin(Skin::Kitchen);
    const QString sm = canvas.toolTipAt(smPoint);
    CHECK(sm.startsWith(QStringLiteral("Burner ")));
    CHECK(sm.contains(QStringLiteral("Private room")));
    CHECK(sm.contains(QStringLiteral("Chef teams")));
    CHECK(canvas.toolTipAt(shelfPoint).startsWith(QStringLiteral("Pantry shelf")));

    const SharingPlan mps = planForMode(s, Mode::Mps);
    canvas.setScene(s, mps);
    CHECK(canvas.toolTipAt(canvas.gpuLayout().sms().front().rect.center()).contains(QStringLiteral("open stove")));
    REQUIRE(!canvas.gpuLayout().legendRows().isEmpty());
    CHECK(canvas.toolTipAt(canvas.gpuLayout().legendRows().front().center()).startsWith(QStringLiteral("Chef team: ")));
}

TEST_CASE("The --skin option accepts tech and kitchen and refuses anything else", "[kitchen]")
{
    CHECK(Words::skinFromName(QStringLiteral("kitchen")) == Skin::Kitchen);
    CHECK(Words::skinFromName(QStringLiteral("Kitchen")) == Skin::Kitchen);
    CHECK(Words::skinFromName(QStringLiteral("tech")) == Skin::Technical);
    CHECK(Words::skinFromName(QStringLiteral("technical")) == Skin::Technical);
    CHECK_FALSE(Words::skinFromName(QStringLiteral("restaurant")));
    CHECK_FALSE(Words::skinFromName(QString()));
    CHECK(Words::skinName(Skin::Kitchen) == QStringLiteral("kitchen"));
    CHECK(Words::skinFromName(Words::skinName(Skin::Technical)) == Skin::Technical);
}

TEST_CASE("The Kitchen view action switches the main window's picture and words", "[kitchen]")
{
    MainWindow window;
    window.setScenario(MainWindow::demoScenario());
    window.resize(1600, 1000);
    window.show();
    QCoreApplication::processEvents();

    auto *action = window.findChild<QAction *>(QStringLiteral("kitchenViewAction"));
    REQUIRE(action);
    CHECK(action->isCheckable());
    CHECK(action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_K));
    auto *button = window.findChild<QToolButton *>(QStringLiteral("skinButton"));
    REQUIRE(button);
    CHECK(button->defaultAction() == action);
    CHECK(button->isVisible());
    auto *summary = window.findChild<QLabel *>(QStringLiteral("summaryLabel"));
    auto *combo = window.findChild<QComboBox *>(QStringLiteral("modeCombo"));
    REQUIRE(summary);
    REQUIRE(combo);
    const QString techSummary = summary->text();
    const QString techMode = combo->currentText();

    int emitted = 0;
    QObject::connect(&window, &MainWindow::skinChanged, &window, [&emitted] { ++emitted; });
    action->trigger();
    CHECK(window.skin() == Skin::Kitchen);
    CHECK(window.canvas()->skin() == Skin::Kitchen);
    CHECK(emitted == 1);
    CHECK(summary->text() != techSummary);
    CHECK(summary->text().startsWith(QStringLiteral("Kitchen: ")));
    CHECK(combo->currentText() == Words::modeName(Mode::Mig, Skin::Kitchen));
    CHECK(combo->currentText() != techMode);
    CHECK(window.statusText().contains(QStringLiteral("burners")));

    window.setSkin(Skin::Technical);
    CHECK_FALSE(action->isChecked());
    CHECK(window.canvas()->skin() == Skin::Technical);
    CHECK(summary->text() == techSummary);
    CHECK(combo->currentText() == techMode);
    CHECK(emitted == 2);
}

TEST_CASE("A kitchen frame of an H100 with six chef teams renders at 1920x1080", "[kitchen]")
{
    Scenario s = loadBuiltin(QStringLiteral(":/scenarios/rag-blueprint-h100.gpuk.json"));
    REQUIRE(s.gpu());
    const std::vector<Tenant> original = s.tenants;
    for (int copy = 0; int(s.tenants.size()) < 6; ++copy) {
        Tenant t = original[size_t(copy) % original.size()];
        t.id += "-" + std::to_string(copy + 2);
        t.name += " " + std::to_string(copy + 2);
        s.tenants.push_back(t);
    }
    // The documented default plans, which place every one of the six teams.
    s.alternatives.clear();
    s.sharing = SharingPlan();
    GpuCanvas canvas;
    canvas.resize(1920, 1080);
    canvas.setSkin(Skin::Kitchen);
    for (Mode mode : {Mode::Mps, Mode::Timeslice, Mode::Mig}) {
        INFO(modeName(mode));
        const SharingPlan plan = planForMode(s, mode);
        if (mode == Mode::Mps)
            REQUIRE(plan.mps.clients.size() == 6);
        canvas.setScene(s, plan);
        if (const std::optional<Snapshot> snap = simulate(s, plan, 2.0))
            canvas.setSnapshot(*snap);
        else
            canvas.clearSnapshot();
        // The time of the best of five frames, after one to warm the caches up.
        auto paintMicros = [&canvas](QImage &img) {
            canvas.render(&img);
            qint64 best = std::numeric_limits<qint64>::max();
            for (int i = 0; i < 5; ++i) {
                QElapsedTimer timer;
                timer.start();
                canvas.render(&img);
                best = std::min(best, timer.nsecsElapsed() / 1000);
            }
            return best;
        };
        QImage img(canvas.size(), QImage::Format_ARGB32_Premultiplied);
        QImage tech(canvas.size(), QImage::Format_ARGB32_Premultiplied);
        canvas.setSkin(Skin::Technical);
        const qint64 techUs = paintMicros(tech);
        canvas.setSkin(Skin::Kitchen);
        const qint64 kitchenUs = paintMicros(img);
        INFO("kitchen frame " << kitchenUs << " us, technical frame " << techUs << " us"); // timing: bench_render
        CHECK(distinctColours(img) > 20);
        CHECK(img != tech);
        maybeSave(img, QStringLiteral("h100-six-teams-") + QString::fromLatin1(modeName(mode)));
    }
}

TEST_CASE("MIG-backed vGPU is drawn as stall rooms behind welded walls", "[kitchen]")
{
    const Scenario s = MainWindow::demoScenario();
    REQUIRE(s.tenants.size() >= 2);
    SharingPlan plan;
    plan.mode = Mode::Vgpu;
    plan.vgpu.migBacked = true;
    plan.vgpu.vms = {VgpuVm{s.tenants[0].id, "A100-3-20C"}, VgpuVm{s.tenants[1].id, "A100-2-10C"}};
    GpuCanvas canvas;
    canvas.resize(1200, 800);
    canvas.setSkin(Skin::Kitchen);
    canvas.setScene(s, plan);
    REQUIRE(canvas.gpuLayout().rooms().size() == 2);
    const QImage img = render(canvas);
    CHECK(distinctColours(img) > 20);
    maybeSave(img, QStringLiteral("mig-backed-vgpu"));
    const QString tip = canvas.toolTipAt(canvas.gpuLayout().rooms().front().computeRect.center());
    CHECK(tip.contains(QStringLiteral("Stall room A100-3-20C")));
}

TEST_CASE("Waiting guests appear at the door when orders queue, and a fire shows only in its room", "[kitchen]")
{
    const Scenario s = MainWindow::demoScenario();
    GpuCanvas canvas;
    canvas.resize(1200, 800);
    canvas.setSkin(Skin::Kitchen);
    canvas.setScene(s, s.sharing); // the MIG rooms
    REQUIRE(canvas.gpuLayout().rooms().size() == 4);

    Snapshot snap;
    snap.smTenant.assign(size_t(s.gpu()->sms), -1);
    snap.smState.assign(size_t(s.gpu()->sms), SmState::Idle);
    snap.tenants.resize(s.tenants.size());
    canvas.setSnapshot(snap);
    const QImage calm = render(canvas);

    snap.tenants[0].queued = 12;
    canvas.setSnapshot(snap);
    const QImage queue = render(canvas);
    CHECK(queue != calm);
    maybeSave(queue, QStringLiteral("mig-guests"));
    // The guests stand under the queuing team's room only: the other rooms look as before.
    int room0 = -1;
    for (int j = 0; j < int(canvas.instanceTenants().size()); ++j)
        if (!canvas.instanceTenants()[size_t(j)].empty() && canvas.instanceTenants()[size_t(j)].front() == 0)
            room0 = j;
    REQUIRE(room0 >= 0);
    for (const GpuLayout::Room &room : canvas.gpuLayout().rooms()) {
        if (room.instance == room0)
            continue;
        const QRect r = room.computeRect.toAlignedRect().adjusted(2, 2, -2, -2);
        CHECK(queue.copy(r) == calm.copy(r));
    }

    snap.tenants[0].queued = 0;
    snap.tenants[0].state = TenantState::Restarting;
    canvas.setSnapshot(snap);
    const QImage fire = render(canvas);
    maybeSave(fire, QStringLiteral("mig-fire-one-room"));
    const QRect burning = canvas.gpuLayout().rooms()[room0].computeRect.toAlignedRect();
    CHECK(fire.copy(burning) != calm.copy(burning));
    for (const GpuLayout::Room &room : canvas.gpuLayout().rooms()) {
        if (room.instance == room0)
            continue;
        const QRect r = room.computeRect.toAlignedRect().adjusted(2, 2, -2, -2);
        CHECK(fire.copy(r) == calm.copy(r)); // welded walls: the neighbours do not burn
    }
}

TEST_CASE("Both skins draw an LLM's growing KV cache inside its memory and name its bytes", "[kitchen][canvasmodel][llm]")
{
    const LoadResult loaded = loadScenarioFile(QStringLiteral(":/scenarios/llm-kv-growth.gpuk.json"), false);
    REQUIRE(loaded.ok());
    const Scenario &s = *loaded.scenario;
    GpuCanvas canvas;
    canvas.resize(1400, 900);
    for (Mode mode : {Mode::Mps, Mode::Mig}) {
        INFO(modeName(mode));
        const SharingPlan plan = planForMode(s, mode);
        auto engine = Engine::create(s, plan);
        REQUIRE(engine);
        engine->advanceTo(40);
        const Snapshot snap = engine->snapshot();
        REQUIRE(snap.tenants[0].kvBytes > 0);
        for (Skin skin : {Skin::Technical, Skin::Kitchen}) {
            INFO(int(skin));
            canvas.setSkin(skin);
            canvas.setScene(s, plan);
            canvas.setSnapshot(snap);
            // the decision: the model carries the KV cache held now, per tenant and per MIG memory slot
            const CanvasModel::LiveTenant *chat = canvas.model().liveTenant(0);
            REQUIRE(chat);
            CHECK(chat->kvGb == Approx(snap.tenants[0].kvBytes / (1024.0 * 1024.0 * 1024.0)));
            CHECK(chat->kvGb < chat->memoryUsedGb);
            const QImage withKv = render(canvas);
            maybeSave(withKv, QStringLiteral("llm-kv-%1-%2").arg(QLatin1String(modeName(mode))).arg(int(skin)));
            Snapshot none = snap;
            for (TenantView &v : none.tenants)
                v.kvBytes = 0;
            std::fill(none.memorySlotKvFill.begin(), none.memorySlotKvFill.end(), 0.0);
            canvas.setSnapshot(none);
            CHECK(render(canvas) != withKv); // the KV fill is drawn
            canvas.setSnapshot(snap);
            // the tool tip over the memory names the bytes
            // (the pool's bar is drawn over the same eight slots as MIG's: the first one is in the bar)
            const auto &memorySlots = canvas.gpuLayout().memorySlots();
            REQUIRE_FALSE(memorySlots.isEmpty());
            const QString tips = canvas.toolTipAt(memorySlots.front().rect.center());
            if (mode == Mode::Mig) {
                REQUIRE(snap.memorySlotKvFill.front() > 0);
                CHECK(snap.memorySlotKvFill.front() <= snap.memorySlotFill.front());
            }
            INFO(tips.toStdString());
            CHECK(tips.contains(QLocale().toString(std::llround(snap.tenants[0].kvBytes))));
        }
    }
}

TEST_CASE("The kitchen legend names every team at 1366x768, in English and Chinese", "[kitchen][legend][layout]")
{
    const gpuk::test::EnglishAfterTest restore;
    for (const QString lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        REQUIRE(LanguageManager::instance()->setLanguage(lang));
        MainWindow w;
        REQUIRE(w.openFile(QStringLiteral(":/scenarios/llm-kv-growth.gpuk.json")));
        w.setMode(Mode::Mps);
        w.resize(1366, 768);
        w.show();
        gpuk::test::settle();
        for (Skin skin : {Skin::Kitchen, Skin::Technical}) {
            INFO(lang.toStdString() << " skin " << int(skin));
            w.setSkin(skin);
            gpuk::test::settle();
            GpuCanvas *canvas = w.canvas();
            const size_t teams = canvas->model().legend().size();
            REQUIRE(teams == 3);
            // One legend cell per team: none is left to an "… and N more teams" cell.
            const QList<QRectF> &rows = canvas->gpuLayout().legendRows();
            CHECK(size_t(rows.size()) >= teams);
            for (const QRectF &r : rows)
                CHECK(QRectF(canvas->rect()).contains(r));
            maybeSave(canvas->grab().toImage(), QStringLiteral("legend-1366-%1-%2").arg(lang).arg(int(skin)));
        }
    }
}

// The kitchen painter caches most of its picture (the static layer, text and shape sprites):
// after every kind of change, a canvas that has painted before must paint exactly what a new
// canvas set up in the final state paints, and the picture must have changed. A cache that
// misses an invalidation shows the old picture and fails here.
TEST_CASE("The kitchen's caches follow palette, language, names, size, snapshot, skin, font, selection and pixel ratio", "[kitchen][cache]")
{
    const gpuk::test::EnglishAfterTest restore;
    REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    for (Mode mode : {Mode::Mig, Mode::Mps, Mode::Timeslice, Mode::Exclusive}) {
        INFO("mode " << modeName(mode));
        // The state both canvases are brought to.
        Scenario s = MainWindow::demoScenario();
        SharingPlan plan = planForMode(s, mode);
        QSize size(1366, 768);
        QPalette palette = QApplication::palette();
        QFont font = QApplication::font();
        Skin skin = Skin::Kitchen;
        int selected = -1;
        qreal dpr = 1;
        std::optional<Snapshot> snap = simulate(s, plan, 2.0);
        REQUIRE(snap);

        auto draw = [&](GpuCanvas &c) {
            QImage img((QSizeF(c.size()) * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
            img.setDevicePixelRatio(dpr);
            img.fill(Qt::transparent);
            c.render(&img);
            return img;
        };
        auto fresh = [&] {
            GpuCanvas c;
            c.resize(size);
            c.setPalette(palette);
            c.setFont(font);
            c.setSkin(skin);
            c.setScene(s, plan);
            if (snap)
                c.setSnapshot(*snap);
            c.setSelectedTenant(selected);
            return draw(c);
        };
        GpuCanvas reused;
        reused.resize(size);
        reused.setSkin(Skin::Kitchen);
        reused.setScene(s, plan);
        reused.setSnapshot(*snap);
        QImage before = draw(reused);
        REQUIRE(before == fresh());
        draw(reused); // every cache warm

        auto step = [&](const char *what, const std::function<void()> &change, bool changes = true) {
            INFO(what);
            change();
            gpuk::test::settle();
            const QImage now = draw(reused);
            CHECK(now == fresh());
            if (changes)
                CHECK(now != before);
            maybeSave(now, QStringLiteral("cache-%1-%2").arg(QLatin1String(modeName(mode)), QLatin1String(what)));
            before = now;
        };
        step("next-snapshot", [&] {
            snap = simulate(s, plan, 3.5);
            reused.setSnapshot(*snap);
        });
        step("dark-palette", [&] {
            palette.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
            palette.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
            reused.setPalette(palette);
        });
        step("chinese", [&] { REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN"))); });
        step("english", [&] { REQUIRE(LanguageManager::instance()->setLanguage(QStringLiteral("en"))); });
        step("tenant-renamed", [&] {
            s.tenants[0].name = "Renamed chef team";
            plan = planForMode(s, mode);
            reused.setScene(s, plan);
            reused.setSnapshot(*snap);
        });
        step("resized", [&] {
            size = QSize(1920, 1080);
            reused.resize(size);
        });
        step("bigger-font", [&] {
            font.setPointSizeF(font.pointSizeF() * 1.5);
            font.setFamily(QStringLiteral("DejaVu Serif"));
            reused.setFont(font);
        }, false); // the layout sizes its fonts in pixels from the window; the family may be missing
        step("tech-skin", [&] {
            skin = Skin::Technical;
            reused.setSkin(skin);
        });
        step("kitchen-skin", [&] {
            skin = Skin::Kitchen;
            reused.setSkin(skin);
        });
        step("selected", [&] {
            selected = 1;
            reused.setSelectedTenant(selected);
        }); // an outline (exclusive: also that team's kitchen drawn large)
        step("pixel-ratio-2", [&] { dpr = 2; });
        step("no-snapshot", [&] {
            snap.reset();
            reused.clearSnapshot();
        });
    }
}
