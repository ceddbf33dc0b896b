// gpukitchen-cli run and compare in process, and the result formats of core/io/results.h.
// The CLI tests that simulate need the real engine (core/sim/engine.cpp); the format tests and
// the bad-input tests do not.

#include "support/testsupport.h"
#include "io/translations.h"
#include "io/results.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"
#include "sim/engine.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>

#include <limits>

using namespace gpuk;
using namespace gpuk::test;

namespace {


QStringList builtinNames()
{
    QStringList names;
    for (const QString &f : QDir(QStringLiteral(":/scenarios")).entryList({QStringLiteral("*.gpuk.json")}, QDir::Files,
                                                                          QDir::Name))
        names << QStringLiteral("builtin:") + f.left(f.size() - int(qstrlen(".gpuk.json")));
    return names;
}

const QStringList runKeys{QStringLiteral("scenario"), QStringLiteral("gpu"), QStringLiteral("mode"),
                          QStringLiteral("seed"), QStringLiteral("duration_s"), QStringLiteral("warmup_s"),
                          QStringLiteral("tenants"), QStringLiteral("events"), QStringLiteral("wall_ms")};
const QStringList tenantKeys{QStringLiteral("id"), QStringLiteral("arrivals"), QStringLiteral("completed"),
                             QStringLiteral("failed"), QStringLiteral("failed_by_reason"), QStringLiteral("dropped"),
                             QStringLiteral("throughput_rps"), QStringLiteral("latency_ms"), QStringLiteral("slo_ms"),
                             QStringLiteral("slo_attainment"), QStringLiteral("mean_in_system"),
                             QStringLiteral("mean_sm"), QStringLiteral("slowdown"), QStringLiteral("met"),
                             QStringLiteral("late"), QStringLiteral("open"), QStringLiteral("unserved"),
                             QStringLiteral("not_placed"), QStringLiteral("goodput_rps")};
const QStringList latencyKeys{QStringLiteral("mean"), QStringLiteral("p50"), QStringLiteral("p95"),
                              QStringLiteral("p99"), QStringLiteral("max")};
const QStringList gpuKeys{QStringLiteral("id"), QStringLiteral("gpus_used"), QStringLiteral("sm_active"),
                          QStringLiteral("sm_occupancy"), QStringLiteral("memory_used_fraction"),
                          QStringLiteral("dram_bandwidth_util"), QStringLiteral("stranded_sm_fraction"),
                          QStringLiteral("seed_utilization")};

// Every key of DESIGN §5, with the right JSON types.
void checkRunSchema(const QJsonObject &run)
{
    for (const QString &k : runKeys) {
        INFO(k.toStdString());
        CHECK(run.contains(k));
    }
    CHECK(run.value(QStringLiteral("scenario")).isString());
    CHECK(run.value(QStringLiteral("mode")).isString());
    CHECK(run.value(QStringLiteral("seed")).isDouble());
    CHECK(run.value(QStringLiteral("events")).isDouble());
    REQUIRE(run.value(QStringLiteral("gpu")).isObject());
    const QJsonObject gpu = run.value(QStringLiteral("gpu")).toObject();
    for (const QString &k : gpuKeys) {
        INFO(k.toStdString());
        CHECK(gpu.contains(k));
    }
    REQUIRE(run.value(QStringLiteral("tenants")).isArray());
    const QJsonArray tenants = run.value(QStringLiteral("tenants")).toArray();
    CHECK_FALSE(tenants.isEmpty());
    for (const auto &tv : tenants) {
        REQUIRE(tv.isObject());
        const QJsonObject t = tv.toObject();
        for (const QString &k : tenantKeys) {
            INFO(k.toStdString());
            CHECK(t.contains(k));
        }
        CHECK(t.value(QStringLiteral("failed_by_reason")).isObject());
        const QJsonObject lat = t.value(QStringLiteral("latency_ms")).toObject();
        for (const QString &k : latencyKeys) {
            INFO(k.toStdString());
            CHECK(lat.value(k).isDouble());
        }
    }
}

RunResults sampleResults()
{
    RunResults r;
    r.scenario = "Sample, with a comma";
    r.gpu = "A100-40GB";
    r.mode = Mode::Mps;
    r.seed = 7;
    r.durationS = 30;
    r.warmupS = 5;
    TenantResult a;
    a.id = "embed";
    a.arrivals = 1000;
    a.completed = 990;
    a.dropped = 4;
    a.failedByReason = {{FailureReason::Oom, 2}, {FailureReason::Fault, 1}};
    a.throughputRps = 39.6;
    a.latencyMs = {3.25, 2.5, 8.0, 12.5, 20.5};
    a.sloMs = 25;
    a.met = 985;
    a.late = 5;
    a.open = 4;
    a.goodputRps = 39.4;
    a.sloAttainment = 985.0 / 996;
    a.meanInSystem = 0.13;
    a.meanSm = 5.5;
    a.slowdown = 1.42;
    TenantResult b;
    b.id = "batch";
    b.arrivals = 10;
    b.completed = 0;
    b.unserved = 10;
    b.notPlaced = true;
    r.tenants = {a, b};
    r.gpuStats.gpusUsed = 1;
    r.gpuStats.smActive = 0.9;
    r.gpuStats.smOccupancy = 0.4;
    r.gpuStats.memoryUsedFraction = 0.5;
    r.gpuStats.dramBandwidthUtil = 0.25;
    r.gpuStats.seedUtilization = 0.44;
    r.events = 12345;
    r.wallMs = 12.5;
    return r;
}

// A copy of the built-in RAG scenario whose active MIG plan puts 3g.20gb at memory slot 2
// (allowed: 0, 4): the MIG plan is invalid, every other mode is fine.
QString writeScenarioWithIllegalMig(const QTemporaryDir &dir)
{
    QFile in(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json"));
    REQUIRE(in.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    QJsonObject sharing = root.value(QStringLiteral("sharing")).toObject();
    QJsonArray instances = sharing.value(QStringLiteral("instances")).toArray();
    REQUIRE(instances.size() == 3);
    QJsonObject third = instances[2].toObject();
    third.insert(QStringLiteral("start"), 2);
    instances[2] = third;
    sharing.insert(QStringLiteral("instances"), instances);
    root.insert(QStringLiteral("sharing"), sharing);
    const QString path = dir.filePath(QStringLiteral("illegal-mig.gpuk.json"));
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(root).toJson());
    return path;
}

} // namespace

// ---- result formats (no engine needed) ------------------------------------------------------

TEST_CASE("run results JSON carries every key of the DESIGN section 5 schema", "[run][results]")
{
    const RunResults r = sampleResults();
    const QJsonObject j = runResultsToJson(r);
    checkRunSchema(j);
    CHECK(j.value(QStringLiteral("mode")).toString() == QStringLiteral("mps"));
    CHECK(j.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("id")).toString() == QStringLiteral("A100-40GB"));
    const QJsonObject t = j.value(QStringLiteral("tenants")).toArray().first().toObject();
    CHECK(t.value(QStringLiteral("failed")).toInt() == 3);
    CHECK(t.value(QStringLiteral("failed_by_reason")).toObject().value(QStringLiteral("oom")).toInt() == 2);
    CHECK(t.value(QStringLiteral("latency_ms")).toObject().value(QStringLiteral("p99")).toDouble() == 12.5);
    CHECK(t.value(QStringLiteral("slowdown")).toDouble() == 1.42);
    CHECK(t.value(QStringLiteral("met")).toInt() == 985);
    CHECK(t.value(QStringLiteral("late")).toInt() == 5);
    CHECK(t.value(QStringLiteral("open")).toInt() == 4);
    CHECK(t.value(QStringLiteral("goodput_rps")).toDouble() == 39.4);
    CHECK(t.value(QStringLiteral("not_placed")).toBool() == false);
    const QJsonObject b = j.value(QStringLiteral("tenants")).toArray().at(1).toObject();
    CHECK(b.value(QStringLiteral("not_placed")).toBool() == true);
    CHECK(b.value(QStringLiteral("unserved")).toInt() == 10);
    CHECK(b.value(QStringLiteral("slo_attainment")).toDouble() == 0);
}

