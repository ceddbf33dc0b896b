#pragma once

// The private part of the discrete-event engine (engine.h): its runtime types and Engine::Impl,
// shared by the engine's files, one per mechanism:
//   engine.cpp            construction, the event loop, requests, allocation (water-filling of SMs
//                         and bandwidth, a time-sliced domain's running context), the model
//                         parameters and the technique (described at its top);
//   engine_service.h/.cpp the service model as pure functions (roofline terms, rate at a draw);
//   engine_domains.cpp    building of the sharing domains from the plan (the only mode switch);
//   engine_timeslice.cpp  the rotation of time-sliced domains (slices, switches, slots);
//   engine_faults.cpp     faults, restarts and MIG reconfiguration;
//   engine_llm.cpp        LLM serving (continuous batching);
//   engine_readout.cpp    results, snapshot, series sampling.
// Small functions the hot path and several files use stay defined in the class (inline); the
// functions declared inline here are defined in engine.cpp and used only there (the other files
// call the few they need through their out-of-line entries, *OutOfLine).

#include "sim/engine.h"

#include "metrics/histogram.h"
#include "sharing/mig.h"
#include "sim/engine_service.h"
#include "sim/random.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <deque>
#include <limits>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

// The hot path's small functions that GCC would otherwise keep out of line (each measured: fewer
// instructions per request inlined; forcing it on larger ones such as recompute(), start() or
// sync() costs instructions).
#if defined(__GNUC__)
#define GPUK_ALWAYS_INLINE __attribute__((always_inline))
#else
#define GPUK_ALWAYS_INLINE
#endif

namespace gpuk {

namespace detail {

using sim::Stream;

inline constexpr double kInf = std::numeric_limits<double>::infinity();
inline constexpr std::size_t kP99Window = 256; // completions kept per tenant for the series' sliding p99
// The latency histograms' floor [ms]: a million times below the shortest mean service time a
// scenario may have (minServiceMs, 1 µs), so even a lognormal service of cv 10 puts fewer than one
// latency in ten million below it; each histogram allocates its buckets at its first latency.
inline constexpr double kLatencyFloorMs = 1e-9;
using sim::kDramSaturationSmFraction; // φ (engine_service.h)
// The interference and switch parameters of the domains (engine.cpp MODEL PARAMETERS).
inline constexpr double kMpsCacheInterference = 0.01;
inline constexpr double kTimesliceCacheInterference = 0.10;
inline constexpr double kVgpuSwitchUs = 50.0;

// A count as a double, converted as a signed number: counts stay far below 2^63, and x86-64
// converts a signed integer in one instruction, an unsigned one in several.
inline double countD(std::size_t n)
{
    return double(std::int64_t(n));
}

enum class EvType : std::uint8_t { Arrival, Completion, Slice, Restart, Fault, Sample, ReconfigUp, Throttle };

struct Ev
{
    double t;
    std::uint64_t seq;
    EvType type;
    int target;
    std::uint64_t gen;
};
// Min-heap order for the per-tenant finish heaps: earlier key first, ties by
// insertion sequence, so equal times resolve the same way on every run.
template <typename T, double T::*Key>
struct LaterFirst
{
    bool operator()(const T &a, const T &b) const
    {
        if (a.*Key != b.*Key)
            return a.*Key > b.*Key;
        return a.seq > b.seq;
    }
};

// The engine's event queue: a binary min-heap in (time, seq) order, with the sifts inline (an
// event loop takes one event and pushes one or two per request). seq is unique, so the pop order
// is the same as any other heap's in that order. The event loop may retire the top instead of
// popping it: the next push then takes its place (one sift instead of two), and settle() pops it
// if no push came.
class EventHeap
{
public:
    bool empty() const { return n_ == 0; }
    const Ev &top() const { return v_.front(); }
    GPUK_ALWAYS_INLINE
    void push(const Ev &e)
    {
        if (deadTop_) {
            deadTop_ = false;
            siftDown(e, n_);
            return;
        }
        if (n_ == v_.size())
            grow();
        Ev *a = v_.data();
        std::size_t i = n_++;
        while (i > 0) {
            const std::size_t parent = (i - 1) / 2;
            if (!before(e, a[parent]))
                break;
            a[i] = a[parent];
            i = parent;
        }
        a[i] = e;
    }
    GPUK_ALWAYS_INLINE
    void pop()
    {
        const std::size_t n = --n_;
        if (n > 0)
            siftDown(v_[n], n);
    }
    // The top has been taken (copied): the next push replaces it.
    void retireTop() { deadTop_ = true; }
    // Pops a retired top that no push replaced.
    void settle()
    {
        if (deadTop_) {
            deadTop_ = false;
            pop();
        }
    }

private:
    static bool before(const Ev &a, const Ev &b) { return a.t < b.t || (a.t == b.t && a.seq < b.seq); }
#if defined(__GNUC__)
    __attribute__((noinline))
#endif
    void grow()
    {
        v_.resize(std::max<std::size_t>(16, 2 * v_.size()));
    }
    // Puts e at the root of the heap v_[0, n) and sifts it down to its place.
    GPUK_ALWAYS_INLINE
    void siftDown(const Ev e, std::size_t n)
    {
        Ev *a = v_.data();
        std::size_t i = 0;
        for (;;) {
            std::size_t c = 2 * i + 1;
            if (c >= n)
                break;
            if (c + 1 < n && before(a[c + 1], a[c]))
                ++c;
            if (!before(a[c], e))
                break;
            a[i] = a[c];
            i = c;
        }
        a[i] = e;
    }

