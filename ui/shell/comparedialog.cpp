#include "comparedialog.h" // own header by plain name: lupdate then knows the class is gpuk::CompareDialog

#include "analysis/planchoice.h"
#include "catalog/catalog.h"
#include "io/comparereport.h"
#include "io/messages.h"
#include "io/outputfile.h"
#include "io/receipttext.h"
#include "ui/shell/exportbuttons.h"
#include "io/results.h"
#include "sharing/validate.h"
#include "ui/text/format.h"
#include "ui/text/words.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalBlocker>
#include <QSlider>
#include <QTimer>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace gpuk {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString factorText(double f)
{
    return QStringLiteral("×%1").arg(QString::number(f, 'g', 3));
}

// One line per mode on every chart; the modes differ by more than colour. Six modes, six lines: a
// colour and a dash each (the sixth, software slicing, a long dash).
QPen modePen(size_t index)
{
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine,
                                          Qt::CustomDashLine};
    static const QColor colours[] = {QColor(0x33, 0x33, 0x33), QColor(0x1f, 0x6f, 0xd1), QColor(0xc2, 0x41, 0x0c),
                                     QColor(0x2e, 0x8b, 0x57), QColor(0x8e, 0x44, 0xad), QColor(0x00, 0x83, 0x8f)};
    static_assert(std::size(styles) == std::size(allModes) && std::size(colours) == std::size(allModes));
    const size_t k = index % std::size(colours);
    QPen pen(colours[k], 2.5, styles[k]);
    if (styles[k] == Qt::CustomDashLine)
        pen.setDashPattern({6, 2});
    return pen;
}

// A mode's line on a chart; its name is in the one legend under the charts, not in each chart's.
void styleModeSeries(QLineSeries *s, Mode mode, size_t index)
{
    s->setName(Words::modeName(mode));
    s->setPen(modePen(index));
    s->setPointsVisible(true);
}

const TenantResult *tenantResult(const RunResults &run, const std::string &id)
{
    for (const TenantResult &x : run.tenants)
        if (x.id == id)
            return &x;
    return nullptr;
}

} // namespace

// What a sweep's worker produces: the plans compare runs (modes whose plan is not valid are
// skipped, with why), then the sweep.
// A live slider run: one load, every mode, over the preview window or the whole run.
struct CompareDialog::LiveWork
{
    double factor = 1;
    bool wholeRun = false;
    LoadSweep sweep;
};

struct CompareDialog::Work
{
    std::vector<std::pair<Mode, SharingPlan>> plans;
    std::vector<std::pair<Mode, QString>> skipped;
    QJsonArray planJson;
    LoadSweep sweep;
};

const std::vector<double> &CompareDialog::factors()
{
    static const std::vector<double> f = {0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4};
    return f;
}

