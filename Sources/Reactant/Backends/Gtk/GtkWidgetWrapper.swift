#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// What every GTK wrapper shares: it owns one GtkWidget, can be found again from that widget,
/// keeps the books on its signal handlers and holds the wrappers of the widgets it contains.
///
/// Properties are never cached: every getter asks GTK, so a test that reads a wrapper checks
/// what GTK really has. The kind-specific wrappers subclass this one.
@MainActor
class GtkWidgetWrapper: NativeWidget {
    let widget: UnsafeMutablePointer<GtkWidget>
    let kind: WidgetKind
    /// The widget a screen reader meets for this view: its name, description, relations,
    /// role and states go there. `widget` itself, except for a composite whose focusable
    /// part is inside (a text view's GtkTextView within its overlay).
    var accessibleWidget: UnsafeMutablePointer<GtkWidget> { widget }

    /// Handler ids and their detailed signal names: setters block this wrapper's own change
    /// handlers by name, and deinit disconnects every one of them.
    private var handlerSignals: [UInt: String] = [:]
    /// The classes added through this wrapper, in order (GTK keeps its own built-in ones too).
    var addedStyleClasses: [String] = []
    /// The CSS provider holding `colors`, made when a colour is first set.
    var colorProvider: UnsafeMutablePointer<GtkCssProvider>?
    /// The colours set, which say which ones `colors` reads back.
    var setColors = WidgetColors()
    /// The wrappers of the children GTK holds for us. GTK's container keeps the child GObject
    /// alive; this keeps its Swift wrapper alive alongside, so `nativeChildren` stays complete
    /// even when nobody else holds the child's wrapper.
    var heldChildren: [ObjectIdentifier: GtkWidgetWrapper] = [:]
    /// The ATK name GTK had given the widget before `accessibleLabel` was first set (itself
    /// nil when GTK derives the name); nil while no name is set through this wrapper.
    var gtkAccessibleName: String??
    /// Whether an ATK description was set through this wrapper (see `accessibleDescription`).
    var hasAccessibleDescription = false
    /// GTK's own ATK role, kept when the toolkit first sets one (see `accessibleRole`).
    var gtkAccessibleRole: AtkRole?
    /// The role last set through the toolkit (nil: GTK's own).
    var toolkitAccessibleRole: AccessibleRole?
    /// Toplevels are owned by GTK until destroyed, so a window is destroyed, not just unreffed.
    private let isToplevel: Bool
    /// Set once GTK has destroyed the widget; a destroyed window can't be shown again.
    var isDestroyed = false

    /// Takes ownership of a new widget. Widgets other than toplevels are shown at once (each
    /// one itself, not show_all: a widget the toolkit hides must stay hidden).
    init(widget: UnsafeMutablePointer<GtkWidget>, kind: WidgetKind, isToplevel: Bool = false) {
        self.widget = widget
        self.kind = kind
        self.isToplevel = isToplevel
        attachToWidget()
        if !isToplevel { gtk_widget_show(widget) }
    }

    isolated deinit {
        // Disconnect first so nothing below (removing children, destroying) can call into a
        // closure; GObject already dropped the handlers of a widget that was destroyed.
        for id in handlerSignals.keys where g_signal_handler_is_connected(object, id) != 0 {
            g_signal_handler_disconnect(object, id)
        }
        g_object_set_qdata(object, Self.wrapperQuark, nil)
        // Children whose wrappers live on must survive this widget: a container that is
        // destroyed or finalized destroys the children it still has.
        releaseAllChildren()
        if isToplevel && !isDestroyed { gtk_widget_destroy(widget) }
        if let colorProvider { g_object_unref(colorProvider) }
        g_object_unref(object)
    }

    /// GTK's children of this widget, including ones without a wrapper, in the order the
    /// toolkit reports them (a grid overrides it).
    func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        guard GObjectBridge.isInstance(widget, of: gtk_container_get_type()) else { return [] }
        return GObjectBridge.takeWidgetList(gtk_container_get_children(GObjectBridge.cast(widget)))
    }

    /// How diagnostics name this widget ("label", "vertical box", …).
    var displayName: String { kind.rawValue }

    /// The widget that takes the keyboard focus for this one: itself for most, the GtkTextView
    /// inside a text view's scrolled window.
    var focusTarget: UnsafeMutablePointer<GtkWidget> { widget }

    /// Whether the GTK widgets inside this one that have no wrapper are its own parts (a
    /// drop-down's button, a radio group's buttons): the focus on one of them is the focus on
    /// this widget, as the headless twin, a single node, has it.
    var ownsInnerWidgets: Bool { false }

    // MARK: Signals

    /// Connects a Swift closure to a signal of this widget; the handler lives until
    /// `disconnect(_:)` or this wrapper's deinit.
    @discardableResult
    func connect(_ signal: String, shape: GtkSignalHandler.Shape = .plain, after: Bool = false,
                 _ body: @escaping GtkSignalHandler.Body) -> SignalConnection {
        let id = GtkSignalHandler.connect(widget, signal, shape: shape, after: after, body: body)
        handlerSignals[id] = signal
        return SignalConnection(id: id)
    }

    func disconnect(_ connection: SignalConnection) {
        guard handlerSignals.removeValue(forKey: connection.id) != nil else { return }
        if g_signal_handler_is_connected(object, connection.id) != 0 {
            g_signal_handler_disconnect(object, connection.id)
        }
    }

    /// Runs `change` with this wrapper's handlers of `signal` blocked, so that setting a value
    /// from code is not reported as a user edit. Other parties' handlers still run.
    func withOwnHandlersBlocked(on signal: String, _ change: () -> Void) {
        let ids = handlerSignals.filter { $0.value == signal }.map(\.key)
        for id in ids { g_signal_handler_block(object, id) }
        change()
        for id in ids { g_signal_handler_unblock(object, id) }
    }

    /// GTK's "key-press-event" of this widget, which GtkWindow sends to the focus widget and
    /// then to each ancestor until one returns TRUE (gtk_window_propagate_key_event). Handlers
    /// connected here run before the widget's own class handler, which does its key bindings.
    func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        connect("key-press-event", shape: .event) { event in
            guard let event, let key = GtkKeys.keyPress(from: event.assumingMemoryBound(to: GdkEventKey.self).pointee)
            else { return false }
            return handler(key)
        }
    }

    /// A click through GDK's pointer path (see `GtkPointerEvents`).
    func simulatePrimaryClick() -> String? {
        guard !isDestroyed else { return "it was destroyed" }
        return GtkPointerEvents.click(widget)
    }

}
#endif // GTK3
