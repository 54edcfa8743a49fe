#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkPopover pointing at a widget, showing content or a menu (a GtkPopoverMenu over a
/// GMenu: GTK 4's idiom for both primary and context menus).
@MainActor
final class Gtk4PopoverWrapper: NativePopover {
    /// The popover; this wrapper holds a reference of its own.
    let popover: UnsafeMutablePointer<GtkWidget>
    private weak var relative: Gtk4WidgetWrapper?
    private var heldContent: Gtk4WidgetWrapper?
    private var model: MenuModel?
    private var handlerIDs: [UInt] = []
    private var closedHandlers: [@MainActor () -> Void] = []
    /// Whether this wrapper parented the popover (a menu button parents its own): a GTK 4
    /// widget doesn't unparent such an extra child when it goes, so this wrapper does.
    private var parentedHere = false

    /// Wraps a popover GTK made (a menu button's) or a new one for `relativeTo`.
    init(popover: UnsafeMutablePointer<GtkWidget>, relativeTo: Gtk4WidgetWrapper?) {
        self.popover = popover
        relative = relativeTo
        g_object_ref_sink(popover)
        if let relativeTo, gtk_widget_get_parent(popover) == nil {
            gtk_widget_set_parent(popover, relativeTo.widget)
            parentedHere = true
        }
        let id = GtkSignalHandler.connect(UnsafeMutableRawPointer(popover), "closed", shape: .plain) { [weak self] _ in
            guard let self else { return false }
            for handler in closedHandlers { handler() }
            return false
        }
        handlerIDs.append(id)
    }

    isolated deinit {
        for id in handlerIDs { g_signal_handler_disconnect(UnsafeMutableRawPointer(popover), id) }
        if parentedHere, gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
        g_object_unref(UnsafeMutableRawPointer(popover))
    }

    private var gtkPopover: UnsafeMutablePointer<GtkPopover> { Gtk4Object.cast(popover) }

    var relativeTo: (any NativeWidget)? { relative }

    /// GTK 4 popovers are children of the widget they point at.
    func point(at widget: any NativeWidget) {
        guard let wrapper = Gtk4WidgetWrapper.gtkWrapper(widget, for: "popover") else { return }
        if gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
        gtk_widget_set_parent(popover, wrapper.widget)
        parentedHere = true
        relative = wrapper
    }

    var content: (any NativeWidget)? {
        get { heldContent }
        set {
            guard let newValue else {
                gtk_popover_set_child(gtkPopover, nil)
                heldContent = nil
                return
            }
            guard let wrapper = Gtk4WidgetWrapper.gtkWrapper(newValue, for: "popover content") else { return }
            gtk_popover_set_child(gtkPopover, wrapper.widget)
            heldContent = wrapper
        }
    }

    var menu: MenuModel? {
        get { model }
        set {
            model = newValue
            guard let newValue, Gtk4Object.isInstance(popover, of: gtk_popover_menu_get_type()) else { return }
            let gMenu = Gtk4MenuModel.make(newValue)
            gtk_popover_menu_set_menu_model(OpaquePointer(popover), gMenu)
            g_object_unref(gMenu)
        }
    }

    var pointingTo: (x: Double, y: Double, width: Double, height: Double)? {
        get {
            var rect = GdkRectangle()
            guard gtk_popover_get_pointing_to(gtkPopover, &rect) != 0 else { return nil }
            return (Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        }
        set {
            guard let newValue else {
                gtk_popover_set_pointing_to(gtkPopover, nil)
                return
            }
            var rect = GdkRectangle(x: gint(newValue.x), y: gint(newValue.y),
                                    width: gint(newValue.width), height: gint(newValue.height))
            gtk_popover_set_pointing_to(gtkPopover, &rect)
        }
    }

    var isOpen: Bool { gtk_widget_get_visible(popover) != 0 }

    func popup() { gtk_popover_popup(gtkPopover) }
    func popdown() { gtk_popover_popdown(gtkPopover) }

    func onClosed(_ handler: @escaping @MainActor () -> Void) {
        closedHandlers.append(handler)
    }

    /// The menu's items with their actions' enabled state, looked up where GTK looks: the
    /// window's `win.*` actions and its application's `app.*`.
    var shownItems: [ShownMenuItem] {
        guard isOpen, let model else { return [] }
        var items: [ShownMenuItem] = []
        for (index, section) in model.sections.enumerated() {
            for item in section.items {
                items.append(ShownMenuItem(label: item.label, detailedAction: item.detailedAction,
                                           isSensitive: isEnabled(item.detailedAction), section: index))
            }
        }
        return items
    }

    private func isEnabled(_ detailedAction: String) -> Bool {
        guard let root = gtk_widget_get_root(popover) else { return false }
        let window: UnsafeMutablePointer<GtkWindow> = Gtk4Object.cast(UnsafeMutablePointer<GtkWidget>(root))
        let name = String(detailedAction.split(separator: ":", maxSplits: 1).first ?? "")
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return false }
        let map: OpaquePointer?
        switch parts[0] {
        case "win": map = OpaquePointer(window)
        case "app": map = gtk_window_get_application(window).map(OpaquePointer.init)
        default: map = nil
        }
        guard let map, let action = g_action_map_lookup_action(map, parts[1]) else { return false }
        return g_action_get_enabled(action) != 0
    }

    /// Activates the item's action from the popover, as choosing it does, and closes it.
    func simulateActivateItem(_ label: String) {
        guard let item = shownItems.first(where: { $0.label == label }) else {
            Diagnostics.error("simulateActivateItem: the open menu has no item \"\(label)\".")
            return
        }
        var name: UnsafeMutablePointer<gchar>?
        var target: OpaquePointer?
        var error: UnsafeMutablePointer<GError>?
        guard g_action_parse_detailed_name(item.detailedAction, &name, &target, &error) != 0 else {
            g_clear_error(&error)
            return
        }
        defer {
            g_free(name)
            if let target { g_variant_unref(target) }
        }
        popdown()
        _ = gtk_widget_activate_action_variant(relative?.widget ?? popover, name, target)
    }
}
#endif // GTK4
