#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkSpinButton or a GtkScale, made over 0…100 by 1 as the headless twin starts. Both emit
/// "value-changed"; the wrapper's own handlers sleep while code sets a value.
@MainActor
final class GtkNumberInputWrapper: GtkWidgetWrapper, NativeNumberInput {
    let style: NumberInputStyle
    private var storedMarks: [SliderMark] = []

    init(_ style: NumberInputStyle) {
        self.style = style
        switch style {
        case .spinButton:
            super.init(widget: gtk_spin_button_new_with_range(0, 100, 1), kind: .numberInput)
        case .slider(let vertical):
            super.init(widget: gtk_scale_new_with_range(GtkOrientation(vertical: vertical), 0, 100, 1), kind: .numberInput)
#if GTK4
            // GTK 3's default, which GTK 4 turned off: the value drawn, and a person's value
            // rounded to the digits drawn (set_draw_value sets GtkRange's round-digits).
            gtk_scale_set_draw_value(scale, 1)
            if !vertical { stepUpAndDownKeysAsGtk3() }
#endif
        }
    }

#if GTK4
    /// GTK 3 turns Up/Down and Page Up/Page Down around on a horizontal scale (Up and Page Up
    /// lower the value); GTK 4's bindings raise it. Those keys (unmodified) are turned here,
    /// before the scale's own bindings, into the slider move GTK 3 makes, so a person gets
    /// GTK 3's steps.
    private func stepUpAndDownKeysAsGtk3() {
        addKeyController(phase: GTK_PHASE_CAPTURE) { [weak self] key in
            guard let self, key.modifiers.isEmpty else { return false }
            let move: GtkScrollType
            switch key.key {
            case .up: move = GTK_SCROLL_STEP_DOWN
            case .down: move = GTK_SCROLL_STEP_UP
            case .pageUp: move = GTK_SCROLL_PAGE_DOWN
            case .pageDown: move = GTK_SCROLL_PAGE_UP
            default: return false
            }
            GObjectBridge.emit("move-slider", on: UnsafeMutableRawPointer(widget), of: gtk_range_get_type(),
                               [.enumeration(gtk_scroll_type_get_type(), gint(move.rawValue))])
            return true
        }
    }
#endif

    override var displayName: String { style == .spinButton ? "spin button" : "slider" }

    private var range: UnsafeMutablePointer<GtkRange> { GObjectBridge.cast(widget) }
    private var scale: UnsafeMutablePointer<GtkScale> { GObjectBridge.cast(widget) }

    private var adjustment: UnsafeMutablePointer<GtkAdjustment> {
        switch style {
        case .spinButton: gtk_spin_button_get_adjustment(typed())
        case .slider: gtk_range_get_adjustment(range)
        }
    }

    var value: Double {
        get { gtk_adjustment_get_value(adjustment) }
        set {
            withOwnHandlersBlocked(on: "value-changed") {
                switch style {
                case .spinButton: gtk_spin_button_set_value(typed(), newValue)
                case .slider: gtk_range_set_value(range, newValue)
                }
            }
        }
    }

    var lower: Double { gtk_adjustment_get_lower(adjustment) }
    var upper: Double { gtk_adjustment_get_upper(adjustment) }

    /// Both widgets' set_range clamp the value; a clamped value is code's change, not a person's.
    func setRange(lower: Double, upper: Double) {
        let upper = max(upper, lower)
        withOwnHandlersBlocked(on: "value-changed") {
            switch style {
            case .spinButton: gtk_spin_button_set_range(typed(), lower, upper)
            case .slider: gtk_range_set_range(range, lower, upper)
            }
        }
    }

    var step: Double {
        get { gtk_adjustment_get_step_increment(adjustment) }
        set {
            gtk_adjustment_set_step_increment(adjustment, newValue)
            gtk_adjustment_set_page_increment(adjustment, newValue * 10)
        }
    }

    var digits: Int {
        get {
            switch style {
            case .spinButton: Int(gtk_spin_button_get_digits(typed()))
            case .slider: Int(gtk_scale_get_digits(scale))
            }
        }
        set {
            let digits = max(0, newValue)
            switch style {
            case .spinButton: gtk_spin_button_set_digits(typed(), guint(digits))
            case .slider: gtk_scale_set_digits(scale, gint(digits))
            }
        }
    }

    /// GtkScale can't list its marks, so the wrapper remembers what it set.
    var marks: [SliderMark] {
        get { storedMarks }
        set {
            guard case .slider = style else { return }
            storedMarks = newValue
            gtk_scale_clear_marks(scale)
            for mark in newValue {
                gtk_scale_add_mark(scale, mark.value, GTK_POS_BOTTOM, mark.label)
            }
        }
    }

    var showsValue: Bool {
        get {
            guard case .slider = style else { return true }
            return GObjectBridge.bool(gtk_scale_get_draw_value(scale))
        }
        set {
            guard case .slider = style else { return }
            gtk_scale_set_draw_value(scale, GObjectBridge.gbool(newValue))
        }
    }

    func onValueChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
        let adjustment = self.adjustment
        return connect("value-changed") { _ in
            handler(gtk_adjustment_get_value(adjustment))
            return false
        }
    }

    /// A spin button: the value typed into its text (GTK 3's spin button is a GtkEntry, GTK 4's
    /// a GtkEditable) and confirmed (gtk_spin_button_update, which clamps it); a slider: GtkRange's
    /// change-value for a jump, whose default handler rounds and clamps as a drag does.
    func simulateUserValue(_ value: Double) {
        guard !value.isNaN else { return }
        switch style {
        case .spinButton:
#if GTK4
            gtk_editable_set_text(typed(), NumberInputText.typed(value))
#else
            gtk_entry_set_text(GObjectBridge.cast(widget), NumberInputText.typed(value))
#endif
            gtk_spin_button_update(typed())
        case .slider:
            GObjectBridge.emit("change-value", on: UnsafeMutableRawPointer(widget), of: gtk_range_get_type(),
                               [.enumeration(gtk_scroll_type_get_type(), gint(GTK_SCROLL_JUMP.rawValue)), .double(value)],
                               returnsBoolean: true)
        }
    }
}

extension GtkBackend {
    public func makeNumberInput(_ style: NumberInputStyle) -> any NativeNumberInput { GtkNumberInputWrapper(style) }
}
#endif // GTK3 || GTK4
