#include "ui/canvas/painthelpers.h"

#include "ui/canvas/tenantcolors.h"
#include "ui/picture/gpulayout.h"

#include <QFontInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPaintEngine>
#include <QPainter>
#include <QRegularExpression>
#include <QScreen>
#include <QStaticText>
#include <QTextLayout>
#include <QStringList>
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

qreal fontPixelSize(const QFont &font)
{
    if (font.pixelSize() > 0)
        return font.pixelSize();
    // QFontInfo resolves a point size at the screen's logical DPI (96 on most desktops and the
    // offscreen platform; unchanged by QT_SCALE_FACTOR, which scales logical pixels).
    const qreal pt = font.pointSizeF() > 0 ? font.pointSizeF() : QFontInfo(font).pointSizeF();
    const qreal dpi = qGuiApp && QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->logicalDotsPerInchY() : 96.0;
    return pt * dpi / 72.0;
}

qreal canvasTextPx(const QFont &widgetFont, qreal zoom, const QSizeF &canvas)
{
    // A large canvas grows the words with it, as a 1/70 of its width or 1/45 of its height
    // would be (what the picture's proportions give its smallest words), up to 1.6 times.
    const qreal byCanvas = canvas.isEmpty() ? 0 : std::min(canvas.width() / 70.0, canvas.height() / 45.0);
    const qreal growth = std::clamp(byCanvas / minCanvasTextPx, 1.0, 1.6);
    return std::max(minCanvasTextPx, fontPixelSize(widgetFont)) * std::max(0.1, zoom) * growth;
}

qreal textLineHeight(const QFont &font, const QString &text)
{
    // "Ág" for the Latin ascent and descent, "字" for the Chinese fallback font's.
    static const QString sample = QStringLiteral(u"Ág字");
    const QFontMetricsF fm(font);
    const QString &words = text.isEmpty() ? sample : text;
    return std::max(fm.height(), fm.boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine, words).height());
}

qreal lineHeightRatio(const QFont &font, bool cjk)
{
    return textLineHeight(pixelFont(font, 100), cjk ? QStringLiteral(u"Ág字") : QStringLiteral(u"Ág")) / 100.0;
}

namespace {

CanvasTextObserver &textObserver()
{
    static CanvasTextObserver observer;
    return observer;
}

// The widest word of `text`; a wrapped text never breaks one. Words end at spaces and line
// breaks, and Chinese text may break between any two characters.
qreal widestWord(const QFontMetricsF &fm, const QString &text)
{
    static const QRegularExpression breaks(QStringLiteral("[\\s\\x{2E80}-\\x{9FFF}\\x{F900}-\\x{FAFF}\\x{FF00}-\\x{FFEF}]+"));
    qreal widest = 0;
    for (const QString &word : text.split(breaks, Qt::SkipEmptyParts))
        widest = std::max(widest, fm.horizontalAdvance(word));
    return widest;
}

} // namespace

int fittedPixelSize(const QRectF &rect, const QString &text, QFont font, int flags, qreal minPx, bool wrap)
{
    if (text.isEmpty() || rect.width() < 4 || rect.height() < 4)
        return 0;
    const int start = std::max(1, font.pixelSize());
    const int stop = std::max(1, int(std::lround(minPx)));
    for (int px = start; px >= stop; --px) {
        font.setPixelSize(px);
        const QFontMetricsF fm(font);
        if (wrap) {
            // A word wider than the rect would stick out of it, whatever boundingRect says.
            const int wrapFlags = (flags & ~Qt::AlignVertical_Mask) | Qt::AlignTop | Qt::TextWordWrap;
            const QRectF b = fm.boundingRect(QRectF(0, 0, rect.width(), 1e6), wrapFlags, text);
            if (b.height() <= rect.height() + 0.5 && b.width() <= rect.width() + 0.5
                && widestWord(fm, text) <= rect.width() + 0.5)
                return px;
        } else if (fm.horizontalAdvance(text) <= rect.width() && textLineHeight(font, text) <= rect.height() + 0.5) {
            return px;
        }
    }
    return 0;
}

CanvasTextObserver setCanvasTextObserver(CanvasTextObserver observer)
{
    std::swap(textObserver(), observer);
    return observer;
}

void noteCanvasText(const QString &text, const QFont &font, const QRectF &box, int flags, bool elided)
{
    const CanvasTextObserver &observer = textObserver();
    if (!observer || text.isEmpty())
        return;
    DrawnText d;
    d.text = text;
    d.font = font;
    d.box = box;
    d.elided = elided;
    const int layoutFlags = (flags & ~Qt::AlignVertical_Mask) | Qt::AlignTop;
    d.needed = QFontMetricsF(font).boundingRect(QRectF(0, 0, box.width(), 1e6), layoutFlags, text).height();
    observer(d);
}

void drawLabel(QPainter &p, const QRectF &rect, int flags, const QString &text)
{
    if (text.isEmpty() || rect.width() < 1)
        return;
    const QFontMetricsF fm(p.font());
    const QString shown = fm.horizontalAdvance(text) <= rect.width() ? text : fm.elidedText(text, Qt::ElideRight, rect.width());
    p.drawText(rect, (flags & ~Qt::TextWordWrap) | Qt::TextSingleLine, shown);
    noteCanvasText(shown, p.font(), rect, (flags & ~Qt::TextWordWrap) | Qt::TextSingleLine, shown != text);
}