    std::vector<Ev> v_; // v_[0, n_) is the heap; the rest is room
    std::size_t n_ = 0;
    bool deadTop_ = false;
};

struct Running
{
    double tag;        // virtual finish time (solo-ms)
    std::uint64_t seq;
    double arrivalS;
};
using RunLater = LaterFirst<Running, &Running::tag>;

// A tenant's requests in service: a binary heap in RunLater order (std::push_heap and
// std::pop_heap over its slots, so the same layout as a heap in a std::vector), with its count and
// capacity stored, and one slot's push and pop without the heap functions (a one-request-at-a-time
// tenant).
class RunHeap
{
public:
    bool empty() const { return n_ == 0; }
    std::size_t size() const { return n_; }
    // The request with the earliest tag (the heap is not empty).
    const Running &front() const { return buf_[0]; }
    void push(const Running &r)
    {
        if (n_ == cap_)
            grow();
        Running *a = buf_.data();
        a[n_++] = r;
        if (n_ > 1)
            std::push_heap(a, a + n_, RunLater{});
    }
    // Removes front().
    void pop()
    {
        if (n_ > 1) {
            Running *a = buf_.data();
            std::pop_heap(a, a + n_, RunLater{});
        }
        --n_;
    }
    void clear() { n_ = 0; }
    std::size_t bytes() const { return buf_.size() * sizeof(Running); } // never shrinks: also its peak
    const Running *begin() const { return buf_.data(); }
    const Running *end() const { return buf_.data() + n_; }

private:
#if defined(__GNUC__)
    __attribute__((noinline))
#endif
    void grow()
    {
        buf_.resize(std::max<std::size_t>(4, 2 * buf_.size()));
        cap_ = buf_.size();
    }
    std::vector<Running> buf_; // buf_[0, n_) is the heap; the rest is room
    std::size_t n_ = 0, cap_ = 0;
};

// A request waiting in its tenant's queue: 16 bytes, whatever the tenant. A plain request carries
// the work drawn at its arrival (common random numbers), an LLM request its token counts; an LLM
// request that a preemption sent back waits in TenantRt::requeued instead, with what it generated.
// An unbounded queue in overload holds every request that arrives, so this is what a run's memory
// grows by (sharing/validate.h: maxEstimatedWaitingRequests).
struct Queued
{
    struct Tokens
    {
        std::int32_t prompt, output;
    };
    double arrivalS;
    union {
        double workMs;   // plain tenants
        Tokens tokens;   // LLM tenants
    };
};
static_assert(sizeof(Queued) == 16);

// A first-in first-out queue in blocks of kBlock slots (a tenant's waiting requests). Memory follows
// what waits now: at most two blocks beyond it (the tail block's free slots and one spare block
// kept for reuse), and a block is given back once its requests leave. Growing never copies (a ring
// of slots that doubles holds up to twice what waits, and three times while it grows). size() is a
// stored count.
template <typename T, std::size_t kBlock = 512>
class Fifo
{
public:
    bool empty() const { return n_ == 0; }
    std::size_t size() const { return n_; }
    const T &front() const { return head_[hi_]; }
    void push_back(const T &v)
    {
        if (ti_ == kBlock)
            addBlock();
        tail_[ti_++] = v;
        ++n_;
    }
    void pop_front()
    {
        --n_;
        if (++hi_ == kBlock)
            dropHead();
        else if (n_ == 0) // one block, now empty: start it again from its first slot
            hi_ = ti_ = 0;
    }
    void clear()
    {
        if (!blocks_.empty() && !spare_)
            spare_ = std::move(blocks_.front());
        blocks_.clear();
        head_ = tail_ = nullptr;
        hi_ = 0;
        ti_ = kBlock;
        n_ = 0;
    }
    // Bytes of the blocks held now, and the most held at once since construction.
    std::size_t bytes() const { return blocksHeld() * kBlock * sizeof(T); }
    std::size_t peakBytes() const { return peakBlocks_ * kBlock * sizeof(T); }

