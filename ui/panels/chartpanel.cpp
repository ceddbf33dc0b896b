#include "chartpanel.h" // own header by plain name: lupdate then knows the class is gpuk::ChartPanel

#include "ui/canvas/tenantcolors.h"
#include "ui/text/outcomes.h"

#include <QAreaSeries>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QResizeEvent>
#include <QStringList>
#include <QTimer>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QHash>
#include <QImage>
#include <QPainter>
#include <QTextBoundaryFinder>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpuk {

namespace {

// The legend's symbol of tenant `k` as an inline image: a square of its area colour (with its
// pattern from the seventh tenant on) and, for those, a short piece of its dashed line. Drawn at
// twice the size it is shown at, kept once made.
QString legendSymbol(int k, ColorScheme scheme, const QColor &plot)
{
    static QHash<QString, QString> made;
    const QString key = QStringLiteral("%1/%2/%3").arg(k).arg(int(scheme)).arg(plot.rgba());
    auto it = made.constFind(key);
    if (it != made.constEnd())
        return *it;
    const bool line = tenantPattern(k) != Qt::NoBrush;
    const int h = 12, w = line ? 34 : 12;
    QImage img(w * 2, h * 2, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    {
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(2, 2);
        const QColor c = tenantColor(k, scheme);
        const QRectF square(1, 1, h - 2, h - 2);
        paintTenantFill(p, square, k, c);
        p.setPen(QPen(tenantLineColor(k, plot), 1));
        p.drawRect(square.adjusted(0.5, 0.5, -0.5, -0.5));
        if (line) {
            p.setPen(tenantLinePen(k, plot, 2));
            p.drawLine(QPointF(h + 2, h / 2.0), QPointF(w - 1, h / 2.0));
        }
    }
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    img.save(&buffer, "PNG");
    const QString html = QStringLiteral("<img src=\"data:image/png;base64,%1\" width=\"%2\" height=\"%3\" "
                                        "style=\"vertical-align:middle\">")
                             .arg(QString::fromLatin1(png.toBase64()))
                             .arg(w)
                             .arg(h);
    if (made.size() > 256)
        made.clear();
    return *made.insert(key, html);
}

// A chart view that shows the keyboard focus: the same frame as the GPU canvas's (a 3 px band of
// the highlight colour inside the edge and a 1 px line of the highlighted-text colour inside
// that), over the chart, while the view has the focus.
class FocusChartView : public QChartView
{
public:
    using QChartView::QChartView;

protected:
    void paintEvent(QPaintEvent *event) override
    {
        QChartView::paintEvent(event);
        if (!hasFocus())
            return;
        constexpr int w = 3;
        QPainter p(viewport());
        const QRect r = viewport()->rect();
        p.setClipRegion(QRegion(r).subtracted(QRegion(r.adjusted(w + 1, w + 1, -w - 1, -w - 1))));
        p.fillRect(r, palette().color(QPalette::HighlightedText));
        p.setClipRegion(QRegion(r).subtracted(QRegion(r.adjusted(w, w, -w, -w))));
        p.fillRect(r, palette().color(QPalette::Highlight));
    }
    void focusInEvent(QFocusEvent *event) override
    {
        QChartView::focusInEvent(event);
        viewport()->update();
    }
    void focusOutEvent(QFocusEvent *event) override
    {
        QChartView::focusOutEvent(event);
        viewport()->update();
    }
};

} // namespace

ChartPanel::ChartPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("chartPanel"));
    // The four charts side by side, and under them one legend for all four (the same colours):
    // it has the panel's whole width, so the names stay whole on a 1366×768 screen where a
    // legend inside a quarter-wide chart elided them.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    auto *layout = new QHBoxLayout;
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    outer->addLayout(layout, 1);
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("chartLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true);
    m_legend->setAlignment(Qt::AlignCenter);
    outer->addWidget(m_legend);
    static const char *const names[ChartCount] = {"smChart", "latencyChart", "throughputChart", "memoryChart",
                                                  "tokenChart"};
    for (int i = 0; i < ChartCount; ++i) {
        m_charts[i] = new QChart;
        m_charts[i]->setAnimationOptions(QChart::NoAnimation); // live data: animations lag behind
        m_charts[i]->setMargins(QMargins(2, 2, 2, 2));
        m_charts[i]->legend()->setVisible(false); // one legend under all four (m_legend)
        m_x[i] = new QValueAxis;
        if (i == Latency || i == Tokens) {
            auto *log = new QLogValueAxis;
            log->setBase(10);
            log->setLabelFormat(QStringLiteral("%g"));
            log->setMinorTickCount(0);
            m_y[i] = log;
        } else {
            auto *y = new QValueAxis;
            y->setLabelFormat(QStringLiteral("%g"));
            y->setTickCount(5);
            m_y[i] = y;
        }
        m_x[i]->setLabelFormat(QStringLiteral("%g"));
        m_x[i]->setTickCount(5);
        m_charts[i]->addAxis(m_x[i], Qt::AlignBottom);
        m_charts[i]->addAxis(m_y[i], Qt::AlignLeft);
        m_views[i] = new FocusChartView(m_charts[i], this); // shows the keyboard focus
        m_views[i]->setObjectName(QString::fromLatin1(names[i]));
        // No antialiasing: stroking 20+ antialiased series of hundreds of points several times a
        // second costs more than all the rest of the window (BENCHMARKS.md).
        m_views[i]->setRenderHint(QPainter::Antialiasing, false);
        // Small enough for a 1366×768 screen with every dock shown; the dock starts at 240 px,
        // and never gets less than a plot with two whole y labels (applyFonts).
        m_views[i]->setMinimumSize(200, 80);
        m_views[i]->installEventFilter(this); // a new size wraps the titles again (updateTitles)
        layout->addWidget(m_views[i], 1);
        // A plot of another height shows another number of y labels whole.
        connect(m_charts[i], &QChart::plotAreaChanged, this, [this, i] {
            if (yLabelRoom(ChartId(i)) != m_yRoom[i])
                applyYAxis(ChartId(i), ranges());
            if (yTitleFits(ChartId(i)) != m_y[i]->isTitleVisible())
                updateTitles();
        }, Qt::QueuedConnection);
    }
    m_redrawTimer = new QTimer(this);
    m_redrawTimer->setSingleShot(true);
    connect(m_redrawTimer, &QTimer::timeout, this, &ChartPanel::redrawNext);
    applyTheme();
    retranslate();
}

