#include "cli/command.h"

#include "io/messages.h"
#include "io/scenariofile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpuk {

QString Cli::usageValidate()
{
    return tr("Usage: gpukitchen-cli validate FILE|builtin:NAME [--format text|json]\n"
              "\n"
              "Reads a scenario file and prints every problem, each with its JSON path and the rule\n"
              "it breaks, on stderr (text) or as JSON on stdout. Exit 0 if there is no error\n"
              "(warnings allowed), 2 if there is any. builtin:NAME reads a built-in scenario\n"
              "(see gpukitchen-cli scenarios).\n");
}

int Cli::cmdValidate(const QStringList &args)
{
    const QString cmd = QStringLiteral("validate");
    Options o;
    QString format;
    int exitCode = 0;
    Front front = textOrJson();
    front.positional = Front::Positional::OneScenarioFile;
    if (!commandFront(args, cmd, usageValidate(), front, &o, &format, &exitCode))
        return exitCode;

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
        for (const auto &d : lr.diagnostics)
            diags.append(diagnosticJson(d));
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

} // namespace gpuk
