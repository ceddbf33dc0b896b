// MainWindow's prepared scenes and presentation mode: the window's state
// as a lesson scene (File → Save scene as…, applied when a file with a scene opens), and View →
// Presentation mode, the classroom's projector view: full screen, scaled words, the projector
// palette, no editing, a clicker's PageDown/PageUp, a pointer and a pen on a paused picture.

#include "mainwindow.h"

#include "ui/canvas/gpucanvas.h"
#include "ui/canvas/painthelpers.h"
#include "ui/canvas/presenteroverlay.h"
#include "ui/document/document.h"
#include "ui/document/simcontroller.h"
#include "ui/panels/chartpanel.h"
#include "ui/panels/inspector.h"
#include "ui/panels/lessonpanel.h"
#include "ui/panels/narrator.h"
#include "ui/shell/glossarylinks.h"
#include "ui/shell/tour.h"
#include "ui/shell/welcomedialog.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QSettings>
#include <QShortcut>
#include <QStatusBar>
#include <QStyleFactory>
#include <QTimer>
#include <QToolBar>

#include <algorithm>
#include <cmath>

namespace gpuk {

// What presentation mode changed, to put back as it was.
struct MainWindow::PresentationSaved
{
    QByteArray dockState;
    bool menuBar = true;
    bool statusBar = true;
    bool fullScreen = false;
    bool dark = false;
    qreal zoom = 1;
    QFont lessonFont;
    QFont titleFont;
    QFont summaryFont;
};

namespace {

// Edits the canvas would take while presenting: none (drops, the context menu, keys). Selecting a
// tenant with the mouse stays: it is pointing, not editing.
class NoEditFilter : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::DragEnter:
        case QEvent::DragMove:
        case QEvent::Drop:
        case QEvent::ContextMenu:
        case QEvent::KeyPress:
        case QEvent::MouseButtonDblClick:
            event->ignore();
            return true;
        default:
            return false;
        }
    }
};

// The black cover of B / . while presenting: paints black over the whole window, whatever the
// palette; a click on it brings the picture back.
class BlankCover : public QWidget
{
public:
    BlankCover(QWidget *parent, std::function<void()> clicked) : QWidget(parent), m_clicked(std::move(clicked))
    {
        setObjectName(QStringLiteral("presenterBlank"));
        setFocusPolicy(Qt::StrongFocus);
        setCursor(Qt::BlankCursor);
        hide();
    }

protected:
    void paintEvent(QPaintEvent *) override { QPainter(this).fillRect(rect(), Qt::black); }
    void mousePressEvent(QMouseEvent *) override { m_clicked(); }

private:
    std::function<void()> m_clicked;
};

// The projector palette: black on white, a strong blue highlight. Projectors wash out greys and
// dark themes; the tenant colours of the picture stay (they are chosen to be told apart).
QPalette projectorPalette()
{
    QPalette p;
    const QColor white(Qt::white), black(Qt::black);
    p.setColor(QPalette::Window, white);
    p.setColor(QPalette::WindowText, black);
    p.setColor(QPalette::Base, white);
    p.setColor(QPalette::AlternateBase, QColor(0xf0, 0xf0, 0xf0));
    p.setColor(QPalette::Text, black);
    p.setColor(QPalette::Button, QColor(0xf4, 0xf4, 0xf4));
    p.setColor(QPalette::ButtonText, black);
    p.setColor(QPalette::BrightText, QColor(0xd0, 0x00, 0x20));
    p.setColor(QPalette::Highlight, QColor(0x00, 0x3c, 0xb4));
    p.setColor(QPalette::HighlightedText, white);
    p.setColor(QPalette::Link, QColor(0x00, 0x3c, 0xb4));
    p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xe0));
    p.setColor(QPalette::ToolTipText, black);
    p.setColor(QPalette::PlaceholderText, QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::Mid, QColor(0x60, 0x60, 0x60));
    p.setColor(QPalette::Dark, QColor(0x30, 0x30, 0x30));
    p.setColor(QPalette::Light, white);
    p.setColor(QPalette::Midlight, QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::Shadow, black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x50, 0x50, 0x50));
    return p;
}

} // namespace

