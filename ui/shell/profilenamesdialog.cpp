#include "profilenamesdialog.h" // own header by plain name: lupdate then knows the class is gpuk::ProfileNamesDialog

#include "analysis/profilecompare.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
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

ProfileNamesDialog::ProfileNamesDialog(const QString &currentGpu, const QStringList &preferred, QWidget *parent)
    : QDialog(parent), m_currentGpu(currentGpu)
{
    setObjectName(QStringLiteral("profileNamesDialog"));
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("profileNamesIntro"));
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *row = new QGridLayout;
    m_profileLabel = new QLabel(this);
    m_profile = new QComboBox(this);
    m_profile->setObjectName(QStringLiteral("profileNameCombo"));
    m_profileLabel->setBuddy(m_profile);
    // Every name that two or more MIG GPUs of the catalog have, those whose size differs first.
    const std::vector<const GpuModel *> gpus = catalogMigGpus();
    const std::vector<std::string> differing = namesThatDifferAcrossGpus();
    std::vector<std::string> names = differing;
    for (const std::string &n : profileNamesInOrder(gpus))
        if (profileAcrossGpus(n, gpus, 0.5).size() >= 2 && std::find(names.begin(), names.end(), n) == names.end())
            names.push_back(n);
    for (const std::string &n : names)
        m_profile->addItem(qs(n));
    m_profile->setMaxVisibleItems(20);
    m_betaLabel = new QLabel(this);
    m_beta = new QDoubleSpinBox(this);
    m_beta->setObjectName(QStringLiteral("profileNamesBeta"));
    m_beta->setRange(0, 1);
    m_beta->setSingleStep(0.1);
    m_beta->setDecimals(2);
    m_beta->setValue(0.5);
    m_betaLabel->setBuddy(m_beta);
    row->addWidget(m_profileLabel, 0, 0);
    row->addWidget(m_profile, 0, 1);
    row->addWidget(m_betaLabel, 0, 2);
    row->addWidget(m_beta, 0, 3);
    row->setColumnStretch(4, 1);
    layout->addLayout(row);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("profileNamesTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("profileNamesSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    m_legend = new QLabel(this);
    m_legend->setWordWrap(true);
    layout->addWidget(m_legend);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_profile, &QComboBox::currentIndexChanged, this, &ProfileNamesDialog::fill);
    connect(m_beta, &QDoubleSpinBox::valueChanged, this, &ProfileNamesDialog::fill);
    int wanted = -1;
    for (const QString &name : preferred)
        if ((wanted = m_profile->findText(name)) >= 0)
            break;
    m_profile->setCurrentIndex(std::max(wanted, 0));
    retranslateUi();
    resize(820, 460);
}

void ProfileNamesDialog::showProfile(const QString &name)
{
    const int i = m_profile->findText(name);
    if (i >= 0)
        m_profile->setCurrentIndex(i);
}

void ProfileNamesDialog::setBeta(double beta)
{
    m_beta->setValue(beta);
}

QString ProfileNamesDialog::profile() const
{
    return m_profile->currentText();
}

double ProfileNamesDialog::beta() const
{
    return m_beta->value();
}

QString ProfileNamesDialog::summary() const
{
    return m_summary->text();
}

void ProfileNamesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ProfileNamesDialog::retranslateUi()
{
    setWindowTitle(tr("One profile name, many GPUs"));
    m_intro->setText(tr("A MIG profile's name gives its compute slices and its memory, not its size: a profile of the same "
                        "name is a different slice of another GPU, with other SMs, memory slots and bandwidth. Pick a name "
                        "to see what it is on each GPU that has it."));
    m_profileLabel->setText(tr("&Profile:"));
    m_betaLabel->setText(tr("&Memory-bound share β:"));
    m_beta->setToolTip(tr("The share of one request's time spent reading memory on the whole GPU: 0 is pure "
                          "compute, 1 is pure memory traffic"));
    m_table->setHorizontalHeaderLabels({tr("GPU"), tr("ID"), tr("SMs"), tr("Memory"), tr("Memory slots"),
                                        tr("Bandwidth"), tr("Time of one request")});
    m_table->horizontalHeaderItem(TimeColumn)
        ->setToolTip(tr("The engine's time for one request as wide as the whole GPU, alone on this profile, "
                        "over its time on the whole GPU"));
    m_legend->setText(tr("Marked figures are not verified by the fact sheets (assumed, inferred or unverified); "
                         "the tool tip of a row says why. \"not given\": the fact sheets give no figure. "
                         "Your scenario's GPU is in bold."));
    fill();
}

