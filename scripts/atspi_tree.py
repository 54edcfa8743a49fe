"""What the AT-SPI checks share (scripts/check-accessibility.py, scripts/check-real-input.py):
letting events arrive, waiting for a condition on a tree that changes while the app works, and
walking an accessible tree."""
import time

import pyatspi
from gi.repository import GLib


def pump(seconds):
    """Lets AT-SPI events arrive (pyatspi delivers them from the GLib main loop)."""
    end = time.time() + seconds
    context = GLib.MainContext.default()
    while time.time() < end:
        while context.iteration(False):
            pass
        time.sleep(0.02)


def wait_for(condition, seconds, step):
    """The first true result of `condition` within `seconds`, checked every `step`; else None."""
    end = time.time() + seconds
    while time.time() < end:
        try:
            result = condition()
        except Exception:  # the tree changes under us while the app works
            result = None
        if result:
            return result
        pump(step)
    return None


def walk(node, prune=None):
    """The node and everything below it; children that vanish while read are skipped, and so
    is what lies below a node for which `prune(node)` is true (the node itself is yielded)."""
    if node is None:
        return
    yield node
    if prune is not None and prune(node):
        return
    for index in range(node.childCount):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        yield from walk(child, prune)


def application_of(pid):
    """The accessible application of process `pid` once it shows a window; else None."""
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.get_process_id() == pid and app.childCount > 0:
            return app
    return None
