#pragma once

// The two ways GPU Kitchen tells the same simulation (DESIGN §7): technical words and pictures,
// or the seed article's restaurant kitchen. Shared by the narrator (SIM) and the kitchen painter
// (KITCHEN), so one toggle switches both.

namespace gpuk {

enum class Skin { Technical, Kitchen };

} // namespace gpuk
