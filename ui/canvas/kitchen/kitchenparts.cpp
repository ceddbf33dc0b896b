#include "ui/canvas/kitchen/kitchenparts.h"

#include <QPainter>

#include <cmath>
#include <cstdint>

namespace gpuk {

namespace kitchenparts {

// A gas flame seen from above: a ring of tongues around the burner cap, radius 1 at the origin.
const QPolygonF &flameStar()
{
    static const QPolygonF star = [] {
        QPolygonF s;
        constexpr int tongues = 10;
        for (int i = 0; i < tongues * 2; ++i) {
            const double a = pi * i / tongues;
            const double r = (i % 2) ? 0.68 : 1.0;
            s << QPointF(r * std::cos(a), r * std::sin(a));
        }
        return s;
    }();
    return star;
}

// A flame seen from the side (for fires), 1 wide and 1 high, standing on the origin.
const QPainterPath &flameSide()
{
    static const QPainterPath path = [] {
        QPainterPath f;
        f.moveTo(0, 0);
        f.cubicTo(-0.55, -0.05, -0.55, -0.55, -0.1, -1.0);
        f.cubicTo(-0.12, -0.6, 0.15, -0.55, 0.12, -0.75);
        f.cubicTo(0.5, -0.5, 0.6, -0.1, 0, 0);
        f.closeSubpath();
        return f;
    }();
    return path;
}

// Small deterministic pseudo-random numbers (stable smoke and runners from frame to frame).
double hash01(int i, int salt)
{
    std::uint32_t x = std::uint32_t(i) * 2654435761u ^ std::uint32_t(salt) * 40503u;
    x ^= x >> 15;
    x *= 2246822519u;
    x ^= x >> 13;
    return double(x & 0xffff) / 65535.0;
}

// A little person standing on `base` (bottom centre), `h` high.
void drawPerson(QPainter &p, const QPointF &base, qreal h, const QColor &coat, const QColor &skin)
{
    const qreal head = h * 0.3;
    QPainterPath body;
    body.moveTo(base.x() - h * 0.22, base.y());
    body.lineTo(base.x() - h * 0.16, base.y() - h * 0.6);
    body.quadTo(base.x(), base.y() - h * 0.72, base.x() + h * 0.16, base.y() - h * 0.6);
    body.lineTo(base.x() + h * 0.22, base.y());
    body.closeSubpath();
    p.fillPath(body, coat);
    p.setPen(Qt::NoPen);
    p.setBrush(skin);
    p.drawEllipse(QPointF(base.x(), base.y() - h + head / 2), head / 2, head / 2);
    p.setBrush(Qt::NoBrush);
}

} // namespace kitchenparts

} // namespace gpuk
