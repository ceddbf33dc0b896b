#include "inspector.h" // own header by plain name: lupdate then knows the class

#include "io/messages.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "ui/document/commands.h"
#include "ui/document/document.h"
#include "ui/document/dropplanner.h"
#include "ui/document/simcontroller.h"
#include "ui/picture/picture.h"
#include "ui/text/format.h"
#include "ui/text/glossary.h"
#include "ui/text/words.h"

#include <QCheckBox>
#include <QDateTime>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QCoreApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>
#include <set>
#include <cmath>
#include <tuple>
#include <utility>

namespace gpuk {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QDoubleSpinBox *doubleSpin(QWidget *parent, double min, double max, int decimals, double step, const char *name)
{
    auto *s = new QDoubleSpinBox(parent);
    s->setObjectName(QLatin1String(name));
    s->setProperty("baseDecimals", decimals);
    s->setDecimals(decimals);
    s->setRange(min, max);
    s->setSingleStep(step);
    s->setKeyboardTracking(false);
    s->setAccelerated(true);
    return s;
}

// A field over the file's range for its key (fieldrange): an open lower end starts one step of the
// field's precision above it; `unset` (a special value such as "no cap") takes the place of 0 below.
QDoubleSpinBox *doubleSpin(QWidget *parent, const ValueRange &r, int decimals, double step, const char *name,
                           bool unset = false)
{
    const double min = unset ? 0.0 : r.minOpen ? r.min + std::pow(10.0, -decimals) : r.min;
    QDoubleSpinBox *s = doubleSpin(parent, min, r.max, decimals, step, name);
    if (r.minOpen && !unset)
        s->setProperty("openMin", r.min); // the least value is one step of the precision shown above it
    return s;
}

// Shows the document's value as it is: a value finer than the field's usual precision widens the
// field (up to 6 decimals) instead of being shown rounded, which one keystroke would then store.
void showValue(QDoubleSpinBox *s, double v)
{
    int decimals = s->property("baseDecimals").toInt();
    while (decimals < 6 && std::abs(v * std::pow(10.0, decimals) - std::round(v * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    if (decimals != s->decimals()) {
        const QVariant openMin = s->property("openMin");
        const double min = openMin.isValid() ? openMin.toDouble() + std::pow(10.0, -decimals) : s->minimum();
        const double max = s->maximum();
        s->setDecimals(decimals);
        s->setRange(min, max);
    }
    s->setValue(v);
}

QSpinBox *intSpin(QWidget *parent, int min, int max, const char *name)
{
    auto *s = new QSpinBox(parent);
    s->setObjectName(QLatin1String(name));
    s->setRange(min, max);
    s->setKeyboardTracking(false);
    return s;
}

} // namespace

Inspector::Inspector(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_doc(document)
{
    setObjectName(QStringLiteral("inspector"));
    build();
    retranslateUi();
    connect(m_doc, &Document::changed, this, &Inspector::refresh);
    connect(m_doc, &Document::selectionChanged, this, [this] {
        m_reason->clear();
        refresh();
    });
    refresh();
}

bool Inspector::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel) {
        auto *w = qobject_cast<QWidget *>(watched);
        if (w && !w->hasFocus()) {
            // The field does not see it: the scroll area around the inspector scrolls instead.
            auto *wheel = static_cast<QWheelEvent *>(event);
            QWidget *up = w->parentWidget();
            while (up && !qobject_cast<QAbstractScrollArea *>(up))
                up = up->parentWidget();
            if (auto *area = qobject_cast<QAbstractScrollArea *>(up)) {
                QWidget *viewport = area->viewport();
                const QPointF at = viewport->mapFromGlobal(wheel->globalPosition());
                QWheelEvent forwarded(at, wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(),
                                      wheel->buttons(), wheel->modifiers(), wheel->phase(), wheel->inverted(),
                                      wheel->source(), wheel->pointingDevice());
                QCoreApplication::sendEvent(viewport, &forwarded);
            }
            event->ignore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString Inspector::lastMessage() const
{
    return m_reason->text();
}

void Inspector::build()
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 4, 6, 4);
    m_help = new QLabel(this);
    m_help->setObjectName(QStringLiteral("inspectorHelp"));
    m_help->setWordWrap(true);
    outer->addWidget(m_help);

    m_tenantBox = new QGroupBox(this);
    m_tenantBox->setObjectName(QStringLiteral("inspectorTenantBox"));
    m_tenantForm = new QFormLayout(m_tenantBox);
    m_name = new QLineEdit(m_tenantBox);
    m_name->setObjectName(QStringLiteral("inspectorName"));
    m_kind = new QComboBox(m_tenantBox);
    m_kind->setObjectName(QStringLiteral("inspectorKind"));
    for (int k = 0; k <= int(TenantKind::Custom); ++k)
        m_kind->addItem(QString(), k);
    m_rate = doubleSpin(m_tenantBox, 0, fieldrange::ratePerS.max, 2, 1, "inspectorRate");
    m_mean = doubleSpin(m_tenantBox, fieldrange::meanMs, 2, 0.5, "inspectorMeanMs");
    m_slo = doubleSpin(m_tenantBox, fieldrange::sloMs, 1, 5, "inspectorSlo");
    m_model = doubleSpin(m_tenantBox, fieldrange::memoryGb, 2, 0.5, "inspectorModelGb");
    m_perRequest = doubleSpin(m_tenantBox, fieldrange::memoryGb, 3, 0.05, "inspectorPerRequestGb");
    m_concurrency = intSpin(m_tenantBox, int(fieldrange::maxConcurrency.min), int(fieldrange::maxConcurrency.max), "inspectorConcurrency");
    m_smWidth = intSpin(m_tenantBox, 0, int(fieldrange::smWidth.max), "inspectorSmWidth") /* 0: all SMs */;
    m_beta = doubleSpin(m_tenantBox, fieldrange::bandwidthIntensity, 2, 0.05, "inspectorBeta");
    m_trusted = new QCheckBox(m_tenantBox);
    m_trusted->setObjectName(QStringLiteral("inspectorTrusted"));
    m_restart = doubleSpin(m_tenantBox, fieldrange::restartS, 1, 1, "inspectorRestart");
    // Who enforces this tenant's limits under the shown plan (the canvas's badge, in its words).
    m_enforcerBadge = new QLabel(m_tenantBox);
    m_enforcerBadge->setObjectName(QStringLiteral("inspectorEnforcer"));
    m_enforcerBadge->setWordWrap(true);
    m_enforcerBadge->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    for (QWidget *w : std::initializer_list<QWidget *>{m_name, m_kind, m_rate, m_mean, m_slo, m_model, m_perRequest,
                                                       m_concurrency, m_smWidth, m_beta, m_trusted, m_restart,
                                                       m_enforcerBadge})
        m_tenantForm->addRow(QStringLiteral("-"), w);
    outer->addWidget(m_tenantBox);

    // LLM serving. The fields also take numbers the file refuses (0, beyond its limits): the file's
    // own checks decide, and their reason is shown.
    m_llmBox = new QGroupBox(this);
    m_llmBox->setObjectName(QStringLiteral("inspectorLlmBox"));
    m_llmForm = new QFormLayout(m_llmBox);
    auto tokenRow = [this](const char *prefix) {
        TokenRow r;
        r.row = new QWidget(m_llmBox);
        r.row->setObjectName(QStringLiteral("%1Row").arg(QLatin1String(prefix)));
        // The distribution above its numbers: the row stays as narrow as the other fields.
        auto *v = new QVBoxLayout(r.row);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(2);
        auto *h = new QHBoxLayout;
        h->setContentsMargins(0, 0, 0, 0);
        h->setSpacing(4);
        r.distribution = new QComboBox(r.row);
        r.distribution->setObjectName(QStringLiteral("%1Distribution").arg(QLatin1String(prefix)));
        for (TokenDistribution d : {TokenDistribution::Deterministic, TokenDistribution::Uniform, TokenDistribution::Lognormal})
            r.distribution->addItem(QString(), int(d));
        r.first = doubleSpin(r.row, fieldrange::tokenCount, 0, 16, "");
        r.first->setObjectName(QStringLiteral("%1First").arg(QLatin1String(prefix)));
        r.second = doubleSpin(r.row, fieldrange::tokenCount, 0, 16, "");
        r.second->setObjectName(QStringLiteral("%1Second").arg(QLatin1String(prefix)));
        v->addWidget(r.distribution);
        v->addLayout(h);
        h->addWidget(r.first, 1);
        h->addWidget(r.second, 1);
        m_llmForm->addRow(QStringLiteral("-"), r.row);
        return r;
    };
    m_prompt = tokenRow("inspectorPrompt");
    m_output = tokenRow("inspectorOutput");
    m_maxBatch = intSpin(m_llmBox, int(fieldrange::maxBatch.min), int(fieldrange::maxBatch.max), "inspectorMaxBatch");
    m_parametersB = doubleSpin(m_llmBox, fieldrange::parametersB, 2, 0.5, "inspectorParametersB");
    m_bytesPerWeight = doubleSpin(m_llmBox, fieldrange::bytesPerValue, 4, 0.25, "inspectorBytesPerWeight");
    m_kvBytesPerValue = doubleSpin(m_llmBox, fieldrange::bytesPerValue, 2, 1, "inspectorKvBytesPerValue");
    m_prefillMs = doubleSpin(m_llmBox, fieldrange::prefillMsPerToken, 4, 0.01, "inspectorPrefillMs");
    for (QWidget *w : std::initializer_list<QWidget *>{m_maxBatch, m_parametersB, m_bytesPerWeight, m_kvBytesPerValue,
                                                       m_prefillMs})
        m_llmForm->addRow(QStringLiteral("-"), w);
    outer->addWidget(m_llmBox);

    // Placement: one small form per kind of placement, shown or hidden as a whole (hiding form
    // rows with QFormLayout::setRowVisible left stale heights in Qt 6.4 and squashed the rows).
    m_placementBox = new QGroupBox(this);
    m_placementBox->setObjectName(QStringLiteral("inspectorPlacementBox"));
    auto *placementLayout = new QVBoxLayout(m_placementBox);
    m_placementText = new QLabel(m_placementBox);
    m_placementText->setWordWrap(true);
    // Its terms link to Help → Glossary (glossaryLinked); the window opens them.
    m_placementText->setObjectName(QStringLiteral("inspectorPlacementText"));
    m_placementText->setTextFormat(Qt::RichText);
    m_placementText->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    connect(m_placementText, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link.startsWith(QLatin1String("glossary:")))
            emit glossaryTermActivated(link.mid(9));
    });
    placementLayout->addWidget(m_placementText);
    auto page = [this, placementLayout](const char *name) {
        auto *w = new QWidget(m_placementBox);
        w->setObjectName(QLatin1String(name));
        auto *f = new QFormLayout(w);
        f->setContentsMargins(0, 0, 0, 0);
        placementLayout->addWidget(w);
        return std::make_pair(w, f);
    };
    QFormLayout *f = nullptr;
    std::tie(m_migPage, f) = page("inspectorMigPage");
    m_migProfile = new QComboBox(m_migPage);
    m_migProfile->setObjectName(QStringLiteral("inspectorMigProfile"));
    m_migStart = new QComboBox(m_migPage);
    m_migStart->setObjectName(QStringLiteral("inspectorMigStart"));
    f->addRow(QStringLiteral("-"), m_migProfile);
    f->addRow(QStringLiteral("-"), m_migStart);
    std::tie(m_mpsPage, f) = page("inspectorMpsPage");
    m_mpsCap = doubleSpin(m_mpsPage, fieldrange::activeThreadPercentage, 0, 5, "inspectorMpsCap", true);
    f->addRow(QStringLiteral("-"), m_mpsCap);
    std::tie(m_vgpuPage, f) = page("inspectorVgpuPage");
    m_vgpuProfile = new QComboBox(m_vgpuPage);
    m_vgpuProfile->setObjectName(QStringLiteral("inspectorVgpuProfile"));
    m_vgpuScheduler = new QComboBox(m_vgpuPage);
    m_vgpuScheduler->setObjectName(QStringLiteral("inspectorVgpuScheduler"));
    for (VgpuScheduler sc : {VgpuScheduler::BestEffort, VgpuScheduler::EqualShare, VgpuScheduler::FixedShare})
        m_vgpuScheduler->addItem(QString(), int(sc));
    f->addRow(QStringLiteral("-"), m_vgpuProfile);
    f->addRow(QStringLiteral("-"), m_vgpuScheduler);
    std::tie(m_quotaPage, f) = page("inspectorQuotaPage");
    m_quotaCore = doubleSpin(m_quotaPage, 0, 100, 1, 5, "inspectorQuotaCore");
    m_quotaMemory = doubleSpin(m_quotaPage, fieldrange::memoryGb, 3, 0.5, "inspectorQuotaMemory");
    m_quotaPriority = new QComboBox(m_quotaPage);
    m_quotaPriority->setObjectName(QStringLiteral("inspectorQuotaPriority"));
    m_quotaPriority->addItem(QString(), 0);
    m_quotaPriority->addItem(QString(), 1);
    m_quotaPolicy = new QComboBox(m_quotaPage);
    m_quotaPolicy->setObjectName(QStringLiteral("inspectorQuotaPolicy"));
    for (QuotaPolicy qp : {QuotaPolicy::Hami, QuotaPolicy::Hard, QuotaPolicy::Burst, QuotaPolicy::Priority})
        m_quotaPolicy->addItem(QString(), int(qp));
    m_quotaProduct = new QComboBox(m_quotaPage);
    m_quotaProduct->setObjectName(QStringLiteral("inspectorQuotaProduct"));
    for (QuotaProduct qp : {QuotaProduct::Hami, QuotaProduct::Qgpu, QuotaProduct::Cgpu, QuotaProduct::Kai})
        m_quotaProduct->addItem(QString(), int(qp));
    m_quotaSmi = new QLabel(m_quotaPage);
    m_quotaSmi->setObjectName(QStringLiteral("inspectorQuotaSmi"));
    m_quotaSmi->setWordWrap(true);
    m_quotaSmi->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    for (QWidget *w : std::initializer_list<QWidget *>{m_quotaCore, m_quotaMemory, m_quotaPriority, m_quotaProduct,
                                                       m_quotaPolicy})
        f->addRow(QStringLiteral("-"), w);
    f->addRow(m_quotaSmi);
    std::tie(m_slicePage, f) = page("inspectorSlicePage");
    m_timeSlice = doubleSpin(m_slicePage, 0, 30, 1, 0.5, "inspectorTimeSlice");
    f->addRow(QStringLiteral("-"), m_timeSlice);
    outer->addWidget(m_placementBox);

    // The run: how long it lasts (the narrator points here when the run has ended).
    m_runBox = new QGroupBox(this);
    m_runBox->setObjectName(QStringLiteral("inspectorRunBox"));
    auto *runForm = new QFormLayout(m_runBox);
    m_duration = doubleSpin(m_runBox, fieldrange::durationS, 1, 10, "inspectorDuration");
    runForm->addRow(QStringLiteral("-"), m_duration);
    outer->addWidget(m_runBox);

    m_reason = new QLabel(this);
    m_reason->setObjectName(QStringLiteral("inspectorReason"));
    m_reason->setWordWrap(true);
    m_reason->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold;"));
    outer->addWidget(m_reason);
    outer->addStretch(1);

    // Scrolling over the form must not edit it: the fields take the wheel only with the focus.
    const auto wheelOnlyWithFocus = [this](QWidget *w) {
        w->setFocusPolicy(Qt::StrongFocus);
        w->installEventFilter(this);
    };
    for (QAbstractSpinBox *s : findChildren<QAbstractSpinBox *>())
        wheelOnlyWithFocus(s);
    for (QComboBox *c : findChildren<QComboBox *>())
        wheelOnlyWithFocus(c);

    // Tenant fields.
    connect(m_name, &QLineEdit::editingFinished, this, [this] { editField(int(TenantField::Name), m_name->text()); });
    connect(m_kind, &QComboBox::activated, this,
            [this](int i) { editField(int(TenantField::Kind), m_kind->itemData(i)); });
    auto dbl = [this](QDoubleSpinBox *s, TenantField f) {
        connect(s, &QDoubleSpinBox::valueChanged, this, [this, f](double v) { editField(int(f), v); });
    };
    dbl(m_rate, TenantField::RatePerS);
    dbl(m_mean, TenantField::MeanMs);
    dbl(m_slo, TenantField::SloMs);
    dbl(m_model, TenantField::ModelGb);
    dbl(m_perRequest, TenantField::PerRequestGb);
    dbl(m_beta, TenantField::Beta);
    dbl(m_restart, TenantField::RestartS);
    connect(m_concurrency, &QSpinBox::valueChanged, this,
            [this](int v) { editField(int(TenantField::MaxConcurrency), v); });
    connect(m_smWidth, &QSpinBox::valueChanged, this, [this](int v) { editField(int(TenantField::SmWidth), v); });
    connect(m_duration, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (!m_updating && v != m_doc->scenario().simulation.durationS)
            m_doc->push(new SetDurationCommand(m_doc, v));
    });
    connect(m_trusted, &QCheckBox::toggled, this, [this](bool v) { editField(int(TenantField::Trusted), v); });

