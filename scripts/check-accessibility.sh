#!/usr/bin/env bash
# Reads the demos as a screen reader does: starts a D-Bus session (with the accessibility bus
# and registry it activates) and Xvfb, runs the Greeter, the table demo and the widget gallery on real GTK with
# the AT-SPI bridge, and checks them with an AT-SPI client (scripts/check-accessibility.py:
# names, labelled-by/described-by, invalid-entry/required, roles, status pages, focus, toasts).
# Usage: scripts/check-accessibility.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product greeter-demo >/dev/null
swift build --product table-demo >/dev/null
swift build --product gallery-demo >/dev/null
bin=$(swift build --show-bin-path)
# The bridge must load: no NO_AT_BRIDGE here.
unset NO_AT_BRIDGE
timeout 600 dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24 -noreset" \
    /usr/bin/python3 scripts/check-accessibility.py "$bin" \
    2> >(grep -vE "Failed to set fd limit|Activating service|Successfully activated|SpiRegistry daemon" >&2)
