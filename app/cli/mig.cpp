#include "cli/command.h"

#include "analysis/miglayoutsearch.h"
#include "analysis/planchoice.h"
#include "analysis/profilecompare.h"
#include "analysis/receipts.h"
#include "io/receipttext.h"
#include "cli/simulation.h"
#include "io/exports.h"
#include "io/messages.h"
#include "io/gpuwords.h"
#include "io/texttable.h"
#include "sim/engine.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace gpuk {

QString Cli::usageMig()
{
    return tr("Usage: gpukitchen-cli mig SUBCOMMAND --gpu G [OPTIONS]\n"
              "\n"
              "Subcommands:\n"
              "  profiles     GPU-instance profiles, like nvidia-smi mig -lgip\n"
              "  placements   allowed placements, like nvidia-smi mig -lgipp\n"
              "  check        check a layout: mig check --gpu G PROFILE[@START]...\n"
              "  enumerate    every placeable combination of profiles\n"
              "  plan         the MIG plan of a scenario: mig plan FILE|builtin:NAME\n"
              "\n"
              "Run gpukitchen-cli mig SUBCOMMAND --help for its options. GPU ids: see gpukitchen-cli gpus.\n");
}

QString Cli::usageMigProfiles()
{
    return tr("Usage: gpukitchen-cli mig profiles --gpu G [--format table|json]\n"
              "       gpukitchen-cli mig profiles --compare G1,G2,... [--beta B] [--format table|json|csv]\n"
              "\n"
              "The GPU-instance profiles of G as nvidia-smi mig -lgip lists them on a fresh GPU,\n"
              "followed by the catalog's notes and data-quality flags. \"?\" marks a value the fact\n"
              "sheets do not give; G may be any GPU of gpukitchen-cli gpus, also one listed for\n"
              "reference only.\n"
              "\n"
              "  --compare L  one table of every profile name of the GPUs in L (comma-separated),\n"
              "               with per GPU the profile's ID, SMs, memory GiB, memory slots (of the\n"
              "               GPU's) and bandwidth share in GB/s (the GPU's bandwidth x slots / the\n"
              "               GPU's slots, what the simulator gives a MIG instance), each value\n"
              "               marked when the fact sheets do not verify it. A profile is the GPU's:\n"
              "               one name can mean other SMs and slots on another GPU.\n"
              "  --beta B     with --compare: the memory-bound share (0 to 1, default 0.5) of a request\n"
              "               as wide as the whole GPU, for the column \"x time\": how many times its\n"
              "               whole-GPU time the simulator's service model gives it alone on the\n"
              "               profile (\"?\" for a GPU listed for reference only).\n");
}

QString Cli::usageMigPlacements()
{
    return tr("Usage: gpukitchen-cli mig placements --gpu G [--format table|json]\n"
              "\n"
              "Where each profile may start, as nvidia-smi mig -lgipp prints it: {starts}:size in\n"
              "the GPU's placement units (memory slots; RTX PRO 6000 Blackwell has 12 units, 3 per\n"
              "slice). Placements the fact sheet marks as assumed are flagged below the list;\n"
              "\"?\" marks placements the fact sheets do not give.\n");
}

QString Cli::usageMigCheck()
{
    return tr("Usage: gpukitchen-cli mig check --gpu G [--no-4g3g] [--format table|json] PROFILE[@START]...\n"
              "\n"
              "Checks a MIG layout. PROFILE is a name (3g.20gb) or a profile ID (9); @START fixes\n"
              "the placement start in memory slots. Without @START the driver's choice is modelled\n"
              "in the order given; if the driver would fail but another placement exists, that\n"
              "placement is shown together with a creation order that works.\n"
              "\n"
              "  --no-4g3g    a driver older than R510: a 4g and a 3g cannot coexist\n"
              "  --format F   table (default) or json: the same findings as one JSON object,\n"
              "               \"legal\": true or false, with the same exit code\n"
              "\n"
              "A legal layout prints the placement, the memory-slot and compute-slice maps, the SMs\n"
              "used, idle and unusable, the stranded compute slices and the nvidia-smi command; exit 0.\n"
              "An illegal layout prints every reason on stdout and exits 1. Bad input (unknown GPU or\n"
              "profile, a malformed start) is reported on stderr with exit 2.\n");
}

QString Cli::usageMigEnumerate()
{
    return tr("Usage: gpukitchen-cli mig enumerate --gpu G [--maximal] [--classic] [--with-me] [--with-variants]\n"
              "                                   [--no-4g3g] [--format table|json]\n"
              "\n"
              "Every distinct combination of GPU-instance profiles that can be placed on G. Profiles\n"
              "whose placements the fact sheets do not give are left out (mig placements names them).\n"
              "\n"
              "  --maximal        only combinations to which no further profile fits\n"
              "  --classic        leave out the 2-slot 1g profile (ID 15) of newer drivers\n"
              "  --with-me        include the +me (media extensions) profiles\n"
              "  --with-variants  include the +me.all, -me and +gfx profiles (RTX PRO Blackwell)\n"
              "  --no-4g3g        a driver older than R510: a 4g and a 3g cannot coexist\n");
}

int Cli::cmdMig(const QStringList &args)
{
    if (args.isEmpty()) {
        m_err << usageMig();
        return 2;
    }
    const QString sub = args.first();
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("-h") || sub == QLatin1String("--help")) {
        m_out << usageMig();
        return 0;
    }
    if (sub == QLatin1String("profiles"))
        return cmdMigProfiles(rest);
    if (sub == QLatin1String("placements"))
        return cmdMigPlacements(rest);
    if (sub == QLatin1String("check"))
        return cmdMigCheck(rest);
    if (sub == QLatin1String("enumerate"))
        return cmdMigEnumerate(rest);
    if (sub == QLatin1String("plan"))
        return cmdMigPlan(rest);
    return fail(tr("unknown mig subcommand %1").arg(sub), QStringLiteral("mig"));
}

namespace {

// A count the fact sheets give, else JSON null (0 SMs, memory, count, slots; -1 ID and engines).
QJsonValue given(double v, double unknownBelow = 1)
{
    return v < unknownBelow ? QJsonValue() : QJsonValue(v);
}

QJsonObject profileJson(const MigProfile &p)
{
    QJsonObject j;
    j.insert(QStringLiteral("name"), QString::fromStdString(p.name));
    j.insert(QStringLiteral("id"), given(p.id, 0));
    j.insert(QStringLiteral("compute_slices"), p.computeSlices);
    j.insert(QStringLiteral("memory_slots"), given(p.memorySlots));
    j.insert(QStringLiteral("sms"), given(p.sms));
    j.insert(QStringLiteral("memory_gib"), given(p.memoryGiB, 1e-9));
    j.insert(QStringLiteral("max_count"), given(p.maxCount));
    QJsonObject e;
    e.insert(QStringLiteral("copy_engines"), given(p.engines.copyEngines, 0));
    e.insert(QStringLiteral("decoders"), given(p.engines.decoders, 0));
    e.insert(QStringLiteral("encoders"), given(p.engines.encoders, 0));
    e.insert(QStringLiteral("jpeg"), given(p.engines.jpeg, 0));
    e.insert(QStringLiteral("ofa"), given(p.engines.ofa, 0));
    j.insert(QStringLiteral("engines"), e);
    QJsonArray starts;
    for (int s : p.starts)
        starts.append(s);
    j.insert(QStringLiteral("starts"), starts);
    j.insert(QStringLiteral("media_extensions"), p.mediaExtensions);
    j.insert(QStringLiteral("variant"), QString::fromStdString(p.variant));
    j.insert(QStringLiteral("newer_driver"), p.newerDriver);
    j.insert(QStringLiteral("sm_quality"), QLatin1String(dataQualityName(p.smQuality)));
    j.insert(QStringLiteral("memory_quality"), QLatin1String(dataQualityName(p.memoryQuality)));
    j.insert(QStringLiteral("placement_quality"), QLatin1String(dataQualityName(p.placementQuality)));
    j.insert(QStringLiteral("id_quality"), QLatin1String(dataQualityName(p.idQuality)));
    j.insert(QStringLiteral("max_count_quality"), QLatin1String(dataQualityName(p.countQuality)));
    j.insert(QStringLiteral("engine_quality"), QLatin1String(dataQualityName(p.engineQuality)));
    j.insert(QStringLiteral("complete"), p.complete());
    j.insert(QStringLiteral("note"), QString::fromStdString(p.note));
    return j;
}

} // namespace

