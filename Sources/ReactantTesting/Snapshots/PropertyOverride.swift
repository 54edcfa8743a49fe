#if GTK3 || GTK4 // both GTK backends: GObject properties through GLib, the same under GTK 3 and GTK 4
import GtkC

/// Sets properties of one GObject (the GtkSettings a snapshot fixes) and puts back what
/// they were: `SnapshotSettings` on GTK 3 and on GTK 4 write their settings through it.
@MainActor
final class PropertyOverride {
    enum Value: Equatable {
        case bool(Bool), int(Int32), string(String?)
    }

    private let object: UnsafeMutablePointer<GObject>
    private var saved: [(String, Value)] = []

    /// `object` must outlive this (GtkSettings' default lives as long as the display).
    init(_ object: UnsafeMutableRawPointer) {
        self.object = object.assumingMemoryBound(to: GObject.self)
    }

    /// Sets each property to its value, keeping the old one. Only what differs is written:
    /// each write restyles every window (a theme change reloads the theme), which costs more
    /// than the drawing.
    func set(_ values: [(String, Value)]) {
        for (name, value) in values {
            let current = read(name, like: value)
            guard current != value else { continue }
            saved.append((name, current))
            write(name, value)
        }
    }

    /// Puts back every property `set` changed, the last first.
    func restore() {
        for (name, value) in saved.reversed() { write(name, value) }
        saved = []
    }

    // GType of the fundamental types (G_TYPE_BOOLEAN, … are macros Swift can't import).
    private static let booleanType = GType(5 << 2)
    private static let intType = GType(6 << 2)
    private static let stringType = GType(16 << 2)

    private func read(_ name: String, like example: Value) -> Value {
        var value = GValue()
        defer { g_value_unset(&value) }
        switch example {
        case .bool:
            g_value_init(&value, Self.booleanType)
            g_object_get_property(object, name, &value)
            return .bool(g_value_get_boolean(&value) != 0)
        case .int:
            g_value_init(&value, Self.intType)
            g_object_get_property(object, name, &value)
            return .int(g_value_get_int(&value))
        case .string:
            g_value_init(&value, Self.stringType)
            g_object_get_property(object, name, &value)
            return .string(g_value_get_string(&value).map { String(cString: $0) })
        }
    }

    private func write(_ name: String, _ new: Value) {
        var value = GValue()
        defer { g_value_unset(&value) }
        switch new {
        case .bool(let flag):
            g_value_init(&value, Self.booleanType)
            g_value_set_boolean(&value, flag ? 1 : 0)
        case .int(let number):
            g_value_init(&value, Self.intType)
            g_value_set_int(&value, number)
        case .string(let text):
            g_value_init(&value, Self.stringType)
            g_value_set_string(&value, text)
        }
        g_object_set_property(object, name, &value)
    }
}
#endif
