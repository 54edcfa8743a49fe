#!/usr/bin/env bash
# Installs the system packages the toolkit needs on Debian/Ubuntu, only where missing.
# Usage: scripts/setup.sh [--test] [--docs]   (--test adds what the GTK test run and the
# packaging checks need: Xvfb, meson, ninja, desktop-file-utils, appstream, the snapshot
# tests' font, and the es_ES and he_IL locales the locale tests use; --docs adds what
# the documentation checks need: Chromium, curl, ImageMagick)
set -euo pipefail

packages=()
pkg-config --exists gtk+-3.0 2>/dev/null || packages+=(libgtk-3-dev)
# msgfmt compiles the translations (po/) for the build folder, meson and the tests.
command -v msgfmt >/dev/null || packages+=(gettext)
if [[ "${1:-}" == "--test" ]]; then
    command -v xvfb-run >/dev/null || packages+=(xvfb)
    command -v xauth >/dev/null || packages+=(xauth)
    # GTK looks for icons and a cursor theme; without them it warns on every widget.
    [[ -d /usr/share/icons/Adwaita ]] || packages+=(adwaita-icon-theme)
    # Packaging checks: meson install, desktop and AppStream validators, single-instance run.
    command -v meson >/dev/null || packages+=(meson)
    command -v ninja >/dev/null || packages+=(ninja-build)
    command -v desktop-file-validate >/dev/null || packages+=(desktop-file-utils)
    command -v appstreamcli >/dev/null || packages+=(appstream)
    command -v dbus-run-session >/dev/null || packages+=(dbus)
    # The single-instance check looks for the Greeter's windows on the virtual display, and
    # scripts/check-shell.sh presses its keys (Ctrl+Q, Ctrl+?).
    command -v xdotool >/dev/null || packages+=(xdotool)
    # scripts/check-real-input.sh reads what the demos copied from the X clipboard.
    command -v xclip >/dev/null || packages+=(xclip)
    # scripts/check-random-input.sh sends its random input through XTest from Python.
    /usr/bin/python3 -c "import Xlib" 2>/dev/null || packages+=(python3-xlib)
    # The window-state check compiles the installed GSettings schema.
    command -v glib-compile-schemas >/dev/null || packages+=(libglib2.0-bin)
    # The SVG app icons are rendered by librsvg's gdk-pixbuf loader.
    compgen -G "/usr/lib/*/gdk-pixbuf-2.0/2.10.0/loaders/libpixbufloader-svg.so" >/dev/null || packages+=(librsvg2-common)
    # The accessibility check is an AT-SPI client reading the demos on the accessibility bus.
    /usr/bin/python3 -c "import pyatspi" 2>/dev/null || packages+=(python3-pyatspi)
    [[ -x /usr/libexec/at-spi-bus-launcher ]] || packages+=(at-spi2-core)
    # Snapshot tests draw in DejaVu Sans (Latin and Hebrew), so every machine draws the same.
    fc-list 2>/dev/null | grep -q "DejaVu Sans:" || packages+=(fonts-dejavu-core)
    # The locale tests format in Spanish and mirror for Hebrew: their locales are generated below.
    [[ -d /usr/share/i18n/locales ]] || packages+=(locales)
fi
# scripts/check-docs.sh (in scripts/test.sh, which passes --docs) opens the documentation
# site in headless Chromium; scripts/check-tutorial-app.sh --screenshot grabs the screen
# with ImageMagick.
if [[ " $* " == *" --docs "* ]]; then
    command -v chromium >/dev/null || packages+=(chromium)
    command -v curl >/dev/null || packages+=(curl)
    command -v import >/dev/null || packages+=(imagemagick)
fi
# The locales the tests format and mirror in, generated when missing (Debian's `locales`).
locales=()
if [[ "${1:-}" == "--test" ]]; then
    for name in es_ES he_IL; do
        locale -a 2>/dev/null | grep -qiE "^$name\.utf-?8$" || locales+=("$name")
    done
fi
if ((${#packages[@]} == 0 && ${#locales[@]} == 0)); then
    exit 0
fi

sudo=()
if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "error: need root (or sudo) to install: ${packages[*]} ${locales[*]}" >&2; exit 1; }
    sudo=(sudo)
fi
if ((${#packages[@]} > 0)); then
    echo "Installing ${packages[*]} ..." >&2
    "${sudo[@]}" apt-get update -q
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${packages[@]}"
fi
for name in "${locales[@]}"; do
    echo "Generating the locale $name.UTF-8 ..." >&2
    "${sudo[@]}" localedef -i "$name" -c -f UTF-8 -A /usr/share/locale/locale.alias "$name.UTF-8"
done
