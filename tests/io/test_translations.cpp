// The user interface language the system asks for: LANGUAGE, LC_ALL, LC_MESSAGES, LANG in POSIX
// order, then QLocale's UI languages; Traditional Chinese never gets Simplified Chinese.

#include <catch2/catch.hpp>

#include "io/translations.h"

using namespace gpuk;

namespace {

using Env = QMap<QString, QString>;

QString pick(const Env &env, const QStringList &ui = {})
{
    return uiLanguageFrom(env, ui);
}

Env env(std::initializer_list<std::pair<const char *, const char *>> vars)
{
    Env e;
    for (const auto &[k, v] : vars)
        e.insert(QString::fromLatin1(k), QString::fromUtf8(v));
    return e;
}

} // namespace

TEST_CASE("one language tag maps to a catalogue, and Traditional Chinese to none", "[i18n]")
{
    for (const char *simplified : {"zh", "zh_CN", "zh_CN.UTF-8", "zh-CN", "zh_SG", "zh_Hans", "zh-Hans-CN", "zh_Hans_SG", "ZH_cn"})
        CHECK(supportedUiLanguage(QString::fromLatin1(simplified)) == QStringLiteral("zh_CN"));
    for (const char *traditional : {"zh_TW", "zh_TW.UTF-8", "zh_HK", "zh-HK", "zh_MO", "zh_Hant", "zh-Hant-TW", "zh_Hant_HK"})
        CHECK(supportedUiLanguage(QString::fromLatin1(traditional)).isEmpty());
    for (const char *english : {"en", "en_US.UTF-8", "en_GB@euro", "en-AU", "C", "POSIX", "C.UTF-8"})
        CHECK(supportedUiLanguage(QString::fromLatin1(english)) == QStringLiteral("en"));
    for (const char *other : {"fr_FR.UTF-8", "ja", "", "zhx"})
        CHECK(supportedUiLanguage(QString::fromLatin1(other)).isEmpty());
    // --lang uses the same rule: zh_TW is refused, not read as zh_CN.
    CHECK(normalizeLanguage(QStringLiteral("zh_TW")).isEmpty());
    CHECK(normalizeLanguage(QStringLiteral("zh_CN.UTF-8")) == QStringLiteral("zh_CN"));
}

TEST_CASE("the system language follows LC_ALL, LC_MESSAGES, LANG in POSIX order and LANGUAGE first", "[i18n]")
{
    CHECK(pick(env({{"LANG", "zh_CN.UTF-8"}})) == QStringLiteral("zh_CN"));
    CHECK(pick(env({{"LC_MESSAGES", "zh_CN.UTF-8"}, {"LANG", "en_US.UTF-8"}})) == QStringLiteral("zh_CN"));
    CHECK(pick(env({{"LC_ALL", "en_US.UTF-8"}, {"LC_MESSAGES", "zh_CN.UTF-8"}, {"LANG", "zh_CN.UTF-8"}})) == QStringLiteral("en"));
    CHECK(pick(env({{"LC_ALL", ""}, {"LC_MESSAGES", ""}, {"LANG", "zh_SG.UTF-8"}})) == QStringLiteral("zh_CN"));
    // LANGUAGE: a list of preferences, before the locale, the first with a catalogue wins.
    CHECK(pick(env({{"LANGUAGE", "zh_CN:en"}, {"LANG", "en_US.UTF-8"}})) == QStringLiteral("zh_CN"));
    CHECK(pick(env({{"LANGUAGE", "fr:zh_CN"}, {"LANG", "en_US.UTF-8"}})) == QStringLiteral("zh_CN"));
    CHECK(pick(env({{"LANGUAGE", "fr:de"}, {"LANG", "zh_CN.UTF-8"}})) == QStringLiteral("zh_CN"));
    // ... but not in the C locale, as gettext.
    CHECK(pick(env({{"LANGUAGE", "zh_CN"}, {"LANG", "C"}})) == QStringLiteral("en"));
    CHECK(pick(env({{"LANGUAGE", "zh_CN"}, {"LC_ALL", "POSIX"}, {"LANG", "zh_CN.UTF-8"}})) == QStringLiteral("en"));
    CHECK(pick(env({{"LANGUAGE", "zh_CN"}, {"LC_ALL", "C.UTF-8"}})) == QStringLiteral("en"));
    CHECK(pick(env({{"LANGUAGE", "zh_CN"}}), {QStringLiteral("zh-CN")}) == QStringLiteral("en"));
    // Nothing set: QLocale's UI languages, in order.
    CHECK(pick(env({}), {QStringLiteral("fr-FR"), QStringLiteral("zh-Hans-CN"), QStringLiteral("en-US")}) == QStringLiteral("zh_CN"));
    CHECK(pick(env({}), {QStringLiteral("en-US"), QStringLiteral("zh-CN")}) == QStringLiteral("en"));
    CHECK(pick(env({})) == QStringLiteral("en"));
}

TEST_CASE("Traditional Chinese and other languages without a catalogue fall back to English, never to Simplified Chinese",
          "[i18n]")
{
    CHECK(pick(env({{"LANG", "zh_TW.UTF-8"}})) == QStringLiteral("en"));
    CHECK(pick(env({{"LC_ALL", "zh_HK.UTF-8"}})) == QStringLiteral("en"));
    CHECK(pick(env({{"LANGUAGE", "zh_TW"}, {"LANG", "zh_TW.UTF-8"}})) == QStringLiteral("en"));
    CHECK(pick(env({{"LANGUAGE", "zh_Hant:zh_TW"}, {"LANG", "zh_TW.UTF-8"}})) == QStringLiteral("en"));
    CHECK(pick(env({}), {QStringLiteral("zh-Hant-TW"), QStringLiteral("zh-TW")}) == QStringLiteral("en"));
    CHECK(pick(env({{"LANG", "fr_FR.UTF-8"}})) == QStringLiteral("en"));
    // A user who lists Simplified Chinese after Traditional asked for it.
    CHECK(pick(env({{"LANGUAGE", "zh_TW:zh_CN"}, {"LANG", "zh_TW.UTF-8"}})) == QStringLiteral("zh_CN"));
}
