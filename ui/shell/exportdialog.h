#pragma once

// File → Export → Configuration…: the plan shown as real configuration text, the same bytes as
// `gpukitchen-cli export FILE --to TARGET` for the scenario as saved (io/exports.h exportPlan):
// nvidia-smi commands, a mig-parted config, Kubernetes device-plugin YAML, a time-slicing
// ConfigMap, an MPS shell script. A list of the targets on the left (each with what it is for),
// the text on the right as a read-only preview, or the sentence saying why this plan cannot be
// expressed for that target; Copy puts it on the clipboard, Save As… writes it atomically (a
// shell script with its execute bits) through the one writer of the app (io/outputfile.h).

#include "io/exports.h"
#include "scenario.h"

#include <QDialog>

#include <functional>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace gpuk {

class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    // `scenario`: the document's scenario with the shown plan as its active plan
    // (Document::scenarioWithPlan); `baseName`: the start of the suggested file names.
    ExportDialog(const Scenario &scenario, const QString &baseName, QWidget *parent = nullptr);

    // Asks for the file to save to, given a suggested path; empty = cancelled. Injectable for
    // tests and headless runs; empty = the platform's save dialog.
    using FileNamePrompt = std::function<QString(const QString &suggested)>;
    void setFileNamePrompt(FileNamePrompt prompt) { m_prompt = std::move(prompt); }
    // The directory the save dialog starts in.
    void setDirectory(const QString &dir) { m_directory = dir; }

    void selectTarget(ExportTarget target);
    ExportTarget target() const { return m_target; }
    // The text of the selected target, or empty when the plan cannot be expressed for it
    // (errorText() then says why).
    QString text() const { return m_result.ok() ? m_result.text : QString(); }
    QString errorText() const { return m_result.error; }
    // The file name offered for the selected target: "<baseName>-<target>.sh" or ".yaml".
    QString suggestedFileName() const;
    // Writes the selected target's text to `path` (atomically; a script gets its execute bits).
    // False, with the reason in *error, when there is nothing to write or the write failed.
    bool saveTo(const QString &path, QString *error = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refresh();
    void saveAs();
    bool isScript() const;
    QString description(ExportTarget target) const; // what the target's text is for, one sentence

    Scenario m_scenario;
    QString m_baseName;
    QString m_directory;
    ExportTarget m_target = ExportTarget::NvidiaSmi;
    ExportResult m_result;
    FileNamePrompt m_prompt;

    QLabel *m_intro = nullptr;
    QListWidget *m_targets = nullptr;
    QPlainTextEdit *m_preview = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace gpuk
