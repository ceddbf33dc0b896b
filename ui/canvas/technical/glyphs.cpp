#include "technicalpainter.h" // own header by plain name: lupdate then knows the class

// The technical skin's glyphs standalone, for Help → Legend: each drawn by the function that draws
// it in the picture (see canvasglyph.h for the list and where each is drawn).

#include "ui/canvas/painthelpers.h"

#include <QPainter>

#include <algorithm>

namespace gpuk {

bool TechnicalPainter::paintGlyph(QPainter &p, const QRectF &r, CanvasGlyph glyph, ColorScheme scheme, const QFont &font)
{
    const Theme t = Theme::forScheme(scheme);
    const qreal s = std::min(r.width(), r.height());
    const qreal gap = std::max(2.0, s * 0.06);
    const QRectF square(r.center().x() - s / 2, r.center().y() - s / 2, s, s);
    const QRectF cell = square.adjusted(s * 0.2, s * 0.2, -s * 0.2, -s * 0.2);
    const QColor poolSm = scheme == ColorScheme::Dark ? QColor(0x4f, 0x6f, 0x94) : QColor(0x7f, 0x9c, 0xbf);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(r, t.board);
    // A 2-by-2 group of SM cells in `state`, as the grid draws them.
    auto cells = [&](GpuLayout::SmState state, int tenant, bool live, const QColor &fill) {
        const qreal c = (cell.width() - gap) / 2;
        for (int i = 0; i < 4; ++i)
            paintSmCell(p, t, QRectF(cell.left() + (i % 2) * (c + gap), cell.top() + (i / 2) * (c + gap), c, c), state,
                        tenant, live, fill);
    };
    bool drawn = true;
    switch (glyph) {
    case CanvasGlyph::SmIdle:
        cells(GpuLayout::SmState::Usable, -1, false, t.neutralSm);
        break;
    case CanvasGlyph::SmBusy:
        cells(GpuLayout::SmState::Exposed, 0, false, t.neutralSm);
        break;
    case CanvasGlyph::SmFree:
        cells(GpuLayout::SmState::Free, -1, false, t.neutralSm);
        break;
    case CanvasGlyph::SmStranded:
        cells(GpuLayout::SmState::Stranded, -1, false, t.neutralSm);
        break;
    case CanvasGlyph::SmUnusable:
        cells(GpuLayout::SmState::Unusable, -1, false, t.neutralSm);
        break;
    case CanvasGlyph::SmNotExposed:
        cells(GpuLayout::SmState::NotExposed, 0, false, t.neutralSm);
        break;
    case CanvasGlyph::MemoryUsed:
    case CanvasGlyph::KvCache: {
        const QRectF slot(square.left() + s * 0.25, square.top() + s * 0.08, s * 0.5, s * 0.84);
        const QPainterPath path = roundedPath(slot, gap * 0.8);
        paintTenantFill(p, path, 1, withAlpha(tenantColor(1, scheme), scheme == ColorScheme::Dark ? 0.25 : 0.18));
        p.setPen(QPen(tenantColor(1, scheme), 1.5));
        p.drawPath(path);
        paintMemoryFill(p, slot, gap, 1, glyph == CanvasGlyph::KvCache ? 0.45 : 0.7,
                        glyph == CanvasGlyph::KvCache ? 0.35 : 0.0, pixelFont(font, std::max(9.0, s * 0.16)), scheme);
        break;
    }
    case CanvasGlyph::MemoryUnused: {
        TechnicalPainter painter;
        painter.paintKeySwatch(p, t, QRectF(square.left() + s * 0.25, square.top() + s * 0.08, s * 0.5, s * 0.84),
                               KeyItem::UnusedMemory);
        break;
    }
    case CanvasGlyph::Queue:
        paintQueueMarks(p, QRectF(square.left() + s * 0.08, square.top(), s * 0.84, s), s * 0.4, 9, tenantColor(2, scheme));
        break;
    case CanvasGlyph::FaultFlash: {
        cells(GpuLayout::SmState::Usable, -1, false, poolSm);
        QPainterPath blast;
        blast.addRoundedRect(square.adjusted(gap, gap, -gap, -gap), gap * 1.5, gap * 1.5);
        paintFaultBlast(p, blast, scheme, 0.45, std::max(3.0, gap), true);
        break;
    }
    case CanvasGlyph::MigRoom: {
        QPainterPath room;
        room.addRect(square.adjusted(gap * 1.5, gap * 1.5, -gap * 1.5, -gap * 1.5));
        paintRoomWalls(p, t, room, 0, gap);
        cells(GpuLayout::SmState::Exposed, 0, false, t.neutralSm);
        break;
    }
    case CanvasGlyph::MpsPool:
        paintPoolFence(p, t, square.adjusted(gap, gap, -gap, -gap), gap);
        cells(GpuLayout::SmState::Usable, -1, false, poolSm);
        break;
    case CanvasGlyph::MpsClient:
    case CanvasGlyph::VgpuStall:
        // A legend row's swatch: the tenant's colour (and, from the seventh on, its pattern).
        paintTenantFill(p, roundedPath(cell, cell.width() * 0.2), glyph == CanvasGlyph::MpsClient ? 1 : 3,
                        tenantColor(glyph == CanvasGlyph::MpsClient ? 1 : 3, scheme));
        break;
    case CanvasGlyph::TurnBlock: {
        const qreal w = (square.width() - gap * 4) / 3;
        const QRectF row(square.left() + gap, square.center().y() - s * 0.18, w, s * 0.36);
        paintTurnBlock(p, t, row, 0);
        paintTurnBlock(p, t, row.translated(w + gap, 0), 1);
        paintTurnBlock(p, t, row.translated((w + gap) * 2, 0), -1);
        break;
    }
    case CanvasGlyph::QuotaMeter:
        paintBucketBar(p, t, QRectF(square.left() + gap, square.center().y() - s * 0.14, s - gap * 2, s * 0.28), 0.6,
                       false, 4);
        break;
    case CanvasGlyph::QuotaThrottled: {
        const qreal h = s * 0.28;
        const QRectF bar(square.left() + gap, square.center().y() - h / 2, s * 0.55, h);
        paintBucketBar(p, t, bar, 0.0, true, 4);
        paintThrottleMark(p, t, QRectF(bar.right() + gap * 2, bar.top(), h, h));
        break;
    }
    case CanvasGlyph::ExclusiveGpu: {
        const QRectF box = square.adjusted(gap, s * 0.15, -gap, -s * 0.15);
        paintMiniGpuBox(p, t, box, gap, 5);
        paintMiniGpuChip(p, t, box.adjusted(gap * 2, box.height() * 0.3, -gap * 2, -box.height() * 0.3), 7, 5, false);
        break;
    }
    }
    p.restore();
    return drawn;
}

} // namespace gpuk
