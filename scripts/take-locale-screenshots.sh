#!/usr/bin/env bash
# Takes the translations article's screenshots of the demos' main screens, each in its own virtual X
# server: in Spanish, on Adwaita-dark, right to left in Hebrew and at scale 2. Look at each
# PNG before committing it (docs/screenshots/).
# Usage: scripts/take-locale-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product greeter-demo >/dev/null
swift build --product table-demo >/dev/null
meson-helpers/reactant-swiftpm.py translations >/dev/null
bin=$(swift build --show-bin-path)
out=docs/screenshots
mkdir -p "$out"
export NO_AT_BRIDGE=1

# shot NAME DEMO TEXT-TO-TYPE ENV...: runs DEMO with ENV, types TEXT into its focused field,
# and saves its window (client-side decorations included, no window manager) as NAME.png.
shot() {
    local name=$1 demo=$2 text=$3
    shift 3
    xvfb-run -a -s "-screen 0 1280x800x24" env "$@" bash -c '
        "$0" & pid=$!
        for _ in $(seq 50); do
            id=$(xdotool search --pid "$pid" --onlyvisible --name . 2>/dev/null | head -1) && [ -n "$id" ] && break
            sleep 0.2
        done
        sleep 1
        xdotool windowfocus --sync "$id" 2>/dev/null || true
        [ -n "$2" ] && xdotool type --delay 20 "$2"
        sleep 0.5
        import -window "$id" "$1"
        kill "$pid"' "$bin/$demo" "$out/$name.png" "$text"
    echo "$out/$name.png: $(identify -format "%wx%h" "$out/$name.png"), $(($(stat -c %s "$out/$name.png") / 1024)) KB"
}

for demo in greeter table; do
    executable=$demo-demo
    text=""
    [[ $demo == greeter ]] && text="Ana"
    shot "$demo-es" "$executable" "$text" LANGUAGE=es LANG=es_ES.UTF-8
    shot "$demo-dark" "$executable" "$text" GTK_THEME=Adwaita:dark
    shot "$demo-rtl-he" "$executable" "$text" LANGUAGE=he LANG=he_IL.UTF-8
    shot "$demo-scale2" "$executable" "$text" GDK_SCALE=2
done
