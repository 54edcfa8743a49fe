import FoundationEssentials

/// The headless backend's shell objects (see `NativeShell`).
@MainActor
public final class HeadlessShell: NativeShell {
    unowned let backend: HeadlessBackend

    init(backend: HeadlessBackend) {
        self.backend = backend
    }

    public func makeAction(name: String, kind: ActionKind) -> any NativeAction {
        HeadlessAction(name: name, kind: kind)
    }

    public func parseAccelerator(_ accelerator: String) -> KeyPress? {
        HeadlessAccelerators.parse(accelerator)
    }

    // MARK: Menus

    let contextMenus = HeadlessContextMenus()

    public func makeMenuButton() -> any NativeMenuButton { HeadlessMenuButton(backend: backend) }

    public func makePopover(relativeTo widget: any NativeWidget) -> any NativePopover {
        HeadlessPopover(relativeTo: widget as? HeadlessWidget, backend: backend)
    }

    public func setContextMenuHandler(on widget: any NativeWidget, _ handler: (@MainActor (ContextMenuRequest) -> Bool)?) {
        contextMenus.setHandler(on: widget, handler)
    }

    public func simulateContextClick(on widget: any NativeWidget, at point: (x: Double, y: Double)?) {
        contextMenus.simulateContextClick(on: widget, at: point)
    }

    // MARK: Standard windows

    public func makeAboutWindow(_ content: AboutContent) -> any NativeStandardWindow {
        HeadlessStandardWindow.about(content)
    }

    public func makeShortcutsWindow(_ groups: [ShortcutGroup]) -> any NativeStandardWindow {
        HeadlessStandardWindow.shortcuts(groups)
    }

    // MARK: Dialogs

    public func makeMessageDialog() -> any NativeMessageDialog { HeadlessMessageDialog(backend: backend) }

    // MARK: File choosers

    private var fileChoosers: [HeadlessFileChooser] = []

    public var shownFileChoosers: [any NativeFileChooser] { fileChoosers }

    @discardableResult
    public func showFileChooser(_ request: FileChooserRequest, parent: (any NativeWindow)?,
                                completion: @escaping @MainActor (FileChooserOutcome) -> Void) -> (any NativeFileChooser)? {
        if let problem = HeadlessFileChooser.portalProblem() {
            backend.whenIdle { completion(.failed(.portalUnavailable(problem))) }
            return nil
        }
        let chooser = HeadlessFileChooser(request: request, parent: parent, completion: completion) { [weak self] ended in
            self?.fileChoosers.removeAll { $0 === ended }
        }
        fileChoosers.append(chooser)
        return chooser
    }

    // MARK: Clipboard

    /// The clipboard's text, in memory (nil: it holds none).
    public private(set) var clipboardText: String?

    public func setClipboardText(_ text: String) { clipboardText = text }

    /// Answers on the next idle, as GTK answers when the selection has been converted.
    public func requestClipboardText(_ completion: @escaping @MainActor (String?) -> Void) {
        let text = clipboardText
        backend.whenIdle { completion(text) }
    }

    // MARK: Window state

    public func windowStateStorage(appID: String, keyFileFolder: URL) -> WindowStateStorage {
        .keyFile(keyFileFolder.appendingPathComponent("window-state.ini"))
    }

    public func readWindowState(from storage: WindowStateStorage) -> WindowStateReading {
        HeadlessWindowStateStore.read(from: storage)
    }

    public func writeWindowState(_ state: WindowState, to storage: WindowStateStorage) -> String? {
        HeadlessWindowStateStore.write(state, to: storage)
    }

    /// The headless backend's one virtual monitor: 1280×1024 with no panels, the screen
    /// xvfb-run gives the GTK test run, so both backends restore a window state alike.
    public static let screenSize = (width: 1280, height: 1024)

    public func workArea(for window: any NativeWindow) -> (width: Int, height: Int)? { Self.screenSize }
}
