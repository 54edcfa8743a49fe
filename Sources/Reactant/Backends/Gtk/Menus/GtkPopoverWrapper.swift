#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkPopover. Popovers are not part of the toolkit's widget tree (GTK keeps them beside
/// the window's content), so this is not a `GtkWidgetWrapper`; it owns one reference, and
/// destroys a popover it made when it goes.
@MainActor
final class GtkPopoverWrapper: NativePopover {
    let popover: UnsafeMutablePointer<GtkWidget>
    /// False for the popover a GtkMenuButton made for its menu: the button owns that one.
    private let ownsPopover: Bool
    private var heldContent: GtkWidgetWrapper?
    private var model: MenuModel?
    /// The menu bound in it, made at the first `menu` set.
    private var boundMenu: GtkPopoverMenu?
    private(set) var isOpen = false
    private var handlerIDs: [UInt] = []
    var closedHandlers: [@MainActor () -> Void] = []

    /// A new popover pointing at `relativeTo`.
    convenience init(relativeTo: GtkWidgetWrapper) {
        self.init(popover: gtk_popover_new(relativeTo.widget), owns: true)
    }

    /// Wraps a popover GTK made (a menu button's).
    init(popover: UnsafeMutablePointer<GtkWidget>, owns: Bool) {
        self.popover = popover
        ownsPopover = owns
        g_object_ref_sink(popover)
        // Open from "show" (gtk_popover_popup, or a menu button's toggle) until "closed",
        // which GTK emits when it starts to close (the slide out may still run).
        handlerIDs.append(GtkSignalHandler.connect(popover, "show", shape: .plain) { [weak self] _ in
            self?.isOpen = true
            return false
        })
        handlerIDs.append(GtkSignalHandler.connect(popover, "closed", shape: .plain) { [weak self] _ in
            guard let self, isOpen else { return false }
            isOpen = false
            for handler in closedHandlers { handler() }
            return false
        })
        // A window that hides (closes) unmaps its popovers without "closed", and would map
        // them again with it: an open popover whose window goes is closed instead, as is one
        // whose widget leaves the screen.
        handlerIDs.append(GtkSignalHandler.connect(popover, "unmap", shape: .plain) { [weak self] _ in
            guard let self, isOpen else { return false }
            gtk_widget_hide(self.popover)
            return false
        })
    }

    isolated deinit {
        for id in handlerIDs where g_signal_handler_is_connected(popover, id) != 0 {
            g_signal_handler_disconnect(popover, id)
        }
        if let heldContent { gtk_container_remove(GObjectBridge.cast(popover), heldContent.widget) }
        // The last owner often lets go from "closed", which GTK emits while a menu item's
        // button pops the popover down, before the menu activates the item's action (which
        // it finds through the popover): destroying it now would lose the action (issue 21).
        // So it is destroyed once GTK is done with the event, at idle.
        let popover = popover
        let owns = ownsPopover
        GtkIdleWork.schedule {
            if owns { gtk_widget_destroy(popover) }
            g_object_unref(popover)
        }
    }

    var relativeTo: (any NativeWidget)? {
        GtkWidgetWrapper.wrapper(of: gtk_popover_get_relative_to(gtkPopover))
    }

    func point(at widget: any NativeWidget) {
        guard let wrapper = GtkWidgetWrapper.gtkWrapper(widget, for: "popover") else { return }
        if gtk_popover_get_relative_to(gtkPopover) != wrapper.widget {
            gtk_popover_set_relative_to(gtkPopover, wrapper.widget)
        }
    }

    var content: (any NativeWidget)? {
        get { heldContent }
        set {
            if let heldContent {
                gtk_container_remove(GObjectBridge.cast(popover), heldContent.widget)
                self.heldContent = nil
            }
            guard let newValue, let child = GtkWidgetWrapper.gtkWrapper(newValue, for: "popover content") else { return }
            if model != nil { menu = nil }
            guard gtk_widget_get_parent(child.widget) == nil else {
                Diagnostics.error("A popover can't hold a \(child.displayName) that is inside another widget; take it out first.")
                return
            }
            gtk_container_add(GObjectBridge.cast(popover), child.widget)
            heldContent = child
        }
    }

    var menu: MenuModel? {
        get { model }
        set {
            model = newValue
            if newValue != nil, heldContent != nil { content = nil }
            if boundMenu == nil, newValue != nil { boundMenu = GtkPopoverMenu(popover: self) }
            boundMenu?.show(newValue)
        }
    }

    /// Set for a menu button's popover: the menu is the button's.
    func adoptMenu(_ menu: MenuModel?) { model = menu }

    func popup() {
        restartIfClosing()
        // Items stand for actions as the widget pointed at sees them now.
        boundMenu?.refreshSensitivity()
        gtk_popover_popup(gtkPopover)
    }

    /// GTK 3 opening a popover that is still sliding out (closed less than 150 ms ago) shows
    /// it again without taking the focus and grab, and without "show": it would be on screen
    /// with `isOpen` false, Escape and clicks outside not closing it. Ending the slide first
    /// opens it as from closed.
    func restartIfClosing() {
        if !isOpen, gtk_widget_get_visible(popover) != 0 { gtk_widget_hide(popover) }
    }

    // MARK: The menu's buttons (GtkModelButton), as GTK built them

    private var modelButtons: [UnsafeMutablePointer<GtkWidget>] { MenuItemButtons.buttons(in: popover) }

    var shownItems: [ShownMenuItem] { MenuItemButtons.shownItems(modelButtons, model: model) }

    /// A click on the item's GtkModelButton through GTK's event delivery: the button closes
    /// the popover and GTK's menu tracker activates the action. (It waits for the button's
    /// input window to be viewable, see GtkPointerEvents.clickInputWindow.)
    func simulateActivateItem(_ label: String) {
        guard let button = modelButtons.first(where: { MenuItemButtons.label(of: $0) == label }) else { return }
        GtkPointerEvents.clickInputWindow(of: button)
    }
}
#endif // GTK3
