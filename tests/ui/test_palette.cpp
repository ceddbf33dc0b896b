// Tenant colours that colour-blind students can tell apart: the first six
// tenant colours stay apart for normal vision and under simulated deuteranopia, protanopia and
// tritanopia, on the light and the dark canvas; later tenants get a second cue (a pattern on the
// canvas and in the tenant list, a dash pattern on the charts); every chart line has a 3:1
// contrast to the chart's background.
//
// The colour science is done here again, independently of scripts/palette-search.py: the
// Machado, Oliveira & Fernandes (2009) simulation matrices at severity 1.0 applied to linear
// sRGB, CIELAB (D65) and CIEDE2000, checked against Sharma, Wu & Dalal (2005).

#include "catch_qt.h"
#include "support/testsupport.h"
#include "testwindows.h"

#include "sharing/validate.h"
#include "analysis/planchoice.h"
#include "sim/engine.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/canvas/tenantcolors.h"
#include "ui/panels/chartpanel.h"
#include "ui/shell/mainwindow.h"

#include <QAreaSeries>
#include <QChart>
#include <QIcon>
#include <QImage>
#include <QLineSeries>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>

#include <array>
#include <cmath>
#include <optional>
#include <map>
#include <set>
#include <sstream>

using namespace gpuk;
using namespace gpuk::test;
using gpuk::test::settle;

namespace {

struct Lab
{
    double L, a, b;
};

using Rgb = std::array<double, 3>; // linear sRGB, 0..1

enum class Vision { Normal, Deuteranopia, Protanopia, Tritanopia };
constexpr std::array<Vision, 4> visions = {Vision::Normal, Vision::Deuteranopia, Vision::Protanopia,
                                           Vision::Tritanopia};

const char *visionName(Vision v)
{
    switch (v) {
    case Vision::Normal:
        return "normal vision";
    case Vision::Deuteranopia:
        return "deuteranopia";
    case Vision::Protanopia:
        return "protanopia";
    case Vision::Tritanopia:
        return "tritanopia";
    }
    return "?";
}

double toLinear(int c8)
{
    const double c = c8 / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// Machado, Oliveira & Fernandes (2009), severity 1.0; rows act on linear RGB.
Rgb simulate(const Rgb &c, Vision v)
{
    using M = std::array<std::array<double, 3>, 3>;
    static const M protan = {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216},
                              {-0.003882, -0.048116, 1.051998}}};
    static const M deutan = {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413},
                              {-0.011820, 0.042940, 0.968881}}};
    static const M tritan = {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602},
                              {0.004733, 0.691367, 0.303900}}};
    const M *m = nullptr;
    switch (v) {
    case Vision::Normal:
        return c;
    case Vision::Deuteranopia:
        m = &deutan;
        break;
    case Vision::Protanopia:
        m = &protan;
        break;
    case Vision::Tritanopia:
        m = &tritan;
        break;
    }
    Rgb out{};
    for (int i = 0; i < 3; ++i)
        out[size_t(i)] = std::clamp((*m)[size_t(i)][0] * c[0] + (*m)[size_t(i)][1] * c[1] + (*m)[size_t(i)][2] * c[2],
                                    0.0, 1.0);
    return out;
}

Lab labOfLinear(const Rgb &c)
{
    const double x = 0.4124564 * c[0] + 0.3575761 * c[1] + 0.1804375 * c[2];
    const double y = 0.2126729 * c[0] + 0.7151522 * c[1] + 0.0721750 * c[2];
    const double z = 0.0193339 * c[0] + 0.1191920 * c[1] + 0.9503041 * c[2];
    auto f = [](double t) { return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0; };
    const double fx = f(x / 0.95047), fy = f(y / 1.0), fz = f(z / 1.08883);
    return {116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)};
}

Lab seen(const QColor &c, Vision v)
{
    return labOfLinear(simulate({toLinear(c.red()), toLinear(c.green()), toLinear(c.blue())}, v));
}

double degrees(double rad)
{
    return rad * 180.0 / M_PI;
}

double radians(double deg)
{
    return deg * M_PI / 180.0;
}

