#include "commands.h"

#include "analysis/miglayoutsearch.h"
#include "analysis/planchoice.h"
#include "io/messages.h"
#include "io/scenariofile.h"
#include "sharing/droprules.h"
#include "sharing/validate.h"
#include "ui/document/document.h"
#include "ui/text/words.h"
#include "ui/text/modeui.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpuk {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString tenantLabel(const Scenario &s, int index)
{
    if (index < 0 || index >= int(s.tenants.size()))
        return {};
    const Tenant &t = s.tenants[size_t(index)];
    return qs(t.name.empty() ? t.id : t.name);
}

// A plan whose instances are a MIG layout of the GPU.
bool needsMigLayout(const SharingPlan &plan)
{
    return isMigPartitioned(plan);
}

// The MIG-backed vGPU profile backed by `profile` (the first the catalog lists), or nullptr.
const VgpuProfile *vgpuBackedBy(const GpuModel &gpu, const MigProfile &profile)
{
    for (const VgpuProfile &vp : gpu.vgpuProfiles)
        if (vp.backing == VgpuBacking::MigBacked && vp.migProfile == profile.name)
            return &vp;
    return nullptr;
}

// `plan` (MIG or MIG-backed vGPU) made again for the scenario's GPU by the MIG layout search.
// A MIG-backed vGPU gives each VM its own instance: the search there only considers instances
// of one tenant on a profile that backs a vGPU profile. std::nullopt when no plan can be made.
// `progress` (may be empty) is the searches' progress callback: returning false cancels them.
std::optional<SharingPlan> searchedPlan(const Scenario &scenario, const SharingPlan &plan,
                                        const std::function<bool(double)> &progress)
{
    const GpuModel *gpu = scenario.gpu();
    if (!gpu || !gpu->supportsMig())
        return std::nullopt;
    Scenario bare = scenario; // no plan of its own for the mode: the search's plan
    bare.alternatives.erase(plan.mode);
    if (bare.sharing.mode == plan.mode)
        bare.sharing = SharingPlan{};
    if (plan.mode == Mode::Mig) {
        MigSearchOptions options = engineSearchOptions();
        options.progress = progress;
        SharingPlan p = choosePlan(bare, Mode::Mig, guiMigHorizon, options).plan;
        p.mode = Mode::Mig;
        return p;
    }
    const MigInstanceEvaluator evaluate = [&](const MigProfile &profile, const std::vector<int> &tenants) {
        if (tenants.size() != 1 || !vgpuBackedBy(*gpu, profile))
            return std::vector<double>(tenants.size(), -1.0); // not a vGPU of its own: never chosen first
        return evaluateMigInstance(bare, profile, tenants, guiMigHorizon);
    };
    MigSearchOptions options;
    options.progress = progress;
    MigSearchResult r = searchMigLayout(*gpu, bare.tenants, evaluate, options);
    if (!r.placed || r.cancelled)
        return std::nullopt;
    std::sort(r.instances.begin(), r.instances.end(),
              [](const MigSearchInstance &a, const MigSearchInstance &b) { return a.start < b.start; });
    SharingPlan p = plan;
    p.vgpu.vms.clear();
    for (const MigSearchInstance &inst : r.instances) {
        const VgpuProfile *vp = inst.profile ? vgpuBackedBy(*gpu, *inst.profile) : nullptr;
        if (!vp || inst.tenants.size() != 1)
            return std::nullopt;
        p.vgpu.vms.push_back(VgpuVm{bare.tenants[size_t(inst.tenants.front())].id, vp->name});
    }
    return p;
}

