#include "io/jsonscan.h"

#include <algorithm>
#include <cstdio>
#include <set>
#include <string>

namespace gpuk {

namespace {

constexpr int maxDepth = 512;      // deeper text is left to QJsonDocument (it has its own limit)
constexpr std::size_t maxFindings = 100;

unsigned char byteAt(const QByteArray &s, qsizetype i)
{
    return i < s.size() ? static_cast<unsigned char>(s[i]) : 0;
}

// "UTF-16LE" etc. when the text is UTF-16 or UTF-32 (RFC 4627 §3: the pattern of zero bytes in the
// first four, or a byte order mark); nullptr for UTF-8.
const char *wideEncoding(const QByteArray &s)
{
    const unsigned char b0 = byteAt(s, 0), b1 = byteAt(s, 1), b2 = byteAt(s, 2), b3 = byteAt(s, 3);
    if (s.size() >= 4 && b0 == 0 && b1 == 0 && b2 == 0xFE && b3 == 0xFF)
        return "UTF-32BE";
    if (s.size() >= 4 && b0 == 0xFF && b1 == 0xFE && b2 == 0 && b3 == 0)
        return "UTF-32LE";
    if (s.size() >= 2 && b0 == 0xFE && b1 == 0xFF)
        return "UTF-16BE";
    if (s.size() >= 2 && b0 == 0xFF && b1 == 0xFE)
        return "UTF-16LE";
    if (s.size() >= 4 && b0 == 0 && b1 == 0 && b2 == 0 && b3 != 0)
        return "UTF-32BE";
    if (s.size() >= 4 && b0 != 0 && b1 == 0 && b2 == 0 && b3 == 0)
        return "UTF-32LE";
    if (s.size() >= 4 && b0 == 0 && b1 != 0 && b2 == 0 && b3 != 0)
        return "UTF-16BE";
    if (s.size() >= 4 && b0 != 0 && b1 == 0 && b2 != 0 && b3 == 0)
        return "UTF-16LE";
    return nullptr;
}

// The offset of the first byte that does not belong to well-formed UTF-8 (no overlong forms, no
// surrogates, nothing above U+10FFFF), or -1.
qsizetype invalidUtf8At(const QByteArray &s)
{
    qsizetype i = 0;
    const qsizetype n = s.size();
    while (i < n) {
        const unsigned char c = byteAt(s, i);
        if (c < 0x80) {
            ++i;
            continue;
        }
        int len = 0;
        unsigned char lo = 0x80, hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) {
            len = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            len = 3;
            if (c == 0xE0)
                lo = 0xA0;
            if (c == 0xED)
                hi = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4;
            if (c == 0xF0)
                lo = 0x90;
            if (c == 0xF4)
                hi = 0x8F;
        } else {
            return i;
        }
        if (i + len > n)
            return i;
        const unsigned char c1 = byteAt(s, i + 1);
        if (c1 < lo || c1 > hi)
            return i;
        for (int k = 2; k < len; ++k) {
            const unsigned char ck = byteAt(s, i + k);
            if (ck < 0x80 || ck > 0xBF)
                return i;
        }
        i += len;
    }
    return -1;
}

std::string hex4(unsigned value)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04X", value);
    return buf;
}

class Scanner
{
public:
    Scanner(const QByteArray &text, qsizetype start) : s(text), i(start) {}

    Diagnostics run()
    {
        skipWs();
        value(std::string(), 0);
        return std::move(out);
    }

private:
    const QByteArray &s;
    qsizetype i;
    Diagnostics out;

    bool atEnd() const { return i >= s.size(); }
    char peek() const { return atEnd() ? '\0' : s[i]; }

