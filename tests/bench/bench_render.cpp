// GPU Kitchen render benchmark (BENCHMARKS.md, "Rendering and responsiveness").
//
//   cmake --build build --target bench && ./build/tests/bench/bench_render
//
// 1. Canvas frame time: the GPU canvas of an H100-80GB shared by 6 tenants, 1920x1080, painted
//    into a QImage N = 300 times, each frame with a fresh snapshot of a running engine (1x speed,
//    one 60 Hz frame of simulated time per frame), for MIG, MPS and time-slicing. Prints the mean
//    and p99 frame time and their ratio to a 16.7 ms frame, plus the one-off cost of the static
//    layer (first frame, resize, palette change).
// 2. Responsiveness: the whole main window at 1920x1080 (offscreen, painted into its backing
//    store as on screen) with the engine at 100x, for 10 s of wall time in the application's own
//    event loop: the controller's 60 Hz timer ticks (1/60 s of wall time = 1.67 s simulated), the
//    canvas, charts, narrator and status bar repaint. Prints the achieved frame rate (ticks per
//    second), the worst tick and the gaps between frames.
// Offscreen platform: no GPU, no vsync; figures are CPU time on this machine.
//
// --shots DIR also writes the first and the last frame of every mode and skin (all five modes)
// as PNGs to DIR: the engine is deterministic, so two builds can be compared picture by picture.

#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "ui/panels/chartpanel.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/shell/mainwindow.h"
#include "ui/document/simcontroller.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QEventLoop>
#include <QPainter>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>

using namespace gpuk;

