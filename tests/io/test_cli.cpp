// gpukitchen-cli run in process: exit codes, streams and the key output of every command.

#include "support/testsupport.h"
#include "analysis/receipts.h"
#include "cli/command.h"
#include "io/translations.h"
#include "sharing/mig.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextStream>

using namespace gpuk;
using namespace gpuk::test;

namespace {


QString ragFile()
{
    return QStringLiteral(GPUK_TEST_DATA "/rag-a100.gpuk.json");
}

} // namespace

TEST_CASE("cli mig check reports 3g.20gb at slot 2 as illegal naming the allowed starts 0 and 4", "[cli][mig]")
{
    const CliRun r = cli({QStringLiteral("mig"), QStringLiteral("check"), QStringLiteral("--gpu"),
                          QStringLiteral("A100-40GB"), QStringLiteral("3g.20gb@2")});
    CHECK(r.rc == 1);
    CHECK(r.out.contains(QStringLiteral("0, 4")));
    CHECK(r.out.contains(QStringLiteral("3g.20gb@2")));
    CHECK(r.err.isEmpty());   // a finding, not an input error
}

TEST_CASE("cli mig check accepts the seed 5+5+10+20 layout with explicit starts", "[cli][mig]")
{
    const CliRun r = cli({QStringLiteral("mig"), QStringLiteral("check"), QStringLiteral("--gpu"), QStringLiteral("A100-40GB"),
                          QStringLiteral("1g.5gb@0"), QStringLiteral("1g.5gb@1"), QStringLiteral("2g.10gb@2"),
                          QStringLiteral("3g.20gb@4")});
    CHECK(r.rc == 0);
    CHECK(r.err.isEmpty());
    CHECK(r.out.contains(QStringLiteral("[1g.5gb|1g.5gb|2g.10gb 2g.10gb|3g.20gb 3g.20gb 3g.20gb 3g.20gb]")));
    CHECK(r.out.contains(QStringLiteral("SMs: 98 in the instances, of the 98")));
    CHECK(r.out.contains(QStringLiteral("Unusable SMs: 10 of the GPU's 108")));
    CHECK(r.out.contains(QStringLiteral("Stranded compute slices: none")));
    CHECK(r.out.contains(QStringLiteral("-cgi 19:0,19:1,14:2,9:4 -C")));
}

TEST_CASE("cli mig check places the seed layout without starts and says creation order matters", "[cli][mig]")
{
    const CliRun r = cli({QStringLiteral("mig"), QStringLiteral("check"), QStringLiteral("--gpu"), QStringLiteral("A100-40GB"),
                          QStringLiteral("1g.5gb"), QStringLiteral("1g.5gb"), QStringLiteral("2g.10gb"),
                          QStringLiteral("3g.20gb")});
    CHECK(r.rc == 0);
    CHECK(r.out.contains(QStringLiteral("order matters")));
    CHECK(r.out.contains(QStringLiteral("-cgi 9,19,19,14 -C")));
    CHECK(r.out.contains(QStringLiteral("SMs: 98 in the instances")));

    // Created 3g first the driver model lands it without any search.
    const CliRun d = cli({QStringLiteral("mig"), QStringLiteral("check"), QStringLiteral("--gpu=A100-40GB"),
                          QStringLiteral("9"), QStringLiteral("19"), QStringLiteral("14"), QStringLiteral("19")});
    CHECK(d.rc == 0);
    CHECK(d.out.contains(QStringLiteral("chosen by the driver model")));
    CHECK(d.out.contains(QStringLiteral("-cgi 9:4,19:0,14:2,19:1 -C")));
}

TEST_CASE("cli mig check shows the compute slice two 3g instances strand", "[cli][mig]")
{
    const CliRun r = cli({QStringLiteral("mig"), QStringLiteral("check"), QStringLiteral("--gpu"), QStringLiteral("a100-40gb"),
                          QStringLiteral("3g.20gb@0"), QStringLiteral("3g.20gb@4")});
    CHECK(r.rc == 0);
    CHECK(r.out.contains(QStringLiteral("Stranded compute slices: 1 (slice 3)")));
    CHECK(r.out.contains(QStringLiteral("[3g.20gb 3g.20gb 3g.20gb|stranded|3g.20gb 3g.20gb 3g.20gb]")));
}

TEST_CASE("cli mig check with --no-4g3g refuses a 4g beside a 3g as older drivers do", "[cli][mig]")
{
    const QStringList layout{QStringLiteral("mig"), QStringLiteral("check"), QStringLiteral("--gpu"),
                             QStringLiteral("A100-40GB"), QStringLiteral("4g.20gb@0"), QStringLiteral("3g.20gb@4")};
    CHECK(cli(layout).rc == 0);
    const CliRun old = cli(layout + QStringList{QStringLiteral("--no-4g3g")});
    CHECK(old.rc == 1);
    CHECK(old.out.contains(QStringLiteral("Illegal MIG layout")));
}

TEST_CASE("cli mig check reports a layout no order can place and more instances than allowed", "[cli][mig]")
{
    QStringList args{QStringLiteral("mig"), QStringLiteral("check"), QStringLiteral("--gpu"), QStringLiteral("A100-40GB"),
                     QStringLiteral("3g.20gb@0")};
    for (int i = 0; i < 4; ++i)
        args << QStringLiteral("1g.5gb");
    const CliRun r = cli(args);
    CHECK(r.rc == 1);
    CHECK(r.out.contains(QStringLiteral("No placement of these profiles exists")));

    QStringList eight{QStringLiteral("mig"), QStringLiteral("check"), QStringLiteral("--gpu"), QStringLiteral("A100-40GB")};
    for (int i = 0; i < 8; ++i)
        eight << QStringLiteral("1g.5gb");
    CHECK(cli(eight).rc == 1);
}

TEST_CASE("cli mig check treats an unknown profile or GPU or a malformed start as bad input", "[cli][mig]")
{
    for (const QStringList &args : {QStringList{QStringLiteral("--gpu"), QStringLiteral("A100-40GB"), QStringLiteral("5g.25gb")},
                                    QStringList{QStringLiteral("--gpu"), QStringLiteral("A100-40GB"), QStringLiteral("3g.20gb@x")},
                                    QStringList{QStringLiteral("--gpu"), QStringLiteral("A100-40GB"), QStringLiteral("3g.20gb@-1")},
                                    QStringList{QStringLiteral("--gpu"), QStringLiteral("V100"), QStringLiteral("3g.20gb")},
                                    QStringList{QStringLiteral("3g.20gb")},
                                    QStringList{QStringLiteral("--gpu"), QStringLiteral("A100-40GB")}}) {
        const CliRun r = cli(QStringList{QStringLiteral("mig"), QStringLiteral("check")} + args);
        INFO(args.join(QLatin1Char(' ')).toStdString());
        CHECK(r.rc == 2);
        CHECK(r.out.isEmpty());
        CHECK(r.err.contains(QStringLiteral("error")));
    }
}

