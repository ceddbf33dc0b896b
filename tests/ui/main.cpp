// UI tests: one offscreen QApplication for every Catch2 test case.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QHashSeed>

int main(int argc, char *argv[])
{
    // catch_discover_tests runs this binary at build time, without ctest's ENVIRONMENT.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QHashSeed::setDeterministicGlobalSeed();
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gpukitchen-ui-tests"));
    return Catch::Session().run(argc, argv);
}
