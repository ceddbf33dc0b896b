#pragma once

// Plain-text tables for the command line, shared by the CLI commands and the run results.
// Widths are terminal columns: CJK and full-width characters take two, so Chinese tables line up.

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace gpuk {

int displayWidth(const QString &s);
// First row is the header. Columns are separated by two spaces; those in `rightAligned`
// (numbers) are right-aligned; trailing spaces are trimmed; every line starts with `indent`.
QString renderTable(const QList<QStringList> &rows, const QSet<int> &rightAligned = {},
                    const QString &indent = {});

// One CSV field, RFC 4180 quoting where needed (run and compare results, mig profiles --compare).
QString csvField(const QString &s);

} // namespace gpuk
