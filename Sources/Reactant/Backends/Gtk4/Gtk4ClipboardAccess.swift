#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// GDK 4's clipboard of the default display: the CLIPBOARD selection on X11 (the one Ctrl+C
/// and Ctrl+V use), read and written through GdkClipboard.
@MainActor
enum Gtk4ClipboardAccess {
    private static var clipboard: OpaquePointer? {
        gdk_display_get_default().flatMap { gdk_display_get_clipboard($0) }
    }

    /// GTK 3's set_can_store (leave the text with a clipboard manager on quitting) has no
    /// GDK 4 setter: that is gdk_clipboard_store_async at quit time, not done here yet.
    static func setText(_ text: String) {
        guard let clipboard else { return }
        gdk_clipboard_set_text(clipboard, EntryText.cString(text))
    }

    /// gdk_clipboard_read_text_async: GDK converts the content (maybe another process's) and
    /// calls back from the main loop; no text (an empty clipboard, an image) answers nil.
    static func requestText(_ completion: @escaping @MainActor (String?) -> Void) {
        guard let clipboard else {
            GtkIdleWork.schedule { completion(nil) }
            return
        }
        gdk_clipboard_read_text_async(clipboard, nil, { source, result, data in
            guard let data else { return }
            var error: UnsafeMutablePointer<GError>?
            let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, &error)
            g_clear_error(&error)
            let value = text.map { String(cString: $0) }
            g_free(text)
            ClipboardTextRequest.answer(data, with: value) { GtkIdleWork.schedule($0) }
        }, ClipboardTextRequest.retained(completion))
    }
}
#endif // GTK4
