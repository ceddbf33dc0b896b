#!/bin/sh
# Accessibility events as a screen reader gets them. Qt sends them (QAccessible::updateAccessibility)
# only while its accessibility is active, which the offscreen platform never is: this runs the
# ui_tests cases tagged [a11y-bus] on the xcb platform in Xvfb, with a private D-Bus session and
# the AT-SPI bus (at-spi-bus-launcher; QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 switches the bridge on
# without a screen reader). Needs xvfb-run, dbus-run-session and at-spi2-core.
#   tests/gui/accessibility-bus.sh UI_TESTS WORKDIR
# (ctest runs it; by hand: tests/gui/accessibility-bus.sh build/tests/ui_tests /tmp/gpuk-a11y)
set -eu
tests=$1
work=$2

fail() { echo "accessibility-bus: $*" >&2; exit 1; }

launcher=
for l in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
    [ -x "$l" ] && launcher=$l && break
done
[ -n "$launcher" ] || fail "at-spi-bus-launcher not found (apt-get install at-spi2-core)"
command -v dbus-run-session >/dev/null || fail "dbus-run-session not found (apt-get install dbus-daemon)"
command -v xvfb-run >/dev/null || fail "xvfb-run not found (apt-get install xvfb xauth)"

rm -rf "$work"
mkdir -p "$work/home" "$work/runtime" "$work/config"
chmod 700 "$work/runtime"
export HOME="$work/home" XDG_RUNTIME_DIR="$work/runtime" XDG_CONFIG_HOME="$work/config"

# The launcher starts the accessibility bus and ends with the session; the tests run in the
# session, on a screen large enough for the window.
exec dbus-run-session -- sh -c '
    "$1" --launch-immediately &
    bus=$!
    sleep 1
    rc=0
    xvfb-run -a -s "-screen 0 1920x1200x24" env QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 \
        "$2" "[a11y-bus]" || rc=$?
    kill "$bus" 2>/dev/null || true
    wait "$bus" 2>/dev/null || true
    exit $rc
' accessibility-bus "$launcher" "$tests"
