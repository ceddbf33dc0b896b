// The interview drill's logic (core/drill.h), on a small bank made here: scoring of every question
// type, the mock interview's time limit on the caller's clock, seeded order, the before/after pairs
// and the review list.

#include "drill.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

using namespace gpuk;

namespace {

QuizQuestion choice(const std::string &id, const std::string &category, int answer = 1)
{
    QuizQuestion q;
    q.id = id;
    q.type = QuestionType::Choice;
    q.category = category;
    q.question = id + "?";
    q.options = {"a", "b", "c"};
    q.answerIndex = answer;
    return q;
}

QuizQuestion number(const std::string &id, const std::string &category, double answer, double tolerance)
{
    QuizQuestion q;
    q.id = id;
    q.type = QuestionType::Number;
    q.category = category;
    q.answerNumber = answer;
    q.tolerance = tolerance;
    return q;
}

QuizQuestion explain(const std::string &id, const std::string &category, int points)
{
    QuizQuestion q;
    q.id = id;
    q.type = QuestionType::Explain;
    q.category = category;
    for (int i = 0; i < points; ++i)
        q.points.push_back("point " + std::to_string(i));
    return q;
}

// Three questions in each of the 11 categories: an explanation first, then a choice, then a number.
QuizBank bank()
{
    QuizBank b;
    for (const char *c : quizCategories) {
        b.questions.push_back(explain(std::string(c) + "-expl", c, 4));
        b.questions.push_back(choice(std::string(c) + "-mcq", c));
        b.questions.push_back(number(std::string(c) + "-num", c, 98, 0.02));
    }
    return b;
}

std::vector<std::string> ids(const DrillSession &s)
{
    std::vector<std::string> out;
    for (int i = 0; i < s.size(); ++i)
        out.push_back(s.question(i).id);
    return out;
}

// Answers every question of `s` right (or wrong), one per second from `t0`.
void answerAll(DrillSession &s, bool right, std::int64_t t0 = 0)
{
    std::int64_t t = t0;
    while (!s.finished()) {
        const QuizQuestion &q = s.question(s.current());
        t += 1000;
        switch (q.type) {
        case QuestionType::Choice:
        case QuestionType::Predict:
            REQUIRE(s.answerChoice(right ? q.answerIndex : (q.answerIndex + 1) % int(q.options.size()), t));
            break;
        case QuestionType::Number:
            REQUIRE(s.answerNumber(right ? q.answerNumber : q.answerNumber * 2, t));
            break;
        case QuestionType::Explain:
            REQUIRE(s.answerExplain("my words", std::vector<bool>(q.points.size(), right), t));
            break;
        }
        s.next(t);
    }
}

} // namespace

TEST_CASE("a choice is right only on the answer's index, and an out-of-range choice is refused", "[drill]")
{
    const QuizBank b{{choice("q", "mig", 2)}};
    DrillSession s = DrillSession::practice(b, {}, 0, 1, 0);
    REQUIRE(s.size() == 1);
    CHECK_FALSE(s.answerChoice(3, 10));
    CHECK_FALSE(s.answerNumber(2, 10)); // a choice question takes no number
    CHECK(s.answerChoice(1, 10));
    CHECK(s.score(0) == 0.0);
    CHECK_FALSE(s.answerChoice(2, 20)); // answered once
    CHECK(s.score(0) == 0.0);

    DrillSession r = DrillSession::practice(b, {}, 0, 1, 0);
    CHECK(r.answerChoice(2, 10));
    CHECK(r.score(0) == 1.0);
    CHECK(r.isRight(0));
}

TEST_CASE("a numeric estimate is right within its relative tolerance, the edges included, and wrong just outside",
          "[drill]")
{
    const QuizQuestion q = number("n", "hardware", 98, 0.02); // allowed: 96.04 .. 99.96
    CHECK(numberIsRight(q, 98));
    CHECK(numberIsRight(q, 99.96));
    CHECK(numberIsRight(q, 96.04));
    CHECK_FALSE(numberIsRight(q, 99.97));
    CHECK_FALSE(numberIsRight(q, 96.03));
    CHECK_FALSE(numberIsRight(q, std::nan("")));

    const QuizQuestion negative = number("neg", "hardware", -50, 0.1);
    CHECK(numberIsRight(negative, -45));
    CHECK(numberIsRight(negative, -55));
    CHECK_FALSE(numberIsRight(negative, 45));

    const QuizQuestion exact = number("exact", "hardware", 7, 0);
    CHECK(numberIsRight(exact, 7));
    CHECK_FALSE(numberIsRight(exact, 7.01));

    const QuizBank b{{q}};
    DrillSession s = DrillSession::practice(b, {}, 0, 1, 0);
    CHECK_FALSE(s.answerChoice(0, 1)); // a number question takes no choice
    CHECK(s.answerNumber(99.96, 1));
    CHECK(s.score(0) == 1.0);
}

