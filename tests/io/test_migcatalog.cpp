// `gpukitchen-cli mig profiles|placements|check|enumerate` and `gpus` on every GPU of the
// catalog, against the fact files' tables typed by hand in tests/support/factfiles.h and the
// layouts and counts below (shared/reference/gpu-sharing-facts.md §1.3, more-facts-2026-12.md
// §1); and `mig profiles --compare`.

#include "support/factfiles.h"
#include "support/testsupport.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <set>

using namespace gpuk;
using namespace gpuk::test;

namespace {

QJsonObject migJson(const QStringList &args)
{
    const CliRun r = cli(QStringList{QStringLiteral("mig")} + args + QStringList{QStringLiteral("--format"),
                                                                                 QStringLiteral("json")});
    INFO(args.join(QLatin1Char(' ')).toStdString() << "\n" << r.err.toStdString());
    CHECK(r.err.isEmpty());
    return json(r.out);
}

// -1 for JSON null ("?" in the fact-file rows).
double orUnknown(const QJsonValue &v)
{
    return v.isNull() ? -1 : v.toDouble();
}

// "{0,2,4}:2" from a profile's JSON, "?" where the fact sheets give none.
std::string placementOf(const QJsonObject &p)
{
    std::string s = "{";
    const QJsonArray starts = p.value(QStringLiteral("starts")).toArray();
    if (starts.isEmpty())
        s += "?";
    for (int i = 0; i < starts.size(); ++i)
        s += (i ? "," : "") + std::to_string(starts.at(i).toInt());
    const QJsonValue size = p.value(QStringLiteral("memory_slots"));
    return s + "}:" + (size.isNull() ? std::string("?") : std::to_string(size.toInt()));
}

QStringList gpuArg(const char *id)
{
    return {QStringLiteral("--gpu"), QLatin1String(id)};
}

} // namespace

TEST_CASE("cli mig profiles gives every catalog GPU's lgip rows as the fact files give them and null where they give none",
          "[cli][mig][catalog]")
{
    int seen = 0;
    for (const FactGpu &g : factFileGpus()) {
        INFO(g.id);
        ++seen;
        const QJsonObject root = migJson(QStringList{QStringLiteral("profiles")} + gpuArg(g.id));
        CHECK(root.value(QStringLiteral("gpu")).toString() == QLatin1String(g.id));
        CHECK(root.value(QStringLiteral("simulated")).toBool() == g.simulated);
        CHECK(orUnknown(root.value(QStringLiteral("sms"))) == (g.sms > 0 ? g.sms : -1));
        CHECK(orUnknown(root.value(QStringLiteral("mig_sms"))) == (g.migSms > 0 ? g.migSms : -1));
        CHECK(orUnknown(root.value(QStringLiteral("bandwidth_gbps"))) == (g.bandwidthGBps > 0 ? g.bandwidthGBps : -1));
        CHECK(orUnknown(root.value(QStringLiteral("memory_slots"))) == (g.memorySlots > 0 ? g.memorySlots : -1));
        CHECK(root.value(QStringLiteral("placement_units_per_slice")).toInt() == g.unitsPerSlice);
        CHECK(root.value(QStringLiteral("missing")).toArray().isEmpty() == g.simulated);
        const QJsonArray profiles = root.value(QStringLiteral("profiles")).toArray();
        REQUIRE(profiles.size() == int(g.rows.size()));
        for (size_t i = 0; i < g.rows.size(); ++i) {
            INFO(g.rows[i]);
            const FactRow row = parseFactRow(g.rows[i]);
            const QJsonObject p = profiles.at(int(i)).toObject();
            const QJsonObject e = p.value(QStringLiteral("engines")).toObject();
            CHECK(p.value(QStringLiteral("name")).toString().toStdString() == row.name);
            CHECK(orUnknown(p.value(QStringLiteral("id"))) == row.id);
            CHECK(orUnknown(p.value(QStringLiteral("max_count"))) == row.count);
            CHECK(orUnknown(p.value(QStringLiteral("memory_gib"))) == Approx(row.memoryGiB));
            CHECK(orUnknown(p.value(QStringLiteral("sms"))) == row.sms);
            CHECK(orUnknown(e.value(QStringLiteral("copy_engines"))) == row.ce);
            CHECK(orUnknown(e.value(QStringLiteral("decoders"))) == row.dec);
            CHECK(orUnknown(e.value(QStringLiteral("encoders"))) == row.enc);
            CHECK(orUnknown(e.value(QStringLiteral("jpeg"))) == row.jpeg);
            CHECK(orUnknown(e.value(QStringLiteral("ofa"))) == row.ofa);
            CHECK(placementOf(p) == row.placement);
        }
        // The lgip table prints "?" for what the fact sheets do not give, never 0.
        const CliRun table = cli({QStringLiteral("mig"), QStringLiteral("profiles"), QStringLiteral("--gpu"),
                                  QLatin1String(g.id)});
        CHECK(table.rc == 0);
        CHECK(table.out.contains(QStringLiteral("GPU instance profiles")));
        if (!g.simulated)
            CHECK(table.out.contains(QStringLiteral("Not simulated: %1 is listed for reference only").arg(QLatin1String(g.id))));
    }
    CHECK(seen == 18);
}