    // LLM fields: each edit changes the configuration as a whole (one command, one check).
    auto tokenEdits = [this](TokenRow &r, TokenCount LlmConfig::*count) {
        connect(r.distribution, &QComboBox::activated, this, [this, &r, count](int i) {
            const auto d = TokenDistribution(r.distribution->itemData(i).toInt());
            editLlm([d, count](LlmConfig &c) {
                TokenCount &t = c.*count;
                if (t.distribution == d)
                    return;
                // Keep the mean where the new distribution has one; a uniform range around it.
                const double mean = t.distribution == TokenDistribution::Uniform ? (t.min + t.max) / 2 : t.mean;
                t.distribution = d;
                if (d == TokenDistribution::Uniform) {
                    t.min = std::max(1.0, std::round(mean / 2));
                    t.max = std::max(t.min, std::round(mean * 1.5));
                    t.mean = (t.min + t.max) / 2;
                } else {
                    t.mean = std::round(mean);
                    t.min = t.max = 1;
                    t.cv = d == TokenDistribution::Lognormal ? 1.0 : 0.0;
                }
            });
        });
        connect(r.first, &QDoubleSpinBox::valueChanged, this, [this, count](double v) {
            editLlm([v, count](LlmConfig &c) {
                TokenCount &t = c.*count;
                if (t.distribution == TokenDistribution::Uniform) {
                    t.min = v;
                    t.mean = (t.min + t.max) / 2;
                } else {
                    t.mean = v;
                }
            });
        });
        connect(r.second, &QDoubleSpinBox::valueChanged, this, [this, count](double v) {
            editLlm([v, count](LlmConfig &c) {
                TokenCount &t = c.*count;
                if (t.distribution == TokenDistribution::Uniform) {
                    t.max = v;
                    t.mean = (t.min + t.max) / 2;
                } else if (t.distribution == TokenDistribution::Lognormal) {
                    t.cv = v;
                }
            });
        });
    };
    tokenEdits(m_prompt, &LlmConfig::promptTokens);
    tokenEdits(m_output, &LlmConfig::outputTokens);
    connect(m_maxBatch, &QSpinBox::valueChanged, this, [this](int v) { editLlm([v](LlmConfig &c) { c.maxBatch = v; }); });
    connect(m_parametersB, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { editLlm([v](LlmConfig &c) { c.model.parametersB = v; }); });
    connect(m_bytesPerWeight, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { editLlm([v](LlmConfig &c) { c.model.bytesPerWeight = v; }); });
    connect(m_kvBytesPerValue, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { editLlm([v](LlmConfig &c) { c.model.kvBytesPerValue = v; }); });
    connect(m_prefillMs, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { editLlm([v](LlmConfig &c) { c.prefillMsPerToken = v; }); });

