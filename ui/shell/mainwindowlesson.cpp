// MainWindow's challenges: File → Challenges and Help → Challenges, the Challenge dock
// (ui/panels/lessonpanel.h) beside the inspector, and what opening a lesson does to the window: the
// run waits paused for the learner's prediction, the lesson's scene sets the skin, and every edit
// sends the state shown to the panel's live checks.

#include "mainwindow.h"

#include "io/lessonstrings.h"
#include "io/scenariofile.h"
#include "ui/document/document.h"
#include "ui/document/simcontroller.h"
#include "ui/panels/lessonpanel.h"

#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabBar>
#include <QTimer>

namespace gpuk {

void MainWindow::createLessonDock()
{
    m_lessonPanel = new LessonPanel(this);
    m_lessonPanel->setSettings(m_settings);
    m_lessonDock = new QDockWidget(this);
    m_lessonDock->setObjectName(QStringLiteral("lessonDock"));
    m_lessonDock->setWidget(m_lessonPanel); // it scrolls its body itself
    addDockWidget(Qt::RightDockWidgetArea, m_lessonDock);
    tabifyDockWidget(m_inspectorDock, m_lessonDock);
    m_lessonDock->hide();
    m_viewMenu->addAction(m_lessonDock->toggleViewAction());

    connect(m_lessonPanel, &LessonPanel::openLessonRequested, this, [this](const QString &file) { openFile(file); });
    connect(m_lessonPanel, &LessonPanel::runRequested, m_sim, &SimController::play);
    connect(m_lessonPanel, &LessonPanel::solutionRequested, this, &MainWindow::showLessonSolution);
    connect(m_document, &Document::changed, this, &MainWindow::onLessonDocumentChanged);
}

void MainWindow::createLessonMenus()
{
    m_lessonsMenu = m_fileMenu->addMenu(QString());
    m_lessonsMenu->setObjectName(QStringLiteral("lessonsMenu"));
    for (const QString &file : LessonPanel::lessonFiles()) {
        QAction *a = m_lessonsMenu->addAction(QFileInfo(file).completeBaseName());
        a->setData(file); // the title is set (translated) in retranslateLessons()
        connect(a, &QAction::triggered, this, [this, file] { openFile(file); });
    }
    m_lessonsMenu->setEnabled(!m_lessonsMenu->actions().isEmpty());
}

void MainWindow::retranslateLessons()
{
    m_lessonsMenu->setTitle(tr("&Challenges"));
    if (m_helpLessonsMenu)
        m_helpLessonsMenu->setTitle(tr("&Challenges"));
    if (m_lessonDock)
        m_lessonDock->setWindowTitle(tr("Challenge"));
    nameDockTabBars();
    int n = 0;
    for (QAction *a : m_lessonsMenu->actions()) {
        const LoadResult r = loadScenarioFile(a->data().toString(), false);
        ++n;
        if (r.ok() && r.scenario->lesson) {
            a->setText(tr("%1. %2").arg(n).arg(lessonText(r.scenario->lesson->title)));
            a->setStatusTip(lessonText(r.scenario->lesson->goal));
        }
    }
}

const LessonPanel *MainWindow::lessonPanel() const
{
    return m_lessonPanel;
}

LessonPanel *MainWindow::lessonPanel()
{
    return m_lessonPanel;
}

void MainWindow::onLessonDocumentChanged(const DocumentChange &change)
{
    if (!m_lessonPanel)
        return;
    if (!change.isReset()) {
        if (m_lessonPanel->hasLesson() && change.touchesPlan())
            m_lessonPanel->setCurrentState(currentScenario());
        return;
    }
    const Scenario &s = m_document->scenario();
    const QString file = m_document->fileName();
    m_sceneSetsPlay = false;
    // A challenge, built in or a saved copy of one (a prepared scene): the Challenge dock.
    const bool challenge = s.lesson && s.lesson->isChallenge();
    if (challenge) {
        m_lessonPanel->setLesson(file, currentScenario());
        m_lessonDock->show();
        raiseLessonDock();
        // A tab of the inspector's area: raised again once the dock area has laid the tab out.
        QTimer::singleShot(0, this, &MainWindow::raiseLessonDock);
    } else {
        m_lessonPanel->clearLesson();
        m_lessonDock->hide();
    }
    // The scene the file opens in (a teacher's prepared scene, a challenge's skin). A challenge
    // without one waits paused for the learner's prediction.
    if (s.lesson && s.lesson->scene) {
        applyScene(*s.lesson->scene);
        m_sceneSetsPlay = true;
    } else if (challenge) {
        m_sim->pause();
        m_sceneSetsPlay = true;
    }
}

void MainWindow::nameDockTabBars()
{
    // The dock areas' tab bars (the inspector and the challenge share one) are made by the
    // layout, unnamed: a screen reader hears what they switch between.
    for (QTabBar *bar : findChildren<QTabBar *>())
        if (qobject_cast<QMainWindow *>(bar->parentWidget()))
            bar->setAccessibleName(tr("Side panels"));
}

void MainWindow::raiseLessonDock()
{
    nameDockTabBars();
    if (!m_lessonDock || !m_lessonDock->isVisibleTo(this))
        return;
    m_lessonDock->raise();
    // raise() does not always bring a tabbed dock's tab forward (not before the window has been
    // shown, nor on every platform): the dock area's tab bar is told directly. Its tabs are titled
    // with the docks' window titles.
    for (QTabBar *bar : findChildren<QTabBar *>()) {
        for (int i = 0; i < bar->count(); ++i)
            if (bar->tabText(i) == m_lessonDock->windowTitle())
                bar->setCurrentIndex(i);
    }
}

void MainWindow::showLessonSolution()
{
    const QString file = m_document->fileName();
    const LoadResult r = Document::read(file);
    if (!r.ok() || !r.scenario->lesson || !r.scenario->lesson->solution)
        return;
    Scenario solved = solvedScenario(*r.scenario);
    solved.lesson = r.scenario->lesson;
    setScenario(solved, file);
    statusBar()->showMessage(tr("The reference solution is shown; undo history starts again here."), 8000);
}

} // namespace gpuk
