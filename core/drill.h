#pragma once

// The interview drill (docs/design-notes.md "Teaching"): a session of questions
// drawn from the quiz bank (core/quiz.h), answered one at a time and scored, with no Qt and no wall
// clock. Every time is the caller's: a number of milliseconds on one clock of its choosing (the
// window passes the epoch's), so a test drives a mock interview's limit by hand and a recorded
// phase carries the time the caller gave it.
//
// - Practice: the bank's questions of the chosen categories (all when none is chosen), shuffled by
//   a seeded std::mt19937 (the same seed, the same order), the first `count`.
// - Mock interview: `count` questions spread over the categories (round robin over a shuffled
//   category order, each category's questions shuffled), and a time limit: an answer given after
//   it is kept but not scored, and finish() counts the rest unanswered.
// - Before/after: a fixed short set of concepts, one question per category (the bank's first
//   question of that category that is not `expl`, categories in quizCategories order, the first
//   `beforeAfterCount`), asked before a tour or challenge and the same questions asked after it.
//   A phase's answers are a PhaseRecord the caller keeps (the window in QSettings); the "after"
//   session is made from the "before" record, so both ask the same questions by id.

#include "quiz.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gpuk {

enum class DrillKind { Practice, MockInterview, BeforeAfter };
enum class DrillPhase { Before, After };

inline constexpr int beforeAfterCount = 8;

// A numeric answer is right when |x − answer| ≤ tolerance·|answer|. The tiny slack keeps the
// edge itself right: 98 × 1.02 is not exactly 99.96 in binary.
bool numberIsRight(const QuizQuestion &q, double x);

struct DrillAnswer
{
    int choice = -1;                // Choice, Predict
    std::optional<double> number;   // Number
    std::string text;               // Explain: the learner's own words, kept
    std::vector<bool> covered;      // Explain: the model answer's points the learner says they made
    std::int64_t atMs = 0;          // when it was given (the caller's clock)
    bool late = false;              // given after a mock interview's limit: not scored
    double score = 0;               // 0..1
};

struct DrillItem
{
    int question = -1;                  // index into the bank
    std::optional<DrillAnswer> answer;  // none: not answered (yet)
};

struct CategoryScore
{
    std::string category;
    double score = 0; // the sum of the questions' scores
    int count = 0;    // questions asked in the category
};

// One phase of a before/after check, as the caller stores it.
struct PhaseRecord
{
    DrillPhase phase = DrillPhase::Before;
    std::int64_t atMs = 0;               // when the phase was finished (the caller's clock)
    std::vector<std::string> ids;        // the questions, in the order asked
    std::vector<double> scores;          // per question, 0..1 (unanswered: 0)
    bool operator==(const PhaseRecord &) const = default;
};

// One concept of a before/after check: the same question before and after.
struct ConceptResult
{
    std::string id;
    std::string category;
    bool before = false; // answered right before
    std::optional<bool> after; // answered right after (none: not asked yet)
    bool changed() const { return after && *after != before; }
};

// A session refers to its bank (it keeps the questions' indices, not copies): the bank must outlive it.
class DrillSession
{
public:
    static DrillSession practice(const QuizBank &bank, const std::vector<std::string> &categories, int count,
                                 std::uint32_t seed, std::int64_t startMs);
    static DrillSession mockInterview(const QuizBank &bank, int count, int limitSeconds, std::uint32_t seed,
                                      std::int64_t startMs);
    // The "before" phase when `before` is none, else the "after" phase over the same questions
    // (a question no longer in the bank is left out).
    static DrillSession beforeAfter(const QuizBank &bank, const std::optional<PhaseRecord> &before,
                                    std::int64_t startMs, int count = beforeAfterCount);
    // The questions a before/after check asks, as bank indices.
    static std::vector<int> beforeAfterQuestions(const QuizBank &bank, int count = beforeAfterCount);

    DrillKind kind() const { return m_kind; }
    DrillPhase phase() const { return m_phase; }
    const QuizBank &bank() const { return *m_bank; }
    int size() const { return int(m_items.size()); }
    const DrillItem &item(int i) const { return m_items[std::size_t(i)]; }
    const QuizQuestion &question(int i) const;
    int current() const { return m_current; } // 0-based; size() when finished
    bool finished() const { return m_finished; }
    std::int64_t startMs() const { return m_startMs; }
    std::int64_t finishedMs() const { return m_finishedMs; }

    // Mock interview: the limit (0: none), what is left of it at `nowMs`, and whether it is over.
    int limitSeconds() const { return m_limitSeconds; }
    std::int64_t remainingMs(std::int64_t nowMs) const;
    bool timeUp(std::int64_t nowMs) const { return m_limitSeconds > 0 && remainingMs(nowMs) <= 0; }

    // Answers the current question (once; false when it does not take that kind of answer, the
    // choice is out of range, it is answered already or the session is finished). Returns true
    // when the answer was recorded, scored or (late) not.
    bool answerChoice(int choice, std::int64_t nowMs);
    bool answerNumber(double x, std::int64_t nowMs);
    bool answerExplain(const std::string &text, const std::vector<bool> &covered, std::int64_t nowMs);
    // To the next question; after the last one, or once a mock's time is up, the session finishes.
    void next(std::int64_t nowMs);
    // Ends the session now: the questions not answered stay unanswered (score 0).
    void finish(std::int64_t nowMs);

    double score(int i) const; // 0..1; 0 when unanswered
    bool isRight(int i) const { return score(i) >= 1.0; }
    double total() const;      // out of size()
    std::vector<CategoryScore> byCategory() const; // categories asked, in quizCategories order
    // The questions to review: answered wrong, partly (an explanation missing points), late, or
    // not at all; in the order asked.
    std::vector<int> review() const;

    // Before/after.
    PhaseRecord record() const;
    const std::optional<PhaseRecord> &beforeRecord() const { return m_before; }
    // Per concept: before right?, after right? (the after phase's own answers), changed.
    std::vector<ConceptResult> concepts() const;

private:
    DrillSession(const QuizBank &bank, DrillKind kind, std::int64_t startMs);
    bool store(DrillAnswer answer, std::int64_t nowMs);

    const QuizBank *m_bank = nullptr;
    DrillKind m_kind = DrillKind::Practice;
    DrillPhase m_phase = DrillPhase::Before;
    std::vector<DrillItem> m_items;
    int m_current = 0;
    bool m_finished = false;
    std::int64_t m_startMs = 0;
    std::int64_t m_finishedMs = 0;
    int m_limitSeconds = 0;
    std::optional<PhaseRecord> m_before;
};

// Pairs two phases by question id (the "before" order); a question the "after" record lacks has
// no `after`.
std::vector<ConceptResult> pairPhases(const QuizBank &bank, const PhaseRecord &before,
                                      const std::optional<PhaseRecord> &after);

} // namespace gpuk
