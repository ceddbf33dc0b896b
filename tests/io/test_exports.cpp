// Export generators (core/io/exports.h): the text must be real configuration for the plan.

#include "io/exports.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"

#include <catch2/catch.hpp>

#include <QString>
#include <QStringList>

using namespace gpuk;

namespace {

Scenario ragScenario()
{
    const LoadResult lr = loadScenarioFile(QStringLiteral(GPUK_TEST_DATA "/rag-a100.gpuk.json"));
    REQUIRE(lr.ok());
    return *lr.scenario;
}

Tenant tenant(const char *id, const char *name)
{
    Tenant t;
    t.id = id;
    t.name = name;
    t.modelGb = 2;
    return t;
}

// Two 3g.20gb instances, each shared by two tenants: one time-sliced, one running MPS inside.
Scenario sharedMigScenario(const char *gpu = "A100-40GB")
{
    Scenario s;
    s.name = "Shared MIG instances";
    s.gpuId = gpu;
    s.tenants = {tenant("chat-a", "Chat A"), tenant("chat-b", "Chat B"), tenant("emb-1", "Embedding 1"),
                 tenant("emb-2", "Embedding 2")};
    s.sharing.mode = Mode::Mig;
    const std::string threeG = findGpu(gpu)->findMigProfile("9")->name;
    MigInstancePlan a;
    a.profile = threeG;
    a.start = 0;
    a.tenants = {"chat-a", "chat-b"};
    MigInstancePlan b;
    b.profile = threeG;
    b.start = 4;
    b.tenants = {"emb-1", "emb-2"};
    b.inner = MigInner::Mps;
    s.sharing.mig.instances = {a, b};
    return s;
}

} // namespace

TEST_CASE("mig-parted export has version v1 mig-configs all-disabled and the plan's profile counts", "[export]")
{
    const Scenario s = ragScenario();
    const ExportResult r = exportPlan(s, s.sharing, ExportTarget::MigParted);
    REQUIRE(r.ok());
    const QString &t = r.text;
    CHECK(t.contains(QStringLiteral("\nversion: v1\nmig-configs:\n")));
    CHECK(t.contains(QStringLiteral("  all-disabled:\n    - devices: all\n      mig-enabled: false\n")));
    CHECK(t.contains(QStringLiteral("    - devices: all\n      mig-enabled: true\n      mig-devices:\n"
                                    "        \"1g.5gb\": 2\n        \"2g.10gb\": 1\n        \"3g.20gb\": 1\n")));
    CHECK(t.contains(QStringLiteral("  gpukitchen-rag-customer-service-on-one-a100-40gb:\n")));
    // Every non-comment line is YAML of the mig-parted schema: no stray prose.
    for (const QString &line : t.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.startsWith(QLatin1Char('#')))
            CHECK((line.contains(QLatin1Char(':')) || line.trimmed().startsWith(QLatin1Char('-'))));
}

TEST_CASE("nvidia-smi export creates the example plan's instances with -cgi 14:0,19:2,19:3,9:4 -C", "[export]")
{
    const Scenario s = ragScenario();
    const ExportResult r = exportPlan(s, s.sharing, ExportTarget::NvidiaSmi);
    REQUIRE(r.ok());
    const QString &t = r.text;
    CHECK(t.startsWith(QStringLiteral("#!/bin/sh\n")));
    CHECK(t.contains(QStringLiteral("\nsudo nvidia-smi -i 0 -mig 1\n")));
    CHECK(t.contains(QStringLiteral("\nsudo nvidia-smi mig -i 0 -cgi 14:0,19:2,19:3,9:4 -C\n")));
    CHECK(t.contains(QStringLiteral("resets the GPU")));          // Ampere: fact sheet §1.5
    CHECK(t.contains(QStringLiteral("\nnvidia-smi mig -lgi\n")));
    // The variant without placements: plan order fails under the driver model, 9,14,19,19 lands it.
    CHECK(t.contains(QStringLiteral("Order matters: created as -cgi 14,19,19,9 the driver fails on 3g.20gb")));
    CHECK(t.contains(QStringLiteral("# sudo nvidia-smi mig -i 0 -cgi 9,14,19,19 -C\n")));
    CHECK(t.contains(QStringLiteral("2g.10gb@0: rerank (Reranker)")));
}

