// The one writer of --out, exports and saved scenarios (io/outputfile.h): regular files are
// replaced atomically, devices, FIFOs and the process's streams are written straight into.

#include "support/testsupport.h"
#include "io/outputfile.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <functional>
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

namespace {

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    REQUIRE(f.write(bytes) == bytes.size());
}

bool isSymlink(const QString &path)
{
    struct stat st;
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISLNK(st.st_mode);
}

// The real executable with `args`, given `timeoutMs` to finish; killed (and the test failed) if
// it does not.
struct ProcessRun
{
    bool finished = false;
    bool crashed = false;
    int rc = -1;
    QString out, err;
};

ProcessRun runCliBinary(const QStringList &args, int timeoutMs, std::function<void()> childSetup = {})
{
    QProcess p;
    if (childSetup)
        p.setChildProcessModifier(childSetup);
    p.start(QStringLiteral(GPUK_CLI_BINARY), args);
    ProcessRun r;
    REQUIRE(p.waitForStarted(10000));
    r.finished = p.waitForFinished(timeoutMs);
    if (!r.finished) {
        p.kill();
        p.waitForFinished(5000);
    }
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    r.rc = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace

TEST_CASE("cli --out naming a symbolic link is refused naming the link, and neither the link nor its target changes",
          "[cli][out][outputfile]")
{
    QTemporaryDir tmp;
    REQUIRE(tmp.isValid());
    const QByteArray old = "the file the link points to\n";
    const QString target = tmp.filePath(QStringLiteral("target.sh"));
    writeBytes(target, old);
    REQUIRE(QFile::setPermissions(target, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    const QString link = tmp.filePath(QStringLiteral("link.sh"));
    REQUIRE(QFile::link(target, link));

    SECTION("a link to a regular file, with a script export that would be made executable")
    {
        const QStringList args{QStringLiteral("export"), QStringLiteral("builtin:mps-noisy-neighbour"), QStringLiteral("--to"),
                               QStringLiteral("mps-env"), QStringLiteral("--mode"), QStringLiteral("mps"),
                               QStringLiteral("--out"), link};
        const CliRun r = cli(args);
        INFO(r.err.toStdString());
        CHECK(r.rc == 2);
        CHECK(r.out.isEmpty());
        CHECK(r.err.contains(link));
        CHECK(r.err.contains(QStringLiteral("symbolic link")));
        CHECK(isSymlink(link));
        CHECK(readAll(target) == old);
        CHECK(QFile::permissions(target) == (QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser
                                             | QFileDevice::WriteUser));
    }
    SECTION("a dangling link: its target is not created")
    {
        const QString dangling = tmp.filePath(QStringLiteral("dangling.yaml"));
        const QString nowhere = tmp.filePath(QStringLiteral("nowhere.yaml"));
        REQUIRE(QFile::link(nowhere, dangling));
        QStringList args = exportArgs();
        args << QStringLiteral("--out") << dangling;
        const CliRun r = cli(args);
        INFO(r.err.toStdString());
        CHECK(r.rc == 2);
        CHECK(r.err.contains(dangling));
        CHECK(r.err.contains(QStringLiteral("symbolic link")));
        CHECK_FALSE(QFileInfo::exists(nowhere));
        CHECK(isSymlink(dangling));
    }
    SECTION("the writer itself refuses a link unless asked to follow it to a regular file")
    {
        const OutputResult w = writeOutputFile(link, "new\n");
        CHECK_FALSE(w.ok);
        CHECK(w.error.contains(link));
        CHECK(readAll(target) == old);

        OutputOptions follow;
        follow.followSymlinkToFile = true;
        const OutputResult f = writeOutputFile(link, "new\n", follow);
        INFO(f.error.toStdString());
        CHECK(f.ok);
        CHECK(readAll(target) == "new\n");
        CHECK(isSymlink(link)); // a save through the link keeps the link

        const QString dangling = tmp.filePath(QStringLiteral("dangling.gpuk.json"));
        REQUIRE(QFile::link(tmp.filePath(QStringLiteral("gone.gpuk.json")), dangling));
        const OutputResult d = writeOutputFile(dangling, "new\n", follow);
        CHECK_FALSE(d.ok);
        CHECK(d.error.contains(dangling));
        CHECK_FALSE(QFileInfo::exists(tmp.filePath(QStringLiteral("gone.gpuk.json"))));
    }
}

TEST_CASE("cli --out naming the command's own input file is refused with exit 2 and the input is left as it was",
          "[cli][out]")
{
    QTemporaryDir tmp;
    REQUIRE(tmp.isValid());
    const QString input = tmp.filePath(QStringLiteral("s.gpuk.json"));
    REQUIRE(QFile::copy(testData("minimal.gpuk.json"), input));
    const QByteArray before = readAll(input);
    REQUIRE_FALSE(before.isEmpty());
    const QString hardLink = tmp.filePath(QStringLiteral("same.gpuk.json"));
    REQUIRE(::link(QFile::encodeName(input).constData(), QFile::encodeName(hardLink).constData()) == 0);
    REQUIRE(QDir().mkpath(tmp.filePath(QStringLiteral("sub"))));

    const QString spellings[] = {input, tmp.filePath(QStringLiteral("sub/../s.gpuk.json")), hardLink};
    for (const QString &out : spellings) {
        for (const QStringList &command :
             {QStringList{QStringLiteral("run"), input, QStringLiteral("--duration"), QStringLiteral("8")},
              QStringList{QStringLiteral("compare"), input, QStringLiteral("--duration"), QStringLiteral("8")},
              QStringList{QStringLiteral("export"), input, QStringLiteral("--to"), QStringLiteral("time-slicing"),
                          QStringLiteral("--mode"), QStringLiteral("timeslice")}}) {
            QStringList args = command;
            args << QStringLiteral("--out") << out;
            const CliRun r = cli(args);
            INFO(args.join(QLatin1Char(' ')).toStdString() << "\n" << r.err.toStdString());
            CHECK(r.rc == 2);
            CHECK(r.out.isEmpty());
            CHECK(r.err.contains(out));
            CHECK(r.err.contains(QStringLiteral("input")));
            CHECK(readAll(input) == before);
        }
    }
    // Another file beside it is written as before.
    const QString results = tmp.filePath(QStringLiteral("results.json"));
    const CliRun ok = cli({QStringLiteral("run"), input, QStringLiteral("--duration"), QStringLiteral("8"),
                           QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--out"), results});
    INFO(ok.err.toStdString());
    CHECK(ok.rc == 0);
    CHECK(readAll(input) == before);
    CHECK_FALSE(readAll(results).isEmpty());
}

TEST_CASE("cli --out into a FIFO that nobody reads is refused at once naming the FIFO instead of blocking",
          "[cli][out]")
{
    QTemporaryDir tmp;
    REQUIRE(tmp.isValid());
    const QString fifo = tmp.filePath(QStringLiteral("noreader.fifo"));
    REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    QStringList args = exportArgs();
    args << QStringLiteral("--out") << fifo;
    const ProcessRun r = runCliBinary(args, 20000);
    INFO(r.err.toStdString());
    REQUIRE(r.finished); // before the fix: blocked in open() until killed here
    CHECK_FALSE(r.crashed);
    CHECK(r.rc == 2);
    CHECK(r.out.isEmpty());
    CHECK(r.err.contains(fifo));
    CHECK(r.err.contains(QStringLiteral("reader")));
    CHECK(fileType(fifo) == S_IFIFO);
}

TEST_CASE("a file size limit makes --out report that the file is too large and leaves the old file untouched",
          "[cli][out][outputfile]")
{
    QTemporaryDir tmp;
    REQUIRE(tmp.isValid());
    const QString file = tmp.filePath(QStringLiteral("plan.yaml"));
    const QByteArray old = "old\n";
    writeBytes(file, old);
    const QStringList args{QStringLiteral("export"), QStringLiteral("builtin:rag-customer-service"), QStringLiteral("--to"),
                           QStringLiteral("k8s"), QStringLiteral("--out"), file};
    const CliRun full = cli(args); // the export is larger than the limit below
    REQUIRE(full.rc == 0);
    REQUIRE(readAll(file).size() > 2048);
    writeBytes(file, old);

    // The limit is set in the child only, with SIGXFSZ at its default (the kernel's default kills).
    const ProcessRun r = runCliBinary(args, 30000, [] {
        ::signal(SIGXFSZ, SIG_DFL);
        struct rlimit limit;
        ::getrlimit(RLIMIT_FSIZE, &limit);
        limit.rlim_cur = 1024;
        ::setrlimit(RLIMIT_FSIZE, &limit);
    });
    INFO(r.err.toStdString());
    REQUIRE(r.finished);
    CHECK_FALSE(r.crashed); // before the fix: killed by SIGXFSZ
    CHECK(r.rc == 2);
    CHECK(r.err.contains(file));
    CHECK(r.err.contains(QStringLiteral("file size limit")));
    CHECK(readAll(file) == old);
    CHECK(QDir(tmp.path()).entryList(QDir::Files) == QStringList{QStringLiteral("plan.yaml")}); // no temporary left
}

TEST_CASE("cli --out with an empty path is refused with exit 2 and prints no result", "[cli][out]")
{
    for (const QStringList &tail : {QStringList{QStringLiteral("--out"), QString()}, QStringList{QStringLiteral("--out=")}}) {
        for (const QStringList &command :
             {exportArgs(),
              QStringList{QStringLiteral("run"), QStringLiteral("builtin:seed-a100-mig"), QStringLiteral("--duration"),
                          QStringLiteral("8")},
              QStringList{QStringLiteral("compare"), QStringLiteral("builtin:seed-a100-mig"),
                          QStringLiteral("--duration"), QStringLiteral("8")}}) {
            const QStringList args = command + tail;
            const CliRun r = cli(args);
            INFO(args.join(QLatin1Char(' ')).toStdString() << "\n" << r.err.toStdString());
            CHECK(r.rc == 2);
            CHECK(r.out.isEmpty());
            CHECK(r.err.contains(QStringLiteral("--out needs a path")));
        }
    }
}
