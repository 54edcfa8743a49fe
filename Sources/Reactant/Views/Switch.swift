/// An on/off control: a GtkSwitch, or with `CheckBox` a check box with a label. A component
/// whose state is whether it is on, reporting the new value when a person flips it.
@MainActor
open class Switch: View, Component {
    public typealias StateType = Bool
    public typealias ActionType = Bool

    private let toggle: any NativeToggle
    private let core: ComponentCore<Bool, Bool>

    public init(isOn: Bool = false) {
        toggle = Backends.current.makeToggle(.switch)
        core = ComponentCore(ownerName: "Switch", canUpdate: true)
        super.init(native: toggle)
        connect(isOn: isOn)
    }

    init(style: ToggleStyle, isOn: Bool) {
        toggle = Backends.current.makeToggle(style)
        core = ComponentCore(ownerName: "\(Self.self)", canUpdate: true)
        super.init(native: toggle)
        connect(isOn: isOn)
    }

    private func connect(isOn: Bool) {
        core.performUpdate = { [unowned self] in
            if toggle.isOn != core.state { toggle.isOn = core.state }
        }
        componentState = isOn
        _ = toggle.onToggled { [weak self] value in
            guard let self else { return }
            core.state = value
            core.send(value)
        }
    }

    public var isOn: Bool {
        get { toggle.isOn }
        set { componentState = newValue }
    }

    // MARK: Component

    public var componentState: Bool {
        get { core.state }
        set { core.state = newValue }
    }

    public var action: Observable<Bool> { core.action }

    public var stateCancellables: Set<AnyCancellable> {
        get { core.stateCancellables }
        set { core.stateCancellables = newValue }
    }

    public func update() {
        core.performUpdate()
    }

    public func perform(action: Bool) {
        core.send(action)
    }
}

/// A check box with a label (GtkCheckButton); behaves as a `Switch`.
@MainActor
public final class CheckBox: Switch {
    public init(label: String, isOn: Bool = false) {
        super.init(style: .checkBox(label: label), isOn: isOn)
    }
}
