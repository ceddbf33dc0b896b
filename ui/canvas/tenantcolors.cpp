#include "tenantcolors.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace gpuk {

namespace {

// Tableau 10 (2016 revision): distinguishable for the common colour-vision deficiencies and
// readable as line colours on white as well as on a dark grey.
constexpr std::array<QRgb, 10> basePalette = {
    0x4e79a7, // blue
    0xf28e2b, // orange
    0x59a14f, // green
    0xe15759, // red
    0xb07aa1, // purple
    0x76b7b2, // teal
    0xedc948, // yellow
    0x9c755f, // brown
    0xff9da7, // pink
    0x86bcb6, // light teal (instead of Tableau's grey: grey means "idle" on the canvas)
};

double channel(double c)
{
    c /= 255.0;
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue());
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
        // Further tenants: walk the hue circle by the golden angle, alternating lightness,
        // so neighbours in the list never look alike.
        const int k = index - n;
        const int hue = int(std::fmod(17.0 + k * 137.508, 360.0));
        const int value = (k % 2 == 0) ? 200 : 160;
        c = QColor::fromHsv(hue, 150, value);
    }
    if (scheme == ColorScheme::Dark) {
        // Slightly lighter and a touch less saturated on dark backgrounds.
        float h, s, v, a;
        c.getHsvF(&h, &s, &v, &a);
        c = QColor::fromHsvF(h, std::max(0.0f, s * 0.9f), std::min(1.0f, v * 1.08f + 0.04f), a);
    }
    return c;
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
