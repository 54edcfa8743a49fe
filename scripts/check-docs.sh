#!/usr/bin/env bash
# Builds the documentation site (scripts/docs.sh), serves it on a free local port, opens
# pages in headless Chromium and fails when one renders empty, logs a JavaScript error, or
# asks the server for a file it doesn't have (a missing picture).
# Screenshots of the pages go to OUTDIR/../check-docs/ (look at them).
#
# Usage: scripts/check-docs.sh [--no-build] [OUTDIR]   (needs chromium: scripts/setup.sh --docs)
#   --no-build  checks the site already in OUTDIR
set -euo pipefail
cd "$(dirname "$0")/.."
build=true
[[ ${1:-} == --no-build ]] && { build=false; shift; }
out=${1:-.build-docs/site}
command -v chromium >/dev/null || { echo "error: chromium is missing (scripts/setup.sh --docs installs it)" >&2; exit 1; }

$build && DOCS_BASE_PATH="" scripts/docs.sh "$out"
[[ -f $out/index.html ]] || { echo "error: no site in $out" >&2; exit 1; }

shots=$(cd "$out/.." && pwd)/check-docs
rm -rf "$shots"; mkdir -p "$shots"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server --bind 127.0.0.1 --directory "$out" "$port" >"$shots/server.log" 2>&1 &
server=$!
profile=$(mktemp -d /tmp/reactant-check-docs.XXXXXX)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$profile"' EXIT
for _ in $(seq 50); do
    curl -fs "http://127.0.0.1:$port/" >/dev/null 2>&1 && break
    sleep 0.1
done

# A page passes when the rendered DOM holds the text expected of it and the console stays
# silent. Chromium logs every console message to stderr with --enable-logging, as
# `INFO:CONSOLE:<line>] "<text>"`, uncaught exceptions included ("Uncaught Error: …"), but
# without its level, so console.error can't be told from console.log; DocC's pages log
# nothing, so any message fails the check.
chrome() {  # url, extra flags…: runs headless Chromium on the page
    local url=$1; shift
    timeout 60 chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
        --user-data-dir="$profile" --no-first-run --hide-scrollbars \
        --virtual-time-budget=10000 --enable-logging=stderr --v=0 "$@" "$url"
}
failed=0
check() {  # name path expected-text
    local name=$1 url="http://127.0.0.1:$port/$2" expected=$3
    local requests_before missing errors
    requests_before=$(wc -l <"$shots/server.log")
    # The DOM from a window as tall as a long page, so that DocC's lazily loaded pictures
    # are all asked for; the screenshot of the first screen, as a reader opens the page.
    chrome "$url" --window-size=1280,20000 --dump-dom >"$shots/$name.html" 2>"$shots/$name.console.log" || true
    chrome "$url" --window-size=1280,900 --screenshot="$shots/$name.png" >/dev/null 2>>"$shots/$name.console.log" || true
    errors=$(grep -E ':CONSOLE[:(]' "$shots/$name.console.log" || true)
    # http.server logs each request as '"GET /path HTTP/1.1" 404 -'. DocC's pages always ask
    # for theme-settings.json, which a catalog may add to change their look (ours don't).
    missing=$(tail -n +"$((requests_before + 1))" "$shots/server.log" | grep -E '" 404 ' |
        grep -vE 'GET /([^ ]*/)?(theme-settings\.json|favicon\.ico) ' || true)
    if [[ -n $errors ]]; then
        echo "FAIL $name: JavaScript console messages on $url:" >&2; echo "$errors" >&2; failed=1
    elif [[ -n $missing ]]; then
        echo "FAIL $name: $url asked for files the site doesn't have:" >&2; echo "$missing" >&2; failed=1
    elif ! grep -q "$expected" "$shots/$name.html"; then
        echo "FAIL $name: $url rendered without \"$expected\" (empty page?); DOM in $shots/$name.html" >&2; failed=1
    elif [[ ! -s $shots/$name.png ]]; then
        echo "FAIL $name: no screenshot of $url" >&2; failed=1
    else
        echo "ok   $name ($url, $(wc -c <"$shots/$name.html") bytes of DOM)"
    fi
}
check tutorial Reactant/tutorials/buildingshelf "Build Shelf, a reading list"
check tutorial-first Reactant/tutorials/reactant/yourfirstscreen "Show the books in a table"
check tutorial-step Reactant/tutorials/reactant/navigationandforms "Push a page for a book"
check tutorial-last Reactant/tutorials/reactant/testingandshipping "Drive the real widgets"
check article Reactant/documentation/reactant/gettingstarted "How an app starts"
check catalogue Reactant/documentation/reactant/widgetcatalogue "The basic views"
check performance Reactant/documentation/reactant/performance "At a glance"
check module ReactantTesting/documentation/reactanttesting "Drive Reactant for GTK apps"
echo "Screenshots in $shots"
exit "$failed"
