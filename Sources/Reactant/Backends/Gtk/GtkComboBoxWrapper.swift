#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkComboBoxText. Its button, which takes the focus, is GTK's own part.
@MainActor
final class GtkComboBoxWrapper: GtkWidgetWrapper, NativeComboBox {
    init() {
        super.init(widget: gtk_combo_box_text_new(), kind: .comboBox)
    }

    override var displayName: String { "drop-down" }
    override var ownsInnerWidgets: Bool { true }
    override var focusTarget: UnsafeMutablePointer<GtkWidget> {
        GtkInnerWidgets.first(of: gtk_toggle_button_get_type(), in: widget) ?? widget
    }
    /// The internal button and cell view are not the toolkit's children.
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }

    private var combo: UnsafeMutablePointer<GtkComboBox> { GObjectBridge.cast(widget) }

    /// Read from the combo's model (column 0 holds the texts of a GtkComboBoxText).
    var titles: [String] {
        get {
            guard let model = gtk_combo_box_get_model(combo) else { return [] }
            var result: [String] = []
            var iter = GtkTreeIter()
            var valid = gtk_tree_model_get_iter_first(model, &iter)
            while valid != 0 {
                var value = GValue()
                gtk_tree_model_get_value(model, &iter, 0, &value)
                result.append(GObjectBridge.string(g_value_get_string(&value)) ?? "")
                g_value_unset(&value)
                valid = gtk_tree_model_iter_next(model, &iter)
            }
            return result
        }
        set {
            withOwnHandlersBlocked(on: "changed") {
                let text: UnsafeMutablePointer<GtkComboBoxText> = GObjectBridge.cast(widget)
                gtk_combo_box_text_remove_all(text)
                for title in newValue { gtk_combo_box_text_append_text(text, title) }
            }
        }
    }

    var selectedIndex: Int? {
        get {
            let active = gtk_combo_box_get_active(combo)
            return active < 0 ? nil : Int(active)
        }
        set {
            withOwnHandlersBlocked(on: "changed") {
                gtk_combo_box_set_active(combo, gint(clamping: newValue ?? -1))
            }
        }
    }

    func onSelectionChanged(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection {
        let combo = self.combo
        return connect("changed") { _ in
            let active = gtk_combo_box_get_active(combo)
            handler(active < 0 ? nil : Int(active))
            return false
        }
    }

    /// Choosing from the open list ends in gtk_combo_box_set_active_iter, with "changed".
    func simulateSelect(_ index: Int) {
        guard index >= 0, index < titles.count else { return }
        gtk_combo_box_set_active(combo, gint(index))
    }
}
#endif // GTK3
