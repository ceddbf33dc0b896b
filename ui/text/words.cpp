#include "ui/text/words.h"

#include <QCoreApplication>

// The words keep the translation contexts they were first written in (the technical canvas,
// the kitchen painter, the main window), so the catalogue keeps its translations.

namespace gpuk {

QString Words::modeName(Mode mode, Skin skin)
{
    if (skin == Skin::Kitchen) {
        switch (mode) {
        case Mode::Exclusive:
            return QCoreApplication::translate("gpuk::KitchenPainter", "One pot per chef (exclusive)");
        case Mode::Mig:
            return QCoreApplication::translate("gpuk::KitchenPainter", "Private rooms (MIG)");
        case Mode::Mps:
            return QCoreApplication::translate("gpuk::KitchenPainter", "Open stove (MPS)");
        case Mode::Vgpu:
            return QCoreApplication::translate("gpuk::KitchenPainter", "Food-court stalls (vGPU)");
        case Mode::Timeslice:
            return QCoreApplication::translate("gpuk::KitchenPainter", "Taking turns (time-slicing)");
        case Mode::Quota:
            return QCoreApplication::translate("gpuk::KitchenPainter", "Gas meters (software slicing)");
        }
        return {};
    }
    switch (mode) {
    case Mode::Exclusive:
        return QCoreApplication::translate("gpuk::GpuCanvas", "Exclusive");
    case Mode::Mig:
        return QCoreApplication::translate("gpuk::GpuCanvas", "MIG");
    case Mode::Mps:
        return QCoreApplication::translate("gpuk::GpuCanvas", "MPS");
    case Mode::Vgpu:
        return QCoreApplication::translate("gpuk::GpuCanvas", "vGPU");
    case Mode::Timeslice:
        return QCoreApplication::translate("gpuk::GpuCanvas", "Time-slicing");
    case Mode::Quota:
        return QCoreApplication::translate("gpuk::GpuCanvas", "Software slicing");
    }
    return {};
}

QString Words::modeDescription(Mode mode, Skin skin)
{
    if (skin == Skin::Kitchen) {
        switch (mode) {
        case Mode::Exclusive:
            return QCoreApplication::translate("gpuk::KitchenPainter", "Exclusive: one kitchen per chef team");
        case Mode::Mig:
            return QCoreApplication::translate("gpuk::KitchenPainter", "MIG: private rooms with welded walls");
        case Mode::Mps:
            return QCoreApplication::translate("gpuk::KitchenPainter", "MPS: one open stove, shared smoke");
        case Mode::Vgpu:
            return QCoreApplication::translate("gpuk::KitchenPainter", "vGPU: food-court stalls with a timetable and rent");
        case Mode::Timeslice:
            return QCoreApplication::translate("gpuk::KitchenPainter", "Time-slicing: the teams take turns at one stove");
        case Mode::Quota:
            return QCoreApplication::translate("gpuk::KitchenPainter", "Software slicing: one stove, each team's gas metered; an empty meter shuts its valve");
        }
        return {};
    }
    switch (mode) {
    case Mode::Exclusive:
        return QCoreApplication::translate("gpuk::GpuCanvas", "Exclusive: one GPU per tenant");
    case Mode::Mig:
        return QCoreApplication::translate("gpuk::GpuCanvas", "MIG: Multi-Instance GPU");
    case Mode::Mps:
        return QCoreApplication::translate("gpuk::GpuCanvas", "MPS: Multi-Process Service");
    case Mode::Vgpu:
        return QCoreApplication::translate("gpuk::GpuCanvas", "vGPU: virtual GPUs for VMs");
    case Mode::Timeslice:
        return QCoreApplication::translate("gpuk::GpuCanvas", "Time-slicing: contexts take turns");
    case Mode::Quota:
        return QCoreApplication::translate("gpuk::GpuCanvas", "Software slicing: a compute share and memory quota per container");
    }
    return {};
}

QString Words::quotaPolicyName(QuotaPolicy policy)
{
    switch (policy) {
    case QuotaPolicy::Hami: return QCoreApplication::translate("gpuk::GpuCanvas", "HAMi (throttled only beside an active peer)");
    case QuotaPolicy::Hard: return QCoreApplication::translate("gpuk::GpuCanvas", "hard limit");
    case QuotaPolicy::Burst: return QCoreApplication::translate("gpuk::GpuCanvas", "burst (idle compute usable)");
    case QuotaPolicy::Priority: return QCoreApplication::translate("gpuk::GpuCanvas", "priority (high preempts low)");
    }
    return {};
}

QString Words::quotaProductName(QuotaProduct product)
{
    switch (product) {
    case QuotaProduct::Hami: return QStringLiteral("HAMi");
    case QuotaProduct::Qgpu: return QStringLiteral("qGPU");
    case QuotaProduct::Cgpu: return QStringLiteral("cGPU");
    case QuotaProduct::Kai: return QCoreApplication::translate("gpuk::GpuCanvas", "KAI fractions");
    }
    return {};
}

QString Words::limitEnforcer(LimitEnforcer enforcer, Skin skin)
{
    const bool k = skin == Skin::Kitchen;
    switch (enforcer) {
    case LimitEnforcer::NothingToLimit:
        return k ? QCoreApplication::translate("gpuk::KitchenPainter", "nobody: a kitchen of its own")
                 : QCoreApplication::translate("gpuk::GpuCanvas", "nothing to enforce: a GPU of its own");
    case LimitEnforcer::Hardware:
        return k ? QCoreApplication::translate("gpuk::KitchenPainter", "welded walls (hardware)")
                 : QCoreApplication::translate("gpuk::GpuCanvas", "hardware");
    case LimitEnforcer::Driver:
        return k ? QCoreApplication::translate("gpuk::KitchenPainter", "the landlord (driver)")
                 : QCoreApplication::translate("gpuk::GpuCanvas", "driver");
    case LimitEnforcer::KernelModule:
        return k ? QCoreApplication::translate("gpuk::KitchenPainter", "a valve in the gas main (kernel module)")
                 : QCoreApplication::translate("gpuk::GpuCanvas", "kernel module");
    case LimitEnforcer::UserSpaceHook:
        return k ? QCoreApplication::translate("gpuk::KitchenPainter", "a meter on each team's own pipe (user-space hook)")
                 : QCoreApplication::translate("gpuk::GpuCanvas", "user-space hook (LD_PRELOAD)");
    case LimitEnforcer::Bookkeeping:
        return k ? QCoreApplication::translate("gpuk::KitchenPainter", "nobody: only written in the booking list")
                 : QCoreApplication::translate("gpuk::GpuCanvas", "bookkeeping only: nothing enforces it");
    }
    return {};
}

QString Words::vgpuSchedulerName(VgpuScheduler scheduler)
{
    switch (scheduler) {
    case VgpuScheduler::BestEffort:
        return QCoreApplication::translate("gpuk::GpuCanvas", "best effort");
    case VgpuScheduler::EqualShare:
        return QCoreApplication::translate("gpuk::GpuCanvas", "equal share");
    case VgpuScheduler::FixedShare:
        return QCoreApplication::translate("gpuk::GpuCanvas", "fixed share");
    }
    return {};
}

QString Words::tokenDistributionName(TokenDistribution distribution)
{
    switch (distribution) {
    case TokenDistribution::Deterministic:
        return QCoreApplication::translate("gpuk::GpuCanvas", "fixed");
    case TokenDistribution::Uniform:
        return QCoreApplication::translate("gpuk::GpuCanvas", "uniform");
    case TokenDistribution::Lognormal:
        return QCoreApplication::translate("gpuk::GpuCanvas", "lognormal");
    }
    return {};
}

QString Words::tenantKindName(TenantKind kind)
{
    switch (kind) {
    case TenantKind::Embedding:
        return QCoreApplication::translate("gpuk::MainWindow", "embedding");
    case TenantKind::Reranker:
        return QCoreApplication::translate("gpuk::MainWindow", "reranker");
    case TenantKind::Llm:
        return QCoreApplication::translate("gpuk::MainWindow", "LLM");
    case TenantKind::Batch:
        return QCoreApplication::translate("gpuk::MainWindow", "batch");
    case TenantKind::Training:
        return QCoreApplication::translate("gpuk::MainWindow", "training");
    case TenantKind::Custom:
        return QCoreApplication::translate("gpuk::MainWindow", "custom");
    }
    return {};
}

std::optional<Skin> Words::skinFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("tech") || n == QLatin1String("technical"))
        return Skin::Technical;
    if (n == QLatin1String("kitchen"))
        return Skin::Kitchen;
    return std::nullopt;
}

QString Words::skinName(Skin skin)
{
    return skin == Skin::Kitchen ? QStringLiteral("kitchen") : QStringLiteral("tech");
}

} // namespace gpuk
