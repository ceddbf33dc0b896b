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

    // Memory the tenant needs with every batch slot in use.
    double peakMemoryGb() const { return modelGb + perRequestGb * maxConcurrency; }

    bool operator==(const Tenant &) const = default;
};

const char *tenantKindName(TenantKind k);          // "embedding", …
const char *arrivalProcessName(ArrivalProcess p);  // "poisson", …
const char *serviceDistributionName(ServiceDistribution d);

} // namespace gpuk
