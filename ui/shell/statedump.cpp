#include "ui/shell/statedump.h"

#include "ui/canvas/gpucanvas.h"
#include "ui/document/document.h"
#include "ui/document/simcontroller.h"
#include "ui/panels/chartpanel.h"
#include "ui/panels/inspector.h"
#include "ui/panels/lessonpanel.h"
#include "ui/panels/narrator.h"
#include "ui/panels/tenantpalette.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/tour.h"
#include "ui/text/words.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QRadioButton>
#include <QStyle>
#include <QStyleOptionButton>
#include <QAction>
#include <QComboBox>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QListWidgetItem>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QScreen>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include <cmath>

namespace gpuk {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QJsonArray point(const QPoint &p)
{
    return QJsonArray{p.x(), p.y()};
}

QJsonObject rect(const QRect &r)
{
    return QJsonObject{{QStringLiteral("x"), r.x()},
                       {QStringLiteral("y"), r.y()},
                       {QStringLiteral("w"), r.width()},
                       {QStringLiteral("h"), r.height()}};
}

// A rectangle of `widget`'s coordinates in global (screen) coordinates.
QRect globalRect(const QWidget *widget, const QRect &r)
{
    return QRect(widget->mapToGlobal(r.topLeft()), r.size());
}

QString eventKindName(EngineEvent::Kind kind)
{
    switch (kind) {
    case EngineEvent::Kind::SliceSwitch: return QStringLiteral("slice-switch");
    case EngineEvent::Kind::Fault: return QStringLiteral("fault");
    case EngineEvent::Kind::FaultVictim: return QStringLiteral("fault-victim");
    case EngineEvent::Kind::Restarted: return QStringLiteral("restarted");
    case EngineEvent::Kind::Oom: return QStringLiteral("oom");
    case EngineEvent::Kind::Dropped: return QStringLiteral("dropped");
    case EngineEvent::Kind::ReconfigurationStarted: return QStringLiteral("reconfiguration-started");
    case EngineEvent::Kind::InstanceDrained: return QStringLiteral("instance-drained");
    case EngineEvent::Kind::ReconfigurationDone: return QStringLiteral("reconfiguration-done");
    case EngineEvent::Kind::SloMiss: return QStringLiteral("slo-miss");
    }
    return QStringLiteral("unknown");
}

QString dockAreaName(Qt::DockWidgetArea area)
{
    switch (area) {
    case Qt::LeftDockWidgetArea: return QStringLiteral("left");
    case Qt::RightDockWidgetArea: return QStringLiteral("right");
    case Qt::TopDockWidgetArea: return QStringLiteral("top");
    case Qt::BottomDockWidgetArea: return QStringLiteral("bottom");
    default: return QStringLiteral("none");
    }
}

QJsonObject menuState(const QMenu *menu)
{
    QJsonArray items;
    for (QAction *a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        const QRect r = globalRect(menu, menu->actionGeometry(a));
        items.append(QJsonObject{{QStringLiteral("text"), a->text()},
                                 {QStringLiteral("objectName"), a->objectName()},
                                 {QStringLiteral("enabled"), a->isEnabled()},
                                 {QStringLiteral("checked"), a->isChecked()},
                                 {QStringLiteral("submenu"), a->menu() != nullptr},
                                 {QStringLiteral("active"), menu->activeAction() == a},
                                 {QStringLiteral("center"), point(r.center())}});
    }
    return QJsonObject{{QStringLiteral("objectName"), menu->objectName()},
                       {QStringLiteral("title"), menu->title()},
                       {QStringLiteral("rect"), rect(menu->geometry())},
                       {QStringLiteral("items"), items}};
}

QJsonObject dialogState(const QWidget *dialog)
{
    QJsonArray buttons;
    const auto *box = qobject_cast<const QMessageBox *>(dialog);
    for (const QAbstractButton *b : dialog->findChildren<QAbstractButton *>()) {
        if (!b->isVisible())
            continue;
        QJsonObject o{{QStringLiteral("text"), b->text()},
                      {QStringLiteral("focused"), b->hasFocus()},
                      {QStringLiteral("center"), point(b->mapToGlobal(b->rect().center()))}};
        if (box) {
            switch (box->standardButton(const_cast<QAbstractButton *>(b))) {
            case QMessageBox::Save: o.insert(QStringLiteral("role"), QStringLiteral("save")); break;
            case QMessageBox::Discard: o.insert(QStringLiteral("role"), QStringLiteral("discard")); break;
            case QMessageBox::Cancel: o.insert(QStringLiteral("role"), QStringLiteral("cancel")); break;
            case QMessageBox::Ok: o.insert(QStringLiteral("role"), QStringLiteral("ok")); break;
            default: break;
            }
        }
        buttons.append(o);
    }
    return QJsonObject{{QStringLiteral("objectName"), dialog->objectName()},
                       {QStringLiteral("title"), dialog->windowTitle()},
                       {QStringLiteral("text"), box ? box->text() : QString()},
                       {QStringLiteral("rect"), rect(dialog->frameGeometry())},
                       {QStringLiteral("buttons"), buttons}};
}

} // namespace

