/// A GtkSpinner stand-in; like GtkSpinner it starts stopped.
@MainActor
public final class HeadlessSpinner: HeadlessWidget, NativeSpinner {
    public var isSpinning = false

    init(backend: HeadlessBackend) {
        super.init(kind: .spinner, backend: backend)
    }
}
