#!/usr/bin/python3
"""Reads the demos as a screen reader does, through AT-SPI, and checks what issue 15 asks.

Run by scripts/check-accessibility.sh (which starts a D-Bus session, the accessibility bus
and Xvfb): scripts/check-accessibility.py BIN_FOLDER. The demos run with the real GTK
backend and the AT-SPI bridge; this script is an AT-SPI client (pyatspi), as Orca is. It
acts on the apps through AT-SPI actions and text, and through X key presses (xdotool) for
what a keyboard does. Each check prints `ok - …` or `FAIL - …`; the exit status is the
number of failures (0: all passed).
"""
import os
import subprocess
import sys

import pyatspi
from gi.repository import Atspi

import atspi_tree
from atspi_tree import pump, walk

failures = 0
CONTROL_ROLES = {"push button", "toggle button", "check box", "radio button", "text",
                 "password text", "combo box", "spin button", "slider", "list item"}


def check(condition, what, detail=""):
    global failures
    if condition:
        print(f"ok - {what}")
    else:
        failures += 1
        print(f"FAIL - {what}" + (f": {detail}" if detail else ""))
    return condition


def wait_for(condition, seconds=10.0):
    return atspi_tree.wait_for(condition, seconds, 0.1)


def has_state(node, state):
    return node.getState().contains(state)


# GTK 4.8's AT-SPI bridge sets "showing" on windows only; its widgets say "visible" (GTK
# hides what isn't drawn, a stack's other pages included). check-accessibility.sh --gtk4 sets it.
GTK4 = os.environ.get("REACTANT_ATSPI_GTK4") == "1"


# The AT-SPI roles GTK 4.8 gives what GTK 3's ATK calls otherwise: a stack switcher's buttons
# are page tabs, a toast (GTK_ACCESSIBLE_ROLE_ALERT) is an alert, an alert window
# (GTK_ACCESSIBLE_ROLE_ALERT_DIALOG) a dialog, a spinner a filler (4.8 gives it no role).
GTK4_ROLES = {"radio button": "page tab", "notification": "alert", "alert": "dialog", "animation": "filler"}


# GTK 4.8's bridge exports GTK_ACCESSIBLE_STATE_INVALID as AT-SPI's "invalid", not "invalid-entry".
INVALID_ENTRY = pyatspi.STATE_INVALID if GTK4 else pyatspi.STATE_INVALID_ENTRY


def expected_role(role):
    return GTK4_ROLES.get(role, role) if GTK4 else role


def skip(what, reason):
    """A check GTK 4.8's AT-SPI bridge cannot answer (it does not export what the toolkit set)."""
    print(f"skip - {what}: {reason}")


def showing(node):
    if GTK4:
        return has_state(node, pyatspi.STATE_VISIBLE)
    return has_state(node, pyatspi.STATE_SHOWING)


# The stack page on screen (GTK 4: the other pages' widgets stay "visible"; their panels, named by
# page, are left out of the walk). None: every page (GTK 3 says which widgets are showing).
current_page = None
GALLERY_PAGES = ["Text", "Numbers", "Choices", "Structure", "Icons", "Lists", "Chart"]


def walk_shown(root):
    return walk(root, prune=lambda node: GTK4 and current_page is not None and role_of(node) == "panel"
                and node.name in GALLERY_PAGES and node.name != current_page)


def find(root, role=None, name=None, only_showing=True):
    for node in walk_shown(root):
        if role and role_of(node) != role:
            continue
        if name is not None and node.name != name:
            continue
        if only_showing and not showing(node):
            continue
        return node
    return None


def find_all(root, role=None, only_showing=True):
    return [n for n in walk_shown(root) if (role is None or role_of(n) == role) and (not only_showing or showing(n))]


def targets(node, relation):
    for found in node.getRelationSet():
        if found.getRelationType() == relation:
            return [found.getTarget(i) for i in range(found.getNTargets())]
    return []


def focused(root):
    return next((n for n in walk(root) if has_state(n, pyatspi.STATE_FOCUSED)
                 and role_of(n) not in ("frame", "dialog", "alert")), None)


