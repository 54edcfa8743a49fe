#!/usr/bin/env bash
# Sets up what is missing and opens a demo in a real window.
# Usage: scripts/run-demo.sh [--gtk4] [greeter-demo]
#   --gtk4  builds the demo on the GTK 4 and libadwaita backend (--traits GTK4, built in
#           .build-gtk4 beside the GTK 3 build in .build); ChoosingGTK4.md says what it has.
set -euo pipefail
cd "$(dirname "$0")/.."
build=()
if [ "${1:-}" = "--gtk4" ]; then
    build=(--traits GTK4 --scratch-path .build-gtk4)
    shift
fi
scripts/setup.sh
if ((${#build[@]} > 0)); then scripts/setup-gtk4.sh >/dev/null; fi
# The catalogues (po/) in the build folder, so LANGUAGE=es scripts/run-demo.sh is in Spanish.
meson-helpers/reactant-swiftpm.py translations --outdir "$(swift build "${build[@]}" --show-bin-path)/locale" >/dev/null
exec swift run "${build[@]}" "${1:-greeter-demo}"
