#!/bin/bash
# A teacher's first lesson, driven with real X events: Xvfb at 1920x1080 with the openbox window
# manager, xdotool for the mouse and the keyboard, the app's own state dump (--state-json) to
# check the window after every step, and a screenshot of the whole screen after every step.
#
#   scripts/first-lesson.sh [OUTDIR]        (default /tmp/first-lesson)
#
# Steps: the window appears; Space pauses and plays; the "Embedding" preset is dragged from the
# palette onto a free MIG memory slot; Ctrl+Z / Ctrl+Shift+Z undo and redo it; a right-click on
# its room and "Inject a fault into …" faults it; Ctrl+K shows the kitchen; the window is resized
# to 1366x768, and there: the run is played to its end at the fastest speed and Space runs it again
# (charts and narrator start afresh); the inspector's Kind combo box is changed with the mouse and
# the keyboard and Space still pauses; Alt+M and Down switch to MPS; a preset is dragged onto the
# pool and Home rewinds at once; a fault is injected mid-run and View > Language switches to
# Chinese without touching the run (time, charts, fault kept; undo history in Chinese); then with
# the keyboard only: Ctrl+N (Discard), Insert adds a preset, an arrow moves its MIG room, Ctrl+I
# faults it, Shift+F10 opens its menu, Alt+M and Down switch to MPS, Ctrl+Z switches back; Ctrl+Q
# quits, the unsaved-changes prompt answered "Discard" with the keyboard. Exit 1 names the first
# failed check.
#
# Installs what is missing (as root, Debian bookworm) and builds gpukitchen in build/ if needed
# (GPUK_BUILD_DIR overrides). GPUK_LESSON_SCENARIO picks the scenario (default
# builtin:rag-customer-service, which has a free MIG memory slot).
set -u
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=${1:-/tmp/first-lesson}
BUILD=${GPUK_BUILD_DIR:-build}
SCENARIO=${GPUK_LESSON_SCENARIO:-builtin:rag-customer-service}
XNAME=first-lesson
XSCREEN=1920x1080
. scripts/xdrive.sh
start_app "$SCENARIO"

# ---- The lesson --------------------------------------------------------------------------------
step 01-window "the window appears"
await_window
activate
check "the window is active" 's["window"]["active"]'
check "the screen is 1920x1080" 's["screen"]["geometry"]["w"] == 1920 and s["screen"]["geometry"]["h"] == 1080'
check "the window lies on the screen" 'inside(s["window"]["frame"], s["screen"]["geometry"])'
check "the canvas lies on the screen" 'inside(s["canvas"]["rect"], s["screen"]["geometry"])'
check "the scenario is in MIG mode with tenants" 's["mode"] == "mig" and s["tenantCount"] > 0'
check "no document change yet" 'not s["modified"] and not s["canUndo"]'
check "the simulation plays" 's["simulation"]["playing"]'
check "the palette shows the Embedding preset" 'preset(s, "embedding")["visible"]'
check "the canvas has a free MIG memory slot" 'len(s["freeMemorySlots"]) > 0'
TENANTS=$(q 's["tenantCount"]')
shot 01-window

step 02-space "Space pauses and plays"
T0=$(q 's["simulation"]["timeS"]')
xdotool key space
check "Space pauses" 'not s["simulation"]["playing"]'
shot 02-space-paused
xdotool key space
check "Space plays again" 's["simulation"]["playing"]'
check "the simulated time runs" "s['simulation']['timeS'] > $T0"

step 03-drag "drag Embedding from the palette onto a free memory slot"
read -r PX PY <<<"$(xy 'preset(s, "embedding")["center"]')"
read -r MX MY <<<"$(xy 's["freeMemorySlots"][0]["center"]')"
SLOT=$(q 's["freeMemorySlots"][0]["slot"]')
IDS_BEFORE=$(q 's["tenantIds"]')
echo "  from palette ($PX,$PY) to memory slot $SLOT ($MX,$MY)"
drag "$PX" "$PY" "$MX" "$MY"
check "the drop preview over the free slot is legal" 's["dropPreview"] is not None and s["dropPreview"]["legal"]'
shot 03-drag-preview
xdotool mouseup 1
check "the tenant count is one more" "s['tenantCount'] == $TENANTS + 1"
check "the drop can be undone and the document is modified" 's["canUndo"] and s["modified"]'
check "the new tenant has a room on the canvas" 'len(s["tenantCenters"]) == s["tenantCount"]'
NEW_ID=$(python3 -c "import json,sys; a=json.loads(sys.argv[1]); b=json.loads(sys.argv[2]); print([i for i in b if i not in a][0])" \
    "$IDS_BEFORE" "$(q 's["tenantIds"]')")
