// The one writer of --out, exports and saved scenarios (io/outputfile.h): regular files are
// replaced atomically, devices, FIFOs and the process's streams are written straight into.

#include "support/testsupport.h"
#include "io/outputfile.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <thread>

using namespace gpuk;
using namespace gpuk::test;

namespace {

const QString exportScenario = QStringLiteral("builtin:seed-a100-mig");

QStringList exportArgs()
{
    return {QStringLiteral("export"), exportScenario, QStringLiteral("--to"), QStringLiteral("mig-parted")};
}

QString exportText()
{
    const CliRun r = cli(exportArgs());
    REQUIRE(r.rc == 0);
    REQUIRE_FALSE(r.out.isEmpty());
    return r.out;
}

mode_t fileType(const QString &path)
{
    struct stat st;
    REQUIRE(::stat(QFile::encodeName(path).constData(), &st) == 0);
    return st.st_mode & S_IFMT;
}

// Reads a FIFO opened without blocking until its writer closes it, for at most `limit`: a
// writer that replaces the FIFO instead of writing into it leaves this empty after the limit.
QByteArray drainFifo(int fd, std::chrono::milliseconds limit)
{
    QByteArray data;
    const auto end = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < end) {
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, 50) <= 0)
            continue;
        char buf[4096];
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n > 0)
            data.append(buf, n);
        else if (n == 0 && (p.revents & POLLHUP))
            break; // the writer has been and gone
    }
    return data;
}

} // namespace

TEST_CASE("cli export --out into a FIFO writes through it to its reader and leaves it a FIFO", "[cli][out]")
{
    const QString expected = exportText();
    QTemporaryDir tmp;
    REQUIRE(tmp.isValid());
    const QString fifo = tmp.filePath(QStringLiteral("plan.fifo"));
    REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    REQUIRE(fd >= 0);
    QByteArray received;
    std::thread reader([&] { received = drainFifo(fd, std::chrono::seconds(10)); });

    QStringList args = exportArgs();
    args << QStringLiteral("--out") << fifo;
    const CliRun r = cli(args);
    reader.join();
    ::close(fd);

    INFO(r.err.toStdString());
    CHECK(r.rc == 0);
    CHECK(QString::fromUtf8(received) == expected);
    CHECK(fileType(fifo) == S_IFIFO);
    CHECK(r.out.isEmpty()); // no "Wrote" line: the FIFO's reader has the result
    CHECK(QDir(tmp.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::System)
          == QStringList{QStringLiteral("plan.fifo")}); // no temporary beside it
}

TEST_CASE("cli --out /dev/null writes into the device and /dev/null stays a character device", "[cli][out]")
{
    REQUIRE(fileType(QStringLiteral("/dev/null")) == S_IFCHR);
    QStringList args = exportArgs();
    args << QStringLiteral("--out") << QStringLiteral("/dev/null");
    const CliRun r = cli(args);
    INFO(r.err.toStdString());
    CHECK(r.rc == 0);
    CHECK(r.err.isEmpty());
    CHECK(fileType(QStringLiteral("/dev/null")) == S_IFCHR);

    const OutputResult w = writeOutputFile(QStringLiteral("/dev/null"), "bytes\n");
    CHECK(w.ok);
    CHECK(w.target == OutputTarget::Stream);
    CHECK(fileType(QStringLiteral("/dev/null")) == S_IFCHR);
}

TEST_CASE("gpukitchen-cli export --out /dev/stdout into a pipe gives the reader the export and nothing else", "[cli][out]")
{
    const QString expected = exportText();
    QProcess p;
    QStringList args = exportArgs();
    args << QStringLiteral("--out") << QStringLiteral("/dev/stdout");
    p.start(QStringLiteral(GPUK_CLI_BINARY), args);
    REQUIRE(p.waitForFinished(30000));
    INFO(QString::fromUtf8(p.readAllStandardError()).toStdString());
    CHECK(p.exitStatus() == QProcess::NormalExit);
    CHECK(p.exitCode() == 0);
    CHECK(QString::fromUtf8(p.readAllStandardOutput()) == expected);

    // The same through /proc/self/fd/1, and a run result through /dev/stderr.
    args.last() = QStringLiteral("/proc/self/fd/1");
    p.start(QStringLiteral(GPUK_CLI_BINARY), args);
    REQUIRE(p.waitForFinished(30000));
    CHECK(p.exitCode() == 0);
    CHECK(QString::fromUtf8(p.readAllStandardOutput()) == expected);
    args.last() = QStringLiteral("/dev/stderr");
    p.start(QStringLiteral(GPUK_CLI_BINARY), args);
    REQUIRE(p.waitForFinished(30000));
    CHECK(p.exitCode() == 0);
    CHECK(p.readAllStandardOutput().isEmpty());
    CHECK(QString::fromUtf8(p.readAllStandardError()) == expected);
}

TEST_CASE("cli --out naming a directory is refused with the directory's path and writes nothing", "[cli][out]")
{
    QTemporaryDir tmp;
    REQUIRE(tmp.isValid());
    const QString dir = tmp.filePath(QStringLiteral("results"));
    REQUIRE(QDir().mkpath(dir));
    QStringList args = exportArgs();
    args << QStringLiteral("--out") << dir;
    const CliRun r = cli(args);
    CHECK(r.rc == 2);
    CHECK(r.out.isEmpty());
    CHECK(r.err.contains(dir));
    CHECK(r.err.contains(QStringLiteral("directory")));
    CHECK(QFileInfo(dir).isDir());
    CHECK(QDir(dir).isEmpty());
    CHECK(QDir(tmp.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries) == QStringList{QStringLiteral("results")});
}

TEST_CASE("cli --out to a regular file replaces it atomically and says where the result went", "[cli][out]")
{
    const QString expected = exportText();
    QTemporaryDir tmp;
    REQUIRE(tmp.isValid());
    const QString file = tmp.filePath(QStringLiteral("plan.yaml"));
    {
        QFile f(file);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write("old contents, longer than nothing\n");
    }
    QStringList args = exportArgs();
    args << QStringLiteral("--out") << file;
    const CliRun r = cli(args);
    CHECK(r.rc == 0);
    CHECK(r.out == QStringLiteral("Wrote %1\n").arg(file));
    QFile f(file);
    REQUIRE(f.open(QIODevice::ReadOnly));
    CHECK(QString::fromUtf8(f.readAll()) == expected);
    CHECK(fileType(file) == S_IFREG);
    CHECK(QDir(tmp.path()).entryList(QDir::Files) == QStringList{QStringLiteral("plan.yaml")});
}
