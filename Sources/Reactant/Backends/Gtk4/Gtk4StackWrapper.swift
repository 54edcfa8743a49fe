#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkStack whose pages slide for 200 ms; the visible page changes at once.
@MainActor
final class Gtk4StackWrapper: Gtk4WidgetWrapper, NativeStack {
    /// Stacks that may be sliding, for `Gtk4Backend.processPendingEvents` to wait on.
    static var sliding: [WeakStack] = []

    struct WeakStack {
        weak var stack: Gtk4StackWrapper?
    }

    init() {
        super.init(widget: gtk_stack_new(), kind: .stack)
        gtk_stack_set_transition_duration(stack, 200)
        connect("notify::transition-running", shape: .oneArgument) { [weak self] _ in
            guard let self else { return false }
            Self.sliding.removeAll { $0.stack == nil || $0.stack === self }
            if isTransitionRunning { Self.sliding.append(WeakStack(stack: self)) }
            return false
        }
    }

    private var stack: OpaquePointer { OpaquePointer(widget) }

    var animatesTransitions = true

    func addPage(_ page: any NativeWidget) {
        guard let child = adoptable(page) else { return }
        hold(child) { _ = gtk_stack_add_child(stack, $0) }
    }

    func removePage(_ page: any NativeWidget) {
        guard let child = page as? Gtk4WidgetWrapper, gtk_widget_get_parent(child.widget) == widget else { return }
        release(child)
    }

    var visiblePage: (any NativeWidget)? {
        Self.wrapper(of: gtk_stack_get_visible_child(stack))
    }

    var isTransitionRunning: Bool {
        Gtk4Object.bool(gtk_stack_get_transition_running(stack)) && gtk_widget_get_mapped(widget) != 0
    }

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

    // MARK: Swipes

    /// A GtkGestureSwipe in the capture phase, owned by the widget once added.
    private var swipeGesture: OpaquePointer?

    func onSwipe(_ handler: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection {
        let gesture = swipeGesture ?? {
            let made = gtk_gesture_swipe_new()!
            gtk_event_controller_set_propagation_phase(made, GTK_PHASE_CAPTURE)
            addController(made)
            swipeGesture = made
            return made
        }()
        return connect("swipe", on: UnsafeMutableRawPointer(gesture), shape: .twoDoubles) { argument in
            guard let velocity = argument?.assumingMemoryBound(to: (Double, Double).self).pointee else { return false }
            handler(velocity.0, velocity.1)
            return false
        }
    }

    /// Emits the gesture's swipe signal (GTK 4 can't synthesize the touch events behind it).
    func simulateSwipe(velocityX: Double, velocityY: Double) {
        guard let swipeGesture else { return }
        var parameters = [GValue](repeating: GValue(), count: 3)
        g_value_init(&parameters[0], gtk_gesture_swipe_get_type())
        g_value_set_object(&parameters[0], UnsafeMutableRawPointer(swipeGesture))
        g_value_init(&parameters[1], Gtk4Object.doubleType)
        g_value_set_double(&parameters[1], velocityX)
        g_value_init(&parameters[2], Gtk4Object.doubleType)
        g_value_set_double(&parameters[2], velocityY)
        g_signal_emitv(&parameters, g_signal_lookup("swipe", gtk_gesture_swipe_get_type()), 0, nil)
        for index in parameters.indices { g_value_unset(&parameters[index]) }
    }

    func showPage(_ page: any NativeWidget, transition: StackTransition) {
        guard let child = page as? Gtk4WidgetWrapper, gtk_widget_get_parent(child.widget) == widget else {
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
#endif // GTK4
