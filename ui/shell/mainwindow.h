#pragma once

// The main window (DESIGN §7): the GPU canvas in the centre with the narrator line, a header with
// the scenario, GPU and mode, mode and GPU selectors, docks with the palette, the inspector, the
// tenants and the plan's problems, the charts and the undo history, and a status bar with the
// layout's numbers and the live figures. It wires the widgets to the document (ui/document/
// document.h: scenario, file, modified state, typed changes) and to the simulation runner
// (ui/document/simcontroller.h: engine, live edit or restart, speed, history); it decides
// neither what changed nor how the simulation follows it.

#include "diagnostic.h"
#include "scenario.h"
#include "ui/shell/preferences.h"
#include "ui/text/skin.h"

#include "ui/shell/comparedialog.h"
#include "ui/shell/comparisonwindow.h"
#include "ui/shell/advisordialog.h"
#include "ui/shell/migexplorerdialog.h"
#include "ui/shell/exportdialog.h"
#include "ui/shell/welcomedialog.h"
#include "ui/shell/drillwindow.h"
#include "ui/shell/glossarydialog.h"
#include "ui/shell/gpuatlasdialog.h"
#include "ui/shell/legenddialog.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <optional>

class QAction;
class QDockWidget;
class QActionGroup;
class QComboBox;
class QLabel;
class QListWidget;
class QMenu;
class QScrollArea;
class QSettings;
class QSplitter;
class QUndoView;
class QToolBar;
class QToolButton;
class QShortcut;

namespace gpuk {

class Autosaver;
class CanvasEditor;
class ChartPanel;
class Document;
struct DocumentChange;
class GpuCanvas;
class Inspector;
class LessonPanel;
class Narrator;
class Picture;
class PresenterOverlay;
class TourBar;
class WelcomeDialog;
class ReceiptsDialog;
class SimController;
class TenantPalette;
class TimeControls;
struct AutosaveEntry;
struct FileStamp;
struct LoadResult;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The scenario shown at start: the built-in seed-a100-mig scenario (translated).
    static QString demoScenarioFile();
    static Scenario demoScenario();
    // Built-in scenario resources (":/scenarios/….gpuk.json"), sorted.
    static QStringList builtinScenarioFiles();

    // Opens the seed scenario as a built-in file (so it follows language switches and Save asks
    // for a name).
    void openDemo();
    // Shows `scenario` with its own active plan: a new document, unmodified.
    void setScenario(const Scenario &scenario, const QString &fileName = QString());
    // Loads a scenario file. On failure shows every problem in a (non-blocking) message box,
    // keeps the current scenario (and its unsaved changes) and returns false; `errors` receives
    // the same text. A readable file replaces unsaved work only after maybeSave() agreed.
    bool openFile(const QString &fileName, QString *errors = nullptr);

    // ---- File menu ----------------------------------------------------------------------------
    // New: an empty scenario on an A100-40GB in MIG mode with no instances yet (after maybeSave()).
    static Scenario emptyScenario();
    bool newScenario();
    // The scenario as Save writes it: the shown plan becomes the active plan, the file's plan for
    // another mode moves to the alternatives.
    Scenario currentScenario() const;
    // Save: to the current file; a new scenario or a built-in one asks for a name (Save As).
    bool save();
    // Save As with a name: ".gpuk.json" is appended when missing. Reports failures in a box.
    bool saveAs(const QString &fileName, QString *error = nullptr);
    bool saveAsDialog();

    // The document's modified state, behind the window title's [*].
    bool isModified() const;

