#!/bin/sh
# Installs what is missing, builds, and runs every test headless: the normal build, then the
# same tests once more under AddressSanitizer + UndefinedBehaviorSanitizer.
set -e
cd "$(dirname "$0")/.."
sh scripts/deps.sh

echo "== layers: core/ has no Qt (only core/io may), every #include keeps to docs/architecture.md"
sh scripts/check-layers.sh

echo "== translations: no unfinished or vanished message in translations/*.ts"
if grep -l 'type="unfinished"\|type="vanished"\|type="obsolete"' translations/*.ts; then
    echo "FAIL: incomplete translation"; exit 1
fi
echo "ok"

export QT_QPA_PLATFORM=offscreen
echo "== build and test"
# BUILD_TESTING=ON explicitly: build/ is shared with run-demo.sh, and a cached OFF from an older
# run-demo.sh would otherwise leave ctest with no test at all (it still exits 0: hence --no-tests).
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBUILD_TESTING=ON >/dev/null
cmake --build build
ctest --test-dir build --output-on-failure --no-tests=error -j2

echo "== build and test with AddressSanitizer + UndefinedBehaviorSanitizer"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGPUK_SANITIZE=ON -DBUILD_TESTING=ON >/dev/null
ASAN_OPTIONS=detect_leaks=0 cmake --build build-asan
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 LSAN_OPTIONS=suppressions=$PWD/tests/lsan.supp \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build-asan --output-on-failure --no-tests=error -j2
