#include "ui/shell/legenddialog.h"

#include "ui/canvas/kitchen/kitchenpainter.h"
#include "ui/canvas/technical/technicalpainter.h"
#include "ui/text/words.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpuk {

namespace {

ColorScheme schemeOf(const QWidget *w)
{
    return w->palette().color(QPalette::Window).lightnessF() < 0.5 ? ColorScheme::Dark : ColorScheme::Light;
}

} // namespace

LegendDialog::LegendDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("legendDialog"));
    setModal(false);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("legendTabs"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    resize(820, 640);
    rebuild();
}

std::vector<LegendDialog::Group> LegendDialog::groups()
{
    using G = CanvasGlyph;
    return {
        {true, Mode::Exclusive, {G::SmIdle, G::SmBusy, G::MemoryUsed, G::KvCache, G::Queue, G::FaultFlash}},
        {false, Mode::Mig, {G::MigRoom, G::SmNotExposed, G::SmFree, G::SmStranded, G::SmUnusable, G::MemoryUnused}},
        {false, Mode::Mps, {G::MpsPool, G::MpsClient}},
        {false, Mode::Vgpu, {G::VgpuStall, G::TurnBlock}},
        {false, Mode::Timeslice, {G::TurnBlock}},
        {false, Mode::Quota, {G::QuotaMeter, G::QuotaThrottled}},
        {false, Mode::Exclusive, {G::ExclusiveGpu}},
    };
}

QImage LegendDialog::swatch(Skin skin, CanvasGlyph glyph, ColorScheme scheme, const QSize &size, const QFont &font)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    if (skin == Skin::Kitchen)
        KitchenPainter::paintGlyph(p, QRectF(QPointF(0, 0), size), glyph, scheme, font);
    else
        TechnicalPainter::paintGlyph(p, QRectF(QPointF(0, 0), size), glyph, scheme, font);
    return image;
}

QString LegendDialog::meaning(Skin skin, CanvasGlyph glyph)
{
    const bool k = skin == Skin::Kitchen;
    switch (glyph) {
    case CanvasGlyph::SmIdle:
        return k ? tr("A cold burner: an SM nobody cooks on right now.")
                 : tr("An SM cell, grey or blue: an SM no tenant runs on right now.");
    case CanvasGlyph::SmBusy:
        return k ? tr("A flame in a chef team's colour: that team's work runs on this SM.")
                 : tr("An SM cell in a tenant's colour: the tenant's work runs on this SM (in MIG: its instance owns it).");
    case CanvasGlyph::SmFree:
        return k ? tr("The dashed outline of a burner: a free place, no private room built here yet.")
                 : tr("A pale cell with a dashed edge: a free SM slice, no instance placed here yet.");
    case CanvasGlyph::SmStranded:
        return k ? tr("Burners boarded up in amber: stranded by the layout, no room can use them.")
                 : tr("Amber hatching: SMs stranded by the layout, no instance can use them.");
    case CanvasGlyph::SmUnusable:
        return k ? tr("Burners boarded up in wood: lost by turning on MIG at all.")
                 : tr("Grey cross-hatching: SMs lost by turning on MIG at all.");
    case CanvasGlyph::SmNotExposed:
        return k ? tr("A lid in the room's colour: a burner of the room its size does not let it use.")
                 : tr("Hatching in the instance's colour: an SM of the instance its profile does not expose.");
    case CanvasGlyph::MemoryUsed:
        return k ? tr("A full jar on a pantry shelf: memory a team holds.")
                 : tr("A memory slot filling in the tenant's colour: the share of its memory in use.");
    case CanvasGlyph::MemoryUnused:
        return k ? tr("An empty shelf: memory no private room owns.")
                 : tr("A hatched slot with a dashed edge: memory no instance owns.");
    case CanvasGlyph::KvCache:
        return k ? tr("A jar of paper slips: an LLM's notes on its open orders (its KV cache).")
                 : tr("A lighter band marked KV: the part of the memory in use that is an LLM's KV cache.");
    case CanvasGlyph::Queue:
        return k ? tr("Guests waiting at the door: requests in the queue.")
                 : tr("Small bars beside a tenant's name: one per waiting request, + when there are more.");
    case CanvasGlyph::FaultFlash:
        return k ? tr("A kitchen fire: a fault, over everyone it takes down (its blast radius).")
                 : tr("An orange flash: a fault, over everyone it takes down (its blast radius); only a ring when the GPU keeps running.");
    case CanvasGlyph::MigRoom:
        return k ? tr("Brick walls: a private room (a GPU instance), its burners rimmed in the team's colour.")
                 : tr("Thick walls in a tenant's colour: a GPU instance with its own SMs and memory slices.");
    case CanvasGlyph::MpsPool:
        return k ? tr("One open stove: any team may light any burner, up to its cap.")
                 : tr("A dashed fence around the SMs: the one MPS pool, any client up to its cap.");
    case CanvasGlyph::MpsClient:
        return k ? tr("An apron in a team's colour: a chef team (an MPS client) at the open stove.")
                 : tr("A square in a tenant's colour: an MPS client in the legend.");
    case CanvasGlyph::TurnBlock:
        return k ? tr("The stove in one team's colour: its turn (its time slice); the others wait.")
                 : tr("Blocks in tenants' colours: the rotation of turns (time slices); hatched: a turn nobody takes.");
    case CanvasGlyph::VgpuStall:
        return k ? tr("A striped awning: a food-court stall, one virtual machine.")
                 : tr("A square in a tenant's colour: a virtual machine in the legend.");
    case CanvasGlyph::QuotaMeter:
        return k ? tr("A gas meter: how much of its share a team has left (its token bucket).")
                 : tr("A bar filling in the tenant's colour: its token bucket, how much of its share is left.");
    case CanvasGlyph::QuotaThrottled:
        return k ? tr("A red meter and a shut valve: the team waits for its meter, even with burners free.")
                 : tr("A red bar and a pause mark: the container is throttled, it waits even with SMs idle.");
    case CanvasGlyph::ExclusiveGpu:
        return k ? tr("A small kitchen with one big pot: a whole GPU for one team.")
                 : tr("A small GPU in a tenant's colour: a whole GPU for one tenant.");
    }
    return {};
}

