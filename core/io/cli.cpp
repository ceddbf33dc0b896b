#include "io/cli.h"

#include "analysis/seeddemo.h"
#include "catalog/catalog.h"
#include "io/exports.h"
#include "io/messages.h"
#include "io/results.h"
#include "io/scenariofile.h"
#include "io/texttable.h"
#include "io/translations.h"
#include "sharing/mig.h"
#include "sharing/validate.h"
#include "sim/engine.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMap>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QTranslator>

#include <algorithm>
#include <cmath>
#include <set>

#include <unistd.h>

namespace gpuk {

namespace {

QTranslator *g_translator = nullptr;   // GPU Kitchen's catalogue
QTranslator *g_qtTranslator = nullptr; // qtbase
QString g_language = QStringLiteral("en");

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

QString num(double v)
{
    return q(formatNumber(v));
}

bool isCjk(QChar c)
{
    return displayWidth(QString(c)) == 2;
}

// Greedy word wrap that also breaks between CJK characters.
QString wrap(const QString &text, int width, const QString &firstIndent, const QString &indent)
{
    QStringList tokens;   // words (with no spaces) or single CJK characters; " " marks a space
    QString word;
    for (QChar c : text) {
        if (c == QLatin1Char(' ')) {
            if (!word.isEmpty())
                tokens << word;
            word.clear();
            tokens << QStringLiteral(" ");
        } else if (isCjk(c)) {
            if (!word.isEmpty())
                tokens << word;
            word.clear();
            tokens << QString(c);
        } else {
            word += c;
        }
    }
    if (!word.isEmpty())
        tokens << word;

    QString out;
    QString line = firstIndent;
    int lineWidth = displayWidth(firstIndent);
    const int indentWidth = displayWidth(indent);
    bool lineHasText = false;
    bool pendingSpace = false;
    for (const QString &tok : tokens) {
        if (tok == QLatin1String(" ")) {
            pendingSpace = lineHasText;
            continue;
        }
        const int w = displayWidth(tok) + (pendingSpace ? 1 : 0);
        if (lineHasText && lineWidth + w > width) {
            out += line + QLatin1Char('\n');
            line = indent;
            lineWidth = indentWidth;
            pendingSpace = false;
        }
        if (pendingSpace) {
            line += QLatin1Char(' ');
            ++lineWidth;
        }
        line += tok;
        lineWidth += displayWidth(tok);
        lineHasText = true;
        pendingSpace = false;
    }
    out += line + QLatin1Char('\n');
    return out;
}

QString joinInts(const std::vector<int> &v, const QString &sep)
{
    QStringList parts;
    for (int i : v)
        parts << QString::number(i);
    return parts.join(sep);
}

QString jsonText(const QJsonDocument &doc)
{
    return QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

// One diagnostic per line: formatDiagnostic marks warnings and notes itself, errors get "error: ".
QString diagnosticLine(const Diagnostic &d)
{
    if (d.severity == Severity::Error)
        return severityName(d.severity) + QStringLiteral(": ") + formatDiagnostic(d);
    return formatDiagnostic(d);
}

struct Options
{
    QStringList positional;
    QMap<QString, QString> values;
    QSet<QString> flags;
    bool help = false;

    bool has(const QString &flag) const { return flags.contains(flag); }
    QString value(const QString &key, const QString &fallback = {}) const { return values.value(key, fallback); }
};

// Restores the language of the caller when a `--lang` of one command is done.
struct LanguageScope
{
    QString previous;
    bool active = false;
    ~LanguageScope()
    {
        if (active)
            installLanguage(previous);
    }
};

} // namespace

// ---- language -------------------------------------------------------------------------------

QString normalizeLanguage(const QString &lang)
{
    return supportedUiLanguage(lang);
}

QString defaultCliLanguage()
{
    return systemUiLanguage();
}

QString languageArgument(const QStringList &args)
{
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--"))
            break;
        if (args[i] == QLatin1String("--lang"))
            return i + 1 < args.size() ? args[i + 1] : QString();
        if (args[i].startsWith(QLatin1String("--lang=")))
            return args[i].mid(7);
    }
    return {};
}

bool installLanguage(const QString &lang)
{
    const QString norm = normalizeLanguage(lang);
    if (norm.isEmpty() || !QCoreApplication::instance())
        return false;
    for (QTranslator **t : {&g_translator, &g_qtTranslator}) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    }
    g_language = QStringLiteral("en");
    if (norm == QLatin1String("en"))
        return true;
    g_translator = loadAppTranslator(QLocale(norm));
    if (!g_translator)
        return false;
    QCoreApplication::installTranslator(g_translator);
    // Qt's own messages (file errors, JSON parse errors) in the same language.
    g_qtTranslator = loadQtTranslator(QLocale(norm));
    if (g_qtTranslator)
        QCoreApplication::installTranslator(g_qtTranslator);
    g_language = norm;
    return true;
}

QString currentLanguage()
{
    return g_language;
}

// ---- the commands ---------------------------------------------------------------------------

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(gpuk::Cli)

public:
    Cli(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) {}

    int run(const QStringList &args);

private:
    QTextStream &m_out;
    QTextStream &m_err;

    int fail(const QString &message, const QString &command = {});
    bool parse(const QStringList &args, const QStringList &valued, const QStringList &flags, Options *o,
               const QString &command);
    bool checkFormat(const Options &o, const QStringList &allowed, const QString &command, QString *format);
    const GpuModel *gpuOption(const Options &o, const QString &command);
    const GpuModel *migGpuOption(const Options &o, const QString &command);
    bool listingFront(const QStringList &args, const QString &cmd, const QString &usage, QString *format,
                      const GpuModel **gpu, int *exitCode);
    bool simulationFront(const QStringList &args, const QString &cmd, const QString &modeOption,
                         const QString &usage, Options *o, QString *format, int *exitCode);
    QString qualityFlags(const GpuModel &gpu) const;
    QString qualityName(DataQuality quality) const;
    bool loadScenario(const QString &arg, LoadResult *result, QString *fileLabel, bool validate = true);
    bool loadForRun(const Options &o, const QString &command, Scenario *scenario, QString *fileLabel);
    QString planPath(const Scenario &scenario, Mode mode) const;
    int writeOutput(const QString &text, const QString &outFile);

    int cmdGpus(const QStringList &args);
    int cmdMig(const QStringList &args);
    int cmdMigProfiles(const QStringList &args);
    int cmdMigPlacements(const QStringList &args);
    int cmdMigCheck(const QStringList &args);
    int cmdMigEnumerate(const QStringList &args);
    int cmdValidate(const QStringList &args);
    int cmdScenarios(const QStringList &args);
    int cmdExport(const QStringList &args);
    int cmdSeedDemo(const QStringList &args);
    int cmdRun(const QStringList &args);
    int cmdCompare(const QStringList &args);

    void printCheckedLayout(const GpuModel &gpu, const MigLayout &layout, const MigOptions &options,
                            bool allStartsGiven, bool driverOrderFailed);

    static QString usage();
    static QString usageGpus();
    static QString usageMig();
    static QString usageMigProfiles();
    static QString usageMigPlacements();
    static QString usageMigCheck();
    static QString usageMigEnumerate();
    static QString usageValidate();
    static QString usageScenarios();
    static QString usageExport();
    static QString usageSeedDemo();
    static QString usageRun();
    static QString usageCompare();
};

QString Cli::usage()
{
    return tr("Usage: gpukitchen-cli [--lang en|zh_CN] COMMAND [OPTIONS]\n"
              "\n"
              "GPU Kitchen on the command line: NVIDIA GPU sharing (MIG, MPS, vGPU, time-slicing)\n"
              "explained with real numbers, without a GPU.\n"
              "\n"
              "Commands:\n"
              "  gpus                   the GPU catalog\n"
              "  mig profiles --gpu G   GPU-instance profiles, like nvidia-smi mig -lgip\n"
              "  mig placements --gpu G placements, like nvidia-smi mig -lgipp\n"
              "  mig check --gpu G PROFILE[@START]...\n"
              "                         is this MIG layout legal, and what does it waste?\n"
              "  mig enumerate --gpu G  every MIG layout that can be placed\n"
              "  validate FILE          check a scenario file (or builtin:NAME)\n"
              "  scenarios              list the built-in scenarios\n"
              "  export FILE --to T     configuration text: nvidia-smi, mig-parted, k8s, time-slicing, mps-env\n"
              "  seed-demo              the seed article's Python demo, and where it departs from real GPUs\n"
              "  run FILE               simulate a scenario: latency, throughput, SLO, GPU use\n"
              "  compare FILE           the same tenants under every sharing mode, side by side\n"
              "\n"
              "Global options:\n"
              "  --lang en|zh_CN        language of the output (default: from LC_ALL or LANG)\n"
              "  -h, --help             this help; COMMAND --help explains a command\n"
              "  --version              print the version\n"
              "\n"
              "Exit codes: 0 ok; 1 a finding (an illegal layout in mig check, a mode compare\n"
              "could not run); 2 bad input\n"
              "(unknown command, option, GPU or profile; an unreadable or invalid file; an export\n"
              "the plan cannot express). Results and findings go to stdout, errors to stderr.\n");
}

QString Cli::usageGpus()
{
    return tr("Usage: gpukitchen-cli gpus [--format table|json]\n"
              "\n"
              "The GPU catalog: id, name, SMs (and the SMs MIG mode exposes), memory, bandwidth,\n"
              "compute slices / memory slots, the number of MIG and vGPU profiles, and which of\n"
              "the catalog's values are assumed, inferred or unverified (fact sheet flags).\n");
}

QString Cli::usageMig()
{
    return tr("Usage: gpukitchen-cli mig SUBCOMMAND --gpu G [OPTIONS]\n"
              "\n"
              "Subcommands:\n"
              "  profiles     GPU-instance profiles, like nvidia-smi mig -lgip\n"
              "  placements   allowed placements, like nvidia-smi mig -lgipp\n"
              "  check        check a layout: mig check --gpu G PROFILE[@START]...\n"
              "  enumerate    every placeable combination of profiles\n"
              "\n"
              "Run gpukitchen-cli mig SUBCOMMAND --help for its options. GPU ids: see gpukitchen-cli gpus.\n");
}

