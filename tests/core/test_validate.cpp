// Semantic validation (core/sharing/validate.h): every code fires on a scenario built in code,
// at the documented path, and a good scenario has no findings. The base scenario mirrors the
// format reference examples/rag-a100.gpuk.json (RAG customer service on one A100-40GB).

#include "scenario.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>

using namespace gpuk;

namespace {

Tenant makeTenant(const std::string &id, double modelGb, double perRequestGb = 0, int maxConcurrency = 1)
{
    Tenant t;
    t.id = id;
    t.name = id;
    t.modelGb = modelGb;
    t.perRequestGb = perRequestGb;
    t.maxConcurrency = maxConcurrency;
    t.arrival.ratePerS = 10;
    t.service.meanMs = 5;
    return t;
}

MigInstancePlan instance(const std::string &profile, std::optional<int> start, std::vector<std::string> tenants)
{
    MigInstancePlan i;
    i.profile = profile;
    i.start = start;
    i.tenants = std::move(tenants);
    return i;
}

// Peak memory: embed 1.5 + 0.05 x 16 = 2.3, rerank 3 + 0.2 x 8 = 4.6, llm 7 + 0.25 x 8 = 9, batch 4.
Scenario ragScenario()
{
    Scenario s;
    s.name = "RAG";
    s.gpuId = "A100-40GB";
    s.tenants = {makeTenant("embed", 1.5, 0.05, 16), makeTenant("rerank", 3.0, 0.2, 8),
                 makeTenant("llm", 7.0, 0.25, 8), makeTenant("batch", 4.0)};
    s.tenants[0].smWidth = 14;
    s.tenants[3].smWidth = 98;

    s.sharing.mode = Mode::Mig;
    s.sharing.mig.instances = {instance("2g.10gb", 0, {"rerank"}), instance("1g.5gb", 2, {"embed"}),
                               instance("1g.5gb", 3, {"batch"}), instance("3g.20gb", 4, {"llm"})};

    SharingPlan exclusive;
    exclusive.mode = Mode::Exclusive;
    s.alternatives[Mode::Exclusive] = exclusive;

    SharingPlan mps;
    mps.mode = Mode::Mps;
    mps.mps.clients = {{"embed", 30.0, std::nullopt}, {"rerank", 30.0, 6.0}, {"llm", std::nullopt, std::nullopt},
                       {"batch", 20.0, std::nullopt}};
    s.alternatives[Mode::Mps] = mps;

    SharingPlan vgpu;
    vgpu.mode = Mode::Vgpu;
    vgpu.vgpu.timeSliceMs = 2;
    vgpu.vgpu.vms = {{"embed", "A100-10C"}, {"rerank", "A100-10C"}, {"llm", "A100-10C"}, {"batch", "A100-10C"}};
    s.alternatives[Mode::Vgpu] = vgpu;

    SharingPlan ts;
    ts.mode = Mode::Timeslice;
    s.alternatives[Mode::Timeslice] = ts;

    s.faults = {Fault{40, "batch", "fatal"}};
    s.simulation = SimulationSettings{60, 5, 42};
    return s;
}

// The scenario with `plan` as its only plan (no alternatives).
Scenario withPlan(const SharingPlan &plan)
{
    Scenario s = ragScenario();
    s.sharing = plan;
    s.alternatives.clear();
    return s;
}

std::string describe(const Diagnostics &diags)
{
    std::ostringstream os;
    for (const auto &d : diags) {
        os << (d.severity == Severity::Error ? "E " : "W ") << d.path << ": " << d.code;
        for (const auto &[k, v] : d.args)
            os << " " << k << "=" << v;
        os << "\n";
    }
    return os.str();
}

const Diagnostic *find(const Diagnostics &diags, const std::string &code, const std::string &path = {})
{
    for (const auto &d : diags)
        if (d.code == code && (path.empty() || d.path == path))
            return &d;
    return nullptr;
}

bool hasCode(const Diagnostics &diags, const std::string &prefix)
{
    return std::any_of(diags.begin(), diags.end(), [&](const Diagnostic &d) { return d.code.rfind(prefix, 0) == 0; });
}

SharingPlan vgpuPlan(std::vector<std::pair<std::string, std::string>> vms, bool migBacked = false)
{
    SharingPlan p;
    p.mode = Mode::Vgpu;
    p.vgpu.migBacked = migBacked;
    for (auto &[t, prof] : vms)
        p.vgpu.vms.push_back(VgpuVm{t, prof});
    return p;
}

} // namespace

// --- the good scenario ------------------------------------------------------------------------

TEST_CASE("validateScenario finds nothing wrong in the RAG reference scenario and its alternatives", "[validate]")
{
    const auto diags = validateScenario(ragScenario());
    INFO(describe(diags));
    CHECK(diags.empty());
}

TEST_CASE("validateScenario checks each alternative plan under its own path", "[validate]")
{
    Scenario s = ragScenario();
    s.alternatives[Mode::Mps].mps.clients[1].pinnedMemoryLimitGb = 2.0; // rerank's model is 3 GB
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d =
        find(diags, "mps.model_exceeds_pinned_limit", "alternatives.mps.clients[1].pinned_memory_limit_gb");
    REQUIRE(d);
    CHECK(d->arg("tenant") == "rerank");
    CHECK(d->arg("needed_gb") == "3");
    CHECK(d->arg("limit_gb") == "2");
}

// --- scenario-wide rules ------------------------------------------------------------------------

