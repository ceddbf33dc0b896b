#pragma once

// The picture of one GPU as a thing of its own (DESIGN §7): the scene (scenario, plan), the skin,
// the picture model built from them and the live facts a runner feeds it (snapshots, the last
// fault, the run's results). Views subscribe: any number of canvases (GpuCanvas::setPicture),
// each laying the model out at its own size, the narrator and the status bar. Several Pictures
// can stand side by side, each following its own runner (one per compared mode).
//
// Fed either by a runner (follow(): its snapshots, events, restarts and live edits, as the main
// window's wiring does) or by hand (setScene, setSkin, setSnapshot, noteEvents, setResults).

#include "scenario.h"
#include "sim/engine.h"
#include "ui/picture/canvasmodel.h"
#include "ui/text/skin.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <optional>
#include <vector>

class QTimer;

namespace gpuk {

class SimController;

class Picture : public QObject
{
    Q_OBJECT

public:
    explicit Picture(QObject *parent = nullptr);
    ~Picture() override;

    // Follows `runner` (nullptr: none): every snapshot goes into the model, every fault into the
    // flash, a new run (restarting) takes the runner's scenario and plan as the scene (unless
    // setScene is called with the shown plan by the owner of a document, see followScene), a run
    // that cannot start clears the live numbers, and the SLO states come from its results.
    // `followScene` false: the scene is set by hand (the main window sets the document's shown
    // plan, drawn even when it cannot run).
    void follow(SimController *runner, bool followScene = true);
    SimController *runner() const;

    void setScene(const Scenario &scenario, const SharingPlan &plan);
    void clearScene();
    bool hasScene() const { return m_hasScene; }
    const Scenario &scenario() const { return m_scenario; }
    const SharingPlan &plan() const { return m_plan; }

    // The words of every view follow the skin; the model's decisions stay.
    void setSkin(Skin skin);
    Skin skin() const { return m_skin; }
    // The model's words again in the current language (a view calls it on LanguageChange).
    void retranslate();

    void setSnapshot(const Snapshot &snapshot);
    void clearSnapshot();
    bool hasSnapshot() const { return m_hasSnapshot; }
    const Snapshot &snapshot() const { return m_snapshot; }

    // Fault events start the flash (faultFlashMs() of wall time): the model's faultTenants().
    void noteEvents(const std::vector<EngineEvent> &events);
    bool faultFlashActive() const;
    // 0 at the fault .. 1 at its end (the painter's fade).
    double faultFlashAge() const;
    static int faultFlashMs() { return 1500; }

    // Results given by hand (a finished run); a followed runner's live engine wins over them.
    void setResults(const RunResults &results);
    // Whether there are results to word (the runner is live with an engine, or results were given).
    bool hasOutcomes() const;
    // Every tenant's SLO state now (CanvasModel::sloStates of the results).
    std::vector<CanvasModel::TenantSlo> sloStates() const;
    // The status bar's SLO words (CanvasModel::sloStatusParts of sloStates()).
    QStringList sloStatusParts(bool compact) const;

    // What a software-sliced (quota) tenant's own nvidia-smi shows inside its container, and the
    // truth, for the tenant at `index` of the scene: std::nullopt unless the followed runner is
    // running this scene's plan. Live, the run so far: GPU-Util is the share of time any SM was
    // busy (device-wide, as HAMi-core passes nvmlDeviceGetUtilizationRates through), its own
    // share the SMs it held on average. Replayed, that moment: whether any SM is busy, the SMs it
    // holds. Its memory in use is the snapshot's.
    struct ContainerGauge
    {
        bool wholeRunSoFar = false; // live (results so far) rather than one replayed moment
        double gpuUtil = 0;         // 0..1, device-wide
        double ownSmShare = 0;      // 0..1 of the GPU's SMs
        double memoryUsedGb = 0;
    };
    std::optional<ContainerGauge> containerGauge(int index) const;

    // Everything the picture states, as values, without geometry: a view copies it and lays it
    // out at its size (CanvasModel::setLayout, placeLive).
    const CanvasModel &model() const { return m_model; }

signals:
    // A new scene or skin: views rebuild their static picture (and lay it out again).
    void sceneChanged();
    // New live numbers (or none): views repaint their live layer.
    void liveChanged();
    // The fault flash started, moved on (about 30 times a second) or ended.
    void faultFlashChanged();
    // Any of the above.
    void changed();

private:
    void rebuildModel();

    QPointer<SimController> m_runner;
    QList<QMetaObject::Connection> m_connections;
    Scenario m_scenario;
    SharingPlan m_plan;
    bool m_hasScene = false;
    Skin m_skin = Skin::Technical;
    CanvasModel m_model;
    Snapshot m_snapshot;
    bool m_hasSnapshot = false;
    std::optional<RunResults> m_results;
    QElapsedTimer m_flashClock;
    QTimer *m_flashTimer = nullptr;
};

} // namespace gpuk
