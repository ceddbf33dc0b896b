#pragma once

// The two ways GPU Kitchen tells the same simulation (DESIGN §7): technical words and pictures,
// or the seed article's restaurant kitchen. Shared by the narrator and the kitchen painter, so
// one toggle switches both.

namespace gpuk {

enum class Skin { Technical, Kitchen };

} // namespace gpuk
