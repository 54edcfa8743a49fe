/// A screen: one root view, a title, and the appearance lifecycle. The non-generic part of
/// `ControllerBase`, so windows and navigation can hold any controller.
///
/// Controllers never build other controllers or navigate by themselves; a `Wireframe` does
/// that and hands them closures (`Reactions`).
@MainActor
open class Controller {
    /// Where a controller is in its appearance lifecycle.
    public enum Appearance: Equatable, Sendable {
        /// `disappeared`: not shown (a new controller); `appearing`: between `viewWillAppear()`
        /// and `viewDidAppear()`; `appeared`: shown; `disappearing`: between
        /// `viewWillDisappear()` and `viewDidDisappear()`.
        case disappeared, appearing, appeared, disappearing
    }

    /// Shown in the window's title (or header bar).
    public var title: String {
        didSet {
            dialogHeader?.headerBar.title = title
            host?.controllerTitleDidChange(self)
        }
    }

    /// The root view, as a plain view. `ControllerBase.rootView` is the typed one.
    public let view: View
    /// Tells `rx.deallocated` that the controller is freed.
    let deallocation = Deallocation()

    /// Where the controller is in its appearance lifecycle; `.disappeared` until first shown.
    public private(set) var appearance: Appearance = .disappeared

    /// The window (or, later, navigation stack) showing this controller.
    weak var host: ControllerHost?

    /// The commands this controller handles while it is shown, as UIKit's key commands: they
    /// are live (their accelerators work, menus reach them) while the controller is its
    /// window's controller, the top of its window's navigation, or presented; pushing another
    /// controller over it, popping or dismissing it takes them away. `.window` commands go to
    /// its window's action map, `.app` ones to the application's.
    public var commands: [Command] = [] {
        didSet { window?.refreshCommands() }
    }

    /// The keys this controller handles while it is shown (UIKit's `keyCommands`): a key the
    /// focused widget and its containers left unhandled goes to the window's controller (for a
    /// navigation: its top controller first, then the navigation), before the window's
    /// accelerators. The first command matching the key runs and uses it up.
    public var keyCommands: [KeyCommand] = []

    /// What this controller shows in a navigation's header bar while on top (subtitle, items).
    public private(set) lazy var navigationItem: NavigationItem = {
        let item = NavigationItem()
        item.owner = self
        return item
    }()

    /// The controllers inside this one whose commands are live with it (a navigation's top).
    var activeChildren: [Controller] { [] }

    init(title: String, view: View) {
        self.title = title
        self.view = view
        // Reactant's Properties.Style.controllerRoot: the app's style for every root view.
        Configuration.global.get(valueFor: Properties.Style.controllerRoot)(view)
    }

    // MARK: Lifecycle hooks (no need to call super)

    /// The controller is about to be shown (its window opens, it is pushed or uncovered);
    /// updates can run from here on. Called once per appearance.
    open func viewWillAppear() {}
    /// The controller is shown: its window was just presented, or it became a navigation's top.
    open func viewDidAppear() {}
    /// The controller is about to be hidden (closed, popped, covered); a `ControllerBase`
    /// stops updating after this.
    open func viewWillDisappear() {}
    /// The controller is no longer shown.
    open func viewDidDisappear() {}

    /// The window hosting this controller, when it is shown in one.
    public var window: Window? { host?.window }

    /// The navigation controller this controller is in, if any.
    public var navigation: NavigationController? { host as? NavigationController }

    /// True while the controller is in a window or a navigation stack.
    public var isShown: Bool { host != nil }

    // MARK: Window integration (overridden by navigation and alerts)

    /// Makes the controller a GNOME dialog when it is presented (see `DialogHeader`). Set it
    /// before presenting.
    public var dialogHeader: DialogHeader? {
        didSet { dialogHeader?.headerBar.title = title }
    }

    /// The native window a `Window` showing this controller is made of: a plain application
    /// window (an alert's is a message dialog).
    func makeNativeWindow() -> any NativeWindow { Backends.current.makeWindow() }

    /// The view the window shows as its title bar (a navigation controller's header bar, a
    /// dialog's).
    var titlebarView: View? { dialogHeader?.headerBar }

    /// The size a window presenting this controller opens with (a preferences window wants
    /// more room than a small dialog); nil: 400 × 280, smaller than an app's usual window, so
    /// the parent shows around it. Set it before presenting.
    public var preferredWindowSize: (width: Int, height: Int)?

    /// The size a window presenting this controller opens with; -1 means the content's
    /// natural size.
    var presentedWindowSize: (width: Int, height: Int) { preferredWindowSize ?? (400, 280) }

    /// Whether a window presenting this controller gets a header bar (title, close button)
    /// when the controller has no title bar of its own; an alert's message dialog has none.
    var presentedWindowHasHeaderBar: Bool { true }

    /// What a screen reader calls a window presenting this controller: a dialog (an alert
    /// for `AlertController`).
    var presentedWindowRole: AccessibleRole { .dialog }

    /// A key press the window's focus widget and its containers left unhandled; return true
    /// when handled.
    func handleKeyPress(_ key: KeyPress) -> Bool {
        if let command = keyCommands.first(where: { $0.keyPress == key }) {
            command.perform()
            return true
        }
        // A dialog's keys, when it is the window's controller (its header bar is shown).
        guard let dialogHeader, let window, window.controller === self else { return false }
        return dialogHeader.handleKeyPress(key, focus: window.native.focusedWidget)
    }

    /// The window showing this controller closed (it was dismissed or closed).
    func hostDidClose() {}

    // MARK: Driving the lifecycle (used by hosts)

    /// Moves to `target`, calling the hooks on the way. Each event is delivered once and in
    /// order; an impossible step (appearing twice) is reported and skipped.
    func transition(to target: Appearance) {
        let allowed: Bool
        switch (appearance, target) {
        case (.disappeared, .appearing), (.appearing, .appeared),
             (.appeared, .disappearing), (.disappearing, .disappeared),
             // a transition cancelled half-way
             (.appearing, .disappearing), (.disappearing, .appearing):
            allowed = true
        default:
            allowed = false
        }
        guard allowed else {
            Diagnostics.warning("\(type(of: self)) '\(title)': lifecycle step \(appearance) → \(target) skipped (not a valid step).")
            return
        }
        appearance = target
        switch target {
        case .appearing:
            willAppear()
        case .appeared:
            didAppear()
        case .disappearing:
            willDisappear()
        case .disappeared:
            didDisappear()
        }
    }

    /// Brings a disappeared controller all the way up, or an appeared one all the way down.
    func appear() {
        if appearance == .disappeared { transition(to: .appearing) }
        if appearance == .appearing { transition(to: .appeared) }
    }

    func disappear() {
        if appearance == .appeared { transition(to: .disappearing) }
        if appearance == .disappearing { transition(to: .disappeared) }
    }

    // Framework work around the hooks; `ControllerBase` adds the root view and updates.
    func willAppear() { viewWillAppear() }
    func didAppear() { viewDidAppear() }
    func willDisappear() { viewWillDisappear() }
    func didDisappear() { viewDidDisappear() }
}

/// Something that shows controllers: a window or a navigation controller.
@MainActor
protocol ControllerHost: AnyObject {
    var window: Window? { get }
    func controllerTitleDidChange(_ controller: Controller)
    /// Stops showing `controller` (it is about to be shown somewhere else).
    func release(_ controller: Controller)
}