CompareDialog::CompareDialog(const Scenario &scenario, QWidget *parent) : QDialog(parent), m_scenario(scenario)
{
    setObjectName(QStringLiteral("compareDialog"));
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("compareIntro"));
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *row = new QHBoxLayout;
    m_scaleLabel = new QLabel(this);
    m_scale = tenantCombo(QStringLiteral("compareScale"));
    m_scaleLabel->setBuddy(m_scale);
    m_busy = new QProgressBar(this);
    m_busy->setObjectName(QStringLiteral("compareBusy"));
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 30);
    row->addWidget(m_scaleLabel);
    row->addWidget(m_scale);
    row->addStretch(1);
    row->addWidget(m_busy);
    layout->addLayout(row);

    auto makeChart = [this](QChart **chart, QChartView **view, const char *name) {
        *chart = new QChart;
        (*chart)->setAnimationOptions(QChart::NoAnimation);
        (*chart)->legend()->setAlignment(Qt::AlignBottom);
        *view = new QChartView(*chart, this);
        (*view)->setObjectName(QLatin1String(name));
        (*view)->setRenderHint(QPainter::Antialiasing);
        (*view)->setMinimumHeight(fontMetrics().height() * 13);
    };
    makeChart(&m_sloChart, &m_sloView, "compareSloChart");
    makeChart(&m_goodputChart, &m_goodputView, "compareGoodputChart");
    makeChart(&m_p99Chart, &m_p99View, "compareP99Chart");
    auto *charts = new QHBoxLayout;
    charts->addWidget(m_sloView, 1);
    charts->addWidget(m_goodputView, 1);
    charts->addWidget(m_p99View, 1);
    layout->addLayout(charts, 3);
    // Whose p99 the third chart shows.
    auto *p99Row = new QHBoxLayout;
    m_p99Label = new QLabel(this);
    m_p99Of = tenantCombo(QStringLiteral("compareP99Of"));
    m_p99Label->setBuddy(m_p99Of);
    m_legend = new QWidget(this);
    m_legend->setObjectName(QStringLiteral("compareLegend"));
    auto *legendRow = new QHBoxLayout(m_legend);
    legendRow->setContentsMargins(0, 0, 0, 0);
    legendRow->setSpacing(4);
    p99Row->addWidget(m_legend);
    p99Row->addStretch(1);
    p99Row->addWidget(m_p99Label);
    p99Row->addWidget(m_p99Of);
    layout->addLayout(p99Row);
    connect(m_p99Of, &QComboBox::currentIndexChanged, this, [this] {
        const int v = m_p99Of->currentData().toInt();
        setP99Tenant(v < 0 ? std::nullopt : std::optional<int>(v));
    });

    auto *tableRow = new QHBoxLayout;
    m_tableLabel = new QLabel(this);
    m_tableLoad = new QComboBox(this);
    m_tableLoad->setObjectName(QStringLiteral("compareTableLoad"));
    m_tableLabel->setBuddy(m_tableLoad);
    for (double f : factors())
        m_tableLoad->addItem(factorText(f));
    m_tableLoad->setCurrentIndex(int(std::find(factors().begin(), factors().end(), 1.0) - factors().begin()));
    tableRow->addWidget(m_tableLabel);
    tableRow->addWidget(m_tableLoad);
    tableRow->addStretch(1);
    layout->addLayout(tableRow);
    // The live load: a slider the table follows within about 100 ms (the preview window), then
    // the whole run when it rests.
    auto *liveRow = new QHBoxLayout;
    m_loadLabel = new QLabel(this);
    m_loadSlider = new QSlider(Qt::Horizontal, this);
    m_loadSlider->setObjectName(QStringLiteral("compareLoadSlider"));
    m_loadSlider->setRange(5, 80); // ×0.25 .. ×4 in steps of 0.05
    m_loadSlider->setValue(20);
    m_loadSlider->setPageStep(5);
    m_loadSlider->setEnabled(false); // until the plans are known (the first sweep)
    m_loadLabel->setBuddy(m_loadSlider);
    m_loadValue = new QLabel(this);
    m_loadValue->setObjectName(QStringLiteral("compareLoadValue"));
    m_loadValue->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 34);
    liveRow->addWidget(m_loadLabel);
    liveRow->addWidget(m_loadSlider, 1);
    liveRow->addWidget(m_loadValue);
    layout->addLayout(liveRow);
    m_rest = new QTimer(this);
    m_rest->setSingleShot(true);
    m_rest->setInterval(restMs());
    connect(m_rest, &QTimer::timeout, this, [this] { startLive(true); });
    connect(m_loadSlider, &QSlider::valueChanged, this, [this](int v) { setLiveLoad(v / 20.0); });
    connect(&m_liveWatcher, &QFutureWatcher<void>::finished, this, [this] {
        m_liveRunning = false;
        if (m_liveWork && m_liveWork->factor == m_liveFactor) {
            m_live = m_liveWork->sweep;
            m_liveWhole = m_liveWork->wholeRun;
            showLive();
            emit liveComputed(m_liveWhole);
        }
        if (m_livePending) {
            const bool whole = *m_livePending;
            m_livePending.reset();
            startLive(whole);
        }
    });
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Every mode's row shows without scrolling: the header's two lines and six rows.
    m_table->setMinimumHeight(fontMetrics().height() * 16);
    layout->addWidget(m_table, 0);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("compareNote"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // The sweep's numbers as files: compare --sweep --format json and csv, byte for byte.
    std::tie(m_exportJson, m_exportCsv) = addExportButtons(
            buttons, QStringLiteral("compareExport"), QStringLiteral("sweep"),
            [this](bool json) { return json ? tr("Export the load sweep as JSON") : tr("Export the load sweep as CSV"); },
            [this] { return tr("Export the load sweep"); },
            [this](const QString &path, bool json, QString *error) { return exportTo(path, json, error); });
    layout->addWidget(buttons);

    connect(m_scale, &QComboBox::currentIndexChanged, this, [this] {
        const int v = m_scale->currentData().toInt();
        setScaledTenant(v < 0 ? std::nullopt : std::optional<int>(v));
    });
    connect(m_tableLoad, &QComboBox::currentIndexChanged, this, [this] {
        m_showLive = false;
        fillTable();
    });
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, [this] {
        if (m_restart) { // asked for another sweep meanwhile: this one is moot
            m_restart = false;
            start();
            return;
        }
        m_computing = false;
        m_sweep = m_work->sweep;
        m_plans = m_work->plans;
        m_planJson = m_work->planJson;
        m_loadSlider->setEnabled(!m_plans.empty());
        m_exportJson->setEnabled(true);
        m_exportCsv->setEnabled(true);
        m_skipped.clear();
        for (const auto &[mode, why] : m_work->skipped)
            m_skipped << tr("%1: %2").arg(Words::modeName(mode), why);
        m_busy->hide();
        showResults();
        emit computed();
    });
    retranslateUi();
    resize(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 130, fontMetrics().height() * 44);
    start();
}

