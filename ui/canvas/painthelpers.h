#pragma once

// Small painting helpers shared by the technical and the kitchen painters: pixel-sized fonts,
// text that is fitted instead of clipped, colour arithmetic and common shapes. The text helpers
// that do not paint (numbers, Chinese spacing) are in ui/text/format.h.

#include <QColor>
#include <QFont>
#include <QPainterPath>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <functional>

class QPainter;
class QStaticText;

namespace gpuk {

// `base` at `px` pixels (at least 1), optionally bold.
QFont pixelFont(const QFont &base, qreal px, bool bold = false);

// ---- The canvas's text size -----------------------------------------------------------------
// THE source of the size of the canvas's words: the pixel size of its smallest ones (figures,
// captions, the key) for the widget's font at `zoom` (1 = 100 %) on a canvas of `canvas` pixels.
// It is the size of the application's own text (so a larger desktop or application font makes
// the picture's words larger too), never below minCanvasTextPx (gpulayout.h), times the zoom,
// times up to 1.6 on a canvas large enough for that (a full-screen picture on a projector: about
// 1/45 of its height). GpuLayout derives the names', headings' and title's sizes from it and
// shrinks all of them together where they would not fit the canvas (never below minCanvasTextPx
// at 100 % or more); words that still do not fit are elided (drawFitted).
qreal canvasTextPx(const QFont &widgetFont, qreal zoom, const QSizeF &canvas = QSizeF());
// The pixel size of `font` on the screen: its pixel size, or its point size at the screen's
// logical DPI.
qreal fontPixelSize(const QFont &font);
// The height of one line of `text` laid out in `font`, with the fallback fonts it needs (Chinese
// glyphs are taller than Latin ones). The default sample holds both, so a row sized with it is
// tall enough for either language.
qreal textLineHeight(const QFont &font, const QString &text = QString());
// One laid-out line per pixel of font size, for the GpuLayout's rows: of Latin words, or with
// `cjk` of Chinese (Japanese, Korean) words among Latin ones.
qreal lineHeightRatio(const QFont &font, bool cjk);

// Draws text inside `rect` without ever clipping it: the font shrinks down to `minPx`, and if the
// text still does not fit it is elided (and clipped to `rect`). `wrap` allows several lines, but
// never breaks a word: a word wider than the rect does not fit; wrapped text that does not fit
// at `minPx` keeps the lines the rect holds, the last one elided.
void drawFitted(QPainter &p, const QRectF &rect, const QString &text, QFont font, int flags,
                qreal minPx, bool wrap = false);
// The largest pixel size from font's down to `minPx` at which `text` fits `rect` whole, or 0.
int fittedPixelSize(const QRectF &rect, const QString &text, QFont font, int flags, qreal minPx, bool wrap = false);
// Whether drawFitted would draw `text` whole (at some size down to `minPx`).
bool textFits(const QRectF &rect, const QString &text, const QFont &font, int flags, qreal minPx, bool wrap = false);
// The first of `variants` (the fullest first) that fits whole, drawn as drawFitted does; the
// last one (elided) when none fits.
void drawFittedFirst(QPainter &p, const QRectF &rect, const QStringList &variants, const QFont &font, int flags,
                     qreal minPx, bool wrap = false);
// One line of `text` in the painter's font inside `rect`, elided to its width (never shrunk):
// for words whose size is chosen already (badges, live figures). The rect should be as tall as
// textLineHeight(font, text), or the descenders are cut.
void drawLabel(QPainter &p, const QRectF &rect, int flags, const QString &text);
// A prepared, word-wrapped QStaticText (words that change rarely, painted every frame) with its
// top left at `topLeft`, in the painter's font; `box` is the rect it is to stay inside.
void drawStaticLabel(QPainter &p, const QPointF &topLeft, const QStaticText &text, const QRectF &box);

// Every word the canvas painters draw passes through the helpers above (drawFitted) or
// drawLabel, or is announced with noteCanvasText: tests install an observer to check what is
// drawn (its size, whether its box is tall enough for its descenders). No observer: no cost.
struct DrawnText
{
    QString text;       // as drawn (elided if it was)
    QFont font;         // pixel-sized
    QRectF box;         // the rect it was drawn in, in the painter's coordinates
    qreal needed = 0;   // the height the words need in that box: their lines as laid out, with the
                        // fallback fonts they use (Chinese glyphs are taller than Latin ones)
    bool elided = false;
};
using CanvasTextObserver = std::function<void(const DrawnText &)>;
// Installs `observer` (empty: none) and returns the one it replaces.
CanvasTextObserver setCanvasTextObserver(CanvasTextObserver observer);
// Tells the observer about words drawn with `flags` in `box` at `font`.
void noteCanvasText(const QString &text, const QFont &font, const QRectF &box, int flags, bool elided = false);

// Whether `p` paints into a vector format (SVG, PDF, a QPicture): the painters then draw
// everything directly instead of through their cached pixmaps, so words stay words.
bool isVectorTarget(const QPainter &p);

QColor withAlpha(QColor c, qreal alpha);

// Linear blend: t = 0 gives a, t = 1 gives b (opaque).
QColor mix(const QColor &a, const QColor &b, qreal t);

QPainterPath roundedPath(const QRectF &r, qreal radius);

// A fill with a diagonal hatch on top, for "wasted" and "not available" cells; the hatch scales
// with the shape so it reads on a projector and at 4K alike.
void fillHatched(QPainter &p, const QPainterPath &path, const QColor &base, const QColor &hatch,
                 Qt::BrushStyle style = Qt::BDiagPattern);

// The fault flash over a blast radius `blast` at `alpha` (it fades and pulses): filled when the
// fault took everyone inside, else only a ring of fire of `width`.
enum class ColorScheme;
void paintFaultBlast(QPainter &p, const QPainterPath &blast, ColorScheme scheme, double alpha, qreal width, bool filled);

// The MIG banner over the sign band (an unplaceable layout, or no room yet), inside the layout's
// banner rect: a warning is framed and tinted in `danger` and set in bold, a note in `subtle`.
class GpuLayout;
void drawMigBanner(QPainter &p, const GpuLayout &layout, const QString &text, bool warning, const QColor &danger,
                   const QColor &subtle, const QFont &font, qreal px, qreal minPx);

} // namespace gpuk
