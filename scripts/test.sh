#!/usr/bin/env bash
# Runs the whole test suite twice, with the same tests: once on the headless backend, once on
# real GTK widgets under a virtual X server (Xvfb). Sets up what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test

# No accessibility bus in CI; without this GTK waits for one and warns.
export NO_AT_BRIDGE=1

swift build --build-tests
echo "== headless backend =="
REACTANT_TEST_BACKEND=headless swift test --skip-build
echo "== GTK backend (xvfb-run) =="
REACTANT_TEST_BACKEND=gtk xvfb-run -a swift test --skip-build
echo "== packaging (desktop data, meson install, installed Greeter, new-app template) =="
scripts/check-packaging.sh
