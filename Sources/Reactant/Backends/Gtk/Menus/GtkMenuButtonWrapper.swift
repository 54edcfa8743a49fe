#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkMenuButton showing an icon, opening a popover: the one GTK makes for a menu, or one
/// given.
@MainActor
final class GtkMenuButtonWrapper: GtkWidgetWrapper, NativeMenuButton {
    private var heldPopover: GtkPopoverWrapper?
    private var icon: String?

    init() {
        super.init(widget: gtk_menu_button_new(), kind: .menuButton)
        // GtkMenuButton pops its popover up from "toggled" (before this handler); one still
        // sliding out from the previous click came back half open (see `restartIfClosing`).
        _ = connect("toggled") { [weak self] _ in
            guard let self, let held = heldPopover,
                  gtk_toggle_button_get_active(GObjectBridge.cast(widget)) != 0, !held.isOpen else { return false }
            held.restartIfClosing()
            gtk_popover_popup(GObjectBridge.cast(held.popover))
            return false
        }
    }

    override var displayName: String { "menu button" }

    private var button: UnsafeMutablePointer<GtkMenuButton> { GObjectBridge.cast(widget) }

    var iconName: String? {
        get { icon }
        set {
            icon = newValue
            // The button's child is GTK's arrow image until an icon replaces it.
            if let child = gtk_bin_get_child(GObjectBridge.cast(widget)) {
                gtk_container_remove(GObjectBridge.cast(widget), child)
            }
            guard let newValue, let image = gtk_image_new_from_icon_name(newValue, GTK_ICON_SIZE_BUTTON) else { return }
            gtk_widget_show(image)
            gtk_container_add(GObjectBridge.cast(widget), image)
        }
    }

    var popover: (any NativePopover)? {
        get { heldPopover }
        set {
            guard let newValue else {
                gtk_menu_button_set_popover(button, nil)
                heldPopover = nil
                return
            }
            guard let wrapper = newValue as? GtkPopoverWrapper else {
                Diagnostics.error("A menu button's popover must be a GTK popover; objects of two backends can't be mixed.")
                return
            }
            gtk_menu_button_set_popover(button, wrapper.popover)
            heldPopover = wrapper
        }
    }

    var menu: MenuModel? {
        get { heldPopover?.menu }
        set {
            guard let newValue else {
                gtk_menu_button_set_menu_model(button, nil)
                heldPopover = nil
                return
            }
            let gMenu = GtkMenuModel.make(newValue)
            gtk_menu_button_set_menu_model(button, gMenu)
            g_object_unref(gMenu)
            // GTK made a popover for the menu (use-popover is on by default).
            guard let made = gtk_menu_button_get_popover(button) else { return }
            let wrapper = GtkPopoverWrapper(popover: GObjectBridge.cast(made), owns: false)
            wrapper.adoptMenu(newValue)
            heldPopover = wrapper
        }
    }

    var isOpen: Bool { heldPopover?.isOpen ?? false }

    /// A click through GTK's event delivery: with the popover open (it holds a grab), the
    /// click lands outside it and closes it, as a person's does.
    func simulateClick() { GtkPointerEvents.clickInputWindow(of: widget) }
}
#endif // GTK3
