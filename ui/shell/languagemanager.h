#pragma once

// The GUI's language: io/translations.h installs the translators (GPU Kitchen's catalogue and
// Qt's "qtbase", the same installer the CLI uses); this adds the default QLocale and the
// languageChanged() signal. Switching at run time replaces the translators; Qt then sends
// QEvent::LanguageChange to every widget, whose changeEvent() calls retranslateUi().

#include <QObject>
#include <QStringList>

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

    QString m_language = QStringLiteral("en");
};

} // namespace gpuk