    void skipWs()
    {
        while (!atEnd() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r'))
            ++i;
    }

    void report(const char *code, const std::string &path, qsizetype at,
                std::vector<std::pair<std::string, std::string>> args)
    {
        if (out.size() >= maxFindings)
            return;
        qsizetype line = 1, lineStart = 0;
        for (qsizetype k = 0; k < at && k < s.size(); ++k)
            if (s[k] == '\n') {
                ++line;
                lineStart = k + 1;
            }
        args.emplace_back("line", std::to_string(line));
        args.emplace_back("column", std::to_string(at - lineStart + 1));
        args.emplace_back("offset", std::to_string(at));
        out.push_back(diag(code, path, std::move(args)));
    }

    static std::string child(const std::string &parent, const std::string &key)
    {
        return parent.empty() ? key : parent + '.' + key;
    }

    // Reads 4 hex digits at i; false if they are not there.
    bool hex(unsigned *value)
    {
        if (i + 4 > s.size())
            return false;
        unsigned v = 0;
        for (int k = 0; k < 4; ++k) {
            const char c = s[i + k];
            v <<= 4;
            if (c >= '0' && c <= '9')
                v |= unsigned(c - '0');
            else if (c >= 'a' && c <= 'f')
                v |= unsigned(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                v |= unsigned(c - 'A' + 10);
            else
                return false;
        }
        i += 4;
        *value = v;
        return true;
    }

    static void appendUtf8(std::string *to, unsigned cp)
    {
        if (cp < 0x80) {
            *to += char(cp);
        } else if (cp < 0x800) {
            *to += char(0xC0 | (cp >> 6));
            *to += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            *to += char(0xE0 | (cp >> 12));
            *to += char(0x80 | ((cp >> 6) & 0x3F));
            *to += char(0x80 | (cp & 0x3F));
        } else {
            *to += char(0xF0 | (cp >> 18));
            *to += char(0x80 | ((cp >> 12) & 0x3F));
            *to += char(0x80 | ((cp >> 6) & 0x3F));
            *to += char(0x80 | (cp & 0x3F));
        }
    }

    // At the opening quote. Decodes into `text` (escapes resolved); false where the text stops
    // being a string QJsonDocument could read, so it reports that.
    bool string(const std::string &path, std::string *text)
    {
        ++i; // the quote
        while (!atEnd()) {
            const unsigned char c = static_cast<unsigned char>(s[i]);
            if (c == '"') {
                ++i;
                return true;
            }
            if (c < 0x20) {
                report("json.control_character", path, i, {{"got", "U+" + hex4(c)}});
                ++i;
                continue;
            }
            if (c != '\\') {
                *text += char(c);
                ++i;
                continue;
            }
            const qsizetype escapeAt = i;
            ++i;
            if (atEnd())
                return false;
            const char e = s[i++];
            switch (e) {
            case '"': *text += '"'; break;
            case '\\': *text += '\\'; break;
            case '/': *text += '/'; break;
            case 'b': *text += '\b'; break;
            case 'f': *text += '\f'; break;
            case 'n': *text += '\n'; break;
            case 'r': *text += '\r'; break;
            case 't': *text += '\t'; break;
            case 'u': {
                unsigned cp = 0;
                if (!hex(&cp))
                    return false;
                if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    report("json.invalid_unicode", path, escapeAt, {{"got", "\\u" + hex4(cp)}});
                    break;
                }
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    unsigned low = 0;
                    const qsizetype save = i;
                    if (i + 1 < s.size() && s[i] == '\\' && s[i + 1] == 'u') {
                        i += 2;
                        if (hex(&low) && low >= 0xDC00 && low <= 0xDFFF) {
                            appendUtf8(text, 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00));
                            break;
                        }
                    }
                    i = save;
                    report("json.invalid_unicode", path, escapeAt, {{"got", "\\u" + hex4(cp)}});
                    break;
                }
                appendUtf8(text, cp);
                break;
            }
            default:
                return false;
            }
        }
        return false;
    }

    static bool isWordChar(char c)
    {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    }

    bool number(const std::string &path)
    {
        const qsizetype start = i;
        if (peek() == '-')
            ++i;
        if (!(peek() >= '0' && peek() <= '9'))
            return false; // -Infinity and the like: the reader's own patch handles them
        while (peek() >= '0' && peek() <= '9')
            ++i;
        if (peek() == '.') {
            ++i;
            while (peek() >= '0' && peek() <= '9')
                ++i;
        }
        if (peek() == 'e' || peek() == 'E') {
            const qsizetype save = i;
            ++i;
            if (peek() == '+' || peek() == '-')
                ++i;
            if (peek() >= '0' && peek() <= '9') {
                while (peek() >= '0' && peek() <= '9')
                    ++i;
            } else {
                i = save;
            }
        }
        if (isWordChar(peek()) || peek() == '.') {
            qsizetype end = i;
            while (end < s.size() && (isWordChar(s[end]) || s[end] == '.'))
                ++end;
            report("json.bad_number", path, start, {{"got", s.mid(start, end - start).toStdString()}});
            i = end;
        }
        return true;
    }

    bool literal(const char *word)
    {
        const qsizetype n = qsizetype(std::char_traits<char>::length(word));
        if (s.mid(i, n) != QByteArray(word))
            return false;
        i += n;
        return true;
    }

    bool value(const std::string &path, int depth)
    {
        if (depth > maxDepth || atEnd())
            return false;
        const char c = peek();
        if (c == '{')
            return object(path, depth);
        if (c == '[')
            return array(path, depth);
        if (c == '"') {
            std::string ignored;
            return string(path, &ignored);
        }
        if (c == '-' || (c >= '0' && c <= '9'))
            return number(path);
        return literal("true") || literal("false") || literal("null");
    }

    bool object(const std::string &path, int depth)
    {
        ++i; // {
        std::set<std::string> keys;
        skipWs();
        if (peek() == '}') {
            ++i;
            return true;
        }
        while (true) {
            skipWs();
            if (peek() != '"')
                return false;
            const qsizetype keyAt = i;
            std::string key;
            if (!string(path, &key))
                return false;
            const std::string keyPath = child(path, key);
            if (!keys.insert(key).second)
                report("json.duplicate_key", keyPath, keyAt, {{"key", key}});
            skipWs();
            if (peek() != ':')
                return false;
            ++i;
            skipWs();
            if (!value(keyPath, depth + 1))
                return false;
            skipWs();
            if (peek() == ',') {
                ++i;
                continue;
            }
            if (peek() == '}') {
                ++i;
                return true;
            }
            return false;
        }
    }

    bool array(const std::string &path, int depth)
    {
        ++i; // [
        skipWs();
        if (peek() == ']') {
            ++i;
            return true;
        }
        for (qsizetype index = 0;; ++index) {
            skipWs();
            if (!value(path + '[' + std::to_string(index) + ']', depth + 1))
                return false;
            skipWs();
            if (peek() == ',') {
                ++i;
                continue;
            }
            if (peek() == ']') {
                ++i;
                return true;
            }
            return false;
        }
    }
};

} // namespace

JsonScan scanJsonText(const QByteArray &json)
{
    JsonScan result;
    if (const char *wide = wideEncoding(json)) {
        result.diagnostics.push_back(diag("file.encoding", std::string(),
                                          {{"got", wide}, {"offset", "0"}, {"line", "1"}, {"column", "1"}}));
        return result;
    }
    const qsizetype bom = json.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    const qsizetype bad = invalidUtf8At(json);
    if (bad >= 0) {
        qsizetype line = 1, lineStart = 0;
        for (qsizetype k = 0; k < bad; ++k)
            if (json[k] == '\n') {
                ++line;
                lineStart = k + 1;
            }
        result.diagnostics.push_back(diag("file.not_utf8", std::string(),
                                          {{"offset", std::to_string(bad)},
                                           {"line", std::to_string(line)},
                                           {"column", std::to_string(bad - lineStart + 1)}}));
        return result;
    }
    result.text = json.mid(bom);
    result.diagnostics = Scanner(json, bom).run();
    return result;
}

} // namespace gpuk
