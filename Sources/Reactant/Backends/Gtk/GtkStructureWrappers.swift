#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

extension GtkWidgetWrapper {
    /// The wrapped child of a GtkBin (a frame's, an expander's, a revealer's content).
    var binContent: GtkWidgetWrapper? {
        Self.wrapper(of: gtk_bin_get_child(GObjectBridge.cast(widget)))
    }

    /// Replaces a GtkBin's child with `content` (nil: none); a refused widget changes nothing.
    func setBinContent(_ content: (any NativeWidget)?) {
        if let current = binContent, current === content { return }
        guard let content else {
            if let current = binContent { release(current) }
            return
        }
        guard let adopted = adoptable(content) else { return }
        if let current = binContent { release(current) }
        hold(adopted) { gtk_container_add(GObjectBridge.cast(widget), $0) }
    }
}

/// A GtkSeparator.
@MainActor
final class GtkSeparatorWrapper: GtkWidgetWrapper, NativeSeparator {
    let isVertical: Bool

    init(vertical: Bool) {
        isVertical = vertical
        super.init(widget: gtk_separator_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL), kind: .separator)
    }
}

/// A GtkFrame; its label widget is GTK's own.
@MainActor
final class GtkFrameWrapper: GtkWidgetWrapper, NativeFrame {
    init() {
        super.init(widget: gtk_frame_new(nil), kind: .frame)
    }

    private var frame: UnsafeMutablePointer<GtkFrame> { GObjectBridge.cast(widget) }

    /// GTK shows no label for nil or ""; both read back as nil.
    var title: String? {
        get {
            let text = GObjectBridge.string(gtk_frame_get_label(frame))
            return text?.isEmpty == true ? nil : text
        }
        set { gtk_frame_set_label(frame, newValue?.isEmpty == true ? nil : newValue) }
    }

    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        gtk_bin_get_child(GObjectBridge.cast(widget)).map { [$0] } ?? []
    }

    var content: (any NativeWidget)? {
        get { binContent }
        set { setBinContent(newValue) }
    }
}

/// A GtkExpander; GTK emits notify::expanded when it is toggled.
@MainActor
final class GtkExpanderWrapper: GtkWidgetWrapper, NativeExpander {
    init() {
        super.init(widget: gtk_expander_new(""), kind: .expander)
    }

    private var expander: UnsafeMutablePointer<GtkExpander> { GObjectBridge.cast(widget) }

    var title: String {
        get { GObjectBridge.string(gtk_expander_get_label(expander)) ?? "" }
        set { gtk_expander_set_label(expander, newValue) }
    }

    var isExpanded: Bool {
        get { GObjectBridge.bool(gtk_expander_get_expanded(expander)) }
        set { withOwnHandlersBlocked(on: "notify::expanded") { gtk_expander_set_expanded(expander, GObjectBridge.gbool(newValue)) } }
    }

    /// The label widget is GTK's; only the content is reported.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        gtk_bin_get_child(GObjectBridge.cast(widget)).map { [$0] } ?? []
    }

    var content: (any NativeWidget)? {
        get { binContent }
        set { setBinContent(newValue) }
    }

    func onExpandedChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        let expander = self.expander
        return connect("notify::expanded", shape: .oneArgument) { _ in
            handler(GObjectBridge.bool(gtk_expander_get_expanded(expander)))
            return false
        }
    }

    /// A click on the middle of the title (GtkExpander's label widget; the expander's input
    /// window over the title takes it), through GTK's event delivery.
    /// GtkExpander toggles on a release only while the pointer is over the title (it learns
    /// that from the enter-notify on its input window, which a person's pointer moving there
    /// sends first), so that crossing is delivered before the click.
    func simulateToggle() -> String? {
        guard let title = gtk_expander_get_label_widget(expander) else { return "it has no title to click" }
        if gtk_widget_get_mapped(widget) != 0, let inputWindow = titleInputWindow() {
            Self.sendEnter(to: inputWindow)
        }
        return GtkPointerEvents.click(title)
    }

    /// The input-only window GtkExpander makes over its title (a child of its parent's window
    /// whose user data is the expander).
    private func titleInputWindow() -> OpaquePointer? {
        guard let parentWindow = gtk_widget_get_window(widget) else { return nil }
        var node = gdk_window_peek_children(parentWindow)
        while let current = node {
            node = current.pointee.next
            guard let child = OpaquePointer(current.pointee.data) else { continue }
            var owner: gpointer?
            gdk_window_get_user_data(child, &owner)
            if owner == UnsafeMutableRawPointer(widget), gdk_window_get_window_type(child) == GDK_WINDOW_CHILD {
                return child
            }
        }
        return nil
    }

    private static func sendEnter(to window: OpaquePointer) {
        guard let event = gdk_event_new(GDK_ENTER_NOTIFY) else { return }
        event.pointee.crossing.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
        event.pointee.crossing.send_event = 1
        event.pointee.crossing.time = guint32(GDK_CURRENT_TIME)
        event.pointee.crossing.x = 1
        event.pointee.crossing.y = 1
        event.pointee.crossing.mode = GDK_CROSSING_NORMAL
        event.pointee.crossing.detail = GDK_NOTIFY_ANCESTOR
        if let display = gdk_window_get_display(window), let pointer = gdk_display_get_default_seat(display).flatMap({ gdk_seat_get_pointer($0) }) {
            gdk_event_set_device(event, pointer)
        }
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
}

