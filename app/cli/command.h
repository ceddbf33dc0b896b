#pragma once

// The commands of gpukitchen-cli: one class whose members are defined one file per command or
// command group (gpus.cpp, mig.cpp, validate.cpp, scenarios.cpp, export.cpp, seeddemo.cpp,
// run.cpp, compare.cpp, receipts.cpp); cli.cpp holds the dispatch, the option parser and the helpers every
// command shares, simulation.cpp what run and compare share. Its tr() context is "gpuk::Cli".

#include "analysis/comparison.h"
#include "catalog/catalog.h"
#include "diagnostic.h"
#include "io/outputfile.h"
#include "scenario.h"
#include "sharing/mig.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <string>
#include <vector>

class QJsonArray;
class QJsonDocument;
class QJsonObject;

namespace gpuk {

namespace seed {
struct SeedDemoRun;
}
struct LoadResult;
struct PlanChoice;
struct MigEvaluationHorizon;
struct RunResults;

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(gpuk::Cli)

public:
    Cli(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) {}

    int run(const QStringList &args);

    struct Options
    {
        QStringList positional;
        QMap<QString, QString> values;
        QSet<QString> flags;
        bool help = false;

        bool has(const QString &flag) const { return flags.contains(flag); }
        QString value(const QString &key, const QString &fallback = {}) const { return values.value(key, fallback); }
    };

    // Text helpers every command shares.
    static QString q(const std::string &s);
    static QString num(double v);
    static bool isCjk(QChar c);
    // Greedy word wrap that also breaks between CJK characters; no line starts with closing
    // punctuation (，。；：、） …) or a percent sign, none ends with opening punctuation (（“ …).
    static QString wrap(const QString &text, int width, const QString &firstIndent, const QString &indent);
    static QString joinInts(const std::vector<int> &v, const QString &sep);
    static QString jsonText(const QJsonDocument &doc);
    // One diagnostic per line: formatDiagnostic marks warnings and notes itself, errors get "error: ".
    static QString diagnosticLine(const Diagnostic &d);
    // The messages of diagnostics, without their paths, joined by "; ".
    static QString diagnosticMessages(const Diagnostics &ds);
    // One diagnostic as `validate --format json` writes it: code, severity, path, args, message.
    static QJsonObject diagnosticJson(const Diagnostic &d);

private:
    QTextStream &m_out;
    QTextStream &m_err;

    int fail(const QString &message, const QString &command = {});
    bool parse(const QStringList &args, const QStringList &valued, const QStringList &flags, Options *o,
               const QString &command);

