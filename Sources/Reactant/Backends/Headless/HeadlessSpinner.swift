/// A GtkSpinner stand-in; like GtkSpinner it starts stopped.
@MainActor
public final class HeadlessSpinner: HeadlessWidget, NativeSpinner {
    /// Whether the spinner turns, kept as set; nothing animates headless.
    public var isSpinning = false

    init(backend: HeadlessBackend) {
        super.init(kind: .spinner, backend: backend)
    }
}
