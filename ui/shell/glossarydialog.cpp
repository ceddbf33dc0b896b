#include "ui/shell/glossarydialog.h"

#include "ui/text/glossary.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace gpuk {

GlossaryDialog::GlossaryDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("glossaryDialog"));
    setModal(false);
    m_searchLabel = new QLabel(this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("glossarySearch"));
    m_search->setClearButtonEnabled(true);
    m_searchLabel->setBuddy(m_search);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("glossaryTerms"));
    m_entry = new QTextBrowser(this);
    m_entry->setObjectName(QStringLiteral("glossaryEntry"));
    m_entry->setOpenLinks(false); // glossary:KEY links jump inside the dialog

    auto *search = new QHBoxLayout;
    search->addWidget(m_searchLabel);
    search->addWidget(m_search, 1);
    auto *split = new QSplitter(this);
    split->addWidget(m_list);
    split->addWidget(m_entry);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(search);
    layout->addWidget(split, 1);

    connect(m_search, &QLineEdit::textChanged, this, &GlossaryDialog::setFilter);
    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item)
            showEntry(item->data(Qt::UserRole).toString());
    });
    connect(m_entry, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("glossary"))
            showTerm(url.path());
    });
    resize(760, 480);
    retranslateUi();
}

void GlossaryDialog::retranslateUi()
{
    setWindowTitle(tr("Glossary"));
    m_searchLabel->setText(tr("&Find:"));
    m_search->setPlaceholderText(tr("a term, in English or Chinese"));
    fill();
}

void GlossaryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void GlossaryDialog::fill()
{
    const QString keep = m_current;
    const QString filter = m_search->text().trimmed();
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (const GlossaryEntry &e : glossaryEntries()) {
        const bool match = filter.isEmpty() || e.term.contains(filter, Qt::CaseInsensitive)
            || e.names.filter(filter, Qt::CaseInsensitive).size() > 0 || e.definition.contains(filter, Qt::CaseInsensitive)
            || e.kitchen.contains(filter, Qt::CaseInsensitive) || glossaryTermsIn(filter).contains(e.key);
        if (!match)
            continue;
        auto *item = new QListWidgetItem(e.term, m_list);
        item->setData(Qt::UserRole, e.key);
        if (e.key == keep)
            m_list->setCurrentItem(item);
    }
    if (!m_list->currentItem() && m_list->count() > 0)
        m_list->setCurrentRow(0);
    // Nothing matches the search: say so (the term shown before comes back with the list).
    showEntry(m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toString() : QString());
    if (!m_list->currentItem())
        m_current = keep;
}

void GlossaryDialog::setFilter(const QString &text)
{
    if (m_search->text() != text)
        m_search->setText(text); // comes back here through textChanged
    else
        fill();
}

QStringList GlossaryDialog::shownKeys() const
{
    QStringList keys;
    for (int i = 0; i < m_list->count(); ++i)
        keys << m_list->item(i)->data(Qt::UserRole).toString();
    return keys;
}

void GlossaryDialog::showEntry(const QString &key)
{
    const GlossaryEntry e = glossaryEntry(key);
    if (e.key.isEmpty()) {
        m_current.clear();
        m_entry->setHtml(QStringLiteral("<p>%1</p>").arg(tr("No term matches.").toHtmlEscaped()));
        return;
    }
    m_current = key;
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p>").arg(e.term.toHtmlEscaped(), e.definition.toHtmlEscaped());
    if (!e.kitchen.isEmpty())
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("In the kitchen:").toHtmlEscaped(), e.kitchen.toHtmlEscaped());
    QStringList links;
    for (const QString &r : e.related) {
        const GlossaryEntry other = glossaryEntry(r);
        if (!other.key.isEmpty())
            links << QStringLiteral("<a href=\"glossary:%1\">%2</a>").arg(r, other.term.toHtmlEscaped());
    }
    if (!links.isEmpty())
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("See also:").toHtmlEscaped(), links.join(QStringLiteral(" · ")));
    html += QStringLiteral("<p><small>%1 %2</small></p>").arg(tr("Source:").toHtmlEscaped(), e.source.toHtmlEscaped());
    m_entry->setHtml(html);
}

bool GlossaryDialog::showTerm(const QString &key)
{
    if (glossaryEntry(key).key.isEmpty())
        return false;
    if (!shownKeys().contains(key)) {
        const QSignalBlocker block(m_search);
        m_search->clear();
        m_current = key;
        fill();
    }
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(Qt::UserRole).toString() == key)
            m_list->setCurrentRow(i);
    showEntry(key);
    show();
    raise();
    activateWindow();
    return true;
}

} // namespace gpuk
