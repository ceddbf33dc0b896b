#include "io/translations.h"

#include <QLibraryInfo>
#include <QTranslator>

namespace gpuk {

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

} // namespace gpuk
