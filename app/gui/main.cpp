// gpukitchen: the GUI. Thin on purpose: parse the command line, install the language, show the
// main window (ui/ does everything else).
//
//   gpukitchen [FILE] [--lang en|zh_CN] [--mode M] [--theme light|dark]
//              [--screenshot PNG [--after-ms N]]

#include "io/cli.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/simcontroller.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QPixmap>
#include <QTimer>

#include <cstdio>

#ifndef GPUK_VERSION
#define GPUK_VERSION "0.0.0-unknown" // CMake passes the project() version
#endif

using namespace gpuk;


int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gpukitchen"));
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Kitchen"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUK_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpukitchen.svg")));

    // The language is known before the options are parsed, so --help is already translated:
    // --lang, else the environment (LC_ALL / LANG starting with zh), else English.
    QString lang = normalizeLanguage(languageArgument(QCoreApplication::arguments().mid(1)));
    const QString requestedLang = languageArgument(QCoreApplication::arguments().mid(1));
    if (lang.isEmpty())
        lang = defaultCliLanguage();
    const bool haveCatalogue = LanguageManager::instance()->setLanguage(lang);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("gpuk::Main", "GPU Kitchen: how one GPU is shared (MIG, MPS, vGPU, time-slicing)"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QCoreApplication::translate("gpuk::Main", "Scenario file (*.gpuk.json) to open"),
                                 QStringLiteral("[FILE]"));
    const QCommandLineOption langOption(QStringLiteral("lang"), QCoreApplication::translate("gpuk::Main", "User interface language: en or zh_CN"),
                                        QStringLiteral("code"));
    const QCommandLineOption modeOption(QStringLiteral("mode"),
                                        QCoreApplication::translate("gpuk::Main", "Sharing mode: exclusive, mig, mps, vgpu or timeslice"),
                                        QStringLiteral("mode"));
    const QCommandLineOption themeOption(QStringLiteral("theme"), QCoreApplication::translate("gpuk::Main", "Palette: light or dark"),
                                         QStringLiteral("theme"));
    const QCommandLineOption shotOption(QStringLiteral("screenshot"),
                                        QCoreApplication::translate("gpuk::Main", "Render the window at 1600x1000 to a PNG file and exit"),
                                        QStringLiteral("png"));
    const QCommandLineOption afterOption(QStringLiteral("after-ms"),
                                         QCoreApplication::translate("gpuk::Main", "Wait this long before taking the screenshot (default 0)"),
                                         QStringLiteral("ms"), QStringLiteral("0"));
    parser.addOptions({langOption, modeOption, themeOption, shotOption, afterOption});
    parser.process(app);

    auto fail = [](const QString &message) {
        std::fprintf(stderr, "gpukitchen: %s\n", qPrintable(message));
        return 2;
    };

    if (!requestedLang.isEmpty() && normalizeLanguage(requestedLang).isEmpty())
        return fail(QCoreApplication::translate("gpuk::Main", "unknown language '%1' (use en or zh_CN)").arg(requestedLang));
    if (!haveCatalogue)
        std::fprintf(stderr, "gpukitchen: no translation for %s, using English\n", qPrintable(lang));

    const QString theme = parser.value(themeOption);
    if (!theme.isEmpty() && theme != QLatin1String("light") && theme != QLatin1String("dark"))
        return fail(QCoreApplication::translate("gpuk::Main", "unknown theme '%1' (use light or dark)").arg(theme));
    if (!theme.isEmpty())
        MainWindow::applyColorScheme(theme == QLatin1String("dark"));

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

    const bool screenshot = parser.isSet(shotOption);
    MainWindow window;
    window.setScenario(MainWindow::demoScenario());
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        QString errors;
        if (!window.openFile(files.first(), &errors) && screenshot)
            return fail(QStringLiteral("%1:\n%2").arg(files.first(), errors));
    }
    if (mode)
        window.setMode(*mode);

    // SIM: the simulation plays from the start, so the window shows life at once (and a
    // screenshot taken with --after-ms N shows N ms of it; without it, t = 0).
    if (!screenshot) {
        window.show();
        window.simController()->play();
        return app.exec();
    }

    const QString png = parser.value(shotOption);
    window.resize(1600, 1000);
    window.show();
    QCoreApplication::processEvents();
    if (afterMs > 0)
        window.simController()->play();
    int rc = 0;
    QTimer::singleShot(afterMs, &window, [&] {
        QCoreApplication::processEvents();
        const QPixmap shot = window.grab();
        if (shot.isNull() || !shot.save(png, "PNG")) {
            std::fprintf(stderr, "gpukitchen: cannot write %s\n", qPrintable(png));
            rc = 1;
        }
        QCoreApplication::exit(rc);
    });
    app.exec();
    return rc;
}
