#!/bin/sh
# Start-to-painted-window time of the GUI: runs `gpukitchen --startup-probe` N times headless
# (QT_QPA_PLATFORM=offscreen) and prints the median and the maximum of two figures:
#   main   milliseconds from the start of main() to the first paint of the main window (the app's
#          own clock, printed by --startup-probe);
#   total  wall milliseconds of the whole process, exec to exit (dynamic loading, Qt's start-up,
#          the first paint and the exit), measured here.
# --startup-probe never reads or writes the user's settings and does not autosave.
# Usage: scripts/measure-startup.sh [BUILD_DIR] [RUNS]   (defaults: build, 10)
set -e
cd "$(dirname "$0")/.."
app="${1:-build}/app/gpukitchen"
runs="${2:-10}"
[ -x "$app" ] || { echo "no $app: build the gpukitchen target first" >&2; exit 2; }
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}" # xvfb-run with QT_QPA_PLATFORM=xcb also works
mains=""
totals=""
i=0
while [ "$i" -lt "$runs" ]; do
    start=$(date +%s%N)
    line=$("$app" --startup-probe 2>/dev/null | grep '^startup:')
    end=$(date +%s%N)
    main=$(echo "$line" | awk '{print $2}')
    [ -n "$main" ] || { echo "run $i printed no startup line" >&2; exit 1; }
    mains="$mains $main"
    totals="$totals $(( (end - start) / 1000000 ))"
    i=$((i + 1))
done
stats() { # median and max of the numbers given
    echo "$@" | tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {
        m = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2;
        printf "median %.1f ms, max %.1f ms", m, a[NR] }'
}
echo "gpukitchen --startup-probe, $runs runs, QT_QPA_PLATFORM=$QT_QPA_PLATFORM"
echo "  main() to first paint: $(stats $mains)"
echo "  whole process:         $(stats $totals)"
