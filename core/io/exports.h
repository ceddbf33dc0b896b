#pragma once

// Real configuration text for a scenario's plan (`gpukitchen-cli export`, the GUI's Export
// dialog): nvidia-smi commands, a mig-parted config, Kubernetes device-plugin YAML, a
// time-slicing ConfigMap and an MPS shell script. Facts cited in the comments are from
// shared/reference/gpu-sharing-facts.md (§1.5, §1.7, §2.2-2.8, §3.6).
//
// Every generator returns text or, when the plan cannot be expressed for that target (an MPS
// plan as mig-parted, say), an error sentence; nothing is written anywhere.
//
// Text from the scenario (its name, its tenants' ids and names, a custom GPU's id and name) reaches
// the scripts and YAML files only inside `#` comments, on one line (every character a shell or YAML
// reader takes as a line break becomes a space), and as names made of safe characters. A tenant's
// Kubernetes name is its id when the id is a DNS-1123 label, else the id sanitised, cut to 54
// characters, with "-" and the first 8 hex digits of the id's SHA-256 appended ("a b" -> "a-b-c8687a08";
// "tenant-…" when nothing is left); the placeholder command "./serve-<name>" of the mps-env script
// follows the same rule with shell-safe characters. Every YAML value made from a name is double-quoted.

#include "scenario.h"
#include "sharing/mig.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace gpuk {

// Hami: HAMi pod resource requests (Deployments) and the container environment HAMi sets, for a
// software-slicing plan (resource names: HAMi charts/hami/values.yaml lines 25-29).
enum class ExportTarget { NvidiaSmi, MigParted, Kubernetes, TimeSlicing, MpsEnv, Hami };
constexpr ExportTarget allExportTargets[] = {ExportTarget::NvidiaSmi, ExportTarget::MigParted,
                                             ExportTarget::Kubernetes, ExportTarget::TimeSlicing,
                                             ExportTarget::MpsEnv, ExportTarget::Hami};

const char *exportTargetName(ExportTarget t);   // "nvidia-smi", "mig-parted", "k8s", "time-slicing", "mps-env", "hami"
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

// ---- MIG layout text (used by the exports and by `mig check`; the placement search and the
// driver orders are in sharing/mig.h) ----------------------------------------------------------

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
