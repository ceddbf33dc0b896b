#include "tour.h"

#include "mainwindow.h"

#include "catalog/catalog.h"
#include "ui/canvas/gpucanvas.h"
#include "ui/picture/gpulayout.h"
#include "ui/document/document.h"
#include "ui/document/simcontroller.h"
#include "ui/text/format.h"

#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QTimer>
#include <QVBoxLayout>

namespace gpuk {

namespace {

// The tour's scenario: three services of a RAG chat, with a plan for every mode (no layout search).
const char *tourScenario = ":/scenarios/rag-customer-service.gpuk.json";

// A frame drawn around the part of the window a step speaks of; it takes no mouse.
class TourFrame : public QWidget
{
public:
    using QWidget::QWidget;

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor(0xff, 0x8c, 0x00), 5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(rect()).adjusted(2.5, 2.5, -2.5, -2.5), 8, 8);
    }
};

} // namespace

TourBar::TourBar(MainWindow *window, QWidget *parent)
    : QWidget(parent)
    , m_window(window)
{
    setObjectName(QStringLiteral("tourBar"));
    setAutoFillBackground(true);
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(QStringLiteral("#tourBar { border: 2px solid #ff8c00; border-radius: 6px; }"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 3, 8, 4);
    layout->setSpacing(2);
    auto *top = new QHBoxLayout;
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("tourPosition"));
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("tourTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    top->addWidget(m_position);
    top->addWidget(m_title, 1);
    m_back = new QPushButton(this);
    m_back->setObjectName(QStringLiteral("tourBack"));
    m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("tourNext"));
    m_next->setDefault(true);
    m_challenges = new QPushButton(this);
    m_challenges->setObjectName(QStringLiteral("tourChallenges"));
    m_end = new QPushButton(this);
    m_end->setObjectName(QStringLiteral("tourEnd"));
    top->addWidget(m_back);
    top->addWidget(m_next);
    top->addWidget(m_challenges);
    top->addWidget(m_end);
    layout->addLayout(top);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("tourText"));
    m_text->setWordWrap(true);
    layout->addWidget(m_text);
    connect(m_back, &QPushButton::clicked, this, &TourBar::back);
    connect(m_next, &QPushButton::clicked, this, &TourBar::next);
    connect(m_end, &QPushButton::clicked, this, &TourBar::stop);
    connect(m_challenges, &QPushButton::clicked, this, [this] {
        stop();
        emit challengesRequested();
    });

    m_frame = new TourFrame(window);
    m_frame->setObjectName(QStringLiteral("tourFrame"));
    m_frame->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_frame->hide();
    window->installEventFilter(this); // a resize moves the frame
    buildSteps();
    hide();
}

