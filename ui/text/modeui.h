#pragma once

// What each sharing mode looks like in the GUI, in one table (modeUi): which painter family of
// both skins draws it, what a legend row is, whose words name its tenants, and which editor the
// inspector and the canvas offer. Its core facts (time-sliced? a GPU per tenant?) are in
// core/sharing/modetraits.h; the words for the mode itself in Words::modeName/modeDescription
// (ui/text/words.cpp). Like modeTraits, modeUi switches over Mode without `default:`, so the
// compiler names it when a mode is added.

#include "sharing/plan.h"

namespace gpuk {

// The painter family, one file per skin (ui/canvas/technical/, ui/canvas/kitchen/).
enum class PainterFamily {
    OwnGpus, // exclusive: a GPU (kitchen) per tenant, small ones in the legend
    Rooms,   // MIG instances (and a MIG-backed vGPU): rooms with walls
    Pool,    // MPS: one open pool of SMs, smoke for interference
    Turns,   // time-slicing and time-sliced vGPU: turns on the whole GPU, a timetable
};

// What one legend row is.
enum class LegendKind {
    MigKey,     // the MIG key: one row per profile in the layout (CanvasModel::keyItems)
    MiniGpus,   // a small GPU / kitchen per tenant
    TenantRows, // a row per tenant of the plan (client, VM, context)
};

// The per-tenant editor of the canvas and the inspector.
enum class TenantEditor {
    None,
    MigInstance, // the instance's profile and place (MIG slots on the canvas)
    MpsCap,      // the client's active-thread percentage
    VgpuProfile, // the VM's vGPU profile
    TimeSlice,   // the slice length (for all contexts)
    QuotaShare,  // the container's compute share, memory quota and priority
};

struct ModeUi
{
    PainterFamily family;
    LegendKind legend;
    bool vmWords;        // tenants are VMs (technical) / food-court stalls (kitchen)
    TenantEditor editor;
};

constexpr ModeUi modeUi(Mode m)
{
    switch (m) {
    case Mode::Exclusive: return {PainterFamily::OwnGpus, LegendKind::MiniGpus, false, TenantEditor::None};
    case Mode::Mig: return {PainterFamily::Rooms, LegendKind::MigKey, false, TenantEditor::MigInstance};
    case Mode::Mps: return {PainterFamily::Pool, LegendKind::TenantRows, false, TenantEditor::MpsCap};
    case Mode::Vgpu: return {PainterFamily::Turns, LegendKind::TenantRows, true, TenantEditor::VgpuProfile};
    case Mode::Timeslice: return {PainterFamily::Turns, LegendKind::TenantRows, false, TenantEditor::TimeSlice};
    // containers are contexts the GPU rotates: turns, with each container's meter drawn on its row
    case Mode::Quota: return {PainterFamily::Turns, LegendKind::TenantRows, false, TenantEditor::QuotaShare};
    }
    return {PainterFamily::OwnGpus, LegendKind::MiniGpus, false, TenantEditor::None};
}

// The family that draws a plan: a MIG-partitioned plan (a MIG-backed vGPU too) draws rooms.
inline PainterFamily painterFamily(const SharingPlan &plan)
{
    return isMigPartitioned(plan) ? PainterFamily::Rooms : modeUi(plan.mode).family;
}

constexpr bool legendIsMigKey(Mode m) { return modeUi(m).legend == LegendKind::MigKey; }
constexpr bool legendHasMiniGpus(Mode m) { return modeUi(m).legend == LegendKind::MiniGpus; }

} // namespace gpuk
