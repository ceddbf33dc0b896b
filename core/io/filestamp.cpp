#include "io/filestamp.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace gpuk {

namespace {

FileStamp statOnly(const QString &fileName)
{
    FileStamp s;
    s.known = true;
    const QFileInfo info(fileName); // follows a link: a scenario opened through one is its target
    if (!info.exists() || !info.isFile())
        return s;
    s.exists = true;
    s.size = info.size();
    s.modified = info.lastModified().toUTC();
    return s;
}

} // namespace

FileStamp FileStamp::of(const QString &fileName)
{
    FileStamp s = statOnly(fileName);
    if (!s.exists)
        return s;
    QFile f(fileName);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!f.open(QIODevice::ReadOnly) || !hash.addData(&f)) {
        s.exists = false; // unreadable: nothing here that could be compared or reloaded
        s.size = -1;
        return s;
    }
    s.sha256 = hash.result();
    s.size = f.size(); // what was hashed, should the file have grown since the stat
    return s;
}

FileStamp FileStamp::written(const QString &fileName, const QByteArray &bytes)
{
    FileStamp s = statOnly(fileName);
    s.exists = true;
    s.size = bytes.size();
    s.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    return s;
}

bool FileStamp::sameContent(const FileStamp &other) const
{
    if (!known || !other.known || exists != other.exists)
        return false;
    return !exists || (size == other.size && sha256 == other.sha256);
}

bool FileStamp::matchesDisk(const QString &fileName, FileStamp *now) const
{
    FileStamp disk = statOnly(fileName);
    const bool sameSize = disk.exists && known && exists && disk.size == size;
    if (sameSize || (disk.exists && now))
        disk = of(fileName); // the bytes: to compare (same size), or to remember (a change)
    const bool same = sameContent(disk);
    if (now)
        *now = disk;
    return same;
}

} // namespace gpuk
