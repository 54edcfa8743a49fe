/// How far a task got (GtkProgressBar): a fraction from 0 to 1, or pulses when unknown.
///
///     let progress = ProgressBar(fraction: 0.25, text: tr("Copying…"))
@MainActor
public final class ProgressBar: View {
    private let bar: any NativeProgressBar

    /// A progress bar filled to `fraction` (0...1), showing `text` on it when given.
    public init(fraction: Double = 0, text: String? = nil) {
        bar = Backends.current.makeProgressBar()
        super.init(native: bar)
        self.fraction = fraction
        self.text = text
        bar.showsText = text != nil
    }

    /// Clamped into 0…1 as GTK clamps it, with a warning; NaN is refused with a warning.
    public var fraction: Double {
        get { bar.fraction }
        set {
            guard !newValue.isNaN else {
                Diagnostics.warning("ProgressBar: a fraction can't be NaN; it stays \(WidgetValue.text(bar.fraction)).")
                return
            }
            if !(0...1).contains(newValue) {
                Diagnostics.warning("ProgressBar: \(WidgetValue.text(newValue)) is outside 0…1; it is clamped as GTK clamps it.")
            }
            bar.fraction = newValue
        }
    }

    /// A text on the bar; nil shows the percentage while `showsText` is on.
    @NativeProperty(\ProgressBar.bar.text) public var text: String?

    /// Whether the bar shows its text; on when it was made with one.
    @NativeProperty(\ProgressBar.bar.showsText) public var showsText: Bool

    /// Moves the activity block, for work whose amount is unknown; call it as work goes on.
    public func pulse() { bar.pulse() }
}