TEST_CASE("validateScenario reports an unknown GPU and skips the checks that need one", "[validate]")
{
    Scenario s = ragScenario();
    s.gpuId = "T4"; // not MIG-capable and in neither fact file
    s.sharing.mig.instances[0].start = 1;              // would be illegal on a real A100
    s.sharing.mig.instances[1].tenants.push_back("x"); // GPU-independent: still reported
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "gpu.unknown", "gpu");
    REQUIRE(d);
    CHECK(d->arg("gpu") == "T4");
    CHECK(find(diags, "plan.unknown_tenant", "sharing.instances[1].tenants[1]"));
    CHECK_FALSE(hasCode(diags, "mig."));
    CHECK_FALSE(hasCode(diags, "memory."));
}

TEST_CASE("validateScenario says a GPU listed for reference only cannot be simulated and what the fact sheets lack",
          "[validate]")
{
    Scenario s = ragScenario();
    s.gpuId = "b300";
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "gpu.not_simulated", "gpu");
    REQUIRE(d);
    CHECK(d->severity == Severity::Error);
    CHECK(d->arg("gpu") == "B300");
    CHECK(d->arg("missing").find("sms") != std::string::npos);
    CHECK(d->arg("missing").find("1g.34gb:placements") != std::string::npos);
    CHECK_FALSE(hasCode(diags, "gpu.unknown"));
    CHECK_FALSE(hasCode(diags, "mig."));
}

TEST_CASE("validateScenario reports duplicate tenant ids and an sm_width wider than the GPU", "[validate]")
{
    Scenario s = ragScenario();
    s.tenants.push_back(makeTenant("embed", 1));
    s.tenants[2].smWidth = 200;
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "tenant.duplicate_id", "tenants[4].id");
    REQUIRE(d);
    CHECK(d->arg("id") == "embed");
    d = find(diags, "tenant.sm_width_exceeds_gpu", "tenants[2].sm_width");
    REQUIRE(d);
    CHECK(d->arg("tenant") == "llm");
    CHECK(d->arg("sm_width") == "200");
    CHECK(d->arg("sms") == "108");
}

TEST_CASE("validateScenario refuses an LLM whose model_gb cannot hold its weights and accepts one that can",
          "[validate][llm]")
{
    // Llama-3.1-8B in fp16: 8.03e9 × 2 bytes = 14.96 GiB of weights.
    Scenario s = ragScenario();
    Tenant &llm = s.tenants[2];
    llm.kind = TenantKind::Llm;
    llm.llm.emplace();
    llm.llm->model = LlmModel{8.03, 2, 32, 8, 128, 2};
    llm.modelGb = 15;
    s.sharing = SharingPlan{};
    s.sharing.mode = Mode::Exclusive;
    INFO(describe(validateScenario(s)));
    CHECK_FALSE(find(validateScenario(s), "tenant.model_below_llm_weights", "tenants[2].memory.model_gb"));

    llm.modelGb = 12;
    auto diags = validateScenario(s);
    const Diagnostic *d = find(diags, "tenant.model_below_llm_weights", "tenants[2].memory.model_gb");
    REQUIRE(d);
    CHECK(d->severity == Severity::Error);
    CHECK(d->arg("tenant") == "llm");
    CHECK(d->arg("model_gb") == "12");
    CHECK(d->arg("weights_gb").substr(0, 5) == "14.95");
    CHECK(concernsWholeScenario(*d));

    // 10 000 billion parameters of 8 bytes do not fit 15 GiB either.
    llm.modelGb = 15;
    llm.llm->model.parametersB = 1e4;
    llm.llm->model.bytesPerWeight = 8;
    CHECK(find(validateScenario(s), "tenant.model_below_llm_weights", "tenants[2].memory.model_gb"));
}

TEST_CASE("A mean service time below one microsecond is refused naming service.mean_ms; an LLM's unused one is not",
          "[validate]")
{
    Scenario s = ragScenario();
    s.tenants[0].service.meanMs = minServiceMs;
    CHECK_FALSE(find(validateScenario(s), "tenant.service_too_short", "tenants[0].service.mean_ms"));
    s.tenants[0].service.meanMs = 1e-5;
    const auto diags = validateScenario(s);
    const Diagnostic *d = find(diags, "tenant.service_too_short", "tenants[0].service.mean_ms");
    REQUIRE(d);
    CHECK(d->severity == Severity::Error);
    CHECK(d->arg("min") == "0.001");
    CHECK(concernsWholeScenario(*d));
    // an LLM's requests take its iterations' time: its service block is not used
    s.tenants[0].service.meanMs = 1;
    Tenant &llm = s.tenants[2];
    llm.kind = TenantKind::Llm;
    llm.llm.emplace();
    llm.llm->model = LlmModel{8.03, 2, 32, 8, 128, 2};
    llm.modelGb = 15;
    llm.service.meanMs = 1e-6;
    CHECK_FALSE(find(validateScenario(s), "tenant.service_too_short", "tenants[2].service.mean_ms"));
}

TEST_CASE("validateScenario reports faults on unknown tenants, faults after the end and a late warmup",
          "[validate]")
{
    Scenario s = ragScenario();
    s.faults.push_back(Fault{10, "ghost", "fatal"});
    s.faults.push_back(Fault{90, "llm", "fatal"});
    s.simulation.warmupS = 60;
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "fault.unknown_tenant", "faults[1].tenant");
    REQUIRE(d);
    CHECK(d->arg("tenant") == "ghost");
    d = find(diags, "fault.after_end", "faults[2].at_s");
    REQUIRE(d);
    CHECK(d->severity == Severity::Warning);
    CHECK(d->arg("at_s") == "90");
    CHECK(d->arg("duration_s") == "60");
    d = find(diags, "simulation.warmup_not_before_end", "simulation.warmup_s");
    REQUIRE(d);
    CHECK(d->arg("warmup_s") == "60");
}

