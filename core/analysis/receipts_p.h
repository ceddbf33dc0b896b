#pragma once

// Shared by the receipt table's files (receipts.cpp, receipts_quota.cpp): how a row names its
// parameters, and the rows each file adds.

#include "analysis/receipts.h"

#include <string>
#include <utility>
#include <vector>

namespace gpuk::receipts {

inline ReceiptParameter checked(std::string name, std::string value, std::string note)
{
    return {std::move(name), std::move(value), false, std::move(note)};
}

inline ReceiptParameter calibrated(std::string name, std::string value, std::string note)
{
    return {std::move(name), std::move(value), true, std::move(note)};
}

// Software slicing by quota (receipts_quota.cpp).
std::vector<Receipt> softwareSlicingRows();

} // namespace gpuk::receipts
