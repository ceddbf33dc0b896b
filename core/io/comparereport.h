#pragma once

// What `gpukitchen-cli compare` reports of a comparison (analysis/comparison.h compareModes), as
// one value: the runs, each plan with why it was chosen (and, for a searched plan, whether its
// whole run meets every SLO), the model's known gaps it stands in, each mode's facts and the
// source article's claims measured. The CLI prints it as a table, JSON or CSV; the GUI's
// comparison exports the same JSON and CSV bytes from it. The words keep the CLI's translation
// context ("gpuk::Cli").

#include "analysis/articleclaims.h"
#include "analysis/comparison.h"
#include "analysis/modefacts.h"

#include <QJsonArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace gpuk {

// Seconds of the run (after its warm-up) that the layout search simulates each instance for.
double searchedWindowSeconds(const Scenario &scenario, const MigEvaluationHorizon &horizon);
// What a run says of its SLOs: "this run of it meets every SLO over its whole 55 s", or the tenants
// that miss theirs with the share of requests within it.
QString runVerdictText(const RunResults &run);
// The plan a mode ran and why, in one line (the rule of analysis/planchoice.h).
QString planReasonText(const Scenario &scenario, const PlanChoice &choice);

// Every plan of a comparison, in order: "  mig: <plan and why>" lines and [{"mode", "plan", "why"}].
struct PlanEntries
{
    QStringList lines;
    QJsonArray json;
};
PlanEntries planEntries(const Scenario &scenario, const std::vector<ModePlan> &plans);

struct CompareReport
{
    std::vector<RunResults> runs;      // the modes that ran, in order
    PlanEntries plans;                 // every mode asked; a searched plan's line and "why" end with its run's verdict
    QStringList gapLines;              // "  mps: Known gap (receipt …)…"
    std::vector<ModeFacts> facts;      // one per run
    std::vector<ArticleClaim> claims;
};
// `compared`: every mode asked, in order (compareModes of comparisonPlans; a mode that did not run
// has no results).
CompareReport compareReport(const Scenario &scenario, const std::vector<ComparedMode> &compared);
// compare --format json and --format csv, byte for byte.
QString compareJsonText(const Scenario &scenario, const CompareReport &report);
QString compareCsvText(const CompareReport &report);

// compare --sweep --format json and --format csv, byte for byte (the GUI's sweep exports them):
// every (factor, mode) point with its run or why it was refused; `plans` is planEntries(…).json of
// the plans the sweep kept.
QString sweepJsonText(const Scenario &scenario, const LoadSweep &sweep, const QJsonArray &plans);
QString sweepCsvText(const LoadSweep &sweep);

} // namespace gpuk
