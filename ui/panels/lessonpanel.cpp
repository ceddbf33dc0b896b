#include "lessonpanel.h"

#include "io/lessonstrings.h"
#include "io/lessontext.h"
#include "io/receipttext.h"
#include "io/scenariofile.h"
#include "ui/text/words.h"
#include "ui/panels/wrappedlabel.h"

#include <QButtonGroup>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QGroupBox>
#include <QHash>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace gpuk {

namespace {

QString html(const QString &s)
{
    return s.toHtmlEscaped();
}

// The tenants as the window names them (the scenario's display names).
TenantLabel namesOf(const std::optional<Scenario> &s)
{
    return [s](const std::string &id) {
        const Tenant *t = s ? s->findTenant(id) : nullptr;
        return t && !t->name.empty() ? QString::fromStdString(t->name) : QString::fromStdString(id);
    };
}

} // namespace

LessonPanel::LessonPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("lessonPanel"));
    // The place in the list and back / forward stay on top; the rest scrolls under them (a long
    // explanation after the reveal must not scroll the way to the next challenge out of sight).
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *nav = new QHBoxLayout;
    nav->setContentsMargins(9, 6, 9, 0);
    m_back = new QToolButton(this);
    m_back->setObjectName(QStringLiteral("lessonBack"));
    m_back->setArrowType(Qt::LeftArrow);
    m_forward = new QToolButton(this);
    m_forward->setObjectName(QStringLiteral("lessonForward"));
    m_forward->setArrowType(Qt::RightArrow);
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("lessonPosition"));
    nav->addWidget(m_back);
    nav->addWidget(m_position, 1, Qt::AlignCenter);
    nav->addWidget(m_forward);
    outer->addLayout(nav);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("lessonScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the words wrap to the dock
    auto *body = new QWidget(scroll);
    body->setObjectName(QStringLiteral("lessonBody"));
    auto *layout = new QVBoxLayout(body);
    outer->addWidget(scroll, 1);
    connect(m_back, &QToolButton::clicked, this, &LessonPanel::goBack);
    connect(m_forward, &QToolButton::clicked, this, &LessonPanel::goForward);

    m_title = wrappedLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);
    layout->addWidget(m_title);
    m_goal = wrappedLabel(this);
    m_goal->setObjectName(QStringLiteral("lessonGoal"));
    layout->addWidget(m_goal);

    m_predictBox = new QGroupBox(this);
    auto *predict = new QVBoxLayout(m_predictBox);
    m_question = wrappedLabel(m_predictBox);
    predict->addWidget(m_question);
    m_choicesLayout = new QVBoxLayout;
    predict->addLayout(m_choicesLayout);
    m_choices = new QButtonGroup(this);
    connect(m_choices, &QButtonGroup::idClicked, this, &LessonPanel::choosePrediction);
    auto *predictButtons = new QHBoxLayout;
    m_lock = new QPushButton(m_predictBox);
    m_lock->setObjectName(QStringLiteral("lessonLock"));
    m_reveal = new QPushButton(m_predictBox);
    m_reveal->setObjectName(QStringLiteral("lessonReveal"));
    predictButtons->addWidget(m_lock);
    predictButtons->addWidget(m_reveal);
    predictButtons->addStretch();
    predict->addLayout(predictButtons);
    m_revealLabel = wrappedLabel(m_predictBox);
    m_revealLabel->setObjectName(QStringLiteral("lessonRevealText"));
    predict->addWidget(m_revealLabel);
    layout->addWidget(m_predictBox);
    connect(m_lock, &QPushButton::clicked, this, &LessonPanel::lockPrediction);
    connect(m_reveal, &QPushButton::clicked, this, &LessonPanel::reveal);

    m_checksBox = new QGroupBox(this);
    auto *checks = new QVBoxLayout(m_checksBox);
    m_checksLabel = wrappedLabel(m_checksBox);
    m_checksLabel->setObjectName(QStringLiteral("lessonChecks"));
    m_checksLabel->setTextFormat(Qt::RichText);
    checks->addWidget(m_checksLabel);
    m_checkSummary = wrappedLabel(m_checksBox);
    checks->addWidget(m_checkSummary);
    layout->addWidget(m_checksBox);

    auto *hintRow = new QHBoxLayout;
    m_hint = new QPushButton(this);
    m_hint->setObjectName(QStringLiteral("lessonHint"));
    m_solution = new QPushButton(this);
    m_solution->setObjectName(QStringLiteral("lessonSolution"));
    hintRow->addWidget(m_hint);
    hintRow->addWidget(m_solution);
    hintRow->addStretch();
    layout->addLayout(hintRow);
    m_hints = wrappedLabel(this);
    m_hints->setObjectName(QStringLiteral("lessonHints"));
    layout->addWidget(m_hints);
    connect(m_hint, &QPushButton::clicked, this, &LessonPanel::showNextHint);
    connect(m_solution, &QPushButton::clicked, this, &LessonPanel::solutionRequested);

    m_explainBox = new QGroupBox(this);
    auto *explain = new QVBoxLayout(m_explainBox);
    m_explain = wrappedLabel(m_explainBox);
    m_explain->setObjectName(QStringLiteral("lessonExplain"));
    explain->addWidget(m_explain);
    layout->addWidget(m_explainBox);
    layout->addStretch();
    scroll->setWidget(body);

    connect(&m_checkWatcher, &QFutureWatcher<std::vector<CheckResult>>::finished, this, [this] {
        m_checks = m_checkWatcher.result();
        m_checksKnown = true;
        updateChecks();
        if (m_checkAgain) {
            m_checkAgain = false;
            startCheckRun();
        }
    });
    connect(&m_revealWatcher, &QFutureWatcher<LessonReport>::finished, this, [this] {
        const LessonReport report = m_revealWatcher.result();
        m_answer = report.prediction;
        m_knownGaps = report.knownGaps;
        if (!m_answer)
            m_answer = PredictionAnswer{}; // no prediction: the reveal is the explanation alone
        updateReveal();
        updateButtons();
    });
    retranslate();
    rebuild();
}

