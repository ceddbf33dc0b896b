#include "placementmap.h" // own header by plain name: lupdate then knows the class is gpuk::PlacementMap

#include "io/gpuwords.h"
#include "sharing/mig.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace gpuk {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

PlacementMap::PlacementMap(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("placementMap"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void PlacementMap::setGpu(const GpuModel *gpu)
{
    m_gpu = gpu;
    updateGeometry();
    update();
}

void PlacementMap::setSkin(Skin skin)
{
    m_skin = skin;
    updateGeometry();
    update();
}

int PlacementMap::gridUnits() const
{
    if (!m_gpu)
        return 1;
    if (m_gpu->memorySlots > 0)
        return m_gpu->memorySlots;
    return std::max(1, m_gpu->computeSlices * std::max(1, m_gpu->placementUnitsPerSlice));
}

int PlacementMap::rowCount() const
{
    return m_gpu ? int(m_gpu->migProfiles.size()) : 0;
}

const MigProfile *PlacementMap::rowProfile(int row) const
{
    return row >= 0 && row < rowCount() ? &m_gpu->migProfiles[size_t(row)] : nullptr;
}

QString PlacementMap::rowText(int row) const
{
    const MigProfile *p = rowProfile(row);
    if (!p)
        return {};
    //: A row of the placement map: a MIG profile's name and its profile ID ("?" when not given).
    return tr("%1 · ID %2").arg(qs(p->name), p->idKnown() ? QString::number(p->id) : QStringLiteral("?"));
}

QString PlacementMap::rowToolTip(int row) const
{
    const MigProfile *p = rowProfile(row);
    if (!p)
        return {};
    const QLocale locale;
    const auto flagged = &GpuWords::flagged;
    const QString notGiven = tr("not given");
    QStringList lines;
    lines << rowText(row);
    lines << (m_skin == Skin::Kitchen ? tr("Stove sections: %1").arg(p->computeSlices)
                                      : tr("Compute slices: %1").arg(p->computeSlices));
    lines << flagged(tr("SMs: %1").arg(p->smsKnown() ? locale.toString(p->sms) : notGiven), p->smQuality);
    lines << flagged(tr("Memory: %1").arg(p->memoryKnown() ? tr("%1 GiB").arg(locale.toString(p->memoryGiB, 'f', 2)) : notGiven),
                     p->memoryQuality);
    const QString starts = startsText(*p);
    lines << flagged(tr("Placements (start units:size): %1").arg(starts.isEmpty() ? notGiven : starts), p->placementQuality);
    lines << flagged(tr("Instances at most: %1").arg(p->maxCount > 0 ? QString::number(p->maxCount) : notGiven),
                     p->countQuality);
    if (!p->note.empty())
        lines << tr("Source note: %1").arg(qs(p->note));
    return lines.join(QLatin1Char('\n'));
}

QString PlacementMap::startsText(const MigProfile &p)
{
    if (!p.placementsKnown())
        return {};
    QStringList starts;
    for (int v : p.starts)
        starts << QString::number(v);
    return QStringLiteral("{%1}:%2").arg(starts.join(QLatin1Char(',')), QString::number(p.memorySlots));
}

QString PlacementMap::sliceHeader() const
{
    return m_skin == Skin::Kitchen ? tr("Stove sections") : tr("Compute slices");
}

QString PlacementMap::slotHeader() const
{
    return m_skin == Skin::Kitchen ? tr("Pantry shelves") : tr("Memory slots");
}

PlacementMap::Geometry PlacementMap::geometry() const
{
    Geometry g;
    const QFontMetricsF fm(font());
    g.em = fm.height();
    double label = std::max(fm.horizontalAdvance(sliceHeader()), fm.horizontalAdvance(slotHeader()));
    for (int r = 0; r < rowCount(); ++r)
        label = std::max(label, fm.horizontalAdvance(rowText(r)));
    g.labelWidth = std::ceil(label + g.em);
    g.left = g.labelWidth + g.em * 0.5;
    const double right = width() - g.em * 0.5;
    g.unit = std::max(1.0, (right - g.left) / gridUnits());
    g.headerRow = std::ceil(g.em * 1.5);
    g.top = g.em * 0.25 + 2 * g.headerRow + g.em * 0.4;
    g.rowHeight = std::ceil(g.em * 2.3);
    return g;
}

QRectF PlacementMap::labelRect(int row) const
{
    const Geometry g = geometry();
    return QRectF(0, g.top + row * g.rowHeight, g.labelWidth, g.rowHeight);
}

QRectF PlacementMap::rowRect(int row) const
{
    const Geometry g = geometry();
    return QRectF(g.left, g.top + row * g.rowHeight, g.unit * gridUnits(), g.rowHeight);
}

QRectF PlacementMap::unitRect(int unit) const
{
    const Geometry g = geometry();
    return QRectF(g.left + unit * g.unit, g.em * 0.25 + g.headerRow, g.unit, g.headerRow);
}

QRectF PlacementMap::sliceRect(int slice) const
{
    const Geometry g = geometry();
    const int per = m_gpu ? std::max(1, m_gpu->placementUnitsPerSlice) : 1;
    return QRectF(g.left + slice * per * g.unit, g.em * 0.25, per * g.unit, g.headerRow);
}

QRectF PlacementMap::placementRect(int row, int k, bool compute) const
{
    const MigProfile *p = rowProfile(row);
    if (!p || !p->placementsKnown() || k < 0 || k >= int(p->starts.size()))
        return {};
    // The engine's rule (sharing/mig.h): compute slices from start / units per slice, memory
    // slots from the start; the compute part on the row's upper half, the memory part under it.
    const MigPlacement placement{p, p->starts[size_t(k)]};
    const QRectF r = rowRect(row);
    const QRectF first = compute ? sliceRect(placement.computeStart()) : unitRect(placement.startUnit());
    const QRectF last = compute ? sliceRect(placement.computeEnd() - 1) : unitRect(placement.memoryEnd() - 1);
    const double pad = r.height() * 0.08;
    return compute ? QRectF(QPointF(first.left() + 1.5, r.top() + pad), QPointF(last.right() - 1.5, r.center().y() - 1))
                   : QRectF(QPointF(first.left() + 1.5, r.center().y() + 1), QPointF(last.right() - 1.5, r.bottom() - pad));
}

QRectF PlacementMap::computeRect(int row, int k) const
{
    return placementRect(row, k, true);
}

QRectF PlacementMap::memoryRect(int row, int k) const
{
    return placementRect(row, k, false);
}

QSize PlacementMap::sizeHint() const
{
    const Geometry g = geometry();
    const int height = int(std::ceil(g.top + std::max(1, rowCount()) * g.rowHeight + g.em * 0.5));
    return QSize(int(g.labelWidth + g.em * 3 * gridUnits()), height);
}

QSize PlacementMap::minimumSizeHint() const
{
    const Geometry g = geometry();
    return QSize(int(g.labelWidth + g.em * 1.6 * gridUnits()), sizeHint().height());
}

void PlacementMap::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

bool PlacementMap::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        for (int r = 0; r < rowCount(); ++r) {
            if (labelRect(r).united(rowRect(r)).contains(help->pos())) {
                QToolTip::showText(help->globalPos(), rowToolTip(r), this);
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void PlacementMap::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    const QColor grid = pal.color(QPalette::Mid);
    const QColor accent = pal.color(QPalette::Highlight);
    QColor memory = accent;
    memory.setAlphaF(0.45);
    if (!m_gpu)
        return;
    const Geometry g = geometry();
    const QFontMetricsF fm(font());

    // The header: compute slices over the units they span, then the memory slots.
    p.setPen(text);
    p.drawText(QRectF(0, g.em * 0.25, g.labelWidth, g.headerRow), Qt::AlignLeft | Qt::AlignVCenter, sliceHeader());
    p.drawText(QRectF(0, g.em * 0.25 + g.headerRow, g.labelWidth, g.headerRow), Qt::AlignLeft | Qt::AlignVCenter,
               slotHeader());
    for (int c = 0; c < std::max(0, m_gpu->computeSlices); ++c) {
        const QRectF r = sliceRect(c).adjusted(1, 1, -1, -1);
        p.setPen(QPen(grid, 1));
        p.setBrush(pal.color(QPalette::AlternateBase));
        p.drawRect(r);
        p.setPen(text);
        p.drawText(r, Qt::AlignCenter, QString::number(c));
    }
    if (m_gpu->memorySlots > 0) {
        for (int u = 0; u < m_gpu->memorySlots; ++u) {
            const QRectF r = unitRect(u).adjusted(1, 1, -1, -1);
            p.setPen(QPen(grid, 1));
            p.setBrush(pal.color(QPalette::Base));
            p.drawRect(r);
            p.setPen(text);
            p.drawText(r, Qt::AlignCenter, QString::number(u));
        }
    } else {
        const QRectF r(unitRect(0).topLeft(), unitRect(gridUnits() - 1).bottomRight());
        p.setPen(QPen(grid, 1, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(1, 1, -1, -1));
        p.setPen(text);
        p.drawText(r, Qt::AlignCenter, fm.elidedText(tr("memory slots not given"), Qt::ElideRight, r.width() - 4));
    }

    for (int row = 0; row < rowCount(); ++row) {
        const MigProfile &profile = *rowProfile(row);
        const QRectF band = rowRect(row);
        if (row % 2 == 1) {
            p.fillRect(QRectF(0, band.top(), band.right(), band.height()), pal.color(QPalette::AlternateBase));
        }
        p.setPen(text);
        p.drawText(labelRect(row), Qt::AlignLeft | Qt::AlignVCenter, rowText(row));
        // vertical guides at the units
        p.setPen(QPen(grid, 0.5, Qt::DotLine));
        for (int u = 0; u <= gridUnits(); ++u) {
            const double x = g.left + u * g.unit;
            p.drawLine(QPointF(x, band.top()), QPointF(x, band.bottom()));
        }
        if (!profile.placementsKnown()) {
            const QRectF r = band.adjusted(2, band.height() * 0.12, -2, -band.height() * 0.12);
            p.setPen(QPen(grid, 1));
            p.setBrush(QBrush(grid, Qt::BDiagPattern));
            p.drawRect(r);
            const QString why = tr("placements not given by the fact files");
            const QRectF t = QRectF(0, 0, fm.horizontalAdvance(why) + g.em, fm.height()).translated(
                r.center() - QPointF((fm.horizontalAdvance(why) + g.em) / 2, fm.height() / 2));
            p.fillRect(t.intersected(r), pal.color(QPalette::Window));
            p.setPen(text);
            p.drawText(r, Qt::AlignCenter, fm.elidedText(why, Qt::ElideRight, r.width() - 4));
            continue;
        }
        const bool assumed = profile.placementQuality != DataQuality::Verified;
        for (int k = 0; k < int(profile.starts.size()); ++k) {
            const QRectF c = computeRect(row, k);
            const QRectF m = memoryRect(row, k);
            QPen outline(text, 1.2, assumed ? Qt::DashLine : Qt::SolidLine);
            p.setPen(outline);
            p.setBrush(accent);
            p.drawRoundedRect(c, 3, 3);
            p.setBrush(memory);
            p.drawRoundedRect(m, 3, 3);
            // the start, where it fits: the -cgi placement a user types ("-cgi 9:4")
            const QString start = QString::number(profile.starts[size_t(k)]);
            if (fm.horizontalAdvance(start) + 4 < m.width() && fm.height() <= m.height() + 2) {
                p.setPen(text);
                p.drawText(m, Qt::AlignCenter, start);
            }
        }
    }
}

} // namespace gpuk
