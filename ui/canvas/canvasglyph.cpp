#include "ui/canvas/canvasglyph.h"

namespace gpuk {

const std::vector<CanvasGlyph> &allCanvasGlyphs()
{
    static const std::vector<CanvasGlyph> glyphs = {
        CanvasGlyph::SmIdle,     CanvasGlyph::SmBusy,         CanvasGlyph::SmFree,       CanvasGlyph::SmStranded,
        CanvasGlyph::SmUnusable, CanvasGlyph::MemoryUsed,     CanvasGlyph::MemoryUnused, CanvasGlyph::KvCache,
        CanvasGlyph::Queue,      CanvasGlyph::FaultFlash,     CanvasGlyph::MigRoom,      CanvasGlyph::SmNotExposed,
        CanvasGlyph::MpsPool,    CanvasGlyph::MpsClient,      CanvasGlyph::TurnBlock,    CanvasGlyph::VgpuStall,
        CanvasGlyph::QuotaMeter, CanvasGlyph::QuotaThrottled, CanvasGlyph::ExclusiveGpu,
    };
    return glyphs;
}

} // namespace gpuk
