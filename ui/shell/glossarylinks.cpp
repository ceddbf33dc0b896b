#include "ui/shell/glossarylinks.h"

#include "ui/canvas/gpucanvas.h"
#include "ui/text/glossary.h"

#include <QAction>
#include <QApplication>
#include <QCursor>
#include <QDesktopServices>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QToolTip>
#include <QUrl>

namespace gpuk {

namespace {
GlossaryLinks *g_installed = nullptr; // the decorator of the canvases speaks to this one
}

GlossaryLinks::GlossaryLinks(QWidget *window, OpenTerm openTerm)
    : QObject(window)
    , m_open(std::move(openTerm))
{
    setObjectName(QStringLiteral("glossaryLinks"));
}

GlossaryLinks::~GlossaryLinks()
{
    if (g_installed == this) {
        g_installed = nullptr;
        GpuCanvas::setToolTipDecorator({});
    }
}

GlossaryLinks *GlossaryLinks::install(QWidget *window, OpenTerm openTerm)
{
    auto *links = new GlossaryLinks(window, std::move(openTerm));
    qApp->installEventFilter(links);
    g_installed = links;
    GpuCanvas::setToolTipDecorator([](QWidget *canvas, const QString &text) {
        QStringList terms;
        const QString out = decorate(text, &terms);
        if (g_installed) {
            g_installed->m_terms = terms;
            g_installed->m_tipWidget = canvas;
        }
        return out;
    });
    return links;
}

QString GlossaryLinks::decorate(const QString &tip, QStringList *terms)
{
    const QStringList keys = glossaryTermsIn(tip);
    if (terms)
        *terms = keys;
    if (keys.isEmpty())
        return tip;
    QStringList names;
    for (const QString &k : keys) {
        // The short form of a term: its name before any parenthesis ("SM", not "SM (streaming...)").
        QString term = glossaryEntry(k).term;
        const qsizetype paren = term.indexOf(QRegularExpression(QStringLiteral("\\s*[(（]")));
        if (paren > 0)
            term.truncate(paren);
        names << term;
    }
    //: The line added to a tool tip that names glossary terms; %1: the terms, comma-separated.
    const QString line = tr("F1: glossary — %1").arg(names.join(tr(", ")));
    if (Qt::mightBeRichText(tip))
        return tip + QStringLiteral("<br><i>%1</i>").arg(line.toHtmlEscaped());
    return tip + QLatin1Char('\n') + line;
}

QString GlossaryLinks::tipOf(QWidget *widget, const QPoint &pos) const
{
    if (auto *menu = qobject_cast<QMenu *>(widget)) {
        const QAction *a = menu->actionAt(pos);
        if (!a || !menu->toolTipsVisible() || a->toolTip() == a->iconText() || a->toolTip().isEmpty())
            return {};
        return a->toolTip();
    }
    if (qobject_cast<GpuCanvas *>(widget))
        return {}; // the canvas decorates its own (the tip depends on the point)
    return widget->toolTip();
}

bool GlossaryLinks::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ToolTip && watched->isWidgetType()) {
        auto *w = static_cast<QWidget *>(watched);
        auto *help = static_cast<QHelpEvent *>(event);
        const QString tip = tipOf(w, help->pos());
        if (tip.isEmpty())
            return QObject::eventFilter(watched, event);
        QStringList terms;
        const QString shown = decorate(tip, &terms);
        if (terms.isEmpty()) {
            m_terms.clear();
            return QObject::eventFilter(watched, event);
        }
        m_terms = terms;
        m_tipWidget = w;
        QToolTip::showText(help->globalPos(), shown, w);
        return true;
    }
    // F1 is also a shortcut (Help > Explain): claim it in the override when a term waits for it.
    if ((event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_F1
        && static_cast<QKeyEvent *>(event)->modifiers() == Qt::NoModifier) {
        const QStringList terms = termsFor(QApplication::widgetAt(QCursor::pos()));
        if (!terms.isEmpty()) {
            event->accept();
            if (event->type() == QEvent::KeyPress)
                m_open(terms.first());
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

QStringList GlossaryLinks::termsFor(QWidget *under) const
{
    // The tip showing now, or the one last shown for the widget the mouse rests on.
    if (!m_terms.isEmpty() && (QToolTip::isVisible() || (m_tipWidget && m_tipWidget == under)))
        return m_terms;
    return {};
}

void connectGlossaryLinks(QLabel *label, GlossaryLinks::OpenTerm openTerm)
{
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(label->textInteractionFlags() | Qt::LinksAccessibleByMouse
                                   | Qt::LinksAccessibleByKeyboard);
    label->setOpenExternalLinks(false);
    QObject::connect(label, &QLabel::linkActivated, label, [openTerm](const QString &link) {
        const QUrl url(link);
        if (url.scheme() == QLatin1String("glossary"))
            openTerm(url.path());
        else
            QDesktopServices::openUrl(url);
    });
}

} // namespace gpuk
