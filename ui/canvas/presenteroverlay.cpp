#include "presenteroverlay.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace gpuk {

PresenterOverlay::PresenterOverlay(QWidget *canvas)
    : QWidget(canvas)
    , m_canvas(canvas)
{
    setObjectName(QStringLiteral("presenterOverlay"));
    setAttribute(Qt::WA_NoSystemBackground);
    setAttribute(Qt::WA_TranslucentBackground);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(canvas->rect());
    canvas->installEventFilter(this);
    canvas->setMouseTracking(true);
    updateMouseTransparency();
    hide();
}

void PresenterOverlay::setPointerVisible(bool on)
{
    if (m_pointer == on)
        return;
    m_pointer = on;
    setVisible(m_pointer || m_pen || !m_strokes.empty());
    update();
}

void PresenterOverlay::setPenEnabled(bool on)
{
    if (m_pen == on)
        return;
    m_pen = on;
    m_drawing = false;
    updateMouseTransparency();
    setCursor(on ? Qt::CrossCursor : Qt::ArrowCursor);
    setVisible(m_pointer || m_pen || !m_strokes.empty());
    update();
}

void PresenterOverlay::clearStrokes()
{
    if (m_strokes.empty())
        return;
    m_strokes.clear();
    m_drawing = false;
    setVisible(m_pointer || m_pen);
    update();
    emit strokesChanged(0);
}

void PresenterOverlay::setPointerPos(const QPointF &pos)
{
    const qreal r = pointerRadius() + 4;
    update(QRectF(m_pointerPos.x() - r, m_pointerPos.y() - r, 2 * r, 2 * r).toAlignedRect());
    m_pointerPos = pos;
    update(QRectF(pos.x() - r, pos.y() - r, 2 * r, 2 * r).toAlignedRect());
}

qreal PresenterOverlay::penWidth() const
{
    return std::max<qreal>(4, height() / 160.0);
}

qreal PresenterOverlay::pointerRadius() const
{
    return std::max<qreal>(18, height() / 28.0);
}

void PresenterOverlay::updateMouseTransparency()
{
    setAttribute(Qt::WA_TransparentForMouseEvents, !m_pen);
}

bool PresenterOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_canvas) {
        switch (event->type()) {
        case QEvent::Resize:
            setGeometry(m_canvas->rect());
            break;
        case QEvent::MouseMove:
            if (m_pointer)
                setPointerPos(static_cast<QMouseEvent *>(event)->position());
            break;
        case QEvent::Leave:
            if (m_pointer)
                setPointerPos({-1000, -1000});
            break;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void PresenterOverlay::mousePressEvent(QMouseEvent *event)
{
    if (!m_pen || event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    m_drawing = true;
    m_strokes.push_back(QPolygonF{event->position()});
    update();
    emit strokesChanged(strokeCount());
}

void PresenterOverlay::mouseMoveEvent(QMouseEvent *event)
{
    if (m_pointer)
        setPointerPos(event->position());
    if (m_drawing && !m_strokes.empty()) {
        m_strokes.back() << event->position();
        update();
    }
}

void PresenterOverlay::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_drawing && event->button() == Qt::LeftButton) {
        m_drawing = false;
        if (!m_strokes.empty() && m_strokes.back().size() == 1) // a click: a dot
            m_strokes.back() << m_strokes.back().front() + QPointF(0.1, 0.1);
        update();
    }
}

void PresenterOverlay::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // The pen: a saturated red with a white rim, legible on the light projector palette and on
    // every tenant colour.
    for (const QPolygonF &stroke : m_strokes) {
        p.setPen(QPen(Qt::white, penWidth() + 4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(stroke);
        p.setPen(QPen(QColor(0xd0, 0x00, 0x20), penWidth(), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(stroke);
    }
    if (m_pointer && rect().contains(m_pointerPos.toPoint())) {
        const qreal r = pointerRadius();
        p.setPen(QPen(QColor(0xd0, 0x00, 0x20), 3));
        p.setBrush(QColor(255, 220, 0, 90));
        p.drawEllipse(m_pointerPos, r, r);
    }
}

} // namespace gpuk
