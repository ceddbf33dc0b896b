#!/bin/sh
# Installs what is missing, builds, and opens GPU Kitchen on its default demo.
set -e
cd "$(dirname "$0")/.."
sh scripts/deps.sh
# No -DBUILD_TESTING=OFF: build/ is shared with test-all.sh, and only the two app targets are built.
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build --target gpukitchen gpukitchen-cli
if [ -z "$DISPLAY" ] && [ -z "$WAYLAND_DISPLAY" ]; then
    echo "No display found: running under xvfb and writing a screenshot to build/demo.png"
    echo "(after 1.5 s of the simulation playing)"
    exec xvfb-run -a ./build/app/gpukitchen --screenshot build/demo.png --after-ms 1500 "$@"
fi
exec ./build/app/gpukitchen "$@"