TEST_CASE("an explanation keeps the learner's words and scores the fraction of model points they say they made",
          "[drill]")
{
    const QuizBank b{{explain("e", "faults", 4)}};
    DrillSession s = DrillSession::practice(b, {}, 0, 1, 0);
    CHECK(s.answerExplain("shared fate, use MIG", {true, false, true}, 5)); // the missing 4th: not said
    REQUIRE(s.item(0).answer);
    CHECK(s.item(0).answer->text == "shared fate, use MIG");
    CHECK(s.item(0).answer->covered == std::vector<bool>{true, false, true, false});
    CHECK(s.score(0) == Approx(0.5));
    CHECK_FALSE(s.isRight(0));
    CHECK(s.review() == std::vector<int>{0}); // partial: reviewed
}

TEST_CASE("the same seed gives the same order, another seed another, and practice keeps to the chosen categories",
          "[drill]")
{
    const QuizBank b = bank();
    const DrillSession a = DrillSession::practice(b, {}, 0, 42, 0);
    const DrillSession again = DrillSession::practice(b, {}, 0, 42, 0);
    const DrillSession other = DrillSession::practice(b, {}, 0, 43, 0);
    CHECK(a.size() == int(b.questions.size()));
    CHECK(ids(a) == ids(again));
    CHECK(ids(a) != ids(other));
    std::vector<std::string> sorted = ids(a);
    std::sort(sorted.begin(), sorted.end());
    CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end()); // no question twice

    const DrillSession some = DrillSession::practice(b, {"mig", "llm"}, 4, 7, 0);
    REQUIRE(some.size() == 4);
    for (int i = 0; i < some.size(); ++i)
        CHECK((some.question(i).category == "mig" || some.question(i).category == "llm"));

    const DrillSession m1 = DrillSession::mockInterview(b, 10, 600, 9, 0);
    const DrillSession m2 = DrillSession::mockInterview(b, 10, 600, 9, 0);
    CHECK(ids(m1) == ids(m2));
}

TEST_CASE("a mock interview spreads its questions over the categories", "[drill]")
{
    const QuizBank b = bank();
    const DrillSession m = DrillSession::mockInterview(b, 11, 600, 3, 0);
    REQUIRE(m.size() == 11);
    std::set<std::string> categories;
    for (int i = 0; i < m.size(); ++i)
        categories.insert(m.question(i).category);
    CHECK(categories.size() == 11);
    CHECK(DrillSession::mockInterview(b, 1000, 600, 3, 0).size() == int(b.questions.size()));
}

