#pragma once

// A JSON dump of the main window's state for scripts that drive the real app with X events
// (`gpukitchen --state-json FILE`). The file is rewritten atomically (QSaveFile) when the state
// changes: ~100 ms after a change signal, and by a poll every 250 ms that catches everything
// else (the simulation clock while playing, moves, popups and dialogs); an unchanged state is
// not written again.
//
// Besides the state (mode, skin, zoom, language, tenants, undo, simulation, narrator, status bar,
// docks), it holds the global screen coordinates a script needs to aim events: the palette's
// presets, the canvas, each tenant's room or legend row, the free MIG memory slots, and the
// items of an open popup menu or modal dialog. Only public APIs of the window are read.

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QString>

class QTimer;

namespace gpuk {

class MainWindow;

class StateDump : public QObject
{
    Q_OBJECT

public:
    // Watches `window` (which it is parented to) and writes to `fileName`.
    StateDump(MainWindow *window, const QString &fileName);

    QString fileName() const { return m_fileName; }
    // The state as it is now.
    QJsonObject state() const;
    // Writes the state if it differs from the last one written. False if the file cannot be written.
    bool writeNow();
    int writeCount() const { return m_writes; }

    static int debounceMs() { return 100; }
    static int pollMs() { return 250; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void schedule();

    MainWindow *m_window;
    QString m_fileName;
    QTimer *m_debounce = nullptr;
    QTimer *m_poll = nullptr;
    QByteArray m_lastWritten;
    int m_writes = 0;
    QJsonObject m_lastFault;   // the newest fault event the simulation reported
    int m_faultCount = 0;
};

} // namespace gpuk
