#include "kitchenpainter.h" // own header by plain name: lupdate then knows the class is gpuk::KitchenPainter

// The kitchen skin, memory: pantry shelves with jars, and the waiting guests.

#include "ui/canvas/kitchen/kitchenparts.h"
#include "ui/canvas/painthelpers.h"
#include "ui/text/format.h"
#include "ui/text/modeui.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <functional>

namespace gpuk {

using namespace kitchenparts;

namespace {

// Where the jars and the boards of a shelf unit in `r` go: one or two rows of jars, each row on a
// board. One geometry for the live shelves (paintPantry) and the empty ones of the static layer.
struct ShelfGrid
{
    QRectF r;
    int rows = 1;
    int perRow = 1;
    qreal rowH = 0, jarH = 0, jarW = 0, pitch = 0, x0 = 0, top = 0;

    ShelfGrid(const QRectF &rect, const GpuLayout &l)
        : r(rect)
    {
        rows = r.height() > l.lineHeight() * 2.2 ? 2 : 1;
        rowH = (r.height() - l.gap()) / rows;
        jarH = rowH * 0.72;
        jarW = std::max(4.0, jarH * 0.62);
        pitch = jarW * 1.35;
        perRow = std::max(1, int((r.width() - l.gap() * 2) / pitch));
        x0 = r.left() + (r.width() - perRow * pitch) / 2 + (pitch - jarW) / 2;
        top = r.top() + l.gap() * 0.5;
    }
    qreal boardY(int row) const { return top + rowH * (row + 1) - rowH * 0.08; }
    QRectF jar(int row, int j) const { return QRectF(x0 + j * pitch, boardY(row) - jarH, jarW, jarH); }
    QRectF board(int row) const { return QRectF(r.left() + 2, boardY(row), r.width() - 4, std::max(2.0, rowH * 0.08)); }
};

} // namespace

void KitchenPainter::paintPantry(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    const CanvasModel::Gpu *g = gpu();
    const qreal spx = l.smallFontPx();
    const qreal minPx = spx;
    const int slotCount = l.memorySlots().size();
    const double perSlot = g->memoryGiB / std::max(1, g->memorySlots);

    // A shelf unit: a back panel, two wooden boards, and jars (filled = memory in use).
    // `fillFor(i, n)` says whose jar i of n is (invalid colour: nobody's), whether it is full and
    // whether it holds an LLM's order notes (its KV cache: a paler jar with a stack of slips);
    // a jar that is somebody's but empty (rented, not used) gets their colour on lid and rim.
    // The back panel is in the static layer (paintShelfBacks); here the jars and the boards.
    auto shelf = [&](const QRectF &r, const std::function<Jar(int, int)> &fillFor) {
        const ShelfGrid grid(r, l);
        const int n = grid.perRow * grid.rows;
        for (int row = 0; row < grid.rows; ++row) {
            for (int j = 0; j < grid.perRow; ++j) {
                const int idx = row * grid.perRow + j; // reading order, top-left first
                const Jar jarLook = fillFor(idx, n);
                const QRectF jar = grid.jar(row, j);
                // Hundreds of antialiased jars a frame: each look is drawn once into a sprite.
                const QByteArray look = "jar"
                    + spriteKey(jarLook.owner.isValid() ? jarLook.owner.rgba() : 0u, c.jarGlass.rgba(), c.jarEdge.rgba(),
                                c.woodDark.rgba(), jarLook.full, jarLook.notes, c.scheme == ColorScheme::Dark);
                blit(p, jar.adjusted(-2, -2, 2, 2), look,
                     [&](QPainter &jp) { paintJar(jp, c, jar, jarLook); });
            }
            p.fillRect(grid.board(row), c.wood);
        }
    };

    QString caption;
    bool anyNotes = false;
    if (migEnabled()) {
        for (int i = 0; i < slotCount; ++i) {
            const GpuLayout::MemorySlot &m = l.memorySlots()[i];
            if (m.instance < 0)
                continue; // an empty shelf, in the static layer
            const int k = roomTenant(m.instance);
            const QColor tc = tenantColor(k, c.scheme);
            double fill = 0;
            if (m_snapshot && i < int(m_snapshot->memorySlotFill.size())) {
                fill = m_snapshot->memorySlotFill[size_t(i)];
            } else {
                // The static plan: the room's models spread over its shelves.
                const CanvasModel::Room *room = m_model->room(m.instance);
                fill = room && room->memoryGiB > 0 ? room->modelsGb / room->memoryGiB : 0;
            }
            fill = std::clamp(fill, 0.0, 1.0);
            const double kv = m_snapshot && i < int(m_snapshot->memorySlotKvFill.size())
                ? std::clamp(m_snapshot->memorySlotKvFill[size_t(i)], 0.0, fill) : 0.0;
            anyNotes = anyNotes || kv > 0;
            // Anything on the shelf shows as at least one full jar; an LLM's notes as at least one too.
            shelf(m.rect, [&](int j, int n) {
                const int full = fill > 0 ? std::max(1, int(std::lround(fill * n))) : 0;
                const int notes = kv > 0 ? std::clamp(int(std::lround(kv * n)), 1, full) : 0;
                return Jar{tc, j < full, j >= full - notes && j < full, k};
            });
            // The shelf number on a small tag in the team's colour.
            const QFont nf = pixelFont(m_font, spx, true);
            const QString num = QLocale().toString(i);
            const qreal tw = advance(nf, num) + l.gap() * 1.5;
            const qreal numH = textLineHeight(nf, num);
            const QRectF tag(m.rect.left() + 2, m.rect.top() + 2, tw, std::max(numH, std::min(m.rect.height() * 0.4, numH + 2)));
            blit(p, tag.adjusted(-1, -1, 1, 1), "tag" + num.toUtf8() + ',' + QByteArray::number(tc.rgba()) + ',' + nf.toString().toUtf8(),
                 [&](QPainter &tp) {
                     tp.fillPath(roundedPath(tag, 3), tc);
                     tp.setPen(contrastingTextColor(tc));
                     tp.setFont(nf);
                     drawLabel(tp, tag, Qt::AlignCenter, num);
                 });
        }
        caption = tr("Pantry: %1 shelves of about %2 GB; every room has its own shelves and pass. Full jars = memory in use.")
                      .arg(slotCount)
                      .arg(localeNumber(perSlot, 1));
        // A room whose own pass is crowded (its share of DRAM bandwidth): its shelves get a red
        // frame, as the technical skin frames the instance's memory slots.
        int crowded = -1;
        double worst = CanvasModel::congestedAt;
        for (int i = 0; m_snapshot && i < slotCount; ++i) {
            const GpuLayout::MemorySlot &m = l.memorySlots()[i];
            const int k = m.instance >= 0 ? roomTenant(m.instance) : -1;
            if (!m_model->congested(k))
                continue;
            p.setPen(QPen(c.danger, std::max(3.0, l.gap() * 0.8)));
            p.setBrush(Qt::NoBrush);
            p.drawPath(roundedPath(m.rect, l.gap() * 0.6));
            if (m_snapshot->tenants[size_t(k)].congestion > worst) {
                worst = m_snapshot->tenants[size_t(k)].congestion;
                crowded = k;
            }
        }
        if (crowded >= 0)
            caption = tidyCjkSpacing(tr("Red shelves: the pass inside %1's room is crowded, cooking %2× slower.")
                                         .arg(tenantName(crowded), localeNumber(worst, 2)))
                + QLatin1Char(' ') + caption;
        bool guests = false;
        for (size_t k = 0; m_snapshot && k < m_snapshot->tenants.size(); ++k)
            guests = guests || queuedOf(int(k)) > 0;
        if (guests)
            caption += QLatin1Char(' ') + tr("Figures = waiting guests.");
    } else {
        const QRectF bar = l.memoryBarRect();
        // vGPU: the framebuffers split the whole nominal memory (CanvasModel::memoryCapacityGiB).
        const double capacity = std::max(1e-9, m_model->memoryCapacityGiB());
        // Who keeps how much on the shelf, in legend order: the part a team holds (vGPU: the
        // framebuffer its stall rents) and how much of it is in use.
        struct Part { int tenant; double held; double used; double notes; };
        std::vector<Part> parts;
        double used = 0;
        if (sharesGpu(mode())) {
            for (const CanvasModel::LegendRow &row : m_model->legend()) {
                const int k = row.tenant;
                const CanvasModel::LiveTenant *v = m_model->liveTenant(k);
                double held = v ? v->memoryUsedGb : row.heldGiB;
                double inUse = held;
                if (m_model->memoryBlocks()) { // vGPU: the rented framebuffer; software slicing: the quota
                    held = row.heldGiB;
                    inUse = v ? v->memoryUsedGb : row.modelGb;
                }
                const double notes = v ? std::min(v->kvGb, std::min(inUse, held)) : 0.0;
                anyNotes = anyNotes || notes > 0;
                parts.push_back({k, held, std::min(inUse, held), notes});
                used += held;
            }
        }
        shelf(bar, [&](int j, int n) {
            double at = (j + 0.5) / n * capacity;
            for (const Part &part : parts) {
                if (at < part.held)
                    return Jar{tenantColor(part.tenant, c.scheme), at < part.used,
                               at < part.used && at >= part.used - part.notes, part.tenant};
                at -= part.held;
            }
            return Jar{};
        });
        if (m_model->memoryBlocks()) {
            // Each team's shelf space as its own fenced section, in its colour.
            qreal x = bar.left();
            for (const Part &part : parts) {
                const qreal w = std::min(bar.right() - x, bar.width() * part.held / capacity);
                if (w > 3) {
                    p.setPen(QPen(tenantColor(part.tenant, c.scheme), 2));
                    p.setBrush(Qt::NoBrush);
                    p.drawRoundedRect(QRectF(x + 1, bar.top() + 1, w - 2, bar.height() - 2), 3, 3);
                }
                x += std::max<qreal>(0, w);
                if (x >= bar.right())
                    break;
            }
        }
        const bool over = used > capacity + 1e-9;
        if (over) {
            p.setPen(QPen(c.danger, 3));
            p.drawPath(roundedPath(bar, l.gap() * 0.6));
        }
        switch (mode()) {
        case Mode::Mps:
            caption = tr("Pantry: one open store of %1 GB for every team; their models fill %2 GB of it.")
                          .arg(localeNumber(capacity, 1), localeNumber(used, 1));
            break;
        case Mode::Timeslice:
            caption = tr("Pantry: one store of %1 GB with no fences between the teams; their models fill %2 GB.")
                          .arg(localeNumber(capacity, 1), localeNumber(used, 1));
            break;
        case Mode::Vgpu:
            caption = tr("Pantry: every stall rents a fixed shelf (coloured lids); %1 of %2 GB are rented out, full jars are in use.")
                          .arg(localeNumber(used, 1), localeNumber(capacity, 1));
            break;
        case Mode::Quota:
            caption = tr("Pantry: every team has a shelf quota (coloured lids), checked at each jar it takes; %1 of %2 GB are handed out.")
                          .arg(localeNumber(used, 1), localeNumber(capacity, 1));
            break;
        case Mode::Exclusive:
        case Mode::Mig:
            caption = tr("Pantry of one kitchen: %1 GB.").arg(localeNumber(capacity, 1));
            break;
        }
        if (over)
            caption += QLatin1Char(' ') + tr("Overfull by %1 GB!").arg(localeNumber(used - capacity, 1));
    }
    if (anyNotes)
        caption += QLatin1Char(' ') + tr("Jars of slips = KV cache: a slip per word served, emptied when the order leaves.");
    p.setPen(c.subtle);
    fitted(p, l.memoryCaptionRect().adjusted(0, l.gap() * 0.3, 0, 0), caption, pixelFont(m_font, spx),
           Qt::AlignLeft | Qt::AlignVCenter, minPx);
}

// One jar: `full` jars in the owner's colour (an LLM's notes paler, with slips of paper), an
// owner's empty jar with their colour on lid and rim, nobody's jar of glass.
void KitchenPainter::paintJar(QPainter &p, const Palette &c, const QRectF &jar, const Jar &look)
{
    const auto [owner, full, notes, tenant] = look;
    const qreal jarW = jar.width(), jarH = jar.height();
    const QRectF lid(jar.left() + jarW * 0.12, jar.top(), jarW * 0.76, jarH * 0.16);
    const QRectF body(jar.left(), jar.top() + jarH * 0.14, jarW, jarH * 0.86);
    const QPainterPath bp = roundedPath(body, jarW * 0.22);
    const QColor edge = owner.isValid() ? (c.scheme == ColorScheme::Dark ? owner.lighter(130) : owner.darker(150))
                                        : c.jarEdge;
    paintTenantFill(p, bp, owner.isValid() && full ? tenant : -1,
                    owner.isValid() && full ? (notes ? owner.lighter(160) : owner) : c.jarGlass);
    if (owner.isValid() && full && notes) { // slips of paper stacked in the jar
        p.setPen(QPen(owner.darker(140), 1));
        for (qreal y = body.top() + body.height() * 0.25; y < body.bottom() - 2; y += std::max(3.0, body.height() * 0.18))
            p.drawLine(QPointF(body.left() + jarW * 0.2, y), QPointF(body.right() - jarW * 0.2, y));
    }
    p.setPen(QPen(edge, owner.isValid() && !full ? 2 : 1));
    p.drawPath(bp);
    p.fillRect(lid, owner.isValid() ? owner.darker(115) : c.woodDark);
}

// The pantry's static part (static layer): the shelves' back panels, and MIG's empty shelves whole.
void KitchenPainter::paintShelfBacks(QPainter &p, const Palette &c) const
{
    const GpuLayout &l = layout();
    const qreal spx = l.smallFontPx();
    const qreal minPx = spx;
    auto back = [&](const QRectF &r) {
        const QPainterPath path = roundedPath(r, l.gap() * 0.6);
        p.fillPath(path, c.shelfBack);
        p.setPen(QPen(c.woodDark, 2));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    };
    if (!migEnabled()) {
        back(l.memoryBarRect());
        return;
    }
    for (const GpuLayout::MemorySlot &m : l.memorySlots()) {
        back(m.rect);
        if (m.instance >= 0)
            continue;
        // Nobody's shelf: glass jars, the boards, a veil of floor and its words.
        const ShelfGrid grid(m.rect, l);
        for (int row = 0; row < grid.rows; ++row) {
            for (int j = 0; j < grid.perRow; ++j)
                paintJar(p, c, grid.jar(row, j), Jar{});
            p.fillRect(grid.board(row), c.wood);
        }
        p.fillPath(roundedPath(m.rect, l.gap() * 0.6), withAlpha(c.floor, 0.55));
        p.setPen(c.subtle);
        drawFitted(p, m.rect, tr("empty shelf"), pixelFont(m_font, spx, true), Qt::AlignCenter, minPx);
    }
}

void KitchenPainter::paintGuests(QPainter &p, const Palette &c, const QRectF &r, int queued, const QColor &coat) const
{
    if (queued <= 0 || r.height() < 6 || r.width() < 10)
        return;
    const qreal h = r.height() * 0.92;
    const qreal pitch = h * 0.5;
    const QFont f = pixelFont(m_font, layout().smallFontPx(), true);
    const QString more = tr("+%1").arg(queued);
    const qreal tagW = advance(f, more) + 4;
    const int fit = std::max(0, int((r.width() - tagW - pitch) / pitch));
    const int shown = std::min(queued, fit);
    const QColor skin(0xe8, 0xb8, 0x8c);
    for (int i = 0; i < shown; ++i)
        person(p, QPointF(r.left() + pitch * (i + 0.6), r.bottom()), h, coat, skin);
    if (shown < queued) {
        p.setPen(c.text);
        p.setFont(f);
        const QString rest = tr("+%1").arg(queued - shown);
        const qreal restH = std::max(r.height(), textLineHeight(f, rest));
        drawLabel(p, QRectF(r.left() + pitch * (shown + 0.3), r.center().y() - restH / 2, tagW + pitch, restH),
                  Qt::AlignLeft | Qt::AlignVCenter, rest);
    }
}

} // namespace gpuk
