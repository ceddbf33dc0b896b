#include "kitchenpainter.h" // own header by plain name: lupdate then knows the class is gpuk::KitchenPainter

// The kitchen skin, the legend: the MIG key, the chef teams / stalls rows.

#include "ui/canvas/kitchen/kitchenparts.h"
#include "ui/canvas/painthelpers.h"
#include "ui/text/modeui.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gpuk {

using namespace kitchenparts;

void KitchenPainter::paintKeySwatch(QPainter &p, const Palette &c, const QRectF &r, KeyItem item) const
{
    const QPointF ctr = r.center();
    const qreal R = std::min(r.width(), r.height()) * 0.48;
    if (item == KeyItem::UnusedMemory) {
        const QPainterPath path = roundedPath(r, 3);
        p.fillPath(path, c.shelfBack);
        p.fillRect(QRectF(r.left(), r.bottom() - r.height() * 0.2, r.width(), r.height() * 0.2), c.wood);
        p.setPen(QPen(c.woodDark, 1.5));
        p.drawPath(path);
        return;
    }
    if (item == KeyItem::Free) {
        p.fillPath(roundedPath(r, 3), c.stove); // a free place on the stove
        p.setPen(QPen(c.coldEdge, 1.5, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(ctr, R * 0.9, R * 0.9);
        return;
    }
    p.setPen(Qt::NoPen);
    p.setBrush(c.ring);
    p.drawEllipse(ctr, R, R);
    p.setBrush(c.cold);
    p.drawEllipse(ctr, R * 0.68, R * 0.68);
    if (item == KeyItem::NotExposed) {
        const QColor tc = tenantColor(0, c.scheme);
        p.setBrush(withAlpha(tc, 0.55));
        p.setPen(QPen(tc.darker(140), 1.2, Qt::DashLine));
        p.drawEllipse(ctr, R * 0.92, R * 0.92);
    } else {
        QPen pen(item == KeyItem::Stranded ? c.stranded : c.plank, std::max(2.0, R * 0.42));
        pen.setCapStyle(Qt::FlatCap);
        p.setPen(pen);
        const qreal d = R * 0.95;
        p.drawLine(QPointF(ctr.x() - d, ctr.y() - d * 0.55), QPointF(ctr.x() + d, ctr.y() + d * 0.55));
        p.drawLine(QPointF(ctr.x() - d, ctr.y() + d * 0.55), QPointF(ctr.x() + d, ctr.y() - d * 0.55));
    }
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::NoBrush);
}

// The static part of the legend (static layer): the MIG key, and the chef teams' aprons (vGPU:
// stall awnings) at the start of their rows.
void KitchenPainter::paintLegendSwatches(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    const qreal spx = l.smallFontPx();
    const qreal minPx = spx;
    const QList<QRectF> &rows = l.legendRows();
    if (rows.isEmpty())
        return;
    if (legendIsMigKey(mode())) {
        const std::vector<KeyItem> &items = m_model->keyItems();
        for (int i = 0; i < rows.size() && i < int(items.size()); ++i) {
            const QRectF r = rows[i];
            const qreal s = std::min(r.height() * 0.8, l.lineHeight() * 0.9);
            const QRectF sw(r.left(), r.center().y() - s / 2, s, s);
            paintKeySwatch(p, c, sw, items[size_t(i)]);
            p.setPen(c.text);
            fitted(p, QRectF(sw.right() + l.gap() * 1.5, r.top(), r.right() - sw.right() - l.gap() * 1.5, r.height()),
                   keyLabel(items[size_t(i)]), pixelFont(m_font, spx), Qt::AlignLeft | Qt::AlignVCenter, minPx);
        }
        return;
    }

    if (legendHasMiniGpus(mode()))
        return; // every row is a small kitchen, live
    const std::vector<int> lt = m_model->legendTenants();
    const int entries = int(lt.size());
    const bool overflow = rows.size() < entries;
    for (int i = 0; i < rows.size() && i < entries; ++i) {
        if (overflow && i == rows.size() - 1)
            break;
        const QRectF r = rows[i];
        const qreal s = std::min(r.height() * 0.85, l.lineHeight() * 0.95);
        paintApron(p, c, QRectF(r.left(), r.center().y() - s / 2, s, s), lt[size_t(i)], modeUi(mode()).vmWords);
    }
}

void KitchenPainter::paintApron(QPainter &p, const Palette &c, const QRectF &sw, int k, bool awning)
{
    const QColor tc = tenantColor(k, c.scheme);
    const qreal s = sw.width();
    // An apron in the team's colour (vGPU: a striped stall awning).
    if (awning) {
        const int stripes = 4;
        const qreal w = sw.width() / stripes;
        for (int j = 0; j < stripes; ++j)
            paintTenantFill(p, QRectF(sw.left() + j * w, sw.top(), w, sw.height() * 0.45), j % 2 ? -1 : k,
                            j % 2 ? c.jarGlass : tc);
        p.setPen(QPen(tc.darker(130), 1));
        p.drawRect(QRectF(sw.left(), sw.top(), sw.width(), sw.height() * 0.45));
        paintTenantFill(p, QRectF(sw.left() + w * 0.3, sw.top() + sw.height() * 0.45, sw.width() - w * 0.6, sw.height() * 0.55),
                        k, withAlpha(tc, 0.45));
    } else {
        QPainterPath apron;
        apron.moveTo(sw.left() + s * 0.3, sw.top());
        apron.lineTo(sw.right() - s * 0.3, sw.top());
        apron.lineTo(sw.right() - s * 0.25, sw.top() + s * 0.32);
        apron.lineTo(sw.right() - s * 0.05, sw.top() + s * 0.36);
        apron.lineTo(sw.right() - s * 0.12, sw.bottom());
        apron.lineTo(sw.left() + s * 0.12, sw.bottom());
        apron.lineTo(sw.left() + s * 0.05, sw.top() + s * 0.36);
        apron.lineTo(sw.left() + s * 0.25, sw.top() + s * 0.32);
        apron.closeSubpath();
        paintTenantFill(p, apron, k, tc);
        p.setPen(QPen(c.scheme == ColorScheme::Dark ? tc.lighter(130) : tc.darker(140), 1));
        p.drawPath(apron);
    }
}

void KitchenPainter::paintLegend(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    const qreal fpx = l.fontPx();
    const qreal spx = l.smallFontPx();
    const qreal minPx = spx;
    const QList<QRectF> &rows = l.legendRows(); // the key (MIG) or one row per chef team / stall
    if (rows.isEmpty())
        return;

    if (legendIsMigKey(mode()))
        return; // the key is in the static layer (paintLegendSwatches)

    const std::vector<int> lt = m_model->legendTenants();
    const int entries = int(lt.size());
    QString heading;
    switch (mode()) {
    case Mode::Mps:
        heading = tr("Chef teams at the open stove");
        break;
    case Mode::Vgpu:
        heading = tr("Food-court stalls (one VM each)");
        break;
    case Mode::Timeslice:
        heading = tr("Chef teams, in turn order");
        break;
    case Mode::Quota:
        heading = tr("Chef teams and their gas meters, in turn order");
        break;
    case Mode::Exclusive:
        heading = tr("One kitchen per chef team · kitchens: %1").arg(entries);
        break;
    case Mode::Mig:
        break;
    }
    // Once somebody waits, the heading says what the little figures are.
    if (m_snapshot && sharesGpu(mode())
        && std::any_of(lt.begin(), lt.end(), [this](int k) { return queuedOf(k) > 0; }))
        heading = tr("%1 · figures: waiting guests").arg(heading);
    p.setPen(c.text);
    // Who holds every team's limits, on the heading when it holds it at (nearly) full size.
    const QFont headingFont = pixelFont(m_font, fpx, true);
    const QString withBadge = tr("%1 · %2").arg(heading, m_model->enforcerBadge());
    // (Measured with the cached advance, every frame: words shrink in proportion to their size.)
    if (advance(headingFont, withBadge) * std::max(minPx, fpx * 0.85) / fpx + 2 <= l.legendHeadingRect().width())
        heading = withBadge;
    fitted(p, l.legendHeadingRect(), heading, headingFont, Qt::AlignLeft | Qt::AlignVCenter, minPx);

    const bool overflow = rows.size() < entries;
    auto legendName = [&](int i) { return m_model->legend()[size_t(i)].name; };
    // One name size for every row (a long name shrinks all a little rather than being the only
    // one in small print), sized for the room left when guests wait, so it does not flicker.
    // A compact row (narrower than the layout's usual column: three teams side by side on a small
    // screen) is the team's name only: the detail would be cut to a word.
    const bool compact = rows.front().width() < fpx * 24 - 1;
    const qreal nameShare = compact ? 1.0 : 0.62;
    qreal namePx = fpx;
    if (!legendHasMiniGpus(mode())) {
        const QFont full = pixelFont(m_font, fpx, true);
        for (int i = 0; i < rows.size() && i < entries; ++i) {
            if (overflow && i == rows.size() - 1)
                break;
            const QRectF r = rows[i];
            const qreal s = std::min(r.height() * 0.85, l.lineHeight() * 0.95);
            const qreal avail = (r.right() - (r.left() + s + l.gap() * 1.5)) * (m_snapshot ? 0.7 : 1.0) * nameShare;
            const qreal want = advance(full, legendName(i)) + 2;
            if (want > 0)
                namePx = std::min(namePx, fpx * avail / want);
        }
        namePx = std::max(namePx, minPx);
    }
    for (int i = 0; i < rows.size(); ++i) {
        const QRectF r = rows[i];
        if (overflow && i == rows.size() - 1) {
            p.setPen(c.subtle);
            fitted(p, r, tr("… and %1 more teams").arg(entries - i), pixelFont(m_font, fpx),
                   Qt::AlignLeft | Qt::AlignVCenter, minPx);
            break;
        }
        const int k = lt[size_t(i)];
        if (legendHasMiniGpus(mode())) {
            paintMiniKitchen(p, c, r, k);
            continue;
        }
        const QColor tc = tenantColor(k, c.scheme);
        // The apron (vGPU: a striped stall awning) is in the static layer (paintLegendSwatches).
        const qreal s = std::min(r.height() * 0.85, l.lineHeight() * 0.95);
        const QRectF sw(r.left(), r.center().y() - s / 2, s, s);
        const QString name = legendName(i);
        const QFont nf = pixelFont(m_font, namePx, true);
        const qreal textLeft = sw.right() + l.gap() * 1.5;
        qreal guestsW = 0;
        const int queued = queuedOf(k);
        if (queued > 0)
            guestsW = std::min((r.right() - textLeft) * 0.3, r.height() * (0.5 * std::min(queued, 8) + 1.5));
        // Software slicing, live: the team's gas meter (and shut valve) just before its guests.
        // Its words replace the details while the valve is shut (the details stay in the tool tip).
        qreal meterW = 0;
        const CanvasModel::LiveTenant *live = m_model->liveTenant(k);
        const bool shut = m_snapshot && mode() == Mode::Quota && live && live->throttled;
        if (m_snapshot && mode() == Mode::Quota) {
            meterW = std::min((r.right() - textLeft - guestsW) * 0.3, l.lineHeight() * 2.2 + l.gap() * 2);
            paintGasMeter(p, c, QRectF(r.right() - guestsW - meterW, r.top(), meterW - l.gap(), r.height()), k);
        }
        const qreal avail = r.right() - textLeft - guestsW - meterW;
        const qreal nameW = std::min(avail * nameShare, advance(nf, name) + 2); // names first
        p.setPen(onFire(k) ? c.danger : c.text);
        fitted(p, QRectF(textLeft, r.top(), nameW, r.height()), name, nf, Qt::AlignLeft | Qt::AlignVCenter, minPx);
        p.setPen(c.subtle);
        const qreal detailLeft = textLeft + nameW + l.gap() * 2;
        if (!compact && shut) {
            p.setPen(c.danger);
            const QRectF words(detailLeft, r.top(), r.right() - guestsW - meterW - detailLeft, r.height());
            const QFont wf = pixelFont(m_font, spx, true);
            const QString mark = advance(wf, m_model->throttleMark()) + 2 <= words.width() ? m_model->throttleMark()
                                                                                          : m_model->throttleMarkShort();
            fitted(p, words, mark, wf, Qt::AlignLeft | Qt::AlignVCenter, minPx);
        } else if (!compact) {
            fitted(p, QRectF(detailLeft, r.top(), r.right() - guestsW - meterW - detailLeft, r.height()),
                   m_model->legend()[size_t(i)].detail, pixelFont(m_font, spx), Qt::AlignLeft | Qt::AlignVCenter, minPx);
        }
        if (guestsW > 0)
            paintGuests(p, c, QRectF(r.right() - guestsW, r.top() + r.height() * 0.08, guestsW, r.height() * 0.84),
                        queued, tc);
    }
}

void KitchenPainter::paintGasMeter(QPainter &p, const Palette &c, const QRectF &r, int tenant) const
{
    const CanvasModel::LiveTenant *v = m_model->liveTenant(tenant);
    if (!v || r.width() < 8)
        return;
    const GpuLayout &l = layout();
    const qreal d = std::min(r.height() * 0.9, l.lineHeight() * 0.95);
    qreal left = r.left();
    // The gas meter: a dial whose needle and coloured arc show how full the team's meter is; no
    // dial while no meter runs (HAMi charges a lone team nothing).
    if (v->bucket >= 0) {
        const QRectF dial(left, r.center().y() - d / 2, d, d);
        paintGasDial(p, c, dial, v->bucket, v->throttled, tenant);
        left = dial.right() + l.gap();
    }
    if (!v->throttled)
        return;
    paintShutValve(p, c, QRectF(left, r.center().y() - d * 0.4, d * 0.8, d * 0.8));
}

void KitchenPainter::paintGasDial(QPainter &p, const Palette &c, const QRectF &dial, double bucket, bool throttled,
                                  int tenant)
{
    const qreal d = dial.width();
    const QColor face = c.scheme == ColorScheme::Dark ? c.stove : QColor(0xff, 0xff, 0xff);
    p.setPen(QPen(throttled ? c.danger : c.text, throttled ? 2 : 1.2));
    p.setBrush(face);
    p.drawEllipse(dial);
    const double full = std::clamp(bucket, 0.0, 1.0);
    if (full > 0) {
        p.setPen(Qt::NoPen);
        p.setBrush(tenantBrush(tenant, withAlpha(tenantColor(tenant, c.scheme), 0.8),
                               p.device() ? p.device()->devicePixelRatioF() : 1.0));
        // From the left (empty) clockwise over the top to the right (full): 180 degrees.
        p.drawPie(dial.adjusted(2, 2, -2, -2), 180 * 16, -int(full * 180 * 16));
    }
    const double a = pi - full * pi; // the needle: left when empty, right when full
    p.setPen(QPen(c.text, 1.6, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(dial.center(), dial.center() + QPointF(std::cos(a), -std::sin(a)) * d * 0.42);
}

void KitchenPainter::paintShutValve(QPainter &p, const Palette &c, const QRectF &valve)
{
    // The shut valve: a pipe with its handle across it, in red (`valve` is 0.8 d square).
    const qreal d = valve.width() / 0.8;
    p.setPen(QPen(c.danger, std::max(2.0, d * 0.12), Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    p.drawLine(QPointF(valve.left(), valve.center().y()), QPointF(valve.right(), valve.center().y()));
    p.drawEllipse(valve.center(), d * 0.16, d * 0.16);
    p.drawLine(QPointF(valve.center().x(), valve.top()), QPointF(valve.center().x(), valve.bottom()));
}

void KitchenPainter::paintStoveFreeValveShut(QPainter &p, const Palette &c) const
{
    const QString text = m_model->idleOnThrottleText();
    if (text.isEmpty())
        return;
    // Over the cold stove, in the middle: a plate with a red frame.
    const GpuLayout &l = layout();
    const QRectF grid = l.gridRect();
    const QFont f = pixelFont(m_font, l.fontPx(), true);
    const qreal h = std::min(grid.height() * 0.4, l.lineHeight() * 1.6);
    const qreal w = std::min(grid.width() * 0.9, advance(f, text) + l.lineHeight() * 2);
    const QRectF plate(grid.center().x() - w / 2, grid.center().y() - h / 2, w, h);
    const QPainterPath path = roundedPath(plate, h * 0.2);
    p.fillPath(path, withAlpha(c.scheme == ColorScheme::Dark ? c.stove : QColor(0xff, 0xff, 0xff), 0.94));
    p.setPen(QPen(c.danger, 2.5));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    p.setPen(c.text);
    fitted(p, plate.adjusted(l.gap() * 2, 0, -l.gap() * 2, 0), text, f, Qt::AlignCenter, l.smallFontPx());
}

} // namespace gpuk
