#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkPopover pointing at a widget, showing content or a menu (a GtkPopoverMenu over a
/// GMenu: GTK 4's idiom for both primary and context menus).
///
/// The menu's items are GTK's own: GtkPopoverMenu makes a button per item (GtkModelButton),
/// an actionable one whose action GTK looks up from the popover up through the widget it
/// points at (its `win.*`, then the application's `app.*`), and sets insensitive while the
/// action is missing or disabled. A click on the item's button closes the popover and runs
/// the action, and tests click it through the X server as a person would.
@MainActor
final class Gtk4PopoverWrapper: NativePopover {
    /// The popover; this wrapper holds a reference of its own. A plain GtkPopover becomes a
    /// GtkPopoverMenu when it is first given a menu (`menu`).
    private(set) var popover: UnsafeMutablePointer<GtkWidget>
    private weak var relative: Gtk4WidgetWrapper?
    private var heldContent: Gtk4WidgetWrapper?
    private var model: MenuModel?
    private var handlerIDs: [UInt] = []
    var closedHandlers: [@MainActor () -> Void] = []
    /// The widget that had the window's focus when it opened.
    private weak var focusBeforeOpening: Gtk4WidgetWrapper?
    /// The one `restoreFocus` last gave the focus back to.
    private weak var focusBeforeOpeningRestored: Gtk4WidgetWrapper?
    /// Whether this wrapper parented the popover (a menu button parents its own): a GTK 4
    /// widget doesn't unparent such an extra child when it goes, so this wrapper does.
    private var parentedHere = false
    /// The watch on the pointed-at widget's "unmap" (see `watchRelative`).
    private var relativeUnmap: SignalConnection?

    /// Wraps a popover GTK made (a menu button's) or a new one for `relativeTo`.
    init(popover: UnsafeMutablePointer<GtkWidget>, relativeTo: Gtk4WidgetWrapper?) {
        self.popover = popover
        relative = relativeTo
        g_object_ref_sink(popover)
        if let relativeTo, gtk_widget_get_parent(popover) == nil {
            Gtk4WidgetWrapper.parentPopover(popover, to: relativeTo.widget)
            parentedHere = true
        }
        watchClosed()
        watchRelative()
    }

    private func watchClosed() {
        // A popover its GtkMenuButton opens: the focus it had, before GTK moves it inside
        // (gtk_popover_show maps, then focuses).
        let map = GtkSignalHandler.connect(UnsafeMutableRawPointer(popover), "map", shape: .plain) { [weak self] _ in
            guard let self, focusBeforeOpening == nil else { return false }
            focusBeforeOpening = gtk_widget_get_root(popover).flatMap { gtk_root_get_focus($0) }.flatMap(Gtk4WidgetWrapper.owner(of:))
            return false
        }
        handlerIDs.append(map)
        let id = GtkSignalHandler.connect(UnsafeMutableRawPointer(popover), "closed", shape: .plain) { [weak self] _ in
            // Still visible: unmapped with the widget it points at, which `watchRelative`
            // closes and announces.
            guard let self, gtk_widget_get_visible(popover) == 0 else { return false }
            announceClosed()
            return false
        }
        handlerIDs.append(id)
    }

    private func announceClosed() {
        restoreFocus()
        // gtk_popover_popdown gives the focus to the widget the popover points at after it
        // closed it (cascade_popdown): a menu button's menu gives it back once more after
        // that. (Not a context menu's: its item's action may still be reading the focus.)
        let previous = focusBeforeOpeningRestored
        focusBeforeOpeningRestored = nil
        if let previous, let parent = gtk_widget_get_parent(popover),
           Gtk4Object.isInstance(parent, of: gtk_menu_button_get_type()) {
            GtkIdleWork.schedule { [weak previous, weak self] in
                guard let previous, let self, let opener = gtk_widget_get_parent(popover).flatMap(Gtk4WidgetWrapper.owner(of:)),
                      opener !== previous, opener.isFocus else { return }
                _ = gtk_widget_grab_focus(previous.focusTarget)
            }
        }
        for handler in closedHandlers { handler() }
    }

    /// GTK 4 only unmaps a popover whose widget goes off screen (its window closed): it stays
    /// visible, so open, and a child of that widget, whose dispose (a list box's) then loops
    /// forever on "Tried to remove non-child". GTK 3 closed it; so does this, and says so.
    private func watchRelative() {
        if let relativeUnmap { relative?.disconnect(relativeUnmap) }
        relativeUnmap = relative?.connect("unmap") { [weak self] _ in
            guard let self, gtk_widget_get_visible(popover) != 0 else { return false }
            gtk_widget_set_visible(popover, 0)
            announceClosed()
            return false
        }
    }

