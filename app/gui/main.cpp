// gpukitchen: the GUI. Thin on purpose: parse the command line, install the language, show the
// main window (ui/ does everything else).
//
//   gpukitchen [FILE] [--lang en|zh_CN] [--mode M] [--theme light|dark]
//              [--screenshot PNG [--after-ms N]]

#include "ui/languagemanager.h"
#include "ui/mainwindow.h"

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

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("GPU Kitchen: how one GPU is shared (MIG, MPS, vGPU, time-slicing)"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("Scenario file (*.gpuk.json) to open"),
                                 QStringLiteral("[FILE]"));
    const QCommandLineOption langOption(QStringLiteral("lang"), QStringLiteral("User interface language: en or zh_CN"),
                                        QStringLiteral("code"));
    const QCommandLineOption modeOption(QStringLiteral("mode"),
                                        QStringLiteral("Sharing mode: exclusive, mig, mps, vgpu or timeslice"),
                                        QStringLiteral("mode"));
    const QCommandLineOption themeOption(QStringLiteral("theme"), QStringLiteral("Palette: light or dark"),
                                         QStringLiteral("theme"));
    const QCommandLineOption shotOption(QStringLiteral("screenshot"),
                                        QStringLiteral("Render the window at 1600x1000 to a PNG file and exit"),
                                        QStringLiteral("png"));
    const QCommandLineOption afterOption(QStringLiteral("after-ms"),
                                         QStringLiteral("Wait this long before taking the screenshot (default 0)"),
                                         QStringLiteral("ms"), QStringLiteral("0"));
    parser.addOptions({langOption, modeOption, themeOption, shotOption, afterOption});
    parser.process(app);

    auto fail = [](const QString &message) {
        std::fprintf(stderr, "gpukitchen: %s\n", qPrintable(message));
        return 2;
    };

    const QString lang = parser.value(langOption);
    if (!lang.isEmpty() && !LanguageManager::languages().contains(lang))
        return fail(QStringLiteral("unknown language '%1' (use en or zh_CN)").arg(lang));
    if (!LanguageManager::instance()->setLanguage(lang.isEmpty() ? QStringLiteral("en") : lang))
        std::fprintf(stderr, "gpukitchen: no translation for %s yet, using English\n", qPrintable(lang));

    const QString theme = parser.value(themeOption);
    if (!theme.isEmpty() && theme != QLatin1String("light") && theme != QLatin1String("dark"))
        return fail(QStringLiteral("unknown theme '%1' (use light or dark)").arg(theme));
    if (!theme.isEmpty())
        MainWindow::applyColorScheme(theme == QLatin1String("dark"));

    std::optional<Mode> mode;
    if (parser.isSet(modeOption)) {
        mode = modeFromName(parser.value(modeOption).toStdString());
        if (!mode)
            return fail(QStringLiteral("unknown mode '%1'").arg(parser.value(modeOption)));
    }
    bool afterOk = false;
    const int afterMs = parser.value(afterOption).toInt(&afterOk);
    if (!afterOk || afterMs < 0)
        return fail(QStringLiteral("--after-ms needs a number of milliseconds"));

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

    if (!screenshot) {
        window.show();
        return app.exec();
    }

    const QString png = parser.value(shotOption);
    window.resize(1600, 1000);
    window.show();
    QCoreApplication::processEvents();
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
