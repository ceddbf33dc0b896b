#pragma once

// Help → Every MIG GPU and its placements…: any GPU of the catalog, those the simulator runs and
// those listed for reference only (B200, GB200, H20, …): its whole-GPU figures, each flagged as the
// fact files flag it, the placement map of its profiles (PlacementMap), every profile's figures in
// a table, and the notes of the fact files. A GPU the simulator cannot run says which figures the
// fact files lack; nothing missing is filled in. "Use this GPU" switches the scenario to a GPU the
// simulator runs (the window's GPU switch, one undo step).

#include "ui/text/skin.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace gpuk {

struct GpuModel;
class PlacementMap;

class GpuAtlasDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column { ProfileColumn, IdColumn, SlicesColumn, SmsColumn, MemoryColumn, SlotsColumn, BandwidthColumn,
                  CountColumn, PlacementsColumn, ColumnCount };

    explicit GpuAtlasDialog(QWidget *parent = nullptr);

    // Shows a catalog GPU (any case); false if the catalog has no MIG GPU of that id.
    bool showGpu(const QString &id);
    QString gpuId() const;
    // The scenario's GPU: "Use this GPU" is offered for another GPU the simulator runs.
    void setCurrentGpu(const QString &id);
    void setSkin(Skin skin);

    QComboBox *gpuCombo() const { return m_gpu; }
    PlacementMap *map() const { return m_map; }
    QTableWidget *table() const { return m_table; }
    QPushButton *useButton() const { return m_use; }
    QString statusText() const;  // simulated, or reference only and what the fact files lack
    QString figuresText() const; // the whole-GPU figures, flagged
    QString notesText() const;   // the fact files' notes on this GPU

signals:
    void useGpuRequested(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fill();
    const GpuModel *selected() const;

    QString m_currentGpu;
    Skin m_skin = Skin::Technical;
    QLabel *m_intro = nullptr;
    QLabel *m_gpuLabel = nullptr;
    QComboBox *m_gpu = nullptr;
    QPushButton *m_use = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_figures = nullptr;
    PlacementMap *m_map = nullptr;
    QLabel *m_mapKey = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_notes = nullptr;
};

} // namespace gpuk
