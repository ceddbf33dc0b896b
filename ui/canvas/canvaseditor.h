#pragma once

// Editing on the GPU canvas, as an event filter installed on it (the canvas itself only paints):
//   drag and drop   palette presets (application/x-gpukitchen-tenant) and MIG rooms being moved
//                   (application/x-gpukitchen-mig-instance); while dragging, the landing place is
//                   previewed -- snapped to a legal MIG start, or red with the reason -- and a
//                   refused drop leaves the scenario untouched and says why (message(), tooltip).
//   mouse           left click selects the tenant under the cursor; dragging a MIG room moves it.
//   context menu    add preset here ▸, remove tenant, change MIG profile ▸, move to start ▸ (legal
//                   starts only), set MPS cap…, inject fault (faultRequested). From the mouse: of
//                   the tenant under the cursor; from the keyboard (Shift+F10, the Menu key): of
//                   the selected tenant, opened over its drawn area.
//   keys            Delete removes the selected tenant; Left/Right move the selected tenant's MIG
//                   room to the previous/next legal start; Insert opens the add menu; Page Down /
//                   Page Up select the next / previous tenant, Escape selects none.
// Every edit goes through DropPlanner (the rules) and a command on the Document (undo).

#include "ui/document/commands.h"
#include "ui/document/dropplanner.h"

#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QString>

#include <functional>
#include <optional>

class QMenu;
class QMimeData;
class QWidget;

namespace gpuk {

class Document;
class GpuCanvas;

class CanvasEditor : public QObject
{
    Q_OBJECT

public:
    CanvasEditor(Document *document, GpuCanvas *canvas, QObject *parent = nullptr);

    // Edits; each returns whether it was done (else lastMessage() says why).
    bool addPreset(const QString &presetId, std::optional<int> memorySlot = std::nullopt);
    bool removeTenant(int tenant);
    bool removeSelected();
    bool moveSelectedMigInstance(int direction);     // -1: previous legal start, +1: next
    bool moveInstanceTo(int instance, int start);
    bool setInstanceProfile(int instance, const std::string &profile);
    bool setMpsCap(int tenant, std::optional<double> percent);

    // The memory slot a MIG room dropped at `pos` should cover (by x, over the SM grid or the
    // memory bar), -1 if the canvas shows no MIG slots.
    int unitsPerSlice() const; // placement units per compute slice of the scenario's GPU
    int memorySlotAt(const QPointF &pos) const;
    // What dropping `mime` at `pos` would do (nothing is changed).
    DropOutcome outcomeFor(const QMimeData *mime, const QPointF &pos) const;

    // Menus (the caller owns them); the tests look for their actions by objectName.
    QMenu *createContextMenu(const QPointF &pos, QWidget *parent);
    // The same menu for `tenant` (-1: only the add menu), adding at `memorySlot` (none: placed
    // automatically).
    QMenu *createTenantMenu(int tenant, std::optional<int> memorySlot, QWidget *parent);
    QMenu *createAddMenu(QWidget *parent, std::optional<int> memorySlot);
    // The keyboard's context menu: the selected tenant's, opened over its drawn area (the
    // picture's centre without a selection). Returns the menu shown (deleted when closed).
    QMenu *openKeyboardMenu();

    // Whether a fault can be injected into a tenant now (the window asks the runner); the menu's
    // fault action is off when it says no. Unset: always.
    void setFaultCheck(std::function<bool(int tenant)> check) { m_faultCheck = std::move(check); }
    // Selects the next (+1) or previous (-1) tenant, round; from none, the first or the last.
    void selectNextTenant(int direction);

    // The keys of the picture (this filter's, not actions'), for Help > Keyboard shortcuts.
    struct KeyHelp
    {
        QString action;
        QList<QKeySequence> keys;
    };
    static QList<KeyHelp> keyHelp();

    QString lastMessage() const { return m_lastMessage; }

signals:
    void faultRequested(int tenant);   // the window connects it to SimController::injectFault(int)
    void message(const QString &text); // for the status bar

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool apply(const DropOutcome &o, bool isMove, const StateCommand::Describe &moveText = {});
    void refuse(const QString &reason, const QPointF &pos = QPointF(-1, -1));
    void showPreview(const DropOutcome &o, std::optional<QPointF> cursor = std::nullopt);
    void startInstanceDrag(int instance);

    Document *m_doc;
    GpuCanvas *m_canvas;
    QString m_lastMessage;
    QPointF m_pressPos;
    int m_pressInstance = -1;
    std::function<bool(int)> m_faultCheck;
    QMenu *m_keyboardMenu = nullptr; // the keyboard's context menu while it is open
};

} // namespace gpuk
