#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// The menu a popover shows, bound once and retargeted afterwards (issue 26).
///
/// GTK 3 keeps ~800 bytes for good per menu section each time a popover binds a model
/// (gtk_popover_bind_model), so a row's context menu opened 10,000 times cost 25 MB. A menu
/// whose items differ from the bound one only in their targets ("win.copy-name::Ann", then
/// "::Grace") is not bound again: each such item is bound to a popover-local action
/// ("reactant-menu.item-3", no target) which activates the item's own action with the target
/// of the menu shown now. Items without a target, and those of a stateful action (a radio
/// option, whose check mark GTK draws from the real action's state), are bound as they are.
@MainActor
final class GtkPopoverMenu {
    static let prefix = "reactant-menu"

    private unowned let popover: GtkPopoverWrapper
    /// The popover-local actions, in a GSimpleActionGroup inserted on the popover.
    private let group: OpaquePointer
    /// What the bound GMenu says per item: its detailed action, or nil for a local one.
    private var boundShape: [[BoundItem]]?
    /// The items shown now, by local action name.
    private var retargeted: [String: MenuModel.Item] = [:]

    private struct BoundItem: Equatable {
        let label: String
        /// The GMenu's action: the item's own detailed action, or a local one's name.
        let action: String
    }

    init(popover: GtkPopoverWrapper) {
        self.popover = popover
        group = OpaquePointer(g_simple_action_group_new())
        gtk_widget_insert_action_group(popover.popover, Self.prefix, group)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(group))
    }

    /// Shows `model`, binding a new GMenu only when its items' labels or actions changed.
    func show(_ model: MenuModel?) {
        guard let model else {
            boundShape = nil
            retargeted = [:]
            gtk_popover_bind_model(GObjectBridge.cast(popover.popover), nil, nil)
            return
        }
        var local: [String: MenuModel.Item] = [:]
        var index = 0
        let shape = model.sections.map { section in
            section.items.map { item -> BoundItem in
                defer { index += 1 }
                guard let parsed = parse(item.detailedAction), parsed.hasTarget, !isStateful(parsed) else {
                    return BoundItem(label: item.label, action: item.detailedAction)
                }
                let name = "item-\(index)"
                local[name] = item
                return BoundItem(label: item.label, action: "\(Self.prefix).\(name)")
            }
        }
        retargeted = local
        if shape != boundShape {
            bind(shape)
        }
        refreshSensitivity()
    }

    /// The local actions are enabled while the action they stand for is live and enabled
    /// where the popover points (GTK's menu tracker does this for the others).
    func refreshSensitivity() {
        for (name, item) in retargeted {
            guard let action = g_action_map_lookup_action(group, name) else { continue }
            let enabled = parse(item.detailedAction).flatMap { parsed in
                actionGroup(for: parsed.prefix).map { group in
                    g_action_group_has_action(group, parsed.name) != 0
                        && g_action_group_get_action_enabled(group, parsed.name) != 0
                }
            } ?? false
            g_simple_action_set_enabled(action, GObjectBridge.gbool(enabled))
        }
    }

    private func bind(_ shape: [[BoundItem]]) {
        boundShape = shape
        for name in GObjectBridge.takeStrings(g_action_group_list_actions(group)) { g_action_map_remove_action(group, name) }
        let menu = g_menu_new()!
        for section in shape {
            let items = g_menu_new()!
            for item in section {
                g_menu_append(items, item.label, item.action)
                let prefix = "\(Self.prefix)."
                guard item.action.hasPrefix(prefix) else { continue }
                let name = String(item.action.dropFirst(prefix.count))
                let action = g_simple_action_new(name, nil)!
                // The action outlives no popover: the group holds it, and the handler looks
                // the item up when it runs (the menu shown may have changed since binding).
                _ = GtkSignalHandler.connect(UnsafeMutableRawPointer(action), "activate", shape: .oneArgument) { [weak self] _ in
                    self?.activate(name)
                    return false
                }
                g_action_map_add_action(group, action)
                g_object_unref(UnsafeMutableRawPointer(action))
            }
            g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(items))
            g_object_unref(UnsafeMutableRawPointer(items))
        }
        gtk_popover_bind_model(GObjectBridge.cast(popover.popover), UnsafeMutablePointer(menu), nil)
        g_object_unref(UnsafeMutableRawPointer(menu))
    }

    /// Runs the action of the item shown as local action `name`, with its target, as GTK's
    /// menu tracker would have.
    private func activate(_ name: String) {
        guard let item = retargeted[name], let parsed = parse(item.detailedAction),
              let group = actionGroup(for: parsed.prefix) else { return }
        g_action_group_activate_action(group, parsed.name, parsed.target)
    }

    // MARK: Actions as the widget the popover points at sees them

    /// An item's detailed action, split; it owns its target's reference.
    private final class ParsedAction {
        let prefix: String
        let name: String
        let target: OpaquePointer?
        var hasTarget: Bool { target != nil }

        init(prefix: String, name: String, target: OpaquePointer?) {
            self.prefix = prefix
            self.name = name
            self.target = target
        }

        deinit {
            if let target { g_variant_unref(target) }
        }
    }

    /// "win.copy-name::Ann" → win, copy-name, the string Ann (g_action_parse_detailed_name).
    private func parse(_ detailed: String) -> ParsedAction? {
        var fullName: UnsafeMutablePointer<gchar>?
        var target: OpaquePointer?
        guard g_action_parse_detailed_name(detailed, &fullName, &target, nil) != 0, let fullName else { return nil }
        let full = String(cString: fullName)
        g_free(fullName)
        guard let dot = full.firstIndex(of: ".") else {
            if let target { g_variant_unref(target) }
            return nil
        }
        return ParsedAction(prefix: String(full[..<dot]), name: String(full[full.index(after: dot)...]), target: target)
    }

    private func isStateful(_ action: ParsedAction) -> Bool {
        guard let group = actionGroup(for: action.prefix) else { return false }
        return g_action_group_get_action_state_type(group, action.name) != nil
    }

    /// The group GTK's action muxer finds for `prefix` from the widget the popover points at:
    /// the nearest widget up from it with a group of that prefix, then the window's
    /// application for "app".
    private func actionGroup(for prefix: String) -> OpaquePointer? {
        var widget = gtk_popover_get_relative_to(GObjectBridge.cast(popover.popover))
        var toplevel: UnsafeMutablePointer<GtkWidget>?
        while let current = widget {
            if let group = gtk_widget_get_action_group(current, prefix) { return group }
            toplevel = current
            widget = gtk_widget_get_parent(current)
        }
        guard let toplevel, GObjectBridge.isInstance(toplevel, of: gtk_window_get_type()) else { return nil }
        if prefix == "win", GObjectBridge.isInstance(toplevel, of: gtk_application_window_get_type()) {
            return OpaquePointer(toplevel)
        }
        if prefix == "app", let application = gtk_window_get_application(GObjectBridge.cast(toplevel)) {
            return OpaquePointer(application)
        }
        return nil
    }
}
#endif // GTK3
