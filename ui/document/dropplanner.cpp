#include "dropplanner.h" // own header by plain name: lupdate then knows the class

#include "io/messages.h"
#include "sharing/droprules.h"
#include "ui/text/format.h"

#include <QRegularExpression>
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

// The tenants of MIG instance `instance` of `plan`, by name ("Embedding, Reranker"); empty for
// an instance nobody uses.
QString instanceTenantNames(const Scenario &scenario, const SharingPlan &plan, int instance)
{
    if (instance < 0 || instance >= int(plan.mig.instances.size()))
        return {};
    QStringList names;
    for (const std::string &id : plan.mig.instances[size_t(instance)].tenants) {
        const Tenant *t = scenario.findTenant(id);
        names << (t ? tenantLabel(*t) : qs(id));
    }
    return names.join(QLatin1String(", "));
}

// "0, 4" / "0, 2 or 4": the last two joined with "or" in the language shown.
QString alternatives(const QStringList &items)
{
    if (items.size() <= 1)
        return items.join(QString());
    return DropPlanner::tr("%1 or %2").arg(items.mid(0, items.size() - 1).join(QLatin1String(", ")), items.back());
}

QString alternatives(const std::vector<int> &values)
{
    QStringList l;
    for (int v : values)
        l << QString::number(v);
    return alternatives(l);
}

QString alternatives(const std::string &commaList)
{
    return alternatives(qs(commaList).split(QLatin1String(", "), Qt::SkipEmptyParts));
}

// Which operation asked, for the words of a refusal that names it.
enum class Asked { Add, Move, Change };

// What asked for the edit and in which words: the plan before it (to name an overlapped instance
// by its tenants), the instance being moved or changed (-1 for a new one) and the skin.
struct Context
{
    const Scenario &scenario;
    const SharingPlan &plan;
    Asked asked;
    int moving = -1;
    Skin skin = Skin::Technical;
    const Tenant *tenant = nullptr;
};

// Why a MIG placement is refused, for diagnostic `d` of a checkMigLayout run over the plan's
// instances without `moving`, plus the one placed: the overlapped instance named by its tenants,
// a slot count that agrees with its noun, and in the skin's words.
QString migReason(const Diagnostic &d, const Context &c)
{
    const bool kitchen = c.skin == Skin::Kitchen;
    const QString profile = qs(d.arg("profile"));
    if (d.code == "mig.placement.overlap") {
        // `with` counts the plan's instances without the moving one.
        int with = qs(d.arg("with")).toInt();
        if (c.moving >= 0 && with >= c.moving)
            ++with;
        const QString names = instanceTenantNames(c.scenario, c.plan, with);
        const QStringList sharedSlots = qs(d.arg("slots")).split(QLatin1String(", "), Qt::SkipEmptyParts);
        const QString shared = sharedSlots.join(QLatin1String(", "));
        const QString withProfile = qs(d.arg("with_profile"));
        const QString withStart = qs(d.arg("with_start"));
        const QString start = qs(d.arg("start"));
        if (kitchen) {
            const QString owner = names.isEmpty() ? DropPlanner::tr("an empty room")
                                                  : DropPlanner::tr("the room of %1").arg(names);
            return (sharedSlots.size() == 1
                        ? DropPlanner::tr("A %1 room with its door at shelf %2 would take pantry shelf %3 of %4 "
                                          "(%5, door at %6): rooms cannot share pantry shelves.")
                        : DropPlanner::tr("A %1 room with its door at shelf %2 would take pantry shelves %3 of %4 "
                                          "(%5, door at %6): rooms cannot share pantry shelves."))
                .arg(profile, start, shared, owner, withProfile, withStart);
        }
        const QString owner = names.isEmpty() ? DropPlanner::tr("an empty instance")
                                              : DropPlanner::tr("the instance of %1").arg(names);
        return (sharedSlots.size() == 1
                    ? DropPlanner::tr("%1 at memory slot %2 overlaps %4 (%5 at memory slot %6) on memory slot %3: "
                                      "MIG instances cannot share memory slots.")
                    : DropPlanner::tr("%1 at memory slot %2 overlaps %4 (%5 at memory slot %6) on memory slots %3: "
                                      "MIG instances cannot share memory slots."))
            .arg(profile, start, shared, owner, withProfile, withStart);
    }
    if (kitchen && d.code == "mig.placement.illegal_start" && !d.arg("allowed").empty())
        return DropPlanner::tr("A %1 room cannot have its door at shelf %2: its door can only be at shelf %3.")
            .arg(profile, qs(d.arg("start")), alternatives(d.arg("allowed")));
    if (kitchen && d.code == "mig.placement.no_room" && !d.arg("allowed").empty())
        return DropPlanner::tr("No free place for a %1 room: its door can only be at shelf %2, and none of those is free.")
            .arg(profile, alternatives(d.arg("allowed")));
    return DropPlanner::sentence(diagnosticMessage(d));
}