TEST_CASE("run results JSON writes non-finite numbers as 0", "[run][results]")
{
    RunResults r = sampleResults();
    r.tenants[0].latencyMs.mean = std::numeric_limits<double>::quiet_NaN();
    r.gpuStats.smActive = std::numeric_limits<double>::infinity();
    const QJsonObject j = json(QString::fromUtf8(QJsonDocument(runResultsToJson(r)).toJson()));
    CHECK(j.value(QStringLiteral("tenants")).toArray().first().toObject().value(QStringLiteral("latency_ms"))
                  .toObject().value(QStringLiteral("mean")).toDouble() == 0);
    CHECK(j.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("sm_active")).toDouble() == 0);
}

TEST_CASE("run results CSV has a fixed header and one row per tenant plus a GPU row", "[run][results]")
{
    const RunResults r = sampleResults();
    RunResults other = r;
    other.mode = Mode::Mig;
    const QStringList lines = resultsCsv({r, other}).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 1 + 2 * 3);
    CHECK(lines[0].startsWith(QStringLiteral("scenario,mode,row,id,arrivals,completed,failed,dropped,throughput_rps,")));
    CHECK(lines[0].endsWith(
            QStringLiteral(",stranded_sm_fraction,seed_utilization,met,late,open,unserved,goodput_rps,not_placed")));
    const int columns = int(lines[0].count(QLatin1Char(',')));
    CHECK(lines[1].startsWith(QStringLiteral("\"Sample, with a comma\",mps,tenant,embed,1000,990,3,4,39.6,3.25,")));
    CHECK(lines[3].startsWith(QStringLiteral("\"Sample, with a comma\",mps,gpu,,")));
    CHECK(lines[1].endsWith(QStringLiteral(",,,,,,,985,5,4,0,39.4,0")));
    CHECK(lines[2].endsWith(QStringLiteral(",0,0,0,10,0,1")));
    // A tenant that completed nothing (here: not placed) has no latency: empty columns, not 0 ms.
    const QStringList unplaced = lines[2].split(QLatin1Char(',')).mid(1); // past the quoted comma
    const QStringList head = lines[0].split(QLatin1Char(','));
    REQUIRE(unplaced.size() == head.size());
    CHECK(unplaced[head.indexOf(QStringLiteral("completed"))] == QStringLiteral("0"));
    for (const char *c : {"latency_mean_ms", "latency_p50_ms", "latency_p95_ms", "latency_p99_ms", "latency_max_ms"})
        CHECK(unplaced[head.indexOf(QLatin1String(c))].isEmpty());
    CHECK(lines[1].split(QLatin1Char(',')).mid(1)[head.indexOf(QStringLiteral("latency_p99_ms"))] == QStringLiteral("12.5"));
    CHECK(lines[3].endsWith(QStringLiteral(",1,0.9,0.4,0.5,0.25,0,0.44,,,,,,")));
    CHECK(lines[4].contains(QStringLiteral(",mig,tenant,embed,")));
    for (const QString &l : lines.mid(1))
        CHECK(int(l.count(QLatin1Char(','))) == columns + 1);   // the scenario name holds one quoted comma
}

