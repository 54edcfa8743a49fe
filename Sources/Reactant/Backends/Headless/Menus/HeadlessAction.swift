/// A GSimpleAction stand-in: a name, an enabled flag, a state, and handlers that run only
/// while it is enabled.
@MainActor
public final class HeadlessAction: NativeAction {
    /// The action's name in its map, without the `app.`/`win.` prefix.
    public let name: String
    /// Plain, parameter, toggle or radio, as made.
    public let kind: ActionKind
    /// Whether `activate` runs the handlers; true for a new action.
    public var isEnabled = true
    /// The state: set from `kind` when made, then only by code (handlers included); nil for plain
    /// actions.
    public var state: ActionValue?
    private var handlers: [@MainActor (ActionValue?) -> Void] = []

    init(name: String, kind: ActionKind) {
        self.name = name
        self.kind = kind
        switch kind {
        case .plain, .parameter: state = nil
        case .toggle(let isOn): state = .bool(isOn)
        case .radio(let selected): state = .string(selected)
        }
    }

    /// Adds a handler `activate` calls while the action is enabled, in the order added; handlers
    /// can't be removed.
    public func onActivate(_ handler: @escaping @MainActor (ActionValue?) -> Void) {
        handlers.append(handler)
    }

    /// g_simple_action_activate: nothing while disabled.
    public func activate(_ parameter: ActionValue?) {
        guard isEnabled else { return }
        for handler in handlers { handler(parameter) }
    }
}

/// A GActionMap stand-in, shared by the headless application and windows.
@MainActor
struct HeadlessActionMap {
    private var actions: [String: any NativeAction] = [:]

    mutating func add(_ action: any NativeAction) {
        guard action is HeadlessAction else {
            Diagnostics.error("addAction: \(type(of: action)) is not a headless action; objects of two backends can't be mixed.")
            return
        }
        actions[action.name] = action
    }

    mutating func remove(named name: String) { actions[name] = nil }
    func action(named name: String) -> (any NativeAction)? { actions[name] }
    var names: [String] { actions.keys.sorted() }
}
