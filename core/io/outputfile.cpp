#include "io/outputfile.h"

#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>

#include <cerrno>
#include <csignal>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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

// Writes all of `bytes` into `fd`; on failure returns false with the errno value in *err.
bool writeAll(int fd, const QByteArray &bytes, int *err)
{
    const char *p = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, std::size_t(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            *err = n < 0 ? errno : EIO;
            return false;
        }
        p += n;
        left -= n;
    }
    return true;
}

QString failedWrite(int err)
{
    if (err == EFBIG)
        return OutputText::tr("file too large: the file size limit (ulimit -f) was reached");
    return qt_error_string(err);
}

QString symlinkRefused(const QString &path)
{
    return cannotWrite(path, OutputText::tr("it is a symbolic link; name the file itself (links are not written through)"));
}

OutputResult streamInto(const QString &path, int ownFd, const QByteArray &bytes, const OutputOptions &options)
{
    OutputResult r;
    r.target = OutputTarget::Stream;
    int err = 0;
    if (ownFd >= 0) {
        if (!writeAll(ownFd, bytes, &err)) {
            r.error = cannotWrite(path, failedWrite(err));
            return r;
        }
        r.ok = true;
        return r;
    }
    // Without blocking: a FIFO with no reader fails with ENXIO here instead of waiting in open().
    int flags = O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY;
    if (!options.followSymlinkToFile)
        flags |= O_NOFOLLOW;
    const int fd = ::open(QFile::encodeName(path).constData(), flags);
    if (fd < 0) {
        const int openErr = errno;
        if (openErr == ENXIO)
            r.error = cannotWrite(path, OutputText::tr("it is a FIFO that nobody is reading; start its reader first"));
        else if (openErr == ELOOP && !options.followSymlinkToFile)
            r.error = symlinkRefused(path); // replaced by a link since it was looked at
        else
            r.error = cannotWrite(path, qt_error_string(openErr));
        return r;
    }
    struct stat st;
    if (::fstat(fd, &st) != 0 || !(S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))) {
        ::close(fd); // replaced by something else since it was looked at
        r.error = cannotWrite(path, OutputText::tr("it is not a regular file, a character device or a FIFO"));
        return r;
    }
    const int fl = ::fcntl(fd, F_GETFL);
    if (fl < 0 || ::fcntl(fd, F_SETFL, fl & ~O_NONBLOCK) != 0) {
        r.error = cannotWrite(path, qt_error_string(errno));
        ::close(fd);
        return r;
    }
    const bool written = writeAll(fd, bytes, &err);
    ::close(fd);
    if (!written) {
        r.error = cannotWrite(path, failedWrite(err));
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
    if (!file.open(QIODevice::WriteOnly)) {
        r.error = cannotWrite(path, file.errorString());
        return r;
    }
    // Straight into the temporary file's descriptor, so a short write (disk full, file size
    // limit) is seen here with its errno; the destructor of an uncommitted QSaveFile removes it.
    int err = 0;
    if (!writeAll(file.handle(), bytes, &err)) {
        r.error = cannotWrite(path, failedWrite(err));
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

OutputTarget outputTargetOf(const QString &path, QString *error, const OutputOptions &options)
{
    if (error)
        error->clear();
    if (ownStream(path) >= 0)
        return OutputTarget::Stream;
    const QByteArray name = QFile::encodeName(path);
    struct stat st;
    if (::lstat(name.constData(), &st) != 0)
        return OutputTarget::File; // a new file; QSaveFile says why if it cannot be created
    if (S_ISLNK(st.st_mode)) {
        if (!options.followSymlinkToFile) {
            if (error)
                *error = symlinkRefused(path);
            return OutputTarget::File;
        }
        if (::stat(name.constData(), &st) != 0 || !S_ISREG(st.st_mode)) {
            if (error)
                *error = cannotWrite(path, OutputText::tr("it is a symbolic link that does not lead to a regular file"));
            return OutputTarget::File;
        }
    }
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
    ignoreFileSizeSignal();
    QString refused;
    const OutputTarget target = outputTargetOf(path, &refused, options);
    if (!refused.isEmpty()) {
        OutputResult r;
        r.target = target;
        r.error = refused;
        return r;
    }
    if (target == OutputTarget::Stream)
        return streamInto(path, ownStream(path), bytes, options);
    return replaceAtomically(path, bytes, options);
}

void ignoreFileSizeSignal()
{
    struct sigaction current;
    if (::sigaction(SIGXFSZ, nullptr, &current) == 0 && !(current.sa_flags & SA_SIGINFO)
        && current.sa_handler == SIG_DFL)
        ::signal(SIGXFSZ, SIG_IGN);
}

} // namespace gpuk
