#if GTK3 || GTK4 // both GTK backends: GIO's GSimpleAction and GActionMap only
import GtkC

/// A GSimpleAction. The wrapper owns one reference; a map it is added to holds its own. The
/// activate handler is disconnected when the wrapper goes, so an action left in a map never
/// calls into Swift that is gone.
@MainActor
final class GtkActionWrapper: NativeAction {
    /// GSimpleAction* (GIO declares the struct privately, so Swift sees an opaque pointer).
    let action: OpaquePointer
    let kind: ActionKind
    private var handlerIDs: [UInt] = []
    private static let wrapperQuark = g_quark_from_string("reactant-action-wrapper")

    init(name: String, kind: ActionKind) {
        self.kind = kind
        switch kind {
        case .plain:
            action = g_simple_action_new(name, nil)
        case .parameter:
            let stringType = g_variant_type_new("s")
            defer { g_variant_type_free(stringType) }
            action = g_simple_action_new(name, stringType)
        case .toggle(let isOn):
            action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(GObjectBridge.gbool(isOn)))
        case .radio(let selected):
            let stringType = g_variant_type_new("s")
            defer { g_variant_type_free(stringType) }
            action = g_simple_action_new_stateful(name, stringType, g_variant_new_string(selected))
        }
        g_object_set_qdata(object, Self.wrapperQuark, Unmanaged.passUnretained(self).toOpaque())
    }

    isolated deinit {
        for id in handlerIDs where g_signal_handler_is_connected(object, id) != 0 {
            g_signal_handler_disconnect(object, id)
        }
        g_object_set_qdata(object, Self.wrapperQuark, nil)
        g_object_unref(object)
    }

    private var object: UnsafeMutablePointer<GObject> { UnsafeMutablePointer(action) }

    /// The wrapper of a GAction made here; nil for GTK's own actions.
    static func wrapper(of action: OpaquePointer?) -> GtkActionWrapper? {
        guard let action, let raw = g_object_get_qdata(UnsafeMutablePointer(action), wrapperQuark) else { return nil }
        return Unmanaged<GtkActionWrapper>.fromOpaque(raw).takeUnretainedValue()
    }

    var name: String { GObjectBridge.string(g_action_get_name(action)) ?? "" }

    var isEnabled: Bool {
        get { GObjectBridge.bool(g_action_get_enabled(action)) }
        set { g_simple_action_set_enabled(action, GObjectBridge.gbool(newValue)) }
    }

    var state: ActionValue? {
        get {
            guard let variant = g_action_get_state(action) else { return nil }
            defer { g_variant_unref(variant) }
            return Self.value(of: variant)
        }
        set {
            guard let newValue, let variant = Self.variant(for: newValue) else { return }
            g_simple_action_set_state(action, variant)
        }
    }

    /// Connecting "activate" also stops GSimpleAction's own default (flipping a boolean
    /// state), so the handler decides the state, as the protocol says.
    func onActivate(_ handler: @escaping @MainActor (ActionValue?) -> Void) {
        let id = GtkSignalHandler.connect(UnsafeMutableRawPointer(action), "activate", shape: .oneArgument) { parameter in
            handler(parameter.flatMap { Self.value(of: OpaquePointer($0)) })
            return false
        }
        handlerIDs.append(id)
    }

    func activate(_ parameter: ActionValue?) {
        g_action_activate(action, parameter.flatMap(Self.variant(for:)))
    }

    /// A new floating GVariant for `value` (the call taking it sinks it).
    static func variant(for value: ActionValue) -> OpaquePointer? {
        switch value {
        case .bool(let flag): g_variant_new_boolean(GObjectBridge.gbool(flag))
        case .string(let text): g_variant_new_string(text)
        }
    }

    static func value(of variant: OpaquePointer) -> ActionValue? {
        let type = String(cString: g_variant_get_type_string(variant))
        switch type {
        case "b": return .bool(g_variant_get_boolean(variant) != 0)
        case "s": return .string(String(cString: g_variant_get_string(variant, nil)))
        default: return nil
        }
    }
}

/// A GActionMap (the GtkApplication, a GtkApplicationWindow) seen through `NativeActionMap`:
/// GIO holds the actions; `held` keeps their wrappers alive while they are in the map.
@MainActor
struct GtkActionMap {
    private var held: [String: GtkActionWrapper] = [:]

    mutating func add(_ action: any NativeAction, to map: OpaquePointer) {
        guard let wrapper = action as? GtkActionWrapper else {
            Diagnostics.error("addAction: \(type(of: action)) is not a GTK action; objects of two backends can't be mixed.")
            return
        }
        g_action_map_add_action(map, wrapper.action)
        held[wrapper.name] = wrapper
    }

    /// Adds every held action to another map (an application made again).
    func addAll(to map: OpaquePointer) {
        for wrapper in held.values { g_action_map_add_action(map, wrapper.action) }
    }

    mutating func remove(named name: String, from map: OpaquePointer) {
        g_action_map_remove_action(map, name)
        held[name] = nil
    }

    func action(named name: String, in map: OpaquePointer) -> (any NativeAction)? {
        GtkActionWrapper.wrapper(of: g_action_map_lookup_action(map, name))
    }

    /// GIO's own list (g_action_group_list_actions), sorted.
    func names(in group: OpaquePointer) -> [String] {
        GObjectBridge.takeStrings(g_action_group_list_actions(group)).sorted()
    }
}
#endif // GTK3 || GTK4
