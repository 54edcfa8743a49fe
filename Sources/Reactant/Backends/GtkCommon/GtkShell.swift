#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC
import FoundationEssentials

/// The GTK backend's shell objects (see `NativeShell`): GIO's actions, menus and context
/// menus, message dialogs, file choosers, the clipboard and the window state. The classes
/// behind them that GTK 4 changed have GTK 4 twins, named by the same names in a GTK 4 build
/// (GtkShell+Gtk4.swift); what the two shells do differently (accelerators, popovers,
/// standard windows, the work area) is in GtkShell+Gtk3.swift and GtkShell+Gtk4.swift.
@MainActor
final class GtkShell: NativeShell {
    func makeAction(name: String, kind: ActionKind) -> any NativeAction {
        GtkActionWrapper(name: name, kind: kind)
    }

    // MARK: Menus

    let contextMenus = GtkContextMenus()

    func makeMenuButton() -> any NativeMenuButton { GtkMenuButtonWrapper() }

    func setContextMenuHandler(on widget: any NativeWidget, _ handler: (@MainActor (ContextMenuRequest) -> Bool)?) {
        contextMenus.setHandler(on: widget, handler)
    }

    func simulateContextClick(on widget: any NativeWidget, at point: (x: Double, y: Double)?) {
        guard let wrapper = GtkWidgetWrapper.gtkWrapper(widget, for: "context click") else { return }
        contextMenus.simulateContextClick(on: wrapper, at: point)
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
}
#endif // GTK3 || GTK4
