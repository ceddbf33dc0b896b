#include "ui/text/glossary.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextDocumentFragment>

#include <algorithm>

// Facts: F = ../shared/reference/gpu-sharing-facts.md, M = ../shared/reference/more-facts-2026-12.md.
// Metric terms (p99, goodput, SLO attainment, KV cache) carry no hardware number: their source is
// the engine's definition (core/metrics) and DESIGN §8's word.

namespace gpuk {

namespace {

QStringList keys(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *k : list)
        out << QString::fromLatin1(k);
    return out;
}

} // namespace

std::vector<GlossaryEntry> glossaryEntries()
{
    std::vector<GlossaryEntry> e;
    auto add = [&e](const char *key, QString term, QStringList names, QString definition, QString kitchen,
                    QStringList related, const char *source) {
        e.push_back({QString::fromLatin1(key), std::move(term), std::move(names), std::move(definition),
                     std::move(kitchen), std::move(related), QString::fromUtf8(source)});
    };
    // --- The hardware -----------------------------------------------------------------------
    // F §1.1 (SM slice), §4.2 (SM activity is per multiprocessor).
    add("sm", QCoreApplication::translate("gpuk::Glossary", "SM (streaming multiprocessor)"),
        {QStringLiteral("SM"), QStringLiteral("SMs"), QStringLiteral("streaming multiprocessor"),
         QStringLiteral("流式多处理器"), QStringLiteral("burner"), QStringLiteral("burners"), QStringLiteral("灶眼")},
        QCoreApplication::translate("gpuk::Glossary", "One of the GPU's compute units; a GPU has about a hundred of them. A kernel's thread blocks run on SMs, "
          "so how many SMs a tenant can use decides how fast its work goes. The canvas draws one cell per SM."),
        QCoreApplication::translate("gpuk::Glossary", "a burner on the stove"), keys({"sm-active", "gpu-instance", "stranded-sm"}), "gpu-sharing-facts.md §1.1, §4.2");
    // F §1.1 (GPU memory slice: capacity and bandwidth, about one eighth).
    add("memory-slice", QCoreApplication::translate("gpuk::Glossary", "Memory slice"),
        {QStringLiteral("memory slice"), QStringLiteral("memory slices"), QStringLiteral("memory slot"),
         QStringLiteral("显存切片"), QStringLiteral("pantry shelf"), QStringLiteral("储物架")},
        QCoreApplication::translate("gpuk::Glossary", "The smallest part of GPU memory MIG hands out: about one eighth of the memory, with its share of the "
          "memory controllers, cache and bandwidth. A GPU instance owns whole slices, so it gets its own capacity and "
          "its own bandwidth."),
        QCoreApplication::translate("gpuk::Glossary", "a pantry shelf"), keys({"gpu-instance", "profile-name"}), "gpu-sharing-facts.md §1.1");
    // F §4.2 (DRAM active, ~80 % peak).
    add("dram-bandwidth", QCoreApplication::translate("gpuk::Glossary", "DRAM bandwidth"),
        {QStringLiteral("DRAM"), QStringLiteral("memory bandwidth"), QStringLiteral("bandwidth"), QStringLiteral("带宽")},
        QCoreApplication::translate("gpuk::Glossary", "How fast the SMs can move data to and from GPU memory. Tenants that share the memory share this "
          "bandwidth, so a memory-hungry neighbour slows everyone down; DCGM shows it as DRAM activity, whose "
          "practical peak is about 80%."),
        QCoreApplication::translate("gpuk::Glossary", "the pass between stove and pantry"), keys({"memory-slice", "mps"}), "gpu-sharing-facts.md §4.2");

    // --- MIG ------------------------------------------------------------------------------------
    // F §1.1, §1.6.
    add("mig", QCoreApplication::translate("gpuk::Glossary", "MIG (Multi-Instance GPU)"),
        {QStringLiteral("MIG"), QStringLiteral("Multi-Instance GPU"), QStringLiteral("多实例 GPU"),
         QStringLiteral("多实例GPU")},
        QCoreApplication::translate("gpuk::Glossary", "Cuts one GPU in hardware into up to seven GPU instances, each with its own SMs, memory slices and "
          "bandwidth. A tenant in one instance cannot slow down or crash a tenant in another. Only certain "
          "sizes and positions are allowed."),
        QCoreApplication::translate("gpuk::Glossary", "private rooms with welded walls"), keys({"gpu-instance", "profile-name", "stranded-sm"}), "gpu-sharing-facts.md §1.1, §1.6");
    // F §1.1 (GPU instance).
    add("gpu-instance", QCoreApplication::translate("gpuk::Glossary", "GPU instance"),
        {QStringLiteral("GPU instance"), QStringLiteral("GPU instances"), QStringLiteral("GPU 实例"),
         QStringLiteral("GPU实例"), QStringLiteral("MIG instance"), QStringLiteral("private room"),
         QStringLiteral("private rooms"), QStringLiteral("包间")},
        QCoreApplication::translate("gpuk::Glossary", "One part of a MIG GPU: a number of SM slices plus memory slices and engines. It has its own memory "
          "capacity and bandwidth, so its tenants get a steady speed whatever the neighbours do."),
        QCoreApplication::translate("gpuk::Glossary", "a private room"), keys({"compute-instance", "profile-name", "memory-slice"}), "gpu-sharing-facts.md §1.1");
    // F §1.1 (compute instance), §1.4.
    add("compute-instance", QCoreApplication::translate("gpuk::Glossary", "Compute instance"),
        {QStringLiteral("compute instance"), QStringLiteral("compute instances"), QStringLiteral("计算实例")},
        QCoreApplication::translate("gpuk::Glossary", "A subdivision of a GPU instance's SMs. Compute instances of one GPU instance each have their own SMs "
          "but share its memory and engines. When one compute instance takes the whole GPU instance, its size is "
          "implied by the profile name."),
        QCoreApplication::translate("gpuk::Glossary", "a burner group inside a private room"), keys({"gpu-instance", "profile-name"}), "gpu-sharing-facts.md §1.1, §1.4");
    // F §1.1 (naming <c>g.<mem>gb, <k>c.<c>g.<mem>gb), §1.3.
    add("profile-name", QCoreApplication::translate("gpuk::Glossary", "MIG profile name (1g.5gb)"),
        {QStringLiteral("MIG profile"), QStringLiteral("MIG profiles"), QStringLiteral("profile"),
         QStringLiteral("MIG 规格"), QStringLiteral("规格")},
        QCoreApplication::translate("gpuk::Glossary", "The name of a GPU instance size: 1g.5gb means one compute slice and about 5 GB of memory; 3g.20gb three "
          "slices and about 20 GB. A compute instance smaller than its GPU instance is named like 1c.3g.20gb. The "
          "same name can mean different SMs on different GPUs."),
        QCoreApplication::translate("gpuk::Glossary", "the size written on a private room's door sign"), keys({"gpu-instance", "compute-instance", "memory-slice"}),
        "gpu-sharing-facts.md §1.1, §1.3");
    // F §1.1 (fragmentation), §1.3 (placements), §1.4.
    add("stranded-sm", QCoreApplication::translate("gpuk::Glossary", "Stranded SMs and slices"),
        {QStringLiteral("stranded SM"), QStringLiteral("stranded SMs"), QStringLiteral("stranded"),
         QStringLiteral("stranded slice"), QStringLiteral("stranded slices"), QStringLiteral("碎片")},
        QCoreApplication::translate("gpuk::Glossary", "SMs or slices no instance can use because of the layout: the profiles chosen do not fill the GPU, or a "
          "free gap is in a position no profile may start at. They are wasted until the GPU is laid out again."),
        QCoreApplication::translate("gpuk::Glossary", "boarded-up burners"), keys({"mig", "profile-name", "gpu-instance"}), "gpu-sharing-facts.md §1.1, §1.3");

    // --- MPS ------------------------------------------------------------------------------------
    // F §2.1, §2.5, §2.7.
    add("mps", QCoreApplication::translate("gpuk::Glossary", "MPS (Multi-Process Service)"),
        {QStringLiteral("MPS"), QStringLiteral("Multi-Process Service"), QStringLiteral("多进程服务"), QStringLiteral("open stove"),
         QStringLiteral("开放式灶台")},
        QCoreApplication::translate("gpuk::Glossary", "A CUDA service that lets several processes run kernels on the GPU at the same time, sharing one set of "
          "scheduling resources. Work overlaps, so the GPU is used better, but the memory bandwidth is shared and a "
          "fatal fault in one client reaches all of them."),
        QCoreApplication::translate("gpuk::Glossary", "one open stove"), keys({"mps-client", "mps-cap", "fault-blast-radius"}), "gpu-sharing-facts.md §2.1, §2.5");
    // F §2.2 (48 clients per device, Volta+).
    add("mps-client", QCoreApplication::translate("gpuk::Glossary", "MPS client"),
        {QStringLiteral("MPS client"), QStringLiteral("MPS clients"), QStringLiteral("MPS 客户端"),
         QStringLiteral("客户端")},
        QCoreApplication::translate("gpuk::Glossary", "A process that runs its CUDA work through MPS. On Volta and newer GPUs each client has its own address "
          "space, and one MPS server takes up to 48 client contexts per GPU (CUDA 13.0 and earlier)."),
        QCoreApplication::translate("gpuk::Glossary", "a chef team at the open stove"), keys({"mps", "mps-cap"}), "gpu-sharing-facts.md §2.1, §2.2");
    // F §2.3 (CUDA_MPS_ACTIVE_THREAD_PERCENTAGE: a limit, not a reservation).
    add("mps-cap", QCoreApplication::translate("gpuk::Glossary", "MPS cap (active thread percentage)"),
        {QStringLiteral("CUDA_MPS_ACTIVE_THREAD_PERCENTAGE"), QStringLiteral("active thread percentage"),
         QStringLiteral("MPS cap"), QStringLiteral("cap"), QStringLiteral("算力上限")},
        QCoreApplication::translate("gpuk::Glossary", "CUDA_MPS_ACTIVE_THREAD_PERCENTAGE: the share of the SMs one MPS client may use at most. It is a cap, "
          "not a reservation: nothing is set aside for the client, and clients' kernels may still run on the same "
          "SMs."),
        QCoreApplication::translate("gpuk::Glossary", "how many burners a team may light at most"), keys({"mps", "mps-client", "sm"}), "gpu-sharing-facts.md §2.3");

    // --- vGPU and time-slicing ------------------------------------------------------------------
    // F §3.1, §3.2.
    add("vgpu", QCoreApplication::translate("gpuk::Glossary", "vGPU (virtual GPU)"),
        {QStringLiteral("vGPU"), QStringLiteral("virtual GPU"), QStringLiteral("虚拟 GPU"), QStringLiteral("虚拟GPU"),
         QStringLiteral("stall"), QStringLiteral("stalls"), QStringLiteral("档口")},
        QCoreApplication::translate("gpuk::Glossary", "NVIDIA's software that gives virtual machines a share of a GPU. A time-sliced vGPU gets the whole GPU in "
          "turns; a MIG-backed vGPU sits in a GPU instance. Each VM sees a GPU with a fixed amount of memory."),
        QCoreApplication::translate("gpuk::Glossary", "a food-court stall"), keys({"vgpu-profile", "vgpu-scheduler", "time-slice"}), "gpu-sharing-facts.md §3.1");
    // F §3.4 (C-series vGPU types).
    add("vgpu-profile", QCoreApplication::translate("gpuk::Glossary", "vGPU profile (vGPU type)"),
        {QStringLiteral("vGPU profile"), QStringLiteral("vGPU profiles"), QStringLiteral("vGPU type"),
         QStringLiteral("vGPU 类型")},
        QCoreApplication::translate("gpuk::Glossary", "The size of a virtual GPU, named like A100-20C: the GPU, then the memory in GB, then C for compute. A "
          "name such as A100-3-20C is backed by a MIG instance. The type also fixes how many VMs fit on one GPU."),
        QCoreApplication::translate("gpuk::Glossary", "the size of a stall"), keys({"vgpu", "vgpu-scheduler", "profile-name"}), "gpu-sharing-facts.md §3.4");
    // F §3.2 (best effort, equal share, fixed share).
    add("vgpu-scheduler", QCoreApplication::translate("gpuk::Glossary", "vGPU scheduler"),
        {QStringLiteral("vGPU scheduler"), QStringLiteral("scheduler"), QStringLiteral("best effort"),
         QStringLiteral("equal share"), QStringLiteral("fixed share"), QStringLiteral("调度器")},
        QCoreApplication::translate("gpuk::Glossary", "How a time-sliced GPU's turns are shared among VMs. Best effort gives an idle VM's time to busy ones; "
          "equal share gives every running VM the same share; fixed share gives each VM a share fixed by its type, "
          "even while others are idle."),
        QCoreApplication::translate("gpuk::Glossary", "the food court's timetable"), keys({"vgpu", "time-slice"}), "gpu-sharing-facts.md §3.2");
    // F §3.2 (default 1–2 ms, 1–30 ms settable), §3.6.
    add("time-slice", QCoreApplication::translate("gpuk::Glossary", "Time slice"),
        {QStringLiteral("time slice"), QStringLiteral("time slices"), QStringLiteral("slice clock"),
         QStringLiteral("时间片")},
        QCoreApplication::translate("gpuk::Glossary", "The stretch of time one context or VM has the whole GPU before the next one's turn. vGPU uses 1 or 2 ms "
          "by default and can be set from 1 to 30 ms. A short slice means short waits but more switching."),
        QCoreApplication::translate("gpuk::Glossary", "one team's turn at the stove"), keys({"time-slicing", "vgpu-scheduler"}), "gpu-sharing-facts.md §3.2");
    // F §2.1 (contexts without MPS are time-sliced), §3.6 (Kubernetes time-slicing).
    add("time-slicing", QCoreApplication::translate("gpuk::Glossary", "Time-slicing"),
        {QStringLiteral("time-slicing"), QStringLiteral("time-sliced"), QStringLiteral("Time-slicing"),
         QStringLiteral("时间片轮转")},
        QCoreApplication::translate("gpuk::Glossary", "Sharing a GPU by taking turns: work from different CUDA contexts cannot run at the same time, so each "
          "gets the whole GPU for a slice. There is no memory limit and all share one fault domain."),
        QCoreApplication::translate("gpuk::Glossary", "taking turns at one stove"), keys({"time-slice", "vgpu", "fault-blast-radius"}), "gpu-sharing-facts.md §2.1, §3.6");

    // --- Software slicing -------------------------------------------------------------------------
    // M §2.1 (HAMi-core token bucket at kernel launch), §2.7.
    add("software-slicing", QCoreApplication::translate("gpuk::Glossary", "Software slicing"),
        {QStringLiteral("software slicing"), QStringLiteral("Software slicing"), QStringLiteral("软件切分")},
        QCoreApplication::translate("gpuk::Glossary", "Products such as HAMi, qGPU and cGPU give each container a compute share and a memory quota on one GPU. "
          "They enforce it in software: a hook in the container, a kernel module, or only the scheduler's "
          "bookkeeping. The SMs are not divided; the limiter holds a container back."),
        QCoreApplication::translate("gpuk::Glossary", "gas meters on one stove"), keys({"token-bucket", "mps"}), "more-facts-2026-12.md §2.1, §2.7");
    // M §2.1 (token bucket charged at kernel launch, refilled by NVML feedback).
    add("token-bucket", QCoreApplication::translate("gpuk::Glossary", "Token bucket (throttled)"),
        {QStringLiteral("token bucket"), QStringLiteral("throttled"), QStringLiteral("令牌桶"),
         QStringLiteral("被限流"), QStringLiteral("gas meter"), QStringLiteral("燃气表")},
        QCoreApplication::translate("gpuk::Glossary", "How HAMi limits a container's compute: each kernel launch takes from a bucket that refills at the "
          "container's share. When the bucket is empty the container is throttled and waits, even if SMs stand idle."),
        QCoreApplication::translate("gpuk::Glossary", "a gas meter; an empty meter shuts the valve"), keys({"software-slicing"}), "more-facts-2026-12.md §2.1");

    // --- Faults -----------------------------------------------------------------------------------
    // F §1.6, §2.5, §5.3 (fault blast radius per mode).
    add("fault-blast-radius", QCoreApplication::translate("gpuk::Glossary", "Fault blast radius"),
        {QStringLiteral("blast radius"), QStringLiteral("fault"), QStringLiteral("故障影响范围"),
         QStringLiteral("故障波及范围"), QStringLiteral("kitchen fire"), QStringLiteral("厨房着火")},
        QCoreApplication::translate("gpuk::Glossary", "Who else is hit when one tenant's work crashes the GPU. Under MIG only its own instance; under MPS every "
          "client on the GPU gets the fatal error; under time-slicing all contexts share one fault domain."),
        QCoreApplication::translate("gpuk::Glossary", "a kitchen fire"), keys({"mig", "mps", "time-slicing"}), "gpu-sharing-facts.md §1.6, §2.5, §5.3");

    // --- Monitoring -------------------------------------------------------------------------------
    // F §4.2 (SM Activity, DCGM 1002; SM Occupancy, DCGM 1003). The app's own names: "SM active" is the time
    // any SM is busy (what GPU-Util reports), "SM occupancy" the share of SMs busy (DCGM's SM_ACTIVE):
    // core/io/results.cpp's GPU rows say the same, and so must the glossary.
    add("sm-active", QCoreApplication::translate("gpuk::Glossary", "SM active"),
        {QStringLiteral("SM active")},
        QCoreApplication::translate("gpuk::Glossary", "In this app: the share of time at least one SM is busy, whatever the rest do. "
          "It is what nvidia-smi's GPU-Util counts, so one small kernel on one SM reads as busy as a full GPU."),
        QCoreApplication::translate("gpuk::Glossary", "whether any burner is lit at all"), keys({"sm-occupancy", "gpu-util", "sm"}), "gpu-sharing-facts.md §4.2, §4.3");
    add("sm-occupancy", QCoreApplication::translate("gpuk::Glossary", "SM occupancy"),
        {QStringLiteral("SM occupancy"), QStringLiteral("SM activity"), QStringLiteral("SM_ACTIVE"),
         QStringLiteral("SM 忙碌占比")},
        QCoreApplication::translate("gpuk::Glossary", "In this app: the time-average share of the GPU's SMs that are busy, what DCGM calls SM activity "
          "(SM_ACTIVE). 0.8 or more is good use of the GPU; under 0.5 it is probably used poorly. DCGM's own "
          "\"SM occupancy\" (resident warps against the most an SM holds) is another counter, not modelled here."),
        QCoreApplication::translate("gpuk::Glossary", "the gas meter: the share of burners lit"), keys({"sm-active", "gpu-util", "sm"}), "gpu-sharing-facts.md §4.2");
    // F §4.3 (utilization.gpu: one kernel running reads 100 %; not per MIG device).
    add("gpu-util", QCoreApplication::translate("gpuk::Glossary", "GPU-Util (nvidia-smi)"),
        {QStringLiteral("GPU-Util"), QStringLiteral("utilization.gpu"), QStringLiteral("GPU utilization"),
         QStringLiteral("GPU utilisation")},
        QCoreApplication::translate("gpuk::Glossary", "nvidia-smi's percentage of time at least one kernel was running. A single small kernel reads 100% while "
          "it uses one SM of a hundred, and it is not reported per MIG instance; SM occupancy says more."),
        QCoreApplication::translate("gpuk::Glossary", "whether any burner is lit at all"), keys({"sm-active", "sm-occupancy", "sm"}), "gpu-sharing-facts.md §4.3");

    // --- Serving metrics (the engine's definitions; no hardware numbers) --------------------------
    add("kv-cache", QCoreApplication::translate("gpuk::Glossary", "KV cache"),
        {QStringLiteral("KV cache"), QStringLiteral("KV-cache"), QStringLiteral("KV 缓存")},
        QCoreApplication::translate("gpuk::Glossary", "The memory an LLM keeps for every request it is serving: the keys and values of every token so far. "
          "It grows with each token, so long answers and many requests at once fill the GPU's memory."),
        QCoreApplication::translate("gpuk::Glossary", "notes on the open orders, in jars"), keys({"memory-slice", "goodput"}), "DESIGN §8; core/sim/engine_llm");
    add("p99", QCoreApplication::translate("gpuk::Glossary", "p99 latency"),
        {QStringLiteral("p99"), QStringLiteral("P99"), QStringLiteral("tail latency"), QStringLiteral("尾延迟")},
        QCoreApplication::translate("gpuk::Glossary", "The latency that 99 of every 100 requests stay under: only one in a hundred takes longer. It shows the "
          "slow tail a neighbour causes, which the average hides."),
        QString(), keys({"slo", "slo-attainment"}), "DESIGN §8; core/metrics");
    add("slo", QCoreApplication::translate("gpuk::Glossary", "SLO (service level objective)"),
        {QStringLiteral("SLO"), QStringLiteral("SLOs"), QStringLiteral("服务等级目标")},
        QCoreApplication::translate("gpuk::Glossary", "The latency a tenant promises its users, for example 50 ms at p99. The status bar says whether each tenant "
          "meets its SLO, misses it, or has too few requests to tell yet."),
        QString(), keys({"slo-attainment", "p99", "goodput"}), "DESIGN §8; core/metrics");
    add("slo-attainment", QCoreApplication::translate("gpuk::Glossary", "SLO attainment"),
        {QStringLiteral("SLO attainment"), QStringLiteral("attainment"), QStringLiteral("SLO 达成率"),
         QStringLiteral("SLO 达标率"), QStringLiteral("达成率"), QStringLiteral("达标率")},
        QCoreApplication::translate("gpuk::Glossary", "The share of a tenant's requests that finished within its SLO. 99% means one request in a hundred was "
          "late."),
        QString(), keys({"slo", "goodput", "p99"}), "DESIGN §8; core/metrics");
    add("goodput", QCoreApplication::translate("gpuk::Glossary", "Goodput"),
        {QStringLiteral("goodput"), QStringLiteral("有效吞吐")},
        QCoreApplication::translate("gpuk::Glossary", "Requests per second that finished within their SLO. Throughput counts every answer; goodput counts only "
          "the answers that came in time, so it is what the users get."),
        QString(), keys({"slo-attainment", "slo"}), "DESIGN §8; core/metrics");
    return e;
}

