#include "technicalpainter.h" // own header by plain name: lupdate then knows the class

// The technical skin, MIG: rooms with welded walls, the sign band (room signs, free and stranded
// slices, the banner of an unplaced layout or of an unpartitioned GPU) and the MIG key swatches.

#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace gpuk {

void TechnicalPainter::paintRooms(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = *m_layout;
    for (const GpuLayout::Room &room : l.rooms()) {
        if (room.outline.isEmpty())
            continue;
        QPainterPath path;
        path.addPolygon(room.outline);
        path.closeSubpath();
        paintRoomWalls(p, t, path, roomTenant(room.instance), l.gap());
    }
}

void TechnicalPainter::paintRoomWalls(QPainter &p, const Theme &t, const QPainterPath &path, int k, qreal gap)
{
    const QColor c = tenantColor(k, t.scheme);
    paintTenantFill(p, path, k, withAlpha(c, t.roomAlpha));
    // Welded walls: solid, thick, rounded joints.
    QPen wall(t.scheme == ColorScheme::Dark ? c.lighter(115) : c.darker(135), std::max(2.0, gap * 0.75));
    wall.setJoinStyle(Qt::RoundJoin);
    p.setPen(wall);
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
}

void TechnicalPainter::paintSigns(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = *m_layout;
    const CanvasModel::Gpu *g = gpu();
    const qreal fpx = l.fontPx();
    const qreal spx = l.smallFontPx();
    const qreal minPx = spx; // words shrink to the small size, never below it
    const bool mig = m_model->migEnabled();

    // A room sign: profile (bold), tenant names (may wrap to two lines: names are what the
    // audience reads first), SMs and memory. The profile's and the figures' rows are one laid-out
    // line of their size; the names take the rest.
    auto roomSign = [&](const QRectF &r, const QString &a, const QString &b, const QString &c, const QColor &ink) {
        const qreal h1 = std::min(r.height() / 3, l.textHeight(fpx));
        const qreal h3 = std::min(r.height() / 3, l.textHeight(spx));
        const qreal h2 = r.height() - h1 - h3;
        p.setPen(ink);
        drawFitted(p, QRectF(r.left(), r.top(), r.width(), h1), a, pixelFont(m_font, fpx, true),
                   Qt::AlignCenter, minPx);
        drawFitted(p, QRectF(r.left(), r.top() + h1, r.width(), h2), b, pixelFont(m_font, fpx), Qt::AlignCenter,
                   std::max(minPx, spx * 0.85), true);
        drawFitted(p, QRectF(r.left(), r.top() + h1 + h2, r.width(), r.height() - h1 - h2), c,
                   pixelFont(m_font, spx), Qt::AlignCenter, minPx);
    };

    // SMs outside the slices (A100: 10).
    if (l.extraSmCount() > 0) {
        const QRectF r = l.extraSignRect().adjusted(l.gap() * 0.3, 0, -l.gap() * 0.3, 0);
        const QString count = tr("%1 SMs").arg(l.extraSmCount());
        const qreal h1 = l.textHeight(fpx);
        p.setPen(mig ? t.text : t.subtle);
        drawFitted(p, QRectF(r.left(), r.top(), r.width(), h1), count, pixelFont(m_font, fpx, true),
                   Qt::AlignCenter, minPx);
        p.setPen(t.subtle);
        drawFitted(p, QRectF(r.left(), r.top() + h1, r.width(), r.height() - h1),
                   mig ? tr("unusable with MIG on") : tr("lost when MIG is on"), pixelFont(m_font, spx),
                   Qt::AlignHCenter | Qt::AlignTop, minPx, true);
    }

    if (mig) {
        // One sign per room, and a note over every slice no room covers.
        for (const GpuLayout::Room &room : l.rooms()) {
            if (room.outline.isEmpty())
                continue;
            const int k = roomTenant(room.instance);
            const QColor c = tenantColor(k, t.scheme);
            const QRectF sign = room.signRect.adjusted(l.gap() * 0.2, l.gap() * 0.2, -l.gap() * 0.2, -l.gap() * 0.1);
            p.fillPath(roundedPath(sign, l.gap()), c);
            const QColor ink = contrastingTextColor(c);
            const CanvasModel::Room *mr = m_model->room(room.instance);
            QString amounts = tr("%1 SMs · %2 GiB").arg(mr->sms).arg(localeNumber(mr->memoryGiB));
            QRectF inner = sign.adjusted(l.gap() * 0.4, 0, -l.gap() * 0.4, 0);
            if (m_model->hasSnapshot()) {
                // The live queue row goes below: one line of small words.
                const qreal queueH = l.textHeight(spx);
                inner.setBottom(sign.bottom() - l.gap() * 0.2 - queueH);
                m_liveRoomQueueRects[size_t(room.instance)] = QRectF(inner.left(), inner.bottom(), inner.width(), queueH);
            }
            roomSign(inner, instanceTitle(room.instance), tenantNames(m_model->room(room.instance)->tenants),
                     amounts, ink);
            if (mr->missingSms > 0) {
                // The even drawing has fewer cells than the profile exposes: a "+N" tag under the
                // room's last cells says how many more SMs it really has (tooltip: why).
                const QString badge = tr("+%1").arg(mr->missingSms);
                const QFont bf = pixelFont(m_font, spx, true);
                const QFontMetricsF bfm(bf);
                const qreal bw = bfm.horizontalAdvance(badge) + l.gap() * 1.5;
                const qreal textH = textLineHeight(bf, badge);
                const qreal bh = std::max(textH, std::min(textH + 2, l.connectorRect().top() - l.gridRect().bottom()));
                const QRectF br(room.computeRect.right() - bw - l.gap() * 0.3,
                                l.gridRect().bottom() + (l.connectorRect().top() - l.gridRect().bottom() - bh) / 2,
                                bw, bh);
                p.fillPath(roundedPath(br, br.height() / 2), c);
                p.setPen(ink);
                p.setFont(bf);
                drawLabel(p, br, Qt::AlignCenter, badge);
            }
        }
        // A note over every slice no room covers.
        for (const CanvasModel::SliceNote &note : m_model->sliceNotes()) {
            const QRectF r = l.slices()[note.slice].signRect.adjusted(l.gap() * 0.3, 0, -l.gap() * 0.3, 0);
            const qreal h1 = l.textHeight(fpx);
            if (note.stranded) {
                p.setPen(t.stranded);
                drawFitted(p, QRectF(r.left(), r.top(), r.width(), h1), tr("stranded"),
                           pixelFont(m_font, fpx, true), Qt::AlignCenter, minPx);
                drawFitted(p, QRectF(r.left(), r.top() + h1, r.width(), r.height() - h1),
                           tr("no profile can use this slice"), pixelFont(m_font, spx),
                           Qt::AlignHCenter | Qt::AlignTop, minPx, true);
            } else {
                p.setPen(t.subtle);
                drawFitted(p, QRectF(r.left(), r.center().y() - h1 / 2, r.width(), h1), tr("free"),
                           pixelFont(m_font, fpx), Qt::AlignCenter, minPx);
            }
        }
        // Slice numbers: the placement starts of the compute side.
        p.setPen(t.subtle);
        for (int i = 0; i < l.slices().size(); ++i)
            drawFitted(p, l.slices()[i].indexRect, QLocale().toString(i), pixelFont(m_font, spx), Qt::AlignCenter,
                       minPx);

        QString banner;
        if (m_model->migLayoutUnresolved())
            banner = tr("This MIG layout cannot be placed on %1. The problems list says why.")
                         .arg(g->id);
        else if (l.rooms().isEmpty())
            banner = tr("No GPU instances yet: every compute slice is free.");
        drawMigBanner(p, l, banner, m_model->migLayoutUnresolved(), t.danger, t.subtle, m_font, fpx, minPx);
        return;
    }

    // Not partitioned: one banner over the whole grid.
    const QString head = m_model->bannerHead();
    const QString body = m_model->bannerBody();
    QRectF r = l.bannerRect().adjusted(l.gap(), l.gap() * 0.5, -l.gap(), -l.gap() * 0.5);
    if (m_model->hasSnapshot() && m_model->timeSliced())
        r.setRight(sliceClockRect().left() - l.gap() * 2); // the live slice clock sits at the right
    const qreal h = std::min(r.height() / 2, l.textHeight(fpx * 1.1));
    p.setPen(t.text);
    drawFitted(p, QRectF(r.left(), r.top(), r.width(), h), head, pixelFont(m_font, fpx * 1.1, true),
               Qt::AlignLeft | Qt::AlignVCenter, minPx);
    p.setPen(t.subtle);
    drawFitted(p, QRectF(r.left(), r.top() + h, r.width(), r.height() - h), body, pixelFont(m_font, fpx),
               Qt::AlignLeft | Qt::AlignTop, minPx, true);
}

