// Scenario files: the format reference and the built-in scenarios load, round-trip byte for byte,
// every malformed file is refused naming the JSON path and the rule, saving is atomic.

#include "io/messages.h"
#include "io/scenariofile.h"
#include "support/testsupport.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace gpuk;
using namespace gpuk::test;

namespace {

std::string describe(const Diagnostics &diags)
{
    std::string out;
    for (const auto &d : diags)
        out += formatDiagnostic(d).toStdString() + "   [" + d.code + "]\n";
    return out;
}

const Diagnostic *findAt(const Diagnostics &diags, const std::string &code, const std::string &path)
{
    for (const auto &d : diags)
        if (d.code == code && d.path == path)
            return &d;
    return nullptr;
}

// Field-by-field equality; returns the differences as "<path>: a != b" lines.
struct Differ
{
    std::vector<std::string> out;

    template <typename T>
    void eq(const std::string &path, const T &a, const T &b)
    {
        if (!(a == b))
            out.push_back(path);
    }
    template <typename T>
    void eq(const std::string &path, const std::optional<T> &a, const std::optional<T> &b)
    {
        if (a.has_value() != b.has_value() || (a && !(*a == *b)))
            out.push_back(path);
    }

    void plan(const std::string &p, const SharingPlan &a, const SharingPlan &b)
    {
        eq(p + ".mode", a.mode, b.mode);
        eq(p + ".mig_allow_4g_3g", a.mig.allow4g3g, b.mig.allow4g3g);
        eq(p + ".instances.size", a.mig.instances.size(), b.mig.instances.size());
        for (std::size_t i = 0; i < std::min(a.mig.instances.size(), b.mig.instances.size()); ++i) {
            const auto &x = a.mig.instances[i];
            const auto &y = b.mig.instances[i];
            const std::string q = p + ".instances[" + std::to_string(i) + "]";
            eq(q + ".profile", x.profile, y.profile);
            eq(q + ".start", x.start, y.start);
            eq(q + ".tenants", x.tenants, y.tenants);
            eq(q + ".inner", x.inner, y.inner);
        }
        eq(p + ".clients.size", a.mps.clients.size(), b.mps.clients.size());
        for (std::size_t i = 0; i < std::min(a.mps.clients.size(), b.mps.clients.size()); ++i) {
            const auto &x = a.mps.clients[i];
            const auto &y = b.mps.clients[i];
            const std::string q = p + ".clients[" + std::to_string(i) + "]";
            eq(q + ".tenant", x.tenant, y.tenant);
            eq(q + ".active_thread_percentage", x.activeThreadPercentage, y.activeThreadPercentage);
            eq(q + ".pinned_memory_limit_gb", x.pinnedMemoryLimitGb, y.pinnedMemoryLimitGb);
        }
        eq(p + ".backing", a.vgpu.migBacked, b.vgpu.migBacked);
        eq(p + ".scheduler", a.vgpu.scheduler, b.vgpu.scheduler);
        eq(p + ".vgpu.time_slice_ms", a.vgpu.timeSliceMs, b.vgpu.timeSliceMs);
        eq(p + ".overhead", a.vgpu.overhead, b.vgpu.overhead);
        eq(p + ".mixed_size", a.vgpu.mixedSize, b.vgpu.mixedSize);
        eq(p + ".vms.size", a.vgpu.vms.size(), b.vgpu.vms.size());
        for (std::size_t i = 0; i < std::min(a.vgpu.vms.size(), b.vgpu.vms.size()); ++i) {
            const std::string q = p + ".vms[" + std::to_string(i) + "]";
            eq(q + ".tenant", a.vgpu.vms[i].tenant, b.vgpu.vms[i].tenant);
            eq(q + ".profile", a.vgpu.vms[i].profile, b.vgpu.vms[i].profile);
        }
        eq(p + ".timeslice.time_slice_ms", a.timeslice.timeSliceMs, b.timeslice.timeSliceMs);
        eq(p + ".switch_us", a.timeslice.switchUs, b.timeslice.switchUs);
    }

    void tenant(const std::string &p, const Tenant &a, const Tenant &b)
    {
        eq(p + ".id", a.id, b.id);
        eq(p + ".name", a.name, b.name);
        eq(p + ".kind", a.kind, b.kind);
        eq(p + ".arrival.process", a.arrival.process, b.arrival.process);
        eq(p + ".arrival.rate_per_s", a.arrival.ratePerS, b.arrival.ratePerS);
        eq(p + ".arrival.on_s", a.arrival.onS, b.arrival.onS);
        eq(p + ".arrival.off_s", a.arrival.offS, b.arrival.offS);
        eq(p + ".arrival.on_rate_multiplier", a.arrival.onRateMultiplier, b.arrival.onRateMultiplier);
        eq(p + ".service.distribution", a.service.distribution, b.service.distribution);
        eq(p + ".service.mean_ms", a.service.meanMs, b.service.meanMs);
        eq(p + ".service.cv", a.service.cv, b.service.cv);
        eq(p + ".sm_width", a.smWidth, b.smWidth);
        eq(p + ".bandwidth_intensity", a.bandwidthIntensity, b.bandwidthIntensity);
        eq(p + ".memory.model_gb", a.modelGb, b.modelGb);
        eq(p + ".memory.per_request_gb", a.perRequestGb, b.perRequestGb);
        eq(p + ".max_concurrency", a.maxConcurrency, b.maxConcurrency);
        eq(p + ".queue_capacity", a.queueCapacity, b.queueCapacity);
        eq(p + ".slo_ms", a.sloMs, b.sloMs);
        eq(p + ".trusted", a.trusted, b.trusted);
        eq(p + ".restart_s", a.restartS, b.restartS);
        eq(p + ".llm", a.llm, b.llm);
    }

