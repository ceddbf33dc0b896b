// LLM tenants served by continuous batching (engine.h "LLM tenants"): the memory an LLM tenant may
// take, and the start and end of its batch's iterations.

#include "sim/engine_p.h"

namespace gpuk {

// ---- LLM serving (continuous batching) --------------------------------------------------------
// Memory an LLM tenant may still take [GiB]: what its domain (GPU, MIG instance, shared pool)
// leaves, within its MPS pinned limit or vGPU framebuffer.
double Engine::Impl::llmFreeGb(const TenantRt &k) const
{
    const Domain &D = dom[std::size_t(k.domain)];
    double free = D.memCapGb - poolUsed(D);
    if (k.pinnedGb >= 0)
        free = std::min(free, k.pinnedGb - k.memGb());
    if (k.boundGb >= 0)
        free = std::min(free, k.boundGb - k.memGb());
    return free;
}

void Engine::Impl::llmKvChanged(TenantRt &k)
{
    if (now >= warmup)
        k.kvPeakBytesW = std::max(k.kvPeakBytesW, k.kvBytes());
}

// Starts the next iteration if the tenant has none running (its domain is synced): the
// running requests' KV grows by one token each (what does not fit preempts the newest
// request, which is recomputed later; a request alone that does not fit fails with oom),
// queued requests join while the batch has room and their prompt's KV fits, and the
// iteration's work is its prefill and decode compute plus the bytes it reads.
void Engine::Impl::llmIterate(int ki)
{
    TenantRt &k = ten[std::size_t(ki)];
    if (!k.running.empty() || !k.available() || k.domain < 0)
        return;
    const LlmConfig &L = *k.llm;
    const double tokGb = L.model.kvBytesPerToken() / kGiB;
    const double eps = 1e-9;
    double free = llmFreeGb(k);
    while (!k.batch.empty() && double(k.batch.size()) * tokGb > free + eps) {
        const LlmReq r = k.batch.back();
        k.batch.pop_back();
        k.kvTokens -= r.kvTokens;
        free += r.kvTokens * tokGb;
        if (k.batch.empty()) { // alone, its next token does not fit: it cannot go on
            fail(k, FailureReason::Oom, r.arrivalS);
            note(EngineEvent::Kind::Oom, ki, -1, (r.kvTokens + 1) * tokGb);
            break;
        }
        ++k.preemptedAll;
        if (now >= warmup)
            ++k.preemptedW;
        k.requeued.push_back(r); // first to join again
    }
    for (LlmReq &r : k.batch) {
        r.prefill = 0;
        r.kvTokens += 1;
        k.kvTokens += 1;
        free -= tokGb;
    }
    // the preempted requests first (the most recent first), then the queue's
    while (!k.draining && int(k.batch.size()) < L.maxBatch && k.waiting() > 0) {
        const bool back = !k.requeued.empty();
        LlmReq r;
        if (back) {
            r = k.requeued.back();
        } else {
            const Queued &q = k.queue.front();
            r.arrivalS = q.arrivalS;
            r.prompt = q.tokens.prompt;
            r.output = q.tokens.output;
        }
        const int context = r.prompt + r.generated; // a preempted request recomputes its tokens
        const double need = double(context + 1) * tokGb;
        if (need > free + eps && !k.batch.empty())
            break; // waits for memory the batch frees
        if (back)
            k.requeued.pop_back();
        else
            k.queue.pop_front();
        if (need > free + eps) {
            fail(k, FailureReason::Oom, r.arrivalS);
            note(EngineEvent::Kind::Oom, ki, -1, need);
            continue;
        }
        r.prefill = context;
        r.kvTokens = context + 1;
        k.kvTokens += r.kvTokens;
        free -= need;
        k.batch.push_back(r);
    }
    llmKvChanged(k);
    touch(ki);
    if (k.batch.empty()) {
        k.kvTokens = 0;
        return;
    }
    // work in solo-ms (alone on sm_width SMs of an idle GPU): compute for every prefilled and
    // decoded token at the prefill cost per token, plus the weights and the decoding requests'
    // KV cache read once at the bandwidth sm_width SMs draw alone (the service model's b_solo,
    // engine.cpp: the whole GPU's from φ·SM_full SMs up), so the bytes the engine counts for the
    // memory part (β·work·b_solo) are the bytes the step reads
    double computeTokens = 0, kvRead = 0;
    for (const LlmReq &r : k.batch) {
        if (r.prefill > 0) {
            computeTokens += r.prefill;
        } else {
            computeTokens += 1;
            kvRead += r.kvTokens - 1;
        }
    }
    const double computeMs = computeTokens * L.prefillMsPerToken;
    const double bytes = L.model.weightBytes() + kvRead * L.model.kvBytesPerToken();
    const double soloBw = gpu.bandwidthGBps * std::min(1.0, std::min(k.smWidth, double(gpu.sms)) /
                                                               (kDramSaturationSmFraction * double(gpu.sms)));
    const double memoryMs = bytes / (soloBw * 1e9) * 1000.0;
    const double work = computeMs + memoryMs;
    const double beta = work > 0 ? memoryMs / work : 0;
    if (beta != k.beta) { // an input of its domain's allocation
        k.beta = beta;
        if (k.domain >= 0)
            dom[std::size_t(k.domain)].allocValid = false;
    }
    k.running.push(Running{k.V + work * (1.0 + k.overhead), runSeq++, now});
    touch(ki);
}

// The iteration ended: every request of the batch has one more token (a prefilled one its
// first); finished requests complete and free their KV cache.
void Engine::Impl::llmEndIteration(int ki)
{
    TenantRt &k = ten[std::size_t(ki)];
    const bool inWindow = now >= warmup;
    std::size_t out = 0;
    for (std::size_t i = 0; i < k.batch.size(); ++i) {
        LlmReq r = k.batch[i];
        r.generated += 1;
        if (inWindow)
            ++k.tokensW;
        if (r.firstTokenS < 0) {
            r.firstTokenS = now;
            if (inWindow)
                k.ttftHist.add((now - r.arrivalS) * 1000.0);
            if (opt.sampleIntervalS > 0) // read by the series samples only
                k.recentTtft.push(float((now - r.arrivalS) * 1000.0));
        }
        if (r.generated >= r.output) {
            if (r.output > 1) {
                const double tpot = (now - r.firstTokenS) * 1000.0 / double(r.output - 1);
                if (inWindow)
                    k.tpotHist.add(tpot);
                if (opt.sampleIntervalS > 0)
                    k.recentTpot.push(float(tpot));
            }
            k.kvTokens -= r.kvTokens;
            recordCompletion(ki, r.arrivalS);
            continue;
        }
        k.batch[out++] = r;
    }
    k.batch.resize(out);
    if (k.batch.empty())
        k.kvTokens = 0;
    touch(ki);
}

} // namespace gpuk