GlossaryEntry glossaryEntry(const QString &key)
{
    for (GlossaryEntry &entry : glossaryEntries())
        if (entry.key == key)
            return entry;
    return {};
}

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() && c.unicode() < 0x2E80; // CJK text has no spaces between words
}

bool isAcronym(const QString &name)
{
    // A capital after the first letter ("SM", "SMs", "KV cache", "vGPU"): matched as written, so
    // "SMS" or "sm" name nothing; lower-case words ("goodput", "Time-slicing") in any case.
    for (qsizetype i = 1; i < name.size(); ++i)
        if (name[i].isUpper())
            return true;
    return false;
}

} // namespace

QStringList glossaryTermsIn(const QString &text)
{
    const QString plain = Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
    QStringList out;
    for (const GlossaryHit &h : glossaryHitsIn(plain))
        if (!out.contains(h.key))
            out << h.key;
    return out;
}

std::vector<GlossaryHit> glossaryHitsIn(const QString &plain)
{
    using Hit = GlossaryHit;
    std::vector<Hit> hits;
    // Names, longest first: a longer name takes its characters before a shorter one may.
    struct Name
    {
        QString name;
        QString key;
    };
    std::vector<Name> names;
    for (const GlossaryEntry &e : glossaryEntries())
        for (const QString &n : e.names)
            names.push_back({n, e.key});
    std::stable_sort(names.begin(), names.end(), [](const Name &a, const Name &b) { return a.name.size() > b.name.size(); });
    std::vector<bool> taken(size_t(plain.size()), false);
    auto free = [&](int at, int len) {
        for (int i = at; i < at + len; ++i)
            if (taken[size_t(i)])
                return false;
        return true;
    };
    auto take = [&](int at, int len, const QString &key) {
        for (int i = at; i < at + len; ++i)
            taken[size_t(i)] = true;
        hits.push_back({at, len, key});
    };
    // Profile and vGPU type names first: "3g.20gb" must not leave a stray "gb".
    static const QRegularExpression migProfile(QStringLiteral("(?<![\\w.])(\\d+c\\.)?\\d+g\\.\\d+gb(\\+\\w+|-me)?(?![\\w])"));
    static const QRegularExpression vgpuType(QStringLiteral("(?<![\\w-])[A-Z][A-Z0-9]*\\d(-\\d+)?-\\d+[CQAB](?![\\w])"));
    for (const auto &[re, key] : {std::pair{&migProfile, QStringLiteral("profile-name")},
                                  std::pair{&vgpuType, QStringLiteral("vgpu-profile")}}) {
        auto it = re->globalMatch(plain);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            if (free(int(m.capturedStart()), int(m.capturedLength())))
                take(int(m.capturedStart()), int(m.capturedLength()), key);
        }
    }
    for (const Name &n : names) {
        const Qt::CaseSensitivity cs = isAcronym(n.name) ? Qt::CaseSensitive : Qt::CaseInsensitive;
        const bool wordStart = isWordChar(n.name.front());
        const bool wordEnd = isWordChar(n.name.back());
        for (int at = int(plain.indexOf(n.name, 0, cs)); at >= 0; at = int(plain.indexOf(n.name, at + 1, cs))) {
            const int end = at + int(n.name.size());
            if (wordStart && at > 0 && (isWordChar(plain[at - 1]) || plain[at - 1] == QLatin1Char('_')))
                continue;
            if (wordEnd && end < plain.size() && (isWordChar(plain[end]) || plain[end] == QLatin1Char('_')))
                continue;
            if (free(at, int(n.name.size())))
                take(at, int(n.name.size()), n.key);
        }
    }
    std::sort(hits.begin(), hits.end(), [](const Hit &a, const Hit &b) { return a.at < b.at; });
    return hits;
}

QString glossaryLinked(const QString &plainText)
{
    QString out;
    int pos = 0;
    QStringList linked;
    for (const GlossaryHit &h : glossaryHitsIn(plainText)) {
        if (linked.contains(h.key))
            continue;
        linked << h.key;
        out += plainText.mid(pos, h.at - pos).toHtmlEscaped();
        out += QStringLiteral("<a href=\"glossary:%1\">%2</a>").arg(h.key, plainText.mid(h.at, h.length).toHtmlEscaped());
        pos = h.at + h.length;
    }
    out += plainText.mid(pos).toHtmlEscaped();
    out.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    return out;
}

} // namespace gpuk
