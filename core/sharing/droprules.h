#pragma once

// The rules behind every drag-and-drop edit, with no words: given the scenario, the shown plan
// and what is dropped where, decide whether the edit is allowed and what the scenario and plan
// become, or why not as diagnostics (the words come from io/messages.h; ui/document/dropplanner
// is the thin adapter the widgets call).
//
// Rules (DESIGN §2.1 and §2.3, core/sharing):
//   MIG   the new instance gets the smallest classic profile that holds the tenant's peak memory
//         (as defaultPlan does); it snaps to the nearest legal free start (checkMigLayout): a room
//         covering the memory slot under the cursor first, else the one fewest slots away (a move
//         counts its own place as free). With no legal free start the drop is refused with
//         checkMigLayout's finding for the room under the cursor. Existing instances are pinned at
//         their resolved starts so nothing on screen moves.
//   MPS   the tenant becomes one more client (no cap).
//   vGPU  one more VM: the profile of the existing VMs (equal-size mode), else the smallest profile
//         of the plan's backing that holds the tenant's peak memory.
//   time-slicing, exclusive: one more context / one more GPU.
//   In every mode the result is validated (validateScenario); an error that was not there before
//   refuses the edit and is the reason.
//
// Refusals that are not a validator's or checkMigLayout's finding have codes of their own:
//   drop.gpu_unknown [gpu]               the scenario's GPU is not in the catalog
//   drop.no_instance                     there is no such MIG instance (or the plan is not MIG)
//   drop.mig_does_not_fit [profile]      no candidate start, and no finding to say why

#include "diagnostic.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gpuk {

// What an accepted edit does (the adapter words it).
enum class DropAction {
    None,
    MigNewInstance,     // the tenant gets its own instance of migProfile at migStart
    MigMove,            // the instance moves to migStart
    MigProfileChange,   // the instance becomes migProfile at migStart
    MpsClient,          // the tenant becomes MPS client number mpsClient of at most maxMpsClients
    VgpuVm,             // the tenant gets a VM with vgpuProfile
    TimesliceContext,   // one more context taking turns
    QuotaContainer,     // a container with quotaPercent of the compute and quotaMemoryGb of memory
    ExclusiveGpu,       // a whole GPU of its own
};

struct DropDecision
{
    bool accepted = false;
    Scenario scenario;          // the scenario after the edit (valid when accepted)
    SharingPlan plan;           // the shown plan after the edit (valid when accepted)
    DropAction action = DropAction::None;
    Diagnostics refusal;        // refused: why, the most relevant finding first
    int tenantIndex = -1;       // the tenant added / moved
    int mpsClient = 0;          // MpsClient: its number (1-based)
    int maxMpsClients = 0;
    std::string vgpuProfile;    // VgpuVm
    double quotaPercent = 0;    // QuotaContainer
    double quotaMemoryGb = 0;
    bool quotaRescaled = false; // the other containers' shares were scaled down to make room
    // MIG preview: where the room would go (also set when refused, for the red preview).
    bool migPreview = false;
    std::string migProfile;
    int migStart = -1;
    int computeSlices = 0;
    int memorySlots = 0;
    // MIG refused: the starts the profile could take instead (ascending), and whether a place
    // was asked for (a memory slot under the cursor or an exact start).
    std::vector<int> legalStarts;
    bool placeAsked = false;
};

namespace drop {

// Adds `tenant` under the shown plan. MIG: `memorySlot` is the slot under the cursor (unset:
// let the driver model place it). The scenario's stored plans of other modes take the tenant too
// where they can place it without a new error (so a mode switch after the drop shows it).
DropDecision addTenant(const Scenario &scenario, const SharingPlan &plan, const Tenant &tenant,
                       std::optional<int> memorySlot = std::nullopt);
// MIG: moves instance `instance` to the nearest legal free start to `memorySlot` (snapping).
DropDecision moveMigInstance(const Scenario &scenario, const SharingPlan &plan, int instance, int memorySlot);
// MIG: moves instance `instance` to exactly `start`.
DropDecision moveMigInstanceTo(const Scenario &scenario, const SharingPlan &plan, int instance, int start);
// MIG: gives instance `instance` another profile, keeping its start if legal, else the nearest legal one.
DropDecision setMigProfile(const Scenario &scenario, const SharingPlan &plan, int instance,
                           const std::string &profile);

// Legal starts for one more instance of `profile` (or for instance `moving` with that profile),
// given the other instances of the plan. Ascending.
std::vector<int> legalStarts(const GpuModel &gpu, const MigPlan &mig, const std::string &profile, int moving = -1);
// The smallest classic MIG profile holding `peakGb` (defaultPlan's rule), or nullptr.
const MigProfile *migProfileFor(const GpuModel &gpu, double peakGb);
// The MIG instance serving tenant `tenantId` in `plan`, or -1.
int instanceOfTenant(const SharingPlan &plan, const std::string &tenantId);

// Removes tenant `index` from the scenario, from every plan that names it (an instance left
// empty goes too) and from the faults. Returns the new scenario and shown plan.
std::pair<Scenario, SharingPlan> removeTenant(const Scenario &scenario, const SharingPlan &plan, int index);
// The scenario with `plan` stored as its plan for plan.mode (active plan or alternative).
Scenario storePlan(Scenario scenario, const SharingPlan &plan);
// Errors of the edited plan (validateScenario with the shown plan active) that the old one did
// not have; findings are the same if code and arguments are (the path is not compared).
Diagnostics newErrors(const Scenario &before, const SharingPlan &beforePlan, const Scenario &after,
                      const SharingPlan &afterPlan);

} // namespace drop

} // namespace gpuk
