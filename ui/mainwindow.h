#pragma once

// The main window (DESIGN §7), first cut: the GPU canvas in the centre, a header with the
// scenario, GPU and mode, mode and GPU selectors, a side panel with the tenants and the plan's
// problems, and a status bar with the layout's numbers. Editing, the engine, charts and undo
// come later and plug into the same window.

#include "diagnostic.h"
#include "scenario.h"
#include "ui/skin.h"

#include <QMainWindow>

#include <optional>

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QListWidget;
class QMenu;
class QSplitter;
class QToolButton;

namespace gpuk {

class GpuCanvas;

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

    // Switches between a light and a dark palette (Fusion style) for the whole application.
    static void applyColorScheme(bool dark);

    // The picture's skin (View > Kitchen view, Ctrl+K): the technical GPU or the seed article's
    // kitchen. The header, mode selector and status line use the skin's words too.
    void setSkin(Skin skin);
    Skin skin() const { return m_skin; }

signals:
    void skinChanged(gpuk::Skin skin);

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
    void openFileDialog();
    void about();
    QString kindLabel(int kind) const;
    QString kitchenStatusText() const;

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

    QMenu *m_fileMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;

    Skin m_skin = Skin::Technical;
    QAction *m_kitchenAction = nullptr;     // View > Kitchen view (checkable)
    QToolButton *m_skinButton = nullptr;    // the same action, next to the mode selector
};

} // namespace gpuk
