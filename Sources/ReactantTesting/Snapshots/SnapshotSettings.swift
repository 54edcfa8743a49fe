#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk
import Foundation
import Reactant

/// Fixes every GTK setting that changes pixels, for one rendering, and puts them back after:
/// the font and how it is rasterised, animations and the blinking text cursor, the theme and
/// its variant, the window buttons, and the app's stylesheets. (Not the text direction: a
/// window takes it when it is built, see `Snapshot.withDirection`.)
///
/// Without this a snapshot would depend on the desktop it runs on (an XSETTINGS daemon, a
/// person's font or theme) and on when it is taken (a blinking cursor, a spinner's turn).
@MainActor
final class SnapshotSettings {
    /// The font family snapshots are drawn in; Debian's fonts-dejavu-core, which GTK's own
    /// dependencies install and scripts/setup.sh checks for.
    static let fontFamily = "DejaVu Sans"

    private enum Value: Equatable {
        case bool(Bool), int(Int32), string(String?)
    }

    /// GtkSettings properties and the value each has during a rendering.
    private static func fixed(for appearance: SnapshotAppearance) -> [(String, Value)] {
        [
            ("gtk-font-name", .string("\(fontFamily) 10")),
            ("gtk-xft-antialias", .int(1)),
            ("gtk-xft-hinting", .int(1)),
            ("gtk-xft-hintstyle", .string("hintslight")),
            ("gtk-xft-rgba", .string("none")),
            ("gtk-xft-dpi", .int(96 * 1024)),
            ("gtk-enable-animations", .bool(false)),
            ("gtk-cursor-blink", .bool(false)),
            ("gtk-theme-name", .string("Adwaita")),
            ("gtk-icon-theme-name", .string("Adwaita")),
            ("gtk-application-prefer-dark-theme", .bool(appearance.theme == .dark)),
            // GNOME's default: a close button only.
            ("gtk-decoration-layout", .string(":close")),
        ]
    }

    private let settings: UnsafeMutablePointer<GtkSettings>
    private var saved: [(String, Value)] = []
    private var providers: [OpaquePointer] = []

    /// Applies the fixed settings and `styleSheets` (CSS, above the theme as an app's own).
    /// - Throws: `SnapshotError.styleSheet` when one doesn't parse.
    init(appearance: SnapshotAppearance, styleSheets: [String]) throws {
        settings = gtk_settings_get_default()
        // Only what differs is written: each write restyles every window (a theme change
        // reloads the theme), which costs more than the drawing.
        for (name, value) in Self.fixed(for: appearance) {
            let current = read(name, like: value)
            guard current != value else { continue }
            saved.append((name, current))
            write(name, value)
        }
        for css in styleSheets {
            let provider = gtk_css_provider_new()!
            var error: UnsafeMutablePointer<GError>?
            guard gtk_css_provider_load_from_data(provider, css, -1, &error) != 0 else {
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                g_clear_error(&error)
                g_object_unref(provider)
                restore()
                throw SnapshotError.styleSheet(message)
            }
            gtk_style_context_add_provider_for_screen(
                gdk_screen_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            providers.append(OpaquePointer(provider))
        }
    }

    /// Puts back every setting and takes the stylesheets away.
    func restore() {
        for (name, value) in saved.reversed() { write(name, value) }
        saved = []
        for provider in providers {
            gtk_style_context_remove_provider_for_screen(gdk_screen_get_default(), provider)
            g_object_unref(UnsafeMutableRawPointer(provider))
        }
        providers = []
    }

    // GType of the fundamental types (G_TYPE_BOOLEAN, … are macros Swift can't import).
    private static let booleanType = GType(5 << 2)
    private static let intType = GType(6 << 2)
    private static let stringType = GType(16 << 2)

    private var object: UnsafeMutablePointer<GObject> { UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self) }

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
#endif // GTK3
