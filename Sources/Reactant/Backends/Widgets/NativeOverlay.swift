/// A widget with others drawn over it (GtkOverlay): the content fills it, each overlay widget
/// is placed by its own alignment (a toast: centred at the top) and takes input only where
/// it is. Its children are the content, then the overlays in the order added.
@MainActor
public protocol NativeOverlay: NativeWidget {
    var content: (any NativeWidget)? { get set }
    /// Widgets over the content, bottom first.
    var overlays: [any NativeWidget] { get }
    func addOverlay(_ widget: any NativeWidget)
    func removeOverlay(_ widget: any NativeWidget)
}

/// Work the main loop runs once, later (a GLib timeout on GTK; the virtual clock headless,
/// which `processEvents(for:)` moves on). Cancelling work that ran or was cancelled does
/// nothing.
@MainActor
public final class ScheduledWork {
    private var cancelHandler: (() -> Void)?

    init(cancel: @escaping () -> Void) {
        cancelHandler = cancel
    }

    public func cancel() {
        cancelHandler?()
        cancelHandler = nil
    }

    /// The work ran: nothing to cancel any more.
    func finished() { cancelHandler = nil }
}
