#include "io/comparetext.h"

#include <QCoreApplication>

namespace gpuk {

namespace {

// Every text below is a literal QCoreApplication::translate call in the context
// "gpuk::CompareText": lupdate reads only those (not a helper's or a macro's argument).
QString q(const std::string &s)
{
    return QString::fromStdString(s);
}
QString fixed(double v, int decimals)
{
    return QString::number(v, 'f', decimals);
}
QString modeWord(Mode m)
{
    return QLatin1String(modeName(m));
}

} // namespace

const char *reconfigurationName(Reconfiguration r)
{
    switch (r) {
    case Reconfiguration::NothingShared: return "nothing_shared";
    case Reconfiguration::WhenIdle: return "when_idle";
    case Reconfiguration::ProcessLaunch: return "process_launch";
    case Reconfiguration::Dynamic: return "dynamic";
    case Reconfiguration::HostReload: return "host_reload";
    case Reconfiguration::Live: return "live";
    }
    return "";
}

const char *attributionName(UtilAttribution a)
{
    switch (a) {
    case UtilAttribution::PerTenantGpu: return "per_tenant_gpu";
    case UtilAttribution::NotPerMigDevice: return "not_per_mig_device";
    case UtilAttribution::MpsServer: return "mps_server";
    case UtilAttribution::WholeGpuOnly: return "whole_gpu_only";
    case UtilAttribution::NotSourced: return "not_sourced";
    }
    return "";
}

QString reconfigurationText(Reconfiguration r)
{
    switch (r) {
    case Reconfiguration::NothingShared:
        return QCoreApplication::translate("gpuk::CompareText", "nothing to change: a new tenant needs another GPU");
    case Reconfiguration::WhenIdle:
        return QCoreApplication::translate("gpuk::CompareText", "when idle: an instance is changed only with no process on it; the others keep serving");
    case Reconfiguration::ProcessLaunch:
        return QCoreApplication::translate("gpuk::CompareText", "at process launch: a client's limits are set when it starts");
    case Reconfiguration::Dynamic:
        return QCoreApplication::translate("gpuk::CompareText", "dynamic: contexts come and go, nothing to set");
    case Reconfiguration::HostReload:
        return QCoreApplication::translate("gpuk::CompareText", "a VM's profile is fixed; a new scheduler policy needs the vGPU manager reloaded or the host rebooted");
    case Reconfiguration::Live:
        return QCoreApplication::translate("gpuk::CompareText", "live: a container's share is changed while it runs");
    }
    return {};
}

QString attributionText(UtilAttribution a)
{
    switch (a) {
    case UtilAttribution::PerTenantGpu:
        return QCoreApplication::translate("gpuk::CompareText", "per tenant: each tenant's GPU is its own, so nvidia-smi's figures are the tenant's");
    case UtilAttribution::NotPerMigDevice:
        return QCoreApplication::translate("gpuk::CompareText", "nvidia-smi cannot attribute utilisation to a MIG instance (N/A on A100/A30); DCGM profiling "
                 "metrics can, per instance");
    case UtilAttribution::MpsServer:
        return QCoreApplication::translate("gpuk::CompareText", "nvidia-smi attributes every client's work to the MPS server process: no figure per tenant");
    case UtilAttribution::WholeGpuOnly:
        return QCoreApplication::translate("gpuk::CompareText", "GPU-Util is the whole GPU's: every tenant sees the same figure, none its own share");
    case UtilAttribution::NotSourced:
        return QCoreApplication::translate("gpuk::CompareText", "our sources do not say what nvidia-smi reports per VM; nothing is stated");
    }
    return {};
}

QString memoryHandedOutText(const ModeFacts &f)
{
    if (!f.memoryHandedOutGiB)
        return QCoreApplication::translate("gpuk::CompareText", "none handed out: one pool (used %1 of %2 GiB)").arg(fixed(f.memoryUsedGiB, 1), fixed(f.memoryCapacityGiB, 1));
    return QCoreApplication::translate("gpuk::CompareText", "%1 of %2 GiB handed out, %3 used").arg(fixed(*f.memoryHandedOutGiB, 1), fixed(f.memoryCapacityGiB, 1),
                                                   fixed(f.memoryUsedGiB, 1));
}

QString blastRadiusText(const ModeFacts &f)
{
    if (f.placedTenants == 0)
        return QCoreApplication::translate("gpuk::CompareText", "no tenant placed");
    return QCoreApplication::translate("gpuk::CompareText", "one fault takes down up to %1 of %2 tenants").arg(f.blastRadiusMax).arg(f.placedTenants);
}

QJsonObject modeFactsJson(const ModeFacts &f)
{
    QJsonObject j;
    j.insert(QStringLiteral("gpus_used"), f.gpusUsed);
    j.insert(QStringLiteral("sm_occupancy"), f.smOccupancy);
    j.insert(QStringLiteral("sm_active"), f.smActive);
    j.insert(QStringLiteral("stranded_sm_fraction"), f.strandedSmFraction);
    j.insert(QStringLiteral("memory_handed_out_gib"),
             f.memoryHandedOutGiB ? QJsonValue(*f.memoryHandedOutGiB) : QJsonValue());
    j.insert(QStringLiteral("memory_capacity_gib"), f.memoryCapacityGiB);
    j.insert(QStringLiteral("memory_used_gib"), f.memoryUsedGiB);
    j.insert(QStringLiteral("fault_blast_radius_max"), f.blastRadiusMax);
    j.insert(QStringLiteral("fault_blast_radius_mean"), f.blastRadiusMean);
    j.insert(QStringLiteral("placed_tenants"), f.placedTenants);
    j.insert(QStringLiteral("reconfiguration"), QLatin1String(reconfigurationName(f.reconfiguration)));
    j.insert(QStringLiteral("utilisation_attribution"), QLatin1String(attributionName(f.attribution)));
    return j;
}

QString articleAxisText(ArticleAxis a)
{
    switch (a) {
    case ArticleAxis::Granularity: return QCoreApplication::translate("gpuk::CompareText", "Granularity");
    case ArticleAxis::Overhead: return QCoreApplication::translate("gpuk::CompareText", "Overhead");
    case ArticleAxis::SchedulingLatency: return QCoreApplication::translate("gpuk::CompareText", "Scheduling latency");
    case ArticleAxis::Isolation: return QCoreApplication::translate("gpuk::CompareText", "Isolation");
    case ArticleAxis::Utilisation: return QCoreApplication::translate("gpuk::CompareText", "Utilisation");
    }
    return {};
}

QString articleStatementText(ArticleAxis a)
{
    switch (a) {
    case ArticleAxis::Granularity:
        return QCoreApplication::translate("gpuk::CompareText", "MIG slices coarsest, MPS finest (down to SMs), vGPU in between, by proportion.");
    case ArticleAxis::Overhead:
        return QCoreApplication::translate("gpuk::CompareText", "MIG almost none, MPS small, vGPU 5–10 % from the virtualisation layer.");
    case ArticleAxis::SchedulingLatency:
        return QCoreApplication::translate("gpuk::CompareText", "MIG close to bare metal, MPS microseconds, vGPU a little higher.");
    case ArticleAxis::Isolation:
        return QCoreApplication::translate("gpuk::CompareText", "A crash in one MIG instance does not touch the others; MPS isolates weakly; vGPU isolates faults "
                 "per tenant.");
    case ArticleAxis::Utilisation:
        return QCoreApplication::translate("gpuk::CompareText", "Sharing lifts a GPU from about 20 % with one tenant to above 70 %.");
    }
    return {};
}

QString claimVerdictText(ClaimVerdict v)
{
    switch (v) {
    case ClaimVerdict::Holds: return QCoreApplication::translate("gpuk::CompareText", "holds");
    case ClaimVerdict::HoldsInPart: return QCoreApplication::translate("gpuk::CompareText", "holds in part");
    case ClaimVerdict::DoesNotHold: return QCoreApplication::translate("gpuk::CompareText", "does not hold");
    case ClaimVerdict::NotMeasured: return QCoreApplication::translate("gpuk::CompareText", "not measured");
    }
    return {};
}

QString claimReasonText(const ArticleClaim &c)
{
    auto a = [&c](const char *key) {
        const auto it = c.args.find(key);
        return it == c.args.end() ? QString() : q(it->second);
    };
    const std::string &r = c.reason;
    if (r == "granularity_order_holds")
        return QCoreApplication::translate("gpuk::CompareText", "The smallest share one tenant can get: MIG %1 % (the smallest profile, %2 SMs), vGPU %3 % (one of %4 "
                 "VMs), MPS %5 % (one SM of %6).")
                .arg(a("mig"), a("mig_sms"), a("vgpu"), a("vgpu_vms"), a("mps"), a("sms"));
    if (r == "granularity_order_holds_no_vgpu")
        return QCoreApplication::translate("gpuk::CompareText", "The smallest share one tenant can get: MIG %1 % (the smallest profile, %2 SMs), MPS %3 % (one SM of "
                 "%4); this GPU has no vGPU profile to compare.")
                .arg(a("mig"), a("mig_sms"), a("mps"), a("sms"));
    if (r == "granularity_order_differs")
        return QCoreApplication::translate("gpuk::CompareText", "The order differs on this GPU: MIG %1 %, vGPU %2 %, MPS %3 %.").arg(a("mig"), a("vgpu"), a("mps"));
    if (r == "granularity_not_comparable")
        return QCoreApplication::translate("gpuk::CompareText", "Needs MIG and MPS on a GPU with MIG profiles.");
    if (r == "overhead_holds")
        return QCoreApplication::translate("gpuk::CompareText", "A lone request loses %1 % on the largest MIG instance; vGPU costs %2 % (the model's %3 % per request "
                 "plus its switches).")
                .arg(a("mig"), a("vgpu"), a("vgpu_model"));
    if (r == "overhead_mig_not_zero" || r == "overhead_mig_and_vgpu_differ") {
        QString s = QCoreApplication::translate("gpuk::CompareText", "MIG is not free for wide work: the largest instance, %1, exposes %2 of %3 SMs, so %4's lone "
                      "request takes %5 % longer than on the whole GPU.")
                            .arg(a("mig_profile"), a("mig_sms"), a("sms"), a("mig_tenant"), a("mig"));
        if (r == "overhead_mig_and_vgpu_differ")
            s += QLatin1Char(' ')
                 + QCoreApplication::translate("gpuk::CompareText", "vGPU costs %1 % here (the model's %2 % per request, from VMware's MLPerf runs at 0–6 %, plus its "
                     "switches), not 5–10 %.")
                           .arg(a("vgpu"), a("vgpu_model"));
        return s;
    }
    if (r == "overhead_vgpu_outside_band")
        return QCoreApplication::translate("gpuk::CompareText", "vGPU costs %1 % here (the model's %2 % per request, from VMware's MLPerf runs at 0–6 %, plus its "
                 "switches), not 5–10 %; MIG's largest instance costs %3 %.")
                .arg(a("vgpu"), a("vgpu_model"), a("mig"));
    if (r == "overhead_not_comparable")
        return QCoreApplication::translate("gpuk::CompareText", "Needs MIG or vGPU among the modes compared.");
    if (r == "latency_holds") {
        QStringList figures;
        for (const ClaimFigure &f : c.figures)
            figures << QStringLiteral("%1 %2").arg(modeWord(f.mode), claimFigureText(c.axis, f));
        return QCoreApplication::translate("gpuk::CompareText", "Mean latency sharing adds (against each tenant alone on its share): %1.")
                .arg(figures.join(QStringLiteral(", ")));
    }
    if (r == "latency_parts_fail") {
        QStringList sentences;
        for (const QString &part : a("failed").split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (part == QLatin1String("mig_not_bare_metal"))
                sentences << QCoreApplication::translate("gpuk::CompareText", "MIG adds %1 ms to %2's mean: tenants that share an instance take turns inside it.")
                                     .arg(a("mig"), a("mig_tenant"));
            else if (part == QLatin1String("mps_not_microseconds"))
                sentences << QCoreApplication::translate("gpuk::CompareText", "MPS adds %1 ms to %2's mean, not microseconds: its neighbours hold SMs and DRAM bandwidth it "
                                "waits for.")
                                     .arg(a("mps"), a("mps_tenant"));
            else if (part == QLatin1String("vgpu_not_higher"))
                sentences << QCoreApplication::translate("gpuk::CompareText", "vGPU adds %1 ms, MPS %2 ms: here the open stove's contention costs more than waiting for turns.")
                                     .arg(a("vgpu"), a("mps"));
            else if (part == QLatin1String("vgpu_much_higher"))
                sentences << QCoreApplication::translate("gpuk::CompareText", "vGPU adds %1 ms to %2's mean, far more than a little: each VM waits while the others take "
                                "their turns, so a long request is stretched by the share it does not get.")
                                     .arg(a("vgpu"), a("vgpu_tenant"));
        }
        return sentences.join(QLatin1Char(' '));
    }
    if (r == "latency_not_measured")
        return QCoreApplication::translate("gpuk::CompareText", "Needs the runs of each tenant alone (compare without --no-slowdown).");
    if (r == "isolation_holds")
        return QCoreApplication::translate("gpuk::CompareText", "One fault takes down: MIG %1, MPS %2 tenants; the worst slowdown from neighbours: MIG ×%3, MPS ×%4.")
                .arg(a("mig"), a("mps"), a("mig_slowdown"), a("mps_slowdown"));
    if (r == "isolation_vgpu_unverified") {
        QString s = QCoreApplication::translate("gpuk::CompareText", "vGPU: the engine contains a fault to its VM (%1 tenant), as the article says, but no NVIDIA "
                      "source found states it.")
                            .arg(a("vgpu"));
        if (!a("mig").isEmpty())
            s += QLatin1Char(' ') + QCoreApplication::translate("gpuk::CompareText", "MIG: one fault takes down %1, slowdown ×%2.").arg(a("mig"), a("mig_slowdown"));
        if (!a("mps").isEmpty())
            s += QLatin1Char(' ') + QCoreApplication::translate("gpuk::CompareText", "MPS: one fault takes down %1 of %2, slowdown ×%3.")
                                            .arg(a("mps"), a("mps_placed"), a("mps_slowdown"));
        return s;
    }
    if (r == "isolation_mig_fault_spreads")
        return QCoreApplication::translate("gpuk::CompareText", "A MIG fault reached %1 tenants, beyond its instance.").arg(a("mig"));
    if (r == "isolation_mps_not_weak")
        return QCoreApplication::translate("gpuk::CompareText", "Under MPS one fault took only %1 tenant.").arg(a("mps"));
    if (r == "isolation_not_measured")
        return QCoreApplication::translate("gpuk::CompareText", "Needs MIG, MPS or vGPU among the modes compared.");
    if (r == "utilisation_holds")
        return QCoreApplication::translate("gpuk::CompareText", "SM occupancy: %1 % with a GPU per tenant, %2 % shared under %3.").arg(a("alone"), a("shared"),
                                                                                     a("shared_mode"));
    if (r == "utilisation_shared_below_70")
        return QCoreApplication::translate("gpuk::CompareText", "SM occupancy: %1 % with a GPU per tenant, at best %2 % shared (%3): these tenants' work fills %4 % "
                 "of one GPU, and sharing cannot show more work than there is.")
                .arg(a("alone"), a("shared"), a("shared_mode"), a("demand"));
    if (r == "utilisation_alone_above_20")
        return QCoreApplication::translate("gpuk::CompareText", "SM occupancy is already %1 % with a GPU per tenant (%2 % shared under %3).")
                .arg(a("alone"), a("shared"), a("shared_mode"));
    if (r == "utilisation_not_comparable")
        return QCoreApplication::translate("gpuk::CompareText", "Needs exclusive and a shared mode among the modes compared.");
    return q(r);
}

QString claimFigureText(ArticleAxis axis, const ClaimFigure &f)
{
    switch (axis) {
    case ArticleAxis::Granularity:
    case ArticleAxis::Overhead:
    case ArticleAxis::Utilisation:
        return QCoreApplication::translate("gpuk::CompareText", "%1 %").arg(fixed(100 * f.value, 1));
    case ArticleAxis::SchedulingLatency:
        return QCoreApplication::translate("gpuk::CompareText", "%1 ms").arg(fixed(f.value, 2));
    case ArticleAxis::Isolation:
        return QCoreApplication::translate("gpuk::CompareText", "%1 down, ×%2").arg(int(f.value)).arg(fixed(f.second, 2));
    }
    return {};
}

QJsonArray articleClaimsJson(const std::vector<ArticleClaim> &claims)
{
    QJsonArray out;
    for (const ArticleClaim &c : claims) {
        QJsonObject j;
        j.insert(QStringLiteral("axis"), QLatin1String(articleAxisName(c.axis)));
        j.insert(QStringLiteral("verdict"), QLatin1String(claimVerdictName(c.verdict)));
        j.insert(QStringLiteral("reason"), q(c.reason));
        QJsonObject args;
        for (const auto &[k, v] : c.args)
            args.insert(q(k), q(v));
        j.insert(QStringLiteral("args"), args);
        QJsonArray figures;
        for (const ClaimFigure &f : c.figures) {
            QJsonObject fj;
            fj.insert(QStringLiteral("mode"), modeWord(f.mode));
            fj.insert(QStringLiteral("value"), f.value);
            if (c.axis == ArticleAxis::Isolation || c.axis == ArticleAxis::Utilisation)
                fj.insert(c.axis == ArticleAxis::Isolation ? QStringLiteral("worst_slowdown") : QStringLiteral("sm_active"),
                          f.second);
            figures.append(fj);
        }
        j.insert(QStringLiteral("figures"), figures);
        out.append(j);
    }
    return out;
}

QStringList articleClaimsLines(const std::vector<ArticleClaim> &claims)
{
    QStringList lines;
    for (const ArticleClaim &c : claims) {
        QStringList figures;
        for (const ClaimFigure &f : c.figures)
            figures << QStringLiteral("%1 %2").arg(modeWord(f.mode), claimFigureText(c.axis, f));
        lines << QStringLiteral("%1: %2").arg(articleAxisText(c.axis), claimVerdictText(c.verdict));
        lines << QStringLiteral("  ") + QCoreApplication::translate("gpuk::CompareText", "article: %1").arg(articleStatementText(c.axis));
        if (!figures.isEmpty())
            lines << QStringLiteral("  ") + QCoreApplication::translate("gpuk::CompareText", "measured: %1").arg(figures.join(QStringLiteral(", ")));
        lines << QStringLiteral("  ") + claimReasonText(c);
    }
    return lines;
}

} // namespace gpuk
