#if GTK3 || GTK4 // both GTK backends: API that is the same in GTK 3 and GTK 4
import GtkC

/// Hides a standard window (About, shortcuts) when the window it is shown above hides. GTK
/// takes a transient window along only when its parent is destroyed, and a closed window is
/// hidden (to be presented again): the modal shortcuts window stayed on screen over nothing,
/// and its grab took every key and click meant for the app's other windows.
@MainActor
final class HideWithParent {
    private weak var parent: GtkWidgetWrapper?
    private var hidden: SignalConnection?

    /// Follows `newParent` from now on (a no-op for the one followed already).
    func follow(_ newParent: GtkWidgetWrapper, hiding window: UnsafeMutablePointer<GtkWidget>) {
        guard newParent !== parent else { return }
        stop()
        parent = newParent
        // The window pointer, not its wrapper: the owner calls `stop` in its deinit, before
        // the window goes.
        hidden = newParent.connect("hide") { _ in
            gtk_widget_set_visible(window, 0)
            return false
        }
    }

    func stop() {
        if let hidden { parent?.disconnect(hidden) }
        hidden = nil
        parent = nil
    }
}
#endif // GTK3 || GTK4
