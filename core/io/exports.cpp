#include "io/exports.h"

#include "sharing/validate.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QStringList>

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>
#include <set>

namespace gpuk {

namespace {

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

QString num(double v)
{
    return q(formatNumber(v));
}

// The one escaping function for comments, in the shell scripts and the YAML files alike: user text
// (a scenario's or tenant's name, a tenant id, a custom GPU's name and id) as it may stand in a `#`
// comment: on one line. Every character that a shell, YAML 1.1 (PyYAML) or YAML 1.2 reader could take
// as the end of a line -- C0 and C1 controls (LF, CR, VT, FF, NEL …), DEL, U+2028, U+2029 -- becomes a
// space, so a name holding "\nsudo rm …" stays inside its comment instead of becoming a command. The
// characters a YAML reader refuses anywhere, even in a comment (U+FFFE, U+FFFF, a lone surrogate),
// become U+FFFD.
QString oneLine(const QString &text)
{
    QString out = text;
    for (qsizetype i = 0; i < out.size(); ++i) {
        const char16_t u = out[i].unicode();
        if (u < 0x20 || (u >= 0x7F && u <= 0x9F) || u == 0x2028 || u == 0x2029) {
            out[i] = QLatin1Char(' ');
        } else if (u == 0xFFFE || u == 0xFFFF) {
            out[i] = QChar::ReplacementCharacter;
        } else if (QChar::isHighSurrogate(u) && i + 1 < out.size() && QChar::isLowSurrogate(out[i + 1].unicode())) {
            ++i;
        } else if (QChar::isSurrogate(u)) {
            out[i] = QChar::ReplacementCharacter;
        }
    }
    return out;
}

QString oneLine(const std::string &text)
{
    return oneLine(QString::fromStdString(text));
}

// The one escaping function for YAML values: `text` as a double-quoted scalar, which YAML 1.1 and 1.2
// readers take as exactly that string (never a number, boolean, null or date: "42", "yes", "~",
// "2024-01-01"). '\\' and '"' are escaped, and every character outside printable ASCII and the
// ordinary Unicode range as \uXXXX (a lone surrogate, which UTF-8 cannot hold, as U+FFFD).
QString yamlString(const QString &text)
{
    QString out = QStringLiteral("\"");
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text[i].unicode();
        if (u == u'"' || u == u'\\') {
            out += QLatin1Char('\\');
            out += text[i];
        } else if (QChar::isHighSurrogate(u) && i + 1 < text.size() && QChar::isLowSurrogate(text[i + 1].unicode())) {
            out += text[i];
            out += text[++i];
        } else if (QChar::isSurrogate(u)) {
            out += QStringLiteral("\\uFFFD");
        } else if (u < 0x20 || (u >= 0x7F && u <= 0x9F) || u == 0x2028 || u == 0x2029 || u == 0xFEFF
                   || u >= 0xFFFE) {
            out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
        } else {
            out += text[i];
        }
    }
    out += QLatin1Char('"');
    return out;
}

// The first 8 hex digits of the SHA-256 of `s`'s UTF-8 bytes (`printf %s ID | sha256sum | cut -c1-8`):
// what a sanitised name carries to stay distinct and stable.
QString shortHash(const std::string &s)
{
    return QString::fromLatin1(QCryptographicHash::hash(QByteArray::fromStdString(s), QCryptographicHash::Sha256)
                                       .toHex()
                                       .left(8));
}

// A Kubernetes object name (RFC 1123 label): lowercase alphanumerics and '-', at most 63; empty
// when `s` has no ASCII letter or digit.
QString k8sName(const std::string &s)
{
    QString out;
    for (QChar c : q(s).toLower()) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9')))
            out += c;
        else if (!out.isEmpty() && !out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    if (out.size() > 63)
        out = out.left(63);
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out;
}

// Whether `s` is already a DNS-1123 label: 1..63 lowercase alphanumerics or '-', starting and ending
// with an alphanumeric.
bool isK8sName(const std::string &s)
{
    const auto alnum = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
    return !s.empty() && s.size() <= 63 && alnum(s.front()) && alnum(s.back())
            && std::all_of(s.begin(), s.end(), [&](char c) { return alnum(c) || c == '-'; });
}

// A word that is safe unquoted in a shell command (a file name, a directory suffix): ASCII letters,
// digits, '.', '_' and '-'; every other character becomes '_'.
QString shellWord(const std::string &s)
{
    QString out;
    for (QChar c : q(s)) {
        if (c.isLetterOrNumber() && c.unicode() < 128)
            out += c;
        else if (c == QLatin1Char('.') || c == QLatin1Char('_') || c == QLatin1Char('-'))
            out += c;
        else
            out += QLatin1Char('_');
    }
    return out;
}

bool isShellWord(const std::string &s)
{
    return !s.empty() && q(s) == shellWord(s);
}

// Names for tenant ids in one export that no two tenants share and that each depend on the tenant's
// own id only. An id that `keeps` accepts is its own name (so well-formed ids export unchanged); any
// other becomes `sanitise(id)` (cut to leave room, "tenant" when nothing is left) + "-" + shortHash(id).
// Should that clash with a name already given (a 32-bit coincidence), the hash is taken again over the
// id and a counter.
class TenantNames
{
public:
    TenantNames(const Scenario &scenario, bool (*keeps)(const std::string &),
                QString (*sanitise)(const std::string &), int maxLength)
        : m_keeps(keeps), m_sanitise(sanitise), m_maxLength(maxLength)
    {
        for (const auto &t : scenario.tenants)
            if (m_keeps(t.id) && m_names.emplace(t.id, q(t.id)).second)
                m_used.insert(q(t.id));
        for (const auto &t : scenario.tenants)
            name(t.id);
    }

    // A tenant the scenario does not hold (a plan that was not validated) gets a name here, too.
    QString name(const std::string &id)
    {
        if (const auto found = m_names.find(id); found != m_names.end())
            return found->second;
        QString result;
        for (int k = 0; result.isEmpty() || m_used.count(result); ++k) {
            const QString hash = shortHash(k == 0 ? id : id + '\n' + std::to_string(k));
            QString stem = m_sanitise(id).left(m_maxLength - 1 - hash.size());
            while (stem.endsWith(QLatin1Char('-')) || stem.endsWith(QLatin1Char('_')) || stem.endsWith(QLatin1Char('.')))
                stem.chop(1);
            if (stem.isEmpty())
                stem = QStringLiteral("tenant");
            result = stem + QLatin1Char('-') + hash;
        }
        m_used.insert(result);
        m_names.emplace(id, result);
        return result;
    }

private:
    bool (*m_keeps)(const std::string &);
    QString (*m_sanitise)(const std::string &);
    int m_maxLength;
    std::map<std::string, QString> m_names;
    std::set<QString> m_used;
};

// The Deployment name of each tenant (a DNS-1123 label).
TenantNames deploymentNames(const Scenario &scenario)
{
    return TenantNames(scenario, isK8sName, k8sName, 63);
}

// The placeholder command of each tenant in the mps-env script ("./serve-<name>").
TenantNames commandNames(const Scenario &scenario)
{
    return TenantNames(scenario, isShellWord, shellWord, 200);
}

// The resource the device plugin's mixed strategy advertises for a MIG profile. Kubernetes
// resource names cannot hold '+', so "+me" profiles are assumed to appear as ".me".
QString migResourceName(const std::string &profile)
{
    QString p = q(profile);
    p.replace(QLatin1Char('+'), QLatin1Char('.'));
    return QStringLiteral("nvidia.com/mig-") + p;
}

bool isAmpere(const GpuModel &gpu)
{
    // A100 and A30 are Ampere (GA100); H100 and H200 are Hopper (fact sheet §1.1 supported GPUs).
    return gpu.id.rfind("A", 0) == 0;
}

// The MIG layout a plan creates on the GPU, with the tenants of each instance.
struct PlannedInstance
{
    MigPlacement placement;
    std::vector<std::string> tenants;
    MigInner inner = MigInner::Timeslice;
    std::string vgpuProfile;        // MIG-backed vGPU: the VM's vGPU type
};

struct PlannedMig
{
    std::vector<PlannedInstance> instances;
    MigLayout layout;
    bool startsFromPlan = true;     // every start was given by the plan
    bool vgpu = false;
};

} // namespace

// Translation context "gpuk::Export": the comments of the generated files.
class Export
{
    Q_DECLARE_TR_FUNCTIONS(gpuk::Export)

public:
    static QString header(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                          const QString &what, const QString &commentPrefix);
    static QString tenantLabel(const Scenario &scenario, const std::string &id);
    static QString tenantList(const Scenario &scenario, const std::vector<std::string> &ids);
    static std::optional<PlannedMig> migLayoutFor(const Scenario &scenario, const GpuModel &gpu,
                                                  const SharingPlan &plan, const QString &wrongMode,
                                                  ExportResult *r);
    static std::optional<PlannedMig> plannedMig(const Scenario &scenario, const GpuModel &gpu,
                                                const SharingPlan &plan, QString *error);
    static QString instanceLabel(const MigPlacement &p);

