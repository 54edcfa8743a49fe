/// The seam for GIO's actions: named things a person can do (GAction), kept in action maps
/// (GActionMap: the application for `app.*`, each window for `win.*`), and reached by
/// accelerators (`gtk_application_set_accels_for_action`), menu items and code.
///
/// Shared rules both backends keep (GLib's):
/// - A disabled action does nothing when activated, however it is activated; an accelerator
///   of a disabled action is not used up, so the key goes on to the focus widget.
/// - Adding an action to a map replaces one of the same name there.
/// - An accelerator reaches an action only in a window that belongs to an application, and it
///   is looked up in the window that has the keyboard (the modal one while one is up): its
///   `win.*` actions, then the application's `app.*` ones.

/// The value of a stateful action's state or of an activation's parameter (a GVariant of
/// type `b` or `s`).
public enum ActionValue: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// A boolean (GVariant type `b`): a toggle's state.
    case bool(Bool)
    /// A string (GVariant type `s`): a radio group's state, or a parameter.
    case string(String)

    /// The value as GVariant's text format prints it: `true`, `'text'`.
    public var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .string(let value): "'\(value)'"
        }
    }
}

/// What kind of GAction: a plain one, one taking a string, a toggle (boolean state, no parameter)
/// or a radio
/// group (string state, activated with the string of the option to choose).
public enum ActionKind: Equatable, Sendable {
    /// Stateless and without a parameter.
    case plain
    /// Stateless, activated with a string (a menu item's target: "win.copy::Ann").
    case parameter
    /// A boolean state, activated without a parameter; `isOn` is the initial state.
    case toggle(isOn: Bool)
    /// A string state, activated with the option to choose; `selected` is the initial option.
    case radio(selected: String)
}

/// One GSimpleAction.
@MainActor
public protocol NativeAction: AnyObject {
    /// The name within its map, without the `app.`/`win.` prefix.
    var name: String { get }
    /// Plain, parameter, toggle or radio, with the state it was made with.
    var kind: ActionKind { get }
    /// Whether activating does anything (GAction's enabled); a menu item for a disabled action is
    /// greyed out.
    var isEnabled: Bool { get set }
    /// The current state: `.bool` for a toggle, `.string` for a radio group, nil for a plain
    /// action. Setting it from code calls no handler.
    var state: ActionValue? { get set }
    /// Called for each activation while the action is enabled, with its parameter (a radio
    /// group's chosen option). The handler decides the new state; the action changes none
    /// itself.
    func onActivate(_ handler: @escaping @MainActor (ActionValue?) -> Void)
    /// Activates as a menu item or accelerator would (`g_action_activate`); does nothing
    /// while disabled. The parameter must fit the kind (the caller checks).
    func activate(_ parameter: ActionValue?)
}

/// A GActionMap: the application's `app.*` actions or a window's `win.*` ones.
@MainActor
public protocol NativeActionMap: AnyObject {
    /// Adds `action`, replacing an action of the same name (GLib's rule).
    func addAction(_ action: any NativeAction)
    /// Takes the action called `name` out; does nothing when there is none.
    func removeAction(named name: String)
    /// The action called `name` (without prefix), or nil.
    func action(named name: String) -> (any NativeAction)?
    /// The names of the actions in the map, sorted.
    var actionNames: [String] { get }
}
