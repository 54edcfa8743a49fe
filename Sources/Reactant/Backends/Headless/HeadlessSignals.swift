/// A signal of a headless twin: the name of the GTK signal it stands for and the shape of its
/// handlers. Twins declare their own as static constants (`HeadlessButton.clicked`), so that
/// connecting and emitting can't disagree on the handler's type.
struct HeadlessSignal<Handler>: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

/// Every handler connected to one headless widget, in connection order, which is the order
/// GObject calls a signal's handlers in: the books `GtkWidgetWrapper` keeps on the GObject
/// handlers it connects (id, signal, blocked or not), kept in memory.
///
/// Emitters walk `connections(to:)` and look each handler up again just before calling it,
/// so a handler disconnected (or blocked) by an earlier one during the same emission is
/// skipped and one connected during it waits for the next emission, both as in GObject.
struct HeadlessHandlerBook {
    /// Holds a handler of any shape; `HeadlessSignal` says which shape to take it out as.
    private final class Box<Handler> {
        let handler: Handler
        init(_ handler: Handler) { self.handler = handler }
    }

    private struct Entry {
        let connection: SignalConnection
        let signal: String
        let box: AnyObject
        /// As g_signal_handler_block counts: the handler runs again once every block is undone.
        var blockCount = 0
    }

    private var entries: [Entry] = []

    mutating func add<Handler>(_ handler: Handler, to signal: HeadlessSignal<Handler>, as connection: SignalConnection) -> SignalConnection {
        entries.append(Entry(connection: connection, signal: signal.name, box: Box(handler)))
        return connection
    }

    /// As g_signal_handler_disconnect; an unknown connection is ignored.
    mutating func remove(_ connection: SignalConnection) {
        entries.removeAll { $0.connection == connection }
    }

    /// The connections to `signal`, blocked or not, in connection order.
    func connections<Handler>(to signal: HeadlessSignal<Handler>) -> [SignalConnection] {
        entries.filter { $0.signal == signal.name }.map(\.connection)
    }

    /// The handler of `connection` as `signal`'s shape; nil once it is disconnected and
    /// while it is blocked.
    func handler<Handler>(for connection: SignalConnection, of signal: HeadlessSignal<Handler>) -> Handler? {
        guard let entry = entries.first(where: { $0.connection == connection }), entry.blockCount == 0 else { return nil }
        return (entry.box as? Box<Handler>)?.handler
    }

    mutating func block(_ connections: [SignalConnection]) {
        changeBlockCount(of: connections, by: 1)
    }

    /// Connections disconnected meanwhile are ignored.
    mutating func unblock(_ connections: [SignalConnection]) {
        changeBlockCount(of: connections, by: -1)
    }

    private mutating func changeBlockCount(of connections: [SignalConnection], by change: Int) {
        for index in entries.indices where connections.contains(entries[index].connection) {
            entries[index].blockCount += change
        }
    }
}
