#include "gpucanvas.h" // own header by plain name: lupdate then knows the class is gpuk::GpuCanvas

#include "sharing/validate.h"
#include "ui/canvas/kitchen/kitchenpainter.h"
#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"
#include "ui/text/words.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QResizeEvent>
#include <QTimer>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace gpuk {

struct GpuCanvas::Theme
{
    ColorScheme scheme = ColorScheme::Light;
    QColor board;        // background of the picture
    QColor text;
    QColor subtle;       // secondary text, at least 4.5:1 on the board
    QColor neutralSm;    // SMs nobody owns (vGPU / time-slicing / exclusive)
    QColor neutralEdge;
    QColor poolWall;     // the MPS pool outline
    QColor freeFill;     // free compute slice / free memory
    QColor freeEdge;
    QColor stranded;     // amber: wasted by the layout
    QColor unusable;     // grey: lost by enabling MIG at all
    QColor danger;       // illegal layout banner
    qreal roomAlpha = 0.16;
};

GpuCanvas::GpuCanvas(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("gpuCanvas"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("GPU picture"));
    m_flashTimer = new QTimer(this);
    m_flashTimer->setInterval(33);
    connect(m_flashTimer, &QTimer::timeout, this, [this] {
        if (!faultFlashActive()) {
            m_flashTimer->stop();
            m_flashTenants.clear();
        }
        update();
    });
    m_kitchen = std::make_unique<KitchenPainter>();
}

GpuCanvas::~GpuCanvas() = default;

QSize GpuCanvas::sizeHint() const
{
    return QSize(1100, 800);
}

QSize GpuCanvas::minimumSizeHint() const
{
    return QSize(440, 320); // a 1366x768 laptop fits the whole window with its docks
}

void GpuCanvas::setScene(const Scenario &scenario, const SharingPlan &plan)
{
    m_scenario = scenario;
    m_plan = plan;
    m_hasScene = true;
    rebuild();
}

void GpuCanvas::clearScene()
{
    m_scenario = Scenario();
    m_plan = SharingPlan();
    m_hasScene = false;
    rebuild();
}

// ---------------------------------------------------------------------------------------------
// The skin toggle (the kitchen painter draws the same layout and snapshot)

void GpuCanvas::setSkin(Skin skin)
{
    if (m_skin == skin)
        return;
    m_skin = skin;
    // The model's words follow the skin; its decisions and the layout stay.
    m_model = m_hasScene ? CanvasModel::build(m_scenario, m_plan, m_skin) : CanvasModel();
    m_model.setLayout(m_layout);
    rebuildLive();
    invalidateStatic();
    update();
}

const GpuModel *GpuCanvas::gpu() const
{
    return m_hasScene ? m_scenario.gpu() : nullptr;
}

void GpuCanvas::rebuild()
{
    m_model = m_hasScene ? CanvasModel::build(m_scenario, m_plan, m_skin) : CanvasModel();
    m_flashTenants.clear();
    relayout();
    updateAccessibleDescription();
    update();
}

void GpuCanvas::rebuildLive()
{
    m_model.setSnapshot(m_hasSnapshot ? &m_snapshot : nullptr, m_layout, m_selectedTenant);
}

std::vector<std::vector<int>> GpuCanvas::instanceTenants() const
{
    std::vector<std::vector<int>> ts;
    for (const CanvasModel::Room &r : m_model.rooms())
        ts.push_back(r.tenants);
    return ts;
}

void GpuCanvas::relayout()
{
    invalidateStatic();
    m_cellCache.clear();
    m_input = m_model.layoutInput();
    if (m_input.mode != Mode::Mig || !m_input.gpu) {
        m_input.legendEntries = int(m_model.legend().size());
        m_layout = GpuLayout::compute(m_input, size());
    } else {
        // MIG: the key lists only what the picture shows. The key's size changes only the height
        // of the grid, not who owns what, so at most one second pass is needed.
        m_input.legendEntries = int(m_model.keyItems().size());
        m_layout = GpuLayout::compute(m_input, size());
        const int items = int(CanvasModel::keyItemsFor(m_layout).size());
        if (items != m_input.legendEntries) {
            m_input.legendEntries = items;
            m_layout = GpuLayout::compute(m_input, size());
        }
    }
    m_model.setLayout(m_layout);
    rebuildLive();
}

void GpuCanvas::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void GpuCanvas::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    switch (event->type()) {
    case QEvent::LanguageChange:
        m_model = m_hasScene ? CanvasModel::build(m_scenario, m_plan, m_skin) : CanvasModel();
        m_model.setLayout(m_layout);
        rebuildLive();
        invalidateStatic();
        setAccessibleName(tr("GPU picture"));
        updateAccessibleDescription();
        update();
        break;
    case QEvent::PaletteChange:
    case QEvent::FontChange:
        relayout();
        update();
        break;
    default:
        break;
    }
}

void GpuCanvas::updateAccessibleDescription()
{
    const GpuModel *g = gpu();
    if (!g) {
        setAccessibleDescription(tr("No GPU to draw"));
        return;
    }
    QString d = tr("%1 with %2 SMs and %3 GB of memory, shared by %4")
                    .arg(QString::fromStdString(g->displayName))
                    .arg(g->sms)
                    .arg(localeNumber(g->memoryGiB))
                    .arg(Words::modeDescription(m_plan.mode));
    if (m_input.migEnabled) {
        QStringList rooms;
        for (const CanvasModel::Room &r : m_model.rooms())
            rooms << tr("%1 for %2").arg(r.title, tenantNames(r.tenants));
        if (!rooms.isEmpty())
            d += QLatin1Char('\n') + tr("Instances: %1").arg(rooms.join(QStringLiteral("; ")));
    }
    setAccessibleDescription(d);
}

GpuCanvas::Theme GpuCanvas::theme() const
{
    Theme t;
    t.scheme = schemeForBackground(palette().color(QPalette::Window));
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

QString GpuCanvas::instanceTitle(int instance) const
{
    const CanvasModel::Room *r = m_model.room(instance);
    return r ? r->title : QString();
}

QString GpuCanvas::keyLabel(KeyItem item) const
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

// ---------------------------------------------------------------------------------------------
// Painting

void GpuCanvas::paintEvent(QPaintEvent *)
{
    const Theme t = theme();
    if (m_skin == Skin::Kitchen && m_layout.isValid()) {
        // The kitchen skin: the same layout and snapshot as a kitchen. Not cached: nearly every
        // burner, jar and guest follows the snapshot.
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        m_kitchen->paint(p, QRectF(rect()), m_model, m_layout, t.scheme, font());
        paintEditOverlay(p, t); // the editing overlay (selection outline, drop preview) is painted last
        return;
    }
    const qreal dpr = devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * dpr).toSize();
    if (!m_staticValid || m_static.size() != pixels) {
        m_static = QPixmap(pixels);
        m_static.setDevicePixelRatio(dpr);
        QPainter sp(&m_static);
        sp.setRenderHint(QPainter::Antialiasing);
        sp.setRenderHint(QPainter::TextAntialiasing);
        paintStatic(sp, t);
        m_staticValid = true;
    }
    QPainter p(this);
    p.drawPixmap(0, 0, m_static);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    if (m_hasSnapshot && m_layout.isValid())
        paintLive(p, t);
    paintEditOverlay(p, t); // the editing overlay (selection outline, drop preview) is painted last
}

void GpuCanvas::paintStatic(QPainter &p, const Theme &t) const
{
    m_liveQueueRects.assign(m_model.legend().size(), QRectF());
    m_liveRoomQueueRects.assign(size_t(m_layout.rooms().size()), QRectF());
    p.fillRect(rect(), t.board);

    if (!m_layout.isValid()) {
        p.setPen(t.subtle);
        const QString msg = !gpu() ? (m_hasScene ? tr("This scenario's GPU is not in the catalog.")
                                                 : tr("No scenario loaded."))
                                   : tr("Make the window larger to see the GPU.");
        drawFitted(p, QRectF(rect()).adjusted(16, 16, -16, -16), msg, pixelFont(font(), 22),
                   Qt::AlignCenter, 10, true);
        return;
    }

    paintTitle(p, t);
    if (m_plan.mode == Mode::Mps)
        paintPool(p, t);
    paintRooms(p, t);
    paintSms(p, t);
    paintTurns(p, t);
    paintSigns(p, t);
    paintMemory(p, t);
    paintLegend(p, t);
}

