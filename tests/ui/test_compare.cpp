// Simulation > Compare the modes under load: the core's load sweep in a dialog, the CLI's numbers.

#include "catch_qt.h"
#include "support/testsupport.h"
#include "testwindows.h"

#include "analysis/receipts.h"
#include "ui/shell/comparedialog.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QProcess>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace gpuk;
using namespace gpuk::test;

namespace {

bool waitComputed(CompareDialog *d)
{
    return waitUntil([d] { return !d->isComputing() && !d->sweep().cells.empty(); }, 60000);
}

// `gpukitchen-cli compare FILE --sweep <the dialog's factors> --format json|csv [extra]`'s bytes.
QByteArray cliSweepBytes(const QString &file, const QString &format, const QStringList &extra = {})
{
    QStringList factors;
    for (double f : CompareDialog::factors())
        factors << QString::number(f);
    const CliProcess p = runCliBinary(QStringList{QStringLiteral("compare"), file, QStringLiteral("--sweep"),
                                                  factors.join(QLatin1Char(',')), QStringLiteral("--format"), format}
                                      + extra);
    REQUIRE(p.rc == 0);
    return p.out;
}

// A run's "wall_ms" is the stopwatch of the machine that ran it: the only bytes two runs of the
// same sweep may differ in.
QString withoutWallClock(const QByteArray &json)
{
    static const QRegularExpression wall(QStringLiteral("\"wall_ms\": [0-9.e+-]+"));
    return QString::fromUtf8(json).replace(wall, QStringLiteral("\"wall_ms\": 0"));
}

// What the dialog's Export JSON… or CSV… writes.
QByteArray exported(CompareDialog *d, const QTemporaryDir &dir, bool json)
{
    const QString path = dir.filePath(json ? QStringLiteral("sweep.json") : QStringLiteral("sweep.csv"));
    QString error;
    REQUIRE(d->exportTo(path, json, &error));
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

} // namespace

TEST_CASE("Compare the modes under load shows, at every load and for every mode, the numbers of compare --sweep",
          "[compare]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    REQUIRE(w.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json")));
    const QString file = dir.filePath(QStringLiteral("rag.gpuk.json"));
    REQUIRE(w.saveAs(file));
    auto *action = w.findChild<QAction *>(QStringLiteral("compareAction"));
    REQUIRE(action);
    action->trigger();
    CompareDialog *d = w.compareDialog();
    REQUIRE(d);
    REQUIRE(waitComputed(d));
    const LoadSweep &sweep = d->sweep();
    REQUIRE(sweep.modes.size() == std::size(allModes));
    REQUIRE(sweep.factors == CompareDialog::factors());
    // The note under the table names every known gap of the model these plans stand in, with
    // its receipt; its tool tip says each in full.
    auto *note = d->findChild<QLabel *>(QStringLiteral("compareNote"));
    REQUIRE(note);
    int gaps = 0;
    for (const ModePlan &m : comparisonPlans(w.scenario(), std::vector<Mode>(std::begin(allModes), std::end(allModes))))
        for (const KnownGapHere &gap : knownGapsFor(w.scenario(), m.choice.plan)) {
            INFO(modeName(m.mode) << " " << gap.receipt->id);
            CHECK(note->text().contains(QString::fromStdString(gap.receipt->id)));
            CHECK(note->toolTip().contains(QString::fromStdString(gap.receipt->id)));
            ++gaps;
        }
    CHECK(gaps > 0);

    const QByteArray cliJson = cliSweepBytes(file, QStringLiteral("json"));
    const QJsonObject cli = QJsonDocument::fromJson(cliJson).object().value(QStringLiteral("sweep")).toObject();
    const QJsonArray points = cli.value(QStringLiteral("points")).toArray();
    REQUIRE(points.size() == int(sweep.factors.size() * sweep.modes.size()));
    int compared = 0;
    for (const auto p : points) {
        const QJsonObject point = p.toObject();
        const double factor = point.value(QStringLiteral("factor")).toDouble();
        const QString mode = point.value(QStringLiteral("mode")).toString();
        const size_t fi = size_t(std::find(sweep.factors.begin(), sweep.factors.end(), factor) - sweep.factors.begin());
        const size_t mi = size_t(std::find_if(sweep.modes.begin(), sweep.modes.end(),
                                              [&](Mode m) { return QLatin1String(modeName(m)) == mode; })
                                 - sweep.modes.begin());
        REQUIRE(fi < sweep.factors.size());
        REQUIRE(mi < sweep.modes.size());
        const SweepCell &cell = sweep.cells[fi][mi];
        INFO("x" << factor << " " << mode.toStdString());
        REQUIRE(cell.results.has_value() == point.contains(QStringLiteral("run")));
        if (!cell.results)
            continue;
        const QJsonArray tenants = point.value(QStringLiteral("run")).toObject().value(QStringLiteral("tenants")).toArray();
        REQUIRE(tenants.size() == int(cell.results->tenants.size()));
        for (int k = 0; k < tenants.size(); ++k) {
            const QJsonObject t = tenants[k].toObject();
            CHECK(t.value(QStringLiteral("id")).toString().toStdString() == cell.results->tenants[size_t(k)].id);
            CHECK(t.value(QStringLiteral("arrivals")).toDouble() == double(cell.results->tenants[size_t(k)].arrivals));
            CHECK(t.value(QStringLiteral("latency_ms")).toObject().value(QStringLiteral("p99")).toDouble()
                  == Approx(cell.results->tenants[size_t(k)].latencyMs.p99).epsilon(1e-12));
            CHECK(t.value(QStringLiteral("goodput_rps")).toDouble()
                  == Approx(cell.results->tenants[size_t(k)].goodputRps).epsilon(1e-12));
        }
        ++compared;
    }
    CHECK(compared == points.size());

    // Export JSON… and CSV… write the command's bytes.
    CHECK(withoutWallClock(exported(d, dir, true)) == withoutWallClock(cliJson));
    CHECK(exported(d, dir, false) == cliSweepBytes(file, QStringLiteral("csv")));

    // Two charts, one line per mode with a point per load; the table: one row per mode.
    for (const char *name : {"compareSloChart", "compareGoodputChart"}) {
        auto *view = d->findChild<QChartView *>(QLatin1String(name));
        REQUIRE(view);
        const auto series = view->chart()->series();
        CHECK(series.size() == qsizetype(std::size(allModes)));
        for (QAbstractSeries *s : series)
            CHECK(qobject_cast<QLineSeries *>(s)->count() == int(sweep.factors.size()));
    }
    // The p99 chart: per mode and load, the tenant furthest over its SLO as a multiple of it (each
    // tenant's p99 over its SLO, the largest), on a log axis that holds every point, with the SLO at 1.
    auto *p99View = d->findChild<QChartView *>(QStringLiteral("compareP99Chart"));
    REQUIRE(p99View);
    auto checkP99Chart = [&](std::optional<int> tenant) {
        const auto series = p99View->chart()->series();
        REQUIRE(series.size() == qsizetype(std::size(allModes)) + 1);
        const auto *axis = qobject_cast<QLogValueAxis *>(p99View->chart()->axes(Qt::Vertical).value(0));
        REQUIRE(axis);
        const double slo = tenant ? w.scenario().tenants[size_t(*tenant)].sloMs : 1.0;
        CHECK(axis->min() <= slo);
        CHECK(axis->max() >= slo);
        for (size_t m = 0; m < sweep.modes.size(); ++m) {
            size_t expected = 0;
            for (size_t i = 0; i < sweep.factors.size(); ++i) {
                const SweepCell &cell = sweep.cells[i][m];
                if (!cell.results)
                    continue;
                std::optional<double> value;
                for (size_t k = 0; k < cell.results->tenants.size(); ++k) {
                    const TenantResult &t = cell.results->tenants[k];
                    if (tenant) {
                        if (int(k) == *tenant && t.completed > 0)
                            value = t.latencyMs.p99;
                    } else if (t.sloMs > 0) {
                        REQUIRE(t.completed > 0); // every tenant completes work at every load of this scenario
                        value = std::max(value.value_or(0.0), t.latencyMs.p99 / t.sloMs);
                    }
                }
                if (!value)
                    continue;
                const auto points = d->p99Points(m);
                REQUIRE(expected < points.size());
                CHECK(points[expected].first == sweep.factors[i]);
                CHECK(points[expected].second == Approx(*value).epsilon(1e-12));
                CHECK(axis->min() <= *value);
                CHECK(axis->max() >= *value);
                ++expected;
            }
            CHECK(d->p99Points(m).size() == expected);
            CHECK(qobject_cast<QLineSeries *>(series[qsizetype(m)])->count() == int(expected));
        }
    };
    checkP99Chart(std::nullopt);
    // At four times the load some mode is far past its knee (its worst p99 ten times its SLO).
    bool knee = false;
    for (size_t m = 0; m < sweep.modes.size(); ++m)
        for (const auto &[f, v] : d->p99Points(m))
            knee = knee || (f == 4.0 && v > 10);
    CHECK(knee);
    auto *p99Of = d->findChild<QComboBox *>(QStringLiteral("compareP99Of"));
    REQUIRE(p99Of);
    p99Of->setCurrentIndex(3); // the third tenant (the LLM), in ms against its own SLO
    checkP99Chart(2);
    CHECK(p99View->chart()->title().contains(p99Of->currentText()));
    CHECK(d->table()->rowCount() == int(std::size(allModes)));
    CHECK(d->table()->item(0, 1)->text().contains(QStringLiteral(" of 3")));
    CHECK(d->findChild<QComboBox *>(QStringLiteral("compareTableLoad"))->currentText() == QStringLiteral("×1"));

    // An edit closes it: it compared the scenario as it was.
    w.setMode(Mode::Mps);
    waitForPlanSearch(w);
    settle();
    CHECK(w.compareDialog() == nullptr);
}

