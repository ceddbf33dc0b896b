# The harness of the scripts that drive the real app with X events (scripts/first-lesson.sh,
# scripts/tour-and-challenges.sh): sourced, with ROOT, OUT, BUILD, XNAME (the script's name for its
# messages) and XSCREEN (WxH) set. Installs what is missing (as root, Debian bookworm), builds
# gpukitchen, starts Xvfb with the openbox window manager, and defines start_app, the state-dump
# probe (q, xy, check) and the event helpers (shot, step, activate, drag, discard,
# fault_by_right_click). The caller stops everything with the EXIT trap set here.
# ---- What it needs -----------------------------------------------------------------------------
PKGS="xvfb xauth openbox xdotool imagemagick x11-utils python3"
missing=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    if [ "$(id -u)" != 0 ]; then
        echo "$XNAME: missing packages:$missing (run as root to install them)" >&2
        exit 2
    fi
    echo "installing:$missing"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null || exit 2
fi
if [ ! -f "$BUILD/build.ninja" ]; then
    sh scripts/deps.sh || exit 2
    cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null || exit 2
fi
cmake --build "$BUILD" --target gpukitchen >/dev/null || { echo "$XNAME: the build failed" >&2; exit 2; }
APP=$ROOT/$BUILD/app/gpukitchen