// The profiles of a MIG or MIG-backed vGPU plan with their tenants' names:
// "3g.40gb (Chat, RAG) + 1g.10gb (Embedding)".
QString layoutWords(const Scenario &s, const SharingPlan &p)
{
    auto names = [&](const std::vector<std::string> &ids) {
        QStringList out;
        for (const std::string &id : ids)
            out << tenantLabel(s, [&] {
                for (size_t i = 0; i < s.tenants.size(); ++i)
                    if (s.tenants[i].id == id)
                        return int(i);
                return -1;
            }());
        out.removeAll(QString());
        return out.join(QStringLiteral(", "));
    };
    QStringList parts;
    if (p.mode == Mode::Mig) {
        for (const MigInstancePlan &inst : p.mig.instances)
            parts << (inst.tenants.empty() ? qs(inst.profile) : QStringLiteral("%1 (%2)").arg(qs(inst.profile), names(inst.tenants)));
    } else {
        for (const VgpuVm &vm : p.vgpu.vms)
            parts << QStringLiteral("%1 (%2)").arg(qs(vm.profile), names({vm.tenant}));
    }
    return parts.join(QStringLiteral(" + "));
}

QString withoutFinalStop(QString text)
{
    while (text.endsWith(QLatin1Char('.')) || text.endsWith(QChar(0x3002)))
        text.chop(1);
    return text;
}

} // namespace

// ---------------------------------------------------------------------------------------------

StateCommand::StateCommand(Document *doc, const DocumentChange &change)
    : m_doc(doc)
    , m_change(change)
    , m_beforeScenario(doc->scenario())
    , m_afterScenario(doc->scenario())
    , m_beforePlan(doc->plan())
    , m_afterPlan(doc->plan())
{
}

void StateCommand::setAfter(const Scenario &scenario, const SharingPlan &plan)
{
    m_afterScenario = scenario;
    m_afterPlan = plan;
}

void StateCommand::describe(Describe text)
{
    m_describe = std::move(text);
    retranslate();
}

void StateCommand::retranslate()
{
    if (m_describe)
        setText(m_describe());
}

QString StateCommand::tenantWords(const Scenario &scenario, int index) const
{
    Scenario today = scenario;
    m_doc->applyGivenTexts(today);
    return tenantLabel(today, index);
}

void StateCommand::redo()
{
    m_doc->setState(m_afterScenario, m_afterPlan, m_change);
    if (m_selectAfter >= -1)
        m_doc->setSelectedTenant(m_selectAfter);
}

void StateCommand::undo()
{
    m_doc->setState(m_beforeScenario, m_beforePlan, m_change);
}

bool StateCommand::changesSomething() const
{
    // The shown plan is part of the state.
    return m_beforeScenario != m_afterScenario || m_beforePlan != m_afterPlan;
}

// ---------------------------------------------------------------------------------------------

AddTenantCommand::AddTenantCommand(Document *doc, const DropOutcome &outcome)
    : StateCommand(doc, DocumentChange::of(DocumentChange::Tenants | DocumentChange::Plan))
{
    setAfter(outcome.scenario, outcome.plan);
    m_selectAfter = outcome.tenantIndex;
    const int tenant = outcome.tenantIndex;
    describe([this, tenant] {
        return QCoreApplication::translate("gpuk::Commands", "Add %1").arg(tenantWords(m_afterScenario, tenant));
    });
}

RemoveTenantCommand::RemoveTenantCommand(Document *doc, int tenant)
    : StateCommand(doc, DocumentChange::of(DocumentChange::Tenants | DocumentChange::Plan))
{
    describe([this, tenant] {
        return QCoreApplication::translate("gpuk::Commands", "Remove %1").arg(tenantWords(m_beforeScenario, tenant));
    });
    const auto [s, p] = DropPlanner::removeTenant(doc->scenario(), doc->plan(), tenant);
    setAfter(s, p);
    m_selectAfter = -1;
}

// ---------------------------------------------------------------------------------------------

QVariant EditTenantCommand::value(const Tenant &t, TenantField field)
{
    switch (field) {
    case TenantField::Name:
        return qs(t.name);
    case TenantField::Kind:
        return int(t.kind);
    case TenantField::RatePerS:
        return t.arrival.ratePerS;
    case TenantField::MeanMs:
        return t.service.meanMs;
    case TenantField::SloMs:
        return t.sloMs;
    case TenantField::ModelGb:
        return t.modelGb;
    case TenantField::PerRequestGb:
        return t.perRequestGb;
    case TenantField::MaxConcurrency:
        return t.maxConcurrency;
    case TenantField::SmWidth:
        return t.smWidth.value_or(0);
    case TenantField::Beta:
        return t.bandwidthIntensity;
    case TenantField::Trusted:
        return t.trusted;
    case TenantField::RestartS:
        return t.restartS;
    }
    return {};
}