    // Placement.
    auto selectedInstance = [this] {
        const int sel = m_doc->selectedTenant();
        return sel < 0 ? -1 : DropPlanner::instanceOfTenant(m_doc->plan(), m_doc->scenario().tenants[size_t(sel)].id);
    };
    connect(m_migProfile, &QComboBox::activated, this, [this, selectedInstance](int i) {
        if (m_updating)
            return;
        const DropOutcome o = DropPlanner::setMigProfile(m_doc->scenario(), m_doc->plan(), selectedInstance(),
                                                         m_migProfile->itemData(i).toString().toStdString(), m_skin);
        if (!o.accepted) {
            showReason(o.reason);
            refresh();
            return;
        }
        showReason(QString());
        m_doc->push(new MigInstanceCommand(m_doc, o, [] { return Inspector::tr("Change MIG profile"); }));
    });
    connect(m_migStart, &QComboBox::activated, this, [this, selectedInstance](int i) {
        if (m_updating)
            return;
        const DropOutcome o = DropPlanner::moveMigInstanceTo(m_doc->scenario(), m_doc->plan(), selectedInstance(),
                                                             m_migStart->itemData(i).toInt(), m_skin);
        if (!o.accepted) {
            showReason(o.reason);
            refresh();
            return;
        }
        showReason(QString());
        m_doc->push(new MigInstanceCommand(m_doc, o, [] { return Inspector::tr("Move MIG instance"); }));
    });
    connect(m_mpsCap, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        const int sel = m_doc->selectedTenant();
        if (m_updating || sel < 0)
            return;
        m_doc->push(new SetMpsCapCommand(m_doc, m_doc->scenario().tenants[size_t(sel)].id,
                                         v > 0 ? std::optional<double>(v) : std::nullopt));
    });
    connect(m_vgpuProfile, &QComboBox::activated, this, [this](int i) {
        const int sel = m_doc->selectedTenant();
        if (m_updating || sel < 0)
            return;
        const std::string id = m_doc->scenario().tenants[size_t(sel)].id;
        const auto &vms = m_doc->plan().vgpu.vms;
        const auto it = std::find_if(vms.begin(), vms.end(), [&](const VgpuVm &vm) { return vm.tenant == id; });
        if (it == vms.end())
            return;
        // Time-sliced equal-size mode: one profile for every VM, so all change together.
        const bool all = !m_doc->plan().vgpu.migBacked && !m_doc->plan().vgpu.mixedSize;
        m_doc->push(new SetVgpuProfileCommand(m_doc, int(it - vms.begin()),
                                              m_vgpuProfile->itemData(i).toString().toStdString(), all));
    });
    connect(m_vgpuScheduler, &QComboBox::activated, this, [this](int i) {
        if (!m_updating)
            m_doc->push(new SetVgpuSchedulerCommand(m_doc, VgpuScheduler(m_vgpuScheduler->itemData(i).toInt())));
    });
    connect(m_quotaCore, &QDoubleSpinBox::valueChanged, this,
            [this] { editQuotaContainer(int(SetQuotaContainerCommand::Field::CorePercent)); });
    connect(m_quotaMemory, &QDoubleSpinBox::valueChanged, this,
            [this] { editQuotaContainer(int(SetQuotaContainerCommand::Field::MemoryGb)); });
    connect(m_quotaPriority, &QComboBox::activated, this,
            [this] { editQuotaContainer(int(SetQuotaContainerCommand::Field::Priority)); });
    connect(m_quotaPolicy, &QComboBox::activated, this, [this] { editQuotaPlan(); });
    connect(m_quotaProduct, &QComboBox::activated, this, [this] { editQuotaPlan(); });
    connect(m_timeSlice, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (m_updating)
            return;
        m_doc->push(new SetTimeSliceCommand(m_doc, v > 0 ? std::optional<double>(v) : std::nullopt));
    });
}

