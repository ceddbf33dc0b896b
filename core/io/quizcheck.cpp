#include "io/quizcheck.h"

#include "analysis/comparison.h"
#include "analysis/planchoice.h"
#include "io/messages.h"
#include "io/scenariofile.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cmath>

namespace gpuk {

std::optional<double> catalogFigureValue(const CatalogFigure &f)
{
    const GpuModel *gpu = findGpu(f.gpu);
    if (!gpu)
        return std::nullopt;
    const auto given = [](double v) { return v > 0 ? std::optional<double>(v) : std::nullopt; };
    if (!f.profile.empty()) {
        const MigProfile *p = gpu->findMigProfile(f.profile);
        if (!p)
            return std::nullopt;
        if (f.figure == "sms")
            return given(p->sms);
        if (f.figure == "memory_gib")
            return given(p->memoryGiB);
        if (f.figure == "max_count")
            return given(p->maxCount);
        if (f.figure == "compute_slices")
            return given(p->computeSlices);
        if (f.figure == "memory_slots")
            return given(p->memorySlots);
        return std::nullopt;
    }
    if (f.figure == "gpu_sms")
        return given(gpu->sms);
    if (f.figure == "gpu_mig_sms")
        return given(gpu->migSms);
    if (f.figure == "gpu_memory_gib")
        return given(gpu->memoryGiB);
    if (f.figure == "bandwidth_gbps")
        return given(gpu->bandwidthGBps);
    if (f.figure == "gpu_compute_slices")
        return given(gpu->computeSlices);
    if (f.figure == "gpu_memory_slots")
        return given(gpu->memorySlots);
    if (f.figure == "max_mps_clients")
        return given(gpu->maxMpsClients);
    return std::nullopt;
}

QString scenePath(const std::string &scene)
{
    const QString s = QString::fromStdString(scene);
    if (s.startsWith(QLatin1String("builtin:")))
        return QStringLiteral(":/scenarios/%1.gpuk.json").arg(s.mid(8));
    if (s.startsWith(QLatin1String("lesson:")))
        return QStringLiteral(":/lessons/%1.gpuk.json").arg(s.mid(7));
    return s;
}

bool QuestionCheck::holds() const
{
    return numberHolds && sceneProblem.isEmpty() && allPass(claims);
}

const QuizChecker::SceneRun &QuizChecker::run(const std::string &scene, std::optional<Mode> mode)
{
    const auto key = std::make_pair(scene, mode ? int(*mode) : -1);
    const auto found = m_runs.find(key);
    if (found != m_runs.end())
        return found->second;
    SceneRun &r = m_runs[key];
    const QString path = scenePath(scene);
    if (!QFile::exists(path)) {
        r.problem = QCoreApplication::translate("gpuk::LessonText", "no scene %1").arg(QString::fromStdString(scene));
        return r;
    }
    const LoadResult lr = loadScenarioFile(path);
    if (!lr.ok()) {
        QStringList why;
        for (const Diagnostic &d : lr.diagnostics)
            if (d.severity == Severity::Error)
                why << formatDiagnostic(d);
        r.problem = QCoreApplication::translate("gpuk::LessonText", "the scene %1 does not validate: %2")
                            .arg(QString::fromStdString(scene), why.join(QStringLiteral("; ")));
        return r;
    }
    const Scenario &s = *lr.scenario;
    r.plan = mode ? choosePlan(s, *mode).plan : s.sharing;
    Diagnostics refused;
    r.results = runPlanToEnd(s, r.plan, {}, &refused);
    if (!r.results)
        r.problem = QCoreApplication::translate("gpuk::LessonText", "the engine refused the scene %1")
                            .arg(QString::fromStdString(scene));
    return r;
}

QuestionCheck QuizChecker::check(const QuizQuestion &q)
{
    QuestionCheck out;
    if (q.type == QuestionType::Number && q.answerFrom) {
        out.catalogValue = catalogFigureValue(*q.answerFrom);
        out.numberHolds = out.catalogValue &&
                          std::abs(q.answerNumber - *out.catalogValue) <= q.tolerance * std::abs(*out.catalogValue) + 1e-9;
    }
    if (q.showMe) {
        const SceneRun &r = run(q.showMe->scene, q.showMe->mode);
        out.sceneProblem = r.problem;
        if (r.results)
            out.claims = evaluateChecks(q.showMe->claims, *r.results, r.plan);
    }
    return out;
}

} // namespace gpuk
