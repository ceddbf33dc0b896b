#pragma once

// The placement map of one catalog GPU, as NVIDIA's MIG user guide draws it: the GPU's compute
// slices and memory slots across, one row per GPU-instance profile under them, and in each row
// every start `nvidia-smi mig -lgipp` allows, as the compute slices and memory slots an instance
// placed there takes (sharing/mig.h MigPlacement: compute from start / units per slice, memory
// from start). It draws what the fact files give and nothing else: a profile whose placements
// they do not give has a hatched row that says so; assumed or unverified placements are dashed.
// It draws every GPU of the catalog, those the simulator cannot run included (GpuAtlasDialog).

#include "catalog/catalog.h"
#include "ui/text/skin.h"

#include <QWidget>

namespace gpuk {

class PlacementMap : public QWidget
{
    Q_OBJECT

public:
    explicit PlacementMap(QWidget *parent = nullptr);

    void setGpu(const GpuModel *gpu);
    const GpuModel *gpu() const { return m_gpu; }
    void setSkin(Skin skin);

    // The grid: placement units across (the GPU's memory slots; its compute slices times the
    // units per slice where the memory slots are not given).
    int gridUnits() const;
    int rowCount() const;
    const MigProfile *rowProfile(int row) const;
    QString rowText(int row) const;       // "3g.40gb · ID 9", as the row's label says it
    QString rowToolTip(int row) const;    // the profile's figures and why any is flagged
    // A profile's starts as `nvidia-smi mig -lgipp` prints them, "{0,4}:4"; empty when not given.
    static QString startsText(const MigProfile &p);
    QRectF labelRect(int row) const;
    QRectF rowRect(int row) const;        // the row's part of the grid
    QRectF unitRect(int unit) const;      // memory slot `unit` in the header
    QRectF sliceRect(int slice) const;    // compute slice `slice` in the header
    // Placement k of a row (k indexes the profile's starts): the compute slices and the memory
    // slots it takes. Empty when the fact files give no placements for the row's profile.
    QRectF computeRect(int row, int k) const;
    QRectF memoryRect(int row, int k) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Geometry
    {
        double em = 0;
        double labelWidth = 0;
        double left = 0;      // the grid's left edge
        double unit = 0;      // one placement unit's width
        double headerRow = 0; // height of each header row
        double top = 0;       // the first profile row's top
        double rowHeight = 0;
    };
    Geometry geometry() const;
    QRectF placementRect(int row, int k, bool compute) const;
    QString sliceHeader() const;
    QString slotHeader() const;

    const GpuModel *m_gpu = nullptr;
    Skin m_skin = Skin::Technical;
};

} // namespace gpuk
