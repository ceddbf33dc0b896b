// Semantic validation of a scenario (DESIGN §2.3): every rule below names the fact-sheet section
// it comes from. Structural problems (types, unknown keys, NaN, single-field ranges) belong to
// core/io; what is re-checked here defensively is said so.

#include "sharing/validate.h"

#include "analysis/lessoncheck.h"
#include "sharing/quota.h"
#include "sim/engine.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace gpuk {

namespace {

// estimatedSliceEvents of slices that never end: the software-slicing limiter's events alone.
constexpr double kInfiniteSliceMs = std::numeric_limits<double>::infinity();

// Memory sums are compared with a little slack so 4.75 GiB of tenants fit a 4.75 GiB instance
// whatever the rounding of the sum.
constexpr double eps = 1e-9;

std::string num(double v) { return formatNumber(v); }

std::string at(const std::string &base, size_t i) { return base + "[" + std::to_string(i) + "]"; }

std::string join(const std::vector<std::string> &items)
{
    std::string out;
    for (size_t i = 0; i < items.size(); ++i) {
        if (i)
            out += ", ";
        out += items[i];
    }
    return out;
}

const char *backingName(bool migBacked) { return migBacked ? "mig" : "timesliced"; }

// The list a plan keeps its tenants in, as the scenario file spells it.
std::string listPath(const SharingPlan &plan, const std::string &path)
{
    const std::string key = modeTraits(plan.mode).tenantListKey;
    return key.empty() ? path : path + "." + key;
}

// Distinct tenants named by `ids` that exist, in order, without repeats.
std::vector<const Tenant *> knownTenants(const Scenario &s, const std::vector<std::string> &ids)
{
    std::vector<const Tenant *> out;
    for (const auto &id : ids) {
        const Tenant *t = s.findTenant(id);
        if (t && std::find(out.begin(), out.end(), t) == out.end())
            out.push_back(t);
    }
    return out;
}

// --- tenant references (no GPU needed) -------------------------------------------------------

// Exclusive and time-slicing serve every tenant implicitly; MIG, MPS and vGPU list them.
void checkTenantRefs(const Scenario &s, const SharingPlan &plan, const std::string &path, Diagnostics &out)
{
    std::vector<std::pair<std::string, std::string>> refs; // tenant id, path
    switch (plan.mode) {
    case Mode::Mig:
        for (size_t i = 0; i < plan.mig.instances.size(); ++i)
            for (size_t j = 0; j < plan.mig.instances[i].tenants.size(); ++j)
                refs.emplace_back(plan.mig.instances[i].tenants[j], at(at(path + ".instances", i) + ".tenants", j));
        break;
    case Mode::Mps:
        for (size_t i = 0; i < plan.mps.clients.size(); ++i)
            refs.emplace_back(plan.mps.clients[i].tenant, at(path + ".clients", i) + ".tenant");
        break;
    case Mode::Vgpu:
        for (size_t i = 0; i < plan.vgpu.vms.size(); ++i)
            refs.emplace_back(plan.vgpu.vms[i].tenant, at(path + ".vms", i) + ".tenant");
        break;
    case Mode::Quota:
        for (size_t i = 0; i < plan.quota.containers.size(); ++i)
            refs.emplace_back(plan.quota.containers[i].tenant, at(path + ".containers", i) + ".tenant");
        break;
    case Mode::Exclusive:
    case Mode::Timeslice:
        return;
    }

    std::set<std::string> seen;
    for (const auto &[id, refPath] : refs) {
        if (!s.findTenant(id))
            out.push_back(diag("plan.unknown_tenant", refPath, {{"tenant", id}}));
        else if (!seen.insert(id).second)
            out.push_back(diag("plan.tenant_twice", refPath, {{"tenant", id}}));
    }
    for (const auto &t : s.tenants)
        if (!seen.count(t.id))
            out.push_back(diag("plan.tenant_unassigned", listPath(plan, path), {{"tenant", t.id}}, Severity::Warning));
}

// --- per mode ---------------------------------------------------------------------------------

// A tenant served from one shared memory pool (MPS, time-slicing), the path its findings name,
// and whether a finding of its own (an MPS pinned limit) already refuses its memory.
struct PoolMember
{
    const Tenant *tenant;
    std::string path;
    bool refused;
};

// An LLM tenant needs its weights and one request's KV cache at its mean length (peakMemoryGb):
// with less, every request of it fails with oom. The rule of every mode: an error when that is
// more than the memory it can ever get there (the whole GPU here; exclusive, MIG and vGPU check
// it against the GPU, the instance or the framebuffer), a warning when it fits alone but not
// beside the other tenants' peak memory, since its requests fail with oom while they use theirs.
// The warning is left out when the models of the pool do not even load (`modelsLoad` false),
// which is an error of its own.
void checkLlmsInPool(const std::vector<PoolMember> &members, double cap, const std::string &where, bool modelsLoad,
                     Diagnostics &out)
{
    for (const PoolMember &m : members) {
        const Tenant &t = *m.tenant;
        if (!t.llm || m.refused)
            continue;
        const double needed = t.peakMemoryGb();
        if (needed > cap + eps) {
            out.push_back(diag("memory.llm_never_fits", m.path,
                               {{"tenant", t.id}, {"needed_gb", num(needed)}, {"kv_gb", num(t.minimumKvGb())},
                                {"capacity_gb", num(cap)}, {"where", where}}));
            continue;
        }
        double others = 0;
        for (const PoolMember &o : members)
            if (o.tenant != m.tenant)
                others += o.tenant->peakMemoryGb();
        if (modelsLoad && needed + others > cap + eps)
            out.push_back(diag("memory.llm_fits_only_alone", m.path,
                               {{"tenant", t.id}, {"needed_gb", num(needed)}, {"others_gb", num(others)},
                                {"capacity_gb", num(cap)}, {"where", where}},
                               Severity::Warning));
    }
}

// Exclusive: each tenant has a whole GPU, so its peak memory must fit one (DESIGN §3 "Memory").
void checkExclusive(const Scenario &s, const GpuModel &gpu, Diagnostics &out)
{
    const double cap = gpu.capacityGiB();
    for (size_t i = 0; i < s.tenants.size(); ++i) {
        const Tenant &t = s.tenants[i];
        if (t.peakMemoryGb() > cap + eps)
            out.push_back(diag("tenant.model_too_large_for_gpu", at("tenants", i) + ".memory",
                               {{"tenant", t.id}, {"needed_gb", num(t.peakMemoryGb())}, {"capacity_gb", num(cap)}}));
    }
}

void checkMig(const Scenario &s, const GpuModel &gpu, const MigPlan &mig, const std::string &path, Diagnostics &out)
{
    const std::string base = path + ".instances";
    std::vector<MigRequest> requests;
    for (const auto &inst : mig.instances)
        requests.push_back(MigRequest{inst.profile, inst.start});
    const Diagnostics layout = checkMigLayout(gpu, requests, MigOptions{mig.allow4g3g}, base);
    out.insert(out.end(), layout.begin(), layout.end());
    if (!gpu.supportsMig())
        return;

    for (size_t i = 0; i < mig.instances.size(); ++i) {
        const MigInstancePlan &inst = mig.instances[i];
        const std::string tenantsPath = at(base, i) + ".tenants";
        if (inst.tenants.empty())
            out.push_back(diag("mig.instance_empty", tenantsPath, {{"profile", inst.profile}}, Severity::Warning));
        const MigProfile *p = gpu.findMigProfile(inst.profile);
        if (!p)
            continue; // reported by checkMigLayout

        // Every tenant of the instance is loaded in its memory with all batch slots in use
        // (DESIGN §3 "Memory": MIG memory is fixed per GI, fact sheet §1.6).
        double needed = 0;
        std::vector<std::string> ids;
        for (const Tenant *t : knownTenants(s, inst.tenants)) {
            needed += t->peakMemoryGb();
            ids.push_back(t->id);
        }
        if (!ids.empty() && needed > p->memoryGiB + eps)
            out.push_back(diag("memory.does_not_fit", tenantsPath,
                               {{"tenants", join(ids)}, {"needed_gb", num(needed)},
                                {"capacity_gb", num(p->memoryGiB)}, {"where", p->name}}));

        // MPS inside a MIG instance: "the maximum number of clients (48) is lowered
        // proportionally to the Compute Instance size" (fact sheet §2.2, §2.6).
        if (inst.inner == MigInner::Mps && gpu.computeSlices > 0) {
            const int max = gpu.maxMpsClients * p->computeSlices / gpu.computeSlices;
            const int count = int(inst.tenants.size());
            if (count > max)
                out.push_back(diag("mig.inner_mps_too_many_clients", tenantsPath,
                                   {{"profile", p->name}, {"count", std::to_string(count)},
                                    {"max", std::to_string(max)}}));
        }
    }
}

void checkMps(const Scenario &s, const GpuModel &gpu, const MpsPlan &mps, const std::string &path, Diagnostics &out)
{
    const std::string base = path + ".clients";
    // Volta+ MPS server: 48 client contexts per device, CUDA <= 13.0 (fact sheet §2.2).
    if (int(mps.clients.size()) > gpu.maxMpsClients)
        out.push_back(diag("mps.too_many_clients", base,
                           {{"count", std::to_string(mps.clients.size())},
                            {"max", std::to_string(gpu.maxMpsClients)}}));

    const double cap = gpu.capacityGiB();
    std::set<const Tenant *> refusedByLimit;
    for (size_t i = 0; i < mps.clients.size(); ++i) {
        const MpsClient &c = mps.clients[i];
        const Tenant *t = s.findTenant(c.tenant);
        // CUDA_MPS_ACTIVE_THREAD_PERCENTAGE is a percentage of threads (§2.3); core/io checks the
        // range of the field, this is the defensive re-check for plans built in code.
        if (c.activeThreadPercentage) {
            const double v = *c.activeThreadPercentage;
            if (!(v > 0 && v <= 100))
                out.push_back(diag("mps.active_thread_percentage_out_of_range",
                                   at(base, i) + ".active_thread_percentage",
                                   {{"tenant", c.tenant}, {"value", num(v)}}));
        }
        // CUDA_MPS_PINNED_DEVICE_MEM_LIMIT caps what a client may allocate (§2.4): a cap above
        // the GPU is meaningless, and a model larger than its cap can never load.
        if (c.pinnedMemoryLimitGb) {
            const double limit = *c.pinnedMemoryLimitGb;
            const std::string limitPath = at(base, i) + ".pinned_memory_limit_gb";
            if (limit > cap + eps)
                out.push_back(diag("mps.pinned_limit_exceeds_gpu", limitPath,
                                   {{"tenant", c.tenant}, {"limit_gb", num(limit)}, {"capacity_gb", num(cap)}}));
            // An LLM needs its weights and one request's KV cache within the limit (llmPool below).
            const double needed = t && t->llm ? t->peakMemoryGb() : t ? t->modelGb : 0.0;
            if (t && needed > limit + eps) {
                std::vector<std::pair<std::string, std::string>> args{
                    {"tenant", t->id}, {"needed_gb", num(needed)}, {"limit_gb", num(limit)}};
                if (t->llm)
                    args.emplace_back("kv_gb", num(t->minimumKvGb()));
                out.push_back(diag("mps.model_exceeds_pinned_limit", limitPath, std::move(args)));
                refusedByLimit.insert(t);
            }
        }
    }

    // One shared memory pool (§2.4 "capacity [is] shared"): every client's model must load.
    // Per-request memory beyond the pool is a run-time OOM (DESIGN §3), not a validation error.
    std::vector<std::string> ids;
    for (const auto &c : mps.clients)
        ids.push_back(c.tenant);
    double needed = 0;
    std::vector<std::string> names;
    for (const Tenant *t : knownTenants(s, ids)) {
        needed += t->modelGb;
        names.push_back(t->id);
    }
    if (needed > cap + eps)
        out.push_back(diag("memory.does_not_fit", base,
                           {{"tenants", join(names)}, {"needed_gb", num(needed)}, {"capacity_gb", num(cap)},
                            {"where", gpu.id}}));

    std::vector<PoolMember> members;
    std::set<std::string> seen;
    for (size_t i = 0; i < mps.clients.size(); ++i) {
        const Tenant *t = s.findTenant(mps.clients[i].tenant);
        if (t && seen.insert(t->id).second)
            members.push_back(PoolMember{t, at(base, i), refusedByLimit.count(t) > 0});
    }
    checkLlmsInPool(members, cap, gpu.id, needed <= cap + eps, out);
}

// Software slicing: the product's and the plan's rules (quota.h), and the containers' models in
// the GPU's one physical memory (a quota that is not enforced does not keep them apart).
void checkQuota(const Scenario &s, const GpuModel &gpu, const QuotaPlan &q, const std::string &path, Diagnostics &out)
{
    checkQuotaPlan(s, gpu, q, path, out);
    const std::string base = path + ".containers";
    std::vector<std::string> ids;
    for (const auto &c : q.containers)
        ids.push_back(c.tenant);
    double needed = 0;
    std::vector<std::string> names;
    for (const Tenant *t : knownTenants(s, ids)) {
        needed += t->modelGb;
        names.push_back(t->id);
    }
    const double cap = gpu.capacityGiB();
    if (needed > cap + eps)
        out.push_back(diag("memory.does_not_fit", base,
                           {{"tenants", join(names)}, {"needed_gb", num(needed)}, {"capacity_gb", num(cap)},
                            {"where", gpu.id}}));
}

void checkVgpu(const Scenario &s, const GpuModel &gpu, const VgpuPlan &v, const std::string &path, Diagnostics &out)
{
    if (!gpu.supportsVgpu()) {
        out.push_back(diag("vgpu.not_supported", path + ".mode", {{"gpu", gpu.id}}));
        return;
    }
    const std::string base = path + ".vms";

    // Equal and fixed share accept a time slice TT of 1-30 ms (fact sheet §3.2, RmPVMRL).
    if (v.timeSliceMs && v.scheduler != VgpuScheduler::BestEffort) {
        const double ms = *v.timeSliceMs;
        if (!(ms >= 1 && ms <= 30))
            out.push_back(diag("vgpu.time_slice_out_of_range", path + ".time_slice_ms", {{"value", num(ms)}}));
    }

    // Profiles must exist and match the backing (§3.1, §3.4).
    std::vector<const VgpuProfile *> vp(v.vms.size(), nullptr);
    std::vector<const VgpuProfile *> distinct;
    std::map<const VgpuProfile *, int> count;
    for (size_t i = 0; i < v.vms.size(); ++i) {
        const VgpuVm &vm = v.vms[i];
        const VgpuProfile *p = gpu.findVgpuProfile(vm.profile);
        const std::string profilePath = at(base, i) + ".profile";
        if (!p) {
            out.push_back(diag("vgpu.profile.unknown", profilePath, {{"profile", vm.profile}, {"gpu", gpu.id}}));
            continue;
        }
        if ((p->backing == VgpuBacking::MigBacked) != v.migBacked) {
            out.push_back(diag("vgpu.profile.wrong_backing", profilePath,
                               {{"profile", p->name}, {"backing", backingName(v.migBacked)}}));
            continue;
        }
        vp[i] = p;
        if (count[p]++ == 0)
            distinct.push_back(p);
    }
    std::vector<std::string> distinctNames;
    for (const VgpuProfile *p : distinct)
        distinctNames.push_back(p->name);

    // Time-sliced vGPUs: equal-size mode unless the GPU is in mixed-size mode (§3.3), and
    // "for time-sliced vGPUs with different amounts of frame buffer … only the best effort and
    // equal share schedulers are supported" (§3.2). MIG-backed vGPUs may be mixed freely (§3.3:
    // 1 × A100-4-20C + 1 × A100-2-10C + 1 × A100-1-5C is a documented valid configuration).
    if (!v.migBacked && distinct.size() > 1) {
        if (!v.mixedSize)
            out.push_back(diag("vgpu.mixed_sizes_not_allowed", base, {{"profiles", join(distinctNames)}}));
        if (v.scheduler == VgpuScheduler::FixedShare)
            out.push_back(diag("vgpu.fixed_share_with_mixed_sizes", path + ".scheduler",
                               {{"profiles", join(distinctNames)}}));
    }

    // Max vGPUs per GPU of each type: equal-size or mixed-size column of §3.4; MIG-backed types
    // allow as many as the backing GI profile (§3.4 second table).
    bool tooMany = false;
    for (const VgpuProfile *p : distinct) {
        const int max = (!v.migBacked && v.mixedSize) ? p->maxMixedSize : p->maxEqualSize;
        if (count[p] > max) {
            tooMany = true;
            out.push_back(diag("vgpu.too_many_vms", base,
                               {{"profile", p->name}, {"count", std::to_string(count[p])},
                                {"max", std::to_string(max)}}));
        }
    }

    // Mixed-size mode: the framebuffers together must fit the board. vGPU framebuffers are carved
    // from the nominal size (§3.4: A100-40C is 40960 MB on a 40 GB A100, max 1).
    if (!v.migBacked && v.mixedSize) {
        long long neededMB = 0;
        for (const VgpuProfile *p : vp)
            if (p)
                neededMB += p->framebufferMB;
        const double capacityMB = gpu.memoryGiB * 1024.0;
        if (double(neededMB) > capacityMB + eps)
            out.push_back(diag("vgpu.framebuffer_exceeded", base,
                               {{"needed_gb", num(double(neededMB) / 1024.0)}, {"capacity_gb", num(gpu.memoryGiB)}}));
    }

    // Each VM's tenant must fit its framebuffer ("Frame buffer is allocated at vGPU creation and
    // is exclusive to that vGPU", §3.1); a MIG-backed vGPU has the memory of its GI.
    for (size_t i = 0; i < v.vms.size(); ++i) {
        const VgpuProfile *p = vp[i];
        const Tenant *t = s.findTenant(v.vms[i].tenant);
        if (!p || !t)
            continue;
        double cap = p->framebufferGiB();
        if (v.migBacked) {
            const MigProfile *mp = gpu.findMigProfile(p->migProfile);
            if (!mp)
                continue;
            cap = mp->memoryGiB;
        }
        if (t->peakMemoryGb() > cap + eps)
            out.push_back(diag("memory.does_not_fit", at(base, i) + ".profile",
                               {{"tenants", t->id}, {"needed_gb", num(t->peakMemoryGb())},
                                {"capacity_gb", num(cap)}, {"where", p->name}}));
    }

    // MIG-backed: the GPU instances behind the VMs must have a legal layout together (§3.3, §1.3.9).
    // Skipped when a type already exceeds its max count, which says the same thing.
    if (v.migBacked && !tooMany) {
        std::vector<const MigProfile *> backing;
        std::vector<std::string> names;
        bool complete = true;
        for (size_t i = 0; i < vp.size(); ++i) {
            const MigProfile *mp = vp[i] ? gpu.findMigProfile(vp[i]->migProfile) : nullptr;
            if (!mp) {
                complete = false;
                break;
            }
            backing.push_back(mp);
            names.push_back(mp->name);
        }
        if (complete && !backing.empty() && !findMigPlacement(gpu, backing, MigOptions{}))
            out.push_back(diag("vgpu.mig_backing_not_placeable", base, {{"profiles", join(names)}}));
    }
}

// CUDA / Kubernetes time-slicing: no memory limit, one pool (§3.6), so every model must load.
void checkTimeslice(const Scenario &s, const GpuModel &gpu, const std::string &path, Diagnostics &out)
{
    double needed = 0;
    std::vector<std::string> ids;
    for (const auto &t : s.tenants) {
        needed += t.modelGb;
        ids.push_back(t.id);
    }
    const double cap = gpu.capacityGiB();
    if (needed > cap + eps)
        out.push_back(diag("timeslice.models_exceed_memory", path,
                           {{"tenants", join(ids)}, {"needed_gb", num(needed)}, {"capacity_gb", num(cap)}}));

    std::vector<PoolMember> members;
    for (const auto &t : s.tenants)
        members.push_back(PoolMember{&t, path, false});
    checkLlmsInPool(members, cap, gpu.id, needed <= cap + eps, out);
}

// Run limits of time-sliced plans: a slice no shorter than minTimeSliceMs, and a slice count the
// event budget can hold (validate.h).
void checkSliceLimits(const Scenario &s, const GpuModel &gpu, const SharingPlan &plan, const std::string &path,
                      Diagnostics &out)
{
    const std::optional<double> sliceMs = timeSliceMs(gpu, plan);
    if (!sliceMs)
        return;
    const std::string field = path + ".time_slice_ms";
    if (!(*sliceMs >= minTimeSliceMs)) {
        out.push_back(diag("timeslice.time_slice_too_short", field,
                           {{"value", num(*sliceMs)}, {"min", num(minTimeSliceMs)}}));
        return;
    }
    const double slices = estimatedSliceEvents(s, plan, *sliceMs);
    const double limiter = plan.mode == Mode::Quota ? estimatedSliceEvents(s, plan, kInfiniteSliceMs) : 0.0;
    if (limiter > maxEstimatedEvents) // no slice length helps: the limiter ticks every 10 ms
        out.push_back(diag("quota.too_many_limiter_events", path + ".containers",
                           {{"events", num(std::round(limiter))}, {"budget", num(maxEstimatedEvents)},
                            {"duration_s", num(s.simulation.durationS)}}));
    else if (slices > maxEstimatedEvents)
        out.push_back(diag("timeslice.too_many_slices", field,
                           {{"events", num(std::round(slices))}, {"budget", num(maxEstimatedEvents)},
                            {"time_slice_ms", num(*sliceMs)}, {"duration_s", num(s.simulation.durationS)}}));
}

// What a plan gives a tenant at most: the SMs and DRAM bandwidth of its partition (the whole GPU,
// an MPS cap, a MIG instance or the GPU instance behind a MIG-backed vGPU), the share of time it
// holds them (a time-sliced vGPU whose scheduler keeps every VM's turn), and the vGPU overhead.
// std::nullopt when the plan does not place the tenant: its arrivals are unserved, none waits.
struct Share
{
    double sms = 0;
    double bandwidthGBps = 0;
    double timeShare = 1;
    double overhead = 0;
};

std::optional<Share> shareOf(const GpuModel &gpu, const SharingPlan &plan, const std::string &id)
{
    const Share whole{double(gpu.sms), gpu.bandwidthGBps};
    const auto instance = [&](const MigProfile *p) -> std::optional<Share> {
        if (!p || gpu.memorySlots <= 0)
            return std::nullopt;
        return Share{double(p->sms), gpu.bandwidthGBps * double(p->memorySlots) / double(gpu.memorySlots)};
    };
    switch (plan.mode) {
    case Mode::Exclusive:
    case Mode::Timeslice: return whole; // a context alone holds the whole GPU
    case Mode::Mps:
        for (const auto &c : plan.mps.clients) {
            if (c.tenant != id)
                continue;
            Share s = whole;
            if (c.activeThreadPercentage)
                s.sms = *c.activeThreadPercentage / 100.0 * double(gpu.sms);
            return s;
        }
        return std::nullopt;
    case Mode::Mig:
        for (const auto &inst : plan.mig.instances)
            for (const auto &t : inst.tenants)
                if (t == id)
                    return instance(gpu.findMigProfile(inst.profile));
        return std::nullopt;
    case Mode::Vgpu: {
        const VgpuPlan &v = plan.vgpu;
        int slots = int(v.vms.size());
        for (const auto &vm : v.vms)
            if (const VgpuProfile *p = gpu.findVgpuProfile(vm.profile))
                slots = std::max(slots, p->maxEqualSize);
        for (const auto &vm : v.vms) {
            if (vm.tenant != id)
                continue;
            const VgpuProfile *p = gpu.findVgpuProfile(vm.profile);
            std::optional<Share> s = whole;
            if (v.migBacked)
                s = instance(p ? gpu.findMigProfile(p->migProfile) : nullptr);
            else if (v.scheduler == VgpuScheduler::EqualShare) // every VM keeps its turn
                s->timeShare = 1.0 / double(v.vms.size());
            else if (v.scheduler == VgpuScheduler::FixedShare) // so does every slot of the profile
                s->timeShare = 1.0 / double(std::max(1, slots));
            if (s)
                s->overhead = v.overhead;
            return s;
        }
        return std::nullopt;
    }
    case Mode::Quota:
        for (const auto &c : plan.quota.containers) {
            if (c.tenant != id)
                continue;
            Share s = whole;
            // A hard limit holds even alone; the other policies let a lone container run free.
            if (plan.quota.policy == QuotaPolicy::Hard && quotaProductRules(plan.quota.product).enforced)
                s.timeShare = std::clamp(c.corePercent / 100.0, 0.0, 1.0);
            return s;
        }
        return std::nullopt;
    }
    return std::nullopt;
}

// The most requests a tenant serves per second with `share`: as mostServedPerS on the whole GPU,
// within its partition's SMs and bandwidth (each request at least its lone time there,
// Engine::loneRequestTimeFactor), for its share of the time, slowed by the vGPU overhead.
double servedWith(const Scenario &s, const GpuModel &gpu, const Tenant &t, const Share &share)
{
    if (share.sms == double(gpu.sms) && share.bandwidthGBps == gpu.bandwidthGBps && share.timeShare == 1 &&
        share.overhead == 0)
        return mostServedPerS(s, t); // the whole GPU: the scenario's own estimate, to the bit
    double perS = 0;
    if (t.llm) {
        const double iterationMs =
            share.bandwidthGBps > 0 ? t.llm->model.weightBytes() / (share.bandwidthGBps * 1e9) * 1000.0 : 0.0;
        const TokenCount &out = t.llm->outputTokens;
        const double tokens = out.distribution == TokenDistribution::Uniform ? (out.min + out.max) / 2 : out.mean;
        if (!(iterationMs > 0) || !(tokens > 0))
            return std::numeric_limits<double>::infinity();
        perS = double(t.llm->maxBatch) * 1000.0 / (iterationMs * std::max(1.0, tokens));
    } else {
        if (!(share.sms > 0))
            return 0;
        const double smWidth = t.smWidth ? double(*t.smWidth) : double(gpu.sms);
        const double width = std::min(smWidth, share.sms);
        const double factor =
            Engine::loneRequestTimeFactor(gpu, smWidth, t.bandwidthIntensity, share.sms, share.bandwidthGBps);
        if (!(t.service.meanMs > 0) || !(width > 0) || !(factor > 0))
            return std::numeric_limits<double>::infinity();
        const double slots = std::min(double(t.maxConcurrency), std::ceil(share.sms / width));
        perS = slots * 1000.0 / (t.service.meanMs * factor);
    }
    return perS * share.timeShare / (1 + share.overhead);
}

// Requests left waiting at the end by a tenant that serves at most `served` per second (see
// maxEstimatedWaitingRequests).
double waitingWhenServing(const Scenario &scenario, const Tenant &t, double served)
{
    const double duration = scenario.simulation.durationS;
    if (t.arrival.process == ArrivalProcess::Backlog) // keeps a batch's worth waiting or in service
        return t.llm ? double(t.llm->maxBatch) : 0.0;
    double waiting = std::max(0.0, meanArrivalsPerS(t) - served) * duration;
    if (t.arrival.process == ArrivalProcess::Bursty) // what one burst leaves waiting
        waiting = std::max(waiting, (t.arrival.ratePerS * t.arrival.onRateMultiplier - served) *
                                        std::min(t.arrival.onS, duration));
    if (t.queueCapacity)
        waiting = std::min(waiting, double(*t.queueCapacity));
    return waiting;
}

// Requests left waiting at the end under `plan`, per tenant of the scenario (0 for one the plan does
// not place), and what each serves at most per second. Tenants of one partition share it:
// - taking turns (time-slicing, best-effort time-sliced vGPU, a MIG instance's inner time-slicing):
//   a tenant served at most r/s alone completes at most r·Δ requests in Δ s of turns, so a run
//   completes Σ n_i with Σ n_i / r_i ≤ duration_s at most;
// - side by side (MPS, a MIG instance's inner MPS): a request holds s ≤ w SMs for its solo time
//   × ((1 − β)·w/s + β·b_solo/b), so it takes at least mean_ms·(1 − β)·w SM-ms (w: its sm_width
//   on the GPU), and a run has the partition's SMs × duration_s of them.
// The most completions come when the cheapest requests go first; what that leaves waiting is a
// floor too (no context switch, no interference, no bandwidth limit side by side). A tenant with a
// queue_capacity or a backlog takes nothing of its partition here (its own estimate stands), nor
// does an LLM beside others side by side.
struct PlanWaiting
{
    std::vector<double> waiting, served;
};

PlanWaiting waitingUnder(const Scenario &s, const GpuModel &gpu, const SharingPlan &plan)
{
    const std::size_t n = s.tenants.size();
    const double duration = s.simulation.durationS;
    PlanWaiting w{std::vector<double>(n, 0.0), std::vector<double>(n, 0.0)};
    struct Group
    {
        bool turns = true;
        double sms = 0; // side by side: the partition's SMs
        std::vector<std::size_t> members;
    };
    std::map<int, Group> groups; // 0: the whole GPU's, 1 + k: MIG instance k's
    for (std::size_t i = 0; i < n; ++i) {
        const Tenant &t = s.tenants[i];
        const std::optional<Share> share = shareOf(gpu, plan, t.id);
        if (!share)
            continue;
        w.served[i] = servedWith(s, gpu, t, *share);
        w.waiting[i] = waitingWhenServing(s, t, w.served[i]);
        if (t.queueCapacity || t.arrival.process == ArrivalProcess::Backlog)
            continue;
        const auto join = [&](int key, bool turns, double sms) {
            if (!turns && t.llm)
                return;
            Group &g = groups[key];
            g.turns = turns;
            g.sms = sms;
            g.members.push_back(i);
        };
        switch (plan.mode) {
        case Mode::Timeslice: join(0, true, 0); break;
        case Mode::Vgpu:
            if (!plan.vgpu.migBacked && plan.vgpu.scheduler == VgpuScheduler::BestEffort)
                join(0, true, 0);
            break;
        case Mode::Mps: join(0, false, double(gpu.sms)); break;
        case Mode::Quota: join(0, true, 0); break; // contexts in turns, each at most its share
        case Mode::Mig:
            for (std::size_t k = 0; k < plan.mig.instances.size(); ++k) {
                const MigInstancePlan &inst = plan.mig.instances[k];
                if (std::find(inst.tenants.begin(), inst.tenants.end(), t.id) != inst.tenants.end())
                    join(1 + int(k), inst.inner == MigInner::Timeslice, share->sms);
            }
            break;
        case Mode::Exclusive: break;
        }
    }
    for (auto &[key, g] : groups) {
        if (g.members.size() < 2)
            continue;
        // what one request takes of the partition: seconds of turns, or SM-ms
        const auto cost = [&](std::size_t i) {
            const Tenant &t = s.tenants[i];
            if (g.turns)
                return w.served[i] > 0 ? 1.0 / w.served[i] : std::numeric_limits<double>::infinity();
            const double width = std::min(t.smWidth ? double(*t.smWidth) : double(gpu.sms), double(gpu.sms));
            return t.service.meanMs * (1 - t.bandwidthIntensity) * width;
        };
        std::stable_sort(g.members.begin(), g.members.end(),
                         [&](std::size_t a, std::size_t b) { return cost(a) < cost(b); });
        double left = g.turns ? duration : g.sms * duration * 1000.0;
        for (std::size_t i : g.members) {
            const double arrivals = meanArrivalsPerS(s.tenants[i]) * duration;
            double done = std::isfinite(w.served[i]) ? std::min(arrivals, w.served[i] * duration) : arrivals;
            const double c = cost(i);
            if (c > 0) {
                done = std::min(done, left / c);
                left = std::max(0.0, left - done * c);
            }
            w.waiting[i] = std::max(w.waiting[i], arrivals - done);
        }
    }
    return w;
}

// The waiting budget under a plan whose partitions serve less than the whole GPU (MIG instances,
// MPS caps, vGPU turns) or whose tenants take turns: reported when the scenario's own estimate
// (each tenant alone on the whole GPU, simulation.too_many_waiting) stays within the budget.
void checkWaitingLimit(const Scenario &s, const GpuModel &gpu, const SharingPlan &plan, const std::string &path,
                       Diagnostics &out)
{
    double floor = 0;
    for (const auto &t : s.tenants)
        floor += estimatedWaitingRequests(s, t);
    if (floor > maxEstimatedWaitingRequests)
        return;
    const PlanWaiting w = waitingUnder(s, gpu, plan);
    double waiting = 0;
    std::size_t longest = 0;
    for (std::size_t i = 0; i < w.waiting.size(); ++i) {
        waiting += w.waiting[i];
        if (w.waiting[i] > w.waiting[longest])
            longest = i;
    }
    if (!(waiting > maxEstimatedWaitingRequests))
        return;
    const Tenant &t = s.tenants[longest];
    out.push_back(diag("plan.too_many_waiting", path,
                       {{"requests", num(std::round(waiting))}, {"budget", num(maxEstimatedWaitingRequests)},
                        {"tenant", t.id}, {"rate_per_s", num(meanArrivalsPerS(t))},
                        {"served_per_s", num(w.served[longest])}, {"duration_s", num(s.simulation.durationS)}}));
}

void appendPlan(const Scenario &s, const GpuModel *gpu, const SharingPlan &plan, const std::string &path,
                Diagnostics &out)
{
    Diagnostics d;
    if (gpu)
        d = validatePlan(s, *gpu, plan, path);
    else
        checkTenantRefs(s, plan, path, d); // no GPU: only what does not depend on it
    out.insert(out.end(), d.begin(), d.end());
}

} // namespace

