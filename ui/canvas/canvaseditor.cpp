#include "canvaseditor.h" // own header by plain name: lupdate then knows the class

#include "sharing/validate.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/document/tenantpresets.h"
#include "ui/text/modeui.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QDrag>
#include <QDragMoveEvent>
#include <QDropEvent>
#include <QInputDialog>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>

namespace gpuk {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

bool showsMigSlots(const SharingPlan &plan, const Scenario &s)
{
    return modeUi(plan.mode).editor == TenantEditor::MigInstance && s.gpu() && s.gpu()->supportsMig();
}

} // namespace

CanvasEditor::CanvasEditor(Document *document, GpuCanvas *canvas, QObject *parent)
    : QObject(parent)
    , m_doc(document)
    , m_canvas(canvas)
{
    m_canvas->setAcceptDrops(true);
    m_canvas->setFocusPolicy(Qt::StrongFocus);
    m_canvas->installEventFilter(this);
    connect(m_doc, &Document::selectionChanged, m_canvas, &GpuCanvas::setSelectedTenant);
}

// ---------------------------------------------------------------------------------------------
// Edits

void CanvasEditor::refuse(const QString &reason, const QPointF &pos)
{
    m_lastMessage = reason;
    emit message(reason);
    if (pos.x() >= 0 && m_canvas->isVisible())
        QToolTip::showText(m_canvas->mapToGlobal(pos.toPoint()), reason, m_canvas);
}

bool CanvasEditor::apply(const DropOutcome &o, bool isMove, const StateCommand::Describe &moveText)
{
    if (!o.accepted) {
        refuse(o.reason);
        return false;
    }
    m_lastMessage = o.reason;
    emit message(o.reason);
    if (isMove)
        m_doc->push(new MigInstanceCommand(m_doc, o, moveText));
    else {
        const size_t before = m_doc->scenario().tenants.size();
        m_doc->push(new AddTenantCommand(m_doc, o));
        for (size_t k = before; k < m_doc->scenario().tenants.size(); ++k)
            m_doc->rememberPresetTenant(m_doc->scenario().tenants[k]); // its name follows the language
    }
    return true;
}

bool CanvasEditor::addPreset(const QString &presetId, std::optional<int> memorySlot)
{
    if (!TenantPresets::find(presetId)) {
        refuse(tr("Unknown tenant preset “%1”.").arg(presetId));
        return false;
    }
    const Tenant t = TenantPresets::instantiate(presetId, m_doc->scenario());
    return apply(DropPlanner::addTenant(m_doc->scenario(), m_doc->plan(), t, memorySlot, m_canvas->skin()), false);
}

bool CanvasEditor::removeTenant(int tenant)
{
    if (tenant < 0 || tenant >= int(m_doc->scenario().tenants.size())) {
        refuse(tr("Select a tenant first."));
        return false;
    }
    m_doc->push(new RemoveTenantCommand(m_doc, tenant));
    return true;
}

bool CanvasEditor::removeSelected()
{
    return removeTenant(m_doc->selectedTenant());
}

bool CanvasEditor::moveInstanceTo(int instance, int start)
{
    const DropOutcome o = DropPlanner::moveMigInstanceTo(m_doc->scenario(), m_doc->plan(), instance, start, m_canvas->skin());
    return apply(o, true, [] { return CanvasEditor::tr("Move MIG instance"); });
}