TEST_CASE("nvidia-smi export for a Hopper GPU says enabling MIG mode needs no reset", "[export]")
{
    const Scenario s = sharedMigScenario("H100-80GB");
    const ExportResult r = exportPlan(s, s.sharing, ExportTarget::NvidiaSmi);
    REQUIRE(r.ok());
    CHECK(r.text.contains(QStringLiteral("does not reset the GPU")));
    CHECK_FALSE(r.text.contains(QStringLiteral("resets the GPU to change")));
    CHECK(r.text.contains(QStringLiteral("-cgi 9:0,9:4 -C")));
    CHECK(r.text.contains(QStringLiteral("3g.40gb@0: the tenants take turns")));
    CHECK(r.text.contains(QStringLiteral("3g.40gb@4: MPS inside the instance")));
}

TEST_CASE("mps-env export sets each client's thread percentage and pinned memory limit", "[export]")
{
    const Scenario s = ragScenario();
    const SharingPlan plan = planForMode(s, Mode::Mps);
    const ExportResult r = exportPlan(s, plan, ExportTarget::MpsEnv);
    REQUIRE(r.ok());
    const QString &t = r.text;
    CHECK(t.contains(QStringLiteral("export CUDA_VISIBLE_DEVICES=0\n")));
    CHECK(t.contains(QStringLiteral("export CUDA_MPS_PIPE_DIRECTORY=")));
    CHECK(t.contains(QStringLiteral("export CUDA_MPS_LOG_DIRECTORY=")));
    CHECK(t.contains(QStringLiteral("\nsudo nvidia-smi -i 0 -c EXCLUSIVE_PROCESS\nnvidia-cuda-mps-control -d\n")));
    CHECK(t.count(QStringLiteral("export CUDA_MPS_ACTIVE_THREAD_PERCENTAGE=30\n")) == 2);
    CHECK(t.count(QStringLiteral("export CUDA_MPS_ACTIVE_THREAD_PERCENTAGE=20\n")) == 1);
    CHECK(t.contains(QStringLiteral("export CUDA_MPS_PINNED_DEVICE_MEM_LIMIT=\"0=6G\"\n")));
    CHECK(t.contains(QStringLiteral("llm (LLM chat): no SM cap")));
    CHECK(t.count(QStringLiteral("exec ./serve-")) == 4);
    CHECK(t.contains(QStringLiteral("echo quit | nvidia-cuda-mps-control")));
    CHECK(t.contains(QStringLiteral("a cap, not a reservation")));
}

TEST_CASE("mps-env export for MIG instances running MPS starts one daemon per instance", "[export]")
{
    const Scenario s = sharedMigScenario();
    const ExportResult r = exportPlan(s, s.sharing, ExportTarget::MpsEnv);
    REQUIRE(r.ok());
    CHECK(r.text.count(QStringLiteral("nvidia-cuda-mps-control -d")) == 1);
    CHECK(r.text.contains(QStringLiteral("CUDA_MPS_PIPE_DIRECTORY=/tmp/nvidia-mps-3g.20gb-4")));
    CHECK(r.text.contains(QStringLiteral("EXCLUSIVE_PROCESS compute mode is not supported in MIG mode")));
    CHECK_FALSE(r.text.contains(QStringLiteral("-c EXCLUSIVE_PROCESS")));
    CHECK(r.text.contains(QStringLiteral("./serve-emb-1")));
    CHECK_FALSE(r.text.contains(QStringLiteral("./serve-chat-a")));
}

TEST_CASE("k8s export of a MIG plan uses the mixed strategy and one MIG resource per tenant", "[export]")
{
    const Scenario s = ragScenario();
    const ExportResult r = exportPlan(s, s.sharing, ExportTarget::Kubernetes);
    REQUIRE(r.ok());
    const QString &t = r.text;
    CHECK(t.contains(QStringLiteral("kind: ConfigMap\n")));
    CHECK(t.contains(QStringLiteral("    version: v1\n    flags:\n      migStrategy: mixed\n")));
    CHECK(t.count(QStringLiteral("nvidia.com/mig-1g.5gb: 1\n")) == 2);
    CHECK(t.count(QStringLiteral("nvidia.com/mig-2g.10gb: 1\n")) == 1);
    CHECK(t.count(QStringLiteral("nvidia.com/mig-3g.20gb: 1\n")) == 1);
    CHECK(t.count(QStringLiteral("kind: Deployment\n")) == 4);
    CHECK_FALSE(t.contains(QStringLiteral("timeSlicing")));   // no instance is shared
}

