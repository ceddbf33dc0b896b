// compare --advise: the advisor (analysis/advisor.h) on the command line, its words from
// io/advicetext.h (the GUI's Simulation → Advise a mode… shows the same).

#include "cli/command.h"
#include "cli/simulation.h"

#include "analysis/advisor.h"
#include "io/advicetext.h"
#include "io/messages.h"
#include "io/texttable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpuk {

namespace {

const QStringList kAnswerOptions{QStringLiteral("latency"), QStringLiteral("trust"), QStringLiteral("tenant-set"),
                                 QStringLiteral("ops"), QStringLiteral("isolation")};

QString modeKey(Mode m)
{
    return QLatin1String(modeName(m));
}

QJsonObject ruleJson(AdvisorRule rule)
{
    QJsonObject j;
    j.insert(QStringLiteral("rule"), QLatin1String(advisorRuleId(rule)));
    j.insert(QStringLiteral("title"), AdviceText::ruleTitle(rule));
    j.insert(QStringLiteral("reason"), AdviceText::ruleReason(rule));
    return j;
}

} // namespace

bool Cli::adviseOptionsValid(const Options &o, const QString &format, const QString &command)
{
    const bool advise = o.has(QStringLiteral("advise"));
    if (!advise) {
        for (const QString &key : kAnswerOptions)
            if (o.values.contains(key)) {
                fail(tr("--%1 needs --advise").arg(key), command);
                return false;
            }
        if (format == QLatin1String("text")) {
            fail(tr("--format text is for --advise; compare prints table, json or csv"), command);
            return false;
        }
        return true;
    }
    if (format == QLatin1String("csv")) {
        fail(tr("--advise prints text or json, not csv"), command);
        return false;
    }
    for (const QString &key : {QStringLiteral("sweep"), QStringLiteral("sweep-tenant"), QStringLiteral("modes")})
        if (o.values.contains(key)) {
            fail(tr("--advise considers every mode; it does not take --%1").arg(key), command);
            return false;
        }
    const QList<QPair<QString, QStringList>> allowed{
        {QStringLiteral("latency"), {QStringLiteral("strict"), QStringLiteral("relaxed")}},
        {QStringLiteral("trust"), {QStringLiteral("trusted"), QStringLiteral("untrusted")}},
        {QStringLiteral("tenant-set"), {QStringLiteral("stable"), QStringLiteral("changing")}},
        {QStringLiteral("ops"), {QStringLiteral("low"), QStringLiteral("high")}},
        {QStringLiteral("isolation"), {QStringLiteral("vm"), QStringLiteral("container")}},
    };
    for (const auto &[key, values] : allowed)
        if (o.values.contains(key) && !values.contains(o.value(key))) {
            fail(tr("--%1 takes %2, not %3").arg(key, values.join(QLatin1Char('|')), o.value(key)), command);
            return false;
        }
    return true;
}