    class const_iterator
    {
    public:
        const_iterator(const Fifo *f, std::size_t i) : f_(f), i_(i) {}
        const T &operator*() const
        {
            const std::size_t g = f_->hi_ + i_;
            return f_->blocks_[g / kBlock][g % kBlock];
        }
        const_iterator &operator++()
        {
            ++i_;
            return *this;
        }
        bool operator!=(const const_iterator &o) const { return i_ != o.i_; }

    private:
        const Fifo *f_;
        std::size_t i_;
    };
    const_iterator begin() const { return const_iterator(this, 0); }
    const_iterator end() const { return const_iterator(this, n_); }

private:
    std::size_t blocksHeld() const { return blocks_.size() + (spare_ ? 1 : 0); }
#if defined(__GNUC__)
    __attribute__((noinline))
#endif
    void addBlock()
    {
        blocks_.push_back(spare_ ? std::move(spare_) : std::make_unique_for_overwrite<T[]>(kBlock));
        tail_ = blocks_.back().get();
        ti_ = 0;
        if (blocks_.size() == 1) {
            head_ = tail_;
            hi_ = 0;
        }
        peakBlocks_ = std::max(peakBlocks_, blocksHeld());
    }
#if defined(__GNUC__)
    __attribute__((noinline))
#endif
    void dropHead()
    {
        spare_ = std::move(blocks_.front()); // a spare held before is freed
        blocks_.pop_front();
        hi_ = 0;
        if (blocks_.empty()) {
            head_ = tail_ = nullptr;
            ti_ = kBlock;
        } else {
            head_ = blocks_.front().get();
        }
    }
    std::deque<std::unique_ptr<T[]>> blocks_; // oldest first
    std::unique_ptr<T[]> spare_;
    T *head_ = nullptr, *tail_ = nullptr;     // blocks_.front(), blocks_.back()
    std::size_t hi_ = 0;                      // front(): head_[hi_]
    std::size_t ti_ = kBlock;                 // next free slot of the tail block (kBlock: none)
    std::size_t n_ = 0;
    std::size_t peakBlocks_ = 0;
};

// An LLM request in the batch: it holds kvTokens tokens of KV cache.
struct LlmReq
{
    double arrivalS = 0;
    int prompt = 0, output = 0, generated = 0;
    double firstTokenS = -1;
    double kvTokens = 0;
    int prefill = 0;   // tokens prefilled in the current iteration (0: it decodes one token)
};

inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

enum class DomKind : std::uint8_t { Spatial, TimeSliced };
enum class Rotation : std::uint8_t { BestEffort, EqualShare, FixedShare };

struct TenantRt
{
    const Tenant *t = nullptr;
    bool served = false;
    int domain = -1;
    Stream arrivals, sizes;
    Stream::LognormalTerms serviceTerms, promptTerms, outputTerms; // of lognormal sizes
    double ratePerS = 0;
    double nextArrivalS = kInf;
    std::uint64_t arrivalGen = 0;
    Fifo<Queued> queue;
    RunHeap running;
    double V = 0, r = 0, vLast = 0;
    double smWidth = 1;          // SMs one request can use (progress denominator)
    double s = 0;                // SMs per request now
    double bw = 0;               // GB/s demand now (all its requests)
    double congestion = 1;
    double capSms = kInf;        // MPS active-thread cap
    double pinnedGb = -1;        // MPS pinned limit, -1 none
    double boundGb = -1;         // vGPU framebuffer (bounds an LLM's KV cache), -1 none
    double beta = 0;             // β of its work now: bandwidth_intensity, or per LLM iteration
    // LLM serving (continuous batching): the batch, its KV cache, and what the run measures
    const LlmConfig *llm = nullptr;
    std::vector<LlmReq> batch;
    // Requests a preemption sent back, the most recent last: they go before the queue, the most
    // recent first. At most max_batch: one joins the batch whenever one leaves it here, and the
    // queue's requests join only once this is empty.
    std::vector<LlmReq> requeued;
    double kvTokens = 0;         // KV tokens held by the batch
    double kvPeakBytesW = 0;     // in the window
    double intKv = 0;            // window integral of KV bytes
    std::uint64_t tokensW = 0, preemptedW = 0;
    LogHistogram ttftHist{kLatencyFloorMs, 2 * maxSimulationDurationS * 1000};
    LogHistogram tpotHist{kLatencyFloorMs, 2 * maxSimulationDurationS * 1000};
    double overhead = 0;         // vGPU
    double nextCompT = kInf;
    bool restarting = false;
    std::uint64_t restartGen = 0;
    int pos = -1;                // index in its domain's tenants
    double memCached = 0;        // memGb() as last counted in its time-sliced domain's memAll
    // What recompute() last allocated from (spatial domains): requests in service when eligible
    // (0 when not). With the domain's inputs standing (Domain::allocValid), equal inputs give
    // equal s, r, bw and congestion.
    int allocN = -1;
    // allocate() when this tenant is the only one of its domain with work: the inputs (requests in
    // service, SMs asked, the domain's SMs and bandwidth, β, sm_width) and what they gave, so a
    // tenant that goes idle and busy again gets its shares back without water-filling.
    bool soloValid = false;
    int soloN = 0;
    double soloAsked = 0, soloSms = 0, soloBwCap = 0, soloBeta = 0, soloSmWidth = 0;
    double soloS = 0, soloBw = 0, soloCongestion = 1, soloR = 0;
    bool draining = false, down = false;
    // since t = 0
    std::uint64_t completedAll = 0, failedAll = 0, droppedAll = 0;
    double lastLatencyMs = 0;
    // window
    std::uint64_t arrivalsW = 0, completedW = 0, droppedW = 0;
    // outcomes of the requests that arrived in the window (DESIGN §4: every request counted)
    std::uint64_t metW = 0, lateW = 0, unservedW = 0;
    std::map<FailureReason, std::uint64_t> failedW;
    // Every latency a run can produce: a request can wait at most the whole run (ms, with margin).
    LogHistogram hist{kLatencyFloorMs, 2 * maxSimulationDurationS * 1000};
    // integrals: window (from warm-up) and since 0 (series)
    double accLast = 0, intSys = 0, intQueue = 0, intSm = 0, intSmAll = 0;
    // series
    std::uint64_t completedAtSample = 0;
    double intSmAtSample = 0;
    RingBuffer<float> recentLatency{kP99Window};
    RingBuffer<float> recentTtft{kP99Window}, recentTpot{kP99Window}; // LLM
    std::uint64_t preemptedAll = 0; // LLM, since t = 0
    // Software slicing (a quota domain's container, engine_quota.cpp). While `throttled`, its
    // limiter holds its launches: it has no work as the rotation sees it (hasWork).
    bool throttled = false;
    double quotaShare = 1;       // its compute share (0..1]
    int priority = 1;            // 0 high, 1 low
    double tokens = 0;           // its bucket: seconds of whole-GPU use (ideal limiter) or share of
                                 // HAMi's pool
    double smAtCharge = 0;       // intSmAll when the bucket was last charged
    double usedThisTick = 0;     // whole-GPU seconds used since the last sleep tick
    std::vector<float> usedTicks; // whole-GPU seconds used per sleep tick over the watcher's window
    std::size_t usedHead = 0;
    double hamiRefill = 0;       // HAMi's watcher: the refill it adds every period (its `share`)
    bool limiterOn = false;      // HAMi's node monitor: another container of the same or higher
                                 // priority launched kernels recently (else no throttling)
    bool blocked = false;        // HAMi's node monitor: a higher-priority container is active
    double lastUseS = -1e300;    // when it last used the GPU
    double intThrottled = 0;     // window time throttled while it had requests