TEST_CASE("k8s export of an MPS plan uses sharing mps replicas and says MPS there is experimental", "[export]")
{
    const Scenario s = ragScenario();
    const ExportResult r = exportPlan(s, planForMode(s, Mode::Mps), ExportTarget::Kubernetes);
    REQUIRE(r.ok());
    CHECK(r.text.contains(QStringLiteral("    sharing:\n      mps:\n        resources:\n"
                                         "        - name: nvidia.com/gpu\n          replicas: 4\n")));
    CHECK(r.text.contains(QStringLiteral("experimental")));
    CHECK(r.text.contains(QStringLiteral("not on MIG devices")));
    CHECK(r.text.count(QStringLiteral("nvidia.com/gpu: 1\n")) == 4);
}

TEST_CASE("k8s export of a time-slicing plan gives one replica per tenant and names the shared fault domain",
          "[export]")
{
    const Scenario s = ragScenario();
    const ExportResult r = exportPlan(s, planForMode(s, Mode::Timeslice), ExportTarget::Kubernetes);
    REQUIRE(r.ok());
    CHECK(r.text.contains(QStringLiteral("      timeSlicing:\n        failRequestsGreaterThanOne: true\n"
                                         "        resources:\n        - name: nvidia.com/gpu\n          replicas: 4\n")));
    CHECK(r.text.contains(QStringLiteral("if one workload crashes, they all do")));
    CHECK(r.text.contains(QStringLiteral("no proportional compute")));
}

TEST_CASE("time-slicing export of a MIG plan time-slices the profiles whose instances hold several tenants",
          "[export]")
{
    const Scenario s = sharedMigScenario();
    const ExportResult r = exportPlan(s, s.sharing, ExportTarget::TimeSlicing);
    REQUIRE(r.ok());
    CHECK(r.text.contains(QStringLiteral("      migStrategy: mixed\n")));
    CHECK(r.text.contains(QStringLiteral("        - name: nvidia.com/mig-3g.20gb\n          replicas: 2\n")));
    CHECK(r.text.contains(QStringLiteral("cannot do MPS on MIG")));

    const Scenario rag = ragScenario();
    const ExportResult ts = exportPlan(rag, planForMode(rag, Mode::Timeslice), ExportTarget::TimeSlicing);
    REQUIRE(ts.ok());
    CHECK(ts.text.contains(QStringLiteral("        - name: nvidia.com/gpu\n          replicas: 4\n")));
}

TEST_CASE("exports refuse plans their target cannot express with a reason", "[export]")
{
    const Scenario s = ragScenario();
    const SharingPlan mps = planForMode(s, Mode::Mps);
    CHECK_FALSE(exportPlan(s, mps, ExportTarget::MigParted).ok());
    CHECK(exportPlan(s, mps, ExportTarget::MigParted).error.contains(QStringLiteral("mps")));
    CHECK_FALSE(exportPlan(s, planForMode(s, Mode::Exclusive), ExportTarget::NvidiaSmi).ok());
    CHECK_FALSE(exportPlan(s, s.sharing, ExportTarget::TimeSlicing).ok());       // no MIG instance is shared
    CHECK_FALSE(exportPlan(s, mps, ExportTarget::TimeSlicing).ok());
    CHECK_FALSE(exportPlan(s, s.sharing, ExportTarget::MpsEnv).ok());            // no MPS inside an instance
    CHECK_FALSE(exportPlan(s, planForMode(s, Mode::Vgpu), ExportTarget::Kubernetes).ok());
    for (ExportTarget t : allExportTargets)
        CHECK(exportTargetFromName(QLatin1String(exportTargetName(t))) == t);
    CHECK_FALSE(exportTargetFromName(QStringLiteral("yaml")));
}

