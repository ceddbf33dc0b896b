// Receipts (core/analysis/receipts.h): the model beside published measurements. Every row is
// computed by running the engine; its status must be the one the table declares, so a row that
// leaves its tolerance (or a known gap that closes) fails here.

#include "analysis/receipts.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <cmath>
#include <set>

using namespace gpuk;

namespace {
const std::vector<ReceiptResult> &results()
{
    static const std::vector<ReceiptResult> r = computeReceipts();
    return r;
}
} // namespace

TEST_CASE("Every receipt is within its tolerance or outside it as its declared known gap", "[receipts]")
{
    const auto &table = receiptTable();
    REQUIRE(results().size() == table.size());
    for (std::size_t i = 0; i < table.size(); ++i) {
        const Receipt &row = table[i];
        const ReceiptResult &r = results()[i];
        INFO(row.id << ": engine " << r.engine << ", published " << row.publishedLow << "-" << row.publishedHigh
                    << ", gap " << r.gap << ", tolerance " << row.tolerance << ", status "
                    << receiptStatusName(r.status));
        REQUIRE(std::isfinite(r.engine));
        CHECK(r.engine > 0);
        if (row.expected == ReceiptExpectation::Matched) {
            CHECK(std::abs(r.gap) <= row.tolerance);
            CHECK(r.status == ReceiptStatus::Matched);
        } else {
            CHECK(std::abs(r.gap) > row.tolerance);
            CHECK(r.status == ReceiptStatus::KnownGap);
        }
    }
}

TEST_CASE("The receipts table has at least 12 rows from at least 5 independent sources, each fully described",
          "[receipts]")
{
    const auto &table = receiptTable();
    CHECK(table.size() >= 12);
    CHECK(receiptSourceKeys().size() >= 5);
    std::set<std::string> ids;
    std::set<ReceiptTopic> topics;
    for (const auto &row : table) {
        INFO(row.id);
        CHECK(ids.insert(row.id).second);
        topics.insert(row.topic);
        CHECK_FALSE(row.source.title.empty());
        CHECK((row.source.url.rfind("https://", 0) == 0));
        CHECK_FALSE(row.setup.empty());
        CHECK_FALSE(row.metric.empty());
        CHECK_FALSE(row.publishedText.empty());
        CHECK(row.publishedLow > 0);
        CHECK(row.publishedHigh >= row.publishedLow);
        CHECK(row.tolerance > 0);
        CHECK(row.tolerance <= 0.25);
        CHECK(bool(row.compute));
        CHECK_FALSE(row.parameters.empty());
        // a known gap says why; a matched row does not carry a reason
        CHECK(row.gapReason.empty() == (row.expected == ReceiptExpectation::Matched));
    }
    for (ReceiptTopic t : {ReceiptTopic::MigScaling, ReceiptTopic::MigNeighbours, ReceiptTopic::Mps,
                           ReceiptTopic::TimeSlicing, ReceiptTopic::Vgpu, ReceiptTopic::LlmDecode,
                           ReceiptTopic::SoftwareSlicing})
        CHECK(topics.count(t) == 1);
}

TEST_CASE("Some receipts are independent checks: no parameter of theirs is calibrated on them", "[receipts]")
{
    int checks = 0;
    for (const auto &row : receiptTable())
        if (!row.calibration())
            ++checks;
    // calibration rows may not be the whole table
    CHECK(checks >= 8);
    CHECK(checks < int(receiptTable().size()));
}

TEST_CASE("Receipts are deterministic and the whole table computes in a few seconds", "[receipts]")
{
    const auto t0 = std::chrono::steady_clock::now();
    const std::vector<ReceiptResult> again = computeReceipts();
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    CHECK(s < 5.0);
    REQUIRE(again.size() == results().size());
    for (std::size_t i = 0; i < again.size(); ++i) {
        INFO(again[i].id);
        CHECK(again[i].engine == results()[i].engine);
    }
}

TEST_CASE("A receipt's gap is measured against the nearer end of a published range and is 0 inside it",
          "[receipts]")
{
    CHECK(receiptGap(0.97, 0.944, 1.0) == 0);
    CHECK(receiptGap(0.9, 1.0, 1.0) == Approx(-0.1));
    CHECK(receiptGap(1.1, 0.94, 1.05) == Approx(1.1 / 1.05 - 1));
    CHECK(receiptGap(0.5, 0.94, 1.05) == Approx(0.5 / 0.94 - 1));

    // a status follows the expectation: a matched row outside its tolerance, a known gap inside it
    Receipt row;
    row.publishedLow = row.publishedHigh = 1.0;
    row.tolerance = 0.05;
    CHECK(receiptStatus(row, 1.04) == ReceiptStatus::Matched);
    CHECK(receiptStatus(row, 1.06) == ReceiptStatus::OutOfTolerance);
    row.expected = ReceiptExpectation::KnownGap;
    CHECK(receiptStatus(row, 1.06) == ReceiptStatus::KnownGap);
    CHECK(receiptStatus(row, 0.96) == ReceiptStatus::GapClosed);
    CHECK(receiptStatus(row, std::nan("")) == ReceiptStatus::Error);
}

TEST_CASE("A receipt's setup states the source's own setup where the engine's differs", "[receipts]")
{
    // The MPS co-location source capped each process at 60 % of the SMs; the
    // time-slicing source ran two continuously running agents, not two light services, and the
    // receipt says why the engine differs.
    int seen = 0;
    for (const Receipt &r : receiptTable()) {
        INFO(r.id << ": " << r.setup);
        if (r.id == "pebble-mps-qwen3-throughput" || r.id == "pebble-mps-qwen3-tpot") {
            CHECK(r.setup.find("60 % of the SMs") != std::string::npos);
            ++seen;
        }
        if (r.id == "tds-timeslice-p99") {
            CHECK(r.setup.find("two agents running continuously") != std::string::npos);
            CHECK(r.setup.find("why it differs") != std::string::npos);
            ++seen;
        }
    }
    CHECK(seen == 3);
}