    /// Replaces a plain GtkPopover (made before it was known to hold a menu) with a
    /// GtkPopoverMenu pointing at the same widget.
    private func becomeMenu() {
        guard !Gtk4Object.isInstance(popover, of: gtk_popover_menu_get_type()) else { return }
        let old = popover
        let parent = gtk_widget_get_parent(old)
        for id in handlerIDs { g_signal_handler_disconnect(UnsafeMutableRawPointer(old), id) }
        handlerIDs = []
        if gtk_widget_get_visible(old) != 0 { gtk_popover_popdown(Gtk4Object.cast(old)) }
        if parent != nil { gtk_widget_unparent(old) }
        g_object_unref(UnsafeMutableRawPointer(old))
        popover = gtk_popover_menu_new_from_model(nil)
        g_object_ref_sink(popover)
        if let parent { Gtk4WidgetWrapper.parentPopover(popover, to: parent) }
        watchClosed()
    }

    isolated deinit {
        if let relativeUnmap { relative?.disconnect(relativeUnmap) }
        for id in handlerIDs { g_signal_handler_disconnect(UnsafeMutableRawPointer(popover), id) }
        if parentedHere, gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
        g_object_unref(UnsafeMutableRawPointer(popover))
    }

    var relativeTo: (any NativeWidget)? { relative }

    /// GTK 4 popovers are children of the widget they point at.
    func point(at widget: any NativeWidget) {
        guard let wrapper = Gtk4WidgetWrapper.gtkWrapper(widget, for: "popover") else { return }
        if gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
        Gtk4WidgetWrapper.parentPopover(popover, to: wrapper.widget)
        parentedHere = true
        if let relativeUnmap { relative?.disconnect(relativeUnmap) }
        relativeUnmap = nil
        relative = wrapper
        watchRelative()
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
            guard let newValue else {
                if Gtk4Object.isInstance(popover, of: gtk_popover_menu_get_type()) {
                    gtk_popover_menu_set_menu_model(OpaquePointer(popover), nil)
                }
                return
            }
            if heldContent != nil { content = nil }
            becomeMenu()
            let gMenu = GtkMenuModel.make(newValue)
            gtk_popover_menu_set_menu_model(OpaquePointer(popover), gMenu)
            g_object_unref(gMenu)
        }
    }

    var isOpen: Bool { gtk_widget_get_visible(popover) != 0 }

    func popup() {
        focusBeforeOpening = gtk_widget_get_root(popover).flatMap { gtk_root_get_focus($0) }.flatMap(Gtk4WidgetWrapper.owner(of:))
        gtk_popover_popup(gtkPopover)
    }

    /// GTK 4 leaves the focus on the widget the popover points at (or nowhere) when it
    /// closes; GTK 3 gave it back to the widget that had it, where the next key (Shift+F10
    /// again, Tab) is meant to go. So this does, unless the focus was moved elsewhere since.
    /// A popover its GtkMenuButton opened (not `popup`) gives it back to that button, as
    /// GTK 3 did: left in the hidden popover, the focus would swallow the next key (Ctrl+Q).
    private func restoreFocus() {
        let opener = gtk_widget_get_parent(popover).flatMap(Gtk4WidgetWrapper.owner(of:))
        guard let previous = focusBeforeOpening ?? opener, let root = gtk_widget_get_root(previous.widget),
              root == gtk_widget_get_root(popover) else { return }
        focusBeforeOpening = nil
        focusBeforeOpeningRestored = previous
        let now = gtk_root_get_focus(root)
        if now == nil || now.map({ $0 == popover || gtk_widget_is_ancestor($0, popover) != 0
                                    || gtk_widget_is_ancestor(previous.widget, $0) != 0 }) == true {
            _ = gtk_widget_grab_focus(previous.focusTarget)
        }
    }

    // MARK: The menu's buttons (GtkModelButton), as GTK built them

    private var modelButtons: [UnsafeMutablePointer<GtkWidget>] { MenuItemButtons.buttons(in: popover) }

    /// The items as GTK shows them (labels and sensitivity from its buttons).
    var shownItems: [ShownMenuItem] {
        isOpen ? MenuItemButtons.shownItems(modelButtons, model: model) : []
    }

    /// A click on the item's button through the X server (see `Gtk4XInput`): the button
    /// closes the popover and GTK runs the item's action, as for a person's click.
    func simulateActivateItem(_ label: String) {
        guard let button = modelButtons.first(where: { MenuItemButtons.label(of: $0) == label }) else {
            Diagnostics.error("simulateActivateItem: the open menu has no item \"\(label)\".")
            return
        }
        if let refusal = Gtk4XInput.click(button) {
            Diagnostics.warning("simulateActivateItem \"\(label)\": \(refusal)")
        }
    }
}
#endif // GTK4