bool CanvasEditor::moveSelectedMigInstance(int direction)
{
    const int sel = m_doc->selectedTenant();
    const Scenario &s = m_doc->scenario();
    // refusals in the words of the skin shown (the kitchen: private rooms with doors at shelves)
    const bool kitchen = m_canvas->skin() == Skin::Kitchen;
    const QString selectFirst = kitchen ? tr("Select a chef team in its own private room to move the room.")
                                        : tr("Select a tenant in its own MIG instance to move it.");
    if (sel < 0 || !showsMigSlots(m_doc->plan(), s)) {
        refuse(selectFirst);
        return false;
    }
    const int inst = DropPlanner::instanceOfTenant(m_doc->plan(), s.tenants[size_t(sel)].id);
    const auto placed = resolveMigLayout(*s.gpu(), m_doc->plan().mig);
    if (inst < 0 || !placed || placed->size() != m_doc->plan().mig.instances.size()) {
        refuse(selectFirst);
        return false;
    }
    const int current = (*placed)[size_t(inst)].start;
    const std::vector<int> legal =
        DropPlanner::legalStarts(*s.gpu(), m_doc->plan().mig, m_doc->plan().mig.instances[size_t(inst)].profile, inst);
    std::optional<int> target;
    for (int st : legal) {
        if (direction < 0 && st < current)
            target = st; // the last one below
        if (direction > 0 && st > current && !target)
            target = st; // the first one above
    }
    if (!target) {
        if (kitchen)
            refuse(direction < 0 ? tr("The room cannot move left: no free door position left of shelf %1.").arg(current)
                                 : tr("The room cannot move right: no free door position right of shelf %1.").arg(current));
        else
            refuse(direction < 0 ? tr("No legal start to the left of memory slot %1 is free.").arg(current)
                                 : tr("No legal start to the right of memory slot %1 is free.").arg(current));
        return false;
    }
    return moveInstanceTo(inst, *target);
}

bool CanvasEditor::setInstanceProfile(int instance, const std::string &profile)
{
    const DropOutcome o = DropPlanner::setMigProfile(m_doc->scenario(), m_doc->plan(), instance, profile, m_canvas->skin());
    return apply(o, true, [profile] { return CanvasEditor::tr("Change MIG profile to %1").arg(qs(profile)); });
}

bool CanvasEditor::setMpsCap(int tenant, std::optional<double> percent)
{
    if (tenant < 0 || tenant >= int(m_doc->scenario().tenants.size()) || modeUi(m_doc->plan().mode).editor != TenantEditor::MpsCap) {
        refuse(tr("Select an MPS client first."));
        return false;
    }
    if (percent && (*percent <= 0 || *percent > 100)) {
        refuse(tr("An MPS cap is a percentage above 0 and at most 100."));
        return false;
    }
    m_doc->push(new SetMpsCapCommand(m_doc, m_doc->scenario().tenants[size_t(tenant)].id, percent));
    return true;
}

// ---------------------------------------------------------------------------------------------
// Geometry

int CanvasEditor::unitsPerSlice() const
{
    const GpuModel *gpu = m_doc->scenario().gpu();
    return gpu ? std::max(1, gpu->placementUnitsPerSlice) : 1;
}

int CanvasEditor::memorySlotAt(const QPointF &pos) const
{
    if (!showsMigSlots(m_doc->plan(), m_doc->scenario()))
        return -1;
    const GpuLayout &l = m_canvas->gpuLayout();
    if (!l.isValid() || l.memorySlots().isEmpty())
        return -1;
    // Over the SM grid compute slice s stands for its first placement unit (s, or 3s on RTX PRO
    // 6000 Blackwell's 12-unit grid); elsewhere the memory slot by x.
    if (pos.y() < l.connectorRect().top() && !l.slices().isEmpty()) {
        const auto &sl = l.slices();
        const int units = unitsPerSlice();
        for (int i = 0; i < sl.size(); ++i)
            if (pos.x() < sl[i].rect.right() + l.gap() / 2)
                return i * units;
        return (int(sl.size()) - 1) * units;
    }
    const auto &ms = l.memorySlots();
    for (int i = 0; i < ms.size(); ++i)
        if (pos.x() < ms[i].rect.right())
            return i;
    return int(ms.size()) - 1;
}

