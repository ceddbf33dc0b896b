// Messages: every code the core documents has words, the words state the rule, every placeholder
// is filled, and a code without words is still printed with all its arguments.

#include "io/messages.h"
#include "io/receipttext.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QRegularExpression>
#include <QStringList>

#include <map>

using namespace gpuk;

namespace {

// Codes and their documented args from the "Codes" comment blocks of a header: the lines from
// the one containing `begin` up to the first line that is not a comment (or contains `end`).
// `tableLayout`: one code per line, first on the line (later words on the line are paths).
std::map<std::string, std::vector<std::string>> documentedCodes(const char *header, const char *begin,
                                                                const char *end, bool tableLayout)
{
    QFile f(QStringLiteral(GPUK_SOURCE_DIR "/core/") + QLatin1String(header));
    REQUIRE(f.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    QString block;
    bool inside = false;
    for (const QString &line : lines) {
        if (!inside && line.contains(QLatin1String(begin)))
            inside = true;
        else if (inside && (!line.trimmed().startsWith(QLatin1String("//"))
                            || (end && line.contains(QLatin1String(end)))))
            break;
        if (!inside)
            continue;
        QString text = line.trimmed().mid(2);
        if (tableLayout) {
            static const QRegularExpression first(QStringLiteral("^\\s*[a-z0-9_.]+(\\s*\\[[^\\]]*\\])?"));
            text = first.match(text).captured(0);
        }
        block += text + QLatin1Char('\n');
    }
    REQUIRE_FALSE(block.isEmpty());
    // A code: dotted lower-case words with a known first word, optionally followed by [args].
    static const QRegularExpression code(QStringLiteral(
        "(?<![\\w.<>-])((?:json|file|field|array|format|gpu|tenant|plan|mig|memory|mps|vgpu|timeslice|fault|simulation)"
        "(?:\\.[a-z0-9_]+)+)(?![\\w.*])(?:\\s*\\[([^\\]]*)\\])?"));
    std::map<std::string, std::vector<std::string>> out;
    auto it = code.globalMatch(block);
    while (it.hasNext()) {
        const auto m = it.next();
        const std::string name = m.captured(1).toStdString();
        if (name.size() > 2 && name.compare(name.size() - 2, 2, ".h") == 0)
            continue; // "see mig.h"
        auto &args = out[name];
        for (const QString &a : m.captured(2).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString arg = a.trimmed().remove(QLatin1Char('?'));
            if (!arg.isEmpty() && arg != QLatin1String("tenant(s)"))
                args.push_back(arg.toStdString());
        }
    }
    return out;
}

std::map<std::string, std::vector<std::string>> allDocumentedCodes()
{
    auto codes = documentedCodes("io/scenariofile.h", "Reader codes", "Extra args", false);
    const auto mig = documentedCodes("sharing/mig.h", "Codes [args]", "On success", true);
    const auto validate = documentedCodes("sharing/validate.h", "Codes [args]", nullptr, true);
    codes.insert(mig.begin(), mig.end());
    for (const auto &[k, v] : validate)
        if (!codes.count(k))
            codes[k] = v;
    return codes;
}

Diagnostic withArgs(const std::string &code, const std::vector<std::string> &args)
{
    Diagnostic d;
    d.code = code;
    for (const auto &a : args)
        d.args.emplace_back(a, "<" + a + ">");
    return d;
}

} // namespace

TEST_CASE("the code lists are read from the headers", "[messages]")
{
    const auto codes = allDocumentedCodes();
    // A few known ones from each header, so a broken parser cannot pass by finding nothing.
    for (const char *c : {"json.syntax", "field.range", "format.unsupported", "field.not_applicable",
                          "mig.placement.illegal_start", "mig.combination_4g_3g_needs_r510",
                          "gpu.unknown", "vgpu.fixed_share_with_mixed_sizes", "simulation.warmup_not_before_end"}) {
        INFO(c);
        CHECK(codes.count(c));
    }
    CHECK(codes.at("field.range") == std::vector<std::string>{"min", "max", "got"});
    CHECK(codes.size() >= 50);
}

TEST_CASE("every documented code has a message that uses all its arguments", "[messages]")
{
    for (const auto &[code, args] : allDocumentedCodes()) {
        INFO(code);
        CHECK(hasMessageFor(code));
        const Diagnostic d = withArgs(code, args);
        const QString message = diagnosticMessage(d);
        INFO(message.toStdString());
        CHECK_FALSE(message.isEmpty());
        CHECK_FALSE(message.contains(QLatin1String("%{")));
        CHECK_FALSE(message.contains(QString::fromStdString(code))); // not the fallback
        for (const auto &a : args) {
            INFO(a);
            CHECK(message.contains(QString::fromStdString("<" + a + ">")));
        }
        // Without any argument the message is still a sentence, never a raw template.
        Diagnostic bare;
        bare.code = code;
        const QString plain = diagnosticMessage(bare);
        INFO(plain.toStdString());
        CHECK_FALSE(plain.contains(QLatin1String("%{")));
        CHECK_FALSE(plain.contains(QString::fromStdString(code)));
    }
}

TEST_CASE("messages state the rule in words", "[messages]")
{
    const auto msg = [](std::string code, std::vector<std::pair<std::string, std::string>> args) {
        return diagnosticMessage(diag(std::move(code), "x", std::move(args))).toStdString();
    };
    CHECK(msg("field.range", {{"min", "0"}, {"max", "10000000"}, {"got", "-3"}, {"min_exclusive", "true"}})
          == "must be a positive number no greater than 10000000, got -3");
    CHECK(msg("field.range", {{"min", "0"}, {"max", "1"}, {"got", "1.5"}}) == "must be between 0 and 1, got 1.5");
    CHECK(msg("field.range", {{"min", "1"}, {"max", "30"}, {"got", "0.5"}, {"min_exclusive", "true"}})
          == "must be greater than 1 and no greater than 30, got 0.5");
    CHECK(msg("field.range", {{"min", "0"}, {"max", "60"}, {"got", "60"}, {"max_exclusive", "true"}})
          == "must be at least 0 and less than 60, got 60");
    CHECK(msg("field.range", {{"min", "0"}, {"max", "60"}, {"got", "60"}, {"min_exclusive", "true"}, {"max_exclusive", "true"}})
          == "must be greater than 0 and less than 60, got 60");
    CHECK(msg("field.type", {{"expected", "number"}, {"got", "string"}}) == "must be a JSON number, not a JSON string");
    CHECK(msg("field.enum", {{"allowed", "poisson, deterministic"}, {"got", "uniform"}})
          == "must be one of: poisson, deterministic; got \"uniform\"");
    CHECK(msg("mig.placement.illegal_start", {{"profile", "3g.20gb"}, {"start", "2"}, {"allowed", "0, 4"}})
          == "3g.20gb cannot start at memory slot 2; allowed starts are 0, 4");
    CHECK(msg("memory.does_not_fit", {{"tenants", "llm"}, {"needed_gb", "15"}, {"capacity_gb", "4.75"}, {"where", "1g.5gb"}})
          == "memory does not fit: 15 GiB needed by llm, but 1g.5gb has only 4.75 GiB");
    CHECK(msg("mps.too_many_clients", {{"count", "49"}, {"max", "48"}})
          == "49 MPS clients, but one MPS server accepts at most 48");
    // An empty argument counts as missing: the next template that does without it is used.
    CHECK(msg("mig.placement.no_room", {{"profile", "3g.20gb"}, {"allowed", "0, 4"}, {"free_slots", ""}})
          == "no free placement for 3g.20gb: it can start only at 0, 4, and none of those places is free");
}

TEST_CASE("a list of one slot or start reads in the singular, a longer list in the plural", "[messages]")
{
    const auto msg = [](std::string code, std::vector<std::pair<std::string, std::string>> args) {
        Diagnostic d;
        d.code = std::move(code);
        d.args = std::move(args);
        return diagnosticMessage(d).toStdString();
    };
    CHECK(msg("mig.placement.no_room", {{"profile", "3g.20gb"}, {"allowed", "0, 4"}, {"free_slots", "3"}})
          == "no free placement for 3g.20gb: it can start only at 0, 4, and the only memory slot still free is 3");
    CHECK(msg("mig.placement.no_room", {{"profile", "3g.20gb"}, {"allowed", "0, 4"}, {"free_slots", "3, 7"}})
          == "no free placement for 3g.20gb: it can start only at 0, 4, and the memory slots still free are 3, 7");
    CHECK(msg("mig.placement.illegal_start", {{"profile", "7g.40gb"}, {"start", "2"}, {"allowed", "0"}})
          == "7g.40gb cannot start at memory slot 2; its only allowed start is 0");
    const std::vector<std::pair<std::string, std::string>> overlap{
        {"profile", "3g.20gb"}, {"start", "0"}, {"with", "1"}, {"with_profile", "1g.5gb"}, {"with_start", "2"}};
    auto withSlots = [&](const std::string &list) {
        auto args = overlap;
        args.emplace_back("slots", list);
        return args;
    };
    CHECK(msg("mig.placement.overlap", withSlots("2"))
          == "3g.20gb at memory slot 0 overlaps instance 1 (1g.5gb at 2) on memory slot 2; GPU instances cannot share memory slots");
    CHECK(msg("mig.placement.overlap", withSlots("2, 3"))
          == "3g.20gb at memory slot 0 overlaps instance 1 (1g.5gb at 2) on memory slots 2, 3; GPU instances cannot share memory slots");
}

TEST_CASE("formatDiagnostic gives the path and the severity and a fallback for unknown codes", "[messages]")
{
    const Diagnostic error = diag("field.empty", "tenants[0].id");
    CHECK(formatDiagnostic(error).toStdString() == "tenants[0].id: must not be empty");
    const Diagnostic whole = diag("file.empty", "");
    CHECK(formatDiagnostic(whole).toStdString() == "the file is empty; a scenario file holds one JSON object");
    const Diagnostic warning = diag("mig.instance_empty", "sharing.instances[2].tenants", {{"profile", "1g.5gb"}}, Severity::Warning);
    CHECK(formatDiagnostic(warning).toStdString() == "warning: sharing.instances[2].tenants: the 1g.5gb instance serves no tenant");
    const Diagnostic info = diag("field.empty", "name", {}, Severity::Info);
    CHECK(formatDiagnostic(info).toStdString() == "note: name: must not be empty");

    CHECK_FALSE(hasMessageFor("no.such.code"));
    CHECK_FALSE(hasMessageFor(""));
    const Diagnostic unknown = diag("no.such.code", "sharing", {{"a", "1"}, {"b", "two"}});
    CHECK(formatDiagnostic(unknown).toStdString() == "sharing: no.such.code (a=1, b=two)");
    CHECK(diagnosticMessage(unknown).toStdString() == "no.such.code (a=1, b=two)");
    CHECK(diagnosticMessage(diag("no.such.code", "")).toStdString() == "no.such.code");

    CHECK(severityName(Severity::Error) == QLatin1String("error"));
    CHECK(severityName(Severity::Warning) == QLatin1String("warning"));
    CHECK(severityName(Severity::Info) == QLatin1String("info"));
}

TEST_CASE("the codes the engine refuses a plan with have messages", "[messages]")
{
    for (const char *code : {"gpu.unknown", "sim.mig_layout_unresolved", "vgpu.mig_backing_not_placeable"}) {
        INFO(code);
        CHECK(hasMessageFor(code));
        const QString message = diagnosticMessage(diag(code, "sharing"));
        CHECK_FALSE(message.contains(QString::fromLatin1(code)));
        CHECK_FALSE(message.contains(QLatin1String("%{")));
    }
}

TEST_CASE("argument values are inserted verbatim and never re-expanded", "[messages]")
{
    const Diagnostic d = diag("field.enum", "x", {{"allowed", "%{got}"}, {"got", "%{allowed} \"quoted\" 厨房"}});
    CHECK(diagnosticMessage(d).toStdString() == "must be one of: %{got}; got \"%{allowed} \"quoted\" 厨房\"");
}

TEST_CASE("Every word of the receipts table is marked for translation", "[messages][receipts]")
{
    for (const auto &row : receiptTable()) {
        INFO(row.id);
        for (const std::string *text : {&row.setup, &row.metric, &row.publishedText, &row.gapReason}) {
            INFO(*text);
            CHECK(hasReceiptText(*text));
        }
        for (const auto &p : row.parameters) {
            INFO(p.value << " / " << p.note);
            CHECK(hasReceiptText(p.value));
            CHECK(hasReceiptText(p.note));
        }
    }
    CHECK_FALSE(hasReceiptText("a text no row has"));
    CHECK(receiptGapText(0.0539) == QStringLiteral("+5.4 %"));
    CHECK(receiptGapText(-0.026) == QString(QChar(0x2212)) + QStringLiteral("2.6 %"));
    CHECK(receiptGapText(0) == QStringLiteral("0 %"));
    CHECK(receiptToleranceText(0.1) == QString(QChar(0x00B1)) + QStringLiteral("10 %"));
}