int Cli::cmdMigProfiles(const QStringList &args)
{
    const QString cmd = QStringLiteral("mig profiles");
    Options o;
    QString format;
    int exitCode = 0;
    Front front;
    front.valued = QStringList{QStringLiteral("gpu"), QStringLiteral("compare"), QStringLiteral("beta")};
    front.formats = QStringList{QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("csv")};
    if (!commandFront(args, cmd, usageMigProfiles(), front, &o, &format, &exitCode))
        return exitCode;
    double beta = 0.5;
    if (o.values.contains(QStringLiteral("beta"))) {
        if (!o.values.contains(QStringLiteral("compare")))
            return fail(tr("--beta needs --compare"), cmd);
        bool ok = false;
        beta = o.value(QStringLiteral("beta")).toDouble(&ok);
        if (!ok || !(beta >= 0 && beta <= 1))
            return fail(tr("--beta must be a number from 0 to 1"), cmd);
    }
    if (o.values.contains(QStringLiteral("compare"))) {
        if (o.values.contains(QStringLiteral("gpu")))
            return fail(tr("--gpu and --compare exclude each other"), cmd);
        return cmdMigProfilesCompare(o.value(QStringLiteral("compare")), format, beta);
    }
    if (format == QLatin1String("csv"))
        return fail(tr("--format csv needs --compare"), cmd);
    const GpuModel *gpu = migGpuOption(o, cmd);
    if (!gpu)
        return 2;

    if (format == QLatin1String("json")) {
        QJsonArray profiles;
        for (const auto &p : gpu->migProfiles)
            profiles.append(profileJson(p));
        QJsonObject root;
        root.insert(QStringLiteral("gpu"), q(gpu->id));
        root.insert(QStringLiteral("profiles"), profiles);
        QJsonArray notes;
        for (const auto &n : gpu->notes)
            notes.append(q(n));
        root.insert(QStringLiteral("notes"), notes);
        insertGpuFigures(root, *gpu);
        m_out << jsonText(QJsonDocument(root));
        return 0;
    }

    m_out << q(formatLgip(*gpu, 0));
    bool header = false;
    auto heading = [&] {
        if (!header)
            m_out << '\n' << tr("Data quality and notes:") << '\n';
        header = true;
    };
    for (const auto &p : gpu->migProfiles) {
        QStringList flags;
        if (p.idQuality != DataQuality::Verified)
            flags << tr("ID %1").arg(GpuWords::quality(p.idQuality));
        if (p.smQuality != DataQuality::Verified)
            flags << tr("SMs %1").arg(GpuWords::quality(p.smQuality));
        if (p.memoryQuality != DataQuality::Verified)
            flags << tr("memory %1").arg(GpuWords::quality(p.memoryQuality));
        if (p.placementQuality != DataQuality::Verified)
            flags << tr("placements %1").arg(GpuWords::quality(p.placementQuality));
        if (p.countQuality != DataQuality::Verified)
            flags << tr("count %1").arg(GpuWords::quality(p.countQuality));
        if (p.engineQuality != DataQuality::Verified)
            flags << tr("engines %1").arg(GpuWords::quality(p.engineQuality));
        if (p.newerDriver)
            flags << tr("newer drivers only");
        if (flags.isEmpty() && p.note.empty())
            continue;
        heading();
        QString line = QStringLiteral("%1 (ID %2)").arg(q(p.name), p.idKnown() ? QString::number(p.id) : QStringLiteral("?"));
        if (!flags.isEmpty())
            line += QStringLiteral(" [") + flags.join(QStringLiteral(", ")) + QLatin1Char(']');
        if (!p.note.empty())
            line += QStringLiteral(": ") + q(p.note);
        m_out << wrap(line, 100, QStringLiteral("  "), QStringLiteral("    "));
    }
    for (const FigureFlag &f : gpu->figureFlags) {
        heading();
        m_out << wrap(tr("%1 [%2]: %3").arg(q(gpu->id), tr("%1 %2").arg(GpuWords::figure(f.figure), GpuWords::quality(f.quality)),
                                             q(f.note)),
                      100, QStringLiteral("  "), QStringLiteral("    "));
    }
    for (const auto &n : gpu->notes) {
        heading();
        m_out << wrap(q(n), 100, QStringLiteral("  "), QStringLiteral("    "));
    }
    if (!gpu->complete()) {
        m_out << '\n'
              << wrap(tr("Not simulated: %1 is listed for reference only; the fact sheets do not give these figures: %2.")
                              .arg(q(gpu->id), GpuWords::missing(*gpu)),
                      100, QString(), QStringLiteral("  "));
    }
    return 0;
}

int Cli::cmdMigProfilesCompare(const QString &gpuList, const QString &format, double beta)
{
    const QString cmd = QStringLiteral("mig profiles");
    std::vector<const GpuModel *> gpus;
    for (const QString &id : gpuList.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const GpuModel *g = findCatalogGpu(id.trimmed().toStdString());
        if (!g) {
            QStringList known;
            for (const GpuModel *k : catalogGpus())
                known << q(k->id);
            return fail(tr("unknown GPU %1 (known: %2)").arg(id.trimmed(), known.join(QStringLiteral(", "))), cmd);
        }
        if (!g->supportsMig())
            return fail(tr("%1 does not support MIG").arg(q(g->id)), cmd);
        if (std::find(gpus.begin(), gpus.end(), g) != gpus.end())
            return fail(tr("%1 is listed twice in --compare").arg(q(g->id)), cmd);
        gpus.push_back(g);
    }
    if (gpus.empty())
        return fail(tr("--compare needs a comma-separated list of GPUs, e.g. H200-141GB,GB300"), cmd);

    // The columns each GPU's profile gets, in order: its value (null where the fact sheets give
    // none), how far the fact sheets back it, and the table cell. The figures are core's
    // (analysis/profilecompare.h), which the GUI's profile-name view shows too.
    using Cell = ProfileOnGpu;
    struct Column
    {
        const char *key; // JSON and CSV
        QString header;
        ProfileFigure Cell::*figure;
        std::function<QString(const Cell &)> text;
    };
    const QString unknown = QStringLiteral("?");
    auto json = [](const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(); };
    auto numberOr = [&](const std::optional<double> &v) { return v ? num(*v) : unknown; };
    const std::vector<Column> columns{
        {"id", tr("ID"), &Cell::id, nullptr},
        {"sms", tr("SMs"), &Cell::sms, nullptr},
        {"memory_gib", tr("Memory GiB"), &Cell::memoryGiB, nullptr},
        {"memory_slots", tr("Slots"), &Cell::memorySlots,
         [&](const Cell &c) { return QStringLiteral("%1/%2").arg(numberOr(c.memorySlots.value), numberOr(c.gpuMemorySlots)); }},
        {"bandwidth_share_gbps", tr("GB/s"), &Cell::bandwidthGBps, nullptr},
        // the engine's service model: a request as wide as the GPU, alone on the profile
        {"time_x", tr("x time"), &Cell::timeFactor,
         [&](const Cell &c) { return c.timeFactor.value ? QString::number(*c.timeFactor.value, 'f', 2) : unknown; }},
    };
    const std::vector<std::string> names = profileNamesInOrder(gpus);

    if (format == QLatin1String("json")) {
        QJsonArray gpusJson;
        for (const GpuModel *g : gpus) {
            QJsonObject j;
            j.insert(QStringLiteral("id"), q(g->id));
            j.insert(QStringLiteral("name"), q(g->displayName));
            insertGpuFigures(j, *g);
            gpusJson.append(j);
        }
        QJsonArray rows;
        for (const std::string &name : names) {
            QJsonArray byGpu;
            for (const Cell &c : profileAcrossGpus(name, gpus, beta)) {
                QJsonObject cell;
                cell.insert(QStringLiteral("gpu"), q(c.gpu->id));
                QJsonObject quality;
                for (const Column &col : columns) {
                    cell.insert(QLatin1String(col.key), json((c.*col.figure).value));
                    quality.insert(QLatin1String(col.key), QLatin1String(dataQualityName((c.*col.figure).quality)));
                }
                cell.insert(QStringLiteral("quality"), quality);
                cell.insert(QStringLiteral("note"), q(c.profile->note));
                byGpu.append(cell);
            }
            QJsonObject row;
            row.insert(QStringLiteral("name"), q(name));
            row.insert(QStringLiteral("by_gpu"), byGpu);
            rows.append(row);
        }
        QJsonObject root;
        root.insert(QStringLiteral("gpus"), gpusJson);
        root.insert(QStringLiteral("profiles"), rows);
        m_out << jsonText(QJsonDocument(root));
        return 0;
    }

    if (format == QLatin1String("csv")) {
        // Machine-readable, never translated: one row per profile and GPU.
        QStringList header{QStringLiteral("profile"), QStringLiteral("gpu"), QStringLiteral("gpu_memory_slots"),
                           QStringLiteral("gpu_bandwidth_gbps")};
        for (const Column &c : columns)
            header << QLatin1String(c.key) << QLatin1String(c.key) + QStringLiteral("_quality");
        QString text = header.join(QLatin1Char(',')) + QLatin1Char('\n');
        auto csvValue = [](const QJsonValue &v) { return v.isNull() ? QString() : QString::number(v.toDouble(), 'g', 10); };
        for (const std::string &name : names)
            for (const Cell &c : profileAcrossGpus(name, gpus, beta)) {
                QStringList f{csvField(q(name)), csvField(q(c.gpu->id)), csvValue(given(c.gpu->memorySlots)),
                              csvValue(given(c.gpu->bandwidthGBps, 1e-9))};
                for (const Column &col : columns)
                    f << csvValue(json((c.*col.figure).value)) << QLatin1String(dataQualityName((c.*col.figure).quality));
                text += f.join(QLatin1Char(',')) + QLatin1Char('\n');
            }
        m_out << text;
        return 0;
    }

    // Marks of a value the fact sheets do not verify, explained below the table.
    auto mark = [](DataQuality dq) {
        switch (dq) {
        case DataQuality::Verified: return QString();
        case DataQuality::Assumed: return QStringLiteral(" (a)");
        case DataQuality::Inferred: return QStringLiteral(" (i)");
        case DataQuality::Unverified: return QStringLiteral(" (u)");
        }
        return QString();
    };
    QList<QStringList> rows;
    QStringList header{tr("Profile"), tr("GPU")};
    for (const Column &c : columns)
        header << c.header;
    rows << header;
    for (const std::string &name : names) {
        bool first = true;
        for (const Cell &c : profileAcrossGpus(name, gpus, beta)) {
            QStringList row{first ? q(name) : QString(), q(c.gpu->id)};
            first = false;
            for (const Column &col : columns)
                row << (col.text ? col.text(c) : numberOr((c.*col.figure).value)) + mark((c.*col.figure).quality);
            rows << row;
        }
    }
    m_out << renderTable(rows, {2, 3, 4, 6});
    m_out << wrap(tr("(a) assumed, (i) inferred, (u) unverified or not given by the fact sheets; ? not given. "
                     "Slots: the profile's memory slots of the GPU's. GB/s: the GPU's bandwidth times that share, "
                     "what the simulator gives a MIG instance. Why a value is flagged: gpukitchen-cli mig profiles "
                     "--gpu G."),
                  100, QString(), QString());
    return 0;
}

