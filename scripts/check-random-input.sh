#!/usr/bin/env bash
# Random input: drives each demo (the Greeter, the table demo, the widget gallery) under Xvfb
# with random clicks, right-clicks, wheel turns, drags and keys (letters, Tab, arrows, Return,
# Escape, Space, Shift+F10, Page Up/Down, Ctrl shortcuts; never Ctrl+Q) from a seed, with
# G_DEBUG=fatal-criticals, and fails on a crash, a hang (the app stops answering), a GTK
# critical or warning, a toolkit warning or error on standard error, or a non-zero exit.
# A demo that ends normally (its close button, Quit) is started again and counted.
# scripts/random-input.py sends the input; its header says how.
#
# Usage: scripts/check-random-input.sh [greeter|table|gallery ...]
#   RANDOM_INPUT_SECONDS=75  how long each demo is driven (default 75 s)
#   SEED=n                   replays a run: the same seed sends the same events
#   RANDOM_INPUT_HANG=20     seconds without an answer that count as a hang
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${RANDOM_INPUT_SECONDS:-75}
hang=${RANDOM_INPUT_HANG:-20}
demos=("$@")
((${#demos[@]} > 0)) || demos=(greeter table gallery)

for tool in xvfb-run xauth; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing; run scripts/setup.sh --test" >&2; exit 1; }
done
/usr/bin/python3 -c "import Xlib.ext.xtest" 2>/dev/null ||
    { echo "error: python3-xlib is missing; run scripts/setup.sh --test" >&2; exit 1; }

for demo in "${demos[@]}"; do
    case $demo in
        greeter|table|gallery) swift build --product "$demo-demo" >/dev/null ;;
        *) echo "error: unknown demo '$demo' (greeter, table or gallery)" >&2; exit 1 ;;
    esac
done
bin=$(swift build --show-bin-path)
work=$(mktemp -d /tmp/reactant-random-input.XXXXXX)
trap 'rm -rf "$work"' EXIT
# Settings and saved window states stay out of the person's home folder; a critical aborts.
export XDG_CONFIG_HOME=$work/config GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 G_DEBUG=fatal-criticals
ulimit -c 0  # an abort is a finding, not a core file

failed=()
for demo in "${demos[@]}"; do
    seed=${SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
    echo "# $demo-demo: seed $seed, $seconds s (replay: SEED=$seed scripts/check-random-input.sh $demo)"
    status=0
    # -noreset: the demo is started again after a normal exit; a resetting server would
    # refuse the new client meanwhile.
    timeout $((seconds + hang + 180)) xvfb-run -a -s "-screen 0 1280x800x24 -noreset" \
        /usr/bin/python3 scripts/random-input.py --seed "$seed" --seconds "$seconds" \
        --hang-seconds "$hang" --log "$work/$demo.log" "$bin/$demo-demo" || status=$?
    if ((status != 0)); then
        failed+=("$demo (SEED=$seed)")
        if [[ -s $work/$demo.log ]]; then
            echo "  the demo's standard error (last 30 lines):"
            tail -30 "$work/$demo.log" | sed 's/^/    /'
        fi
    fi
done
if ((${#failed[@]} > 0)); then
    echo "random input: findings in ${failed[*]}"
    exit 1
fi
echo "random input: no findings"