ChartPanel::~ChartPanel() = default;

void ChartPanel::flush()
{
    if (m_pending) {
        m_redrawTimer->stop();
        redraw();
    }
}

void ChartPanel::setScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    m_notPlaced.clear();
    m_latencyNote.clear();
    const GpuModel *g = scenario.gpu();
    m_maxSms = g ? g->sms : 0;
    build();
}

void ChartPanel::build()
{
    for (QChart *c : m_charts)
        c->removeAllSeries(); // deletes them
    for (TenantSeries &t : m_tenants)
        delete t.smUpper;     // area boundaries are not in the chart
    m_tenants.clear();
    m_tenants.resize(m_scenario.tenants.size());
    QLineSeries *previousUpper = nullptr;
    for (size_t k = 0; k < m_tenants.size(); ++k) {
        TenantSeries &t = m_tenants[k];
        const Tenant &tenant = m_scenario.tenants[k];
        const QString name = seriesName(k);
        t.smUpper = new QLineSeries;
        t.smArea = new QAreaSeries(t.smUpper, previousUpper);
        previousUpper = t.smUpper;
        t.latency = new QLineSeries;
        t.throughput = new QLineSeries;
        t.memory = new QLineSeries;
        t.smArea->setName(name);
        t.latency->setName(name);
        t.throughput->setName(name);
        t.memory->setName(name);
        auto add = [this](ChartId id, QAbstractSeries *s) {
            m_charts[id]->addSeries(s);
            s->attachAxis(m_x[id]);
            s->attachAxis(m_y[id]);
        };
        add(SmUse, t.smArea);
        add(Latency, t.latency);
        add(Throughput, t.throughput);
        add(Memory, t.memory);
        if (tenant.llm) {
            t.ttft = new QLineSeries;
            t.tpot = new QLineSeries;
            t.kv = new QLineSeries;
            t.kvLimit = new QLineSeries;
            for (QLineSeries *s : {t.ttft, t.tpot, t.kv, t.kvLimit})
                s->setName(name);
            add(Tokens, t.ttft);
            add(Tokens, t.tpot);
            add(Memory, t.kv);
            add(Memory, t.kvLimit);
        }
        if (tenant.sloMs > 0) {
            t.slo = new QLineSeries;
            t.slo->setObjectName(QStringLiteral("sloLine")); // a target across the view, not data
            t.slo->setName(name);
            add(Latency, t.slo);
        }
    }
    for (int i = 0; i < ChartCount; ++i) {
        m_marker[i] = new QLineSeries;
        m_marker[i]->setObjectName(QStringLiteral("replayMarker"));
        m_charts[i]->addSeries(m_marker[i]);
        m_marker[i]->attachAxis(m_x[i]);
        m_marker[i]->attachAxis(m_y[i]);
        m_marker[i]->setVisible(false);
    }
    m_views[Tokens]->setVisible(hasLlm());
    m_shownTime.reset();
    clearData();
    applyTheme();
    retranslate();
}

bool ChartPanel::hasLlm() const
{
    return std::any_of(m_scenario.tenants.begin(), m_scenario.tenants.end(),
                       [](const Tenant &t) { return t.llm.has_value(); });
}

bool ChartPanel::chartShown(ChartId id) const
{
    return id != Tokens || hasLlm();
}

void ChartPanel::applySeriesNames()
{
    for (size_t k = 0; k < m_tenants.size(); ++k) {
        const QString name = seriesName(k);
        const TenantSeries &t = m_tenants[k];
        for (QAbstractSeries *s : std::initializer_list<QAbstractSeries *>{
                 t.smArea, t.latency, t.throughput, t.memory, t.ttft, t.tpot, t.kv, t.kvLimit, t.slo})
            if (s)
                s->setName(name);
    }
    updateLegend();
}

