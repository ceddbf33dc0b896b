// The discrete-event engine (DESIGN §3). See engine.h for the contract.
//
// Technique: processor sharing with per-tenant virtual time. Every in-flight request of one
// tenant in one domain holds the same number of SMs and sees the same congestion, so all of them
// progress at the same rate r (solo-ms per ms). Each tenant keeps a virtual clock V (solo-ms of
// progress every one of its requests has made) and a min-heap of finish tags V_start + work; the
// next completion of the tenant is at now + (minTag − V) / r. At each event only the domain the
// event touches is re-allocated and only its tenants' next completions are re-pushed into the
// global event heap (lazy deletion with generation counters, ties by insertion sequence).
// Cost per event: O(T log T + log E), T = tenants in the domain, E = events pending; in a
// time-sliced domain (time-slicing, time-sliced vGPU, MIG inner time-slicing) only the running
// context progresses, so an event there touches it and the tenant the event concerns and finds the
// next context with work in an ordered set: O(log T + log E).
//
// SERVICE MODEL (DESIGN §3, roofline; its pure functions are in engine_service.h). A request of
// tenant k has solo work (ms alone on an idle whole GPU at its sm_width), a share β
// (bandwidth_intensity) of it memory-bound. Holding s SMs and getting DRAM bandwidth b it
// progresses at
//   rate = 1 / ((1 − β)·w/s + β·b_solo/b)   solo-ms per ms,  w = min(sm_width, SM_full),
//   b_solo = BW_full·min(1, w/(φ·SM_full))  (what it draws alone on the idle whole GPU),
//   b ≤ BW_full·s/(φ·SM_full)               (s SMs can draw no more; never above b_solo),
//   b ≤ C                                   (its domain's bandwidth: no request's memory part
//                                            reads faster than its MIG instance's memory slots),
// then divided by the interference terms below. A request draws rate·β·b_solo GB/s on average (its
// bytes per solo-ms times its progress). A bandwidth domain (the whole GPU; a MIG instance:
// BW_full·memory slots/8) shares its capacity max-min fairly over the draws of the requests that
// want bandwidth (β = 0 wants none), like SMs; a draw below its maximum fixes b by inverting the
// rate. So a β = 1 request alone draws b_solo, and a domain never serves more than its capacity.
// Congestion (snapshot, canvas, narrator) = (bandwidth its SMs could draw) / b ≥ 1: how much slower
// its memory part runs because the domain's bandwidth is shared; 1 while the domain has bandwidth
// to spare. k.bw is the bandwidth it draws (DRAM_ACTIVE), MPS dispatch waits excluded.
//
// MODEL PARAMETERS (all described in one place, here; units in the names; defined where used:
// φ in engine_service.h, kMpsDispatchStretch below, the domains' κ and switch time in engine_p.h):
//   kDramSaturationSmFraction φ = 0.69  calibrated; no published number gives it directly (assumed
//                                  form: DRAM saturates with φ·SM_full SMs, linear below). Chosen
//                                  jointly with kMpsCacheInterference so that, in
//                                  tests/core/test_engine_internals.cpp [calibration] and
//                                  tests/core/test_engine_mechanisms.cpp [roofline]:
//                                  - two β = 0.8 MPS tenants of half the SMs lose 14.4 % throughput
//                                    and gain 25.7 % p99 (anchors: fact sheet §5.2 Qwen3-4B MPS vs
//                                    dedicated −7.5 % throughput, TPOT +19.5 %; §5.1 Igual et al.
//                                    "around 30 %" under memory contention: bands 5–30 %, 10–30 %);
//                                  - a memory-bound and a compute-bound MPS pair reach 1.307× the
//                                    throughput of time-slicing (≥ 1.3 wanted: MPS exists for it);
//                                  The window is narrow: at κ = 0.01, φ = 0.68 gives p99 +29.5 % and
//                                  φ = 0.65 +43 %; φ = 0.70 leaves the pair below 1.3× (1.304 even at
//                                  κ = 0). 98 SMs of a 7g.40gb ≥ φ·108, so a β = 1 request there
//                                  takes its solo time.
//                                  Consequence: below φ·SM_full SMs the memory part slows too (a
//                                  β = 0.5 request on half of 108 SMs: 1.69×, not 1.5×).
//   kMpsCacheInterference   0.01   calibrated with φ (above). Co-running MPS clients share L2 (MIG
//                                  guide: "memory bandwidth, caches and capacity are all shared"): a
//                                  client's rate is divided by 1 + κ·β·(2 − 2/m), m = co-running
//                                  clients of the same server (1 + κβ for two, at most 1 + 2κβ: an
//                                  assumption). With DRAM shared max-min fairly most of the published
//                                  co-location cost is bandwidth; κ > 0.02 breaks the bands above.
//   kMpsDispatchStretch     0.15   assumed, checked end to end. MPS dispatches thread blocks without
//                                  preemption (fact sheet §2.1: one set of scheduling resources for all
//                                  clients; kernels of different clients may share an SM, "roughly
//                                  the same as concurrent kernel behavior" -- NVIDIA forum, "What
//                                  happens under MPS oversubscription"): a client that water-filling
//                                  gives all the SMs it wants, next to a client that is short of SMs
//                                  (whose queued blocks take every freed slot), waits for resident
//                                  blocks to retire and competes with the queued ones; its rate is
//                                  divided by 1 + 0.15 (its DRAM draw too). Clients short of SMs
//                                  already share them by water-filling (no stretch); a client alone
//                                  is unchanged. No published number isolates the dispatch wait;
//                                  0.15 puts a light tenant next to a neighbour saturating SMs and
//                                  DRAM at +17 % p99 (band 10–30 %: §5.2 TPOT +19.5 %, §5.1 ~30 %;
//                                  without it +2 %), the MPS noisy-neighbour preset at +17 %.
//   kTimesliceCacheInterference 0.10 modelling assumption: after a context switch the L2 and TLBs are
//                                  cold; while ≥ 2 contexts take turns the running one's rate is divided
//                                  by 1 + κ·β. No published number isolates this effect; the value is
//                                  chosen so the two-tenant time-slicing p99 lands at ≈ 1.5–2× solo
//                                  (fact sheet §5.2, 3.68 → 6.10 ms, 1.66×, secondary source).
//   TimeslicePlan::switchUs 50 µs  (plan.h default) modelling assumption kept: dead time per context
//                                  switch; NVIDIA does not publish it (fact sheet §3.6 UNVERIFIED).
//   kVgpuSwitchUs           50 µs  modelling assumption, same as bare-metal time-slicing.
//   VgpuPlan::overhead      0.03   (plan.h default) calibrated against VMware MLPerf 94–105 % of bare
//                                  metal (fact sheet §3.5): every vGPU request's work × (1 + overhead).
//   Time-slice tick         modelling assumption: a context that ran alone is preempted at the next
//                                  multiple of time_slice_ms counted from when it got the GPU.
//   Bursty arrivals         rate_per_s during quiet periods, rate_per_s × on_rate_multiplier during
//                                  bursts; the run starts with a burst of on_s, then off_s, repeating.
//
// MODEL ASSUMPTIONS of the service model (source or "assumed"):
//   compute and memory parts add up (no overlap inside a request)   DESIGN §3 roofline; assumed
//   compute part ∝ 1/SMs held                                       DESIGN §3; assumed (no SM-level
//                                                                    memory or occupancy effects)
//   bandwidth s SMs can draw is linear in s up to φ·SM_full          assumed (φ calibrated above)
//   MIG instance bandwidth = BW_full · memory slots / 8              fact sheet §5.2 (forum: "1/7 of the
//                                                                    memory bandwidth" per 1g of 7) and
//                                                                    §1.6 (memory controllers assigned
//                                                                    per instance); slots from §1.3
//   DRAM shared max-min fairly over requests (draws), like SMs       DESIGN §3; assumed
//   L2 interference only between co-running MPS clients or after a  MIG guide (L2 partitioned per
//   context switch (κ terms)                                         instance); values calibrated/assumed
//   MPS dispatch contention as a constant stretch (kMpsDispatchStretch) assumed, checked end to end

