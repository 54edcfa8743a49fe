#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkLinkButton.
@MainActor
final class GtkLinkButtonWrapper: GtkWidgetWrapper, NativeLinkButton {
    init() {
        super.init(widget: gtk_link_button_new(""), kind: .linkButton)
    }

    override var displayName: String { "link button" }
    private var link: UnsafeMutablePointer<GtkLinkButton> { GObjectBridge.cast(widget) }
    /// GTK's label child is not the toolkit's.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }

    var title: String {
        get { GObjectBridge.string(gtk_button_get_label(GObjectBridge.cast(widget))) ?? "" }
        set { gtk_button_set_label(GObjectBridge.cast(widget), newValue) }
    }

    var uri: String {
        get { GObjectBridge.string(gtk_link_button_get_uri(link)) ?? "" }
        set { gtk_link_button_set_uri(link, newValue) }
    }

    var isVisited: Bool {
        get { GObjectBridge.bool(gtk_link_button_get_visited(link)) }
        set { gtk_link_button_set_visited(link, GObjectBridge.gbool(newValue)) }
    }

    /// activate-link stops at the first handler that returns TRUE; GTK's default handler,
    /// which opens the address, runs last.
    func onActivateLink(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connect("activate-link", shape: .plainBoolean) { _ in handler() }
    }

    func simulateClick() { gtk_button_clicked(GObjectBridge.cast(widget)) }
}

/// A GtkInfoBar with a message label in its content area; both are GTK's parts to the tree.
@MainActor
final class GtkInfoBarWrapper: GtkWidgetWrapper, NativeInfoBar {
    private let label: UnsafeMutablePointer<GtkWidget>

    init() {
        label = gtk_label_new(nil)
        super.init(widget: gtk_info_bar_new(), kind: .infoBar)
        gtk_label_set_line_wrap(GObjectBridge.cast(label), 1)
        gtk_label_set_xalign(GObjectBridge.cast(label), 0)
        gtk_container_add(GObjectBridge.cast(gtk_info_bar_get_content_area(bar)), label)
        gtk_widget_show(label)
    }

