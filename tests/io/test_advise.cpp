// The advisor on every built-in scenario (read through core/io), and `compare --advise`, which
// prints the same advice.

#include "analysis/advisor.h"
#include "io/scenariofile.h"
#include "support/advisorcheck.h"
#include "support/testsupport.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace gpuk;
using namespace gpuk::test;

namespace {

QStringList builtinNames()
{
    return QDir(QStringLiteral(":/scenarios")).entryList({QStringLiteral("*.gpuk.json")});
}

Scenario builtin(const QString &name)
{
    const LoadResult r = loadScenarioFile(QStringLiteral(":/scenarios/") + name);
    REQUIRE(r.ok());
    return *r.scenario;
}

} // namespace

TEST_CASE("for every built-in scenario and several answer sets the advisor's recommendation ranks best in the runs or "
          "its verdict says refuted, and no rule's excluded mode is recommended",
          "[advisor][builtin]")
{
    const QStringList names = builtinNames();
    REQUIRE(names.size() >= 8);
    int held = 0, refuted = 0;
    for (const QString &name : names) {
        const Scenario s = builtin(name);
        std::vector<AdvisorAnswers> sets{defaultAnswers(s)};
        AdvisorAnswers untrusted = defaultAnswers(s);
        untrusted.trust = TenantTrust::Untrusted;
        sets.push_back(untrusted);
        AdvisorAnswers batch = defaultAnswers(s);
        batch.latency = LatencyNeed::Relaxed;
        batch.tenantSet = TenantSet::Changing;
        sets.push_back(batch);
        AdvisorAnswers vms = defaultAnswers(s);
        vms.isolation = Isolation::Vms;
        sets.push_back(vms);
        for (const AdvisorAnswers &a : sets) {
            INFO(name.toStdString() << ": latency " << int(a.latency) << " trust " << int(a.trust) << " set "
                                    << int(a.tenantSet) << " isolation " << int(a.isolation));
            const Advice advice = advise(s, a);
            REQUIRE_FALSE(advice.recommendation.none);
            REQUIRE(advice.verdict != Verdict::NotRun);
            const Mode m = advice.recommendation.mode;
            if (a.trust == TenantTrust::Untrusted)
                CHECK((m != Mode::Mps && m != Mode::Timeslice));
            if (a.tenantSet == TenantSet::Changing)
                CHECK(m != Mode::Mig);
            if (a.isolation == Isolation::Vms)
                CHECK((m == Mode::Vgpu || m == Mode::Exclusive));
            for (const RuledOut &x : advice.recommendation.ruledOut)
                CHECK(x.mode != m);
            checkVerdictAgainstRuns(advice);
            (advice.verdict == Verdict::Held ? held : refuted) += 1;
        }
    }
    // Both outcomes occur: the verdict is read from the runs, not fixed.
    CHECK(held > 0);
    CHECK(refuted > 0);
}