void ChartPanel::renameTenants(const Scenario &scenario)
{
    if (scenario.tenants.size() != m_scenario.tenants.size())
        return;
    for (size_t k = 0; k < scenario.tenants.size(); ++k)
        if (scenario.tenants[k].id != m_scenario.tenants[k].id)
            return; // other tenants: setScenario() comes with the new run
    for (size_t k = 0; k < scenario.tenants.size(); ++k)
        m_scenario.tenants[k].name = scenario.tenants[k].name;
    applySeriesNames();
}

QString ChartPanel::seriesName(size_t tenant) const
{
    const Tenant &t = m_scenario.tenants[tenant];
    const QString name = QString::fromStdString(t.name.empty() ? t.id : t.name);
    if (tenant < m_notPlaced.size() && m_notPlaced[tenant])
        return tr("%1 (not placed)").arg(name);
    return name;
}

QStringList ChartPanel::legendEntries() const
{
    QStringList names;
    for (size_t k = 0; k < m_tenants.size(); ++k)
        names << seriesName(k);
    return names;
}

void ChartPanel::updateLegend()
{
    const ColorScheme scheme = schemeForBackground(palette().color(QPalette::Window));
    QStringList entries;
    const QStringList names = legendEntries();
    for (int k = 0; k < names.size(); ++k)
        entries << QStringLiteral("%1&nbsp;%2").arg(legendSymbol(k, scheme, palette().color(QPalette::Base)),
                                                  names[k].toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    // No chart shows the time axis's title: the legend says it once.
    bool anyTimeTitle = false;
    for (int i = 0; i < ChartCount; ++i)
        anyTimeTitle = anyTimeTitle || (m_views[i]->isVisibleTo(this) && m_x[i]->isTitleVisible());
    if (!anyTimeTitle && !entries.isEmpty())
        entries.prepend(tr("x: simulated time (s)").toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    QString text = entries.join(QStringLiteral(" &nbsp; "));
    if (!m_legendNote.isEmpty() && !text.isEmpty())
        text += QStringLiteral("<br>") + m_legendNote;
    m_legend->setText(text);
    m_legend->setVisible(!entries.isEmpty());
}

void ChartPanel::setOutcomes(const RunResults &results)
{
    std::vector<bool> notPlaced(m_scenario.tenants.size(), false);
    QStringList lost;
    for (size_t k = 0; k < results.tenants.size() && k < m_scenario.tenants.size(); ++k) {
        const TenantResult &r = results.tenants[k];
        notPlaced[k] = r.notPlaced;
        // An unplaced tenant has no latency line: its legend entry says why.
        if (r.notPlaced || !OutcomeText::partial(r))
            continue;
        const Tenant &t = m_scenario.tenants[k];
        lost << tr("%1 %2").arg(QString::fromStdString(t.name.empty() ? t.id : t.name), OutcomeText::notCompleted(r));
    }
    const QString note = lost.join(tr("; "));
    if (notPlaced != m_notPlaced) {
        m_notPlaced = notPlaced;
        applySeriesNames();
    }
    if (note != m_latencyNote) {
        m_latencyNote = note;
        updateTitles();
    }
}

void ChartPanel::clearData()
{
    m_lastTime = -1;
    for (TenantSeries &t : m_tenants) {
        t.sm.clear();
        t.lat.clear();
        t.thr.clear();
        t.mem.clear();
        t.ttftPts.clear();
        t.tpotPts.clear();
        t.kvPts.clear();
        t.kvLimitPts.clear();
    }
    redraw();
}

void ChartPanel::push(QVector<QPointF> &ring, const QPointF &p)
{
    ring.append(p);
    if (ring.size() > capacity())
        ring.remove(0, ring.size() - capacity());
}

void ChartPanel::append(const SeriesPoint &sp)
{
    m_lastTime = sp.timeS;
    double cumulative = 0;
    for (size_t k = 0; k < m_tenants.size(); ++k) {
        TenantSeries &t = m_tenants[k];
        auto at = [k](const std::vector<float> &v) { return k < v.size() ? double(v[k]) : 0.0; };
        cumulative += at(sp.smsHeld);
        push(t.sm, QPointF(sp.timeS, cumulative));
        // log axis from 0.1 ms; 0 means "no request completed yet", not a latency: no point until then
        if (at(sp.p99Ms) > 0)
            push(t.lat, QPointF(sp.timeS, std::max(0.1, at(sp.p99Ms))));
        push(t.thr, QPointF(sp.timeS, at(sp.throughputRps)));
        push(t.mem, QPointF(sp.timeS, at(sp.memoryGb)));
        if (t.ttft) {
            // log axis: a tenant without a first token or a completion yet has no point
            if (at(sp.ttftP99Ms) > 0)
                push(t.ttftPts, QPointF(sp.timeS, at(sp.ttftP99Ms)));
            if (at(sp.tpotMeanMs) > 0)
                push(t.tpotPts, QPointF(sp.timeS, at(sp.tpotMeanMs)));
            push(t.kvPts, QPointF(sp.timeS, at(sp.kvGb)));
            push(t.kvLimitPts, QPointF(sp.timeS, at(sp.kvLimitGb)));
        }
    }
}

void ChartPanel::showTime(std::optional<double> timeS, const std::vector<SeriesPoint> &series)
{
    if (!timeS && !m_shownTime)
        return; // live already
    m_shownTime = timeS;
    for (TenantSeries &t : m_tenants) {
        t.sm.clear();
        t.lat.clear();
        t.thr.clear();
        t.mem.clear();
        t.ttftPts.clear();
        t.tpotPts.clear();
        t.kvPts.clear();
        t.kvLimitPts.clear();
    }
    m_lastTime = -1;
    if (timeS) {
        // A window as long as the live one (capacity() points), centred on the time where the
        // recording allows: the points on both sides of it.
        const double span = capacity() * 0.1;
        const double from = *timeS - span / 2, to = *timeS + span / 2;
        for (const SeriesPoint &sp : series)
            if (sp.timeS >= from && sp.timeS <= to)
                append(sp);
    } else {
        for (const SeriesPoint &sp : series)
            append(sp); // the rings keep the newest
    }
    m_redrawTimer->stop();
    redraw();
}

std::pair<double, double> ChartPanel::visibleRange(ChartId id) const
{
    return {m_x[id]->min(), m_x[id]->max()};
}

std::optional<double> ChartPanel::markerAt(ChartId id) const
{
    if (!m_marker[id] || !m_marker[id]->isVisible() || m_marker[id]->count() < 2)
        return std::nullopt;
    return m_marker[id]->at(0).x();
}

void ChartPanel::updateFrom(const std::vector<SeriesPoint> &series)
{
    if (m_shownTime)
        return; // replay: showTime(std::nullopt, …) reads the whole series again
    bool any = false;
    for (const SeriesPoint &sp : series) {
        if (sp.timeS <= m_lastTime)
            continue;
        append(sp);
        any = true;
    }
    if (!any)
        return;
    m_pending = true;
    if (m_nextChart != 0)
        m_newDuringRound = true; // the charts already redrawn in this round missed these points
    // Always deferred to the event loop: the simulation's tick never waits for the charts.
    if (!m_redrawTimer->isActive()) {
        const qint64 since = m_sinceRedraw.isValid() ? m_sinceRedraw.elapsed() : minRedrawIntervalMs();
        m_redrawTimer->start(int(std::max<qint64>(0, minRedrawIntervalMs() - since)));
    }
}

double ChartPanel::newestDrawnX() const
{
    double newest = -1;
    for (const QChart *c : m_charts) {
        for (QAbstractSeries *series : c->series()) {
            QXYSeries *xy = qobject_cast<QXYSeries *>(series);
            if (auto *area = qobject_cast<QAreaSeries *>(series))
                xy = area->upperSeries();
            if (!xy || series->objectName() == QLatin1String("sloLine")
                || series->objectName() == QLatin1String("replayMarker"))
                continue;
            for (const QPointF &p : xy->points())
                newest = std::max(newest, p.x());
        }
    }
    return newest;
}

int ChartPanel::pointCount(int tenant, ChartId chart) const
{
    if (tenant < 0 || tenant >= int(m_tenants.size()))
        return 0;
    const TenantSeries &t = m_tenants[size_t(tenant)];
    switch (chart) {
    case SmUse:
        return int(t.smUpper->count());
    case Latency:
        return int(t.latency->count());
    case Throughput:
        return int(t.throughput->count());
    case Memory:
        return int(t.memory->count());
    case Tokens:
        return t.ttft ? int(t.ttft->count()) : 0;
    case ChartCount:
        break;
    }
    return 0;
}

ChartPanel::Ranges ChartPanel::ranges() const
{
    Ranges r;
    double maxLat = 1, minLat = 1e9, maxTok = 1, minTok = 1e9;
    for (size_t k = 0; k < m_tenants.size(); ++k) {
        const TenantSeries &t = m_tenants[k];
        if (!t.sm.isEmpty()) {
            r.x0 = std::floor(t.sm.front().x());
            r.x1 = std::max(r.x0 + 10, std::ceil(t.sm.back().x()));
        }
        for (const QPointF &p : t.lat) {
            maxLat = std::max(maxLat, p.y());
            minLat = std::min(minLat, p.y());
        }
        for (const QPointF &p : t.thr)
            r.maxThr = std::max(r.maxThr, p.y());
        for (const QPointF &p : t.mem)
            r.maxMem = std::max(r.maxMem, p.y());
        for (const QPointF &p : t.kvLimitPts)
            r.maxMem = std::max(r.maxMem, p.y());
        for (const QVector<QPointF> *v : {&t.ttftPts, &t.tpotPts})
            for (const QPointF &p : *v) {
                maxTok = std::max(maxTok, p.y());
                minTok = std::min(minTok, p.y());
            }
        if (t.slo) {
            maxLat = std::max(maxLat, m_scenario.tenants[k].sloMs);
            minLat = std::min(minLat, m_scenario.tenants[k].sloMs);
        }
    }
    if (m_shownTime) { // the replayed time is always inside the window
        r.x0 = std::min(r.x0, std::floor(*m_shownTime));
        r.x1 = std::max(r.x1, std::ceil(*m_shownTime));
    }
    // Whole decades, so the log axis labels read 1, 10, 100, 1000.
    r.latLo = std::pow(10.0, std::floor(std::log10(std::max(0.1, std::min(minLat, maxLat)))));
    r.latHi = std::pow(10.0, std::ceil(std::log10(std::max(r.latLo * 10, maxLat * 1.05))));
    r.tokLo = std::pow(10.0, std::floor(std::log10(std::max(0.1, std::min(minTok, maxTok)))));
    r.tokHi = std::pow(10.0, std::ceil(std::log10(std::max(r.tokLo * 10, maxTok * 1.05))));
    return r;
}

void ChartPanel::applyChart(ChartId id, const Ranges &r)
{
    for (size_t k = 0; k < m_tenants.size(); ++k) {
        TenantSeries &t = m_tenants[k];
        switch (id) {
        case SmUse:
            t.smUpper->replace(t.sm);
            break;
        case Latency:
            t.latency->replace(t.lat);
            if (t.slo) {
                const double slo = m_scenario.tenants[k].sloMs;
                t.slo->replace(QVector<QPointF>{QPointF(r.x0, slo), QPointF(r.x1, slo)});
            }
            break;
        case Throughput:
            t.throughput->replace(t.thr);
            break;
        case Memory:
            t.memory->replace(t.mem);
            if (t.kv) {
                t.kv->replace(t.kvPts);
                t.kvLimit->replace(t.kvLimitPts);
            }
            break;
        case Tokens:
            if (t.ttft) {
                t.ttft->replace(t.ttftPts);
                t.tpot->replace(t.tpotPts);
            }
            break;
        case ChartCount:
            break;
        }
    }
    m_x[id]->setRange(r.x0, r.x1);
    setRoundTicks(m_x[id], r.x1 - r.x0);
    applyYAxis(id, r);
    // Replay: a vertical line at the time shown, over the whole height.
    if (QLineSeries *marker = m_marker[id]) {
        if (m_shownTime) {
            double lo = 0, hi = 1;
            if (auto *v = qobject_cast<QValueAxis *>(m_y[id])) {
                lo = v->min();
                hi = v->max();
            } else if (auto *l = qobject_cast<QLogValueAxis *>(m_y[id])) {
                lo = l->min();
                hi = l->max();
            }
            marker->replace(QVector<QPointF>{QPointF(*m_shownTime, lo), QPointF(*m_shownTime, hi)});
        } else {
            marker->clear();
        }
        marker->setVisible(m_shownTime.has_value());
        for (QLegendMarker *m : m_charts[id]->legend()->markers(marker))
            m->setVisible(false); // showing the series shows its legend entry again
    }
}

void ChartPanel::applyYAxis(ChartId id, const Ranges &r)
{
    m_yRoom[id] = yLabelRoom(id);
    // As many y labels as the plot's height shows whole (yLabelRoom), at most five.
    const int intervals = std::min(4, m_yRoom[id] - 1);
    switch (id) {
    case SmUse: {
        const double top = std::max(1.0, m_maxSms);
        m_y[SmUse]->setRange(0.0, top);
        // The top is the GPU's SMs, not a round number: with room for two labels only, 0 and it.
        setRoundTicks(static_cast<QValueAxis *>(m_y[SmUse]), top, intervals, top);
        break;
    }
    case Latency:
    case Tokens: {
        const double lo = id == Latency ? r.latLo : r.tokLo, hi = id == Latency ? r.latHi : r.tokHi;
        m_y[id]->setRange(lo, hi);
        // A label every decade, or every second or third one when the plot is short.
        const int decades = std::max(1, int(std::lround(std::log10(hi / lo))));
        const double base = std::pow(10.0, std::ceil(double(decades) / intervals - 1e-9));
        auto *log = static_cast<QLogValueAxis *>(m_y[id]);
        if (log->base() != base)
            log->setBase(base);
        break;
    }
    case Throughput:
    case Memory: {
        // The top is the next tick above the data: 0, 100, 200 rather than 0, 110, 220.
        const double peak = std::max(1e-9, (id == Throughput ? r.maxThr : r.maxMem) * 1.05);
        const double step = roundTickStep(peak, intervals);
        m_y[id]->setRange(0.0, std::ceil(peak / step - 1e-9) * step);
        setRoundTicks(static_cast<QValueAxis *>(m_y[id]), peak, intervals);
        break;
    }
    case ChartCount:
        break;
    }
}

double ChartPanel::roundTickStep(double span, int maxIntervals)
{
    if (!(span > 0) || maxIntervals < 1)
        return 1;
    const double raw = span / maxIntervals;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0})
        if (m * magnitude >= raw * (1 - 1e-9))
            return m * magnitude;
    return 10 * magnitude;
}