EditTenantCommand::EditTenantCommand(Document *doc, int tenant, TenantField field, const QVariant &v)
    : StateCommand(doc,
                   DocumentChange::of(field == TenantField::RatePerS ? DocumentChange::TenantRate
                                      : field == TenantField::Name   ? DocumentChange::Texts
                                                                     : DocumentChange::Tenant,
                                      tenant))
    , m_tenant(tenant)
    , m_field(field)
{
    Scenario s = doc->scenario();
    if (tenant >= 0 && tenant < int(s.tenants.size())) {
        Tenant &t = s.tenants[size_t(tenant)];
        switch (field) {
        case TenantField::Name:
            t.name = v.toString().toStdString();
            break;
        case TenantField::Kind:
            t.kind = TenantKind(v.toInt());
            break;
        case TenantField::RatePerS:
            t.arrival.ratePerS = v.toDouble();
            break;
        case TenantField::MeanMs:
            t.service.meanMs = v.toDouble();
            break;
        case TenantField::SloMs:
            t.sloMs = v.toDouble();
            break;
        case TenantField::ModelGb:
            t.modelGb = v.toDouble();
            break;
        case TenantField::PerRequestGb:
            t.perRequestGb = v.toDouble();
            break;
        case TenantField::MaxConcurrency:
            t.maxConcurrency = v.toInt();
            break;
        case TenantField::SmWidth:
            if (v.toInt() > 0)
                t.smWidth = v.toInt();
            else
                t.smWidth.reset();
            break;
        case TenantField::Beta:
            t.bandwidthIntensity = v.toDouble();
            break;
        case TenantField::Trusted:
            t.trusted = v.toBool();
            break;
        case TenantField::RestartS:
            t.restartS = v.toDouble();
            break;
        }
    }
    setAfter(s, doc->plan());
    describe([this, tenant] {
        return QCoreApplication::translate("gpuk::Commands", "Edit %1").arg(tenantWords(m_afterScenario, tenant));
    });
}

EditLlmCommand::EditLlmCommand(Document *doc, int tenant, const LlmConfig &config)
    : StateCommand(doc, DocumentChange::of(DocumentChange::Tenant, tenant))
{
    Scenario s = doc->scenario();
    if (tenant >= 0 && tenant < int(s.tenants.size()) && s.tenants[size_t(tenant)].llm)
        s.tenants[size_t(tenant)].llm = config;
    setAfter(s, doc->plan());
    describe([this, tenant] {
        return QCoreApplication::translate("gpuk::Commands", "Edit %1").arg(tenantWords(m_afterScenario, tenant));
    });
}

bool EditTenantCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const EditTenantCommand *>(other);
    if (o->m_tenant != m_tenant || o->m_field != m_field || m_field == TenantField::Name)
        return false;
    m_afterScenario = o->m_afterScenario;
    m_afterPlan = o->m_afterPlan;
    return true;
}

// ---------------------------------------------------------------------------------------------

MigInstanceCommand::MigInstanceCommand(Document *doc, const DropOutcome &outcome, Describe text)
    : StateCommand(doc, DocumentChange::of(DocumentChange::Plan))
{
    setAfter(outcome.scenario, outcome.plan);
    describe(std::move(text));
}

SetMpsCapCommand::SetMpsCapCommand(Document *doc, const std::string &tenant, std::optional<double> percent)
    : StateCommand(doc, DocumentChange::of(DocumentChange::MpsCap, doc->tenantIndex(tenant)))
    , m_tenant(tenant)
{
    const int index = doc->tenantIndex(tenant);
    describe([this, index] {
        return QCoreApplication::translate("gpuk::Commands", "Set MPS cap of %1").arg(tenantWords(m_beforeScenario, index));
    });
    SharingPlan p = doc->plan();
    for (MpsClient &c : p.mps.clients)
        if (c.tenant == tenant)
            c.activeThreadPercentage = percent;
    setAfter(DropPlanner::storePlan(doc->scenario(), p), p);
}