TEST_CASE("cgi lists name the profile IDs with placements, or in a creation order", "[export][mig]")
{
    const GpuModel &gpu = *findGpu("A100-40GB");
    const MigLayout layout{{gpu.findMigProfile("1g.5gb"), 0}, {gpu.findMigProfile("1g.5gb"), 1},
                           {gpu.findMigProfile("2g.10gb"), 2}, {gpu.findMigProfile("3g.20gb"), 4}};
    CHECK(cgiWithPlacements(layout) == QStringLiteral("19:0,19:1,14:2,9:4"));
    CHECK(cgiProfileIds(layout, {3, 0, 1, 2}) == QStringLiteral("9,19,19,14"));
    const auto order = driverOrderFor(gpu, layout);
    REQUIRE(order);
    CHECK(cgiProfileIds(layout, *order) == QStringLiteral("9,19,19,14"));
}

TEST_CASE("MIG slot and compute maps draw instances free cells and stranded slices", "[export][mig]")
{
    const GpuModel &gpu = *findGpu("A100-40GB");
    const MigLayout seed{{gpu.findMigProfile("1g.5gb"), 0}, {gpu.findMigProfile("1g.5gb"), 1},
                         {gpu.findMigProfile("2g.10gb"), 2}, {gpu.findMigProfile("3g.20gb"), 4}};
    CHECK(migSlotMap(gpu, seed, QStringLiteral("free"))
          == QStringLiteral("[1g.5gb|1g.5gb|2g.10gb 2g.10gb|3g.20gb 3g.20gb 3g.20gb 3g.20gb]"));

    const MigLayout twoThreeG{{gpu.findMigProfile("3g.20gb"), 0}, {gpu.findMigProfile("3g.20gb"), 4}};
    CHECK(migSlotMap(gpu, twoThreeG, QStringLiteral("-"))
          == QStringLiteral("[3g.20gb 3g.20gb 3g.20gb 3g.20gb|3g.20gb 3g.20gb 3g.20gb 3g.20gb]"));
    CHECK(migComputeMap(gpu, twoThreeG, {}, QStringLiteral("-"), QStringLiteral("X"))
          == QStringLiteral("[3g.20gb 3g.20gb 3g.20gb|X|3g.20gb 3g.20gb 3g.20gb]"));

    const MigLayout oneG{{gpu.findMigProfile("1g.5gb"), 6}};
    CHECK(migSlotMap(gpu, oneG, QStringLiteral("-")) == QStringLiteral("[-|-|-|-|-|-|1g.5gb|-]"));
}

TEST_CASE("nvidia-smi and mig-parted exports create the GPU instances behind MIG-backed vGPUs", "[export][vgpu]")
{
    Scenario s;
    s.name = "MIG-backed vGPU";
    s.gpuId = "A100-40GB";
    s.tenants = {tenant("vm-a", "VM A"), tenant("vm-b", "VM B")};
    s.sharing.mode = Mode::Vgpu;
    s.sharing.vgpu.migBacked = true;
    s.sharing.vgpu.vms = {{"vm-a", "A100-3-20C"}, {"vm-b", "A100-3-20C"}};

    const ExportResult smi = exportPlan(s, s.sharing, ExportTarget::NvidiaSmi);
    REQUIRE(smi.ok());
    CHECK(smi.text.contains(QStringLiteral("MIG-backed vGPU")));
    CHECK(smi.text.contains(QStringLiteral("A100-3-20C: vm-a (VM A)")));
    CHECK((smi.text.contains(QStringLiteral("-cgi 9:4,9:0 -C")) || smi.text.contains(QStringLiteral("-cgi 9:0,9:4 -C"))));

    const ExportResult parted = exportPlan(s, s.sharing, ExportTarget::MigParted);
    REQUIRE(parted.ok());
    CHECK(parted.text.contains(QStringLiteral("        \"3g.20gb\": 2\n")));

    s.sharing.vgpu.migBacked = false;
    s.sharing.vgpu.vms = {{"vm-a", "A100-10C"}, {"vm-b", "A100-10C"}};
    CHECK_FALSE(exportPlan(s, s.sharing, ExportTarget::NvidiaSmi).ok());
}
