#include "gpulayout.h"
#include "ui/text/modeui.h"

#include <algorithm>
#include <cmath>

namespace gpuk {

namespace {

struct CellGrid
{
    int cols = 1;
    int rows = 1;
};

// The cols x rows arrangement of `count` cells in a w x h box with the largest square-ish cell.
// Arrangements without a half-empty last row win unless they are clearly smaller (A100: 2 x 7
// rather than 3 x 5 with a hole).
CellGrid bestGrid(int count, qreal w, qreal h)
{
    CellGrid best;
    qreal bestScore = -1;
    for (int c = 1; c <= std::max(1, count); ++c) {
        const int r = (count + c - 1) / c;
        const qreal cw = w / c;
        const qreal ch = h / r;
        // A cell counts as its inscribed square, but a very flat or tall cell also loses a bit.
        qreal score = std::min(cw, ch);
        if (count % c != 0)
            score *= 0.88;
        if (score > bestScore + 1e-9) {
            bestScore = score;
            best = {c, r};
        }
    }
    return best;
}

// The SM square inside one grid cell: not wider or taller than 1.6:1, centred, with a margin.
QRectF smRectInCell(const QRectF &cell, qreal margin)
{
    const qreal w = std::min(cell.width(), cell.height() * 1.6);
    const qreal h = std::min(cell.height(), cell.width() * 1.6);
    QRectF r(0, 0, w, h);
    r.moveCenter(cell.center());
    return r.adjusted(margin, margin, -margin, -margin);
}

QRectF unite(const QRectF &a, const QRectF &b)
{
    if (a.isNull())
        return b;
    return a.united(b);
}

} // namespace

GpuLayout GpuLayout::compute(const GpuLayoutInput &in, const QSizeF &size)
{
    GpuLayout l;
    l.m_bounds = QRectF(QPointF(0, 0), size);
    if (!in.gpu || in.gpu->sms <= 0 || size.width() < 120 || size.height() < 120)
        return l;
    const GpuModel &gpu = *in.gpu;
    const qreal W = size.width();
    const qreal H = size.height();

    // Type (see the header): the smallest words at the input's size, shrunk together with the
    // names and the title only where the rows of words would take more than the input's share of
    // the picture's height (60 %: the SM grid and the legend keep 40 %), or leave a slice's sign
    // less than about five names' letters across.
    const qreal ratio = std::clamp(in.lineRatio, 1.0, 2.5);
    const qreal wanted = std::max(1.0, in.textPx);
    const qreal floorPx = std::min(wanted, minCanvasTextPx);
    struct Rows
    {
        qreal small, body, title, line, margin, gap, titleH, signH, indexH, connectorH, memoryH, captionH;
        qreal fixedH() const { return titleH + gap + signH + gap + indexH + connectorH + memoryH + captionH + gap; }
    };
    // Outside MIG the slice numbers are not drawn and a memory bar holds one line of small words.
    const bool migRows = in.migEnabled && gpu.computeSlices > 0;
    auto rowsFor = [ratio, migRows](qreal small) {
        auto lineOf = [ratio](qreal px) { return std::ceil(px * ratio); };
        Rows r;
        r.small = small;
        r.body = small * 1.2;
        r.title = small * 1.35;
        r.line = lineOf(r.body);
        r.gap = std::max(2.0, std::round(r.body * 0.3));
        r.margin = std::max(6.0, std::round(r.body * 0.6));
        const qreal smallLine = lineOf(r.small);
        r.titleH = lineOf(r.title) + std::round(r.gap * 0.5);
        // MIG, a room's sign: its profile (names' size), the names and the figures (small), the
        // live queue row (small). Otherwise a banner: its head and two lines of words.
        r.signH = migRows ? r.line + 3 * smallLine + std::round(r.gap * 1.5)
                          : lineOf(r.body * 1.1) + 2 * r.line + r.gap;
        r.indexH = migRows ? smallLine + std::round(r.gap * 0.25) : r.gap;
        r.connectorH = smallLine + r.gap * 2;
        r.memoryH = migRows ? r.line + smallLine + r.gap   // a slot's number, its figure below
                            : smallLine + r.gap * 2;
        r.captionH = smallLine + std::round(r.gap * 0.5);
        return r;
    };
    Rows rows = rowsFor(wanted);
    for (qreal px = wanted;; px = std::max(floorPx, px - 0.25)) {
        rows = rowsFor(px);
        const qreal contentW = W - 2 * rows.margin;
        const qreal contentH = H - 2 * rows.margin;
        if ((rows.fixedH() <= contentH * in.textShare && rows.body <= contentW / 36.0) || px <= floorPx)
            break;
    }
    const qreal font = rows.body;
    const qreal line = rows.line;
    const qreal margin = rows.margin;
    const qreal gap = rows.gap;
    l.m_lineRatio = ratio;
    l.m_fontPx = font;
    l.m_smallFontPx = rows.small;
    l.m_titleFontPx = rows.title;
    l.m_line = line;
    l.m_gap = gap;
    const qreal smallLine = l.textHeight(rows.small);

    const QRectF content = l.m_bounds.adjusted(margin, margin, -margin, -margin);

    // Vertical budget.
    const qreal titleH = rows.titleH;
    const qreal signH = rows.signH;
    const qreal indexH = rows.indexH;
    const qreal connectorH = rows.connectorH;
    const qreal memoryH = rows.memoryH;
    const qreal captionH = rows.captionH;
    const qreal fixedH = rows.fixedH();

    // Legend: item size per mode (a row of names; a line of the MIG key in small words; a small
    // GPU: its name, its chip, its memory and a line of small words).
    qreal itemMinW = font * 24;
    qreal itemH = line + gap;
    qreal headingH = line;
    switch (modeUi(in.mode).legend) {
    case LegendKind::MigKey:
        itemMinW = font * 11;
        itemH = smallLine + std::round(gap * 0.5);
        headingH = 0;
        break;
    case LegendKind::MiniGpus:
        itemMinW = font * 10;
        itemH = std::ceil(line + smallLine * 2.8 + gap * 2);
        break;
    case LegendKind::TenantRows:
        break;
    }
    const int entries = std::max(0, in.legendEntries);
    int legendCols = 1;
    int legendRowsShown = 0;
    qreal legendH = 0;
    if (entries > 0) {
        legendCols = std::clamp(int((content.width() + gap) / (itemMinW + gap)), 1, entries);
        const int rowsWanted = (entries + legendCols - 1) / legendCols;
        // Exclusive: the small GPUs are the picture (the big one is only "a GPU like this"): they
        // may leave the grid its least height, and shrink to a name, a thin chip and a line.
        const bool exclusive = legendHasMiniGpus(in.mode);
        const qreal minGrid = exclusive ? line * 2 : std::max(line * 2.5, content.height() * 0.22);
        const qreal room = content.height() - fixedH - minGrid - headingH - gap;
        int rowsFit = std::max(0, int((room + gap * 0.5) / (itemH + gap * 0.5)));
        if (exclusive && rowsFit == 0) {
            itemH = std::ceil(line + smallLine * 1.7 + gap);
            rowsFit = std::max(0, int((room + gap * 0.5) / (itemH + gap * 0.5)));
        }
        legendRowsShown = std::min(rowsWanted, rowsFit);
        // Client, VM and context rows that do not all fit in the rows there is room for: narrower
        // columns (down to a compact width) before a last "… and N more" entry.
        if (modeUi(in.mode).legend == LegendKind::TenantRows && legendRowsShown > 0
            && legendRowsShown * legendCols < entries) {
            const qreal compactW = itemMinW * 0.6;
            const int maxCols = std::clamp(int((content.width() + gap) / (compactW + gap)), 1, entries);
            const int needCols = (entries + legendRowsShown - 1) / legendRowsShown;
            legendCols = std::max(legendCols, std::min(maxCols, needCols));
            legendRowsShown = std::min((entries + legendCols - 1) / legendCols, rowsFit);
        }
        if (legendRowsShown > 0)
            legendH = headingH + legendRowsShown * itemH + (legendRowsShown - 1) * gap * 0.5 + gap;
    }
    const qreal gridH = content.height() - fixedH - legendH;
    if (gridH < line * 2)
        return l; // too small to draw legibly: the canvas says so instead of overlapping text

    // Horizontal: compute slices, plus one more column for SMs outside the slices.
    const bool hasSlices = gpu.computeSlices > 0;
    const int n = hasSlices ? gpu.computeSlices : 1;
    const int extras = (hasSlices && gpu.migSms > 0 && gpu.migSms < gpu.sms) ? gpu.sms - gpu.migSms : 0;
    const int sliced = gpu.sms - extras;
    const qreal extraGap = gap * 2.5;
    const int columns = n + (extras > 0 ? 1 : 0);
    const qreal sliceW = (content.width() - (n - 1) * gap - (extras > 0 ? extraGap : 0)) / columns;
    l.m_extraSms = extras;

    qreal y = content.top();
    l.m_titleRect = QRectF(content.left(), y, content.width(), titleH);
    y += titleH + gap;
    const qreal signTop = y;
    y += signH + gap;
    const qreal gridTop = y;
    const qreal gridBottom = gridTop + gridH;
    const qreal indexBottom = gridBottom + indexH;
    const qreal memTop = indexBottom + connectorH;
    const qreal memBottom = memTop + memoryH;

    const qreal gridLeft = content.left();
    const qreal gridW = n * sliceW + (n - 1) * gap;
    l.m_gridRect = QRectF(gridLeft, gridTop, gridW, gridH);
    l.m_bannerRect = QRectF(gridLeft, signTop, gridW, signH);
    l.m_connectorRect = QRectF(gridLeft, indexBottom, gridW, connectorH);

    // SMs per slice: as even as possible, the first slices take the remainder.
    const int base = sliced / n;
    const int rem = sliced % n;
    const int maxCount = base + (rem > 0 ? 1 : 0);
    const CellGrid grid = bestGrid(maxCount, sliceW, gridH);
    l.m_cols = grid.cols;
    l.m_rows = grid.rows;
    const qreal cellW = sliceW / grid.cols;
    const qreal cellH = gridH / grid.rows;
    const qreal smMargin = std::max(1.0, std::min(cellW, cellH) * 0.08);

    int smIndex = 0;
    for (int i = 0; i < n; ++i) {
        Slice s;
        const qreal x = gridLeft + i * (sliceW + gap);
        s.rect = QRectF(x, gridTop, sliceW, gridH);
        s.indexRect = QRectF(x, gridBottom, sliceW, indexH);
        s.signRect = QRectF(x, signTop, sliceW, signH);
        s.firstSm = smIndex;
        s.smCount = base + (i < rem ? 1 : 0);
        for (int k = 0; k < s.smCount; ++k, ++smIndex) {
            const int r = k / grid.cols;
            const int c = k % grid.cols;
            Sm sm;
            sm.rect = smRectInCell(QRectF(x + c * cellW, gridTop + r * cellH, cellW, cellH), smMargin);
            sm.slice = i;
            l.m_sms.append(sm);
        }
        l.m_slices.append(s);
    }

    if (extras > 0) {
        const qreal x = gridLeft + gridW + extraGap;
        l.m_extraSignRect = QRectF(x, signTop, sliceW, signH);
        // Same cell size as the slices when it fits, so the odd SMs look like the others.
        CellGrid eg{std::max(1, int(sliceW / cellW + 1e-6)), 0};
        eg.rows = (extras + eg.cols - 1) / eg.cols;
        qreal ew = cellW;
        qreal eh = cellH;
        if (eg.rows * cellH > gridH + 1e-6) {
            eg = bestGrid(extras, sliceW, gridH);
            ew = sliceW / eg.cols;
            eh = gridH / eg.rows;
        }
        const qreal blockW = eg.cols * ew;
        const qreal left = x + (sliceW - blockW) / 2;
        l.m_extraRect = QRectF(left, gridTop, blockW, eg.rows * eh);
        for (int k = 0; k < extras; ++k, ++smIndex) {
            Sm sm;
            sm.rect = smRectInCell(QRectF(left + (k % eg.cols) * ew, gridTop + (k / eg.cols) * eh, ew, eh),
                                   smMargin);
            sm.slice = -1;
            l.m_sms.append(sm);
        }
    }

    const qreal pad = gap * 0.4; // walls sit in the gaps, so neighbouring walls never touch
    const qreal poolRight = extras > 0 ? gridLeft + gridW + extraGap + sliceW : gridLeft + gridW;
    l.m_poolRect = QRectF(QPointF(gridLeft - pad, signTop - pad), QPointF(poolRight + pad, indexBottom + pad));

    // Memory slots under the slices.
    const int slotCount = gpu.memorySlots > 0 ? gpu.memorySlots : 1;
    const qreal slotW = (gridW - (slotCount - 1) * gap) / slotCount;
    for (int i = 0; i < slotCount; ++i) {
        MemorySlot m;
        m.rect = QRectF(gridLeft + i * (slotW + gap), memTop, slotW, memoryH);
        l.m_memorySlots.append(m);
    }
    l.m_memoryBarRect = QRectF(gridLeft, memTop, gridW, memoryH);
    l.m_memoryCaptionRect = QRectF(content.left(), memBottom, content.width(), captionH);

    // Legend.
    if (legendRowsShown > 0) {
        const qreal top = memBottom + captionH + gap;
        l.m_legendRect = QRectF(content.left(), top, content.width(), content.bottom() - top);
        l.m_legendHeadingRect = QRectF(content.left(), top, content.width(), headingH);
        const qreal colW = (content.width() - (legendCols - 1) * gap) / legendCols;
        const int shown = std::min(entries, legendRowsShown * legendCols);
        for (int k = 0; k < shown; ++k) {
            // Column-major, so a list reads down the first column first.
            const int col = k / legendRowsShown;
            const int row = k % legendRowsShown;
            l.m_legendRows.append(QRectF(content.left() + col * (colW + gap),
                                         top + headingH + row * (itemH + gap * 0.5), colW, itemH));
        }
    }

    // MIG: who owns what, and the rooms.
    const bool mig = in.migEnabled && hasSlices;
    if (!mig)
        return l;

    std::vector<int> sliceOwners = computeSliceOwners(gpu, in.instances);
    std::vector<int> slotOwners = memorySlotOwners(gpu, in.instances);
    if (int(sliceOwners.size()) != n)
        sliceOwners.assign(size_t(n), -1);
    if (int(slotOwners.size()) != slotCount)
        slotOwners.assign(size_t(slotCount), -1);
    const MigLayoutStats stats = migLayoutStats(gpu, in.instances, in.migOptions);
    for (int i = 0; i < n; ++i) {
        l.m_slices[i].instance = sliceOwners[size_t(i)];
        l.m_slices[i].stranded = l.m_slices[i].instance < 0
            && std::find(stats.strandedSlices.begin(), stats.strandedSlices.end(), i) != stats.strandedSlices.end();
    }
    for (int i = 0; i < slotCount; ++i)
        l.m_memorySlots[i].instance = slotOwners[size_t(i)];

    for (Sm &sm : l.m_sms) {
        if (sm.slice < 0) {
            sm.state = SmState::Unusable;
            continue;
        }
        const Slice &s = l.m_slices[sm.slice];
        sm.instance = s.instance;
        sm.state = s.instance >= 0 ? SmState::Exposed : (s.stranded ? SmState::Stranded : SmState::Free);
    }

    for (int j = 0; j < int(in.instances.size()); ++j) {
        const MigPlacement &p = in.instances[size_t(j)];
        Room room;
        room.instance = j;
        if (!p.profile)
            continue;
        const int c0 = std::clamp(p.computeStart(), 0, n);
        const int c1 = std::clamp(p.computeEnd(), 0, n);
        const int m0 = std::clamp(p.start, 0, slotCount);
        const int m1 = std::clamp(p.memoryEnd(), 0, slotCount);
        if (c1 <= c0 || m1 <= m0) {
            l.m_rooms.append(room); // keeps rooms() index-aligned with the instances
            continue;
        }
        for (int i = c0; i < c1; ++i)
            room.computeRect = unite(room.computeRect, l.m_slices[i].rect);
        for (int i = m0; i < m1; ++i)
            room.memoryRect = unite(room.memoryRect, l.m_memorySlots[i].rect);
        room.signRect = QRectF(room.computeRect.left(), signTop, room.computeRect.width(), signH);

        // Exposed SMs spread evenly over the room's slices; the rest of each slice is hidden.
        int drawn = 0;
        for (int i = c0; i < c1; ++i)
            drawn += l.m_slices[i].smCount;
        const int exposed = std::min(p.profile->sms, drawn);
        room.missingSms = std::max(0, p.profile->sms - drawn);
        std::vector<int> perSlice;
        int assigned = 0;
        for (int i = c0; i < c1; ++i) {
            const int e = drawn > 0 ? exposed * l.m_slices[i].smCount / drawn : 0;
            perSlice.push_back(e);
            assigned += e;
        }
        for (int i = c0; i < c1 && assigned < exposed; ++i) {
            if (perSlice[size_t(i - c0)] < l.m_slices[i].smCount) {
                ++perSlice[size_t(i - c0)];
                ++assigned;
            }
        }
        for (int i = c0; i < c1; ++i) {
            const Slice &s = l.m_slices[i];
            for (int k = 0; k < s.smCount; ++k) {
                const int idx = s.firstSm + k;
                l.m_sms[idx].instance = j;
                if (k < perSlice[size_t(i - c0)]) {
                    l.m_sms[idx].state = SmState::Exposed;
                    room.exposedSms.append(idx);
                } else {
                    l.m_sms[idx].state = SmState::NotExposed;
                    room.hiddenSms.append(idx);
                }
            }
        }

        const qreal cl = room.computeRect.left() - pad;
        const qreal cr = room.computeRect.right() + pad;
        const qreal ml = room.memoryRect.left() - pad;
        const qreal mr = room.memoryRect.right() + pad;
        room.outline = QPolygonF({QPointF(cl, signTop - pad), QPointF(cr, signTop - pad),
                                  QPointF(cr, indexBottom), QPointF(mr, memTop - pad),
                                  QPointF(mr, memBottom + pad), QPointF(ml, memBottom + pad),
                                  QPointF(ml, memTop - pad), QPointF(cl, indexBottom),
                                  QPointF(cl, signTop - pad)});
        l.m_rooms.append(room);
    }
    return l;
}

int GpuLayout::smAt(const QPointF &p) const
{
    if (!m_gridRect.adjusted(-1, -1, 1, 1).contains(p) && !m_extraRect.adjusted(-1, -1, 1, 1).contains(p))
        return -1;
    for (int i = 0; i < m_sms.size(); ++i)
        if (m_sms[i].rect.contains(p))
            return i;
    return -1;
}

int GpuLayout::sliceAt(const QPointF &p) const
{
    for (int i = 0; i < m_slices.size(); ++i) {
        const Slice &s = m_slices[i];
        if (s.rect.contains(p) || s.indexRect.contains(p) || s.signRect.contains(p))
            return i;
    }
    return -1;
}

int GpuLayout::memorySlotAt(const QPointF &p) const
{
    for (int i = 0; i < m_memorySlots.size(); ++i)
        if (m_memorySlots[i].rect.contains(p))
            return i;
    return -1;
}

int GpuLayout::instanceAt(const QPointF &p) const
{
    for (const Room &r : m_rooms)
        if (!r.outline.isEmpty() && r.outline.containsPoint(p, Qt::OddEvenFill))
            return r.instance;
    return -1;
}

QList<int> GpuLayout::contiguousOwners(const QList<int> &counts) const
{
    QList<int> owners(m_sms.size(), -1);
    int next = 0;
    for (int k = 0; k < counts.size(); ++k) {
        for (int c = 0; c < counts[k] && next < owners.size(); ++c)
            owners[next++] = k;
    }
    return owners;
}

} // namespace gpuk