QStringList LegendDialog::sceneMarks(Skin skin)
{
    if (skin == Skin::Kitchen)
        return {tr("A sign over each private room: its size (a MIG profile such as 2g.10gb), its chef team, its burners and pantry; "
                   "a note over each stretch no room covers says whether a new room still fits there."),
                tr("The pass between the stove and the pantry: how fast ingredients reach the burners (memory bandwidth). Red "
                   "shelves: a room's pass is crowded, and its team cooks that many times slower."),
                tr("Smoke over the open stove: the more teams cook at once, and the more crowded the pass, the thicker the smoke, "
                   "and the more the teams get in each other's way."),
                tr("The timetable under the stove: the order of turns (time-slicing, vGPU), with a kitchen timer whose hand runs "
                   "once per turn."),
                tr("A plate with a red frame over a cold stove (software slicing): teams wait for their gas meters while burners "
                   "are free.")};
    return {tr("A sign at the top of each MIG room: its profile (such as 2g.10gb), its tenants, its SMs and memory, and its "
               "queue; a note over each slice no room covers says free or stranded."),
            tr("The slice clock beside the turn strip (time-slicing, vGPU): its hand runs once per time slice, and its label "
               "names who holds the GPU now."),
            tr("A red badge \"DRAM congested ×N\" and a red wall on the memory: the clients together ask for more bandwidth "
               "than the GPU has, so every kernel takes N times as long (MPS; in MIG, per room)."),
            tr("A red plate over idle SMs (software slicing): containers wait for their token buckets while SMs are free.")};
}

QWidget *LegendDialog::page(Skin skin)
{
    auto *scroll = new QScrollArea;
    scroll->setObjectName(skin == Skin::Kitchen ? QStringLiteral("legendKitchen") : QStringLiteral("legendTechnical"));
    scroll->setWidgetResizable(true);
    auto *content = new QWidget;
    auto *grid = new QGridLayout(content);
    grid->setColumnStretch(1, 1);
    const int side = std::max(48, fontMetrics().height() * 4);
    const qreal dpr = devicePixelRatioF();
    int row = 0;
    for (const Group &g : groups()) {
        auto *heading = new QLabel(g.common ? tr("Parts every mode shows") : Words::modeDescription(g.mode, skin));
        heading->setObjectName(g.common ? QStringLiteral("legendGroup:common")
                                        : QStringLiteral("legendGroup:%1").arg(int(g.mode)));
        QFont hf = heading->font();
        hf.setBold(true);
        heading->setFont(hf);
        heading->setWordWrap(true);
        grid->addWidget(heading, row++, 0, 1, 2);
        for (CanvasGlyph glyph : g.glyphs) {
            QImage img = swatch(skin, glyph, schemeOf(this), QSize(side, side) * dpr, font());
            img.setDevicePixelRatio(dpr);
            auto *sw = new QLabel;
            sw->setObjectName(QStringLiteral("glyph:%1").arg(int(glyph)));
            sw->setPixmap(QPixmap::fromImage(img));
            sw->setFixedSize(side, side);
            auto *words = new QLabel(meaning(skin, glyph));
            words->setWordWrap(true);
            words->setObjectName(QStringLiteral("meaning:%1").arg(int(glyph)));
            grid->addWidget(sw, row, 0);
            grid->addWidget(words, row++, 1);
        }
    }
    auto *heading = new QLabel(tr("Marks only a running scene shows"));
    heading->setObjectName(QStringLiteral("legendGroup:scene"));
    QFont hf = heading->font();
    hf.setBold(true);
    heading->setFont(hf);
    grid->addWidget(heading, row++, 0, 1, 2);
    int mark = 0;
    for (const QString &text : sceneMarks(skin)) {
        auto *words = new QLabel(text);
        words->setWordWrap(true);
        words->setObjectName(QStringLiteral("sceneMark:%1").arg(mark++));
        grid->addWidget(words, row++, 0, 1, 2);
    }
    grid->setRowStretch(row, 1);
    scroll->setWidget(content);
    return scroll;
}

void LegendDialog::rebuild()
{
    setWindowTitle(tr("Legend"));
    const QSignalBlocker block(m_tabs);
    while (m_tabs->count() > 0) {
        QWidget *w = m_tabs->widget(0);
        m_tabs->removeTab(0);
        delete w;
    }
    const Skin first = m_skin;
    const Skin second = first == Skin::Kitchen ? Skin::Technical : Skin::Kitchen;
    for (Skin s : {first, second})
        m_tabs->addTab(page(s), s == Skin::Kitchen ? tr("Kitchen") : tr("Technical"));
    m_tabs->setCurrentIndex(0);
}

void LegendDialog::setSkin(Skin skin)
{
    if (skin == m_skin && m_tabs->count() == 2)
        return;
    m_skin = skin;
    rebuild();
}

void LegendDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        rebuild();
    QDialog::changeEvent(event);
}

} // namespace gpuk
