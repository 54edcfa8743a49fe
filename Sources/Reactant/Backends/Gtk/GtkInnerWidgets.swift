#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// The widgets inside a GTK widget that GTK made itself: `gtk_container_forall` reaches the
/// internal children (a combo box's button, a stack switcher's buttons) that
/// `gtk_container_get_children` leaves out.
@MainActor
enum GtkInnerWidgets {
    private final class Collector {
        var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    }

    static func all(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        guard GObjectBridge.isInstance(widget, of: gtk_container_get_type()) else { return [] }
        let collector = Collector()
        let callback: GtkCallback = { child, data in
            guard let child, let data else { return }
            Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue().widgets.append(child)
        }
        withExtendedLifetime(collector) {
            gtk_container_forall(GObjectBridge.cast(widget), callback, Unmanaged.passUnretained(collector).toOpaque())
        }
        return collector.widgets
    }

    /// The first widget at any depth inside `widget` that is of `type`.
    static func first(of type: GType, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        for child in all(of: widget) {
            if GObjectBridge.isInstance(child, of: type) { return child }
            if let found = first(of: type, in: child) { return found }
        }
        return nil
    }
}

/// Handlers the toolkit keeps in Swift for signals of widgets GTK made itself (a radio
/// group's buttons): their ids start far above GObject's handler ids, so `disconnect` can tell
/// them apart.
struct SwiftHandlers<Handler> {
    private static var firstID: UInt { 1 << 40 }
    private var entries: [(id: UInt, handler: Handler)] = []
    private var lastID: UInt = 0

    mutating func add(_ handler: Handler) -> SignalConnection {
        lastID += 1
        let id = Self.firstID + lastID
        entries.append((id, handler))
        return SignalConnection(id: id)
    }

    /// False when the connection is not one of these.
    @discardableResult
    mutating func remove(_ connection: SignalConnection) -> Bool {
        guard let index = entries.firstIndex(where: { $0.id == connection.id }) else { return false }
        entries.remove(at: index)
        return true
    }

    var handlers: [Handler] { entries.map(\.handler) }
}
#endif // GTK3
