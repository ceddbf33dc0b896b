#include "kitchenpainter.h" // own header by plain name: lupdate then knows the class is gpuk::KitchenPainter

// The kitchen skin, the stove: stove sections and burners (every mode), the MPS smoke, the pass
// (DRAM bandwidth) of the open modes and kitchen fires.

#include "ui/canvas/kitchen/kitchenparts.h"
#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"
#include "ui/text/modeui.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QDataStream>
#include <QIODevice>
#include <QPixmap>

#include <algorithm>
#include <cmath>
#include <QHash>

namespace gpuk {

using namespace kitchenparts;

// The stoves (static layer). The one stove's rim, when it wears the colour of the team cooking
// now, is painted live by paintStoveEdge (with the vGPU awning that lies over it).
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
    if (liveStoveEdge()) {
        p.fillPath(roundedPath(stoveRect(), g * 1.2), c.stove);
        return;
    }
    stove(stoveRect(), c.stoveEdge, 2);
    paintAwning(p, c);
}

// Taking turns with a snapshot: the one stove's rim wears the apron colour of the team cooking now.
bool KitchenPainter::liveStoveEdge() const
{
    return !migEnabled() && m_model->hasSnapshot() && mayTimeSlice(mode());
}

void KitchenPainter::paintStoveEdge(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    QColor edge = c.stoveEdge;
    qreal edgeW = 2;
    if (m_snapshot && m_snapshot->sliceOwner >= 0) {
        edge = tenantColor(m_snapshot->sliceOwner, c.scheme);
        edgeW = std::max(4.0, l.gap() * 1.4);
    }
    p.setPen(QPen(edge, edgeW));
    p.setBrush(Qt::NoBrush);
    p.drawPath(roundedPath(stoveRect(), l.gap() * 1.2));
    if (!modeUi(mode()).vmWords)
        return;
    // The awning lies over the rim: a sprite, drawn after it as before.
    const QRectF sr = stoveRect();
    const qreal ah = std::max(10.0, l.lineHeight() * 0.75);
    const QRectF band(sr.left(), sr.top() - ah * 0.6, sr.width(), ah);
    QByteArray key("awning");
    for (int k : m_model->legendTenants())
        key += QByteArray::number(tenantColor(k, c.scheme).rgba()) + ',';
    blit(p, band.adjusted(-2, -2, 2, 2), key, [&](QPainter &sp) { paintAwning(sp, c); });
}

// Food court: a striped awning over the stove in the stalls' colours.
void KitchenPainter::paintAwning(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    if (!modeUi(mode()).vmWords || m_model->legend().empty())
        return;
    const QRectF sr = stoveRect();
    const qreal ah = std::max(10.0, l.lineHeight() * 0.75);
    const QRectF band(sr.left(), sr.top() - ah * 0.6, sr.width(), ah);
    const qreal stripe = std::max(12.0, l.lineHeight() * 1.1);
    const int n = std::max(1, int(band.width() / stripe));
    const qreal w = band.width() / n;
    const std::vector<int> stalls = m_model->legendTenants();
    for (int i = 0; i < n; ++i) {
        const int k = i % 2 ? -1 : stalls[size_t(i / 2) % stalls.size()];
        const QColor col = i % 2 ? QColor(0xfb, 0xf8, 0xf2) : tenantColor(k, c.scheme);
        QPainterPath scallop;
        scallop.addRect(QRectF(band.left() + i * w, band.top(), w, band.height() * 0.7));
        scallop.addEllipse(QRectF(band.left() + i * w, band.top() + band.height() * 0.4, w, band.height() * 0.6));
        paintTenantFill(p, scallop.simplified(), k, col);
    }
    p.setPen(QPen(c.woodDark, 1.5));
    p.drawLine(band.topLeft(), band.topRight());
}

