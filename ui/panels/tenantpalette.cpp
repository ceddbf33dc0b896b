#include "tenantpalette.h" // own header by plain name: lupdate then knows the class

#include "ui/canvas/tenantcolors.h"
#include "ui/document/tenantpresets.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QStyle>
#include <QPainter>
#include <QPixmap>

#include <algorithm>

namespace gpuk {

namespace {

// A rounded swatch in the colour (and from the seventh tenant on the pattern) the tenant will get,
// with the preset's initial: the entries differ by their letter, not by colour.
QIcon presetIcon(int tenant, const QColor &c, const QString &letter)
{
    QPixmap pm(40, 40);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(c.darker(140), 2));
    p.setBrush(tenantBrush(tenant, c));
    p.drawRoundedRect(QRectF(3, 3, 34, 34), 8, 8);
    QFont f;
    f.setPixelSize(20);
    f.setBold(true);
    p.setFont(f);
    p.setPen(contrastingTextColor(c));
    p.drawText(QRectF(3, 3, 34, 34), Qt::AlignCenter, letter);
    return QIcon(pm);
}

} // namespace

TenantPalette::TenantPalette(QWidget *parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("tenantPalette"));
    setDragEnabled(true);
    setDragDropMode(QAbstractItemView::DragOnly);
    setDefaultDropAction(Qt::CopyAction);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setIconSize(QSize(32, 32));
    setSpacing(3);
    setWordWrap(true);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    setFont(f);
    for (const TenantPreset &p : TenantPresets::all()) {
        auto *item = new QListWidgetItem(this);
        item->setData(Qt::UserRole, p.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
    }
    connect(this, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { emit addRequested(item->data(Qt::UserRole).toString()); });
    retranslateUi();
}

QString TenantPalette::presetAt(int row) const
{
    const QListWidgetItem *i = item(row);
    return i ? i->data(Qt::UserRole).toString() : QString();
}

QStringList TenantPalette::mimeTypes() const
{
    return {QLatin1String(tenantMimeType)};
}

QMimeData *TenantPalette::mimeData(const QList<QListWidgetItem *> &items) const
{
    if (items.isEmpty())
        return nullptr;
    auto *mime = new QMimeData;
    mime->setData(QLatin1String(tenantMimeType), items.front()->data(Qt::UserRole).toString().toUtf8());
    mime->setText(TenantPresets::displayName(items.front()->data(Qt::UserRole).toString()));
    return mime;
}

void TenantPalette::keyPressEvent(QKeyEvent *event)
{
    // itemActivated covers Enter on most platforms; Insert is the canvas's "add" key too.
    if ((event->key() == Qt::Key_Insert || event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        && currentItem()) {
        emit addRequested(currentItem()->data(Qt::UserRole).toString());
        event->accept();
        return;
    }
    QListWidget::keyPressEvent(event);
}

void TenantPalette::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        retranslateUi();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateMinimumWidth();
    QListWidget::changeEvent(event);
}

void TenantPalette::setNextTenantIndex(int index)
{
    if (index == m_nextTenant)
        return;
    m_nextTenant = index;
    retranslateUi();
}

QColor TenantPalette::swatchColor() const
{
    return tenantColor(m_nextTenant, schemeForBackground(palette().color(QPalette::Window)));
}

void TenantPalette::retranslateUi()
{
    setAccessibleName(tr("Tenant presets"));
    setToolTip(tr("Drag a tenant onto the GPU, or press Enter / double-click to add it where it fits."));
    const ColorScheme scheme = schemeForBackground(palette().color(QPalette::Window));
    for (int row = 0; row < count(); ++row) {
        QListWidgetItem *i = item(row);
        const QString id = i->data(Qt::UserRole).toString();
        const QString name = TenantPresets::displayName(id);
        const TenantPreset *p = TenantPresets::find(id);
        i->setText(p ? tr("%1\n%2 GiB peak").arg(name, QLocale().toString(p->tenant.peakMemoryGb(), 'g', 3)) : name);
        i->setIcon(presetIcon(m_nextTenant, tenantColor(m_nextTenant, scheme), name.left(1).toUpper()));
        i->setToolTip(TenantPresets::description(id));
    }
    updateMinimumWidth();
}

void TenantPalette::updateMinimumWidth()
{
    // Never narrower than its widest line beside the icon: a window shrunk to a small screen (and
    // grown again) must not leave "Emb 2.3 pea" behind.
    int widest = 0;
    for (int row = 0; row < count(); ++row)
        for (const QString &line : item(row)->text().split(QLatin1Char('\n')))
            widest = std::max(widest, fontMetrics().horizontalAdvance(line));
    const int chrome = iconSize().width() + 4 * spacing() + 2 * frameWidth()
        + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this) + 16; // icon gap and item margins
    setMinimumWidth(widest + chrome);
}

} // namespace gpuk
