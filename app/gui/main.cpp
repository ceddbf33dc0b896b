// gpukitchen: the GUI. Thin on purpose: parse the command line, install the language, show the
// main window (ui/ does everything else).
//
//   gpukitchen [FILE] [--lang en|zh_CN] [--mode M] [--theme light|dark] [--skin tech|kitchen]
//              [--zoom PERCENT] [--screenshot PNG [--after-ms N] [--window NAME | --drill PAGE]]
//              [--startup-probe] [--state-json FILE]
//
// Preferences (QSettings: language, theme, skin, zoom, window geometry, recent files) apply unless an option
// overrides them. --screenshot and --startup-probe runs never read or write the user's settings
// and never autosave: their output must not depend on who runs them. --help and --version need
// no display: they run on a QCoreApplication.
//
// GPUK_TEST_ACTION (tests/gui/crash-recovery.sh only): "edit" switches the mode once the window is
// up and prints "gpukitchen-test: edited"; "recover-save" answers the recovery question with
// Recover, prints "gpukitchen-test: recovered FILE", saves and quits (exit 3 if nothing was
// recovered or the save failed).

#include "io/outputfile.h"
#include "io/translations.h"
#include "ui/shell/appidentity.h"
#include "ui/shell/autosave.h"
#include "ui/text/words.h"
#include "ui/shell/languagemanager.h"
#include "ui/panels/lessonpanel.h"
#include "ui/shell/drillwindow.h"
#include "ui/shell/glossarydialog.h"
#include "ui/shell/gpuatlasdialog.h"
#include "ui/shell/legenddialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/preferences.h"
#include "ui/shell/statedump.h"
#include "ui/document/simcontroller.h"

#include <QApplication>
#include <QEventLoop>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEvent>
#include <QPixmap>
#include <QScreen>
#include <QTabWidget>
#include <QSettings>
#include <QPainter>
#include <QTimer>

#include <cstdio>
#include <functional>
#include <memory>

using namespace gpuk;