void drawStaticLabel(QPainter &p, const QPointF &topLeft, const QStaticText &text, const QRectF &box)
{
    p.drawStaticText(topLeft, text);
    noteCanvasText(text.text(), p.font(), box, Qt::AlignLeft | Qt::TextWordWrap);
}

bool textFits(const QRectF &rect, const QString &text, const QFont &font, int flags, qreal minPx, bool wrap)
{
    return fittedPixelSize(rect, text, font, flags, minPx, wrap) > 0;
}

void drawFitted(QPainter &p, const QRectF &rect, const QString &text, QFont font, int flags,
                qreal minPx, bool wrap)
{
    if (text.isEmpty() || rect.width() < 4 || rect.height() < 4)
        return;
    if (const int px = fittedPixelSize(rect, text, font, flags, minPx, wrap)) {
        font.setPixelSize(px);
        p.setFont(font);
        p.drawText(rect, wrap ? flags | Qt::TextWordWrap : flags | Qt::TextSingleLine, text);
        noteCanvasText(text, font, rect, wrap ? flags | Qt::TextWordWrap : flags | Qt::TextSingleLine);
        return;
    }
    font.setPixelSize(std::max(1, int(std::lround(minPx))));
    const QFontMetricsF fm(font);
    p.setFont(font);
    if (wrap) {
        // As many whole lines as the rect holds, each elided to its width, the last one with
        // the rest of the words.
        QTextLayout layout(text, font);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        QList<std::pair<int, qreal>> lines; // start of each line's text, its height
        qreal height = 0;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(rect.width());
            if (height + line.height() > rect.height() + 0.5)
                break;
            lines.append({line.textStart(), line.height()});
            height += line.height();
        }
        layout.endLayout();
        if (lines.size() >= 2) {
            qreal y = rect.top();
            if (flags & Qt::AlignVCenter)
                y += (rect.height() - height) / 2;
            else if (flags & Qt::AlignBottom)
                y += rect.height() - height;
            const int lineFlags = (flags & Qt::AlignHorizontal_Mask) | Qt::AlignVCenter | Qt::TextSingleLine;
            p.save();
            p.setClipRect(rect, Qt::IntersectClip);
            for (int i = 0; i < lines.size(); ++i) {
                const int end = i + 1 < lines.size() ? lines[i + 1].first : int(text.size());
                QString words = text.mid(lines[i].first, end - lines[i].first).trimmed();
                words.replace(QLatin1Char('\n'), QLatin1Char(' '));
                const QString shown = fm.elidedText(words, Qt::ElideRight, rect.width());
                const QRectF box(rect.left(), y, rect.width(), lines[i].second);
                p.drawText(box, lineFlags, shown);
                noteCanvasText(shown, font, box, lineFlags, shown != words);
                y += lines[i].second;
            }
            p.restore();
            return;
        }
    }
    QString one = text;
    one.replace(QLatin1Char('\n'), QLatin1Char(' '));
    // Elided to the width and clipped to the rect: never drawn outside it.
    p.save();
    p.setClipRect(rect, Qt::IntersectClip);
    const QString elided = fm.elidedText(one, Qt::ElideRight, rect.width());
    p.drawText(rect, (flags & ~Qt::TextWordWrap) | Qt::TextSingleLine, elided);
    p.restore();
    noteCanvasText(elided, font, rect, (flags & ~Qt::TextWordWrap) | Qt::TextSingleLine, true);
}

void drawFittedFirst(QPainter &p, const QRectF &rect, const QStringList &variants, const QFont &font, int flags,
                     qreal minPx, bool wrap)
{
    for (const QString &text : variants)
        if (textFits(rect, text, font, flags, minPx, wrap)) {
            drawFitted(p, rect, text, font, flags, minPx, wrap);
            return;
        }
    if (!variants.isEmpty())
        drawFitted(p, rect, variants.back(), font, flags, minPx, wrap);
}

bool isVectorTarget(const QPainter &p)
{
    const QPaintEngine *e = p.paintEngine();
    return e && (e->type() == QPaintEngine::SVG || e->type() == QPaintEngine::Pdf || e->type() == QPaintEngine::Picture);
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

void drawMigBanner(QPainter &p, const GpuLayout &l, const QString &text, bool warning, const QColor &danger,
                   const QColor &subtle, const QFont &font, qreal px, qreal minPx)
{
    if (text.isEmpty())
        return;
    const QRectF r = l.bannerRect().adjusted(l.gap(), l.gap() * 0.5, -l.gap(), -l.gap() * 0.5);
    if (warning) {
        p.fillPath(roundedPath(r, l.gap()), withAlpha(danger, 0.12));
        p.setPen(QPen(danger, 2));
        p.drawPath(roundedPath(r, l.gap()));
    }
    p.setPen(warning ? danger : subtle);
    drawFitted(p, r.adjusted(l.gap(), 0, -l.gap(), 0), text, pixelFont(font, px, warning), Qt::AlignCenter, minPx, true);
}

void paintFaultBlast(QPainter &p, const QPainterPath &blast, ColorScheme scheme, double alpha, qreal width, bool filled)
{
    const QColor fire = scheme == ColorScheme::Dark ? QColor(0xff, 0x5a, 0x1f) : QColor(0xe6, 0x3b, 0x00);
    if (filled)
        p.fillPath(blast, withAlpha(fire, alpha));
    p.setPen(QPen(withAlpha(fire, std::min(1.0, alpha * 1.6)), width));
    p.setBrush(Qt::NoBrush);
    p.drawPath(blast);
}

} // namespace gpuk