    // Unsaved work: asks Save / Discard / Cancel. True when it is fine to go on (saved or
    // discarded), false for Cancel or a failed save.
    enum class UnsavedAnswer { Save, Discard, Cancel };
    using UnsavedChangesPrompt = std::function<UnsavedAnswer(const QString &scenarioName)>;
    using SaveFileNamePrompt = std::function<QString(const QString &suggestedPath)>;
    enum class RecoveryAnswer { Recover, Discard, Later };
    using RecoveryPrompt = std::function<RecoveryAnswer(const AutosaveEntry &entry)>;
    bool maybeSave();
    // The document's file was changed (or deleted, or moved away) by someone else since it was
    // read or last saved here: another program, a second instance, another recovery.
    //   Reload    the file from disk; the unsaved work here is dropped (only on this answer).
    //   KeepMine  the scenario shown stays, marked modified; before saving: nothing is written.
    //   SaveAs    the scenario shown is saved under another name; the other file stays as it is.
    //   Overwrite the scenario shown is written over the file (offered before saving, and as
    //             "save again" for a deleted file).
    enum class DiskChangeAnswer { Reload, KeepMine, SaveAs, Overwrite };
    struct DiskChangeQuestion
    {
        QString fileName;    // the document's file, absolute
        bool deleted = false; // no file there any more (deleted or moved)
        bool saving = false;  // asked by Save (else: the window got the focus back)
        bool modified = false; // the document has unsaved changes
    };
    using DiskChangePrompt = std::function<DiskChangeAnswer(const DiskChangeQuestion &question)>;
    // Injectable questions (tests, headless runs); empty = the real dialogs.
    void setUnsavedChangesPrompt(UnsavedChangesPrompt prompt) { m_unsavedPrompt = std::move(prompt); }
    void setSaveFileNamePrompt(SaveFileNamePrompt prompt) { m_saveNamePrompt = std::move(prompt); }
    void setRecoveryPrompt(RecoveryPrompt prompt) { m_recoveryPrompt = std::move(prompt); }
    void setDiskChangePrompt(DiskChangePrompt prompt) { m_diskChangePrompt = std::move(prompt); }

    // Compares the document's file with what it was when read or last saved here (size and a
    // hash of its bytes: a rewrite within the file system's time granularity is seen too) and
    // asks once per version found on disk. Runs when the window gets the focus back (posted,
    // from QEvent::WindowActivate and Qt::ApplicationActive) and before Save writes the file.
    // True if the question was asked.
    bool checkFileOnDisk();

    // ---- Preferences (QSettings) ------------------------------------------------------------
    // The window reads and writes preferences only through `settings` (it takes ownership).
    // Without one (the default: tests, --screenshot, --startup-probe) nothing is persisted.
    void setSettings(QSettings *settings);
    QSettings *settings() const { return m_settings; }
    const Preferences &preferences() const { return m_prefs; }
    // Restores the stored geometry and dock/toolbar state (never called for screenshots).
    void restoreWindowState();
    // The stored skin ("tech" or "kitchen", key "view/skin"): main() applies preferences().skin at
    // start unless --skin was given, and stores every later toggle through this.
    void setSkinPreference(const QString &skin);
    QStringList recentFiles() const { return m_prefs.recentFiles; }
    void clearRecentFiles();

    // ---- Autosave ---------------------------------------------------------------------------
    // Takes ownership; the autosaver should be start()ed by the caller.
    void setAutosaver(Autosaver *autosaver);
    Autosaver *autosaver() const { return m_autosaver; }
    // Offers the newest autosave of a session that did not exit cleanly. True if recovered.
    bool offerRecovery();

    // ---- File > Export ----------------------------------------------------------------------
    // Configuration…: the plan shown as nvidia-smi / mig-parted / Kubernetes / time-slicing /
    // MPS text in a preview dialog (ExportDialog), the CLI's bytes.
    void showExportDialog();
    ExportDialog *exportDialog() const { return m_exportDialog; }
    // Picture as PNG… / SVG…: the GPU picture as shown (skin, zoom, live state), without the
    // selection outline and the focus frame. A PNG at twice the window's pixels, an SVG with
    // the picture's size as its view box. Written atomically; false with the reason otherwise.
    enum class PictureFormat { Png, Svg };
    bool exportPicture(const QString &path, PictureFormat format, QString *error = nullptr);
    void exportPictureDialog(PictureFormat format);

    // ---- Simulation > Compare the modes under load… ------------------------------------------
    // The same tenants under every mode while their traffic grows (CompareDialog), for the
    // scenario as shown when it opens; an edit afterwards closes it.
    void showCompareDialog();
    CompareDialog *compareDialog() const { return m_compareDialog; }
    void showComparisonWindow();
    ComparisonWindow *comparisonWindow() const { return m_comparisonWindow; }

