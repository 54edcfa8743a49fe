/// One item of a header bar, as UIKit's `UIBarButtonItem`: an icon button, a text button or
/// a menu button, which runs a command (its button follows the command's enabled state) or
/// a closure.
///
///     navigationItem.trailingItems = [
///         BarItem(iconName: "view-refresh-symbolic", label: tr("Refresh"), command: refresh),
///     ]
///     navigationItem.leadingItems = [BarItem(title: tr("Cancel"), perform: cancel)]
///
/// GNOME's header bars show symbolic icons; an icon says nothing to a screen reader, so an
/// icon item's `label` is its accessible name and its tooltip.
@MainActor
public final class BarItem {
    /// How a text item is drawn (GTK's style classes for header-bar buttons).
    public enum Style: Equatable, Sendable {
        /// An ordinary button.
        case plain
        /// The affirmative action: `suggested-action` (the theme's accent colour).
        case suggested
        /// An action that destroys data: `destructive-action` (red).
        case destructive
    }

    /// The item's widget, made once.
    public let view: View
    /// The command the item runs, if it was made with one; the button is sensitive only while
    /// the command is enabled.
    public let command: Command?
    private let perform: (@MainActor () -> Void)?
    private var cancellables: Set<AnyCancellable> = []

    /// An icon button (a symbolic icon; `label` is its tooltip and accessible name).
    public convenience init(iconName: String, label: String, command: Command) {
        self.init(view: Button(iconName: iconName, accessibleLabel: label), command: command, perform: nil)
    }

    /// An icon button that runs `perform` when clicked (`label` is its tooltip and accessible
    /// name).
    public convenience init(iconName: String, label: String, perform: @escaping @MainActor () -> Void) {
        self.init(view: Button(iconName: iconName, accessibleLabel: label), command: nil, perform: perform)
    }

    /// A text button.
    public convenience init(title: String, style: Style = .plain, command: Command) {
        self.init(view: Self.textButton(title, style), command: command, perform: nil)
    }

    /// A text button that runs `perform` when clicked.
    public convenience init(title: String, style: Style = .plain, perform: @escaping @MainActor () -> Void) {
        self.init(view: Self.textButton(title, style), command: nil, perform: perform)
    }

    /// Any view (a `MenuButton`, a search field): it acts on its own.
    public convenience init(view: View) {
        self.init(view: view, command: nil, perform: nil)
    }

    private init(view: View, command: Command?, perform: (@MainActor () -> Void)?) {
        self.view = view
        self.command = command
        self.perform = perform
        if let button = view as? Button {
            button.tap.sink { [weak self] in self?.activate() }.store(in: &cancellables)
            // A screen reader says the command's keys after its name ("Refresh", "F5, Ctrl+R"),
            // which the icon can't show.
            if let command, !command.accelerators.isEmpty, button.accessibleDescription == nil {
                button.accessibleDescription = Self.keyLabels(command.accelerators)
            }
        }
        command?.enabledChanges.sink { [weak view] in view?.isEnabled = $0 }.store(in: &cancellables)
    }

    private static func textButton(_ title: String, _ style: Style) -> Button {
        let button = Button(title: title)
        switch style {
        case .plain: break
        case .suggested: button.addStyleClass("suggested-action")
        case .destructive: button.addStyleClass("destructive-action")
        }
        return button
    }

    /// GTK accelerators as people read them: "<Primary>r" is "Ctrl+R".
    static func keyLabels(_ accelerators: [String]) -> String {
        accelerators.compactMap { accelerator in
            guard var key = Backends.current.shell.parseAccelerator(accelerator) else { return nil }
            if case .character(let character) = key.key { key.key = .character(Character(character.uppercased())) }
            return key.description
        }.joined(separator: ", ")
    }

    private func activate() {
        if let command {
            command.activate()
        } else {
            perform?()
        }
    }
}
