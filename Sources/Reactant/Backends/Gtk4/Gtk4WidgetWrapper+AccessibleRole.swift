#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// The toolkit's accessible roles on GTK 4: GtkAccessible's `accessible-role` property, which
/// GTK reads when it first exposes the widget to assistive technologies (its AT context is
/// realized once the widget is on screen with the AT-SPI bridge running). The toolkit sets
/// roles while it builds a widget (a status page, a toast's bar) or a window before showing
/// it (an alert, a presented window), so the role is in place when GTK reads it; GTK 4 keeps
/// a role from then on, and a change after that is refused with a warning (GTK 3's ATK
/// takes a new role at any time).
extension Gtk4WidgetWrapper {
    /// The role set through the toolkit while GTK has it; nil while the role is GTK's own.
    var accessibleRole: AccessibleRole? {
        get {
            guard let role = toolkitAccessibleRole else { return nil }
            return gtkAccessibleRole == Self.gtkRole(role) ? role : nil
        }
        set {
            guard newValue != toolkitAccessibleRole else { return }
            if classAccessibleRole == nil { classAccessibleRole = gtkAccessibleRole }
            let role = newValue.map(Self.gtkRole) ?? classAccessibleRole!
            guard role != gtkAccessibleRole else {
                toolkitAccessibleRole = newValue
                return
            }
            guard gtk_widget_get_mapped(widget) == 0 else {
                Diagnostics.warning("accessibleRole: \(newValue.map { "\($0)" } ?? "GTK's own") can't be given to a "
                    + "\(kind) already on screen on GTK 4 (GTK keeps the role it exposed); set it before showing it.")
                return
            }
            var value = GValue()
            g_value_init(&value, gtk_accessible_role_get_type())
            g_value_set_enum(&value, gint(role.rawValue))
            g_object_set_property(object, "accessible-role", &value)
            g_value_unset(&value)
            toolkitAccessibleRole = newValue
        }
    }

    /// The role GTK gives the widget now (`accessible-role`).
    var gtkAccessibleRole: GtkAccessibleRole {
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        defer { g_value_unset(&value) }
        g_object_get_property(object, "accessible-role", &value)
        return GtkAccessibleRole(rawValue: UInt32(g_value_get_enum(&value)))
    }

    /// GTK's role for the toolkit's. GTK 4.8's AT-SPI bridge shows an alert dialog as
    /// "dialog" and an alert (a toast) as "alert", where ATK on GTK 3 says "alert" and
    /// "notification" (scripts/check-accessibility.sh --gtk4 expects GTK 4.8's).
    static func gtkRole(_ role: AccessibleRole) -> GtkAccessibleRole {
        switch role {
        case .alert: GTK_ACCESSIBLE_ROLE_ALERT_DIALOG
        case .dialog: GTK_ACCESSIBLE_ROLE_DIALOG
        case .status: GTK_ACCESSIBLE_ROLE_STATUS
        case .notification: GTK_ACCESSIBLE_ROLE_ALERT
        }
    }
}
#endif // GTK4