CompareDialog::~CompareDialog()
{
    m_watcher.disconnect();
    m_liveWatcher.disconnect();
    m_watcher.waitForFinished(); // it works on its own copies; seconds at most
    m_liveWatcher.waitForFinished();
}

QComboBox *CompareDialog::tenantCombo(const QString &name)
{
    // Item 0 (data -1) is "every tenant" or "the worst", worded by retranslateUi; then each tenant.
    auto *combo = new QComboBox(this);
    combo->setObjectName(name);
    combo->addItem(QString(), -1);
    for (size_t i = 0; i < m_scenario.tenants.size(); ++i) {
        const Tenant &t = m_scenario.tenants[i];
        combo->addItem(qs(t.name.empty() ? t.id : t.name), int(i));
    }
    return combo;
}

void CompareDialog::setLiveLoad(double factor)
{
    const int step = std::clamp(int(std::lround(factor / 0.05)), m_loadSlider->minimum(), m_loadSlider->maximum());
    m_liveFactor = step / 20.0; // as exact as the literal (29 / 20.0 == 1.45, 29 * 0.05 is not)
    if (m_loadSlider->value() != step) {
        const QSignalBlocker block(m_loadSlider);
        m_loadSlider->setValue(step);
    }
    m_loadValue->setText(tr("×%1: computing…").arg(localeNumber(m_liveFactor, 2)));
    m_rest->stop();
    startLive(false);
}

void CompareDialog::startLive(bool wholeRun)
{
    if (m_plans.empty())
        return;
    if (m_liveRunning) { // one run at a time: the newest load waits for it, older ones are dropped
        m_livePending = m_livePending.value_or(false) || wholeRun;
        return;
    }
    m_liveRunning = true;
    m_liveWork = std::make_shared<LiveWork>();
    m_liveWork->factor = m_liveFactor;
    m_liveWork->wholeRun = wholeRun;
    const std::shared_ptr<LiveWork> work = m_liveWork;
    const Scenario scenario = wholeRun ? m_scenario : sweepPreviewScenario(m_scenario);
    const auto plans = m_plans;
    const std::optional<int> tenant = m_tenant;
    m_liveWatcher.setFuture(QtConcurrent::run(
            [work, scenario, plans, tenant] { work->sweep = sweepLoad(scenario, plans, {work->factor}, tenant); }));
}