QString Cli::usageMigProfiles()
{
    return tr("Usage: gpukitchen-cli mig profiles --gpu G [--format table|json]\n"
              "\n"
              "The GPU-instance profiles of G as nvidia-smi mig -lgip lists them on a fresh GPU,\n"
              "followed by the catalog's notes and data-quality flags.\n");
}

QString Cli::usageMigPlacements()
{
    return tr("Usage: gpukitchen-cli mig placements --gpu G [--format table|json]\n"
              "\n"
              "Where each profile may start, as nvidia-smi mig -lgipp prints it: {starts}:size in\n"
              "memory slots. Placements the fact sheet marks as assumed are flagged below the list.\n");
}

QString Cli::usageMigCheck()
{
    return tr("Usage: gpukitchen-cli mig check --gpu G [--no-4g3g] PROFILE[@START]...\n"
              "\n"
              "Checks a MIG layout. PROFILE is a name (3g.20gb) or a profile ID (9); @START fixes\n"
              "the placement start in memory slots. Without @START the driver's choice is modelled\n"
              "in the order given; if the driver would fail but another placement exists, that\n"
              "placement is shown together with a creation order that works.\n"
              "\n"
              "  --no-4g3g    a driver older than R510: a 4g and a 3g cannot coexist\n"
              "\n"
              "A legal layout prints the placement, the memory-slot and compute-slice maps, the SMs\n"
              "used, idle and unusable, the stranded compute slices and the nvidia-smi command; exit 0.\n"
              "An illegal layout prints every reason on stdout and exits 1. Bad input (unknown GPU or\n"
              "profile, a malformed start) is reported on stderr with exit 2.\n");
}

QString Cli::usageMigEnumerate()
{
    return tr("Usage: gpukitchen-cli mig enumerate --gpu G [--maximal] [--classic] [--with-me] [--no-4g3g]\n"
              "                                   [--format table|json]\n"
              "\n"
              "Every distinct combination of GPU-instance profiles that can be placed on G.\n"
              "\n"
              "  --maximal    only combinations to which no further profile fits\n"
              "  --classic    leave out the 2-slot 1g profile (ID 15) of newer drivers\n"
              "  --with-me    include the +me (media extensions) profiles\n"
              "  --no-4g3g    a driver older than R510: a 4g and a 3g cannot coexist\n");
}

QString Cli::usageValidate()
{
    return tr("Usage: gpukitchen-cli validate FILE|builtin:NAME [--format text|json]\n"
              "\n"
              "Reads a scenario file and prints every problem, each with its JSON path and the rule\n"
              "it breaks, on stderr (text) or as JSON on stdout. Exit 0 if there is no error\n"
              "(warnings allowed), 2 if there is any. builtin:NAME reads a built-in scenario\n"
              "(see gpukitchen-cli scenarios).\n");
}

QString Cli::usageScenarios()
{
    return tr("Usage: gpukitchen-cli scenarios [--format table|json]\n"
              "\n"
              "Lists the scenarios built into GPU Kitchen; use them as builtin:NAME with validate\n"
              "and export.\n");
}

QString Cli::usageExport()
{
    return tr("Usage: gpukitchen-cli export FILE|builtin:NAME --to TARGET [--mode M] [--out F]\n"
              "\n"
              "Real configuration text for the scenario's plan:\n"
              "  nvidia-smi     commands that create the MIG layout at the planned placements\n"
              "  mig-parted     a mig-parted config (version: v1, mig-configs)\n"
              "  k8s            NVIDIA device-plugin config and a Deployment per tenant\n"
              "  time-slicing   the device-plugin time-slicing ConfigMap\n"
              "  mps-env        a shell script that starts MPS with per-client limits\n"
              "\n"
              "  --mode M       export the plan for mode M (exclusive, mig, mps, vgpu, timeslice):\n"
              "                 the scenario's own plan for M, else the documented default plan\n"
              "  --out F        write to F instead of stdout\n"
              "\n"
              "A plan the target cannot express (an MPS plan as mig-parted, say) exits 2.\n");
}

QString Cli::usageSeedDemo()
{
    return tr("Usage: gpukitchen-cli seed-demo [--lang en|zh_CN]\n"
              "\n"
              "Prints exactly what the seed article's Python demo prints (computed, not copied),\n"
              "then explains where that toy model departs from a real A100, with the catalog's numbers.\n");
}

QString Cli::usageRun()
{
    return tr("Usage: gpukitchen-cli run FILE|builtin:NAME [--mode M] [--duration S] [--seed N]\n"
              "                         [--format table|json|csv] [--out F] [--no-slowdown]\n"
              "\n"
              "Simulates the scenario and prints, per tenant, arrivals, completions, failures (by\n"
              "reason), drops, throughput, latency (mean, p50, p95, p99, max), SLO attainment, the\n"
              "time-average number in the system and SMs held, and the slowdown; then the GPU\n"
              "figures (GPUs used, SM active, SM occupancy, memory, DRAM bandwidth, SMs the plan\n"
              "can never use, the seed article's utilisation formula). Everything is measured after\n"
              "the warm-up (simulation.warmup_s).\n"
              "\n"
              "  --mode M       run the plan for mode M (exclusive, mig, mps, vgpu, timeslice): the\n"
              "                 scenario's own plan for M, else the documented default plan;\n"
              "                 default: the scenario's active plan\n"
              "  --duration S   simulated seconds (overrides simulation.duration_s; must be longer\n"
              "                 than the warm-up)\n"
              "  --seed N       random seed (overrides simulation.seed); the same seed gives the\n"
              "                 same results\n"
              "  --format F     table (default), json or csv (one row per tenant and a GPU row)\n"
              "  --out F        write the result to F (atomically) instead of stdout\n"
              "  --no-slowdown  skip the solo runs; slowdown is then reported as 0 (not computed)\n"
              "\n"
              "Slowdown: a tenant's mean latency divided by its mean latency when it runs alone on\n"
              "the same partition: the same MIG instance, the same MPS client cap, its own VM (vGPU),\n"
              "the time-sliced GPU to itself, its own GPU (exclusive: 1 by construction). Each tenant\n"
              "sees the same requests in both runs. It costs one extra simulation per tenant.\n"
              "\n"
              "The plan is validated first: problems go to stderr, and an invalid plan exits 2.\n"
              "On a terminal, long runs show a progress bar on stderr.\n");
}

QString Cli::usageCompare()
{
    return tr("Usage: gpukitchen-cli compare FILE|builtin:NAME [--modes exclusive,mig,mps,vgpu,timeslice]\n"
              "                             [--duration S] [--seed N] [--format table|json|csv]\n"
              "                             [--out F] [--no-slowdown]\n"
              "\n"
              "Runs the same tenants (the same requests: every tenant has its own random stream)\n"
              "under every mode listed (default: all five), each with the scenario's own plan for\n"
              "that mode or the documented default plan, and prints them side by side: per tenant\n"
              "p99 latency, throughput and SLO attainment; GPUs used, SM occupancy and the seed\n"
              "article's utilisation formula. --format json prints {\"scenario\": …, \"modes\": [one\n"
              "run object per mode, as run --format json prints it]}; csv prints one row per tenant\n"
              "and a GPU row per mode. --duration, --seed, --out and --no-slowdown as for run.\n"
              "\n"
              "A mode whose plan is not valid for this scenario (an illegal MIG placement in the\n"
              "file, a tenant too large for its vGPU profile) is reported on stderr and skipped.\n"
              "Exit 0 if every mode ran, 1 if some could not, 2 for bad input.\n");
}

int Cli::fail(const QString &message, const QString &command)
{
    m_err << tr("gpukitchen-cli: error: %1").arg(message) << '\n';
    if (!command.isEmpty())
        m_err << tr("Try 'gpukitchen-cli %1 --help'.").arg(command) << '\n';
    return 2;
}

bool Cli::parse(const QStringList &args, const QStringList &valued, const QStringList &flags, Options *o,
                const QString &command)
{
    bool onlyPositional = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (onlyPositional || !a.startsWith(QLatin1Char('-')) || a == QLatin1String("-")) {
            o->positional << a;
            continue;
        }
        if (a == QLatin1String("--")) {
            onlyPositional = true;
            continue;
        }
        if (a == QLatin1String("-h") || a == QLatin1String("--help")) {
            o->help = true;
            continue;
        }
        if (!a.startsWith(QLatin1String("--"))) {
            fail(tr("unknown option %1").arg(a), command);
            return false;
        }
        QString name = a.mid(2);
        QString value;
        bool hasValue = false;
        const int eq = name.indexOf(QLatin1Char('='));
        if (eq >= 0) {
            value = name.mid(eq + 1);
            name = name.left(eq);
            hasValue = true;
        }
        if (name == QLatin1String("lang")) {   // global; already applied by run()
            if (!hasValue)
                ++i;
            continue;
        }
        if (valued.contains(name)) {
            if (!hasValue) {
                if (i + 1 >= args.size()) {
                    fail(tr("option --%1 needs a value").arg(name), command);
                    return false;
                }
                value = args[++i];
            }
            o->values.insert(name, value);
        } else if (flags.contains(name)) {
            if (hasValue) {
                fail(tr("option --%1 takes no value").arg(name), command);
                return false;
            }
            o->flags.insert(name);
        } else {
            fail(tr("unknown option --%1").arg(name), command);
            return false;
        }
    }
    return true;
}

bool Cli::checkFormat(const Options &o, const QStringList &allowed, const QString &command, QString *format)
{
    *format = o.value(QStringLiteral("format"), allowed.first());
    if (!allowed.contains(*format)) {
        fail(tr("unknown format %1 (use %2)").arg(*format, allowed.join(QLatin1Char('|'))), command);
        return false;
    }
    return true;
}

const GpuModel *Cli::gpuOption(const Options &o, const QString &command)
{
    const QString id = o.value(QStringLiteral("gpu"));
    if (id.isEmpty()) {
        fail(tr("--gpu is required"), command);
        return nullptr;
    }
    const GpuModel *gpu = findGpu(id.toStdString());
    if (!gpu) {
        QStringList known;
        for (const auto &g : builtinGpus())
            known << q(g.id);
        fail(tr("unknown GPU %1 (known: %2)").arg(id, known.join(QStringLiteral(", "))), command);
    }
    return gpu;
}