// A shape drawn from a cached sprite: `draw` paints in the picture's coordinates, inside `area`
// (outside it is cut off); `key` names everything the drawing depends on but its place. The
// sprite keeps the area's sub-pixel offset, so the pixels are the ones painted directly (a shape
// in another place of the same offset shares the sprite).
void KitchenPainter::blit(QPainter &p, const QRectF &area, QByteArray key, const std::function<void(QPainter &)> &draw) const
{
    const QTransform &tf = p.transform();
    if (m_inStatic || tf.type() > QTransform::TxTranslate || p.opacity() < 1.0 || isVectorTarget(p)) {
        draw(p);
        return;
    }
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    const QPointF dev = (area.topLeft() + QPointF(tf.dx(), tf.dy())) * dpr;
    const QPointF whole(std::floor(dev.x()), std::floor(dev.y()));
    const QPointF offset = (dev - whole) / dpr;
    key += spriteKey(area.width(), area.height(), offset.x(), offset.y(), dpr, int(p.renderHints()));
    auto it = m_shapeSprites.find(key);
    if (it == m_shapeSprites.end()) {
        Sprite s;
        s.pixmap = QPixmap(int(std::ceil((area.width() + offset.x()) * dpr)) + 1,
                           int(std::ceil((area.height() + offset.y()) * dpr)) + 1);
        s.pixmap.setDevicePixelRatio(dpr);
        s.pixmap.fill(Qt::transparent);
        QPainter sp(&s.pixmap);
        sp.setRenderHints(p.renderHints());
        sp.translate(offset - area.topLeft());
        draw(sp);
        sp.end();
        it = m_shapeSprites.insert(key, s);
    }
    it->used = m_frame;
    p.drawPixmap(whole / dpr - QPointF(tf.dx(), tf.dy()), it->pixmap);
}

