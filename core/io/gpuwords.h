#pragma once

// The catalog's words for display (catalog/catalog.h): how far the fact files back a figure,
// which whole-GPU figure a flag is about, and what a reference-only GPU lacks for the simulator.
// The CLI (`gpus`, `mig profiles`) and the GUI's GPU atlas say them alike; context "gpuk::GpuWords".

#include "catalog/catalog.h"

#include <QCoreApplication>
#include <QString>

namespace gpuk {

class GpuWords
{
    Q_DECLARE_TR_FUNCTIONS(gpuk::GpuWords)

public:
    static QString quality(DataQuality quality); // "verified", "assumed", "inferred", "unverified"
    static QString figure(GpuFigure figure);     // "GPU SMs", "MIG SMs", "GPU memory", "bandwidth", "memory slots"
    // A figure as shown with its flag: "42 (unverified)"; a verified one as it is.
    static QString flagged(const QString &text, DataQuality quality);
    // GpuModel::missingFigures() in words, the whole GPU's first, then grouped by what is missing:
    // "bandwidth; SMs of 3g.90gb, 4g.90gb, 7g.180gb". Empty for a GPU the simulator runs.
    static QString missing(const GpuModel &gpu);
};

} // namespace gpuk
