#pragma once

// Pure geometry of the GPU canvas (DESIGN §7 "GPU canvas"): where every SM, compute slice,
// memory slot, MIG instance ("room"), label and legend row goes for a given GPU, sharing mode
// and widget size, plus hit-testing. No widgets and no painting here, so the later canvas with
// drag and drop and the engine animation build on the same tested numbers.
//
// Picture, top to bottom:
//   title line
//   sign band      MIG: one "room sign" per instance (profile, tenants, SMs/GiB); others: a banner
//   SM grid        compute slices side by side (7, or 4 on A30), each a small grid of SMs; on GPUs
//                  that lose SMs when MIG is on (A100: 108 - 98 = 10) those SMs sit apart at the right
//   slice indices
//   connector      MIG rooms narrow or widen from their compute slices to their memory slots
//   memory bar     8 memory slots (4 on A30)
//   memory caption
//   legend         MIG: key; MPS/vGPU/time-slicing: one row per client/VM/context; exclusive: one
//                  small GPU per tenant
//
// SM numbering is stable: slice by slice (row-major inside a slice), then the SMs outside the
// slices. MIG instances own the SMs of their compute slices; in the other modes SMs are handed out
// as contiguous blocks in tenant order (contiguousOwners), so colours never flicker.
//
// H100/H200 note: NVIDIA does not split the SMs evenly over the 7 slices (1g exposes 16 of
// 132/7 ~ 18.9, 3g exposes 60 > 3 x 18.9). The drawing groups the non-MIG SM count as evenly as
// possible into the slices, marks the drawn SMs an instance does not expose, and records in
// Room::missingSms how many exposed SMs the even drawing has no cell for.

#include "catalog/catalog.h"
#include "sharing/mig.h"
#include "sharing/plan.h"

#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QSizeF>

#include <cmath>

namespace gpuk {

// The smallest pixel size of the canvas's words at 100 %: the application's
// text at 9 pt and 96 dpi, which desktops deem readable; on a projector at 1366x768 it is about
// 1/64 of the picture's height (2 cm on a 1.5 m screen), readable from the back of a classroom.
inline constexpr qreal minCanvasTextPx = 12;

struct GpuLayoutInput
{
    const GpuModel *gpu = nullptr;
    Mode mode = Mode::Exclusive;
    // MIG is enabled on the GPU: MIG mode, or MIG-backed vGPU. SMs outside the slices are
    // unusable, and `instances` are drawn as rooms.
    bool migEnabled = false;
    MigLayout instances;            // placed instances (a legal layout); empty if none / illegal
    MigOptions migOptions;          // for the stranded-slice analysis
    int legendEntries = 0;          // MPS clients, vGPU VMs, time-slicing contexts, exclusive GPUs
    // Type: the pixel size the smallest words would like (canvasTextPx in painthelpers.h: the
    // widget's font times the zoom, grown on a large canvas), and the height of one laid-out line
    // per pixel of font size in the language shown (lineHeightRatio: Chinese lines are taller).
    qreal textPx = minCanvasTextPx;
    qreal lineRatio = 1.17;
    // The largest share of the picture's height the rows of words may take before they shrink
    // (the SM grid and the legend share the rest). The canvas raises it when zoomed in: the
    // teacher asked for larger words, the SMs give way.
    qreal textShare = 0.6;
};

class GpuLayout
{
public:
    enum class SmState {
        Usable,     // MIG off: part of the one pool
        Exposed,    // MIG: exposed by the instance that owns its slice
        NotExposed, // MIG: in an instance's slice but beyond the profile's SM count (H100 1g: 16 of 19)
        Free,       // MIG: in a compute slice no instance owns (yet)
        Stranded,   // MIG: in a compute slice no profile can ever use with this layout
        Unusable,   // MIG: outside the compute slices (A100: 10 SMs)
    };

    struct Sm
    {
        QRectF rect;
        int slice = -1;             // compute slice; -1 for the SMs outside the slices
        int instance = -1;          // MIG instance owning the slice, -1 none
        SmState state = SmState::Usable;
    };

    struct Slice
    {
        QRectF rect;                // the SM cells area
        QRectF indexRect;           // the slice number below it
        QRectF signRect;            // the sign band above it
        int firstSm = 0;
        int smCount = 0;
        int instance = -1;
        bool stranded = false;
    };

    struct MemorySlot
    {
        QRectF rect;
        int instance = -1;          // MIG owner, -1 none
    };

