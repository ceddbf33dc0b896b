#pragma once

// The words of the receipts table (analysis/receipts.h) for display. The core's rows carry their
// texts in English (the JSON form); every one of them is marked here for lupdate in the context
// "gpuk::Receipts" and translated at the point of use, so the CLI and the GUI show the same words.
// A test checks that every text of the table is marked (hasReceiptText).

#include "analysis/receipts.h"

#include <QJsonObject>
#include <QString>

#include <string>

namespace gpuk {

// A text of the table, translated ("" stays "").
QString receiptText(const std::string &english);
// True if the text is marked for translation here (or has no word to translate).
bool hasReceiptText(const std::string &english);

QString receiptStatusText(ReceiptStatus s);       // "matched", "known gap", …
QString receiptTopicText(ReceiptTopic t);         // "MIG slice scaling", …
QString sourceGradeText(SourceGrade g);           // "primary", "secondary"

// Numbers as the table shows them.
QString receiptRatioText(double v);               // "0.133", "1.66"
QString receiptPublishedText(const Receipt &row); // "0.133" or "0.944–1.00"
QString receiptGapText(double gap);               // "+5.4 %", "−2.6 %", "0 %"
QString receiptToleranceText(double tolerance);   // "±10 %"

// A known gap of the model where its number appears (analysis/receipts.h knownGapsFor), in one
// sentence: "Known gap (receipt igual-mps-memory-contention): co-executed throughput / sequential is
// 0.991 in the engine, 0.700 measured (gap +41.5 %): <why>". The CLI and the canvas say the same.
QString knownGapSentence(const KnownGapHere &gap);
// The same for JSON: receipt, engine, published_low, published_high, gap, why.
QJsonObject knownGapJson(const KnownGapHere &gap);

} // namespace gpuk