    int inFlight() const { return int(running.size()); }
    // Requests waiting: the queue, and an LLM's preempted requests.
    std::size_t waiting() const { return queue.size() + requeued.size(); }
    // Requests in service: in flight, or an LLM's batch (its one iteration is what runs).
    std::size_t inService() const { return llm ? batch.size() : running.size(); }
    double kvBytes() const { return llm ? kvTokens * llm->model.kvBytesPerToken() : 0.0; }
    bool available() const { return served && !restarting && !down; }
    double memGb() const { return memGbInline(); }
    // memGb() inline where the hot path asks for it once per event
    GPUK_ALWAYS_INLINE double memGbInline() const
    {
        if (!served || down)
            return 0;
        if (llm)
            return (restarting ? 0.0 : t->modelGb) + kvBytes() / kGiB;
        return (restarting ? 0.0 : t->modelGb) + t->perRequestGb * countD(running.size());
    }
};

struct GpuAcc
{
    double last = 0;
    int busyDomains = 0;
    double busySms = 0, bw = 0, mem = 0;
    int dead = 0;
    double intAny = 0, intSms = 0, intBw = 0, intMem = 0, intDead = 0; // window
};

struct Domain
{
    DomKind kind = DomKind::Spatial;
    Rotation rotation = Rotation::BestEffort;
    int gpu = 0;
    double sms = 0;              // SMs usable in the domain
    double bwCap = 0;            // GB/s
    std::vector<int> tenants;
    double cacheKappa = 0;       // L2 interference coefficient (0 = partitioned / alone)
    bool mps = false;            // an MPS server: block dispatch contention (kMpsDispatchStretch)
    bool capsLive = false;       // the MPS server of the whole GPU: its clients' active-thread caps
                                 // change while it runs (Engine::setMpsCap)
    bool sharedPool = false;     // memory is one pool checked per request
    double poolGb = 0;
    double memCapGb = kInf;      // memory of the domain: GPU, MIG instance or shared pool
    bool faultShared = true;     // a fault takes every tenant of the domain
    int instance = -1;           // MIG: index into the layout
    bool down = false, draining = false;
    // time slicing
    double sliceS = 0.002, switchS = 50e-6;
    std::vector<int> slots;      // equal/fixed share rotation (tenant or -1)
    double origin = 0;
    int owner = -1, lastRun = -1, switchTarget = -1;
    bool switching = false;
    double sliceStart = 0;
    std::uint64_t evGen = 0;
    bool evPending = false;
    double evT = kInf;
    // the domain's next completion (one event for all its tenants)
    std::uint64_t compGen = 0;
    double compT = kInf;
    int compTenant = -1;
    // current use, computed by recompute()
    double busySms = 0, bwServed = 0, mem = 0;
    bool busy = false;
    // what the domain's use last added to its GPU's totals (finishRecompute() replaces it, and
    // brings the GPU's integrals up to now first, only when it changes)
    struct OnGpu
    {
        bool busy = false;
        double sms = 0, bw = 0, mem = 0;
        bool dead = false;
        bool operator==(const OnGpu &) const = default;
    } onGpu;
    // Time-sliced domains keep what every event would otherwise scan all tenants for, so an
    // event costs O(log T): the positions of the tenants with work, their memory, and the one
    // tenant that holds SMs (only it progresses; the others' clocks and integrals stand still).
    std::set<int> workPos;
    double memAll = 0;
    int runTenant = -1;
    // Software slicing: the containers' limiters (engine_quota.cpp). Throttle events come at every
    // sleep tick (kQuotaSleepS) and when the running container's bucket runs dry.
    bool quota = false;
    QuotaPolicy quotaPolicy = QuotaPolicy::Hami;
    bool quotaEnforced = true;
    double nextTickS = kInf;
    long ticks = 0;
    double lastThrottleS = 0;
    std::uint64_t thrGen = 0;
    double thrT = kInf;
    // Spatial domains: true while the inputs recompute() last allocated from, other than the
    // requests each tenant has in service, stand (its tenants hold the shares it computed). The
    // domain's SMs, bandwidth, κ and MPS flag and its tenants' sm_width are set when it is built;
    // whatever changes its tenant list, takes it down, or changes a tenant's β (an LLM's
    // iteration) or MPS cap sets this false (false until the first allocation).
    bool allocValid = false;
};

// SMs one compute slice gives an instance, from the catalog: the most any one-slice profile
// exposes (A100-40GB 1g.5gb: 14; H100 1g.10gb: 16), else an even share of the MIG SMs.
inline int smsPerComputeSlice(const GpuModel &gpu)
{
    int best = 0;
    for (const auto &p : gpu.migProfiles)
        if (p.computeSlices == 1)
            best = std::max(best, p.sms);
    return best > 0 ? best : (gpu.computeSlices > 0 ? gpu.migSms / gpu.computeSlices : 0);
}

} // namespace detail

// The engine's files (engine*.cpp) name these types unqualified.
using namespace detail;

struct Engine::Impl
{
    Scenario sc;
    SharingPlan plan;
    GpuModel gpu;
    EngineOptions opt;
    bool sampling = false; // opt.sampleIntervalS > 0: the series are sampled
    std::vector<TenantRt> ten;
    std::vector<Domain> dom;
    std::vector<GpuAcc> gpus;
    MigLayout layout;
    EventHeap heap;
    std::uint64_t seq = 0, runSeq = 0, events = 0;
    double now = 0, duration = 0, warmup = 0;
    std::deque<EngineEvent> recent;
    RingBuffer<SeriesPoint> seriesBuf;
    mutable std::vector<SeriesPoint> seriesOut;
    mutable bool seriesDirty = true;
    double lastSampleS = 0;
    // reconfiguration
    struct Reconfig
    {
        bool active = false;
        SharingPlan target;
        MigLayout targetLayout;
        double downtimeS = 0;
        std::vector<int> changed; // old domains that drain
        std::vector<int> newInstances; // indices into target plan that are new
        double upAt = kInf;
        bool allDrained = false;
    } rc;
    std::uint64_t reconfigGen = 0;
    using Roof = sim::Roof; // the service model's terms (engine_service.h)
    struct Want
    {
        double want;
        int n;
        int ki;
        double asked = 0;   // the want before water-filling
        double stretch = 1; // MPS dispatch contention of its tenant (recompute)
        Roof roof{};        // its tenant's roofline terms (recompute)
    };
    std::vector<Want> scratchWants, scratchBw; // reused by recompute(): no allocation per event
    EvType lastType = EvType::Sample;

