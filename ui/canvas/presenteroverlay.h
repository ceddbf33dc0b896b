#pragma once

// Presentation mode's marks over the GPU picture: a pointer highlight that
// follows the mouse (a projector has no laser pointer of its own), and a pen to draw on the picture
// while the run is paused. A transparent child of the canvas, sized with it; it takes the mouse
// only while the pen is on, so the canvas keeps its hover and tool tips otherwise. The strokes are
// kept in the canvas's coordinates and are cleared when the run moves on (the picture they marked
// is gone): "nothing moves unless the presenter acts".

#include <QPointer>
#include <QPolygonF>
#include <QWidget>

#include <vector>

namespace gpuk {

class PresenterOverlay : public QWidget
{
    Q_OBJECT

public:
    explicit PresenterOverlay(QWidget *canvas);

    void setPointerVisible(bool on);
    bool pointerVisible() const { return m_pointer; }
    // The pen draws with the left button; off, the mouse goes to the canvas below.
    void setPenEnabled(bool on);
    bool penEnabled() const { return m_pen; }
    void clearStrokes();
    int strokeCount() const { return int(m_strokes.size()); }
    // The pointer's place on the canvas (set from the mouse; tests set it directly).
    void setPointerPos(const QPointF &pos);
    QPointF pointerPos() const { return m_pointerPos; }
    // The pen's and the pointer's sizes grow with the screen: a projector at 1920×1080 is read from
    // ten metres away.
    qreal penWidth() const;
    qreal pointerRadius() const;

signals:
    void strokesChanged(int count);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void updateMouseTransparency();
    QPointer<QWidget> m_canvas;
    bool m_pointer = false;
    bool m_pen = false;
    bool m_drawing = false;
    QPointF m_pointerPos{-1000, -1000};
    std::vector<QPolygonF> m_strokes;
};

} // namespace gpuk
