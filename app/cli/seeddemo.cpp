#include "cli/command.h"

#include "analysis/seeddemo.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpuk {

QString Cli::usageSeedDemo()
{
    return tr("Usage: gpukitchen-cli seed-demo [--lang en|zh_CN] [--format text|json]\n"
              "\n"
              "Prints exactly what the seed article's Python demo prints (computed, not copied),\n"
              "then explains where that toy model departs from a real A100, with the catalog's numbers.\n"
              "--format json gives the demo's lines, its three utilisations and the real GPU's figures.\n");
}

// `seed-demo --format json`: the demo's own lines and numbers, then the real A100-40GB's.
QJsonObject Cli::seedDemoJson(const seed::SeedDemoRun &run)
{
    QJsonObject j;
    QJsonArray lines;
    for (const auto &line : seed::seedDemoOutputLines(run))
        lines.append(QString::fromUtf8(line.c_str()));
    j.insert(QStringLiteral("demo_output"), lines);
    j.insert(QStringLiteral("mig_utilization"), run.migRounded());
    j.insert(QStringLiteral("mps_utilization"), run.mpsRounded());
    j.insert(QStringLiteral("vgpu_utilization"), run.vgpuRounded());
    const GpuModel *gpu = findGpu("A100-40GB");
    if (!gpu)
        return j;
    const seed::SeedRealityFacts f = seed::seedRealityFacts(*gpu, run);
    QJsonObject real;
    real.insert(QStringLiteral("gpu"), q(f.gpuId));
    real.insert(QStringLiteral("sms"), f.totalSms);
    real.insert(QStringLiteral("mig_sms"), f.migSms);
    real.insert(QStringLiteral("unusable_sms_in_mig"), f.unusableSmsInMig);
    QJsonArray layout;
    for (const auto &ri : f.seedLayout) {
        QJsonObject i;
        i.insert(QStringLiteral("profile"), q(ri.profile));
        i.insert(QStringLiteral("sms"), ri.sms);
        i.insert(QStringLiteral("memory_gib"), ri.memoryGiB);
        i.insert(QStringLiteral("start"), ri.start >= 0 ? QJsonValue(ri.start) : QJsonValue());
        layout.append(i);
    }
    real.insert(QStringLiteral("seed_layout"), layout);
    real.insert(QStringLiteral("seed_layout_legal"), f.seedLayoutLegal);
    real.insert(QStringLiteral("seed_layout_sms"), f.seedLayoutSms);
    real.insert(QStringLiteral("seed_layout_memory_gib"), f.seedLayoutMemoryGiB);
    real.insert(QStringLiteral("toy_slice_sms_total"), f.toySliceSmsTotal);
    real.insert(QStringLiteral("toy_slices_are_real_profiles"), f.toySlicesAreRealProfiles);
    real.insert(QStringLiteral("seed_formula_on_real_layout"), f.seedFormulaOnRealLayout);
    real.insert(QStringLiteral("max_mps_clients"), f.maxMpsClients);
    real.insert(QStringLiteral("vgpu_sm_budget"), double(f.vgpuSmBudget));
    if (f.vgpuSimulated) {
        QJsonArray shares;
        for (double s : f.vgpuSimulatedShares)
            shares.append(s);
        real.insert(QStringLiteral("vgpu_simulated_sm_shares"), shares);
        real.insert(QStringLiteral("vgpu_simulated_sm_occupancy"), f.vgpuSimulatedSmOccupancy);
    }
    j.insert(QStringLiteral("real"), real);
    return j;
}