// ---- Prepared scenes ---------------------------------------------------------------------------

QDockWidget *MainWindow::sceneDock(const std::string &panel) const
{
    if (panel == "tenants")
        return m_paletteDock;
    if (panel == "inspector")
        return m_inspectorDock;
    if (panel == "charts")
        return m_chartDock;
    if (panel == "lesson")
        return m_lessonDock;
    return nullptr;
}

LessonScene MainWindow::currentScene() const
{
    LessonScene scene;
    scene.skin = m_skin == Skin::Kitchen ? "kitchen" : "technical";
    scene.speed = m_sim->speed();
    // The clock shown (a recorded snapshot while scrubbing), to a millisecond: the file says what
    // the class will see.
    scene.timeS = std::round(m_sim->snapshot().timeS * 1000.0) / 1000.0;
    scene.playing = m_sim->isPlaying();
    for (const char *panel : LessonScene::panelNames) {
        if (std::string(panel) == "narrator") {
            if (m_narratorLabel->isVisibleTo(this))
                scene.show.emplace_back(panel);
        } else if (QDockWidget *dock = sceneDock(panel); dock && !dock->isHidden()) {
            scene.show.emplace_back(panel);
        }
    }
    const int selected = m_document->selectedTenant();
    const auto &tenants = m_document->scenario().tenants;
    if (selected >= 0 && selected < int(tenants.size()))
        scene.selected = tenants[std::size_t(selected)].id;
    scene.presentation = m_presenting;
    return scene;
}

void MainWindow::runPausedTo(double timeS)
{
    m_sim->pause();
    // The engine runs an hour of a busy service in about a second: in pieces, so the history the
    // charts draw is recorded on the way.
    double reached = m_sim->simTime();
    const double target = std::min(timeS, m_sim->durationS());
    for (int guard = 0; reached + 1e-9 < target && guard < 100000; ++guard) {
        const double next = m_sim->tickTo(target, 1000.0);
        if (next <= reached + 1e-12 && m_sim->isFinished())
            break;
        reached = next;
    }
}

void MainWindow::applyScene(const LessonScene &scene)
{
    setSkin(scene.skin == "kitchen" ? Skin::Kitchen : Skin::Technical);
    const auto &ladder = SimController::speedLadder();
    int nearest = 0;
    for (int i = 0; i < int(ladder.size()); ++i)
        if (std::abs(std::log(ladder[std::size_t(i)] / scene.speed))
            < std::abs(std::log(ladder[std::size_t(nearest)] / scene.speed)))
            nearest = i;
    m_sim->setSpeedIndex(nearest);
    if (scene.timeS > 0)
        runPausedTo(scene.timeS);
    if (!scene.show.empty()) {
        const auto shown = [&scene](const char *panel) {
            return std::find(scene.show.begin(), scene.show.end(), panel) != scene.show.end();
        };
        for (const char *panel : LessonScene::panelNames) {
            if (std::string(panel) == "narrator")
                m_narratorLabel->setVisible(shown(panel));
            else if (QDockWidget *dock = sceneDock(panel); dock && (dock != m_lessonDock || m_lessonPanel->hasLesson()))
                dock->setVisible(shown(panel));
        }
    }
    if (!scene.selected.empty()) {
        const auto &tenants = m_document->scenario().tenants;
        for (std::size_t i = 0; i < tenants.size(); ++i)
            if (tenants[i].id == scene.selected)
                m_document->setSelectedTenant(int(i));
    }
    if (scene.playing)
        m_sim->play();
    else
        m_sim->pause();
    // A scene that presents opens presenting; one that does not leaves a presenter presenting
    // (PageDown opens the next challenge in class).
    if (scene.presentation)
        setPresentationMode(true);
}

bool MainWindow::saveSceneAs(const QString &fileName, QString *error)
{
    m_document->setScene(currentScene());
    return saveAs(fileName, error);
}

