// The per-mode facts of a comparison (analysis/modefacts.h) and the source article's claims
// measured for the current tenants (analysis/articleclaims.h), on every built-in scenario.

#include "analysis/articleclaims.h"
#include "analysis/comparison.h"
#include "analysis/modefacts.h"
#include "io/comparetext.h"
#include "io/scenariofile.h"
#include "sim/engine.h"
#include "support/testsupport.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace gpuk;
using namespace gpuk::test;

namespace {

std::vector<Scenario> builtins()
{
    std::vector<Scenario> out;
    for (const QString &name : QDir(QStringLiteral(":/scenarios")).entryList({QStringLiteral("*.gpuk.json")})) {
        const LoadResult r = loadScenarioFile(QStringLiteral(":/scenarios/") + name);
        REQUIRE(r.ok());
        out.push_back(*r.scenario);
    }
    REQUIRE(out.size() >= 6);
    return out;
}

// The scenario shortened: the facts and the claims' structure do not need a minute of traffic.
Scenario shortened(Scenario s, double seconds)
{
    s.simulation.durationS = std::min(s.simulation.durationS, seconds);
    s.simulation.warmupS = std::min(s.simulation.warmupS, seconds / 4);
    return s;
}

const ClaimFigure *figure(const ArticleClaim &c, Mode m)
{
    for (const ClaimFigure &f : c.figures)
        if (f.mode == m)
            return &f;
    return nullptr;
}

} // namespace

TEST_CASE("a mode's fault blast radius is the engine's fault domain: one GPU or VM per tenant holds it to one, a MIG "
          "fault stays in its instance, an MPS fault takes every client",
          "[comparefacts]")
{
    for (const Scenario &full : builtins()) {
        const Scenario s = shortened(full, 10);
        INFO(s.name);
        const auto modes = compareModes(s, comparisonPlans(s, std::vector<Mode>(std::begin(allModes), std::end(allModes))),
                                        false);
        for (const ComparedMode &c : modes) {
            if (!c.run)
                continue;
            INFO(modeName(c.plan.mode));
            const SharingPlan &plan = c.plan.choice.plan;
            const ModeFacts f = modeFacts(s, plan, *c.run);
            const auto engine = Engine::create(s, plan);
            REQUIRE(engine);
            int placed = 0, widest = 0;
            for (int t = 0; t < int(s.tenants.size()); ++t) {
                const int n = int(engine->faultDomain(t).size());
                placed += n > 0 ? 1 : 0;
                widest = std::max(widest, n);
            }
            CHECK(f.placedTenants == placed);
            CHECK(f.blastRadiusMax == widest);
            CHECK(f.blastRadiusMean <= f.blastRadiusMax);
            switch (plan.mode) {
            case Mode::Exclusive:
                CHECK(f.blastRadiusMax == 1);
                CHECK(f.reconfiguration == Reconfiguration::NothingShared);
                break;
            case Mode::Mig: {
                size_t perInstance = 1;
                for (const auto &inst : plan.mig.instances)
                    perInstance = std::max(perInstance, inst.tenants.size());
                CHECK(f.blastRadiusMax <= int(perInstance));
                CHECK(f.reconfiguration == Reconfiguration::WhenIdle);
                CHECK(f.attribution == UtilAttribution::NotPerMigDevice);
                REQUIRE(f.memoryHandedOutGiB);
                double rooms = 0;
                for (const auto &inst : plan.mig.instances)
                    rooms += s.gpu()->findMigProfile(inst.profile)->memoryGiB;
                CHECK(*f.memoryHandedOutGiB == Approx(rooms));
                break;
            }
            case Mode::Mps:
                if (plan.mps.clients.size() > 1 && !isMigPartitioned(plan))
                    CHECK(f.blastRadiusMax == f.placedTenants);
                CHECK(f.attribution == UtilAttribution::MpsServer);
                break;
            case Mode::Timeslice:
                CHECK(f.blastRadiusMax == f.placedTenants);
                CHECK(!f.memoryHandedOutGiB);
                break;
            case Mode::Vgpu:
            case Mode::Quota:
                break;
            }
            CHECK(f.memoryUsedGiB >= 0);
            CHECK(f.memoryUsedGiB <= f.memoryCapacityGiB * 1.0000001);
        }
    }
}

