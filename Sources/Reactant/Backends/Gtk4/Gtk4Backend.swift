#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// The GTK backend of a `--traits GTK4` build: the names the rest of the toolkit (and apps,
/// tools and tests) use for "the GTK backend" stand for GTK 4's here, so `Backends.start`,
/// `View.gtkWidget` and `backend is GtkBackend` need no change.
public typealias GtkBackend = Gtk4Backend
// The seam of the widget wrappers both GTK backends share (Backends/GtkCommon/Gtk*Wrapper):
// each is one class that subclasses `GtkWidgetWrapper` and adds its factory method to
// `GtkBackend` (or is made here), names which stand for GTK 3's classes in a GTK 3 build and
// for GTK 4's in this one. The calls GTK 4 changed stay in `#if GTK4` sections of those files.
typealias GtkWidgetWrapper = Gtk4WidgetWrapper
typealias GtkWindowWrapper = Gtk4WindowWrapper
typealias GtkConstraintContainerWrapper = Gtk4ConstraintContainerWrapper

#if GTK3
#error("The GTK3 and GTK4 traits can't both be enabled: GTK 3 and GTK 4 can't live in one process. Build with --traits GTK4 alone.")
#endif

/// The backend that makes real GTK 4 widgets, with libadwaita's application, window, header
/// bar and style manager (GTK 4.8, libadwaita 1.2: Debian 12).
///
/// It makes every widget and shell object of the seam; ChoosingGTK4.md says what still differs
/// from GTK 3.
@MainActor
public final class Gtk4Backend: Backend {
    private(set) static var shared: Gtk4Backend?
    /// Shown windows, in the order they were shown; held so a shown window stays on screen
    /// without an owner, as GTK keeps its toplevels.
    var windowsOnScreen: [Gtk4WindowWrapper] = []

    private init() {}

    /// Initialises GTK 4 and libadwaita (once per process) and returns the backend.
    /// - Throws: `BackendError.noDisplay` when GTK cannot open a display.
    public static func start() throws -> Gtk4Backend {
        if let shared { return shared }
        guard gtk_init_check() != 0 else {
            throw BackendError.noDisplay(displayProblem())
        }
        // Loads libadwaita's stylesheet and its style manager (dark style, accent colours).
        adw_init()
        let backend = Gtk4Backend()
        shared = backend
        return backend
    }


    // MARK: Widgets

    // The widgets both GTK backends share (labels, buttons, entries, list and flow boxes, …)
    // are made in their files (Backends/GtkCommon).
    public func makeWindow() -> any NativeWindow { Gtk4WindowWrapper() }
    public func makeHeaderBar() -> any NativeHeaderBar { Gtk4HeaderBarWrapper() }
    public private(set) lazy var shell: any NativeShell = GtkShell()

    public func makeComboBox() -> any NativeComboBox { Gtk4ComboBoxWrapper() }

    // MARK: Styles and icons

    /// Adds the stylesheet for the default display at APPLICATION priority, above the theme
    /// (and above libadwaita's). GTK 4.8 reports parse errors through the provider's
    /// parsing-error signal, not a GError.
    public func addStyleSheet(_ css: String) throws {
        let provider = gtk_css_provider_new()!
        defer { g_object_unref(provider) }
        let errors = Gtk4CssErrors()
        let handler = errors.watch(provider)
        gtk_css_provider_load_from_data(provider, css, -1)
        g_signal_handler_disconnect(provider, handler)
        if let first = errors.messages.first { throw BackendError.invalidStyleSheet(first) }
        guard let display = gdk_display_get_default() else { return }
        gtk_style_context_add_provider_for_display(display, Gtk4Object.opaque(provider),
                                                   guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    public func addIconSearchPath(_ path: String) {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return }
        gtk_icon_theme_add_search_path(theme, path)
    }

    public func hasIcon(named name: String) -> Bool {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return false }
        return gtk_icon_theme_has_icon(theme, name) != 0
    }

    // MARK: The main loop (processPendingEvents is both GTKs', in GtkBackend+Common)

    public func processEvents(for seconds: Double) {
        let deadline = g_get_monotonic_time() + gint64(max(seconds, 0) * 1_000_000)
        repeat {
            while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
            g_usleep(1_000)
        } while g_get_monotonic_time() < deadline
    }

    /// Asks each shown window's frame clock for `frames` frames and waits for them to be
    /// painted (at most 5 s a frame, as a hang guard).
    public func processEventsUntilDrawn(frames: Int) {
        for _ in 0..<max(frames, 0) {
            let clocks = windowsOnScreen.compactMap { gtk_widget_get_frame_clock($0.widget) }
            var painted = 0
            var handlers: [(OpaquePointer, UInt)] = []
            for clock in clocks {
                let id = GtkSignalHandler.connect(UnsafeMutableRawPointer(clock), "after-paint", shape: .plain) { _ in
                    painted += 1
                    return false
                }
                handlers.append((clock, id))
                gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
            }
            let deadline = g_get_monotonic_time() + 5_000_000
            while painted < clocks.count && g_get_monotonic_time() < deadline {
                if g_main_context_iteration(nil, 0) == 0 { g_usleep(1_000) }
            }
            for (clock, id) in handlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), id) }
            processPendingEvents()
        }
    }
}
#endif // GTK4