TEST_CASE("Compare the modes under load can grow one tenant's traffic only, as --sweep-tenant does", "[compare]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    REQUIRE(w.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json")));
    w.showCompareDialog();
    CompareDialog *d = w.compareDialog();
    REQUIRE(d);
    REQUIRE(waitComputed(d));
    d->setScaledTenant(0); // the embedding service
    CHECK(d->isComputing());
    QString error;
    CHECK_FALSE(d->exportTo(QDir::temp().filePath(QStringLiteral("never.json")), true, &error)); // not the sweep asked for
    CHECK(error.contains(QStringLiteral("still being computed")));
    REQUIRE(waitComputed(d));
    REQUIRE(d->sweep().tenant == std::optional<int>(0));
    // Its export is compare --sweep --sweep-tenant's bytes.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("rag.gpuk.json"));
    REQUIRE(w.saveAs(file));
    CHECK(withoutWallClock(exported(d, dir, true))
          == withoutWallClock(cliSweepBytes(file, QStringLiteral("json"),
                           {QStringLiteral("--sweep-tenant"), QString::fromStdString(w.scenario().tenants[0].id)})));
    const std::vector<double> &f = d->sweep().factors;
    const size_t one = size_t(std::find(f.begin(), f.end(), 1.0) - f.begin());
    const size_t four = size_t(std::find(f.begin(), f.end(), 4.0) - f.begin());
    REQUIRE(four < f.size());
    for (size_t m = 0; m < d->sweep().modes.size(); ++m) {
        const SweepCell &a = d->sweep().cells[one][m];
        const SweepCell &b = d->sweep().cells[four][m];
        REQUIRE(a.results);
        REQUIRE(b.results);
        CHECK(double(b.results->tenants[0].arrivals) == Approx(4.0 * double(a.results->tenants[0].arrivals)).epsilon(0.05));
        for (size_t k = 1; k < a.results->tenants.size(); ++k)
            CHECK(b.results->tenants[k].arrivals == a.results->tenants[k].arrivals);
    }
    d->close();
}