    // ---------------------------------------------------------------------------------------
    GPUK_ALWAYS_INLINE
    void push(double t, EvType type, int target, std::uint64_t gen = 0)
    {
        heap.push(Ev{t, seq++, type, target, gen});
    }
    void note(EngineEvent::Kind k, int tenant, int other = -1, double value = 0)
    {
        if (opt.recentEventsCapacity == 0)
            return;
        recent.push_back(EngineEvent{now, k, tenant, other, value});
        while (recent.size() > opt.recentEventsCapacity)
            recent.pop_front();
    }
    double windowPart(double from, double to) const
    {
        const double a = std::max(from, warmup);
        return to > a ? to - a : 0.0;
    }

    // ---- integrals --------------------------------------------------------------------------
    GPUK_ALWAYS_INLINE void accTenant(TenantRt &k)
    {
        const double dt = now - k.accLast;
        if (dt > 0) {
            const double w = windowPart(k.accLast, now);
            const double sms = k.s * countD(k.running.size());
            const std::size_t queued = k.waiting();
            k.intSys += w * countD(queued + k.inService());
            if (k.llm)
                k.intKv += w * k.kvBytes();
            k.intQueue += w * countD(queued);
            k.intSm += w * sms;
            k.intSmAll += dt * sms;
        }
        k.accLast = now;
    }
    void accGpu(GpuAcc &g)
    {
        const double w = windowPart(g.last, now);
        if (w > 0) {
            g.intAny += g.busyDomains > 0 ? w : 0;
            g.intSms += w * g.busySms;
            g.intBw += w * g.bw;
            g.intMem += w * g.mem;
            g.intDead += g.dead > 0 ? w : 0;
        }
        g.last = now;
    }

