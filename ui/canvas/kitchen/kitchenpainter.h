#pragma once

// The kitchen skin of the GPU canvas (DESIGN §7 "Kitchen skin", the seed article's restaurant):
// the same GpuLayout geometry as the technical picture, drawn as a kitchen, so hit-testing, drag
// and drop and tooltips work unchanged in both skins.
//
//   SM                  -> a round burner: cold grey when idle, a flame in the chef team's colour
//                          when busy, boarded up when unusable / stranded, a lid when not exposed
//   MIG instance        -> a private room with brick (welded) walls and a door sign
//   MPS                 -> one open stove; smoke puffs grow with interference (congestion,
//                          several teams cooking at once)
//   vGPU / time-slicing -> food-court stalls / one stove taken in turns: a timetable, a slice
//                          clock and the current team's apron colour around the stove
//   exclusive           -> one pot per chef: a small kitchen per team
//   memory slot         -> a pantry shelf with jars filling up (memory in use)
//   DRAM bandwidth      -> the pass (corridor) between stove and pantry, crowded when congested
//   queue               -> waiting guests at the door; fault -> a kitchen fire over the blast radius
//
// The parts are split by what they draw (ui/canvas/kitchen/): privaterooms (MIG), openstove
// (burners, MPS smoke, the pass, fires), stalls (turns of time-slicing and vGPU), pantry
// (memory), legend, onepotperchef (exclusive).
//
// The painter draws a CanvasModel over its GpuLayout and nothing else: every rule (who sits in
// which room, the turns, the badges, the numbers) is decided in the model. It paints only vector
// shapes (no images); the floor and walls, the burner sprites and the smoke sprite are cached in
// the painter object, one per canvas.

#include "ui/canvas/canvaspainter.h"
#include "ui/canvas/canvasmodel.h"
#include "ui/canvas/gpulayout.h"
#include "ui/canvas/tenantcolors.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFont>
#include <QHash>
#include <QPixmap>
#include <QString>

class QPainter;

namespace gpuk {

class KitchenPainter : public CanvasPainter
{
    Q_DECLARE_TR_FUNCTIONS(gpuk::KitchenPainter)

public:
    KitchenPainter() = default;

    // Paints the whole picture of `model` into `bounds` (the widget rect `layout` was computed for).
    void paint(QPainter &p, const QRectF &bounds, const CanvasModel &model, const GpuLayout &layout,
               ColorScheme scheme, const QFont &font) override;

    // The tooltip for a point, in kitchen words (empty: none).
    QString toolTipAt(const QPointF &pos, const CanvasModel &model, const GpuLayout &layout) override;

protected:
    // The kitchen's words for what is under the point (CanvasPainter::toolTipFor finds it; a pantry
    // shelf inside a room's walls speaks for itself).
    QString memorySlotTip(int slot) override;               // a pantry shelf
    QString notesTip(const std::vector<int> &tenants) const; // the LLM teams' KV caches, in bytes
    QString roomTip(int instance, int memorySlot) override; // a private room
    QString smTip(int sm) override;                         // a burner
    QString sliceTip(int slice) override;                   // a stove section
    QString legendTip(int row) override;                    // a chef team
    QString keyTip(CanvasModel::KeyItem item) override;     // a line of the MIG key

private:
    struct Palette;
    using KeyItem = CanvasModel::KeyItem;
    enum class BurnerLook : quint8 { Cold, Lit, Rim, Lid, Boarded, Free };
    static void drawBurner(QPainter &p, const Palette &c, const QPointF &ctr, qreal R, int look, const QColor &colour);

    void begin(const CanvasModel &model, const GpuLayout &layout);
    const CanvasModel::Gpu *gpu() const { return m_model->hasGpu() ? &m_model->gpu() : nullptr; }
    const GpuLayout &layout() const { return *m_layout; }
    Mode mode() const { return m_model->mode(); }
    bool migEnabled() const { return m_model->migEnabled(); }
    QString tenantName(int index) const { return m_model->tenantName(index); }
    QString tenantNames(const std::vector<int> &tenants) const { return m_model->tenantNames(tenants); }
    int roomTenant(int instance) const { return m_model->roomTenant(instance); }
    QString instanceTitle(int instance) const;
    QString roomWord(int instance) const;        // "Private room 3g.20gb" / "Stall room A100-3-20C"
    QString keyLabel(KeyItem item) const;
    int liveOwner(int sm) const;                 // snapshot: tenant cooking on this burner, -1 none
    int queuedOf(int tenant) const;              // waiting guests
    bool onFire(int tenant) const;
    QRectF stoveRect() const;                    // the one stove of the open modes

    void paintStaticLayer(QPainter &p, const Palette &c, const QRectF &bounds, bool valid) const;
    void paintFloor(QPainter &p, const Palette &c, const QRectF &bounds) const;
    void paintTitle(QPainter &p, const Palette &c) const;
    void paintStoves(QPainter &p, const Palette &c) const;
    void paintRooms(QPainter &p, const Palette &c) const;
    void paintBurners(QPainter &p, const Palette &c) const;
    void paintSmoke(QPainter &p, const Palette &c) const;
    const QPixmap &smokeSprite(const QColor &colour) const;
    void paintSigns(QPainter &p, const Palette &c) const;
    void paintPass(QPainter &p, const Palette &c) const;
    void paintTimetable(QPainter &p, const Palette &c) const;
    void paintPantry(QPainter &p, const Palette &c) const;
    void paintLegend(QPainter &p, const Palette &c) const;
    void paintMiniKitchen(QPainter &p, const Palette &c, const QRectF &r, int tenant) const;
    void paintGuests(QPainter &p, const Palette &c, const QRectF &r, int queued, const QColor &coat) const;
    void paintFires(QPainter &p, const Palette &c) const;
    void paintKeySwatch(QPainter &p, const Palette &c, const QRectF &r, KeyItem item) const;

    // The frame being painted (set by paint / toolTipAt).
    const CanvasModel *m_model = nullptr;
    const GpuLayout *m_layout = nullptr;
    const CanvasModel::Live *m_snapshot = nullptr; // the live numbers, nullptr without a snapshot
    ColorScheme m_scheme = ColorScheme::Light;
    QFont m_font;

    // Caches of this canvas's kitchen.
    mutable QByteArray m_staticKey;               // the floor and the rooms' walls
    mutable QPixmap m_staticLayer;
    mutable QHash<quint64, QPixmap> m_burnerSprites;
    mutable QColor m_smokeColour;
    mutable QPixmap m_smokeSprite;
};

} // namespace gpuk
