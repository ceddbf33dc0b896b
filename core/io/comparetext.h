#pragma once

// The words and JSON of a comparison's per-mode facts (analysis/modefacts.h) and of the source
// article's claims measured (analysis/articleclaims.h), in the context "gpuk::CompareText": the
// CLI's `compare` and the GUI's comparison print the same sentences.

#include "analysis/articleclaims.h"
#include "analysis/modefacts.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace gpuk {

QString reconfigurationText(Reconfiguration r);  // "when idle: an instance changes only with no process on it"
QString attributionText(UtilAttribution a);      // what nvidia-smi and DCGM can say per tenant
QString memoryHandedOutText(const ModeFacts &f); // "40 of 40 GiB (used 12.1)" / "none: one pool (used 12.1 of 40 GiB)"
QString blastRadiusText(const ModeFacts &f);     // "1 of 3 tenants" / "3 of 3 tenants"
const char *reconfigurationName(Reconfiguration r); // JSON: "nothing_shared", "when_idle", …
const char *attributionName(UtilAttribution a);     // JSON: "per_tenant_gpu", "not_per_mig_device", …
QJsonObject modeFactsJson(const ModeFacts &f);

QString articleAxisText(ArticleAxis a);          // "Granularity"
QString articleStatementText(ArticleAxis a);     // what the article says, in one sentence
QString claimVerdictText(ClaimVerdict v);        // "holds", "holds in part", "does not hold", "not measured"
QString claimReasonText(const ArticleClaim &c);  // why, with the figures
QString claimFigureText(ArticleAxis axis, const ClaimFigure &f); // "13.0 %", "0.42 ms", "3 tenants, ×1.20"
QJsonArray articleClaimsJson(const std::vector<ArticleClaim> &claims);
// The claims as lines of text: axis, article, measured per mode, verdict and why.
QStringList articleClaimsLines(const std::vector<ArticleClaim> &claims);

} // namespace gpuk
