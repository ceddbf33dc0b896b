// Keyboard-only and screen-reader use of the main window: where the focus
// starts and how it shows, the context menu and a fault from the keyboard, selecting and moving a
// tenant with keys, and what reaches the accessibility tree (the narrator's sentence, the
// scenario's name, the tenants in the picture's description) with an event when it changes.

#include "catch_qt.h"
#include "support/testsupport.h"
#include "testwindows.h"

#include "ui/canvas/canvaseditor.h"
#include "ui/picture/canvasmodel.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/document/document.h"
#include "ui/document/simcontroller.h"
#include "ui/panels/narrator.h"
#include "ui/panels/timecontrols.h"
#include "ui/shell/mainwindow.h"

#include "sharing/plan.h"
#include "sim/engine.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPointer>
#include <QScreen>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <vector>

using namespace gpuk;
using namespace gpuk::test;

namespace {

// The visible pop-up menu called `name`, if one is open.
QMenu *openMenu(const QString &name)
{
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *m = qobject_cast<QMenu *>(w); m && m->isVisible() && m->objectName() == name)
            return m;
    return nullptr;
}

void closeMenus()
{
    while (QWidget *popup = QApplication::activePopupWidget())
        popup->close();
    settle();
}

// Every Fault event the runner reports from now on.
struct FaultLog
{
    std::vector<int> tenants;
    QMetaObject::Connection connection;
    explicit FaultLog(SimController *sim)
    {
        connection = QObject::connect(sim, &SimController::eventsOccurred, [this](const std::vector<EngineEvent> &events) {
            for (const EngineEvent &e : events)
                if (e.kind == EngineEvent::Kind::Fault)
                    tenants.push_back(e.tenant);
        });
    }
    ~FaultLog() { QObject::disconnect(connection); }
};

// Where tenant `k` is drawn: its MIG room, else its legend row (MPS client, VM, context, its own
// GPU); empty if the picture does not show it.
QRectF drawnArea(const GpuCanvas *c, int k)
{
    const GpuLayout &l = c->gpuLayout();
    const CanvasModel &m = c->model();
    QRectF area;
    for (int i = 0; i < l.rooms().size() && i < int(m.rooms().size()); ++i) {
        const std::vector<int> &ts = m.rooms()[size_t(i)].tenants;
        if (std::find(ts.begin(), ts.end(), k) != ts.end())
            area = area.united(l.rooms()[i].computeRect);
    }
    for (int i = 0; area.isEmpty() && i < l.legendRows().size() && i < int(m.legend().size()); ++i)
        if (m.legend()[size_t(i)].tenant == k)
            area = l.legendRows()[i];
    return area;
}

QString tenantName(const MainWindow &w, int k)
{
    const Tenant &t = w.scenario().tenants.at(size_t(k));
    return QString::fromStdString(t.name.empty() ? t.id : t.name);
}

// The accessibility events Qt sends while the helper lives, captured by an update handler that
// replaces the platform's. Qt sends none unless QAccessible::isActive(): a screen reader (the
// AT-SPI bus) listens. The offscreen platform has no accessibility at all, so the tests that need
// events run on xcb with the AT-SPI bus (tests/gui/accessibility-bus.sh, tag [a11y-bus]).
struct AccessibleEvents
{
    struct Seen
    {
        QObject *object;
        QAccessible::Event type;
    };
    static std::vector<Seen> &seen()
    {
        static std::vector<Seen> s;
        return s;
    }
    static void handler(QAccessibleEvent *event) { seen().push_back({event->object(), event->type()}); }

    QAccessible::UpdateHandler previous = nullptr;
    AccessibleEvents()
    {
        seen().clear();
        previous = QAccessible::installUpdateHandler(&AccessibleEvents::handler);
    }
    ~AccessibleEvents()
    {
        QAccessible::installUpdateHandler(previous);
        seen().clear();
    }
    bool has(QObject *object, QAccessible::Event type) const
    {
        return std::any_of(seen().begin(), seen().end(),
                           [&](const Seen &s) { return s.object == object && s.type == type; });
    }
};

