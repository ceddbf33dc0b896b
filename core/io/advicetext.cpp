#include "io/advicetext.h"

#include <QStringList>

#include <cmath>

namespace gpuk {

namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

QString num(double v)
{
    return q(formatNumber(v));
}

} // namespace

QString planSummaryText(const Scenario &scenario, const SharingPlan &plan)
{
    QStringList parts;
    switch (plan.mode) {
    case Mode::Exclusive:
    case Mode::Timeslice:
        for (const auto &t : scenario.tenants)
            parts << q(t.id);
        return parts.join(QStringLiteral(", "));
    case Mode::Mig:
        for (const auto &inst : plan.mig.instances) {
            QStringList ids;
            for (const auto &id : inst.tenants)
                ids << q(id);
            parts << QStringLiteral("%1%2 [%3]")
                             .arg(q(inst.profile),
                                  inst.start ? QStringLiteral("@%1").arg(*inst.start) : QString(),
                                  ids.join(QStringLiteral(", ")));
        }
        return parts.join(QStringLiteral(" + "));
    case Mode::Mps:
        for (const auto &c : plan.mps.clients)
            parts << (c.activeThreadPercentage ? QStringLiteral("%1 %2 %").arg(q(c.tenant), num(*c.activeThreadPercentage))
                                               : q(c.tenant));
        return parts.join(QStringLiteral(", "));
    case Mode::Vgpu:
        for (const auto &vm : plan.vgpu.vms)
            parts << QStringLiteral("%1: %2").arg(q(vm.tenant), q(vm.profile));
        return parts.join(QStringLiteral(", "));
    case Mode::Quota:
        for (const auto &c : plan.quota.containers)
            parts << QStringLiteral("%1 %2 % %3 GiB").arg(q(c.tenant), num(c.corePercent), num(c.memoryGb));
        return parts.join(QStringLiteral(", "));
    }
    return {};
}


QString AdviceText::ruleTitle(AdvisorRule rule)
{
    switch (rule) {
    case AdvisorRule::GpuWithoutMig: return tr("The GPU has no MIG");
    case AdvisorRule::VmsNeedVgpu: return tr("VMs need vGPU");
    case AdvisorRule::UntrustedNeedIsolation: return tr("Untrusted tenants need fault and memory isolation");
    case AdvisorRule::LowOpsNoVgpu: return tr("Little operations effort: no vGPU");
    case AdvisorRule::ChangingTenantsNoMig: return tr("Tenants change often: no MIG");
    case AdvisorRule::OneSharedGpu: return tr("One shared GPU, not one per tenant");
    case AdvisorRule::PlanNotValid: return tr("Its plan is not valid here");
    case AdvisorRule::EngineRefused: return tr("The simulator refused its plan");
    case AdvisorRule::StrictLatencyPrefersMig: return tr("Strict latency: MIG first");
    case AdvisorRule::RelaxedLatencyPrefersMps: return tr("No strict latency: MPS first");
    case AdvisorRule::NoSharingModeLeft: return tr("No sharing mode left: a GPU per tenant");
    }
    return {};
}

QString AdviceText::ruleReason(AdvisorRule rule)
{
    switch (rule) {
    case AdvisorRule::GpuWithoutMig:
        return tr("This GPU has no MIG profiles in the catalog, so it cannot be cut into MIG instances.");
    case AdvisorRule::VmsNeedVgpu:
        return tr("A virtual machine sees a GPU only through vGPU (or a whole GPU of its own), so MIG, MPS, "
                  "time-slicing and software slicing, which serve processes and containers, do not apply "
                  "(article, vGPU section).");
    case AdvisorRule::UntrustedNeedIsolation:
        return tr("Untrusted tenants need fault and memory isolation: MIG or vGPU, not MPS (a client's fatal fault "
                  "reaches every client, fact sheet §2.5), not time-slicing (one fault domain, no memory limit, fact "
                  "sheet §6.3) and not software slicing whose limits only a user-space hook enforces (more facts "
                  "§2.7) (article, 选型决策).");
    case AdvisorRule::LowOpsNoVgpu:
        return tr("vGPU needs a hypervisor, the vGPU manager and matching guest drivers maintained: the highest "
                  "operations effort of the modes (article, 选型决策).");
    case AdvisorRule::ChangingTenantsNoMig:
        return tr("MIG partitions are fixed once made and an instance is reconfigured only when idle, so it suits a "
                  "stable set of tenants (article, MIG section; fact sheet §1.5).");
    case AdvisorRule::OneSharedGpu:
        return tr("A GPU per tenant is the cost that sharing avoids; it is the answer only when no sharing mode is "
                  "left (article, GPU sharing background).");
    case AdvisorRule::PlanNotValid:
        return tr("The plan compare would run for this mode does not pass validation for these tenants.");
    case AdvisorRule::EngineRefused:
        return tr("The simulator refused to run the plan (a budget of events or waiting requests).");
    case AdvisorRule::StrictLatencyPrefersMig:
        return tr("With strict latency SLOs a burst of one tenant must not slow the others: MIG's hardware "
                  "partitions first, then MPS (scheduling in microseconds), then the modes that take turns "
                  "(article, 选型决策 and 指标对比).");
    case AdvisorRule::RelaxedLatencyPrefersMps:
        return tr("Without strict latency SLOs utilisation counts most: MPS first, then the modes that let one "
                  "tenant use the whole GPU, MIG's fixed partitions last (article, 选型决策).");
    case AdvisorRule::NoSharingModeLeft:
        return tr("Every sharing mode is ruled out by the answers or by its plan, so each tenant gets a GPU of its "
                  "own (a VM one passed through).");
    }
    return {};
}

