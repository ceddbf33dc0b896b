#pragma once

// The one writer for everything the CLI and the app write: `--out` of every command, exports and
// saved scenarios.
//
// - A regular file or a new path is replaced atomically (QSaveFile: a temporary file beside it,
//   renamed over it): either the whole new file is there or the old one is untouched.
// - A character device (/dev/null, a terminal), a FIFO, and the process's own streams
//   (/dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N) are written straight into and stay
//   what they are; the process's streams through the descriptor it already holds, so a pipe, a
//   socket or a file opened for appending receives the bytes where it is.
// - Anything else (a directory, a block device, a socket path) is refused; nothing is written.

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace gpuk {

enum class OutputTarget {
    File,   // a regular file (or a new one), replaced atomically
    Stream, // a device, a FIFO or a stream of the process, written straight into
};

struct OutputOptions
{
    bool executable = false; // a regular file gets the execute bits (a shell script)
};

struct OutputResult
{
    bool ok = false;
    OutputTarget target = OutputTarget::File;
    QString error; // why nothing (or not everything) was written; names the path
};

// What `path` is, as the writer treats it; `error` is set for a target it refuses.
OutputTarget outputTargetOf(const QString &path, QString *error);

OutputResult writeOutputFile(const QString &path, const QByteArray &bytes, const OutputOptions &options = {});

} // namespace gpuk
