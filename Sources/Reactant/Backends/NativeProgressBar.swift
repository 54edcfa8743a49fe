/// A bar showing how far something got (GtkProgressBar): a fraction, or "activity" pulses
/// when the amount is unknown. GTK clamps the fraction into 0…1 (NaN stays NaN).
@MainActor
public protocol NativeProgressBar: NativeWidget {
    /// How much is done, 0 (nothing) … 1 (all); setting it ends the activity mode and resets
    /// `pulseCount`.
    var fraction: Double { get set }
    /// A text shown on or next to the bar; nil shows the percentage when `showsText` is on.
    var text: String? { get set }
    /// Whether the bar shows `text`, or the percentage when there is none (GtkProgressBar's
    /// show-text).
    var showsText: Bool { get set }
    /// Moves the activity block once (gtk_progress_bar_pulse); the fraction is left as is.
    func pulse()
    /// How many times `pulse()` ran since the fraction was last set (the toolkit counts it;
    /// GTK keeps no such count).
    var pulseCount: Int { get }
}
