#include "io/lessontext.h"

#include "io/lessonstrings.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

#include <cmath>

namespace gpuk {

namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

// Up to three significant decimals, no trailing zeros: 25, 31.2, 0.125.
QString plain(double v)
{
    const double a = std::abs(v);
    const int decimals = a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : 3;
    QString s = QString::number(v, 'f', decimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    return s;
}

bool isFraction(CheckMetric m)
{
    return m == CheckMetric::SloAttainment || m == CheckMetric::SmActive || m == CheckMetric::SmOccupancy ||
           m == CheckMetric::StrandedSmFraction || m == CheckMetric::MemoryUsedFraction;
}

QString opText(CheckOp op)
{
    switch (op) {
    case CheckOp::Le: return QStringLiteral("≤");
    case CheckOp::Lt: return QStringLiteral("<");
    case CheckOp::Ge: return QStringLiteral("≥");
    case CheckOp::Gt: return QStringLiteral(">");
    case CheckOp::Eq: return QStringLiteral("=");
    case CheckOp::Ne: return QStringLiteral("≠");
    }
    return {};
}

QString tenantText(const std::string &id, const TenantLabel &label)
{
    return label ? label(id) : q(id);
}

// "p99 of embed" or "GPUs used".
QString subject(CheckMetric m, const std::string &tenant, const TenantLabel &label)
{
    if (m == CheckMetric::MeetsSlo && !tenant.empty())
        return QCoreApplication::translate("gpuk::LessonText", "%1 meets its SLO").arg(tenantText(tenant, label));
    if (isTenantMetric(m) && !tenant.empty())
        return QCoreApplication::translate("gpuk::LessonText", "%1 of %2").arg(checkMetricLabel(m), tenantText(tenant, label));
    return checkMetricLabel(m);
}

} // namespace

QString checkMetricLabel(CheckMetric m)
{
    switch (m) {
    case CheckMetric::P99Ms: return QCoreApplication::translate("gpuk::LessonText", "p99");
    case CheckMetric::P50Ms: return QCoreApplication::translate("gpuk::LessonText", "p50");
    case CheckMetric::MeanMs: return QCoreApplication::translate("gpuk::LessonText", "mean latency");
    case CheckMetric::SloAttainment: return QCoreApplication::translate("gpuk::LessonText", "SLO attainment");
    case CheckMetric::MeetsSlo: return QCoreApplication::translate("gpuk::LessonText", "meets its SLO");
    case CheckMetric::GoodputRps: return QCoreApplication::translate("gpuk::LessonText", "goodput");
    case CheckMetric::ThroughputRps: return QCoreApplication::translate("gpuk::LessonText", "throughput");
    case CheckMetric::Dropped: return QCoreApplication::translate("gpuk::LessonText", "requests dropped");
    case CheckMetric::Failed: return QCoreApplication::translate("gpuk::LessonText", "requests failed");
    case CheckMetric::NotCompleted: return QCoreApplication::translate("gpuk::LessonText", "requests not completed");
    case CheckMetric::MeanSm: return QCoreApplication::translate("gpuk::LessonText", "SMs held on average");
    case CheckMetric::GpusUsed: return QCoreApplication::translate("gpuk::LessonText", "GPUs used");
    case CheckMetric::SmActive: return QCoreApplication::translate("gpuk::LessonText", "GPU-Util (nvidia-smi)");
    case CheckMetric::SmOccupancy: return QCoreApplication::translate("gpuk::LessonText", "SM occupancy");
    case CheckMetric::StrandedSmFraction: return QCoreApplication::translate("gpuk::LessonText", "stranded SMs");
    case CheckMetric::MemoryUsedFraction: return QCoreApplication::translate("gpuk::LessonText", "memory used");
    case CheckMetric::TenantsMeetingSlo: return QCoreApplication::translate("gpuk::LessonText", "tenants meeting their SLO");
    case CheckMetric::Mode: return QCoreApplication::translate("gpuk::LessonText", "mode");
    case CheckMetric::MigInstances: return QCoreApplication::translate("gpuk::LessonText", "MIG instances");
    }
    return {};
}

QString checkValueText(CheckMetric m, double v)
{
    if (isFraction(m))
        return QCoreApplication::translate("gpuk::LessonText", "%1 %").arg(plain(100 * v));
    switch (m) {
    case CheckMetric::P99Ms:
    case CheckMetric::P50Ms:
    case CheckMetric::MeanMs:
        return QCoreApplication::translate("gpuk::LessonText", "%1 ms").arg(plain(v));
    case CheckMetric::GoodputRps:
    case CheckMetric::ThroughputRps:
        return QCoreApplication::translate("gpuk::LessonText", "%1 requests/s").arg(plain(v));
    case CheckMetric::MeetsSlo:
        return v >= 1 ? QCoreApplication::translate("gpuk::LessonText", "yes")
                      : QCoreApplication::translate("gpuk::LessonText", "no");
    default:
        return plain(v);
    }
}

QString checkGoalText(const LessonCheck &c, const TenantLabel &label)
{
    if (c.metric == CheckMetric::Mode)
        return QStringLiteral("%1 %2 %3").arg(checkMetricLabel(c.metric), opText(c.op), QLatin1String(modeName(c.mode)));
    if (c.metric == CheckMetric::MeetsSlo) {
        const bool wantsMet = (c.op == CheckOp::Eq && c.value >= 1) || (c.op == CheckOp::Ge && c.value >= 1) ||
                              (c.op == CheckOp::Gt && c.value >= 0) || (c.op == CheckOp::Ne && c.value < 1);
        return wantsMet ? QCoreApplication::translate("gpuk::LessonText", "%1 meets its SLO").arg(tenantText(c.tenant, label))
                        : QCoreApplication::translate("gpuk::LessonText", "%1 misses its SLO").arg(tenantText(c.tenant, label));
    }
    return QStringLiteral("%1 %2 %3").arg(subject(c.metric, c.tenant, label), opText(c.op), checkValueText(c.metric, c.value));
}

const char *checkStatusName(CheckOutcome::Status s)
{
    switch (s) {
    case CheckOutcome::Status::Pass: return "pass";
    case CheckOutcome::Status::Fail: return "fail";
    case CheckOutcome::Status::NoValue: return "no_value";
    case CheckOutcome::Status::NoTenant: return "no_tenant";
    case CheckOutcome::Status::BadOp: return "bad_op";
    }
    return "";
}

QString checkStatusWord(CheckOutcome::Status s)
{
    switch (s) {
    case CheckOutcome::Status::Pass: return QCoreApplication::translate("gpuk::LessonText", "holds");
    case CheckOutcome::Status::Fail: return QCoreApplication::translate("gpuk::LessonText", "not yet");
    case CheckOutcome::Status::NoValue: return QCoreApplication::translate("gpuk::LessonText", "no value yet");
    case CheckOutcome::Status::NoTenant: return QCoreApplication::translate("gpuk::LessonText", "no such tenant");
    case CheckOutcome::Status::BadOp: return QCoreApplication::translate("gpuk::LessonText", "not a valid check");
    }
    return {};
}

QString checkResultText(const CheckResult &r, const TenantLabel &label)
{
    const LessonCheck &c = r.check;
    QString measured;
    if (c.metric == CheckMetric::Mode && r.outcome.measuredMode)
        measured = QLatin1String(modeName(*r.outcome.measuredMode));
    else if (r.outcome.measured)
        measured = checkValueText(c.metric, *r.outcome.measured);
    else if (r.outcome.status == CheckOutcome::Status::NoTenant)
        measured = QCoreApplication::translate("gpuk::LessonText", "no such tenant");
    else
        measured = QCoreApplication::translate("gpuk::LessonText", "no value (nothing completed)");
    return QCoreApplication::translate("gpuk::LessonText", "%1: %2 (goal %3)")
            .arg(subject(c.metric, c.tenant, label), measured, checkGoalText(c, label));
}

QJsonObject checkResultJson(const CheckResult &r)
{
    QJsonObject j;
    j.insert(QStringLiteral("metric"), QLatin1String(checkMetricName(r.check.metric)));
    if (!r.check.tenant.empty())
        j.insert(QStringLiteral("tenant"), q(r.check.tenant));
    j.insert(QStringLiteral("op"), QLatin1String(checkOpName(r.check.op)));
    if (r.check.metric == CheckMetric::Mode) {
        j.insert(QStringLiteral("value"), QLatin1String(modeName(r.check.mode)));
        if (r.outcome.measuredMode)
            j.insert(QStringLiteral("measured"), QLatin1String(modeName(*r.outcome.measuredMode)));
    } else {
        j.insert(QStringLiteral("value"), r.check.value);
        j.insert(QStringLiteral("measured"), r.outcome.measured ? QJsonValue(*r.outcome.measured) : QJsonValue());
    }
    j.insert(QStringLiteral("status"), QLatin1String(checkStatusName(r.outcome.status)));
    j.insert(QStringLiteral("text"), checkResultText(r));
    return j;
}

QString predictionAnswerText(const LessonPrediction &p, const PredictionAnswer &a, const TenantLabel &label)
{
    QStringList parts;
    const bool change = p.pick == LessonPrediction::Pick::LargestIncrease ||
                        p.pick == LessonPrediction::Pick::LargestDecrease;
    if (p.about == LessonPrediction::About::Range) {
        if (a.measured)
            parts << QStringLiteral("%1 = %2").arg(subject(p.metric, p.tenant, label), checkValueText(p.metric, *a.measured));
    } else {
        for (std::size_t i = 0; i < p.choices.size() && i < a.values.size(); ++i) {
            QString v = QCoreApplication::translate("gpuk::LessonText", "no value");
            if (a.values[i]) {
                v = checkValueText(p.metric, *a.values[i]);
                if (change && *a.values[i] >= 0)
                    v.prepend(QLatin1Char('+'));
            }
            const QString who = p.about == LessonPrediction::About::Tenant ? tenantText(p.choices[i], label) : q(p.choices[i]);
            parts << QCoreApplication::translate("gpuk::LessonText", "%1: %2").arg(who, v);
        }
    }
    const QString measuredList = parts.join(QCoreApplication::translate("gpuk::LessonText", ", "));
    if (a.answer < 0)
        return QCoreApplication::translate("gpuk::LessonText", "%1; the run gives no answer").arg(measuredList);
    const std::string &winner = p.choices[std::size_t(a.answer)];
    // A range's label is a lesson's text (translated like the choices the learner read).
    const QString won = p.about == LessonPrediction::About::Tenant ? tenantText(winner, label)
                        : p.about == LessonPrediction::About::Range ? lessonText(winner)
                                                                     : q(winner);
    return QCoreApplication::translate("gpuk::LessonText", "%1 → %2").arg(measuredList, won);
}

QJsonObject predictionAnswerJson(const LessonPrediction &p, const PredictionAnswer &a)
{
    QJsonObject j;
    QJsonArray values;
    for (const auto &v : a.values)
        values.append(v ? QJsonValue(*v) : QJsonValue());
    if (p.about != LessonPrediction::About::Range)
        j.insert(QStringLiteral("values"), values);
    if (a.measured)
        j.insert(QStringLiteral("measured"), *a.measured);
    j.insert(QStringLiteral("answer"), a.answer >= 0 ? QJsonValue(q(p.choices[std::size_t(a.answer)])) : QJsonValue());
    j.insert(QStringLiteral("tie"), a.tie);
    j.insert(QStringLiteral("decisive"), a.decisive);
    if (p.answer)
        j.insert(QStringLiteral("stated_answer"), q(*p.answer));
    j.insert(QStringLiteral("author_agrees"), a.authorAgrees);
    j.insert(QStringLiteral("text"), predictionAnswerText(p, a));
    return j;
}

} // namespace gpuk
