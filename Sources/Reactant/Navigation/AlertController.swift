/// A short question or notice with buttons, shown with `present(controller:)`, as UIKit's
/// `UIAlertController` (and GTK's message dialog):
///
///     let alert = AlertController(title: "This is a name", message: name)
///     alert.addAction(AlertAction(title: "Close", style: .cancel) { _ in alert.dismiss() })
///     provider.navigation?.present(controller: alert)
///
/// Choosing an action runs its handler and then dismisses the alert (if the handler did not
/// already). Escape chooses the cancel action; an alert without one ignores Escape. An alert
/// is shown once: after it is dismissed its handlers are released.
@MainActor
public final class AlertController: Controller {
    public let message: String?
    public private(set) var actions: [AlertAction] = []
    /// The action buttons, in the order the actions were added.
    public private(set) var buttons: [Button] = []
    /// Shows the title, as a GTK dialog does; it also gives the window GTK's own frame.
    public let headerBar: HeaderBar
    public let messageLabel: Label
    private let buttonRow: Container
    private var cancellables: Set<AnyCancellable> = []

    public init(title: String, message: String? = nil) {
        self.message = message
        let content = Container(layout: .vertical(spacing: 12))
        headerBar = HeaderBar(title: title)
        messageLabel = Label(text: message ?? "")
        buttonRow = Container(layout: .horizontal(spacing: 8))
        super.init(title: title, view: content)
        content.addStyleClass("alert")
        content.children(messageLabel, buttonRow)
        messageLabel.wraps = true
        messageLabel.isHidden = message == nil
        content.layout.width(320)
        messageLabel.layout.edges(.leading, .top, .trailing, inset: 18)
        buttonRow.layout.edges(.leading, .bottom, .trailing, inset: 18).align(horizontal: .end)
    }

    /// Adds a button for `action`; a destructive one is styled as such (red).
    public func addAction(_ action: AlertAction) {
        let button = Button(title: action.title)
        switch action.style {
        case .default: break
        case .cancel: button.name = "cancel"
        case .destructive: button.addStyleClass("destructive-action")
        }
        let index = actions.count
        button.tap.sink { [weak self] in self?.choose(index) }.store(in: &cancellables)
        actions.append(action)
        buttons.append(button)
        buttonRow.children(button)
    }

    /// The button of the action titled `title`, if any.
    public func button(titled title: String) -> Button? {
        buttons.first { $0.title == title }
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

    override var titlebarView: View? { headerBar }

    override var presentedWindowSize: (width: Int, height: Int) { (-1, -1) }

    override func handleKeyPress(_ key: KeyPress) -> Bool {
        guard key == .escape else { return false }
        if let cancel = actions.firstIndex(where: { $0.style == .cancel }) { choose(cancel) }
        return true
    }
}

/// One button of an `AlertController`.
public struct AlertAction {
    public enum Style: Equatable, Sendable {
        case `default`, cancel, destructive
    }

    public let title: String
    public let style: Style
    public let handler: (@MainActor (AlertAction) -> Void)?

    public init(title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
