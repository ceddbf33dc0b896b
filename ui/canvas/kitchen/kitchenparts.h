#pragma once

// Shared by the kitchen skin's parts (ui/canvas/kitchen/*.cpp): the palette and small shapes.
// Private to the kitchen painter.

#include "ui/canvas/kitchen/kitchenpainter.h"

#include <QByteArray>
#include <QColor>
#include <QPainterPath>
#include <QPolygonF>

namespace gpuk {

struct KitchenPainter::Palette
{
    ColorScheme scheme = ColorScheme::Light;
    QColor floor, tileLine, text, subtle;
    QColor stove, stoveEdge, ring, cold, coldEdge, grate;
    QColor brick, mortar, wood, woodDark, shelfBack, jarGlass, jarEdge;
    QColor smoke, fire, fireCore, danger, stranded, plank, pass, passEdge;
    qreal roomAlpha = 0.16;
};

namespace kitchenparts {

constexpr double pi = 3.14159265358979323846;

// A gas flame seen from above: a ring of tongues around the burner cap, radius 1 at the origin.
const QPolygonF &flameStar();
// A flame seen from the side (for fires), 1 wide and 1 high, standing on the origin.
const QPainterPath &flameSide();
// Small deterministic pseudo-random numbers (stable smoke and runners from frame to frame).
double hash01(int i, int salt);
// The bytes of `values` one after the other (no padding): part of a sprite's cache key.
template<typename... T>
QByteArray spriteKey(const T &...values)
{
    QByteArray key;
    key.reserve(int((sizeof(T) + ... + 0)));
    (key.append(reinterpret_cast<const char *>(&values), qsizetype(sizeof(T))), ...);
    return key;
}
// A little person standing on `base` (bottom centre), `h` high.
void drawPerson(QPainter &p, const QPointF &base, qreal h, const QColor &coat, const QColor &skin);

} // namespace kitchenparts

} // namespace gpuk