    // What a command takes before its own work: its options with a value and its flags, the
    // formats it writes (the first is the default; none: --format is not checked here), and its
    // positional arguments: none, exactly one scenario file, or whatever the command checks itself.
    struct Front
    {
        enum class Positional { None, OneScenarioFile, Own };
        QStringList valued;
        QStringList flags;
        QStringList formats;
        Positional positional = Positional::None;
    };
    // The front every command shares, in this order: the options (--format joins them when there
    // are formats), --help (prints `usage`), the positional arguments, --format. Returns false when
    // the command stops here, with *exitCode set: 0 after --help, 2 for bad input, reported as
    // plain text on stderr whatever the format.
    bool commandFront(const QStringList &args, const QString &cmd, const QString &usage, const Front &front,
                      Options *o, QString *format, int *exitCode);
    // No options but --format text|json (or table|json), no positional arguments.
    static Front textOrJson();
    static Front tableOrJson();
    bool checkFormat(const Options &o, const QStringList &allowed, const QString &command, QString *format);
    // A given --out names a path, and not a regular file the command reads (a positional
    // argument: the results would replace the input); else reported (exit 2), nothing written.
    bool checkOutOption(const Options &o, const QString &command);
    // Exactly one positional argument, the scenario file; else reported (exit 2).
    bool oneScenarioFile(const Options &o, const QString &command);
    // The mode a --mode value names; an unknown name is reported (exit 2) and gives nullopt.
    std::optional<Mode> modeArgument(const QString &name, const QString &command);
    const GpuModel *gpuOption(const Options &o, const QString &command);
    const GpuModel *migGpuOption(const Options &o, const QString &command);
    bool listingFront(const QStringList &args, const QString &cmd, const QString &usage, QString *format,
                      const GpuModel **gpu, int *exitCode);
    bool simulationFront(const QStringList &args, const QString &cmd, const QString &modeOption,
                         const QString &usage, Options *o, QString *format, int *exitCode,
                         const QStringList &moreValued = {}, const QStringList &moreFlags = {},
                         const QStringList &moreFormats = {});
    // compare --advise (advise.cpp): the answers from the options (bad input reported, exit 2),
    // then the advisor (analysis/advisor.h) and its text or JSON.
    bool adviseOptionsValid(const Options &o, const QString &format, const QString &command);
    int compareAdvise(const Options &o, const QString &format, const Scenario &scenario);
    // compare --sweep: the load sweep's text, JSON or CSV (compare.cpp).
    QString sweepText(const Scenario &scenario, const LoadSweep &sweep, const QString &format,
                      const QJsonArray &plans) const;
    // `lessons` and `quiz`: the sub-command list or check, then [--format text|json] and the files.
    // False when the command stops here (*exitCode: 0 after --help, 2 for bad input).
    bool listOrCheckFront(const QStringList &args, const QString &cmd, const QString &usage, bool *check,
                          Options *o, QString *format, int *exitCode);
    QString qualityFlags(const GpuModel &gpu) const;
    static void insertGpuFigures(QJsonObject &j, const GpuModel &g);
    bool loadScenario(const QString &arg, LoadResult *result, QString *fileLabel, bool validate = true);
    // everyPlan: validate the whole file as `validate` does (every plan, alternatives included), so
    // a file `validate` rejects is not simulated; else only what concerns the whole scenario.
    bool loadForRun(const Options &o, const QString &command, Scenario *scenario, QString *fileLabel,
                    bool everyPlan = false);
    QString planPath(const Scenario &scenario, Mode mode) const;
    // The result of a command to stdout, or to `outFile` through io/outputfile.h; with
    // `announce`, "Wrote F" follows on stdout when F is a regular file. `target` receives what F was.
    int writeOutput(const QString &text, const QString &outFile, bool executable = false, bool announce = true,
                    OutputTarget *target = nullptr);

    int cmdGpus(const QStringList &args);
    int cmdMig(const QStringList &args);
    int cmdMigProfiles(const QStringList &args);
    int cmdMigProfilesCompare(const QString &gpuList, const QString &format, double beta);
    int cmdMigPlacements(const QStringList &args);
    int cmdMigCheck(const QStringList &args);
    int cmdMigEnumerate(const QStringList &args);
    int cmdMigPlan(const QStringList &args);
    int migPlanRanked(const Scenario &scenario, const QString &format, int count);
    int cmdValidate(const QStringList &args);
    int cmdScenarios(const QStringList &args);
    int cmdExport(const QStringList &args);
    int cmdSeedDemo(const QStringList &args);
    int cmdRun(const QStringList &args);
    int cmdCompare(const QStringList &args);
    int cmdReceipts(const QStringList &args);
    int cmdLessons(const QStringList &args);
    int cmdQuiz(const QStringList &args);
    static QString planSummary(const Scenario &scenario, const SharingPlan &plan);
    static QString planReason(const Scenario &scenario, const PlanChoice &choice);
    static double searchedWindowS(const Scenario &scenario, const MigEvaluationHorizon &horizon);
    static QString runVerdict(const RunResults &run);

    static QJsonObject seedDemoJson(const seed::SeedDemoRun &run);
    static QJsonObject migCheckJson(const GpuModel &gpu, const std::vector<MigRequest> &requests,
                                    const QStringList &argTexts, const MigOptions &options, const MigLayout &placed,
                                    const Diagnostics &diags, bool allStartsGiven, bool driverOrderFailed,
                                    bool noPlacementAtAll);
    void printCheckedLayout(const GpuModel &gpu, const MigLayout &layout, const MigOptions &options,
                            bool allStartsGiven, bool driverOrderFailed);

    static QString usage();
    static QString usageGpus();
    static QString usageMig();
    static QString usageMigProfiles();
    static QString usageMigPlacements();
    static QString usageMigCheck();
    static QString usageMigEnumerate();
    static QString usageMigPlan();
    static QString usageValidate();
    static QString usageScenarios();
    static QString usageExport();
    static QString usageSeedDemo();
    static QString usageRun();
    static QString usageCompare();
    static QString usageReceipts();
    static QString usageLessons();
    static QString usageQuiz();
};
} // namespace gpuk
