#!/usr/bin/env bash
# The behaviour suite on the GTK 4 backend, under Xvfb with GTK criticals fatal
# (G_DEBUG=fatal-criticals, GSK_RENDERER=cairo), as CI runs it: builds the tests with the GTK4
# trait in .build-gtk4 and runs the whole suite in one process, then prints Swift Testing's
# closing line ("✔ Test run with N tests in M suites passed after …", as the GTK 3 run prints),
# how many tests passed and failed, each failing test, and every GTK critical or warning.
# Exits 1 unless every test ran and passed with no GTK warning (the clean-run standard).
#
# A hang or a runaway warning loop can't stall CI or fill its disk: the run has a time limit
# (GTK4_SUITE_TIMEOUT seconds, default 1200) and its output a size limit (GTK4_SUITE_LOG_MB,
# default 50 MB; past it the test process is stopped). A process that stops before its
# closing line (a crash, the limits) is reported with its last lines; with --per-suite, and
# after such a stop, every top-level suite then runs in a process of its own so that one
# crash hides no other result.
#
# --filter PATTERN runs only the tests `swift test --filter` selects (for work on a few
# suites). REACTANT_PARITY_DIR, when set, gets the run's records as gtk4.jsonl and the build's
# test list as gtk4.tests (parity-check compares them with headless). Logs go to OUTDIR
# (default .build-gtk4/suites).
# Usage: scripts/test-gtk4-suites.sh [--per-suite] [--filter PATTERN] [OUTDIR]
set -euo pipefail
cd "$(dirname "$0")/.."
per_suite=false
filter=
while [ $# -gt 0 ]; do
    case "$1" in
        --per-suite) per_suite=true; shift ;;
        --filter) filter=$2; shift 2 ;;
        *) break ;;
    esac
done
out=${1:-.build-gtk4/suites}
timeout_seconds=${GTK4_SUITE_TIMEOUT:-1200}
log_bytes=$(( ${GTK4_SUITE_LOG_MB:-50} * 1024 * 1024 ))
swift build --build-tests --traits GTK4 --scratch-path .build-gtk4 >/dev/null
rm -rf "$out"; mkdir -p "$out"; out=$(cd "$out" && pwd)
export NO_AT_BRIDGE=1 GSK_RENDERER=cairo REACTANT_TEST_BACKEND=gtk G_DEBUG=fatal-criticals
# Each process records beside its log (LOG.parity); the records of the runs that count are
# put together in REACTANT_PARITY_DIR at the end, so a stopped run's tests aren't there twice.
parity=${REACTANT_PARITY_DIR:-}
if [ -n "$parity" ]; then mkdir -p "$parity"; rm -f "$parity/gtk4.jsonl"; fi
swift test --skip-build --traits GTK4 --scratch-path .build-gtk4 list 2>/dev/null | grep / > "$out/tests.txt"
# What this build has, for parity-check: GTK 4's build lacks the GTK 3-only tests.
if [ -n "$parity" ]; then cp "$out/tests.txt" "$parity/gtk4.tests"; fi
if [ -n "$filter" ]; then
    grep -E -- "$filter" "$out/tests.txt" > "$out/selected.txt" || true
else
    cp "$out/tests.txt" "$out/selected.txt"
fi
total=$(wc -l < "$out/selected.txt")

# Runs the command given with its output capped, into LOG: the cap ends the pipe, which
# stops the test process (SIGPIPE) rather than let it write on; the command's own `timeout`
# stops a hang.
run_capped() { local log=$1; shift; "$@" 2>&1 | head -c "$log_bytes" > "$log" || true; }
suite_test() { timeout --kill-after=30 "$1" swift test --skip-build --traits GTK4 --scratch-path .build-gtk4 "${@:2}"; }
closed() { grep -q '^[✔✘] Test run with' "$1"; }

# Passed and failed tests in the logs given (a suite's or the run's closing line is no test).
count() { cat "$@" | grep -E '✔ Test .* passed after|✘ Test .* failed after' | grep -vc 'Test run with' || true; }
failed() { cat "$@" | grep -E '✘ Test .* failed after' | grep -vc 'Test run with' || true; }

whole=false
if ! $per_suite; then
    echo "GTK 4: ${filter:+tests matching $filter, }one process ($total tests)"
    start=$(date +%s)
    REACTANT_PARITY_DIR=${parity:+$out/all.parity} run_capped "$out/all.log" \
        xvfb-run -a -s "-screen 0 1280x800x24" bash -c "$(declare -f suite_test); suite_test \"\$@\"" \
        _ "$timeout_seconds" ${filter:+--filter "$filter"}
    if closed "$out/all.log"; then
        whole=true
        echo "one process, $(( $(date +%s) - start )) s"
    else
        size=$(stat -c %s "$out/all.log")
        echo "the process stopped after $(( $(date +%s) - start )) s, before its closing line:"
        grep -o 'Fatal error: .*' "$out/all.log" | head -1 || true
        [ "$size" -lt "$log_bytes" ] || echo "its output reached the ${GTK4_SUITE_LOG_MB:-50} MB cap; the most frequent lines:"
        [ "$size" -lt "$log_bytes" ] || sort "$out/all.log" | uniq -c | sort -rn | head -3 | cut -c1-200
        tail -5 "$out/all.log" | cut -c1-200
        mv "$out/all.log" "$out/all.log.stopped"; rm -rf "$out/all.parity"
        echo "running suite by suite"
    fi
fi

