#pragma once

// One colour per tenant, shared by the GPU canvas, the tenant list and (later) the charts
// (DESIGN §1: "one colour per tenant"). A tenant's colour is keyed by its index in the
// scenario's tenant list, so it stays the same whatever the sharing mode.

#include <QColor>

namespace gpuk {

enum class ColorScheme { Light, Dark };

// The scheme that suits a background colour (dark background -> Dark).
ColorScheme schemeForBackground(const QColor &background);

// The colour of tenant `index` (0-based). The first ten are a colour-blind-aware qualitative
// palette (Tableau 10 order); later indices get further hues. On a dark background the colours
// are lifted slightly so that they stay vivid without glowing. Negative index: a neutral grey.
QColor tenantColor(int index, ColorScheme scheme = ColorScheme::Light);

// Black or white, whichever reads better on `background` (WCAG relative luminance).
QColor contrastingTextColor(const QColor &background);

// WCAG 2 contrast ratio between two colours (1 .. 21).
double contrastRatio(const QColor &a, const QColor &b);

} // namespace gpuk
