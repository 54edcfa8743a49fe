#!/usr/bin/env bash
# The behaviour suite on the GTK 4 backend, one top-level suite at a time: a test that makes a
# widget GTK 4 doesn't have yet stops its test process ("… is not yet on the GTK 4 backend"),
# so a single run would end at the first one. Builds the tests with the GTK4 trait in
# .build-gtk4, runs every suite under Xvfb (GSK_RENDERER=cairo) and prints how many tests
# passed and failed, which suites stopped and at what, and any GTK critical or warning.
# Logs go to OUTDIR (default .build-gtk4/suites).
# Usage: scripts/test-gtk4-suites.sh [OUTDIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build-gtk4/suites}
swift build --build-tests --traits GTK4 --scratch-path .build-gtk4 >/dev/null
rm -rf "$out"; mkdir -p "$out"
swift test --skip-build --traits GTK4 --scratch-path .build-gtk4 list 2>/dev/null | grep / | sed 's|/.*||' | sort -u > "$out/suites.txt"
export NO_AT_BRIDGE=1 GSK_RENDERER=cairo REACTANT_TEST_BACKEND=gtk
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
while read -r suite; do
    timeout 120 swift test --skip-build --traits GTK4 --scratch-path .build-gtk4 --filter "^${suite}/" > "$1/$suite.log" 2>&1 || true
done < "$1/suites.txt"
RUN
timeout 1800 xvfb-run -a -s "-screen 0 1280x800x24" bash "$out/run.sh" "$out"
passed=0; failed=0
for log in "$out"/*.log; do
    passed=$((passed + $(grep -c '✔ Test .* passed after' "$log" || true)))
    failed=$((failed + $(grep -c '✘ Test .* failed after' "$log" || true)))
done
echo "GTK 4: $passed passed, $failed failed, of $(swift test --skip-build --traits GTK4 --scratch-path .build-gtk4 list 2>/dev/null | grep -c /) tests in $(wc -l < "$out/suites.txt") suites"
for log in $(grep -l "Program crashed" "$out"/*.log || true); do
    reason=$(grep -o 'Fatal error: .*is not yet on the GTK 4 backend' "$log" | head -1 | sed 's/.*Fatal error: //') || true
    echo "stopped: $(basename "$log" .log): ${reason:-crashed (see the log)}"
done
grep -h "CRITICAL\|Gtk-WARNING" "$out"/*.log | grep -v "session bus" | sed 's/.*\*\*: [0-9:.]* //' | sort | uniq -c || true