namespace {

// --startup-probe: prints the time from the start of main() to the first paint of the canvas
// (the last widget of the window to paint its first frame), and the window's size, minimum size
// and the screen's available size, then quits.
class FirstPaintProbe : public QObject
{
public:
    explicit FirstPaintProbe(const QElapsedTimer &clock)
        : m_clock(clock)
    {
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            const double ms = double(m_clock.nsecsElapsed()) / 1e6;
            watched->removeEventFilter(this);
            const QWidget *window = qobject_cast<QWidget *>(watched) ? static_cast<QWidget *>(watched)->window() : nullptr;
            // After this paint event is handled: the frame is painted then.
            QTimer::singleShot(0, qApp, [ms, window] {
                std::printf("startup: %.1f ms from main() to the first paint of the main window\n", ms);
                if (window && window->screen()) {
                    const QRect available = window->screen()->availableGeometry();
                    std::printf("window: %dx%d, minimum %dx%d, screen available %dx%d\n", window->width(),
                                window->height(), window->minimumSizeHint().width(), window->minimumSizeHint().height(),
                                available.width(), available.height());
                }
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return false;
    }

private:
    const QElapsedTimer &m_clock;
    bool m_done = false;
};

bool hasOption(const QStringList &args, const QString &name)
{
    for (const QString &a : args)
        if (a == name || a.startsWith(name + QLatin1Char('=')))
            return true;
    return false;
}

// -h, --help, --help-all, -?, -v or --version before "--": answered without a display.
bool wantsHelpOrVersion(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--")
            break;
        if (a == "-h" || a == "--help" || a == "--help-all" || a == "-?" || a == "-v" || a == "--version")
            return true;
    }
    return false;
}

// --lang, else the stored preference, else the system's UI languages (io/translations.h).
QString chooseLanguage(const QStringList &rawArgs, const Preferences &prefs)
{
    QString lang = normalizeLanguage(languageArgument(rawArgs));
    if (lang.isEmpty())
        lang = normalizeLanguage(prefs.language);
    if (lang.isEmpty())
        lang = systemUiLanguage();
    return lang;
}

struct Options
{
    QCommandLineOption lang{QStringLiteral("lang"), QCoreApplication::translate("gpuk::Main", "User interface language: en or zh_CN"),
                            QStringLiteral("code")};
    QCommandLineOption mode{QStringLiteral("mode"),
                            QCoreApplication::translate("gpuk::Main", "Sharing mode: exclusive, mig, mps, vgpu or timeslice"),
                            QStringLiteral("mode")};
    QCommandLineOption theme{QStringLiteral("theme"), QCoreApplication::translate("gpuk::Main", "Palette: light or dark"),
                             QStringLiteral("theme")};
    QCommandLineOption skin{QStringLiteral("skin"),
                            QCoreApplication::translate("gpuk::Main", "Picture: tech (the GPU) or kitchen (the restaurant)"),
                            QStringLiteral("skin")};
    QCommandLineOption zoom{QStringLiteral("zoom"),
                            QCoreApplication::translate("gpuk::Main", "Size of the picture's words in percent, 80 to 200 (this run only)"),
                            QStringLiteral("percent")};
    QCommandLineOption shot{QStringLiteral("screenshot"),
                            QCoreApplication::translate("gpuk::Main", "Render the window to a PNG file and exit"),
                            QStringLiteral("png")};
    QCommandLineOption size{QStringLiteral("size"),
                            QCoreApplication::translate("gpuk::Main", "Window size for --screenshot, e.g. 1366x768 (default 1600x1000)"),
                            QStringLiteral("WxH"), QStringLiteral("1600x1000")};
    QCommandLineOption after{QStringLiteral("after-ms"),
                             QCoreApplication::translate("gpuk::Main", "Wait this long before taking the screenshot (default 0)"),
                             QStringLiteral("ms"), QStringLiteral("0")};
    QCommandLineOption shotWindow{QStringLiteral("window"),
                                  QCoreApplication::translate("gpuk::Main", "With --screenshot: open this window and render it instead: comparison (comparison/1 to /3: its other tabs), sweep, advisor, explorer, welcome, legend, glossary (glossary/KEY: at a term) or atlas (atlas/ID: at a catalog GPU)"),
                                  QStringLiteral("name")};
    QCommandLineOption predict{QStringLiteral("predict"),
                               QCoreApplication::translate("gpuk::Main", "With a challenge and --screenshot: choose prediction N (from 1), lock it in and reveal"),
                               QStringLiteral("N")};
    QCommandLineOption present{QStringLiteral("present"),
                               QCoreApplication::translate("gpuk::Main", "Open in presentation mode (full screen; with --screenshot at --size)")};
    QCommandLineOption tour{QStringLiteral("tour"),
                            QCoreApplication::translate("gpuk::Main", "Start the tour at step N (from 1); with --screenshot, render that step"),
                            QStringLiteral("N")};
    QCommandLineOption drill{QStringLiteral("drill"),
                             QCoreApplication::translate("gpuk::Main", "With --screenshot: open the interview drill on this page and render it: start, question, verdict or result"),
                             QStringLiteral("page")};
    QCommandLineOption probe{QStringLiteral("startup-probe"),
                             QCoreApplication::translate("gpuk::Main", "Print the milliseconds from start to the first painted window, then exit")};
    QCommandLineOption state{QStringLiteral("state-json"),
                             QCoreApplication::translate("gpuk::Main", "Keep the window's state as JSON in this file while the app runs (for scripts that drive it)"),
                             QStringLiteral("file")};