    struct Room
    {
        int instance = -1;          // index into GpuLayoutInput::instances
        QRectF computeRect;         // exactly the union of its slices' rects
        QRectF memoryRect;          // exactly the union of its memory slots' rects
        QRectF signRect;            // its sign, above computeRect
        QPolygonF outline;          // the wall: sign + compute part, connector, memory part
        QList<int> exposedSms;
        QList<int> hiddenSms;       // drawn in its slices, not exposed by the profile
        int missingSms = 0;         // exposed SMs the even drawing has no cell for (H100 3g: 60 > 57)
    };

    GpuLayout() = default;
    static GpuLayout compute(const GpuLayoutInput &input, const QSizeF &size);

    bool isValid() const { return !m_sms.isEmpty(); }

    // Geometry.
    QRectF bounds() const { return m_bounds; }
    QRectF titleRect() const { return m_titleRect; }
    QRectF bannerRect() const { return m_bannerRect; }          // sign band over all slices
    QRectF gridRect() const { return m_gridRect; }              // union of slice rects
    QRectF extraRect() const { return m_extraRect; }            // SMs outside the slices (may be null)
    QRectF extraSignRect() const { return m_extraSignRect; }
    QRectF poolRect() const { return m_poolRect; }              // outline of the whole SM pool
    QRectF connectorRect() const { return m_connectorRect; }
    QRectF memoryBarRect() const { return m_memoryBarRect; }
    QRectF memoryCaptionRect() const { return m_memoryCaptionRect; }
    QRectF legendRect() const { return m_legendRect; }
    QRectF legendHeadingRect() const { return m_legendHeadingRect; }
    const QList<QRectF> &legendRows() const { return m_legendRows; } // may hold fewer than asked
    const QList<QRectF> &miniGpus() const { return m_legendRows; }   // exclusive mode: same rects

    const QList<Sm> &sms() const { return m_sms; }
    const QList<Slice> &slices() const { return m_slices; }
    const QList<MemorySlot> &memorySlots() const { return m_memorySlots; }
    const QList<Room> &rooms() const { return m_rooms; }       // one per instance, same order
    int extraSmCount() const { return m_extraSms; }             // SMs outside the slices
    int smGridColumns() const { return m_cols; }
    int smGridRows() const { return m_rows; }

    // Typography, in pixels. smallFontPx: the smallest words (figures, captions, the key), and the
    // size below which the painters never shrink any word; names and headings 1.2 times that, the
    // title 1.35 times. From the input's textPx, all three shrunk together where the rows of words
    // would take more than the input's textShare of the height, but never below minCanvasTextPx
    // (or textPx, if that is smaller: a zoom below 100 %). Every row of words is as tall as one
    // laid-out line of its size (textHeight).
    qreal fontPx() const { return m_fontPx; }
    qreal smallFontPx() const { return m_smallFontPx; }
    qreal titleFontPx() const { return m_titleFontPx; }
    qreal lineHeight() const { return m_line; }   // a row of names: one laid-out line at fontPx()
    qreal gap() const { return m_gap; }
    // The height of one laid-out line of words at `px` (the input's lineRatio), rounded up.
    qreal textHeight(qreal px) const { return std::ceil(px * m_lineRatio); }

    // Hit-testing: index or -1.
    int smAt(const QPointF &p) const;
    int sliceAt(const QPointF &p) const;        // cells, index label or sign of a slice
    int memorySlotAt(const QPointF &p) const;
    int instanceAt(const QPointF &p) const;     // anywhere inside the room's wall

    // Stable SM assignment outside MIG: tenants holding counts[k] SMs get contiguous blocks in
    // tenant order over all SMs (slice by slice, then the SMs outside the slices). Returns the
    // owner (index into counts) of every SM, -1 for idle.
    QList<int> contiguousOwners(const QList<int> &counts) const;

private:
    QRectF m_bounds, m_titleRect, m_bannerRect, m_gridRect, m_extraRect, m_extraSignRect,
        m_poolRect, m_connectorRect, m_memoryBarRect, m_memoryCaptionRect,
        m_legendRect, m_legendHeadingRect;
    QList<QRectF> m_legendRows;
    QList<Sm> m_sms;
    QList<Slice> m_slices;
    QList<MemorySlot> m_memorySlots;
    QList<Room> m_rooms;
    int m_extraSms = 0;
    int m_cols = 0;
    int m_rows = 0;
    qreal m_fontPx = 14, m_smallFontPx = 12, m_titleFontPx = 16, m_line = 20, m_gap = 4, m_lineRatio = 1.17;
};

} // namespace gpuk