void CompareDialog::showLive()
{
    m_showLive = true;
    m_loadValue->setText(m_liveWhole ? tr("×%1: the whole run").arg(localeNumber(m_liveFactor, 2))
                                     : tr("×%1: the first %2 s (preview)").arg(localeNumber(m_liveFactor, 2),
                                                                               localeNumber(kSweepPreviewS, 0)));
    if (!m_liveWhole)
        m_rest->start(); // the whole run once the slider rests
    showLoadMarker();
    fillTable();
}

void CompareDialog::showLoadMarker()
{
    // A vertical line on both charts at the slider's load.
    for (QChart *c : {m_sloChart, m_goodputChart, m_p99Chart}) {
        for (QAbstractSeries *s : c->series())
            if (s->objectName() == QLatin1String("loadMarker")) {
                c->removeSeries(s);
                delete s;
            }
        const auto axes = c->axes(Qt::Vertical);
        if (!m_showLive || axes.isEmpty())
            continue;
        double bottom = 0, top = 1;
        if (const auto *y = qobject_cast<QValueAxis *>(axes.front())) {
            bottom = y->min();
            top = y->max();
        } else if (const auto *ly = qobject_cast<QLogValueAxis *>(axes.front())) {
            bottom = ly->min();
            top = ly->max();
        }
        auto *marker = new QLineSeries;
        marker->setObjectName(QStringLiteral("loadMarker"));
        marker->setName(tr("×%1 now").arg(localeNumber(m_liveFactor, 2)));
        marker->setPen(QPen(palette().color(QPalette::Highlight), 1.5, Qt::DashLine));
        marker->append(m_liveFactor, bottom);
        marker->append(m_liveFactor, top);
        c->addSeries(marker);
        for (QAbstractAxis *a : c->axes())
            marker->attachAxis(a);
    }
    for (QChart *c : {m_sloChart, m_goodputChart, m_p99Chart})
        hideModeMarkers(c);
}

void CompareDialog::setScaledTenant(std::optional<int> index)
{
    if (index == m_tenant && !m_sweep.cells.empty())
        return;
    m_tenant = index;
    m_showLive = false; // the live load was of the other scaling
    const int item = m_scale->findData(index ? *index : -1);
    if (item >= 0 && item != m_scale->currentIndex()) {
        const QSignalBlocker block(m_scale);
        m_scale->setCurrentIndex(item);
    }
    if (m_watcher.isRunning()) {
        m_restart = true;
        return;
    }
    start();
}

bool CompareDialog::isComputing() const
{
    return m_computing; // until its results are shown (the watcher stops running before that)
}

void CompareDialog::setTableLoad(int index)
{
    m_tableLoad->setCurrentIndex(index);
}

void CompareDialog::start()
{
    m_computing = true;
    m_busy->show();
    m_exportJson->setEnabled(false); // the sweep shown is not the one asked for
    m_exportCsv->setEnabled(false);
    m_work = std::make_shared<Work>();
    const std::shared_ptr<Work> work = m_work;
    const Scenario scenario = m_scenario;
    const std::optional<int> tenant = m_tenant;
    m_watcher.setFuture(QtConcurrent::run([work, scenario, tenant] {
        // The plans `gpukitchen-cli compare` runs (comparisonPlans), a plan that is not valid for
        // the scenario skipped with the validator's first error.
        if (!scenario.gpu())
            return;
        const std::vector<ModePlan> modePlans =
                comparisonPlans(scenario, std::vector<Mode>(std::begin(allModes), std::end(allModes)));
        work->planJson = planEntries(scenario, modePlans).json;
        for (const ModePlan &mp : modePlans) {
            if (!mp.runnable()) {
                const auto error = std::find_if(mp.diagnostics.begin(), mp.diagnostics.end(),
                                                [](const Diagnostic &x) { return x.severity == Severity::Error; });
                work->skipped.emplace_back(mp.mode, error == mp.diagnostics.end() ? QString() : diagnosticMessage(*error));
                continue;
            }
            work->plans.emplace_back(mp.mode, mp.choice.plan);
        }
        work->sweep = sweepLoad(scenario, work->plans, factors(), tenant);
    }));
}

