#pragma once

// What run and compare share (simulation.cpp).

#include "diagnostic.h"
#include "metrics/results.h"
#include "scenario.h"

#include <QElapsedTimer>
#include <QFile>
#include <QString>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include <unistd.h>

namespace gpuk {

// "\r[#####     ] 42 %" on stderr, only when stderr is a terminal and only once a run has taken
// more than half a second; cleared at the end.
class ProgressBar
{
public:
    explicit ProgressBar(QTextStream &err) : m_err(err)
    {
        const auto *file = qobject_cast<const QFile *>(err.device());
        m_enabled = file && file->handle() >= 0 && ::isatty(file->handle());
        m_timer.start();
    }
    ~ProgressBar() { finish(); }

    void setTotal(double units) { m_total = units; }
    void advance(double units)
    {
        m_done += units;
        if (!m_enabled || m_total <= 0 || m_timer.elapsed() < 500)
            return;
        const int percent = std::clamp(int(std::floor(100 * m_done / m_total)), 0, 100);
        if (percent == m_lastPercent)
            return;
        m_lastPercent = percent;
        constexpr int width = 30;
        const int filled = percent * width / 100;
        m_err << '\r' << '[' << QString(filled, QLatin1Char('#')) << QString(width - filled, QLatin1Char(' '))
              << QStringLiteral("] %1 %").arg(percent, 3);
        m_err.flush();
        m_shown = true;
    }
    void finish()
    {
        if (!m_shown)
            return;
        m_err << '\r' << QString(40, QLatin1Char(' ')) << '\r';
        m_err.flush();
        m_shown = false;
    }

private:
    QTextStream &m_err;
    QElapsedTimer m_timer;
    bool m_enabled = false;
    bool m_shown = false;
    double m_total = 0;
    double m_done = 0;
    int m_lastPercent = -1;
};

// Runs one plan to the end, event by event, with runScenario()'s engine options.
// An engine that refuses the plan appends why to `refused` (Engine::create).
std::optional<RunResults> simulate(const Scenario &scenario, const SharingPlan &plan, ProgressBar *progress,
                                   Diagnostics *refused);

// Simulated seconds a run with slowdown will simulate (for the progress bar).
double workOf(const Scenario &scenario, bool slowdown);

// The plan, then (unless switched off) every tenant alone on its partition for the slowdown.
std::optional<RunResults> runPlan(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                                  bool slowdown, ProgressBar *progress, Diagnostics *refused);

} // namespace gpuk
