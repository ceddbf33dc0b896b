#pragma once

// Links from wherever a term appears to Help → Glossary:
//   - tool tips: an event filter on the application adds one line to every tool tip that names
//     glossary terms ("F1: glossary — SM, p99"), for widgets' and menu actions' tool tips and the
//     GPU canvas's (through GpuCanvas::setToolTipDecorator); F1 while that tip shows, or while the
//     mouse rests on a widget whose tip names a term, opens the glossary at the first term;
//   - labels: glossaryLinked() turns plain words into rich text whose terms link to glossary:KEY,
//     and connectGlossaryLinks() makes a QLabel open them.
//
// The main window installs it once: GlossaryLinks::install(window, openTerm).

#include "ui/text/glossary.h" // glossaryLinked

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <functional>

class QLabel;
class QWidget;

namespace gpuk {

class GlossaryLinks : public QObject
{
    Q_OBJECT

public:
    using OpenTerm = std::function<void(const QString &key)>;

    // Installs the filter on the application (owned by `window`) and the canvas's tool tip
    // decorator; `openTerm` is called with a term's key (e.g. GlossaryDialog::showTerm).
    static GlossaryLinks *install(QWidget *window, OpenTerm openTerm);
    ~GlossaryLinks() override;

    // `tip` with the glossary line added when it names terms (unchanged otherwise); `terms` gets
    // their keys.
    static QString decorate(const QString &tip, QStringList *terms = nullptr);
    // The keys the tip shown last named (empty once it is hidden or none did).
    QStringList currentTerms() const { return m_terms; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    GlossaryLinks(QWidget *window, OpenTerm openTerm);
    QStringList termsFor(QWidget *under) const;
    QString tipOf(QWidget *widget, const QPoint &pos) const;

    OpenTerm m_open;
    QStringList m_terms;
    QPointer<QWidget> m_tipWidget;
};

// Makes `label` show rich text with links and open glossary:KEY links through `openTerm`
// (other links open as before).
void connectGlossaryLinks(QLabel *label, GlossaryLinks::OpenTerm openTerm);

} // namespace gpuk
