#include "tenantcolors.h"

#include <QHash>
#include <QImage>
#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QRectF>

#include <algorithm>
#include <array>
#include <cmath>

namespace gpuk {

namespace {

// From scripts/palette-search.py, started at Okabe & Ito's palette (its orange and vermilion then
// set back by hand towards the originals): the first six stay at least 10 CIEDE2000 apart for
// normal vision, deuteranopia, protanopia and tritanopia (Machado et al. 2009, severity 1), here
// and lifted for the dark scheme (worst pair 11.8, blue/purple under protanopia), and far from
// the idle grey; tests/ui/test_palette.cpp checks it. The next four are further hues, apart for
// normal vision only: their tenants also get a pattern.
constexpr std::array<QRgb, 10> basePalette = {
    0x1a5bc9, // blue
    0xe8a33a, // orange
    0x3e9869, // green
    0xc9532a, // vermilion
    0xa973bf, // purple
    0x55d0eb, // sky blue
    0xc9a800, // mustard (from here on: with a pattern)
    0x7a4fa0, // grape
    0x8f6a2e, // brown
    0x7fae3c, // leaf green
};

constexpr int plainTenants = 6; // tenants 0..5: colour alone; from 6 on: colour and pattern

double channel(double c)
{
    c /= 255.0;
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue());
}

// The motif of `style` in `ink` over `fill`, one tile of `tile` device pixels (the motif's
// 8 logical pixels at `scale` = tile / 8).
QImage patternTile(Qt::BrushStyle style, const QColor &fill, const QColor &ink, int tile)
{
    QImage img(tile, tile, QImage::Format_ARGB32_Premultiplied);
    img.fill(fill);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    const qreal s = tile / 8.0;
    const qreal w = 2.2 * s; // stroke width: reads on a projector
    switch (style) {
    case Qt::HorPattern:
        p.drawRect(QRectF(0, 3 * s, tile, w));
        break;
    case Qt::VerPattern:
        p.drawRect(QRectF(3 * s, 0, w, tile));
        break;
    case Qt::Dense6Pattern: // dots
        p.drawEllipse(QPointF(4 * s, 4 * s), 1.6 * s, 1.6 * s);
        break;
    case Qt::CrossPattern: { // grid: thinner lines, the crossings would be heavy
        const qreal g = 1.5 * s;
        p.drawRect(QRectF(0, 3 * s, tile, g));
        p.drawRect(QRectF(3 * s, 0, g, 3 * s));
        p.drawRect(QRectF(3 * s, 3 * s + g, g, tile - 3 * s - g));
        break;
    }
    case Qt::Dense4Pattern: // checks
        p.drawRect(QRectF(0, 0, 4 * s, 4 * s));
        p.drawRect(QRectF(4 * s, 4 * s, 4 * s, 4 * s));
        break;
    case Qt::FDiagPattern: { // "\" diagonals, seamless across tiles
        QPen pen(ink, w * 0.85);
        pen.setCapStyle(Qt::FlatCap);
        p.setPen(pen);
        for (int i = -1; i <= 1; ++i)
            p.drawLine(QPointF(i * tile - tile * 0.25, -tile * 0.25), QPointF(i * tile + tile * 1.25, tile * 1.25));
        break;
    }
    default:
        break;
    }
    return img;
}

// The ink of a motif over `fill`: on a strong colour a darker or lighter shade of it (whichever
// the colour has more room for), on a pale tint the full colour itself.
QColor patternInk(const QColor &fill)
{
    QColor opaque = fill;
    opaque.setAlphaF(1.0f);
    const double a = fill.alphaF();
    if (a < 0.6) {
        QColor ink = opaque;
        ink.setAlphaF(float(std::min(1.0, 0.4 + a * 1.5)));
        return ink;
    }
    QColor ink = luminance(opaque) > 0.22 ? QColor(0x10, 0x12, 0x16) : QColor(Qt::white);
    ink.setAlphaF(float((luminance(opaque) > 0.22 ? 0.42 : 0.5) * a));
    return ink;
}

} // namespace

ColorScheme schemeForBackground(const QColor &background)
{
    return luminance(background) < 0.18 ? ColorScheme::Dark : ColorScheme::Light;
}

QColor tenantColor(int index, ColorScheme scheme)
{
    if (index < 0)
        return scheme == ColorScheme::Dark ? QColor(0x8a8f98) : QColor(0x9aa0a6);
    QColor c;
    const int n = int(basePalette.size());
    if (index < n) {
        c = QColor(basePalette[size_t(index)]);
    } else {
        // Further tenants: walk the hue circle by the golden angle, alternating lightness, so
        // neighbours in the list never look alike (their pattern tells them apart as well).
        const int k = index - n;
        const int hue = int(std::fmod(17.0 + k * 137.508, 360.0));
        const int value = (k % 2 == 0) ? 200 : 160;
        c = QColor::fromHsv(hue, 170, value);
    }
    if (scheme == ColorScheme::Dark) {
        // Slightly lighter and a touch less saturated on dark backgrounds.
        float h, s, v, a;
        c.getHsvF(&h, &s, &v, &a);
        c = QColor::fromHsvF(h, std::max(0.0f, s * 0.9f), std::min(1.0f, v * 1.08f + 0.04f), a);
    }
    return c;
}

