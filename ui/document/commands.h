#pragma once

// One QUndoCommand per edit. Every command computes the state after the edit when it is made,
// keeps the state before, and redo()/undo() put one or the other back through
// Document::setState -- so undo restores the scenario exactly, byte for byte when saved. Each
// command says what it changes (a DocumentChange), the same for redo and undo.
// QUndoStack::push() calls redo(): never apply an edit before pushing its command.
// Field edits from spin boxes and sliders merge (id()/mergeWith) while they hit the same field.
// A command's text is made, not stored: retranslate() says it again in today's language (a
// tenant named in it by today's name of a built-in), so the history never mixes languages.

#include "scenario.h"
#include "ui/document/dropplanner.h"
#include "ui/document/document.h"

#include <QUndoCommand>
#include <QVariant>

#include <functional>

namespace gpuk {

enum CommandId {
    CmdEditTenant = 4001,
    CmdSetMpsCap,
    CmdSetTimeSlice,
    CmdSetQuotaContainer,
};

class StateCommand : public QUndoCommand
{
public:
    void redo() override;
    void undo() override;
    // False if the edit would change nothing (callers need not push it).
    bool changesSomething() const;
    using Describe = std::function<QString()>;
    // The text again, in the language of now.
    void retranslate();

protected:
    StateCommand(Document *doc, const DocumentChange &change);
    void setAfter(const Scenario &scenario, const SharingPlan &plan);
    // What the command does, as the undo history and the Edit menu say it; made now and again
    // after every language switch.
    void describe(Describe text);
    // Tenant `index` of `scenario` (before or after the edit) by the name it has today.
    QString tenantWords(const Scenario &scenario, int index) const;

    Describe m_describe;

