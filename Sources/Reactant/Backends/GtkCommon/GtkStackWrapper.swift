#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkStack: one page shown at a time, with a slide between pages when animations are on.
@MainActor
final class GtkStackWrapper: GtkWidgetWrapper, NativeStack {
    /// Stacks that may be sliding, for `GtkBackend.processPendingEvents` to wait on.
    static var sliding: [WeakStack] = []

    struct WeakStack {
        weak var stack: GtkStackWrapper?
    }

    init() {
        super.init(widget: gtk_stack_new(), kind: .stack)
        // Pages slide for 200 ms; the visible page changes at once, so nothing the toolkit
        // reads depends on the animation.
        gtk_stack_set_transition_duration(typed(), 200)
        // The backend waits for running slides in `processPendingEvents`.
        connect("notify::transition-running", shape: .oneArgument) { [weak self] _ in
            guard let self else { return false }
            Self.sliding.removeAll { $0.stack == nil || $0.stack === self }
            if isTransitionRunning { Self.sliding.append(WeakStack(stack: self)) }
            return false
        }
    }

    var animatesTransitions = true

    func addPage(_ page: any NativeWidget) {
        guard let child = adoptable(page) else { return }
#if GTK4
        hold(child) { _ = gtk_stack_add_child(typed(), $0) }
#else
        hold(child) { gtk_container_add(GObjectBridge.cast(widget), $0) }
#endif
    }

    func removePage(_ page: any NativeWidget) { removeChild(page) }

    var visiblePage: (any NativeWidget)? {
        Self.wrapper(of: gtk_stack_get_visible_child(typed()))
    }

    /// GtkStack's transition-running, while the stack is mapped: GTK leaves the flag set when
    /// the stack is unmapped mid-slide (its window hidden, or the stack taken out of it) and
    /// clears it only once the stack is mapped again (checked against GTK 3.24), but nothing
    /// slides off screen.
    var isTransitionRunning: Bool {
        GObjectBridge.bool(gtk_stack_get_transition_running(typed())) && gtk_widget_get_mapped(widget) != 0
    }

    /// When `isTransitionRunning` turns false: notify::transition-running (GTK also notifies
    /// when it turns true) or "unmap" mid-slide. One connection stands for both handlers.
    func onTransitionFinished(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        let state = SlideState(running: isTransitionRunning)
        let check: @MainActor (UnsafeMutableRawPointer?) -> Bool = { [weak self] _ in
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
#if !GTK4
        if swipeHandlerIDs.remove(connection.id) != nil, let swipeGesture {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(swipeGesture), connection.id)
            return
        }
#endif
        super.disconnect(connection)
        if let paired = pairedConnections.removeValue(forKey: connection.id) { super.disconnect(paired) }
    }

    // MARK: Swipes

    /// The GtkGestureSwipe, made with the first handler. On GTK 4 an event controller, which the
    /// widget owns once added. On GTK 3 a GObject of its own that GTK doesn't tie to the
    /// widget's life: this wrapper holds its only reference and drops it (and so its handlers)
    /// in deinit, before the widget goes.
    private var swipeGesture: OpaquePointer?
#if !GTK4
    private var swipeHandlerIDs: Set<UInt> = []

    isolated deinit {
        if let swipeGesture { g_object_unref(UnsafeMutableRawPointer(swipeGesture)) }
    }
#endif

    func onSwipe(_ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection {
        let gesture = swipeGesture ?? makeSwipeGesture()
        let body: @MainActor (UnsafeMutableRawPointer?) -> Bool = { argument in
            guard let velocity = argument?.assumingMemoryBound(to: (Double, Double).self).pointee else { return false }
            handler(velocity.0, velocity.1)
            return false
        }
#if GTK4
        return connect("swipe", on: UnsafeMutableRawPointer(gesture), shape: .twoDoubles, body)
#else
        let id = GtkSignalHandler.connect(UnsafeMutableRawPointer(gesture), "swipe", shape: .twoDoubles, body: body)
        swipeHandlerIDs.insert(id)
        return SignalConnection(id: id)
#endif
    }

    /// Swipes are seen in the capture phase, before the pages' own widgets (a cell's button)
    /// handle the press; the gesture never claims the events, so those widgets still get them.
    /// Mouse drags count as well as touches (touch-only is off, GTK's default).
    private func makeSwipeGesture() -> OpaquePointer {
#if GTK4
        let gesture = gtk_gesture_swipe_new()!
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        addController(gesture)
#else
        let gesture = gtk_gesture_swipe_new(widget)!
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
#endif
        swipeGesture = gesture
        return gesture
    }

    /// Emits the gesture's "swipe" as GtkGestureSwipe does when a drag ends: the same
    /// handlers run as for a real swipe, but no pointer events are synthesized (GTK 4 can't
    /// take made-up ones).
    func simulateSwipe(velocityX: Double, velocityY: Double) {
        guard let swipeGesture else { return }
        GObjectBridge.emit("swipe", on: UnsafeMutableRawPointer(swipeGesture), of: gtk_gesture_swipe_get_type(),
                           [.double(velocityX), .double(velocityY)])
    }

    func showPage(_ page: any NativeWidget, transition: StackTransition) {
        guard let child = directChild(page) else {
            Diagnostics.error("showPage: the widget is not a page of this stack.")
            return
        }
        let type: GtkStackTransitionType
        switch animatesTransitions ? transition : .none {
        case .none: type = GTK_STACK_TRANSITION_TYPE_NONE
        case .slideLeft: type = GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
        case .slideRight: type = GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
        }
        gtk_stack_set_transition_type(typed(), type)
        gtk_stack_set_visible_child(typed(), child.widget)
    }
}

extension GtkBackend {
    public func makeStack() -> any NativeStack { GtkStackWrapper() }
}
#endif // GTK3 || GTK4