echo "  new tenant: $NEW_ID"
check "memory slot $SLOT is no longer free" "all(f['slot'] != $SLOT for f in s['freeMemorySlots'])"
shot 03-dropped

step 04-undo "Ctrl+Z undoes the drop, Ctrl+Shift+Z redoes it"
activate
xdotool key ctrl+z
check "Ctrl+Z: the tenant count is back" "s['tenantCount'] == $TENANTS"
check "Ctrl+Z: redo is available" 's["canRedo"]'
shot 04-undone
xdotool key ctrl+shift+z
check "Ctrl+Shift+Z: the tenant is back" "s['tenantCount'] == $TENANTS + 1 and '$NEW_ID' in s['tenantIds']"
check "Ctrl+Shift+Z: nothing left to redo" 'not s["canRedo"]'
shot 04-redone

step 05-fault "right-click the new tenant's room, Inject a fault"
check "the simulation plays and has not finished" 's["simulation"]["playing"] and not s["simulation"]["finished"]'
check "the new tenant's room has a centre" "'$NEW_ID' in s['tenantCenters']"
FAULTS=$(q 's["faultCount"]')
fault_by_right_click "s['tenantCenters']['$NEW_ID']" 05-context-menu
check "the menu closed" 's["popupMenu"] is None'
check "the dump shows a fault of the new tenant" "s['faultCount'] > $FAULTS and s['lastFault']['tenantId'] == '$NEW_ID'"
check "the blast radius is drawn" 's["faultFlashActive"]' 2
check "the narrator tells of the fault" '"fault" in s["narrator"].lower()' 3
shot 05-fault

step 06-kitchen "Ctrl+K shows the kitchen"
activate
xdotool key ctrl+k
check "the skin is the kitchen" 's["skin"] == "kitchen"'
shot 06-kitchen

step 07-resize "the window resized to 1366x768"
xdotool windowsize --sync "$WID" 1366 768 2>/dev/null
check "the window's geometry is 1366x768" 's["window"]["geometry"]["w"] == 1366 and s["window"]["geometry"]["h"] == 768'
check "the window lies on the screen" 'inside(s["window"]["frame"], s["screen"]["geometry"])'
check "the canvas lies inside the window" 'inside(s["canvas"]["rect"], s["window"]["geometry"])'
check "the canvas lies on the screen" 'inside(s["canvas"]["rect"], s["screen"]["geometry"])'
check "the canvas is not squeezed away" 's["canvas"]["rect"]["w"] >= 300 and s["canvas"]["rect"]["h"] >= 200'
shot 07-1366x768

step 07b-rerun "at 1366x768: the run played to its end, then Space runs it again from t = 0"
activate
for _ in $(seq 12); do
    [ "$(q 's["simulation"]["speed"] >= 1000')" = true ] && break
    xdotool key equal # faster
    sleep 0.15
done
check "the speed is the fastest" 's["simulation"]["speed"] >= 1000'
check "the run reaches its end" 's["simulation"]["finished"] and not s["simulation"]["playing"]' 60
check "the charts show the whole run" 's["charts"]["newestX"] > 30'
shot 07b-finished
for _ in $(seq 12); do
    [ "$(q 's["simulation"]["speed"] <= 1')" = true ] && break
    xdotool key minus # slower
    sleep 0.15
done
check "the speed is back to 1x" 's["simulation"]["speed"] == 1'
xdotool key space
check "Space at the end plays again" 's["simulation"]["playing"] and not s["simulation"]["finished"]'
check "the new run starts at t = 0" 's["simulation"]["timeS"] < 5'
check "the charts show only the new run" '-1 <= s["charts"]["newestX"] < 5'
check "the narrator no longer says the run ended" '"ended" not in s["narrator"] and "end of the run" not in s["narrator"].lower()'
shot 07b-rerun

