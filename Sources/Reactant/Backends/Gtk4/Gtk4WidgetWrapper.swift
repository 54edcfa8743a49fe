#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// What every GTK 4 wrapper shares: it owns one GtkWidget, can be found again from that
/// widget, keeps the books on its signal handlers and event controllers, and holds the
/// wrappers of the widgets it contains. As on GTK 3, getters ask GTK rather than a cache,
/// except where GTK 4 has no getter (accessible properties: see `accessibleLabel`).
@MainActor
class Gtk4WidgetWrapper: NativeWidget {
    let widget: UnsafeMutablePointer<GtkWidget>
    let kind: WidgetKind

    /// Handler ids with the object they are connected on (the widget or one of its event
    /// controllers) and the signal: setters block this wrapper's own change handlers by
    /// name, and deinit disconnects every one.
    private var handlers: [UInt: (instance: UnsafeMutableRawPointer, signal: String)] = [:]
    /// The classes added through this wrapper, in order (GTK keeps its own built-in ones too).
    var addedStyleClasses: [String] = []
    /// The CSS provider holding `colors`, made when a colour is first set.
    var colorProvider: UnsafeMutablePointer<GtkCssProvider>?
    var setColors = WidgetColors()
    /// The wrappers of the children GTK holds for us (GTK keeps the GObjects alive).
    var heldChildren: [ObjectIdentifier: Gtk4WidgetWrapper] = [:]
    /// The wrapper holding this one: its parent also while GTK has taken the widget out of
    /// the tree (GTK 4's collapsed GtkExpander unparents its child and keeps it).
    weak var heldBy: Gtk4WidgetWrapper?
    /// The widget a screen reader meets for this view: its name, description, relations and
    /// states go there. `widget` itself, except for a composite whose focusable part is inside
    /// (a text view's GtkTextView within its overlay, else read as "GtkTextView").
    var accessibleWidget: UnsafeMutablePointer<GtkWidget> { widget }
    /// GTK 4.8 has setters but no getters for accessible properties and relations
    /// (GtkAccessible's update_* functions), so what was set is kept here too.
    var accessibleName: String?
    var accessibleText: String?
    var relations: [AccessibleRelation: [WeakWidget]] = [:]
    var states: Set<AccessibleState> = []
    /// The role set through the toolkit (`accessibleRole`: Gtk4WidgetWrapper+AccessibleRole.swift).
    var toolkitAccessibleRole: AccessibleRole?
    /// GTK's own role of the widget, kept when the toolkit first sets one (to put it back).
    var classAccessibleRole: GtkAccessibleRole?
    let isToplevel: Bool
    /// Set once the toplevel was destroyed (gtk_window_destroy).
    var isDestroyed = false
    /// The key controller `onKeyPress` handlers are connected on, made on first use.
    var keyController: OpaquePointer?

    /// Takes ownership of a new widget (GTK 4 widgets are visible when made).
    init(widget: UnsafeMutablePointer<GtkWidget>, kind: WidgetKind, isToplevel: Bool = false) {
        self.widget = widget
        self.kind = kind
        self.isToplevel = isToplevel
        attachToWidget()
    }

    isolated deinit {
        for (id, handler) in handlers where g_signal_handler_is_connected(handler.instance, id) != 0 {
            g_signal_handler_disconnect(handler.instance, id)
        }
        g_object_set_qdata(object, Self.wrapperQuark, nil)
        unparentToolkitPopovers()
        releaseAllChildren()
        if isToplevel && !isDestroyed { gtk_window_destroy(Gtk4Object.cast(widget)) }
        if let colorProvider { g_object_unref(colorProvider) }
        g_object_unref(object)
    }

    /// How diagnostics name this widget.
    var displayName: String { kind.rawValue }

    /// The widget that takes the keyboard focus for this one.
    var focusTarget: UnsafeMutablePointer<GtkWidget> { widget }

    // MARK: Signals and controllers

    /// Connects a Swift closure to a signal of `instance` (the widget unless given: an event
    /// controller of it); the handler lives until `disconnect(_:)` or this wrapper's deinit.
    @discardableResult
    func connect(_ signal: String, on instance: UnsafeMutableRawPointer? = nil,
                 shape: GtkSignalHandler.Shape = .plain, after: Bool = false,
                 _ body: @escaping GtkSignalHandler.Body) -> SignalConnection {
        let target = instance ?? UnsafeMutableRawPointer(widget)
        let id = GtkSignalHandler.connect(target, signal, shape: shape, after: after, body: body)
        handlers[id] = (target, signal)
        return SignalConnection(id: id)
    }

    func disconnect(_ connection: SignalConnection) {
        if Gtk4FocusWatch.remove(connection) { return }
        guard let handler = handlers.removeValue(forKey: connection.id) else { return }
        if g_signal_handler_is_connected(handler.instance, connection.id) != 0 {
            g_signal_handler_disconnect(handler.instance, connection.id)
        }
    }

