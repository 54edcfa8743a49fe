#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// GTK 3's Ctrl+F1 on GTK 4. GTK 3 binds Ctrl+F1 on every widget to "show-help" (the focus
/// widget's tooltip, shown from the keyboard), so the key reaches the focus widget's own key
/// handlers and stops there: its ancestors' handlers and the window's never see it. GTK 4 has
/// no such binding (nor keyboard tooltips), and Ctrl+F1 would bubble up to every handler.
/// A key controller on each window, in the capture phase, keeps GTK 3's route: the focus
/// widget's handlers are offered the key, and then it is taken.
@MainActor
enum Gtk4HelpKey {
    static let key = KeyPress(.f1, modifiers: .control)

    /// Adds the window's Ctrl+F1 controller (`window` owns it).
    static func install(on window: Gtk4WindowWrapper) {
        let gtkWindow: UnsafeMutablePointer<GtkWindow> = GObjectBridge.cast(window.widget)
        window.addKeyController(phase: GTK_PHASE_CAPTURE) { pressed in
            guard pressed == key else { return false }
            offerToFocus(key, focus: gtk_window_get_focus(gtkWindow))
            return true
        }
    }

    /// The focus widget's own key handlers get the key: those of the nearest widget of the
    /// toolkit's at or around `focus` (an entry's, when its GtkText has the focus), which was
    /// GTK 3's focus widget.
    static func offerToFocus(_ key: KeyPress, focus: UnsafeMutablePointer<GtkWidget>?) {
        var node = focus
        while let current = node {
            if let wrapper = Gtk4WidgetWrapper.wrapper(of: current) {
                if !(wrapper is Gtk4WindowWrapper) { _ = wrapper.emitKeyPressed(key) }
                return
            }
            node = gtk_widget_get_parent(current)
        }
    }
}
#endif // GTK4
