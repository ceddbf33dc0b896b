// Export generators (core/io/exports.h): the text must be real configuration for the plan.

#include "io/exports.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"

#include <catch2/catch.hpp>

#include <QString>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <set>

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
    CHECK(t.contains(QStringLiteral("  \"gpukitchen-rag-customer-service-on-one-a100-40gb\":\n")));
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

namespace {

// Text that would end a comment line in a shell or YAML reader, followed by a command marked INJ.
QString lineBreakPayload(const char *tag)
{
    return QStringLiteral("%1\ntouch INJ-%1-lf\rtouch INJ-%1-cr\u2028touch INJ-%1-ls\u2029touch INJ-%1-ps"
                          "\u0085touch INJ-%1-nel\x0btouch INJ-%1-vt\n---\nkind: ClusterRoleBinding #INJ-%1-doc")
            .arg(QLatin1String(tag));
}

std::string payload(const char *tag)
{
    return lineBreakPayload(tag).toStdString();
}

// Every line holding a payload's command ("touch INJ-…", "kind: ClusterRoleBinding") is a comment line
// (a sanitised id, "serve-tid0_touch_INJ…", is no command), and no character a shell or YAML reader
// takes as a line break other than '\n' is left in the text.
void checkTextStaysInComments(const QString &text, const QString &label)
{
    INFO(label.toStdString());
    for (QChar c : QStringLiteral("\r\u2028\u2029\u0085\x0b\x0c"))
        CHECK_FALSE(text.contains(c));
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (!line.contains(QStringLiteral("touch INJ-")) && !line.contains(QStringLiteral("kind: ClusterRoleBinding")))
            continue;
        INFO(line.toStdString());
        CHECK(line.trimmed().startsWith(QLatin1Char('#')));
    }
}

} // namespace

TEST_CASE("exports keep every text of the scenario its tenants and a custom GPU on comment lines in every format",
          "[export][exports]")
{
    // A catalog GPU (every format, MIG and MIG-backed vGPU plans) and a custom GPU (k8s, time-slicing, MPS).
    Scenario mig = sharedMigScenario();
    Scenario custom = mig;
    custom.sharing = SharingPlan{};
    GpuModel toy;
    toy.custom = true;
    toy.id = payload("gpuid");
    toy.displayName = payload("gpuname");
    toy.sms = 40;
    toy.migSms = 40;
    toy.memoryGiB = 80;
    toy.bandwidthGBps = 1000;
    toy.maxMpsClients = 48;
    custom.gpuId = toy.id;
    custom.customGpu = toy;
    Scenario vgpu = mig;
    vgpu.sharing = SharingPlan{};
    vgpu.sharing.mode = Mode::Vgpu;
    vgpu.sharing.vgpu.migBacked = true;
    vgpu.sharing.vgpu.vms = {{"chat-a", "a100-3-20c"}, {"chat-b", "A100-3-20C"}};

    int exported = 0;
    std::set<ExportTarget> targets;
    const std::pair<Scenario *, const char *> scenarios[] = {{&mig, "mig"}, {&custom, "custom GPU"}, {&vgpu, "vgpu"}};
    for (const auto &[s, tag] : scenarios) {
        s->name = payload("scname");
        s->description = payload("scdesc");
        for (std::size_t i = 0; i < s->tenants.size(); ++i)
            s->tenants[i].name = payload(("tname" + std::to_string(i)).c_str());
        for (Mode mode : allModes) {
            const SharingPlan plan = mode == s->sharing.mode ? s->sharing : planForMode(*s, mode);
            for (ExportTarget target : allExportTargets) {
                const ExportResult r = exportPlan(*s, plan, target);
                if (!r.ok())
                    continue;
                ++exported;
                targets.insert(target);
                const QString label = QStringLiteral("%1 %2 %3").arg(QLatin1String(tag),
                                                                       QLatin1String(modeName(mode)),
                                                                       QLatin1String(exportTargetName(target)));
                checkTextStaysInComments(r.text, label);
                if (s == &custom) {
                    INFO(label.toStdString());
                    CHECK(r.text.contains(QStringLiteral("GPU 0: gpuname touch INJ-gpuname-lf touch INJ-gpuname-cr")));
                }
            }
        }
    }
    CHECK(targets.size() == std::size(allExportTargets));
    CHECK(exported >= 10);

    // Tenant ids hold the payload too (the comments name them; the k8s and shell names sanitise them).
    Scenario ids = sharedMigScenario();
    for (std::size_t i = 0; i < ids.tenants.size(); ++i) {
        const std::string id = payload(("tid" + std::to_string(i)).c_str());
        for (auto &inst : ids.sharing.mig.instances)
            std::replace(inst.tenants.begin(), inst.tenants.end(), ids.tenants[i].id, id);
        ids.tenants[i].id = id;
    }
    for (ExportTarget target : allExportTargets)
        for (Mode mode : {Mode::Mig, Mode::Mps, Mode::Timeslice}) {
            const SharingPlan plan = mode == Mode::Mig ? ids.sharing : planForMode(ids, mode);
            const ExportResult r = exportPlan(ids, plan, target);
            if (r.ok())
                checkTextStaysInComments(r.text, QStringLiteral("ids %1 %2").arg(QLatin1String(modeName(mode)),
                                                                                 QLatin1String(exportTargetName(target))));
        }
}

