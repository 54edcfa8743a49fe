import FoundationEssentials
import Glibc

/// A number a person picks: a GtkSpinButton, or a GtkScale (slider). Both hold their value in
/// a GtkAdjustment, which clamps it into `lower…upper` whoever sets it (checked against GTK
/// 3.24: a spin button set to 150 of 0…100 holds 100, and narrowing the range clamps the value).
public enum NumberInputStyle: Equatable, Sendable {
    /// A text field with − and + buttons (GtkSpinButton).
    case spinButton
    /// A slider along a scale (GtkScale), upright when `vertical`.
    case slider(vertical: Bool)
}

/// A mark on a slider's scale, with an optional label.
public struct SliderMark: Equatable, Sendable {
    /// Where on the scale the mark sits.
    public var value: Double
    /// A text shown at the mark (Pango markup on GTK); nil for a bare tick.
    public var label: String?

    /// Makes a mark at `value`, with an optional label.
    public init(_ value: Double, label: String? = nil) {
        self.value = value
        self.label = label
    }
}

/// Keys, as GTK 3.24 binds them (checked with a C program): a spin button steps with Up/Down
/// (±step), Page Up/Page Down (±10 steps) and Ctrl+Page Up/Down (to the ends); a horizontal
/// slider with Right/Down (+step), Left/Up (−step), Page Down/Page Up (±10 steps), Home/End.
/// A value a person enters is reported through `onValueChanged`; a slider rounds it to its
/// digits first (GtkRange's round-digits), a spin button doesn't.
@MainActor
public protocol NativeNumberInput: NativeWidget {
    /// Spin button or slider, fixed when the backend made it.
    var style: NumberInputStyle { get }
    /// Clamped into `lower…upper` as GtkAdjustment clamps it; not rounded to `digits`.
    var value: Double { get set }
    /// The smallest value (the adjustment's lower); change it with `setRange`.
    var lower: Double { get }
    /// The largest value (the adjustment's upper); change it with `setRange`.
    var upper: Double { get }
    /// Sets both bounds (`upper` below `lower` is raised to it) and clamps the value.
    func setRange(lower: Double, upper: Double)
    /// What one arrow key adds; ten steps make a page.
    var step: Double { get set }
    /// Decimal places shown (and, for a slider, kept from a person's input).
    var digits: Int { get set }
    /// Marks drawn along a slider's scale; ignored by a spin button.
    var marks: [SliderMark] { get set }
    /// Whether a slider shows its value next to the scale (GtkScale's draw-value).
    var showsValue: Bool { get set }
    /// Called with the new value after a person changed it (keys, a drag, typing,
    /// `simulateUserValue`); setting `value` or the range from code calls no handler.
    func onValueChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection
    /// A person entering `value`: typed into a spin button and confirmed, or dragged to on a
    /// slider. Clamped (and for a slider rounded) as GTK does, then reported if it changed.
    func simulateUserValue(_ value: Double)
}

extension NumberInputStyle {
    /// The digits GtkScale gives itself for a step (gtk_scale_new_with_range): none for steps
    /// of 1 or more, else as many as the step's first significant digit needs.
    static func sliderDigits(forStep step: Double) -> Int {
        let step = abs(step)
        guard step < 1, step != 0 else { return 0 }
        return Int(abs(Int(floor(log10(step)))))
    }
}

/// GtkRange's rounding of a value a person enters (round-digits).
enum SliderRounding {
    static func round(_ value: Double, digits: Int) -> Double {
        guard digits >= 0 else { return value }
        var power = 1.0
        for _ in 0..<digits { power *= 10 }
        return (value * power + 0.5).rounded(.down) / power
    }
}
