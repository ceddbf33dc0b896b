#include "io/outputfile.h"

#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>

#include <sys/stat.h>

namespace gpuk {

namespace {

struct OutputText
{
    Q_DECLARE_TR_FUNCTIONS(gpuk::OutputFile)
};

QString cannotWrite(const QString &path, const QString &why)
{
    return OutputText::tr("cannot write %1: %2").arg(path, why);
}

// The descriptor a path names when it is one of the process's own streams, else -1.
int ownStream(const QString &path)
{
    if (path == QLatin1String("/dev/stdout"))
        return 1;
    if (path == QLatin1String("/dev/stderr"))
        return 2;
    static const QRegularExpression fdPath(QStringLiteral("^/(?:dev|proc/self)/fd/(\\d{1,6})$"));
    const auto m = fdPath.match(path);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

bool writeAll(QFileDevice &file, const QByteArray &bytes)
{
    return file.write(bytes) == bytes.size();
}

OutputResult streamInto(const QString &path, int fd, const QByteArray &bytes)
{
    OutputResult r;
    r.target = OutputTarget::Stream;
    QFile file;
    bool opened = false;
    if (fd >= 0) {
        opened = file.open(fd, QIODevice::WriteOnly | QIODevice::Unbuffered, QFileDevice::DontCloseHandle);
    } else {
        file.setFileName(path);
        opened = file.open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    }
    if (!opened || !writeAll(file, bytes)) {
        r.error = cannotWrite(path, file.errorString());
        return r;
    }
    r.ok = true;
    return r;
}

OutputResult replaceAtomically(const QString &path, const QByteArray &bytes, const OutputOptions &options)
{
    OutputResult r;
    r.target = OutputTarget::File;
    QSaveFile file(path);
    // Unbuffered: a short write (disk full, file size limit) shows up in write()'s result here;
    // through QFileDevice's buffer Qt 6.4 would only notice it in commit(), and not always.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        r.error = cannotWrite(path, file.errorString());
        return r;
    }
    if (!writeAll(file, bytes)) {
        r.error = cannotWrite(path, file.errorString());
        file.cancelWriting();
        return r;
    }
    if (!file.commit()) {
        r.error = cannotWrite(path, file.errorString());
        return r;
    }
    if (options.executable)
        QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner | QFileDevice::ExeGroup
                                            | QFileDevice::ExeOther);
    r.ok = true;
    return r;
}

} // namespace

OutputTarget outputTargetOf(const QString &path, QString *error)
{
    if (error)
        error->clear();
    if (ownStream(path) >= 0)
        return OutputTarget::Stream;
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return OutputTarget::File; // a new file; QSaveFile says why if it cannot be created
    if (S_ISREG(st.st_mode))
        return OutputTarget::File;
    if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))
        return OutputTarget::Stream;
    if (error)
        *error = S_ISDIR(st.st_mode)
                ? cannotWrite(path, OutputText::tr("it is a directory; name a file"))
                : cannotWrite(path, OutputText::tr("it is not a regular file, a character device or a FIFO"));
    return OutputTarget::File;
}

OutputResult writeOutputFile(const QString &path, const QByteArray &bytes, const OutputOptions &options)
{
    QString refused;
    const OutputTarget target = outputTargetOf(path, &refused);
    if (!refused.isEmpty()) {
        OutputResult r;
        r.target = target;
        r.error = refused;
        return r;
    }
    if (target == OutputTarget::Stream)
        return streamInto(path, ownStream(path), bytes);
    return replaceAtomically(path, bytes, options);
}

} // namespace gpuk
