#include "ui/text/format.h"

#include <QLocale>

#include <cmath>

namespace gpuk {

QString localeNumber(double value, int maxDecimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("–");
    QString s = QLocale().toString(value, 'f', maxDecimals);
    const QChar dp = QLocale().decimalPoint().isEmpty() ? QLatin1Char('.') : QLocale().decimalPoint().at(0);
    if (s.contains(dp)) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(dp))
            s.chop(1);
    }
    return s;
}

namespace {
bool isCjk(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x3000 && u <= 0x303f)    // CJK punctuation: 。、「」
        || (u >= 0x3400 && u <= 0x4dbf)    // CJK extension A
        || (u >= 0x4e00 && u <= 0x9fff)    // CJK unified ideographs
        || (u >= 0xff00 && u <= 0xff0f)    // full-width punctuation: （）！，
        || (u >= 0xff1a && u <= 0xff20)    // ：；？
        || (u >= 0xff3b && u <= 0xff40) || (u >= 0xff5b && u <= 0xff65);
}
} // namespace

QString tidyCjkSpacing(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char(' ') && i > 0 && i + 1 < text.size() && isCjk(text[i - 1]) && isCjk(text[i + 1]))
            continue;
        out += text[i];
    }
    return out;
}

} // namespace gpuk
