#include "technicalpainter.h" // own header by plain name: lupdate then knows the class

// The technical skin, the legend: MPS clients, VMs, contexts with their live queues; the MIG key.

#include "ui/canvas/painthelpers.h"
#include "ui/text/modeui.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace gpuk {

void TechnicalPainter::paintLegend(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = *m_layout;
    const QList<QRectF> &rows = l.legendRows();
    if (rows.isEmpty())
        return;
    const qreal fpx = l.fontPx();
    const qreal spx = l.smallFontPx();
    const qreal minPx = spx;

    if (legendIsMigKey(m_model->mode())) {
        for (int i = 0; i < rows.size() && i < int(m_model->keyItems().size()); ++i) {
            const QRectF r = rows[i];
            const qreal s = std::min(r.height() * 0.75, l.lineHeight() * 0.8);
            const QRectF sw(r.left(), r.center().y() - s / 2, s, s);
            paintKeySwatch(p, t, sw, m_model->keyItems()[size_t(i)]);
            p.setPen(t.text);
            drawFitted(p, QRectF(sw.right() + l.gap() * 1.5, r.top(), r.right() - sw.right() - l.gap() * 1.5, r.height()),
                       keyLabel(m_model->keyItems()[size_t(i)]), pixelFont(m_font, spx), Qt::AlignLeft | Qt::AlignVCenter,
                       minPx);
        }
        return;
    }

    const int entries = int(m_model->legend().size());
    QString heading;
    switch (m_model->mode()) {
    case Mode::Mps:
        heading = tr("MPS clients");
        break;
    case Mode::Vgpu:
        heading = tr("Virtual machines");
        break;
    case Mode::Timeslice:
        heading = tr("Contexts, in turn order");
        break;
    case Mode::Quota:
        heading = tr("Containers (compute share, memory quota), in turn order");
        break;
    case Mode::Exclusive:
        heading = tr("One GPU per tenant · GPUs: %1").arg(entries);
        break;
    case Mode::Mig:
        break;
    }
    p.setPen(t.text);
    // Who enforces every row's limits, on the heading when it holds it at (nearly) full size.
    const QFont headingFont = pixelFont(m_font, fpx, true);
    const QString withBadge = tr("%1 · %2").arg(heading, m_model->enforcerBadge());
    if (textFits(l.legendHeadingRect(), withBadge, headingFont, Qt::AlignLeft | Qt::AlignVCenter, std::max(minPx, fpx * 0.85)))
        heading = withBadge;
    drawFitted(p, l.legendHeadingRect(), heading, headingFont, Qt::AlignLeft | Qt::AlignVCenter, minPx);

    const bool overflow = rows.size() < entries;
    // One name size for every row: a long name shrinks all names a little instead of being the
    // only one in small print (it is elided below minPx).
    auto legendName = [this](int i) { return m_model->legend()[size_t(i)].name; };
    qreal namePx = fpx;
    if (!legendHasMiniGpus(m_model->mode())) {
        const QFontMetricsF full(pixelFont(m_font, fpx, true));
        for (int i = 0; i < rows.size() && i < entries; ++i) {
            if (overflow && i == rows.size() - 1)
                break;
            const QRectF r = rows[i];
            const qreal s = std::min(r.height() * 0.7, l.lineHeight() * 0.8);
            const qreal avail = r.right() - (r.left() + s + l.gap() * 1.5);
            const qreal want = full.horizontalAdvance(legendName(i)) + 2;
            if (want > 0)
                namePx = std::min(namePx, fpx * avail * (m_model->hasSnapshot() ? 0.4 : 0.5) / want);
        }
        namePx = std::max<qreal>(namePx, minPx);
    }
    for (int i = 0; i < rows.size(); ++i) {
        const QRectF r = rows[i];
        if (overflow && i == rows.size() - 1) {
            p.setPen(t.subtle);
            drawFitted(p, r, tr("… and %1 more").arg(entries - i), pixelFont(m_font, fpx),
                       Qt::AlignLeft | Qt::AlignVCenter, minPx);
            break;
        }
        const int k = m_model->legend()[size_t(i)].tenant;
        if (legendHasMiniGpus(m_model->mode())) {
            paintMiniGpu(p, t, r, k);
            continue;
        }
        const qreal s = std::min(r.height() * 0.7, l.lineHeight() * 0.8);
        const QRectF sw(r.left(), r.center().y() - s / 2, s, s);
        paintTenantFill(p, roundedPath(sw, s * 0.2), k, tenantColor(k, t.scheme));
        const QString name = legendName(i);
        const QFont nf = pixelFont(m_font, namePx, true);
        const qreal textLeft = sw.right() + l.gap() * 1.5;
        const qreal avail = r.right() - textLeft;
        const qreal nameW = std::min(avail * (m_model->hasSnapshot() ? 0.4 : 0.5), QFontMetricsF(nf).horizontalAdvance(name) + 2);
        p.setPen(t.text);
        drawFitted(p, QRectF(textLeft, r.top(), nameW, r.height()), name, nf, Qt::AlignLeft | Qt::AlignVCenter, minPx);
        p.setPen(t.subtle);
        qreal detailLeft = textLeft + nameW + l.gap() * 2;
        if (m_model->hasSnapshot()) {
            // Live: the queue of this tenant goes between its name and the (shorter) details;
            // software slicing puts its bucket meter (and the throttle's mark) before the queue.
            const bool meter = m_model->mode() == Mode::Quota;
            const qreal rest = r.right() - detailLeft;
            if (meter) {
                const qreal meterW = std::min(rest * 0.2, l.lineHeight() * 3.2);
                m_liveMeterRects[size_t(i)] = QRectF(detailLeft, r.top(), meterW, r.height());
                detailLeft += meterW + l.gap() * 2;
            }
            const qreal queueW = rest * (meter ? 0.36 : 0.45);
            m_liveQueueRects[size_t(i)] = QRectF(detailLeft, r.top(), queueW, r.height());
            detailLeft += queueW + l.gap() * 2;
            if (meter)
                m_liveDetailRects[size_t(i)] = QRectF(detailLeft, r.top(), r.right() - detailLeft, r.height());
        }
        drawFitted(p, QRectF(detailLeft, r.top(), r.right() - detailLeft, r.height()), m_model->legend()[size_t(i)].detail,
                   pixelFont(m_font, spx), Qt::AlignLeft | Qt::AlignVCenter, minPx);
    }
}

