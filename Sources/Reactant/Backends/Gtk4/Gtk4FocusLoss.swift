#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// GTK 3's meaning of a focus widget going off screen: the window is left with no focus
/// widget. GTK 4 instead remembers to move the focus and, in its next frame, gives it to the
/// nearest focusable ancestor or else the window's first focusable widget (a header bar's
/// back button when a pushed page has nothing focusable yet). GTK's own hiding (a stack's
/// old page at the end of a transition, a collapsing expander) does it too, where
/// `unsetFocusInside` can't unset the focus first; so each widget that gets a window's focus
/// is watched for being unmapped, and then the focus is unset and GTK's pending move
/// dropped. A popover's content is left to GTK: its focus goes back to the widget the
/// popover points at, as GTK 3's popovers give it back.
@MainActor
enum Gtk4FocusLoss {
    private static let watchedQuark = g_quark_from_string("reactant-gtk4-focus-loss")

    /// Watches the focus widget of `window` (called when it changes); once a widget.
    static func watchFocus(of window: UnsafeMutablePointer<GtkWidget>) {
        guard let focus = gtk_root_get_focus(OpaquePointer(window)), focus != window,
              g_object_get_qdata(Gtk4Object.cast(focus), watchedQuark) == nil else { return }
        g_object_set_qdata(Gtk4Object.cast(focus), watchedQuark, UnsafeMutableRawPointer(bitPattern: 1))
        // The handler goes with the widget (GObject disconnects it when it is finalized).
        _ = GtkSignalHandler.connect(UnsafeMutableRawPointer(focus), "unmap", shape: .plain) { _ in
            unsetIfFocus(focus)
            return false
        }
    }

    private static func unsetIfFocus(_ widget: UnsafeMutablePointer<GtkWidget>) {
        // A window being hidden keeps its focus widget, as on GTK 3.
        guard let root = gtk_widget_get_root(widget), gtk_root_get_focus(root) == widget,
              gtk_widget_get_visible(UnsafeMutablePointer(root)) != 0,
              gtk_widget_get_ancestor(widget, gtk_popover_get_type()) == nil else { return }
        // GTK drops its pending move only when a visible widget gets the focus: the window
        // itself takes it for a moment, then none has it.
        gtk_root_set_focus(root, UnsafeMutablePointer(root))
        gtk_root_set_focus(root, nil)
    }
}
#endif // GTK4
