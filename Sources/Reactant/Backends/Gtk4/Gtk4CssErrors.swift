#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// Collects the errors a GtkCssProvider reports while it parses (GTK 4.8's
/// gtk_css_provider_load_from_data returns nothing; the parsing-error signal says what failed).
@MainActor
final class Gtk4CssErrors {
    private(set) var messages: [String] = []

    /// Connects to `provider`'s parsing-error; the caller disconnects the returned handler
    /// while this object is alive (the handler holds it unretained).
    func watch(_ provider: UnsafeMutablePointer<GtkCssProvider>) -> UInt {
        let callback: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, UnsafeMutableRawPointer?) -> Void = {
            _, section, error, data in
            guard let data else { return }
            let errors = Unmanaged<Gtk4CssErrors>.fromOpaque(data).takeUnretainedValue()
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            let place = section.flatMap { Gtk4Object.takeString(gtk_css_section_to_string($0)) }
            // A provider parses on the main thread, in load_from_data.
            MainActor.assumeIsolated { errors.messages.append(place.map { "\($0): \(message)" } ?? message) }
        }
        return g_signal_connect_data(provider, "parsing-error", unsafeBitCast(callback, to: GCallback.self),
                                     Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
    }
}
#endif // GTK4
