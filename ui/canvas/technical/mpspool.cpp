#include "technicalpainter.h" // own header by plain name: lupdate then knows the class

// The technical skin, the SM grid: cells in every state, the fenced MPS pool, the live cells and
// the DRAM congestion badge.

#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"
#include "ui/text/modeui.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace gpuk {

void TechnicalPainter::paintPool(QPainter &p, const Theme &t) const
{
    paintPoolFence(p, t, m_layout->poolRect(), m_layout->gap());
}

void TechnicalPainter::paintPoolFence(QPainter &p, const Theme &t, const QRectF &rect, qreal gap)
{
    const QPainterPath pool = roundedPath(rect, gap * 1.5);
    p.fillPath(pool, withAlpha(t.poolWall, t.scheme == ColorScheme::Dark ? 0.12 : 0.07));
    QPen pen(t.poolWall, std::max(2.0, gap * 0.7));
    pen.setStyle(Qt::DashLine); // an open pool: a fence, not a wall
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawPath(pool);
}

void TechnicalPainter::paintSms(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = *m_layout;
    const bool dark = t.scheme == ColorScheme::Dark;
    const QColor smFill = modeUi(m_model->mode()).family == PainterFamily::Pool ? (dark ? QColor(0x4f, 0x6f, 0x94) : QColor(0x7f, 0x9c, 0xbf))
                                                  : t.neutralSm;
    const bool live = m_model->hasSnapshot() && sharesGpu(m_model->mode());
    for (const GpuLayout::Sm &sm : l.sms()) {
        const bool inRoom = sm.state == GpuLayout::SmState::Exposed || sm.state == GpuLayout::SmState::NotExposed;
        paintSmCell(p, t, sm.rect, sm.state, inRoom ? roomTenant(sm.instance) : -1, live, smFill);
    }
}

void TechnicalPainter::paintSmCell(QPainter &p, const Theme &t, const QRectF &rect, GpuLayout::SmState state, int k,
                                   bool live, const QColor &smFill)
{
    const bool dark = t.scheme == ColorScheme::Dark;
    const qreal radius = std::min(rect.width(), rect.height()) * 0.18;
    const QPainterPath path = roundedPath(rect, radius);
    p.setBrush(Qt::NoBrush);
    switch (state) {
    case GpuLayout::SmState::Usable:
        if (live) { // idle until the live layer says who runs here
            p.fillPath(path, t.freeFill);
            p.setPen(QPen(t.freeEdge, 1));
            break;
        }
        p.fillPath(path, smFill);
        p.setPen(QPen(dark ? smFill.lighter(125) : smFill.darker(125), 1));
        break;
    case GpuLayout::SmState::Exposed: {
        const QColor c = tenantColor(k, t.scheme);
        if (live) {
            paintTenantFill(p, path, k, withAlpha(c, dark ? 0.25 : 0.18));
            p.setPen(QPen(withAlpha(c, 0.8), 1));
            break;
        }
        paintTenantFill(p, path, k, c);
        p.setPen(QPen(dark ? c.lighter(125) : c.darker(130), 1));
        break;
    }
    case GpuLayout::SmState::NotExposed: {
        const QColor c = tenantColor(k, t.scheme);
        fillHatched(p, path, withAlpha(c, 0.22), dark ? c.lighter(120) : c.darker(140));
        p.setPen(QPen(withAlpha(dark ? c.lighter(120) : c.darker(130), 0.9), 1, Qt::DashLine));
        break;
    }
    case GpuLayout::SmState::Free:
        p.fillPath(path, t.freeFill);
        p.setPen(QPen(t.freeEdge, 1, Qt::DashLine));
        break;
    case GpuLayout::SmState::Stranded:
        fillHatched(p, path, withAlpha(t.stranded, 0.18), t.stranded);
        p.setPen(QPen(t.stranded, 1.5));
        break;
    case GpuLayout::SmState::Unusable:
        fillHatched(p, path, withAlpha(t.unusable, 0.18), t.unusable, Qt::DiagCrossPattern);
        p.setPen(QPen(t.unusable, 1.5));
        break;
    }
    p.drawPath(path);
}