    // ---- Simulation > Explore MIG layouts… ----------------------------------------------------
    // The ranked MIG layouts for the tenants (MigExplorerDialog), enabled where the GPU has MIG;
    // "Open on the canvas" pushes one SetMigPlanCommand. An edit of the tenants, the GPU or the
    // run's settings closes it (its ranking would be stale); a change of plan or mode does not.
    void showMigExplorer();
    MigExplorerDialog *migExplorer() const { return m_migExplorer; }

    // ---- Simulation > Advise a mode… -----------------------------------------------------------
    // The article's decision steps (AdvisorDialog over analysis/advisor.h), for the scenario as
    // shown when it opens; "Open on the canvas" pushes one SetModeCommand with the mode's plan. An
    // edit of the tenants, the GPU or the run's settings closes it (its runs would be stale).
    void showAdvisor();
    AdvisorDialog *advisorDialog() const { return m_advisorDialog; }

    // ---- File > Challenges ----------------------------------------------------------------------
    // A built-in challenge (":/lessons/…") opens like any file and shows the Challenge dock
    // (LessonPanel): paused, the prediction first, live checks on every edit. "Show the solution"
    // replaces the scenario by its reference solution (a new undo history, the lesson kept).
    LessonPanel *lessonPanel();
    const LessonPanel *lessonPanel() const;
    QDockWidget *lessonDock() const { return m_lessonDock; }
    void showLessonSolution();

    // ---- Prepared scenes (docs/design-notes.md "Teaching") --------------------------------------
    // The window's state as a lesson scene: skin, speed, simulated time, playing, the panels shown,
    // the selected tenant, presentation mode. File → Save scene as… writes it with the scenario
    // (the document's lesson block; one is made for a scenario without); opening a file with a
    // scene applies it (applyScene), so a teacher prepares at home and opens in class.
    LessonScene currentScene() const;
    // Sets the skin, the speed (the ladder's nearest step), runs paused to `time_s`, shows exactly
    // the panels listed (none listed: the window's own), selects the tenant, then plays or stays
    // paused, and enters presentation mode when asked.
    void applyScene(const LessonScene &scene);
    bool saveSceneAs(const QString &fileName, QString *error = nullptr);
    bool saveSceneAsDialog();
    // The file just opened set how the run starts (a challenge or a scene): main() does not start it.
    bool sceneSetsPlay() const { return m_sceneSetsPlay; }

    // ---- View > Presentation mode (F5) ----------------------------------------------------------
    // Full screen (unless setPresentationFullScreen(false): screenshots, tests at a given size), the projector
    // palette, the words scaled to the window's height (narrator ≥ 24 px, charts and the picture's
    // words ≥ 16 px), editing hidden (palette, inspector, tool bars, menus; the canvas takes no
    // edit), the run paused. Keys: PageDown / PageUp (a clicker) step (presenterStep), Space plays
    // or pauses, 1–9 choose a challenge's prediction, L the pointer highlight, P the pen (while
    // paused), E erases, B or . blanks the screen, Esc or F5 leave. Leaving restores the window as it was.
    void setPresentationMode(bool on);
    void setPresentationFullScreen(bool on) { m_presentFullScreen = on; }
    bool isPresentationMode() const { return m_presenting; }
    // PageDown (+1) / PageUp (-1): the tour's next or previous step while it runs; else, with a
    // challenge open, its next stage (LessonPanel::presentNext) or the previous challenge; else one
    // second of simulated time forward (paused) or back in the run's history.
    void presenterStep(int direction);
    PresenterOverlay *presenterOverlay() const { return m_presenterOverlay; }
    // B or . while presenting: the window black (the class looks at the teacher), the run paused so
    // nothing happens unseen; B, ., a click, PageDown or PageUp bring the picture back (the step
    // keys only do that, they do not step). Off when presentation mode ends.
    void setPresenterBlank(bool on);
    bool presenterBlank() const;
    // The smallest words presentation mode shows for a window `height` px high.
    static int presentationNarratorPx(int height);
    static int presentationChartPx(int height);

