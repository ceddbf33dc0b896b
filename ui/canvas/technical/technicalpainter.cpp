#include "technicalpainter.h" // own header by plain name: lupdate then knows the class

// The technical skin: the theme, the frame (static layer, live layer, title) and the tool tips.

#include "sharing/validate.h"
#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"
#include "ui/text/words.h"
#include "ui/text/modeui.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QStringList>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gpuk {

TechnicalPainter::Theme TechnicalPainter::Theme::forScheme(ColorScheme scheme)
{
    Theme t;
    t.scheme = scheme;
    if (t.scheme == ColorScheme::Dark) {
        t.board = QColor(0x1c, 0x1f, 0x24);
        t.text = QColor(0xec, 0xef, 0xf3);
        t.subtle = QColor(0xb0, 0xb8, 0xc3);
        t.neutralSm = QColor(0x5f, 0x71, 0x87);
        t.neutralEdge = QColor(0x8c, 0x9d, 0xb1);
        t.poolWall = QColor(0x8f, 0xb4, 0xdc);
        t.freeFill = QColor(0x2b, 0x30, 0x38);
        t.freeEdge = QColor(0x6a, 0x74, 0x80);
        t.stranded = QColor(0xf2, 0xa5, 0x31);
        t.unusable = QColor(0x8b, 0x91, 0x9a);
        t.danger = QColor(0xff, 0x7b, 0x72);
        t.roomAlpha = 0.22;
    } else {
        t.board = QColor(0xf6, 0xf7, 0xf9);
        t.text = QColor(0x17, 0x1b, 0x21);
        t.subtle = QColor(0x4f, 0x58, 0x64);
        t.neutralSm = QColor(0x8e, 0x9b, 0xac);
        t.neutralEdge = QColor(0x6b, 0x78, 0x89);
        t.poolWall = QColor(0x2f, 0x55, 0x80);
        t.freeFill = QColor(0xe8, 0xeb, 0xef);
        t.freeEdge = QColor(0xa3, 0xad, 0xb9);
        t.stranded = QColor(0xa3, 0x58, 0x00); // 5:1 on the board: small text stays readable
        t.unusable = QColor(0x6f, 0x76, 0x80);
        t.danger = QColor(0xc6, 0x28, 0x28);
        t.roomAlpha = 0.15;
    }
    return t;
}

void TechnicalPainter::begin(const CanvasModel &model, const GpuLayout &layout)
{
    m_model = &model;
    m_layout = &layout;
}

void TechnicalPainter::invalidateStatic()
{
    m_staticValid = false;
    m_cellCache.clear();
}

void TechnicalPainter::paint(QPainter &p, const QRectF &bounds, const CanvasModel &model, const GpuLayout &layout,
                             ColorScheme scheme, const QFont &font)
{
    begin(model, layout);
    if (font != m_font)
        m_staticValid = false;
    m_font = font;
    m_rect = bounds.toRect();
    m_dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    const Theme t = Theme::forScheme(scheme);
    const QSize pixels = (bounds.size() * m_dpr).toSize();
    if (isVectorTarget(p)) { // an SVG or a PDF: the static layer drawn as shapes and words
        p.save();
        p.translate(m_rect.topLeft());
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        paintStatic(p, t);
        p.restore();
    } else if (!m_staticValid || m_static.size() != pixels) {
        m_static = QPixmap(pixels);
        m_static.setDevicePixelRatio(m_dpr);
        QPainter sp(&m_static);
        sp.setRenderHint(QPainter::Antialiasing);
        sp.setRenderHint(QPainter::TextAntialiasing);
        paintStatic(sp, t);
        m_staticValid = true;
    }
    if (!isVectorTarget(p))
        p.drawPixmap(m_rect.topLeft(), m_static);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    if (model.hasSnapshot() && layout.isValid())
        paintLive(p, t);
}

QString TechnicalPainter::instanceTitle(int instance) const
{
    const CanvasModel::Room *r = m_model->room(instance);
    return r ? r->title : QString();
}

QString TechnicalPainter::keyLabel(KeyItem item) const
{
    switch (item) {
    case KeyItem::NotExposed:
        return tr("SM not exposed by its profile");
    case KeyItem::Stranded:
        return tr("stranded compute slice");
    case KeyItem::Free:
        return tr("free compute slice");
    case KeyItem::Unusable:
        return tr("SM unusable with MIG on");
    case KeyItem::UnusedMemory:
        return tr("unused memory slice");
    }
    return {};
}

