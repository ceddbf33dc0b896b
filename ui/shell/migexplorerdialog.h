#pragma once

// Simulation → Explore MIG layouts…: the ranked legal MIG layouts for the scenario's tenants
// (fewest slices meeting every SLO first, then the plans that miss by leximin), each a thumbnail
// of the GPU's placement units coloured by tenant, with its figures (compute slices and memory
// slots, SLOs met and worst margin, each tenant's margin) and what the layout can no longer place
// (fragmentation); "Open on the canvas" shows that plan in MIG mode as one undo step. Computed in
// the background by analysis/planchoice.h rankMigPlans (the numbers of `gpukitchen-cli mig plan
// --ranked N`, with the GUI's shorter horizon guiMigHorizon, as a switch to MIG searches), with a
// progress bar and Cancel.

#include "analysis/planchoice.h"
#include "scenario.h"

#include "ui/text/skin.h"

#include <QDialog>
#include <QFutureWatcher>

#include <memory>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QTimer;
class QVBoxLayout;

namespace gpuk {

class MigExplorerDialog : public QDialog
{
    Q_OBJECT

public:
    // How many layouts it ranks.
    static constexpr int kEntries = 8;

    // `scenario`: the document's scenario with the shown plan as its active plan (its GPU has MIG).
    explicit MigExplorerDialog(const Scenario &scenario, QWidget *parent = nullptr);
    ~MigExplorerDialog() override;

    bool isComputing() const { return m_computing; }
    bool wasCancelled() const { return m_cancelled; }
    // The ranking shown (empty before it ends, or when cancelled).
    const MigLayoutRanking &ranking() const { return m_ranking; }
    // The plan of entry k (MIG mode), and its layout in words ("3g.20gb + 2g.10gb").
    SharingPlan planOf(int k) const;
    QString layoutText(int k) const;
    // Stops the ranking (as the Cancel button does).
    void cancel();
    // Asks to show entry k on the canvas (as its button does): emits openRequested.
    void openEntry(int k);
    // The words of the entries: compute slices and memory slots, or (kitchen) stove sections and
    // pantry shelves, as the canvas names them in that skin.
    void setSkin(gpuk::Skin skin);
    gpuk::Skin skin() const { return m_skin; }
    // Entry k's text (rich text), as its card shows it.
    QString entryText(int k) const;
    // The entry cards, in rank order (for tests and screenshots).
    QList<QWidget *> cards() const { return m_cards; }

signals:
    void computed();
    void openRequested(const gpuk::SharingPlan &plan, const QString &layout);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Work;
    void start();
    void showResults();
    void retranslateUi();
    QString tenantName(int rankedIndex) const;
    int scenarioIndex(int rankedIndex) const;

    Scenario m_scenario;
    MigLayoutRanking m_ranking;
    QFutureWatcher<void> m_watcher;
    std::shared_ptr<Work> m_work;
    bool m_computing = false;
    Skin m_skin = Skin::Technical;
    bool m_cancelled = false;

    QLabel *m_intro = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QTimer *m_poll = nullptr;
    QLabel *m_summary = nullptr;
    QScrollArea *m_scroll = nullptr;
    QVBoxLayout *m_list = nullptr;
    QList<QWidget *> m_cards;
    QList<QLabel *> m_cardTexts;
    QList<QPushButton *> m_openButtons;
};

} // namespace gpuk
