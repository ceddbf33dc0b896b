// Software slicing by quota in the GUI: the picture, the narrator and the status bar state the
// same throttled container; every tenant carries the "who enforces this limit" badge in the
// words of Words::limitEnforcer; the inspector edits a container's share as one undo step and
// refuses a plan the validator refuses, with its reason; a quota tenant's nvidia-smi view says
// the device-wide GPU-Util beside its own share of the SMs.

#include "catch_qt.h"
#include "support/testsupport.h"

#include "analysis/planchoice.h"
#include "io/messages.h"
#include "io/scenariofile.h"
#include "sharing/quota.h"
#include "sharing/validate.h"
#include "ui/picture/canvasmodel.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/canvas/painthelpers.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"
#include "ui/document/simcontroller.h"
#include "ui/panels/inspector.h"
#include "ui/picture/picture.h"
#include "ui/panels/narrator.h"
#include "ui/shell/mainwindow.h"
#include "ui/text/format.h"
#include "ui/text/modeui.h"
#include "ui/text/words.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QImage>
#include <QLabel>
#include <QUndoStack>

#include <algorithm>
#include <set>

using namespace gpuk;

namespace {

QString articleFile()
{
    for (const QString &f : MainWindow::builtinScenarioFiles())
        if (f.endsWith(QStringLiteral("article-vgpu-ratio.gpuk.json")))
            return f;
    return {};
}

Scenario article()
{
    const QString file = articleFile();
    REQUIRE_FALSE(file.isEmpty());
    const LoadResult loaded = loadScenarioFile(file, false);
    REQUIRE(loaded.ok());
    return *loaded.scenario;
}

QString nameOf(const Scenario &s, int k)
{
    const Tenant &t = s.tenants[size_t(k)];
    return QString::fromStdString(t.name.empty() ? t.id : t.name);
}

// Every word the canvas draws in one frame.
QStringList drawnWords(GpuCanvas &canvas)
{
    QStringList words;
    const CanvasTextObserver previous = setCanvasTextObserver([&words](const DrawnText &d) { words << d.text; });
    QImage picture(canvas.size(), QImage::Format_ARGB32_Premultiplied);
    picture.fill(Qt::transparent);
    canvas.render(&picture);
    setCanvasTextObserver(previous);
    return words;
}

bool anyContains(const QStringList &words, const QString &part)
{
    return std::any_of(words.begin(), words.end(), [&](const QString &w) { return w.contains(part, Qt::CaseInsensitive); });
}

// Every tool tip the canvas gives over its rooms and its tenants' legend rows (not the MIG key's).
QStringList toolTips(const GpuCanvas &canvas)
{
    QStringList all;
    for (const GpuLayout::Room &room : canvas.gpuLayout().rooms())
        all << canvas.toolTipAt(room.computeRect.center());
    if (!legendIsMigKey(canvas.model().mode()))
        for (const QRectF &row : canvas.gpuLayout().legendRows())
            all << canvas.toolTipAt(row.center());
    return all;
}

} // namespace

TEST_CASE("A container held by its token bucket on an idle GPU is stated alike by the picture, the narrator and "
          "the status bar",
          "[quota][canvasmodel][narrator]")
{
    const Scenario s = article();
    const SharingPlan plan = planForMode(s, Mode::Quota);
    REQUIRE(plan.quota.containers.size() == 2);
    const GpuModel *g = s.gpu();
    REQUIRE(g);
    // Tenant B sleeps on its empty bucket with work waiting; nobody holds the GPU.
    const int held = 1;
    Snapshot snap;
    snap.timeS = 1.5;
    snap.smTenant.assign(size_t(g->sms), -1);
    snap.smState.assign(size_t(g->sms), SmState::Idle);
    snap.tenants.resize(s.tenants.size());
    snap.tenants[0].bucket = 0.6;
    snap.tenants[0].limiterOn = true;
    snap.tenants[held].queued = 4;
    snap.tenants[held].inFlight = 1;
    snap.tenants[held].throttled = true;
    snap.tenants[held].limiterOn = true;
    snap.tenants[held].bucket = 0;
    snap.sliceOwner = -1;
    snap.switching = false;
    const QString name = nameOf(s, held);

    GpuCanvas canvas;
    canvas.resize(1366, 700);
    for (Skin skin : {Skin::Technical, Skin::Kitchen}) {
        INFO((skin == Skin::Kitchen ? "kitchen" : "technical"));
        canvas.setSkin(skin);
        canvas.setScene(s, plan);
        canvas.setSnapshot(snap);
        const QStringList words = drawnWords(canvas);
        INFO(words.join(QStringLiteral(" | ")).toStdString());
        // The picture: the idle SMs / free stove say who sleeps, and the row carries the mark.
        const QString idleWords = skin == Skin::Kitchen ? QStringLiteral("valve shut") : QStringLiteral("token bucket");
        CHECK(std::any_of(words.begin(), words.end(), [&](const QString &w) {
            return w.contains(name) && w.contains(idleWords, Qt::CaseInsensitive);
        }));
        CHECK(anyContains(words, skin == Skin::Kitchen ? QStringLiteral("meter empty") : QStringLiteral("bucket empty")));
        // The narrator names the same container, and says the GPU stands idle.
        Narrator narrator;
        narrator.setSkin(skin);
        narrator.setScenario(s, plan);
        const QString said = narrator.describeState(snap);
        INFO(said.toStdString() << "\n" << words.join(QStringLiteral(" | ")).toStdString());
        CHECK(said.contains(name, Qt::CaseInsensitive));
        CHECK(said.contains(skin == Skin::Kitchen ? QStringLiteral("stove stands free") : QStringLiteral("SMs stand idle")));
        // The status bar too.
        const QString status = canvas.model().statusText();
        CHECK(status.contains(name));
        // Nobody else is named as held.
        CHECK_FALSE(status.contains(nameOf(s, 0)));
    }

    // A throttled container while another one runs: no "idle" words, the mark stays.
    Snapshot running = snap;
    running.sliceOwner = 0;
    running.tenants[0].smsHeld = g->sms;
    std::fill(running.smTenant.begin(), running.smTenant.end(), std::int16_t(0));
    std::fill(running.smState.begin(), running.smState.end(), SmState::Busy);
    canvas.setSkin(Skin::Technical);
    canvas.setScene(s, plan);
    canvas.setSnapshot(running);
    const QStringList words = drawnWords(canvas);
    INFO(words.join(QStringLiteral(" | ")).toStdString());
    CHECK_FALSE(anyContains(words, QStringLiteral("SMs idle")));
    CHECK(anyContains(words, QStringLiteral("bucket empty")));
}

