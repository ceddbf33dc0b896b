#pragma once

// The live charts (DESIGN §7): SM use stacked by tenant, p99 latency per tenant against its SLO
// (dashed), throughput per tenant and memory per tenant (an LLM's KV cache dotted, the KV it could
// hold dashed); with an LLM tenant, a fifth chart of its time to first token (p99) and time per
// output token (mean). The only class that touches Qt Charts
// (deprecated since Qt 6.10), so a later port changes this file only.
//
// Fed from Engine::series(): points newer than the last one seen are appended to per-series
// ring buffers (at most capacity() points each) and every series is updated with one
// QXYSeries::replace() per refresh. Colours are the canvas's tenant colours.

#include "scenario.h"
#include "sim/engine.h"

#include <QElapsedTimer>
#include <QPointF>
#include <QStringList>
#include <QVector>
#include <QWidget>

#include <limits>
#include <optional>
#include <utility>
#include <vector>

class QAbstractAxis;
class QAreaSeries;
class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QLogValueAxis;
class QTimer;
class QValueAxis;

namespace gpuk {

class ChartPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ChartPanel(QWidget *parent = nullptr);
    ~ChartPanel() override;

    enum ChartId { SmUse, Latency, Throughput, Memory, Tokens, ChartCount };
    // The Tokens chart is shown only while the scenario has an LLM tenant.
    bool chartShown(ChartId id) const;

    // New tenants (names, colours, SLOs); clears the data.
    void setScenario(const Scenario &scenario);
    void clearData();
    // The same tenants under new names (a rename, a language switch): the data stays.
    void renameTenants(const Scenario &scenario);
    // Whether points are coming (a simulation can run this plan): an empty chart then says when
    // the first one comes; without a simulation it says nothing of the kind.
    void setExpectingData(bool expecting);
    // Appends the points of `series` newer than the last seen one and redraws.
    void updateFrom(const std::vector<SeriesPoint> &series);
    // Replay: every chart shows the points of `series` (the engine's) in a window that contains
    // `timeS`, with a marker line at `timeS`, redrawn at once; std::nullopt: back to the newest
    // points (live), no marker. While a time is shown, updateFrom() keeps nothing.
    void showTime(std::optional<double> timeS, const std::vector<SeriesPoint> &series);
    std::optional<double> shownTime() const { return m_shownTime; }
    // For tests: the x range a chart shows, and where its marker line is (unset: none).
    std::pair<double, double> visibleRange(ChartId id) const;
    std::optional<double> markerAt(ChartId id) const;
    // The run's outcome counts so far (Engine::results()): a tenant the plan does not place is
    // named "not placed" in the legend, and while a share of a tenant's requests failed, was
    // dropped or not served, the latency chart says its p99 is of completed requests and shows
    // that share.
    void setOutcomes(const RunResults &results);
    // The latency chart's note on requests that did not complete ("Embedding 25 % failed"),
    // empty when every offered request completed.
    QString latencyNote() const { return m_latencyNote; }
    // The names in the legend under the charts, in tenant order ("Left (not placed)").
    QStringList legendEntries() const;

    static int capacity() { return 300; } // points kept per series: 30 s at the engine's 0.1 s
    // Redraws happen at most this often (a trailing redraw catches the last points): charts are
    // read, not watched frame by frame, and a redraw of 4 charts costs more than a canvas frame.
    static int minRedrawIntervalMs() { return 150; }
    void flush();                         // redraw now if points are pending
    int pointCount(int tenant, ChartId chart) const;  // for tests
    // The newest x of any data point drawn on any chart (-1 with none): what a viewer sees (an SLO
    // line and the replay marker span the view; they are not data). Points still pending a redraw
    // (flush()) are not drawn yet.
    double newestDrawnX() const;
    int tenantCount() const { return int(m_tenants.size()); }
    QChart *chart(ChartId id) const { return m_charts[id]; }
    QString chartTitle(ChartId id) const;
    // Whether chart `id` shows its time axis's title (the legend names the axis when none does).
    bool timeAxisTitleShown(ChartId id) const;
    // `title` wrapped at line-break opportunities to `width` px of `font` (lines joined by <br>).
    static QString wrapTitle(const QString &title, const QFont &font, int width);
    // The tick step for an axis spanning `span`: 1, 2 or 5 times a power of ten, at most
    // `maxIntervals` intervals.
    static double roundTickStep(double span, int maxIntervals = 4);

