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
// The painter is a cheap value object built per paint from references to the canvas's state;
// it paints only vector shapes (no images).

#include "sim/engine.h"
#include "scenario.h"
#include "ui/canvas/gpulayout.h"
#include "ui/canvas/skin.h"
#include "ui/canvas/tenantcolors.h"

#include <QCoreApplication>
#include <QFont>
#include <QString>

#include <optional>
#include <vector>

class QPainter;
class QPixmap;

namespace gpuk {

// Everything the kitchen picture of one GPU needs; the pointers belong to the caller (the canvas)
// and must outlive the painter.
struct KitchenScene
{
    const Scenario *scenario = nullptr;
    const SharingPlan *plan = nullptr;
    const GpuLayoutInput *input = nullptr;
    const GpuLayout *layout = nullptr;
    const std::vector<std::vector<int>> *instanceTenants = nullptr; // tenants per MIG room
    const std::vector<int> *legendTenants = nullptr;   // tenant per legend row (MPS, vGPU, time-slicing, exclusive)
    const std::vector<int> *legendPlanIndex = nullptr; // MPS client / vGPU VM per legend row
    QStringList instanceTitles;                        // "3g.20gb", or the VM's vGPU profile
    bool migUnresolved = false;                        // MIG on, but the layout cannot be placed
};

class KitchenPainter
{
    Q_DECLARE_TR_FUNCTIONS(gpuk::KitchenPainter)

public:
    KitchenPainter(const KitchenScene &scene, ColorScheme scheme, const QFont &font,
                   const Snapshot *snapshot = nullptr);

    // Paints the whole picture into `bounds` (the widget rect the layout was computed for).
    void paint(QPainter &p, const QRectF &bounds) const;

    // The tooltip for a point, in kitchen words (empty: none).
    QString toolTipAt(const QPointF &pos) const;

    // Kitchen names of the modes, for the main window's selector and header.
    static QString modeName(Mode mode);          // "Private rooms (MIG)"
    static QString modeDescription(Mode mode);   // "MIG: private rooms with welded walls"

    // --skin values: "tech" / "technical" and "kitchen"; nullopt for anything else.
    static std::optional<Skin> skinFromName(const QString &name);
    static QString skinName(Skin skin);          // "tech" or "kitchen"

    // How thick the MPS smoke is, 0 (none) .. 1 (thick), from the snapshot (or the plan when
    // there is none). Exposed for the tests.
    double smokeDensity() const;

private:
    struct Palette;
    enum class KeyItem { NotExposed, Stranded, Free, Unusable, UnusedMemory };
    enum class BurnerLook : quint8 { Cold, Lit, Rim, Lid, Boarded, Free };
    static void drawBurner(QPainter &p, const Palette &c, const QPointF &ctr, qreal R, int look, const QColor &colour);

    const GpuModel *gpu() const;
    const GpuLayout &layout() const { return *m_scene.layout; }
    Mode mode() const { return m_scene.plan->mode; }
    bool migEnabled() const { return m_scene.input->migEnabled; }
    QString tenantName(int index) const;
    QString tenantNames(const std::vector<int> &tenants) const;
    int roomTenant(int instance) const;
    QString instanceTitle(int instance) const;
    QString roomWord(int instance) const;        // "Private room 3g.20gb" / "Stall room A100-3-20C"
    double vgpuSliceMs() const;
    double legendMemory(int row) const;          // GB a legend row keeps in the pantry
    QString legendDetail(int row) const;
    std::vector<KeyItem> keyItems() const;
    QString keyLabel(KeyItem item) const;
    int liveOwner(int sm) const;                 // snapshot: tenant cooking on this burner, -1 none
    int queuedOf(int tenant) const;
    bool onFire(int tenant) const;
    QRectF stoveRect() const;                    // the one stove of the open modes

    void paintStaticLayer(QPainter &p, const Palette &c, const QRectF &bounds, bool valid) const;
    void paintFloor(QPainter &p, const Palette &c, const QRectF &bounds) const;
    void paintTitle(QPainter &p, const Palette &c) const;
    void paintStoves(QPainter &p, const Palette &c) const;
    void paintRooms(QPainter &p, const Palette &c) const;
    void paintBurners(QPainter &p, const Palette &c) const;
    void paintSmoke(QPainter &p, const Palette &c) const;
    static const QPixmap &smokeSprite(const QColor &colour);
    void paintSigns(QPainter &p, const Palette &c) const;
    void paintPass(QPainter &p, const Palette &c) const;
    void paintTimetable(QPainter &p, const Palette &c) const;
    void paintPantry(QPainter &p, const Palette &c) const;
    void paintLegend(QPainter &p, const Palette &c) const;
    void paintMiniKitchen(QPainter &p, const Palette &c, const QRectF &r, int tenant) const;
    void paintGuests(QPainter &p, const Palette &c, const QRectF &r, int queued, const QColor &coat) const;
    void paintFires(QPainter &p, const Palette &c) const;
    void paintKeySwatch(QPainter &p, const Palette &c, const QRectF &r, KeyItem item) const;

    KitchenScene m_scene;
    ColorScheme m_scheme;
    QFont m_font;
    const Snapshot *m_snapshot = nullptr;
};

} // namespace gpuk