int Cli::cmdMigPlacements(const QStringList &args)
{
    const QString cmd = QStringLiteral("mig placements");
    QString format;
    const GpuModel *gpu = nullptr;
    int exitCode = 0;
    if (!listingFront(args, cmd, usageMigPlacements(), &format, &gpu, &exitCode))
        return exitCode;

    if (format == QLatin1String("json")) {
        QJsonArray placements;
        for (const auto &p : gpu->migProfiles) {
            QJsonObject j;
            j.insert(QStringLiteral("profile"), q(p.name));
            j.insert(QStringLiteral("id"), given(p.id, 0));
            QJsonArray starts;
            for (int s : p.starts)
                starts.append(s);
            j.insert(QStringLiteral("starts"), starts);
            j.insert(QStringLiteral("size"), given(p.memorySlots));
            j.insert(QStringLiteral("quality"), QLatin1String(dataQualityName(p.placementQuality)));
            j.insert(QStringLiteral("known"), p.placementsKnown());
            j.insert(QStringLiteral("note"), q(p.note));
            placements.append(j);
        }
        QJsonObject root;
        root.insert(QStringLiteral("gpu"), q(gpu->id));
        root.insert(QStringLiteral("memory_slots"), given(gpu->memorySlots));
        root.insert(QStringLiteral("compute_slices"), gpu->computeSlices);
        root.insert(QStringLiteral("placement_units_per_slice"), gpu->placementUnitsPerSlice);
        root.insert(QStringLiteral("memory_slots_quality"),
                    QLatin1String(dataQualityName(gpu->figureQuality(GpuFigure::MemorySlots))));
        root.insert(QStringLiteral("placements"), placements);
        m_out << jsonText(QJsonDocument(root));
        return 0;
    }

    m_out << q(formatLgipp(*gpu, 0));
    if (gpu->placementUnitsPerSlice != 1)
        m_out << '\n'
              << wrap(tr("A %1-unit placement grid: each of the %2 compute slices spans %3 units, so a start "
                         "is a multiple of %3.")
                              .arg(gpu->memorySlots)
                              .arg(gpu->computeSlices)
                              .arg(gpu->placementUnitsPerSlice),
                      100, QString(), QStringLiteral("  "));
    QStringList assumed, unknown;
    for (const auto &p : gpu->migProfiles) {
        if (!p.placementsKnown())
            unknown << q(p.name);
        else if (p.placementQuality != DataQuality::Verified)
            assumed << QStringLiteral("%1 (%2)").arg(q(p.name), GpuWords::quality(p.placementQuality));
    }
    if (!unknown.isEmpty())
        m_out << '\n'
              << wrap(tr("Not in the fact sheets: the placements of %1 (gpukitchen-cli mig profiles --gpu %2 says why); "
                         "mig check and mig enumerate cannot place them.")
                              .arg(unknown.join(QStringLiteral(", ")), q(gpu->id)),
                      100, QString(), QStringLiteral("  "));
    if (!assumed.isEmpty()) {
        m_out << '\n';
        m_out << wrap(tr("Not observed on this GPU: no -lgipp transcript was found, so these placements follow the "
                         "common 7-slice table (fact sheet §1.3.9): %1").arg(assumed.join(QStringLiteral(", "))),
                      100, QString(), QStringLiteral("  "));
    }
    return 0;
}

