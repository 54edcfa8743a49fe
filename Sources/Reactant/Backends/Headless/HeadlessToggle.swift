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

    override public func disconnect(_ connection: SignalConnection) {
        super.disconnect(connection)
        toggleHandlers.remove(connection)
    }
}