    void scenario(const Scenario &a, const Scenario &b)
    {
        eq("name", a.name, b.name);
        eq("description", a.description, b.description);
        eq("gpuId", a.gpuId, b.gpuId);
        eq("customGpu", a.customGpu.has_value(), b.customGpu.has_value());
        if (a.customGpu && b.customGpu) {
            const GpuModel &x = *a.customGpu;
            const GpuModel &y = *b.customGpu;
            eq("gpu.id", x.id, y.id);
            eq("gpu.name", x.displayName, y.displayName);
            eq("gpu.sms", x.sms, y.sms);
            eq("gpu.migSms", x.migSms, y.migSms);
            eq("gpu.memory_gb", x.memoryGiB, y.memoryGiB);
            eq("gpu.memoryMiBReported", x.memoryMiBReported, y.memoryMiBReported);
            eq("gpu.bandwidth_gbps", x.bandwidthGBps, y.bandwidthGBps);
            eq("gpu.computeSlices", x.computeSlices, y.computeSlices);
            eq("gpu.memorySlots", x.memorySlots, y.memorySlots);
            eq("gpu.maxMpsClients", x.maxMpsClients, y.maxMpsClients);
            eq("gpu.custom", x.custom, y.custom);
            eq("gpu.migProfiles", x.migProfiles.size(), y.migProfiles.size());
            eq("gpu.vgpuProfiles", x.vgpuProfiles.size(), y.vgpuProfiles.size());
        }
        eq("tenants.size", a.tenants.size(), b.tenants.size());
        for (std::size_t i = 0; i < std::min(a.tenants.size(), b.tenants.size()); ++i)
            tenant("tenants[" + std::to_string(i) + "]", a.tenants[i], b.tenants[i]);
        plan("sharing", a.sharing, b.sharing);
        eq("alternatives.size", a.alternatives.size(), b.alternatives.size());
        for (const auto &[mode, p] : a.alternatives) {
            const auto it = b.alternatives.find(mode);
            if (it == b.alternatives.end())
                out.push_back(std::string("alternatives.") + modeName(mode) + " missing");
            else
                plan(std::string("alternatives.") + modeName(mode), p, it->second);
        }
        eq("faults.size", a.faults.size(), b.faults.size());
        for (std::size_t i = 0; i < std::min(a.faults.size(), b.faults.size()); ++i) {
            const std::string q = "faults[" + std::to_string(i) + "]";
            eq(q + ".at_s", a.faults[i].atS, b.faults[i].atS);
            eq(q + ".tenant", a.faults[i].tenant, b.faults[i].tenant);
            eq(q + ".kind", a.faults[i].kind, b.faults[i].kind);
        }
        eq("simulation.duration_s", a.simulation.durationS, b.simulation.durationS);
        eq("simulation.warmup_s", a.simulation.warmupS, b.simulation.warmupS);
        eq("simulation.seed", a.simulation.seed, b.simulation.seed);
        eq("lesson", a.lesson.has_value(), b.lesson.has_value());
        if (a.lesson && b.lesson) {
            eq("lesson.title", a.lesson->title, b.lesson->title);
            eq("lesson.summary", a.lesson->summary, b.lesson->summary);
            eq("lesson.tasks", a.lesson->tasks, b.lesson->tasks);
        }
    }
};

std::vector<std::string> differences(const Scenario &a, const Scenario &b)
{
    Differ d;
    d.scenario(a, b);
    return d.out;
}

// Every valid file the project ships: the built-in scenarios and the valid test fixtures.
QStringList validFiles()
{
    QStringList files;
    for (const QString &dir : {QStringLiteral(GPUK_SOURCE_DIR "/resources/scenarios"),
                               QStringLiteral(GPUK_TEST_DATA)}) {
        const QDir d(dir);
        for (const QString &f : d.entryList({QStringLiteral("*.gpuk.json")}, QDir::Files, QDir::Name))
            files << d.filePath(f);
    }
    return files;
}

// Keys in the order they appear in a JSON text.
QStringList keySequence(const QByteArray &json)
{
    QStringList keys;
    static const QRegularExpression re(QStringLiteral("\"([a-z_0-9]+)\"\\s*:"));
    auto it = re.globalMatch(QString::fromUtf8(json));
    while (it.hasNext())
        keys << it.next().captured(1);
    return keys;
}

bool isSubsequence(const QStringList &small, const QStringList &big)
{
    qsizetype j = 0;
    for (const QString &k : small) {
        while (j < big.size() && big[j] != k)
            ++j;
        if (j == big.size())
            return false;
        ++j;
    }
    return true;
}

const QByteArray minimalTenant = R"({"id": "t", "arrival": {"process": "poisson", "rate_per_s": 1},
                                     "service": {"distribution": "exponential", "mean_ms": 1}})";

QByteArray withTenants(const QByteArray &tenants, const QByteArray &extra = QByteArray())
{
    return R"({"format": "gpukitchen-scenario/1", "name": "x", "gpu": "A100-40GB", "tenants": [)" + tenants
        + R"(], "sharing": {"mode": "exclusive"})" + extra + "}";
}

} // namespace

TEST_CASE("the format reference loads with every value in place", "[scenariofile]")
{
    const LoadResult r = loadScenarioFile(testData("rag-a100.gpuk.json"));
    INFO(describe(r.diagnostics));
    REQUIRE(r.ok());
    CHECK_FALSE(hasErrors(r.diagnostics));
    const Scenario &s = *r.scenario;
    CHECK(s.name == "RAG customer service on one A100-40GB");
    CHECK(s.gpuId == "A100-40GB");
    CHECK_FALSE(s.customGpu);
    REQUIRE(s.tenants.size() == 4);
    const Tenant &llm = s.tenants[2];
    CHECK(llm.id == "llm");
    CHECK(llm.kind == TenantKind::Llm);
    CHECK(llm.arrival.process == ArrivalProcess::Bursty);
    CHECK(llm.arrival.ratePerS == 4);
    CHECK(llm.arrival.onS == 20);
    CHECK(llm.arrival.offS == 40);
    CHECK(llm.arrival.onRateMultiplier == 2.5);
    CHECK(llm.service.distribution == ServiceDistribution::Lognormal);
    CHECK(llm.service.meanMs == 400);
    CHECK(llm.service.cv == 0.8);
    CHECK(llm.smWidth == 21);
    CHECK(llm.bandwidthIntensity == 0.8);
    CHECK(llm.modelGb == 7.0);
    CHECK(llm.perRequestGb == 0.25);
    CHECK(llm.maxConcurrency == 8);
    CHECK(llm.queueCapacity == 500);
    CHECK(llm.sloMs == 3000);
    CHECK(llm.restartS == 60);
    const Tenant &batch = s.tenants[3];
    CHECK(batch.arrival.process == ArrivalProcess::Backlog);
    CHECK_FALSE(batch.queueCapacity.has_value());
    CHECK(batch.service.distribution == ServiceDistribution::Deterministic);

    CHECK(s.sharing.mode == Mode::Mig);
    CHECK(s.sharing.mig.allow4g3g);
    REQUIRE(s.sharing.mig.instances.size() == 4);
    CHECK(s.sharing.mig.instances[0].profile == "2g.10gb");
    CHECK(s.sharing.mig.instances[0].start == 0);
    CHECK(s.sharing.mig.instances[0].tenants == std::vector<std::string>{"rerank"});
    CHECK(s.sharing.mig.instances[3].profile == "3g.20gb");
    CHECK(s.sharing.mig.instances[3].start == 4);
    CHECK(s.sharing.mig.instances[3].inner == MigInner::Timeslice);

    REQUIRE(s.alternatives.size() == 4);
    CHECK(s.alternatives.count(Mode::Exclusive));
    const MpsPlan &mps = s.alternatives.at(Mode::Mps).mps;
    REQUIRE(mps.clients.size() == 4);
    CHECK(mps.clients[0].activeThreadPercentage == 30.0);
    CHECK_FALSE(mps.clients[0].pinnedMemoryLimitGb.has_value());
    CHECK(mps.clients[1].pinnedMemoryLimitGb == 6.0);
    CHECK_FALSE(mps.clients[2].activeThreadPercentage.has_value());
    const VgpuPlan &vgpu = s.alternatives.at(Mode::Vgpu).vgpu;
    CHECK_FALSE(vgpu.migBacked);
    CHECK(vgpu.scheduler == VgpuScheduler::BestEffort);
    CHECK(vgpu.timeSliceMs == 2.0);
    CHECK(vgpu.overhead == 0.03);
    CHECK_FALSE(vgpu.mixedSize);
    REQUIRE(vgpu.vms.size() == 4);
    CHECK(vgpu.vms[3].tenant == "batch");
    CHECK(vgpu.vms[3].profile == "A100-10C");
    const TimeslicePlan &ts = s.alternatives.at(Mode::Timeslice).timeslice;
    CHECK(ts.timeSliceMs == 2);
    CHECK(ts.switchUs == 50);

    REQUIRE(s.faults.size() == 1);
    CHECK(s.faults[0].atS == 40);
    CHECK(s.faults[0].tenant == "batch");
    CHECK(s.faults[0].kind == "fatal");
    CHECK(s.simulation.durationS == 60);
    CHECK(s.simulation.warmupS == 5);
    CHECK(s.simulation.seed == 42);
    CHECK_FALSE(s.lesson.has_value());
}

