#include "timecontrols.h" // own header by plain name: lupdate then knows the class is gpuk::TimeControls

#include "ui/text/format.h"
#include "ui/document/simcontroller.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QEvent>
#include <QIcon>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QSlider>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace gpuk {

namespace {

enum class Glyph { Play, Pause, StepEvent, StepSlice, Slower, Faster, Reset, Live, Replay };

// Simple, bold media glyphs in one colour: readable on a projector in both palettes.
QIcon glyphIcon(Glyph g, const QColor &ink)
{
    QIcon icon;
    for (int size : {16, 24, 32, 48, 64}) {
        QPixmap pm(size, size);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(size / 24.0, size / 24.0);
        p.setPen(Qt::NoPen);
        p.setBrush(ink);
        auto triangle = [&p](qreal left, qreal right, bool pointRight = true) {
            QPainterPath path;
            if (pointRight) {
                path.moveTo(left, 5);
                path.lineTo(right, 12);
                path.lineTo(left, 19);
            } else {
                path.moveTo(right, 5);
                path.lineTo(left, 12);
                path.lineTo(right, 19);
            }
            path.closeSubpath();
            p.drawPath(path);
        };
        switch (g) {
        case Glyph::Play:
            triangle(6, 19);
            break;
        case Glyph::Pause:
            p.drawRoundedRect(QRectF(6, 5, 4, 14), 1, 1);
            p.drawRoundedRect(QRectF(14, 5, 4, 14), 1, 1);
            break;
        case Glyph::StepEvent: // ▶|
            triangle(5, 15);
            p.drawRect(QRectF(16, 5, 3, 14));
            break;
        case Glyph::StepSlice: { // a slice of a clock, then a bar
            p.drawPie(QRectF(2, 4, 16, 16), 90 * 16, -120 * 16);
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(ink, 1.6));
            p.drawEllipse(QRectF(2.8, 4.8, 14.4, 14.4));
            p.setPen(Qt::NoPen);
            p.setBrush(ink);
            p.drawRect(QRectF(19.5, 5, 2.5, 14));
            break;
        }
        case Glyph::Slower: // minus: slower
            p.drawRect(QRectF(4, 10.5, 16, 3));
            break;
        case Glyph::Faster:
            p.drawRect(QRectF(4, 10.5, 16, 3));
            p.drawRect(QRectF(10.5, 4, 3, 16));
            break;
        case Glyph::Reset: // |◀◀
            p.drawRect(QRectF(3, 5, 3, 14));
            triangle(6, 13, false);
            triangle(13, 20, false);
            break;
        case Glyph::Replay: { // ↻ around a small ▶: play again (not the |◀◀ of "back to start" beside it)
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(ink, 2.4, Qt::SolidLine, Qt::FlatCap));
            p.drawArc(QRectF(3, 3, 18, 18), 100 * 16, 290 * 16);
            p.setPen(Qt::NoPen);
            p.setBrush(ink);
            QPainterPath head; // the arrow's head at the arc's open end, pointing along it
            head.moveTo(8.5, 0.8);
            head.lineTo(14.2, 3.9);
            head.lineTo(8.9, 7.6);
            head.closeSubpath();
            p.drawPath(head);
            QPainterPath small;
            small.moveTo(10, 8.5);
            small.lineTo(16, 12);
            small.lineTo(10, 15.5);
            small.closeSubpath();
            p.drawPath(small);
            break;
        }
        case Glyph::Live: // ▶▶|
            triangle(3, 10);
            triangle(10, 17);
            p.drawRect(QRectF(18, 5, 3, 14));
            break;
        }
        icon.addPixmap(pm);
    }
    return icon;
}

} // namespace

