#pragma once

// The discrete-event engine (DESIGN §3). One Engine simulates one scenario under one sharing plan
// on one GPU model (exclusive: one GPU per tenant). It is deterministic: the same scenario, plan
// and seed give bit-identical results, and each tenant draws arrivals and job sizes from its own
// random stream (seeded from the scenario seed and the tenant id), so a tenant sees the same
// requests under every mode and a MIG tenant is exactly unaffected by its neighbours.
//
// Units: the clock is in seconds (double) from 0; service work is in "solo milliseconds" (the
// time a request takes alone on sm_width SMs of an idle GPU); memory in GiB; bandwidth in GB/s.
//
// Invariants (checked by tests/core/test_engine_*.cpp):
// - between two events every in-flight request progresses at a constant rate
//   rate = 1 / ((1 - β) · w / s + β · b_solo / b)   [solo-ms per ms], s = SMs held, b = DRAM
//   bandwidth it gets, w = min(sm_width, SM_full), b_solo = its bandwidth alone on the idle GPU,
//   divided by the interference terms (L2, MPS dispatch) -- see engine.cpp "SERVICE MODEL";
// - DRAM bandwidth drawn in a domain (the GPU, a MIG instance) never exceeds its capacity;
// - SMs held never exceed the SMs of the tenant's domain (GPU, MIG instance, MPS cap);
// - time-sliced modes: at most one context holds SMs at any time;
// - memory held never exceeds capacity: what does not fit fails with reason "oom" (MPS without
//   limits, time-slicing) or was refused at validation (MIG, vGPU);
// - every request ends exactly once: completed (met or late), failed (by reason), dropped, or
//   unserved (its tenant has no placement: unplaced tenants draw arrivals too); the rest are
//   still queued or in flight at the end (Little's law holds over the window). Outcomes are
//   counted for the requests that arrived in the window [warmup_s, end).
//
// Model parameters beyond the scenario (documented with units, sources and status -- measured,
// calibrated or modelling assumption -- at the top of core/sim/engine.cpp, and checked by the
// [calibration] cases of tests/core/test_engine_internals.cpp):
// - DRAM saturation SM fraction φ = 0.69 (calibrated; no published number gives it directly):
//   s SMs draw at most BW_full · s / (φ · SM_full); a request alone draws
//   b_solo = BW_full · min(1, w / (φ · SM_full)); a domain's bandwidth is shared max-min fairly;
// - MPS L2 interference κ = 0.01 (calibrated with φ): a co-running client's rate is divided by
//   1 + κ·β·(2 − 2/m), m = co-running clients (1 + κβ for two);
// - MPS dispatch contention 0.15 (assumption, checked end to end): a client that gets all the SMs
//   it wants next to a client short of SMs runs 1.15× slower (blocks dispatched without
//   preemption, competing with the neighbour's queued blocks);
// - time-slicing cold-cache interference κ = 0.10 (assumption, checked end to end): while two or
//   more contexts take turns, the running one's rate is divided by 1 + κ·β;
// - context-switch dead time: TimeslicePlan::switchUs (plain time-slicing, MIG inner timeslice),
//   50 µs for time-sliced vGPU (assumption); vGPU default slice per fact sheet §3.2;
// - bursty arrivals: rate_per_s during quiet periods, × on_rate_multiplier during bursts; the run
//   starts with a burst (on_s), then off_s, repeating;
// - a context that ran alone is preempted at the next multiple of the slice counted from when it
//   got the GPU, once another context has work;
// - a fault also fails the victims' queued requests (reason "fault"); during MIG reconfiguration
//   queued requests of a draining instance and arrivals to it fail with "drained", arrivals while
//   it is down with "unavailable".
// LLM tenants (Tenant::llm, docs/design-notes.md "LLM tenants"): the unit of work is one
// iteration of the tenant's continuous batch (the prefill of newly admitted requests and one
// decoded token per running request); its work is compute (tokens × prefill_ms_per_token) plus
// memory (weights + the decoding requests' KV cache read at the GPU's bandwidth), its β the memory
// share, and it progresses like any request with the SMs and bandwidth the tenant gets. The KV
// cache grows by one token per request per iteration; what does not fit the memory the tenant's
// domain leaves preempts the newest request (recomputed when readmitted).
// Random streams: per tenant, stream 0 = arrivals, stream 1 = job sizes, each an std::mt19937_64
// seeded by splitmix64 of (seed, FNV-1a 64 of the tenant id, stream); distributions are computed
// from 53-bit uniforms (core/sim/random.h), so results do not depend on the standard library.

