// The MIG layout search on the built-in scenarios, `gpukitchen-cli mig plan`, and the plans
// `gpukitchen-cli compare` says it used.

#include "analysis/miglayoutsearch.h"
#include "analysis/planchoice.h"
#include "analysis/receipts.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "sim/engine.h"
#include "support/testsupport.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace gpuk;
using namespace gpuk::test;

namespace {

// Four tenants 54 SMs wide with little memory: the memory-only rule gives each a 1g.5gb.
QString writeWideTenants(const QTemporaryDir &dir, const QString &extraTenant = QString())
{
    QString tenants;
    for (int i = 0; i < 4; ++i) {
        if (i)
            tenants += QStringLiteral(",");
        tenants += QStringLiteral(R"({"id": "t%1", "arrival": {"process": "poisson", "rate_per_s": %2},
            "service": {"distribution": "exponential", "mean_ms": 3}, "sm_width": 54,
            "memory": {"model_gb": 2}, "slo_ms": 40})")
                           .arg(i)
                           .arg(20 + 5 * i);
    }
    if (!extraTenant.isEmpty())
        tenants += QStringLiteral(",") + extraTenant;
    const QString text = QStringLiteral(R"({"format": "gpukitchen-scenario/1", "name": "four wide tenants",
        "gpu": "A100-40GB", "tenants": [%1], "sharing": {"mode": "exclusive"},
        "simulation": {"duration_s": 25, "warmup_s": 2, "seed": 3}})")
                                 .arg(tenants);
    const QString path = dir.filePath(QStringLiteral("wide.gpuk.json"));
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(text.toUtf8());
    return path;
}

} // namespace

TEST_CASE("The MIG layout search finds a plan meeting every SLO for the built-in RAG scenario", "[miglayoutsearch]")
{
    const LoadResult lr = loadScenarioFile(QStringLiteral(":/scenarios/rag-customer-service.gpuk.json"));
    REQUIRE(lr.ok());
    const Scenario &s = *lr.scenario;
    const MigSearchResult r = searchMigLayout(s);
    REQUIRE(r.placed);
    CHECK(r.exact);
    CHECK(r.allSlosMet);
    CHECK(r.worstMargin >= 0);

    // The plan is valid and, run over the scenario's whole duration, meets every SLO too.
    SharingPlan plan;
    plan.mode = Mode::Mig;
    plan.mig = migPlanFromSearch(s, r);
    CHECK_FALSE(hasErrors(validatePlan(s, *s.gpu(), plan, "sharing")));
    const std::optional<RunResults> run = runScenario(s, plan);
    REQUIRE(run);
    for (size_t i = 0; i < s.tenants.size(); ++i) {
        INFO(s.tenants[i].id);
        CHECK(run->tenants[i].completed > 0);
        CHECK(run->tenants[i].latencyMs.p99 <= s.tenants[i].sloMs);
    }
}

TEST_CASE("The MIG layout search places every tenant of every built-in in a valid plan and a plan it says meets every SLO does",
          "[miglayoutsearch]")
{
    const QStringList names = QDir(QStringLiteral(":/scenarios")).entryList({QStringLiteral("*.gpuk.json")});
    REQUIRE(names.size() >= 7);
    int meetsAll = 0;
    for (const QString &name : names) {
        INFO(name.toStdString());
        const LoadResult lr = loadScenarioFile(QStringLiteral(":/scenarios/") + name);
        REQUIRE(lr.ok());
        Scenario s = *lr.scenario;
        REQUIRE(s.gpu());
        if (!s.gpu()->supportsMig())
            continue;
        const MigSearchResult r = searchMigLayout(s);
        REQUIRE(r.placed);
        SharingPlan plan;
        plan.mode = Mode::Mig;
        plan.mig = migPlanFromSearch(s, r);
        const Diagnostics problems = validatePlan(s, *s.gpu(), plan, "sharing");
        CHECK_FALSE(hasErrors(problems));
        size_t assigned = 0;
        for (const MigInstancePlan &inst : plan.mig.instances)
            assigned += inst.tenants.size();
        CHECK(assigned == s.tenants.size());
        if (!r.allSlosMet)
            continue;
        ++meetsAll;
        // Run as the search evaluated it: no faults, at most 5 s of warm-up and 60 s after it.
        s.faults.clear();
        const double warmup = std::min(5.0, s.simulation.warmupS);
        s.simulation.durationS = warmup + std::min(60.0, s.simulation.durationS - s.simulation.warmupS);
        s.simulation.warmupS = warmup;
        const std::optional<RunResults> run = runScenario(s, plan);
        REQUIRE(run);
        for (size_t i = 0; i < s.tenants.size(); ++i) {
            if (s.tenants[i].sloMs <= 0)
                continue;
            INFO(s.tenants[i].id);
            CHECK(run->tenants[i].completed > 0);
            CHECK(run->tenants[i].latencyMs.p99 <= s.tenants[i].sloMs);
        }
    }
    CHECK(meetsAll >= 5);
}

