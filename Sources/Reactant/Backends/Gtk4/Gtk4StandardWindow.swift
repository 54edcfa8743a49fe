#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A standard window (libadwaita's AdwAboutWindow). Closing hides it (GTK 4 would destroy it
/// through close-request's default), so the app can show the same window again; the wrapper
/// destroys it when it goes.
@MainActor
final class Gtk4StandardWindow: NativeStandardWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let readTexts: @MainActor (UnsafeMutablePointer<GtkWidget>) -> [String]
    /// Closes it with the window it was last shown above.
    private let hideWithParent = HideWithParent()

    init(window: UnsafeMutablePointer<GtkWidget>, texts: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> [String]) {
        self.window = window
        readTexts = texts
        g_object_ref_sink(window)
        // The close button and Escape end in close-request: hide instead of destroying.
        gtk_window_set_hide_on_close(GObjectBridge.cast(window), 1)
    }

    isolated deinit {
        hideWithParent.stop()
        setTransientParent(nil)
        gtk_window_destroy(GObjectBridge.cast(window))
        g_object_unref(window)
    }

    func onFinalize(_ body: @escaping @MainActor () -> Void) {
        GtkFinalizeNotifier.add(to: GObjectBridge.cast(window), body)
    }

    func present(transientFor parent: (any NativeWindow)?) {
        if let parent = parent as? Gtk4WindowWrapper {
            setTransientParent(parent.widget)
            hideWithParent.follow(parent, hiding: window)
        }
        gtk_window_present(GObjectBridge.cast(window))
    }

    /// GTK 4.8 keeps a window's transient parent as a bare pointer and lets go of it only in
    /// the window's dispose (gtk_window_set_transient_for(NULL), disconnecting from the
    /// parent): a standard window kept by the application outlived the app window it was
    /// shown above, and freeing it then reached into the freed parent (GLib-GObject-CRITICAL).
    /// A weak reference on the parent unsets it when the parent goes.
    private func setTransientParent(_ newParent: UnsafeMutablePointer<GtkWidget>?) {
        let gtkWindow: UnsafeMutablePointer<GtkWindow> = GObjectBridge.cast(window)
        let current = gtk_window_get_transient_for(gtkWindow).map { UnsafeMutablePointer<GtkWidget>(OpaquePointer($0)) }
        guard current != newParent else { return }
        if let current { g_object_weak_unref(GObjectBridge.cast(current), Self.parentWentAway, UnsafeMutableRawPointer(window)) }
        gtk_window_set_transient_for(gtkWindow, newParent.map { GObjectBridge.cast($0) })
        if let newParent { g_object_weak_ref(GObjectBridge.cast(newParent), Self.parentWentAway, UnsafeMutableRawPointer(window)) }
    }

    private static let parentWentAway: GWeakNotify = { data, _ in
        guard let data else { return }
        gtk_window_set_transient_for(UnsafeMutablePointer<GtkWindow>(OpaquePointer(data)), nil)
    }

    /// What the window manager's close button asks for (GTK 4 can't make the event itself).
    func simulateCloseRequest() { gtk_window_close(GObjectBridge.cast(window)) }
}

/// The name GtkStandardWindow+Shared.swift extends, GTK 3's class's, in a GTK 4 build.
typealias GtkStandardWindow = Gtk4StandardWindow
#endif // GTK4