int Cli::cmdSeedDemo(const QStringList &args)
{
    const QString cmd = QStringLiteral("seed-demo");
    Options o;
    QString format;
    int exitCode = 0;
    if (!commandFront(args, cmd, usageSeedDemo(), textOrJson(), &o, &format, &exitCode))
        return exitCode;

    const seed::SeedDemoRun run = seed::runSeedDemo();
    if (format == QLatin1String("json")) {
        m_out << jsonText(QJsonDocument(seedDemoJson(run)));
        return 0;
    }
    // First exactly what the Python prints (its own Chinese labels, whatever the language).
    for (const auto &line : seed::seedDemoOutputLines(run))
        m_out << QString::fromUtf8(line.c_str()) << '\n';

    const GpuModel *gpu = findGpu("A100-40GB");
    if (!gpu)
        return 0;
    const seed::SeedRealityFacts f = seed::seedRealityFacts(*gpu, run);

    auto join = [](const auto &values, auto format, const QString &sep) {
        QStringList parts;
        for (const auto &v : values)
            parts << format(v);
        return parts.join(sep);
    };
    const QString profileSms = join(f.profileSms, [](int v) { return QString::number(v); }, QStringLiteral("/"));
    const QString profileMem = join(f.profileMemoryGiB, [](double v) { return num(v); }, QStringLiteral("/"));
    QStringList layoutNames, layoutSms, layoutMem, layoutPlaced;
    for (const auto &ri : f.seedLayout) {
        layoutNames << q(ri.profile);
        layoutSms << QString::number(ri.sms);
        layoutMem << QString::number(ri.memoryGiB, 'f', 2);
        if (ri.start >= 0)
            layoutPlaced << QStringLiteral("%1@%2").arg(q(ri.profile)).arg(ri.start);
    }
    QStringList toySlices;
    for (const auto &s : f.toySlices)
        toySlices << QStringLiteral("%1/%2").arg(s.sm).arg(s.mem);

    const int width = 100;
    auto point = [&](const QString &text) { m_out << wrap(text, width, QStringLiteral("- "), QStringLiteral("  ")); };

    m_out << '\n';
    m_out << wrap(tr("Where this toy departs from a real GPU (%1, numbers from the GPU catalog):").arg(q(gpu->displayName)),
                  width, QString(), QString());
    point(tr("Its MIG slices (SMs/GB: %1) are not MIG profiles. On an A100-40GB the GPU-instance profiles have %2 SMs "
             "and %3 GiB of memory; nothing else can be created.")
                  .arg(toySlices.join(QStringLiteral(", ")), profileSms, profileMem));
    point(tr("The article's own 5+5+10+20 layout is %1: %2 = %3 SMs and %4 = %5 GiB, not %6 SMs and %7 GB.")
                  .arg(layoutNames.join(QStringLiteral(", ")), layoutSms.join(QStringLiteral("+")))
                  .arg(f.seedLayoutSms)
                  .arg(layoutMem.join(QStringLiteral("+")), QString::number(f.seedLayoutMemoryGiB, 'f', 2))
                  .arg(f.toySliceSmsTotal)
                  .arg(f.toySliceMemTotal));
    if (f.seedLayoutLegal)
        point(tr("That layout is legal, e.g. placed as %1, and uses all %2 compute slices.")
                      .arg(layoutPlaced.join(QStringLiteral(", ")))
                      .arg(f.seedLayoutComputeSlices));
    point(tr("MIG mode exposes only %1 of the %2 SMs: %3 SMs are unusable whatever the layout, so the toy's %4 SMs of "
             "MIG slices cannot exist on this GPU.")
                  .arg(f.migSms)
                  .arg(f.totalSms)
                  .arg(f.unusableSmsInMig)
                  .arg(f.toySliceSmsTotal));
    point(tr("Its utilisation, 0.6 × SM share + 0.4 × memory share, is a weighted sum of allocations, not a "
             "measurement: an idle MIG instance counts as fully used. The same formula on the real layout gives "
             "%1, still an allocation.")
                  .arg(QString::number(f.seedFormulaOnRealLayout, 'f', 3)));
    point(tr("Real monitoring measures time: nvidia-smi GPU-Util is the share of time in which any kernel ran (one "
             "small kernel reads 100 %); DCGM SM_ACTIVE is the time-averaged share of SMs with at least one active "
             "warp. Allocation is not use."));
    point(tr("MPS clients do not get fixed SM slices: the toy adds %1 × %2 SMs as if each client owned %2 SMs. "
             "CUDA_MPS_ACTIVE_THREAD_PERCENTAGE (%2 SMs would be %3 %) is a cap, not a reservation; kernels of "
             "different clients may share an SM, and how many SMs are busy depends on the load. At most %4 clients "
             "per GPU.")
                  .arg(f.mpsToyClients)
                  .arg(f.mpsToySmsPerClient)
                  .arg(QString::number(f.mpsCapPercentEquivalent, 'f', 1))
                  .arg(f.maxMpsClients));
    point(tr("The MPS demo ignores interference: clients share the L2 cache and the DRAM bandwidth, so memory-bound "
             "clients slow each other down, and a fatal fault in one client reaches all of them."));
    point(tr("Time-sliced vGPU does not give a VM a fraction of the SMs: each VM gets all SMs for its time slice "
             "(1-2 ms by default), in turn. Only MIG-backed vGPU splits the SMs."));
    point(tr("Virtualization overhead: the article says %1-%2 %; VMware measured 94-105 % of bare-metal performance "
             "in MLPerf Inference, i.e. about %3-%4 %.")
                  .arg(num(f.seedOverheadMinPct), num(f.seedOverheadMaxPct), num(f.measuredOverheadMinPct),
                       num(f.measuredOverheadMaxPct)));
    point(tr("int() truncates the vGPU budget: 108 × (0.4 + 0.3 + 0.2) = %1 becomes %2 SMs, %3 SM lost to rounding.")
                  .arg(q(seed::pythonFloatRepr(f.vgpuSmExact)))
                  .arg(f.vgpuSmBudget)
                  .arg(num(f.vgpuSmsLostToTruncation)));
    if (f.vgpuSimulated) {
        QStringList shares;
        for (double s : f.vgpuSimulatedShares)
            shares << QString::number(100 * s, 'f', 1) + QStringLiteral(" %");
        point(tr("Run by the engine as software slicing (the shares as hard limits, every container always busy), the "
                 "containers use %1 of the SMs, %2 % together, %3 % of the time lost to switching contexts; the demo "
                 "prints the budget it hands out as utilisation. Lighter tenants use less: gpukitchen-cli run "
                 "builtin:article-vgpu-ratio.")
                      .arg(shares.join(QStringLiteral(", ")))
                      .arg(QString::number(100 * f.vgpuSimulatedSmOccupancy, 'f', 1))
                      .arg(QString::number(100 * f.vgpuSimulatedSwitchLoss, 'f', 1)));
    }
    m_out << '\n';
    m_out << wrap(tr("To see what the simulation engine says about the article's layout under every mode, run: "
                    "gpukitchen-cli compare builtin:seed-a100-mig (and gpukitchen-cli run for one mode)."),
                  width, QString(), QString());
    return 0;
}

} // namespace gpuk
