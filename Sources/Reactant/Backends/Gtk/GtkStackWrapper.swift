import CGtk

/// A GtkStack: one page shown at a time, with a slide between pages when animations are on.
@MainActor
final class GtkStackWrapper: GtkWidgetWrapper, NativeStack {
    init() {
        super.init(widget: gtk_stack_new(), kind: .stack)
        // Pages slide for 200 ms; the visible page changes at once, so nothing the toolkit
        // reads depends on the animation.
        gtk_stack_set_transition_duration(stack, 200)
        // The backend waits for running slides in `processPendingEvents`.
        connect("notify::transition-running", shape: .oneArgument) { [weak self] _ in
            guard let self else { return false }
            GtkBackend.shared?.transitionRunningDidChange(in: self)
            return false
        }
    }

    private var stack: UnsafeMutablePointer<GtkStack> { GObjectBridge.cast(widget) }

    var animatesTransitions = true

    func addPage(_ page: any NativeWidget) {
        guard let child = adoptable(page) else { return }
        hold(child) { gtk_container_add(GObjectBridge.cast(widget), $0) }
    }

    func removePage(_ page: any NativeWidget) {
        guard let child = page as? GtkWidgetWrapper, contains(child) else { return }
        release(child)
    }

    var visiblePage: (any NativeWidget)? {
        Self.wrapper(of: gtk_stack_get_visible_child(stack))
    }

    /// GtkStack's transition-running, while the stack is mapped: GTK leaves the flag set when
    /// the stack is unmapped mid-slide (its window hidden, or the stack taken out of it) and
    /// clears it only once the stack is mapped again (checked against GTK 3.24), but nothing
    /// slides off screen.
    var isTransitionRunning: Bool {
        GObjectBridge.bool(gtk_stack_get_transition_running(stack)) && gtk_widget_get_mapped(widget) != 0
    }

    /// When `isTransitionRunning` turns false: notify::transition-running (GTK also notifies
    /// when it turns true) or "unmap" mid-slide. One connection stands for both handlers.
    func onTransitionFinished(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let state = SlideState(running: isTransitionRunning)
        let check: GtkSignalHandler.Body = { [weak self] _ in
            guard let self else { return false }
            let running = isTransitionRunning
            if state.running && !running { handler() }
            state.running = running
            return false
        }
        let notify = connect("notify::transition-running", shape: .oneArgument, check)
        let unmap = connect("unmap", after: true, check)
        pairedConnections[notify.id] = unmap
        return notify
    }

    private final class SlideState {
        var running: Bool
        init(running: Bool) { self.running = running }
    }

    private var pairedConnections: [UInt: SignalConnection] = [:]

    override func disconnect(_ connection: SignalConnection) {
        super.disconnect(connection)
        if let paired = pairedConnections.removeValue(forKey: connection.id) { super.disconnect(paired) }
    }

    func showPage(_ page: any NativeWidget, transition: StackTransition) {
        guard let child = page as? GtkWidgetWrapper, contains(child) else {
            Diagnostics.error("showPage: the widget is not a page of this stack.")
            return
        }
        let type: GtkStackTransitionType
        switch animatesTransitions ? transition : .none {
        case .none: type = GTK_STACK_TRANSITION_TYPE_NONE
        case .slideLeft: type = GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
        case .slideRight: type = GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
        }
        gtk_stack_set_transition_type(stack, type)
        gtk_stack_set_visible_child(stack, child.widget)
    }
}
