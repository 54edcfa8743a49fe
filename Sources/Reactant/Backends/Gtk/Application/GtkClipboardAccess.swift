#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// GtkClipboard's CLIPBOARD selection (the one Ctrl+C and Ctrl+V use; not PRIMARY, which
/// selecting text fills).
@MainActor
enum GtkClipboardAccess {
    private static var clipboard: OpaquePointer {
        // GDK_SELECTION_CLIPBOARD is a C macro Swift can't import; this is the same atom.
        gtk_clipboard_get(gdk_atom_intern_static_string("CLIPBOARD"))
    }

    static func setText(_ text: String) {
        gtk_clipboard_set_text(clipboard, text, -1)
        // A clipboard manager may keep the text once the app has quit (GTK stores it then).
        gtk_clipboard_set_can_store(clipboard, nil, 0)
    }

    /// gtk_clipboard_request_text: GTK converts the selection (maybe another process's) and
    /// calls back from the main loop; the box holding `completion` is released there.
    static func requestText(_ completion: @escaping @MainActor (String?) -> Void) {
        gtk_clipboard_request_text(clipboard, { _, text, data in
            guard let data else { return }
            ClipboardTextRequest.answer(data, with: text.map { String(cString: $0) }) { GtkIdleWork.schedule($0) }
        }, ClipboardTextRequest.retained(completion))
    }
}
#endif // GTK3