void TourBar::buildSteps()
{
    MainWindow *w = m_window;
    SimController *sim = w->simController();
    const auto canvas = [w]() -> QWidget * { return w->canvasWidget(); };
    const auto play = [sim] { sim->play(); };
    m_steps = {
        {[w, sim] {
             w->setSkin(Skin::Technical);
             sim->pause();
         },
         [] { return tr("Three services, one GPU"); },
         [w] {
             const GpuModel *gpu = w->scenario().gpu();
             return tr("An embedding model, a reranker and an LLM answer a customer-service chat (a RAG service). Here they "
                       "share one %1: %2 SMs, the small squares where kernels run, and %3 GB of memory, the bar at the "
                       "bottom. GPU numbers come from NVIDIA's documentation; the services' loads are illustrative.")
                 .arg(QString::fromStdString(gpu->displayName))
                 .arg(gpu->sms)
                 .arg(localeNumber(gpu->memoryGiB, 0));
         },
         canvas},
        {[w, play] {
             w->setMode(Mode::Exclusive);
             play();
         },
         [] { return tr("Exclusive: a whole GPU each"); },
         [] {
             return tr("The simplest way: every service gets a GPU of its own. Watch the SMs while it runs: a small model "
                       "keeps only some of them busy, and only while a request runs. That idle room is why GPUs are "
                       "shared.");
         },
         canvas},
        {[w, play] {
             w->setMode(Mode::Mig);
             play();
         },
         [] { return tr("MIG: private rooms"); },
         [] {
             return tr("MIG cuts the GPU into instances, each with its own SMs, memory and bandwidth: the coloured frames. "
                       "A name like 3g.20gb says 3 compute slices and about 20 GB. A busy neighbour cannot slow an "
                       "instance down, and what no instance holds stays idle.");
         },
         canvas},
        {[w, sim] {
             w->setMode(Mode::Mig);
             sim->tickTo(sim->simTime() + 1.0, 1000.0);
             sim->injectFault(0);
             sim->play();
         },
         [] { return tr("A fault under MIG"); },
         [w] {
             const auto &tenants = w->scenario().tenants;
             const QString name = tenants.empty() ? QString() : QString::fromStdString(tenants.front().name);
             return tr("A fatal error in %1, injected just now. The red flash marks what the engine takes down in this "
                       "mode: watch which services stop, and which keep serving.")
                 .arg(name);
         },
         canvas},
        {[w, play] {
             w->setMode(Mode::Mps);
             play();
         },
         [] { return tr("MPS: one open stove"); },
         [] {
             return tr("MPS runs every service's kernels on all the SMs at once: fewer SMs wait, but memory and bandwidth "
                       "are shared, so a heavy neighbour raises the others' latency. An active-thread cap limits a "
                       "client; it reserves nothing.");
         },
         canvas},
        {[w, play] {
             w->setMode(Mode::Timeslice);
             play();
         },
         [] { return tr("Time-slicing: taking turns"); },
         [] {
             return tr("Time-slicing gives the whole GPU to one service for a short slice, then to the next: each waits "
                       "for its turn, and nothing keeps one service's memory from another's.");
         },
         canvas},
        {[w, play] {
             w->setMode(Mode::Vgpu);
             play();
         },
         [] { return tr("vGPU: virtual machines"); },
         [] {
             return tr("vGPU gives each virtual machine a fixed share of the memory (its profile) and shares the SMs by "
                       "a scheduler: best effort, equal share or fixed share. The inspector shows each VM's profile.");
         },
         canvas},
        {[w, play] {
             w->setMode(Mode::Mig);
             w->setSkin(Skin::Kitchen);
             play();
         },
         [] { return tr("The same, as a kitchen"); },
         [] {
             return tr("The source article's picture: MIG is private rooms, MPS one open stove every chef cooks on, vGPU "
                       "food-court stalls. Ctrl+K switches between the kitchen and the GPU at any time.");
         },
         canvas},
        {[w, play] {
             w->setSkin(Skin::Technical);
             play();
         },
         [] { return tr("Words and charts"); },
         [] {
             return tr("The narrator line says in words what the picture shows. The charts record SMs in use, p99 latency "
                       "against each service's SLO (dashed), throughput and memory. Space pauses and plays.");
         },
         [w]() -> QWidget * { return w->findChild<QDockWidget *>(QStringLiteral("chartDock")); },
         true},
        {[sim] { sim->pause(); },
         [] { return tr("Your turn"); },
         [] {
             return tr("Challenges ask you to predict before you run (File → Challenges). The interview drill asks the "
                       "questions interviewers ask (Help). Simulation → Advise a mode… says which mode fits these "
                       "services, and why.");
         },
         [w]() -> QWidget * { return w; }},
    };
}

void TourBar::start()
{
    if (!m_window->openFile(QString::fromLatin1(tourScenario)))
        return;
    // The pictures need the height: the charts come back for the step that speaks of them, and as
    // they were when the tour ends.
    if (auto *charts = m_window->findChild<QDockWidget *>(QStringLiteral("chartDock")); charts && m_step < 0)
        m_chartsWereShown = charts->isVisible();
    QWidget::show();
    show(0);
}

