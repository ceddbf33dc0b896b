#include "cli/command.h"

#include "io/scenariofile.h"
#include "io/texttable.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpuk {

QString Cli::usageScenarios()
{
    return tr("Usage: gpukitchen-cli scenarios [--format table|json]\n"
              "\n"
              "Lists the scenarios built into GPU Kitchen; use them as builtin:NAME with validate\n"
              "and export.\n");
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
        // The table shows the title as the GUI does (in the reader's language); JSON keeps the file's.
        rows << QStringList{QStringLiteral("builtin:") + name, gpu, plan, tenants,
                            QCoreApplication::translate("gpuk::BuiltinScenarios", title.toUtf8().constData())};
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

} // namespace gpuk
