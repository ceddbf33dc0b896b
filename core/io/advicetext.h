#pragma once

// The words of the advisor (analysis/advisor.h) for display, in the tr() context
// "gpuk::AdviceText": the CLI (`compare --advise`) and the GUI (Simulation → Advise a mode…)
// print the same rule names, reasons and verdict. Mode names are passed in (`ModeWord`): the CLI
// gives the file keys, the GUI Words::modeName in the skin shown.

#include "analysis/advisor.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace gpuk {

using ModeWord = std::function<QString(Mode)>;

// What a plan holds, in one line: "3g.20gb@4 [a, b] + 1g.5gb@6 [c]", "a 25 %, b", "a: A100-10C"
// (compare's "plan", the advisor's plans in the CLI and the GUI).
QString planSummaryText(const Scenario &scenario, const SharingPlan &plan);

class AdviceText
{
    Q_DECLARE_TR_FUNCTIONS(gpuk::AdviceText)

public:
    // The rule in a few words ("Strict latency: MIG first") and its reason, one sentence with its
    // source ("… (article, 选型决策)", "… (fact sheet §2.5)").
    static QString ruleTitle(AdvisorRule rule);
    static QString ruleReason(AdvisorRule rule);

    // Answers as words ("strict", "untrusted", …) and the JSON keys' values ("strict", …).
    static QString latencyText(LatencyNeed v);
    static QString trustText(TenantTrust v);
    static QString tenantSetText(TenantSet v);
    static QString opsText(OpsEffort v);
    static QString isolationText(Isolation v);
    static const char *latencyKey(LatencyNeed v);
    static const char *trustKey(TenantTrust v);
    static const char *tenantSetKey(TenantSet v);
    static const char *opsKey(OpsEffort v);
    static const char *isolationKey(Isolation v);

    // The ranking's criteria, in the order they decide, in one sentence.
    static QString criteriaSentence();
    static QString criterionText(RankCriterion c);       // "tenants meeting their SLO", …
    static QString criterionValueText(RankCriterion c, double v); // "3", "99.2 %", "480.1 requests/s", "1"

    // "Held: no admissible mode ranked above MIG." / "Refuted: MPS did better on goodput (480.1
    // against 430.2 requests/s): the rule "Strict latency: MIG first" does not hold here." /
    // "Not run".
    static QString verdictSentence(const Advice &advice, const ModeWord &modeWord);
    static QString verdictWord(Verdict v); // "held", "refuted", "not run"
    static const char *verdictKey(Verdict v); // JSON: "held", "refuted", "not_run"
};

} // namespace gpuk
