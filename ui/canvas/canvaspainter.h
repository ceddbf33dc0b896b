#pragma once

// A skin of the GPU picture: draws a CanvasModel over its GpuLayout and explains points of it.
// The painter decides no rule (the model did); it keeps its own caches.

#include "ui/canvas/canvasmodel.h"
#include "ui/canvas/gpulayout.h"
#include "ui/canvas/tenantcolors.h"

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QString>

class QPainter;

namespace gpuk {

class CanvasPainter
{
public:
    virtual ~CanvasPainter() = default;

    // Paints the whole picture of `model` into `bounds` (the widget rect `layout` was computed for).
    virtual void paint(QPainter &p, const QRectF &bounds, const CanvasModel &model, const GpuLayout &layout,
                       ColorScheme scheme, const QFont &font) = 0;

    // The tool tip for a point of the picture, in the skin's words (empty: none).
    virtual QString toolTipAt(const QPointF &pos, const CanvasModel &model, const GpuLayout &layout) = 0;
};

} // namespace gpuk