TimeControls::TimeControls(SimController *controller, QWidget *window)
    : QObject(window)
    , m_controller(controller)
    , m_window(window)
{
    setObjectName(QStringLiteral("timeControls"));
    QStyle *st = window->style();
    auto action = [&](const char *name, QStyle::StandardPixmap icon, QList<QKeySequence> keys) {
        auto *a = new QAction(st->standardIcon(icon), QString(), window);
        a->setObjectName(QString::fromLatin1(name));
        a->setShortcuts(keys);
        // The keys follow the focus (updateShortcuts()); Help > Keyboard shortcuts lists all.
        a->setProperty(allShortcutsProperty, QVariant::fromValue(keys));
        a->setShortcutContext(Qt::WindowShortcut);
        window->addAction(a);
        return a;
    };
    m_play = action("playAction", QStyle::SP_MediaPlay, {QKeySequence(Qt::Key_Space)});
    m_stepEvent = action("stepEventAction", QStyle::SP_MediaSeekForward, {QKeySequence(Qt::Key_Right)});
    m_stepSlice = action("stepSliceAction", QStyle::SP_MediaSkipForward,
                         {QKeySequence(Qt::SHIFT | Qt::Key_Right), QKeySequence(Qt::Key_Down)});
    m_slower = action("slowerAction", QStyle::SP_ArrowDown, {QKeySequence(Qt::Key_Minus)});
    m_faster = action("fasterAction", QStyle::SP_ArrowUp,
                      {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    m_reset = action("resetSimulationAction", QStyle::SP_MediaSkipBackward,
                     {QKeySequence(Qt::Key_Home), QKeySequence(Qt::CTRL | Qt::Key_R)});
    m_live = action("goLiveAction", QStyle::SP_MediaSeekForward, {QKeySequence(Qt::Key_End)});

    connect(m_play, &QAction::triggered, controller, &SimController::togglePlay);
    connect(m_stepEvent, &QAction::triggered, controller, &SimController::stepEvent);
    connect(m_stepSlice, &QAction::triggered, controller, &SimController::stepSlice);
    connect(m_slower, &QAction::triggered, controller, &SimController::slower);
    connect(m_faster, &QAction::triggered, controller, &SimController::faster);
    connect(m_reset, &QAction::triggered, controller, &SimController::rewind);
    connect(m_live, &QAction::triggered, controller, &SimController::goLive);

    m_toolBar = new QToolBar(window);
    m_toolBar->setObjectName(QStringLiteral("timeToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_toolBar->setIconSize(QSize(24, 24));
    m_toolBar->addAction(m_reset);
    m_toolBar->addAction(m_play);
    m_toolBar->addAction(m_stepEvent);
    m_toolBar->addAction(m_stepSlice);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_slower);
    m_clock = new QLabel(m_toolBar);
    m_clock->setObjectName(QStringLiteral("clockLabel"));
    QFont f = m_clock->font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    f.setBold(true);
    m_clock->setFont(f);
    m_clock->setAlignment(Qt::AlignCenter);
    m_toolBar->addWidget(m_clock);
    m_toolBar->addAction(m_faster);
    m_toolBar->addSeparator();
    m_slider = new QSlider(Qt::Horizontal, m_toolBar);
    m_slider->setObjectName(QStringLiteral("historySlider"));
    m_slider->setMinimumWidth(60); // at 1280 px the mode and GPU selectors fit beside the time controls (MainWindow::fitToolBars)
    m_slider->setRange(0, 0);
    m_toolBar->addWidget(m_slider);
    m_toolBar->addAction(m_live);
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (m_slider->signalsBlocked())
            return;
        if (v >= m_slider->maximum() && !m_controller->isPlaying())
            m_controller->goLive();
        else
            m_controller->showHistory(v);
    });

    m_menu = new QMenu(window);
    m_menu->setObjectName(QStringLiteral("simulationMenu"));
    m_menu->addAction(m_play);
    m_menu->addAction(m_stepEvent);
    m_menu->addAction(m_stepSlice);
    m_menu->addSeparator();
    m_menu->addAction(m_slower);
    m_menu->addAction(m_faster);
    m_menu->addSeparator();
    m_menu->addAction(m_reset);
    m_menu->addAction(m_live);

    window->installEventFilter(this); // palette changes: icons in the new text colour
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) { updateShortcuts(now); });
    updateShortcuts(QApplication::focusWidget());
    updateIcons();
    connect(controller, &SimController::stateChanged, this, &TimeControls::updateState);
    connect(controller, &SimController::snapshotChanged, this, &TimeControls::updateClock);
    retranslate();
}

