#include "exportdialog.h" // own header by plain name: lupdate then knows the class is gpuk::ExportDialog

#include "io/outputfile.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace gpuk {

namespace {

constexpr int TargetRole = Qt::UserRole + 1;

// A file-name part made of safe characters: "RAG on A100!" -> "rag-on-a100".
QString fileSlug(const QString &name)
{
    QString s = name.toLower();
    s.replace(QRegularExpression(QStringLiteral("[^a-z0-9._-]+")), QStringLiteral("-"));
    s.replace(QRegularExpression(QStringLiteral("-{2,}")), QStringLiteral("-"));
    while (s.startsWith(QLatin1Char('-')) || s.startsWith(QLatin1Char('.')))
        s.remove(0, 1);
    while (s.endsWith(QLatin1Char('-')) || s.endsWith(QLatin1Char('.')))
        s.chop(1);
    return s.left(60);
}

} // namespace

ExportDialog::ExportDialog(const Scenario &scenario, const QString &baseName, QWidget *parent)
    : QDialog(parent), m_scenario(scenario), m_baseName(fileSlug(baseName))
{
    setObjectName(QStringLiteral("exportDialog"));
    if (m_baseName.isEmpty())
        m_baseName = QStringLiteral("scenario");
    m_directory = QDir::homePath();

    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("exportIntro"));
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *row = new QHBoxLayout;
    m_targets = new QListWidget(this);
    m_targets->setObjectName(QStringLiteral("exportTargetList"));
    for (ExportTarget t : allExportTargets) {
        auto *item = new QListWidgetItem(QString::fromLatin1(exportTargetName(t)), m_targets);
        item->setData(TargetRole, int(t));
    }
    m_targets->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("time-slicing")) * 2);
    row->addWidget(m_targets);
    m_preview = new QPlainTextEdit(this);
    m_preview->setObjectName(QStringLiteral("exportPreview"));
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    row->addWidget(m_preview, 1);
    layout->addLayout(row, 1);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("exportStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    auto *buttons = new QDialogButtonBox(this);
    m_copy = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_copy->setObjectName(QStringLiteral("exportCopy"));
    m_save = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_save->setObjectName(QStringLiteral("exportSave"));
    m_close = buttons->addButton(QDialogButtonBox::Close);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_copy, &QPushButton::clicked, this, [this] {
        if (m_result.ok())
            QApplication::clipboard()->setText(m_result.text);
    });
    connect(m_save, &QPushButton::clicked, this, &ExportDialog::saveAs);
    connect(m_targets, &QListWidget::currentRowChanged, this, [this](int row) {
        if (QListWidgetItem *item = m_targets->item(row)) {
            m_target = ExportTarget(item->data(TargetRole).toInt());
            refresh();
        }
    });

    // The first target the plan can be expressed for.
    int first = 0;
    for (int i = 0; i < m_targets->count(); ++i)
        if (exportPlan(m_scenario, m_scenario.sharing, ExportTarget(m_targets->item(i)->data(TargetRole).toInt())).ok()) {
            first = i;
            break;
        }
    retranslateUi();
    m_targets->setCurrentRow(first);
    resize(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 120, fontMetrics().height() * 36);
}

void ExportDialog::selectTarget(ExportTarget target)
{
    for (int i = 0; i < m_targets->count(); ++i)
        if (m_targets->item(i)->data(TargetRole).toInt() == int(target))
            m_targets->setCurrentRow(i);
}

bool ExportDialog::isScript() const
{
    return m_target == ExportTarget::NvidiaSmi || m_target == ExportTarget::MpsEnv;
}

QString ExportDialog::suggestedFileName() const
{
    return QStringLiteral("%1-%2.%3")
        .arg(m_baseName, QString::fromLatin1(exportTargetName(m_target)),
             isScript() ? QStringLiteral("sh") : QStringLiteral("yaml"));
}

