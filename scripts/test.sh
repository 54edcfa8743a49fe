#!/usr/bin/env bash
# Runs the whole test suite three times, with the same tests: on the headless backend, on real
# GTK 3 widgets and on GTK 4 + libadwaita widgets under a virtual X server (Xvfb), then
# compares what each read (parity). Sets up what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test --docs

# No accessibility bus in CI; without this GTK waits for one and warns.
export NO_AT_BRIDGE=1

log=$(mktemp)
trap 'rm -f "$log"' EXIT

# Every widget tree and window stack a test reads is recorded per backend, then compared.
parity=.build/parity
rm -rf "$parity"
export REACTANT_PARITY_DIR="$PWD/$parity"

swift build --build-tests
echo "== headless backend (swift test, as typed) =="
REACTANT_TEST_BACKEND=headless swift test --skip-build 2>&1 | tee -a "$log"
echo "== GTK backend (xvfb-run, GTK criticals fatal) =="
REACTANT_TEST_BACKEND=gtk G_DEBUG=fatal-criticals xvfb-run -a swift test --skip-build 2>&1 | tee -a "$log"
echo "== GTK 4 + libadwaita backend (the whole suite in one process under Xvfb, GTK criticals and warnings fatal) =="
scripts/setup-gtk4.sh
scripts/test-gtk4-suites.sh .build-gtk4/suites 2>&1 | tee -a "$log"
echo "== backend parity (the same tree text on every backend, test by test: GTK 3 and GTK 4 against headless) =="
swift build --product parity-check
.build/debug/parity-check "$parity"
echo "== start-up: no Foundation in the toolkit or the demos =="
scripts/check-no-foundation.sh
echo "== app shell (the real Greeter under Xvfb: Ctrl+Q, Ctrl+?, signals) =="
scripts/check-shell.sh
echo "== real input (xdotool) =="
scripts/check-real-input.sh
echo "== random input (each demo, seeded; SEED=n scripts/check-random-input.sh DEMO replays) =="
RANDOM_INPUT_SECONDS=${RANDOM_INPUT_SECONDS:-45} scripts/check-random-input.sh
echo "== accessibility (AT-SPI) =="
scripts/check-accessibility.sh
echo "== translations (po/) =="
scripts/check-translations.sh
echo "== documentation (DocC site, no warning; the tutorial's code compiles; README's links) =="
scripts/check-readme-links.sh
scripts/docs.sh .build-docs/site
echo "== documentation in a browser (headless Chromium: no page empty, no JavaScript error) =="
scripts/check-docs.sh --no-build .build-docs/site
echo "== packaging (desktop data, meson install, installed Greeter, new-app template) =="
scripts/check-packaging.sh
echo "== GTK 4 + libadwaita (every GTK 3 file guarded; the Greeter built with --traits GTK4 answers a typed name) =="
scripts/guard-gtk3-sources.sh
scripts/check-gtk4-greeter.sh
echo "== accessibility on GTK 4 (AT-SPI through GTK 4's own bridge, the three demos) =="
scripts/check-accessibility.sh --gtk4
echo "== no GTK at all (--disable-default-traits: the headless backend only; Reactant and ReactantTesting compile) =="
swift build --disable-default-traits --scratch-path .build-nogtk --target ReactantTesting

# One closing line for the three runs (each run also prints its own). Swift Testing's "Test
# run with N tests" counts skipped tests too (snapshots on the headless backend, GTK 3 sizes on
# GTK 4): those are told apart.
run=$(grep -Eo 'Test run with [0-9]+ tests? ' "$log" | awk '{ sum += $4 } END { print sum + 0 }')
skipped=$(( $(grep -c '^➜ Test .* skipped' "$log" || true) + \
            $(grep -Eo '^GTK 4: [0-9]+ passed, [0-9]+ failed, [0-9]+ skipped' "$log" | awk '{ sum += $7 } END { print sum + 0 }') ))
echo "Tests: $((run - skipped)) passed, $skipped skipped (each for a reason it prints), 0 failed"
