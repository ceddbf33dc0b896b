#pragma once

// Installs the application's translations: "gpukitchen" from :/i18n (embedded by the io
// library; $GPUK_I18N_DIR is searched first, for previewing a new .qm) and Qt's own "qtbase"
// from the Qt installation. Switching at run time removes the
// old translators and installs the new ones; Qt then sends QEvent::LanguageChange to every
// widget, whose changeEvent() calls retranslateUi().

#include <QObject>
#include <QStringList>

class QTranslator;

namespace gpuk {

class LanguageManager : public QObject
{
    Q_OBJECT

public:
    // The one instance, owned by the QCoreApplication (created on first use).
    static LanguageManager *instance();

    // "en" or "zh_CN" (anything QLocale understands works if a catalogue exists).
    // Returns false if the application catalogue for a non-English language was not found;
    // the locale (number formats) and Qt's own strings are switched anyway.
    bool setLanguage(const QString &code);
    QString language() const { return m_language; }

    static QStringList languages();              // {"en", "zh_CN"}
    static QString endonym(const QString &code); // "English", "简体中文": never translated

signals:
    void languageChanged(const QString &code);

private:
    explicit LanguageManager(QObject *parent);
    void removeTranslators();

    QTranslator *m_app = nullptr;
    QTranslator *m_qt = nullptr;
    QString m_language = QStringLiteral("en");
};

} // namespace gpuk