void TechnicalPainter::paintStatic(QPainter &p, const Theme &t) const
{
    m_liveQueueRects.assign(m_model->legend().size(), QRectF());
    m_liveMeterRects.assign(m_model->legend().size(), QRectF());
    m_liveDetailRects.assign(m_model->legend().size(), QRectF());
    m_liveRoomQueueRects.assign(size_t(m_layout->rooms().size()), QRectF());
    p.fillRect(m_rect, t.board);

    if (!m_layout->isValid()) {
        p.setPen(t.subtle);
        const QString msg = !gpu() ? (m_model->hasScene() ? tr("This scenario's GPU is not in the catalog.")
                                                 : tr("No scenario loaded."))
                                   : tr("Make the window larger to see the GPU.");
        drawFitted(p, QRectF(m_rect).adjusted(16, 16, -16, -16), msg, pixelFont(m_font, 22),
                   Qt::AlignCenter, minCanvasTextPx, true);
        return;
    }

    paintTitle(p, t);
    if (modeUi(m_model->mode()).family == PainterFamily::Pool)
        paintPool(p, t);
    paintRooms(p, t);
    paintSms(p, t);
    paintTurns(p, t);
    paintSigns(p, t);
    paintMemory(p, t);
    paintLegend(p, t);
}

void TechnicalPainter::paintTitle(QPainter &p, const Theme &t) const
{
    const CanvasModel::Gpu *g = gpu();
    const GpuLayout &l = *m_layout;
    const QRectF r = l.titleRect();
    QString right = Words::modeDescription(m_model->mode());
    if (m_model->mode() == Mode::Vgpu)
        right = m_model->vgpuMigBacked() ? tr("vGPU: MIG-backed virtual GPUs") : tr("vGPU: time-sliced virtual GPUs");
    const QFont rightFont = pixelFont(m_font, l.fontPx(), true);
    const qreal rightW = std::min(r.width() * 0.45, QFontMetricsF(rightFont).horizontalAdvance(right) + 4);
    p.setPen(t.subtle);
    drawFitted(p, QRectF(r.right() - rightW, r.top(), rightW, r.height()), right, rightFont,
               Qt::AlignRight | Qt::AlignVCenter, l.smallFontPx());

    const QString left = tr("%1 · %2 SMs · %3 GB · %4 GB/s")
                             .arg(g->displayName)
                             .arg(g->figure(GpuFigure::Sms, QString::number(g->sms)))
                             .arg(g->figure(GpuFigure::Memory, localeNumber(g->memoryGiB)))
                             .arg(g->figure(GpuFigure::Bandwidth, localeNumber(g->bandwidthGBps, 0)));
    p.setPen(t.text);
    drawFitted(p, QRectF(r.left(), r.top(), r.width() - rightW - l.gap() * 3, r.height()), left,
               pixelFont(m_font, l.titleFontPx(), true), Qt::AlignLeft | Qt::AlignVCenter, l.smallFontPx());
}

void TechnicalPainter::paintLive(QPainter &p, const Theme &t) const
{
    if (!sharesGpu(m_model->mode())) {
        paintLiveMiniGpus(p, t);
        paintLiveExclusiveGpu(p, t);
    }
    if (sharesGpu(m_model->mode())) {
        paintLiveSms(p, t);
        paintLiveMemory(p, t);
        paintLiveQueues(p, t);
        if (m_model->timeSliced())
            paintSliceClock(p, t);
        paintIdleOnThrottle(p, t);
        paintCongestion(p, t);
    }
}

QString TechnicalPainter::toolTipAt(const QPointF &pos, const CanvasModel &model, const GpuLayout &layout)
{
    begin(model, layout);
    if (!gpu())
        return {};
    return toolTipFor(pos, model, layout, false);
}

QString TechnicalPainter::roomTip(int j, int memorySlot)
{
    const CanvasModel::Room &room = *m_model->room(j);
    QString s = m_model->roomText(
        tr("%1 at start %2\nCompute slices %3–%4 · memory slices %5–%6\n%7 SMs · %8 GiB\nTenants: %9"), j, room.title);
    if (m_model->hasSnapshot()) {
        // The live figures the room's sign shows in short words.
        QStringList live;
        for (int k : room.tenants)
            if (const CanvasModel::LiveTenant *v = m_model->liveTenant(k)) {
                live << tr("%1: %2 requests waiting, %3 running")
                            .arg(m_model->tenantName(k))
                            .arg(v->queued)
                            .arg(v->inFlight);
                if (v->kvGb > 0)
                    live << kvTip(k, v->kvGb);
            }
        if (!live.isEmpty())
            s += QLatin1Char('\n') + live.join(QLatin1Char('\n'));
    }
    if (room.missingSms > 0)
        s += QLatin1Char('\n')
            + tr("The drawing spreads the %1 SMs evenly over the slices; this profile exposes %2 more SMs "
                 "than its slices show (marked +%2).")
                  .arg(gpu()->sms)
                  .arg(room.missingSms);
    // Over one of its memory slices while running: the share in use its percentage shows.
    const std::vector<double> &fill = m_model->live().memorySlotFill;
    if (memorySlot >= 0 && m_model->hasSnapshot() && memorySlot < int(fill.size()))
        s += QLatin1Char('\n') + tr("Memory slice %1: %2 % of the instance's memory in use")
                                     .arg(memorySlot)
                                     .arg(localeNumber(fill[size_t(memorySlot)] * 100, 0));
    return s + QLatin1Char('\n') + m_model->enforcerBadge();
}

