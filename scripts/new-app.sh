#!/usr/bin/env bash
# Creates a new app made with Reactant for GTK from templates/app: a window, a controller, a
# root view, a wireframe, a dependency module, resources, desktop data, a meson build and a
# test target, depending on this checkout of the toolkit by path. It builds, runs and passes
# its tests as is.
#
# Usage: scripts/new-app.sh [--gtk4] NAME APP_ID DEST
#   --gtk4  build it against GTK 4 and libadwaita (the toolkit's GTK4 trait) instead of GTK 3
#   NAME    the app's name, a Swift type name: Notes, TodoList
#   APP_ID  its application id, reverse DNS: org.example.Notes
#   DEST    the folder to create (must not exist, or be empty)
# The executable is NAME in lower case with dashes (TodoList -> todo-list).
set -euo pipefail

usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
gtk4=false
if [[ ${1:-} == --gtk4 ]]; then gtk4=true; shift; fi
[[ $# -eq 3 ]] || usage
name=$1 app_id=$2 dest=$3
toolkit=$(cd "$(dirname "$0")/.." && pwd)

[[ $name =~ ^[A-Z][A-Za-z0-9]*$ ]] || { echo "error: NAME '$name' must be a Swift type name (letters and digits, starting with a capital)" >&2; exit 2; }
# GLib's rule (g_application_id_is_valid), minus dashes, which D-Bus names discourage.
[[ $app_id =~ ^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+$ && ${#app_id} -le 255 ]] \
    || { echo "error: APP_ID '$app_id' must be a reverse-DNS id such as org.example.$name" >&2; exit 2; }
if [[ -e $dest && -n $(ls -A "$dest" 2>/dev/null) ]]; then
    echo "error: $dest exists and is not empty" >&2; exit 2
fi

executable=$(sed -E 's/([a-z0-9])([A-Z])/\1-\2/g' <<<"$name" | tr '[:upper:]' '[:lower:]')
# SwiftPM names a path dependency after its folder.
package=$(basename "$toolkit")
today=$(date -u +%Y-%m-%d)
# The toolkit's backend: its default trait (GTK 3), or GTK4 named on the dependency.
# (Its meson build needs nothing more: SwiftPM reads the trait from Package.swift.)
traits=""
if $gtk4; then traits=', traits: ["GTK4"]'; fi

mkdir -p "$dest"
dest=$(cd "$dest" && pwd)
cp -r "$toolkit/templates/app/." "$dest/"
mv "$dest/gitignore" "$dest/.gitignore"
mkdir -p "$dest/meson-helpers"
cp "$toolkit/meson-helpers/reactant-swiftpm.py" "$toolkit/meson-helpers/reactant.meson" \
   "$toolkit/meson-helpers/README.md" "$dest/meson-helpers/"
cat "$dest/meson.build.in" "$toolkit/meson-helpers/reactant.meson" > "$dest/meson.build"
rm "$dest/meson.build.in"

# Placeholders in file names, deepest first so renaming a folder never hides a file.
find "$dest" -depth \( -name '*__*__*' -o -name '*@*@*' \) | while read -r path; do
    base=$(basename "$path")
    new=${base//__NAME__/$name}
    new=${new//__EXECUTABLE__/$executable}
    new=${new//__APP_ID__/$app_id}
    new=${new//@NAME@/$name}
    new=${new//@EXECUTABLE@/$executable}
    [[ $new == "$base" ]] || mv "$path" "$(dirname "$path")/$new"
done
# Placeholders in contents.
# The GSettings schema's path: the id with slashes ("/org/example/Notes/").
app_id_path="/${app_id//.//}/"
grep -rlE '@(NAME|EXECUTABLE|APP_ID|APP_ID_PATH|REACTANT_PATH|REACTANT_PACKAGE|REACTANT_TRAITS|DATE)@' "$dest" | while read -r file; do
    sed -i -e "s|@REACTANT_TRAITS@|$traits|g" -e "s|@NAME@|$name|g" -e "s|@EXECUTABLE@|$executable|g" -e "s|@APP_ID_PATH@|$app_id_path|g" -e "s|@APP_ID@|$app_id|g" \
           -e "s|@REACTANT_PATH@|$toolkit|g" -e "s|@REACTANT_PACKAGE@|$package|g" -e "s|@DATE@|$today|g" "$file"
done

echo "Created $name ($app_id) in $dest$($gtk4 && echo ', for GTK 4 and libadwaita')"
echo "  cd $dest && swift run $executable        # or: meson setup build && meson compile -C build"
echo "  swift test                                # its tests (REACTANT_TEST_BACKEND=gtk xvfb-run -a swift test: on GTK)"
