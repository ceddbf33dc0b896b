#pragma once

// Helpers shared by the core, io and ui tests (one copy each):
//   every test executable   gpuById()
//   with QtCore             settle(), waitUntil(), readAll(), testData(), json(text), json(scenario, plan)
//   with the CLI            CliRun and cli(): one gpukitchen-cli command in process, its exit code and
//                           both streams (targets that define GPUK_TEST_CLI)

#include "catalog/catalog.h"
#include "diagnostic.h"

#include <catch2/catch.hpp>

namespace gpuk::test {

// A built-in GPU by id; fails the test if there is none.
inline const GpuModel &gpuById(const char *id)
{
    const GpuModel *g = findGpu(id);
    REQUIRE(g != nullptr);
    return *g;
}

// Whether `ds` holds a finding of `code` at `path`; and the findings as "code at path; …" for INFO.
inline bool hasFinding(const Diagnostics &ds, const std::string &code, const std::string &path)
{
    for (const auto &d : ds)
        if (d.code == code && d.path == path)
            return true;
    return false;
}

inline std::string findings(const Diagnostics &ds)
{
    std::string out;
    for (const auto &d : ds)
        out += d.code + " at " + d.path + "; ";
    return out;
}

} // namespace gpuk::test

#ifdef QT_CORE_LIB

#include "io/scenariofile.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QString>
#include <QThread>

#include <functional>

namespace gpuk::test {

// Delivers the posted events (LanguageChange, layout requests, deferred deletes ...).
inline void settle()
{
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
}

// Runs the event loop until `done` or `ms` passed; returns done().
inline bool waitUntil(const std::function<bool()> &done, int ms = 4000)
{
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < ms) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
    return done();
}

// The bytes of a file; fails the test if it cannot be read.
inline QByteArray readAll(const QString &fileName)
{
    QFile f(fileName);
    INFO(fileName.toStdString());
    REQUIRE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

#ifdef GPUK_TEST_DATA
// A file of tests/data.
inline QString testData(const char *name)
{
    return QStringLiteral(GPUK_TEST_DATA "/") + QLatin1String(name);
}
#endif

// A JSON object printed by a command; fails the test if the text is not one.
inline QJsonObject json(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    INFO(text.toStdString());
    REQUIRE(error.error == QJsonParseError::NoError);
    REQUIRE(doc.isObject());
    return doc.object();
}

// The whole state of an edited document as text, for readable failure messages: the scenario
// as it would be saved with `plan` shown, then the scenario as it is (its own plan for the mode).
inline QByteArray json(const Scenario &s, const SharingPlan &plan)
{
    Scenario x = s;
    x.alternatives.erase(plan.mode);
    if (x.sharing.mode != plan.mode)
        x.alternatives[x.sharing.mode] = x.sharing;
    x.sharing = plan;
    return scenarioToJson(x) + "\n--plan of the original mode kept--\n" + scenarioToJson(s);
}

} // namespace gpuk::test

#endif // QT_CORE_LIB

#ifdef GPUK_TEST_CLI

#include "cli/cli.h"
#include "io/translations.h"

#include <QStringList>
#include <QTextStream>

namespace gpuk::test {

struct CliRun
{
    int rc = -1;
    QString out;
    QString err;
};

inline CliRun cli(const QStringList &args)
{
    CliRun r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.rc = gpuk::runCli(args, out, err);
    return r;
}

} // namespace gpuk::test

#endif // GPUK_TEST_CLI
