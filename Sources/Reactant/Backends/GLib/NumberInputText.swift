#if GTK3 || GTK4 // both GTK backends: GLib only
import GtkC

/// How a person types a number into a GtkSpinButton, for both GTK backends' `simulateUserValue`.
enum NumberInputText {
    /// A value as a person types it: the digits, sign and point a numeric spin button lets
    /// through (gtk_spin_button_new_with_range makes it numeric: "1e+300" or "inf" would be
    /// refused whole, leaving an empty entry that reads as 0), parsed by strtod in the C
    /// locale the process runs in unless an app set another. Infinity is typed as a number
    /// past the largest Double, which strtod reads as infinity, as GTK then clamps it.
    static func typed(_ value: Double) -> String {
        if value.isInfinite { return (value < 0 ? "-1" : "1") + String(repeating: "0", count: 400) }
        let shortest = String(value)
        guard shortest.contains("e") else {
            return value == value.rounded() ? String(shortest.dropLast(2)) : shortest
        }
        // Plain decimal notation: whole numbers (≥ 1e16) in full, tiny ones with enough places.
        var buffer = [CChar](repeating: 0, count: 800)
        let places = value == value.rounded() ? "%.0f" : "%.340f"
        return String(cString: g_ascii_formatd(&buffer, gint(buffer.count), places, value))
    }
}
#endif
