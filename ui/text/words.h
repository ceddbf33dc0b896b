#pragma once

// The visible words of every enum, in each skin: sharing modes, vGPU schedulers, tenant kinds and
// the skins themselves. The one place these words are written; the canvas, the narrator, the
// main window, the inspector and the undo commands ask here.

#include "sharing/plan.h"
#include "sharing/quota.h"
#include "ui/text/skin.h"
#include "workload/tenant.h"

#include <QString>

#include <optional>

namespace gpuk {

class Words
{
public:
    // Short name of a sharing mode, for selectors and commands ("MIG" / "Private rooms (MIG)").
    static QString modeName(Mode mode, Skin skin = Skin::Technical);
    // One line saying what the mode is ("MIG: Multi-Instance GPU" / "MIG: private rooms with welded walls").
    static QString modeDescription(Mode mode, Skin skin = Skin::Technical);

    // "best effort", "equal share", "fixed share".
    static QString vgpuSchedulerName(VgpuScheduler scheduler);
    // Software slicing: the policy, the product, and who enforces a mode's limits (the badge).
    static QString quotaPolicyName(QuotaPolicy policy);
    static QString quotaProductName(QuotaProduct product);
    static QString limitEnforcer(LimitEnforcer enforcer, Skin skin = Skin::Technical);

    // "embedding", "reranker", "LLM", "batch", "training", "custom".
    static QString tenantKindName(TenantKind kind);
    // How an LLM's prompt or output token count is drawn: "fixed", "uniform", "lognormal".
    static QString tokenDistributionName(TokenDistribution distribution);

    // --skin values and the stored preference: "tech" / "technical" and "kitchen"; nullopt for
    // anything else. skinName gives "tech" or "kitchen".
    static std::optional<Skin> skinFromName(const QString &name);
    static QString skinName(Skin skin);
};

} // namespace gpuk