mkdir -p "$OUT" || exit 2
rm -f "$OUT"/*.png "$OUT/state.json" "$OUT/failed-state.json" "$OUT/app.log"
STATE=$OUT/state.json
WORK=$(mktemp -d /tmp/$XNAME-home.XXXXXX)

# ---- The X server, the window manager, the app -------------------------------------------------
PIDS=""
cleanup() {
    for p in $PIDS; do kill "$p" 2>/dev/null; done
    wait 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT

n=99
while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do n=$((n + 1)); done
export DISPLAY=:$n
Xvfb "$DISPLAY" -screen 0 ${XSCREEN}x24 -nolisten tcp >"$OUT/xvfb.log" 2>&1 &
PIDS="$! $PIDS"
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
xdpyinfo >/dev/null 2>&1 || { echo "$XNAME: Xvfb did not start" >&2; exit 2; }
HOME=$WORK openbox >"$OUT/openbox.log" 2>&1 &
PIDS="$! $PIDS"
sleep 1

mkdir -p "$WORK/home" "$WORK/runtime"
chmod 700 "$WORK/runtime"
# start_app ARG...: the app with a home of its own (a first start: no settings), its state dumped.
start_app() {
    env -u XDG_CONFIG_HOME -u XDG_DATA_HOME -u LANGUAGE -u LC_MESSAGES \
        HOME="$WORK/home" XDG_RUNTIME_DIR="$WORK/runtime" LANG=C.UTF-8 LC_ALL=C.UTF-8 QT_QPA_PLATFORM=xcb \
        "$APP" "$@" --state-json "$STATE" >"$OUT/app.log" 2>&1 &
    APP_PID=$!
    PIDS="$APP_PID $PIDS"
}

# ---- Checks on the dump ------------------------------------------------------------------------
# q EXPR: prints a Python expression over the dump `s` (json, with helpers) as JSON.
# check NAME EXPR [SECONDS]: waits until EXPR is true; else prints NAME and the dump, exits 1.
PROBE=$WORK/probe.py
cat >"$PROBE" <<'EOF'
import json, sys, time

def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None

def inside(inner, outer):
    return (inner["x"] >= outer["x"] and inner["y"] >= outer["y"]
            and inner["x"] + inner["w"] <= outer["x"] + outer["w"]
            and inner["y"] + inner["h"] <= outer["y"] + outer["h"])

def item(menu, name):
    for i in (menu or {}).get("items", []):
        if i["objectName"] == name:
            return i
    return None

def button(dialog, role):
    for b in (dialog or {}).get("buttons", []):
        if b.get("role") == role:
            return b
    return None

def preset(s, pid):
    return next(p for p in s["presets"] if p["id"] == pid)

def evaluate(expr, s):
    return eval(expr, {"s": s, "inside": inside, "item": item, "button": button, "preset": preset, "json": json})

mode, path, expr = sys.argv[1], sys.argv[2], sys.argv[3]
if mode == "q":
    s = load(path)
    try:
        print(json.dumps(evaluate(expr, s)) if s is not None else "null")
    except Exception:
        print("null")
    sys.exit(0)
deadline = time.time() + float(sys.argv[4])
s = None
while True:
    s = load(path)
    try:
        if s is not None and evaluate(expr, s):
            sys.exit(0)
    except Exception:
        pass
    if time.time() > deadline:
        break
    time.sleep(0.1)
sys.exit(1)
EOF

q() { python3 "$PROBE" q "$STATE" "$1"; }
xy() { python3 "$PROBE" q "$STATE" "$1" | tr -d '[] ' | tr ',' ' '; } # "[x, y]" -> "x y"
STEP="start"
check() {
    if python3 "$PROBE" wait "$STATE" "$2" "${3:-5}"; then
        echo "  ok   $1"
    else
        echo "  FAIL $1 (step $STEP)"
        echo "       expected: $2"
        cp "$STATE" "$OUT/failed-state.json" 2>/dev/null
        import -window root "$OUT/failed-$STEP.png" 2>/dev/null
        echo "       state: $OUT/failed-state.json, screen: $OUT/failed-$STEP.png"
        exit 1
    fi
}
shot() {
    sleep 0.4 # the last paint
    import -window root "$OUT/$1.png" || { echo "$XNAME: cannot take a screenshot" >&2; exit 1; }
    echo "  shot $OUT/$1.png"
}
step() { STEP=$1; echo "== $1: $2"; }
# fault_by_right_click WHERE [SHOT]: right-click the canvas at the point the dump expression WHERE
# gives, check the context menu offers "Inject a fault into <tenant>" (a screenshot named SHOT of
# it, if given) and click that item.
fault_by_right_click() {
    local rx ry fx fy
    read -r rx ry <<<"$(xy "$1")"
    xdotool mousemove --sync "$rx" "$ry" click 3
    check "a context menu opens with the fault item" 'item(s["popupMenu"], "injectFaultAction") is not None'
    check "the item names the fault and the tenant" 'item(s["popupMenu"], "injectFaultAction")["text"].startswith("Inject a fault into")'
    [ -n "${2:-}" ] && shot "$2"
    read -r fx fy <<<"$(xy 'item(s["popupMenu"], "injectFaultAction")["center"]')"
    xdotool mousemove --sync "$fx" "$fy"
    sleep 0.3
    xdotool click 1
}
# await_window: the app's main window is up (the state dump says so) and found by its title (not a
# dialog's, such as the welcome's); sets WID.
await_window() {
    check "the state dump is written" 's is not None' 15
    check "the window is shown" 's["window"]["visible"]' 10
    WID=$(xdotool search --sync --onlyvisible --pid "$APP_PID" --name ' — GPU Kitchen$' 2>/dev/null | head -1)
    [ -n "$WID" ] || { echo "  FAIL the app's X window is found"; exit 1; }
}
activate() { xdotool windowactivate --sync "$WID" >/dev/null 2>&1; sleep 0.2; }
# drag X0 Y0 X1 Y1: press at (X0,Y0), move in 25 steps to one pixel right of (X1,Y1); the button
# stays down (the caller checks the drop preview, then releases it with `xdotool mouseup 1`).
drag() {
    xdotool mousemove --sync "$1" "$2"
    sleep 0.3
    xdotool mousedown 1
    sleep 0.2
    for i in $(seq 1 25); do
        xdotool mousemove --sync $(($1 + ($3 - $1) * i / 25)) $(($2 + ($4 - $2) * i / 25))
        sleep 0.04
    done
    xdotool mousemove --sync $(($3 + 1)) "$4"
}
# discard: Tab to the unsaved-changes prompt's Discard button, checked, and press it.
discard() {
    for _ in 1 2 3 4 5; do
        [ "$(q 'button(s["dialog"], "discard")["focused"]')" = true ] && break
        xdotool key Tab
        sleep 0.3
    done
    check "the Discard button has the focus" 'button(s["dialog"], "discard")["focused"]'
    xdotool key space
}

