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
// - A FIFO is opened without blocking: one that nobody reads is refused at once (ENXIO) instead
//   of waiting for a reader for ever; once open, it is written into blocking, like any stream.
// - A symbolic link (the last component of the path; links among the directories are followed)
//   is refused by default, a dangling one too, so `--out` and exports never write through a link
//   into a file elsewhere (or create its target). A saved scenario (saveScenarioFile) sets
//   `followSymlinkToFile`: the user opened the scenario through the link and saving must update
//   that file, as an editor does; the link then stays a link and the regular file it leads to is
//   replaced atomically. A link to anything but an existing regular file is refused there too.
// - A write that fails is reported with the path and the reason; a file size limit
//   (RLIMIT_FSIZE, `ulimit -f`) is reported as such instead of killing the process, because the
//   writer ignores SIGXFSZ (ignoreFileSizeSignal) while it is at its default disposition.
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
    bool executable = false;          // a regular file gets the execute bits (a shell script)
    bool followSymlinkToFile = false; // a link to an existing regular file: replace that file (saves)
};

struct OutputResult
{
    bool ok = false;
    OutputTarget target = OutputTarget::File;
    QString error; // why nothing (or not everything) was written; names the path
};

// What `path` is, as the writer treats it; `error` is set for a target it refuses.
OutputTarget outputTargetOf(const QString &path, QString *error, const OutputOptions &options = {});

OutputResult writeOutputFile(const QString &path, const QByteArray &bytes, const OutputOptions &options = {});

// Ignores SIGXFSZ if it is at its default disposition (which kills the process when a write
// crosses the file size limit), so such a write fails with EFBIG and is reported. Called by
// writeOutputFile and at the start of both executables (for the app's other writers too).
void ignoreFileSizeSignal();

} // namespace gpuk
