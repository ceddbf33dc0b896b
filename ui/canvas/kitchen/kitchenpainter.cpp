#include "kitchenpainter.h" // own header by plain name: lupdate then knows the class is gpuk::KitchenPainter

// The kitchen skin: the frame (palette, floor, title, the order of the parts), the words it shares
// between parts and the tool tips. The parts are in the files beside this one.

#include "ui/canvas/kitchen/kitchenparts.h"
#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"
#include "ui/text/words.h"
#include "ui/text/modeui.h"

#include <QDataStream>
#include <QFontMetricsF>
#include <QIODevice>
#include <QLocale>
#include <QPainter>
#include <QPixmap>

#include <algorithm>
#include <cmath>

namespace gpuk {

using namespace kitchenparts;

void KitchenPainter::begin(const CanvasModel &model, const GpuLayout &layout)
{
    m_model = &model;
    m_layout = &layout;
    m_snapshot = model.hasSnapshot() ? &model.live() : nullptr;
}

QString KitchenPainter::instanceTitle(int instance) const
{
    const CanvasModel::Room *r = m_model->room(instance);
    return r ? r->title : QString();
}

QString KitchenPainter::roomWord(int instance) const
{
    if (modeUi(mode()).vmWords)
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
        return tr("free burners: a new room fits"); // short: the key's row is a third of the picture
    case KeyItem::Unusable:
        return tr("burners lost when the walls go in (MIG on)");
    case KeyItem::UnusedMemory:
        return tr("empty pantry shelf");
    }
    return {};
}

