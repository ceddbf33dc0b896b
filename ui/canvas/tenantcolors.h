#pragma once

// One colour per tenant, shared by the GPU canvas, the tenant list and the charts (DESIGN §1:
// "one colour per tenant"). A tenant's colour is keyed by its index in the scenario's tenant
// list, so it stays the same whatever the sharing mode.
//
// Colour is not the only cue: from the seventh tenant on (index >= 6) every area in a tenant's
// colour also carries the tenant's pattern (paintTenantFill / tenantBrush), and each kind of its
// chart lines a dash pattern of its own (tenantLinePen). Small marks drawn in a tenant's colour
// (queue marks, guests, the stove's rim, the "now cooking" tag) sit in the row, room or tag that
// names the tenant: the name is their second cue. Every tenant-coloured area is filled through these
// functions, never with a plain tenantColor() brush.

#include <QBrush>
#include <QColor>
#include <QPen>

class QPainter;
class QPainterPath;
class QRectF;

namespace gpuk {

enum class ColorScheme { Light, Dark };

// The scheme that suits a background colour (dark background -> Dark).
ColorScheme schemeForBackground(const QColor &background);

// The colour of tenant `index` (0-based). The first six stay at least 10 CIEDE2000 apart for
// normal vision and for simulated deuteranopia, protanopia and tritanopia, on both schemes (see
// scripts/palette-search.py and tests/ui/test_palette.cpp); the next four are further hues, and
// later indices walk the hue circle. None is grey: grey means "idle" on the canvas. On a dark
// background the colours are lifted slightly so that they stay vivid without glowing. Negative
// index: the neutral (idle) grey.
QColor tenantColor(int index, ColorScheme scheme = ColorScheme::Light);

// The second cue of tenant `index`: Qt::NoBrush (none) for the first six tenants; from the
// seventh on one of six motifs, in turn: Qt::HorPattern (stripes), Qt::VerPattern (columns),
// Qt::Dense6Pattern (dots), Qt::CrossPattern (grid), Qt::Dense4Pattern (checks),
// Qt::FDiagPattern (diagonals "\"). The motif is drawn by tenantBrush, thicker than Qt's own.
Qt::BrushStyle tenantPattern(int index);

// The brush for an area of tenant `index` filled with `fill` (its tenantColor or a tint of it):
// `fill` itself for the first six tenants; for later ones `fill` with the tenant's motif on top
// (a darker or lighter ink on a strong colour, the full colour on a pale tint), every 8 pixels.
// `dpr`: the device pixel ratio of the target, for a sharp motif.
QBrush tenantBrush(int index, const QColor &fill, qreal dpr = 1.0);

// Fills `path` (or `rect`) for tenant `index` with `fill`: the one way the painters, the tenant
// list and the legend fill a tenant's area (tenantBrush at the painter's pixel ratio).
void paintTenantFill(QPainter &p, const QPainterPath &path, int index, const QColor &fill);
void paintTenantFill(QPainter &p, const QRectF &rect, int index, const QColor &fill);

// The colour of tenant `index`'s lines on a chart drawn on `background`: its tenantColor,
// darkened (light background) or lightened (dark one) in the same hue until its contrast to the
// background is at least 3:1 (WCAG 2 non-text contrast).
QColor tenantLineColor(int index, const QColor &background);

// What a tenant's line on a chart shows: its data (latency, throughput, memory, TTFT), a target
// or a limit across the view (the SLO, the KV cache's limit: dashed), or a second measure drawn
// beside the data (TPOT, the KV cache in use: dotted).
enum class TenantLine { Data, Target, Detail };

// The pen of tenant `index`'s `kind` of line on a chart: tenantLineColor, `width` wide. For the
// first six tenants Data is solid, Target Qt::DashLine and Detail Qt::DotLine. From the seventh on
// each kind has a pattern of the tenant's own in the same family (Data: a dash rhythm that is
// neither of those; Target: groups of dashes; Detail: groups of dots), so that no two tenants'
// lines of one kind, nor two kinds of one tenant, differ by colour only.
QPen tenantLinePen(int index, const QColor &background, qreal width, TenantLine kind = TenantLine::Data);

// Black or white, whichever reads better on `background` (WCAG relative luminance).
QColor contrastingTextColor(const QColor &background);

// WCAG 2 contrast ratio between two colours (1 .. 21).
double contrastRatio(const QColor &a, const QColor &b);

} // namespace gpuk