TEST_CASE("omitted fields take their documented defaults", "[scenariofile]")
{
    const LoadResult r = loadScenarioFile(testData("minimal.gpuk.json"));
    INFO(describe(r.diagnostics));
    REQUIRE(r.ok());
    const Scenario &s = *r.scenario;
    CHECK(s.description.empty());
    REQUIRE(s.tenants.size() == 1);
    const Tenant &t = s.tenants[0];
    CHECK(t.name == "solo"); // the id
    CHECK(t.kind == TenantKind::Custom);
    CHECK_FALSE(t.smWidth.has_value());
    CHECK(t.bandwidthIntensity == 0);
    CHECK(t.modelGb == 0);
    CHECK(t.perRequestGb == 0);
    CHECK(t.maxConcurrency == 1);
    CHECK_FALSE(t.queueCapacity.has_value());
    CHECK(t.sloMs == 0);
    CHECK(t.trusted);
    CHECK(t.restartS == 0);
    CHECK(s.sharing.mode == Mode::Exclusive);
    CHECK(s.alternatives.empty());
    CHECK(s.faults.empty());
    CHECK(s.simulation.durationS == 60);
    CHECK(s.simulation.warmupS == 5);
    CHECK(s.simulation.seed == 1);
    CHECK_FALSE(s.lesson.has_value());

    // Plan defaults: MIG, vGPU and time-slicing with nothing but the mode.
    const QByteArray plans = withTenants(minimalTenant, R"(, "alternatives": {
        "mig": {"mode": "mig"}, "vgpu": {"mode": "vgpu"}, "timeslice": {"mode": "timeslice"},
        "mps": {"mode": "mps"}})");
    const LoadResult p = parseScenario(plans, false);
    INFO(describe(p.diagnostics));
    REQUIRE(p.ok());
    const auto &alt = p.scenario->alternatives;
    CHECK(alt.at(Mode::Mig).mig.allow4g3g);
    CHECK(alt.at(Mode::Mig).mig.instances.empty());
    CHECK(alt.at(Mode::Mps).mps.clients.empty());
    CHECK_FALSE(alt.at(Mode::Vgpu).vgpu.migBacked);
    CHECK(alt.at(Mode::Vgpu).vgpu.scheduler == VgpuScheduler::BestEffort);
    CHECK_FALSE(alt.at(Mode::Vgpu).vgpu.timeSliceMs.has_value());
    CHECK(alt.at(Mode::Vgpu).vgpu.overhead == 0.03);
    CHECK_FALSE(alt.at(Mode::Vgpu).vgpu.mixedSize);
    CHECK(alt.at(Mode::Timeslice).timeslice.timeSliceMs == 2);
    CHECK(alt.at(Mode::Timeslice).timeslice.switchUs == 50);
}

TEST_CASE("a custom GPU object defines a GPU without MIG or vGPU profiles", "[scenariofile]")
{
    const LoadResult r = loadScenarioFile(testData("custom-gpu.gpuk.json"));
    INFO(describe(r.diagnostics));
    REQUIRE(r.ok());
    const Scenario &s = *r.scenario;
    REQUIRE(s.customGpu.has_value());
    const GpuModel &g = *s.customGpu;
    CHECK(s.gpu() == &g);
    CHECK(g.custom);
    CHECK(g.id == "toy-gpu");
    CHECK(s.gpuId == "toy-gpu");
    CHECK(g.displayName == "Toy GPU for the classroom");
    CHECK(g.sms == 40);
    CHECK(g.migSms == 40);
    CHECK(g.memoryGiB == 16);
    CHECK(g.capacityGiB() == 16);
    CHECK(g.bandwidthGBps == 600.5);
    CHECK(g.computeSlices == 0);
    CHECK(g.memorySlots == 0);
    CHECK_FALSE(g.supportsMig());
    CHECK_FALSE(g.supportsVgpu());
    CHECK(s.simulation.seed == 9007199254740992ULL);
    REQUIRE(s.faults.size() == 2);
    CHECK(s.faults[1].kind == "fatal"); // default
    CHECK(s.tenants[1].name == "Fine-tuning job");
    CHECK(s.tenants[1].perRequestGb == 0); // memory.per_request_gb omitted
    CHECK(s.tenants[0].queueCapacity == 0);
    CHECK_FALSE(s.tenants[0].trusted);
}

TEST_CASE("every shipped scenario round-trips byte for byte and field by field", "[scenariofile][roundtrip]")
{
    const QStringList files = validFiles();
    REQUIRE(files.size() >= 4);
    for (const QString &file : files) {
        INFO(file.toStdString());
        const LoadResult first = parseScenario(readAll(file), false);
        INFO(describe(first.diagnostics));
        REQUIRE(first.ok());
        const QByteArray json1 = scenarioToJson(*first.scenario);
        const LoadResult second = parseScenario(json1, false);
        INFO(describe(second.diagnostics));
        REQUIRE(second.ok());
        const QByteArray json2 = scenarioToJson(*second.scenario);
        CHECK(json1 == json2);
        const auto diffs = differences(*first.scenario, *second.scenario);
        INFO(::Catch::Detail::stringify(diffs));
        CHECK(diffs.empty());
        CHECK(second.diagnostics.size() == first.diagnostics.size());
    }
}

TEST_CASE("every shipped scenario validates without error", "[scenariofile]")
{
    for (const QString &file : validFiles()) {
        INFO(file.toStdString());
        const LoadResult r = loadScenarioFile(file);
        INFO(describe(r.diagnostics));
        CHECK(r.ok());
    }
}