// --- public API -------------------------------------------------------------------------------

Diagnostics validatePlan(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                         const std::string &path)
{
    Diagnostics out;
    checkTenantRefs(scenario, plan, path, out);
    switch (plan.mode) {
    case Mode::Exclusive: checkExclusive(scenario, gpu, out); break;
    case Mode::Mig: checkMig(scenario, gpu, plan.mig, path, out); break;
    case Mode::Mps: checkMps(scenario, gpu, plan.mps, path, out); break;
    case Mode::Vgpu: checkVgpu(scenario, gpu, plan.vgpu, path, out); break;
    case Mode::Timeslice: checkTimeslice(scenario, gpu, path, out); break;
    case Mode::Quota: checkQuota(scenario, gpu, plan.quota, path, out); break;
    }
    checkSliceLimits(scenario, gpu, plan, path, out);
    checkWaitingLimit(scenario, gpu, plan, path, out);
    return out;
}

double estimatedRequestEvents(const Scenario &scenario, const Tenant &t)
{
    const double duration = scenario.simulation.durationS;
    double requests = 0;
    switch (t.arrival.process) {
    case ArrivalProcess::Backlog: requests = mostCompletionsPerS(scenario, t) * duration; break;
    case ArrivalProcess::Bursty:
    case ArrivalProcess::Poisson:
    case ArrivalProcess::Deterministic: requests = meanArrivalsPerS(t) * duration; break;
    }
    // an arrival and a completion (or failure) each, and an LLM's iterations
    return 2 * requests + estimatedIterationEvents(scenario, t);
}