void Cli::printCheckedLayout(const GpuModel &gpu, const MigLayout &layout, const MigOptions &options,
                             bool allStartsGiven, bool driverOrderFailed)
{
    m_out << tr("Legal MIG layout on %1 (%2)").arg(q(gpu.id), q(gpu.displayName)) << '\n';
    QList<QStringList> rows;
    rows << QStringList{tr("Instance"), tr("Profile"), tr("ID"), tr("Start:Size"), tr("Compute slices"), tr("SMs"),
                        tr("Memory GiB")};
    for (std::size_t i = 0; i < layout.size(); ++i) {
        const MigPlacement &p = layout[i];
        const QString compute = p.profile->computeSlices == 1
                ? QString::number(p.computeStart())
                : QStringLiteral("%1-%2").arg(p.computeStart()).arg(p.computeEnd() - 1);
        const QString unknown = QStringLiteral("?");
        rows << QStringList{QString::number(i), q(p.profile->name),
                            p.profile->idKnown() ? QString::number(p.profile->id) : unknown,
                            QStringLiteral("%1:%2").arg(p.start).arg(p.profile->memorySlots), compute,
                            p.profile->smsKnown() ? QString::number(p.profile->sms) : unknown,
                            p.profile->memoryKnown() ? num(p.profile->memoryGiB) : unknown};
    }
    QString table = renderTable(rows, {2, 5, 6});
    for (const QString &line : table.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        m_out << QStringLiteral("  ") << line << '\n';

    const MigLayoutStats stats = migLayoutStats(gpu, layout, options);
    const QString freeLabel = tr("free");
    m_out << tr("Memory slots:   %1").arg(migSlotMap(gpu, layout, freeLabel)) << '\n';
    m_out << tr("Compute slices: %1").arg(migComputeMap(gpu, layout, options, freeLabel, tr("stranded"))) << '\n';
    QStringList smsUnknown;
    for (const MigPlacement &p : layout)
        if (!p.profile->smsKnown() && !smsUnknown.contains(q(p.profile->name)))
            smsUnknown << q(p.profile->name);
    if (!smsUnknown.isEmpty() || gpu.migSms <= 0)
        m_out << tr("SMs: not known (the fact sheets do not give the SMs of %1)")
                         .arg(smsUnknown.isEmpty() ? tr("the full-GPU instance") : smsUnknown.join(QStringLiteral(", ")))
              << '\n';
    else
        m_out << tr("SMs: %1 in the instances, of the %2 that MIG mode exposes (%3 idle)")
                         .arg(stats.instanceSms).arg(gpu.migSms).arg(stats.idleSms) << '\n';
    if (gpu.sms <= 0 || gpu.migSms <= 0)
        m_out << tr("Unusable SMs: not known (the fact sheets do not give the GPU's SMs with MIG on and off)") << '\n';
    else
        m_out << tr("Unusable SMs: %1 of the GPU's %2 are lost by enabling MIG at all")
                         .arg(stats.unusableSms).arg(gpu.sms) << '\n';
    if (stats.strandedSlices.empty())
        m_out << tr("Stranded compute slices: none") << '\n';
    else
        m_out << tr("Stranded compute slices: %1 (slice %2): no profile can use them next to this layout")
                         .arg(stats.strandedComputeSlices)
                         .arg(joinInts(stats.strandedSlices, QStringLiteral(", "))) << '\n';
    m_out << tr("Used: %1 of %2 memory slots, %3 of %4 compute slices")
                     .arg(stats.memorySlotsUsed).arg(gpu.memorySlots)
                     .arg(stats.computeSlicesUsed).arg(gpu.computeSlices) << '\n';

    if (driverOrderFailed) {
        m_out << tr("Created in the order given without placements, the driver would fail (\"Insufficient "
                    "Resources\"): order matters. This placement was found by search.") << '\n';
        if (const auto order = driverOrderFor(gpu, layout))
            m_out << tr("A creation order that lands it: sudo nvidia-smi mig -i 0 -cgi %1 -C")
                             .arg(cgiProfileIds(layout, *order)) << '\n';
    } else if (!allStartsGiven) {
        m_out << tr("Starts not given were chosen by the driver model, in the order given (inferred from "
                    "NVIDIA's published examples).") << '\n';
    }
    m_out << tr("nvidia-smi: sudo nvidia-smi mig -i 0 -cgi %1 -C").arg(cgiWithPlacements(layout)) << '\n';
}

namespace {

// The argument a diagnostic of checkMigLayout concerns ("instances[2]..." -> "3g.20gb@2"), or "".
QString migCheckArgument(const Diagnostic &d, const QStringList &argTexts)
{
    static const QRegularExpression indexRe(QStringLiteral("^instances\\[(\\d+)\\]"));
    const auto m = indexRe.match(QString::fromStdString(d.path));
    if (!m.hasMatch())
        return {};
    const int i = m.captured(1).toInt();
    return i >= 0 && i < argTexts.size() ? argTexts[i] : QString();
}

QJsonArray intArray(const std::vector<int> &v)
{
    QJsonArray a;
    for (int i : v)
        a.append(i);
    return a;
}

// The first line of `mig plan` and of `mig plan --ranked`: what was searched, and for how long.
QString searchHeading(const Scenario &scenario, const GpuModel &gpu, double window, double warmup)
{
    return Cli::tr("%1: GPU %2, seed %3; each instance simulated for %4 s after a %5 s warm-up")
                   .arg(Cli::q(scenario.name), Cli::q(gpu.id))
                   .arg(scenario.simulation.seed)
                   .arg(Cli::num(window), Cli::num(warmup))
            + QLatin1Char('\n');
}

} // namespace

// `mig check --format json`: one object, "legal" and either the placed layout with its figures
// or the findings with the allowed placements of the profiles asked for.
QJsonObject Cli::migCheckJson(const GpuModel &gpu, const std::vector<MigRequest> &requests, const QStringList &argTexts,
                              const MigOptions &options, const MigLayout &placed, const Diagnostics &diags,
                              bool allStartsGiven, bool driverOrderFailed, bool noPlacementAtAll)
{
    QJsonObject root;
    root.insert(QStringLiteral("gpu"), q(gpu.id));
    root.insert(QStringLiteral("requested"), QJsonArray::fromStringList(argTexts));
    root.insert(QStringLiteral("allow_4g_3g"), options.allow4g3g);
    const bool legal = !placed.empty();
    root.insert(QStringLiteral("legal"), legal);
    QJsonArray findings;
    for (const auto &d : diags) {
        QJsonObject f;
        f.insert(QStringLiteral("severity"), severityName(d.severity));
        f.insert(QStringLiteral("code"), q(d.code));
        f.insert(QStringLiteral("argument"), migCheckArgument(d, argTexts));
        f.insert(QStringLiteral("message"), diagnosticMessage(d));
        findings.append(f);
    }
    root.insert(QStringLiteral("findings"), findings);
    if (!legal) {
        root.insert(QStringLiteral("no_placement_exists"), noPlacementAtAll);
        QJsonArray allowed;
        std::set<const MigProfile *> shown;
        for (const auto &r : requests) {
            const MigProfile *p = gpu.findMigProfile(r.profile);
            if (!p || !shown.insert(p).second)
                continue;
            QJsonObject a;
            a.insert(QStringLiteral("profile"), q(p->name));
            a.insert(QStringLiteral("id"), given(p->id, 0));
            a.insert(QStringLiteral("starts"), intArray(p->starts));
            a.insert(QStringLiteral("memory_slots"), p->memorySlots);
            a.insert(QStringLiteral("max_count"), p->maxCount);
            allowed.append(a);
        }
        root.insert(QStringLiteral("allowed_placements"), allowed);
        return root;
    }
    QJsonArray instances;
    for (const MigPlacement &p : placed) {
        QJsonObject j;
        j.insert(QStringLiteral("profile"), q(p.profile->name));
        j.insert(QStringLiteral("id"), given(p.profile->id, 0));
        j.insert(QStringLiteral("start"), p.start);
        j.insert(QStringLiteral("memory_slots"), p.profile->memorySlots);
        j.insert(QStringLiteral("compute_slices"), intArray({p.computeStart(), p.computeEnd() - 1}));
        j.insert(QStringLiteral("sms"), given(p.profile->sms));
        j.insert(QStringLiteral("memory_gib"), given(p.profile->memoryGiB, 1e-9));
        instances.append(j);
    }
    root.insert(QStringLiteral("instances"), instances);
    const MigLayoutStats stats = migLayoutStats(gpu, placed, options);
    // null where a figure the sum needs is not given by the fact sheets
    const bool smsKnown = gpu.migSms > 0 && std::all_of(placed.begin(), placed.end(), [](const MigPlacement &p) {
        return p.profile->smsKnown();
    });
    const bool unusableKnown = gpu.sms > 0 && gpu.migSms > 0;
    root.insert(QStringLiteral("instance_sms"), smsKnown ? QJsonValue(stats.instanceSms) : QJsonValue());
    root.insert(QStringLiteral("mig_sms"), given(gpu.migSms));
    root.insert(QStringLiteral("idle_sms"), smsKnown ? QJsonValue(stats.idleSms) : QJsonValue());
    root.insert(QStringLiteral("unusable_sms"), unusableKnown ? QJsonValue(stats.unusableSms) : QJsonValue());
    root.insert(QStringLiteral("gpu_sms"), given(gpu.sms));
    root.insert(QStringLiteral("stranded_compute_slices"), stats.strandedComputeSlices);
    root.insert(QStringLiteral("stranded_slices"), intArray(stats.strandedSlices));
    root.insert(QStringLiteral("memory_slots_used"), stats.memorySlotsUsed);
    root.insert(QStringLiteral("memory_slots"), gpu.memorySlots);
    root.insert(QStringLiteral("compute_slices_used"), stats.computeSlicesUsed);
    root.insert(QStringLiteral("compute_slices"), gpu.computeSlices);
    root.insert(QStringLiteral("starts_chosen_by"),
                allStartsGiven ? QStringLiteral("user") : driverOrderFailed ? QStringLiteral("search")
                                                                            : QStringLiteral("driver_model"));
    if (driverOrderFailed) {
        if (const auto order = driverOrderFor(gpu, placed))
            root.insert(QStringLiteral("creation_order_command"),
                        QStringLiteral("sudo nvidia-smi mig -i 0 -cgi %1 -C").arg(cgiProfileIds(placed, *order)));
    }
    root.insert(QStringLiteral("nvidia_smi"), QStringLiteral("sudo nvidia-smi mig -i 0 -cgi %1 -C").arg(cgiWithPlacements(placed)));
    return root;
}

int Cli::cmdMigCheck(const QStringList &args)
{
    const QString cmd = QStringLiteral("mig check");
    Options o;
    QString format;
    int exitCode = 0;
    Front front = tableOrJson();
    front.valued = QStringList{QStringLiteral("gpu")};
    front.flags = QStringList{QStringLiteral("no-4g3g")};
    front.positional = Front::Positional::Own;
    if (!commandFront(args, cmd, usageMigCheck(), front, &o, &format, &exitCode))
        return exitCode;
    const bool json = format == QLatin1String("json");
    const GpuModel *gpu = migGpuOption(o, cmd);
    if (!gpu)
        return 2;
    if (o.positional.isEmpty())
        return fail(tr("name at least one profile, e.g. 3g.20gb@4"), cmd);

    std::vector<MigRequest> requests;
    QStringList argTexts;
    bool allStartsGiven = true;
    for (const QString &a : o.positional) {
        QString name = a;
        std::optional<int> start;
        const int at = a.lastIndexOf(QLatin1Char('@'));
        if (at >= 0) {
            name = a.left(at);
            bool ok = false;
            const int s = a.mid(at + 1).toInt(&ok);
            if (!ok || s < 0)
                return fail(tr("%1: the start after @ must be a memory-slot index (0, 1, …)").arg(a), cmd);
            start = s;
        } else {
            allStartsGiven = false;
        }
        const MigProfile *p = gpu->findMigProfile(name.toStdString());
        if (!p) {
            QStringList known;
            for (const auto &mp : gpu->migProfiles)
                known << QStringLiteral("%1 (%2)").arg(q(mp.name)).arg(mp.id);
            return fail(tr("%1 has no MIG profile %2 (known: %3)").arg(q(gpu->id), name, known.join(QStringLiteral(", "))),
                        cmd);
        }
        if (!p->placementsKnown() || p->maxCount <= 0)
            return fail(tr("the fact sheets give no placements or instance count for %1 on %2, so it cannot be "
                           "placed (gpukitchen-cli mig profiles --gpu %2 says why)")
                                .arg(q(p->name), q(gpu->id)),
                        cmd);
        requests.push_back(MigRequest{p->name, start});
        argTexts << a;
    }

    MigOptions options;
    options.allow4g3g = !o.has(QStringLiteral("no-4g3g"));
    MigLayout placed;
    Diagnostics diags = checkMigLayout(*gpu, requests, options, "instances", &placed);

    bool driverOrderFailed = false;
    bool noPlacementAtAll = false;
    if (hasErrors(diags)) {
        const bool onlyNoRoom = std::all_of(diags.begin(), diags.end(), [](const Diagnostic &d) {
            return d.severity != Severity::Error || d.code == "mig.placement.no_room";
        });
        if (onlyNoRoom) {
            if (const auto found = searchMigPlacement(*gpu, requests, options)) {
                placed = *found;
                driverOrderFailed = true;
                diags.clear();
            } else {
                noPlacementAtAll = true;
            }
        }
    } else if (placed.size() != requests.size()) {
        if (const auto found = searchMigPlacement(*gpu, requests, options))
            placed = *found;
    }

    if (json) {
        const bool legal = !hasErrors(diags) && placed.size() == requests.size();
        m_out << jsonText(QJsonDocument(migCheckJson(*gpu, requests, argTexts, options, legal ? placed : MigLayout{},
                                                     diags, allStartsGiven, driverOrderFailed, noPlacementAtAll)));
        return legal ? 0 : 1;
    }
    if (!hasErrors(diags) && placed.size() == requests.size()) {
        printCheckedLayout(*gpu, placed, options, allStartsGiven, driverOrderFailed);
        for (const auto &d : diags)
            m_out << severityName(d.severity) << QStringLiteral(": ") << diagnosticMessage(d) << '\n';
        return 0;
    }

    // Findings go to stdout: the input was understood, the layout is not legal.
    m_out << tr("Illegal MIG layout on %1 (%2):").arg(q(gpu->id), q(gpu->displayName)) << '\n';
    for (const auto &d : diags) {
        const QString argument = migCheckArgument(d, argTexts);
        const QString where = argument.isEmpty() ? QString() : argument + QStringLiteral(": ");
        m_out << QStringLiteral("  ") << severityName(d.severity) << QStringLiteral(": ") << where
              << diagnosticMessage(d) << '\n';
    }
    if (noPlacementAtAll)
        m_out << tr("  No placement of these profiles exists on %1, in any order.").arg(q(gpu->id)) << '\n';
    m_out << tr("Allowed placements of the profiles asked for (like nvidia-smi mig -lgipp):") << '\n';
    std::set<const MigProfile *> shown;
    for (const auto &r : requests) {
        const MigProfile *p = gpu->findMigProfile(r.profile);
        if (!p || !shown.insert(p).second)
            continue;
        m_out << QStringLiteral("  ")
              << tr("%1 (ID %2): starts %3, size %4, at most %5 per GPU")
                         .arg(q(p->name))
                         .arg(p->id)
                         .arg(joinInts(p->starts, QStringLiteral(", ")))
                         .arg(p->memorySlots)
                         .arg(p->maxCount)
              << '\n';
    }
    return 1;
}

int Cli::cmdMigEnumerate(const QStringList &args)
{
    const QString cmd = QStringLiteral("mig enumerate");
    Options o;
    QString format;
    int exitCode = 0;
    Front front = tableOrJson();
    front.valued = QStringList{QStringLiteral("gpu")};
    front.flags = QStringList{QStringLiteral("maximal"), QStringLiteral("classic"), QStringLiteral("with-me"),
                              QStringLiteral("with-variants"), QStringLiteral("no-4g3g")};
    if (!commandFront(args, cmd, usageMigEnumerate(), front, &o, &format, &exitCode))
        return exitCode;
    const GpuModel *gpu = migGpuOption(o, cmd);
    if (!gpu)
        return 2;

    MigEnumerationOptions eo;
    eo.rules.allow4g3g = !o.has(QStringLiteral("no-4g3g"));
    eo.includeMediaExtensions = o.has(QStringLiteral("with-me"));
    eo.includeNewerDriverProfiles = !o.has(QStringLiteral("classic"));
    eo.includeEngineVariants = o.has(QStringLiteral("with-variants"));
    eo.includeIncompleteProfiles = true; // a listing: placements are what it needs
    if (std::none_of(gpu->migProfiles.begin(), gpu->migProfiles.end(),
                     [](const MigProfile &p) { return p.placementsKnown() && p.maxCount > 0; }))
        return fail(tr("the fact sheets give no placements for %1's profiles, so no combination can be "
                       "enumerated (gpukitchen-cli mig profiles --gpu %1 says why)")
                            .arg(q(gpu->id)),
                    cmd);
    const bool maximalOnly = o.has(QStringLiteral("maximal"));
    std::vector<MigCombination> combos;
    for (auto &c : enumerateMigCombinations(*gpu, eo))
        if (!maximalOnly || c.maximal)
            combos.push_back(std::move(c));

    if (format == QLatin1String("json")) {
        QJsonArray list;
        for (const auto &c : combos) {
            QJsonObject j;
            QJsonArray profiles;
            for (const MigProfile *p : c.profiles)
                profiles.append(q(p->name));
            j.insert(QStringLiteral("profiles"), profiles);
            QJsonArray placement;
            for (const auto &p : c.example) {
                QJsonObject pj;
                pj.insert(QStringLiteral("profile"), q(p.profile->name));
                pj.insert(QStringLiteral("start"), p.start);
                placement.append(pj);
            }
            j.insert(QStringLiteral("placement"), placement);
            j.insert(QStringLiteral("maximal"), c.maximal);
            const MigLayoutStats stats = migLayoutStats(*gpu, c.example, eo.rules);
            j.insert(QStringLiteral("compute_slices_used"), stats.computeSlicesUsed);
            j.insert(QStringLiteral("stranded_compute_slices"), stats.strandedComputeSlices);
            list.append(j);
        }
        QJsonObject options;
        options.insert(QStringLiteral("maximal"), maximalOnly);
        options.insert(QStringLiteral("classic"), !eo.includeNewerDriverProfiles);
        options.insert(QStringLiteral("with_me"), eo.includeMediaExtensions);
        options.insert(QStringLiteral("with_variants"), eo.includeEngineVariants);
        options.insert(QStringLiteral("allow_4g_3g"), eo.rules.allow4g3g);
        QJsonObject root;
        root.insert(QStringLiteral("gpu"), q(gpu->id));
        root.insert(QStringLiteral("options"), options);
        root.insert(QStringLiteral("count"), static_cast<int>(combos.size()));
        root.insert(QStringLiteral("combinations"), list);
        m_out << jsonText(QJsonDocument(root));
        return 0;
    }

    QList<QStringList> rows;
    rows << QStringList{QStringLiteral("#"), tr("Profiles"), tr("Example placement"), tr("Compute slices"),
                        tr("Stranded"), tr("Maximal")};
    int n = 0;
    for (const auto &c : combos) {
        QStringList names;
        for (std::size_t i = 0; i < c.profiles.size();) {
            std::size_t j = i;
            while (j < c.profiles.size() && c.profiles[j] == c.profiles[i])
                ++j;
            const QString name = q(c.profiles[i]->name);
            names << (j - i > 1 ? QStringLiteral("%1×%2").arg(j - i).arg(name) : name);
            i = j;
        }
        MigLayout sorted = c.example;
        std::sort(sorted.begin(), sorted.end(), [](const MigPlacement &a, const MigPlacement &b) {
            return a.start < b.start;
        });
        QStringList placement;
        for (const auto &p : sorted)
            placement << QStringLiteral("%1@%2").arg(q(p.profile->name)).arg(p.start);
        const MigLayoutStats stats = migLayoutStats(*gpu, c.example, eo.rules);
        rows << QStringList{QString::number(++n), names.join(QStringLiteral(" + ")), placement.join(QLatin1Char(' ')),
                            QStringLiteral("%1/%2").arg(stats.computeSlicesUsed).arg(gpu->computeSlices),
                            QString::number(stats.strandedComputeSlices), c.maximal ? tr("yes") : tr("no")};
    }
    m_out << renderTable(rows, {0, 3, 4});
    m_out << tr("Combinations on %1: %2").arg(q(gpu->id)).arg(combos.size());
    QStringList notes;
    if (maximalOnly)
        notes << tr("maximal only");
    if (!eo.includeNewerDriverProfiles)
        notes << tr("classic profiles");
    if (eo.includeMediaExtensions)
        notes << tr("with +me profiles");
    if (eo.includeEngineVariants)
        notes << tr("with +me.all, -me and +gfx profiles");
    if (!eo.rules.allow4g3g)
        notes << tr("driver older than R510");
    if (!notes.isEmpty())
        m_out << QStringLiteral(" (") << notes.join(QStringLiteral(", ")) << QLatin1Char(')');
    m_out << '\n';
    return 0;
}

QString Cli::usageMigPlan()
{
    return tr("Usage: gpukitchen-cli mig plan FILE|builtin:NAME [--ranked N] [--format table|json] [--seed N]\n"
              "\n"
              "Searches the MIG plan for the scenario's tenants on its GPU: every legal layout of the\n"
              "classic profiles times every assignment of tenants to instances (several tenants in one\n"
              "instance take turns, time-sliced), each tenant's peak memory within its instance. The\n"
              "plan that meets every SLO with the fewest compute slices, then memory slots, wins; ties\n"
              "go to the largest worst-case margin (margin = SLO / p99 - 1). If no plan meets every\n"
              "SLO, the best margins win: the largest worst-case margin, then the largest next-worst,\n"
              "and so on (a plan that loses fewer tenants first), then the fewest slices. Each\n"
              "instance is simulated alone (MIG instances do not disturb each other) for the\n"
              "scenario's run, at most 60 s after at most 5 s of warm-up, with the scenario's seed\n"
              "and without its faults; a tenant meets its SLO when 99 % of its requests complete\n"
              "within it (one that loses more than 1 % of its requests has margin -1). Exact up to 8\n"
              "tenants within a budget of simulated work; beyond either, a heuristic for any number of\n"
              "tenants (placement by estimated load, then moves), which stops at the budget with the\n"
              "best plan it ran: about 2 s on a 2-core machine. A tenant with more memory than any\n"
              "profile is reported as not placed and the others are planned (as compare and the GUI do).\n"
              "\n"
              "The plan found is then run over the scenario's whole length (its faults included): the\n"
              "verdict printed last, and the exit code, are that run's.\n"
              "Exit 0 if that run meets every SLO and every tenant is placed, 1 if not or no layout\n"
              "holds the tenants' memory, 2 for bad input (also a GPU without MIG).\n"
              "\n"
              "--ranked N (1 to 50) lists instead up to N distinct layouts in the same order, the plan\n"
              "above first, each with its best assignment of the tenants, its margins and what it can\n"
              "no longer place: the profiles that could still be added, and those that could not\n"
              "although enough compute and memory slices are free (the placement rules forbid it).\n"
              "Every entry is exact up to 8 tenants (within the budget, spent again on the ranking).\n"
              "Nothing is run over the whole length: the exit code is 0 if the first entry meets every\n"
              "SLO over the searched window and every tenant is placed, else 1.\n");
}

int Cli::cmdMigPlan(const QStringList &args)
{
    const QString cmd = QStringLiteral("mig plan");
    Options o;
    int exitCode = 0;
    Front front;
    front.valued = QStringList{QStringLiteral("format"), QStringLiteral("seed"), QStringLiteral("ranked")};
    front.positional = Front::Positional::Own;
    if (!commandFront(args, cmd, usageMigPlan(), front, &o, nullptr, &exitCode))
        return exitCode;
    if (o.positional.size() != 1)
        return fail(o.positional.isEmpty() ? tr("missing scenario file") : tr("unexpected argument %1").arg(o.positional.at(1)),
                    cmd);
    QString format;
    if (!checkFormat(o, {QStringLiteral("table"), QStringLiteral("json")}, cmd, &format))
        return 2;
    int ranked = 0;
    if (o.values.contains(QStringLiteral("ranked"))) {
        bool ok = false;
        ranked = o.value(QStringLiteral("ranked")).toInt(&ok);
        if (!ok || ranked < 1 || ranked > 50)
            return fail(tr("--ranked takes a number of layouts from 1 to 50, not %1").arg(o.value(QStringLiteral("ranked"))),
                        cmd);
    }
    Scenario scenario;
    QString label;
    if (!loadForRun(o, cmd, &scenario, &label))
        return 2;
    const GpuModel &gpu = *scenario.gpu();
    if (!gpu.supportsMig())
        return fail(tr("GPU %1 has no MIG profiles").arg(q(gpu.id)), cmd);
    if (ranked > 0)
        return migPlanRanked(scenario, format, ranked);

    // The rule compare and the GUI use (analysis/planchoice.h), over the scenario without a MIG
    // plan of its own: the search, and over the tenants some profile holds when one fits none.
    Scenario bare = scenario;
    bare.alternatives.erase(Mode::Mig);
    if (bare.sharing.mode == Mode::Mig)
        bare.sharing = SharingPlan{};
    const MigEvaluationHorizon horizon;
    const PlanChoice choice = choosePlan(bare, Mode::Mig, horizon);
    const bool searched = choice.search && choice.search->placed
                          && (choice.source == PlanSource::Searched || choice.source == PlanSource::SearchedWithout);
    const double window = searchedWindowS(scenario, horizon);
    const double warmup = std::min(horizon.warmupS, scenario.simulation.warmupS);
    // The search's tenants (all, or those some profile holds), by id.
    std::vector<std::string> searchIds;
    for (const Tenant &t : scenario.tenants)
        if (std::find(choice.unplaced.begin(), choice.unplaced.end(), t.id) == choice.unplaced.end())
            searchIds.push_back(t.id);
    std::map<std::string, double> margin;
    std::map<std::string, const MigSearchInstance *> instanceOf;
    if (searched) {
        const MigSearchResult &r = *choice.search;
        for (size_t i = 0; i < searchIds.size() && i < r.tenantMargins.size(); ++i)
            margin[searchIds[i]] = r.tenantMargins[i];
        for (const auto &inst : r.instances)
            for (int i : inst.tenants)
                instanceOf[searchIds[size_t(i)]] = &inst;
    }
    // The plan's run over the scenario's whole length: the verdict.
    std::optional<RunResults> run;
    if (searched) {
        Diagnostics refused;
        run = runPlan(scenario, gpu, choice.plan, false, nullptr, &refused);
        if (!run)
            return fail(tr("cannot simulate the plan found: %1").arg(diagnosticMessages(refused)), cmd);
    }
    const bool runMeetsAll = run && std::all_of(run->tenants.begin(), run->tenants.end(),
                                                [](const TenantResult &t) { return meetsSlo(t); });
    const int rc = searched && runMeetsAll && choice.unplaced.empty() ? 0 : 1;
    QStringList missed;
    if (run)
        for (const TenantResult &t : run->tenants)
            if (!meetsSlo(t))
                missed << q(t.id);

    if (format == QLatin1String("json")) {
        QJsonObject j;
        j.insert(QStringLiteral("scenario"), q(scenario.name));
        j.insert(QStringLiteral("gpu"), q(gpu.id));
        j.insert(QStringLiteral("seed"), double(scenario.simulation.seed));
        j.insert(QStringLiteral("horizon_s"), window);
        j.insert(QStringLiteral("warmup_s"), warmup);
        j.insert(QStringLiteral("exact"), choice.search ? choice.search->exact : true);
        j.insert(QStringLiteral("budget_exhausted"), choice.search && choice.search->budgetExhausted);
        j.insert(QStringLiteral("memory_fits"), choice.search && choice.search->memoryFits);
        j.insert(QStringLiteral("layouts_visited"), choice.search ? choice.search->layoutsVisited : 0);
        j.insert(QStringLiteral("evaluations"), choice.search ? choice.search->evaluations : 0);
        j.insert(QStringLiteral("placed"), searched);
        QJsonArray unplaced;
        for (const std::string &id : choice.unplaced)
            unplaced.append(q(id));
        j.insert(QStringLiteral("not_placed"), unplaced);
        // The claim is the whole run's; the search's own, over its window, beside it.
        j.insert(QStringLiteral("all_slos_met"), rc == 0);
        j.insert(QStringLiteral("search_all_slos_met"), searched && choice.search->allSlosMet);
        if (run) {
            QJsonObject rj;
            rj.insert(QStringLiteral("duration_s"), run->durationS - run->warmupS);
            rj.insert(QStringLiteral("warmup_s"), run->warmupS);
            rj.insert(QStringLiteral("meets_every_slo"), runMeetsAll);
            QJsonArray m;
            for (const QString &id : missed)
                m.append(id);
            rj.insert(QStringLiteral("slo_missed"), m);
            j.insert(QStringLiteral("run"), rj);
        }
        if (searched) {
            const MigSearchResult &r = *choice.search;
            j.insert(QStringLiteral("compute_slices"), r.computeSlices);
            j.insert(QStringLiteral("memory_slots"), r.memorySlots);
            j.insert(QStringLiteral("worst_margin"), std::isfinite(r.worstMargin) ? QJsonValue(r.worstMargin) : QJsonValue());
        }
        QJsonArray instances;
        if (searched)
            for (const auto &inst : choice.search->instances) {
                QJsonObject ij;
                ij.insert(QStringLiteral("profile"), q(inst.profile->name));
                ij.insert(QStringLiteral("start"), inst.start);
                QJsonArray ts;
                for (int i : inst.tenants)
                    ts.append(q(searchIds[size_t(i)]));
                ij.insert(QStringLiteral("tenants"), ts);
                ij.insert(QStringLiteral("inner"), QStringLiteral("timeslice"));
                instances.append(ij);
            }
        j.insert(QStringLiteral("instances"), instances);
        QJsonArray tenants;
        for (size_t i = 0; i < scenario.tenants.size(); ++i) {
            const Tenant &t = scenario.tenants[i];
            QJsonObject tj;
            tj.insert(QStringLiteral("id"), q(t.id));
            tj.insert(QStringLiteral("slo_ms"), t.sloMs > 0 ? QJsonValue(t.sloMs) : QJsonValue());
            const auto it = margin.find(t.id);
            const double m = it != margin.end() ? it->second : -1;
            tj.insert(QStringLiteral("placed"), it != margin.end());
            tj.insert(QStringLiteral("margin"), std::isfinite(m) ? QJsonValue(m) : QJsonValue());
            tj.insert(QStringLiteral("p99_ms"), t.sloMs > 0 && m > -1 ? QJsonValue(t.sloMs / (1 + m)) : QJsonValue());
            if (run && i < run->tenants.size()) {
                tj.insert(QStringLiteral("run_slo_attainment"), run->tenants[i].sloAttainment);
                tj.insert(QStringLiteral("run_meets_slo"), meetsSlo(run->tenants[i]));
            }
            tenants.append(tj);
        }
        j.insert(QStringLiteral("tenants"), tenants);
        QJsonArray gaps;
        if (searched)
            for (const KnownGapHere &g : knownGapsFor(scenario, choice.plan)) {
                gaps.append(knownGapJson(g));
            }
        j.insert(QStringLiteral("known_gaps"), gaps);
        const int wrc = writeOutput(jsonText(QJsonDocument(j)), {});
        return wrc ? wrc : rc;
    }

    QString text = searchHeading(scenario, gpu, window, warmup);
    if (choice.search)
        text += (choice.search->exact ? tr("Exact search: %1 layouts, %2 instance simulations")
                 : !choice.search->budgetExhausted
                         ? tr("Heuristic search (more than 8 tenants): %1 layouts, %2 instance simulations")
                 : searchIds.size() > size_t(MigSearchOptions().exactTenantLimit)
                         ? tr("Heuristic search (more than 8 tenants), stopped at its budget: %1 layouts, %2 instance "
                              "simulations")
                         : tr("Heuristic search, stopped at its budget (the exact search needs more runs than it "
                              "allows): %1 layouts, %2 instance simulations"))
                        .arg(choice.search->layoutsVisited)
                        .arg(choice.search->evaluations)
                + QLatin1Char('\n') + QLatin1Char('\n');
    if (!choice.unplaced.empty()) {
        QStringList ids;
        for (const std::string &id : choice.unplaced)
            ids << q(id);
        text += tr("Not placed, more memory than any MIG profile: %1").arg(ids.join(QStringLiteral(", "))) + QLatin1Char('\n');
    }
    if (!searched) {
        if (choice.search && choice.search->memoryFits && choice.search->budgetExhausted)
            text += tr("The search stopped at its budget before it could run one whole layout: one run of these "
                       "tenants makes more engine events than the budget allows, so there is no plan to show (their "
                       "memory fits). Lower the arrival rates or share the tenants among more GPUs.")
                    + QLatin1Char('\n');
        else
            text += tr("No legal MIG layout holds every tenant's peak memory.") + QLatin1Char('\n');
        const int wrc = writeOutput(text, {});
        return wrc ? wrc : rc;
    }
    const MigSearchResult &r = *choice.search;
    QList<QStringList> rows;
    rows << QStringList{tr("Instance"), tr("Start"), tr("Tenants")};
    for (const auto &inst : r.instances) {
        QStringList ids;
        for (int i : inst.tenants)
            ids << q(searchIds[size_t(i)]);
        rows << QStringList{q(inst.profile->name), QString::number(inst.start), ids.join(QStringLiteral(", "))};
    }
    text += renderTable(rows, {1}, QStringLiteral("  "));
    text += tr("Compute slices %1 of %2, memory slots %3 of %4")
                    .arg(r.computeSlices)
                    .arg(gpu.computeSlices)
                    .arg(r.memorySlots)
                    .arg(gpu.memorySlots)
            + QLatin1Char('\n') + QLatin1Char('\n');
    rows.clear();
    rows << QStringList{tr("Tenant"), tr("Instance"), tr("SLO ms"), tr("p99 ms"), tr("Margin")};
    for (const Tenant &t : scenario.tenants) {
        const auto it = margin.find(t.id);
        const auto inst = instanceOf.find(t.id);
        const QString slo = t.sloMs > 0 ? num(t.sloMs) : tr("none");
        if (it == margin.end()) {
            rows << QStringList{q(t.id), tr("not placed"), slo, QStringLiteral("-"), QStringLiteral("-")};
            continue;
        }
        const double m = it->second;
        const QString p99 = t.sloMs <= 0 ? QStringLiteral("-") : m > -1 ? QString::number(t.sloMs / (1 + m), 'f', 1) : tr("beyond the run");
        const QString marginText = std::isfinite(m) ? QString::number(m, 'f', 2) : QStringLiteral("-");
        rows << QStringList{q(t.id), inst != instanceOf.end() ? q(inst->second->profile->name) : QStringLiteral("-"), slo,
                            p99, marginText};
    }
    text += renderTable(rows, {2, 3, 4}, QStringLiteral("  "));
    text += QLatin1Char('\n');
    text += (r.allSlosMet ? tr("Search (first %1 s): every SLO met.") : tr("Search (first %1 s): no MIG plan meets every SLO; this one has the best margins (the largest "
                                              "worst-case margin, then the largest next-worst, and so on)."))
                    .arg(num(window))
            + QLatin1Char('\n');
    for (const KnownGapHere &g : knownGapsFor(scenario, choice.plan))
        text += knownGapSentence(g) + QLatin1Char('\n');
    text += (runMeetsAll ? tr("Every SLO met over the whole %1 s run of this plan.").arg(num(run->durationS - run->warmupS))
                         : tr("The whole %1 s run of this plan misses the SLO of: %2.")
                                   .arg(num(run->durationS - run->warmupS), missed.join(QStringLiteral(", "))))
            + QLatin1Char('\n');
    const int wrc = writeOutput(text, {});
    return wrc ? wrc : rc;
}

} // namespace gpuk

