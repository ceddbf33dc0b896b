// Reading scenario files (the writer: scenariowriter.cpp) (DESIGN §5, format reference shared/examples/rag-a100.gpuk.json).
//
// The reader walks a QJsonDocument, keeps the JSON path of every value it looks at, and records
// every problem it finds as a Diagnostic (code, path, args); it never stops at the first problem,
// never throws and never asserts. Only when the structure is clean does it hand the scenario to
// validateScenario() for the rules that need the whole scenario and the catalog.
//
// Limits (a value outside is a field.range error; "(" / ")" = bound excluded). They exist to
// refuse absurd input early with a clear message, not to model hardware. A length in characters
// counts Unicode code points (characterCount): an astral character such as an emoji is one, a
// combining mark is one more, whatever its UTF-16 or UTF-8 length (field.too_long otherwise):
//
//   field                                    range                 default when omitted
//   ---------------------------------------  --------------------  -----------------------------
//   name (scenario, tenant, gpu), ids        1..200 characters     tenant/gpu name: the id
//   description                              0..4000 characters    ""
//   lesson.title / summary / tasks[]         1..200 / 0..4000 / 1..4000 characters
//   lesson.id / goal / prompts[] / explain   1..200 / 1..4000 / 1..4000 / 1..4000 characters
//   lesson.checks[].metric / op              enum (core/lesson.h CheckMetric / CheckOp)   required
//   lesson.checks[].value                    [-1e12, 1e12]; a mode name for metric "mode"  required
//   lesson.predict.about / pick / state      tenant|mode|range / largest|smallest|largest_increase|
//                                            largest_decrease / start|solution    required / largest / start
//   lesson.predict.bounds[]                  [-1e12, 1e12]
//   lesson.scene.skin / speed / time_s       technical|kitchen / [0.01, 1000] / [0, 604800]   technical / 1 / 0
//   lesson.solution.gpu / sharing / tenants  a catalog id / a plan / a tenants array (one required)
//   (the rules between them, and against the tenants: core/sharing/validate.h lesson.*)
//   gpu.sms (custom GPU)                     1..1024 (integer)     required
//   gpu.memory_gb (custom GPU)               (0, 1e4]              required
//   gpu.bandwidth_gbps (custom GPU)          (0, 1e6]              required
//   tenants[]                                at most maxTenants (256)
//   any other array                          at most maxArrayLength (1024)
//   arrival.rate_per_s                       (0, 1e7]              required unless backlog (forbidden there)
//   arrival.on_s                             (0, 604800]           required for bursty only
//   arrival.off_s                            [0, 604800]           required for bursty only
//   arrival.on_rate_multiplier               (0, 1e4]              required for bursty only
//   service.mean_ms                          (0, 1e7]              required; validation refuses < 0.001 (minServiceMs)
//   service.cv                               [0, 10]               required for lognormal only
//   sm_width                                 1..1024 (integer)     unset = all SMs
//   bandwidth_intensity                      [0, 1]                0
//   memory.model_gb / per_request_gb         [0, 1e4]              0 / 0 (memory itself optional)
//   max_concurrency                          1..100000 (integer)   1
//   queue_capacity                           0..1e7 (integer)      unset = unbounded
//   slo_ms                                   [0, 1e8]              0 = no target
//   trusted                                  boolean               true
//   restart_s                                [0, 86400]            0
//   kind                                     enum                  custom
//   llm (kind llm only; then service is optional and unused)
//   llm.prompt_tokens / output_tokens        object                required
//     .distribution                          deterministic | uniform | lognormal   required
//     .mean                                  [1, 1e6]              required unless uniform (forbidden there)
//     .min / .max                            1..1e6 / min..1e6     required for uniform only
//     .cv                                    [0, 10]               required for lognormal only
//   llm.model.parameters_b                   (0, 1e4]              required
//   llm.model.bytes_per_weight               (0, 8]                required
//   llm.model.layers / kv_heads / head_dim   1..1000 / 1..1024 / 1..4096 (integers)   required
//   llm.model.kv_bytes_per_value             (0, 8]                required
//   llm.max_batch                            1..100000 (integer)   required
//   llm.prefill_ms_per_token                 (0, 1e3]              required
//   mig_allow_4g_3g                          boolean               true
//   instances[].start                        0..1023 (integer)     unset = the driver chooses
//   instances[].tenants / inner              array / enum          [] / timeslice
//   clients[].active_thread_percentage       (0, 100]              unset = no cap
//   clients[].pinned_memory_limit_gb         (0, 1e4]              unset = no limit
//   vgpu backing / scheduler                 enum                  timesliced / best_effort
//   vgpu time_slice_ms                       (0, 1000]             unset = driver default
//   vgpu overhead                            [0, 1]                0.03
//   vgpu mixed_size                          boolean               false
//   timeslice time_slice_ms                  (0, 1000]             2
//   timeslice switch_us                      [0, 1e6]              50
//   quota policy / product                   enum                  hami / hami
//   quota time_slice_ms / switch_us          as timeslice          2 / 50 (the contexts' rotation)
//   containers[].core_percent                (0, 100]              required
//   containers[].memory_gb                   (0, 1e4]              required
//   containers[].priority                    0..1 (integer)        1
//   instances / clients / vms                arrays                []
//   faults[].at_s                            [0, 604800]           required
//   faults[].kind                            enum "fatal"          fatal
//   simulation.duration_s                    (0, 604800] (7 days)  60
//   simulation.warmup_s                      [0, duration_s)       5
//   simulation.seed                          0..2^53 (integer)     1
//   alternatives / faults / simulation / lesson / description: optional; format, name, gpu,
//   tenants, sharing and sharing.mode: required.
//
// Qt 6.4's JSON parser refuses numbers that overflow a double (1e999) and the NaN/Infinity
// spellings as a bare syntax error without a path. To name the field instead, such tokens are
// replaced by a marker string before parsing (patchNonFinite) and reported as field.not_finite
// where the reader meets them.
//
#include "io/scenariofile.h"
#include "io/quizfile.h"

#include "analysis/lessoncheck.h"
#include "io/jsonscan.h"
#include "io/jsontext.h"

#include "sharing/validate.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QLocale>

#include <algorithm>
#include <set>
#include <cmath>
#include <cstdlib>
#include <initializer_list>
#include <utility>

