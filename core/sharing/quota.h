#pragma once

// Software slicing by quota (Mode::Quota): what each product allows, who enforces its limits, the
// rules a quota plan must keep, and the throttle's numbers. Sources: HAMi at 4707fb02 and
// HAMi-core at 8f3a89c6 (read in their source), ../shared/reference/more-facts-2026-12.md §2;
// the model and what is assumed: docs/design-notes.md "Software slicing by quota".

#include "diagnostic.h"
#include "sharing/plan.h"

#include <string>
#include <vector>

namespace gpuk {

struct Scenario;

// Who stops a tenant from taking more than its limit (the badge each tenant carries).
enum class LimitEnforcer {
    NothingToLimit, // exclusive: a GPU of its own
    Hardware,       // MIG: its own SMs and memory slices
    Driver,         // MPS server (thread percentage, pinned memory), vGPU manager
    KernelModule,   // qGPU, cGPU: a kernel module under the driver
    UserSpaceHook,  // HAMi-core: LD_PRELOAD between the CUDA runtime and driver
    Bookkeeping,    // time-slicing replicas, KAI fractions: counted by the scheduler, enforced by no one
};
LimitEnforcer limitEnforcer(const SharingPlan &plan);
const char *limitEnforcerName(LimitEnforcer e); // "nothing", "hardware", "driver", "kernel_module", "hook", "bookkeeping"

// What a product lets a container ask for.
struct QuotaProductRules
{
    double coreStepPercent;       // compute shares are multiples of this
    double coreMinPercent;        // and at least this
    double memoryStepGb;          // memory quotas are multiples of this
    double memoryMinGb;           // and at least this
    int maxContainers;            // per GPU (0: no limit found)
    bool maxContainersIsDefault;  // the limit is a default the operator may change (a warning)
    bool enforced;                // false: bookkeeping only (KAI without HAMi-core)
    LimitEnforcer enforcer;
    std::vector<QuotaPolicy> policies; // the policies the product offers
    const char *source;
};
QuotaProductRules quotaProductRules(QuotaProduct p);

// The rules of a quota plan on `gpu` (codes quota.*; core/io/messages.cpp has their words).
void checkQuotaPlan(const Scenario &s, const GpuModel &gpu, const QuotaPlan &q, const std::string &path,
                    Diagnostics &out);

// One container per tenant: its peak memory as quota (rounded up to the product's step), the
// compute split evenly in the product's steps.
QuotaPlan defaultQuotaPlan(const Scenario &scenario, QuotaProduct product = QuotaProduct::Hami);

// A memory quota that holds `gb` in the product's steps.
double quotaMemoryFor(double gb, QuotaProduct product);

// ---- the throttle (the engine's quota domains, core/sim/engine_quota.cpp) ----------------------
// HAMi-core src/multiprocess/multiprocess_utilization_watcher.h: TIME_TICK 10 ms (a launch with the
// bucket empty sleeps this long and retries), g_wait 120 ms (the watcher's period).
inline constexpr double kQuotaSleepS = 0.010;
inline constexpr double kHamiWatcherS = 0.120;
// nvmlDeviceGetProcessUtilization over the last second (utilization_watcher.c get_used_gpu_utilization).
inline constexpr double kHamiUtilWindowS = 1.0;
// HAMi cmd/vGPUmonitor/feedback.go: the node monitor's period, which switches throttling on only
// while another container of the same or higher priority has launched kernels.
inline constexpr double kHamiMonitorS = 5.0;
// ASSUMED: how long a container that keeps the whole GPU busy takes to spend a full bucket. The
// source counts the bucket in thread blocks (SMs × max threads per SM × 32) and charges each launch
// its grid size, so this depends on the kernels; 1 s is what a stream of large kernels gives.
inline constexpr double kHamiPoolDrainS = 1.0;
// The watcher's change of the refill per period, as a share of the bucket: SMs² × max threads per
// SM × diff / 2560 over SMs × max threads per SM × 32, i.e. SMs × diff / 81 920 (diff in percent,
// at least 5), times diff × 2 / (limit + 1) when diff exceeds half the limit (utilization_watcher.c delta()).
double hamiRefillStep(int sms, double limitPercent, double utilPercent);
// ASSUMED: the hard, burst and priority policies' bucket holds 5 sleep ticks (50 ms) of the share: a
// container waiting for its turn in the contexts' rotation keeps what it was refilled meanwhile (with
// one tick's worth, three busy containers capped at 40/30/20 % got 33/30/20 %).
inline constexpr double kQuotaBucketTicks = 5.0;

} // namespace gpuk
