#pragma once

// A tenant: one inference service or job sharing the GPU (DESIGN §2.2).
// Units are in the names: rates per second, times in ms or s, memory in GiB
// (scenario keys say "_gb" the way NVIDIA's profile names say "5gb" for 4.75 GiB).

#include <optional>
#include <string>

namespace gpuk {

enum class TenantKind { Embedding, Reranker, Llm, Batch, Training, Custom };
enum class ArrivalProcess { Poisson, Deterministic, Bursty, Backlog };
enum class ServiceDistribution { Exponential, Deterministic, Lognormal };

struct Arrival
{
    ArrivalProcess process = ArrivalProcess::Poisson;
    double ratePerS = 0;            // poisson / deterministic / bursty (base rate)
    double onS = 0;                 // bursty: length of a burst
    double offS = 0;                // bursty: length of the quiet period
    double onRateMultiplier = 1;    // bursty: rate during a burst = ratePerS × this

    bool operator==(const Arrival &) const = default;
};

struct Service
{
    ServiceDistribution distribution = ServiceDistribution::Exponential;
    double meanMs = 1;              // solo time of one request on smWidth SMs of an idle GPU
    double cv = 0;                  // lognormal only: coefficient of variation

    bool operator==(const Service &) const = default;
};

// LLM serving (DESIGN §2.2, docs/design-notes.md "LLM tenants"): token counts per request.
enum class TokenDistribution { Deterministic, Uniform, Lognormal };

struct TokenCount
{
    TokenDistribution distribution = TokenDistribution::Deterministic;
    double mean = 1;                // deterministic and lognormal: mean tokens
    double min = 1, max = 1;        // uniform: integers in [min, max]
    double cv = 0;                  // lognormal: coefficient of variation

    bool operator==(const TokenCount &) const = default;
};

// The served model, from its published configuration (config.json) and checkpoint size.
struct LlmModel
{
    double parametersB = 8;         // billions of parameters
    double bytesPerWeight = 2;      // fp16/bf16 = 2; int4 with scales ≈ checkpoint bytes / parameters
    int layers = 32;
    int kvHeads = 8;
    int headDim = 128;
    double kvBytesPerValue = 2;     // fp16 KV cache = 2, fp8 = 1

    double weightBytes() const { return parametersB * 1e9 * bytesPerWeight; }
    // K and V, per layer, per KV head, per dimension
    double kvBytesPerToken() const { return 2.0 * layers * kvHeads * headDim * kvBytesPerValue; }

    bool operator==(const LlmModel &) const = default;
};

// An LLM server with continuous batching: each iteration prefills the newly admitted requests
// (compute-bound) and decodes one token for every running request (reads the weights once and
// every running request's KV cache). Requests join at iteration boundaries, up to maxBatch and
// the KV memory available; the KV cache grows by one token per request per iteration.
struct LlmConfig
{
    TokenCount promptTokens;
    TokenCount outputTokens;
    LlmModel model;
    int maxBatch = 32;
    double prefillMsPerToken = 0.1; // compute per prompt token on the whole GPU (ms)

    bool operator==(const LlmConfig &) const = default;
};

struct Tenant
{
    std::string id;
    std::string name;
    TenantKind kind = TenantKind::Custom;
    Arrival arrival;
    Service service;
    std::optional<int> smWidth;     // SMs one request can keep busy; unset = all SMs
    double bandwidthIntensity = 0;  // β in [0,1]: share of solo time bound by DRAM bandwidth
    double modelGb = 0;             // resident while loaded
    double perRequestGb = 0;        // per in-flight request
    int maxConcurrency = 1;         // requests served at once
    std::optional<int> queueCapacity; // waiting requests beyond this are dropped; unset = unbounded
    double sloMs = 0;               // p99 target; 0 = none
    bool trusted = true;
    double restartS = 0;            // time to come back after a fatal fault
    // kind llm only: served as an LLM with continuous batching. Then `service`,
    // `bandwidth_intensity`, `per_request_gb` and `max_concurrency` are not used: an iteration's
    // work and β follow from the model, and model_gb holds the weights (at least weightBytes).
    std::optional<LlmConfig> llm;

    // Memory the tenant needs with every batch slot in use.
    // An LLM needs its weights and at least one request's KV cache at its mean length (uniform: its
    // longest); the rest of
    // its KV cache takes what memory its domain leaves (DESIGN §2.2).
    double peakMemoryGb() const
    {
        if (llm)
            return modelGb + minimumKvGb();
        return modelGb + perRequestGb * maxConcurrency;
    }
    double minimumKvGb() const
    {
        if (!llm)
            return 0;
        const auto meanOf = [](const TokenCount &c) {
            return c.distribution == TokenDistribution::Uniform ? c.max : c.mean;
        };
        return (meanOf(llm->promptTokens) + meanOf(llm->outputTokens)) * llm->model.kvBytesPerToken() /
            (1024.0 * 1024.0 * 1024.0);
    }

    bool operator==(const Tenant &) const = default;
};

const char *tenantKindName(TenantKind k);          // "embedding", …
const char *arrivalProcessName(ArrivalProcess p);  // "poisson", …
const char *serviceDistributionName(ServiceDistribution d);
const char *tokenDistributionName(TokenDistribution d); // "deterministic", "uniform", "lognormal"

} // namespace gpuk