TEST_CASE("cli mig plan prints the searched plan of the RAG scenario and exits 0 when every SLO is met", "[cli][mig]")
{
    const CliRun r = cli({QStringLiteral("mig"), QStringLiteral("plan"), QStringLiteral("builtin:rag-customer-service")});
    CHECK(r.rc == 0);
    CHECK(r.out.contains(QStringLiteral("Search (first 55 s): every SLO met.")));
    CHECK(r.out.contains(QStringLiteral("Every SLO met over the whole 55 s run of this plan.")));
    CHECK(r.out.contains(QStringLiteral("Exact search")));
    CHECK(r.out.contains(QStringLiteral("Compute slices")));

    const CliRun j = cli({QStringLiteral("mig"), QStringLiteral("plan"), QStringLiteral("builtin:rag-customer-service"),
                          QStringLiteral("--format"), QStringLiteral("json")});
    CHECK(j.rc == 0);
    const QJsonObject o = QJsonDocument::fromJson(j.out.toUtf8()).object();
    CHECK(o.value(QStringLiteral("all_slos_met")).toBool());
    CHECK(o.value(QStringLiteral("exact")).toBool());
    int placed = 0;
    for (const auto inst : o.value(QStringLiteral("instances")).toArray())
        placed += int(inst.toObject().value(QStringLiteral("tenants")).toArray().size());
    CHECK(placed == 3);
    CHECK(o.value(QStringLiteral("tenants")).toArray().size() == 3);
}

TEST_CASE("cli mig plan refuses bad input with exit 2 and prints its help with exit 0", "[cli][mig]")
{
    CHECK(cli({QStringLiteral("mig"), QStringLiteral("plan")}).rc == 2);
    CHECK(cli({QStringLiteral("mig"), QStringLiteral("plan"), QStringLiteral("builtin:rag-customer-service"),
               QStringLiteral("--format"), QStringLiteral("csv")})
                  .rc == 2);
    CHECK(cli({QStringLiteral("mig"), QStringLiteral("plan"), QStringLiteral(GPUK_TEST_DATA "/custom-gpu.gpuk.json")}).rc
          == 2);
    const CliRun help = cli({QStringLiteral("mig"), QStringLiteral("plan"), QStringLiteral("--help")});
    CHECK(help.rc == 0);
    CHECK(help.out.contains(QStringLiteral("mig plan FILE")));
}

