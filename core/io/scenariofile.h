#pragma once

// Reading and writing scenario files (`*.gpuk.json`, format "gpukitchen-scenario/1").
// This is the QtCore part of the core: it may use QJsonDocument and QSaveFile, nothing of
// QtGui. Reading reports *every* problem with its JSON path and the rule broken; it never
// throws and never crashes on garbage (a libFuzzer target in tests/fuzz proves it).
//
// Reader codes (args): json.syntax [offset, detail], json.not_object, file.unreadable [file, detail],
// file.too_large [bytes, max], field.unknown [key], field.required, field.type [expected, got],
// field.not_finite, field.range [min, max, got], field.not_integer [got], field.enum [allowed, got],
// field.empty, field.too_long [max], array.too_long [max, got], format.unsupported [got, expected],
// field.not_applicable [key, field, value], file.empty, file.too_many_problems [max], file.not_regular [file],
// and io/jsonscan.h's file.encoding, file.not_utf8, json.duplicate_key, json.invalid_unicode,
// json.control_character, json.bad_number (each with line, column, offset).
// Extra args some of them also carry: json.syntax [line, column] (1-based, bytes), json.not_object
// [got], field.unknown [allowed], field.too_long [got], field.range [min_exclusive, max_exclusive]
// ("true" when that bound is excluded), field.not_finite [got] (the token as written: "1e999").
// field.not_applicable: a key that another field's value rules out (rate_per_s with "process":
// "backlog"). file.too_many_problems ends the list after 1000 findings. The reader also reports
// plan.mode_mismatch, plan.alternative_duplicates_active and simulation.warmup_not_before_end
// (validate.h), because they are visible in the file's structure alone.

#include "diagnostic.h"
#include "scenario.h"

#include <QByteArray>
#include <QString>

namespace gpuk {

// The range of a number field of the scenario file as the reader checks it. The editor's fields
// take theirs from here: a field holds every value a file can, and no more (one source).
struct ValueRange
{
    double min;
    double max;
    bool minOpen = false;
    bool maxOpen = false;

    bool contains(double v) const { return (minOpen ? v > min : v >= min) && (maxOpen ? v < max : v <= max); }
};

namespace fieldrange {
inline constexpr ValueRange ratePerS{0, 1e7, true};                  // tenants[].arrival.rate_per_s
inline constexpr ValueRange meanMs{0, 1e7, true};                    // tenants[].service.mean_ms
inline constexpr ValueRange sloMs{0, 1e8};                           // tenants[].slo_ms (0: none)
inline constexpr ValueRange memoryGb{0, 1e4};                        // tenants[].memory.model_gb, .per_request_gb
inline constexpr ValueRange maxConcurrency{1, 100000};               // tenants[].max_concurrency (integer)
inline constexpr ValueRange smWidth{1, 1024};                        // tenants[].sm_width (integer; unset: all)
inline constexpr ValueRange bandwidthIntensity{0, 1};                // tenants[].bandwidth_intensity
inline constexpr ValueRange restartS{0, 86400};                      // tenants[].restart_s
inline constexpr ValueRange tokenCount{1, 1e6};                      // llm.*_tokens .min/.max/.mean
inline constexpr ValueRange tokenCv{0, 10};                          // llm.*_tokens .cv
inline constexpr ValueRange maxBatch{1, 100000};                     // llm.max_batch (integer)
inline constexpr ValueRange parametersB{0, 1e4, true};               // llm.model.parameters_b
inline constexpr ValueRange bytesPerValue{0, 8, true};               // llm.model.bytes_per_weight, .kv_bytes_per_value
inline constexpr ValueRange prefillMsPerToken{0, 1e3, true};         // llm.prefill_ms_per_token
inline constexpr ValueRange activeThreadPercentage{0, 100, true};    // mps clients[].active_thread_percentage
inline constexpr ValueRange timeSliceMs{0, 1000, true};              // timeslice / vgpu time_slice_ms
inline constexpr ValueRange durationS{0, maxSimulationDurationS, true}; // simulation.duration_s
} // namespace fieldrange

struct LoadResult
{
    std::optional<Scenario> scenario; // set when there is no error (warnings may exist)
    Diagnostics diagnostics;          // reader diagnostics, then validateScenario's
    bool ok() const { return scenario.has_value(); }
};

// Parses and validates. `validate = false` stops after the structural checks (the GUI uses it to
// keep a file it can show while listing its layout problems).
LoadResult parseScenario(const QByteArray &json, bool validate = true);
LoadResult loadScenarioFile(const QString &fileName, bool validate = true);

// Canonical JSON: fixed key order, every field written (defaults included), 2-space indent.
// parseScenario(toJson(s)) gives s back, and toJson of that is byte-identical.
QByteArray scenarioToJson(const Scenario &scenario);

// One plan as the file writes it under "sharing" (the same keys and order).
QByteArray sharingPlanToJson(const SharingPlan &plan);

// Written by writeOutputFile (io/outputfile.h): a regular file atomically, either the whole new
// file is there or the old one is untouched; a symbolic link to a regular file is saved through
// (the file it leads to is replaced, the link stays), any other link is refused. Returns false and
// sets `error` on failure.
bool saveScenarioFile(const Scenario &scenario, const QString &fileName, QString *error = nullptr);

inline constexpr qint64 maxScenarioBytes = 8 * 1024 * 1024; // larger files are refused
inline constexpr int maxTenants = 256;
inline constexpr int maxArrayLength = 1024;

} // namespace gpuk
