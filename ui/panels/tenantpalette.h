#pragma once

// The tenant palette (left dock): one entry per preset (tenantpresets.h), a drag source carrying
// the preset id as application/x-gpukitchen-tenant. Keyboard / mouse equivalent of the drag:
// double-click or Enter emits addRequested(presetId), which adds it with automatic placement.

#include <QListWidget>

namespace gpuk {

class TenantPalette : public QListWidget
{
    Q_OBJECT

public:
    explicit TenantPalette(QWidget *parent = nullptr);

    QString presetAt(int row) const;

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
};

} // namespace gpuk
