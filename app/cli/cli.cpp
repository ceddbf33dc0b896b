// Dispatch, the option parser and the helpers every command shares.

#include "cli/cli.h"
#include "cli/command.h"

#include "io/gpuwords.h"
#include "io/messages.h"
#include "io/outputfile.h"
#include "io/scenariofile.h"
#include "io/texttable.h"
#include "io/translations.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <map>
#include <set>

#include <sys/stat.h>

namespace gpuk {

namespace {

// Whether `a` and `b` name the same existing regular file (the same inode: another spelling of
// the path, a hard link or a symbolic link to it).
bool sameRegularFile(const QString &a, const QString &b)
{
    struct stat sa, sb;
    return ::stat(QFile::encodeName(a).constData(), &sa) == 0 && ::stat(QFile::encodeName(b).constData(), &sb) == 0
        && S_ISREG(sa.st_mode) && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

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

QString Cli::q(const std::string &s)
{
    return QString::fromStdString(s);
}

QString Cli::num(double v)
{
    return q(formatNumber(v));
}

bool Cli::isCjk(QChar c)
{
    return displayWidth(QString(c)) == 2;
}

// Greedy word wrap that also breaks between CJK characters, but never where Chinese typesetting
// forbids it: closing punctuation (，。；：、）」 …) stays on the line of what it closes, opening
// punctuation (（「“ …) on the line of what it opens, and a number keeps its percent sign even
// when a space stands between them ("77 %" in English).
QString Cli::wrap(const QString &text, int width, const QString &firstIndent, const QString &indent)
{
    static const QString closing = QStringLiteral(u"，。；：、）」』》〉】！？”’%,.;:!?)]}");
    static const QString opening = QStringLiteral(u"（「『《〈【“‘");
    // Units that may not be split, each with whether a space stood before it.
    struct Unit
    {
        QString text;
        bool spaceBefore = false;
    };
    QList<Unit> units;
    bool space = false, glueNext = false;
    auto push = [&](const QString &tok) {
        const bool glueToPrevious = !units.isEmpty()
            && (glueNext || closing.contains(tok.front())
                || (tok.front() == QLatin1Char('%') && space && units.last().text.back().isDigit()));
        if (glueToPrevious) {
            units.last().text += (space ? QStringLiteral(" ") : QString()) + tok;
        } else {
            units.append({tok, space});
        }
        glueNext = opening.contains(tok.back());
        space = false;
    };
    QString word;
    for (QChar c : text) {
        if (c == QLatin1Char(' ')) {
            if (!word.isEmpty())
                push(word);
            word.clear();
            space = !units.isEmpty();
        } else if (isCjk(c) || closing.contains(c) || opening.contains(c)) {
            // Closing punctuation ends the word it follows ("GPU，", "77%"); anything else is a
            // token of its own, glued by push() where it may not be split.
            if (closing.contains(c) && !word.isEmpty()) {
                word += c;
                continue;
            }
            if (!word.isEmpty()) {
                push(word);
                word.clear();
            }
            push(QString(c));
        } else {
            word += c;
        }
    }
    if (!word.isEmpty())
        push(word);

    QString out;
    QString line = firstIndent;
    int lineWidth = displayWidth(firstIndent);
    const int indentWidth = displayWidth(indent);
    bool lineHasText = false;
    for (const Unit &u : units) {
        const bool pendingSpace = u.spaceBefore && lineHasText;
        const int w = displayWidth(u.text) + (pendingSpace ? 1 : 0);
        if (lineHasText && lineWidth + w > width) {
            out += line + QLatin1Char('\n');
            line = indent;
            lineWidth = indentWidth;
            lineHasText = false;
        } else if (pendingSpace) {
            line += QLatin1Char(' ');
            ++lineWidth;
        }
        line += u.text;
        lineWidth += displayWidth(u.text);
        lineHasText = true;
    }
    out += line + QLatin1Char('\n');
    return out;
}

QString Cli::joinInts(const std::vector<int> &v, const QString &sep)
{
    QStringList parts;
    for (int i : v)
        parts << QString::number(i);
    return parts.join(sep);
}

QString Cli::jsonText(const QJsonDocument &doc)
{
    return QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

// One diagnostic per line: formatDiagnostic marks warnings and notes itself, errors get "error: ".
QString Cli::diagnosticLine(const Diagnostic &d)
{
    if (d.severity == Severity::Error)
        return severityName(d.severity) + QStringLiteral(": ") + formatDiagnostic(d);
    return formatDiagnostic(d);
}

QString Cli::diagnosticMessages(const Diagnostics &ds)
{
    QStringList parts;
    for (const auto &d : ds)
        parts << diagnosticMessage(d);
    return parts.join(QStringLiteral("; "));
}

QString Cli::usage()
{
    return tr("Usage: gpukitchen-cli [--lang en|zh_CN] COMMAND [OPTIONS]\n"
              "\n"
              "GPU Kitchen on the command line: GPU sharing (NVIDIA MIG, MPS, vGPU, time-slicing, and\n"
              "software slicing by quota) explained with real numbers, without a GPU.\n"
              "\n"
              "Commands:\n"
              "  gpus                   the GPU catalog\n"
              "  mig profiles --gpu G   GPU-instance profiles, like nvidia-smi mig -lgip\n"
              "  mig placements --gpu G placements, like nvidia-smi mig -lgipp\n"
              "  mig check --gpu G PROFILE[@START]...\n"
              "                         is this MIG layout legal, and what does it waste?\n"
              "  mig enumerate --gpu G  every MIG layout that can be placed\n"
              "  mig plan FILE          the MIG plan meeting every SLO with the fewest slices\n"
              "  validate FILE          check a scenario file (or builtin:NAME)\n"
              "  scenarios              list the built-in scenarios\n"
              "  export FILE --to T     configuration text: nvidia-smi, mig-parted, k8s, time-slicing, mps-env, hami\n"
              "  seed-demo              the seed article's Python demo, and where it departs from real GPUs\n"
              "  run FILE               simulate a scenario: latency, throughput, SLO, GPU use\n"
              "  compare FILE           the same tenants under every sharing mode, side by side\n"
              "  receipts               the model beside published measurements (MIG, MPS, time-slicing, vGPU)\n"
              "  lessons list|check     the challenges; check runs each and judges its checks\n"
              "  quiz list|check        the interview drill's questions; check holds each against the app\n"
              "\n"
              "Global options:\n"
              "  --lang en|zh_CN        language of the output (default: from LC_ALL or LANG)\n"
              "  -h, --help             this help; COMMAND --help explains a command\n"
              "  --version              print the version\n"
              "\n"
              "Exit codes: 0 ok; 1 a finding (an illegal layout in mig check, a mode compare\n"
              "could not run); 2 bad input\n"
              "(unknown command, option, GPU or profile; an unreadable or invalid file; an export\n"
              "the plan cannot express). Results and findings go to stdout, errors to stderr.\n"
              "\n"
              "For scripts: every command that prints results takes --format json (gpus, mig\n"
              "profiles|placements|check|enumerate|plan, scenarios, run, compare: table|json, run\n"
              "and compare also csv; validate, export, seed-demo, lessons, quiz: text|json). Under --format json\n"
              "results and findings are one JSON object on stdout with the same exit code; errors\n"
              "stay plain text on stderr with exit 2, whatever the format.\n"
              "--out F (run, compare, export) replaces a regular file F atomically and writes\n"
              "straight into a device, a FIFO or /dev/stdout; a directory is refused.\n");
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

bool Cli::checkOutOption(const Options &o, const QString &command)
{
    const QString out = o.value(QStringLiteral("out"));
    if (out.isEmpty()) {
        fail(tr("--out needs a path"), command);
        return false;
    }
    for (const QString &input : o.positional) {
        if (!input.startsWith(QLatin1String("builtin:")) && sameRegularFile(out, input)) {
            fail(tr("--out %1 is the input file %2 of this command; name another file for the results "
                    "(nothing was written)")
                         .arg(out, input),
                 command);
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

bool Cli::oneScenarioFile(const Options &o, const QString &command)
{
    if (o.positional.size() == 1)
        return true;
    fail(o.positional.isEmpty() ? tr("name one scenario file") : tr("name only one scenario file"), command);
    return false;
}

std::optional<Mode> Cli::modeArgument(const QString &name, const QString &command)
{
    const std::optional<Mode> mode = modeFromName(name.toStdString());
    if (!mode)
        fail(tr("unknown mode %1 (use exclusive, mig, mps, vgpu, timeslice, quota)").arg(name), command);
    return mode;
}

const GpuModel *Cli::gpuOption(const Options &o, const QString &command)
{
    const QString id = o.value(QStringLiteral("gpu"));
    if (id.isEmpty()) {
        fail(tr("--gpu is required"), command);
        return nullptr;
    }
    // Every catalog GPU, those listed for reference only too: the MIG listings show what is known.
    const GpuModel *gpu = findCatalogGpu(id.toStdString());
    if (!gpu) {
        QStringList known;
        for (const GpuModel *g : catalogGpus())
            known << q(g->id);
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

// The whole-GPU figures as `gpus --format json` prints them, null where the fact sheets give
// none, with how far the fact sheets back each ("<figure>_quality", "figure_flags" with the
// reasons), whether the simulator runs the GPU and what it lacks ("missing").
void Cli::insertGpuFigures(QJsonObject &j, const GpuModel &g)
{
    auto given = [](double v) { return v > 0 ? QJsonValue(v) : QJsonValue(); };
    j.insert(QStringLiteral("sms"), given(g.sms));
    j.insert(QStringLiteral("mig_sms"), given(g.migSms));
    j.insert(QStringLiteral("memory_gib"), given(g.memoryGiB));
    j.insert(QStringLiteral("bandwidth_gbps"), given(g.bandwidthGBps));
    j.insert(QStringLiteral("compute_slices"), given(g.computeSlices));
    j.insert(QStringLiteral("memory_slots"), given(g.memorySlots));
    j.insert(QStringLiteral("placement_units_per_slice"), g.placementUnitsPerSlice);
    for (GpuFigure f : {GpuFigure::Sms, GpuFigure::MigSms, GpuFigure::Memory, GpuFigure::Bandwidth,
                        GpuFigure::MemorySlots})
        j.insert(QLatin1String(gpuFigureName(f)) + QStringLiteral("_quality"),
                 QLatin1String(dataQualityName(g.figureQuality(f))));
    QJsonArray flags;
    for (const FigureFlag &f : g.figureFlags) {
        QJsonObject o;
        o.insert(QStringLiteral("figure"), QLatin1String(gpuFigureName(f.figure)));
        o.insert(QStringLiteral("quality"), QLatin1String(dataQualityName(f.quality)));
        o.insert(QStringLiteral("note"), q(f.note));
        flags.append(o);
    }
    j.insert(QStringLiteral("figure_flags"), flags);
    j.insert(QStringLiteral("simulated"), g.complete());
    QJsonArray missing;
    for (const std::string &m : g.missingFigures())
        missing.append(q(m));
    j.insert(QStringLiteral("missing"), missing);
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
            flags << tr("%1 %2").arg(what, GpuWords::quality(static_cast<DataQuality>(s)));
    };
    for (const FigureFlag &f : gpu.figureFlags)
        flags << tr("%1 %2").arg(GpuWords::figure(f.figure), GpuWords::quality(f.quality));
    collect(tr("IDs"), &MigProfile::idQuality);
    collect(tr("SMs"), &MigProfile::smQuality);
    collect(tr("memory"), &MigProfile::memoryQuality);
    collect(tr("placements"), &MigProfile::placementQuality);
    collect(tr("counts"), &MigProfile::countQuality);
    collect(tr("engines"), &MigProfile::engineQuality);
    std::set<int> vq;
    for (const auto &v : gpu.vgpuProfiles)
        if (v.quality != DataQuality::Verified)
            vq.insert(static_cast<int>(v.quality));
    for (int s : vq)
        flags << tr("%1 %2").arg(tr("vGPU types"), GpuWords::quality(static_cast<DataQuality>(s)));
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
    if (command == QLatin1String("receipts"))
        return cmdReceipts(rest);
    if (command == QLatin1String("lessons"))
        return cmdLessons(rest);
    if (command == QLatin1String("quiz"))
        return cmdQuiz(rest);
    if (command.startsWith(QLatin1Char('-')))
        m_err << tr("gpukitchen-cli: error: unknown option %1").arg(command) << '\n';
    else
        m_err << tr("gpukitchen-cli: error: unknown command %1").arg(command) << '\n';
    m_err << tr("Try 'gpukitchen-cli --help'.") << '\n';
    return 2;
}

bool Cli::commandFront(const QStringList &args, const QString &cmd, const QString &usage, const Front &front,
                       Options *o, QString *format, int *exitCode)
{
    *exitCode = 2;
    QStringList valued = front.valued;
    if (!front.formats.isEmpty())
        valued << QStringLiteral("format");
    if (!parse(args, valued, front.flags, o, cmd))
        return false;
    if (o->help) {
        m_out << usage;
        *exitCode = 0;
        return false;
    }
    if (front.positional == Front::Positional::None && !o->positional.isEmpty()) {
        fail(tr("unexpected argument %1").arg(o->positional.first()), cmd);
        return false;
    }
    if (front.positional == Front::Positional::OneScenarioFile && !oneScenarioFile(*o, cmd))
        return false;
    if (front.valued.contains(QStringLiteral("out")) && o->values.contains(QStringLiteral("out"))
        && !checkOutOption(*o, cmd))
        return false;
    return front.formats.isEmpty() || checkFormat(*o, front.formats, cmd, format);
}

Cli::Front Cli::textOrJson()
{
    Front front;
    front.formats = QStringList{QStringLiteral("text"), QStringLiteral("json")};
    return front;
}

Cli::Front Cli::tableOrJson()
{
    Front front;
    front.formats = QStringList{QStringLiteral("table"), QStringLiteral("json")};
    return front;
}

// The front every listing command shares: [--gpu G] [--format table|json], --help, no
// positional arguments. Returns false when the command stops here, with *exitCode set (0 after
// --help, 2 for bad input); with `gpu` non-null, --gpu is required and must support MIG.
bool Cli::listingFront(const QStringList &args, const QString &cmd, const QString &usage, QString *format,
                       const GpuModel **gpu, int *exitCode)
{
    Options o;
    Front front = tableOrJson();
    if (gpu)
        front.valued << QStringLiteral("gpu");
    if (!commandFront(args, cmd, usage, front, &o, format, exitCode))
        return false;
    if (gpu) {
        *gpu = migGpuOption(o, cmd);
        if (!*gpu)
            return false;
    }
    return true;
}

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
    if (arg.startsWith(QLatin1String("lesson:"))) {
        const QString name = arg.mid(7);
        path = QStringLiteral(":/lessons/%1.gpuk.json").arg(name);
        if (name.isEmpty() || !QFile::exists(path)) {
            fail(tr("no lesson \"%1\"; gpukitchen-cli lessons list names them").arg(name));
            return false;
        }
    }
    *result = loadScenarioFile(path, validate);
    return true;
}

int Cli::writeOutput(const QString &text, const QString &outFile, bool executable, bool announce,
                     OutputTarget *target)
{
    if (outFile.isEmpty()) {
        m_out << text;
        return 0;
    }
    m_out.flush(); // --out /dev/stdout writes to the same descriptor as m_out may
    OutputOptions options;
    options.executable = executable;
    const OutputResult r = writeOutputFile(outFile, text.toUtf8(), options);
    if (!r.ok)
        return fail(r.error);
    if (target)
        *target = r.target;
    // A file says where the result went; a stream (a pipe, /dev/stdout) gets only the result.
    if (announce && r.target == OutputTarget::File)
        m_out << tr("Wrote %1").arg(outFile) << '\n';
    return 0;
}

bool Cli::listOrCheckFront(const QStringList &args, const QString &cmd, const QString &usage, bool *check,
                           Options *o, QString *format, int *exitCode)
{
    if (args.isEmpty() || (args.first() != QLatin1String("list") && args.first() != QLatin1String("check"))) {
        if (!args.isEmpty() && (args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h"))) {
            m_out << usage;
            *exitCode = 0;
            return false;
        }
        m_err << tr("gpukitchen-cli %1: say list or check").arg(cmd) << '\n' << usage;
        *exitCode = 2;
        return false;
    }
    *check = args.first() == QLatin1String("check");
    Front front;
    front.formats = QStringList{QStringLiteral("text"), QStringLiteral("json")};
    front.positional = Front::Positional::Own;
    return commandFront(args.mid(1), cmd + QLatin1Char(' ') + args.first(), usage, front, o, format, exitCode);
}

QJsonObject Cli::diagnosticJson(const Diagnostic &d)
{
    QJsonObject j;
    j.insert(QStringLiteral("code"), q(d.code));
    j.insert(QStringLiteral("severity"), d.severity == Severity::Error     ? QStringLiteral("error")
                                         : d.severity == Severity::Warning ? QStringLiteral("warning")
                                                                           : QStringLiteral("info"));
    j.insert(QStringLiteral("path"), q(d.path));
    QJsonObject a;
    for (const auto &[k, v] : d.args)
        a.insert(q(k), q(v));
    j.insert(QStringLiteral("args"), a);
    j.insert(QStringLiteral("message"), diagnosticMessage(d));
    return j;
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
