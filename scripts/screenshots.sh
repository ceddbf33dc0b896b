#!/bin/sh
# Regenerates the README screenshots with the app's own --screenshot option (headless), each after
# 1.5 s of wall time playing at the mode's default speed, so the picture is live (the simulated time
# reached depends on the machine, so two runs differ in detail).
# Usage: scripts/screenshots.sh [BUILD_DIR]   (default: build)
# For every built-in scenario x mode x skin x language, see scripts/screenshot-tour.sh.
set -e
cd "$(dirname "$0")/.."
app="${1:-build}/app/gpukitchen"
out=docs/screenshots
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
shot() { # shot NAME ARGS...
    name="$1"; shift
    "$app" "$@" --after-ms 1500 --screenshot "$out/$name.png" 2>/dev/null
}
for lang in en zh_CN; do
    tag=$([ "$lang" = en ] && echo en || echo zh)
    for mode in mig mps vgpu timeslice exclusive; do
        shot "$mode-$tag" --lang "$lang" --mode "$mode"
        shot "kitchen-$mode-$tag" --lang "$lang" --mode "$mode" --skin kitchen
    done
    shot "h100-mig-$tag" --lang "$lang" builtin:rag-blueprint-h100
    shot "noisy-mps-$tag" --lang "$lang" builtin:mps-noisy-neighbour
done
# Compare and advise (issue 19): every mode side by side, its tables, the article's claims measured,
# the load sweep, the advisor and the MIG layout explorer, in both skins and languages.
for lang in en zh_CN; do
    tag=$([ "$lang" = en ] && echo en || echo zh)
    shot "compare-$tag" --lang "$lang" builtin:rag-customer-service --window comparison --size 1920x1080
    shot "kitchen-compare-$tag" --lang "$lang" --skin kitchen builtin:rag-customer-service --window comparison --size 1920x1080
    shot "compare-modes-$tag" --lang "$lang" builtin:rag-customer-service --window comparison/1 --size 1366x768
    shot "compare-article-$tag" --lang "$lang" builtin:rag-customer-service --window comparison/3 --size 1366x768
    shot "sweep-$tag" --lang "$lang" builtin:rag-customer-service --window sweep --size 1366x768
    shot "advisor-$tag" --lang "$lang" builtin:rag-customer-service --window advisor --size 1366x768
    shot "explorer-$tag" --lang "$lang" builtin:rag-customer-service --window explorer --size 1366x768
    shot "kitchen-explorer-$tag" --lang "$lang" --skin kitchen builtin:rag-customer-service --window explorer --size 1920x1080
    shot "kitchen-sweep-$tag" --lang "$lang" --skin kitchen builtin:rag-customer-service --window sweep --size 1920x1080
done
# Help (issue 20): the legend (English: technical first, 1366x768; Chinese: kitchen first, 1920x1080)
# and the glossary opened at a term.
shot "legend-en" --lang en --window legend --size 1366x768
shot "legend-zh" --lang zh_CN --skin kitchen --window legend --size 1920x1080
shot "glossary-en" --lang en --window glossary/mps-cap --size 1366x768
shot "glossary-zh" --lang zh_CN --window glossary/p99 --size 1920x1080
# Every catalog GPU (issue 16): the atlas at a GPU the simulator cannot run, and at the 12-unit RTX PRO 6000.
shot "atlas-b200-en" --lang en --window atlas/B200 --size 1366x768
shot "atlas-b200-zh" --lang zh_CN --window atlas/B200 --size 1366x768
shot "atlas-gb300-en" --lang en --window atlas/GB300 --size 1920x1080
shot "kitchen-atlas-rtx-pro-6000-zh" --lang zh_CN --skin kitchen --window atlas/RTX-PRO-6000 --size 1920x1080
# Teach (issue 20): a challenge as it opens (the prediction asked) and after the reveal, both skins and languages.
for lang in en zh_CN; do
    tag=$([ "$lang" = en ] && echo en || echo zh)
    "$app" lesson:04-mps-noisy-neighbour --lang "$lang" --size 1366x768 --screenshot "$out/challenge-predict-$tag.png" 2>/dev/null
    shot "challenge-reveal-$tag" --lang "$lang" lesson:04-mps-noisy-neighbour --predict 2 --size 1366x768
    shot "kitchen-challenge-reveal-$tag" --lang "$lang" --skin kitchen lesson:09-memory-kv-cache --predict 3 --size 1920x1080
done
# First run and the classroom (issue 20): the welcome over the paused demo, the tour (its fault step; its
# kitchen step), presentation mode on a scenario and on a revealed challenge, both skins and languages.
for lang in en zh_CN; do
    tag=$([ "$lang" = en ] && echo en || echo zh)
    shot "welcome-$tag" --lang "$lang" --window welcome --size 1366x768
    shot "kitchen-welcome-$tag" --lang "$lang" --skin kitchen --window welcome --size 1920x1080
    for page in question verdict result; do
        "$app" --lang "$lang" --drill "$page" --size 1366x768 --screenshot "$out/drill-$page-$tag.png" 2>/dev/null
    done
    shot "tour-$tag" --lang "$lang" --tour 4 --size 1366x768
    shot "kitchen-tour-$tag" --lang "$lang" --tour 8 --size 1366x768
    shot "present-$tag" --lang "$lang" builtin:rag-customer-service --present --size 1366x768
    shot "kitchen-present-$tag" --lang "$lang" --skin kitchen builtin:rag-customer-service --present --size 1920x1080
    shot "present-challenge-$tag" --lang "$lang" lesson:04-mps-noisy-neighbour --present --predict 2 --size 1920x1080
done
shot mig-dark-en --lang en --theme dark
shot kitchen-mig-dark-en --lang en --theme dark --skin kitchen
echo "screenshots written to $out"