TEST_CASE("canonical JSON has a 2-space indent and the format reference's key order", "[scenariofile]")
{
    const QByteArray original = readAll(testData("rag-a100.gpuk.json"));
    const LoadResult r = parseScenario(original, false);
    REQUIRE(r.ok());
    const QByteArray json = scenarioToJson(*r.scenario);

    SECTION("indentation is two spaces per level and the file ends with a newline")
    {
        CHECK(json.startsWith("{\n  \"format\": \"gpukitchen-scenario/1\",\n  \"name\": "));
        CHECK(json.endsWith("\n}\n"));
        CHECK(json.contains("\n  \"tenants\": [\n    {\n      \"id\": \"embed\",\n"));
        CHECK_FALSE(json.contains('\t'));
        for (const QByteArray &line : json.split('\n')) {
            qsizetype spaces = 0;
            while (spaces < line.size() && line[spaces] == ' ')
                ++spaces;
            CHECK(spaces % 2 == 0);
        }
    }
    SECTION("keys come in the reference's order (defaults the reference omits are added)")
    {
        const QStringList reference = keySequence(original);
        const QStringList canonical = keySequence(json);
        CHECK(isSubsequence(reference, canonical));
        CHECK(canonical.size() > reference.size()); // "inner" of the instances, ...
    }
    SECTION("defaults are written, unset optionals are not")
    {
        CHECK(json.contains("\"inner\": \"timeslice\""));
        CHECK(json.contains("\"faults\": ["));
        CHECK_FALSE(json.contains("\"lesson\""));
        // the batch tenant has no queue_capacity: unbounded stays unset
        const qsizetype batch = json.indexOf("\"id\": \"batch\"");
        const qsizetype sharing = json.indexOf("\"sharing\"");
        REQUIRE(batch > 0);
        CHECK(json.mid(batch, sharing - batch).indexOf("queue_capacity") < 0);
        // backlog: no rate; deterministic service: no cv
        CHECK(json.mid(batch, sharing - batch).indexOf("rate_per_s") < 0);
        CHECK(json.mid(batch, sharing - batch).indexOf("\"cv\"") < 0);
    }
    SECTION("the same scenario always gives the same bytes")
    {
        CHECK(scenarioToJson(*r.scenario) == json);
        CHECK(scenarioToJson(*parseScenario(json, false).scenario) == json);
    }
}

TEST_CASE("numbers are written so that they read back exactly", "[scenariofile][roundtrip]")
{
    Scenario s = *parseScenario(withTenants(minimalTenant), false).scenario;
    const double values[] = {0.1, 1e-7, 123456.789, 0.30000000000000004, 4.75, 1.0 / 3.0, 2.5e-300, 9999999.999999998};
    for (double v : values) {
        s.tenants[0].arrival.ratePerS = v;
        s.tenants[0].sloMs = v;
        const QByteArray json = scenarioToJson(s);
        const LoadResult back = parseScenario(json, false);
        INFO(json.toStdString());
        INFO(describe(back.diagnostics));
        REQUIRE(back.ok());
        CHECK(back.scenario->tenants[0].arrival.ratePerS == v);
        CHECK(back.scenario->tenants[0].sloMs == v);
        CHECK(scenarioToJson(*back.scenario) == json);
    }
    s.tenants[0].arrival.ratePerS = 0.1;
    s.tenants[0].service.meanMs = 123456.789;
    s.tenants[0].modelGb = 1e-7;
    s.tenants[0].perRequestGb = 3.0; // integral: written without ".0"
    const QByteArray json = scenarioToJson(s);
    CHECK(json.contains("\"rate_per_s\": 0.1\n"));
    CHECK(json.contains("\"mean_ms\": 123456.789\n"));
    CHECK(json.contains("\"model_gb\": 1e-07,"));
    CHECK(json.contains("\"per_request_gb\": 3\n"));
}

TEST_CASE("text round-trips with quotes and backslashes and control characters and CJK and emoji", "[scenariofile][roundtrip]")
{
    const LoadResult r = loadScenarioFile(testData("numbers-and-text.gpuk.json"));
    INFO(describe(r.diagnostics));
    REQUIRE(r.ok());
    const Scenario &s = *r.scenario;
    CHECK(s.name.find("\"quoted\", back\\slash, tab\t, 厨房 GPU 🍳") != std::string::npos);
    CHECK(s.description == "Line one\nline two\x01 (a control character)");
    const QByteArray json = scenarioToJson(s);
    CHECK(json.contains("line two\\u0001"));
    CHECK(json.contains("厨房"));
    const LoadResult back = parseScenario(json, false);
    REQUIRE(back.ok());
    CHECK(back.scenario->name == s.name);
    CHECK(back.scenario->description == s.description);
}

TEST_CASE("the reader collects every problem each with its JSON path", "[scenariofile][diagnostics]")
{
    const QByteArray json = R"({
  "format": "gpukitchen-scenario/1",
  "name": "",
  "gpu": "A100-40GB",
  "colour": "blue",
  "tenants": [
    {"id": "a", "arrival": {"process": "poisson", "rate_per_s": 5}, "service": {"distribution": "exponential", "mean_ms": 0},
     "max_concurrency": 2.5, "trusted": "yes", "memory": {"model_gb": 1, "vram": 2}},
    {"id": "b", "arrival": {"process": "poisson", "rate_per_s": -3}, "service": {"distribution": "gamma", "mean_ms": 1},
     "sm_width": 0, "queue_capacity": -1}
  ],
  "sharing": {"mode": "mps", "clients": [{"tenant": "a", "active_thread_percentage": 150}, {"tenant": 7}], "vms": []},
  "simulation": {"duration_s": 10, "warmup_s": 10, "seed": -1}
})";
    const LoadResult r = parseScenario(json);
    INFO(describe(r.diagnostics));
    CHECK_FALSE(r.ok());
    CHECK(findAt(r.diagnostics, "field.empty", "name"));
    CHECK(findAt(r.diagnostics, "field.unknown", "colour"));
    CHECK(findAt(r.diagnostics, "field.range", "tenants[0].service.mean_ms"));
    CHECK(findAt(r.diagnostics, "field.not_integer", "tenants[0].max_concurrency"));
    CHECK(findAt(r.diagnostics, "field.type", "tenants[0].trusted"));
    CHECK(findAt(r.diagnostics, "field.unknown", "tenants[0].memory.vram"));
    const Diagnostic *rate = findAt(r.diagnostics, "field.range", "tenants[1].arrival.rate_per_s");
    REQUIRE(rate);
    CHECK(rate->arg("got") == "-3");
    CHECK(rate->arg("min") == "0");
    CHECK(rate->arg("min_exclusive") == "true");
    CHECK(formatDiagnostic(*rate).toStdString()
          == "tenants[1].arrival.rate_per_s: must be a positive number no greater than 10000000, got -3");
    const Diagnostic *dist = findAt(r.diagnostics, "field.enum", "tenants[1].service.distribution");
    REQUIRE(dist);
    CHECK(dist->arg("allowed") == "exponential, deterministic, lognormal");
    CHECK(dist->arg("got") == "gamma");
    CHECK(findAt(r.diagnostics, "field.range", "tenants[1].sm_width"));
    CHECK(findAt(r.diagnostics, "field.range", "tenants[1].queue_capacity"));
    CHECK(findAt(r.diagnostics, "field.range", "sharing.clients[0].active_thread_percentage"));
    const Diagnostic *type = findAt(r.diagnostics, "field.type", "sharing.clients[1].tenant");
    REQUIRE(type);
    CHECK(type->arg("expected") == "string");
    CHECK(type->arg("got") == "number");
    CHECK(findAt(r.diagnostics, "field.unknown", "sharing.vms")); // a vGPU key in an MPS plan
    CHECK(findAt(r.diagnostics, "simulation.warmup_not_before_end", "simulation.warmup_s"));
    CHECK(findAt(r.diagnostics, "field.range", "simulation.seed"));
    CHECK(r.diagnostics.size() == 15);
    for (const auto &d : r.diagnostics)
        CHECK(hasMessageFor(d.code));
}

