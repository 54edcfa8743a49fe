/// What the number inputs share: a value held in bounds, reported when a person changes it.
/// A value set from code outside the bounds is clamped as GtkAdjustment clamps it, with a
/// warning, and the state holds the clamped value. What no GtkAdjustment can hold is refused
/// with a warning and the old setting kept: a NaN value, a range with an infinite or NaN
/// bound, a step that isn't a positive finite number, digits outside 0…20 (GtkSpinButton's
/// limit; GtkScale would silently take 64).
@MainActor
open class NumberInput: WidgetComponent<Double, Double> {
    let input: any NativeNumberInput
    private let typeName: String

    init(style: NumberInputStyle, value: Double, range: ClosedRange<Double>, step: Double, typeName: String) {
        input = Backends.current.makeNumberInput(style)
        self.typeName = typeName
        super.init(native: input, ownerName: typeName)
        self.range = range
        self.step = step
        componentState = value
        _ = input.onValueChanged { [weak self] value in self?.userChanged(value, reporting: value) }
    }

    /// The most decimal places GtkSpinButton takes ("digits" is 0…20).
    public static let maximumDigits = 20

    /// Moves the widget to `componentState`; NaN is refused and a value outside `range` is
    /// clamped, each with a warning (the state then holds the value shown).
    open override func update() {
        let wanted = componentState
        guard input.value != wanted else { return }
        guard !wanted.isNaN else {
            Diagnostics.warning("\(typeName): a value can't be NaN; it stays \(WidgetValue.text(input.value)).")
            core.storeWithoutUpdate(input.value)
            return
        }
        if !(input.lower...input.upper).contains(wanted) {
            Diagnostics.warning("""
                \(typeName): \(WidgetValue.text(wanted)) is outside \(WidgetValue.text(input.lower))…\
                \(WidgetValue.text(input.upper)); it is clamped as GTK clamps it.
                """)
        }
        input.value = wanted
        if input.value != wanted { core.storeWithoutUpdate(input.value) }
    }

    /// The value shown; setting it sets `componentState` (no action is reported).
    public var value: Double {
        get { input.value }
        set { componentState = newValue }
    }

    /// The bounds; narrowing them clamps the value (not reported as an action). Both must be
    /// finite (GtkAdjustment refuses an infinite bound with a GLib warning).
    public var range: ClosedRange<Double> {
        get { input.lower...input.upper }
        set {
            guard newValue.lowerBound.isFinite, newValue.upperBound.isFinite else {
                Diagnostics.warning("\(typeName): a range needs finite bounds; \(WidgetValue.text(newValue.lowerBound))…\(WidgetValue.text(newValue.upperBound)) is refused and it stays \(WidgetValue.text(input.lower))…\(WidgetValue.text(input.upper)).")
                return
            }
            input.setRange(lower: newValue.lowerBound, upper: newValue.upperBound)
            if core.hasState, input.value != componentState { core.storeWithoutUpdate(input.value) }
        }
    }

    /// What one arrow key adds; Page Up/Down move ten steps. A positive finite number.
    public var step: Double {
        get { input.step }
        set {
            guard newValue.isFinite, newValue > 0 else {
                Diagnostics.warning("\(typeName): a step must be a positive finite number; \(WidgetValue.text(newValue)) is refused and it stays \(WidgetValue.text(input.step)).")
                return
            }
            input.step = newValue
        }
    }

    /// Decimal places shown, 0…`maximumDigits`.
    public var digits: Int {
        get { input.digits }
        set {
            guard (0...Self.maximumDigits).contains(newValue) else {
                Diagnostics.warning("\(typeName): digits must be 0…\(Self.maximumDigits); \(newValue) is refused and it stays \(input.digits).")
                return
            }
            input.digits = newValue
        }
    }
}

/// A number with − and + buttons (GtkSpinButton).
///
///     let count = SpinButton(value: 3, range: 1...10)
@MainActor
public final class SpinButton: NumberInput {
    /// A spin button from `range` (0...100 by default) moving by `step`, showing `digits`
    /// decimals.
    public init(value: Double = 0, range: ClosedRange<Double> = 0...100, step: Double = 1, digits: Int = 0) {
        super.init(style: .spinButton, value: value, range: range, step: step, typeName: "SpinButton")
        self.digits = digits
    }
}

/// A value picked by dragging along a scale (GtkScale).
///
///     let volume = Slider(value: 50, range: 0...100, marks: [SliderMark(0), SliderMark(100)])
@MainActor
public final class Slider: NumberInput {
    /// A slider over `range` (0...100 by default) moving by `step` with the arrow keys,
    /// horizontal unless `vertical`, with `marks` along it.
    public init(value: Double = 0, range: ClosedRange<Double> = 0...100, step: Double = 1,
                vertical: Bool = false, marks: [SliderMark] = []) {
        super.init(style: .slider(vertical: vertical), value: value, range: range, step: step, typeName: "Slider")
        self.marks = marks
    }

    /// Marks along the scale, with optional labels.
    @NativeProperty(\Slider.input.marks) public var marks: [SliderMark]

    /// Whether the value is shown next to the scale (GTK's default: yes).
    @NativeProperty(\Slider.input.showsValue) public var showsValue: Bool
}