TEST_CASE("cli compare searches the MIG plan over the tenants a profile can hold and names the one too large for any",
          "[cli][compare]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // 39.4 GiB: more than the 39.25 GiB of 7g.40gb, the largest A100-40GB profile, though the whole
    // GPU (39.59 GiB) holds it.
    const QString file = writeWideTenants(dir, QStringLiteral(R"({"id": "huge", "arrival": {"process": "poisson",
        "rate_per_s": 5}, "service": {"distribution": "exponential", "mean_ms": 3}, "memory": {"model_gb": 39.4},
        "slo_ms": 40})"));
    const PlanChoice choice = [&] {
        const LoadResult lr = loadScenarioFile(file);
        REQUIRE(lr.ok());
        return choosePlan(*lr.scenario, Mode::Mig);
    }();
    CHECK(choice.source == PlanSource::SearchedWithout);
    CHECK(choice.unplaced == std::vector<std::string>{"huge"});
    REQUIRE(choice.search);
    CHECK(choice.search->allSlosMet);
    // the four wide tenants get the plan the search gives them alone, not four 1g.5gb of the memory rule
    QTemporaryDir aloneDir;
    REQUIRE(aloneDir.isValid());
    const LoadResult alone = loadScenarioFile(writeWideTenants(aloneDir));
    REQUIRE(alone.ok());
    const PlanChoice without = choosePlan(*alone.scenario, Mode::Mig);
    REQUIRE(without.source == PlanSource::Searched);
    REQUIRE(choice.plan.mig.instances.size() == without.plan.mig.instances.size());
    for (size_t i = 0; i < choice.plan.mig.instances.size(); ++i) {
        CHECK(choice.plan.mig.instances[i].profile == without.plan.mig.instances[i].profile);
        CHECK(choice.plan.mig.instances[i].start == without.plan.mig.instances[i].start);
        CHECK(choice.plan.mig.instances[i].tenants == without.plan.mig.instances[i].tenants);
    }

    const CliRun r = cli({QStringLiteral("compare"), file, QStringLiteral("--modes"), QStringLiteral("mig")});
    INFO(r.out.toStdString() << r.err.toStdString());
    CHECK(r.rc == 0);
    CHECK(r.out.contains(QStringLiteral("searched over the tenants a MIG profile can hold; not placed, more memory "
                                        "than any profile: huge")));
    CHECK_FALSE(r.out.contains(QStringLiteral("1g.5gb@")));
    CHECK(r.out.contains(QStringLiteral("not placed")));
}

TEST_CASE("cli compare runs the searched MIG plan when the scenario has none and says for each mode which plan ran and why",
          "[cli][compare]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = writeWideTenants(dir);
    const CliRun r = cli({QStringLiteral("compare"), file, QStringLiteral("--modes"),
                          QStringLiteral("exclusive,mig,mps,vgpu,timeslice")});
    CHECK(r.rc == 0);
    CHECK(r.out.contains(QStringLiteral("Plans used:")));
    CHECK(r.out.contains(QStringLiteral("exclusive: t0, t1, t2, t3 (the scenario's own plan)")));
    CHECK(r.out.contains(QStringLiteral("(searched over the first 23 s: every SLO met there with the fewest slices")));
    CHECK(r.out.contains(QStringLiteral("this run of it meets every SLO over its whole 23 s")));
    CHECK_FALSE(r.out.contains(QStringLiteral("1g.5gb@")));  // not the memory-only rule
    CHECK(r.out.contains(QStringLiteral("mps: t0, t1, t2, t3 (default: every tenant a client without an active-thread cap")));
    CHECK(r.out.contains(QStringLiteral("vgpu: t0: ")));
    CHECK(r.out.contains(QStringLiteral("timeslice: t0, t1, t2, t3 (default: every tenant a context")));

    const CliRun j = cli({QStringLiteral("compare"), file, QStringLiteral("--modes"), QStringLiteral("mig"),
                          QStringLiteral("--format"), QStringLiteral("json")});
    CHECK(j.rc == 0);
    const QJsonArray plans = QJsonDocument::fromJson(j.out.toUtf8()).object().value(QStringLiteral("plans")).toArray();
    REQUIRE(plans.size() == 1);
    CHECK(plans.at(0).toObject().value(QStringLiteral("mode")).toString() == QStringLiteral("mig"));
    CHECK(plans.at(0).toObject().value(QStringLiteral("why")).toString().contains(QStringLiteral("searched")));

    // The search covered this run, so compare shows each tenant the p99 the search saw.
    const LoadResult lr = loadScenarioFile(file);
    REQUIRE(lr.ok());
    const MigSearchResult search = searchMigLayout(*lr.scenario);
    REQUIRE(search.allSlosMet);
    const QJsonArray modes = QJsonDocument::fromJson(j.out.toUtf8()).object().value(QStringLiteral("modes")).toArray();
    REQUIRE(modes.size() == 1);
    const QJsonArray tenants = modes.at(0).toObject().value(QStringLiteral("tenants")).toArray();
    REQUIRE(tenants.size() == 4);
    for (int i = 0; i < 4; ++i) {
        const double p99 = tenants.at(i).toObject().value(QStringLiteral("latency_ms")).toObject().value(QStringLiteral("p99")).toDouble();
        CHECK(p99 == Approx(40 / (1 + search.tenantMargins[size_t(i)])).epsilon(1e-6));
        CHECK(p99 <= 40);
    }
}

