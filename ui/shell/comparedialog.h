#pragma once

// Simulation → Compare the modes under load…: the same tenants under every sharing mode, each
// with the plan `gpukitchen-cli compare` runs for it, while every tenant's (or one tenant's)
// arrival rate grows from a quarter to four times the scenario's: where each mode breaks. Two
// charts (tenants meeting their SLO, and goodput, against load, one line per mode) and a table
// at a chosen load (per mode: tenants meeting their SLO, goodput, each tenant's p99). Computed
// in the background by the core's load sweep (analysis/comparison.h sweepLoad), the numbers of
// `gpukitchen-cli compare --sweep`. Three charts against load, one line per mode: tenants meeting
// their SLO, goodput, and p99 (the tenant furthest over its SLO as a multiple of it, or one
// tenant's in ms against its SLO). Export JSON/CSV writes `compare --sweep` 's bytes.

#include "analysis/comparison.h"
#include "scenario.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QJsonArray>

#include <memory>
#include <optional>
#include <vector>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSlider;
class QTableWidget;
class QTimer;

namespace gpuk {

class CompareDialog : public QDialog
{
    Q_OBJECT

public:
    // `scenario`: the document's scenario with the shown plan as its active plan.
    explicit CompareDialog(const Scenario &scenario, QWidget *parent = nullptr);
    ~CompareDialog() override;

    // The load factors of the sweep, in order.
    static const std::vector<double> &factors();

    // Scales only tenant `index`'s arrivals (std::nullopt: every tenant's) and computes again.
    void setScaledTenant(std::optional<int> index);
    bool isComputing() const;
    // The last sweep computed (empty before the first one ends) and the modes skipped with why.
    const LoadSweep &sweep() const { return m_sweep; }
    const QStringList &skipped() const { return m_skipped; }
    QTableWidget *table() const { return m_table; }
    // Shows the table at load factors()[index].
    void setTableLoad(int index);
    // The p99 chart: every tenant's p99 as a multiple of its SLO, the worst per mode and load
    // (std::nullopt), or tenant `index`'s p99 in ms.
    void setP99Tenant(std::optional<int> index);
    // The p99 chart's points of mode `m` (index into sweep().modes): (load, value) where a value
    // is known (a refused load, or one where the tenant — any tenant with an SLO, for the worst —
    // completed nothing, has none).
    std::vector<std::pair<double, double>> p99Points(size_t m) const;
    // The sweep as `gpukitchen-cli compare --sweep 0.25,…,4 [--sweep-tenant ID] --format json|csv`
    // writes it (empty before the first sweep ends); exportTo writes it atomically.
    QByteArray exportBytes(bool json) const;
    bool exportTo(const QString &path, bool json, QString *error = nullptr) const;

    // The live load slider (×0.25 to ×4 in steps of 0.05): a move re-runs every mode at that load
    // over the preview window (sweepPreviewScenario) in the background, then, once the slider
    // rests, over the whole run; the table shows it. `factor` is rounded to the slider's step.
    void setLiveLoad(double factor);
    double liveLoad() const { return m_liveFactor; }
    bool isLiveComputing() const { return m_liveRunning; }
    // The last live result (one load, every mode) and whether it is of the whole run.
    const LoadSweep &liveSweep() const { return m_live; }
    bool liveIsWholeRun() const { return m_liveWhole; }
    static int restMs() { return 300; } // the slider's rest before the whole run starts

signals:
    void computed();
    void liveComputed(bool wholeRun);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Work;
    struct LiveWork;
    void start();
    void startLive(bool wholeRun);
    void showLive();
    void showLoadMarker();
    void showResults();
    void showP99();
    QComboBox *tenantCombo(const QString &name);
    void showLegend();
    void hideModeMarkers(QChart *chart) const;
    QString p99Title() const;
    void styleChart(QChart *chart) const;
    void fillTable();
    void retranslateUi();

    Scenario m_scenario;
    std::optional<int> m_tenant;
    LoadSweep m_sweep;
    QStringList m_skipped;
    QJsonArray m_planJson; // compare's "plans" entries of the last sweep
    std::optional<int> m_p99Tenant;
    QFutureWatcher<void> m_watcher;
    std::shared_ptr<Work> m_work;
    bool m_restart = false;
    bool m_computing = false;

    QLabel *m_intro = nullptr;
    QLabel *m_scaleLabel = nullptr;
    QComboBox *m_scale = nullptr;
    QProgressBar *m_busy = nullptr;
    QChart *m_sloChart = nullptr;
    QChart *m_goodputChart = nullptr;
    QChartView *m_sloView = nullptr;
    QChartView *m_goodputView = nullptr;
    QChart *m_p99Chart = nullptr;
    QChartView *m_p99View = nullptr;
    QLabel *m_p99Label = nullptr;
    QWidget *m_legend = nullptr; // one legend of the modes' lines for the three charts
    QComboBox *m_p99Of = nullptr;
    QPushButton *m_exportJson = nullptr;
    QPushButton *m_exportCsv = nullptr;
    QLabel *m_tableLabel = nullptr;
    QComboBox *m_tableLoad = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_note = nullptr;

    // The live slider.
    std::vector<std::pair<Mode, SharingPlan>> m_plans; // compare's plans, from the first sweep
    double m_liveFactor = 1;
    LoadSweep m_live;
    bool m_liveWhole = false;
    bool m_showLive = false;                           // the table shows the live load, not the combo's
    bool m_liveRunning = false;
    std::optional<bool> m_livePending;                 // another live run asked for meanwhile (whole run?)
    QFutureWatcher<void> m_liveWatcher;
    std::shared_ptr<LiveWork> m_liveWork;
    QTimer *m_rest = nullptr;
    QLabel *m_loadLabel = nullptr;
    QSlider *m_loadSlider = nullptr;
    QLabel *m_loadValue = nullptr;
};

} // namespace gpuk