double meanArrivalsPerS(const Tenant &t)
{
    switch (t.arrival.process) {
    case ArrivalProcess::Backlog: return 0;
    case ArrivalProcess::Bursty: {
        const double period = t.arrival.onS + t.arrival.offS;
        return period > 0 ? t.arrival.ratePerS * (t.arrival.onS * t.arrival.onRateMultiplier + t.arrival.offS) / period
                          : t.arrival.ratePerS;
    }
    case ArrivalProcess::Poisson:
    case ArrivalProcess::Deterministic: break;
    }
    return t.arrival.ratePerS;
}

double mostCompletionsPerS(const Scenario &scenario, const Tenant &t)
{
    // a request progresses at most at rate s / sm_width with s <= the GPU's SMs: completions per
    // second are at most (SMs / sm_width) / mean, and never above max_concurrency / mean
    const GpuModel *gpu = scenario.gpu();
    const double width = t.smWidth ? double(*t.smWidth) : (gpu ? double(gpu->sms) : 1.0);
    const double slots =
        gpu ? std::min(double(t.maxConcurrency), std::ceil(double(gpu->sms) / width)) : double(t.maxConcurrency);
    return t.service.meanMs > 0 ? slots * 1000.0 / t.service.meanMs : 0;
}

double mostServedPerS(const Scenario &scenario, const Tenant &t)
{
    if (!t.llm)
        return mostCompletionsPerS(scenario, t);
    // max_batch requests at a time, each for as many iterations as it has output tokens, and no
    // iteration shorter than a read of the weights at the GPU's bandwidth
    const double iterationMs = shortestLlmIterationMs(scenario, t);
    const TokenCount &out = t.llm->outputTokens;
    const double tokens = out.distribution == TokenDistribution::Uniform ? (out.min + out.max) / 2 : out.mean;
    if (!(iterationMs > 0) || !(tokens > 0))
        return std::numeric_limits<double>::infinity();
    return double(t.llm->maxBatch) * 1000.0 / (iterationMs * std::max(1.0, tokens));
}