namespace {

// The scenario with a MIG plan made of `mig plan --format json`'s instances.
SharingPlan planFromJson(const QJsonObject &o)
{
    SharingPlan p;
    p.mode = Mode::Mig;
    for (const auto v : o.value(QStringLiteral("instances")).toArray()) {
        const QJsonObject i = v.toObject();
        MigInstancePlan inst;
        inst.profile = i.value(QStringLiteral("profile")).toString().toStdString();
        inst.start = i.value(QStringLiteral("start")).toInt();
        for (const auto t : i.value(QStringLiteral("tenants")).toArray())
            inst.tenants.push_back(t.toString().toStdString());
        p.mig.instances.push_back(inst);
    }
    return p;
}

// A tenant quiet for the search's first minute: bursts of 20 s every 100 s, the first during the
// 5 s warm-up, the next from 100 s. A 1g.5gb holds its quiet rate, not its bursts.
Tenant lateBurstTenant()
{
    Tenant t;
    t.id = "bursty";
    t.name = "Bursty";
    t.arrival.process = ArrivalProcess::Bursty;
    t.arrival.ratePerS = 20;
    t.arrival.onS = 5;
    t.arrival.offS = 95;
    t.arrival.onRateMultiplier = 40;
    t.service.distribution = ServiceDistribution::Exponential;
    t.service.meanMs = 4;
    t.smWidth = 108;
    t.modelGb = 2;
    t.sloMs = 50;
    return t;
}

} // namespace