LessonPanel::~LessonPanel()
{
    m_checkWatcher.waitForFinished();
    m_revealWatcher.waitForFinished();
}

QStringList LessonPanel::lessonFiles()
{
    const QDir dir(QStringLiteral(":/lessons"));
    QStringList out;
    for (const QString &f : dir.entryList({QStringLiteral("*.gpuk.json")}, QDir::Files, QDir::Name))
        out << dir.filePath(f);
    return out;
}

bool LessonPanel::isLessonFile(const QString &fileName)
{
    return fileName.startsWith(QLatin1String(":/lessons/"));
}

int LessonPanel::builtinIndexOf(const std::string &id)
{
    static QHash<QString, int> index; // the built-ins do not change while the app runs
    if (index.isEmpty()) {
        const QStringList files = lessonFiles();
        for (int i = 0; i < files.size(); ++i) {
            const LoadResult r = loadScenarioFile(files[i], false);
            if (r.ok() && r.scenario->lesson)
                index.insert(QString::fromStdString(r.scenario->lesson->id), i);
        }
    }
    return id.empty() ? -1 : index.value(QString::fromStdString(id), -1);
}

QString LessonPanel::presentNext()
{
    if (!m_start || !m_start->lesson)
        return {};
    const Lesson &l = *m_start->lesson;
    if (l.predict && !m_locked) {
        if (m_predicted < 0)
            return tr("First the class's prediction: press 1 to %1.").arg(l.predict->choices.size());
        lockPrediction();
        return {};
    }
    if (!revealed()) {
        if (!m_revealWatcher.isRunning())
            reveal();
        return {};
    }
    if (m_hintsShown < int(l.prompts.size())) {
        showNextHint();
        return {};
    }
    if (m_index + 1 < count()) {
        goForward();
        return {};
    }
    return tr("That was the last challenge.");
}

QString LessonPanel::lessonId() const
{
    return m_start && m_start->lesson ? QString::fromStdString(m_start->lesson->id) : QString();
}

