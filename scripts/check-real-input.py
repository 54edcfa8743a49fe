#!/usr/bin/python3
"""Drives the three demos with real X input (xdotool: the mouse and the keyboard) through
every menu item, header-bar button and dialog, and checks each effect from outside the app.

Run by scripts/check-real-input.sh (which starts a D-Bus session and Xvfb):
scripts/check-real-input.py BIN_FOLDER. Input is only ever X events from xdotool, as a
person's; AT-SPI (pyatspi) is used only to find where a widget is on screen and to read what
is shown. Effects are read from outside: the X clipboard (xclip), window titles (xdotool
search), the accessible tree, the process's exit status. Each demo runs with
G_DEBUG=fatal-criticals and must print nothing on standard error. Each check prints
`ok - …` or `FAIL - …`; the exit status is the number of failures (0: all passed).
"""
import os
import subprocess
import sys
import tempfile

import pyatspi

import atspi_tree
from atspi_tree import pump, walk

failures = 0


def check(condition, what, detail=""):
    global failures
    if condition:
        print(f"ok - {what}", flush=True)
    else:
        failures += 1
        print(f"FAIL - {what}" + (f": {detail}" if detail else ""), flush=True)
    return condition


def wait_for(condition, seconds=5.0):
    return atspi_tree.wait_for(condition, seconds, 0.05)


def showing(node):
    return node.getState().contains(pyatspi.STATE_SHOWING)


def xdotool(*args):
    return subprocess.run(["xdotool", *args], capture_output=True, text=True).stdout.strip()


def clipboard():
    result = subprocess.run(["xclip", "-o", "-selection", "clipboard"], capture_output=True, text=True, timeout=5)
    return result.stdout if result.returncode == 0 else None


def set_clipboard(text):
    """Another client (xclip, serving in the background) owns the clipboard until the app
    takes it."""
    subprocess.Popen(["xclip", "-i", "-selection", "clipboard"], stdin=subprocess.PIPE,
                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).communicate(text.encode())
    wait_for(lambda: clipboard() == text, 2)


class Demo:
    """A demo on real GTK with the AT-SPI bridge (to be found), its standard error kept."""

    started = []

    def __init__(self, bin_folder, name):
        Demo.started.append(self)
        self.name = name
        self.errors = tempfile.TemporaryFile(mode="w+")
        env = dict(os.environ)
        env.pop("NO_AT_BRIDGE", None)
        env["G_DEBUG"] = "fatal-criticals"
        self.process = subprocess.Popen([os.path.join(bin_folder, name)], env=env, stderr=self.errors,
                                        stdout=subprocess.DEVNULL)
        self.app = wait_for(self._find, 30)
        if self.app is None:
            raise SystemExit(f"FAIL - {name} did not appear on the accessibility bus")

    def _find(self):
        return atspi_tree.application_of(self.process.pid)

    # Windows, by their X title (what a window manager and a person see)

    def x_window(self, title, seconds=5.0):
        return wait_for(lambda: xdotool("search", "--all", "--onlyvisible", "--pid", str(self.process.pid),
                                        "--name", f"^{title}$").split()[-1:], seconds)

    def window_gone(self, title, seconds=5.0):
        return wait_for(lambda: not xdotool("search", "--all", "--onlyvisible", "--pid", str(self.process.pid),
                                            "--name", f"^{title}$"), seconds)

    def focus(self, title):
        """Gives the window the X input focus, as a window manager would when it is clicked
        (Xvfb has none)."""
        found = self.x_window(title)
        if found:
            xdotool("windowfocus", "--sync", found[0])
            pump(0.3)
        return found

    # Widgets, found through AT-SPI by their accessible name

    def node(self, name, role=None, seconds=5.0, window=None):
        """The widget shown with accessible name `name`, in the window whose title or text is
        `window` (any window when None)."""
        def find():
            for top in self.app:
                if window is not None and top.name != window and self.window_text(top) != window:
                    continue
                for node in walk(top):
                    if node.name == name and (role is None or node.getRoleName() == role) and showing(node):
                        return node
            return None
        return wait_for(find, seconds)

    @staticmethod
    def window_text(top):
        """An alert's title: its first label."""
        if top is None or top.getRoleName() not in ("alert", "dialog"):
            return None
        return next((n.name for n in walk(top) if n.getRoleName() == "label" and n.name), None)

    def gone(self, name, seconds=5.0):
        return wait_for(lambda: not any(n.name == name and showing(n) for n in walk(self.app)), seconds)

    def focused(self):
        return next((n for n in walk(self.app) if n.getState().contains(pyatspi.STATE_FOCUSED)
                     and n.getRoleName() not in ("frame", "dialog", "alert")), None)

    def rows(self):
        return [n for n in walk(self.app) if n.getRoleName() == "list item" and showing(n)]

    @staticmethod
    def text(node):
        """What a row shows: its labels' text."""
        return " ".join(n.name for n in walk(node) if n.getRoleName() == "label" and n.name)

    # Input: X events only

    def click(self, node, button=1):
        extents = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        x, y = extents.x + extents.width // 2, extents.y + extents.height // 2
        xdotool("mousemove", "--sync", str(x), str(y))
        pump(0.1)
        xdotool("click", str(button))
        pump(0.3)

    def key(self, *keys):
        xdotool("key", "--clearmodifiers", "--delay", "40", *keys)
        pump(0.25)

    def tab_to(self, name, limit=30):
        """Presses Tab until the widget named `name` has the focus; Ctrl+Tab where a text
        view keeps Tab for itself (GTK's key to move the focus on from one)."""
        for _ in range(limit):
            current = self.focused()
            if current is not None and current.name == name:
                return True
            self.key("ctrl+Tab" if current is not None and current.getRoleName() == "text" else "Tab")
        current = self.focused()
        return current is not None and current.name == name

    # Ending

    def ended(self, seconds=10.0):
        try:
            return self.process.wait(seconds)
        except subprocess.TimeoutExpired:
            return None

    def stderr_is_empty(self):
        self.errors.seek(0)
        text = self.errors.read()
        check(text.strip() == "", f"{self.name} wrote nothing on standard error (criticals are fatal)", text[-2000:])

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.ended()
        if self.process.poll() is None:
            self.process.kill()


