#!/usr/bin/env python3
"""The Greeter built for GTK 4 (--traits GTK4) answers a typed name, read as a screen reader
reads it: GTK 4's own AT-SPI bridge exposes the window, the entry and the greeting label. The
name goes in through X key presses (xdotool), the path a person's typing takes.
Usage (scripts/check-gtk4-greeter.sh runs it): check-gtk4-greeter.py BIN_FOLDER"""
import os
import subprocess
import sys

import pyatspi

import atspi_tree
from atspi_tree import walk, wait_for

greeter = os.path.join(sys.argv[1], "greeter-demo")
env = dict(os.environ, GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"),
           XDG_CONFIG_HOME=os.environ.get("XDG_CONFIG_HOME", "/tmp/reactant-gtk4-greeter-config"))
process = subprocess.Popen([greeter], env=env)
failures = 0


def check(condition, what):
    global failures
    print(("ok: " if condition else "FAILED: ") + what)
    failures += 0 if condition else 1


try:
    app = wait_for(lambda: atspi_tree.application_of(process.pid), 20, 0.2)
    check(app is not None, "the GTK 4 Greeter shows a window on the accessibility bus")
    if app is not None:
        entry = wait_for(lambda: next((node for node in walk(app) if node.getRole() == pyatspi.ROLE_TEXT
                                       and node.getState().contains(pyatspi.STATE_EDITABLE)), None), 10, 0.2)
        check(entry is not None, "it has an editable text field")
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(process.pid)],
                                capture_output=True, text=True, timeout=10).stdout.split()
        check(bool(window), "xdotool finds its X window")
        if window:
            # The name field has the focus when the window opens (GreeterRootView.viewDidAppear).
            subprocess.run(["xdotool", "windowactivate", "--sync", window[-1]], capture_output=True, timeout=10)
            subprocess.run(["xdotool", "type", "--delay", "40", "Ada"], timeout=10)
            greeting = wait_for(lambda: next((node for node in walk(app) if node.getRole() == pyatspi.ROLE_LABEL
                                              and node.name == "Hello Ada!"), None), 10, 0.2)
            check(greeting is not None, "typing 'Ada' shows the greeting 'Hello Ada!'")
finally:
    process.terminate()
    process.wait(timeout=10)
sys.exit(1 if failures else 0)
