// Canvas text on a projector: the words of the picture are never smaller than
// a readable minimum at 1366x768, never cut at their descenders, grow with the application font
// and with the zoom; the main window fits a 1080p screen at scale factor 2.
//
// The painters announce every word they draw (painthelpers.h: setCanvasTextObserver); these tests
// render fresh canvases (no cached sprite hides a word) and read what was drawn.

#include "catch_qt.h"
#include "testwindows.h"
#include "languageguard.h"
#include "support/testsupport.h"

#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"
#include "sim/engine.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/canvas/painthelpers.h"
#include "ui/panels/chartpanel.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/preferences.h"
#include "ui/shell/statedump.h"

#include <QApplication>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

#include <map>
#include <optional>

using namespace gpuk;
using namespace gpuk::test;

namespace {

// The smallest pixel size a label may have at 1366x768 and 100 %: the size of the application's
// own text (9 pt at 96 dpi is 12 px), which the desktop deems readable; a projector at 1366x768
// shows 12 px about 1/64 of the picture's height, about 2 cm on a 1.5 m high screen.
constexpr int minimumPx = 12;


struct Draw
{
    std::string where; // scenario, mode, skin, language, planned or live
    DrawnText text;
};

// Every word painted by a fresh canvas of `size`, in both skins, every mode, planned, live and on
// fire, for the built-ins `files`, in `lang`.
std::vector<Draw> drawnWords(const QSize &size, const QFont &font, const QString &lang, const QStringList &files)
{
    REQUIRE(LanguageManager::instance()->setLanguage(lang));
    std::vector<Draw> draws;
    std::string where;
    const CanvasTextObserver previous = setCanvasTextObserver([&](const DrawnText &d) { draws.push_back({where, d}); });
    for (const QString &file : files) {
        const LoadResult r = loadScenarioFile(file, false);
        REQUIRE(r.ok());
        const Scenario &s = *r.scenario;
        for (Mode mode : allModes) {
            const SharingPlan plan = planForMode(s, mode);
            const std::optional<Snapshot> snap = simulate(s, plan, 3.0);
            const std::optional<Snapshot> burning = simulate(s, plan, 3.0, true);
            for (Skin skin : {Skin::Technical, Skin::Kitchen}) {
                for (const char *state : {"planned", "live", "fault"}) {
                    const std::optional<Snapshot> &shown = state[0] == 'f' ? burning : snap;
                    if (state[0] != 'p' && !shown)
                        continue;
                    where = QStringLiteral("%1 %2 %3 %4 %5")
                                .arg(QFileInfo(file).completeBaseName(), QLatin1String(modeName(mode)),
                                     skin == Skin::Kitchen ? QStringLiteral("kitchen") : QStringLiteral("tech"), lang,
                                     QLatin1String(state))
                                .toStdString();
                    GpuCanvas canvas;
                    canvas.setFont(font);
                    canvas.resize(size);
                    canvas.setSkin(skin);
                    canvas.setScene(s, plan);
                    if (state[0] != 'p')
                        canvas.setSnapshot(*shown);
                    if (state[0] == 'f') {
                        EngineEvent fault;
                        fault.kind = EngineEvent::Kind::Fault;
                        fault.tenant = 0;
                        canvas.noteEvents({fault});
                        REQUIRE(canvas.faultFlashActive());
                    }
                    REQUIRE(canvas.gpuLayout().isValid());
                    QImage img(size, QImage::Format_ARGB32_Premultiplied);
                    img.fill(Qt::transparent);
                    canvas.render(&img);
                }
            }
        }
    }
    setCanvasTextObserver(previous);
    return draws;
}

// The canvas of the main window at 1366x768 (its docks take the rest), with the window's font.
struct ProjectorCanvas
{
    QSize size;
    QFont font;
};

ProjectorCanvas projectorCanvas()
{
    MainWindow w;
    w.resize(1366, 768);
    w.show();
    gpuk::test::settle();
    return {w.canvas()->size(), w.canvas()->font()};
}

const std::map<QString, std::vector<Draw>> &wordsAt1366()
{
    static std::map<QString, std::vector<Draw>> words;
    if (words.empty()) {
        const gpuk::test::EnglishAfterTest restore;
        const ProjectorCanvas c = projectorCanvas();
        INFO("canvas " << c.size.width() << "x" << c.size.height());
        CHECK(c.size.width() >= 600);
        for (const QString lang : {QStringLiteral("en"), QStringLiteral("zh_CN")})
            words[lang] = drawnWords(c.size, c.font, lang, MainWindow::builtinScenarioFiles());
    }
    return words;
}

std::string describe(const Draw &d)
{
    return QStringLiteral("%1: \"%2\" at %3 px in a box %4 px high (needs %5)")
        .arg(QString::fromStdString(d.where), d.text.text)
        .arg(d.text.font.pixelSize())
        .arg(d.text.box.height(), 0, 'f', 1)
        .arg(d.text.needed, 0, 'f', 1)
        .toStdString();
}

} // namespace

