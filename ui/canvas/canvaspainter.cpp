#include "ui/canvas/canvaspainter.h"
#include "ui/text/modeui.h"

#include <QCoreApplication>
#include <QStringList>

namespace gpuk {

namespace {

// The word for a whole-GPU figure, for lupdate (translated in the caller's context).
const char *gpuFigureWord(GpuFigure f)
{
    switch (f) {
    case GpuFigure::Sms: return QT_TRANSLATE_NOOP("gpuk::GpuCanvas", "SM count");
    case GpuFigure::MigSms: return QT_TRANSLATE_NOOP("gpuk::GpuCanvas", "SMs with MIG on");
    case GpuFigure::Memory: return QT_TRANSLATE_NOOP("gpuk::GpuCanvas", "memory");
    case GpuFigure::Bandwidth: return QT_TRANSLATE_NOOP("gpuk::GpuCanvas", "memory bandwidth");
    case GpuFigure::MemorySlots: return QT_TRANSLATE_NOOP("gpuk::GpuCanvas", "memory slices");
    }
    return "";
}

} // namespace

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
    // The GPU's figures in the title: those the fact files do not verify, with the reason.
    // Where the model is known to differ from measurements in this plan: the receipts' known gaps.
    if (layout.titleRect().contains(pos) && (!model.gpu().assumed.empty() || !model.knownGaps().isEmpty())) {
        QStringList why;
        for (const auto &[figure, note] : model.gpu().assumed)
            why << QCoreApplication::translate("gpuk::GpuCanvas", "Assumed %1: %2")
                           .arg(QCoreApplication::translate("gpuk::GpuCanvas", gpuFigureWord(figure)), note);
        why << model.knownGaps();
        return why.join(QLatin1Char('\n'));
    }
    const QList<QRectF> &rows = layout.legendRows();
    for (int i = 0; i < rows.size(); ++i) {
        if (!rows[i].contains(pos))
            continue;
        if (legendIsMigKey(model.mode()))
            return i < int(model.keyItems().size()) ? keyTip(model.keyItems()[size_t(i)]) : QString();
        return i < int(model.legend().size()) ? legendTip(i) : QString();
    }
    return {};
}

} // namespace gpuk
