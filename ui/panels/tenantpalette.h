#pragma once

// The tenant palette (left dock): one entry per preset (tenantpresets.h), a drag source carrying
// the preset id as application/x-gpukitchen-tenant. Keyboard / mouse equivalent of the drag:
// double-click or Enter emits addRequested(presetId), which adds it with automatic placement.
// The swatches show the colour the added tenant will get: colours follow the tenant index
// (tenantcolors.h), so every preset shows the next index's colour and keeps it when it lands.

#include <QColor>
#include <QListWidget>

namespace gpuk {

class TenantPalette : public QListWidget
{
    Q_OBJECT

public:
    explicit TenantPalette(QWidget *parent = nullptr);

    QString presetAt(int row) const;
    // The index the next added tenant gets (the scenario's tenant count): its colour is the swatches'.
    void setNextTenantIndex(int index);
    int nextTenantIndex() const { return m_nextTenant; }
    QColor swatchColor() const;       // the colour the swatches are drawn in

signals:
    void addRequested(const QString &presetId);

protected:
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QList<QListWidgetItem *> &items) const override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateMinimumWidth();
    int m_nextTenant = 0;
};

} // namespace gpuk