void Inspector::editField(int field, const QVariant &value)
{
    const int sel = m_doc->selectedTenant();
    if (m_updating || sel < 0)
        return;
    if (EditTenantCommand::value(m_doc->scenario().tenants[size_t(sel)], TenantField(field)) == value)
        return;
    m_doc->push(new EditTenantCommand(m_doc, sel, TenantField(field), value));
}

void Inspector::editLlm(const std::function<void(LlmConfig &)> &change)
{
    const int sel = m_doc->selectedTenant();
    if (m_updating || sel < 0 || sel >= int(m_doc->scenario().tenants.size()))
        return;
    const Tenant &t = m_doc->scenario().tenants[size_t(sel)];
    if (!t.llm)
        return;
    LlmConfig config = *t.llm;
    change(config);
    if (config == *t.llm)
        return;
    Scenario after = m_doc->scenario();
    after.tenants[size_t(sel)].llm = config;
    const Diagnostics refused = newFileErrors(after);
    if (!refused.empty()) {
        showReason(refusal(refused.front()));
        refresh(); // the fields show the values kept
        return;
    }
    showReason(QString());
    m_doc->push(new EditLlmCommand(m_doc, sel, config));
}

namespace {

// The file's own reading and validation, on the file `s` with `plan` shown would give.
Diagnostics fileErrors(const Scenario &s, const SharingPlan &plan)
{
    Diagnostics e;
    const LoadResult read = parseScenario(scenarioToJson(DropPlanner::storePlan(s, plan)), true);
    for (const Diagnostic &d : read.diagnostics)
        if (d.severity == Severity::Error)
            e.push_back(d);
    return e;
}

Diagnostics freshErrors(const Diagnostics &before, const Diagnostics &after)
{
    Diagnostics fresh;
    for (const Diagnostic &d : after) {
        const bool old = std::any_of(before.begin(), before.end(), [&d](const Diagnostic &b) {
            return b.code == d.code && b.path == d.path;
        });
        if (!old)
            fresh.push_back(d);
    }
    return fresh;
}

} // namespace

Diagnostics Inspector::newPlanErrors(const SharingPlan &plan) const
{
    return freshErrors(fileErrors(m_doc->scenario(), m_doc->plan()), fileErrors(m_doc->scenario(), plan));
}