void GpuCanvas::paintTitle(QPainter &p, const Theme &t) const
{
    const GpuModel *g = gpu();
    const GpuLayout &l = m_layout;
    const QRectF r = l.titleRect();
    QString right = Words::modeDescription(m_plan.mode);
    if (m_plan.mode == Mode::Vgpu)
        right = m_plan.vgpu.migBacked ? tr("vGPU: MIG-backed virtual GPUs") : tr("vGPU: time-sliced virtual GPUs");
    const QFont rightFont = pixelFont(font(), l.fontPx(), true);
    const qreal rightW = std::min(r.width() * 0.45, QFontMetricsF(rightFont).horizontalAdvance(right) + 4);
    p.setPen(t.subtle);
    drawFitted(p, QRectF(r.right() - rightW, r.top(), rightW, r.height()), right, rightFont,
               Qt::AlignRight | Qt::AlignVCenter, l.smallFontPx());

    const QString left = tr("%1 · %2 SMs · %3 GB · %4 GB/s")
                             .arg(QString::fromStdString(g->displayName))
                             .arg(g->sms)
                             .arg(localeNumber(g->memoryGiB))
                             .arg(localeNumber(g->bandwidthGBps, 0));
    p.setPen(t.text);
    drawFitted(p, QRectF(r.left(), r.top(), r.width() - rightW - l.gap() * 3, r.height()), left,
               pixelFont(font(), l.titleFontPx(), true), Qt::AlignLeft | Qt::AlignVCenter, l.smallFontPx());
}

void GpuCanvas::paintPool(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = m_layout;
    const QPainterPath pool = roundedPath(l.poolRect(), l.gap() * 1.5);
    p.fillPath(pool, withAlpha(t.poolWall, t.scheme == ColorScheme::Dark ? 0.12 : 0.07));
    QPen pen(t.poolWall, std::max(2.0, l.gap() * 0.7));
    pen.setStyle(Qt::DashLine); // an open pool: a fence, not a wall
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawPath(pool);
}

void GpuCanvas::paintRooms(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = m_layout;
    for (const GpuLayout::Room &room : l.rooms()) {
        if (room.outline.isEmpty())
            continue;
        const int k = roomTenant(room.instance);
        const QColor c = tenantColor(k, t.scheme);
        QPainterPath path;
        path.addPolygon(room.outline);
        path.closeSubpath();
        p.fillPath(path, withAlpha(c, t.roomAlpha));
        // Welded walls: solid, thick, rounded joints.
        QPen wall(t.scheme == ColorScheme::Dark ? c.lighter(115) : c.darker(135), std::max(2.0, l.gap() * 0.75));
        wall.setJoinStyle(Qt::RoundJoin);
        p.setPen(wall);
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }
}

