#pragma once

// The technical skin of the GPU canvas (DESIGN §7): SMs as cells, MIG instances as walled rooms
// in tenant colours, MPS as one fenced pool, time-slicing and vGPU as turns with a slice clock,
// exclusive as one small GPU per tenant; memory slots below, a legend or key at the bottom.
//
// Split by what it draws (ui/canvas/technical/): technicalpainter (frame, title, tool tips),
// migrooms (rooms, signs, the MIG key), mpspool (the SM grid and the MPS pool, live cells, DRAM
// congestion), turns (the turn strip and the slice clock), memory, legend (rows and live
// queues), exclusive (the small GPUs).
//
// The painter draws a CanvasModel over its GpuLayout and decides no rule. Everything but the
// live layer is cached in a pixmap (invalidateStatic()); live cells are blitted from one cached
// cell per colour.

#include "ui/picture/canvasmodel.h"
#include "ui/canvas/canvaspainter.h"
#include "ui/canvas/canvasglyph.h"
#include "ui/picture/gpulayout.h"
#include "ui/canvas/tenantcolors.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QHash>
#include <QPixmap>
#include <QPainterPath>
#include <QStaticText>

#include <vector>

namespace gpuk {

class TechnicalPainter : public CanvasPainter
{
    // The words keep the context they were first written in.
    Q_DECLARE_TR_FUNCTIONS(gpuk::GpuCanvas)

public:
    struct Theme
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

        static Theme forScheme(ColorScheme scheme);
    };

    TechnicalPainter() = default;

    void paint(QPainter &p, const QRectF &bounds, const CanvasModel &model, const GpuLayout &layout,
               ColorScheme scheme, const QFont &font) override;
    QString toolTipAt(const QPointF &pos, const CanvasModel &model, const GpuLayout &layout) override;

protected:
    QString smTip(int sm) override;
    QString roomTip(int instance, int memorySlot) override;
    QString memorySlotTip(int slot) override;
    QString kvTip(int tenant, double kvGb) const; // the KV cache held, in bytes
    QString sliceTip(int slice) override;
    QString keyTip(CanvasModel::KeyItem item) override;
    QString legendTip(int row) override;

public:
    // The static layer (everything but the live figures) is painted again on the next paint.
    // Needed when the model's static part, the layout, the language or the palette changes.
    void invalidateStatic();

    // Where the slice clock of the time-sliced modes sits (in the sign band, at the right).
    static QRectF sliceClockRect(const GpuLayout &layout);

    // One glyph of the picture, standalone, in `r` (Help → Legend): drawn by the same functions
    // the picture uses. False when the technical skin has no such glyph.
    static bool paintGlyph(QPainter &p, const QRectF &r, CanvasGlyph glyph, ColorScheme scheme, const QFont &font);

    // The parts of the picture that draw one thing each, shared by the picture and paintGlyph.
    static void paintSmCell(QPainter &p, const Theme &t, const QRectF &rect, GpuLayout::SmState state, int tenant,
                            bool live, const QColor &smFill);
    static void paintRoomWalls(QPainter &p, const Theme &t, const QPainterPath &path, int tenant, qreal gap);
    static void paintPoolFence(QPainter &p, const Theme &t, const QRectF &rect, qreal gap);
    static void paintTurnBlock(QPainter &p, const Theme &t, const QRectF &block, int tenant); // -1: an empty slot
    static void paintQueueMarks(QPainter &p, const QRectF &r, qreal markHeight, int queued, const QColor &colour);
    static void paintBucketBar(QPainter &p, const Theme &t, const QRectF &bar, double bucket, bool throttled, int tenant);
    static void paintThrottleMark(QPainter &p, const Theme &t, const QRectF &square);
    static void paintMiniGpuBox(QPainter &p, const Theme &t, const QRectF &box, qreal gap, int tenant);
    static void paintMiniGpuChip(QPainter &p, const Theme &t, const QRectF &chip, int columns, int tenant, bool pale);
    static void paintMemoryFill(QPainter &p, const QRectF &slot, qreal gap, int tenant, double fill, double kv,
                                const QFont &small, ColorScheme scheme);

private:
    using KeyItem = CanvasModel::KeyItem;