// CIEDE2000 (kL = kC = kH = 1), as in Sharma, Wu & Dalal (2005).
double ciede2000(const Lab &p, const Lab &q)
{
    const double c1 = std::hypot(p.a, p.b), c2 = std::hypot(q.a, q.b);
    const double cbar7 = std::pow((c1 + c2) / 2.0, 7.0);
    const double g = 0.5 * (1.0 - std::sqrt(cbar7 / (cbar7 + std::pow(25.0, 7.0))));
    const double a1 = p.a * (1.0 + g), a2 = q.a * (1.0 + g);
    const double c1p = std::hypot(a1, p.b), c2p = std::hypot(a2, q.b);
    auto hue = [](double b, double a) {
        if (a == 0.0 && b == 0.0)
            return 0.0;
        const double h = degrees(std::atan2(b, a));
        return h < 0 ? h + 360.0 : h;
    };
    const double h1 = hue(p.b, a1), h2 = hue(q.b, a2);
    const double dL = q.L - p.L;
    const double dC = c2p - c1p;
    double dh = 0.0;
    if (c1p * c2p != 0.0) {
        dh = h2 - h1;
        if (dh > 180.0)
            dh -= 360.0;
        else if (dh < -180.0)
            dh += 360.0;
    }
    const double dH = 2.0 * std::sqrt(c1p * c2p) * std::sin(radians(dh) / 2.0);
    const double lbar = (p.L + q.L) / 2.0;
    const double cbar = (c1p + c2p) / 2.0;
    double hbar = h1 + h2;
    if (c1p * c2p != 0.0) {
        if (std::abs(h1 - h2) <= 180.0)
            hbar = (h1 + h2) / 2.0;
        else if (h1 + h2 < 360.0)
            hbar = (h1 + h2 + 360.0) / 2.0;
        else
            hbar = (h1 + h2 - 360.0) / 2.0;
    }
    const double t = 1.0 - 0.17 * std::cos(radians(hbar - 30.0)) + 0.24 * std::cos(radians(2.0 * hbar))
        + 0.32 * std::cos(radians(3.0 * hbar + 6.0)) - 0.20 * std::cos(radians(4.0 * hbar - 63.0));
    const double dTheta = 30.0 * std::exp(-std::pow((hbar - 275.0) / 25.0, 2.0));
    const double cbar7p = std::pow(cbar, 7.0);
    const double rc = 2.0 * std::sqrt(cbar7p / (cbar7p + std::pow(25.0, 7.0)));
    const double sl = 1.0 + 0.015 * (lbar - 50.0) * (lbar - 50.0) / std::sqrt(20.0 + (lbar - 50.0) * (lbar - 50.0));
    const double sc = 1.0 + 0.045 * cbar;
    const double sh = 1.0 + 0.015 * cbar * t;
    const double rt = -std::sin(radians(2.0 * dTheta)) * rc;
    const double l = dL / sl, c = dC / sc, h = dH / sh;
    return std::sqrt(l * l + c * c + h * h + rt * c * h);
}

double deltaE(const QColor &x, const QColor &y, Vision v)
{
    return ciede2000(seen(x, v), seen(y, v));
}

const char *schemeName(ColorScheme s)
{
    return s == ColorScheme::Dark ? "dark" : "light";
}

// n tenants that keep the demo's A100-40GB busy in every mode.
Scenario busyTenants(int n)
{
    return uniformTenants(n, "palette", UniformTenant{400, 20, 12, 2, 8});
}

// Spread of the pixels inside `r`: the WCAG contrast ratio of the lightest to the darkest
// (1: one uniform colour).
double spread(const QImage &img, const QRect &r)
{
    QColor lo, hi;
    double loL = 1e9, hiL = -1;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const QColor c = img.pixelColor(x, y);
            const double l = contrastRatio(c, Qt::black); // monotone in luminance
            if (l < loL) {
                loL = l;
                lo = c;
            }
            if (l > hiL) {
                hiL = l;
                hi = c;
            }
        }
    return lo.isValid() ? contrastRatio(lo, hi) : 1.0;
}

