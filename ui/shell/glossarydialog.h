#pragma once

// Help → Glossary: the terms of ui/text/glossary, a search field over them (term, the
// words that name it, the definition; English or Chinese), and the chosen entry: its definition,
// the kitchen skin's word for it, related terms as links that jump, and where its facts are.
// Non-modal, so it stays open beside the canvas; GlossaryLinks opens it at a term (showTerm).

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;
class QTextBrowser;

namespace gpuk {

class GlossaryDialog : public QDialog
{
    Q_OBJECT

public:
    explicit GlossaryDialog(QWidget *parent = nullptr);

    // Shows (raises) the dialog at `key`; false when there is no such term (the dialog stays).
    bool showTerm(const QString &key);
    // The key of the entry shown ("" none).
    QString currentKey() const { return m_current; }
    // The search text; the list keeps the terms it matches.
    void setFilter(const QString &text);
    QStringList shownKeys() const;

    QLineEdit *searchField() const { return m_search; }
    QListWidget *termList() const { return m_list; }
    QTextBrowser *entryView() const { return m_entry; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fill();
    void showEntry(const QString &key);

    QString m_current;
    QLabel *m_searchLabel = nullptr;
    QLineEdit *m_search = nullptr;
    QListWidget *m_list = nullptr;
    QTextBrowser *m_entry = nullptr;
};

} // namespace gpuk
