import FoundationEssentials

/// A top-level window showing one controller: its root view as content, its title as the
/// window title (and its header bar as the title bar, for a `NavigationController`), and the
/// appearance lifecycle tied to the window being shown and closed.
///
/// Closing the window, from code (`close()`) or by the person (the window manager's close
/// button), runs `viewWillDisappear`/`viewDidDisappear` and releases the window.
///
/// Windows form a stack: a window can present one modal window, transient for it, which can
/// present another (see `Controller.present(controller:)`). Closing a window closes the
/// windows it presented first, topmost first.
@MainActor
public final class Window: ControllerHost {
    /// The backend's window: a `GtkApplicationWindow` (an alert's `GtkMessageDialog`) on GTK,
    /// an in-memory one headless.
    public let native: any NativeWindow
    /// The controller the window shows; nil for a window made with `init()` until
    /// `rootViewController` is set, and after it closed.
    public private(set) var controller: Controller?
    /// Called after the window has closed, however that happened.
    var onClosed: ((Window) -> Void)?
    /// Called when the window starts closing, while it still has its size and state.
    var onWillClose: ((Window) -> Void)?
    /// The app this window belongs to: the one that opened it, or the one of the window that
    /// presented it; nil for a window shown on its own (`Window(controller:).show()`).
    public internal(set) weak var application: Application?

    /// The modal window this one presented, if it is still open.
    public private(set) var presentedWindow: Window?
    /// The window that presented this one; nil for a window the app opened.
    public private(set) weak var presentingWindow: Window?
    /// The header bar a presented window gets when its controller brings none (see `present`).
    public private(set) var presentedHeaderBar: HeaderBar?

    /// Windows on screen, in the order they were shown (the backend's `shownWindows`, seen
    /// from the controllers' side). A shown window is kept alive here until it closes, as GTK
    /// keeps its toplevels, so its controller's lifecycle always ends with the window.
    public private(set) static var onScreen: [Window] = []

    private let shownSubject = CurrentValueSubject<Bool, Never>(false)
    /// The `win.*` commands installed in the native window (see `Window+Commands`).
    var installedCommands: ActionMapCommands
    /// The overlay the window's toasts show in, around the controller's view; made by the
    /// first `showToast(_:)`.
    public internal(set) var toastOverlay: ToastOverlay?
    /// The built-in `win.close` (Ctrl+W), one per window.
    private(set) lazy var closeCommand = Command("close", title: rtr("Close Window"),
                                                 accelerators: ["<Primary>w"]) { [weak self] in self?.close() }

    /// A window showing nothing yet, as UIKit's `UIWindow()`: set `rootViewController`, then
    /// `makeKeyAndVisible()`.
    public convenience init() {
        self.init(native: Backends.current.makeWindow())
    }

    /// The native window comes from the controller: an alert is a GTK message dialog.
    private init(native: any NativeWindow) {
        self.native = native
        installedCommands = ActionMapCommands(map: native, label: "a window")
        _ = native.onCloseRequest { [weak self] in
            // The person closed the window: finish the lifecycle ourselves, then let it go.
            self?.close()
            return true
        }
        _ = native.onKeyPress { [weak self] key in
            self?.handleKeyPress(key) ?? false
        }
        refreshCommands()
    }

    /// A window showing `controller`, not shown yet: call `show()` (or present it). A
    /// controller shown elsewhere moves here, with a warning.
    public convenience init(controller: Controller) {
        self.init(native: controller.makeNativeWindow())
        attach(controller)
    }

    /// UIKit's `rootViewController`: the controller the window shows. Setting another one
    /// while the window is shown lets the old one disappear and the new one appear.
    public var rootViewController: Controller? {
        get { controller }
        set {
            guard newValue !== controller else { return }
            let isShown = native.isShown
            if let old = controller {
                if isShown { old.transition(to: .disappearing) }
                showContent(nil)
                native.titlebar = nil
                old.host = nil
                controller = nil
                if isShown { old.transition(to: .disappeared) }
                removeCommands()
            }
            guard let newValue else { return }
            if isShown { newValue.transition(to: .appearing) }
            attach(newValue)
            if isShown { newValue.transition(to: .appeared) }
        }
    }

    /// UIKit's `makeKeyAndVisible()`: shows the window and gives it the keyboard focus. While
    /// an app started with `Application.run(delegate:)` is running, the window becomes one of
    /// its windows (so the app runs until it closes).
    public func makeKeyAndVisible() {
        guard controller != nil else {
            Diagnostics.warning("makeKeyAndVisible() on a window without a rootViewController shows nothing; set rootViewController first.")
            return
        }
        if application == nil, let running = Application.running { running.adopt(self) }
        show()
    }