namespace gpuk {

// mig plan --ranked N: the ranked layouts (analysis/planchoice.h rankMigPlans), their margins and
// fragmentation. Exit 0 if the first entry meets every SLO over the searched window and every
// tenant is placed, 1 if not or nothing is placed.
int Cli::migPlanRanked(const Scenario &scenario, const QString &format, int count)
{
    const GpuModel &gpu = *scenario.gpu();
    const MigEvaluationHorizon horizon;
    const MigLayoutRanking lr = rankMigPlans(scenario, count, horizon);
    const MigRanking &r = lr.ranking;
    const double window = searchedWindowS(scenario, horizon);
    const double warmup = std::min(horizon.warmupS, scenario.simulation.warmupS);
    const int rc = !r.entries.empty() && r.entries.front().allSlosMet && lr.unplaced.empty() ? 0 : 1;
    std::map<std::string, double> sloOf;
    for (const Tenant &t : scenario.tenants)
        sloOf[t.id] = t.sloMs;
    auto layoutText = [](const MigRankedLayout &e) {
        QStringList parts;
        for (const MigSearchInstance &inst : e.instances)
            parts << QStringLiteral("%1@%2").arg(q(inst.profile->name)).arg(inst.start);
        return parts.join(QStringLiteral(" + "));
    };
    auto names = [](const std::vector<const MigProfile *> &ps) {
        QStringList out;
        for (const MigProfile *p : ps)
            out << q(p->name);
        return out;
    };
    int withSlo = 0;
    for (const std::string &id : lr.tenantIds)
        withSlo += sloOf[id] > 0 ? 1 : 0;
    auto metCount = [&](const MigRankedLayout &e) {
        int met = 0;
        for (size_t i = 0; i < lr.tenantIds.size() && i < e.tenantMargins.size(); ++i)
            met += sloOf[lr.tenantIds[i]] > 0 && e.tenantMargins[i] >= 0 ? 1 : 0;
        return met;
    };

    if (format == QLatin1String("json")) {
        QJsonObject j;
        j.insert(QStringLiteral("scenario"), q(scenario.name));
        j.insert(QStringLiteral("gpu"), q(gpu.id));
        j.insert(QStringLiteral("seed"), double(scenario.simulation.seed));
        j.insert(QStringLiteral("horizon_s"), window);
        j.insert(QStringLiteral("warmup_s"), warmup);
        j.insert(QStringLiteral("asked"), count);
        j.insert(QStringLiteral("exact"), r.exact);
        j.insert(QStringLiteral("budget_exhausted"), r.budgetExhausted);
        j.insert(QStringLiteral("evaluations"), r.search.evaluations + r.evaluations);
        QJsonArray unplaced;
        for (const std::string &id : lr.unplaced)
            unplaced.append(q(id));
        j.insert(QStringLiteral("not_placed"), unplaced);
        QJsonArray entries;
        for (size_t k = 0; k < r.entries.size(); ++k) {
            const MigRankedLayout &e = r.entries[k];
            QJsonObject ej;
            ej.insert(QStringLiteral("rank"), int(k + 1));
            ej.insert(QStringLiteral("compute_slices"), e.computeSlices);
            ej.insert(QStringLiteral("memory_slots"), e.memorySlots);
            ej.insert(QStringLiteral("all_slos_met"), e.allSlosMet);
            ej.insert(QStringLiteral("slos_met"), metCount(e));
            ej.insert(QStringLiteral("worst_margin"), std::isfinite(e.worstMargin) ? QJsonValue(e.worstMargin) : QJsonValue());
            QJsonArray instances;
            for (const MigSearchInstance &inst : e.instances) {
                QJsonObject ij;
                ij.insert(QStringLiteral("profile"), q(inst.profile->name));
                ij.insert(QStringLiteral("start"), inst.start);
                QJsonArray ts;
                for (int i : inst.tenants)
                    ts.append(q(lr.tenantIds[size_t(i)]));
                ij.insert(QStringLiteral("tenants"), ts);
                ij.insert(QStringLiteral("inner"), QStringLiteral("timeslice"));
                instances.append(ij);
            }
            ej.insert(QStringLiteral("instances"), instances);
            QJsonArray tenants;
            for (size_t i = 0; i < lr.tenantIds.size() && i < e.tenantMargins.size(); ++i) {
                QJsonObject tj;
                tj.insert(QStringLiteral("id"), q(lr.tenantIds[i]));
                const double m = e.tenantMargins[i];
                tj.insert(QStringLiteral("margin"), std::isfinite(m) ? QJsonValue(m) : QJsonValue());
                tenants.append(tj);
            }
            ej.insert(QStringLiteral("tenants"), tenants);
            QJsonObject fj;
            fj.insert(QStringLiteral("free_compute_slices"), e.fragmentation.freeComputeSlices);
            fj.insert(QStringLiteral("free_memory_slots"), e.fragmentation.freeMemorySlots);
            fj.insert(QStringLiteral("addable"), QJsonArray::fromStringList(names(e.fragmentation.addable)));
            fj.insert(QStringLiteral("blocked"), QJsonArray::fromStringList(names(e.fragmentation.blocked)));
            ej.insert(QStringLiteral("fragmentation"), fj);
            entries.append(ej);
        }
        j.insert(QStringLiteral("ranked"), entries);
        const int wrc = writeOutput(jsonText(QJsonDocument(j)), {});
        return wrc ? wrc : rc;
    }

    QString text = searchHeading(scenario, gpu, window, warmup);
    text += (r.exact ? tr("Ranked MIG layouts, exact: %1 of the %2 asked, %3 instance simulations")
                     : tr("Ranked MIG layouts, heuristic assignments: %1 of the %2 asked, %3 instance simulations"))
                    .arg(r.entries.size())
                    .arg(count)
                    .arg(r.search.evaluations + r.evaluations)
            + QLatin1Char('\n');
    if (r.budgetExhausted)
        text += tr("The search or the ranking stopped at its budget: fewer layouts than asked may be listed.")
                + QLatin1Char('\n');
    if (!lr.unplaced.empty()) {
        QStringList ids;
        for (const std::string &id : lr.unplaced)
            ids << q(id);
        text += tr("Not placed, more memory than any MIG profile: %1").arg(ids.join(QStringLiteral(", "))) + QLatin1Char('\n');
    }
    text += QLatin1Char('\n');
    if (r.entries.empty()) {
        text += tr("No legal MIG layout holds every tenant's peak memory.") + QLatin1Char('\n');
        const int wrc = writeOutput(text, {});
        return wrc ? wrc : rc;
    }
    QList<QStringList> rows;
    rows << QStringList{QStringLiteral("#"), tr("Layout"), tr("Compute slices"), tr("Memory slots"), tr("SLOs met"),
                        tr("Worst margin")};
    for (size_t k = 0; k < r.entries.size(); ++k) {
        const MigRankedLayout &e = r.entries[k];
        rows << QStringList{QString::number(k + 1), layoutText(e),
                            tr("%1 of %2").arg(e.computeSlices).arg(gpu.computeSlices),
                            tr("%1 of %2").arg(e.memorySlots).arg(gpu.memorySlots),
                            tr("%1 of %2").arg(metCount(e)).arg(withSlo),
                            std::isfinite(e.worstMargin) ? QString::number(e.worstMargin, 'f', 2) : QStringLiteral("-")};
    }
    text += renderTable(rows, {0, 5}, QStringLiteral("  "));
    for (size_t k = 0; k < r.entries.size(); ++k) {
        const MigRankedLayout &e = r.entries[k];
        text += QLatin1Char('\n');
        QStringList where;
        for (const MigSearchInstance &inst : e.instances) {
            QStringList ids;
            for (int i : inst.tenants)
                ids << q(lr.tenantIds[size_t(i)]);
            where << tr("%1@%2: %3").arg(q(inst.profile->name)).arg(inst.start).arg(ids.join(QStringLiteral(", ")));
        }
        text += wrap(where.join(QStringLiteral("; ")), 100, QStringLiteral("#%1").arg(k + 1).leftJustified(4),
                     QStringLiteral("    "));
        QStringList margins;
        for (size_t i = 0; i < lr.tenantIds.size() && i < e.tenantMargins.size(); ++i)
            margins << QStringLiteral("%1 %2").arg(q(lr.tenantIds[i]),
                                                   std::isfinite(e.tenantMargins[i])
                                                           ? QString::number(e.tenantMargins[i], 'f', 2)
                                                           : tr("no SLO"));
        text += wrap(tr("Margins: %1").arg(margins.join(QStringLiteral(", "))), 100, QStringLiteral("    "),
                     QStringLiteral("    "));
        const MigFragmentation &f = e.fragmentation;
        QString frag = tr("Free compute slices: %1, memory slots: %2.").arg(f.freeComputeSlices).arg(f.freeMemorySlots);
        frag += QLatin1Char(' ')
                + (f.addable.empty() ? tr("No profile can be added.")
                                     : tr("Could still add: %1.").arg(names(f.addable).join(QStringLiteral(", "))));
        if (!f.blocked.empty())
            frag += QLatin1Char(' ')
                    + tr("Cannot place, although enough slices are free: %1.")
                              .arg(names(f.blocked).join(QStringLiteral(", ")));
        text += wrap(frag, 100, QStringLiteral("    "), QStringLiteral("    "));
    }
    const int wrc = writeOutput(text, {});
    return wrc ? wrc : rc;
}

} // namespace gpuk