DropOutcome CanvasEditor::outcomeFor(const QMimeData *mime, const QPointF &pos) const
{
    if (!mime)
        return {};
    const int slot = memorySlotAt(pos);
    const std::optional<int> s = slot >= 0 ? std::optional<int>(slot) : std::nullopt;
    if (mime->hasFormat(QLatin1String(tenantMimeType))) {
        const QString id = QString::fromUtf8(mime->data(QLatin1String(tenantMimeType)));
        if (!TenantPresets::find(id)) {
            DropOutcome o;
            o.reason = tr("Unknown tenant preset “%1”.").arg(id);
            return o;
        }
        return DropPlanner::addTenant(m_doc->scenario(), m_doc->plan(),
                                      TenantPresets::instantiate(id, m_doc->scenario()), s, m_canvas->skin());
    }
    if (mime->hasFormat(QLatin1String(instanceMimeType)) && s) {
        const int inst = mime->data(QLatin1String(instanceMimeType)).toInt();
        return DropPlanner::moveMigInstance(m_doc->scenario(), m_doc->plan(), inst, *s, m_canvas->skin());
    }
    return {};
}

void CanvasEditor::showPreview(const DropOutcome &o, std::optional<QPointF> cursor)
{
    const GpuLayout &l = m_canvas->gpuLayout();
    if (!l.isValid())
        return;
    QRectF compute, memory;
    if (o.migPreview && o.migStart >= 0) {
        const int firstSlice = o.migStart / unitsPerSlice();
        for (int i = firstSlice; i < firstSlice + o.computeSlices && i < l.slices().size(); ++i)
            compute = compute.united(l.slices()[i].rect);
        for (int i = o.migStart; i < o.migStart + o.memorySlots && i < l.memorySlots().size(); ++i)
            memory = memory.united(l.memorySlots()[i].rect);
        if (compute.isNull() && !l.slices().isEmpty()) // a start beyond the compute slices
            compute = l.slices().last().rect;
    } else {
        compute = l.poolRect().isNull() ? l.gridRect() : l.poolRect();
        memory = l.memoryBarRect();
    }
    m_canvas->setDropPreview(compute, memory, o.accepted, o.reason, cursor);
}

// ---------------------------------------------------------------------------------------------
// Menus

QMenu *CanvasEditor::createAddMenu(QWidget *parent, std::optional<int> memorySlot)
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("addTenantMenu"));
    menu->setTitle(memorySlot ? tr("Add tenant here") : tr("Add tenant"));
    for (const TenantPreset &p : TenantPresets::all()) {
        QAction *a = menu->addAction(TenantPresets::displayName(p.id));
        a->setObjectName(QStringLiteral("add_") + p.id);
        a->setToolTip(TenantPresets::description(p.id));
        const QString id = p.id;
        connect(a, &QAction::triggered, this, [this, id, memorySlot] { addPreset(id, memorySlot); });
    }
    menu->setToolTipsVisible(true);
    return menu;
}

QMenu *CanvasEditor::createContextMenu(const QPointF &pos, QWidget *parent)
{
    const int slot = memorySlotAt(pos);
    return createTenantMenu(m_canvas->tenantAt(pos), slot >= 0 ? std::optional<int>(slot) : std::nullopt, parent);
}

