#include "technicalpainter.h" // own header by plain name: lupdate then knows the class

// The technical skin, exclusive: one small GPU per tenant, and the big GPU drawn live.

#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace gpuk {

namespace {

// The rows of a small GPU: its tenant's name (one laid-out line at the names' size), its chip,
// its memory bar, and a line of small words at the bottom.
struct MiniGpuRows
{
    QRectF name, chip, memory, words;
    MiniGpuRows(const QRectF &inner, const GpuLayout &l)
    {
        const qreal nameH = std::min(inner.height() * 0.4, l.textHeight(l.fontPx()));
        const qreal wordsH = std::min(inner.height() * 0.4, l.textHeight(l.smallFontPx()));
        const qreal mid = inner.height() - nameH - wordsH;
        name = QRectF(inner.left(), inner.top(), inner.width(), nameH);
        chip = QRectF(inner.left(), name.bottom(), inner.width(), mid * 0.6);
        memory = QRectF(inner.left(), chip.bottom() + mid * 0.08, inner.width(), mid * 0.28);
        words = QRectF(inner.left(), inner.bottom() - wordsH, inner.width(), wordsH);
    }
};

} // namespace

void TechnicalPainter::paintMiniGpu(QPainter &p, const Theme &t, const QRectF &r, int tenant) const
{
    const GpuLayout &l = *m_layout;
    const QColor c = tenantColor(tenant, t.scheme);
    const qreal g = l.gap();
    const QRectF box = r.adjusted(1, 1, -1, -1);
    paintMiniGpuBox(p, t, box, g, tenant);

    const QRectF inner = box.adjusted(g, g * 0.5, -g, -g * 0.5);
    const MiniGpuRows rows(inner, l);
    p.setPen(t.text);
    drawFitted(p, rows.name, tenantName(tenant), pixelFont(m_font, l.fontPx(), true), Qt::AlignLeft | Qt::AlignVCenter,
               l.smallFontPx());

    // A tiny chip fully in the tenant's colour: the whole GPU is theirs. Live: only the share
    // of SMs it uses now lights up (the live layer), the rest stays pale.
    const CanvasModel::Gpu *gm = gpu();
    paintMiniGpuChip(p, t, rows.chip, std::max(1, gm->computeSlices), tenant, m_model->hasSnapshot());
    if (m_model->hasSnapshot()) {
        const QRectF mem = rows.memory;
        p.fillRect(mem, t.freeFill);
        p.setPen(QPen(t.neutralEdge, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(mem);
        return; // memory fill and figures come from the live layer
    }

    const double model = m_model->tenantModelGb(tenant);
    const double capacity = std::max(1e-9, m_model->memoryCapacityGiB());
    const QRectF mem = rows.memory;
    p.fillRect(mem, t.freeFill);
    paintTenantFill(p, QRectF(mem.left(), mem.top(), mem.width() * std::min(1.0, model / capacity), mem.height()), tenant,
                    c);
    p.setPen(QPen(t.neutralEdge, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(mem);
    p.setPen(t.subtle);
    drawFitted(p, rows.words, tr("%1 of %2 GiB in use").arg(localeNumber(model, 1), localeNumber(capacity, 1)),
               pixelFont(m_font, l.smallFontPx()), Qt::AlignLeft | Qt::AlignVCenter, l.smallFontPx());
}

void TechnicalPainter::paintMiniGpuBox(QPainter &p, const Theme &t, const QRectF &box, qreal g, int tenant)
{
    const QColor c = tenantColor(tenant, t.scheme);
    const QPainterPath boxPath = roundedPath(box, g);
    paintTenantFill(p, boxPath, tenant, withAlpha(c, t.roomAlpha));
    p.setPen(QPen(t.scheme == ColorScheme::Dark ? c.lighter(115) : c.darker(135), 2));
    p.drawPath(boxPath);
}

void TechnicalPainter::paintMiniGpuChip(QPainter &p, const Theme &t, const QRectF &chip, int cols, int tenant, bool pale)
{
    const QColor c = tenantColor(tenant, t.scheme);
    const qreal cw = (chip.width() - (cols - 1) * 2) / cols;
    for (int i = 0; i < cols; ++i)
        paintTenantFill(p, QRectF(chip.left() + i * (cw + 2), chip.top() + 2, cw, chip.height() - 4), tenant,
                        pale ? withAlpha(c, 0.25) : c);
}

void TechnicalPainter::paintLiveMiniGpus(QPainter &p, const Theme &t) const
{
    // Exclusive: each tenant's own GPU, with the share of its SMs in use, its memory and queue.
    const GpuLayout &l = *m_layout;
    const QList<QRectF> &rows = l.legendRows();
    const CanvasModel::Gpu *gm = gpu();
    const int cols = std::max(1, gm->computeSlices);
    const double capacity = std::max(1e-9, m_model->memoryCapacityGiB());
    const QFont f = pixelFont(m_font, l.smallFontPx());
    p.setFont(f);
    const bool overflow = rows.size() < int(m_model->legend().size());
    for (int i = 0; i < rows.size() && i < int(m_model->legend().size()); ++i) {
        if (overflow && i == rows.size() - 1)
            break;
        const int k = m_model->legend()[size_t(i)].tenant;
        if (k < 0 || k >= int(m_model->live().tenants.size()))
            continue;
        const CanvasModel::LiveTenant &v = m_model->live().tenants[size_t(k)];
        const QColor c = tenantColor(k, t.scheme);
        const qreal g = l.gap();
        const QRectF inner = rows[i].adjusted(1, 1, -1, -1).adjusted(g, g * 0.5, -g, -g * 0.5);
        const MiniGpuRows parts(inner, l);
        const QRectF chip = parts.chip;
        const qreal cw = (chip.width() - (cols - 1) * 2) / cols;
        const double lit = std::clamp(v.smsHeld / std::max(1, gm->sms), 0.0, 1.0) * cols;
        for (int j = 0; j < cols && j < lit; ++j)
            paintTenantFill(p, QRectF(chip.left() + j * (cw + 2), chip.top() + 2, cw * std::min(1.0, lit - j), chip.height() - 4),
                            k, c);
        const QRectF mem = parts.memory;
        paintTenantFill(p,
                        QRectF(mem.left() + 0.5, mem.top() + 0.5, (mem.width() - 1) * std::min(1.0, v.memoryUsedGb / capacity),
                               mem.height() - 1),
                        k, c);
        const QString text = tr("%1 waiting · %2 running · %3 of %4 GiB")
                                 .arg(v.queued)
                                 .arg(v.inFlight)
                                 .arg(localeNumber(v.memoryUsedGb, 1), localeNumber(capacity, 1));
        p.setPen(t.subtle);
        drawLabel(p, parts.words, Qt::AlignLeft | Qt::AlignVCenter, text);
    }
}

void TechnicalPainter::paintLiveExclusiveGpu(QPainter &p, const Theme &t) const
{
    // The big GPU live: whose it is, its SMs in use, its memory in use.
    const int k = m_model->live().exclusiveTenant;
    if (k < 0 || k >= int(m_model->live().tenants.size()))
        return;
    paintLiveSms(p, t);
    const GpuLayout &l = *m_layout;
    const QColor c = tenantColor(k, t.scheme);
    const QRectF bar = l.memoryBarRect();
    const double used = std::clamp(m_model->live().tenants[size_t(k)].memoryUsedGb / std::max(1e-9, m_model->memoryCapacityGiB()), 0.0, 1.0);
    paintTenantFill(p, QRectF(bar.left() + 1, bar.top() + 1, (bar.width() - 2) * used, bar.height() - 2), k, withAlpha(c, 0.85));
    const QRectF cap = l.memoryCaptionRect();
    const QRectF right(cap.left() + cap.width() * 0.45, cap.top(), cap.width() * 0.55, cap.height());
    p.setPen(t.text);
    drawFitted(p, right, tr("Drawn live: the GPU of %1").arg(tenantName(k)), pixelFont(m_font, l.smallFontPx(), true),
               Qt::AlignRight | Qt::AlignVCenter, l.smallFontPx());
}

} // namespace gpuk
