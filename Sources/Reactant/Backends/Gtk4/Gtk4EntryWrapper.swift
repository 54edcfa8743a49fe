#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkEntry. In GTK 4 the entry delegates its GtkEditable to an inner GtkText, which holds
/// the focus and the text; the entry forwards changed and the editable calls. The search
/// entry (a GtkEditable but no GtkEntry in GTK 4) shares everything but `isSecure`.
@MainActor
class Gtk4EntryWrapper: Gtk4WidgetWrapper, NativeEntry {
    init() {
        super.init(widget: gtk_entry_new(), kind: .entry)
    }

    /// For the search entry: another GtkEditable with a placeholder-text property.
    override init(widget: UnsafeMutablePointer<GtkWidget>, kind: WidgetKind, isToplevel: Bool = false) {
        super.init(widget: widget, kind: kind, isToplevel: isToplevel)
    }

    private var entry: UnsafeMutablePointer<GtkEntry> { Gtk4Object.cast(widget) }
    private var editable: OpaquePointer { Gtk4Object.opaque(widget) }

    var text: String {
        get { Gtk4Object.string(gtk_editable_get_text(editable)) ?? "" }
        // Code pushing state into the field is not a user edit: our "changed" handlers sleep.
        set { withOwnHandlersBlocked(on: "changed") { gtk_editable_set_text(editable, newValue) } }
    }

    /// GtkEntry and GtkSearchEntry both have the property (only the entry has the getter).
    /// GTK 4's GtkText keeps its placeholder in a label once one was set, so after setting
    /// NULL it reads "": an empty placeholder shows nothing and reads as none, as on GTK 3.
    var placeholder: String? {
        get {
            let text = Gtk4Object.property("placeholder-text", of: widget, type: Gtk4Object.stringType) {
                Gtk4Object.string(g_value_get_string($0))
            }
            return text?.isEmpty == false ? text : nil
        }
        set { Gtk4Object.setProperty("placeholder-text", of: widget, type: Gtk4Object.stringType) { g_value_set_string($0, newValue) } }
    }

    class var canBeSecure: Bool { true }

    override class var editsKeysInside: Bool { true }

    var isSecure: Bool {
        get { Self.canBeSecure && !Gtk4Object.bool(gtk_entry_get_visibility(entry)) }
        set {
            guard Self.canBeSecure else {
                if newValue { Diagnostics.warning("A \(displayName) can't hide its text; isSecure stays false.") }
                return
            }
            gtk_entry_set_visibility(entry, Gtk4Object.gbool(!newValue))
        }
    }

    var isEditable: Bool {
        get { Gtk4Object.bool(gtk_editable_get_editable(editable)) }
        set { gtk_editable_set_editable(editable, Gtk4Object.gbool(newValue)) }
    }

    var cursorPosition: Int {
        get { Int(gtk_editable_get_position(editable)) }
        set { gtk_editable_set_position(editable, gint(clamping: newValue)) }
    }

    func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        let editable = self.editable
        return connect("changed") { _ in
            handler(Gtk4Object.string(gtk_editable_get_text(editable)) ?? "")
            return false
        }
    }

    func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("activate") { _ in handler(); return false }
    }

    func simulateTyping(_ text: String) {
        for character in text {
            let utf8 = Array(String(character).utf8CString)
            var position = gtk_editable_get_position(editable)
            gtk_editable_insert_text(editable, utf8, gint(utf8.count - 1), &position)
            gtk_editable_set_position(editable, position)
        }
    }

    func simulatePaste(_ text: String) {
        var position = gtk_editable_get_position(editable)
        gtk_editable_insert_text(editable, text, -1, &position)
        gtk_editable_set_position(editable, position)
    }

    func simulateClear() {
        guard !text.isEmpty else { return }
        gtk_editable_delete_text(editable, 0, -1)
    }

    func simulateActivate() { _ = gtk_widget_activate(widget) }

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
}
#endif // GTK4
