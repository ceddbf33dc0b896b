#pragma once

// The words of a lesson's checks and prediction (core/analysis/lessonrun.h), in the context
// "gpuk::LessonText": `gpukitchen-cli lessons check`, the GUI's lesson dock and the quiz say the
// same sentence for the same number ("p99 of embed: 31.2 ms, goal ≤ 25 ms").

#include "analysis/lessonrun.h"

#include <QJsonObject>
#include <QString>

#include <functional>

namespace gpuk {

// How a tenant is named in the words below: its id by default (the CLI, the JSON); the GUI passes
// the tenants' display names.
using TenantLabel = std::function<QString(const std::string &id)>;

QString checkMetricLabel(CheckMetric m);                 // "p99", "SLO attainment", "GPUs used"
// A metric's value with its unit as the lesson texts show it: "31.2 ms", "97.0 %", "2".
QString checkValueText(CheckMetric m, double v);
// The goal of a check: "p99 of embed ≤ 25 ms", "mode = mig".
QString checkGoalText(const LessonCheck &check, const TenantLabel &label = {});
// The goal with what the run measured: "p99 of embed: 31.2 ms (goal ≤ 25 ms)"; "no value" when the
// run has none, "no such tenant" when the tenant is not in the run.
QString checkResultText(const CheckResult &result, const TenantLabel &label = {});
QString checkStatusWord(CheckOutcome::Status s);          // "passes", "fails", "no value", …
const char *checkStatusName(CheckOutcome::Status s);      // JSON: "pass", "fail", "no_value", …
QJsonObject checkResultJson(const CheckResult &result);
// The engine's answer to a prediction in one sentence: "embed: +12.4 ms, rerank: +0.3 ms → embed".
QString predictionAnswerText(const LessonPrediction &p, const PredictionAnswer &a, const TenantLabel &label = {});
QJsonObject predictionAnswerJson(const LessonPrediction &p, const PredictionAnswer &a);

} // namespace gpuk
