#include "kitchenpainter.h" // own header by plain name: lupdate then knows the class is gpuk::KitchenPainter

// The kitchen skin, MIG: private rooms with brick walls, door signs and the sign band.

#include "ui/canvas/kitchen/kitchenparts.h"
#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"
#include "ui/text/modeui.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace gpuk {

using namespace kitchenparts;

void KitchenPainter::paintRooms(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    const qreal wallW = std::max(4.0, l.gap() * 1.3);
    for (const GpuLayout::Room &room : l.rooms()) {
        if (room.outline.isEmpty())
            continue;
        QPainterPath path;
        path.addPolygon(room.outline);
        path.closeSubpath();
        paintBrickWalls(p, c, path, roomTenant(room.instance), wallW);
    }
}

void KitchenPainter::paintBrickWalls(QPainter &p, const Palette &c, const QPainterPath &path, int k, qreal wallW)
{
    const QColor tc = tenantColor(k, c.scheme);
    paintTenantFill(p, path, k, withAlpha(tc, c.roomAlpha)); // the room's carpet in the team's colour
    // Brick walls: a thick brick-red wall, mortar joints across it, a thin weld seam in the
    // team's colour on the inside.
    QPen wall(c.brick, wallW);
    wall.setJoinStyle(Qt::MiterJoin);
    p.setPen(wall);
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    QPen joints(c.mortar, wallW);
    joints.setCapStyle(Qt::FlatCap);
    joints.setDashPattern({0.22, 2.2});
    p.setPen(joints);
    p.drawPath(path);
    QPen seam(c.scheme == ColorScheme::Dark ? tc.lighter(115) : tc.darker(130), std::max(1.5, wallW * 0.25));
    seam.setJoinStyle(Qt::MiterJoin);
    p.setPen(seam);
    p.drawPath(path);
}

// MIG (static layer): a door sign per room, the notes on stove sections no room covers, the banner.
void KitchenPainter::paintDoorSigns(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    const CanvasModel::Gpu *g = gpu();
    const qreal fpx = l.fontPx();
    const qreal spx = l.smallFontPx();
    const qreal minPx = spx; // words shrink to the small size, never below it
    for (const GpuLayout::Room &room : l.rooms()) {
        if (room.outline.isEmpty())
            continue;
        const int k = roomTenant(room.instance);
        const QColor tc = tenantColor(k, c.scheme);
        // A door sign: a wooden board with the team's colour as its face.
        const QRectF sign = room.signRect.adjusted(l.gap() * 0.6, l.gap() * 0.5, -l.gap() * 0.6, -l.gap() * 0.2);
        p.fillPath(roundedPath(sign, l.gap() * 0.8), c.woodDark);
        const QRectF face = sign.adjusted(l.gap() * 0.4, l.gap() * 0.4, -l.gap() * 0.4, -l.gap() * 0.4);
        p.fillPath(roundedPath(face, l.gap() * 0.6), tc);
        const QColor ink = contrastingTextColor(tc);
        const CanvasModel::Room *prof = m_model->room(room.instance);
        const QRectF inner = face.adjusted(l.gap() * 0.4, 0, -l.gap() * 0.4, 0);
        // The title and the figures one laid-out line each, the names the rest.
        const qreal h1 = std::min(inner.height() / 3, l.textHeight(fpx));
        const qreal h3 = std::min(inner.height() / 3, l.textHeight(spx));
        const qreal h2 = inner.height() - h1 - h3;
        p.setPen(ink);
        // A narrow room's sign says "Room 1g.5gb" (the word "private" is what its walls show),
        // a 1g room's only "1g.5gb": the size of the room is what its sign is for.
        const QRectF titleRect(inner.left(), inner.top(), inner.width(), h1);
        const QFont titleFont = pixelFont(m_font, fpx, true);
        QString title = instanceTitle(room.instance);
        for (const QString &words : {roomWord(room.instance), tr("Room %1").arg(instanceTitle(room.instance))})
            if (textFits(titleRect, words, titleFont, Qt::AlignCenter, minPx)) {
                title = words;
                break;
            }
        fitted(p, titleRect, title, titleFont, Qt::AlignCenter, minPx);
        fitted(p, QRectF(inner.left(), inner.top() + h1, inner.width(), h2),
               tenantNames(m_model->room(room.instance)->tenants), pixelFont(m_font, fpx),
               Qt::AlignCenter, std::max(minPx, spx * 0.85), true);
        // A 1g room is too narrow for both figures even in small print: it keeps the burner
        // count (its shelves below show the memory) instead of an elided "4.7…".
        QString figures = tr("%1 burners · %2 GB").arg(prof->sms).arg(localeNumber(prof->memoryGiB));
        if (QFontMetricsF(pixelFont(m_font, minPx)).horizontalAdvance(figures) > inner.width())
            figures = tr("%1 burners").arg(prof->sms);
        fitted(p, QRectF(inner.left(), inner.top() + h1 + h2, inner.width(), inner.height() - h1 - h2),
               figures, pixelFont(m_font, spx), Qt::AlignCenter, minPx);
        if (prof->missingSms > 0) {
            const QString badge = tr("+%1").arg(prof->missingSms);
            const QFont bf = pixelFont(m_font, spx, true);
            const QFontMetricsF bfm(bf);
            const qreal bw = bfm.horizontalAdvance(badge) + l.gap() * 1.5;
            const qreal textH = textLineHeight(bf, badge);
            const qreal bh = std::max(textH, std::min(textH + 2, l.connectorRect().top() - l.gridRect().bottom()));
            const QRectF br(room.computeRect.right() - bw - l.gap() * 0.3,
                            l.gridRect().bottom() + (l.connectorRect().top() - l.gridRect().bottom() - bh) / 2, bw, bh);
            p.fillPath(roundedPath(br, br.height() / 2), tc);
            p.setPen(ink);
            p.setFont(bf);
            drawLabel(p, br, Qt::AlignCenter, badge);
        }
    }
    // The stove sections no room covers: free, or boarded up.
    for (const CanvasModel::SliceNote &note : m_model->sliceNotes()) {
        const QRectF sign = l.slices()[note.slice].signRect;
        const QRectF r = sign.adjusted(l.gap() * 0.3, 0, -l.gap() * 0.3, 0);
        const qreal h1 = l.textHeight(fpx);
        if (note.stranded) {
            p.setPen(c.stranded);
            fitted(p, QRectF(r.left(), r.top(), r.width(), h1), tr("boarded up"),
                   pixelFont(m_font, fpx, true), Qt::AlignCenter, minPx);
            fitted(p, QRectF(r.left(), r.top() + h1, r.width(), r.height() - h1),
                   tr("no room fits here"), pixelFont(m_font, spx), Qt::AlignHCenter | Qt::AlignTop, minPx, true);
        } else {
            p.setPen(c.subtle);
            fitted(p, QRectF(r.left(), r.center().y() - h1 / 2, r.width(), h1), tr("free"),
                   pixelFont(m_font, fpx), Qt::AlignCenter, minPx);
        }
    }
    QString banner;
    if (m_model->migLayoutUnresolved())
        banner = tr("These private rooms do not fit in this kitchen (%1). The problems list says why.")
                     .arg(g->id);
    else if (l.rooms().isEmpty())
        banner = tr("No private rooms yet: every burner is free.");
    drawMigBanner(p, l, banner, m_model->migLayoutUnresolved(), c.danger, c.subtle, m_font, fpx, minPx);
}

