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
// shapes (no images), but a frame blits most of them from caches held in the painter object, one
// per canvas:
//   - the static layer (one opaque pixmap): the floor, the rooms' walls, the stoves, the MIG door
//     signs and key, the legend's aprons; keyed on the size, device pixel ratio, palette, font,
//     mode and layout, and dropped by invalidateStatic() (GpuCanvas calls it on every scene,
//     skin, language, palette, font, size and snapshot-presence change);
//   - sprites keyed on what they show (so they cannot go stale): every fitted text (the words,
//     font, pen colour, rect and its sub-pixel offset), each look of a burner, a jar, a person,
//     a turn of the timetable, the dials and shelf tags, the smoke puff; text widths per font and
//     words. Sprites unused for a few frames are dropped once there are many.

#include "ui/canvas/canvaspainter.h"
#include "ui/canvas/canvasglyph.h"
#include "ui/picture/canvasmodel.h"
#include "ui/picture/gpulayout.h"
#include "ui/canvas/tenantcolors.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFont>
#include <QHash>
#include <QPixmap>
#include <QString>

#include <functional>

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

    // One glyph of the picture, standalone, in `r` (Help → Legend): drawn by the same functions
    // the picture uses. False when the kitchen has no such glyph.
    static bool paintGlyph(QPainter &p, const QRectF &r, CanvasGlyph glyph, ColorScheme scheme, const QFont &font);

    // The static layer is painted again on the next paint. Needed when the model's static part,
    // the layout, the language or the palette changes (the content-keyed sprites need nothing).
    void invalidateStatic();

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
    static Palette paletteFor(ColorScheme scheme);
    // The parts that draw one thing each, shared by the picture and paintGlyph.
    static void paintBrickWalls(QPainter &p, const Palette &c, const QPainterPath &path, int tenant, qreal wallWidth);
    static void paintApron(QPainter &p, const Palette &c, const QRectF &square, int tenant, bool awning);
    static void paintGasDial(QPainter &p, const Palette &c, const QRectF &dial, double bucket, bool throttled, int tenant);
    static void paintShutValve(QPainter &p, const Palette &c, const QRectF &valve);
    static void paintFlames(QPainter &p, const Palette &c, const QRectF &r, double timeS);
    static void paintMiniKitchenBox(QPainter &p, const Palette &c, const QRectF &box, qreal gap, int tenant);
    static void paintPot(QPainter &p, const Palette &c, const QPointF &centre, qreal radius, int tenant, bool cooking);
    // `tenant`: whose colour `colour` is (a lit burner's flames carry its pattern), -1 nobody's.
    static void drawBurner(QPainter &p, const Palette &c, const QPointF &ctr, qreal R, int look, const QColor &colour,
                           int tenant = -1);

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
    bool liveStoveEdge() const; // the one stove's rim wears the colour of the team cooking now
    void paintStoveEdge(QPainter &p, const Palette &c) const;
    void paintAwning(QPainter &p, const Palette &c) const;
    void paintDoorSigns(QPainter &p, const Palette &c) const; // MIG: static layer
    void paintLegendSwatches(QPainter &p, const Palette &c) const; // static layer
    void paintShelfBacks(QPainter &p, const Palette &c) const;     // static layer
    struct Jar                                                       // a jar on a pantry shelf
    {
        QColor owner;                                                // invalid: nobody's
        bool full = false;
        bool notes = false;                                          // an LLM's KV cache
        int tenant = -1;                                             // whose (its pattern); -1 nobody's
    };
    static void paintJar(QPainter &p, const Palette &c, const QRectF &jar, const Jar &look);

    // drawFitted (painthelpers.h) from a cached sprite: the same pixels, without shaping and
    // fitting the words again every frame. Draws with the painter's pen colour.
    void fitted(QPainter &p, const QRectF &rect, const QString &text, const QFont &font, int flags, qreal minPx,
                bool wrap = false) const;
    qreal advance(const QFont &font, const QString &text) const; // QFontMetricsF::horizontalAdvance, cached
    // A shape from a sprite keyed on its look (see openstove.cpp).
    void blit(QPainter &p, const QRectF &area, QByteArray key, const std::function<void(QPainter &)> &draw) const;
    void person(QPainter &p, const QPointF &base, qreal h, const QColor &coat, const QColor &skin) const;
    void sweepSprites() const;
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
    // Software slicing: a team's gas meter (its token bucket) and, when the meter holds it, the
    // shut valve and its words; the plate over a free stove while a team's valve is shut.
    void paintGasMeter(QPainter &p, const Palette &c, const QRectF &r, int tenant) const;
    void paintStoveFreeValveShut(QPainter &p, const Palette &c) const;
    void paintKeySwatch(QPainter &p, const Palette &c, const QRectF &r, KeyItem item) const;

    // The frame being painted (set by paint / toolTipAt).
    const CanvasModel *m_model = nullptr;
    const GpuLayout *m_layout = nullptr;
    const CanvasModel::Live *m_snapshot = nullptr; // the live numbers, nullptr without a snapshot
    ColorScheme m_scheme = ColorScheme::Light;
    QFont m_font;

    // Caches of this canvas's kitchen.
    mutable QByteArray m_staticKey;               // the static layer (see the top of this file)
    mutable QPixmap m_staticLayer;
    mutable bool m_staticValid = false;           // cleared by invalidateStatic()
    mutable bool m_inStatic = false;              // painting the static layer now
    struct TextKey
    {
        QString text;
        QFont font;
        qreal w, h, dx, dy, minPx, dpr;           // the rect's size and sub-pixel offset
        int flags;
        QRgb pen;
        bool wrap;
        int hints;
        bool operator==(const TextKey &o) const
        {
            return text == o.text && w == o.w && h == o.h && dx == o.dx && dy == o.dy && minPx == o.minPx
                && dpr == o.dpr && flags == o.flags && pen == o.pen && wrap == o.wrap && hints == o.hints && font == o.font;
        }
        friend size_t qHash(const TextKey &k, size_t seed = 0)
        {
            return qHashMulti(seed, k.text, k.w, k.h, k.dx, k.dy, k.flags, k.pen, k.font.pixelSize(), k.font.bold());
        }
    };
    struct Sprite
    {
        QPixmap pixmap;
        quint64 used = 0;                         // the frame that last drew it
    };
    mutable QHash<TextKey, Sprite> m_textSprites;
    struct AdvanceKey
    {
        QString text;
        QFont font;
        bool operator==(const AdvanceKey &o) const { return text == o.text && font == o.font; }
        friend size_t qHash(const AdvanceKey &k, size_t seed = 0)
        {
            return qHashMulti(seed, k.text, k.font.pixelSize(), k.font.bold());
        }
    };
    mutable QHash<AdvanceKey, qreal> m_advances;
    mutable QHash<QByteArray, Sprite> m_shapeSprites; // jars, people, turns, dials...: keyed on their look
    mutable quint64 m_frame = 0;
    mutable QHash<quint64, QPixmap> m_burnerSprites;
    mutable QColor m_smokeColour;
    mutable QPixmap m_smokeSprite;
};

} // namespace gpuk
