#include "gpuwords.h"

#include <QStringList>

#include <algorithm>
#include <map>

namespace gpuk {

QString GpuWords::quality(DataQuality quality)
{
    switch (quality) {
    case DataQuality::Verified: return tr("verified");
    case DataQuality::Assumed: return tr("assumed");
    case DataQuality::Inferred: return tr("inferred");
    case DataQuality::Unverified: return tr("unverified");
    }
    return tr("verified");
}

QString GpuWords::flagged(const QString &text, DataQuality quality)
{
    //: A figure and how far the fact files back it: "42 (unverified)".
    return quality == DataQuality::Verified ? text : tr("%1 (%2)").arg(text, GpuWords::quality(quality));
}

QString GpuWords::figure(GpuFigure figure)
{
    switch (figure) {
    case GpuFigure::Sms: return tr("GPU SMs");
    case GpuFigure::MigSms: return tr("MIG SMs");
    case GpuFigure::Memory: return tr("GPU memory");
    case GpuFigure::Bandwidth: return tr("bandwidth");
    case GpuFigure::MemorySlots: return tr("memory slots");
    }
    return tr("GPU SMs");
}

QString GpuWords::missing(const GpuModel &gpu)
{
    // GpuModel::missingFigures(): "bandwidth", or "<profile>:<what>".
    const std::vector<std::pair<GpuFigure, const char *>> figures{
        {GpuFigure::Sms, "sms"}, {GpuFigure::MigSms, "mig_sms"}, {GpuFigure::Memory, "memory"},
        {GpuFigure::Bandwidth, "bandwidth"}, {GpuFigure::MemorySlots, "memory_slots"}};
    const std::vector<std::pair<const char *, QString>> kinds{
        {"id", tr("profile ID")}, {"sms", tr("SMs")}, {"memory", tr("memory")}, {"placements", tr("placements")},
        {"max_count", tr("instance count")}, {"engines", tr("engines")}};
    const std::vector<std::string> missing = gpu.missingFigures();
    QStringList parts;
    for (const auto &[figure, code] : figures)
        if (std::find(missing.begin(), missing.end(), code) != missing.end())
            parts << GpuWords::figure(figure);
    std::map<std::string, QStringList> profilesBy;
    for (const std::string &m : missing) {
        const size_t colon = m.rfind(':');
        if (colon != std::string::npos)
            profilesBy[m.substr(colon + 1)] << QString::fromStdString(m.substr(0, colon));
    }
    for (const auto &[code, words] : kinds) {
        const auto it = profilesBy.find(code);
        if (it != profilesBy.end())
            //: What the fact files lack: "SMs of 3g.90gb, 4g.90gb".
            parts << tr("%1 of %2").arg(words, it->second.join(tr(", ")));
    }
    return parts.join(tr("; "));
}

} // namespace gpuk