// A little person (kitchenparts::drawPerson) from a sprite per height and colours.
void KitchenPainter::person(QPainter &p, const QPointF &base, qreal h, const QColor &coat, const QColor &skin) const
{
    blit(p, QRectF(base.x() - h * 0.25 - 1, base.y() - h - 1, h * 0.5 + 2, h + 2), "man" + spriteKey(coat.rgba(), skin.rgba()),
         [&](QPainter &sp) { drawPerson(sp, base, h, coat, skin); });
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
                                const QColor &colour, int tenant)
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
        if (tenantPattern(tenant) == Qt::NoBrush) {
            p.setBrush(mix(colour, QColor(0xff, 0xf3, 0xc4), 0.55));
            p.drawEllipse(ctr, R * 0.52, R * 0.52);
            p.setBrush(c.ring);
            p.drawEllipse(ctr, R * 0.22, R * 0.22);
        } else {
            // Too small for a texture: the bright core shows one tile of the team's pattern,
            // centred, instead of the dark cap (the seventh team on).
            const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
            QBrush core = tenantBrush(tenant, mix(colour, QColor(0xff, 0xf3, 0xc4), 0.55), dpr);
            const qreal scale = R * 1.04 / 8; // one 8-pixel tile across the core
            core.setTransform(core.transform() * QTransform::fromScale(scale, scale)
                              * QTransform::fromTranslate(ctr.x() - R * 0.52, ctr.y() - R * 0.52));
            p.setBrush(core);
            p.drawEllipse(ctr, R * 0.52, R * 0.52);
        }
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
        int tenant = -1;
        if (state == GpuLayout::SmState::Free) {
            look = BurnerLook::Free;
        } else if (boarded) {
            look = BurnerLook::Boarded;
            colour = stranded ? c.stranded : c.plank;
        } else if (owner >= 0) {
            look = BurnerLook::Lit;
            colour = tenantColor(owner, c.scheme);
            tenant = owner;
        } else if (state == GpuLayout::SmState::NotExposed) {
            look = BurnerLook::Lid;
            colour = tenantColor(roomTenant(sm.instance), c.scheme);
        } else if (state == GpuLayout::SmState::Exposed) {
            look = BurnerLook::Rim;
            colour = tenantColor(roomTenant(sm.instance), c.scheme);
        }
        if (!sprite) {
            drawBurner(p, c, ctr, R, int(look), colour, tenant);
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
            drawBurner(sp, c, QPointF(half, half), R, int(look), colour, tenant);
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

void KitchenPainter::paintPass(QPainter &p, const Palette &c) const
{
    // The pass between stove and pantry (DRAM bandwidth): open modes only. MIG rooms have their
    // own pass inside their walls; time-sliced modes show their timetable there instead.
    if (migEnabled() || mayTimeSlice(mode()))
        return;
    const GpuLayout &l = layout();
    const CanvasModel::Gpu *g = gpu();
    const QRectF r = l.connectorRect();
    if (r.height() < 8)
        return;
    const bool live = m_snapshot && sharesGpu(mode()); // exclusive: every team has its own pass
    const double demand = live ? m_snapshot->bandwidthDemandGBps : 0;
    const double congestion = live ? m_snapshot->cookingCongestion : 1;
    const bool crowded = m_model->passCrowded(); // the model's one threshold (CanvasModel::congestedAt)
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
    const qreal labelW = std::min(advance(f, label) + l.gap() * 2, floor.width() * 0.62);
    p.setPen(crowded ? c.danger : c.subtle);
    fitted(p, QRectF(floor.left() + l.gap(), floor.top(), labelW, floor.height()), label, f,
           Qt::AlignLeft | Qt::AlignVCenter, l.smallFontPx());
    if (!live)
        return;
    // Runners carrying dishes: more of them as more bandwidth is used.
    const qreal h = floor.height() * 0.85;
    const qreal left = floor.left() + labelW + l.gap() * 3;
    const int room = std::max(0, int((floor.right() - left) / (h * 0.7)));
    const int runners = std::min(room, int(std::ceil(std::min(1.5, demand / std::max(1.0, g->bandwidthGBps)) * room * 0.6)));
    for (int i = 0; i < runners; ++i) {
        const qreal x = left + (floor.right() - left) * hash01(i, 7 + int(m_snapshot->timeS * 4) % 3) ;
        person(p, QPointF(x, floor.bottom() - 1), h, crowded ? c.danger : c.woodDark, QColor(0xe8, 0xb8, 0x8c));
    }
}

void KitchenPainter::paintFires(QPainter &p, const Palette &c) const
{
    if (!m_snapshot || !sharesGpu(mode()))
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
    const double t = m_snapshot->timeS;
    for (const QRectF &r : burning) {
        paintFlames(p, c, r, t);
        // The banner is always whole: the fullest wording that fits the room on one line, else
        // "Kitchen fire!" on two lines, else "Fire!"; the tag is as large as its words.
        const QFont f = pixelFont(m_font, l.fontPx() * 1.2, true);
        const qreal minPx = l.smallFontPx();
        const qreal room = r.width() - l.gap() * 2;
        const QRectF inner(0, 0, room - l.gap() * 2, r.height());
        const QStringList oneLine{tr("Kitchen fire! %1 restarting").arg(who), tr("Kitchen fire!")};
        QString label;
        int lines = 1;
        for (const QString &text : oneLine)
            if (label.isEmpty() && textFits(inner, text, f, Qt::AlignCenter, minPx))
                label = text;
        if (label.isEmpty() && textFits(inner, oneLine.back(), f, Qt::AlignCenter, minPx, true)) {
            label = oneLine.back();
            lines = 2;
        }
        if (label.isEmpty())
            label = tr("Fire!");
        QFont shown = f;
        const int px = fittedPixelSize(inner, label, f, Qt::AlignCenter, minPx, lines > 1);
        shown.setPixelSize(px > 0 ? px : std::max(1, int(std::lround(minPx))));
        const QFontMetricsF fm(shown);
        const qreal textWidth = lines > 1 ? inner.width() : fm.horizontalAdvance(label);
        const qreal w = std::min(room, textWidth + l.gap() * 3);
        const qreal lineH = textLineHeight(shown, label); // a Chinese line is taller than fm.height()
        const QRectF tag(r.center().x() - w / 2, r.top() + l.gap(), w, lineH * (lines + 0.4));
        p.fillPath(roundedPath(tag, std::min(tag.height(), lineH * 1.4) * 0.3), QColor(0xb7, 0x1c, 0x1c));
        p.setPen(Qt::white);
        drawFitted(p, tag.adjusted(l.gap(), 0, -l.gap(), 0), label, shown, Qt::AlignCenter, minPx, lines > 1);
    }
}

void KitchenPainter::paintFlames(QPainter &p, const Palette &c, const QRectF &r, double t)
{
    const QPainterPath &flame = flameSide();
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
}

} // namespace gpuk