namespace {

constexpr double frameBudgetMs = 1000.0 / 60.0;
QString g_shots; // --shots DIR

// An H100-80GB with 6 tenants: the H100 RAG blueprint's tenants plus three of the seed demo's.
Scenario h100SixTenants()
{
    QFile f(QStringLiteral(":/scenarios/rag-blueprint-h100.gpuk.json"));
    Scenario s;
    if (f.open(QIODevice::ReadOnly)) {
        LoadResult r = parseScenario(f.readAll());
        if (r.ok())
            s = *r.scenario;
    }
    const Scenario demo = MainWindow::demoScenario();
    for (const Tenant &t : demo.tenants) {
        if (s.tenants.size() >= 6)
            break;
        Tenant copy = t;
        copy.id = "demo-" + t.id;
        s.tenants.push_back(copy);
    }
    s.gpuId = "H100-80GB";
    s.customGpu.reset();
    s.alternatives.clear();
    s.simulation.durationS = 3600; // never finishes during the benchmark
    return s;
}

struct Stats
{
    double mean = 0, p99 = 0, max = 0;
};

Stats stats(std::vector<double> v)
{
    Stats s;
    if (v.empty())
        return s;
    std::sort(v.begin(), v.end());
    s.mean = std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
    s.p99 = v[std::min(v.size() - 1, size_t(double(v.size()) * 0.99))];
    s.max = v.back();
    return s;
}

const char *modeLabel(Mode m)
{
    return modeName(m);
}

bool canvasBench(const Scenario &base, Mode mode, Skin skin, int frames)
{
    const char *skinLabel = skin == Skin::Kitchen ? "kitchen" : "tech";
    Scenario s = base;
    s.sharing = planForMode(base, mode);
    s.sharing.mode = mode;
    SimController sim;
    sim.reset(s, s.sharing);
    if (!sim.isAvailable()) {
        std::printf("  %-9s %-7s  no simulation: %s\n", modeLabel(mode), skinLabel, qPrintable(sim.unavailableReason()));
        return false;
    }
    GpuCanvas canvas;
    canvas.setAttribute(Qt::WA_DontShowOnScreen);
    canvas.resize(1920, 1080);
    canvas.setScene(s, s.sharing);
    canvas.setSkin(skin);
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    sim.play();
    sim.tick(0.5); // warm up: queues and memory in use
    canvas.setSnapshot(sim.snapshot());

    QElapsedTimer t;
    t.start();
    canvas.render(&image); // first frame: builds the static layer
    const double coldMs = t.nsecsElapsed() / 1e6;
    const QString shot = g_shots + QLatin1Char('/') + QLatin1String(modeLabel(mode)) + QLatin1Char('-')
        + QLatin1String(skinLabel);
    if (!g_shots.isEmpty())
        image.save(shot + QStringLiteral("-first.png"));

    std::vector<double> ms;
    int busyMax = 0;
    for (int i = 0; i < frames; ++i) {
        sim.tick(1.0 / 60.0);
        canvas.setSnapshot(sim.snapshot());
        QElapsedTimer f;
        f.start();
        canvas.render(&image);
        ms.push_back(f.nsecsElapsed() / 1e6);
        busyMax = std::max(busyMax, int(std::count_if(sim.snapshot().smTenant.begin(), sim.snapshot().smTenant.end(),
                                                      [](int k) { return k >= 0; })));
    }
    if (!g_shots.isEmpty())
        image.save(shot + QStringLiteral("-last.png"));
    const Stats st = stats(ms);
    std::printf("  %-9s %-7s  mean %6.3f ms (%5.1f %% of 16.7 ms)   p99 %6.3f ms (%5.1f %%)   max %6.3f ms   "
                "first frame %6.2f ms   t=%.2f s, up to %d SMs busy\n",
                modeLabel(mode), skinLabel, st.mean, 100 * st.mean / frameBudgetMs, st.p99, 100 * st.p99 / frameBudgetMs, st.max,
                coldMs, sim.simTime(), busyMax);
    return st.mean <= 4.0;
}

bool g_noCharts = false;

void responsiveness(const Scenario &base, Mode mode, double wallSeconds)
{
    MainWindow w;
    if (g_noCharts)
        w.chartPanel()->parentWidget()->hide();
    Scenario s = base;
    s.sharing = planForMode(base, mode);
    s.sharing.mode = mode;
    w.setScenario(s);
    w.resize(1920, 1080);
    w.show();
    QCoreApplication::processEvents();
    SimController *sim = w.simController();
    if (!sim->isAvailable()) {
        std::printf("  %-9s  no simulation: %s\n", modeLabel(mode), qPrintable(sim->unavailableReason()));
        return;
    }
    const auto &ladder = SimController::speedLadder();
    sim->setSpeedIndex(int(std::find(ladder.begin(), ladder.end(), 100.0) - ladder.begin()));
    // The real thing: the controller's own 60 Hz timer in the application's event loop, with
    // every repaint the window asks for. A frame is one tick; the gap between two ticks is how
    // long the UI could not react.
    std::vector<qint64> tickAt;
    QElapsedTimer wall;
    QObject::connect(sim, &SimController::snapshotChanged, [&] { tickAt.push_back(wall.nsecsElapsed()); });
    wall.start();
    sim->resetTickStats();
    sim->play();
    QEventLoop loop;
    QTimer::singleShot(int(wallSeconds * 1000), &loop, &QEventLoop::quit);
    loop.exec();
    sim->pause();
    const double elapsed = wall.nsecsElapsed() / 1e9;
    std::vector<double> gaps;
    for (size_t i = 1; i < tickAt.size(); ++i)
        gaps.push_back((tickAt[i] - tickAt[i - 1]) / 1e6);
    const Stats st = stats(gaps);
    std::printf("  %-9s  %zu frames in %.1f s: achieved %5.1f frames/s   worst tick %6.2f ms (budget %.0f ms)   "
                "gap between frames mean %5.2f / p99 %5.2f / worst %6.2f ms   simulated %.0f s (%.0fx asked, %.1f s lag)\n",
                modeLabel(mode), tickAt.size(), elapsed, tickAt.size() / elapsed, sim->worstTickMs(),
                SimController::tickBudgetMs(), st.mean, st.p99, st.max, sim->simTime(), sim->speed(), sim->lagS());
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    int frames = 300;
    double wallSeconds = 10;
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "--frames") == 0)
            frames = i + 1 < argc ? std::max(1, atoi(argv[i + 1])) : frames;
        if (qstrcmp(argv[i], "--no-charts") == 0)
            g_noCharts = true;
        if (qstrcmp(argv[i], "--seconds") == 0)
            wallSeconds = i + 1 < argc ? std::max(0.5, atof(argv[i + 1])) : wallSeconds;
        if (qstrcmp(argv[i], "--shots") == 0 && i + 1 < argc)
            g_shots = QString::fromLocal8Bit(argv[i + 1]);
    }
    const Scenario s = h100SixTenants();
    std::printf("bench_render: %s, %zu tenants, canvas 1920x1080, %d frames per mode\n", s.gpuId.c_str(),
                s.tenants.size(), frames);
    std::printf("1. canvas frame time (live snapshot of a running engine, 1x)\n");
    bool ok = true;
    for (Skin skin : {Skin::Technical, Skin::Kitchen})
        for (Mode m : {Mode::Mig, Mode::Mps, Mode::Timeslice})
            ok = canvasBench(s, m, skin, frames) && ok;
    if (!g_shots.isEmpty()) { // pictures only: the other modes too
        for (Skin skin : {Skin::Technical, Skin::Kitchen})
            for (Mode m : {Mode::Vgpu, Mode::Exclusive})
                canvasBench(s, m, skin, frames);
    }
    std::printf("2. responsiveness: main window 1920x1080, engine at 100x, %.0f s of wall time per mode\n", wallSeconds);
    for (Mode m : {Mode::Mig, Mode::Mps, Mode::Timeslice})
        responsiveness(s, m, wallSeconds);
    std::printf("canvas mean frame time %s the 4 ms budget\n", ok ? "within" : "OVER");
    return ok ? 0 : 1;
}
