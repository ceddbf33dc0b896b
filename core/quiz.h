#pragma once

// The interview drill's question bank (resources/quiz/questions.json, format "gpukitchen-quiz/1";
// docs/design-notes.md "Teaching"): plain data, read by core/io/quizfile.h and checked by
// core/io/quizcheck.h. No number in the bank is taken on trust: a numeric answer names the catalog
// figure it is (`answer_from`), and a "show me" scene carries claims the engine's run must bear out.

#include "lesson.h"
#include "sharing/plan.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuk {

inline constexpr const char *quizFormat = "gpukitchen-quiz/1";

enum class QuestionType {
    Choice,     // "mcq": options, one right
    Number,     // "num": a numeric estimate within a relative tolerance
    Predict,    // "pred": options, one right, shown by running its scene (show_me required)
    Explain,    // "expl": in your own words, then the model answer's points
};

// A catalog figure a numeric answer is: of a MIG profile of a GPU, or of the GPU.
struct CatalogFigure
{
    std::string gpu;
    std::string profile;   // empty: a figure of the GPU
    std::string figure;    // quizFigureNames
    bool operator==(const CatalogFigure &) const = default;
};
inline constexpr const char *quizProfileFigures[] = {"sms", "memory_gib", "max_count", "compute_slices",
                                                     "memory_slots"};
inline constexpr const char *quizGpuFigures[] = {"gpu_sms", "gpu_mig_sms", "gpu_memory_gib", "bandwidth_gbps",
                                                 "gpu_compute_slices", "gpu_memory_slots", "max_mps_clients"};

// A scene that shows the answer: a scenario (builtin:NAME, lesson:NAME or a path) run with its plan
// for `mode` (its own plan, else the mode's default plan), on which every claim holds.
struct ShowMe
{
    std::string scene;
    std::optional<Mode> mode;
    std::vector<LessonCheck> claims;
    bool operator==(const ShowMe &) const = default;
};

struct QuizQuestion
{
    std::string id;
    QuestionType type = QuestionType::Choice;
    std::string category;                 // quizCategories
    std::string question;
    std::vector<std::string> options;     // Choice, Predict
    int answerIndex = -1;                 // Choice, Predict
    double answerNumber = 0;              // Number
    double tolerance = 0;                 // Number: relative
    std::string unit;                     // Number, optional
    std::optional<CatalogFigure> answerFrom; // Number
    std::vector<std::string> points;      // Explain
    std::string explanation;
    std::string misconception;
    std::string source;
    std::optional<ShowMe> showMe;

    bool operator==(const QuizQuestion &) const = default;
};
inline constexpr const char *quizCategories[] = {"mig", "mps", "vgpu", "timeslice", "software", "memory",
                                                 "faults", "monitoring", "choosing", "llm", "hardware"};
inline constexpr const char *questionTypeNames[] = {"mcq", "num", "pred", "expl"};

struct QuizBank
{
    std::vector<QuizQuestion> questions;
    bool operator==(const QuizBank &) const = default;
};

} // namespace gpuk
