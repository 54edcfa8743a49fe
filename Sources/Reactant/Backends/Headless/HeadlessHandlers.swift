/// The handlers connected to one signal of one widget, in connection order, which is the
/// order GObject calls them in.
///
/// Emitters walk `connections` and look each handler up again just before calling it, so a
/// handler disconnected by an earlier one during the same emission is skipped and one
/// connected during it waits for the next emission, both as in GObject.
struct HeadlessHandlers<Handler> {
    private var entries: [(connection: SignalConnection, handler: Handler)] = []

    var connections: [SignalConnection] { entries.map(\.connection) }

    mutating func add(_ handler: Handler, as connection: SignalConnection) -> SignalConnection {
        entries.append((connection, handler))
        return connection
    }

    mutating func remove(_ connection: SignalConnection) {
        entries.removeAll { $0.connection == connection }
    }

    func handler(for connection: SignalConnection) -> Handler? {
        entries.first { $0.connection == connection }?.handler
    }
}