QMenu *CanvasEditor::createTenantMenu(int tenant, std::optional<int> slot, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("canvasContextMenu"));
    menu->setToolTipsVisible(true);
    const Scenario &s = m_doc->scenario();
    const SharingPlan &plan = m_doc->plan();

    if (tenant >= 0 && tenant < int(s.tenants.size())) {
        const Tenant &t = s.tenants[size_t(tenant)];
        const QString name = qs(t.name.empty() ? t.id : t.name);
        menu->addSection(name);

        if (showsMigSlots(plan, s)) {
            const int inst = DropPlanner::instanceOfTenant(plan, t.id);
            if (inst >= 0) {
                QMenu *profiles = menu->addMenu(tr("Change MIG profile"));
                profiles->setObjectName(QStringLiteral("migProfileMenu"));
                profiles->setToolTipsVisible(true);
                for (const MigProfile &mp : s.gpu()->migProfiles) {
                    if (!mp.isClassic())
                        continue;
                    QAction *a = profiles->addAction(qs(mp.name));
                    a->setObjectName(QStringLiteral("profile_") + qs(mp.name));
                    a->setCheckable(true);
                    a->setChecked(mp.name == plan.mig.instances[size_t(inst)].profile);
                    const DropOutcome o = DropPlanner::setMigProfile(s, plan, inst, mp.name, m_canvas->skin());
                    a->setEnabled(o.accepted || a->isChecked());
                    a->setToolTip(o.reason);
                    const std::string name = mp.name;
                    connect(a, &QAction::triggered, this, [this, inst, name] { setInstanceProfile(inst, name); });
                }
                QMenu *starts = menu->addMenu(tr("Move to memory slot"));
                starts->setObjectName(QStringLiteral("moveToStartMenu"));
                const auto placed = resolveMigLayout(*s.gpu(), plan.mig);
                const int current = placed && placed->size() == plan.mig.instances.size() ? (*placed)[size_t(inst)].start : -1;
                for (int st : DropPlanner::legalStarts(*s.gpu(), plan.mig, plan.mig.instances[size_t(inst)].profile, inst)) {
                    QAction *a = starts->addAction(tr("Start at memory slot %1").arg(st));
                    a->setObjectName(QStringLiteral("start_%1").arg(st));
                    a->setCheckable(true);
                    a->setChecked(st == current);
                    connect(a, &QAction::triggered, this, [this, inst, st] { moveInstanceTo(inst, st); });
                }
                starts->setEnabled(!starts->isEmpty());
            }
        }
        if (modeUi(plan.mode).editor == TenantEditor::MpsCap) {
            QAction *cap = menu->addAction(tr("Set MPS cap…"));
            cap->setObjectName(QStringLiteral("setMpsCapAction"));
            cap->setToolTip(tr("CUDA_MPS_ACTIVE_THREAD_PERCENTAGE: the share of SMs this client may use (a cap, not a reservation)"));
            connect(cap, &QAction::triggered, this, [this, tenant] {
                const MpsClient *c = nullptr;
                for (const MpsClient &cl : m_doc->plan().mps.clients)
                    if (cl.tenant == m_doc->scenario().tenants[size_t(tenant)].id)
                        c = &cl;
                bool ok = false;
                const double v = QInputDialog::getDouble(m_canvas, tr("MPS cap"),
                                                         tr("Active thread percentage (100 = no cap):"),
                                                         c && c->activeThreadPercentage ? *c->activeThreadPercentage : 100,
                                                         1, 100, 0, &ok);
                if (ok)
                    setMpsCap(tenant, v >= 100 ? std::nullopt : std::optional<double>(v));
            });
        }
        QAction *fault = menu->addAction(tr("Inject a fault into %1").arg(name));
        fault->setObjectName(QStringLiteral("injectFaultAction"));
        fault->setToolTip(tr("A fatal error in this tenant: see how far the blast reaches in this mode"));
        fault->setEnabled(!m_faultCheck || m_faultCheck(tenant));
        connect(fault, &QAction::triggered, this, [this, tenant] { emit faultRequested(tenant); });
        QAction *remove = menu->addAction(tr("Remove %1").arg(name));
        remove->setObjectName(QStringLiteral("removeTenantAction"));
        connect(remove, &QAction::triggered, this, [this, tenant] { removeTenant(tenant); });
        menu->addSeparator();
    }
    QMenu *add = createAddMenu(menu, slot);
    add->setObjectName(QStringLiteral("addHereMenu"));
    menu->addMenu(add);
    return menu;
}

QMenu *CanvasEditor::openKeyboardMenu()
{
    if (m_keyboardMenu)
        return m_keyboardMenu; // the Menu key's press and the platform's context-menu event: one menu
    const int tenant = m_doc->selectedTenant();
    const QRectF area = m_canvas->tenantArea(tenant);
    const QPointF at = area.isEmpty() ? QRectF(m_canvas->rect()).center() : area.center();
    // A selected tenant the picture does not show (not placed) still has its menu (Remove; its
    // fault action is off), at the picture's centre.
    QMenu *menu = createTenantMenu(tenant, std::nullopt, m_canvas);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    m_keyboardMenu = menu;
    connect(menu, &QObject::destroyed, this, [this, menu] {
        if (m_keyboardMenu == menu)
            m_keyboardMenu = nullptr;
    });
    connect(menu, &QMenu::aboutToHide, this, [this, menu] {
        if (m_keyboardMenu == menu)
            m_keyboardMenu = nullptr;
    });
    // No entry active yet (an active submenu entry would open its submenu): Down takes the first.
    menu->popup(m_canvas->mapToGlobal(at.toPoint()));
    return menu;
}

