#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// Relations, states and roles on the widget's ATK object; every getter reads ATK.
extension GtkWidgetWrapper {
    var accessible: UnsafeMutablePointer<AtkObject>? { gtk_widget_get_accessible(accessibleWidget) }

    func setAccessibleRelation(_ relation: AccessibleRelation, to targets: [any NativeWidget]) {
        guard let accessible else { return }
        let (type, reverse) = Self.atkRelation(relation)
        for old in accessibleTargets(of: relation) {
            guard let old = old as? GtkWidgetWrapper, let oldAccessible = old.accessible else { continue }
            atk_object_remove_relationship(accessible, type, oldAccessible)
            atk_object_remove_relationship(oldAccessible, reverse, accessible)
        }
        for target in targets {
            guard let target = Self.gtkWrapper(target, for: "setAccessibleRelation"),
                  let targetAccessible = target.accessible else { continue }
            atk_object_add_relationship(accessible, type, targetAccessible)
            atk_object_add_relationship(targetAccessible, reverse, accessible)
        }
    }

    func accessibleTargets(of relation: AccessibleRelation) -> [any NativeWidget] {
        guard let accessible, let set = atk_object_ref_relation_set(accessible) else { return [] }
        defer { g_object_unref(set) }
        guard let found = atk_relation_set_get_relation_by_type(set, Self.atkRelation(relation).type),
              let array = atk_relation_get_target(found) else { return [] }
        var targets: [any NativeWidget] = []
        for index in 0..<Int(array.pointee.len) {
            guard let raw = array.pointee.pdata[index] else { continue }
            let target = raw.assumingMemoryBound(to: GtkAccessible.self)
            if let wrapper = Self.accessibleOwner(of: gtk_accessible_get_widget(target)) { targets.append(wrapper) }
        }
        return targets
    }

    /// The wrapper whose accessible widget `widget` is: its own, or the composite around it.
    static func accessibleOwner(of widget: UnsafeMutablePointer<GtkWidget>?) -> GtkWidgetWrapper? {
        var candidate = widget
        while let current = candidate {
            if let wrapper = wrapper(of: current) { return wrapper.accessibleWidget == widget ? wrapper : nil }
            candidate = gtk_widget_get_parent(current)
        }
        return nil
    }

    var accessibleStates: Set<AccessibleState> {
        accessible.map(GtkAccessibleStates.states(of:)) ?? []
    }

    func setAccessibleState(_ state: AccessibleState, _ isOn: Bool) {
        guard let accessible else { return }
        GtkAccessibleStates.set(state, isOn, on: accessible)
    }

    /// The role set through the toolkit while ATK still has it; nil while the role is GTK's own
    /// (the one it had before any was set). A role GTK gives by itself (a message dialog is an
    /// alert) counts once the toolkit has set it too.
    var accessibleRole: AccessibleRole? {
        get {
            guard let setRole = toolkitAccessibleRole, let accessible else { return nil }
            return atk_object_get_role(accessible) == Self.atkRole(setRole) ? setRole : nil
        }
        set {
            guard let accessible else { return }
            if gtkAccessibleRole == nil { gtkAccessibleRole = atk_object_get_role(accessible) }
            atk_object_set_role(accessible, newValue.map(Self.atkRole) ?? gtkAccessibleRole!)
            toolkitAccessibleRole = newValue
        }
    }

    private static func atkRelation(_ relation: AccessibleRelation) -> (type: AtkRelationType, reverse: AtkRelationType) {
        switch relation {
        case .labelledBy: (ATK_RELATION_LABELLED_BY, ATK_RELATION_LABEL_FOR)
        case .describedBy: (ATK_RELATION_DESCRIBED_BY, ATK_RELATION_DESCRIPTION_FOR)
        }
    }

    private static func atkRole(_ role: AccessibleRole) -> AtkRole {
        switch role {
        case .alert: ATK_ROLE_ALERT
        case .dialog: ATK_ROLE_DIALOG
        case .status: ATK_ROLE_STATUSBAR
        case .notification: ATK_ROLE_NOTIFICATION
        }
    }
}
#endif // GTK3
