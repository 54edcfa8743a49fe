#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// Grouped GtkCheckButtons in a GtkBox (GTK 4 draws a check button in a group as a radio
/// button), or grouped GtkToggleButtons in a box with the `linked` class. The buttons are the
/// wrapper's own parts; their "toggled" handlers reach the wrapper weakly.
@MainActor
final class Gtk4ChoiceGroupWrapper: Gtk4WidgetWrapper, NativeChoiceGroup {
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
            gtk_box_set_spacing(box, 0)
            gtk_widget_add_css_class(widget, "linked")
        }
    }

    override var displayName: String { style == .segmented ? "segmented choice" : "radio group" }
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }
    private var box: UnsafeMutablePointer<GtkBox> { GObjectBridge.cast(widget) }
    private var isSegmented: Bool { style == .segmented }

    /// Tab and a grab land on the selected button.
    override var focusTarget: UnsafeMutablePointer<GtkWidget> {
        selectedIndex.map { buttons[$0] } ?? buttons.first ?? widget
    }

    var titles: [String] {
        get {
            buttons.map { button in
                isSegmented
                    ? GObjectBridge.string(gtk_button_get_label(GObjectBridge.cast(button))) ?? ""
                    : GObjectBridge.string(gtk_check_button_get_label(GObjectBridge.cast(button))) ?? ""
            }
        }
        set {
            isUpdating = true
            defer { isUpdating = false }
            for button in buttons { gtk_box_remove(box, button) }
            buttons.removeAll()
            for (index, title) in newValue.enumerated() {
                let button = isSegmented ? gtk_toggle_button_new_with_label(title)! : gtk_check_button_new_with_label(title)!
                if let first = buttons.first {
                    if isSegmented {
                        gtk_toggle_button_set_group(GObjectBridge.cast(button), GObjectBridge.cast(first))
                    } else {
                        gtk_check_button_set_group(GObjectBridge.cast(button), GObjectBridge.cast(first))
                    }
                }
                gtk_box_append(box, button)
                buttons.append(button)
                _ = GtkSignalHandler.connect(UnsafeMutableRawPointer(button), "toggled", shape: .plain) { [weak self] _ in
                    self?.buttonToggled(index)
                    return false
                }
            }
            // A GTK 3 radio group starts with its first button on; GTK 4's starts with none.
            if let first = buttons.first { setActive(first, true) }
        }
    }

    private func isActive(_ button: UnsafeMutablePointer<GtkWidget>) -> Bool {
        isSegmented
            ? GObjectBridge.bool(gtk_toggle_button_get_active(GObjectBridge.cast(button)))
            : GObjectBridge.bool(gtk_check_button_get_active(GObjectBridge.cast(button)))
    }

    private func setActive(_ button: UnsafeMutablePointer<GtkWidget>, _ active: Bool) {
        if isSegmented {
            gtk_toggle_button_set_active(GObjectBridge.cast(button), GObjectBridge.gbool(active))
        } else {
            gtk_check_button_set_active(GObjectBridge.cast(button), GObjectBridge.gbool(active))
        }
    }

    private func buttonToggled(_ index: Int) {
        guard !isUpdating, index < buttons.count, isActive(buttons[index]) else { return }
        for handler in selectionHandlers.handlers { handler(index) }
    }

    var selectedIndex: Int? {
        get { buttons.firstIndex { isActive($0) } }
        set {
            guard let newValue, buttons.indices.contains(newValue) else { return }
            isUpdating = true
            setActive(buttons[newValue], true)
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

    /// A click on the item's button, as far as GTK 4 lets code click (`Gtk4PointerPath`); a
    /// click on the selected one changes nothing.
    func simulateSelect(_ index: Int) -> String? {
        guard buttons.indices.contains(index) else { return "it has no item \(index)" }
        return Gtk4PointerPath.click(buttons[index])
    }
}
#endif // GTK4
