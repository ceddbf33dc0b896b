// Writing scenario files (DESIGN §5): canonical JSON, atomically.
//
// The writer is a small ordered JSON printer of its own: QJsonObject sorts keys alphabetically,
// and the format's key order is the order of the format reference. Numbers are printed as
// integers when integral (|x| < 2^53), otherwise with the shortest representation that
// round-trips (QLocale::FloatingPointShortest), the same rule QJsonDocument uses.

#include "io/jsontext.h"
#include "io/outputfile.h"
#include "io/scenariofile.h"

#include "analysis/lessoncheck.h"


#include <cmath>
#include <utility>

namespace gpuk {

namespace {

// ---------------------------------------------------------------------------------------------
// The writer: an ordered JSON tree and its printer.

struct Json
{
    enum Kind { Null, Bool, Number, Unsigned, String, Array, Object };
    Kind kind = Null;
    bool boolean = false;
    double number = 0;
    std::uint64_t unsignedValue = 0;
    std::string text;
    std::vector<Json> items;
    std::vector<std::pair<const char *, Json>> members;

    Json() = default;
    Json(bool b) : kind(Bool), boolean(b) {}
    Json(double d) : kind(Number), number(d) {}
    Json(int i) : kind(Number), number(i) {}
    Json(std::uint64_t u) : kind(Unsigned), unsignedValue(u) {}
    Json(std::string s) : kind(String), text(std::move(s)) {}
    Json(const char *s) : kind(String), text(s) {}

    static Json object() { Json j; j.kind = Object; return j; }
    static Json array() { Json j; j.kind = Array; return j; }

    Json &add(const char *key, Json value)
    {
        members.emplace_back(key, std::move(value));
        return *this;
    }
    void push(Json value) { items.push_back(std::move(value)); }
};

void appendString(QByteArray &out, const std::string &s)
{
    static const char hex[] = "0123456789abcdef";
    out += '"';
    for (unsigned char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20) {
                out += "\\u00";
                out += hex[c >> 4];
                out += hex[c & 0xf];
            } else {
                out += char(c);
            }
        }
    }
    out += '"';
}

void print(QByteArray &out, const Json &j, int depth)
{
    const QByteArray indent(2 * (depth + 1), ' ');
    const QByteArray closing(2 * depth, ' ');
    switch (j.kind) {
    case Json::Null: out += "null"; break;
    case Json::Bool: out += j.boolean ? "true" : "false"; break;
    case Json::Number: out += numberText(j.number); break;
    case Json::Unsigned: out += QByteArray::number(qulonglong(j.unsignedValue)); break;
    case Json::String: appendString(out, j.text); break;
    case Json::Array:
        if (j.items.empty()) {
            out += "[]";
            break;
        }
        out += "[\n";
        for (std::size_t i = 0; i < j.items.size(); ++i) {
            out += indent;
            print(out, j.items[i], depth + 1);
            out += i + 1 < j.items.size() ? ",\n" : "\n";
        }
        out += closing;
        out += ']';
        break;
    case Json::Object:
        if (j.members.empty()) {
            out += "{}";
            break;
        }
        out += "{\n";
        for (std::size_t i = 0; i < j.members.size(); ++i) {
            out += indent;
            appendString(out, j.members[i].first);
            out += ": ";
            print(out, j.members[i].second, depth + 1);
            out += i + 1 < j.members.size() ? ",\n" : "\n";
        }
        out += closing;
        out += '}';
        break;
    }
}

Json planJson(const SharingPlan &p)
{
    Json o = Json::object();
    o.add("mode", modeName(p.mode));
    switch (p.mode) {
    case Mode::Exclusive: break;
    case Mode::Mig: {
        o.add("mig_allow_4g_3g", p.mig.allow4g3g);
        Json instances = Json::array();
        for (const auto &inst : p.mig.instances) {
            Json i = Json::object();
            i.add("profile", inst.profile);
            if (inst.start)
                i.add("start", *inst.start);
            Json tenants = Json::array();
            for (const auto &t : inst.tenants)
                tenants.push(t);
            i.add("tenants", std::move(tenants));
            i.add("inner", migInnerName(inst.inner));
            instances.push(std::move(i));
        }
        o.add("instances", std::move(instances));
        break;
    }
    case Mode::Mps: {
        Json clients = Json::array();
        for (const auto &c : p.mps.clients) {
            Json j = Json::object();
            j.add("tenant", c.tenant);
            if (c.activeThreadPercentage)
                j.add("active_thread_percentage", *c.activeThreadPercentage);
            if (c.pinnedMemoryLimitGb)
                j.add("pinned_memory_limit_gb", *c.pinnedMemoryLimitGb);
            clients.push(std::move(j));
        }
        o.add("clients", std::move(clients));
        break;
    }
    case Mode::Vgpu: {
        o.add("backing", p.vgpu.migBacked ? "mig" : "timesliced");
        o.add("scheduler", vgpuSchedulerName(p.vgpu.scheduler));
        if (p.vgpu.timeSliceMs)
            o.add("time_slice_ms", *p.vgpu.timeSliceMs);
        o.add("overhead", p.vgpu.overhead);
        o.add("mixed_size", p.vgpu.mixedSize);
        Json vms = Json::array();
        for (const auto &vm : p.vgpu.vms) {
            Json j = Json::object();
            j.add("tenant", vm.tenant);
            j.add("profile", vm.profile);
            vms.push(std::move(j));
        }
        o.add("vms", std::move(vms));
        break;
    }
    case Mode::Timeslice:
        o.add("time_slice_ms", p.timeslice.timeSliceMs);
        o.add("switch_us", p.timeslice.switchUs);
        break;
    case Mode::Quota: {
        o.add("policy", quotaPolicyName(p.quota.policy));
        o.add("product", quotaProductName(p.quota.product));
        o.add("time_slice_ms", p.timeslice.timeSliceMs);
        o.add("switch_us", p.timeslice.switchUs);
        Json containers = Json::array();
        for (const auto &c : p.quota.containers) {
            Json j = Json::object();
            j.add("tenant", c.tenant);
            j.add("core_percent", c.corePercent);
            j.add("memory_gb", c.memoryGb);
            j.add("priority", c.priority);
            containers.push(std::move(j));
        }
        o.add("containers", std::move(containers));
        break;
    }
    }
    return o;
}

