#include "io/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace gpuk {

namespace {

// Owned by the QCoreApplication: a later application starts with none.
QPointer<QTranslator> g_app;   // GPU Kitchen's catalogue
QPointer<QTranslator> g_qt;    // qtbase
QString g_language = QStringLiteral("en");

void removeTranslators()
{
    for (QPointer<QTranslator> *t : {&g_app, &g_qt}) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete t->data();
        }
        *t = nullptr;
    }
}

// Each returns a loaded translator owned by `parent`, or nullptr if no catalogue exists for the
// locale. Neither installs anything.
QTranslator *loadAppTranslator(const QLocale &locale, QObject *parent)
{
    auto *t = new QTranslator(parent);
    const QString override = qEnvironmentVariable("GPUK_I18N_DIR");
    if ((!override.isEmpty() && t->load(locale, QStringLiteral("gpukitchen"), QStringLiteral("_"), override))
        || t->load(locale, QStringLiteral("gpukitchen"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        return t;
    delete t;
    return nullptr;
}

QTranslator *loadQtTranslator(const QLocale &locale, QObject *parent)
{
    auto *t = new QTranslator(parent);
    if (t->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        return t;
    delete t;
    return nullptr;
}

} // namespace

bool installTranslators(const QString &code)
{
    removeTranslators();
    g_language = code;
    QCoreApplication *app = QCoreApplication::instance();
    if (!app)
        return false;
    const QLocale locale(code);
    const bool english = code == QLatin1String("en");
    if (!english) {
        g_qt = loadQtTranslator(locale, app);
        if (g_qt)
            QCoreApplication::installTranslator(g_qt);
    }
    g_app = loadAppTranslator(locale, app);
    if (g_app)
        QCoreApplication::installTranslator(g_app);
    return g_app || english;
}

bool translatorsInstalled()
{
    return g_app || g_qt;
}

QString normalizeLanguage(const QString &lang)
{
    QString l = lang.trimmed();
    const int dot = l.indexOf(QLatin1Char('.'));
    if (dot >= 0)
        l = l.left(dot);
    l.replace(QLatin1Char('-'), QLatin1Char('_'));
    if (l.compare(QLatin1String("zh"), Qt::CaseInsensitive) == 0 || l.startsWith(QLatin1String("zh_"), Qt::CaseInsensitive))
        return QStringLiteral("zh_CN");
    if (l.compare(QLatin1String("en"), Qt::CaseInsensitive) == 0 || l.startsWith(QLatin1String("en_"), Qt::CaseInsensitive)
        || l == QLatin1String("C") || l == QLatin1String("POSIX"))
        return QStringLiteral("en");
    return {};
}

QString defaultCliLanguage()
{
    for (const char *var : {"LC_ALL", "LANG"}) {
        const QString v = qEnvironmentVariable(var);
        if (v.isEmpty())
            continue;
        return v.startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    }
    return QStringLiteral("en");
}

QString languageArgument(const QStringList &args)
{
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--"))
            break;
        if (args[i] == QLatin1String("--lang"))
            return i + 1 < args.size() ? args[i + 1] : QString();
        if (args[i].startsWith(QLatin1String("--lang=")))
            return args[i].mid(7);
    }
    return {};
}

bool installLanguage(const QString &lang)
{
    const QString norm = normalizeLanguage(lang);
    if (norm.isEmpty() || !QCoreApplication::instance())
        return false;
    return installTranslators(norm);
}

QString currentLanguage()
{
    return g_language;
}

} // namespace gpuk