namespace {

// The value of every "name:" and "app.kubernetes.io/name:" line of the Deployments, and the images.
QStringList deploymentScalars(const QString &text)
{
    QStringList out;
    const QStringList docs = text.split(QStringLiteral("\n---\n"));
    for (const QString &doc : docs.mid(1))
        for (const QString &line : doc.split(QLatin1Char('\n'))) {
            const QString t = line.trimmed();
            for (const char *key : {"name: ", "- name: ", "app.kubernetes.io/name: ", "image: "})
                if (t.startsWith(QLatin1String(key)))
                    out << t.mid(int(qstrlen(key)));
        }
    return out;
}

QStringList deploymentNamesOf(const QString &text)
{
    QStringList out;
    for (const QString &doc : text.split(QStringLiteral("\n---\n")).mid(1)) {
        const QString key = QStringLiteral("\nmetadata:\n  name: ");
        const int at = doc.indexOf(key);
        if (at >= 0)
            out << doc.mid(at + key.size()).section(QLatin1Char('\n'), 0, 0);
    }
    return out;
}

Scenario idsScenario(const std::vector<const char *> &ids)
{
    Scenario s;
    s.name = "Ids";
    s.gpuId = "A100-40GB";
    for (const char *id : ids)
        s.tenants.push_back(tenant(id, id));
    s.sharing.mode = Mode::Timeslice;
    return s;
}

} // namespace

TEST_CASE("k8s names and labels are double-quoted so that ids like 42 null yes or 2024-01-01 stay strings",
          "[export][exports]")
{
    const std::vector<const char *> ids = {"42", "null", "yes", "off", "012", "2024-01-01", "true", "1e3",
                                           "0x1f", "no", "y", "1-2"};
    const Scenario s = idsScenario(ids);
    const ExportResult r = exportPlan(s, s.sharing, ExportTarget::Kubernetes);
    REQUIRE(r.ok());
    // Well-formed ids are their own names, unchanged; every scalar derived from them is quoted.
    const QStringList names = deploymentNamesOf(r.text);
    REQUIRE(names.size() == int(ids.size()));
    for (std::size_t i = 0; i < ids.size(); ++i)
        CHECK(names[int(i)].toStdString() == "\"" + std::string(ids[i]) + "\"");
    const QStringList scalars = deploymentScalars(r.text);
    CHECK(scalars.size() == 5 * int(ids.size()));
    for (const QString &v : scalars) {
        INFO(v.toStdString());
        CHECK(v.startsWith(QLatin1Char('"')));
        CHECK(v.section(QLatin1String("  #"), 0, 0).endsWith(QLatin1Char('"')));
    }
    CHECK(r.text.contains(QStringLiteral("        image: \"registry.example.com/42:latest\"  # ")));

    // The mig-parted configuration's name is quoted too.
    const Scenario rag = ragScenario();
    const ExportResult parted = exportPlan(rag, rag.sharing, ExportTarget::MigParted);
    REQUIRE(parted.ok());
    CHECK(parted.text.contains(QStringLiteral("\n  \"gpukitchen-rag-customer-service-on-one-a100-40gb\":\n")));
}

TEST_CASE("k8s names of tenant ids are distinct and each depends only on its own id", "[export][exports]")
{
    // "a b" and "a_b" sanitise alike; neither may take the other's name, nor a name that changes
    // when the other tenant is added, removed or reordered.
    const Scenario both = idsScenario({"a b", "a_b", "a-b", "A-B", "~", ".inf", "模型"});
    const ExportResult r = exportPlan(both, both.sharing, ExportTarget::Kubernetes);
    REQUIRE(r.ok());
    const QStringList names = deploymentNamesOf(r.text);
    REQUIRE(names.size() == 7);
    CHECK(QSet<QString>(names.begin(), names.end()).size() == 7);
    CHECK(names[2].toStdString() == "\"a-b\"");   // a well-formed id keeps its name
    const QRegularExpression dns(QStringLiteral("^\"[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?\"$"));
    for (const QString &n : names) {
        INFO(n.toStdString());
        CHECK(dns.match(n).hasMatch());
    }

    for (std::size_t i = 0; i < both.tenants.size(); ++i) {
        Scenario alone = both;
        alone.tenants = {both.tenants[i], tenant("other", "Other")};
        std::swap(alone.tenants[0], alone.tenants[1]);
        const ExportResult one = exportPlan(alone, alone.sharing, ExportTarget::Kubernetes);
        REQUIRE(one.ok());
        INFO(both.tenants[i].id);
        CHECK(deploymentNamesOf(one.text).value(1).toStdString() == names[int(i)].toStdString());
    }

    // The placeholder commands of the mps-env export are distinct as well.
    const ExportResult mps = exportPlan(both, planForMode(both, Mode::Mps), ExportTarget::MpsEnv);
    REQUIRE(mps.ok());
    QStringList serve;
    for (const QString &line : mps.text.split(QLatin1Char('\n')))
        if (line.trimmed().startsWith(QStringLiteral("exec ./serve-")))
            serve << line.trimmed().section(QLatin1Char(' '), 1, 1);
    CHECK(serve.size() == 7);
    CHECK(QSet<QString>(serve.begin(), serve.end()).size() == 7);
    CHECK(serve.contains(QStringLiteral("./serve-a_b")));
}
