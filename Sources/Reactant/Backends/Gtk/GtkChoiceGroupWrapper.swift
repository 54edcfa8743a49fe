#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

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
#endif // GTK3
