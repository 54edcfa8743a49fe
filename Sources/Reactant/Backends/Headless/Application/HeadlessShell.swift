import FoundationEssentials

/// The headless backend's shell objects (see `NativeShell`).
@MainActor
public final class HeadlessShell: NativeShell {
    unowned let backend: HeadlessBackend

    init(backend: HeadlessBackend) {
        self.backend = backend
    }

    /// A new in-memory action (a GSimpleAction stand-in), in no action map yet.
    public func makeAction(name: String, kind: ActionKind) -> any NativeAction {
        HeadlessAction(name: name, kind: kind)
    }

    /// The key press an accelerator in GTK's syntax stands for ("<Primary>q" is Ctrl+Q), parsed
    /// without GTK for the keys `KeyPress` names; nil for what GTK would not parse, or for a key
    /// the toolkit has no name for.
    public func parseAccelerator(_ accelerator: String) -> KeyPress? {
        HeadlessAccelerators.parse(accelerator)
    }

    // MARK: Menus

    let contextMenus = HeadlessContextMenus()

    /// A new `HeadlessMenuButton` without an icon or popover.
    public func makeMenuButton() -> any NativeMenuButton { HeadlessMenuButton(backend: backend) }

    /// A closed `HeadlessPopover` pointing at `widget`; a widget of another backend leaves it
    /// pointing at nothing.
    public func makePopover(relativeTo widget: any NativeWidget) -> any NativePopover {
        HeadlessPopover(relativeTo: widget as? HeadlessWidget, backend: backend)
    }

    /// Calls `handler` when `simulateContextClick(on:at:)`, the Menu key or Shift+F10 asks for a
    /// context menu on `widget` or inside it; nil removes it. The innermost widget with a handler
    /// gets the request.
    public func setContextMenuHandler(on widget: any NativeWidget, _ handler: (@MainActor (ContextMenuRequest) -> Bool)?) {
        contextMenus.setHandler(on: widget, handler)
    }

    /// A right click at `point` (the widget's coordinates; nil: its middle), delivered to the
    /// innermost widget with a handler around that point.
    public func simulateContextClick(on widget: any NativeWidget, at point: (x: Double, y: Double)?) {
        contextMenus.simulateContextClick(on: widget, at: point)
    }

    // MARK: Standard windows

    /// A closed in-memory About window listing `content` as GtkAboutDialog would show it.
    public func makeAboutWindow(_ content: AboutContent) -> any NativeStandardWindow {
        HeadlessStandardWindow.about(content)
    }

    /// A closed in-memory shortcuts window with one section holding `groups`.
    public func makeShortcutsWindow(_ groups: [ShortcutGroup]) -> any NativeStandardWindow {
        HeadlessStandardWindow.shortcuts(groups)
    }

    // MARK: Dialogs

    /// A new, closed `HeadlessMessageDialog` with an empty message.
    public func makeMessageDialog() -> any NativeMessageDialog { HeadlessMessageDialog(backend: backend) }

    // MARK: File choosers

    private var fileChoosers: [HeadlessFileChooser] = []

    /// The file choosers open now, oldest first; a test answers one to end it.
    public var shownFileChoosers: [any NativeFileChooser] { fileChoosers }

    /// Opens an in-memory file chooser for `request` and returns it; `completion` runs when a
    /// test answers it. Where GTK would need a file chooser portal (in a Flatpak sandbox, or with
    /// `GTK_USE_PORTAL=1`) the stand-in has no session bus to ask, so it returns nil and
    /// completion gets `.failed(.portalUnavailable(…))` on the next idle, as GTK fails there.
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

    /// Puts `text` on the in-memory clipboard that `clipboardText` reads.
    public func setClipboardText(_ text: String) { clipboardText = text }

    /// Answers on the next idle, as GTK answers when the selection has been converted.
    public func requestClipboardText(_ completion: @escaping @MainActor (String?) -> Void) {
        let text = clipboardText
        backend.whenIdle { completion(text) }
    }

    // MARK: Window state

    /// Always the key file `window-state.ini` in `keyFileFolder`: the headless backend has no
    /// GSettings.
    public func windowStateStorage(appID: String, keyFileFolder: URL) -> WindowStateStorage {
        .keyFile(keyFileFolder.appendingPathComponent("window-state.ini"))
    }

    /// Reads the saved window state from `storage`: nothing yet, a state, or why what is there
    /// could not be read.
    public func readWindowState(from storage: WindowStateStorage) -> WindowStateReading {
        HeadlessWindowStateStore.read(from: storage)
    }

    /// Saves `state` in `storage`; returns nil, or why it could not be written.
    public func writeWindowState(_ state: WindowState, to storage: WindowStateStorage) -> String? {
        HeadlessWindowStateStore.write(state, to: storage)
    }

    /// The headless backend's one virtual monitor: 1280×1024 with no panels, the screen
    /// xvfb-run gives the GTK test run, so both backends restore a window state alike.
    public static let screenSize = (width: 1280, height: 1024)

    /// Always `screenSize`: one virtual monitor without panels.
    public func workArea(for window: any NativeWindow) -> (width: Int, height: Int)? { Self.screenSize }
}