// Share of the pixels of the frame `inset` px inside the border of `image` that have `colour`.
double borderShare(const QImage &image, int inset, const QColor &colour)
{
    int n = 0, hits = 0;
    auto at = [&](int x, int y) {
        ++n;
        if (image.pixelColor(x, y).rgb() == colour.rgb())
            ++hits;
    };
    for (int x = inset; x < image.width() - inset; ++x) {
        at(x, inset);
        at(x, image.height() - 1 - inset);
    }
    for (int y = inset; y < image.height() - inset; ++y) {
        at(inset, y);
        at(image.width() - 1 - inset, y);
    }
    return n ? double(hits) / n : 0;
}

} // namespace

TEST_CASE("The window starts with the keyboard focus on the GPU picture, where Space plays at once",
          "[a11y][focus][keys]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    REQUIRE(QApplication::focusWidget() == w.canvas());
    REQUIRE_FALSE(w.simController()->isPlaying());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    CHECK(w.simController()->isPlaying());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    CHECK_FALSE(w.simController()->isPlaying());
}

TEST_CASE("Shift+F10 and the Menu key on the picture open the menu of the selected tenant at its drawn area, "
          "and its fault action faults that tenant",
          "[a11y][keys][menu]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    GpuCanvas *c = w.canvas();
    const int centre = c->tenantAt(QRectF(c->rect()).center());
    const QRect screen = w.screen()->geometry();
    // A tenant other than the one drawn at the picture's centre, whose area is on the screen.
    int selected = -1;
    for (int k = 0; k < int(w.scenario().tenants.size()) && selected < 0; ++k)
        if (k != centre && !drawnArea(c, k).isEmpty()
            && screen.contains(c->mapToGlobal(drawnArea(c, k).center().toPoint())))
            selected = k;
    REQUIRE(selected >= 0);

    for (const auto &[key, modifiers] : {std::pair{Qt::Key_F10, Qt::ShiftModifier}, std::pair{Qt::Key_Menu, Qt::NoModifier}}) {
        INFO("key " << QKeySequence(key | modifiers).toString().toStdString());
        w.document()->setSelectedTenant(selected);
        c->setFocus();
        settle();
        REQUIRE(c->hasFocus());
        QTest::keyClick(c, key, modifiers);
        settle();
        QPointer<QMenu> menu = openMenu(QStringLiteral("canvasContextMenu"));
        REQUIRE(menu);
        // At the selected tenant's drawn area (a menu that does not fit below moves up or left,
        // and still covers the point it was opened at).
        const QPoint anchor = c->mapToGlobal(drawnArea(c, selected).center().toPoint());
        CHECK((menu->pos() == anchor || menu->geometry().adjusted(-2, -2, 2, 2).contains(anchor)));
        QAction *fault = menu->findChild<QAction *>(QStringLiteral("injectFaultAction"));
        REQUIRE(fault);
        CHECK(fault->text().contains(tenantName(w, selected)));
        CHECK(fault->isEnabled());

        FaultLog log(w.simController());
        fault->trigger();
        closeMenus();
        REQUIRE(log.tenants.size() == 1);
        CHECK(log.tenants.front() == selected);
        CHECK(w.simController()->snapshot().tenants.at(size_t(selected)).state == TenantState::Restarting);
        w.simController()->rewind(); // the next key starts from a run without a fault
        settle();
    }
}

