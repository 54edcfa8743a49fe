#!/usr/bin/env bash
# Extracts every text domain's .pot from the Swift files again and merges it into each
# language's .po (meson's i18n targets <domain>-update-po, in .build/meson-po). See po/README.md.
# Usage: scripts/update-translations.sh
set -euo pipefail
cd "$(dirname "$0")/.."
build=.build/meson-po
[[ -f $build/build.ninja ]] || meson setup "$build" >/dev/null
for linguas in po/*/LINGUAS; do
    domain=$(basename "$(dirname "$linguas")")
    meson compile -C "$build" "$domain-update-po" 2>&1 | grep -v "unterminated string literal" | grep -vE "^(\[|ninja: Entering|INFO:)" || true
    echo "updated po/$domain"
done
