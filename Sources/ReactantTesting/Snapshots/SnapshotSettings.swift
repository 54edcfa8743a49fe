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
    /// GtkSettings properties and the value each has during a rendering.
    private static func fixed(for appearance: SnapshotAppearance) -> [(String, PropertyOverride.Value)] {
        fixedTextAndMotion + [
            ("gtk-theme-name", .string("Adwaita")),
            ("gtk-icon-theme-name", .string("Adwaita")),
            ("gtk-application-prefer-dark-theme", .bool(appearance.theme == .dark)),
            // GNOME's default: a close button only.
            ("gtk-decoration-layout", .string(":close")),
        ]
    }

    private let properties: PropertyOverride
    private var providers: [OpaquePointer] = []

    /// Applies the fixed settings and `styleSheets` (CSS, above the theme as an app's own).
    /// - Throws: `SnapshotError.styleSheet` when one doesn't parse.
    init(appearance: SnapshotAppearance, styleSheets: [String]) throws {
        properties = PropertyOverride(UnsafeMutableRawPointer(gtk_settings_get_default()!))
        properties.set(Self.fixed(for: appearance))
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
        properties.restore()
        for provider in providers {
            gtk_style_context_remove_provider_for_screen(gdk_screen_get_default(), provider)
            g_object_unref(UnsafeMutableRawPointer(provider))
        }
        providers = []
    }
}
#endif // GTK3