namespace gpuk {

namespace {

constexpr int maxNameLength = 200;
constexpr int maxTextLength = 4000;
constexpr int maxDiagnosticsKept = 1000;
constexpr double maxDurationS = maxSimulationDurationS;
constexpr double maxSeed = 9007199254740992.0; // 2^53: every integer up to it is exact in JSON

// Unicode code points: a surrogate pair (an astral character) is one, not two UTF-16 units.
qsizetype characterCount(const QString &s)
{
    qsizetype n = 0;
    for (qsizetype i = 0; i < s.size(); ++i, ++n)
        if (s.at(i).isHighSurrogate() && i + 1 < s.size() && s.at(i + 1).isLowSurrogate())
            ++i;
    return n;
}


using Range = ValueRange;

constexpr Range positive(double max) { return Range{0, max, true, false}; }
constexpr Range nonNegative(double max) { return Range{0, max, false, false}; }
constexpr Range closed(double min, double max) { return Range{min, max, false, false}; }

const char *const processNames[] = {"poisson", "deterministic", "bursty", "backlog"};
const char *const distributionNames[] = {"exponential", "deterministic", "lognormal"};
const char *const kindNames[] = {"embedding", "reranker", "llm", "batch", "training", "custom"};
const char *const tokenDistributionNames[] = {"deterministic", "uniform", "lognormal"};
const char *const innerNames[] = {"timeslice", "mps"};
const char *const backingNames[] = {"timesliced", "mig"};
const char *const schedulerNames[] = {"best_effort", "equal_share", "fixed_share"};
const char *const quotaPolicyNames[] = {"hami", "hard", "burst", "priority"}; // QuotaPolicy order
const char *const quotaProductNames[] = {"hami", "qgpu", "cgpu", "kai"};      // QuotaProduct order
const char *const faultKindNames[] = {"fatal"};

template <std::size_t N>
std::vector<const char *> names(const char *const (&a)[N])
{
    return std::vector<const char *>(a, a + N);
}

// The modes' file keys, in allModes order (an index read from them is an index into allModes).
// The names a lesson check's "metric" takes, in CheckMetric order (core/analysis/lessoncheck.h).
std::vector<const char *> checkMetricNames()
{
    std::vector<const char *> names;
    for (CheckMetric m : allCheckMetrics)
        names.push_back(checkMetricName(m));
    return names;
}

std::vector<const char *> modeNames()
{
    std::vector<const char *> out;
    for (Mode m : allModes)
        out.push_back(modeTraits(m).fileKey);
    return out;
}

std::string joinNames(const std::vector<const char *> &list)
{
    std::string out;
    for (const char *n : list) {
        if (!out.empty())
            out += ", ";
        out += n;
    }
    return out;
}

std::string childPath(const std::string &parent, const char *key)
{
    return parent.empty() ? std::string(key) : parent + '.' + key;
}

std::string childPath(const std::string &parent, const QString &key)
{
    return childPath(parent, key.toStdString().c_str());
}

std::string indexPath(const std::string &parent, qsizetype i)
{
    return parent + '[' + std::to_string(i) + ']';
}

const char *typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return "null";
    case QJsonValue::Bool: return "boolean";
    case QJsonValue::Double: return "number";
    case QJsonValue::String: return "string";
    case QJsonValue::Array: return "array";
    case QJsonValue::Object: return "object";
    case QJsonValue::Undefined: break;
    }
    return "undefined";
}

std::string exact(double d)
{
    return numberText(d).toStdString();
}

// ---------------------------------------------------------------------------------------------
// The reader

class Reader
{
public:
    Diagnostics diags;

    void report(std::string code, const std::string &path,
                std::vector<std::pair<std::string, std::string>> args = {})
    {
        if (truncated)
            return;
        if (int(diags.size()) >= maxDiagnosticsKept) {
            truncated = true;
            diags.push_back(diag("file.too_many_problems", std::string(),
                                 {{"max", std::to_string(maxDiagnosticsKept)}}));
            return;
        }
        diags.push_back(diag(std::move(code), path, std::move(args)));
    }

    bool hasErrors() const { return gpuk::hasErrors(diags); }

    // --- value level: `v` is present; report and return nullopt if it is not what is wanted.

    bool isNonFinite(const QJsonValue &v, const std::string &path)
    {
        if (!v.isString())
            return false;
        const QString s = v.toString();
        if (!s.startsWith(QLatin1String(nonFiniteMarker)))
            return false;
        report("field.not_finite", path,
               {{"got", s.mid(qsizetype(sizeof nonFiniteMarker) - 1).toStdString()}});
        return true;
    }

    bool expectType(const QJsonValue &v, const std::string &path, QJsonValue::Type type,
                    const char *expected)
    {
        if (isNonFinite(v, path))
            return false;
        if (v.type() == type)
            return true;
        report("field.type", path, {{"expected", expected}, {"got", typeName(v)}});
        return false;
    }

    std::optional<QJsonObject> objectValue(const QJsonValue &v, const std::string &path)
    {
        if (!expectType(v, path, QJsonValue::Object, "object"))
            return std::nullopt;
        return v.toObject();
    }

    std::optional<QJsonArray> arrayValue(const QJsonValue &v, const std::string &path,
                                         int maxLength = maxArrayLength)
    {
        if (!expectType(v, path, QJsonValue::Array, "array"))
            return std::nullopt;
        QJsonArray a = v.toArray();
        if (a.size() > maxLength) {
            report("array.too_long", path,
                   {{"max", std::to_string(maxLength)}, {"got", std::to_string(a.size())}});
            return std::nullopt;
        }
        return a;
    }

    std::optional<double> numberValue(const QJsonValue &v, const std::string &path,
                                      const Range &range)
    {
        if (!expectType(v, path, QJsonValue::Double, "number"))
            return std::nullopt;
        const double d = v.toDouble();
        if (!std::isfinite(d)) { // cannot come from Qt 6.4's parser; kept for other versions
            report("field.not_finite", path, {{"got", formatNumber(d)}});
            return std::nullopt;
        }
        if (!range.contains(d)) {
            std::vector<std::pair<std::string, std::string>> args = {
                {"min", formatNumber(range.min)}, {"max", formatNumber(range.max)}, {"got", exact(d)}};
            if (range.minOpen)
                args.emplace_back("min_exclusive", "true");
            if (range.maxOpen)
                args.emplace_back("max_exclusive", "true");
            report("field.range", path, std::move(args));
            return std::nullopt;
        }
        return d;
    }

    std::optional<std::int64_t> integerValue(const QJsonValue &v, const std::string &path,
                                             const Range &range)
    {
        if (!expectType(v, path, QJsonValue::Double, "integer"))
            return std::nullopt;
        const double d = v.toDouble();
        if (!std::isfinite(d)) {
            report("field.not_finite", path, {{"got", formatNumber(d)}});
            return std::nullopt;
        }
        if (d != std::floor(d)) {
            report("field.not_integer", path, {{"got", exact(d)}});
            return std::nullopt;
        }
        if (!range.contains(d)) {
            report("field.range", path,
                   {{"min", std::to_string(std::int64_t(range.min))},
                    {"max", std::to_string(std::int64_t(range.max))}, {"got", exact(d)}});
            return std::nullopt;
        }
        return std::int64_t(d);
    }

    std::optional<bool> boolValue(const QJsonValue &v, const std::string &path)
    {
        if (!expectType(v, path, QJsonValue::Bool, "boolean"))
            return std::nullopt;
        return v.toBool();
    }

    std::optional<std::string> stringValue(const QJsonValue &v, const std::string &path,
                                           int maxLength, bool allowEmpty = false)
    {
        if (!expectType(v, path, QJsonValue::String, "string"))
            return std::nullopt;
        const QString s = v.toString();
        if (s.isEmpty() && !allowEmpty) {
            report("field.empty", path);
            return std::nullopt;
        }
        const qsizetype characters = characterCount(s);
        if (characters > maxLength) {
            report("field.too_long", path,
                   {{"max", std::to_string(maxLength)}, {"got", std::to_string(characters)}});
            return std::nullopt;
        }
        return s.toStdString();
    }

    // Index into `allowed`.
    std::optional<int> enumValue(const QJsonValue &v, const std::string &path,
                                 const std::vector<const char *> &allowed)
    {
        if (!expectType(v, path, QJsonValue::String, "string"))
            return std::nullopt;
        const QString s = v.toString();
        for (std::size_t i = 0; i < allowed.size(); ++i)
            if (s == QLatin1String(allowed[i]))
                return int(i);
        report("field.enum", path, {{"allowed", joinNames(allowed)}, {"got", s.toStdString()}});
        return std::nullopt;
    }

    // --- field level: look `key` up in `o`; a missing required key is reported.

