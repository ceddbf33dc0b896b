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
class QActionGroup;
class QComboBox;
class QLabel;
class QListWidget;
class QMenu;
class QSplitter;
class QDockWidget;
class QUndoView;

namespace gpuk {

class CanvasEditor;
class Document;
class GpuCanvas;
class Inspector;
class TenantPalette;

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
    // Undoable (a command on the document).
    void setMode(Mode mode);
    // Switches the GPU (a catalog id, or the scenario's custom GPU id). Returns false for an
    // unknown id. The plan is kept and re-validated, so problems show instead of a crash.
    // Undoable.
    bool setGpu(const QString &gpuId);

    // The document: scenario, shown plan, selection and undo stack (ui/document.h).
    Document *document() const { return m_document; }
    CanvasEditor *canvasEditor() const { return m_canvasEditor; }
    TenantPalette *tenantPalette() const { return m_palette; }
    Inspector *inspector() const { return m_inspector; }
    const Scenario &scenario() const;
    const SharingPlan &plan() const;
    Mode mode() const { return plan().mode; }
    QString gpuId() const;
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    QString fileName() const { return m_fileName; }
    GpuCanvas *canvas() const { return m_canvas; }
    QString statusText() const;

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
    void refresh();          // plan changed: validate, then update every view (Document::changed)
    void rebuildEditMenu();
    void updateHeader();
    void updateTenantList();
    void updateDiagnostics();
    void updateStatus();
    void updateSelectors();
    void openFileDialog();
    void about();
    QString kindLabel(int kind) const;

    Document *m_document = nullptr;
    Diagnostics m_diagnostics;
    QString m_fileName;

    GpuCanvas *m_canvas = nullptr;
    CanvasEditor *m_canvasEditor = nullptr;
    TenantPalette *m_palette = nullptr;
    Inspector *m_inspector = nullptr;
    QDockWidget *m_paletteDock = nullptr;
    QDockWidget *m_inspectorDock = nullptr;
    QDockWidget *m_historyDock = nullptr;
    QUndoView *m_undoView = nullptr;
    QSplitter *m_sideSplitter = nullptr;
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
    QMenu *m_editMenu = nullptr;
    QMenu *m_addMenu = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_removeAction = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace gpuk