bool ChartPanel::yTitleFits(ChartId id) const
{
    // Qt Charts cuts a y axis's title (drawn upright) to the plot's height.
    const QString title = m_y[id]->titleText();
    return QFontMetrics(m_y[id]->titleFont()).horizontalAdvance(title) + 4 <= m_charts[id]->plotArea().height();
}

int ChartPanel::yLabelRoom(ChartId id) const
{
    // Qt Charts cuts a y label to "..." where it is taller than the axis's height over the number
    // of labels, less twice its 4 px label padding (verticalaxis.cpp); a label's box is its line
    // plus a 0.5 px margin above and below.
    const double plot = m_charts[id]->plotArea().height();
    const double label = QFontMetricsF(m_y[id]->labelsFont()).height() + 1;
    return std::max(2, int(std::floor(plot / (label + 8))));
}

void ChartPanel::setRoundTicks(QValueAxis *axis, double span, int maxIntervals, double maxStep)
{
    // Ticks on multiples of a 1-2-5 step anchored at 0, whatever the range: 0, 5, 10 rather
    // than 0, 3.25, 6.5.
    const double step = std::min(roundTickStep(span, maxIntervals), maxStep);
    if (axis->tickType() != QValueAxis::TicksDynamic)
        axis->setTickType(QValueAxis::TicksDynamic);
    if (axis->tickAnchor() != 0)
        axis->setTickAnchor(0);
    if (axis->tickInterval() != step)
        axis->setTickInterval(step);
}

