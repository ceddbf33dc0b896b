#include "cli/command.h"

#include "io/gpuwords.h"
#include "io/texttable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpuk {

QString Cli::usageGpus()
{
    return tr("Usage: gpukitchen-cli gpus [--format table|json]\n"
              "\n"
              "The GPU catalog: id, name, SMs (and the SMs MIG mode exposes), memory, bandwidth,\n"
              "compute slices / memory slots, the number of MIG and vGPU profiles, which of the\n"
              "catalog's values are assumed, inferred or unverified (fact sheet flags), and whether\n"
              "the simulator runs it. A GPU listed for reference only lacks a figure the simulator\n"
              "needs; \"?\" marks a value the fact sheets do not give.\n");
}

int Cli::cmdGpus(const QStringList &args)
{
    const QString cmd = QStringLiteral("gpus");
    QString format;
    int exitCode = 0;
    if (!listingFront(args, cmd, usageGpus(), &format, nullptr, &exitCode))
        return exitCode;

    if (format == QLatin1String("json")) {
        QJsonArray gpus;
        for (const GpuModel *gp : catalogGpus()) {
            const GpuModel &g = *gp;
            QJsonObject j;
            j.insert(QStringLiteral("id"), q(g.id));
            j.insert(QStringLiteral("name"), q(g.displayName));
            insertGpuFigures(j, g);
            j.insert(QStringLiteral("memory_mib_reported"), g.memoryMiBReported);
            j.insert(QStringLiteral("max_mps_clients"), g.maxMpsClients);
            j.insert(QStringLiteral("mig_profiles"), static_cast<int>(g.migProfiles.size()));
            j.insert(QStringLiteral("vgpu_profiles"), static_cast<int>(g.vgpuProfiles.size()));
            QJsonArray flags;
            auto add = [&](const char *what, DataQuality dq) {
                const QString f = QStringLiteral("%1:%2").arg(QLatin1String(what), QLatin1String(dataQualityName(dq)));
                if (!flags.contains(f))
                    flags.append(f);
            };
            for (const FigureFlag &f : g.figureFlags)
                add((std::string("gpu_") + gpuFigureName(f.figure)).c_str(), f.quality);
            for (const auto &p : g.migProfiles) {
                if (p.smQuality != DataQuality::Verified)
                    add("sms", p.smQuality);
                if (p.memoryQuality != DataQuality::Verified)
                    add("memory", p.memoryQuality);
                if (p.placementQuality != DataQuality::Verified)
                    add("placements", p.placementQuality);
                if (p.idQuality != DataQuality::Verified)
                    add("ids", p.idQuality);
                if (p.countQuality != DataQuality::Verified)
                    add("max_counts", p.countQuality);
                if (p.engineQuality != DataQuality::Verified)
                    add("engines", p.engineQuality);
            }
            for (const auto &v : g.vgpuProfiles)
                if (v.quality != DataQuality::Verified)
                    add("vgpu_types", v.quality);
            j.insert(QStringLiteral("flags"), flags);
            QJsonArray notes;
            for (const auto &n : g.notes)
                notes.append(q(n));
            j.insert(QStringLiteral("notes"), notes);
            gpus.append(j);
        }
        QJsonObject root;
        root.insert(QStringLiteral("gpus"), gpus);
        m_out << jsonText(QJsonDocument(root));
        return 0;
    }

    QList<QStringList> rows;
    rows << QStringList{tr("ID"), tr("Name"), tr("SMs (MIG)"), tr("Memory GB"), tr("BW GB/s"), tr("Slices"),
                        tr("MIG profiles"), tr("vGPU profiles"), tr("Data"), tr("Simulated")};
    const QString unknown = QStringLiteral("?");
    auto given = [&](double v) { return v > 0 ? num(v) : unknown; };
    for (const GpuModel *gp : catalogGpus()) {
        const GpuModel &g = *gp;
        rows << QStringList{q(g.id), q(g.displayName), QStringLiteral("%1 (%2)").arg(given(g.sms), given(g.migSms)),
                            given(g.memoryGiB), given(g.bandwidthGBps),
                            QStringLiteral("%1/%2").arg(given(g.computeSlices), given(g.memorySlots)),
                            QString::number(g.migProfiles.size()), QString::number(g.vgpuProfiles.size()),
                            qualityFlags(g), g.complete() ? tr("yes") : tr("no")};
    }
    m_out << renderTable(rows, {2, 3, 4, 6, 7});
    m_out << tr("Slices: compute slices / memory slots. SMs (MIG): all SMs, and those the full-GPU MIG "
                "instance exposes.") << '\n';
    m_out << tr("Simulated: no = listed for reference only; the fact sheets do not give a figure the simulator "
                "needs (gpukitchen-cli mig profiles --gpu G says which). \"?\": not given.") << '\n';
    bool header = false;
    for (const GpuModel *gp : catalogGpus())
        for (const auto &n : gp->notes) {
            if (!header)
                m_out << '\n' << tr("Notes:") << '\n';
            header = true;
            m_out << wrap(q(n), 100, QStringLiteral("  %1: ").arg(q(gp->id)), QStringLiteral("    "));
        }
    return 0;
}

} // namespace gpuk
