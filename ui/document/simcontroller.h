#pragma once

// The simulation runner behind the window (DESIGN §7 "time controls"): owns one gpuk::Engine built
// from (scenario, plan), drives it from a wall-clock QTimer at about 60 frames per second
// (simulated time advances by elapsed wall time × speed), steps one event or one slice, keeps a
// bounded history of snapshots to scrub back through, and follows the document: it decides
// whether a change goes live into the running engine or restarts the run (follow()), and picks
// the speed when the mode changes.
//
// Responsiveness: one tick never works longer than tickBudgetMs(); when the engine cannot keep up
// with the requested speed the simulation lags behind the wall clock instead of freezing the UI
// (the missed simulated time is dropped, not accumulated).

#include "scenario.h"
#include "sim/engine.h"
#include "ui/document/document.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <deque>
#include <memory>
#include <optional>
#include <vector>

class QTimer;

namespace gpuk {

class SimController : public QObject
{
    Q_OBJECT

public:
    explicit SimController(QObject *parent = nullptr);
    ~SimController() override;

    // Rebuilds the engine at t = 0 (paused). An invalid plan leaves no engine: isAvailable() is
    // false and unavailableReason() says why.
    void reset(const Scenario &scenario, const SharingPlan &plan);

    // Follows a change of the document (`scenario` and the shown `plan` are its new state).
    // A change of only a tenant's arrival rate, an MPS client's cap, the time slice or names goes live
    // into the running engine, which keeps running; anything else restarts the run at t = 0
    // (restarting() before, restarted() after). A change of mode picks the speed: a time-sliced
    // mode starts in slow motion (1/100×: a 2 ms slice lasts 0.2 s on screen), the others at 1×;
    // the speed is otherwise kept across changes.
    void follow(const Scenario &scenario, const SharingPlan &plan, const DocumentChange &change);
    // Restarts the run with the same scenario and plan (restarting() and restarted() too).
    void restart();
    // The speed a run of this plan's mode starts with.
    static double startSpeed(const SharingPlan &plan);

    bool isAvailable() const { return m_engine != nullptr; }
    QString unavailableReason() const { return m_reason; }
    Engine *engine() const { return m_engine.get(); }
    const Scenario &scenario() const { return m_scenario; }
    const SharingPlan &plan() const { return m_plan; }

    bool isPlaying() const { return m_playing; }
    bool isFinished() const;
    double simTime() const;          // the engine's clock (live), seconds
    double durationS() const;
    std::uint64_t eventsProcessed() const;

    // Speed: a factor on the wall clock, from a discrete ladder (1/1000× .. 1000×).
    static const std::vector<double> &speedLadder();
    static int defaultSpeedIndex();  // 1×
    double speed() const { return speedLadder()[std::size_t(m_speedIndex)]; }
    int speedIndex() const { return m_speedIndex; }
    void setSpeedIndex(int index);   // clamped to the ladder
    bool canGoFaster() const;
    bool canGoSlower() const;

    // What the views show: the live snapshot, or a recorded one while scrubbing.
    const Snapshot &snapshot() const;

    // History: one snapshot every historyIntervalS() of simulated time, the newest
    // historyCapacity() kept (oldest first).
    static double historyIntervalS() { return 0.1; }
    static int historyCapacity() { return 1200; }
    int historySize() const { return int(m_history.size()); }
    int historyIndex() const { return m_historyIndex; } // -1: live
    bool isLive() const { return m_historyIndex < 0; }

    // One timer tick: advances by wallElapsedS × speed (work capped by tickBudgetMs). Public so
    // tests and the render benchmark can drive it with a fake elapsed time.
    void tick(double wallElapsedS);
    // Lock step (several runners on one clock, the comparison's canvases): advances to simulated
    // time `targetS` (at most the run's end; work capped by budgetMs), publishes, and returns the
    // clock reached, which is below the target when the budget ran out.
    double tickTo(double targetS, double budgetMs);
    static double tickBudgetMs() { return 10.0; }
    static int frameIntervalMs() { return 16; }
    double worstTickMs() const { return m_worstTickMs; }
    double lagS() const { return m_lagS; }      // simulated time dropped because a tick ran out of budget
    void resetTickStats();

public slots:
    void play();
    void pause();
    void togglePlay();               // play or pause; at the end of the run: again from t = 0, playing
    void stepEvent();
    void stepSlice();
    void faster();
    void slower();
    void rewind();                   // back to t = 0 with the same scenario and plan: a new run (restarting(), restarted())
    void showHistory(int index);     // pauses and shows a recorded snapshot
    void goLive();

    // Live changes, forwarded to the engine (no-ops without one).
    void setArrivalRate(int tenant, double ratePerS);
    void setMpsCap(int tenant, std::optional<double> activeThreadPercentage);
    void setTimeSliceMs(double ms);
    void injectFault(int tenant);

signals:
    void snapshotChanged(const gpuk::Snapshot &snapshot);
    void seriesChanged();
    void eventsOccurred(const std::vector<gpuk::EngineEvent> &events); // new ones only, oldest first
    void stateChanged();             // playing, speed, availability, history, finished
    // follow() and restart(): a new run of `scenario` is about to start (the views that keep
    // per-tenant data take the new tenants before any snapshot of the new run arrives) ...
    void restarting(const gpuk::Scenario &scenario);
    // ... and has started (isAvailable() says whether there is one); or a change went live.
    void restarted();
    void liveEdited();

private:
    void onTimer();
    void advanceTo(double target, double budgetMs);
    void recordHistory();
    void publish();                  // snapshot + new events + series, after the engine moved
    void clearRun();
    bool applyLiveEdit(const Scenario &scenario, const SharingPlan &plan, const DocumentChange &change);

    Scenario m_scenario;
    SharingPlan m_plan;
    std::unique_ptr<Engine> m_engine;
    QString m_reason;
    QTimer *m_timer = nullptr;
    QElapsedTimer m_wall;
    bool m_playing = false;
    int m_speedIndex = 0;
    std::optional<Mode> m_followedMode; // mode of the last change followed: a new mode picks the speed

    Snapshot m_live;
    std::deque<Snapshot> m_history;
    int m_historyIndex = -1;
    double m_nextHistoryS = 0;

    double m_lastEventTime = -1;     // newest event delivered, and how many at exactly that time
    int m_eventsAtLastTime = 0;
    double m_lastSeriesTime = -1;

    double m_worstTickMs = 0;
    double m_lagS = 0;
};

} // namespace gpuk