TEST_CASE("Canvas text grows when the application font grows", "[canvastext]")
{
    const Scenario s = MainWindow::demoScenario();
    auto smallPx = [&](const QFont &font) {
        GpuCanvas canvas;
        canvas.setFont(font);
        canvas.resize(900, 560);
        canvas.setScene(s, s.sharing);
        REQUIRE(canvas.gpuLayout().isValid());
        return std::pair(canvas.gpuLayout().smallFontPx(), canvas.gpuLayout().fontPx());
    };
    QFont normal = QApplication::font();
    normal.setPointSizeF(9);
    QFont large = normal;
    large.setPointSizeF(13.5);
    const auto [normalSmall, normalBody] = smallPx(normal);
    const auto [largeSmall, largeBody] = smallPx(large);
    INFO("9 pt: labels " << normalSmall << " px, names " << normalBody << " px; 13.5 pt: labels " << largeSmall
                         << " px, names " << largeBody << " px");
    CHECK(normalSmall >= minimumPx);
    CHECK(largeSmall >= normalSmall * 1.4);
    CHECK(largeBody >= normalBody * 1.4);
    // The one function the sizes come from.
    CHECK(canvasTextPx(normal, 1.0) >= minimumPx);
    CHECK(canvasTextPx(large, 1.0) >= canvasTextPx(normal, 1.0) * 1.4);
    CHECK(canvasTextPx(large, 1.0, QSizeF(900, 560)) >= canvasTextPx(normal, 1.0, QSizeF(900, 560)) * 1.4);
    // A full-screen picture on a projector grows its words, up to 1.6 times.
    CHECK(canvasTextPx(normal, 1.0, QSizeF(1900, 900)) > canvasTextPx(normal, 1.0, QSizeF(900, 560)));
    CHECK(canvasTextPx(normal, 1.0, QSizeF(3800, 2000)) == Approx(canvasTextPx(normal, 1.0) * 1.6));
}

TEST_CASE("Canvas text grows with the zoom, and stays inside what fits", "[canvastext]")
{
    QFont font = QApplication::font();
    font.setPointSizeF(9);
    CHECK(canvasTextPx(font, 1.5) == Approx(canvasTextPx(font, 1.0) * 1.5));
    CHECK(canvasTextPx(font, 2.0) == Approx(canvasTextPx(font, 1.0) * 2.0));
    const Scenario s = MainWindow::demoScenario();
    GpuCanvas canvas;
    canvas.setFont(font);
    canvas.resize(900, 560);
    canvas.setScene(s, s.sharing);
    CHECK(canvas.zoom() == 1.0);
    const qreal at100 = canvas.gpuLayout().smallFontPx();
    canvas.setZoom(1.5);
    CHECK(canvas.zoom() == 1.5);
    const qreal at150 = canvas.gpuLayout().smallFontPx();
    INFO("labels at 100 %: " << at100 << " px, at 150 %: " << at150 << " px");
    CHECK(at150 >= at100 * 1.4);
    // 200 % on a small canvas: the text is as large as still fits, the picture stays drawn.
    canvas.resize(600, 420);
    canvas.setZoom(2.0);
    CHECK(canvas.gpuLayout().isValid());
    CHECK(canvas.gpuLayout().smallFontPx() >= minimumPx);
    // Out of range: clamped to the steps' ends.
    canvas.setZoom(9);
    CHECK(canvas.zoom() == GpuCanvas::maxZoom());
    canvas.setZoom(0.1);
    CHECK(canvas.zoom() == GpuCanvas::minZoom());
}

