#include "analysis/profilecompare.h"

#include "sim/engine.h"

#include <algorithm>
#include <cstdlib>
#include <tuple>

namespace gpuk {

namespace {

// A figure the catalog holds as 0 (or -1) where the fact sheets give none.
std::optional<double> given(double v, double unknownBelow = 1)
{
    if (v < unknownBelow)
        return std::nullopt;
    return v;
}

} // namespace

ProfileOnGpu profileOnGpu(const GpuModel &gpu, const MigProfile &p, double beta)
{
    ProfileOnGpu r;
    r.gpu = &gpu;
    r.profile = &p;
    r.id = {given(p.id, 0), p.idQuality};
    r.sms = {given(p.sms), p.smQuality};
    r.memoryGiB = {given(p.memoryGiB, 1e-9), p.memoryQuality};
    r.memorySlots = {given(p.memorySlots), p.placementQuality};
    r.gpuMemorySlots = given(gpu.memorySlots);
    r.bandwidthGBps = {given(migBandwidthShareGBps(gpu, p), 1e-9),
                       std::max(gpu.figureQuality(GpuFigure::Bandwidth),
                                std::max(p.placementQuality, gpu.figureQuality(GpuFigure::MemorySlots)))};
    r.timeFactor.quality = std::max({gpu.figureQuality(GpuFigure::Bandwidth), gpu.figureQuality(GpuFigure::Sms),
                                     p.smQuality, p.placementQuality});
    if (gpu.complete() && p.sms > 0 && gpu.sms > 0)
        r.timeFactor.value = Engine::loneRequestTimeFactor(gpu, gpu.sms, beta, p.sms, migBandwidthShareGBps(gpu, p));
    return r;
}

std::vector<std::string> profileNamesInOrder(const std::vector<const GpuModel *> &gpus)
{
    auto key = [](const std::string &name) {
        const size_t dot = name.find('.'), gb = name.find("gb");
        const double mem = dot != std::string::npos && gb != std::string::npos && gb > dot
            ? std::atof(name.substr(dot + 1, gb - dot - 1).c_str())
            : 0;
        return std::make_tuple(std::atoi(name.c_str()), mem, gb == std::string::npos ? name : name.substr(gb), name);
    };
    std::vector<std::string> names;
    for (const GpuModel *g : gpus)
        for (const MigProfile &p : g->migProfiles)
            if (std::find(names.begin(), names.end(), p.name) == names.end())
                names.push_back(p.name);
    std::sort(names.begin(), names.end(), [&](const std::string &a, const std::string &b) { return key(a) < key(b); });
    return names;
}

std::vector<ProfileOnGpu> profileAcrossGpus(const std::string &name, const std::vector<const GpuModel *> &gpus,
                                            double beta)
{
    std::vector<ProfileOnGpu> out;
    for (const GpuModel *g : gpus)
        if (const MigProfile *p = g->findMigProfile(name); p && p->name == name)
            out.push_back(profileOnGpu(*g, *p, beta));
    return out;
}

std::vector<const GpuModel *> catalogMigGpus()
{
    std::vector<const GpuModel *> out;
    for (const GpuModel *g : catalogGpus())
        if (g->supportsMig())
            out.push_back(g);
    return out;
}

std::vector<std::string> namesThatDifferAcrossGpus()
{
    const std::vector<const GpuModel *> gpus = catalogMigGpus();
    std::vector<std::string> out;
    for (const std::string &name : profileNamesInOrder(gpus)) {
        const std::vector<ProfileOnGpu> rows = profileAcrossGpus(name, gpus, 0.5);
        if (rows.size() < 2)
            continue;
        const auto differs = [&](auto figure) {
            for (const ProfileOnGpu &r : rows)
                if (figure(r) != figure(rows.front()))
                    return true;
            return false;
        };
        if (differs([](const ProfileOnGpu &r) { return r.sms.value; })
            || differs([](const ProfileOnGpu &r) { return r.memoryGiB.value; })
            || differs([](const ProfileOnGpu &r) { return r.memorySlots.value; }))
            out.push_back(name);
    }
    return out;
}

} // namespace gpuk