const GpuModel *Cli::migGpuOption(const Options &o, const QString &command)
{
    const GpuModel *gpu = gpuOption(o, command);
    if (gpu && !gpu->supportsMig()) {
        fail(tr("%1 does not support MIG").arg(q(gpu->id)), command);
        return nullptr;
    }
    return gpu;
}

QString Cli::qualityName(DataQuality quality) const
{
    switch (quality) {
    case DataQuality::Verified: return tr("verified");
    case DataQuality::Assumed: return tr("assumed");
    case DataQuality::Inferred: return tr("inferred");
    case DataQuality::Unverified: return tr("unverified");
    }
    return tr("verified");
}

QString Cli::qualityFlags(const GpuModel &gpu) const
{
    // "placements assumed; SMs unverified": what the fact sheet itself flags.
    QStringList flags;
    auto collect = [&](const QString &what, auto member) {
        std::set<int> seen;
        for (const auto &p : gpu.migProfiles)
            if (p.*member != DataQuality::Verified)
                seen.insert(static_cast<int>(p.*member));
        for (int s : seen)
            flags << tr("%1 %2").arg(what, qualityName(static_cast<DataQuality>(s)));
    };
    collect(tr("SMs"), &MigProfile::smQuality);
    collect(tr("memory"), &MigProfile::memoryQuality);
    collect(tr("placements"), &MigProfile::placementQuality);
    std::set<int> vq;
    for (const auto &v : gpu.vgpuProfiles)
        if (v.quality != DataQuality::Verified)
            vq.insert(static_cast<int>(v.quality));
    for (int s : vq)
        flags << tr("%1 %2").arg(tr("vGPU types"), qualityName(static_cast<DataQuality>(s)));
    return flags.isEmpty() ? tr("verified") : flags.join(QStringLiteral("; "));
}

int Cli::run(const QStringList &argsIn)
{
    QStringList args = argsIn;
    LanguageScope scope;
    const QString lang = languageArgument(args);
    if (args.contains(QStringLiteral("--lang")) || std::any_of(args.begin(), args.end(), [](const QString &a) {
            return a.startsWith(QLatin1String("--lang="));
        })) {
        const QString norm = normalizeLanguage(lang);
        if (norm.isEmpty())
            return fail(tr("unknown language \"%1\" (use en or zh_CN)").arg(lang));
        if (norm != currentLanguage()) {
            scope.previous = currentLanguage();
            scope.active = true;
            installLanguage(norm);
        }
        // Drop it here so commands do not see it.
        for (int i = 0; i < args.size(); ++i) {
            if (args[i] == QLatin1String("--"))
                break;
            if (args[i] == QLatin1String("--lang")) {
                args.remove(i, std::min<qsizetype>(2, args.size() - i));
                --i;
            } else if (args[i].startsWith(QLatin1String("--lang="))) {
                args.remove(i);
                --i;
            }
        }
    }

    if (args.isEmpty()) {
        m_err << usage();
        return 2;
    }
    const QString command = args.first();
    const QStringList rest = args.mid(1);
    if (command == QLatin1String("-h") || command == QLatin1String("--help") || command == QLatin1String("help")) {
        m_out << usage();
        return 0;
    }
    if (command == QLatin1String("--version")) {
        m_out << QStringLiteral("gpukitchen-cli %1\n").arg(QLatin1String(cliVersion));
        return 0;
    }
    if (command == QLatin1String("gpus"))
        return cmdGpus(rest);
    if (command == QLatin1String("mig"))
        return cmdMig(rest);
    if (command == QLatin1String("validate"))
        return cmdValidate(rest);
    if (command == QLatin1String("scenarios"))
        return cmdScenarios(rest);
    if (command == QLatin1String("export"))
        return cmdExport(rest);
    if (command == QLatin1String("seed-demo"))
        return cmdSeedDemo(rest);
    if (command == QLatin1String("run"))
        return cmdRun(rest);
    if (command == QLatin1String("compare"))
        return cmdCompare(rest);
    if (command.startsWith(QLatin1Char('-')))
        m_err << tr("gpukitchen-cli: error: unknown option %1").arg(command) << '\n';
    else
        m_err << tr("gpukitchen-cli: error: unknown command %1").arg(command) << '\n';
    m_err << tr("Try 'gpukitchen-cli --help'.") << '\n';
    return 2;
}

// ---- gpus -----------------------------------------------------------------------------------

int Cli::cmdGpus(const QStringList &args)
{
    const QString cmd = QStringLiteral("gpus");
    QString format;
    int exitCode = 0;
    if (!listingFront(args, cmd, usageGpus(), &format, nullptr, &exitCode))
        return exitCode;

    if (format == QLatin1String("json")) {
        QJsonArray gpus;
        for (const auto &g : builtinGpus()) {
            QJsonObject j;
            j.insert(QStringLiteral("id"), q(g.id));
            j.insert(QStringLiteral("name"), q(g.displayName));
            j.insert(QStringLiteral("sms"), g.sms);
            j.insert(QStringLiteral("mig_sms"), g.migSms);
            j.insert(QStringLiteral("memory_gib"), g.memoryGiB);
            j.insert(QStringLiteral("memory_mib_reported"), g.memoryMiBReported);
            j.insert(QStringLiteral("bandwidth_gbps"), g.bandwidthGBps);
            j.insert(QStringLiteral("compute_slices"), g.computeSlices);
            j.insert(QStringLiteral("memory_slots"), g.memorySlots);
            j.insert(QStringLiteral("max_mps_clients"), g.maxMpsClients);
            j.insert(QStringLiteral("mig_profiles"), static_cast<int>(g.migProfiles.size()));
            j.insert(QStringLiteral("vgpu_profiles"), static_cast<int>(g.vgpuProfiles.size()));
            QJsonArray flags;
            auto add = [&](const char *what, DataQuality dq) {
                const QString f = QStringLiteral("%1:%2").arg(QLatin1String(what), QLatin1String(dataQualityName(dq)));
                if (!flags.contains(f))
                    flags.append(f);
            };
            for (const auto &p : g.migProfiles) {
                if (p.smQuality != DataQuality::Verified)
                    add("sms", p.smQuality);
                if (p.memoryQuality != DataQuality::Verified)
                    add("memory", p.memoryQuality);
                if (p.placementQuality != DataQuality::Verified)
                    add("placements", p.placementQuality);
            }
            for (const auto &v : g.vgpuProfiles)
                if (v.quality != DataQuality::Verified)
                    add("vgpu_types", v.quality);
            j.insert(QStringLiteral("flags"), flags);
            QJsonArray notes;
            for (const auto &n : g.notes)
                notes.append(q(n));
            j.insert(QStringLiteral("notes"), notes);
            gpus.append(j);
        }
        QJsonObject root;
        root.insert(QStringLiteral("gpus"), gpus);
        m_out << jsonText(QJsonDocument(root));
        return 0;
    }

    QList<QStringList> rows;
    rows << QStringList{tr("ID"), tr("Name"), tr("SMs (MIG)"), tr("Memory GB"), tr("BW GB/s"), tr("Slices"),
                        tr("MIG profiles"), tr("vGPU profiles"), tr("Data")};
    for (const auto &g : builtinGpus()) {
        rows << QStringList{q(g.id), q(g.displayName), QStringLiteral("%1 (%2)").arg(g.sms).arg(g.migSms),
                            num(g.memoryGiB), num(g.bandwidthGBps),
                            QStringLiteral("%1/%2").arg(g.computeSlices).arg(g.memorySlots),
                            QString::number(g.migProfiles.size()), QString::number(g.vgpuProfiles.size()),
                            qualityFlags(g)};
    }
    m_out << renderTable(rows, {2, 3, 4, 6, 7});
    m_out << tr("Slices: compute slices / memory slots. SMs (MIG): all SMs, and those the full-GPU MIG "
                "instance exposes.") << '\n';
    bool header = false;
    for (const auto &g : builtinGpus())
        for (const auto &n : g.notes) {
            if (!header)
                m_out << '\n' << tr("Notes:") << '\n';
            header = true;
            m_out << wrap(q(n), 100, QStringLiteral("  %1: ").arg(q(g.id)), QStringLiteral("    "));
        }
    return 0;
}

// ---- mig ------------------------------------------------------------------------------------

int Cli::cmdMig(const QStringList &args)
{
    if (args.isEmpty()) {
        m_err << usageMig();
        return 2;
    }
    const QString sub = args.first();
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("-h") || sub == QLatin1String("--help")) {
        m_out << usageMig();
        return 0;
    }
    if (sub == QLatin1String("profiles"))
        return cmdMigProfiles(rest);
    if (sub == QLatin1String("placements"))
        return cmdMigPlacements(rest);
    if (sub == QLatin1String("check"))
        return cmdMigCheck(rest);
    if (sub == QLatin1String("enumerate"))
        return cmdMigEnumerate(rest);
    return fail(tr("unknown mig subcommand %1").arg(sub), QStringLiteral("mig"));
}

// The front every listing command shares: [--gpu G] [--format table|json], --help, no
// positional arguments. Returns false when the command stops here, with *exitCode set (0 after
// --help, 2 for bad input); with `gpu` non-null, --gpu is required and must support MIG.
bool Cli::listingFront(const QStringList &args, const QString &cmd, const QString &usage, QString *format,
                       const GpuModel **gpu, int *exitCode)
{
    Options o;
    *exitCode = 2;
    QStringList valued{QStringLiteral("format")};
    if (gpu)
        valued << QStringLiteral("gpu");
    if (!parse(args, valued, {}, &o, cmd))
        return false;
    if (o.help) {
        m_out << usage;
        *exitCode = 0;
        return false;
    }
    if (!o.positional.isEmpty()) {
        *exitCode = fail(tr("unexpected argument %1").arg(o.positional.first()), cmd);
        return false;
    }
    if (!checkFormat(o, {QStringLiteral("table"), QStringLiteral("json")}, cmd, format))
        return false;
    if (gpu) {
        *gpu = migGpuOption(o, cmd);
        if (!*gpu)
            return false;
    }
    return true;
}