void TechnicalPainter::paintQueueRow(QPainter &p, const Theme &t, const QRectF &r, int tenant, const QColor &ink,
                              bool onColour) const
{
    if (r.width() < 8 || r.height() < 4 || tenant < 0 || tenant >= int(m_model->live().tenants.size()))
        return;
    const CanvasModel::LiveTenant &v = m_model->live().tenants[size_t(tenant)];
    const GpuLayout &l = *m_layout;
    QString text;
    switch (v.state) {
    case TenantState::Restarting:
        text = v.restartCutOff ? tr("restart not finished when the run ended") : tr("restarting");
        break;
    case TenantState::Down:
        text = tr("down");
        break;
    case TenantState::Draining:
        text = tr("draining");
        break;
    case TenantState::NotServed:
        text = tr("not served");
        break;
    default:
        text = tr("%1 waiting · %2 running").arg(v.queued).arg(v.inFlight);
        break;
    }
    QFont f = pixelFont(m_font, l.smallFontPx());
    QFontMetricsF fm(f);
    if (fm.horizontalAdvance(text) > r.width() * 0.75) {
        if (v.restartCutOff)
            //: Compact: the tenant was restarting when the run ended.
            text = tr("restart unfinished");
        else if (v.state != TenantState::Down && v.state != TenantState::Draining && v.state != TenantState::NotServed
                 && v.state != TenantState::Restarting)
            //: Compact queue figures: waiting requests, then running ones (short words, no symbols).
            text = tr("%1 wait · %2 run").arg(v.queued).arg(v.inFlight);
    }
    const qreal textW = std::min(r.width(), fm.horizontalAdvance(text) + 4);
    p.setFont(f);
    p.setPen(ink);
    drawLabel(p, QRectF(r.right() - textW, r.top(), textW, r.height()), Qt::AlignRight | Qt::AlignVCenter, text);
    const QColor c = onColour ? ink : tenantColor(tenant, t.scheme);
    paintQueueMarks(p, QRectF(r.left(), r.top(), r.width() - textW - l.gap(), r.height()),
                    std::min(r.height() * 0.7, l.lineHeight() * 0.7), v.queued, c);
}

void TechnicalPainter::paintQueueMarks(QPainter &p, const QRectF &r, qreal h, int queued, const QColor &c)
{
    // One mark per waiting request, as many as fit; a "+" when there are more.
    const qreal w = std::max(3.0, h * 0.45);
    const qreal g = std::max(1.5, w * 0.5);
    const qreal avail = r.width();
    const int fit = std::max(0, int((avail + g) / (w + g)));
    const int marks = std::min(queued, fit);
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    const qreal y = r.center().y() - h / 2;
    for (int i = 0; i < marks; ++i) {
        if (i == fit - 1 && queued > fit) {
            p.setPen(QPen(c, std::max(1.5, w * 0.35)));
            const QPointF m(r.left() + i * (w + g) + w / 2, r.center().y());
            p.drawLine(m - QPointF(w / 2, 0), m + QPointF(w / 2, 0));
            p.drawLine(m - QPointF(0, w / 2), m + QPointF(0, w / 2));
            break;
        }
        p.drawRoundedRect(QRectF(r.left() + i * (w + g), y, w, h), w * 0.3, w * 0.3);
    }
}

