#!/bin/sh
# Crash recovery of the real app: open a scenario by a relative name, edit it, kill -9 the app
# DELAY seconds after the edit (1 and 10 by default), restart it from another working directory
# where a file of the same name exists, recover, save: the original file (absolute path) must hold
# the edit and the other directory's file must be untouched. HOME and the XDG directories are a
# scratch tree, never the user's.
#   tests/gui/crash-recovery.sh GPUKITCHEN SCENARIO WORKDIR [DELAY...]
# (ctest runs it; by hand: tests/gui/crash-recovery.sh build/app/gui/gpukitchen \
#   resources/scenarios/seed-a100-mig.gpuk.json /tmp/gpuk-crash 1 10)
set -eu
app=$1
scenario=$2
work=$3
shift 3
[ $# -gt 0 ] || set -- 1 10

fail() { echo "crash-recovery: $*" >&2; exit 1; }

for delay in "$@"; do
    w="$work/after-$delay"
    rm -rf "$w"
    mkdir -p "$w/home" "$w/config" "$w/data" "$w/first" "$w/second"
    cp "$scenario" "$w/first/lesson.gpuk.json"
    cp "$scenario" "$w/second/lesson.gpuk.json"
    cp "$scenario" "$w/pristine.gpuk.json"
    export HOME="$w/home" XDG_CONFIG_HOME="$w/config" XDG_DATA_HOME="$w/data" QT_QPA_PLATFORM=offscreen

    (cd "$w/first" && GPUK_TEST_ACTION=edit exec "$app" lesson.gpuk.json >"$w/first.out" 2>"$w/first.err") &
    pid=$!
    i=0
    until grep -q "gpukitchen-test: edited" "$w/first.out" 2>/dev/null; do
        i=$((i + 1))
        [ $i -le 300 ] || { kill -9 $pid 2>/dev/null; fail "no edit within 30 s: $(cat "$w/first.err")"; }
        kill -0 $pid 2>/dev/null || fail "the app ended before the edit: $(cat "$w/first.err")"
        sleep 0.1
    done
    sleep "$delay"
    kill -9 $pid
    wait $pid 2>/dev/null || true
    ls "$w"/data/gpukitchen/gpukitchen/autosave/*.gpuk.json >/dev/null 2>&1 \
        || fail "killed $delay s after the edit: no autosave in $w/data/gpukitchen/gpukitchen/autosave"

    rc=0
    (cd "$w/second" && GPUK_TEST_ACTION=recover-save timeout 60 "$app" >"$w/second.out" 2>"$w/second.err") || rc=$?
    [ $rc -eq 0 ] || fail "restart after a kill $delay s after the edit: exit $rc: $(cat "$w/second.out" "$w/second.err")"
    grep -qF "gpukitchen-test: recovered $w/first/lesson.gpuk.json" "$w/second.out" \
        || fail "the recovered work is not the original file: $(cat "$w/second.out")"
    cmp -s "$w/pristine.gpuk.json" "$w/first/lesson.gpuk.json" && fail "the original file does not hold the edit"
    cmp -s "$w/pristine.gpuk.json" "$w/second/lesson.gpuk.json" || fail "the file in the other working directory was changed"
    ls "$w"/data/gpukitchen/gpukitchen/autosave/*.gpuk.json >/dev/null 2>&1 && fail "an autosave is left after the save"
    echo "killed $delay s after the edit: recovered from another directory and saved to $w/first/lesson.gpuk.json"
done
