// Every request counted, as the window shows it (DESIGN §4): the status bar's SLO attainment is
// core's (met / (offered − open)), a tenant without a placement reads "not placed", and the
// latency chart says its p99 is of completed requests and shows the share that failed or was
// dropped.

#include "catch_qt.h"
#include "languageguard.h"
#include "core/engine_fixtures.h"
#include "support/testsupport.h"

#include "io/scenariofile.h"
#include "ui/document/simcontroller.h"
#include "ui/panels/chartpanel.h"
#include "ui/panels/narrator.h"
#include "ui/shell/languagemanager.h"
#include "ui/shell/mainwindow.h"
#include "ui/text/outcomes.h"

#include <QChart>
#include <QLabel>
#include <QRegularExpression>

using namespace gpuk;
using namespace gpuk::spec;
using namespace gpuk::test;

namespace {

// Runs `s` in a window up to `untilS` simulated seconds and returns the status bar's text.
struct RunWindow
{
    MainWindow w;
    explicit RunWindow(const Scenario &s, double untilS)
    {
        w.setScenario(s);
        settle();
        REQUIRE(w.simController()->isAvailable());
        Engine *engine = w.simController()->engine();
        engine->advanceTo(untilS);
        // What the window does on every new sample (MainWindow, SimController::seriesChanged).
        w.chartPanel()->updateFrom(engine->series());
        w.chartPanel()->setOutcomes(engine->results());
        w.chartPanel()->flush();
    }
    const TenantResult &result(const std::string &id)
    {
        m_results = w.simController()->engine()->results();
        return resultOf(m_results, id);
    }
    RunResults m_results;
};

// The attainment the status bar states for `name` ("SLO met: Victim 74.5 % ✗ · …"), in percent;
// -1 if none.
double shownAttainment(const QString &status, const QString &name)
{
    const QRegularExpression re(QStringLiteral("SLO met \\(target [^)]*\\): (?:[^·]*· )*") + QRegularExpression::escape(name)
                                + QStringLiteral(" ([0-9.]+) %"));
    const QRegularExpressionMatch m = re.match(status);
    return m.hasMatch() ? m.captured(1).toDouble() : -1;
}

Scenario oomScenario(double neighbourModelGb)
{
    // As in tests/core/test_outcomes.cpp: with a 30 GiB neighbour only a few of the victim's
    // 2 GiB requests fit, the rest fail with oom exactly when it is congested.
    Tenant a = poissonTenant("victim", 150, 10, ServiceDistribution::Exponential, 54, 16);
    a.name = "Victim";
    a.perRequestGb = 2;
    a.sloMs = 40;
    a.queueCapacity = 1000;
    Tenant b = poissonTenant("neighbour", 1, 1, ServiceDistribution::Exponential, 4, 1);
    b.name = "Neighbour";
    b.modelGb = neighbourModelGb;
    return makeScenario({a, b}, mpsPlan({mpsClient("victim"), mpsClient("neighbour")}), 120, 5, 92);
}

} // namespace