    // Brings a domain's tenants (virtual clocks, integrals) up to now before their work or rates
    // change; recompute() then updates the domain's part of its GPU's totals.
    void syncTenant(TenantRt &k)
    {
        if (k.running.empty())
            k.V = 0; // no request holds a tag: rebase the virtual clock (keeps it small, precise)
        else if (k.r > 0)
            k.V += k.r * (now - k.vLast) * 1000.0;
        k.vLast = now;
        accTenant(k);
    }
    // `all`: every tenant of a time-sliced domain too (before changing several of them at once,
    // e.g. a fault); otherwise only the one that runs -- the caller syncs a tenant it changes
    // (accTenant) when that is not the running one.
    void sync(int di, bool all = false)
    {
        Domain &D = dom[std::size_t(di)];
        if (D.kind == DomKind::TimeSliced && !all) {
            if (D.runTenant >= 0)
                syncTenant(ten[std::size_t(D.runTenant)]);
        } else if (D.tenants.size() == 1) {
            syncTenant(ten[std::size_t(D.tenants.front())]);
        } else {
            for (int ki : D.tenants)
                syncTenant(ten[std::size_t(ki)]);
        }
    }

    // ---- time slicing -----------------------------------------------------------------------
    bool hasWork(int ki) const
    {
        const TenantRt &k = ten[std::size_t(ki)];
        return !k.down && !k.running.empty() && !k.throttled;
    }
    // Requests in service whether or not a limiter holds them (software slicing).
    bool hasRequests(int ki) const
    {
        const TenantRt &k = ten[std::size_t(ki)];
        return !k.down && !k.running.empty();
    }
    // A tenant of a time-sliced domain changed its work or memory: update the domain's sets.
    void touch(int ki)
    {
        TenantRt &k = ten[std::size_t(ki)];
        if (k.domain < 0)
            return;
        Domain &D = dom[std::size_t(k.domain)];
        if (D.kind != DomKind::TimeSliced)
            return;
        if (hasWork(ki))
            D.workPos.insert(k.pos);
        else
            D.workPos.erase(k.pos);
        const double m = k.memGb();
        D.memAll += m - k.memCached;
        k.memCached = m;
    }
    // engine_timeslice.cpp
    void rebuildTs(int di);
    void scheduleDomainEvent(Domain &D, int di, double t);
    void cancelDomainEvent(Domain &D);
    int pickNext(const Domain &D, int after, bool includeAfter) const;
    void beginSwitch(Domain &D, int di, int target);
    long slotIndexAt(const Domain &D, double t) const;
    void tsUpdate(int di);
    void sliceEnded(int di);