TEST_CASE("cli mig placements prints the fact files' -lgipp lines for every catalog GPU and ? where they give none",
          "[cli][mig][catalog]")
{
    // more facts §1.0 #3, verbatim: RTX PRO 6000 Blackwell's 12-unit grid.
    const CliRun rtx = cli({QStringLiteral("mig"), QStringLiteral("placements"), QStringLiteral("--gpu"),
                            QStringLiteral("RTX-PRO-6000")});
    CHECK(rtx.rc == 0);
    CHECK(rtx.out.contains(QStringLiteral("GPU  0 Profile ID 14 Placements: {0,3,6,9}:3\n")));
    CHECK(rtx.out.contains(QStringLiteral("GPU  0 Profile ID  5 Placements: {0,6}:6\n")));
    CHECK(rtx.out.contains(QStringLiteral("GPU  0 Profile ID  0 Placement : {0}:12\n")));
    CHECK(rtx.out.contains(QStringLiteral("A 12-unit placement grid: each of the 4 compute slices spans 3 units")));

    int seen = 0;
    for (const FactGpu &g : factFileGpus()) {
        INFO(g.id);
        ++seen;
        const CliRun r = cli({QStringLiteral("mig"), QStringLiteral("placements"), QStringLiteral("--gpu"),
                              QLatin1String(g.id)});
        CHECK(r.rc == 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        REQUIRE(lines.size() > int(g.rows.size()));
        bool anyUnknown = false;
        for (size_t i = 0; i < g.rows.size(); ++i) {
            const FactRow row = parseFactRow(g.rows[i]);
            const QString placement = QString::fromStdString(row.placement);
            const bool one = placement.startsWith(QStringLiteral("{")) && !placement.contains(QLatin1Char(','))
                    && !placement.startsWith(QStringLiteral("{?"));
            anyUnknown = anyUnknown || placement.startsWith(QStringLiteral("{?"));
            const QString id = row.id < 0 ? QStringLiteral(" ?") : QStringLiteral("%1").arg(row.id, 2);
            CHECK(lines.at(int(i)).toStdString()
                  == QStringLiteral("GPU  0 Profile ID %1 %2 %3")
                             .arg(id, one ? QStringLiteral("Placement :") : QStringLiteral("Placements:"), placement)
                             .toStdString());
        }
        CHECK(r.out.contains(QStringLiteral("Not in the fact sheets: the placements of")) == anyUnknown);
        const QJsonObject j = migJson(QStringList{QStringLiteral("placements")} + gpuArg(g.id));
        CHECK(j.value(QStringLiteral("placements")).toArray().size() == int(g.rows.size()));
        CHECK(j.value(QStringLiteral("placement_units_per_slice")).toInt() == g.unitsPerSlice);
    }
    CHECK(seen == 18);
}

TEST_CASE("cli mig check accepts the layouts the fact files show on each new GPU and refuses profiles they give no placements for",
          "[cli][mig][catalog]")
{
    struct Legal
    {
        const char *gpu;
        QStringList profiles;
        int instanceSms; // -1: the fact files do not give every profile's SMs
    };
    const std::vector<Legal> legal{
        // the all-balanced layouts of NVIDIA's configs (fact sheet §1.3.10, more facts §1.1, §1.2, §1.4)
        {"B200", {"1g.23gb", "1g.23gb", "2g.45gb", "3g.90gb"}, -1},
        {"GB200", {"1g.23gb", "1g.23gb", "2g.47gb", "3g.93gb"}, -1},
        {"H100-NVL-94GB", {"1g.12gb", "2g.24gb", "3g.47gb"}, 16 + 32 + 60},
        {"RTX-PRO-6000", {"1g.24gb", "1g.24gb", "2g.48gb"}, 46 + 46 + 94},
        // the -lgi of the Kubesimplify transcript: 2g.48gb 0:6 with 1g.24gb 6:3 and 9:3 (more facts §1.4)
        {"RTX-PRO-6000", {"2g.48gb@0", "1g.24gb@6", "1g.24gb@9"}, 94 + 46 + 46},
        // GH200: seven 1g.12gb (ID 19, x7) fill the compute slices
        {"GH200-96GB", {"19", "19", "19", "19", "19", "19", "19"}, 7 * 16},
    };
    for (const Legal &l : legal) {
        INFO(l.gpu << " " << l.profiles.join(QLatin1Char(' ')).toStdString());
        const QStringList args = QStringList{QStringLiteral("check")} + gpuArg(l.gpu) + l.profiles;
        const CliRun text = cli(QStringList{QStringLiteral("mig")} + args);
        CHECK(text.rc == 0);
        CHECK(text.out.startsWith(QStringLiteral("Legal MIG layout on %1").arg(QLatin1String(l.gpu))));
        const QJsonObject j = migJson(args);
        CHECK(j.value(QStringLiteral("legal")).toBool());
        CHECK(orUnknown(j.value(QStringLiteral("instance_sms"))) == l.instanceSms);
        if (l.instanceSms < 0)
            CHECK(text.out.contains(QStringLiteral("SMs: not known")));
    }
    // The lgi placements on RTX PRO 6000 take compute slices 0-1, 2 and 3 of its 4.
    const QJsonObject lgi = migJson(QStringList{QStringLiteral("check")} + gpuArg("RTX-PRO-6000")
                                    + QStringList{QStringLiteral("2g.48gb@0"), QStringLiteral("1g.24gb@6"),
                                                  QStringLiteral("1g.24gb@9")});
    const QJsonArray instances = lgi.value(QStringLiteral("instances")).toArray();
    REQUIRE(instances.size() == 3);
    CHECK(instances.at(0).toObject().value(QStringLiteral("compute_slices")).toArray() == QJsonArray{0, 1});
    CHECK(instances.at(1).toObject().value(QStringLiteral("compute_slices")).toArray() == QJsonArray{2, 2});
    CHECK(instances.at(2).toObject().value(QStringLiteral("compute_slices")).toArray() == QJsonArray{3, 3});
    CHECK(lgi.value(QStringLiteral("memory_slots")).toInt() == 12);
    CHECK(lgi.value(QStringLiteral("nvidia_smi")).toString() == QStringLiteral("sudo nvidia-smi mig -i 0 -cgi 5:0,14:6,14:9 -C"));

    // "-cgi 20,20,20 -> Insufficient Resources": one +me per GPU (GH200 transcript, more facts §1.7).
    const CliRun me = cli(QStringList{QStringLiteral("mig"), QStringLiteral("check")} + gpuArg("GH200-96GB")
                          + QStringList{QStringLiteral("20"), QStringLiteral("20"), QStringLiteral("20")});
    CHECK(me.rc == 1);
    CHECK(me.out.startsWith(QStringLiteral("Illegal MIG layout on GH200-96GB")));
    // RTX PRO 6000: a 1g starts only at 0, 3, 6 or 9.
    const CliRun at2 = cli(QStringList{QStringLiteral("mig"), QStringLiteral("check")} + gpuArg("RTX-PRO-6000")
                           + QStringList{QStringLiteral("1g.24gb@2")});
    CHECK(at2.rc == 1);
    CHECK(at2.out.contains(QStringLiteral("1g.24gb (ID 14): starts 0, 3, 6, 9, size 3, at most 4 per GPU")));

    // The fact files give no placements: every layout is bad input, whatever it is.
    struct Refused
    {
        const char *gpu;
        QStringList profiles;
    };
    const std::vector<Refused> refused{
        {"B300", {"1g.34gb", "1g.34gb", "2g.67gb", "3g.135gb"}},    // all-balanced, more facts §1.3
        {"GB300", {"1g.35gb", "1g.35gb", "2g.70gb", "3g.139gb"}},   // all-balanced, more facts §1.3
        {"H20-96GB", {"1g.12gb", "1g.12gb", "2g.24gb", "3g.48gb"}}, // all-balanced, more facts §1.6
        {"H20-141GB", {"3g.71gb"}},
        {"GH200-144GB", {"1g.18gb", "1g.18gb", "2g.36gb", "3g.72gb"}}, // all-balanced, more facts §1.7
        {"RTX-PRO-5000", {"1g.24gb", "1g.24gb"}},
        {"RTX-PRO-4500", {"2g.32gb"}},
    };
    for (const Refused &r : refused) {
        INFO(r.gpu);
        const CliRun run = cli(QStringList{QStringLiteral("mig"), QStringLiteral("check")} + gpuArg(r.gpu) + r.profiles);
        CHECK(run.rc == 2);
        CHECK(run.out.isEmpty());
        CHECK(run.err.contains(QStringLiteral("the fact sheets give no placements")));
    }
}

TEST_CASE("cli mig enumerate counts each catalog GPU's layouts from the fact files' placement tables", "[cli][mig][catalog]")
{
    auto count = [](const char *gpu, const QStringList &options) {
        const QJsonObject j = migJson(QStringList{QStringLiteral("enumerate")} + gpuArg(gpu) + options);
        return j.value(QStringLiteral("count")).toInt();
    };
    const QString maximal = QStringLiteral("--maximal"), classic = QStringLiteral("--classic");
    // Fact sheet §1.3.10 on the 7-slice table (observed on H100 NVL, assumed on the others).
    for (const char *gpu : {"H100-NVL-94GB", "GH200-96GB", "B200", "GB200"}) {
        INFO(gpu);
        CHECK(count(gpu, {}) == 77);
        CHECK(count(gpu, {maximal}) == 28);
        CHECK(count(gpu, {maximal, classic}) == 12);
    }
    // RTX PRO 6000 by hand from more facts §1.4: 1g x4 at {0,3,6,9}, 2g x2 at {0,6}, 4g at {0}:
    // 1-4 x 1g, 1-2 x 2g, 2g + 1-2 x 1g, 4g; maximal: 4x1g, 2x2g, 2g + 2x1g, 4g.
    CHECK(count("RTX-PRO-6000", {}) == 9);
    CHECK(count("RTX-PRO-6000", {maximal}) == 4);
    const CliRun table = cli({QStringLiteral("mig"), QStringLiteral("enumerate"), QStringLiteral("--gpu"),
                              QStringLiteral("RTX-PRO-6000"), maximal});
    CHECK(table.out.contains(QStringLiteral("2g.48gb + 2×1g.24gb")));
    CHECK(table.out.contains(QStringLiteral("Combinations on RTX-PRO-6000: 4 (maximal only)")));
    // The engine variants only on request; they add layouts, not geometry.
    CHECK(count("RTX-PRO-6000", {QStringLiteral("--with-variants")}) > 9);
    for (const char *gpu : {"B300", "GB300", "H20-96GB", "H20-141GB", "GH200-144GB", "RTX-PRO-5000", "RTX-PRO-4500"}) {
        INFO(gpu);
        const CliRun r = cli(QStringList{QStringLiteral("mig"), QStringLiteral("enumerate")} + gpuArg(gpu));
        CHECK(r.rc == 2);
        CHECK(r.err.contains(QStringLiteral("the fact sheets give no placements")));
    }
}

TEST_CASE("every value the fact files do not verify carries its flag and its reason in the JSON of mig profiles and gpus",
          "[cli][mig][catalog][json]")
{
    // Whatever is null (not given) is flagged, with a note; whatever is flagged has a note.
    const std::vector<std::pair<const char *, const char *>> valueQuality{
        {"id", "id_quality"}, {"sms", "sm_quality"}, {"memory_gib", "memory_quality"},
        {"memory_slots", "placement_quality"}, {"max_count", "max_count_quality"}};
    int gpus = 0, nulls = 0;
    for (const FactGpu &g : factFileGpus()) {
        INFO(g.id);
        ++gpus;
        const QJsonObject root = migJson(QStringList{QStringLiteral("profiles")} + gpuArg(g.id));
        for (const auto &v : root.value(QStringLiteral("profiles")).toArray()) {
            const QJsonObject p = v.toObject();
            INFO(p.value(QStringLiteral("name")).toString().toStdString());
            bool flagged = false;
            for (const auto &[value, quality] : valueQuality) {
                const bool verified = p.value(QLatin1String(quality)).toString() == QStringLiteral("verified");
                flagged = flagged || !verified;
                if (p.value(QLatin1String(value)).isNull()) {
                    ++nulls;
                    CHECK_FALSE(verified);
                }
            }
            bool enginesGiven = true;
            for (const auto &count : p.value(QStringLiteral("engines")).toObject())
                enginesGiven = enginesGiven && !count.isNull();
            CHECK((p.value(QStringLiteral("engine_quality")).toString() == QStringLiteral("verified")) == enginesGiven);
            if (flagged || !enginesGiven)
                CHECK_FALSE(p.value(QStringLiteral("note")).toString().isEmpty());
        }
        // Whole-GPU figures: null or flagged means a figure_flags entry with the reason.
        std::set<QString> withReason;
        for (const auto &f : root.value(QStringLiteral("figure_flags")).toArray()) {
            CHECK_FALSE(f.toObject().value(QStringLiteral("note")).toString().isEmpty());
            withReason.insert(f.toObject().value(QStringLiteral("figure")).toString());
        }
        // value key -> figure ("<figure>_quality", figure_flags' "figure")
        for (const auto &[value, figure] : std::vector<std::pair<const char *, const char *>>{
                 {"sms", "sms"}, {"mig_sms", "mig_sms"}, {"memory_gib", "memory"}, {"bandwidth_gbps", "bandwidth"},
                 {"memory_slots", "memory_slots"}}) {
            const QString quality = root.value(QLatin1String(figure) + QStringLiteral("_quality")).toString();
            INFO(figure);
            if (root.value(QLatin1String(value)).isNull())
                CHECK(quality != QStringLiteral("verified"));
            CHECK((quality != QStringLiteral("verified")) == (withReason.count(QLatin1String(figure)) == 1));
        }
    }
    CHECK(gpus == 18);
    CHECK(nulls > 150);

    // The flags the fact files give, one by one.
    struct ProfileFlag
    {
        const char *gpu, *profile, *key, *quality;
    };
    for (const ProfileFlag &f : std::vector<ProfileFlag>{
             {"B200", "3g.90gb", "sm_quality", "unverified"},      // more facts §1.1: UNVERIFIED
             {"B200", "7g.180gb", "memory_quality", "unverified"},
             {"B200", "4g.90gb", "id_quality", "assumed"},         // "5 (assumed)"
             {"B200", "1g.23gb", "placement_quality", "assumed"},  // "assumed {0..6}:1"
             {"GB200", "7g.186gb", "id_quality", "assumed"},       // "(0)"
             {"H200-141GB", "2g.35gb", "sm_quality", "unverified"},
             {"H20-141GB", "3g.71gb", "memory_quality", "inferred"}, // from the device's 71,424 MiB
             {"B300", "1g.34gb", "memory_quality", "unverified"},    // [2°/HW]
             {"RTX-PRO-5000", "2g.48gb", "max_count_quality", "unverified"}, // §1.0 #5
             {"GH200-96GB", "3g.48gb", "placement_quality", "assumed"},
             {"GH200-96GB", "3g.48gb", "engine_quality", "unverified"}, // CE only
             {"RTX-PRO-6000", "1g.24gb+me.all", "sm_quality", "verified"},
         }) {
        INFO(f.gpu << " " << f.profile << " " << f.key);
        const QJsonObject root = migJson(QStringList{QStringLiteral("profiles")} + gpuArg(f.gpu));
        bool found = false;
        for (const auto &v : root.value(QStringLiteral("profiles")).toArray())
            if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String(f.profile)) {
                found = true;
                CHECK(v.toObject().value(QLatin1String(f.key)).toString() == QLatin1String(f.quality));
            }
        CHECK(found);
    }
    struct GpuFlag
    {
        const char *gpu, *key, *quality;
    };
    for (const GpuFlag &f : std::vector<GpuFlag>{
             {"B200", "bandwidth_quality", "unverified"},        // 8 TB/s [2°]
             {"B200", "sms_quality", "verified"},                // 148, device query [HW]
             {"B300", "memory_quality", "unverified"},           // 288 GB [2°]
             {"H20-96GB", "sms_quality", "unverified"},          // 78 [2°]
             {"H20-96GB", "bandwidth_quality", "unverified"},    // ~4.0 TB/s UNVERIFIED
             {"RTX-PRO-6000", "sms_quality", "unverified"},      // 188 [2°]
             {"RTX-PRO-6000", "bandwidth_quality", "unverified"}, // 1,792 GB/s [2°]
             {"RTX-PRO-6000", "mig_sms_quality", "verified"},    // the 4g.96gb row [HW]
             {"H100-NVL-94GB", "bandwidth_quality", "unverified"}, // not given
         }) {
        INFO(f.gpu << " " << f.key);
        CHECK(migJson(QStringList{QStringLiteral("profiles")} + gpuArg(f.gpu)).value(QLatin1String(f.key)).toString()
              == QLatin1String(f.quality));
    }

    // The same flags in the text, with the reason beside them.
    const CliRun b200 = cli({QStringLiteral("mig"), QStringLiteral("profiles"), QStringLiteral("--gpu"), QStringLiteral("B200")});
    CHECK(b200.out.contains(QStringLiteral("3g.90gb (ID 9) [ID assumed, SMs unverified, memory unverified, placements assumed]: ")));
    CHECK(b200.out.contains(QStringLiteral("B200 [bandwidth unverified]: 8 TB/s is the marketing figure")));
    // gpus --format json lists the GPU-figure flags beside the profiles' ones.
    const QJsonObject all = json(cli({QStringLiteral("gpus"), QStringLiteral("--format"), QStringLiteral("json")}).out);
    bool sawB200 = false;
    for (const auto &v : all.value(QStringLiteral("gpus")).toArray()) {
        const QJsonObject g = v.toObject();
        if (g.value(QStringLiteral("id")).toString() != QStringLiteral("B200"))
            continue;
        sawB200 = true;
        CHECK(g.value(QStringLiteral("flags")).toArray().contains(QStringLiteral("gpu_bandwidth:unverified")));
        CHECK(g.value(QStringLiteral("flags")).toArray().contains(QStringLiteral("ids:assumed")));
        CHECK(g.value(QStringLiteral("mig_sms")).isNull());
        CHECK_FALSE(g.value(QStringLiteral("simulated")).toBool());
    }
    CHECK(sawB200);
}

