#!/usr/bin/env bash
# Checks the translations (po/README.md): every Swift file with marked strings is in its
# domain's POTFILES (rtr/rtrn: po/reactant-gtk, tr/trn/N_: one app's folder) and every listed
# file exists; each .pot holds exactly the strings the sources mark (xgettext with the
# arguments of meson-helpers/reactant.meson); each .po compiles. Untranslated or fuzzy
# messages are reported (after a merge brings new strings) but don't fail. And
# `meson-helpers/reactant-swiftpm.py translations` given a broken .po among good ones names
# the file and line (msgfmt's message), compiles the others and exits non-zero, no traceback.
# Usage: scripts/check-translations.sh
set -euo pipefail
cd "$(dirname "$0")/.."

check_broken_po() {
    local work status=0
    work=$(mktemp -d /tmp/reactant-po.XXXXXX)
    mkdir -p "$work/po/org.test.Broken"
    printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "probe")\n' >"$work/Package.swift"
    printf 'de es fr\n' >"$work/po/org.test.Broken/LINGUAS"
    touch "$work/po/org.test.Broken/org.test.Broken.pot"
    local header='msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
    printf "${header}"'msgid "Hello"\nmsgstr "Hallo"\n' >"$work/po/org.test.Broken/de.po"
    printf "${header}"'msgid "Hello"\nmsgstr "Hola\n' >"$work/po/org.test.Broken/es.po"   # unterminated: line 6
    printf "${header}"'msgid "Hello"\nmsgstr "Bonjour"\n' >"$work/po/org.test.Broken/fr.po"
    python3 meson-helpers/reactant-swiftpm.py translations --package "$work" --outdir "$work/locale" \
        >"$work/out" 2>&1 && status=0 || status=$?
    local problems=()
    ((status != 0)) || problems+=("it exited with status 0")
    grep -q "es.po:6:" "$work/out" || problems+=("msgfmt's file and line (es.po:6:) missing")
    grep -q "Traceback" "$work/out" && problems+=("a Python traceback")
    for language in de fr; do
        [[ -s $work/locale/$language/LC_MESSAGES/org.test.Broken.mo ]] || problems+=("$language not compiled")
    done
    [[ -e $work/locale/es/LC_MESSAGES/org.test.Broken.mo ]] && problems+=("a catalogue for the broken es.po")
    if ((${#problems[@]} > 0)); then
        echo "FAIL: reactant-swiftpm.py translations with a broken .po: ${problems[*]}"
        cat "$work/out"
        rm -rf "$work"
        return 1
    fi
    echo "reactant-swiftpm.py translations: a broken .po is named with its line, the others compile, status $status"
    rm -rf "$work"
}
check_broken_po

exec python3 - <<'PY'
import glob, os, re, subprocess, sys, tempfile

failures = []
def fail(message):
    failures.append(message)
    print("FAIL: " + message)

snippet = open("meson-helpers/reactant.meson", encoding="utf-8").read()
def meson_list(name):
    match = re.search(name + r"\s*=\s*\[(.*?)\]", snippet, re.S)
    return re.findall(r"'([^']*)'", match.group(1))
app_args, toolkit_args = meson_list("reactant_xgettext_args"), meson_list("reactant_toolkit_xgettext_args")

def read_list(path):
    return [l.strip() for l in open(path, encoding="utf-8") if l.strip() and not l.lstrip().startswith("#")]

domains = {os.path.basename(os.path.dirname(p)): os.path.dirname(p) for p in glob.glob("po/*/POTFILES")}
listed = {domain: read_list(os.path.join(folder, "POTFILES")) for domain, folder in domains.items()}

# A call with a string literal is what xgettext extracts; `tr(key)` with a key read at run time
# (ReactantUI's `:localized` text) has nothing to extract, so it needs no POTFILES entry.
toolkit_marker = re.compile(r"\brtrn?\(\"")
app_marker = re.compile(r"(?<![\w.])(trn?|N_)\(\"")
definitions = {"Sources/Reactant/Localization/Translate.swift"}
for source in sorted(glob.glob("Sources/**/*.swift", recursive=True)):
    # A DocC catalog's code is the tutorial's app at each step, not the toolkit's or a demo's.
    if source in definitions or ".docc/" in source:
        continue
    # Comment lines don't count: doc comments show `tr("…")` in examples.
    text = "\n".join(line for line in open(source, encoding="utf-8").read().splitlines()
                     if not line.lstrip().startswith("//"))
    if toolkit_marker.search(text) and source not in listed.get("reactant-gtk", []):
        fail(f"{source} marks toolkit strings (rtr/rtrn) but is not in po/reactant-gtk/POTFILES")
    if app_marker.search(text):
        owners = [d for d, files in listed.items() if d != "reactant-gtk" and source in files]
        if len(owners) != 1:
            fail(f"{source} marks app strings (tr/trn/N_) but is in {len(owners)} app POTFILES (should be one)")
for domain, files in listed.items():
    for source in files:
        if not os.path.isfile(source):
            fail(f"po/{domain}/POTFILES lists {source}, which does not exist")

def msgids(pot_text):
    ids = set()
    for entry in pot_text.split("\n\n"):
        match = re.search(r'^msgid ((?:".*"\n?)+)', entry, re.M)
        if match:
            ids.add("".join(re.findall(r'"((?:[^"\\]|\\.)*)"', match.group(1))))
    ids.discard("")
    return ids

for domain, folder in sorted(domains.items()):
    args = toolkit_args if domain == "reactant-gtk" else app_args
    pot = os.path.join(folder, domain + ".pot")
    with tempfile.TemporaryDirectory() as temp:
        fresh = os.path.join(temp, "fresh.pot")
        result = subprocess.run(["xgettext", "--package-name=" + domain, "-f", os.path.join(folder, "POTFILES"),
                                 "-k_", "-o", fresh] + args, capture_output=True, text=True)
        if result.returncode != 0:
            fail(f"xgettext failed for {domain}: {result.stderr}")
            continue
        current = msgids(open(fresh, encoding="utf-8").read()) if os.path.exists(fresh) else set()
    if not os.path.isfile(pot):
        fail(f"{pot} is missing (scripts/update-translations.sh)")
        continue
    stored = msgids(open(pot, encoding="utf-8").read())
    if stored != current:
        added, removed = sorted(current - stored), sorted(stored - current)
        fail(f"{pot} is out of date (scripts/update-translations.sh): new {added}, gone {removed}")
    for language in read_list(os.path.join(folder, "LINGUAS")):
        for name in language.split():
            po = os.path.join(folder, name + ".po")
            if not os.path.isfile(po):
                fail(f"po/{domain}/LINGUAS names {name}, but {po} is missing")
                continue
            result = subprocess.run(["msgfmt", "--check", "--statistics", "-o", "/dev/null", po],
                                    capture_output=True, text=True)
            if result.returncode != 0:
                fail(f"{po} does not compile: {result.stderr.strip()}")
                continue
            statistics = result.stderr.strip()
            missing = sorted(msgids(open(pot, encoding="utf-8").read()) - msgids(open(po, encoding="utf-8").read()))
            if "untranslated" in statistics or "fuzzy" in statistics or missing:
                print(f"warning: {po}: {statistics}" + (f"; not merged yet: {missing}" if missing else ""))
            else:
                print(f"{po}: {statistics}")

if failures:
    sys.exit(f"translations: {len(failures)} problem(s)")
print("translations ok")
PY
