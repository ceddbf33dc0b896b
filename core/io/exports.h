#pragma once

// Real configuration text for a scenario's plan (`gpukitchen-cli export`, the GUI's Export
// dialog): nvidia-smi commands, a mig-parted config, Kubernetes device-plugin YAML, a
// time-slicing ConfigMap and an MPS shell script. Facts cited in the comments are from
// shared/reference/gpu-sharing-facts.md (§1.5, §1.7, §2.2-2.8, §3.6).
//
// Every generator returns text or, when the plan cannot be expressed for that target (an MPS
// plan as mig-parted, say), an error sentence; nothing is written anywhere.

#include "scenario.h"
#include "sharing/mig.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace gpuk {

enum class ExportTarget { NvidiaSmi, MigParted, Kubernetes, TimeSlicing, MpsEnv };
constexpr ExportTarget allExportTargets[] = {ExportTarget::NvidiaSmi, ExportTarget::MigParted,
                                             ExportTarget::Kubernetes, ExportTarget::TimeSlicing,
                                             ExportTarget::MpsEnv};

const char *exportTargetName(ExportTarget t);   // "nvidia-smi", "mig-parted", "k8s", "time-slicing", "mps-env"
std::optional<ExportTarget> exportTargetFromName(const QString &name);

struct ExportResult
{
    QString text;   // the configuration, newline-terminated
    QString error;  // set when the plan does not fit the target
    bool ok() const { return error.isEmpty(); }
};

// `plan` is the scenario's active plan or planForMode(scenario, mode). The scenario supplies the
// GPU and the tenants' names.
ExportResult exportPlan(const Scenario &scenario, const SharingPlan &plan, ExportTarget target);

ExportResult exportNvidiaSmi(const Scenario &scenario, const SharingPlan &plan);
ExportResult exportMigParted(const Scenario &scenario, const SharingPlan &plan);
ExportResult exportKubernetes(const Scenario &scenario, const SharingPlan &plan);
ExportResult exportTimeSlicing(const Scenario &scenario, const SharingPlan &plan);
ExportResult exportMpsEnv(const Scenario &scenario, const SharingPlan &plan);

// ---- MIG layout helpers (used by the exports and by `mig check`) ---------------------------

// A legal placement for the requests: given starts are kept, the others are searched
// exhaustively (request order, lowest start first), every candidate checked by checkMigLayout.
// std::nullopt if none exists. Unlike autoPlace this is not what the driver does; it answers
// "can this be laid out at all". (mig.h's findMigPlacement takes profiles only, no fixed starts.)
std::optional<MigLayout> searchMigPlacement(const GpuModel &gpu, const std::vector<MigRequest> &requests,
                                          const MigOptions &options);

// A creation order for `nvidia-smi mig -cgi` *without* placement specifiers under which the
// driver model (autoPlace) lands `target` exactly. `order[k]` is the index into `target` of the
// k-th instance to create. Plan order is tried first.
std::optional<std::vector<int>> driverOrderFor(const GpuModel &gpu, const MigLayout &target);

// An order of the same profiles under which the driver model fails (to show that order matters),
// or std::nullopt if every order succeeds. `failedProfile` receives the profile it fails on.
std::optional<std::vector<int>> failingDriverOrder(const GpuModel &gpu, const MigLayout &target,
                                                   const MigProfile **failedProfile = nullptr);

// "14:0,19:2,19:3,9:4" (with placements) or "9,14,19,19" (profile IDs in `order`).
QString cgiWithPlacements(const MigLayout &layout);
QString cgiProfileIds(const MigLayout &layout, const std::vector<int> &order);

// "[1g.5gb|1g.5gb|2g.10gb 2g.10gb|3g.20gb 3g.20gb 3g.20gb 3g.20gb]": one cell per memory slot
// (compute slice), a space inside an instance, "|" between instances, `freeLabel` for free
// cells and `strandedLabel` for stranded compute slices.
QString migSlotMap(const GpuModel &gpu, const MigLayout &layout, const QString &freeLabel);
QString migComputeMap(const GpuModel &gpu, const MigLayout &layout, const MigOptions &options,
                      const QString &freeLabel, const QString &strandedLabel);

} // namespace gpuk