void ExportDialog::refresh()
{
    // Read in the language shown now: the comments of the text are translated, as the CLI's are.
    m_result = exportPlan(m_scenario, m_scenario.sharing, m_target);
    m_copy->setEnabled(m_result.ok());
    m_save->setEnabled(m_result.ok());
    if (!m_result.ok()) {
        m_preview->clear();
        m_status->setText(tr("This plan cannot be written as %1: %2")
                              .arg(QString::fromLatin1(exportTargetName(m_target)), m_result.error));
        return;
    }
    m_preview->setPlainText(m_result.text);
    const int lines = int(m_result.text.count(QLatin1Char('\n')));
    //: What the target is for, then how long its text is (two sentences; no space between them in Chinese).
    m_status->setText(tr("%1 %2").arg(description(m_target), isScript()
                          ? tr("%n line(s); a shell script, saved with its execute bits.", nullptr, lines)
                          : tr("%n line(s) of YAML.", nullptr, lines)));
}

bool ExportDialog::saveTo(const QString &path, QString *error)
{
    if (!m_result.ok()) {
        if (error)
            *error = m_result.error;
        return false;
    }
    OutputOptions options;
    options.executable = isScript();
    const OutputResult r = writeOutputFile(path, m_result.text.toUtf8(), options);
    if (!r.ok && error)
        *error = r.error;
    return r.ok;
}

void ExportDialog::saveAs()
{
    const QString suggested = QDir(m_directory).filePath(suggestedFileName());
    const QString path = m_prompt ? m_prompt(suggested)
                                  : QFileDialog::getSaveFileName(this, tr("Save configuration as"), suggested,
                                                                 isScript() ? tr("Shell scripts (*.sh)")
                                                                            : tr("YAML files (*.yaml *.yml)"));
    if (path.isEmpty())
        return;
    QString why;
    if (!saveTo(path, &why)) {
        m_status->setText(tr("Not saved: %1").arg(why));
        if (!m_prompt) {
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot save the configuration"),
                                        tr("%1 could not be written.").arg(QDir::toNativeSeparators(path)),
                                        QMessageBox::Ok, this);
            box->setInformativeText(why);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->setWindowModality(Qt::WindowModal);
            box->show();
        }
        return;
    }
    m_directory = QFileInfo(path).absolutePath();
    m_status->setText(tr("Saved to %1.").arg(QDir::toNativeSeparators(path)));
}

void ExportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();
    }
    QDialog::changeEvent(event);
}

QString ExportDialog::description(ExportTarget target) const
{
    switch (target) {
    case ExportTarget::NvidiaSmi:
        return tr("Shell commands that create this MIG layout with nvidia-smi, each instance at its planned start "
                  "(run as root).");
    case ExportTarget::MigParted:
        return tr("A mig-parted configuration: the MIG layout as a count per profile, for nvidia-mig-parted or the "
                  "GPU Operator's MIG manager.");
    case ExportTarget::Kubernetes:
        return tr("Kubernetes: the NVIDIA device plugin's ConfigMap and one Deployment per tenant asking for its "
                  "share.");
    case ExportTarget::TimeSlicing:
        return tr("Kubernetes: the device plugin's time-slicing ConfigMap, one replica per tenant.");
    case ExportTarget::MpsEnv:
        return tr("A shell script that sets up MPS (exclusive-process compute mode, the control daemon) and starts "
                  "each tenant under it with its limits.");
    case ExportTarget::Hami:
        return tr("Kubernetes with HAMi: one Deployment per container asking for its compute share, memory quota and "
                  "priority, and the environment HAMi gives each container.");
    }
    return {};
}

void ExportDialog::retranslateUi()
{
    setWindowTitle(tr("Export configuration"));
    m_intro->setText(tr("The plan shown, as configuration for real GPUs. Pick a target: the text is what the "
                        "command-line tool (gpukitchen-cli) writes for this scenario, byte for byte."));
    for (int i = 0; i < m_targets->count(); ++i) {
        QListWidgetItem *item = m_targets->item(i);
        const QString what = description(ExportTarget(item->data(TargetRole).toInt()));
        item->setToolTip(what);
        item->setStatusTip(what);
    }
    m_copy->setText(tr("&Copy"));
    m_save->setText(tr("&Save As…"));
}

} // namespace gpuk
