#include "io/texttable.h"

#include <algorithm>

namespace gpuk {

int displayWidth(const QString &s)
{
    int w = 0;
    for (QChar c : s) {
        const ushort u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115f) || (u >= 0x2e80 && u <= 0xa4cf) || (u >= 0xac00 && u <= 0xd7a3)
                || (u >= 0xf900 && u <= 0xfaff) || (u >= 0xfe30 && u <= 0xfe4f) || (u >= 0xff00 && u <= 0xff60)
                || (u >= 0xffe0 && u <= 0xffe6);
        w += wide ? 2 : 1;
    }
    return w;
}

namespace {

QString padText(const QString &s, int width, bool right)
{
    const QString fill(std::max(0, width - displayWidth(s)), QLatin1Char(' '));
    return right ? fill + s : s + fill;
}

} // namespace

QString renderTable(const QList<QStringList> &rows, const QSet<int> &rightAligned, const QString &indent)
{
    QList<int> widths;
    for (const auto &row : rows)
        for (int i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths[i], displayWidth(row[i]));
        }
    QString out;
    for (const auto &row : rows) {
        QString line = indent;
        for (int i = 0; i < row.size(); ++i) {
            if (i)
                line += QStringLiteral("  ");
            line += padText(row[i], widths[i], rightAligned.contains(i));
        }
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        out += line + QLatin1Char('\n');
    }
    return out;
}

QString csvField(const QString &s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n'))
        && !s.contains(QLatin1Char('\r')))
        return s;
    QString e = s;
    e.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + e + QLatin1Char('"');
}

} // namespace gpuk