void KitchenPainter::paintSigns(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    const qreal fpx = l.fontPx();
    const qreal spx = l.smallFontPx();
    const qreal minPx = spx;
    const bool mig = migEnabled();

    if (l.extraSmCount() > 0) {
        const QRectF r = l.extraSignRect().adjusted(l.gap() * 0.3, 0, -l.gap() * 0.3, 0);
        const qreal h1 = l.textHeight(fpx);
        p.setPen(mig ? c.text : c.subtle);
        fitted(p, QRectF(r.left(), r.top(), r.width(), h1), tr("%1 burners").arg(l.extraSmCount()),
               pixelFont(m_font, fpx, true), Qt::AlignCenter, minPx);
        p.setPen(c.subtle);
        fitted(p, QRectF(r.left(), r.top() + h1, r.width(), r.height() - h1),
               mig ? tr("lost to the walls: no room reaches them") : tr("lost when the walls go in"),
               pixelFont(m_font, spx), Qt::AlignHCenter | Qt::AlignTop, minPx, true);
    }

    if (mig) {
        // The door signs, the notes on free stove sections and the banner are in the static layer
        // (paintDoorSigns).
        // Under each stove section: its door number, or the guests waiting for that room.
        std::vector<bool> guestsDrawn(size_t(l.slices().size()), false);
        if (m_snapshot) {
            for (const GpuLayout::Room &room : l.rooms()) {
                int queued = 0;
                for (int k : m_model->room(room.instance)->tenants)
                    queued += queuedOf(k);
                if (queued <= 0)
                    continue;
                // At the room's door: the slice-number row and the top of the room's pass, so the
                // figures stay large enough to see from the back of the room.
                QRectF band;
                for (const GpuLayout::Slice &s : l.slices())
                    if (s.instance == room.instance) {
                        band = band.isNull() ? s.indexRect : band.united(s.indexRect);
                        guestsDrawn[size_t(&s - &l.slices().front())] = true;
                    }
                band.setBottom(std::max(band.bottom(), l.connectorRect().top() + l.connectorRect().height() * 0.5));
                band.adjust(l.gap() * 0.6, 0, -l.gap() * 0.6, 0);
                paintGuests(p, c, band, queued, tenantColor(roomTenant(room.instance), c.scheme));
            }
        }
        p.setPen(c.subtle);
        for (int i = 0; i < l.slices().size(); ++i)
            if (!guestsDrawn[size_t(i)])
                fitted(p, l.slices()[i].indexRect, QLocale().toString(i), pixelFont(m_font, spx), Qt::AlignCenter, minPx);

        return;
    }

    // One stove: a banner over it.
    const QString head = m_model->bannerHead();
    const QString body = m_model->bannerBody();
    QRectF r = l.bannerRect().adjusted(l.gap(), l.gap() * 0.5, -l.gap(), -l.gap() * 0.5);
    if (modeUi(mode()).vmWords) {
        // The food-court awning reaches up over the stove's top edge: the text stays above it
        // (a third wrapped line used to run under the stripes).
        const qreal ah = std::max(10.0, l.lineHeight() * 0.75);
        r.setBottom(std::min(r.bottom(), stoveRect().top() - ah * 0.6 - l.gap() * 0.3));
    }
    const qreal h = std::min(r.height() / 2, l.textHeight(fpx * 1.1));
    p.setPen(c.text);
    fitted(p, QRectF(r.left(), r.top(), r.width(), h), head, pixelFont(m_font, fpx * 1.1, true),
           Qt::AlignLeft | Qt::AlignVCenter, minPx);
    p.setPen(c.subtle);
    fitted(p, QRectF(r.left(), r.top() + h, r.width(), r.height() - h), body, pixelFont(m_font, fpx),
           Qt::AlignLeft | Qt::AlignTop, minPx, true);
}

} // namespace gpuk
