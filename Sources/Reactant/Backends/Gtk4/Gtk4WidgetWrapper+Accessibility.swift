#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// Accessible label, description, relations and states: GTK 4.8 can set but not read them,
/// so what was set is also kept on the wrapper.
extension Gtk4WidgetWrapper {
    var accessibleLabel: String? {
        get { accessibleName }
        set {
            accessibleName = newValue
            applyAccessibleName()
        }
    }

    /// GTK 4.8 names a widget by its labelled-by labels and then its label property, both:
    /// a field labelled by "Name to greet" was read as "Name to greet Name to greet" (seen
    /// through AT-SPI, scripts/check-accessibility.sh --gtk4). The label property is given
    /// only while no label is linked.
    private func applyAccessibleName() {
        let linked = !(relations[.labelledBy] ?? []).isEmpty
        setAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_LABEL, linked ? nil : accessibleName)
    }

    var accessibleDescription: String? {
        get { accessibleText }
        set {
            accessibleText = newValue
            setAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, newValue)
        }
    }

    private var accessible: OpaquePointer { Gtk4Object.opaque(accessibleWidget) }

    private func setAccessibleProperty(_ property: GtkAccessibleProperty, _ text: String?) {
        guard let text else {
            gtk_accessible_reset_property(accessible, property)
            return
        }
        var properties = [property]
        var value = GValue()
        gtk_accessible_property_init_value(property, &value)
        g_value_set_string(&value, text)
        withUnsafeMutablePointer(to: &value) { pointer in
            gtk_accessible_update_property_value(accessible, 1, &properties, pointer)
        }
        g_value_unset(&value)
    }

    func setAccessibleRelation(_ relation: AccessibleRelation, to targets: [any NativeWidget]) {
        let wrappers = targets.compactMap { $0 as? Gtk4WidgetWrapper }
        relations[relation] = wrappers.map(WeakWidget.init)
        let gtkRelation = relation == .labelledBy ? GTK_ACCESSIBLE_RELATION_LABELLED_BY : GTK_ACCESSIBLE_RELATION_DESCRIBED_BY
        if relation == .labelledBy { applyAccessibleName() }
        guard !wrappers.isEmpty else {
            gtk_accessible_reset_relation(accessible, gtkRelation)
            return
        }
        // A reference list relation is a GList of GtkAccessible in a pointer GValue; GTK
        // takes the list over (it frees it with the relation's value).
        var list: UnsafeMutablePointer<GList>?
        for wrapper in wrappers.reversed() { list = g_list_prepend(list, UnsafeMutableRawPointer(wrapper.accessibleWidget)) }
        var relationsList = [gtkRelation]
        var value = GValue()
        gtk_accessible_relation_init_value(gtkRelation, &value)
        g_value_set_pointer(&value, list)
        gtk_accessible_update_relation_value(accessible, 1, &relationsList, &value)
        g_value_unset(&value)
    }

    func accessibleTargets(of relation: AccessibleRelation) -> [any NativeWidget] {
        (relations[relation] ?? []).compactMap(\.widget)
    }

    var accessibleStates: Set<AccessibleState> { states }

    func setAccessibleState(_ state: AccessibleState, _ isOn: Bool) {
        if isOn { states.insert(state) } else { states.remove(state) }
        switch state {
        case .invalidEntry:
            var list = [GTK_ACCESSIBLE_STATE_INVALID]
            // GTK 4.8 reads this state's GValue with g_value_get_int although its init_value
            // makes it an enum (a critical for each): an int GValue is what it reads.
            var value = GValue()
            g_value_init(&value, Gtk4Object.intType)
            g_value_set_int(&value, gint(isOn ? GTK_ACCESSIBLE_INVALID_TRUE.rawValue : GTK_ACCESSIBLE_INVALID_FALSE.rawValue))
            gtk_accessible_update_state_value(accessible, 1, &list, &value)
            g_value_unset(&value)
        case .required:
            var list = [GTK_ACCESSIBLE_PROPERTY_REQUIRED]
            var value = GValue()
            gtk_accessible_property_init_value(GTK_ACCESSIBLE_PROPERTY_REQUIRED, &value)
            g_value_set_boolean(&value, Gtk4Object.gbool(isOn))
            gtk_accessible_update_property_value(accessible, 1, &list, &value)
            g_value_unset(&value)
        }
    }

    struct WeakWidget {
        weak var widget: Gtk4WidgetWrapper?
    }
}
#endif // GTK4
