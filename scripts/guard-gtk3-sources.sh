#!/usr/bin/env bash
# Checks (default) or adds (--apply) the guard that keeps GTK 3-only Swift files out of a
# GTK 4 build (`swift build --traits GTK4`): `#if GTK3` as the first line and `#endif` as the
# last. The GTK 4 backend's files (Backends/Gtk4) get `#if GTK4` the same way, which keeps
# them out of the default GTK 3 build. An executable's main.swift gets an `#else` that says the tool is GTK 3 only and exits
# 1, so a GTK 4 build of it fails loudly instead of doing nothing.
#
# Which files are GTK 3 only is listed below by folder, so files split or renamed inside those
# folders are found without editing this script; rerun it with --apply after a merge.
#
# Usage: scripts/guard-gtk3-sources.sh [--apply]   (exit 1 when a file lacks its guard)
set -euo pipefail
cd "$(dirname "$0")/.."

# Folders whose Swift files all need GTK 3's C API (CGtk, CConstraintBox, CTableBench).
folders=(
    Sources/Reactant/Backends/Gtk         # the GTK 3 backend (Backends/Gtk4 is GTK 4's)
    Sources/table-bench                   # C GtkTreeView/GtkListBox references
    Sources/BenchSupport                  # the benches' shared timing (reads CTableBench)
    Sources/text-bench
    Sources/constraint-bench
    Sources/soak-bench
)
# Single files that use GTK 3's API directly and have a GTK 4 twin.
files=(
    Sources/ReactantTesting/Snapshots/SnapshotRenderer.swift   # GTK 4's twins: Gtk4Snapshot*.swift
    Sources/ReactantTesting/Snapshots/SnapshotSettings.swift
    Sources/ReactantTesting/Snapshots/SnapshotScale.swift
    Sources/ReactantTesting/Contrast/ContrastCheck.swift       # GTK 4's twin: Gtk4ContrastCheck.swift
)

# Folders whose Swift files need GTK 4 (CGtk4).
gtk4_folders=(
    Sources/Reactant/Backends/Gtk4
)
# Single GTK 4 files: the GTK 4 twins of the GTK 3 files above (the rest of Snapshots and
# Contrast is `#if GTK3 || GTK4`, written by hand).
gtk4_files=(
    Sources/ReactantTesting/Snapshots/Gtk4SnapshotRenderer.swift
    Sources/ReactantTesting/Snapshots/Gtk4SnapshotSettings.swift
    Sources/ReactantTesting/Snapshots/Gtk4SnapshotScale.swift
    Sources/ReactantTesting/Contrast/Gtk4ContrastCheck.swift
)

apply=false
[[ ${1:-} == --apply ]] && apply=true

mapfile -t gtk3_targets < <({ find "${folders[@]}" -name '*.swift' 2>/dev/null; printf '%s\n' "${files[@]}"; } | sort -u)
mapfile -t gtk4_targets < <({ find "${gtk4_folders[@]}" -name '*.swift' 2>/dev/null; printf '%s\n' "${gtk4_files[@]}"; } | sort -u)
missing=0
guard() {  # trait file
    local trait=$1 file=$2
    local top="#if $trait // ${trait/GTK/GTK } only: scripts/guard-gtk3-sources.sh"
    local bottom="#endif // $trait"
    [[ -f $file ]] || { echo "note: $file is gone (update the list in $0)" >&2; return; }
    first=$(head -n 1 "$file")
    last=$(tail -n 1 "$file")
    [[ $first == "$top" && $last == "$bottom" ]] && return
    if ! $apply; then
        echo "unguarded: $file"
        missing=$((missing + 1))
        return
    fi
    if [[ $first == "$top" || $last == "$bottom" ]]; then
        echo "error: $file has half a guard; fix it by hand" >&2
        exit 1
    fi
    tmp=$(mktemp)
    {
        echo "$top"
        cat "$file"
        # A file without a final newline still gets its guard on a line of its own.
        [[ -n $(tail -c 1 "$file") ]] && echo
        if [[ $trait == GTK3 && $(basename "$file") == main.swift && $file == Sources/* ]]; then
            tool=$(basename "$(dirname "$file")")
            echo '#else'
            echo 'import Glibc'
            echo "let gtk3Only = \"$tool is GTK 3 only so far; build it without --traits GTK4.\\n\""
            echo '_ = write(2, gtk3Only, gtk3Only.utf8.count)'
            echo 'exit(1)'
        fi
        echo "$bottom"
    } > "$tmp"
    cat "$tmp" > "$file"
    rm "$tmp"
    echo "guarded: $file"
}
for file in "${gtk3_targets[@]}"; do guard GTK3 "$file"; done
for file in "${gtk4_targets[@]}"; do guard GTK4 "$file"; done
if ! $apply && ((missing > 0)); then
    echo "$missing file(s) lack their GTK guard: run $0 --apply" >&2
    exit 1
fi
