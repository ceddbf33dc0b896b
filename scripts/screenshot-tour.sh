#!/bin/sh
# Screenshot tour: every built-in scenario x mode x skin x language, rendered headless with the
# app's own --screenshot after 1.5 s of simulation, for a person to look at (not a test).
# Usage: scripts/screenshot-tour.sh [BUILD_DIR] [OUT_DIR]   (defaults: build, /tmp/tour)
# AFTER_MS=0 renders t = 0 (no wall clock involved: the same pictures every run, for a pixel diff
# between two builds); the default, 1500, shows the simulation playing. SIZE=1366x768 sets the
# window size (default 1600x1000).
# Files: OUT_DIR/NAME-MODE-SKIN-LANG.png. A combination the app refuses is reported and the
# script goes on; the exit status is the number of failed renders (0 = all written).
cd "$(dirname "$0")/.." || exit 1
build="${1:-build}"
out="${2:-/tmp/tour}"
after="${AFTER_MS:-1500}"
size="${SIZE:-1600x1000}"
app="$build/app/gpukitchen"
[ -x "$app" ] || { echo "screenshot-tour: no $app (build the gpukitchen target)" >&2; exit 1; }
mkdir -p "$out" || exit 1
export QT_QPA_PLATFORM=offscreen
failed=0
count=0
log=$(mktemp) || exit 1
trap 'rm -f "$log"' EXIT
for json in resources/scenarios/*.gpuk.json; do
    name=$(basename "$json" .gpuk.json)
    for mode in exclusive mig mps vgpu timeslice; do
        for skin in tech kitchen; do
            for lang in en zh_CN; do
                png="$out/$name-$mode-$skin-$lang.png"
                # The offscreen platform's chatter goes to a log, shown only when a render fails.
                if "$app" "builtin:$name" --mode "$mode" --skin "$skin" --lang "$lang" \
                        --after-ms "$after" --size "$size" --screenshot "$png" 2>"$log"; then
                    count=$((count + 1))
                else
                    echo "screenshot-tour: FAILED $name $mode $skin $lang" >&2
                    cat "$log" >&2
                    failed=$((failed + 1))
                fi
            done
        done
    done
done
echo "screenshot-tour: $count images in $out, $failed failed"
exit "$failed"
