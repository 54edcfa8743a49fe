#!/usr/bin/env bash
# The Greeter on GTK 4 and libadwaita: builds it with the GTK4 trait (in .build-gtk4, so the
# GTK 3 build folder stays as it is), checks that it links GTK 4 and libadwaita and not GTK 3,
# then types a name into it under Xvfb and reads the greeting back over AT-SPI
# (scripts/check-gtk4-greeter.py). Needs scripts/setup-gtk4.sh and scripts/setup.sh --test.
# Usage: scripts/check-gtk4-greeter.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --traits GTK4 --scratch-path .build-gtk4 --product greeter-demo >/dev/null
bin=$(swift build --traits GTK4 --scratch-path .build-gtk4 --show-bin-path)
libraries=$(ldd "$bin/greeter-demo")
grep -q "libgtk-4.so" <<<"$libraries" || { echo "FAILED: greeter-demo does not link libgtk-4" >&2; exit 1; }
grep -q "libadwaita-1.so" <<<"$libraries" || { echo "FAILED: greeter-demo does not link libadwaita-1" >&2; exit 1; }
if grep -q "libgtk-3.so" <<<"$libraries"; then echo "FAILED: greeter-demo links libgtk-3 too" >&2; exit 1; fi
echo "ok: greeter-demo links libgtk-4 and libadwaita-1, not libgtk-3"
# The bridge must load: no NO_AT_BRIDGE here.
unset NO_AT_BRIDGE
timeout 300 dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24 -noreset" \
    /usr/bin/python3 scripts/check-gtk4-greeter.py "$bin" \
    2> >(grep -vE "Failed to set fd limit|Activating service|Successfully activated|SpiRegistry daemon" >&2)