bool SetMpsCapCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetMpsCapCommand *>(other);
    if (o->m_tenant != m_tenant)
        return false;
    m_afterScenario = o->m_afterScenario;
    m_afterPlan = o->m_afterPlan;
    return true;
}

SetQuotaContainerCommand::SetQuotaContainerCommand(Document *doc, const std::string &tenant, Field field,
                                                   const QuotaContainer &container)
    : StateCommand(doc, field == Field::CorePercent
                            ? DocumentChange::of(DocumentChange::QuotaShare, doc->tenantIndex(tenant))
                            : DocumentChange::of(DocumentChange::Plan))
    , m_tenant(tenant)
    , m_field(field)
{
    const int index = doc->tenantIndex(tenant);
    describe([this, index, field] {
        const QString who = tenantWords(m_beforeScenario, index);
        switch (field) {
        case Field::CorePercent:
            return QCoreApplication::translate("gpuk::Commands", "Set compute share of %1").arg(who);
        case Field::MemoryGb:
            return QCoreApplication::translate("gpuk::Commands", "Set memory quota of %1").arg(who);
        case Field::Priority:
            return QCoreApplication::translate("gpuk::Commands", "Set priority of %1").arg(who);
        }
        return QString();
    });
    SharingPlan p = doc->plan();
    for (QuotaContainer &c : p.quota.containers)
        if (c.tenant == tenant) {
            c.corePercent = container.corePercent;
            c.memoryGb = container.memoryGb;
            c.priority = container.priority;
        }
    setAfter(DropPlanner::storePlan(doc->scenario(), p), p);
}

bool SetQuotaContainerCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetQuotaContainerCommand *>(other);
    if (o->m_tenant != m_tenant || o->m_field != m_field)
        return false;
    m_afterScenario = o->m_afterScenario;
    m_afterPlan = o->m_afterPlan;
    return true;
}

SetQuotaPlanCommand::SetQuotaPlanCommand(Document *doc, QuotaPolicy policy, QuotaProduct product)
    : StateCommand(doc, DocumentChange::of(DocumentChange::Plan))
{
    const bool productChanged = product != doc->plan().quota.product;
    describe([productChanged] {
        return productChanged ? QCoreApplication::translate("gpuk::Commands", "Set software slicing product")
                              : QCoreApplication::translate("gpuk::Commands", "Set software slicing policy");
    });
    SharingPlan p = doc->plan();
    p.quota.policy = policy;
    p.quota.product = product;
    setAfter(DropPlanner::storePlan(doc->scenario(), p), p);
}

SetVgpuProfileCommand::SetVgpuProfileCommand(Document *doc, int vm, const std::string &profile, bool all)
    : StateCommand(doc, DocumentChange::of(DocumentChange::Plan))
{
    describe([profile] { return QCoreApplication::translate("gpuk::Commands", "Set vGPU profile %1").arg(qs(profile)); });
    SharingPlan p = doc->plan();
    for (size_t i = 0; i < p.vgpu.vms.size(); ++i)
        if (all || int(i) == vm)
            p.vgpu.vms[i].profile = profile;
    setAfter(DropPlanner::storePlan(doc->scenario(), p), p);
}

SetVgpuSchedulerCommand::SetVgpuSchedulerCommand(Document *doc, VgpuScheduler scheduler)
    : StateCommand(doc, DocumentChange::of(DocumentChange::Plan))
{
    describe([] { return QCoreApplication::translate("gpuk::Commands", "Set vGPU scheduler"); });
    SharingPlan p = doc->plan();
    p.vgpu.scheduler = scheduler;
    setAfter(DropPlanner::storePlan(doc->scenario(), p), p);
}

SetTimeSliceCommand::SetTimeSliceCommand(Document *doc, std::optional<double> ms)
    : StateCommand(doc, DocumentChange::of(DocumentChange::TimeSlice))
{
    describe([] { return QCoreApplication::translate("gpuk::Commands", "Set time slice"); });
    SharingPlan p = doc->plan();
    if (p.mode == Mode::Vgpu)
        p.vgpu.timeSliceMs = ms;
    else if (ms)
        p.timeslice.timeSliceMs = *ms;
    setAfter(DropPlanner::storePlan(doc->scenario(), p), p);
}

