/// A GtkSwitch or GtkCheckButton stand-in.
@MainActor
public final class HeadlessToggle: HeadlessWidget, NativeToggle {
    public let style: ToggleStyle
    /// Set from code without telling the toggle handlers (see NativeWidgets.swift).
    public var isOn = false
    private var toggleHandlers = HeadlessHandlers<@MainActor (Bool) -> Void>()

    init(_ style: ToggleStyle, backend: HeadlessBackend) {
        self.style = style
        super.init(kind: .toggle, backend: backend)
    }

    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        toggleHandlers.add(handler, as: backend.makeConnection())
    }

    public func simulateToggle() {
        isOn.toggle()
        for connection in toggleHandlers.connections {
            // Each handler hears the value as it is now, as GTK's handlers read it back.
            toggleHandlers.handler(for: connection)?(isOn)
        }
    }

    /// A click flips it; check and toggle buttons take the focus first (GtkButton's
    /// focus-on-click), a GtkSwitch leaves it where it was (checked against GTK 3.24).
    override func clickedByPointer() {
        if style != .switch { grabFocus() }
        simulateToggle()
    }

    /// Space and Enter on the focused toggle flip it, as GtkSwitch's and GtkToggleButton's
    /// activate bindings do.
    override func handleKey(_ key: KeyPress) -> Bool {
        guard isFocus, key.modifiers.isEmpty, key.key == .enter || key.key == .character(" ") else { return false }
        simulateToggle()
        return true
    }

    override public func disconnect(_ connection: SignalConnection) {
        super.disconnect(connection)
        toggleHandlers.remove(connection)
    }
}
