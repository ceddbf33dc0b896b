#pragma once

// The inspector (right dock): edits the selected tenant and its placement under the shown mode
// (MIG instance profile and start, MPS cap, vGPU profile and scheduler, time slice), with units
// in the suffixes, ranges and tooltips. Every change is a command on the Document (undoable); a
// placement the rules refuse is not made and the reason is shown under the form. An LLM tenant's
// serving fields (token distributions, max batch, model numbers, prefill cost) are checked by the
// scenario file's own reading and validation before the change is made; a value they refuse is
// not made, and their reason is shown the same way.

#include "diagnostic.h"
#include "scenario.h"
#include "ui/text/skin.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTimer;

namespace gpuk {

class Document;
class Picture;

class Inspector : public QWidget
{
    Q_OBJECT

public:
    explicit Inspector(Document *document, QWidget *parent = nullptr);

    QString lastMessage() const;
    // The picture whose facts the inspector states (the quota tenant's "nvidia-smi inside the
    // container" against the truth: Picture::containerGauge) and whose skin it words its refusals
    // in, following it; nullptr: no live numbers.
    void setPicture(Picture *picture);
    // That section's text now (empty when not shown): for the tests.
    QString quotaSmiText() const;
    // The words of refused placements: rooms and pantry shelves in the kitchen skin (a followed
    // Picture's skin changes it too).
    void setSkin(gpuk::Skin skin)
    {
        m_skin = skin;
        refresh();
    }
    gpuk::Skin skin() const { return m_skin; }

signals:
    // A glossary link in the placement words was clicked (its key, e.g. "mps-client").
    void glossaryTermActivated(const QString &key);

protected:
    void changeEvent(QEvent *event) override;
    // The wheel over a spin box or combo box without the focus scrolls the inspector instead of
    // editing the value (a field takes the wheel once clicked or tabbed into).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void build();
    void retranslateUi();
    void refresh();
    void editField(int field, const QVariant &value);
    // An LLM field changed: the selected tenant's configuration with it, checked, then pushed.
    void editLlm(const std::function<void(LlmConfig &)> &change);
    // Errors the file's reading and validation find in `after` (under the document's plan) that
    // they do not find in the document now.
    Diagnostics newFileErrors(const Scenario &after) const;
    // The same for the shown plan changed to `plan` (the scenario unchanged).
    Diagnostics newPlanErrors(const SharingPlan &plan) const;
    // Software slicing: the selected tenant's container or the plan's policy / product changed in
    // the fields: checked, then pushed; a refused edit shows why and keeps the fields' values.
    void editQuotaContainer(int field);
    void editQuotaPlan();
    // The selected quota tenant: what its container's nvidia-smi shows, and the truth.
    void refreshQuotaLive();
    QString refusal(const Diagnostic &d) const;
    void showReason(const QString &text);

    Document *m_doc;
    QPointer<Picture> m_picture;
    qint64 m_lastSmiMs = -1000000;
    QTimer *m_smiLater = nullptr; // the last numbers of a throttled burst
    Skin m_skin = Skin::Technical;
    bool m_updating = false;

    QLabel *m_help = nullptr;
    QGroupBox *m_tenantBox = nullptr;
    QFormLayout *m_tenantForm = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_kind = nullptr;
    QDoubleSpinBox *m_rate = nullptr;
    QDoubleSpinBox *m_mean = nullptr;
    QDoubleSpinBox *m_slo = nullptr;
    QDoubleSpinBox *m_model = nullptr;
    QDoubleSpinBox *m_perRequest = nullptr;
    QSpinBox *m_concurrency = nullptr;
    QSpinBox *m_smWidth = nullptr;
    QDoubleSpinBox *m_beta = nullptr;
    QCheckBox *m_trusted = nullptr;
    QDoubleSpinBox *m_restart = nullptr;

    // LLM tenants: one row per token count (distribution, then mean / min / max / cv as it needs)
    QGroupBox *m_llmBox = nullptr;
    QFormLayout *m_llmForm = nullptr;
    struct TokenRow
    {
        QWidget *row = nullptr;
        QComboBox *distribution = nullptr;
        QDoubleSpinBox *first = nullptr;   // mean (deterministic, lognormal) or min (uniform)
        QDoubleSpinBox *second = nullptr;  // max (uniform) or cv (lognormal); hidden when deterministic
    };
    TokenRow m_prompt, m_output;
    QSpinBox *m_maxBatch = nullptr;
    QDoubleSpinBox *m_parametersB = nullptr;
    QDoubleSpinBox *m_bytesPerWeight = nullptr;
    QDoubleSpinBox *m_kvBytesPerValue = nullptr;
    QDoubleSpinBox *m_prefillMs = nullptr;

    QGroupBox *m_placementBox = nullptr;
    QWidget *m_migPage = nullptr;
    QWidget *m_mpsPage = nullptr;
    QWidget *m_vgpuPage = nullptr;
    QWidget *m_slicePage = nullptr;
    QLabel *m_placementText = nullptr;
    QComboBox *m_migProfile = nullptr;
    QComboBox *m_migStart = nullptr;
    QDoubleSpinBox *m_mpsCap = nullptr;
    QComboBox *m_vgpuProfile = nullptr;
    QComboBox *m_vgpuScheduler = nullptr;
    QDoubleSpinBox *m_timeSlice = nullptr;
    QWidget *m_quotaPage = nullptr;
    QDoubleSpinBox *m_quotaCore = nullptr;
    QDoubleSpinBox *m_quotaMemory = nullptr;
    QComboBox *m_quotaPriority = nullptr;
    QComboBox *m_quotaPolicy = nullptr;
    QComboBox *m_quotaProduct = nullptr;
    QLabel *m_enforcerBadge = nullptr; // who enforces this tenant's limits (every mode)
    QLabel *m_quotaSmi = nullptr;      // nvidia-smi inside the container vs the truth
    QLabel *m_reason = nullptr;

    QGroupBox *m_runBox = nullptr;     // the scenario's run, whatever is selected
    QDoubleSpinBox *m_duration = nullptr;
};

} // namespace gpuk
