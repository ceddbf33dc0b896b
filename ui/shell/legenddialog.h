#pragma once

// Help → Legend: every glyph the GPU picture draws, in both skins, each swatch painted
// by the painters themselves (TechnicalPainter::paintGlyph, KitchenPainter::paintGlyph; the list
// of glyphs and where each painter draws them is in ui/canvas/canvasglyph.h), with its meaning in
// words, grouped by the parts every mode shows and by mode. Two tabs, the current skin's first.

#include "ui/canvas/canvasglyph.h"
#include "ui/canvas/tenantcolors.h"
#include "sharing/modetraits.h"
#include "ui/text/skin.h"

#include <QDialog>
#include <QImage>

class QTabWidget;

namespace gpuk {

class LegendDialog : public QDialog
{
    Q_OBJECT

public:
    explicit LegendDialog(QWidget *parent = nullptr);

    // The tab of `skin` first and shown.
    void setSkin(Skin skin);
    Skin skin() const { return m_skin; }
    QTabWidget *tabs() const { return m_tabs; }

    // A glyph as the legend shows it: painted by the skin's painter into an image of `size`.
    static QImage swatch(Skin skin, CanvasGlyph glyph, ColorScheme scheme, const QSize &size, const QFont &font);
    // The meaning of a glyph in the skin's words.
    static QString meaning(Skin skin, CanvasGlyph glyph);
    // The marks only a running scene draws (a room's sign, the slice clock, the congestion badge,
    // the pass, the smoke, the idle-on-throttle plate, the timetable), in words: they need a whole
    // scene, so the legend says them without a swatch.
    static QStringList sceneMarks(Skin skin);
    // The groups of the legend: "" for the parts every mode shows, else the mode's glyphs.
    struct Group
    {
        bool common = false;
        Mode mode{};
        std::vector<CanvasGlyph> glyphs;
    };
    static std::vector<Group> groups();

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    QWidget *page(Skin skin);

    Skin m_skin = Skin::Technical;
    QTabWidget *m_tabs = nullptr;
};

} // namespace gpuk