QRect inner(const QRectF &r, double keep)
{
    const double dx = r.width() * (1 - keep) / 2, dy = r.height() * (1 - keep) / 2;
    return r.adjusted(dx, dy, -dx, -dy).toAlignedRect().adjusted(1, 1, -1, -1);
}

QPalette darkPalette(QPalette p)
{
    // As MainWindow::applyColorScheme(true) sets it.
    p.setColor(QPalette::Window, QColor(0x25, 0x28, 0x2d));
    p.setColor(QPalette::Base, QColor(0x1c, 0x1f, 0x24));
    p.setColor(QPalette::WindowText, QColor(0xe8, 0xea, 0xed));
    return p;
}

// The series of chart `id` that draws tenant `name`'s data (not its SLO, not the replay marker).
QAbstractSeries *dataSeries(const ChartPanel &panel, ChartPanel::ChartId id, const QString &name)
{
    for (QAbstractSeries *s : panel.chart(id)->series())
        if (s->name() == name && s->objectName().isEmpty())
            return s;
    return nullptr;
}

} // namespace

TEST_CASE("Our CIEDE2000 gives the published values of Sharma, Wu and Dalal's test data", "[palette]")
{
    struct Pair
    {
        Lab p, q;
        double dE;
    };
    // Pairs 1, 7, 9, 17, 25, 28, 31 and 34 of their table 1.
    const Pair pairs[] = {
        {{50.0000, 2.6772, -79.7751}, {50.0000, 0.0000, -82.7485}, 2.0425},
        {{50.0000, 0.0000, 0.0000}, {50.0000, -1.0000, 2.0000}, 2.3669},
        {{50.0000, 2.4900, -0.0010}, {50.0000, -2.4900, 0.0009}, 7.1792},
        {{50.0000, 2.5000, 0.0000}, {73.0000, 25.0000, -18.0000}, 27.1492},
        {{60.2574, -34.0099, 36.2677}, {60.4626, -34.1751, 39.4387}, 1.2644},
        {{35.0831, -44.1164, 3.7933}, {35.0232, -40.0716, 1.5901}, 1.8645},
        {{90.8027, -2.0831, 1.4410}, {91.1528, -1.6435, 0.0447}, 1.4441},
        {{2.0776, 0.0795, -1.1350}, {0.9033, -0.0636, -0.5514}, 0.9082},
    };
    for (const Pair &pair : pairs) {
        INFO("L " << pair.p.L << " a " << pair.p.a << " b " << pair.p.b << " vs L " << pair.q.L << " a " << pair.q.a
                  << " b " << pair.q.b);
        CHECK(ciede2000(pair.p, pair.q) == Approx(pair.dE).margin(0.00005));
        CHECK(ciede2000(pair.q, pair.p) == Approx(pair.dE).margin(0.00005)); // symmetric
    }
    // The simulation leaves grey grey (its rows sum to 1).
    for (Vision v : visions)
        CHECK(deltaE(QColor(0x80, 0x80, 0x80), QColor(0x80, 0x80, 0x80), v) == Approx(0.0).margin(0.5));
}

TEST_CASE("The first six tenant colours differ by at least 10 CIEDE2000 for normal vision and three colour-vision "
          "deficiencies, on the light and the dark canvas",
          "[palette]")
{
    std::ostringstream table;
    int failures = 0;
    for (ColorScheme scheme : {ColorScheme::Light, ColorScheme::Dark}) {
        for (Vision v : visions) {
            double worst = 1e9;
            int wa = -1, wb = -1;
            for (int a = 0; a < 6; ++a)
                for (int b = a + 1; b < 6; ++b) {
                    const double d = deltaE(tenantColor(a, scheme), tenantColor(b, scheme), v);
                    if (d < 10.0)
                        ++failures;
                    if (d < worst) {
                        worst = d;
                        wa = a;
                        wb = b;
                    }
                }
            table << schemeName(scheme) << ", " << visionName(v) << ": closest pair " << wa << "/" << wb << " dE00 "
                  << worst << "\n";
        }
    }
    INFO(table.str());
    CHECK(failures == 0);
}

