#pragma once

// Export JSON… and Export CSV… in a dialog's button box, for the windows whose numbers are a
// command's output (the comparison: `compare`; the load sweep: `compare --sweep`): each asks for a
// file and writes it through `write` (atomically, the caller's exportTo), a refusal shown in a
// message box. The buttons start disabled; the caller enables them once there is something to
// write, and words them (retranslateUi).

#include <QString>

#include <functional>
#include <utility>

class QDialogButtonBox;
class QPushButton;

namespace gpuk {

// `objectName`: the buttons are objectName + "Json" and + "Csv"; `baseName`: the file name offered
// ("comparison" → comparison.json); `title(json)`: the file dialog's title; `errorTitle()`: the
// message box's.
std::pair<QPushButton *, QPushButton *> addExportButtons(
        QDialogButtonBox *box, const QString &objectName, const QString &baseName,
        const std::function<QString(bool json)> &title, const std::function<QString()> &errorTitle,
        const std::function<bool(const QString &path, bool json, QString *error)> &write);

} // namespace gpuk