double estimatedWaitingRequests(const Scenario &scenario, const Tenant &t)
{
    return waitingWhenServing(scenario, t, mostServedPerS(scenario, t));
}

double estimatedWaitingRequests(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan)
{
    const PlanWaiting w = waitingUnder(scenario, gpu, plan);
    double sum = 0;
    for (double x : w.waiting)
        sum += x;
    return sum;
}

double mostServedPerS(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan, const Tenant &t)
{
    const std::optional<Share> share = shareOf(gpu, plan, t.id);
    return share ? servedWith(scenario, gpu, t, *share) : 0.0;
}

double shortestLlmIterationMs(const Scenario &scenario, const Tenant &t)
{
    // an LLM serves its batch in iterations, each of which reads the weights at least once
    const GpuModel *gpu = scenario.gpu();
    return t.llm && gpu && gpu->bandwidthGBps > 0 ? t.llm->model.weightBytes() / (gpu->bandwidthGBps * 1e9) * 1000.0
                                                  : 0.0;
}

double estimatedIterationEvents(const Scenario &scenario, const Tenant &t)
{
    const double iterationMs = shortestLlmIterationMs(scenario, t);
    return iterationMs > 0 ? scenario.simulation.durationS * 1000.0 / iterationMs : 0.0;
}

double estimatedSliceEvents(const Scenario &scenario, const SharingPlan &plan, double sliceMs)
{
    if (sliceMs <= 0)
        return std::numeric_limits<double>::infinity();
    // software slicing: the limiter's sleep ticks, and a bucket running dry between two of them
    const double limiter = plan.mode == Mode::Quota && !plan.quota.containers.empty()
            ? 2 * scenario.simulation.durationS / kQuotaSleepS
            : 0.0;
    const std::size_t contexts = timeSlicedContexts(scenario, plan);
    if (contexts < 2)
        return limiter; // a context alone keeps the GPU: no slice events
    // a slice boundary and the end of the context switch after it
    return limiter + (std::isinf(sliceMs) ? 0.0 : 2 * scenario.simulation.durationS * 1000.0 / sliceMs);
}