if ! $whole; then
    # Top-level suites, then the nested suites of each that stops (its own tests, if any,
    # stay counted as stopped). Each line of a list is a --filter pattern; the log is named
    # after it.
    # With --filter, the innermost suites of the selected tests, so that no other test runs.
    if [ -n "$filter" ]; then
        sed 's|[^/]*$||' "$out/selected.txt" | sort -u > "$out/suites.txt"
    else
        sed 's|/.*|/|' "$out/selected.txt" | sort -u > "$out/suites.txt"
    fi
    cat > "$out/run.sh" <<RUN
#!/usr/bin/env bash
# Runs each pattern of \$2 in its own process, logs to \$1/<pattern>.log.
$(declare -f run_capped suite_test)
log_bytes=$log_bytes
while read -r pattern; do
    name=\$(printf '%s' "\$pattern" | sed 's|/\$||; s|/|:|g')
    REACTANT_PARITY_DIR=\${REACTANT_PARITY_DIR:+\$1/\$name.parity} run_capped "\$1/\$name.log" suite_test 300 --filter "^\${pattern}"
done < "\$2"
RUN
    timeout 3600 xvfb-run -a -s "-screen 0 1280x800x24" bash "$out/run.sh" "$out" "$out/suites.txt"
    : > "$out/nested.txt"
    for log in $(grep -L '^[✔✘] Test run with' "$out"/*.log || true); do
        suite=$(basename "$log" .log)
        nested=$(grep "^$suite/" "$out/selected.txt" | awk -F/ 'NF > 2 { print $1 "/" $2 "/" }' | sort -u)
        [ -n "$nested" ] || continue
        echo "$nested" >> "$out/nested.txt"
        # Its nested runs count instead, unless it has tests of its own.
        grep "^$suite/" "$out/selected.txt" | awk -F/ 'NF == 2' | grep -q . || mv "$log" "$log.stopped"
    done
    if [ -s "$out/nested.txt" ]; then
        mkdir -p "$out/nested"
        timeout 3600 xvfb-run -a -s "-screen 0 1280x800x24" bash "$out/run.sh" "$out/nested" "$out/nested.txt"
    fi
fi

logs=$(find "$out" -name '*.log' | sort)
if [ -n "$parity" ]; then
    for log in $logs; do
        if [ -f "${log%.log}.parity/gtk4.jsonl" ]; then cat "${log%.log}.parity/gtk4.jsonl" >> "$parity/gtk4.jsonl"; fi
    done
    # A test the run skipped (`.disabled(if:)` on GTK 4: its theme's sizes) is one the GTK 4
    # build doesn't run: parity-check leaves it out, as one this build doesn't have.
    grep -ho '^➜ Suite [A-Za-z0-9_]* skipped' $logs | awk '{ print "." $3 "/"; print "/" $3 "/" }' > "$out/skipped.txt" || true
    grep -ho '^➜ Test [A-Za-z0-9_]*([^ ]*) skipped' $logs | awk '{ print "/" $3 }' >> "$out/skipped.txt" || true
    if [ -s "$out/skipped.txt" ]; then
        grep -vF -f "$out/skipped.txt" "$out/tests.txt" > "$parity/gtk4.tests" || true
    fi
fi
passed=$(( $(count $logs) - $(failed $logs) ))
failures=$(failed $logs)
# Tests GTK 4's run skips by design (`.disabled(if:)`: the headless sizes are GTK 3's).
skipped=$(cat $logs | grep -c '^➜ Test .* skipped' || true)
# Swift Testing's closing line, as the GTK 3 run prints it (one process), or the sum of the
# per-suite processes' in the same words.
if $whole; then
    grep -h '^[✔✘] Test run with' "$out/all.log"
else
    runs=$(grep -h '^[✔✘] Test run with' $logs | awk '{ sum += $5 } END { print sum + 0 }')
    echo "$([ "$failures" = 0 ] && echo ✔ || echo ✘) Test run with $runs tests in $(echo $logs | wc -w) processes"
fi
echo "GTK 4: $passed passed, $failures failed, $skipped skipped, of $total tests"
grep -h '✘ Test .* recorded an issue' $logs | sed 's/: Expectation failed.*//' | sort -u | sed 's/^/  /' || true
stopped=0
for log in $(grep -L '^[✔✘] Test run with' $logs || true); do
    stopped=$((stopped + 1))
    reason=$(grep -o 'Fatal error: .*' "$log" | head -1 | sed 's/Fatal error: //; s/ Build without.*//') || true
    echo "stopped: $(basename "$log" .log | tr : /): ${reason:-crashed or timed out (see $log)}"
done
# Every GTK critical and warning but the missing session bus (no D-Bus under CI's Xvfb).
warnings=$(grep -h "CRITICAL\|Gtk-WARNING\|GLib-GObject-WARNING\|Adwaita-WARNING" $logs | grep -v "session bus" \
    | sed 's/.*\*\*: [0-9:.]* //; s/0x[0-9a-f]*/0x…/g' | sort | uniq -c || true)
if [ -n "$warnings" ]; then echo "GTK warnings (a failure of the clean-run standard):"; echo "$warnings"; fi
# Every test ran: the passed and skipped lines add up to the list, or (one process) Swift
# Testing's own closing line says it ran them all and all passed. A CI run once lost one
# "skipped" line from the log (677 + 15 of 693, closing line "✔ Test run with 693 tests").
all_ran=false
if [ "$((passed + skipped))" = "$total" ]; then
    all_ran=true
elif $whole && grep -q "^✔ Test run with $total tests" "$out/all.log"; then
    all_ran=true
    echo "($((total - passed - skipped)) test lines missing from the log; Swift Testing's closing line counts all $total as run)"
fi
[ "$failures" = 0 ] && [ "$stopped" = 0 ] && $all_ran && [ -z "$warnings" ]
