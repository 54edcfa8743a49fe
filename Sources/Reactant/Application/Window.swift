/// A top-level window showing one controller: its root view as content, its title as the
/// window title, and the appearance lifecycle tied to the window being shown and closed.
///
/// Closing the window, from code (`close()`) or by the person (the window manager's close
/// button), runs `viewWillDisappear`/`viewDidDisappear` and releases the window.
@MainActor
public final class Window: ControllerHost {
    public let native: any NativeWindow
    public private(set) var controller: Controller?
    /// Called after the window has closed, however that happened.
    var onClosed: ((Window) -> Void)?

    public init(controller: Controller) {
        native = Backends.current.makeWindow()
        self.controller = controller
        if let previous = controller.host {
            Diagnostics.warning("\(type(of: controller)) '\(controller.title)' is already shown elsewhere; it moves to a new window.")
            previous.release(controller)
        }
        controller.host = self
        native.title = controller.title
        native.content = controller.view.native
        _ = native.onCloseRequest { [weak self] in
            // The person closed the window: finish the lifecycle ourselves, then let it go.
            self?.close()
            return true
        }
    }

    var window: Window? { self }

    public var title: String { native.title }
    public var isShown: Bool { native.isShown }

    /// The size the window opens with.
    public var defaultSize: (width: Int, height: Int) {
        get { native.defaultSize }
        set { native.defaultSize = newValue }
    }

    /// Shows the window and runs the controller's appear events around it.
    public func show() {
        guard let controller, !native.isShown else { return }
        controller.transition(to: .appearing)
        native.present()
        controller.transition(to: .appeared)
    }

    /// Closes the window. Closing a window that is already closed does nothing.
    public func close() {
        guard let controller else { return }
        controller.transition(to: .disappearing)
        native.close()
        controller.transition(to: .disappeared)
        controller.host = nil
        self.controller = nil
        onClosed?(self)
    }

    func controllerTitleDidChange(_ controller: Controller) {
        native.title = controller.title
    }

    func release(_ controller: Controller) {
        guard controller === self.controller else { return }
        close()
    }
}