TEST_CASE("Simulation > Inject a fault into the selected tenant has a free shortcut, names the tenant, is listed "
          "with the keyboard shortcuts and is off without a selection",
          "[a11y][keys][menu]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    QAction *inject = w.findChild<QAction *>(QStringLiteral("injectFaultSelectedAction"));
    REQUIRE(inject);
    CHECK(w.timeControls()->menu()->actions().contains(inject));
    const QKeySequence keys(Qt::CTRL | Qt::Key_I);
    CHECK(inject->shortcut() == keys);
    // No other action of the window has these keys.
    for (QAction *a : w.findChildren<QAction *>())
        if (a != inject)
            CHECK_FALSE(a->shortcuts().contains(keys));

    w.document()->setSelectedTenant(-1);
    settle();
    CHECK_FALSE(inject->isEnabled());
    w.document()->setSelectedTenant(1);
    settle();
    CHECK(inject->isEnabled());
    CHECK(inject->text().remove(QLatin1Char('&')).contains(tenantName(w, 1)));

    bool listed = false;
    for (const MainWindow::ShortcutRow &row : w.shortcutRows())
        listed = listed || (row.keys == keys.toString(QKeySequence::NativeText)
                            && row.action == QString(inject->text()).remove(QLatin1Char('&')));
    CHECK(listed);

    FaultLog log(w.simController());
    QTest::keyClick(w.canvas(), Qt::Key_I, Qt::ControlModifier);
    settle();
    REQUIRE(log.tenants.size() == 1);
    CHECK(log.tenants.front() == 1);

    // A new run: the selection stays, so does the action; without a selection it is off again.
    w.simController()->rewind();
    settle();
    CHECK(inject->isEnabled());
    w.document()->setSelectedTenant(-1);
    CHECK_FALSE(inject->isEnabled());
}

TEST_CASE("Page Down and Page Up on the picture select the next and the previous tenant, and the shortcuts list "
          "says so",
          "[a11y][keys]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    GpuCanvas *c = w.canvas();
    const int n = int(w.scenario().tenants.size());
    REQUIRE(n >= 2);
    w.document()->setSelectedTenant(-1);
    c->setFocus();
    settle();
    QTest::keyClick(c, Qt::Key_PageDown);
    CHECK(w.document()->selectedTenant() == 0);
    QTest::keyClick(c, Qt::Key_PageDown);
    CHECK(w.document()->selectedTenant() == 1);
    QTest::keyClick(c, Qt::Key_PageUp);
    CHECK(w.document()->selectedTenant() == 0);
    QTest::keyClick(c, Qt::Key_PageUp); // wraps round
    CHECK(w.document()->selectedTenant() == n - 1);
    CHECK(c->selectedTenant() == n - 1); // the picture outlines it
    QTest::keyClick(c, Qt::Key_Escape);
    CHECK(w.document()->selectedTenant() == -1);

    // Help > Keyboard shortcuts lists the picture's keys too.
    QStringList keys;
    for (const MainWindow::ShortcutRow &row : w.shortcutRows())
        keys << row.keys;
    for (const QKeySequence &k : {QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::Key_Escape),
                                  QKeySequence(Qt::SHIFT | Qt::Key_F10), QKeySequence(Qt::Key_Menu), QKeySequence(Qt::Key_Insert)})
        CHECK(keys.join(QStringLiteral(", ")).contains(k.toString(QKeySequence::NativeText)));
}