    std::optional<QJsonValue> field(const QJsonObject &o, const std::string &parent,
                                    const char *key, bool required)
    {
        const auto it = o.constFind(QLatin1String(key));
        if (it == o.constEnd()) {
            if (required)
                report("field.required", childPath(parent, key));
            return std::nullopt;
        }
        return it.value();
    }

    void checkKeys(const QJsonObject &o, const std::string &path,
                   const std::vector<const char *> &allowed)
    {
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            bool known = false;
            for (const char *k : allowed)
                known |= it.key() == QLatin1String(k);
            if (!known)
                report("field.unknown", childPath(path, it.key()),
                       {{"key", it.key().toStdString()}, {"allowed", joinNames(allowed)}});
        }
    }

    template <typename T, typename F>
    void optionalInto(const QJsonObject &o, const std::string &parent, const char *key,
                      bool required, T &target, F read)
    {
        if (auto v = field(o, parent, key, required))
            if (auto r = read(*v, childPath(parent, key)))
                target = static_cast<T>(*r);
    }

    void number(const QJsonObject &o, const std::string &parent, const char *key, bool required,
                const Range &range, double &target)
    {
        optionalInto(o, parent, key, required, target,
                     [&](const QJsonValue &v, const std::string &p) { return numberValue(v, p, range); });
    }

    void optionalNumber(const QJsonObject &o, const std::string &parent, const char *key,
                        const Range &range, std::optional<double> &target)
    {
        if (auto v = field(o, parent, key, false))
            if (auto r = numberValue(*v, childPath(parent, key), range))
                target = *r;
    }

    void integer(const QJsonObject &o, const std::string &parent, const char *key, bool required,
                 const Range &range, int &target)
    {
        optionalInto(o, parent, key, required, target,
                     [&](const QJsonValue &v, const std::string &p) { return integerValue(v, p, range); });
    }

    void optionalInteger(const QJsonObject &o, const std::string &parent, const char *key,
                         const Range &range, std::optional<int> &target)
    {
        if (auto v = field(o, parent, key, false))
            if (auto r = integerValue(*v, childPath(parent, key), range))
                target = int(*r);
    }

    void boolean(const QJsonObject &o, const std::string &parent, const char *key, bool &target)
    {
        optionalInto(o, parent, key, false, target,
                     [&](const QJsonValue &v, const std::string &p) { return boolValue(v, p); });
    }

    void string(const QJsonObject &o, const std::string &parent, const char *key, bool required,
                int maxLength, bool allowEmpty, std::string &target)
    {
        if (auto v = field(o, parent, key, required))
            if (auto r = stringValue(*v, childPath(parent, key), maxLength, allowEmpty))
                target = std::move(*r);
    }

    template <typename E>
    void enumeration(const QJsonObject &o, const std::string &parent, const char *key,
                     bool required, const std::vector<const char *> &allowed, E &target)
    {
        if (auto v = field(o, parent, key, required))
            if (auto r = enumValue(*v, childPath(parent, key), allowed))
                target = static_cast<E>(*r);
    }

    // A key that must not be there given another field's value (rate_per_s for a backlog).
    void notApplicable(const QJsonObject &o, const std::string &parent, const char *key,
                       const char *becauseKey, const char *becauseValue)
    {
        if (o.contains(QLatin1String(key)))
            report("field.not_applicable", childPath(parent, key),
                   {{"key", key}, {"field", becauseKey}, {"value", becauseValue}});
    }

    std::vector<std::string> stringList(const QJsonObject &o, const std::string &parent,
                                        const char *key, bool required, int maxLength)
    {
        std::vector<std::string> out;
        const auto v = field(o, parent, key, required);
        if (!v)
            return out;
        const std::string path = childPath(parent, key);
        const auto a = arrayValue(*v, path);
        if (!a)
            return out;
        for (qsizetype i = 0; i < a->size(); ++i)
            if (auto s = stringValue(a->at(i), indexPath(path, i), maxLength))
                out.push_back(std::move(*s));
        return out;
    }

    // --- the format

    void readGpu(const QJsonValue &v, Scenario &s)
    {
        const std::string path = "gpu";
        if (isNonFinite(v, path))
            return;
        if (v.isString()) {
            if (auto id = stringValue(v, path, maxNameLength))
                s.gpuId = *id;
            return;
        }
        if (!v.isObject()) {
            report("field.type", path, {{"expected", "string or object"}, {"got", typeName(v)}});
            return;
        }
        const QJsonObject o = v.toObject();
        checkKeys(o, path, {"id", "name", "sms", "memory_gb", "bandwidth_gbps"});
        GpuModel g;
        g.custom = true;
        string(o, path, "id", true, maxNameLength, false, g.id);
        string(o, path, "name", false, maxNameLength, false, g.displayName);
        if (g.displayName.empty())
            g.displayName = g.id;
        integer(o, path, "sms", true, closed(1, 1024), g.sms);
        number(o, path, "memory_gb", true, positive(1e4), g.memoryGiB);
        number(o, path, "bandwidth_gbps", true, positive(1e6), g.bandwidthGBps);
        g.migSms = g.sms;
        g.computeSlices = 0;
        g.memorySlots = 0;
        s.gpuId = g.id;
        s.customGpu = std::move(g);
    }

    void readArrival(const QJsonObject &o, const std::string &path, Arrival &a)
    {
        checkKeys(o, path, {"process", "rate_per_s", "on_s", "off_s", "on_rate_multiplier"});
        std::optional<int> process;
        if (auto v = field(o, path, "process", true))
            process = enumValue(*v, childPath(path, "process"), names(processNames));
        if (!process)
            return; // which other keys belong here depends on the process
        a.process = static_cast<ArrivalProcess>(*process);
        const char *processName = processNames[*process];
        if (a.process == ArrivalProcess::Backlog)
            notApplicable(o, path, "rate_per_s", "process", processName);
        else
            number(o, path, "rate_per_s", true, fieldrange::ratePerS, a.ratePerS);
        if (a.process == ArrivalProcess::Bursty) {
            number(o, path, "on_s", true, positive(maxDurationS), a.onS);
            number(o, path, "off_s", true, nonNegative(maxDurationS), a.offS);
            number(o, path, "on_rate_multiplier", true, positive(1e4), a.onRateMultiplier);
        } else {
            for (const char *k : {"on_s", "off_s", "on_rate_multiplier"})
                notApplicable(o, path, k, "process", processName);
        }
    }

    void readService(const QJsonObject &o, const std::string &path, Service &sv)
    {
        checkKeys(o, path, {"distribution", "mean_ms", "cv"});
        std::optional<int> dist;
        if (auto v = field(o, path, "distribution", true))
            dist = enumValue(*v, childPath(path, "distribution"), names(distributionNames));
        number(o, path, "mean_ms", true, fieldrange::meanMs, sv.meanMs);
        if (!dist)
            return;
        sv.distribution = static_cast<ServiceDistribution>(*dist);
        if (sv.distribution == ServiceDistribution::Lognormal)
            number(o, path, "cv", true, closed(0, 10), sv.cv);
        else
            notApplicable(o, path, "cv", "distribution", distributionNames[*dist]);
    }

    void readTokens(const QJsonObject &o, const std::string &path, TokenCount &c)
    {
        checkKeys(o, path, {"distribution", "mean", "min", "max", "cv"});
        std::optional<int> dist;
        if (auto v = field(o, path, "distribution", true))
            dist = enumValue(*v, childPath(path, "distribution"), names(tokenDistributionNames));
        if (!dist)
            return;
        c.distribution = static_cast<TokenDistribution>(*dist);
        const char *name = tokenDistributionNames[*dist];
        if (c.distribution == TokenDistribution::Uniform) {
            notApplicable(o, path, "mean", "distribution", name);
            number(o, path, "min", true, fieldrange::tokenCount, c.min);
            number(o, path, "max", true, closed(c.min, fieldrange::tokenCount.max), c.max);
            c.mean = (c.min + c.max) / 2;
        } else {
            number(o, path, "mean", true, fieldrange::tokenCount, c.mean);
            notApplicable(o, path, "min", "distribution", name);
            notApplicable(o, path, "max", "distribution", name);
        }
        if (c.distribution == TokenDistribution::Lognormal)
            number(o, path, "cv", true, fieldrange::tokenCv, c.cv);
        else
            notApplicable(o, path, "cv", "distribution", name);
    }

    void readLlm(const QJsonObject &o, const std::string &path, LlmConfig &c)
    {
        checkKeys(o, path, {"prompt_tokens", "output_tokens", "model", "max_batch", "prefill_ms_per_token"});
        for (auto [key, target] : {std::pair{"prompt_tokens", &c.promptTokens}, std::pair{"output_tokens", &c.outputTokens}})
            if (auto v = field(o, path, key, true))
                if (auto to = objectValue(*v, childPath(path, key)))
                    readTokens(*to, childPath(path, key), *target);
        if (auto v = field(o, path, "model", true)) {
            const std::string mp = childPath(path, "model");
            if (auto mo = objectValue(*v, mp)) {
                checkKeys(*mo, mp, {"parameters_b", "bytes_per_weight", "layers", "kv_heads", "head_dim",
                                    "kv_bytes_per_value"});
                number(*mo, mp, "parameters_b", true, fieldrange::parametersB, c.model.parametersB);
                number(*mo, mp, "bytes_per_weight", true, fieldrange::bytesPerValue, c.model.bytesPerWeight);
                integer(*mo, mp, "layers", true, closed(1, 1000), c.model.layers);
                integer(*mo, mp, "kv_heads", true, closed(1, 1024), c.model.kvHeads);
                integer(*mo, mp, "head_dim", true, closed(1, 4096), c.model.headDim);
                number(*mo, mp, "kv_bytes_per_value", true, fieldrange::bytesPerValue, c.model.kvBytesPerValue);
            }
        }
        integer(o, path, "max_batch", true, fieldrange::maxBatch, c.maxBatch);
        number(o, path, "prefill_ms_per_token", true, fieldrange::prefillMsPerToken, c.prefillMsPerToken);
    }

    Tenant readTenant(const QJsonValue &v, const std::string &path)
    {
        Tenant t;
        const auto o = objectValue(v, path);
        if (!o)
            return t;
        checkKeys(*o, path,
                  {"id", "name", "kind", "arrival", "service", "sm_width", "bandwidth_intensity",
                   "memory", "max_concurrency", "queue_capacity", "slo_ms", "trusted",
                   "restart_s", "llm"});
        string(*o, path, "id", true, maxNameLength, false, t.id);
        string(*o, path, "name", false, maxNameLength, false, t.name);
        if (t.name.empty())
            t.name = t.id;
        enumeration(*o, path, "kind", false, names(kindNames), t.kind);
        if (auto a = field(*o, path, "arrival", true))
            if (auto ao = objectValue(*a, childPath(path, "arrival")))
                readArrival(*ao, childPath(path, "arrival"), t.arrival);
        if (o->contains(QLatin1String("llm"))) {
            if (t.kind != TenantKind::Llm)
                notApplicable(*o, path, "llm", "kind", kindNames[int(t.kind)]);
            else if (auto lo = objectValue(o->value(QLatin1String("llm")), childPath(path, "llm")))
                readLlm(*lo, childPath(path, "llm"), t.llm.emplace());
        }
        if (auto a = field(*o, path, "service", !t.llm))
            if (auto so = objectValue(*a, childPath(path, "service")))
                readService(*so, childPath(path, "service"), t.service);
        optionalInteger(*o, path, "sm_width", fieldrange::smWidth, t.smWidth);
        number(*o, path, "bandwidth_intensity", false, fieldrange::bandwidthIntensity, t.bandwidthIntensity);
        if (auto m = field(*o, path, "memory", false)) {
            const std::string mp = childPath(path, "memory");
            if (auto mo = objectValue(*m, mp)) {
                checkKeys(*mo, mp, {"model_gb", "per_request_gb"});
                number(*mo, mp, "model_gb", false, fieldrange::memoryGb, t.modelGb);
                number(*mo, mp, "per_request_gb", false, fieldrange::memoryGb, t.perRequestGb);
            }
        }
        integer(*o, path, "max_concurrency", false, fieldrange::maxConcurrency, t.maxConcurrency);
        optionalInteger(*o, path, "queue_capacity", closed(0, 1e7), t.queueCapacity);
        number(*o, path, "slo_ms", false, fieldrange::sloMs, t.sloMs);
        boolean(*o, path, "trusted", t.trusted);
        number(*o, path, "restart_s", false, fieldrange::restartS, t.restartS);
        return t;
    }

    // Each object of the array `key` of `o` (optional), with its path; what is not an array or an
    // object is reported and skipped.
    template <typename F>
    void eachObject(const QJsonObject &o, const std::string &path, const char *key, F &&f)
    {
        const auto v = field(o, path, key, false);
        if (!v)
            return;
        const std::string ap = childPath(path, key);
        const auto a = arrayValue(*v, ap);
        if (!a)
            return;
        for (qsizetype i = 0; i < a->size(); ++i) {
            const std::string ep = indexPath(ap, i);
            if (const auto e = objectValue(a->at(i), ep))
                f(*e, ep);
        }
    }

    void readMig(const QJsonObject &o, const std::string &path, MigPlan &p)
    {
        boolean(o, path, "mig_allow_4g_3g", p.allow4g3g);
        eachObject(o, path, "instances", [&](const QJsonObject &e, const std::string &ep) {
            checkKeys(e, ep, {"profile", "start", "tenants", "inner"});
            MigInstancePlan inst;
            string(e, ep, "profile", true, maxNameLength, false, inst.profile);
            optionalInteger(e, ep, "start", closed(0, 1023), inst.start);
            inst.tenants = stringList(e, ep, "tenants", false, maxNameLength);
            enumeration(e, ep, "inner", false, names(innerNames), inst.inner);
            p.instances.push_back(std::move(inst));
        });
    }

    void readMps(const QJsonObject &o, const std::string &path, MpsPlan &p)
    {
        eachObject(o, path, "clients", [&](const QJsonObject &e, const std::string &ep) {
            checkKeys(e, ep, {"tenant", "active_thread_percentage", "pinned_memory_limit_gb"});
            MpsClient c;
            string(e, ep, "tenant", true, maxNameLength, false, c.tenant);
            optionalNumber(e, ep, "active_thread_percentage", fieldrange::activeThreadPercentage,
                           c.activeThreadPercentage);
            optionalNumber(e, ep, "pinned_memory_limit_gb", positive(1e4), c.pinnedMemoryLimitGb);
            p.clients.push_back(std::move(c));
        });
    }

    void readVgpu(const QJsonObject &o, const std::string &path, VgpuPlan &p)
    {
        int backing = p.migBacked ? 1 : 0;
        enumeration(o, path, "backing", false, names(backingNames), backing);
        p.migBacked = backing == 1;
        enumeration(o, path, "scheduler", false, names(schedulerNames), p.scheduler);
        optionalNumber(o, path, "time_slice_ms", fieldrange::timeSliceMs, p.timeSliceMs);
        number(o, path, "overhead", false, closed(0, 1), p.overhead);
        boolean(o, path, "mixed_size", p.mixedSize);
        eachObject(o, path, "vms", [&](const QJsonObject &e, const std::string &ep) {
            checkKeys(e, ep, {"tenant", "profile"});
            VgpuVm vm;
            string(e, ep, "tenant", true, maxNameLength, false, vm.tenant);
            string(e, ep, "profile", true, maxNameLength, false, vm.profile);
            p.vms.push_back(std::move(vm));
        });
    }

    void readQuota(const QJsonObject &o, const std::string &path, SharingPlan &plan)
    {
        QuotaPlan &p = plan.quota;
        enumeration(o, path, "policy", false, names(quotaPolicyNames), p.policy);
        enumeration(o, path, "product", false, names(quotaProductNames), p.product);
        number(o, path, "time_slice_ms", false, fieldrange::timeSliceMs, plan.timeslice.timeSliceMs);
        number(o, path, "switch_us", false, nonNegative(1e6), plan.timeslice.switchUs);
        eachObject(o, path, "containers", [&](const QJsonObject &e, const std::string &ep) {
            checkKeys(e, ep, {"tenant", "core_percent", "memory_gb", "priority"});
            QuotaContainer c;
            string(e, ep, "tenant", true, maxNameLength, false, c.tenant);
            number(e, ep, "core_percent", true, positive(100), c.corePercent);
            number(e, ep, "memory_gb", true, positive(1e4), c.memoryGb);
            integer(e, ep, "priority", false, closed(0, 1), c.priority);
            p.containers.push_back(std::move(c));
        });
    }

    static std::vector<const char *> planKeys(Mode m)
    {
        switch (m) {
        case Mode::Exclusive: return {"mode"};
        case Mode::Mig: return {"mode", "mig_allow_4g_3g", "instances"};
        case Mode::Mps: return {"mode", "clients"};
        case Mode::Vgpu:
            return {"mode", "backing", "scheduler", "time_slice_ms", "overhead", "mixed_size", "vms"};
        case Mode::Timeslice: return {"mode", "time_slice_ms", "switch_us"};
        case Mode::Quota: return {"mode", "policy", "product", "time_slice_ms", "switch_us", "containers"};
        }
        return {"mode"};
    }

    // `key` is the alternatives key the plan sits under, if any.
    std::optional<SharingPlan> readPlan(const QJsonValue &v, const std::string &path,
                                        std::optional<Mode> key)
    {
        const auto o = objectValue(v, path);
        if (!o)
            return std::nullopt;
        std::optional<int> mode;
        if (auto m = field(*o, path, "mode", true))
            mode = enumValue(*m, childPath(path, "mode"), modeNames());
        if (!mode) {
            // Without a mode only keys that no mode knows can be called unknown.
            checkKeys(*o, path,
                      {"mode", "mig_allow_4g_3g", "instances", "clients", "backing", "scheduler",
                       "time_slice_ms", "overhead", "mixed_size", "vms", "switch_us", "policy", "product",
                       "containers"});
            return std::nullopt;
        }
        SharingPlan plan;
        plan.mode = allModes[std::size_t(*mode)];
        if (key && *key != plan.mode)
            report("plan.mode_mismatch", childPath(path, "mode"),
                   {{"key", modeName(*key)}, {"mode", modeName(plan.mode)}});
        checkKeys(*o, path, planKeys(plan.mode));
        switch (plan.mode) {
        case Mode::Exclusive: break;
        case Mode::Mig: readMig(*o, path, plan.mig); break;
        case Mode::Mps: readMps(*o, path, plan.mps); break;
        case Mode::Vgpu: readVgpu(*o, path, plan.vgpu); break;
        case Mode::Timeslice:
            number(*o, path, "time_slice_ms", false, fieldrange::timeSliceMs, plan.timeslice.timeSliceMs);
            number(*o, path, "switch_us", false, nonNegative(1e6), plan.timeslice.switchUs);
            break;
        case Mode::Quota: readQuota(*o, path, plan); break;
        }
        return plan;
    }

    void readAlternatives(const QJsonValue &v, Scenario &s)
    {
        const std::string path = "alternatives";
        const auto o = objectValue(v, path);
        if (!o)
            return;
        for (auto it = o->constBegin(); it != o->constEnd(); ++it) {
            const std::string kp = childPath(path, it.key());
            const auto key = modeFromName(it.key().toStdString());
            if (!key) {
                report("field.unknown", kp,
                       {{"key", it.key().toStdString()}, {"allowed", joinNames(modeNames())}});
                continue;
            }
            if (auto plan = readPlan(it.value(), kp, key))
                s.alternatives[*key] = std::move(*plan);
        }
    }

    void readFaults(const QJsonValue &v, Scenario &s)
    {
        const std::string path = "faults";
        const auto a = arrayValue(v, path);
        if (!a)
            return;
        for (qsizetype i = 0; i < a->size(); ++i) {
            const std::string ep = indexPath(path, i);
            const auto e = objectValue(a->at(i), ep);
            if (!e)
                continue;
            checkKeys(*e, ep, {"at_s", "tenant", "kind"});
            Fault f;
            number(*e, ep, "at_s", true, nonNegative(maxDurationS), f.atS);
            string(*e, ep, "tenant", true, maxNameLength, false, f.tenant);
            int kind = 0;
            enumeration(*e, ep, "kind", false, names(faultKindNames), kind);
            f.kind = faultKindNames[kind];
            s.faults.push_back(std::move(f));
        }
    }

    void readSimulation(const QJsonValue &v, Scenario &s)
    {
        const std::string path = "simulation";
        const auto o = objectValue(v, path);
        if (!o)
            return;
        checkKeys(*o, path, {"duration_s", "warmup_s", "seed"});
        SimulationSettings &sim = s.simulation;
        bool durationOk = true;
        if (auto d = field(*o, path, "duration_s", false)) {
            const auto r = numberValue(*d, childPath(path, "duration_s"), fieldrange::durationS);
            durationOk = r.has_value();
            if (r)
                sim.durationS = *r;
        }
        if (auto w = field(*o, path, "warmup_s", false)) {
            const std::string wp = childPath(path, "warmup_s");
            if (auto r = numberValue(*w, wp, nonNegative(maxDurationS))) {
                sim.warmupS = *r;
                if (durationOk && sim.warmupS >= sim.durationS)
                    report("simulation.warmup_not_before_end", wp,
                           {{"warmup_s", formatNumber(sim.warmupS)},
                            {"duration_s", formatNumber(sim.durationS)}});
            }
        } else if (durationOk && sim.warmupS >= sim.durationS) {
            // The default warm-up (5 s) does not fit a very short run: say so at the duration.
            report("simulation.warmup_not_before_end", childPath(path, "duration_s"),
                   {{"warmup_s", formatNumber(sim.warmupS)},
                    {"duration_s", formatNumber(sim.durationS)}});
        }
        if (auto sd = field(*o, path, "seed", false))
            if (auto r = integerValue(*sd, childPath(path, "seed"), closed(0, maxSeed)))
                sim.seed = std::uint64_t(*r);
    }

    // A check of a lesson's goal: {metric, tenant?, op, value} (value: a number; a mode name for "mode").
    std::optional<LessonCheck> readCheck(const QJsonValue &v, const std::string &path)
    {
        const auto o = objectValue(v, path);
        if (!o)
            return std::nullopt;
        checkKeys(*o, path, {"metric", "tenant", "op", "value"});
        LessonCheck c;
        bool ok = true;
        int metric = -1;
        enumeration(*o, path, "metric", true, checkMetricNames(), metric);
        if (metric < 0)
            ok = false;
        else
            c.metric = allCheckMetrics[metric];
        std::vector<const char *> opPtrs;
        for (CheckOp op : allCheckOps)
            opPtrs.push_back(checkOpName(op));
        int op = -1;
        enumeration(*o, path, "op", true, opPtrs, op);
        if (op < 0)
            ok = false;
        else
            c.op = allCheckOps[op];
        string(*o, path, "tenant", false, maxNameLength, false, c.tenant);
        if (metric >= 0 && c.metric == CheckMetric::Mode) {
            int mode = -1;
            enumeration(*o, path, "value", true, modeNames(), mode);
            if (mode < 0)
                ok = false;
            else
                c.mode = allModes[std::size_t(mode)];
        } else {
            const auto value = field(*o, path, "value", true);
            if (!value)
                ok = false;
            else if (auto r = numberValue(*value, childPath(path, "value"), closed(-1e12, 1e12)))
                c.value = *r;
            else
                ok = false;
        }
        if (!ok)
            return std::nullopt;
        return c;
    }

    void readPrediction(const QJsonObject &o, const std::string &path, Lesson &l)
    {
        checkKeys(o, path, {"question", "about", "choices", "bounds", "metric", "tenant", "pick", "state", "answer"});
        LessonPrediction p;
        string(o, path, "question", true, maxTextLength, false, p.question);
        enumeration(o, path, "about", true, {"tenant", "mode", "range"}, p.about);
        p.choices = stringList(o, path, "choices", true, maxNameLength);
        if (auto b = field(o, path, "bounds", false)) {
            const std::string bp = childPath(path, "bounds");
            if (auto a = arrayValue(*b, bp))
                for (qsizetype i = 0; i < a->size(); ++i)
                    if (auto r = numberValue(a->at(i), indexPath(bp, i), closed(-1e12, 1e12)))
                        p.bounds.push_back(*r);
        }
        int metric = -1;
        enumeration(o, path, "metric", true, checkMetricNames(), metric);
        if (metric >= 0)
            p.metric = allCheckMetrics[metric];
        string(o, path, "tenant", false, maxNameLength, false, p.tenant);
        enumeration(o, path, "pick", false, {"largest", "smallest", "largest_increase", "largest_decrease"}, p.pick);
        enumeration(o, path, "state", false, {"start", "solution"}, p.state);
        if (o.contains(QLatin1String("answer"))) {
            std::string answer;
            string(o, path, "answer", true, maxNameLength, false, answer);
            p.answer = answer;
        }
        l.predict = std::move(p);
    }

    void readScene(const QJsonObject &o, const std::string &path, Lesson &l)
    {
        checkKeys(o, path, {"skin", "speed", "time_s", "playing", "show", "selected", "presentation"});
        LessonScene sc;
        int skin = 0;
        enumeration(o, path, "skin", false, {"technical", "kitchen"}, skin);
        sc.skin = skin == 0 ? "technical" : "kitchen";
        number(o, path, "speed", false, closed(0.01, 1000), sc.speed);
        number(o, path, "time_s", false, nonNegative(maxDurationS), sc.timeS);
        boolean(o, path, "playing", sc.playing);
        boolean(o, path, "presentation", sc.presentation);
        std::vector<const char *> panels(std::begin(LessonScene::panelNames), std::end(LessonScene::panelNames));
        if (auto v = field(o, path, "show", false)) {
            const std::string sp = childPath(path, "show");
            if (auto a = arrayValue(*v, sp))
                for (qsizetype i = 0; i < a->size(); ++i)
                    if (auto r = enumValue(a->at(i), indexPath(sp, i), panels))
                        sc.show.push_back(panels[std::size_t(*r)]);
        }
        string(o, path, "selected", false, maxNameLength, true, sc.selected);
        l.scene = std::move(sc);
    }

    void readSolution(const QJsonObject &o, const std::string &path, Lesson &l)
    {
        checkKeys(o, path, {"gpu", "sharing", "tenants"});
        LessonSolution sol;
        string(o, path, "gpu", false, maxNameLength, false, sol.gpu);
        if (auto p = field(o, path, "sharing", false))
            sol.sharing = readPlan(*p, childPath(path, "sharing"), std::nullopt);
        if (auto t = field(o, path, "tenants", false)) {
            const std::string tp = childPath(path, "tenants");
            if (auto a = arrayValue(*t, tp, maxTenants)) {
                std::vector<Tenant> tenants;
                for (qsizetype i = 0; i < a->size(); ++i)
                    tenants.push_back(readTenant(a->at(i), indexPath(tp, i)));
                sol.tenants = std::move(tenants);
            }
        }
        if (!sol.sharing && !sol.tenants && sol.gpu.empty())
            report("field.required", childPath(path, "sharing"));
        l.solution = std::move(sol);
    }

    void readLesson(const QJsonValue &v, Scenario &s)
    {
        const std::string path = "lesson";
        const auto o = objectValue(v, path);
        if (!o)
            return;
        checkKeys(*o, path,
                  {"title", "summary", "tasks", "id", "goal", "prompts", "predict", "checks", "explain", "solution",
                   "scene"});
        Lesson l;
        string(*o, path, "title", true, maxNameLength, false, l.title);
        string(*o, path, "summary", false, maxTextLength, true, l.summary);
        l.tasks = stringList(*o, path, "tasks", false, maxTextLength);
        string(*o, path, "id", false, maxNameLength, false, l.id);
        string(*o, path, "goal", false, maxTextLength, false, l.goal);
        l.prompts = stringList(*o, path, "prompts", false, maxTextLength);
        string(*o, path, "explain", false, maxTextLength, false, l.explain);
        if (auto c = field(*o, path, "checks", false)) {
            const std::string cp = childPath(path, "checks");
            if (auto a = arrayValue(*c, cp))
                for (qsizetype i = 0; i < a->size(); ++i)
                    if (auto check = readCheck(a->at(i), indexPath(cp, i)))
                        l.checks.push_back(std::move(*check));
        }
        if (auto pv = field(*o, path, "predict", false))
            if (auto po = objectValue(*pv, childPath(path, "predict")))
                readPrediction(*po, childPath(path, "predict"), l);
        if (auto sv = field(*o, path, "scene", false))
            if (auto so = objectValue(*sv, childPath(path, "scene")))
                readScene(*so, childPath(path, "scene"), l);
        if (auto sv = field(*o, path, "solution", false))
            if (auto so = objectValue(*sv, childPath(path, "solution")))
                readSolution(*so, childPath(path, "solution"), l);
        s.lesson = std::move(l);
    }

    // Returns false if the file is of another format version (nothing else is checked then).
    bool readFormat(const QJsonObject &root)
    {
        const auto v = field(root, std::string(), "format", true);
        if (!v)
            return true;
        if (!expectType(*v, "format", QJsonValue::String, "string"))
            return true;
        const QString got = v->toString();
        if (got == QLatin1String(scenarioFormat))
            return true;
        std::string shown = got.left(maxNameLength).toStdString();
        report("format.unsupported", "format", {{"got", shown}, {"expected", scenarioFormat}});
        return !got.startsWith(QLatin1String("gpukitchen-scenario/"));
    }

    std::optional<Scenario> readScenario(const QJsonObject &root)
    {
        Scenario s;
        if (!readFormat(root))
            return std::nullopt;
        checkKeys(root, std::string(),
                  {"format", "name", "description", "gpu", "tenants", "sharing", "alternatives",
                   "faults", "simulation", "lesson"});
        string(root, std::string(), "name", true, maxNameLength, false, s.name);
        string(root, std::string(), "description", false, maxTextLength, true, s.description);
        if (auto g = field(root, std::string(), "gpu", true))
            readGpu(*g, s);
        if (auto t = field(root, std::string(), "tenants", true))
            if (auto a = arrayValue(*t, "tenants", maxTenants))
                for (qsizetype i = 0; i < a->size(); ++i)
                    s.tenants.push_back(readTenant(a->at(i), indexPath("tenants", i)));
        bool sharingRead = false;
        if (auto p = field(root, std::string(), "sharing", true))
            if (auto plan = readPlan(*p, "sharing", std::nullopt)) {
                s.sharing = std::move(*plan);
                sharingRead = true;
            }
        if (auto a = field(root, std::string(), "alternatives", false))
            readAlternatives(*a, s);
        if (sharingRead && s.alternatives.count(s.sharing.mode))
            report("plan.alternative_duplicates_active",
                   childPath("alternatives", modeName(s.sharing.mode)),
                   {{"mode", modeName(s.sharing.mode)}});
        if (auto f = field(root, std::string(), "faults", false))
            readFaults(*f, s);
        if (auto sim = field(root, std::string(), "simulation", false))
            readSimulation(*sim, s);
        if (auto l = field(root, std::string(), "lesson", false))
            readLesson(*l, s);
        return s;
    }

    // --- the quiz bank (core/quiz.h, core/io/quizfile.h)

    std::optional<QuizQuestion> readQuestion(const QJsonValue &v, const std::string &path)
    {
        const auto o = objectValue(v, path);
        if (!o)
            return std::nullopt;
        checkKeys(*o, path,
                  {"id", "type", "category", "question", "options", "answer", "tolerance", "unit", "answer_from",
                   "points", "explanation", "misconception", "source", "show_me"});
        QuizQuestion q;
        string(*o, path, "id", true, maxNameLength, false, q.id);
        if (!q.id.empty() && !std::all_of(q.id.begin(), q.id.end(), [](char c) {
                return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
            }))
            report("quiz.bad_id", childPath(path, "id"), {{"id", q.id}});
        int type = -1;
        enumeration(*o, path, "type", true, std::vector<const char *>(std::begin(questionTypeNames), std::end(questionTypeNames)), type);
        if (type >= 0)
            q.type = QuestionType(type);
        int category = -1;
        enumeration(*o, path, "category", true, std::vector<const char *>(std::begin(quizCategories), std::end(quizCategories)), category);
        if (category >= 0)
            q.category = quizCategories[category];
        string(*o, path, "question", true, maxTextLength, false, q.question);
        string(*o, path, "explanation", true, maxTextLength, false, q.explanation);
        string(*o, path, "misconception", false, maxTextLength, false, q.misconception);
        string(*o, path, "source", true, maxTextLength, false, q.source);
        if (type < 0)
            return std::nullopt;
        const char *typeName = questionTypeNames[type];
        const auto forbid = [&](const char *key) { notApplicable(*o, path, key, "type", typeName); };
        const bool choices = q.type == QuestionType::Choice || q.type == QuestionType::Predict;
        if (choices) {
            if (auto a = field(*o, path, "options", true)) {
                const std::string op = childPath(path, "options");
                if (auto arr = arrayValue(*a, op, 6)) {
                    for (qsizetype i = 0; i < arr->size(); ++i)
                        if (auto t = stringValue(arr->at(i), indexPath(op, i), maxTextLength))
                            q.options.push_back(std::move(*t));
                    if (arr->size() < 2)
                        report("field.range", op, {{"min", "2"}, {"max", "6"}, {"got", std::to_string(arr->size())}});
                }
            }
            integer(*o, path, "answer", true, closed(0, 5), q.answerIndex);
            if (q.answerIndex >= int(q.options.size()) && !q.options.empty())
                report("quiz.answer_out_of_range", childPath(path, "answer"),
                       {{"answer", std::to_string(q.answerIndex)}, {"options", std::to_string(q.options.size())}});
            forbid("tolerance");
            forbid("unit");
            forbid("answer_from");
            forbid("points");
        } else if (q.type == QuestionType::Number) {
            number(*o, path, "answer", true, closed(-1e12, 1e12), q.answerNumber);
            number(*o, path, "tolerance", true, closed(0, 1), q.tolerance);
            string(*o, path, "unit", false, maxNameLength, false, q.unit);
            if (auto af = field(*o, path, "answer_from", true)) {
                const std::string ap = childPath(path, "answer_from");
                if (auto ao = objectValue(*af, ap)) {
                    checkKeys(*ao, ap, {"gpu", "profile", "figure"});
                    CatalogFigure f;
                    string(*ao, ap, "gpu", true, maxNameLength, false, f.gpu);
                    string(*ao, ap, "profile", false, maxNameLength, false, f.profile);
                    std::vector<const char *> figures(std::begin(quizProfileFigures), std::end(quizProfileFigures));
                    figures.insert(figures.end(), std::begin(quizGpuFigures), std::end(quizGpuFigures));
                    int figure = -1;
                    enumeration(*ao, ap, "figure", true, figures, figure);
                    if (figure >= 0)
                        f.figure = figures[std::size_t(figure)];
                    const bool profileFigure = figure >= 0 && figure < int(std::size(quizProfileFigures));
                    if (figure >= 0 && profileFigure && f.profile.empty())
                        report("quiz.figure_of_profile", childPath(ap, "figure"), {{"figure", f.figure}});
                    if (figure >= 0 && !profileFigure && !f.profile.empty())
                        report("quiz.figure_of_gpu", childPath(ap, "figure"), {{"figure", f.figure}});
                    const GpuModel *gpu = f.gpu.empty() ? nullptr : findGpu(f.gpu);
                    if (!f.gpu.empty() && !gpu)
                        report("quiz.unknown_gpu", childPath(ap, "gpu"), {{"gpu", f.gpu}});
                    if (gpu && !f.profile.empty() && !gpu->findMigProfile(f.profile))
                        report("quiz.unknown_profile", childPath(ap, "profile"), {{"gpu", f.gpu}, {"profile", f.profile}});
                    q.answerFrom = f;
                }
            }
            forbid("options");
            forbid("points");
        } else {
            q.points = stringList(*o, path, "points", true, maxTextLength);
            if (q.points.size() < 2)
                report("field.range", childPath(path, "points"),
                       {{"min", "2"}, {"max", "5"}, {"got", std::to_string(q.points.size())}});
            forbid("options");
            forbid("answer");
            forbid("tolerance");
            forbid("unit");
            forbid("answer_from");
        }
        const auto sm = field(*o, path, "show_me", q.type == QuestionType::Predict);
        if (sm) {
            const std::string sp = childPath(path, "show_me");
            if (auto so = objectValue(*sm, sp)) {
                checkKeys(*so, sp, {"scene", "mode", "claims"});
                ShowMe show;
                string(*so, sp, "scene", true, maxTextLength, false, show.scene);
                int mode = -1;
                enumeration(*so, sp, "mode", false, modeNames(), mode);
                if (mode >= 0)
                    show.mode = allModes[std::size_t(mode)];
                if (auto c = field(*so, sp, "claims", true)) {
                    const std::string cp = childPath(sp, "claims");
                    if (auto a = arrayValue(*c, cp)) {
                        for (qsizetype i = 0; i < a->size(); ++i)
                            if (auto check = readCheck(a->at(i), indexPath(cp, i)))
                                show.claims.push_back(std::move(*check));
                        if (a->isEmpty())
                            report("field.empty", cp);
                    }
                }
                q.showMe = std::move(show);
            }
        }
        return q;
    }

    std::optional<QuizBank> readQuiz(const QJsonObject &root)
    {
        checkKeys(root, std::string(), {"format", "questions"});
        if (auto v = field(root, std::string(), "format", true))
            if (expectType(*v, "format", QJsonValue::String, "string") && v->toString() != QLatin1String(quizFormat))
                report("format.unsupported", "format",
                       {{"got", v->toString().left(maxNameLength).toStdString()}, {"expected", quizFormat}});
        QuizBank bank;
        std::set<std::string> ids;
        if (auto v = field(root, std::string(), "questions", true))
            if (auto a = arrayValue(*v, "questions"))
                for (qsizetype i = 0; i < a->size(); ++i) {
                    const std::string qp = indexPath("questions", i);
                    if (auto q = readQuestion(a->at(i), qp)) {
                        if (!q->id.empty() && !ids.insert(q->id).second)
                            report("quiz.duplicate_id", childPath(qp, "id"), {{"id", q->id}});
                        bank.questions.push_back(std::move(*q));
                    }
                }
        return bank;
    }

