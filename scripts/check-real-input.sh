#!/usr/bin/env bash
# The three demos (greeter-demo, table-demo, gallery-demo) on real GTK under Xvfb, driven
# only by X input from xdotool, mouse and keyboard, as a person drives them: every primary-menu
# item, the table's row context menu (Copy Name, Show Details), the header-bar buttons (Refresh,
# Back, a branch's Close, the sign-up dialog's Cancel), the About and Shortcuts windows and
# the alerts, each checked by its effect seen from outside (the X clipboard read with xclip,
# window titles, the accessible tree, the exit status). The demos run with
# G_DEBUG=fatal-criticals and must write nothing on standard error.
# The checks are scripts/check-real-input.py (an AT-SPI client: it finds where widgets are
# and reads what is shown; all input is xdotool's). Run by scripts/test.sh.
# Usage: scripts/check-real-input.sh [table-demo|greeter-demo|gallery-demo ...]
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in xdotool xclip xvfb-run dbus-run-session; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing; run scripts/setup.sh --test" >&2; exit 1; }
done
/usr/bin/python3 -c "import pyatspi" 2>/dev/null || { echo "error: python3-pyatspi is missing; run scripts/setup.sh --test" >&2; exit 1; }
work=$(mktemp -d /tmp/reactant-real-input.XXXXXX)
trap 'rm -rf "$work"' EXIT
for product in greeter-demo table-demo gallery-demo; do
    swift build --product "$product" >/dev/null 2>"$work/build.log" || { cat "$work/build.log" >&2; exit 1; }
done
bin=$(swift build --show-bin-path)
# The window state and GTK's settings stay out of the person's home folder; the AT-SPI
# bridge must load (it is how the checks find the widgets), so no NO_AT_BRIDGE.
export XDG_CONFIG_HOME=$work/config GSETTINGS_BACKEND=memory GTK_THEME=Adwaita
unset NO_AT_BRIDGE
# -noreset: the X server keeps serving between one demo and the next.
timeout 300 dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24 -noreset" \
    /usr/bin/python3 scripts/check-real-input.py "$bin" "$@" \
    2> >(grep -vE "Failed to set fd limit|Activating service|Successfully activated|SpiRegistry daemon" >&2) \
    | grep -v "SpiRegistry daemon"
