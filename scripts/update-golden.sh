#!/bin/sh
# Rewrites tests/golden/ from the CLI of BUILD_DIR: for every built-in scenario, the JSON of
# `gpukitchen-cli --lang en run builtin:NAME --format json` and `compare builtin:NAME --format json`,
# with the machine-dependent wall time masked exactly as the ctest
# "cli: every built-in by every sharing mode equals the stored JSON byte for byte" masks it
# (both run tests/cli/golden.cmake). Run it only when a change of results is intended, and review
# `git diff tests/golden` before committing it.
#   scripts/update-golden.sh BUILD_DIR      (e.g. build; builds gpukitchen-cli first)
set -e
if [ $# -ne 1 ]; then
    echo "usage: $0 BUILD_DIR" >&2
    exit 2
fi
src="$(cd "$(dirname "$0")/.." && pwd)"
build="$1"
cmake --build "$build" --target gpukitchen-cli
cmake -DCLI="$build/app/gpukitchen-cli" -DGOLDEN="$src/tests/golden" -DUPDATE=ON -P "$src/tests/cli/golden.cmake"