void LessonPanel::setLesson(const QString &file, const Scenario &start)
{
    const bool same = m_start && m_file == file && m_start->lesson && start.lesson &&
                      m_start->lesson->id == start.lesson->id;
    if (same && start.lesson->solution && m_start->lesson->solution) {
        // "Show the solution" reopens the lesson on its solved state: keep the learner's place.
        m_current = start;
        startCheckRun();
        return;
    }
    m_file = file;
    m_index = int(lessonFiles().indexOf(file));
    if (m_index < 0 && start.lesson) // a saved copy of a built-in (a prepared scene): its place in the list
        m_index = builtinIndexOf(start.lesson->id);
    m_start = start;
    m_current = start;
    m_checks.clear();
    m_checksKnown = false;
    m_predicted = -1;
    m_locked = false;
    m_answer.reset();
    m_knownGaps.clear();
    m_hintsShown = 0;
    rebuild();
    startCheckRun();
}

void LessonPanel::clearLesson()
{
    m_file.clear();
    m_index = -1;
    m_start.reset();
    m_current.reset();
    m_checks.clear();
    m_checksKnown = false;
    m_answer.reset();
    m_knownGaps.clear();
    rebuild();
}

void LessonPanel::setCurrentState(const Scenario &scenario)
{
    if (!m_start)
        return;
    Scenario s = scenario;
    s.lesson = m_start->lesson;
    m_current = std::move(s);
    startCheckRun();
}

void LessonPanel::startCheckRun()
{
    if (!m_current || !m_current->lesson)
        return;
    if (m_checkWatcher.isRunning()) {
        m_checkAgain = true; // the newest state is run when this one ends
        return;
    }
    const Scenario s = *m_current;
    m_checkWatcher.setFuture(QtConcurrent::run([s] {
        const LessonStateRun run = runLessonState(s);
        if (!run.results)
            return std::vector<CheckResult>{};
        return evaluateChecks(s.lesson->checks, *run.results, run.plan);
    }));
}

void LessonPanel::waitForWork()
{
    while (m_checkWatcher.isRunning() || m_revealWatcher.isRunning() || m_checkAgain) {
        m_checkWatcher.waitForFinished();
        m_revealWatcher.waitForFinished();
        QCoreApplication::processEvents();
    }
    QCoreApplication::processEvents();
}

bool LessonPanel::checkPasses(int i) const
{
    return i >= 0 && i < checkCount() && m_checks[std::size_t(i)].outcome.passed();
}

bool LessonPanel::allChecksPass() const
{
    return m_checksKnown && !m_checks.empty() && allPass(m_checks);
}

QString LessonPanel::checkText(int i) const
{
    if (i < 0 || i >= checkCount())
        return {};
    // Before the reveal the goal only: a measured number would answer the prediction.
    const TenantLabel names = namesOf(m_current);
    return revealed() ? checkResultText(m_checks[std::size_t(i)], names)
                      : checkGoalText(m_checks[std::size_t(i)].check, names);
}

QString LessonPanel::checkSummary() const
{
    if (!m_checksKnown)
        return tr("Checking…");
    if (m_checks.empty())
        return tr("This state cannot run; see the problems list.");
    int holding = 0;
    QStringList failing;
    const TenantLabel names = namesOf(m_current);
    for (const CheckResult &c : m_checks) {
        if (c.outcome.passed())
            ++holding;
        else
            failing << (revealed() ? checkResultText(c, names) : checkGoalText(c.check, names));
    }
    if (failing.isEmpty())
        return tr("Every condition holds: goal reached.");
    return tr("%1 of %2 conditions hold; still failing: %3")
            .arg(holding)
            .arg(m_checks.size())
            .arg(failing.join(QCoreApplication::translate("gpuk::LessonText", ", ")));
}

void LessonPanel::choosePrediction(int choice)
{
    if (m_locked || !m_start || !m_start->lesson || !m_start->lesson->predict)
        return;
    if (choice < 0 || choice >= int(m_start->lesson->predict->choices.size()))
        return;
    m_predicted = choice;
    if (QAbstractButton *b = m_choices->button(choice))
        b->setChecked(true);
    updateButtons();
}

