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

    var isTransitionRunning: Bool { GObjectBridge.bool(gtk_stack_get_transition_running(stack)) }

    /// notify::transition-running, when it turns false (GTK also notifies when it turns true).
    func onTransitionFinished(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("notify::transition-running", shape: .oneArgument) { [weak self] _ in
            if let self, !isTransitionRunning { handler() }
            return false
        }
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
