#!/bin/sh
# The layers of docs/architecture.md, checked on every #include (run by scripts/test-all.sh).
# Each rule: files under a folder may not include headers of the listed folders. Prints every
# offending line and exits 1 if there is one.
cd "$(dirname "$0")/.." || exit 2
status=0
# forbid FOLDER PATTERN WHY [SUBFOLDER]: no file under FOLDER (but SUBFOLDER) has an #include line
# matching PATTERN
forbid() {
    hits=$(grep -rnE "^[[:space:]]*#[[:space:]]*include[[:space:]]*[<\"]($2)" "$1" --include='*.h' --include='*.cpp' \
        ${4:+--exclude-dir=$4} 2>/dev/null)
    [ -n "$hits" ] || return 0
    echo "layer rule broken ($3):"
    echo "$hits" | sed 's/^/  /'
    status=1
}
# core (not io): the standard library only
forbid core "Q[A-Za-z]|io/|ui/|cli/" "core/ is standard C++20: no Qt, no io, no ui" io
# io sits under it: QtCore, no GUI, no commands
forbid core/io "Qt(Gui|Widgets)|QWidget|QPainter|QColor|QFont|ui/|cli/" "core/io is QtCore only and holds no commands"
forbid app/cli "ui/|Qt(Gui|Widgets)|QWidget" "the CLI does not link the GUI"
forbid ui/text "ui/(document|picture|canvas|panels|shell)/" "ui/text holds words and number format only"
forbid ui/document "ui/(picture|canvas|panels|shell)/" "the document does not know its views"
forbid ui/picture "ui/(canvas|panels|shell)/" "the picture model knows no widget, painter, panel or window"
forbid ui/canvas "ui/(panels|shell)/" "the canvas does not know the panels or the window"
forbid ui/panels "ui/shell/|ui/canvas/(gpucanvas|canvaseditor|technical|kitchen)" "panels read the picture (ui/picture), not the canvas widget"
[ $status -eq 0 ] && echo "layers: every #include keeps to docs/architecture.md"
exit $status
