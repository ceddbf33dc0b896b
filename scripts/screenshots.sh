#!/bin/sh
# Regenerates the README screenshots with the app's own --screenshot option (headless).
# Usage: scripts/screenshots.sh [BUILD_DIR]   (default: build)
set -e
cd "$(dirname "$0")/.."
app="${1:-build}/app/gpukitchen"
out=docs/screenshots
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
for lang in en zh_CN; do
    tag=$([ "$lang" = en ] && echo en || echo zh)
    for mode in mig mps vgpu timeslice exclusive; do
        "$app" --lang "$lang" --mode "$mode" --screenshot "$out/$mode-$tag.png"
    done
    "$app" --lang "$lang" resources/scenarios/rag-blueprint-h100.gpuk.json --screenshot "$out/h100-mig-$tag.png"
done
"$app" --lang en --theme dark --screenshot "$out/mig-dark-en.png"
echo "screenshots written to $out"