StateDump::StateDump(MainWindow *window, const QString &fileName)
    : QObject(window)
    , m_window(window)
    , m_fileName(fileName)
{
    setObjectName(QStringLiteral("stateDump"));
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(debounceMs());
    connect(m_debounce, &QTimer::timeout, this, &StateDump::writeNow);
    m_poll = new QTimer(this);
    m_poll->setInterval(pollMs());
    connect(m_poll, &QTimer::timeout, this, &StateDump::writeNow);
    m_poll->start();

    Document *doc = window->document();
    connect(doc, &Document::changed, this, &StateDump::schedule);
    connect(doc, &Document::modifiedChanged, this, &StateDump::schedule);
    connect(doc, &Document::selectionChanged, this, &StateDump::schedule);
    connect(doc, &Document::fileNameChanged, this, &StateDump::schedule);
    connect(window, &MainWindow::skinChanged, this, &StateDump::schedule);
    connect(window->canvas(), &GpuCanvas::zoomChanged, this, &StateDump::schedule);
    connect(window, &MainWindow::scenarioReplaced, this, &StateDump::schedule);
    connect(window->simController(), &SimController::stateChanged, this, &StateDump::schedule);
    connect(window->narrator(), &Narrator::textChanged, this, &StateDump::schedule);
    connect(LanguageManager::instance(), &LanguageManager::languageChanged, this, &StateDump::schedule);
    connect(window->simController(), &SimController::eventsOccurred, this,
            [this](const std::vector<EngineEvent> &events) {
                const Scenario &s = m_window->scenario();
                for (const EngineEvent &e : events) {
                    if (e.kind != EngineEvent::Kind::Fault)
                        continue;
                    ++m_faultCount;
                    const bool known = e.tenant >= 0 && e.tenant < int(s.tenants.size());
                    m_lastFault = QJsonObject{{QStringLiteral("kind"), eventKindName(e.kind)},
                                              {QStringLiteral("timeS"), e.timeS},
                                              {QStringLiteral("tenant"), e.tenant},
                                              {QStringLiteral("tenantId"), known ? qs(s.tenants[size_t(e.tenant)].id) : QString()}};
                    schedule();
                }
            });
    connect(qApp, &QApplication::focusChanged, this, &StateDump::schedule);
    window->installEventFilter(this);
}

bool StateDump::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::Show:
    case QEvent::Hide:
    case QEvent::WindowStateChange:
    case QEvent::WindowActivate:
    case QEvent::WindowDeactivate:
    case QEvent::LanguageChange:
        schedule();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

void StateDump::schedule()
{
    if (!m_debounce->isActive())
        m_debounce->start();
}

