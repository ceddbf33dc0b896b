#include "cli/command.h"

#include "io/exports.h"
#include "io/scenariofile.h"
#include "sharing/validate.h"

namespace gpuk {

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
              "  --out F        write to F instead of stdout: a regular file is replaced atomically,\n"
              "                 a device, a FIFO or /dev/stdout is written into\n"
              "\n"
              "A plan the target cannot express (an MPS plan as mig-parted, say) exits 2.\n");
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

    const bool script = *target == ExportTarget::NvidiaSmi || *target == ExportTarget::MpsEnv;
    return writeOutput(r.text, o.value(QStringLiteral("out")), script);
}

} // namespace gpuk
