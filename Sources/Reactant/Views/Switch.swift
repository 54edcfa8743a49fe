/// An on/off control: a GtkSwitch, or with `CheckBox` a check box with a label. A component
/// whose state is whether it is on, reporting the new value when a person flips it.
@MainActor
open class Switch: WidgetComponent<Bool, Bool> {
    private let toggle: any NativeToggle

    /// A switch, off unless `isOn`.
    public convenience init(isOn: Bool = false) {
        self.init(style: .switch, isOn: isOn)
    }

    init(style: ToggleStyle, isOn: Bool) {
        toggle = Backends.current.makeToggle(style)
        super.init(native: toggle, ownerName: "Switch")
        componentState = isOn
        _ = toggle.onToggled { [weak self] value in
            guard let self else { return }
            componentState = value
            perform(action: value)
        }
    }

    /// Turns the widget on or off to match `componentState`.
    open override func update() {
        if toggle.isOn != componentState { toggle.isOn = componentState }
    }

    /// Whether it is on; setting it sets `componentState` (no action is reported).
    public var isOn: Bool {
        get { toggle.isOn }
        set { componentState = newValue }
    }
}

/// A check box with a label (GtkCheckButton); behaves as a `Switch`.
@MainActor
public final class CheckBox: Switch {
    /// A check box labelled `label`, unchecked unless `isOn`.
    public init(label: String, isOn: Bool = false) {
        super.init(style: .checkBox(label: label), isOn: isOn)
    }
}

/// A button that stays pressed in while on (GtkToggleButton); behaves as a `Switch`.
@MainActor
public final class ToggleButton: Switch {
    /// A toggle button titled `title`, raised unless `isOn`.
    public init(title: String, isOn: Bool = false) {
        super.init(style: .button(label: title), isOn: isOn)
    }
}
