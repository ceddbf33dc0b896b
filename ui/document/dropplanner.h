#pragma once

// Every drag-and-drop edit in words: the decisions are core/sharing/droprules.h's (which
// profile, which start, whether the edit is valid); this adapter turns their diagnostics into
// tr() text (core/io/messages.h's table, so a refused drop reads like the Problems list) and
// words what an accepted edit does. The canvas editor, the context menu, the keyboard and the
// inspector all call these, and the tests call them directly.

#include "scenario.h"
#include "ui/text/skin.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace gpuk {

struct DropOutcome
{
    bool accepted = false;
    Scenario scenario;          // the scenario after the edit (valid when accepted)
    SharingPlan plan;           // the shown plan after the edit (valid when accepted)
    QString reason;             // refused: why, in words; accepted: what happens
    int tenantIndex = -1;       // the tenant added / moved
    // MIG preview: where the room would go (also set when refused, for the red preview).
    bool migPreview = false;
    std::string migProfile;
    int migStart = -1;
    int computeSlices = 0;
    int memorySlots = 0;
};

class DropPlanner
{
    Q_DECLARE_TR_FUNCTIONS(gpuk::DropPlanner)

public:
    // Every refusal is whole sentences (one a line), in the words of `skin`: the kitchen skin
    // speaks of rooms, doors and pantry shelves where the technical one speaks of instances,
    // starts and memory slots, and an overlapped MIG instance is named by its tenants.
    //
    // Adds `tenant` under the shown plan. MIG: `memorySlot` is the slot under the cursor
    // (unset: let the driver model place it, the keyboard / menu path).
    static DropOutcome addTenant(const Scenario &scenario, const SharingPlan &plan, const Tenant &tenant,
                                 std::optional<int> memorySlot = std::nullopt, Skin skin = Skin::Technical);
    // MIG: moves instance `instance` so that its room covers `memorySlot` (snapping).
    static DropOutcome moveMigInstance(const Scenario &scenario, const SharingPlan &plan, int instance,
                                       int memorySlot, Skin skin = Skin::Technical);
    // MIG: moves instance `instance` to exactly `start`.
    static DropOutcome moveMigInstanceTo(const Scenario &scenario, const SharingPlan &plan, int instance, int start,
                                         Skin skin = Skin::Technical);
    // MIG: gives instance `instance` another profile, keeping its start if legal, else the nearest legal one.
    static DropOutcome setMigProfile(const Scenario &scenario, const SharingPlan &plan, int instance,
                                     const std::string &profile, Skin skin = Skin::Technical);
    // A message as a sentence: a capital first letter and a full stop ("。" after Chinese).
    static QString sentence(QString text);

    // Legal starts for one more instance of `profile` (or for instance `moving` with that
    // profile), given the other instances of the plan. Ascending.
    static std::vector<int> legalStarts(const GpuModel &gpu, const MigPlan &mig, const std::string &profile,
                                        int moving = -1);
    // The smallest classic MIG profile holding `peakGb` (defaultPlan's rule), or nullptr.
    static const MigProfile *migProfileFor(const GpuModel &gpu, double peakGb);
    // The MIG instance serving tenant `tenantId` in `plan`, or -1.
    static int instanceOfTenant(const SharingPlan &plan, const std::string &tenantId);

    // Removes tenant `index` from the scenario, from every plan that names it (an instance left
    // empty goes too) and from the faults. Returns the new scenario and shown plan.
    static std::pair<Scenario, SharingPlan> removeTenant(const Scenario &scenario, const SharingPlan &plan, int index);
    // The scenario with `plan` stored as its plan for plan.mode (active plan or alternative),
    // so switching modes and saving keep the edit.
    static Scenario storePlan(Scenario scenario, const SharingPlan &plan);
    // Error messages of the edited plan that the old one did not have.
    static QStringList newErrors(const Scenario &before, const SharingPlan &beforePlan, const Scenario &after,
                                 const SharingPlan &afterPlan);
};

} // namespace gpuk
