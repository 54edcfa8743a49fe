#!/usr/bin/env bash
# Fails when a link in README.md (or the Markdown files given) leads nowhere: a relative link
# or picture to a file that isn't in the repository, an anchor (#section) that no heading of
# its file makes, or a <doc:Name> that no DocC catalog has as an article or tutorial.
# Web links (http, https) are not fetched (CI has no network to spare); localhost ones are
# the documentation preview. Links inside code (fenced blocks, `spans`) are not links.
#
# Usage: scripts/check-readme-links.sh [FILE.md …]   (default README.md)
set -euo pipefail
cd "$(dirname "$0")/.."
(($# > 0)) || set -- README.md
exec python3 - "$@" <<'PYTHON'
import pathlib, re, sys

root = pathlib.Path.cwd()
catalog_pages = {p.stem for p in root.glob("Sources/*/*.docc/**/*") if p.suffix in (".md", ".tutorial")}

def slug(heading):
    # GitHub's anchors: lower case, punctuation dropped, spaces to hyphens.
    text = re.sub(r"`|\*|_(?=\w)|(?<=\w)_", "", heading.strip().lower())
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")

def prose(text):
    # The file without fenced code blocks and code spans (replaced by blanks, so that
    # line numbers stay).
    out, fenced = [], False
    for line in text.split("\n"):
        if re.match(r"^\s*(```|~~~)", line):
            fenced = not fenced
            out.append("")
        else:
            out.append("" if fenced else re.sub(r"(`+)(?:(?!\1).)+?\1", lambda m: " " * len(m.group(0)), line))
    return out

def anchors(path):
    return {slug(m.group(1)) for line in prose(path.read_text()) for m in [re.match(r"^#{1,6}\s+(.*?)\s*#*$", line)] if m}

failures = 0
def fail(file, number, message):
    global failures
    failures += 1
    print(f"{file}:{number}: {message}", file=sys.stderr)

checked = 0
for name in sys.argv[1:]:
    file = pathlib.Path(name)
    for number, line in enumerate(prose(file.read_text()), 1):
        targets = [m.group(1) for m in re.finditer(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)", line)]
        targets += [m.group(1) for m in re.finditer(r"^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)", line)]
        for doc in re.findall(r"<doc:([^>#\s]+)(?:#[^>]*)?>", line):
            checked += 1
            if doc.split("/")[-1] not in catalog_pages:
                fail(file, number, f"<doc:{doc}>: no article or tutorial of that name in Sources/*/*.docc")
        for target in targets:
            checked += 1
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):
                if not re.match(r"^(https?|mailto):", target, re.I):
                    fail(file, number, f"{target}: not a web link, nor a file of the repository")
                continue
            path_part, _, anchor = target.partition("#")
            path_part = path_part.split("?")[0]
            destination = (file.parent / path_part).resolve() if path_part else file.resolve()
            if root.resolve() not in destination.parents and destination != root.resolve():
                fail(file, number, f"{target}: outside the repository")
            elif not destination.exists():
                fail(file, number, f"{target}: no such file in the repository")
            elif anchor and destination.suffix == ".md" and anchor.lower() not in anchors(destination):
                fail(file, number, f"{target}: {destination.relative_to(root.resolve())} has no heading #{anchor}")
if failures:
    print(f"error: {failures} broken link(s) of {checked}", file=sys.stderr)
    sys.exit(1)
print(f"{', '.join(sys.argv[1:])}: {checked} links, all resolve")
PYTHON
