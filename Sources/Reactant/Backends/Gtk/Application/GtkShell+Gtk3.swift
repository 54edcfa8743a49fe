#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// What the GTK 3 shell does its own way: accelerators as GdkEventKeys, GtkPopover, GTK 3's
/// standard windows, the monitor's work area.
extension GtkShell {
    /// gtk_accelerator_parse decides; a key or modifier `KeyPress` can't name is refused too.
    func parseAccelerator(_ accelerator: String) -> KeyPress? {
        var keyval: guint = 0
        var modifiers = GdkModifierType(0)
        gtk_accelerator_parse(accelerator, &keyval, &modifiers)
        guard keyval != 0 else { return nil }
        let known = GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue
        guard modifiers.rawValue & ~known == 0 else { return nil }
        var event = GdkEventKey()
        event.keyval = keyval
        event.state = modifiers.rawValue
        return GtkKeys.keyPress(from: event)
    }

    func makePopover(relativeTo widget: any NativeWidget) -> any NativePopover {
        guard let wrapper = GtkWidgetWrapper.gtkWrapper(widget, for: "popover") else {
            // A popover must point at a GTK widget; one pointing at nothing still works.
            return GtkPopoverWrapper(popover: gtk_popover_new(nil), owns: true)
        }
        return GtkPopoverWrapper(relativeTo: wrapper)
    }

    func makeAboutWindow(_ content: AboutContent) -> any NativeStandardWindow {
        GtkStandardWindows.about(content)
    }

    func makeShortcutsWindow(_ groups: [ShortcutGroup]) -> any NativeStandardWindow {
        GtkStandardWindows.shortcuts(groups)
    }

    func workArea(for window: any NativeWindow) -> (width: Int, height: Int)? {
        guard let display = gdk_display_get_default() else { return nil }
        // A window not yet realized has no monitor: it opens on the primary one (or the first).
        let gdkWindow = (window as? GtkWidgetWrapper).flatMap { gtk_widget_get_window($0.widget) }
        guard let monitor = gdkWindow.flatMap({ gdk_display_get_monitor_at_window(display, $0) })
                ?? gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0) else { return nil }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        return (Int(area.width), Int(area.height))
    }
}
#endif // GTK3
