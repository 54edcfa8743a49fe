#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// GTK 4's key controllers with Swift handlers, and emitting key-pressed on the controller
/// `onKeyPress` made: the window's fallback key path when a key can't go through the X server
/// (see `Gtk4WindowWrapper.simulateKeyPress`).
extension Gtk4WidgetWrapper {
    /// A new GtkEventControllerKey of this widget's (which owns it from then on), in `phase`.
    func addKeyController(phase: GtkPropagationPhase = GTK_PHASE_BUBBLE) -> OpaquePointer {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, phase)
        addController(controller)
        return controller
    }

    /// Runs `handler` with each key `controller` reports pressed (a key `GtkKeys` knows: any
    /// other is left to GTK); true takes the key. Connected as `connect(_:on:)` connects.
    @discardableResult
    func onKeyPressed(of controller: OpaquePointer,
                      _ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        connect("key-pressed", on: UnsafeMutableRawPointer(controller), shape: .keyPressed) { argument in
            guard let pair = argument?.assumingMemoryBound(to: (guint, guint32).self).pointee,
                  let key = GtkKeys.keyPress(keyval: pair.0, state: pair.1) else { return false }
            return handler(key)
        }
    }

    /// A key controller of its own in `phase`, running `handler` (see `onKeyPressed(of:_:)`).
    func addKeyController(phase: GtkPropagationPhase = GTK_PHASE_BUBBLE,
                          _ handler: @escaping @MainActor (KeyPress) -> Bool) {
        onKeyPressed(of: addKeyController(phase: phase), handler)
    }

    /// Emits key-pressed on this widget's key controller (the toolkit's `onKeyPress`
    /// handlers), as GTK 4's bubble phase would; true when one handled the key.
    func emitKeyPressed(_ key: KeyPress) -> Bool {
        guard let keyController else { return false }
        let type = gtk_event_controller_key_get_type()
        var parameters = [GValue](repeating: GValue(), count: 4)
        g_value_init(&parameters[0], type)
        g_value_set_object(&parameters[0], UnsafeMutableRawPointer(keyController))
        g_value_init(&parameters[1], Gtk4Object.uintType)
        g_value_set_uint(&parameters[1], GtkKeys.keyval(for: key.key))
        g_value_init(&parameters[2], Gtk4Object.uintType)
        g_value_set_uint(&parameters[2], 0)
        g_value_init(&parameters[3], gdk_modifier_type_get_type())
        g_value_set_flags(&parameters[3], GtkKeys.state(for: key.modifiers).rawValue)
        var result = GValue()
        g_value_init(&result, Gtk4Object.booleanType)
        g_signal_emitv(&parameters, g_signal_lookup("key-pressed", type), 0, &result)
        let handled = g_value_get_boolean(&result) != 0
        g_value_unset(&result)
        for index in parameters.indices { g_value_unset(&parameters[index]) }
        return handled
    }
}
#endif // GTK4
