// compare --sweep: the load sweep (analysis/comparison.h) on the command line.

#include "analysis/comparison.h"
#include "io/scenariofile.h"
#include "support/testsupport.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace gpuk;
using namespace gpuk::test;

namespace {

QJsonObject json(const CliRun &r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

// A run object without what the machine decides (its wall time), and without the facts compare
// states beside each mode's run (analysis/modefacts.h), which a sweep's cell does not carry.
QJsonObject withoutWallTime(QJsonObject run)
{
    run.remove(QStringLiteral("wall_ms"));
    run.remove(QStringLiteral("facts"));
    return run;
}

} // namespace

TEST_CASE("compare --sweep runs every mode at every load with the plan compare runs, and its x1 is compare's own run",
          "[cli][sweep]")
{
    const QString scenario = QStringLiteral("builtin:rag-customer-service");
    const CliRun sweep = cli({QStringLiteral("compare"), scenario, QStringLiteral("--sweep"), QStringLiteral("0.5,1,2"),
                              QStringLiteral("--format"), QStringLiteral("json")});
    INFO(sweep.err.toStdString());
    REQUIRE(sweep.rc == 0);
    const CliRun plain = cli({QStringLiteral("compare"), scenario, QStringLiteral("--no-slowdown"), QStringLiteral("--format"),
                              QStringLiteral("json")});
    REQUIRE(plain.rc == 0);
    const QJsonObject s = json(sweep).value(QStringLiteral("sweep")).toObject();
    CHECK(s.value(QStringLiteral("factors")).toArray() == QJsonArray{0.5, 1, 2});
    CHECK(s.value(QStringLiteral("tenant")).isNull());
    const QJsonArray points = s.value(QStringLiteral("points")).toArray();
    const QJsonArray modes = json(plain).value(QStringLiteral("modes")).toArray();
    REQUIRE(modes.size() == std::size(gpuk::allModes));
    REQUIRE(points.size() == 3 * modes.size());
    // The same plans as compare's, mode by mode.
    const QJsonArray sweepPlans = json(sweep).value(QStringLiteral("plans")).toArray();
    const QJsonArray plainPlans = json(plain).value(QStringLiteral("plans")).toArray();
    REQUIRE(sweepPlans.size() == plainPlans.size());
    for (int i = 0; i < sweepPlans.size(); ++i)
        for (const QString key : {QStringLiteral("mode"), QStringLiteral("plan")})
            CHECK(sweepPlans[i].toObject().value(key) == plainPlans[i].toObject().value(key));
    int compared = 0;
    for (const auto p : points) {
        const QJsonObject point = p.toObject();
        REQUIRE(point.contains(QStringLiteral("run")));
        if (point.value(QStringLiteral("factor")).toDouble() != 1)
            continue;
        for (const auto m : modes)
            if (m.toObject().value(QStringLiteral("mode")) == point.value(QStringLiteral("mode"))) {
                INFO("mode " << point.value(QStringLiteral("mode")).toString().toStdString());
                CHECK(withoutWallTime(point.value(QStringLiteral("run")).toObject()) == withoutWallTime(m.toObject()));
                ++compared;
            }
    }
    CHECK(compared == int(std::size(gpuk::allModes)));

    // More load never gives a tenant a lower p99 in this scenario's MIG plan (each instance its own queue).
    auto p99Of = [&](double factor, const QString &mode, const QString &tenant) {
        for (const auto p : points) {
            const QJsonObject point = p.toObject();
            if (point.value(QStringLiteral("factor")).toDouble() != factor || point.value(QStringLiteral("mode")) != mode)
                continue;
            for (const auto t : point.value(QStringLiteral("run")).toObject().value(QStringLiteral("tenants")).toArray())
                if (t.toObject().value(QStringLiteral("id")) == tenant)
                    return t.toObject().value(QStringLiteral("latency_ms")).toObject().value(QStringLiteral("p99")).toDouble();
        }
        FAIL("no such point");
        return 0.0;
    };
    for (const QString tenant : {QStringLiteral("embed"), QStringLiteral("rerank")}) {
        INFO(tenant.toStdString());
        CHECK(p99Of(0.5, QStringLiteral("mig"), tenant) <= p99Of(1, QStringLiteral("mig"), tenant));
        CHECK(p99Of(1, QStringLiteral("mig"), tenant) <= p99Of(2, QStringLiteral("mig"), tenant));
    }

    // The table: one row per load, one column per mode; the p99 table marks misses.
    const CliRun table = cli({QStringLiteral("compare"), scenario, QStringLiteral("--sweep"), QStringLiteral("0.5,1,2")});
    REQUIRE(table.rc == 0);
    CHECK(table.out.contains(QStringLiteral("×0.5")));
    CHECK(table.out.contains(QStringLiteral("SLO 3/3")));
    CHECK(table.out.contains(QStringLiteral("p99 latency in ms (* misses its SLO):")));
}

TEST_CASE("compare --sweep-tenant scales only that tenant's arrivals", "[cli][sweep]")
{
    const CliRun r = cli({QStringLiteral("compare"), QStringLiteral("builtin:rag-customer-service"), QStringLiteral("--modes"),
                          QStringLiteral("mps"), QStringLiteral("--sweep"), QStringLiteral("1,3"),
                          QStringLiteral("--sweep-tenant"), QStringLiteral("embed"), QStringLiteral("--format"),
                          QStringLiteral("json")});
    INFO(r.err.toStdString());
    REQUIRE(r.rc == 0);
    const QJsonObject s = json(r).value(QStringLiteral("sweep")).toObject();
    CHECK(s.value(QStringLiteral("tenant")) == QStringLiteral("embed"));
    const QJsonArray points = s.value(QStringLiteral("points")).toArray();
    REQUIRE(points.size() == 2);
    auto arrivals = [&](int point, const QString &tenant) {
        for (const auto t : points[point].toObject().value(QStringLiteral("run")).toObject().value(QStringLiteral("tenants")).toArray())
            if (t.toObject().value(QStringLiteral("id")) == tenant)
                return t.toObject().value(QStringLiteral("arrivals")).toDouble();
        return -1.0;
    };
    CHECK(arrivals(1, QStringLiteral("embed")) == Approx(3 * arrivals(0, QStringLiteral("embed"))).epsilon(0.05));
    // The others keep their own random streams: the very same arrivals.
    CHECK(arrivals(1, QStringLiteral("rerank")) == arrivals(0, QStringLiteral("rerank")));
    CHECK(arrivals(1, QStringLiteral("llm")) == arrivals(0, QStringLiteral("llm")));
}

TEST_CASE("compare --sweep shows a load the validator refuses as refused, with the reason, and runs the others",
          "[cli][sweep]")
{
    // No queue capacity: at 50 times its rate the tenant's queue would outgrow the waiting budget.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("open-queue.gpuk.json"));
    {
        QFile f(path);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "gpukitchen-scenario/1", "name": "open queue", "gpu": "A100-40GB",
            "tenants": [{"id": "svc", "arrival": {"process": "poisson", "rate_per_s": 500},
                         "service": {"distribution": "exponential", "mean_ms": 1}, "sm_width": 54, "slo_ms": 50}],
            "sharing": {"mode": "mps"}, "simulation": {"duration_s": 600}})");
    }
    const CliRun j = cli({QStringLiteral("compare"), path, QStringLiteral("--modes"), QStringLiteral("mps"),
                          QStringLiteral("--sweep"), QStringLiteral("1,50"), QStringLiteral("--format"), QStringLiteral("json")});
    INFO(j.out.toStdString() << j.err.toStdString());
    REQUIRE(j.rc == 0);
    const QJsonArray points = json(j).value(QStringLiteral("sweep")).toObject().value(QStringLiteral("points")).toArray();
    REQUIRE(points.size() == 2);
    CHECK(points[0].toObject().contains(QStringLiteral("run")));
    CHECK_FALSE(points[1].toObject().contains(QStringLiteral("run")));
    const QJsonArray why = points[1].toObject().value(QStringLiteral("refused")).toArray();
    REQUIRE_FALSE(why.isEmpty());
    CHECK(why.first().toString().contains(QStringLiteral("budget")));
    const CliRun t = cli({QStringLiteral("compare"), path, QStringLiteral("--modes"), QStringLiteral("mps"),
                          QStringLiteral("--sweep"), QStringLiteral("1,50")});
    CHECK(t.out.contains(QStringLiteral("refused")));
    CHECK(t.out.contains(QStringLiteral("Refused loads:")));
}

