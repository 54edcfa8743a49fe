#!/usr/bin/env bash
# Takes the app-shell article's screenshots (docs/screenshots/) from the real demos
# under Xvfb, driven with the keyboard and pointer through xdotool: the primary menu, the
# About window, the sign-up dialog, an alert and a row's context menu.
# Without a compositing window manager that advertises _GTK_FRAME_EXTENTS (GNOME's mutter),
# GTK draws its flat "solid-csd" frames: no shadows, and the message dialog's button row
# without Adwaita's rounded bottom corners.
# Usage: scripts/take-screenshots.sh   (needs xvfb, xdotool, imagemagick)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product greeter-demo >/dev/null
swift build --product table-demo >/dev/null
bin=$(swift build --show-bin-path)
out=$PWD/docs/screenshots
mkdir -p "$out"
work=$(mktemp -d /tmp/reactant-screenshots.XXXXXX)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GTK_THEME=Adwaita LANGUAGE=en LC_ALL=C.UTF-8

cat >"$work/shots.sh" <<'SHOTS'
set -euo pipefail
bin=$1 out=$2
start() {  # program title: starts it and focuses its window (window, pid)
    "$bin/$1" >/dev/null 2>&1 &
    pid=$!
    window=""
    for _ in $(seq 300); do
        window=$(xdotool search --onlyvisible --pid "$pid" --name "^$2\$" 2>/dev/null | tail -1) && [[ -n $window ]] && break
        sleep 0.1
    done
    sleep 1.5
    xdotool windowfocus --sync "$window"
    sleep 0.3
}
shot() {  # name: the screen, cropped to what is drawn, with a small margin
    sleep 1
    import -window root "$out/$1.png"
    convert "$out/$1.png" -trim +repage -bordercolor black -border 0 -strip -define png:compression-level=9 "$out/$1.png"
}
click_menu_button() {  # the primary menu button, last before the window controls
    eval "$(xdotool getwindowgeometry --shell "$window")"
    # Left of the window controls (minimize, maximize, close: 40 px each).
    xdotool mousemove --window "$window" $((WIDTH - 155)) 25 click 1
}

# The Greeter: its primary menu, the About window, the sign-up dialog.
start greeter-demo Greeter
click_menu_button
shot primary-menu
xdotool key Down Return  # About Greeter
shot about
kill "$pid"; wait "$pid" || true
start greeter-demo Greeter
xdotool key Tab Tab Return  # from the name field to "Sign up…"
shot sign-up-dialog
kill "$pid"; wait "$pid" || true

# The table demo: a name's alert and a row's context menu.
start table-demo "Table Demo"
xdotool key Tab Return  # "Open table"
sleep 2.5
xdotool key Return  # the first name: the focus is on it once the names are in
shot alert
kill "$pid"; wait "$pid" || true
start table-demo "Table Demo"
xdotool key Tab Return
sleep 2.5
xdotool key Down Menu  # on the second name
shot row-context-menu
kill "$pid"; wait "$pid" || true
SHOTS

xvfb-run -a -s "-screen 0 1024x700x24 -noreset" bash "$work/shots.sh" "$bin" "$out"
ls -l "$out"
