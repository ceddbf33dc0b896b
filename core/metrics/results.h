#pragma once

// What a run measures (DESIGN §4). Everything is over the measured window [warmup_s, duration_s)
// unless a name says otherwise. Units are in the names: ms, s, rps (requests per second),
// fractions in [0, 1].

#include "sharing/plan.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuk {

// Why a request failed (DESIGN §4, sim/engine.h). Declared in the alphabetical order of the
// names, so that a map keyed by reason lists them as the names sort (the text and CSV outputs).
enum class FailureReason {
    Drained,        // its MIG instance was being reconfigured (queued requests and arrivals)
    Fault,          // a fatal fault of its own context, or of another MPS client on the same server
    Oom,            // its memory did not fit what was left
    Unavailable,    // arrived while its context restarted after a fault or while its instance was down
};
constexpr FailureReason allFailureReasons[] = {FailureReason::Drained, FailureReason::Fault, FailureReason::Oom,
                                               FailureReason::Unavailable};
const char *failureReasonName(FailureReason r);    // "drained", "fault", "oom", "unavailable" (names.cpp)
std::optional<FailureReason> failureReasonFromName(const std::string &name);

struct LatencySummary
{
    double mean = 0, p50 = 0, p95 = 0, p99 = 0, max = 0; // ms, completed requests only
};

// LLM tenants (continuous batching): token-level measures over the window.
struct LlmResult
{
    LatencySummary ttftMs;            // arrival to the end of its prefill iteration (first token)
    LatencySummary tpotMs;            // per completed request: (completion − first token) / (output − 1)
    double tokensPerS = 0;            // output tokens generated in the window / window length
    double kvBytesMean = 0;           // time-average KV cache held (bytes)
    double kvBytesPeak = 0;           // largest KV cache held in the window (bytes)
    std::uint64_t outputTokens = 0;   // generated in the window
    std::uint64_t preempted = 0;      // requests sent back to the queue (recomputed later) in the window
};

struct TenantResult
{
    std::string id;
    // Every request offered in the window (arrived at or after warmup_s) ends as exactly one of
    // met, late, failed (by reason), dropped or unserved, or is still open at the end:
    // arrivals = met + late + failed() + dropped + unserved + open (DESIGN §4).
    std::uint64_t arrivals = 0;       // offered in the window (backlog tenants: requests started)
    std::uint64_t completed = 0;      // completions in the window (whenever the request arrived)
    std::uint64_t met = 0;            // completed within slo_ms (every completion if no SLO)
    std::uint64_t late = 0;           // completed after slo_ms, or still in the system and past it
    std::uint64_t dropped = 0;        // refused because the queue was full (queue_capacity)
    std::uint64_t unserved = 0;       // arrived while the plan placed the tenant nowhere
    std::uint64_t open = 0;           // still queued or in flight at the end, not yet past slo_ms
    std::map<FailureReason, std::uint64_t> failedByReason; // offered in the window, failed
    bool notPlaced = false;           // the plan gives this tenant no GPU, instance, client or VM
    double throughputRps = 0;         // completed / window length
    double goodputRps = 0;            // met / window length
    LatencySummary latencyMs;         // arrival to completion, of completed requests only
    double sloMs = 0;                 // 0 = none
    double sloAttainment = 0;         // met / (arrivals − open); 0 if that is 0 or the tenant is not placed
    double meanInSystem = 0;          // time-average number of requests queued or in flight
    double meanInQueue = 0;           // time-average number waiting (not yet in service)
    double meanSm = 0;                // time-average SMs held
    double throttledFraction = 0;     // software slicing: share of the window its limiter held it while
                                      // it had requests (at the limiter's 10 ms resolution)
    double slowdown = 0;              // mean latency / mean latency alone on the same partition; 0 = not computed
    std::optional<LlmResult> llm;     // LLM tenants only

    std::uint64_t failed() const
    {
        std::uint64_t n = 0;
        for (const auto &[reason, count] : failedByReason)
            n += count;
        return n;
    }
    // Requests offered that did not complete (failed, dropped or unserved): when this is not 0,
    // latencyMs describes only part of what was offered.
    std::uint64_t notCompleted() const { return failed() + dropped + unserved; }
};

// The SLO verdict every command and view states (DESIGN §4): slo_ms is a p99 target, so a tenant
// meets its SLO when at least kSloAttainmentTarget of the requests that count (offered in the
// window and not still open) completed within it. A tenant the plan does not place, or with
// nothing counted yet, does not meet it; a tenant without an SLO has none to meet (true).
inline constexpr double kSloAttainmentTarget = 0.99;
inline std::uint64_t countedForSlo(const TenantResult &r) { return r.arrivals - std::min(r.arrivals, r.open); }
inline bool meetsSlo(const TenantResult &r)
{
    if (r.sloMs <= 0)
        return true;
    return !r.notPlaced && countedForSlo(r) > 0 && r.sloAttainment >= kSloAttainmentTarget;
}

struct GpuResult
{
    int gpusUsed = 1;                 // exclusive: one per served tenant
    int sms = 0;                      // SMs of one GPU (a tenant's meanSm over it: its share)
    double smActive = 0;              // share of time any SM is busy: what nvidia-smi "GPU-Util" reports
    double smOccupancy = 0;           // time-average share of the GPU's SMs busy: DCGM SM_ACTIVE-like
    double memoryUsedFraction = 0;    // time-average memory held / capacity
    double dramBandwidthUtil = 0;     // time-average DRAM bandwidth demand served / capacity (DRAM_ACTIVE-like)
    double strandedSmFraction = 0;    // SMs that can never be used by this plan (MIG: unusable + stranded) / all SMs
    double switchDeadTimeFraction = 0;// time-sliced modes: share of time lost to context switches
    double seedUtilization = 0;       // the seed article's 0.6 × SM share + 0.4 × memory share, shown as what it is
    double gpuHours = 0;              // gpusUsed × window length
};

struct RunResults
{
    std::string scenario;             // scenario name
    std::string gpu;                  // GPU id
    Mode mode = Mode::Exclusive;
    std::uint64_t seed = 0;
    double durationS = 0;
    double warmupS = 0;
    std::vector<TenantResult> tenants; // scenario order
    GpuResult gpuStats;
    std::uint64_t events = 0;         // events the engine processed (whole run, warm-up included)
    double wallMs = 0;                // filled in by the caller that timed the run
};

} // namespace gpuk
