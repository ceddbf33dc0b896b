#include "languagemanager.h"

#include "io/translations.h"

#include <QCoreApplication>
#include <QLocale>
#include <QEvent>

namespace gpuk {

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{
}

LanguageManager *LanguageManager::instance()
{
    static LanguageManager *manager = nullptr;
    if (!manager) {
        manager = new LanguageManager(QCoreApplication::instance());
        // The application deletes it on exit; forget it so a later QApplication gets a new one.
        QObject::connect(manager, &QObject::destroyed, [] { manager = nullptr; });
    }
    return manager;
}

QStringList LanguageManager::languages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString LanguageManager::endonym(const QString &code)
{
    // A language is listed in its own name so that someone who cannot read the current UI
    // language still finds theirs: these names are deliberately not passed through tr().
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral(u"简体中文");
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    return QLocale(code).nativeLanguageName();
}

bool LanguageManager::setLanguage(const QString &code)
{
    QLocale::setDefault(QLocale(code));
    m_language = code;
    // English is the source language, but a catalogue may still exist for plural forms.
    const bool found = installTranslators(code);
    if (!translatorsInstalled()) {
        // Nothing installed, so Qt sent no LanguageChange: send one, so that a switch back to
        // English still retranslates every window.
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
    }
    emit languageChanged(code);
    return found;
}

} // namespace gpuk