#include "diagnostic.h"
#include "metrics/results.h"
#include "scenario.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gpuk {

struct EngineOptions
{
    double sampleIntervalS = 0.1;      // time-series sampling period (charts)
    std::size_t seriesCapacity = 3000; // samples kept per series (ring buffer): memory stays bounded
    std::size_t recentEventsCapacity = 64; // narrator events kept
};

// What one SM is doing in a snapshot.
enum class SmState : std::uint8_t {
    Idle,          // usable but nobody runs on it now
    Busy,          // held by smTenant
    UnusableMig,   // lost by enabling MIG at all (A100: 10 of 108)
    Stranded,      // in a compute slice no instance can ever use with this layout
    NotExposed,    // inside an instance's slices but beyond the SMs its profile exposes
    Unassigned,    // MIG: a free compute slice (no instance there)
};

enum class TenantState : std::uint8_t {
    Idle,          // nothing queued or in flight
    Serving,       // holds SMs now
    Waiting,       // has work but holds no SMs (waiting for its slice, or its queue is blocked)
    Restarting,    // after a fatal fault, for restart_s
    Draining,      // MIG reconfiguration: finishing in-flight work, admitting nothing
    Down,          // MIG reconfiguration: instance destroyed, not yet back
    NotServed,     // the plan does not place this tenant
};

// Notable events, for the narrator and the charts (not every arrival and completion).
struct EngineEvent
{
    enum class Kind : std::uint8_t {
        SliceSwitch, Fault, FaultVictim, Restarted, Oom, Dropped, ReconfigurationStarted,
        InstanceDrained, ReconfigurationDone, SloMiss,
    };
    double timeS = 0;
    Kind kind = Kind::Fault;
    int tenant = -1;                   // index into Scenario::tenants, -1 for GPU-wide events
    int other = -1;                    // e.g. the tenant whose fault caused this one (FaultVictim)
    double value = 0;                  // e.g. latency ms for SloMiss, GiB for Oom
};

struct TenantView
{
    int queued = 0;                    // waiting, not in service
    int inFlight = 0;                  // in service (holding memory, maybe SMs); LLM: its batch
    double kvBytes = 0;                // LLM: KV cache held now (bytes; in memoryUsedGb too)
    double kvLimitBytes = 0;           // LLM: KV cache it could hold now: kvBytes + the memory its
                                       // domain leaves it (MIG instance, framebuffer, pinned limit, pool)
    std::uint64_t preempted = 0;       // LLM: requests sent back to the queue since t = 0
    float ttftP99Ms = 0;               // LLM: p99 time to first token, recent requests (as the series)
    float tpotMeanMs = 0;              // LLM: mean time per output token, recent completions (as the series)
    double smsHeld = 0;
    double memoryUsedGb = 0;
    double bandwidthGBps = 0;          // DRAM bandwidth its requests draw now (all of them)
    double congestion = 1;             // >= 1: bandwidth its SMs could draw / bandwidth it gets (its
                                       // domain's DRAM is shared); 1 while the domain has bandwidth to spare
    TenantState state = TenantState::Idle;
    std::uint64_t completed = 0;       // since t = 0
    std::uint64_t failed = 0;          // since t = 0
    std::uint64_t dropped = 0;         // since t = 0
    double lastLatencyMs = 0;          // latency of the most recent completion
    // Software slicing (Mode::Quota): its container's limiter.
    bool throttled = false;            // the limiter holds its launches now (empty bucket, or blocked
                                       // by a higher priority): it gets no turn, even on an idle GPU
    bool limiterOn = false;            // the limiter charges it now (HAMi: only beside an active peer)
    double bucket = -1;                // 0..1: how full its bucket is; -1 while no limiter charges it
};

