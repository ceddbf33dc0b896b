// Software slicing by quota: the products' rules, the plan's rules, its default (quota.h).

#include "sharing/quota.h"

#include "scenario.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace gpuk {

namespace {

constexpr double eps = 1e-9;

std::string num(double v) { return formatNumber(v); }
std::string at(const std::string &base, std::size_t i) { return base + "[" + std::to_string(i) + "]"; }

// v is a whole number of steps (with the slack of a decimal written in a file).
bool onStep(double v, double step)
{
    if (!(step > 0))
        return true;
    const double k = v / step;
    return std::fabs(k - std::round(k)) <= 1e-6 * std::max(1.0, std::fabs(k));
}

std::string policyList(const std::vector<QuotaPolicy> &ps)
{
    std::string out;
    for (QuotaPolicy p : ps)
        out += (out.empty() ? "" : ", ") + std::string(quotaPolicyName(p));
    return out;
}

} // namespace

LimitEnforcer limitEnforcer(const SharingPlan &plan)
{
    switch (plan.mode) {
    case Mode::Exclusive: return LimitEnforcer::NothingToLimit;
    case Mode::Mig: return LimitEnforcer::Hardware;
    case Mode::Mps: return LimitEnforcer::Driver;
    case Mode::Vgpu: return plan.vgpu.migBacked ? LimitEnforcer::Hardware : LimitEnforcer::Driver;
    case Mode::Timeslice: return LimitEnforcer::Bookkeeping;
    case Mode::Quota: return quotaProductRules(plan.quota.product).enforcer;
    }
    return LimitEnforcer::NothingToLimit;
}

const char *limitEnforcerName(LimitEnforcer e)
{
    switch (e) {
    case LimitEnforcer::NothingToLimit: return "nothing";
    case LimitEnforcer::Hardware: return "hardware";
    case LimitEnforcer::Driver: return "driver";
    case LimitEnforcer::KernelModule: return "kernel_module";
    case LimitEnforcer::UserSpaceHook: return "hook";
    case LimitEnforcer::Bookkeeping: return "bookkeeping";
    }
    return "nothing";
}

QuotaProductRules quotaProductRules(QuotaProduct p)
{
    using P = QuotaPolicy;
    switch (p) {
    case QuotaProduct::Hami:
        // nvidia.com/gpucores: integer percent; nvidia.com/gpumem: integer MiB (charts/hami/values.yaml,
        // examples/nvidia/default_use.yaml); deviceSplitCount: 10 containers per GPU by default
        // (values.yaml). "hard" is HAMi-core's GPU_CORE_UTILIZATION_POLICY=force.
        return {1, 1, 1.0 / 1024.0, 1.0 / 1024.0, 10, true, true, LimitEnforcer::UserSpaceHook, {P::Hami, P::Hard},
                "HAMi charts/hami/values.yaml, HAMi-core multiprocess_utilization_watcher.c"};
    case QuotaProduct::Qgpu:
        // 5 % compute and 1 GiB memory steps, at most 16 per GPU; fixed share, burst share,
        // online/offline preemption (more-facts §2.5).
        return {5, 5, 1, 1, 16, false, true, LimitEnforcer::KernelModule, {P::Hard, P::Burst, P::Priority},
                "Tencent Cloud qGPU documentation (more-facts §2.5)"};
    case QuotaProduct::Cgpu:
        // 2 % minimum compute, memory at the MB level; fixed % and preemption for high-priority
        // tasks (more-facts §2.4). Its compute step is not stated: whole percent assumed.
        return {1, 2, 1.0 / 1024.0, 1.0 / 1024.0, 0, false, true, LimitEnforcer::KernelModule, {P::Hard, P::Priority},
                "Alibaba Cloud cGPU documentation (more-facts §2.4)"};
    case QuotaProduct::Kai:
        // KAI scheduler fractions: bookkeeping only unless HAMi-core is injected (more-facts §2.2).
        return {0, 0, 0, 0, 0, false, false, LimitEnforcer::Bookkeeping,
                {P::Hami, P::Hard, P::Burst, P::Priority}, "KAI scheduler docs/gpu-sharing/README.md (more-facts §2.2)"};
    }
    return quotaProductRules(QuotaProduct::Hami);
}

double quotaMemoryFor(double gb, QuotaProduct product)
{
    const QuotaProductRules r = quotaProductRules(product);
    double q = std::max(gb, r.memoryMinGb);
    if (r.memoryStepGb > 0)
        q = std::ceil(q / r.memoryStepGb - 1e-9) * r.memoryStepGb;
    return q;
}

double hamiRefillStep(int sms, double limitPercent, double utilPercent)
{
    double diff = std::fabs(limitPercent - utilPercent);
    if (diff < 5)
        diff = 5;
    double step = double(sms) * diff / (2560.0 * 32.0);
    if (diff > limitPercent / 2)
        step *= diff * 2 / (limitPercent + 1);
    return step;
}