TEST_CASE("run results table explains a Done above Arrivals only when a tenant has one", "[run][results]")
{
    RunResults r = sampleResults();
    const QString note = QStringLiteral("so Done can exceed Arrivals");
    CHECK_FALSE(runResultsTable(r).contains(note));
    r.tenants[0].completed = r.tenants[0].arrivals + 3; // requests from the warm-up completing after it
    CHECK(runResultsTable(r).contains(note));
}

TEST_CASE("run results table aligns its columns and shows a dash where nothing was measured", "[run][results]")
{
    const QString table = runResultsTable(sampleResults());
    CHECK(table.contains(QStringLiteral("GPU A100-40GB, mode mps, seed 7")));
    CHECK(table.contains(QStringLiteral("12345 events")));
    const QStringList lines = table.split(QLatin1Char('\n'));
    int header = -1;
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].startsWith(QStringLiteral("Tenant")))
            header = i;
    REQUIRE(header >= 0);
    REQUIRE(header + 2 < lines.size());
    // Right-aligned numbers: the p99 column ends at the same place in every row.
    const int end = int(lines[header].indexOf(QStringLiteral("p99 ms"))) + 6;
    // latencies of completed requests only, marked: 7 of embed's requests failed or were dropped
    CHECK(lines[header + 1].mid(end - 5, 5) == QStringLiteral("12.5*"));
    CHECK(lines[header + 1].contains(QStringLiteral("98.9 %")));
    CHECK(table.contains(QStringLiteral("* latency of completed requests only")));
    CHECK(lines[header + 2].contains(QStringLiteral("not placed")));
    CHECK(lines[header + 1].contains(QStringLiteral("1.42×")));
    CHECK(lines[header + 2].contains(QStringLiteral("—")));
    CHECK(table.contains(QStringLiteral("oom 2")));
    CHECK(table.contains(QStringLiteral("nvidia-smi GPU-Util")));
}