QString TechnicalPainter::smTip(int smIndex)
{
    const CanvasModel::Gpu *g = gpu();
    const GpuLayout::Sm &sm = m_layout->sms()[smIndex];
    const QString head = sm.slice >= 0 ? tr("SM %1 · compute slice %2").arg(smIndex).arg(sm.slice)
                                       : tr("SM %1").arg(smIndex);
    QString body;
    switch (sm.state) {
    case GpuLayout::SmState::Usable:
        if (sm.slice < 0)
            body = tr("Usable only while MIG is off: with MIG on, %1 exposes %2 of its %3 SMs.")
                       .arg(g->id)
                       .arg(g->migSms)
                       .arg(g->sms);
        else if (m_model->mode() == Mode::Mps)
            body = tr("Part of the one MPS pool: any client's kernels can run here, up to the client's cap.");
        else if (m_model->mode() == Mode::Exclusive)
            body = tr("With exclusive GPUs, every SM of the GPU belongs to one tenant.");
        else
            body = tr("The whole GPU belongs to one context at a time; the others wait for their turn.");
        break;
    case GpuLayout::SmState::Exposed:
        body = roomTip(sm.instance, -1);
        break;
    case GpuLayout::SmState::NotExposed:
        body = tr("Inside %1's slices but not exposed: the profile gives %2 SMs.")
                   .arg(instanceTitle(sm.instance))
                   .arg(m_model->room(sm.instance)->sms);
        break;
    case GpuLayout::SmState::Free:
        body = tr("Free: a new GPU instance could use this compute slice.");
        break;
    case GpuLayout::SmState::Stranded:
        body = tr("Stranded: no MIG profile can use this compute slice with the current layout "
                  "(its memory slices are taken).");
        break;
    case GpuLayout::SmState::Unusable:
        body = tr("Unusable with MIG on: %1 exposes %2 of its %3 SMs in MIG mode.")
                   .arg(g->id)
                   .arg(g->migSms)
                   .arg(g->sms);
        break;
    }
    return head + QLatin1Char('\n') + body;
}

QString TechnicalPainter::kvTip(int tenant, double kvGb) const
{
    return tr("%1: KV cache %2 bytes (%3 GiB), growing by one token per request per step")
        .arg(m_model->tenantName(tenant), QLocale().toString(std::llround(kvGb * 1024.0 * 1024.0 * 1024.0)),
             localeNumber(kvGb, 2));
}

QString TechnicalPainter::memorySlotTip(int s)
{
    if (!m_model->migEnabled()) {
        QString tip = tr("Memory: %1 GiB usable").arg(localeNumber(m_model->memoryCapacityGiB(), 1));
        if (m_model->hasSnapshot())
            for (int k = 0; k < int(m_model->live().tenants.size()); ++k)
                if (const double kv = m_model->live().tenants[size_t(k)].kvGb; kv > 0)
                    tip += QLatin1Char('\n') + kvTip(k, kv);
        return tip;
    }
    const int owner = m_layout->memorySlots()[s].instance;
    if (owner >= 0) {
        QString tip = tr("Memory slice %1 · %2").arg(s).arg(instanceTitle(owner));
        for (int k : m_model->room(owner)->tenants)
            if (const CanvasModel::LiveTenant *v = m_model->liveTenant(k); v && v->kvGb > 0)
                tip += QLatin1Char('\n') + kvTip(k, v->kvGb);
        return tip;
    }
    return tr("Memory slice %1 · unused").arg(s);
}

QString TechnicalPainter::sliceTip(int s)
{
    return tr("Compute slice %1 · %2 SMs drawn").arg(s).arg(m_layout->slices()[s].smCount);
}

QString TechnicalPainter::keyTip(CanvasModel::KeyItem item)
{
    return keyLabel(item);
}

QString TechnicalPainter::legendTip(int row)
{
    const CanvasModel::LegendRow &r = m_model->legend()[size_t(row)];
    QString tip = r.detail.isEmpty() ? tenantName(r.tenant) : tenantName(r.tenant) + QLatin1Char('\n') + r.detail;
    if (m_model->hasSnapshot() && m_model->mode() == Mode::Quota) {
        tip += QLatin1Char('\n') + m_model->bucketText(r.tenant);
        if (const CanvasModel::LiveTenant *v = m_model->liveTenant(r.tenant); v && v->throttled)
            tip += QLatin1Char('\n') + m_model->throttleMark();
    }
    return tip + QLatin1Char('\n') + m_model->enforcerBadge();
}

} // namespace gpuk
