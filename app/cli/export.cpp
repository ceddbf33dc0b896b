#include "cli/command.h"

#include "io/exports.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"
#include "analysis/planchoice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>


namespace gpuk {

QString Cli::usageExport()
{
    return tr("Usage: gpukitchen-cli export FILE|builtin:NAME --to TARGET [--mode M] [--out F]\n"
              "                             [--format text|json]\n"
              "\n"
              "Real configuration text for the scenario's plan:\n"
              "  nvidia-smi     commands that create the MIG layout at the planned placements\n"
              "  mig-parted     a mig-parted config (version: v1, mig-configs)\n"
              "  k8s            NVIDIA device-plugin config and a Deployment per tenant\n"
              "  time-slicing   the device-plugin time-slicing ConfigMap\n"
              "  mps-env        a shell script that starts MPS with per-client limits\n"
              "  hami           HAMi pod resource requests (a Deployment per container) and the\n"
              "                 environment HAMi gives each container (software slicing, --mode quota)\n"
              "\n"
              "  --mode M       export the plan for mode M (exclusive, mig, mps, vgpu, timeslice,\n"
              "                 quota):\n"
              "                 the scenario's own plan for M, else the documented default plan\n"
              "  --out F        write to F instead of stdout: a regular file is replaced atomically,\n"
              "                 a device, a FIFO or /dev/stdout is written into\n"
              "  --format F     text (default): the configuration text; json: what was exported as\n"
              "                 one JSON object (scenario, gpu, target, mode, plan, files written,\n"
              "                 and the text itself when there is no --out)\n"
              "\n"
              "A plan the target cannot express (an MPS plan as mig-parted, say) exits 2.\n");
}

int Cli::cmdExport(const QStringList &args)
{
    const QString cmd = QStringLiteral("export");
    Options o;
    QString format;
    int exitCode = 0;
    Front front = textOrJson();
    front.valued = QStringList{QStringLiteral("to"), QStringLiteral("mode"), QStringLiteral("out")};
    front.positional = Front::Positional::Own;
    if (!commandFront(args, cmd, usageExport(), front, &o, &format, &exitCode))
        return exitCode;
    if (!oneScenarioFile(o, cmd))
        return 2;
    const QString to = o.value(QStringLiteral("to"));
    if (to.isEmpty())
        return fail(tr("--to is required (nvidia-smi, mig-parted, k8s, time-slicing, mps-env)"), cmd);
    const auto target = exportTargetFromName(to);
    if (!target)
        return fail(tr("unknown export target %1 (use nvidia-smi, mig-parted, k8s, time-slicing, mps-env)").arg(to), cmd);
    std::optional<Mode> mode;
    if (o.values.contains(QStringLiteral("mode")) && !(mode = modeArgument(o.value(QStringLiteral("mode")), cmd)))
        return 2;

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
            const Diagnostics d = validatePlan(scenario, *gpu, plan, planPath(scenario, *mode).toStdString());
            if (hasErrors(d)) {
                for (const auto &x : d)
                    m_err << diagnosticLine(x) << '\n';
                return fail(tr("the %1 plan for this scenario is not valid; nothing exported").arg(q(modeName(*mode))));
            }
        }
    }

    const bool script = *target == ExportTarget::NvidiaSmi || *target == ExportTarget::MpsEnv;
    const QString outFile = o.value(QStringLiteral("out"));
    if (format != QLatin1String("json"))
        return writeOutput(r.text, outFile, script);

    QJsonObject j;
    j.insert(QStringLiteral("scenario"), q(scenario.name));
    j.insert(QStringLiteral("gpu"), scenario.gpu() ? q(scenario.gpu()->id) : q(scenario.gpuId));
    j.insert(QStringLiteral("target"), QLatin1String(exportTargetName(*target)));
    j.insert(QStringLiteral("mode"), QLatin1String(modeName(plan.mode)));
    // where the plan comes from: the file's "sharing", one of its "alternatives", or the default
    const bool defaultPlan = mode && *mode != scenario.sharing.mode && !scenario.alternatives.count(*mode);
    j.insert(QStringLiteral("plan_source"), defaultPlan ? QStringLiteral("default") : planPath(scenario, plan.mode));
    j.insert(QStringLiteral("plan"), QJsonDocument::fromJson(sharingPlanToJson(plan)).object());
    j.insert(QStringLiteral("plan_summary"), planSummary(scenario, plan));
    QJsonArray files;
    if (outFile.isEmpty()) {
        j.insert(QStringLiteral("text"), r.text);
    } else {
        OutputTarget written = OutputTarget::File;
        if (const int rc = writeOutput(r.text, outFile, script, false, &written))
            return rc;
        QJsonObject f;
        f.insert(QStringLiteral("path"), outFile);
        f.insert(QStringLiteral("kind"), written == OutputTarget::File ? QStringLiteral("file") : QStringLiteral("stream"));
        f.insert(QStringLiteral("bytes"), double(r.text.toUtf8().size()));
        f.insert(QStringLiteral("executable"), script && written == OutputTarget::File);
        files.append(f);
    }
    j.insert(QStringLiteral("files"), files);
    m_out << jsonText(QJsonDocument(j));
    return 0;
}

} // namespace gpuk