bool MainWindow::saveSceneAsDialog()
{
    const QString name = scenario().name.empty() ? tr("scene") : QString::fromStdString(scenario().name);
    const QString suggested = QDir(dialogDirectory()).filePath(Document::withScenarioExtension(name));
    const QString file = m_saveNamePrompt
        ? m_saveNamePrompt(suggested)
        : QFileDialog::getSaveFileName(this, tr("Save scene as"), suggested, tr("GPU Kitchen scenarios (*.gpuk.json)"));
    if (file.isEmpty())
        return false;
    QString error;
    return saveSceneAs(file, &error);
}

// ---- Presentation mode ---------------------------------------------------------------------------

int MainWindow::presentationNarratorPx(int height)
{
    // Read from the back of a classroom: a 36th of the screen's height (30 px at 1080), never
    // below 24 px.
    return std::max(24, height / 36);
}

int MainWindow::presentationChartPx(int height)
{
    return std::max(16, height / 60);
}

void MainWindow::createPresentation()
{
    m_saveSceneAction = new QAction(this);
    m_saveSceneAction->setObjectName(QStringLiteral("saveSceneAction"));
    connect(m_saveSceneAction, &QAction::triggered, this, &MainWindow::saveSceneAsDialog);
    m_fileMenu->insertAction(m_exportMenu->menuAction(), m_saveSceneAction);

    m_presentAction = new QAction(this);
    m_presentAction->setObjectName(QStringLiteral("presentationAction"));
    m_presentAction->setCheckable(true);
    m_presentAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_presentAction, &QAction::triggered, this, [this](bool on) { setPresentationMode(on); });
    m_viewMenu->insertAction(m_resetLayoutAction, m_presentAction);
    addAction(m_presentAction); // F5 also while the menu bar is hidden

    // The presenter's keys: window shortcuts, on only while presenting (the tool bars and menus
    // that carry the usual ones are hidden then).
    const auto key = [this](const char *name, QList<QKeySequence> keys, std::function<void()> act) {
        auto *a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setEnabled(false);
        connect(a, &QAction::triggered, this, std::move(act));
        addAction(a);
        m_presenterKeys << a;
    };
    // (Space plays and pauses as everywhere: the time controls' action, hidden tool bar or not.)
    key("presentNextAction", {QKeySequence(Qt::Key_PageDown)}, [this] { presenterStep(1); });
    key("presentBackAction", {QKeySequence(Qt::Key_PageUp)}, [this] { presenterStep(-1); });
    key("presentLeaveAction", {QKeySequence(Qt::Key_Escape)}, [this] { setPresentationMode(false); });
    key("presentPointerAction", {QKeySequence(Qt::Key_L)},
        [this] { m_presenterOverlay->setPointerVisible(!m_presenterOverlay->pointerVisible()); });
    key("presentPenAction", {QKeySequence(Qt::Key_P)}, [this] {
        if (m_sim->isPlaying()) {
            statusBar()->showMessage(tr("The pen draws on a paused picture: Space pauses."), 4000);
            return;
        }
        m_presenterOverlay->setPenEnabled(!m_presenterOverlay->penEnabled());
    });
    key("presentEraseAction", {QKeySequence(Qt::Key_E)}, [this] { m_presenterOverlay->clearStrokes(); });
    key("presentSkinAction", {QKeySequence(Qt::Key_K)},
        [this] { setSkin(m_skin == Skin::Kitchen ? Skin::Technical : Skin::Kitchen); });
    key("presentBlankAction", {QKeySequence(Qt::Key_B), QKeySequence(Qt::Key_Period)},
        [this] { setPresenterBlank(!presenterBlank()); });
    m_presenterBlank = new BlankCover(this, [this] { setPresenterBlank(false); });
    // 1–9: the class's prediction in a challenge (shortcuts, not actions: one line in the status tip
    // says them, not nine in the shortcut list).
    for (int n = 1; n <= 9; ++n) {
        auto *choice = new QShortcut(QKeySequence(Qt::Key_0 + n), this);
        choice->setEnabled(false);
        connect(choice, &QShortcut::activated, this, [this, n] {
            if (m_lessonPanel->hasLesson() && !m_lessonPanel->predictionLocked())
                m_lessonPanel->choosePrediction(n - 1);
        });
        m_presenterChoiceKeys << choice;
    }

    // Help → Welcome… and Help → Take the tour, first in the Help menu.
    m_welcomeAction = new QAction(this);
    m_welcomeAction->setObjectName(QStringLiteral("welcomeAction"));
    connect(m_welcomeAction, &QAction::triggered, this, &MainWindow::showWelcome);
    m_tourAction = new QAction(this);
    m_tourAction->setObjectName(QStringLiteral("tourAction"));
    connect(m_tourAction, &QAction::triggered, this, [this] { startTour(); });
    m_drillAction = new QAction(this);
    m_drillAction->setObjectName(QStringLiteral("drillAction"));
    connect(m_drillAction, &QAction::triggered, this, &MainWindow::showDrill);
    m_legendAction = new QAction(this);
    m_legendAction->setObjectName(QStringLiteral("legendAction"));
    connect(m_legendAction, &QAction::triggered, this, &MainWindow::showLegend);
    m_glossaryAction = new QAction(this);
    m_glossaryAction->setObjectName(QStringLiteral("glossaryAction"));
    connect(m_glossaryAction, &QAction::triggered, this, [this] {
        showGlossaryTerm(m_glossary && !m_glossary->currentKey().isEmpty() ? m_glossary->currentKey() : QStringLiteral("sm"));
    });
    QAction *firstHelp = m_helpMenu->actions().value(0);
    m_helpMenu->insertAction(firstHelp, m_welcomeAction);
    m_helpMenu->insertAction(firstHelp, m_tourAction);
    m_helpMenu->insertAction(firstHelp, m_drillAction);
    m_helpMenu->insertSeparator(firstHelp);
    // Legend and Glossary next to "What am I looking at?": the words of the picture.
    QAction *afterExplain = m_helpMenu->actions().value(m_helpMenu->actions().indexOf(m_explainAction) + 1);
    m_helpMenu->insertAction(afterExplain, m_legendAction);
    m_helpMenu->insertAction(afterExplain, m_glossaryAction);
    // A term a tool tip names opens with F1; a linked term in the inspector with a click.
    GlossaryLinks::install(this, [this](const QString &key) { showGlossaryTerm(key); });
    connect(m_inspector, &Inspector::glossaryTermActivated, this, &MainWindow::showGlossaryTerm);
    connect(m_tourBar, &TourBar::challengesRequested, this, [this] {
        const QStringList files = LessonPanel::lessonFiles();
        if (!files.isEmpty())
            openFile(files.first());
    });

    m_presenterOverlay = new PresenterOverlay(m_canvas);
    // The strokes mark the picture they were drawn on: when the run moves on, they go.
    connect(m_sim, &SimController::stateChanged, this, [this] {
        if (m_sim->isPlaying()) {
            m_presenterOverlay->setPenEnabled(false);
            m_presenterOverlay->clearStrokes();
        }
    });
}