TEST_CASE("compare --advise prints advise()'s answers, recommendation, ranking and verdict as JSON", "[cli][advisor]")
{
    const QString name = QStringLiteral("rag-customer-service.gpuk.json");
    const CliRun r = cli({QStringLiteral("compare"), QStringLiteral("builtin:rag-customer-service"),
                          QStringLiteral("--advise"), QStringLiteral("--trust"), QStringLiteral("untrusted"),
                          QStringLiteral("--format"), QStringLiteral("json")});
    INFO(r.err.toStdString());
    REQUIRE(r.rc == 0);
    const QJsonObject a = json(r.out).value(QStringLiteral("advice")).toObject();
    const Scenario s = builtin(name);
    AdvisorAnswers answers = defaultAnswers(s);
    answers.trust = TenantTrust::Untrusted;
    const Advice expected = advise(s, answers);

    const QJsonObject aj = a.value(QStringLiteral("answers")).toObject();
    CHECK(aj.value(QStringLiteral("trust")).toString() == QStringLiteral("untrusted"));
    CHECK(aj.value(QStringLiteral("latency")).toString() == QStringLiteral("strict"));
    CHECK(aj.value(QStringLiteral("given")).toArray() == QJsonArray{QStringLiteral("trust")});
    const QJsonObject rec = a.value(QStringLiteral("recommended")).toObject();
    CHECK(rec.value(QStringLiteral("mode")).toString() == QLatin1String(modeName(expected.recommendation.mode)));
    const QJsonArray reasons = rec.value(QStringLiteral("reasons")).toArray();
    REQUIRE(reasons.size() == int(expected.recommendation.reasons.size()));
    for (int i = 0; i < reasons.size(); ++i)
        CHECK(reasons[i].toObject().value(QStringLiteral("rule")).toString()
              == QLatin1String(advisorRuleId(expected.recommendation.reasons[size_t(i)])));
    bool mpsOut = false;
    for (const auto x : a.value(QStringLiteral("ruled_out")).toArray()) {
        const QJsonObject o = x.toObject();
        if (o.value(QStringLiteral("mode")).toString() == QStringLiteral("mps"))
            mpsOut = o.value(QStringLiteral("rule")).toString() == QStringLiteral("trust.untrusted_need_isolation");
    }
    CHECK(mpsOut);
    const QJsonArray ranking = a.value(QStringLiteral("ranking")).toArray();
    REQUIRE(ranking.size() == int(expected.ranking.size()));
    for (int i = 0; i < ranking.size(); ++i) {
        const QJsonObject o = ranking[i].toObject();
        const RankedRun &e = expected.ranking[size_t(i)];
        CHECK(o.value(QStringLiteral("mode")).toString() == QLatin1String(modeName(e.mode)));
        CHECK(o.value(QStringLiteral("rank")).toInt() == e.rank);
        CHECK(o.value(QStringLiteral("goodput_rps")).toDouble() == Approx(e.key.goodputRps));
        CHECK(o.value(QStringLiteral("slos_met")).toInt() == e.key.slosMet);
    }
    CHECK(a.value(QStringLiteral("verdict")).toString()
          == QString::fromLatin1(expected.verdict == Verdict::Held ? "held" : "refuted"));
    if (expected.refutedRule)
        CHECK(a.value(QStringLiteral("refuted_rule")).toString() == QLatin1String(advisorRuleId(*expected.refutedRule)));
    else
        CHECK(a.value(QStringLiteral("refuted_rule")).isNull());

    // The text form says the same verdict.
    const CliRun text = cli({QStringLiteral("compare"), QStringLiteral("builtin:rag-customer-service"),
                             QStringLiteral("--advise"), QStringLiteral("--trust"), QStringLiteral("untrusted")});
    REQUIRE(text.rc == 0);
    CHECK(text.out.contains(QStringLiteral("Recommended: %1").arg(QLatin1String(modeName(expected.recommendation.mode)))));
    CHECK(text.out.contains(expected.verdict == Verdict::Held ? QStringLiteral("Held:") : QStringLiteral("Refuted:")));
}

TEST_CASE("compare --advise refuses answers it does not know and options it does not take", "[cli][advisor]")
{
    const QString s = QStringLiteral("builtin:rag-customer-service");
    auto rc = [&](QStringList args) {
        args.prepend(s);
        args.prepend(QStringLiteral("compare"));
        return cli(args);
    };
    CliRun r = rc({QStringLiteral("--advise"), QStringLiteral("--trust"), QStringLiteral("maybe")});
    CHECK(r.rc == 2);
    CHECK(r.err.contains(QStringLiteral("--trust takes trusted|untrusted, not maybe")));
    CHECK(rc({QStringLiteral("--trust"), QStringLiteral("untrusted")}).rc == 2);         // needs --advise
    CHECK(rc({QStringLiteral("--advise"), QStringLiteral("--sweep"), QStringLiteral("1,2")}).rc == 2);
    CHECK(rc({QStringLiteral("--advise"), QStringLiteral("--format"), QStringLiteral("csv")}).rc == 2);
    CHECK(rc({QStringLiteral("--format"), QStringLiteral("text")}).rc == 2);             // text is --advise's
    const CliRun help = cli({QStringLiteral("compare"), QStringLiteral("--help")});
    CHECK(help.rc == 0);
    CHECK(help.out.contains(QStringLiteral("--advise")));
}