TEST_CASE("No tenant colour can be taken for the idle grey, whatever the colour vision", "[palette]")
{
    for (ColorScheme scheme : {ColorScheme::Light, ColorScheme::Dark}) {
        const QColor idle = tenantColor(-1, scheme);
        for (int k = 0; k < 10; ++k)
            for (Vision v : visions) {
                INFO(schemeName(scheme) << " tenant " << k << " " << tenantColor(k, scheme).name().toStdString()
                                        << ", " << visionName(v));
                CHECK(deltaE(tenantColor(k, scheme), idle, v) >= 10.0);
            }
    }
}

TEST_CASE("Every tenant's chart line has a contrast of at least 3:1 to the chart background, light and dark",
          "[palette]")
{
    const Scenario s = busyTenants(10);
    ChartPanel panel;
    panel.setScenario(s);
    for (bool dark : {false, true}) {
        if (dark)
            panel.setPalette(darkPalette(panel.palette()));
        const QColor background = panel.chart(ChartPanel::Latency)->backgroundBrush().color();
        for (int k = 0; k < 10; ++k) {
            const QString name = QString::fromStdString(s.tenants[size_t(k)].name);
            for (ChartPanel::ChartId id : {ChartPanel::Latency, ChartPanel::Throughput, ChartPanel::Memory}) {
                auto *line = qobject_cast<QLineSeries *>(dataSeries(panel, id, name));
                REQUIRE(line);
                INFO((dark ? "dark" : "light") << " chart " << int(id) << ", tenant " << k << " "
                                               << line->pen().color().name().toStdString() << " on "
                                               << background.name().toStdString());
                CHECK(contrastRatio(line->pen().color(), background) >= 3.0);
            }
        }
    }
}

TEST_CASE("On the charts, tenants after the sixth differ by more than colour: a dash pattern and a patterned area",
          "[palette]")
{
    const Scenario s = busyTenants(8);
    ChartPanel panel;
    panel.setScenario(s);
    auto name = [&](int k) { return QString::fromStdString(s.tenants[size_t(k)].name); };
    for (ChartPanel::ChartId id : {ChartPanel::Latency, ChartPanel::Throughput, ChartPanel::Memory}) {
        std::vector<QPen> pens;
        for (int k = 0; k < 8; ++k) {
            auto *line = qobject_cast<QLineSeries *>(dataSeries(panel, id, name(k)));
            REQUIRE(line);
            pens.push_back(line->pen());
        }
        for (int k = 0; k < 6; ++k)
            CHECK(pens[size_t(k)].style() == Qt::SolidLine);
        for (int k : {6, 7}) {
            INFO("chart " << int(id) << ", tenant " << k);
            CHECK(pens[size_t(k)].style() != Qt::SolidLine);
            // Not the SLO's dashes nor the dotted KV/TPOT lines: those mean something else.
            CHECK(pens[size_t(k)].style() != Qt::DashLine);
            CHECK(pens[size_t(k)].style() != Qt::DotLine);
        }
        CHECK(pens[6].dashPattern() != pens[7].dashPattern());
    }
    // The SM chart's areas: a patterned brush from the seventh tenant on.
    for (int k = 0; k < 8; ++k) {
        auto *area = qobject_cast<QAreaSeries *>(dataSeries(panel, ChartPanel::SmUse, name(k)));
        REQUIRE(area);
        INFO("tenant " << k);
        if (k < 6)
            CHECK(area->brush().style() == Qt::SolidPattern);
        else
            CHECK(area->brush().style() == Qt::TexturePattern);
    }
    CHECK(qobject_cast<QAreaSeries *>(dataSeries(panel, ChartPanel::SmUse, name(6)))->brush().textureImage()
          != qobject_cast<QAreaSeries *>(dataSeries(panel, ChartPanel::SmUse, name(7)))->brush().textureImage());
}

