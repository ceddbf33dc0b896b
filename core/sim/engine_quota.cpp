// Software slicing by quota (engine.h, engine_p.h; the model: docs/design-notes.md "Software
// slicing by quota"; the numbers: sharing/quota.h). The containers are CUDA contexts of one
// time-sliced domain (engine_timeslice.cpp rotates the GPU between those with work); each has a
// limiter that may hold its launches. A held container has no work as the rotation sees it
// (Impl::hasWork), so the GPU goes to another container -- or stands idle while it sleeps.
//
// The limiter is modelled on HAMi-core's (src/multiprocess/multiprocess_utilization_watcher.c):
// a bucket charged by what the container runs (the source charges each launch its grid size, i.e.
// in proportion to the SM time it takes: here the SM-seconds it holds over the GPU's SMs), a
// container whose bucket is empty sleeps TIME_TICK (10 ms) and tries again, so it is let go only
// at sleep ticks, and it is stopped as soon as its bucket runs dry (at its next launch). Policies
// (sharing/plan.h QuotaPolicy):
//   Hami:     every 120 ms the watcher compares the container's utilisation over the last second
//             (NVML; here the share of the GPU's SM time it used) with its limit and moves its
//             refill up or down by a step that grows with the GPU's SMs (hamiRefillStep), then adds
//             the refill to the bucket (at most full). Every 5 s the node monitor switches the
//             limiter on only while another container of the same or higher priority has used the
//             GPU in the last 5 s, and blocks a container while one of higher priority has.
//   Hard:     an ideal bucket refilled at the share, alone or not.
//   Burst:    the same bucket, but a container with an empty bucket is held only while another
//             container with requests still has tokens (idle compute is anyone's); its debt is
//             bounded by one bucket.
//   Priority: a container is held while one of higher priority has requests; within a priority,
//             burst.
// Where the product enforces nothing (KAI's fractions) no container is ever held.

#include "sim/engine_p.h"

#include "sharing/quota.h"

