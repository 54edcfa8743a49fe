#!/usr/bin/env bash
# The packaging checks scripts/test.sh runs after the test suites (each step prints its time):
#   data      desktop files and metainfo validate; runtime icons match data/ icons;
#             meson.build carries meson-helpers/reactant.meson verbatim
#   meson     meson setup/compile/install into a temporary DESTDIR, the installed tree is
#             complete, the installed Greeter answers --version without a display and passes
#             --self-test under xvfb-run, a second launch hands over to the first, and
#             with its schema compiled it keeps its window state in GSettings
#   template  scripts/new-app.sh makes an app that validates, builds without a warning, passes
#             its own tests (headless and GTK) and --self-test
# Usage: scripts/check-packaging.sh [data|meson|template]...   (default: all three)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export NO_AT_BRIDGE=1
work=$(mktemp -d /tmp/reactant-packaging.XXXXXX)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }

step() {
    local name=$1; shift
    local start=$SECONDS
    echo "== packaging: $name =="
    "$@"
    echo "== packaging: $name took $((SECONDS - start)) s =="
}

validate_data() {  # folder
    local file
    for file in "$1"/*.desktop; do desktop-file-validate "$file" || fail "$file"; done
    appstreamcli validate --no-net "$1"/*.metainfo.xml >/dev/null || {
        appstreamcli validate --no-net "$1"/*.metainfo.xml; fail "metainfo in $1"; }
}

check_data() {
    validate_data data
    local icon id
    for icon in data/icons/hicolor/scalable/apps/*.svg; do
        id=$(basename "$icon" .svg)
        [[ -f data/$id.desktop && -f data/$id.metainfo.xml ]] || fail "$id: icon without desktop file or metainfo"
        grep -qx "Icon=$id" "data/$id.desktop" || fail "data/$id.desktop: Icon is not $id"
        grep -q "<id>$id</id>" "data/$id.metainfo.xml" || fail "data/$id.metainfo.xml: id is not $id"
        # The icon the window shows (a resource) is the one the desktop shows (data/).
        compgen -G "Resources/*/icons/hicolor/scalable/apps/$id.svg" >/dev/null || fail "no runtime copy of $icon under Resources/"
        cmp -s "$icon" Resources/*/icons/hicolor/scalable/apps/"$id".svg || fail "Resources/ copy of $icon differs"
    done
    python3 - <<'PY' || fail "meson.build does not end with meson-helpers/reactant.meson verbatim"
import sys
sys.exit(0 if open("meson.build").read().endswith(open("meson-helpers/reactant.meson").read()) else 1)
PY
    echo "data ok"
}

# A second launch under one D-Bus session must hand over to the first and exit.
check_single_instance() {  # executable
    timeout 120 dbus-run-session -- xvfb-run -a -s "-noreset" bash -c '
        "$1" >/dev/null 2>&1 & first=$!
        for _ in $(seq 50); do xdotool search --onlyvisible --name "^Greeter$" >/dev/null && break; sleep 0.2; done
        timeout 20 "$1" >/dev/null 2>&1 || { echo "second launch failed"; kill $first; exit 1; }
        # Shown windows only: GDK names its unmapped client-leader window after the
        # application name (g_set_application_name), so "Greeter" stands there too.
        windows=$(xdotool search --onlyvisible --name "^Greeter$" | wc -l)
        kill -0 $first || { echo "first instance exited"; exit 1; }
        kill $first
        [[ $windows == 1 ]] || { echo "$windows Greeter windows after a second launch"; exit 1; }
    ' _ "$1" 2> >(grep -v "Failed to set fd limit" >&2) || fail "single instance"
    echo "single instance ok"
}

check_meson() {
    local build=$work/meson-build dest=$work/destdir prefix=/usr
    meson setup "$build" --prefix "$prefix" >/dev/null
    meson compile -C "$build"
    DESTDIR=$dest meson install -C "$build" >/dev/null
    local id=org.reactantgtk.Greeter installed=$dest$prefix expected
    for expected in bin/greeter-demo share/applications/$id.desktop share/metainfo/$id.metainfo.xml \
            share/icons/hicolor/scalable/apps/$id.svg \
            share/$id/Reactant_GreeterDemoResources.resources/theme/greeter.css \
            share/$id/Reactant_GreeterDemoResources.resources/icons/hicolor/scalable/apps/$id.svg \
            share/$id/Reactant_ReactantResources.resources/theme/reactant.css \
            bin/gallery-demo share/applications/org.reactantgtk.Gallery.desktop \
            share/org.reactantgtk.Gallery/Reactant_GalleryDemoResources.resources/theme/gallery.css \
            share/locale/es/LC_MESSAGES/reactant-gtk.mo share/locale/es/LC_MESSAGES/$id.mo \
            share/locale/es/LC_MESSAGES/org.reactantgtk.TableDemo.mo share/glib-2.0/schemas/$id.gschema.xml; do
        [[ -e $installed/$expected ]] || fail "meson install did not install $expected"
    done
    [[ -x $installed/bin/greeter-demo ]] || fail "bin/greeter-demo is not executable"
    # Nothing escapes DESTDIR's prefix.
    [[ -z $(find "$dest" -mindepth 1 -maxdepth 1 ! -name usr) ]] || fail "files installed outside $prefix"
    echo "installed tree ok ($(find "$dest" -type f | wc -l) files)"
    local version
    version=$(env -u DISPLAY -u WAYLAND_DISPLAY "$installed/bin/greeter-demo" --version) || fail "--version"
    [[ $version == "Greeter 0.1.0" ]] || fail "--version printed '$version'"
    echo "--version: $version"
    # The installed catalogues are found from the prefix: toolkit strings in Spanish.
    env -u DISPLAY LANGUAGE=es LC_ALL=C.UTF-8 "$installed/bin/greeter-demo" --help | grep -q "^Uso: greeter-demo" \
        || fail "the installed Greeter's --help is not in Spanish with LANGUAGE=es"
    # Run from the installed place (not the build folder), so only share/<id> can supply resources.
    (cd / && timeout 120 xvfb-run -a "$installed/bin/greeter-demo" --self-test) || fail "installed Greeter --self-test"
    check_single_instance "$installed/bin/greeter-demo"
    check_installed_window_state "$installed"
}

# With its schema compiled (a system's trigger does that for a package), the installed
# Greeter keeps its window state in GSettings, not in the key file; SIGTERM quits it cleanly.
check_installed_window_state() {  # installed prefix
    local installed=$1 id=org.reactantgtk.Greeter config=$work/config
    glib-compile-schemas --strict "$installed/share/glib-2.0/schemas" || fail "the installed schemas don't compile"
    mkdir -p "$config"
    (cd / && GSETTINGS_SCHEMA_DIR=$installed/share/glib-2.0/schemas GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME=$config \
        timeout 120 xvfb-run -a bash -c '"$1" & pid=$!; sleep 4; kill -TERM $pid; wait $pid' _ "$installed/bin/greeter-demo") \
        || fail "the installed Greeter did not exit with 0 on SIGTERM"
    grep -q "^\[org/reactantgtk/Greeter\]" "$config/glib-2.0/settings/keyfile" 2>/dev/null \
        && grep -q "^window-width=" "$config/glib-2.0/settings/keyfile" \
        || fail "the window state did not go to GSettings ($(cat "$config/glib-2.0/settings/keyfile" 2>&1))"
    [[ ! -e $config/$id/window-state.ini ]] || fail "the window state went to the key file although the schema is installed"
    echo "window state in GSettings ok"
}

check_template() {
    local app=$work/template-app
    scripts/new-app.sh PackagingProbe org.reactantgtk.PackagingProbe "$app" >/dev/null
    validate_data "$app/data"
    glib-compile-schemas --strict --dry-run "$app/data" || fail "the template's GSettings schema"
    # The build (the toolkit's too, as a dependency) prints no warning at all.
    local log=$work/template-build.log
    (cd "$app" && swift build --build-tests >"$log" 2>&1) || { cat "$log"; fail "the template app did not build"; }
    if grep -i "warning:" "$log"; then fail "building the template app printed warnings (above)"; fi
    # Its tests pass as generated, headless and on GTK; on GTK with a session bus, as on a
    # desktop (TestBackend keeps the tests off it).
    (cd "$app" && swift test --skip-build 2>&1 | tail -3) || fail "the template app's tests (headless)"
    (cd "$app" && REACTANT_TEST_BACKEND=gtk G_DEBUG=fatal-criticals timeout 300 dbus-run-session -- xvfb-run -a \
        swift test --skip-build 2>&1 | grep -v "Failed to set fd limit" | tail -3) || fail "the template app's tests (GTK)"
    local bin
    bin=$(cd "$app" && swift build --show-bin-path)/packaging-probe
    [[ -x $bin ]] || fail "the template app did not build"
    [[ $(env -u DISPLAY "$bin" --version) == "PackagingProbe 0.1.0" ]] || fail "template --version"
    timeout 120 xvfb-run -a "$bin" --self-test || fail "template app --self-test"
    # The toolkit's catalogues come from the dependency, compiled into the build folder.
    (cd "$app" && meson-helpers/reactant-swiftpm.py translations >/dev/null) || fail "template translations"
    env -u DISPLAY LANGUAGE=es LC_ALL=C.UTF-8 "$bin" --help | grep -q "^Uso: packaging-probe" \
        || fail "the template app's --help is not in Spanish with the toolkit's catalogue"
    echo "template ok"
}

(($# > 0)) || set -- data meson template
for what in "$@"; do
    case $what in
        data) step data check_data ;;
        meson) step meson check_meson ;;
        template) step template check_template ;;
        *) fail "unknown check '$what' (data, meson, template)" ;;
    esac
done