QList<CanvasEditor::KeyHelp> CanvasEditor::keyHelp()
{
    // What eventFilter() does with these keys while the picture has the focus.
    return {
        {tr("Open the selected tenant's menu (GPU picture)"), {QKeySequence(Qt::SHIFT | Qt::Key_F10), QKeySequence(Qt::Key_Menu)}},
        {tr("Select the next tenant (GPU picture)"), {QKeySequence(Qt::Key_PageDown)}},
        {tr("Select the previous tenant (GPU picture)"), {QKeySequence(Qt::Key_PageUp)}},
        {tr("Select no tenant (GPU picture)"), {QKeySequence(Qt::Key_Escape)}},
        {tr("Move the selected MIG instance left or right (GPU picture)"), {QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right)}},
        {tr("Add a tenant (GPU picture)"), {QKeySequence(Qt::Key_Insert)}},
    };
}

void CanvasEditor::selectNextTenant(int direction)
{
    const int n = int(m_doc->scenario().tenants.size());
    if (n == 0)
        return;
    const int current = m_doc->selectedTenant();
    const int next = current < 0 ? (direction > 0 ? 0 : n - 1) : ((current + direction) % n + n) % n;
    m_doc->setSelectedTenant(next);
}

// ---------------------------------------------------------------------------------------------
// Events

void CanvasEditor::startInstanceDrag(int instance)
{
    auto *drag = new QDrag(m_canvas);
    auto *mime = new QMimeData;
    mime->setData(QLatin1String(instanceMimeType), QByteArray::number(instance));
    drag->setMimeData(mime);
    drag->exec(Qt::MoveAction);
    m_canvas->clearDropPreview();
}