step 07c-inspector "a combo box of the inspector changed with the mouse and the keyboard, then Space pauses"
check "a tenant is selected" 's["selectedTenant"] is not None'
check "the inspector shows the tenant's kind" 's["widgets"].get("inspectorKind", {}).get("visible") and s["widgets"]["inspectorKind"]["enabled"]'
KIND_BEFORE=$(q 's["widgets"]["inspectorKind"]["text"]')
read -r KX KY <<<"$(xy 's["widgets"]["inspectorKind"]["center"]')"
xdotool mousemove --sync "$KX" "$KY" click 1
sleep 0.5 # the kind's list opens
xdotool key Down Return
check "the kind changed" "s['widgets']['inspectorKind']['text'] != $KIND_BEFORE and s['canUndo']"
check "the focus stays in the kind's combo box" 's["focus"] == "inspectorKind"'
PLAYING=$(q 's["simulation"]["playing"]')
xdotool key space
check "Space pauses or plays (not typed into a field)" "s['simulation']['playing'] != ${PLAYING^}"
check "the focus is still in the kind's combo box" 's["focus"] == "inspectorKind"'
shot 07c-inspector-space
xdotool key ctrl+z
check "Ctrl+Z puts the kind back" "s['widgets']['inspectorKind']['text'] == $KIND_BEFORE"
[ "$(q 's["simulation"]["playing"]')" = true ] || xdotool key space
check "the run plays" 's["simulation"]["playing"]'

step 07d-mode "the mode switched to MPS from the keyboard (Alt+M, Down)"
activate
xdotool key alt+m
check "Alt+M focuses the mode selector" 's["focus"] == "modeCombo"'
for _ in 1 2 3 4 5; do
    [ "$(q 's["mode"] == "mps"')" = true ] && break
    xdotool key Down
    sleep 0.4
done
check "the mode is MPS" 's["mode"] == "mps"'
check "the switch can be undone" 's["canUndo"]'
shot 07d-mps

step 07e-drag-home "a preset dragged onto the MPS pool, then Home rewinds"
check "the palette shows the Reranker preset" 'preset(s, "reranker")["visible"]'
read -r PX PY <<<"$(xy 'preset(s, "reranker")["center"]')"
read -r CX CY <<<"$(xy '[s["canvas"]["rect"]["x"] + s["canvas"]["rect"]["w"] // 2, s["canvas"]["rect"]["y"] + s["canvas"]["rect"]["h"] // 2]')"
TENANTS_NOW=$(q 's["tenantCount"]')
drag "$PX" "$PY" "$CX" "$CY"
check "the drop preview over the pool is legal" 's["dropPreview"] is not None and s["dropPreview"]["legal"]'
xdotool mouseup 1
check "the reranker joined the pool" "s['tenantCount'] == $TENANTS_NOW + 1"
check "the run plays again after the drop" 's["simulation"]["playing"]'
check "the simulated time passes 3 s" 's["simulation"]["timeS"] > 3' 20
xdotool key Home
check "Home after the drop rewinds to t = 0 (the keys act on the canvas, not the palette)" 's["simulation"]["timeS"] < 1.5'
check "the charts show only the rewound run" 's["charts"]["newestX"] < 1.5'
check "the focus left the palette" 's["focus"] != "tenantPalette"'
shot 07e-home

step 07f-mid-run "a fault injected mid-run, kept through the language switch"
check "the run plays" 's["simulation"]["playing"]'
check "the simulated time passes 5 s" 's["simulation"]["timeS"] > 5' 20
FAULTS=$(q 's["faultCount"]')
fault_by_right_click "list(s['tenantCenters'].values())[0]"
check "the fault is injected" "s['faultCount'] > $FAULTS"
FAULTS=$(q 's["faultCount"]')
LASTFAULT=$(q 's["lastFault"]')

step 08-language "View > Language > 简体中文, with the keyboard"
activate
xdotool key alt+v
check "the View menu opens" 's["popupMenu"] is not None and s["popupMenu"]["objectName"] == "viewMenu"'
shot 08-view-menu
if [ "$(q 'any(i["submenu"] and i["text"].replace("&", "").startswith("Language") for i in s["popupMenu"]["items"])')" != true ]; then
    echo "  note: no Language menu under View: the language switch is skipped"
    xdotool key Escape
