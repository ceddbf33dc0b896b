#pragma once

// The interview drill window (docs/design-notes.md "Teaching"): a non-modal
// dialog over the built-in quiz bank with three pages.
// - Start: practice (categories, number of questions), a mock interview (questions, minutes, a
//   visible countdown) or the before/after check (which phase comes next; the phases are kept in
//   the QSettings given by setSettings, or for this window's life only without them).
// - Question: "Question 3 of 10", the category, the question in the reader's language, the answer
//   widget per type (options; a number with its unit; own words, then the model answer's points to
//   tick), Submit, then the verdict: right or wrong, the right answer, the explanation, the
//   misconception it targets, the source (a link when a URL) and "Show me" when the question has a
//   live scene (showMeRequested; the main window opens it).
// - Result: the score, by category, the review of what was not right (each with "Show me"), the
//   before/after table, and "Export summary…" (JSON or Markdown by the suffix: io/drillsummary.h).
// The logic is core's (core/drill.h); this window only shows it and passes its clock: the epoch's
// milliseconds plus what advanceClock (tests) added.

#include "drill.h"
#include "scenario.h"

#include <QDialog>
#include <QPointer>
#include <QStringList>
#include <QVector>

#include <memory>
#include <optional>

class QButtonGroup;
class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSettings;
class QSpinBox;
class QStackedWidget;
class QTimer;
class QVBoxLayout;

namespace gpuk {

class DrillWindow : public QDialog
{
    Q_OBJECT

public:
    enum class Page { Start, Question, Result };

    explicit DrillWindow(QWidget *parent = nullptr);
    ~DrillWindow() override;

    // The before/after phases are read from and written to `settings` ("drill/before/…",
    // "drill/after/…"); null: kept for this window's life only. The caller keeps them alive.
    void setSettings(QSettings *settings);

    // Starting a round. `categories`: ids of quizCategories, empty for all; `count` 0: all.
    void startPractice(const QStringList &categories, int count, quint32 seed);
    void startMock(int count, int seconds, quint32 seed);
    void startBeforeAfter();

    // Answering the current question as the learner would (the widgets follow), then submit().
    void answerChoice(int index);
    void answerNumber(double value);
    void answerExplain(const QString &text, const QVector<bool> &covered);
    bool submit();  // records the answer shown in the widgets; false when there is none or it is refused
    void next();    // the next question, or the result page after the last
    void finishRound(); // ends the round now: the result page, the rest unanswered
    void showStart();
    void advanceClock(int ms); // tests: the clock jumps, the countdown follows (and may end the round)

    bool exportSummary(const QString &path, QString *error = nullptr) const;
    void showMe(int questionIndex); // emits showMeRequested for that question of the round

    // State, for the tests and the screenshots.
    Page page() const;
    const DrillSession *session() const { return m_session.get(); }
    int position() const;          // 1-based; 0 without a round
    int count() const;
    bool submitted() const;        // the current question has its verdict
    double score() const;
    int reviewCount() const;
    QString positionText() const;
    QString verdictText() const;   // as shown
    QString countdownText() const; // empty outside a mock interview
    DrillPhase nextPhase() const;  // of the before/after check
    std::int64_t nowMs() const;

signals:
    void showMeRequested(const QString &scenePath, std::optional<gpuk::Mode> mode);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildStartPage();
    void buildQuestionPage();
    void buildResultPage();
    void retranslate();
    void begin(DrillSession session);
    void showQuestion();
    void updateVerdict();
    void updateCountdown();
    void showResults();
    void updateStartPage();
    void tick();
    void saveRecord(const PhaseRecord &record);
    void loadRecords();
    QString answerText(int questionIndex, bool learners) const;
    QString categoryText(int questionIndex) const;
    void exportWithDialog();

    QuizBank m_bank;
    QString m_bankError;
    std::unique_ptr<DrillSession> m_session;
    QPointer<QSettings> m_settings;
    std::optional<PhaseRecord> m_before;
    std::optional<PhaseRecord> m_after;
    std::int64_t m_clockOffset = 0;
    bool m_modelShown = false; // explain: the model answer's points are shown

    QStackedWidget *m_pages = nullptr;
    QTimer *m_clock = nullptr;

    // Start page.
    QLabel *m_intro = nullptr;
    QGroupBox *m_practiceBox = nullptr;
    QVector<QCheckBox *> m_categoryBoxes;
    QLabel *m_practiceCountLabel = nullptr;
    QSpinBox *m_practiceCount = nullptr;
    QPushButton *m_practiceStart = nullptr;
    QGroupBox *m_mockBox = nullptr;
    QLabel *m_mockIntro = nullptr;
    QLabel *m_mockCountLabel = nullptr;
    QSpinBox *m_mockCount = nullptr;
    QLabel *m_mockMinutesLabel = nullptr;
    QSpinBox *m_mockMinutes = nullptr;
    QPushButton *m_mockStart = nullptr;
    QGroupBox *m_checkBox = nullptr;
    QLabel *m_checkState = nullptr;
    QPushButton *m_checkStart = nullptr;

    // Question page.
    QLabel *m_position = nullptr;
    QLabel *m_category = nullptr;
    QLabel *m_countdown = nullptr;
    QLabel *m_question = nullptr;
    QWidget *m_choicePane = nullptr;
    QVBoxLayout *m_choiceLayout = nullptr;
    QButtonGroup *m_choices = nullptr;
    QWidget *m_numberPane = nullptr;
    QLabel *m_numberLabel = nullptr;
    QLineEdit *m_number = nullptr;
    QLabel *m_unit = nullptr;
    QWidget *m_explainPane = nullptr;
    QLabel *m_explainLabel = nullptr;
    QPlainTextEdit *m_explainText = nullptr;
    QPushButton *m_showModel = nullptr;
    QLabel *m_pointsLabel = nullptr;
    QVector<QCheckBox *> m_points;
    QVBoxLayout *m_pointsLayout = nullptr;
    QPushButton *m_submit = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_endRound = nullptr;
    QLabel *m_verdict = nullptr;
    QPushButton *m_showMe = nullptr;

    // Result page.
    QLabel *m_resultTitle = nullptr;
    QLabel *m_scoreLabel = nullptr;
    QLabel *m_categoryScores = nullptr;
    QLabel *m_conceptTable = nullptr;
    QLabel *m_reviewTitle = nullptr;
    QWidget *m_reviewPane = nullptr;
    QVBoxLayout *m_reviewLayout = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_again = nullptr;
};

} // namespace gpuk
