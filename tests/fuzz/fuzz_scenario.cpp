// libFuzzer target: the scenario reader must never crash, hang or leak on any input, and every
// file it accepts must round-trip: toJson(parse(x)) parses again, with the same findings, and
// prints to the same bytes.

#include "io/messages.h"
#include "io/scenariofile.h"

#include <QByteArray>
#include <QStringList>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

QStringList render(const gpuk::Diagnostics &diags)
{
    QStringList out;
    for (const auto &d : diags)
        out << gpuk::formatDiagnostic(d);
    return out;
}

[[noreturn]] void fail(const char *what, const QByteArray &a, const QByteArray &b)
{
    std::fprintf(stderr, "round trip failed: %s\n--- first\n%s\n--- second\n%s\n", what, a.constData(),
                 b.constData());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));

    // Structure only (what the GUI uses to show a broken layout), then with validation.
    const gpuk::LoadResult structural = gpuk::parseScenario(bytes, false);
    const gpuk::LoadResult first = gpuk::parseScenario(bytes, true);
    if (first.ok() == gpuk::hasErrors(first.diagnostics))
        std::abort(); // scenario must be set iff there is no error
    if (first.ok() && !structural.ok())
        std::abort(); // validation can only add findings
    const QStringList firstText = render(first.diagnostics);
    if (!first.ok())
        return 0;

    const QByteArray json1 = gpuk::scenarioToJson(*first.scenario);
    const gpuk::LoadResult second = gpuk::parseScenario(json1, true);
    if (!second.ok())
        fail("the written file does not load", json1, render(second.diagnostics).join(u'\n').toUtf8());
    if (render(second.diagnostics) != firstText)
        fail("the findings differ", firstText.join(u'\n').toUtf8(),
             render(second.diagnostics).join(u'\n').toUtf8());
    const QByteArray json2 = gpuk::scenarioToJson(*second.scenario);
    if (json1 != json2)
        fail("the bytes differ", json1, json2);
    return 0;
}