else
    xdotool key l
    check "the Language menu opens" 'item(s["popupMenu"], "language_zh_CN") is not None'
    for _ in 1 2 3 4; do
        [ "$(q 'item(s["popupMenu"], "language_zh_CN")["active"]')" = true ] && break
        xdotool key Down
        sleep 0.3
    done
    check "简体中文 is the highlighted item" 'item(s["popupMenu"], "language_zh_CN")["active"]'
    shot 08-language-menu
    T_BEFORE=$(q 's["simulation"]["timeS"]')
    NX_BEFORE=$(q 's["charts"]["newestX"]')
    xdotool key Return
    check "the language is zh_CN" 's["language"] == "zh_CN"'
    check "the run went on: time and charts kept" "s['simulation']['timeS'] >= $T_BEFORE and s['charts']['newestX'] >= $NX_BEFORE - 0.5"
    check "the injected fault is kept" "s['faultCount'] == $FAULTS and s['lastFault'] == json.loads(r'''$LASTFAULT''')"
    check "the undo history speaks Chinese" 'any(ord(c) > 0x2e80 for c in s["undoText"])'
    check "the window title is Chinese" 'any(ord(c) > 0x2e80 for c in s["window"]["title"])'
    check "the narrator speaks Chinese" 'any(ord(c) > 0x2e80 for c in s["narrator"])'
    check "the kitchen skin and the new tenant stayed" "s['skin'] == 'kitchen' and '$NEW_ID' in s['tenantIds']"
    shot 08-chinese
fi

step 08b-keyboard "keyboard only, at 1366x768 in Chinese: new, add, move, fault, mode, undo"
activate
xdotool key ctrl+n
check "Ctrl+N asks about the unsaved changes" 's["dialog"] is not None and button(s["dialog"], "discard") is not None'
discard
check "a new, empty scenario in MIG" 's["dialog"] is None and s["tenantCount"] == 0 and s["mode"] == "mig"'
check "the focus is on the GPU picture" 's["focus"] == "gpuCanvas"'
shot 08b-new
xdotool key Insert
check "Insert opens the add menu" 's["popupMenu"] is not None'
shot 08b-add-menu
xdotool key Down Return
check "the first preset is added and selected" 's["tenantCount"] == 1 and s["selectedTenant"] is not None'
check "the focus is back on the GPU picture" 's["focus"] == "gpuCanvas"'
KT=$(q 's["selectedTenant"]')
check "the new tenant's room is drawn" "$KT in s['tenantCenters']"
KC=$(q "s['tenantCenters'][$KT]")
xdotool key Right
if ! python3 "$PROBE" wait "$STATE" "s['tenantCenters'][$KT] != $KC" 2; then
    xdotool key Left
fi
check "an arrow key moved the room" "s['tenantCenters'][$KT] != $KC and s['selectedTenant'] == $KT"
shot 08b-moved
[ "$(q 's["simulation"]["playing"]')" = true ] || xdotool key space
check "the run plays" 's["simulation"]["playing"] and not s["simulation"]["finished"]'
FAULTS=$(q 's["faultCount"]')
xdotool key ctrl+i
check "Ctrl+I faults the selected tenant" "s['faultCount'] > $FAULTS and s['lastFault']['tenantId'] == $KT"
shot 08b-fault
xdotool key shift+F10
check "Shift+F10 opens the selected tenant's menu with the fault item" 'item(s["popupMenu"], "injectFaultAction") is not None'
xdotool key Escape
check "Escape closes it" 's["popupMenu"] is None'
xdotool key alt+m
check "Alt+M focuses the mode selector" 's["focus"] == "modeCombo"'
for _ in 1 2 3 4 5; do
    [ "$(q 's["mode"] == "mps"')" = true ] && break
    xdotool key Down
    sleep 0.4
done
check "the mode is MPS" 's["mode"] == "mps"'
shot 08b-mps
xdotool key ctrl+z
check "Ctrl+Z switches back to MIG, the tenant kept" "s['mode'] == 'mig' and s['tenantCount'] == 1"

step 09-quit "Ctrl+Q, the unsaved-changes prompt answered Discard with the keyboard"
activate
xdotool key ctrl+q
check "the unsaved-changes prompt is shown" 's["dialog"] is not None and button(s["dialog"], "discard") is not None'
shot 09-unsaved-prompt
discard
for _ in $(seq 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$APP_PID" 2>/dev/null; then
    echo "  FAIL the app quits after Discard (step $STEP)"
    import -window root "$OUT/failed-$STEP.png" 2>/dev/null
    exit 1
fi
wait "$APP_PID"
rc=$?
[ "$rc" = 0 ] || { echo "  FAIL the app exits with 0 (got $rc) (step $STEP)"; exit 1; }
echo "  ok   the app quit with exit code 0"
shot 09-after-quit
echo "first lesson: every check passed; screenshots in $OUT"