void ProfileNamesDialog::fill()
{
    const std::vector<ProfileOnGpu> rows = profileAcrossGpus(m_profile->currentText().toStdString(), catalogMigGpus(),
                                                             m_beta->value());
    const QLocale locale;
    auto figure = [&](const ProfileFigure &f, const QString &text) {
        QString shown = f.value ? text : tr("not given");
        switch (f.quality) {
        case DataQuality::Verified:
            break;
        case DataQuality::Assumed:
            shown = tr("%1 (assumed)").arg(shown);
            break;
        case DataQuality::Inferred:
            shown = tr("%1 (inferred)").arg(shown);
            break;
        case DataQuality::Unverified:
            shown = tr("%1 (unverified)").arg(shown);
            break;
        }
        return shown;
    };
    auto number = [&](const std::optional<double> &v, int decimals = 0) {
        return v ? locale.toString(*v, 'f', decimals) : QString();
    };
    m_table->setRowCount(int(rows.size()));
    double minSms = 0, maxSms = 0, minTime = 0, maxTime = 0;
    bool anySms = false, anyTime = false;
    for (int i = 0; i < int(rows.size()); ++i) {
        const ProfileOnGpu &r = rows[size_t(i)];
        const QString slotText = r.memorySlots.value && r.gpuMemorySlots
            ? tr("%1 of %2").arg(number(r.memorySlots.value), number(r.gpuMemorySlots))
            : number(r.memorySlots.value);
        const QStringList cells{
            qs(r.gpu->displayName),
            figure(r.id, number(r.id.value)),
            figure(r.sms, r.sms.value && r.gpu->sms > 0 ? tr("%1 of %2").arg(number(r.sms.value), locale.toString(r.gpu->sms))
                                                       : number(r.sms.value)),
            figure(r.memoryGiB, tr("%1 GiB").arg(number(r.memoryGiB.value, 2))),
            figure(r.memorySlots, slotText),
            figure(r.bandwidthGBps, tr("%1 GB/s").arg(number(r.bandwidthGBps.value))),
            figure(r.timeFactor, tr("%1×").arg(number(r.timeFactor.value, 2))),
        };
        const bool current = qs(r.gpu->id) == m_currentGpu;
        QString tip = qs(r.gpu->id);
        if (!r.profile->note.empty())
            tip += QStringLiteral(": ") + qs(r.profile->note);
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c != GpuColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (current) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            item->setToolTip(tip);
            m_table->setItem(i, c, item);
        }
        if (r.sms.value) {
            minSms = anySms ? std::min(minSms, *r.sms.value) : *r.sms.value;
            maxSms = anySms ? std::max(maxSms, *r.sms.value) : *r.sms.value;
            anySms = true;
        }
        if (r.timeFactor.value) {
            minTime = anyTime ? std::min(minTime, *r.timeFactor.value) : *r.timeFactor.value;
            maxTime = anyTime ? std::max(maxTime, *r.timeFactor.value) : *r.timeFactor.value;
            anyTime = true;
        }
    }
    QStringList said;
    if (anySms)
        said << (minSms == maxSms ? tr("%1 has %2 SMs on every GPU here that gives the figure.")
                                        .arg(m_profile->currentText(), locale.toString(minSms))
                                  : tr("%1 has from %2 to %3 SMs, depending on the GPU.")
                                        .arg(m_profile->currentText(), locale.toString(minSms), locale.toString(maxSms)));
    if (anyTime)
        said << (minTime == maxTime
                     ? tr("One request takes %1× its time on the whole GPU.").arg(locale.toString(minTime, 'f', 2))
                     : tr("One request takes from %1× to %2× its time on the whole GPU (β = %3).")
                           .arg(locale.toString(minTime, 'f', 2), locale.toString(maxTime, 'f', 2),
                                locale.toString(m_beta->value(), 'f', 2)));
    m_summary->setText(said.join(QLatin1Char(' ')));
}

} // namespace gpuk