Qt::BrushStyle tenantPattern(int index)
{
    static constexpr std::array<Qt::BrushStyle, 6> motifs = {Qt::HorPattern,    Qt::VerPattern,
                                                             Qt::Dense6Pattern, Qt::CrossPattern,
                                                             Qt::Dense4Pattern, Qt::FDiagPattern};
    if (index < plainTenants)
        return Qt::NoBrush;
    return motifs[size_t(index - plainTenants) % motifs.size()];
}

QBrush tenantBrush(int index, const QColor &fill, qreal dpr)
{
    const Qt::BrushStyle style = tenantPattern(index);
    if (style == Qt::NoBrush || fill.alpha() == 0)
        return QBrush(fill);
    const int tile = std::max(8, int(std::lround(8 * std::clamp(dpr, 1.0, 4.0))));
    // A few dozen tiles at most (tenants x tints x pixel ratios): kept, not made every frame.
    static QHash<QByteArray, QImage> cache;
    QByteArray key;
    key.append(char(style)).append(char(tile)).append(QByteArray::number(fill.rgba()));
    auto it = cache.constFind(key);
    if (it == cache.constEnd()) {
        if (cache.size() > 512)
            cache.clear();
        it = cache.insert(key, patternTile(style, fill, patternInk(fill), tile));
    }
    QBrush b(*it);
    b.setTransform(QTransform::fromScale(8.0 / tile, 8.0 / tile));
    return b;
}

void paintTenantFill(QPainter &p, const QPainterPath &path, int index, const QColor &fill)
{
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    p.fillPath(path, tenantBrush(index, fill, dpr));
}

void paintTenantFill(QPainter &p, const QRectF &rect, int index, const QColor &fill)
{
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    p.fillRect(rect, tenantBrush(index, fill, dpr));
}

QColor tenantLineColor(int index, const QColor &background)
{
    QColor c = tenantColor(index, schemeForBackground(background));
    const bool darken = luminance(background) >= 0.18;
    float h, s, l, a;
    c.getHslF(&h, &s, &l, &a);
    for (int i = 0; i < 100 && contrastRatio(c, background) < 3.0; ++i) {
        l = std::clamp(l + (darken ? -0.01f : 0.01f), 0.0f, 1.0f);
        c = QColor::fromHslF(h, s, l, a);
    }
    return c;
}

QPen tenantLinePen(int index, const QColor &background, qreal width, TenantLine kind)
{
    QPen pen(tenantLineColor(index, background), width);
    if (index < plainTenants) {
        switch (kind) {
        case TenantLine::Data:
            break;
        case TenantLine::Target:
            pen.setStyle(Qt::DashLine);
            break;
        case TenantLine::Detail:
            pen.setStyle(Qt::DotLine);
            break;
        }
        return pen;
    }
    // In units of the pen's width. Qt::DashLine is {4, 2} and Qt::DotLine {1, 2}: none of these
    // is either, and each has its own rhythm.
    using Dashes = std::array<QList<qreal>, 6>;
    static const Dashes data = {
        QList<qreal>{6, 2, 1, 2},             // dash dot
        QList<qreal>{6, 2, 1, 2, 1, 2},       // dash dot dot
        QList<qreal>{10, 3},                  // long dash
        QList<qreal>{10, 2, 2, 2},            // long dash, short dash
        QList<qreal>{3, 1.5, 3, 1.5, 1, 1.5}, // dash dash dot
        QList<qreal>{12, 2, 1, 2, 1, 2, 1, 2} // long dash, three dots
    };
    // Targets stay dashes, in groups of two, three or four, of two lengths, with a wide gap.
    static const Dashes target = {
        QList<qreal>{4, 2, 4, 7},
        QList<qreal>{4, 2, 4, 2, 4, 7},
        QList<qreal>{4, 2, 4, 2, 4, 2, 4, 7},
        QList<qreal>{2, 2, 2, 7},
        QList<qreal>{2, 2, 2, 2, 2, 7},
        QList<qreal>{2, 2, 2, 2, 2, 2, 2, 7}
    };
    // Details stay dots, in groups of two, three or four, or dots beside one short dash.
    static const Dashes detail = {
        QList<qreal>{1, 2, 1, 6},
        QList<qreal>{1, 2, 1, 2, 1, 6},
        QList<qreal>{1, 2, 1, 2, 1, 2, 1, 6},
        QList<qreal>{1, 2, 2.5, 5},
        QList<qreal>{1, 2, 1, 2, 2.5, 5},
        QList<qreal>{1, 2, 1, 2, 1, 2, 2.5, 5}
    };
    const Dashes *dashes = &data;
    switch (kind) {
    case TenantLine::Data:
        break;
    case TenantLine::Target:
        dashes = &target;
        break;
    case TenantLine::Detail:
        dashes = &detail;
        break;
    }
    pen.setDashPattern((*dashes)[size_t(index - plainTenants) % dashes->size()]);
    return pen;
}

QColor contrastingTextColor(const QColor &background)
{
    // Pick the text colour with the larger contrast ratio.
    const QColor black(0x10, 0x12, 0x16);
    const QColor white(Qt::white);
    return contrastRatio(background, black) >= contrastRatio(background, white) ? black : white;
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace gpuk