    // ---- First run: Help → Welcome… and Help → Take the tour (ui/shell/welcomedialog.h, tour.h) -----
    // The welcome (not modal) over the window, the run paused behind it; its choice starts the
    // tour, opens the first challenge, the drill, or a blank GPU. "Show at start" is stored in the
    // settings ("welcome/showAtStart", default on); showWelcomeAtStart() says whether main() shows it.
    void showWelcome();
    WelcomeDialog *welcomeDialog() const { return m_welcome; }
    bool showWelcomeAtStart() const;
    // Starts the tour (after maybeSave()) at `step` (1-based); false if it did not start there.
    bool startTour(int step = 1);
    TourBar *tourBar() const { return m_tourBar; }
    // Help → Interview drill… (ui/shell/drillwindow.h): one window, kept; its "Show me" opens the
    // question's scene in its mode here (showMe), playing unless the scene is a challenge.
    void showDrill();
    DrillWindow *drillWindow() const { return m_drill; }
    bool showMe(const QString &scenePath, std::optional<Mode> mode);
    // Help → Legend (every glyph of the picture, this skin first) and Help → Glossary; a term named
    // in a tool tip opens with F1 (ui/shell/glossarylinks.h), a linked term in the inspector with a click.
    void showLegend();
    LegendDialog *legendDialog() const { return m_legend; }
    void showGlossaryTerm(const QString &key);
    GlossaryDialog *glossaryDialog() const { return m_glossary; }
    // Help → MIG Placements on Every GPU… (ui/shell/gpuatlasdialog.h): any catalog GPU, those the
    // simulator cannot run included, opened at `id` (empty: the scenario's GPU). One window, kept.
    bool showGpuAtlas(const QString &id = QString());
    GpuAtlasDialog *gpuAtlasDialog() const { return m_gpuAtlas; }

    // ---- Help -------------------------------------------------------------------------------
    // Help > Keyboard shortcuts: every action of the window that has keys, read from the actions
    // themselves (so the list cannot drift), sorted by name.
    struct ShortcutRow
    {
        QString action; // the action's text without '&'
        QString keys;   // its keys, in the platform's text, ", " between them
        bool picture = false; // a key of the GPU picture, with the focus on it (it may act otherwise elsewhere)
    };
    QList<ShortcutRow> shortcutRows() const;
    void showShortcuts();
    void showReceipts();
    // Help → One profile name, many GPUs…: the selected tenant's MIG profile (else the plan's
    // first) across the catalog's GPUs, this scenario's GPU in bold.
    void showProfileNames();
    // Help > What am I looking at?: the current mode's picture in the current skin, in words.
    QString pictureExplanation() const;
    void explainPicture();

    // ---- View -------------------------------------------------------------------------------
    void setDarkPalette(bool dark);
    bool isDarkPalette() const;
    void setFullScreenMode(bool on);
    // View > Zoom In / Zoom Out / Actual Size (Ctrl++ or Ctrl+=, Ctrl+-, Ctrl+0; Ctrl+wheel on the
    // picture): the size of the picture's and the charts' words, in the steps of
    // GpuCanvas::zoomSteps (80 % to 200 %). Remembered in the preferences ("view/zoom") unless
    // `remember` is false (main() applies the stored zoom or a --zoom of this run that way).
    void setZoom(qreal zoom, bool remember = true);
    qreal zoom() const;
    // View > Reset layout: the docks and tool bars where the first start puts them, the default
    // window size for the screen, centred on it.
    void resetLayout();
    // The first-start window size on a screen whose available geometry is `available`: 1600×1000,
    // never more than 90 % of the screen's width or height.
    static QSize defaultWindowSize(const QSize &available);

    // Switches the mode: the scenario's own plan for it, else the documented default plan.
    // Undoable (a command on the document). A MIG plan the layout search must find is searched on
    // a worker thread, with a progress dialog that can cancel it; the window stays responsive and
    // the switch is one undo step when the search ends (cancelled: nothing changes).
    void setMode(Mode mode);
    // True while a MIG layout search started by setMode or setGpu runs.
    bool planSearchRunning() const { return m_planSearch != nullptr; }
    // Cancels the running search (as its dialog's Cancel button does).
    void cancelPlanSearch();
    // Switches the GPU (a catalog id, or the scenario's custom GPU id). Returns false for an
    // unknown id. The plan is kept and re-validated, so problems show instead of a crash; a MIG
    // layout the new GPU cannot hold is searched again on a worker thread, as setMode does (the
    // switch is then one undo step when the search ends). Undoable.
    bool setGpu(const QString &gpuId);

