/// Handlers the toolkit keeps in Swift for signals of widgets GTK made itself (a radio
/// group's buttons): their ids start far above GObject's handler ids, so `disconnect` can tell
/// them apart. Plain Swift, shared by the GTK 3 and GTK 4 backends.
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
