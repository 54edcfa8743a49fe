#!/usr/bin/env bash
# Builds the documentation site: Reactant's and ReactantTesting's DocC archives (symbol
# documentation, the articles and the Shelf tutorial), transformed for static hosting, with
# an index page linking both. Fails on any DocC warning, and when the tutorial's code doesn't
# compile or its last steps differ from Tests/TutorialTests (scripts/check-tutorial.sh).
#
# Usage: scripts/docs.sh [--screenshots] [--coverage] [OUTDIR]
#   OUTDIR         where the site goes (default .build-docs/site, gitignored)
#   --screenshots  first draws the tutorial's screenshots again with real GTK under Xvfb
#                  (Sources/Reactant/Reactant.docc/Resources/shelf-*.png) and the widget
#                  catalogue's (widget-*.png); look at them before committing
#   --coverage     also prints DocC's coverage table of every symbol ("Abstract?" false: undocumented)
# Prints each module's documentation coverage as DocC counts it (symbols with an abstract),
# as "Reactant: documented: types 85% (x/y), members 38% (x/y), globals 2.1% (x/y) (N synthesized
# members skipped: …)": members the compiler synthesizes from protocol extensions are left out
# of the site and the count (see the extraction below). Fails below the aim: every public type
# documented, and at least 95% of the members.
# The pictures the articles show are the repository's own: docs/screenshots/*.png (a gallery
# page's -light/-dark pair becomes one picture that follows the reader's appearance) and the
# snapshot references Tests/Snapshots/*.png (as snapshot-*.png); they are copied into the
# catalog when it is built, so they are kept once.
# DOCS_BASE_PATH: the site's path on its web server ("" at the root, the default; "reactant"
# for https://example.org/reactant/).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

screenshots=false coverage=false out=""
for argument in "$@"; do
    case $argument in
        --screenshots) screenshots=true ;;
        --coverage) coverage=true ;;
        -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "error: unknown option $argument" >&2; exit 2 ;;
        *) out=$argument ;;
    esac
