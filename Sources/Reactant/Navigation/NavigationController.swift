/// A stack of controllers inside one window, as UIKit's `UINavigationController`: the window's
/// title bar is a header bar with the top controller's title and a back button when there is
/// something to go back to; the controllers' root views are pages of a stack that slides.
///
///     func entrypoint() -> Controller {
///         NavigationController(root: mainController())
///     }
///     // in a reaction: provider.navigation?.push(controller: self.tableController())
///
/// Keys: Alt+Left goes back (as the back button); in a presented window, Escape dismisses it.
///
/// Appearance order (only while the navigation controller itself has appeared):
/// - push: old `willDisappear`, new `willAppear`, old `didDisappear`, new `didAppear`;
/// - pop (and the back button): top `willDisappear`, new top `willAppear`, old top
///   `didDisappear`, new top `didAppear`; `popToRoot` and `replace…` the same, with every
///   removed controller that was not on top getting no events (it had disappeared already);
/// - the navigation controller appearing or disappearing (its window shown, closed or
///   dismissed) forwards each event to its top controller right after its own.
///
/// A popped (or replaced) controller is let go at once, but its page stays in the stack,
/// out of sight of the toolkit's tree only after its slide is over: GTK draws the outgoing
/// page from the widget, so it is taken out when the stack's transition ends.
///
/// Misuse is refused with a warning through `Diagnostics` and changes nothing: popping the
/// root, pushing a controller that is already shown (here or elsewhere) or a navigation
/// controller, and navigating in a navigation controller whose window was closed. The
/// `@discardableResult` values say whether anything happened.
@MainActor
public final class NavigationController: Controller, ControllerHost {
    /// The controllers, root first; the last one is shown.
    public private(set) var controllers: [Controller] = []
    /// The window's title bar while the navigation is shown: the top controller's title and
    /// subtitle, the back button and the top controller's `navigationItem` items.
    public let headerBar: HeaderBar
    /// Goes back one page; hidden while there is only the root. It shows GNOME's back icon
    /// (go-previous-symbolic); its accessible label and tooltip are "Back".
    public let backButton: Button
    /// The header bar's close button, for a branch (see `branchNavigation`).
    public private(set) var closeButton: Button?
    private let stack: Stack
    private var onCloseButton: (() -> Void)?
    /// Set when the window showing this navigation closed; cleared when it is shown again.
    private var wasClosed = false
    /// The widget that had the focus in each page a push covered, given the focus back when
    /// the page is on top again, so that after Back the focus is where the person left it.
    private var coveredFocus: [ObjectIdentifier: CoveredFocus] = [:]

    private struct CoveredFocus {
        weak var widget: (any NativeWidget)?
    }
    private var cancellables: Set<AnyCancellable> = []

