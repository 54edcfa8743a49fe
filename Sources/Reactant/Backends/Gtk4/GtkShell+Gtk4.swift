#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

// The GTK 4 twins of the classes the shell names (GtkShell.swift), under the names a GTK 4
// build gives them.
typealias GtkContextMenus = Gtk4ContextMenus
typealias GtkMenuButtonWrapper = Gtk4MenuButtonWrapper
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

    /// GDK 4 has no portable work area (only X11's gdk_x11_monitor_get_workarea): a
    /// restored size is not clamped to the screen yet.
    func workArea(for window: any NativeWindow) -> (width: Int, height: Int)? { nil }
}
#endif // GTK4