TEST_CASE("mig plan and compare never claim every SLO met for a plan their own run of it contradicts, for run lengths of 10 s to 1 h",
          "[cli][mig][compare][claims]")
{
    // The search simulates at most the first 60 s; a claim about the plan is the whole run's.
    // Each plan `mig plan` prints is run here independently over the whole
    // scenario, and its verdict (core's meetsSlo) must be the one printed.
    std::vector<Scenario> scenarios;
    for (const QString name : {QStringLiteral("rag-customer-service"), QStringLiteral("llm-kv-growth"),
                               QStringLiteral("seed-a100-mig"), QStringLiteral("online-batch-training"),
                               QStringLiteral("rag-blueprint-h100"), QStringLiteral("mps-noisy-neighbour")}) {
        const LoadResult lr = loadScenarioFile(QStringLiteral(":/scenarios/%1.gpuk.json").arg(name));
        REQUIRE(lr.ok());
        scenarios.push_back(*lr.scenario);
    }
    {
        Scenario s = scenarios.front();
        s.name = "late bursts";
        s.tenants = {lateBurstTenant()};
        s.sharing = SharingPlan{};
        s.alternatives.clear();
        s.faults.clear();
        s.simulation.durationS = 300;
        s.simulation.warmupS = 5;
        scenarios.push_back(s);
    }
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    int runs = 0, contradicted = 0;
    for (Scenario s : scenarios) {
        for (double length : {10.0, 300.0, 3600.0}) {
            if (length == 3600.0 && s.name != "late bursts" && s.gpuId != "A100-40GB")
                continue; // one hour: the A100 scenarios and the late bursts (CI time)
            s.simulation.durationS = length;
            s.simulation.warmupS = std::min(s.simulation.warmupS, length / 2);
            const QString file = dir.filePath(QStringLiteral("s%1.gpuk.json").arg(runs));
            REQUIRE(saveScenarioFile(s, file));
            const CliRun r = cli({QStringLiteral("mig"), QStringLiteral("plan"), file, QStringLiteral("--format"),
                                  QStringLiteral("json")});
            INFO(s.name << ", " << length << " s: " << r.out.left(400).toStdString() << r.err.toStdString());
            REQUIRE(r.rc != 2);
            const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
            if (!o.value(QStringLiteral("placed")).toBool())
                continue;
            const bool claimed = o.value(QStringLiteral("all_slos_met")).toBool();
            CHECK((r.rc == 0) == claimed);
            // this test's own run of the printed plan
            Scenario bare = s;
            bare.alternatives.clear();
            const std::optional<RunResults> run = runScenario(bare, planFromJson(o));
            REQUIRE(run);
            bool runMeets = true;
            for (const TenantResult &t : run->tenants)
                runMeets = runMeets && meetsSlo(t);
            const bool meets = runMeets && o.value(QStringLiteral("not_placed")).toArray().isEmpty();
            CHECK(claimed == meets);
            contradicted += o.value(QStringLiteral("search_all_slos_met")).toBool() && !meets ? 1 : 0;
            // compare states the same verdict for the same plan
            bare.sharing = SharingPlan{};
            const QString bareFile = dir.filePath(QStringLiteral("b%1.gpuk.json").arg(runs));
            REQUIRE(saveScenarioFile(bare, bareFile));
            const CliRun c = cli({QStringLiteral("compare"), bareFile, QStringLiteral("--modes"), QStringLiteral("mig"),
                                  QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--no-slowdown")});
            const QJsonObject plan = QJsonDocument::fromJson(c.out.toUtf8()).object().value(QStringLiteral("plans")).toArray().at(0).toObject();
            REQUIRE(plan.contains(QStringLiteral("run_meets_every_slo")));
            CHECK(plan.value(QStringLiteral("run_meets_every_slo")).toBool() == runMeets);
            const QString why = plan.value(QStringLiteral("why")).toString();
            CHECK(why.contains(QStringLiteral("misses the SLO")) != plan.value(QStringLiteral("run_meets_every_slo")).toBool());
            ++runs;
        }
    }
    CHECK(runs >= 12);
    CHECK(contradicted >= 1); // the late bursts: the search's window cannot see them, the run does
}

TEST_CASE("cli mig plan plans the tenants a profile can hold and names the one too large for any, as compare does",
          "[cli][mig]")
{
    // A tenant too big for every profile is reported as not placed; the others are still planned.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = writeWideTenants(dir, QStringLiteral(R"({"id": "huge", "arrival": {"process": "poisson",
        "rate_per_s": 5}, "service": {"distribution": "exponential", "mean_ms": 3}, "memory": {"model_gb": 39.4},
        "slo_ms": 40})"));
    const CliRun j = cli({QStringLiteral("mig"), QStringLiteral("plan"), file, QStringLiteral("--format"), QStringLiteral("json")});
    INFO(j.out.toStdString() << j.err.toStdString());
    CHECK(j.rc == 1); // a tenant is not placed
    const QJsonObject o = QJsonDocument::fromJson(j.out.toUtf8()).object();
    CHECK(o.value(QStringLiteral("placed")).toBool());
    CHECK(o.value(QStringLiteral("not_placed")).toArray() == QJsonArray{QStringLiteral("huge")});
    int placed = 0;
    for (const auto inst : o.value(QStringLiteral("instances")).toArray())
        placed += int(inst.toObject().value(QStringLiteral("tenants")).toArray().size());
    CHECK(placed == 4);
    const CliRun t = cli({QStringLiteral("mig"), QStringLiteral("plan"), file});
    CHECK(t.out.contains(QStringLiteral("Not placed, more memory than any MIG profile: huge")));
    CHECK(t.out.contains(QStringLiteral("huge    not placed")));
}

