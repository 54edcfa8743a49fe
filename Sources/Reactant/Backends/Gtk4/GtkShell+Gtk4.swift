#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

// The GTK 4 twins of the classes the shell names (GtkShell.swift), under the names a GTK 4
// build gives them.
typealias GtkContextMenus = Gtk4ContextMenus
typealias GtkPopoverWrapper = Gtk4PopoverWrapper
typealias GtkMessageDialogWrapper = Gtk4MessageDialogWrapper
typealias GtkClipboardAccess = Gtk4ClipboardAccess

/// What the GNOME app shell does its own way on GTK 4: accelerators without GdkEventKeys,
/// GtkPopover(Menu) over GMenu, libadwaita's About window and GtkShortcutsWindow, no work area.
extension GtkShell {
    func parseAccelerator(_ accelerator: String) -> KeyPress? {
        var keyval: guint = 0
        var modifiers = GdkModifierType(0)
        guard gtk_accelerator_parse(accelerator, &keyval, &modifiers) != 0, keyval != 0 else { return nil }
        let known = GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue
        guard modifiers.rawValue & ~known == 0 else { return nil }
        return GtkKeys.keyPress(keyval: keyval, state: modifiers.rawValue)
    }

    func makePopover(relativeTo widget: any NativeWidget) -> any NativePopover {
        Gtk4PopoverWrapper(popover: gtk_popover_new(), relativeTo: Gtk4WidgetWrapper.gtkWrapper(widget, for: "popover"))
    }

    func makeAboutWindow(_ content: AboutContent) -> any NativeStandardWindow {
        Gtk4AboutWindow.make(content)
    }

    func makeShortcutsWindow(_ groups: [ShortcutGroup]) -> any NativeStandardWindow {
        Gtk4ShortcutsWindow.make(groups)
    }

    /// The work area of the window's monitor (the first monitor while the window has no
    /// surface yet). GDK 4 knows it on X11 only (gdk_x11_monitor_get_workarea, the screen
    /// less panels, as GTK 3's gdk_monitor_get_workarea); elsewhere it is the monitor's
    /// whole size, which still keeps a restored window on the screen.
    func workArea(for window: any NativeWindow) -> (width: Int, height: Int)? {
        guard let display = gdk_display_get_default() else { return nil }
        let surface = (window as? Gtk4WindowWrapper).flatMap { wrapper in
            gtk_widget_get_realized(wrapper.widget) != 0 ? gtk_native_get_surface(OpaquePointer(wrapper.widget)) : nil
        }
        var monitor = surface.flatMap { gdk_display_get_monitor_at_surface(display, $0) }
        if monitor == nil, let monitors = gdk_display_get_monitors(display), let first = g_list_model_get_item(monitors, 0) {
            g_object_unref(first)  // the display keeps its monitors
            monitor = OpaquePointer(first)
        }
        guard let monitor else { return nil }
        var area = GdkRectangle()
        if g_type_check_instance_is_a(UnsafeMutablePointer(monitor), gdk_x11_monitor_get_type()) != 0 {
            gdk_x11_monitor_get_workarea(monitor, &area)
        } else {
            gdk_monitor_get_geometry(monitor, &area)
        }
        return (Int(area.width), Int(area.height))
    }
}
#endif // GTK4
