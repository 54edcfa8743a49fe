/// Something a person can do from anywhere in a window: a named action (GIO's GAction) with
/// a title, keyboard accelerators, an enabled state and, for toggles and radio groups, a
/// state. Menus, header-bar buttons and accelerators all reach it by its detailed name
/// (`app.quit`, `win.refresh`).
///
///     let refresh = Command("refresh", title: tr("Refresh"), accelerators: ["F5", "<Primary>r"]) {
///         [weak self] in self?.reload()
///     }
///     commands = [refresh]                      // in a controller: live while it is shown
///     refresh.enabled(by: isIdle)               // enabled while the publisher says true
///
/// `.app` commands live in the application (GtkApplication's action map), `.window` ones in
/// each window that shows their controller (GtkApplicationWindow's). Accelerators use GTK's
/// syntax: `<Primary>q` (Ctrl+Q), `F5`, `<Shift>F10`, `<Primary>question` (Ctrl+?).
///
/// A command holds its handler strongly: capture the controller weakly in it.
@MainActor
public final class Command {
    /// Where the command lives; its raw value is the prefix of its detailed name.
    public enum Scope: String, Sendable {
        /// `app.*`: one for the whole application.
        case app
        /// `win.*`: one per window; the window's own controller's handles it.
        case window = "win"
    }

    /// The action's name without its prefix ("refresh"): ASCII letters, digits, `-` and `.`,
    /// as GAction names are; a command with another name is reported as an error and never
    /// installed.
    public let name: String
    /// Whether the command is the application's (`app.`) or each window's (`win.`).
    public let scope: Scope
    /// What menus and the shortcuts window call it.
    public let title: String
    /// The keys that activate it, in GTK's syntax (`<Primary>r`, `F5`); the first is the one
    /// menus show.
    public let accelerators: [String]
    /// Plain, with a string parameter, a toggle or a radio group (see the initialisers).
    public let kind: ActionKind
    private let handler: @MainActor (ActionValue?) -> Void
    /// The native actions standing for this command in the maps it is installed in.
    private var installed: [any NativeAction] = []
    private var enabledSubscription: AnyCancellable?

    /// A plain command: `perform` runs on each activation while it is enabled.
    public convenience init(_ name: String, scope: Scope = .window, title: String,
                            accelerators: [String] = [], perform: @escaping @MainActor () -> Void) {
        self.init(name: name, scope: scope, title: title, accelerators: accelerators, kind: .plain) { _ in perform() }
    }

    /// An on/off command (a check item in a menu): each activation flips the state and
    /// passes the new one to `perform`.
    public static func toggle(_ name: String, scope: Scope = .window, title: String, accelerators: [String] = [],
                              isOn: Bool, perform: @escaping @MainActor (Bool) -> Void) -> Command {
        Command(name: name, scope: scope, title: title, accelerators: accelerators, kind: .toggle(isOn: isOn)) { value in
            if case .bool(let isOn) = value { perform(isOn) }
        }
    }

    /// A command that takes a string, such as the row a context menu is for: menu items name
    /// it with a target (`MenuItem(command, target: name)`, "win.copy-name::Ann").
    public convenience init(_ name: String, scope: Scope = .window, title: String,
                            accelerators: [String] = [], performWith perform: @escaping @MainActor (String) -> Void) {
        self.init(name: name, scope: scope, title: title, accelerators: accelerators, kind: .parameter) { value in
            if case .string(let target) = value { perform(target) }
        }
    }

    /// One choice among `options` (radio items in a menu, named `win.name::option`): an
    /// activation with an option selects it and passes it to `perform`.
    public static func radio(_ name: String, scope: Scope = .window, title: String,
                             options: [String], selected: String,
                             perform: @escaping @MainActor (String) -> Void) -> Command {
        let command = Command(name: name, scope: scope, title: title, accelerators: [], kind: .radio(selected: selected)) { value in
            if case .string(let option) = value { perform(option) }
        }
        command.options = options
        return command
    }

    private init(name: String, scope: Scope, title: String, accelerators: [String], kind: ActionKind,
                 handler: @escaping @MainActor (ActionValue?) -> Void) {
        self.name = name
        self.scope = scope
        self.title = title
        self.kind = kind
        isValid = DetailedActionName.isValidName(name)
        if !isValid {
            Diagnostics.error("Command '\(name)' (\"\(title)\"): an action name has only letters, digits, '-' and '.'; the command can't be registered.")
        }
        self.accelerators = accelerators.filter { accelerator in
            guard Backends.current.shell.parseAccelerator(accelerator) == nil else { return true }
            Diagnostics.warning("""
                Command \(scope.rawValue).\(name) ("\(title)"): the accelerator '\(accelerator)' doesn't parse \
                (GTK's syntax: "<Primary>q", "F5", "<Shift>F10", "<Primary>question"); it is ignored.
                """)
            return false
        }
        self.handler = handler
        switch kind {
        case .plain, .parameter: state = nil
        case .toggle(let isOn): state = .bool(isOn)
        case .radio(let selected): state = .string(selected)
        }
    }

