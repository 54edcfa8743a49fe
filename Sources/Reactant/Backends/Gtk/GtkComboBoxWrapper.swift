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

/// GtkRadioButtons in a GtkBox: radio buttons, or linked toggle-looking buttons (radio
/// buttons with draw-indicator off, in a box with the `linked` class). The buttons are the
/// wrapper's own parts; their "toggled" handlers reach the wrapper weakly.
@MainActor
final class GtkChoiceGroupWrapper: GtkWidgetWrapper, NativeChoiceGroup {
    let style: ChoiceGroupStyle
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    private var selectionHandlers = SwiftHandlers<@MainActor (Int) -> Void>()
    /// Set while code changes the buttons, whose toggles are then not a person's.
    private var isUpdating = false

    init(_ style: ChoiceGroupStyle) {
        self.style = style
        let vertical = style == .radio(vertical: true)
        super.init(widget: gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, vertical ? 2 : 6),
                   kind: .choiceGroup)
        if style == .segmented {
            gtk_box_set_spacing(GObjectBridge.cast(widget), 0)
            gtk_style_context_add_class(gtk_widget_get_style_context(widget), "linked")
        }
    }

    override var displayName: String { style == .segmented ? "segmented choice" : "radio group" }
    override var ownsInnerWidgets: Bool { true }
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }

    /// Tab and a grab land on the selected button.
    override var focusTarget: UnsafeMutablePointer<GtkWidget> {
        selectedIndex.map { buttons[$0] } ?? buttons.first ?? widget
    }

    var titles: [String] {
        get { buttons.map { GObjectBridge.string(gtk_button_get_label(GObjectBridge.cast($0))) ?? "" } }
        set {
            isUpdating = true
            defer { isUpdating = false }
            for button in buttons { gtk_widget_destroy(button) }
            buttons.removeAll()
            var group: UnsafeMutablePointer<GtkRadioButton>?
            for (index, title) in newValue.enumerated() {
                let button = gtk_radio_button_new_with_label_from_widget(group, title)!
                group = GObjectBridge.cast(button)
                if style == .segmented { gtk_toggle_button_set_mode(GObjectBridge.cast(button), 0) }
                gtk_container_add(GObjectBridge.cast(widget), button)
                gtk_widget_show(button)
                buttons.append(button)
                _ = GtkSignalHandler.connect(button, "toggled", shape: .plain) { [weak self] _ in
                    self?.buttonToggled(index)
                    return false
                }
            }
        }
    }

    private func buttonToggled(_ index: Int) {
        guard !isUpdating, index < buttons.count,
              GObjectBridge.bool(gtk_toggle_button_get_active(GObjectBridge.cast(buttons[index]))) else { return }
        for handler in selectionHandlers.handlers { handler(index) }
    }

    var selectedIndex: Int? {
        get { buttons.firstIndex { GObjectBridge.bool(gtk_toggle_button_get_active(GObjectBridge.cast($0))) } }
        set {
            guard let newValue, buttons.indices.contains(newValue) else { return }
            isUpdating = true
            gtk_toggle_button_set_active(GObjectBridge.cast(buttons[newValue]), 1)
            isUpdating = false
        }
    }

    var focusedIndex: Int? {
        buttons.firstIndex { GObjectBridge.bool(gtk_widget_is_focus($0)) }
    }

    func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        selectionHandlers.add(handler)
    }

    override func disconnect(_ connection: SignalConnection) {
        if !selectionHandlers.remove(connection) { super.disconnect(connection) }
    }

    /// A click at the middle of the item's radio button (a click on the selected one changes
    /// nothing).
    func simulateSelect(_ index: Int) -> String? {
        guard buttons.indices.contains(index) else { return "it has no item \(index)" }
        return GtkPointerEvents.click(buttons[index])
    }
}

/// A GtkSearchEntry. GTK emits search-changed 150 ms after every change, also one made by
/// code; only those after a person's edit are passed on.
@MainActor
final class GtkSearchEntryWrapper: GtkEntryWrapper, NativeSearchEntry {
    /// Set by a person's edit (our "changed" handler sleeps while code sets the text).
    private var editedByPerson = false

    override init() {
        super.init(widget: gtk_search_entry_new(), kind: .searchEntry)
        connect("changed") { [weak self] _ in
            self?.editedByPerson = true
            return false
        }
        // After every handler of this search: the next one waits for another edit.
        connect("search-changed", after: true) { [weak self] _ in
            self?.editedByPerson = false
            return false
        }
    }

    override var displayName: String { "search entry" }

    func onSearchChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        let entry: UnsafeMutablePointer<GtkEntry> = GObjectBridge.cast(widget)
        return connect("search-changed") { [weak self] _ in
            guard let self, editedByPerson else { return false }
            handler(GObjectBridge.string(gtk_entry_get_text(entry)) ?? "")
            return false
        }
    }

    func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("stop-search") { _ in handler(); return false }
    }
}
#endif // GTK3
