#include "kitchenpainter.h" // own header by plain name: lupdate then knows the class is gpuk::KitchenPainter

// The kitchen skin, time-slicing and time-sliced vGPU: the timetable of turns and the kitchen timer.

#include "ui/canvas/kitchen/kitchenparts.h"
#include "ui/canvas/painthelpers.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gpuk {

using namespace kitchenparts;

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
    const QColor face = c.scheme == ColorScheme::Dark ? c.stove : QColor(0xff, 0xff, 0xff);
    blit(p, clock.adjusted(-2, -2, 2, 2), "clock" + spriteKey(c.text.rgba(), face.rgba()), [&](QPainter &sp) {
        sp.setPen(QPen(c.text, 1.5));
        sp.setBrush(face);
        sp.drawEllipse(clock);
    });
    const double progress = m_snapshot ? std::clamp(m_snapshot->sliceProgress, 0.0, 1.0) : 0.0;
    if (m_snapshot && m_snapshot->sliceOwner >= 0) {
        p.setPen(Qt::NoPen);
        p.setBrush(tenantBrush(m_snapshot->sliceOwner, withAlpha(tenantColor(m_snapshot->sliceOwner, c.scheme), 0.7),
                               p.device() ? p.device()->devicePixelRatioF() : 1.0));
        p.drawPie(clock.adjusted(2, 2, -2, -2), 90 * 16, -int(progress * 360 * 16));
    }
    const double a = pi / 2 - progress * 2 * pi;
    p.setPen(QPen(c.text, 2, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(clock.center(), clock.center() + QPointF(std::cos(a), -std::sin(a)) * h * 0.4);
    p.setBrush(Qt::NoBrush);

    const QFont f = pixelFont(m_font, l.smallFontPx());
    const QString label = m_model->turns().label;
    const qreal labelLeft = clock.right() + g * 1.5;
    const qreal labelW = std::min(advance(f, label) + 4, r.width() * 0.4);
    p.setPen(c.subtle);
    fitted(p, QRectF(labelLeft, r.top(), labelW, r.height()), label, f, Qt::AlignLeft | Qt::AlignVCenter,
           l.smallFontPx());
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
        } else if (m_snapshot->idleOnThrottle)
            now = tr("Stove free, valve shut");
        else
            now = tr("Stove free");
        const QFont nf = pixelFont(m_font, l.fontPx(), true);
        nowW = std::min(r.width() * 0.35, advance(nf, now) + g * 3);
        // As tall as a line of small words at least (the timetable's blocks may be flatter).
        const qreal tagH = std::min(r.height(), std::max(h, l.textHeight(l.smallFontPx()) + 2));
        const QRectF tag(r.right() - nowW, r.center().y() - tagH / 2, nowW, tagH);
        if (nowColor.isValid()) {
            p.fillPath(roundedPath(tag, h * 0.3), nowColor);
            p.setPen(contrastingTextColor(nowColor));
        } else {
            p.setPen(c.subtle);
        }
        fitted(p, tag.adjusted(g, 0, -g, 0), now, nf, Qt::AlignCenter, l.smallFontPx());
        nowW += g * 2;
    }
    const qreal left = labelLeft + labelW + g * 2;
    const qreal blockW = std::max(l.lineHeight() * 1.3, 10.0);
    const int count = std::max(0, int((r.right() - nowW - left + g) / (blockW + g)));
    // The current turn: the first block of the owner in the rotation.
    const int current = m_snapshot ? m_snapshot->currentTurn : -1;
    for (int i = 0; i < count; ++i) {
        const QRectF b(left + i * (blockW + g), y, blockW, h);
        const int k = turns[size_t(i) % turns.size()];
        if (i != current) { // a turn to come or gone: one sprite per colour
            const QColor fill = k >= 0 ? withAlpha(tenantColor(k, c.scheme), m_snapshot ? 0.5 : 1.0) : c.pass;
            blit(p, b.adjusted(-2, -2, 2, 2), "turn" + spriteKey(fill.rgba(), k >= 0, c.passEdge.rgba()),
                 [&](QPainter &sp) {
                     const QPainterPath path = roundedPath(b, h * 0.2);
                     paintTenantFill(sp, path, k, fill);
                     if (k < 0) {
                         sp.setPen(QPen(c.passEdge, 1, Qt::DashLine));
                         sp.drawPath(path);
                     }
                 });
            continue;
        }
        const QPainterPath path = roundedPath(b, h * 0.2);
        if (k >= 0) {
            const QColor tc = tenantColor(k, c.scheme);
            paintTenantFill(p, path, k, i == current ? withAlpha(tc, 0.45) : withAlpha(tc, m_snapshot ? 0.5 : 1.0));
            if (i == current) {
                // The turn that runs now fills up as its slice goes by.
                p.save();
                p.setClipRect(QRectF(b.left(), b.top(), b.width() * progress, b.height()));
                paintTenantFill(p, path, k, tc);
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

} // namespace gpuk
