#pragma once

// Text helpers shared by every view: numbers in the user's locale and Chinese spacing of
// sentences built from translated templates. No painting here (ui/canvas/painthelpers).

#include <QString>

namespace gpuk {

// Locale-aware number with at most `maxDecimals` decimals and no trailing zeros ("19.5", "40").
QString localeNumber(double value, int maxDecimals = 2);

// Chinese typography for sentences built from translated templates and tenant names: a space
// between two CJK characters (or CJK punctuation) is dropped ("向量嵌入 团队" -> "向量嵌入团队"),
// a space between CJK and Latin letters or digits stays ("GPU 上", "2 ms"). Other text is unchanged.
QString tidyCjkSpacing(const QString &text);

} // namespace gpuk