int KitchenPainter::liveOwner(int sm) const
{
    if (!m_snapshot || sm < 0 || sm >= m_snapshot->cells.size())
        return -1;
    // Exclusive: the big stove stands for "a kitchen like this one"; every team cooks in its own
    // (its card below). Lighting the teams' burners on this one stove drew them sharing it.
    if (!sharesGpu(mode()))
        return -1;
    return m_snapshot->cells[sm]; // the same cells the technical picture lights
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

KitchenPainter::Palette KitchenPainter::paletteFor(ColorScheme scheme)
{
    Palette c;
    c.scheme = scheme;
    if (scheme == ColorScheme::Dark) {
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
    return c;
}

void KitchenPainter::paint(QPainter &p, const QRectF &bounds, const CanvasModel &model, const GpuLayout &gpuLayout,
                           ColorScheme scheme, const QFont &font)
{
    begin(model, gpuLayout);
    m_scheme = scheme;
    const Palette c = paletteFor(m_scheme);

    if (font != m_font) { // the sprites' keys name the pixel size and weight, not the family
        m_textSprites.clear();
        m_advances.clear();
        m_staticValid = false;
    }
    m_font = font;
    ++m_frame;
    const bool valid = gpuLayout.isValid() && gpu();
    paintStaticLayer(p, c, bounds, valid);
    if (!valid)
        return;
    // In the order of the whole picture; what the static layer holds is left out here, and
    // nothing painted below overlaps it before it would have been painted.
    paintTitle(p, c);
    if (liveStoveEdge())
        paintStoveEdge(p, c);
    paintBurners(p, c);
    paintSmoke(p, c);
    paintPass(p, c);
    paintTimetable(p, c);
    paintSigns(p, c);
    paintPantry(p, c);
    paintLegend(p, c);
    paintStoveFreeValveShut(p, c);
    paintFires(p, c);
    sweepSprites();
}

void KitchenPainter::invalidateStatic()
{
    m_staticValid = false;
}

// What does not follow the snapshot is painted once into a pixmap and blitted, like the
// technical canvas's static layer: the floor (hundreds of tile lines), the MIG rooms' walls (a
// dashed wide pen for the mortar joints), the stoves (large antialiased shapes), the MIG door
// signs and key, the legend's aprons. None of it is overlapped by a live part painted before it
// in the picture's order, so the picture is the one painted part by part.
void KitchenPainter::paintStaticLayer(QPainter &p, const Palette &c, const QRectF &bounds, bool valid) const
{
    // The parts that change only with the plan, the size or the palette.
    auto paintParts = [&](QPainter &sp) {
        m_inStatic = true;
        paintFloor(sp, c, bounds);
        if (valid) {
            paintRooms(sp, c);
            paintStoves(sp, c);
            if (migEnabled())
                paintDoorSigns(sp, c);
            paintShelfBacks(sp, c);
            paintLegendSwatches(sp, c);
        }
        m_inStatic = false;
    };
    if (isVectorTarget(p)) { // an SVG or a PDF: the same parts, drawn as shapes and words
        paintParts(p);
        return;
    }
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    QByteArray key;
    {
        QDataStream k(&key, QIODevice::WriteOnly);
        k << bounds << dpr << int(c.scheme) << c.floor.rgba() << c.brick.rgba() << valid << m_font
          << int(p.renderHints()) << m_model->hasSnapshot();
        if (valid) {
            k << int(mode()) << migEnabled() << layout().lineHeight() << layout().gap() << layout().gridRect()
              << layout().legendRows().size() << liveStoveEdge();
            for (const GpuLayout::Room &room : layout().rooms())
                k << room.outline << tenantColor(roomTenant(room.instance), c.scheme).rgba();
            for (int k2 : m_model->legendTenants())
                k << k2;
            for (const GpuLayout::MemorySlot &m : layout().memorySlots())
                k << m.rect << m.instance;
        }
    }
    QPixmap &cached = m_staticLayer;
    if (key != m_staticKey || cached.isNull() || !m_staticValid) {
        cached = QPixmap((bounds.size() * dpr).toSize());
        cached.setDevicePixelRatio(dpr);
        QPainter sp(&cached);
        sp.setRenderHints(p.renderHints());
        sp.translate(-bounds.topLeft());
        paintParts(sp);
        m_staticKey = key;
        m_staticValid = true;
    }
    p.drawPixmap(bounds.topLeft(), cached);
}

void KitchenPainter::fitted(QPainter &p, const QRectF &rect, const QString &text, const QFont &font, int flags,
                            qreal minPx, bool wrap) const
{
    if (text.isEmpty() || rect.width() < 4 || rect.height() < 4)
        return;
    const QTransform &tf = p.transform();
    if (m_inStatic || tf.type() > QTransform::TxTranslate || p.opacity() < 1.0 || isVectorTarget(p)) {
        drawFitted(p, rect, text, font, flags, minPx, wrap); // painted once anyway, or not a plain blit
        return;
    }
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    // The sprite starts at the whole device pixel left of and above the rect and keeps the rect's
    // sub-pixel offset, so its text lands on the very pixels drawFitted would have touched.
    const QPointF dev = rect.topLeft() * dpr + QPointF(tf.dx(), tf.dy()) * dpr;
    const QPointF whole(std::floor(dev.x()), std::floor(dev.y()));
    const QPointF offset = (dev - whole) / dpr;
    const TextKey key{text, font, rect.width(), rect.height(), offset.x(), offset.y(), minPx, dpr, flags,
                      p.pen().color().rgba(), wrap, int(p.renderHints())};
    auto it = m_textSprites.find(key);
    if (it == m_textSprites.end()) {
        const QSize px(int(std::ceil((rect.width() + offset.x()) * dpr)) + 1,
                       int(std::ceil((rect.height() + offset.y()) * dpr)) + 1);
        Sprite s;
        s.pixmap = QPixmap(px);
        s.pixmap.setDevicePixelRatio(dpr);
        s.pixmap.fill(Qt::transparent);
        QPainter sp(&s.pixmap);
        sp.setRenderHints(p.renderHints());
        sp.setPen(p.pen());
        drawFitted(sp, QRectF(offset, rect.size()), text, font, flags, minPx, wrap);
        sp.end();
        it = m_textSprites.insert(key, s);
    }
    it->used = m_frame;
    p.drawPixmap((whole / dpr) - QPointF(tf.dx(), tf.dy()), it->pixmap);
}

qreal KitchenPainter::advance(const QFont &font, const QString &text) const
{
    const AdvanceKey key{text, font};
    auto it = m_advances.constFind(key);
    if (it != m_advances.constEnd())
        return *it;
    if (m_advances.size() > 4096)
        m_advances.clear();
    const qreal w = QFontMetricsF(font).horizontalAdvance(text);
    m_advances.insert(key, w);
    return w;
}

// Live numbers make new sprites every frame (the gas meter, the captions): those not drawn for
// a few seconds' worth of frames go once there are many.
void KitchenPainter::sweepSprites() const
{
    auto sweep = [this](auto &hash, int limit) {
        if (hash.size() <= limit)
            return;
        for (auto it = hash.begin(); it != hash.end();)
            it = m_frame - it->used > 2 ? hash.erase(it) : std::next(it);
    };
    sweep(m_textSprites, 200);
    sweep(m_shapeSprites, 600);
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
                             .arg(g->figure(GpuFigure::Sms, QString::number(g->sms)))
                             .arg(g->figure(GpuFigure::Memory, localeNumber(g->memoryGiB)));
    const QFont rightFont = pixelFont(m_font, l.fontPx(), true);
    const qreal leftNeed = advance(pixelFont(m_font, l.titleFontPx(), true), left);
    if (lit >= 0 && leftNeed + advance(rightFont, right) + l.lineHeight() * 2 > r.width())
        right = tr("Gas: %1 %").arg(localeNumber(lit * 100, 0)); // a small window: the title comes first
    qreal rightW = std::min(r.width() * 0.45, advance(rightFont, right) + 4);
    p.setPen(c.subtle);
    fitted(p, QRectF(r.right() - rightW, r.top(), rightW, r.height()), right, rightFont,
           Qt::AlignRight | Qt::AlignVCenter, l.smallFontPx());
    if (lit >= 0) {
        // The meter's dial, left of its words: green to red, the needle at the share lit.
        const qreal d = std::min(r.height() * 0.9, l.lineHeight() * 1.2);
        const QRectF dial(r.right() - rightW - d - l.gap(), r.center().y() - d / 2, d, d);
        const QColor face = c.scheme == ColorScheme::Dark ? c.stove : QColor(0xff, 0xff, 0xff);
        blit(p, dial.adjusted(-2, -2, 2, 2), "dial" + spriteKey(c.text.rgba(), face.rgba()), [&](QPainter &sp) {
            sp.setPen(QPen(c.text, 1.2));
            sp.setBrush(face);
            sp.drawEllipse(dial);
            const QRectF arc = dial.adjusted(d * 0.14, d * 0.14, -d * 0.14, -d * 0.14);
            sp.setBrush(Qt::NoBrush);
            sp.setPen(QPen(QColor(0x3a, 0x9a, 0x4a), d * 0.1, Qt::SolidLine, Qt::FlatCap));
            sp.drawArc(arc, 210 * 16, -160 * 16);
            sp.setPen(QPen(QColor(0xd0, 0x3a, 0x2a), d * 0.1, Qt::SolidLine, Qt::FlatCap));
            sp.drawArc(arc, 50 * 16, -80 * 16);
        });
        const double a = (210.0 - 240.0 * std::clamp(lit, 0.0, 1.0)) * pi / 180.0;
        p.setPen(QPen(c.text, 2, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(dial.center(), dial.center() + QPointF(std::cos(a), -std::sin(a)) * d * 0.4);
        rightW += d + l.gap();
    }
    p.setPen(c.text);
    fitted(p, QRectF(r.left(), r.top(), r.width() - rightW - l.gap() * 3, r.height()), left,
           pixelFont(m_font, l.titleFontPx(), true), Qt::AlignLeft | Qt::AlignVCenter, l.smallFontPx());
}

// ---------------------------------------------------------------------------------------------
// Tooltips

QString KitchenPainter::toolTipAt(const QPointF &pos, const CanvasModel &model, const GpuLayout &gpuLayout)
{
    begin(model, gpuLayout);
    if (!gpu())
        return {};
    return toolTipFor(pos, model, gpuLayout, true);
}

QString KitchenPainter::roomTip(int j, int)
{
    const CanvasModel::Room &room = *m_model->room(j);
    QString s = m_model->roomText(tr("%1, door at %2\nStove sections %3–%4 · pantry shelves %5–%6\n%7 burners · %8 GB of pantry\n"
                                     "Chef teams: %9\nWelded walls: the neighbours' smoke, pass and fires stay outside."),
                                  j, roomWord(j));
    if (room.missingSms > 0)
        s += QLatin1Char('\n')
            + tr("The drawing spreads the %1 burners evenly; this room really has %2 more burners than it shows (+%2).")
                  .arg(gpu()->sms)
                  .arg(room.missingSms);
    return s + QLatin1Char('\n') + m_model->enforcerBadge();
}

QString KitchenPainter::smTip(int smIndex)
{
    const CanvasModel::Gpu *g = gpu();
    const GpuLayout::Sm &sm = m_layout->sms()[smIndex];
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
        body = roomTip(sm.instance, -1);
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

QString KitchenPainter::notesTip(const std::vector<int> &tenants) const
{
    QString s;
    for (int k : tenants)
        if (const CanvasModel::LiveTenant *v = m_model->liveTenant(k); v && v->kvGb > 0)
            s += QLatin1Char('\n')
                + tr("%1: notes on its open orders (KV cache) %2 bytes (%3 GB), one more slip per word served")
                      .arg(tenantName(k), QLocale().toString(std::llround(v->kvGb * 1024.0 * 1024.0 * 1024.0)),
                           localeNumber(v->kvGb, 2));
    return s;
}

QString KitchenPainter::memorySlotTip(int s)
{
    if (migEnabled()) {
        const int owner = m_layout->memorySlots()[s].instance;
        if (owner >= 0)
            return tr("Pantry shelf %1 · %2").arg(s).arg(roomWord(owner)) + notesTip(m_model->room(owner)->tenants);
        return tr("Pantry shelf %1 · empty").arg(s);
    }
    std::vector<int> all;
    for (const CanvasModel::LegendRow &row : m_model->legend())
        all.push_back(row.tenant);
    return tr("Pantry: %1 GB, reached through the pass (%2 GB/s)")
        .arg(localeNumber(m_model->memoryCapacityGiB(), 1), localeNumber(gpu()->bandwidthGBps, 0))
        + notesTip(all);
}

QString KitchenPainter::sliceTip(int s)
{
    return tr("Stove section %1 · %2 burners drawn").arg(s).arg(m_layout->slices()[s].smCount);
}

QString KitchenPainter::keyTip(KeyItem item)
{
    if (item == KeyItem::Free)
        return tr("free burners: a new private room could go here");
    return keyLabel(item);
}

QString KitchenPainter::legendTip(int row)
{
    const int k = m_model->legend()[size_t(row)].tenant;
    QString s = tr("Chef team: %1").arg(tenantName(k));
    const QString detail = m_model->legend()[size_t(row)].detail;
    if (!detail.isEmpty())
        s += QLatin1Char('\n') + detail;
    if (m_snapshot)
        s += QLatin1Char('\n') + tr("Waiting guests (orders in the queue): %1").arg(queuedOf(k));
    if (m_snapshot && mode() == Mode::Quota) {
        s += QLatin1Char('\n') + m_model->bucketText(k);
        if (const CanvasModel::LiveTenant *v = m_model->liveTenant(k); v && v->throttled)
            s += QLatin1Char('\n') + m_model->throttleMark();
    }
    return s + QLatin1Char('\n') + m_model->enforcerBadge();
}

} // namespace gpuk