TEST_CASE("a mock interview scores no answer given after its time limit, and counts the rest unanswered", "[drill]")
{
    const QuizBank b = bank();
    DrillSession m = DrillSession::mockInterview(b, 5, 60, 11, 1'000'000); // 60 s from t = 1000 s
    CHECK(m.remainingMs(1'000'000) == 60'000);
    CHECK(m.remainingMs(1'030'000) == 30'000);

    auto answerRight = [&m](std::int64_t t) {
        const QuizQuestion &q = m.question(m.current());
        if (q.type == QuestionType::Explain)
            return m.answerExplain("", std::vector<bool>(q.points.size(), true), t);
        if (q.type == QuestionType::Number)
            return m.answerNumber(q.answerNumber, t);
        return m.answerChoice(q.answerIndex, t);
    };
    REQUIRE(answerRight(1'059'999)); // just in time
    CHECK(m.score(0) == 1.0);
    m.next(1'059'999);
    CHECK(m.current() == 1);
    CHECK_FALSE(m.timeUp(1'059'999));
    CHECK(m.timeUp(1'060'000));
    REQUIRE(answerRight(1'060'001)); // late: kept, not scored
    CHECK(m.item(1).answer->late);
    CHECK(m.score(1) == 0.0);
    m.next(1'060'001); // time is up: the round ends
    CHECK(m.finished());
    CHECK(m.total() == 1.0);
    CHECK_FALSE(m.item(2).answer);
    CHECK(m.review() == std::vector<int>{1, 2, 3, 4});
}

TEST_CASE("the review lists exactly the questions not answered right, and the score adds up by category", "[drill]")
{
    const QuizBank b = bank();
    DrillSession s = DrillSession::practice(b, {"mig", "mps"}, 0, 5, 0);
    REQUIRE(s.size() == 6);
    std::vector<int> wrong;
    std::int64_t t = 0;
    while (!s.finished()) {
        const int i = s.current();
        const QuizQuestion &q = s.question(i);
        const bool right = i % 2 == 0;
        if (!right)
            wrong.push_back(i);
        t += 1000;
        if (q.type == QuestionType::Explain)
            s.answerExplain("", std::vector<bool>(q.points.size(), right), t);
        else if (q.type == QuestionType::Number)
            s.answerNumber(right ? q.answerNumber : 0, t);
        else
            s.answerChoice(right ? q.answerIndex : 0, t);
        s.next(t);
    }
    CHECK(s.review() == wrong);
    CHECK(s.total() == 3.0);
    const std::vector<CategoryScore> cats = s.byCategory();
    REQUIRE(cats.size() == 2);
    CHECK(cats[0].category == "mig");
    CHECK(cats[1].category == "mps");
    CHECK(cats[0].count == 3);
    CHECK(cats[0].score + cats[1].score == 3.0);
}

TEST_CASE("a before/after check asks one question per category, never an explanation, and the after phase pairs "
          "the same questions",
          "[drill]")
{
    const QuizBank b = bank();
    DrillSession before = DrillSession::beforeAfter(b, std::nullopt, 100);
    CHECK(before.kind() == DrillKind::BeforeAfter);
    CHECK(before.phase() == DrillPhase::Before);
    REQUIRE(before.size() == beforeAfterCount);
    std::set<std::string> categories;
    for (int i = 0; i < before.size(); ++i) {
        CHECK(before.question(i).type != QuestionType::Explain);
        categories.insert(before.question(i).category);
    }
    CHECK(int(categories.size()) == beforeAfterCount);
    CHECK(ids(before) == ids(DrillSession::beforeAfter(b, std::nullopt, 999))); // fixed

    answerAll(before, false, 100);
    const PhaseRecord rec = before.record();
    CHECK(rec.phase == DrillPhase::Before);
    CHECK(rec.atMs == 100 + 1000 * beforeAfterCount);
    CHECK(rec.ids == ids(before));
    for (const ConceptResult &c : before.concepts()) {
        CHECK_FALSE(c.before);
        CHECK_FALSE(c.after);
        CHECK_FALSE(c.changed());
    }

    DrillSession after = DrillSession::beforeAfter(b, rec, 50'000);
    CHECK(after.phase() == DrillPhase::After);
    CHECK(ids(after) == rec.ids);
    // Right on all but the first concept.
    std::int64_t t = 50'000;
    while (!after.finished()) {
        const QuizQuestion &q = after.question(after.current());
        const bool right = after.current() > 0;
        t += 1000;
        if (q.type == QuestionType::Number)
            REQUIRE(after.answerNumber(right ? q.answerNumber : 0, t));
        else
            REQUIRE(after.answerChoice(right ? q.answerIndex : (q.answerIndex + 1) % 3, t));
        after.next(t);
    }
    const std::vector<ConceptResult> concepts = after.concepts();
    REQUIRE(int(concepts.size()) == beforeAfterCount);
    for (std::size_t i = 0; i < concepts.size(); ++i) {
        CHECK(concepts[i].id == rec.ids[i]);
        CHECK(concepts[i].category == b.questions[std::size_t(after.item(int(i)).question)].category);
        CHECK_FALSE(concepts[i].before);
        REQUIRE(concepts[i].after);
        CHECK(*concepts[i].after == (i > 0));
        CHECK(concepts[i].changed() == (i > 0));
    }
    CHECK(after.record().phase == DrillPhase::After);
}

TEST_CASE("a before record naming a question the bank no longer has leaves it out of the after phase", "[drill]")
{
    const QuizBank b = bank();
    PhaseRecord rec;
    rec.ids = {"mig-mcq", "gone", "mps-num"};
    rec.scores = {1, 0, 0};
    const DrillSession after = DrillSession::beforeAfter(b, rec, 0);
    CHECK(ids(after) == std::vector<std::string>{"mig-mcq", "mps-num"});
    const std::vector<ConceptResult> pairs = pairPhases(b, rec, after.record());
    REQUIRE(pairs.size() == 3);
    CHECK(pairs[0].before);
    CHECK_FALSE(pairs[1].after); // not asked after
    CHECK(pairs[2].after);
}