TEST_CASE("non-finite numbers are named at their path", "[scenariofile][diagnostics]")
{
    const auto tenantWith = [](const char *service) {
        return withTenants(QByteArray(R"({"id": "t", "arrival": {"process": "poisson", "rate_per_s": 1}, "service": )")
                           + service + "}");
    };
    for (const char *token : {"1e999", "-1e999", "1e-400", "NaN", "Infinity", "-Infinity"}) {
        INFO(token);
        const LoadResult r = parseScenario(
            tenantWith((QByteArray(R"({"distribution": "exponential", "mean_ms": )") + token + "}").constData()));
        INFO(describe(r.diagnostics));
        CHECK_FALSE(r.ok());
        const Diagnostic *d = findAt(r.diagnostics, "field.not_finite", "tenants[0].service.mean_ms");
        REQUIRE(d);
        CHECK(d->arg("got") == token);
        CHECK(r.diagnostics.size() == 1);
    }
    // Several at once, with a real syntax error after them: the offset is the original one.
    const QByteArray broken = R"({"a": 1e999, "b": NaN, "c": })";
    const LoadResult r = parseScenario(broken);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].code == "json.syntax");
    QJsonParseError finite;
    QJsonDocument::fromJson(R"({"a": 1e099, "b": 1.0, "c": })", &finite); // same length, finite
    CHECK(r.diagnostics[0].arg("offset") == std::to_string(finite.offset));
    // Inside strings nothing is touched.
    const LoadResult s = parseScenario(withTenants(minimalTenant).replace("\"name\": \"x\"", "\"name\": \"1e999 NaN\""));
    INFO(describe(s.diagnostics));
    REQUIRE(s.ok());
    CHECK(s.scenario->name == "1e999 NaN");
}

TEST_CASE("documents that are not scenario objects", "[scenariofile][diagnostics]")
{
    const auto single = [](const QByteArray &json) {
        const LoadResult r = parseScenario(json);
        INFO(json.toStdString());
        INFO(describe(r.diagnostics));
        CHECK_FALSE(r.ok());
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].path.empty());
        return r.diagnostics[0];
    };
    CHECK(single("").code == "file.empty");
    CHECK(single(" \n\t ").code == "file.empty");
    CHECK(single("[]").code == "json.not_object");
    CHECK(single("[]").arg("got") == "array");
    CHECK(single("42").code == "json.not_object");
    CHECK(single("\"text\"").arg("got") == "string");
    CHECK(single("null").arg("got") == "null");
    const Diagnostic syntax = single("{\n  \"format\": \"gpukitchen-scenario/1\",\n  \"name\" \"x\"\n}");
    CHECK(syntax.code == "json.syntax");
    CHECK(syntax.arg("line") == "3");
    CHECK_FALSE(syntax.arg("detail").empty());
    CHECK(diagnosticMessage(syntax).startsWith(QStringLiteral("the file is not valid JSON: ")));
    CHECK(single("{").code == "json.syntax");
    CHECK(single("{} {}").code == "json.syntax");
    CHECK(single(QByteArray(maxScenarioBytes + 1, ' ')).code == "file.too_large");
}

TEST_CASE("the format string", "[scenariofile][diagnostics]")
{
    const QByteArray good = withTenants(minimalTenant);
    {
        QByteArray other = good;
        other.replace("gpukitchen-scenario/1", "gpukitchen-scenario/2");
        other.replace("\"name\"", "\"title\""); // a future version may have other keys: not listed
        const LoadResult r = parseScenario(other);
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].code == "format.unsupported");
        CHECK(r.diagnostics[0].path == "format");
        CHECK(r.diagnostics[0].arg("got") == "gpukitchen-scenario/2");
        CHECK(r.diagnostics[0].arg("expected") == "gpukitchen-scenario/1");
    }
    {
        QByteArray missing = good;
        missing.replace(R"("format": "gpukitchen-scenario/1", )", "");
        const LoadResult r = parseScenario(missing);
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].code == "field.required");
        CHECK(r.diagnostics[0].path == "format");
    }
}

TEST_CASE("arrival and service keys depend on the process and the distribution", "[scenariofile][diagnostics]")
{
    const auto tenant = [](const char *arrival, const char *service) {
        return withTenants(QByteArray(R"({"id": "t", "arrival": )") + arrival + R"(, "service": )" + service + "}");
    };
    const char *exp = R"({"distribution": "exponential", "mean_ms": 1})";
    {
        const LoadResult r = parseScenario(tenant(R"({"process": "backlog", "rate_per_s": 5})", exp));
        INFO(describe(r.diagnostics));
        const Diagnostic *d = findAt(r.diagnostics, "field.not_applicable", "tenants[0].arrival.rate_per_s");
        REQUIRE(d);
        CHECK(d->arg("value") == "backlog");
        CHECK(diagnosticMessage(*d).toStdString() == "rate_per_s does not apply when process is \"backlog\"; remove it");
    }
    {
        const LoadResult r = parseScenario(tenant(R"({"process": "bursty", "rate_per_s": 5, "on_s": 1})", exp));
        INFO(describe(r.diagnostics));
        CHECK(findAt(r.diagnostics, "field.required", "tenants[0].arrival.off_s"));
        CHECK(findAt(r.diagnostics, "field.required", "tenants[0].arrival.on_rate_multiplier"));
        CHECK(r.diagnostics.size() == 2);
    }
    {
        const LoadResult r = parseScenario(tenant(R"({"process": "poisson", "rate_per_s": 5, "on_s": 1})",
                                                  R"({"distribution": "exponential", "mean_ms": 1, "cv": 1})"));
        INFO(describe(r.diagnostics));
        CHECK(findAt(r.diagnostics, "field.not_applicable", "tenants[0].arrival.on_s"));
        CHECK(findAt(r.diagnostics, "field.not_applicable", "tenants[0].service.cv"));
    }
    {
        const LoadResult r = parseScenario(tenant(R"({"process": "poisson"})", R"({"distribution": "lognormal", "mean_ms": 1})"));
        INFO(describe(r.diagnostics));
        CHECK(findAt(r.diagnostics, "field.required", "tenants[0].arrival.rate_per_s"));
        CHECK(findAt(r.diagnostics, "field.required", "tenants[0].service.cv"));
    }
    {
        const LoadResult r = parseScenario(tenant(R"({"rate_per_s": 1})", R"({})"));
        INFO(describe(r.diagnostics));
        CHECK(findAt(r.diagnostics, "field.required", "tenants[0].arrival.process"));
        CHECK(findAt(r.diagnostics, "field.required", "tenants[0].service.distribution"));
        CHECK(findAt(r.diagnostics, "field.required", "tenants[0].service.mean_ms"));
    }
}