TEST_CASE("validateScenario reports an alternative of the wrong mode and one duplicating the active mode",
          "[validate]")
{
    Scenario s = ragScenario();
    SharingPlan ts;
    ts.mode = Mode::Timeslice;
    s.alternatives[Mode::Exclusive] = ts;
    s.alternatives[Mode::Mig] = s.sharing;
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "plan.mode_mismatch", "alternatives.exclusive.mode");
    REQUIRE(d);
    CHECK(d->arg("key") == "exclusive");
    CHECK(d->arg("mode") == "timeslice");
    d = find(diags, "plan.alternative_duplicates_active", "alternatives.mig");
    REQUIRE(d);
    CHECK(d->arg("mode") == "mig");
}

TEST_CASE("validateScenario reports unknown, doubled and unassigned tenants in a plan", "[validate]")
{
    Scenario s = ragScenario();
    s.sharing.mig.instances[0].tenants = {"rerank", "ghost"};
    s.sharing.mig.instances[1].tenants = {"embed", "rerank"};
    s.sharing.mig.instances[2].tenants.clear(); // batch unassigned, instance empty
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    CHECK(find(diags, "plan.unknown_tenant", "sharing.instances[0].tenants[1]"));
    const Diagnostic *d = find(diags, "plan.tenant_twice", "sharing.instances[1].tenants[1]");
    REQUIRE(d);
    CHECK(d->arg("tenant") == "rerank");
    d = find(diags, "plan.tenant_unassigned", "sharing.instances");
    REQUIRE(d);
    CHECK(d->arg("tenant") == "batch");
    CHECK(d->severity == Severity::Warning);
    d = find(diags, "mig.instance_empty", "sharing.instances[2].tenants");
    REQUIRE(d);
    CHECK(d->severity == Severity::Warning);

    SharingPlan mps;
    mps.mode = Mode::Mps;
    mps.mps.clients = {{"embed", std::nullopt, std::nullopt}, {"nobody", std::nullopt, std::nullopt},
                       {"embed", std::nullopt, std::nullopt}};
    const auto m = validateScenario(withPlan(mps));
    INFO(describe(m));
    CHECK(find(m, "plan.unknown_tenant", "sharing.clients[1].tenant"));
    CHECK(find(m, "plan.tenant_twice", "sharing.clients[2].tenant"));
    CHECK(find(m, "plan.tenant_unassigned", "sharing.clients"));

    const auto v = validateScenario(withPlan(vgpuPlan({{"embed", "A100-10C"}, {"nobody", "A100-10C"}})));
    INFO(describe(v));
    CHECK(find(v, "plan.unknown_tenant", "sharing.vms[1].tenant"));
    CHECK(find(v, "plan.tenant_unassigned", "sharing.vms"));
}

// --- exclusive and time-slicing -------------------------------------------------------------------

TEST_CASE("validateScenario says a tenant larger than the whole GPU cannot run exclusively", "[validate]")
{
    SharingPlan plan;
    plan.mode = Mode::Exclusive;
    Scenario s = withPlan(plan);
    s.tenants[2] = makeTenant("llm", 30, 2, 8); // 46 GB peak > 40537 MiB
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "tenant.model_too_large_for_gpu", "tenants[2].memory");
    REQUIRE(d);
    CHECK(d->arg("tenant") == "llm");
    CHECK(d->arg("needed_gb") == "46");
    CHECK(d->arg("capacity_gb") == formatNumber(40537 / 1024.0));
}

TEST_CASE("validateScenario says time-sliced tenants whose models exceed memory cannot all load", "[validate]")
{
    SharingPlan plan;
    plan.mode = Mode::Timeslice;
    Scenario s = withPlan(plan);
    CHECK(validateScenario(s).empty());
    s.tenants[2].modelGb = 35; // 1.5 + 3 + 35 + 4 = 43.5
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "timeslice.models_exceed_memory", "sharing");
    REQUIRE(d);
    CHECK(d->arg("needed_gb") == "43.5");
}

// --- MIG ----------------------------------------------------------------------------------------

TEST_CASE("validateScenario reports MIG layout errors under sharing.instances", "[validate][mig]")
{
    Scenario s = ragScenario();
    s.sharing.mig.instances[3].start = 2;
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "mig.placement.illegal_start", "sharing.instances[3].start");
    REQUIRE(d);
    CHECK(d->arg("allowed") == "0, 4");
}

TEST_CASE("validateScenario says an LLM needing 15 GB does not fit a 1g.5gb of 4.75 GB", "[validate][mig]")
{
    Scenario s = ragScenario();
    s.tenants[2] = makeTenant("llm", 13, 0.25, 8); // 15 GB
    s.sharing.mig.instances[3].tenants = {};
    s.sharing.mig.instances[1].tenants = {"embed", "llm"};
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "memory.does_not_fit", "sharing.instances[1].tenants");
    REQUIRE(d);
    CHECK(d->arg("tenants") == "embed, llm");
    CHECK(d->arg("needed_gb") == "17.3");
    CHECK(d->arg("capacity_gb") == "4.75");
    CHECK(d->arg("where") == "1g.5gb");
}

TEST_CASE("validateScenario limits MPS clients inside a MIG instance in proportion to its size", "[validate][mig]")
{
    // Fact sheet §2.6: 48 clients lowered proportionally, 1g of 7 slices -> floor(48 / 7) = 6.
    Scenario s = ragScenario();
    std::vector<std::string> ids;
    for (int i = 0; i < 7; ++i) {
        s.tenants.push_back(makeTenant("tiny" + std::to_string(i), 0.1));
        ids.push_back("tiny" + std::to_string(i));
    }
    s.sharing.mig.instances.push_back(instance("1g.5gb", std::nullopt, ids));
    s.sharing.mig.instances[4].inner = MigInner::Mps;
    s.sharing.mig.instances[3] = instance("2g.10gb", 4, {"llm"});
    auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "mig.inner_mps_too_many_clients", "sharing.instances[4].tenants");
    REQUIRE(d);
    CHECK(d->arg("count") == "7");
    CHECK(d->arg("max") == "6");

    s.sharing.mig.instances[4].tenants.pop_back();
    s.sharing.mig.instances[0].tenants.push_back("tiny6");
    diags = validateScenario(s);
    INFO(describe(diags));
    CHECK_FALSE(hasErrors(diags));
}

