#!/usr/bin/env bash
# Checks the Shelf tutorial's code (Sources/Reactant/Reactant.docc/Resources/NN-NN-*.swift):
# - each file's last step is the file Tests/TutorialTests compiles and runs (the tests' last
#   step differs by `@testable import Shelf`, which a file of the same module can't have);
# - the app as it stands after each step from 01-03 on (the first the tutorial runs; each
#   file at its latest step so far, ShelfApp.swift as new-app.sh writes it) type-checks
#   against the toolkit's debug build, warnings included.
# Usage: scripts/check-tutorial.sh   (after swift build --build-tests)
set -euo pipefail
cd "$(dirname "$0")/.."
steps=Sources/Reactant/Reactant.docc/Resources
final=Tests/TutorialTests
failed=0

for file in "$final"/Shelf/*.swift "$final"/ShelfTests*.swift; do
    name=$(basename "$file")
    [[ $name == ShelfApp.swift ]] && continue   # written by scripts/new-app.sh, not by a step
    last=$(ls "$steps"/[0-9][0-9]-[0-9][0-9]-"$name" 2>/dev/null | sort | tail -1)
    if [[ -z $last ]]; then
        echo "error: $file is in no tutorial step ($steps/NN-NN-$name)" >&2; failed=1; continue
    fi
    if ! diff -q <(grep -v '^@testable import Shelf$' "$last") "$file" >/dev/null; then
        echo "error: $last (the tutorial's last step) differs from $file (what the tests compile):" >&2
        diff <(grep -v '^@testable import Shelf$' "$last") "$file" >&2 || true
        failed=1
    fi
done

bin=$(swift build --show-bin-path)
[[ -f $bin/Modules/ReactantTesting.swiftmodule ]] || { echo "error: build the toolkit first (swift build --build-tests)" >&2; exit 1; }
flags=(-typecheck -swift-version 6 -module-name Shelf -warnings-as-errors -I "$bin/Modules")
# Build-tool copies (a plugin's tools, "-tool.build") define the same modules again.
while read -r map; do flags+=(-Xcc "-fmodule-map-file=$map"); done \
    < <(find "$bin" -maxdepth 3 -name module.modulemap -not -path "*-tool.build/*"; echo "$PWD/Sources/CGtk/module.modulemap"; echo "$PWD/Sources/CGettext/module.modulemap")
for flag in $(pkg-config --cflags gtk+-3.0); do [[ $flag == -pthread ]] || flags+=(-Xcc "$flag"); done

work=$(mktemp -d /tmp/reactant-tutorial.XXXXXX)
trap 'rm -rf "$work"' EXIT
for step in $(ls "$steps" | grep -oE '^[0-9]{2}-[0-9]{2}-.*\.swift$' | cut -c1-5 | sort -u); do
    [[ $step < 01-03 ]] && continue
    rm -rf "$work/app"; mkdir -p "$work/app"
    cp "$final/Shelf/ShelfApp.swift" "$work/app/"
    for file in $(ls "$steps" | grep -E '^[0-9]{2}-[0-9]{2}-.*\.swift$' | sort); do
        [[ ${file:0:5} > $step ]] && continue
        # Later steps overwrite earlier ones; the tests join the app's module.
        grep -v '^@testable import Shelf$' "$steps/$file" >"$work/app/${file:6}"
    done
    if swiftc "${flags[@]}" "$work"/app/*.swift >"$work/log" 2>&1; then
        echo "ok   step $step: $(ls "$work/app" | wc -l) files type-check"
    else
        echo "FAIL step $step:" >&2; cat "$work/log" >&2; failed=1
    fi
done
exit "$failed"