    override var displayName: String { "info bar" }
    override var ownsInnerWidgets: Bool { true }
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }
    private var bar: UnsafeMutablePointer<GtkInfoBar> { GObjectBridge.cast(widget) }

    var messageType: MessageType {
        get {
            switch gtk_info_bar_get_message_type(bar) {
            case GTK_MESSAGE_WARNING: .warning
            case GTK_MESSAGE_QUESTION: .question
            case GTK_MESSAGE_ERROR: .error
            case GTK_MESSAGE_OTHER: .other
            default: .info
            }
        }
        set {
            let type = switch newValue {
            case .info: GTK_MESSAGE_INFO
            case .warning: GTK_MESSAGE_WARNING
            case .question: GTK_MESSAGE_QUESTION
            case .error: GTK_MESSAGE_ERROR
            case .other: GTK_MESSAGE_OTHER
            }
            gtk_info_bar_set_message_type(bar, type)
        }
    }

    var message: String {
        get { GObjectBridge.string(gtk_label_get_text(GObjectBridge.cast(label))) ?? "" }
        set { gtk_label_set_text(GObjectBridge.cast(label), newValue) }
    }

    /// The buttons the wrapper added, in response order (the action area lists them in
    /// packing order, which is not it); the bar owns them until the wrapper destroys them.
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []

    var buttonTitles: [String] {
        get { buttons.map { GObjectBridge.string(gtk_button_get_label(GObjectBridge.cast($0))) ?? "" } }
        set {
            for button in buttons { gtk_widget_destroy(button) }
            buttons = newValue.enumerated().map { index, title in
                gtk_info_bar_add_button(bar, title, gint(index))
            }
        }
    }

    var showsCloseButton: Bool {
        get { GObjectBridge.bool(gtk_info_bar_get_show_close_button(bar)) }
        set {
            gtk_info_bar_set_show_close_button(bar, GObjectBridge.gbool(newValue))
            nameCloseButton()
        }
    }

    /// GTK 3's close button is an icon without a name: a screen reader would announce just
    /// "button". It is the bar's one button that isn't ours (GTK packs it beside the action
    /// area, as an internal child).
    private func nameCloseButton() {
        for button in Self.internalButtons(in: widget) where !buttons.contains(button) {
            atk_object_set_name(gtk_widget_get_accessible(button), rtr("Close"))
        }
    }

    /// Every GtkButton inside `widget`, GTK's internal children included.
    private static func internalButtons(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        final class Found { var buttons: [UnsafeMutablePointer<GtkWidget>] = [] }
        let found = Found()
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>, _ found: Found) {
            if GObjectBridge.isInstance(widget, of: gtk_button_get_type()) { found.buttons.append(widget) }
            guard GObjectBridge.isInstance(widget, of: gtk_container_get_type()) else { return }
            var children: [UnsafeMutablePointer<GtkWidget>] = []
            withUnsafeMutablePointer(to: &children) { list in
                gtk_container_forall(GObjectBridge.cast(widget), { child, data in
                    guard let child, let data else { return }
                    data.assumingMemoryBound(to: [UnsafeMutablePointer<GtkWidget>].self).pointee.append(child)
                }, list)
            }
            for child in children { visit(child, found) }
        }
        visit(widget, found)
        return found.buttons
    }

    var isRevealed: Bool {
        get { GObjectBridge.bool(gtk_info_bar_get_revealed(bar)) }
        set { gtk_info_bar_set_revealed(bar, GObjectBridge.gbool(newValue)) }
    }

    /// "response" carries a gint; the close button answers GTK_RESPONSE_CLOSE and Escape
    /// GTK_RESPONSE_CANCEL, both reported as nil.
    func onResponse(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection {
        connect("response", shape: .oneArgument) { argument in
            let response = Int(Int32(truncatingIfNeeded: Int(bitPattern: argument)))
            handler(response >= 0 ? response : nil)
            return false
        }
    }

    /// A click on the button (ours in the action area, or GTK's close button beside it)
    /// through GTK's event delivery.
    func simulateResponse(_ index: Int?) -> String? {
        let button: UnsafeMutablePointer<GtkWidget>?
        if let index {
            guard buttons.indices.contains(index) else { return "it has no button \(index)" }
            button = buttons[index]
        } else {
            guard showsCloseButton else { return "it has no close button" }
            button = Self.internalButtons(in: widget).first { !buttons.contains($0) }
        }
        guard let button else { return "GTK made no close button" }
        return GtkPointerEvents.click(button)
    }
}

/// A GtkDrawingArea. One "draw" handler of the wrapper runs the app's handlers with one
/// context, which draws on the frame's cairo context and records what was drawn.
@MainActor
final class GtkCanvasWrapper: GtkWidgetWrapper, NativeCanvas {
    private var drawHandlers = SwiftHandlers<@MainActor (DrawingContext, Double, Double) -> Void>()
    private(set) var drawCount = 0
    private(set) var lastDrawing: [DrawingOperation] = []

    init() {
        super.init(widget: gtk_drawing_area_new(), kind: .canvas)
        let widget = self.widget
        connect("draw", shape: .event) { [weak self] cairo in
            guard let self, let cairo else { return false }
            draw(OpaquePointer(cairo), width: Double(gtk_widget_get_allocated_width(widget)),
                 height: Double(gtk_widget_get_allocated_height(widget)))
            return false
        }
    }

    private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        drawCount += 1
        let context = DrawingContext(width: width, height: height, cairo: cairo) { operation in
            CairoPainter.perform(operation, on: cairo)
        }
        for handler in drawHandlers.handlers { handler(context, width, height) }
        lastDrawing = context.operations
    }

    func onDraw(_ handler: @escaping @MainActor (DrawingContext, Double, Double) -> Void) -> SignalConnection {
        let connection = drawHandlers.add(handler)
        setNeedsDisplay()
        return connection
    }

    override func disconnect(_ connection: SignalConnection) {
        if !drawHandlers.remove(connection) { super.disconnect(connection) }
    }

    func setNeedsDisplay() { gtk_widget_queue_draw(widget) }
}

