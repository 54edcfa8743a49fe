#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A single-line GtkEntry.
@MainActor
class GtkEntryWrapper: GtkWidgetWrapper, NativeEntry {
    init() {
        super.init(widget: gtk_entry_new(), kind: .entry)
    }

    /// For entries of another kind (a GtkSearchEntry).
    override init(widget: UnsafeMutablePointer<GtkWidget>, kind: WidgetKind, isToplevel: Bool = false) {
        super.init(widget: widget, kind: kind, isToplevel: isToplevel)
    }

    private var entry: UnsafeMutablePointer<GtkEntry> { GObjectBridge.cast(widget) }
    private var editable: OpaquePointer { GObjectBridge.opaque(widget) }

    var text: String {
        get { GObjectBridge.string(gtk_entry_get_text(entry)) ?? "" }
        // Code pushing state into the field is not a user edit: our "changed" handlers sleep.
        set { withOwnHandlersBlocked(on: "changed") { gtk_entry_set_text(entry, newValue) } }
    }

    var placeholder: String? {
        get { GObjectBridge.string(gtk_entry_get_placeholder_text(entry)) }
        set { gtk_entry_set_placeholder_text(entry, newValue) }
    }

    var isSecure: Bool {
        get { !GObjectBridge.bool(gtk_entry_get_visibility(entry)) }
        set { gtk_entry_set_visibility(entry, GObjectBridge.gbool(!newValue)) }
    }

    var isEditable: Bool {
        get { GObjectBridge.bool(gtk_editable_get_editable(editable)) }
        set { gtk_editable_set_editable(editable, GObjectBridge.gbool(newValue)) }
    }

    var cursorPosition: Int {
        get { Int(gtk_editable_get_position(editable)) }
        set { gtk_editable_set_position(editable, gint(clamping: newValue)) }
    }

    func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        let entry = self.entry
        return connect("changed") { _ in
            handler(GObjectBridge.string(gtk_entry_get_text(entry)) ?? "")
            return false
        }
    }

    func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("activate") { _ in handler(); return false }
    }

    /// One insertion per character at the cursor, then the cursor moves past it, as a
    /// keyboard would; GTK emits one "changed" per insertion.
    func simulateTyping(_ text: String) {
        for character in text {
            let utf8 = Array(String(character).utf8CString)
            var position = gtk_editable_get_position(editable)
            gtk_editable_insert_text(editable, utf8, gint(utf8.count - 1), &position)
            gtk_editable_set_position(editable, position)
        }
    }

    /// One insertion of the whole text, as gtk_entry_paste inserts the clipboard's; GTK emits
    /// one "changed" and cuts what does not fit (see `EntryText`).
    func simulatePaste(_ text: String) {
        var position = gtk_editable_get_position(editable)
        gtk_editable_insert_text(editable, text, -1, &position)
        gtk_editable_set_position(editable, position)
    }

    /// Select-all and Delete is one deletion of the whole text; with nothing to select, a
    /// person's Delete changes nothing and GTK emits nothing, so neither does this.
    func simulateClear() {
        guard gtk_entry_get_text_length(entry) > 0 else { return }
        gtk_editable_delete_text(editable, 0, -1)
    }

    /// GtkEntry's activate signal is "activate", what Enter emits.
    func simulateActivate() { _ = gtk_widget_activate(widget) }

    /// Connected handlers run before GtkEntry's own handling of the press, which grabs the
    /// focus (checked against GTK 3.24).
    func onPointerPress(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("button-press-event", shape: .event) { _ in
            handler()
            return false
        }
    }

    /// A press and a release of button 1 near the end of the entry's text area, delivered
    /// through `gtk_main_do_event` as the display server's events arrive. The text area is an
    /// input-only GdkWindow of the entry's own (its user data is the entry); an entry that is
    /// not mapped has none, and a person could not click it either.
    func simulatePointerClick() {
        guard !isDestroyed, gtk_widget_get_mapped(widget) != 0, let parent = gtk_widget_get_window(widget) else { return }
        // The text area: the input-only window the entry made in its parent's window.
        guard let textArea = GtkPointerEvents.ownedChildren(of: parent, by: widget).last else { return }
        GtkPointerEvents.deliver(to: textArea, at: (Double(max(gdk_window_get_width(textArea) - 2, 0)),
                                                    Double(gdk_window_get_height(textArea)) / 2))
    }
}
#endif // GTK3
