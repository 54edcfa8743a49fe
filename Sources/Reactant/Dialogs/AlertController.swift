/// A short question or notice with buttons, shown with `present(controller:)`, as UIKit's
/// `UIAlertController`, drawn as GNOME's message dialog (GtkMessageDialog):
///
///     let alert = AlertController(title: "This is a name", message: name)   // or preferredStyle: .actionSheet
///     alert.addAction(AlertAction(title: "Close", style: .cancel) { _ in alert.dismiss() })
///     provider.navigation?.present(controller: alert)
///
/// As the GNOME HIG draws an alert: an empty title bar, the title as a bold heading (larger
/// when there is a message), the message as body text under it, and the actions as a row of
/// buttons along the bottom edge, in the order they were added (put Cancel first: GNOME
/// puts the affirmative action at the end). Screen readers meet it as an alert.
///
/// Choosing an action runs its handler and then dismisses the alert (if the handler did not
/// already). Escape chooses the cancel action; an alert without one ignores Escape. An alert
/// is shown once: after it is dismissed its handlers are released.
///
/// Keyboard, as a GTK dialog with a default response:
/// - The default action (`defaultAction`) is the last `.default` action added; when there is
///   none, the cancel action; only when every action is destructive, the last of them. So
///   Enter never destroys anything while the alert offers something else (GNOME's rule for
///   destructive alerts, whose safe choice is Cancel).
/// - Its button carries GTK's `suggested-action` style class (the theme draws it blue) when
///   it is a `.default` action; a cancel or destructive default keeps its own look.
/// - The alert opens with the keyboard focus on that button.
/// - Enter (Return or the keypad's Enter) chooses the action whose button has the focus, as
///   GTK lets a focused button take Enter; with the focus elsewhere, the default action.
@MainActor
public final class AlertController: Controller {
    /// The body text under the heading; nil for a title-only alert.
    public let message: String?
    /// The actions, in the order they were added (and their buttons shown).
    public private(set) var actions: [AlertAction] = []
    /// The action buttons, in the order the actions were added.
    public private(set) var buttons: [Button] = []
    /// The title, shown as the message dialog's heading.
    public let headingLabel: Label
    /// The message, shown under the heading; hidden when there is none.
    public let messageLabel: Label
    /// The message dialog showing the alert, while it is shown (the buttons go into it).
    private weak var dialog: (any NativeMessageDialog)?
    private var cancellables: Set<AnyCancellable> = []

    /// UIKit's `UIAlertController.Style`, kept so that iOS code compiles as written. GNOME
    /// has no action sheets: both are drawn as a message dialog, responses in a row (the HIG).
    public enum Style: Equatable, Sendable {
        /// A message dialog (UIKit's centred alert).
        case alert
        /// Also a message dialog: GNOME has no sheets sliding from the bottom.
        case actionSheet
    }

    /// The style asked for; both are drawn the same (see `Style`).
    public let preferredStyle: Style

    /// An alert with `title` as its heading and `message` under it, without actions yet: add
    /// them with `addAction(_:)` before presenting.
    public init(title: String, message: String? = nil, preferredStyle: Style = .alert) {
        self.message = message
        self.preferredStyle = preferredStyle
        // GtkMessageDialog's message area: the heading and the body, 10 pixels apart.
        let content = Container(layout: .vertical(spacing: 10))
        headingLabel = Label(text: title)
        messageLabel = Label(text: message ?? "")
        super.init(title: title, view: content)
        content.addStyleClass("alert")
        content.children(headingLabel, messageLabel)
        for label in [headingLabel, messageLabel] { label.wraps = true }
        messageLabel.isHidden = message == nil
        // About the width GNOME's message dialogs have; long texts wrap.
        content.layout.width(300)
    }

    /// The heading follows the title.
    override public var title: String {
        didSet { headingLabel.text = title }
    }