void TourBar::stop()
{
    if (m_step < 0)
        return;
    m_step = -1;
    if (auto *charts = m_window->findChild<QDockWidget *>(QStringLiteral("chartDock")))
        charts->setVisible(m_chartsWereShown);
    m_frame->hide();
    m_framed = nullptr;
    hide();
    emit stepChanged(-1);
    emit finished();
}

void TourBar::detach()
{
    m_step = -1;
    m_window->removeEventFilter(this);
    if (m_framed)
        m_framed->removeEventFilter(this);
    m_framed = nullptr;
}

void TourBar::next()
{
    if (m_step < 0)
        return;
    if (m_step + 1 >= stepCount())
        stop();
    else
        show(m_step + 1);
}

void TourBar::back()
{
    if (m_step > 0)
        show(m_step - 1);
}

QString TourBar::stepTitle() const
{
    return m_step >= 0 ? m_steps[std::size_t(m_step)].title() : QString();
}

QString TourBar::stepText() const
{
    return m_step >= 0 ? m_steps[std::size_t(m_step)].text() : QString();
}

QWidget *TourBar::stepTarget() const
{
    return m_step >= 0 ? m_steps[std::size_t(m_step)].target() : nullptr;
}

void TourBar::show(int step)
{
    m_step = step;
    if (auto *charts = m_window->findChild<QDockWidget *>(QStringLiteral("chartDock"))) {
        const bool show = m_steps[std::size_t(step)].charts;
        charts->setVisible(show);
        if (show) // as low as they can be: the picture keeps its height
            m_window->resizeDocks({charts}, {charts->minimumSizeHint().height()}, Qt::Vertical);
    }
    m_steps[std::size_t(step)].enter();
    // The tour's mode and skin switches are the tour's, not the learner's work: nothing to save.
    m_window->document()->setModified(false);
    // A picture too large for a small window (the MPS pool of three clients on a laptop's first
    // window) would say "make the window larger": the tour does it, once the bar is laid out.
    QTimer::singleShot(0, this, [this] {
        const QScreen *screen = m_window->screen();
        const bool screenIsLarger = screen && screen->availableGeometry().height() > m_window->frameGeometry().height() + 20;
        if (m_step >= 0 && !m_window->canvas()->gpuLayout().isValid() && screenIsLarger && !m_window->isMaximized()
            && !m_window->isFullScreen())
            m_window->showMaximized();
    });
    updateTexts();
    placeFrame();
    emit stepChanged(step);
}

void TourBar::updateTexts()
{
    m_back->setText(tr("Back"));
    m_end->setText(tr("End tour"));
    m_challenges->setText(tr("Open the first challenge"));
    if (m_step < 0)
        return;
    m_position->setText(tr("Tour %1 of %2").arg(m_step + 1).arg(stepCount()));
    m_title->setText(stepTitle());
    m_text->setText(stepText());
    const bool last = m_step + 1 == stepCount();
    m_next->setText(last ? tr("Finish") : tr("Next"));
    m_back->setEnabled(m_step > 0);
    m_challenges->setVisible(last);
}

void TourBar::placeFrame()
{
    QWidget *target = stepTarget();
    if (m_framed && m_framed != target)
        m_framed->removeEventFilter(this);
    m_framed = target;
    if (!target || target == m_window || !target->isVisible()) {
        m_frame->hide();
        return;
    }
    target->installEventFilter(this);
    const QRect r(target->mapTo(m_window, QPoint(0, 0)), target->size());
    m_frame->setGeometry(r.adjusted(-3, -3, 3, 3) & m_window->rect());
    m_frame->show();
    m_frame->raise();
}

bool TourBar::eventFilter(QObject *watched, QEvent *event)
{
    if (m_step >= 0 && (event->type() == QEvent::Resize || event->type() == QEvent::Move
                        || event->type() == QEvent::Show || event->type() == QEvent::Hide))
        if (watched == m_window || watched == m_framed)
            placeFrame();
    return QWidget::eventFilter(watched, event);
}

void TourBar::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        updateTexts();
}

} // namespace gpuk
