#pragma once

// Help → One profile name, many GPUs…: what a MIG profile of one name is on each GPU that has it
// (a name a learner takes for one size) — its ID, SMs, memory, memory slots, bandwidth share and
// the engine's time for one request there, at a memory-bound share the user picks — with every
// figure the fact sheets do not verify marked as such. The figures are core's
// (analysis/profilecompare.h), the same the CLI's `mig profiles --compare` prints.

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QTableWidget;

namespace gpuk {

class ProfileNamesDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column { GpuColumn, IdColumn, SmsColumn, MemoryColumn, SlotsColumn, BandwidthColumn, TimeColumn, ColumnCount };

    // `currentGpu`: the scenario's GPU, whose row is marked; `preferred`: names to show first, the
    // first of them that two GPUs have (none: the first name whose size differs between GPUs).
    explicit ProfileNamesDialog(const QString &currentGpu, const QStringList &preferred, QWidget *parent = nullptr);

    void showProfile(const QString &name);
    void setBeta(double beta);
    QString profile() const;
    double beta() const;
    QTableWidget *table() const { return m_table; }
    QComboBox *profileCombo() const { return m_profile; }
    // The sentence under the table: how far the GPUs' slices of this name differ.
    QString summary() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fill();

    QString m_currentGpu;
    QLabel *m_intro = nullptr;
    QLabel *m_profileLabel = nullptr;
    QComboBox *m_profile = nullptr;
    QLabel *m_betaLabel = nullptr;
    QDoubleSpinBox *m_beta = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_legend = nullptr;
};

} // namespace gpuk