TEST_CASE("Every tenant's tool tips and the inspector name who enforces its limits in Words::limitEnforcer's words, "
          "in every mode",
          "[quota][canvasmodel]")
{
    const Scenario s = article();
    GpuCanvas canvas;
    canvas.resize(1366, 700);
    Document doc;
    doc.reset(s, articleFile());
    Inspector inspector(&doc);
    auto *badge = inspector.findChild<QLabel *>(QStringLiteral("inspectorEnforcer"));
    REQUIRE(badge);
    std::set<LimitEnforcer> seen;
    for (Mode mode : allModes) {
        const SharingPlan plan = planForMode(s, mode);
        seen.insert(gpuk::limitEnforcer(plan));
        for (Skin skin : {Skin::Technical, Skin::Kitchen}) {
            INFO(modeName(mode) << (skin == Skin::Kitchen ? " kitchen" : " technical"));
            const QString words = Words::limitEnforcer(gpuk::limitEnforcer(plan), skin);
            canvas.setSkin(skin);
            canvas.setScene(s, plan);
            CHECK(canvas.model().enforcerWords() == words);
            const QStringList tips = toolTips(canvas);
            REQUIRE_FALSE(tips.isEmpty());
            for (const QString &tip : tips)
                CHECK(tip.contains(words));
            doc.push(new SetModeCommand(&doc, mode));
            doc.setSelectedTenant(0);
            inspector.setSkin(skin);
            CHECK(badge->text() == words);
        }
    }
    // The article's GPU and tenants reach five of the six enforcers (exclusive has nothing to limit).
    CHECK(seen.size() >= 5);
}

TEST_CASE("The inspector edits a container's compute share as one undo step, and refuses shares over the GPU with "
          "the validator's reason",
          "[quota][editing]")
{
    const Scenario s = article();
    Document doc;
    doc.reset(s, articleFile());
    REQUIRE(doc.plan().mode == Mode::Quota);
    Inspector inspector(&doc);
    inspector.show();
    const int a = doc.tenantIndex("tenant-a");
    const int b = doc.tenantIndex("tenant-b");
    REQUIRE(a >= 0);
    REQUIRE(b >= 0);
    auto *core = inspector.findChild<QDoubleSpinBox *>(QStringLiteral("inspectorQuotaCore"));
    auto *memory = inspector.findChild<QDoubleSpinBox *>(QStringLiteral("inspectorQuotaMemory"));
    auto *policy = inspector.findChild<QComboBox *>(QStringLiteral("inspectorQuotaPolicy"));
    auto *product = inspector.findChild<QComboBox *>(QStringLiteral("inspectorQuotaProduct"));
    auto *priority = inspector.findChild<QComboBox *>(QStringLiteral("inspectorQuotaPriority"));
    REQUIRE(core);
    REQUIRE(memory);
    REQUIRE(policy);
    REQUIRE(product);
    REQUIRE(priority);
    auto shareOf = [&doc](const char *tenant) {
        for (const QuotaContainer &c : doc.plan().quota.containers)
            if (c.tenant == tenant)
                return c.corePercent;
        return -1.0;
    };

    doc.setSelectedTenant(a);
    CHECK(core->value() == 50);
    CHECK(memory->value() == 8);
    QUndoStack *stack = doc.undoStack();
    const int before = stack->count();
    core->setValue(40);
    CHECK(stack->count() == before + 1);
    CHECK(shareOf("tenant-a") == 40);
    CHECK(shareOf("tenant-b") == 30);
    CHECK(inspector.lastMessage().isEmpty());
    stack->undo();
    CHECK(shareOf("tenant-a") == 50);
    CHECK(core->value() == 50);
    stack->redo();
    CHECK(shareOf("tenant-a") == 40);

    // 40 + 75 = 115 %: the validator's quota.shares_exceed_gpu, said under the form; nothing changes.
    doc.setSelectedTenant(b);
    SharingPlan over = doc.plan();
    for (QuotaContainer &c : over.quota.containers)
        if (c.tenant == "tenant-b")
            c.corePercent = 75;
    Scenario shown = doc.scenario();
    shown.sharing = over;
    shown.alternatives.clear();
    const Diagnostics found = validateScenario(shown);
    const auto reason = std::find_if(found.begin(), found.end(),
                                     [](const Diagnostic &d) { return d.code == "quota.shares_exceed_gpu"; });
    REQUIRE(reason != found.end());
    const int count = stack->count();
    core->setValue(75);
    CHECK(stack->count() == count);
    CHECK(shareOf("tenant-b") == 30);
    CHECK(inspector.lastMessage().contains(formatDiagnostic(*reason)));
    CHECK(core->value() == 30); // the field shows the share kept

    // The policy and product combos are one undo step each and change the plan.
    const int steps = stack->count();
    policy->setCurrentIndex(policy->findData(int(QuotaPolicy::Hard)));
    emit policy->activated(policy->currentIndex());
    CHECK(stack->count() == steps + 1);
    CHECK(doc.plan().quota.policy == QuotaPolicy::Hard);
    CHECK(policy->itemText(policy->currentIndex()) == Words::quotaPolicyName(QuotaPolicy::Hard));
    CHECK(product->itemText(product->currentIndex()) == Words::quotaProductName(QuotaProduct::Hami));
}