    /// Adds a button for `action`; a destructive one is styled as such (red). The default
    /// action may change with it (see the type's notes).
    public func addAction(_ action: AlertAction) {
        let button = Button(title: action.title)
        switch action.style {
        case .default: break
        case .cancel: button.widgetName = "cancel"
        case .destructive: button.addStyleClass("destructive-action")
        }
        let index = actions.count
        button.tap.sink { [weak self] in self?.choose(index) }.store(in: &cancellables)
        actions.append(action)
        buttons.append(button)
        (button.native as? any NativeButton).map { dialog?.addResponseButton($0) }
        markDefaultButton()
    }

    /// The button of the action titled `title`, if any.
    public func button(titled title: String) -> Button? {
        buttons.first { $0.title == title }
    }

    /// The action Enter chooses when no button has the focus; nil for an alert without actions.
    public var defaultAction: AlertAction? { defaultIndex.map { actions[$0] } }

    /// The default action's button.
    public var defaultButton: Button? { defaultIndex.map { buttons[$0] } }

    private var defaultIndex: Int? {
        actions.lastIndex { $0.style == .default }
            ?? actions.firstIndex { $0.style == .cancel }
            ?? (actions.isEmpty ? nil : actions.count - 1)
    }

    private func markDefaultButton() {
        for button in buttons { button.removeStyleClass("suggested-action") }
        if let index = defaultIndex, actions[index].style == .default {
            buttons[index].addStyleClass("suggested-action")
        }
    }

    private func choose(_ index: Int) {
        let action = actions[index]
        action.handler?(action)
        // The handler may have dismissed already (as the seed's handler does).
        if let window, window.presentingWindow != nil { window.close() }
    }

    /// An alert is one-shot: once its window closes, the handlers are let go. That breaks the
    /// cycle a handler that dismisses its own alert makes (`{ _ in alert.dismiss() }`).
    override func hostDidClose() {
        actions = actions.map { AlertAction(title: $0.title, style: $0.style) }
    }

    /// A message dialog with the heading styled as GTK styles its own, and the buttons in it.
    override func makeNativeWindow() -> any NativeWindow {
        let dialog = Backends.current.shell.makeMessageDialog()
        if let heading = headingLabel.native as? any NativeLabel {
            dialog.setHeading(heading, large: message != nil)
        }
        for case let button as any NativeButton in buttons.map(\.native) { dialog.addResponseButton(button) }
        self.dialog = dialog
        return dialog
    }

    override var presentedWindowSize: (width: Int, height: Int) { (-1, -1) }

    override var presentedWindowRole: AccessibleRole { .alert }

    override var presentedWindowHasHeaderBar: Bool { false }

    /// The focus goes to the default button before the window is shown, so GTK (and the
    /// headless window) keep it there instead of focusing the first button.
    override func willAppear() {
        super.willAppear()
        defaultButton?.focus()
    }

    override func handleKeyPress(_ key: KeyPress) -> Bool {
        if super.handleKeyPress(key) { return true }
        if key == KeyPress(.enter) {
            guard let index = buttons.firstIndex(where: \.hasFocus) ?? defaultIndex else { return false }
            choose(index)
            return true
        }
        guard key == .escape else { return false }
        if let cancel = actions.firstIndex(where: { $0.style == .cancel }) { choose(cancel) }
        return true
    }
}

/// One button of an `AlertController`.
public struct AlertAction {
    /// What the action does, which decides its look and which keys choose it.
    public enum Style: Equatable, Sendable {
        /// `default`: an ordinary choice (the last one added is the default, `suggested-action`);
        /// `cancel`: backs out, chosen by Escape; `destructive`: destroys data (red,
        /// `destructive-action`), never the default while there is another choice.
        case `default`, cancel, destructive
    }

    /// The button's label.
    public let title: String
    /// The action's style; `.default` unless given.
    public let style: Style
    /// Runs when the action is chosen, before the alert is dismissed; nil for none.
    public let handler: (@MainActor (AlertAction) -> Void)?

    /// An action for `addAction(_:)`.
    public init(title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