void TimeControls::updateShortcuts(QWidget *focus)
{
    // Text is typed into text fields (a space too); a focused check box or button is pressed with
    // Space from the keyboard. Lists, combo boxes and sliders do not need Space: it plays.
    const auto *combo = qobject_cast<QComboBox *>(focus);
    const bool spaceIsTheWidgets = focus
        && ((combo && combo->isEditable()) || qobject_cast<QAbstractSpinBox *>(focus) || qobject_cast<QLineEdit *>(focus)
            || qobject_cast<QTextEdit *>(focus) || qobject_cast<QPlainTextEdit *>(focus)
            || qobject_cast<QAbstractButton *>(focus));
    const bool widgetKeys = spaceIsTheWidgets
        || (focus && (qobject_cast<QAbstractItemView *>(focus) || combo || qobject_cast<QAbstractSlider *>(focus)));
    auto keys = [widgetKeys](QList<QKeySequence> always, QList<QKeySequence> navigation) {
        return widgetKeys ? always : navigation + always;
    };
    m_play->setShortcuts(spaceIsTheWidgets ? QList<QKeySequence>{} : QList<QKeySequence>{QKeySequence(Qt::Key_Space)});
    m_stepEvent->setShortcuts(keys({}, {QKeySequence(Qt::Key_Right)}));
    m_stepSlice->setShortcuts(keys({}, {QKeySequence(Qt::SHIFT | Qt::Key_Right), QKeySequence(Qt::Key_Down)}));
    m_reset->setShortcuts(keys({QKeySequence(Qt::CTRL | Qt::Key_R)}, {QKeySequence(Qt::Key_Home)}));
    m_live->setShortcuts(keys({}, {QKeySequence(Qt::Key_End)}));
}

bool TimeControls::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange))
        updateIcons();
    return QObject::eventFilter(watched, event);
}

void TimeControls::updateIcons()
{
    const QColor ink = m_window->palette().color(QPalette::WindowText);
    const bool ended = m_controller->isAvailable() && m_controller->isFinished() && !m_controller->isPlaying();
    m_play->setIcon(glyphIcon(ended ? Glyph::Replay : m_controller->isPlaying() ? Glyph::Pause : Glyph::Play, ink));
    m_stepEvent->setIcon(glyphIcon(Glyph::StepEvent, ink));
    m_stepSlice->setIcon(glyphIcon(Glyph::StepSlice, ink));
    m_slower->setIcon(glyphIcon(Glyph::Slower, ink));
    m_faster->setIcon(glyphIcon(Glyph::Faster, ink));
    m_reset->setIcon(glyphIcon(Glyph::Reset, ink));
    m_live->setIcon(glyphIcon(Glyph::Live, ink));
}

QString TimeControls::speedText(double speed)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator); // "1/1000×", not "1/1,000×"
    if (speed < 1) {
        const double inverse = 1.0 / speed;
        if (std::abs(inverse - std::round(inverse)) < 1e-6)
            return tr("1/%1×").arg(locale.toString(int(std::lround(inverse))));
    }
    QString n = locale.toString(speed, 'f', 2);
    while (n.contains(locale.decimalPoint()) && (n.endsWith(QLatin1Char('0')) || n.endsWith(locale.decimalPoint())))
        n.chop(1);
    return tr("%1×").arg(n);
}

QString TimeControls::clockText() const
{
    const double t = m_controller->snapshot().timeS;
    QString s = tr("t = %1 s · %2").arg(QLocale().toString(t, 'f', t < 10 ? 3 : 1), speedText(m_controller->speed()));
    if (!m_controller->isLive())
        s += QLatin1Char(' ') + tr("(replay)");
    else if (m_controller->isFinished())
        s += QLatin1Char(' ') + tr("(end)");
    return s;
}

void TimeControls::updateClock()
{
    if (!m_controller->isAvailable()) {
        m_clock->setText(tr("no simulation"));
        m_clock->setToolTip(m_controller->unavailableReason());
        return;
    }
    m_clock->setText(clockText());
    m_clock->setToolTip(tr("Simulated time and speed (%1 of %2 s)")
                            .arg(localeNumber(m_controller->simTime(), 1), localeNumber(m_controller->durationS(), 1)));
    // The slider follows the history unless the user is holding it.
    if (!m_slider->isSliderDown()) {
        const QSignalBlocker block(m_slider);
        const int n = m_controller->historySize();
        m_slider->setRange(0, std::max(0, n - 1));
        m_slider->setValue(m_controller->isLive() ? n - 1 : m_controller->historyIndex());
    }
}