int Cli::compareAdvise(const Options &o, const QString &format, const Scenario &scenario)
{
    AdvisorAnswers answers = defaultAnswers(scenario);
    QStringList given; // the answers the options set (the others are the scenario's or the defaults)
    if (o.values.contains(QStringLiteral("latency"))) {
        answers.latency = o.value(QStringLiteral("latency")) == QLatin1String("strict") ? LatencyNeed::Strict
                                                                                         : LatencyNeed::Relaxed;
        given << QStringLiteral("latency");
    }
    if (o.values.contains(QStringLiteral("trust"))) {
        answers.trust = o.value(QStringLiteral("trust")) == QLatin1String("trusted") ? TenantTrust::Trusted
                                                                                      : TenantTrust::Untrusted;
        given << QStringLiteral("trust");
    }
    if (o.values.contains(QStringLiteral("tenant-set"))) {
        answers.tenantSet = o.value(QStringLiteral("tenant-set")) == QLatin1String("stable") ? TenantSet::Stable
                                                                                              : TenantSet::Changing;
        given << QStringLiteral("tenant_set");
    }
    if (o.values.contains(QStringLiteral("ops"))) {
        answers.ops = o.value(QStringLiteral("ops")) == QLatin1String("low") ? OpsEffort::Low : OpsEffort::High;
        given << QStringLiteral("ops");
    }
    if (o.values.contains(QStringLiteral("isolation"))) {
        answers.isolation = o.value(QStringLiteral("isolation")) == QLatin1String("vm") ? Isolation::Vms
                                                                                         : Isolation::Containers;
        given << QStringLiteral("isolation");
    }

    ProgressBar progress(m_err);
    progress.setTotal(1);
    double shown = 0;
    AdvisorOptions options;
    options.progress = [&progress, &shown](double done) {
        progress.advance(done - shown);
        shown = done;
        return true;
    };
    const Advice advice = advise(scenario, answers, options);
    progress.finish();
    const Recommendation &rec = advice.recommendation;
    const ModeWord word = [](Mode m) { return modeKey(m); };

    QString text;
    if (format == QLatin1String("json")) {
        QJsonObject aj;
        QJsonObject answersJson;
        answersJson.insert(QStringLiteral("latency"), QLatin1String(AdviceText::latencyKey(answers.latency)));
        answersJson.insert(QStringLiteral("trust"), QLatin1String(AdviceText::trustKey(answers.trust)));
        answersJson.insert(QStringLiteral("tenant_set"), QLatin1String(AdviceText::tenantSetKey(answers.tenantSet)));
        answersJson.insert(QStringLiteral("ops"), QLatin1String(AdviceText::opsKey(answers.ops)));
        answersJson.insert(QStringLiteral("isolation"), QLatin1String(AdviceText::isolationKey(answers.isolation)));
        answersJson.insert(QStringLiteral("given"), QJsonArray::fromStringList(given));
        aj.insert(QStringLiteral("answers"), answersJson);
        if (!rec.none && !rec.cancelled) {
            QJsonObject r;
            r.insert(QStringLiteral("mode"), modeKey(rec.mode));
            r.insert(QStringLiteral("plan"), planSummary(scenario, rec.plan.plan));
            r.insert(QStringLiteral("why"), planReason(scenario, rec.plan));
            QJsonArray reasons;
            for (AdvisorRule rule : rec.reasons)
                reasons.append(ruleJson(rule));
            r.insert(QStringLiteral("reasons"), reasons);
            aj.insert(QStringLiteral("recommended"), r);
        } else {
            aj.insert(QStringLiteral("recommended"), QJsonValue());
        }
        QJsonArray out;
        for (const RuledOut &x : rec.ruledOut) {
            QJsonObject j = ruleJson(x.rule);
            j.insert(QStringLiteral("mode"), modeKey(x.mode));
            if (!x.why.empty())
                j.insert(QStringLiteral("diagnostics"), diagnosticMessages(x.why));
            out.append(j);
        }
        aj.insert(QStringLiteral("ruled_out"), out);
        QJsonArray ranking;
        for (const RankedRun &run : advice.ranking) {
            QJsonObject j;
            j.insert(QStringLiteral("mode"), modeKey(run.mode));
            j.insert(QStringLiteral("rank"), run.rank);
            j.insert(QStringLiteral("plan"), planSummary(scenario, run.plan.plan));
            j.insert(QStringLiteral("slos_met"), run.key.slosMet);
            j.insert(QStringLiteral("slos_total"), run.key.slosTotal);
            j.insert(QStringLiteral("slo_attainment"), run.key.meanAttainment);
            j.insert(QStringLiteral("goodput_rps"), run.key.goodputRps);
            j.insert(QStringLiteral("gpus_used"), run.key.gpusUsed);
            ranking.append(j);
        }
        aj.insert(QStringLiteral("ranking"), ranking);
        aj.insert(QStringLiteral("criteria"), AdviceText::criteriaSentence());
        aj.insert(QStringLiteral("verdict"), QLatin1String(AdviceText::verdictKey(advice.verdict)));
        aj.insert(QStringLiteral("verdict_text"), AdviceText::verdictSentence(advice, word));
        aj.insert(QStringLiteral("refuted_rule"),
                  advice.refutedRule ? QJsonValue(QLatin1String(advisorRuleId(*advice.refutedRule))) : QJsonValue());
        aj.insert(QStringLiteral("better_mode"), advice.betterMode ? QJsonValue(modeKey(*advice.betterMode)) : QJsonValue());
        if (advice.verdict == Verdict::Refuted && advice.decidedBy != RankCriterion::None) {
            static const char *const keys[] = {"slos_met", "slo_attainment", "goodput_rps", "gpus_used", ""};
            aj.insert(QStringLiteral("decided_by"), QLatin1String(keys[int(advice.decidedBy)]));
            aj.insert(QStringLiteral("recommended_value"), advice.recommendedValue);
            aj.insert(QStringLiteral("better_value"), advice.betterValue);
        }
        QJsonObject j;
        j.insert(QStringLiteral("scenario"), q(scenario.name));
        j.insert(QStringLiteral("advice"), aj);
        text = jsonText(QJsonDocument(j));
    } else {
        const GpuModel &gpu = *scenario.gpu();
        text = tr("Advice for %1: GPU %2, seed %3, %4 s simulated per mode (warm-up %5 s)")
                       .arg(QCoreApplication::translate("gpuk::BuiltinScenarios", scenario.name.c_str()), q(gpu.id))
                       .arg(scenario.simulation.seed)
                       .arg(num(scenario.simulation.durationS), num(scenario.simulation.warmupS))
               + QLatin1String("\n\n");
        text += tr("Answers: latency %1, trust %2, tenant set %3, operations effort %4, isolation %5")
                        .arg(AdviceText::latencyText(answers.latency), AdviceText::trustText(answers.trust),
                             AdviceText::tenantSetText(answers.tenantSet), AdviceText::opsText(answers.ops),
                             AdviceText::isolationText(answers.isolation))
                + QLatin1Char('\n');
        if (rec.none) {
            text += tr("No mode can be recommended: every mode is ruled out.") + QLatin1Char('\n');
        } else if (!rec.cancelled) {
            text += QLatin1Char('\n') + tr("Recommended: %1").arg(modeKey(rec.mode)) + QLatin1Char('\n');
            text += wrap(tr("Plan: %1").arg(planReason(scenario, rec.plan)), 100, QStringLiteral("  "),
                         QStringLiteral("    "));
            text += tr("Why:") + QLatin1Char('\n');
            for (AdvisorRule rule : rec.reasons)
                text += wrap(QStringLiteral("%1: %2").arg(AdviceText::ruleTitle(rule), AdviceText::ruleReason(rule)), 100,
                             QStringLiteral("  - "), QStringLiteral("    "));
        }
        if (!rec.ruledOut.empty()) {
            text += QLatin1Char('\n') + tr("Ruled out:") + QLatin1Char('\n');
            for (const RuledOut &x : rec.ruledOut) {
                QString line = QStringLiteral("%1: %2").arg(modeKey(x.mode), AdviceText::ruleTitle(x.rule));
                if (!x.why.empty())
                    line += QStringLiteral(" (%1)").arg(diagnosticMessages(x.why));
                text += wrap(line, 100, QStringLiteral("  "), QStringLiteral("    "));
            }
        }
        if (!advice.ranking.empty()) {
            text += QLatin1Char('\n') + wrap(AdviceText::criteriaSentence(), 100, QString(), QString()) + QLatin1Char('\n');
            QList<QStringList> rows;
            rows << QStringList{tr("Rank"), tr("Mode"), tr("SLOs met"), tr("Mean SLO attainment"), tr("Goodput/s"),
                                tr("GPUs")};
            for (const RankedRun &run : advice.ranking)
                rows << QStringList{QString::number(run.rank),
                                    modeKey(run.mode) + (run.mode == rec.mode ? QStringLiteral(" *") : QString()),
                                    QStringLiteral("%1/%2").arg(run.key.slosMet).arg(run.key.slosTotal),
                                    AdviceText::criterionValueText(RankCriterion::MeanAttainment, run.key.meanAttainment),
                                    QString::number(run.key.goodputRps, 'f', 1),
                                    QString::number(run.key.gpusUsed)};
            text += renderTable(rows, {0, 2, 3, 4, 5}, QStringLiteral("  "));
            text += tr("* recommended") + QLatin1Char('\n');
        }
        text += QLatin1Char('\n') + wrap(AdviceText::verdictSentence(advice, word), 100, QString(), QString());
    }
    const int rc = writeOutput(text, o.value(QStringLiteral("out")));
    if (rc)
        return rc;
    return advice.verdict == Verdict::NotRun ? 1 : 0;
}

} // namespace gpuk
