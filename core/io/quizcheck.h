#pragma once

// Checking the quiz bank against the app (`gpukitchen-cli quiz check`, the tests): a numeric answer
// must be the catalog figure it names, within its tolerance; a "show me" scene must load and
// validate, and every claim must hold on the engine's run of it (the scene's plan for the mode,
// else the mode's default plan: analysis/planchoice.h). Runs of one scene and mode are shared.

#include "analysis/lessonrun.h"
#include "io/quizfile.h"

#include <QString>

#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace gpuk {

// The value of a catalog figure, or nullopt when the catalog does not give it.
std::optional<double> catalogFigureValue(const CatalogFigure &f);

// Where a scene reference (builtin:NAME, lesson:NAME or a path) is read from.
QString scenePath(const std::string &scene);

struct QuestionCheck
{
    std::optional<double> catalogValue;   // Number: the figure's value
    bool numberHolds = true;              // Number: the answer is the figure within the tolerance
    QString sceneProblem;                 // the scene does not load, validate or run (empty: it does)
    std::vector<CheckResult> claims;      // show_me: each claim on the run
    bool holds() const;
};

class QuizChecker
{
public:
    QuestionCheck check(const QuizQuestion &q);

private:
    struct SceneRun
    {
        QString problem;
        SharingPlan plan;
        std::optional<RunResults> results;
    };
    const SceneRun &run(const std::string &scene, std::optional<Mode> mode);
    std::map<std::pair<std::string, int>, SceneRun> m_runs;
};

} // namespace gpuk