void MainWindow::retranslatePresentation()
{
    m_saveSceneAction->setText(tr("Sa&ve Scene As…"));
    m_saveSceneAction->setStatusTip(
        tr("Save the scenario with this view: skin, speed, time, panels, selection and presentation mode, to open exactly here in class"));
    m_presentAction->setText(tr("&Presentation Mode"));
    m_presentAction->setStatusTip(
        tr("Full screen for a projector: large words, high contrast, no editing; PageDown/PageUp step, 1–9 choose a prediction, L pointer, P pen, B blank, Esc leaves"));
    const QStringList keyTexts = {tr("Presentation: next step"), tr("Presentation: previous step"),
                                  tr("Presentation: leave"), tr("Presentation: pointer on or off"),
                                  tr("Presentation: pen on or off (paused)"), tr("Presentation: erase the pen's marks"),
                                  tr("Presentation: kitchen or technical picture"),
                                  tr("Presentation: blank the screen, or bring the picture back")};
    for (int i = 0; i < m_presenterKeys.size() && i < keyTexts.size(); ++i)
        m_presenterKeys[i]->setText(keyTexts[i]);
}

void MainWindow::retranslateWelcome()
{
    m_welcomeAction->setText(tr("Welc&ome…"));
    m_welcomeAction->setStatusTip(tr("The ways in: the tour, the challenges, the interview drill, a blank GPU"));
    m_tourAction->setText(tr("Take the &Tour"));
    m_tourAction->setStatusTip(tr("Five minutes: one GPU and three services in every mode, step by step"));
    m_drillAction->setText(tr("&Interview Drill…"));
    m_drillAction->setStatusTip(tr("Practice questions, a timed mock interview and a before/after check, answers checked by the simulator"));
    m_legendAction->setText(tr("&Legend…"));
    m_legendAction->setStatusTip(tr("Every mark the picture draws, in both skins, and what it means"));
    m_glossaryAction->setText(tr("&Glossary…"));
    m_glossaryAction->setStatusTip(tr("The terms of GPU sharing, from SM to SLO attainment (F1 on a tool tip opens its term)"));
}