done
out=${out:-.build-docs/site}
base=${DOCS_BASE_PATH:-}
base=${base#/}; base=${base%/}
command -v docc >/dev/null || { echo "error: docc not found (it comes with the Swift toolchain)" >&2; exit 1; }

# The tutorial's steps compile, and its last steps are what Tests/TutorialTests runs.
swift build --build-tests >/dev/null
scripts/check-tutorial.sh

if $screenshots; then
    echo "Drawing the tutorial's screenshots under Xvfb…"
    NO_AT_BRIDGE=1 REACTANT_TEST_BACKEND=gtk REACTANT_TUTORIAL_SCREENSHOTS=$root/Sources/Reactant/Reactant.docc/Resources \
        xvfb-run -a -s '-screen 0 1280x800x24' swift test --skip-build --filter 'TutorialScreenshots|WidgetScreenshots'
fi

# Symbol graphs of the public API, read from the debug build above by the toolchain's
# symbolgraph-extract. Not `swift package dump-symbol-graph`: it builds with every trait on,
# GTK3 and GTK4 at once, which can't compile in a fresh folder and, in the build folder, left
# the demos linked with GTK 4 as well as GTK 3.
echo "Extracting symbol graphs…"
bin=$(swift build --show-bin-path)
graphs=$root/.build-docs/symbol-graphs
rm -rf "$graphs"
mkdir -p "$graphs"
search=(-I "$bin/Modules" -I Sources/CGtk -I Sources/CGettext)
for target in "$bin"/*.build; do
    [[ -f $target/module.modulemap ]] && search+=(-I "$target")
done
for include in $(pkg-config --cflags-only-I gtk+-3.0); do search+=(-Xcc "$include"); done
# -skip-synthesized-members: the compiler copies every method of a protocol extension onto each
# conforming type (OpenCombine's ~90 Publisher operators onto every subject, SetAlgebra's onto
# each option set, Comparable's operators…); those copies have no source of ours to document, so
# neither the site nor the coverage lists them (our own protocol extensions, such as
# Component.mutateState, stay documented once, on the protocol). Without -skip-inherited-docs, a
# member that implements a documented requirement or overrides a documented method, and has no
# comment of its own, shows that documentation (as Xcode does): GtkBackend.makeLabel() reads
# NativeBackend's "A new label without text." The graphs with the copies, in with-synthesized/,
# only count what was skipped.
for module in Reactant ReactantTesting; do
    for variant in skip full; do
        options=(-skip-synthesized-members) folder=$graphs
        [[ $variant == full ]] && options=() folder=$graphs/with-synthesized
        mkdir -p "$folder"
        swift symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" "${search[@]}" \
            -minimum-access-level public "${options[@]}" -output-dir "$folder"
    done
done
[[ -f $graphs/Reactant.symbols.json && -f $graphs/ReactantTesting.symbols.json ]] ||
    { echo "error: symbolgraph-extract wrote no symbol graphs into $graphs" >&2; exit 1; }
# How many synthesized copies a module's graphs hold (each symbol's id names it once).
synthesized() { { cat "$1/$2.symbols.json" "$1/$2@"*.symbols.json 2>/dev/null || true; } | { grep -o '"precise":"[^"]*::SYNTHESIZED::' || true; } | wc -l; }

work=$(mktemp -d /tmp/reactant-docs.XXXXXX)
trap 'rm -rf "$work"' EXIT
rm -rf "$out"
mkdir -p "$out"
failed=0
# The Reactant catalog, with the repository's pictures added.
catalog=$work/Reactant.docc
cp -R Sources/Reactant/Reactant.docc "$catalog"
cp docs/screenshots/*.png "$catalog/Resources/"
for light in docs/screenshots/gallery-*-light.png; do
    page=$(basename "$light" -light.png)
    cp "$light" "$catalog/Resources/$page.png"
    cp "docs/screenshots/$page-dark.png" "$catalog/Resources/$page~dark.png"
done
for snapshot in Tests/Snapshots/*.png; do
    cp "$snapshot" "$catalog/Resources/snapshot-$(basename "$snapshot")"
done

for module in Reactant ReactantTesting; do
    mkdir -p "$work/$module"
    cp "$graphs/$module.symbols.json" "$work/$module/"
    cp "$graphs/$module@"*.symbols.json "$work/$module/" 2>/dev/null || true
    path=${base:+$base/}$module
    options=(--experimental-documentation-coverage --coverage-summary-level brief)
    $coverage && options=(--experimental-documentation-coverage --coverage-summary-level detailed)
    echo "Converting $module…"
    source_catalog=Sources/$module/$module.docc
    [[ $module == Reactant ]] && source_catalog=$catalog
    if ! docc convert "$source_catalog" \
            --additional-symbol-graph-dir "$work/$module" \
            --output-dir "$out/$module" \
            --fallback-display-name "$module" --fallback-bundle-identifier "org.reactant-gtk.$module" \
            --transform-for-static-hosting --hosting-base-path "$path" \
            "${options[@]}" >"$work/$module.log" 2>&1; then
        cat "$work/$module.log" >&2; echo "error: docc convert failed for $module" >&2; exit 1
    fi
    if grep -q 'warning:' "$work/$module.log"; then
        grep -A6 'warning:' "$work/$module.log" >&2
        echo "error: DocC warned about $module (above)" >&2
        failed=1
    fi
    $coverage && grep -v 'warning:\|^Finished\|^Generated' "$work/$module.log" | sed -n '/Experimental coverage/,$p'
    # DocC's summary table: "Types | 85% (299/353) | …" (the first column is "has an abstract").
    skipped=$(( $(synthesized "$graphs/with-synthesized" "$module") - $(synthesized "$graphs" "$module") ))
    # The aim (issue 25): every public type documented, and at least 95% of the members.
    if ! awk -v module="$module" -v skipped="$skipped" -F'|' '
        $1 ~ /^(Types|Members|Globals) *$/ {
            gsub(/^ +| +$/, "", $1); gsub(/^ +| +$/, "", $2); kind = tolower($1); figures[++n] = kind " " $2
            if (match($2, /\(([0-9]+)\/([0-9]+)\)/)) { split(substr($2, RSTART + 1, RLENGTH - 2), count, "/"); done[kind] = count[1]; all[kind] = count[2] }
        }
        END { if (n == 0) { print "error: DocC printed no coverage for " module > "/dev/stderr"; exit 1 }
              line = module ": documented:"; for (i = 1; i <= n; i++) line = line (i > 1 ? "," : "") " " figures[i]
              print line " (" skipped " synthesized members skipped: protocol-extension methods the compiler copies onto our types)"
              if (done["types"] < all["types"] || done["members"] * 100 < all["members"] * 95) {
                  print "error: " module " is below the documentation aim (every public type, 95% of the members); scripts/docs.sh --coverage lists what lacks a comment (Abstract? false)" > "/dev/stderr"
                  exit 1
              } }
    ' "$work/$module.log"; then
        failed=1
    fi
done
[[ $failed == 0 ]] || exit 1

prefix=${base:+/$base}
cat >"$out/index.html" <<HTML
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Reactant for GTK documentation</title></head>
<body>
<h1>Reactant for GTK documentation</h1>
<ul>
<li><a href="$prefix/Reactant/tutorials/buildingshelf">Tutorial: Building a GTK App with Reactant</a></li>
<li><a href="$prefix/Reactant/documentation/reactant">Reactant</a>: the toolkit, and its articles</li>
<li><a href="$prefix/ReactantTesting/documentation/reactanttesting">ReactantTesting</a>: driving and reading apps in tests</li>
</ul>
</body></html>
HTML

echo "Documentation in $out. Preview it with:"
echo "  python3 -m http.server -d $out 8000   # then open http://localhost:8000/${base:+$base/}"
