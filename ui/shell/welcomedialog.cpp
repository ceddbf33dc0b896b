#include "welcomedialog.h"

#include "catalog/catalog.h"
#include "mainwindow.h"
#include "ui/panels/lessonpanel.h"

#include <QCheckBox>
#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpuk {

WelcomeDialog::WelcomeDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("welcomeDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(8);
    m_heading = new QLabel(this);
    QFont big = m_heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_heading->setFont(big);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_heading);
    layout->addWidget(m_intro);
    const auto button = [this, layout](const char *name, Choice choice) {
        auto *b = new QCommandLinkButton(this);
        b->setObjectName(QLatin1String(name));
        connect(b, &QCommandLinkButton::clicked, this, [this, choice] { choose(choice); });
        layout->addWidget(b);
        return b;
    };
    m_tour = button("welcomeTour", Choice::Tour);
    m_challenges = button("welcomeChallenges", Choice::Challenges);
    m_drill = button("welcomeDrill", Choice::Drill);
    m_blank = button("welcomeBlank", Choice::BlankGpu);
    m_tour->setDefault(true);
    m_tour->setFocus();
    auto *bottom = new QHBoxLayout;
    m_atStart = new QCheckBox(this);
    m_atStart->setObjectName(QStringLiteral("welcomeAtStart"));
    m_atStart->setChecked(true);
    connect(m_atStart, &QCheckBox::toggled, this, &WelcomeDialog::showAtStartChanged);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    close->setObjectName(QStringLiteral("welcomeClose"));
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    bottom->addWidget(m_atStart, 1);
    bottom->addWidget(close);
    layout->addLayout(bottom);
    retranslate();
    // Wide enough for its sentences to read as sentences, not columns of words.
    setMinimumWidth(fontMetrics().averageCharWidth() * 70);
}

bool WelcomeDialog::showAtStart() const
{
    return m_atStart->isChecked();
}

void WelcomeDialog::setShowAtStart(bool on)
{
    const QSignalBlocker block(m_atStart);
    m_atStart->setChecked(on);
}

void WelcomeDialog::choose(Choice choice)
{
    m_choice = choice;
    emit chosen(choice);
    accept();
}

void WelcomeDialog::retranslate()
{
    setWindowTitle(tr("Welcome to GPU Kitchen"));
    m_heading->setText(tr("Welcome to GPU Kitchen"));
    m_intro->setText(tr("GPU Kitchen shows how one NVIDIA GPU is shared by several services — MIG, MPS, vGPU and "
                        "time-slicing — by simulating it. No GPU is needed. Where would you like to start?"));
    m_tour->setText(tr("Take the 5-minute tour"));
    m_tour->setDescription(tr("One GPU and three services, shown in every mode, step by step."));
    m_challenges->setText(tr("Try a challenge"));
    m_challenges->setDescription(tr("Predict what happens, run it, and see why: %1 challenges, each checked live.")
                                     .arg(LessonPanel::lessonFiles().size()));
    m_drill->setText(tr("Practise for an interview"));
    m_drill->setDescription(tr("Questions interviewers ask about GPU sharing, each answer checked by the simulator."));
    m_blank->setText(tr("Start with a blank GPU"));
    const GpuModel *gpu = MainWindow::emptyScenario().gpu();
    m_blank->setDescription(tr("An %1 in MIG mode with nothing on it: drag services onto it from the palette.")
                                .arg(gpu ? QString::fromStdString(gpu->displayName) : QString()));
    m_atStart->setText(tr("Show this at start"));
}

void WelcomeDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

} // namespace gpuk
