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
    return supportedUiLanguage(lang);
}

QString defaultCliLanguage()
{
    return systemUiLanguage();
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

QString supportedUiLanguage(const QString &tag)
{
    QString t = tag.trimmed();
    for (const QChar end : {QLatin1Char('.'), QLatin1Char('@')}) {
        const int at = t.indexOf(end);
        if (at >= 0)
            t.truncate(at);
    }
    if (t == QLatin1String("C") || t == QLatin1String("POSIX"))
        return QStringLiteral("en");
    t.replace(QLatin1Char('-'), QLatin1Char('_'));
    const QStringList parts = t.split(QLatin1Char('_'), Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return {};
    const QString language = parts.first().toLower();
    if (language == QLatin1String("en"))
        return QStringLiteral("en");
    if (language != QLatin1String("zh"))
        return {};
    // zh alone, Hans, CN or SG: Simplified. Hant, TW, HK or MO: Traditional, which has no catalogue.
    for (const QString &part : parts.mid(1)) {
        const QString p = part.toUpper();
        if (p == QLatin1String("HANT") || p == QLatin1String("TW") || p == QLatin1String("HK") || p == QLatin1String("MO"))
            return {};
    }
    return QStringLiteral("zh_CN");
}

QString uiLanguageFrom(const QMap<QString, QString> &environment, const QStringList &uiLanguages)
{
    QString messagesLocale;
    for (const char *var : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        messagesLocale = environment.value(QString::fromLatin1(var)).trimmed();
        if (!messagesLocale.isEmpty())
            break;
    }
    QStringList preferences;
    const QString language = environment.value(QStringLiteral("LANGUAGE")).trimmed();
    const QString localeName = messagesLocale.section(QLatin1Char('.'), 0, 0); // "C.UTF-8" is C
    const bool localeSet = !localeName.isEmpty() && localeName != QLatin1String("C") && localeName != QLatin1String("POSIX");
    if (localeSet && !language.isEmpty())
        preferences << language.split(QLatin1Char(':'), Qt::SkipEmptyParts);
    if (!messagesLocale.isEmpty())
        preferences << messagesLocale;
    else if (language.isEmpty())
        preferences << uiLanguages;
    for (const QString &p : preferences) {
        const QString supported = supportedUiLanguage(p);
        if (!supported.isEmpty())
            return supported;
    }
    return QStringLiteral("en");
}

QString systemUiLanguage()
{
    QMap<QString, QString> environment;
    for (const char *var : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
        environment.insert(QString::fromLatin1(var), qEnvironmentVariable(var));
    return uiLanguageFrom(environment, QLocale::system().uiLanguages());
}

} // namespace gpuk