void checkQuotaPlan(const Scenario &s, const GpuModel &gpu, const QuotaPlan &q, const std::string &path,
                    Diagnostics &out)
{
    const QuotaProductRules rules = quotaProductRules(q.product);
    const std::string base = path + ".containers";
    const std::string product = quotaProductName(q.product);
    if (std::find(rules.policies.begin(), rules.policies.end(), q.policy) == rules.policies.end())
        out.push_back(diag("quota.policy_not_offered", path + ".policy",
                           {{"policy", quotaPolicyName(q.policy)}, {"product", product},
                            {"policies", policyList(rules.policies)}}));
    if (!rules.enforced)
        out.push_back(diag("quota.not_enforced", path + ".product", {{"product", product}}, Severity::Warning));
    if (rules.maxContainers > 0 && int(q.containers.size()) > rules.maxContainers)
        out.push_back(diag("quota.too_many_containers", base,
                           {{"count", std::to_string(q.containers.size())},
                            {"max", std::to_string(rules.maxContainers)}, {"product", product}},
                           rules.maxContainersIsDefault ? Severity::Warning : Severity::Error));

    const double cap = gpu.capacityGiB();
    double cores = 0, memory = 0;
    for (std::size_t i = 0; i < q.containers.size(); ++i) {
        const QuotaContainer &c = q.containers[i];
        const std::string p = at(base, i);
        cores += c.corePercent;
        memory += c.memoryGb;
        if (!(c.corePercent > 0 && c.corePercent <= 100))
            out.push_back(diag("quota.core_out_of_range", p + ".core_percent",
                               {{"tenant", c.tenant}, {"value", num(c.corePercent)}}));
        else if (rules.enforced && (c.corePercent + eps < rules.coreMinPercent || !onStep(c.corePercent, rules.coreStepPercent)))
            out.push_back(diag("quota.core_step", p + ".core_percent",
                               {{"tenant", c.tenant}, {"value", num(c.corePercent)}, {"product", product},
                                {"step", num(rules.coreStepPercent)}, {"min", num(rules.coreMinPercent)}}));
        if (!(c.memoryGb > 0))
            out.push_back(diag("quota.memory_out_of_range", p + ".memory_gb",
                               {{"tenant", c.tenant}, {"value", num(c.memoryGb)}}));
        else if (c.memoryGb > cap + eps)
            out.push_back(diag("quota.memory_exceeds_gpu", p + ".memory_gb",
                               {{"tenant", c.tenant}, {"quota_gb", num(c.memoryGb)}, {"capacity_gb", num(cap)},
                                {"gpu", gpu.id}}));
        else if (rules.enforced && (c.memoryGb + eps < rules.memoryMinGb || !onStep(c.memoryGb, rules.memoryStepGb)))
            out.push_back(diag("quota.memory_step", p + ".memory_gb",
                               {{"tenant", c.tenant}, {"value", num(c.memoryGb)}, {"product", product},
                                {"step_mib", num(std::round(rules.memoryStepGb * 1024))},
                                {"min_mib", num(std::round(rules.memoryMinGb * 1024))}}));
        if (c.priority != 0 && c.priority != 1)
            out.push_back(diag("quota.priority_out_of_range", p + ".priority",
                               {{"tenant", c.tenant}, {"value", std::to_string(c.priority)}}));
        // The hook refuses every allocation past the quota: a model larger than it never loads.
        const Tenant *t = s.findTenant(c.tenant);
        if (t && rules.enforced && c.memoryGb > 0) {
            const double needed = t->llm ? t->peakMemoryGb() : t->modelGb;
            if (needed > c.memoryGb + eps)
                out.push_back(diag("quota.model_exceeds_quota", p + ".memory_gb",
                                   {{"tenant", t->id}, {"needed_gb", num(needed)}, {"quota_gb", num(c.memoryGb)}}));
        }
    }
    // HAMi's scheduler places a container only where the GPU's cores and memory left hold its
    // request (pkg/device/nvidia/device.go, CardInsufficientCore / CardInsufficientMemory); a hard
    // limit over 100 % in total cannot be given, whichever product.
    if (cores > 100 + 1e-6)
        out.push_back(diag("quota.shares_exceed_gpu", base,
                           {{"percent", num(cores)}, {"policy", quotaPolicyName(q.policy)}}));
    if (memory > cap + 1e-6)
        out.push_back(diag("quota.memory_overcommitted", base,
                           {{"quota_gb", num(memory)}, {"capacity_gb", num(cap)}, {"gpu", gpu.id}},
                           rules.enforced ? Severity::Error : Severity::Warning));
}

QuotaPlan defaultQuotaPlan(const Scenario &scenario, QuotaProduct product)
{
    QuotaPlan q;
    q.product = product;
    q.policy = quotaProductRules(product).policies.front();
    const std::size_t n = scenario.tenants.size();
    if (n == 0)
        return q;
    const QuotaProductRules r = quotaProductRules(product);
    const double step = r.coreStepPercent > 0 ? r.coreStepPercent : 1;
    const double even = std::max(r.coreMinPercent, std::floor(100.0 / double(n) / step) * step);
    for (const Tenant &t : scenario.tenants)
        q.containers.push_back(QuotaContainer{t.id, even, quotaMemoryFor(t.peakMemoryGb(), product), 1});
    return q;
}

} // namespace gpuk
