#!/usr/bin/python3
"""Drives one demo with random mouse and keyboard input through the X server (XTest), as a
person would, for a bounded time; run by scripts/check-random-input.sh under Xvfb.

    random-input.py --seed N --seconds S [--hang-seconds H] BINARY

The event sequence comes from the seed alone: each step draws its action, and where it lands
as a fraction of the window's size, from random.Random(seed). After every action the driver
waits until the app has taken in its events (a _NET_WM_PING the app's main loop answers: the
X server delivers events in order, so the answer comes after the input was dispatched) and
then lets GTK's idle and frame work run, so a replay with the same seed sends the same events
in the same states.

Exit status 0: no finding. 1: a finding (crash, hang, GTK critical or warning, toolkit warning
or error on standard error, or an abnormal exit), printed with the last steps. 2: the demo's
window never appeared (a broken set-up rather than a finding).

Xvfb runs no window manager, so the driver does the little of one that input needs: it gives
the keyboard focus to the app's topmost window (a dialog over its parent), answers nothing
else, and closes a secondary window that has stayed on top for a while (Escape, then a
WM_DELETE_WINDOW as a title bar's close button would), so a file chooser or an About window
doesn't take the rest of the run. When the demo ends normally (its close button, Quit in its
menu, Escape in a dialog-like window) it is started again and counted.
"""
import argparse
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
from collections import deque

from Xlib import X, XK, display, error
from Xlib.ext import xtest
from Xlib.protocol import event as xevent

# What a finding on standard error looks like: GLib's "Gtk-CRITICAL **", "GLib-GObject-WARNING **"
# (and any other domain's), and swift-log's "<time> warning|error|critical <label> : ..." lines,
# which is how the toolkit reports misuse and errors; and the Swift runtime's crash report, which
# comes before the process ends (and may take a while).
BAD_LINE = re.compile(r"-(CRITICAL|WARNING|ERROR) \*\*|^\S+ (warning|error|critical) \S+ ?:|Fatal error"
                      r"|^\*\*\* (Signal \d+|Program crashed)")

KEYS = (
    # (weight, keys pressed together, in order)
    [(6, [letter]) for letter in "abcdefghijklmnopqrstuvwxyz"]
    + [(1, ["Shift_L", letter]) for letter in "aeimqu"]
    + [(1, [digit]) for digit in "0123456789"]
    + [
        (10, ["Tab"]), (4, ["Shift_L", "Tab"]),
        (6, ["Left"]), (6, ["Right"]), (6, ["Up"]), (6, ["Down"]),
        (8, ["Return"]), (5, ["Escape"]), (8, ["space"]),
        (6, ["Shift_L", "F10"]), (3, ["Menu"]),
        (3, ["Page_Up"]), (3, ["Page_Down"]), (2, ["Home"]), (2, ["End"]),
        (3, ["BackSpace"]), (2, ["Delete"]), (1, ["minus"]), (1, ["period"]),
        (3, ["Control_L", "Page_Up"]), (3, ["Control_L", "Page_Down"]),
        (2, ["Control_L", "a"]), (2, ["Control_L", "c"]), (2, ["Control_L", "v"]),
        (2, ["Control_L", "x"]), (2, ["Control_L", "z"]), (1, ["Control_L", "f"]),
        (1, ["Control_L", "n"]), (1, ["Control_L", "r"]), (1, ["F5"]), (1, ["F10"]),
        (1, ["Control_L", "Shift_L", "question"]),  # the shortcuts window (Ctrl+?)
        (2, ["Control_L", "w"]),  # closes a secondary window; never sent to the main one
        (1, ["Alt_L", "Left"]),
    ]
)
# Ctrl+Q is left out: it ends the run's demo at once, every time.

ACTIONS = [  # (weight, name)
    (30, "click"), (6, "double-click"), (12, "right-click"), (10, "wheel"), (6, "drag"),
    (40, "key"),
]


