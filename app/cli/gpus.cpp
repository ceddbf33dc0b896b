#include "cli/command.h"

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
              "compute slices / memory slots, the number of MIG and vGPU profiles, and which of\n"
              "the catalog's values are assumed, inferred or unverified (fact sheet flags).\n");
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
        for (const auto &g : builtinGpus()) {
            QJsonObject j;
            j.insert(QStringLiteral("id"), q(g.id));
            j.insert(QStringLiteral("name"), q(g.displayName));
            j.insert(QStringLiteral("sms"), g.sms);
            j.insert(QStringLiteral("mig_sms"), g.migSms);
            j.insert(QStringLiteral("memory_gib"), g.memoryGiB);
            j.insert(QStringLiteral("memory_mib_reported"), g.memoryMiBReported);
            j.insert(QStringLiteral("bandwidth_gbps"), g.bandwidthGBps);
            j.insert(QStringLiteral("compute_slices"), g.computeSlices);
            j.insert(QStringLiteral("memory_slots"), g.memorySlots);
            j.insert(QStringLiteral("max_mps_clients"), g.maxMpsClients);
            j.insert(QStringLiteral("mig_profiles"), static_cast<int>(g.migProfiles.size()));
            j.insert(QStringLiteral("vgpu_profiles"), static_cast<int>(g.vgpuProfiles.size()));
            QJsonArray flags;
            auto add = [&](const char *what, DataQuality dq) {
                const QString f = QStringLiteral("%1:%2").arg(QLatin1String(what), QLatin1String(dataQualityName(dq)));
                if (!flags.contains(f))
                    flags.append(f);
            };
            for (const auto &p : g.migProfiles) {
                if (p.smQuality != DataQuality::Verified)
                    add("sms", p.smQuality);
                if (p.memoryQuality != DataQuality::Verified)
                    add("memory", p.memoryQuality);
                if (p.placementQuality != DataQuality::Verified)
                    add("placements", p.placementQuality);
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
                        tr("MIG profiles"), tr("vGPU profiles"), tr("Data")};
    for (const auto &g : builtinGpus()) {
        rows << QStringList{q(g.id), q(g.displayName), QStringLiteral("%1 (%2)").arg(g.sms).arg(g.migSms),
                            num(g.memoryGiB), num(g.bandwidthGBps),
                            QStringLiteral("%1/%2").arg(g.computeSlices).arg(g.memorySlots),
                            QString::number(g.migProfiles.size()), QString::number(g.vgpuProfiles.size()),
                            qualityFlags(g)};
    }
    m_out << renderTable(rows, {2, 3, 4, 6, 7});
    m_out << tr("Slices: compute slices / memory slots. SMs (MIG): all SMs, and those the full-GPU MIG "
                "instance exposes.") << '\n';
    bool header = false;
    for (const auto &g : builtinGpus())
        for (const auto &n : g.notes) {
            if (!header)
                m_out << '\n' << tr("Notes:") << '\n';
            header = true;
            m_out << wrap(q(n), 100, QStringLiteral("  %1: ").arg(q(g.id)), QStringLiteral("    "));
        }
    return 0;
}

} // namespace gpuk
