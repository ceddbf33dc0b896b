#include "io/receipttext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace gpuk {

namespace {

// Every English text of analysis/receipts.cpp (setups, metrics, published figures, reasons,
// parameter values and notes) that has a word in it, for lupdate; bare numbers need none.
const char *const kTexts[] = {
    QT_TRANSLATE_NOOP("gpuk::Receipts", "ResNet-50 Offline on one 1g.10gb instance of an A100-SXM-80GB against the whole GPU (DGX-A100 MIG_1x1g.10gb vs x1). Engine: a busy whole-GPU tenant on 1g.10gb against exclusive."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "throughput on 1g.10gb / whole GPU"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "5316.2 / 39830.1 samples/s"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "assumed: an offline benchmark at large batch taken as compute-bound; not fitted"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "every SM"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "assumed: a large batch fills the whole GPU; not fitted"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "BERT-99 Offline on one 1g.10gb instance of an A100-SXM-80GB against the whole GPU. Engine: a busy whole-GPU tenant on 1g.10gb against exclusive."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "502.39 / 3614 samples/s"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "3D-UNet Offline on one 1g.10gb instance of an A100-SXM-80GB against the whole GPU. Engine: a busy whole-GPU tenant on 1g.10gb against exclusive."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "7.60698 / 61.6701 samples/s"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "ResNet-50 Offline on one 1g.6gb instance of an A30 against the whole GPU (A30-MIG_1x1g.6gb vs A30x1). Engine: a busy whole-GPU tenant on 1g.6gb against exclusive."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "throughput on 1g.6gb / whole GPU"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "4965.89 / 18265 samples/s"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "ResNet-50 Offline on eight A100-SXM-80GB, each cut into seven busy 1g.10gb instances, against the eight whole GPUs (MIG_56x1g.10gb vs x8, both Triton). Engine: seven busy tenants on seven 1g.10gb instances against one on the whole GPU."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "throughput of 7 × 1g.10gb / whole GPU"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "283469 / 306261 samples/s"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "GROMACS on an A100-80GB: 1g.10gb against the full GPU. Engine: a busy tenant able to keep 41 SMs busy, on 1g.10gb against exclusive."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "ns/day on 1g.10gb / full GPU"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "43.28 / 118.59 ns/day"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "41 SMs"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "calibrated on njit-gromacs-2g"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "assumed: the scaling follows SMs up to the width"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "GROMACS on an A100-80GB: 2g.20gb against the full GPU. Engine: the same 41-SM tenant on 2g.20gb against exclusive."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "ns/day on 2g.20gb / full GPU"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "81.205 / 118.59 ns/day"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "28 SMs / 0.685, rounded: the width GROMACS keeps busy"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "GROMACS on an A100-80GB: 3g.40gb against the full GPU. Engine: the same 41-SM tenant on 3g.40gb against exclusive."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "ns/day on 3g.40gb / full GPU"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "115.507 / 118.59 ns/day"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "\"A MIG GPU with 7 instances will provide 1/7 … of the SMs\": a compute-bound job on 1g.5gb against 7g.40gb. Engine: a busy whole-GPU tenant (β = 0) on 1g.5gb against 7g.40gb."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "throughput on 1g.5gb / 7g.40gb"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "the rule's compute side"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "\"… 1/7 of the memory bandwidth\": a memory-bound job on 1g.5gb against 7g.40gb. Engine: a busy whole-GPU tenant with β = 1 on 1g.5gb (1 of 8 memory slices) against 7g.40gb."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "1/7 (\"to a first order approximation\")"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "the rule's bandwidth side"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "The MIG user guide gives a memory slice as roughly one eighth of the bandwidth (8 memory slices), so a 1g instance gets 1/8; the model follows the guide, where the forum's 1/7 is a first-order rule."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "ResNet-50 Offline on one 1g.10gb instance of an A100-SXM-80GB while the six other 1g.10gb instances run other benchmarks Offline, against it alone (MIG_1x1g.10gb HeteroMultiUse vs 1x1g.10gb). Engine: the same with six busy neighbours of β 0, 0.5 and 1."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "throughput with busy neighbours / alone"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "5270.08 / 5316.2 samples/s"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "ResNet-50 Offline on one 1g.6gb instance of an A30 while the three other 1g.6gb instances run other benchmarks Offline, against it alone (A30-MIG_1x1g.6gb HeteroMultiUse vs 1x1g.6gb). Engine: the same with three busy neighbours."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "4551.82 / 4965.89 samples/s"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "MIG instances share the board's power and clock budget; busy neighbours can lower the clocks of every instance (Schieffer et al. 2026: interference through power throttling). The model isolates MIG instances completely."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "Two vLLM instances of Qwen3-4B-FP8 sharing one A100-80GB under MPS, each process allowed 60 % of the SMs and 50 % of the memory, against one instance on a dedicated GPU (no cap). Engine: two busy copies of a β = 0.8 service 54 SMs wide under MPS, each client capped at an active thread percentage of 60, against one alone on the GPU. The memory split is left out: the engine's tenants here hold no memory that could run short."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "output throughput MPS / dedicated"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "1448.2 / 1557.1 tokens/s (−7.5 %)"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "decode is mostly memory-bound; chosen with φ and κ on the two Qwen3 rows"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "54 SMs"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "each vLLM instance keeps about half the GPU busy (assumed)"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "engine parameter (core/sim/engine_p.h)"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "engine parameter (core/sim/engine_service.h)"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "The same two Qwen3-4B-FP8 instances (60 % of the SMs each under MPS): median time per output token under MPS against dedicated. Engine: the same capped pair's time per request against alone."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "TPOT MPS / dedicated"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "62.5 / 52.3 ms (+19.5 %)"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "Co-execution under MPS \"under memory contention … worsening performance by around 30 %\": two memory-bound applications together against one after the other. Engine: two busy whole-GPU tenants with β = 1 under MPS against one alone."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "co-executed throughput / sequential"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "around −30 %"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "The model shares DRAM bandwidth max-min fairly and adds a small L2 term; it has no cache thrashing or DRAM row conflicts between co-running kernels, the contention the paper measures."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "a fully memory-bound application (assumed)"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "calibrated on the Qwen3 rows"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "Kubernetes time-slicing on a GTX 1080 (device plugin replicas: 4): two agents running continuously, a small latency-sensitive one (4096×4096 complex FFTs) and a heavy one (large GEMMs); the small agent's p99 GPU time with the heavy one beside it against alone. Its throughput fell only 7.3 % (the heavy one's 1.4 %), so the two together left the GPU idle much of the time. Engine, and why it differs: the catalog has no GTX 1080, so an A100-40GB stands in; two tenants kept busy without pause would each lose half their throughput under time-slicing, which the source did not see, so the engine runs two light services (2 ms, cv 0.3, β 0.5, ρ = 0.2 each, leaving the GPU idle as the source's throughput implies) time-sliced with 2 ms slices and 50 µs switches, p99 against alone."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "p99 with a second pod / alone"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "6.10 / 3.68 ms (1.66×)"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "50 µs"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "assumed (not published by NVIDIA)"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "0.2 each"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "assumed: the load that leaves the GPU idle as the source's small throughput loss (−7.3 %, −1.4 %) implies"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "Voice pipeline on A100 under heavy load: speech recognition and speech synthesis sharing one GPU by time-slicing against MIG. Engine: two busy services 66 SMs wide (β 0.3) time-sliced against 3g.40gb + 3g.40gb."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "requests/s per GPU, time-slicing / MIG"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "0.76 / 1.00 req/s per GPU"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "66 SMs"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "the width of each support model (not published)"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "assumed"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "MLPerf Inference v1.1 in VMs with A100-40C vGPUs against bare metal. Engine: a busy whole-GPU tenant in one A100-40C VM (best effort) against exclusive."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "vGPU / bare metal"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "midpoint of the 0–6 % the two VMware rows give"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "MLPerf Inference v3.0 in VMs with vGPUs (A100-80GB SXM, H100 PCIe) against bare metal. Engine: a busy whole-GPU tenant in one H100-80C VM on an H100 PCIe against exclusive."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "Llama-3.1-8B-Instruct in BF16 on vLLM, one request at a time (1024-token prompts, 128 output tokens) on an A100 40GB. Engine: an LLM tenant with the model's published configuration, batch limit 1, on the whole GPU."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "decode tokens/s of one request"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "about 75 tokens/s (\"roughly 77 % of the memory-bandwidth ceiling\")"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "The model reads the weights and the KV cache at the datasheet DRAM bandwidth; real decode kernels reach about 77 % of it, as the source says."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "8.03 B parameters, 2 bytes each, 32 layers, 8 KV heads of 128"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "the model's published configuration"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "A100-40GB datasheet (catalog)"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "Two processes, each a loop of 4096×4096 FP32 matrix products, capped by HAMi-core at 30 % and 70 % of an RTX PRO 6000 (188 SMs) for 240 s: 21.4 and 25.2 iterations/s (23.1 each without caps). Engine: two busy, compute-bound, whole-GPU tenants in HAMi containers of 30 % and 70 % under HAMi's policy, 240 s."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "Two HAMi containers with nvidia.com/gpucores 10 and 90, each launching kernels continuously: about 1 : 6 to 1 : 8 completed launches (1 : 9 expected). Engine: two busy, compute-bound, whole-GPU tenants in HAMi containers of 10 % and 90 % on an A100-40GB (the issue does not name its GPU), 120 s."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "HAMi's maintainer: the hook costs \"< 1% if you don't use device-core limitation\". Engine: one busy tenant in a HAMi container without a core limit (100 %: the limiter is skipped) against the same tenant on a GPU of its own. The engine models no hook cost, so it can only agree."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "throughput of the 30 % container / the 70 % container"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "throughput of the 10 % container / the 90 % container"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "throughput in the container / bare metal"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "21.4 / 25.2 it/s"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "about 1 : 6 – 1 : 8"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "< 1 % overhead"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "The engine's watcher separates the two more than the real one: its bucket empties in an assumed second of full use, while HAMi-core's pool refills in well under a second on a 188-SM GPU (its refill step grows with SMs², the pool with SMs), which the issue shows as bang-bang control."),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "1 s"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "assumed: the source counts the bucket in thread blocks; chosen before looking at these rows (sharing/quota.h)"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "assumed: FP32 matrix products taken as compute-bound"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "assumed: a 4096² product fills the GPU"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "A100-40GB"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "assumed: the issue does not name its GPU"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "assumed: compute-bound kernels"),
    QT_TRANSLATE_NOOP("gpuk::Receipts", "not modelled"),
};