TEST_CASE("cli mig profiles --compare sets one profile name's geometry on each GPU side by side with its bandwidth share",
          "[cli][mig][compare]")
{
    const QStringList args{QStringLiteral("mig"), QStringLiteral("profiles"), QStringLiteral("--compare"),
                           QStringLiteral("H200-141GB,GB300,RTX-PRO-6000,H100-NVL-94GB")};
    const CliRun r = cli(args + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    CHECK(r.rc == 0);
    const QJsonObject j = json(r.out);
    QStringList gpuIds;
    for (const auto &g : j.value(QStringLiteral("gpus")).toArray())
        gpuIds << g.toObject().value(QStringLiteral("id")).toString();
    CHECK(gpuIds == QStringList{QStringLiteral("H200-141GB"), QStringLiteral("GB300"), QStringLiteral("RTX-PRO-6000"),
                                QStringLiteral("H100-NVL-94GB")});
    // name -> gpu -> cell
    std::map<QString, std::map<QString, QJsonObject>> cells;
    std::set<QString> names;
    for (const auto &v : j.value(QStringLiteral("profiles")).toArray()) {
        const QJsonObject row = v.toObject();
        const QString name = row.value(QStringLiteral("name")).toString();
        CHECK(names.insert(name).second); // one row per name
        for (const auto &c : row.value(QStringLiteral("by_gpu")).toArray())
            cells[name][c.toObject().value(QStringLiteral("gpu")).toString()] = c.toObject();
    }
    CHECK(names.size() == 7 + 7 + 11 + 7 - 1 - 1); // 1g.35gb on H200 and GB300, 1g.24gb on RTX and H100 NVL

    // 1g.35gb: 2 of 8 slots on H200 (ID 15), 1 slot on GB300 (no ID given; more facts §1.0 #2).
    const QJsonObject h200 = cells[QStringLiteral("1g.35gb")][QStringLiteral("H200-141GB")];
    const QJsonObject gb300 = cells[QStringLiteral("1g.35gb")][QStringLiteral("GB300")];
    CHECK(h200.value(QStringLiteral("id")).toInt() == 15);
    CHECK(h200.value(QStringLiteral("memory_slots")).toInt() == 2);
    CHECK(h200.value(QStringLiteral("sms")).toInt() == 26);
    CHECK(h200.value(QStringLiteral("bandwidth_share_gbps")).toDouble() == 4800.0 * 2 / 8);
    CHECK(h200.value(QStringLiteral("quality")).toObject().value(QStringLiteral("memory_slots")).toString() == QStringLiteral("assumed"));
    CHECK(gb300.value(QStringLiteral("memory_slots")).toInt() == 1);
    CHECK(gb300.value(QStringLiteral("id")).isNull());
    CHECK(gb300.value(QStringLiteral("quality")).toObject().value(QStringLiteral("id")).toString() == QStringLiteral("unverified"));
    CHECK(gb300.value(QStringLiteral("bandwidth_share_gbps")).isNull());
    // 1g.24gb: 3 of 12 units on RTX PRO 6000 (ID 14, 1,792 GB/s [2°]), 2 of 8 on H100 NVL (no bandwidth given).
    const QJsonObject rtx = cells[QStringLiteral("1g.24gb")][QStringLiteral("RTX-PRO-6000")];
    const QJsonObject nvl = cells[QStringLiteral("1g.24gb")][QStringLiteral("H100-NVL-94GB")];
    CHECK(rtx.value(QStringLiteral("id")).toInt() == 14);
    CHECK(rtx.value(QStringLiteral("memory_slots")).toInt() == 3);
    CHECK(rtx.value(QStringLiteral("bandwidth_share_gbps")).toDouble() == 1792.0 * 3 / 12);
    CHECK(rtx.value(QStringLiteral("quality")).toObject().value(QStringLiteral("bandwidth_share_gbps")).toString() == QStringLiteral("unverified"));
    CHECK(nvl.value(QStringLiteral("id")).toInt() == 15);
    CHECK(nvl.value(QStringLiteral("memory_slots")).toInt() == 2);
    CHECK(nvl.value(QStringLiteral("bandwidth_share_gbps")).isNull());
    CHECK(cells[QStringLiteral("3g.71gb")].size() == 1);

    const CliRun csv = cli(args + QStringList{QStringLiteral("--format"), QStringLiteral("csv")});
    CHECK(csv.rc == 0);
    const QStringList lines = csv.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    CHECK(lines.first() == QStringLiteral("profile,gpu,gpu_memory_slots,gpu_bandwidth_gbps,id,id_quality,sms,sms_quality,"
                                          "memory_gib,memory_gib_quality,memory_slots,memory_slots_quality,"
                                          "bandwidth_share_gbps,bandwidth_share_gbps_quality,time_x,time_x_quality"));
    CHECK(lines.contains(QStringLiteral("1g.24gb,RTX-PRO-6000,12,1792,14,verified,46,verified,23.62,verified,3,verified,448,unverified,4.043478261,unverified")));
    CHECK(lines.contains(QStringLiteral("1g.35gb,GB300,,,,unverified,,unverified,,unverified,1,unverified,,unverified,,unverified")));
    CHECK(lines.size() == 1 + 7 + 7 + 11 + 7);

    const CliRun table = cli(args);
    CHECK(table.rc == 0);
    CHECK(table.out.contains(QStringLiteral("(a) assumed, (i) inferred, (u) unverified")));
    const QStringList rows = table.out.split(QLatin1Char('\n'));
    int at = -1;
    for (int i = 0; i < rows.size(); ++i)
        if (rows[i].startsWith(QStringLiteral("1g.35gb ")))
            at = i;
    REQUIRE(at > 0);
    CHECK(rows[at].contains(QStringLiteral("H200-141GB")));
    CHECK(rows[at].contains(QStringLiteral("2/8 (a)")));
    CHECK(rows[at + 1].contains(QStringLiteral("GB300")));
    CHECK(rows[at + 1].contains(QStringLiteral("1/? (u)")));
}

TEST_CASE("cli mig profiles --compare refuses an unknown or repeated GPU, an empty list and --gpu beside it", "[cli][mig][compare]")
{
    for (const QStringList &extra : QList<QStringList>{
             {QStringLiteral("--compare"), QStringLiteral("H200-141GB,T4")},
             {QStringLiteral("--compare"), QStringLiteral("H200-141GB,h200-141gb")},
             {QStringLiteral("--compare"), QStringLiteral(",")},
             {QStringLiteral("--compare"), QStringLiteral("B200"), QStringLiteral("--gpu"), QStringLiteral("B200")},
             {QStringLiteral("--compare"), QStringLiteral("B200"), QStringLiteral("--format"), QStringLiteral("xml")},
         }) {
        const CliRun r = cli(QStringList{QStringLiteral("mig"), QStringLiteral("profiles")} + extra);
        INFO(extra.join(QLatin1Char(' ')).toStdString());
        CHECK(r.rc == 2);
        CHECK(r.out.isEmpty());
        CHECK_FALSE(r.err.isEmpty());
    }
    const CliRun help = cli({QStringLiteral("mig"), QStringLiteral("profiles"), QStringLiteral("--help")});
    CHECK(help.out.contains(QStringLiteral("--compare L")));
}

TEST_CASE("a scenario on a GPU listed for reference only is refused and says which figures the fact sheets lack",
          "[cli][validate][catalog]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QByteArray text = readAll(testData("minimal.gpuk.json"));
    REQUIRE(text.contains("\"gpu\": \"A100-40GB\""));
    text.replace("\"gpu\": \"A100-40GB\"", "\"gpu\": \"B200\"");
    const QString file = dir.filePath(QStringLiteral("b200.gpuk.json"));
    QFile f(file);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(text);
    f.close();
    const CliRun r = cli({QStringLiteral("validate"), file});
    CHECK(r.rc == 2);
    CHECK(r.err.contains(QStringLiteral("B200 is in the catalog for reference only")));
    CHECK(r.err.contains(QStringLiteral("3g.90gb:sms")));
    CHECK(cli({QStringLiteral("run"), file}).rc == 2);
}

TEST_CASE("cli mig profiles --compare --beta gives the engine's time on each profile: a quarter of an A30 is 4x for any beta",
          "[cli][mig]")
{
    // The teaching point of "same name, different GPU": what one profile name costs a request
    // depends on the GPU's SMs and memory slices. A30's 1g.6gb is exactly a quarter of every
    // resource (14 of 56 SMs, 1 of 4 slices): 4× any request's whole-GPU time. A100's 1g.5gb has
    // 14 of 108 SMs but 1 of 8 slices: its time depends on β. GB300 is listed for reference only.
    auto timeOf = [](const QJsonObject &root, const std::string &profile, const std::string &gpu) {
        for (const auto row : root.value(QStringLiteral("profiles")).toArray())
            if (row.toObject().value(QStringLiteral("name")).toString().toStdString() == profile)
                for (const auto cell : row.toObject().value(QStringLiteral("by_gpu")).toArray())
                    if (cell.toObject().value(QStringLiteral("gpu")).toString().toStdString() == gpu)
                        return cell.toObject().value(QStringLiteral("time_x"));
        return QJsonValue(QJsonValue::Undefined);
    };
    double previous = 0;
    for (const char *beta : {"0", "0.5", "1"}) {
        const CliRun r = cli({QStringLiteral("mig"), QStringLiteral("profiles"), QStringLiteral("--compare"),
                              QStringLiteral("A30-24GB,A100-40GB,GB300"), QStringLiteral("--beta"),
                              QString::fromLatin1(beta), QStringLiteral("--format"), QStringLiteral("json")});
        INFO("beta " << beta << ": " << r.out.left(600).toStdString() << r.err.toStdString());
        REQUIRE(r.rc == 0);
        const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonValue a30 = timeOf(root, "1g.6gb", "A30-24GB");
        REQUIRE(a30.isDouble());
        CHECK(a30.toDouble() == Approx(4.0).epsilon(1e-9));
        const QJsonValue a100 = timeOf(root, "1g.5gb", "A100-40GB");
        REQUIRE(a100.isDouble());
        CHECK(a100.toDouble() >= 108.0 / 14 * (1 - 1e-9)); // no faster than its SM share (β = 0) ...
        CHECK(a100.toDouble() <= 8.0 * (1 + 1e-9) + 108.0 / 14); // ... and bounded
        CHECK(a100.toDouble() != previous);
        previous = a100.toDouble();
        CHECK(timeOf(root, "1g.35gb", "GB300").isNull()); // listed for reference: not simulated
    }
    CHECK(cli({QStringLiteral("mig"), QStringLiteral("profiles"), QStringLiteral("--gpu"), QStringLiteral("A30-24GB"),
               QStringLiteral("--beta"), QStringLiteral("0.5")}).rc == 2);
    CHECK(cli({QStringLiteral("mig"), QStringLiteral("profiles"), QStringLiteral("--compare"), QStringLiteral("A30-24GB"),
               QStringLiteral("--beta"), QStringLiteral("1.5")}).rc == 2);
}
