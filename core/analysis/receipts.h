#pragma once

// Receipts: the model beside published measurements. Each row names a measurement (source,
// setup, published figure), and a function that builds the same setup as scenarios, runs the
// engine on them and returns the engine's figure in the same unit: the engine's side of a row is
// always computed, never typed. The gap is the engine's figure against the published value or
// range; the tolerance says how far the model may be off before the row stops counting as
// matched. A row the model is known not to close is marked so, with its reason, and must stay
// outside its tolerance: a test fails when any row's status differs from the table's.
//
// Every figure is a ratio (a throughput on a slice against the whole GPU, a p99 shared against
// alone, …) or, for LLM decode, tokens per second; the gap is relative, so it compares across rows:
//   gap = engine / published − 1 (against the nearer end when the published figure is a range,
//   0 inside it).
//
// Parameters. Each row lists the workload parameters it assumes and whether the row calibrates
// them ("calibrated on this row") or only checks them ("checked": chosen without looking at the
// row, or calibrated on another row). Engine model parameters calibrated on a row (φ, κ, the
// vGPU overhead; core/sim/engine_p.h, engine_service.h) are listed the same way. Rows whose parameters are all
// checked are independent checks of the model.
//
// Words are English here (the JSON form); core/io/receipttext translates them for display.
// Deterministic: fixed seeds; the whole table runs in about a second.

#include "scenario.h"
#include "sharing/plan.h"

#include <functional>
#include <string>
#include <vector>

namespace gpuk {

enum class SourceGrade {
    Primary,    // the measurement's own publication (paper, result repository, vendor's own post)
    Secondary,  // read from a summary or a third-party write-up (the fact sheet marks it so)
};

enum class ReceiptTopic {
    MigScaling,     // a MIG slice against the whole GPU
    MigNeighbours,  // a MIG slice with busy neighbours against alone
    Mps,            // MPS co-location
    TimeSlicing,    // CUDA / Kubernetes time-slicing
    Vgpu,           // virtualization overhead
    LlmDecode,      // LLM decode (time per output token)
    SoftwareSlicing, // software slicing by quota (HAMi-core's limiter)
};

// What the table expects of a row.
enum class ReceiptExpectation {
    Matched,        // within tolerance
    KnownGap,       // outside tolerance, for the stated reason
};

// The computed status of a row.
enum class ReceiptStatus {
    Matched,        // within tolerance, as the table expects
    KnownGap,       // outside tolerance, as the table expects
    OutOfTolerance, // outside tolerance where the table expects a match
    GapClosed,      // within tolerance where the table expects a known gap (update the table)
    Error,          // the engine refused a scenario of the row
};

struct ReceiptSource
{
    std::string key;          // one key per independent source ("mlperf-inference-v1.1", …)
    std::string title;        // as published
    std::string url;          // URL, or https://doi.org/… for a DOI
    SourceGrade grade = SourceGrade::Primary;
    std::string factSheet;    // where the fact sheet records it ("§5.2"), or "" if found for this table
};

struct ReceiptParameter
{
    std::string name;         // "beta", "sm_width", "kMpsCacheInterference", …
    std::string value;        // "0.8", "41 SMs"
    bool calibratedHere = false; // true: calibrated on this row; false: checked
    std::string note;         // where it comes from, in one line
};

struct Receipt
{
    std::string id;
    ReceiptTopic topic = ReceiptTopic::MigScaling;
    ReceiptSource source;
    std::string gpu;          // catalog id of the GPU the engine runs
    std::string setup;        // the measured setup and how the engine builds it, in words
    std::string metric;       // what the ratio is ("throughput on 1g.10gb / whole GPU")
    double publishedLow = 0;  // the published figure (low == high for a single value)
    double publishedHigh = 0;
    std::string publishedText; // how the source states it ("5316.2 / 39830.1 samples/s")
    double tolerance = 0.10;  // |gap| allowed for "matched"
    ReceiptExpectation expected = ReceiptExpectation::Matched;
    std::string gapReason;    // one line, when expected == KnownGap (else empty)
    std::vector<ReceiptParameter> parameters;
    // Builds the setup's scenarios, runs the engine on each and returns the engine's figure
    // (NaN if the engine refused a scenario).
    std::function<double()> compute;

    bool calibration() const;  // some parameter is calibrated on this row
    bool isRange() const { return publishedHigh > publishedLow; }
};

struct ReceiptResult
{
    std::string id;
    double engine = 0;        // the engine's figure
    double gap = 0;           // relative, see above
    bool withinTolerance = false;
    ReceiptStatus status = ReceiptStatus::Error;
    double wallMs = 0;        // time to compute the row

    bool asExpected() const { return status == ReceiptStatus::Matched || status == ReceiptStatus::KnownGap; }
};

// The table, in display order.
const std::vector<Receipt> &receiptTable();

// The known gaps of the model that a run of `plan` stands in (shown wherever its number
// appears): the rows expected as KnownGap whose topic the plan puts a tenant in: MigScaling
// an instance with fewer memory slices than the GPU, MigNeighbours two or more MIG instances with
// tenants, Mps two or more MPS clients, TimeSlicing two or more contexts taking turns, Vgpu a vGPU
// plan, LlmDecode an LLM tenant, SoftwareSlicing two or more containers of a quota plan. Each with its row computed (once per process; thread-safe).
struct KnownGapHere
{
    const Receipt *receipt = nullptr;
    ReceiptResult result;
};
std::vector<KnownGapHere> knownGapsFor(const Scenario &scenario, const SharingPlan &plan);
// The known gaps of several modes' plans of one scenario (a comparison's), each once, in the order
// of first use, with the modes whose plan stands in it.
struct KnownGapInModes
{
    KnownGapHere gap;
    std::vector<Mode> modes;
};
std::vector<KnownGapInModes> knownGapsForPlans(const Scenario &scenario,
                                               const std::vector<std::pair<Mode, SharingPlan>> &plans);
const Receipt *findReceipt(const std::string &id);

// engine / published − 1 against the nearer end of [low, high], 0 inside it.
double receiptGap(double engine, double publishedLow, double publishedHigh);
// The status of a row given its engine figure.
ReceiptStatus receiptStatus(const Receipt &row, double engine);

ReceiptResult computeReceipt(const Receipt &row);
std::vector<ReceiptResult> computeReceipts();

// Distinct source keys of the table.
std::vector<std::string> receiptSourceKeys();

const char *receiptTopicName(ReceiptTopic t);          // "mig_scaling", …
const char *receiptStatusName(ReceiptStatus s);        // "matched", "known_gap", …
const char *receiptExpectationName(ReceiptExpectation e); // "matched", "known_gap"
const char *sourceGradeName(SourceGrade g);            // "primary", "secondary"

} // namespace gpuk