bool CanvasEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_canvas)
        return QObject::eventFilter(watched, event);

    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *e = static_cast<QDragMoveEvent *>(event);
        const QMimeData *mime = e->mimeData();
        if (!mime->hasFormat(QLatin1String(tenantMimeType)) && !mime->hasFormat(QLatin1String(instanceMimeType)))
            return false;
        const DropOutcome o = outcomeFor(mime, e->position());
        showPreview(o, e->position());
        // A refused place still accepts the drag, so that the drop can say why (and change
        // nothing); the red preview already shows it. A preset is always copied: with a move
        // the palette (a QListWidget) would delete its entry after the drop.
        e->setDropAction(mime->hasFormat(QLatin1String(instanceMimeType)) ? Qt::MoveAction : Qt::CopyAction);
        e->accept();
        return true;
    }
    case QEvent::DragLeave:
        m_canvas->clearDropPreview();
        return true;
    case QEvent::Drop: {
        auto *e = static_cast<QDropEvent *>(event);
        const QMimeData *mime = e->mimeData();
        m_canvas->clearDropPreview();
        const bool isMove = mime->hasFormat(QLatin1String(instanceMimeType));
        if (!isMove && !mime->hasFormat(QLatin1String(tenantMimeType)))
            return false;
        const DropOutcome o = outcomeFor(mime, e->position());
        // The keys act where the hand just was: Home rewinds, Space plays, Delete removes the
        // dropped tenant -- not the palette's list the drag started from.
        m_canvas->setFocus(Qt::OtherFocusReason);
        if (!o.accepted) {
            refuse(o.reason.isEmpty() ? tr("This cannot be dropped here.") : o.reason, e->position());
            e->ignore();
            return true;
        }
        apply(o, isMove, [] { return CanvasEditor::tr("Move MIG instance"); });
        e->setDropAction(isMove ? Qt::MoveAction : Qt::CopyAction);
        e->accept();
        return true;
    }
    case QEvent::MouseButtonPress: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() == Qt::LeftButton) {
            m_doc->setSelectedTenant(m_canvas->tenantAt(e->position()));
            m_pressPos = e->position();
            m_pressInstance = showsMigSlots(m_doc->plan(), m_doc->scenario())
                ? m_canvas->gpuLayout().instanceAt(e->position())
                : -1;
        }
        return false;
    }
    case QEvent::MouseMove: {
        auto *e = static_cast<QMouseEvent *>(event);
        if ((e->buttons() & Qt::LeftButton) && m_pressInstance >= 0
            && (e->position() - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
            const int inst = m_pressInstance;
            m_pressInstance = -1;
            startInstanceDrag(inst);
            return true;
        }
        return false;
    }
    case QEvent::MouseButtonRelease:
        m_pressInstance = -1;
        return false;
    case QEvent::ContextMenu: {
        auto *e = static_cast<QContextMenuEvent *>(event);
        if (e->reason() == QContextMenuEvent::Keyboard) {
            openKeyboardMenu(); // the selected tenant's, not the one drawn where Qt puts the event
            return true;
        }
        const int tenant = m_canvas->tenantAt(e->pos());
        if (tenant >= 0)
            m_doc->setSelectedTenant(tenant);
        QMenu *menu = createContextMenu(e->pos(), m_canvas);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(e->globalPos());
        return true;
    }
    case QEvent::ShortcutOverride:
    case QEvent::KeyPress: {
        auto *e = static_cast<QKeyEvent *>(event);
        if (e->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
            return false;
        const bool selected = m_doc->selectedTenant() >= 0;
        const bool mig = showsMigSlots(m_doc->plan(), m_doc->scenario());
        const bool shift = e->modifiers() & Qt::ShiftModifier;
        // The keyboard's context menu: Shift+F10, or the Menu key (where the platform sends no
        // context-menu event for it; openKeyboardMenu() opens one menu for both).
        const bool menuKey = (e->key() == Qt::Key_F10 && shift) || (e->key() == Qt::Key_Menu && !shift);
        bool handled = false;
        switch (e->key()) {
        case Qt::Key_F10:
        case Qt::Key_Menu:
            handled = menuKey;
            break;
        case Qt::Key_PageDown:
        case Qt::Key_PageUp:
            handled = !shift && !m_doc->scenario().tenants.empty();
            break;
        case Qt::Key_Escape:
            handled = !shift && selected;
            break;
        case Qt::Key_Delete:
            handled = selected;
            break;
        case Qt::Key_Left:
        case Qt::Key_Right:
            // Arrows step the simulation elsewhere; on the canvas, with a MIG room selected, they move it.
            handled = selected && mig;
            break;
        case Qt::Key_Insert:
            handled = true;
            break;
        default:
            break;
        }
        if (!handled)
            return false;
        if (event->type() == QEvent::ShortcutOverride) {
            e->accept(); // the canvas gets the key, not a window shortcut
            return true;
        }
        switch (e->key()) {
        case Qt::Key_F10:
        case Qt::Key_Menu:
            openKeyboardMenu();
            break;
        case Qt::Key_PageDown:
            selectNextTenant(+1);
            break;
        case Qt::Key_PageUp:
            selectNextTenant(-1);
            break;
        case Qt::Key_Escape:
            m_doc->setSelectedTenant(-1);
            break;
        case Qt::Key_Delete:
            removeSelected();
            break;
        case Qt::Key_Left:
            moveSelectedMigInstance(-1);
            break;
        case Qt::Key_Right:
            moveSelectedMigInstance(+1);
            break;
        case Qt::Key_Insert: {
            QMenu *menu = createAddMenu(m_canvas, std::nullopt);
            menu->setAttribute(Qt::WA_DeleteOnClose);
            menu->popup(m_canvas->mapToGlobal(m_canvas->rect().center()));
            break;
        }
        default:
            break;
        }
        return true;
    }
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gpuk
