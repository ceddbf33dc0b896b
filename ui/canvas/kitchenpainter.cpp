#include "kitchenpainter.h" // own header by plain name: lupdate then knows the class is gpuk::KitchenPainter

#include "sharing/validate.h"
#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"
#include "ui/text/words.h"

#include <QDataStream>
#include <QIODevice>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QHash>
#include <QPainterPath>
#include <QPixmap>

#include <algorithm>
#include <cmath>
#include <functional>

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

namespace {

constexpr double pi = 3.14159265358979323846;

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

} // namespace

void KitchenPainter::begin(const CanvasModel &model, const GpuLayout &layout)
{
    m_model = &model;
    m_layout = &layout;
    m_snapshot = model.hasSnapshot() ? &model.live() : nullptr;
}

// ---------------------------------------------------------------------------------------------
// Words

QString KitchenPainter::instanceTitle(int instance) const
{
    const CanvasModel::Room *r = m_model->room(instance);
    return r ? r->title : QString();
}

QString KitchenPainter::roomWord(int instance) const
{
    if (mode() == Mode::Vgpu)
        return tr("Stall room %1").arg(instanceTitle(instance));
    return tr("Private room %1").arg(instanceTitle(instance));
}

QString KitchenPainter::keyLabel(KeyItem item) const
{
    switch (item) {
    case KeyItem::NotExposed:
        return tr("burner under a lid: the room's size does not use it");
    case KeyItem::Stranded:
        return tr("boarded-up burners: no room fits there with this layout");
    case KeyItem::Free:
        return tr("free burners: a new private room could go here");
    case KeyItem::Unusable:
        return tr("burners lost when the walls go in (MIG on)");
    case KeyItem::UnusedMemory:
        return tr("empty pantry shelf");
    }
    return {};
}

int KitchenPainter::liveOwner(int sm) const
{
    if (!m_snapshot || sm < 0 || sm >= int(m_snapshot->smState.size()) || sm >= int(m_snapshot->smTenant.size()))
        return -1;
    // Exclusive: the big stove stands for "a kitchen like this one"; every team cooks in its own
    // (its card below). Lighting the teams' burners on this one stove drew them sharing it.
    if (mode() == Mode::Exclusive)
        return -1;
    return m_snapshot->smState[size_t(sm)] == SmState::Busy ? m_snapshot->smTenant[size_t(sm)] : -1;
}

int KitchenPainter::queuedOf(int tenant) const
{
    const CanvasModel::LiveTenant *v = m_model->liveTenant(tenant);
    return v ? v->guests : 0;
}

bool KitchenPainter::onFire(int tenant) const
{
    const CanvasModel::LiveTenant *v = m_model->liveTenant(tenant);
    return v && v->onFire;
}

// ---------------------------------------------------------------------------------------------
// Painting

void KitchenPainter::paint(QPainter &p, const QRectF &bounds, const CanvasModel &model, const GpuLayout &gpuLayout,
                           ColorScheme scheme, const QFont &font)
{
    begin(model, gpuLayout);
    m_scheme = scheme;
    m_font = font;
    Palette c;
    c.scheme = m_scheme;
    if (m_scheme == ColorScheme::Dark) {
        c.floor = QColor(0x22, 0x1d, 0x19);
        c.tileLine = QColor(0x2d, 0x27, 0x22);
        c.text = QColor(0xf4, 0xec, 0xe2);
        c.subtle = QColor(0xcf, 0xbf, 0xae);
        c.stove = QColor(0x34, 0x37, 0x3c);
        c.stoveEdge = QColor(0x8a, 0x90, 0x98);
        c.ring = QColor(0x12, 0x13, 0x15);
        c.cold = QColor(0x5e, 0x63, 0x6a);
        c.coldEdge = QColor(0x8d, 0x93, 0x9b);
        c.grate = QColor(0x74, 0x7a, 0x82);
        c.brick = QColor(0xb8, 0x5c, 0x3c);
        c.mortar = QColor(0x4a, 0x3a, 0x30);
        c.wood = QColor(0xa8, 0x76, 0x45);
        c.woodDark = QColor(0x6e, 0x47, 0x26);
        c.shelfBack = QColor(0x3a, 0x30, 0x29);
        c.jarGlass = QColor(0x26, 0x22, 0x1f); // an empty jar: darker than the shelf, so full ones stand out
        c.jarEdge = QColor(0xa9, 0xb4, 0xba);
        c.smoke = QColor(0xd8, 0xdb, 0xde);
        c.danger = QColor(0xff, 0x7b, 0x72);
        c.stranded = QColor(0xf2, 0xa5, 0x31);
        c.pass = QColor(0x3b, 0x33, 0x2c);
        c.passEdge = QColor(0x8a, 0x77, 0x66);
        c.roomAlpha = 0.2;
    } else {
        c.floor = QColor(0xf8, 0xf1, 0xe6);
        c.tileLine = QColor(0xec, 0xe1, 0xd1);
        c.text = QColor(0x2a, 0x1d, 0x14);
        c.subtle = QColor(0x5c, 0x48, 0x38);
        c.stove = QColor(0x3c, 0x40, 0x46);
        c.stoveEdge = QColor(0x22, 0x25, 0x29);
        c.ring = QColor(0x16, 0x17, 0x1a);
        c.cold = QColor(0x6b, 0x70, 0x78);
        c.coldEdge = QColor(0x95, 0x9b, 0xa3);
        c.grate = QColor(0x85, 0x8b, 0x93);
        c.brick = QColor(0xa8, 0x4a, 0x2c);
        c.mortar = QColor(0xf0, 0xe2, 0xd0);
        c.wood = QColor(0x9a, 0x66, 0x38);
        c.woodDark = QColor(0x5f, 0x3b, 0x1d);
        c.shelfBack = QColor(0xee, 0xe2, 0xcf);
        c.jarGlass = QColor(0xfb, 0xfd, 0xfd);
        c.jarEdge = QColor(0x7d, 0x8a, 0x90);
        c.smoke = QColor(0xe6, 0xe8, 0xea); // white-grey smoke over the dark stove
        c.danger = QColor(0xc6, 0x28, 0x28);
        c.stranded = QColor(0xa3, 0x58, 0x00);
        c.pass = QColor(0xe4, 0xd3, 0xbd);
        c.passEdge = QColor(0xa8, 0x8d, 0x70);
        c.roomAlpha = 0.17;
    }
    c.fire = QColor(0xff, 0x5a, 0x1f);
    c.fireCore = QColor(0xff, 0xd5, 0x4a);
    c.plank = QColor(0xb0, 0x7a, 0x45);

    const bool valid = gpuLayout.isValid() && gpu();
    paintStaticLayer(p, c, bounds, valid);
    if (!valid)
        return;
    paintTitle(p, c);
    paintStoves(p, c);
    paintBurners(p, c);
    paintSmoke(p, c);
    paintPass(p, c);
    paintTimetable(p, c);
    paintSigns(p, c);
    paintPantry(p, c);
    paintLegend(p, c);
    paintFires(p, c);
}

// The floor and the MIG rooms' walls change only with the layout, the size and the palette, and
// they are the costliest part of a frame (a dashed wide pen for the mortar joints, hundreds of
// tile lines): painted once into a pixmap and blitted, like the technical canvas's static layer.
void KitchenPainter::paintStaticLayer(QPainter &p, const Palette &c, const QRectF &bounds, bool valid) const
{
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    QByteArray key;
    {
        QDataStream k(&key, QIODevice::WriteOnly);
        k << bounds << dpr << int(c.scheme) << c.floor.rgba() << c.brick.rgba() << valid;
        if (valid) {
            k << layout().lineHeight() << layout().gap();
            for (const GpuLayout::Room &room : layout().rooms())
                k << room.outline << tenantColor(roomTenant(room.instance), c.scheme).rgba();
        }
    }
    QPixmap &cached = m_staticLayer;
    if (key != m_staticKey || cached.isNull()) {
        cached = QPixmap((bounds.size() * dpr).toSize());
        cached.setDevicePixelRatio(dpr);
        QPainter sp(&cached);
        sp.setRenderHints(p.renderHints());
        sp.translate(-bounds.topLeft());
        paintFloor(sp, c, bounds);
        if (valid)
            paintRooms(sp, c);
        m_staticKey = key;
    }
    p.drawPixmap(bounds.topLeft(), cached);
}

void KitchenPainter::paintFloor(QPainter &p, const Palette &c, const QRectF &bounds) const
{
    p.fillRect(bounds, c.floor);
    // Kitchen tiles: a faint grid, sized with the picture.
    const qreal tile = layout().isValid() ? std::max(24.0, layout().lineHeight() * 2.2) : 48.0;
    p.setPen(QPen(c.tileLine, 1));
    QVector<QLineF> lines;
    for (qreal x = bounds.left() + tile; x < bounds.right(); x += tile)
        lines << QLineF(x, bounds.top(), x, bounds.bottom());
    for (qreal y = bounds.top() + tile; y < bounds.bottom(); y += tile)
        lines << QLineF(bounds.left(), y, bounds.right(), y);
    p.drawLines(lines);
}