TEST_CASE("plans refuse keys of other modes and alternatives must match their keys", "[scenariofile][diagnostics]")
{
    {
        const LoadResult r = parseScenario(withTenants(minimalTenant, R"(, "alternatives": {
            "mps": {"mode": "vgpu"}, "turbo": {"mode": "mps"}, "timeslice": {"mode": "timeslice", "clients": []},
            "vgpu": {"mode": "vgpu", "backing": "hybrid", "scheduler": "round_robin"}, "mig": {"mode": "mig", "instances": [{"profile": "1g.5gb", "inner": "spin"}]}})"));
        INFO(describe(r.diagnostics));
        CHECK_FALSE(r.ok());
        const Diagnostic *mismatch = findAt(r.diagnostics, "plan.mode_mismatch", "alternatives.mps.mode");
        REQUIRE(mismatch);
        CHECK(mismatch->arg("key") == "mps");
        CHECK(mismatch->arg("mode") == "vgpu");
        CHECK(findAt(r.diagnostics, "field.unknown", "alternatives.turbo"));
        CHECK(findAt(r.diagnostics, "field.unknown", "alternatives.timeslice.clients"));
        CHECK(findAt(r.diagnostics, "field.enum", "alternatives.vgpu.backing"));
        CHECK(findAt(r.diagnostics, "field.enum", "alternatives.vgpu.scheduler"));
        CHECK(findAt(r.diagnostics, "field.enum", "alternatives.mig.instances[0].inner"));
    }
    {
        const LoadResult r = parseScenario(withTenants(minimalTenant, R"(, "alternatives": {"exclusive": {"mode": "exclusive"}})"));
        INFO(describe(r.diagnostics));
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].code == "plan.alternative_duplicates_active");
        CHECK(r.diagnostics[0].path == "alternatives.exclusive");
    }
    {
        QByteArray json = withTenants(minimalTenant);
        json.replace(R"("sharing": {"mode": "exclusive"})", R"("sharing": {"mode": "mig", "switch_us": 5, "instances": {}})");
        const LoadResult r = parseScenario(json);
        INFO(describe(r.diagnostics));
        CHECK(findAt(r.diagnostics, "field.unknown", "sharing.switch_us"));
        CHECK(findAt(r.diagnostics, "field.type", "sharing.instances"));
    }
    {
        QByteArray json = withTenants(minimalTenant);
        json.replace(R"("sharing": {"mode": "exclusive"})", R"("sharing": {"instances": [], "frobnicate": 1})");
        const LoadResult r = parseScenario(json);
        INFO(describe(r.diagnostics));
        CHECK(findAt(r.diagnostics, "field.required", "sharing.mode"));
        CHECK(findAt(r.diagnostics, "field.unknown", "sharing.frobnicate"));
        CHECK(r.diagnostics.size() == 2);
    }
}

TEST_CASE("size limits on strings and arrays and tenants and the number of findings", "[scenariofile][diagnostics]")
{
    {
        QByteArray tenants;
        for (int i = 0; i <= maxTenants; ++i)
            tenants += (i ? "," : "") + minimalTenant;
        const LoadResult r = parseScenario(withTenants(tenants));
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].code == "array.too_long");
        CHECK(r.diagnostics[0].path == "tenants");
        CHECK(r.diagnostics[0].arg("max") == std::to_string(maxTenants));
    }
    {
        QByteArray faults;
        for (int i = 0; i <= maxArrayLength; ++i)
            faults += QByteArray(i ? "," : "") + R"({"at_s": 1, "tenant": "t"})";
        const LoadResult r = parseScenario(withTenants(minimalTenant, ", \"faults\": [" + faults + "]"));
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].code == "array.too_long");
        CHECK(r.diagnostics[0].path == "faults");
    }
    {
        const QByteArray longName(201, 'n');
        const LoadResult r = parseScenario(withTenants(minimalTenant).replace("\"name\": \"x\"", "\"name\": \"" + longName + "\""));
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].code == "field.too_long");
        CHECK(r.diagnostics[0].arg("max") == "200");
    }
    {
        QByteArray keys;
        for (int i = 0; i < 3000; ++i)
            keys += ", \"k" + QByteArray::number(i) + "\": 1";
        const LoadResult r = parseScenario(withTenants(minimalTenant, keys));
        CHECK(r.diagnostics.size() == 1001);
        CHECK(r.diagnostics.back().code == "file.too_many_problems");
    }
}

TEST_CASE("the 200-character limit of ids and names counts characters (code points), not UTF-16 units or bytes",
          "[scenariofile][diagnostics]")
{
    const QString smiley = QString::fromUcs4(U"\U0001F600");      // astral: two UTF-16 units, four UTF-8 bytes
    const QString eAcute = QStringLiteral("e") + QChar(0x0301);   // e + COMBINING ACUTE ACCENT: two code points
    struct Case
    {
        const char *what;
        QString id;
        int characters;
    };
    const Case cases[] = {
        {"ASCII at the limit", QString(200, QLatin1Char('a')), 200},
        {"ASCII one over", QString(201, QLatin1Char('a')), 201},
        {"astral at the limit", smiley.repeated(200), 200},
        {"astral one over", smiley.repeated(201), 201},
        {"combining at the limit", eAcute.repeated(100), 200},
        {"combining one over", eAcute.repeated(100) + QLatin1Char('e'), 201},
        {"CJK at the limit", QString(200, QChar(0x4E2D)), 200},
    };
    for (const Case &c : cases) {
        INFO(c.what);
        QByteArray tenant = minimalTenant;
        tenant.replace(R"("id": "t")", "\"id\": \"" + c.id.toUtf8() + "\"");
        const LoadResult r = parseScenario(withTenants(tenant));
        INFO(describe(r.diagnostics));
        if (c.characters <= 200) {
            CHECK(r.diagnostics.empty());
            REQUIRE(r.ok());
            CHECK(QString::fromStdString(r.scenario->tenants.at(0).id) == c.id);
        } else {
            REQUIRE(r.diagnostics.size() == 1);
            CHECK(r.diagnostics[0].code == "field.too_long");
            CHECK(r.diagnostics[0].path == "tenants[0].id");
            CHECK(r.diagnostics[0].arg("got") == "201");
            CHECK(r.diagnostics[0].arg("max") == "200");
        }
    }
}

TEST_CASE("custom GPU objects are checked like everything else", "[scenariofile][diagnostics]")
{
    QByteArray json = withTenants(minimalTenant);
    json.replace(R"("gpu": "A100-40GB")", R"("gpu": {"name": "", "sms": 0.5, "memory_gb": -1, "bandwidth_gbps": "fast", "migs": 7})");
    const LoadResult r = parseScenario(json);
    INFO(describe(r.diagnostics));
    CHECK(findAt(r.diagnostics, "field.required", "gpu.id"));
    CHECK(findAt(r.diagnostics, "field.empty", "gpu.name"));
    CHECK(findAt(r.diagnostics, "field.not_integer", "gpu.sms"));
    CHECK(findAt(r.diagnostics, "field.range", "gpu.memory_gb"));
    CHECK(findAt(r.diagnostics, "field.type", "gpu.bandwidth_gbps"));
    CHECK(findAt(r.diagnostics, "field.unknown", "gpu.migs"));
    CHECK(r.diagnostics.size() == 6);
    json = withTenants(minimalTenant);
    const LoadResult n = parseScenario(json.replace(R"("gpu": "A100-40GB")", R"("gpu": 100)"));
    REQUIRE(n.diagnostics.size() == 1);
    CHECK(n.diagnostics[0].arg("expected") == "string or object");
}

TEST_CASE("null and wrongly typed containers", "[scenariofile][diagnostics]")
{
    const QByteArray json = R"({"format": "gpukitchen-scenario/1", "name": "x", "gpu": null, "tenants": {},
        "sharing": [], "alternatives": [], "faults": {}, "simulation": 3, "lesson": "learn", "description": null})";
    const LoadResult r = parseScenario(json);
    INFO(describe(r.diagnostics));
    for (const char *path : {"gpu", "tenants", "sharing", "alternatives", "faults", "simulation", "lesson", "description"})
        CHECK(findAt(r.diagnostics, "field.type", path));
    CHECK(r.diagnostics.size() == 8);
}