TEST_CASE("an oom neighbour never raises the attainment the status bar shows, and the charts say so", "[outcomes][ui]")
{
    RunWindow alone(oomScenario(1), 120);
    RunWindow crowded(oomScenario(30), 120);
    const TenantResult &ra = alone.result("victim");
    const TenantResult &rc = crowded.result("victim");
    REQUIRE(failedWith(ra, FailureReason::Oom) == 0);
    REQUIRE(failedWith(rc, FailureReason::Oom) > rc.arrivals / 50);
    REQUIRE(rc.latencyMs.p99 < ra.latencyMs.p99); // completions alone would look better

    const QString aloneText = alone.w.liveStatusText();
    const QString crowdedText = crowded.w.liveStatusText();
    INFO("alone: " << aloneText.toStdString() << "\ncrowded: " << crowdedText.toStdString());
    const double shownAlone = shownAttainment(aloneText, QStringLiteral("Victim"));
    const double shownCrowded = shownAttainment(crowdedText, QStringLiteral("Victim"));
    REQUIRE(shownAlone >= 0);
    REQUIRE(shownCrowded >= 0);
    CHECK(shownCrowded <= shownAlone);
    CHECK(shownCrowded == Approx(100 * rc.sloAttainment).margin(0.5));
    CHECK(shownCrowded <= 100.0 * (1.0 - double(rc.failed()) / double(rc.arrivals)) + 0.5);
    CHECK(crowdedText.contains(QStringLiteral("failed)")));
    CHECK(crowdedText.contains(QStringLiteral("SLO met (target 99 %): Victim %1 ✗").arg(OutcomeText::percent(rc.sloAttainment))));
    CHECK_FALSE(aloneText.contains(QStringLiteral("failed)")));

    // The latency chart: p99 of completed requests, with the failed share beside it.
    const ChartPanel *crowdedCharts = crowded.w.chartPanel();
    CHECK(crowdedCharts->chartTitle(ChartPanel::Latency).contains(QStringLiteral("of completed requests")));
    CHECK(crowdedCharts->latencyNote().contains(QStringLiteral("Victim %1 failed")
                                                    .arg(OutcomeText::percent(double(rc.failed()) / double(rc.arrivals)))));
    // Shown: in the chart's title where it has room, else on the legend's line under the charts.
    auto *legend = crowdedCharts->findChild<QLabel *>(QStringLiteral("chartLegend"));
    REQUIRE(legend);
    CHECK((crowdedCharts->chart(ChartPanel::Latency)->title().contains(QStringLiteral("failed"))
           || legend->text().contains(QStringLiteral("failed"))));
    CHECK_FALSE(alone.w.chartPanel()->chartTitle(ChartPanel::Latency).contains(QStringLiteral("completed")));
    CHECK(alone.w.chartPanel()->latencyNote().isEmpty());
}

TEST_CASE("a tenant without a placement reads not placed in the status bar, the legend and the narrator, never 100 %",
          "[outcomes][ui]")
{
    Tenant a = poissonTenant("a", 100, 1, ServiceDistribution::Exponential, 42, 1);
    a.name = "Placed";
    a.sloMs = 50;
    Tenant left = a;
    left.id = "left";
    left.name = "Left";
    const Scenario s = makeScenario({a, left}, migPlan({migInstance("3g.20gb", 0, {"a"})}), 20, 2, 93);
    RunWindow run(s, 10);
    REQUIRE(run.result("left").notPlaced);
    const QString status = run.w.liveStatusText();
    INFO(status.toStdString());
    CHECK(status.contains(QStringLiteral("Left not placed")));
    CHECK(shownAttainment(status, QStringLiteral("Left")) < 0);
    CHECK_FALSE(status.contains(QStringLiteral("Left 100 %")));
    CHECK(shownAttainment(status, QStringLiteral("Placed")) > 90);

    const QStringList legend = run.w.chartPanel()->legendEntries();
    INFO(legend.join(QLatin1String(" | ")).toStdString());
    CHECK(legend.contains(QStringLiteral("Left (not placed)")));
    CHECK(legend.contains(QStringLiteral("Placed")));

    const QString said = run.w.narrator()->describeState(run.w.simController()->engine()->snapshot());
    INFO(said.toStdString());
    CHECK(said.contains(QStringLiteral("Left is not placed")));
}

TEST_CASE("an M/M/1/K overload shows its drops beside the attainment and the p99", "[outcomes][ui]")
{
    // λ = 150/s, μ = 100/s, K = 5 (tests/core/test_outcomes.cpp): about a third of the arrivals are dropped.
    Tenant t = poissonTenant("mm1k", 150, 10, ServiceDistribution::Exponential, a100Sms, 1);
    t.name = "Queue";
    t.queueCapacity = 4;
    t.sloMs = 60000;
    RunWindow run(oneTenantExclusive(t, 200, 10, 91), 200);
    const TenantResult &r = run.result("mm1k");
    REQUIRE(r.dropped > r.arrivals / 4);
    const QString status = run.w.liveStatusText();
    INFO(status.toStdString());
    const double shown = shownAttainment(status, QStringLiteral("Queue"));
    CHECK(shown == Approx(100 * r.sloAttainment).margin(0.5));
    CHECK(shown < 70); // never "SLO met 100 %"
    const QString droppedShare = OutcomeText::percent(double(r.dropped) / double(r.arrivals));
    CHECK(status.contains(QStringLiteral("(%1 dropped)").arg(droppedShare)));
    CHECK(run.w.chartPanel()->latencyNote() == QStringLiteral("Queue %1 dropped").arg(droppedShare));
    CHECK(run.w.chartPanel()->chart(ChartPanel::Latency)->title().contains(QStringLiteral("of completed requests")));
}