// --- MPS ----------------------------------------------------------------------------------------

TEST_CASE("validateScenario allows at most 48 MPS clients", "[validate][mps]")
{
    Scenario s = ragScenario();
    SharingPlan plan;
    plan.mode = Mode::Mps;
    s.tenants.clear();
    for (int i = 0; i < 49; ++i) {
        s.tenants.push_back(makeTenant("t" + std::to_string(i), 0.5));
        plan.mps.clients.push_back({"t" + std::to_string(i), std::nullopt, std::nullopt});
    }
    s.faults.clear();
    s.sharing = plan;
    s.alternatives.clear();
    auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "mps.too_many_clients", "sharing.clients");
    REQUIRE(d);
    CHECK(d->arg("count") == "49");
    CHECK(d->arg("max") == "48");
    s.sharing.mps.clients.pop_back();
    s.tenants.pop_back();
    CHECK(validateScenario(s).empty());
}

TEST_CASE("validateScenario checks MPS thread percentages and pinned memory limits", "[validate][mps]")
{
    Scenario s = ragScenario();
    SharingPlan plan = s.alternatives[Mode::Mps];
    plan.mps.clients[0].activeThreadPercentage = 150;
    plan.mps.clients[1].activeThreadPercentage = 0;
    plan.mps.clients[2].pinnedMemoryLimitGb = 5;  // llm model 7
    plan.mps.clients[3].pinnedMemoryLimitGb = 50; // more than the GPU
    const auto diags = validateScenario(withPlan(plan));
    INFO(describe(diags));
    const Diagnostic *d =
        find(diags, "mps.active_thread_percentage_out_of_range", "sharing.clients[0].active_thread_percentage");
    REQUIRE(d);
    CHECK(d->arg("value") == "150");
    CHECK(find(diags, "mps.active_thread_percentage_out_of_range", "sharing.clients[1].active_thread_percentage"));
    d = find(diags, "mps.model_exceeds_pinned_limit", "sharing.clients[2].pinned_memory_limit_gb");
    REQUIRE(d);
    CHECK(d->arg("needed_gb") == "7");
    CHECK(d->arg("limit_gb") == "5");
    d = find(diags, "mps.pinned_limit_exceeds_gpu", "sharing.clients[3].pinned_memory_limit_gb");
    REQUIRE(d);
    CHECK(d->arg("limit_gb") == "50");
}

TEST_CASE("validateScenario fails MPS models that cannot all load but leaves request memory to run time",
          "[validate][mps]")
{
    Scenario s = ragScenario();
    SharingPlan plan = s.alternatives[Mode::Mps];
    s = withPlan(plan);
    s.tenants[2].perRequestGb = 10; // peak 87 GB: a run-time OOM, not a validation error
    CHECK(validateScenario(s).empty());
    s.tenants[2].modelGb = 36; // 1.5 + 3 + 36 + 4 = 44.5 > 39.59
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "memory.does_not_fit", "sharing.clients");
    REQUIRE(d);
    CHECK(d->arg("needed_gb") == "44.5");
    CHECK(d->arg("where") == "A100-40GB");
    CHECK(d->arg("tenants") == "embed, rerank, llm, batch");
}

// --- vGPU ---------------------------------------------------------------------------------------

TEST_CASE("validateScenario says H200 has no vGPU profiles in the catalog", "[validate][vgpu]")
{
    Scenario s = withPlan(vgpuPlan({{"embed", "H200-18C"}}));
    s.gpuId = "H200-141GB";
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "vgpu.not_supported", "sharing.mode");
    REQUIRE(d);
    CHECK(d->arg("gpu") == "H200-141GB");
    CHECK_FALSE(hasCode(diags, "vgpu.profile"));
}

TEST_CASE("validateScenario checks vGPU profile names and backing", "[validate][vgpu]")
{
    const auto diags = validateScenario(withPlan(vgpuPlan(
        {{"embed", "A100-10C"}, {"rerank", "A100-9C"}, {"llm", "A100-3-20C"}, {"batch", "A100-10C"}})));
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "vgpu.profile.unknown", "sharing.vms[1].profile");
    REQUIRE(d);
    CHECK(d->arg("profile") == "A100-9C");
    d = find(diags, "vgpu.profile.wrong_backing", "sharing.vms[2].profile");
    REQUIRE(d);
    CHECK(d->arg("backing") == "timesliced");

    const auto mig = validateScenario(withPlan(vgpuPlan(
        {{"embed", "A100-1-5C"}, {"rerank", "A100-1-5C"}, {"llm", "A100-10C"}, {"batch", "A100-1-5C"}}, true)));
    INFO(describe(mig));
    d = find(mig, "vgpu.profile.wrong_backing", "sharing.vms[2].profile");
    REQUIRE(d);
    CHECK(d->arg("backing") == "mig");
}