private:
    bool truncated = false;
};

} // namespace

// -------------------------------------------------------------------------------------------------

// The JSON object at the top of a file, or why there is none (in `diagnostics`).
static std::optional<QJsonObject> parseRootObject(const QByteArray &bytes, Diagnostics &diagnostics)
{
    if (bytes.size() > maxScenarioBytes) {
        diagnostics.push_back(diag("file.too_large", std::string(),
                                          {{"bytes", std::to_string(bytes.size())},
                                           {"max", std::to_string(maxScenarioBytes)}}));
        return std::nullopt;
    }
    // Encoding, duplicate keys, lone surrogates, raw control characters and hexadecimal numbers:
    // what QJsonDocument would accept silently or report without naming the problem.
    JsonScan scan = scanJsonText(bytes);
    if (!scan.diagnostics.empty()) {
        diagnostics = std::move(scan.diagnostics);
        return std::nullopt;
    }
    const QByteArray &json = scan.text;
    if (json.trimmed().isEmpty()) {
        diagnostics.push_back(diag("file.empty", std::string()));
        return std::nullopt;
    }

    QJsonParseError error;
    QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    const QByteArray *text = &json;
    QByteArray patched;
    std::vector<Patch> patches;
    if (error.error == QJsonParseError::IllegalNumber && patchNonFinite(json, &patched, &patches)) {
        doc = QJsonDocument::fromJson(patched, &error);
        text = &patched;
    }
    if (error.error != QJsonParseError::NoError) {
        // A lone number, string, true/false/null is valid JSON but not a scenario or a quiz.
        const char first = json.trimmed().at(0);
        if (first != '{' && first != '[') {
            QJsonParseError wrapped;
            const QJsonDocument asArray = QJsonDocument::fromJson('[' + *text + ']', &wrapped);
            if (wrapped.error == QJsonParseError::NoError && asArray.array().size() == 1) {
                diagnostics.push_back(
                    diag("json.not_object", std::string(),
                         {{"got", typeName(asArray.array().at(0))}}));
                return std::nullopt;
            }
        }
        const qsizetype offset = mapToOriginal(error.offset, patches);
        qsizetype line = 0;
        qsizetype column = 0;
        lineAndColumn(json, offset, &line, &column);
        diagnostics.push_back(diag("json.syntax", std::string(),
                                          {{"offset", std::to_string(offset)},
                                           {"line", std::to_string(line)},
                                           {"column", std::to_string(column)},
                                           {"detail", error.errorString().toStdString()}}));
        return std::nullopt;
    }
    if (!doc.isObject()) {
        diagnostics.push_back(diag("json.not_object", std::string(), {{"got", "array"}}));
        return std::nullopt;
    }

    return doc.object();
}

