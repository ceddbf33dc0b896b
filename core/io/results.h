#pragma once

// Run results as files and text (`gpukitchen-cli run` / `compare`, DESIGN §5): JSON with the
// schema's key names, an aligned text table with translated headers (context gpuk::Cli), and
// CSV (one row per tenant plus one GPU row, per mode). Nothing here runs a simulation.
//
// JSON of one run (QJsonObject: keys come out in alphabetical order):
//   scenario, mode, seed, duration_s, warmup_s,
//   tenants[] {id, arrivals, completed, failed, failed_by_reason{reason: count}, dropped,
//              met, late, open, unserved, not_placed, goodput_rps,
//              throughput_rps, latency_ms{mean, p50, p95, p99, max}, slo_ms, slo_attainment,
//              mean_in_system, mean_sm, slowdown,
//              llm{ttft_ms{…}, tpot_ms{…}, tokens_per_s, output_tokens, kv_bytes_mean, kv_bytes_peak,
//                  preempted} (LLM tenants only)},
// Every request offered after the warm-up (arrivals) is counted once: arrivals = met + late +
// failed + dropped + unserved + open. slo_attainment = met / (arrivals − open), 0 when nothing
// was decided or not_placed is true; goodput_rps = met per second of the window. latency_ms is
// of completed requests only (the text table marks it with * when some failed, were dropped or
// unserved).
//   gpu {id, gpus_used, sm_active, sm_occupancy, memory_used_fraction, dram_bandwidth_util,
//        stranded_sm_fraction, seed_utilization},
//   events, wall_ms
// DESIGN §5 lists a top-level "gpu" (the id) and a "gpu" object (the figures); one key cannot
// hold both, so the object carries the id as gpu.id.
// wall_ms is the wall time of the simulation itself (engine creation and run), without the solo
// runs `run` makes for the slowdown; events counts the whole run, warm-up included.
// Non-finite numbers are written as 0 (JSON has no NaN). slowdown 0 means "not computed".
//
// CSV columns (header row first, machine-readable, never translated):
//   scenario,mode,row,id,arrivals,completed,failed,dropped,throughput_rps,latency_mean_ms,
//   latency_p50_ms,latency_p95_ms,latency_p99_ms,latency_max_ms,slo_ms,slo_attainment,
//   mean_in_system,mean_sm,slowdown,gpus_used,sm_active,sm_occupancy,memory_used_fraction,
//   dram_bandwidth_util,stranded_sm_fraction,seed_utilization,met,late,open,unserved,goodput_rps,
//   not_placed,ttft_mean_ms,ttft_p50_ms,ttft_p99_ms,tpot_mean_ms,tpot_p99_ms,tokens_per_s,
//   output_tokens,kv_bytes_mean,kv_bytes_peak,preempted
// not_placed is 1 or 0; the new outcome columns come last so earlier columns keep their positions.
// A tenant that completed no request in the window (not placed, or nothing finished) has empty
// latency columns (latency_*, ttft_*, tpot_*), as the table shows a dash: there is no latency.
// The LLM columns (last; only when a run has an LLM tenant, so other files keep their columns;
// empty for other tenants and the GPU row): TTFT = arrival to the end of
// the request's prefill iteration (ms), TPOT = time per output token after the first (ms),
// output tokens per second of the window, KV cache bytes held (time average and peak), requests
// preempted (sent back to the queue, recomputed later); as the JSON's llm object.
// row is "tenant" (GPU columns empty) or "gpu" (tenant columns empty, id empty).

#include "metrics/results.h"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace gpuk {

// A latency in ms as the tables print it: about three significant digits ("4.02", "55.1", "2230").
QString latencyMsText(double ms);

QJsonObject runResultsToJson(const RunResults &r);

// `scenario` is the scenario's name; `runs` in the order the modes were asked for.
QJsonObject compareResultsToJson(const QString &scenario, const std::vector<RunResults> &runs);

// A heading (scenario, GPU, mode, seed, window, events, wall time), the tenant table and the
// GPU figures; newline-terminated.
QString runResultsTable(const RunResults &r);

// Modes side by side: per tenant p99 latency, throughput, goodput and SLO attainment ("not
// placed" for a tenant the mode's plan leaves out), for an LLM tenant also TTFT p99, mean TPOT
// (ms), tokens/s, KV cache peak (GiB) and requests preempted; then the GPU rows
// (GPUs used, SM occupancy, the seed's utilisation formula).
QString compareResultsTable(const std::vector<RunResults> &runs);

// Header row plus, per run, one row per tenant and one GPU row.
QString resultsCsv(const std::vector<RunResults> &runs);

} // namespace gpuk