TEST_CASE("An LLM tenant's attainment in the status bar says it is of the whole request, not of its first token",
          "[outcomes][ui][llm]")
{
    const LoadResult loaded = loadScenarioFile(QStringLiteral(":/scenarios/llm-kv-growth.gpuk.json"), false);
    REQUIRE(loaded.ok());
    RunWindow run(*loaded.scenario, 120);
    const QString status = run.w.liveStatusText();
    INFO(status.toStdString());
    const QString chat = QString::fromStdString(loaded.scenario->tenants[0].name);
    const double shown = shownAttainment(status, chat);
    REQUIRE(shown >= 0);
    CHECK(shown == Approx(100 * run.result("chat").sloAttainment).margin(0.5));
    CHECK(status.contains(QRegularExpression(QRegularExpression::escape(chat)
                                             + QStringLiteral(" [0-9.]+ % [✓✗] \\(whole request\\)"))));
    // the embedding service's entry stays as it was
    const QString embed = QString::fromStdString(loaded.scenario->tenants[2].name);
    CHECK_FALSE(status.contains(QRegularExpression(QRegularExpression::escape(embed)
                                                   + QStringLiteral(" [0-9.]+ % [✓✗] \\(whole"))));
}

TEST_CASE("The status bar at 1366x768 with four tenants is whole, and its numbers are the tool tip's",
          "[outcomes][ui][status]")
{
    const gpuk::test::EnglishAfterTest restore;
    const QRegularExpression number(QStringLiteral("[0-9][0-9.,]*"));
    const auto numbers = [&](const QString &text) {
        QStringList found;
        for (auto it = number.globalMatch(text); it.hasNext();)
            found << it.next().captured(0);
        return found;
    };
    for (const QString lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        INFO(lang.toStdString());
        REQUIRE(LanguageManager::instance()->setLanguage(lang));
        MainWindow w;
        w.setScenario(MainWindow::demoScenario());
        w.resize(1366, 768);
        w.show();
        settle();
        REQUIRE(w.scenario().tenants.size() == 4);
        SimController *sim = w.simController();
        // Every tenant's SLO counted: the run advanced to 20 s, then the window told of it.
        REQUIRE(sim->engine());
        sim->engine()->advanceTo(20);
        sim->play();
        sim->pause();
        settle();
        auto *live = w.findChild<QLabel *>(QStringLiteral("liveStatusLabel"));
        auto *line = w.findChild<QLabel *>(QStringLiteral("statusLabel"));
        REQUIRE(live);
        REQUIRE(line);
        const QString shown = live->text();
        const QString full = live->toolTip();
        INFO("shown: " << shown.toStdString() << "\nfull: " << full.toStdString() << "\nline: " << line->text().toStdString());
        // Neither part is cut off.
        CHECK_FALSE(shown.contains(QChar(0x2026)));
        CHECK_FALSE(line->text().contains(QChar(0x2026)));
        CHECK(line->text() == line->toolTip());
        // Every tenant with an SLO counts once; the count of those meeting it is the tool tip's ✓ marks.
        CHECK(full.count(QStringLiteral("✓")) + full.count(QStringLiteral("✗")) == 4);
        if (lang == QStringLiteral("en")) {
            CHECK(shown.contains(QStringLiteral("SLO met (target 99 %) by %1 of 4").arg(full.count(QStringLiteral("✓")))));
            CHECK(full.contains(QStringLiteral("SLO met (target 99 %): ")));
        }
        CHECK(shown.count(QStringLiteral("✗")) == full.count(QStringLiteral("✗")));
        // No number of the short form is missing from the full one: the two never disagree.
        const QStringList inFull = numbers(full);
        for (const QString &n : numbers(shown)) {
            if (n == QLatin1String("4") || n == QString::number(full.count(QStringLiteral("✓"))))
                continue; // the number of tenants with an SLO, and of those meeting it (the ✓ marks, checked above)
            INFO(n.toStdString());
            CHECK(inFull.contains(n));
        }
    }
}
