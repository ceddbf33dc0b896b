#pragma once

// The interview drill's exported summary (core/drill.h; docs/design-notes.md "Teaching"): one
// session's result as JSON ("gpukitchen-drill-summary/1") for a program, or as Markdown a teacher
// reads. Learner-free: questions by id and category, scores, right or not, timestamps; never the
// learner's own words. A before/after session adds the per-concept table (before, after, changed).
// Written by the one writer, writeOutputFile (io/outputfile.h): atomically.
//
// The JSON:
//   format "gpukitchen-drill-summary/1"; kind "practice" | "mock_interview" | "before_after";
//   phase "before" | "after" (before_after only); started, finished (ISO 8601 UTC, or null);
//   time_limit_s (mock_interview only);
//   score {total, out_of, by_category [{category, score, out_of}]};
//   questions [{id, category, type, answered, late, score, answered_at}];
//   before_after {before_at, after_at, concepts [{id, category, before, after, changed}]}
//     (after and after_at null until the "after" phase is done).
// The session's clock is taken as milliseconds since the epoch (the window's is).

#include "drill.h"
#include "io/outputfile.h"

#include <QByteArray>
#include <QString>

namespace gpuk {

inline constexpr const char *drillSummaryFormat = "gpukitchen-drill-summary/1";

// A category of the bank (quizCategories) as the learner reads it, translated.
QString drillCategoryName(const std::string &category);

QByteArray drillSummaryJson(const DrillSession &session);
QString drillSummaryMarkdown(const DrillSession &session); // in the language installed now

// Markdown for a path ending in .md or .markdown (any case), JSON for any other.
bool isMarkdownPath(const QString &path);
OutputResult writeDrillSummary(const QString &path, const DrillSession &session);

} // namespace gpuk