TEST_CASE("At 1366x768 every word both skins draw is at least 12 px, in English and Chinese", "[canvastext][projector]")
{
    for (const auto &[lang, draws] : wordsAt1366()) {
        INFO(lang.toStdString() << ": " << draws.size() << " words drawn");
        CHECK(draws.size() > 500);
        if (lang == QLatin1String("en")) // the fault's words are among them (the flash, the fires)
            CHECK(std::any_of(draws.begin(), draws.end(), [](const Draw &d) {
                return d.text.text.startsWith(QLatin1String("Fault!")) || d.text.text.startsWith(QLatin1String("Kitchen fire"));
            }));
        int small = 0;
        for (const Draw &d : draws) {
            if (d.text.font.pixelSize() >= minimumPx)
                continue;
            if (++small <= 25)
                UNSCOPED_INFO(describe(d));
        }
        CHECK(small == 0);
    }
}

TEST_CASE("At 1366x768 no word is cut at its descenders: every text box is as tall as its lines", "[canvastext][projector]")
{
    for (const auto &[lang, draws] : wordsAt1366()) {
        INFO(lang.toStdString() << ": " << draws.size() << " words drawn");
        int cut = 0;
        for (const Draw &d : draws) {
            if (d.text.box.height() + 0.5 >= d.text.needed)
                continue;
            if (++cut <= 25)
                UNSCOPED_INFO(describe(d));
        }
        CHECK(cut == 0);
    }
}

TEST_CASE("The canvas painters draw words only through the text helpers the tests observe", "[canvastext]")
{
    // A plain QPainter::drawText in a painter would escape the checks above.
    const QString root = QStringLiteral(GPUK_SOURCE_DIR "/ui/canvas");
    QDirIterator it(root, {QStringLiteral("*.cpp")}, QDir::Files, QDirIterator::Subdirectories);
    const QRegularExpression raw(QStringLiteral("\\.drawText\\(|\\.drawStaticText\\(|->drawText\\("));
    int files = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.endsWith(QLatin1String("/painthelpers.cpp")))
            continue;
        QFile f(path);
        REQUIRE(f.open(QIODevice::ReadOnly));
        ++files;
        const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i) {
            INFO(path.mid(root.size() + 1).toStdString() << ":" << i + 1 << ": " << lines[i].trimmed().toStdString());
            CHECK_FALSE(lines[i].contains(raw));
        }
    }
    CHECK(files >= 15);
}

TEST_CASE("The main window fits a 1920x1080 screen at scale factor 2 (960x540), in English and Chinese", "[canvastext][shell]")
{
    const gpuk::test::EnglishAfterTest restore;
    for (const QString lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        REQUIRE(LanguageManager::instance()->setLanguage(lang));
        MainWindow w;
        w.openDemo(); // what the app shows at start: four tenants in the list
        w.show();
        gpuk::test::settle();
        const QSize min = w.minimumSizeHint().expandedTo(w.minimumSize());
        INFO(lang.toStdString() << ": minimum " << min.width() << "x" << min.height() << ", first size " << w.width()
                                << "x" << w.height());
        // Its first size fits the screen (here the offscreen one), or is its minimum.
        const QSize available = w.screen()->availableGeometry().size();
        CHECK(w.width() <= std::max(available.width(), min.width()));
        CHECK(w.height() <= std::max(available.height(), min.height()));
        CHECK(min.width() <= 960);
        CHECK(min.height() <= 540);
        // The first size on a small screen leaves room for the window frame and a panel.
        const QSize first = MainWindow::defaultWindowSize(QSize(960, 510));
        CHECK(first.width() <= 960);
        CHECK(first.height() <= 510);
        // A window narrower than both tool bars keeps them on two rows while it is tall, and gives the
        // second row back once it is short (MainWindow::fitToolBars): a user's drag then goes on
        // down, as the second resize here does.
        w.resize(960, 510);
        gpuk::test::settle();
        QTest::qWait(20);
        w.resize(960, 510);
        gpuk::test::settle();
        CHECK(w.width() <= 960);
        CHECK(w.height() <= 510);
    }
}