struct Snapshot
{
    double timeS = 0;
    std::vector<std::int16_t> smTenant;  // per SM of the GPU (gpu.sms entries): tenant index or -1
    std::vector<SmState> smState;        // per SM; SM indices are stable (MIG: the instance's slices)
    std::vector<std::int16_t> memorySlotTenant; // MIG: per memory slot, owning tenant (first of the instance) or -1
    std::vector<double> memorySlotFill;  // MIG: per memory slot, share of the instance's memory in use
    std::vector<double> memorySlotKvFill; // MIG: per memory slot, share of it held by LLM KV caches (<= fill)
    std::vector<TenantView> tenants;     // scenario order
    int sliceOwner = -1;                 // time-sliced modes: tenant holding the GPU now, -1 if none / switching
    int turnSlot = -1;                   // vGPU equal / fixed share: the slot of the rotation running now (the
                                         // rotation is a function of time: a VM with no work, or an empty
                                         // fixed-share slot, keeps its slot while nobody computes); -1 otherwise
    double sliceProgress = 0;            // 0..1 through the current slice (equal / fixed share: the slot)
    bool switching = false;              // in a context-switch gap
    bool ended = false;                  // the run reached its duration: nothing changes any more
    std::vector<EngineEvent> recentEvents; // oldest first, at most recentEventsCapacity
};

// Bounded time series for the charts: one sample every sampleIntervalS, the newest
// seriesCapacity kept.
struct SeriesPoint
{
    double timeS = 0;
    std::vector<float> smsHeld;        // per tenant, average over the interval
    std::vector<float> p99Ms;          // per tenant, over a sliding window of recent completions
    std::vector<float> throughputRps;  // per tenant, over the interval
    std::vector<float> memoryGb;       // per tenant, at the sample time
    // LLM tenants (0 for the others): over a sliding window of recent first tokens / completions,
    // and the KV cache at the sample time
    std::vector<float> ttftP99Ms;      // per tenant, p99 time to first token
    std::vector<float> tpotMeanMs;     // per tenant, mean time per output token
    std::vector<float> kvGb;           // per tenant, KV cache held (GiB; in memoryGb too)
    std::vector<float> kvLimitGb;      // per tenant, KV cache it could hold (TenantView::kvLimitBytes)
};

class Engine
{
public:
    // Builds an engine for `plan` (usually planForMode(scenario, mode)). The plan must have
    // passed validatePlan without errors; otherwise create() returns nullptr and appends to
    // `diagnostics` why (io/messages.h words them): gpu.unknown [gpu], the validator's errors,
    // sim.mig_layout_unresolved (the MIG layout could not be resolved) or
    // vgpu.mig_backing_not_placeable [profiles].
    static std::unique_ptr<Engine> create(const Scenario &scenario, const SharingPlan &plan,
                                          Diagnostics *diagnostics = nullptr, EngineOptions options = {});
    ~Engine();
    Engine(const Engine &) = delete;
    Engine &operator=(const Engine &) = delete;

    double now() const;                // simulated seconds
    double durationS() const;          // the scenario's simulation.duration_s
    bool finished() const;             // now() >= durationS()
    std::uint64_t eventsProcessed() const;