TEST_CASE("cli mig placements prints exactly NVIDIA's seven lgipp lines for the A100-40GB", "[cli][mig]")
{
    const CliRun r = cli({QStringLiteral("mig"), QStringLiteral("placements"), QStringLiteral("--gpu"), QStringLiteral("A100-40GB")});
    CHECK(r.rc == 0);
    CHECK(r.out == QStringLiteral("GPU  0 Profile ID 19 Placements: {0,1,2,3,4,5,6}:1\n"
                                  "GPU  0 Profile ID 20 Placements: {0,1,2,3,4,5,6}:1\n"
                                  "GPU  0 Profile ID 15 Placements: {0,2,4,6}:2\n"
                                  "GPU  0 Profile ID 14 Placements: {0,2,4}:2\n"
                                  "GPU  0 Profile ID  9 Placements: {0,4}:4\n"
                                  "GPU  0 Profile ID  5 Placement : {0}:4\n"
                                  "GPU  0 Profile ID  0 Placement : {0}:8\n"));

    const CliRun h200 = cli({QStringLiteral("mig"), QStringLiteral("placements"), QStringLiteral("--gpu"), QStringLiteral("H200-141GB")});
    CHECK(h200.rc == 0);
    CHECK(h200.out.contains(QStringLiteral("assumed")));

    const QJsonObject j = json(cli({QStringLiteral("mig"), QStringLiteral("placements"), QStringLiteral("--gpu"),
                                    QStringLiteral("A30-24GB"), QStringLiteral("--format"), QStringLiteral("json")}).out);
    CHECK(j.value(QStringLiteral("memory_slots")).toInt() == 4);
    CHECK(j.value(QStringLiteral("placements")).toArray().size() == 5);
}

TEST_CASE("cli mig profiles prints the lgip table and flags the data the fact sheet does not verify", "[cli][mig]")
{
    const CliRun a100 = cli({QStringLiteral("mig"), QStringLiteral("profiles"), QStringLiteral("--gpu"), QStringLiteral("A100-40GB")});
    CHECK(a100.rc == 0);
    CHECK(a100.out.contains(QStringLiteral("MIG 3g.20gb")));
    CHECK(a100.out.contains(QStringLiteral("GPU instance profiles")));

    const CliRun a100x80 = cli({QStringLiteral("mig"), QStringLiteral("profiles"), QStringLiteral("--gpu"), QStringLiteral("A100-80GB")});
    CHECK(a100x80.out.contains(QStringLiteral("1g.20gb (ID 15) [SMs inferred")));

    const QJsonObject j = json(cli({QStringLiteral("mig"), QStringLiteral("profiles"), QStringLiteral("--gpu"),
                                    QStringLiteral("H200-141GB"), QStringLiteral("--format"), QStringLiteral("json")}).out);
    CHECK(j.value(QStringLiteral("gpu")).toString() == QStringLiteral("H200-141GB"));
    const QJsonArray profiles = j.value(QStringLiteral("profiles")).toArray();
    REQUIRE(profiles.size() == 7);
    bool unverified = false;
    for (const auto &p : profiles)
        unverified = unverified || p.toObject().value(QStringLiteral("sm_quality")).toString() == QStringLiteral("unverified");
    CHECK(unverified);
}

TEST_CASE("cli mig enumerate counts 28 maximal layouts on the A100-40GB and 12 with classic profiles", "[cli][mig]")
{
    const QStringList base{QStringLiteral("mig"), QStringLiteral("enumerate"), QStringLiteral("--gpu"),
                           QStringLiteral("A100-40GB"), QStringLiteral("--maximal"), QStringLiteral("--format"),
                           QStringLiteral("json")};
    const QJsonObject all = json(cli(base).out);
    CHECK(all.value(QStringLiteral("count")).toInt() == 28);
    CHECK(all.value(QStringLiteral("combinations")).toArray().size() == 28);
    CHECK(all.value(QStringLiteral("gpu")).toString() == QStringLiteral("A100-40GB"));
    CHECK(all.value(QStringLiteral("options")).toObject().value(QStringLiteral("maximal")).toBool());

    const QJsonObject classic = json(cli(base + QStringList{QStringLiteral("--classic")}).out);
    CHECK(classic.value(QStringLiteral("count")).toInt() == 12);

    const QJsonObject a30 = json(cli({QStringLiteral("mig"), QStringLiteral("enumerate"), QStringLiteral("--gpu"),
                                      QStringLiteral("A30-24GB"), QStringLiteral("--maximal"), QStringLiteral("--format"),
                                      QStringLiteral("json")}).out);
    CHECK(a30.value(QStringLiteral("count")).toInt() == 4);

    const QJsonObject every = json(cli({QStringLiteral("mig"), QStringLiteral("enumerate"), QStringLiteral("--gpu"),
                                        QStringLiteral("A100-40GB"), QStringLiteral("--format"), QStringLiteral("json")}).out);
    CHECK(every.value(QStringLiteral("count")).toInt() == 77);
}

TEST_CASE("cli mig enumerate json gives each combination its profiles placement and stranded slices", "[cli][mig]")
{
    const QJsonObject j = json(cli({QStringLiteral("mig"), QStringLiteral("enumerate"), QStringLiteral("--gpu"),
                                    QStringLiteral("A100-40GB"), QStringLiteral("--maximal"), QStringLiteral("--classic"),
                                    QStringLiteral("--format"), QStringLiteral("json")}).out);
    bool foundTwoThreeG = false;
    for (const auto &v : j.value(QStringLiteral("combinations")).toArray()) {
        const QJsonObject c = v.toObject();
        const QJsonArray profiles = c.value(QStringLiteral("profiles")).toArray();
        const QJsonArray placement = c.value(QStringLiteral("placement")).toArray();
        CHECK(profiles.size() == placement.size());
        CHECK(c.value(QStringLiteral("maximal")).toBool());
        if (profiles == QJsonArray{QStringLiteral("3g.20gb"), QStringLiteral("3g.20gb")}) {
            foundTwoThreeG = true;
            CHECK(c.value(QStringLiteral("compute_slices_used")).toInt() == 6);
            CHECK(c.value(QStringLiteral("stranded_compute_slices")).toInt() == 1);
        } else {
            CHECK(c.value(QStringLiteral("compute_slices_used")).toInt() == 7);
        }
    }
    CHECK(foundTwoThreeG);

    const CliRun table = cli({QStringLiteral("mig"), QStringLiteral("enumerate"), QStringLiteral("--gpu"),
                              QStringLiteral("A30-24GB"), QStringLiteral("--maximal")});
    CHECK(table.rc == 0);
    CHECK(table.out.contains(QStringLiteral("Combinations on A30-24GB: 4")));
}