void TechnicalPainter::paintKeySwatch(QPainter &p, const Theme &t, const QRectF &r, KeyItem item) const
{
    const QPainterPath path = roundedPath(r, std::min(r.width(), r.height()) * 0.18);
    switch (item) {
    case KeyItem::NotExposed: {
        const QColor c = tenantColor(0, t.scheme);
        fillHatched(p, path, withAlpha(c, 0.22), t.scheme == ColorScheme::Dark ? c.lighter(120) : c.darker(140));
        p.setPen(QPen(c, 1, Qt::DashLine));
        break;
    }
    case KeyItem::Stranded:
        fillHatched(p, path, withAlpha(t.stranded, 0.18), t.stranded);
        p.setPen(QPen(t.stranded, 1.5));
        break;
    case KeyItem::Free:
        p.fillPath(path, t.freeFill);
        p.setPen(QPen(t.freeEdge, 1, Qt::DashLine));
        break;
    case KeyItem::Unusable:
        fillHatched(p, path, withAlpha(t.unusable, 0.18), t.unusable, Qt::DiagCrossPattern);
        p.setPen(QPen(t.unusable, 1.5));
        break;
    case KeyItem::UnusedMemory:
        fillHatched(p, path, t.freeFill, t.freeEdge);
        p.setPen(QPen(t.freeEdge, 1.5, Qt::DashLine));
        break;
    }
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
}

} // namespace gpuk
