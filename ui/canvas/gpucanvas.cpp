#include "gpucanvas.h" // own header by plain name: lupdate then knows the class is gpuk::GpuCanvas

#include "sharing/validate.h"
#include "ui/canvas/kitchen/kitchenpainter.h"
#include "ui/canvas/technical/technicalpainter.h"
#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"
#include "ui/text/words.h"
#include "ui/text/modeui.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QResizeEvent>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

#include <utility>

#include <algorithm>
#include <cmath>

namespace gpuk {

GpuCanvas::GpuCanvas(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("gpuCanvas"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("GPU picture"));
    m_technical = std::make_unique<TechnicalPainter>();
    m_kitchen = std::make_unique<KitchenPainter>();
    setPicture(nullptr);
}

void GpuCanvas::setPicture(Picture *picture)
{
    if (!picture) {
        if (!m_own)
            m_own = std::make_unique<Picture>();
        picture = m_own.get();
    }
    if (picture == m_picture)
        return;
    for (const QMetaObject::Connection &c : std::as_const(m_pictureConnections))
        disconnect(c);
    m_pictureConnections.clear();
    m_picture = picture;
    m_pictureConnections << connect(picture, &Picture::sceneChanged, this, &GpuCanvas::rebuild);
    m_pictureConnections << connect(picture, &Picture::liveChanged, this, [this] {
        rebuildLive();
        if (m_hadSnapshot != m_picture->hasSnapshot())
            invalidateStatic(); // the static layer leaves room for the live figures
        m_hadSnapshot = m_picture->hasSnapshot();
        update();
    });
    m_pictureConnections << connect(picture, &Picture::faultFlashChanged, this, [this] {
        m_model.takeLive(m_picture->model()); // the flash's tenants
        m_model.placeLive(m_layout, m_selectedTenant);
        update();
    });
    if (picture != m_own.get()) // a shown Picture that goes away: the private one again
        m_pictureConnections << connect(picture, &QObject::destroyed, this, [this] { setPicture(nullptr); });
    m_hadSnapshot = picture->hasSnapshot();
    rebuild();
}

GpuCanvas::~GpuCanvas() = default;

QSize GpuCanvas::sizeHint() const
{
    return QSize(1100, 800);
}

QSize GpuCanvas::minimumSizeHint() const
{
    // Small enough that the window with its docks fits 960x540 (a 1920x1080 screen at scale
    // factor 2); the picture asks for a larger window when it cannot be drawn legibly.
    return QSize(320, 140);
}

void GpuCanvas::setScene(const Scenario &scenario, const SharingPlan &plan)
{
    m_picture->setScene(scenario, plan);
}

void GpuCanvas::clearScene()
{
    m_picture->clearScene();
}

// ---------------------------------------------------------------------------------------------
// The skin toggle (the kitchen painter draws the same layout and snapshot)

void GpuCanvas::setSkin(Skin skin)
{
    m_picture->setSkin(skin); // the Picture's sceneChanged rebuilds this view
}

// ---------------------------------------------------------------------------------------------
// Zoom of the words

const QList<qreal> &GpuCanvas::zoomSteps()
{
    static const QList<qreal> steps{0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0};
    return steps;
}

qreal GpuCanvas::nextZoom(qreal zoom, int direction)
{
    const QList<qreal> &steps = zoomSteps();
    if (direction > 0) {
        for (qreal s : steps)
            if (s > zoom + 1e-6)
                return s;
        return steps.back();
    }
    for (auto it = steps.crbegin(); it != steps.crend(); ++it)
        if (*it < zoom - 1e-6)
            return *it;
    return steps.front();
}

void GpuCanvas::setZoom(qreal zoom)
{
    zoom = std::clamp(zoom, minZoom(), maxZoom());
    if (std::abs(zoom - m_zoom) < 1e-6)
        return;
    m_zoom = zoom;
    relayout();
    update();
    emit zoomChanged(m_zoom);
}

void GpuCanvas::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QWidget::wheelEvent(event);
        return;
    }
    // A notch is 120 eighths of a degree; a touchpad sends many small steps.
    m_wheelDelta += event->angleDelta().y();
    while (std::abs(m_wheelDelta) >= 120) {
        const int direction = m_wheelDelta > 0 ? 1 : -1;
        m_wheelDelta -= direction * 120;
        setZoom(nextZoom(m_zoom, direction));
    }
    event->accept();
}