int Cli::cmdMigProfiles(const QStringList &args)
{
    const QString cmd = QStringLiteral("mig profiles");
    QString format;
    const GpuModel *gpu = nullptr;
    int exitCode = 0;
    if (!listingFront(args, cmd, usageMigProfiles(), &format, &gpu, &exitCode))
        return exitCode;

    if (format == QLatin1String("json")) {
        QJsonArray profiles;
        for (const auto &p : gpu->migProfiles) {
            QJsonObject j;
            j.insert(QStringLiteral("name"), q(p.name));
            j.insert(QStringLiteral("id"), p.id);
            j.insert(QStringLiteral("compute_slices"), p.computeSlices);
            j.insert(QStringLiteral("memory_slots"), p.memorySlots);
            j.insert(QStringLiteral("sms"), p.sms);
            j.insert(QStringLiteral("memory_gib"), p.memoryGiB);
            j.insert(QStringLiteral("max_count"), p.maxCount);
            QJsonObject e;
            e.insert(QStringLiteral("copy_engines"), p.engines.copyEngines);
            e.insert(QStringLiteral("decoders"), p.engines.decoders);
            e.insert(QStringLiteral("encoders"), p.engines.encoders);
            e.insert(QStringLiteral("jpeg"), p.engines.jpeg);
            e.insert(QStringLiteral("ofa"), p.engines.ofa);
            j.insert(QStringLiteral("engines"), e);
            QJsonArray starts;
            for (int s : p.starts)
                starts.append(s);
            j.insert(QStringLiteral("starts"), starts);
            j.insert(QStringLiteral("media_extensions"), p.mediaExtensions);
            j.insert(QStringLiteral("newer_driver"), p.newerDriver);
            j.insert(QStringLiteral("sm_quality"), QLatin1String(dataQualityName(p.smQuality)));
            j.insert(QStringLiteral("memory_quality"), QLatin1String(dataQualityName(p.memoryQuality)));
            j.insert(QStringLiteral("placement_quality"), QLatin1String(dataQualityName(p.placementQuality)));
            j.insert(QStringLiteral("note"), q(p.note));
            profiles.append(j);
        }
        QJsonObject root;
        root.insert(QStringLiteral("gpu"), q(gpu->id));
        root.insert(QStringLiteral("profiles"), profiles);
        QJsonArray notes;
        for (const auto &n : gpu->notes)
            notes.append(q(n));
        root.insert(QStringLiteral("notes"), notes);
        m_out << jsonText(QJsonDocument(root));
        return 0;
    }

    m_out << q(formatLgip(*gpu, 0));
    bool header = false;
    for (const auto &p : gpu->migProfiles) {
        QStringList flags;
        if (p.smQuality != DataQuality::Verified)
            flags << tr("SMs %1").arg(qualityName(p.smQuality));
        if (p.memoryQuality != DataQuality::Verified)
            flags << tr("memory %1").arg(qualityName(p.memoryQuality));
        if (p.placementQuality != DataQuality::Verified)
            flags << tr("placements %1").arg(qualityName(p.placementQuality));
        if (p.newerDriver)
            flags << tr("newer drivers only");
        if (flags.isEmpty() && p.note.empty())
            continue;
        if (!header)
            m_out << '\n' << tr("Data quality and notes:") << '\n';
        header = true;
        QString line = QStringLiteral("%1 (ID %2)").arg(q(p.name)).arg(p.id);
        if (!flags.isEmpty())
            line += QStringLiteral(" [") + flags.join(QStringLiteral(", ")) + QLatin1Char(']');
        if (!p.note.empty())
            line += QStringLiteral(": ") + q(p.note);
        m_out << wrap(line, 100, QStringLiteral("  "), QStringLiteral("    "));
    }
    for (const auto &n : gpu->notes) {
        if (!header)
            m_out << '\n' << tr("Data quality and notes:") << '\n';
        header = true;
        m_out << wrap(q(n), 100, QStringLiteral("  "), QStringLiteral("    "));
    }
    return 0;
}

int Cli::cmdMigPlacements(const QStringList &args)
{
    const QString cmd = QStringLiteral("mig placements");
    QString format;
    const GpuModel *gpu = nullptr;
    int exitCode = 0;
    if (!listingFront(args, cmd, usageMigPlacements(), &format, &gpu, &exitCode))
        return exitCode;

    if (format == QLatin1String("json")) {
        QJsonArray placements;
        for (const auto &p : gpu->migProfiles) {
            QJsonObject j;
            j.insert(QStringLiteral("profile"), q(p.name));
            j.insert(QStringLiteral("id"), p.id);
            QJsonArray starts;
            for (int s : p.starts)
                starts.append(s);
            j.insert(QStringLiteral("starts"), starts);
            j.insert(QStringLiteral("size"), p.memorySlots);
            j.insert(QStringLiteral("quality"), QLatin1String(dataQualityName(p.placementQuality)));
            placements.append(j);
        }
        QJsonObject root;
        root.insert(QStringLiteral("gpu"), q(gpu->id));
        root.insert(QStringLiteral("memory_slots"), gpu->memorySlots);
        root.insert(QStringLiteral("placements"), placements);
        m_out << jsonText(QJsonDocument(root));
        return 0;
    }

    m_out << q(formatLgipp(*gpu, 0));
    QStringList assumed;
    for (const auto &p : gpu->migProfiles)
        if (p.placementQuality != DataQuality::Verified)
            assumed << QStringLiteral("%1 (%2)").arg(q(p.name), qualityName(p.placementQuality));
    if (!assumed.isEmpty()) {
        m_out << '\n';
        m_out << wrap(tr("Not observed on this GPU: no -lgipp transcript was found, so these placements follow the "
                         "common 7-slice table (fact sheet §1.3.9): %1").arg(assumed.join(QStringLiteral(", "))),
                      100, QString(), QStringLiteral("  "));
    }
    return 0;
}

