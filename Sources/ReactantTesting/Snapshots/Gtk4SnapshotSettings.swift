#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4
import Foundation
import Reactant

/// Fixes every GTK 4 setting that changes pixels, for one rendering, and puts them back
/// after: the font and how it is rasterised, animations and the blinking text cursor,
/// libadwaita's light or dark style, the window buttons, and the app's stylesheets. GTK 3's
/// twin is SnapshotSettings.swift. (Not the text direction: a window takes it when it is
/// built, see `Snapshot.withDirection`.)
///
/// The style is libadwaita's style manager's colour scheme, not GtkSettings'
/// gtk-application-prefer-dark-theme, which libadwaita warns about; the theme is
/// libadwaita's own stylesheet whatever gtk-theme-name says, so that is left alone.
@MainActor
final class SnapshotSettings {
    /// The font family snapshots are drawn in; Debian's fonts-dejavu-core, which GTK's own
    /// dependencies install and scripts/setup.sh checks for.
    static let fontFamily = "DejaVu Sans"

    private enum Value: Equatable {
        case bool(Bool), int(Int32), string(String?)
    }

    /// GtkSettings properties and the value each has during a rendering.
    private static let fixed: [(String, Value)] = [
        ("gtk-font-name", .string("\(fontFamily) 10")),
        ("gtk-xft-antialias", .int(1)),
        ("gtk-xft-hinting", .int(1)),
        ("gtk-xft-hintstyle", .string("hintslight")),
        ("gtk-xft-rgba", .string("none")),
        ("gtk-xft-dpi", .int(96 * 1024)),
        ("gtk-enable-animations", .bool(false)),
        ("gtk-cursor-blink", .bool(false)),
        ("gtk-icon-theme-name", .string("Adwaita")),
        // GNOME's default: a close button only.
        ("gtk-decoration-layout", .string(":close")),
    ]

    private let settings: OpaquePointer
    private var saved: [(String, Value)] = []
    private var savedScheme: AdwColorScheme?
    private var providers: [UnsafeMutablePointer<GtkCssProvider>] = []
    /// What the stylesheet being loaded reported (its provider's parsing-error).
    private var parseErrors: [String] = []

    /// Applies the fixed settings, the style and `styleSheets` (CSS, above the theme as an
    /// app's own).
    /// - Throws: `SnapshotError.styleSheet` when one doesn't parse.
    init(appearance: SnapshotAppearance, styleSheets: [String]) throws {
        settings = gtk_settings_get_default()
        // Only what differs is written: each write restyles every window.
        for (name, value) in Self.fixed {
            let current = read(name, like: value)
            guard current != value else { continue }
            saved.append((name, current))
            write(name, value)
        }
        let manager = adw_style_manager_get_default()
        let scheme = appearance.theme == .dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT
        if adw_style_manager_get_color_scheme(manager) != scheme {
            savedScheme = adw_style_manager_get_color_scheme(manager)
            adw_style_manager_set_color_scheme(manager, scheme)
        }
        for css in styleSheets {
            let provider = gtk_css_provider_new()!
            parseErrors = []
            let handler = watchErrors(of: provider)
            gtk_css_provider_load_from_data(provider, css, -1)
            g_signal_handler_disconnect(provider, handler)
            if let first = parseErrors.first {
                g_object_unref(provider)
                restore()
                throw SnapshotError.styleSheet(first)
            }
            gtk_style_context_add_provider_for_display(
                gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            providers.append(provider)
        }
    }

    /// Puts back every setting and the style, and takes the stylesheets away.
    func restore() {
        for (name, value) in saved.reversed() { write(name, value) }
        saved = []
        if let savedScheme { adw_style_manager_set_color_scheme(adw_style_manager_get_default(), savedScheme) }
        savedScheme = nil
        for provider in providers {
            gtk_style_context_remove_provider_for_display(gdk_display_get_default(), OpaquePointer(provider))
            g_object_unref(provider)
        }
        providers = []
    }

    /// Connects to the provider's parsing-error while it loads (GTK 4.8's
    /// gtk_css_provider_load_from_data returns nothing); the caller disconnects it.
    private func watchErrors(of provider: UnsafeMutablePointer<GtkCssProvider>) -> UInt {
        let callback: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<GError>?,
                                      UnsafeMutableRawPointer?) -> Void = { _, _, error, data in
            guard let data else { return }
            let settings = Unmanaged<SnapshotSettings>.fromOpaque(data).takeUnretainedValue()
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            // A provider parses on the main thread, in load_from_data.
            MainActor.assumeIsolated { settings.parseErrors.append(message) }
        }
        return g_signal_connect_data(provider, "parsing-error", unsafeBitCast(callback, to: GCallback.self),
                                     Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
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
#endif // GTK4