TEST_CASE("cli mig plan says the search stopped at its budget, not that memory does not fit, when no run fits the budget",
          "[cli][mig]")
{
    // 40 small tenants at 20 000 requests/s each: their memory fits many layouts, but one run of
    // any layout makes more engine events than the search's budget.
    QString tenants;
    for (int i = 0; i < 40; ++i)
        tenants += QStringLiteral(R"(%1{"id": "t%2", "arrival": {"process": "poisson", "rate_per_s": 20000},
            "service": {"distribution": "exponential", "mean_ms": 0.05}, "memory": {"model_gb": 0.2}, "slo_ms": 40})")
                       .arg(i ? QStringLiteral(",") : QString())
                       .arg(i);
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("busy.gpuk.json"));
    {
        QFile f(path);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral(R"({"format": "gpukitchen-scenario/1", "name": "forty busy tenants", "gpu": "A100-40GB",
            "tenants": [%1], "sharing": {"mode": "exclusive"}, "simulation": {"duration_s": 60}})")
                    .arg(tenants)
                    .toUtf8());
    }
    const CliRun t = cli({QStringLiteral("mig"), QStringLiteral("plan"), path});
    INFO(t.out.toStdString() << t.err.toStdString());
    CHECK(t.rc == 1);
    CHECK_FALSE(t.out.contains(QStringLiteral("No legal MIG layout holds")));
    CHECK(t.out.contains(QStringLiteral("stopped at its budget before it could run")));
    CHECK(t.out.contains(QStringLiteral("Heuristic search (more than 8 tenants), stopped at its budget")));
    const CliRun j = cli({QStringLiteral("mig"), QStringLiteral("plan"), path, QStringLiteral("--format"), QStringLiteral("json")});
    CHECK(j.rc == 1);
    const QJsonObject o = QJsonDocument::fromJson(j.out.toUtf8()).object();
    CHECK_FALSE(o.value(QStringLiteral("placed")).toBool());
    CHECK(o.value(QStringLiteral("budget_exhausted")).toBool());
    CHECK(o.value(QStringLiteral("memory_fits")).toBool());
}

TEST_CASE("Every known gap of the receipts is shown by compare where its number appears", "[cli][compare][receipts]")
{
    // A known gap is shown wherever its number appears. Every row
    // expected as a known gap must apply to some built-in scenario in some mode, and compare of that
    // scenario names the receipt beside that mode.
    std::set<std::string> shown;
    for (const QString name : {QStringLiteral("rag-customer-service"), QStringLiteral("llm-kv-growth"),
                               QStringLiteral("seed-a100-mig"), QStringLiteral("mps-noisy-neighbour"),
                               QStringLiteral("online-batch-training")}) {
        const LoadResult lr = loadScenarioFile(QStringLiteral(":/scenarios/%1.gpuk.json").arg(name));
        REQUIRE(lr.ok());
        const CliRun r = cli({QStringLiteral("compare"), QStringLiteral("builtin:") + name, QStringLiteral("--no-slowdown")});
        INFO(name.toStdString() << ":\n" << r.out.toStdString());
        for (Mode m : allModes) {
            for (const KnownGapHere &g : knownGapsFor(*lr.scenario, choosePlan(*lr.scenario, m).plan)) {
                CHECK(r.out.contains(QStringLiteral("%1: Known gap (receipt %2)")
                                             .arg(QLatin1String(modeName(m)), QString::fromStdString(g.receipt->id))));
                shown.insert(g.receipt->id);
            }
        }
    }
    int gaps = 0;
    for (const Receipt &row : receiptTable())
        if (row.expected == ReceiptExpectation::KnownGap) {
            ++gaps;
            INFO(row.id);
            CHECK(shown.count(row.id) == 1);
        }
    CHECK(gaps >= 1);
}
