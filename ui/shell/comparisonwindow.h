#pragma once

// Simulation → Compare the modes side by side…: the same tenants under every sharing mode at once,
// each with the plan `gpukitchen-cli compare` runs for it (analysis/comparison.h comparisonPlans),
// same random streams. Above, one small live canvas per mode in the current skin, all played on
// one clock (lock step: every runner reaches the same simulated time before the clock moves on).
// Below, the comparison run to the end (compareModes, with the slowdown runs: `compare`'s
// numbers): a table per mode (GPUs, SM occupancy, what nvidia-smi and DCGM report and cannot
// attribute, memory handed out against used, stranded SMs, fault blast radius, what a change
// costs, SLOs met, goodput), a table per tenant and mode (throughput, goodput, p50 and p99
// against the SLO, attainment counting every request, failures by reason), the best per
// column marked with the reason in one sentence, and the source article's comparison measured
// (analysis/articleclaims.h). Each mode opens on the main canvas in one click (one undo step).

#include "analysis/articleclaims.h"
#include "analysis/comparison.h"
#include "analysis/modefacts.h"
#include "io/comparereport.h"
#include "scenario.h"
#include "ui/text/skin.h"

#include <QDialog>
#include <QElapsedTimer>
#include <QFutureWatcher>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QTimer;

namespace gpuk {

class GpuCanvas;
class Picture;
class SimController;

class ComparisonWindow : public QDialog
{
    Q_OBJECT

public:
    // `scenario`: the document's scenario with the shown plan as its active plan.
    ComparisonWindow(const Scenario &scenario, Skin skin, QWidget *parent = nullptr);
    ~ComparisonWindow() override;

    void setSkin(Skin skin);
    bool isComputing() const { return m_computing; }
    // The comparison run to the end (empty until computed), in the order of allModes.
    const std::vector<ComparedMode> &compared() const { return m_compared; }
    const std::vector<ModeFacts> &facts() const { return m_facts; }
    const std::vector<ArticleClaim> &claims() const { return m_claims; }
    QTableWidget *modeTable() const { return m_modeTable; }
    QTableWidget *tenantTable() const { return m_tenantTable; }
    QTableWidget *claimTable() const { return m_claimTable; }
    // The live canvases, one per runnable mode, and their runners (same order).
    const std::vector<GpuCanvas *> &canvases() const { return m_canvases; }
    const std::vector<SimController *> &runners() const { return m_runners; }
    const std::vector<Picture *> &pictures() const { return m_pictures; }
    // Under each canvas: its Picture's SLO words (Picture::sloStatusParts), as the status bar's.
    QString statusText(size_t k) const;
    // Lock step: advances every runner by wallElapsedS × speed to one simulated time (public for
    // tests and benchmarks); returns the shared clock.
    double tick(double wallElapsedS);
    double clock() const { return m_clock; }
    void play();
    void pause();
    bool isPlaying() const { return m_playing; }
    // The sentence under the mode table: the best per column and why.
    QString bestText() const;
    // The comparison as `gpukitchen-cli compare --format json|csv` writes it (io/comparereport.h),
    // written atomically to `path`; false with why in *error.
    bool exportTo(const QString &path, bool json, QString *error = nullptr) const;
    QByteArray exportBytes(bool json) const;

signals:
    void computed();
    // "Open on the canvas": the main window applies `plan` (one undo step).
    void openRequested(const gpuk::SharingPlan &plan);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Work;
    void start();
    void showResults();
    void buildCanvases();
    void fillModeTable();
    void fillTenantTable();
    void fillClaimTable();
    void retranslateUi();
    void updateClock();

    Scenario m_scenario;
    Skin m_skin = Skin::Technical;
    std::vector<ComparedMode> m_compared;
    std::vector<ModeFacts> m_facts;
    std::vector<ArticleClaim> m_claims;
    std::optional<CompareReport> m_report;
    QFutureWatcher<void> m_watcher;
    std::shared_ptr<Work> m_work;
    bool m_computing = false;

    std::vector<GpuCanvas *> m_canvases;
    std::vector<SimController *> m_runners;
    std::vector<Picture *> m_pictures;
    std::vector<QLabel *> m_canvasTitles;
    std::vector<QPushButton *> m_openButtons;
    std::vector<QLabel *> m_canvasStatus;
    std::vector<SharingPlan> m_canvasPlans;
    double m_clock = 0;
    bool m_playing = false;
    int m_speedIndex = 0;
    QTimer *m_timer = nullptr;
    QElapsedTimer m_wall;

    QPushButton *m_exportJson = nullptr;
    QPushButton *m_exportCsv = nullptr;
    QLabel *m_intro = nullptr;
    QProgressBar *m_busy = nullptr;
    QPushButton *m_playButton = nullptr;
    QPushButton *m_restartButton = nullptr;
    QLabel *m_speedLabel = nullptr;
    QComboBox *m_speed = nullptr;
    QLabel *m_clockLabel = nullptr;
    QGridLayout *m_grid = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableWidget *m_modeTable = nullptr;
    QLabel *m_best = nullptr;
    QTableWidget *m_tenantTable = nullptr;
    QTableWidget *m_claimTable = nullptr;
};

} // namespace gpuk
