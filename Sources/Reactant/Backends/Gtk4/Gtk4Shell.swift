#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4
import FoundationEssentials

/// The GNOME app shell on GTK 4: GIO's actions (as on GTK 3), menus and context menus as
/// GtkPopoverMenu over GMenu, GDK 4's clipboard and the window state, libadwaita's About
/// window and message dialog (AdwMessageDialog), GtkShortcutsWindow and GtkFileChooserNative.
@MainActor
final class Gtk4Shell: NativeShell {
    func makeAction(name: String, kind: ActionKind) -> any NativeAction {
        GtkActionWrapper(name: name, kind: kind)
    }

    func parseAccelerator(_ accelerator: String) -> KeyPress? {
        var keyval: guint = 0
        var modifiers = GdkModifierType(0)
        guard gtk_accelerator_parse(accelerator, &keyval, &modifiers) != 0, keyval != 0 else { return nil }
        let known = GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue
        guard modifiers.rawValue & ~known == 0 else { return nil }
        return GtkKeys.keyPress(keyval: keyval, state: modifiers.rawValue)
    }

    // MARK: Menus

    func makeMenuButton() -> any NativeMenuButton { Gtk4MenuButtonWrapper() }

    func makePopover(relativeTo widget: any NativeWidget) -> any NativePopover {
        Gtk4PopoverWrapper(popover: gtk_popover_new(), relativeTo: Gtk4WidgetWrapper.gtkWrapper(widget, for: "popover"))
    }

    let contextMenus = Gtk4ContextMenus()

    func setContextMenuHandler(on widget: any NativeWidget, _ handler: (@MainActor (ContextMenuRequest) -> Bool)?) {
        contextMenus.setHandler(on: widget, handler)
    }

    func simulateContextClick(on widget: any NativeWidget, at point: (x: Double, y: Double)?) {
        guard let wrapper = Gtk4WidgetWrapper.gtkWrapper(widget, for: "context click") else { return }
        contextMenus.simulateContextClick(on: wrapper, at: point)
    }

    // MARK: Standard windows and dialogs

    func makeAboutWindow(_ content: AboutContent) -> any NativeStandardWindow {
        Gtk4AboutWindow.make(content)
    }

    func makeShortcutsWindow(_ groups: [ShortcutGroup]) -> any NativeStandardWindow {
        Gtk4ShortcutsWindow.make(groups)
    }

    func makeMessageDialog() -> any NativeMessageDialog { Gtk4MessageDialogWrapper() }

    // MARK: File choosers

    private var fileChoosers: [GtkFileChooser] = []

    var shownFileChoosers: [any NativeFileChooser] { fileChoosers }

    /// A failure is answered from an idle callback, as every answer comes from the main loop.
    @discardableResult
    func showFileChooser(_ request: FileChooserRequest, parent: (any NativeWindow)?,
                         completion: @escaping @MainActor (FileChooserOutcome) -> Void) -> (any NativeFileChooser)? {
        if let problem = FileChooserPortal.problem() {
            GtkIdleWork.schedule { completion(.failed(problem)) }
            return nil
        }
        let parentWindow = parent.flatMap { Gtk4WidgetWrapper.gtkWrapper($0, for: "showFileChooser") as? Gtk4WindowWrapper }
        let chooser = GtkFileChooser(request: request, parent: parentWindow, completion: completion) { [weak self] ended in
            self?.fileChoosers.removeAll { $0 === ended }
        }
        fileChoosers.append(chooser)
        chooser.show()
        return chooser
    }

    // MARK: Clipboard

    func setClipboardText(_ text: String) { Gtk4ClipboardAccess.setText(text) }

    func requestClipboardText(_ completion: @escaping @MainActor (String?) -> Void) {
        Gtk4ClipboardAccess.requestText(completion)
    }

    // MARK: Window state

    func windowStateStorage(appID: String, keyFileFolder: URL) -> WindowStateStorage {
        GtkWindowStateStore.storage(appID: appID, keyFileFolder: keyFileFolder)
    }

    func readWindowState(from storage: WindowStateStorage) -> WindowStateReading {
        GtkWindowStateStore.read(from: storage)
    }

    func writeWindowState(_ state: WindowState, to storage: WindowStateStorage) -> String? {
        GtkWindowStateStore.write(state, to: storage)
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