TEST_CASE("each of the article's claims is judged from the figures it shows, on every built-in", "[comparefacts]")
{
    for (const Scenario &full : builtins()) {
        const Scenario s = shortened(full, 10);
        INFO(s.name);
        const auto modes = compareModes(s, comparisonPlans(s, std::vector<Mode>(std::begin(allModes), std::end(allModes))),
                                        true);
        const std::vector<ArticleClaim> claims = measureArticleClaims(s, modes);
        REQUIRE(claims.size() == std::size(allArticleAxes));
        for (const ArticleClaim &c : claims) {
            INFO(articleAxisName(c.axis));
            INFO(c.reason);
            CHECK(!claimReasonText(c).isEmpty());
            CHECK(claimReasonText(c) != QString::fromStdString(c.reason)); // every reason has its sentence
            const ClaimFigure *mig = figure(c, Mode::Mig);
            const ClaimFigure *mps = figure(c, Mode::Mps);
            const ClaimFigure *vgpu = figure(c, Mode::Vgpu);
            switch (c.axis) {
            case ArticleAxis::Granularity:
                if (mig && mps) {
                    const bool order = mig->value >= mps->value
                        && (!vgpu || (mig->value >= vgpu->value && vgpu->value >= mps->value));
                    CHECK((c.verdict == ClaimVerdict::Holds) == order);
                    CHECK(mps->value == Approx(1.0 / s.gpu()->sms));
                }
                break;
            case ArticleAxis::Overhead:
                if (mig) {
                    // Recomputed from the service model: the widest tenant on the largest profile.
                    const MigProfile *largest = nullptr;
                    for (const MigProfile &p : s.gpu()->migProfiles)
                        if (!largest || p.sms > largest->sms)
                            largest = &p;
                    double worst = 0;
                    for (const Tenant &t : s.tenants)
                        worst = std::max(worst, Engine::loneRequestTimeFactor(
                                                        *s.gpu(), t.smWidth ? double(*t.smWidth) : double(s.gpu()->sms),
                                                        t.bandwidthIntensity, largest->sms,
                                                        migBandwidthShareGBps(*s.gpu(), *largest))
                                                        - 1);
                    CHECK(mig->value == Approx(worst).margin(1e-12));
                }
                break;
            case ArticleAxis::SchedulingLatency:
                for (const ClaimFigure &f : c.figures)
                    CHECK(f.value >= 0);
                if ((mig && mig->value >= 0.5) || (mps && mps->value >= 1) || (vgpu && vgpu->value >= 10))
                    CHECK(c.verdict != ClaimVerdict::Holds);
                break;
            case ArticleAxis::Isolation:
                if (mps && mig)
                    CHECK(mps->value >= mig->value - 1e-9); // an MPS fault never reaches fewer tenants than MIG's
                if (vgpu)
                    CHECK(c.verdict != ClaimVerdict::Holds); // vGPU containment is unverified by our sources
                break;
            case ArticleAxis::Utilisation: {
                const ClaimFigure *alone = figure(c, Mode::Exclusive);
                if (alone) {
                    double best = 0;
                    for (const ClaimFigure &f : c.figures)
                        if (f.mode != Mode::Exclusive)
                            best = std::max(best, f.value);
                    CHECK((c.verdict == ClaimVerdict::Holds) == (alone->value <= 0.30 && best >= 0.70));
                }
                break;
            }
            }
        }
    }
}

TEST_CASE("compare --format json states each mode's facts and the article's claims as the core computes them",
          "[comparefacts][cli]")
{
    const CliRun r = cli({QStringLiteral("compare"), QStringLiteral("builtin:mps-noisy-neighbour"), QStringLiteral("--duration"),
                          QStringLiteral("10"), QStringLiteral("--format"), QStringLiteral("json")});
    INFO(r.err.toStdString());
    REQUIRE(r.rc == 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray modes = j.value(QStringLiteral("modes")).toArray();
    REQUIRE(modes.size() == int(std::size(allModes)));
    for (const auto m : modes) {
        const QJsonObject facts = m.toObject().value(QStringLiteral("facts")).toObject();
        CHECK(facts.contains(QStringLiteral("fault_blast_radius_max")));
        CHECK(facts.value(QStringLiteral("placed_tenants")).toInt() >= 1);
        CHECK(!facts.value(QStringLiteral("reconfiguration")).toString().isEmpty());
    }
    const QJsonArray claims = j.value(QStringLiteral("article_claims")).toArray();
    REQUIRE(claims.size() == int(std::size(allArticleAxes)));
    for (const auto c : claims)
        CHECK(c.toObject().value(QStringLiteral("verdict")).toString() != QLatin1String("not_measured"));
}