TEST_CASE("validateScenario enforces equal-size time-sliced vGPUs and no fixed share with mixed sizes",
          "[validate][vgpu]")
{
    SharingPlan plan = vgpuPlan({{"embed", "A100-5C"}, {"rerank", "A100-5C"}, {"llm", "A100-10C"}, {"batch", "A100-5C"}});
    auto diags = validateScenario(withPlan(plan));
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "vgpu.mixed_sizes_not_allowed", "sharing.vms");
    REQUIRE(d);
    CHECK(d->arg("profiles") == "A100-5C, A100-10C");
    CHECK_FALSE(find(diags, "vgpu.fixed_share_with_mixed_sizes"));

    plan.vgpu.mixedSize = true;
    diags = validateScenario(withPlan(plan));
    INFO(describe(diags));
    CHECK(diags.empty());

    plan.vgpu.scheduler = VgpuScheduler::FixedShare;
    diags = validateScenario(withPlan(plan));
    INFO(describe(diags));
    d = find(diags, "vgpu.fixed_share_with_mixed_sizes", "sharing.scheduler");
    REQUIRE(d);
    CHECK(d->arg("profiles") == "A100-5C, A100-10C");
}

TEST_CASE("validateScenario counts vGPUs per type against the equal-size or mixed-size maximum", "[validate][vgpu]")
{
    Scenario s = ragScenario();
    s.tenants.push_back(makeTenant("extra", 1));
    s.tenants[2] = makeTenant("llm", 7); // fits the 8 GB of A100-8C
    SharingPlan plan = vgpuPlan(
        {{"embed", "A100-8C"}, {"rerank", "A100-8C"}, {"llm", "A100-8C"}, {"batch", "A100-8C"}, {"extra", "A100-8C"}});
    s.sharing = plan;
    s.alternatives.clear();
    CHECK(validateScenario(s).empty()); // A100-8C: 5 in equal-size mode (fact sheet §3.4)

    s.sharing.vgpu.mixedSize = true; // ...but 4 in mixed-size mode
    auto diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "vgpu.too_many_vms", "sharing.vms");
    REQUIRE(d);
    CHECK(d->arg("profile") == "A100-8C");
    CHECK(d->arg("count") == "5");
    CHECK(d->arg("max") == "4");

    for (auto &vm : s.sharing.vgpu.vms)
        vm.profile = "A100-10C";
    s.sharing.vgpu.mixedSize = false;
    diags = validateScenario(s);
    INFO(describe(diags));
    d = find(diags, "vgpu.too_many_vms", "sharing.vms");
    REQUIRE(d);
    CHECK(d->arg("max") == "4");
}

TEST_CASE("validateScenario keeps mixed-size framebuffers within the board", "[validate][vgpu]")
{
    SharingPlan plan = vgpuPlan({{"embed", "A100-5C"}, {"rerank", "A100-10C"}, {"llm", "A100-20C"}, {"batch", "A100-10C"}});
    plan.vgpu.mixedSize = true;
    const auto diags = validateScenario(withPlan(plan));
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "vgpu.framebuffer_exceeded", "sharing.vms");
    REQUIRE(d);
    CHECK(d->arg("needed_gb") == "45");
    CHECK(d->arg("capacity_gb") == "40");
}

TEST_CASE("validateScenario checks each VM's tenant against its framebuffer or GPU instance", "[validate][vgpu]")
{
    auto diags = validateScenario(withPlan(
        vgpuPlan({{"embed", "A100-5C"}, {"rerank", "A100-5C"}, {"llm", "A100-5C"}, {"batch", "A100-5C"}})));
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "memory.does_not_fit", "sharing.vms[2].profile");
    REQUIRE(d);
    CHECK(d->arg("tenants") == "llm");
    CHECK(d->arg("needed_gb") == "9");
    CHECK(d->arg("capacity_gb") == "5");
    CHECK(d->arg("where") == "A100-5C");

    diags = validateScenario(withPlan(vgpuPlan(
        {{"embed", "A100-1-5C"}, {"rerank", "A100-1-5C"}, {"llm", "A100-1-5C"}, {"batch", "A100-1-5C"}}, true)));
    INFO(describe(diags));
    d = find(diags, "memory.does_not_fit", "sharing.vms[2].profile");
    REQUIRE(d);
    CHECK(d->arg("capacity_gb") == "4.75");
    CHECK(d->arg("where") == "A100-1-5C");
}

TEST_CASE("validateScenario accepts mixed MIG-backed vGPUs but not ones whose GPU instances cannot be placed",
          "[validate][vgpu]")
{
    // Fact sheet §3.3: 1 x A100-4-20C + 1 x A100-2-10C + 1 x A100-1-5C is a documented valid mix.
    Scenario s = ragScenario();
    s.tenants.pop_back();
    s.faults.clear();
    s.sharing = vgpuPlan({{"llm", "A100-4-20C"}, {"rerank", "A100-2-10C"}, {"embed", "A100-1-5C"}}, true);
    s.alternatives.clear();
    auto diags = validateScenario(s);
    INFO(describe(diags));
    CHECK(diags.empty());

    // Two 3g.20gb fill all eight memory slots: no room for the 1g.5gb behind the third VM.
    s.sharing = vgpuPlan({{"llm", "A100-3-20C"}, {"rerank", "A100-3-20C"}, {"embed", "A100-1-5C"}}, true);
    diags = validateScenario(s);
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "vgpu.mig_backing_not_placeable", "sharing.vms");
    REQUIRE(d);
    CHECK(d->arg("profiles") == "3g.20gb, 3g.20gb, 1g.5gb");
    CHECK_FALSE(find(diags, "vgpu.mixed_sizes_not_allowed"));
}