Json tenantJson(const Tenant &t)
{
    Json o = Json::object();
    o.add("id", t.id);
    o.add("name", t.name);
    o.add("kind", tenantKindName(t.kind));
    Json arrival = Json::object();
    arrival.add("process", arrivalProcessName(t.arrival.process));
    if (t.arrival.process != ArrivalProcess::Backlog)
        arrival.add("rate_per_s", t.arrival.ratePerS);
    if (t.arrival.process == ArrivalProcess::Bursty) {
        arrival.add("on_s", t.arrival.onS);
        arrival.add("off_s", t.arrival.offS);
        arrival.add("on_rate_multiplier", t.arrival.onRateMultiplier);
    }
    o.add("arrival", std::move(arrival));
    Json service = Json::object();
    service.add("distribution", serviceDistributionName(t.service.distribution));
    service.add("mean_ms", t.service.meanMs);
    if (t.service.distribution == ServiceDistribution::Lognormal)
        service.add("cv", t.service.cv);
    o.add("service", std::move(service));
    if (t.smWidth)
        o.add("sm_width", *t.smWidth);
    o.add("bandwidth_intensity", t.bandwidthIntensity);
    Json memory = Json::object();
    memory.add("model_gb", t.modelGb);
    memory.add("per_request_gb", t.perRequestGb);
    o.add("memory", std::move(memory));
    o.add("max_concurrency", t.maxConcurrency);
    if (t.queueCapacity)
        o.add("queue_capacity", *t.queueCapacity);
    o.add("slo_ms", t.sloMs);
    o.add("trusted", t.trusted);
    o.add("restart_s", t.restartS);
    if (t.llm) {
        const LlmConfig &c = *t.llm;
        auto tokens = [](const TokenCount &n) {
            Json j = Json::object();
            j.add("distribution", tokenDistributionName(n.distribution));
            if (n.distribution == TokenDistribution::Uniform) {
                j.add("min", n.min);
                j.add("max", n.max);
            } else {
                j.add("mean", n.mean);
            }
            if (n.distribution == TokenDistribution::Lognormal)
                j.add("cv", n.cv);
            return j;
        };
        Json llm = Json::object();
        llm.add("prompt_tokens", tokens(c.promptTokens));
        llm.add("output_tokens", tokens(c.outputTokens));
        Json model = Json::object();
        model.add("parameters_b", c.model.parametersB);
        model.add("bytes_per_weight", c.model.bytesPerWeight);
        model.add("layers", c.model.layers);
        model.add("kv_heads", c.model.kvHeads);
        model.add("head_dim", c.model.headDim);
        model.add("kv_bytes_per_value", c.model.kvBytesPerValue);
        llm.add("model", std::move(model));
        llm.add("max_batch", c.maxBatch);
        llm.add("prefill_ms_per_token", c.prefillMsPerToken);
        o.add("llm", std::move(llm));
    }
    return o;
}

Json stringArray(const std::vector<std::string> &v)
{
    Json a = Json::array();
    for (const auto &x : v)
        a.push(x);
    return a;
}