def weighted(rng, pairs):
    total = sum(weight for weight, _ in pairs)
    pick = rng.uniform(0, total)
    for weight, value in pairs:
        pick -= weight
        if pick <= 0:
            return value
    return pairs[-1][1]


class Finding(Exception):
    pass


class Demo:
    """The demo's process, its standard error, and its windows on the display."""

    def __init__(self, binary, log):
        self.binary = binary
        self.log = log
        self.process = None
        self.bad_lines = []
        self.main_window = None

    def start(self):
        self.process = subprocess.Popen([self.binary], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.PIPE, text=True, errors="replace")
        self.main_window = None
        threading.Thread(target=self._read_errors, args=(self.process,), daemon=True).start()

    def _read_errors(self, process):
        for line in process.stderr:
            self.log.write(line)
            self.log.flush()
            if BAD_LINE.search(line):
                self.bad_lines.append(line.rstrip("\n"))

    @property
    def pid(self):
        return self.process.pid

    def exit_status(self):
        return self.process.poll()


class Driver:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.d = display.Display()
        self.d.set_error_handler(lambda *_: None)  # a window that went meanwhile is no finding
        self.root = self.d.screen().root
        self.root.change_attributes(event_mask=X.SubstructureNotifyMask)
        self.atom = {name: self.d.intern_atom(name) for name in
                     ["_NET_WM_PID", "WM_PROTOCOLS", "_NET_WM_PING", "WM_DELETE_WINDOW", "_NET_WM_NAME",
                      "UTF8_STRING"]}
        self.ping_serial = 0
        self.answered = set()
        self.history = deque(maxlen=25)
        self.step = 0
        self.starts = 0
        self.normal_exits = 0
        self.on_top_since = {}  # secondary window id -> step it was first seen on top
        self.log = open(args.log, "w") if args.log else open(os.devnull, "w")
        self.demo = Demo(args.binary, self.log)

    # MARK: Windows

    def app_windows(self):
        """The app's mapped top-level windows, bottom to top, and its popup (override-redirect) ones."""
        toplevels, popups = [], []
        try:
            children = self.root.query_tree().children
        except error.XError:
            return toplevels, popups
        for window in children:
            try:
                attributes = window.get_attributes()
                if attributes.map_state != X.IsViewable:
                    continue
                if attributes.override_redirect:
                    # GTK's popup menus carry no _NET_WM_PID; the app is the only client with
                    # windows besides this driver.
                    popups.append(window)
                    continue
                pid = window.get_full_property(self.atom["_NET_WM_PID"], X.AnyPropertyType)
                if pid and pid.value[0] == self.demo.pid:
                    toplevels.append(window)
            except error.XError:
                continue
        return toplevels, popups

    def title(self, window):
        try:
            name = window.get_full_property(self.atom["_NET_WM_NAME"], self.atom["UTF8_STRING"])
            return name.value.decode("utf-8", "replace") if name else (window.get_wm_name() or "")
        except error.XError:
            return "?"

    def geometry(self, window):
        """The window's rectangle on the root window (x, y, width, height), or None when it went."""
        try:
            geometry = window.get_geometry()
            origin = window.translate_coords(self.root, 0, 0)
            return (-origin.x, -origin.y, geometry.width, geometry.height)
        except error.XError:
            return None

    # MARK: The app answering

    def ping(self, window):
        """Sends _NET_WM_PING to `window`; GDK answers it from the app's main loop by sending
        it on to the root window, where this driver listens (SubstructureNotify)."""
        self.ping_serial += 1
        message = xevent.ClientMessage(window=window, client_type=self.atom["WM_PROTOCOLS"],
                                       data=(32, [self.atom["_NET_WM_PING"], self.ping_serial, window.id, 0, 0]))
        window.send_event(message, event_mask=0)
        self.d.flush()
        return self.ping_serial

    def drain_events(self):
        while self.d.pending_events():
            event = self.d.next_event()
            if (event.type == X.ClientMessage and event.client_type == self.atom["WM_PROTOCOLS"]
                    and event.data[1][0] == self.atom["_NET_WM_PING"]):
                self.answered.add(event.data[1][1])

    def wait_until_answering(self):
        """Waits until the app has handled everything sent so far (it answers a ping), up to
        the hang timeout. Returns False when the process ended meanwhile."""
        deadline = time.monotonic() + self.args.hang_seconds
        while True:
            if self.demo.exit_status() is not None:
                return False
            toplevels, _ = self.app_windows()
            if toplevels:
                serial = self.ping(toplevels[-1])
                resend = time.monotonic() + 1.0
                while time.monotonic() < min(resend, deadline):
                    self.drain_events()
                    if serial in self.answered:
                        self.answered.clear()
                        return True
                    if self.demo.exit_status() is not None:
                        return False
                    time.sleep(0.005)
            else:
                time.sleep(0.05)
            if time.monotonic() >= deadline:
                state = self.process_state()
                what = "answered no ping" if toplevels else "has no window and did not end"
                raise Finding(f"hang: the app {what} for {self.args.hang_seconds:g} s ({state})")

    def process_state(self):
        try:
            with open(f"/proc/{self.demo.pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{self.demo.pid}/wchan") as wchan:
                return f"process state {fields[0]}, waiting in {wchan.read().strip() or '-'}"
        except OSError:
            return "process gone"

    def settle(self):
        if not self.wait_until_answering():
            return
        time.sleep(self.args.pace)  # idle handlers and the next frame

    # MARK: Input

    def keycode(self, name):
        return self.d.keysym_to_keycode(XK.string_to_keysym(name))

    def press_keys(self, names):
        codes = [self.keycode(name) for name in names]
        for code in codes:
            xtest.fake_input(self.d, X.KeyPress, code)
        for code in reversed(codes):
            xtest.fake_input(self.d, X.KeyRelease, code)
        self.d.sync()

    def move(self, x, y):
        xtest.fake_input(self.d, X.MotionNotify, x=int(x), y=int(y))

    def click(self, x, y, button=1, count=1):
        self.move(x, y)
        for _ in range(count):
            xtest.fake_input(self.d, X.ButtonPress, button)
            xtest.fake_input(self.d, X.ButtonRelease, button)
        self.d.sync()

    def drag(self, start, end):
        self.move(*start)
        xtest.fake_input(self.d, X.ButtonPress, 1)
        self.d.sync()
        for i in range(1, 7):
            self.move(start[0] + (end[0] - start[0]) * i / 6, start[1] + (end[1] - start[1]) * i / 6)
            self.d.sync()
            time.sleep(0.01)
        xtest.fake_input(self.d, X.ButtonRelease, 1)
        self.d.sync()

    # MARK: The run

    def start_demo(self):
        self.demo.start()
        self.starts += 1
        deadline = time.monotonic() + self.args.start_seconds
        while time.monotonic() < deadline:
            if self.demo.exit_status() is not None:
                self.check_exit()
                raise Finding(f"the demo ended with status {self.demo.exit_status()} before showing a window")
            toplevels, _ = self.app_windows()
            if toplevels:
                self.demo.main_window = toplevels[0].id
                self.settle()
                return
            time.sleep(0.1)
        self.demo.process.kill()
        print(f"error: the demo's window did not appear within {self.args.start_seconds:g} s", file=sys.stderr)
        raise SystemExit(2)

    def check_exit(self):
        status = self.demo.exit_status()
        if status is None:
            return False
        time.sleep(0.2)  # the reader thread takes the last lines
        if status < 0:
            raise Finding(f"crash: the demo was killed by {signal.Signals(-status).name}" + self.stderr_findings())
        if status != 0:
            raise Finding(f"the demo exited with status {status}" + self.stderr_findings())
        self.drain_stderr()
        return True

    def stderr_findings(self):
        lines = self.distinct_bad_lines()
        return "; standard error:\n    " + "\n    ".join(lines) if lines else ""

    def distinct_bad_lines(self):
        """The bad lines once each (a timestamp aside), with how often each came."""
        counts = {}
        for line in self.demo.bad_lines:
            key = re.sub(r"\d{4}-\d\d-\d\dT\S+|\d\d:\d\d:\d\d\.\d+|\(\S+:\d+\)", "", line)
            first, count = counts.get(key, (line, 0))
            counts[key] = (first, count + 1)
        return [first + (f"  ({count} times)" if count > 1 else "") for first, count in list(counts.values())[:10]]

    def drain_stderr(self):
        time.sleep(0.2)  # the reader thread takes the last lines
        if self.demo.bad_lines:
            # Under G_DEBUG=fatal-criticals the process is ending (after Swift's backtrace):
            # say how.
            for _ in range(50):
                if self.demo.exit_status() is not None:
                    if self.demo.exit_status() < 0:
                        self.check_exit()
                    break
                time.sleep(0.1)
            crashed = any(line.startswith("*** Program crashed") for line in self.demo.bad_lines)
            what = "crash (the process was still writing its crash report)" if crashed else "standard error"
            raise Finding(f"{what}:\n    " + "\n    ".join(self.distinct_bad_lines()))

    def focus(self, toplevels):
        """Gives the keyboard to the topmost window, as a window manager would."""
        target = toplevels[-1]
        try:
            focused = self.d.get_input_focus().focus
            while not isinstance(focused, int) and focused.id not in (0, self.root.id):
                if focused.id == target.id:
                    return target
                focused = focused.query_tree().parent
            target.set_input_focus(X.RevertToParent, X.CurrentTime)
            self.d.sync()
        except error.XError:
            pass
        return target

    def keep_on_screen(self, toplevels):
        """Moves a window that a drag on its header bar took partly off the screen back onto
        it, as a window manager would (GTK moves a client-side decorated window itself when
        none runs), so the rest of the run can reach all of it."""
        screen = self.d.screen()
        for window in toplevels:
            area = self.geometry(window)
            if area is None:
                continue
            x, y, width, height = area
            inside_x = max(0, min(x, screen.width_in_pixels - width))
            inside_y = max(0, min(y, screen.height_in_pixels - height))
            if (inside_x, inside_y) != (x, y):
                self.record(f"'{self.title(window)}' moved back onto the screen at ({inside_x}, {inside_y})")
                try:
                    window.configure(x=inside_x, y=inside_y)
                except error.XError:
                    pass
        self.d.sync()

    def close_lingering(self, toplevels):
        """A secondary window on top for 60 steps (a few seconds) gets Escape; after 120 it is
        closed as its title bar's close button would (WM_DELETE_WINDOW)."""
        top = toplevels[-1]
        if top.id == self.demo.main_window:
            self.on_top_since.clear()
            return False
        since = self.on_top_since.setdefault(top.id, self.step)
        age = self.step - since
        if age and age % 60 == 0:
            if age >= 120:
                self.record(f"close '{self.title(top)}' (WM_DELETE_WINDOW, on top for {age} steps)")
                message = xevent.ClientMessage(window=top, client_type=self.atom["WM_PROTOCOLS"],
                                               data=(32, [self.atom["WM_DELETE_WINDOW"], X.CurrentTime, 0, 0, 0]))
                top.send_event(message, event_mask=0)
            else:
                self.record(f"Escape to '{self.title(top)}' (on top for {age} steps)")
                self.press_keys(["Escape"])
            self.d.sync()
            return True
        return False

    def record(self, text):
        self.history.append(f"step {self.step}: {text}")

    def act(self, toplevels, popups):
        """Draws the next action from the seed and sends it."""
        rng = self.rng
        action = weighted(rng, ACTIONS)
        # Where: fractions of the topmost window (or, half the time when a popup menu is
        # open, of the menu), drawn whatever the action so that the draws stay in step.
        fx, fy, gx, gy = rng.random(), rng.random(), rng.random(), rng.random()
        into_popup = rng.random() < 0.5
        keys = weighted(rng, KEYS)
        detail = rng.choice([4, 5, 4, 5, 6, 7])
        target = toplevels[-1]
        area = self.geometry(popups[-1] if popups and into_popup else target)
        if area is None:
            self.record(f"{action}: the window went")
            return
        x, y, width, height = area
        point = (x + fx * (width - 1), y + fy * (height - 1))
        where = f"({fx:.2f}, {fy:.2f}) of '{self.title(target)}'" + (" (popup)" if popups and into_popup else "")
        if action == "click":
            self.record(f"click at {where}")
            self.click(*point)
        elif action == "double-click":
            self.record(f"double-click at {where}")
            self.click(*point, count=2)
        elif action == "right-click":
            self.record(f"right-click at {where}")
            self.click(*point, button=3)
        elif action == "wheel":
            self.record(f"wheel {'up down left right'.split()[detail - 4]} at {where}")
            self.click(*point, button=detail)
        elif action == "drag":
            end = (x + gx * (width - 1), y + gy * (height - 1))
            self.record(f"drag from {where} to ({gx:.2f}, {gy:.2f})")
            self.drag(point, end)
        else:
            if keys == ["Control_L", "w"] and target.id == self.demo.main_window:
                self.record("Ctrl+W skipped (the main window)")
                return
            self.record("key " + "+".join(keys) + f" in '{self.title(target)}'")
            self.press_keys(keys)

    def run(self):
        deadline = time.monotonic() + self.args.seconds
        self.start_demo()
        while time.monotonic() < deadline:
            self.step += 1
            if self.check_exit():
                self.normal_exits += 1
                self.record("the demo ended normally (status 0); starting it again")
                self.start_demo()
                continue
            if self.demo.bad_lines:
                self.drain_stderr()
            toplevels, popups = self.app_windows()
            if not toplevels:
                self.settle()
                continue
            self.keep_on_screen(toplevels)
            self.focus(toplevels)
            if not self.close_lingering(toplevels):
                self.act(toplevels, popups)
            self.settle()
        self.drain_stderr()
        if self.check_exit():
            self.normal_exits += 1
            return
        # The end of the run ends the demo as a session's end would: SIGTERM quits cleanly
        # with status 0 (the app-shell article: Shutdown), whatever state the input left it in.
        self.demo.process.terminate()
        try:
            self.demo.process.wait(10)
        except subprocess.TimeoutExpired:
            self.demo.process.kill()
            raise Finding("hang: the demo did not end within 10 s of SIGTERM")
        status = self.demo.exit_status()
        if status != 0:
            raise Finding(f"SIGTERM ended the demo with {'signal ' + signal.Signals(-status).name if status < 0 else f'status {status}'}"
                          + self.stderr_findings())
        self.drain_stderr()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--seconds", type=float, default=75)
    parser.add_argument("--hang-seconds", type=float, default=20)
    parser.add_argument("--start-seconds", type=float, default=60)
    parser.add_argument("--pace", type=float, default=0.03, help="seconds after the app answered, for idle work")
    parser.add_argument("--log", help="where the demo's standard error goes")
    args = parser.parse_args()
    driver = Driver(args)
    name = os.path.basename(args.binary)
    try:
        driver.run()
    except Finding as finding:
        print(f"FAIL - {name}, seed {args.seed}, step {driver.step}: {finding}")
        print("  the last steps:")
        for line in driver.history:
            print("    " + line)
        if driver.demo.process and driver.demo.exit_status() is None:
            driver.demo.process.kill()
        return 1
    print(f"ok - {name}, seed {args.seed}: {driver.step} steps in {args.seconds:g} s, "
          f"started {driver.starts} time(s), {driver.normal_exits} normal exit(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