def primary_menu_by_mouse(demo, window, item):
    demo.focus(window)
    button = demo.node("Main Menu", "toggle button")
    if not button:
        return False
    demo.click(button)
    entry = demo.node(item)
    if not entry:
        return False
    demo.click(entry)
    return True


def primary_menu_by_keys(demo, window, item):
    """Tab to the menu button, Space opens the menu with the focus on its first item, Down
    moves to `item`, Enter chooses it."""
    demo.focus(window)
    if not demo.tab_to("Main Menu"):
        return False
    demo.key("space")
    if not demo.node(item):
        return False
    for _ in range(6):
        current = demo.focused()
        if current is not None and current.name == item:
            break
        demo.key("Down")
    demo.key("Return")
    return True


def check_standard_windows(demo, window, about):
    """About and Keyboard Shortcuts from the primary menu, by mouse and by keys; each closes
    with Escape and with its close button."""
    check(primary_menu_by_mouse(demo, window, about) and demo.x_window(about),
          f"{demo.name}: a click on Main Menu, then on {about!r} opens the About window")
    demo.focus(about)
    demo.key("Escape")
    check(demo.window_gone(about), f"{demo.name}: Escape closes the About window")
    check(primary_menu_by_keys(demo, window, "Keyboard Shortcuts") and demo.x_window("Shortcuts"),
          f"{demo.name}: Tab to Main Menu, Space, Down/Enter on 'Keyboard Shortcuts' opens the Shortcuts window")
    demo.focus("Shortcuts")
    demo.key("Escape")
    check(demo.window_gone("Shortcuts"), f"{demo.name}: Escape closes the Shortcuts window")
    check(primary_menu_by_keys(demo, window, about) and demo.x_window(about),
          f"{demo.name}: {about!r} chosen with keys opens the About window")
    demo.focus(about)
    close = demo.node("Close", "push button", window=about)
    if close:
        demo.click(close)
    check(close and demo.window_gone(about), f"{demo.name}: the About window's Close button closes it")
    check(primary_menu_by_mouse(demo, window, "Keyboard Shortcuts") and demo.x_window("Shortcuts"),
          f"{demo.name}: a click on 'Keyboard Shortcuts' opens the Shortcuts window")
    demo.focus("Shortcuts")
    close = demo.node("Close", "push button", window="Shortcuts")
    if close:
        demo.click(close)
    check(close and demo.window_gone("Shortcuts"), f"{demo.name}: the Shortcuts window's close button closes it")
    # Escape closes the menu itself.
    demo.focus(window)
    button = demo.node("Main Menu", "toggle button")
    demo.click(button)
    opened = demo.node(about) is not None
    demo.key("Escape")
    check(opened and demo.gone(about), f"{demo.name}: Escape closes the open primary menu")


