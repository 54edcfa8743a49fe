#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkAboutDialog or GtkShortcutsWindow. Closing hides it (GTK would destroy it), so the
/// app can show the same window again; the wrapper destroys it, and everything GTK built
/// inside it, when it goes.
@MainActor
final class GtkStandardWindow: NativeStandardWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let readTexts: @MainActor (UnsafeMutablePointer<GtkWidget>) -> [String]
    private var handlerIDs: [UInt] = []
    /// Closes it with the window it was last shown above.
    private let hideWithParent = HideWithParent()

    init(window: UnsafeMutablePointer<GtkWidget>, texts: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> [String]) {
        self.window = window
        readTexts = texts
        g_object_ref_sink(window)
        // The close button and Escape (GtkDialog's "close", GtkShortcutsWindow's binding)
        // end in a delete event: hide instead of GTK's default destroy.
        handlerIDs.append(GtkSignalHandler.connect(window, "delete-event", shape: .event) { _ in
            gtk_widget_hide(window)
            return true
        })
        if GObjectBridge.isInstance(window, of: gtk_dialog_get_type()) {
            handlerIDs.append(GtkSignalHandler.connect(window, "response", shape: .oneArgument) { _ in
                gtk_widget_hide(window)
                return false
            })
        }
    }

    isolated deinit {
        for id in handlerIDs where g_signal_handler_is_connected(window, id) != 0 {
            g_signal_handler_disconnect(window, id)
        }
        hideWithParent.stop()
        let heldStack = GObjectBridge.isInstance(window, of: gtk_shortcuts_window_get_type())
            ? Self.destroyShortcutsWindowContent(window) : nil
        gtk_widget_destroy(window)
        g_object_unref(window)
        if let heldStack { g_object_unref(heldStack) }
    }

    /// GTK 3's GtkShortcutsWindow never destroys its main box (the search bar and the stack
    /// of sections): the code that would is under `#if 0` in gtk_shortcuts_window_dispose, and
    /// its forall hides the box from GtkContainer's destroy. The box outlives the window with
    /// its style nodes still under the freed window's, and the next global style change
    /// (theme, font, animations: a snapshot or contrast test makes one) restyles them into a
    /// freed widget: Gtk-CRITICAL gtk_widget_get_scale_factor. So the box is destroyed here
    /// first. The window's own code still reaches into the box afterwards: its unmap ends the
    /// search mode of the search bar (so a window still shown is hidden before), and its
    /// dispose disconnects a handler from the stack (so the stack is returned with a
    /// reference, to release once the window is destroyed).
    private static func destroyShortcutsWindowContent(_ window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_hide(window)
        guard let box = gtk_bin_get_child(GObjectBridge.cast(window)) else { return nil }
        let stack = GObjectBridge.takeWidgetList(gtk_container_get_children(GObjectBridge.cast(box)))
            .first { GObjectBridge.isInstance($0, of: gtk_stack_get_type()) }
        // Without the stack the window's dispose would touch a freed one: leave it as GTK has it.
        guard let stack else { return nil }
        g_object_ref(stack)
        gtk_widget_destroy(box)
        return stack
    }

    /// Runs `body` once the window and every widget GTK built inside it are finalized.
    func onFinalize(_ body: @escaping @MainActor () -> Void) {
        let parts = [window] + GtkInnerWidgets.descendants(of: window)
        var remaining = parts.count
        for part in parts {
            GtkFinalizeNotifier.add(to: GObjectBridge.cast(part)) {
                remaining -= 1
                if remaining == 0 { body() }
            }
        }
    }

    func present(transientFor parent: (any NativeWindow)?) {
        if let parent = parent as? GtkWindowWrapper {
            gtk_window_set_transient_for(GObjectBridge.cast(window), GObjectBridge.cast(parent.widget))
            gtk_window_set_position(GObjectBridge.cast(window), GTK_WIN_POS_CENTER_ON_PARENT)
            hideWithParent.follow(parent, hiding: window)
        }
        gtk_window_present(GObjectBridge.cast(window))
    }

    /// A GDK_DELETE event, as the window manager's close button sends.
    func simulateCloseRequest() { GtkWindowWrapper.deliverCloseRequest(to: window) }
}
#endif // GTK3
