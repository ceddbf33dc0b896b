#include "drillwindow.h"

#include "io/drillsummary.h"
#include "io/lessonstrings.h"
#include "io/quizcheck.h"
#include "io/quizfile.h"
#include "ui/text/format.h"
#include "ui/panels/wrappedlabel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDateTime>
#include <QDoubleValidator>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace gpuk {

namespace {

QString html(const QString &s)
{
    return s.toHtmlEscaped();
}

// A number as the reader writes it: 98, 2.5, 0.75.
QString number(double v)
{
    return localeNumber(v, 2);
}

// A source as rich text: every URL in it a link, the rest (fact-sheet sections) as written.
QString sourceHtml(const QString &source)
{
    QStringList parts;
    for (const QString &part : source.split(QStringLiteral("; "))) {
        const QString word = part.section(QLatin1Char(' '), 0, 0);
        if (word.startsWith(QLatin1String("https://")) || word.startsWith(QLatin1String("http://")))
            parts << QStringLiteral("<a href=\"%1\">%2</a>%3")
                             .arg(html(word), html(word), html(part.mid(word.size())));
        else
            parts << html(part);
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

DrillWindow::DrillWindow(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("drillWindow"));
    setWindowFlag(Qt::WindowMaximizeButtonHint);
    setModal(false);
    const QuizLoadResult loaded = loadQuizFile(QString::fromLatin1(builtinQuizPath));
    if (loaded.ok())
        m_bank = *loaded.bank;
    else
        m_bankError = QStringLiteral("%1: %2 problems").arg(QString::fromLatin1(builtinQuizPath)).arg(loaded.diagnostics.size());

    auto *layout = new QVBoxLayout(this);
    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("drillPages"));
    layout->addWidget(m_pages);
    buildStartPage();
    buildQuestionPage();
    buildResultPage();

    m_clock = new QTimer(this);
    m_clock->setInterval(250);
    connect(m_clock, &QTimer::timeout, this, &DrillWindow::tick);

    // Fits a 1366×768 screen with room for the main window's title bar; grows on a larger one.
    resize(900, 640);
    retranslate();
    showStart();
}

DrillWindow::~DrillWindow() = default;

void DrillWindow::setSettings(QSettings *settings)
{
    m_settings = settings;
    loadRecords();
    updateStartPage();
}

std::int64_t DrillWindow::nowMs() const
{
    return QDateTime::currentMSecsSinceEpoch() + m_clockOffset;
}

// ---- rounds ------------------------------------------------------------------------------------

void DrillWindow::startPractice(const QStringList &categories, int count, quint32 seed)
{
    std::vector<std::string> cats;
    for (const QString &c : categories)
        cats.push_back(c.toStdString());
    begin(DrillSession::practice(m_bank, cats, count, seed, nowMs()));
}

void DrillWindow::startMock(int count, int seconds, quint32 seed)
{
    begin(DrillSession::mockInterview(m_bank, count, seconds, seed, nowMs()));
}

void DrillWindow::startBeforeAfter()
{
    // "after" when a "before" is recorded without its "after"; else a new "before".
    const bool after = nextPhase() == DrillPhase::After;
    if (!after)
        m_after.reset();
    begin(DrillSession::beforeAfter(m_bank, after ? m_before : std::nullopt, nowMs()));
}

void DrillWindow::begin(DrillSession session)
{
    m_session = std::make_unique<DrillSession>(std::move(session));
    m_modelShown = false;
    m_choicePane->setProperty("question", QString()); // a new round: fresh answer widgets
    if (m_session->finished()) { // an empty round: nothing to ask
        showResults();
        return;
    }
    if (m_session->limitSeconds() > 0)
        m_clock->start();
    else
        m_clock->stop();
    showQuestion();
    m_pages->setCurrentIndex(int(Page::Question));
}

void DrillWindow::answerChoice(int index)
{
    if (QAbstractButton *b = m_choices->button(index))
        b->setChecked(true);
}

void DrillWindow::answerNumber(double value)
{
    m_number->setText(QLocale().toString(value, 'g', 12));
}

void DrillWindow::answerExplain(const QString &text, const QVector<bool> &covered)
{
    m_explainText->setPlainText(text);
    if (!m_modelShown) {
        m_modelShown = true;
        showQuestion();
    }
    for (int i = 0; i < m_points.size(); ++i)
        m_points[i]->setChecked(i < covered.size() && covered[i]);
}

bool DrillWindow::submit()
{
    if (!m_session || m_session->finished() || submitted())
        return false;
    const QuizQuestion &q = m_session->question(m_session->current());
    const std::int64_t now = nowMs();
    bool ok = false;
    switch (q.type) {
    case QuestionType::Choice:
    case QuestionType::Predict:
        ok = m_choices->checkedId() >= 0 && m_session->answerChoice(m_choices->checkedId(), now);
        break;
    case QuestionType::Number: {
        bool parsed = false;
        const double x = QLocale().toDouble(m_number->text(), &parsed);
        ok = parsed && m_session->answerNumber(x, now);
        break;
    }
    case QuestionType::Explain: {
        if (!m_modelShown)
            return false; // the learner ticks the points first
        std::vector<bool> covered;
        for (QCheckBox *b : m_points)
            covered.push_back(b->isChecked());
        ok = m_session->answerExplain(m_explainText->toPlainText().toStdString(), covered, now);
        break;
    }
    }
    if (ok)
        showQuestion();
    return ok;
}

void DrillWindow::next()
{
    if (!m_session || m_session->finished())
        return;
    m_session->next(nowMs());
    m_modelShown = false;
    if (m_session->finished())
        showResults();
    else
        showQuestion();
}

void DrillWindow::finishRound()
{
    if (!m_session)
        return;
    m_session->finish(nowMs());
    showResults();
}

void DrillWindow::showStart()
{
    m_clock->stop();
    updateStartPage();
    m_pages->setCurrentIndex(int(Page::Start));
}

void DrillWindow::advanceClock(int ms)
{
    m_clockOffset += ms;
    tick();
}

void DrillWindow::tick()
{
    if (!m_session || m_session->finished() || m_session->limitSeconds() <= 0) {
        m_clock->stop();
        return;
    }
    if (m_session->timeUp(nowMs())) {
        finishRound(); // the questions left are counted unanswered
        return;
    }
    updateCountdown();
}

void DrillWindow::showMe(int questionIndex)
{
    if (!m_session || questionIndex < 0 || questionIndex >= m_session->size())
        return;
    const QuizQuestion &q = m_session->question(questionIndex);
    if (q.showMe)
        emit showMeRequested(scenePath(q.showMe->scene), q.showMe->mode);
}

bool DrillWindow::exportSummary(const QString &path, QString *error) const
{
    if (!m_session) {
        if (error)
            *error = tr("No round to export yet.");
        return false;
    }
    const OutputResult r = writeDrillSummary(path, *m_session);
    if (!r.ok && error)
        *error = r.error;
    return r.ok;
}

void DrillWindow::exportWithDialog()
{
    QString selected;
    const QString path = QFileDialog::getSaveFileName(
            this, tr("Export the drill summary"), QStringLiteral("drill-summary.json"),
            tr("JSON (*.json);;Markdown for a teacher (*.md)"), &selected);
    if (path.isEmpty())
        return;
    QString file = path;
    if (!file.contains(QLatin1Char('.')) && selected.contains(QLatin1String("*.md")))
        file += QStringLiteral(".md");
    QString error;
    if (!exportSummary(file, &error))
        QMessageBox::warning(this, tr("Export the drill summary"), error);
}

// ---- state -------------------------------------------------------------------------------------

DrillWindow::Page DrillWindow::page() const
{
    return Page(m_pages->currentIndex());
}

int DrillWindow::position() const
{
    return m_session && !m_session->finished() ? m_session->current() + 1 : 0;
}

int DrillWindow::count() const
{
    return m_session ? m_session->size() : 0;
}

bool DrillWindow::submitted() const
{
    return m_session && !m_session->finished() && m_session->item(m_session->current()).answer.has_value();
}

double DrillWindow::score() const
{
    return m_session ? m_session->total() : 0.0;
}

int DrillWindow::reviewCount() const
{
    return m_session ? int(m_session->review().size()) : 0;
}

QString DrillWindow::positionText() const
{
    return m_position->text();
}

QString DrillWindow::verdictText() const
{
    return m_verdict->text();
}

QString DrillWindow::countdownText() const
{
    return m_countdown->isVisibleTo(const_cast<DrillWindow *>(this)) ? m_countdown->text() : QString();
}

DrillPhase DrillWindow::nextPhase() const
{
    return m_before && !m_after ? DrillPhase::After : DrillPhase::Before;
}

// ---- settings ----------------------------------------------------------------------------------

namespace {

QString phaseKey(DrillPhase p)
{
    return p == DrillPhase::Before ? QStringLiteral("drill/before/") : QStringLiteral("drill/after/");
}

std::optional<PhaseRecord> readRecord(QSettings &s, DrillPhase phase)
{
    const QString key = phaseKey(phase);
    if (!s.contains(key + QStringLiteral("ids")))
        return std::nullopt;
    PhaseRecord r;
    r.phase = phase;
    r.atMs = s.value(key + QStringLiteral("at")).toLongLong();
    for (const QString &id : s.value(key + QStringLiteral("ids")).toStringList())
        r.ids.push_back(id.toStdString());
    for (const QVariant &v : s.value(key + QStringLiteral("scores")).toList())
        r.scores.push_back(v.toDouble());
    if (r.ids.empty())
        return std::nullopt;
    r.scores.resize(r.ids.size(), 0.0);
    return r;
}

} // namespace

void DrillWindow::loadRecords()
{
    if (!m_settings)
        return;
    m_before = readRecord(*m_settings, DrillPhase::Before);
    m_after = m_before ? readRecord(*m_settings, DrillPhase::After) : std::nullopt;
}

void DrillWindow::saveRecord(const PhaseRecord &record)
{
    if (record.phase == DrillPhase::Before) {
        m_before = record;
        m_after.reset();
    } else {
        m_after = record;
    }
    if (!m_settings)
        return;
    if (record.phase == DrillPhase::Before)
        m_settings->remove(QStringLiteral("drill/after"));
    const QString key = phaseKey(record.phase);
    QStringList ids;
    QVariantList scores;
    for (std::size_t i = 0; i < record.ids.size(); ++i) {
        ids << QString::fromStdString(record.ids[i]);
        scores << record.scores[i];
    }
    m_settings->setValue(key + QStringLiteral("at"), qint64(record.atMs));
    m_settings->setValue(key + QStringLiteral("ids"), ids);
    m_settings->setValue(key + QStringLiteral("scores"), scores);
}

// ---- pages -------------------------------------------------------------------------------------

void DrillWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void DrillWindow::retranslate()
{
    setWindowTitle(tr("Interview drill"));
    m_intro->setText(m_bankError.isEmpty()
                             ? tr("Questions an interviewer asks about sharing a GPU: choose an answer, estimate a "
                                  "number, predict what a scene will show, or explain in your own words and compare "
                                  "with a model answer. Every answer comes with its source, and many with a live "
                                  "scene that shows it.")
                             : tr("The question bank cannot be read: %1").arg(m_bankError));
    m_practiceBox->setTitle(tr("Practice"));
    for (QCheckBox *b : m_categoryBoxes)
        b->setText(drillCategoryName(b->property("category").toString().toStdString()));
    m_practiceCountLabel->setText(tr("&Questions:"));
    m_practiceStart->setText(tr("Start practice"));
    m_mockBox->setTitle(tr("Mock interview"));
    m_mockIntro->setText(tr("Questions from every category against the clock. An answer after the time is up does "
                            "not count, and the questions left are counted unanswered."));
    m_mockCountLabel->setText(tr("Q&uestions:"));
    m_mockMinutesLabel->setText(tr("&Minutes:"));
    m_mockStart->setText(tr("Start the mock interview"));
    m_checkBox->setTitle(tr("Before/after check"));
    m_numberLabel->setText(tr("Your &estimate:"));
    m_explainLabel->setText(tr("In your &own words:"));
    m_explainText->setPlaceholderText(tr("Write your answer here, then compare it with the model answer."));
    m_showModel->setText(tr("Show the model answer"));
    m_endRound->setText(tr("End the round"));
    m_showMe->setText(tr("Show me"));
    m_showMe->setToolTip(tr("Opens a live scene that shows this answer in the main window"));
    m_submit->setText(tr("Submit"));
    m_again->setText(tr("Back to the start"));
    m_export->setText(tr("Export summary…"));
    updateStartPage();
    // The page shown is said again in the new language; the others when they are shown.
    if (m_session && page() == Page::Result)
        showResults();
    else if (m_session && page() == Page::Question)
        showQuestion();
}

void DrillWindow::updateStartPage()
{
    const QLocale locale;
    auto when = [&locale](std::int64_t ms) {
        return locale.toString(QDateTime::fromMSecsSinceEpoch(ms), QLocale::ShortFormat);
    };
    QString state;
    if (!m_before) {
        state = tr("Take the short check before a tour or a challenge (%n questions, one per topic), and the same "
                   "questions again after it, to see what changed. Next: the “before” check.",
                   nullptr, int(DrillSession::beforeAfterQuestions(m_bank).size()));
        m_checkStart->setText(tr("Start the “before” check"));
    } else if (!m_after) {
        state = tr("“Before” check done %1: %2 of %3 right. Next: the same questions “after” the tour or "
                   "challenge.")
                        .arg(when(m_before->atMs))
                        .arg(std::count_if(m_before->scores.begin(), m_before->scores.end(),
                                           [](double s) { return s >= 1.0; }))
                        .arg(m_before->ids.size());
        m_checkStart->setText(tr("Start the “after” check"));
    } else {
        int better = 0, worse = 0;
        for (const ConceptResult &c : pairPhases(m_bank, *m_before, m_after)) {
            if (c.changed())
                ++(*c.after ? better : worse);
        }
        state = tr("Last check: before %1, after %2; better after on %3, worse on %4. Next: a new “before” check.")
                        .arg(when(m_before->atMs), when(m_after->atMs))
                        .arg(better)
                        .arg(worse);
        m_checkStart->setText(tr("Start a new “before” check"));
    }
    m_checkState->setText(state);
}

QString DrillWindow::categoryText(int questionIndex) const
{
    return drillCategoryName(m_session->question(questionIndex).category);
}

// The answer to question `questionIndex` as words: the learner's (`learners`) or the right one.
QString DrillWindow::answerText(int questionIndex, bool learners) const
{
    const QuizQuestion &q = m_session->question(questionIndex);
    const std::optional<DrillAnswer> &a = m_session->item(questionIndex).answer;
    const QString unit = q.unit.empty() ? QString() : QLatin1Char(' ') + quizText(q.unit);
    switch (q.type) {
    case QuestionType::Choice:
    case QuestionType::Predict: {
        const int i = learners ? (a ? a->choice : -1) : q.answerIndex;
        return i >= 0 && i < int(q.options.size()) ? quizText(q.options[std::size_t(i)]) : tr("no answer");
    }
    case QuestionType::Number:
        if (learners)
            return a && a->number ? number(*a->number) + unit : tr("no answer");
        return tr("%1 (within ±%2 %)").arg(number(q.answerNumber) + unit, number(q.tolerance * 100));
    case QuestionType::Explain: {
        if (learners)
            return a ? tr("%1 of %2 model points").arg(std::count(a->covered.begin(), a->covered.end(), true))
                               .arg(q.points.size())
                     : tr("no answer");
        QStringList points;
        for (const std::string &p : q.points)
            points << quizText(p);
        return points.join(QStringLiteral("; "));
    }
    }
    return {};
}

void DrillWindow::showQuestion()
{
    if (!m_session || m_session->finished())
        return;
    const int i = m_session->current();
    const QuizQuestion &q = m_session->question(i);
    const bool done = m_session->item(i).answer.has_value();
    QString kind;
    switch (m_session->kind()) {
    case DrillKind::Practice:
        kind = tr("Practice");
        break;
    case DrillKind::MockInterview:
        kind = tr("Mock interview");
        break;
    case DrillKind::BeforeAfter:
        kind = m_session->phase() == DrillPhase::Before ? tr("“Before” check") : tr("“After” check");
        break;
    }
    m_position->setText(tr("Question %1 of %2").arg(i + 1).arg(m_session->size()));
    m_category->setText(tr("%1 · %2").arg(kind, categoryText(i)));
    m_question->setText(quizText(q.question));

    // The answer widget of the type; rebuilt only when the question changes, so a choice or a
    // tick made survives a language switch.
    const bool choice = q.type == QuestionType::Choice || q.type == QuestionType::Predict;
    const QString qid = QString::fromStdString(q.id);
    const bool fresh = m_choicePane->property("question").toString() != qid;
    if (fresh) {
        m_choicePane->setProperty("question", qid);
        for (QAbstractButton *b : m_choices->buttons()) {
            m_choices->removeButton(b);
            delete b;
        }
        for (QCheckBox *b : m_points)
            delete b;
        m_points.clear();
        m_number->clear();
        m_explainText->clear();
        if (choice)
            for (int o = 0; o < int(q.options.size()); ++o) {
                auto *b = new QRadioButton(m_choicePane);
                b->setObjectName(QStringLiteral("drillOption%1").arg(o));
                m_choices->addButton(b, o);
                m_choiceLayout->addWidget(b);
            }
        if (q.type == QuestionType::Explain)
            for (int p = 0; p < int(q.points.size()); ++p) {
                auto *b = new QCheckBox(m_explainPane);
                b->setObjectName(QStringLiteral("drillPoint%1").arg(p));
                m_pointsLayout->addWidget(b);
                m_points << b;
            }
    }
    // After the verdict the options stay readable (not greyed out) but no longer take a click:
    // the right one marked ✓, the learner's wrong one ✗.
    const std::optional<DrillAnswer> &given = m_session->item(i).answer;
    for (QAbstractButton *b : m_choices->buttons()) {
        const int o = m_choices->id(b);
        QString text = quizText(q.options[std::size_t(o)]);
        if (done && o == q.answerIndex)
            text = QStringLiteral("✓ ") + text;
        else if (done && given && o == given->choice)
            text = QStringLiteral("✗ ") + text;
        b->setText(text);
        b->setAttribute(Qt::WA_TransparentForMouseEvents, done);
        b->setFocusPolicy(done ? Qt::NoFocus : Qt::StrongFocus);
    }
    m_choicePane->setVisible(choice);
    m_numberPane->setVisible(q.type == QuestionType::Number);
    m_unit->setText(quizText(q.unit));
    m_number->setReadOnly(done);
    m_explainPane->setVisible(q.type == QuestionType::Explain);
    m_explainText->setReadOnly(done);
    m_showModel->setVisible(q.type == QuestionType::Explain && !m_modelShown);
    m_pointsLabel->setText(tr("The model answer makes these points. Tick each one you made:"));
    m_pointsLabel->setVisible(m_modelShown);
    for (int p = 0; p < m_points.size(); ++p) {
        m_points[p]->setText(tr("I said this: %1").arg(quizText(q.points[std::size_t(p)])));
        m_points[p]->setVisible(m_modelShown);
        m_points[p]->setAttribute(Qt::WA_TransparentForMouseEvents, done);
        m_points[p]->setFocusPolicy(done ? Qt::NoFocus : Qt::StrongFocus);
    }

    m_submit->setVisible(!done);
    m_submit->setEnabled(q.type != QuestionType::Explain || m_modelShown);
    m_next->setVisible(done);
    m_next->setText(i + 1 < m_session->size() ? tr("Next question") : tr("See the results"));
    m_showMe->setVisible(done && q.showMe.has_value());
    if (done)
        m_next->setFocus();
    updateVerdict();
    updateCountdown();
}

void DrillWindow::updateVerdict()
{
    const int i = m_session->current();
    const QuizQuestion &q = m_session->question(i);
    const std::optional<DrillAnswer> &a = m_session->item(i).answer;
    m_verdict->setVisible(a.has_value());
    if (!a) {
        m_verdict->clear();
        return;
    }
    QStringList rows;
    QString head;
    if (a->late)
        head = tr("Too late: the time was up, so this answer does not count.");
    else if (a->score >= 1.0)
        head = tr("Right.");
    else if (a->score > 0)
        head = tr("Partly: %1 of the model answer's points.").arg(tr("%1 %", "a percentage").arg(number(a->score * 100)));
    else
        head = tr("Not right.");
    rows << QStringLiteral("<b>%1</b>").arg(html(head));
    if (q.type != QuestionType::Explain)
        rows << html(tr("Your answer: %1").arg(answerText(i, true)));
    rows << html(q.type == QuestionType::Explain ? tr("The model answer: %1").arg(answerText(i, false))
                                                 : tr("The answer: %1").arg(answerText(i, false)));
    rows << html(quizText(q.explanation));
    if (!q.misconception.empty())
        rows << html(tr("The misconception this question targets: %1").arg(quizText(q.misconception)));
    if (!q.source.empty())
        rows << tr("Source: %1").arg(sourceHtml(QString::fromStdString(q.source)));
    m_verdict->setText(rows.join(QStringLiteral("<br><br>")));
}

void DrillWindow::updateCountdown()
{
    const bool timed = m_session && m_session->limitSeconds() > 0 && !m_session->finished();
    m_countdown->setVisible(timed);
    if (!timed)
        return;
    const std::int64_t left = (m_session->remainingMs(nowMs()) + 999) / 1000;
    m_countdown->setText(tr("Time left: %1:%2")
                                 .arg(left / 60)
                                 .arg(left % 60, 2, 10, QLatin1Char('0')));
}

void DrillWindow::showResults()
{
    m_clock->stop();
    m_pages->setCurrentIndex(int(Page::Result));
    if (!m_session)
        return;
    const DrillSession &s = *m_session;
    // A before/after phase is recorded once, when it ends.
    if (s.kind() == DrillKind::BeforeAfter) {
        const PhaseRecord r = s.record();
        const bool known = (r.phase == DrillPhase::Before && m_before == r) || (r.phase == DrillPhase::After && m_after == r);
        if (!known) {
            saveRecord(r);
            updateStartPage(); // the next phase
        }
    }
    switch (s.kind()) {
    case DrillKind::Practice:
        m_resultTitle->setText(tr("Practice: results"));
        break;
    case DrillKind::MockInterview:
        m_resultTitle->setText(tr("Mock interview: results"));
        break;
    case DrillKind::BeforeAfter:
        m_resultTitle->setText(s.phase() == DrillPhase::Before ? tr("“Before” check: results")
                                                               : tr("Before/after check: what changed"));
        break;
    }
    int unanswered = 0;
    for (int i = 0; i < s.size(); ++i)
        if (!s.item(i).answer)
            ++unanswered;
    QString score = tr("Score: %1 of %2.").arg(number(s.total())).arg(s.size());
    if (s.kind() == DrillKind::BeforeAfter && s.phase() == DrillPhase::After) {
        int before = 0, after = 0;
        for (const ConceptResult &c : s.concepts()) {
            before += c.before ? 1 : 0;
            after += c.after.value_or(false) ? 1 : 0;
        }
        score = tr("Right before: %1 of %3. Right after: %2 of %3.").arg(before).arg(after).arg(s.size());
    }
    if (unanswered > 0)
        score += QLatin1Char(' ') + tr("Not answered: %n.", nullptr, unanswered);
    m_scoreLabel->setText(score);

    QStringList rows;
    for (const CategoryScore &c : s.byCategory())
        rows << QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                        .arg(html(drillCategoryName(c.category)),
                             html(tr("%1 of %2").arg(number(c.score)).arg(c.count)));
    m_categoryScores->setVisible(s.kind() != DrillKind::BeforeAfter); // one question per topic: the table says it
    m_categoryScores->setText(QStringLiteral("<b>%1</b><table cellspacing=\"0\" cellpadding=\"2\">%2</table>")
                                      .arg(html(tr("By topic")), rows.join(QString())));

    m_conceptTable->setVisible(s.kind() == DrillKind::BeforeAfter);
    if (s.kind() == DrillKind::BeforeAfter) {
        auto markOf = [this](std::optional<bool> right) {
            return !right ? tr("not yet") : *right ? tr("✓ right") : tr("✗ wrong");
        };
        QStringList table;
        table << QStringLiteral("<tr><th align=\"left\">%1</th><th>%2</th><th>%3</th></tr>")
                         .arg(html(tr("Concept")), html(tr("Before")), html(tr("After")));
        for (const ConceptResult &c : s.concepts()) {
            QString text = QString::fromStdString(c.id);
            for (const QuizQuestion &q : m_bank.questions)
                if (q.id == c.id)
                    text = quizText(q.question);
            table << QStringLiteral("<tr><td>%1<br><i>%2</i></td><td>%3</td><td>%4%5</td></tr>")
                             .arg(html(text), html(drillCategoryName(c.category)), html(markOf(c.before)),
                                  html(markOf(c.after)), c.changed() ? QStringLiteral(" ◆") : QString());
        }
        m_conceptTable->setText(QStringLiteral("<b>%1</b><table cellspacing=\"0\" cellpadding=\"3\">%2</table>%3")
                                        .arg(html(tr("Per concept")), table.join(QString()),
                                             html(s.phase() == DrillPhase::Before
                                                          ? tr("Take the tour or a challenge, then the “after” check.")
                                                          : tr("◆ changed between before and after."))));
    }

    // The review: what was not right, each with the answer, the explanation and "Show me".
    while (QLayoutItem *item = m_reviewLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const std::vector<int> review = s.review();
    m_reviewTitle->setText(review.empty() ? tr("Nothing to review: every answer was right.")
                                          : tr("Review (%n)", nullptr, int(review.size())));
    for (int i : review) {
        const QuizQuestion &q = s.question(i);
        auto *box = new QGroupBox(m_reviewPane);
        box->setObjectName(QStringLiteral("drillReview_%1").arg(QString::fromStdString(q.id)));
        box->setTitle(tr("Question %1 · %2").arg(i + 1).arg(categoryText(i)));
        auto *bv = new QVBoxLayout(box);
        auto *text = wrappedLabel(box);
        text->setTextFormat(Qt::RichText);
        text->setOpenExternalLinks(true);
        text->setTextInteractionFlags(Qt::TextBrowserInteraction);
        QStringList lines;
        lines << QStringLiteral("<b>%1</b>").arg(html(quizText(q.question)));
        lines << html(tr("Your answer: %1").arg(answerText(i, true)));
        lines << html(tr("The answer: %1").arg(answerText(i, false)));
        lines << html(quizText(q.explanation));
        text->setText(lines.join(QStringLiteral("<br>")));
        bv->addWidget(text);
        if (q.showMe) {
            auto *row = new QHBoxLayout;
            auto *show = new QPushButton(tr("Show me"), box);
            show->setObjectName(QStringLiteral("drillReviewShowMe"));
            show->setToolTip(tr("Opens a live scene that shows this answer in the main window"));
            connect(show, &QPushButton::clicked, this, [this, i] { showMe(i); });
            row->addStretch();
            row->addWidget(show);
            bv->addLayout(row);
        }
        m_reviewLayout->addWidget(box);
    }
}

} // namespace gpuk