void Cli::printCheckedLayout(const GpuModel &gpu, const MigLayout &layout, const MigOptions &options,
                             bool allStartsGiven, bool driverOrderFailed)
{
    m_out << tr("Legal MIG layout on %1 (%2)").arg(q(gpu.id), q(gpu.displayName)) << '\n';
    QList<QStringList> rows;
    rows << QStringList{tr("Instance"), tr("Profile"), tr("ID"), tr("Start:Size"), tr("Compute slices"), tr("SMs"),
                        tr("Memory GiB")};
    for (std::size_t i = 0; i < layout.size(); ++i) {
        const MigPlacement &p = layout[i];
        const QString compute = p.profile->computeSlices == 1
                ? QString::number(p.start)
                : QStringLiteral("%1-%2").arg(p.start).arg(p.computeEnd() - 1);
        rows << QStringList{QString::number(i), q(p.profile->name), QString::number(p.profile->id),
                            QStringLiteral("%1:%2").arg(p.start).arg(p.profile->memorySlots), compute,
                            QString::number(p.profile->sms), num(p.profile->memoryGiB)};
    }
    QString table = renderTable(rows, {2, 5, 6});
    for (const QString &line : table.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        m_out << QStringLiteral("  ") << line << '\n';

    const MigLayoutStats stats = migLayoutStats(gpu, layout, options);
    const QString freeLabel = tr("free");
    m_out << tr("Memory slots:   %1").arg(migSlotMap(gpu, layout, freeLabel)) << '\n';
    m_out << tr("Compute slices: %1").arg(migComputeMap(gpu, layout, options, freeLabel, tr("stranded"))) << '\n';
    m_out << tr("SMs: %1 in the instances, of the %2 that MIG mode exposes (%3 idle)")
                     .arg(stats.instanceSms).arg(gpu.migSms).arg(stats.idleSms) << '\n';
    m_out << tr("Unusable SMs: %1 of the GPU's %2 are lost by enabling MIG at all")
                     .arg(stats.unusableSms).arg(gpu.sms) << '\n';
    if (stats.strandedSlices.empty())
        m_out << tr("Stranded compute slices: none") << '\n';
    else
        m_out << tr("Stranded compute slices: %1 (slice %2): no profile can use them next to this layout")
                         .arg(stats.strandedComputeSlices)
                         .arg(joinInts(stats.strandedSlices, QStringLiteral(", "))) << '\n';
    m_out << tr("Used: %1 of %2 memory slots, %3 of %4 compute slices")
                     .arg(stats.memorySlotsUsed).arg(gpu.memorySlots)
                     .arg(stats.computeSlicesUsed).arg(gpu.computeSlices) << '\n';

    if (driverOrderFailed) {
        m_out << tr("Created in the order given without placements, the driver would fail (\"Insufficient "
                    "Resources\"): order matters. This placement was found by search.") << '\n';
        if (const auto order = driverOrderFor(gpu, layout))
            m_out << tr("A creation order that lands it: sudo nvidia-smi mig -i 0 -cgi %1 -C")
                             .arg(cgiProfileIds(layout, *order)) << '\n';
    } else if (!allStartsGiven) {
        m_out << tr("Starts not given were chosen by the driver model, in the order given (inferred from "
                    "NVIDIA's published examples).") << '\n';
    }
    m_out << tr("nvidia-smi: sudo nvidia-smi mig -i 0 -cgi %1 -C").arg(cgiWithPlacements(layout)) << '\n';
}

int Cli::cmdMigCheck(const QStringList &args)
{
    const QString cmd = QStringLiteral("mig check");
    Options o;
    if (!parse(args, {QStringLiteral("gpu")}, {QStringLiteral("no-4g3g")}, &o, cmd))
        return 2;
    if (o.help) {
        m_out << usageMigCheck();
        return 0;
    }
    const GpuModel *gpu = migGpuOption(o, cmd);
    if (!gpu)
        return 2;
    if (o.positional.isEmpty())
        return fail(tr("name at least one profile, e.g. 3g.20gb@4"), cmd);

    std::vector<MigRequest> requests;
    QStringList argTexts;
    bool allStartsGiven = true;
    for (const QString &a : o.positional) {
        QString name = a;
        std::optional<int> start;
        const int at = a.lastIndexOf(QLatin1Char('@'));
        if (at >= 0) {
            name = a.left(at);
            bool ok = false;
            const int s = a.mid(at + 1).toInt(&ok);
            if (!ok || s < 0)
                return fail(tr("%1: the start after @ must be a memory-slot index (0, 1, …)").arg(a), cmd);
            start = s;
        } else {
            allStartsGiven = false;
        }
        const MigProfile *p = gpu->findMigProfile(name.toStdString());
        if (!p) {
            QStringList known;
            for (const auto &mp : gpu->migProfiles)
                known << QStringLiteral("%1 (%2)").arg(q(mp.name)).arg(mp.id);
            return fail(tr("%1 has no MIG profile %2 (known: %3)").arg(q(gpu->id), name, known.join(QStringLiteral(", "))),
                        cmd);
        }
        requests.push_back(MigRequest{p->name, start});
        argTexts << a;
    }

    MigOptions options;
    options.allow4g3g = !o.has(QStringLiteral("no-4g3g"));
    MigLayout placed;
    Diagnostics diags = checkMigLayout(*gpu, requests, options, "instances", &placed);

    bool driverOrderFailed = false;
    bool noPlacementAtAll = false;
    if (hasErrors(diags)) {
        const bool onlyNoRoom = std::all_of(diags.begin(), diags.end(), [](const Diagnostic &d) {
            return d.severity != Severity::Error || d.code == "mig.placement.no_room";
        });
        if (onlyNoRoom) {
            if (const auto found = searchMigPlacement(*gpu, requests, options)) {
                placed = *found;
                driverOrderFailed = true;
                diags.clear();
            } else {
                noPlacementAtAll = true;
            }
        }
    } else if (placed.size() != requests.size()) {
        if (const auto found = searchMigPlacement(*gpu, requests, options))
            placed = *found;
    }

    if (!hasErrors(diags) && placed.size() == requests.size()) {
        printCheckedLayout(*gpu, placed, options, allStartsGiven, driverOrderFailed);
        for (const auto &d : diags)
            m_out << severityName(d.severity) << QStringLiteral(": ") << diagnosticMessage(d) << '\n';
        return 0;
    }

    // Findings go to stdout: the input was understood, the layout is not legal.
    m_out << tr("Illegal MIG layout on %1 (%2):").arg(q(gpu->id), q(gpu->displayName)) << '\n';
    static const QRegularExpression indexRe(QStringLiteral("^instances\\[(\\d+)\\]"));
    for (const auto &d : diags) {
        QString where;
        const auto m = indexRe.match(q(d.path));
        if (m.hasMatch()) {
            const int i = m.captured(1).toInt();
            if (i >= 0 && i < argTexts.size())
                where = argTexts[i] + QStringLiteral(": ");
        }
        m_out << QStringLiteral("  ") << severityName(d.severity) << QStringLiteral(": ") << where
              << diagnosticMessage(d) << '\n';
    }
    if (noPlacementAtAll)
        m_out << tr("  No placement of these profiles exists on %1, in any order.").arg(q(gpu->id)) << '\n';
    m_out << tr("Allowed placements of the profiles asked for (like nvidia-smi mig -lgipp):") << '\n';
    std::set<const MigProfile *> shown;
    for (const auto &r : requests) {
        const MigProfile *p = gpu->findMigProfile(r.profile);
        if (!p || !shown.insert(p).second)
            continue;
        m_out << QStringLiteral("  ")
              << tr("%1 (ID %2): starts %3, size %4, at most %5 per GPU")
                         .arg(q(p->name))
                         .arg(p->id)
                         .arg(joinInts(p->starts, QStringLiteral(", ")))
                         .arg(p->memorySlots)
                         .arg(p->maxCount)
              << '\n';
    }
    return 1;
}

int Cli::cmdMigEnumerate(const QStringList &args)
{
    const QString cmd = QStringLiteral("mig enumerate");
    Options o;
    if (!parse(args, {QStringLiteral("gpu"), QStringLiteral("format")},
               {QStringLiteral("maximal"), QStringLiteral("classic"), QStringLiteral("with-me"), QStringLiteral("no-4g3g")},
               &o, cmd))
        return 2;
    if (o.help) {
        m_out << usageMigEnumerate();
        return 0;
    }
    if (!o.positional.isEmpty())
        return fail(tr("unexpected argument %1").arg(o.positional.first()), cmd);
    QString format;
    if (!checkFormat(o, {QStringLiteral("table"), QStringLiteral("json")}, cmd, &format))
        return 2;
    const GpuModel *gpu = migGpuOption(o, cmd);
    if (!gpu)
        return 2;

    MigEnumerationOptions eo;
    eo.rules.allow4g3g = !o.has(QStringLiteral("no-4g3g"));
    eo.includeMediaExtensions = o.has(QStringLiteral("with-me"));
    eo.includeNewerDriverProfiles = !o.has(QStringLiteral("classic"));
    const bool maximalOnly = o.has(QStringLiteral("maximal"));
    std::vector<MigCombination> combos;
    for (auto &c : enumerateMigCombinations(*gpu, eo))
        if (!maximalOnly || c.maximal)
            combos.push_back(std::move(c));

    if (format == QLatin1String("json")) {
        QJsonArray list;
        for (const auto &c : combos) {
            QJsonObject j;
            QJsonArray profiles;
            for (const MigProfile *p : c.profiles)
                profiles.append(q(p->name));
            j.insert(QStringLiteral("profiles"), profiles);
            QJsonArray placement;
            for (const auto &p : c.example) {
                QJsonObject pj;
                pj.insert(QStringLiteral("profile"), q(p.profile->name));
                pj.insert(QStringLiteral("start"), p.start);
                placement.append(pj);
            }
            j.insert(QStringLiteral("placement"), placement);
            j.insert(QStringLiteral("maximal"), c.maximal);
            const MigLayoutStats stats = migLayoutStats(*gpu, c.example, eo.rules);
            j.insert(QStringLiteral("compute_slices_used"), stats.computeSlicesUsed);
            j.insert(QStringLiteral("stranded_compute_slices"), stats.strandedComputeSlices);
            list.append(j);
        }
        QJsonObject options;
        options.insert(QStringLiteral("maximal"), maximalOnly);
        options.insert(QStringLiteral("classic"), !eo.includeNewerDriverProfiles);
        options.insert(QStringLiteral("with_me"), eo.includeMediaExtensions);
        options.insert(QStringLiteral("allow_4g_3g"), eo.rules.allow4g3g);
        QJsonObject root;
        root.insert(QStringLiteral("gpu"), q(gpu->id));
        root.insert(QStringLiteral("options"), options);
        root.insert(QStringLiteral("count"), static_cast<int>(combos.size()));
        root.insert(QStringLiteral("combinations"), list);
        m_out << jsonText(QJsonDocument(root));
        return 0;
    }

    QList<QStringList> rows;
    rows << QStringList{QStringLiteral("#"), tr("Profiles"), tr("Example placement"), tr("Compute slices"),
                        tr("Stranded"), tr("Maximal")};
    int n = 0;
    for (const auto &c : combos) {
        QStringList names;
        for (std::size_t i = 0; i < c.profiles.size();) {
            std::size_t j = i;
            while (j < c.profiles.size() && c.profiles[j] == c.profiles[i])
                ++j;
            const QString name = q(c.profiles[i]->name);
            names << (j - i > 1 ? QStringLiteral("%1×%2").arg(j - i).arg(name) : name);
            i = j;
        }
        MigLayout sorted = c.example;
        std::sort(sorted.begin(), sorted.end(), [](const MigPlacement &a, const MigPlacement &b) {
            return a.start < b.start;
        });
        QStringList placement;
        for (const auto &p : sorted)
            placement << QStringLiteral("%1@%2").arg(q(p.profile->name)).arg(p.start);
        const MigLayoutStats stats = migLayoutStats(*gpu, c.example, eo.rules);
        rows << QStringList{QString::number(++n), names.join(QStringLiteral(" + ")), placement.join(QLatin1Char(' ')),
                            QStringLiteral("%1/%2").arg(stats.computeSlicesUsed).arg(gpu->computeSlices),
                            QString::number(stats.strandedComputeSlices), c.maximal ? tr("yes") : tr("no")};
    }
    m_out << renderTable(rows, {0, 3, 4});
    m_out << tr("Combinations on %1: %2").arg(q(gpu->id)).arg(combos.size());
    QStringList notes;
    if (maximalOnly)
        notes << tr("maximal only");
    if (!eo.includeNewerDriverProfiles)
        notes << tr("classic profiles");
    if (eo.includeMediaExtensions)
        notes << tr("with +me profiles");
    if (!eo.rules.allow4g3g)
        notes << tr("driver older than R510");
    if (!notes.isEmpty())
        m_out << QStringLiteral(" (") << notes.join(QStringLiteral(", ")) << QLatin1Char(')');
    m_out << '\n';
    return 0;
}

// ---- scenario files ---------------------------------------------------------------------------

bool Cli::loadScenario(const QString &arg, LoadResult *result, QString *fileLabel, bool validate)
{
    QString path = arg;
    *fileLabel = arg;
    if (arg.startsWith(QLatin1String("builtin:"))) {
        const QString name = arg.mid(8);
        path = QStringLiteral(":/scenarios/%1.gpuk.json").arg(name);
        if (name.isEmpty() || !QFile::exists(path)) {
            fail(tr("no built-in scenario \"%1\"; gpukitchen-cli scenarios lists them").arg(name));
            return false;
        }
    }
    *result = loadScenarioFile(path, validate);
    return true;
}

int Cli::cmdValidate(const QStringList &args)
{
    const QString cmd = QStringLiteral("validate");
    Options o;
    if (!parse(args, {QStringLiteral("format")}, {}, &o, cmd))
        return 2;
    if (o.help) {
        m_out << usageValidate();
        return 0;
    }
    if (o.positional.size() != 1)
        return fail(o.positional.isEmpty() ? tr("name one scenario file") : tr("name only one scenario file"), cmd);
    QString format;
    if (!checkFormat(o, {QStringLiteral("text"), QStringLiteral("json")}, cmd, &format))
        return 2;

    LoadResult lr;
    QString label;
    if (!loadScenario(o.positional.first(), &lr, &label))
        return 2;
    int errors = 0;
    int warnings = 0;
    for (const auto &d : lr.diagnostics) {
        if (d.severity == Severity::Error)
            ++errors;
        else if (d.severity == Severity::Warning)
            ++warnings;
    }
    const bool valid = lr.ok() && errors == 0;

    if (format == QLatin1String("json")) {
        QJsonArray diags;
        for (const auto &d : lr.diagnostics) {
            QJsonObject j;
            j.insert(QStringLiteral("code"), q(d.code));
            j.insert(QStringLiteral("severity"), d.severity == Severity::Error
                                                         ? QStringLiteral("error")
                                                         : d.severity == Severity::Warning ? QStringLiteral("warning")
                                                                                           : QStringLiteral("info"));
            j.insert(QStringLiteral("path"), q(d.path));
            QJsonObject a;
            for (const auto &[k, v] : d.args)
                a.insert(q(k), q(v));
            j.insert(QStringLiteral("args"), a);
            j.insert(QStringLiteral("message"), diagnosticMessage(d));
            diags.append(j);
        }
        QJsonObject root;
        root.insert(QStringLiteral("file"), label);
        root.insert(QStringLiteral("valid"), valid);
        root.insert(QStringLiteral("errors"), errors);
        root.insert(QStringLiteral("warnings"), warnings);
        root.insert(QStringLiteral("diagnostics"), diags);
        m_out << jsonText(QJsonDocument(root));
        return valid ? 0 : 2;
    }

    for (const auto &d : lr.diagnostics)
        m_err << diagnosticLine(d) << '\n';
    if (!valid) {
        if (lr.diagnostics.empty())
            m_err << tr("%1: the scenario could not be read").arg(label) << '\n';
        else
            m_err << tr("%1: invalid (errors: %2, warnings: %3)").arg(label).arg(errors).arg(warnings) << '\n';
        return 2;
    }
    const Scenario &s = *lr.scenario;
    const GpuModel *gpu = s.gpu();
    m_out << tr("%1: valid (\"%2\": GPU %3, plan %4, tenants: %5, warnings: %6)")
                     .arg(label, q(s.name), gpu ? q(gpu->id) : q(s.gpuId), q(modeName(s.sharing.mode)),
                          QString::number(s.tenants.size()), QString::number(warnings))
          << '\n';
    return 0;
}

int Cli::cmdScenarios(const QStringList &args)
{
    const QString cmd = QStringLiteral("scenarios");
    QString format;
    int exitCode = 0;
    if (!listingFront(args, cmd, usageScenarios(), &format, nullptr, &exitCode))
        return exitCode;

    const QDir dir(QStringLiteral(":/scenarios"));
    const QStringList files = dir.entryList({QStringLiteral("*.gpuk.json")}, QDir::Files, QDir::Name);
    QJsonArray list;
    QList<QStringList> rows;
    rows << QStringList{tr("Name"), tr("GPU"), tr("Plan"), tr("Tenants"), tr("Title")};
    for (const QString &f : files) {
        const QString name = f.left(f.size() - int(qstrlen(".gpuk.json")));
        const LoadResult lr = loadScenarioFile(dir.filePath(f), false);
        QString title, gpu, plan, tenants;
        if (lr.scenario) {
            title = q(lr.scenario->name);
            gpu = lr.scenario->customGpu ? q(lr.scenario->customGpu->id) : q(lr.scenario->gpuId);
            plan = q(modeName(lr.scenario->sharing.mode));
            tenants = QString::number(lr.scenario->tenants.size());
        }
        rows << QStringList{QStringLiteral("builtin:") + name, gpu, plan, tenants, title};
        QJsonObject j;
        j.insert(QStringLiteral("name"), name);
        j.insert(QStringLiteral("title"), title);
        j.insert(QStringLiteral("gpu"), gpu);
        j.insert(QStringLiteral("mode"), plan);
        j.insert(QStringLiteral("tenants"), tenants.toInt());
        list.append(j);
    }
    if (format == QLatin1String("json")) {
        QJsonObject root;
        root.insert(QStringLiteral("scenarios"), list);
        m_out << jsonText(QJsonDocument(root));
        return 0;
    }
    if (files.isEmpty()) {
        m_out << tr("No built-in scenarios.") << '\n';
        return 0;
    }
    m_out << renderTable(rows, {3});
    return 0;
}

int Cli::cmdExport(const QStringList &args)
{
    const QString cmd = QStringLiteral("export");
    Options o;
    if (!parse(args, {QStringLiteral("to"), QStringLiteral("mode"), QStringLiteral("out")}, {}, &o, cmd))
        return 2;
    if (o.help) {
        m_out << usageExport();
        return 0;
    }
    if (o.positional.size() != 1)
        return fail(o.positional.isEmpty() ? tr("name one scenario file") : tr("name only one scenario file"), cmd);
    const QString to = o.value(QStringLiteral("to"));
    if (to.isEmpty())
        return fail(tr("--to is required (nvidia-smi, mig-parted, k8s, time-slicing, mps-env)"), cmd);
    const auto target = exportTargetFromName(to);
    if (!target)
        return fail(tr("unknown export target %1 (use nvidia-smi, mig-parted, k8s, time-slicing, mps-env)").arg(to), cmd);
    std::optional<Mode> mode;
    if (o.values.contains(QStringLiteral("mode"))) {
        mode = modeFromName(o.value(QStringLiteral("mode")).toStdString());
        if (!mode)
            return fail(tr("unknown mode %1 (use exclusive, mig, mps, vgpu, timeslice)").arg(o.value(QStringLiteral("mode"))),
                        cmd);
    }

    LoadResult lr;
    QString label;
    if (!loadScenario(o.positional.first(), &lr, &label))
        return 2;
    if (!lr.ok() || hasErrors(lr.diagnostics)) {
        for (const auto &d : lr.diagnostics)
            m_err << diagnosticLine(d) << '\n';
        return fail(tr("%1 is not a valid scenario; nothing exported").arg(label));
    }
    const Scenario &scenario = *lr.scenario;
    SharingPlan plan = scenario.sharing;
    if (mode && *mode != scenario.sharing.mode)
        plan = planForMode(scenario, *mode);

    // First whether the target can express the plan at all, then whether the plan is valid.
    const ExportResult r = exportPlan(scenario, plan, *target);
    if (!r.ok())
        return fail(tr("cannot export to %1: %2").arg(to, r.error));
    if (mode && *mode != scenario.sharing.mode) {
        if (const GpuModel *gpu = scenario.gpu()) {
            // The scenario's own alternative has a JSON path; a default plan (validate.h) does not.
            const std::string path = scenario.alternatives.count(*mode)
                    ? std::string("alternatives.") + modeName(*mode)
                    : tr("default %1 plan").arg(q(modeName(*mode))).toStdString();
            const Diagnostics d = validatePlan(scenario, *gpu, plan, path);
            if (hasErrors(d)) {
                for (const auto &x : d)
                    m_err << diagnosticLine(x) << '\n';
                return fail(tr("the %1 plan for this scenario is not valid; nothing exported").arg(q(modeName(*mode))));
            }
        }
    }

    const QString outFile = o.value(QStringLiteral("out"));
    if (outFile.isEmpty()) {
        m_out << r.text;
        return 0;
    }
    QSaveFile file(outFile);
    if (!file.open(QIODevice::WriteOnly) || file.write(r.text.toUtf8()) < 0 || !file.commit())
        return fail(tr("cannot write %1: %2").arg(outFile, file.errorString()));
    if (*target == ExportTarget::NvidiaSmi || *target == ExportTarget::MpsEnv)
        QFile::setPermissions(outFile, QFile::permissions(outFile) | QFileDevice::ExeOwner | QFileDevice::ExeGroup
                                               | QFileDevice::ExeOther);
    m_out << tr("Wrote %1").arg(outFile) << '\n';
    return 0;
}

// ---- seed-demo --------------------------------------------------------------------------------

int Cli::cmdSeedDemo(const QStringList &args)
{
    const QString cmd = QStringLiteral("seed-demo");
    Options o;
    if (!parse(args, {}, {}, &o, cmd))
        return 2;
    if (o.help) {
        m_out << usageSeedDemo();
        return 0;
    }
    if (!o.positional.isEmpty())
        return fail(tr("unexpected argument %1").arg(o.positional.first()), cmd);

    const seed::SeedDemoRun run = seed::runSeedDemo();
    // First exactly what the Python prints (its own Chinese labels, whatever the language).
    for (const auto &line : seed::seedDemoOutputLines(run))
        m_out << QString::fromUtf8(line.c_str()) << '\n';

    const GpuModel *gpu = findGpu("A100-40GB");
    if (!gpu)
        return 0;
    const seed::SeedRealityFacts f = seed::seedRealityFacts(*gpu, run);

    auto join = [](const auto &values, auto format, const QString &sep) {
        QStringList parts;
        for (const auto &v : values)
            parts << format(v);
        return parts.join(sep);
    };
    const QString profileSms = join(f.profileSms, [](int v) { return QString::number(v); }, QStringLiteral("/"));
    const QString profileMem = join(f.profileMemoryGiB, [](double v) { return num(v); }, QStringLiteral("/"));
    QStringList layoutNames, layoutSms, layoutMem, layoutPlaced;
    for (const auto &ri : f.seedLayout) {
        layoutNames << q(ri.profile);
        layoutSms << QString::number(ri.sms);
        layoutMem << QString::number(ri.memoryGiB, 'f', 2);
        if (ri.start >= 0)
            layoutPlaced << QStringLiteral("%1@%2").arg(q(ri.profile)).arg(ri.start);
    }
    QStringList toySlices;
    for (const auto &s : f.toySlices)
        toySlices << QStringLiteral("%1/%2").arg(s.sm).arg(s.mem);

    const int width = 100;
    auto point = [&](const QString &text) { m_out << wrap(text, width, QStringLiteral("- "), QStringLiteral("  ")); };

    m_out << '\n';
    m_out << wrap(tr("Where this toy departs from a real GPU (%1, numbers from the GPU catalog):").arg(q(gpu->displayName)),
                  width, QString(), QString());
    point(tr("Its MIG slices (SMs/GB: %1) are not MIG profiles. On an A100-40GB the GPU-instance profiles have %2 SMs "
             "and %3 GiB of memory; nothing else can be created.")
                  .arg(toySlices.join(QStringLiteral(", ")), profileSms, profileMem));
    point(tr("The article's own 5+5+10+20 layout is %1: %2 = %3 SMs and %4 = %5 GiB, not %6 SMs and %7 GB.")
                  .arg(layoutNames.join(QStringLiteral(", ")), layoutSms.join(QStringLiteral("+")))
                  .arg(f.seedLayoutSms)
                  .arg(layoutMem.join(QStringLiteral("+")), QString::number(f.seedLayoutMemoryGiB, 'f', 2))
                  .arg(f.toySliceSmsTotal)
                  .arg(f.toySliceMemTotal));
    if (f.seedLayoutLegal)
        point(tr("That layout is legal, e.g. placed as %1, and uses all %2 compute slices.")
                      .arg(layoutPlaced.join(QStringLiteral(", ")))
                      .arg(f.seedLayoutComputeSlices));
    point(tr("MIG mode exposes only %1 of the %2 SMs: %3 SMs are unusable whatever the layout, so the toy's %4 SMs of "
             "MIG slices cannot exist on this GPU.")
                  .arg(f.migSms)
                  .arg(f.totalSms)
                  .arg(f.unusableSmsInMig)
                  .arg(f.toySliceSmsTotal));
    point(tr("Its utilisation, 0.6 × SM share + 0.4 × memory share, is a weighted sum of allocations, not a "
             "measurement: an idle MIG instance counts as fully used. The same formula on the real layout gives "
             "%1, still an allocation.")
                  .arg(QString::number(f.seedFormulaOnRealLayout, 'f', 3)));
    point(tr("Real monitoring measures time: nvidia-smi GPU-Util is the share of time in which any kernel ran (one "
             "small kernel reads 100 %); DCGM SM_ACTIVE is the time-averaged share of SMs with at least one active "
             "warp. Allocation is not use."));
    point(tr("MPS clients do not get fixed SM slices: the toy adds %1 × %2 SMs as if each client owned %2 SMs. "
             "CUDA_MPS_ACTIVE_THREAD_PERCENTAGE (%2 SMs would be %3 %) is a cap, not a reservation; kernels of "
             "different clients may share an SM, and how many SMs are busy depends on the load. At most %4 clients "
             "per GPU.")
                  .arg(f.mpsToyClients)
                  .arg(f.mpsToySmsPerClient)
                  .arg(QString::number(f.mpsCapPercentEquivalent, 'f', 1))
                  .arg(f.maxMpsClients));
    point(tr("The MPS demo ignores interference: clients share the L2 cache and the DRAM bandwidth, so memory-bound "
             "clients slow each other down, and a fatal fault in one client reaches all of them."));
    point(tr("Time-sliced vGPU does not give a VM a fraction of the SMs: each VM gets all SMs for its time slice "
             "(1-2 ms by default), in turn. Only MIG-backed vGPU splits the SMs."));
    point(tr("Virtualization overhead: the article says %1-%2 %; VMware measured 94-105 % of bare-metal performance "
             "in MLPerf Inference, i.e. about %3-%4 %.")
                  .arg(num(f.seedOverheadMinPct), num(f.seedOverheadMaxPct), num(f.measuredOverheadMinPct),
                       num(f.measuredOverheadMaxPct)));
    point(tr("int() truncates the vGPU budget: 108 × (0.4 + 0.3 + 0.2) = %1 becomes %2 SMs, %3 SM lost to rounding.")
                  .arg(q(seed::pythonFloatRepr(f.vgpuSmExact)))
                  .arg(f.vgpuSmBudget)
                  .arg(num(f.vgpuSmsLostToTruncation)));
    m_out << '\n';
    m_out << wrap(tr("To see what the simulation engine says about the article's layout under every mode, run: "
                    "gpukitchen-cli compare builtin:seed-a100-mig (and gpukitchen-cli run for one mode)."),
                  width, QString(), QString());
    return 0;
}

// ---- run and compare --------------------------------------------------------------------------

namespace {

// Codes validateScenario reports about the scenario as a whole rather than about one plan
// (validate.h): these stop run and compare whatever mode is asked for.
bool isScenarioLevel(const Diagnostic &d)
{
    static const char *const prefixes[] = {"gpu.", "tenant.duplicate_id", "tenant.sm_width_exceeds_gpu",
                                           "simulation.", "fault."};
    for (const char *p : prefixes)
        if (d.code.rfind(p, 0) == 0)
            return true;
    return false;
}

// "\r[#####     ] 42 %" on stderr, only when stderr is a terminal and only once a run has taken
// more than half a second; cleared at the end.
class ProgressBar
{
public:
    explicit ProgressBar(QTextStream &err) : m_err(err)
    {
        const auto *file = qobject_cast<const QFile *>(err.device());
        m_enabled = file && file->handle() >= 0 && ::isatty(file->handle());
        m_timer.start();
    }
    ~ProgressBar() { finish(); }

    void setTotal(double units) { m_total = units; }
    void advance(double units)
    {
        m_done += units;
        if (!m_enabled || m_total <= 0 || m_timer.elapsed() < 500)
            return;
        const int percent = std::clamp(int(std::floor(100 * m_done / m_total)), 0, 100);
        if (percent == m_lastPercent)
            return;
        m_lastPercent = percent;
        constexpr int width = 30;
        const int filled = percent * width / 100;
        m_err << '\r' << '[' << QString(filled, QLatin1Char('#')) << QString(width - filled, QLatin1Char(' '))
              << QStringLiteral("] %1 %").arg(percent, 3);
        m_err.flush();
        m_shown = true;
    }
    void finish()
    {
        if (!m_shown)
            return;
        m_err << '\r' << QString(40, QLatin1Char(' ')) << '\r';
        m_err.flush();
        m_shown = false;
    }

private:
    QTextStream &m_err;
    QElapsedTimer m_timer;
    bool m_enabled = false;
    bool m_shown = false;
    double m_total = 0;
    double m_done = 0;
    int m_lastPercent = -1;
};

// Runs one plan to the end, event by event, with runScenario()'s engine options, so the results
// are bit for bit those of runScenario() whether or not a progress bar is drawn. (Sample ticks
// for chart series are events too: they change the event count and the last bits of the time
// averages, so the CLI does without them.)
std::optional<RunResults> simulate(const Scenario &scenario, const SharingPlan &plan, ProgressBar *progress,
                                   std::string *error)
{
    QElapsedTimer timer;
    timer.start();
    EngineOptions options;   // as runScenario(): no chart series, no narrator events
    options.sampleIntervalS = 0;
    options.seriesCapacity = 0;
    options.recentEventsCapacity = 0;
    auto engine = Engine::create(scenario, plan, error, options);
    if (!engine)
        return std::nullopt;
    std::uint64_t steps = 0;
    double reported = 0;
    while (engine->step()) {
        if (progress && (++steps & 0xfff) == 0) {
            progress->advance(engine->now() - reported);
            reported = engine->now();
        }
    }
    if (progress)
        progress->advance(scenario.simulation.durationS - reported);
    RunResults r = engine->results();
    r.wallMs = double(timer.nsecsElapsed()) / 1e6;
    // What the input says, whatever the engine filled in.
    r.scenario = scenario.name;
    if (const GpuModel *gpu = scenario.gpu())
        r.gpu = gpu->id;
    r.mode = plan.mode;
    r.seed = scenario.simulation.seed;
    r.durationS = scenario.simulation.durationS;
    r.warmupS = scenario.simulation.warmupS;
    return r;
}

// The scenario with only tenant `id`, on the partition `plan` gives it: the same MIG instance
// (same profile and start), the same MPS client entry (its cap and memory limit), its own VM
// (same profile and scheduler), the time-sliced GPU or its own GPU. Faults of other tenants are
// dropped. std::nullopt if the plan does not place the tenant or the reduced plan is not valid.
std::optional<Scenario> aloneOnPartition(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                                         const std::string &id)
{
    Scenario a = scenario;
    a.tenants.clear();
    for (const auto &t : scenario.tenants)
        if (t.id == id)
            a.tenants.push_back(t);
    if (a.tenants.size() != 1)
        return std::nullopt;
    a.alternatives.clear();
    a.faults.clear();
    for (const auto &f : scenario.faults)
        if (f.tenant == id)
            a.faults.push_back(f);

    SharingPlan p = plan;
    switch (plan.mode) {
    case Mode::Exclusive:
    case Mode::Timeslice:
        break;
    case Mode::Mig: {
        const std::optional<MigLayout> layout = resolveMigLayout(gpu, plan.mig);
        p.mig.instances.clear();
        for (std::size_t i = 0; i < plan.mig.instances.size(); ++i) {
            const auto &inst = plan.mig.instances[i];
            if (std::find(inst.tenants.begin(), inst.tenants.end(), id) == inst.tenants.end())
                continue;
            MigInstancePlan one = inst;
            one.tenants = {id};
            if (layout && layout->size() == plan.mig.instances.size())
                one.start = (*layout)[i].start;
            p.mig.instances.push_back(one);
            break;
        }
        if (p.mig.instances.empty())
            return std::nullopt;
        break;
    }
    case Mode::Mps:
        p.mps.clients.clear();
        for (const auto &c : plan.mps.clients)
            if (c.tenant == id)
                p.mps.clients.push_back(c);
        if (p.mps.clients.empty())
            return std::nullopt;
        break;
    case Mode::Vgpu:
        p.vgpu.vms.clear();
        for (const auto &vm : plan.vgpu.vms)
            if (vm.tenant == id)
                p.vgpu.vms.push_back(vm);
        if (p.vgpu.vms.empty())
            return std::nullopt;
        break;
    }
    a.sharing = p;
    if (hasErrors(validatePlan(a, gpu, p, "sharing")))
        return std::nullopt;
    return a;
}

// Simulated seconds a run with slowdown will simulate (for the progress bar).
double workOf(const Scenario &scenario, bool slowdown)
{
    return scenario.simulation.durationS * (1 + (slowdown ? double(scenario.tenants.size()) : 0.0));
}

// The plan, then (unless switched off) every tenant alone on its partition for the slowdown.
std::optional<RunResults> runPlan(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                                  bool slowdown, ProgressBar *progress, std::string *error)
{
    std::optional<RunResults> r = simulate(scenario, plan, progress, error);
    if (!r || !slowdown)
        return r;
    for (auto &t : r->tenants) {
        const std::optional<Scenario> alone = aloneOnPartition(scenario, gpu, plan, t.id);
        std::optional<RunResults> solo;
        std::string soloError;
        if (alone)
            solo = simulate(*alone, alone->sharing, progress, &soloError);
        else if (progress)
            progress->advance(scenario.simulation.durationS);
        if (!solo || solo->tenants.size() != 1)
            continue;
        const TenantResult &s = solo->tenants.front();
        if (t.completed && s.completed && s.latencyMs.mean > 0)
            t.slowdown = t.latencyMs.mean / s.latencyMs.mean;
    }
    return r;
}

} // namespace

// Loads FILE (structural checks only), applies --duration and --seed, and checks what concerns
// the scenario as a whole. Plans are validated one by one by the callers.
bool Cli::loadForRun(const Options &o, const QString &command, Scenario *scenario, QString *fileLabel)
{
    std::optional<double> duration;
    if (o.values.contains(QStringLiteral("duration"))) {
        bool ok = false;
        const double d = o.value(QStringLiteral("duration")).toDouble(&ok);
        if (!ok || !std::isfinite(d) || d <= 0 || d > 7 * 86400.0) {
            fail(tr("--duration must be a number of seconds above 0 and at most 604800 (7 days), not %1")
                         .arg(o.value(QStringLiteral("duration"))),
                 command);
            return false;
        }
        duration = d;
    }
    std::optional<std::uint64_t> seed;
    if (o.values.contains(QStringLiteral("seed"))) {
        bool ok = false;
        const qulonglong n = o.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok || n > 9007199254740992ULL) {
            fail(tr("--seed must be an integer from 0 to 2^53, not %1").arg(o.value(QStringLiteral("seed"))), command);
            return false;
        }
        seed = n;
    }

    LoadResult lr;
    if (!loadScenario(o.positional.first(), &lr, fileLabel, false))
        return false;
    if (!lr.ok()) {
        for (const auto &d : lr.diagnostics)
            m_err << diagnosticLine(d) << '\n';
        fail(tr("%1 is not a valid scenario; nothing simulated").arg(*fileLabel));
        return false;
    }
    *scenario = *lr.scenario;
    if (duration) {
        if (*duration <= scenario->simulation.warmupS) {
            fail(tr("--duration %1 must be longer than the warm-up (simulation.warmup_s = %2 s)")
                         .arg(num(*duration), num(scenario->simulation.warmupS)),
                 command);
            return false;
        }
        scenario->simulation.durationS = *duration;
    }
    if (seed)
        scenario->simulation.seed = *seed;

    Diagnostics scenarioLevel;
    for (const auto &d : validateScenario(*scenario))
        if (isScenarioLevel(d))
            scenarioLevel.push_back(d);
    for (const auto &d : scenarioLevel)
        m_err << diagnosticLine(d) << '\n';
    if (hasErrors(scenarioLevel) || !scenario->gpu()) {
        fail(tr("%1 is not a valid scenario; nothing simulated").arg(*fileLabel));
        return false;
    }
    return true;
}

