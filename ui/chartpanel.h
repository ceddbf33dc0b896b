#pragma once

// The live charts (DESIGN §7): SM use stacked by tenant, p99 latency per tenant against its SLO
// (dashed), throughput per tenant and memory per tenant. The only class that touches Qt Charts
// (deprecated since Qt 6.10), so a later port changes this file only.
//
// Fed from Engine::series(): points newer than the last one seen are appended to per-series
// ring buffers (at most capacity() points each) and every series is updated with one
// QXYSeries::replace() per refresh. Colours are the canvas's tenant colours.

#include "scenario.h"
#include "sim/engine.h"

#include <QPointF>
#include <QVector>
#include <QWidget>

#include <vector>

class QAbstractAxis;
class QAreaSeries;
class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace gpuk {

class ChartPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ChartPanel(QWidget *parent = nullptr);
    ~ChartPanel() override;

    enum ChartId { SmUse, Latency, Throughput, Memory, ChartCount };

    // New tenants (names, colours, SLOs); clears the data.
    void setScenario(const Scenario &scenario);
    void clearData();
    // Appends the points of `series` newer than the last seen one and redraws.
    void updateFrom(const std::vector<SeriesPoint> &series);

    static int capacity() { return 600; } // points kept per series: 60 s at the engine's 0.1 s
    int pointCount(int tenant, ChartId chart) const;  // for tests
    int tenantCount() const { return int(m_tenants.size()); }
    QChart *chart(ChartId id) const { return m_charts[id]; }
    QString chartTitle(ChartId id) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct TenantSeries
    {
        QLineSeries *smUpper = nullptr;   // cumulative SMs (top of the stacked area)
        QAreaSeries *smArea = nullptr;
        QLineSeries *latency = nullptr;
        QLineSeries *slo = nullptr;       // dashed, two points
        QLineSeries *throughput = nullptr;
        QLineSeries *memory = nullptr;
        QVector<QPointF> sm, lat, thr, mem;
    };

    void build();
    void applyTheme();
    void retranslate();
    void redraw();
    static void push(QVector<QPointF> &ring, const QPointF &p);

    Scenario m_scenario;
    std::vector<TenantSeries> m_tenants;
    QChart *m_charts[ChartCount] = {};
    QChartView *m_views[ChartCount] = {};
    QValueAxis *m_x[ChartCount] = {};
    QValueAxis *m_y[ChartCount] = {};
    double m_lastTime = -1;
    double m_maxSms = 0;
};

} // namespace gpuk