void TimeControls::updateState()
{
    const bool ok = m_controller->isAvailable();
    const bool finished = ok && m_controller->isFinished();
    const bool running = ok && !finished;
    m_play->setEnabled(ok); // at the end of the run it restarts
    auto *mainWindow = qobject_cast<QMainWindow *>(m_window);
    if (finished && !m_finished && mainWindow) {
        // The end is said, not only shown by greyed-out buttons.
        m_endMessage =
            tr("End of the run (t = %1 s): Space runs it again.").arg(localeNumber(m_controller->durationS(), 1));
        mainWindow->statusBar()->showMessage(m_endMessage, 15000);
    } else if (!finished && m_finished && mainWindow && mainWindow->statusBar()->currentMessage() == m_endMessage) {
        mainWindow->statusBar()->clearMessage(); // run again: the end is no longer true
    }
    m_finished = finished;
    m_stepEvent->setEnabled(running);
    m_stepSlice->setEnabled(running);
    m_slower->setEnabled(ok && m_controller->canGoSlower());
    m_faster->setEnabled(ok && m_controller->canGoFaster());
    m_reset->setEnabled(ok);
    m_live->setEnabled(ok && !m_controller->isLive());
    m_slider->setEnabled(ok);
    updateIcons();
    retranslate();
}

void TimeControls::retranslate()
{
    m_menu->setTitle(tr("&Simulation"));
    m_toolBar->setWindowTitle(tr("Time controls"));
    const bool playing = m_controller->isPlaying();
    const bool ended = m_controller->isAvailable() && m_controller->isFinished() && !playing;
    m_play->setText(ended ? tr("&Restart") : playing ? tr("&Pause") : tr("&Play"));
    m_play->setToolTip(ended ? tr("The run is over: run it again from t = 0 (Space)")
                             : playing ? tr("Pause the simulation (Space)") : tr("Play the simulation (Space)"));
    m_stepEvent->setText(tr("Step one &event"));
    m_stepEvent->setToolTip(tr("Process exactly one event of the simulation (Right arrow)"));
    m_stepSlice->setText(tr("Step one &slice"));
    m_stepSlice->setToolTip(tr("Advance to the next time-slice boundary, or the next event (Shift+Right, Down)"));
    m_slower->setText(tr("S&lower"));
    m_slower->setToolTip(tr("Slow motion: halve the speed step by step, down to 1/1000× (−)"));
    m_faster->setText(tr("&Faster"));
    m_faster->setToolTip(tr("Fast forward, up to 1000× (+)"));
    m_reset->setText(tr("&Reset to t = 0"));
    m_reset->setToolTip(tr("Start the simulation again from t = 0 (Home, Ctrl+R)"));
    m_live->setText(tr("Back to &live"));
    m_live->setToolTip(tr("Leave the replay and show the live simulation again (End)"));
    for (QAction *a : {m_play, m_stepEvent, m_stepSlice, m_slower, m_faster, m_reset, m_live})
        a->setStatusTip(a->toolTip());
    m_slider->setAccessibleName(tr("Simulation history"));
    m_slider->setToolTip(tr("Drag back to replay the recorded history; drag to the right end for live"));
    // The clock's text ("t = 1.2 s · 10×") is its accessible name; what it is, the description.
    m_clock->setAccessibleDescription(tr("Simulated time and speed"));
    // One width for every clock text ("(replay)" and "(end)" included, in this language): the
    // slider beside it never moves under the cursor when replay starts.
    // The times are those of this run: below 10 s with three decimals, else up to its duration.
    const QFontMetrics fm(m_clock->font());
    const double duration = std::max(10.0, m_controller->durationS());
    int width = fm.horizontalAdvance(tr("no simulation"));
    for (const QString &time : {QLocale().toString(8.888, 'f', 3), QLocale().toString(duration, 'f', 1)}) {
        const QString widest = tr("t = %1 s · %2").arg(time, speedText(1.0 / 1000));
        for (const QString &suffix : {tr("(replay)"), tr("(end)")})
            width = std::max(width, fm.horizontalAdvance(widest + QLatin1Char(' ') + suffix));
    }
    m_clock->setFixedWidth(width + 8);
    m_toolBar->setAccessibleName(tr("Time controls"));
    updateClock();
}

} // namespace gpuk
