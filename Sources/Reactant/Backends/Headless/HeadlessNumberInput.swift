/// A GtkSpinButton or GtkScale stand-in over the rules of GtkAdjustment: the value is clamped
/// into the bounds whoever sets it, and a slider rounds a person's input to its digits.
@MainActor
public final class HeadlessNumberInput: HeadlessWidget, NativeNumberInput {
    /// Spin button or slider, as made.
    public let style: NumberInputStyle
    /// The smallest value; 0 for a new input.
    public private(set) var lower = 0.0
    /// The largest value; 100 for a new input.
    public private(set) var upper = 100.0
    private var current = 0.0
    /// What one arrow key adds; 1 for a new input.
    public var step = 1.0
    /// Decimal places a slider rounds a person's input to; 0 for a new input.
    public var digits = 0
    /// The slider's marks, kept as set.
    public var marks: [SliderMark] = []
    /// Whether a slider shows its value, kept as set; true for a new input, as GtkScale's
    /// draw-value.
    public var showsValue = true
    static let valueChanged = HeadlessSignal<@MainActor (Double) -> Void>("value-changed")

    init(_ style: NumberInputStyle, backend: HeadlessBackend) {
        self.style = style
        super.init(kind: .numberInput, backend: backend, canFocus: true)
    }

    override var displayName: String { style == .spinButton ? "spin button" : "slider" }

    /// The value, clamped into `lower…upper`; setting it from code calls no handler.
    public var value: Double {
        get { current }
        set { withOwnHandlersBlocked(on: Self.valueChanged) { setValue(newValue) } }
    }

    /// GtkAdjustment's clamp (no page size here, as both widgets make theirs with none).
    private func clamped(_ value: Double) -> Double {
        min(max(value, lower), upper)
    }

    /// Both widgets' set_range clamp the value; a clamped value is code's change, not a person's.
    public func setRange(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = max(upper, lower)
        withOwnHandlersBlocked(on: Self.valueChanged) { setValue(current) }
    }

    /// Called with the new value after a person's change (`simulateUserValue`, keys) that changed
    /// it.
    public func onValueChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
        connect(Self.valueChanged, handler)
    }

    /// Takes `value` as a person's input: a slider rounds it to `digits`, then it is clamped and
    /// reported if it changed; NaN is ignored.
    public func simulateUserValue(_ value: Double) {
        guard !value.isNaN else { return }
        var entered = value
        if case .slider = style { entered = SliderRounding.round(entered, digits: digits) }
        setValue(entered)
    }

    /// gtk_adjustment_set_value: clamped, and value-changed only when the value really changes.
    private func setValue(_ newValue: Double) {
        let clampedValue = clamped(newValue)
        guard clampedValue != current else { return }
        current = clampedValue
        emit(Self.valueChanged) { $0(current) }
    }

    /// The key bindings of GtkSpinButton and of a horizontal GtkScale (see
    /// `NativeNumberInput`); a vertical slider's are not mirrored.
    override func handleKey(_ key: KeyPress) -> Bool {
        let page = step * 10
        switch style {
        case .spinButton:
            let control = key.modifiers == .control
            switch key.key {
            case .up where key.modifiers.isEmpty: setValue(current + step)
            case .down where key.modifiers.isEmpty: setValue(current - step)
            case .pageUp: setValue(control ? upper : current + page)
            case .pageDown: setValue(control ? lower : current - page)
            default: return false
            }
        case .slider(vertical: false):
            guard key.modifiers.isEmpty else { return false }
            switch key.key {
            case .right, .down: setValue(current + step)
            case .left, .up: setValue(current - step)
            case .pageDown: setValue(current + page)
            case .pageUp: setValue(current - page)
            case .home: setValue(lower)
            case .end: setValue(upper)
            default: return false
            }
        case .slider(vertical: true):
            return false
        }
        return true
    }
}

/// A GtkProgressBar stand-in.
@MainActor
public final class HeadlessProgressBar: HeadlessWidget, NativeProgressBar {
    private var storedFraction = 0.0
    /// The text shown on the bar, kept as set.
    public var text: String?
    /// Whether the bar shows its text (or percentage), kept as set.
    public var showsText = false
    /// How many times `pulse()` ran since `fraction` was last set.
    public private(set) var pulseCount = 0

    init(backend: HeadlessBackend) {
        super.init(kind: .progressBar, backend: backend)
    }

    override var displayName: String { "progress bar" }

    /// GTK's CLAMP: NaN stays NaN.
    public var fraction: Double {
        get { storedFraction }
        set {
            storedFraction = newValue > 1 ? 1 : (newValue < 0 ? 0 : newValue)
            pulseCount = 0
        }
    }

    /// Counts a pulse; the fraction is left as it is.
    public func pulse() { pulseCount += 1 }
}

/// A GtkLevelBar stand-in: the value is stored as given; moving a bound past it brings it along.
@MainActor
public final class HeadlessLevelBar: HeadlessWidget, NativeLevelBar {
    /// The level, stored as set (not clamped); a bound moved past it brings it along.
    public var value = 0.0
    /// The value of an empty bar; 0 for a new bar.
    public var minimum = 0.0 {
        didSet { if value < minimum { value = minimum } }
    }
    /// The value of a full bar; 1 for a new bar.
    public var maximum = 1.0 {
        didSet { if value > maximum { value = maximum } }
    }
    /// Whether the bar shows discrete blocks, kept as set.
    public var isDiscrete = false

    init(backend: HeadlessBackend) {
        super.init(kind: .levelBar, backend: backend)
    }

    override var displayName: String { "level bar" }
}

/// The twins of this file, made for `WidgetFactory`.
extension HeadlessBackend {
    /// A new `HeadlessNumberInput` of `style`, at 0 of 0…100.
    public func makeNumberInput(_ style: NumberInputStyle) -> any NativeNumberInput { HeadlessNumberInput(style, backend: self) }
    /// A new `HeadlessProgressBar` at 0.
    public func makeProgressBar() -> any NativeProgressBar { HeadlessProgressBar(backend: self) }
    /// A new `HeadlessLevelBar` at 0 of 0…1.
    public func makeLevelBar() -> any NativeLevelBar { HeadlessLevelBar(backend: self) }
}
