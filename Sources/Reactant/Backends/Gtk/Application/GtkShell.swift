#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk
import FoundationEssentials

/// The GTK backend's shell objects (see `NativeShell`).
@MainActor
final class GtkShell: NativeShell {
    func makeAction(name: String, kind: ActionKind) -> any NativeAction {
        GtkActionWrapper(name: name, kind: kind)
    }

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

    // MARK: Menus

    let contextMenus = GtkContextMenus()

    func makeMenuButton() -> any NativeMenuButton { GtkMenuButtonWrapper() }

    func makePopover(relativeTo widget: any NativeWidget) -> any NativePopover {
        guard let wrapper = GtkWidgetWrapper.gtkWrapper(widget, for: "popover") else {
            // A popover must point at a GTK widget; one pointing at nothing still works.
            return GtkPopoverWrapper(popover: gtk_popover_new(nil), owns: true)
        }
        return GtkPopoverWrapper(relativeTo: wrapper)
    }

    func setContextMenuHandler(on widget: any NativeWidget, _ handler: (@MainActor (ContextMenuRequest) -> Bool)?) {
        contextMenus.setHandler(on: widget, handler)
    }

    func simulateContextClick(on widget: any NativeWidget, at point: (x: Double, y: Double)?) {
        guard let wrapper = GtkWidgetWrapper.gtkWrapper(widget, for: "context click") else { return }
        contextMenus.simulateContextClick(on: wrapper, at: point)
    }

    // MARK: Standard windows

    func makeAboutWindow(_ content: AboutContent) -> any NativeStandardWindow {
        GtkStandardWindows.about(content)
    }

    func makeShortcutsWindow(_ groups: [ShortcutGroup]) -> any NativeStandardWindow {
        GtkStandardWindows.shortcuts(groups)
    }

    // MARK: Dialogs

    func makeMessageDialog() -> any NativeMessageDialog { GtkMessageDialogWrapper() }

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
        let parentWindow = parent.flatMap { GtkWidgetWrapper.gtkWrapper($0, for: "showFileChooser") as? GtkWindowWrapper }
        let chooser = GtkFileChooser(request: request, parent: parentWindow, completion: completion) { [weak self] ended in
            self?.fileChoosers.removeAll { $0 === ended }
        }
        fileChoosers.append(chooser)
        chooser.show()
        return chooser
    }

    // MARK: Clipboard

    func setClipboardText(_ text: String) { GtkClipboardAccess.setText(text) }

    func requestClipboardText(_ completion: @escaping @MainActor (String?) -> Void) {
        GtkClipboardAccess.requestText(completion)
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