    // ---- allocation -------------------------------------------------------------------------
    // the service model's terms of one of k's requests (engine_service.h)
    Roof roofOf(const TenantRt &k, double domainBwCap) const
    {
        return sim::roofTerms(gpu, k.smWidth, k.beta, k.s, domainBwCap);
    }
    static inline double waterFill(std::vector<Want> &wants, double cap);
    inline void recomputeTs(int di);
    inline bool allocationStands(Domain &D);
    inline void recompute(int di);
    inline void recomputeOne(Domain &D, int di);
    // out of line: recompute() keeps only what a domain of one tenant needs in registers
#if defined(__GNUC__)
    __attribute__((noinline))
#endif
    void recomputeMany(Domain &D, int di);
    inline void allocate(Domain &D);
    // SMs one of k's n requests in service asks for in D: its sm_width, at most the domain's,
    // and its share of an MPS cap.
    static double smsAsked(const TenantRt &k, const Domain &D, int n)
    {
        double w = std::min(k.smWidth, D.sms);
        if (k.capSms < kInf)
            w = std::min(w, k.capSms / double(n));
        return w;
    }
    // k alone with work in D: gives it back the shares allocate() last computed for it alone when
    // their inputs stand (true), else leaves it as it is (false).
    static bool restoreSolo(TenantRt &k, const Domain &D, int n, double asked)
    {
        if (!(k.soloValid && k.soloN == n && k.soloAsked == asked && k.soloSms == D.sms && k.soloBwCap == D.bwCap &&
              k.soloBeta == k.beta && k.soloSmWidth == k.smWidth))
            return false;
        k.s = k.soloS;
        k.bw = k.soloBw;
        k.congestion = k.soloCongestion;
        k.r = k.soloR;
        return true;
    }

    GPUK_ALWAYS_INLINE inline void finishRecompute(Domain &D, int di, int compTenant, double compT);