// A challenge's keys (core/lesson.h), written only when the lesson has them, so a short lesson
// (title, summary, tasks) is written as before.
void addChallenge(Json &lesson, const Lesson &l)
{
    if (!l.id.empty())
        lesson.add("id", l.id);
    if (!l.goal.empty())
        lesson.add("goal", l.goal);
    if (!l.prompts.empty())
        lesson.add("prompts", stringArray(l.prompts));
    if (l.predict) {
        const LessonPrediction &p = *l.predict;
        static const char *const about[] = {"tenant", "mode", "range"};
        static const char *const pick[] = {"largest", "smallest", "largest_increase", "largest_decrease"};
        static const char *const state[] = {"start", "solution"};
        Json j = Json::object();
        j.add("question", p.question);
        j.add("about", about[int(p.about)]);
        j.add("choices", stringArray(p.choices));
        if (!p.bounds.empty()) {
            Json b = Json::array();
            for (double x : p.bounds)
                b.push(x);
            j.add("bounds", std::move(b));
        }
        j.add("metric", checkMetricName(p.metric));
        if (!p.tenant.empty())
            j.add("tenant", p.tenant);
        j.add("pick", pick[int(p.pick)]);
        j.add("state", state[int(p.state)]);
        if (p.answer)
            j.add("answer", *p.answer);
        lesson.add("predict", std::move(j));
    }
    if (!l.checks.empty()) {
        Json checks = Json::array();
        for (const LessonCheck &c : l.checks) {
            Json j = Json::object();
            j.add("metric", checkMetricName(c.metric));
            if (!c.tenant.empty())
                j.add("tenant", c.tenant);
            j.add("op", checkOpName(c.op));
            if (c.metric == CheckMetric::Mode)
                j.add("value", modeName(c.mode));
            else
                j.add("value", c.value);
            checks.push(std::move(j));
        }
        lesson.add("checks", std::move(checks));
    }
    if (!l.explain.empty())
        lesson.add("explain", l.explain);
    if (l.solution) {
        Json j = Json::object();
        if (!l.solution->gpu.empty())
            j.add("gpu", l.solution->gpu);
        if (l.solution->sharing)
            j.add("sharing", planJson(*l.solution->sharing));
        if (l.solution->tenants) {
            Json t = Json::array();
            for (const Tenant &x : *l.solution->tenants)
                t.push(tenantJson(x));
            j.add("tenants", std::move(t));
        }
        lesson.add("solution", std::move(j));
    }
    if (l.scene) {
        const LessonScene &sc = *l.scene;
        Json j = Json::object();
        j.add("skin", sc.skin);
        j.add("speed", sc.speed);
        j.add("time_s", sc.timeS);
        j.add("playing", sc.playing);
        j.add("show", stringArray(sc.show));
        j.add("selected", sc.selected);
        j.add("presentation", sc.presentation);
        lesson.add("scene", std::move(j));
    }
}

} // namespace

QByteArray scenarioToJson(const Scenario &s)
{
    Json root = Json::object();
    root.add("format", scenarioFormat);
    root.add("name", s.name);
    root.add("description", s.description);
    if (s.customGpu) {
        const GpuModel &g = *s.customGpu;
        Json gpu = Json::object();
        gpu.add("id", g.id);
        gpu.add("name", g.displayName);
        gpu.add("sms", g.sms);
        gpu.add("memory_gb", g.memoryGiB);
        gpu.add("bandwidth_gbps", g.bandwidthGBps);
        root.add("gpu", std::move(gpu));
    } else {
        root.add("gpu", s.gpuId);
    }
    Json tenants = Json::array();
    for (const auto &t : s.tenants)
        tenants.push(tenantJson(t));
    root.add("tenants", std::move(tenants));
    root.add("sharing", planJson(s.sharing));
    Json alternatives = Json::object();
    for (const auto &[mode, plan] : s.alternatives) {
        SharingPlan p = plan;
        p.mode = mode; // the key is the truth: the reader refuses a plan of another mode
        alternatives.add(modeName(mode), planJson(p));
    }
    root.add("alternatives", std::move(alternatives));
    Json faults = Json::array();
    for (const auto &f : s.faults) {
        Json j = Json::object();
        j.add("at_s", f.atS);
        j.add("tenant", f.tenant);
        j.add("kind", f.kind);
        faults.push(std::move(j));
    }
    root.add("faults", std::move(faults));
    Json sim = Json::object();
    sim.add("duration_s", s.simulation.durationS);
    sim.add("warmup_s", s.simulation.warmupS);
    sim.add("seed", s.simulation.seed);
    root.add("simulation", std::move(sim));
    if (s.lesson) {
        Json lesson = Json::object();
        lesson.add("title", s.lesson->title);
        lesson.add("summary", s.lesson->summary);
        Json tasks = Json::array();
        for (const auto &t : s.lesson->tasks)
            tasks.push(t);
        lesson.add("tasks", std::move(tasks));
        addChallenge(lesson, *s.lesson);
        root.add("lesson", std::move(lesson));
    }
    QByteArray out;
    out.reserve(4096);
    print(out, root, 0);
    out += '\n';
    return out;
}

QByteArray sharingPlanToJson(const SharingPlan &plan)
{
    QByteArray out;
    print(out, planJson(plan), 0);
    out += '\n';
    return out;
}

bool saveScenarioFile(const Scenario &scenario, const QString &fileName, QString *error)
{
    // The user may have opened the scenario through a symbolic link: saving updates the file it
    // leads to and keeps the link (io/outputfile.h).
    OutputOptions options;
    options.followSymlinkToFile = true;
    const OutputResult r = writeOutputFile(fileName, scenarioToJson(scenario), options);
    if (!r.ok && error)
        *error = r.error;
    return r.ok;
}

} // namespace gpuk
