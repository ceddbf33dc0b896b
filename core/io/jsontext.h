#pragma once

// Small pieces of JSON text handling shared by the scenario reader and writer (io/scenariofile.h).

#include <QByteArray>

#include <vector>

namespace gpuk {

// The marker that replaces a non-finite number token (see patchNonFinite).
inline constexpr char nonFiniteMarker[] = "\x01gpuk-non-finite:";

// The shortest text that reads back as the same double: integers as digits, others like
// QJsonDocument writes them; "null" for a non-finite value.
QByteArray numberText(double d);

// Qt 6.4's JSON parser refuses numbers that overflow a double (1e999) and the NaN/Infinity
// spellings as a bare syntax error. patchNonFinite replaces each such token by a string holding
// nonFiniteMarker and the token, so the reader can name the field; `patches` records each
// replacement so that mapToOriginal turns an offset in the patched text back into the original's.
struct Patch
{
    qsizetype origPos;
    qsizetype origLen;
    qsizetype newLen;
};
bool patchNonFinite(const QByteArray &in, QByteArray *out, std::vector<Patch> *patches);
qsizetype mapToOriginal(qsizetype offset, const std::vector<Patch> &patches);

// 1-based line and column (in bytes) of a byte offset.
void lineAndColumn(const QByteArray &text, qsizetype offset, qsizetype *line, qsizetype *column);

} // namespace gpuk