QString refusalText(const Diagnostic &d, const Context &c)
{
    if (d.code == "drop.gpu_unknown")
        return DropPlanner::tr("This scenario's GPU is not in the catalog.");
    if (d.code == "drop.no_instance")
        return c.asked == Asked::Change ? DropPlanner::tr("There is no MIG instance to change.")
                                        : DropPlanner::tr("There is no MIG instance to move.");
    if (d.code == "drop.mig_does_not_fit")
        return c.skin == Skin::Kitchen ? DropPlanner::tr("A %1 room does not fit here.").arg(qs(d.arg("profile")))
                                       : DropPlanner::tr("%1 does not fit here.").arg(qs(d.arg("profile")));
    if (d.code.rfind("mig.placement.", 0) == 0)
        return migReason(d, c);
    return DropPlanner::sentence(diagnosticMessage(d));
}

// The decision in words: what an accepted edit does, or why not (with where a MIG room could go).
DropOutcome outcome(const DropDecision &d, const Context &c)
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
        const bool kitchen = c.skin == Skin::Kitchen;
        const QString name = qs(d.migProfile);
        QString reason = d.refusal.empty() ? QString() : refusalText(d.refusal.front(), c);
        if (!d.legalStarts.empty()) {
            reason += QLatin1Char('\n');
            if (kitchen)
                reason += DropPlanner::tr("A %1 room can have its door at shelf %2.").arg(name, alternatives(d.legalStarts));
            else
                reason += DropPlanner::tr("%1 can start at memory slot %2.").arg(name, alternatives(d.legalStarts));
        } else if (d.placeAsked) {
            reason += QLatin1Char('\n')
                + (kitchen ? DropPlanner::tr("No free place in this kitchen fits a %1 room.").arg(name)
                           : DropPlanner::tr("No free place on this GPU fits %1.").arg(name));
        }
        o.reason = tidyCjkSpacing(reason); // names spliced between Chinese words
        return o;
    }

    // What happens, in the words of the skin shown (the kitchen: rooms with doors at pantry
    // shelves, the open stove, food-court stalls, turns at the stove, a kitchen of one's own).
    const bool kitchen = c.skin == Skin::Kitchen;
    const QString name = c.tenant ? tenantLabel(*c.tenant) : QString();
    switch (d.action) {
    case DropAction::MigNewInstance:
        o.reason = (kitchen ? DropPlanner::tr("%1 gets its own %2 room with its door at shelf %3.")
                            : DropPlanner::tr("%1 gets its own %2 instance at memory slot %3."))
                       .arg(name, qs(d.migProfile))
                       .arg(d.migStart);
        break;
    case DropAction::MigMove:
        o.reason = (kitchen ? DropPlanner::tr("The %1 room moves: its door is now at shelf %2.")
                            : DropPlanner::tr("The %1 instance moves to memory slot %2."))
                       .arg(qs(d.migProfile))
                       .arg(d.migStart);
        break;
    case DropAction::MigProfileChange:
        o.reason = (kitchen ? DropPlanner::tr("The room becomes a %1 room with its door at shelf %2.")
                            : DropPlanner::tr("The instance becomes %1 at memory slot %2."))
                       .arg(qs(d.migProfile))
                       .arg(d.migStart);
        break;
    case DropAction::MpsClient:
        o.reason = (kitchen ? DropPlanner::tr("%1 joins the open stove as chef team %2 of at most %3.")
                            : DropPlanner::tr("%1 joins the MPS pool as client %2 of at most %3."))
                       .arg(name)
                       .arg(d.mpsClient)
                       .arg(d.maxMpsClients);
        break;
    case DropAction::VgpuVm:
        o.reason = (kitchen ? DropPlanner::tr("%1 rents a %2 food-court stall.")
                            : DropPlanner::tr("%1 gets a VM with vGPU profile %2."))
                       .arg(name, qs(d.vgpuProfile));
        break;
    case DropAction::TimesliceContext:
        o.reason = kitchen ? DropPlanner::tr("%1 becomes one more chef team taking turns at the stove.").arg(name)
                           : DropPlanner::tr("%1 becomes one more context taking turns on the GPU.").arg(name);
        break;
    case DropAction::QuotaContainer:
        o.reason = (kitchen ? DropPlanner::tr("%1 gets a gas meter at the stove: %2 % of the gas and a %3 GiB shelf.")
                            : DropPlanner::tr("%1 gets a container with %2 % of the compute and a %3 GiB memory quota."))
                       .arg(name, QString::number(d.quotaPercent), QString::number(d.quotaMemoryGb));
        if (d.quotaRescaled)
            o.reason += QLatin1Char(' ')
                    + (kitchen ? DropPlanner::tr("The other teams' gas shares shrink in proportion to make room.")
                               : DropPlanner::tr("The other containers' compute shares shrink in proportion to make room."));
        break;
    case DropAction::ExclusiveGpu:
        o.reason = kitchen ? DropPlanner::tr("%1 gets a whole kitchen of its own.").arg(name)
                           : DropPlanner::tr("%1 gets a whole GPU of its own.").arg(name);
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

QString DropPlanner::sentence(QString text)
{
    text = text.trimmed();
    if (text.isEmpty())
        return text;
    if (text.front().isLower())
        text.front() = text.front().toUpper();
    const QChar last = text.back();
    static const QString stops = QStringLiteral(".!?。！？");
    if (!stops.contains(last)) {
        // After Chinese, the Chinese full stop.
        static const QRegularExpression cjk(QStringLiteral("[\\x{3000}-\\x{9fff}\\x{ff00}-\\x{ffef}]"));
        text += text.contains(cjk) ? QStringLiteral("。") : QStringLiteral(".");
    }
    return text;
}

DropOutcome DropPlanner::addTenant(const Scenario &scenario, const SharingPlan &plan, const Tenant &tenant,
                                   std::optional<int> memorySlot, Skin skin)
{
    return outcome(drop::addTenant(scenario, plan, tenant, memorySlot), {scenario, plan, Asked::Add, -1, skin, &tenant});
}

DropOutcome DropPlanner::moveMigInstance(const Scenario &scenario, const SharingPlan &plan, int instance,
                                         int memorySlot, Skin skin)
{
    return outcome(drop::moveMigInstance(scenario, plan, instance, memorySlot), {scenario, plan, Asked::Move, instance, skin});
}

DropOutcome DropPlanner::moveMigInstanceTo(const Scenario &scenario, const SharingPlan &plan, int instance, int start,
                                           Skin skin)
{
    return outcome(drop::moveMigInstanceTo(scenario, plan, instance, start), {scenario, plan, Asked::Move, instance, skin});
}

DropOutcome DropPlanner::setMigProfile(const Scenario &scenario, const SharingPlan &plan, int instance,
                                       const std::string &profileName, Skin skin)
{
    return outcome(drop::setMigProfile(scenario, plan, instance, profileName),
                   {scenario, plan, Asked::Change, instance, skin});
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
