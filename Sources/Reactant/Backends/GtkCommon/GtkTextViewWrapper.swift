#if GTK3 || GTK4 // both GTK backends: GtkTextView and GtkTextBuffer (the widgets around the view: #if GTK4)
import GtkC

/// A GtkTextView in a framed GtkScrolledWindow, in a GtkOverlay whose dim label is the hint
/// (neither GTK 3's text view nor GTK 4.8's has a placeholder). The overlay is the wrapper's
/// widget; the text view takes the focus. Buffer signals are connected and disconnected here,
/// since the buffer is not the widget the base class keeps books for.
@MainActor
final class GtkTextViewWrapper: GtkWidgetWrapper, NativeTextView {
    private let textView: UnsafeMutablePointer<GtkWidget>
    private let hintLabel: UnsafeMutablePointer<GtkWidget>
    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    /// Our "changed" handlers on the buffer, blocked while code sets the text.
    private var changeHandlers: [UInt] = []
    private var hintHandler: UInt = 0

    init() {
        let overlay = gtk_overlay_new()!
        textView = gtk_text_view_new()
        hintLabel = gtk_label_new(nil)
        buffer = gtk_text_view_get_buffer(GObjectBridge.cast(textView))
        super.init(widget: overlay, kind: .textView)
        // The hint sits where the first line starts and lets clicks through to the text.
        gtk_widget_set_halign(hintLabel, GTK_ALIGN_START)
        gtk_widget_set_valign(hintLabel, GTK_ALIGN_START)
        gtk_widget_set_margin_start(hintLabel, 6)
        gtk_widget_set_margin_top(hintLabel, 4)
        gtk_text_view_set_left_margin(view, 6)
        gtk_text_view_set_top_margin(view, 4)
        #if GTK4
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_has_frame(OpaquePointer(scrolled), 1)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), textView)
        gtk_overlay_set_child(OpaquePointer(overlay), scrolled)
        gtk_widget_add_css_class(hintLabel, "dim-label")
        gtk_widget_set_can_target(hintLabel, 0)
        gtk_widget_set_visible(hintLabel, 0)
        gtk_overlay_add_overlay(OpaquePointer(overlay), hintLabel)
        #else
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_shadow_type(GObjectBridge.cast(scrolled), GTK_SHADOW_IN)
        gtk_container_add(GObjectBridge.cast(scrolled), textView)
        gtk_container_add(GObjectBridge.cast(overlay), scrolled)
        gtk_style_context_add_class(gtk_widget_get_style_context(hintLabel), "dim-label")
        gtk_overlay_add_overlay(GObjectBridge.cast(overlay), hintLabel)
        gtk_overlay_set_overlay_pass_through(GObjectBridge.cast(overlay), hintLabel, 1)
        gtk_widget_show(scrolled)
        gtk_widget_show(textView)
        gtk_widget_set_no_show_all(hintLabel, 1)
        #endif
        let label = hintLabel, buffer = self.buffer
        hintHandler = GtkSignalHandler.connect(buffer, "changed", shape: .plain) { _ in
            Self.updateHint(label, buffer: buffer)
            return false
        }
    }

    /// Screen readers meet the GtkTextView, which takes the focus, not the overlay around it.
    override var accessibleWidget: UnsafeMutablePointer<GtkWidget> { textView }

    isolated deinit {
        for id in changeHandlers + [hintHandler] where g_signal_handler_is_connected(buffer, id) != 0 {
            g_signal_handler_disconnect(buffer, id)
        }
    }

    override var displayName: String { "text view" }
    override var focusTarget: UnsafeMutablePointer<GtkWidget> { textView }
    private var view: UnsafeMutablePointer<GtkTextView> { GObjectBridge.cast(textView) }

    /// The wrapped text view has no wrapped children.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }

    var text: String {
        get { TextBufferAccess(buffer: buffer).text }
        set {
            for id in changeHandlers { g_signal_handler_block(buffer, id) }
            TextBufferAccess(buffer: buffer).setText(newValue)
            for id in changeHandlers { g_signal_handler_unblock(buffer, id) }
        }
    }

    var wraps: Bool {
        get { gtk_text_view_get_wrap_mode(view) != GTK_WRAP_NONE }
        set { gtk_text_view_set_wrap_mode(view, newValue ? GTK_WRAP_WORD_CHAR : GTK_WRAP_NONE) }
    }

    var isMonospace: Bool {
        get { GObjectBridge.bool(gtk_text_view_get_monospace(view)) }
        set { gtk_text_view_set_monospace(view, GObjectBridge.gbool(newValue)) }
    }

    var isEditable: Bool {
        get { GObjectBridge.bool(gtk_text_view_get_editable(view)) }
        set { gtk_text_view_set_editable(view, GObjectBridge.gbool(newValue)) }
    }

    var acceptsTab: Bool {
        get { GObjectBridge.bool(gtk_text_view_get_accepts_tab(view)) }
        set { gtk_text_view_set_accepts_tab(view, GObjectBridge.gbool(newValue)) }
    }

    var hint: String? {
        get {
            let text = GObjectBridge.string(gtk_label_get_text(gtkTyped(hintLabel))) ?? ""
            return text.isEmpty ? nil : text
        }
        set {
            gtk_label_set_text(gtkTyped(hintLabel), newValue ?? "")
            Self.updateHint(hintLabel, buffer: buffer)
        }
    }

    var isHintShown: Bool { GObjectBridge.bool(gtk_widget_get_visible(hintLabel)) }

    private static func updateHint(_ label: UnsafeMutablePointer<GtkWidget>, buffer: UnsafeMutablePointer<GtkTextBuffer>) {
        let hasHint = gtk_label_get_text(gtkTyped(label)).map { $0.pointee != 0 } ?? false
        gtk_widget_set_visible(label, GObjectBridge.gbool(hasHint && TextBufferAccess(buffer: buffer).isEmpty))
    }

    var cursorPosition: Int {
        get { TextBufferAccess(buffer: buffer).cursorPosition }
        set { TextBufferAccess(buffer: buffer).placeCursor(at: newValue) }
    }

    var selection: Range<Int>? { TextBufferAccess(buffer: buffer).selection }

    func select(_ range: Range<Int>) { TextBufferAccess(buffer: buffer).select(range) }

    func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        let buffer = self.buffer
        let id = GtkSignalHandler.connect(buffer, "changed", shape: .plain) { _ in
            handler(TextBufferAccess(buffer: buffer).text)
            return false
        }
        changeHandlers.append(id)
        return SignalConnection(id: id)
    }

    override func disconnect(_ connection: SignalConnection) {
        guard changeHandlers.contains(connection.id) else { return super.disconnect(connection) }
        changeHandlers.removeAll { $0 == connection.id }
        if g_signal_handler_is_connected(buffer, connection.id) != 0 { g_signal_handler_disconnect(buffer, connection.id) }
    }

    /// What typing does (the text view's insert-at-cursor path): the selection goes, then each
    /// character is inserted interactively, which respects `isEditable`.
    func simulateTyping(_ text: String) {
        guard isEditable else { return }
        // GTK would cut each insertion at a NUL itself; cutting first also warns.
        for character in TextViewText.cutForInsertion(text) {
            insertInteractively(String(character))
        }
    }

    func simulatePaste(_ text: String) {
        guard isEditable else { return }
        insertInteractively(TextViewText.cutForInsertion(text))
    }

    private func insertInteractively(_ text: String) {
        TextBufferAccess(buffer: buffer).insertInteractively(text)
    }
}

extension GtkBackend {
    public func makeTextView() -> any NativeTextView { GtkTextViewWrapper() }
}
#endif // GTK3 || GTK4
