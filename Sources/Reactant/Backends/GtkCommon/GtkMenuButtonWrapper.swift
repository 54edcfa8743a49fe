#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper names GTK 4's in a GTK 4 build)
import GtkC

/// A GtkMenuButton showing an icon, opening a popover: one given, or the one GTK makes for a
/// menu (a GtkPopover on GTK 3, a GtkPopoverMenu over a GMenu on GTK 4).
@MainActor
final class GtkMenuButtonWrapper: GtkWidgetWrapper, NativeMenuButton {
    private var heldPopover: GtkPopoverWrapper?
    #if GTK3
    private var icon: String?
    #else
    /// When this button was last clicked from code (g_get_monotonic_time).
    private var lastSimulatedClick: gint64?
    #endif

    init() {
        super.init(widget: gtk_menu_button_new(), kind: .menuButton)
        #if GTK4
        // GTK 3's menu button doesn't take the focus when clicked: closing its menu gives the
        // focus back to the widget that had it (parity with GTK 3 and headless).
        gtk_widget_set_focus_on_click(widget, 0)
        #else
        // GtkMenuButton pops its popover up from "toggled" (before this handler); one still
        // sliding out from the previous click came back half open (see `restartIfClosing`).
        _ = connect("toggled") { [weak self] _ in
            guard let self, let held = heldPopover,
                  gtk_toggle_button_get_active(GObjectBridge.cast(widget)) != 0, !held.isOpen else { return false }
            held.restartIfClosing()
            gtk_popover_popup(GObjectBridge.cast(held.popover))
            return false
        }
        #endif
    }

    override var displayName: String { "menu button" }

    #if GTK4
    private var button: OpaquePointer { OpaquePointer(widget) }

    var iconName: String? {
        get { GObjectBridge.string(gtk_menu_button_get_icon_name(button)) }
        set { gtk_menu_button_set_icon_name(button, newValue) }
    }
    #else
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
    #endif

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
            #if GTK4
            // The menu button parents the popover itself.
            if gtk_widget_get_parent(wrapper.popover) != nil { gtk_widget_unparent(wrapper.popover) }
            #endif
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
            // GTK made a popover for the menu (GTK 3: use-popover is on by default).
            guard let made = gtk_menu_button_get_popover(button) else { return }
            #if GTK4
            let wrapper = GtkPopoverWrapper(popover: GObjectBridge.cast(made), relativeTo: nil)
            wrapper.menu = newValue
            #else
            let wrapper = GtkPopoverWrapper(popover: GObjectBridge.cast(made), owns: false)
            wrapper.adoptMenu(newValue)
            #endif
            heldPopover = wrapper
        }
    }

    var isOpen: Bool { heldPopover?.isOpen ?? false }

    #if GTK4
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
            if wait > 0 { GtkBackend.shared?.processEvents(for: Double(wait) / 1_000_000) }
        }
        lastSimulatedClick = g_get_monotonic_time()
        if Gtk4XInput.click(widget) != nil { gtk_menu_button_popup(button) }
    }
    #else
    /// A click through GTK's event delivery: with the popover open (it holds a grab), the
    /// click lands outside it and closes it, as a person's does.
    func simulateClick() { GtkPointerEvents.clickInputWindow(of: widget) }
    #endif
}
#endif