// Where a mode's plan lives, for diagnostics: the file's own plan, else the default plan.
QString Cli::planPath(const Scenario &scenario, Mode mode) const
{
    if (scenario.sharing.mode == mode)
        return QStringLiteral("sharing");
    if (scenario.alternatives.count(mode))
        return QStringLiteral("alternatives.") + QLatin1String(modeName(mode));
    return tr("default %1 plan").arg(QLatin1String(modeName(mode)));
}

int Cli::writeOutput(const QString &text, const QString &outFile)
{
    if (outFile.isEmpty()) {
        m_out << text;
        return 0;
    }
    QSaveFile file(outFile);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit())
        return fail(tr("cannot write %1: %2").arg(outFile, file.errorString()));
    m_out << tr("Wrote %1").arg(outFile) << '\n';
    return 0;
}

// The front `run` and `compare` share: one scenario file, `modeOption` ("mode" or "modes"),
// --duration, --seed, --format table|json|csv, --out, --no-slowdown and --help. Returns false
// when the command stops here, with *exitCode set (0 after --help, 2 for bad input).
bool Cli::simulationFront(const QStringList &args, const QString &cmd, const QString &modeOption, const QString &usage,
                          Options *o, QString *format, int *exitCode)
{
    *exitCode = 2;
    if (!parse(args,
               {modeOption, QStringLiteral("duration"), QStringLiteral("seed"), QStringLiteral("format"),
                QStringLiteral("out")},
               {QStringLiteral("no-slowdown")}, o, cmd))
        return false;
    if (o->help) {
        m_out << usage;
        *exitCode = 0;
        return false;
    }
    if (o->positional.size() != 1) {
        *exitCode = fail(o->positional.isEmpty() ? tr("name one scenario file") : tr("name only one scenario file"), cmd);
        return false;
    }
    return checkFormat(*o, {QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("csv")}, cmd, format);
}

