#include "drill.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <random>

namespace gpuk {

namespace {

// Fisher–Yates with the generator's raw output: std::shuffle's use of the generator is the
// standard library's choice, and a seed must give the same order with any of them.
template<typename T>
void seededShuffle(std::vector<T> &v, std::mt19937 &rng)
{
    for (std::size_t i = v.size(); i > 1; --i)
        std::swap(v[i - 1], v[std::size_t(rng() % i)]);
}

int categoryIndex(const std::string &category)
{
    for (std::size_t i = 0; i < std::size(quizCategories); ++i)
        if (category == quizCategories[i])
            return int(i);
    return int(std::size(quizCategories));
}

bool takesChoice(const QuizQuestion &q)
{
    return q.type == QuestionType::Choice || q.type == QuestionType::Predict;
}

} // namespace

bool numberIsRight(const QuizQuestion &q, double x)
{
    if (!std::isfinite(x))
        return false;
    const double allowed = q.tolerance * std::abs(q.answerNumber);
    return std::abs(x - q.answerNumber) <= allowed + 1e-9 * std::max(1.0, std::abs(q.answerNumber));
}

DrillSession::DrillSession(const QuizBank &bank, DrillKind kind, std::int64_t startMs)
    : m_bank(&bank), m_kind(kind), m_startMs(startMs)
{
}

DrillSession DrillSession::practice(const QuizBank &bank, const std::vector<std::string> &categories, int count,
                                    std::uint32_t seed, std::int64_t startMs)
{
    DrillSession s(bank, DrillKind::Practice, startMs);
    std::vector<int> chosen;
    for (int i = 0; i < int(bank.questions.size()); ++i) {
        const std::string &c = bank.questions[std::size_t(i)].category;
        if (categories.empty() || std::find(categories.begin(), categories.end(), c) != categories.end())
            chosen.push_back(i);
    }
    std::mt19937 rng(seed);
    seededShuffle(chosen, rng);
    if (count > 0 && count < int(chosen.size()))
        chosen.resize(std::size_t(count));
    for (int q : chosen)
        s.m_items.push_back({q, std::nullopt});
    s.m_finished = s.m_items.empty();
    return s;
}

DrillSession DrillSession::mockInterview(const QuizBank &bank, int count, int limitSeconds, std::uint32_t seed,
                                         std::int64_t startMs)
{
    DrillSession s(bank, DrillKind::MockInterview, startMs);
    s.m_limitSeconds = std::max(0, limitSeconds);
    std::mt19937 rng(seed);
    // Each category's questions shuffled, then one from each category in turn (the categories'
    // order shuffled too), so N questions cover as many categories as N allows.
    std::vector<std::vector<int>> byCategory(std::size(quizCategories));
    for (int i = 0; i < int(bank.questions.size()); ++i) {
        const int c = categoryIndex(bank.questions[std::size_t(i)].category);
        if (c < int(byCategory.size()))
            byCategory[std::size_t(c)].push_back(i);
    }
    std::vector<int> order;
    for (int c = 0; c < int(byCategory.size()); ++c) {
        seededShuffle(byCategory[std::size_t(c)], rng);
        order.push_back(c);
    }
    seededShuffle(order, rng);
    const int want = count > 0 ? count : int(bank.questions.size());
    for (std::size_t round = 0; int(s.m_items.size()) < want; ++round) {
        bool any = false;
        for (int c : order) {
            const std::vector<int> &qs = byCategory[std::size_t(c)];
            if (round < qs.size() && int(s.m_items.size()) < want) {
                s.m_items.push_back({qs[round], std::nullopt});
                any = true;
            }
        }
        if (!any)
            break; // the bank is exhausted
    }
    s.m_finished = s.m_items.empty();
    return s;
}

std::vector<int> DrillSession::beforeAfterQuestions(const QuizBank &bank, int count)
{
    std::vector<int> out;
    for (const char *category : quizCategories) {
        if (int(out.size()) >= count)
            break;
        for (int i = 0; i < int(bank.questions.size()); ++i) {
            const QuizQuestion &q = bank.questions[std::size_t(i)];
            // Never `expl`: a self-graded explanation is no measure of what changed.
            if (q.category == category && q.type != QuestionType::Explain) {
                out.push_back(i);
                break;
            }
        }
    }
    return out;
}

DrillSession DrillSession::beforeAfter(const QuizBank &bank, const std::optional<PhaseRecord> &before,
                                       std::int64_t startMs, int count)
{
    DrillSession s(bank, DrillKind::BeforeAfter, startMs);
    if (!before) {
        s.m_phase = DrillPhase::Before;
        for (int q : beforeAfterQuestions(bank, count))
            s.m_items.push_back({q, std::nullopt});
    } else {
        s.m_phase = DrillPhase::After;
        s.m_before = before;
        for (const std::string &id : before->ids) {
            for (int i = 0; i < int(bank.questions.size()); ++i)
                if (bank.questions[std::size_t(i)].id == id) {
                    s.m_items.push_back({i, std::nullopt});
                    break;
                }
        }
    }
    s.m_finished = s.m_items.empty();
    return s;
}

const QuizQuestion &DrillSession::question(int i) const
{
    return m_bank->questions[std::size_t(m_items[std::size_t(i)].question)];
}

std::int64_t DrillSession::remainingMs(std::int64_t nowMs) const
{
    if (m_limitSeconds <= 0)
        return 0;
    return std::max<std::int64_t>(0, m_startMs + std::int64_t(m_limitSeconds) * 1000 - nowMs);
}

bool DrillSession::store(DrillAnswer answer, std::int64_t nowMs)
{
    DrillItem &item = m_items[std::size_t(m_current)];
    answer.atMs = nowMs;
    answer.late = timeUp(nowMs);
    if (answer.late)
        answer.score = 0; // kept, so the review can show it, but not scored
    item.answer = std::move(answer);
    return true;
}

bool DrillSession::answerChoice(int choice, std::int64_t nowMs)
{
    if (m_finished || m_items[std::size_t(m_current)].answer)
        return false;
    const QuizQuestion &q = question(m_current);
    if (!takesChoice(q) || choice < 0 || choice >= int(q.options.size()))
        return false;
    DrillAnswer a;
    a.choice = choice;
    a.score = choice == q.answerIndex ? 1.0 : 0.0;
    return store(std::move(a), nowMs);
}

bool DrillSession::answerNumber(double x, std::int64_t nowMs)
{
    if (m_finished || m_items[std::size_t(m_current)].answer)
        return false;
    const QuizQuestion &q = question(m_current);
    if (q.type != QuestionType::Number || !std::isfinite(x))
        return false;
    DrillAnswer a;
    a.number = x;
    a.score = numberIsRight(q, x) ? 1.0 : 0.0;
    return store(std::move(a), nowMs);
}

bool DrillSession::answerExplain(const std::string &text, const std::vector<bool> &covered, std::int64_t nowMs)
{
    if (m_finished || m_items[std::size_t(m_current)].answer)
        return false;
    const QuizQuestion &q = question(m_current);
    if (q.type != QuestionType::Explain)
        return false;
    DrillAnswer a;
    a.text = text;
    a.covered = covered;
    a.covered.resize(q.points.size(), false);
    const auto said = std::count(a.covered.begin(), a.covered.end(), true);
    a.score = q.points.empty() ? 0.0 : double(said) / double(q.points.size());
    return store(std::move(a), nowMs);
}

void DrillSession::next(std::int64_t nowMs)
{
    if (m_finished)
        return;
    if (timeUp(nowMs) || m_current + 1 >= size()) {
        finish(nowMs);
        return;
    }
    ++m_current;
}

void DrillSession::finish(std::int64_t nowMs)
{
    if (m_finished)
        return;
    m_finished = true;
    m_finishedMs = nowMs;
    m_current = size();
}

double DrillSession::score(int i) const
{
    const DrillItem &item = m_items[std::size_t(i)];
    return item.answer ? item.answer->score : 0.0;
}

double DrillSession::total() const
{
    double sum = 0;
    for (int i = 0; i < size(); ++i)
        sum += score(i);
    return sum;
}

std::vector<CategoryScore> DrillSession::byCategory() const
{
    std::map<int, CategoryScore> byIndex;
    for (int i = 0; i < size(); ++i) {
        const std::string &c = question(i).category;
        CategoryScore &cs = byIndex[categoryIndex(c)];
        cs.category = c;
        cs.score += score(i);
        ++cs.count;
    }
    std::vector<CategoryScore> out;
    for (auto &[index, cs] : byIndex)
        out.push_back(cs);
    return out;
}

std::vector<int> DrillSession::review() const
{
    std::vector<int> out;
    for (int i = 0; i < size(); ++i)
        if (!isRight(i))
            out.push_back(i);
    return out;
}

PhaseRecord DrillSession::record() const
{
    PhaseRecord r;
    r.phase = m_phase;
    r.atMs = m_finished ? m_finishedMs : m_startMs;
    for (int i = 0; i < size(); ++i) {
        r.ids.push_back(question(i).id);
        r.scores.push_back(score(i));
    }
    return r;
}

std::vector<ConceptResult> DrillSession::concepts() const
{
    if (m_kind != DrillKind::BeforeAfter)
        return {};
    if (m_phase == DrillPhase::Before)
        return pairPhases(*m_bank, record(), std::nullopt);
    return pairPhases(*m_bank, *m_before, record());
}

std::vector<ConceptResult> pairPhases(const QuizBank &bank, const PhaseRecord &before,
                                      const std::optional<PhaseRecord> &after)
{
    std::vector<ConceptResult> out;
    for (std::size_t i = 0; i < before.ids.size(); ++i) {
        ConceptResult c;
        c.id = before.ids[i];
        for (const QuizQuestion &q : bank.questions)
            if (q.id == c.id)
                c.category = q.category;
        c.before = i < before.scores.size() && before.scores[i] >= 1.0;
        if (after) {
            const auto it = std::find(after->ids.begin(), after->ids.end(), c.id);
            if (it != after->ids.end()) {
                const std::size_t j = std::size_t(it - after->ids.begin());
                c.after = j < after->scores.size() && after->scores[j] >= 1.0;
            }
        }
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace gpuk
