#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A standard window (libadwaita's AdwAboutWindow). Closing hides it (GTK 4 would destroy it
/// through close-request's default), so the app can show the same window again; the wrapper
/// destroys it when it goes.
@MainActor
final class Gtk4StandardWindow: NativeStandardWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    private let readTexts: @MainActor (UnsafeMutablePointer<GtkWidget>) -> [String]
    private var handlerIDs: [UInt] = []

    init(window: UnsafeMutablePointer<GtkWidget>, texts: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> [String]) {
        self.window = window
        readTexts = texts
        g_object_ref_sink(window)
        // The close button and Escape end in close-request: hide instead of destroying.
        gtk_window_set_hide_on_close(GObjectBridge.cast(window), 1)
    }

    isolated deinit {
        gtk_window_destroy(GObjectBridge.cast(window))
        g_object_unref(window)
    }

    func onFinalize(_ body: @escaping @MainActor () -> Void) {
        GtkFinalizeNotifier.add(to: GObjectBridge.cast(window), body)
    }

    var title: String { GObjectBridge.string(gtk_window_get_title(GObjectBridge.cast(window))) ?? "" }
    var isShown: Bool { gtk_widget_get_visible(window) != 0 }
    var isModal: Bool { gtk_window_get_modal(GObjectBridge.cast(window)) != 0 }
    var shownTexts: [String] { readTexts(window) }

    func present(transientFor parent: (any NativeWindow)?) {
        if let parent = parent as? Gtk4WindowWrapper {
            gtk_window_set_transient_for(GObjectBridge.cast(window), GObjectBridge.cast(parent.widget))
        }
        gtk_window_present(GObjectBridge.cast(window))
    }

    func close() { gtk_widget_set_visible(window, 0) }

    /// What the window manager's close button asks for (GTK 4 can't make the event itself).
    func simulateCloseRequest() { gtk_window_close(GObjectBridge.cast(window)) }
}
#endif // GTK4