void KitchenPainter::paintTitle(QPainter &p, const Palette &c) const
{
    const CanvasModel::Gpu *g = gpu();
    const GpuLayout &l = layout();
    const QRectF r = l.titleRect();
    QString right = Words::modeDescription(mode(), Skin::Kitchen);
    if (mode() == Mode::Vgpu && m_model->vgpuMigBacked())
        right = tr("vGPU: stalls behind welded walls (MIG-backed)");
    double lit = -1;
    if (m_snapshot && !m_snapshot->smState.empty()) {
        // Monitoring = the gas meter: how many burners are lit right now (exclusive: the share
        // of all the teams' burners, the example stove stays cold).
        lit = m_snapshot->litShare;
        right = tr("Gas meter: %1 % of the burners lit").arg(localeNumber(lit * 100, 0));
    }
    const QString left = tr("Kitchen: %1 · %2 burners (SMs) · %3 GB pantry (memory)")
                             .arg(g->id)
                             .arg(g->sms)
                             .arg(localeNumber(g->memoryGiB));
    const QFont rightFont = pixelFont(m_font, l.fontPx(), true);
    const qreal leftNeed = QFontMetricsF(pixelFont(m_font, l.titleFontPx(), true)).horizontalAdvance(left);
    if (lit >= 0 && leftNeed + QFontMetricsF(rightFont).horizontalAdvance(right) + l.lineHeight() * 2 > r.width())
        right = tr("Gas: %1 %").arg(localeNumber(lit * 100, 0)); // a small window: the title comes first
    qreal rightW = std::min(r.width() * 0.45, QFontMetricsF(rightFont).horizontalAdvance(right) + 4);
    p.setPen(c.subtle);
    drawFitted(p, QRectF(r.right() - rightW, r.top(), rightW, r.height()), right, rightFont,
               Qt::AlignRight | Qt::AlignVCenter, l.smallFontPx());
    if (lit >= 0) {
        // The meter's dial, left of its words: green to red, the needle at the share lit.
        const qreal d = std::min(r.height() * 0.9, l.lineHeight() * 1.2);
        const QRectF dial(r.right() - rightW - d - l.gap(), r.center().y() - d / 2, d, d);
        p.setPen(QPen(c.text, 1.2));
        p.setBrush(c.scheme == ColorScheme::Dark ? c.stove : QColor(0xff, 0xff, 0xff));
        p.drawEllipse(dial);
        const QRectF arc = dial.adjusted(d * 0.14, d * 0.14, -d * 0.14, -d * 0.14);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(0x3a, 0x9a, 0x4a), d * 0.1, Qt::SolidLine, Qt::FlatCap));
        p.drawArc(arc, 210 * 16, -160 * 16);
        p.setPen(QPen(QColor(0xd0, 0x3a, 0x2a), d * 0.1, Qt::SolidLine, Qt::FlatCap));
        p.drawArc(arc, 50 * 16, -80 * 16);
        const double a = (210.0 - 240.0 * std::clamp(lit, 0.0, 1.0)) * pi / 180.0;
        p.setPen(QPen(c.text, 2, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(dial.center(), dial.center() + QPointF(std::cos(a), -std::sin(a)) * d * 0.4);
        rightW += d + l.gap();
    }
    p.setPen(c.text);
    drawFitted(p, QRectF(r.left(), r.top(), r.width() - rightW - l.gap() * 3, r.height()), left,
               pixelFont(m_font, l.titleFontPx(), true), Qt::AlignLeft | Qt::AlignVCenter, l.smallFontPx());
}

void KitchenPainter::paintRooms(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    const qreal wallW = std::max(4.0, l.gap() * 1.3);
    for (const GpuLayout::Room &room : l.rooms()) {
        if (room.outline.isEmpty())
            continue;
        const QColor tc = tenantColor(roomTenant(room.instance), c.scheme);
        QPainterPath path;
        path.addPolygon(room.outline);
        path.closeSubpath();
        p.fillPath(path, withAlpha(tc, c.roomAlpha)); // the room's carpet in the team's colour
        // Brick walls: a thick brick-red wall, mortar joints across it, a thin weld seam in the
        // team's colour on the inside.
        QPen wall(c.brick, wallW);
        wall.setJoinStyle(Qt::MiterJoin);
        p.setPen(wall);
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        QPen joints(c.mortar, wallW);
        joints.setCapStyle(Qt::FlatCap);
        joints.setDashPattern({0.22, 2.2});
        p.setPen(joints);
        p.drawPath(path);
        QPen seam(c.scheme == ColorScheme::Dark ? tc.lighter(115) : tc.darker(130), std::max(1.5, wallW * 0.25));
        seam.setJoinStyle(Qt::MiterJoin);
        p.setPen(seam);
        p.drawPath(path);
    }
}

void KitchenPainter::paintStoves(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    const qreal g = l.gap();
    auto stove = [&](const QRectF &r, const QColor &edge, qreal edgeW) {
        const QPainterPath path = roundedPath(r, g * 1.2);
        p.fillPath(path, c.stove);
        p.setPen(QPen(edge, edgeW));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    };
    if (migEnabled()) {
        // A stove section per compute slice, inside its room (or standing free).
        for (const GpuLayout::Slice &s : l.slices())
            stove(s.rect.adjusted(-g * 0.35, -g * 0.35, g * 0.35, g * 0.35), c.stoveEdge, 1.5);
        if (!l.extraRect().isNull())
            stove(l.extraRect().adjusted(-g * 0.35, -g * 0.35, g * 0.35, g * 0.35), c.stoveEdge, 1.5);
        return;
    }
    // One big stove. Taking turns: its rim wears the apron colour of the team cooking now.
    QColor edge = c.stoveEdge;
    qreal edgeW = 2;
    if (m_snapshot && (mode() == Mode::Timeslice || mode() == Mode::Vgpu) && m_snapshot->sliceOwner >= 0) {
        edge = tenantColor(m_snapshot->sliceOwner, c.scheme);
        edgeW = std::max(4.0, g * 1.4);
    }
    stove(stoveRect(), edge, edgeW);

    if (mode() == Mode::Vgpu && !m_model->legend().empty()) {
        // Food court: a striped awning over the stove in the stalls' colours.
        const QRectF sr = stoveRect();
        const qreal ah = std::max(10.0, l.lineHeight() * 0.75);
        const QRectF band(sr.left(), sr.top() - ah * 0.6, sr.width(), ah);
        const qreal stripe = std::max(12.0, l.lineHeight() * 1.1);
        const int n = std::max(1, int(band.width() / stripe));
        const qreal w = band.width() / n;
        const std::vector<int> stalls = m_model->legendTenants();
        for (int i = 0; i < n; ++i) {
            const QColor col = i % 2 ? QColor(0xfb, 0xf8, 0xf2) : tenantColor(stalls[size_t(i / 2) % stalls.size()], c.scheme);
            QPainterPath scallop;
            scallop.addRect(QRectF(band.left() + i * w, band.top(), w, band.height() * 0.7));
            scallop.addEllipse(QRectF(band.left() + i * w, band.top() + band.height() * 0.4, w, band.height() * 0.6));
            p.fillPath(scallop.simplified(), col);
        }
        p.setPen(QPen(c.woodDark, 1.5));
        p.drawLine(band.topLeft(), band.topRight());
    }
}

QRectF KitchenPainter::stoveRect() const
{
    // The burners only: the banner above stays on the light floor, readable.
    const GpuLayout &l = layout();
    QRectF r = l.gridRect();
    if (!l.extraRect().isNull())
        r = r.united(l.extraRect());
    return r.adjusted(-l.gap() * 0.8, -l.gap() * 0.8, l.gap() * 0.8, l.gap() * 0.8);
}