QJsonObject StateDump::state() const
{
    const MainWindow *w = m_window;
    const Scenario &s = w->scenario();
    QJsonObject o;

    o.insert(QStringLiteral("window"),
             QJsonObject{{QStringLiteral("geometry"), rect(w->geometry())},
                         {QStringLiteral("frame"), rect(w->frameGeometry())},
                         {QStringLiteral("visible"), w->isVisible()},
                         {QStringLiteral("active"), w->isActiveWindow()},
                         {QStringLiteral("maximized"), w->isMaximized()},
                         {QStringLiteral("fullScreen"), w->isFullScreen()},
                         {QStringLiteral("title"), w->windowTitle()},
                         {QStringLiteral("minimumSize"), point(QPoint(w->minimumSizeHint().width(), w->minimumSizeHint().height()))}});
    if (const QScreen *screen = w->screen())
        o.insert(QStringLiteral("screen"), QJsonObject{{QStringLiteral("geometry"), rect(screen->geometry())},
                                                       {QStringLiteral("available"), rect(screen->availableGeometry())}});

    o.insert(QStringLiteral("mode"), QString::fromLatin1(modeName(w->mode())));
    o.insert(QStringLiteral("skin"), Words::skinName(w->skin()));
    // View > Zoom: the zoom in percent, and the pixel size of the picture's smallest words it gives.
    o.insert(QStringLiteral("zoomPercent"), int(std::lround(w->zoom() * 100)));
    o.insert(QStringLiteral("canvasTextPx"), w->canvas()->gpuLayout().smallFontPx());
    o.insert(QStringLiteral("language"), LanguageManager::instance()->language());
    o.insert(QStringLiteral("gpu"), w->gpuId());
    o.insert(QStringLiteral("scenarioName"), qs(s.name));
    o.insert(QStringLiteral("fileName"), w->fileName());

    QJsonArray ids;
    for (const Tenant &t : s.tenants)
        ids.append(qs(t.id));
    o.insert(QStringLiteral("tenantCount"), int(s.tenants.size()));
    o.insert(QStringLiteral("tenantIds"), ids);
    const int selected = w->document()->selectedTenant();
    o.insert(QStringLiteral("selectedTenant"),
             selected >= 0 && selected < int(s.tenants.size()) ? QJsonValue(qs(s.tenants[size_t(selected)].id)) : QJsonValue());

    const QUndoStack *undo = w->document()->undoStack();
    o.insert(QStringLiteral("canUndo"), undo->canUndo());
    o.insert(QStringLiteral("canRedo"), undo->canRedo());
    o.insert(QStringLiteral("undoText"), undo->undoText());
    o.insert(QStringLiteral("redoText"), undo->redoText());
    o.insert(QStringLiteral("modified"), w->isModified());

    const SimController *sim = w->simController();
    o.insert(QStringLiteral("simulation"),
             QJsonObject{{QStringLiteral("available"), sim->isAvailable()},
                         {QStringLiteral("playing"), sim->isPlaying()},
                         {QStringLiteral("finished"), sim->isFinished()},
                         {QStringLiteral("live"), sim->isLive()},
                         {QStringLiteral("timeS"), sim->simTime()},
                         {QStringLiteral("speed"), sim->speed()}});
    o.insert(QStringLiteral("faultCount"), m_faultCount);
    o.insert(QStringLiteral("lastFault"), m_lastFault.isEmpty() ? QJsonValue() : QJsonValue(m_lastFault));
    o.insert(QStringLiteral("faultFlashActive"), w->canvas()->faultFlashActive());
    o.insert(QStringLiteral("narrator"), w->narrator()->text());
    o.insert(QStringLiteral("statusBar"), QJsonObject{{QStringLiteral("message"), w->statusBar()->currentMessage()},
                                                      {QStringLiteral("text"), w->statusText()},
                                                      {QStringLiteral("live"), w->liveStatusText()}});

    QJsonArray docks;
    for (const QDockWidget *d : w->findChildren<QDockWidget *>()) {
        docks.append(QJsonObject{{QStringLiteral("objectName"), d->objectName()},
                                 {QStringLiteral("title"), d->windowTitle()},
                                 {QStringLiteral("visible"), d->isVisible()},
                                 {QStringLiteral("floating"), d->isFloating()},
                                 {QStringLiteral("area"), dockAreaName(w->dockWidgetArea(const_cast<QDockWidget *>(d)))},
                                 {QStringLiteral("rect"), rect(globalRect(d, d->rect()))}});
    }
    o.insert(QStringLiteral("docks"), docks);

    // Where to aim: the palette's presets ...
    QJsonArray presets;
    const TenantPalette *palette = w->tenantPalette();
    const QRect viewport = palette->viewport()->rect();
    for (int row = 0; row < palette->count(); ++row) {
        QListWidgetItem *item = palette->item(row);
        const QRect r = palette->visualItemRect(item);
        presets.append(QJsonObject{{QStringLiteral("id"), palette->presetAt(row)},
                                   {QStringLiteral("text"), item->text()},
                                   {QStringLiteral("visible"), palette->isVisible() && viewport.contains(r.center())},
                                   {QStringLiteral("center"), point(palette->viewport()->mapToGlobal(r.center()))}});
    }
    o.insert(QStringLiteral("presets"), presets);

    // ... the canvas, each tenant's room, legend row or small GPU ...
    const GpuCanvas *canvas = w->canvas();
    o.insert(QStringLiteral("canvas"), QJsonObject{{QStringLiteral("rect"), rect(globalRect(canvas, canvas->rect()))},
                                                   {QStringLiteral("visible"), canvas->isVisible()}});
    const GpuLayout &layout = canvas->gpuLayout();
    QList<QRectF> candidates;
    for (const GpuLayout::Room &room : layout.rooms())
        candidates << room.computeRect << room.memoryRect;
    candidates << layout.legendRows();
    QJsonObject tenantCenters;
    for (const QRectF &r : candidates) {
        const int t = canvas->tenantAt(r.center());
        if (t < 0 || t >= int(s.tenants.size()) || tenantCenters.contains(qs(s.tenants[size_t(t)].id)))
            continue;
        tenantCenters.insert(qs(s.tenants[size_t(t)].id), point(canvas->mapToGlobal(r.center().toPoint())));
    }
    o.insert(QStringLiteral("tenantCenters"), tenantCenters);
    o.insert(QStringLiteral("dropPreview"),
             canvas->hasDropPreview() ? QJsonValue(QJsonObject{{QStringLiteral("legal"), canvas->dropPreviewLegal()},
                                                               {QStringLiteral("text"), canvas->dropPreviewText()}})
                                      : QJsonValue());

    // ... the free MIG memory slots ...
    QJsonArray freeSlots;
    if (canvas->layoutInput().migEnabled) {
        const QList<GpuLayout::MemorySlot> &freeCandidates = layout.memorySlots();
        for (int i = 0; i < freeCandidates.size(); ++i)
            if (freeCandidates[i].instance < 0)
                freeSlots.append(QJsonObject{{QStringLiteral("slot"), i},
                                             {QStringLiteral("center"), point(canvas->mapToGlobal(freeCandidates[i].rect.center().toPoint()))}});
    }
    o.insert(QStringLiteral("freeMemorySlots"), freeSlots);

    // ... the fields a student edits (the scene bar's selectors and the inspector's fields) ...
    QList<const QWidget *> fields = {w->findChild<QComboBox *>(QStringLiteral("modeCombo")),
                                     w->findChild<QComboBox *>(QStringLiteral("gpuCombo"))};
    for (const QWidget *f : w->inspector()->findChildren<QWidget *>())
        if (qobject_cast<const QComboBox *>(f) || qobject_cast<const QAbstractSpinBox *>(f)
            || (qobject_cast<const QLineEdit *>(f) && !qobject_cast<const QComboBox *>(f->parentWidget())
                && !qobject_cast<const QAbstractSpinBox *>(f->parentWidget())))
            fields << f;
    QJsonObject widgets;
    for (const QWidget *f : fields) {
        if (!f || f->objectName().isEmpty())
            continue;
        QString text;
        if (const auto *combo = qobject_cast<const QComboBox *>(f))
            text = combo->currentText();
        else if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(f))
            text = spin->text();
        else if (const auto *edit = qobject_cast<const QLineEdit *>(f))
            text = edit->text();
        widgets.insert(f->objectName(), QJsonObject{{QStringLiteral("center"), point(f->mapToGlobal(f->rect().center()))},
                                                    {QStringLiteral("visible"), f->isVisible()},
                                                    {QStringLiteral("enabled"), f->isEnabled()},
                                                    {QStringLiteral("focused"), f->hasFocus()},
                                                    {QStringLiteral("text"), text}});
    }
    o.insert(QStringLiteral("widgets"), widgets);
    o.insert(QStringLiteral("charts"), QJsonObject{{QStringLiteral("newestX"), w->chartPanel()->newestDrawnX()}});

    // ... the teaching parts: the challenge, the tour, the welcome, presentation mode, and every
    // named button shown in the window or a window of its own (where a script clicks) ...
    const LessonPanel *lesson = w->lessonPanel();
    o.insert(QStringLiteral("lesson"),
             lesson->hasLesson()
                 ? QJsonValue(QJsonObject{{QStringLiteral("id"), lesson->lessonId()},
                                          {QStringLiteral("position"), lesson->position()},
                                          {QStringLiteral("count"), lesson->count()},
                                          {QStringLiteral("predicted"), lesson->predictedChoice()},
                                          {QStringLiteral("locked"), lesson->predictionLocked()},
                                          {QStringLiteral("revealed"), lesson->revealed()},
                                          {QStringLiteral("revealText"), lesson->revealText()},
                                          {QStringLiteral("hintsShown"), lesson->hintsShown()},
                                          {QStringLiteral("checksKnown"), lesson->checksKnown()},
                                          {QStringLiteral("allChecksPass"), lesson->allChecksPass()},
                                          {QStringLiteral("checkSummary"), lesson->checkSummary()}})
                 : QJsonValue());
    const TourBar *tour = w->tourBar();
    o.insert(QStringLiteral("tour"), QJsonObject{{QStringLiteral("running"), tour->isRunning()},
                                                 {QStringLiteral("step"), tour->step()},
                                                 {QStringLiteral("count"), tour->stepCount()},
                                                 {QStringLiteral("title"), tour->stepTitle()}});
    o.insert(QStringLiteral("welcome"), w->welcomeDialog() && w->welcomeDialog()->isVisible());
    o.insert(QStringLiteral("presentation"), w->isPresentationMode());
    QJsonObject buttons;
    QList<const QWidget *> roots = {w};
    for (const QWidget *top : QApplication::topLevelWidgets())
        if (top != w && top->isVisible() && top->parentWidget() == w)
            roots << top;
    for (const QWidget *root : roots)
        for (const QAbstractButton *b : root->findChildren<QAbstractButton *>()) {
            if (b->objectName().isEmpty() || !b->isVisible() || b->objectName().startsWith(QLatin1String("qt_")))
                continue;
            // A radio button or a check box takes a click on its box and words only, not on the
            // rest of its row: its centre is that of the part that takes the click.
            QRect clickable = b->rect();
            const bool radio = qobject_cast<const QRadioButton *>(b);
            if (radio || qobject_cast<const QCheckBox *>(b)) {
                QStyleOptionButton opt;
                opt.initFrom(b);
                opt.text = b->text();
                opt.icon = b->icon();
                opt.iconSize = b->iconSize();
                clickable = b->style()->subElementRect(radio ? QStyle::SE_RadioButtonClickRect : QStyle::SE_CheckBoxClickRect,
                                                       &opt, b);
            }
            // Scrolled out of sight (or under a sibling): not where a click reaches it.
            if (!b->visibleRegion().contains(clickable.center()))
                continue;
            buttons.insert(b->objectName(), QJsonObject{{QStringLiteral("center"), point(b->mapToGlobal(clickable.center()))},
                                                        {QStringLiteral("enabled"), b->isEnabled()},
                                                        {QStringLiteral("checked"), b->isChecked()},
                                                        {QStringLiteral("text"), b->text()}});
        }
    o.insert(QStringLiteral("buttons"), buttons);

    // ... and whatever pops up over the window.
    const QWidget *popup = QApplication::activePopupWidget();
    const auto *menu = qobject_cast<const QMenu *>(popup);
    o.insert(QStringLiteral("popupMenu"), menu ? QJsonValue(menuState(menu)) : QJsonValue());
    const QWidget *modal = QApplication::activeModalWidget();
    o.insert(QStringLiteral("dialog"), modal && modal != w ? QJsonValue(dialogState(modal)) : QJsonValue());
    const QWidget *focus = QApplication::focusWidget();
    o.insert(QStringLiteral("focus"), focus ? QJsonValue(focus->objectName().isEmpty() ? QString::fromLatin1(focus->metaObject()->className())
                                                                                     : focus->objectName())
                                            : QJsonValue());
    return o;
}

bool StateDump::writeNow()
{
    const QByteArray bytes = QJsonDocument(state()).toJson(QJsonDocument::Indented);
    if (bytes == m_lastWritten)
        return true;
    QSaveFile file(m_fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return false;
    m_lastWritten = bytes;
    ++m_writes;
    return true;
}

} // namespace gpuk