LoadResult parseScenario(const QByteArray &bytes, bool validate)
{
    LoadResult result;
    const std::optional<QJsonObject> root = parseRootObject(bytes, result.diagnostics);
    if (!root)
        return result;
    Reader reader;
    std::optional<Scenario> scenario = reader.readScenario(*root);
    result.diagnostics = std::move(reader.diags);
    if (!scenario || hasErrors(result.diagnostics))
        return result;
    if (validate) {
        Diagnostics semantic = validateScenario(*scenario);
        result.diagnostics.insert(result.diagnostics.end(),
                                  std::make_move_iterator(semantic.begin()),
                                  std::make_move_iterator(semantic.end()));
    }
    if (!hasErrors(result.diagnostics))
        result.scenario = std::move(scenario);
    return result;
}

// A file's bytes (at most maxScenarioBytes), or why it cannot be read (in `diagnostics`).
static std::optional<QByteArray> readFileBytes(const QString &fileName, Diagnostics &diagnostics)
{
    QFile file(fileName);
    const QFileInfo info(fileName);
    if (info.isDir()) {
        diagnostics.push_back(diag("file.unreadable", std::string(),
                                          {{"file", fileName.toStdString()},
                                           {"detail", "is a directory"}}));
        return std::nullopt;
    }
    // A FIFO would block open() until a writer comes, a device could stream for ever: only regular
    // files (or links to them) are read.
    if (info.exists() && !info.isFile()) {
        diagnostics.push_back(diag("file.not_regular", std::string(), {{"file", fileName.toStdString()}}));
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        diagnostics.push_back(diag("file.unreadable", std::string(),
                                          {{"file", fileName.toStdString()},
                                           {"detail", file.errorString().toStdString()}}));
        return std::nullopt;
    }
    if (file.size() > maxScenarioBytes) {
        diagnostics.push_back(diag("file.too_large", std::string(),
                                          {{"bytes", std::to_string(file.size())},
                                           {"max", std::to_string(maxScenarioBytes)}}));
        return std::nullopt;
    }
    // Read at most one byte more than allowed: a pipe or a growing file cannot make us swallow more.
    const QByteArray bytes = file.read(maxScenarioBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        diagnostics.push_back(diag("file.unreadable", std::string(),
                                          {{"file", fileName.toStdString()},
                                           {"detail", file.errorString().toStdString()}}));
        return std::nullopt;
    }
    return bytes;
}

LoadResult loadScenarioFile(const QString &fileName, bool validate)
{
    LoadResult result;
    const auto bytes = readFileBytes(fileName, result.diagnostics);
    if (!bytes)
        return result;
    return parseScenario(*bytes, validate);
}

QuizLoadResult parseQuiz(const QByteArray &bytes)
{
    QuizLoadResult result;
    const std::optional<QJsonObject> root = parseRootObject(bytes, result.diagnostics);
    if (!root)
        return result;
    Reader reader;
    std::optional<QuizBank> bank = reader.readQuiz(*root);
    result.diagnostics = std::move(reader.diags);
    if (bank && !hasErrors(result.diagnostics))
        result.bank = std::move(bank);
    return result;
}

QuizLoadResult loadQuizFile(const QString &fileName)
{
    QuizLoadResult result;
    const auto bytes = readFileBytes(fileName, result.diagnostics);
    if (!bytes)
        return result;
    return parseQuiz(*bytes);
}

} // namespace gpuk
