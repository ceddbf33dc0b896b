#pragma once

// Runs one gpukitchen-cli command in process and keeps its exit code and both streams.

#include "cli/cli.h"
#include "io/translations.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

struct CliRun
{
    int rc = -1;
    QString out;
    QString err;
};

inline CliRun cli(const QStringList &args)
{
    CliRun r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.rc = gpuk::runCli(args, out, err);
    return r;
}