void Inspector::editQuotaContainer(int field)
{
    const int sel = m_doc->selectedTenant();
    if (m_updating || sel < 0 || sel >= int(m_doc->scenario().tenants.size()))
        return;
    const std::string id = m_doc->scenario().tenants[size_t(sel)].id;
    SharingPlan plan = m_doc->plan();
    const auto c = std::find_if(plan.quota.containers.begin(), plan.quota.containers.end(),
                                [&](const QuotaContainer &q) { return q.tenant == id; });
    if (plan.mode != Mode::Quota || c == plan.quota.containers.end())
        return;
    using Field = SetQuotaContainerCommand::Field;
    switch (Field(field)) {
    case Field::CorePercent:
        c->corePercent = m_quotaCore->value();
        break;
    case Field::MemoryGb:
        c->memoryGb = m_quotaMemory->value();
        break;
    case Field::Priority:
        c->priority = m_quotaPriority->currentData().toInt();
        break;
    }
    const QuotaContainer changed = *c;
    if (plan == m_doc->plan())
        return;
    const Diagnostics refused = newPlanErrors(plan);
    if (!refused.empty()) {
        showReason(refusal(refused.front()));
        refresh(); // the fields show the values kept
        return;
    }
    showReason(QString());
    m_doc->push(new SetQuotaContainerCommand(m_doc, id, Field(field), changed));
}

void Inspector::editQuotaPlan()
{
    if (m_updating || m_doc->plan().mode != Mode::Quota)
        return;
    SharingPlan plan = m_doc->plan();
    plan.quota.policy = QuotaPolicy(m_quotaPolicy->currentData().toInt());
    plan.quota.product = QuotaProduct(m_quotaProduct->currentData().toInt());
    if (plan == m_doc->plan())
        return;
    const Diagnostics refused = newPlanErrors(plan);
    if (!refused.empty()) {
        showReason(refusal(refused.front()));
        refresh();
        return;
    }
    showReason(QString());
    m_doc->push(new SetQuotaPlanCommand(m_doc, plan.quota.policy, plan.quota.product));
}

void Inspector::setPicture(Picture *picture)
{
    if (m_picture)
        disconnect(m_picture, nullptr, this, nullptr);
    m_picture = picture;
    if (!m_smiLater) {
        m_smiLater = new QTimer(this);
        m_smiLater->setSingleShot(true);
        m_smiLater->setInterval(250);
        connect(m_smiLater, &QTimer::timeout, this, [this] {
            m_lastSmiMs = QDateTime::currentMSecsSinceEpoch();
            refreshQuotaLive();
        });
    }
    if (!m_picture) {
        refreshQuotaLive();
        return;
    }
    // At a readable rate while playing (the last numbers of a burst shown once it ends), at once
    // otherwise.
    connect(m_picture, &Picture::liveChanged, this, [this] {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const SimController *run = m_picture->runner();
        if (run && run->isPlaying() && now - m_lastSmiMs < 250) {
            if (!m_smiLater->isActive())
                m_smiLater->start();
            return;
        }
        m_lastSmiMs = now;
        refreshQuotaLive();
    });
    // A new scene (the run restarted, a plan shown) or skin.
    connect(m_picture, &Picture::sceneChanged, this, [this] {
        if (m_picture->skin() != m_skin)
            setSkin(m_picture->skin()); // refreshes everything
        else
            refreshQuotaLive();
    });
    if (m_picture->skin() != m_skin)
        setSkin(m_picture->skin());
    else
        refreshQuotaLive();
}

QString Inspector::quotaSmiText() const
{
    return m_quotaPage->isVisibleTo(this) ? m_quotaSmi->text() : QString();
}

void Inspector::refreshQuotaLive()
{
    const Scenario &s = m_doc->scenario();
    const int sel = m_doc->selectedTenant();
    const GpuModel *gpu = s.gpu();
    if (m_doc->plan().mode != Mode::Quota || sel < 0 || sel >= int(s.tenants.size()) || !gpu || gpu->sms <= 0) {
        m_quotaSmi->clear();
        return;
    }
    const bool kitchen = m_skin == Skin::Kitchen;
    const QString intro = kitchen ? tr("The team's own gauge (nvidia-smi in its container) versus the truth:")
                                  : tr("nvidia-smi inside the container versus the truth:");
    // The picture's fact for the document's tenant (the runner runs this scene): its numbers so
    // far, or the replayed snapshot. Without one, what the container would show is said without numbers.
    const Tenant &t = s.tenants[size_t(sel)];
    const auto &cs = m_doc->plan().quota.containers;
    const auto c = std::find_if(cs.begin(), cs.end(), [&](const QuotaContainer &q) { return q.tenant == t.id; });
    const double quotaMiB = c == cs.end() ? 0 : c->memoryGb * 1024;
    const bool sameScene = m_picture && m_picture->hasScene() && m_picture->plan() == m_doc->plan()
        && m_picture->scenario().tenants.size() == s.tenants.size();
    const auto gauge = sameScene ? m_picture->containerGauge(sel) : std::nullopt;
    QString util, mem, truth;
    if (gauge) {
        const double gpuUtil = gauge->gpuUtil, ownShare = gauge->ownSmShare, usedGb = gauge->memoryUsedGb;
        util = tr("GPU-Util %1 %: the whole GPU's, because HAMi-core passes nvmlDeviceGetUtilizationRates through "
                  "to the driver.")
                   .arg(localeNumber(gpuUtil * 100, 0));
        mem = tr("Memory-Usage %1 MiB / %2 MiB: its own use against its quota (the hook virtualises memory).")
                  .arg(localeNumber(usedGb * 1024, 0), localeNumber(quotaMiB, 0));
        truth = tr("The truth: %1 holds %2 % of the SMs (its own share), so GPU-Util overstates it by %3 points.")
                    .arg(qs(t.name.empty() ? t.id : t.name), localeNumber(ownShare * 100, 1),
                         localeNumber(std::max(0.0, gpuUtil - ownShare) * 100, 0));
    } else {
        util = tr("GPU-Util: the whole GPU's, because HAMi-core passes nvmlDeviceGetUtilizationRates through to "
                  "the driver.");
        mem = tr("Memory-Usage: its own use against its quota of %1 MiB (the hook virtualises memory).")
                  .arg(localeNumber(quotaMiB, 0));
        truth = tr("The truth, its own share of the SMs, shows once the simulation runs.");
    }
    QStringList lines{intro, util, mem, truth};
    if (m_doc->plan().quota.product != QuotaProduct::Hami)
        lines << tr("Read in HAMi-core's source; what %1 shows inside a container is not known here.")
                     .arg(Words::quotaProductName(m_doc->plan().quota.product));
    m_quotaSmi->setText(lines.join(QLatin1Char('\n')));
}

