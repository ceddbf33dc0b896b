#include "ui/shell/exportbuttons.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>

namespace gpuk {

std::pair<QPushButton *, QPushButton *> addExportButtons(
        QDialogButtonBox *box, const QString &objectName, const QString &baseName,
        const std::function<QString(bool json)> &title, const std::function<QString()> &errorTitle,
        const std::function<bool(const QString &path, bool json, QString *error)> &write)
{
    QPushButton *json = box->addButton(QString(), QDialogButtonBox::ActionRole);
    json->setObjectName(objectName + QStringLiteral("Json"));
    QPushButton *csv = box->addButton(QString(), QDialogButtonBox::ActionRole);
    csv->setObjectName(objectName + QStringLiteral("Csv"));
    QWidget *parent = box->window();
    for (QPushButton *b : {json, csv}) {
        b->setEnabled(false);
        const bool isJson = b == json;
        QObject::connect(b, &QPushButton::clicked, box, [=] {
            const QString path = QFileDialog::getSaveFileName(
                    parent, title(isJson),
                    QStringLiteral("%1.%2").arg(baseName, isJson ? QStringLiteral("json") : QStringLiteral("csv")),
                    isJson ? QCoreApplication::translate("gpuk::ExportButtons", "JSON (*.json)")
                           : QCoreApplication::translate("gpuk::ExportButtons", "CSV (*.csv)"));
            if (path.isEmpty())
                return;
            QString error;
            if (!write(path, isJson, &error))
                QMessageBox::warning(parent, errorTitle(), error);
        });
    }
    return {json, csv};
}

} // namespace gpuk