/// Runs a `DrawingOperation` on cairo.
enum CairoPainter {
    static func perform(_ operation: DrawingOperation, on cairo: OpaquePointer) {
        switch operation {
        case .setColor(let red, let green, let blue, let alpha): cairo_set_source_rgba(cairo, red, green, blue, alpha)
        case .setLineWidth(let width): cairo_set_line_width(cairo, width)
        case .moveTo(let x, let y): cairo_move_to(cairo, x, y)
        case .lineTo(let x, let y): cairo_line_to(cairo, x, y)
        case .rectangle(let x, let y, let width, let height): cairo_rectangle(cairo, x, y, width, height)
        case .arc(let x, let y, let radius, let start, let end): cairo_arc(cairo, x, y, radius, start, end)
        case .closePath: cairo_close_path(cairo)
        case .fill: cairo_fill(cairo)
        case .stroke: cairo_stroke(cairo)
        case .text(let text, let x, let y, let size):
            cairo_select_font_face(cairo, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cairo, size)
            cairo_move_to(cairo, x, y)
            cairo_show_text(cairo, text)
        }
    }
}

/// A GtkWidget the app made, taken over as any other: ref-sunk, unreffed when the wrapper
/// goes. If the app destroys it meanwhile, GTK takes it out of its parent; the wrapper notices
/// (`isDestroyed`) and keeps its reference until it goes, so the pointer stays valid.
@MainActor
final class GtkForeignWrapper: GtkWidgetWrapper, NativeForeign {
    let typeName: String

    init(adopting widget: UnsafeMutablePointer<GtkWidget>) {
        typeName = GObjectBridge.string(g_type_name_from_instance(GObjectBridge.cast(widget))) ?? "GtkWidget"
        super.init(widget: widget, kind: .foreign)
        connect("destroy") { [weak self] _ in
            self?.isDestroyed = true
            return false
        }
    }

    override var displayName: String { typeName }
    /// Whatever GTK put inside the foreign widget is its own.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }

    var gtkWidget: UnsafeMutableRawPointer? { isDestroyed ? nil : UnsafeMutableRawPointer(widget) }

    /// The checks `WidgetFactory.makeForeign` promises, then the wrapper.
    static func adopt(_ pointer: UnsafeMutableRawPointer?, typeName: String) -> GtkForeignWrapper? {
        guard let pointer else {
            Diagnostics.error("NativeView(\(typeName)): the GtkWidget pointer is NULL; nothing to wrap.")
            return nil
        }
        let instance = pointer.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_widget_get_type()) != 0,
              pointer.assumingMemoryBound(to: GObject.self).pointee.ref_count > 0 else {
            Diagnostics.error("NativeView(\(typeName)): the pointer is not a live GtkWidget (freed, destroyed, or another type); nothing to wrap.")
            return nil
        }
        let widget = pointer.assumingMemoryBound(to: GtkWidget.self)
        if GObjectBridge.bool(gtk_widget_in_destruction(widget)) {
            Diagnostics.error("NativeView(\(typeName)): the widget is being destroyed; nothing to wrap.")
            return nil
        }
        if GObjectBridge.bool(gtk_widget_is_toplevel(widget)) {
            Diagnostics.error("NativeView(\(typeName)): a toplevel window can't be put inside a view; use Window for windows.")
            return nil
        }
        if gtk_widget_get_parent(widget) != nil {
            Diagnostics.error("NativeView(\(typeName)): the widget is already inside a container; take it out first.")
            return nil
        }
        if wrapper(of: widget) != nil {
            Diagnostics.error("NativeView(\(typeName)): the widget already belongs to a toolkit view.")
            return nil
        }
        return GtkForeignWrapper(adopting: widget)
    }
}
#endif // GTK3
