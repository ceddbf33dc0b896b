#pragma once

// A skin of the GPU picture: draws a CanvasModel over its GpuLayout and explains points of it.
// The painter decides no rule (the model did); it keeps its own caches.

#include "ui/picture/canvasmodel.h"
#include "ui/picture/gpulayout.h"
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

protected:
    // What lies under `pos`, checked in one order for both skins (an SM, then a MIG room or a
    // memory slot, a compute slice, a row of the legend or of the MIG key), handed to the skin's
    // words below. `memoryFirst`: a memory slot inside a room's walls speaks for itself.
    QString toolTipFor(const QPointF &pos, const CanvasModel &model, const GpuLayout &layout, bool memoryFirst);
    virtual QString smTip(int sm) = 0;
    virtual QString roomTip(int instance, int memorySlot) = 0; // memorySlot: under the point, or -1
    virtual QString memorySlotTip(int slot) = 0;
    virtual QString sliceTip(int slice) = 0;
    virtual QString keyTip(CanvasModel::KeyItem item) = 0;
    virtual QString legendTip(int row) = 0;
};

} // namespace gpuk