TEST_CASE("parsing is deterministic and survives every truncation of a valid file", "[scenariofile][robustness]")
{
    const QByteArray original = readAll(testData("rag-a100.gpuk.json"));
    for (qsizetype n = 0; n < original.size(); n += 7) {
        const LoadResult a = parseScenario(original.left(n));
        const LoadResult b = parseScenario(original.left(n));
        CHECK_FALSE(a.ok());
        REQUIRE(a.diagnostics.size() == b.diagnostics.size());
        for (std::size_t i = 0; i < a.diagnostics.size(); ++i)
            CHECK(formatDiagnostic(a.diagnostics[i]) == formatDiagnostic(b.diagnostics[i]));
    }
}

TEST_CASE("every malformed file is refused naming the JSON path and the rule", "[scenariofile][malformed]")
{
    const QDir dir(QStringLiteral(GPUK_TEST_DATA "/malformed"));
    QFile tsv(dir.filePath(QStringLiteral("EXPECTED.tsv")));
    REQUIRE(tsv.open(QIODevice::ReadOnly | QIODevice::Text));
    QStringList listed;
    while (!tsv.atEnd()) {
        QString line = QString::fromUtf8(tsv.readLine());
        while (line.endsWith(QLatin1Char('\n')) || line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList cols = line.split(QLatin1Char('\t'));
        REQUIRE(cols.size() == 3);
        const QString &file = cols[0];
        listed << file;
        INFO(file.toStdString() + "  expects  " + cols[1].toStdString() + "  /  " + cols[2].toStdString());
        const LoadResult r = loadScenarioFile(dir.filePath(file));
        INFO(describe(r.diagnostics));
        CHECK_FALSE(r.ok());
        // Like the CLI test, but stricter: path and rule on the same line.
        bool found = false;
        for (const auto &d : r.diagnostics) {
            const QString text = formatDiagnostic(d);
            found |= d.severity == Severity::Error && text.contains(cols[1]) && text.contains(cols[2]);
        }
        CHECK(found);
    }
    CHECK(listed.size() >= 45);
    const QStringList present = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &f : present) {
        INFO(f.toStdString() << " is not listed in EXPECTED.tsv");
        CHECK(listed.contains(f));
    }
    CHECK(listed.size() == present.size());
}

TEST_CASE("files that cannot be read", "[scenariofile][files]")
{
    QTemporaryDir tmp;
    REQUIRE(tmp.isValid());
    const LoadResult missing = loadScenarioFile(tmp.filePath(QStringLiteral("nope.gpuk.json")));
    REQUIRE(missing.diagnostics.size() == 1);
    CHECK(missing.diagnostics[0].code == "file.unreadable");
    CHECK(missing.diagnostics[0].arg("file").find("nope.gpuk.json") != std::string::npos);
    const LoadResult dir = loadScenarioFile(tmp.path());
    REQUIRE(dir.diagnostics.size() == 1);
    CHECK(dir.diagnostics[0].code == "file.unreadable");
}

TEST_CASE("saving is atomic: a failed save leaves the old file untouched", "[scenariofile][files]")
{
    QTemporaryDir tmp;
    REQUIRE(tmp.isValid());
    const Scenario s = *loadScenarioFile(testData("rag-a100.gpuk.json")).scenario;
    const QString target = tmp.filePath(QStringLiteral("saved.gpuk.json"));

    SECTION("a successful save writes the canonical JSON, which loads back equal")
    {
        QString error;
        REQUIRE(saveScenarioFile(s, target, &error));
        CHECK(error.isEmpty());
        CHECK(readAll(target) == scenarioToJson(s));
        const LoadResult back = loadScenarioFile(target);
        REQUIRE(back.ok());
        CHECK(differences(s, *back.scenario).empty());
        CHECK(QDir(tmp.path()).entryList(QDir::Files).size() == 1); // no temporary left behind
    }
    SECTION("the target is a directory")
    {
        QString error;
        CHECK_FALSE(saveScenarioFile(s, tmp.path(), &error));
        CHECK_FALSE(error.isEmpty());
        CHECK(QFileInfo(tmp.path()).isDir());
    }
    SECTION("the directory does not exist")
    {
        QString error;
        CHECK_FALSE(saveScenarioFile(s, tmp.filePath(QStringLiteral("no/such/dir/x.gpuk.json")), &error));
        CHECK_FALSE(error.isEmpty());
    }
    SECTION("the directory is not writable, or the disk is full")
    {
        const QByteArray old = "old contents\n";
        {
            QFile f(target);
            REQUIRE(f.open(QIODevice::WriteOnly));
            f.write(old);
        }
        QString error;
        bool saved = true;
        if (::geteuid() != 0) {
            // Not root: take the write permission away from the directory.
            QFile::setPermissions(tmp.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
            saved = saveScenarioFile(s, target, &error);
            QFile::setPermissions(tmp.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        } else {
            // Root ignores permissions: make the write itself fail ("file too large", as on a full
            // disk) with a file-size limit smaller than the scenario.
            struct rlimit saved_limit;
            REQUIRE(::getrlimit(RLIMIT_FSIZE, &saved_limit) == 0);
            const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
            struct rlimit small = saved_limit;
            small.rlim_cur = 64;
            REQUIRE(::setrlimit(RLIMIT_FSIZE, &small) == 0);
            saved = saveScenarioFile(s, target, &error);
            ::setrlimit(RLIMIT_FSIZE, &saved_limit);
            std::signal(SIGXFSZ, oldHandler);
        }
        CHECK_FALSE(saved);
        CHECK_FALSE(error.isEmpty());
        CHECK(readAll(target) == old);
        CHECK(QDir(tmp.path()).entryList(QDir::Files) == QStringList{QStringLiteral("saved.gpuk.json")});
    }
}

TEST_CASE("a UTF-8 byte order mark is skipped and numbers in findings are exact and duplicate keys are refused", "[scenariofile]")
{
    const QByteArray good = withTenants(minimalTenant);
    {
        const LoadResult r = parseScenario("\xEF\xBB\xBF" + good);
        INFO(describe(r.diagnostics));
        CHECK(r.ok());
    }
    {
        QByteArray json = withTenants(minimalTenant).replace("\"rate_per_s\": 1", "\"rate_per_s\": 10000000.5");
        const LoadResult r = parseScenario(json);
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].arg("got") == "10000000.5");
        json = withTenants(minimalTenant).replace("\"rate_per_s\": 1", "\"rate_per_s\": 1e12");
        CHECK(parseScenario(json).diagnostics.at(0).arg("got") == "1000000000000");
    }
    {
        // QJsonDocument would keep the last of two equal keys; the reader refuses them (io/jsonscan.h).
        const LoadResult r = parseScenario(withTenants(minimalTenant).replace("\"name\": \"x\"", "\"name\": \"a\", \"name\": \"b\""));
        REQUIRE_FALSE(r.ok());
        CHECK(r.diagnostics.at(0).code == "json.duplicate_key");
        CHECK(r.diagnostics.at(0).path == "name");
    }
}