    static ExportResult nvidiaSmi(const Scenario &scenario, const SharingPlan &plan);
    static ExportResult migParted(const Scenario &scenario, const SharingPlan &plan);
    static ExportResult kubernetes(const Scenario &scenario, const SharingPlan &plan);
    static ExportResult timeSlicing(const Scenario &scenario, const SharingPlan &plan);
    static ExportResult mpsEnv(const Scenario &scenario, const SharingPlan &plan);
    static ExportResult hami(const Scenario &scenario, const SharingPlan &plan);

    static QString configMapHead(const QString &body);
    static QString deployment(const Scenario &scenario, const std::string &tenant,
                              const QString &resource, const QString &comment);
    static QString mpsClientBlock(const Scenario &scenario, const std::string &tenant,
                                  std::optional<double> percentage, std::optional<double> limitGb);
    static const GpuModel *gpuOf(const Scenario &scenario, ExportResult &r);
    static QString oneReplica();
};

// The device plugin refuses a sharing resource with fewer than 2 replicas.
QString Export::oneReplica()
{
    return tr("the device plugin shares a GPU among 2 or more replicas and refuses \"replicas: 1\"; a plan with "
              "one tenant shares nothing: export it with --mode exclusive");
}

QString Export::header(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                       const QString &what, const QString &c)
{
    QString out;
    out += c + tr("%1 for the %2 plan of \"%3\"").arg(what, q(modeName(plan.mode)), oneLine(scenario.name)) + QLatin1Char('\n');
    out += c + tr("GPU 0: %1 (%2). Generated by GPU Kitchen.").arg(oneLine(gpu.displayName), oneLine(gpu.id)) + QLatin1Char('\n');
    return out;
}

QString Export::tenantLabel(const Scenario &scenario, const std::string &id)
{
    const Tenant *t = scenario.findTenant(id);
    if (!t || t->name.empty() || t->name == id)
        return oneLine(id);
    return QStringLiteral("%1 (%2)").arg(oneLine(id), oneLine(t->name));
}

QString Export::tenantList(const Scenario &scenario, const std::vector<std::string> &ids)
{
    if (ids.empty())
        return tr("no tenant");
    QStringList parts;
    for (const auto &id : ids)
        parts << tenantLabel(scenario, id);
    return parts.join(QStringLiteral(", "));
}

QString Export::instanceLabel(const MigPlacement &p)
{
    return QStringLiteral("%1@%2").arg(q(p.profile->name)).arg(p.start);
}

const GpuModel *Export::gpuOf(const Scenario &scenario, ExportResult &r)
{
    const GpuModel *gpu = scenario.gpu();
    if (!gpu)
        r.error = tr("the scenario's GPU \"%1\" is not in the catalog").arg(oneLine(scenario.gpuId));
    return gpu;
}

std::optional<PlannedMig> Export::plannedMig(const Scenario &, const GpuModel &gpu,
                                             const SharingPlan &plan, QString *error)
{
    PlannedMig pm;
    std::vector<MigRequest> requests;
    MigOptions options;
    if (plan.mode == Mode::Mig) {
        options.allow4g3g = plan.mig.allow4g3g;
        for (const auto &inst : plan.mig.instances) {
            requests.push_back(MigRequest{inst.profile, inst.start});
            PlannedInstance pi;
            pi.tenants = inst.tenants;
            pi.inner = inst.inner;
            pm.instances.push_back(pi);
            if (!inst.start)
                pm.startsFromPlan = false;
        }
    } else if (isMigBackedVgpu(plan)) {
        pm.vgpu = true;
        pm.startsFromPlan = false;
        for (const auto &vm : plan.vgpu.vms) {
            const VgpuProfile *vp = gpu.findVgpuProfile(vm.profile);
            if (!vp || vp->migProfile.empty()) {
                *error = tr("vGPU profile %1 is not a MIG-backed profile of %2").arg(oneLine(vm.profile), oneLine(gpu.id));
                return std::nullopt;
            }
            requests.push_back(MigRequest{vp->migProfile, std::nullopt});
            PlannedInstance pi;
            pi.tenants = {vm.tenant};
            pi.vgpuProfile = vp->name;   // the catalog's spelling, not the file's
            pm.instances.push_back(pi);
        }
    } else {
        return std::nullopt;
    }
    if (!gpu.supportsMig()) {
        *error = tr("%1 does not support MIG").arg(oneLine(gpu.id));
        return std::nullopt;
    }
    if (requests.empty()) {
        *error = tr("the plan has no MIG instance");
        return std::nullopt;
    }

    // The driver's own placement for the plan (what validation accepted), else any legal one.
    std::optional<MigLayout> layout;
    if (plan.mode == Mode::Mig)
        layout = resolveMigLayout(gpu, plan.mig);
    if (!layout || layout->size() != requests.size()) {
        MigLayout placed;
        const Diagnostics d = checkMigLayout(gpu, requests, options, "instances", &placed);
        if (!hasErrors(d) && placed.size() == requests.size())
            layout = placed;
        else
            layout = searchMigPlacement(gpu, requests, options);
    }
    if (!layout || layout->size() != requests.size()) {
        *error = tr("the plan's MIG layout cannot be placed on %1; run `gpukitchen-cli validate` for the reasons")
                         .arg(oneLine(gpu.id));
        return std::nullopt;
    }
    pm.layout = *layout;
    for (std::size_t i = 0; i < pm.instances.size(); ++i)
        pm.instances[i].placement = pm.layout[i];
    return pm;
}

// The front of the two exports that only express MIG layouts (nvidia-smi, mig-parted): the plan
// must be MIG or MIG-backed vGPU (else `wrongMode`, with the plan's mode as %1), and placeable.
std::optional<PlannedMig> Export::migLayoutFor(const Scenario &scenario, const GpuModel &gpu, const SharingPlan &plan,
                                               const QString &wrongMode, ExportResult *r)
{
    if (!isMigPartitioned(plan)) {
        r->error = wrongMode.arg(q(modeName(plan.mode)));
        return std::nullopt;
    }
    QString error;
    auto pm = plannedMig(scenario, gpu, plan, &error);
    if (!pm)
        r->error = error;
    return pm;
}

// ---- nvidia-smi -----------------------------------------------------------------------------

ExportResult Export::nvidiaSmi(const Scenario &scenario, const SharingPlan &plan)
{
    ExportResult r;
    const GpuModel *gpu = gpuOf(scenario, r);
    if (!gpu)
        return r;
    const auto pm = migLayoutFor(scenario, *gpu, plan, tr("the nvidia-smi export creates MIG instances, but the plan is %1; "
                     "use --mode mig, or --to mps-env for MPS, --to k8s or --to time-slicing"), &r);
    if (!pm)
        return r;

    const QString c = QStringLiteral("# ");
    QString t = QStringLiteral("#!/bin/sh\n");
    t += header(scenario, *gpu, plan, tr("nvidia-smi commands"), c);
    t += c + tr("Run as root on the host. Stop every client of the GPU first (nvsm, nvidia-dcgm, "
                "dcgm-exporter, CUDA processes): otherwise \"In use by another client\".") + QLatin1Char('\n');
    if (pm->vgpu)
        t += c + tr("MIG-backed vGPU: the GPU instances must exist on the host before the VMs start "
                    "(some hypervisors, e.g. vSphere, create them themselves).") + QLatin1Char('\n');
    t += QStringLiteral("set -e\n\n");

    t += c + tr("1. Enable MIG mode on GPU 0.") + QLatin1Char('\n');
    if (isAmpere(*gpu)) {
        t += c + tr("   Ampere (A100, A30): the driver resets the GPU to change MIG mode, and the mode "
                    "persists across reboots.") + QLatin1Char('\n');
        t += c + tr("   If nvidia-smi reports \"pending enable\", reboot or run: sudo nvidia-smi --gpu-reset -i 0")
                + QLatin1Char('\n');
    } else {
        t += c + tr("   Hopper and later: enabling MIG mode does not reset the GPU; the mode lasts while "
                    "the driver stays loaded.") + QLatin1Char('\n');
    }
    t += QStringLiteral("sudo nvidia-smi -i 0 -mig 1\n\n");

    QStringList placed;
    for (const auto &inst : pm->instances) {
        QString who = tenantList(scenario, inst.tenants);
        if (!inst.vgpuProfile.empty())
            who = q(inst.vgpuProfile) + QStringLiteral(": ") + who;
        placed << QStringLiteral("%1: %2").arg(instanceLabel(inst.placement), who);
    }
    t += c + tr("2. Create the GPU instances exactly where the plan puts them, each given as "
                "<profile ID>:<placement start>, with their default compute instances (-C).") + QLatin1Char('\n');
    t += c + QStringLiteral("   ") + placed.join(QStringLiteral("; ")) + QLatin1Char('\n');
    t += QStringLiteral("sudo nvidia-smi mig -i 0 -cgi %1 -C\n\n").arg(cgiWithPlacements(pm->layout));

    // The same layout without placement specifiers: the driver chooses, in creation order.
    t += c + tr("Without placement specifiers the driver chooses the starts itself, in creation order.") + QLatin1Char('\n');
    const MigProfile *failedOn = nullptr;
    const auto failing = failingDriverOrder(*gpu, pm->layout, &failedOn);
    const auto order = driverOrderFor(*gpu, pm->layout);
    std::vector<int> identity(pm->layout.size());
    std::iota(identity.begin(), identity.end(), 0);
    if (order) {
        if (failing && failedOn)
            t += c + tr("Order matters: created as -cgi %1 the driver fails on %2 (\"Insufficient Resources\").")
                             .arg(cgiProfileIds(pm->layout, *failing), q(failedOn->name)) + QLatin1Char('\n');
        else if (failing)
            t += c + tr("Order matters: some creation orders fail.") + QLatin1Char('\n');
        t += c + tr("In this order the driver lands the planned layout (driver model inferred from "
                    "NVIDIA's published examples; the command above is exact):") + QLatin1Char('\n');
        t += c + QStringLiteral("sudo nvidia-smi mig -i 0 -cgi %1 -C\n").arg(cgiProfileIds(pm->layout, *order));
    } else {
        t += c + tr("No creation order lands exactly this layout under the driver model; keep the "
                    "placement specifiers above.") + QLatin1Char('\n');
        if (failing && failedOn)
            t += c + tr("Order matters: created as -cgi %1 the driver fails on %2 (\"Insufficient Resources\").")
                             .arg(cgiProfileIds(pm->layout, *failing), q(failedOn->name)) + QLatin1Char('\n');
    }
    t += QLatin1Char('\n');

    bool anyShared = false;
    for (const auto &inst : pm->instances) {
        if (inst.tenants.size() > 1) {
            if (!anyShared)
                t += c + tr("Instances shared by several tenants:") + QLatin1Char('\n');
            anyShared = true;
            if (inst.inner == MigInner::Mps)
                t += c + tr("   %1: MPS inside the instance (see the mps-env export): %2")
                                 .arg(instanceLabel(inst.placement), tenantList(scenario, inst.tenants)) + QLatin1Char('\n');
            else
                t += c + tr("   %1: the tenants take turns (time-slicing): %2")
                                 .arg(instanceLabel(inst.placement), tenantList(scenario, inst.tenants)) + QLatin1Char('\n');
        }
    }
    if (anyShared)
        t += QLatin1Char('\n');

    t += c + tr("3. Check: each GPU instance's Placement Start:Size, then the MIG devices.") + QLatin1Char('\n');
    t += QStringLiteral("nvidia-smi mig -lgi\n");
    t += QStringLiteral("nvidia-smi -L\n\n");
    t += c + tr("To undo: destroy the compute instances, then the GPU instances, then leave MIG mode.") + QLatin1Char('\n');
    t += QStringLiteral("# sudo nvidia-smi mig -i 0 -dci\n");
    t += QStringLiteral("# sudo nvidia-smi mig -i 0 -dgi\n");
    t += QStringLiteral("# sudo nvidia-smi -i 0 -mig 0\n");
    r.text = t;
    return r;
}

// ---- mig-parted -----------------------------------------------------------------------------

ExportResult Export::migParted(const Scenario &scenario, const SharingPlan &plan)
{
    ExportResult r;
    const GpuModel *gpu = gpuOf(scenario, r);
    if (!gpu)
        return r;
    const auto pm = migLayoutFor(scenario, *gpu, plan, tr("a mig-parted config describes a MIG layout, but the plan is %1; use --mode mig"), &r);
    if (!pm)
        return r;

    // Counts per profile, smallest profile first like NVIDIA's example configs.
    std::vector<const MigProfile *> profiles;
    std::map<const MigProfile *, int> counts;
    for (const auto &p : pm->layout) {
        if (!counts.count(p.profile))
            profiles.push_back(p.profile);
        ++counts[p.profile];
    }
    std::sort(profiles.begin(), profiles.end(), [](const MigProfile *a, const MigProfile *b) {
        if (a->computeSlices != b->computeSlices)
            return a->computeSlices < b->computeSlices;
        if (a->memorySlots != b->memorySlots)
            return a->memorySlots < b->memorySlots;
        return a->name < b->name;
    });

    const QString scenarioName = k8sName(scenario.name);
    QString config = QStringLiteral("gpukitchen-") + (scenarioName.isEmpty() ? QStringLiteral("scenario") : scenarioName);
    if (config.size() > 63)
        config = config.left(63);
    while (config.endsWith(QLatin1Char('-')))
        config.chop(1);

    QStringList placed;
    for (const auto &p : pm->layout)
        placed << instanceLabel(p);

    const QString c = QStringLiteral("# ");
    QString t = header(scenario, *gpu, plan, tr("mig-parted configuration"), c);
    t += c + tr("Apply: sudo nvidia-mig-parted apply -f <this file> -c %1").arg(config) + QLatin1Char('\n');
    t += c + tr("With the GPU Operator's mig-manager, put it in its ConfigMap and label the node "
                "nvidia.com/mig.config=%1").arg(config) + QLatin1Char('\n');
    t += c + tr("mig-parted takes a count per profile, not placements: the planned starts (%1) are "
                "not guaranteed; the nvidia-smi export pins them.").arg(placed.join(QStringLiteral(", "))) + QLatin1Char('\n');
    t += c + tr("\"devices: all\" applies the layout to every GPU of the node; they must all be %1.")
                     .arg(oneLine(gpu->id)) + QLatin1Char('\n');
    t += QStringLiteral("version: v1\n");
    t += QStringLiteral("mig-configs:\n");
    t += QStringLiteral("  all-disabled:\n");
    t += QStringLiteral("    - devices: all\n");
    t += QStringLiteral("      mig-enabled: false\n\n");
    t += QStringLiteral("  %1:\n").arg(yamlString(config));
    t += QStringLiteral("    - devices: all\n");
    t += QStringLiteral("      mig-enabled: true\n");
    t += QStringLiteral("      mig-devices:\n");
    for (const MigProfile *p : profiles)
        t += QStringLiteral("        \"%1\": %2\n").arg(q(p->name)).arg(counts[p]);
    r.text = t;
    return r;
}

// ---- Kubernetes -----------------------------------------------------------------------------

QString Export::configMapHead(const QString &body)
{
    QString t;
    t += QStringLiteral("apiVersion: v1\n");
    t += QStringLiteral("kind: ConfigMap\n");
    t += QStringLiteral("metadata:\n");
    t += QStringLiteral("  name: gpukitchen-device-plugin\n");
    t += QStringLiteral("  namespace: nvidia-device-plugin\n");
    t += QStringLiteral("data:\n");
    t += QStringLiteral("  config: |-\n");
    for (const QString &line : body.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        t += QStringLiteral("    ") + line + QLatin1Char('\n');
    return t;
}

QString Export::deployment(const Scenario &scenario, const std::string &tenant, const QString &resource,
                           const QString &comment)
{
    // Every scalar made from the tenant's id is double-quoted: an id "42" or "null" names a string.
    const QString k8s = deploymentNames(scenario).name(tenant);
    const QString name = yamlString(k8s);
    const QString image = yamlString(QStringLiteral("registry.example.com/%1:latest").arg(k8s));
    QString t;
    t += QStringLiteral("---\n");
    t += QStringLiteral("# ") + tenantLabel(scenario, tenant) + QStringLiteral(": ") + comment + QLatin1Char('\n');
    t += QStringLiteral("apiVersion: apps/v1\n");
    t += QStringLiteral("kind: Deployment\n");
    t += QStringLiteral("metadata:\n");
    t += QStringLiteral("  name: %1\n").arg(name);
    t += QStringLiteral("spec:\n");
    t += QStringLiteral("  replicas: 1\n");
    t += QStringLiteral("  selector:\n");
    t += QStringLiteral("    matchLabels:\n");
    t += QStringLiteral("      app.kubernetes.io/name: %1\n").arg(name);
    t += QStringLiteral("  template:\n");
    t += QStringLiteral("    metadata:\n");
    t += QStringLiteral("      labels:\n");
    t += QStringLiteral("        app.kubernetes.io/name: %1\n").arg(name);
    t += QStringLiteral("    spec:\n");
    t += QStringLiteral("      containers:\n");
    t += QStringLiteral("      - name: %1\n").arg(name);
    t += QStringLiteral("        image: %1  # ").arg(image)
            + tr("placeholder: the tenant's image") + QLatin1Char('\n');
    t += QStringLiteral("        resources:\n");
    t += QStringLiteral("          limits:\n");
    t += QStringLiteral("            %1: 1\n").arg(resource);
    return t;
}

// HAMi: one Deployment per container with HAMi's resource names (charts/hami/values.yaml lines
// 25-29: nvidia.com/gpu, nvidia.com/gpumem in MiB, nvidia.com/gpucores in percent,
// nvidia.com/priority 0 high / 1 low; examples/nvidia/default_use.yaml), and in comments the
// environment HAMi's device plugin gives the container (pkg/device-plugin/nvidiadevice/nvinternal/
// plugin/server.go: CUDA_DEVICE_MEMORY_LIMIT_<i>="<MiB>m", CUDA_DEVICE_SM_LIMIT="<percent>";
// pkg/util/types.go: CUDA_TASK_PRIORITY). The hard policy is HAMi-core's
// GPU_CORE_UTILIZATION_POLICY=force, set in the container's env.
ExportResult Export::hami(const Scenario &scenario, const SharingPlan &plan)
{
    ExportResult r;
    const GpuModel *gpu = gpuOf(scenario, r);
    if (!gpu)
        return r;
    if (plan.mode != Mode::Quota) {
        r.error = tr("the hami export needs a software-slicing plan: use --mode quota");
        return r;
    }
    const QuotaPlan &qp = plan.quota;
    if (qp.product != QuotaProduct::Hami) {
        r.error = tr("the plan's product is %1; this export writes HAMi's resource names only")
                          .arg(q(quotaProductName(qp.product)));
        return r;
    }
    if (qp.containers.empty()) {
        r.error = tr("the plan has no container");
        return r;
    }
    const QString c = QStringLiteral("# ");
    QString t = header(scenario, *gpu, plan, tr("HAMi pod resource requests"), c);
    t += c + tr("Install HAMi first (helm install hami hami-charts/hami -n kube-system); its scheduler places "
                "each container where the GPU's cores and memory left hold its request.") + QLatin1Char('\n');
    t += c + tr("nvidia.com/gpumem is in MiB, nvidia.com/gpucores in percent of one GPU, nvidia.com/priority "
                "0 (high) or 1 (low).") + QLatin1Char('\n');
    if (qp.policy == QuotaPolicy::Hami)
        t += c + tr("HAMi-core throttles a container only while another one of the same or higher priority is "
                    "active: a container alone on the GPU runs unthrottled.") + QLatin1Char('\n');
    else
        t += c + tr("The hard policy: GPU_CORE_UTILIZATION_POLICY=force keeps every container at its share, "
                    "alone or not.") + QLatin1Char('\n');
    t += c + tr("HAMi's device plugin gives each container this environment (HAMi-core reads it):")
            + QLatin1Char('\n');
    for (const auto &ct : qp.containers) {
        const long mib = std::lround(ct.memoryGb * 1024.0);
        t += c + QStringLiteral("  ") + tenantLabel(scenario, ct.tenant)
                + QStringLiteral(": CUDA_DEVICE_MEMORY_LIMIT_0=%1m CUDA_DEVICE_SM_LIMIT=%2 CUDA_TASK_PRIORITY=%3\n")
                          .arg(mib)
                          .arg(num(ct.corePercent))
                          .arg(ct.priority);
    }
    for (const auto &ct : qp.containers) {
        const long mib = std::lround(ct.memoryGb * 1024.0);
        t += deployment(scenario, ct.tenant, QStringLiteral("nvidia.com/gpu"),
                        tr("a HAMi container: %1 % of the compute, %2 MiB of memory").arg(num(ct.corePercent)).arg(mib));
        t += QStringLiteral("            nvidia.com/gpumem: %1\n").arg(mib);
        t += QStringLiteral("            nvidia.com/gpucores: %1\n").arg(num(ct.corePercent));
        t += QStringLiteral("            nvidia.com/priority: %1\n").arg(ct.priority);
        if (qp.policy == QuotaPolicy::Hard)
            t += QStringLiteral("        env:\n        - name: GPU_CORE_UTILIZATION_POLICY\n          value: \"force\"\n");
    }
    r.text = t;
    return r;
}

ExportResult Export::kubernetes(const Scenario &scenario, const SharingPlan &plan)
{
    ExportResult r;
    const GpuModel *gpu = gpuOf(scenario, r);
    if (!gpu)
        return r;
    const QString c = QStringLiteral("# ");
    QString t = header(scenario, *gpu, plan, tr("Kubernetes configuration (NVIDIA device plugin)"), c);
    t += c + tr("Install the plugin with this ConfigMap:") + QLatin1Char('\n');
    t += c + QStringLiteral("  kubectl create namespace nvidia-device-plugin\n");
    t += c + QStringLiteral("  kubectl apply -f <this file>\n");
    t += c + QStringLiteral("  helm upgrade -i nvdp nvdp/nvidia-device-plugin --namespace nvidia-device-plugin "
                            "--set config.name=gpukitchen-device-plugin --set config.default=config\n");

    QString body = QStringLiteral("version: v1\n");
    QString deployments;

    switch (plan.mode) {
    case Mode::Mig: {
        QString error;
        const auto pm = plannedMig(scenario, *gpu, plan, &error);
        if (!pm) {
            r.error = error;
            return r;
        }
        t += c + tr("Lay out the GPU first (the nvidia-smi or mig-parted export). migStrategy mixed "
                    "advertises each MIG profile as its own resource, nvidia.com/mig-<profile>.") + QLatin1Char('\n');
        t += c + tr("Kubernetes hands out any free instance of the requested profile: it cannot pin a "
                    "pod to a placement start.") + QLatin1Char('\n');
        // Time-slice a profile whose instances hold several tenants; replicas apply to every
        // instance of that profile on the node (fact sheet §3.6: MIG resources are time-sliceable).
        std::map<std::string, int> replicas;
        std::vector<std::string> order;
        bool mpsInner = false;
        for (const auto &inst : pm->instances) {
            const std::string &name = inst.placement.profile->name;
            if (inst.tenants.size() > 1) {
                if (!replicas.count(name))
                    order.push_back(name);
                replicas[name] = std::max(replicas[name], static_cast<int>(inst.tenants.size()));
                if (inst.inner == MigInner::Mps)
                    mpsInner = true;
            }
        }
        if (std::any_of(pm->instances.begin(), pm->instances.end(),
                        [](const PlannedInstance &i) { return i.placement.profile->mediaExtensions; }))
            t += c + tr("Kubernetes names cannot hold '+': the resource of a +me profile is assumed to read "
                        "\".me\" here; check with kubectl describe node.") + QLatin1Char('\n');
        if (mpsInner)
            t += c + tr("The plan runs MPS inside a MIG instance, but the device plugin does not support MPS "
                        "on MIG devices: it is time-sliced here; run MPS by hand for it (mps-env export).")
                    + QLatin1Char('\n');
        if (!replicas.empty())
            t += c + tr("Time-sliced replicas share one fault domain (if one workload crashes, they all do) and "
                        "get no proportional compute; replicas apply to every instance of that profile.")
                    + QLatin1Char('\n');
        body += QStringLiteral("flags:\n  migStrategy: mixed\n");
        if (!replicas.empty()) {
            body += QStringLiteral("sharing:\n  timeSlicing:\n    failRequestsGreaterThanOne: true\n    resources:\n");
            for (const auto &name : order)
                body += QStringLiteral("    - name: %1\n      replicas: %2\n").arg(migResourceName(name)).arg(replicas[name]);
        }
        std::set<std::string> served;
        for (const auto &inst : pm->instances)
            for (const auto &tenant : inst.tenants) {
                served.insert(tenant);
                deployments += deployment(scenario, tenant, migResourceName(inst.placement.profile->name),
                                          tr("MIG instance %1").arg(instanceLabel(inst.placement)));
            }
        for (const auto &tenant : scenario.tenants)
            if (!served.count(tenant.id))
                deployments += QStringLiteral("---\n# ") + tenantLabel(scenario, tenant.id) + QStringLiteral(": ")
                        + tr("not placed by the plan") + QLatin1Char('\n');
        break;
    }
    case Mode::Mps: {
        const int n = static_cast<int>(plan.mps.clients.size());
        if (n == 0) {
            r.error = tr("the MPS plan has no client");
            return r;
        }
        if (n == 1) {
            r.error = oneReplica();
            return r;
        }
        t += c + tr("MPS in the device plugin is experimental (since v0.15.0), works only on full GPUs "
                    "(not on MIG devices) and only for nvidia.com/gpu.") + QLatin1Char('\n');
        t += c + tr("Each of the %1 replicas gets an equal 1/%1 of the GPU's memory and compute; the plan's "
                    "per-client caps are not expressed here (use the mps-env export for them):").arg(n) + QLatin1Char('\n');
        for (const auto &cl : plan.mps.clients) {
            QStringList caps;
            if (cl.activeThreadPercentage)
                caps << tr("%1 % of the SMs at most").arg(num(*cl.activeThreadPercentage));
            if (cl.pinnedMemoryLimitGb)
                caps << tr("%1 GB pinned memory at most").arg(num(*cl.pinnedMemoryLimitGb));
            if (caps.isEmpty())
                caps << tr("no cap");
            t += c + QStringLiteral("  ") + tenantLabel(scenario, cl.tenant) + QStringLiteral(": ")
                    + caps.join(QStringLiteral(", ")) + QLatin1Char('\n');
        }
        t += c + tr("A fatal fault in one client reaches every client on the GPU (MPS has no error isolation).")
                + QLatin1Char('\n');
        body += QStringLiteral("flags:\n  migStrategy: none\n");
        body += QStringLiteral("sharing:\n  mps:\n    resources:\n    - name: nvidia.com/gpu\n      replicas: %1\n").arg(n);
        for (const auto &cl : plan.mps.clients)
            deployments += deployment(scenario, cl.tenant, QStringLiteral("nvidia.com/gpu"), tr("MPS client"));
        break;
    }
    case Mode::Timeslice: {
        const int n = static_cast<int>(scenario.tenants.size());
        if (n == 0) {
            r.error = tr("the scenario has no tenant");
            return r;
        }
        if (n == 1) {
            r.error = oneReplica();
            return r;
        }
        t += c + tr("Time-slicing: the %1 replicas share one fault domain (if one workload crashes, they all "
                    "do), have no memory limit and get no proportional compute: CUDA gives each process an "
                    "equal share of time.").arg(n) + QLatin1Char('\n');
        body += QStringLiteral("flags:\n  migStrategy: none\n");
        body += QStringLiteral("sharing:\n  timeSlicing:\n    failRequestsGreaterThanOne: true\n    resources:\n"
                               "    - name: nvidia.com/gpu\n      replicas: %1\n").arg(n);
        for (const auto &tenant : scenario.tenants)
            deployments += deployment(scenario, tenant.id, QStringLiteral("nvidia.com/gpu"), tr("time-sliced replica"));
        break;
    }
    case Mode::Exclusive: {
        t += c + tr("Exclusive: every tenant gets a whole GPU, so this needs %1 GPUs of this model.")
                         .arg(scenario.tenants.size()) + QLatin1Char('\n');
        body += QStringLiteral("flags:\n  migStrategy: none\n");
        for (const auto &tenant : scenario.tenants)
            deployments += deployment(scenario, tenant.id, QStringLiteral("nvidia.com/gpu"), tr("a whole GPU"));
        break;
    }
    case Mode::Vgpu:
        r.error = tr("vGPU is configured on the hypervisor, not by the Kubernetes device plugin: inside each VM "
                     "the vGPU is an ordinary nvidia.com/gpu. Use --mode mig, mps or timeslice");
        return r;
    case Mode::Quota:
        r.error = tr("software slicing is not the NVIDIA device plugin's: HAMi's own device plugin and scheduler "
                     "hand out the shares and quotas. Use the hami export");
        return r;
    }

    t += configMapHead(body);
    t += deployments;
    r.text = t;
    return r;
}

ExportResult Export::timeSlicing(const Scenario &scenario, const SharingPlan &plan)
{
    ExportResult r;
    const GpuModel *gpu = gpuOf(scenario, r);
    if (!gpu)
        return r;
    const QString c = QStringLiteral("# ");
    QString body = QStringLiteral("version: v1\n");
    QString notes;
    if (plan.mode == Mode::Timeslice) {
        const int n = static_cast<int>(scenario.tenants.size());
        if (n == 0) {
            r.error = tr("the scenario has no tenant");
            return r;
        }
        if (n == 1) {
            r.error = oneReplica();
            return r;
        }
        body += QStringLiteral("flags:\n  migStrategy: none\n");
        body += QStringLiteral("sharing:\n  timeSlicing:\n    failRequestsGreaterThanOne: true\n    resources:\n"
                               "    - name: nvidia.com/gpu\n      replicas: %1\n").arg(n);
        notes += c + tr("One replica per tenant: %1.").arg(n) + QLatin1Char('\n');
    } else if (plan.mode == Mode::Mig) {
        QString error;
        const auto pm = plannedMig(scenario, *gpu, plan, &error);
        if (!pm) {
            r.error = error;
            return r;
        }
        std::map<std::string, int> replicas;
        std::vector<std::string> order;
        for (const auto &inst : pm->instances) {
            if (inst.tenants.size() < 2)
                continue;
            const std::string &name = inst.placement.profile->name;
            if (!replicas.count(name))
                order.push_back(name);
            replicas[name] = std::max(replicas[name], static_cast<int>(inst.tenants.size()));
            notes += c + tr("%1 holds %2 tenants: %3")
                                 .arg(instanceLabel(inst.placement), QString::number(inst.tenants.size()),
                                      tenantList(scenario, inst.tenants)) + QLatin1Char('\n');
            if (inst.inner == MigInner::Mps)
                notes += c + tr("   the plan asks for MPS inside it; the device plugin cannot do MPS on MIG, so it is "
                                "time-sliced here") + QLatin1Char('\n');
        }
        if (replicas.empty()) {
            r.error = tr("no MIG instance of this plan holds more than one tenant: there is nothing to time-slice; "
                         "use --mode timeslice");
            return r;
        }
        notes += c + tr("Replicas apply to every instance of a profile on the node.") + QLatin1Char('\n');
        body += QStringLiteral("flags:\n  migStrategy: mixed\n");
        body += QStringLiteral("sharing:\n  timeSlicing:\n    failRequestsGreaterThanOne: true\n    resources:\n");
        for (const auto &name : order)
            body += QStringLiteral("    - name: %1\n      replicas: %2\n").arg(migResourceName(name)).arg(replicas[name]);
    } else {
        r.error = tr("the time-slicing export needs a timeslice plan (or a MIG plan with shared instances), "
                     "but the plan is %1; use --mode timeslice").arg(q(modeName(plan.mode)));
        return r;
    }

    QString t = header(scenario, *gpu, plan, tr("Device-plugin time-slicing ConfigMap"), c);
    t += notes;
    t += c + tr("Replicas share one fault domain: if one workload crashes, they all do. There is no memory "
                "limit, and asking for 2 replicas gives no more compute (CUDA gives each process an equal "
                "share of time), hence failRequestsGreaterThanOne.") + QLatin1Char('\n');
    t += c + tr("Use: kubectl apply -f <this file>; helm upgrade -i nvdp nvdp/nvidia-device-plugin "
                "--namespace nvidia-device-plugin --set config.name=gpukitchen-device-plugin "
                "--set config.default=config") + QLatin1Char('\n');
    t += configMapHead(body);
    r.text = t;
    return r;
}

// ---- MPS ------------------------------------------------------------------------------------

QString Export::mpsClientBlock(const Scenario &scenario, const std::string &tenant,
                               std::optional<double> percentage, std::optional<double> limitGb)
{
    QString t;
    QStringList caps;
    if (percentage)
        caps << tr("at most %1 % of the SMs (a cap, not a reservation)").arg(num(*percentage));
    else
        caps << tr("no SM cap: it may use every SM");
    if (limitGb)
        caps << tr("at most %1 GB of device memory").arg(num(*limitGb));
    t += QStringLiteral("# ") + tenantLabel(scenario, tenant) + QStringLiteral(": ") + caps.join(QStringLiteral("; "))
            + QLatin1Char('\n');
    t += QStringLiteral("(\n");
    if (percentage)
        t += QStringLiteral("  export CUDA_MPS_ACTIVE_THREAD_PERCENTAGE=%1\n").arg(num(*percentage));
    if (limitGb) {
        // Whole gigabytes as "6G", otherwise megabytes ("4864MB"); "0=" is the client's device 0.
        QString value;
        if (*limitGb == static_cast<long long>(*limitGb))
            value = QStringLiteral("%1G").arg(static_cast<long long>(*limitGb));
        else
            value = QStringLiteral("%1MB").arg(static_cast<long long>(*limitGb * 1024));
        t += QStringLiteral("  export CUDA_MPS_PINNED_DEVICE_MEM_LIMIT=\"0=%1\"\n").arg(value);
    }
    t += QStringLiteral("  exec ./serve-%1  # ").arg(commandNames(scenario).name(tenant)) + tr("placeholder: the tenant's command")
            + QLatin1Char('\n');
    t += QStringLiteral(") &\n\n");
    return t;
}

ExportResult Export::mpsEnv(const Scenario &scenario, const SharingPlan &plan)
{
    ExportResult r;
    const GpuModel *gpu = gpuOf(scenario, r);
    if (!gpu)
        return r;
    const QString c = QStringLiteral("# ");
    QString t = QStringLiteral("#!/bin/sh\n");

    if (plan.mode == Mode::Mps) {
        if (plan.mps.clients.empty()) {
            r.error = tr("the MPS plan has no client");
            return r;
        }
        t += header(scenario, *gpu, plan, tr("MPS setup"), c);
        t += c + tr("Clients share the SMs, the L2 cache and the DRAM bandwidth: they interfere. A fatal fault "
                    "in one client reaches every client of the server (Volta+ MPS contains it to the GPU, not "
                    "to the client).") + QLatin1Char('\n');
        t += c + tr("At most %1 clients per GPU. Run the daemon and the clients as the same user (one user's "
                    "server at a time).").arg(gpu->maxMpsClients) + QLatin1Char('\n');
        t += QStringLiteral("set -e\n\n");
        t += QStringLiteral("export CUDA_VISIBLE_DEVICES=0\n");
        t += QStringLiteral("export CUDA_MPS_PIPE_DIRECTORY=/tmp/nvidia-mps\n");
        t += QStringLiteral("export CUDA_MPS_LOG_DIRECTORY=/tmp/nvidia-mps-log\n");
        t += QStringLiteral("mkdir -p \"$CUDA_MPS_PIPE_DIRECTORY\" \"$CUDA_MPS_LOG_DIRECTORY\"\n\n");
        t += c + tr("Only the MPS server may own the GPU (recommended compute mode):") + QLatin1Char('\n');
        t += QStringLiteral("sudo nvidia-smi -i 0 -c EXCLUSIVE_PROCESS\n");
        t += QStringLiteral("nvidia-cuda-mps-control -d\n\n");
        t += c + tr("Clients. CUDA_MPS_ACTIVE_THREAD_PERCENTAGE limits a client; it reserves nothing, and "
                    "kernels of different clients may share an SM.") + QLatin1Char('\n');
        for (const auto &cl : plan.mps.clients)
            t += mpsClientBlock(scenario, cl.tenant, cl.activeThreadPercentage, cl.pinnedMemoryLimitGb);
        t += c + tr("Stop: end the clients, then the daemon, then restore the compute mode.") + QLatin1Char('\n');
        t += QStringLiteral("# echo quit | nvidia-cuda-mps-control\n");
        t += QStringLiteral("# sudo nvidia-smi -i 0 -c DEFAULT\n");
        r.text = t;
        return r;
    }

    if (plan.mode == Mode::Mig) {
        QString error;
        const auto pm = plannedMig(scenario, *gpu, plan, &error);
        if (!pm) {
            r.error = error;
            return r;
        }
        std::vector<const PlannedInstance *> mpsInstances;
        for (const auto &inst : pm->instances)
            if (inst.inner == MigInner::Mps && !inst.tenants.empty())
                mpsInstances.push_back(&inst);
        if (mpsInstances.empty()) {
            r.error = tr("the MIG plan runs no instance with MPS inside; use --mode mps");
            return r;
        }
        t += header(scenario, *gpu, plan, tr("MPS setup inside MIG instances"), c);
        t += c + tr("One MPS control daemon per MIG device, each with its own pipe and log directory. "
                    "EXCLUSIVE_PROCESS compute mode is not supported in MIG mode.") + QLatin1Char('\n');
        t += c + tr("Fill in each MIG device's UUID from `nvidia-smi -L` (MIG-xxxxxxxx-…). The client limit "
                    "shrinks with the instance: 48 × its share of the GPU.") + QLatin1Char('\n');
        t += QStringLiteral("set -e\n\n");
        for (const PlannedInstance *inst : mpsInstances) {
            const QString tag = QStringLiteral("%1-%2").arg(shellWord(inst->placement.profile->name)).arg(inst->placement.start);
            t += c + tr("MIG instance %1: %2").arg(instanceLabel(inst->placement), tenantList(scenario, inst->tenants))
                    + QLatin1Char('\n');
            t += QStringLiteral("export CUDA_VISIBLE_DEVICES=MIG-REPLACE-WITH-UUID-OF-%1\n").arg(tag);
            t += QStringLiteral("export CUDA_MPS_PIPE_DIRECTORY=/tmp/nvidia-mps-%1\n").arg(tag);
            t += QStringLiteral("export CUDA_MPS_LOG_DIRECTORY=/tmp/nvidia-mps-log-%1\n").arg(tag);
            t += QStringLiteral("mkdir -p \"$CUDA_MPS_PIPE_DIRECTORY\" \"$CUDA_MPS_LOG_DIRECTORY\"\n");
            t += QStringLiteral("nvidia-cuda-mps-control -d\n\n");
            for (const auto &tenant : inst->tenants)
                t += mpsClientBlock(scenario, tenant, std::nullopt, std::nullopt);
            t += c + tr("Stop this daemon:") + QLatin1Char('\n');
            t += QStringLiteral("# CUDA_MPS_PIPE_DIRECTORY=/tmp/nvidia-mps-%1 sh -c 'echo quit | nvidia-cuda-mps-control'\n\n").arg(tag);
        }
        r.text = t;
        return r;
    }

    r.error = tr("the mps-env export needs an MPS plan (or MIG instances running MPS inside), but the plan is %1; "
                 "use --mode mps").arg(q(modeName(plan.mode)));
    return r;
}

// ---- public API ------------------------------------------------------------------------------

const char *exportTargetName(ExportTarget t)
{
    switch (t) {
    case ExportTarget::NvidiaSmi: return "nvidia-smi";
    case ExportTarget::MigParted: return "mig-parted";
    case ExportTarget::Kubernetes: return "k8s";
    case ExportTarget::TimeSlicing: return "time-slicing";
    case ExportTarget::MpsEnv: return "mps-env";
    case ExportTarget::Hami: return "hami";
    }
    return "nvidia-smi";
}

std::optional<ExportTarget> exportTargetFromName(const QString &name)
{
    for (ExportTarget t : allExportTargets)
        if (name == QLatin1String(exportTargetName(t)))
            return t;
    return std::nullopt;
}

ExportResult exportPlan(const Scenario &scenario, const SharingPlan &plan, ExportTarget target)
{
    switch (target) {
    case ExportTarget::NvidiaSmi: return Export::nvidiaSmi(scenario, plan);
    case ExportTarget::MigParted: return Export::migParted(scenario, plan);
    case ExportTarget::Kubernetes: return Export::kubernetes(scenario, plan);
    case ExportTarget::TimeSlicing: return Export::timeSlicing(scenario, plan);
    case ExportTarget::MpsEnv: return Export::mpsEnv(scenario, plan);
    case ExportTarget::Hami: return Export::hami(scenario, plan);
    }
    return {};
}

// ---- MIG layout helpers ----------------------------------------------------------------------

namespace {

// What `-cgi` takes for a profile: its ID, or its name where the fact sheets give no ID
// (nvidia-smi accepts either; fact sheet §1.3.9).
QString cgiProfile(const MigProfile &p)
{
    return p.idKnown() ? QString::number(p.id) : QString::fromStdString(p.name);
}

} // namespace

QString cgiWithPlacements(const MigLayout &layout)
{
    QStringList parts;
    for (const auto &p : layout)
        parts << QStringLiteral("%1:%2").arg(cgiProfile(*p.profile)).arg(p.start);
    return parts.join(QLatin1Char(','));
}

QString cgiProfileIds(const MigLayout &layout, const std::vector<int> &order)
{
    QStringList parts;
    for (int i : order)
        parts << cgiProfile(*layout[static_cast<std::size_t>(i)].profile);
    return parts.join(QLatin1Char(','));
}

namespace {

QString cellMap(const std::vector<int> &owners, const std::vector<QString> &labels)
{
    QString out = QStringLiteral("[");
    for (std::size_t i = 0; i < owners.size(); ++i) {
        if (i > 0)
            out += (owners[i] >= 0 && owners[i] == owners[i - 1]) ? QStringLiteral(" ") : QStringLiteral("|");
        out += labels[i];
    }
    out += QLatin1Char(']');
    return out;
}

} // namespace

QString migSlotMap(const GpuModel &gpu, const MigLayout &layout, const QString &freeLabel)
{
    const std::vector<int> owners = memorySlotOwners(gpu, layout);
    std::vector<QString> labels;
    for (int o : owners)
        labels.push_back(o >= 0 ? q(layout[static_cast<std::size_t>(o)].profile->name) : freeLabel);
    return cellMap(owners, labels);
}

QString migComputeMap(const GpuModel &gpu, const MigLayout &layout, const MigOptions &options,
                      const QString &freeLabel, const QString &strandedLabel)
{
    // The compute slices an instance owns start at its placement start divided by the GPU's
    // units per slice (RTX PRO 6000's 12-unit grid), as mig.h computes them.
    const std::vector<int> owners = computeSliceOwners(gpu, layout);
    const MigLayoutStats stats = migLayoutStats(gpu, layout, options);
    std::vector<QString> labels;
    for (std::size_t s = 0; s < owners.size(); ++s) {
        if (owners[s] >= 0)
            labels.push_back(q(layout[static_cast<std::size_t>(owners[s])].profile->name));
        else if (std::find(stats.strandedSlices.begin(), stats.strandedSlices.end(), static_cast<int>(s))
                 != stats.strandedSlices.end())
            labels.push_back(strandedLabel);
        else
            labels.push_back(freeLabel);
    }
    return cellMap(owners, labels);
}

} // namespace gpuk
