#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// Reports focus changes to `onFocusChanged` handlers. GTK 4 tells a widget it got the focus
/// (GtkEventControllerFocus, has-focus) only while its window is active, and under Xvfb
/// without a window manager no window is; a window's focus-widget changes whether it is
/// active or not (as GTK 3's is-focus did), so every window reports there
/// (`Gtk4WindowWrapper`) and each watcher compares its widget's focus with what it reported.
@MainActor
enum Gtk4FocusWatch {
    private struct Watcher {
        weak var widget: Gtk4WidgetWrapper?
        var reported: Bool
        let handler: @MainActor (Bool) -> Void
    }

    private static var watchers: [UInt: Watcher] = [:]
    /// Connection ids of their own, counting down from the top so they never meet GObject's.
    private static var lastID = UInt.max / 2

    static func add(_ widget: Gtk4WidgetWrapper, _ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        lastID -= 1
        watchers[lastID] = Watcher(widget: widget, reported: widget.isFocus, handler: handler)
        return SignalConnection(id: lastID)
    }

    /// False for an id that isn't a watcher's.
    static func remove(_ connection: SignalConnection) -> Bool {
        watchers.removeValue(forKey: connection.id) != nil
    }

    /// A window's focus widget changed: the widgets that lost the focus hear it before the
    /// one that got it, as the protocol promises.
    static func focusDidChange() {
        watchers = watchers.filter { $0.value.widget != nil }
        var changes: [(id: UInt, now: Bool)] = []
        for (id, watcher) in watchers {
            guard let widget = watcher.widget else { continue }
            let now = widget.isFocus
            if now != watcher.reported { changes.append((id, now)) }
        }
        changes.sort { !$0.now && $1.now }
        for change in changes {
            guard var watcher = watchers[change.id] else { continue }
            watcher.reported = change.now
            watchers[change.id] = watcher
            watcher.handler(change.now)
        }
    }
}
#endif // GTK4
