/// A busy indicator (GtkSpinner).
@MainActor
public final class Spinner: View {
    private let spinner: any NativeSpinner

    /// A spinner, still unless `isSpinning`.
    public init(isSpinning: Bool = false) {
        spinner = Backends.current.makeSpinner()
        super.init(native: spinner)
        spinner.isSpinning = isSpinning
    }

    /// Whether it turns.
    public var isSpinning: Bool {
        get { spinner.isSpinning }
        set { spinner.isSpinning = newValue }
    }
}