TEST_CASE("validateScenario accepts equal and fixed share time slices of 1 to 30 ms only", "[validate][vgpu]")
{
    SharingPlan plan = ragScenario().alternatives[Mode::Vgpu];
    plan.vgpu.scheduler = VgpuScheduler::EqualShare;
    plan.vgpu.timeSliceMs = 30;
    CHECK(validateScenario(withPlan(plan)).empty());
    plan.vgpu.timeSliceMs = 0.5;
    auto diags = validateScenario(withPlan(plan));
    INFO(describe(diags));
    const Diagnostic *d = find(diags, "vgpu.time_slice_out_of_range", "sharing.time_slice_ms");
    REQUIRE(d);
    CHECK(d->arg("value") == "0.5");
    plan.vgpu.scheduler = VgpuScheduler::FixedShare;
    plan.vgpu.timeSliceMs = 31;
    CHECK(find(validateScenario(withPlan(plan)), "vgpu.time_slice_out_of_range", "sharing.time_slice_ms"));
}

// --- default plans, planForMode, resolveMigLayout -------------------------------------------------

TEST_CASE("defaultPlan for MIG gives each tenant the smallest profile that fits, largest tenant first",
          "[validate][default]")
{
    Scenario s = ragScenario();
    const SharingPlan plan = defaultPlan(s, Mode::Mig);
    REQUIRE(plan.mode == Mode::Mig);
    REQUIRE(plan.mig.instances.size() == 4);
    // llm 9 GB -> 2g.10gb, rerank 4.6 -> 1g.5gb, batch 4 -> 1g.5gb, embed 2.3 -> 1g.5gb,
    // placed by the driver model in that order.
    CHECK(plan.mig.instances[0].profile == "2g.10gb");
    CHECK(plan.mig.instances[0].tenants == std::vector<std::string>{"llm"});
    CHECK(plan.mig.instances[0].start == 4);
    CHECK(plan.mig.instances[1].tenants == std::vector<std::string>{"rerank"});
    CHECK(plan.mig.instances[1].profile == "1g.5gb");
    CHECK(plan.mig.instances[1].start == 6);
    CHECK(plan.mig.instances[2].start == 0);
    CHECK(plan.mig.instances[3].tenants == std::vector<std::string>{"embed"});
    CHECK(plan.mig.instances[3].start == 1);
    s.sharing = plan;
    s.alternatives.clear();
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    CHECK(diags.empty());
}

TEST_CASE("defaultPlan for MIG leaves a tenant that fits nowhere unassigned with a warning", "[validate][default]")
{
    Scenario s = ragScenario();
    s.tenants.push_back(makeTenant("huge", 45));
    s.sharing = defaultPlan(s, Mode::Mig);
    s.alternatives.clear();
    for (const auto &inst : s.sharing.mig.instances)
        CHECK(std::find(inst.tenants.begin(), inst.tenants.end(), "huge") == inst.tenants.end());
    const auto diags = validateScenario(s);
    INFO(describe(diags));
    CHECK_FALSE(hasErrors(diags));
    const Diagnostic *d = find(diags, "plan.tenant_unassigned", "sharing.instances");
    REQUIRE(d);
    CHECK(d->arg("tenant") == "huge");
}

TEST_CASE("defaultPlan for vGPU picks the smallest equal-size profile fitting the largest tenant", "[validate][default]")
{
    Scenario s = ragScenario();
    SharingPlan plan = defaultPlan(s, Mode::Vgpu);
    REQUIRE(plan.mode == Mode::Vgpu);
    CHECK_FALSE(plan.vgpu.migBacked);
    CHECK(plan.vgpu.scheduler == VgpuScheduler::BestEffort);
    REQUIRE(plan.vgpu.vms.size() == 4);
    for (const auto &vm : plan.vgpu.vms)
        CHECK(vm.profile == "A100-10C"); // 9 GB llm: 8C is too small, 10C allows 4 VMs
    s.sharing = plan;
    s.alternatives.clear();
    CHECK(validateScenario(s).empty());

    // Small tenants: the 4C profile, which allows up to 10 VMs.
    Scenario small = ragScenario();
    for (auto &t : small.tenants)
        t = makeTenant(t.id, 1);
    plan = defaultPlan(small, Mode::Vgpu);
    REQUIRE(plan.vgpu.vms.size() == 4);
    CHECK(plan.vgpu.vms[0].profile == "A100-4C");
}

TEST_CASE("defaultPlan for MPS, time-slicing and exclusive serves every tenant", "[validate][default]")
{
    Scenario s = ragScenario();
    const SharingPlan mps = defaultPlan(s, Mode::Mps);
    REQUIRE(mps.mps.clients.size() == 4);
    CHECK(mps.mps.clients[2].tenant == "llm");
    CHECK_FALSE(mps.mps.clients[2].activeThreadPercentage);
    CHECK_FALSE(mps.mps.clients[2].pinnedMemoryLimitGb);
    CHECK(defaultPlan(s, Mode::Timeslice).timeslice.timeSliceMs == TimeslicePlan{}.timeSliceMs);
    CHECK(defaultPlan(s, Mode::Exclusive).mode == Mode::Exclusive);
    for (Mode m : allModes) {
        Scenario one = ragScenario();
        one.sharing = defaultPlan(one, m);
        one.alternatives.clear();
        INFO(modeName(m));
        CHECK_FALSE(hasErrors(validateScenario(one)));
    }
}

TEST_CASE("planForMode returns the scenario's own plan for a mode and the default otherwise", "[validate][default]")
{
    Scenario s = ragScenario();
    CHECK(planForMode(s, Mode::Mig).mig.instances[0].profile == "2g.10gb");
    CHECK(planForMode(s, Mode::Mig).mig.instances[0].start == 0);
    CHECK(planForMode(s, Mode::Mps).mps.clients[1].pinnedMemoryLimitGb == 6.0);
    s.alternatives.erase(Mode::Mps);
    CHECK_FALSE(planForMode(s, Mode::Mps).mps.clients[1].pinnedMemoryLimitGb);
    CHECK(planForMode(s, Mode::Mps).mode == Mode::Mps);
}

