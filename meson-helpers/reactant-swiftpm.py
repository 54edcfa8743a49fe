#!/usr/bin/env python3
"""Builds SwiftPM products for meson and installs their resource bundles.

Called by meson-helpers/meson.build; an app author does not run it by hand.

  reactant-swiftpm.py build --package DIR --scratch DIR --outdir DIR [--static-stdlib]
                            [--traits TRAITS] PRODUCT...
      `swift build -c release --product P --scratch-path SCRATCH` for each product (one after
      the other: SwiftPM locks its scratch folder), then copies each executable to OUTDIR,
      where meson expects the custom target's outputs. --traits (`GTK4`: the GTK 4 and
      libadwaita backend) goes to swift build as it is.

  reactant-swiftpm.py install-resources --scratch DIR --app-id ID [MODULE...]
      Copies `<scratch>/release/*_<MODULE>.resources` (every bundle when no module is named)
      to `$DESTDIR<prefix>/share/<ID>/`, the folder Reactant's ResourceBundle searches for an
      installed app. Run by `meson install` (meson.add_install_script).

  reactant-swiftpm.py translations [--package DIR] [--outdir DIR]
      Compiles the gettext catalogues of the package and of every package it depends on
      (each folder under `po/` with a LINGUAS file is one text domain) with msgfmt into
      OUTDIR/<language>/LC_MESSAGES/<domain>.mo; OUTDIR defaults to `locale` in
      `swift build --show-bin-path`, where Reactant looks when the app runs from its build
      folder (`swift run`). Only catalogues older than their .po are compiled again.

  reactant-swiftpm.py install-translations --package DIR --scratch DIR --localedir DIR
      Compiles and installs the catalogues of the packages the app depends on (the
      toolkit's reactant-gtk) into `$DESTDIR<prefix>/<localedir>`; meson's i18n module
      installs the app's own. Run by `meson install`.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys


def build(args):
    for product in args.products:
        command = ["swift", "build", "-c", "release", "--product", product,
                   "--package-path", args.package, "--scratch-path", args.scratch]
        if args.static_stdlib:
            command.append("--static-swift-stdlib")
        if args.traits:
            command += ["--traits", args.traits]
        print("+", " ".join(command), flush=True)
        result = subprocess.run(command)
        if result.returncode != 0:
            sys.exit(f"error: swift build of '{product}' failed with status {result.returncode}")
        built = os.path.join(args.scratch, "release", product)
        if not os.path.isfile(built):
            sys.exit(f"error: swift build did not produce {built}")
        target = os.path.join(args.outdir, product)
        shutil.copy2(built, target + ".tmp")
        os.replace(target + ".tmp", target)


def install_resources(args):
    release = os.path.join(args.scratch, "release")
    bundles = sorted(name for name in os.listdir(release) if name.endswith(".resources"))
    if args.modules:
        wanted = [f"_{module}.resources" for module in args.modules]
        missing = [m for m, suffix in zip(args.modules, wanted)
                   if not any(b.endswith(suffix) for b in bundles)]
        if missing:
            sys.exit(f"error: no resource bundle for {', '.join(missing)} in {release}; "
                     "is each a resource target of a built product?")
        bundles = [b for b in bundles if any(b.endswith(suffix) for suffix in wanted)]
    prefix = os.environ.get("MESON_INSTALL_DESTDIR_PREFIX")
    if not prefix:
        sys.exit("error: install-resources runs from `meson install` (MESON_INSTALL_DESTDIR_PREFIX unset)")
    destination = os.path.join(prefix, "share", args.app_id)
    os.makedirs(destination, exist_ok=True)
    for bundle in bundles:
        target = os.path.join(destination, bundle)
        if os.path.isdir(target):
            shutil.rmtree(target)
        shutil.copytree(os.path.join(release, bundle), target, symlinks=False)
        print(f"Installing {bundle} to {destination}")


def package_folders(package, scratch=None, include_root=True):
    """The package's folder and those of all its dependencies, from SwiftPM."""
    command = ["swift", "package", "--package-path", package]
    if scratch:
        command += ["--scratch-path", scratch]
    command += ["show-dependencies", "--format", "json"]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} failed:\n{result.stderr}")
    folders = []

    def walk(node, is_root):
        path = node.get("path")
        if path and path not in folders and (include_root or not is_root):
            folders.append(path)
        for dependency in node.get("dependencies", []):
            walk(dependency, False)

    walk(json.loads(result.stdout[result.stdout.index("{"):]), True)
    return folders