TEST_CASE("The canvas draws the cells of a tenant after the sixth with a pattern, the first six plain", "[palette]")
{
    const Scenario s = busyTenants(8);
    const SharingPlan plan = planForMode(s, Mode::Mps);
    REQUIRE(plan.mps.clients.size() == 8);
    std::unique_ptr<Engine> e = Engine::create(s, plan);
    REQUIRE(e);
    e->advanceTo(std::min(2.0, e->durationS()));
    for (bool dark : {false, true}) {
        GpuCanvas canvas;
        if (dark)
            canvas.setPalette(darkPalette(canvas.palette()));
        canvas.resize(1366, 768);
        canvas.setScene(s, plan);
        canvas.setSnapshot(e->snapshot());
        QImage img(canvas.size(), QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        canvas.render(&img);
        const QList<int> &cells = canvas.model().live().cells;
        std::array<int, 8> seen{};
        for (int i = 0; i < cells.size() && i < canvas.gpuLayout().sms().size(); ++i) {
            const int k = cells[i];
            if (k < 0 || k >= 8)
                continue;
            const QRectF cell = canvas.gpuLayout().sms()[i].rect;
            REQUIRE(cell.width() >= 12);
            const double sp = spread(img, inner(cell, 0.7));
            INFO((dark ? "dark" : "light") << " cell " << i << " of tenant " << k << ": spread " << sp);
            if (k < 6)
                CHECK(sp < 1.08);
            else
                CHECK(sp > 1.3);
            ++seen[size_t(k)];
        }
        CHECK(seen[0] > 0);
        CHECK(seen[6] > 0);
        CHECK(seen[7] > 0);
    }
}

TEST_CASE("The tenant list's icon of a tenant after the sixth shows its pattern", "[palette]")
{
    MainWindow w;
    w.setScenario(busyTenants(8));
    settle();
    auto *list = w.findChild<QListWidget *>(QStringLiteral("tenantList"));
    REQUIRE(list);
    REQUIRE(list->count() == 8);
    std::vector<QImage> icons;
    for (int k = 0; k < 8; ++k) {
        const QImage img = list->item(k)->icon().pixmap(64, 64).toImage().convertToFormat(QImage::Format_ARGB32);
        const double sp = spread(img, inner(QRectF(img.rect()), 0.6));
        INFO("tenant " << k << ": spread " << sp);
        if (k < 6)
            CHECK(sp < 1.08);
        else
            CHECK(sp > 1.3);
        icons.push_back(img);
    }
    CHECK(icons[6] != icons[7]);
}

TEST_CASE("tenantPattern gives the first six tenants none and the next six six different motifs", "[palette]")
{
    for (int k = 0; k < 6; ++k)
        CHECK(tenantPattern(k) == Qt::NoBrush);
    std::set<int> motifs;
    for (int k = 6; k < 12; ++k) {
        INFO("tenant " << k);
        CHECK(tenantPattern(k) != Qt::NoBrush);
        CHECK(tenantPattern(k) != Qt::SolidPattern);
        // Not the hatches that mean "not exposed" and "unusable" on the canvas.
        CHECK(tenantPattern(k) != Qt::BDiagPattern);
        CHECK(tenantPattern(k) != Qt::DiagCrossPattern);
        motifs.insert(int(tenantPattern(k)));
    }
    CHECK(motifs.size() == 6);
    // Colour and motif together name a tenant: no two of the first 30 share both.
    std::set<std::pair<QRgb, int>> looks;
    for (int k = 0; k < 30; ++k)
        looks.insert({tenantColor(k).rgb(), int(tenantPattern(k))});
    CHECK(looks.size() == 30);
}

TEST_CASE("tenantBrush is the plain colour for the first six tenants and a visible motif over it after", "[palette]")
{
    const QColor fill = tenantColor(0);
    CHECK(tenantBrush(3, fill).style() == Qt::SolidPattern);
    CHECK(tenantBrush(3, fill).color() == fill);
    const QBrush six = tenantBrush(6, tenantColor(6)), seven = tenantBrush(7, tenantColor(6));
    REQUIRE(six.style() == Qt::TexturePattern);
    REQUIRE(seven.style() == Qt::TexturePattern);
    CHECK(six.textureImage() != seven.textureImage()); // same colour, other motif
    for (int k = 6; k < 12; ++k)
        for (ColorScheme scheme : {ColorScheme::Light, ColorScheme::Dark})
            for (double alpha : {1.0, 0.22}) {
                QColor c = tenantColor(k, scheme);
                c.setAlphaF(float(alpha));
                QImage img(32, 32, QImage::Format_ARGB32_Premultiplied);
                img.fill(scheme == ColorScheme::Dark ? QColor(0x1c, 0x1f, 0x24) : QColor(0xf6, 0xf7, 0xf9));
                QPainter p(&img);
                paintTenantFill(p, QRectF(0, 0, 32, 32), k, c);
                p.end();
                INFO(schemeName(scheme) << " tenant " << k << " alpha " << alpha);
                CHECK(spread(img, img.rect()) > (alpha < 1 ? 1.15 : 1.3));
            }
}

TEST_CASE("tenantLineColor keeps the hue and reaches 3:1 on the charts' light and dark backgrounds", "[palette]")
{
    for (const QColor &plot : {QColor(Qt::white), QColor(0x1c, 0x1f, 0x24)}) {
        for (int k = 0; k < 10; ++k) {
            const QColor line = tenantLineColor(k, plot);
            const QColor base = tenantColor(k, schemeForBackground(plot));
            INFO(plot.name().toStdString() << " tenant " << k << ": " << base.name().toStdString() << " -> "
                                           << line.name().toStdString() << ", contrast "
                                           << contrastRatio(line, plot));
            CHECK(contrastRatio(line, plot) >= 3.0);
            const int dh = std::abs(line.hslHue() - base.hslHue());
            CHECK(std::min(dh, 360 - dh) <= 6);
            if (contrastRatio(base, plot) >= 3.0)
                CHECK(line == base); // changed only where needed
        }
    }
    // The pens: solid for the first six, a dash pattern of their own after.
    std::set<QList<qreal>> dashes;
    for (int k = 0; k < 12; ++k) {
        const QPen pen = tenantLinePen(k, Qt::white, 2);
        CHECK(pen.widthF() == 2);
        if (k < 6) {
            CHECK(pen.style() == Qt::SolidLine);
        } else {
            CHECK(pen.style() == Qt::CustomDashLine);
            dashes.insert(pen.dashPattern());
        }
    }
    CHECK(dashes.size() == 6);
}

TEST_CASE("A tenant's SLO, KV and TPOT lines after the sixth differ from every other tenant's by pattern, not only colour",
          "[palette]")
{
    // Per kind of line: the first six keep the meaning-carrying styles; after them, every tenant's
    // pen of that kind is a pattern no other tenant's pen of that kind has (nor another kind's).
    const std::map<TenantLine, Qt::PenStyle> plain = {
        {TenantLine::Data, Qt::SolidLine}, {TenantLine::Target, Qt::DashLine}, {TenantLine::Detail, Qt::DotLine}};
    std::set<QList<qreal>> all;
    for (const auto &[kind, style] : plain) {
        std::set<QList<qreal>> patterns;
        for (int k = 0; k < 12; ++k) {
            INFO("kind " << int(kind) << ", tenant " << k);
            const QPen pen = tenantLinePen(k, Qt::white, 1.5, kind);
            CHECK(pen.widthF() == 1.5);
            CHECK(pen.color() == tenantLineColor(k, Qt::white));
            if (k < 6) {
                CHECK(pen.style() == style);
            } else {
                CHECK(pen.style() == Qt::CustomDashLine);
                patterns.insert(pen.dashPattern());
                all.insert(pen.dashPattern());
            }
        }
        CHECK(patterns.size() == 6);
    }
    CHECK(all.size() == 18);

    // On the charts: the SLO lines of tenants 7 and 8 are not the first six's dashes, nor each other's.
    const Scenario s = busyTenants(8);
    ChartPanel panel;
    panel.setScenario(s);
    std::vector<QPen> slo;
    for (QAbstractSeries *series : panel.chart(ChartPanel::Latency)->series())
        if (series->objectName() == QStringLiteral("sloLine"))
            slo.push_back(qobject_cast<QLineSeries *>(series)->pen());
    REQUIRE(slo.size() == 8);
    for (int k = 0; k < 6; ++k)
        CHECK(slo[size_t(k)].style() == Qt::DashLine);
    CHECK(slo[6].style() == Qt::CustomDashLine);
    CHECK(slo[7].style() == Qt::CustomDashLine);
    CHECK(slo[6].dashPattern() != slo[7].dashPattern());
}