TEST_CASE("resolveMigLayout applies the driver model and refuses an illegal plan", "[validate][mig]")
{
    const GpuModel &a100 = *findGpu("A100-40GB");
    MigPlan plan;
    plan.instances = {instance("3g.20gb", std::nullopt, {}), instance("1g.5gb", std::nullopt, {}),
                      instance("2g.10gb", std::nullopt, {}), instance("1g.5gb", std::nullopt, {})};
    const auto layout = resolveMigLayout(a100, plan);
    REQUIRE(layout);
    REQUIRE(layout->size() == 4);
    CHECK((*layout)[0].start == 4);
    CHECK((*layout)[3].start == 1);
    std::swap(plan.instances[0], plan.instances[3]);
    plan.instances[2].start = 0; // 1g auto, 1g auto, 2g at 0, 3g auto: 1g@6, 1g@5, 3g finds no room
    CHECK_FALSE(resolveMigLayout(a100, plan));
}

TEST_CASE("findings about the GPU, the tenants' ids and widths, the simulation and faults concern the whole scenario",
          "[validate]")
{
    for (const char *code : {"gpu.unknown", "tenant.duplicate_id", "tenant.sm_width_exceeds_gpu",
                             "simulation.warmup_not_before_end", "fault.unknown_tenant"}) {
        INFO(code);
        CHECK(concernsWholeScenario(diag(code, "")));
    }
    for (const char *code : {"mig.placement.illegal_start", "vgpu.mig_backing_not_placeable", "mps.too_many_clients",
                             "tenant.unassigned", "plan.tenant_unknown"}) {
        INFO(code);
        CHECK_FALSE(concernsWholeScenario(diag(code, "")));
    }
}

TEST_CASE("plan predicates: MIG-partitioned is MIG or MIG-backed vGPU, time-sliced is time-slicing or time-sliced vGPU",
          "[validate][plan]")
{
    for (Mode m : allModes) {
        SharingPlan p;
        p.mode = m;
        for (bool backed : {false, true}) {
            p.vgpu.migBacked = backed;
            INFO(modeName(m) << (backed ? " mig-backed" : ""));
            CHECK(isMigBackedVgpu(p) == (m == Mode::Vgpu && backed));
            CHECK(isMigPartitioned(p) == (m == Mode::Mig || (m == Mode::Vgpu && backed)));
            CHECK(isTimeSliced(p) == (m == Mode::Timeslice || m == Mode::Quota || (m == Mode::Vgpu && !backed)));
            CHECK_FALSE((isMigPartitioned(p) && isTimeSliced(p)));
            CHECK(vgpuBacking(p.vgpu) == (backed ? VgpuBacking::MigBacked : VgpuBacking::TimeSliced));
        }
    }
}

// --- LLM memory in every mode -------------------------------------------------------------------

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// An LLM tenant whose weights take `weightsGb` (model_gb holds exactly them) and whose one request
// at its mean length takes `kvGb` of KV cache (128 KiB per token, as Llama-3.1-8B in fp16).
Tenant llmTenant(const std::string &id, double weightsGb, double kvGb)
{
    Tenant t = makeTenant(id, weightsGb);
    t.kind = TenantKind::Llm;
    t.llm.emplace();
    t.llm->model = LlmModel{weightsGb * kGiB / 2 / 1e9, 2, 32, 8, 128, 2};
    t.llm->outputTokens.mean = 1;
    t.llm->promptTokens.mean = kvGb * kGiB / t.llm->model.kvBytesPerToken() - 1;
    return t;
}

// The memory a tenant can ever get in `mode` on `gpu`: the whole GPU (exclusive, MPS,
// time-slicing), the largest classic MIG profile, the largest time-sliced vGPU profile that allows
// two VMs. 0 when the GPU has no such profile.
double memoryEverAvailable(const GpuModel &gpu, Mode mode)
{
    switch (mode) {
    case Mode::Mig: {
        const auto classic = classicMigProfilesBySize(gpu);
        return classic.empty() ? 0.0 : classic.back()->memoryGiB;
    }
    case Mode::Vgpu: {
        double best = 0;
        for (const auto &p : gpu.vgpuProfiles)
            if (p.backing == VgpuBacking::TimeSliced && p.maxEqualSize >= 2)
                best = std::max(best, p.framebufferGiB());
        return best;
    }
    case Mode::Exclusive:
    case Mode::Mps:
    case Mode::Timeslice:
    case Mode::Quota: break;
    }
    return gpu.capacityGiB();
}

// The plan of `mode` for the tenants "llm" and "other": MIG puts the LLM (and, with `shareMig`,
// the other tenant) in the largest classic instance; vGPU gives both a VM of the profile of
// memoryEverAvailable; the other modes serve both.
SharingPlan llmPlan(const GpuModel &gpu, Mode mode, bool shareMig)
{
    SharingPlan plan;
    plan.mode = mode;
    switch (mode) {
    case Mode::Mig: {
        const auto classic = classicMigProfilesBySize(gpu);
        if (!classic.empty())
            plan.mig.instances = {instance(classic.back()->name, std::nullopt,
                                           shareMig ? std::vector<std::string>{"llm", "other"}
                                                    : std::vector<std::string>{"llm"})};
        break;
    }
    case Mode::Vgpu: {
        const VgpuProfile *pick = nullptr;
        for (const auto &p : gpu.vgpuProfiles)
            if (p.backing == VgpuBacking::TimeSliced && p.maxEqualSize >= 2
                && (!pick || p.framebufferMB > pick->framebufferMB))
                pick = &p;
        if (pick)
            plan.vgpu.vms = {{"llm", pick->name}, {"other", pick->name}};
        break;
    }
    case Mode::Mps: plan.mps.clients = {{"llm", std::nullopt, std::nullopt}, {"other", std::nullopt, std::nullopt}}; break;
    case Mode::Quota: { // memory quotas of 85 % and 15 % of the GPU, in whole MiB
        const auto mib = [&](double share) { return std::floor(share * gpu.capacityGiB() * 1024.0) / 1024.0; };
        plan.quota.containers = {{"llm", 50, mib(0.85), 1}, {"other", 50, mib(0.15), 1}};
        break;
    }
    case Mode::Exclusive:
    case Mode::Timeslice: break;
    }
    return plan;
}

