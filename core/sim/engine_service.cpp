// The engine's service model as pure functions (engine_service.h).

#include "sim/engine_service.h"

#include <limits>

namespace gpuk::sim {

double loneRequestTimeFactor(const GpuModel &gpu, double smWidth, double beta, double sms, double bandwidthGBps)
{
    const double s = std::min(std::min(smWidth, double(gpu.sms)), sms);
    if (!(s > 0))
        return std::numeric_limits<double>::infinity();
    const Roof f = roofTerms(gpu, smWidth, beta, s, bandwidthGBps);
    return f.M > 0 ? f.A + f.M / f.L : f.A;
}

} // namespace gpuk::sim