TEST_CASE("compare table puts the modes side by side with p99 throughput and SLO rows per tenant", "[run][results]")
{
    RunResults a = sampleResults();
    RunResults b = sampleResults();
    b.mode = Mode::Timeslice;
    b.tenants[0].latencyMs.p99 = 40;
    const QString table = compareResultsTable({a, b});
    const QStringList lines = table.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(lines.size() >= 1 + 2 * 4 + 3);
    CHECK(lines[0].contains(QStringLiteral("mps")));
    CHECK(lines[0].contains(QStringLiteral("timeslice")));
    CHECK(lines[1].startsWith(QStringLiteral("embed")));
    CHECK(lines[1].contains(QStringLiteral("p99 ms")));
    CHECK(lines[1].endsWith(QStringLiteral("40.0*")));
    CHECK(lines[2].contains(QStringLiteral("req/s")));
    CHECK(lines[3].contains(QStringLiteral("goodput req/s")));
    CHECK(lines[3].endsWith(QStringLiteral("39.4")));
    CHECK(lines[4].contains(QStringLiteral("SLO met")));
    CHECK(lines[8].contains(QStringLiteral("not placed")));
    CHECK(table.contains(QStringLiteral("* latency of completed requests only")));
    CHECK(table.contains(QStringLiteral("GPUs used")));
    CHECK(table.contains(QStringLiteral("SM occupancy")));
    CHECK(table.contains(QStringLiteral("seed formula")));
}

// ---- bad input (no engine needed) -----------------------------------------------------------

TEST_CASE("cli run and compare exit 2 on bad input and say why on stderr", "[run][cli]")
{
    const QString rag = QStringLiteral("builtin:rag-customer-service");
    const QList<QStringList> cases = {
        {QStringLiteral("run")},
        {QStringLiteral("run"), rag, rag},
        {QStringLiteral("run"), rag, QStringLiteral("--mode"), QStringLiteral("shared")},
        {QStringLiteral("run"), rag, QStringLiteral("--duration"), QStringLiteral("abc")},
        {QStringLiteral("run"), rag, QStringLiteral("--duration"), QStringLiteral("-5")},
        {QStringLiteral("run"), rag, QStringLiteral("--duration"), QStringLiteral("1e9")},
        {QStringLiteral("run"), rag, QStringLiteral("--duration"), QStringLiteral("3")},   // warm-up is 5 s
        {QStringLiteral("run"), rag, QStringLiteral("--seed"), QStringLiteral("-1")},
        {QStringLiteral("run"), rag, QStringLiteral("--seed"), QStringLiteral("x")},
        {QStringLiteral("run"), rag, QStringLiteral("--format"), QStringLiteral("yaml")},
        {QStringLiteral("run"), rag, QStringLiteral("--frobnicate")},
        {QStringLiteral("run"), rag, QStringLiteral("--duration")},
        {QStringLiteral("run"), QStringLiteral("builtin:no-such-scenario")},
        {QStringLiteral("run"), QStringLiteral("/nonexistent/file.gpuk.json")},
        {QStringLiteral("run"), QStringLiteral(GPUK_TEST_DATA "/malformed/array-top-level.json")},
        {QStringLiteral("compare")},
        {QStringLiteral("compare"), rag, QStringLiteral("--modes"), QStringLiteral("mig,shared")},
        {QStringLiteral("compare"), rag, QStringLiteral("--modes"), QStringLiteral(",")},
        {QStringLiteral("compare"), rag, QStringLiteral("--format"), QStringLiteral("yaml")},
        {QStringLiteral("compare"), rag, QStringLiteral("--mode"), QStringLiteral("mig")},
        {QStringLiteral("compare"), QStringLiteral("builtin:no-such-scenario")},
    };
    for (const QStringList &c : cases) {
        const CliRun r = cli(c);
        INFO(c.join(QLatin1Char(' ')).toStdString());
        INFO(r.err.toStdString());
        CHECK(r.rc == 2);
        CHECK(r.err.contains(QStringLiteral("error")));
        CHECK(r.out.isEmpty());
    }
}

