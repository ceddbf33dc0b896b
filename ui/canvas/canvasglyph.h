#pragma once

// The glyphs of the GPU picture that Help → Legend explains, one value each; both painters draw
// them standalone (TechnicalPainter::paintGlyph, KitchenPainter::paintGlyph) with the functions
// they draw the picture with. The glyphs found in the painters (ui/canvas/technical/*.cpp,
// ui/canvas/kitchen/*.cpp, gpucanvas.cpp), and where:
//   technical: SM cells in six states (mpspool paintSmCell: usable, exposed, not exposed, free,
//     stranded, unusable) and a lit cell (paintLiveSms); MIG room walls (migrooms paintRoomWalls);
//     the MPS pool's fence (mpspool paintPoolFence); the turn strip's blocks (turns paintTurnBlock);
//     memory in use and the KV cache (memory paintMemoryFill), unused memory (migrooms
//     paintKeySwatch); queue marks (legend paintQueueMarks); the bucket meter and the throttle's
//     pause mark (legend paintBucketBar, paintThrottleMark); the fault flash (painthelpers
//     paintFaultBlast, from gpucanvas paintFaultFlash); the exclusive mode's small GPU (exclusive
//     paintMiniGpuBox, paintMiniGpuChip).
//   kitchen: burners cold, lit, with a room's rim, under a lid, boarded up (stranded and unusable),
//     free (openstove drawBurner); brick room walls (privaterooms paintBrickWalls); jars empty,
//     full, with KV notes (pantry paintJar), an empty shelf (legend paintKeySwatch); waiting guests
//     (kitchenparts drawPerson); a chef team's apron and a vGPU stall's awning (legend
//     paintApron); the gas meter and the shut valve (legend paintGasDial, paintShutValve); the
//     kitchen fire (openstove paintFlames); a kitchen of its own with its pot (onepotperchef
//     paintMiniKitchenBox, paintPot).
// Not drawn standalone (they need a whole scene): the MIG door signs and key text, the slice
// clock, the DRAM congestion badge and the pass, MPS smoke, the idle-on-throttle plate, the
// timetable of turns (kitchen); the legend says these in words (LegendDialog::sceneMarks). The
// canvas draws no SLO colours (the status bar words them).

#include "ui/text/skin.h"

#include <vector>

namespace gpuk {

enum class CanvasGlyph {
    // Common parts
    SmIdle,         // an SM nobody runs on now (technical: grey/blue cell; kitchen: a cold burner)
    SmBusy,         // an SM a tenant runs on (its colour; kitchen: a flame)
    SmFree,         // free: no instance placed here yet
    SmStranded,     // stranded by the layout (amber hatch; kitchen: boarded up, amber)
    SmUnusable,     // lost by enabling MIG at all
    MemoryUsed,     // memory a tenant holds
    MemoryUnused,   // memory no instance owns
    KvCache,        // an LLM's KV cache inside its memory
    Queue,          // waiting requests (kitchen: guests)
    FaultFlash,     // a fault's blast radius (kitchen: a fire)
    // Per mode
    MigRoom,        // a GPU instance's walls (kitchen: a private room's brick walls)
    SmNotExposed,   // MIG: an SM of the instance its profile does not expose (kitchen: a lid)
    MpsPool,        // MPS: the one shared pool (kitchen: the open stove, any team may light it)
    MpsClient,      // MPS: a client (kitchen: a chef team's apron)
    TurnBlock,      // time-slicing / vGPU: one turn of the rotation
    VgpuStall,      // vGPU: a VM (kitchen: a stall's awning)
    QuotaMeter,     // software slicing: the container's token bucket (kitchen: its gas meter)
    QuotaThrottled, // software slicing: held by its limiter (kitchen: the valve shut)
    ExclusiveGpu,   // exclusive: a whole GPU for one tenant (kitchen: a kitchen of its own)
};

// Every glyph, in the legend's order.
const std::vector<CanvasGlyph> &allCanvasGlyphs();

} // namespace gpuk