int Cli::cmdRun(const QStringList &args)
{
    const QString cmd = QStringLiteral("run");
    Options o;
    QString format;
    int exitCode = 0;
    if (!simulationFront(args, cmd, QStringLiteral("mode"), usageRun(), &o, &format, &exitCode))
        return exitCode;
    std::optional<Mode> mode;
    if (o.values.contains(QStringLiteral("mode"))) {
        mode = modeFromName(o.value(QStringLiteral("mode")).toStdString());
        if (!mode)
            return fail(tr("unknown mode %1 (use exclusive, mig, mps, vgpu, timeslice)").arg(o.value(QStringLiteral("mode"))),
                        cmd);
    }

    Scenario scenario;
    QString label;
    if (!loadForRun(o, cmd, &scenario, &label))
        return 2;
    const GpuModel &gpu = *scenario.gpu();
    const Mode m = mode.value_or(scenario.sharing.mode);
    const SharingPlan plan = planForMode(scenario, m);
    const Diagnostics diags = validatePlan(scenario, gpu, plan, planPath(scenario, m).toStdString());
    for (const auto &d : diags)
        m_err << diagnosticLine(d) << '\n';
    if (hasErrors(diags))
        return fail(tr("the %1 plan of %2 is not valid; nothing simulated").arg(QLatin1String(modeName(m)), label));

    const bool slowdown = !o.has(QStringLiteral("no-slowdown"));
    ProgressBar progress(m_err);
    progress.setTotal(workOf(scenario, slowdown));
    std::string error;
    const std::optional<RunResults> r = runPlan(scenario, gpu, plan, slowdown, &progress, &error);
    progress.finish();
    if (!r)
        return fail(tr("cannot simulate the %1 plan of %2: %3").arg(QLatin1String(modeName(m)), label, q(error)));

    QString text;
    if (format == QLatin1String("json"))
        text = jsonText(QJsonDocument(runResultsToJson(*r)));
    else if (format == QLatin1String("csv"))
        text = resultsCsv({*r});
    else
        text = runResultsTable(*r);
    return writeOutput(text, o.value(QStringLiteral("out")));
}

