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
    private var colorProvider: UnsafeMutablePointer<GtkCssProvider>?
    var setColors = WidgetColors()
    /// The wrappers of the children GTK holds for us (GTK keeps the GObjects alive).
    var heldChildren: [ObjectIdentifier: Gtk4WidgetWrapper] = [:]
    /// The wrapper holding this one: its parent also while GTK has taken the widget out of
    /// the tree (GTK 4's collapsed GtkExpander unparents its child and keeps it).
    weak var heldBy: Gtk4WidgetWrapper?
    /// GTK 4.8 has setters but no getters for accessible properties and relations
    /// (GtkAccessible's update_* functions), so what was set is kept here too.
    private var accessibleName: String?
    private var accessibleText: String?
    private var relations: [AccessibleRelation: [WeakWidget]] = [:]
    private var states: Set<AccessibleState> = []
    /// The toolkit's role; GTK 4's accessible-role is fixed when a widget is made, so it is
    /// kept, not applied (see ChoosingGTK4.md: missing).
    var accessibleRole: AccessibleRole?
    private let isToplevel: Bool
    /// Set once the toplevel was destroyed (gtk_window_destroy).
    var isDestroyed = false
    /// The key controller `onKeyPress` handlers are connected on, made on first use.
    private var keyController: OpaquePointer?

    private static let wrapperQuark = g_quark_from_string("reactant-gtk4-wrapper")

    /// Takes ownership of a new widget (GTK 4 widgets are visible when made).
    init(widget: UnsafeMutablePointer<GtkWidget>, kind: WidgetKind, isToplevel: Bool = false) {
        self.widget = widget
        self.kind = kind
        self.isToplevel = isToplevel
        g_object_ref_sink(widget)
        // Unretained: the wrapper owns the widget, not the other way round; cleared in deinit.
        g_object_set_qdata(object, Self.wrapperQuark, Unmanaged.passUnretained(self).toOpaque())
    }

    isolated deinit {
        for (id, handler) in handlers where g_signal_handler_is_connected(handler.instance, id) != 0 {
            g_signal_handler_disconnect(handler.instance, id)
        }
        g_object_set_qdata(object, Self.wrapperQuark, nil)
        releaseAllChildren()
        if isToplevel && !isDestroyed { gtk_window_destroy(Gtk4Object.cast(widget)) }
        if let colorProvider { g_object_unref(colorProvider) }
        g_object_unref(object)
    }

    var object: UnsafeMutablePointer<GObject> { Gtk4Object.cast(widget) }

    /// The wrapper that owns `widget`, or nil for widgets GTK made for itself.
    static func wrapper(of widget: UnsafeMutablePointer<GtkWidget>?) -> Gtk4WidgetWrapper? {
        guard let widget, let raw = g_object_get_qdata(Gtk4Object.cast(widget), wrapperQuark) else { return nil }
        return Unmanaged<Gtk4WidgetWrapper>.fromOpaque(raw).takeUnretainedValue()
    }

    /// The GTK 4 wrapper behind a protocol value; nil (with a diagnostic) for another backend's.
    static func gtkWrapper(_ widget: any NativeWidget, for operation: String) -> Gtk4WidgetWrapper? {
        if let wrapper = widget as? Gtk4WidgetWrapper { return wrapper }
        Diagnostics.error("\(operation): \(type(of: widget)) is not a GTK 4 widget; widgets of two backends can't be mixed.")
        return nil
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
                 shape: Gtk4SignalHandler.Shape = .plain, after: Bool = false,
                 _ body: @escaping Gtk4SignalHandler.Body) -> SignalConnection {
        let target = instance ?? UnsafeMutableRawPointer(widget)
        let id = Gtk4SignalHandler.connect(target, signal, shape: shape, after: after, body: body)
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

    /// GTK 4's key path: a GtkEventControllerKey in the bubble phase, which GTK runs on the
    /// focus widget and then on each ancestor until one handles the key, as GTK 3's
    /// key-press-event was propagated.
    func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        let controller = keyController ?? {
            let made = gtk_event_controller_key_new()!
            addController(made)
            keyController = made
            return made
        }()
        return connect("key-pressed", on: UnsafeMutableRawPointer(controller), shape: .keyPressed) { argument in
            guard let pair = argument?.assumingMemoryBound(to: (guint, guint32).self).pointee,
                  let key = Gtk4Keys.keyPress(keyval: pair.0, state: pair.1) else { return false }
            return handler(key)
        }
    }

    /// Emits key-pressed on this widget's key controller (the toolkit's `onKeyPress`
    /// handlers), as GTK 4's bubble phase would; true when one handled the key.
    func emitKeyPressed(_ key: KeyPress) -> Bool {
        guard let keyController else { return false }
        let type = gtk_event_controller_key_get_type()
        var parameters = [GValue](repeating: GValue(), count: 4)
        g_value_init(&parameters[0], type)
        g_value_set_object(&parameters[0], UnsafeMutableRawPointer(keyController))
        g_value_init(&parameters[1], Gtk4Object.uintType)
        g_value_set_uint(&parameters[1], Gtk4Keys.keyval(for: key.key))
        g_value_init(&parameters[2], Gtk4Object.uintType)
        g_value_set_uint(&parameters[2], 0)
        g_value_init(&parameters[3], gdk_modifier_type_get_type())
        g_value_set_flags(&parameters[3], Gtk4Keys.state(for: key.modifiers).rawValue)
        var result = GValue()
        g_value_init(&result, Gtk4Object.booleanType)
        g_signal_emitv(&parameters, g_signal_lookup("key-pressed", type), 0, &result)
        let handled = g_value_get_boolean(&result) != 0
        g_value_unset(&result)
        for index in parameters.indices { g_value_unset(&parameters[index]) }
        return handled
    }

    /// A click through the X server (see `Gtk4XInput`): GTK 4 can't take a made-up event.
    func simulatePrimaryClick() -> String? {
        guard !isDestroyed else { return "it was destroyed" }
        return Gtk4XInput.click(widget)
    }

    func onFinalize(_ body: @escaping @MainActor () -> Void) {
        Gtk4FinalizeNotifier.add(to: object, body)
    }

    // MARK: State

    var isVisible: Bool {
        get { Gtk4Object.bool(gtk_widget_get_visible(widget)) }
        set { gtk_widget_set_visible(widget, Gtk4Object.gbool(newValue)) }
    }

    var isSensitive: Bool {
        get { Gtk4Object.bool(gtk_widget_get_sensitive(widget)) }
        set { gtk_widget_set_sensitive(widget, Gtk4Object.gbool(newValue)) }
    }

    var isEffectivelySensitive: Bool { Gtk4Object.bool(gtk_widget_is_sensitive(widget)) }

    /// Its own flag and every ancestor's, and for a stack's page whether it is the visible one.
    var isEffectivelyVisible: Bool {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let node = current {
            if !Gtk4Object.bool(gtk_widget_get_visible(node)) { return false }
            let parent = gtk_widget_get_parent(node) ?? Self.wrapper(of: node)?.heldBy?.widget
            if let parent, Gtk4Object.isInstance(parent, of: gtk_stack_get_type()),
               gtk_stack_get_visible_child(OpaquePointer(parent)) != node {
                return false
            }
            if let parent, let holder = Self.wrapper(of: parent), !holder.showsChild(node) { return false }
            current = parent
        }
        return true
    }

    /// Whether this widget shows `child` (a direct GTK child, or a held one GTK took out):
    /// false for a collapsed expander's content and a hidden revealer's.
    func showsChild(_ child: UnsafeMutablePointer<GtkWidget>) -> Bool { true }

    var canFocus: Bool { Gtk4Object.bool(gtk_widget_get_focusable(focusTarget)) }

    /// The focus widget of the window this one is in (GtkRoot's focus).
    var windowFocus: UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        return gtk_root_get_focus(root)
    }

    /// GTK 4 gives the focus to an entry's inner GtkText: that counts as the entry's.
    var isFocus: Bool {
        guard let focus = windowFocus else { return false }
        return focus == focusTarget || Self.owner(of: focus) === self
    }

    func grabFocus() { _ = gtk_widget_grab_focus(focusTarget) }

    var containsFocus: Bool {
        guard let focus = windowFocus else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    func focusInside() -> Bool {
        if containsFocus { return true }
        guard gtk_widget_is_drawable(widget) != 0 else { return false }
        _ = gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD)
        return containsFocus
    }

    /// The wrapper a focused GTK widget counts for: the nearest wrapper at or around it.
    static func owner(of focus: UnsafeMutablePointer<GtkWidget>) -> Gtk4WidgetWrapper? {
        var current: UnsafeMutablePointer<GtkWidget>? = focus
        while let node = current {
            if let wrapper = wrapper(of: node) { return wrapper }
            current = gtk_widget_get_parent(node)
        }
        return nil
    }

    /// See `Gtk4FocusWatch`: GTK 4's own focus events need an active window.
    func onFocusChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        Gtk4FocusWatch.add(self, handler)
    }

    var styleClasses: [String] {
        addedStyleClasses.filter { Gtk4Object.bool(gtk_widget_has_css_class(widget, $0)) }
    }

    func addStyleClass(_ name: String) {
        gtk_widget_add_css_class(widget, name)
        if !addedStyleClasses.contains(name) { addedStyleClasses.append(name) }
    }

    func removeStyleClass(_ name: String) {
        gtk_widget_remove_css_class(widget, name)
        addedStyleClasses.removeAll { $0 == name }
    }

    /// A provider on the widget's own style context (deprecated in GTK 4.10, current in 4.8).
    var colors: WidgetColors {
        get { setColors }
        set {
            setColors = newValue
            let provider = colorProvider ?? {
                let made = gtk_css_provider_new()!
                gtk_style_context_add_provider(gtk_widget_get_style_context(widget), Gtk4Object.opaque(made),
                                               guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
                colorProvider = made
                return made
            }()
            gtk_css_provider_load_from_data(provider, newValue.css, -1)
        }
    }

    /// `gtk_widget_get_name` answers the type name when none was set: that means "unset".
    var widgetName: String? {
        get {
            let name = Gtk4Object.string(gtk_widget_get_name(widget))
            let typeName = Gtk4Object.string(g_type_name_from_instance(Gtk4Object.cast(widget)))
            return name == typeName ? nil : name
        }
        set { gtk_widget_set_name(widget, newValue) }
    }

    /// GTK 4's getter returns a string the widget keeps (GTK 3's was the caller's).
    var tooltip: String? {
        get { Gtk4Object.string(gtk_widget_get_tooltip_text(widget)) }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    var accessibleLabel: String? {
        get { accessibleName }
        set {
            accessibleName = newValue
            setAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_LABEL, newValue)
        }
    }

    var accessibleDescription: String? {
        get { accessibleText }
        set {
            accessibleText = newValue
            setAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, newValue)
        }
    }

    private var accessible: OpaquePointer { Gtk4Object.opaque(widget) }

    private func setAccessibleProperty(_ property: GtkAccessibleProperty, _ text: String?) {
        guard let text else {
            gtk_accessible_reset_property(accessible, property)
            return
        }
        var properties = [property]
        var value = GValue()
        gtk_accessible_property_init_value(property, &value)
        g_value_set_string(&value, text)
        withUnsafeMutablePointer(to: &value) { pointer in
            gtk_accessible_update_property_value(accessible, 1, &properties, pointer)
        }
        g_value_unset(&value)
    }

    func setAccessibleRelation(_ relation: AccessibleRelation, to targets: [any NativeWidget]) {
        let wrappers = targets.compactMap { $0 as? Gtk4WidgetWrapper }
        relations[relation] = wrappers.map(WeakWidget.init)
        let gtkRelation = relation == .labelledBy ? GTK_ACCESSIBLE_RELATION_LABELLED_BY : GTK_ACCESSIBLE_RELATION_DESCRIBED_BY
        guard !wrappers.isEmpty else {
            gtk_accessible_reset_relation(accessible, gtkRelation)
            return
        }
        // A reference list relation is a GList of GtkAccessible in a pointer GValue; GTK
        // takes the list over (it frees it with the relation's value).
        var list: UnsafeMutablePointer<GList>?
        for wrapper in wrappers.reversed() { list = g_list_prepend(list, UnsafeMutableRawPointer(wrapper.widget)) }
        var relationsList = [gtkRelation]
        var value = GValue()
        gtk_accessible_relation_init_value(gtkRelation, &value)
        g_value_set_pointer(&value, list)
        gtk_accessible_update_relation_value(accessible, 1, &relationsList, &value)
        g_value_unset(&value)
    }

    func accessibleTargets(of relation: AccessibleRelation) -> [any NativeWidget] {
        (relations[relation] ?? []).compactMap(\.widget)
    }

    var accessibleStates: Set<AccessibleState> { states }

    func setAccessibleState(_ state: AccessibleState, _ isOn: Bool) {
        if isOn { states.insert(state) } else { states.remove(state) }
        switch state {
        case .invalidEntry:
            var list = [GTK_ACCESSIBLE_STATE_INVALID]
            // GTK 4.8 reads this state's GValue with g_value_get_int although its init_value
            // makes it an enum (a critical for each): an int GValue is what it reads.
            var value = GValue()
            g_value_init(&value, Gtk4Object.intType)
            g_value_set_int(&value, gint(isOn ? GTK_ACCESSIBLE_INVALID_TRUE.rawValue : GTK_ACCESSIBLE_INVALID_FALSE.rawValue))
            gtk_accessible_update_state_value(accessible, 1, &list, &value)
            g_value_unset(&value)
        case .required:
            var list = [GTK_ACCESSIBLE_PROPERTY_REQUIRED]
            var value = GValue()
            gtk_accessible_property_init_value(GTK_ACCESSIBLE_PROPERTY_REQUIRED, &value)
            g_value_set_boolean(&value, Gtk4Object.gbool(isOn))
            gtk_accessible_update_property_value(accessible, 1, &list, &value)
            g_value_unset(&value)
        }
    }

    struct WeakWidget {
        weak var widget: Gtk4WidgetWrapper?
    }

    // MARK: Layout and geometry

    var layout: WidgetLayout {
        get {
            var layout = WidgetLayout()
            layout.margins = EdgeInsets(
                top: Int(gtk_widget_get_margin_top(widget)),
                leading: Int(gtk_widget_get_margin_start(widget)),
                bottom: Int(gtk_widget_get_margin_bottom(widget)),
                trailing: Int(gtk_widget_get_margin_end(widget)))
            layout.expandsHorizontally = Gtk4Object.bool(gtk_widget_get_hexpand(widget))
            layout.expandsVertically = Gtk4Object.bool(gtk_widget_get_vexpand(widget))
            layout.horizontalAlignment = Self.alignment(gtk_widget_get_halign(widget))
            layout.verticalAlignment = Self.alignment(gtk_widget_get_valign(widget))
            var width: gint = -1
            var height: gint = -1
            gtk_widget_get_size_request(widget, &width, &height)
            layout.minimumWidth = width < 0 ? nil : Int(width)
            layout.minimumHeight = height < 0 ? nil : Int(height)
            return layout
        }
        set {
            let old = layout
            if newValue.margins != old.margins {
                gtk_widget_set_margin_top(widget, gint(newValue.margins.top))
                gtk_widget_set_margin_start(widget, gint(newValue.margins.leading))
                gtk_widget_set_margin_bottom(widget, gint(newValue.margins.bottom))
                gtk_widget_set_margin_end(widget, gint(newValue.margins.trailing))
            }
            // Only on change: setting hexpand at all marks it "set", which stops GTK from
            // propagating a child's expand flag up through this widget.
            if newValue.expandsHorizontally != old.expandsHorizontally {
                gtk_widget_set_hexpand(widget, Gtk4Object.gbool(newValue.expandsHorizontally))
            }
            if newValue.expandsVertically != old.expandsVertically {
                gtk_widget_set_vexpand(widget, Gtk4Object.gbool(newValue.expandsVertically))
            }
            gtk_widget_set_halign(widget, Self.gtkAlign(newValue.horizontalAlignment))
            gtk_widget_set_valign(widget, Self.gtkAlign(newValue.verticalAlignment))
            gtk_widget_set_size_request(widget, gint(newValue.minimumWidth ?? -1), gint(newValue.minimumHeight ?? -1))
        }
    }

    private static func gtkAlign(_ alignment: LayoutAlignment) -> GtkAlign {
        switch alignment {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }

    private static func alignment(_ align: GtkAlign) -> LayoutAlignment {
        switch align {
        case GTK_ALIGN_START: .start
        case GTK_ALIGN_END: .end
        case GTK_ALIGN_CENTER: .center
        case GTK_ALIGN_BASELINE: .baseline
        default: .fill
        }
    }

    /// gtk_widget_measure includes margins in GTK 4, as the protocol wants; hidden: 0×0.
    var preferredSize: (minimum: LayoutSize, natural: LayoutSize) {
        guard isVisible else { return (.zero, .zero) }
        var minimum = GtkRequisition()
        var natural = GtkRequisition()
        gtk_widget_get_preferred_size(widget, &minimum, &natural)
        return (LayoutSize(width: Int(minimum.width), height: Int(minimum.height)),
                LayoutSize(width: Int(natural.width), height: Int(natural.height)))
    }

    var hasHeightForWidth: Bool { gtk_widget_get_request_mode(widget) == GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }

    func preferredHeight(forWidth width: Int) -> (minimum: Int, natural: Int) {
        guard isVisible else { return (0, 0) }
        var minimum: gint = 0
        var natural: gint = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, hasHeightForWidth ? gint(width) : -1,
                           &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    /// The bounds GTK last allocated, in `target`'s coordinates (gtk_widget_compute_bounds).
    private func bounds(in target: UnsafeMutablePointer<GtkWidget>) -> LayoutRect? {
        guard gtk_widget_get_mapped(widget) != 0 else { return nil }
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, target, &rect) != 0 else { return nil }
        return LayoutRect(x: Int(rect.origin.x.rounded()), y: Int(rect.origin.y.rounded()),
                          width: Int(rect.size.width.rounded()), height: Int(rect.size.height.rounded()))
    }

    func frame(in ancestor: any NativeWidget) -> LayoutRect? {
        guard let ancestor = ancestor as? Gtk4WidgetWrapper,
              ancestor.widget == widget || gtk_widget_is_ancestor(widget, ancestor.widget) != 0 else { return nil }
        return bounds(in: ancestor.widget)
    }

    var frameInWindow: WidgetFrame? {
        guard let root = gtk_widget_get_root(widget), let rect = bounds(in: UnsafeMutablePointer<GtkWidget>(root)) else { return nil }
        return WidgetFrame(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    var textDirection: TextDirection {
        gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }

    // MARK: Tree

    /// GTK's children of this widget, wrapped or not, in order.
    func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    /// The nearest wrapped widgets inside this one, in order: GTK 4's own widgets in between
    /// (a header bar's boxes, a button's label) are details of their parent.
    var nativeChildren: [any NativeWidget] {
        var found: [any NativeWidget] = []
        func collect(_ widgets: [UnsafeMutablePointer<GtkWidget>]) {
            for child in widgets {
                if let wrapper = Self.wrapper(of: child) {
                    found.append(wrapper)
                } else {
                    var inner: [UnsafeMutablePointer<GtkWidget>] = []
                    var next = gtk_widget_get_first_child(child)
                    while let current = next {
                        inner.append(current)
                        next = gtk_widget_get_next_sibling(current)
                    }
                    collect(inner)
                }
            }
        }
        collect(childWidgets())
        return found
    }

    var nativeParent: (any NativeWidget)? {
        var current = gtk_widget_get_parent(widget)
        while let node = current {
            if let wrapper = Self.wrapper(of: node) { return wrapper }
            current = gtk_widget_get_parent(node)
        }
        return heldBy
    }

    /// `widget` as a wrapper that may be put inside this one, or nil after saying why not
    /// (GTK 4 refuses these with a critical).
    func adoptable(_ widget: any NativeWidget) -> Gtk4WidgetWrapper? {
        guard let child = widget as? Gtk4WidgetWrapper else {
            Diagnostics.error("Can't add a widget of another backend to a GTK \(displayName).")
            return nil
        }
        if child.kind == .window {
            Diagnostics.error("Can't add a window to a \(displayName): a window can't have a parent.")
            return nil
        }
        if let parent = gtk_widget_get_parent(child.widget) {
            let parentName = Self.owner(of: parent)?.displayName ?? "widget"
            Diagnostics.error("Can't add a \(child.displayName) to a \(displayName): it is already inside a \(parentName). Remove it from there first.")
            return nil
        }
        var ancestor: UnsafeMutablePointer<GtkWidget>? = self.widget
        while let current = ancestor {
            if current == child.widget {
                Diagnostics.error("Can't add a \(child.displayName) to a \(displayName) inside it.")
                return nil
            }
            ancestor = gtk_widget_get_parent(current)
        }
        return child
    }

    /// Puts an adopted child in with `add` and keeps its wrapper.
    func hold(_ child: Gtk4WidgetWrapper, adding add: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        add(child.widget)
        heldChildren[ObjectIdentifier(child)] = child
        child.heldBy = self
    }

    /// Takes `child` out of this widget (however deep in GTK's own widgets of this one) and
    /// lets go of its wrapper.
    func release(_ child: Gtk4WidgetWrapper) {
        if child.nativeParent === self { detach(child.widget) }
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
            gtk_stack_remove(OpaquePointer(parent), child)
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