bool SetTimeSliceCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetTimeSliceCommand *>(other);
    if (o->m_beforePlan.mode != m_afterPlan.mode)
        return false;
    m_afterScenario = o->m_afterScenario;
    m_afterPlan = o->m_afterPlan;
    return true;
}

SetDurationCommand::SetDurationCommand(Document *doc, double seconds)
    : StateCommand(doc, DocumentChange::of(DocumentChange::Metadata))
{
    describe([] { return QCoreApplication::translate("gpuk::Commands", "Set run length"); });
    Scenario s = doc->scenario();
    s.simulation.durationS = seconds;
    setAfter(s, doc->plan());
}

SetModeCommand::SetModeCommand(Document *doc, Mode mode)
    : SetModeCommand(doc, mode, planForMode(doc->scenario(), mode))
{
}

SetModeCommand::SetModeCommand(Document *doc, Mode mode, const SharingPlan &plan)
    : StateCommand(doc, DocumentChange::of(DocumentChange::Mode | DocumentChange::Plan))
{
    describe([mode] { return QCoreApplication::translate("gpuk::Commands", "Switch to %1").arg(Words::modeName(mode)); });
    SharingPlan p = plan;
    p.mode = mode;
    setAfter(doc->scenario(), p);
}

SetMigPlanCommand::SetMigPlanCommand(Document *doc, const MigPlan &plan, const QString &layout)
    : StateCommand(doc, DocumentChange::of(DocumentChange::Mode | DocumentChange::Plan))
{
    describe([layout] { return QCoreApplication::translate("gpuk::Commands", "Open the MIG layout %1").arg(layout); });
    SharingPlan p = doc->plan(); // the other modes' parts as they are
    p.mode = Mode::Mig;
    p.mig = plan;
    setAfter(doc->scenario(), p);
}

bool SetModeCommand::needsSearch(const Scenario &scenario, Mode mode)
{
    const GpuModel *gpu = scenario.gpu();
    return modeTraits(mode).defaultPlan == DefaultPlan::LayoutSearch && gpu && gpu->supportsMig() && !scenarioHasPlan(scenario, mode);
}

bool SetGpuCommand::isKnownGpu(const Document *doc, const QString &id)
{
    return (doc->fileCustomGpu() && id == qs(doc->fileCustomGpu()->id)) || findGpu(id.toStdString());
}

namespace {

// The scenario on GPU `id` (the file's custom GPU or a catalog one), its plans not yet looked at;
// std::nullopt for an unknown id.
std::optional<Scenario> onGpu(const Scenario &before, const std::optional<GpuModel> &fileCustomGpu, const QString &id)
{
    Scenario s = before;
    if (fileCustomGpu && id == qs(fileCustomGpu->id)) {
        s.customGpu = fileCustomGpu;
        s.gpuId = fileCustomGpu->id;
    } else if (const GpuModel *g = findGpu(id.toStdString())) {
        s.customGpu.reset();
        s.gpuId = g->id;
    } else {
        return std::nullopt;
    }
    return s;
}

// The plans of a GPU switch that must be made again: those that need a MIG layout (MIG,
// MIG-backed vGPU) and that the new GPU cannot hold (validation finds errors it did not have on
// the old GPU). The shown plan first, then the scenario's active plan and its alternatives
// (other modes than the shown one).
std::vector<SharingPlan *> plansToRefit(const Scenario &before, Scenario &after, SharingPlan &shown)
{
    std::vector<SharingPlan *> out;
    auto broken = [&](const SharingPlan &plan) {
        return needsMigLayout(plan) && !drop::newErrors(before, plan, after, plan).empty();
    };
    const Mode mode = shown.mode;
    if (broken(shown))
        out.push_back(&shown);
    if (after.sharing.mode != mode && broken(after.sharing)) // the shown mode's stored plan is the shown plan's business
        out.push_back(&after.sharing);
    for (auto &[m, alternative] : after.alternatives)
        if (m != mode && broken(alternative))
            out.push_back(&alternative);
    return out;
}

} // namespace