    // ---- requests ---------------------------------------------------------------------------
    // A request that arrived at arrivalS fails; it counts in the window if it arrived there.
    void fail(TenantRt &k, FailureReason reason, double arrivalS)
    {
        ++k.failedAll;
        if (arrivalS >= warmup)
            ++k.failedW[reason];
    }
    inline void failAll(TenantRt &k, FailureReason reason, bool queued, bool running);
    double poolUsed(const Domain &D) const
    {
        if (D.kind == DomKind::TimeSliced)
            return D.memAll;
        double u = 0;
        for (int ki : D.tenants)
            u += ten[std::size_t(ki)].memGb();
        return u;
    }
    inline bool start(int ki, double arrivalS, double workMs);
    GPUK_ALWAYS_INLINE inline void fillBacklog(int ki);
    inline void admitFromQueue(int ki);

    inline double nextGap(TenantRt &k, double from);
    double nextBurstyArrival(TenantRt &k, double from, double rate);
    GPUK_ALWAYS_INLINE inline void scheduleArrival(int ki, double from);

    inline bool enqueue(int ki, const Queued &arriving);
    inline void onArrival(int ki);

    inline void onCompletion(int di);

    void recordCompletion(int ki, double arrivalS)
    {
        TenantRt &k = ten[std::size_t(ki)];
        const double lat = (now - arrivalS) * 1000.0;
        ++k.completedAll;
        k.lastLatencyMs = lat;
        if (sampling) // read by the series samples only
            k.recentLatency.push(float(lat));
        if (now >= warmup) {
            ++k.completedW;
            k.hist.add(lat);
        }
        if (arrivalS >= warmup)
            ++(k.t->sloMs <= 0 || lat <= k.t->sloMs ? k.metW : k.lateW);
        if (k.t->sloMs > 0 && lat > k.t->sloMs)
            note(EngineEvent::Kind::SloMiss, ki, -1, lat);
    }

    // ---- LLM serving (continuous batching) ----------------------------------------------------
    double llmFreeGb(const TenantRt &k) const;
    void llmKvChanged(TenantRt &k);
    void llmIterate(int ki);
    void llmEndIteration(int ki);

    // Completes ki's due requests; ki belongs to a domain that is time-sliced or not.
    inline void completeDue(int ki, double eps, bool timeSliced);

    // ---- faults (engine_faults.cpp) ----------------------------------------------------------
    void fault(int ki);
    std::vector<int> faultDomain(int ki) const;
    void onRestart(int ki);

    // ---- sampling ---------------------------------------------------------------------------
    static float slidingP99(const RingBuffer<float> &recent);
    static float recentTpotMean(const TenantRt &k);
    double kvLimitBytes(const TenantRt &k) const;
    void onSample();

    // ---- software slicing (engine_quota.cpp) -------------------------------------------------
    void buildQuota();
    void startQuota();
    void scheduleThrottle(int di);
    void onThrottle(int di);
    bool limited(const Domain &D, const TenantRt &k) const;
    double bucketCapacity(const Domain &D, const TenantRt &k) const;

    // ---- reconfiguration (engine_faults.cpp) -------------------------------------------------
    void checkDrained();
    void onReconfigUp();

    // ---- out-of-line entries (engine.cpp) into the inline functions above that engine.cpp
    // alone defines, for the colder files (engine_faults.cpp)
    void recomputeOutOfLine(int di);
    void failAllOutOfLine(TenantRt &k, FailureReason reason, bool queued, bool running);
    void fillBacklogOutOfLine(int ki);
    void scheduleArrivalOutOfLine(int ki, double from);

    // ---- building (engine_domains.cpp) -----------------------------------------------------
    int addDomain(Domain D);
    int tenantIndex(const std::string &id) const;
    void place(int di, int ki);
    Domain migDomain(const MigPlacement &p, int instance) const;
    Domain migInstanceDomain(const MigPlacement &p, int instance, const MigInstancePlan &ip,
                             const TimeslicePlan &ts) const;
    Domain timeslicedDomain(double sliceMs, double switchUs) const;
    bool build(Diagnostics *diagnostics);
    void buildMig(const MigPlan &mp, const MigLayout &lay);
    double effectiveVgpuSliceMs() const;
    void startRun();

    inline bool processOne(double limit);
    inline void onSlice(int di);
};

} // namespace gpuk
