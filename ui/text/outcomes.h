#pragma once

// What a run's outcome counts say, in words (DESIGN §4): SLO attainment as core defines it
// (met / (offered − open)), "not placed" for a tenant the plan gives no GPU, and the share of
// the offered requests that did not complete, which every view showing latency percentiles
// states beside them (those percentiles are of completed requests only).

#include "metrics/results.h"

#include <QCoreApplication>
#include <QString>

#include <algorithm>

namespace gpuk {

class OutcomeText
{
    Q_DECLARE_TR_FUNCTIONS(gpuk::OutcomeText)

public:
    // Requests that count for the attainment: offered in the window and not still open.
    static std::uint64_t counted(const TenantResult &r) { return countedForSlo(r); }
    // slo_ms is a p99 target: met when at least 99 % of the counted requests met it (core's
    // meetsSlo, the verdict every command states too).
    static bool sloMet(const TenantResult &r) { return !r.notPlaced && counted(r) > 0 && meetsSlo(r); }
    // "74 %" (locale digits; one decimal below 10 % and above 99 %, so 99.5 % never reads 100 %).
    static QString percent(double fraction);
    // "not placed", or "SLO met 74 %"; empty while nothing counts yet (before the first request).
    static QString attainment(const TenantResult &r);
    // The offered requests that did not complete, by outcome: "25 % failed, 3 % dropped"; empty
    // when every offered request completed (or is still open).
    static QString notCompleted(const TenantResult &r);
    // True when latency percentiles of `r` describe only part of what was offered.
    static bool partial(const TenantResult &r) { return r.notCompleted() > 0; }
};

} // namespace gpuk