    Document *m_doc;
    DocumentChange m_change;
    Scenario m_beforeScenario, m_afterScenario;
    SharingPlan m_beforePlan, m_afterPlan;
    int m_selectAfter = -2; // tenant to select after redo; -2 keeps the selection
};

// Adds a tenant where a DropPlanner outcome (accepted) says: MIG instance, MPS client, vGPU VM,
// time-slicing context or own GPU.
class AddTenantCommand : public StateCommand
{
public:
    AddTenantCommand(Document *doc, const DropOutcome &outcome);
};

// Removes a tenant and its placement (an instance left empty, its client, VM and faults).
class RemoveTenantCommand : public StateCommand
{
public:
    RemoveTenantCommand(Document *doc, int tenant);
};

enum class TenantField {
    Name, Kind, RatePerS, MeanMs, SloMs, ModelGb, PerRequestGb, MaxConcurrency, SmWidth, Beta, Trusted, RestartS
};

// Changes one field of a tenant. SmWidth 0 = "all SMs" (unset).
class EditTenantCommand : public StateCommand
{
public:
    EditTenantCommand(Document *doc, int tenant, TenantField field, const QVariant &value);
    int id() const override { return CmdEditTenant; }
    bool mergeWith(const QUndoCommand *other) override;
    static QVariant value(const Tenant &t, TenantField field);

private:
    int m_tenant;
    TenantField m_field;
};

// Sets an LLM tenant's serving configuration (token distributions, batch limit, model numbers,
// prefill cost) as a whole. The caller has checked it (the inspector: the file's validation).
class EditLlmCommand : public StateCommand
{
public:
    EditLlmCommand(Document *doc, int tenant, const LlmConfig &config);
};

// Moves a MIG instance, or changes its profile (a DropPlanner outcome that was accepted).
class MigInstanceCommand : public StateCommand
{
public:
    MigInstanceCommand(Document *doc, const DropOutcome &outcome, Describe text);
};

// Sets (or clears, when unset) an MPS client's active-thread-percentage cap.
class SetMpsCapCommand : public StateCommand
{
public:
    SetMpsCapCommand(Document *doc, const std::string &tenant, std::optional<double> percent);
    int id() const override { return CmdSetMpsCap; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    std::string m_tenant;
};

// Software slicing: sets a container's compute share, memory quota and priority (the caller has
// checked the plan it gives). Steps of one spin box on the same container merge.
class SetQuotaContainerCommand : public StateCommand
{
public:
    enum class Field { CorePercent, MemoryGb, Priority };
    SetQuotaContainerCommand(Document *doc, const std::string &tenant, Field field, const QuotaContainer &container);
    int id() const override { return CmdSetQuotaContainer; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    std::string m_tenant;
    Field m_field;
};

// Software slicing: the plan's limiter policy and product (the caller has checked the plan).
class SetQuotaPlanCommand : public StateCommand
{
public:
    SetQuotaPlanCommand(Document *doc, QuotaPolicy policy, QuotaProduct product);
};

class SetVgpuProfileCommand : public StateCommand
{
public:
    // `all`: every VM gets the profile (equal-size mode needs one profile for all).
    SetVgpuProfileCommand(Document *doc, int vm, const std::string &profile, bool all);
};

class SetVgpuSchedulerCommand : public StateCommand
{
public:
    SetVgpuSchedulerCommand(Document *doc, VgpuScheduler scheduler);
};

// Time slice of the shown plan: time-slicing's time_slice_ms, or vGPU's (unset = driver default).
class SetTimeSliceCommand : public StateCommand
{
public:
    SetTimeSliceCommand(Document *doc, std::optional<double> ms);
    int id() const override { return CmdSetTimeSlice; }
    bool mergeWith(const QUndoCommand *other) override;
};

// The simulated duration of one run (simulation.duration_s), in seconds.
class SetDurationCommand : public StateCommand
{
public:
    SetDurationCommand(Document *doc, double seconds);
};

class SetModeCommand : public StateCommand
{
public:
    // The plan of planForMode (the MIG layout search runs here when needsSearch).
    SetModeCommand(Document *doc, Mode mode);
    // A plan found beforehand (the GUI's search on a worker thread).
    SetModeCommand(Document *doc, Mode mode, const SharingPlan &plan);
    // Whether switching `scenario` to `mode` runs the MIG layout search (MIG without a plan of its
    // own, on a GPU with MIG): the GUI then runs it off its thread.
    static bool needsSearch(const Scenario &scenario, Mode mode);
};

// Shows a MIG plan found elsewhere (Simulation > Explore MIG layouts) in MIG mode, as one step:
// the shown plan becomes `plan` (and the mode MIG). `layout` names it in the history
// ("3g.20gb + 2g.10gb"), the same in every language.
class SetMigPlanCommand : public StateCommand
{
public:
    SetMigPlanCommand(Document *doc, const MigPlan &plan, const QString &layout);
};

// Switches the GPU. A stored plan that needs a MIG layout (MIG, MIG-backed vGPU) and that the new
// GPU cannot hold (validation finds errors it did not have on the old GPU) is made again for the
// new GPU by the MIG layout search (analysis/miglayoutsearch.h), in the same undo step: the shown
// plan and the scenario's active plan and alternatives alike, so that a switch of mode and back
// finds a valid plan too. A plan that still fits is kept.
class SetGpuCommand : public StateCommand
{
public:
    // What a switch makes of the scenario and the shown plan, computed on copies so that a worker
    // thread can run its MIG layout searches (prepare): the GUI pushes the command it makes.
    struct Switch
    {
        QString gpuId;
        bool valid = false;     // a known GPU
        bool cancelled = false; // the searches were cancelled: the command changes nothing
        Scenario after;
        SharingPlan plan;
        QString replanNote;     // see replanNote()
    };
    // `progress` (may be empty) gets the share of the searches done, 0..1; returning false cancels.
    static Switch prepare(const Scenario &before, const SharingPlan &shown, const std::optional<GpuModel> &fileCustomGpu,
                          const QString &gpuId, const std::function<bool(double)> &progress = {});
    // Whether a switch of the document to `gpuId` runs the MIG layout search (a stored plan needs
    // a MIG layout the new GPU cannot hold): the GUI then runs prepare() off its thread.
    static bool needsSearch(const Document *doc, const QString &gpuId);

    // Check with isKnownGpu() first; an unknown id changes nothing. Runs prepare() here.
    SetGpuCommand(Document *doc, const QString &gpuId);
    // A switch prepared beforehand (on a worker thread) for this document as it is now.
    SetGpuCommand(Document *doc, const Switch &prepared);
    static bool isKnownGpu(const Document *doc, const QString &gpuId);
    // Whether the shown plan was made again for the new GPU, and a sentence saying so (what did
    // not fit, the new layout) for the status bar; empty when the plan was kept.
    bool replanned() const { return !m_replanNote.isEmpty(); }
    QString replanNote() const { return m_replanNote; }

private:
    QString m_replanNote;
};

} // namespace gpuk
