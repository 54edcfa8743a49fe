/// A level (GtkLevelBar): a password's strength, a battery's charge.
///
///     let strength = LevelBar(value: 2, range: 0...4)
@MainActor
public final class LevelBar: View {
    private let bar: any NativeLevelBar

    /// A level bar showing `value` within `range` (0...1 by default), continuous unless
    /// `isDiscrete`.
    public init(value: Double = 0, range: ClosedRange<Double> = 0...1, isDiscrete: Bool = false) {
        bar = Backends.current.makeLevelBar()
        super.init(native: bar)
        self.range = range
        bar.isDiscrete = isDiscrete
        self.value = value
    }

    /// The values at the empty and the full end of the bar.
    public var range: ClosedRange<Double> {
        get { bar.minimum...bar.maximum }
        set {
            // Widening first keeps GTK from clamping the value to a bound about to move.
            bar.maximum = max(bar.maximum, newValue.upperBound)
            bar.minimum = newValue.lowerBound
            bar.maximum = newValue.upperBound
        }
    }

    /// Kept inside `range`: GTK would store an outside value as is and draw it as a bound,
    /// so the toolkit clamps it, with a warning.
    public var value: Double {
        get { bar.value }
        set {
            let clamped = min(max(newValue, bar.minimum), bar.maximum)
            if clamped != newValue {
                Diagnostics.warning("LevelBar: \(WidgetValue.text(newValue)) is outside \(WidgetValue.text(bar.minimum))…\(WidgetValue.text(bar.maximum)); it is clamped.")
            }
            bar.value = clamped
        }
    }

    /// Blocks (one per unit) instead of one continuous bar.
    @NativeProperty(\LevelBar.bar.isDiscrete) public var isDiscrete: Bool
}