constexpr const char *kContext = "gpuk::Receipts";

} // namespace

QString receiptText(const std::string &english)
{
    if (english.empty())
        return {};
    return QCoreApplication::translate(kContext, english.c_str());
}

bool hasReceiptText(const std::string &english)
{
    if (std::none_of(english.begin(), english.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); }))
        return true;
    for (const char *t : kTexts)
        if (english == t)
            return true;
    return false;
}

QString receiptStatusText(ReceiptStatus s)
{
    switch (s) {
    case ReceiptStatus::Matched: return QCoreApplication::translate("gpuk::Receipts", "matched");
    case ReceiptStatus::KnownGap: return QCoreApplication::translate("gpuk::Receipts", "known gap");
    case ReceiptStatus::OutOfTolerance: return QCoreApplication::translate("gpuk::Receipts", "out of tolerance");
    case ReceiptStatus::GapClosed: return QCoreApplication::translate("gpuk::Receipts", "gap closed (update the table)");
    case ReceiptStatus::Error: return QCoreApplication::translate("gpuk::Receipts", "engine refused the setup");
    }
    return {};
}

QString receiptTopicText(ReceiptTopic t)
{
    switch (t) {
    case ReceiptTopic::MigScaling: return QCoreApplication::translate("gpuk::Receipts", "MIG slice scaling");
    case ReceiptTopic::MigNeighbours: return QCoreApplication::translate("gpuk::Receipts", "MIG with busy neighbours");
    case ReceiptTopic::Mps: return QCoreApplication::translate("gpuk::Receipts", "MPS co-location");
    case ReceiptTopic::TimeSlicing: return QCoreApplication::translate("gpuk::Receipts", "time-slicing");
    case ReceiptTopic::Vgpu: return QCoreApplication::translate("gpuk::Receipts", "vGPU overhead");
    case ReceiptTopic::LlmDecode: return QCoreApplication::translate("gpuk::Receipts", "LLM decode");
    case ReceiptTopic::SoftwareSlicing: return QCoreApplication::translate("gpuk::Receipts", "software slicing");
    }
    return {};
}

