#pragma once

// What QJsonDocument accepts silently or reports without a hint, checked on the raw bytes before it
// parses them (RFC 8259):
//   file.encoding        [got, offset, line, column]  UTF-16 or UTF-32 text (got: "UTF-16LE", …),
//                        with or without a byte order mark
//   file.not_utf8        [offset, line, column]       bytes that are not well-formed UTF-8
//   json.duplicate_key   [key, line, column]          an object names the same key twice (QJsonDocument
//                        keeps the last one and drops the rest)
//   json.invalid_unicode [got, line, column]          a \u escape that is a lone UTF-16 surrogate
//   json.control_character [got, line, column]       a raw control character (U+0000..U+001F) inside
//                        a string, which JSON requires to be escaped
//   json.bad_number      [got, line, column]          a number followed by letters, such as 0x1F (JSON
//                        numbers are decimal)
// Offsets, lines and columns count bytes of the file as given (1-based lines and columns).
// Each finding carries the JSON path of the value it is in. A UTF-8 byte order mark is allowed and
// removed (RFC 8259 §8.1). Anything else that is not valid JSON is left to QJsonDocument, which names
// it: the scan stops quietly where it cannot follow the text.

#include "diagnostic.h"

#include <QByteArray>

namespace gpuk {

struct JsonScan
{
    Diagnostics diagnostics; // errors only; empty: nothing found
    QByteArray text;         // the input without a UTF-8 byte order mark
};

JsonScan scanJsonText(const QByteArray &json);

} // namespace gpuk