TEST_CASE("The keyboard alone adds a tenant, moves it, faults it, switches the mode and undoes the switch",
          "[a11y][keys][journey]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    REQUIRE(QApplication::focusWidget() == w.canvas());
    // New: an empty A100 in MIG mode (the demo's A100 has no free slice left).
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::ControlModifier);
    settle();
    REQUIRE(w.mode() == Mode::Mig);
    REQUIRE(w.scenario().tenants.empty());
    REQUIRE(QApplication::focusWidget() == w.canvas());
    const size_t before = w.scenario().tenants.size();
    const size_t rooms = w.plan().mig.instances.size();

    // Add: Insert opens the add menu; Down, Enter takes its first preset. The new tenant is selected.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Insert);
    settle();
    QMenu *add = openMenu(QStringLiteral("addTenantMenu"));
    REQUIRE(add);
    QTest::keyClick(add, Qt::Key_Down);
    QTest::keyClick(add, Qt::Key_Return);
    settle();
    REQUIRE(w.scenario().tenants.size() == before + 1);
    const int added = int(before);
    CHECK(w.document()->selectedTenant() == added);
    REQUIRE(QApplication::focusWidget() == w.canvas());

    // Move: Left or Right moves its MIG room to the previous or next free legal start.
    REQUIRE(w.plan().mig.instances.size() == rooms + 1);
    const auto startOf = [&w]() {
        return w.canvas()->model().rooms().back().start;
    };
    const int start = startOf();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
    settle();
    if (startOf() == start) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        settle();
    }
    CHECK(startOf() != start);

    // Fault: Ctrl+I injects a fault into the selected (added) tenant.
    FaultLog log(w.simController());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_I, Qt::ControlModifier);
    settle();
    REQUIRE(log.tenants.size() == 1);
    CHECK(log.tenants.front() == added);

    // Mode: Alt+M goes to the mode selector, Down takes the next mode (MPS).
    QTest::keyClick(&w, Qt::Key_M, Qt::AltModifier);
    settle();
    auto *modes = w.findChild<QComboBox *>(QStringLiteral("modeCombo"));
    REQUIRE(QApplication::focusWidget() == modes);
    QTest::keyClick(modes, Qt::Key_Down);
    settle();
    CHECK(w.mode() == Mode::Mps);

    // Undo: Ctrl+Z brings MIG back, with the moved room.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    settle();
    CHECK(w.mode() == Mode::Mig);
    CHECK(startOf() != start);
}

TEST_CASE("The narrator's sentence and the scenario's name reach screen readers as the names of their lines",
          "[a11y][screenreader]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    auto *narrator = w.findChild<QLabel *>(QStringLiteral("narratorLabel"));
    auto *title = w.findChild<QLabel *>(QStringLiteral("scenarioNameLabel"));
    REQUIRE(narrator);
    REQUIRE(title);
    REQUIRE_FALSE(narrator->text().isEmpty());
    REQUIRE_FALSE(title->text().isEmpty());

    QAccessibleInterface *n = QAccessible::queryAccessibleInterface(narrator);
    QAccessibleInterface *t = QAccessible::queryAccessibleInterface(title);
    REQUIRE(n);
    REQUIRE(t);
    CHECK(n->text(QAccessible::Name) == narrator->text());
    CHECK(t->text(QAccessible::Name) == title->text());
    // What each line is, said too (a line of text alone does not say it is the narrator).
    CHECK_FALSE(n->text(QAccessible::Description).isEmpty());
    CHECK_FALSE(t->text(QAccessible::Description).isEmpty());
    // No name of its own: then Qt 6.4's QLabel::setText says NameChanged for every new sentence
    // (the [a11y-bus] test hears it).
    CHECK(narrator->accessibleName().isEmpty());

    w.narrator()->clear(QStringLiteral("A sentence no run says."));
    settle();
    REQUIRE(narrator->text() == QStringLiteral("A sentence no run says."));
    CHECK(n->text(QAccessible::Name) == narrator->text());

    // The title follows the scenario.
    Scenario renamed = w.scenario();
    renamed.name = "Renamed for a screen reader";
    w.setScenario(renamed);
    settle();
    CHECK(title->text() == QStringLiteral("Renamed for a screen reader"));
    CHECK(t->text(QAccessible::Name) == title->text());
}

