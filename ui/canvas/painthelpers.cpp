#include "ui/canvas/painthelpers.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTransform>

#include <algorithm>
#include <cmath>

namespace gpuk {

QFont pixelFont(const QFont &base, qreal px, bool bold)
{
    QFont f = base;
    f.setPixelSize(std::max(1, int(std::lround(px))));
    f.setBold(bold);
    return f;
}

void drawFitted(QPainter &p, const QRectF &rect, const QString &text, QFont font, int flags,
                qreal minPx, bool wrap)
{
    if (text.isEmpty() || rect.width() < 4 || rect.height() < 4)
        return;
    const int start = std::max(1, font.pixelSize());
    const int stop = std::max(1, int(std::lround(minPx)));
    for (int px = start; px >= stop; --px) {
        font.setPixelSize(px);
        const QFontMetricsF fm(font);
        if (wrap) {
            const QRectF b = fm.boundingRect(rect, flags | Qt::TextWordWrap, text);
            if (b.height() <= rect.height() + 0.5 && b.width() <= rect.width() + 0.5) {
                p.setFont(font);
                p.drawText(rect, flags | Qt::TextWordWrap, text);
                return;
            }
        } else if (fm.horizontalAdvance(text) <= rect.width() && fm.height() <= rect.height() + 1) {
            p.setFont(font);
            p.drawText(rect, flags | Qt::TextSingleLine, text);
            return;
        }
    }
    font.setPixelSize(stop);
    const QFontMetricsF fm(font);
    p.setFont(font);
    QString one = text;
    one.replace(QLatin1Char('\n'), QLatin1Char(' '));
    p.drawText(rect, (flags & ~Qt::TextWordWrap) | Qt::TextSingleLine,
               fm.elidedText(one, Qt::ElideRight, rect.width()));
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

QColor withAlpha(QColor c, qreal alpha)
{
    c.setAlphaF(float(alpha));
    return c;
}

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

QPainterPath roundedPath(const QRectF &r, qreal radius)
{
    QPainterPath path;
    path.addRoundedRect(r, radius, radius);
    return path;
}

void fillHatched(QPainter &p, const QPainterPath &path, const QColor &base, const QColor &hatch,
                 Qt::BrushStyle style)
{
    p.fillPath(path, base);
    QBrush b(hatch, style);
    const qreal s = std::max(1.0, path.boundingRect().height() / 14.0);
    b.setTransform(QTransform::fromScale(s, s));
    p.fillPath(path, b);
}

} // namespace gpuk
