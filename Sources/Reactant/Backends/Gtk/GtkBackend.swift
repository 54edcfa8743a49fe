#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// The backend that makes real GTK 3 widgets.
///
/// GTK can be initialised once per process, so there is one backend: `start()` creates it
/// on the first successful `gtk_init_check` and returns the same object afterwards.
@MainActor
public final class GtkBackend: Backend {
    /// The started backend; wrappers reach it through this (they exist only after `start`).
    private(set) static var shared: GtkBackend?
    /// Shown windows, in the order they were shown; held so a shown window stays on screen
    /// without an owner, as GTK keeps its toplevels. Hiding or closing one lets it go.
    var windowsOnScreen: [GtkWindowWrapper] = []

    private init() {}

    /// Initialises GTK (once per process) and returns the backend.
    /// - Throws: `BackendError.noDisplay` when GTK cannot open a display. A later call tries
    ///   again (GTK allows that), so a process can still start once a display is there.
    public static func start() throws -> GtkBackend {
        if let shared { return shared }
        guard gtk_init_check(nil, nil) != 0 else {
            throw BackendError.noDisplay(displayProblem())
        }
        GtkAccessibleStates.install()
        let backend = GtkBackend()
        shared = backend
        return backend
    }

    // The widgets both GTK backends share are made in their files (Backends/GtkCommon).
    public func makeWindow() -> any NativeWindow { GtkWindowWrapper() }
    public func makeHeaderBar() -> any NativeHeaderBar { GtkHeaderBarWrapper() }
    public private(set) lazy var shell: any NativeShell = GtkShell()

    /// Adds the stylesheet for the default screen at APPLICATION priority, above the theme.
    public func addStyleSheet(_ css: String) throws {
        let provider = gtk_css_provider_new()
        defer { g_object_unref(provider) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_css_provider_load_from_data(provider, css, -1, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw BackendError.invalidStyleSheet(message)
        }
        guard let screen = gdk_screen_get_default() else { return }
        // The screen keeps its own reference to the provider.
        gtk_style_context_add_provider_for_screen(
            screen, GObjectBridge.opaque(provider!), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    public func addIconSearchPath(_ path: String) {
        guard let theme = gtk_icon_theme_get_default() else { return }
        gtk_icon_theme_append_search_path(theme, path)
    }

    /// Loads the icon at 48 pixels rather than asking `gtk_icon_theme_has_icon`, so an SVG
    /// that can't be rendered (no pixbuf loader for it) counts as missing too.
    public func hasIcon(named name: String) -> Bool {
        guard let theme = gtk_icon_theme_get_default() else { return false }
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gtk_icon_theme_load_icon(theme, name, 48, GtkIconLookupFlags(0), &error) else {
            g_clear_error(&error)
            return false
        }
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        return true
    }
}
#endif // GTK3
