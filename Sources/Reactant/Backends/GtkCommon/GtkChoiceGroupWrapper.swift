#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// Radio buttons or linked toggle-looking buttons in a GtkBox. GTK 3: GtkRadioButtons (with
/// draw-indicator off when segmented, in a box with the `linked` class). GTK 4: grouped
/// GtkCheckButtons (GTK 4 draws a check button in a group as a radio button) or grouped
/// GtkToggleButtons in a `linked` box. The buttons are the wrapper's own parts; their
/// "toggled" handlers reach the wrapper weakly.
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
            gtk_box_set_spacing(box, 0)
#if GTK4
            gtk_widget_add_css_class(widget, "linked")
#else
            gtk_style_context_add_class(gtk_widget_get_style_context(widget), "linked")
#endif
        }
    }

    override var displayName: String { style == .segmented ? "segmented choice" : "radio group" }
#if !GTK4
    override var ownsInnerWidgets: Bool { true }
#endif
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] { [] }
    private var box: UnsafeMutablePointer<GtkBox> { GObjectBridge.cast(widget) }
    private var isSegmented: Bool { style == .segmented }

    /// Tab and a grab land on the selected button.
    override var focusTarget: UnsafeMutablePointer<GtkWidget> {
        selectedIndex.map { buttons[$0] } ?? buttons.first ?? widget
    }

    var titles: [String] {
        get { buttons.map(title(of:)) }
        set {
            isUpdating = true
            defer { isUpdating = false }
#if GTK4
            for button in buttons { gtk_box_remove(box, button) }
#else
            for button in buttons { gtk_widget_destroy(button) }
#endif
            buttons.removeAll()
            for (index, title) in newValue.enumerated() {
                let button = makeButton(title, joining: buttons.first)
                buttons.append(button)
                _ = GtkSignalHandler.connect(UnsafeMutableRawPointer(button), "toggled", shape: .plain) { [weak self] _ in
                    self?.buttonToggled(index)
                    return false
                }
            }
#if GTK4
            // A GTK 3 radio group starts with its first button on; GTK 4's starts with none.
            if let first = buttons.first { setActive(first) }
#endif
        }
    }

#if GTK4
    /// A button of the group that `first` started (none: a new group), at the end of the box.
    private func makeButton(_ title: String, joining first: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkWidget> {
        let button = isSegmented ? gtk_toggle_button_new_with_label(title)! : gtk_check_button_new_with_label(title)!
        if let first {
            if isSegmented {
                gtk_toggle_button_set_group(GObjectBridge.cast(button), GObjectBridge.cast(first))
            } else {
                gtk_check_button_set_group(GObjectBridge.cast(button), GObjectBridge.cast(first))
            }
        }
        gtk_box_append(box, button)
        return button
    }

    private func title(of button: UnsafeMutablePointer<GtkWidget>) -> String {
        isSegmented
            ? GObjectBridge.string(gtk_button_get_label(GObjectBridge.cast(button))) ?? ""
            : GObjectBridge.string(gtk_check_button_get_label(GObjectBridge.cast(button))) ?? ""
    }

    private func isActive(_ button: UnsafeMutablePointer<GtkWidget>) -> Bool {
        isSegmented
            ? GObjectBridge.bool(gtk_toggle_button_get_active(GObjectBridge.cast(button)))
            : GObjectBridge.bool(gtk_check_button_get_active(GObjectBridge.cast(button)))
    }

    private func setActive(_ button: UnsafeMutablePointer<GtkWidget>) {
        if isSegmented {
            gtk_toggle_button_set_active(GObjectBridge.cast(button), 1)
        } else {
            gtk_check_button_set_active(GObjectBridge.cast(button), 1)
        }
    }
#else
    /// A button of the group that `first` started (none: a new group), at the end of the box.
    private func makeButton(_ title: String, joining first: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_radio_button_new_with_label_from_widget(first.map { GObjectBridge.cast($0) }, title)!
        if isSegmented { gtk_toggle_button_set_mode(GObjectBridge.cast(button), 0) }
        gtk_container_add(GObjectBridge.cast(widget), button)
        gtk_widget_show(button)
        return button
    }

    private func title(of button: UnsafeMutablePointer<GtkWidget>) -> String {
        GObjectBridge.string(gtk_button_get_label(GObjectBridge.cast(button))) ?? ""
    }

    private func isActive(_ button: UnsafeMutablePointer<GtkWidget>) -> Bool {
        GObjectBridge.bool(gtk_toggle_button_get_active(GObjectBridge.cast(button)))
    }

    private func setActive(_ button: UnsafeMutablePointer<GtkWidget>) {
        gtk_toggle_button_set_active(GObjectBridge.cast(button), 1)
    }
#endif

    private func buttonToggled(_ index: Int) {
        guard !isUpdating, index < buttons.count, isActive(buttons[index]) else { return }
        for handler in selectionHandlers.handlers { handler(index) }
    }

    var selectedIndex: Int? {
        get { buttons.firstIndex { isActive($0) } }
        set {
            guard let newValue, buttons.indices.contains(newValue) else { return }
            isUpdating = true
            setActive(buttons[newValue])
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

    /// A person's click (`gtkClick`) on the item's button (a click on the selected one changes
    /// nothing).
    func simulateSelect(_ index: Int) -> String? {
        guard buttons.indices.contains(index) else { return "it has no item \(index)" }
        return gtkClick(buttons[index])
    }
}

extension GtkBackend {
    public func makeChoiceGroup(_ style: ChoiceGroupStyle) -> any NativeChoiceGroup { GtkChoiceGroupWrapper(style) }
}
#endif // GTK3 || GTK4
