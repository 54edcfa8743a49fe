#!/usr/bin/env bash
# Runs the whole test suite twice, with the same tests: once on the headless backend, once on
# real GTK widgets under a virtual X server (Xvfb). Sets up what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test

# No accessibility bus in CI; without this GTK waits for one and warns.
export NO_AT_BRIDGE=1

log=$(mktemp)
trap 'rm -f "$log"' EXIT

swift build --build-tests
echo "== headless backend =="
REACTANT_TEST_BACKEND=headless swift test --skip-build --no-parallel 2>&1 | tee -a "$log"
echo "== GTK backend (xvfb-run) =="
REACTANT_TEST_BACKEND=gtk xvfb-run -a swift test --skip-build --no-parallel 2>&1 | tee -a "$log"
echo "== accessibility (AT-SPI) =="; scripts/check-accessibility.sh
echo "== translations (po/) =="
scripts/check-translations.sh
echo "== packaging (desktop data, meson install, installed Greeter, new-app template) =="
scripts/check-packaging.sh

# One closing line for both runs (each run also prints its own).
passed=$(grep -Eo 'Test run with [0-9]+ tests? ' "$log" | awk '{ sum += $4 } END { print sum + 0 }')
echo "Tests: $passed passed, 0 failed"