TEST_CASE("View > Zoom In, Zoom Out and Actual Size step the picture's words, with their keys, and are remembered",
          "[canvastext][zoom][shell]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString ini = dir.filePath(QStringLiteral("prefs.ini"));
    {
        MainWindow w;
        w.setSettings(new QSettings(ini, QSettings::IniFormat));
        w.setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedAnswer::Discard; });
        w.openDemo();
        w.resize(1920, 1080); // a canvas with room for larger words
        w.show();
        w.activateWindow();
        REQUIRE(QTest::qWaitForWindowActive(&w));
        gpuk::test::settle();
        auto *in = w.findChild<QAction *>(QStringLiteral("zoomInAction"));
        auto *out = w.findChild<QAction *>(QStringLiteral("zoomOutAction"));
        auto *reset = w.findChild<QAction *>(QStringLiteral("zoomResetAction"));
        REQUIRE(in);
        REQUIRE(out);
        REQUIRE(reset);
        CHECK(in->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Plus)));
        CHECK(in->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Equal)));
        CHECK(out->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Minus)));
        CHECK(reset->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_0)));

        // Listed in Help > Keyboard Shortcuts, and no other window-wide action has these keys (the
        // picture's own keys, such as an arrow that moves a MIG room, act only with the focus on it).
        std::map<QString, QStringList> owners;
        for (const MainWindow::ShortcutRow &row : w.shortcutRows())
            if (!row.picture)
                for (const QString &k : row.keys.split(QStringLiteral(", ")))
                    owners[k] << row.action;
        for (const QKeySequence &k : {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal),
                                      QKeySequence(Qt::CTRL | Qt::Key_Minus), QKeySequence(Qt::CTRL | Qt::Key_0)}) {
            const QString text = k.toString(QKeySequence::NativeText);
            INFO(text.toStdString());
            CHECK(owners[text].size() == 1);
        }
        for (const auto &[key, actions] : owners) {
            INFO(key.toStdString() << ": " << actions.join(QStringLiteral(" / ")).toStdString());
            CHECK(actions.size() == 1);
        }

        GpuCanvas *canvas = w.canvas();
        const qreal at100 = canvas->gpuLayout().smallFontPx();
        CHECK(w.zoom() == 1.0);
        QTest::keyClick(&w, Qt::Key_Equal, Qt::ControlModifier); // Ctrl+= (Ctrl++ without Shift)
        gpuk::test::settle();
        CHECK(w.zoom() == Approx(1.1));
        in->trigger();
        in->trigger();
        CHECK(w.zoom() == Approx(1.5));
        CHECK(canvas->gpuLayout().smallFontPx() > at100);
        CHECK(w.chartPanel()->textZoom() == Approx(1.5));
        QSettings stored(ini, QSettings::IniFormat);
        CHECK(stored.value(QStringLiteral("view/zoom")).toInt() == 150);
        // Scripts read it from --state-json.
        StateDump dump(&w, dir.filePath(QStringLiteral("state.json")));
        CHECK(dump.state().value(QStringLiteral("zoomPercent")).toInt() == 150);
        CHECK(dump.state().value(QStringLiteral("canvasTextPx")).toDouble() == Approx(canvas->gpuLayout().smallFontPx()));

        QTest::keyClick(&w, Qt::Key_Minus, Qt::ControlModifier);
        gpuk::test::settle();
        CHECK(w.zoom() == Approx(1.25));
        // Ctrl+wheel over the picture: a step per notch, remembered as well.
        const QPointF at(canvas->width() / 2.0, canvas->height() / 2.0);
        QWheelEvent wheel(at, canvas->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::ControlModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(canvas, &wheel);
        CHECK(w.zoom() == Approx(1.5));
        QTest::keyClick(&w, Qt::Key_0, Qt::ControlModifier);
        gpuk::test::settle();
        CHECK(w.zoom() == 1.0);
        CHECK(canvas->gpuLayout().smallFontPx() == Approx(at100));
        for (int i = 0; i < 10; ++i)
            out->trigger();
        CHECK(w.zoom() == Approx(GpuCanvas::minZoom()));
        CHECK_FALSE(out->isEnabled());
        for (int i = 0; i < 10; ++i)
            in->trigger();
        CHECK(w.zoom() == Approx(GpuCanvas::maxZoom()));
        CHECK_FALSE(in->isEnabled());
        CHECK(canvas->gpuLayout().isValid());
        // At 1366x768 the picture has little room: the words are as large as fits, never smaller
        // than at 100 %, and the picture is still drawn.
        w.resize(1366, 768);
        gpuk::test::settle();
        INFO("canvas at 1366x768: " << canvas->width() << "x" << canvas->height());
        CHECK(canvas->gpuLayout().isValid());
        CHECK(canvas->gpuLayout().smallFontPx() >= minimumPx);
        w.setZoom(1.75);
    }
    QSettings s(ini, QSettings::IniFormat);
    CHECK(Preferences::load(s).zoomPercent == 175);
    s.setValue(QStringLiteral("view/zoom"), 5000); // hand-edited nonsense
    CHECK(Preferences::load(s).zoomPercent == 100);
}
