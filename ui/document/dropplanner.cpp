#include "dropplanner.h" // own header by plain name: lupdate then knows the class

#include "io/messages.h"
#include "sharing/droprules.h"

#include <QStringList>

namespace gpuk {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString tenantLabel(const Tenant &t)
{
    return qs(t.name.empty() ? t.id : t.name);
}

// Which operation asked, for the words of a refusal that names it.
enum class Asked { Add, Move, Change };

QString refusalText(const Diagnostic &d, Asked asked)
{
    if (d.code == "drop.gpu_unknown")
        return DropPlanner::tr("This scenario's GPU is not in the catalog.");
    if (d.code == "drop.no_instance")
        return asked == Asked::Change ? DropPlanner::tr("There is no MIG instance to change.")
                                      : DropPlanner::tr("There is no MIG instance to move.");
    if (d.code == "drop.mig_does_not_fit")
        return DropPlanner::tr("%1 does not fit here.").arg(qs(d.arg("profile")));
    return diagnosticMessage(d);
}

// The decision in words: what an accepted edit does, or why not (with where a MIG room could go).
DropOutcome outcome(const DropDecision &d, Asked asked, const Tenant *tenant = nullptr)
{
    DropOutcome o;
    o.accepted = d.accepted;
    o.scenario = d.scenario;
    o.plan = d.plan;
    o.tenantIndex = d.tenantIndex;
    o.migPreview = d.migPreview;
    o.migProfile = d.migProfile;
    o.migStart = d.migStart;
    o.computeSlices = d.computeSlices;
    o.memorySlots = d.memorySlots;

    if (!d.accepted) {
        o.reason = d.refusal.empty() ? QString() : refusalText(d.refusal.front(), asked);
        if (!d.legalStarts.empty()) {
            QStringList l;
            for (int s : d.legalStarts)
                l << QString::number(s);
            o.reason += QLatin1Char('\n')
                + DropPlanner::tr("%1 can go at memory slot %2.", nullptr, int(d.legalStarts.size()))
                      .arg(qs(d.migProfile), l.join(QLatin1String(", ")));
        } else if (d.placeAsked) {
            o.reason += QLatin1Char('\n') + DropPlanner::tr("No free place on this GPU fits %1.").arg(qs(d.migProfile));
        }
        return o;
    }

    const QString name = tenant ? tenantLabel(*tenant) : QString();
    switch (d.action) {
    case DropAction::MigNewInstance:
        o.reason = DropPlanner::tr("%1 gets its own %2 instance at memory slot %3.").arg(name, qs(d.migProfile)).arg(d.migStart);
        break;
    case DropAction::MigMove:
        o.reason = DropPlanner::tr("The %1 instance moves to memory slot %2.").arg(qs(d.migProfile)).arg(d.migStart);
        break;
    case DropAction::MigProfileChange:
        o.reason = DropPlanner::tr("The instance becomes %1 at memory slot %2.").arg(qs(d.migProfile)).arg(d.migStart);
        break;
    case DropAction::MpsClient:
        o.reason = DropPlanner::tr("%1 joins the MPS pool as client %2 of at most %3.")
                       .arg(name)
                       .arg(d.mpsClient)
                       .arg(d.maxMpsClients);
        break;
    case DropAction::VgpuVm:
        o.reason = DropPlanner::tr("%1 gets a VM with vGPU profile %2.").arg(name, qs(d.vgpuProfile));
        break;
    case DropAction::TimesliceContext:
        o.reason = DropPlanner::tr("%1 becomes one more context taking turns on the GPU.").arg(name);
        break;
    case DropAction::ExclusiveGpu:
        o.reason = DropPlanner::tr("%1 gets a whole GPU of its own.").arg(name);
        break;
    case DropAction::None:
        break;
    }
    return o;
}

} // namespace

const MigProfile *DropPlanner::migProfileFor(const GpuModel &gpu, double peakGb)
{
    return drop::migProfileFor(gpu, peakGb);
}

std::vector<int> DropPlanner::legalStarts(const GpuModel &gpu, const MigPlan &mig, const std::string &profile,
                                          int moving)
{
    return drop::legalStarts(gpu, mig, profile, moving);
}

int DropPlanner::instanceOfTenant(const SharingPlan &plan, const std::string &tenantId)
{
    return drop::instanceOfTenant(plan, tenantId);
}

DropOutcome DropPlanner::addTenant(const Scenario &scenario, const SharingPlan &plan, const Tenant &tenant,
                                   std::optional<int> memorySlot)
{
    return outcome(drop::addTenant(scenario, plan, tenant, memorySlot), Asked::Add, &tenant);
}

DropOutcome DropPlanner::moveMigInstance(const Scenario &scenario, const SharingPlan &plan, int instance,
                                         int memorySlot)
{
    return outcome(drop::moveMigInstance(scenario, plan, instance, memorySlot), Asked::Move);
}

DropOutcome DropPlanner::moveMigInstanceTo(const Scenario &scenario, const SharingPlan &plan, int instance, int start)
{
    return outcome(drop::moveMigInstanceTo(scenario, plan, instance, start), Asked::Move);
}

DropOutcome DropPlanner::setMigProfile(const Scenario &scenario, const SharingPlan &plan, int instance,
                                       const std::string &profileName)
{
    return outcome(drop::setMigProfile(scenario, plan, instance, profileName), Asked::Change);
}

std::pair<Scenario, SharingPlan> DropPlanner::removeTenant(const Scenario &scenario, const SharingPlan &plan, int index)
{
    return drop::removeTenant(scenario, plan, index);
}

Scenario DropPlanner::storePlan(Scenario scenario, const SharingPlan &plan)
{
    return drop::storePlan(std::move(scenario), plan);
}

QStringList DropPlanner::newErrors(const Scenario &before, const SharingPlan &beforePlan, const Scenario &after,
                                   const SharingPlan &afterPlan)
{
    QStringList out;
    for (const Diagnostic &d : drop::newErrors(before, beforePlan, after, afterPlan))
        out << diagnosticMessage(d);
    return out;
}

} // namespace gpuk