const GpuModel *GpuCanvas::gpu() const
{
    return m_picture->hasScene() ? m_picture->scenario().gpu() : nullptr;
}

void GpuCanvas::rebuild()
{
    m_model = m_picture->model(); // laid out at this view's size by relayout()
    relayout();
    updateAccessibleDescription();
    update();
}

void GpuCanvas::rebuildLive()
{
    m_model.takeLive(m_picture->model());
    m_model.placeLive(m_layout, m_selectedTenant);
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
    m_input = m_model.layoutInput();
    // The words' size: the widget's font at the zoom (the one function, painthelpers.h); the rows'
    // height: a laid-out line in the language shown (Chinese lines are taller).
    m_input.textPx = canvasTextPx(font(), m_zoom, QSizeF(size()));
    const QLocale::Script script = QLocale().script();
    const bool cjk = script == QLocale::SimplifiedHanScript || script == QLocale::TraditionalHanScript
        || script == QLocale::JapaneseScript || script == QLocale::KoreanScript;
    m_input.lineRatio = lineHeightRatio(font(), cjk);
    m_input.textShare = m_zoom > 1.0 + 1e-6 ? 0.72 : 0.6; // zoomed in: the words before the SMs' size
    if (!legendIsMigKey(m_input.mode) || !m_input.gpu) {
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
        m_picture->retranslate(); // its sceneChanged lays this view out again (the rows follow the line height)
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

QString GpuCanvas::describe() const
{
    const GpuModel *g = gpu();
    if (!g)
        return tr("No GPU to draw");
    QString d = tr("%1 with %2 SMs and %3 GB of memory, shared by %4")
                    .arg(QString::fromStdString(g->displayName))
                    .arg(g->sms)
                    .arg(localeNumber(g->memoryGiB))
                    .arg(Words::modeDescription(m_model.mode()));
    const QString separator = QStringLiteral("; ");
    std::vector<bool> shown(size_t(m_model.tenantCount()), false);
    auto mark = [&shown](int k) {
        if (k >= 0 && k < int(shown.size()))
            shown[size_t(k)] = true;
    };
    // MIG instances (and the rooms of MIG-backed VMs): what each tenant runs on.
    QStringList rooms;
    for (const CanvasModel::Room &r : m_model.rooms()) {
        rooms << tr("%1 for %2").arg(r.title, tenantNames(r.tenants));
        for (int k : r.tenants)
            mark(k);
    }
    if (!rooms.isEmpty())
        d += QLatin1Char('\n') + tr("Instances: %1").arg(rooms.join(separator));
    // The legend's rows: an MPS client and its cap, a VM and its profile, a context or a GPU of
    // its own, with the words the picture writes beside them.
    QStringList rows;
    for (const CanvasModel::LegendRow &row : m_model.legend()) {
        rows << (row.detail.isEmpty() ? row.name : tr("%1 (%2)").arg(row.name, row.detail));
        mark(row.tenant);
    }
    if (!rows.isEmpty()) {
        QString list = rows.join(separator);
        switch (m_model.mode()) {
        case Mode::Exclusive:
            list = tr("Each tenant has a GPU of its own: %1").arg(list);
            break;
        case Mode::Mps:
            list = tr("MPS clients: %1").arg(list);
            break;
        case Mode::Vgpu:
            list = tr("Virtual machines: %1").arg(list);
            break;
        case Mode::Timeslice:
            list = tr("Contexts: %1").arg(list);
            break;
        case Mode::Quota:
            list = tr("Containers (limits enforced by: %1): %2")
                           .arg(Words::limitEnforcer(m_model.limitEnforcer()), list);
            break;
        case Mode::Mig:
            break;
        }
        d += QLatin1Char('\n') + list;
    }
    // The turns of time-slicing and time-sliced vGPU, in their order.
    const CanvasModel::Turns &turns = m_model.turns();
    if (!turns.rotation.empty()) {
        QStringList order;
        for (int k : turns.rotation)
            order << (k >= 0 ? m_model.tenantName(k) : tr("an idle turn"));
        d += QLatin1Char('\n') + turns.label + QLatin1Char(' ') + order.join(QStringLiteral(", "));
    }
    // Every tenant is named, those the plan gives no place too.
    std::vector<int> unplaced;
    for (size_t k = 0; k < shown.size(); ++k)
        if (!shown[k])
            unplaced.push_back(int(k));
    if (!unplaced.empty())
        d += QLatin1Char('\n') + tr("Not placed: %1").arg(tenantNames(unplaced));
    return d;
}

void GpuCanvas::updateAccessibleDescription()
{
    // A new text only: QWidget::setAccessibleDescription tells a screen reader it changed
    // (QAccessible::DescriptionChanged), which is worth saying only when it did.
    const QString d = describe();
    if (d != accessibleDescription())
        setAccessibleDescription(d);
}

// ---------------------------------------------------------------------------------------------
// Painting

GpuCanvas::Theme GpuCanvas::theme() const
{
    return Theme::forScheme(schemeForBackground(palette().color(QPalette::Window)));
}

void GpuCanvas::invalidateStatic()
{
    if (m_technical)
        m_technical->invalidateStatic();
    if (m_kitchen)
        m_kitchen->invalidateStatic();
}

void GpuCanvas::paintEvent(QPaintEvent *)
{
    const Theme t = theme();
    QPainter p(this);
    paintPicture(p);
    paintEditOverlay(p, t); // the editing overlay (selection outline, drop preview) is painted last
    paintFocusFrame(p);
}

void GpuCanvas::paintPicture(QPainter &p) const
{
    const Theme t = theme();
    if (skin() == Skin::Kitchen && m_layout.isValid()) {
        // The kitchen skin: the same model and layout as a kitchen.
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        m_kitchen->paint(p, QRectF(rect()), m_model, m_layout, t.scheme, font());
    } else {
        m_technical->paint(p, QRectF(rect()), m_model, m_layout, t.scheme, font());
        if (hasSnapshot() && m_layout.isValid() && faultFlashActive())
            paintFaultFlash(p, t);
    }
}

void GpuCanvas::paintFocusFrame(QPainter &p) const
{
    if (!hasFocus())
        return;
    // Inside the edge, square and unblended: a highlight-coloured band, then a thin line of the
    // colour text takes on the highlight, so the frame stands out from light, dark and kitchen
    // pictures alike (and from a tenant drawn in the highlight's blue).
    const int w = focusFrameWidth();
    const QRect r = rect();
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setClipRegion(QRegion(r).subtracted(QRegion(r.adjusted(w + 1, w + 1, -w - 1, -w - 1))));
    p.fillRect(r, palette().color(QPalette::HighlightedText));
    p.setClipRegion(QRegion(r).subtracted(QRegion(r.adjusted(w, w, -w, -w))));
    p.fillRect(r, palette().color(QPalette::Highlight));
    p.restore();
}

void GpuCanvas::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update(); // the focus frame
}

void GpuCanvas::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

// ---------------------------------------------------------------------------------------------
// Live layer

void GpuCanvas::setSnapshot(const Snapshot &snapshot)
{
    m_picture->setSnapshot(snapshot); // its liveChanged repaints this view
}

void GpuCanvas::clearSnapshot()
{
    m_picture->clearSnapshot();
}

void GpuCanvas::noteEvents(const std::vector<EngineEvent> &events)
{
    m_picture->noteEvents(events);
}

QList<int> GpuCanvas::drawnSmTenants() const
{
    if (!hasSnapshot() || m_model.live().cells.size() != m_layout.sms().size())
        return QList<int>(m_layout.sms().size(), -1);
    return m_model.live().cells;
}

void GpuCanvas::paintFaultFlash(QPainter &p, const Theme &t) const
{
    const GpuLayout &l = m_layout;
    const double age = m_picture->faultFlashAge();
    // Pulses three times while it fades.
    const double alpha = 0.6 * (1.0 - age) * (0.55 + 0.45 * std::cos(age * 3 * 2 * M_PI));
    QPainterPath blast;
    QRectF words; // MIG: the SMs of the rooms hit (a room's outline also bends to its memory)
    bool walled = m_input.migEnabled && !m_layout.rooms().isEmpty();
    const bool everyone = m_model.faultTookEveryone();
    const QString said = m_model.faultWords();
    const std::vector<int> &down = m_model.faultTenants();
    if (walled) {
        for (const GpuLayout::Room &room : l.rooms()) {
            const std::vector<int> &ts = m_model.rooms()[size_t(room.instance)].tenants;
            const bool hit = std::any_of(ts.begin(), ts.end(), [&down](int k) {
                return std::find(down.begin(), down.end(), k) != down.end();
            });
            if (hit && !room.outline.isEmpty()) {
                QPainterPath r;
                r.addPolygon(room.outline);
                r.closeSubpath();
                blast.addPath(r);
                words = words.united(room.computeRect);
            }
        }
    } else {
        // One GPU shared without walls: the whole picture burns, memory too; when the fault took
        // only some tenants, the GPU keeps running: a ring of fire, nothing filled.
        QRectF all = l.bannerRect().united(l.gridRect()).united(l.memoryBarRect());
        if (!l.extraRect().isNull())
            all = all.united(l.extraRect()).united(l.extraSignRect());
        blast.addRoundedRect(all.adjusted(-l.gap(), -l.gap(), l.gap(), l.gap()), l.gap() * 1.5, l.gap() * 1.5);
    }
    if (blast.isEmpty())
        return;
    paintFaultBlast(p, blast, t.scheme, alpha, std::max(3.0, l.gap()), walled || everyone);
    // The words go in the middle of the blast: over the room's SMs (MIG), or the whole grid.
    QRectF b = walled ? words.intersected(l.gridRect()) : l.gridRect();
    b = b.adjusted(l.gap(), l.gap(), -l.gap(), -l.gap());
    p.setPen(withAlpha(t.scheme == ColorScheme::Dark ? QColor(Qt::white) : QColor(0x5a, 0x10, 0x00),
                       std::min(1.0, 0.4 + alpha * 1.5)));
    // A 1g room is narrow: the words shorten rather than spill over its walls.
    drawFittedFirst(p, b,
                    {said, CanvasModel::faultWordsShort()},
                    pixelFont(font(), std::min(b.height() * 0.2, l.titleFontPx() * 2.2), true), Qt::AlignCenter,
                    l.smallFontPx(), true);
}

// ---------------------------------------------------------------------------------------------
// The editing overlay: drop preview, selection, hit-test (driven by ui/canvas/canvaseditor).

void GpuCanvas::setDropPreview(const QRectF &computeRect, const QRectF &memoryRect, bool legal, const QString &text,
                               std::optional<QPointF> cursor)
{
    m_preview = DropPreview{true, computeRect, memoryRect, legal, text, cursor};
    update();
}

QRectF GpuCanvas::dragImageArea(const QPointF &cursor)
{
    // A palette entry is about 240 × 56 px and may be held by any point of it.
    return QRectF(cursor.x() - 250, cursor.y() - 60, 500, 120);
}

QRectF GpuCanvas::dropTextPlace(const QSizeF &size, const QRectF &preview, std::optional<QPointF> cursor,
                                const QRectF &area)
{
    auto clamp = [&](QRectF r) {
        if (r.right() > area.right())
            r.moveRight(area.right());
        if (r.left() < area.left())
            r.moveLeft(area.left());
        if (r.bottom() > area.bottom())
            r.moveBottom(area.bottom());
        if (r.top() < area.top())
            r.moveTop(area.top());
        return r;
    };
    QRectF box(QPointF(0, 0), size);
    box.moveCenter(preview.center());
    if (!cursor)
        return clamp(box);
    const QRectF image = dragImageArea(*cursor);
    const qreal gap = 6;
    std::vector<QRectF> places;
    QRectF above = box, below = box, overImage = box, underImage = box;
    above.moveBottom(preview.top() - gap);
    below.moveTop(preview.bottom() + gap);
    overImage.moveBottom(image.top() - gap);
    underImage.moveTop(image.bottom() + gap);
    // Above the preview, below it, then wherever the drag image is not; flipped near the edges
    // because every place is clamped into the area first.
    for (const QRectF &r : {above, below, overImage, underImage})
        places.push_back(clamp(r));
    const QRectF *best = nullptr;
    qreal bestOverlap = 0;
    for (const QRectF &r : places) {
        const QRectF common = r.intersected(image);
        const qreal overlap = common.isValid() ? common.width() * common.height() : 0;
        if (overlap <= 0)
            return r;
        if (!best || overlap < bestOverlap) {
            best = &r;
            bestOverlap = overlap;
        }
    }
    return *best;
}

QRectF GpuCanvas::dropTextRect() const
{
    if (!m_preview.shown || m_preview.text.isEmpty() || !m_layout.isValid())
        return {};
    const QFont f = pixelFont(font(), m_layout.fontPx(), true);
    const QFontMetricsF fm(f);
    const QRectF anchor = m_preview.compute.isNull() ? m_preview.memory : m_preview.compute;
    const QRectF preview = m_preview.compute.isNull() ? m_preview.memory
        : m_preview.memory.isNull()                   ? m_preview.compute
                                                      : m_preview.compute.united(m_preview.memory);
    const qreal w = std::min<qreal>(width() - 16, std::max<qreal>(anchor.width(), fm.averageCharWidth() * 42));
    const QRectF textRect = fm.boundingRect(QRectF(0, 0, w - 16, 1e6), Qt::TextWordWrap, m_preview.text);
    const QSizeF size(w, textRect.height() + 12);
    // Without a cursor the words sit in the middle of the compute area (over SMs, not over the
    // signs and captions around it).
    return dropTextPlace(size, m_preview.cursor ? preview : anchor, m_preview.cursor,
                         QRectF(rect()).adjusted(8, 8, -8, -8));
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

QRectF GpuCanvas::tenantArea(int tenant) const
{
    QRectF area;
    if (tenant < 0 || !m_layout.isValid())
        return area;
    for (int i = 0; i < m_layout.rooms().size() && i < int(m_model.rooms().size()); ++i) {
        const std::vector<int> &ts = m_model.rooms()[size_t(i)].tenants;
        if (std::find(ts.begin(), ts.end(), tenant) != ts.end())
            area = area.united(m_layout.rooms()[i].computeRect);
    }
    const QList<QRectF> &rows = m_layout.legendRows();
    for (int i = 0; area.isEmpty() && i < rows.size() && i < int(m_model.legend().size()); ++i)
        if (m_model.legend()[size_t(i)].tenant == tenant)
            area = rows[i];
    return area;
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
            const QFont f = pixelFont(font(), m_layout.fontPx(), true);
            p.setFont(f);
            const QRectF box = dropTextRect();
            // Darken until white text reads at WCAG AA (the dark theme's red is a light salmon).
            QColor bg = c.darker(130);
            for (int i = 0; i < 6 && contrastRatio(Qt::white, bg) < 4.5; ++i)
                bg = bg.darker(115);
            p.setPen(Qt::NoPen);
            p.setBrush(bg);
            p.drawRoundedRect(box, 6, 6);
            p.setPen(Qt::white);
            drawFitted(p, box.adjusted(8, 6, -8, -6), m_preview.text, f, Qt::AlignHCenter | Qt::AlignTop, f.pixelSize(), true);
        }
    }
    p.restore();
}

QString GpuCanvas::toolTipAt(const QPointF &pos) const
{
    if (!m_layout.isValid() || !m_model.hasGpu())
        return {};
    CanvasPainter &painter = skin() == Skin::Kitchen ? static_cast<CanvasPainter &>(*m_kitchen)
                                                     : static_cast<CanvasPainter &>(*m_technical);
    return painter.toolTipAt(pos, m_model, m_layout);
}

namespace {
GpuCanvas::ToolTipDecorator &toolTipDecorator()
{
    static GpuCanvas::ToolTipDecorator decorator;
    return decorator;
}
} // namespace

GpuCanvas::ToolTipDecorator GpuCanvas::setToolTipDecorator(ToolTipDecorator decorator)
{
    return std::exchange(toolTipDecorator(), std::move(decorator));
}

bool GpuCanvas::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        QString text = toolTipAt(help->pos());
        if (!text.isEmpty() && toolTipDecorator())
            text = toolTipDecorator()(this, text);
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

} // namespace gpuk
