#pragma once

// The two ways GPU Kitchen tells the same simulation (DESIGN §7): technical words and pictures,
// or the seed article's restaurant kitchen. Shared by the canvas, the narrator and the main
// window, so one toggle switches them all.

namespace gpuk {

enum class Skin { Technical, Kitchen };

} // namespace gpuk
