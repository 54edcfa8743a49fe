#!/usr/bin/env bash
# The behaviour suite on the GTK 4 backend, under Xvfb with GTK criticals fatal
# (G_DEBUG=fatal-criticals, GSK_RENDERER=cairo). Builds the tests with the GTK4 trait in
# .build-gtk4 and runs the whole suite in one process, as CI does. A test that makes a widget
# GTK 4 doesn't have yet stops its process ("… is not yet on the GTK 4 backend"); then, and
# with --per-suite, every top-level suite runs in a process of its own (and the nested suites
# of one that stops, each on its own), so that one missing widget hides no other result.
# Prints how many tests passed and failed, which suites stopped and at what, and any GTK
# critical or warning; exits 1 unless every test ran and passed. REACTANT_PARITY_DIR, when
# set, gets the run's records as gtk4.jsonl and the build's test list as gtk4.tests
# (parity-check compares them with headless).
# Logs go to OUTDIR (default .build-gtk4/suites).
# Usage: scripts/test-gtk4-suites.sh [--per-suite] [OUTDIR]
set -euo pipefail
cd "$(dirname "$0")/.."
per_suite=false
if [ "${1:-}" = "--per-suite" ]; then per_suite=true; shift; fi
out=${1:-.build-gtk4/suites}
swift build --build-tests --traits GTK4 --scratch-path .build-gtk4 >/dev/null
rm -rf "$out"; mkdir -p "$out"; out=$(cd "$out" && pwd)
export NO_AT_BRIDGE=1 GSK_RENDERER=cairo REACTANT_TEST_BACKEND=gtk G_DEBUG=fatal-criticals
# Each process records beside its log (LOG.parity); the records of the runs that count are
# put together in REACTANT_PARITY_DIR at the end, so a stopped run's tests aren't there twice.
parity=${REACTANT_PARITY_DIR:-}
if [ -n "$parity" ]; then mkdir -p "$parity"; rm -f "$parity/gtk4.jsonl"; fi
swift test --skip-build --traits GTK4 --scratch-path .build-gtk4 list 2>/dev/null | grep / > "$out/tests.txt"
total=$(wc -l < "$out/tests.txt")
# What this build has, for parity-check: GTK 4's build lacks the GTK 3-only tests.
if [ -n "$parity" ]; then cp "$out/tests.txt" "$parity/gtk4.tests"; fi

# Passed and failed tests in the logs given (a suite's or the run's closing line is no test).
count() { cat "$@" | grep -E '✔ Test .* passed after|✘ Test .* failed after' | grep -vc 'Test run with' || true; }
failed() { cat "$@" | grep -E '✘ Test .* failed after' | grep -vc 'Test run with' || true; }

whole=false
if ! $per_suite; then
    echo "GTK 4: the whole suite in one process ($total tests)"
    start=$(date +%s)
    REACTANT_PARITY_DIR=${parity:+$out/all.parity} timeout 1800 xvfb-run -a -s "-screen 0 1280x800x24" \
        swift test --skip-build --traits GTK4 --scratch-path .build-gtk4 > "$out/all.log" 2>&1 || true
    if grep -q '^[✔✘] Test run with' "$out/all.log"; then
        whole=true
        echo "one process, $(( $(date +%s) - start )) s"
    else
        echo "the process stopped: $(grep -o 'Fatal error: .*' "$out/all.log" | head -1 || echo 'see all.log'); running suite by suite"
        rm -rf "$out/all.log" "$out/all.parity"
    fi
fi

if ! $whole; then
    # Top-level suites, then the nested suites of each that stops (its own tests, if any,
    # stay counted as stopped). Each line of a list is a --filter pattern; the log is named
    # after it.
    sed 's|/.*|/|' "$out/tests.txt" | sort -u > "$out/suites.txt"
    cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Runs each pattern of $2 in its own process, logs to $1/<pattern>.log.
while read -r pattern; do
    name=$(printf '%s' "$pattern" | sed 's|/$||; s|/|:|g')
    REACTANT_PARITY_DIR=${REACTANT_PARITY_DIR:+$1/$name.parity} \
        timeout 300 swift test --skip-build --traits GTK4 --scratch-path .build-gtk4 --filter "^${pattern}" > "$1/$name.log" 2>&1 || true
done < "$2"
RUN
    timeout 3600 xvfb-run -a -s "-screen 0 1280x800x24" bash "$out/run.sh" "$out" "$out/suites.txt"
    : > "$out/nested.txt"
    for log in $(grep -L '^[✔✘] Test run with' "$out"/*.log || true); do
        suite=$(basename "$log" .log)
        nested=$(grep "^$suite/" "$out/tests.txt" | awk -F/ 'NF > 2 { print $1 "/" $2 "/" }' | sort -u)
        [ -n "$nested" ] || continue
        echo "$nested" >> "$out/nested.txt"
        # Its nested runs count instead, unless it has tests of its own.
        grep "^$suite/" "$out/tests.txt" | awk -F/ 'NF == 2' | grep -q . || mv "$log" "$log.stopped"
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
fi
passed=$(( $(count $logs) - $(failed $logs) ))
failures=$(failed $logs)
echo "GTK 4: $passed passed, $failures failed, of $total tests"
grep -h '✘ Test .* recorded an issue' $logs | sed 's/: Expectation failed.*//' | sort -u | sed 's/^/  /' || true
stopped=0
for log in $(grep -L '^[✔✘] Test run with' $logs || true); do
    stopped=$((stopped + 1))
    reason=$(grep -o 'Fatal error: .*' "$log" | head -1 | sed 's/Fatal error: //; s/ Build without.*//') || true
    echo "stopped: $(basename "$log" .log | tr : /): ${reason:-crashed (see $log)}"
done
grep -h "CRITICAL\|Gtk-WARNING" $logs | grep -v "session bus" | sed 's/.*\*\*: [0-9:.]* //' | sort | uniq -c || true
[ "$failures" = 0 ] && [ "$stopped" = 0 ] && [ "$passed" = "$total" ]