Diagnostics Inspector::newFileErrors(const Scenario &after) const
{
    // The file's own reading and validation, on the file the edit would give.
    auto errors = [this](const Scenario &s) { return fileErrors(s, m_doc->plan()); };
    const Diagnostics before = errors(m_doc->scenario());
    Diagnostics fresh;
    for (const Diagnostic &d : errors(after)) {
        const bool old = std::any_of(before.begin(), before.end(), [&d](const Diagnostic &b) {
            return b.code == d.code && b.path == d.path;
        });
        if (!old)
            fresh.push_back(d);
    }
    return fresh;
}

QString Inspector::refusal(const Diagnostic &d) const
{
    return m_skin == Skin::Kitchen ? tr("The chefs keep the old recipe: %1").arg(formatDiagnostic(d))
                                   : tr("Not changed: %1").arg(formatDiagnostic(d));
}

void Inspector::showReason(const QString &text)
{
    m_reason->setText(text);
}

void Inspector::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void Inspector::retranslateUi()
{
    setAccessibleName(tr("Inspector"));
    m_help->setText(tr("Nothing selected. Click a tenant on the GPU or in the tenant list to edit it here; "
                       "drag a preset from the palette onto the GPU to add one."));
    m_tenantBox->setTitle(tr("Tenant"));
    m_placementBox->setTitle(tr("Placement"));
    for (int i = 0; i < m_kind->count(); ++i)
        m_kind->setItemText(i, Words::tenantKindName(TenantKind(m_kind->itemData(i).toInt())));
    for (int i = 0; i < m_vgpuScheduler->count(); ++i)
        m_vgpuScheduler->setItemText(i, Words::vgpuSchedulerName(VgpuScheduler(m_vgpuScheduler->itemData(i).toInt())));

    auto label = [](QFormLayout *f, QWidget *w, const QString &text, const QString &tip) {
        if (!f)
            f = qobject_cast<QFormLayout *>(w->parentWidget()->layout());
        if (auto *l = qobject_cast<QLabel *>(f->labelForField(w)))
            l->setText(text);
        w->setToolTip(tip);
        w->setAccessibleName(QString(text).remove(QLatin1Char('&')).remove(QLatin1Char(':')));
    };
    label(m_tenantForm, m_name, tr("Name:"), tr("Shown on the GPU, in the lists and the charts"));
    label(m_tenantForm, m_kind, tr("Kind:"), tr("What the tenant is; decides its icon and its cook in the kitchen view"));
    label(m_tenantForm, m_rate, tr("Arrival rate:"), tr("Requests per second (mean). Backlog tenants always have work."));
    m_rate->setSuffix(tr(" /s"));
    label(m_tenantForm, m_mean, tr("Service time:"), tr("Mean solo time of one request on its SMs of an idle GPU"));
    m_mean->setSuffix(tr(" ms"));
    label(m_tenantForm, m_slo, tr("Latency SLO:"), tr("p99 latency target; 0 = none"));
    m_slo->setSuffix(tr(" ms"));
    m_slo->setSpecialValueText(tr("none"));
    label(m_tenantForm, m_model, tr("Model memory:"), tr("Resident while loaded (weights)"));
    m_model->setSuffix(tr(" GiB"));
    label(m_tenantForm, m_perRequest, tr("Per request:"), tr("Memory each in-flight request adds (KV cache, activations)"));
    m_perRequest->setSuffix(tr(" GiB"));
    label(m_tenantForm, m_concurrency, tr("Batch slots:"), tr("Requests served at once; more wait in the queue"));
    label(m_tenantForm, m_smWidth, tr("SM width:"), tr("SMs one request can keep busy; 0 = all SMs"));
    m_smWidth->setSuffix(tr(" SMs"));
    m_smWidth->setSpecialValueText(tr("all SMs"));
    label(m_tenantForm, m_beta, tr("Bandwidth share β:"),
          tr("0–1: share of a request's solo time bound by DRAM bandwidth (drives the noisy-neighbour slowdown)"));
    label(m_tenantForm, m_trusted, tr("Trusted:"), tr("Same trust domain as its neighbours"));
    label(m_tenantForm, m_restart, tr("Restart time:"), tr("Time to come back after a fatal fault (reload the weights)"));
    m_restart->setSuffix(tr(" s"));

    m_llmBox->setTitle(tr("LLM serving"));
    for (QComboBox *c : {m_prompt.distribution, m_output.distribution})
        for (int i = 0; i < c->count(); ++i)
            c->setItemText(i, Words::tokenDistributionName(TokenDistribution(c->itemData(i).toInt())));
    label(m_llmForm, m_prompt.row, tr("Prompt tokens:"),
          tr("Tokens of each request's prompt: fixed, uniform between a min and a max, or lognormal with a mean and a "
             "coefficient of variation"));
    label(m_llmForm, m_output.row, tr("Output tokens:"),
          tr("Tokens each request generates, drawn like the prompt's"));
    label(m_llmForm, m_maxBatch, tr("Max batch:"), tr("Requests decoded together in one iteration; more wait in the queue"));
    label(m_llmForm, m_parametersB, tr("Parameters:"), tr("The model's parameter count, from its published configuration"));
    m_parametersB->setSuffix(tr(" billion"));
    label(m_llmForm, m_bytesPerWeight, tr("Bytes per weight:"),
          tr("2 for fp16/bf16; about 0.5 to 0.7 for int4 with its scales (checkpoint bytes / parameters)"));
    m_bytesPerWeight->setSuffix(tr(" B"));
    label(m_llmForm, m_kvBytesPerValue, tr("KV bytes per value:"), tr("KV cache precision: 2 for fp16, 1 for fp8"));
    m_kvBytesPerValue->setSuffix(tr(" B"));
    label(m_llmForm, m_prefillMs, tr("Prefill per token:"),
          tr("Compute per prompt token on the whole GPU; decoding a token costs the same compute"));
    m_prefillMs->setSuffix(tr(" ms"));

    label(nullptr, m_migProfile, tr("MIG profile:"),
          tr("GPU-instance profile; only profiles that fit the layout can be chosen"));
    label(nullptr, m_migStart, tr("Start:"), tr("Memory slot where the instance starts; legal starts only"));
    label(nullptr, m_mpsCap, tr("MPS cap:"),
          tr("CUDA_MPS_ACTIVE_THREAD_PERCENTAGE: a cap on the SMs this client may use, not a reservation"));
    m_mpsCap->setSuffix(tr(" %"));
    m_mpsCap->setSpecialValueText(tr("no cap"));
    label(nullptr, m_vgpuProfile, tr("vGPU profile:"),
          tr("C-series profile of this VM; equal-size mode gives every VM the same profile"));
    label(nullptr, m_vgpuScheduler, tr("Scheduler:"), tr("How the vGPU scheduler shares time between the VMs"));
    label(m_tenantForm, m_enforcerBadge, tr("Limits enforced by:"),
          tr("Who stops this tenant from taking more than its limit under the shown plan"));
    label(nullptr, m_quotaCore, tr("Compute share:"),
          tr("nvidia.com/gpucores: the share of the GPU's compute this container's limiter allows"));
    m_quotaCore->setSuffix(tr(" %"));
    label(nullptr, m_quotaMemory, tr("Memory quota:"),
          tr("nvidia.com/gpumem: the memory this container may allocate; the hook refuses more"));
    m_quotaMemory->setSuffix(tr(" GiB"));
    label(nullptr, m_quotaPriority, tr("Priority:"),
          tr("nvidia.com/priority: a high-priority container holds back the low ones under the priority policy"));
    m_quotaPriority->setItemText(0, tr("0 (high)"));
    m_quotaPriority->setItemText(1, tr("1 (low)"));
    label(nullptr, m_quotaProduct, tr("Product:"),
          tr("Which software enforces the shares: its steps, its policies and who enforces them"));
    for (int i = 0; i < m_quotaProduct->count(); ++i)
        m_quotaProduct->setItemText(i, Words::quotaProductName(QuotaProduct(m_quotaProduct->itemData(i).toInt())));
    label(nullptr, m_quotaPolicy, tr("Policy:"), tr("How the limiter holds a container back (for every container)"));
    for (int i = 0; i < m_quotaPolicy->count(); ++i)
        m_quotaPolicy->setItemText(i, Words::quotaPolicyName(QuotaPolicy(m_quotaPolicy->itemData(i).toInt())));
    label(nullptr, m_timeSlice, tr("Time slice:"), tr("Length of one turn on the GPU"));
    m_timeSlice->setSuffix(tr(" ms"));
    m_runBox->setTitle(tr("Simulation"));
    label(nullptr, m_duration, tr("Run length:"),
          tr("Simulated seconds one run lasts; the run stops at its end"));
    m_duration->setSuffix(tr(" s"));
    if (auto *edit = m_duration->findChild<QLineEdit *>()) // always shown: its text field is named too
        edit->setAccessibleName(m_duration->accessibleName());
    refresh();
}