    void begin(const CanvasModel &model, const GpuLayout &layout);
    const CanvasModel::Gpu *gpu() const { return m_model->hasGpu() ? &m_model->gpu() : nullptr; }
    QString tenantName(int index) const { return m_model->tenantName(index); }
    QString tenantNames(const std::vector<int> &tenants) const { return m_model->tenantNames(tenants); }
    int roomTenant(int instance) const { return m_model->roomTenant(instance); }
    QString instanceTitle(int instance) const;   // "3g.20gb", or the vGPU profile when MIG-backed
    QString keyLabel(KeyItem item) const;
    QRectF sliceClockRect() const { return sliceClockRect(*m_layout); }

    void paintStatic(QPainter &p, const Theme &t) const;
    void paintTitle(QPainter &p, const Theme &t) const;
    void paintPool(QPainter &p, const Theme &t) const;
    void paintRooms(QPainter &p, const Theme &t) const;
    void paintSms(QPainter &p, const Theme &t) const;
    void paintSigns(QPainter &p, const Theme &t) const;
    void paintMemory(QPainter &p, const Theme &t) const;
    void paintTurns(QPainter &p, const Theme &t) const;
    void paintLegend(QPainter &p, const Theme &t) const;
    void paintMiniGpu(QPainter &p, const Theme &t, const QRectF &r, int tenant) const;
    void paintKeySwatch(QPainter &p, const Theme &t, const QRectF &r, KeyItem item) const;

    void paintLive(QPainter &p, const Theme &t) const;
    void paintLiveSms(QPainter &p, const Theme &t) const;
    void paintLiveQueues(QPainter &p, const Theme &t) const;
    void paintLiveMemory(QPainter &p, const Theme &t) const;
    void paintLiveMiniGpus(QPainter &p, const Theme &t) const;
    void paintLiveExclusiveGpu(QPainter &p, const Theme &t) const;
    void paintSliceClock(QPainter &p, const Theme &t) const;
    void paintCongestion(QPainter &p, const Theme &t) const;
    void paintQueueRow(QPainter &p, const Theme &t, const QRectF &r, int tenant, const QColor &ink,
                       bool onColour) const;
    // Software slicing: a container's bucket meter and, when its limiter holds it, the mark and
    // its words; the line over the SMs standing idle while a container sleeps on its bucket.
    // `words`: where the throttle's words go (over the row's details while it sleeps).
    void paintBucketMeter(QPainter &p, const Theme &t, const QRectF &r, const QRectF &words, int tenant) const;
    void paintIdleOnThrottle(QPainter &p, const Theme &t) const;

    // The frame being painted (set by paint / toolTipAt).
    const CanvasModel *m_model = nullptr;
    const GpuLayout *m_layout = nullptr;
    QRect m_rect;
    qreal m_dpr = 1;
    QFont m_font;

    // Caches.
    QPixmap m_static;                                         // everything but the live layer
    bool m_staticValid = false;
    mutable QHash<quint64, QPixmap> m_cellCache;              // one live SM cell per colour and tenant pattern
    mutable QStaticText m_clockLabel;                         // the slice clock's "X's turn"
    mutable QString m_clockLabelText;
    mutable QSizeF m_clockLabelSize;
    mutable QFont m_clockLabelFont;
    mutable std::vector<QRectF> m_liveQueueRects;             // per legend entry, set by paintStatic
    mutable std::vector<QRectF> m_liveMeterRects;             // per legend entry (software slicing)
    mutable std::vector<QRectF> m_liveDetailRects;            // per legend entry: its details (software slicing)
    mutable std::vector<QRectF> m_liveRoomQueueRects;         // per MIG room, set by paintStatic
};

} // namespace gpuk