void ChartPanel::redraw()
{
    m_pending = false;
    m_newDuringRound = false;
    m_nextChart = 0;
    m_sinceRedraw.start();
    const Ranges r = ranges();
    updateTitles();
    for (int i = 0; i < ChartCount; ++i)
        applyChart(ChartId(i), r);
}

void ChartPanel::redrawNext()
{
    // One chart per timer shot, a quarter of the redraw interval apart: a chart view repaints
    // its whole scene after replace(), and four at once cost a 60 Hz frame or two (BENCHMARKS.md).
    if (m_nextChart == 0)
        updateTitles();
    applyChart(ChartId(m_nextChart), ranges());
    m_nextChart = (m_nextChart + 1) % ChartCount;
    if (m_nextChart != 0) {
        m_redrawTimer->start(minRedrawIntervalMs() / ChartCount);
        return;
    }
    m_sinceRedraw.start();
    if (m_newDuringRound) {
        // Points came in while the round ran: one more round, so no chart keeps a stale end
        // (after a pause no further points would trigger it).
        m_newDuringRound = false;
        m_redrawTimer->start(minRedrawIntervalMs());
        return;
    }
    m_pending = false;
}

void ChartPanel::applyTheme()
{
    const QPalette pal = palette();
    const ColorScheme scheme = schemeForBackground(pal.color(QPalette::Window));
    const QColor text = pal.color(QPalette::WindowText);
    const QColor grid = scheme == ColorScheme::Dark ? QColor(0x44, 0x4a, 0x52) : QColor(0xd8, 0xdc, 0xe1);
    for (int i = 0; i < ChartCount; ++i) {
        QChart *c = m_charts[i];
        // No setTheme(): it would reset the series colours; the app palette is applied by hand.
        c->setBackgroundBrush(pal.color(QPalette::Base));
        c->setBackgroundRoundness(0);
        c->setTitleBrush(text);
        c->legend()->setLabelColor(text);
        for (QAbstractAxis *a : {static_cast<QAbstractAxis *>(m_x[i]), m_y[i]}) {
            a->setLabelsColor(text);
            a->setTitleBrush(text);
            a->setGridLineColor(grid);
            a->setLinePenColor(grid);
        }
        m_views[i]->setBackgroundBrush(pal.color(QPalette::Window));
    }
    const QColor plot = pal.color(QPalette::Base); // the charts' background (above)
    for (size_t k = 0; k < m_tenants.size(); ++k) {
        TenantSeries &t = m_tenants[k];
        const int tenant = int(k);
        // Lines in a shade that has 3:1 against the plot (tenantLineColor); from the seventh tenant
        // on, a dash pattern and a patterned area of its own as well (tenantcolors.h).
        QColor fill = tenantColor(tenant, scheme);
        fill.setAlphaF(0.85f);
        t.smArea->setBrush(tenantBrush(tenant, fill, devicePixelRatioF()));
        t.smArea->setPen(Qt::NoPen); // the fill says it all; a border doubles the stroking work
        for (QLineSeries *s : {t.latency, t.throughput, t.memory})
            s->setPen(tenantLinePen(tenant, plot, 2));
        if (t.slo)
            t.slo->setPen(tenantLinePen(tenant, plot, 1.5, TenantLine::Target));
        if (t.ttft) {
            t.ttft->setPen(tenantLinePen(tenant, plot, 2));
            t.tpot->setPen(tenantLinePen(tenant, plot, 2, TenantLine::Detail));
            t.kv->setPen(tenantLinePen(tenant, plot, 2, TenantLine::Detail));
            t.kvLimit->setPen(tenantLinePen(tenant, plot, 1.5, TenantLine::Target));
        }
    }
    updateLegend();
    for (int i = 0; i < ChartCount; ++i) {
        if (!m_marker[i])
            continue;
        m_marker[i]->setPen(QPen(text, 2));
        for (QLegendMarker *m : m_charts[i]->legend()->markers(m_marker[i]))
            m->setVisible(false);
    }
}

