#include "technicalpainter.h" // own header by plain name: lupdate then knows the class

// The technical skin, memory: the memory slots (MIG) or the one pool, static and live.

#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"
#include "ui/text/modeui.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gpuk {

namespace {

// A MIG memory slot's two rows of words: its number (names' size) above, a figure (small) below,
// the lower one exactly one laid-out line of small words.
std::pair<QRectF, QRectF> slotRows(const QRectF &slot, const GpuLayout &l)
{
    const qreal lowH = std::min(slot.height() / 2, l.textHeight(l.smallFontPx()));
    const qreal pad = std::max(0.0, std::min(l.gap() * 0.4, (slot.height() - lowH) / 4));
    const QRectF low(slot.left(), slot.bottom() - pad - lowH, slot.width(), lowH);
    return {QRectF(slot.left(), slot.top() + pad, slot.width(), low.top() - slot.top() - pad), low};
}

} // namespace

void TechnicalPainter::paintMemory(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = *m_layout;
    const CanvasModel::Gpu *g = gpu();
    const qreal spx = l.smallFontPx();
    const qreal minPx = spx;
    const int slotCount = l.memorySlots().size();
    const double perSlot = g->memoryGiB / std::max(1, g->memorySlots);
    QString caption;
    const bool live = m_model->hasSnapshot() && sharesGpu(m_model->mode()); // fills come from the live layer

    if (m_model->migEnabled()) {
        for (int i = 0; i < slotCount; ++i) {
            const GpuLayout::MemorySlot &m = l.memorySlots()[i];
            const QPainterPath path = roundedPath(m.rect, l.gap() * 0.8);
            QColor ink = t.subtle;
            if (m.instance >= 0) {
                const int k = roomTenant(m.instance);
                const QColor c = tenantColor(k, t.scheme);
                if (live) {
                    paintTenantFill(p, path, k, withAlpha(c, t.scheme == ColorScheme::Dark ? 0.25 : 0.18));
                    p.setPen(QPen(c, 1.5));
                    p.drawPath(path);
                    continue;
                }
                paintTenantFill(p, path, k, c);
                ink = contrastingTextColor(c);
            } else {
                fillHatched(p, path, t.freeFill, t.freeEdge);
                p.setPen(QPen(t.freeEdge, 1.5, Qt::DashLine));
                p.drawPath(path);
            }
            p.setPen(ink);
            const auto [top, bottom] = slotRows(m.rect, l);
            drawFitted(p, top, QLocale().toString(i), pixelFont(m_font, l.fontPx(), true), Qt::AlignCenter, minPx);
            drawFitted(p, bottom.adjusted(2, 0, -2, 0), m.instance >= 0 ? tr("%1 GB").arg(localeNumber(perSlot, 1))
                                                                        : tr("unused"),
                       pixelFont(m_font, spx), Qt::AlignCenter, minPx);
        }
        caption = (m_model->hasSnapshot()
                       ? tr("Memory: %1 slices of about %2 GB (own bandwidth, L2). Numbers: starts; %: in use.")
                       : tr("Memory: %1 slices of about %2 GB, each with its share of bandwidth and L2 cache. "
                            "Numbers are placement starts."))
                      .arg(slotCount)
                      .arg(localeNumber(perSlot, 1));
    } else {
        // One pool: stacked segments of what the tenants keep resident.
        const QRectF bar = l.memoryBarRect();
        const QPainterPath barPath = roundedPath(bar, l.gap() * 0.8);
        p.fillPath(barPath, t.freeFill);
        const double capacity = std::max(1e-9, m_model->memoryCapacityGiB());
        const double used = m_model->plannedMemoryGiB();
        if (sharesGpu(m_model->mode()) && !live) {
            p.save();
            p.setClipPath(barPath);
            qreal x = bar.left();
            for (int e = 0; e < int(m_model->legend().size()); ++e) {
                const double gb = m_model->legend()[size_t(e)].heldGiB;
                const qreal w = bar.width() * gb / capacity;
                if (w <= 0)
                    continue;
                const QRectF seg(x, bar.top(), std::min(w, bar.right() - x), bar.height());
                const int k = m_model->legend()[size_t(e)].tenant;
                const QColor c = tenantColor(k, t.scheme);
                paintTenantFill(p, seg, k, c);
                p.setPen(QPen(t.board, 2));
                p.drawLine(QPointF(seg.right(), seg.top()), QPointF(seg.right(), seg.bottom()));
                p.setPen(contrastingTextColor(c));
                const QString label = tr("%1 GiB").arg(localeNumber(gb, 1));
                const QFont f = pixelFont(m_font, spx);
                if (QFontMetricsF(f).horizontalAdvance(label) + 6 < seg.width()) {
                    p.setFont(f);
                    drawLabel(p, seg, Qt::AlignCenter, label);
                }
                x += w;
                if (x >= bar.right())
                    break;
            }
            p.restore();
        }
        // Slot boundaries stay visible as thin ticks: the same 8 slices MIG would hand out.
        p.setPen(QPen(withAlpha(t.subtle, 0.5), 1));
        for (int i = 1; i < slotCount; ++i) {
            const qreal x = l.memorySlots()[i].rect.left() - l.gap() / 2;
            p.drawLine(QPointF(x, bar.top() + 3), QPointF(x, bar.top() + bar.height() * 0.25));
            p.drawLine(QPointF(x, bar.bottom() - bar.height() * 0.25), QPointF(x, bar.bottom() - 3));
        }
        const bool over = m_model->memoryOver();
        p.setPen(QPen(over ? t.danger : t.neutralEdge, over ? 3 : 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawPath(barPath);

        switch (m_model->mode()) {
        case Mode::Mps:
            caption = tr("Memory: one pool of %1 GiB shared by every client; the models take %2 GiB of it.")
                          .arg(localeNumber(capacity, 1), localeNumber(used, 1));
            break;
        case Mode::Timeslice:
            caption = tr("Memory: one pool of %1 GiB with no limits between contexts; the models take %2 GiB of it.")
                          .arg(localeNumber(capacity, 1), localeNumber(used, 1));
            break;
        case Mode::Vgpu:
            caption = tr("Memory: every VM gets a fixed framebuffer; %1 of %2 GiB are handed out.")
                          .arg(localeNumber(used, 1), localeNumber(capacity, 1));
            break;
        case Mode::Quota:
            caption = tr("Memory: every container has a quota, checked at each allocation; %1 of %2 GiB are handed out.")
                          .arg(localeNumber(used, 1), localeNumber(capacity, 1));
            break;
        case Mode::Exclusive:
        case Mode::Mig:
            caption = tr("Memory of one GPU: %1 GiB usable.").arg(localeNumber(capacity, 1));
            break;
        }
        if (over)
            caption += QLatin1Char(' ') + tr("Over by %1 GiB!").arg(localeNumber(used - capacity, 1));
    }
    p.setPen(t.subtle);
    QRectF captionRect = l.memoryCaptionRect().adjusted(0, l.gap() * 0.3, 0, 0);
    if (live && m_model->mode() == Mode::Exclusive) // the right 55 %: "Drawn live: the GPU of …" (exclusive.cpp)
        captionRect.setRight(captionRect.left() + captionRect.width() * 0.45 - l.gap());
    else if (live) // room for the live congestion badge at the right
        captionRect.setRight(captionRect.right() - captionRect.width() * 0.3);
    drawFitted(p, captionRect, caption, pixelFont(m_font, spx),
               Qt::AlignLeft | Qt::AlignVCenter, minPx);
}

void TechnicalPainter::paintLiveMemory(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = *m_layout;
    const qreal spx = l.smallFontPx();
    if (m_model->migEnabled()) {
        const QFont big = pixelFont(m_font, l.fontPx(), true);
        const QFont small = pixelFont(m_font, spx);
        for (int i = 0; i < l.memorySlots().size(); ++i) {
            const GpuLayout::MemorySlot &m = l.memorySlots()[i];
            if (m.instance < 0)
                continue;
            const int k = roomTenant(m.instance);
            const QColor c = tenantColor(k, t.scheme);
            const double fill = i < int(m_model->live().memorySlotFill.size()) ? m_model->live().memorySlotFill[size_t(i)] : 0;
            const double kv = i < int(m_model->live().memorySlotKvFill.size()) ? m_model->live().memorySlotKvFill[size_t(i)] : 0;
            paintMemoryFill(p, m.rect, l.gap(), k, fill, kv, small, t.scheme);
            const auto [top, bottom] = slotRows(m.rect, l);
            p.setPen(fill > 0.55 ? contrastingTextColor(c) : t.text);
            p.setFont(big);
            drawLabel(p, top, Qt::AlignCenter, QLocale().toString(i));
            p.setFont(small);
            drawLabel(p, bottom, Qt::AlignCenter, tr("%1 %").arg(int(std::lround(fill * 100))));
        }
        return;
    }
    // One pool: a segment per client / VM / context of what it holds now (vGPU: inside its
    // fixed framebuffer, drawn as a lighter box).
    const QRectF bar = l.memoryBarRect().adjusted(1.5, 1.5, -1.5, -1.5);
    const double capacity = std::max(1e-9, m_model->memoryCapacityGiB());
    const QFont f = pixelFont(m_font, spx);
    const QFontMetricsF fm(f);
    p.setFont(f);
    qreal x = bar.left();
    for (int e = 0; e < int(m_model->legend().size()) && x < bar.right(); ++e) {
        const int k = m_model->legend()[size_t(e)].tenant;
        const double gb = (k >= 0 && k < int(m_model->live().tenants.size())) ? m_model->live().tenants[size_t(k)].memoryUsedGb : 0;
        const bool block = m_model->memoryBlocks(); // a framebuffer / quota of its own
        const double box = block ? std::max(m_model->legend()[size_t(e)].heldGiB, gb) : gb;
        const qreal boxW = std::min(bar.right() - x, bar.width() * box / capacity);
        const qreal usedW = std::min(boxW, bar.width() * gb / capacity);
        const QColor c = tenantColor(k, t.scheme);
        if (boxW > usedW)
            paintTenantFill(p, QRectF(x + usedW, bar.top(), boxW - usedW, bar.height()), k, withAlpha(c, 0.22));
        if (usedW > 0)
            paintTenantFill(p, QRectF(x, bar.top(), usedW, bar.height()), k, c);
        // The LLM KV cache: a second, lighter fill at the end of what the tenant holds.
        const double kv = (k >= 0 && k < int(m_model->live().tenants.size())) ? m_model->live().tenants[size_t(k)].kvGb : 0;
        const qreal kvW = std::min(usedW, bar.width() * kv / capacity);
        qreal labelW = usedW;
        if (kvW > 0) {
            const QRectF kvRect(x + usedW - kvW, bar.top(), kvW, bar.height());
            p.fillRect(kvRect, c.lighter(150));
            const QString kvLabel = tr("KV %1 GiB").arg(localeNumber(kv, 1));
            const QString shortLabel = tr("KV");
            p.setPen(contrastingTextColor(c.lighter(150)));
            if (fm.horizontalAdvance(kvLabel) + 6 < kvW)
                drawLabel(p, kvRect, Qt::AlignCenter, kvLabel);
            else if (fm.horizontalAdvance(shortLabel) + 4 < kvW)
                drawLabel(p, kvRect, Qt::AlignCenter, shortLabel);
            labelW = usedW - kvW;
        }
        const QString label = tr("%1 GiB").arg(localeNumber(gb, 1));
        // A quota block says what is in use of how much, in its whole box when that holds it.
        const QString ofQuota = tr("%1 of %2 GiB").arg(localeNumber(gb, 1), localeNumber(box, 1));
        if (m_model->mode() == Mode::Quota && kvW <= 0 && fm.horizontalAdvance(ofQuota) + 6 < boxW) {
            p.setPen(usedW > boxW / 2 ? contrastingTextColor(c) : t.text);
            drawLabel(p, QRectF(x, bar.top(), boxW, bar.height()), Qt::AlignCenter, ofQuota);
        } else if (fm.horizontalAdvance(label) + 6 < labelW) {
            p.setPen(contrastingTextColor(c));
            drawLabel(p, QRectF(x, bar.top(), labelW, bar.height()), Qt::AlignCenter, label);
        }
        if (block && boxW > 3) { // the block's own outline: what the container may hold
            p.setPen(QPen(c, 1.5));
            p.setBrush(Qt::NoBrush);
            p.drawRect(QRectF(x + 0.75, bar.top() + 0.75, boxW - 1.5, bar.height() - 1.5));
        }
        x += boxW;
        if (boxW > 0) {
            p.setPen(QPen(t.board, 2));
            p.drawLine(QPointF(x, bar.top()), QPointF(x, bar.bottom()));
        }
    }
    if (m_model->memoryNearlyFull()) { // out-of-memory is next
        p.setPen(QPen(t.danger, 3));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(l.memoryBarRect(), l.gap() * 0.8, l.gap() * 0.8);
    }
}

void TechnicalPainter::paintMemoryFill(QPainter &p, const QRectF &slot, qreal gap, int k, double fill, double kv,
                                       const QFont &small, ColorScheme scheme)
{
    const QColor c = tenantColor(k, scheme);
    const QRectF inner = slot.adjusted(1.5, 1.5, -1.5, -1.5);
    if (fill > 0) {
        p.save();
        p.setClipRect(QRectF(inner.left(), inner.bottom() - inner.height() * fill, inner.width(), inner.height() * fill));
        p.setPen(Qt::NoPen);
        p.setBrush(tenantBrush(k, c, p.device() ? p.device()->devicePixelRatioF() : 1.0));
        p.drawRoundedRect(inner, gap * 0.7, gap * 0.7);
        p.restore();
    }
    // The LLM KV cache: a second, lighter fill at the top of what is in use; it grows
    // with every token and drops when a request completes.
    if (kv > 0) {
        const QRectF kvRect(inner.left(), inner.bottom() - inner.height() * fill, inner.width(), inner.height() * kv);
        p.fillRect(kvRect, c.lighter(150));
        const QString kvWord = tr("KV");
        if (textLineHeight(small, kvWord) <= kvRect.height()) {
            p.setPen(contrastingTextColor(c.lighter(150)));
            p.setFont(small);
            drawLabel(p, kvRect, Qt::AlignCenter, kvWord);
        }
    }
}

} // namespace gpuk
