#include "tenantpresets.h" // own header by plain name: lupdate then knows the class

#include "io/scenariofile.h"
#include "ui/document/builtinscenarios.h"
#include "ui/text/format.h"

#include <QCoreApplication>
#include <QHash>

namespace gpuk {

namespace {

Tenant make(TenantKind kind, ArrivalProcess process, double rate, ServiceDistribution dist, double meanMs,
            double cv, std::optional<int> smWidth, double beta, double modelGb, double perRequestGb,
            int concurrency, std::optional<int> queue, double sloMs, bool trusted, double restartS)
{
    Tenant t;
    t.kind = kind;
    t.arrival.process = process;
    t.arrival.ratePerS = process == ArrivalProcess::Backlog ? 0 : rate;
    t.service.distribution = dist;
    t.service.meanMs = meanMs;
    t.service.cv = dist == ServiceDistribution::Lognormal ? cv : 0;
    t.smWidth = smWidth;
    t.bandwidthIntensity = beta;
    t.modelGb = modelGb;
    t.perRequestGb = perRequestGb;
    t.maxConcurrency = concurrency;
    t.queueCapacity = queue;
    t.sloMs = sloMs;
    t.trusted = trusted;
    t.restartS = restartS;
    return t;
}

// "A modelling choice: the numbers of “Embedding” in the built-in scenario “RAG customer service
// on one A100-40GB”", with both names as the built-in file has them, translated like the built-in.
QString sourceText(const char *source)
{
    const QString src = QString::fromLatin1(source);          // "file-stem: tenant-id"
    const QString stem = src.section(QLatin1Char(':'), 0, 0).trimmed();
    const std::string id = src.section(QLatin1Char(':'), 1).trimmed().toStdString();
    static QHash<QString, Scenario> cache;
    if (!cache.contains(stem)) {
        const LoadResult r = loadScenarioFile(QStringLiteral(":/scenarios/%1.gpuk.json").arg(stem));
        cache.insert(stem, r.ok() ? *r.scenario : Scenario());
    }
    const Scenario &s = cache[stem];
    const Tenant *t = s.findTenant(id);
    if (!t)
        return QCoreApplication::translate("gpuk::TenantPresets", "A modelling choice, not a measurement.");
    return QCoreApplication::translate("gpuk::TenantPresets", "A modelling choice: the numbers of “%1” in the built-in scenario “%2”.")
        .arg(builtinScenarioText(t->name), builtinScenarioText(s.name));
}

} // namespace

const std::vector<TenantPreset> &TenantPresets::all()
{
    using A = ArrivalProcess;
    using S = ServiceDistribution;
    static const std::vector<TenantPreset> presets = [] {
        std::vector<TenantPreset> v;
        v.push_back({QStringLiteral("embedding"),
                     make(TenantKind::Embedding, A::Poisson, 400, S::Lognormal, 1.5, 0.5, 14, 0.4, 1.5, 0.05, 16,
                          2000, 25, true, 5),
                     "rag-customer-service: embed"});
        v.push_back({QStringLiteral("reranker"),
                     make(TenantKind::Reranker, A::Poisson, 80, S::Lognormal, 12, 0.5, 14, 0.5, 3.0, 0.2, 8, 1000,
                          80, true, 10),
                     "rag-customer-service: rerank"});
        {
            Tenant llm = make(TenantKind::Llm, A::Bursty, 3, S::Lognormal, 450, 0.8, 6, 0.8, 13.5, 0.25, 16, 500,
                              4000, true, 60);
            llm.arrival.onS = 20;
            llm.arrival.offS = 40;
            llm.arrival.onRateMultiplier = 2.5;
            v.push_back({QStringLiteral("llm"), llm, "seed-a100-mig: llm"});
        }
        // LLM servers with continuous batching: Llama-3.1-8B (config.json: 32 layers, 8 KV heads,
        // head dim 128; 8.03 B parameters) in fp16 and as the AWQ int4 checkpoint (5.73 GB);
        // the numbers of the two LLM tenants of the built-in "llm-kv-growth" scenario.
        for (const auto &[id, source] : {std::pair{"llm-fp16", "llm-kv-growth: chat"},
                                         std::pair{"llm-int4", "llm-kv-growth: chat-int4"}}) {
            const LoadResult r = loadScenarioFile(QStringLiteral(":/scenarios/llm-kv-growth.gpuk.json"), false);
            const std::string tenantId = QString::fromLatin1(source).section(QLatin1Char(':'), 1).trimmed().toStdString();
            const Tenant *t = r.ok() ? r.scenario->findTenant(tenantId) : nullptr;
            if (t)
                v.push_back({QString::fromLatin1(id), *t, source});
        }
        v.push_back({QStringLiteral("batch"),
                     make(TenantKind::Batch, A::Backlog, 0, S::Deterministic, 80, 0, std::nullopt, 0.5, 10.0, 0.0, 1,
                          std::nullopt, 0, true, 30),
                     "online-batch-training: batch"});
        v.push_back({QStringLiteral("training"),
                     make(TenantKind::Training, A::Backlog, 0, S::Deterministic, 250, 0, std::nullopt, 0.6, 14.0,
                          0.0, 1, std::nullopt, 0, false, 120),
                     "online-batch-training: train"});
        v.push_back({QStringLiteral("noisy"),
                     make(TenantKind::Batch, A::Backlog, 0, S::Deterministic, 40, 0, 54, 0.9, 16.0, 0.0, 4,
                          std::nullopt, 0, false, 20),
                     "mps-noisy-neighbour: noisy"});
        v.push_back({QStringLiteral("custom"),
                     make(TenantKind::Custom, A::Poisson, 2, S::Lognormal, 10, 0.5, std::nullopt, 0.3, 3.0, 0.1, 4,
                          100, 100, true, 20),
                     "vgpu-scheduler-playground: vm-c"});
        return v;
    }();
    return presets;
}

int TenantPresets::indexOf(const QString &id)
{
    const auto &v = all();
    for (size_t i = 0; i < v.size(); ++i)
        if (v[i].id == id)
            return int(i);
    return -1;
}

const TenantPreset *TenantPresets::find(const QString &id)
{
    const int i = indexOf(id);
    return i < 0 ? nullptr : &all()[size_t(i)];
}

QString TenantPresets::displayName(const QString &id)
{
    if (id == QLatin1String("embedding"))
        return tr("Embedding");
    if (id == QLatin1String("reranker"))
        return tr("Reranker");
    if (id == QLatin1String("llm"))
        return tr("LLM chat");
    if (id == QLatin1String("llm-fp16"))
        return tr("LLM server, 8B fp16");
    if (id == QLatin1String("llm-int4"))
        return tr("LLM server, 8B int4");
    if (id == QLatin1String("batch"))
        return tr("Offline batch");
    if (id == QLatin1String("training"))
        return tr("Training");
    if (id == QLatin1String("noisy"))
        return tr("Noisy neighbour");
    if (id == QLatin1String("custom"))
        return tr("Custom tenant");
    return id;
}

QString TenantPresets::description(const QString &id)
{
    const TenantPreset *p = find(id);
    if (!p)
        return {};
    const Tenant &t = p->tenant;
    QStringList lines;
    lines << displayName(id);
    if (t.arrival.process == ArrivalProcess::Backlog)
        lines << tr("Always has work (backlog); %1 ms per step").arg(localeNumber(t.service.meanMs));
    else if (t.arrival.process == ArrivalProcess::Bursty)
        lines << tr("%1 requests/s in bursts (×%2 for %3 s, then %4 s quiet); %5 ms each")
                     .arg(localeNumber(t.arrival.ratePerS), localeNumber(t.arrival.onRateMultiplier),
                          localeNumber(t.arrival.onS), localeNumber(t.arrival.offS), localeNumber(t.service.meanMs));
    else if (!t.llm)
        lines << tr("%1 requests/s; %2 ms each").arg(localeNumber(t.arrival.ratePerS), localeNumber(t.service.meanMs));
    if (t.llm) {
        const LlmConfig &c = *t.llm;
        lines << tr("%1 requests/s; about %2 prompt and %3 output tokens each")
                     .arg(localeNumber(t.arrival.ratePerS), localeNumber(c.promptTokens.mean),
                          localeNumber(c.outputTokens.mean));
        lines << tr("Weights %1 GiB; KV cache %2 KiB per token, growing with every token; up to %3 requests per batch")
                     .arg(localeNumber(t.modelGb), localeNumber(c.model.kvBytesPerToken() / 1024.0))
                     .arg(c.maxBatch);
    } else {
        lines << tr("Memory: model %1 GiB + %2 GiB × %3 requests at once = %4 GiB peak")
                     .arg(localeNumber(t.modelGb), localeNumber(t.perRequestGb))
                     .arg(t.maxConcurrency)
                     .arg(localeNumber(t.peakMemoryGb()));
        lines << (t.smWidth ? tr("One request keeps %1 SMs busy").arg(*t.smWidth)
                            : tr("One request can use every SM"));
        lines << tr("Bandwidth-bound share β = %1").arg(localeNumber(t.bandwidthIntensity));
    }
    lines << (t.sloMs > 0 ? tr("p99 latency target: %1 ms").arg(localeNumber(t.sloMs)) : tr("No latency target"));
    if (!t.trusted)
        lines << tr("Not trusted by its neighbours");
    lines << sourceText(p->source);
    return lines.join(QLatin1Char('\n'));
}

Tenant TenantPresets::instantiate(const QString &id, const Scenario &scenario)
{
    const TenantPreset *p = find(id);
    Tenant t = p ? p->tenant : Tenant();
    const std::string base = (p ? id : QStringLiteral("tenant")).toStdString();
    // Both the id and the display name are unique: the second "Embedding" is "Embedding 2",
    // also when the first one came from a file under another id.
    auto nameTaken = [&scenario](const std::string &name) {
        for (const Tenant &other : scenario.tenants)
            if ((other.name.empty() ? other.id : other.name) == name)
                return true;
        return false;
    };
    std::string tid = base;
    QString name = instanceName(id, 1);
    for (int n = 2; scenario.findTenant(tid) || nameTaken(name.toStdString()); ++n) {
        tid = base + "-" + std::to_string(n);
        name = instanceName(id, n);
    }
    t.id = tid;
    t.name = name.toStdString();
    return t;
}


QString TenantPresets::instanceName(const QString &id, int n)
{
    const QString base = displayName(id);
    return n < 2 ? base : tr("%1 %2").arg(base).arg(n);
}

std::optional<std::pair<QString, int>> TenantPresets::instanceOf(const std::string &tenantId)
{
    const QString tid = QString::fromStdString(tenantId);
    if (find(tid))
        return std::pair{tid, 1};
    const qsizetype dash = tid.lastIndexOf(QLatin1Char('-'));
    if (dash <= 0)
        return std::nullopt;
    bool ok = false;
    const int n = tid.mid(dash + 1).toInt(&ok);
    const QString preset = tid.left(dash);
    if (!ok || n < 2 || QString::number(n) != tid.mid(dash + 1) || !find(preset))
        return std::nullopt;
    return std::pair{preset, n};
}

} // namespace gpuk
