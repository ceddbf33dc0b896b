// Names of the core's enums as they appear in scenario files and JSON output.

#include "diagnostic.h"
#include "metrics/results.h"
#include "scenario.h"

#include <cmath>
#include <cstdio>

namespace gpuk {

std::string formatNumber(double value)
{
    if (std::isnan(value))
        return "NaN";
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    char buf[64];
    if (value == std::floor(value) && std::fabs(value) < 1e15) {
        std::snprintf(buf, sizeof buf, "%.0f", value);
        return buf;
    }
    std::snprintf(buf, sizeof buf, "%.6g", value);
    return buf;
}

const char *dataQualityName(DataQuality q)
{
    switch (q) {
    case DataQuality::Verified: return "verified";
    case DataQuality::Assumed: return "assumed";
    case DataQuality::Inferred: return "inferred";
    case DataQuality::Unverified: return "unverified";
    }
    return "verified";
}

const char *gpuFigureName(GpuFigure f)
{
    switch (f) {
    case GpuFigure::Sms: return "sms";
    case GpuFigure::MigSms: return "mig_sms";
    case GpuFigure::Memory: return "memory";
    case GpuFigure::Bandwidth: return "bandwidth";
    case GpuFigure::MemorySlots: return "memory_slots";
    }
    return "sms";
}

const char *tenantKindName(TenantKind k)
{
    switch (k) {
    case TenantKind::Embedding: return "embedding";
    case TenantKind::Reranker: return "reranker";
    case TenantKind::Llm: return "llm";
    case TenantKind::Batch: return "batch";
    case TenantKind::Training: return "training";
    case TenantKind::Custom: return "custom";
    }
    return "custom";
}

const char *arrivalProcessName(ArrivalProcess p)
{
    switch (p) {
    case ArrivalProcess::Poisson: return "poisson";
    case ArrivalProcess::Deterministic: return "deterministic";
    case ArrivalProcess::Bursty: return "bursty";
    case ArrivalProcess::Backlog: return "backlog";
    }
    return "poisson";
}

const char *serviceDistributionName(ServiceDistribution d)
{
    switch (d) {
    case ServiceDistribution::Exponential: return "exponential";
    case ServiceDistribution::Deterministic: return "deterministic";
    case ServiceDistribution::Lognormal: return "lognormal";
    }
    return "exponential";
}

const char *tokenDistributionName(TokenDistribution d)
{
    switch (d) {
    case TokenDistribution::Deterministic: return "deterministic";
    case TokenDistribution::Uniform: return "uniform";
    case TokenDistribution::Lognormal: return "lognormal";
    }
    return "deterministic";
}

const char *modeName(Mode m)
{
    return modeTraits(m).fileKey;
}

std::optional<Mode> modeFromName(const std::string &name)
{
    for (Mode m : allModes)
        if (name == modeName(m))
            return m;
    return std::nullopt;
}

const char *vgpuSchedulerName(VgpuScheduler s)
{
    switch (s) {
    case VgpuScheduler::BestEffort: return "best_effort";
    case VgpuScheduler::EqualShare: return "equal_share";
    case VgpuScheduler::FixedShare: return "fixed_share";
    }
    return "best_effort";
}

const char *migInnerName(MigInner i)
{
    return i == MigInner::Mps ? "mps" : "timeslice";
}

const char *quotaPolicyName(QuotaPolicy p)
{
    switch (p) {
    case QuotaPolicy::Hami: return "hami";
    case QuotaPolicy::Hard: return "hard";
    case QuotaPolicy::Burst: return "burst";
    case QuotaPolicy::Priority: return "priority";
    }
    return "hami";
}

std::optional<QuotaPolicy> quotaPolicyFromName(const std::string &name)
{
    for (QuotaPolicy p : {QuotaPolicy::Hami, QuotaPolicy::Hard, QuotaPolicy::Burst, QuotaPolicy::Priority})
        if (name == quotaPolicyName(p))
            return p;
    return std::nullopt;
}

const char *quotaProductName(QuotaProduct p)
{
    switch (p) {
    case QuotaProduct::Hami: return "hami";
    case QuotaProduct::Qgpu: return "qgpu";
    case QuotaProduct::Cgpu: return "cgpu";
    case QuotaProduct::Kai: return "kai";
    }
    return "hami";
}

std::optional<QuotaProduct> quotaProductFromName(const std::string &name)
{
    for (QuotaProduct p : {QuotaProduct::Hami, QuotaProduct::Qgpu, QuotaProduct::Cgpu, QuotaProduct::Kai})
        if (name == quotaProductName(p))
            return p;
    return std::nullopt;
}

const char *failureReasonName(FailureReason r)
{
    switch (r) {
    case FailureReason::Drained: return "drained";
    case FailureReason::Fault: return "fault";
    case FailureReason::Oom: return "oom";
    case FailureReason::Unavailable: return "unavailable";
    }
    return "fault";
}

std::optional<FailureReason> failureReasonFromName(const std::string &name)
{
    for (FailureReason r : allFailureReasons)
        if (name == failureReasonName(r))
            return r;
    return std::nullopt;
}

const GpuModel *Scenario::gpu() const
{
    if (customGpu)
        return &*customGpu;
    return findGpu(gpuId);
}

const Tenant *Scenario::findTenant(const std::string &id) const
{
    for (const auto &t : tenants)
        if (t.id == id)
            return &t;
    return nullptr;
}

Scenario solvedScenario(const Scenario &scenario)
{
    Scenario out = scenario;
    out.lesson.reset();
    if (!scenario.lesson || !scenario.lesson->solution)
        return out;
    const LessonSolution &sol = *scenario.lesson->solution;
    if (!sol.gpu.empty()) {
        out.gpuId = sol.gpu;
        out.customGpu.reset();
    }
    if (sol.tenants)
        out.tenants = *sol.tenants;
    if (sol.sharing) {
        if (sol.sharing->mode != scenario.sharing.mode)
            out.alternatives[scenario.sharing.mode] = scenario.sharing;
        out.alternatives.erase(sol.sharing->mode);
        out.sharing = *sol.sharing;
    }
    return out;
}

} // namespace gpuk
