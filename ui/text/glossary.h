#pragma once

// The glossary of Help → Glossary (DESIGN §8): every term a student meets on the canvas,
// in the inspector or the status bar, with a short definition, the kitchen skin's word for it, and
// the words that name it in visible text (English and Chinese), so a tool tip or a label can find
// the terms it mentions (glossaryTermsIn) and link them (ui/shell/glossarylinks).
//
// The definitions' facts come from ../shared/reference/gpu-sharing-facts.md and
// more-facts-2026-12.md; each entry names its section in `source` (and in a comment).

#include <QString>
#include <QStringList>

#include <vector>

namespace gpuk {

struct GlossaryEntry
{
    QString key;          // stable id ("sm", "mps-cap"): links (glossary:KEY), tests, showTerm
    QString term;         // the term, translated ("SM (streaming multiprocessor)")
    QStringList names;    // words naming it in visible text, English and Chinese, untranslated
    QString definition;   // 2–4 sentences, translated
    QString kitchen;      // the kitchen skin's word for it, translated; empty: none
    QStringList related;  // keys
    QString source;       // where the facts are: "gpu-sharing-facts.md §2.3"
};

// Every entry, in the order of the glossary's list, in the current language.
std::vector<GlossaryEntry> glossaryEntries();
// The entry for `key`, or nullptr-like: an entry with an empty key.
GlossaryEntry glossaryEntry(const QString &key);

// The keys of the terms `text` mentions (plain or rich text; English or Chinese), each once, in
// the order they first appear. Whole words only ("SM" but not "SMALL", "SMs" too), acronyms
// case-sensitive, other words not; the longest name wins where names overlap ("stranded SM" is
// stranded-sm, not sm); MIG profile names such as 1g.5gb or 1c.3g.20gb are profile-name, vGPU
// type names such as A100-3-20C vgpu-profile.
QStringList glossaryTermsIn(const QString &text);

// Where in plain `text` each term is named (by the rules of glossaryTermsIn), in text order.
struct GlossaryHit
{
    int at = 0;
    int length = 0;
    QString key;
};
std::vector<GlossaryHit> glossaryHitsIn(const QString &plainText);

// `plainText` as rich text (escaped, line breaks kept), the first mention of every term a
// glossary:KEY link (ui/shell/glossarylinks connectGlossaryLinks opens them; the inspector's
// placement words use it).
QString glossaryLinked(const QString &plainText);

} // namespace gpuk
