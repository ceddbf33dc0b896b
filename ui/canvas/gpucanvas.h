#pragma once

// The GPU canvas: a custom-painted picture of one GPU under one sharing plan (DESIGN §7).
// It is a view of a Picture (ui/picture/picture.h: the scene, the skin, the model and its live
// numbers, fed by a runner); given none, it owns a private one. Geometry comes from GpuLayout,
// laid out at this widget's size (two views of one Picture may differ in size), every decision
// about what is shown from the Picture's CanvasModel; the painters draw the model in one of two skins.
// MIG: walled rooms in tenant colours; MPS: one open pool; vGPU / time-slicing: the whole grid
// in a neutral colour with a legend of VMs / contexts; exclusive: one small GPU per tenant.

#include "scenario.h"
#include "sim/engine.h"
#include "ui/picture/canvasmodel.h"
#include "ui/picture/gpulayout.h"
#include "ui/picture/picture.h"
#include "ui/canvas/technical/technicalpainter.h"
#include "ui/canvas/tenantcolors.h"
#include "ui/text/skin.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <functional>
#include <optional>
#include <vector>

class QTimer;
class QWheelEvent;

namespace gpuk {

class KitchenPainter;

class GpuCanvas : public QWidget
{
    Q_OBJECT

public:
    explicit GpuCanvas(QWidget *parent = nullptr);
    ~GpuCanvas() override;

    // The Picture this canvas shows (nullptr: its own private one again). Several canvases may
    // show one Picture, each at its own size. The setters below (scene, skin, snapshot, events)
    // feed the Picture shown.
    void setPicture(Picture *picture);
    Picture *picture() const { return m_picture; }

    // Shows `plan` on the scenario's GPU. The plan need not be legal: an illegal MIG layout is
    // drawn without rooms and a banner says so.
    void setScene(const Scenario &scenario, const SharingPlan &plan);
    void clearScene();

    // Which picture is painted (technical or kitchen): the Picture's skin. The model's decisions, the geometry
    // (GpuLayout), hit-testing and the editing overlays are the same in both skins; only the
    // painter (ui/canvas/technical, ui/canvas/kitchen) and so the words and tooltips differ.
    void setSkin(Skin skin);
    Skin skin() const { return m_picture->skin(); }

    // The zoom of the picture's words (View > Zoom In / Zoom Out / Actual Size, Ctrl+wheel):
    // 1 = 100 %, from minZoom() to maxZoom(). The words' size is canvasTextPx(font(), zoom(),
    // size()) (painthelpers.h), clamped by the layout to what fits.
    qreal zoom() const { return m_zoom; }
    void setZoom(qreal zoom);
    static qreal minZoom() { return zoomSteps().front(); }
    static qreal maxZoom() { return zoomSteps().back(); }
    static const QList<qreal> &zoomSteps(); // 80 % … 200 %
    // The next step above (direction > 0) or below `zoom`; the end step at the ends.
    static qreal nextZoom(qreal zoom, int direction);


    const GpuLayout &gpuLayout() const { return m_layout; }
    const GpuLayoutInput &layoutInput() const { return m_input; }
    // Everything the picture shows, as values, laid out at this view's size (the Picture's model
    // with this view's MIG key, "+N" badges and lit cells): what the painters draw.
    const CanvasModel &model() const { return m_model; }
    // Tenant indices (into the scenario) of every MIG instance drawn as a room.
    std::vector<std::vector<int>> instanceTenants() const;
    // MIG is on but the plan's layout cannot be placed, so no rooms are drawn.
    bool migLayoutUnresolved() const { return m_model.migLayoutUnresolved(); }

    // Live layer (engine snapshot): SM cells in the colour of the tenant running on them, queues,
    // in-flight counts, memory fill, DRAM congestion, the slice clock of time-sliced modes. The
    // snapshot goes into the model's live numbers; both painters cache the static picture in a
    // pixmap (invalidateStatic() on every scene, skin, language, palette, font, size and
    // snapshot-presence change) and repaint only the live layer on top.
    void setSnapshot(const Snapshot &snapshot);
    void clearSnapshot();
    bool hasSnapshot() const { return m_picture->hasSnapshot(); }
    const Snapshot &snapshot() const { return m_picture->snapshot(); }
    // The tenant drawn on every SM cell of the layout (-1: idle or not a tenant's), exactly as
    // painted (the model's live cells): MIG maps each instance's busy SMs onto the cells its
    // profile exposes.
    QList<int> drawnSmTenants() const;
    // Fault events start the blast-radius animation (about 1.5 s of wall time; Picture::noteEvents).
    void noteEvents(const std::vector<EngineEvent> &events);
    bool faultFlashActive() const { return m_picture->faultFlashActive(); }
    // The tenants the flash shows going down (the last fault's Fault and FaultVictim events:
    // the engine's fault domain) and the words it writes over the blast: the model's.
    const std::vector<int> &faultFlashTenants() const { return m_picture->model().faultTenants(); }
    QString faultFlashWords() const { return m_picture->model().faultWords(); }
    static int faultFlashMs() { return Picture::faultFlashMs(); }