bool MainWindow::showWelcomeAtStart() const
{
    return !m_settings || m_settings->value(QStringLiteral("welcome/showAtStart"), true).toBool();
}

void MainWindow::showWelcome()
{
    if (m_welcome) {
        m_welcome->raise();
        m_welcome->activateWindow();
        return;
    }
    m_sim->pause(); // the picture waits behind the welcome
    m_welcome = new WelcomeDialog(this);
    m_welcome->setShowAtStart(showWelcomeAtStart());
    connect(m_welcome, &WelcomeDialog::showAtStartChanged, this, [this](bool on) {
        if (m_settings)
            m_settings->setValue(QStringLiteral("welcome/showAtStart"), on);
    });
    connect(m_welcome, &WelcomeDialog::chosen, this, [this](WelcomeDialog::Choice choice) {
        // After the dialog has gone: the choice may open a file (and ask about unsaved work).
        QTimer::singleShot(0, this, [this, choice] {
            switch (choice) {
            case WelcomeDialog::Choice::Tour:
                startTour();
                break;
            case WelcomeDialog::Choice::Challenges:
                if (const QStringList files = LessonPanel::lessonFiles(); !files.isEmpty())
                    openFile(files.first());
                break;
            case WelcomeDialog::Choice::Drill:
                showDrill();
                break;
            case WelcomeDialog::Choice::BlankGpu:
                newScenario();
                break;
            case WelcomeDialog::Choice::None:
                break;
            }
        });
    });
    // Closed without a choice: the demo behind it goes on as it would have without a welcome.
    connect(m_welcome, &QDialog::rejected, m_sim, &SimController::play);
    m_welcome->show();
    m_welcome->adjustSize();
    // Centred over the window.
    m_welcome->move(geometry().center() - m_welcome->rect().center());
}

void MainWindow::showDrill()
{
    if (!m_drill) {
        m_drill = new DrillWindow(this);
        m_drill->setSettings(m_settings);
        connect(m_drill, &DrillWindow::showMeRequested, this,
                [this](const QString &scene, std::optional<Mode> mode) { showMe(scene, mode); });
    }
    m_drill->show();
    m_drill->raise();
    m_drill->activateWindow();
}

bool MainWindow::showMe(const QString &scenePath, std::optional<Mode> mode)
{
    if (!openFile(scenePath))
        return false;
    if (mode && *mode != this->mode()) {
        setMode(*mode); // a MIG layout search runs behind its own progress dialog
        if (!m_planSearch)
            m_document->setModified(false); // the drill's switch, not the learner's work
    }
    if (!m_lessonPanel->hasLesson()) // a challenge waits for the prediction; a scene shows itself live
        m_sim->play();
    raise();
    activateWindow();
    return true;
}

void MainWindow::showLegend()
{
    if (!m_legend) {
        m_legend = new LegendDialog(this);
        connect(this, &MainWindow::skinChanged, m_legend, &LegendDialog::setSkin);
    }
    m_legend->setSkin(m_skin);
    m_legend->show();
    m_legend->raise();
    m_legend->activateWindow();
}