    /// A navigation stack with `root` as its first controller.
    public init(root: Controller) {
        stack = Stack()
        headerBar = HeaderBar()
        backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: rtr("Back"))
        super.init(title: "", view: stack)
        backButton.widgetName = "back"
        backButton.isHidden = true
        headerBar.packStart(backButton)
        headerBar.showsWindowControls = true
        backButton.tap.sink { [weak self] in self?.pop() }.store(in: &cancellables)
        push(controller: root, animated: false)
    }

    /// UIKit's spelling of `init(root:)`.
    public convenience init(rootViewController: Controller) {
        self.init(root: rootViewController)
    }

    /// The controller shown now.
    public var topController: Controller? { controllers.last }
    /// The first controller, which can't be popped.
    public var rootController: Controller? { controllers.first }

    /// When false, pages switch without sliding (GTK also skips the slide when the desktop
    /// turns animations off).
    public var animatesTransitions: Bool {
        get { stack.animatesTransitions }
        set { stack.animatesTransitions = newValue }
    }

    /// The primary menu's button, outermost at the end of the header bar; nil without one.
    public private(set) var primaryMenuButton: MenuButton?

    /// Puts GNOME's primary menu button (open-menu-symbolic, "Main Menu") at the end of the
    /// header bar, outermost; nil takes it away. `Application.show` gives its main windows one.
    public func setPrimaryMenu(_ menu: Menu?) {
        if let primaryMenuButton { headerBar.remove(primaryMenuButton) }
        primaryMenuButton = nil
        guard let menu else { return }
        let button = MenuButton(iconName: "open-menu-symbolic", label: rtr("Main Menu"), menu: menu)
        button.widgetName = "primary-menu"
        headerBar.packEnd(button)
        primaryMenuButton = button
        showItems(of: controllers.last)
    }

    /// Adds a close button at the end of the header bar that calls `action`; a second call
    /// replaces the first. The window's own close button is hidden then.
    public func setCloseButton(title: String, action: @escaping @MainActor () -> Void) {
        if let closeButton { headerBar.remove(closeButton) }
        let button = Button(title: title)
        button.widgetName = "close"
        button.tap.sink { [weak self] in self?.onCloseButton?() }.store(in: &cancellables)
        headerBar.packEnd(button)
        headerBar.showsWindowControls = false
        closeButton = button
        onCloseButton = action
        // The top controller's trailing items go inward of the close button.
        showItems(of: controllers.last)
    }

    // MARK: Navigating

    /// Shows `controller` on top, sliding it in from the right.
    /// - Returns: false (with a warning) when refused; see the type's notes on misuse.
    @discardableResult
    public func push(controller: Controller, animated: Bool = true) -> Bool {
        guard canNavigate("push(controller: \(describeController(controller)))"),
              canAdopt(controller, doing: "push") else { return false }
        let old = controllers.last
        if let old { rememberFocus(in: old) }
        let visible = isOnScreen
        if visible {
            old?.transition(to: .disappearing)
            controller.transition(to: .appearing)
        }
        controllers.append(controller)
        controller.host = self
        stack.add(controller.view)
        // The pages below stay in the stack (hidden), which lets the slide show the old page.
        stack.show(controller.view, transition: animated ? .slideLeft : .none)
        placeFocus(on: controller)
        topDidChange()
        if visible {
            old?.transition(to: .disappeared)
            controller.transition(to: .appeared)
        }
        return true
    }

    /// Removes the top controller and shows the one below, sliding back.
    /// - Returns: the controller removed; nil (with a warning) on the root or when refused.
    @discardableResult
    public func pop(animated: Bool = true) -> Controller? {
        guard canNavigate("pop()") else { return nil }
        guard controllers.count > 1 else {
            Diagnostics.warning("pop(): \(describeController(controllers.first ?? self)) is the root of its navigation; there is nothing to go back to.")
            return nil
        }
        return replaceTop(keeping: controllers.count - 1, with: nil, transition: animated ? .slideRight : .none).first
    }

    /// Removes every controller above the root.
    /// - Returns: the controllers removed, top first; empty when the root is on top already.
    @discardableResult
    public func popToRoot(animated: Bool = true) -> [Controller] {
        guard canNavigate("popToRoot()"), controllers.count > 1 else { return [] }
        return replaceTop(keeping: 1, with: nil, transition: animated ? .slideRight : .none)
    }

    /// Replaces the top controller with `controller`.
    /// - Returns: false (with a warning) when refused.
    @discardableResult
    public func replace(with controller: Controller, animated: Bool = true) -> Bool {
        guard canNavigate("replace(with: \(describeController(controller)))"),
              canAdopt(controller, doing: "replace with") else { return false }
        replaceTop(keeping: controllers.count - 1, with: controller, transition: animated ? .slideLeft : .none)
        return true
    }

    /// Replaces the whole stack with `controller` as the new root.
    /// - Returns: false (with a warning) when refused.
    @discardableResult
    public func replaceAll(with controller: Controller, animated: Bool = true) -> Bool {
        guard canNavigate("replaceAll(with: \(describeController(controller)))"),
              canAdopt(controller, doing: "replace all with") else { return false }
        replaceTop(keeping: 0, with: controller, transition: animated ? .slideLeft : .none)
        return true
    }

    /// "Close" in the person's language: a branch's close button unless told otherwise.
    public nonisolated static var closeTitle: String { rtr("Close") }

    /// Presents `controller` in a new navigation controller whose header bar has a close
    /// button that dismisses the whole branch; inside the branch, push and pop work as here.
    /// - Returns: the presentation; `controller` of it is the branch's navigation controller.
    @discardableResult
    public func branchNavigation(controller: Controller,
                                 closeButtonTitle: String? = NavigationController.closeTitle) -> Presentation {
        let operation = "branchNavigation(controller: \(describeController(controller)))"
        guard canAdopt(controller, doing: "branch with") else {
            return Presentation(controller: nil, window: nil)
        }
        if let refusal = refusalToPresent(from: operation) {
            Diagnostics.warning(refusal)
            return Presentation(controller: nil, window: nil)
        }
        let branch = NavigationController(root: controller)
        if let closeButtonTitle {
            branch.setCloseButton(title: closeButtonTitle) { [weak branch] in branch?.dismissBranch() }
        }
        return present(controller: branch)
    }

    /// Closes this navigation's window when it was presented (the close button of a branch).
    private func dismissBranch() {
        guard let window, window.presentingWindow != nil else { return }
        window.close()
    }

    // MARK: The stack's mechanics

    private var isOnScreen: Bool { appearance == .appeared }

    /// Replaces everything above the first `count` controllers with `newTop` (or nothing), with
    /// the appearance events of a pop (or a push, when there is a new controller).
    @discardableResult
    private func replaceTop(keeping count: Int, with newTop: Controller?, transition: StackTransition) -> [Controller] {
        let removed = Array(controllers[count...].reversed())
        let oldTop = controllers.last
        controllers.removeSubrange(count...)
        if let newTop { controllers.append(newTop) }
        let top = controllers.last
        let visible = isOnScreen
        if visible {
            oldTop?.transition(to: .disappearing)
            top?.transition(to: .appearing)
        }
        if let newTop {
            newTop.host = self
            stack.add(newTop.view)
        }
        // The old top's page stays in the stack until it has slid out (the controller lets go
        // of it now); the pages below it were hidden already and go at once.
        if let top { stack.show(top.view, transition: transition) }
        for controller in removed {
            stack.removeAfterTransition(controller.view)
            controller.host = nil
            coveredFocus[ObjectIdentifier(controller)] = nil
        }
        if let top { placeFocus(on: top) }
        topDidChange()
        if visible {
            oldTop?.transition(to: .disappeared)
            top?.transition(to: .appeared)
        }
        return removed
    }

    private func rememberFocus(in controller: Controller) {
        guard let focus = window?.native.focusedWidget, isInside(focus, controller.view.native) else { return }
        coveredFocus[ObjectIdentifier(controller)] = CoveredFocus(widget: focus)
    }

    /// Where the focus goes when `controller` comes on top of a shown navigation, which a
    /// person may have asked for from the keyboard (Enter on a button that pushes, Alt+Left):
    /// back on the widget that had it when the page was covered, else on the page's first
    /// focusable widget. GtkStack moves it in only when the old page had it, and a page with
    /// nothing focusable yet (a table still loading) leaves it on the old page, which unsets
    /// it as it slides out; a table gives its rows the focus when they come while the window
    /// has none (see `TableViewBase`).
    private func placeFocus(on controller: Controller) {
        let remembered = coveredFocus.removeValue(forKey: ObjectIdentifier(controller))?.widget
        guard isOnScreen, let window, window.isShown else { return }
        if let remembered, isInside(remembered, controller.view.native), remembered.isEffectivelySensitive,
           remembered.isEffectivelyVisible {
            remembered.grabFocus()
            if remembered.isFocus { return }
        }
        controller.view.native.focusInside()
    }

    private func isInside(_ widget: any NativeWidget, _ ancestor: any NativeWidget) -> Bool {
        var current: (any NativeWidget)? = widget
        while let node = current {
            if node === ancestor { return true }
            current = node.nativeParent
        }
        return false
    }

    private func topDidChange() {
        let title = controllers.last?.title ?? ""
        headerBar.title = title
        self.title = title
        backButton.isHidden = controllers.count < 2
        showItems(of: controllers.last)
        window?.refreshCommands()
    }

    /// The header-bar views of the top controller's navigation item now packed.
    private var shownItemViews: [View] = []

    /// Packs the top controller's items: leading ones after the back button, trailing ones
    /// before what the navigation packed at the end itself (the primary menu, a branch's
    /// close button).
    private func showItems(of controller: Controller?) {
        for view in shownItemViews { headerBar.remove(view) }
        shownItemViews = []
        headerBar.subtitle = controller?.navigationItem.subtitle
        guard let item = controller?.navigationItem else { return }
        for barItem in item.leadingItems {
            headerBar.packStart(barItem.view)
            shownItemViews.append(barItem.view)
        }
        for barItem in item.trailingItems {
            headerBar.packEnd(barItem.view)
            shownItemViews.append(barItem.view)
        }
    }

    func navigationItemDidChange(of controller: Controller) {
        if controller === controllers.last { showItems(of: controller) }
    }

    private func canNavigate(_ operation: String) -> Bool {
        guard wasClosed, window == nil else { return true }
        Diagnostics.warning("\(operation): this navigation's window was closed (dismissed); it can't navigate any more. Refused.")
        return false
    }

    private func canAdopt(_ controller: Controller, doing verb: String) -> Bool {
        if controller is NavigationController {
            Diagnostics.warning("Can't \(verb) \(describeController(controller)): a navigation controller can't be inside another; present it instead. Refused.")
            return false
        }
        if controller.isShown {
            Diagnostics.warning("Can't \(verb) \(describeController(controller)): it is already shown; a controller can be in one place at a time. Refused.")
            return false
        }
        return true
    }

    // MARK: Controller

    override var titlebarView: View? { headerBar }

    override var activeChildren: [Controller] { controllers.last.map { [$0] } ?? [] }

    override func handleKeyPress(_ key: KeyPress) -> Bool {
        if let top = controllers.last, top.handleKeyPress(key) { return true }
        if super.handleKeyPress(key) { return true }
        if key == .altLeft, controllers.count > 1 {
            pop()
            return true
        }
        return false
    }

    override func hostDidClose() { wasClosed = true }

    override func willAppear() {
        wasClosed = false
        super.willAppear()
        if let top = controllers.last, top.appearance == .disappeared { top.transition(to: .appearing) }
    }

    override func didAppear() {
        super.didAppear()
        controllers.last?.appear()
    }

    override func willDisappear() {
        super.willDisappear()
        if let top = controllers.last, top.appearance == .appeared { top.transition(to: .disappearing) }
    }

    override func didDisappear() {
        super.didDisappear()
        controllers.last?.disappear()
    }

    // MARK: ControllerHost

    func controllerTitleDidChange(_ controller: Controller) {
        if controller === controllers.last { topDidChange() }
    }

    /// A controller of this stack is moving to a window of its own: take it out.
    func release(_ controller: Controller) {
        guard let index = controllers.firstIndex(where: { $0 === controller }) else { return }
        if index == controllers.count - 1, controllers.count > 1 {
            pop(animated: false)
        } else {
            controller.disappear()
            controllers.remove(at: index)
            stack.remove(controller.view)
            controller.host = nil
            topDidChange()
        }
    }
}