namespace gpuk {

namespace {
// A bucket at or below this is empty (the exhaustion event leaves rounding dust).
constexpr double kEmpty = 1e-12;
// Sleep ticks per watcher period, per monitor period, in the watcher's utilisation window.
constexpr long kTicksPerWatch = long(kHamiWatcherS / kQuotaSleepS + 0.5);
constexpr long kTicksPerMonitor = long(kHamiMonitorS / kQuotaSleepS + 0.5);
constexpr std::size_t kTicksPerWindow = std::size_t(kHamiUtilWindowS / kQuotaSleepS + 0.5);
} // namespace

void Engine::Impl::buildQuota()
{
    Domain D = timeslicedDomain(plan.timeslice.timeSliceMs, plan.timeslice.switchUs);
    D.sharedPool = true;
    D.poolGb = gpu.capacityGiB();
    D.memCapGb = D.poolGb;
    D.faultShared = false; // separate contexts (assumed; design-notes)
    D.quota = true;
    D.quotaPolicy = plan.quota.policy;
    D.quotaEnforced = quotaProductRules(plan.quota.product).enforced;
    const int di = addDomain(D);
    for (const auto &c : plan.quota.containers) {
        const int ki = tenantIndex(c.tenant);
        if (ki < 0)
            continue;
        place(di, ki);
        TenantRt &k = ten[std::size_t(ki)];
        k.quotaShare = std::clamp(c.corePercent / 100.0, 0.0, 1.0);
        k.priority = c.priority;
        if (D.quotaEnforced)
            k.pinnedGb = c.memoryGb; // the hook fails an allocation past the quota: oom in this container
        k.usedTicks.assign(kTicksPerWindow, 0.0f);
    }
}

void Engine::Impl::startQuota()
{
    for (std::size_t di = 0; di < dom.size(); ++di) {
        Domain &D = dom[di];
        if (!D.quota)
            continue;
        D.nextTickS = kQuotaSleepS;
        D.lastThrottleS = now;
        for (int ki : D.tenants) // an ideal bucket starts full; HAMi's at 0 (g_cur_cuda_cores)
            ten[std::size_t(ki)].tokens = D.quotaPolicy == QuotaPolicy::Hami ? 0.0 : bucketCapacity(D, ten[std::size_t(ki)]);
        scheduleThrottle(int(di));
    }
}

// Whether the container's limiter charges and may hold it now.
bool Engine::Impl::limited(const Domain &D, const TenantRt &k) const
{
    if (!D.quotaEnforced || k.quotaShare >= 1)
        return false; // HAMi-core skips the limiter at 100 % (rate_limiter)
    if (D.quotaPolicy == QuotaPolicy::Hami)
        return k.limiterOn;
    return true;
}

double Engine::Impl::bucketCapacity(const Domain &D, const TenantRt &k) const
{
    if (D.quotaPolicy == QuotaPolicy::Hami)
        return 1.0; // the pool, as a share of itself
    return k.quotaShare * kQuotaSleepS * kQuotaBucketTicks;
}

// A container's compute share changes while it runs (the article's "adjustable at any time"): from
// the next refill on, its bucket is refilled at the new share and holds at most the new bucket.
void Engine::setQuotaShare(int tenant, double corePercent)
{
    if (tenant < 0 || tenant >= int(d->ten.size()))
        return;
    TenantRt &k = d->ten[std::size_t(tenant)];
    if (k.domain < 0 || !d->dom[std::size_t(k.domain)].quota)
        return;
    Domain &D = d->dom[std::size_t(k.domain)];
    d->sync(k.domain);
    k.quotaShare = std::clamp(corePercent / 100.0, 0.0, 1.0);
    k.tokens = std::min(k.tokens, d->bucketCapacity(D, k));
    d->scheduleThrottle(k.domain); // the running container's bucket runs dry at a new time
}

void Engine::Impl::scheduleThrottle(int di)
{
    Domain &D = dom[std::size_t(di)];
    double t = D.nextTickS;
    if (D.runTenant >= 0) {
        const TenantRt &k = ten[std::size_t(D.runTenant)];
        if (limited(D, k) && !k.throttled) {
            // whole-GPU seconds per second it runs at now, in bucket units
            double rate = k.s * double(k.inFlight()) / double(gpu.sms);
            if (D.quotaPolicy == QuotaPolicy::Hami)
                rate /= kHamiPoolDrainS;
            if (rate > 0 && k.tokens > kEmpty) { // it may still launch while tokens remain
                const double dry = now + k.tokens / rate;
                // Late in a long run the clock cannot step by what a few tokens buy: what is left
                // is spent within its resolution, so the bucket is empty now (else the event would
                // come back at the same time for ever).
                if (!(dry > now))
                    ten[std::size_t(D.runTenant)].tokens = 0;
                t = std::min(t, dry > now ? dry : now);
            }
        }
    }
    if (t == D.thrT)
        return;
    D.thrT = t;
    ++D.thrGen;
    if (t < kInf)
        push(t, EvType::Throttle, di, D.thrGen);
}

void Engine::Impl::onThrottle(int di)
{
    Domain &D = dom[std::size_t(di)];
    D.thrT = kInf;
    sync(di); // the running container's SM integral up to now
    // time held with requests since the last throttle event (counted at event resolution)
    const double w = windowPart(D.lastThrottleS, now);
    D.lastThrottleS = now;
    for (int ki : D.tenants) {
        TenantRt &k = ten[std::size_t(ki)];
        if (k.throttled && hasRequests(ki))
            k.intThrottled += w;
        const double used = (k.intSmAll - k.smAtCharge) / double(gpu.sms);
        k.smAtCharge = k.intSmAll;
        if (used > 0) {
            k.usedThisTick += used;
            k.lastUseS = now;
        }
        if (limited(D, k))
            k.tokens -= D.quotaPolicy == QuotaPolicy::Hami ? used / kHamiPoolDrainS : used;
    }

    const bool tick = now >= D.nextTickS - 1e-12;
    if (tick) {
        while (D.nextTickS <= now + 1e-12)
            D.nextTickS += kQuotaSleepS;
        ++D.ticks;
        for (int ki : D.tenants) {
            TenantRt &k = ten[std::size_t(ki)];
            k.usedTicks[k.usedHead] = float(k.usedThisTick);
            k.usedHead = (k.usedHead + 1) % k.usedTicks.size();
            k.usedThisTick = 0;
            const double cap = bucketCapacity(D, k);
            switch (D.quotaPolicy) {
            case QuotaPolicy::Hami:
                if (D.ticks % kTicksPerWatch == 0 && k.quotaShare < 1) {
                    double used = 0;
                    for (float u : k.usedTicks)
                        used += double(u);
                    const int util = int(100.0 * used / kHamiUtilWindowS); // NVML's integer percent
                    const double limit = std::round(k.quotaShare * 100.0);
                    const double step = hamiRefillStep(gpu.sms, limit, double(util));
                    k.hamiRefill = double(util) <= limit ? std::min(1.0, k.hamiRefill + step)
                                                         : std::max(0.0, k.hamiRefill - step);
                    if (limited(D, k))
                        k.tokens = std::min(1.0, k.tokens + k.hamiRefill);
                }
                if (D.ticks % kTicksPerMonitor == 0) {
                    bool peers = false, higher = false;
                    for (int kj : D.tenants) {
                        const TenantRt &o = ten[std::size_t(kj)];
                        if (kj == ki || o.lastUseS < now - kHamiMonitorS)
                            continue;
                        peers = peers || o.priority <= k.priority;
                        higher = higher || o.priority < k.priority;
                    }
                    k.limiterOn = peers;
                    k.blocked = higher && D.quotaEnforced;
                }
                break;
            case QuotaPolicy::Hard:
                k.tokens = std::min(cap, k.tokens + k.quotaShare * kQuotaSleepS);
                break;
            case QuotaPolicy::Burst:
            case QuotaPolicy::Priority:
                k.tokens = std::clamp(k.tokens + k.quotaShare * kQuotaSleepS, -cap, cap);
                break;
            }
        }
    }

    // Who is held now. An empty bucket holds a container at once; only a tick lets it go.
    auto wantsHold = [&](int ki) {
        const TenantRt &k = ten[std::size_t(ki)];
        if (!D.quotaEnforced)
            return false;
        if (D.quotaPolicy == QuotaPolicy::Hami && k.blocked)
            return true;
        if (D.quotaPolicy == QuotaPolicy::Priority)
            for (int kj : D.tenants)
                if (ten[std::size_t(kj)].priority < k.priority && hasRequests(kj))
                    return true;
        if (!limited(D, k) || k.tokens > kEmpty)
            return false;
        if (D.quotaPolicy == QuotaPolicy::Burst || D.quotaPolicy == QuotaPolicy::Priority) {
            for (int kj : D.tenants) { // held only while a neighbour with tokens wants the GPU
                const TenantRt &o = ten[std::size_t(kj)];
                if (kj != ki && hasRequests(kj) && o.tokens > kEmpty && o.priority == k.priority)
                    return true;
            }
            return false;
        }
        return true;
    };
    bool changed = false;
    for (int ki : D.tenants) {
        TenantRt &k = ten[std::size_t(ki)];
        const bool hold = wantsHold(ki);
        if (hold == k.throttled || (!hold && !tick))
            continue;
        accTenant(k);
        k.throttled = hold;
        touch(ki);
        changed = true;
    }
    if (changed)
        recomputeOutOfLine(di); // schedules the next throttle event
    else
        scheduleThrottle(di);
}

} // namespace gpuk
