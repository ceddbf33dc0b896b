#pragma once

// Windows and scenarios the UI tests share.

#include "support/testsupport.h"

#include "sim/engine.h"
#include "ui/shell/mainwindow.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSize>
#include <QTest>

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>

namespace gpuk::test {

// The window as a user gets it: the demo, shown at the top left and active (the keyboard focus
// needs an active window); unsaved changes are discarded without a prompt.
struct ActiveWindow
{
    MainWindow window;
    explicit ActiveWindow(QSize size = QSize(1600, 1000))
    {
        window.setUnsavedChangesPrompt([](const QString &) { return MainWindow::UnsavedAnswer::Discard; });
        window.openDemo();
        window.resize(size);
        window.move(0, 0);
        window.show();
        window.activateWindow();
        REQUIRE(QTest::qWaitForWindowActive(&window));
        settle();
    }
};

// What each of uniformTenants' tenants is like.
struct UniformTenant
{
    double ratePerS = 20;
    double meanMs = 2;
    int smWidth = 14;
    double modelGb = 0.4;
    int maxConcurrency = 0; // 0: the tenant's default
};

// The demo scenario's A100-40GB with `n` alike Poisson tenants "t0".."t<n-1>" (SLO 50 ms), no
// plan, no alternatives and no faults: switching to MIG runs the layout search.
inline Scenario uniformTenants(int n, const std::string &name, const UniformTenant &like)
{
    Scenario s = MainWindow::demoScenario();
    s.name = name;
    s.alternatives.clear();
    s.sharing = SharingPlan{};
    s.faults.clear();
    s.tenants.clear();
    for (int i = 0; i < n; ++i) {
        Tenant t;
        t.id = "t" + std::to_string(i);
        t.name = t.id;
        t.arrival.process = ArrivalProcess::Poisson;
        t.arrival.ratePerS = like.ratePerS;
        t.service.distribution = ServiceDistribution::Exponential;
        t.service.meanMs = like.meanMs;
        t.smWidth = like.smWidth;
        t.modelGb = like.modelGb;
        t.perRequestGb = 0.05;
        if (like.maxConcurrency > 0)
            t.maxConcurrency = like.maxConcurrency;
        t.sloMs = 50;
        s.tenants.push_back(t);
    }
    return s;
}

// A snapshot after `seconds` of simulation (nullopt if the plan cannot run); with `fault`, just
// after tenant 0's fault (the kitchen's fires, the technical flash's words).
inline std::optional<Snapshot> simulate(const Scenario &s, const SharingPlan &plan, double seconds, bool fault = false)
{
    std::unique_ptr<Engine> e = Engine::create(s, plan);
    if (!e)
        return std::nullopt;
    e->advanceTo(std::min(seconds, e->durationS()));
    if (fault) {
        e->injectFault(0);
        e->advanceTo(std::min(seconds + 0.001, e->durationS()));
    }
    return e->snapshot();
}

// Waits (serving events) until the window's MIG layout search ends, at most a minute.
inline void waitForPlanSearch(MainWindow &w)
{
    QElapsedTimer clock;
    clock.start();
    while (w.planSearchRunning() && clock.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 20);
}

// Switches the window's GPU as the GPU selector does and waits until the switch is made (a MIG
// layout the new GPU cannot hold is searched again on a worker thread); setGpu's answer.
inline bool switchGpu(MainWindow &w, const QString &gpuId)
{
    const bool known = w.setGpu(gpuId);
    waitForPlanSearch(w);
    settle();
    return known;
}

#ifdef GPUK_CLI_BINARY
// The command-line tool as a user runs it (the built binary, English), its exit code and output.
struct CliProcess
{
    int rc = -1;
    QByteArray out;
    QByteArray err;
};
inline CliProcess runCliBinary(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(GPUK_CLI_BINARY), QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + args);
    REQUIRE(p.waitForFinished(120000));
    return CliProcess{p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}
#endif

} // namespace gpuk::test