TEST_CASE("cli gpus lists every catalog GPU with its flags as a table and as json", "[cli]")
{
    const CliRun t = cli({QStringLiteral("gpus")});
    CHECK(t.rc == 0);
    for (const char *id : {"A100-40GB", "A100-80GB", "A30-24GB", "H100-80GB", "H100-PCIE-80GB", "H200-141GB",
                           "H100-NVL-94GB", "H20-96GB", "H20-141GB", "GH200-96GB", "GH200-144GB", "B200", "GB200", "B300",
                           "GB300", "RTX-PRO-6000", "RTX-PRO-5000", "RTX-PRO-4500"})
        CHECK(t.out.contains(QLatin1String(id)));
    CHECK(t.out.contains(QStringLiteral("108 (98)")));
    CHECK(t.out.contains(QStringLiteral("148 (?)"))); // B200: the 7g.180gb SMs are not given
    CHECK(t.out.contains(QStringLiteral("4/12")));    // RTX PRO 6000's grid
    CHECK(t.out.contains(QStringLiteral("placements assumed")));
    CHECK(t.out.contains(QStringLiteral("Simulated")));

    const QJsonObject j = json(cli({QStringLiteral("gpus"), QStringLiteral("--format"), QStringLiteral("json")}).out);
    const QJsonArray gpus = j.value(QStringLiteral("gpus")).toArray();
    REQUIRE(gpus.size() == 18);
    int simulated = 0;
    for (const auto &g : gpus)
        simulated += g.toObject().value(QStringLiteral("simulated")).toBool() ? 1 : 0;
    CHECK(simulated == 7);
    const QJsonObject a100 = gpus.first().toObject();
    CHECK(a100.value(QStringLiteral("id")).toString() == QStringLiteral("A100-40GB"));
    CHECK(a100.value(QStringLiteral("sms")).toInt() == 108);
    CHECK(a100.value(QStringLiteral("mig_sms")).toInt() == 98);
    CHECK(a100.value(QStringLiteral("mig_profiles")).toInt() == 7);
    CHECK(a100.value(QStringLiteral("flags")).toArray().isEmpty());
    CHECK_FALSE(gpus.last().toObject().value(QStringLiteral("flags")).toArray().isEmpty());
}

TEST_CASE("cli unknown commands options GPUs and formats exit 2 with the reason on stderr", "[cli]")
{
    const QList<QStringList> bad{
        {QStringLiteral("frobnicate")},
        {QStringLiteral("--frobnicate")},
        {},
        {QStringLiteral("gpus"), QStringLiteral("--format"), QStringLiteral("xml")},
        {QStringLiteral("gpus"), QStringLiteral("--verbose")},
        {QStringLiteral("gpus"), QStringLiteral("--format")},
        {QStringLiteral("mig")},
        {QStringLiteral("mig"), QStringLiteral("split")},
        {QStringLiteral("mig"), QStringLiteral("profiles")},
        {QStringLiteral("mig"), QStringLiteral("profiles"), QStringLiteral("--gpu"), QStringLiteral("T4")},
        {QStringLiteral("mig"), QStringLiteral("profiles"), QStringLiteral("--gpu"), QStringLiteral("A100-40GB"),
         QStringLiteral("--format"), QStringLiteral("csv")},
        {QStringLiteral("mig"), QStringLiteral("enumerate"), QStringLiteral("--gpu"), QStringLiteral("A30-24GB"),
         QStringLiteral("--maximal=yes")},
        {QStringLiteral("validate")},
        {QStringLiteral("export"), ragFile()},
        {QStringLiteral("export"), ragFile(), QStringLiteral("--to"), QStringLiteral("helm")},
        {QStringLiteral("export"), ragFile(), QStringLiteral("--to"), QStringLiteral("k8s"), QStringLiteral("--mode"),
         QStringLiteral("turbo")},
        {QStringLiteral("--lang"), QStringLiteral("tlh"), QStringLiteral("gpus")},
    };
    for (const QStringList &args : bad) {
        const CliRun r = cli(args);
        INFO(args.join(QLatin1Char(' ')).toStdString());
        CHECK(r.rc == 2);
        CHECK_FALSE(r.err.isEmpty());
        CHECK(r.out.isEmpty());
    }
}

TEST_CASE("cli help and version exit 0 on every command and subcommand", "[cli]")
{
    const QList<QStringList> commands{
        {},
        {QStringLiteral("gpus")},
        {QStringLiteral("mig")},
        {QStringLiteral("mig"), QStringLiteral("profiles")},
        {QStringLiteral("mig"), QStringLiteral("placements")},
        {QStringLiteral("mig"), QStringLiteral("check")},
        {QStringLiteral("mig"), QStringLiteral("enumerate")},
        {QStringLiteral("validate")},
        {QStringLiteral("scenarios")},
        {QStringLiteral("export")},
        {QStringLiteral("seed-demo")},
        {QStringLiteral("run")},
        {QStringLiteral("compare")},
        {QStringLiteral("receipts")},
    };
    for (const QStringList &c : commands) {
        for (const QString &h : {QStringLiteral("--help"), QStringLiteral("-h")}) {
            const CliRun r = cli(c + QStringList{h});
            INFO((c + QStringList{h}).join(QLatin1Char(' ')).toStdString());
            CHECK(r.rc == 0);
            CHECK(r.out.startsWith(QStringLiteral("Usage: gpukitchen-cli")));
            CHECK(r.err.isEmpty());
        }
    }
    const CliRun top = cli({QStringLiteral("--help")});
    CHECK(top.out.contains(QStringLiteral("run FILE")));
    CHECK(top.out.contains(QStringLiteral("compare FILE")));
    CHECK(top.out.contains(QStringLiteral("receipts")));
    const CliRun v = cli({QStringLiteral("--version")});
    CHECK(v.rc == 0);
    CHECK(v.out == QStringLiteral("gpukitchen-cli %1\n").arg(QLatin1String(cliVersion)));
}

TEST_CASE("cli validate accepts the RAG reference file and a built-in scenario", "[cli][validate]")
{
    const CliRun r = cli({QStringLiteral("validate"), ragFile()});
    CHECK(r.rc == 0);
    CHECK(r.out.contains(QStringLiteral("valid")));
    CHECK(r.err.isEmpty());

    const CliRun list = cli({QStringLiteral("scenarios")});
    CHECK(list.rc == 0);
    CHECK(list.out.contains(QStringLiteral("builtin:")));
    const QJsonObject j = json(cli({QStringLiteral("scenarios"), QStringLiteral("--format"), QStringLiteral("json")}).out);
    const QJsonArray scenarios = j.value(QStringLiteral("scenarios")).toArray();
    REQUIRE_FALSE(scenarios.isEmpty());
    for (const auto &s : scenarios) {
        const QString name = s.toObject().value(QStringLiteral("name")).toString();
        const CliRun b = cli({QStringLiteral("validate"), QStringLiteral("builtin:") + name});
        INFO(name.toStdString() + b.err.toStdString());
        CHECK(b.rc == 0);
    }
    CHECK(cli({QStringLiteral("validate"), QStringLiteral("builtin:no-such-scenario")}).rc == 2);
}

