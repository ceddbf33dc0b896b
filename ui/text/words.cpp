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