def text_domains(package):
    """(domain, folder) of each folder under <package>/po holding a LINGUAS file. The domain
    is the name the folder's meson.build gives i18n.gettext, else its one .pot file's name."""
    domains = []
    for folder, _, files in sorted(os.walk(os.path.join(package, "po"))):
        if "LINGUAS" not in files:
            continue
        domain = None
        meson = os.path.join(folder, "meson.build")
        if os.path.isfile(meson):
            match = re.search(r"i18n\.gettext\(\s*'([^']+)'", open(meson, encoding="utf-8").read())
            domain = match and match.group(1)
        pots = [f[:-4] for f in files if f.endswith(".pot")]
        if not domain and len(pots) == 1:
            domain = pots[0]
        if domain:
            domains.append((domain, folder))
        else:
            print(f"warning: {folder}: no i18n.gettext('<domain>') in meson.build and no single .pot; skipped")
    return domains


def languages(folder):
    names = []
    for line in open(os.path.join(folder, "LINGUAS"), encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        names += line.split()
    return names


def compile_catalogues(packages, outdir, force=False):
    """Compiles every catalogue; one that doesn't compile is reported with msgfmt's message
    (its file and line) and the others are still compiled. Exits with status 1 at the end
    when any failed."""
    msgfmt = shutil.which("msgfmt")
    if not msgfmt:
        sys.exit("error: msgfmt not found (Debian package `gettext`)")
    count = 0
    failed = []
    for package in packages:
        for domain, folder in text_domains(package):
            for language in languages(folder):
                po = os.path.join(folder, language + ".po")
                if not os.path.isfile(po):
                    print(f"warning: {folder}/LINGUAS names {language}, but {po} is missing")
                    continue
                target_dir = os.path.join(outdir, language, "LC_MESSAGES")
                mo = os.path.join(target_dir, domain + ".mo")
                if not force and os.path.isfile(mo) and os.path.getmtime(mo) >= os.path.getmtime(po):
                    continue
                os.makedirs(target_dir, exist_ok=True)
                result = subprocess.run([msgfmt, "-o", mo + ".tmp", po], capture_output=True, text=True)
                if result.returncode != 0:
                    if os.path.exists(mo + ".tmp"):
                        os.remove(mo + ".tmp")
                    # msgfmt names the file and line: "po/x/es.po:12: ...".
                    message = result.stderr.strip() or f"msgfmt exited with status {result.returncode}"
                    print(f"error: {po} does not compile:\n{message}", file=sys.stderr, flush=True)
                    failed.append(po)
                    continue
                os.replace(mo + ".tmp", mo)
                count += 1
                print(f"Compiled {mo}", flush=True)
    if failed:
        sys.exit(f"error: {len(failed)} catalogue(s) did not compile: {', '.join(failed)}; "
                 f"{count} other(s) compiled")
    return count


def translations(args):
    package = os.path.abspath(args.package)
    outdir = args.outdir
    if not outdir:
        bin_path = subprocess.run(["swift", "build", "--package-path", package, "--show-bin-path"],
                                  capture_output=True, text=True, check=True).stdout.strip()
        outdir = os.path.join(bin_path, "locale")
    compile_catalogues(package_folders(package), outdir)


def install_translations(args):
    prefix = os.environ.get("MESON_INSTALL_DESTDIR_PREFIX")
    if not prefix:
        sys.exit("error: install-translations runs from `meson install` (MESON_INSTALL_DESTDIR_PREFIX unset)")
    localedir = args.localedir
    if os.path.isabs(localedir):
        # An absolute localedir is still inside DESTDIR.
        destdir = os.environ.get("DESTDIR", "")
        outdir = destdir + localedir if destdir else localedir
    else:
        outdir = os.path.join(prefix, localedir)
    packages = package_folders(os.path.abspath(args.package), args.scratch, include_root=False)
    compile_catalogues(packages, outdir, force=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    b = commands.add_parser("build")
    b.add_argument("--package", required=True)
    b.add_argument("--scratch", required=True)
    b.add_argument("--outdir", required=True)
    b.add_argument("--static-stdlib", action="store_true")
    b.add_argument("--traits")
    b.add_argument("products", nargs="+")
    r = commands.add_parser("install-resources")
    r.add_argument("--scratch", required=True)
    r.add_argument("--app-id", required=True)
    r.add_argument("modules", nargs="*")
    t = commands.add_parser("translations")
    t.add_argument("--package", default=".")
    t.add_argument("--outdir")
    i = commands.add_parser("install-translations")
    i.add_argument("--package", required=True)
    i.add_argument("--scratch", required=True)
    i.add_argument("--localedir", default="share/locale")
    args = parser.parse_args()
    {"build": build, "install-resources": install_resources, "translations": translations,
     "install-translations": install_translations}[args.command](args)


if __name__ == "__main__":
    main()
