// Catch2 runner for io_tests: the io layer needs a QCoreApplication (translations, QSaveFile).
// catch_discover_tests runs this at build time with --list-test-names-only: print nothing else.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    return Catch::Session().run(argc, argv);
}