QString AdviceText::latencyText(LatencyNeed v)
{
    return v == LatencyNeed::Strict ? tr("strict") : tr("relaxed");
}
QString AdviceText::trustText(TenantTrust v)
{
    return v == TenantTrust::Trusted ? tr("trusted") : tr("untrusted");
}
QString AdviceText::tenantSetText(TenantSet v)
{
    return v == TenantSet::Stable ? tr("stable") : tr("changing");
}
QString AdviceText::opsText(OpsEffort v)
{
    return v == OpsEffort::Low ? tr("low") : tr("high");
}
QString AdviceText::isolationText(Isolation v)
{
    return v == Isolation::Vms ? tr("VMs") : tr("containers");
}
const char *AdviceText::latencyKey(LatencyNeed v)
{
    return v == LatencyNeed::Strict ? "strict" : "relaxed";
}
const char *AdviceText::trustKey(TenantTrust v)
{
    return v == TenantTrust::Trusted ? "trusted" : "untrusted";
}
const char *AdviceText::tenantSetKey(TenantSet v)
{
    return v == TenantSet::Stable ? "stable" : "changing";
}
const char *AdviceText::opsKey(OpsEffort v)
{
    return v == OpsEffort::Low ? "low" : "high";
}
const char *AdviceText::isolationKey(Isolation v)
{
    return v == Isolation::Vms ? "vm" : "container";
}

QString AdviceText::criteriaSentence()
{
    return tr("Ranked by the tenants meeting their SLO, then the mean SLO attainment of the tenants with one (within "
              "%1 points a tie), then goodput (within %2 % a tie), then fewer GPUs.")
            .arg(QString::number(100 * kAttainmentTie, 'g', 3), QString::number(100 * kGoodputTie, 'g', 3));
}

QString AdviceText::criterionText(RankCriterion c)
{
    switch (c) {
    case RankCriterion::SlosMet: return tr("tenants meeting their SLO");
    case RankCriterion::MeanAttainment: return tr("mean SLO attainment");
    case RankCriterion::Goodput: return tr("goodput");
    case RankCriterion::GpusUsed: return tr("GPUs used");
    case RankCriterion::None: return tr("nothing");
    }
    return {};
}

QString AdviceText::criterionValueText(RankCriterion c, double v)
{
    switch (c) {
    case RankCriterion::SlosMet:
    case RankCriterion::GpusUsed:
        return QString::number(std::lround(v));
    case RankCriterion::MeanAttainment:
        return tr("%1 %").arg(QString::number(100 * v, 'f', 1));
    case RankCriterion::Goodput:
        return tr("%1 requests/s").arg(QString::number(v, 'f', 1));
    case RankCriterion::None:
        return {};
    }
    return {};
}

QString AdviceText::verdictWord(Verdict v)
{
    switch (v) {
    case Verdict::Held: return tr("held");
    case Verdict::Refuted: return tr("refuted");
    case Verdict::NotRun: return tr("not run");
    }
    return {};
}

const char *AdviceText::verdictKey(Verdict v)
{
    switch (v) {
    case Verdict::Held: return "held";
    case Verdict::Refuted: return "refuted";
    case Verdict::NotRun: return "not_run";
    }
    return "";
}

QString AdviceText::verdictSentence(const Advice &advice, const ModeWord &modeWord)
{
    const QString own = modeWord(advice.recommendation.mode);
    switch (advice.verdict) {
    case Verdict::Held:
        return tr("Held: no admissible mode ranked above %1 in the runs.").arg(own);
    case Verdict::Refuted: {
        const QString rule = advice.refutedRule ? ruleTitle(*advice.refutedRule) : QString();
        const QString better = advice.betterMode ? modeWord(*advice.betterMode) : QString();
        if (advice.decidedBy == RankCriterion::None)
            return tr("Refuted: %1 could not run and %2 did; the rule “%3” does not hold here.")
                    .arg(own, better, rule);
        return tr("Refuted: %1 did better than %2 on %3 (%4 against %5); the rule “%6” does not hold "
                  "here.")
                .arg(better, own, criterionText(advice.decidedBy),
                     criterionValueText(advice.decidedBy, advice.betterValue),
                     criterionValueText(advice.decidedBy, advice.recommendedValue), rule);
    }
    case Verdict::NotRun:
        return advice.cancelled ? tr("Not run: cancelled.") : tr("Not run: no mode could run.");
    }
    return {};
}

} // namespace gpuk