    // The pixel size of the charts' text for a panel of `size`: grows with the panel (a
    // projector, hidden docks), between 11 and 22 px.
    static int textPxFor(const QSize &size);
    int textPx() const { return m_textPx; }
    // View > Zoom In / Out: the charts' text is textPxFor(size) times `zoom` (1 = 100 %).
    void setTextZoom(qreal zoom);
    qreal textZoom() const { return m_textZoom; }
    // Presentation mode: the charts' words are never below `px` (0: no floor), whatever the
    // panel's size and the zoom say.
    void setMinimumTextPx(int px);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void applyFonts();
    int m_textPx = 0;
    qreal m_textZoom = 1.0;
    int m_minTextPx = 0;
    struct TenantSeries
    {
        QLineSeries *smUpper = nullptr;   // cumulative SMs (top of the stacked area)
        QAreaSeries *smArea = nullptr;
        QLineSeries *latency = nullptr;
        QLineSeries *slo = nullptr;       // dashed, two points
        QLineSeries *throughput = nullptr;
        QLineSeries *memory = nullptr;
        QVector<QPointF> sm, lat, thr, mem;
        // LLM tenants only (nullptr otherwise)
        QLineSeries *ttft = nullptr;      // Tokens chart, solid
        QLineSeries *tpot = nullptr;      // Tokens chart, dotted
        QLineSeries *kv = nullptr;        // Memory chart, dotted
        QLineSeries *kvLimit = nullptr;   // Memory chart, dashed
        QVector<QPointF> ttftPts, tpotPts, kvPts, kvLimitPts;
    };

    void build();
    void applyTheme();
    void retranslate();
    void updateTitles();
    struct Ranges
    {
        double x0 = 0, x1 = 10;           // simulated seconds shown
        double latLo = 1, latHi = 10;     // log axis, whole decades
        double tokLo = 1, tokHi = 10;     // log axis, whole decades
        double maxThr = 1, maxMem = 1;
    };
    Ranges ranges() const;
    void applyChart(ChartId id, const Ranges &r); // replace() its series, set its axes
    void applyYAxis(ChartId id, const Ranges &r); // the y range, and ticks the plot's height shows whole
    void updateMinimumHeight();                   // two whole y labels where the window has room
    void redraw();                        // every chart now
    void redrawNext();                    // the next chart of a staggered redraw
    static void push(QVector<QPointF> &ring, const QPointF &p);
    void append(const SeriesPoint &point);
    static void setRoundTicks(QValueAxis *axis, double span, int maxIntervals = 4,
                              double maxStep = std::numeric_limits<double>::infinity());
    // How many y-axis labels chart `id`'s plot shows whole, at least two (its ends).
    int yLabelRoom(ChartId id) const;
    // Whether chart `id`'s plot is tall enough for its y axis's title (the unit) whole.
    bool yTitleFits(ChartId id) const;

    QString seriesName(size_t tenant) const;
    void applySeriesNames(); // every series and the legend under the tenants' current names
    bool hasLlm() const;
    void updateLegend();

    Scenario m_scenario;
    std::vector<bool> m_notPlaced;        // per tenant, from the last setOutcomes()
    QString m_latencyNote;
    QString m_legendNote; // the latency note, on the legend's line when the chart's title has no room
    QLabel *m_legend = nullptr;
    std::vector<TenantSeries> m_tenants;
    QChart *m_charts[ChartCount] = {};
    int m_yRoom[ChartCount] = {}; // yLabelRoom() when the y ticks were last chosen
    QChartView *m_views[ChartCount] = {};
    QValueAxis *m_x[ChartCount] = {};
    QAbstractAxis *m_y[ChartCount] = {};   // latency: logarithmic (SLOs span 25 ms .. seconds)
    double m_lastTime = -1;
    bool m_expectingData = true;
    bool m_pending = false;
    int m_nextChart = 0;          // the staggered redraw's next chart
    bool m_newDuringRound = false; // points arrived while a staggered round ran
    QElapsedTimer m_sinceRedraw;
    QTimer *m_redrawTimer = nullptr;
    double m_maxSms = 0;
    std::optional<double> m_shownTime;           // replay: the time shown
    QLineSeries *m_marker[ChartCount] = {};      // replay: the vertical line at m_shownTime
};

} // namespace gpuk
