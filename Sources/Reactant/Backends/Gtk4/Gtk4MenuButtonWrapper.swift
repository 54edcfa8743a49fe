#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkMenuButton with an icon, opening a popover or a GtkPopoverMenu over a GMenu.
@MainActor
final class Gtk4MenuButtonWrapper: Gtk4WidgetWrapper, NativeMenuButton {
    private var heldPopover: Gtk4PopoverWrapper?

    init() {
        super.init(widget: gtk_menu_button_new(), kind: .menuButton)
        // GTK 3's menu button doesn't take the focus when clicked: closing its menu gives the
        // focus back to the widget that had it (parity with GTK 3 and headless).
        gtk_widget_set_focus_on_click(widget, 0)
    }

    override var displayName: String { "menu button" }

    private var button: OpaquePointer { OpaquePointer(widget) }

    var iconName: String? {
        get { Gtk4Object.string(gtk_menu_button_get_icon_name(button)) }
        set { gtk_menu_button_set_icon_name(button, newValue) }
    }

    var popover: (any NativePopover)? {
        get { heldPopover }
        set {
            guard let newValue else {
                gtk_menu_button_set_popover(button, nil)
                heldPopover = nil
                return
            }
            guard let wrapper = newValue as? Gtk4PopoverWrapper else {
                Diagnostics.error("A menu button's popover must be a GTK 4 popover; objects of two backends can't be mixed.")
                return
            }
            // The menu button parents the popover itself.
            if gtk_widget_get_parent(wrapper.popover) != nil { gtk_widget_unparent(wrapper.popover) }
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
            // GTK made a GtkPopoverMenu for the model.
            guard let made = gtk_menu_button_get_popover(button) else { return }
            let wrapper = Gtk4PopoverWrapper(popover: Gtk4Object.cast(made), relativeTo: nil)
            wrapper.menu = newValue
            heldPopover = wrapper
        }
    }

    var isOpen: Bool { heldPopover?.isOpen ?? false }

    /// When this button was last clicked from code (g_get_monotonic_time).
    private var lastSimulatedClick: gint64?

    /// A click through the X server (see `Gtk4XInput`); where there is none (not X11),
    /// gtk_menu_button_popup, what the click does. A click within the double-click time of
    /// the last one is a double click to GTK, which the menu button doesn't take as a second
    /// toggle (the tests' quick open/close taps failed now and then): such a click waits for
    /// that time to pass, as a person tapping twice does.
    func simulateClick() {
        if let last = lastSimulatedClick, let settings = gtk_settings_get_default() {
            let doubleClickMilliseconds = GObjectBridge.property("gtk-double-click-time", of: UnsafeMutablePointer<GObject>(settings), type: GObjectBridge.intType) {
                gint64(g_value_get_int($0))
            }
            let wait = last + doubleClickMilliseconds * 1_000 + 50_000 - g_get_monotonic_time()
            if wait > 0 { Gtk4Backend.shared?.processEvents(for: Double(wait) / 1_000_000) }
        }
        lastSimulatedClick = g_get_monotonic_time()
        if Gtk4XInput.click(widget) != nil { gtk_menu_button_popup(button) }
    }
}
#endif // GTK4
