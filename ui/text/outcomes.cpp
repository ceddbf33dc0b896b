#include "outcomes.h" // own header by plain name: lupdate then knows the class

#include "format.h"

#include <QStringList>

#include <cmath>

namespace gpuk {

QString OutcomeText::percent(double fraction)
{
    const double p = 100.0 * fraction;
    // One decimal where rounding would hide a difference that matters (0.4 %, 99.6 %).
    const int decimals = (p > 0 && p < 10) || (p > 99 && p < 100) ? 1 : 0;
    double shown = std::round(p * std::pow(10.0, decimals)) / std::pow(10.0, decimals);
    if (p < 100 && shown >= 100)
        shown = 99.9;
    if (p > 0 && shown <= 0)
        shown = 0.1;
    return tr("%1 %").arg(localeNumber(shown, decimals));
}

QString OutcomeText::attainment(const TenantResult &r)
{
    if (r.notPlaced)
        return tr("not placed");
    if (counted(r) == 0)
        return {};
    return tr("SLO met %1").arg(percent(r.sloAttainment));
}

QString OutcomeText::notCompleted(const TenantResult &r)
{
    if (r.arrivals == 0)
        return {};
    const double offered = double(r.arrivals);
    QStringList parts;
    if (r.failed())
        parts << tr("%1 failed").arg(percent(double(r.failed()) / offered));
    if (r.dropped)
        parts << tr("%1 dropped").arg(percent(double(r.dropped) / offered));
    if (r.unserved)
        parts << tr("%1 not served").arg(percent(double(r.unserved) / offered));
    return parts.join(tr(", "));
}

} // namespace gpuk