    /// False for a name GIO refuses; such a command is never registered.
    let isValid: Bool

    /// A radio group's options; empty for other kinds.
    public private(set) var options: [String] = []

    /// "app.quit", "win.refresh".
    public var detailedName: String { "\(scope.rawValue).\(name)" }

    /// A disabled command does nothing when activated (by accelerator, menu or code), and
    /// menus and buttons for it look inactive.
    public var isEnabled = true {
        didSet {
            for action in installed { action.isEnabled = isEnabled }
            enabledSubject.send(isEnabled)
        }
    }

    private lazy var enabledSubject = CurrentValueSubject<Bool, Never>(isEnabled)

    /// `isEnabled` now and at each change (buttons for the command follow it).
    public var enabledChanges: Observable<Bool> { enabledSubject.removeDuplicates().eraseToAnyPublisher() }

    /// `.bool` for a toggle, `.string` (the selected option) for a radio group, nil otherwise.
    public private(set) var state: ActionValue?

    /// A toggle's state.
    public var isOn: Bool {
        get { state == .bool(true) }
        set {
            guard case .toggle = kind else { return }
            setState(.bool(newValue))
        }
    }

    /// A radio group's selected option.
    public var selectedOption: String? {
        get { if case .string(let option) = state { option } else { nil } }
        set {
            guard case .radio = kind, let newValue else { return }
            setState(.string(newValue))
        }
    }

    /// Follows `publisher` for `isEnabled` (replacing a publisher given before).
    @discardableResult
    public func enabled(by publisher: Observable<Bool>) -> Command {
        enabledSubscription = publisher.sink { [weak self] in self?.isEnabled = $0 }
        return self
    }

    /// Activates the command as a menu item would; `option` picks a radio group's option or
    /// is the string a `performWith` command takes.
    /// - Returns: false (doing nothing) when the command is disabled; a radio group without
    ///   an option, or with one it doesn't have, is refused with a warning.
    @discardableResult
    public func activate(option: String? = nil) -> Bool {
        guard isEnabled else { return false }
        let parameter: ActionValue?
        switch kind {
        case .plain, .toggle:
            parameter = nil
        case .parameter:
            guard let option else {
                Diagnostics.warning("Command \(detailedName): activate needs the string it takes; got none. Ignored.")
                return false
            }
            parameter = .string(option)
        case .radio:
            guard let option, options.contains(option) else {
                Diagnostics.warning("Command \(detailedName): activate needs one of its options \(options); got \(option.map { "'\($0)'" } ?? "none"). Ignored.")
                return false
            }
            parameter = .string(option)
        }
        if let action = installed.first {
            // Through GIO, as a menu item would.
            action.activate(parameter)
        } else {
            didActivate(parameter)
        }
        return true
    }

    // MARK: Installing (used by the registry)

    /// A native action for this command, to add to a map.
    func makeNativeAction() -> any NativeAction {
        let kind: ActionKind = switch (self.kind, state) {
        case (_, .bool(let isOn)): .toggle(isOn: isOn)
        case (_, .string(let option)): .radio(selected: option)
        case (let kind, nil): kind
        }
        let action = Backends.current.shell.makeAction(name: name, kind: kind)
        action.isEnabled = isEnabled
        action.onActivate { [weak self] parameter in self?.didActivate(parameter) }
        installed.append(action)
        return action
    }

    func forget(_ action: any NativeAction) {
        installed.removeAll { $0 === action }
    }

    /// An activation that GIO let through (the command is enabled): a toggle flips, a radio
    /// group takes the option, then the handler runs with the new value.
    private func didActivate(_ parameter: ActionValue?) {
        switch kind {
        case .plain:
            handler(nil)
        case .parameter:
            if case .string = parameter { handler(parameter) }
        case .toggle:
            let flipped = ActionValue.bool(!isOn)
            setState(flipped)
            handler(flipped)
        case .radio:
            guard case .string(let option) = parameter, options.contains(option) else { return }
            setState(.string(option))
            handler(.string(option))
        }
    }

    private func setState(_ value: ActionValue) {
        state = value
        for action in installed { action.state = value }
    }
}
