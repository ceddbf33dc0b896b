#include "kitchenpainter.h" // own header by plain name: lupdate then knows the class is gpuk::KitchenPainter

// The kitchen skin, exclusive: one small kitchen per chef team.

#include "ui/canvas/kitchen/kitchenparts.h"
#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace gpuk {

using namespace kitchenparts;

void KitchenPainter::paintMiniKitchenBox(QPainter &p, const Palette &c, const QRectF &box, qreal g, int tenant)
{
    const QPainterPath boxPath = roundedPath(box, g);
    paintTenantFill(p, boxPath, tenant, withAlpha(tenantColor(tenant, c.scheme), c.roomAlpha));
    p.setPen(QPen(c.brick, std::max(2.0, g * 0.6)));
    p.drawPath(boxPath);
}

void KitchenPainter::paintPot(QPainter &p, const Palette &c, const QPointF &potC, qreal potR, int tenant, bool cooking)
{
    const QColor tc = tenantColor(tenant, c.scheme);
    if (cooking) {
        QPolygonF star = flameStar();
        for (QPointF &pt : star)
            pt = potC + pt * (potR * 1.25);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xff, 0x9a, 0x2e));
        p.drawPolygon(star);
    }
    p.setPen(QPen(c.ring, 1.5));
    p.setBrush(tenantBrush(tenant, tc, p.device() ? p.device()->devicePixelRatioF() : 1.0));
    p.drawEllipse(potC, potR, potR);
    p.setBrush(c.ring);
    p.drawEllipse(potC, potR * 0.22, potR * 0.22);
    p.fillRect(QRectF(potC.x() - potR * 1.35, potC.y() - potR * 0.12, potR * 0.3, potR * 0.24), c.ring);
    p.fillRect(QRectF(potC.x() + potR * 1.05, potC.y() - potR * 0.12, potR * 0.3, potR * 0.24), c.ring);
    p.setBrush(Qt::NoBrush);
}

void KitchenPainter::paintMiniKitchen(QPainter &p, const Palette &c, const QRectF &r, int tenant) const
{
    const GpuLayout &l = layout();
    const QColor tc = tenantColor(tenant, c.scheme);
    const qreal g = l.gap();
    const QRectF box = r.adjusted(1, 1, -1, -1);
    paintMiniKitchenBox(p, c, box, g, tenant);

    const QRectF inner = box.adjusted(g, g * 0.5, -g, -g * 0.5);
    // Rows: the team's name (one laid-out line at the names' size), the stove (a line of small
    // words on it), the pantry bar, a line of small words.
    const qreal nameH = std::min(inner.height() * 0.4, l.textHeight(l.fontPx()));
    const qreal wordsH = std::min(inner.height() * 0.4, l.textHeight(l.smallFontPx()));
    const qreal mid = inner.height() - nameH - wordsH;
    p.setPen(onFire(tenant) ? c.danger : c.text);
    fitted(p, QRectF(inner.left(), inner.top(), inner.width(), nameH), tenantName(tenant),
           pixelFont(m_font, l.fontPx(), true), Qt::AlignLeft | Qt::AlignVCenter, l.smallFontPx());

    // The stove with one big pot in the team's colour: the whole kitchen is theirs.
    const QRectF stove(inner.left(), inner.top() + nameH, inner.width(), mid * 0.66);
    p.fillPath(roundedPath(stove, g * 0.6), c.stove);
    const qreal potR = stove.height() * 0.42;
    const QPointF potC(stove.left() + potR + g, stove.center().y());
    const bool cooking = m_snapshot && tenant >= 0 && tenant < int(m_snapshot->tenants.size())
        && m_snapshot->tenants[size_t(tenant)].smsHeld > 0;
    paintPot(p, c, potC, potR, tenant, cooking);
    const CanvasModel::Gpu *gm = gpu();
    p.setPen(QColor(0xf0, 0xf0, 0xf0));
    const qreal textLeft = potC.x() + potR * 1.5 + g;
    const QRectF stoveText(textLeft, stove.top(), stove.right() - textLeft - g, stove.height());
    const int queued = queuedOf(tenant);
    QString what = tr("all %1 burners").arg(gm->sms);
    if (queued > 0)
        what = tr("%1 · %2 guests waiting").arg(what).arg(queued);
    if (stoveText.height() >= l.textHeight(l.smallFontPx())) // a compact card: the name says enough
        fitted(p, stoveText, what, pixelFont(m_font, l.smallFontPx(), true), Qt::AlignLeft | Qt::AlignVCenter,
               l.smallFontPx());

    double model = 0;
    for (const CanvasModel::LegendRow &row : m_model->legend())
        if (row.tenant == tenant)
            model = row.modelGb;
    if (m_snapshot && tenant >= 0 && tenant < int(m_snapshot->tenants.size()))
        model = m_snapshot->tenants[size_t(tenant)].memoryUsedGb;
    const double capacity = std::max(1e-9, m_model->memoryCapacityGiB());
    const QRectF mem(inner.left(), stove.bottom() + (inner.bottom() - wordsH - stove.bottom()) * 0.2, inner.width(),
                     (inner.bottom() - wordsH - stove.bottom()) * 0.65);
    p.fillRect(mem, c.shelfBack);
    paintTenantFill(p, QRectF(mem.left(), mem.top(), mem.width() * std::min(1.0, model / capacity), mem.height()), tenant, tc);
    p.setPen(QPen(c.woodDark, 1));
    p.drawRect(mem);
    p.setPen(c.subtle);
    fitted(p, QRectF(inner.left(), inner.bottom() - wordsH, inner.width(), wordsH),
           tr("pantry: %1 of %2 GB in use").arg(localeNumber(model, 1), localeNumber(capacity, 1)),
           pixelFont(m_font, l.smallFontPx()), Qt::AlignLeft | Qt::AlignVCenter, l.smallFontPx());
    if (onFire(tenant)) {
        p.fillPath(roundedPath(box, g), withAlpha(c.fire, 0.25));
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

} // namespace gpuk
