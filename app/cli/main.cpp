// gpukitchen-cli: a thin wrapper around gpuk::runCli (cli.h), which the tests call in process.
// The translator comes from --lang, else from LC_ALL / LANG.

#include "cli/cli.h"
#include "io/outputfile.h"
#include "io/translations.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    // A file size limit (ulimit -f) fails a write with EFBIG, reported, instead of killing the process.
    gpuk::ignoreFileSizeSignal();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gpukitchen-cli"));
    QCoreApplication::setApplicationVersion(QLatin1String(gpuk::cliVersion));

    QStringList args = QCoreApplication::arguments();
    if (!args.isEmpty())
        args.removeFirst();

    // An invalid --lang value is reported by runCli; here it just falls back to the environment.
    QString lang = gpuk::normalizeLanguage(gpuk::languageArgument(args));
    if (lang.isEmpty())
        lang = gpuk::defaultCliLanguage();
    gpuk::installLanguage(lang);

    QTextStream out(stdout);
    QTextStream err(stderr);
    return gpuk::runCli(args, out, err);
}
