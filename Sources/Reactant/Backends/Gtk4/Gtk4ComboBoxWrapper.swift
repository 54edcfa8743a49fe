#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkDropDown over a GtkStringList (GTK 4's successor of GtkComboBoxText). Its button,
/// which takes the focus, and its popover are GTK's own parts.
@MainActor
final class Gtk4ComboBoxWrapper: Gtk4WidgetWrapper, NativeComboBox {
    private let list: OpaquePointer

    init() {
        list = gtk_string_list_new(nil)
        // The drop-down takes the list's reference over.
        super.init(widget: gtk_drop_down_new(GObjectBridge.opaque(g_object_ref(UnsafeMutableRawPointer(list)).assumingMemoryBound(to: GObject.self)), nil),
                   kind: .comboBox)
        g_object_unref(UnsafeMutableRawPointer(list))
        // GTK 3's combo box moves its selection with the arrow keys, Home, End, Page Up and
        // Page Down while closed (its move-active bindings); GTK 4's drop-down has none.
        addKeyController { [weak self] key in
            guard let self, key.modifiers.isEmpty else { return false }
            return moveSelection(for: key.key)
        }
    }

    /// Where GTK 3's move-active puts the selection for `key`; false for another key.
    private func moveSelection(for key: KeyPress.Key) -> Bool {
        let count = titles.count
        let current = selectedIndex
        let target: Int?
        switch key {
        case .up, .left: target = current.map { $0 - 1 } ?? count - 1
        case .down, .right: target = current.map { $0 + 1 } ?? 0
        case .home, .pageUp: target = 0
        case .end, .pageDown: target = count - 1
        default: return false
        }
        if let target, target >= 0, target < count, target != current {
            gtk_drop_down_set_selected(dropDown, guint(target))
        }
        return true
    }

    override var displayName: String { "drop-down" }
    /// The button and popover are not the toolkit's children.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }

    private var dropDown: OpaquePointer { OpaquePointer(widget) }

    /// GTK_INVALID_LIST_POSITION, a macro Swift can't see.
    private static let noPosition = guint.max

    var titles: [String] {
        get {
            let count = g_list_model_get_n_items(list)
            return (0..<count).map { GObjectBridge.string(gtk_string_list_get_string(list, $0)) ?? "" }
        }
        set {
            // As GTK 3's combo box: new titles leave nothing selected.
            withOwnHandlersBlocked(on: "notify::selected") {
                var strings = newValue.map { strdup($0) } + [nil]
                defer { for pointer in strings { free(pointer) } }
                strings.withUnsafeMutableBufferPointer { buffer in
                    buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                        gtk_string_list_splice(list, 0, g_list_model_get_n_items(list), $0)
                    }
                }
                gtk_drop_down_set_selected(dropDown, Self.noPosition)
            }
        }
    }

    var selectedIndex: Int? {
        get {
            let selected = gtk_drop_down_get_selected(dropDown)
            return selected == Self.noPosition ? nil : Int(selected)
        }
        set {
            withOwnHandlersBlocked(on: "notify::selected") {
                let position = newValue.flatMap { $0 >= 0 && $0 < titles.count ? guint($0) : nil } ?? Self.noPosition
                gtk_drop_down_set_selected(dropDown, position)
            }
        }
    }

    func onSelectionChanged(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection {
        let dropDown = self.dropDown
        return connect("notify::selected", shape: .oneArgument) { _ in
            let selected = gtk_drop_down_get_selected(dropDown)
            handler(selected == Self.noPosition ? nil : Int(selected))
            return false
        }
    }

    /// Choosing a row of the open list ends in gtk_drop_down_set_selected, with
    /// notify::selected.
    func simulateSelect(_ index: Int) {
        guard index >= 0, index < titles.count else { return }
        gtk_drop_down_set_selected(dropDown, guint(index))
    }
}
#endif // GTK4
