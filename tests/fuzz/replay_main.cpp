// Runs the fuzz harness over files without libFuzzer, so the ordinary build (and its
// AddressSanitizer pass in CI) replays the seed corpus and the malformed files on every run.
// Usage: fuzz_replay DIR_OR_FILE...

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    int files = 0;
    for (const QString &arg : QCoreApplication::arguments().mid(1)) {
        QStringList paths;
        if (QFileInfo(arg).isDir())
            for (const QFileInfo &fi : QDir(arg).entryInfoList(QDir::Files, QDir::Name))
                paths << fi.filePath();
        else
            paths << arg;
        for (const QString &path : paths) {
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
                return 2;
            }
            const QByteArray bytes = f.readAll();
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()));
            ++files;
        }
    }
    std::printf("replayed %d inputs without a crash or a round-trip failure\n", files);
    return files > 0 ? 0 : 2;
}