TEST_CASE("The picture's accessible description names every tenant and what it has in every mode",
          "[a11y][screenreader]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    GpuCanvas *c = w.canvas();
    for (Mode mode : allModes) {
        INFO("mode " << int(mode));
        w.setMode(mode);
        REQUIRE(waitUntil([&w] { return !w.planSearchRunning(); }, 20000));
        settle();
        REQUIRE(w.mode() == mode);
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(c);
        REQUIRE(iface);
        const QString d = iface->text(QAccessible::Description);
        INFO(d.toStdString());
        CHECK(d == c->accessibleDescription());
        for (int k = 0; k < int(w.scenario().tenants.size()); ++k)
            CHECK(d.contains(tenantName(w, k)));
        // What each has: its instance (MIG), its row's words (cap, VM profile, model), its turn.
        const CanvasModel &m = c->model();
        for (const CanvasModel::Room &r : m.rooms())
            CHECK(d.contains(r.title));
        for (const CanvasModel::LegendRow &row : m.legend()) {
            CHECK(d.contains(row.name));
            if (!row.detail.isEmpty())
                CHECK(d.contains(row.detail));
        }
        if (!m.turns().rotation.empty())
            CHECK(d.contains(m.turns().label));
    }
    // The kitchen's words, for the kitchen's picture.
    w.setSkin(Skin::Kitchen);
    settle();
    for (const CanvasModel::LegendRow &row : c->model().legend())
        CHECK(c->accessibleDescription().contains(row.detail));
}

// Hidden: needs Qt's accessibility switched on (xcb and the AT-SPI bus); ctest runs it through
// tests/gui/accessibility-bus.sh.
TEST_CASE("A screen reader is told of the narrator's new sentence, a new scenario name and a new picture "
          "description",
          "[.][a11y-bus]")
{
    // The bridge comes up when the bus answers.
    REQUIRE(waitUntil([] { return QAccessible::isActive(); }, 10000));
    MainWindow w;
    w.openDemo();
    w.resize(1600, 1000);
    w.show();
    REQUIRE(QTest::qWaitForWindowExposed(&w));
    settle();
    auto *narrator = w.findChild<QLabel *>(QStringLiteral("narratorLabel"));
    auto *title = w.findChild<QLabel *>(QStringLiteral("scenarioNameLabel"));
    REQUIRE(narrator);
    REQUIRE(title);

    AccessibleEvents events;
    w.narrator()->clear(QStringLiteral("A sentence no run says."));
    settle();
    CHECK(events.has(narrator, QAccessible::NameChanged));

    Scenario renamed = w.scenario();
    renamed.name = "Renamed for a screen reader";
    w.setScenario(renamed);
    settle();
    CHECK(events.has(title, QAccessible::NameChanged));

    AccessibleEvents::seen().clear();
    w.setMode(Mode::Mps);
    settle();
    CHECK(events.has(w.canvas(), QAccessible::DescriptionChanged));
    // Said once, not twice.
    CHECK(std::count_if(AccessibleEvents::seen().begin(), AccessibleEvents::seen().end(), [&w](const auto &e) {
              return e.object == w.canvas() && e.type == QAccessible::DescriptionChanged;
          }) == 1);
}

TEST_CASE("The picture and every chart draw a highlight frame while they have the keyboard focus", "[a11y][focus]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    auto *list = w.findChild<QListWidget *>(QStringLiteral("tenantList"));
    REQUIRE(list);
    QList<QWidget *> targets{w.canvas()};
    for (const char *name : {"smChart", "latencyChart", "throughputChart", "memoryChart"}) {
        auto *view = w.findChild<QChartView *>(QLatin1String(name));
        REQUIRE(view);
        REQUIRE(view->isVisible());
        targets << view;
    }
    for (QWidget *target : targets) {
        INFO(target->objectName().toStdString());
        const QColor highlight = target->palette().color(QPalette::Highlight);
        list->setFocus();
        settle();
        REQUIRE_FALSE(target->hasFocus());
        const QImage off = target->grab().toImage();
        target->setFocus(Qt::TabFocusReason);
        settle();
        REQUIRE(target->hasFocus());
        const QImage on = target->grab().toImage();
        // Two pixels thick at least, all round, inside the widget's edge.
        for (int inset : {0, 1}) {
            CHECK(borderShare(on, inset, highlight) > 0.95);
            CHECK(borderShare(off, inset, highlight) < 0.5);
        }
    }
}