def role_of(node):
    """The AT-SPI role's name, as a screen reader reads it from the role number (GTK 4.8's
    GetRoleName answers GTK's own role names, "alert" for a notification)."""
    return Atspi.role_get_name(node.getRole())


def describe(node):
    return f"[{role_of(node)}] {node.name!r}" if node is not None else "nothing"


def click(node):
    node.queryAction().doAction(0)


class App:
    """A demo started with the AT-SPI bridge, found on the accessibility bus by its pid."""

    def __init__(self, executable):
        env = dict(os.environ)
        env.pop("NO_AT_BRIDGE", None)
        env["GTK_THEME"] = "Adwaita"
        self.process = subprocess.Popen([executable], env=env, stderr=subprocess.DEVNULL)
        self.node = wait_for(self._find, 30)
        if self.node is None:
            raise SystemExit(f"FAIL - {executable} did not appear on the accessibility bus")

    def _find(self):
        return atspi_tree.application_of(self.process.pid)

    def window(self, name, role=None):
        return wait_for(lambda: next((w for w in self.node if w is not None and w.name == name
                                      and (role is None or role_of(w) == role)), None))

    def x_window(self, title):
        """Gives the X input focus to the window titled `title`, as a window manager would when
        the person clicks it (Xvfb has none); GTK then makes it the active window."""
        ids = subprocess.run(["xdotool", "search", "--pid", str(self.process.pid), "--name", f"^{title}$"],
                             capture_output=True, text=True).stdout.split()
        if ids:
            subprocess.run(["xdotool", "windowfocus", "--sync", ids[-1]], capture_output=True)
            pump(0.3)
        return ids[-1] if ids else None

    def key(self, title, *keys):
        window = self.x_window(title)
        subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], capture_output=True)
        pump(0.4)
        return window

    def focus(self, title, node, keys=("Tab",), presses=30):
        """Moves the keyboard focus onto `node` (or onto any of a list of nodes) as a person
        does, pressing `keys` (Tab by default) in the window titled `title` until AT-SPI says it
        is focused; the focused node, or None. (GTK 4.8's bridge has no Component.grab_focus,
        and a click would activate a button or a row.)"""
        nodes = node if isinstance(node, list) else [node]
        self.x_window(title)
        for _ in range(presses):
            now = next((n for n in nodes if has_state(n, pyatspi.STATE_FOCUSED)), None)
            if now is not None:
                return now
            subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], capture_output=True)
            pump(0.15)
        return next((n for n in nodes if has_state(n, pyatspi.STATE_FOCUSED)), None)

    def quit(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def action_names(node):
    try:
        action = node.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(i) for i in range(action.nActions)]


def check_names(window, where):
    """Every control's accessible name is its visible label, or it is labelled-by the label
    next to it; an icon-only button has a name (and its tooltip as description)."""
    problems = []
    for node in find_all(window):
        role = role_of(node)
        if role not in CONTROL_ROLES:
            continue
        labels = targets(node, pyatspi.RELATION_LABELLED_BY)
        # An icon-only toggle (a menu button) shows no text to be labelled by: like an icon
        # button it needs a name and its tooltip as description.
        icon_toggle = role == "toggle button" and not labels and node.name and node.description
        # A switch (its action is "toggle") shows no text: the label beside it must label it.
        # Toggle buttons, check boxes and expanders show their own text, which names them.
        needs_label = role in ("text", "password text", "slider", "spin button", "combo box") \
            or (role == "toggle button" and "toggle" in action_names(node))
        if needs_label and not icon_toggle:
            if not labels:
                problems.append(f"{describe(node)} has no labelled-by")
            elif labels[0].name != node.name:
                problems.append(f"{describe(node)} is labelled-by {describe(labels[0])} but named otherwise")
        if not node.name:
            problems.append(f"{describe(node)} has no name")
    check(not problems, f"{where}: every control is named by its visible label", "; ".join(problems))