TEST_CASE("A quota tenant's nvidia-smi view states the whole GPU's utilisation beside its own share of the SMs",
          "[quota][simulation]")
{
    const Scenario s = article();
    Document doc;
    doc.reset(s, articleFile());
    Inspector inspector(&doc);
    SimController sim;
    sim.reset(doc.scenario(), doc.plan());
    REQUIRE(sim.isAvailable());
    Picture picture; // the inspector states the picture's facts, as in the main window
    picture.follow(&sim, false);
    picture.setScene(doc.scenario(), doc.plan());
    inspector.setPicture(&picture);
    const int b = doc.tenantIndex("tenant-b");
    doc.setSelectedTenant(b);
    auto *smi = inspector.findChild<QLabel *>(QStringLiteral("inspectorQuotaSmi"));
    REQUIRE(smi);
    // Past the 5 s warm-up the results count from, at 10x, in ticks the runner's budget takes.
    const auto &ladder = SimController::speedLadder();
    sim.setSpeedIndex(int(std::find(ladder.begin(), ladder.end(), 10.0) - ladder.begin()));
    REQUIRE(sim.speed() == 10.0);
    sim.play();
    for (int i = 0; i < 4000 && sim.simTime() < 7.0; ++i)
        sim.tick(0.05);
    sim.pause();
    REQUIRE(sim.simTime() >= 7.0);
    const RunResults r = sim.engine()->results();
    // The last numbers of a throttled burst follow within a quarter second.
    const QString gpuUtil = QStringLiteral("GPU-Util %1 %").arg(localeNumber(r.gpuStats.smActive * 100, 0));
    CHECK(gpuk::test::waitUntil([&] { return smi->text().contains(gpuUtil); }, 2000));
    const QString text = smi->text();
    INFO(text.toStdString());
    REQUIRE(r.gpuStats.smActive > 0);
    CHECK(text.contains(QStringLiteral("GPU-Util %1 %").arg(localeNumber(r.gpuStats.smActive * 100, 0))));
    CHECK(text.contains(localeNumber(r.tenants[size_t(b)].meanSm / s.gpu()->sms * 100, 1) + QStringLiteral(" %")));
    CHECK(text.contains(QStringLiteral("/ %1 MiB").arg(localeNumber(4 * 1024, 0))));
    // Device-wide utilisation is more than this container's share: the view overstates it.
    CHECK(r.gpuStats.smActive > r.tenants[size_t(b)].meanSm / s.gpu()->sms);
    // The picture's fact is the one the text states.
    const auto gauge = picture.containerGauge(b);
    REQUIRE(gauge);
    CHECK(gauge->wholeRunSoFar);
    CHECK(gauge->gpuUtil == r.gpuStats.smActive);

    // The inspector words what it says in the picture's skin, and states nothing of a scene the
    // runner does not run.
    picture.setSkin(Skin::Kitchen);
    CHECK(inspector.skin() == Skin::Kitchen);
    CHECK(smi->text().startsWith(QStringLiteral("The team's own gauge")));
    SharingPlan other = doc.plan();
    other.mode = Mode::Mps;
    picture.setScene(doc.scenario(), other);
    CHECK_FALSE(picture.containerGauge(b));
    // Without a runner the view says what the container would show, without numbers.
    picture.follow(nullptr);
    picture.setScene(doc.scenario(), doc.plan());
    CHECK(smi->text().contains(QStringLiteral("shows once the simulation runs")));
}