void TechnicalPainter::paintLiveSms(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = *m_layout;
    const QList<int> &drawn = m_model->live().cells; // the tenant drawn on every cell
    const bool sliced = m_model->timeSliced();
    const int owner = m_model->live().sliceOwner;
    const bool dark = t.scheme == ColorScheme::Dark;
    p.setPen(Qt::NoPen);
    // Time-sliced: the whole grid belongs to the slice owner (lighter where it runs nothing),
    // grey while the context switches.
    // Opaque mixes, not alpha: blending 100+ cells every frame costs more than the rest together.
    QColor ownerTint;
    if (sliced && m_model->live().switching)
        ownerTint = mix(t.unusable, t.board, 0.45);
    else if (sliced && owner >= 0)
        ownerTint = mix(tenantColor(owner, t.scheme), t.board, dark ? 0.55 : 0.62);
    // Every cell has the same size: one antialiased cell per colour is painted once into a
    // pixmap and blitted (much cheaper than 100+ antialiased rounded rectangles per frame).
    const qreal dpr = m_dpr;
    auto cell = [&](const QColor &c, int tenant) -> const QPixmap & {
        const quint64 key = quint64(c.rgba()) | quint64(tenantPattern(tenant)) << 32;
        auto it = m_cellCache.find(key);
        if (it != m_cellCache.end())
            return *it;
        const QSizeF size = l.sms().front().rect.size();
        QPixmap pm((size * dpr).toSize() + QSize(2, 2));
        pm.setDevicePixelRatio(dpr);
        pm.fill(Qt::transparent);
        QPainter cp(&pm);
        cp.setRenderHint(QPainter::Antialiasing);
        cp.setPen(Qt::NoPen);
        cp.setBrush(tenantBrush(tenant, c, dpr));
        const qreal radius = std::min(size.width(), size.height()) * 0.18;
        cp.drawRoundedRect(QRectF(QPointF(0, 0), size), radius, radius);
        return *m_cellCache.insert(key, pm);
    };
    if (l.sms().isEmpty())
        return;
    for (int i = 0; i < l.sms().size(); ++i) {
        const GpuLayout::Sm &sm = l.sms()[i];
        const int k = i < drawn.size() ? drawn[i] : -1;
        QColor c;
        if (k >= 0)
            c = tenantColor(k, t.scheme);
        else if (ownerTint.isValid() && sm.state == GpuLayout::SmState::Usable)
            c = ownerTint; // the slice owner's, with its pattern
        else
            continue;
        p.drawPixmap(sm.rect.topLeft(), cell(c, k >= 0 ? k : owner));
    }
}

void TechnicalPainter::paintCongestion(QPainter &p, const Theme &t) const
{
    const double worst = m_model->live().worstCongestion;
    const int worstTenant = m_model->live().worstCongestionTenant;
    if (!m_model->congestionShown())
        return;
    const GpuLayout &l = *m_layout;
    // The DRAM side turns red: the memory bar (or the congested rooms' memory) gets a red wall.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(t.danger, std::max(3.0, l.gap() * 0.8)));
    if (m_model->migEnabled()) {
        for (const GpuLayout::Room &room : l.rooms()) {
            const int k = roomTenant(room.instance);
            if (m_model->congested(k))
                p.drawRoundedRect(room.memoryRect, l.gap(), l.gap());
        }
    } else {
        p.drawRoundedRect(l.memoryBarRect(), l.gap() * 0.8, l.gap() * 0.8);
    }
    const QRectF cap = l.memoryCaptionRect();
    // With MIG each instance has its own share of the bandwidth: the congestion is inside one
    // room, not on the whole GPU, and the badge says whose (the name is elided first: the badge
    // keeps to the 30 % of the caption line that the caption leaves free).
    const QString text = m_model->migEnabled() && worstTenant >= 0
        ? tidyCjkSpacing(tr("DRAM congested ×%2 (inside %1's instance)").arg(tenantName(worstTenant), localeNumber(worst, 2)))
        : tr("DRAM congested ×%1").arg(localeNumber(worst, 2));
    const QFont f = pixelFont(m_font, l.smallFontPx(), true);
    const QFontMetricsF fm(f);
    const qreal w = std::min(cap.width() * 0.3, fm.horizontalAdvance(text) + l.gap() * 3);
    const qreal textH = textLineHeight(f, text);
    const qreal h = std::max(textH, std::min(cap.height(), textH + l.gap()));
    const QRectF badge(cap.right() - w, cap.center().y() - h / 2 + l.gap() * 0.15, w, h);
    p.setPen(Qt::NoPen);
    p.setBrush(t.danger);
    p.drawRoundedRect(badge, h / 2, h / 2);
    p.setPen(contrastingTextColor(t.danger));
    p.setFont(f);
    drawLabel(p, badge.adjusted(l.gap() * 0.5, 0, -l.gap() * 0.5, 0), Qt::AlignCenter, text);
}

} // namespace gpuk
