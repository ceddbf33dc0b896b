#pragma once

// What a file was when the app last read or wrote it, to tell later whether someone else changed
// it: its existence, size, modification time and a SHA-256 of its bytes. The bytes decide: an
// mtime has the file system's granularity (a rewrite within it keeps the time, often the size
// too), and a file touched without a change of content is no change.

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace gpuk {

struct FileStamp
{
    bool known = false;  // false: nothing remembered (no file, a built-in resource)
    bool exists = false; // there was a regular file (or a link to one) at the path
    qint64 size = -1;
    QDateTime modified;  // UTC; for messages only, never compared
    QByteArray sha256;

    // The file at `fileName` now. A path that is not a regular file (or is unreadable) counts as
    // missing.
    static FileStamp of(const QString &fileName);
    // The file just written with `bytes` (the hash of what was written, the size and time of the
    // file there now).
    static FileStamp written(const QString &fileName, const QByteArray &bytes);

    // Same content: both missing, or the same size and hash. Unknown stamps match nothing.
    bool sameContent(const FileStamp &other) const;
    // The file at `fileName` still has this content. Hashes the file only when its size matches.
    bool matchesDisk(const QString &fileName, FileStamp *now = nullptr) const;
};

} // namespace gpuk