QString ChartPanel::chartTitle(ChartId id) const
{
    switch (id) {
    case SmUse:
        return tr("SMs in use, by tenant");
    case Latency:
        // Percentiles are of completed requests: said whenever some did not complete.
        return m_latencyNote.isEmpty() ? tr("p99 latency (dashed: SLO)")
                                       : tr("p99 of completed requests (dashed: SLO)");
    case Throughput:
        return tr("Throughput");
    case Memory:
        // An LLM's KV cache: what it holds and what its domain lets it hold.
        return hasLlm() ? tr("Memory in use<br>dotted: KV cache, dashed: KV limit") : tr("Memory in use");
    case Tokens:
        return tr("LLM: TTFT p99 (solid)<br>TPOT mean (dotted)");
    case ChartCount:
        break;
    }
    return {};
}

void ChartPanel::setExpectingData(bool expecting)
{
    m_expectingData = expecting;
    updateTitles();
}

// `title` (lines split by <br>) wrapped to `width` pixels of `font` at line-break opportunities
// (spaces, and between CJK characters), each line kept whole: a title is read, not elided.
QString ChartPanel::wrapTitle(const QString &title, const QFont &font, int width)
{
    const QFontMetrics fm(font);
    QStringList out;
    for (const QString &line : title.split(QStringLiteral("<br>"))) {
        if (width <= 0 || fm.horizontalAdvance(line) <= width) {
            out << line;
            continue;
        }
        QTextBoundaryFinder finder(QTextBoundaryFinder::Line, line);
        qsizetype start = 0, lastBreak = 0;
        for (qsizetype pos = finder.toNextBoundary(); pos >= 0; pos = finder.toNextBoundary()) {
            if (fm.horizontalAdvance(line.mid(start, pos - start).trimmed()) > width && lastBreak > start) {
                out << line.mid(start, lastBreak - start).trimmed();
                start = lastBreak;
            }
            lastBreak = pos;
        }
        out << line.mid(start).trimmed();
    }
    return out.join(QStringLiteral("<br>"));
}