void TechnicalPainter::paintLiveQueues(QPainter &p, const Theme &t) const
{
    if (m_model->migEnabled()) {
        for (const GpuLayout::Room &room : m_layout->rooms()) {
            if (room.outline.isEmpty() || room.instance >= int(m_liveRoomQueueRects.size()))
                continue;
            const int k = roomTenant(room.instance);
            const QColor ink = contrastingTextColor(tenantColor(k, t.scheme));
            const QRectF r = m_liveRoomQueueRects[size_t(room.instance)];
            const std::vector<int> &ts = m_model->rooms()[size_t(room.instance)].tenants;
            if (ts.size() <= 1) {
                paintQueueRow(p, t, r, k, ink, true);
            } else { // several tenants in one instance: one row each, side by side
                const qreal w = r.width() / qreal(ts.size());
                for (size_t j = 0; j < ts.size(); ++j)
                    paintQueueRow(p, t, QRectF(r.left() + w * j, r.top(), w - 2, r.height()), ts[j], ink, true);
            }
        }
        return;
    }
    for (size_t e = 0; e < m_liveQueueRects.size() && e < m_model->legend().size(); ++e)
        if (!m_liveQueueRects[e].isNull())
            paintQueueRow(p, t, m_liveQueueRects[e], m_model->legend()[e].tenant, t.text, false);
    for (size_t e = 0; e < m_liveMeterRects.size() && e < m_model->legend().size(); ++e)
        if (!m_liveMeterRects[e].isNull())
            paintBucketMeter(p, t, m_liveMeterRects[e], m_liveDetailRects[e], m_model->legend()[e].tenant);
}

void TechnicalPainter::paintBucketMeter(QPainter &p, const Theme &t, const QRectF &r, const QRectF &words, int tenant) const
{
    const CanvasModel::LiveTenant *v = m_model->liveTenant(tenant);
    if (!v || r.width() < 8)
        return;
    const GpuLayout &l = *m_layout;
    // The meter: an outlined bar filled as far as the bucket is full; none while no limiter charges.
    const qreal h = std::min(r.height() * 0.55, l.lineHeight() * 0.55);
    const qreal w = std::min(r.width() * 0.62, std::max(l.lineHeight() * 1.8, 16.0));
    const QRectF bar(r.left(), r.center().y() - h / 2, w, h);
    qreal markLeft = r.left();
    if (v->bucket >= 0) {
        paintBucketBar(p, t, bar, v->bucket, v->throttled, tenant);
        markLeft = bar.right() + l.gap();
    }
    if (!v->throttled)
        return;
    paintThrottleMark(p, t, QRectF(markLeft, bar.top(), h, h));
    // The words in place of the row's details (they stay in its tool tip) while it sleeps.
    if (words.width() < 8)
        return;
    p.fillRect(words, t.board);
    const QFont f = pixelFont(m_font, l.smallFontPx(), true);
    p.setPen(t.danger);
    drawFittedFirst(p, words, {m_model->throttleMark(), m_model->throttleMarkShort()}, f, Qt::AlignLeft | Qt::AlignVCenter,
                    l.smallFontPx());
}

void TechnicalPainter::paintBucketBar(QPainter &p, const Theme &t, const QRectF &bar, double bucket, bool throttled,
                                      int tenant)
{
    const QPainterPath path = roundedPath(bar, bar.height() * 0.25);
    p.fillPath(path, t.freeFill);
    if (bucket > 0) {
        p.save();
        p.setClipRect(QRectF(bar.left(), bar.top(), bar.width() * std::clamp(bucket, 0.0, 1.0), bar.height()));
        paintTenantFill(p, path, tenant, tenantColor(tenant, t.scheme));
        p.restore();
    }
    p.setPen(QPen(throttled ? t.danger : t.neutralEdge, throttled ? 2 : 1));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
}

void TechnicalPainter::paintThrottleMark(QPainter &p, const Theme &t, const QRectF &r)
{
    // Held by its limiter: a pause mark (two bars), in the danger colour; `r` is h by h.
    const qreal h = r.height();
    const qreal bw = std::max(2.0, h * 0.28);
    p.setPen(Qt::NoPen);
    p.setBrush(t.danger);
    p.drawRect(QRectF(r.left(), r.top(), bw, h));
    p.drawRect(QRectF(r.left() + bw * 1.8, r.top(), bw, h));
}

void TechnicalPainter::paintIdleOnThrottle(QPainter &p, const Theme &t) const
{
    const QString text = m_model->idleOnThrottleText();
    if (text.isEmpty())
        return;
    // Over the idle SM grid, in the middle: a plate with a red frame.
    const GpuLayout &l = *m_layout;
    const QRectF grid = l.gridRect();
    const QFont f = pixelFont(m_font, l.fontPx(), true);
    const qreal h = std::min(grid.height() * 0.4, l.lineHeight() * 1.6);
    const qreal w = std::min(grid.width() * 0.9, QFontMetricsF(f).horizontalAdvance(text) + l.lineHeight() * 2);
    const QRectF plate(grid.center().x() - w / 2, grid.center().y() - h / 2, w, h);
    const QPainterPath path = roundedPath(plate, h * 0.2);
    p.fillPath(path, withAlpha(t.board, 0.92));
    p.setPen(QPen(t.danger, 2.5));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    p.setPen(t.text);
    drawFitted(p, plate.adjusted(l.gap() * 2, 0, -l.gap() * 2, 0), text, f, Qt::AlignCenter, l.smallFontPx());
}

} // namespace gpuk