    // Stepping. Each returns false once the run has reached durationS().
    bool step();                       // process exactly one event (the next in time order)
    bool stepSlice();                  // advance to the next slice boundary (time-sliced modes),
                                       // else to the next event
    void advanceTo(double timeS);      // process every event up to timeS, clock ends at timeS
    // Bounded: as advanceTo(timeS), but stops after `maxEvents` events or once `wallBudgetMs` of
    // wall time have passed (checked every few events, so one call never overruns by more than a
    // handful of events), whichever comes first. Returns true if the clock reached timeS; false if
    // it stopped early, with now() at the last event processed (the caller may call again).
    bool advanceTo(double timeS, std::uint64_t maxEvents, double wallBudgetMs = -1);
    void runToEnd();                   // advanceTo(durationS())

    Snapshot snapshot() const;
    const std::vector<SeriesPoint> &series() const; // oldest first, bounded
    RunResults results() const;        // metrics so far (over [warmup, now))

    // Bytes the engine holds for requests: the waiting ones (16 bytes each in blocks of 512, an
    // LLM's preempted ones) and those in service (their heap slots, an LLM's batch). A request that
    // ended keeps nothing: its outcome and latency go to counters and histograms of fixed size.
    // requestBytes() is now; peakRequestBytes() the most since t = 0, as the sum of every tenant's
    // own peak (so never below the true peak). What waits is bounded by validation
    // (sharing/validate.h: maxEstimatedWaitingRequests), not here.
    std::size_t requestBytes() const;
    std::size_t peakRequestBytes() const;

    // Live changes, effective from now() on; each keeps the run going.
    void setArrivalRate(int tenant, double ratePerS);        // poisson/deterministic/bursty base rate
    void setMpsCap(int tenant, std::optional<double> activeThreadPercentage);
    void setQuotaShare(int tenant, double corePercent);     // software slicing: a container's compute share
    void setTimeSliceMs(double ms);                          // timeslice / vGPU plans; ignored below
                                                             // minTimeSliceMs (sharing/validate.h)
    void injectFault(int tenant);                            // a fatal fault now, blast radius per mode
    // The tenants (indices, `tenant` first) a fatal fault of `tenant` would take down now: its fault
    // domain (DESIGN §3: every client of its MPS server or MIG instance's MPS, every context of a
    // shared time-sliced GPU; itself alone on its own GPU, MIG instance or vGPU VM). Empty if the
    // plan does not place it. What injectFault does and what the Fault/FaultVictim events report.
    std::vector<int> faultDomain(int tenant) const;
    // MIG only: move to a new MIG plan. Instances whose (profile, start, tenants) are unchanged
    // keep serving; changed ones drain (no admission, in-flight work finishes), stay down for
    // downtimeS, then their tenants restart on the new instances. Returns false (and changes
    // nothing) if the current or the new plan is not MIG or the new plan is invalid.
    bool reconfigure(const SharingPlan &newPlan, double downtimeS);

    // The service model's time for one request alone in its domain, as a multiple of its solo
    // time (alone on the idle whole GPU at its sm_width): (1 − β)·w/s + β·b_solo/L, holding
    // s = min(sm_width, sms) SMs of a domain of `sms` SMs and `bandwidthGBps` of DRAM bandwidth
    // (0: the whole GPU's). 1 on the whole GPU; exactly 4 on an A30 1g.6gb for any β. The engine's
    // rates come from the same terms (engine.cpp "SERVICE MODEL"); the layout search's load
    // estimate uses it.
    static double loneRequestTimeFactor(const GpuModel &gpu, double smWidth, double beta, double sms,
                                        double bandwidthGBps);

private:
    Engine();
    struct Impl;
    std::unique_ptr<Impl> d;
};

// Convenience: validate, build, run to the end and return the results (wallMs filled in).
// On an invalid plan returns std::nullopt and appends to `diagnostics` why (as Engine::create).
std::optional<RunResults> runScenario(const Scenario &scenario, const SharingPlan &plan,
                                      Diagnostics *diagnostics = nullptr);

} // namespace gpuk