QString sourceGradeText(SourceGrade g)
{
    return g == SourceGrade::Primary ? QCoreApplication::translate("gpuk::Receipts", "primary")
                                     : QCoreApplication::translate("gpuk::Receipts", "secondary");
}

QString receiptRatioText(double v)
{
    if (!std::isfinite(v))
        return QStringLiteral("–");
    return QString::number(v, 'f', std::abs(v) < 1 ? 3 : 2);
}

QString receiptPublishedText(const Receipt &row)
{
    if (!row.isRange())
        return receiptRatioText(row.publishedLow);
    return receiptRatioText(row.publishedLow) + QChar(0x2013) + receiptRatioText(row.publishedHigh);
}

QString receiptGapText(double gap)
{
    if (!std::isfinite(gap))
        return QStringLiteral("–");
    const double pct = std::round(gap * 1000) / 10;
    if (pct == 0)
        return QStringLiteral("0 %");
    const QString digits = QString::number(std::abs(pct), 'f', 1);
    return (pct > 0 ? QStringLiteral("+") : QString(QChar(0x2212))) + digits + QStringLiteral(" %");
}

QString receiptToleranceText(double tolerance)
{
    return QChar(0x00B1) + QString::number(std::round(tolerance * 100)) + QStringLiteral(" %");
}

QString knownGapSentence(const KnownGapHere &gap)
{
    if (!gap.receipt)
        return {};
    const Receipt &row = *gap.receipt;
    return QCoreApplication::translate("gpuk::Receipts", "Known gap (receipt %1): %2 is %3 in the engine, %4 measured (gap %5): %6")
            .arg(QString::fromStdString(row.id), receiptText(row.metric), receiptRatioText(gap.result.engine),
                 receiptPublishedText(row), receiptGapText(gap.result.gap), receiptText(row.gapReason));
}

QJsonObject knownGapJson(const KnownGapHere &gap)
{
    QJsonObject j;
    if (!gap.receipt)
        return j;
    j.insert(QStringLiteral("receipt"), QString::fromStdString(gap.receipt->id));
    j.insert(QStringLiteral("engine"), gap.result.engine);
    j.insert(QStringLiteral("published_low"), gap.receipt->publishedLow);
    j.insert(QStringLiteral("published_high"), gap.receipt->publishedHigh);
    j.insert(QStringLiteral("gap"), gap.result.gap);
    j.insert(QStringLiteral("why"), QString::fromStdString(gap.receipt->gapReason));
    return j;
}

} // namespace gpuk
