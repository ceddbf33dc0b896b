#include "technicalpainter.h" // own header by plain name: lupdate then knows the class

// The technical skin, time-slicing and time-sliced vGPU: the turn strip and the slice clock.

#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gpuk {

void TechnicalPainter::paintTurns(QPainter &p, const Theme &t) const
{
    // Time-slicing and time-sliced vGPU: the rotation of contexts / VMs, one block per slice.
    const std::vector<int> &turns = m_model->turns().rotation;
    if (turns.empty())
        return;

    const GpuLayout &l = *m_layout;
    const QRectF r = l.connectorRect();
    const qreal h = std::min(r.height() * 0.62, l.lineHeight() * 0.9);
    const qreal y = r.center().y() - h / 2;
    const QFont f = pixelFont(m_font, l.smallFontPx());
    const QString label = m_model->turns().label;
    const qreal labelW = std::min(QFontMetricsF(f).horizontalAdvance(label) + 4, r.width() * 0.4);
    p.setPen(t.subtle);
    drawFitted(p, QRectF(r.left(), r.top(), labelW, r.height()), label, f, Qt::AlignLeft | Qt::AlignVCenter,
               l.smallFontPx());
    const qreal g = l.gap();
    const qreal left = r.left() + labelW + g * 2;
    const qreal blockW = std::max(l.lineHeight() * 1.1, 8.0);
    const int count = std::max(0, int((r.right() - left + g) / (blockW + g)));
    for (int i = 0; i < count; ++i) {
        paintTurnBlock(p, t, QRectF(left + i * (blockW + g), y, blockW, h), turns[size_t(i) % turns.size()]);
    }
}

void TechnicalPainter::paintTurnBlock(QPainter &p, const Theme &t, const QRectF &b, int k)
{
    const QPainterPath path = roundedPath(b, b.height() * 0.2);
    if (k >= 0) {
        paintTenantFill(p, path, k, tenantColor(k, t.scheme));
    } else { // an empty slot of the rotation (a fixed-share slot nobody runs in)
        fillHatched(p, path, t.freeFill, t.freeEdge);
        p.setPen(QPen(t.freeEdge, 1, Qt::DashLine));
        p.drawPath(path);
    }
}

QRectF TechnicalPainter::sliceClockRect(const GpuLayout &layout)
{
    const QRectF b = layout.bannerRect();
    const qreal d = std::max(8.0, b.height() - layout.gap() * 1.5);
    // The pie, then the owner's name to its right (up to a quarter of the banner).
    const qreal w = std::min(b.width() * 0.32, d + b.width() * 0.22);
    return QRectF(b.right() - w - layout.gap(), b.center().y() - d / 2, w, d);
}

void TechnicalPainter::paintSliceClock(QPainter &p, const Theme &t) const
{
    const QRectF r = sliceClockRect();
    const qreal d = r.height();
    const QRectF pie(r.left(), r.top(), d, d);
    const int owner = m_model->live().sliceOwner;
    p.setPen(QPen(t.neutralEdge, 2));
    p.setBrush(t.freeFill);
    p.drawEllipse(pie);
    QString label;
    if (m_model->live().switching) {
        p.setBrush(withAlpha(t.unusable, 0.7));
        p.setPen(Qt::NoPen);
        p.drawEllipse(pie.adjusted(d * 0.1, d * 0.1, -d * 0.1, -d * 0.1));
        label = tr("switching…");
    } else if (owner >= 0) {
        const QColor c = tenantColor(owner, t.scheme);
        p.setPen(Qt::NoPen);
        p.setBrush(tenantBrush(owner, c, p.device() ? p.device()->devicePixelRatioF() : 1.0));
        const int span = -int(std::lround(m_model->live().sliceProgress * 360 * 16)); // clockwise from 12 o'clock
        p.drawPie(pie.adjusted(2, 2, -2, -2), 90 * 16, span);
        label = tidyCjkSpacing(tr("%1's turn").arg(tenantName(owner)));
    } else {
        label = tr("nobody's turn");
    }
    p.setPen(t.text);
    const QRectF text(pie.right() + m_layout->gap() * 1.5, r.top(), r.right() - pie.right() - m_layout->gap() * 1.5, d);
    // Cached per label: a word-wrapped layout every frame would cost more than the whole grid.
    if (label != m_clockLabelText || text.size() != m_clockLabelSize) {
        m_clockLabelText = label;
        m_clockLabelSize = text.size();
        // At the names' size, else the small one; a name too long for the lines there is room for
        // is elided on one line.
        QFont f = pixelFont(m_font, m_layout->fontPx(), true);
        m_clockLabel = QStaticText(label);
        m_clockLabel.setTextFormat(Qt::PlainText);
        m_clockLabel.setTextWidth(text.width());
        m_clockLabel.prepare(QTransform(), f);
        if (m_clockLabel.size().height() > text.height() + 0.5) {
            f = pixelFont(m_font, m_layout->smallFontPx(), true);
            m_clockLabel.prepare(QTransform(), f);
        }
        if (m_clockLabel.size().height() > text.height() + 0.5) {
            m_clockLabel.setText(QFontMetricsF(f).elidedText(label, Qt::ElideRight, text.width()));
            m_clockLabel.prepare(QTransform(), f);
        }
        m_clockLabelFont = f;
    }
    p.setFont(m_clockLabelFont);
    const qreal h = m_clockLabel.size().height();
    const QPointF at(text.left(), text.center().y() - std::min(h, text.height()) / 2);
    drawStaticLabel(p, at, m_clockLabel, QRectF(at, QSizeF(text.width(), std::min(h, text.height()))));
}

} // namespace gpuk