// The rules of a lesson that need the tenants (docs/design-notes.md, "Teaching"): every tenant it
// names exists, a check's metric and tenant agree, a prediction's choices can be answered, a
// challenge has a solution and the solution is itself a valid scenario.
static std::string allModeNames()
{
    std::vector<std::string> names;
    for (Mode m : allModes)
        names.push_back(modeName(m));
    return join(names);
}

static void appendLesson(const Scenario &scenario, const Lesson &lesson, Diagnostics &out)
{
    const Scenario solved = solvedScenario(scenario);
    const auto tenantKnown = [&](const Scenario &s, const std::string &id, const std::string &path) {
        if (!s.findTenant(id))
            out.push_back(diag("lesson.unknown_tenant", path, {{"tenant", id}}));
    };
    // Checks are judged on the starting state and on the solution: their tenants must be in both.
    for (size_t i = 0; i < lesson.checks.size(); ++i) {
        const LessonCheck &c = lesson.checks[i];
        const std::string path = at("lesson.checks", i);
        const std::string metric = checkMetricName(c.metric);
        if (isTenantMetric(c.metric)) {
            if (c.tenant.empty())
                out.push_back(diag("lesson.check_needs_tenant", path + ".tenant", {{"metric", metric}}));
            else {
                tenantKnown(scenario, c.tenant, path + ".tenant");
                if (lesson.solution && lesson.solution->tenants)
                    tenantKnown(solved, c.tenant, path + ".tenant");
            }
        } else if (!c.tenant.empty()) {
            out.push_back(diag("lesson.check_takes_no_tenant", path + ".tenant", {{"metric", metric}}));
        }
        if (c.metric == CheckMetric::Mode && c.op != CheckOp::Eq && c.op != CheckOp::Ne)
            out.push_back(diag("lesson.mode_check_op", path + ".op", {{"op", checkOpName(c.op)}}));
    }
    if (!lesson.checks.empty() && !lesson.solution)
        out.push_back(diag("lesson.challenge_without_solution", "lesson.checks"));
    if (lesson.predict) {
        const LessonPrediction &p = *lesson.predict;
        const std::string path = "lesson.predict";
        const std::string metric = checkMetricName(p.metric);
        const bool needsSolution = p.state == LessonPrediction::State::Solution ||
                                   p.pick == LessonPrediction::Pick::LargestIncrease ||
                                   p.pick == LessonPrediction::Pick::LargestDecrease;
        if (needsSolution && !lesson.solution)
            out.push_back(diag("lesson.prediction_needs_solution", path + ".state"));
        if (p.metric == CheckMetric::Mode)
            out.push_back(diag("lesson.prediction_metric", path + ".metric", {{"metric", metric}}));
        if (p.about == LessonPrediction::About::Tenant) {
            if (!isTenantMetric(p.metric))
                out.push_back(diag("lesson.prediction_metric", path + ".metric", {{"metric", metric}}));
            if (!p.tenant.empty())
                out.push_back(diag("lesson.check_takes_no_tenant", path + ".tenant", {{"metric", metric}}));
            for (size_t i = 0; i < p.choices.size(); ++i) {
                tenantKnown(scenario, p.choices[i], at(path + ".choices", i));
                if (needsSolution && lesson.solution && lesson.solution->tenants)
                    tenantKnown(solved, p.choices[i], at(path + ".choices", i));
            }
        } else {
            if (isTenantMetric(p.metric)) {
                if (p.tenant.empty())
                    out.push_back(diag("lesson.check_needs_tenant", path + ".tenant", {{"metric", metric}}));
                else
                    tenantKnown(needsSolution ? solved : scenario, p.tenant, path + ".tenant");
            } else if (!p.tenant.empty()) {
                out.push_back(diag("lesson.check_takes_no_tenant", path + ".tenant", {{"metric", metric}}));
            }
        }
        if (p.about == LessonPrediction::About::Mode)
            for (size_t i = 0; i < p.choices.size(); ++i)
                if (!modeFromName(p.choices[i]))
                    out.push_back(diag("lesson.prediction_unknown_mode", at(path + ".choices", i),
                                       {{"mode", p.choices[i]}, {"allowed", allModeNames()}}));
        if (p.about == LessonPrediction::About::Range) {
            if (p.bounds.empty() || p.choices.size() != p.bounds.size() + 1)
                out.push_back(diag("lesson.prediction_range_choices", path + ".choices",
                                   {{"bounds", std::to_string(p.bounds.size())},
                                    {"expected", std::to_string(p.bounds.size() + 1)},
                                    {"got", std::to_string(p.choices.size())}}));
            for (size_t i = 1; i < p.bounds.size(); ++i)
                if (!(p.bounds[i] > p.bounds[i - 1]))
                    out.push_back(diag("lesson.prediction_bounds_order", at(path + ".bounds", i)));
        } else if (p.choices.size() < 2) {
            out.push_back(diag("lesson.prediction_few_choices", path + ".choices",
                               {{"got", std::to_string(p.choices.size())}}));
        }
        if (p.answer && std::find(p.choices.begin(), p.choices.end(), *p.answer) == p.choices.end())
            out.push_back(diag("lesson.prediction_answer_not_a_choice", path + ".answer", {{"answer", *p.answer}}));
    }
    if (lesson.scene && !lesson.scene->selected.empty())
        tenantKnown(scenario, lesson.scene->selected, "lesson.scene.selected");
    if (lesson.solution) {
        // The solution is a scenario of its own: its plan and tenants obey every rule.
        const bool ownTenants = lesson.solution->tenants.has_value() || !lesson.solution->gpu.empty();
        Scenario check = solved;
        check.alternatives.clear();
        for (Diagnostic d : validateScenario(check)) {
            const bool planPath = d.path.rfind("sharing", 0) == 0;
            const bool gpuPath = d.path.rfind("gpu", 0) == 0 && !lesson.solution->gpu.empty();
            if (gpuPath) {
                d.path = "lesson.solution.gpu";
                out.push_back(std::move(d));
                continue;
            }
            const bool tenantPath = d.path.rfind("tenants", 0) == 0;
            if (planPath || (tenantPath && ownTenants) || (ownTenants && concernsWholeScenario(d))) {
                if (planPath || tenantPath)
                    d.path = "lesson.solution." + d.path;
                out.push_back(std::move(d));
            }
        }
    }
}

