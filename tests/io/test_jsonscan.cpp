// What QJsonDocument accepts silently or reports without a hint is refused by the reader with the
// JSON path, the position and a rule that names the problem (io/jsonscan.h): duplicate keys, lone
// surrogates, raw control characters, hexadecimal numbers, UTF-16/32 and non-UTF-8 files, and files
// that are not regular files (a FIFO would block a plain open for ever).

#include "io/jsonscan.h"
#include "io/messages.h"
#include "io/scenariofile.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace gpuk;

namespace {

QByteArray minimal()
{
    QFile f(QStringLiteral(GPUK_TEST_DATA "/minimal.gpuk.json"));
    REQUIRE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

QByteArray replaced(const char *from, const QByteArray &to)
{
    QByteArray text = minimal();
    REQUIRE(text.contains(from));
    return text.replace(from, to);
}

Diagnostic onlyError(const LoadResult &r)
{
    REQUIRE_FALSE(r.ok());
    REQUIRE(r.diagnostics.size() >= 1);
    return r.diagnostics.front();
}

} // namespace

TEST_CASE("a key given twice in one object is refused with its path, the key and the line", "[jsonscan]")
{
    const LoadResult r = parseScenario(replaced("\"rate_per_s\": 10", "\"rate_per_s\": 10, \"rate_per_s\": 1000"));
    const Diagnostic d = onlyError(r);
    CHECK(d.code == "json.duplicate_key");
    CHECK(d.path == "tenants[0].arrival.rate_per_s");
    CHECK(d.arg("key") == "rate_per_s");
    CHECK(d.arg("line") == "10");
    CHECK(formatDiagnostic(d).contains(QStringLiteral("appears twice")));
}

TEST_CASE("a key written once with an escape and once plainly is the same key", "[jsonscan]")
{
    const LoadResult r = parseScenario(replaced("\"id\": \"solo\"", "\"id\": \"solo\", \"\\u0069d\": \"other\""));
    CHECK(onlyError(r).code == "json.duplicate_key");
    CHECK(onlyError(r).arg("key") == "id");
}

TEST_CASE("equal keys in different objects are not duplicates", "[jsonscan]")
{
    CHECK(scanJsonText(R"({"a": {"x": 1}, "b": {"x": 2}, "c": [{"x": 1}, {"x": 2}]})").diagnostics.empty());
}

TEST_CASE("a lone UTF-16 surrogate is refused instead of turning into a replacement character", "[jsonscan]")
{
    for (const char *escape : {"a\\uD800b", "a\\uDC00b", "a\\uD800\\u0041", "x\\uDBFF"}) {
        INFO(escape);
        const LoadResult r = parseScenario(replaced("\"id\": \"solo\"", QByteArray("\"id\": \"") + escape + '"'));
        const Diagnostic d = onlyError(r);
        CHECK(d.code == "json.invalid_unicode");
        CHECK(d.path == "tenants[0].id");
    }
}

TEST_CASE("a surrogate pair and other escapes pass the scan untouched", "[jsonscan]")
{
    const LoadResult r = parseScenario(replaced("\"id\": \"solo\"", "\"id\": \"caf\\u00e9-\\ud83d\\ude00-\\\"q\\\"\\n\""));
    REQUIRE(r.ok());
    CHECK(r.scenario->tenants.at(0).id == "caf\xc3\xa9-\xf0\x9f\x98\x80-\"q\"\n");
}

TEST_CASE("a raw NUL or other control character inside a string is refused and named", "[jsonscan]")
{
    const LoadResult r = parseScenario(replaced("\"id\": \"solo\"", QByteArray("\"id\": \"so\0lo\"", sizeof("\"id\": \"so\0lo\"") - 1)));
    const Diagnostic d = onlyError(r);
    CHECK(d.code == "json.control_character");
    CHECK(d.path == "tenants[0].id");
    CHECK(d.arg("got") == "U+0000");
    const LoadResult tab = parseScenario(replaced("\"id\": \"solo\"", "\"id\": \"so\tlo\""));
    CHECK(onlyError(tab).arg("got") == "U+0009");
}

TEST_CASE("a hexadecimal number is named as such, not reported as an unterminated object", "[jsonscan]")
{
    const LoadResult r = parseScenario(replaced("\"mean_ms\": 20", "\"mean_ms\": 0x0"));
    const Diagnostic d = onlyError(r);
    CHECK(d.code == "json.bad_number");
    CHECK(d.path == "tenants[0].service.mean_ms");
    CHECK(d.arg("got") == "0x0");
    CHECK_FALSE(formatDiagnostic(d).contains(QStringLiteral("unterminated")));
}

TEST_CASE("exponents, negative and fractional numbers are not bad numbers", "[jsonscan]")
{
    CHECK(scanJsonText(R"({"a": [-1.5e-3, 2E+10, 0, -0.0, 1e999]})").diagnostics.empty());
}

TEST_CASE("UTF-16 and UTF-32 files are named by their encoding, with or without a byte order mark", "[jsonscan]")
{
    const QString text = QString::fromUtf8(minimal());
    struct Case
    {
        QByteArray bytes;
        const char *name;
    };
    QByteArray le, be, le32, be32;
    for (const QChar c : text) {
        const ushort u = c.unicode();
        le.append(char(u & 0xFF)).append(char(u >> 8));
        be.append(char(u >> 8)).append(char(u & 0xFF));
        le32.append(char(u & 0xFF)).append(char(u >> 8)).append('\0').append('\0');
        be32.append('\0').append('\0').append(char(u >> 8)).append(char(u & 0xFF));
    }
    const Case cases[] = {{le, "UTF-16LE"},
                          {be, "UTF-16BE"},
                          {QByteArray("\xFF\xFE", 2) + le, "UTF-16LE"},
                          {QByteArray("\xFE\xFF", 2) + be, "UTF-16BE"},
                          {le32, "UTF-32LE"},
                          {be32, "UTF-32BE"},
                          {QByteArray("\xFF\xFE\0\0", 4) + le32, "UTF-32LE"},
                          {QByteArray("\0\0\xFE\xFF", 4) + be32, "UTF-32BE"}};
    for (const Case &c : cases) {
        INFO(c.name);
        const Diagnostic d = onlyError(parseScenario(c.bytes));
        CHECK(d.code == "file.encoding");
        CHECK(d.arg("got") == c.name);
        CHECK(formatDiagnostic(d).contains(QStringLiteral("UTF-8")));
    }
}

TEST_CASE("a UTF-8 byte order mark is allowed before a scenario and a file of only one is empty", "[jsonscan]")
{
    CHECK(parseScenario(QByteArray("\xEF\xBB\xBF") + minimal()).ok());
    CHECK(onlyError(parseScenario(QByteArray("\xEF\xBB\xBF"))).code == "file.empty");
    CHECK(onlyError(parseScenario(QByteArray("\xEF\xBB\xBF  \n"))).code == "file.empty");
}

TEST_CASE("bytes that are not UTF-8 are refused with their line and column", "[jsonscan]")
{
    for (const char *bad : {"Caf\xe9", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x82"}) {
        INFO(bad);
        const LoadResult r = parseScenario(replaced("\"name\": \"Smallest", QByteArray("\"name\": \"") + bad + " Smallest"));
        const Diagnostic d = onlyError(r);
        CHECK(d.code == "file.not_utf8");
        CHECK(d.arg("line") == "3");
    }
}

TEST_CASE("the built-in scenarios and the test scenarios pass the scan", "[jsonscan]")
{
    int scanned = 0;
    for (const QString &dirName : {QStringLiteral(GPUK_SOURCE_DIR "/resources/scenarios"), QStringLiteral(GPUK_TEST_DATA)}) {
        const QDir dir(dirName);
        for (const QString &f : dir.entryList({QStringLiteral("*.gpuk.json")}, QDir::Files)) {
            QFile file(dir.filePath(f));
            REQUIRE(file.open(QIODevice::ReadOnly));
            INFO(f.toStdString());
            CHECK(scanJsonText(file.readAll()).diagnostics.empty());
            ++scanned;
        }
    }
    CHECK(scanned >= 6);
}

TEST_CASE("garbage never crashes the scan and deep nesting is left to the parser", "[jsonscan]")
{
    CHECK_NOTHROW(scanJsonText(QByteArray(100000, '[')));
    CHECK_NOTHROW(scanJsonText(QByteArray(100000, '{')));
    CHECK_NOTHROW(scanJsonText("{\"a\": \"\\u12"));
    CHECK_NOTHROW(scanJsonText("{\"a\": \"\\"));
    CHECK_NOTHROW(scanJsonText("\"\\uD800\\u"));
    CHECK_FALSE(parseScenario(QByteArray(100000, '[')).ok());
}

TEST_CASE("a FIFO, a socket or a device is refused at once instead of blocking", "[jsonscan]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QByteArray fifo = QDir(dir.path()).filePath(QStringLiteral("pipe.gpuk.json")).toLocal8Bit();
    REQUIRE(::mkfifo(fifo.constData(), 0600) == 0);
    const QByteArray sock = QDir(dir.path()).filePath(QStringLiteral("s.gpuk.json")).toLocal8Bit();
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    REQUIRE(fd >= 0);
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    REQUIRE(std::size_t(sock.size()) < sizeof addr.sun_path);
    std::copy(sock.begin(), sock.end(), addr.sun_path);
    REQUIRE(::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) == 0);

    for (const QString &name : {QString::fromLocal8Bit(fifo), QString::fromLocal8Bit(sock), QStringLiteral("/dev/zero"),
                                QStringLiteral("/dev/null")}) {
        INFO(name.toStdString());
        QElapsedTimer clock;
        clock.start();
        const LoadResult r = loadScenarioFile(name);
        CHECK(clock.elapsed() < 2000);
        const Diagnostic d = onlyError(r);
        CHECK(d.code == "file.not_regular");
        CHECK(formatDiagnostic(d).contains(QStringLiteral("not a regular file")));
    }
    ::close(fd);
}
