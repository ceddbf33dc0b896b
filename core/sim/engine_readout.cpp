// What a run shows: the series samples taken during the run, and the read-outs results(),
// snapshot() and series().

#include "sim/engine_p.h"

namespace gpuk {

// ---- sampling -------------------------------------------------------------------------------
float Engine::Impl::slidingP99(const RingBuffer<float> &recent)
{
    std::vector<float> v = recent.toVector();
    if (v.empty())
        return 0;
    const std::size_t idx = std::min(v.size() - 1, std::size_t(std::ceil(0.99 * double(v.size()))) - 1);
    std::nth_element(v.begin(), v.begin() + long(idx), v.end());
    return v[idx];
}

float Engine::Impl::recentTpotMean(const TenantRt &k)
{
    if (!k.llm || k.recentTpot.size() == 0)
        return 0;
    double sum = 0;
    for (std::size_t i = 0; i < k.recentTpot.size(); ++i)
        sum += k.recentTpot[i];
    return float(sum / double(k.recentTpot.size()));
}

// The KV cache an LLM tenant could hold now: what it holds and what its domain leaves it;
// 0 for other tenants and while it is not served.
double Engine::Impl::kvLimitBytes(const TenantRt &k) const
{
    if (!k.llm || !k.served || k.domain < 0 || k.down)
        return 0;
    const double free = llmFreeGb(k);
    if (!std::isfinite(free))
        return 0;
    return k.kvBytes() + std::max(0.0, free) * kGiB;
}

void Engine::Impl::onSample()
{
    for (std::size_t di = 0; di < dom.size(); ++di) {
        accGpu(gpus[std::size_t(dom[di].gpu)]);
        for (int ki : dom[di].tenants) {
            TenantRt &k = ten[std::size_t(ki)];
            accTenant(k);
        }
    }
    const double dt = now - lastSampleS;
    SeriesPoint p;
    p.timeS = now;
    for (auto &k : ten) {
        p.smsHeld.push_back(dt > 0 ? float((k.intSmAll - k.intSmAtSample) / dt) : 0.f);
        p.throughputRps.push_back(dt > 0 ? float(double(k.completedAll - k.completedAtSample) / dt) : 0.f);
        p.memoryGb.push_back(float(k.memGb()));
        p.p99Ms.push_back(slidingP99(k.recentLatency));
        p.ttftP99Ms.push_back(k.llm ? slidingP99(k.recentTtft) : 0.f);
        p.tpotMeanMs.push_back(recentTpotMean(k));
        p.kvGb.push_back(float(k.kvBytes() / kGiB));
        p.kvLimitGb.push_back(float(kvLimitBytes(k) / kGiB));
        k.intSmAtSample = k.intSmAll;
        k.completedAtSample = k.completedAll;
    }
    lastSampleS = now;
    seriesBuf.push(std::move(p));
    seriesDirty = true;
    push(now + opt.sampleIntervalS, EvType::Sample, -1);
}

const std::vector<SeriesPoint> &Engine::series() const
{
    if (d->seriesDirty) {
        d->seriesOut = d->seriesBuf.toVector();
        d->seriesDirty = false;
    }
    return d->seriesOut;
}

std::size_t Engine::requestBytes() const
{
    std::size_t bytes = 0;
    for (const TenantRt &k : d->ten)
        bytes += k.queue.bytes() + k.running.bytes() + (k.requeued.capacity() + k.batch.capacity()) * sizeof(LlmReq);
    return bytes;
}

std::size_t Engine::peakRequestBytes() const
{
    // the in-service heaps and the LLMs' vectors never give memory back: what they hold is their peak
    std::size_t bytes = 0;
    for (const TenantRt &k : d->ten)
        bytes += k.queue.peakBytes() + k.running.bytes() + (k.requeued.capacity() + k.batch.capacity()) * sizeof(LlmReq);
    return bytes;
}

RunResults Engine::results() const
{
    const Impl &m = *d;
    RunResults R;
    R.scenario = m.sc.name;
    R.gpu = m.gpu.id;
    R.mode = m.plan.mode;
    R.seed = m.sc.simulation.seed;
    R.durationS = m.duration;
    R.warmupS = m.warmup;
    R.events = m.events;
    const double window = std::max(0.0, m.now - m.warmup);
    for (const auto &k : m.ten) {
        TenantResult t;
        t.id = k.t->id;
        t.arrivals = k.arrivalsW;
        t.completed = k.completedW;
        t.dropped = k.droppedW;
        t.failedByReason = k.failedW;
        t.throughputRps = window > 0 ? double(k.completedW) / window : 0;
        t.latencyMs.mean = k.hist.mean();
        t.latencyMs.p50 = k.hist.quantile(0.50);
        t.latencyMs.p95 = k.hist.quantile(0.95);
        t.latencyMs.p99 = k.hist.quantile(0.99);
        t.latencyMs.max = k.hist.max();
        t.sloMs = k.t->sloMs;
        // every request that arrived in the window: met, late, failed, dropped, unserved, or
        // still in the system (late once past its SLO, else open)
        t.notPlaced = !k.served;
        t.met = k.metW;
        t.late = k.lateW;
        t.unserved = k.unservedW;
        auto inSystem = [&](double arrivalS) {
            if (arrivalS < m.warmup)
                return;
            if (k.t->sloMs > 0 && (m.now - arrivalS) * 1000.0 > k.t->sloMs)
                ++t.late;
            else
                ++t.open;
        };
        for (const Queued &qd : k.queue)
            inSystem(qd.arrivalS);
        for (const LlmReq &rq : k.requeued)
            inSystem(rq.arrivalS);
        if (k.llm) {
            for (const LlmReq &rq : k.batch)
                inSystem(rq.arrivalS);
        } else {
            for (const Running &rn : k.running)
                inSystem(rn.arrivalS);
        }
        const std::uint64_t decided = t.arrivals > t.open ? t.arrivals - t.open : 0;
        t.sloAttainment = !t.notPlaced && decided > 0 ? double(t.met) / double(decided) : 0.0;
        t.goodputRps = window > 0 ? double(t.met) / window : 0;
        // pending integral pieces since the last update (no mutation: results are observational)
        const double w = m.windowPart(k.accLast, m.now);
        const double sys = k.intSys + w * double(k.waiting() + k.inService());
        const double q = k.intQueue + w * double(k.waiting());
        const double sm = k.intSm + w * k.s * double(k.running.size());
        t.meanInSystem = window > 0 ? sys / window : 0;
        t.meanInQueue = window > 0 ? q / window : 0;
        t.meanSm = window > 0 ? sm / window : 0;
        t.throttledFraction = window > 0 ? k.intThrottled / window : 0;
        if (k.llm) {
            LlmResult L;
            auto summary = [](const LogHistogram &h) {
                LatencySummary x;
                x.mean = h.mean();
                x.p50 = h.quantile(0.50);
                x.p95 = h.quantile(0.95);
                x.p99 = h.quantile(0.99);
                x.max = h.max();
                return x;
            };
            L.ttftMs = summary(k.ttftHist);
            L.tpotMs = summary(k.tpotHist);
            L.outputTokens = k.tokensW;
            L.tokensPerS = window > 0 ? double(k.tokensW) / window : 0;
            L.kvBytesMean = window > 0 ? (k.intKv + w * k.kvBytes()) / window : 0;
            L.kvBytesPeak = k.kvPeakBytesW;
            L.preempted = k.preemptedW;
            t.llm = L;
        }
        R.tenants.push_back(std::move(t));
    }
    GpuResult &G = R.gpuStats;
    G.gpusUsed = int(m.gpus.size()); // exclusive: one per tenant (built by engine_domains.cpp)
    G.sms = m.gpu.sms;
    double any = 0, sms = 0, bw = 0, mem = 0, dead = 0;
    for (const auto &g : m.gpus) {
        const double w = m.windowPart(g.last, m.now);
        any += g.intAny + (g.busyDomains > 0 ? w : 0);
        sms += g.intSms + w * g.busySms;
        bw += g.intBw + w * g.bw;
        mem += g.intMem + w * g.mem;
        dead += g.intDead + (g.dead > 0 ? w : 0);
    }
    const double n = double(m.gpus.size());
    if (window > 0) {
        G.smActive = any / window / n;
        G.smOccupancy = sms / window / (n * m.gpu.sms);
        G.dramBandwidthUtil = bw / window / (n * m.gpu.bandwidthGBps);
        const double cap = isMigPartitioned(m.plan) ? m.gpu.memoryGiB : m.gpu.capacityGiB();
        G.memoryUsedFraction = mem / window / (n * cap);
        G.switchDeadTimeFraction = dead / window / n;
    }
    if (isMigPartitioned(m.plan)) {
        // From the catalog's SMs per profile, as `mig check` counts them: SMs lost by enabling
        // MIG, plus SMs of the used slices the profiles do not expose (H100 1g.10gb: 16 of a
        // slice's 18-19), plus the free compute slices no instance can be created on (stranded).
        // Free slices that another instance could still use are not counted: the plan could grow.
        const MigLayoutStats st = migLayoutStats(m.gpu, m.layout, MigOptions{m.plan.mig.allow4g3g});
        const int slices = m.gpu.computeSlices;
        int usedSlices = 0;
        for (const MigPlacement &p : m.layout)
            usedSlices += p.profile ? p.profile->computeSlices : 0;
        const int freeUsable = std::max(0, slices - usedSlices - st.strandedComputeSlices);
        const int perSlice = slices > 0 ? smsPerComputeSlice(m.gpu) : 0;
        const int never = st.unusableSms + std::max(0, m.gpu.migSms - st.instanceSms - freeUsable * perSlice);
        G.strandedSmFraction = double(never) / double(m.gpu.sms);
    }
    // The seed article's formula (0.6 × SM share + 0.4 × memory share), shown as what it is:
    // not a real GPU metric.
    G.seedUtilization = 0.6 * G.smOccupancy + 0.4 * G.memoryUsedFraction;
    G.gpuHours = double(G.gpusUsed) * window / 3600.0;
    return R;
}

Snapshot Engine::snapshot() const
{
    const Impl &m = *d;
    Snapshot S;
    S.timeS = m.now;
    S.ended = finished();
    const int nSm = m.gpu.sms;
    S.smTenant.assign(std::size_t(nSm), -1);
    S.smState.assign(std::size_t(nSm), SmState::Idle);
    for (const auto &k : m.ten) {
        TenantView v;
        v.queued = int(k.waiting());
        v.inFlight = int(k.inService());
        v.kvBytes = k.kvBytes();
        v.kvLimitBytes = m.kvLimitBytes(k);
        v.preempted = k.preemptedAll;
        if (k.llm) {
            v.ttftP99Ms = Impl::slidingP99(k.recentTtft);
            v.tpotMeanMs = Impl::recentTpotMean(k);
        }
        v.smsHeld = k.s * double(k.running.size());
        v.memoryUsedGb = k.memGb();
        v.bandwidthGBps = k.bw;
        v.congestion = k.congestion;
        v.completed = k.completedAll;
        v.failed = k.failedAll;
        v.dropped = k.droppedAll;
        v.lastLatencyMs = k.lastLatencyMs;
        if (k.domain >= 0 && m.dom[std::size_t(k.domain)].quota) {
            const Domain &D = m.dom[std::size_t(k.domain)];
            v.throttled = k.throttled;
            v.limiterOn = m.limited(D, k);
            const double cap = m.bucketCapacity(D, k);
            v.bucket = v.limiterOn && cap > 0 ? std::clamp(k.tokens / cap, 0.0, 1.0) : -1;
        }
        if (!k.served)
            v.state = k.down ? TenantState::Down : TenantState::NotServed;
        else if (k.down)
            v.state = TenantState::Down;
        else if (k.restarting)
            v.state = TenantState::Restarting;
        else if (k.draining)
            v.state = TenantState::Draining;
        else if (v.smsHeld > 0)
            v.state = TenantState::Serving;
        else if (v.inFlight > 0 || v.queued > 0)
            v.state = TenantState::Waiting;
        else
            v.state = TenantState::Idle;
        S.tenants.push_back(v);
    }
    auto paint = [&](int first, int count, int tenant, double held) {
        const int busy = std::min(count, int(std::lround(held)));
        for (int i = 0; i < busy; ++i) {
            S.smTenant[std::size_t(first + i)] = std::int16_t(tenant);
            S.smState[std::size_t(first + i)] = SmState::Busy;
        }
        return busy;
    };
    const bool mig = isMigPartitioned(m.plan);
    if (mig) {
        const int slices = m.gpu.computeSlices;
        std::vector<int> sliceFirst(std::size_t(slices) + 1, 0);
        const int base = slices ? m.gpu.migSms / slices : 0, rem = slices ? m.gpu.migSms % slices : 0;
        for (int c = 0; c < slices; ++c)
            sliceFirst[std::size_t(c) + 1] = sliceFirst[std::size_t(c)] + base + (c < rem ? 1 : 0);
        for (int i = m.gpu.migSms; i < nSm; ++i)
            S.smState[std::size_t(i)] = SmState::UnusableMig;
        const std::vector<int> owners = computeSliceOwners(m.gpu, m.layout);
        const MigLayoutStats st = migLayoutStats(m.gpu, m.layout, MigOptions{m.plan.mig.allow4g3g});
        for (int c = 0; c < slices; ++c) {
            if (c < int(owners.size()) && owners[std::size_t(c)] >= 0)
                continue;
            const bool stranded = std::find(st.strandedSlices.begin(), st.strandedSlices.end(), c) != st.strandedSlices.end();
            for (int i = sliceFirst[std::size_t(c)]; i < sliceFirst[std::size_t(c) + 1]; ++i)
                S.smState[std::size_t(i)] = stranded ? SmState::Stranded : SmState::Unassigned;
        }
        for (std::size_t li = 0; li < m.layout.size(); ++li) {
            const MigPlacement &p = m.layout[li];
            std::vector<int> idx;
            for (int c = p.computeStart(); c < p.computeEnd() && c < slices; ++c)
                for (int i = sliceFirst[std::size_t(c)]; i < sliceFirst[std::size_t(c) + 1]; ++i)
                    idx.push_back(i);
            for (std::size_t j = std::size_t(p.profile->sms); j < idx.size(); ++j)
                S.smState[std::size_t(idx[j])] = SmState::NotExposed;
            // tenants of this instance, contiguous inside it
            std::size_t pos = 0;
            for (const auto &D : m.dom) {
                if (D.instance != int(li))
                    continue;
                for (int ki : D.tenants) {
                    const auto &k = m.ten[std::size_t(ki)];
                    int busy = std::min<int>(int(std::lround(k.s * double(k.running.size()))), int(std::min<std::size_t>(idx.size(), std::size_t(p.profile->sms))) - int(pos));
                    for (int j = 0; j < busy; ++j, ++pos) {
                        S.smTenant[std::size_t(idx[pos])] = std::int16_t(ki);
                        S.smState[std::size_t(idx[pos])] = SmState::Busy;
                    }
                }
            }
        }
        const std::vector<int> slotOwners = memorySlotOwners(m.gpu, m.layout);
        S.memorySlotTenant.assign(slotOwners.size(), -1);
        S.memorySlotFill.assign(slotOwners.size(), 0);
        S.memorySlotKvFill.assign(slotOwners.size(), 0);
        for (std::size_t sl = 0; sl < slotOwners.size(); ++sl) {
            const int li = slotOwners[sl];
            if (li < 0)
                continue;
            double used = 0, kv = 0;
            int first = -1;
            for (const auto &D : m.dom)
                if (D.instance == li)
                    for (int ki : D.tenants) {
                        used += m.ten[std::size_t(ki)].memGb();
                        kv += m.ten[std::size_t(ki)].kvBytes() / kGiB;
                        if (first < 0)
                            first = ki;
                    }
            S.memorySlotTenant[sl] = std::int16_t(first);
            S.memorySlotFill[sl] = std::min(1.0, used / m.layout[std::size_t(li)].profile->memoryGiB);
            S.memorySlotKvFill[sl] = std::min(S.memorySlotFill[sl], kv / m.layout[std::size_t(li)].profile->memoryGiB);
        }
    } else {
        // contiguous blocks in tenant order; a time-sliced owner gets the block from SM 0
        int pos = 0;
        for (std::size_t ki = 0; ki < m.ten.size(); ++ki) {
            const auto &k = m.ten[ki];
            const double held = k.s * double(k.running.size());
            if (held <= 0)
                continue;
            if (m.gpus.size() > 1) // a GPU per tenant (exclusive): each one's block from SM 0
                pos = 0;
            if (pos >= nSm)
                break;
            pos += paint(pos, nSm - pos, int(ki), held);
        }
    }
    for (const auto &D : m.dom) {
        if (D.kind != DomKind::TimeSliced || D.instance >= 0)
            continue;
        S.sliceOwner = D.switching ? -1 : D.owner;
        S.switching = D.switching;
        if (D.owner >= 0 && D.sliceS > 0)
            S.sliceProgress = std::clamp(std::fmod(m.now - D.sliceStart, D.sliceS) / D.sliceS, 0.0, 1.0);
        if (D.rotation != Rotation::BestEffort && D.sliceS > 0 && !D.slots.empty()) {
            // The same slot arithmetic as the rotation itself (Impl::slotIndexAt, tsUpdate).
            const double t = m.now - D.origin;
            const long idx = long(std::floor(t / D.sliceS + 1e-9));
            const long n = long(D.slots.size());
            S.turnSlot = int(((idx % n) + n) % n);
            S.sliceProgress = std::clamp((t - double(idx) * D.sliceS) / D.sliceS, 0.0, 1.0);
        }
    }
    S.recentEvents.assign(m.recent.begin(), m.recent.end());
    return S;
}

} // namespace gpuk