/// A GtkRevealer.
@MainActor
final class GtkRevealerWrapper: GtkWidgetWrapper, NativeRevealer {
    init() {
        super.init(widget: gtk_revealer_new(), kind: .revealer)
        // The backend lets running animations end in processPendingEvents, as for stacks.
        connect("notify::child-revealed", shape: .oneArgument) { _ in false }
    }

    private var revealer: UnsafeMutablePointer<GtkRevealer> { GObjectBridge.cast(widget) }

    var isRevealed: Bool {
        get { GObjectBridge.bool(gtk_revealer_get_reveal_child(revealer)) }
        set { gtk_revealer_set_reveal_child(revealer, GObjectBridge.gbool(newValue)) }
    }

    var isChildRevealed: Bool { GObjectBridge.bool(gtk_revealer_get_child_revealed(revealer)) }

    var transition: RevealerTransition {
        get {
            switch gtk_revealer_get_transition_type(revealer) {
            case GTK_REVEALER_TRANSITION_TYPE_NONE: .none
            case GTK_REVEALER_TRANSITION_TYPE_CROSSFADE: .crossfade
            case GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP: .slideUp
            default: .slideDown
            }
        }
        set {
            let type = switch newValue {
            case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
            case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
            case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
            case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
            }
            gtk_revealer_set_transition_type(revealer, type)
        }
    }

    var transitionDuration: Int {
        get { Int(gtk_revealer_get_transition_duration(revealer)) }
        set { gtk_revealer_set_transition_duration(revealer, guint(max(0, newValue))) }
    }

    var content: (any NativeWidget)? {
        get { binContent }
        set { setBinContent(newValue) }
    }
}

/// A GtkPaned; both children may shrink and the end one takes new space.
@MainActor
final class GtkPanedWrapper: GtkWidgetWrapper, NativePaned {
    let isVertical: Bool

    init(vertical: Bool) {
        isVertical = vertical
        super.init(widget: gtk_paned_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL), kind: .paned)
    }

    private var paned: UnsafeMutablePointer<GtkPaned> { GObjectBridge.cast(widget) }

    var start: (any NativeWidget)? {
        get { Self.wrapper(of: gtk_paned_get_child1(paned)) }
        set { place(newValue, start: true) }
    }

    var end: (any NativeWidget)? {
        get { Self.wrapper(of: gtk_paned_get_child2(paned)) }
        set { place(newValue, start: false) }
    }

    private func place(_ widget: (any NativeWidget)?, start: Bool) {
        let current = Self.wrapper(of: start ? gtk_paned_get_child1(paned) : gtk_paned_get_child2(paned))
        if let current, current === widget { return }
        var adopted: GtkWidgetWrapper?
        if let widget {
            guard let accepted = adoptable(widget) else { return }
            adopted = accepted
        }
        if let current { release(current) }
        if let adopted {
            hold(adopted) { child in
                if start { gtk_paned_pack1(paned, child, 0, 1) } else { gtk_paned_pack2(paned, child, 1, 1) }
            }
        }
    }

    /// GtkPaned lists the start child first.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        [gtk_paned_get_child1(paned), gtk_paned_get_child2(paned)].compactMap { $0 }
    }

    var position: Int? {
        get {
            let isSet = GObjectBridge.property("position-set", of: widget, type: GObjectBridge.booleanType) {
                GObjectBridge.bool(g_value_get_boolean($0))
            }
            return isSet || gtk_widget_get_realized(widget) != 0 ? Int(gtk_paned_get_position(paned)) : nil
        }
        set {
            guard let newValue else {
                gtk_paned_set_position(paned, -1)
                return
            }
            guard newValue >= 0 else {
                Diagnostics.warning("A paned's position can't be \(newValue); it is left at \(position.map(String.init) ?? "unset").")
                return
            }
            gtk_paned_set_position(paned, gint(clamping: newValue))
        }
    }
}