    // The document: scenario, shown plan, selection and undo stack (ui/document/document.h).
    Document *document() const { return m_document; }
    CanvasEditor *canvasEditor() const { return m_canvasEditor; }
    TenantPalette *tenantPalette() const { return m_palette; }
    Inspector *inspector() const { return m_inspector; }
    const Scenario &scenario() const;
    const SharingPlan &plan() const;
    Mode mode() const { return plan().mode; }
    QString gpuId() const;
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    QString fileName() const;
    GpuCanvas *canvas() const { return m_canvas; }
    // The canvas as a plain widget (what the start-up probe watches), for code that does not
    // include the canvas.
    QWidget *canvasWidget() const;
    QString statusText() const;
    const Picture *picture() const { return m_picture; }
    // The simulation runner: follows every change of the document (live edit or restart); tests
    // and the fault request of the canvas editor talk to it directly.
    SimController *simController() const { return m_sim; }
    TimeControls *timeControls() const { return m_timeControls; }
    ChartPanel *chartPanel() const { return m_chartPanel; }
    Narrator *narrator() const { return m_narrator; }
    QAction *undoAction() const { return m_undoAction; }
    // The live figures of the status bar; `compact`: the short form a narrow window shows.
    QString liveStatusText(bool compact = false) const;

    // Switches between a light and a dark palette (Fusion style) for the whole application.
    static void applyColorScheme(bool dark);

    // The picture's skin (View > Kitchen view, Ctrl+K): the technical GPU or the seed article's
    // kitchen. The header, mode selector and status line use the skin's words too.
    void setSkin(Skin skin);
    Skin skin() const { return m_skin; }

    // The first show keeps the size the window was given (the default for the screen, a stored
    // geometry, a screenshot's --size): the layout's first pass, before the tool bars are laid
    // out, asks for more width than the window needs and would enlarge it past a small screen.
    void setVisible(bool visible) override;

signals:
    void modificationChanged(bool modified);
    // After a save; after the scenario was replaced (open, new, recovery: `recovered`).
    void scenarioSaved(const QString &fileName);
    void scenarioReplaced(bool recovered);
    void skinChanged(gpuk::Skin skin);

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    struct PlanSearch;                          // a running MIG layout search (mainwindow.cpp)
    PlanSearch *m_planSearch = nullptr;
    void startPlanSearch(Mode mode);
    // Runs `work` (MIG layout searches: it is given their progress callback, which returns false
    // once cancelled, and returns whether it was cancelled) on a worker thread behind a modal
    // progress dialog saying `label`; then, on this thread, `apply` if it was not cancelled and
    // the document is still the one it started from, else `cancelled` in the status bar.
    void runPlanSearch(const QString &label, std::function<bool(const std::function<bool(double)> &progress)> work,
                       std::function<void()> apply, const QString &cancelled);
    void createActions();
    void createMenus();
    void createWidgets();
    void fitToolBars(); // one row of tool bars where both fit, else two
    void retranslateUi();
    void onDocumentChanged(const DocumentChange &change); // updates the views the change touched
    void onModifiedChanged(bool modified);
    void onRunRestarted();
    void rebuildEditMenu();
    void updateHeader();
    void updateTenantList();
    void updateDiagnostics();
    // The side panel: the tenant list as high as its whole rows, the inspector what its form
    // needs, the problems list the rest (on a new content or panel height, after layout).
    void scheduleSidePanelFit();
    void fitSidePanel();
    int tenantListHeight(int rows) const;
    void updateStatus();
    void showEditMessage(const QString &text); // a drop's or an edit's reason, until the next one
    void updateSelectors();
    void onSnapshot();
    void updateLiveStatus();
    void openFileDialog();
    void about();
    // Writes the document to `fileName`. Over the document's own file, asks first when someone
    // else changed it (unless `askIfChangedOnDisk` is false: the user already chose to overwrite).
    bool saveTo(const QString &fileName, QString *error, bool askIfChangedOnDisk = true);
    void showOpenError(const QString &fileName, const LoadResult &result, QString *errors);
    // Before Save writes over the document's own file: nullopt to go on and write, else what Save
    // returns (the question was asked and answered otherwise).
    std::optional<bool> askBeforeSavingOver();
    DiskChangeAnswer askAboutDiskChange(const DiskChangeQuestion &question);
    // The document's file read again and shown; false (and the document as it was) if unreadable.
    bool reloadFromDisk();
    // The user keeps the scenario shown over `disk`: modified, and not asked again on focus.
    void keepMineOver(const FileStamp &disk);
    void scheduleFileCheck();
    void rememberFile(const QString &fileName); // recent files + last directory
    void storePreferences();
    void updateRecentMenu();
    void pruneRecentFiles();
    void retranslateExamples();
    void updateAccessibility();
    // Simulation > Inject a fault into the selected tenant: on when a run can take a fault of the
    // selected tenant now (canInjectFault), its text names the tenant.
    bool canInjectFault(int tenant) const;
    void updateFaultAction();
    QString dialogDirectory() const;
    QString displayName() const;

