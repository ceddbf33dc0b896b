#pragma once

// A test that switches the language puts English back when it ends, however it ends (a failed
// REQUIRE included), so the next test starts in the language the others expect.

#include "ui/shell/languagemanager.h"

#include <QString>

namespace gpuk::test {

struct EnglishAfterTest
{
    EnglishAfterTest() = default;
    EnglishAfterTest(const EnglishAfterTest &) = delete;
    EnglishAfterTest &operator=(const EnglishAfterTest &) = delete;
    ~EnglishAfterTest() { LanguageManager::instance()->setLanguage(QStringLiteral("en")); }
};

} // namespace gpuk::test
