#include "ui/canvas/canvaspainter.h"

namespace gpuk {

QString CanvasPainter::toolTipFor(const QPointF &pos, const CanvasModel &model, const GpuLayout &layout,
                                  bool memoryFirst)
{
    if (!layout.isValid())
        return {};
    if (const int sm = layout.smAt(pos); sm >= 0)
        return smTip(sm);
    const int room = layout.instanceAt(pos);
    const int slot = layout.memorySlotAt(pos);
    if (slot >= 0 && (memoryFirst || room < 0))
        return memorySlotTip(slot);
    if (room >= 0)
        return roomTip(room, slot);
    if (const int slice = layout.sliceAt(pos); slice >= 0 && model.migEnabled())
        return sliceTip(slice);
    const QList<QRectF> &rows = layout.legendRows();
    for (int i = 0; i < rows.size(); ++i) {
        if (!rows[i].contains(pos))
            continue;
        if (model.mode() == Mode::Mig)
            return i < int(model.keyItems().size()) ? keyTip(model.keyItems()[size_t(i)]) : QString();
        return i < int(model.legend().size()) ? legendTip(i) : QString();
    }
    return {};
}

} // namespace gpuk
