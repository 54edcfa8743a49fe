#!/usr/bin/env bash
# Takes README's GTK 4 screenshots (docs/screenshots/gtk4-{greeter,table,gallery}-{light,dark}.png):
# the three demos built with --traits GTK4, under Xvfb (GSK_RENDERER=cairo), in libadwaita's
# light and dark styles (ADW_DEBUG_COLOR_SCHEME), each cropped to its window and reduced to 256
# colours. Usage: scripts/take-gtk4-screenshots.sh   (needs xvfb, xdotool, imagemagick)
set -euo pipefail
cd "$(dirname "$0")/.."
build=(--traits GTK4 --scratch-path .build-gtk4)
for demo in greeter-demo table-demo gallery-demo; do swift build "${build[@]}" --product "$demo" >/dev/null; done
bin=$(swift build "${build[@]}" --show-bin-path)
out=$PWD/docs/screenshots
mkdir -p "$out"
work=$(mktemp -d /tmp/reactant-gtk4-shots.XXXXXX)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 LANGUAGE=en LC_ALL=C.UTF-8 GSK_RENDERER=cairo
cat >"$work/shots.sh" <<'SHOTS'
set -euo pipefail
bin=$1 out=$2
for theme in light dark; do
    [[ $theme == dark ]] && export ADW_DEBUG_COLOR_SCHEME=prefer-dark || export ADW_DEBUG_COLOR_SCHEME=prefer-light
    for demo in greeter table gallery; do
        exe=$demo-demo
        "$bin/$exe" >/dev/null 2>&1 &
        pid=$!
        for _ in $(seq 300); do
            window=$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | tail -1) && [[ -n $window ]] && break
            sleep 0.1
        done
        xdotool mousemove 1279 799
        sleep 3
        file="$out/gtk4-$demo-$theme.png"
        import -window root "$file"
        convert "$file" -trim +repage -strip -colors 256 -define png:compression-level=9 "PNG8:$file"
        kill "$pid"; wait "$pid" 2>/dev/null || true
    done
done
SHOTS
xvfb-run -a -s "-screen 0 1280x800x24 -noreset" bash "$work/shots.sh" "$bin" "$out"