    // The options, translated in the language installed now.
    void addTo(QCommandLineParser &parser) const
    {
        parser.setApplicationDescription(QCoreApplication::translate("gpuk::Main", "GPU Kitchen: how one GPU is shared (MIG, MPS, vGPU, time-slicing)"));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument(QStringLiteral("file"), QCoreApplication::translate("gpuk::Main", "Scenario file (*.gpuk.json) to open"),
                                     QStringLiteral("[FILE|builtin:NAME]"));
        parser.addOptions({lang, mode, theme, skin, zoom, shot, shotWindow, size, after, predict, present, tour, drill, probe, state});
    }
};

// --help and --version on a QCoreApplication: no display is needed to print them.
int helpOrVersion(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    setApplicationIdentity();
    const QStringList rawArgs = QCoreApplication::arguments().mid(1);
    const QSettings settings; // read only
    LanguageManager::instance()->setLanguage(chooseLanguage(rawArgs, Preferences::load(settings)));
    QCommandLineParser parser;
    const Options options;
    options.addTo(parser);
    parser.process(app); // prints and exits for --help and --version
    return 0;
}

} // namespace


int main(int argc, char *argv[])
{
    QElapsedTimer startupClock;
    startupClock.start();
    // A file size limit (ulimit -f) fails a save with EFBIG, reported, instead of killing the app.
    ignoreFileSizeSignal();
    if (wantsHelpOrVersion(argc, argv))
        return helpOrVersion(argc, argv);
    QApplication app(argc, argv);
    setApplicationIdentity();

    // Headless runs (screenshots, the startup probe) are deterministic: no user settings at all.
    const QStringList rawArgs = QCoreApplication::arguments().mid(1);
    const bool headless = hasOption(rawArgs, QStringLiteral("--screenshot"))
        || hasOption(rawArgs, QStringLiteral("--startup-probe"));
    std::unique_ptr<QSettings> settings;
    Preferences prefs;
    if (!headless) {
        migrateLegacyLocations(); // settings and autosaves of the old organisation name, once
        settings = std::make_unique<QSettings>();
        prefs = Preferences::load(*settings);
    }

    // The language is known before the options are parsed, so their messages are translated.
    const QString requestedLang = languageArgument(rawArgs);
    const QString lang = chooseLanguage(rawArgs, prefs);
    const bool haveCatalogue = LanguageManager::instance()->setLanguage(lang);

    QCommandLineParser parser;
    const Options options;
    options.addTo(parser);
    const QCommandLineOption &modeOption = options.mode;
    const QCommandLineOption &themeOption = options.theme;
    const QCommandLineOption &skinOption = options.skin;
    const QCommandLineOption &zoomOption = options.zoom;
    const QCommandLineOption &shotOption = options.shot;
    const QCommandLineOption &afterOption = options.after;
    const QCommandLineOption &sizeOption = options.size;
    const QCommandLineOption &probeOption = options.probe;
    const QCommandLineOption &stateOption = options.state;
    parser.process(app);

    auto fail = [](const QString &message) {
        std::fprintf(stderr, "gpukitchen: %s\n", qPrintable(message));
        return 2;
    };

    if (!requestedLang.isEmpty() && normalizeLanguage(requestedLang).isEmpty())
        return fail(QCoreApplication::translate("gpuk::Main", "unknown language '%1' (use en or zh_CN)").arg(requestedLang));
    if (!haveCatalogue)
        std::fprintf(stderr, "gpukitchen: no translation for %s, using English\n", qPrintable(lang));

    QString theme = parser.value(themeOption);
    if (!theme.isEmpty() && theme != QLatin1String("light") && theme != QLatin1String("dark"))
        return fail(QCoreApplication::translate("gpuk::Main", "unknown theme '%1' (use light or dark)").arg(theme));
    if (theme.isEmpty())
        theme = prefs.theme; // validated by Preferences::load
    if (!theme.isEmpty())
        MainWindow::applyColorScheme(theme == QLatin1String("dark"));

    std::optional<Skin> skin;
    if (parser.isSet(skinOption)) {
        skin = Words::skinFromName(parser.value(skinOption));
        if (!skin)
            return fail(QCoreApplication::translate("gpuk::Main", "unknown skin '%1' (use tech or kitchen)").arg(parser.value(skinOption)));
    }

    std::optional<int> zoomPercent;
    if (parser.isSet(zoomOption)) {
        bool ok = false;
        const int percent = parser.value(zoomOption).toInt(&ok);
        if (!ok || percent < 80 || percent > 200)
            return fail(QCoreApplication::translate("gpuk::Main", "--zoom needs a percentage from 80 to 200"));
        zoomPercent = percent;
    }

    std::optional<Mode> mode;
    if (parser.isSet(modeOption)) {
        mode = modeFromName(parser.value(modeOption).toStdString());
        if (!mode)
            return fail(QCoreApplication::translate("gpuk::Main", "unknown mode '%1'").arg(parser.value(modeOption)));
    }
    bool afterOk = false;
    const int afterMs = parser.value(afterOption).toInt(&afterOk);
    if (!afterOk || afterMs < 0)
        return fail(QCoreApplication::translate("gpuk::Main", "--after-ms needs a number of milliseconds"));

    const QStringList sizeParts = parser.value(sizeOption).split(QLatin1Char('x'));
    bool wOk = false, hOk = false;
    const QSize shotSize = sizeParts.size() == 2 ? QSize(sizeParts[0].toInt(&wOk), sizeParts[1].toInt(&hOk)) : QSize();
    if (!wOk || !hOk || shotSize.width() < 320 || shotSize.height() < 240 || shotSize.width() > 7680 || shotSize.height() > 4320)
        return fail(QCoreApplication::translate("gpuk::Main", "--size needs WIDTHxHEIGHT in pixels, from 320x240 to 7680x4320"));

    const bool screenshot = parser.isSet(shotOption);
    MainWindow window;
    if (headless) {
        // Nothing may wait for a person.
        window.setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedAnswer::Discard; });
        window.setRecoveryPrompt([](const AutosaveEntry &) { return MainWindow::RecoveryAnswer::Later; });
    } else {
        window.setSettings(settings.release()); // the window owns and writes them from now on
        auto *autosaver = new Autosaver(Autosaver::defaultDirectory());
        window.setAutosaver(autosaver);
        if (!autosaver->start())
            std::fprintf(stderr, "gpukitchen: autosave is off (cannot lock %s)\n", qPrintable(autosaver->directory()));
    }
    window.openDemo();
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        // builtin:NAME as in gpukitchen-cli: the compiled-in scenario, whose names follow the
        // language (a file path is the user's file, shown as written).
        QString file = files.first();
        if (file.startsWith(QLatin1String("builtin:")))
            file = QStringLiteral(":/scenarios/%1.gpuk.json").arg(file.mid(8));
        else if (file.startsWith(QLatin1String("lesson:"))) // a challenge: opens paused, on its prediction
            file = QStringLiteral(":/lessons/%1.gpuk.json").arg(file.mid(7));
        QString errors;
        if (!window.openFile(file, &errors) && screenshot)
            return fail(QStringLiteral("%1:\n%2").arg(files.first(), errors));
    }
    if (mode) {
        window.setMode(*mode);
        // --mode on the command line: a MIG layout search ends before the window is shown
        // (the run starts with the mode asked for), its events served meanwhile.
        while (window.planSearchRunning())
            QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 50);
    }
    const bool lessonOpen = window.sceneSetsPlay(); // a challenge or a prepared scene chose the skin and play
    if (skin)
        window.setSkin(*skin);                  // this run only
    else if (lessonOpen) {
    } else if (const auto stored = Words::skinFromName(window.preferences().skin))
        window.setSkin(*stored);                // empty without settings (screenshots, probes)
    // The stored zoom, or this run's --zoom (not stored); View > Zoom is stored from now on.
    window.setZoom((zoomPercent ? *zoomPercent : window.preferences().zoomPercent) / 100.0, false);
    // From now on the user's toggles are remembered (a --skin of this run is not).
    QObject::connect(&window, &MainWindow::skinChanged, &window,
                     [&window](Skin s) { window.setSkinPreference(Words::skinName(s)); });

    if (parser.isSet(probeOption)) {
        FirstPaintProbe probe(startupClock);
        window.canvasWidget()->installEventFilter(&probe);
        window.show();
        return app.exec();
    }

    // The simulation plays from the start, so the window shows life at once (and a
    // screenshot taken with --after-ms N shows N ms of it; without it, t = 0).
    if (!screenshot) {
        const QString testAction = qEnvironmentVariable("GPUK_TEST_ACTION");
        if (testAction == QLatin1String("recover-save"))
            window.setRecoveryPrompt([](const AutosaveEntry &) { return MainWindow::RecoveryAnswer::Recover; });
        if (parser.isSet(stateOption))
            new StateDump(&window, parser.value(stateOption)); // owned by the window
        window.restoreWindowState();
        window.show();
        // After the window is up: a crashed session's work is offered back.
        QTimer::singleShot(0, &window, [&window, testAction] {
            const bool recovered = window.offerRecovery();
            if (testAction == QLatin1String("edit")) {
                window.setMode(window.mode() == Mode::Timeslice ? Mode::Mps : Mode::Timeslice);
                std::printf("gpukitchen-test: edited\n");
                std::fflush(stdout);
            } else if (testAction == QLatin1String("recover-save")) {
                std::printf("gpukitchen-test: recovered %s\n", recovered ? qPrintable(window.fileName()) : "nothing");
                std::fflush(stdout);
                const bool saved = recovered && window.save();
                if (saved)
                    window.close(); // a clean exit: nothing left to recover
                QCoreApplication::exit(saved ? 0 : 3);
            }
        });
        const int tourStep = parser.value(options.tour).toInt();
        if (tourStep > 0)
            window.startTour(tourStep);
        if (parser.isSet(options.present))
            window.setPresentationMode(true);
        else if (files.isEmpty() && tourStep <= 0 && testAction.isEmpty() && window.showWelcomeAtStart())
            QTimer::singleShot(0, &window, &MainWindow::showWelcome); // the demo waits behind it
        else if (!lessonOpen && tourStep <= 0) // a challenge waits for the learner's prediction; a scene says
            window.simController()->play();
        return app.exec();
    }

    const QString png = parser.value(shotOption);
    window.resize(shotSize);
    window.show();
    QCoreApplication::processEvents();
    if (parser.isSet(options.present)) { // at --size: the screenshot shows what a projector of that size shows
        window.setPresentationFullScreen(false);
        window.setPresentationMode(true);
        QCoreApplication::processEvents();
    }
    if (afterMs > 0)
        window.simController()->play();
    int rc = 0;
    // --window: another window of the app, shown over the main one and rendered instead of it,
    // after it has computed (its work runs in the background) and then --after-ms of play.
    QWidget *target = &window;
    QWidget *over = nullptr; // a dialog drawn centred over the window's picture
    std::function<bool()> computing = [] { return false; };
    const QString windowName = parser.value(options.shotWindow);
    if (windowName == QLatin1String("comparison") || windowName.startsWith(QLatin1String("comparison/"))) {
        window.showComparisonWindow();
        target = window.comparisonWindow();
        if (auto *tabs = target->findChild<QTabWidget *>(QStringLiteral("comparisonTabs")))
            tabs->setCurrentIndex(windowName.section(QLatin1Char('/'), 1).toInt()); // comparison/2: its third tab
        computing = [&window] { return window.comparisonWindow()->isComputing(); };
    } else if (windowName == QLatin1String("sweep")) {
        window.showCompareDialog();
        target = window.compareDialog();
        computing = [&window] { return window.compareDialog()->isComputing(); };
    } else if (windowName == QLatin1String("advisor")) { // the scenario's own answers, recommended and proved
        window.showAdvisor();
        target = window.advisorDialog();
        window.advisorDialog()->recommendNow();
        computing = [&window] { return window.advisorDialog()->isComputing(); };
    } else if (windowName == QLatin1String("explorer")) { // the ranked MIG layouts (a GPU with MIG)
        window.showMigExplorer();
        if (!window.migExplorer())
            return fail(QCoreApplication::translate("gpuk::Main", "--window explorer needs a GPU with MIG"));
        target = window.migExplorer();
        computing = [&window] { return window.migExplorer()->isComputing(); };
    } else if (windowName == QLatin1String("welcome")) { // drawn over the window, as it opens
        window.showWelcome();
        over = window.welcomeDialog();
    } else if (parser.isSet(options.drill)) {
        // The drill in a fixed state: the same questions and answers on every run (its own clock
        // only stamps the before/after records, which these pages do not show).
        const QString page = parser.value(options.drill);
        window.showDrill();
        DrillWindow *drill = window.drillWindow();
        target = drill;
        auto answer = [drill](bool right) {
            const DrillSession *s = drill->session();
            const QuizQuestion &q = s->question(s->current());
            if (q.type == QuestionType::Number)
                drill->answerNumber(right ? q.answerNumber : q.answerNumber * 2);
            else if (q.type == QuestionType::Explain)
                drill->answerExplain(QString(), QVector<bool>(int(q.points.size()), right));
            else
                drill->answerChoice(right ? q.answerIndex : (q.answerIndex + 1) % int(q.options.size()));
            drill->submit();
        };
        if (page == QLatin1String("question") || page == QLatin1String("verdict")) {
            drill->startPractice({}, 10, 3);
            // On to the first question with a live scene, so the page shows "Show me" too.
            for (const DrillSession *s = drill->session();
                 !s->finished() && !s->question(s->current()).showMe && s->current() + 1 < s->size();) {
                answer(true);
                drill->next();
            }
            if (page == QLatin1String("verdict"))
                answer(false);
        } else if (page == QLatin1String("result")) {
            // A before/after check: "before" half right, "after" all right but one.
            for (int phase = 0; phase < 2; ++phase) {
                drill->startBeforeAfter();
                for (int i = 0; drill->page() == DrillWindow::Page::Question; ++i) {
                    answer(phase == 0 ? i % 2 == 0 : i != 3);
                    drill->next();
                }
            }
        } else if (page != QLatin1String("start")) {
            return fail(QCoreApplication::translate("gpuk::Main", "--drill takes start, question, verdict or result, not %1").arg(page));
        }
    } else if (windowName == QLatin1String("legend")) { // Help → Legend, the window's skin first
        window.showLegend();
        target = window.legendDialog();
    } else if (windowName == QLatin1String("glossary") || windowName.startsWith(QLatin1String("glossary/"))) {
        const QString key = windowName.section(QLatin1Char('/'), 1); // glossary/KEY: opened at that term
        window.showGlossaryTerm(key.isEmpty() ? QStringLiteral("sm") : key);
        target = window.glossaryDialog();
    } else if (windowName == QLatin1String("atlas") || windowName.startsWith(QLatin1String("atlas/"))) {
        const QString id = windowName.section(QLatin1Char('/'), 1); // atlas/B200: opened at that GPU
        if (!window.showGpuAtlas(id))
            return fail(QCoreApplication::translate("gpuk::Main", "--window atlas/ID needs a MIG GPU of the catalog (gpukitchen-cli gpus), not %1").arg(id));
        target = window.gpuAtlasDialog();
    } else if (!windowName.isEmpty()) {
        return fail(QCoreApplication::translate("gpuk::Main", "--window takes comparison, sweep, advisor, explorer, welcome, legend, glossary or atlas, not %1").arg(windowName));
    }
    if (const int step = parser.value(options.tour).toInt(); step > 0 && !window.startTour(step))
        return fail(QCoreApplication::translate("gpuk::Main", "--tour N needs N from 1 to the tour's length"));
    if (parser.isSet(options.predict)) {
        LessonPanel *panel = window.lessonPanel();
        bool ok = false;
        const int n = parser.value(options.predict).toInt(&ok);
        if (!panel->hasLesson() || !ok || n < 1)
            return fail(QCoreApplication::translate("gpuk::Main", "--predict N needs a challenge (lesson:NAME) and N from 1"));
        panel->choosePrediction(n - 1);
        panel->lockPrediction();
        panel->reveal();
        panel->waitForWork();
    }
    target->resize(shotSize);
    auto take = [&] {
        QCoreApplication::processEvents();
        QPixmap shot = target->grab();
        if (over) {
            QPainter p(&shot);
            const QPixmap dialog = over->grab();
            p.fillRect(shot.rect(), QColor(0, 0, 0, 60));
            p.drawPixmap((shot.width() - dialog.width()) / 2, (shot.height() - dialog.height()) / 2, dialog);
        }
        if (shot.isNull() || !shot.save(png, "PNG")) {
            std::fprintf(stderr, "gpukitchen: cannot write %s\n", qPrintable(png));
            rc = 1;
        }
        QCoreApplication::exit(rc);
    };
    auto *poll = new QTimer(&window);
    poll->setInterval(50);
    QObject::connect(poll, &QTimer::timeout, &window, [&, poll] {
        if (computing())
            return;
        poll->stop();
        QTimer::singleShot(afterMs, &window, take);
    });
    poll->start();
    app.exec();
    return rc;
}