void CompareDialog::showResults()
{
    const QPalette pal = palette();
    for (QChart *c : {m_sloChart, m_goodputChart})
        styleChart(c);
    const int withSlo = tenantsWithSlo(m_scenario);
    double topGoodput = 1;
    for (size_t m = 0; m < m_sweep.modes.size(); ++m) {
        auto *slo = new QLineSeries;
        auto *good = new QLineSeries;
        for (QLineSeries *s : {slo, good})
            styleModeSeries(s, m_sweep.modes[m], m);
        for (size_t i = 0; i < m_sweep.factors.size(); ++i) {
            const SweepCell &c = m_sweep.cells[i][m];
            if (!c.results)
                continue;
            const SloTally tally = sloTally(*c.results);
            slo->append(m_sweep.factors[i], tally.meeting);
            good->append(m_sweep.factors[i], tally.goodputRps);
            topGoodput = std::max(topGoodput, tally.goodputRps);
        }
        m_sloChart->addSeries(slo);
        m_goodputChart->addSeries(good);
    }
    auto axes = [&](QChart *c, double top, const QString &yTitle, bool integer) {
        auto *x = new QValueAxis;
        x->setRange(0, m_sweep.factors.empty() ? 4 : m_sweep.factors.back());
        x->setTitleText(tr("load, times the scenario's"));
        x->setLabelFormat(QStringLiteral("%.2g"));
        auto *y = new QValueAxis;
        y->setRange(0, top);
        y->setTitleText(yTitle);
        if (integer) {
            y->setTickCount(int(top) + 1);
            y->setLabelFormat(QStringLiteral("%d"));
        } else {
            y->applyNiceNumbers();
            y->setLabelFormat(QStringLiteral("%.0f"));
        }
        for (QValueAxis *a : {x, y}) {
            a->setLabelsColor(pal.color(QPalette::WindowText));
            a->setTitleBrush(pal.color(QPalette::WindowText));
        }
        c->addAxis(x, Qt::AlignBottom);
        c->addAxis(y, Qt::AlignLeft);
        for (QAbstractSeries *s : c->series()) {
            s->attachAxis(x);
            s->attachAxis(y);
        }
    };
    axes(m_sloChart, std::max(1, withSlo), QString(), true); // the chart's title says what is counted
    axes(m_goodputChart, topGoodput * 1.05, tr("requests/s"), false);
    showP99(); // and the load marker on every chart
    showLegend();
    fillTable();
}

void CompareDialog::hideModeMarkers(QChart *c) const
{
    // The modes' lines are named in the common legend (m_legend); a chart's own legend keeps the
    // SLO line and the slider's load.
    bool any = false;
    for (QLegendMarker *marker : c->legend()->markers()) {
        const bool own = marker->series() && !marker->series()->objectName().isEmpty();
        marker->setVisible(own);
        any = any || own;
    }
    c->legend()->setVisible(any); // no empty band under a chart
}

