#!/bin/bash
# A newcomer's first minutes, driven with real X events: Xvfb at 1366x768 (a laptop) with the
# openbox window manager, xdotool for the mouse and the keyboard, the app's state dump
# (--state-json) checked after every step, and a screenshot of the whole screen after every step.
#
#   scripts/tour-and-challenges.sh [OUTDIR]        (default /tmp/tour-and-challenges)
#
# Steps: a first start (a home of its own: no settings) shows the welcome, the demo paused behind
# it; "Take the 5-minute tour" is clicked; Next is clicked through the tour's ten steps, each
# checked for its mode, skin and fault; "Open the first challenge" opens challenge 1. There the
# learner picks a prediction, locks it, runs and reveals it, then solves the challenge by switching
# the mode with the keyboard (Alt+M, arrows) until the live checks all pass; the forward button
# goes on to challenge 4 (MPS and the noisy neighbour), which is taken the same way: predict, lock,
# reveal, then a mode that keeps the embedding service within its SLO. Exit 1 names the first
# failed check.
#
# Installs what is missing (as root, Debian bookworm) and builds gpukitchen in build/ if needed
# (GPUK_BUILD_DIR overrides).
set -u
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=${1:-/tmp/tour-and-challenges}
BUILD=${GPUK_BUILD_DIR:-build}
XNAME=tour-and-challenges
XSCREEN=1366x768
. scripts/xdrive.sh
start_app # no file, no settings: a first start

# click NAME: a left click on the named button where the dump says it is.
click() {
    local bx by
    check "the button $1 is shown and enabled" "s['buttons']['$1']['enabled']"
    read -r bx by <<<"$(xy "s['buttons']['$1']['center']")"
    xdotool mousemove --sync "$bx" "$by"
    sleep 0.2
    xdotool click 1
}
# mode_to NAME: Alt+M to the mode selector, then arrow keys until it shows NAME (at most 6 steps
# each way); the mode must be the document's afterwards (a MIG layout search may run first).
mode_to() {
    activate
    xdotool key alt+m
    sleep 0.3
    local key
    for key in Up Down; do
        for _ in 1 2 3 4 5 6; do
            [ "$(q "s['mode']")" = "\"$1\"" ] && break 2
            xdotool key "$key"
            sleep 0.8
            [ "$(q 's["dialog"] is not None')" = true ] && sleep 3 # a layout search runs
        done
    done
    check "the mode is $1" "s['mode'] == '$1'" 60
}
# take_challenge N CHOICE: the challenge at place N is shown; choose prediction CHOICE (0-based),
# lock it in, run and reveal; the reveal states the engine's answer.
take_challenge() {
    check "challenge $1 is open, paused, its checks known and failing" \
        "s['lesson'] is not None and s['lesson']['position'] == $1 and s['lesson']['checksKnown'] and not s['lesson']['allChecksPass'] and not s['simulation']['playing']" 20
    shot "challenge-$1-start"
    click "lessonChoice$2"
    check "prediction $2 is chosen" "s['lesson']['predicted'] == $2"
    click lessonLock
    check "the prediction is locked in" "s['lesson']['locked']"
    click lessonReveal
    check "the run is revealed and explained" "s['lesson']['revealed'] and len(s['lesson']['revealText']) > 20" 60
    check "the run plays after the reveal" "s['simulation']['playing']"
    shot "challenge-$1-revealed"
}

# ---- The first minutes -------------------------------------------------------------------------
step 01-welcome "a first start shows the welcome, the demo paused behind it"
await_window
check "the screen is 1366x768" 's["screen"]["geometry"]["w"] == 1366 and s["screen"]["geometry"]["h"] == 768'
check "the window lies on the screen" 'inside(s["window"]["frame"], s["screen"]["geometry"])'
check "the welcome is shown" 's["welcome"]' 10
check "it offers the tour, the challenges, the drill and a blank GPU" \
    'all(b in s["buttons"] for b in ("welcomeTour", "welcomeChallenges", "welcomeDrill", "welcomeBlank"))'
check "the demo waits behind it" 'not s["simulation"]["playing"]'
shot 01-welcome

step 02-tour "Take the 5-minute tour"
click welcomeTour
check "the welcome is gone" 'not s["welcome"]'
check "the tour runs at step 1 of 10" 's["tour"]["running"] and s["tour"]["step"] == 0 and s["tour"]["count"] == 10'
check "on the tour's scenario" 's["fileName"].endswith("rag-customer-service.gpuk.json")'
shot 02-tour-01
# What each step shows: its mode and skin, and the fault of step 4.
EXPECT=(
    "s['mode'] == 'exclusive' and s['simulation']['playing']"
    "s['mode'] == 'mig' and s['simulation']['playing']"
    "s['mode'] == 'mig' and s['faultCount'] >= 1"
    "s['mode'] == 'mps'"
    "s['mode'] == 'timeslice'"
    "s['mode'] == 'vgpu'"
    "s['mode'] == 'mig' and s['skin'] == 'kitchen'"
    "s['skin'] == 'tech'"
    "'tourChallenges' in s['buttons']"
)
for i in $(seq 1 9); do
    click tourNext
    check "tour step $((i + 1)): $(q "s['tour']['title']")" "s['tour']['step'] == $i" 15
    check "  it shows what it says" "${EXPECT[$((i - 1))]}" 15
    check "  nothing to save" 'not s["modified"]'
    sleep 2 # a newcomer reads it while the run goes on
    shot "02-tour-$(printf %02d $((i + 1)))"
done

step 03-challenge-1 "Open the first challenge, predict, reveal, then solve it"
click tourChallenges
check "the tour has ended" 'not s["tour"]["running"]'
take_challenge 1 1
mode_to mig
check "every goal check passes now" 's["lesson"]["allChecksPass"]' 60
shot challenge-1-solved

step 04-challenge-4 "forward to challenge 4: the noisy neighbour"
click lessonForward
# The solved challenge 1 was an edit of a built-in: Save / Discard / Cancel is asked first.
check "the unsaved-changes prompt is shown" 's["dialog"] is not None and button(s["dialog"], "discard") is not None'
shot challenge-1-leave-prompt
discard
check "challenge 2 is open" "s['lesson'] is not None and s['lesson']['position'] == 2" 20
for n in 3 4; do
    click lessonForward
    check "challenge $n is open" "s['lesson'] is not None and s['lesson']['position'] == $n" 20
done
take_challenge 4 2
mode_to mig
check "every goal check passes now" 's["lesson"]["allChecksPass"]' 60
shot challenge-4-solved
echo "tour and challenges: every check passed; screenshots in $OUT"