def check_greeter(bin_folder):
    # Listeners first: the AT-SPI bridge sends an app's events only for listeners it knows of.
    descriptions = []
    def listener(event):
        try:
            if event.source.name == "E-mail":
                descriptions.append(event.any_data)
        except Exception:  # an accessible that went away before its event was read
            pass
    pyatspi.Registry.registerEventListener(listener, "object:property-change:accessible-description")
    app = App(os.path.join(bin_folder, "greeter-demo"))
    try:
        main = app.window("Greeter", "frame")
        check(main is not None, "Greeter: the window is a frame named 'Greeter'")
        check_names(main, "Greeter")
        name_field = find(main, "text", "Name to greet")
        check(name_field is not None and not has_state(name_field, pyatspi.STATE_REQUIRED),
              "Greeter: a field that may stay empty is not required", describe(name_field))
        # As a person would: the focus on the button, then Enter.
        sign_up_button = find(main, "push button", "Sign up…")
        check(app.focus("Greeter", sign_up_button) is not None, "Greeter: Tab reaches 'Sign up…'", describe(focused(main)))
        app.key("Greeter", "Return")
        dialog = app.window("Sign up")
        check(dialog is not None and role_of(dialog) == "dialog", "sign-up: the presented window has the dialog role",
              describe(dialog))
        check_names(dialog, "sign-up")
        fields = [n for n in find_all(dialog) if role_of(n) in ("text", "password text")]
        check(len(fields) == 3, "sign-up: three fields", str([describe(f) for f in fields]))
        for field in fields:
            labels = targets(field, pyatspi.RELATION_LABELLED_BY)
            described = targets(field, pyatspi.RELATION_DESCRIBED_BY)
            check(labels and role_of(labels[0]) == "label" and labels[0].name == field.name,
                  f"sign-up: {field.name!r} is labelled-by its label", str([describe(l) for l in labels]))
            check(described and role_of(described[0]) == "label",
                  f"sign-up: {field.name!r} is described-by its message label", str([describe(d) for d in described]))
            if GTK4:
                skip(f"sign-up: {field.name!r} is required", "GTK 4.8's bridge exports no required state")
            else:
                check(has_state(field, pyatspi.STATE_REQUIRED), f"sign-up: {field.name!r} is required")
            check(not has_state(field, INVALID_ENTRY), f"sign-up: untouched {field.name!r} is not invalid")

        email = next(f for f in fields if f.name == "E-mail")
        changes = descriptions
        text = email.queryEditableText()
        text.insertText(0, "ann@", 4)
        wait_for(lambda: has_state(email, INVALID_ENTRY), 3)
        message = targets(email, pyatspi.RELATION_DESCRIBED_BY)[0]
        shown = message.name
        check(has_state(email, INVALID_ENTRY), "sign-up: an invalid e-mail has the invalid-entry state")
        check(email.description and email.description == shown,
              "sign-up: its description is the message the described-by label shows",
              f"{email.description!r} / {message.name!r}")
        pump(0.5)
        before = len(changes)
        for position, character in enumerate("exa", start=4):
            text.insertText(position, character, 1)
            pump(0.3)
        check(len(changes) == before, "sign-up: typing more of the same error sends no new description",
              f"{len(changes) - before} description changes for 3 keystrokes")
        text.insertText(7, "mple.com", 8)
        wait_for(lambda: not has_state(email, INVALID_ENTRY), 3)
        check(not has_state(email, INVALID_ENTRY) and not email.description,
              "sign-up: a fixed e-mail loses the invalid-entry state and the description", repr(email.description))
        pump(0.5)
        check(changes[before:] == [""], "sign-up: the description changed once when the error went",
              f"changes: {changes[before:]}")
        check(changes[:before] == [shown], "sign-up: and once, to the message, when it came",
              f"changes: {changes[:before]}")

        app.key("Sign up", "Escape")
        check(wait_for(lambda: app.window("Sign up") is None or not showing(dialog), 3) is not None,
              "sign-up: Escape closes the dialog")
        app.x_window("Greeter")
        now = wait_for(lambda: focused(main), 3)
        check(now is not None and now.name == "Sign up…", "focus: after the dialog closes it is on what opened it",
              describe(now))
    finally:
        app.quit()
        pyatspi.Registry.deregisterEventListener(listener, "object:property-change:accessible-description")


