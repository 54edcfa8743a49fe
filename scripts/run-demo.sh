#!/usr/bin/env bash
# Sets up what is missing and opens a demo in a real window.
# Usage: scripts/run-demo.sh [greeter-demo]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# The catalogues (po/) in the build folder, so LANGUAGE=es scripts/run-demo.sh is in Spanish.
meson-helpers/reactant-swiftpm.py translations >/dev/null
exec swift run "${1:-greeter-demo}"
