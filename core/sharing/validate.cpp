// STUB placeholder so the tree links; the validation helper replaces this file entirely.
#include "sharing/validate.h"
namespace gpuk {
Diagnostics validateScenario(const Scenario &) { return {}; }
Diagnostics validatePlan(const Scenario &, const GpuModel &, const SharingPlan &, const std::string &) { return {}; }
std::optional<MigLayout> resolveMigLayout(const GpuModel &, const MigPlan &) { return std::nullopt; }
SharingPlan planForMode(const Scenario &s, Mode) { return s.sharing; }
SharingPlan defaultPlan(const Scenario &s, Mode) { return s.sharing; }
}