/// A GtkStackSwitcher above a GtkStack, in a vertical GtkBox (the wrapper's widget). The
/// pages are the stack's children; page titles are the stack's "title" child property.
@MainActor
final class GtkTabsWrapper: GtkWidgetWrapper, NativeTabs {
    private let stack: UnsafeMutablePointer<GtkWidget>
    private let switcher: UnsafeMutablePointer<GtkWidget>
    private var selectionHandlers = SwiftHandlers<@MainActor (Int) -> Void>()
    private var isUpdating = false

    init() {
        stack = gtk_stack_new()
        switcher = gtk_stack_switcher_new()
        super.init(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6), kind: .tabs)
        gtk_stack_switcher_set_stack(GObjectBridge.cast(switcher), GObjectBridge.cast(stack))
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(stack, 1)
        gtk_container_add(GObjectBridge.cast(widget), switcher)
        gtk_container_add(GObjectBridge.cast(widget), stack)
        gtk_widget_show(switcher)
        gtk_widget_show(stack)
        // On the stack, which dies with the box; the handler reaches the wrapper weakly.
        _ = GtkSignalHandler.connect(stack, "notify::visible-child", shape: .oneArgument) { [weak self] _ in
            guard let self, !isUpdating, let index = selectedIndex else { return false }
            for handler in selectionHandlers.handlers { handler(index) }
            return false
        }
    }

    /// GtkStack wants a unique name for each titled page.
    private var pageCount = 0

    override var displayName: String { "tabs" }

    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        GObjectBridge.takeWidgetList(gtk_container_get_children(GObjectBridge.cast(stack)))
    }

    func addPage(_ page: any NativeWidget, title: String) {
        guard let child = adoptable(page) else { return }
        isUpdating = true
        pageCount += 1
        hold(child) { gtk_stack_add_titled(GObjectBridge.cast(stack), $0, "page-\(pageCount)", title) }
        isUpdating = false
    }

    func removePage(_ page: any NativeWidget) {
        guard let child = page as? GtkWidgetWrapper, gtk_widget_get_parent(child.widget) == stack else { return }
        isUpdating = true
        gtk_container_remove(GObjectBridge.cast(stack), child.widget)
        heldChildren[ObjectIdentifier(child)] = nil
        isUpdating = false
    }

    /// The pages sit in the stack, not in the box the base class releases children from:
    /// take them out here so that the pages whose views live on survive this widget.
    isolated deinit {
        for child in childWidgets() where Self.wrapper(of: child) != nil {
            gtk_container_remove(GObjectBridge.cast(stack), child)
        }
    }

    var titles: [String] {
        childWidgets().map { child in
            var value = GValue()
            g_value_init(&value, GObjectBridge.stringType)
            defer { g_value_unset(&value) }
            gtk_container_child_get_property(GObjectBridge.cast(stack), child, "title", &value)
            return GObjectBridge.string(g_value_get_string(&value)) ?? ""
        }
    }

    var selectedIndex: Int? {
        get {
            guard let visible = gtk_stack_get_visible_child(GObjectBridge.cast(stack)) else { return nil }
            return childWidgets().firstIndex(of: visible)
        }
        set {
            let pages = childWidgets()
            guard let newValue, pages.indices.contains(newValue) else { return }
            isUpdating = true
            gtk_stack_set_visible_child(GObjectBridge.cast(stack), pages[newValue])
            isUpdating = false
        }
    }

    func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        selectionHandlers.add(handler)
    }

    override func disconnect(_ connection: SignalConnection) {
        if !selectionHandlers.remove(connection) { super.disconnect(connection) }
    }

    /// A click on the switcher's button for the page (GTK's own radio buttons, in order).
    func simulateSelect(_ index: Int) -> String? {
        let buttons = GtkInnerWidgets.all(of: switcher)
        guard buttons.indices.contains(index) else { return "it has no page \(index)" }
        return GtkPointerEvents.click(buttons[index])
    }
}
#endif // GTK3