def check_table_demo(bin_folder):
    app = App(os.path.join(bin_folder, "table-demo"))
    try:
        main = app.window("Table Demo", "frame")
        check(main is not None, "table demo: the window is a frame named 'Table Demo' (the app's name)")
        check_names(main, "table demo")
        open_table = find(main, "push button", "Open table")
        check(app.focus("Table Demo", open_table) is not None, "table demo: Tab reaches 'Open table'", describe(focused(main)))
        app.key("Table Demo", "Return")
        loading = wait_for(lambda: find(main, "status bar", "Loading…"), 3)
        check(loading is not None, "table: while loading, a status named 'Loading…' is in the tree")
        spinner = find(main, expected_role("animation"), "Loading") if GTK4 else find(main, "animation")
        check(spinner is not None and spinner.name == "Loading", "table: the spinner is named 'Loading'",
              describe(spinner) if spinner else str([describe(n) for n in find_all(main) if n.name == "Loading"]))
        rows = wait_for(lambda: [r for r in find_all(main, "list item") if r.name], 5) or []
        check(len(rows) > 3 and rows[0].name == "Ada Lovelace",
              "table: rows are named by their content", str([describe(r) for r in rows[:3]]))
        check(rows and rows[0].description == "Row 1 of 13", "table: a row says where it is",
              rows[0].description if rows else "no rows")
        check_names(main, "table")
        refresh = find(main, "push button", "Refresh")
        check(refresh is not None and "Ctrl+R" in refresh.description,
              "table: Refresh (the header bar's icon button) is named 'Refresh', its keys are its description",
              describe(refresh) + (f" {refresh.description!r}" if refresh else ""))

        # Refresh with the keyboard from the third row: the focus comes back to its model.
        # Tab into the list, then Down to the third row.
        third = rows[2]
        row = app.focus("Names", rows)
        if row is not None and rows.index(row) > 2:
            app.focus("Names", third, keys=("Up",), presses=rows.index(row) - 2)
        app.focus("Names", third, keys=("Down",), presses=2)
        check(has_state(third, pyatspi.STATE_FOCUSED), "table: the third row has the focus", describe(focused(main)))
        app.key("Names", "F5")
        wait_for(lambda: find(main, "status bar", "Loading…") is None and find(main, "list item", "Barbara Liskov"), 5)
        pump(0.5)
        now = focused(main)
        check(now is not None and now.name == "Barbara Liskov",
              "focus: after a refresh it is on the selected row's model", describe(now))

        # A row opens an alert; closing it brings the focus back to the row.
        app.key("Names", "Return")
        alert = app.window("This is a name")
        check(alert is not None and role_of(alert) == expected_role("alert"), "alert: the window has the alert role",
              describe(alert))
        check_names(alert, "alert")
        # Drawn as GNOME's message dialog: the title as a bold heading, the name as body text.
        heading = find(alert, "label", "This is a name")
        body = find(alert, "label", "Barbara Liskov")
        check(heading is not None and body is not None, "alert: its heading and body text are labels in it",
              str([describe(n) for n in find_all(alert, "label")]))
        if heading is not None:
            attributes, _, _ = heading.queryText().getAttributeRun(0, True)
            weight = dict(a.split(":", 1) for a in attributes).get("weight")
            check(weight == "700", "alert: the heading is bold", f"weight {weight}")
        app.key("This is a name", "Escape")
        wait_for(lambda: app.window("This is a name") is None or not showing(alert), 3)
        app.x_window("Names")
        now = wait_for(lambda: focused(main), 3)
        check(now is not None and now.name == "Barbara Liskov", "focus: after the alert closes it is on the row",
              describe(now))

        # Back returns to the main page, with the focus on the button that pushed the table.
        app.key("Names", "alt+Left")
        wait_for(lambda: main.name == "Table Demo", 3)
        now = wait_for(lambda: focused(main), 3)
        check(now is not None and now.name == "Open table", "focus: after Back it is on the view that pushed",
              describe(now))

        empty_button = find(main, "push button", "Open an empty table")
        click(empty_button)
        empty = wait_for(lambda: find(main, "status bar", "No names to show."), 5)
        check(empty is not None, "table: an empty table's message is a status in the tree")

        # A toast (the table's Copy Name, run through the window's exported GAction, as the
        # context menu runs it): a notification named by its text, announced as it shows
        # (object:state-changed:showing, which Orca reads for notifications); Escape ends it.
        announced = []
        def on_showing(event):
            if event.detail1 == 1 and event.source is not None and role_of(event.source) == expected_role("notification"):
                announced.append(event.source.name)
        pyatspi.Registry.registerEventListener(on_showing, "object:state-changed:showing")
        try:
            call = subprocess.run(["gdbus", "call", "--session", "--dest", "org.reactantgtk.TableDemo",
                                   "--object-path", "/org/reactantgtk/TableDemo/window/1", "--method",
                                   "org.gtk.Actions.Activate", "copy-name", "[<'Barbara Liskov'>]", "{}"],
                                  capture_output=True, text=True)
            check(call.returncode == 0, "toast: win.copy-name runs through D-Bus", call.stderr.strip())
            toast = wait_for(lambda: find(main, expected_role("notification"), "“Barbara Liskov” copied"), 3)
            check(toast is not None, "toast: a notification named '“Barbara Liskov” copied' shows",
                  str([describe(n) for n in find_all(main, only_showing=False) if "copied" in (n.name or "")]))
            wait_for(lambda: announced, 3)
            if GTK4:
                skip("toast: screen readers are told it shows", "GTK 4.8's bridge sends no showing changes for widgets")
            else:
                check("“Barbara Liskov” copied" in announced, "toast: screen readers are told it shows", str(announced))
            close = find(toast, "push button", "Close") if toast is not None else None
            check(close is not None, "toast: its close button is named 'Close'", describe(close))
            app.x_window("Names")
            app.key("Names", "Escape")
            gone = wait_for(lambda: find(main, expected_role("notification"), "“Barbara Liskov” copied") is None, 3)
            check(gone, "toast: Escape takes it away")
        finally:
            pyatspi.Registry.deregisterEventListener(on_showing, "object:state-changed:showing")
    finally:
        app.quit()


