#pragma once

namespace gpuk { enum class Skin { Technical, Kitchen }; }
