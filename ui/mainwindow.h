#pragma once

// The main window (DESIGN §7), first cut: the GPU canvas in the centre, a header with the
// scenario, GPU and mode, mode and GPU selectors, a side panel with the tenants and the plan's
// problems, and a status bar with the layout's numbers. Editing, the engine, charts and undo
// come later and plug into the same window.

#include "diagnostic.h"
#include "scenario.h"

#include <QMainWindow>

#include <optional>

class QAction;
class QDockWidget;
class QActionGroup;
class QComboBox;
class QLabel;
class QListWidget;
class QMenu;
class QSplitter;

namespace gpuk {

class ChartPanel;
class GpuCanvas;
class Narrator;
class SimController;
class TimeControls;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    // The scenario shown at start: the built-in seed-a100-mig scenario if it is compiled in,
    // else the first built-in scenario, else a small A100 MIG scenario built in code.
    static Scenario demoScenario();
    // Built-in scenario resources (":/scenarios/….gpuk.json"), sorted.
    static QStringList builtinScenarioFiles();

    // Shows `scenario` with its own active plan.
    void setScenario(const Scenario &scenario, const QString &fileName = QString());
    // Loads a scenario file. On failure shows every problem in a (non-blocking) message box,
    // keeps the current scenario and returns false; `errors` receives the same text.
    bool openFile(const QString &fileName, QString *errors = nullptr);

    // Switches the mode: the scenario's own plan for it, else the documented default plan.
    void setMode(Mode mode);
    // Switches the GPU (a catalog id, or the scenario's custom GPU id). Returns false for an
    // unknown id. The plan is kept and re-validated, so problems show instead of a crash.
    bool setGpu(const QString &gpuId);

    const Scenario &scenario() const { return m_scenario; }
    const SharingPlan &plan() const { return m_plan; }
    Mode mode() const { return m_plan.mode; }
    QString gpuId() const;
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    QString fileName() const { return m_fileName; }
    GpuCanvas *canvas() const { return m_canvas; }
    QString statusText() const;
    // The live simulation (SIM): reset from every plan change; tests and the fault request of the
    // canvas editor talk to it directly.
    SimController *simController() const { return m_sim; }
    TimeControls *timeControls() const { return m_timeControls; }
    ChartPanel *chartPanel() const { return m_chartPanel; }
    Narrator *narrator() const { return m_narrator; }
    QString liveStatusText() const;

    // Switches between a light and a dark palette (Fusion style) for the whole application.
    static void applyColorScheme(bool dark);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createWidgets();
    void retranslateUi();
    void refresh();          // plan changed: validate, then update every view
    void updateHeader();
    void updateTenantList();
    void updateDiagnostics();
    void updateStatus();
    void updateSelectors();
    void resetSimulation();  // SIM: from refresh()
    void onSnapshot();
    void updateLiveStatus();
    void openFileDialog();
    void about();
    QString kindLabel(int kind) const;

    Scenario m_scenario;
    SharingPlan m_plan;
    Diagnostics m_diagnostics;
    QString m_fileName;
    std::optional<GpuModel> m_fileCustomGpu; // the opened file's own GPU, to switch back to

    GpuCanvas *m_canvas = nullptr;
    QSplitter *m_splitter = nullptr;
    QLabel *m_scenarioLabel = nullptr;
    QLabel *m_summaryLabel = nullptr;
    QLabel *m_modeLabel = nullptr;
    QComboBox *m_modeCombo = nullptr;
    QLabel *m_gpuLabel = nullptr;
    QComboBox *m_gpuCombo = nullptr;
    QLabel *m_tenantsHeading = nullptr;
    QListWidget *m_tenantList = nullptr;
    QLabel *m_problemsHeading = nullptr;
    QListWidget *m_diagnosticsList = nullptr;
    QLabel *m_statusLabel = nullptr;

    // SIM: the live simulation, its controls, charts, narrator line and live status figures.
    SimController *m_sim = nullptr;
    TimeControls *m_timeControls = nullptr;
    ChartPanel *m_chartPanel = nullptr;
    QDockWidget *m_chartDock = nullptr;
    Narrator *m_narrator = nullptr;
    QLabel *m_narratorLabel = nullptr;
    QLabel *m_liveLabel = nullptr;
    qint64 m_lastLiveStatusMs = -1000;
    std::optional<Mode> m_simMode;  // mode of the last reset: a mode switch picks a fitting speed

    QMenu *m_fileMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace gpuk