bool namesTenant(const Diagnostic &d, const std::string &id)
{
    for (const char *key : {"tenant", "tenants"})
        if (d.arg(key) == id || d.arg(key).find(id + ",") == 0)
            return true;
    return false;
}

} // namespace

TEST_CASE("an LLM whose weights and one request's KV cache can never fit is refused in every mode on every GPU, "
          "one that fits only alone is warned about, one that fits passes",
          "[validate][llm][memory]")
{
    for (const GpuModel &gpu : builtinGpus()) {
        for (Mode mode : allModes) {
            INFO(gpu.id << " " << modeName(mode));
            if (mode == Mode::Vgpu && !gpu.supportsVgpu()) {
                Scenario s;
                s.gpuId = gpu.id;
                s.tenants = {llmTenant("llm", 1, 1), makeTenant("other", 1)};
                CHECK(find(validatePlan(s, gpu, llmPlan(gpu, mode, false), "sharing"), "vgpu.not_supported"));
                continue;
            }
            const double cap = memoryEverAvailable(gpu, mode);
            REQUIRE(cap > 0);
            Scenario s;
            s.name = "llm memory";
            s.gpuId = gpu.id;

            // Never: the weights load (0.6) but one request's KV cache (0.5) does not fit beside them.
            s.tenants = {llmTenant("llm", 0.6 * cap, 0.5 * cap), makeTenant("other", 0.05 * cap)};
            REQUIRE(s.tenants[0].peakMemoryGb() == Approx(1.1 * cap));
            {
                const Diagnostics d = validatePlan(s, gpu, llmPlan(gpu, mode, false), "sharing");
                INFO("never fits:\n" << describe(d));
                CHECK(std::any_of(d.begin(), d.end(), [](const Diagnostic &x) {
                    return x.severity == Severity::Error && namesTenant(x, "llm");
                }));
            }

            // Only alone: the LLM's 0.7 fits, the other tenant's 0.4 at full load does not fit beside it.
            s.tenants = {llmTenant("llm", 0.5 * cap, 0.2 * cap), makeTenant("other", 0.1 * cap, 0.05 * cap, 6)};
            {
                const Diagnostics d = validatePlan(s, gpu, llmPlan(gpu, mode, true), "sharing");
                INFO("fits only alone:\n" << describe(d));
                switch (mode) {
                case Mode::Mps:
                case Mode::Timeslice: {
                    // One pool: a warning naming the LLM, not an error.
                    CHECK_FALSE(hasErrors(d));
                    const Diagnostic *w = find(d, "memory.llm_fits_only_alone");
                    REQUIRE(w);
                    CHECK(w->severity == Severity::Warning);
                    CHECK(w->arg("tenant") == "llm");
                    CHECK(w->arg("needed_gb") == formatNumber(s.tenants[0].peakMemoryGb()));
                    CHECK(w->arg("others_gb") == formatNumber(s.tenants[1].peakMemoryGb()));
                    break;
                }
                case Mode::Mig: {
                    // A MIG instance's memory is fixed: its tenants' peaks together must fit (DESIGN §3).
                    const Diagnostic *e = find(d, "memory.does_not_fit");
                    REQUIRE(e);
                    CHECK(e->severity == Severity::Error);
                    CHECK(e->arg("tenants") == "llm, other");
                    break;
                }
                case Mode::Exclusive:
                case Mode::Vgpu:
                case Mode::Quota:
                    // Its own GPU, framebuffer or memory quota: nothing else takes its memory.
                    CHECK(d.empty());
                    break;
                }
            }

            // Fits: 0.4 beside 0.3.
            s.tenants = {llmTenant("llm", 0.3 * cap, 0.1 * cap), makeTenant("other", 0.1 * cap, 0.05 * cap, 4)};
            {
                const Diagnostics d = validatePlan(s, gpu, llmPlan(gpu, mode, true), "sharing");
                INFO("fits:\n" << describe(d));
                CHECK(d.empty());
            }
        }
    }
}

TEST_CASE("an MPS client's pinned memory limit is all an LLM can ever get: weights plus one request's KV cache above it are refused",
          "[validate][llm][memory][mps]")
{
    const GpuModel &gpu = *findGpu("A100-40GB");
    Scenario s;
    s.gpuId = gpu.id;
    s.tenants = {llmTenant("llm", 15, 5), makeTenant("other", 2)};
    SharingPlan plan = llmPlan(gpu, Mode::Mps, false);
    plan.mps.clients[0].pinnedMemoryLimitGb = 18; // the weights load, one request's KV cache does not fit
    Diagnostics d = validatePlan(s, gpu, plan, "sharing");
    INFO(describe(d));
    const Diagnostic *e = find(d, "mps.model_exceeds_pinned_limit", "sharing.clients[0].pinned_memory_limit_gb");
    REQUIRE(e);
    CHECK(e->severity == Severity::Error);
    CHECK(e->arg("needed_gb") == "20");
    CHECK(e->arg("kv_gb") == "5");
    CHECK(e->arg("limit_gb") == "18");

    plan.mps.clients[0].pinnedMemoryLimitGb = 20;
    d = validatePlan(s, gpu, plan, "sharing");
    INFO(describe(d));
    CHECK(d.empty());
}
