#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// Adds the toolkit's states (invalid-entry, required) to what GTK's accessibles report.
///
/// GTK 3 computes an accessible's states afresh in its class's `ref_state_set` from the
/// widget, and has no way to add one from outside. So at start the toolkit wraps
/// GtkWidgetAccessible's `ref_state_set`: every GTK accessible class chains up to it, and
/// classes made later copy the wrapped function. The wrapper adds the states stored on the
/// accessible (qdata) and changes nothing for accessibles without any.
enum GtkAccessibleStates {
    private typealias RefStateSet = @convention(c) (UnsafeMutablePointer<AtkObject>?) -> UnsafeMutablePointer<AtkStateSet>?
    nonisolated(unsafe) private static var original: RefStateSet?
    private static let statesQuark = g_quark_from_string("reactant-accessible-states")

    /// Wraps the class function once; call before the first widget is made.
    @MainActor
    static func install() {
        guard original == nil, let raw = g_type_class_ref(gtk_widget_accessible_get_type()) else { return }
        // The class stays referenced for the life of the process, as GTK's own classes do.
        let atkClass = raw.assumingMemoryBound(to: AtkObjectClass.self)
        original = atkClass.pointee.ref_state_set
        atkClass.pointee.ref_state_set = { accessible in
            let set = GtkAccessibleStates.original?(accessible) ?? atk_state_set_new()
            guard let accessible else { return set }
            let bits = UInt(bitPattern: g_object_get_qdata(GObjectBridge.cast(accessible), GtkAccessibleStates.statesQuark))
            for state in AccessibleState.allCases where bits & GtkAccessibleStates.bit(state) != 0 {
                atk_state_set_add_state(set, GtkAccessibleStates.atkState(state))
            }
            return set
        }
    }

    static func states(of accessible: UnsafeMutablePointer<AtkObject>) -> Set<AccessibleState> {
        let bits = UInt(bitPattern: g_object_get_qdata(GObjectBridge.cast(accessible), statesQuark))
        return Set(AccessibleState.allCases.filter { bits & bit($0) != 0 })
    }

    /// Stores the state and tells the AT-SPI bridge (state-changed), only when it changes.
    static func set(_ state: AccessibleState, _ isOn: Bool, on accessible: UnsafeMutablePointer<AtkObject>) {
        let object: UnsafeMutablePointer<GObject> = GObjectBridge.cast(accessible)
        let bits = UInt(bitPattern: g_object_get_qdata(object, statesQuark))
        let new = isOn ? bits | bit(state) : bits & ~bit(state)
        guard new != bits else { return }
        g_object_set_qdata(object, statesQuark, UnsafeMutableRawPointer(bitPattern: new))
        atk_object_notify_state_change(accessible, AtkState(atkState(state).rawValue), GObjectBridge.gbool(isOn))
    }

    private static func bit(_ state: AccessibleState) -> UInt {
        UInt(1) << UInt(AccessibleState.allCases.firstIndex(of: state)!)
    }

    private static func atkState(_ state: AccessibleState) -> AtkStateType {
        switch state {
        case .invalidEntry: ATK_STATE_INVALID_ENTRY
        case .required: ATK_STATE_REQUIRED
        }
    }
}
#endif // GTK3
