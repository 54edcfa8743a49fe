#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

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
            let orientation = vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
            super.init(widget: gtk_scale_new_with_range(orientation, 0, 100, 1), kind: .numberInput)
        }
    }

    override var displayName: String { style == .spinButton ? "spin button" : "slider" }

    private var adjustment: UnsafeMutablePointer<GtkAdjustment> {
        switch style {
        case .spinButton: gtk_spin_button_get_adjustment(GObjectBridge.cast(widget))
        case .slider: gtk_range_get_adjustment(GObjectBridge.cast(widget))
        }
    }

    var value: Double {
        get { gtk_adjustment_get_value(adjustment) }
        set {
            withOwnHandlersBlocked(on: "value-changed") {
                switch style {
                case .spinButton: gtk_spin_button_set_value(GObjectBridge.cast(widget), newValue)
                case .slider: gtk_range_set_value(GObjectBridge.cast(widget), newValue)
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
            case .spinButton: gtk_spin_button_set_range(GObjectBridge.cast(widget), lower, upper)
            case .slider: gtk_range_set_range(GObjectBridge.cast(widget), lower, upper)
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
            case .spinButton: Int(gtk_spin_button_get_digits(GObjectBridge.cast(widget)))
            case .slider: Int(gtk_scale_get_digits(GObjectBridge.cast(widget)))
            }
        }
        set {
            let digits = max(0, newValue)
            switch style {
            case .spinButton: gtk_spin_button_set_digits(GObjectBridge.cast(widget), guint(digits))
            case .slider: gtk_scale_set_digits(GObjectBridge.cast(widget), gint(digits))
            }
        }
    }

    /// GtkScale can't list its marks, so the wrapper remembers what it set.
    var marks: [SliderMark] {
        get { storedMarks }
        set {
            guard case .slider = style else { return }
            storedMarks = newValue
            let scale: UnsafeMutablePointer<GtkScale> = GObjectBridge.cast(widget)
            gtk_scale_clear_marks(scale)
            for mark in newValue {
                gtk_scale_add_mark(scale, mark.value, GTK_POS_BOTTOM, mark.label)
            }
        }
    }

    var showsValue: Bool {
        get {
            guard case .slider = style else { return true }
            return GObjectBridge.bool(gtk_scale_get_draw_value(GObjectBridge.cast(widget)))
        }
        set {
            guard case .slider = style else { return }
            gtk_scale_set_draw_value(GObjectBridge.cast(widget), GObjectBridge.gbool(newValue))
        }
    }

    func onValueChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
        let adjustment = self.adjustment
        return connect("value-changed") { _ in
            handler(gtk_adjustment_get_value(adjustment))
            return false
        }
    }

    /// A spin button: the value typed into its entry and confirmed (gtk_spin_button_update,
    /// which clamps it); a slider: GtkRange's change-value for a jump, whose default handler
    /// rounds and clamps as a drag does.
    func simulateUserValue(_ value: Double) {
        guard !value.isNaN else { return }
        switch style {
        case .spinButton:
            gtk_entry_set_text(GObjectBridge.cast(widget), NumberInputText.typed(value))
            gtk_spin_button_update(GObjectBridge.cast(widget))
        case .slider:
            emitChangeValue(value)
        }
    }

    /// `g_signal_emit_by_name (range, "change-value", GTK_SCROLL_JUMP, value, &handled)`.
    private func emitChangeValue(_ value: Double) {
        GObjectBridge.emit("change-value", on: UnsafeMutableRawPointer(widget), of: gtk_range_get_type(),
                           [.enumeration(gtk_scroll_type_get_type(), gint(GTK_SCROLL_JUMP.rawValue)), .double(value)],
                           returnsBoolean: true)
    }
}

extension GtkBackend {
    public func makeNumberInput(_ style: NumberInputStyle) -> any NativeNumberInput { GtkNumberInputWrapper(style) }
}
#endif // GTK3