bool ChartPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, &ChartPanel::updateTitles); // after the layout gave every view its size
    return QWidget::eventFilter(watched, event);
}

bool ChartPanel::timeAxisTitleShown(ChartId id) const
{
    return m_x[id]->isTitleVisible();
}

void ChartPanel::updateTitles()
{
    // Heights as laid out, with the fallback fonts a text needs (CJK lines are taller than the
    // primary font's line spacing says).
    auto lineHeight = [](const QFont &font, const QString &text) {
        return QFontMetrics(font).boundingRect(QRect(0, 0, 100000, 1000), Qt::TextSingleLine, text).height();
    };
    auto heightOf = [&](const QString &title, const QFont &font) {
        int h = 0;
        for (const QString &line : title.split(QStringLiteral("<br>")))
            h += lineHeight(font, line);
        return h;
    };
    // In slow motion (time-sliced modes start at 1/100×) the first point comes only after many
    // seconds: the title says why the chart is still empty instead of showing a blank frame.
    const bool empty = m_tenants.empty() || m_tenants.front().sm.isEmpty();
    QStringList legendNotes;
    for (int i = 0; i < ChartCount; ++i) {
        const QFont titleFont = m_charts[i]->titleFont();
        // The title's room: the view less the chart's margins and its layout's (Qt Charts cuts a
        // title wider than that to "..."), less the title box's own margin and a pixel of rounding.
        qreal layoutLeft = 0, layoutRight = 0, unused = 0;
        if (QGraphicsLayout *l = m_charts[i]->layout())
            l->getContentsMargins(&layoutLeft, &unused, &layoutRight, &unused);
        const QMargins chartMargins = m_charts[i]->margins();
        const int width = m_views[i]->width() - chartMargins.left() - chartMargins.right()
            - int(std::ceil(layoutLeft + layoutRight)) - 3;
        const int labels = lineHeight(m_x[i]->labelsFont(), QStringLiteral("0123456789"));
        const int axisTitle = lineHeight(m_x[i]->titleFont(), m_x[i]->titleText());
        // Qt Charts' own padding around title, labels and axis title is about 46 px; the plot
        // keeps at least four label lines, three when the axis title gives way.
        const int frame = labels + 46;
        const bool note = empty && m_expectingData && !m_tenants.empty();
        QString source = chartTitle(ChartId(i));
        // The y axis's title (the unit) where the plot is tall enough for it; otherwise the
        // chart's title names the unit, instead of Qt Charts cutting it to "reque...".
        const bool yTitle = yTitleFits(ChartId(i));
        m_y[i]->setTitleVisible(yTitle);
        if (!yTitle) {
            QStringList lines = source.split(QStringLiteral("<br>"));
            lines[0] = tr("%1, in %2").arg(lines[0], m_y[i]->titleText());
            source = lines.join(QStringLiteral("<br>"));
        }
        if (note)
            source = tr("%1<br>(first point at t = %2 s)")
                         .arg(source, QLocale().toString(EngineOptions().sampleIntervalS, 'g', 3));
        else if (i == Latency && !m_latencyNote.isEmpty())
            source = tr("%1<br>not completed: %2").arg(source, m_latencyNote.toHtmlEscaped());
        // The whole title where it fits whole above a plot of three label lines; otherwise its
        // first line, and the rest (the latency note, the KV key, the TPOT line) on the legend's
        // line, which has the panel's whole width.
        QString title = wrapTitle(source, titleFont, width);
        if (heightOf(title, titleFont) + frame + 3 * labels > m_views[i]->height()
            && m_views[i]->isVisibleTo(this) && source.contains(QLatin1String("<br>"))) {
            QStringList lines = source.split(QStringLiteral("<br>"));
            const QString head = lines.takeFirst();
            title = wrapTitle(head, titleFont, width);
            if (!note) // "(first point at …)" is for the moment before the first point: left out
                legendNotes << tr("%1: %2").arg(head, lines.join(tr(", ")));
        }
        if (m_charts[i]->title() != title)
            m_charts[i]->setTitle(title);
        // The time axis's title only where the view has room for it above a plot of four label
        // lines: a title of two lines or more (nothing plotted yet, the latency chart's note, the
        // KV key) or a short panel (a 1366x728 screen, Chinese line heights) takes that line, so
        // the axis keeps its numbers instead of eliding everything to "…". The legend then names
        // the axis.
        const bool oneLine = !title.contains(QLatin1String("<br>"));
        const bool room = m_views[i]->height() >= heightOf(title, titleFont) + axisTitle + frame + 4 * labels;
        m_x[i]->setTitleVisible(!note && oneLine && room);
    }
    m_legendNote = legendNotes.join(QStringLiteral(" &nbsp; · &nbsp; "));
    updateLegend();
}