TEST_CASE("cli run refuses an invalid MIG plan with its diagnostics on stderr", "[run][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = writeScenarioWithIllegalMig(dir);
    const CliRun r = cli({QStringLiteral("run"), file});
    CHECK(r.rc == 2);
    CHECK(r.out.isEmpty());
    CHECK(r.err.contains(QStringLiteral("sharing.instances[2].start")));
    CHECK(r.err.contains(QStringLiteral("nothing simulated")));
}

TEST_CASE("cli run and compare explain themselves in --help", "[run][cli]")
{
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("--help")});
    CHECK(run.rc == 0);
    CHECK(run.out.contains(QStringLiteral("--no-slowdown")));
    CHECK(run.out.contains(QStringLiteral("Slowdown:")));
    const CliRun compare = cli({QStringLiteral("compare"), QStringLiteral("--help")});
    CHECK(compare.rc == 0);
    CHECK(compare.out.contains(QStringLiteral("Exit 0 if every mode ran, 1 if some could")));
}

// ---- simulations (need the engine) ----------------------------------------------------------

TEST_CASE("cli run prints every schema key for each built-in scenario", "[run][cli][engine]")
{
    const QStringList names = builtinNames();
    REQUIRE(names.size() >= 1);
    for (const QString &name : names) {
        const CliRun r = cli({QStringLiteral("run"), name, QStringLiteral("--duration"), QStringLiteral("20"),
                              QStringLiteral("--format"), QStringLiteral("json")});
        INFO(name.toStdString());
        INFO(r.err.toStdString());
        REQUIRE(r.rc == 0);
        const QJsonObject j = json(r.out);
        checkRunSchema(j);
        CHECK(j.value(QStringLiteral("duration_s")).toDouble() == 20);
        CHECK(j.value(QStringLiteral("events")).toDouble() > 0);
    }
}

TEST_CASE("cli run gives identical JSON for the same seed apart from wall_ms", "[run][cli][engine]")
{
    const QStringList args{QStringLiteral("run"), QStringLiteral("builtin:rag-customer-service"), QStringLiteral("--mode"),
                           QStringLiteral("mps"), QStringLiteral("--duration"), QStringLiteral("20"),
                           QStringLiteral("--format"), QStringLiteral("json")};
    const CliRun a = cli(args);
    const CliRun b = cli(args);
    REQUIRE(a.rc == 0);
    REQUIRE(b.rc == 0);
    QJsonObject ja = json(a.out);
    QJsonObject jb = json(b.out);
    ja.remove(QStringLiteral("wall_ms"));
    jb.remove(QStringLiteral("wall_ms"));
    CHECK(QJsonDocument(ja).toJson() == QJsonDocument(jb).toJson());

    const CliRun c = cli(args + QStringList{QStringLiteral("--seed"), QStringLiteral("8")});
    REQUIRE(c.rc == 0);
    QJsonObject jc = json(c.out);
    CHECK(jc.value(QStringLiteral("seed")).toInt() == 8);
    jc.remove(QStringLiteral("wall_ms"));
    jc.insert(QStringLiteral("seed"), ja.value(QStringLiteral("seed")));
    CHECK(QJsonDocument(jc).toJson() != QJsonDocument(ja).toJson());
}

