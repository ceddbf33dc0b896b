// Value equality of scenarios, tenants, GPUs and plans: equal values compare equal, and every
// single field takes part in the comparison.

#include "scenario.h"

#include <catch2/catch.hpp>

#include <functional>
#include <string>
#include <utility>
#include <vector>

using namespace gpuk;

namespace {

Tenant sampleTenant(const std::string &id)
{
    Tenant t;
    t.id = id;
    t.name = "Tenant " + id;
    t.kind = TenantKind::Embedding;
    t.arrival.process = ArrivalProcess::Bursty;
    t.arrival.ratePerS = 40;
    t.arrival.onS = 1;
    t.arrival.offS = 2;
    t.arrival.onRateMultiplier = 3;
    t.service.distribution = ServiceDistribution::Lognormal;
    t.service.meanMs = 4;
    t.service.cv = 0.5;
    t.smWidth = 14;
    t.bandwidthIntensity = 0.3;
    t.modelGb = 2;
    t.perRequestGb = 0.1;
    t.maxConcurrency = 8;
    t.queueCapacity = 100;
    t.sloMs = 25;
    t.trusted = true;
    t.restartS = 5;
    LlmConfig c;
    c.promptTokens.distribution = TokenDistribution::Uniform;
    c.promptTokens.min = 10;
    c.promptTokens.max = 20;
    c.outputTokens.distribution = TokenDistribution::Lognormal;
    c.outputTokens.mean = 100;
    c.outputTokens.cv = 0.5;
    t.llm = c;
    return t;
}

GpuModel sampleGpu()
{
    GpuModel g;
    g.id = "custom-1";
    g.displayName = "Custom GPU";
    g.sms = 100;
    g.migSms = 90;
    g.memoryGiB = 40;
    g.memoryMiBReported = 40000;
    g.bandwidthGBps = 1500;
    g.computeSlices = 7;
    g.memorySlots = 8;
    g.maxMpsClients = 48;
    g.custom = true;
    MigProfile p;
    p.name = "1g.5gb";
    p.id = 19;
    p.computeSlices = 1;
    p.memorySlots = 1;
    p.sms = 14;
    p.memoryGiB = 4.75;
    p.maxCount = 7;
    p.engines.copyEngines = 1;
    p.starts = {0, 1, 2};
    p.note = "note";
    g.migProfiles = {p};
    VgpuProfile v;
    v.name = "C-10C";
    v.framebufferMB = 10240;
    v.maxEqualSize = 4;
    v.maxMixedSize = 2;
    v.note = "vgpu note";
    g.vgpuProfiles = {v};
    g.notes = {"a note"};
    return g;
}

SharingPlan samplePlan(Mode mode)
{
    SharingPlan p;
    p.mode = mode;
    MigInstancePlan i;
    i.profile = "3g.20gb";
    i.start = 4;
    i.tenants = {"a"};
    i.inner = MigInner::Timeslice;
    p.mig.allow4g3g = true;
    p.mig.instances = {i};
    MpsClient c;
    c.tenant = "a";
    c.activeThreadPercentage = 50;
    c.pinnedMemoryLimitGb = 10;
    p.mps.clients = {c};
    VgpuVm vm;
    vm.tenant = "a";
    vm.profile = "A100-10C";
    p.vgpu.migBacked = false;
    p.vgpu.scheduler = VgpuScheduler::EqualShare;
    p.vgpu.timeSliceMs = 2;
    p.vgpu.overhead = 0.03;
    p.vgpu.mixedSize = false;
    p.vgpu.vms = {vm};
    p.timeslice.timeSliceMs = 2;
    p.timeslice.switchUs = 50;
    return p;
}

Scenario sampleScenario()
{
    Scenario s;
    s.name = "Sample";
    s.description = "A scenario with every field set";
    s.gpuId = "custom-1";
    s.customGpu = sampleGpu();
    s.tenants = {sampleTenant("a"), sampleTenant("b")};
    s.sharing = samplePlan(Mode::Mig);
    s.alternatives[Mode::Mps] = samplePlan(Mode::Mps);
    Fault f;
    f.atS = 10;
    f.tenant = "a";
    s.faults = {f};
    s.simulation.durationS = 30;
    s.simulation.warmupS = 2;
    s.simulation.seed = 7;
    Lesson l;
    l.title = "Lesson";
    l.summary = "Summary";
    l.tasks = {"Task"};
    s.lesson = l;
    return s;
}

using Edit = std::pair<const char *, std::function<void(Scenario &)>>;

// One edit per field of every struct a scenario holds.
std::vector<Edit> everyFieldEdit()
{
    std::vector<Edit> edits = {
        {"name", [](Scenario &s) { s.name += "!"; }},
        {"description", [](Scenario &s) { s.description += "!"; }},
        {"gpuId", [](Scenario &s) { s.gpuId = "A100-40GB"; }},
        {"customGpu unset", [](Scenario &s) { s.customGpu.reset(); }},
        {"tenants removed", [](Scenario &s) { s.tenants.pop_back(); }},
        {"tenants order", [](Scenario &s) { std::swap(s.tenants[0], s.tenants[1]); }},
        {"alternatives removed", [](Scenario &s) { s.alternatives.clear(); }},
        {"alternatives key", [](Scenario &s) {
             s.alternatives[Mode::Timeslice] = s.alternatives[Mode::Mps];
             s.alternatives.erase(Mode::Mps);
         }},
        {"fault atS", [](Scenario &s) { s.faults[0].atS += 1; }},
        {"fault tenant", [](Scenario &s) { s.faults[0].tenant = "b"; }},
        {"fault kind", [](Scenario &s) { s.faults[0].kind = "other"; }},
        {"faults removed", [](Scenario &s) { s.faults.clear(); }},
        {"durationS", [](Scenario &s) { s.simulation.durationS += 1; }},
        {"warmupS", [](Scenario &s) { s.simulation.warmupS += 1; }},
        {"seed", [](Scenario &s) { s.simulation.seed += 1; }},
        {"lesson unset", [](Scenario &s) { s.lesson.reset(); }},
        {"lesson title", [](Scenario &s) { s.lesson->title += "!"; }},
        {"lesson summary", [](Scenario &s) { s.lesson->summary += "!"; }},
        {"lesson tasks", [](Scenario &s) { s.lesson->tasks.push_back("more"); }},

        // Tenant
        {"tenant id", [](Scenario &s) { s.tenants[1].id = "c"; }},
        {"tenant name", [](Scenario &s) { s.tenants[1].name += "!"; }},
        {"tenant kind", [](Scenario &s) { s.tenants[1].kind = TenantKind::Llm; }},
        {"arrival process", [](Scenario &s) { s.tenants[1].arrival.process = ArrivalProcess::Poisson; }},
        {"arrival rate", [](Scenario &s) { s.tenants[1].arrival.ratePerS += 1; }},
        {"arrival onS", [](Scenario &s) { s.tenants[1].arrival.onS += 1; }},
        {"arrival offS", [](Scenario &s) { s.tenants[1].arrival.offS += 1; }},
        {"arrival onRateMultiplier", [](Scenario &s) { s.tenants[1].arrival.onRateMultiplier += 1; }},
        {"service distribution", [](Scenario &s) { s.tenants[1].service.distribution = ServiceDistribution::Exponential; }},
        {"service meanMs", [](Scenario &s) { s.tenants[1].service.meanMs += 1; }},
        {"service cv", [](Scenario &s) { s.tenants[1].service.cv += 1; }},
        {"smWidth", [](Scenario &s) { s.tenants[1].smWidth = 28; }},
        {"smWidth unset", [](Scenario &s) { s.tenants[1].smWidth.reset(); }},
        {"bandwidthIntensity", [](Scenario &s) { s.tenants[1].bandwidthIntensity += 0.1; }},
        {"modelGb", [](Scenario &s) { s.tenants[1].modelGb += 1; }},
        {"perRequestGb", [](Scenario &s) { s.tenants[1].perRequestGb += 1; }},
        {"maxConcurrency", [](Scenario &s) { s.tenants[1].maxConcurrency += 1; }},
        {"queueCapacity", [](Scenario &s) { s.tenants[1].queueCapacity = 5; }},
        {"queueCapacity unset", [](Scenario &s) { s.tenants[1].queueCapacity.reset(); }},
        {"sloMs", [](Scenario &s) { s.tenants[1].sloMs += 1; }},
        {"trusted", [](Scenario &s) { s.tenants[1].trusted = false; }},
        {"restartS", [](Scenario &s) { s.tenants[1].restartS += 1; }},
        {"llm set", [](Scenario &s) { s.tenants[0].llm.reset(); }},
        {"llm.promptTokens.distribution", [](Scenario &s) { s.tenants[1].llm->promptTokens.distribution = TokenDistribution::Lognormal; }},
        {"llm.promptTokens.mean", [](Scenario &s) { s.tenants[1].llm->promptTokens.mean += 1; }},
        {"llm.promptTokens.min", [](Scenario &s) { s.tenants[1].llm->promptTokens.min += 1; }},
        {"llm.promptTokens.max", [](Scenario &s) { s.tenants[1].llm->promptTokens.max += 1; }},
        {"llm.promptTokens.cv", [](Scenario &s) { s.tenants[1].llm->promptTokens.cv += 1; }},
        {"llm.outputTokens.mean", [](Scenario &s) { s.tenants[1].llm->outputTokens.mean += 1; }},
        {"llm.model.parametersB", [](Scenario &s) { s.tenants[1].llm->model.parametersB += 1; }},
        {"llm.model.bytesPerWeight", [](Scenario &s) { s.tenants[1].llm->model.bytesPerWeight += 1; }},
        {"llm.model.layers", [](Scenario &s) { s.tenants[1].llm->model.layers += 1; }},
        {"llm.model.kvHeads", [](Scenario &s) { s.tenants[1].llm->model.kvHeads += 1; }},
        {"llm.model.headDim", [](Scenario &s) { s.tenants[1].llm->model.headDim += 1; }},
        {"llm.model.kvBytesPerValue", [](Scenario &s) { s.tenants[1].llm->model.kvBytesPerValue += 1; }},
        {"llm.maxBatch", [](Scenario &s) { s.tenants[1].llm->maxBatch += 1; }},
        {"llm.prefillMsPerToken", [](Scenario &s) { s.tenants[1].llm->prefillMsPerToken += 1; }},

        // GpuModel and its profiles
        {"gpu id", [](Scenario &s) { s.customGpu->id += "!"; }},
        {"gpu displayName", [](Scenario &s) { s.customGpu->displayName += "!"; }},
        {"gpu sms", [](Scenario &s) { s.customGpu->sms += 1; }},
        {"gpu migSms", [](Scenario &s) { s.customGpu->migSms += 1; }},
        {"gpu memoryGiB", [](Scenario &s) { s.customGpu->memoryGiB += 1; }},
        {"gpu memoryMiBReported", [](Scenario &s) { s.customGpu->memoryMiBReported += 1; }},
        {"gpu bandwidthGBps", [](Scenario &s) { s.customGpu->bandwidthGBps += 1; }},
        {"gpu computeSlices", [](Scenario &s) { s.customGpu->computeSlices += 1; }},
        {"gpu memorySlots", [](Scenario &s) { s.customGpu->memorySlots += 1; }},
        {"gpu maxMpsClients", [](Scenario &s) { s.customGpu->maxMpsClients += 1; }},
        {"gpu custom", [](Scenario &s) { s.customGpu->custom = false; }},
        {"gpu notes", [](Scenario &s) { s.customGpu->notes.clear(); }},
        {"mig profile name", [](Scenario &s) { s.customGpu->migProfiles[0].name += "!"; }},
        {"mig profile id", [](Scenario &s) { s.customGpu->migProfiles[0].id += 1; }},
        {"mig profile computeSlices", [](Scenario &s) { s.customGpu->migProfiles[0].computeSlices += 1; }},
        {"mig profile memorySlots", [](Scenario &s) { s.customGpu->migProfiles[0].memorySlots += 1; }},
        {"mig profile sms", [](Scenario &s) { s.customGpu->migProfiles[0].sms += 1; }},
        {"mig profile memoryGiB", [](Scenario &s) { s.customGpu->migProfiles[0].memoryGiB += 1; }},
        {"mig profile maxCount", [](Scenario &s) { s.customGpu->migProfiles[0].maxCount += 1; }},
        {"mig engines copy", [](Scenario &s) { s.customGpu->migProfiles[0].engines.copyEngines += 1; }},
        {"mig engines decoders", [](Scenario &s) { s.customGpu->migProfiles[0].engines.decoders += 1; }},
        {"mig engines encoders", [](Scenario &s) { s.customGpu->migProfiles[0].engines.encoders += 1; }},
        {"mig engines jpeg", [](Scenario &s) { s.customGpu->migProfiles[0].engines.jpeg += 1; }},
        {"mig engines ofa", [](Scenario &s) { s.customGpu->migProfiles[0].engines.ofa += 1; }},
        {"mig profile starts", [](Scenario &s) { s.customGpu->migProfiles[0].starts.push_back(3); }},
        {"mig profile mediaExtensions", [](Scenario &s) { s.customGpu->migProfiles[0].mediaExtensions = true; }},
        {"mig profile newerDriver", [](Scenario &s) { s.customGpu->migProfiles[0].newerDriver = true; }},
        {"mig profile smQuality", [](Scenario &s) { s.customGpu->migProfiles[0].smQuality = DataQuality::Assumed; }},
        {"mig profile memoryQuality", [](Scenario &s) { s.customGpu->migProfiles[0].memoryQuality = DataQuality::Assumed; }},
        {"mig profile placementQuality", [](Scenario &s) { s.customGpu->migProfiles[0].placementQuality = DataQuality::Assumed; }},
        {"mig profile note", [](Scenario &s) { s.customGpu->migProfiles[0].note += "!"; }},
        {"vgpu profile name", [](Scenario &s) { s.customGpu->vgpuProfiles[0].name += "!"; }},
        {"vgpu profile backing", [](Scenario &s) { s.customGpu->vgpuProfiles[0].backing = VgpuBacking::MigBacked; }},
        {"vgpu profile framebufferMB", [](Scenario &s) { s.customGpu->vgpuProfiles[0].framebufferMB += 1; }},
        {"vgpu profile maxEqualSize", [](Scenario &s) { s.customGpu->vgpuProfiles[0].maxEqualSize += 1; }},
        {"vgpu profile maxMixedSize", [](Scenario &s) { s.customGpu->vgpuProfiles[0].maxMixedSize += 1; }},
        {"vgpu profile migProfile", [](Scenario &s) { s.customGpu->vgpuProfiles[0].migProfile = "1g.5gb"; }},
        {"vgpu profile quality", [](Scenario &s) { s.customGpu->vgpuProfiles[0].quality = DataQuality::Inferred; }},
        {"vgpu profile note", [](Scenario &s) { s.customGpu->vgpuProfiles[0].note += "!"; }},
    };

    // SharingPlan: the same edits on the active plan and on an alternative.
    const std::vector<std::pair<const char *, std::function<void(SharingPlan &)>>> planEdits = {
        {"mode", [](SharingPlan &p) { p.mode = Mode::Exclusive; }},
        {"mig allow4g3g", [](SharingPlan &p) { p.mig.allow4g3g = false; }},
        {"mig instances", [](SharingPlan &p) { p.mig.instances.clear(); }},
        {"mig instance profile", [](SharingPlan &p) { p.mig.instances[0].profile = "2g.10gb"; }},
        {"mig instance start", [](SharingPlan &p) { p.mig.instances[0].start = 0; }},
        {"mig instance start unset", [](SharingPlan &p) { p.mig.instances[0].start.reset(); }},
        {"mig instance tenants", [](SharingPlan &p) { p.mig.instances[0].tenants.push_back("b"); }},
        {"mig instance inner", [](SharingPlan &p) { p.mig.instances[0].inner = MigInner::Mps; }},
        {"mps clients", [](SharingPlan &p) { p.mps.clients.clear(); }},
        {"mps client tenant", [](SharingPlan &p) { p.mps.clients[0].tenant = "b"; }},
        {"mps client cap", [](SharingPlan &p) { p.mps.clients[0].activeThreadPercentage = 60; }},
        {"mps client cap unset", [](SharingPlan &p) { p.mps.clients[0].activeThreadPercentage.reset(); }},
        {"mps client pinned memory", [](SharingPlan &p) { p.mps.clients[0].pinnedMemoryLimitGb = 11; }},
        {"vgpu migBacked", [](SharingPlan &p) { p.vgpu.migBacked = true; }},
        {"vgpu scheduler", [](SharingPlan &p) { p.vgpu.scheduler = VgpuScheduler::FixedShare; }},
        {"vgpu timeSliceMs", [](SharingPlan &p) { p.vgpu.timeSliceMs = 1; }},
        {"vgpu timeSliceMs unset", [](SharingPlan &p) { p.vgpu.timeSliceMs.reset(); }},
        {"vgpu overhead", [](SharingPlan &p) { p.vgpu.overhead = 0.05; }},
        {"vgpu mixedSize", [](SharingPlan &p) { p.vgpu.mixedSize = true; }},
        {"vgpu vms", [](SharingPlan &p) { p.vgpu.vms.clear(); }},
        {"vgpu vm tenant", [](SharingPlan &p) { p.vgpu.vms[0].tenant = "b"; }},
        {"vgpu vm profile", [](SharingPlan &p) { p.vgpu.vms[0].profile = "A100-20C"; }},
        {"timeslice timeSliceMs", [](SharingPlan &p) { p.timeslice.timeSliceMs = 4; }},
        {"timeslice switchUs", [](SharingPlan &p) { p.timeslice.switchUs = 60; }},
    };
    for (const auto &[name, edit] : planEdits) {
        edits.emplace_back(name, [edit = edit](Scenario &s) { edit(s.sharing); });
        if (std::string(name) != "mode") // the key of an alternative is its mode
            edits.emplace_back(name, [edit = edit](Scenario &s) { edit(s.alternatives[Mode::Mps]); });
    }
    return edits;
}

} // namespace