void ChartPanel::retranslate()
{
    updateTitles();
    for (int i = 0; i < ChartCount; ++i) {
        m_x[i]->setTitleText(tr("simulated time (s)"));
        m_views[i]->setAccessibleName(chartTitle(ChartId(i)).replace(QLatin1String("<br>"), QLatin1String(" ")));
    }
    m_y[SmUse]->setTitleText(tr("SMs"));
    m_y[Latency]->setTitleText(tr("ms"));
    m_y[Throughput]->setTitleText(tr("requests/s"));
    m_y[Memory]->setTitleText(tr("GiB"));
    m_y[Tokens]->setTitleText(tr("ms"));
}

int ChartPanel::textPxFor(const QSize &size)
{
    // Four charts side by side: each is a quarter of the width.
    const double byHeight = size.height() / 15.0;
    const double byWidth = size.width() / 4.0 / 28.0;
    return std::clamp(int(std::lround(std::min(byHeight, byWidth))), 11, 22);
}

void ChartPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    applyFonts();
    updateMinimumHeight();
}

void ChartPanel::updateMinimumHeight()
{
    // The least height of a chart: its title, Qt Charts' padding (about 46 px), the time axis's
    // numbers and a plot of two whole y labels (yLabelRoom), at the smallest text size, so a short
    // window (the first one on a 1366x768 screen) squeezes the picture, not the charts.
    QFont smallest = font();
    smallest.setPixelSize(std::max(m_minTextPx, textPxFor(QSize())));
    QFont smallestBold = smallest;
    smallestBold.setBold(true);
    const int label = QFontMetrics(smallest).height();
    const int least = std::max(80, QFontMetrics(smallestBold).height() + 46 + label + 2 * (label + 9));
    for (QChartView *v : m_views)
        if (v->minimumHeight() != least)
            v->setMinimumHeight(least);
}

void ChartPanel::setTextZoom(qreal zoom)
{
    if (qFuzzyCompare(zoom, m_textZoom))
        return;
    m_textZoom = zoom;
    applyFonts();
    updateTitles(); // the titles wrap and the axis titles show by the new sizes
}

void ChartPanel::setMinimumTextPx(int px)
{
    if (px == m_minTextPx)
        return;
    m_minTextPx = std::max(0, px);
    applyFonts();
    updateMinimumHeight();
    updateTitles();
}

void ChartPanel::applyFonts()
{
    // The zoom grows the words up to a quarter above what the panel's size calls for: larger ones
    // would crowd the plots out of the panel (and widen the dock); below 100 % down to 11 px.
    const int fitted = textPxFor(size());
    const int px = std::max(m_minTextPx, std::clamp(int(std::lround(fitted * m_textZoom)), std::min(fitted, 11),
                                                    int(std::lround(fitted * 1.25))));
    if (px == m_textPx)
        return;
    m_textPx = px;
    QFont labels = font();
    labels.setPixelSize(px);
    QFont titles = labels;
    titles.setBold(true);
    m_legend->setFont(labels);
    for (int i = 0; i < ChartCount; ++i) {
        m_charts[i]->setTitleFont(titles);
        for (QAbstractAxis *a : {static_cast<QAbstractAxis *>(m_x[i]), m_y[i]}) {
            a->setLabelsFont(labels);
            a->setTitleFont(titles);
        }
    }
}

void ChartPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

} // namespace gpuk