TEST_CASE("cli validate of an unreadable or invalid file exits 2 with each diagnostic on stderr", "[cli][validate]")
{
    const CliRun missing = cli({QStringLiteral("validate"), QStringLiteral("/nonexistent/dir/x.gpuk.json")});
    CHECK(missing.rc == 2);
    CHECK_FALSE(missing.err.isEmpty());

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QFile src(ragFile());
    REQUIRE(src.open(QIODevice::ReadOnly));
    QByteArray text = src.readAll();
    // An illegal MIG start: 3g.20gb at memory slot 2 instead of 4.
    text.replace("\"start\": 4", "\"start\": 2");
    const QString bad = dir.filePath(QStringLiteral("bad.gpuk.json"));
    QFile out(bad);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(text);
    out.close();

    const CliRun r = cli({QStringLiteral("validate"), bad});
    CHECK(r.rc == 2);
    CHECK(r.err.contains(QStringLiteral("sharing.instances[3].start")));
    CHECK(r.err.contains(QStringLiteral("0, 4")));
    CHECK(r.out.isEmpty());

    const QJsonObject j = json(cli({QStringLiteral("validate"), bad, QStringLiteral("--format"), QStringLiteral("json")}).out);
    CHECK_FALSE(j.value(QStringLiteral("valid")).toBool());
    CHECK(j.value(QStringLiteral("errors")).toInt() >= 1);
    bool illegalStart = false;
    for (const auto &d : j.value(QStringLiteral("diagnostics")).toArray())
        illegalStart = illegalStart || d.toObject().value(QStringLiteral("code")).toString()
                                               == QStringLiteral("mig.placement.illegal_start");
    CHECK(illegalStart);
    CHECK(cli({QStringLiteral("validate"), bad, QStringLiteral("--format"), QStringLiteral("json")}).rc == 2);

    // Nothing is exported from an invalid file.
    CHECK(cli({QStringLiteral("export"), bad, QStringLiteral("--to"), QStringLiteral("mig-parted")}).rc == 2);
}