TEST_CASE("cli run --out writes the result file and names it on stdout", "[run][cli][engine]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("result.json"));
    const CliRun r = cli({QStringLiteral("run"), QStringLiteral("builtin:rag-customer-service"), QStringLiteral("--duration"),
                          QStringLiteral("20"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--out"),
                          path});
    INFO(r.err.toStdString());
    REQUIRE(r.rc == 0);
    CHECK(r.out.contains(path));
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    checkRunSchema(json(QString::fromUtf8(f.readAll())));

    const CliRun bad = cli({QStringLiteral("run"), QStringLiteral("builtin:rag-customer-service"), QStringLiteral("--duration"),
                            QStringLiteral("20"), QStringLiteral("--out"),
                            dir.filePath(QStringLiteral("no/such/dir/result.txt"))});
    CHECK(bad.rc == 2);
    CHECK(bad.err.contains(QStringLiteral("cannot write")));
}

TEST_CASE("cli run prints a table by default and CSV with one row per tenant plus a GPU row", "[run][cli][engine]")
{
    const QString rag = QStringLiteral("builtin:rag-customer-service");
    const CliRun table = cli({QStringLiteral("run"), rag, QStringLiteral("--duration"), QStringLiteral("30")});
    INFO(table.err.toStdString());
    REQUIRE(table.rc == 0);
    CHECK(table.out.contains(QStringLiteral("mode mig")));
    for (const char *id : {"embed", "rerank", "llm"})
        CHECK(table.out.contains(QLatin1String(id)));
    CHECK(table.out.contains(QStringLiteral("SM occupancy")));
    CHECK(table.err.isEmpty());   // no progress bar when stderr is not a terminal

    const CliRun csv = cli({QStringLiteral("run"), rag, QStringLiteral("--duration"), QStringLiteral("20"),
                            QStringLiteral("--format"), QStringLiteral("csv")});
    REQUIRE(csv.rc == 0);
    const QStringList lines = csv.out.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    CHECK(lines.size() == 1 + 3 + 1);
}

TEST_CASE("cli run reports a slowdown of exactly 1 for tenants isolated by exclusive GPUs or MIG", "[run][cli][engine]")
{
    for (const char *mode : {"exclusive", "mig"}) {
        const CliRun r = cli({QStringLiteral("run"), QStringLiteral("builtin:rag-customer-service"), QStringLiteral("--mode"),
                              QLatin1String(mode), QStringLiteral("--duration"), QStringLiteral("20"),
                              QStringLiteral("--format"), QStringLiteral("json")});
        INFO(mode);
        REQUIRE(r.rc == 0);
        for (const auto &tv : json(r.out).value(QStringLiteral("tenants")).toArray()) {
            const QJsonObject t = tv.toObject();
            INFO(t.value(QStringLiteral("id")).toString().toStdString());
            if (t.value(QStringLiteral("completed")).toDouble() > 0)
                CHECK(t.value(QStringLiteral("slowdown")).toDouble() == Approx(1.0).margin(1e-9));
        }
    }
    const CliRun off = cli({QStringLiteral("run"), QStringLiteral("builtin:rag-customer-service"), QStringLiteral("--duration"),
                            QStringLiteral("20"), QStringLiteral("--format"), QStringLiteral("json"),
                            QStringLiteral("--no-slowdown")});
    REQUIRE(off.rc == 0);
    for (const auto &tv : json(off.out).value(QStringLiteral("tenants")).toArray())
        CHECK(tv.toObject().value(QStringLiteral("slowdown")).toDouble() == 0);
}

TEST_CASE("cli compare runs every mode of the RAG scenario side by side", "[run][cli][engine]")
{
    const QString rag = QStringLiteral("builtin:rag-customer-service");
    const CliRun j = cli({QStringLiteral("compare"), rag, QStringLiteral("--duration"), QStringLiteral("20"),
                          QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--no-slowdown")});
    INFO(j.err.toStdString());
    REQUIRE(j.rc == 0);
    const QJsonObject root = json(j.out);
    CHECK(root.value(QStringLiteral("scenario")).toString().contains(QStringLiteral("RAG")));
    const QJsonArray modes = root.value(QStringLiteral("modes")).toArray();
    REQUIRE(modes.size() == 6);
    QStringList names;
    for (const auto &m : modes) {
        checkRunSchema(m.toObject());
        names << m.toObject().value(QStringLiteral("mode")).toString();
    }
    CHECK(names == QStringList{QStringLiteral("exclusive"), QStringLiteral("mig"), QStringLiteral("mps"),
                               QStringLiteral("vgpu"), QStringLiteral("timeslice"), QStringLiteral("quota")});
    // Exclusive uses one GPU per tenant, every sharing mode one GPU.
    CHECK(modes[0].toObject().value(QStringLiteral("gpu")).toObject().value(QStringLiteral("gpus_used")).toInt() == 3);
    CHECK(modes[2].toObject().value(QStringLiteral("gpu")).toObject().value(QStringLiteral("gpus_used")).toInt() == 1);

    const CliRun t = cli({QStringLiteral("compare"), rag, QStringLiteral("--duration"), QStringLiteral("20")});
    REQUIRE(t.rc == 0);
    const QString header = t.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).value(1);
    for (const char *m : {"exclusive", "mig", "mps", "vgpu", "timeslice", "quota"})
        CHECK(header.contains(QLatin1String(m)));

    const CliRun two = cli({QStringLiteral("compare"), rag, QStringLiteral("--modes"), QStringLiteral("mps,mig,mps"),
                            QStringLiteral("--duration"), QStringLiteral("20"), QStringLiteral("--format"),
                            QStringLiteral("csv"), QStringLiteral("--no-slowdown")});
    REQUIRE(two.rc == 0);
    CHECK(two.out.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts).size() == 1 + 2 * 4);
}

TEST_CASE("cli compare skips a mode whose plan is invalid and exits 1", "[run][cli][engine]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = writeScenarioWithIllegalMig(dir);
    const CliRun r = cli({QStringLiteral("compare"), file, QStringLiteral("--duration"), QStringLiteral("20"),
                          QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--no-slowdown")});
    CHECK(r.rc == 1);
    CHECK(r.err.contains(QStringLiteral("mig: ")));
    CHECK(r.err.contains(QStringLiteral("mode skipped")));
    const QJsonArray modes = json(r.out).value(QStringLiteral("modes")).toArray();
    CHECK(modes.size() == 5);
    for (const auto &m : modes)
        CHECK(m.toObject().value(QStringLiteral("mode")).toString() != QStringLiteral("mig"));
}

TEST_CASE("cli run gives the same results as one uninterrupted engine run", "[run][cli][engine]")
{
    // run steps the engine event by event (for the progress bar); the figures must be those of
    // runScenario, bit for bit.
    QFile f(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json"));
    REQUIRE(f.open(QIODevice::ReadOnly));
    LoadResult lr = parseScenario(f.readAll());
    REQUIRE(lr.ok());
    Scenario s = *lr.scenario;
    s.simulation.durationS = 20;
    const SharingPlan plan = planForMode(s, Mode::Mps);
    Diagnostics refused;
    std::optional<RunResults> direct = runScenario(s, plan, &refused);
    INFO(refused.size());
    REQUIRE(direct);
    QJsonObject expected = runResultsToJson(*direct);

    const CliRun r = cli({QStringLiteral("run"), QStringLiteral("builtin:rag-customer-service"), QStringLiteral("--mode"),
                          QStringLiteral("mps"), QStringLiteral("--duration"), QStringLiteral("20"),
                          QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--no-slowdown")});
    REQUIRE(r.rc == 0);
    QJsonObject got = json(r.out);
    for (QJsonObject *o : {&expected, &got})
        o->remove(QStringLiteral("wall_ms"));
    CHECK(QJsonDocument(got).toJson().toStdString() == QJsonDocument(expected).toJson().toStdString());
}

namespace {

// sampleResults() with an LLM tenant "chat" added after the others.
RunResults sampleWithLlm()
{
    RunResults r = sampleResults();
    TenantResult c;
    c.id = "chat";
    c.arrivals = 100;
    c.completed = 90;
    c.met = 90;
    c.throughputRps = 3.6;
    c.latencyMs = {5000, 4000, 9000, 9500, 9900};
    LlmResult l;
    l.ttftMs = {120, 100, 300, 450, 500};
    l.tpotMs = {12.5, 12, 15, 18.25, 20};
    l.tokensPerS = 1800;
    l.outputTokens = 45000;
    l.kvBytesMean = 2.5 * 1024 * 1024 * 1024;
    l.kvBytesPeak = 4.0 * 1024 * 1024 * 1024;
    l.preempted = 7;
    c.llm = l;
    r.tenants.push_back(c);
    return r;
}

} // namespace

TEST_CASE("run results CSV adds the LLM columns, with units in their names, only when a run has an LLM tenant",
          "[run][results][llm]")
{
    const QStringList plain = resultsCsv({sampleResults()}).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    CHECK(plain[0].endsWith(QStringLiteral(",goodput_rps,not_placed")));
    const QStringList lines = resultsCsv({sampleWithLlm()}).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 1 + 3 + 1);
    // the columns before the LLM ones are those of a file without LLM tenants
    CHECK(lines[0].startsWith(plain[0] + QLatin1Char(',')));
    CHECK(lines[0].endsWith(QStringLiteral(",not_placed,ttft_mean_ms,ttft_p50_ms,ttft_p99_ms,tpot_mean_ms,tpot_p99_ms,"
                                           "tokens_per_s,output_tokens,kv_bytes_mean,kv_bytes_peak,preempted")));
    // a plain tenant's row keeps its values and leaves the LLM columns empty
    CHECK(lines[1].startsWith(plain[1] + QLatin1Char(',')));
    CHECK(lines[1].endsWith(QStringLiteral(",39.4,0,,,,,,,,,,")));
    CHECK(lines[3].endsWith(QStringLiteral(",120,100,450,12.5,18.25,1800,45000,2684354560,4294967296,7")));
    CHECK(lines[4].contains(QStringLiteral(",mps,gpu,,")));
    const int columns = int(lines[0].count(QLatin1Char(',')));
    for (const QString &l : lines.mid(1))
        CHECK(int(l.count(QLatin1Char(','))) == columns + 1); // the scenario name holds one quoted comma
}

TEST_CASE("compare shows an LLM tenant's TTFT p99, mean TPOT, tokens/s, KV peak and preemptions per mode, and says what they are",
          "[run][results][llm]")
{
    RunResults a = sampleWithLlm();
    RunResults b = sampleWithLlm();
    b.mode = Mode::Mig;
    b.tenants[2].llm->ttftMs.p99 = 900;
    b.tenants[2].llm->preempted = 31;
    const QString table = compareResultsTable({a, b});
    const QStringList lines = table.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    auto row = [&](const QString &metric, int after) {
        for (int i = after; i < lines.size(); ++i)
            if (lines[i].contains(metric))
                return lines[i].simplified();
        return QString();
    };
    int chat = -1;
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].startsWith(QStringLiteral("chat")))
            chat = i;
    REQUIRE(chat > 0);
    CHECK(row(QStringLiteral("TTFT p99 ms"), chat) == QStringLiteral("TTFT p99 ms 450 900"));
    CHECK(row(QStringLiteral("TPOT mean ms"), chat) == QStringLiteral("TPOT mean ms 12.5 12.5"));
    CHECK(row(QStringLiteral("tokens/s"), chat) == QStringLiteral("tokens/s 1800.0 1800.0"));
    CHECK(row(QStringLiteral("KV peak GiB"), chat) == QStringLiteral("KV peak GiB 4.00 4.00"));
    CHECK(row(QStringLiteral("Preempted"), chat) == QStringLiteral("Preempted 7 31"));
    // the plain tenants have no such rows
    CHECK(row(QStringLiteral("TTFT p99 ms"), 0) == row(QStringLiteral("TTFT p99 ms"), chat));
    CHECK(table.contains(QStringLiteral("TTFT: arrival to the end of the request's prefill iteration.")));
    CHECK_FALSE(compareResultsTable({sampleResults()}).contains(QStringLiteral("TTFT")));
    // the compare JSON carries each mode's llm object for the LLM tenant only
    const QJsonObject j = compareResultsToJson(QStringLiteral("s"), {a, b});
    const QJsonArray modes = j.value(QStringLiteral("modes")).toArray();
    REQUIRE(modes.size() == 2);
    const QJsonArray tenants = modes[1].toObject().value(QStringLiteral("tenants")).toArray();
    REQUIRE(tenants.size() == 3);
    CHECK_FALSE(tenants[0].toObject().contains(QStringLiteral("llm")));
    const QJsonObject llm = tenants[2].toObject().value(QStringLiteral("llm")).toObject();
    CHECK(llm.value(QStringLiteral("ttft_ms")).toObject().value(QStringLiteral("p99")).toDouble() == 900);
    CHECK(llm.value(QStringLiteral("tpot_ms")).toObject().value(QStringLiteral("mean")).toDouble() == 12.5);
    CHECK(llm.value(QStringLiteral("tokens_per_s")).toDouble() == 1800);
    CHECK(llm.value(QStringLiteral("preempted")).toInt() == 31);
}
