#pragma once

// Structured findings. The core never produces prose: every problem is a code, a JSON-style
// path and named arguments. core/io/messages turns them into translatable text for the CLI
// and the GUI, so one finding reads the same everywhere and tests can match on codes.

#include <string>
#include <utility>
#include <vector>

namespace gpuk {

enum class Severity { Error, Warning, Info };

struct Diagnostic
{
    std::string code;     // e.g. "mig.placement.illegal_start"
    Severity severity = Severity::Error;
    std::string path;     // e.g. "sharing.instances[2].start"; empty for whole-document findings
    std::vector<std::pair<std::string, std::string>> args; // named, in a stable order

    std::string arg(const std::string &name) const
    {
        for (const auto &[k, v] : args)
            if (k == name)
                return v;
        return {};
    }
};

using Diagnostics = std::vector<Diagnostic>;

inline bool hasErrors(const Diagnostics &diags)
{
    for (const auto &d : diags)
        if (d.severity == Severity::Error)
            return true;
    return false;
}

// Small helper so call sites read as one line:
//   out.push_back(diag("mig.placement.overlap", path, {{"with", other}}));
inline Diagnostic diag(std::string code, std::string path,
                       std::vector<std::pair<std::string, std::string>> args = {},
                       Severity severity = Severity::Error)
{
    return Diagnostic{std::move(code), severity, std::move(path), std::move(args)};
}

// Formats a number the way the messages show it: shortest form that round-trips for
// integers, otherwise up to 6 significant digits ("4.75", "3", "1e+30").
std::string formatNumber(double value);

} // namespace gpuk