TEST_CASE("cli seed-demo prints the Python demo's lines first and then where the toy departs from hardware",
          "[cli][seed]")
{
    const CliRun r = cli({QStringLiteral("seed-demo")});
    CHECK(r.rc == 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'));
    REQUIRE(lines.size() > 8);
    CHECK(lines[0] == QStringLiteral("MIG 切分实例: [{'sm': 30, 'mem': 10}, {'sm': 30, 'mem': 10}, {'sm': 20, 'mem': 8}, {'sm': 20, 'mem': 8}]"));
    CHECK(lines[1] == QStringLiteral("MIG 利用率: 0.916"));
    CHECK(lines[2] == QStringLiteral("MPS 任务数: 10"));
    CHECK(lines[3] == QStringLiteral("MPS 利用率: 0.644"));
    CHECK(lines[4] == QStringLiteral("vGPU 预算: {'sm_budget': 97, 'mem_budget': 36}"));
    CHECK(lines[5] == QStringLiteral("vGPU 利用率: 0.899"));
    const QString rest = lines.mid(6).join(QLatin1Char(' ')).simplified();
    CHECK(rest.contains(QStringLiteral("14/28/42/56/98")));
    CHECK(rest.contains(QStringLiteral("14+14+28+42 = 98")));
    CHECK(rest.contains(QStringLiteral("4.75+4.75+9.62+19.50")));
    CHECK(rest.contains(QStringLiteral("98 of the 108 SMs")));
    CHECK(rest.contains(QStringLiteral("SM_ACTIVE")));
    CHECK(rest.contains(QStringLiteral("a cap, not a reservation")));
    CHECK(rest.contains(QStringLiteral("94-105 %")));
    CHECK(rest.contains(QStringLiteral("gpukitchen-cli run")));

    // --lang is accepted on the command (and globally); the Python lines stay as the Python prints them.
    const CliRun zh = cli({QStringLiteral("seed-demo"), QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    CHECK(zh.rc == 0);
    CHECK(zh.out.startsWith(lines[0]));
    CHECK(currentLanguage() == QStringLiteral("en"));   // restored after the command
}

TEST_CASE("cli export writes every target for the RAG reference scenario", "[cli][export]")
{
    struct Case
    {
        QStringList args;
        QString expect;
    };
    const QList<Case> cases{
        {{QStringLiteral("--to"), QStringLiteral("nvidia-smi")}, QStringLiteral("-cgi 14:0,19:2,19:3,9:4 -C")},
        {{QStringLiteral("--to"), QStringLiteral("mig-parted")}, QStringLiteral("mig-configs:")},
        {{QStringLiteral("--to"), QStringLiteral("k8s")}, QStringLiteral("nvidia.com/mig-3g.20gb: 1")},
        {{QStringLiteral("--to"), QStringLiteral("k8s"), QStringLiteral("--mode"), QStringLiteral("mps")},
         QStringLiteral("mps:")},
        {{QStringLiteral("--to"), QStringLiteral("time-slicing"), QStringLiteral("--mode"), QStringLiteral("timeslice")},
         QStringLiteral("timeSlicing:")},
        {{QStringLiteral("--to"), QStringLiteral("mps-env"), QStringLiteral("--mode"), QStringLiteral("mps")},
         QStringLiteral("CUDA_MPS_ACTIVE_THREAD_PERCENTAGE=30")},
        {{QStringLiteral("--to"), QStringLiteral("mig-parted"), QStringLiteral("--mode"), QStringLiteral("mig")},
         QStringLiteral("\"3g.20gb\": 1")},
    };
    for (const Case &c : cases) {
        const CliRun r = cli(QStringList{QStringLiteral("export"), ragFile()} + c.args);
        INFO(c.args.join(QLatin1Char(' ')).toStdString() + r.err.toStdString());
        CHECK(r.rc == 0);
        CHECK(r.out.contains(c.expect));
        CHECK(r.err.isEmpty());
    }

    // A plan the target cannot express is bad input: exit 2 and a reason.
    const CliRun mismatch = cli({QStringLiteral("export"), ragFile(), QStringLiteral("--to"), QStringLiteral("mig-parted"),
                                 QStringLiteral("--mode"), QStringLiteral("mps")});
    CHECK(mismatch.rc == 2);
    CHECK(mismatch.err.contains(QStringLiteral("mig-parted")));
    CHECK(mismatch.out.isEmpty());
    CHECK(cli({QStringLiteral("export"), ragFile(), QStringLiteral("--to"), QStringLiteral("mps-env")}).rc == 2);

    const CliRun builtin = cli({QStringLiteral("export"), QStringLiteral("builtin:seed-a100-mig"), QStringLiteral("--to"),
                                QStringLiteral("mig-parted")});
    CHECK(builtin.rc == 0);
    CHECK(builtin.out.contains(QStringLiteral("\"1g.5gb\": 2")));
}

TEST_CASE("cli export --out writes the configuration to a file", "[cli][export]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("mig.sh"));
    const CliRun r = cli({QStringLiteral("export"), ragFile(), QStringLiteral("--to"), QStringLiteral("nvidia-smi"),
                          QStringLiteral("--out"), file});
    CHECK(r.rc == 0);
    QFile f(file);
    REQUIRE(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    CHECK(text.startsWith(QStringLiteral("#!/bin/sh\n")));
    CHECK(text.contains(QStringLiteral("sudo nvidia-smi -i 0 -mig 1")));
    CHECK((f.permissions() & QFileDevice::ExeOwner));
    CHECK(cli({QStringLiteral("export"), ragFile(), QStringLiteral("--to"), QStringLiteral("nvidia-smi"), QStringLiteral("--out"),
               QStringLiteral("/nonexistent/dir/mig.sh")}).rc == 2);
}

TEST_CASE("cli languages are normalised and the default follows LC_ALL then LANG", "[cli]")
{
    CHECK(normalizeLanguage(QStringLiteral("zh_CN.UTF-8")) == QStringLiteral("zh_CN"));
    CHECK(normalizeLanguage(QStringLiteral("zh")) == QStringLiteral("zh_CN"));
    CHECK(normalizeLanguage(QStringLiteral("en_US")) == QStringLiteral("en"));
    CHECK(normalizeLanguage(QStringLiteral("fr")).isEmpty());
    CHECK(languageArgument({QStringLiteral("gpus"), QStringLiteral("--lang=zh_CN")}) == QStringLiteral("zh_CN"));
    CHECK(languageArgument({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("gpus")}) == QStringLiteral("en"));

    const QByteArray lcAll = qgetenv("LC_ALL");
    const QByteArray lang = qgetenv("LANG");
    qputenv("LC_ALL", "");
    qputenv("LANG", "zh_CN.UTF-8");
    CHECK(defaultCliLanguage() == QStringLiteral("zh_CN"));
    qputenv("LC_ALL", "en_GB.UTF-8");
    CHECK(defaultCliLanguage() == QStringLiteral("en"));
    qputenv("LC_ALL", lcAll);
    qputenv("LANG", lang);

    const CliRun r = cli({QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("gpus")});
    CHECK(r.rc == 0);
    CHECK(r.out.contains(QStringLiteral("A100-40GB")));
    CHECK(currentLanguage() == QStringLiteral("en"));
}

namespace {

QJsonObject jsonOut(const CliRun &r)
{
    QJsonParseError e;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &e);
    INFO(r.out.toStdString());
    REQUIRE(e.error == QJsonParseError::NoError);
    REQUIRE(doc.isObject());
    return doc.object();
}

QStringList seedLayoutArgs()
{
    return {QStringLiteral("mig"), QStringLiteral("check"), QStringLiteral("--gpu"), QStringLiteral("A100-40GB"),
            QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("1g.5gb@0"), QStringLiteral("1g.5gb@1"),
            QStringLiteral("2g.10gb@2"), QStringLiteral("3g.20gb@4")};
}

} // namespace

TEST_CASE("cli mig check --format json gives a legal layout's instances, SMs and nvidia-smi command", "[cli][mig][json]")
{
    const CliRun r = cli(seedLayoutArgs());
    CHECK(r.rc == 0);
    CHECK(r.err.isEmpty());
    const QJsonObject j = jsonOut(r);
    CHECK(j.value(QStringLiteral("gpu")).toString() == QStringLiteral("A100-40GB"));
    CHECK(j.value(QStringLiteral("legal")).toBool());
    const QJsonArray instances = j.value(QStringLiteral("instances")).toArray();
    REQUIRE(instances.size() == 4);
    CHECK(instances[3].toObject().value(QStringLiteral("profile")).toString() == QStringLiteral("3g.20gb"));
    CHECK(instances[3].toObject().value(QStringLiteral("start")).toInt() == 4);
    CHECK(j.value(QStringLiteral("instance_sms")).toInt() == 98);
    CHECK(j.value(QStringLiteral("unusable_sms")).toInt() == 10);
    CHECK(j.value(QStringLiteral("stranded_compute_slices")).toInt() == 0);
    CHECK(j.value(QStringLiteral("starts_chosen_by")).toString() == QStringLiteral("user"));
    CHECK(j.value(QStringLiteral("nvidia_smi")).toString().contains(QStringLiteral("-cgi 19:0,19:1,14:2,9:4 -C")));
    CHECK(j.value(QStringLiteral("findings")).toArray().isEmpty());
}

TEST_CASE("cli mig check --format json reports an illegal layout with its argument and the allowed starts, exit 1",
          "[cli][mig][json]")
{
    const CliRun r = cli({QStringLiteral("mig"), QStringLiteral("check"), QStringLiteral("--gpu"),
                          QStringLiteral("A100-40GB"), QStringLiteral("--format=json"), QStringLiteral("3g.20gb@2")});
    CHECK(r.rc == 1);
    CHECK(r.err.isEmpty());
    const QJsonObject j = jsonOut(r);
    CHECK_FALSE(j.value(QStringLiteral("legal")).toBool());
    CHECK_FALSE(j.contains(QStringLiteral("instances")));
    const QJsonArray findings = j.value(QStringLiteral("findings")).toArray();
    REQUIRE_FALSE(findings.isEmpty());
    CHECK(findings[0].toObject().value(QStringLiteral("argument")).toString() == QStringLiteral("3g.20gb@2"));
    CHECK(findings[0].toObject().value(QStringLiteral("severity")).toString() == QStringLiteral("error"));
    CHECK_FALSE(findings[0].toObject().value(QStringLiteral("code")).toString().isEmpty());
    const QJsonArray allowed = j.value(QStringLiteral("allowed_placements")).toArray();
    REQUIRE(allowed.size() == 1);
    CHECK(allowed[0].toObject().value(QStringLiteral("starts")).toArray() == QJsonArray{0, 4});
}

TEST_CASE("cli export --format json names the target, the plan and the file written, or carries the text",
          "[cli][export][json]")
{
    const QStringList base{QStringLiteral("export"), QStringLiteral("builtin:seed-a100-mig"), QStringLiteral("--to"),
                           QStringLiteral("mig-parted")};
    const CliRun plain = cli(base);
    REQUIRE(plain.rc == 0);

    const CliRun r = cli(base + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    CHECK(r.rc == 0);
    CHECK(r.err.isEmpty());
    const QJsonObject j = jsonOut(r);
    CHECK(j.value(QStringLiteral("target")).toString() == QStringLiteral("mig-parted"));
    CHECK(j.value(QStringLiteral("gpu")).toString() == QStringLiteral("A100-40GB"));
    CHECK(j.value(QStringLiteral("mode")).toString() == QStringLiteral("mig"));
    CHECK(j.value(QStringLiteral("plan_source")).toString() == QStringLiteral("sharing"));
    const QJsonObject plan = j.value(QStringLiteral("plan")).toObject();
    CHECK(plan.value(QStringLiteral("mode")).toString() == QStringLiteral("mig"));
    CHECK(plan.value(QStringLiteral("instances")).toArray().size() == 4);
    CHECK(j.value(QStringLiteral("text")).toString() == plain.out);
    CHECK(j.value(QStringLiteral("files")).toArray().isEmpty());

    QTemporaryDir tmp;
    REQUIRE(tmp.isValid());
    const QString file = tmp.filePath(QStringLiteral("mig.sh"));
    const CliRun w = cli({QStringLiteral("export"), QStringLiteral("builtin:seed-a100-mig"), QStringLiteral("--to"),
                          QStringLiteral("nvidia-smi"), QStringLiteral("--out"), file, QStringLiteral("--format"),
                          QStringLiteral("json")});
    CHECK(w.rc == 0);
    const QJsonObject wj = jsonOut(w); // the JSON alone: no "Wrote" line
    CHECK_FALSE(wj.contains(QStringLiteral("text")));
    const QJsonArray files = wj.value(QStringLiteral("files")).toArray();
    REQUIRE(files.size() == 1);
    const QJsonObject f = files[0].toObject();
    CHECK(f.value(QStringLiteral("path")).toString() == file);
    CHECK(f.value(QStringLiteral("kind")).toString() == QStringLiteral("file"));
    CHECK(f.value(QStringLiteral("executable")).toBool());
    CHECK(qint64(f.value(QStringLiteral("bytes")).toDouble()) == QFileInfo(file).size());
    CHECK(QFileInfo(file).isExecutable());
}

TEST_CASE("cli seed-demo --format json gives the demo's lines, its utilisations and the real A100's SMs",
          "[cli][json]")
{
    const CliRun text = cli({QStringLiteral("seed-demo")});
    REQUIRE(text.rc == 0);
    const CliRun r = cli({QStringLiteral("seed-demo"), QStringLiteral("--format"), QStringLiteral("json")});
    CHECK(r.rc == 0);
    const QJsonObject j = jsonOut(r);
    const QJsonArray lines = j.value(QStringLiteral("demo_output")).toArray();
    REQUIRE(lines.size() == 6);
    for (const auto &line : lines)
        CHECK(text.out.contains(line.toString()));
    CHECK(j.value(QStringLiteral("mig_utilization")).toDouble() > 0);
    const QJsonObject real = j.value(QStringLiteral("real")).toObject();
    CHECK(real.value(QStringLiteral("sms")).toInt() == 108);
    CHECK(real.value(QStringLiteral("mig_sms")).toInt() == 98);
    CHECK(real.value(QStringLiteral("seed_layout")).toArray().size() == 4);
}

TEST_CASE("every command of gpukitchen-cli --help that prints results prints one JSON object under --format json",
          "[cli][json]")
{
    const QString gpu = QStringLiteral("--gpu=A100-40GB");
    const QString json = QStringLiteral("--format=json");
    const QString seed = QStringLiteral("builtin:seed-a100-mig");
    const QList<QStringList> commands{
        {QStringLiteral("gpus"), json},
        {QStringLiteral("mig"), QStringLiteral("profiles"), gpu, json},
        {QStringLiteral("mig"), QStringLiteral("placements"), gpu, json},
        {QStringLiteral("mig"), QStringLiteral("check"), gpu, json, QStringLiteral("7g.40gb")},
        {QStringLiteral("mig"), QStringLiteral("enumerate"), gpu, json, QStringLiteral("--maximal")},
        {QStringLiteral("mig"), QStringLiteral("plan"), seed, json},
        {QStringLiteral("validate"), seed, json},
        {QStringLiteral("scenarios"), json},
        {QStringLiteral("export"), seed, QStringLiteral("--to=nvidia-smi"), json},
        {QStringLiteral("seed-demo"), json},
        {QStringLiteral("run"), seed, QStringLiteral("--duration=6"), QStringLiteral("--no-slowdown"), json},
        {QStringLiteral("compare"), seed, QStringLiteral("--duration=6"), QStringLiteral("--no-slowdown"), json},
        {QStringLiteral("receipts"), json},
        {QStringLiteral("lessons"), QStringLiteral("list"), json},
        {QStringLiteral("quiz"), QStringLiteral("list"), json},
    };
    // The command list of --help, so that a new command without JSON is noticed here.
    const CliRun help = cli({QStringLiteral("--help")});
    QStringList listed;
    for (const QString &line : help.out.split(QLatin1Char('\n'))) {
        static const QRegularExpression commandLine(QStringLiteral("^  ([a-z-]+(?: [a-z]+)?)(?: |$)"));
        const auto m = commandLine.match(line);
        if (m.hasMatch() && !line.trimmed().startsWith(QLatin1Char('-')))
            listed << m.captured(1).split(QLatin1Char(' ')).first();
    }
    listed.removeDuplicates();
    QStringList covered;
    for (const auto &c : commands)
        covered << c.first();
    covered.removeDuplicates();
    listed.sort();
    covered.sort();
    CHECK(listed == covered);

    for (const QStringList &args : commands) {
        INFO(args.join(QLatin1Char(' ')).toStdString());
        const CliRun r = cli(args);
        CHECK((r.rc == 0 || r.rc == 1));
        const QJsonObject j = jsonOut(r);
        CHECK_FALSE(j.isEmpty());
    }
}

TEST_CASE("cli errors under --format json are plain text on stderr with exit 2 and nothing on stdout", "[cli][json]")
{
    const QList<QStringList> bad{
        {QStringLiteral("mig"), QStringLiteral("check"), QStringLiteral("--gpu=NOPE"), QStringLiteral("--format=json"),
         QStringLiteral("1g.5gb")},
        {QStringLiteral("export"), QStringLiteral("builtin:seed-a100-mig"), QStringLiteral("--to=yaml"),
         QStringLiteral("--format=json")},
        {QStringLiteral("run"), QStringLiteral("builtin:no-such"), QStringLiteral("--format=json")},
    };
    for (const QStringList &args : bad) {
        INFO(args.join(QLatin1Char(' ')).toStdString());
        const CliRun r = cli(args);
        CHECK(r.rc == 2);
        CHECK(r.out.isEmpty());
        CHECK(r.err.startsWith(QStringLiteral("gpukitchen-cli: error: ")));
    }
}

TEST_CASE("cli receipts prints every row beside its published figure and exits 0 when each has its declared status",
          "[cli][receipts]")
{
    const CliRun r = cli({QStringLiteral("receipts")});
    CHECK(r.rc == 0);
    CHECK(r.err.isEmpty());
    for (const auto &row : receiptTable()) {
        INFO(row.id);
        CHECK(r.out.contains(QString::fromStdString(row.id)));
        CHECK(r.out.contains(QString::fromStdString(row.source.url)));
    }
    CHECK(r.out.contains(QStringLiteral("PUBLISHED")));
    CHECK(r.out.contains(QStringLiteral("TOLERANCE")));
    CHECK(r.out.contains(QStringLiteral("known gap")));
    CHECK(r.out.contains(QStringLiteral("calibrated on this row")));
    CHECK(r.out.contains(QStringLiteral("unexpected")));
    // the ResNet-50 1g row: published 0.133, the engine's 14/108 SMs = 0.130
    const QString line = r.out.section(QStringLiteral("mlperf11-a100-resnet50-1g"), 1, 1).section(QLatin1Char('\n'), 0, 0);
    CHECK(line.contains(QStringLiteral("0.133")));
    CHECK(line.contains(QStringLiteral("0.130")));

    const CliRun bad = cli({QStringLiteral("receipts"), QStringLiteral("--format"), QStringLiteral("csv")});
    CHECK(bad.rc == 2);
    CHECK_FALSE(bad.err.isEmpty());

    const CliRun zh = cli({QStringLiteral("receipts"), QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    CHECK(zh.rc == 0);
    CHECK(zh.out.contains(QStringLiteral("已知差距")));
    CHECK(currentLanguage() == QStringLiteral("en"));
}

TEST_CASE("cli receipts --format json parses and has every field of every row", "[cli][receipts]")
{
    const CliRun r = cli({QStringLiteral("receipts"), QStringLiteral("--format"), QStringLiteral("json")});
    CHECK(r.rc == 0);
    const QJsonObject root = json(r.out);
    CHECK(root.value(QStringLiteral("format")).toString() == QStringLiteral("gpukitchen-receipts/1"));
    const QJsonArray rows = root.value(QStringLiteral("rows")).toArray();
    REQUIRE(rows.size() == int(receiptTable().size()));
    CHECK(rows.size() >= 12);
    const QJsonObject summary = root.value(QStringLiteral("summary")).toObject();
    CHECK(summary.value(QStringLiteral("rows")).toInt() == rows.size());
    CHECK(summary.value(QStringLiteral("sources")).toInt() >= 5);
    CHECK(summary.value(QStringLiteral("unexpected")).toInt() == 0);
    const QStringList keys{QStringLiteral("id"), QStringLiteral("topic"), QStringLiteral("source"),
                           QStringLiteral("gpu"), QStringLiteral("setup"), QStringLiteral("metric"),
                           QStringLiteral("published"), QStringLiteral("engine"), QStringLiteral("gap"),
                           QStringLiteral("tolerance"), QStringLiteral("within_tolerance"), QStringLiteral("expected"),
                           QStringLiteral("status"), QStringLiteral("as_expected"), QStringLiteral("gap_reason"),
                           QStringLiteral("calibration"), QStringLiteral("parameters")};
    for (int i = 0; i < rows.size(); ++i) {
        const QJsonObject row = rows[i].toObject();
        const Receipt &expect = receiptTable()[std::size_t(i)];
        INFO(expect.id);
        for (const QString &k : keys)
            CHECK(row.contains(k));
        CHECK(row.value(QStringLiteral("id")).toString() == QString::fromStdString(expect.id));
        const QJsonObject src = row.value(QStringLiteral("source")).toObject();
        for (const char *k : {"key", "title", "url", "grade", "fact_sheet"})
            CHECK(src.contains(QLatin1String(k)));
        CHECK(src.value(QStringLiteral("url")).toString().startsWith(QStringLiteral("https://")));
        const QJsonObject pub = row.value(QStringLiteral("published")).toObject();
        CHECK(pub.value(QStringLiteral("low")).toDouble() == expect.publishedLow);
        CHECK(pub.value(QStringLiteral("high")).toDouble() == expect.publishedHigh);
        CHECK_FALSE(pub.value(QStringLiteral("text")).toString().isEmpty());
        CHECK(row.value(QStringLiteral("engine")).isDouble());
        CHECK(row.value(QStringLiteral("as_expected")).toBool());
        const QJsonArray params = row.value(QStringLiteral("parameters")).toArray();
        CHECK_FALSE(params.isEmpty());
        for (const auto &p : params) {
            const QString role = p.toObject().value(QStringLiteral("role")).toString();
            CHECK((role == QStringLiteral("calibrated") || role == QStringLiteral("checked")));
        }
    }
}

TEST_CASE("The CLI wrapper never starts a line with Chinese closing punctuation nor splits a number from its %",
          "[cli][wrap][i18n]")
{
    // Chinese as the catalogue writes it, English with a spaced percent, and a mix of both.
    const QStringList texts{
        QStringLiteral(u"这块 GPU 的利用率是 77%，碎片计算切片：2 个（切片 3）；MIG 规格、vGPU 类型和 kernel（核函数）都已列出。"),
        QStringLiteral(u"虚拟化开销：文章说是 1-5%；VMware 测得的性能是裸金属的 94-105%，也就是大约 0-6% 的开销。"),
        QStringLiteral("Virtualization overhead: the article says 1-5 %; VMware measured 94-105 % of bare-metal performance."),
        QStringLiteral(u"“尽力而为”调度把整块 GPU 交给有任务的一方；“均等份额”在正在运行的虚拟机之间轮转。"),
    };
    const QString closing = QStringLiteral(u"，。；：、）」』》！？”’%");
    const QString opening = QStringLiteral(u"（「『《“‘");
    auto squeeze = [](QString s) { return s.remove(QRegularExpression(QStringLiteral("\\s"))); };
    for (const QString &text : texts) {
        for (int width = 6; width <= 60; ++width) {
            const QString out = Cli::wrap(text, width, QStringLiteral("  "), QStringLiteral("    "));
            INFO("width " << width << ":\n" << out.toStdString());
            // Nothing lost or added but spaces and line breaks.
            CHECK(squeeze(out) == squeeze(text));
            const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            for (int i = 0; i < lines.size(); ++i) {
                const QString line = lines[i].trimmed();
                REQUIRE_FALSE(line.isEmpty());
                if (i > 0) {
                    INFO("line " << i << ": " << line.toStdString());
                    CHECK_FALSE(closing.contains(line.front()));
                }
                if (i + 1 < lines.size()) {
                    INFO("line " << i << ": " << line.toStdString());
                    CHECK_FALSE(opening.contains(line.back()));
                }
            }
        }
    }
    // A line that has room keeps the text whole; a narrow one still breaks between CJK characters.
    CHECK(Cli::wrap(QStringLiteral(u"利用率 77%。"), 40, QString(), QString()) == QStringLiteral(u"利用率 77%。\n"));
    CHECK(Cli::wrap(QStringLiteral(u"多实例多实例"), 6, QString(), QString()) == QStringLiteral(u"多实例\n多实例\n"));
}

TEST_CASE("cli run in Chinese names the failure reasons and the built-in scenario in Chinese and writes 77.0%",
          "[cli][run][i18n]")
{
    const CliRun zh = cli({QStringLiteral("run"), QStringLiteral("builtin:mps-noisy-neighbour"), QStringLiteral("--mode"),
                           QStringLiteral("mps"), QStringLiteral("--duration"), QStringLiteral("40"),
                           QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    CHECK(zh.rc == 0);
    INFO(zh.out.toStdString());
    CHECK(zh.out.startsWith(QStringLiteral(u"MPS 嘈杂邻居")));
    // The neighbour's crash takes the embedding service down: fault and unavailable, in Chinese.
    CHECK(zh.out.contains(QStringLiteral(u"故障 ")));
    CHECK(zh.out.contains(QStringLiteral(u"不可用 ")));
    CHECK_FALSE(zh.out.contains(QStringLiteral("unavailable")));
    CHECK_FALSE(zh.out.contains(QRegularExpression(QStringLiteral("\\d %"))));
    CHECK(zh.out.contains(QRegularExpression(QStringLiteral("\\d%"))));
    CHECK(currentLanguage() == QStringLiteral("en"));

    // English keeps its own typography and the reason names of the JSON.
    const CliRun en = cli({QStringLiteral("run"), QStringLiteral("builtin:mps-noisy-neighbour"), QStringLiteral("--mode"),
                           QStringLiteral("mps"), QStringLiteral("--duration"), QStringLiteral("40")});
    CHECK(en.out.startsWith(QStringLiteral("MPS noisy neighbour")));
    CHECK(en.out.contains(QStringLiteral("unavailable ")));
    CHECK(en.out.contains(QRegularExpression(QStringLiteral("\\d %"))));
}

TEST_CASE("cli mig plan --ranked lists distinct legal layouts from the plan mig plan prints, each with margins and "
          "fragmentation",
          "[cli][mig][json]")
{
    const QString scenario = QStringLiteral("builtin:rag-customer-service");
    const CliRun r = cli({QStringLiteral("mig"), QStringLiteral("plan"), scenario, QStringLiteral("--ranked"),
                          QStringLiteral("5"), QStringLiteral("--format"), QStringLiteral("json")});
    INFO(r.err.toStdString());
    CHECK(r.rc == 0);
    const QJsonObject j = jsonOut(r);
    CHECK(j.value(QStringLiteral("exact")).toBool());
    const QJsonArray ranked = j.value(QStringLiteral("ranked")).toArray();
    REQUIRE(ranked.size() == 5);
    const GpuModel &gpu = *findGpu("A100-40GB");
    QStringList layouts;
    double lastCompute = 0;
    for (int k = 0; k < ranked.size(); ++k) {
        INFO("entry " << k + 1);
        const QJsonObject e = ranked.at(k).toObject();
        CHECK(e.value(QStringLiteral("rank")).toInt() == k + 1);
        // every SLO met here: cheapest first
        CHECK(e.value(QStringLiteral("all_slos_met")).toBool());
        CHECK(e.value(QStringLiteral("compute_slices")).toDouble() >= lastCompute);
        lastCompute = e.value(QStringLiteral("compute_slices")).toDouble();
        std::vector<MigRequest> requests;
        QStringList profiles, tenants;
        for (const QJsonValue &v : e.value(QStringLiteral("instances")).toArray()) {
            const QJsonObject inst = v.toObject();
            requests.push_back(MigRequest{inst.value(QStringLiteral("profile")).toString().toStdString(),
                                          inst.value(QStringLiteral("start")).toInt()});
            profiles << inst.value(QStringLiteral("profile")).toString();
            for (const QJsonValue &t : inst.value(QStringLiteral("tenants")).toArray())
                tenants << t.toString();
        }
        CHECK(!hasErrors(checkMigLayout(gpu, requests, MigOptions{true}, "")));
        tenants.sort();
        CHECK(tenants == QStringList{QStringLiteral("embed"), QStringLiteral("llm"), QStringLiteral("rerank")});
        profiles.sort();
        layouts << profiles.join(QLatin1Char('+'));
        CHECK(e.value(QStringLiteral("tenants")).toArray().size() == 3);
        const QJsonObject f = e.value(QStringLiteral("fragmentation")).toObject();
        CHECK(f.contains(QStringLiteral("addable")));
        CHECK(f.contains(QStringLiteral("blocked")));
        CHECK(f.value(QStringLiteral("free_compute_slices")).toInt()
              == 7 - e.value(QStringLiteral("compute_slices")).toInt());
    }
    QStringList distinct = layouts;
    distinct.removeDuplicates();
    CHECK(distinct.size() == layouts.size());

    // the first entry is the plan of mig plan
    const CliRun plan = cli({QStringLiteral("mig"), QStringLiteral("plan"), scenario, QStringLiteral("--format"),
                             QStringLiteral("json")});
    const QJsonObject p = jsonOut(plan);
    CHECK(ranked.at(0).toObject().value(QStringLiteral("instances")) == p.value(QStringLiteral("instances")));
    CHECK(ranked.at(0).toObject().value(QStringLiteral("worst_margin")) == p.value(QStringLiteral("worst_margin")));

    // the table: one line per entry and its details
    const CliRun t = cli({QStringLiteral("mig"), QStringLiteral("plan"), scenario, QStringLiteral("--ranked=3")});
    CHECK(t.rc == 0);
    CHECK(t.out.contains(QStringLiteral("Ranked MIG layouts, exact: 3 of the 3 asked")));
    for (const char *line : {"\n#1  ", "\n#2  ", "\n#3  "})
        CHECK(t.out.contains(QLatin1String(line)));
    CHECK_FALSE(t.out.contains(QLatin1String("\n#4  ")));
    CHECK(t.out.count(QStringLiteral("Margins: ")) == 3);
    CHECK(t.out.count(QStringLiteral("Free compute slices: ")) == 3);
}

TEST_CASE("cli mig plan --ranked takes 1 to 50 layouts and says so in its help", "[cli][mig]")
{
    const QString scenario = QStringLiteral("builtin:rag-customer-service");
    for (const char *bad : {"0", "51", "many", "-2"}) {
        INFO(bad);
        const CliRun r = cli({QStringLiteral("mig"), QStringLiteral("plan"), scenario,
                              QStringLiteral("--ranked=") + QLatin1String(bad)});
        CHECK(r.rc == 2);
        CHECK(r.err.contains(QStringLiteral("--ranked")));
        CHECK(r.out.isEmpty());
    }
    const CliRun help = cli({QStringLiteral("mig"), QStringLiteral("plan"), QStringLiteral("--help")});
    CHECK(help.rc == 0);
    CHECK(help.out.contains(QStringLiteral("[--ranked N]")));
    CHECK(help.out.contains(QStringLiteral("--ranked N (1 to 50)")));
    const CliRun one = cli({QStringLiteral("mig"), QStringLiteral("plan"), scenario, QStringLiteral("--ranked=1"),
                            QStringLiteral("--format=json")});
    CHECK(one.rc == 0);
    CHECK(jsonOut(one).value(QStringLiteral("ranked")).toArray().size() == 1);
}

TEST_CASE("cli mig plan --ranked on an H100 PCIe where every layout loses the LLM ranks by leximin and exits 1",
          "[cli][mig][json]")
{
    // RAG customer service moved to an H100 PCIe: no layout keeps the LLM, so the first entry
    // loses only it and gives the others the most headroom; the exit code is the first entry's.
    QFile in(QStringLiteral(GPUK_SOURCE_DIR "/tests/fuzz/corpus/builtin-rag-customer-service.gpuk.json"));
    REQUIRE(in.open(QIODevice::ReadOnly));
    QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
    doc.insert(QStringLiteral("gpu"), QStringLiteral("H100-PCIE-80GB"));
    doc.remove(QStringLiteral("alternatives"));
    doc.insert(QStringLiteral("sharing"), QJsonObject{{QStringLiteral("mode"), QStringLiteral("timeslice")}});
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("rag-h100-pcie.gpuk.json"));
    QFile out(file);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(doc).toJson());
    out.close();
    const CliRun r = cli({QStringLiteral("mig"), QStringLiteral("plan"), file, QStringLiteral("--ranked=4"),
                          QStringLiteral("--format=json")});
    INFO(r.err.toStdString());
    CHECK(r.rc == 1);
    const QJsonArray ranked = jsonOut(r).value(QStringLiteral("ranked")).toArray();
    REQUIRE(ranked.size() == 4);
    std::vector<double> previous;
    for (const QJsonValue &v : ranked) {
        const QJsonObject e = v.toObject();
        CHECK_FALSE(e.value(QStringLiteral("all_slos_met")).toBool());
        CHECK(e.value(QStringLiteral("slos_met")).toInt() == 2); // only the LLM lost
        std::vector<double> margins;
        for (const QJsonValue &t : e.value(QStringLiteral("tenants")).toArray())
            margins.push_back(t.toObject().value(QStringLiteral("margin")).toDouble());
        std::sort(margins.begin(), margins.end());
        CHECK(margins.front() == -1);
        if (!previous.empty()) // non-increasing in leximin order
            CHECK_FALSE(std::lexicographical_compare(previous.begin(), previous.end(), margins.begin(), margins.end()));
        previous = margins;
    }
}
