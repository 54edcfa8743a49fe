#!/usr/bin/env python3
"""Builds SwiftPM products for meson and installs their resource bundles.

Called by meson-helpers/meson.build; an app author does not run it by hand.

  reactant-swiftpm.py build --package DIR --scratch DIR --outdir DIR [--static-stdlib] PRODUCT...
      `swift build -c release --product P --scratch-path SCRATCH` for each product (one after
      the other: SwiftPM locks its scratch folder), then copies each executable to OUTDIR,
      where meson expects the custom target's outputs.

  reactant-swiftpm.py install-resources --scratch DIR --app-id ID [MODULE...]
      Copies `<scratch>/release/*_<MODULE>.resources` (every bundle when no module is named)
      to `$DESTDIR<prefix>/share/<ID>/`, the folder Reactant's ResourceBundle searches for an
      installed app. Run by `meson install` (meson.add_install_script).
"""
import argparse
import os
import shutil
import subprocess
import sys


def build(args):
    for product in args.products:
        command = ["swift", "build", "-c", "release", "--product", product,
                   "--package-path", args.package, "--scratch-path", args.scratch]
        if args.static_stdlib:
            command.append("--static-swift-stdlib")
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


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    b = commands.add_parser("build")
    b.add_argument("--package", required=True)
    b.add_argument("--scratch", required=True)
    b.add_argument("--outdir", required=True)
    b.add_argument("--static-stdlib", action="store_true")
    b.add_argument("products", nargs="+")
    r = commands.add_parser("install-resources")
    r.add_argument("--scratch", required=True)
    r.add_argument("--app-id", required=True)
    r.add_argument("modules", nargs="*")
    args = parser.parse_args()
    {"build": build, "install-resources": install_resources}[args.command](args)


if __name__ == "__main__":
    main()