    private func attach(_ controller: Controller) {
        if let previous = controller.host {
            Diagnostics.warning("\(type(of: controller)) '\(controller.title)' is already shown elsewhere; it moves to a new window.")
            previous.release(controller)
        }
        self.controller = controller
        controller.host = self
        native.title = controller.title
        presentedHeaderBar?.title = controller.title
        native.titlebar = controller.titlebarView?.native ?? presentedHeaderBar?.native
        showContent(controller.view)
        refreshCommands()
    }

    var window: Window? { self }

    /// The window's title: its controller's.
    public var title: String { native.title }
    /// True from `show()` until the window closes.
    public var isShown: Bool { native.isShown }
    /// True for a window presented modally over another.
    public var isModal: Bool { native.isModal }

    /// The size the window opens with.
    public var defaultSize: (width: Int, height: Int) {
        get { native.defaultSize }
        set { native.defaultSize = newValue }
    }

    /// Emits once the window is on screen (at once for a window already shown), then finishes;
    /// finishes without a value when the window closes first.
    public var shown: Observable<Void> {
        shownSubject.first { $0 }.map { _ in () }.eraseToAnyPublisher()
    }

    /// This window and the windows it presented, bottom first.
    public var presentationChain: [Window] {
        Array(sequence(first: self) { $0.presentedWindow })
    }

    /// Shows the window and runs the controller's appear events around it.
    public func show() {
        guard let controller, !native.isShown else { return }
        controller.transition(to: .appearing)
        native.present()
        Self.onScreen.removeAll { $0 === self }
        Self.onScreen.append(self)
        controller.transition(to: .appeared)
        shownSubject.send(true)
    }

    /// Closes the window, after closing the windows it presented (topmost first). Closing a
    /// window that is already closed does nothing.
    public func close() {
        if let presentedWindow { presentedWindow.close() }
        guard let controller else { return }
        onWillClose?(self)
        // A file chooser asking for this window answers "cancelled": nothing waits for it now.
        for chooser in Backends.current.shell.shownFileChoosers where chooser.parent === native { chooser.cancel() }
        controller.transition(to: .disappearing)
        native.close()
        Self.onScreen.removeAll { $0 === self }
        controller.transition(to: .disappeared)
        removeCommands()
        // A closed window can't show its controller again, so it lets go of the widgets now,
        // even if something still holds the window.
        showContent(nil)
        toastOverlay?.dismissAll()
        native.titlebar = nil
        presentedHeaderBar = nil
        controller.host = nil
        controller.hostDidClose()
        self.controller = nil
        shownSubject.send(completion: .finished)
        if let presentingWindow, presentingWindow.presentedWindow === self {
            presentingWindow.presentedWindow = nil
        }
        onClosed?(self)
    }

    /// Opens `controller` in a new modal window transient for this one. The caller checked
    /// that this window is shown, presents nothing yet, and that `controller` is not shown.
    /// The new window belongs to this window's application, if it has one, until it closes.
    ///
    /// A controller without a title bar of its own (no navigation, no `dialogHeader`, not an
    /// alert) gets GNOME's secondary window: a header bar with its title and the close button.
    func present(_ controller: Controller) -> Window {
        let presented = Window(controller: controller)
        presented.native.transientFor = native
        presented.native.isModal = true
        if controller.titlebarView == nil, controller.presentedWindowHasHeaderBar {
            let bar = HeaderBar(title: controller.title)
            bar.showsWindowControls = true
            presented.presentedHeaderBar = bar
            presented.native.titlebar = bar.native
        }
        presented.defaultSize = controller.presentedWindowSize
        presented.native.accessibleRole = controller.presentedWindowRole
        presented.presentingWindow = self
        presentedWindow = presented
        application?.adopt(presented)
        presented.show()
        return presented
    }

    /// Escape closes a presented window when its controller has no use for it.
    private func handleKeyPress(_ key: KeyPress) -> Bool {
        guard let controller else { return false }
        if controller.handleKeyPress(key) { return true }
        if key == .escape, dismissToastForEscape() { return true }
        if key == .escape, presentingWindow != nil {
            close()
            return true
        }
        return false
    }

    func controllerTitleDidChange(_ controller: Controller) {
        native.title = controller.title
        presentedHeaderBar?.title = controller.title
    }

    func release(_ controller: Controller) {
        guard controller === self.controller else { return }
        close()
    }
}
