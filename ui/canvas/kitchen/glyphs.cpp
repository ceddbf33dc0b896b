#include "kitchenpainter.h" // own header by plain name: lupdate then knows the class is gpuk::KitchenPainter

// The kitchen's glyphs standalone, for Help → Legend: each drawn by the function that draws it in
// the picture (see canvasglyph.h for the list and where each is drawn).

#include "ui/canvas/kitchen/kitchenparts.h"
#include "ui/canvas/painthelpers.h"

#include <QPainter>

#include <algorithm>

namespace gpuk {

using namespace kitchenparts;

bool KitchenPainter::paintGlyph(QPainter &p, const QRectF &r, CanvasGlyph glyph, ColorScheme scheme, const QFont &)
{
    const Palette c = paletteFor(scheme);
    const qreal s = std::min(r.width(), r.height());
    const qreal gap = std::max(2.0, s * 0.06);
    const QRectF square(r.center().x() - s / 2, r.center().y() - s / 2, s, s);
    const QPointF ctr = square.center();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(r, c.floor);
    // A piece of stove with two burners of `look`, as the stove draws them.
    auto burners = [&](BurnerLook look, const QColor &colour, int tenant) {
        const QRectF stove = square.adjusted(gap, s * 0.22, -gap, -s * 0.22);
        p.fillPath(roundedPath(stove, gap), c.stove);
        const qreal R = std::min(stove.height(), stove.width() / 2) * 0.42;
        drawBurner(p, c, QPointF(stove.left() + stove.width() * 0.27, stove.center().y()), R, int(look), colour, tenant);
        drawBurner(p, c, QPointF(stove.left() + stove.width() * 0.73, stove.center().y()), R, int(look), colour, tenant);
    };
    const QRectF jarRect(ctr.x() - s * 0.18, square.top() + s * 0.16, s * 0.36, s * 0.64);
    switch (glyph) {
    case CanvasGlyph::SmIdle:
    case CanvasGlyph::MpsPool:
        burners(BurnerLook::Cold, QColor(), -1);
        break;
    case CanvasGlyph::SmBusy:
        burners(BurnerLook::Lit, tenantColor(0, scheme), 0);
        break;
    case CanvasGlyph::SmFree:
        burners(BurnerLook::Free, QColor(), -1);
        break;
    case CanvasGlyph::SmStranded:
        burners(BurnerLook::Boarded, c.stranded, -1);
        break;
    case CanvasGlyph::SmUnusable:
        burners(BurnerLook::Boarded, c.plank, -1);
        break;
    case CanvasGlyph::SmNotExposed:
        burners(BurnerLook::Lid, tenantColor(0, scheme), -1);
        break;
    case CanvasGlyph::MemoryUsed:
        paintJar(p, c, jarRect, Jar{tenantColor(1, scheme), true, false, 1});
        break;
    case CanvasGlyph::KvCache:
        paintJar(p, c, jarRect, Jar{tenantColor(1, scheme), true, true, 1});
        break;
    case CanvasGlyph::MemoryUnused: {
        KitchenPainter painter;
        painter.paintKeySwatch(p, c, square.adjusted(s * 0.15, s * 0.15, -s * 0.15, -s * 0.15), KeyItem::UnusedMemory);
        break;
    }
    case CanvasGlyph::Queue: {
        const QColor skin(0xe8, 0xb8, 0x8c); // as the guests at the door (pantry.cpp)
        const qreal h = s * 0.6;
        for (int i = 0; i < 3; ++i)
            drawPerson(p, QPointF(square.left() + s * (0.22 + 0.28 * i), square.bottom() - s * 0.18), h,
                       tenantColor(2, scheme), skin);
        break;
    }
    case CanvasGlyph::FaultFlash:
        burners(BurnerLook::Cold, QColor(), -1);
        paintFlames(p, c, square.adjusted(gap, s * 0.2, -gap, -gap), 0.3);
        break;
    case CanvasGlyph::MigRoom: {
        QPainterPath room;
        room.addRect(square.adjusted(gap * 2, gap * 2, -gap * 2, -gap * 2));
        paintBrickWalls(p, c, room, 0, std::max(4.0, gap * 1.3));
        drawBurner(p, c, ctr, s * 0.2, int(BurnerLook::Rim), tenantColor(0, scheme), -1);
        break;
    }
    case CanvasGlyph::MpsClient:
        paintApron(p, c, square.adjusted(s * 0.15, s * 0.15, -s * 0.15, -s * 0.15), 1, false);
        break;
    case CanvasGlyph::TurnBlock: // one team's turn: its flames on the shared stove
        burners(BurnerLook::Lit, tenantColor(3, scheme), 3);
        break;
    case CanvasGlyph::VgpuStall:
        paintApron(p, c, square.adjusted(s * 0.15, s * 0.15, -s * 0.15, -s * 0.15), 3, true);
        break;
    case CanvasGlyph::QuotaMeter:
        paintGasDial(p, c, square.adjusted(s * 0.2, s * 0.2, -s * 0.2, -s * 0.2), 0.6, false, 4);
        break;
    case CanvasGlyph::QuotaThrottled: {
        const qreal d = s * 0.5;
        paintGasDial(p, c, QRectF(square.left() + gap, ctr.y() - d / 2, d, d), 0.0, true, 4);
        paintShutValve(p, c, QRectF(square.left() + gap * 2 + d, ctr.y() - d * 0.4, d * 0.8, d * 0.8));
        break;
    }
    case CanvasGlyph::ExclusiveGpu: { // a small kitchen of its own, one big pot cooking on its stove
        const QRectF box = square.adjusted(gap, s * 0.12, -gap, -s * 0.12);
        paintMiniKitchenBox(p, c, box, gap, 5);
        const QRectF stove = box.adjusted(gap * 2, box.height() * 0.25, -gap * 2, -box.height() * 0.25);
        p.fillPath(roundedPath(stove, gap * 0.6), c.stove);
        paintPot(p, c, stove.center(), stove.height() * 0.42, 5, true);
        break;
    }
    }
    p.restore();
    return true;
}

} // namespace gpuk
