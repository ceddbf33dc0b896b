#pragma once

// The narrator line (DESIGN §7): one sentence about what just happened, in technical words or in
// the seed article's kitchen ("the embedding team waits 4 ms for its turn while the LLM team holds
// the stove"). Fed with the engine's new events and the snapshot; the most important event of a
// batch wins (fault > fault victim > OOM > reconfiguration > restart > SLO miss > drop > slice
// switch; of equally important ones, the last), slice switches are rate-limited so the line
// stays readable, and without events the sentence describes the current state.

#include "scenario.h"
#include "sim/engine.h"
#include "ui/picture/canvasmodel.h"
#include "ui/picture/picture.h"
#include "ui/text/skin.h"

#include <QLabel>
#include <QObject>
#include <QPointer>
#include <QString>

#include <vector>

namespace gpuk {

class Narrator : public QObject
{
    Q_OBJECT

public:
    explicit Narrator(QObject *parent = nullptr);

    void setScenario(const Scenario &scenario, const SharingPlan &plan);
    Skin skin() const { return m_skin; }
    QString text() const { return m_text; }
    // False while the line shows a fixed sentence given to clear() (not about the simulation).
    bool hasLiveText() const { return !m_lastSnapshot.tenants.empty() || !m_lastEvents.empty(); }

    // One sentence for `events` (may be empty) and the state in `snapshot`; pure, for tests.
    QString describe(const std::vector<EngineEvent> &events, const Snapshot &snapshot) const;
    // `victims`: the other tenants its Fault event took down (FaultVictim events), for a Fault.
    QString describeEvent(const EngineEvent &event, const Snapshot &snapshot, int victims = 0) const;
    QString describeState(const Snapshot &snapshot) const;
    // The end of the run (snapshot.ended): when it ended, what to do now (Home: again from t = 0;
    // the inspector's run length: a longer run), and whose restart the end cut off.
    QString describeEnd(const Snapshot &snapshot) const;
    // The picture model the sentences take their numbers and their "idle" from: the Picture's
    // (setPicture, the one the canvas shows), or one the narrator builds for itself (tests).
    const CanvasModel &model() const { return m_picture ? m_picture->model() : m_model; }
    QString name(int tenant) const;      // "Embedding" / "the embedding team"
    QString capitalName(int tenant) const; // at the start of a sentence
    // Reads the model of `picture` (kept up to date for every frame by its runner or owner)
    // from now on; nullptr: builds its own model again.
    void setPicture(const Picture *picture);
    // The line says the GPU is idle (the kitchen is quiet).
    bool saysIdle() const { return m_saidIdle; }

    // Wall seconds a fault-class sentence stays before anything minor replaces it, and the
    // minimum wall seconds between two minor sentences (slice switches, SLO misses, drops, state).
    static double holdImportantWallS() { return 2.5; }
    static double sliceSentenceMinWallS() { return 1.2; }

public slots:
    void setSkin(gpuk::Skin skin);
    // The simulation speed: when one time slice lasts less than about a second on screen, the
    // narrator summarises the turn-taking instead of naming the owner of a slice already gone.
    void setSpeed(double speed);
    // New events and the snapshot after them: updates text() (rate-limited).
    void update(const std::vector<gpuk::EngineEvent> &events, const gpuk::Snapshot &snapshot);
    void updateState(const gpuk::Snapshot &snapshot); // no new events
    // A recorded snapshot (replay): described at once, as it is at its time, with only the work
    // it holds counted (not the activity since the previous sentence, which is of another time).
    void showSnapshot(const gpuk::Snapshot &snapshot);
    void clear(const QString &text = QString());
    void retranslate();              // says the last sentence again in the current language

signals:
    void textChanged(const QString &text);

private:
    QString holder() const;              // "the GPU" / "the stove" / "the burners" (the kitchen's vGPU)
    bool stalls() const;                 // the kitchen's vGPU: food-court stalls take turns at the burners
    bool turnChanged(const Snapshot &snapshot) const; // another turn than the last sentence's (slow speeds)
    double sliceMs() const;
    // Nothing happens: the picture model says idle (no SM busy, nothing queued, nothing in
    // flight) for its frame and for `snapshot`, and no tenant was active since the last sentence.
    bool quiet(const Snapshot &snapshot) const;
    QString idleSentence() const;
    // LLM tenants: their KV cache preempting or holding back requests (bounded by their MIG
    // instance, VM or pinned limit), else their recent TTFT and TPOT; empty without LLM work.
    QString llmPressureSentence(const Snapshot &snapshot) const;
    QString llmLatencySentence(const Snapshot &snapshot) const;
    // An out-of-memory failure of a neighbour in a shared pool (MPS, time-slicing), told as the
    // LLM whose KV cache holds the memory; empty without such an LLM.
    QString llmKvHolderSentence(const EngineEvent &oom, const Snapshot &snapshot) const;
    void setText(const QString &text, bool important);

    Scenario m_scenario;
    SharingPlan m_plan;
    CanvasModel m_model; // the picture's numbers (slice, counts) when no Picture is given
    QPointer<const Picture> m_picture;
    bool m_saidIdle = false;
    Skin m_skin = Skin::Technical;
    double m_speed = 1;
    bool momentary() const;           // slices slow enough on screen to narrate one by one
    QString m_text;
    qint64 m_lastImportantMs = -1000000;
    qint64 m_lastSliceMs = -1000000;
    Snapshot m_lastSnapshot;
    std::vector<EngineEvent> m_lastEvents;
    // Per tenant: had work or completed requests since the previous sentence. Short requests
    // come and go within a frame; "clients running" counts these, not one instant's.
    void noteActivity(const Snapshot &snapshot);
    std::vector<std::uint64_t> m_completedAtLastSentence;
    std::vector<std::uint64_t> m_preemptedAtLastSentence;
    std::vector<char> m_preemptedSinceLastSentence;
    std::vector<char> m_activeSinceLastSentence;
};

// The narrator's line on screen: read from the back of a classroom, so its font is 1.5 times the
// window's and grows with the line's width (a projector, hidden docks) up to twice that. Always
// two lines high: a line that grew with its sentence would resize the canvas (and make it
// repaint its static picture) several times a second.
class NarratorLabel : public QLabel
{
    Q_OBJECT

public:
    explicit NarratorLabel(QWidget *parent = nullptr);
    // The font's pixel size for a line `width` px wide, given the window font's pixel size.
    static int pixelSizeFor(int width, int basePx);
    // Presentation mode: the font is never below `px` (0: no floor).
    void setMinimumPixelSize(int px);
    int minimumPixelSize() const { return m_minPx; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fitFont();
    int m_basePx = 0;
    int m_minPx = 0;
};

} // namespace gpuk
