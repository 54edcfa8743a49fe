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
    @NativeProperty(\Spinner.spinner.isSpinning) public var isSpinning: Bool
}
