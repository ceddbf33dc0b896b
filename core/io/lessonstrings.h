#pragma once

// The visible texts of the built-in lessons (generated: scripts/lesson-strings.py), listed for
// translation in the contexts "gpuk::Lessons" and "gpuk::Quiz". lessonText() shows a lesson's text in the reader's
// language: the translation when the catalogue has one, else the text as written.

#include <QCoreApplication>
#include <QString>

#include <string>
#include <vector>

namespace gpuk {

std::vector<const char *> lessonSourceTexts();
std::vector<const char *> quizSourceTexts();

inline QString quizText(const std::string &text)
{
    return QCoreApplication::translate("gpuk::Quiz", text.c_str());
}

inline QString lessonText(const std::string &text)
{
    return QCoreApplication::translate("gpuk::Lessons", text.c_str());
}

} // namespace gpuk
