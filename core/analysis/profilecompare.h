#pragma once

// One MIG profile name across GPUs (the same name is a different slice elsewhere): what a profile of that
// name is on each GPU — its ID, SMs, memory, memory slots, bandwidth share and the engine's time
// for one request there — with how far the fact sheets back each figure. The CLI's
// `mig profiles --compare` and the GUI's profile-name view both read it, so they cannot differ.

#include "catalog/catalog.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuk {

struct ProfileFigure
{
    std::optional<double> value; // unset where the fact sheets give none
    DataQuality quality = DataQuality::Verified;
};

struct ProfileOnGpu
{
    const GpuModel *gpu = nullptr;
    const MigProfile *profile = nullptr;
    ProfileFigure id;
    ProfileFigure sms;
    ProfileFigure memoryGiB;
    ProfileFigure memorySlots;      // of gpuMemorySlots
    std::optional<double> gpuMemorySlots;
    ProfileFigure bandwidthGBps;    // the GPU's bandwidth times the profile's memory-slot share
    // The engine's service time of one request as wide as the whole GPU, alone on this profile,
    // over its time on the whole GPU (Engine::loneRequestTimeFactor) for memory-bound share beta.
    ProfileFigure timeFactor;
};

ProfileOnGpu profileOnGpu(const GpuModel &gpu, const MigProfile &profile, double beta);

// Every profile name of `gpus`, ordered by compute slices, then the memory in the name, then the
// variant ("1g.10gb" < "1g.10gb+me" < "1g.20gb" < "2g.20gb").
std::vector<std::string> profileNamesInOrder(const std::vector<const GpuModel *> &gpus);

// The profile named `name` on each of `gpus` that has one (exact name), in the order of `gpus`.
std::vector<ProfileOnGpu> profileAcrossGpus(const std::string &name, const std::vector<const GpuModel *> &gpus,
                                            double beta);

// The catalog's MIG GPUs, and the profile names that at least two of them share with different
// SMs, memory or memory slots: the names a learner is most likely to take for one size.
std::vector<const GpuModel *> catalogMigGpus();
std::vector<std::string> namesThatDifferAcrossGpus();

} // namespace gpuk