    // The tooltip text for a point of the widget (empty: none). Used by event(ToolTip).
    QString toolTipAt(const QPointF &pos) const;
    // Every canvas's tool tip passes through `decorator` before it shows (empty: none); the shell's
    // GlossaryLinks adds the glossary terms the tip mentions. Returns the one it replaces.
    using ToolTipDecorator = std::function<QString(QWidget *canvas, const QString &text)>;
    static ToolTipDecorator setToolTipDecorator(ToolTipDecorator decorator);

    // --- Editing overlay (ui/canvas/canvaseditor.h drives these; painting is in paintEditOverlay) ---
    // A drag's landing place: green if legal, red if not, with words (the reason) beside it,
    // where the drag image under `cursor` (if given) does not cover them.
    void setDropPreview(const QRectF &computeRect, const QRectF &memoryRect, bool legal, const QString &text,
                        std::optional<QPointF> cursor = std::nullopt);
    // Where the words go: a box of `size` above the preview, else below it, else above or below
    // the drag image around `cursor`, inside `area`; the first place clear of the drag image.
    // Without a cursor: over the middle of the preview.
    static QRectF dropTextPlace(const QSizeF &size, const QRectF &preview, std::optional<QPointF> cursor,
                                const QRectF &area);
    // The area a drag image around `cursor` may cover (a palette entry dragged by any point of it).
    static QRectF dragImageArea(const QPointF &cursor);
    QRectF dropTextRect() const;      // where the words are painted now (empty: none)
    void clearDropPreview();
    bool hasDropPreview() const { return m_preview.shown; }
    bool dropPreviewLegal() const { return m_preview.legal; }
    QString dropPreviewText() const { return m_preview.text; }
    // The selected tenant (index into the scenario) gets an outline; -1 none.
    void setSelectedTenant(int tenant);

    // The picture as painted now, without the editing overlay and the focus frame, into `p` over
    // this widget's rect (0, 0, width, height): for File → Export → Picture (PNG, SVG).
    void paintPicture(QPainter &p) const;
    int selectedTenant() const { return m_selectedTenant; }
    // The tenant drawn at `pos` (its MIG room, legend row or small GPU), or -1.
    int tenantAt(const QPointF &pos) const;
    // Where `tenant` is drawn: the SMs of its MIG room(s), else its legend row (MPS client, VM,
    // context, its own GPU); empty if the picture does not show it. tenantAt() of its centre is
    // the tenant. The keyboard's context menu opens there.
    QRectF tenantArea(int tenant) const;
    // --- end of the editing overlay ---

    // For screen readers (accessibleDescription): the GPU, the mode and every tenant with what
    // it has in this mode (its MIG instance, its MPS cap, its VM, its turn, its own GPU), in the
    // skin's words; said again (QAccessible::DescriptionChanged) when the scene, the skin or the
    // language changes it.
    QString describe() const;

    // The keyboard focus shows as a frame in the highlight colour inside the widget's edge
    // (focusFrameWidth() px, a line of the highlighted-text colour inside it, so it shows on any
    // picture). The chart views (ui/panels/chartpanel.cpp) draw the same frame.
    static int focusFrameWidth() { return 3; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void zoomChanged(qreal zoom);

protected:
    bool event(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override; // Ctrl+wheel: a zoom step per notch
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    using Theme = TechnicalPainter::Theme;
    using KeyItem = CanvasModel::KeyItem;

    void rebuild();                  // the Picture's scene or skin changed
    void relayout();
    void rebuildLive();              // the Picture's live numbers changed
    void updateAccessibleDescription();
    Theme theme() const;
    const GpuModel *gpu() const;
    QString tenantNames(const std::vector<int> &tenants) const { return m_model.tenantNames(tenants); }
    int roomTenant(int instance) const { return m_model.roomTenant(instance); }
    void invalidateStatic();
    void paintFaultFlash(QPainter &p, const Theme &t) const;
    void paintEditOverlay(QPainter &p, const Theme &t) const; // editing overlay, painted last
    void paintFocusFrame(QPainter &p) const;                  // over everything, with the focus

    struct DropPreview // editing overlay
    {
        bool shown = false;
        QRectF compute, memory;
        bool legal = false;
        QString text;
        std::optional<QPointF> cursor;
    };
    DropPreview m_preview;
    int m_selectedTenant = -1;

    std::unique_ptr<Picture> m_own;                           // the private Picture, when given none
    QPointer<Picture> m_picture;
    QList<QMetaObject::Connection> m_pictureConnections;
    bool m_hadSnapshot = false;                               // the static layer leaves room for live figures
    GpuLayoutInput m_input;                                   // the model's, with the legend size
    GpuLayout m_layout;
    CanvasModel m_model;

    qreal m_zoom = 1.0;
    int m_wheelDelta = 0;                                     // Ctrl+wheel eighths of a degree not used yet
    std::unique_ptr<TechnicalPainter> m_technical;            // the two skins, with their caches
    std::unique_ptr<KitchenPainter> m_kitchen;
};

} // namespace gpuk
