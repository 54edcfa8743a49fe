#!/usr/bin/env bash
# Takes the widget catalogue's screenshots of every gallery-demo page (docs/screenshots/gallery-*.png)
# under Xvfb, in Adwaita's light and dark variants: GALLERY_PAGE opens the demo on a page,
# the shot is cropped to the window and reduced to 256 colours (each under 150 KB).
# Usage: scripts/take-gallery-screenshots.sh   (needs xvfb, xdotool, imagemagick, gnome-themes-extra)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product gallery-demo >/dev/null
bin=$(swift build --show-bin-path)
out=$PWD/docs/screenshots
mkdir -p "$out"
work=$(mktemp -d /tmp/reactant-gallery-shots.XXXXXX)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 LANGUAGE=en LC_ALL=C.UTF-8

cat >"$work/shots.sh" <<'SHOTS'
set -euo pipefail
bin=$1 out=$2
pages=(text numbers choices structure icons lists chart)  # the gallery's tabs, in order
for theme in light dark; do
    [[ $theme == dark ]] && export GTK_THEME=Adwaita:dark || export GTK_THEME=Adwaita
    for index in "${!pages[@]}"; do
        GALLERY_PAGE=$index "$bin/gallery-demo" >/dev/null 2>&1 &
        pid=$!
        window=""
        for _ in $(seq 300); do
            window=$(xdotool search --onlyvisible --pid "$pid" --name "Gallery" 2>/dev/null | tail -1) && [[ -n $window ]] && break
            sleep 0.1
        done
        xdotool mousemove 1279 799  # no tooltip under the pointer
        sleep 2  # icons load, the chart draws
        file="$out/gallery-${pages[$index]}-$theme.png"
        import -window root "$file"
        convert "$file" -trim +repage -strip -colors 256 -define png:compression-level=9 "PNG8:$file"
        kill "$pid"
        wait "$pid" 2>/dev/null || true
    done
done
SHOTS
xvfb-run -a -s "-screen 0 1280x800x24 -noreset" bash "$work/shots.sh" "$bin" "$out"
ls -l "$out"/gallery-*.png