TEST_CASE("an LLM tenant's fields round-trip field by field", "[scenariofile][roundtrip][llm]")
{
    const QByteArray llm = withTenants(R"({"id": "chat", "kind": "llm", "arrival": {"process": "poisson", "rate_per_s": 2},
        "memory": {"model_gb": 15},
        "llm": {"prompt_tokens": {"distribution": "uniform", "min": 100, "max": 3000},
                "output_tokens": {"distribution": "lognormal", "mean": 400, "cv": 0.8},
                "model": {"parameters_b": 8.03, "bytes_per_weight": 0.71, "layers": 32, "kv_heads": 8,
                          "head_dim": 128, "kv_bytes_per_value": 1},
                "max_batch": 48, "prefill_ms_per_token": 0.125}},
        {"id": "other", "kind": "llm", "arrival": {"process": "poisson", "rate_per_s": 1}, "service": {"distribution": "deterministic", "mean_ms": 1},
        "llm": {"prompt_tokens": {"distribution": "deterministic", "mean": 10},
                "output_tokens": {"distribution": "deterministic", "mean": 20},
                "model": {"parameters_b": 1, "bytes_per_weight": 2, "layers": 2, "kv_heads": 1,
                          "head_dim": 64, "kv_bytes_per_value": 2},
                "max_batch": 1, "prefill_ms_per_token": 1}})");
    const LoadResult first = parseScenario(llm, false);
    INFO(describe(first.diagnostics));
    REQUIRE(first.ok());
    const Tenant &t = first.scenario->tenants[0];
    REQUIRE(t.llm.has_value());
    CHECK(t.llm->promptTokens.distribution == TokenDistribution::Uniform);
    CHECK(t.llm->promptTokens.min == 100);
    CHECK(t.llm->promptTokens.max == 3000);
    CHECK(t.llm->outputTokens.distribution == TokenDistribution::Lognormal);
    CHECK(t.llm->outputTokens.mean == 400);
    CHECK(t.llm->outputTokens.cv == 0.8);
    CHECK(t.llm->model == LlmModel{8.03, 0.71, 32, 8, 128, 1});
    CHECK(t.llm->maxBatch == 48);
    CHECK(t.llm->prefillMsPerToken == 0.125);
    CHECK_FALSE(first.scenario->tenants[1].llm->promptTokens == t.llm->promptTokens);
    const QByteArray json1 = scenarioToJson(*first.scenario);
    const LoadResult second = parseScenario(json1, false);
    INFO(describe(second.diagnostics));
    REQUIRE(second.ok());
    CHECK(scenarioToJson(*second.scenario) == json1);
    const auto diffs = differences(*first.scenario, *second.scenario);
    INFO(::Catch::Detail::stringify(diffs));
    CHECK(diffs.empty());
    CHECK(*second.scenario == *first.scenario);
}

TEST_CASE("every LLM field is checked and named at its JSON path", "[scenariofile][diagnostics][llm]")
{
    const auto tenant = [](const char *kind, const char *llm) {
        return withTenants(QByteArray(R"({"id": "chat", "kind": ")") + kind +
                           R"(", "arrival": {"process": "poisson", "rate_per_s": 2}, "llm": )" + llm + "}");
    };
    {
        const LoadResult r = parseScenario(tenant("llm", R"({"prompt_tokens": {"distribution": "uniform", "min": 0, "max": 2e6},
            "output_tokens": {"distribution": "gamma", "mean": 1},
            "model": {"parameters_b": 0, "bytes_per_weight": 9, "layers": 0, "kv_heads": 2000,
                      "head_dim": 1.5, "kv_bytes_per_value": -1},
            "max_batch": 0, "prefill_ms_per_token": 0, "speed": 1})"));
        INFO(describe(r.diagnostics));
        CHECK_FALSE(r.ok());
        for (const char *path : {"tenants[0].llm.prompt_tokens.min", "tenants[0].llm.prompt_tokens.max",
                                 "tenants[0].llm.model.parameters_b", "tenants[0].llm.model.bytes_per_weight",
                                 "tenants[0].llm.model.layers", "tenants[0].llm.model.kv_heads",
                                 "tenants[0].llm.model.kv_bytes_per_value", "tenants[0].llm.max_batch",
                                 "tenants[0].llm.prefill_ms_per_token"}) {
            INFO(path);
            CHECK(findAt(r.diagnostics, "field.range", path));
        }
        CHECK(findAt(r.diagnostics, "field.enum", "tenants[0].llm.output_tokens.distribution"));
        CHECK(findAt(r.diagnostics, "field.unknown", "tenants[0].llm.speed"));
        CHECK(std::any_of(r.diagnostics.begin(), r.diagnostics.end(),
                          [](const Diagnostic &d) { return d.path == "tenants[0].llm.model.head_dim"; }));
    }
    {
        const LoadResult r = parseScenario(tenant("llm", R"({"prompt_tokens": {"distribution": "uniform", "min": 10, "max": 5, "mean": 7},
            "output_tokens": {"distribution": "deterministic", "mean": 10, "cv": 1, "min": 1}})"));
        INFO(describe(r.diagnostics));
        CHECK(findAt(r.diagnostics, "field.range", "tenants[0].llm.prompt_tokens.max"));
        CHECK(findAt(r.diagnostics, "field.not_applicable", "tenants[0].llm.prompt_tokens.mean"));
        CHECK(findAt(r.diagnostics, "field.not_applicable", "tenants[0].llm.output_tokens.cv"));
        CHECK(findAt(r.diagnostics, "field.not_applicable", "tenants[0].llm.output_tokens.min"));
        for (const char *path : {"tenants[0].llm.model", "tenants[0].llm.max_batch", "tenants[0].llm.prefill_ms_per_token"}) {
            INFO(path);
            CHECK(findAt(r.diagnostics, "field.required", path));
        }
    }
    {
        const LoadResult r = parseScenario(tenant("llm", R"({"prompt_tokens": {"distribution": "lognormal", "mean": 10},
            "output_tokens": {}, "model": {}, "max_batch": 4, "prefill_ms_per_token": 1})"));
        INFO(describe(r.diagnostics));
        CHECK(findAt(r.diagnostics, "field.required", "tenants[0].llm.prompt_tokens.cv"));
        CHECK(findAt(r.diagnostics, "field.required", "tenants[0].llm.output_tokens.distribution"));
        for (const char *path : {"tenants[0].llm.model.parameters_b", "tenants[0].llm.model.bytes_per_weight",
                                 "tenants[0].llm.model.layers", "tenants[0].llm.model.kv_heads",
                                 "tenants[0].llm.model.head_dim", "tenants[0].llm.model.kv_bytes_per_value"}) {
            INFO(path);
            CHECK(findAt(r.diagnostics, "field.required", path));
        }
    }
    {
        // an llm block belongs to kind llm only, and without it the service is required
        const LoadResult r = parseScenario(tenant("embedding", R"({})"));
        INFO(describe(r.diagnostics));
        const Diagnostic *d = findAt(r.diagnostics, "field.not_applicable", "tenants[0].llm");
        REQUIRE(d);
        CHECK(d->arg("value") == "embedding");
        CHECK(findAt(r.diagnostics, "field.required", "tenants[0].service"));
    }
    {
        const LoadResult r = parseScenario(tenant("llm", R"([])"));
        INFO(describe(r.diagnostics));
        CHECK(findAt(r.diagnostics, "field.type", "tenants[0].llm"));
    }
}