#include "sim/engine_p.h"

#include "sharing/validate.h"

#include <chrono>

namespace gpuk {

namespace {

constexpr double kMpsDispatchStretch = 0.15;

GPUK_ALWAYS_INLINE inline double drawService(Stream &st, const Service &sv, Stream::LognormalTerms &terms)
{
    switch (sv.distribution) {
    case ServiceDistribution::Deterministic: return sv.meanMs;
    case ServiceDistribution::Exponential: return st.exponential(sv.meanMs);
    case ServiceDistribution::Lognormal: return st.lognormal(sv.meanMs, sv.cv, terms);
    }
    return sv.meanMs;
}

// Tokens of one request (at least 1).
int drawTokens(Stream &st, const TokenCount &c, Stream::LognormalTerms &terms)
{
    double n = c.mean;
    switch (c.distribution) {
    case TokenDistribution::Deterministic: n = c.mean; break;
    case TokenDistribution::Uniform: n = c.min + std::floor(st.uniform() * (c.max - c.min + 1)); break;
    case TokenDistribution::Lognormal: n = st.lognormal(c.mean, c.cv, terms); break;
    }
    return int(std::clamp(std::round(n), 1.0, 1e7));
}

} // namespace

// ---- allocation -----------------------------------------------------------------------------
// The service model's terms of a request (sim::roofTerms) and its rate at a draw (sim::applyDraw)
// are pure functions in engine_service.h.
double Engine::loneRequestTimeFactor(const GpuModel &gpu, double smWidth, double beta, double sms, double bandwidthGBps)
{
    return sim::loneRequestTimeFactor(gpu, smWidth, beta, sms, bandwidthGBps);
}

// Max-min fair share of a capacity (SMs, or a domain's DRAM bandwidth in GB/s) among requests
// that each want at most `want` (entries: want, number of requests, tenant; sorted here).
// Writes each entry's share per request into `want`.
inline double Engine::Impl::waterFill(std::vector<Want> &wants, double cap)
{
    if (wants.size() > 1)
        std::sort(wants.begin(), wants.end(), [](const Want &a, const Want &b) {
            return a.want != b.want ? a.want < b.want : a.ki < b.ki;
        });
    double left = cap;
    long nLeft = 0;
    for (const auto &w : wants)
        nLeft += w.n;
    for (auto &w : wants) {
        const double level = nLeft > 0 ? left / double(nLeft) : 0;
        w.want = std::min(w.want, level);
        left -= w.want * w.n;
        nLeft -= w.n;
    }
    return left;
}

// Time-sliced domain: one context holds the SMs; only it and the one it replaces change.
inline void Engine::Impl::recomputeTs(int di)
{
    Domain &D = dom[std::size_t(di)];
    tsUpdate(di);
    const int prev = D.runTenant;
    int run = -1;
    if (!D.switching && !D.down && D.owner >= 0 && hasWork(D.owner))
        run = D.owner;
    if (prev >= 0 && prev != run) {
        TenantRt &k = ten[std::size_t(prev)]; // synced by sync(di)
        k.s = 0;
        k.r = 0;
        k.bw = 0;
        k.congestion = 1;
        k.nextCompT = kInf;
    }
    if (run >= 0 && run != prev) {
        TenantRt &k = ten[std::size_t(run)];
        accTenant(k); // its integrals so far, at s = 0
        k.vLast = now;
    }
    D.runTenant = run;
    D.busySms = 0;
    D.bwServed = 0;
    D.mem = D.memAll;
    double minT = kInf;
    if (run >= 0) {
        TenantRt &k = ten[std::size_t(run)];
        const int n = k.inFlight();
        const double level = D.sms / double(n);
        k.s = std::min(std::min(k.smWidth, D.sms), level);
        const double beta = k.beta;
        const Roof f = roofOf(k, D.bwCap);
        const double d = D.bwCap > 0 ? std::min(f.dMax, D.bwCap / double(n)) : f.dMax;
        double rate = 0;
        sim::applyDraw(f, d, rate, k.congestion);
        const double cache = D.workPos.size() >= 2 ? 1 + D.cacheKappa * beta : 1.0;
        k.r = rate / cache;
        k.bw = d * double(n);
        D.busySms = k.s * double(n);
        D.bwServed = k.bw;
        k.nextCompT = k.r > 0 ? now + std::max(0.0, k.running.front().tag - k.V) / (k.r * 1000.0) : kInf;
        minT = k.nextCompT;
    }
    finishRecompute(D, di, minT < kInf ? run : -1, minT);
    if (D.quota) // the running container's bucket empties at a new time
        scheduleThrottle(di);
}

// Spatial domain: true if the inputs of the allocation (the domain's and its tenants' β, sm_width
// and MPS cap, which stand while D.allocValid; each tenant's eligibility and requests in service)
// equal those of the last allocation, whose shares and rates the tenants still hold; records the
// inputs either way.
inline bool Engine::Impl::allocationStands(Domain &D)
{
    bool same = D.allocValid;
    for (int ki : D.tenants) {
        TenantRt &k = ten[std::size_t(ki)];
        const int n = !D.down && hasWork(ki) ? k.inFlight() : 0;
        if (k.allocN != n) {
            same = false;
            k.allocN = n;
        }
    }
    if (same)
        return true;
    D.allocValid = true;
    return false;
}

inline void Engine::Impl::recompute(int di)
{
    Domain &D = dom[std::size_t(di)];
    if (D.kind == DomKind::TimeSliced)
        return recomputeTs(di);
    if (D.tenants.size() == 1) // exclusive, or a MIG instance of one tenant: no loops
        return recomputeOne(D, di);
    recomputeMany(D, di);
}

// recompute() of a spatial domain with several tenants.
void Engine::Impl::recomputeMany(Domain &D, int di)
{
    if (!allocationStands(D))
        allocate(D);
    D.busySms = 0;
    D.bwServed = 0;
    D.mem = 0;
    double minT = kInf;
    int minK = -1;
    for (int ki : D.tenants) {
        TenantRt &k = ten[std::size_t(ki)];
        if (k.s <= 0)
            k.r = 0;
        const double r = k.r;
        D.busySms += k.s * double(k.inFlight());
        D.bwServed += k.bw;
        D.mem += k.memGb();
        // next completion of this tenant; the domain keeps one event for the earliest
        double nt = kInf;
        if (r > 0 && !k.running.empty())
            nt = now + std::max(0.0, k.running.front().tag - k.V) / (r * 1000.0);
        k.nextCompT = nt;
        if (nt < minT) {
            minT = nt;
            minK = ki;
        }
    }
    finishRecompute(D, di, minK, minT);
}

// recompute() of a spatial domain with one tenant: the same steps and arithmetic as the loops
// there (allocationStands(), then the sums from 0 and the next completion), unrolled for it.
inline void Engine::Impl::recomputeOne(Domain &D, int di)
{
    const int ki = D.tenants.front();
    TenantRt &k = ten[std::size_t(ki)];
    const int n = !D.down && hasWork(ki) ? k.inFlight() : 0;
    if (!D.allocValid || k.allocN != n) {
        k.allocN = n;
        D.allocValid = true;
        if (n == 0) { // allocate() of a domain whose tenant has no work (or that is down)
            k.s = 0;
            k.bw = 0;
            k.congestion = 1;
        } else {
            // allocate()'s shares of a tenant alone with work, when those it kept stand
            if (!restoreSolo(k, D, n, smsAsked(k, D, n)))
                allocate(D);
        }
    }
    if (k.s <= 0)
        k.r = 0;
    const double r = k.r;
    D.busySms = 0.0 + k.s * double(k.inFlight());
    D.bwServed = 0.0 + k.bw;
    D.mem = 0.0 + k.memGbInline();
    double nt = kInf;
    if (r > 0 && !k.running.empty())
        nt = now + std::max(0.0, k.running.front().tag - k.V) / (r * 1000.0);
    k.nextCompT = nt;
    finishRecompute(D, di, nt < kInf ? ki : -1, nt < kInf ? nt : kInf);
}

// Spatial domain: SMs and DRAM bandwidth shared max-min fairly; sets each tenant's s, bw,
// congestion and r.
inline void Engine::Impl::allocate(Domain &D)
{
    std::vector<Want> &wants = scratchWants;
    wants.clear();
    int coRunning = 0;
    for (int ki : D.tenants) {
        TenantRt &k = ten[std::size_t(ki)];
        k.s = 0;
        k.bw = 0;
        k.congestion = 1;
        const bool eligible = hasWork(ki) && !D.down;
        if (!eligible)
            continue;
        const int n = k.inFlight();
        const double w = smsAsked(k, D, n);
        wants.push_back(Want{w, n, ki, w});
        ++coRunning;
    }
    if (wants.empty()) // no tenant with work: nothing to share
        return;
    // One tenant with work: its shares depend on its own inputs and the domain's only (no
    // cache interference, no dispatch contention).
    TenantRt *solo = wants.size() == 1 ? &ten[std::size_t(wants.front().ki)] : nullptr;
    if (solo && restoreSolo(*solo, D, wants.front().n, wants.front().asked))
        return;
    // SMs: water-filling over all requests
    waterFill(wants, D.sms);
    // MPS dispatches thread blocks without preemption: a client that gets all the SMs it wants
    // next to a neighbour that does not (whose blocks queue for every freed slot) waits for
    // resident blocks to retire and competes with the queued ones: its rate is divided by
    // 1 + kMpsDispatchStretch. Clients short of SMs already share them by water-filling.
    int starved = 0;
    for (const auto &w : wants) {
        ten[std::size_t(w.ki)].s = w.want;
        starved += w.want < w.asked * (1 - 1e-12) ? 1 : 0;
    }
    // DRAM bandwidth: max-min fair over the requests that want it, each at most dMax
    std::vector<Want> &bws = scratchBw;
    bws.clear();
    double wantedBw = 0;
    for (const auto &w : wants) {
        const TenantRt &k = ten[std::size_t(w.ki)];
        if (k.s > 0) {
            const bool contended = D.mps && starved > 0 && w.want >= w.asked * (1 - 1e-12);
            const Roof f = roofOf(k, D.bwCap);
            bws.push_back(Want{f.dMax, w.n, w.ki, 0, contended ? 1 + kMpsDispatchStretch : 1.0, f});
            wantedBw += f.dMax * w.n;
        }
    }
    if (D.bwCap > 0 && wantedBw > D.bwCap) // 0: unlimited; else every request draws its dMax
        waterFill(bws, D.bwCap);
    for (const auto &bw : bws) {
        TenantRt &k = ten[std::size_t(bw.ki)];
        const double beta = k.beta;
        double rate = 0;
        sim::applyDraw(bw.roof, bw.want, rate, k.congestion);
        const double cache = coRunning >= 2 ? 1 + D.cacheKappa * beta * (2.0 - 2.0 / coRunning) : 1.0; // 1 + κβ for two
        const double dispatch = bw.stretch;
        k.r = rate / (cache * dispatch);
        k.bw = bw.want * double(bw.n) / dispatch; // blocks waiting for dispatch draw nothing
    }
    if (solo) {
        solo->soloValid = true;
        solo->soloN = wants.front().n;
        solo->soloAsked = wants.front().asked;
        solo->soloSms = D.sms;
        solo->soloBwCap = D.bwCap;
        solo->soloBeta = solo->beta;
        solo->soloSmWidth = solo->smWidth;
        solo->soloS = solo->s;
        solo->soloBw = solo->bw;
        solo->soloCongestion = solo->congestion;
        solo->soloR = solo->r;
    }
}

// After a domain's rates changed: its next completion (tenant `compTenant` at `compT`, kInf for
// none) is scheduled unless it stands, and the domain's use is added to its GPU's totals.
inline void Engine::Impl::finishRecompute(Domain &D, int di, int compTenant, double compT)
{
    D.compTenant = compTenant;
    if (compT != D.compT) {
        ++D.compGen;
        D.compT = compT;
        if (compT < kInf)
            push(compT, EvType::Completion, di, D.compGen);
    }
    D.busy = D.busySms > 0;
    const Domain::OnGpu use{D.busy, D.busySms, D.bwServed, D.mem, D.kind == DomKind::TimeSliced && D.switching};
    if (use == D.onGpu) // the GPU's totals and the integrals over them stand
        return;
    GpuAcc &g = gpus[std::size_t(D.gpu)];
    accGpu(g);
    const Domain::OnGpu &was = D.onGpu;
    g.busyDomains += (use.busy ? 1 : 0) - (was.busy ? 1 : 0);
    g.busySms -= was.sms;
    g.busySms += use.sms;
    g.bw -= was.bw;
    g.bw += use.bw;
    g.mem -= was.mem;
    g.mem += use.mem;
    g.dead += (use.dead ? 1 : 0) - (was.dead ? 1 : 0);
    D.onGpu = use;
}

// ---- requests -------------------------------------------------------------------------------
// Every queued and in-flight request of k fails (and is removed).
inline void Engine::Impl::failAll(TenantRt &k, FailureReason reason, bool queued, bool running)
{
    if (queued) {
        for (const Queued &q : k.queue)
            fail(k, reason, q.arrivalS);
        k.queue.clear();
        for (const LlmReq &r : k.requeued)
            fail(k, reason, r.arrivalS);
        k.requeued.clear();
    }
    if (running) {
        if (k.llm) { // the iteration is no request: the batch's requests fail
            for (const LlmReq &r : k.batch)
                fail(k, reason, r.arrivalS);
            k.batch.clear();
            k.kvTokens = 0;
        } else {
            for (const Running &r : k.running)
                fail(k, reason, r.arrivalS);
        }
        k.running.clear();
    }
}

// Puts a request into service (the domain is synced). False if it failed (oom).
inline bool Engine::Impl::start(int ki, double arrivalS, double workMs)
{
    TenantRt &k = ten[std::size_t(ki)];
    const Domain &D = dom[std::size_t(k.domain)];
    const double need = k.t->perRequestGb;
    bool oom = false;
    if (k.pinnedGb >= 0 && k.memGb() + need > k.pinnedGb + 1e-9)
        oom = true;
    if (D.sharedPool && poolUsed(D) + need > D.poolGb + 1e-9)
        oom = true;
    if (oom) {
        fail(k, FailureReason::Oom, arrivalS);
        note(EngineEvent::Kind::Oom, ki, -1, need);
        return false;
    }
    k.running.push(Running{k.V + workMs * (1.0 + k.overhead), runSeq++, arrivalS});
    if (D.kind == DomKind::TimeSliced) // touch() of a tenant whose domain is D
        touch(ki);
    return true;
}

inline void Engine::Impl::fillBacklog(int ki)
{
    TenantRt &k = ten[std::size_t(ki)];
    if (k.t->arrival.process != ArrivalProcess::Backlog || !k.available() || k.draining)
        return;
    if (k.llm) { // keep a batch's worth of requests waiting or in service
        while (k.waiting() + k.batch.size() < std::size_t(k.llm->maxBatch)) {
            Queued q{now, 0};
            q.tokens.prompt = drawTokens(k.sizes, k.llm->promptTokens, k.promptTerms);
            q.tokens.output = drawTokens(k.sizes, k.llm->outputTokens, k.outputTerms);
            if (now >= warmup)
                ++k.arrivalsW;
            k.queue.push_back(q);
        }
        llmIterate(ki);
        return;
    }
    int guard = 0;
    while (k.inFlight() < k.t->maxConcurrency && guard++ < k.t->maxConcurrency) {
        const double w = drawService(k.sizes, k.t->service, k.serviceTerms);
        if (now >= warmup)
            ++k.arrivalsW;
        if (!start(ki, now, w))
            break;
    }
}

inline void Engine::Impl::admitFromQueue(int ki)
{
    TenantRt &k = ten[std::size_t(ki)];
    if (k.llm)
        return llmIterate(ki);
    while (k.inFlight() < k.t->maxConcurrency && !k.queue.empty()) {
        const double arrivalS = k.queue.front().arrivalS, workMs = k.queue.front().workMs;
        k.queue.pop_front();
        start(ki, arrivalS, workMs);
    }
}

inline double Engine::Impl::nextGap(TenantRt &k, double from)
{
    const Arrival &a = k.t->arrival;
    const double rate = k.ratePerS;
    if (rate <= 0)
        return kInf;
    if (a.process == ArrivalProcess::Poisson) // the common case first (a switch tests it third)
        return from + k.arrivals.exponential(1.0 / rate);
    switch (a.process) {
    case ArrivalProcess::Deterministic: return from + 1.0 / rate;
    case ArrivalProcess::Poisson: return from + k.arrivals.exponential(1.0 / rate);
    case ArrivalProcess::Bursty: return nextBurstyArrival(k, from, rate);
    case ArrivalProcess::Backlog: return kInf;
    }
    return kInf;
}

// Bursty arrivals (out of the hot path of the others): time-transformation of a
// piecewise-constant rate, consuming one unit exponential.
double Engine::Impl::nextBurstyArrival(TenantRt &k, double from, double rate)
{
    const Arrival &a = k.t->arrival;
    double e = k.arrivals.exponential(1.0);
    double t = from;
    const double period = a.onS + a.offS;
    if (period <= 0)
        return from + e / rate;
    for (int guard = 0; guard < 1000000; ++guard) {
        const double ph = std::fmod(t, period);
        const bool on = ph < a.onS;
        const double r = on ? rate * a.onRateMultiplier : rate;
        const double segEnd = t + (on ? a.onS - ph : period - ph);
        if (r > 0 && e <= (segEnd - t) * r)
            return t + e / r;
        if (r > 0)
            e -= (segEnd - t) * r;
        t = segEnd;
    }
    return kInf;
}

inline void Engine::Impl::scheduleArrival(int ki, double from)
{
    TenantRt &k = ten[std::size_t(ki)];
    ++k.arrivalGen;
    k.nextArrivalS = nextGap(k, from);
    if (k.nextArrivalS < kInf)
        push(k.nextArrivalS, EvType::Arrival, ki, k.arrivalGen);
}

// The arriving request joins the tenant's queue, or is dropped when the queue is full.
inline bool Engine::Impl::enqueue(int ki, const Queued &arriving)
{
    TenantRt &k = ten[std::size_t(ki)];
    // An LLM's requests that its batch has room for join it at the next iteration: they hold a
    // slot of the batch, not of the queue (a plain tenant with a free slot starts at once).
    int waiting = int(k.waiting());
    if (k.llm)
        waiting -= std::max(0, k.llm->maxBatch - int(k.batch.size()));
    if (k.t->queueCapacity && waiting >= *k.t->queueCapacity) {
        ++k.droppedAll;
        if (now >= warmup)
            ++k.droppedW;
        note(EngineEvent::Kind::Dropped, ki);
        return false;
    }
    k.queue.push_back(arriving);
    return true;
}

inline void Engine::Impl::onArrival(int ki)
{
    TenantRt &k = ten[std::size_t(ki)];
    // drawn always: common random numbers (the request is built where it waits)
    double w = 0;
    int prompt = 0, output = 0;
    if (k.llm) {
        prompt = drawTokens(k.sizes, k.llm->promptTokens, k.promptTerms);
        output = drawTokens(k.sizes, k.llm->outputTokens, k.outputTerms);
    } else {
        w = drawService(k.sizes, k.t->service, k.serviceTerms);
    }
    scheduleArrival(ki, now);
    if (now >= warmup)
        ++k.arrivalsW;
    if (!k.served && !k.down) { // the plan places this tenant nowhere
        if (now >= warmup)
            ++k.unservedW;
        return;
    }
    if (k.draining) {
        fail(k, FailureReason::Drained, now);
        return;
    }
    if (!k.available()) {
        fail(k, FailureReason::Unavailable, now);
        return;
    }
    if (!k.llm && !(k.inFlight() < k.t->maxConcurrency && k.queue.empty())) {
        // it waits or is dropped: no request starts, so the domain's shares, rates, next
        // completion and GPU totals stand; only the tenant's queue integral moves
        accTenant(k);
        enqueue(ki, Queued{now, w});
        return;
    }
    sync(k.domain);
    accTenant(k);
    if (k.llm) {
        Queued arriving{now, 0};
        arriving.tokens = Queued::Tokens{prompt, output};
        if (enqueue(ki, arriving))
            llmIterate(ki); // joins now if the server is idle, else at the next iteration
    } else {
        start(ki, now, w);
    }
    recompute(k.domain);
}

inline void Engine::Impl::onCompletion(int di)
{
    Domain &D = dom[std::size_t(di)];
    sync(di);
    const int first = D.compTenant;
    D.compT = kInf;
    ++D.compGen;
    bool drainingSeen = false;
    // time-sliced: only the running tenant progresses, so only it can be due
    const bool onlyFirst = D.kind == DomKind::TimeSliced;
    const int *dueBegin = onlyFirst ? &first : D.tenants.data();
    const int *dueEnd = onlyFirst ? &first + 1 : D.tenants.data() + D.tenants.size();
    for (const int *due = dueBegin; due != dueEnd; ++due) {
        const int ki = *due;
        if (ki < 0)
            continue;
        TenantRt &k = ten[std::size_t(ki)];
        const double eps = 1e-12 * std::max(1.0, std::abs(k.V));
        // numerical safety: the event was scheduled for this tenant's earliest tag
        if (ki == first && !k.running.empty() && k.running.front().tag > k.V + eps)
            k.V = k.running.front().tag;
        if (k.running.empty() || k.running.front().tag > k.V + eps)
            continue;
        completeDue(ki, eps, onlyFirst);
        drainingSeen = drainingSeen || k.draining;
    }
    recompute(di);
    if (drainingSeen)
        checkDrained();
}

inline void Engine::Impl::completeDue(int ki, double eps, bool timeSliced)
{
    TenantRt &k = ten[std::size_t(ki)];
    while (!k.running.empty() && k.running.front().tag <= k.V + eps) {
        const double arrivalS = k.running.front().arrivalS;
        k.running.pop();
        if (k.llm)
            llmEndIteration(ki);
        else
            recordCompletion(ki, arrivalS);
    }
    if (k.llm) {
        fillBacklog(ki); // a backlog tenant keeps a batch's worth waiting (it iterates then)
        llmIterate(ki);
    } else if (!k.draining) {
        admitFromQueue(ki);
        fillBacklog(ki);
    }
    if (timeSliced) // touch(): only a time-sliced domain keeps sets
        touch(ki);
}

// ---- event loop -----------------------------------------------------------------------------
inline bool Engine::Impl::processOne(double limit)
{
    while (!heap.empty()) {
        const Ev e = heap.top();
        if (e.t > limit)
            return false;
        // A stale event (its generation moved on) is popped and skipped. A valid one is retired,
        // not popped (the handler's first push takes its place), and sets the clock.
        const auto begin = [this, &e] {
            heap.retireTop();
            now = std::max(now, e.t);
            ++events;
            lastType = e.type;
        };
        const auto stale = [this] { heap.pop(); };
        switch (e.type) {
        case EvType::Arrival:
            if (e.gen != ten[std::size_t(e.target)].arrivalGen) {
                stale();
                continue;
            }
            begin();
            onArrival(e.target);
            break;
        case EvType::Completion:
            if (e.gen != dom[std::size_t(e.target)].compGen) {
                stale();
                continue;
            }
            begin();
            onCompletion(e.target);
            break;
        case EvType::Slice: {
            const Domain &D = dom[std::size_t(e.target)];
            if (!(D.evPending && e.gen == D.evGen)) {
                stale();
                continue;
            }
            begin();
            onSlice(e.target);
            break;
        }
        case EvType::Restart:
            if (!(e.gen == ten[std::size_t(e.target)].restartGen && ten[std::size_t(e.target)].restarting)) {
                stale();
                continue;
            }
            begin();
            onRestart(e.target);
            break;
        case EvType::Fault:
            begin();
            fault(e.target);
            break;
        case EvType::Sample:
            begin();
            onSample();
            break;
        case EvType::Throttle: {
            const Domain &D = dom[std::size_t(e.target)];
            if (e.gen != D.thrGen) {
                stale();
                continue;
            }
            begin();
            onThrottle(e.target);
            break;
        }
        case EvType::ReconfigUp:
            if (!(rc.active && rc.allDrained && e.gen == reconfigGen)) {
                stale();
                continue;
            }
            begin();
            onReconfigUp();
            break;
        default:
            begin();
            break;
        }
        heap.settle();
        return true;
    }
    return false;
}

// A time-sliced domain's slice or switch ended (engine_timeslice.cpp: the rotation).
inline void Engine::Impl::onSlice(int di)
{
    sync(di);
    sliceEnded(di);
    recompute(di);
}

void Engine::Impl::startRun()
{
    // unplaced tenants draw arrivals too: each is counted as unserved
    for (std::size_t i = 0; i < ten.size(); ++i)
        scheduleArrival(int(i), 0.0);
    for (std::size_t di = 0; di < dom.size(); ++di) {
        sync(int(di), true);
        rebuildTs(int(di));
        for (int ki : dom[di].tenants)
            fillBacklog(ki);
        recompute(int(di));
    }
    for (const auto &f : sc.faults)
        if (int ki = tenantIndex(f.tenant); ki >= 0 && f.atS < duration)
            push(f.atS, EvType::Fault, ki);
    if (opt.sampleIntervalS > 0)
        push(opt.sampleIntervalS, EvType::Sample, -1);
    startQuota();
}

// Out-of-line entries into the hot path's inline functions, for the engine's colder files
// (engine_faults.cpp): the inline functions stay compiled into this file alone.
void Engine::Impl::recomputeOutOfLine(int di) { recompute(di); }
void Engine::Impl::failAllOutOfLine(TenantRt &k, FailureReason reason, bool queued, bool running)
{
    failAll(k, reason, queued, running);
}
void Engine::Impl::fillBacklogOutOfLine(int ki) { fillBacklog(ki); }
void Engine::Impl::scheduleArrivalOutOfLine(int ki, double from) { scheduleArrival(ki, from); }

// ============================================================================================

Engine::Engine() = default;
Engine::~Engine() = default;

std::unique_ptr<Engine> Engine::create(const Scenario &scenario, const SharingPlan &plan, Diagnostics *diagnostics,
                                       EngineOptions options)
{
    std::unique_ptr<Engine> e(new Engine());
    e->d = std::make_unique<Impl>();
    Impl &d = *e->d;
    d.sc = scenario;
    d.plan = plan;
    d.opt = options;
    d.sampling = options.sampleIntervalS > 0;
    d.seriesBuf = RingBuffer<SeriesPoint>(options.seriesCapacity);
    if (!d.build(diagnostics))
        return nullptr;
    d.startRun();
    return e;
}

double Engine::now() const { return d->now; }
double Engine::durationS() const { return d->duration; }
bool Engine::finished() const { return d->now >= d->duration; }
std::uint64_t Engine::eventsProcessed() const { return d->events; }

bool Engine::step()
{
    Impl &m = *d;
    if (m.now >= m.duration)
        return false;
    if (!m.processOne(m.duration)) {
        m.now = m.duration;
        return false;
    }
    return !(m.now >= m.duration);
}

bool Engine::stepSlice()
{
    if (finished())
        return false;
    bool timeSliced = false;
    for (const auto &D : d->dom)
        timeSliced = timeSliced || D.kind == DomKind::TimeSliced;
    if (!timeSliced)
        return step();
    for (;;) {
        if (!d->processOne(d->duration)) {
            d->now = d->duration;
            return false;
        }
        if (d->lastType == EvType::Slice)
            return !finished();
    }
}

void Engine::advanceTo(double timeS)
{
    timeS = std::min(timeS, d->duration);
    while (d->processOne(timeS)) {
    }
    if (timeS > d->now)
        d->now = timeS;
}

bool Engine::advanceTo(double timeS, std::uint64_t maxEvents, double wallBudgetMs)
{
    timeS = std::min(timeS, d->duration);
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t done = 0;
    for (;;) {
        if (done >= maxEvents)
            return false;
        if (wallBudgetMs >= 0 && (done & 63) == 63 &&
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count() > wallBudgetMs)
            return false;
        if (!d->processOne(timeS))
            break;
        ++done;
    }
    if (timeS > d->now)
        d->now = timeS;
    return true;
}

void Engine::runToEnd() { advanceTo(d->duration); }

void Engine::setArrivalRate(int tenant, double ratePerS)
{
    if (tenant < 0 || tenant >= int(d->ten.size()))
        return;
    TenantRt &k = d->ten[std::size_t(tenant)];
    k.ratePerS = std::max(0.0, ratePerS);
    if (k.t->arrival.process != ArrivalProcess::Backlog)
        d->scheduleArrival(tenant, d->now);
}

void Engine::setMpsCap(int tenant, std::optional<double> atp)
{
    if (tenant < 0 || tenant >= int(d->ten.size()))
        return;
    TenantRt &k = d->ten[std::size_t(tenant)];
    if (!k.served || !d->dom[std::size_t(k.domain)].capsLive) // only an MPS server of the whole GPU
        return;
    d->sync(k.domain);
    k.capSms = atp ? *atp / 100.0 * d->gpu.sms : kInf;
    d->dom[std::size_t(k.domain)].allocValid = false;
    d->recompute(k.domain);
}

void Engine::setTimeSliceMs(double ms)
{
    if (!(ms >= minTimeSliceMs)) // a shorter slice would only add events (validate.h)
        return;
    for (std::size_t di = 0; di < d->dom.size(); ++di) {
        Domain &D = d->dom[di];
        if (D.kind != DomKind::TimeSliced)
            continue;
        d->sync(int(di));
        D.sliceS = ms / 1000.0;
        D.origin = d->now; // the rotation restarts now
        d->cancelDomainEvent(D);
        if (D.switching) // keep the switch in progress
            d->scheduleDomainEvent(D, int(di), d->now + D.switchS);
        d->recompute(int(di));
    }
    // The slice lives in the time-sliced domains (D.sliceS); the plan keeps the one the engine was
    // built with (nothing reads it after build()).
}

std::optional<RunResults> runScenario(const Scenario &scenario, const SharingPlan &plan, Diagnostics *diagnostics)
{
    EngineOptions o;
    o.sampleIntervalS = 0; // no chart series needed
    o.recentEventsCapacity = 0;
    o.seriesCapacity = 0;
    auto e = Engine::create(scenario, plan, diagnostics, o);
    if (!e)
        return std::nullopt;
    e->runToEnd();
    RunResults r = e->results();
    return r;
}

} // namespace gpuk