void KitchenPainter::drawBurner(QPainter &p, const Palette &c, const QPointF &ctr, qreal R, int look,
                                const QColor &colour)
{
    const bool dark = c.scheme == ColorScheme::Dark;
    if (BurnerLook(look) == BurnerLook::Free) {
        // A free place on the counter: only the outline of a burner.
        p.setPen(QPen(c.coldEdge, 1.2, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(ctr, R * 0.9, R * 0.9);
        return;
    }
    // The burner: a dark ring and a grate.
    p.setPen(Qt::NoPen);
    p.setBrush(c.ring);
    p.drawEllipse(ctr, R, R);
    if (BurnerLook(look) == BurnerLook::Lit) {
        // A ring of flames in the team's colour around a bright core.
        QPolygonF star = flameStar();
        for (QPointF &pt : star)
            pt = ctr + pt * (R * 0.95);
        p.setBrush(colour);
        p.drawPolygon(star);
        p.setBrush(mix(colour, QColor(0xff, 0xf3, 0xc4), 0.55));
        p.drawEllipse(ctr, R * 0.52, R * 0.52);
        p.setBrush(c.ring);
        p.drawEllipse(ctr, R * 0.22, R * 0.22);
        p.setBrush(Qt::NoBrush);
        return;
    }
    p.setBrush(c.cold);
    p.drawEllipse(ctr, R * 0.68, R * 0.68);
    p.setPen(QPen(c.ring, std::max(1.0, R * 0.12)));
    p.drawLine(QPointF(ctr.x() - R * 0.68, ctr.y()), QPointF(ctr.x() + R * 0.68, ctr.y()));
    p.drawLine(QPointF(ctr.x(), ctr.y() - R * 0.68), QPointF(ctr.x(), ctr.y() + R * 0.68));
    p.setPen(Qt::NoPen);
    p.setBrush(c.grate);
    p.drawEllipse(ctr, R * 0.24, R * 0.24);
    switch (BurnerLook(look)) {
    case BurnerLook::Rim:
        // A cold burner of a private room: a rim in the room's colour says whose it is.
        p.setPen(QPen(colour, std::max(1.5, R * 0.16)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(ctr, R * 0.9, R * 0.9);
        break;
    case BurnerLook::Lid:
        // A lid in the room's colour: there, but the profile does not use it.
        p.setBrush(withAlpha(colour, 0.55));
        p.setPen(QPen(dark ? colour.lighter(130) : colour.darker(140), 1.2, Qt::DashLine));
        p.drawEllipse(ctr, R * 0.92, R * 0.92);
        p.setPen(Qt::NoPen);
        p.setBrush(dark ? colour.lighter(140) : colour.darker(150));
        p.drawEllipse(ctr, R * 0.2, R * 0.2);
        break;
    case BurnerLook::Boarded: {
        // Boarded up: two planks nailed across.
        QPen pen(colour, std::max(2.0, R * 0.42));
        pen.setCapStyle(Qt::FlatCap);
        p.setPen(pen);
        const qreal d = R * 0.95;
        p.drawLine(QPointF(ctr.x() - d, ctr.y() - d * 0.55), QPointF(ctr.x() + d, ctr.y() + d * 0.55));
        p.drawLine(QPointF(ctr.x() - d, ctr.y() + d * 0.55), QPointF(ctr.x() + d, ctr.y() - d * 0.55));
        break;
    }
    default:
        break;
    }
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::NoBrush);
}

void KitchenPainter::paintBurners(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    // 100+ antialiased burners per frame are the picture's main cost: each look is drawn once
    // into a small pixmap (per size, colour and scheme) and then only blitted.
    QHash<quint64, QPixmap> &sprites = m_burnerSprites;
    if (sprites.size() > 512)
        sprites.clear();
    const qreal dpr = p.device() ? std::max(1.0, p.device()->devicePixelRatioF()) : 1.0;
    const bool sprite = p.transform().isIdentity() || p.transform().type() <= QTransform::TxTranslate;

    for (int i = 0; i < l.sms().size(); ++i) {
        const GpuLayout::Sm &sm = l.sms()[i];
        const QPointF ctr = sm.rect.center();
        const qreal R = std::round(std::min(sm.rect.width(), sm.rect.height()) * 0.46 * 2) / 2;
        if (R < 1.5)
            continue;
        const GpuLayout::SmState state = sm.state;
        const int owner = liveOwner(i);
        bool stranded = state == GpuLayout::SmState::Stranded;
        bool boarded = stranded || state == GpuLayout::SmState::Unusable;
        if (m_snapshot && i < int(m_snapshot->smState.size())) {
            switch (m_snapshot->smState[size_t(i)]) {
            case SmState::UnusableMig:
                boarded = true;
                break;
            case SmState::Stranded:
                boarded = stranded = true;
                break;
            default:
                break;
            }
        }
        BurnerLook look = BurnerLook::Cold;
        QColor colour;
        if (state == GpuLayout::SmState::Free) {
            look = BurnerLook::Free;
        } else if (boarded) {
            look = BurnerLook::Boarded;
            colour = stranded ? c.stranded : c.plank;
        } else if (owner >= 0) {
            look = BurnerLook::Lit;
            colour = tenantColor(owner, c.scheme);
        } else if (state == GpuLayout::SmState::NotExposed) {
            look = BurnerLook::Lid;
            colour = tenantColor(roomTenant(sm.instance), c.scheme);
        } else if (state == GpuLayout::SmState::Exposed) {
            look = BurnerLook::Rim;
            colour = tenantColor(roomTenant(sm.instance), c.scheme);
        }
        if (!sprite) {
            drawBurner(p, c, ctr, R, int(look), colour);
            continue;
        }
        const quint64 key = quint64(look) | quint64(std::lround(R * 2)) << 4 | quint64(colour.rgba()) << 20
            | quint64(c.scheme == ColorScheme::Dark) << 52 | quint64(std::lround(dpr * 4) & 0x3f) << 53;
        auto it = sprites.find(key);
        const qreal half = R + 2;
        if (it == sprites.end()) {
            QPixmap pm(int(std::ceil(2 * half * dpr)), int(std::ceil(2 * half * dpr)));
            pm.setDevicePixelRatio(dpr);
            pm.fill(Qt::transparent);
            QPainter sp(&pm);
            sp.setRenderHint(QPainter::Antialiasing);
            drawBurner(sp, c, QPointF(half, half), R, int(look), colour);
            sp.end();
            it = sprites.insert(key, pm);
        }
        p.drawPixmap(QPointF(ctr.x() - half, ctr.y() - half), *it);
    }
}

// A smoke puff in `colour`, 2.6 x 1.85 puff radii, opaque; cached per colour.
const QPixmap &KitchenPainter::smokeSprite(const QColor &colour) const
{
    QColor &cachedColour = m_smokeColour;
    QPixmap &sprite = m_smokeSprite;
    if (sprite.isNull() || cachedColour != colour) {
        constexpr qreal r = 40; // the sprite's puff radius in pixels: smooth when scaled down
        sprite = QPixmap(QSize(int(r * 2.6), int(r * 1.85)));
        sprite.fill(Qt::transparent);
        QPainter sp(&sprite);
        sp.setRenderHint(QPainter::Antialiasing);
        sp.setPen(Qt::NoPen);
        sp.setBrush(colour);
        QPainterPath cloud;
        const QPointF o(r * 1.2, r * 1.05); // the puff's centre inside the sprite
        cloud.addEllipse(o, r, r * 0.8);
        cloud.addEllipse(o + QPointF(r * 0.7, -r * 0.25), r * 0.7, r * 0.6);
        cloud.addEllipse(o + QPointF(-r * 0.6, -r * 0.15), r * 0.6, r * 0.5);
        cloud.setFillRule(Qt::WindingFill);
        sp.drawPath(cloud);
        cachedColour = colour;
    }
    return sprite;
}

void KitchenPainter::paintSmoke(QPainter &p, const Palette &c) const
{
    const double density = m_model->smokeDensity();
    if (density <= 0.01)
        return;
    const QRectF area = stoveRect();
    const int puffs = int(std::lround(density * 26));
    const qreal base = std::max(10.0, std::min(area.width(), area.height()) * 0.09);
    const double t = m_snapshot ? m_snapshot->timeS : 0;
    p.setPen(Qt::NoPen);
    for (int i = 0; i < puffs; ++i) {
        const qreal x = area.left() + area.width() * (0.04 + 0.92 * hash01(i, 1));
        // Puffs rise with simulated time and fade out near the top of the stove.
        const double rise = std::fmod(hash01(i, 2) + t * (0.8 + hash01(i, 3)), 1.0);
        const qreal y = area.bottom() - area.height() * rise;
        const qreal r = base * (0.7 + 0.8 * hash01(i, 4)) * (0.8 + 0.5 * rise);
        const qreal a = (0.18 + 0.22 * density) * (1.0 - 0.6 * rise);
        // One puff: three overlapping ellipses, drawn once as a sprite (blending 80 large
        // antialiased ellipses a frame cost 2 ms), placed with the puff's opacity.
        p.setOpacity(a);
        p.drawPixmap(QRectF(x - r * 1.2, y - r * 1.05, r * 2.6, r * 1.85), smokeSprite(c.smoke), QRectF());
    }
    p.setOpacity(1.0);
}

void KitchenPainter::paintSigns(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    const CanvasModel::Gpu *g = gpu();
    const qreal fpx = l.fontPx();
    const qreal spx = l.smallFontPx();
    const qreal minPx = std::min(spx, 10.0);
    const bool mig = migEnabled();

    if (l.extraSmCount() > 0) {
        const QRectF r = l.extraSignRect().adjusted(l.gap() * 0.3, 0, -l.gap() * 0.3, 0);
        p.setPen(mig ? c.text : c.subtle);
        drawFitted(p, QRectF(r.left(), r.top(), r.width(), r.height() / 3), tr("%1 burners").arg(l.extraSmCount()),
                   pixelFont(m_font, fpx, true), Qt::AlignCenter, minPx);
        p.setPen(c.subtle);
        drawFitted(p, QRectF(r.left(), r.top() + r.height() / 3, r.width(), r.height() * 2 / 3),
                   mig ? tr("boarded up: no room reaches them") : tr("lost when the walls go in"),
                   pixelFont(m_font, spx), Qt::AlignHCenter | Qt::AlignTop, minPx, true);
    }

    if (mig) {
        for (const GpuLayout::Room &room : l.rooms()) {
            if (room.outline.isEmpty())
                continue;
            const int k = roomTenant(room.instance);
            const QColor tc = tenantColor(k, c.scheme);
            // A door sign: a wooden board with the team's colour as its face.
            const QRectF sign = room.signRect.adjusted(l.gap() * 0.6, l.gap() * 0.5, -l.gap() * 0.6, -l.gap() * 0.2);
            p.fillPath(roundedPath(sign, l.gap() * 0.8), c.woodDark);
            const QRectF face = sign.adjusted(l.gap() * 0.4, l.gap() * 0.4, -l.gap() * 0.4, -l.gap() * 0.4);
            p.fillPath(roundedPath(face, l.gap() * 0.6), tc);
            const QColor ink = contrastingTextColor(tc);
            const CanvasModel::Room *prof = m_model->room(room.instance);
            const QRectF inner = face.adjusted(l.gap() * 0.4, 0, -l.gap() * 0.4, 0);
            const qreal h1 = inner.height() * 0.3, h2 = inner.height() * 0.42;
            p.setPen(ink);
            // A narrow room's sign says "Room 1g.5gb": the word "private" is what its walls show.
            QString title = roomWord(room.instance);
            if (QFontMetricsF(pixelFont(m_font, fpx * 0.85, true)).horizontalAdvance(title) > inner.width())
                title = tr("Room %1").arg(instanceTitle(room.instance));
            drawFitted(p, QRectF(inner.left(), inner.top(), inner.width(), h1), title,
                       pixelFont(m_font, fpx, true), Qt::AlignCenter, minPx);
            drawFitted(p, QRectF(inner.left(), inner.top() + h1, inner.width(), h2),
                       tenantNames(m_model->room(room.instance)->tenants), pixelFont(m_font, fpx),
                       Qt::AlignCenter, std::max(minPx, spx * 0.85), true);
            // A 1g room is too narrow for both figures even in small print: it keeps the burner
            // count (its shelves below show the memory) instead of an elided "4.7…".
            QString figures = tr("%1 burners · %2 GB").arg(prof->sms).arg(localeNumber(prof->memoryGiB));
            if (QFontMetricsF(pixelFont(m_font, minPx)).horizontalAdvance(figures) > inner.width())
                figures = tr("%1 burners").arg(prof->sms);
            drawFitted(p, QRectF(inner.left(), inner.top() + h1 + h2, inner.width(), inner.height() - h1 - h2),
                       figures, pixelFont(m_font, spx), Qt::AlignCenter, minPx);
            if (prof->missingSms > 0) {
                const QString badge = tr("+%1").arg(prof->missingSms);
                const QFont bf = pixelFont(m_font, spx, true);
                const QFontMetricsF bfm(bf);
                const qreal bw = bfm.horizontalAdvance(badge) + l.gap() * 1.5;
                const qreal bh = std::min(bfm.height() + 2, l.connectorRect().top() - l.gridRect().bottom());
                const QRectF br(room.computeRect.right() - bw - l.gap() * 0.3,
                                l.gridRect().bottom() + (l.connectorRect().top() - l.gridRect().bottom() - bh) / 2, bw, bh);
                p.fillPath(roundedPath(br, br.height() / 2), tc);
                p.setPen(ink);
                p.setFont(bf);
                p.drawText(br, Qt::AlignCenter, badge);
            }
        }
        const bool bannerShown = m_model->migLayoutUnresolved() || l.rooms().isEmpty();
        for (const GpuLayout::Slice &s : l.slices()) {
            if (s.instance >= 0 || bannerShown)
                continue;
            const QRectF r = s.signRect.adjusted(l.gap() * 0.3, 0, -l.gap() * 0.3, 0);
            if (s.stranded) {
                p.setPen(c.stranded);
                drawFitted(p, QRectF(r.left(), r.top(), r.width(), r.height() / 3), tr("boarded up"),
                           pixelFont(m_font, fpx, true), Qt::AlignCenter, minPx);
                drawFitted(p, QRectF(r.left(), r.top() + r.height() / 3, r.width(), r.height() * 2 / 3),
                           tr("no room fits here"), pixelFont(m_font, spx), Qt::AlignHCenter | Qt::AlignTop, minPx, true);
            } else {
                p.setPen(c.subtle);
                drawFitted(p, QRectF(r.left(), r.top() + r.height() / 3, r.width(), r.height() / 3), tr("free"),
                           pixelFont(m_font, fpx), Qt::AlignCenter, minPx);
            }
        }
        // Under each stove section: its door number, or the guests waiting for that room.
        std::vector<bool> guestsDrawn(size_t(l.slices().size()), false);
        if (m_snapshot) {
            for (const GpuLayout::Room &room : l.rooms()) {
                int queued = 0;
                for (int k : m_model->room(room.instance)->tenants)
                    queued += queuedOf(k);
                if (queued <= 0)
                    continue;
                // At the room's door: the slice-number row and the top of the room's pass, so the
                // figures stay large enough to see from the back of the room.
                QRectF band;
                for (const GpuLayout::Slice &s : l.slices())
                    if (s.instance == room.instance) {
                        band = band.isNull() ? s.indexRect : band.united(s.indexRect);
                        guestsDrawn[size_t(&s - &l.slices().front())] = true;
                    }
                band.setBottom(std::max(band.bottom(), l.connectorRect().top() + l.connectorRect().height() * 0.5));
                band.adjust(l.gap() * 0.6, 0, -l.gap() * 0.6, 0);
                paintGuests(p, c, band, queued, tenantColor(roomTenant(room.instance), c.scheme));
            }
        }
        p.setPen(c.subtle);
        for (int i = 0; i < l.slices().size(); ++i)
            if (!guestsDrawn[size_t(i)])
                drawFitted(p, l.slices()[i].indexRect, QLocale().toString(i), pixelFont(m_font, spx), Qt::AlignCenter, minPx);

        QString banner;
        if (m_model->migLayoutUnresolved())
            banner = tr("These private rooms do not fit in this kitchen (%1). The problems list says why.")
                         .arg(g->id);
        else if (l.rooms().isEmpty())
            banner = tr("No private rooms yet: every burner is free.");
        if (!banner.isEmpty()) {
            const QRectF r = l.bannerRect().adjusted(l.gap(), l.gap() * 0.5, -l.gap(), -l.gap() * 0.5);
            if (m_model->migLayoutUnresolved()) {
                p.fillPath(roundedPath(r, l.gap()), withAlpha(c.danger, 0.12));
                p.setPen(QPen(c.danger, 2));
                p.drawPath(roundedPath(r, l.gap()));
            }
            p.setPen(m_model->migLayoutUnresolved() ? c.danger : c.subtle);
            drawFitted(p, r.adjusted(l.gap(), 0, -l.gap(), 0), banner, pixelFont(m_font, fpx, m_model->migLayoutUnresolved()),
                       Qt::AlignCenter, minPx, true);
        }
        return;
    }

    // One stove: a banner over it.
    const QString head = m_model->bannerHead();
    const QString body = m_model->bannerBody();
    QRectF r = l.bannerRect().adjusted(l.gap(), l.gap() * 0.5, -l.gap(), -l.gap() * 0.5);
    if (mode() == Mode::Vgpu) {
        // The food-court awning reaches up over the stove's top edge: the text stays above it
        // (a third wrapped line used to run under the stripes).
        const qreal ah = std::max(10.0, l.lineHeight() * 0.75);
        r.setBottom(std::min(r.bottom(), stoveRect().top() - ah * 0.6 - l.gap() * 0.3));
    }
    const qreal h = r.height() / 3;
    p.setPen(c.text);
    drawFitted(p, QRectF(r.left(), r.top(), r.width(), h), head, pixelFont(m_font, fpx * 1.1, true),
               Qt::AlignLeft | Qt::AlignVCenter, minPx);
    p.setPen(c.subtle);
    drawFitted(p, QRectF(r.left(), r.top() + h, r.width(), r.height() - h), body, pixelFont(m_font, fpx),
               Qt::AlignLeft | Qt::AlignTop, minPx, true);
}

void KitchenPainter::paintPass(QPainter &p, const Palette &c) const
{
    // The pass between stove and pantry (DRAM bandwidth): open modes only. MIG rooms have their
    // own pass inside their walls; time-sliced modes show their timetable there instead.
    if (migEnabled() || mode() == Mode::Timeslice || mode() == Mode::Vgpu)
        return;
    const GpuLayout &l = layout();
    const CanvasModel::Gpu *g = gpu();
    const QRectF r = l.connectorRect();
    if (r.height() < 8)
        return;
    const bool live = m_snapshot && mode() != Mode::Exclusive; // exclusive: every team has its own pass
    const double demand = live ? m_snapshot->bandwidthDemandGBps : 0;
    const double congestion = live ? m_snapshot->cookingCongestion : 1;
    const bool crowded = congestion > 1.0001;
    const QRectF floor = r.adjusted(0, r.height() * 0.12, 0, -r.height() * 0.12);
    const QPainterPath path = roundedPath(floor, l.gap());
    p.fillPath(path, crowded ? mix(c.pass, c.danger, 0.25) : c.pass);
    p.setPen(QPen(crowded ? c.danger : c.passEdge, crowded ? 2.5 : 1.2));
    p.drawPath(path);

    const QFont f = pixelFont(m_font, l.smallFontPx(), crowded);
    QString label;
    if (!live)
        label = tr("The pass (memory bandwidth, %1 GB/s): every dish goes between stove and pantry here")
                    .arg(localeNumber(g->bandwidthGBps, 0));
    else if (crowded)
        label = tr("The pass is crowded: cooking %1× slower").arg(localeNumber(congestion, 2));
    else
        label = tr("The pass: %1 of %2 GB/s").arg(localeNumber(demand, 0), localeNumber(g->bandwidthGBps, 0));
    const qreal labelW = std::min(QFontMetricsF(f).horizontalAdvance(label) + l.gap() * 2, floor.width() * 0.62);
    p.setPen(crowded ? c.danger : c.subtle);
    drawFitted(p, QRectF(floor.left() + l.gap(), floor.top(), labelW, floor.height()), label, f,
               Qt::AlignLeft | Qt::AlignVCenter, std::min(l.smallFontPx(), 10.0));
    if (!live)
        return;
    // Runners carrying dishes: more of them as more bandwidth is used.
    const qreal h = floor.height() * 0.85;
    const qreal left = floor.left() + labelW + l.gap() * 3;
    const int room = std::max(0, int((floor.right() - left) / (h * 0.7)));
    const int runners = std::min(room, int(std::ceil(std::min(1.5, demand / std::max(1.0, g->bandwidthGBps)) * room * 0.6)));
    for (int i = 0; i < runners; ++i) {
        const qreal x = left + (floor.right() - left) * hash01(i, 7 + int(m_snapshot->timeS * 4) % 3) ;
        drawPerson(p, QPointF(x, floor.bottom() - 1), h, crowded ? c.danger : c.woodDark, QColor(0xe8, 0xb8, 0x8c));
    }
}

void KitchenPainter::paintTimetable(QPainter &p, const Palette &c) const
{
    const std::vector<int> &turns = m_model->turns().rotation;
    if (turns.empty())
        return;
    const GpuLayout &l = layout();
    const QRectF r = l.connectorRect();
    const qreal g = l.gap();
    const qreal h = std::min(r.height() * 0.7, l.lineHeight() * 1.0);
    const qreal y = r.center().y() - h / 2;

    // The slice clock: a kitchen timer whose hand runs once per turn.
    const QRectF clock(r.left(), y, h, h);
    p.setPen(QPen(c.text, 1.5));
    p.setBrush(c.scheme == ColorScheme::Dark ? c.stove : QColor(0xff, 0xff, 0xff));
    p.drawEllipse(clock);
    const double progress = m_snapshot ? std::clamp(m_snapshot->sliceProgress, 0.0, 1.0) : 0.0;
    if (m_snapshot && m_snapshot->sliceOwner >= 0) {
        p.setPen(Qt::NoPen);
        p.setBrush(withAlpha(tenantColor(m_snapshot->sliceOwner, c.scheme), 0.7));
        p.drawPie(clock.adjusted(2, 2, -2, -2), 90 * 16, -int(progress * 360 * 16));
    }
    const double a = pi / 2 - progress * 2 * pi;
    p.setPen(QPen(c.text, 2, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(clock.center(), clock.center() + QPointF(std::cos(a), -std::sin(a)) * h * 0.4);
    p.setBrush(Qt::NoBrush);

    const QFont f = pixelFont(m_font, l.smallFontPx());
    const QString label = m_model->turns().label;
    const qreal labelLeft = clock.right() + g * 1.5;
    const qreal labelW = std::min(QFontMetricsF(f).horizontalAdvance(label) + 4, r.width() * 0.4);
    p.setPen(c.subtle);
    drawFitted(p, QRectF(labelLeft, r.top(), labelW, r.height()), label, f, Qt::AlignLeft | Qt::AlignVCenter,
               std::min(l.smallFontPx(), 10.0));
    // Who has the stove now: a tag in the apron colour at the right end of the timetable.
    qreal nowW = 0;
    if (m_snapshot) {
        QString now;
        QColor nowColor;
        if (m_snapshot->switching)
            now = tr("Changing teams…");
        else if (m_snapshot->sliceOwner >= 0) {
            now = tr("Cooking now: %1").arg(tenantName(m_snapshot->sliceOwner));
            nowColor = tenantColor(m_snapshot->sliceOwner, c.scheme);
        } else
            now = tr("Stove free");
        const QFont nf = pixelFont(m_font, l.fontPx(), true);
        nowW = std::min(r.width() * 0.35, QFontMetricsF(nf).horizontalAdvance(now) + g * 3);
        const QRectF tag(r.right() - nowW, y, nowW, h);
        if (nowColor.isValid()) {
            p.fillPath(roundedPath(tag, h * 0.3), nowColor);
            p.setPen(contrastingTextColor(nowColor));
        } else {
            p.setPen(c.subtle);
        }
        drawFitted(p, tag.adjusted(g, 0, -g, 0), now, nf, Qt::AlignCenter, std::min(l.smallFontPx(), 10.0));
        nowW += g * 2;
    }
    const qreal left = labelLeft + labelW + g * 2;
    const qreal blockW = std::max(l.lineHeight() * 1.3, 10.0);
    const int count = std::max(0, int((r.right() - nowW - left + g) / (blockW + g)));
    // The current turn: the first block of the owner in the rotation.
    const int current = m_snapshot ? m_snapshot->currentTurn : -1;
    for (int i = 0; i < count; ++i) {
        const QRectF b(left + i * (blockW + g), y, blockW, h);
        const QPainterPath path = roundedPath(b, h * 0.2);
        const int k = turns[size_t(i) % turns.size()];
        if (k >= 0) {
            const QColor tc = tenantColor(k, c.scheme);
            p.fillPath(path, i == current ? withAlpha(tc, 0.45) : withAlpha(tc, m_snapshot ? 0.5 : 1.0));
            if (i == current) {
                // The turn that runs now fills up as its slice goes by.
                p.save();
                p.setClipRect(QRectF(b.left(), b.top(), b.width() * progress, b.height()));
                p.fillPath(path, tc);
                p.restore();
            }
        } else {
            p.fillPath(path, c.pass);
            p.setPen(QPen(c.passEdge, 1, Qt::DashLine));
            p.drawPath(path);
        }
        if (i == current) {
            p.setPen(QPen(c.text, 2.5));
            p.drawPath(path);
        }
    }
}

void KitchenPainter::paintPantry(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    const CanvasModel::Gpu *g = gpu();
    const qreal spx = l.smallFontPx();
    const qreal minPx = std::min(spx, 10.0);
    const int slotCount = l.memorySlots().size();
    const double perSlot = g->memoryGiB / std::max(1, g->memorySlots);

    // A shelf unit: a back panel, two wooden boards, and jars (filled = memory in use).
    // `fillFor(i, n)` says whose jar i of n is (invalid colour: nobody's) and whether it is full;
    // a jar that is somebody's but empty (rented, not used) gets their colour on lid and rim.
    using Jar = std::pair<QColor, bool>;
    auto shelf = [&](const QRectF &r, const std::function<Jar(int, int)> &fillFor) {
        const QPainterPath back = roundedPath(r, l.gap() * 0.6);
        p.fillPath(back, c.shelfBack);
        p.setPen(QPen(c.woodDark, 2));
        p.setBrush(Qt::NoBrush);
        p.drawPath(back);
        const int rows = r.height() > l.lineHeight() * 2.2 ? 2 : 1;
        const qreal rowH = (r.height() - l.gap()) / rows;
        const qreal jarH = rowH * 0.72;
        const qreal jarW = std::max(4.0, jarH * 0.62);
        const qreal pitch = jarW * 1.35;
        const int perRow = std::max(1, int((r.width() - l.gap() * 2) / pitch));
        const qreal x0 = r.left() + (r.width() - perRow * pitch) / 2 + (pitch - jarW) / 2;
        const int n = perRow * rows;
        for (int row = 0; row < rows; ++row) {
            const qreal boardY = r.top() + l.gap() * 0.5 + rowH * (row + 1) - rowH * 0.08;
            for (int j = 0; j < perRow; ++j) {
                const int idx = row * perRow + j; // fill bottom row first? no: reading order, top-left first
                const auto [owner, full] = fillFor(idx, n);
                const QRectF jar(x0 + j * pitch, boardY - jarH, jarW, jarH);
                const QRectF lid(jar.left() + jarW * 0.12, jar.top(), jarW * 0.76, jarH * 0.16);
                const QRectF body(jar.left(), jar.top() + jarH * 0.14, jarW, jarH * 0.86);
                const QPainterPath bp = roundedPath(body, jarW * 0.22);
                const QColor edge = owner.isValid() ? (c.scheme == ColorScheme::Dark ? owner.lighter(130) : owner.darker(150))
                                                    : c.jarEdge;
                p.fillPath(bp, owner.isValid() && full ? owner : c.jarGlass);
                p.setPen(QPen(edge, owner.isValid() && !full ? 2 : 1));
                p.drawPath(bp);
                p.fillRect(lid, owner.isValid() ? owner.darker(115) : c.woodDark);
            }
            p.fillRect(QRectF(r.left() + 2, boardY, r.width() - 4, std::max(2.0, rowH * 0.08)), c.wood);
        }
    };

    QString caption;
    if (migEnabled()) {
        for (int i = 0; i < slotCount; ++i) {
            const GpuLayout::MemorySlot &m = l.memorySlots()[i];
            if (m.instance < 0) {
                shelf(m.rect, [](int, int) { return Jar(); });
                const QPainterPath path = roundedPath(m.rect, l.gap() * 0.6);
                p.fillPath(path, withAlpha(c.floor, 0.55));
                p.setPen(c.subtle);
                drawFitted(p, m.rect, tr("empty shelf"), pixelFont(m_font, spx, true), Qt::AlignCenter, minPx);
                continue;
            }
            const QColor tc = tenantColor(roomTenant(m.instance), c.scheme);
            double fill = 0;
            if (m_snapshot && i < int(m_snapshot->memorySlotFill.size())) {
                fill = m_snapshot->memorySlotFill[size_t(i)];
            } else {
                // The static plan: the room's models spread over its shelves.
                const CanvasModel::Room *room = m_model->room(m.instance);
                fill = room && room->memoryGiB > 0 ? room->modelsGb / room->memoryGiB : 0;
            }
            fill = std::clamp(fill, 0.0, 1.0);
            // Anything on the shelf shows as at least one full jar.
            shelf(m.rect, [&](int j, int n) {
                const int full = fill > 0 ? std::max(1, int(std::lround(fill * n))) : 0;
                return Jar(tc, j < full);
            });
            // The shelf number on a small tag in the team's colour.
            const QFont nf = pixelFont(m_font, spx, true);
            const QString num = QLocale().toString(i);
            const qreal tw = QFontMetricsF(nf).horizontalAdvance(num) + l.gap() * 1.5;
            const QRectF tag(m.rect.left() + 2, m.rect.top() + 2, tw, std::min(m.rect.height() * 0.4, QFontMetricsF(nf).height() + 2));
            p.fillPath(roundedPath(tag, 3), tc);
            p.setPen(contrastingTextColor(tc));
            p.setFont(nf);
            p.drawText(tag, Qt::AlignCenter, num);
        }
        caption = tr("Pantry: %1 shelves of about %2 GB; every room has its own shelves and pass. Full jars = memory in use.")
                      .arg(slotCount)
                      .arg(localeNumber(perSlot, 1));
        // A room whose own pass is crowded (its share of DRAM bandwidth): its shelves get a red
        // frame, as the technical skin frames the instance's memory slots.
        int crowded = -1;
        double worst = 1.05;
        for (int i = 0; m_snapshot && i < slotCount; ++i) {
            const GpuLayout::MemorySlot &m = l.memorySlots()[i];
            const int k = m.instance >= 0 ? roomTenant(m.instance) : -1;
            if (k < 0 || k >= int(m_snapshot->tenants.size()) || m_snapshot->tenants[size_t(k)].congestion < 1.05)
                continue;
            p.setPen(QPen(c.danger, std::max(3.0, l.gap() * 0.8)));
            p.setBrush(Qt::NoBrush);
            p.drawPath(roundedPath(m.rect, l.gap() * 0.6));
            if (m_snapshot->tenants[size_t(k)].congestion > worst) {
                worst = m_snapshot->tenants[size_t(k)].congestion;
                crowded = k;
            }
        }
        if (crowded >= 0)
            caption = tidyCjkSpacing(tr("Red shelves: the pass inside %1's room is crowded, cooking %2× slower.")
                                         .arg(tenantName(crowded), localeNumber(worst, 2)))
                + QLatin1Char(' ') + caption;
        bool guests = false;
        for (size_t k = 0; m_snapshot && k < m_snapshot->tenants.size(); ++k)
            guests = guests || queuedOf(int(k)) > 0;
        if (guests)
            caption += QLatin1Char(' ') + tr("Figures = waiting guests.");
    } else {
        const QRectF bar = l.memoryBarRect();
        // vGPU: the framebuffers split the whole nominal memory (CanvasModel::memoryCapacityGiB).
        const double capacity = std::max(1e-9, m_model->memoryCapacityGiB());
        // Who keeps how much on the shelf, in legend order: the part a team holds (vGPU: the
        // framebuffer its stall rents) and how much of it is in use.
        struct Part { int tenant; double held; double used; };
        std::vector<Part> parts;
        double used = 0;
        if (mode() != Mode::Exclusive) {
            for (const CanvasModel::LegendRow &row : m_model->legend()) {
                const int k = row.tenant;
                const CanvasModel::LiveTenant *v = m_model->liveTenant(k);
                double held = v ? v->memoryUsedGb : row.heldGiB;
                double inUse = held;
                if (mode() == Mode::Vgpu) {
                    held = row.framebufferGiB;
                    inUse = v ? v->memoryUsedGb : row.modelGb;
                }
                parts.push_back({k, held, std::min(inUse, held)});
                used += held;
            }
        }
        shelf(bar, [&](int j, int n) {
            double at = (j + 0.5) / n * capacity;
            for (const Part &part : parts) {
                if (at < part.held)
                    return Jar(tenantColor(part.tenant, c.scheme), at < part.used);
                at -= part.held;
            }
            return Jar();
        });
        const bool over = used > capacity + 1e-9;
        if (over) {
            p.setPen(QPen(c.danger, 3));
            p.drawPath(roundedPath(bar, l.gap() * 0.6));
        }
        switch (mode()) {
        case Mode::Mps:
            caption = tr("Pantry: one open store of %1 GB for every team; their models fill %2 GB of it.")
                          .arg(localeNumber(capacity, 1), localeNumber(used, 1));
            break;
        case Mode::Timeslice:
            caption = tr("Pantry: one store of %1 GB with no fences between the teams; their models fill %2 GB.")
                          .arg(localeNumber(capacity, 1), localeNumber(used, 1));
            break;
        case Mode::Vgpu:
            caption = tr("Pantry: every stall rents a fixed shelf (coloured lids); %1 of %2 GB are rented out, full jars are in use.")
                          .arg(localeNumber(used, 1), localeNumber(capacity, 1));
            break;
        case Mode::Exclusive:
        case Mode::Mig:
            caption = tr("Pantry of one kitchen: %1 GB.").arg(localeNumber(capacity, 1));
            break;
        }
        if (over)
            caption += QLatin1Char(' ') + tr("Overfull by %1 GB!").arg(localeNumber(used - capacity, 1));
    }
    p.setPen(c.subtle);
    drawFitted(p, l.memoryCaptionRect().adjusted(0, l.gap() * 0.3, 0, 0), caption, pixelFont(m_font, spx),
               Qt::AlignLeft | Qt::AlignVCenter, minPx);
}

void KitchenPainter::paintGuests(QPainter &p, const Palette &c, const QRectF &r, int queued, const QColor &coat) const
{
    if (queued <= 0 || r.height() < 6 || r.width() < 10)
        return;
    const qreal h = r.height() * 0.92;
    const qreal pitch = h * 0.5;
    const QFont f = pixelFont(m_font, std::min(h * 0.7, layout().smallFontPx()), true);
    const QString more = tr("+%1").arg(queued);
    const qreal tagW = QFontMetricsF(f).horizontalAdvance(more) + 4;
    const int fit = std::max(0, int((r.width() - tagW - pitch) / pitch));
    const int shown = std::min(queued, fit);
    const QColor skin(0xe8, 0xb8, 0x8c);
    for (int i = 0; i < shown; ++i)
        drawPerson(p, QPointF(r.left() + pitch * (i + 0.6), r.bottom()), h, coat, skin);
    if (shown < queued) {
        p.setPen(c.text);
        p.setFont(f);
        p.drawText(QRectF(r.left() + pitch * (shown + 0.3), r.top(), tagW + pitch, r.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, tr("+%1").arg(queued - shown));
    }
}

void KitchenPainter::paintKeySwatch(QPainter &p, const Palette &c, const QRectF &r, KeyItem item) const
{
    const QPointF ctr = r.center();
    const qreal R = std::min(r.width(), r.height()) * 0.48;
    if (item == KeyItem::UnusedMemory) {
        const QPainterPath path = roundedPath(r, 3);
        p.fillPath(path, c.shelfBack);
        p.fillRect(QRectF(r.left(), r.bottom() - r.height() * 0.2, r.width(), r.height() * 0.2), c.wood);
        p.setPen(QPen(c.woodDark, 1.5));
        p.drawPath(path);
        return;
    }
    if (item == KeyItem::Free) {
        p.fillPath(roundedPath(r, 3), c.stove); // a free place on the stove
        p.setPen(QPen(c.coldEdge, 1.5, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(ctr, R * 0.9, R * 0.9);
        return;
    }
    p.setPen(Qt::NoPen);
    p.setBrush(c.ring);
    p.drawEllipse(ctr, R, R);
    p.setBrush(c.cold);
    p.drawEllipse(ctr, R * 0.68, R * 0.68);
    if (item == KeyItem::NotExposed) {
        const QColor tc = tenantColor(0, c.scheme);
        p.setBrush(withAlpha(tc, 0.55));
        p.setPen(QPen(tc.darker(140), 1.2, Qt::DashLine));
        p.drawEllipse(ctr, R * 0.92, R * 0.92);
    } else {
        QPen pen(item == KeyItem::Stranded ? c.stranded : c.plank, std::max(2.0, R * 0.42));
        pen.setCapStyle(Qt::FlatCap);
        p.setPen(pen);
        const qreal d = R * 0.95;
        p.drawLine(QPointF(ctr.x() - d, ctr.y() - d * 0.55), QPointF(ctr.x() + d, ctr.y() + d * 0.55));
        p.drawLine(QPointF(ctr.x() - d, ctr.y() + d * 0.55), QPointF(ctr.x() + d, ctr.y() - d * 0.55));
    }
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::NoBrush);
}

void KitchenPainter::paintLegend(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    const QList<QRectF> &rows = l.legendRows();
    if (rows.isEmpty())
        return;
    const qreal fpx = l.fontPx();
    const qreal spx = l.smallFontPx();
    const qreal minPx = std::min(spx, 10.0);

    if (mode() == Mode::Mig) {
        const std::vector<KeyItem> &items = m_model->keyItems();
        for (int i = 0; i < rows.size() && i < int(items.size()); ++i) {
            const QRectF r = rows[i];
            const qreal s = std::min(r.height() * 0.8, l.lineHeight() * 0.9);
            const QRectF sw(r.left(), r.center().y() - s / 2, s, s);
            paintKeySwatch(p, c, sw, items[size_t(i)]);
            p.setPen(c.text);
            drawFitted(p, QRectF(sw.right() + l.gap() * 1.5, r.top(), r.right() - sw.right() - l.gap() * 1.5, r.height()),
                       keyLabel(items[size_t(i)]), pixelFont(m_font, spx), Qt::AlignLeft | Qt::AlignVCenter, minPx);
        }
        return;
    }

    const std::vector<int> lt = m_model->legendTenants();
    const int entries = int(lt.size());
    QString heading;
    switch (mode()) {
    case Mode::Mps:
        heading = tr("Chef teams at the open stove");
        break;
    case Mode::Vgpu:
        heading = tr("Food-court stalls (one VM each)");
        break;
    case Mode::Timeslice:
        heading = tr("Chef teams, in turn order");
        break;
    case Mode::Exclusive:
        heading = tr("One kitchen per chef team · kitchens: %1").arg(entries);
        break;
    case Mode::Mig:
        break;
    }
    // Once somebody waits, the heading says what the little figures are.
    if (m_snapshot && mode() != Mode::Exclusive
        && std::any_of(lt.begin(), lt.end(), [this](int k) { return queuedOf(k) > 0; }))
        heading = tr("%1 · figures: waiting guests").arg(heading);
    p.setPen(c.text);
    drawFitted(p, l.legendHeadingRect(), heading, pixelFont(m_font, fpx, true), Qt::AlignLeft | Qt::AlignVCenter, minPx);

    const bool overflow = rows.size() < entries;
    auto legendName = [&](int i) { return m_model->legend()[size_t(i)].name; };
    // One name size for every row (a long name shrinks all a little rather than being the only
    // one in small print), sized for the room left when guests wait, so it does not flicker.
    qreal namePx = fpx;
    if (mode() != Mode::Exclusive) {
        const QFontMetricsF full(pixelFont(m_font, fpx, true));
        for (int i = 0; i < rows.size() && i < entries; ++i) {
            if (overflow && i == rows.size() - 1)
                break;
            const QRectF r = rows[i];
            const qreal s = std::min(r.height() * 0.85, l.lineHeight() * 0.95);
            const qreal avail = (r.right() - (r.left() + s + l.gap() * 1.5)) * (m_snapshot ? 0.7 : 1.0) * 0.62;
            const qreal want = full.horizontalAdvance(legendName(i)) + 2;
            if (want > 0)
                namePx = std::min(namePx, fpx * avail / want);
        }
        namePx = std::max(namePx, minPx);
    }
    for (int i = 0; i < rows.size(); ++i) {
        const QRectF r = rows[i];
        if (overflow && i == rows.size() - 1) {
            p.setPen(c.subtle);
            drawFitted(p, r, tr("… and %1 more teams").arg(entries - i), pixelFont(m_font, fpx),
                       Qt::AlignLeft | Qt::AlignVCenter, minPx);
            break;
        }
        const int k = lt[size_t(i)];
        if (mode() == Mode::Exclusive) {
            paintMiniKitchen(p, c, r, k);
            continue;
        }
        const QColor tc = tenantColor(k, c.scheme);
        // An apron in the team's colour (vGPU: a striped stall awning).
        const qreal s = std::min(r.height() * 0.85, l.lineHeight() * 0.95);
        const QRectF sw(r.left(), r.center().y() - s / 2, s, s);
        if (mode() == Mode::Vgpu) {
            const int stripes = 4;
            const qreal w = sw.width() / stripes;
            for (int j = 0; j < stripes; ++j)
                p.fillRect(QRectF(sw.left() + j * w, sw.top(), w, sw.height() * 0.45), j % 2 ? c.jarGlass : tc);
            p.setPen(QPen(tc.darker(130), 1));
            p.drawRect(QRectF(sw.left(), sw.top(), sw.width(), sw.height() * 0.45));
            p.fillRect(QRectF(sw.left() + w * 0.3, sw.top() + sw.height() * 0.45, sw.width() - w * 0.6, sw.height() * 0.55),
                       withAlpha(tc, 0.45));
        } else {
            QPainterPath apron;
            apron.moveTo(sw.left() + s * 0.3, sw.top());
            apron.lineTo(sw.right() - s * 0.3, sw.top());
            apron.lineTo(sw.right() - s * 0.25, sw.top() + s * 0.32);
            apron.lineTo(sw.right() - s * 0.05, sw.top() + s * 0.36);
            apron.lineTo(sw.right() - s * 0.12, sw.bottom());
            apron.lineTo(sw.left() + s * 0.12, sw.bottom());
            apron.lineTo(sw.left() + s * 0.05, sw.top() + s * 0.36);
            apron.lineTo(sw.left() + s * 0.25, sw.top() + s * 0.32);
            apron.closeSubpath();
            p.fillPath(apron, tc);
            p.setPen(QPen(c.scheme == ColorScheme::Dark ? tc.lighter(130) : tc.darker(140), 1));
            p.drawPath(apron);
        }
        const QString name = legendName(i);
        const QFont nf = pixelFont(m_font, namePx, true);
        const qreal textLeft = sw.right() + l.gap() * 1.5;
        qreal guestsW = 0;
        const int queued = queuedOf(k);
        if (queued > 0)
            guestsW = std::min((r.right() - textLeft) * 0.3, r.height() * (0.5 * std::min(queued, 8) + 1.5));
        const qreal avail = r.right() - textLeft - guestsW;
        const qreal nameW = std::min(avail * 0.62, QFontMetricsF(nf).horizontalAdvance(name) + 2); // names first
        p.setPen(onFire(k) ? c.danger : c.text);
        drawFitted(p, QRectF(textLeft, r.top(), nameW, r.height()), name, nf, Qt::AlignLeft | Qt::AlignVCenter, minPx);
        p.setPen(c.subtle);
        const qreal detailLeft = textLeft + nameW + l.gap() * 2;
        drawFitted(p, QRectF(detailLeft, r.top(), r.right() - guestsW - detailLeft, r.height()), m_model->legend()[size_t(i)].detail,
                   pixelFont(m_font, spx), Qt::AlignLeft | Qt::AlignVCenter, minPx);
        if (guestsW > 0)
            paintGuests(p, c, QRectF(r.right() - guestsW, r.top() + r.height() * 0.08, guestsW, r.height() * 0.84),
                        queued, tc);
    }
}

void KitchenPainter::paintMiniKitchen(QPainter &p, const Palette &c, const QRectF &r, int tenant) const
{
    const GpuLayout &l = layout();
    const QColor tc = tenantColor(tenant, c.scheme);
    const qreal g = l.gap();
    const QRectF box = r.adjusted(1, 1, -1, -1);
    const QPainterPath boxPath = roundedPath(box, g);
    p.fillPath(boxPath, withAlpha(tc, c.roomAlpha));
    p.setPen(QPen(c.brick, std::max(2.0, g * 0.6)));
    p.drawPath(boxPath);

    const QRectF inner = box.adjusted(g, g * 0.5, -g, -g * 0.5);
    const qreal lineH = inner.height() / 3.2;
    p.setPen(onFire(tenant) ? c.danger : c.text);
    drawFitted(p, QRectF(inner.left(), inner.top(), inner.width(), lineH), tenantName(tenant),
               pixelFont(m_font, l.fontPx(), true), Qt::AlignLeft | Qt::AlignVCenter, std::min(l.smallFontPx(), 10.0));

    // The stove with one big pot in the team's colour: the whole kitchen is theirs.
    const QRectF stove(inner.left(), inner.top() + lineH, inner.width(), lineH * 1.05);
    p.fillPath(roundedPath(stove, g * 0.6), c.stove);
    const qreal potR = stove.height() * 0.42;
    const QPointF potC(stove.left() + potR + g, stove.center().y());
    const bool cooking = m_snapshot && tenant >= 0 && tenant < int(m_snapshot->tenants.size())
        && m_snapshot->tenants[size_t(tenant)].smsHeld > 0;
    if (cooking) {
        QPolygonF star = flameStar();
        for (QPointF &pt : star)
            pt = potC + pt * (potR * 1.25);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xff, 0x9a, 0x2e));
        p.drawPolygon(star);
    }
    p.setPen(QPen(c.ring, 1.5));
    p.setBrush(tc);
    p.drawEllipse(potC, potR, potR);
    p.setBrush(c.ring);
    p.drawEllipse(potC, potR * 0.22, potR * 0.22);
    p.fillRect(QRectF(potC.x() - potR * 1.35, potC.y() - potR * 0.12, potR * 0.3, potR * 0.24), c.ring);
    p.fillRect(QRectF(potC.x() + potR * 1.05, potC.y() - potR * 0.12, potR * 0.3, potR * 0.24), c.ring);
    p.setBrush(Qt::NoBrush);
    const CanvasModel::Gpu *gm = gpu();
    p.setPen(QColor(0xf0, 0xf0, 0xf0));
    const qreal textLeft = potC.x() + potR * 1.5 + g;
    const QRectF stoveText(textLeft, stove.top(), stove.right() - textLeft - g, stove.height());
    const int queued = queuedOf(tenant);
    QString what = tr("all %1 burners").arg(gm->sms);
    if (queued > 0)
        what = tr("%1 · %2 guests waiting").arg(what).arg(queued);
    drawFitted(p, stoveText, what, pixelFont(m_font, l.smallFontPx(), true), Qt::AlignLeft | Qt::AlignVCenter,
               std::min(l.smallFontPx(), 9.0));

    double model = 0;
    for (const CanvasModel::LegendRow &row : m_model->legend())
        if (row.tenant == tenant)
            model = row.modelGb;
    if (m_snapshot && tenant >= 0 && tenant < int(m_snapshot->tenants.size()))
        model = m_snapshot->tenants[size_t(tenant)].memoryUsedGb;
    const double capacity = std::max(1e-9, m_model->memoryCapacityGiB());
    const QRectF mem(inner.left(), inner.top() + lineH * 2.15, inner.width(), lineH * 0.42);
    p.fillRect(mem, c.shelfBack);
    p.fillRect(QRectF(mem.left(), mem.top(), mem.width() * std::min(1.0, model / capacity), mem.height()), tc);
    p.setPen(QPen(c.woodDark, 1));
    p.drawRect(mem);
    p.setPen(c.subtle);
    drawFitted(p, QRectF(inner.left(), mem.bottom(), inner.width(), inner.bottom() - mem.bottom()),
               tr("pantry: %1 of %2 GB in use").arg(localeNumber(model, 1), localeNumber(capacity, 1)),
               pixelFont(m_font, l.smallFontPx()), Qt::AlignLeft | Qt::AlignVCenter, std::min(l.smallFontPx(), 9.0));
    if (onFire(tenant)) {
        p.fillPath(boxPath, withAlpha(c.fire, 0.25));
        const QPainterPath &flame = flameSide();
        const qreal fh = box.height() * 0.55;
        for (int i = 0; i < 5; ++i) {
            p.save();
            p.translate(box.left() + box.width() * (0.1 + 0.2 * i), box.bottom());
            p.scale(fh * 0.8, fh * (0.8 + 0.4 * hash01(i, 11)));
            p.fillPath(flame, c.fire);
            p.scale(0.55, 0.6);
            p.fillPath(flame, c.fireCore);
            p.restore();
        }
    }
}

void KitchenPainter::paintFires(QPainter &p, const Palette &c) const
{
    if (!m_snapshot || mode() == Mode::Exclusive)
        return;
    const GpuLayout &l = layout();
    // The blast radius: a MIG room burns alone; the open stove and the shared turns burn for all.
    std::vector<QRectF> burning;
    QString who;
    for (int k = 0; k < int(m_snapshot->tenants.size()); ++k) {
        if (!onFire(k))
            continue;
        if (migEnabled()) {
            for (const CanvasModel::Room &room : m_model->rooms()) {
                const int j = room.instance;
                const auto &ts = room.tenants;
                if (std::find(ts.begin(), ts.end(), k) != ts.end() && j < l.rooms().size())
                    burning.push_back(l.rooms()[j].computeRect);
            }
        } else if (burning.empty()) {
            burning.push_back(stoveRect());
        }
        who = who.isEmpty() ? tenantName(k) : who + QStringLiteral(", ") + tenantName(k);
    }
    if (burning.empty())
        return;
    const QPainterPath &flame = flameSide();
    const double t = m_snapshot->timeS;
    for (const QRectF &r : burning) {
        p.fillRect(r, withAlpha(c.fire, 0.28));
        // Tall flames across the whole blast radius, a projector audience sees them at once.
        const qreal fh = r.height() * 0.62;
        const int n = std::max(3, int(r.width() / (fh * 0.4)));
        const qreal fw = r.width() / n * 1.35;
        for (int i = 0; i < n; ++i) {
            const qreal flicker = 0.75 + 0.35 * std::fabs(std::sin(t * 23.0 + i * 1.7));
            p.save();
            p.translate(r.left() + r.width() * (i + 0.5) / n, r.bottom());
            p.scale(fw, fh * flicker * (0.7 + 0.4 * hash01(i, 13)));
            p.fillPath(flame, c.fire);
            p.scale(0.55, 0.6);
            p.fillPath(flame, c.fireCore);
            p.restore();
        }
        const QFont f = pixelFont(m_font, l.fontPx() * 1.2, true);
        const QString label = tr("Kitchen fire! %1 restarting").arg(who);
        const QFontMetricsF fm(f);
        const qreal w = std::min(r.width() - l.gap() * 2, fm.horizontalAdvance(label) + l.gap() * 3);
        const QRectF tag(r.center().x() - w / 2, r.top() + l.gap(), w, fm.height() * 1.4);
        p.fillPath(roundedPath(tag, tag.height() * 0.3), QColor(0xb7, 0x1c, 0x1c));
        p.setPen(Qt::white);
        drawFitted(p, tag.adjusted(l.gap(), 0, -l.gap(), 0), label, f, Qt::AlignCenter, std::min(l.smallFontPx(), 10.0),
                   true);
    }
}

// ---------------------------------------------------------------------------------------------
// Tooltips

QString KitchenPainter::toolTipAt(const QPointF &pos, const CanvasModel &model, const GpuLayout &gpuLayout)
{
    begin(model, gpuLayout);
    if (!gpuLayout.isValid() || !gpu())
        return {};
    const GpuLayout &l = layout();
    const CanvasModel::Gpu *g = gpu();

    auto roomSummary = [&](int j) {
        const CanvasModel::Room &room = *m_model->room(j);
        QString s = tr("%1, door at %2\nStove sections %3–%4 · pantry shelves %5–%6\n%7 burners · %8 GB of pantry\n"
                       "Chef teams: %9\nWelded walls: the neighbours' smoke, pass and fires stay outside.")
                        .arg(roomWord(j))
                        .arg(room.start)
                        .arg(room.start)
                        .arg(room.computeEnd - 1)
                        .arg(room.start)
                        .arg(room.memoryEnd - 1)
                        .arg(room.sms)
                        .arg(localeNumber(room.memoryGiB))
                        .arg(tenantNames(room.tenants));
        if (room.missingSms > 0)
            s += QLatin1Char('\n')
                + tr("The drawing spreads the %1 burners evenly; this room really has %2 more burners than it shows (+%2).")
                      .arg(g->sms)
                      .arg(room.missingSms);
        return s;
    };

    const int smIndex = l.smAt(pos);
    if (smIndex >= 0) {
        const GpuLayout::Sm &sm = l.sms()[smIndex];
        const QString head = sm.slice >= 0 ? tr("Burner %1 (SM) · stove section %2").arg(smIndex).arg(sm.slice)
                                           : tr("Burner %1 (SM)").arg(smIndex);
        QString body;
        switch (sm.state) {
        case GpuLayout::SmState::Usable:
            if (sm.slice < 0)
                body = tr("Usable only without walls: with MIG on, %1 keeps %2 of its %3 burners.")
                           .arg(g->id)
                           .arg(g->migSms)
                           .arg(g->sms);
            else if (mode() == Mode::Mps)
                body = tr("Part of the one open stove: any team may light it, up to its cap.");
            else if (mode() == Mode::Exclusive)
                body = tr("One pot per chef: every burner of this kitchen belongs to one team.");
            else
                body = tr("The whole stove belongs to one team at a time; the others wait for their turn.");
            break;
        case GpuLayout::SmState::Exposed:
            body = roomSummary(sm.instance);
            break;
        case GpuLayout::SmState::NotExposed:
            body = tr("Inside %1 but under a lid: that room size uses %2 burners.")
                       .arg(roomWord(sm.instance))
                       .arg(m_model->room(sm.instance)->sms);
            break;
        case GpuLayout::SmState::Free:
            body = tr("Free: a new private room could use this stove section.");
            break;
        case GpuLayout::SmState::Stranded:
            body = tr("Boarded up: no room size fits this stove section with the current layout (its pantry shelves are taken).");
            break;
        case GpuLayout::SmState::Unusable:
            body = tr("Boarded up when the walls go in: with MIG on, %1 keeps %2 of its %3 burners.")
                       .arg(g->id)
                       .arg(g->migSms)
                       .arg(g->sms);
            break;
        }
        const int owner = liveOwner(smIndex);
        if (owner >= 0)
            body += QLatin1Char('\n') + tr("Lit now by %1.").arg(tenantName(owner));
        else if (m_snapshot && sm.state != GpuLayout::SmState::Unusable && sm.state != GpuLayout::SmState::Stranded)
            body += QLatin1Char('\n') + tr("Cold now.");
        return head + QLatin1Char('\n') + body;
    }

    if (const int s = l.memorySlotAt(pos); s >= 0) {
        if (migEnabled()) {
            const int owner = l.memorySlots()[s].instance;
            if (owner >= 0)
                return tr("Pantry shelf %1 · %2").arg(s).arg(roomWord(owner));
            return tr("Pantry shelf %1 · empty").arg(s);
        }
        return tr("Pantry: %1 GB, reached through the pass (%2 GB/s)")
            .arg(localeNumber(m_model->memoryCapacityGiB(), 1), localeNumber(g->bandwidthGBps, 0));
    }

    if (const int j = l.instanceAt(pos); j >= 0)
        return roomSummary(j);

    if (const int s = l.sliceAt(pos); s >= 0 && migEnabled())
        return tr("Stove section %1 · %2 burners drawn").arg(s).arg(l.slices()[s].smCount);

    const QList<QRectF> &rows = l.legendRows();
    for (int i = 0; i < rows.size(); ++i) {
        if (!rows[i].contains(pos))
            continue;
        if (mode() == Mode::Mig) {
            const std::vector<KeyItem> &items = m_model->keyItems();
            return i < int(items.size()) ? keyLabel(items[size_t(i)]) : QString();
        }
        if (i < int(m_model->legend().size())) {
            const int k = m_model->legend()[size_t(i)].tenant;
            QString s = tr("Chef team: %1").arg(tenantName(k));
            const QString detail = m_model->legend()[size_t(i)].detail;
            if (!detail.isEmpty())
                s += QLatin1Char('\n') + detail;
            if (m_snapshot)
                s += QLatin1Char('\n') + tr("Waiting guests (orders in the queue): %1").arg(queuedOf(k));
            return s;
        }
    }
    return {};
}

} // namespace gpuk