def check_quit(demo, window, by_keys):
    chosen = primary_menu_by_keys(demo, window, "Quit") if by_keys else primary_menu_by_mouse(demo, window, "Quit")
    status = demo.ended() if chosen else None
    check(status == 0, f"{demo.name}: 'Quit' chosen {'with keys' if by_keys else 'with the mouse'} quits with status 0",
          f"status {status}")


def context_menu(demo, row_open, item, by_keys):
    """Opens a row's context menu (`row_open` does it) and chooses `item`."""
    row_open()
    entry = demo.node(item)
    if not entry:
        return False
    if by_keys:
        for _ in range(4):
            current = demo.focused()
            if current is not None and current.name == item:
                break
            demo.key("Down")
        demo.key("Return")
    else:
        demo.click(entry)
    return True


def tab_into_list(demo):
    for _ in range(12):
        current = demo.focused()
        if current is not None and current.getRoleName() == "list item":
            return True
        demo.key("Tab")
    return False


def check_table_demo(bin_folder):
    demo = Demo(bin_folder, "table-demo")
    demo.focus("Table Demo")
    check(demo.tab_to("Open table"), "table-demo: Tab reaches 'Open table'")
    demo.key("Return")
    check(demo.x_window("Names"), "table-demo: Enter on 'Open table' shows the Names page (window title 'Names')")
    rows = wait_for(lambda: demo.rows() if len(demo.rows()) >= 3 else None, 10) or []
    check(len(rows) >= 3, "table-demo: the names are listed", f"{len(rows)} rows")
    if len(rows) < 3:
        demo.stop()
        return demo.stderr_is_empty()
    names = [Demo.text(row) for row in rows]

    # Copy Name: the keyboard (Tab into the list, Down, Shift+F10 / Menu, Down, Enter) and the
    # mouse (a right click on the row, a click on the item).
    set_clipboard("nothing yet")
    demo.focus("Names")
    check(tab_into_list(demo), "table-demo: Tab moves the focus onto a row")
    demo.key("Down")
    focused_row = demo.focused()
    name = Demo.text(focused_row) if focused_row is not None else ""
    chosen = context_menu(demo, lambda: demo.key("shift+F10"), "Copy Name", by_keys=True)
    check(chosen and wait_for(lambda: clipboard() == name, 3),
          f"table-demo: Shift+F10 on {name!r}, Down, Enter on 'Copy Name' copies the name", f"clipboard {clipboard()!r}")
    check(demo.gone("Copy Name"), "table-demo: the context menu closes after the choice")
    set_clipboard("nothing yet")
    demo.key("Down")
    focused_row = demo.focused()
    name = Demo.text(focused_row) if focused_row is not None else ""
    chosen = context_menu(demo, lambda: demo.key("Menu"), "Copy Name", by_keys=True)
    check(chosen and wait_for(lambda: clipboard() == name, 3),
          f"table-demo: the Menu key on {name!r}, then 'Copy Name' with keys copies the name", f"clipboard {clipboard()!r}")
    set_clipboard("nothing yet")
    rows = demo.rows()
    chosen = context_menu(demo, lambda: demo.click(rows[2], button=3), "Copy Name", by_keys=False)
    check(chosen and wait_for(lambda: clipboard() == names[2], 3),
          f"table-demo: a right click on {names[2]!r}, a click on 'Copy Name' copies the name", f"clipboard {clipboard()!r}")

    # Show Details: an alert naming the row; Escape closes it, and its Close button does.
    chosen = context_menu(demo, lambda: demo.click(demo.rows()[0], button=3), "Show Details", by_keys=False)
    alert = chosen and demo.node(names[0], "label", window="This is a name")
    check(bool(alert), f"table-demo: a click on 'Show Details' shows an alert with {names[0]!r}")
    demo.key("Escape")
    check(demo.gone("This is a name"), "table-demo: Escape closes the alert")
    demo.focus("Names")
    tab_into_list(demo)
    chosen = context_menu(demo, lambda: demo.key("shift+F10"), "Show Details", by_keys=True)
    alert = chosen and demo.node("This is a name")
    check(bool(alert), "table-demo: 'Show Details' chosen with keys shows the alert")
    close = demo.node("Close", "push button", window="This is a name")
    if close:
        demo.click(close)
    check(close is not None and demo.gone("This is a name"), "table-demo: the alert's Close button closes it")

    # Refresh: the header-bar button and F5 reload (the rows go while the names load).
    demo.focus("Names")
    refresh = demo.node("Refresh", "push button")
    if refresh:
        demo.click(refresh)
    reloading = wait_for(lambda: not demo.rows(), 1)
    back = wait_for(lambda: len(demo.rows()) >= 3, 5)
    check(refresh is not None and reloading and back, "table-demo: a click on Refresh reloads the names")
    demo.key("F5")
    reloading = wait_for(lambda: not demo.rows(), 1)
    back = wait_for(lambda: len(demo.rows()) >= 3, 5)
    check(reloading and back, "table-demo: F5 reloads the names")

    # Back: the header-bar button and Alt+Left.
    back_button = demo.node("Back", "push button")
    if back_button:
        demo.click(back_button)
    check(back_button is not None and demo.x_window("Table Demo"), "table-demo: a click on Back returns to the main page (window title 'Table Demo')")
    demo.focus("Table Demo")
    demo.tab_to("Open table")
    demo.key("Return")
    check(demo.x_window("Names"), "table-demo: Names again")
    demo.key("alt+Left")
    check(demo.x_window("Table Demo"), "table-demo: Alt+Left returns to the main page (window title 'Table Demo')")

    # A branch: its own window with a Close button in the header bar.
    demo.focus("Table Demo")
    branch_button = demo.node("Open the table in a branch", "push button")
    if branch_button:
        demo.click(branch_button)
    branch = demo.x_window("Names")
    check(branch_button is not None and branch, "table-demo: 'Open the table in a branch' opens a Names window")
    close = demo.node("Close", "push button", window="Names")
    if close:
        demo.click(close)
    check(close is not None and demo.window_gone("Names"), "table-demo: the branch's Close button closes it")

    check_standard_windows(demo, "Table Demo", "About Table Demo")
    check_quit(demo, "Table Demo", by_keys=False)
    demo.stop()
    demo.stderr_is_empty()


