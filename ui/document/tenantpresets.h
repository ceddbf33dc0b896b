#pragma once

#include <optional>
#include <utility>

// Tenant presets for the palette (embedding, reranker, LLM, LLM servers in fp16 and int4, batch,
// training, noisy neighbour, custom). These are MODELLING CHOICES, not hardware facts: each preset copies the numbers of a
// tenant in one of the built-in scenarios (resources/scenarios/*.gpuk.json), named in `source`,
// so the palette and the examples tell the same story. Pure data plus translated names.

#include "scenario.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace gpuk {

inline constexpr const char *tenantMimeType = "application/x-gpukitchen-tenant";
inline constexpr const char *instanceMimeType = "application/x-gpukitchen-mig-instance";

struct TenantPreset
{
    QString id;         // "embedding", "reranker", "llm", "llm-fp16", "llm-int4", "batch", "training", "noisy", "custom"
    Tenant tenant;      // id / name filled in by instantiate()
    const char *source; // which built-in scenario tenant the numbers come from
};

class TenantPresets
{
    Q_DECLARE_TR_FUNCTIONS(gpuk::TenantPresets)

public:
    static const std::vector<TenantPreset> &all();
    static const TenantPreset *find(const QString &id);
    static int indexOf(const QString &id);
    static QString displayName(const QString &id);
    // One paragraph with the preset's numbers (the palette's tooltip).
    static QString description(const QString &id);
    // A tenant from the preset with an id and name not yet used in `scenario`.
    static Tenant instantiate(const QString &id, const Scenario &scenario);
    // The name instantiate() gives the n-th tenant of a preset, in today's language ("Embedding",
    // "Embedding 2", …; n < 2 is the first).
    static QString instanceName(const QString &id, int n);
    // The preset and n a tenant's id was made from by instantiate() ("embedding-2" → embedding, 2),
    // if any.
    static std::optional<std::pair<QString, int>> instanceOf(const std::string &tenantId);
};

} // namespace gpuk