Diagnostics validateScenario(const Scenario &scenario)
{
    Diagnostics out;
    const GpuModel *gpu = scenario.gpu();
    if (!gpu) {
        if (const GpuModel *listed = findCatalogGpu(scenario.gpuId)) {
            std::string missing;
            for (const std::string &m : listed->missingFigures())
                missing += (missing.empty() ? "" : ", ") + m;
            out.push_back(diag("gpu.not_simulated", "gpu", {{"gpu", listed->id}, {"missing", missing}}));
        } else {
            out.push_back(diag("gpu.unknown", "gpu", {{"gpu", scenario.gpuId}}));
        }
    }

    std::set<std::string> ids;
    for (size_t i = 0; i < scenario.tenants.size(); ++i) {
        const Tenant &t = scenario.tenants[i];
        if (!ids.insert(t.id).second)
            out.push_back(diag("tenant.duplicate_id", at("tenants", i) + ".id", {{"id", t.id}}));
        if (gpu && t.smWidth && *t.smWidth > gpu->sms)
            out.push_back(diag("tenant.sm_width_exceeds_gpu", at("tenants", i) + ".sm_width",
                               {{"tenant", t.id}, {"sm_width", std::to_string(*t.smWidth)},
                                {"sms", std::to_string(gpu->sms)}}));
        // service.mean_ms is unused by an LLM (its iterations take the model's time)
        if (!t.llm && !(t.service.meanMs >= minServiceMs))
            out.push_back(diag("tenant.service_too_short", at("tenants", i) + ".service.mean_ms",
                               {{"tenant", t.id}, {"value", num(t.service.meanMs)}, {"min", num(minServiceMs)}}));
        // An LLM's weights stay resident, and model_gb is what holds them (workload/tenant.h): a
        // model_gb below parameters_b × bytes_per_weight would let the run read weights that take
        // no memory.
        if (t.llm) {
            const double weightsGb = t.llm->model.weightBytes() / (1024.0 * 1024.0 * 1024.0);
            if (t.modelGb + eps < weightsGb)
                out.push_back(diag("tenant.model_below_llm_weights", at("tenants", i) + ".memory.model_gb",
                                   {{"tenant", t.id}, {"model_gb", num(t.modelGb)}, {"weights_gb", num(weightsGb)}}));
        }
    }

    const SimulationSettings &sim = scenario.simulation;
    if (sim.warmupS >= sim.durationS)
        out.push_back(diag("simulation.warmup_not_before_end", "simulation.warmup_s",
                           {{"warmup_s", num(sim.warmupS)}, {"duration_s", num(sim.durationS)}}));
    // The event budget: arrivals and completions of every tenant over the run.
    double events = 0, busiest = -1;
    const Tenant *top = nullptr;
    for (const auto &t : scenario.tenants) {
        const double e = estimatedRequestEvents(scenario, t);
        events += e;
        if (e > busiest) {
            busiest = e;
            top = &t;
        }
    }
    if (events > maxEstimatedEvents && top && estimatedIterationEvents(scenario, *top) > busiest / 2)
        // its iterations, not its requests, make the busiest tenant busy: a small model reads its
        // weights in very little time
        out.push_back(diag("simulation.too_many_llm_iterations", "simulation.duration_s",
                           {{"events", num(std::round(events))}, {"budget", num(maxEstimatedEvents)},
                            {"tenant", top->id}, {"iteration_ms", num(shortestLlmIterationMs(scenario, *top))},
                            {"duration_s", num(sim.durationS)}}));
    else if (events > maxEstimatedEvents && top)
        out.push_back(diag("simulation.too_many_events", "simulation.duration_s",
                           {{"events", num(std::round(events))}, {"budget", num(maxEstimatedEvents)},
                            {"tenant", top->id},
                            {"rate_per_s", num(top->arrival.process == ArrivalProcess::Backlog
                                                   ? (top->service.meanMs > 0 ? 1000.0 / top->service.meanMs : 0)
                                                   : top->arrival.ratePerS)},
                            {"duration_s", num(sim.durationS)}}));

    // The waiting budget: the requests the queues hold at once, at least (each tenant alone on
    // the whole GPU); the tenant that leaves the most waiting is named.
    double waiting = 0, most = 0;
    const Tenant *longest = nullptr;
    for (const auto &t : scenario.tenants) {
        const double w = estimatedWaitingRequests(scenario, t);
        waiting += w;
        if (w > most) {
            most = w;
            longest = &t;
        }
    }
    if (waiting > maxEstimatedWaitingRequests && longest)
        out.push_back(diag("simulation.too_many_waiting", "simulation.duration_s",
                           {{"requests", num(std::round(waiting))}, {"budget", num(maxEstimatedWaitingRequests)},
                            {"tenant", longest->id}, {"rate_per_s", num(meanArrivalsPerS(*longest))},
                            {"served_per_s", num(mostServedPerS(scenario, *longest))},
                            {"duration_s", num(sim.durationS)}}));

    for (size_t i = 0; i < scenario.faults.size(); ++i) {
        const Fault &f = scenario.faults[i];
        if (!scenario.findTenant(f.tenant))
            out.push_back(diag("fault.unknown_tenant", at("faults", i) + ".tenant", {{"tenant", f.tenant}}));
        if (f.atS >= sim.durationS)
            out.push_back(diag("fault.after_end", at("faults", i) + ".at_s",
                               {{"at_s", num(f.atS)}, {"duration_s", num(sim.durationS)}}, Severity::Warning));
    }

    if (scenario.lesson)
        appendLesson(scenario, *scenario.lesson, out);

    appendPlan(scenario, gpu, scenario.sharing, "sharing", out);
    for (const auto &[mode, plan] : scenario.alternatives) {
        const std::string key = modeName(mode);
        const std::string path = "alternatives." + key;
        if (plan.mode != mode)
            out.push_back(diag("plan.mode_mismatch", path + ".mode", {{"key", key}, {"mode", modeName(plan.mode)}}));
        if (mode == scenario.sharing.mode)
            out.push_back(diag("plan.alternative_duplicates_active", path, {{"mode", key}}));
        appendPlan(scenario, gpu, plan, path, out);
    }
    return out;
}