def check_greeter(bin_folder):
    demo = Demo(bin_folder, "greeter-demo")
    demo.focus("Greeter")
    # The sign-up dialog: opened by the mouse, Cancel in its header bar; by keys, Escape.
    button = demo.node("Sign up…", "push button")
    if button:
        demo.click(button)
    check(button is not None and demo.x_window("Sign up"), "greeter-demo: a click on 'Sign up…' opens the Sign up dialog")
    cancel = demo.node("Cancel", "push button", window="Sign up")
    if cancel:
        demo.click(cancel)
    check(cancel is not None and demo.window_gone("Sign up"), "greeter-demo: the dialog's Cancel button closes it")
    demo.focus("Greeter")
    check(demo.tab_to("Sign up…"), "greeter-demo: Tab reaches 'Sign up…'")
    demo.key("Return")
    check(demo.x_window("Sign up"), "greeter-demo: Enter on 'Sign up…' opens the dialog")
    demo.key("Escape")
    check(demo.window_gone("Sign up"), "greeter-demo: Escape closes the dialog")
    check_standard_windows(demo, "Greeter", "About Greeter")
    check_quit(demo, "Greeter", by_keys=True)
    demo.stop()
    demo.stderr_is_empty()


def check_gallery(bin_folder):
    demo = Demo(bin_folder, "gallery-demo")
    check(demo.x_window("Widget Gallery", 10), "gallery-demo: the gallery's window is shown")
    check_standard_windows(demo, "Widget Gallery", "About Widget Gallery")
    check_quit(demo, "Widget Gallery", by_keys=False)
    demo.stop()
    demo.stderr_is_empty()


if __name__ == "__main__":
    folder = sys.argv[1]
    only = sys.argv[2:] or ["table-demo", "greeter-demo", "gallery-demo"]
    for demo_name in only:
        run = {"table-demo": check_table_demo, "greeter-demo": check_greeter, "gallery-demo": check_gallery}[demo_name]
        try:
            run(folder)
        except Exception as error:  # the app died under the checks (a fatal critical, a crash)
            check(False, f"{demo_name}: the checks ran to the end", repr(error))
            for demo in Demo.started:
                if demo.name == demo_name:
                    demo.stop()
                    demo.stderr_is_empty()
    print(f"real input: {failures} failed" if failures else "real input: all checks passed")
    sys.exit(min(failures, 100))