void LessonPanel::lockPrediction()
{
    if (m_locked || m_predicted < 0)
        return;
    m_locked = true;
    if (m_settings && m_start && m_start->lesson) {
        const QString key = QStringLiteral("lessons/%1/").arg(lessonId());
        m_settings->setValue(key + QStringLiteral("prediction"),
                             QString::fromStdString(m_start->lesson->predict->choices[std::size_t(m_predicted)]));
        m_settings->setValue(key + QStringLiteral("predictedAt"), QDateTime::currentDateTimeUtc());
    }
    updateButtons();
}

void LessonPanel::reveal()
{
    if (!m_start || revealed() || m_revealWatcher.isRunning())
        return;
    const bool asks = m_start->lesson && m_start->lesson->predict;
    if (asks && !m_locked)
        return; // the prediction comes first
    const Scenario start = *m_start;
    m_revealWatcher.setFuture(QtConcurrent::run([start] { return checkLesson(start); }));
    updateButtons();
    emit runRequested();
}

void LessonPanel::showNextHint()
{
    if (!m_start || !m_start->lesson || m_hintsShown >= int(m_start->lesson->prompts.size()))
        return;
    ++m_hintsShown;
    rebuild();
}

void LessonPanel::goBack()
{
    const QStringList files = lessonFiles();
    if (m_index > 0)
        emit openLessonRequested(files[m_index - 1]);
}

void LessonPanel::goForward()
{
    const QStringList files = lessonFiles();
    if (m_index + 1 < files.size())
        emit openLessonRequested(files[m_index + 1]);
    else if (m_index < 0 && !files.isEmpty())
        emit openLessonRequested(files.first());
}

void LessonPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LessonPanel::retranslate()
{
    m_back->setToolTip(tr("Previous challenge"));
    m_back->setAccessibleName(tr("Previous challenge"));
    m_forward->setToolTip(tr("Next challenge"));
    m_forward->setAccessibleName(tr("Next challenge"));
    m_predictBox->setTitle(tr("Predict first"));
    m_lock->setText(tr("Lock in my prediction"));
    m_reveal->setText(tr("Run and reveal"));
    m_checksBox->setTitle(tr("Goal checks")); // short: a group box title does not wrap in a narrow dock
    m_explainBox->setTitle(tr("What happened, and why"));
    m_solution->setText(tr("Show the solution"));
    rebuild();
}

QString LessonPanel::choiceText(int i) const
{
    const LessonPrediction &p = *m_start->lesson->predict;
    const std::string &c = p.choices[std::size_t(i)];
    if (p.about == LessonPrediction::About::Tenant) {
        if (const Tenant *t = m_start->findTenant(c))
            return QString::fromStdString(t->name);
    } else if (p.about == LessonPrediction::About::Mode) {
        if (const auto mode = modeFromName(c))
            return Words::modeName(*mode);
    }
    return lessonText(c); // a range's label
}

QString LessonPanel::revealText() const
{
    if (!m_answer || !m_start || !m_start->lesson)
        return {};
    // Where real GPUs measured otherwise than the model, the lesson says so beside its numbers.
    QStringList gaps;
    for (const KnownGapHere &gap : m_knownGaps)
        gaps << knownGapSentence(gap);
    if (!m_start->lesson->predict)
        return gaps.join(QLatin1Char('\n'));
    const LessonPrediction &p = *m_start->lesson->predict;
    QStringList lines;
    if (m_answer->answer < 0) {
        lines << tr("The run gives no clear answer to this question.");
    } else {
        const QString right = choiceText(m_answer->answer);
        if (m_predicted == m_answer->answer)
            lines << tr("You predicted “%1”: right.").arg(right);
        else if (m_predicted >= 0)
            lines << tr("You predicted “%1”; the run says “%2”.").arg(choiceText(m_predicted), right);
        else
            lines << tr("The run says “%1”.").arg(right);
    }
    lines << tr("Measured: %1").arg(predictionAnswerText(p, *m_answer, namesOf(m_start)));
    lines << gaps;
    return lines.join(QLatin1Char('\n'));
}

