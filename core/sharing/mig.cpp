// STUB placeholder so the tree links; the MIG-rules helper replaces this file entirely.
#include "sharing/mig.h"
namespace gpuk {
Diagnostics checkMigLayout(const GpuModel &, const std::vector<MigRequest> &, const MigOptions &, const std::string &, MigLayout *) { return {}; }
AutoPlaceResult autoPlace(const GpuModel &, const std::vector<const MigProfile *> &, const std::vector<std::optional<int>> &) { return {}; }
std::vector<MigCombination> enumerateMigCombinations(const GpuModel &, const MigEnumerationOptions &) { return {}; }
MigLayoutStats migLayoutStats(const GpuModel &, const MigLayout &, const MigOptions &) { return {}; }
std::vector<int> computeSliceOwners(const GpuModel &, const MigLayout &) { return {}; }
std::vector<int> memorySlotOwners(const GpuModel &, const MigLayout &) { return {}; }
std::string formatLgip(const GpuModel &, int) { return {}; }
std::string formatLgipp(const GpuModel &, int) { return {}; }
}
