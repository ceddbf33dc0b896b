#pragma once

// The time controls (DESIGN §7): play/pause (Space), step one event (Right), step one slice
// (Shift+Right or Down), slower (−), faster (+), reset (Home, Ctrl+R), a history slider to scrub
// back and a clock label "t = 12.3 s · 10×". One set of actions, shown as a tool bar and as the
// Simulation menu; everything follows SimController's state.

#include <QObject>

class QAction;
class QLabel;
class QMenu;
class QSlider;
class QToolBar;
class QWidget;

namespace gpuk {

class SimController;

// An action property: every key of the action, when shortcuts() holds only those that apply to
// the focused widget now.
inline constexpr char allShortcutsProperty[] = "gpukAllShortcuts";

class TimeControls : public QObject
{
    Q_OBJECT

public:
    TimeControls(SimController *controller, QWidget *window);

    QToolBar *toolBar() const { return m_toolBar; }
    QMenu *menu() const { return m_menu; }
    QSlider *historySlider() const { return m_slider; }
    QLabel *clockLabel() const { return m_clock; }
    QAction *playAction() const { return m_play; }
    QAction *stepEventAction() const { return m_stepEvent; }
    QAction *stepSliceAction() const { return m_stepSlice; }
    QAction *slowerAction() const { return m_slower; }
    QAction *fasterAction() const { return m_faster; }
    QAction *resetAction() const { return m_reset; }
    QAction *liveAction() const { return m_live; }

    static QString speedText(double speed);   // "10×", "1/1000×"
    QString clockText() const;

    void retranslate();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateIcons();
    // The arrows, Home and End belong to the focused widget when it uses them itself (lists,
    // combo boxes, text and spin boxes, sliders, buttons); elsewhere they drive time. Space plays
    // everywhere except in text and spin boxes and on a focused button or check box.
    void updateShortcuts(QWidget *focus);                      // drawn in the palette's text colour (dark theme too)
    void updateState();
    void updateClock();

    SimController *m_controller;
    QWidget *m_window;
    QToolBar *m_toolBar = nullptr;
    QMenu *m_menu = nullptr;
    QSlider *m_slider = nullptr;
    QLabel *m_clock = nullptr;
    QAction *m_play = nullptr;
    QAction *m_stepEvent = nullptr;
    QAction *m_stepSlice = nullptr;
    QAction *m_slower = nullptr;
    QAction *m_faster = nullptr;
    QAction *m_reset = nullptr;
    QAction *m_live = nullptr;
    bool m_finished = false; // the run had reached its end at the last updateState()
    QString m_endMessage;    // the status-bar message that said so (cleared when a new run starts)
};

} // namespace gpuk
