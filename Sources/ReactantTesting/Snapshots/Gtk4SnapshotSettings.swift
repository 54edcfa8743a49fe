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
    /// GtkSettings properties and the value each has during a rendering.
    private static let fixed: [(String, PropertyOverride.Value)] = fixedTextAndMotion + [
        ("gtk-icon-theme-name", .string("Adwaita")),
        // GNOME's default: a close button only.
        ("gtk-decoration-layout", .string(":close")),
    ]

    private let properties: PropertyOverride
    private var savedScheme: AdwColorScheme?
    private var providers: [UnsafeMutablePointer<GtkCssProvider>] = []
    /// What the stylesheet being loaded reported (its provider's parsing-error).
    private var parseErrors: [String] = []

    /// Applies the fixed settings, the style and `styleSheets` (CSS, above the theme as an
    /// app's own).
    /// - Throws: `SnapshotError.styleSheet` when one doesn't parse.
    init(appearance: SnapshotAppearance, styleSheets: [String]) throws {
        properties = PropertyOverride(UnsafeMutableRawPointer(gtk_settings_get_default()))
        properties.set(Self.fixed)
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
        properties.restore()
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
}
#endif // GTK4
