#include "builtinscenarios.h"

#include "io/lessonstrings.h"
#include "io/scenariofile.h"

#include <QCoreApplication>

#include <iterator>

namespace gpuk {

namespace {

constexpr char context[] = "gpuk::BuiltinScenarios";

// Generated from resources/scenarios/*.gpuk.json (name, description, tenant names). A test fails
// when a built-in file has a text that is missing here.
const char *const sourceTexts[] = {
    // article-vgpu-ratio.gpuk.json
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "The article's vGPU by ratio: 50 % and 8 GB, 30 % and 4 GB"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "The source article gives tenant A \"50 % of the compute and 8 GB\" and tenant B \"30 % and 4 GB\" of one GPU, adjustable at any time. NVIDIA vGPU cannot do that (its shares follow from profile sizes); software slicing does: HAMi gives each container nvidia.com/gpucores and nvidia.com/gpumem. The compute share is enforced by a token bucket in a user-space hook: under HAMi's policy a container is throttled only while another one is active, so the batch job runs at full speed while the online service is idle, and a throttled container sleeps 10 ms at a time even when the SMs stand idle. The memory quota is hard: an allocation past it fails with out-of-memory in that container only. The seed demo's own shares (0.4, 0.3, 0.2) hand out 90 % of the GPU and print that as utilisation; here you see what the containers use. Workload numbers (rates, service times, model sizes) are illustrative, not measurements."),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Tenant A: online inference"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Tenant B: batch scoring"),
    // llm-kv-growth.gpuk.json
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "LLM KV cache growth beside an embedding service"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Two LLM servers with continuous batching share an A100-40GB with an embedding service: Llama-3.1-8B in fp16 (15 GiB of weights) for long chats and the same model quantised to int4 with AWQ (5.4 GiB) for short answers. Every output token adds 128 KiB of KV cache per request (2 x 32 layers x 8 KV heads x 128 dimensions x 2 bytes), freed when the request completes. Under MPS without a pinned memory limit (and under time-slicing) the KV caches grow into the memory the embedding service needs, and its requests fail with oom. The MIG alternative bounds each cache by its instance: an LLM whose next token does not fit preempts its newest request and recomputes it later, while the embedding service keeps its own memory. Model configurations come from the published config.json and checkpoint sizes; the prefill cost per token is derived, and the rates and token counts are illustrative."),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Llama-3.1-8B chat (fp16)"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Llama-3.1-8B short answers (int4 AWQ)"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Embedding service"),
    // mps-noisy-neighbour.gpuk.json
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "MPS noisy neighbour"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "A latency-critical embedding service shares an A100-40GB through MPS with an always-busy, bandwidth-hungry batch job from another team (four requests of half the GPU's SMs each, enough to saturate DRAM). MPS shares SMs, L2 and DRAM bandwidth, so the neighbour's load shows up in the embedding model's tail latency; a CUDA_MPS_ACTIVE_THREAD_PERCENTAGE cap limits the neighbour's SMs but reserves nothing and does not isolate bandwidth; a fault in either client takes both down. The MIG alternative walls them apart: a 4g.20gb for the batch job and a 2g.10gb for the embedding model, which then keeps serving through the neighbour's crash. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog."),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Embedding (latency-critical)"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Noisy neighbour: bandwidth-hungry batch"),
    // online-batch-training.gpuk.json
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Online inference, offline batch and a training experiment on A100-80GB"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Three teams on one A100-80GB: online inference that must keep its latency, an offline batch job that wants throughput, and an untrusted training experiment. MIG gives each a room; under MPS or time-slicing the batch and training jobs (always busy) compete with the online service, and a crash in the experiment takes the others down with it. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog."),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Online inference"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Offline batch scoring"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Training experiment"),
    // rag-blueprint-h100.gpuk.json
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "NVIDIA RAG Blueprint on H100-80GB (mixed MIG)"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "GPU 1 of NVIDIA's RAG Blueprint MIG deployment (NVIDIA-AI-Blueprints/rag docs/mig-deployment.md, config custom-7x1g10-2x1g20-1x3g40-1x7g80, mixed strategy): two 1g.20gb (reranker and another workload) and one 3g.40gb (OCR). The blueprint puts embedding, ingestion, Milvus and the page/table/graphic-element models on seven 1g.10gb of GPU 0 and the LLM on a whole 7g.80gb of GPU 3. Look at the compute slices: each 1g.20gb holds two memory slots but one compute slice, so slices 1 and 3 are stranded. A known pitfall (blueprint issue #51): a reranker can need more memory than a 20 GB slice offers. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog."),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Reranking NIM"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Other workload"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "OCR NIM"),
    // rag-customer-service.gpuk.json
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "RAG customer service on one A100-40GB"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "The article's RAG customer service: a high-rate, light embedding model, a mid-rate reranker and a bursty, heavy LLM on one A100-40GB. With MIG the LLM's bursts cannot slow the embedding model; one 1g slot (memory slot 1) is left free for growth. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog."),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Embedding"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Reranker"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "LLM answer generation"),
    // seed-a100-mig.gpuk.json
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Seed article: A100-40GB cut 5+5+10+20"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "The layout of the source article: one A100-40GB split into 1g.5gb + 1g.5gb + 2g.10gb + 3g.20gb for four models of different sizes. In real MIG these four instances expose 14+14+28+42 = 98 SMs (the article's toy uses 30+30+20+20) and 4.75+4.75+9.62+19.50 GiB. The placement matters: created in the article's order without placements (1g, 1g, 2g, 3g) the driver cannot fit the 3g, so the 2g goes first at 0, the two 1g at 2 and 3, the 3g at 4. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog."),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Embedding"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Moderation classifier"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Reranker"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "LLM chat (7B)"),
    // vgpu-scheduler-playground.gpuk.json
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "vGPU scheduler playground"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Three VMs with A100-10C time-sliced vGPUs (at most 4 per GPU) on one A100-40GB. Best effort gives the whole GPU to whoever has work; equal share rotates over the running VMs, so the mostly idle VM leaves its slot idle; fixed share rotates over 4 slots (the profile's maximum), so with 3 VMs one slot in four is always idle. Default time slice: 2 ms, because the profile allows at most 8 VMs. The MIG alternative shows MIG-style rooms instead of turns. Workload numbers (rates, service times, model sizes) are illustrative, not measurements; GPU and MIG numbers come from the catalog."),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Steady inference"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Batch scoring"),
    QT_TRANSLATE_NOOP("gpuk::BuiltinScenarios", "Mostly idle"),
};

} // namespace

bool isBuiltinScenarioFile(const QString &fileName)
{
    return fileName.startsWith(QLatin1String(":/scenarios/")) || fileName.startsWith(QLatin1String(":/lessons/"));
}

QString builtinScenarioText(const std::string &english)
{
    if (english.empty())
        return {};
    const QString translated = QCoreApplication::translate(context, english.c_str());
    if (translated != QString::fromStdString(english))
        return translated;
    // A challenge's texts (resources/lessons) are listed in their own context.
    return lessonText(english);
}

void localizeBuiltinScenario(Scenario &scenario)
{
    scenario.name = builtinScenarioText(scenario.name).toStdString();
    scenario.description = builtinScenarioText(scenario.description).toStdString();
    for (Tenant &t : scenario.tenants)
        t.name = builtinScenarioText(t.name).toStdString();
}

QStringList builtinScenarioSourceTexts()
{
    QStringList texts;
    for (const char *t : sourceTexts)
        texts << QString::fromUtf8(t);
    return texts;
}

} // namespace gpuk
