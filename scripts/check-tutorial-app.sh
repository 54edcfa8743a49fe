#!/usr/bin/env bash
# Follows the Shelf tutorial for real: makes the app with scripts/new-app.sh, applies every
# file's last tutorial step (and the tutorial's edits: the template's MainController and
# MainRootView deleted, a 480 × 360 window, po/POTFILES, the Spanish catalogue), then builds
# it (failing on any warning), runs its tests headless and on GTK, runs its --self-test,
# extracts its texts with meson and checks the Spanish catalogue covers them.
# With --screenshot it also runs the app in Spanish under Xvfb, presses Ctrl+N with xdotool
# and saves the window as the tutorial's shelf-es-add-book.png. With --install it also runs
# the tutorial's meson steps (a release build: minutes) and checks what lands in DESTDIR.
# The app lives in .build-docs/tutorial-app/shelf and keeps its .build between runs (the
# first build compiles the toolkit: minutes).
# Usage: scripts/check-tutorial-app.sh [--screenshot] [--install]   (needs scripts/setup.sh --test --docs)
set -euo pipefail
screenshot=false install=false
for argument in "$@"; do
    case $argument in
        --screenshot) screenshot=true ;;
        --install) install=true ;;
        *) echo "error: unknown option $argument" >&2; exit 2 ;;
    esac
done

cd "$(dirname "$0")/.."
toolkit=$PWD
steps=$toolkit/Sources/Reactant/Reactant.docc/Resources
work=$toolkit/.build-docs/tutorial-app
app=$work/shelf
latest() { ls "$steps"/[0-9][0-9]-[0-9][0-9]-"$1" | sort | tail -1; }

mkdir -p "$work"
rm -rf "$work/new"
scripts/new-app.sh Shelf org.example.Shelf "$work/new" >/dev/null
# The build folders stay, so a second run builds only what changed.
for folder in .build mbuild; do
    if [[ -d $app/$folder ]]; then mv "$app/$folder" "$work/new/$folder"; fi
done
rm -rf "$app"; mv "$work/new" "$app"

cd "$app"
export XDG_CONFIG_HOME=$work/config GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1
# shot PROGRAM TITLE PNG [XDOTOOL]: runs the app under Xvfb, runs `xdotool XDOTOOL` on its
# window ($window, $WIDTH and $HEIGHT are set) and saves the screen, cropped to the windows.
shot() {
    rm -rf "$work/config"   # no window size saved by an earlier run
    cat >"$work/shot.sh" <<'SHOT'
set -euo pipefail
LANGUAGE=${SHOT_LANGUAGE:-en} LC_ALL=C.UTF-8 "$1" >/dev/null 2>&1 &
pid=$!
window=""
for _ in $(seq 300); do
    window=$(xdotool search --onlyvisible --pid "$pid" --name "^$2\$" 2>/dev/null | tail -1) && [[ -n $window ]] && break
    sleep 0.1
done
sleep 1.5
xdotool windowfocus --sync "$window"
eval "$(xdotool getwindowgeometry --shell "$window")"
[[ -z ${4:-} ]] || eval "xdotool $4"
sleep 1.5
import -window root "$3"
kill "$pid"; wait "$pid" || true
SHOT
    xvfb-run -a -s '-screen 0 800x600x24' bash "$work/shot.sh" "$@"
    convert "$3" -trim +repage -strip -define png:compression-level=9 "$3"
}
if $screenshot; then
    # The app as scripts/new-app.sh makes it, before the tutorial's first step.
    swift build --product shelf >/dev/null
    shot "$(swift build --show-bin-path)/shelf" Shelf "$steps/shelf-template.png"
    echo "Saved $steps/shelf-template.png"
fi

rm Sources/Shelf/MainController.swift Sources/Shelf/MainRootView.swift
for step in $(ls "$steps" | grep -E '^[0-9]{2}-[0-9]{2}-[A-Za-z+]+\.swift$' | cut -c7- | sort -u); do
    case $step in
        ShelfTests*.swift) cp "$(latest "$step")" "Tests/ShelfTests/$step" ;;
        *) cp "$(latest "$step")" "Sources/Shelf/$step" ;;
    esac
done
cp "$(latest POTFILES)" po/POTFILES
cp "$(latest es.po)" po/es.po
echo es >>po/LINGUAS
sed -i 's/defaultWindowSize: (width: 420, height: 240)/defaultWindowSize: (width: 480, height: 360)/' Sources/Shelf/ShelfApp.swift
grep -q 'width: 480, height: 360' Sources/Shelf/ShelfApp.swift || { echo "error: the template's window size changed; update the tutorial" >&2; exit 1; }

echo "Building Shelf…"
log=$work/build.log
swift build --build-tests >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
if grep -q 'warning:' "$log"; then grep 'warning:' "$log" >&2; echo "error: Shelf builds with warnings" >&2; exit 1; fi
echo "Testing Shelf headless and on GTK…"
NO_AT_BRIDGE=1 swift test --skip-build 2>&1 | tail -1
NO_AT_BRIDGE=1 REACTANT_TEST_BACKEND=gtk G_DEBUG=fatal-criticals xvfb-run -a swift test --skip-build 2>&1 | tail -1
xvfb-run -a "$(swift build --show-bin-path)/shelf" --self-test

echo "Extracting and checking the translations…"
rm -rf build
meson setup build >"$work/meson.log" 2>&1 || { cat "$work/meson.log" >&2; exit 1; }
meson compile -C build org.example.Shelf-pot >>"$work/meson.log" 2>&1 || { cat "$work/meson.log" >&2; exit 1; }
msgcmp po/es.po po/org.example.Shelf.pot    # every text of the app has a Spanish entry
msgfmt -c --statistics -o /dev/null po/es.po
meson-helpers/reactant-swiftpm.py translations >/dev/null

if $install; then
    echo "Installing with meson into a staging folder…"
    stage=$work/stage
    rm -rf "$stage"
    { { [[ -d mbuild ]] || meson setup mbuild --prefix /usr; } && meson compile -C mbuild && meson test -C mbuild \
        && DESTDIR=$stage meson install -C mbuild; } >"$work/install.log" 2>&1 \
        || { tail -40 "$work/install.log" >&2; exit 1; }
    for file in bin/shelf share/applications/org.example.Shelf.desktop \
                share/metainfo/org.example.Shelf.metainfo.xml share/glib-2.0/schemas/org.example.Shelf.gschema.xml \
                share/icons/hicolor/scalable/apps/org.example.Shelf.svg share/locale/es/LC_MESSAGES/org.example.Shelf.mo \
                share/org.example.Shelf/Shelf_ShelfResources.resources/theme/shelf.css; do
        [[ -f $stage/usr/$file ]] || { echo "error: meson install left out /usr/$file" >&2; exit 1; }
    done
    echo "ok - meson installs the app, its desktop data, schema, icon, translations and resources"
fi

if $screenshot; then
    # The primary menu, opened by a click on its button (left of the window controls: 40 px each).
    shot "$(swift build --show-bin-path)/shelf" Shelf "$steps/shelf-menu.png" \
        'mousemove --window $window $((WIDTH - 155)) 25 click 1'
    SHOT_LANGUAGE=es shot "$(swift build --show-bin-path)/shelf" Estante "$steps/shelf-es-add-book.png" 'key ctrl+n'
    echo "Saved $steps/shelf-menu.png and shelf-es-add-book.png; look at all three before committing"
fi
echo "The tutorial's app builds, passes its tests on both backends and is translated."