void LessonPanel::rebuild()
{
    const bool has = m_start && m_start->lesson;
    const QStringList files = lessonFiles();
    m_position->setText(m_index >= 0 ? tr("Challenge %1 of %2").arg(m_index + 1).arg(files.size())
                                     : (has ? tr("Challenge") : tr("No challenge open")));
    m_title->setText(has ? lessonText(m_start->lesson->title) : tr("Open a challenge from File → Challenges."));
    m_goal->setText(has ? tr("Goal: %1").arg(lessonText(m_start->lesson->goal)) : QString());
    m_goal->setVisible(has);

    // The prediction's choices.
    for (QAbstractButton *b : m_choices->buttons()) {
        m_choices->removeButton(b);
        delete b;
    }
    const bool asks = has && m_start->lesson->predict.has_value();
    m_predictBox->setVisible(has);
    if (asks) {
        const LessonPrediction &p = *m_start->lesson->predict;
        m_question->setText(lessonText(p.question));
        for (int i = 0; i < int(p.choices.size()); ++i) {
            auto *b = new QRadioButton(choiceText(i), m_predictBox);
            b->setObjectName(QStringLiteral("lessonChoice%1").arg(i));
            b->setChecked(i == m_predicted);
            m_choices->addButton(b, i);
            m_choicesLayout->addWidget(b);
        }
    } else {
        m_question->setText(has ? tr("This challenge asks no prediction: run it and read what happened.") : QString());
    }

    // Hints, one at a time.
    const int prompts = has ? int(m_start->lesson->prompts.size()) : 0;
    QStringList shown;
    for (int i = 0; i < m_hintsShown && i < prompts; ++i)
        shown << QStringLiteral("%1. %2").arg(i + 1).arg(lessonText(m_start->lesson->prompts[std::size_t(i)]));
    m_hints->setText(shown.join(QLatin1Char('\n')));
    m_hints->setVisible(!shown.isEmpty());
    m_hint->setText(m_hintsShown < prompts ? tr("Hint (%1 of %2)").arg(m_hintsShown + 1).arg(prompts)
                                           : tr("No more hints"));
    m_hint->setVisible(has && prompts > 0);
    m_solution->setVisible(has && m_start->lesson->solution.has_value());
    m_checksBox->setVisible(has);
    updateReveal(); // and the checks
    updateButtons();
}

void LessonPanel::updateChecks()
{
    if (!m_start) {
        m_checksLabel->clear();
        m_checkSummary->clear();
        return;
    }
    QStringList rows;
    if (m_checksKnown) {
        for (int i = 0; i < checkCount(); ++i) {
            // Before the reveal: ○ for every goal, so the marks give nothing away either.
            const QString mark = !revealed() ? QStringLiteral("○")
                                 : checkPasses(i) ? QStringLiteral("✓")
                                                  : QStringLiteral("✗");
            rows << QStringLiteral("%1 %2").arg(mark, html(checkText(i)));
        }
    } else {
        for (const LessonCheck &c : m_start->lesson->checks)
            rows << QStringLiteral("○ %1").arg(html(checkGoalText(c, namesOf(m_start))));
    }
    m_checksLabel->setText(rows.join(QStringLiteral("<br>")));
    m_checkSummary->setText(revealed() ? checkSummary() : tr("Judged on the whole run of the state shown; the measured numbers appear after the reveal."));
}

void LessonPanel::updateReveal()
{
    const bool has = m_start && m_start->lesson;
    const QString reveal = revealText();
    m_revealLabel->setText(reveal);
    m_revealLabel->setVisible(revealed() && !reveal.isEmpty());
    m_explain->setText(has ? lessonText(m_start->lesson->explain) : QString());
    m_explainBox->setVisible(has && revealed());
    updateChecks();
}

void LessonPanel::updateButtons()
{
    const bool has = m_start && m_start->lesson;
    const bool asks = has && m_start->lesson->predict.has_value();
    m_back->setEnabled(m_index > 0);
    m_forward->setEnabled(m_index + 1 < int(lessonFiles().size()));
    for (QAbstractButton *b : m_choices->buttons())
        b->setEnabled(!m_locked);
    m_lock->setVisible(asks);
    m_lock->setEnabled(asks && !m_locked && m_predicted >= 0);
    m_reveal->setEnabled(has && !revealed() && (!asks || m_locked) && !m_revealWatcher.isRunning());
}

} // namespace gpuk
