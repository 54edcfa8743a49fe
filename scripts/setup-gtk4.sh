#!/usr/bin/env bash
# Installs what a GTK 4 build (`swift build --traits GTK4`) needs on Debian/Ubuntu, only
# where missing: GTK 4 and libadwaita's development packages (Debian 12: GTK 4.8.3,
# libadwaita 1.2.2, the versions the GTK 4 backend targets). scripts/setup.sh installs the
# rest (GTK 3, gettext, the test tools).
# Usage: scripts/setup-gtk4.sh
set -euo pipefail

packages=()
pkg-config --exists gtk4 2>/dev/null || packages+=(libgtk-4-dev)
pkg-config --exists libadwaita-1 2>/dev/null || packages+=(libadwaita-1-dev)
if ((${#packages[@]} > 0)); then
    sudo=""
    [[ $(id -u) -ne 0 ]] && sudo=sudo
    $sudo apt-get update
    $sudo apt-get install -y --no-install-recommends "${packages[@]}"
fi
echo "GTK $(pkg-config --modversion gtk4), libadwaita $(pkg-config --modversion libadwaita-1)"