def check_gallery(bin_folder):
    """Every page of the widget gallery: controls named by their visible labels, collection
    items and boxed-list rows named by their content and their place."""
    app = App(os.path.join(bin_folder, "gallery-demo"))
    try:
        main = app.window("Widget Gallery", "frame")
        check(main is not None, "gallery: the window is a frame named 'Widget Gallery'")
        pages = GALLERY_PAGES
        tabs = sorted((n for n in find_all(main, expected_role("radio button")) if n.name in pages), key=lambda n: pages.index(n.name))
        check(len(tabs) == 7, "gallery: seven pages", str([describe(t) for t in tabs]))
        global current_page
        for tab in tabs:
            current_page = tab.name
            click(tab)
            pump(0.6)
            check_names(main, f"gallery {tab.name}")
            if tab.name == "Icons":
                # A flow box child: a list item to GTK 3's ATK, a table cell (GRID_CELL) to GTK 4.8.
                items = wait_for(lambda: [n for n in find_all(main, "table cell" if GTK4 else "list item") if n.name], 5) or []
                check(len(items) > 10 and items[0].name == "document-new" and items[0].description == "Item 1 of 44",
                      "gallery: collection items are named by their content and say where they are",
                      str([(i.name, i.description) for i in items[:2]]))
            if tab.name == "Lists":
                rows = wait_for(lambda: [n for n in find_all(main, "list item") if n.name], 5) or []
                check([r.name for r in rows[:2]] == ["Wi-Fi, Connected", "Bluetooth, Off"]
                      and rows[0].description == "Row 1 of 5",
                      "gallery: a boxed list's rows are named by their content", str([describe(r) for r in rows[:2]]))
            if tab.name == "Structure":
                # GTK 4.8 gives GtkInfoBar no role of its own: its close button is looked for on the page.
                bar = find(main, "panel", "Structure") if GTK4 else find(main, "info bar")
                close = find(bar, "push button", "Close") if bar is not None else None
                check(close is not None, "gallery: the info bar's close button is named 'Close'",
                      str([describe(b) for b in find_all(bar, "push button")]) if bar is not None else "no info bar")
    finally:
        current_page = None
        app.quit()


def main():
    bin_folder = sys.argv[1]
    check_greeter(bin_folder)
    check_table_demo(bin_folder)
    check_gallery(bin_folder)
    print(f"accessibility: {failures} failure(s)")
    sys.exit(min(failures, 100))


if __name__ == "__main__":
    main()
