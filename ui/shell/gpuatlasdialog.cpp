#include "gpuatlasdialog.h" // own header by plain name: lupdate then knows the class is gpuk::GpuAtlasDialog

#include "placementmap.h"

#include "catalog/catalog.h"
#include "io/gpuwords.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuk {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

GpuAtlasDialog::GpuAtlasDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("gpuAtlasDialog"));
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("gpuAtlasIntro"));
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *row = new QHBoxLayout;
    m_gpuLabel = new QLabel(this);
    m_gpu = new QComboBox(this);
    m_gpu->setObjectName(QStringLiteral("gpuAtlasCombo"));
    m_gpu->setMaxVisibleItems(24);
    m_gpuLabel->setBuddy(m_gpu);
    for (const GpuModel *g : catalogGpus())
        if (g->supportsMig())
            m_gpu->addItem(QString(), qs(g->id));
    m_use = new QPushButton(this);
    m_use->setObjectName(QStringLiteral("gpuAtlasUse"));
    connect(m_use, &QPushButton::clicked, this, [this] {
        if (const GpuModel *g = selected(); g && g->complete())
            emit useGpuRequested(qs(g->id));
    });
    row->addWidget(m_gpuLabel);
    row->addWidget(m_gpu, 1);
    row->addWidget(m_use);
    layout->addLayout(row);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("gpuAtlasStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    m_figures = new QLabel(this);
    m_figures->setObjectName(QStringLiteral("gpuAtlasFigures"));
    m_figures->setWordWrap(true);
    m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_figures);

    // The map, its key, the table and the notes scroll together: a GPU with eleven profiles
    // still fits a 1366×768 screen.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("gpuAtlasScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *body = new QWidget(scroll);
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    m_map = new PlacementMap(body);
    bodyLayout->addWidget(m_map);
    m_mapKey = new QLabel(body);
    m_mapKey->setObjectName(QStringLiteral("gpuAtlasMapKey"));
    m_mapKey->setWordWrap(true);
    bodyLayout->addWidget(m_mapKey);
    m_table = new QTableWidget(0, ColumnCount, body);
    m_table->setObjectName(QStringLiteral("gpuAtlasTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    bodyLayout->addWidget(m_table);
    m_notes = new QLabel(body);
    m_notes->setObjectName(QStringLiteral("gpuAtlasNotes"));
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::RichText);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bodyLayout->addWidget(m_notes);
    bodyLayout->addStretch(1);
    scroll->setWidget(body);
    layout->addWidget(scroll, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_gpu, &QComboBox::currentIndexChanged, this, &GpuAtlasDialog::fill);
    retranslateUi();
    resize(1000, 700);
}

const GpuModel *GpuAtlasDialog::selected() const
{
    return findCatalogGpu(m_gpu->currentData().toString().toStdString());
}

bool GpuAtlasDialog::showGpu(const QString &id)
{
    const GpuModel *g = findCatalogGpu(id.toStdString());
    const int i = g ? m_gpu->findData(qs(g->id)) : -1;
    if (i < 0)
        return false;
    m_gpu->setCurrentIndex(i);
    return true;
}

QString GpuAtlasDialog::gpuId() const
{
    return m_gpu->currentData().toString();
}

void GpuAtlasDialog::setCurrentGpu(const QString &id)
{
    m_currentGpu = id;
    fill();
}

void GpuAtlasDialog::setSkin(Skin skin)
{
    m_skin = skin;
    m_map->setSkin(skin);
    retranslateUi();
}

QString GpuAtlasDialog::statusText() const
{
    return m_status->text();
}

QString GpuAtlasDialog::figuresText() const
{
    return m_figures->text();
}

QString GpuAtlasDialog::notesText() const
{
    return m_notes->text();
}

void GpuAtlasDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void GpuAtlasDialog::retranslateUi()
{
    setWindowTitle(tr("Every MIG GPU and its placements"));
    m_intro->setText(m_skin == Skin::Kitchen
                         ? tr("Where each size of private room may stand on each GPU: the stove sections and pantry "
                              "shelves a room takes at every door position NVIDIA allows. Every GPU of the catalog is "
                              "here, also those the simulator cannot run; what the fact files do not give is left out, "
                              "never filled in.")
                         : tr("Where each MIG profile may be placed on each GPU: the compute slices and memory slots an "
                              "instance takes at every start NVIDIA allows (nvidia-smi mig -lgipp). Every GPU of the "
                              "catalog is here, also those the simulator cannot run; what the fact files do not give is "
                              "left out, never filled in."));
    m_gpuLabel->setText(tr("&GPU:"));
    m_use->setText(tr("&Use this GPU"));
    m_use->setToolTip(tr("Switch your scenario to this GPU (one undo step)"));
    m_mapKey->setText(m_skin == Skin::Kitchen
                          ? tr("Each row is one room size and each block one door position: the dark part is the stove "
                               "sections the room takes, the pale part its pantry shelves, the number the shelf its door "
                               "is at. Dashed: assumed from a sister GPU, not observed on this one. Hatched: the fact "
                               "files give no positions.")
                          : tr("Each row is one profile and each block one legal start: the dark part is the compute "
                               "slices an instance placed there takes, the pale part its memory slots, the number its "
                               "start (nvidia-smi mig -cgi ID:start). Dashed: assumed from a sister GPU, not observed on "
                               "this one. Hatched: the fact files give no placements."));
    m_table->setHorizontalHeaderLabels({tr("Profile"), tr("ID"), m_skin == Skin::Kitchen ? tr("Stove sections") : tr("Compute slices"),
                                        tr("SMs"), tr("Memory"), m_skin == Skin::Kitchen ? tr("Pantry shelves") : tr("Memory slots"),
                                        tr("Bandwidth"), tr("Instances"), tr("Starts")});
    for (int i = 0; i < m_gpu->count(); ++i) {
        const GpuModel *g = findCatalogGpu(m_gpu->itemData(i).toString().toStdString());
        m_gpu->setItemText(i, g->complete() ? qs(g->displayName)
                                            //: A GPU the simulator cannot run, in the atlas's GPU list.
                                            : tr("%1 (reference only)").arg(qs(g->displayName)));
    }
    fill();
}