void MainWindow::showGlossaryTerm(const QString &key)
{
    if (!m_glossary)
        m_glossary = new GlossaryDialog(this);
    m_glossary->showTerm(key);
}

bool MainWindow::startTour(int step)
{
    if (!maybeSave())
        return false;
    m_tourBar->start();
    while (m_tourBar->isRunning() && m_tourBar->step() + 1 < step)
        m_tourBar->next();
    return m_tourBar->isRunning() && m_tourBar->step() + 1 == step;
}

void MainWindow::applyPresentationType()
{
    auto *narrator = qobject_cast<NarratorLabel *>(m_narratorLabel);
    const int h = height();
    if (narrator)
        narrator->setMinimumPixelSize(m_presenting ? presentationNarratorPx(h) : 0);
    m_chartPanel->setMinimumTextPx(m_presenting ? presentationChartPx(h) : 0);
    if (!m_presenting)
        return;
    // The picture's words: at least the charts' size, by the canvas's zoom (one of its steps).
    const qreal atOne = canvasTextPx(m_canvas->font(), 1.0, m_canvas->size());
    const qreal wanted = atOne > 0 ? presentationChartPx(h) / atOne : 1.0;
    qreal zoom = GpuCanvas::maxZoom();
    for (qreal step : GpuCanvas::zoomSteps())
        if (step >= wanted && step >= m_presentationSaved->zoom) {
            zoom = step;
            break;
        }
    if (!qFuzzyCompare(m_canvas->zoom(), zoom))
        setZoom(zoom, false);
    QFont title = m_presentationSaved->titleFont;
    title.setPixelSize(presentationNarratorPx(h));
    m_scenarioLabel->setFont(title);
    QFont summary = m_presentationSaved->summaryFont;
    summary.setPixelSize(presentationChartPx(h));
    m_summaryLabel->setFont(summary);
    // The challenge beside the picture: its words at the charts' size, in a third of the width.
    QFont lesson = m_presentationSaved->lessonFont;
    lesson.setPixelSize(presentationChartPx(h) + (h >= 1000 ? 2 : 0));
    m_lessonPanel->setFont(lesson);
    if (m_lessonDock->isVisible())
        resizeDocks({m_lessonDock}, {std::max(width() * 36 / 100, m_lessonPanel->minimumSizeHint().width() + 24)},
                    Qt::Horizontal);
}

void MainWindow::dropPresentationState()
{
    if (m_presenting && m_presentationSaved) // the application's palette outlives this window
        applyColorScheme(m_presentationSaved->dark);
    delete m_presentationSaved;
    m_presentationSaved = nullptr;
}

