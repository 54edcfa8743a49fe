#!/usr/bin/env bash
# Draws every snapshot test's window again with real GTK under Xvfb and writes the renderings
# as the new reference images (Tests/Snapshots/*.png) where they differ from the old ones
# beyond the tolerance. With --gtk4 it draws them with a GTK 4 build (`--traits GTK4` in
# .build-gtk4), whose references are Tests/Snapshots/gtk4/*.png. Look at what changed (git diff
# --stat, an image viewer) before committing: a reference is what the tests will hold the
# toolkit to.
# Usage: scripts/update-snapshots.sh [--gtk4] [swift test --filter pattern, default: Snapshot]
set -euo pipefail
cd "$(dirname "$0")/.."
build=()
if [[ ${1:-} == --gtk4 ]]; then
    shift
    build=(--traits GTK4 --scratch-path .build-gtk4)
    export GSK_RENDERER=cairo  # Xvfb has no GL
fi
scripts/setup.sh --test
export NO_AT_BRIDGE=1
REACTANT_UPDATE_SNAPSHOTS=1 REACTANT_TEST_BACKEND=gtk G_DEBUG=fatal-criticals \
    xvfb-run -a swift test "${build[@]}" --filter "${1:-Snapshot}"
git status --short -- Tests/Snapshots