bool concernsWholeScenario(const Diagnostic &d)
{
    static const char *const prefixes[] = {"gpu.", "tenant.duplicate_id", "tenant.sm_width_exceeds_gpu",
                                           "tenant.model_below_llm_weights", "tenant.service_too_short", "simulation.",
                                           "fault."};
    for (const char *p : prefixes)
        if (d.code.rfind(p, 0) == 0)
            return true;
    return false;
}

std::optional<MigLayout> resolveMigLayout(const GpuModel &gpu, const MigPlan &plan)
{
    std::vector<MigRequest> requests;
    for (const auto &inst : plan.instances)
        requests.push_back(MigRequest{inst.profile, inst.start});
    MigLayout layout;
    if (hasErrors(checkMigLayout(gpu, requests, MigOptions{plan.allow4g3g}, "instances", &layout)))
        return std::nullopt;
    return layout;
}

SharingPlan defaultPlan(const Scenario &scenario, Mode mode)
{
    SharingPlan plan;
    plan.mode = mode;
    const GpuModel *gpu = scenario.gpu();

    switch (mode) {
    case Mode::Exclusive:
    case Mode::Timeslice:
        return plan;

    case Mode::Quota:
        plan.quota = defaultQuotaPlan(scenario);
        return plan;

    case Mode::Mps:
        for (const auto &t : scenario.tenants)
            plan.mps.clients.push_back(MpsClient{t.id, std::nullopt, std::nullopt});
        return plan;

    case Mode::Mig: {
        if (!gpu || !gpu->supportsMig())
            return plan;
        const std::vector<const MigProfile *> candidates = classicMigProfilesBySize(*gpu);
        std::vector<size_t> order(scenario.tenants.size());
        for (size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
            return scenario.tenants[a].peakMemoryGb() > scenario.tenants[b].peakMemoryGb();
        });

        std::vector<MigRequest> requests;
        MigLayout layout;
        for (size_t i : order) {
            const Tenant &t = scenario.tenants[i];
            for (const MigProfile *p : candidates) {
                if (p->memoryGiB + eps < t.peakMemoryGb())
                    continue;
                auto tryRequests = requests;
                tryRequests.push_back(MigRequest{p->name, std::nullopt});
                MigLayout tryLayout;
                if (!hasErrors(checkMigLayout(*gpu, tryRequests, MigOptions{plan.mig.allow4g3g}, "", &tryLayout))) {
                    requests = std::move(tryRequests);
                    layout = std::move(tryLayout);
                    MigInstancePlan inst;
                    inst.profile = p->name;
                    inst.tenants = {t.id};
                    plan.mig.instances.push_back(std::move(inst));
                    break;
                }
            }
        }
        // The driver model places in creation order, so earlier starts never move: write the
        // resolved starts into the plan so it draws and exports the same everywhere.
        for (size_t i = 0; i < plan.mig.instances.size() && i < layout.size(); ++i)
            plan.mig.instances[i].start = layout[i].start;
        return plan;
    }

    case Mode::Vgpu: {
        if (!gpu || !gpu->supportsVgpu() || scenario.tenants.empty())
            return plan;
        const int n = int(scenario.tenants.size());
        double largest = 0;
        for (const auto &t : scenario.tenants)
            largest = std::max(largest, t.peakMemoryGb());
        std::vector<const VgpuProfile *> timeSliced;
        for (const auto &p : gpu->vgpuProfiles)
            if (p.backing == VgpuBacking::TimeSliced)
                timeSliced.push_back(&p);
        if (timeSliced.empty())
            return plan;
        std::stable_sort(timeSliced.begin(), timeSliced.end(), [](const VgpuProfile *a, const VgpuProfile *b) {
            return a->framebufferMB < b->framebufferMB;
        });

        const VgpuProfile *pick = nullptr;
        for (const VgpuProfile *p : timeSliced)
            if (p->framebufferGiB() + eps >= largest && p->maxEqualSize >= n) {
                pick = p;
                break;
            }
        // Refinement (documented in validate.h): no single size fits every tenant -> try
        // mixed-size mode (best effort allows it, fact sheet §3.3): each tenant on the smallest
        // profile that holds its peak memory, if the mixed-size counts and the framebuffer allow.
        if (!pick) {
            std::vector<const VgpuProfile *> each;
            double totalGiB = 0;
            for (const auto &t : scenario.tenants) {
                const VgpuProfile *fit = nullptr;
                for (const VgpuProfile *p : timeSliced)
                    if (p->framebufferGiB() + eps >= t.peakMemoryGb() && p->maxMixedSize > 0) {
                        fit = p;
                        break;
                    }
                if (!fit)
                    break;
                each.push_back(fit);
                totalGiB += fit->framebufferGiB();
            }
            bool countsOk = each.size() == scenario.tenants.size() && totalGiB <= gpu->memoryGiB + eps;
            for (const VgpuProfile *p : each)
                countsOk = countsOk && std::count(each.begin(), each.end(), p) <= p->maxMixedSize;
            if (countsOk) {
                plan.vgpu.mixedSize = true;
                for (size_t i = 0; i < each.size(); ++i)
                    plan.vgpu.vms.push_back(VgpuVm{scenario.tenants[i].id, each[i]->name});
                return plan;
            }
        }
        // Nothing fits both ways -> the largest profile
        // that still allows n VMs (validation then says which tenant does not fit), else the
        // profile allowing the most VMs (validation then says too many VMs).
        if (!pick)
            for (const VgpuProfile *p : timeSliced)
                if (p->maxEqualSize >= n)
                    pick = p; // sorted ascending: the last match is the largest
        if (!pick)
            for (const VgpuProfile *p : timeSliced)
                if (!pick || p->maxEqualSize > pick->maxEqualSize)
                    pick = p;
        for (const auto &t : scenario.tenants)
            plan.vgpu.vms.push_back(VgpuVm{t.id, pick->name});
        return plan;
    }
    }
    return plan;
}

