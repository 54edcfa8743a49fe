#!/usr/bin/env bash
# The app shell with the real Greeter binary under Xvfb, driven from outside as a person
# and the session would (xdotool for keys, kill for signals):
#   Ctrl+Q quits with exit status 0; Ctrl+? opens a window titled "Shortcuts";
#   SIGTERM (and SIGINT, SIGHUP) quit cleanly with exit status 0.
# And without a display, the benches (table-bench, constraint-bench, text-bench) say so as the Greeter
# does, on standard error, and exit with status 1 (no Swift runtime trap, no backtrace).
# Run by scripts/test.sh. Usage: scripts/check-shell.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product greeter-demo >/dev/null
bin=$(swift build --show-bin-path)/greeter-demo

for bench in table-bench constraint-bench text-bench; do
    swift build --product "$bench" >/dev/null
    expected=$(env -u DISPLAY -u WAYLAND_DISPLAY "$bin" 2>&1 >/dev/null) || true
    said=$(env -u DISPLAY -u WAYLAND_DISPLAY "$(dirname "$bin")/$bench" 2>&1 >/dev/null) && status=0 || status=$?
    if [[ $status == 1 && $said == "$expected" && $said == *"could not open a display"* ]]; then
        echo "ok - $bench without a display says so as the Greeter does and exits with status 1"
    else
        echo "FAIL - $bench without a display: status $status, said:"
        echo "$said" | head -20
        echo "shell: checks failed"
        exit 1
    fi
done

work=$(mktemp -d /tmp/reactant-shell.XXXXXX)
trap 'rm -rf "$work"' EXIT
# The window state and GTK's settings stay out of the person's home folder.
export XDG_CONFIG_HOME=$work/config GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1

# Runs under xvfb-run: each check starts the Greeter, waits for its window, acts, and checks
# how the process ended. Exit status 3 means the X server could not be reached.
cat >"$work/checks.sh" <<'CHECKS'
set -uo pipefail
bin=$1
failures=0
xdpyinfo >/dev/null 2>&1 || xdotool getdisplaygeometry >/dev/null 2>&1 || exit 3
ok() { echo "ok - $*"; }
fail() { echo "FAIL - $*"; failures=$((failures + 1)); }

start() {  # starts the Greeter (pid) and waits (at most 30 s) for its window (window)
    "$bin" >/dev/null 2>>"$log" &
    pid=$!
    window=""
    for _ in $(seq 300); do
        window=$(xdotool search --onlyvisible --pid "$pid" --name '^Greeter$' 2>/dev/null | tail -1) && [[ -n $window ]] && break
        sleep 0.1
    done
    [[ -n $window ]] || return 1
    # The first frame and GTK's idle work (it takes in accelerators when idle) come first.
    sleep 1
    xdotool windowfocus --sync "$window" 2>/dev/null
    sleep 0.5
}

ended() {  # waits (at most 15 s) for the Greeter to end; sets status to its exit status
    for _ in $(seq 150); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid"; wait "$pid" 2>/dev/null; status="still running"; return; fi
    wait "$pid"
    status=$?
}

log=$(mktemp)
start || { echo "FAIL - the Greeter's window did not appear"; cat "$log"; exit 1; }
xdotool key --clearmodifiers ctrl+q
ended
[[ $status == 0 ]] && ok "Ctrl+Q quits the Greeter with status 0" || fail "Ctrl+Q: the Greeter ended with '$status'"

start || { fail "the Greeter's window did not appear"; echo "--- the Greeter's standard error:"; cat "$log"; exit 1; }
xdotool key --clearmodifiers ctrl+question
shortcuts=""
for _ in $(seq 50); do
    shortcuts=$(xdotool search --pid "$pid" --name '^Shortcuts$' 2>/dev/null | tail -1) && [[ -n $shortcuts ]] && break
    sleep 0.1
done
[[ -n $shortcuts ]] && ok "Ctrl+? opens a window titled \"Shortcuts\"" || fail "Ctrl+? opened no \"Shortcuts\" window"
kill -TERM "$pid"
ended
[[ $status == 0 ]] && ok "SIGTERM with the shortcuts window open quits with status 0" || fail "SIGTERM: the Greeter ended with '$status'"

for signal in INT HUP; do
    start || { fail "the Greeter's window did not appear"; continue; }
    kill -"$signal" "$pid"
    ended
    [[ $status == 0 ]] && ok "SIG$signal quits the Greeter with status 0" || fail "SIG$signal: the Greeter ended with '$status'"
done
if ((failures > 0)); then echo "--- the Greeter's standard error:"; cat "$log"; fi
rm -f "$log"
exit $((failures > 0 ? 1 : 0))
CHECKS

# -noreset: an X server resets when its last client goes and refuses connections meanwhile,
# so a Greeter started right after the previous one quit could find no display (1 run in 12).
run() { timeout 300 xvfb-run -a -s "-screen 0 1280x800x24 -noreset" bash "$work/checks.sh" "$bin"; }
status=0
run || status=$?
if ((status == 3)); then
    echo "the X server refused the connection; trying once more"
    status=0
    run || status=$?
fi
((status == 0)) && echo "shell: all checks passed" || { echo "shell: checks failed"; exit 1; }