TEST_CASE("compare --sweep refuses bad factors and tenants with exit 2", "[cli][sweep]")
{
    const QString s = QStringLiteral("builtin:rag-customer-service");
    for (const QString bad : {QStringLiteral("0"), QStringLiteral("-1"), QStringLiteral("abc"), QStringLiteral("101"),
                              QStringLiteral("nan"), QStringLiteral(",")}) {
        INFO(bad.toStdString());
        const CliRun r = cli({QStringLiteral("compare"), s, QStringLiteral("--sweep"), bad});
        CHECK(r.rc == 2);
        CHECK(r.out.isEmpty());
        CHECK(r.err.contains(QStringLiteral("--sweep")));
    }
    CHECK(cli({QStringLiteral("compare"), s, QStringLiteral("--sweep-tenant"), QStringLiteral("embed")}).rc == 2);
    const CliRun unknown = cli({QStringLiteral("compare"), s, QStringLiteral("--sweep"), QStringLiteral("1"),
                                QStringLiteral("--sweep-tenant"), QStringLiteral("nosuch")});
    CHECK(unknown.rc == 2);
    CHECK(unknown.err.contains(QStringLiteral("nosuch")));
}

TEST_CASE("scaledLoad multiplies arrival rates, leaves backlog tenants alone, and sweepLoad is deterministic", "[sweep]")
{
    const LoadResult lr = loadScenarioFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json"));
    REQUIRE(lr.ok());
    Scenario s = *lr.scenario;
    s.simulation.durationS = 10;
    s.simulation.warmupS = 1;
    const Scenario twice = scaledLoad(s, 2);
    for (size_t i = 0; i < s.tenants.size(); ++i) {
        if (s.tenants[i].arrival.process == ArrivalProcess::Backlog)
            CHECK(twice.tenants[i].arrival.ratePerS == s.tenants[i].arrival.ratePerS);
        else
            CHECK(twice.tenants[i].arrival.ratePerS == 2 * s.tenants[i].arrival.ratePerS);
    }
    const Scenario one = scaledLoad(s, 3, 0);
    CHECK(one.tenants[0].arrival.ratePerS == 3 * s.tenants[0].arrival.ratePerS);
    for (size_t i = 1; i < s.tenants.size(); ++i)
        CHECK(one.tenants[i].arrival.ratePerS == s.tenants[i].arrival.ratePerS);

    const std::vector<std::pair<Mode, SharingPlan>> plans = {{s.sharing.mode, s.sharing}};
    const LoadSweep a = sweepLoad(s, plans, {1, 2});
    const LoadSweep b = sweepLoad(s, plans, {1, 2});
    REQUIRE(a.cells.size() == 2);
    for (size_t i = 0; i < 2; ++i) {
        REQUIRE(a.cells[i][0].results);
        REQUIRE(b.cells[i][0].results);
        CHECK(a.cells[i][0].results->events == b.cells[i][0].results->events);
        for (size_t k = 0; k < s.tenants.size(); ++k)
            CHECK(a.cells[i][0].results->tenants[k].latencyMs.p99 == b.cells[i][0].results->tenants[k].latencyMs.p99);
    }
}
