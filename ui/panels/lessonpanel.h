#pragma once

// The challenge panel (formats in docs/design-notes.md, "Teaching"): a lesson's place in
// the list ("3 of 14", back and forward), its goal, light hints one at a time on request, the
// prediction asked and locked before the reveal, the checks judged live on the state shown, and the
// explanation beside the learner's prediction after the reveal. The numbers are core's
// (analysis/lessonrun.h: the same as `gpukitchen-cli lessons check`), run on a worker thread; the
// words are io/lessontext.h's. Before the reveal the checks show their goals only, so no measured
// number gives the prediction away.

#include "analysis/lessonrun.h"
#include "scenario.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <optional>

class QButtonGroup;
class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSettings;
class QToolButton;
class QVBoxLayout;

namespace gpuk {

class LessonPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LessonPanel(QWidget *parent = nullptr);
    ~LessonPanel() override;

    // The built-in challenges, ":/lessons/….gpuk.json", in order.
    static QStringList lessonFiles();
    static bool isLessonFile(const QString &fileName);
    // The place of the built-in challenge with this lesson id in lessonFiles(), -1 if none.
    static int builtinIndexOf(const std::string &id);

    // The lesson `start` (as opened from `file`, its starting state). The same lesson again (after
    // "Show the solution", or a reload) keeps the prediction and the hints shown.
    void setLesson(const QString &file, const Scenario &start);
    void clearLesson();
    bool hasLesson() const { return m_start.has_value(); }
    // The scenario as shown now: its checks are run again (on a worker, the newest state wins).
    void setCurrentState(const Scenario &scenario);
    // Predictions are recorded under "lessons/<id>/prediction" when there are settings.
    void setSettings(QSettings *settings) { m_settings = settings; }

    // State, for the window and the tests.
    int position() const { return m_index + 1; } // 1-based; 0 without a lesson from the list
    int count() const { return int(lessonFiles().size()); }
    QString lessonId() const;
    int checkCount() const { return int(m_checks.size()); }
    bool checksKnown() const { return m_checksKnown; }
    bool checkPasses(int i) const;
    bool allChecksPass() const;
    QString checkText(int i) const;     // as shown
    QString checkSummary() const;        // "2 of 3 conditions hold; still failing: …"
    int predictedChoice() const { return m_predicted; }
    bool predictionLocked() const { return m_locked; }
    bool revealed() const { return m_answer.has_value(); }
    const std::optional<PredictionAnswer> &answer() const { return m_answer; }
    QString revealText() const;
    int hintsShown() const { return m_hintsShown; }
    // Waits (tests) until no check run or reveal is pending.
    void waitForWork();

public slots:
    void choosePrediction(int choice);
    void lockPrediction();
    void reveal();          // runs the start and the solution, answers the prediction; emits runRequested
    void showNextHint();
    // Presentation mode's PageDown: the next stage of the challenge in class order: lock the
    // class's prediction (chosen with keys 1–9), run and reveal, each hint, then the next
    // challenge. Returns what stops it going on ("first the class's prediction"), else empty.
    QString presentNext();
    void goBack();
    void goForward();
    void retranslate();

signals:
    void openLessonRequested(const QString &file);
    void solutionRequested();
    void runRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void updateChecks();
    void updateReveal();
    void updateButtons();
    void startCheckRun();
    // Choice `i` of the prediction as the learner reads it: a tenant's name, a mode's, a range's label.
    QString choiceText(int i) const;

    QString m_file;
    int m_index = -1;
    std::optional<Scenario> m_start;
    std::vector<KnownGapHere> m_knownGaps; // the reveal's known gaps of the model (said in revealText)
    std::optional<Scenario> m_current;
    std::vector<CheckResult> m_checks;
    bool m_checksKnown = false;
    int m_predicted = -1;
    bool m_locked = false;
    std::optional<PredictionAnswer> m_answer;
    int m_hintsShown = 0;
    QSettings *m_settings = nullptr; // the window's (it outlives this panel)

    QFutureWatcher<std::vector<CheckResult>> m_checkWatcher;
    QFutureWatcher<LessonReport> m_revealWatcher;
    bool m_checkAgain = false;

    QLabel *m_position = nullptr;
    QToolButton *m_back = nullptr;
    QToolButton *m_forward = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_goal = nullptr;
    QGroupBox *m_predictBox = nullptr;
    QLabel *m_question = nullptr;
    QVBoxLayout *m_choicesLayout = nullptr;
    QButtonGroup *m_choices = nullptr;
    QPushButton *m_lock = nullptr;
    QPushButton *m_reveal = nullptr;
    QLabel *m_revealLabel = nullptr;
    QGroupBox *m_checksBox = nullptr;
    QLabel *m_checksLabel = nullptr;
    QLabel *m_checkSummary = nullptr;
    QPushButton *m_hint = nullptr;
    QLabel *m_hints = nullptr;
    QGroupBox *m_explainBox = nullptr;
    QLabel *m_explain = nullptr;
    QPushButton *m_solution = nullptr;
};

} // namespace gpuk