void GpuAtlasDialog::fill()
{
    const GpuModel *g = selected();
    m_map->setGpu(g);
    if (!g)
        return;
    const QLocale locale;
    const QString notGiven = tr("not given");
    const auto flagged = &GpuWords::flagged;
    auto figure = [&](GpuFigure f, const QString &text) { return flagged(text, g->figureQuality(f)); };

    const bool current = qs(g->id).compare(m_currentGpu, Qt::CaseInsensitive) == 0;
    if (g->complete()) {
        m_status->setText(current ? tr("The simulator runs this GPU. It is your scenario's GPU.")
                                  : tr("The simulator runs this GPU: \"Use this GPU\" switches your scenario to it."));
    } else {
        m_status->setText(tr("Listed for reference only: the fact files do not give its %1, so the simulator does not "
                             "run it. What they give is drawn here; nothing is filled in.")
                              .arg(GpuWords::missing(*g)));
    }
    m_use->setEnabled(g->complete() && !current);

    QStringList figures;
    figures << figure(GpuFigure::Sms, tr("SMs: %1").arg(g->sms > 0 ? locale.toString(g->sms) : notGiven));
    figures << figure(GpuFigure::MigSms,
                      tr("SMs with MIG on: %1").arg(g->migSms > 0 ? locale.toString(g->migSms) : notGiven));
    figures << figure(GpuFigure::Memory,
                      tr("Memory: %1").arg(g->memoryGiB > 0 ? tr("%1 GB").arg(locale.toString(g->memoryGiB)) : notGiven));
    figures << figure(GpuFigure::Bandwidth, tr("Bandwidth: %1")
                                                .arg(g->bandwidthGBps > 0 ? tr("%1 GB/s").arg(locale.toString(g->bandwidthGBps))
                                                                          : notGiven));
    figures << (m_skin == Skin::Kitchen ? tr("Stove sections: %1").arg(g->computeSlices)
                                        : tr("Compute slices: %1").arg(g->computeSlices));
    figures << figure(GpuFigure::MemorySlots,
                      (m_skin == Skin::Kitchen ? tr("Pantry shelves: %1") : tr("Memory slots: %1"))
                          .arg(g->memorySlots > 0 ? QString::number(g->memorySlots) : notGiven));
    m_figures->setText(figures.join(QStringLiteral(" · ")));

    m_table->setRowCount(int(g->migProfiles.size()));
    for (int r = 0; r < int(g->migProfiles.size()); ++r) {
        const MigProfile &p = g->migProfiles[size_t(r)];
        QString starts = PlacementMap::startsText(p);
        if (starts.isEmpty())
            starts = notGiven;
        const double bw = migBandwidthShareGBps(*g, p);
        const DataQuality bwQuality = std::max(g->figureQuality(GpuFigure::Bandwidth), p.placementQuality);
        const QStringList cells{
            qs(p.name),
            flagged(p.idKnown() ? QString::number(p.id) : notGiven, p.idQuality),
            QString::number(p.computeSlices),
            flagged(p.smsKnown() ? locale.toString(p.sms) : notGiven, p.smQuality),
            flagged(p.memoryKnown() ? tr("%1 GiB").arg(locale.toString(p.memoryGiB, 'f', 2)) : notGiven, p.memoryQuality),
            flagged(p.memorySlots <= 0      ? notGiven
                    : g->memorySlots > 0 ? tr("%1 of %2").arg(p.memorySlots).arg(g->memorySlots)
                                         : QString::number(p.memorySlots),
                    p.placementQuality),
            bw > 0 ? flagged(tr("%1 GB/s").arg(locale.toString(bw, 'f', 0)), bwQuality) : notGiven,
            flagged(p.maxCount > 0 ? QString::number(p.maxCount) : notGiven, p.countQuality),
            flagged(starts, p.placementQuality),
        };
        const QString tip = m_map->rowToolTip(r);
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c != ProfileColumn && c != PlacementsColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(tip);
            m_table->setItem(r, c, item);
        }
    }
    // Never a scroll bar of its own: the table is as tall as its rows and as wide as its columns
    // (measured unstretched), and the page scrolls.
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    m_table->setMinimumWidth(m_table->horizontalHeader()->length() + 2 * m_table->frameWidth());
    m_table->horizontalHeader()->setStretchLastSection(true);
    int tableHeight = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_table->rowCount(); ++r)
        tableHeight += m_table->rowHeight(r);
    m_table->setFixedHeight(tableHeight);

    // The fact files' notes: the whole GPU's flags and notes, then each profile note once, with
    // the profiles it is about.
    QStringList notes;
    for (const FigureFlag &f : g->figureFlags)
        if (f.quality != DataQuality::Verified)
            notes << tr("%1 %2: %3").arg(GpuWords::figure(f.figure), GpuWords::quality(f.quality), qs(f.note)).toHtmlEscaped();
    for (const std::string &n : g->notes)
        notes << qs(n).toHtmlEscaped();
    std::vector<std::pair<std::string, QStringList>> byNote;
    for (const MigProfile &p : g->migProfiles) {
        if (p.note.empty())
            continue;
        auto it = std::find_if(byNote.begin(), byNote.end(), [&](const auto &e) { return e.first == p.note; });
        if (it == byNote.end())
            byNote.push_back({p.note, {qs(p.name)}});
        else
            it->second << qs(p.name);
    }
    for (const auto &[note, names] : byNote)
        notes << tr("%1: %2").arg(names.join(tr(", ")), qs(note)).toHtmlEscaped();
    m_notes->setText(notes.isEmpty() ? QString()
                                     : QStringLiteral("<b>%1</b><ul><li>%2</li></ul>")
                                           .arg(tr("From the fact files (their words, in English):").toHtmlEscaped(),
                                                notes.join(QStringLiteral("</li><li>"))));
}

} // namespace gpuk