std::vector<const MigProfile *> classicMigProfilesBySize(const GpuModel &gpu)
{
    std::vector<const MigProfile *> candidates;
    for (const auto &p : gpu.migProfiles)
        if (p.isClassic())
            candidates.push_back(&p);
    std::stable_sort(candidates.begin(), candidates.end(), [](const MigProfile *a, const MigProfile *b) {
        if (a->memoryGiB != b->memoryGiB)
            return a->memoryGiB < b->memoryGiB;
        if (a->computeSlices != b->computeSlices)
            return a->computeSlices < b->computeSlices;
        return a->memorySlots < b->memorySlots;
    });
    return candidates;
}

std::optional<double> timeSliceMs(const GpuModel &gpu, const SharingPlan &plan)
{
    if (!isTimeSliced(plan))
        return std::nullopt;
    switch (plan.mode) {
    case Mode::Timeslice:
    case Mode::Quota: return plan.timeslice.timeSliceMs;
    case Mode::Vgpu: return effectiveVgpuSliceMs(gpu, plan.vgpu);
    case Mode::Exclusive:
    case Mode::Mig:
    case Mode::Mps: break;
    }
    return std::nullopt;
}

std::size_t timeSlicedContexts(const Scenario &scenario, const SharingPlan &plan)
{
    if (!isTimeSliced(plan))
        return 0;
    return listsTenants(plan.mode) ? plannedTenants(plan).size() : scenario.tenants.size();
}

std::vector<std::string> plannedTenants(const SharingPlan &plan)
{
    std::vector<std::string> out;
    switch (modeTraits(plan.mode).tenantList) {
    case TenantList::None: break;
    case TenantList::MigInstances:
        for (const auto &i : plan.mig.instances)
            out.insert(out.end(), i.tenants.begin(), i.tenants.end());
        break;
    case TenantList::MpsClients:
        for (const auto &c : plan.mps.clients)
            out.push_back(c.tenant);
        break;
    case TenantList::VgpuVms:
        for (const auto &vm : plan.vgpu.vms)
            out.push_back(vm.tenant);
        break;
    case TenantList::QuotaContainers:
        for (const auto &c : plan.quota.containers)
            out.push_back(c.tenant);
        break;
    }
    return out;
}

double effectiveVgpuSliceMs(const GpuModel &gpu, const VgpuPlan &plan)
{
    if (plan.timeSliceMs)
        return *plan.timeSliceMs;
    int maxVms = 1;
    for (const auto &vm : plan.vms)
        if (const VgpuProfile *p = gpu.findVgpuProfile(vm.profile))
            maxVms = std::max(maxVms, p->maxEqualSize);
    return maxVms <= 8 ? 2.0 : 1.0;
}

} // namespace gpuk
