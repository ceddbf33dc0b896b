#pragma once

// Reading the quiz bank (core/quiz.h). The reader is the scenario file's (scenariofile.cpp): the
// same JSON checks (encoding, duplicate keys, non-finite numbers), every problem with its JSON path
// and the same diagnostic codes, plus quiz.* (core/io/messages.cpp):
//   quiz.duplicate_id [id]                 questions[i].id
//   quiz.bad_id [id]                       questions[i].id (lowercase letters, digits, '-')
//   quiz.answer_out_of_range [answer, options]   questions[i].answer
//   quiz.unknown_gpu [gpu] / quiz.unknown_profile [gpu, profile]   questions[i].answer_from.*
//   quiz.figure_of_profile [figure] / quiz.figure_of_gpu [figure]  questions[i].answer_from.figure
//   quiz.unknown_mode [mode]               questions[i].show_me.mode
//   and field.not_applicable for a key the question's type does not take.

#include "diagnostic.h"
#include "quiz.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace gpuk {

struct QuizLoadResult
{
    std::optional<QuizBank> bank; // set when there is no error
    Diagnostics diagnostics;
    bool ok() const { return bank.has_value(); }
};

QuizLoadResult parseQuiz(const QByteArray &json);
QuizLoadResult loadQuizFile(const QString &fileName);

// The built-in bank's resource path.
inline constexpr const char *builtinQuizPath = ":/quiz/questions.json";

} // namespace gpuk