void MainWindow::setPresentationMode(bool on)
{
    const bool fullScreen = m_presentFullScreen;
    if (on == m_presenting)
        return;
    static NoEditFilter *noEdit = nullptr;
    if (on) {
        m_presentationSaved = new PresentationSaved;
        PresentationSaved &saved = *m_presentationSaved;
        saved.dockState = saveState();
        saved.menuBar = menuBar()->isVisibleTo(this) || !isVisible();
        saved.statusBar = !statusBar()->isHidden();
        saved.fullScreen = isFullScreen();
        saved.dark = isDarkPalette();
        saved.zoom = zoom();
        saved.lessonFont = m_lessonPanel->font();
        saved.titleFont = m_scenarioLabel->font();
        saved.summaryFont = m_summaryLabel->font();
        m_presenting = true;
        m_sim->pause(); // nothing moves unless the presenter acts
        for (QToolBar *bar : findChildren<QToolBar *>())
            if (bar->parentWidget() == this)
                bar->hide();
        for (QDockWidget *dock : {m_paletteDock, m_inspectorDock, m_historyDock})
            dock->hide();
        if (m_lessonPanel->hasLesson()) {
            m_lessonDock->show();
            raiseLessonDock();
        }
        menuBar()->hide();
        statusBar()->hide();
        // No dock title bars (their close buttons are editing the layout, not presenting).
        for (QDockWidget *dock : {m_chartDock, m_lessonDock})
            dock->setTitleBarWidget(new QWidget(dock));
        if (!noEdit)
            noEdit = new NoEditFilter(qApp);
        m_canvas->installEventFilter(noEdit);
        QApplication::setPalette(projectorPalette());
        for (QAction *a : m_presenterKeys)
            a->setEnabled(true);
        for (QShortcut *k : m_presenterChoiceKeys)
            k->setEnabled(true);
        if (fullScreen && !isFullScreen())
            showFullScreen();
        applyPresentationType();
        m_canvas->setFocus();
    } else {
        setPresenterBlank(false);
        PresentationSaved saved = *m_presentationSaved;
        delete m_presentationSaved;
        m_presentationSaved = nullptr;
        m_presenting = false;
        for (QAction *a : m_presenterKeys)
            a->setEnabled(false);
        for (QShortcut *k : m_presenterChoiceKeys)
            k->setEnabled(false);
        m_presenterOverlay->setPenEnabled(false);
        m_presenterOverlay->setPointerVisible(false);
        m_presenterOverlay->clearStrokes();
        if (noEdit)
            m_canvas->removeEventFilter(noEdit);
        applyColorScheme(saved.dark);
        if (isFullScreen() && !saved.fullScreen)
            showNormal();
        restoreState(saved.dockState);
        menuBar()->setVisible(saved.menuBar);
        statusBar()->setVisible(saved.statusBar);
        applyPresentationType();
        setZoom(saved.zoom, false);
        m_lessonPanel->setFont(saved.lessonFont);
        m_scenarioLabel->setFont(saved.titleFont);
        m_summaryLabel->setFont(saved.summaryFont);
        for (QDockWidget *dock : {m_chartDock, m_lessonDock})
            if (QWidget *bar = dock->titleBarWidget()) {
                dock->setTitleBarWidget(nullptr);
                delete bar;
            }
    }
    const QSignalBlocker block(m_presentAction);
    m_presentAction->setChecked(m_presenting);
}

void MainWindow::setPresenterBlank(bool on)
{
    on = on && m_presenting;
    if (on == presenterBlank())
        return;
    if (on) {
        m_sim->pause(); // nothing happens while the class looks away
        m_presenterBlank->setGeometry(rect());
        m_presenterBlank->raise();
        m_presenterBlank->show();
        m_presenterBlank->setFocus();
    } else {
        m_presenterBlank->hide();
        m_canvas->setFocus();
    }
}

bool MainWindow::presenterBlank() const
{
    return m_presenterBlank && m_presenterBlank->isVisible();
}

void MainWindow::presenterStep(int direction)
{
    if (presenterBlank()) { // a clicker's first press brings the picture back
        setPresenterBlank(false);
        return;
    }
    if (m_tourBar->isRunning()) {
        if (direction > 0)
            m_tourBar->next();
        else
            m_tourBar->back();
        return;
    }
    if (m_lessonPanel->hasLesson()) {
        if (direction < 0) {
            m_lessonPanel->goBack();
            return;
        }
        const QString said = m_lessonPanel->presentNext();
        if (!said.isEmpty())
            showEditMessage(said);
        return;
    }
    // A scene without a lesson: one second of simulated time, paused, forward or back through the
    // run's recorded history.
    m_sim->pause();
    const int perSecond = int(std::lround(1.0 / SimController::historyIntervalS()));
    if (direction > 0) {
        if (!m_sim->isLive()) {
            const int next = m_sim->historyIndex() + perSecond;
            if (next >= m_sim->historySize() - 1)
                m_sim->goLive();
            else
                m_sim->showHistory(next);
        } else {
            runPausedTo(m_sim->simTime() + 1.0);
        }
    } else if (m_sim->historySize() > 0) {
        const int from = m_sim->isLive() ? m_sim->historySize() - 1 : m_sim->historyIndex();
        m_sim->showHistory(std::max(0, from - perSecond));
    }
}

} // namespace gpuk