TEST_CASE("two scenarios built the same way compare equal")
{
    const Scenario a = sampleScenario();
    const Scenario b = sampleScenario();
    CHECK(a == b);
    CHECK_FALSE(a != b);
    CHECK(a.tenants[0] == b.tenants[0]);
    CHECK(a.sharing == b.sharing);
    CHECK(*a.customGpu == *b.customGpu);
    CHECK(Scenario() == Scenario());
}

TEST_CASE("changing any one field of a scenario breaks equality")
{
    const Scenario original = sampleScenario();
    const std::vector<Edit> edits = everyFieldEdit();
    REQUIRE(edits.size() > 100);
    for (const auto &[name, edit] : edits) {
        INFO("field: " << name);
        Scenario changed = original;
        edit(changed);
        CHECK_FALSE(changed == original);
        CHECK(changed != original);
    }
}

TEST_CASE("two tenants, GPUs or plans differing in one field are unequal")
{
    Tenant a = sampleTenant("a"), b = sampleTenant("a");
    REQUIRE(a == b);
    b.arrival.ratePerS += 1;
    CHECK(a != b);

    const GpuModel *catalogGpu = findGpu("A100-40GB");
    REQUIRE(catalogGpu);
    GpuModel g = *catalogGpu;
    CHECK(g == *catalogGpu);
    g.migProfiles.back().starts.push_back(99);
    CHECK(g != *catalogGpu);

    SharingPlan p = samplePlan(Mode::Mps), q = samplePlan(Mode::Mps);
    REQUIRE(p == q);
    q.mps.clients[0].activeThreadPercentage = 51;
    CHECK(p != q);
}
