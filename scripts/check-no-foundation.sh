#!/usr/bin/env bash
# The toolkit and the demos start without Foundation (issue 16: start-up memory): Foundation
# and its ICU data cost about 4 MiB of resident memory at launch. FoundationEssentials and
# FoundationInternationalization cover what the toolkit needs; `ReactantFoundation` is the
# module for apps that want Foundation's types with the toolkit. This fails if a source file of
# the toolkit, a demo or the app template imports Foundation, or if a demo links it anyway.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
sources=(Sources/Reactant Sources/ReactantGtk Sources/GtkC Sources/GreeterDemo Sources/TableDemo Sources/GalleryDemo templates/app/Sources)
if found=$(grep -rnE --include='*.swift' '^\s*(@preconcurrency )?import (struct |class |enum |func )?Foundation(\.|$)' "${sources[@]}" 2>/dev/null); then
    echo "These files import Foundation; use FoundationEssentials (or ReactantFoundation in an app):" >&2
    echo "$found" >&2
    status=1
fi
bin=$(swift build --show-bin-path)
for demo in greeter-demo table-demo gallery-demo; do
    [[ -x $bin/$demo ]] || swift build --product "$demo" >/dev/null
    if ldd "$bin/$demo" | grep -q 'libFoundation\.so'; then
        echo "$demo links libFoundation.so: a module it uses imports Foundation (ldd $bin/$demo; after removing an import, an incremental build keeps the old link entries of the files it did not recompile: swift package clean, build, check again)" >&2
        status=1
    fi
done
[[ $status == 0 ]] && echo "no Foundation in the toolkit or the demos"
exit $status