void CompareDialog::showLegend()
{
    while (QLayoutItem *item = m_legend->layout()->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    auto *row = static_cast<QHBoxLayout *>(m_legend->layout());
    const int h = fontMetrics().height();
    for (size_t m = 0; m < m_sweep.modes.size(); ++m) {
        QPixmap swatch(QSize(h * 3, h) * devicePixelRatio());
        swatch.setDevicePixelRatio(devicePixelRatio());
        swatch.fill(Qt::transparent);
        {
            QPainter p(&swatch);
            p.setRenderHint(QPainter::Antialiasing);
            const QPen pen = modePen(m);
            p.setPen(pen);
            p.drawLine(QPointF(1, h / 2.0), QPointF(h * 3 - 1, h / 2.0));
            p.setBrush(pen.color());
            p.setPen(Qt::NoPen);
            p.drawEllipse(QPointF(h * 1.5, h / 2.0), h / 4.0, h / 4.0);
        }
        auto *icon = new QLabel(m_legend);
        icon->setPixmap(swatch);
        auto *name = new QLabel(Words::modeName(m_sweep.modes[m]), m_legend);
        name->setObjectName(QStringLiteral("compareLegendMode"));
        row->addWidget(icon);
        row->addWidget(name);
        row->addSpacing(h);
    }
}

void CompareDialog::styleChart(QChart *c) const
{
    const QPalette pal = palette();
    c->removeAllSeries();
    for (QAbstractAxis *a : c->axes())
        c->removeAxis(a);
    c->setBackgroundBrush(pal.color(QPalette::Base));
    c->setTitleBrush(pal.color(QPalette::WindowText));
    c->legend()->setLabelColor(pal.color(QPalette::WindowText));
}

std::vector<std::pair<double, double>> CompareDialog::p99Points(size_t m) const
{
    std::vector<std::pair<double, double>> points;
    if (m >= m_sweep.modes.size())
        return points;
    for (size_t i = 0; i < m_sweep.factors.size(); ++i) {
        const SweepCell &c = m_sweep.cells[i][m];
        if (!c.results)
            continue;
        if (m_p99Tenant) {
            const TenantResult *t = tenantResult(*c.results, m_scenario.tenants[size_t(*m_p99Tenant)].id);
            if (t && t->completed > 0)
                points.emplace_back(m_sweep.factors[i], t->latencyMs.p99);
            continue;
        }
        // The worst p99 against its SLO: a tenant with an SLO that completed nothing leaves no value.
        double worst = 0;
        bool known = false;
        for (const TenantResult &t : c.results->tenants) {
            if (t.sloMs <= 0)
                continue;
            if (t.completed == 0) {
                known = false;
                break;
            }
            worst = std::max(worst, t.latencyMs.p99 / t.sloMs);
            known = true;
        }
        if (known)
            points.emplace_back(m_sweep.factors[i], worst);
    }
    return points;
}

void CompareDialog::setP99Tenant(std::optional<int> index)
{
    if (index && (*index < 0 || size_t(*index) >= m_scenario.tenants.size()))
        index.reset();
    m_p99Tenant = index;
    const int item = m_p99Of->findData(index ? *index : -1);
    if (item >= 0 && item != m_p99Of->currentIndex()) {
        const QSignalBlocker block(m_p99Of);
        m_p99Of->setCurrentIndex(item);
    }
    showP99();
}

QString CompareDialog::p99Title() const
{
    return m_p99Tenant
            //: The p99 chart's title with one tenant chosen.
            ? tr("p99 of %1 (ms)").arg(m_p99Of->currentText())
            : tr("p99 of the tenant furthest over its SLO, × its SLO");
}

void CompareDialog::showP99()
{
    styleChart(m_p99Chart);
    const QPalette pal = palette();
    // The SLO the lines are read against: 1 (each tenant's own) for the worst, or the tenant's.
    double slo = 1;
    if (m_p99Tenant)
        slo = m_scenario.tenants[size_t(*m_p99Tenant)].sloMs;
    m_p99Chart->setTitle(p99Title());
    double low = slo > 0 ? slo : 0, high = slo > 0 ? slo : 0;
    bool any = false;
    for (size_t m = 0; m < m_sweep.modes.size(); ++m) {
        auto *s = new QLineSeries;
        styleModeSeries(s, m_sweep.modes[m], m);
        for (const auto &[f, v] : p99Points(m)) {
            s->append(f, v);
            low = any || slo > 0 ? std::min(low, v) : v;
            high = any || slo > 0 ? std::max(high, v) : v;
            any = true;
        }
        m_p99Chart->addSeries(s);
    }
    if (!any && slo <= 0) {
        low = 1;
        high = 10;
    }
    // A log scale: p99 grows by orders of magnitude past a mode's knee.
    low = std::pow(10.0, std::floor(std::log10(std::max(low, 1e-3))));
    high = std::pow(10.0, std::ceil(std::log10(std::max(high, low * 10))));
    const double xMax = m_sweep.factors.empty() ? 4 : m_sweep.factors.back();
    if (slo > 0) { // the SLO as a line
        auto *line = new QLineSeries;
        line->setObjectName(QStringLiteral("sloLine"));
        line->setName(m_p99Tenant ? tr("SLO %1 ms").arg(localeNumber(slo, 0)) : tr("SLO"));
        line->setPen(QPen(pal.color(QPalette::WindowText), 1, Qt::DotLine));
        line->append(0, slo);
        line->append(xMax, slo);
        m_p99Chart->addSeries(line);
    }
    auto *x = new QValueAxis;
    x->setRange(0, xMax);
    x->setTitleText(tr("load, times the scenario's"));
    x->setLabelFormat(QStringLiteral("%.2g"));
    auto *y = new QLogValueAxis;
    y->setBase(10);
    y->setRange(low, high);
    y->setLabelFormat(QStringLiteral("%g"));
    y->setMinorTickCount(0);
    y->setTitleText(m_p99Tenant ? tr("ms") : tr("× SLO"));
    for (QAbstractAxis *a : std::initializer_list<QAbstractAxis *>{x, y}) {
        a->setLabelsColor(pal.color(QPalette::WindowText));
        a->setTitleBrush(pal.color(QPalette::WindowText));
    }
    m_p99Chart->addAxis(x, Qt::AlignBottom);
    m_p99Chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : m_p99Chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    showLoadMarker();
}

QByteArray CompareDialog::exportBytes(bool json) const
{
    if (m_sweep.factors.empty())
        return {};
    return (json ? sweepJsonText(m_scenario, m_sweep, m_planJson) : sweepCsvText(m_sweep)).toUtf8();
}

bool CompareDialog::exportTo(const QString &path, bool json, QString *error) const
{
    if (m_computing || m_sweep.factors.empty()) {
        if (error)
            *error = tr("The load sweep is still being computed.");
        return false;
    }
    const OutputResult r = writeOutputFile(path, exportBytes(json));
    if (!r.ok && error)
        *error = r.error;
    return r.ok;
}

void CompareDialog::fillTable()
{
    const int fi = m_tableLoad->currentIndex();
    m_table->clear();
    const bool live = m_showLive && m_live.cells.size() == 1;
    const LoadSweep &shown = live ? m_live : m_sweep;
    const size_t row = live ? 0 : size_t(fi);
    if (!live && (fi < 0 || size_t(fi) >= m_sweep.cells.size())) {
        m_table->setRowCount(0);
        return;
    }
    QStringList header{tr("Mode"), tr("Tenants meeting\ntheir SLO"), tr("Goodput\n(requests/s)")};
    for (const Tenant &t : m_scenario.tenants)
        //: A table header on two lines: the tenant's name, then what the column shows.
        header << tr("%1\np99 (ms)").arg(qs(t.name.empty() ? t.id : t.name));
    m_table->setColumnCount(int(header.size()));
    m_table->setHorizontalHeaderLabels(header);
    m_table->setRowCount(int(shown.modes.size()));
    const int withSlo = tenantsWithSlo(m_scenario);
    auto set = [this](int r, int c, const QString &text, bool alignRight = true) {
        auto *item = new QTableWidgetItem(text);
        if (alignRight)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(r, c, item);
    };
    for (size_t m = 0; m < shown.modes.size(); ++m) {
        const int r = int(m);
        set(r, 0, Words::modeName(shown.modes[m]), false);
        const SweepCell &c = shown.cells[row][m];
        if (!c.results) {
            set(r, 1, tr("refused: %1").arg(c.refused.empty() ? QString() : diagnosticMessage(c.refused.front())), false);
            continue;
        }
        const SloTally tally = sloTally(*c.results);
        set(r, 1, tr("%1 of %2").arg(tally.meeting).arg(withSlo));
        set(r, 2, QString::number(tally.goodputRps, 'f', 1));
        for (size_t k = 0; k < m_scenario.tenants.size(); ++k) {
            const TenantResult *t = tenantResult(*c.results, m_scenario.tenants[k].id);
            if (!t || t->completed == 0) {
                set(r, 3 + int(k), tr("none completed"));
                continue;
            }
            const bool missed = t->sloMs > 0 && !meetsSlo(*t);
            //: A p99 that misses its SLO, marked as in the CLI's sweep table.
            set(r, 3 + int(k), missed ? tr("%1 (misses)").arg(latencyMsText(t->latencyMs.p99)) : latencyMsText(t->latencyMs.p99));
            if (missed) // the word says it; the colour repeats it
                m_table->item(r, 3 + int(k))->setForeground(palette().color(QPalette::Base).lightness() < 128
                                                                ? QColor(0xff, 0x8a, 0x80) : QColor(0xb7, 0x1c, 0x1c));
        }
    }
    QString note = live && !m_liveWhole
        ? tr("At ×%1 over the first %2 s after the warm-up (a preview; the whole run follows when the slider rests).")
                  .arg(localeNumber(m_liveFactor, 2), localeNumber(kSweepPreviewS, 0))
        : tr("The numbers the command-line tool (gpukitchen-cli) prints for this scenario once saved.");
    if (!m_skipped.isEmpty())
        note += QLatin1Char(' ') + tr("Not compared (their plan is not valid here): %1").arg(m_skipped.join(QStringLiteral("; ")));
    // The receipts' known gaps these plans stand in, by receipt and mode (their sentences in the
    // tool tip): where real GPUs measured otherwise than these numbers, the table says so.
    QStringList gaps, sentences;
    for (const KnownGapInModes &g : knownGapsForPlans(m_scenario, m_plans)) {
        QStringList modes;
        for (Mode m : g.modes)
            modes << Words::modeName(m);
        //: A receipt's id and the modes it concerns: "igual-mps-memory-contention (MPS)".
        gaps << tr("%1 (%2)").arg(QString::fromStdString(g.gap.receipt->id), modes.join(QStringLiteral(", ")));
        sentences << knownGapSentence(g.gap);
    }
    if (!gaps.isEmpty())
        note += QLatin1Char('\n') + tr("Known gaps of the model here, where real GPUs measured otherwise (Help → Receipts…): %1.")
                                        .arg(gaps.join(QStringLiteral("; ")));
    m_note->setText(note);
    m_note->setToolTip(sentences.join(QLatin1Char('\n')));
}

void CompareDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (!m_sweep.cells.empty())
            showResults();
    }
    QDialog::changeEvent(event);
}

void CompareDialog::retranslateUi()
{
    setWindowTitle(tr("Compare the modes under load"));
    m_intro->setText(tr("The same tenants under every sharing mode, each with the plan it would get here, while the "
                        "traffic grows from a quarter to four times this scenario's. The plans stay as they are: "
                        "where a line drops, that mode's deployment breaks."));
    m_scaleLabel->setText(tr("&Grow the traffic of:"));
    m_scale->setItemText(0, tr("every tenant"));
    m_tableLabel->setText(tr("&Table at load:"));
    m_loadLabel->setText(tr("&Move the load:"));
    if (!m_showLive)
        m_loadValue->setText(tr("×%1").arg(localeNumber(m_liveFactor, 2)));
    m_p99Label->setText(tr("&p99 of:"));
    m_p99Of->setItemText(0, tr("the tenant furthest over its SLO"));
    m_exportJson->setText(tr("Export JSON…"));
    m_exportCsv->setText(tr("Export CSV…"));
    m_p99Chart->setTitle(p99Title());
    m_sloChart->setTitle(tr("Tenants meeting their SLO"));
    m_goodputChart->setTitle(tr("Goodput: requests/s completed within their SLO"));
}

} // namespace gpuk