TEST_CASE("Moving the load slider shows every mode at that load over the preview window, then the whole run of "
          "compare --sweep once it rests",
          "[compare]")
{
    ActiveWindow shown;
    MainWindow &w = shown.window;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    REQUIRE(w.openFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json")));
    const QString file = dir.filePath(QStringLiteral("rag.gpuk.json"));
    REQUIRE(w.saveAs(file));
    w.showCompareDialog();
    CompareDialog *d = w.compareDialog();
    REQUIRE(d);
    REQUIRE(waitComputed(d));
    const Scenario &s = w.scenario();

    d->setLiveLoad(1.46); // the slider's step is 0.05: ×1.45
    CHECK(d->liveLoad() == Approx(1.45));
    REQUIRE(waitUntil([d] { return !d->isLiveComputing() && d->liveSweep().cells.size() == 1; }, 30000));
    // The preview comes first: the warm-up and kSweepPreviewS seconds, every mode.
    if (!d->liveIsWholeRun()) {
        CHECK(d->liveSweep().factors == std::vector<double>{1.45});
        for (const SweepCell &c : d->liveSweep().cells[0])
            if (c.results)
                CHECK(c.results->durationS == Approx(std::min(s.simulation.durationS, s.simulation.warmupS + kSweepPreviewS)));
        CHECK(d->table()->rowCount() == int(d->liveSweep().modes.size()));
    }
    // Resting, the whole run follows: compare --sweep's numbers at that load.
    REQUIRE(waitUntil([d] { return d->liveIsWholeRun() && !d->isLiveComputing(); }, 60000));
    const CliProcess p = runCliBinary({QStringLiteral("compare"), file, QStringLiteral("--sweep"), QStringLiteral("1.45"),
                                       QStringLiteral("--format"), QStringLiteral("json")});
    REQUIRE(p.rc == 0);
    const QJsonArray points = QJsonDocument::fromJson(p.out).object().value(QStringLiteral("sweep")).toObject()
                                      .value(QStringLiteral("points")).toArray();
    const LoadSweep &live = d->liveSweep();
    REQUIRE(points.size() == int(live.modes.size()));
    for (int m = 0; m < points.size(); ++m) {
        const SweepCell &cell = live.cells[0][size_t(m)];
        REQUIRE(cell.results);
        CHECK(cell.results->durationS == s.simulation.durationS);
        const QJsonArray tenants = points[m].toObject().value(QStringLiteral("run")).toObject().value(QStringLiteral("tenants")).toArray();
        REQUIRE(tenants.size() == int(cell.results->tenants.size()));
        for (int k = 0; k < tenants.size(); ++k)
            CHECK(tenants[k].toObject().value(QStringLiteral("latency_ms")).toObject().value(QStringLiteral("p99")).toDouble()
                  == Approx(cell.results->tenants[size_t(k)].latencyMs.p99).epsilon(1e-12));
    }
    // The charts mark the load now.
    auto *view = d->findChild<QChartView *>(QStringLiteral("compareSloChart"));
    REQUIRE(view);
    bool marked = false;
    for (QAbstractSeries *series : view->chart()->series())
        marked = marked || series->objectName() == QLatin1String("loadMarker");
    CHECK(marked);
}