int Cli::cmdCompare(const QStringList &args)
{
    const QString cmd = QStringLiteral("compare");
    Options o;
    QString format;
    int exitCode = 0;
    if (!simulationFront(args, cmd, QStringLiteral("modes"), usageCompare(), &o, &format, &exitCode))
        return exitCode;
    std::vector<Mode> modes;
    if (o.values.contains(QStringLiteral("modes"))) {
        const QStringList names = o.value(QStringLiteral("modes")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString &n : names) {
            const auto m = modeFromName(n.trimmed().toStdString());
            if (!m)
                return fail(tr("unknown mode %1 (use exclusive, mig, mps, vgpu, timeslice)").arg(n.trimmed()), cmd);
            if (std::find(modes.begin(), modes.end(), *m) == modes.end())
                modes.push_back(*m);
        }
        if (modes.empty())
            return fail(tr("--modes needs at least one mode (exclusive, mig, mps, vgpu, timeslice)"), cmd);
    } else {
        modes.assign(std::begin(allModes), std::end(allModes));
    }

    Scenario scenario;
    QString label;
    if (!loadForRun(o, cmd, &scenario, &label))
        return 2;
    const GpuModel &gpu = *scenario.gpu();
    const bool slowdown = !o.has(QStringLiteral("no-slowdown"));

    std::vector<std::pair<Mode, SharingPlan>> plans;
    QStringList skipped;
    for (Mode m : modes) {
        SharingPlan plan = planForMode(scenario, m);
        const Diagnostics diags = validatePlan(scenario, gpu, plan, planPath(scenario, m).toStdString());
        for (const auto &d : diags)
            m_err << QLatin1String(modeName(m)) << QStringLiteral(": ") << diagnosticLine(d) << '\n';
        if (hasErrors(diags)) {
            m_err << tr("%1: the plan is not valid for this scenario; mode skipped").arg(QLatin1String(modeName(m))) << '\n';
            skipped << QLatin1String(modeName(m));
            continue;
        }
        plans.emplace_back(m, std::move(plan));
    }

    ProgressBar progress(m_err);
    progress.setTotal(workOf(scenario, slowdown) * double(plans.size()));
    std::vector<RunResults> runs;
    for (const auto &[m, plan] : plans) {
        std::string error;
        std::optional<RunResults> r = runPlan(scenario, gpu, plan, slowdown, &progress, &error);
        if (!r) {
            progress.finish();
            m_err << tr("%1: cannot simulate: %2; mode skipped").arg(QLatin1String(modeName(m)), q(error)) << '\n';
            skipped << QLatin1String(modeName(m));
            continue;
        }
        runs.push_back(std::move(*r));
    }
    progress.finish();

    QString text;
    if (format == QLatin1String("json")) {
        text = jsonText(QJsonDocument(compareResultsToJson(q(scenario.name), runs)));
    } else if (format == QLatin1String("csv")) {
        text = resultsCsv(runs);
    } else {
        text = tr("%1: GPU %2, seed %3, %4 s simulated per mode (warm-up %5 s)")
                       .arg(q(scenario.name), q(gpu.id))
                       .arg(scenario.simulation.seed)
                       .arg(num(scenario.simulation.durationS), num(scenario.simulation.warmupS))
                + QLatin1Char('\n') + QLatin1Char('\n');
        text += runs.empty() ? tr("No mode could run.") + QLatin1Char('\n') : compareResultsTable(runs);
        if (!skipped.isEmpty())
            text += tr("Skipped (see stderr): %1").arg(skipped.join(QStringLiteral(", "))) + QLatin1Char('\n');
    }
    const int rc = writeOutput(text, o.value(QStringLiteral("out")));
    if (rc)
        return rc;
    return skipped.isEmpty() ? 0 : 1;
}

int runCli(const QStringList &args, QTextStream &out, QTextStream &err)
{
    Cli cli(out, err);
    const int rc = cli.run(args);
    out.flush();
    err.flush();
    return rc;
}

} // namespace gpuk