void GpuCanvas::paintSms(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = m_layout;
    const bool dark = t.scheme == ColorScheme::Dark;
    const QColor smFill = m_plan.mode == Mode::Mps ? (dark ? QColor(0x4f, 0x6f, 0x94) : QColor(0x7f, 0x9c, 0xbf))
                                                  : t.neutralSm;
    const bool live = m_hasSnapshot && m_plan.mode != Mode::Exclusive;
    for (const GpuLayout::Sm &sm : l.sms()) {
        const qreal radius = std::min(sm.rect.width(), sm.rect.height()) * 0.18;
        const QPainterPath path = roundedPath(sm.rect, radius);
        p.setBrush(Qt::NoBrush);
        switch (sm.state) {
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
            const QColor c = tenantColor(roomTenant(sm.instance), t.scheme);
            if (live) {
                p.fillPath(path, withAlpha(c, dark ? 0.25 : 0.18));
                p.setPen(QPen(withAlpha(c, 0.8), 1));
                break;
            }
            p.fillPath(path, c);
            p.setPen(QPen(dark ? c.lighter(125) : c.darker(130), 1));
            break;
        }
        case GpuLayout::SmState::NotExposed: {
            const QColor c = tenantColor(roomTenant(sm.instance), t.scheme);
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
}

void GpuCanvas::paintSigns(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = m_layout;
    const GpuModel *g = gpu();
    const qreal fpx = l.fontPx();
    const qreal spx = l.smallFontPx();
    const qreal minPx = std::min(spx, 10.0);
    const bool mig = m_input.migEnabled;

    // A room sign: profile (bold), tenant names (may wrap to two lines: names are what the
    // audience reads first), SMs and memory.
    auto roomSign = [&](const QRectF &r, const QString &a, const QString &b, const QString &c, const QColor &ink) {
        const qreal h1 = r.height() * 0.27;
        const qreal h2 = r.height() * 0.46;
        p.setPen(ink);
        drawFitted(p, QRectF(r.left(), r.top(), r.width(), h1), a, pixelFont(font(), fpx, true),
                   Qt::AlignCenter, minPx);
        drawFitted(p, QRectF(r.left(), r.top() + h1, r.width(), h2), b, pixelFont(font(), fpx), Qt::AlignCenter,
                   std::max(minPx, spx * 0.85), true);
        drawFitted(p, QRectF(r.left(), r.top() + h1 + h2, r.width(), r.height() - h1 - h2), c,
                   pixelFont(font(), spx), Qt::AlignCenter, minPx);
    };

    // SMs outside the slices (A100: 10).
    if (l.extraSmCount() > 0) {
        const QRectF r = l.extraSignRect().adjusted(l.gap() * 0.3, 0, -l.gap() * 0.3, 0);
        const QString count = tr("%1 SMs").arg(l.extraSmCount());
        p.setPen(mig ? t.text : t.subtle);
        drawFitted(p, QRectF(r.left(), r.top(), r.width(), r.height() / 3), count, pixelFont(font(), fpx, true),
                   Qt::AlignCenter, minPx);
        p.setPen(t.subtle);
        drawFitted(p, QRectF(r.left(), r.top() + r.height() / 3, r.width(), r.height() * 2 / 3),
                   mig ? tr("unusable with MIG on") : tr("lost when MIG is on"), pixelFont(font(), spx),
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
            const CanvasModel::Room *mr = m_model.room(room.instance);
            QString amounts = tr("%1 SMs · %2 GiB").arg(mr->sms).arg(localeNumber(mr->memoryGiB));
            QRectF inner = sign.adjusted(l.gap() * 0.4, 0, -l.gap() * 0.4, 0);
            if (m_hasSnapshot) {
                inner.setBottom(inner.top() + inner.height() * 0.7); // the live queue row goes below
                m_liveRoomQueueRects[size_t(room.instance)] =
                    QRectF(inner.left(), inner.bottom(), inner.width(), sign.bottom() - inner.bottom() - l.gap() * 0.2);
            }
            roomSign(inner, instanceTitle(room.instance), tenantNames(m_model.room(room.instance)->tenants),
                     amounts, ink);
            if (mr->missingSms > 0) {
                // The even drawing has fewer cells than the profile exposes: a "+N" tag under the
                // room's last cells says how many more SMs it really has (tooltip: why).
                const QString badge = tr("+%1").arg(mr->missingSms);
                const QFont bf = pixelFont(font(), spx, true);
                const QFontMetricsF bfm(bf);
                const qreal bw = bfm.horizontalAdvance(badge) + l.gap() * 1.5;
                const qreal bh = std::min(bfm.height() + 2, l.connectorRect().top() - l.gridRect().bottom());
                const QRectF br(room.computeRect.right() - bw - l.gap() * 0.3,
                                l.gridRect().bottom() + (l.connectorRect().top() - l.gridRect().bottom() - bh) / 2,
                                bw, bh);
                p.fillPath(roundedPath(br, br.height() / 2), c);
                p.setPen(ink);
                p.setFont(bf);
                p.drawText(br, Qt::AlignCenter, badge);
            }
        }
        const bool bannerShown = m_model.migLayoutUnresolved() || l.rooms().isEmpty();
        for (const GpuLayout::Slice &s : l.slices()) {
            if (s.instance >= 0 || bannerShown)
                continue;
            const QRectF r = s.signRect.adjusted(l.gap() * 0.3, 0, -l.gap() * 0.3, 0);
            if (s.stranded) {
                p.setPen(t.stranded);
                drawFitted(p, QRectF(r.left(), r.top(), r.width(), r.height() / 3), tr("stranded"),
                           pixelFont(font(), fpx, true), Qt::AlignCenter, minPx);
                drawFitted(p, QRectF(r.left(), r.top() + r.height() / 3, r.width(), r.height() * 2 / 3),
                           tr("no profile can use this slice"), pixelFont(font(), spx),
                           Qt::AlignHCenter | Qt::AlignTop, minPx, true);
            } else {
                p.setPen(t.subtle);
                drawFitted(p, QRectF(r.left(), r.top() + r.height() / 3, r.width(), r.height() / 3), tr("free"),
                           pixelFont(font(), fpx), Qt::AlignCenter, minPx);
            }
        }
        // Slice numbers: the placement starts of the compute side.
        p.setPen(t.subtle);
        for (int i = 0; i < l.slices().size(); ++i)
            drawFitted(p, l.slices()[i].indexRect, QLocale().toString(i), pixelFont(font(), spx), Qt::AlignCenter,
                       minPx);

        QString banner;
        if (m_model.migLayoutUnresolved())
            banner = tr("This MIG layout cannot be placed on %1. The problems list says why.")
                         .arg(QString::fromStdString(g->id));
        else if (l.rooms().isEmpty())
            banner = tr("No GPU instances yet: every compute slice is free.");
        if (!banner.isEmpty()) {
            const QRectF r = l.bannerRect().adjusted(l.gap(), l.gap() * 0.5, -l.gap(), -l.gap() * 0.5);
            if (m_model.migLayoutUnresolved()) {
                p.fillPath(roundedPath(r, l.gap()), withAlpha(t.danger, 0.12));
                p.setPen(QPen(t.danger, 2));
                p.drawPath(roundedPath(r, l.gap()));
            }
            p.setPen(m_model.migLayoutUnresolved() ? t.danger : t.subtle);
            drawFitted(p, r.adjusted(l.gap(), 0, -l.gap(), 0), banner, pixelFont(font(), fpx, m_model.migLayoutUnresolved()),
                       Qt::AlignCenter, minPx, true);
        }
        return;
    }

    // Not partitioned: one banner over the whole grid.
    const QString head = m_model.bannerHead();
    const QString body = m_model.bannerBody();
    QRectF r = l.bannerRect().adjusted(l.gap(), l.gap() * 0.5, -l.gap(), -l.gap() * 0.5);
    if (m_hasSnapshot && timeSliced())
        r.setRight(sliceClockRect().left() - l.gap() * 2); // the live slice clock sits at the right
    const qreal h = r.height() / 3;
    p.setPen(t.text);
    drawFitted(p, QRectF(r.left(), r.top(), r.width(), h), head, pixelFont(font(), fpx * 1.1, true),
               Qt::AlignLeft | Qt::AlignVCenter, minPx);
    p.setPen(t.subtle);
    drawFitted(p, QRectF(r.left(), r.top() + h, r.width(), r.height() - h), body, pixelFont(font(), fpx),
               Qt::AlignLeft | Qt::AlignTop, minPx, true);
}

void GpuCanvas::paintTurns(QPainter &p, const Theme &t) const
{
    // Time-slicing and time-sliced vGPU: the rotation of contexts / VMs, one block per slice.
    const std::vector<int> &turns = m_model.turns().rotation;
    if (turns.empty())
        return;

    const GpuLayout &l = m_layout;
    const QRectF r = l.connectorRect();
    const qreal h = std::min(r.height() * 0.62, l.lineHeight() * 0.9);
    const qreal y = r.center().y() - h / 2;
    const QFont f = pixelFont(font(), l.smallFontPx());
    const QString label = m_model.turns().label;
    const qreal labelW = std::min(QFontMetricsF(f).horizontalAdvance(label) + 4, r.width() * 0.4);
    p.setPen(t.subtle);
    drawFitted(p, QRectF(r.left(), r.top(), labelW, r.height()), label, f, Qt::AlignLeft | Qt::AlignVCenter,
               std::min(l.smallFontPx(), 10.0));
    const qreal g = l.gap();
    const qreal left = r.left() + labelW + g * 2;
    const qreal blockW = std::max(l.lineHeight() * 1.1, 8.0);
    const int count = std::max(0, int((r.right() - left + g) / (blockW + g)));
    for (int i = 0; i < count; ++i) {
        const QRectF b(left + i * (blockW + g), y, blockW, h);
        const QPainterPath path = roundedPath(b, h * 0.2);
        const int k = turns[size_t(i) % turns.size()];
        if (k >= 0) {
            p.fillPath(path, tenantColor(k, t.scheme));
        } else {
            fillHatched(p, path, t.freeFill, t.freeEdge);
            p.setPen(QPen(t.freeEdge, 1, Qt::DashLine));
            p.drawPath(path);
        }
    }
}

void GpuCanvas::paintMemory(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = m_layout;
    const GpuModel *g = gpu();
    const qreal spx = l.smallFontPx();
    const qreal minPx = std::min(spx, 10.0);
    const int slotCount = l.memorySlots().size();
    const double perSlot = g->memoryGiB / std::max(1, g->memorySlots);
    QString caption;
    const bool live = m_hasSnapshot && m_plan.mode != Mode::Exclusive; // fills come from the live layer

    if (m_input.migEnabled) {
        for (int i = 0; i < slotCount; ++i) {
            const GpuLayout::MemorySlot &m = l.memorySlots()[i];
            const QPainterPath path = roundedPath(m.rect, l.gap() * 0.8);
            QColor ink = t.subtle;
            if (m.instance >= 0) {
                const QColor c = tenantColor(roomTenant(m.instance), t.scheme);
                if (live) {
                    p.fillPath(path, withAlpha(c, t.scheme == ColorScheme::Dark ? 0.25 : 0.18));
                    p.setPen(QPen(c, 1.5));
                    p.drawPath(path);
                    continue;
                }
                p.fillPath(path, c);
                ink = contrastingTextColor(c);
            } else {
                fillHatched(p, path, t.freeFill, t.freeEdge);
                p.setPen(QPen(t.freeEdge, 1.5, Qt::DashLine));
                p.drawPath(path);
            }
            p.setPen(ink);
            const QRectF top(m.rect.left(), m.rect.top(), m.rect.width(), m.rect.height() / 2);
            const QRectF bottom(m.rect.left(), m.rect.center().y(), m.rect.width(), m.rect.height() / 2);
            drawFitted(p, top, QLocale().toString(i), pixelFont(font(), l.fontPx(), true), Qt::AlignCenter, minPx);
            drawFitted(p, bottom.adjusted(2, 0, -2, 0), m.instance >= 0 ? tr("%1 GB").arg(localeNumber(perSlot, 1))
                                                                        : tr("unused"),
                       pixelFont(font(), spx), Qt::AlignCenter, minPx);
        }
        caption = tr("Memory: %1 slices of about %2 GB, each with its share of bandwidth and L2 cache. "
                     "Numbers are placement starts.")
                      .arg(slotCount)
                      .arg(localeNumber(perSlot, 1));
    } else {
        // One pool: stacked segments of what the tenants keep resident.
        const QRectF bar = l.memoryBarRect();
        const QPainterPath barPath = roundedPath(bar, l.gap() * 0.8);
        p.fillPath(barPath, t.freeFill);
        const double capacity = std::max(1e-9, m_model.memoryCapacityGiB());
        double used = 0;
        if (live)
            for (int e = 0; e < int(m_model.legend().size()); ++e)
                used += m_model.legend()[size_t(e)].heldGiB;
        if (m_plan.mode != Mode::Exclusive && !live) {
            p.save();
            p.setClipPath(barPath);
            qreal x = bar.left();
            for (int e = 0; e < int(m_model.legend().size()); ++e) {
                const double gb = m_model.legend()[size_t(e)].heldGiB;
                used += gb;
                const qreal w = bar.width() * gb / capacity;
                if (w <= 0)
                    continue;
                const QRectF seg(x, bar.top(), std::min(w, bar.right() - x), bar.height());
                const QColor c = tenantColor(m_model.legend()[size_t(e)].tenant, t.scheme);
                p.fillRect(seg, c);
                p.setPen(QPen(t.board, 2));
                p.drawLine(QPointF(seg.right(), seg.top()), QPointF(seg.right(), seg.bottom()));
                p.setPen(contrastingTextColor(c));
                const QString label = tr("%1 GiB").arg(localeNumber(gb, 1));
                const QFont f = pixelFont(font(), spx);
                if (QFontMetricsF(f).horizontalAdvance(label) + 6 < seg.width()) {
                    p.setFont(f);
                    p.drawText(seg, Qt::AlignCenter, label);
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
        const bool over = used > capacity + 1e-9;
        p.setPen(QPen(over ? t.danger : t.neutralEdge, over ? 3 : 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawPath(barPath);

        switch (m_plan.mode) {
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
    if (live) // room for the live congestion badge at the right
        captionRect.setRight(captionRect.right() - captionRect.width() * 0.3);
    drawFitted(p, captionRect, caption, pixelFont(font(), spx),
               Qt::AlignLeft | Qt::AlignVCenter, minPx);
}

void GpuCanvas::paintKeySwatch(QPainter &p, const Theme &t, const QRectF &r, KeyItem item) const
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

void GpuCanvas::paintLegend(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = m_layout;
    const QList<QRectF> &rows = l.legendRows();
    if (rows.isEmpty())
        return;
    const qreal fpx = l.fontPx();
    const qreal spx = l.smallFontPx();
    const qreal minPx = std::min(spx, 10.0);

    if (m_plan.mode == Mode::Mig) {
        for (int i = 0; i < rows.size() && i < int(m_model.keyItems().size()); ++i) {
            const QRectF r = rows[i];
            const qreal s = std::min(r.height() * 0.75, l.lineHeight() * 0.8);
            const QRectF sw(r.left(), r.center().y() - s / 2, s, s);
            paintKeySwatch(p, t, sw, m_model.keyItems()[size_t(i)]);
            p.setPen(t.text);
            drawFitted(p, QRectF(sw.right() + l.gap() * 1.5, r.top(), r.right() - sw.right() - l.gap() * 1.5, r.height()),
                       keyLabel(m_model.keyItems()[size_t(i)]), pixelFont(font(), spx), Qt::AlignLeft | Qt::AlignVCenter,
                       minPx);
        }
        return;
    }

    const int entries = int(m_model.legend().size());
    QString heading;
    switch (m_plan.mode) {
    case Mode::Mps:
        heading = tr("MPS clients");
        break;
    case Mode::Vgpu:
        heading = tr("Virtual machines");
        break;
    case Mode::Timeslice:
        heading = tr("Contexts, in turn order");
        break;
    case Mode::Exclusive:
        heading = tr("One GPU per tenant · GPUs: %1").arg(entries);
        break;
    case Mode::Mig:
        break;
    }
    p.setPen(t.text);
    drawFitted(p, l.legendHeadingRect(), heading, pixelFont(font(), fpx, true), Qt::AlignLeft | Qt::AlignVCenter,
               minPx);

    const bool overflow = rows.size() < entries;
    // One name size for every row: a long name shrinks all names a little instead of being the
    // only one in small print (it is elided below minPx).
    auto legendName = [this](int i) { return m_model.legend()[size_t(i)].name; };
    qreal namePx = fpx;
    if (m_plan.mode != Mode::Exclusive) {
        const QFontMetricsF full(pixelFont(font(), fpx, true));
        for (int i = 0; i < rows.size() && i < entries; ++i) {
            if (overflow && i == rows.size() - 1)
                break;
            const QRectF r = rows[i];
            const qreal s = std::min(r.height() * 0.7, l.lineHeight() * 0.8);
            const qreal avail = r.right() - (r.left() + s + l.gap() * 1.5);
            const qreal want = full.horizontalAdvance(legendName(i)) + 2;
            if (want > 0)
                namePx = std::min(namePx, fpx * avail * (m_hasSnapshot ? 0.4 : 0.5) / want);
        }
        namePx = std::max<qreal>(namePx, minPx);
    }
    for (int i = 0; i < rows.size(); ++i) {
        const QRectF r = rows[i];
        if (overflow && i == rows.size() - 1) {
            p.setPen(t.subtle);
            drawFitted(p, r, tr("… and %1 more").arg(entries - i), pixelFont(font(), fpx),
                       Qt::AlignLeft | Qt::AlignVCenter, minPx);
            break;
        }
        const int k = m_model.legend()[size_t(i)].tenant;
        if (m_plan.mode == Mode::Exclusive) {
            paintMiniGpu(p, t, r, k);
            continue;
        }
        const qreal s = std::min(r.height() * 0.7, l.lineHeight() * 0.8);
        const QRectF sw(r.left(), r.center().y() - s / 2, s, s);
        p.fillPath(roundedPath(sw, s * 0.2), tenantColor(k, t.scheme));
        const QString name = legendName(i);
        const QFont nf = pixelFont(font(), namePx, true);
        const qreal textLeft = sw.right() + l.gap() * 1.5;
        const qreal avail = r.right() - textLeft;
        const qreal nameW = std::min(avail * (m_hasSnapshot ? 0.4 : 0.5), QFontMetricsF(nf).horizontalAdvance(name) + 2);
        p.setPen(t.text);
        drawFitted(p, QRectF(textLeft, r.top(), nameW, r.height()), name, nf, Qt::AlignLeft | Qt::AlignVCenter, minPx);
        p.setPen(t.subtle);
        qreal detailLeft = textLeft + nameW + l.gap() * 2;
        if (m_hasSnapshot) {
            // Live: the queue of this tenant goes between its name and the (shorter) details.
            const qreal queueW = (r.right() - detailLeft) * 0.45;
            m_liveQueueRects[size_t(i)] = QRectF(detailLeft, r.top(), queueW, r.height());
            detailLeft += queueW + l.gap() * 2;
        }
        drawFitted(p, QRectF(detailLeft, r.top(), r.right() - detailLeft, r.height()), m_model.legend()[size_t(i)].detail,
                   pixelFont(font(), spx), Qt::AlignLeft | Qt::AlignVCenter, minPx);
    }
}

void GpuCanvas::paintMiniGpu(QPainter &p, const Theme &t, const QRectF &r, int tenant) const
{
    const GpuLayout &l = m_layout;
    const QColor c = tenantColor(tenant, t.scheme);
    const qreal g = l.gap();
    const QRectF box = r.adjusted(1, 1, -1, -1);
    const QPainterPath boxPath = roundedPath(box, g);
    p.fillPath(boxPath, withAlpha(c, t.roomAlpha));
    p.setPen(QPen(t.scheme == ColorScheme::Dark ? c.lighter(115) : c.darker(135), 2));
    p.drawPath(boxPath);

    const QRectF inner = box.adjusted(g, g * 0.5, -g, -g * 0.5);
    const qreal lineH = inner.height() / 3.2;
    p.setPen(t.text);
    drawFitted(p, QRectF(inner.left(), inner.top(), inner.width(), lineH), tenantName(tenant),
               pixelFont(font(), l.fontPx(), true), Qt::AlignLeft | Qt::AlignVCenter, std::min(l.smallFontPx(), 10.0));

    // A tiny chip fully in the tenant's colour: the whole GPU is theirs. Live: only the share
    // of SMs it uses now lights up (the live layer), the rest stays pale.
    const GpuModel *gm = gpu();
    const int cols = std::max(1, gm->computeSlices);
    const QRectF chip(inner.left(), inner.top() + lineH, inner.width(), lineH * 0.9);
    const qreal cw = (chip.width() - (cols - 1) * 2) / cols;
    for (int i = 0; i < cols; ++i)
        p.fillRect(QRectF(chip.left() + i * (cw + 2), chip.top() + 2, cw, chip.height() - 4),
                   m_hasSnapshot ? withAlpha(c, 0.25) : c);
    if (m_hasSnapshot) {
        const QRectF mem(inner.left(), inner.top() + lineH * 2.05, inner.width(), lineH * 0.45);
        p.fillRect(mem, t.freeFill);
        p.setPen(QPen(t.neutralEdge, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(mem);
        return; // memory fill and figures come from the live layer
    }

    const double model = (tenant >= 0 && tenant < int(m_scenario.tenants.size())) ? m_scenario.tenants[size_t(tenant)].modelGb : 0;
    const double capacity = std::max(1e-9, m_model.memoryCapacityGiB());
    const QRectF mem(inner.left(), inner.top() + lineH * 2.05, inner.width(), lineH * 0.45);
    p.fillRect(mem, t.freeFill);
    p.fillRect(QRectF(mem.left(), mem.top(), mem.width() * std::min(1.0, model / capacity), mem.height()), c);
    p.setPen(QPen(t.neutralEdge, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(mem);
    p.setPen(t.subtle);
    drawFitted(p, QRectF(inner.left(), mem.bottom(), inner.width(), inner.bottom() - mem.bottom()),
               tr("%1 of %2 GiB in use").arg(localeNumber(model, 1), localeNumber(capacity, 1)),
               pixelFont(font(), l.smallFontPx()), Qt::AlignLeft | Qt::AlignVCenter, std::min(l.smallFontPx(), 9.0));
}

// ---------------------------------------------------------------------------------------------
// Live layer

void GpuCanvas::setSnapshot(const Snapshot &snapshot)
{
    const bool was = m_hasSnapshot;
    m_snapshot = snapshot;
    m_snapshot.recentEvents.clear(); // not drawn; keeps the copy small
    m_hasSnapshot = true;
    rebuildLive();
    if (!was)
        invalidateStatic(); // the static layer leaves room for the live figures
    update();
}

void GpuCanvas::clearSnapshot()
{
    if (!m_hasSnapshot)
        return;
    m_snapshot = Snapshot();
    m_hasSnapshot = false;
    rebuildLive();
    m_flashTenants.clear();
    invalidateStatic();
    update();
}

void GpuCanvas::noteEvents(const std::vector<EngineEvent> &events)
{
    bool fault = false;
    for (const EngineEvent &e : events) {
        if (e.kind != EngineEvent::Kind::Fault && e.kind != EngineEvent::Kind::FaultVictim)
            continue;
        if (!fault) {
            m_flashTenants.clear(); // a new fault: this blast replaces an older one
            fault = true;
        }
        if (std::find(m_flashTenants.begin(), m_flashTenants.end(), e.tenant) == m_flashTenants.end())
            m_flashTenants.push_back(e.tenant);
    }
    if (fault) {
        m_flashClock.start();
        m_flashTimer->start();
        update();
    }
}

bool GpuCanvas::faultFlashActive() const
{
    return !m_flashTenants.empty() && m_flashClock.isValid() && m_flashClock.elapsed() < faultFlashMs();
}

QRectF GpuCanvas::sliceClockRect() const
{
    const QRectF b = m_layout.bannerRect();
    const qreal d = std::max(8.0, b.height() - m_layout.gap() * 1.5);
    // The pie, then the owner's name to its right (up to a quarter of the banner).
    const qreal w = std::min(b.width() * 0.32, d + b.width() * 0.22);
    return QRectF(b.right() - w - m_layout.gap(), b.center().y() - d / 2, w, d);
}

QList<int> GpuCanvas::drawnSmTenants() const
{
    if (!m_hasSnapshot || m_model.live().cells.size() != m_layout.sms().size())
        return QList<int>(m_layout.sms().size(), -1);
    return m_model.live().cells;
}

void GpuCanvas::paintLiveMiniGpus(QPainter &p, const Theme &t) const
{
    // Exclusive: each tenant's own GPU, with the share of its SMs in use, its memory and queue.
    const GpuLayout &l = m_layout;
    const QList<QRectF> &rows = l.legendRows();
    const GpuModel *gm = gpu();
    const int cols = std::max(1, gm->computeSlices);
    const double capacity = std::max(1e-9, m_model.memoryCapacityGiB());
    const QFont f = pixelFont(font(), l.smallFontPx());
    const QFontMetricsF fm(f);
    p.setFont(f);
    const bool overflow = rows.size() < int(m_model.legend().size());
    for (int i = 0; i < rows.size() && i < int(m_model.legend().size()); ++i) {
        if (overflow && i == rows.size() - 1)
            break;
        const int k = m_model.legend()[size_t(i)].tenant;
        if (k < 0 || k >= int(m_model.live().tenants.size()))
            continue;
        const CanvasModel::LiveTenant &v = m_model.live().tenants[size_t(k)];
        const QColor c = tenantColor(k, t.scheme);
        const qreal g = l.gap();
        const QRectF inner = rows[i].adjusted(1, 1, -1, -1).adjusted(g, g * 0.5, -g, -g * 0.5);
        const qreal lineH = inner.height() / 3.2;
        const QRectF chip(inner.left(), inner.top() + lineH, inner.width(), lineH * 0.9);
        const qreal cw = (chip.width() - (cols - 1) * 2) / cols;
        const double lit = std::clamp(v.smsHeld / std::max(1, gm->sms), 0.0, 1.0) * cols;
        for (int j = 0; j < cols && j < lit; ++j)
            p.fillRect(QRectF(chip.left() + j * (cw + 2), chip.top() + 2, cw * std::min(1.0, lit - j), chip.height() - 4), c);
        const QRectF mem(inner.left(), inner.top() + lineH * 2.05, inner.width(), lineH * 0.45);
        p.fillRect(QRectF(mem.left() + 0.5, mem.top() + 0.5, (mem.width() - 1) * std::min(1.0, v.memoryUsedGb / capacity),
                          mem.height() - 1),
                   c);
        const QString text = tr("%1 waiting · %2 running · %3 of %4 GiB")
                                 .arg(v.queued)
                                 .arg(v.inFlight)
                                 .arg(localeNumber(v.memoryUsedGb, 1), localeNumber(capacity, 1));
        const QRectF line(inner.left(), mem.bottom(), inner.width(), inner.bottom() - mem.bottom());
        p.setPen(t.subtle);
        p.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(text, Qt::ElideRight, line.width()));
    }
}

void GpuCanvas::paintLiveExclusiveGpu(QPainter &p, const Theme &t) const
{
    // The big GPU live: whose it is, its SMs in use, its memory in use.
    const int k = m_model.live().exclusiveTenant;
    if (k < 0 || k >= int(m_model.live().tenants.size()))
        return;
    paintLiveSms(p, t);
    const GpuLayout &l = m_layout;
    const QColor c = tenantColor(k, t.scheme);
    const QRectF bar = l.memoryBarRect();
    const double used = std::clamp(m_model.live().tenants[size_t(k)].memoryUsedGb / std::max(1e-9, m_model.memoryCapacityGiB()), 0.0, 1.0);
    p.fillRect(QRectF(bar.left() + 1, bar.top() + 1, (bar.width() - 2) * used, bar.height() - 2), withAlpha(c, 0.85));
    const QRectF cap = l.memoryCaptionRect();
    const QRectF right(cap.left() + cap.width() * 0.45, cap.top(), cap.width() * 0.55, cap.height());
    p.setPen(t.text);
    drawFitted(p, right, tr("Drawn live: the GPU of %1").arg(tenantName(k)), pixelFont(font(), l.smallFontPx(), true),
               Qt::AlignRight | Qt::AlignVCenter, std::min(l.smallFontPx(), 10.0));
}

void GpuCanvas::paintLive(QPainter &p, const Theme &t) const
{
    if (m_plan.mode == Mode::Exclusive) {
        paintLiveMiniGpus(p, t);
        paintLiveExclusiveGpu(p, t);
    }
    if (m_plan.mode != Mode::Exclusive) {
        paintLiveSms(p, t);
        paintLiveMemory(p, t);
        paintLiveQueues(p, t);
        if (timeSliced())
            paintSliceClock(p, t);
        paintCongestion(p, t);
    }
    if (faultFlashActive())
        paintFaultFlash(p, t);
}

void GpuCanvas::paintLiveSms(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = m_layout;
    const QList<int> drawn = drawnSmTenants();
    const bool sliced = timeSliced();
    const int owner = m_model.live().sliceOwner;
    const bool dark = t.scheme == ColorScheme::Dark;
    p.setPen(Qt::NoPen);
    // Time-sliced: the whole grid belongs to the slice owner (lighter where it runs nothing),
    // grey while the context switches.
    // Opaque mixes, not alpha: blending 100+ cells every frame costs more than the rest together.
    QColor ownerTint;
    if (sliced && m_model.live().switching)
        ownerTint = mix(t.unusable, t.board, 0.45);
    else if (sliced && owner >= 0)
        ownerTint = mix(tenantColor(owner, t.scheme), t.board, dark ? 0.55 : 0.62);
    // Every cell has the same size: one antialiased cell per colour is painted once into a
    // pixmap and blitted (much cheaper than 100+ antialiased rounded rectangles per frame).
    const qreal dpr = devicePixelRatioF();
    auto cell = [&](const QColor &c) -> const QPixmap & {
        auto it = m_cellCache.find(c.rgba());
        if (it != m_cellCache.end())
            return *it;
        const QSizeF size = l.sms().front().rect.size();
        QPixmap pm((size * dpr).toSize() + QSize(2, 2));
        pm.setDevicePixelRatio(dpr);
        pm.fill(Qt::transparent);
        QPainter cp(&pm);
        cp.setRenderHint(QPainter::Antialiasing);
        cp.setPen(Qt::NoPen);
        cp.setBrush(c);
        const qreal radius = std::min(size.width(), size.height()) * 0.18;
        cp.drawRoundedRect(QRectF(QPointF(0, 0), size), radius, radius);
        return *m_cellCache.insert(c.rgba(), pm);
    };
    if (l.sms().isEmpty())
        return;
    for (int i = 0; i < l.sms().size(); ++i) {
        const GpuLayout::Sm &sm = l.sms()[i];
        const int k = drawn[i];
        QColor c;
        if (k >= 0)
            c = tenantColor(k, t.scheme);
        else if (ownerTint.isValid() && sm.state == GpuLayout::SmState::Usable)
            c = ownerTint;
        else
            continue;
        p.drawPixmap(sm.rect.topLeft(), cell(c));
    }
}

void GpuCanvas::paintQueueRow(QPainter &p, const Theme &t, const QRectF &r, int tenant, const QColor &ink,
                              bool onColour) const
{
    if (r.width() < 8 || r.height() < 4 || tenant < 0 || tenant >= int(m_model.live().tenants.size()))
        return;
    const CanvasModel::LiveTenant &v = m_model.live().tenants[size_t(tenant)];
    const GpuLayout &l = m_layout;
    QString text;
    switch (v.state) {
    case TenantState::Restarting:
        text = tr("restarting");
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
    QFont f = pixelFont(font(), std::min(l.smallFontPx(), r.height() * 0.8));
    QFontMetricsF fm(f);
    if (fm.horizontalAdvance(text) > r.width() * 0.75)
        //: Compact queue figures: waiting requests, then running ones.
        text = tr("%1 ≡ · %2 ▶").arg(v.queued).arg(v.inFlight);
    const qreal textW = std::min(r.width(), fm.horizontalAdvance(text) + 4);
    p.setFont(f);
    p.setPen(ink);
    p.drawText(QRectF(r.right() - textW, r.top(), textW, r.height()), Qt::AlignRight | Qt::AlignVCenter,
               fm.elidedText(text, Qt::ElideRight, textW));
    // One mark per waiting request, as many as fit; a "+" when there are more.
    const qreal h = std::min(r.height() * 0.7, l.lineHeight() * 0.7);
    const qreal w = std::max(3.0, h * 0.45);
    const qreal g = std::max(1.5, w * 0.5);
    const qreal avail = r.width() - textW - l.gap();
    const int fit = std::max(0, int((avail + g) / (w + g)));
    const int marks = std::min(v.queued, fit);
    const QColor c = onColour ? ink : tenantColor(tenant, t.scheme);
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    const qreal y = r.center().y() - h / 2;
    for (int i = 0; i < marks; ++i) {
        if (i == fit - 1 && v.queued > fit) {
            p.setPen(QPen(c, std::max(1.5, w * 0.35)));
            const QPointF m(r.left() + i * (w + g) + w / 2, r.center().y());
            p.drawLine(m - QPointF(w / 2, 0), m + QPointF(w / 2, 0));
            p.drawLine(m - QPointF(0, w / 2), m + QPointF(0, w / 2));
            break;
        }
        p.drawRoundedRect(QRectF(r.left() + i * (w + g), y, w, h), w * 0.3, w * 0.3);
    }
}

void GpuCanvas::paintLiveQueues(QPainter &p, const Theme &t) const
{
    if (m_input.migEnabled) {
        for (const GpuLayout::Room &room : m_layout.rooms()) {
            if (room.outline.isEmpty() || room.instance >= int(m_liveRoomQueueRects.size()))
                continue;
            const int k = roomTenant(room.instance);
            const QColor ink = contrastingTextColor(tenantColor(k, t.scheme));
            const QRectF r = m_liveRoomQueueRects[size_t(room.instance)];
            const std::vector<int> &ts = m_model.rooms()[size_t(room.instance)].tenants;
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
    for (size_t e = 0; e < m_liveQueueRects.size() && e < m_model.legend().size(); ++e)
        if (!m_liveQueueRects[e].isNull())
            paintQueueRow(p, t, m_liveQueueRects[e], m_model.legend()[e].tenant, t.text, false);
}

void GpuCanvas::paintLiveMemory(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = m_layout;
    const qreal spx = l.smallFontPx();
    if (m_input.migEnabled) {
        const QFont big = pixelFont(font(), l.fontPx(), true);
        const QFont small = pixelFont(font(), spx);
        for (int i = 0; i < l.memorySlots().size(); ++i) {
            const GpuLayout::MemorySlot &m = l.memorySlots()[i];
            if (m.instance < 0)
                continue;
            const QColor c = tenantColor(roomTenant(m.instance), t.scheme);
            const double fill = i < int(m_model.live().memorySlotFill.size()) ? m_model.live().memorySlotFill[size_t(i)] : 0;
            const QRectF inner = m.rect.adjusted(1.5, 1.5, -1.5, -1.5);
            if (fill > 0) {
                p.save();
                p.setClipRect(QRectF(inner.left(), inner.bottom() - inner.height() * fill, inner.width(),
                                     inner.height() * fill));
                p.setPen(Qt::NoPen);
                p.setBrush(c);
                p.drawRoundedRect(inner, l.gap() * 0.7, l.gap() * 0.7);
                p.restore();
            }
            p.setPen(fill > 0.55 ? contrastingTextColor(c) : t.text);
            p.setFont(big);
            p.drawText(QRectF(m.rect.left(), m.rect.top(), m.rect.width(), m.rect.height() / 2), Qt::AlignCenter,
                       QLocale().toString(i));
            p.setFont(small);
            p.drawText(QRectF(m.rect.left(), m.rect.center().y(), m.rect.width(), m.rect.height() / 2),
                       Qt::AlignCenter, tr("%1 %").arg(int(std::lround(fill * 100))));
        }
        return;
    }
    // One pool: a segment per client / VM / context of what it holds now (vGPU: inside its
    // fixed framebuffer, drawn as a lighter box).
    const QRectF bar = l.memoryBarRect().adjusted(1.5, 1.5, -1.5, -1.5);
    const double capacity = std::max(1e-9, m_model.memoryCapacityGiB());
    const QFont f = pixelFont(font(), spx);
    const QFontMetricsF fm(f);
    p.setFont(f);
    qreal x = bar.left();
    double used = 0;
    for (int e = 0; e < int(m_model.legend().size()) && x < bar.right(); ++e) {
        const int k = m_model.legend()[size_t(e)].tenant;
        const double gb = (k >= 0 && k < int(m_model.live().tenants.size())) ? m_model.live().tenants[size_t(k)].memoryUsedGb : 0;
        used += gb;
        const double box = m_plan.mode == Mode::Vgpu ? m_model.legend()[size_t(e)].heldGiB : gb;
        const qreal boxW = std::min(bar.right() - x, bar.width() * box / capacity);
        const qreal usedW = std::min(boxW, bar.width() * gb / capacity);
        const QColor c = tenantColor(k, t.scheme);
        if (boxW > usedW)
            p.fillRect(QRectF(x + usedW, bar.top(), boxW - usedW, bar.height()), withAlpha(c, 0.22));
        if (usedW > 0)
            p.fillRect(QRectF(x, bar.top(), usedW, bar.height()), c);
        const QString label = tr("%1 GiB").arg(localeNumber(gb, 1));
        if (fm.horizontalAdvance(label) + 6 < usedW) {
            p.setPen(contrastingTextColor(c));
            p.drawText(QRectF(x, bar.top(), usedW, bar.height()), Qt::AlignCenter, label);
        }
        x += boxW;
        if (boxW > 0) {
            p.setPen(QPen(t.board, 2));
            p.drawLine(QPointF(x, bar.top()), QPointF(x, bar.bottom()));
        }
    }
    if (used > capacity * 0.95) { // nearly full: out-of-memory is next
        p.setPen(QPen(t.danger, 3));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(l.memoryBarRect(), l.gap() * 0.8, l.gap() * 0.8);
    }
}

void GpuCanvas::paintSliceClock(QPainter &p, const Theme &t) const
{
    const QRectF r = sliceClockRect();
    const qreal d = r.height();
    const QRectF pie(r.left(), r.top(), d, d);
    const int owner = m_model.live().sliceOwner;
    p.setPen(QPen(t.neutralEdge, 2));
    p.setBrush(t.freeFill);
    p.drawEllipse(pie);
    QString label;
    if (m_model.live().switching) {
        p.setBrush(withAlpha(t.unusable, 0.7));
        p.setPen(Qt::NoPen);
        p.drawEllipse(pie.adjusted(d * 0.1, d * 0.1, -d * 0.1, -d * 0.1));
        label = tr("switching…");
    } else if (owner >= 0) {
        const QColor c = tenantColor(owner, t.scheme);
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        const int span = -int(std::lround(m_model.live().sliceProgress * 360 * 16)); // clockwise from 12 o'clock
        p.drawPie(pie.adjusted(2, 2, -2, -2), 90 * 16, span);
        label = tidyCjkSpacing(tr("%1's turn").arg(tenantName(owner)));
    } else {
        label = tr("nobody's turn");
    }
    p.setPen(t.text);
    const QRectF text(pie.right() + m_layout.gap() * 1.5, r.top(), r.right() - pie.right() - m_layout.gap() * 1.5, d);
    // Cached per label: a word-wrapped layout every frame would cost more than the whole grid.
    if (label != m_clockLabelText || text.size() != m_clockLabelSize) {
        m_clockLabelText = label;
        m_clockLabelSize = text.size();
        const QFont f = pixelFont(font(), m_layout.fontPx(), true);
        m_clockLabel = QStaticText(label);
        m_clockLabel.setTextFormat(Qt::PlainText);
        m_clockLabel.setTextWidth(text.width());
        m_clockLabel.prepare(QTransform(), f);
        m_clockLabelFont = f;
    }
    p.setFont(m_clockLabelFont);
    const qreal h = m_clockLabel.size().height();
    p.drawStaticText(QPointF(text.left(), text.center().y() - std::min(h, text.height()) / 2), m_clockLabel);
}

void GpuCanvas::paintCongestion(QPainter &p, const Theme &t) const
{
    const double worst = m_model.live().worstCongestion;
    const int worstTenant = m_model.live().worstCongestionTenant;
    if (worst < 1.05)
        return;
    const GpuLayout &l = m_layout;
    // The DRAM side turns red: the memory bar (or the congested rooms' memory) gets a red wall.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(t.danger, std::max(3.0, l.gap() * 0.8)));
    if (m_input.migEnabled) {
        for (const GpuLayout::Room &room : l.rooms()) {
            const int k = roomTenant(room.instance);
            if (k >= 0 && k < int(m_model.live().tenants.size()) && m_model.live().tenants[size_t(k)].congestion >= 1.05)
                p.drawRoundedRect(room.memoryRect, l.gap(), l.gap());
        }
    } else {
        p.drawRoundedRect(l.memoryBarRect(), l.gap() * 0.8, l.gap() * 0.8);
    }
    const QRectF cap = l.memoryCaptionRect();
    // With MIG each instance has its own share of the bandwidth: the congestion is inside one
    // room, not on the whole GPU, and the badge says whose (the name is elided first: the badge
    // keeps to the 30 % of the caption line that the caption leaves free).
    const QString text = m_input.migEnabled && worstTenant >= 0
        ? tidyCjkSpacing(tr("DRAM congested ×%2 (inside %1's instance)").arg(tenantName(worstTenant), localeNumber(worst, 2)))
        : tr("DRAM congested ×%1").arg(localeNumber(worst, 2));
    const QFont f = pixelFont(font(), l.smallFontPx(), true);
    const QFontMetricsF fm(f);
    const qreal w = std::min(cap.width() * 0.3, fm.horizontalAdvance(text) + l.gap() * 3);
    const qreal h = std::min(cap.height(), fm.height() + l.gap());
    const QRectF badge(cap.right() - w, cap.center().y() - h / 2 + l.gap() * 0.15, w, h);
    p.setPen(Qt::NoPen);
    p.setBrush(t.danger);
    p.drawRoundedRect(badge, h / 2, h / 2);
    p.setPen(contrastingTextColor(t.danger));
    p.setFont(f);
    p.drawText(badge, Qt::AlignCenter, fm.elidedText(text, Qt::ElideRight, badge.width() - l.gap()));
}

void GpuCanvas::paintFaultFlash(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = m_layout;
    const double age = m_flashClock.elapsed() / double(faultFlashMs());
    // Pulses three times while it fades.
    const double alpha = 0.6 * (1.0 - age) * (0.55 + 0.45 * std::cos(age * 3 * 2 * M_PI));
    const QColor fire = t.scheme == ColorScheme::Dark ? QColor(0xff, 0x5a, 0x1f) : QColor(0xe6, 0x3b, 0x00);
    QPainterPath blast;
    bool walled = m_input.migEnabled && !m_layout.rooms().isEmpty();
    if (walled) {
        for (const GpuLayout::Room &room : l.rooms()) {
            const std::vector<int> &ts = m_model.rooms()[size_t(room.instance)].tenants;
            const bool hit = std::any_of(ts.begin(), ts.end(), [this](int k) {
                return std::find(m_flashTenants.begin(), m_flashTenants.end(), k) != m_flashTenants.end();
            });
            if (hit && !room.outline.isEmpty()) {
                QPainterPath r;
                r.addPolygon(room.outline);
                r.closeSubpath();
                blast.addPath(r);
            }
        }
    } else {
        // One GPU shared without walls: the whole picture burns, memory too.
        QRectF all = l.bannerRect().united(l.gridRect()).united(l.memoryBarRect());
        if (!l.extraRect().isNull())
            all = all.united(l.extraRect()).united(l.extraSignRect());
        blast.addRoundedRect(all.adjusted(-l.gap(), -l.gap(), l.gap(), l.gap()), l.gap() * 1.5, l.gap() * 1.5);
    }
    if (blast.isEmpty())
        return;
    p.fillPath(blast, withAlpha(fire, alpha));
    p.setPen(QPen(withAlpha(fire, std::min(1.0, alpha * 1.6)), std::max(3.0, l.gap())));
    p.setBrush(Qt::NoBrush);
    p.drawPath(blast);
    // The words go in the middle of the blast: over the room's SMs (MIG), or the whole grid.
    QRectF b = walled ? blast.boundingRect().intersected(l.gridRect()) : l.gridRect();
    b = b.adjusted(l.gap(), l.gap(), -l.gap(), -l.gap());
    p.setPen(withAlpha(t.scheme == ColorScheme::Dark ? QColor(Qt::white) : QColor(0x5a, 0x10, 0x00),
                       std::min(1.0, 0.4 + alpha * 1.5)));
    drawFitted(p, b, walled ? tr("Fault! Contained in its instance") : tr("Fault! Every tenant goes down"),
               pixelFont(font(), std::min(b.height() * 0.2, l.titleFontPx() * 2.2), true), Qt::AlignCenter,
               l.smallFontPx(), true);
}

// ---------------------------------------------------------------------------------------------
// Tooltips

// ---------------------------------------------------------------------------------------------
// The editing overlay: drop preview, selection, hit-test (driven by ui/canvaseditor).

void GpuCanvas::setDropPreview(const QRectF &computeRect, const QRectF &memoryRect, bool legal, const QString &text)
{
    m_preview = DropPreview{true, computeRect, memoryRect, legal, text};
    update();
}

void GpuCanvas::clearDropPreview()
{
    if (!m_preview.shown)
        return;
    m_preview = DropPreview();
    update();
}

void GpuCanvas::setSelectedTenant(int tenant)
{
    if (tenant == m_selectedTenant)
        return;
    m_selectedTenant = tenant;
    rebuildLive(); // exclusive: the big picture shows the selected tenant's GPU
    update();
}

int GpuCanvas::tenantAt(const QPointF &pos) const
{
    if (!m_layout.isValid())
        return -1;
    if (const int inst = m_layout.instanceAt(pos); inst >= 0 && inst < int(m_model.rooms().size()))
        return roomTenant(inst);
    const QList<QRectF> &rows = m_layout.legendRows();
    for (int i = 0; i < rows.size() && i < int(m_model.legend().size()); ++i)
        if (rows[i].contains(pos))
            return m_model.legend()[size_t(i)].tenant;
    return -1;
}

void GpuCanvas::paintEditOverlay(QPainter &p, const Theme &t) const
{
    p.save();
    if (m_selectedTenant >= 0) {
        // Two strokes, text colour under the highlight colour, so the outline shows on every
        // tenant colour (a blue tenant under a blue highlight vanished otherwise).
        const qreal w = std::max<qreal>(3, m_layout.gap() * 0.9);
        for (const QPen &pen : {QPen(t.text, w + 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin),
                                QPen(palette().color(QPalette::Highlight), w, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin)}) {
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            for (int i = 0; i < m_layout.rooms().size() && i < int(m_model.rooms().size()); ++i) {
                const auto &ts = m_model.rooms()[size_t(i)].tenants;
                if (std::find(ts.begin(), ts.end(), m_selectedTenant) != ts.end())
                    p.drawPolygon(m_layout.rooms()[i].outline);
            }
            const QList<QRectF> &rows = m_layout.legendRows();
            for (int i = 0; i < rows.size() && i < int(m_model.legend().size()); ++i)
                if (m_model.legend()[size_t(i)].tenant == m_selectedTenant)
                    p.drawRoundedRect(rows[i].adjusted(-2, -2, 2, 2), 6, 6);
        }
    }
    if (m_preview.shown) {
        const QColor c = m_preview.legal ? QColor(0x1e, 0x9e, 0x4a) : t.danger;
        QColor fill = c;
        fill.setAlphaF(0.28);
        QPen pen(c, std::max<qreal>(3, m_layout.gap()), Qt::DashLine);
        p.setPen(pen);
        p.setBrush(fill);
        for (const QRectF &r : {m_preview.compute, m_preview.memory})
            if (!r.isNull())
                p.drawRoundedRect(r, 6, 6);
        if (!m_preview.text.isEmpty()) {
            // The words sit in a box in the middle of the compute area (over SMs, not over the
            // signs and captions around it), kept inside the widget.
            const QFont f = pixelFont(font(), m_layout.fontPx(), true);
            p.setFont(f);
            const QFontMetricsF fm(f);
            const QRectF anchor = m_preview.compute.isNull() ? m_preview.memory : m_preview.compute;
            const qreal w = std::min<qreal>(width() - 16, std::max<qreal>(anchor.width(), fm.averageCharWidth() * 42));
            QRectF textRect = fm.boundingRect(QRectF(0, 0, w - 16, 1e6), Qt::TextWordWrap, m_preview.text);
            QRectF box(0, 0, w, textRect.height() + 12);
            box.moveCenter(anchor.center());
            if (box.left() < 8)
                box.moveLeft(8);
            if (box.right() > width() - 8)
                box.moveRight(width() - 8);
            // Darken until white text reads at WCAG AA (the dark theme's red is a light salmon).
            QColor bg = c.darker(130);
            for (int i = 0; i < 6 && contrastRatio(Qt::white, bg) < 4.5; ++i)
                bg = bg.darker(115);
            p.setPen(Qt::NoPen);
            p.setBrush(bg);
            p.drawRoundedRect(box, 6, 6);
            p.setPen(Qt::white);
            p.drawText(box.adjusted(8, 6, -8, -6), Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop, m_preview.text);
        }
    }
    p.restore();
}

bool GpuCanvas::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

QString GpuCanvas::toolTipAt(const QPointF &pos) const
{
    const GpuLayout &l = m_layout;
    const GpuModel *g = gpu();
    if (!l.isValid() || !g)
        return {};
    if (m_skin == Skin::Kitchen) // the kitchen skin speaks kitchen
        return m_kitchen->toolTipAt(pos, m_model, m_layout);

    auto roomSummary = [&](int j) {
        const CanvasModel::Room &room = *m_model.room(j);
        QString s = tr("%1 at start %2\nCompute slices %3–%4 · memory slices %5–%6\n%7 SMs · %8 GiB\nTenants: %9")
                        .arg(room.title)
                        .arg(room.start)
                        .arg(room.start)
                        .arg(room.computeEnd - 1)
                        .arg(room.start)
                        .arg(room.memoryEnd - 1)
                        .arg(room.sms)
                        .arg(localeNumber(room.memoryGiB))
                        .arg(tenantNames(room.tenants));
        if (room.missingSms > 0)
            s += QLatin1Char('\n')
                + tr("The drawing spreads the %1 SMs evenly over the slices; this profile exposes %2 more SMs "
                     "than its slices show (marked +%2).")
                      .arg(g->sms)
                      .arg(room.missingSms);
        return s;
    };

    const int smIndex = l.smAt(pos);
    if (smIndex >= 0) {
        const GpuLayout::Sm &sm = l.sms()[smIndex];
        const QString head = sm.slice >= 0 ? tr("SM %1 · compute slice %2").arg(smIndex).arg(sm.slice)
                                           : tr("SM %1").arg(smIndex);
        QString body;
        switch (sm.state) {
        case GpuLayout::SmState::Usable:
            if (sm.slice < 0)
                body = tr("Usable only while MIG is off: with MIG on, %1 exposes %2 of its %3 SMs.")
                           .arg(QString::fromStdString(g->id))
                           .arg(g->migSms)
                           .arg(g->sms);
            else if (m_plan.mode == Mode::Mps)
                body = tr("Part of the one MPS pool: any client's kernels can run here, up to the client's cap.");
            else if (m_plan.mode == Mode::Exclusive)
                body = tr("With exclusive GPUs, every SM of the GPU belongs to one tenant.");
            else
                body = tr("The whole GPU belongs to one context at a time; the others wait for their turn.");
            break;
        case GpuLayout::SmState::Exposed:
            body = roomSummary(sm.instance);
            break;
        case GpuLayout::SmState::NotExposed:
            body = tr("Inside %1's slices but not exposed: the profile gives %2 SMs.")
                       .arg(instanceTitle(sm.instance))
                       .arg(m_model.room(sm.instance)->sms);
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
                       .arg(QString::fromStdString(g->id))
                       .arg(g->migSms)
                       .arg(g->sms);
            break;
        }
        return head + QLatin1Char('\n') + body;
    }

    if (const int j = l.instanceAt(pos); j >= 0)
        return roomSummary(j);

    if (const int s = l.memorySlotAt(pos); s >= 0) {
        if (m_input.migEnabled) {
            const int owner = l.memorySlots()[s].instance;
            if (owner >= 0)
                return tr("Memory slice %1 · %2").arg(s).arg(instanceTitle(owner));
            return tr("Memory slice %1 · unused").arg(s);
        }
        return tr("Memory: %1 GiB usable").arg(localeNumber(m_model.memoryCapacityGiB(), 1));
    }

    if (const int s = l.sliceAt(pos); s >= 0 && m_input.migEnabled) {
        const GpuLayout::Slice &slice = l.slices()[s];
        return tr("Compute slice %1 · %2 SMs drawn").arg(s).arg(slice.smCount);
    }

    const QList<QRectF> &rows = l.legendRows();
    for (int i = 0; i < rows.size(); ++i) {
        if (!rows[i].contains(pos))
            continue;
        if (m_plan.mode == Mode::Mig)
            return i < int(m_model.keyItems().size()) ? keyLabel(m_model.keyItems()[size_t(i)]) : QString();
        if (i < int(m_model.legend().size())) {
            const QString detail = m_model.legend()[size_t(i)].detail;
            return detail.isEmpty() ? tenantName(m_model.legend()[size_t(i)].tenant)
                                    : tenantName(m_model.legend()[size_t(i)].tenant) + QLatin1Char('\n') + detail;
        }
    }
    return {};
}

} // namespace gpuk