    /// Runs `change` with this wrapper's handlers of `signal` blocked, so that setting a value
    /// from code is not reported as a user edit.
    func withOwnHandlersBlocked(on signal: String, _ change: () -> Void) {
        let own = handlers.filter { $0.value.signal == signal }
        for (id, handler) in own { g_signal_handler_block(handler.instance, id) }
        change()
        for (id, handler) in own { g_signal_handler_unblock(handler.instance, id) }
    }

    /// Adds an event controller to the widget (which owns it from then on).
    func addController(_ controller: OpaquePointer) {
        gtk_widget_add_controller(widget, controller)
    }

    /// Whether a GTK widget inside this one takes the keys (an entry's GtkText, which edits
    /// with them): the toolkit's key controller then runs in the capture phase, on the way to
    /// that widget, as GTK 3 ran an entry's key-press-event handlers before the entry's own.
    class var editsKeysInside: Bool { false }

    /// GTK 4's key path: a GtkEventControllerKey in the bubble phase, which GTK runs on the
    /// focus widget and then on each ancestor until one handles the key, as GTK 3's
    /// key-press-event was propagated.
    func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        let controller = keyController ?? addKeyController(phase: Self.editsKeysInside ? GTK_PHASE_CAPTURE : GTK_PHASE_BUBBLE)
        keyController = controller
        return onKeyPressed(of: controller, handler)
    }

    /// A click through the X server (see `Gtk4XInput`): GTK 4 can't take a made-up event.
    func simulatePrimaryClick() -> String? {
        guard !isDestroyed else { return "it was destroyed" }
        return Gtk4XInput.click(widget)
    }

    // MARK: State

    /// Whether this widget shows `child` (a direct GTK child, or a held one GTK took out):
    /// false for a collapsed expander's content and a hidden revealer's.
    func showsChild(_ child: UnsafeMutablePointer<GtkWidget>) -> Bool { true }

    // MARK: Tree

    /// GTK's children of this widget, wrapped or not, in order.
    func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { GtkInnerWidgets.all(of: widget) }

    /// The nearest wrapped widgets inside this one, in order: GTK 4's own widgets in between
    /// (a header bar's boxes, a button's label) are details of their parent. A popover is
    /// GTK 4's child of the widget it points at but a surface of its own, not part of that
    /// widget's tree, as on GTK 3 (where it is no child at all).
    var nativeChildren: [any NativeWidget] {
        var found: [any NativeWidget] = []
        func collect(_ widgets: [UnsafeMutablePointer<GtkWidget>]) {
            for child in widgets where !Gtk4Object.isInstance(child, of: gtk_popover_get_type()) {
                if let wrapper = Self.wrapper(of: child) {
                    found.append(wrapper)
                } else {
                    collect(GtkInnerWidgets.all(of: child))
                }
            }
        }
        collect(childWidgets())
        return found
    }


    /// Takes `child` out of this widget (however deep in GTK's own widgets of this one) and
    /// lets go of its wrapper.
    func release(_ child: Gtk4WidgetWrapper) {
        if child.nativeParent === self {
            child.unsetFocusInside()
            detach(child.widget)
        }
        heldChildren[ObjectIdentifier(child)] = nil
        if child.heldBy === self { child.heldBy = nil }
    }

    /// Takes `child` out of this widget the way its GTK 4 parent wants; subclasses whose
    /// children sit elsewhere override it.
    func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        guard let parent = gtk_widget_get_parent(child) else { return }
        if Gtk4Object.isInstance(parent, of: gtk_box_get_type()) {
            gtk_box_remove(Gtk4Object.cast(parent), child)
        } else if Gtk4Object.isInstance(parent, of: gtk_grid_get_type()) {
            gtk_grid_remove(Gtk4Object.cast(parent), child)
        } else if Gtk4Object.isInstance(parent, of: gtk_stack_get_type()) {
            let stack = OpaquePointer(parent)
            gtk_stack_remove(stack, child)
            // GTK 4 leaves a stack whose visible page was removed without one; GTK 3 (and
            // the toolkit's promise) shows the first visible page that is left.
            if gtk_stack_get_visible_child(stack) == nil {
                var page = gtk_widget_get_first_child(parent)
                while let current = page, gtk_widget_get_visible(current) == 0 { page = gtk_widget_get_next_sibling(current) }
                if let page {
                    let transition = gtk_stack_get_transition_type(stack)
                    gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_NONE)
                    gtk_stack_set_visible_child(stack, page)
                    gtk_stack_set_transition_type(stack, transition)
                }
            }
        } else {
            gtk_widget_unparent(child)
        }
    }

    func releaseAllChildren() {
        for case let wrapper as Gtk4WidgetWrapper in nativeChildren { release(wrapper) }
        heldChildren.removeAll()
    }
}
#endif // GTK4
