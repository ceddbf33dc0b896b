#include "io/jsontext.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace gpuk {

// The shortest text that reads back as the same double: integers as digits, others like
// QJsonDocument writes them. Used for "got" values (formatNumber's 6 digits would show 10000000.5
// as "1e+07") and by the writer.
QByteArray numberText(double d)
{
    if (!std::isfinite(d))
        return QByteArrayLiteral("null"); // not representable in JSON; the reader refuses it
    if (d == std::floor(d) && std::fabs(d) < 9007199254740992.0)
        return QByteArray::number(qint64(d));
    return QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
}

// ---------------------------------------------------------------------------------------------
// Non-finite number tokens

namespace {

bool isTokenChar(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '+'
        || c == '-' || c == '.';
}

// True for NaN / Infinity spellings and for number tokens a double cannot hold (overflow to
// infinity, or a non-zero value that underflows to zero, which Qt also refuses).
bool isNonFiniteToken(const QByteArray &tok)
{
    QByteArray lower = tok.toLower();
    if (lower.startsWith('-') || lower.startsWith('+'))
        lower = lower.mid(1);
    if (lower == "nan" || lower == "inf" || lower == "infinity")
        return true;
    // Qt-acceptable number shape: -?digits[.digits][(e|E)[+-]digits], digits on either side of '.'
    qsizetype i = 0;
    const qsizetype n = tok.size();
    if (i < n && tok[i] == '-')
        ++i;
    bool mantissaDigit = false;
    bool nonZeroDigit = false;
    while (i < n && tok[i] >= '0' && tok[i] <= '9') {
        mantissaDigit = true;
        nonZeroDigit |= tok[i] != '0';
        ++i;
    }
    if (i < n && tok[i] == '.') {
        ++i;
        while (i < n && tok[i] >= '0' && tok[i] <= '9') {
            mantissaDigit = true;
            nonZeroDigit |= tok[i] != '0';
            ++i;
        }
    }
    if (!mantissaDigit)
        return false;
    if (i < n && (tok[i] == 'e' || tok[i] == 'E')) {
        ++i;
        if (i < n && (tok[i] == '+' || tok[i] == '-'))
            ++i;
        bool expDigit = false;
        while (i < n && tok[i] >= '0' && tok[i] <= '9') {
            expDigit = true;
            ++i;
        }
        if (!expDigit)
            return false;
    }
    if (i != n)
        return false;
    const double v = std::strtod(tok.constData(), nullptr); // tok is NUL-terminated by QByteArray
    return std::isinf(v) || (v == 0 && nonZeroDigit);
}

} // namespace

// Replaces every non-finite token outside strings by a JSON string holding the marker and the
// original token. Returns false (and leaves `out` alone) if there is none.
bool patchNonFinite(const QByteArray &in, QByteArray *out, std::vector<Patch> *patches)
{
    QByteArray result;
    bool changed = false;
    bool inString = false;
    const qsizetype n = in.size();
    qsizetype copiedUpTo = 0;
    for (qsizetype i = 0; i < n;) {
        const char c = in[i];
        if (inString) {
            if (c == '\\')
                i += 2;
            else {
                if (c == '"')
                    inString = false;
                ++i;
            }
            continue;
        }
        if (c == '"') {
            inString = true;
            ++i;
            continue;
        }
        if (!isTokenChar(c)) {
            ++i;
            continue;
        }
        qsizetype j = i;
        while (j < n && isTokenChar(in[j]))
            ++j;
        const QByteArray tok = in.mid(i, j - i);
        if (isNonFiniteToken(tok)) {
            if (!changed)
                result.reserve(n + 64);
            changed = true;
            result.append(in.constData() + copiedUpTo, i - copiedUpTo);
            QByteArray replacement = "\"\\u0001gpuk-non-finite:" + tok + '"';
            patches->push_back(Patch{i, j - i, replacement.size()});
            result.append(replacement);
            copiedUpTo = j;
        }
        i = j;
    }
    if (!changed)
        return false;
    result.append(in.constData() + copiedUpTo, n - copiedUpTo);
    *out = std::move(result);
    return true;
}

qsizetype mapToOriginal(qsizetype offset, const std::vector<Patch> &patches)
{
    qsizetype delta = 0;
    for (const Patch &p : patches) {
        const qsizetype patchedStart = p.origPos + delta;
        if (offset < patchedStart)
            break;
        if (offset < patchedStart + p.newLen)
            return p.origPos;
        delta += p.newLen - p.origLen;
    }
    return offset - delta;
}

void lineAndColumn(const QByteArray &text, qsizetype offset, qsizetype *line, qsizetype *column)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    qsizetype l = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i)
        if (text[i] == '\n') {
            ++l;
            lineStart = i + 1;
        }
    *line = l;
    *column = offset - lineStart + 1;
}

} // namespace gpuk