void Inspector::refresh()
{
    m_updating = true;
    const Scenario &s = m_doc->scenario();
    const SharingPlan &plan = m_doc->plan();
    const int sel = m_doc->selectedTenant();
    const bool has = sel >= 0 && sel < int(s.tenants.size());
    showValue(m_duration, s.simulation.durationS);
    m_help->setVisible(!has);
    m_tenantBox->setVisible(has);
    m_placementBox->setVisible(has);
    m_llmBox->setVisible(has && s.tenants[size_t(sel)].llm.has_value());
    if (!has) {
        m_updating = false;
        return;
    }
    const Tenant &t = s.tenants[size_t(sel)];
    m_name->setText(qs(t.name));
    m_kind->setCurrentIndex(m_kind->findData(int(t.kind)));
    showValue(m_rate, t.arrival.ratePerS);
    m_rate->setEnabled(t.arrival.process != ArrivalProcess::Backlog);
    showValue(m_mean, t.service.meanMs);
    showValue(m_slo, t.sloMs);
    showValue(m_model, t.modelGb);
    showValue(m_perRequest, t.perRequestGb);
    m_concurrency->setValue(t.maxConcurrency);
    m_smWidth->setValue(t.smWidth.value_or(0));
    showValue(m_beta, t.bandwidthIntensity);
    m_trusted->setChecked(t.trusted);
    showValue(m_restart, t.restartS);
    // An LLM's work follows from its model and tokens: the per-request fields do not apply.
    for (QWidget *w : std::initializer_list<QWidget *>{m_mean, m_perRequest, m_concurrency, m_beta})
        w->setEnabled(!t.llm);
    m_llmBox->setVisible(t.llm.has_value());
    if (t.llm) {
        const LlmConfig &c = *t.llm;
        auto showTokens = [this](TokenRow &r, const TokenCount &n) {
            r.distribution->setCurrentIndex(r.distribution->findData(int(n.distribution)));
            const bool uniform = n.distribution == TokenDistribution::Uniform;
            r.first->setPrefix(uniform ? tr("min ") : tr("mean "));
            r.first->setRange(fieldrange::tokenCount.min, fieldrange::tokenCount.max);
            showValue(r.first, uniform ? n.min : n.mean);
            r.second->setVisible(n.distribution != TokenDistribution::Deterministic);
            r.second->setPrefix(uniform ? tr("max ") : tr("cv "));
            r.second->setProperty("baseDecimals", uniform ? 0 : 2);
            r.second->setDecimals(uniform ? 0 : 2);
            r.second->setRange(uniform ? fieldrange::tokenCount.min : fieldrange::tokenCv.min,
                               uniform ? fieldrange::tokenCount.max : fieldrange::tokenCv.max);
            r.second->setSingleStep(uniform ? 16 : 0.1);
            showValue(r.second, uniform ? n.max : n.cv);
        };
        showTokens(m_prompt, c.promptTokens);
        showTokens(m_output, c.outputTokens);
        m_maxBatch->setValue(c.maxBatch);
        showValue(m_parametersB, c.model.parametersB);
        showValue(m_bytesPerWeight, c.model.bytesPerWeight);
        showValue(m_kvBytesPerValue, c.model.kvBytesPerValue);
        showValue(m_prefillMs, c.prefillMsPerToken);
    }

    const GpuModel *gpu = s.gpu();
    // The pages this mode shows, each set once below: a page hidden and shown again would throw
    // the focus out of the field just edited (to the next one, its text selected).
    std::set<QWidget *> pagesShown;
    auto show = [&](QWidget *w, bool on) {
        QWidget *page = (w == m_migProfile || w == m_migStart)         ? m_migPage
                        : w == m_mpsCap                                ? m_mpsPage
                        : (w == m_vgpuProfile || w == m_vgpuScheduler) ? m_vgpuPage
                        : w == m_quotaPage                             ? m_quotaPage
                                                                       : m_slicePage;
        if (on)
            pagesShown.insert(page);
    };
    const QString name = qs(t.name.empty() ? t.id : t.name);
    const QString peak = localeNumber(t.peakMemoryGb());
    switch (plan.mode) {
    case Mode::Mig: {
        const int inst = DropPlanner::instanceOfTenant(plan, t.id);
        if (inst < 0 || !gpu) {
            m_placementText->setText(tr("%1 has no MIG instance in this plan.").arg(name));
            break;
        }
        const auto placed = resolveMigLayout(*gpu, plan.mig);
        const int start = placed && placed->size() == plan.mig.instances.size() ? (*placed)[size_t(inst)].start : -1;
        const std::string &profile = plan.mig.instances[size_t(inst)].profile;
        m_placementText->setText(tr("%1 runs in its own MIG instance (%2 GiB peak).").arg(name, peak));
        m_migProfile->clear();
        for (const MigProfile &mp : gpu->migProfiles) {
            if (!mp.isClassic() && mp.name != profile)
                continue;
            m_migProfile->addItem(tr("%1 (%2 SMs, %3 GiB)").arg(qs(mp.name)).arg(mp.sms).arg(localeNumber(mp.memoryGiB)),
                                  qs(mp.name));
        }
        m_migProfile->setCurrentIndex(m_migProfile->findData(qs(profile)));
        m_migStart->clear();
        std::vector<int> starts = DropPlanner::legalStarts(*gpu, plan.mig, profile, inst);
        if (start >= 0 && std::find(starts.begin(), starts.end(), start) == starts.end())
            starts.push_back(start);
        std::sort(starts.begin(), starts.end());
        for (int st : starts)
            m_migStart->addItem(tr("memory slot %1").arg(st), st);
        m_migStart->setCurrentIndex(m_migStart->findData(start));
        show(m_migProfile, true);
        show(m_migStart, true);
        break;
    }
    case Mode::Mps: {
        const MpsClient *c = nullptr;
        for (const MpsClient &cl : plan.mps.clients)
            if (cl.tenant == t.id)
                c = &cl;
        m_placementText->setText(c ? tr("%1 is an MPS client: it shares every SM with the other clients.").arg(name)
                                   : tr("%1 is not an MPS client in this plan.").arg(name));
        if (c) {
            showValue(m_mpsCap, c->activeThreadPercentage.value_or(0));
            show(m_mpsCap, true);
        }
        break;
    }
    case Mode::Vgpu: {
        const VgpuVm *vm = nullptr;
        for (const VgpuVm &v : plan.vgpu.vms)
            if (v.tenant == t.id)
                vm = &v;
        m_placementText->setText(vm ? tr("%1 runs in a VM (%2 GiB peak).").arg(name, peak)
                                    : tr("%1 has no VM in this plan.").arg(name));
        if (vm && gpu) {
            m_vgpuProfile->clear();
            const VgpuBacking backing = vgpuBacking(plan.vgpu);
            for (const VgpuProfile &vp : gpu->vgpuProfiles)
                if (vp.backing == backing || vp.name == vm->profile)
                    m_vgpuProfile->addItem(qs(vp.name), qs(vp.name));
            m_vgpuProfile->setCurrentIndex(m_vgpuProfile->findData(qs(vm->profile)));
            show(m_vgpuProfile, true);
        }
        m_vgpuScheduler->setCurrentIndex(m_vgpuScheduler->findData(int(plan.vgpu.scheduler)));
        m_timeSlice->setRange(0, 30); // 0: the driver's default; equal and fixed share take 1-30 ms (validator)
        m_timeSlice->setSpecialValueText(tr("driver default"));
        showValue(m_timeSlice, plan.vgpu.timeSliceMs.value_or(0));
        show(m_vgpuScheduler, true);
        show(m_timeSlice, true);
        break;
    }
    case Mode::Timeslice:
        m_placementText->setText(tr("%1 takes turns with every other context; the time slice is for all.").arg(name));
        m_timeSlice->setSpecialValueText(QString());
        m_timeSlice->setRange(fieldrange::timeSliceMs.min + 0.1, fieldrange::timeSliceMs.max);
        showValue(m_timeSlice, plan.timeslice.timeSliceMs);
        show(m_timeSlice, true);
        break;
    case Mode::Quota: {
        const auto &cs = plan.quota.containers;
        const auto c = std::find_if(cs.begin(), cs.end(), [&](const QuotaContainer &q) { return q.tenant == t.id; });
        if (c == cs.end())
            m_placementText->setText(tr("%1 has no container in this plan.").arg(name));
        else
            m_placementText->setText(tr("%1 runs in a container with %2 % of the compute and a %3 GiB memory quota "
                                        "(%4, %5 policy); limits enforced by: %6.")
                                         .arg(name, localeNumber(c->corePercent, 1), localeNumber(c->memoryGb, 2),
                                              Words::quotaProductName(plan.quota.product),
                                              Words::quotaPolicyName(plan.quota.policy),
                                              Words::limitEnforcer(limitEnforcer(plan), m_skin)));
        if (c != cs.end()) {
            showValue(m_quotaCore, c->corePercent);
            showValue(m_quotaMemory, c->memoryGb);
            m_quotaPriority->setCurrentIndex(m_quotaPriority->findData(c->priority));
            m_quotaPolicy->setCurrentIndex(m_quotaPolicy->findData(int(plan.quota.policy)));
            m_quotaProduct->setCurrentIndex(m_quotaProduct->findData(int(plan.quota.product)));
            show(m_quotaPage, true);
        }
        m_timeSlice->setSpecialValueText(QString());
        m_timeSlice->setRange(fieldrange::timeSliceMs.min + 0.1, fieldrange::timeSliceMs.max);
        showValue(m_timeSlice, plan.timeslice.timeSliceMs);
        show(m_timeSlice, true);
        break;
    }
    case Mode::Exclusive:
        m_placementText->setText(tr("%1 has a whole GPU of its own.").arg(name));
        break;
    }
    for (QWidget *page : {m_migPage, m_mpsPage, m_vgpuPage, m_quotaPage, m_slicePage})
        page->setVisible(pagesShown.count(page) > 0);
    if (!m_placementText->text().contains(QLatin1String("href=\"glossary:")))
        m_placementText->setText(glossaryLinked(m_placementText->text()));
    m_enforcerBadge->setText(Words::limitEnforcer(limitEnforcer(plan), m_skin));
    m_updating = false;
    refreshQuotaLive();
}

} // namespace gpuk
