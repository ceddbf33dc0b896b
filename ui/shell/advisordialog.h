#pragma once

// Simulation → Advise a mode…: the seed article's decision steps as five questions (latency SLOs,
// trust between tenants, how stable the tenant set is, operations effort, VMs or containers; the
// GPU is the scenario's), their defaults from the scenario (analysis/advisor.h defaultAnswers).
// "Recommend" shows the recommended mode and plan with the rules behind it and the modes ruled
// out (recommend()), then runs every admissible mode to the end in the background
// (proveRecommendation(), progress and Cancel, the window never blocked) and shows the ranking and
// whether the recommendation held, or which rule was refuted and by how much: the numbers of
// `gpukitchen-cli compare --advise`. Each mode of the result opens on the canvas with its plan as
// one undo step (openRequested → MainWindow pushes one SetModeCommand).

#include "analysis/advisor.h"
#include "scenario.h"
#include "ui/text/skin.h"

#include <QDialog>
#include <QFutureWatcher>

#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTimer;

namespace gpuk {

class AdvisorDialog : public QDialog
{
    Q_OBJECT

public:
    // `scenario`: the document's scenario with the shown plan as its active plan.
    AdvisorDialog(const Scenario &scenario, Skin skin, QWidget *parent = nullptr);
    ~AdvisorDialog() override;

    AdvisorAnswers answers() const;
    void setAnswers(const AdvisorAnswers &answers);
    void setSkin(Skin skin);

    // Starts (as the Recommend button does): the recommendation, then the runs.
    void recommendNow();
    void cancel();
    bool isComputing() const { return m_computing; }
    bool hasRecommendation() const { return m_haveRecommendation; }
    bool hasAdvice() const { return m_haveAdvice; }
    const Advice &advice() const { return m_advice; }
    // The mode and plan of ranking row `row`, or of the recommendation (row -1); as its button.
    void openRow(int row);

signals:
    void recommended();
    void computed();
    void openRequested(gpuk::Mode mode, const gpuk::SharingPlan &plan);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Work;
    void startProof();
    void answersChanged();
    void showRecommendation();
    void showAdvice();
    void retranslateUi();
    QString modeWord(Mode m) const;

    Scenario m_scenario;
    Skin m_skin;
    Advice m_advice; // its recommendation is set after the first step
    bool m_haveRecommendation = false;
    bool m_haveAdvice = false;
    bool m_computing = false;
    QFutureWatcher<void> m_watcher;
    std::shared_ptr<Work> m_work;

    QLabel *m_intro = nullptr;
    QLabel *m_gpuLine = nullptr;
    QList<QLabel *> m_questionLabels;
    QList<QLabel *> m_helpLabels;
    QComboBox *m_latency = nullptr;
    QComboBox *m_trust = nullptr;
    QComboBox *m_tenantSet = nullptr;
    QComboBox *m_ops = nullptr;
    QComboBox *m_isolation = nullptr;
    QPushButton *m_recommend = nullptr;
    QLabel *m_recommendation = nullptr;
    QPushButton *m_openRecommended = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QTimer *m_poll = nullptr;
    QLabel *m_criteria = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_verdict = nullptr;
};

} // namespace gpuk
