// Time slicing (engine.h, engine_p.h): the rotation of a time-sliced domain (plain time-slicing,
// time-sliced vGPU under best effort, equal or fixed share, MIG inner time-slicing): which context
// holds the GPU, when its slice ends, and the context-switch gaps. Only the running context
// progresses; engine.cpp's recomputeTs() gives it the domain's SMs and bandwidth (the service
// model) after tsUpdate() has chosen it.

#include "sim/engine_p.h"

namespace gpuk {

void Engine::Impl::rebuildTs(int di)
{
    Domain &D = dom[std::size_t(di)];
    if (D.kind != DomKind::TimeSliced)
        return;
    D.workPos.clear();
    D.memAll = 0;
    for (int ki : D.tenants) {
        TenantRt &k = ten[std::size_t(ki)];
        if (hasWork(ki))
            D.workPos.insert(k.pos);
        k.memCached = k.memGb();
        D.memAll += k.memCached;
    }
}

void Engine::Impl::scheduleDomainEvent(Domain &D, int di, double t)
{
    if (D.evPending && D.evT == t)
        return;
    ++D.evGen;
    D.evPending = true;
    D.evT = t;
    push(t, EvType::Slice, di, D.evGen);
}

void Engine::Impl::cancelDomainEvent(Domain &D)
{
    if (D.evPending) {
        ++D.evGen;
        D.evPending = false;
        D.evT = kInf;
    }
}

// The next tenant with work after `after` in rotation order (`after` itself last).
int Engine::Impl::pickNext(const Domain &D, int after, bool includeAfter) const
{
    if (D.workPos.empty())
        return -1;
    const int p = after >= 0 ? ten[std::size_t(after)].pos : -1;
    auto it = D.workPos.upper_bound(p);
    if (it == D.workPos.end())
        it = D.workPos.begin();
    if (*it == p && !includeAfter)
        return -1; // only `after` has work
    return D.tenants[std::size_t(*it)];
}

void Engine::Impl::beginSwitch(Domain &D, int di, int target)
{
    if (target == D.lastRun || D.lastRun < 0 || D.switchS <= 0) { // first context: nothing to switch out
        if (D.owner != target)
            note(EngineEvent::Kind::SliceSwitch, target);
        D.owner = target;
        D.lastRun = target;
        D.sliceStart = now;
        return;
    }
    cancelDomainEvent(D);
    D.owner = -1;
    D.switching = true;
    D.switchTarget = target;
    scheduleDomainEvent(D, di, now + D.switchS);
}

long Engine::Impl::slotIndexAt(const Domain &D, double t) const
{
    return long(std::floor((t - D.origin) / D.sliceS + 1e-9));
}

void Engine::Impl::tsUpdate(int di)
{
    Domain &D = dom[std::size_t(di)];
    if (D.switching)
        return;
    if (D.rotation == Rotation::BestEffort) {
        if (D.owner >= 0 && hasWork(D.owner)) {
            const bool others = D.workPos.size() > 1;
            if (others) {
                if (!D.evPending) {
                    const double k = std::max(1.0, std::ceil((now - D.sliceStart) / D.sliceS - 1e-9));
                    scheduleDomainEvent(D, di, D.sliceStart + k * D.sliceS);
                }
            } else {
                cancelDomainEvent(D); // alone with work: keeps the GPU, no slice events
            }
            return;
        }
        cancelDomainEvent(D);
        const int nxt = pickNext(D, D.owner >= 0 ? D.owner : D.lastRun, true);
        if (nxt < 0) {
            D.owner = -1;
            return;
        }
        beginSwitch(D, di, nxt);
        if (!D.switching)
            tsUpdate(di);
        return;
    }
    // equal / fixed share: a fixed rotation of slots, a pure function of time
    const long N = long(D.slots.size());
    if (N == 0)
        return;
    const long idx = slotIndexAt(D, now);
    const int cand = D.slots[std::size_t(((idx % N) + N) % N)];
    const double slotEnd = D.origin + double(idx + 1) * D.sliceS;
    if (cand >= 0 && hasWork(cand)) {
        if (D.owner != cand) {
            beginSwitch(D, di, cand);
            if (D.switching)
                return;
        }
        scheduleDomainEvent(D, di, slotEnd);
        return;
    }
    D.owner = -1;
    if (!D.workPos.empty()) { // slot i holds tenant i: the next slot whose tenant has work
        const long cur = ((idx % N) + N) % N;
        auto it = D.workPos.upper_bound(int(cur));
        const long j = it != D.workPos.end() ? long(*it) - cur : N - cur + long(*D.workPos.begin());
        scheduleDomainEvent(D, di, D.origin + double(idx + j) * D.sliceS);
        return;
    }
    cancelDomainEvent(D);
}

// The slice event of domain di (synced): a switch completes, or a best-effort slice ends and the
// next context with work gets the GPU. engine.cpp's onSlice() then recomputes the domain.
void Engine::Impl::sliceEnded(int di)
{
    Domain &D = dom[std::size_t(di)];
    D.evPending = false;
    D.evT = kInf;
    if (D.switching) {
        D.switching = false;
        D.owner = D.switchTarget;
        D.lastRun = D.owner;
        D.sliceStart = now;
        note(EngineEvent::Kind::SliceSwitch, D.owner);
    } else if (D.rotation == Rotation::BestEffort && D.owner >= 0) {
        const int nxt = pickNext(D, D.owner, false);
        if (nxt >= 0)
            beginSwitch(D, di, nxt);
        else
            D.sliceStart = now;
    }
}

} // namespace gpuk