    Document *m_document = nullptr;
    Diagnostics m_diagnostics;
    Preferences m_prefs;
    QSettings *m_settings = nullptr;
    Autosaver *m_autosaver = nullptr;
    UnsavedChangesPrompt m_unsavedPrompt;
    SaveFileNamePrompt m_saveNamePrompt;
    RecoveryPrompt m_recoveryPrompt;
    DiskChangePrompt m_diskChangePrompt;
    bool m_fileCheckPending = false; // a check posted by the focus coming back
    bool m_fileCheckRunning = false; // a disk-change question is open: no second one

    Picture *m_picture = nullptr; // the picture of the document's GPU, fed by m_sim: the canvas, narrator and status bar read it
    GpuCanvas *m_canvas = nullptr;
    CanvasEditor *m_canvasEditor = nullptr;
    TenantPalette *m_palette = nullptr;
    Inspector *m_inspector = nullptr;
    QDockWidget *m_paletteDock = nullptr;
    QDockWidget *m_inspectorDock = nullptr;
    QDockWidget *m_historyDock = nullptr;
    QUndoView *m_undoView = nullptr;
    QSplitter *m_sideSplitter = nullptr;
    QScrollArea *m_inspectorScroll = nullptr;
    bool m_sideFitPending = false;
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

    // The live simulation, its controls, charts, narrator line and live status figures.
    SimController *m_sim = nullptr;
    TimeControls *m_timeControls = nullptr;
    ChartPanel *m_chartPanel = nullptr;
    QDockWidget *m_chartDock = nullptr;
    Narrator *m_narrator = nullptr;
    QLabel *m_narratorLabel = nullptr;
    QLabel *m_liveLabel = nullptr;
    QString m_editMessage;             // the last refusal or re-plan note shown (cleared when it goes stale)
    qint64 m_lastLiveStatusMs = -1000;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QToolBar *m_sceneToolBar = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_addMenu = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_removeAction = nullptr;
    QAction *m_injectFaultAction = nullptr; // Simulation menu, Ctrl+I
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_clearRecentAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_darkAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QAction *m_resetLayoutAction = nullptr;
    QAction *m_zoomInAction = nullptr;      // View > Zoom In (Ctrl++, Ctrl+=)
    QAction *m_zoomOutAction = nullptr;     // View > Zoom Out (Ctrl+-)
    QAction *m_zoomResetAction = nullptr;   // View > Actual Size (Ctrl+0)
    bool m_rememberZoom = true;             // a zoom change of the canvas goes into the preferences
    int chartDockHeight() const;            // the charts dock's first height on this screen
    bool m_shownBefore = false;
    void onZoomChanged(qreal zoom);
    QByteArray m_defaultState; // saveState() of the docks and tool bars as first built
    QAction *m_aboutAction = nullptr;
    QAction *m_shortcutsAction = nullptr;
    QAction *m_receiptsAction = nullptr;
    QAction *m_profileNamesAction = nullptr;
    ReceiptsDialog *m_receiptsDialog = nullptr; // created on first use, keeps its computed table
    QMenu *m_exportMenu = nullptr;              // File > Export
    QAction *m_exportConfigAction = nullptr;
    QAction *m_exportPngAction = nullptr;
    QAction *m_exportSvgAction = nullptr;
    QPointer<ExportDialog> m_exportDialog;      // the one open, if any (deleted on close)
    QAction *m_compareAction = nullptr;         // Simulation > Compare the modes under load…
    QPointer<CompareDialog> m_compareDialog;    // the one open, if any (deleted on close)
    QAction *m_comparisonAction = nullptr;      // Simulation > Compare the modes side by side…
    QPointer<ComparisonWindow> m_comparisonWindow; // the one open, if any (deleted on close)
    QAction *m_exploreMigAction = nullptr;      // Simulation > Explore MIG layouts…
    QPointer<MigExplorerDialog> m_migExplorer;  // the one open, if any (deleted on close)
    QAction *m_adviseAction = nullptr;          // Simulation > Advise a mode…
    QPointer<AdvisorDialog> m_advisorDialog;    // the one open, if any (deleted on close)
    void updateExploreMigAction();
    void createLessonDock();
    void createLessonMenus();
    void retranslateLessons();
    void onLessonDocumentChanged(const DocumentChange &change);
    void raiseLessonDock();
    void nameDockTabBars();
    // Scenes and presentation mode (mainwindowscene.cpp).
    void createPresentation();
    void retranslatePresentation();
    void retranslateWelcome();
    void applyPresentationType();
    void dropPresentationState(); // ~MainWindow: what presentation mode kept, freed
    void runPausedTo(double timeS);
    QDockWidget *sceneDock(const std::string &panel) const;
    bool m_sceneSetsPlay = false;
    bool m_presenting = false;
    bool m_presentFullScreen = true;
    struct PresentationSaved;                   // the window as it was before presentation mode
    PresentationSaved *m_presentationSaved = nullptr;
    PresenterOverlay *m_presenterOverlay = nullptr;
    QWidget *m_presenterBlank = nullptr;        // the black cover of B / . (mainwindowscene.cpp)
    QAction *m_presentAction = nullptr;         // View > Presentation mode (F5)
    QAction *m_saveSceneAction = nullptr;       // File > Save scene as…
    QAction *m_welcomeAction = nullptr;         // Help > Welcome…
    QAction *m_tourAction = nullptr;            // Help > Take the tour
    QPointer<WelcomeDialog> m_welcome;          // the one open, if any (deleted on close)
    TourBar *m_tourBar = nullptr;               // between the picture and the narrator line
    QAction *m_drillAction = nullptr;           // Help > Interview drill…
    QAction *m_legendAction = nullptr;          // Help > Legend…
    QAction *m_glossaryAction = nullptr;        // Help > Glossary…
    QPointer<DrillWindow> m_drill;
    QPointer<LegendDialog> m_legend;
    QPointer<GlossaryDialog> m_glossary;
    QAction *m_gpuAtlasAction = nullptr;        // Help > MIG Placements on Every GPU…
    QPointer<GpuAtlasDialog> m_gpuAtlas;
    QList<QAction *> m_presenterKeys;           // on only while presenting
    QList<QShortcut *> m_presenterChoiceKeys;   // 1–9, on only while presenting
    LessonPanel *m_lessonPanel = nullptr;
    QDockWidget *m_lessonDock = nullptr;
    QMenu *m_lessonsMenu = nullptr;             // File > Challenges
    QMenu *m_helpLessonsMenu = nullptr;         // Help > Challenges (the same actions)
    QAction *m_explainAction = nullptr;
    QMenu *m_helpExamplesMenu = nullptr;
    QAction *m_aboutQtAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;

    Skin m_skin = Skin::Technical;
    QAction *m_kitchenAction = nullptr;     // View > Kitchen view (checkable)
    QToolButton *m_skinButton = nullptr;    // the same action, next to the mode selector
};

} // namespace gpuk