bool SetGpuCommand::needsSearch(const Document *doc, const QString &id)
{
    const std::optional<Scenario> after = onGpu(doc->scenario(), doc->fileCustomGpu(), id);
    if (!after || !after->gpu() || !after->gpu()->supportsMig())
        return false;
    Scenario s = *after;
    SharingPlan shown = doc->plan();
    return !plansToRefit(doc->scenario(), s, shown).empty();
}

SetGpuCommand::Switch SetGpuCommand::prepare(const Scenario &before, const SharingPlan &shown,
                                             const std::optional<GpuModel> &fileCustomGpu, const QString &id,
                                             const std::function<bool(double)> &progress)
{
    Switch out;
    out.gpuId = id;
    const std::optional<Scenario> onNew = onGpu(before, fileCustomGpu, id);
    if (!onNew)
        return out;
    out.valid = true;
    Scenario s = *onNew;
    SharingPlan p = shown;
    const Mode mode = shown.mode;
    // The scenario's own plans are kept where the new GPU holds them; a MIG layout it cannot hold
    // is searched again (the problems list would only say why it fails); a default plan is
    // recomputed for the new GPU.
    std::optional<Diagnostic> shownWhy;
    const std::vector<SharingPlan *> refits = plansToRefit(before, s, p);
    for (size_t k = 0; k < refits.size(); ++k) {
        SharingPlan &plan = *refits[k];
        const Diagnostics fresh = drop::newErrors(before, plan, s, plan);
        // Each search reports its share of the whole switch's work.
        std::function<bool(double)> part;
        if (progress)
            part = [&, k](double spent) { return progress((double(k) + spent) / double(refits.size())); };
        if (std::optional<SharingPlan> remade = searchedPlan(s, plan, part)) {
            if (&plan == &p)
                shownWhy = fresh.front();
            plan = *remade;
        }
        if (progress && !progress(double(k + 1) / double(refits.size()))) {
            out.cancelled = true;
            return out;
        }
    }
    if (!shownWhy) {
        p = planForMode(s, mode); // the stored plan (kept or re-made), or the default for the new GPU
        p.mode = mode;
    } else {
        s = DropPlanner::storePlan(s, p);
        const QString gpuName = qs(s.gpu() ? s.gpu()->id : s.gpuId);
        const QString why = withoutFinalStop(diagnosticMessage(*shownWhy));
        out.replanNote = p.mode == Mode::Mig
            ? QCoreApplication::translate("gpuk::Commands", "The MIG plan was re-made for %1: the old one does not fit it (%2). New layout: %3.")
                  .arg(gpuName, why, layoutWords(s, p))
            : QCoreApplication::translate("gpuk::Commands", "The MIG-backed vGPU plan was re-made for %1: the old one does not fit it (%2). New vGPUs: %3.")
                  .arg(gpuName, why, layoutWords(s, p));
    }
    out.after = std::move(s);
    out.plan = std::move(p);
    return out;
}

SetGpuCommand::SetGpuCommand(Document *doc, const QString &id)
    : SetGpuCommand(doc, prepare(doc->scenario(), doc->plan(), doc->fileCustomGpu(), id))
{
}

SetGpuCommand::SetGpuCommand(Document *doc, const Switch &prepared)
    : StateCommand(doc, DocumentChange::of(DocumentChange::Gpu | DocumentChange::Plan))
{
    const QString id = prepared.gpuId;
    describe([id] { return QCoreApplication::translate("gpuk::Commands", "Switch GPU to %1").arg(id); });
    if (!prepared.valid || prepared.cancelled)
        return;
    m_replanNote = prepared.replanNote;
    if (!m_replanNote.isEmpty())
        describe([id] { return QCoreApplication::translate("gpuk::Commands", "Switch GPU to %1 (plan re-made)").arg(id); });
    setAfter(prepared.after, prepared.plan);
}

} // namespace gpuk
