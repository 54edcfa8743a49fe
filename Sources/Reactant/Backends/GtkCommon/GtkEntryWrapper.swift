#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A single-line GtkEntry, and the base of the search entry. In GTK 4 the entry delegates its
/// GtkEditable to an inner GtkText, which holds the focus and the text; the entry forwards
/// changed and the editable calls. The search entry (a GtkEntry in GTK 3, a GtkEditable but no
/// GtkEntry in GTK 4) shares everything but, on GTK 4, `isSecure`.
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

    /// The text of an entry (or, on GTK 4, of any GtkEditable).
    static func text(of editable: OpaquePointer) -> String {
#if GTK4
        GObjectBridge.string(gtk_editable_get_text(editable)) ?? ""
#else
        GObjectBridge.string(gtk_entry_get_text(UnsafeMutablePointer<GtkEntry>(editable))) ?? ""
#endif
    }

    var text: String {
        get { Self.text(of: editable) }
        // Code pushing state into the field is not a user edit: our "changed" handlers sleep.
        set {
            withOwnHandlersBlocked(on: "changed") {
#if GTK4
                gtk_editable_set_text(editable, newValue)
#else
                gtk_entry_set_text(entry, newValue)
#endif
            }
        }
    }

#if GTK4
    /// GtkEntry and GtkSearchEntry both have the property (only the entry has the getter).
    /// GTK 4's GtkText keeps its placeholder in a label once one was set, so after setting
    /// NULL it reads "": an empty placeholder shows nothing and reads as none, as on GTK 3.
    var placeholder: String? {
        get {
            let text = GObjectBridge.property("placeholder-text", of: widget, type: GObjectBridge.stringType) {
                GObjectBridge.string(g_value_get_string($0))
            }
            return text?.isEmpty == false ? text : nil
        }
        set { GObjectBridge.setProperty("placeholder-text", of: widget, type: GObjectBridge.stringType) { g_value_set_string($0, newValue) } }
    }

    override class var editsKeysInside: Bool { true }
#else
    var placeholder: String? {
        get { GObjectBridge.string(gtk_entry_get_placeholder_text(entry)) }
        set { gtk_entry_set_placeholder_text(entry, newValue) }
    }
#endif

    /// False for GTK 4's search entry, which is no GtkEntry and has no visibility to turn off.
    class var canBeSecure: Bool { true }

    var isSecure: Bool {
        get { Self.canBeSecure && !GObjectBridge.bool(gtk_entry_get_visibility(entry)) }
        set {
            guard Self.canBeSecure else {
                if newValue { Diagnostics.warning("A \(displayName) can't hide its text; isSecure stays false.") }
                return
            }
            gtk_entry_set_visibility(entry, GObjectBridge.gbool(!newValue))
        }
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
        let editable = self.editable
        return connect("changed") { _ in
            handler(Self.text(of: editable))
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
        guard !text.isEmpty else { return }
        gtk_editable_delete_text(editable, 0, -1)
    }

    /// GtkEntry's activate signal is "activate", what Enter emits.
    func simulateActivate() { _ = gtk_widget_activate(widget) }

#if GTK4
    /// A GtkGestureClick in the capture phase: it hears the press before the inner GtkText
    /// takes the focus from it, and claims nothing.
    func onPointerPress(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let gesture = gtk_gesture_click_new()!
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        addController(gesture)
        return connect("pressed", on: UnsafeMutableRawPointer(gesture), shape: .clickPressed) { _ in
            handler()
            return false
        }
    }

    /// A click near the end of the text area, through the X server (see `Gtk4XInput`): in the
    /// entry's GtkText, so that a search entry's clear icon at its end is not what is hit.
    func simulatePointerClick() {
        Gtk4XInput.waitForLayout(widget)
        let text = gtk_editable_get_delegate(editable).map { UnsafeMutablePointer<GtkWidget>($0) } ?? widget
        let width = Double(gtk_widget_get_width(text)), height = Double(gtk_widget_get_height(text))
        guard width > 4 else { return }
        if let refusal = Gtk4XInput.click(text, at: (width - 4, height / 2)) {
            Diagnostics.debug("simulatePointerClick on an entry: \(refusal)")
        }
    }
#else
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
#endif
}

extension GtkBackend {
    public func makeEntry() -> any NativeEntry { GtkEntryWrapper() }
}
#endif // GTK3 || GTK4
