/// A busy indicator that turns while work is under way (GtkSpinner).
@MainActor
public protocol NativeSpinner: NativeWidget {
    /// Whether the spinner turns (gtk_spinner_start/stop); a stopped spinner shows nothing moving.
    var isSpinning: Bool { get set }
}
